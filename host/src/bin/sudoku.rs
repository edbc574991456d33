//! `sudoku`: the command-line assignment of document 003, with its own interface.
//!
//! `sudoku -c N` writes N distinct solved grids (1 ≤ N ≤ 1,000,000) to `./sudoku.txt`;
//! `sudoku -s FILE` solves the puzzles in FILE into `./sudoku.txt`.

use clap::{ArgGroup, Parser};
use jiugong::{cli, interrupt, sudoku};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Sudoku final grids and solutions, written to ./sudoku.txt.
#[derive(Parser, Debug)]
#[command(name = "sudoku", version)]
#[command(group(ArgGroup::new("mode").required(true).args(["count", "solve"])))]
struct Args {
    /// Write N distinct solved grids (1..=1000000).
    #[arg(short = 'c', value_name = "N", value_parser = |s: &str| cli::whole::<u64>(s, 1, 1_000_000, "a count"))]
    count: Option<u64>,
    /// Solve every puzzle in FILE (`-`: standard input); one that cannot be solved is
    /// copied as read and named on stderr.
    #[arg(short = 's', value_name = "FILE")]
    solve: Option<PathBuf>,
    /// The top-left digit of every grid written by -c.
    #[arg(long, value_name = "D", default_value_t = 1, value_parser = |s: &str| cli::whole::<u8>(s, 1, 9, "a digit"), conflicts_with = "solve")]
    first: u8,
    /// No progress and no notes: only the answers and errors.
    #[arg(short, long)]
    quiet: bool,
}

const OUTPUT: &str = "sudoku.txt";

fn main() -> ExitCode {
    interrupt::handle("sudoku");
    let args: Args = cli::start("sudoku");
    cli::set_quiet(args.quiet);
    let out = Path::new(OUTPUT);
    let result = match (args.count, args.solve) {
        (Some(n), _) => sudoku::finals(n, args.first, out).map(|()| ExitCode::SUCCESS),
        (None, Some(file)) => sudoku::solve(&file, out, 1),
        (None, None) => Err(anyhow::anyhow!("give -c N or -s FILE")),
    };
    result.unwrap_or_else(|e| cli::fail(&e))
}
