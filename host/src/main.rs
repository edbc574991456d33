//! `jiugong`: the puzzle engine's command line. Each command's arguments and work live in
//! its module; this file only names the commands and dispatches.

use clap::{Parser, Subcommand};
use jiugong::{cli, klotski, knight, sim, sliding, star, sudoku};
use std::process::ExitCode;

/// jiugong: Sudoku, the knight's tour, sliding tiles, Klotski and the pentagram, from one core.
#[derive(Parser, Debug)]
#[command(name = "jiugong", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Sudoku: solved grids in bulk, solving, puzzles, difficulty, the paper's statistics.
    #[command(subcommand)]
    Sudoku(sudoku::Command),
    /// The knight's tour: any board, any start, open or closed; tour counting.
    Knight(knight::KnightArgs),
    /// The pentagram digit filling ("君子不忘其旧") and other star polygons {n/k}.
    Star(star::StarArgs),
    /// Sliding-tile puzzles: the eight puzzle's exhaustive path search, optimal solutions.
    Slide(sliding::SlideArgs),
    /// Klotski (华容道): shortest solutions of the traditional layouts and of any board.
    Klotski(klotski::KlotskiArgs),
    /// The calculator app on the host: run a key script and save the screen as a PNG.
    Sim(sim::SimArgs),
}

fn main() -> ExitCode {
    let cli: Cli = cli::start("jiugong");
    let result = match cli.command {
        Command::Sudoku(c) => sudoku::run(c),
        Command::Knight(a) => knight::run(a),
        Command::Star(a) => star::run(a),
        Command::Slide(a) => sliding::run(a),
        Command::Klotski(a) => klotski::run(a),
        Command::Sim(a) => sim::command(a),
    };
    result.unwrap_or_else(|e| cli::fail(&e))
}
