//! The Sudoku commands: `finals`, `solve`, `puzzle`, `rate`, `stats`.

use crate::batch::Batch;
use crate::files::{
    BUFFER, Input, MAX_LINE, for_each_line, open_input, refuse_same_file, write_output,
    write_pipelined,
};
use crate::{cli, clock_seed, progress, rating, variant};
use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use indicatif::ProgressBar;
use jiugong_core::search::Progress;
use jiugong_core::sudoku::finals::TOTAL_COUNT;
use jiugong_core::sudoku::transform::{Summary, Table1, Transform};
use jiugong_core::sudoku::{BLOCK_BYTES, MAX_TEXT_BYTES};
use jiugong_core::sudoku::{
    Finals, Format, Generator, Grid, GridParser, Level, LevelSearch, Method, Numbered, Options,
    Rater, SeRange, Solver, Technique,
};
use jiugong_core::sudoku::{ParseError, ParseErrorKind};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The most grids `finals` can write: every grid of the core's distinct sequence.
pub const MAX_FINALS: u64 = TOTAL_COUNT;

/// `jiugong sudoku …`: its subcommands and their arguments.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Write N distinct solved grids (document 003's format) to a file.
    Finals {
        /// How many grids.
        #[arg(short = 'c', long = "count", value_name = "N",
              value_parser = |s: &str| crate::cli::whole::<u64>(s, 1, MAX_FINALS, "a count"))]
        count: u64,
        /// Output file (`-`: standard output; a regular file is replaced only when complete).
        #[arg(short = 'o', long, value_name = "FILE", default_value = "sudoku.txt")]
        output: PathBuf,
        /// The top-left digit of every grid.
        #[arg(long, value_name = "D", default_value_t = 1,
              value_parser = |s: &str| crate::cli::whole::<u8>(s, 1, 9, "a digit"))]
        first: u8,
    },
    /// Solve every puzzle in FILE (block or line format); solutions in the same format.
    Solve {
        /// The puzzles (`-`: standard input).
        file: PathBuf,
        /// Output file (default: standard output). A regular file is replaced once every
        /// puzzle is answered: solved, or (no or several solutions, malformed) copied as read.
        #[arg(short = 'o', long, value_name = "FILE", default_value = "-")]
        output: PathBuf,
        /// Every solution of each puzzle, not only a unique one: a `# grid G: N solutions`
        /// line, then the solutions (a puzzle with none is answered "no solution").
        #[arg(long)]
        all: bool,
        /// With --all: list at most N solutions of a puzzle, and say when it has more.
        #[arg(long, value_name = "N", requires = "all", default_value = "1000",
              value_parser = |s: &str| crate::cli::whole::<usize>(s, 1, 1_000_000, "a number of solutions"))]
        max: usize,
        /// Solve on N threads (0: one per core; at most twice the cores); the answers keep
        /// the input's order.
        #[arg(long, value_name = "N", default_value = "1", value_parser = parse_threads,
              conflicts_with = "all")]
        threads: usize,
    },
    /// Generate puzzles with exactly one solution.
    Puzzle(PuzzleArgs),
    /// Rate every puzzle in FILE: level and techniques used.
    Rate {
        /// The puzzles (`-`: standard input).
        file: PathBuf,
        /// JSON Lines: one object per puzzle.
        #[arg(long)]
        json: bool,
        /// Also the solving path: every step, its technique and SE rating.
        #[arg(long)]
        steps: bool,
        /// Rate on N threads (0: one per core; at most twice the cores); the answers keep
        /// the input's order.
        #[arg(long, value_name = "N", default_value = "1", value_parser = parse_threads)]
        threads: usize,
    },
    /// The paper's Table 1: cosine similarity of transformed and of random grids.
    Stats {
        /// Trials per row.
        #[arg(long, value_name = "T", default_value_t = 10_000,
              value_parser = |s: &str| crate::cli::whole::<u32>(s, 1, 100_000_000, "a number of trials"))]
        trials: u32,
        /// Random seed (default: from the clock).
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// One JSON object for the run.
        #[arg(long)]
        json: bool,
    },
}

