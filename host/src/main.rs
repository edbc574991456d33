//! `jiugong`: the puzzle engine's command line.

use clap::{Args, Parser, Subcommand, ValueEnum};
use jiugong::sudoku::{self, MAX_FINALS, PuzzleFormat};
use jiugong::{cli, clock_seed};
use jiugong::{knight, sim, slide, star};
use jiugong_core::sudoku::{Level, Method, Options};
use std::path::PathBuf;
use std::process::ExitCode;

/// jiugong: Sudoku, the knight's tour, sliding tiles and the pentagram, from one core.
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
    Sudoku(SudokuCommand),
    /// The knight's tour: any board, any start, open or closed; tour counting.
    Knight(KnightArgs),
    /// The pentagram digit filling ("君子不忘其旧") and other star polygons {n/k}.
    Star(StarArgs),
    /// Sliding-tile puzzles: the eight puzzle's exhaustive path search, optimal solutions.
    Slide(SlideArgs),
    /// The calculator app on the host: run a key script and save the screen as a PNG.
    Sim(SimArgs),
}

#[derive(Args, Debug)]
struct SimArgs {
    /// Keys to press: up down left right enter esc del menu 0-9, separated by spaces.
    #[arg(long, value_name = "KEYS", default_value = "")]
    keys: String,
    /// Where to save the screen (PNG).
    #[arg(long, value_name = "FILE.png", required_unless_present = "window")]
    screenshot: Option<PathBuf>,
    /// Play in a window instead (the keyboard as the keypad; needs the `window` feature:
    /// `cargo build --release --features window`, with Debian's libsdl2-dev).
    #[arg(long, conflicts_with_all = ["screenshot", "keys", "ticks"])]
    window: bool,
    /// Random seed (default: from the clock).
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// At most N ticks after each key (default: until the app is idle), to catch a search
    /// while it runs.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    ticks: Option<u32>,
}

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["from", "batch"])))]
struct SlideArgs {
    /// Start state: 876543210 (boards up to 9 cells) or numbers separated by commas.
    #[arg(long, value_name = "STATE")]
    from: Option<String>,
    /// Goal state (default: tiles in order, blank last).
    #[arg(long, value_name = "STATE")]
    to: Option<String>,
    /// Board size, columns x rows, each 2..=5.
    #[arg(long, value_name = "WxH", default_value = "3x3", value_parser = knight::parse_size)]
    size: jiugong_core::knight::Size,
    /// The move limit m of the document's search (with --all-paths).
    #[arg(long, value_name = "M", requires = "all_paths", value_parser = clap::value_parser!(u32).range(0..=jiugong_core::sliding::MAX_PATH as i64))]
    max_moves: Option<u32>,
    /// The document's search: every path of at most M moves without a repeated state.
    #[arg(long, requires = "max_moves", conflicts_with_all = ["optimal", "count_shortest", "batch"])]
    all_paths: bool,
    /// An optimal solution (the default).
    #[arg(long)]
    optimal: bool,
    /// Also count the distinct shortest solutions.
    #[arg(long)]
    count_shortest: bool,
    /// Solve every start state in FILE (one per line; `-`: standard input) optimally; a line
    /// that cannot be solved is written back as read and named on stderr.
    #[arg(long, value_name = "FILE")]
    batch: Option<PathBuf>,
    /// Give up after this many nodes (search steps).
    #[arg(long, value_name = "NODES", default_value_t = 10_000_000_000)]
    budget: u64,
    /// JSON output (JSON Lines with --batch: one object per state).
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("from").args(["start", "point", "all"])))]
struct StarArgs {
    /// Start at ROW,COL of the pentagram's 9×9 matrix (1-based), e.g. 1,5.
    #[arg(long, value_name = "ROW,COL", value_parser = star::parse_row_col)]
    start: Option<star::PointArg>,
    /// Start at a point: A..J on the pentagram, a number on {n/k} (tips first).
    #[arg(long, value_name = "POINT")]
    point: Option<String>,
    /// paper: the document's algorithm (pentagram); search: every filling.
    #[arg(long, value_enum)]
    method: Option<StarMethod>,
    /// Every start point.
    #[arg(long)]
    all: bool,
    /// Another star polygon, e.g. 7/2.
    #[arg(long, value_name = "N/K", value_parser = star::parse_polygon)]
    polygon: Option<(u8, u8)>,
    /// Give up after this many nodes per start (search).
    #[arg(long, value_name = "NODES", default_value_t = 1_000_000_000)]
    budget: u64,
    /// JSON Lines output: one object per start.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum StarMethod {
    Paper,
    Search,
}

