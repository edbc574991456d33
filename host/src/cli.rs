//! What the binaries share around clap: the program's name on every message, one-line usage
//! errors (exit 2), one-line failures (exit 1), and how numbers are written in messages.

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use jiugong_core::grouped::Grouped;
use std::fmt::Display;
use std::process::ExitCode;
use std::sync::OnceLock;

/// Exit status for a usage error (bad arguments).
pub const USAGE: u8 = 2;

static PROGRAM: OnceLock<&'static str> = OnceLock::new();

/// Names the running program for every message from now on (the first name given stays).
pub fn set_program(program: &'static str) {
    let _ = PROGRAM.set(program);
}

/// The running program's name (`jiugong` or `sudoku`), the prefix of every message.
pub fn program() -> &'static str {
    PROGRAM.get().copied().unwrap_or("jiugong")
}

/// Starts a binary: names it for messages and parses the command line; on a usage error
/// prints one line naming the problem (and where to get help) on stderr and exits with
/// status 2. `--help` and `--version` print as usual. (Each binary handles Ctrl-C and
/// SIGTERM first: [`interrupt::handle`](crate::interrupt::handle); this layer, below the
/// files and the interrupt, calls neither.)
pub fn start<C: Parser>(program: &'static str) -> C {
    set_program(program);
    // Every command's --json is a flag, so this word is it: set before the line is parsed,
    // so that a value clap refuses is answered in JSON too.
    set_json(std::env::args_os().skip(1).any(|a| a == "--json"));
    match C::try_parse() {
        Ok(c) => c,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            // As clap prints them, but a failed write is the run's error, as any output's.
            let printed = e
                .print()
                .and_then(|()| std::io::Write::flush(&mut std::io::stdout()));
            match printed {
                Err(io) if io.kind() != std::io::ErrorKind::BrokenPipe => {
                    say(format_args!("error: cannot write standard output: {io}"));
                    std::process::exit(1)
                }
                _ => {}
            }
            std::process::exit(0)
        }
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            // One line, as for any usage error: which commands there are, and where help is.
            let (path, command) = named_command::<C>(program);
            let names: Vec<&str> = command
                .get_subcommands()
                .map(clap::Command::get_name)
                .filter(|&n| n != "help")
                .collect();
            let list = match names.split_last() {
                Some((last, [])) => last.to_string(),
                Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                None => "a command".to_string(),
            };
            let message = format!("which command? {list} (try '{path} --help')");
            eprintln!("{program}: {message}");
            json_error(&message, USAGE);
            std::process::exit(USAGE.into())
        }
        Err(e) => {
            // clap's message up to its first empty line, and its tips (`a similar argument
            // exists: '--size'`), on one line, with the help of the command it is about.
            let text = e.render().to_string();
            let lines: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let mut first = if lines.is_empty() {
                "error: bad arguments".to_string()
            } else {
                lines.join(" ")
            };
            for tip in text
                .lines()
                .map(str::trim)
                .filter(|l| l.starts_with("tip:"))
            {
                first = format!("{first}; {tip}");
            }
            let message = format!("{first} (try '{} --help')", named_command::<C>(program).0);
            eprintln!("{program}: {message}");
            json_error(message.strip_prefix("error: ").unwrap_or(&message), USAGE);
            std::process::exit(USAGE.into())
        }
    }
}

/// The command a usage error is about — the program and the subcommands named on its command
/// line (`jiugong sudoku finals -c 0` gives `jiugong sudoku finals`), for the help to offer —
/// and clap's definition of it.
fn named_command<C: CommandFactory>(program: &str) -> (String, clap::Command) {
    let mut command = C::command();
    let mut path = vec![program.to_string()];
    for arg in std::env::args_os().skip(1) {
        let Some(sub) = arg
            .to_str()
            .and_then(|a| command.find_subcommand(a))
            .cloned()
        else {
            continue;
        };
        path.push(sub.get_name().to_string());
        command = sub;
    }
    (path.join(" "), command)
}