/// What a numbered puzzle leaves no room for: its number and level make it.
const NUMBERED_CONFLICTS: [&str; 9] = [
    "seed",
    "rating",
    "clues",
    "symmetric",
    "minimal",
    "method",
    "variant",
    "size",
    "killer_givens",
];

/// A number of threads, 0 for one per core.
fn parse_threads(text: &str) -> std::result::Result<usize, crate::cli::ValueError> {
    crate::cli::whole::<usize>(text, 0, 1024, "a number of threads")
}

/// `jiugong sudoku puzzle`'s arguments.
#[derive(Args, Debug)]
pub struct PuzzleArgs {
    /// How many puzzles.
    #[arg(long, value_name = "K", default_value_t = 1,
          value_parser = |s: &str| crate::cli::whole::<u64>(s, 1, 100_000_000, "a count"))]
    pub(crate) count: u64,
    /// Clues: for dig, the count to dig down to (default: as few as uniqueness allows); for
    /// transform, the cells first shown (default 30), before clues are added for uniqueness.
    #[arg(long, value_name = "N", value_parser = |s: &str| crate::cli::whole::<u64>(s, 1, 81, "a number of clues"))]
    pub(crate) clues: Option<u64>,
    /// Generate until the puzzle rates at this level, a band of the SE rating: easy 1.0–2.4,
    /// medium 2.5–3.4, hard 3.5–4.4, expert 4.5–6.4, diabolical 6.5 and up (variants: the
    /// band of their hardest step; 4×4 puzzles are all easy).
    #[arg(long, value_name = "LEVEL")]
    pub(crate) difficulty: Option<Level>,
    /// Generate until the puzzle's SE rating lies in RANGE: 4.0..5.0 (5.0 excluded),
    /// 4.0..=5.0 (included), 6.5.. (and up) or one figure, 4.2. Ratings above 6.4 need
    /// chains: those puzzles take longer to rate.
    #[arg(long, value_name = "RANGE", conflicts_with = "difficulty")]
    pub(crate) rating: Option<SeRange>,
    /// How to make the puzzle: transform (the paper's method) or dig.
    #[arg(long, value_name = "METHOD", default_value = "dig")]
    pub(crate) method: Method,
    /// Clues symmetric under 180° rotation.
    #[arg(long)]
    pub(crate) symmetric: bool,
    /// No clue can be removed without losing uniqueness (with --symmetric: no symmetric
    /// pair of clues can be removed).
    #[arg(long)]
    pub(crate) minimal: bool,
    /// Random seed (default: from the clock).
    #[arg(long, value_name = "S")]
    pub(crate) seed: Option<u64>,
    /// Puzzle number N at the --difficulty (medium when none is given): the same puzzle on
    /// every board, as the calculator app's "puzzle by number" makes it; with --count K,
    /// numbers N to N+K-1.
    #[arg(long, value_name = "N", conflicts_with_all = NUMBERED_CONFLICTS,
          value_parser = |s: &str| crate::cli::whole::<u32>(s, 1, u64::from(Numbered::MAX), "a puzzle number"))]
    pub(crate) number: Option<u32>,
    /// The day's puzzle: DATE as 2026-11-29, or today (this computer's date); its number
    /// counts the days from 1 January 2000, No. 1 (2026-11-29 is No. 9830).
    #[arg(long, value_name = "DATE", conflicts_with_all = NUMBERED_CONFLICTS, conflicts_with = "number",
          value_parser = crate::cli::date)]
    pub(crate) day: Option<crate::cli::Date>,
    /// Output format: grid (document 003's block format), line, or sgt (Simon Tatham's Solo
    /// game IDs, the variants' format).
    #[arg(long, value_name = "FORMAT")]
    pub(crate) format: Option<variant::PuzzleFormat>,
    /// Sudoku's variants, comma-separated: classic, x (both diagonals), windoku (four more
    /// 3×3 windows, 9×9), jigsaw (pieces drawn at random), killer (cages and their sums, no
    /// givens). Written as Solo game IDs.
    #[arg(long, value_name = "LIST")]
    pub(crate) variant: Option<String>,
    /// The grid's side: 4, 6, 8, 9, 12 or 16 (a jigsaw: 4 to 16).
    #[arg(long, value_name = "N", value_parser = |s: &str| crate::cli::whole::<u8>(s, 4, 16, "a grid's side"))]
    pub(crate) size: Option<u8>,
    /// Killer: givens as well as the cages.
    #[arg(long)]
    pub(crate) killer_givens: bool,
    /// Print each puzzle's solution after it.
    #[arg(long)]
    pub(crate) with_solution: bool,
    /// JSON Lines: one object per puzzle.
    #[arg(long)]
    pub(crate) json: bool,
}