#[derive(Args, Debug)]
struct KnightArgs {
    /// Board size, columns x rows.
    #[arg(long, value_name = "WxH", default_value = "8x8", value_parser = knight::parse_size)]
    size: jiugong_core::knight::Size,
    /// Start square: R,C (0-based row, column) or a chess name like c1 (default: the
    /// document's 2,0 where it is on the board, else 0,0).
    #[arg(long, value_name = "SQUARE", value_parser = knight::parse_square)]
    start: Option<knight::SquareArg>,
    /// A closed tour: the last square a knight's move from the first.
    #[arg(long)]
    closed: bool,
    /// seed: the document's depth-first search; fast: Warnsdorff's rule with fallback.
    #[arg(long, value_enum, default_value_t = KnightMethod::Fast)]
    method: KnightMethod,
    /// Give up after this many nodes (default: 2,000,000,000 for a tour, no limit for
    /// --count).
    #[arg(long, value_name = "NODES")]
    budget: Option<u64>,
    /// Count the tours (directed, from all starts) instead of finding one.
    #[arg(long)]
    count: bool,
    /// JSON output.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum KnightMethod {
    Seed,
    Fast,
}

#[derive(Subcommand, Debug)]
enum SudokuCommand {
    /// Write N distinct solved grids (document 003's format) to a file.
    Finals {
        /// How many grids.
        #[arg(short = 'c', long = "count", value_name = "N",
              value_parser = clap::value_parser!(u64).range(1..=MAX_FINALS))]
        count: u64,
        /// Output file (`-`: standard output; a regular file is replaced only when complete).
        #[arg(short = 'o', long, value_name = "FILE", default_value = "sudoku.txt")]
        output: PathBuf,
        /// The top-left digit of every grid.
        #[arg(long, value_name = "D", default_value_t = 1,
              value_parser = clap::value_parser!(u8).range(1..=9))]
        first: u8,
    },
    /// Solve every puzzle in FILE (block or line format); solutions in the same format.
    Solve {
        /// The puzzles (`-`: standard input).
        file: PathBuf,
        /// Output file (`-`: standard output). A regular file is replaced once every puzzle
        /// is answered: solved, or (no or several solutions, malformed) copied as read.
        #[arg(short = 'o', long, value_name = "FILE", default_value = "sudoku.txt")]
        output: PathBuf,
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
    },
    /// The paper's Table 1: cosine similarity of transformed and of random grids.
    Stats {
        /// Trials per row.
        #[arg(long, value_name = "T", default_value_t = 10_000,
              value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
        trials: u32,
        /// Random seed (default: from the clock).
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// One JSON object for the run.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Debug)]
struct PuzzleArgs {
    /// How many puzzles.
    #[arg(long, value_name = "K", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    count: u64,
    /// Clues: for dig, the count to dig down to (default: as few as uniqueness allows); for
    /// transform, the cells first shown (default 30), before clues are added for uniqueness.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=81))]
    clues: Option<u64>,
    /// Generate until the puzzle rates at this level.
    #[arg(long, value_name = "LEVEL")]
    difficulty: Option<LevelArg>,
    /// How to make the puzzle.
    #[arg(long, value_enum, default_value_t = MethodArg::Dig)]
    method: MethodArg,
    /// Clues symmetric under 180° rotation.
    #[arg(long)]
    symmetric: bool,
    /// No clue can be removed without losing uniqueness (with --symmetric: no symmetric
    /// pair of clues can be removed).
    #[arg(long)]
    minimal: bool,
    /// Random seed (default: from the clock).
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = FormatArg::Grid)]
    format: FormatArg,
    /// Print each puzzle's solution after it.
    #[arg(long)]
    with_solution: bool,
    /// JSON Lines: one object per puzzle.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum LevelArg {
    Easy,
    Medium,
    Hard,
    Expert,
    Diabolical,
}