/// A usage error found after clap parsed the line (a point that is not on the star, a board
/// too large for `--count`): reported like clap's own, with exit status 2.
#[derive(Debug)]
pub struct Usage(pub String);

impl Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

/// A [`Usage`] error as an `anyhow::Error`.
pub fn usage(message: impl Display) -> anyhow::Error {
    Usage(message.to_string()).into()
}

/// One line on stderr: `PROGRAM: message`.
pub fn say(message: impl Display) {
    eprintln!("{}: {message}", program());
}

/// `--quiet`: no progress and no notes, only answers, errors and warnings that change what
/// the answer means.
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Turns `--quiet` on or off for the rest of the run.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, std::sync::atomic::Ordering::Relaxed);
}

/// Whether `--quiet` was given.
pub fn quiet() -> bool {
    QUIET.load(std::sync::atomic::Ordering::Relaxed)
}

/// A note on stderr, `PROGRAM: note: message`, unless `--quiet` was given.
pub fn note(message: impl Display) {
    if !quiet() {
        say(format_args!("note: {message}"));
    }
}

/// Reports the error that ended the run on one line of stderr and gives its exit status: 2
/// for a [`Usage`] error, 1 for any other. A closed pipe on stdout (`jiugong ... | head`) is
/// not a failure: the reader has what it wanted.
pub fn fail(error: &anyhow::Error) -> ExitCode {
    let broken_pipe = error.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    });
    if broken_pipe {
        return ExitCode::SUCCESS;
    }
    say(format_args!("error: {error:#}"));
    let status = if error.chain().any(|e| e.is::<Usage>()) {
        USAGE
    } else {
        1
    };
    json_error(&format!("{error:#}"), status);
    ExitCode::from(status)
}

/// With `--json`, a run that ends without its answer says why on stdout too, as one object
/// `{"error": …, "status": …}`: a program reading the answers reads the failure the same way.
fn json_error(error: &str, status: u8) {
    if JSON.load(std::sync::atomic::Ordering::Relaxed) {
        let object = serde_json::json!({ "error": error, "status": status });
        let _ = std::io::Write::write_all(&mut std::io::stdout(), format!("{object}\n").as_bytes());
    }
}

/// Ends a run without its answer for a reason that is no error (no tour exists, no
/// solution, the budget ran out): says `why` on stderr, and with `--json` on stdout as
/// [`fail`] does; exit status 1.
pub fn unanswered(why: impl Display) -> ExitCode {
    let why = why.to_string();
    say(&why);
    json_error(&why, 1);
    ExitCode::FAILURE
}

/// `--json` was given: a run that fails says so on stdout too, as one JSON object.
static JSON: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Says that the run answers in JSON ([`fail`] then writes `{"error": …, "status": …}` on
/// stdout as well as the line on stderr).
pub fn set_json(json: bool) {
    JSON.store(json, std::sync::atomic::Ordering::Relaxed);
}

/// Why a value given on the command line (a size, a square, a point, a polygon) was refused:
/// the text, the kind of value expected, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    /// The text given.
    pub text: String,
    /// What it should have been: `a size`, `a square`, `ROW,COL`, `N/K`.
    pub expected: &'static str,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong with a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not of the expected form; how to write one.
    Form(&'static str),
    /// A part is not a whole number (in range for its type).
    Number(String),
    /// Well formed, but not allowed: why.
    Range(String),
}

impl ValueError {
    /// A value of the wrong form; `how` says how to write one.
    pub fn form(text: &str, expected: &'static str, how: &'static str) -> ValueError {
        ValueError {
            text: text.into(),
            expected,
            problem: Problem::Form(how),
        }
    }

    /// A value whose `part` is not a whole number.
    pub fn number(text: &str, expected: &'static str, part: &str) -> ValueError {
        ValueError {
            text: text.into(),
            expected,
            problem: Problem::Number(part.into()),
        }
    }

    /// A value out of range: `why`.
    pub fn range(text: &str, expected: &'static str, why: impl Display) -> ValueError {
        ValueError {
            text: text.into(),
            expected,
            problem: Problem::Range(why.to_string()),
        }
    }
}

impl Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (text, expected) = (&self.text, self.expected);
        match &self.problem {
            Problem::Form(how) => write!(f, "'{text}' is not {expected}: {how}"),
            Problem::Number(part) => {
                write!(
                    f,
                    "'{text}' is not {expected}: '{part}' is not a whole number"
                )
            }
            Problem::Range(why) => write!(f, "'{text}' is not {expected}: {why}"),
        }
    }
}