/// Runs `jiugong sudoku COMMAND`.
pub fn run(command: Command) -> Result<ExitCode> {
    match command {
        Command::Finals {
            count,
            output,
            first,
        } => finals(count, first, &output).map(|()| ExitCode::SUCCESS),
        Command::Solve {
            file,
            output,
            all: false,
            threads,
            ..
        } => solve(&file, &output, threads),
        Command::Solve {
            file, output, max, ..
        } => solve_all(&file, &output, max),
        Command::Puzzle(a) if a.variant.is_some() || a.size.is_some() || a.killer_givens => {
            variant::puzzles_of(&a).map(|()| ExitCode::SUCCESS)
        }
        Command::Puzzle(a) => {
            let (options, draw) = match (a.number, a.day) {
                (None, None) => {
                    let base = match a.method {
                        Method::Transform => Options::paper(),
                        Method::Dig => Options::default(),
                    };
                    let options = Options {
                        clues: a.clues.map_or(base.clues, |n| n as usize),
                        symmetric: a.symmetric,
                        minimal: a.minimal,
                        level: a.difficulty,
                        rating: a.rating,
                        ..base
                    };
                    (options, Draw::Seeded(a.seed.unwrap_or_else(clock_seed)))
                }
                (number, day) => {
                    let level = a.difficulty.unwrap_or(Level::Medium);
                    // A day parsed is one that has a number.
                    let number = number
                        .or_else(|| day.and_then(|d| Numbered::day(d.year, d.month, d.day)))
                        .ok_or_else(|| anyhow::anyhow!("no puzzle for that day"))?;
                    let first = Numbered { number, level };
                    (first.options(), Draw::Numbered(first))
                }
            };
            puzzles(
                a.count as usize,
                &options,
                draw,
                a.format
                    .unwrap_or(variant::PuzzleFormat::Text(Format::Block)),
                a.with_solution,
                a.json,
            )?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Rate {
            file,
            json,
            steps,
            threads,
        } => rating::rate_file(&file, json, steps, threads),
        Command::Stats { trials, seed, json } => {
            stats(trials, seed.unwrap_or_else(clock_seed), json)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Writes `count` distinct solved grids with top-left digit `first` to `out` in document
/// 003's format (digits separated by one space, an empty line between grids).
pub fn finals(count: u64, first: u8, out: &Path) -> Result<()> {
    if count == 0 || count > MAX_FINALS {
        bail!(
            "the number of grids must be {}, not {}",
            crate::cli::range(1, MAX_FINALS),
            crate::cli::number(count)
        );
    }
    let mut grids = Finals::new(first)?;
    let bar = progress::items(count, "grids");
    // A chunk holds whole grids at fixed offsets: 162 bytes of rows and the separator (an
    // empty line). The spaces and newlines are laid down once per buffer; each grid then
    // writes only its 81 digits.
    const SEPARATOR: &[u8] = Format::Block.separator();
    const SLOT: usize = BLOCK_BYTES + SEPARATOR.len();
    const PER_CHUNK: usize = BUFFER / SLOT;
    let mut template = [0; SLOT];
    if let Some((rows, separator)) = template.split_first_chunk_mut::<BLOCK_BYTES>() {
        Grid::EMPTY.write_block(rows);
        separator.copy_from_slice(SEPARATOR);
    }
    let mut written = 0u64;
    write_output(out, |w| {
        write_pipelined(w, |chunk| {
            if chunk.len() != PER_CHUNK * SLOT {
                chunk.clear();
                for _ in 0..PER_CHUNK {
                    chunk.extend_from_slice(&template);
                }
            }
            let n = (count - written).min(PER_CHUNK as u64) as usize;
            for slot in chunk.chunks_exact_mut(SLOT).take(n) {
                let grid = grids.next().context("the grid sequence ended early")?;
                if let Some(rows) = slot.first_chunk_mut::<BLOCK_BYTES>() {
                    grid.write_block_digits(rows);
                }
            }
            written += n as u64;
            bar.inc(n as u64);
            if written == count {
                chunk.truncate(n * SLOT - SEPARATOR.len()); // nothing after the last grid
            }
            Ok(written < count)
        })
        .with_context(|| format!("cannot write {}", out.display()))
    })?;
    bar.finish_and_clear();
    Ok(())
}

/// One entry of a puzzle input, as [`read_grids`] hands it out.
pub struct GridEntry<'a> {
    /// The entry's number in the input, from 1.
    pub number: usize,
    /// The line it starts on, from 1.
    pub line: usize,
    /// The grid, or why its text is not one.
    pub grid: std::result::Result<Grid, ParseError>,
    /// Its lines exactly as read, each followed by `\n`.
    pub raw: &'a [u8],
    /// The input's format.
    pub format: Format,
}

/// Streams the entries of a puzzle input to `each`, counting them in `batch`, where `each`
/// says which failed ([`Batch::failed`]). The format is found from the first line that
/// looks like a grid's; lines before it (a title, a header), blank lines and `#` comments are
/// no entries. A malformed grid is an entry too (its error names the grid, line and column);
/// the parser carries on with the next one.
pub fn read_grids(
    input: &mut Input,
    batch: &mut Batch,
    mut each: impl FnMut(GridEntry<'_>, &mut Batch) -> Result<()>,
) -> Result<()> {
    let mut parser = GridParser::detecting();
    let mut raw = Vec::new();
    let mut first_line = 0;
    let mut broken: Option<ParseError> = None;
    for_each_line(input, |line| {
        let p = &mut parser;
        // A line too long for any grid: an entry of its own, named, and in an output a
        // comment that says so instead of its bytes.
        if let (Some(bytes), Some(why)) = (line.cut, line.too_long()) {
            batch.entry(line.read);
            let note = format!("{}\n", line.stand_in(&why));
            let entry = GridEntry {
                number: p.grids() + 1,
                line: line.number,
                grid: Err(ParseError {
                    grid: p.grids() + 1,
                    line: line.number,
                    column: MAX_LINE + 1,
                    kind: ParseErrorKind::TooLong { bytes },
                }),
                raw: note.as_bytes(),
                format: p.format().unwrap_or(Format::Line),
            };
            return each(entry, batch);
        }
        let fed = p.feed(line.text);
        if p.kept() {
            if raw.is_empty() {
                first_line = line.number;
            }
            raw.extend_from_slice(line.raw);
            raw.push(b'\n');
        }
        let grid = match fed {
            Ok(Some(grid)) => Ok(grid),
            Err(e) if !p.entry_open() => Err(e),
            Err(e) => {
                broken = Some(e);
                return Ok(());
            }
            Ok(None) => match broken.take() {
                Some(e) if !p.entry_open() => Err(e),
                still => {
                    broken = still;
                    return Ok(());
                }
            },
        };
        batch.entry(line.read);
        let entry = GridEntry {
            number: p.grids(),
            line: first_line,
            grid,
            raw: &raw,
            format: p.format().unwrap_or(Format::Block),
        };
        let result = each(entry, batch);
        raw.clear();
        result
    })?;
    let unfinished = parser.finish().err().or(broken);
    if let Some(e) = unfinished {
        batch.entry(0);
        let entry = GridEntry {
            number: e.grid,
            line: first_line,
            grid: Err(e),
            raw: &raw,
            format: parser.format().unwrap_or(Format::Block),
        };
        each(entry, batch)?;
    }
    Ok(())
}

/// An entry read and held until its chunk is worked on.
struct Held {
    number: usize,
    line: usize,
    grid: std::result::Result<Grid, ParseError>,
    raw: Vec<u8>,
    format: Format,
}

impl Held {
    fn of(entry: &GridEntry<'_>) -> Held {
        Held {
            number: entry.number,
            line: entry.line,
            grid: entry.grid,
            raw: entry.raw.to_vec(),
            format: entry.format,
        }
    }

    fn entry(&self) -> GridEntry<'_> {
        GridEntry {
            number: self.number,
            line: self.line,
            grid: self.grid,
            raw: &self.raw,
            format: self.format,
        }
    }
}

/// Threads for `--threads N`: N, or one per core for 0; at most twice the cores, since
/// more cannot go faster (each thread costs its start and its solver), said in a note.
pub(crate) fn thread_count(asked: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match asked {
        0 => cores,
        n if n > 2 * cores => {
            crate::cli::note(format_args!(
                "--threads {n}: {} threads, twice the {}",
                2 * cores,
                crate::cli::count(cores as u64, "core")
            ));
            2 * cores
        }
        n => n,
    }
}

/// [`read_grids`] with the work on each entry done by `work` on `threads` threads, `chunk`
/// entries at a time (each thread with a state `init` makes), and the results handed to
/// `write` in input order; `write` returns why an entry failed, if it did. On one thread,
/// each entry is worked on and written as soon as it is read.
pub fn work_grids<S, R: Send>(
    input: &mut Input,
    batch: &mut Batch,
    (threads, chunk): (usize, usize),
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, &GridEntry<'_>) -> R + Sync,
    mut write: impl FnMut(GridEntry<'_>, R) -> Result<Option<String>>,
) -> Result<()> {
    use rayon::prelude::*;
    if threads <= 1 {
        let mut state = init();
        return read_grids(input, batch, |entry, batch| {
            let result = work(&mut state, &entry);
            if let Some(why) = write(entry, result)? {
                batch.failed(why);
            }
            Ok(())
        });
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .context("cannot start the threads")?;
    let mut held: Vec<Held> = Vec::with_capacity(chunk);
    // The held entries worked on, a share for each thread, and written in order.
    let mut flush = |held: &mut Vec<Held>, batch: &mut Batch| -> Result<()> {
        // Shares of at least 16 entries: a share costs a solver's state, which a few entries
        // would not repay.
        let share = held.len().div_ceil(threads).max(16);
        let results: Vec<Vec<R>> = pool.install(|| {
            held.par_chunks(share)
                .map(|part| {
                    let mut state = init();
                    part.iter().map(|h| work(&mut state, &h.entry())).collect()
                })
                .collect()
        });
        for (h, result) in held.drain(..).zip(results.into_iter().flatten()) {
            if let Some(why) = write(h.entry(), result)? {
                batch.failed(why);
            }
        }
        Ok(())
    };
    read_grids(input, batch, |entry, batch| {
        held.push(Held::of(&entry));
        if held.len() < chunk {
            return Ok(());
        }
        flush(&mut held, batch)
    })?;
    flush(&mut held, batch)
}

/// Writes one grid in `format`, preceded by the format's separator when it is not the first.
fn write_grid(w: &mut impl Write, grid: &Grid, format: Format, first: bool) -> std::io::Result<()> {
    if !first {
        w.write_all(format.separator())?;
    }
    w.write_all(format.text(grid, &mut [0; MAX_TEXT_BYTES]))
}

/// The puzzles of `input` (`-`: standard input) and their batch, refusing an `out` that is
/// the input itself.
fn puzzles_to_solve(input: &Path, out: &Path) -> Result<(Input, Batch)> {
    let input = open_input(input)?;
    refuse_same_file(
        &input,
        out,
        "write the answers to another file, or copy the puzzles to another name first",
    )?;
    let batch = Batch::new(&input, "puzzle");
    Ok((input, batch))
}

/// Solves every puzzle in `input` (`-`: standard input), writing the solutions in the same
/// format to `out`: the n-th output entry answers the n-th input entry, and one that cannot
/// be solved (malformed, no solution, several) is written back exactly as read and named on
/// stderr. Exit status 1 if any failed.
pub fn solve(input: &Path, out: &Path, threads: usize) -> Result<ExitCode> {
    let (mut input, mut batch) = puzzles_to_solve(input, out)?;
    let name = out.display().to_string();
    let solve_entry = |solver: &mut Solver, entry: &GridEntry<'_>| match entry.grid {
        Ok(grid) => solver
            .solve_unique(&grid)
            .map_err(|e| format!("grid {}, line {}: {e}", entry.number, entry.line)),
        Err(e) => Err(e.to_string()),
    };
    // 17-clue puzzles solve at hundreds of thousands a second: chunks of 4,096 keep every
    // thread busy for milliseconds between two writes.
    let threads = (thread_count(threads), 4096);
    write_output(out, |w| {
        // Solo's game IDs, Sudoku's variants among them: found from the first entry, as the
        // grid formats are.
        if let Some(entries) = variant::Entries::of(&mut input)? {
            variant::answer_entries(&mut input, &mut batch, w, &name, entries)?;
            return batch.check_entries();
        }
        let mut first = true;
        work_grids(
            &mut input,
            &mut batch,
            threads,
            Solver::new,
            solve_entry,
            |entry, solved| {
                let separator = !first && entry.format == Format::Block;
                first = false;
                match solved {
                    Ok(solution) => write_grid(w, &solution, entry.format, !separator),
                    Err(_) if separator => w.write_all(b"\n").and_then(|()| w.write_all(entry.raw)),
                    Err(_) => w.write_all(entry.raw),
                }
                .with_context(|| format!("cannot write {name}"))?;
                Ok(solved.err())
            },
        )?;
        batch.check_entries()
    })?;
    batch.finish()
}

/// Every solution of every puzzle in `input`, at most `max` each, to `out` in the input's
/// format: for each puzzle a `# grid G: N solutions` line (a comment to the readers of
/// both formats), then its solutions. A malformed entry is named on stderr (exit 1); a
/// puzzle with no solution is an answer, not a failure.
pub fn solve_all(input: &Path, out: &Path, max: usize) -> Result<ExitCode> {
    let (mut input, mut batch) = puzzles_to_solve(input, out)?;
    let mut solver = Solver::new();
    let mut found = vec![Grid::EMPTY; max + 1];
    let name = out.display().to_string();
    write_output(out, |w| {
        if variant::Entries::of(&mut input)?.is_some() {
            return Err(cli::usage(
                "--all lists the solutions of 9×9 grids; variant puzzles are solved without it",
            ));
        }
        let mut first = true;
        read_grids(&mut input, &mut batch, |entry, batch| {
            let (n, failed) = match entry.grid {
                Ok(grid) => (solver.solutions(&grid, &mut found), None),
                Err(e) => (0, Some(e.to_string())),
            };
            let said = match (n, &failed) {
                (_, Some(why)) => format!("not read: {why}"),
                (0, None) => "no solution".to_string(),
                (n, None) if n > max => format!(
                    "more than {}: the first {}",
                    crate::cli::count(max as u64, "solution"),
                    crate::cli::number(max as u64)
                ),
                (n, None) => crate::cli::count(n as u64, "solution"),
            };

            (|| -> std::io::Result<()> {
                if !first {
                    w.write_all(entry.format.separator())?;
                }
                writeln!(w, "# grid {}: {said}", entry.number)?;
                for (i, solution) in found[..n.min(max)].iter().enumerate() {
                    write_grid(w, solution, entry.format, i == 0)?;
                }
                Ok(())
            })()
            .with_context(|| format!("cannot write {name}"))?;
            first = false;
            if let Some(why) = failed {
                batch.failed(why);
            }
            Ok(())
        })?;
        batch.check_entries()
    })?;
    batch.finish()
}

/// Where each puzzle's random numbers come from.
#[derive(Clone, Copy, Debug)]
pub enum Draw {
    /// One generator for them all, seeded so.
    Seeded(u64),
    /// Each its number's ([`Numbered::rng`]), counting up from this one.
    Numbered(Numbered),
}

/// Generates `count` puzzles on stdout.
pub fn puzzles(
    count: usize,
    options: &Options,
    draw: Draw,
    format: variant::PuzzleFormat,
    with_solution: bool,
    json: bool,
) -> Result<()> {
    let mut rng = XorShiftRng::seed_from_u64(match draw {
        Draw::Seeded(seed) => seed,
        Draw::Numbered(_) => 0,
    });
    let mut generator = Generator::new();
    // Chains, when the rating range reaches them.
    let mut rater = Box::new(Rater::new());
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    let bar = progress::items(count as u64, "puzzles");
    // Digging down to a clue count can stop above it: no clue could go without losing
    // uniqueness. Counted, and said once at the end.
    let target = (options.method == Method::Dig && options.clues > 0).then_some(options.clues);
    let (mut above, mut fewest) = (0u64, usize::MAX);
    let unseen = ProgressBar::hidden();
    for i in 0..count {
        // Puzzles are made until one is at the level: a search, run like every other one. A
        // numbered puzzle's is the app's, rated by its patterns (the same puzzle comes out).
        let numbered = match draw {
            Draw::Numbered(first) => Some(Numbered {
                number: first.number + i as u32,
                ..first
            }),
            Draw::Seeded(_) => None,
        };
        if let Some(n) = numbered {
            rng = n.rng();
        }
        let mut search = match numbered {
            Some(_) => LevelSearch::new(&mut generator, &mut rng, options)?,
            None => LevelSearch::with_rater(&mut generator, &mut rater, &mut rng, options)?,
        };
        let made = match progress::drive(&mut search, &unseen, u64::MAX, 0) {
            Ok(Progress::Found) => search.puzzle(),
            _ => None,
        };
        let p = made.ok_or_else(|| search.not_reached())?;
        bar.inc(1);
        if target.is_some_and(|t| p.puzzle.clue_count() > t) {
            above += 1;
            fewest = fewest.min(p.puzzle.clue_count());
        }
        if json {
            // A puzzle beyond the patterns the generator rates with is rated with chains, as
            // `rate` rates it, rather than left at a guess.
            let rating = if p.rating.hardest == Technique::Guess {
                rater.rate(&p.puzzle).unwrap_or(p.rating)
            } else {
                p.rating
            };
            let v = serde_json::json!({
                "puzzle": p.puzzle.line('.').to_string(),
                "solution": p.solution.line('.').to_string(),
                "clues": p.puzzle.clue_count(),
                "level": rating.level.name(),
                "se": rating::exact_se(&rating),
                "techniques": rating::technique_counts(&rating),
                "seed": match draw {
                    Draw::Seeded(seed) => Some(seed),
                    Draw::Numbered(_) => None,
                },
                "number": numbered.map(|n| n.number),
                "index": i,
            });
            writeln!(out, "{v}")?;
            continue;
        }
        let variant::PuzzleFormat::Text(format) = format else {
            writeln!(out, "{}", variant::classic_id(&p.puzzle))?;
            if with_solution {
                writeln!(out, "{}", variant::classic_id(&p.solution))?;
            }
            continue;
        };
        write_grid(&mut out, &p.puzzle, format, i == 0)?;
        if with_solution {
            write_grid(&mut out, &p.solution, format, false)?;
        }
    }
    bar.finish_and_clear();
    if let Some(target) = target.filter(|_| above > 0) {
        let which = if count == 1 {
            format!("the puzzle stopped at {fewest} clues, above {target}")
        } else {
            format!(
                "{} of {} puzzles stopped above {target} clues (fewest reached: {fewest})",
                cli::number(above),
                cli::number(count as u64)
            )
        };
        if options.symmetric {
            cli::note(format_args!(
                "{which}: no further clue or symmetric pair could be removed while keeping one \
                 solution without going below {target}"
            ));
        } else {
            cli::note(format_args!(
                "{which}: no further clue could be removed while keeping one solution"
            ));
        }
    }
    Ok(())
}

/// One row of Table 1 in JSON.
#[derive(Serialize)]
struct SummaryJson {
    trials: u32,
    min: f64,
    max: f64,
    mean: f64,
    std_dev: f64,
    within_1_sigma: f64,
    within_2_sigma: f64,
    within_3_sigma: f64,
}

impl From<&Summary> for SummaryJson {
    fn from(s: &Summary) -> Self {
        SummaryJson {
            trials: s.count,
            min: s.min,
            max: s.max,
            mean: s.mean,
            std_dev: s.std_dev,
            within_1_sigma: s.within_1,
            within_2_sigma: s.within_2,
            within_3_sigma: s.within_3,
        }
    }
}

/// The paper's own Table 1, for comparison.
const PAPER: [(&str, [f64; 7]); 2] = [
    (
        "paper: transformed vs seed",
        [0.905, 0.656, 0.790, 0.028, 0.696, 0.955, 0.995],
    ),
    (
        "paper: two random grids",
        [0.895, 0.664, 0.791, 0.029, 0.681, 0.955, 0.996],
    ),
];

/// Runs the Table 1 experiment and prints it (as text beside the paper's, or as JSON).
pub fn stats(trials: u32, seed: u64, json: bool) -> Result<Table1> {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    let bar = progress::busy(&format!("{} trials per row", cli::number(trials.into())));
    let table = Table1::run(trials, &Transform::default(), &mut rng);
    bar.finish_and_clear();
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    if json {
        let v = serde_json::json!({
            "trials": trials,
            "seed": seed,
            "transformed_vs_seed": SummaryJson::from(&table.transformed_vs_seed),
            "random_pairs": SummaryJson::from(&table.random_pairs),
        });
        writeln!(out, "{v}")?;
        return Ok(table);
    }
    writeln!(
        out,
        "{:<28} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6}",
        "cosine similarity", "trials", "max", "min", "mean", "σ", "μ±σ", "μ±2σ", "μ±3σ"
    )?;
    let rows = [
        ("transformed vs seed", &table.transformed_vs_seed),
        ("two random grids", &table.random_pairs),
    ];
    for (name, s) in rows {
        writeln!(
            out,
            "{name:<28} {:>7} {:>6.3} {:>6.3} {:>6.3} {:>6.3} {:>5.1}% {:>5.1}% {:>5.1}%",
            cli::number(s.count.into()),
            s.max,
            s.min,
            s.mean,
            s.std_dev,
            s.within_1 * 100.0,
            s.within_2 * 100.0,
            s.within_3 * 100.0
        )?;
    }
    for (name, v) in PAPER {
        writeln!(
            out,
            "{name:<28} {:>7} {:>6.3} {:>6.3} {:>6.3} {:>6.3} {:>5.1}% {:>5.1}% {:>5.1}%",
            cli::number(10_000),
            v[0],
            v[1],
            v[2],
            v[3],
            v[4] * 100.0,
            v[5] * 100.0,
            v[6] * 100.0
        )?;
    }
    Ok(table)
}