impl From<LevelArg> for Level {
    fn from(l: LevelArg) -> Level {
        match l {
            LevelArg::Easy => Level::Easy,
            LevelArg::Medium => Level::Medium,
            LevelArg::Hard => Level::Hard,
            LevelArg::Expert => Level::Expert,
            LevelArg::Diabolical => Level::Diabolical,
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum MethodArg {
    Transform,
    Dig,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum FormatArg {
    Grid,
    Line,
}

fn run_sudoku(command: SudokuCommand) -> anyhow::Result<ExitCode> {
    match command {
        SudokuCommand::Finals {
            count,
            output,
            first,
        } => sudoku::finals(count, first, &output).map(|()| ExitCode::SUCCESS),
        SudokuCommand::Solve { file, output } => sudoku::solve(&file, &output),
        SudokuCommand::Puzzle(a) => {
            let method = match a.method {
                MethodArg::Transform => Method::Transform,
                MethodArg::Dig => Method::Dig,
            };
            let default_clues = match method {
                Method::Transform => 30,
                Method::Dig => 0,
            };
            let options = Options {
                method,
                clues: a.clues.map_or(default_clues, |n| n as usize),
                symmetric: a.symmetric,
                minimal: a.minimal,
                level: a.difficulty.map(Level::from),
                ..Options::default()
            };
            let format = match a.format {
                FormatArg::Grid => PuzzleFormat::Grid,
                FormatArg::Line => PuzzleFormat::Line,
            };
            let seed = a.seed.unwrap_or_else(clock_seed);
            sudoku::puzzles(
                a.count as usize,
                &options,
                seed,
                format,
                a.with_solution,
                a.json,
            )?;
            Ok(ExitCode::SUCCESS)
        }
        SudokuCommand::Rate { file, json } => sudoku::rate_file(&file, json),
        SudokuCommand::Stats { trials, seed, json } => {
            sudoku::stats(trials, seed.unwrap_or_else(clock_seed), json)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn run_knight(a: KnightArgs) -> anyhow::Result<ExitCode> {
    if a.count {
        return knight::count(a.size, a.closed, a.budget.unwrap_or(u64::MAX), a.json);
    }
    let start = match &a.start {
        Some(square) => square.resolve(a.size).map_err(cli::usage)?,
        None => knight::default_start(a.size),
    };
    knight::tour(&knight::KnightJob {
        size: a.size,
        start,
        closed: a.closed,
        seed_method: matches!(a.method, KnightMethod::Seed),
        budget: a.budget.unwrap_or(2_000_000_000),
        json: a.json,
    })
}

fn run_slide(a: SlideArgs) -> anyhow::Result<ExitCode> {
    use jiugong_core::sliding::{Board, Shape};
    let (w, h) = (a.size.width, a.size.height);
    let shape = Shape::new(w.min(255) as u8, h.min(255) as u8).map_err(cli::usage)?;
    let goal = match a.to.as_deref().map(|t| Board::parse(shape, t)) {
        None => Board::goal(shape),
        Some(Ok(g)) => g,
        Some(Err(e)) => return Err(cli::usage(format_args!("--to: {e}"))),
    };
    if let Some(file) = &a.batch {
        return slide::batch(file, shape, &goal, a.budget, a.json);
    }
    let start = Board::parse(shape, a.from.as_deref().unwrap_or_default())
        .map_err(|e| cli::usage(format_args!("--from: {e}")))?;
    start.can_reach(&goal)?;
    if a.all_paths {
        let m = a.max_moves.unwrap_or(0);
        return slide::all_paths(&start, &goal, m, a.budget, a.json);
    }
    slide::solve_one(&start, &goal, a.count_shortest, a.budget, a.json)
}

#[cfg(feature = "window")]
fn run_window(seed: u64) -> anyhow::Result<ExitCode> {
    sim::window(seed)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(not(feature = "window"))]
fn run_window(_: u64) -> anyhow::Result<ExitCode> {
    Err(cli::usage(
        "this jiugong has no window: build it with `cargo build --release --features window` (needs Debian's libsdl2-dev)",
    ))
}

fn main() -> ExitCode {
    let cli: Cli = cli::start("jiugong");
    let result = match cli.command {
        Command::Sudoku(c) => run_sudoku(c),
        Command::Knight(a) => run_knight(a),
        Command::Slide(a) => run_slide(a),
        Command::Sim(a) if a.window => run_window(a.seed.unwrap_or_else(clock_seed)),
        Command::Sim(a) => (|| {
            let keys = sim::parse_keys(&a.keys).map_err(cli::usage)?;
            let screen = sim::run(a.seed.unwrap_or_else(clock_seed), &keys, a.ticks)?;
            if let Some(path) = &a.screenshot {
                sim::save(&screen, path)?;
            }
            Ok(ExitCode::SUCCESS)
        })(),
        Command::Star(a) => {
            let start = a.start.or(a.point.map(star::PointArg::Name));
            // The paper's method is the default for the pentagram; {n/k} has only the search.
            let paper = match a.method {
                Some(m) => m == StarMethod::Paper,
                None => a.polygon.is_none(),
            };
            star::run(&star::StarJob {
                polygon: a.polygon,
                start,
                paper,
                all: a.all,
                budget: a.budget,
                json: a.json,
            })
        }
    };
    result.unwrap_or_else(|e| cli::fail(&e))
}