impl std::error::Error for ValueError {}

/// Two whole numbers written with a separator between them (`8x8`, `1,5`, `7/3`): every
/// pair the command line takes. `what` names the value for the error (`a size`), `separators`
/// are the characters that may part the two, `how` shows one written out.
pub fn number_pair(
    text: &str,
    what: &'static str,
    separators: &[char],
    how: &'static str,
) -> Result<(u32, u32), ValueError> {
    let (a, b) = text
        .split_once(separators)
        .ok_or_else(|| ValueError::form(text, what, how))?;
    let number = |s: &str| {
        let s = s.trim();
        s.parse::<u32>().map_err(|_| {
            if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
                ValueError::range(text, what, format_args!("{s} is far too large"))
            } else {
                ValueError::number(text, what, s)
            }
        })
    };
    Ok((number(a)?, number(b)?))
}

/// `n` with thousands separators: `1,234,567`.
pub fn number(n: u64) -> String {
    Grouped(n).to_string()
}

/// `n` and a noun, in the singular for one: `1 node`, `2,000 nodes`.
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", number(n))
    }
}

/// How many nodes a search may spend, as a hard limit: the user's `--budget`, or the
/// command's default (a few seconds of work on a desktop), which messages name as such.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most nodes.
    pub nodes: u64,
    /// Whether the user gave it (`--budget`) rather than the command's default.
    pub chosen: bool,
}

impl Budget {
    /// The user's budget if given, else `default`.
    pub fn new(given: Option<u64>, default: u64) -> Budget {
        Budget {
            nodes: given.unwrap_or(default),
            chosen: given.is_some(),
        }
    }
}

impl Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.chosen {
            write!(f, "--budget {}", number(self.nodes))
        } else {
            f.write_str("the default budget; --budget NODES for a longer search")
        }
    }
}

/// The words for a search that ran out of budget: `gave up after N nodes (--budget B)`.
pub fn gave_up_after(nodes: u64, budget: Budget) -> String {
    format!("gave up after {} ({budget})", count(nodes, "node"))
}

/// The one message for a search that ran out of budget, on stderr: `PROGRAM: gave up after
/// N nodes (--budget B): what` ([`unanswered`]: in JSON too with `--json`); exit status 1.
pub fn gave_up(nodes: u64, budget: Budget, what: impl Display) -> ExitCode {
    unanswered(format_args!("{}: {what}", gave_up_after(nodes, budget)))
}

/// A day of the Gregorian calendar, from 2000 on: the day's puzzle's (`--day`, `--date`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Date {
    /// The year.
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month.
    pub day: u32,
}

/// A date written 2026-11-29, or `today` (this computer's, in its time zone), from
/// 2000-01-01 on: the days the puzzles are numbered by.
pub fn date(text: &str) -> Result<Date, ValueError> {
    use chrono::Datelike;
    let date = match text.trim() {
        "today" => chrono::Local::now().date_naive(),
        day => chrono::NaiveDate::parse_from_str(day, "%Y-%m-%d").map_err(|_| {
            ValueError::form(text, "a date", "write YYYY-MM-DD (2026-11-29) or today")
        })?,
    };
    let date = Date {
        year: u32::try_from(date.year()).unwrap_or(0),
        month: date.month(),
        day: date.day(),
    };
    match jiugong_core::sudoku::Numbered::day(date.year, date.month, date.day) {
        Some(_) => Ok(date),
        None => Err(ValueError::range(
            text,
            "a date",
            format_args!("write a day from 2000-01-01 on"),
        )),
    }
}

