//! Shared helpers for the cross-crate tests and benchmarks: where the data sets live and
//! how to read them.

use jiugong_core::sudoku::Grid;
use std::path::PathBuf;

pub mod golden;
pub mod klotski;
pub mod knight;
pub mod numworks;
pub mod qemu;
pub mod saves;
pub mod shots;
pub mod sliding;
pub mod star;
pub mod variant;

/// Runs `cmd` (a real binary), asserts success, and returns its stdout as text.
pub fn stdout_text(cmd: &mut assert_cmd::Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap_or_else(|e| panic!("stdout is not UTF-8: {e}"))
}

/// Runs `cmd` (a real binary), asserts success, and parses its stdout as one JSON value.
pub fn json_output(cmd: &mut assert_cmd::Command) -> serde_json::Value {
    let out = stdout_text(cmd);
    serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("stdout is not one JSON value ({e}): {out}"))
}

/// The Sudoku data sets in `tests/data`, by file stem, with their puzzle counts.
pub const DATA_SETS: [(&str, usize); 5] = [
    ("17_clue", 49_158),
    ("magictour_top1465", 1_465),
    ("forum_hardest_1106", 375),
    ("forum_hardest_1905_11plus", 48_766),
    ("serg_benchmark", 10_000),
];

/// Path of a file in `tests/data`.
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}

/// The lines of a data set (one puzzle per line, 81 characters).
pub fn data_lines(stem: &str) -> Vec<String> {
    let path = data_path(&format!("{stem}.txt"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
}

/// The puzzles of a data set, parsed.
pub fn data_grids(stem: &str) -> Vec<Grid> {
    data_lines(stem)
        .iter()
        .enumerate()
        .map(|(i, l)| {
            Grid::parse_line(l).unwrap_or_else(|e| panic!("{stem} puzzle {}: {e}", i + 1))
        })
        .collect()
}

/// True when a benchmark binary runs as a benchmark (`cargo bench`), not as a quick test
/// (`cargo test --benches`): the side-by-side summaries run only then.
pub fn benchmarking() -> bool {
    std::env::args().any(|a| a == "--bench")
}

/// The fastest of `runs` timings of `f`, in seconds.
pub fn best_of(runs: usize, mut f: impl FnMut()) -> f64 {
    (0..runs.max(1))
        .map(|_| {
            let start = std::time::Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

/// `a` and `b` timed in turn, round after round (each round the best of as many calls of
/// each as fit in about 0.05 s): the median seconds per call of `a` and of `b`, and the
/// median of the rounds' ratios `b / a` (how many times faster `a` is). A drift in the
/// machine's speed moves both sides of a round alike, so the ratio holds steadier than
/// timing one side and then the other.
///
/// ```
/// use std::hint::black_box;
///
/// let few = || {
///     black_box((0..black_box(1_000u64)).sum::<u64>());
/// };
/// let many = || {
///     black_box((0..black_box(100_000u64)).sum::<u64>());
/// };
/// let (a, b, ratio) = jiugong_tests::paired(3, few, many);
/// assert!(a > 0.0 && b > 0.0 && ratio > 0.0);
/// ```
pub fn paired(rounds: usize, mut a: impl FnMut(), mut b: impl FnMut()) -> (f64, f64, f64) {
    let calls = |f: &mut dyn FnMut()| ((0.05 / best_of(1, f)) as usize).clamp(1, 1000);
    let (calls_a, calls_b) = (calls(&mut a), calls(&mut b));
    let (mut times_a, mut times_b, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        let (ta, tb) = (best_of(calls_a, &mut a), best_of(calls_b, &mut b));
        times_a.push(ta);
        times_b.push(tb);
        ratios.push(tb / ta);
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (median(times_a), median(times_b), median(ratios))
}

/// Buffers for a knight's [`Search`](jiugong_core::knight::Search) of up to 32×32 squares,
/// reused from one search to the next by the tests and benchmarks.
pub struct SmallBoard {
    board: Vec<u32>,
    stack: Vec<u32>,
}

impl Default for SmallBoard {
    fn default() -> Self {
        Self::new()
    }
}

impl SmallBoard {
    /// Empty buffers.
    pub fn new() -> Self {
        use jiugong_core::knight::SMALL_SQUARES;
        SmallBoard {
            board: vec![0; SMALL_SQUARES],
            stack: vec![0; SMALL_SQUARES],
        }
    }

    /// A search on these buffers (the size must fit 32×32).
    pub fn search(
        &mut self,
        size: jiugong_core::knight::Size,
        start: jiugong_core::knight::Square,
        order: jiugong_core::knight::Order,
        goal: jiugong_core::knight::Goal,
    ) -> Result<jiugong_core::knight::Search<&mut [u32]>, jiugong_core::knight::KnightError> {
        jiugong_core::knight::Search::new(
            size,
            start,
            order,
            goal,
            &mut self.board,
            &mut self.stack,
        )
    }
}

/// What a screenshot of a board takes, as `scripts/firmware shot` and `scripts/numworks shot`
/// say it: the same key-script syntax as `jiugong sim`.
#[derive(clap::Args, Debug)]
pub struct ShotArgs {
    /// Key names separated by spaces or commas: up down left right enter esc del menu 0-9.
    #[arg(long, default_value = "")]
    pub keys: String,
    /// The app's seed (without it the board chooses its own).
    #[arg(long)]
    pub seed: Option<u64>,
    /// At most N ticks after each key (default: until the app is idle).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub ticks: Option<u32>,
    /// The PNG to write.
    #[arg(long)]
    pub out: PathBuf,
}

impl ShotArgs {
    /// The keys of the script, or which name is unknown.
    pub fn keys(&self) -> anyhow::Result<Vec<jiugong_calc::Key>> {
        jiugong_calc::Key::parse_script(&self.keys)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| anyhow::anyhow!("{e}"))
    }
}

/// A sliding-tile instance file in `tests/data` (`STATE  # LENGTH` per line, see its README):
/// the states as written, with their published optimal lengths.
pub fn sliding_instances(name: &str) -> Vec<(String, usize)> {
    let path = data_path(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (state, length) = l.split_once('#').expect("STATE  # LENGTH");
            let length = length.trim().parse().expect("a length after #");
            (state.trim().to_owned(), length)
        })
        .collect()
}
