//! What the binaries share around clap: one-line usage errors and one-line failures.

use clap::Parser;
use clap::error::ErrorKind;
use std::process::ExitCode;

/// Exit status for a usage error (bad arguments).
pub const USAGE: u8 = 2;

/// Parses the command line; on a usage error prints one line naming the problem (and where
/// to get help) on stderr and exits with status 2. `--help` and `--version` print as usual.
pub fn parse<C: Parser>() -> C {
    match C::try_parse() {
        Ok(c) => c,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            e.exit()
        }
        Err(e) if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            std::process::exit(USAGE.into())
        }
        Err(e) => {
            // clap's message up to its first empty line (the usage follows), on one line.
            let text = e.render().to_string();
            let lines: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let first = if lines.is_empty() {
                "error: bad arguments".to_string()
            } else {
                lines.join(" ")
            };
            let name = C::command().get_name().to_string();
            eprintln!("{name}: {first} (try '{name} --help')");
            std::process::exit(USAGE.into())
        }
    }
}

/// Reports a failure on one line of stderr and gives exit status 1. A closed pipe on stdout
/// (`jiugong ... | head`) is not a failure: the reader has what it wanted.
pub fn fail(program: &str, error: &anyhow::Error) -> ExitCode {
    let broken_pipe = error.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    });
    if broken_pipe {
        return ExitCode::SUCCESS;
    }
    eprintln!("{program}: error: {error:#}");
    ExitCode::FAILURE
}

/// Names each puzzle without a single solution on stderr (`PROGRAM: puzzle N: why`); exit
/// status 1 when there is any, 0 otherwise.
pub fn report_failures(
    program: &str,
    failed: &[(usize, jiugong_core::sudoku::SolveError)],
) -> ExitCode {
    for (n, why) in failed {
        eprintln!("{program}: puzzle {n}: {why}");
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
