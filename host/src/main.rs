//! `jiugong`: the puzzle engine's command line. Each command's arguments and work live in
//! its module; this file only names the commands and dispatches.

use clap::{CommandFactory, Parser, Subcommand};
use jiugong::{cache, cli, files, interrupt, klotski, knight, sim, sliding, star, sudoku};
use std::process::ExitCode;

/// jiugong: Sudoku, the knight's tour, sliding tiles, Klotski and the pentagram, from one core.
#[derive(Parser, Debug)]
#[command(name = "jiugong", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// No progress and no notes: only the answers, errors and warnings.
    #[arg(short, long, global = true)]
    quiet: bool,
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
    /// The cached tables (pattern databases): list them with their sizes, or clear them.
    #[command(subcommand)]
    Cache(cache::Command),
    /// Shell completions, to standard output: `jiugong completions bash > ~/.local/share/bash-completion/completions/jiugong`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// A manual page (roff), to standard output: `jiugong man > jiugong.1`, `jiugong man
    /// sudoku finals > jiugong-sudoku-finals.1`; read one with `man -l jiugong.1`.
    Man {
        /// The command whose page it is (none: jiugong's own).
        command: Vec<String>,
    },
}

fn main() -> ExitCode {
    interrupt::handle("jiugong");
    let cli: Cli = cli::start("jiugong");
    cli::set_quiet(cli.quiet);
    let result = match cli.command {
        Command::Sudoku(c) => sudoku::run(c),
        Command::Knight(a) => knight::run(a),
        Command::Star(a) => star::run(a),
        Command::Slide(a) => sliding::run(a),
        Command::Klotski(a) => klotski::run(a),
        Command::Sim(a) => sim::command(a),
        Command::Cache(c) => cache::run(c),
        Command::Completions { shell } => {
            // Made whole first: the generator panics on a failed write.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "jiugong", &mut script);
            files::print(&script).map(|()| ExitCode::SUCCESS)
        }
        Command::Man { command } => man(&command),
    };
    result.unwrap_or_else(|e| cli::fail(&e))
}

/// Prints the manual page of `jiugong` or of one of its commands (`["sudoku", "finals"]`),
/// named as `man` finds it: `jiugong-sudoku-finals(1)`.
fn man(path: &[String]) -> anyhow::Result<ExitCode> {
    let mut page = Cli::command().disable_help_subcommand(true);
    page.build();
    for (i, name) in path.iter().enumerate() {
        let Some(sub) = page.find_subcommand(name).cloned() else {
            return Err(cli::usage(format_args!(
                "no command 'jiugong {}': `jiugong --help` lists them",
                path[..=i].join(" ")
            )));
        };
        page = sub;
    }
    let mut text = Vec::new();
    clap_mangen::Man::new(page).render(&mut text)?;
    files::print(&text)?;
    Ok(ExitCode::SUCCESS)
}