/// A whole number as people write it — digits, with `,` or `_` parting groups of three
/// (`1,000,000`, `1_000_000`, `1000000`) — from `min` to `max`: every count and limit the
/// command line takes. `what` names it for the error (`a count`).
///
/// ```
/// use jiugong::cli::whole;
/// assert_eq!(whole::<u64>("1,000,000", 1, 10_000_000, "a count"), Ok(1_000_000));
/// assert_eq!(whole::<u8>("9", 1, 9, "a digit"), Ok(9));
/// assert!(whole::<u64>("1,0,0", 1, 1000, "a count").is_err());
/// assert!(whole::<u64>("0", 1, 1000, "a count").is_err());
/// ```
pub fn whole<T: TryFrom<u64>>(
    text: &str,
    min: u64,
    max: u64,
    what: &'static str,
) -> Result<T, ValueError> {
    let trimmed = text.trim();
    let groups: Vec<&str> = trimmed.split([',', '_']).collect();
    let grouped = groups.len() == 1
        || (!groups[0].is_empty()
            && groups[0].len() <= 3
            && groups[1..].iter().all(|g| g.len() == 3));
    if trimmed.is_empty()
        || !grouped
        || !groups.iter().all(|g| g.bytes().all(|b| b.is_ascii_digit()))
    {
        // Thousands separators are offered where a number can have thousands.
        return Err(if max >= 1000 {
            ValueError::form(
                text,
                what,
                "write a whole number, with or without thousands separators (1,000,000)",
            )
        } else {
            ValueError::range(text, what, format_args!("write {}", range(min, max)))
        });
    }
    let out_of_range = || ValueError::range(text, what, format_args!("write {}", range(min, max)));
    let n: u64 = groups.concat().parse().map_err(|_| out_of_range())?;
    if !(min..=max).contains(&n) {
        return Err(out_of_range());
    }
    T::try_from(n).map_err(|_| out_of_range())
}

/// Parses `--budget`: a whole number of nodes ([`whole`]), 1 or more (the start is a node).
pub fn parse_budget(text: &str) -> Result<u64, ValueError> {
    const WHAT: &str = "a budget";
    match whole(text, 0, u64::MAX, WHAT) {
        Ok(0) => Err(ValueError::range(
            text,
            WHAT,
            "a search spends at least 1 node (its start)",
        )),
        Ok(nodes) => Ok(nodes),
        // Said with the range a budget takes: from 1.
        Err(_) => whole(text, 1, u64::MAX, WHAT),
    }
}

/// A range of indices as people write it: `0 to 7`.
pub fn range(first: u64, last: u64) -> String {
    format!("{} to {}", number(first), number(last))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_is_two_whole_numbers_and_one_separator() {
        let pair = |t| number_pair(t, "a size", &['x', '×'], "write WxH");
        assert_eq!(pair("8x6"), Ok((8, 6)));
        assert_eq!(pair(" 3 × 4 "), Ok((3, 4)));
        assert_eq!(
            pair("8").unwrap_err().to_string(),
            "'8' is not a size: write WxH"
        );
        assert_eq!(
            pair("8xq").unwrap_err().to_string(),
            "'8xq' is not a size: 'q' is not a whole number"
        );
        assert_eq!(
            pair("-1x2").unwrap_err().problem,
            Problem::Number("-1".into())
        );
    }

    #[test]
    fn words() {
        assert_eq!(count(1, "node"), "1 node");
        assert_eq!(count(0, "node"), "0 nodes");
        assert_eq!(count(2_000_000_000, "node"), "2,000,000,000 nodes");
        assert_eq!(number(1234), "1,234");
        assert_eq!(range(0, 7), "0 to 7");
        assert_eq!(parse_budget("100,000,000"), Ok(100_000_000));
        assert_eq!(parse_budget("1_000"), Ok(1_000));
        assert!(parse_budget("0").is_err() && parse_budget("-1").is_err());
    }
}
