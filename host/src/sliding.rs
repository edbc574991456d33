//! `jiugong slide`: the document's all-paths search, optimal solutions (IDA*, with pattern
//! databases on 4×4), shortest-solution counts, and a batch mode.

use crate::batch::Batch;
use crate::cli::Budget;
use crate::files::{STDIO, for_each_line, open_input, refuse_same_file};
use crate::progress::{self, GaveUp, drive, drive_showing};
use crate::{cache, cli};
use anyhow::{Result, bail};
use clap::{Args, ValueEnum};
use indicatif::ProgressBar;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::pdb::{
    Build, Join, Partition, Split, marks_len, table_bytes, table_len,
};
use jiugong_core::sliding::{
    Board, Fast, Group, Heuristic, IMPROVE_NODES, Ida, LINES_SCRATCH, ManhattanLinear, MaxOf,
    PathSearch, PatternDatabase, Renaming, Size,
};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// `jiugong slide`'s arguments.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["from", "batch"])))]
pub struct SlideArgs {
    /// Start state: 876543210 (boards up to 9 cells) or numbers separated by commas.
    #[arg(long, value_name = "STATE")]
    from: Option<String>,
    /// Goal state (default: tiles in order, blank last).
    #[arg(long, value_name = "STATE")]
    to: Option<String>,
    /// Board size, columns x rows, each 2..=5 [default: a square board of as many cells as
    /// --from (or --to) has tiles — 4, 9, 16 or 25 —, else 3x3].
    #[arg(long, value_name = "WxH")]
    size: Option<Size>,
    /// The move limit m of the document's search (with --all-paths).
    #[arg(long, value_name = "M", requires = "all_paths", value_parser = |s: &str| crate::cli::whole::<u32>(s, 0, jiugong_core::sliding::MAX_PATH as u64, "a move limit"))]
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
    /// A solution at once rather than an optimal one: weighted IDA*, its bound on the length
    /// printed ("at most W × optimal"); any board size. On 4×4 and 5×5 (a goal with the
    /// blank in a corner) it searches over the pattern databases (built once, as for an
    /// optimal solution) and improves its answer for half a second.
    #[arg(long, conflicts_with_all = ["optimal", "count_shortest", "all_paths"])]
    fast: bool,
    /// Solve every start state in FILE (one per line; `-`: standard input) optimally; a line
    /// that cannot be solved is written back as read and named on stderr.
    #[arg(long, value_name = "FILE")]
    batch: Option<std::path::PathBuf>,
    /// The pattern databases (4×4: 7-8, the default, or 5-5-5; 5×5: 2x6-6-6-6, the larger
    /// estimate of two splits, the default for an optimal solution, or 6-6-6-6, half the
    /// memory, the default with --fast); other sizes search with Manhattan distance and
    /// linear conflict.
    #[arg(long, value_enum)]
    databases: Option<Databases>,
    /// Give up after this many nodes (search steps; building tables not yet cached counts a
    /// node per entry, and a build that would pass the budget is not started) [default:
    /// 10,000,000,000].
    #[arg(long, value_name = "NODES", value_parser = cli::parse_budget)]
    budget: Option<u64>,
    /// JSON output (JSON Lines with --batch: one object per state).
    #[arg(long)]
    json: bool,
}

/// Nodes a search may spend when no `--budget` is given: an optimal 4×4 solve takes up to a
/// few billion.
pub const DEFAULT_BUDGET: u64 = 10_000_000_000;

/// Runs `jiugong slide`.
pub fn run(a: SlideArgs) -> Result<ExitCode> {
    // The board: --size, else the side a state given fills (a batch's first state when
    // neither --from nor --to is given), else 3×3.
    let given = a.from.as_deref().or(a.to.as_deref());
    let shape_of = |side: Option<u8>| -> Result<Size> {
        match a.size {
            Some(size) => Ok(size),
            None => {
                let side = side.unwrap_or(3);
                Size::new(side, side).map_err(cli::usage)
            }
        }
    };
    let budget = Budget::new(a.budget, DEFAULT_BUDGET);
    let goal_on = |shape: Size| match a.to.as_deref().map(|t| Board::parse(shape, t)) {
        None => Ok(Board::goal(shape)),
        Some(Ok(g)) => Ok(g),
        Some(Err(e)) => Err(cli::usage(format_args!("--to: {e}"))),
    };
    // The solver towards a goal (its tables read or built now).
    let solver_for = |goal: &Board| -> Result<GoalSolver> {
        let split = Databases::for_board(goal.size(), a.databases, a.fast)?;
        Ok(if a.fast {
            GoalSolver::fast(goal, split, budget)
        } else {
            GoalSolver::new(goal, split, budget)?
        })
    };
    if let Some(file) = &a.batch {
        let fixed = (a.size.is_some() || given.is_some())
            .then(|| shape_of(given.and_then(square_side)))
            .transpose()?;
        let board = |state: &str| match fixed {
            Some(shape) => Ok(shape),
            None => shape_of(square_side(state)),
        };
        return batch(file, board, goal_on, solver_for, budget, a.json);
    }
    let shape = shape_of(given.and_then(square_side))?;
    let goal = goal_on(shape)?;
    let start = Board::parse(shape, a.from.as_deref().unwrap_or_default())
        .map_err(|e| cli::usage(format_args!("--from: {e}")))?;
    start.can_reach(&goal)?;
    if a.all_paths {
        let m = a.max_moves.unwrap_or(0);
        return all_paths(&start, &goal, m, budget, a.json);
    }
    let solver = solver_for(&goal)?;
    solve_one(&start, &solver, a.count_shortest, budget, a.json)
}

/// The side of the square board a state written out fills: 2 to 5 for 4, 9, 16 or 25
/// tiles (numbers parted by commas or spaces, or digits for a board of at most 9 cells).
///
/// ```
/// use jiugong::sliding::square_side;
/// assert_eq!(square_side("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0"), Some(4));
/// assert_eq!(square_side("123456780"), Some(3));
/// assert_eq!(square_side("1 2 3 0"), Some(2));
/// assert_eq!(square_side("1,2,3"), None);
/// ```
pub fn square_side(state: &str) -> Option<u8> {
    let state = state.trim();
    let tiles = if state.contains([',', ' ']) {
        state.split([',', ' ']).filter(|t| !t.is_empty()).count()
    } else {
        state.chars().count()
    };
    (2..=5u8).find(|side| usize::from(side * side) == tiles)
}

/// The start state on a line of a batch: the line itself (`8,6,7,2,5,4,3,0,1`, or numbers
/// parted by spaces), or the start of one of the batch's own answers fed back in — `STATE
/// LENGTH MOVES` (the state written without spaces, then fields after one) or a JSON
/// object's `"start"`.
///
/// ```
/// use jiugong::sliding::batch_state;
/// assert_eq!(batch_state(" 8,6,7,2,5,4,3,0,1 "), "8,6,7,2,5,4,3,0,1");
/// assert_eq!(batch_state("1,2,3,4,5,6,0,7,8 2 7,8"), "1,2,3,4,5,6,0,7,8");
/// assert_eq!(batch_state(r#"{"length":2,"start":"1,2,3,4,5,6,0,7,8"}"#), "1,2,3,4,5,6,0,7,8");
/// assert_eq!(batch_state("867254301 31 5,6,8"), "867254301");
/// assert_eq!(batch_state("8 6 7 2 5 4 3 0 1"), "8 6 7 2 5 4 3 0 1");
/// ```
pub fn batch_state(line: &str) -> std::borrow::Cow<'_, str> {
    let line = line.trim();
    if line.starts_with('{') {
        if let Ok(serde_json::Value::Object(v)) = serde_json::from_str(line)
            && let Some(serde_json::Value::String(start)) = v.get("start")
        {
            return start.clone().into();
        }
        return line.into();
    }
    // A tile's number has at most two digits: a longer first field is a whole state.
    match line.split_once(char::is_whitespace) {
        Some((state, _)) if state.contains(',') || state.len() > 2 => state.into(),
        _ => line.into(),
    }
}

/// `--databases`: the pattern databases asked for, the core's [`Split`]s by their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Databases {
    /// 4×4: Korf and Felner's 7-8 split (the top two rows' tiles, the bottom two rows'),
    /// with the reflection: 288 MB of tables, built once in about two minutes with 1.4 GB of
    /// memory.
    #[value(name = "7-8")]
    SevenEight,
    /// 4×4: three groups of five tiles: 0.8 MB of tables, built in a second.
    #[value(name = "5-5-5")]
    FiveFiveFive,
    /// 5×5: four compact groups of six tiles (Korf and Felner split the 24-puzzle so), with
    /// the reflection: 255 MB of tables, built once in under two minutes with 1 GB of memory
    /// (the default with --fast).
    #[value(name = "6-6-6-6")]
    SixSixSixSix,
    /// 5×5: the 6-6-6-6 split and a second split into other compact groups of six, each
    /// with the reflection, the largest of the four estimates: 510 MB of tables, built once
    /// in about four minutes (the default for an optimal solution).
    #[value(name = "2x6-6-6-6")]
    TwoSixSixSixSix,
}

impl From<Databases> for Split {
    fn from(d: Databases) -> Split {
        match d {
            Databases::SevenEight => Split::SevenEight,
            Databases::FiveFiveFive => Split::FiveFiveFive,
            Databases::SixSixSixSix => Split::SixSixSixSix,
            Databases::TwoSixSixSixSix => Split::TwoSixSixSixSix,
        }
    }
}

impl Databases {
    /// The split for a board: the one asked for if it fits the board, else the board's
    /// default ([`Split::default_for`]; none on sizes without tables).
    pub fn for_board(shape: Size, asked: Option<Databases>, fast: bool) -> Result<Option<Split>> {
        match asked.map(Split::from) {
            None => Ok(Split::default_for(shape, fast)),
            Some(a) if a.size() == shape => Ok(Some(a)),
            Some(a) => Err(cli::usage(format_args!(
                "--databases {} is for the {}x{} board, not {}x{}",
                a.name(),
                a.size().width,
                a.size().height,
                shape.width,
                shape.height
            ))),
        }
    }
}

/// Pattern-database tables in memory the host owns, lent to the core: each partition's
/// groups and their tables.
pub struct Tables {
    goal: Board,
    partitions: Vec<(Partition, Vec<Vec<u8>>)>,
    /// Entries built (the rest were read from the cache).
    built: u64,
}

impl Tables {
    /// The additive heuristic over each partition's tables.
    pub fn heuristics(&self) -> Result<Vec<PatternDatabase<'_>>> {
        self.partitions
            .iter()
            .map(|(groups, tables)| {
                let lent: Vec<Group<'_>> = groups
                    .iter()
                    .zip(tables)
                    .map(|(tiles, table)| Group { tiles, table })
                    .collect();
                Ok(PatternDatabase::new(&self.goal, &lent)?)
            })
            .collect()
    }

    /// The heuristic of tables over one partition.
    pub fn heuristic(&self) -> Result<PatternDatabase<'_>> {
        match self.heuristics()?.as_slice() {
            [one] => Ok(*one),
            more => bail!("{} partitions, not one", more.len()),
        }
    }
}

/// Successors a table build queues before it sorts and marks them (`u32`s, twice over).
const BUILD_QUEUE: u64 = 1 << 25;

/// Two threads for [`Build::resume_with`]: the second runs on a scoped thread.
pub struct Threads;

impl Join for Threads {
    fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B) {
        std::thread::scope(|s| {
            let second = s.spawn(b);
            a();
            if let Err(panic) = second.join() {
                std::panic::resume_unwind(panic);
            }
        });
    }
}

/// The tables of `split` towards `goal` (on the split's board): read from the cache, or
/// built (seconds for 5-5-5, a minute or two for 7-8 and 6-6-6-6, with a progress bar) and
/// cached.
/// A build counts a node per entry of its tables: one that would pass `budget` is not
/// started.
pub fn tables(goal: &Board, split: Split, budget: Budget) -> Result<Tables> {
    // A cache limit that cannot be read is said before anything is read or built, as
    // `cache list` says it.
    cache::limit()?;
    let shape = goal.size();
    let n = shape.cells();
    let cells: Vec<String> = goal.cells().iter().map(u8::to_string).collect();
    // One character a tile: hexadecimal on 4×4, base 36 beyond.
    let letters = |tiles: &[u8]| -> String {
        tiles
            .iter()
            .filter_map(|&t| char::from_digit(u32::from(t), 36))
            .collect()
    };
    let board = format!("{}x{}", shape.width, shape.height);
    let partitions = split.partitions();
    let count = split.groups().count();
    // The cache file and key of one group's table.
    let file = |tiles: &[u8]| {
        let pattern: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let key = cache::Key {
            kind: "pattern database (4-bit excess over Manhattan)",
            board: board.clone(),
            goal: cells.join(","),
            pattern: pattern.join(","),
            entries: table_bytes(n, tiles.len()) as u64,
        };
        let name = format!(
            "pdb4-{board}-{}-{}.bin",
            letters(goal.cells()),
            letters(tiles)
        );
        (name, key)
    };
    let built: u64 = split
        .groups()
        .filter(|tiles| {
            let (name, key) = file(tiles);
            !cache::holds(&name, &key)
        })
        .map(|tiles| table_len(n, tiles.len()) as u64)
        .sum();
    if built > budget.nodes {
        bail!(
            "gave up before building the {} tables this goal needs: their {} entries count \
             as nodes ({budget}); a run whose budget covers them builds them once, and later \
             runs read them from the cache",
            split.name(),
            cli::number(built)
        );
    }
    // The tables of one group, `number` of `count` (from 1), read or built.
    let table = |number: usize, tiles: &[u8]| {
        let k = tiles.len();
        let (name, key) = file(tiles);
        cache::load_or_build(&name, &key, |table| {
            let what = format!("{} table {number} of {count}", split.name());
            let mut marks: Vec<u64> =
                cache::zeroed(marks_len(n, k) as u64, &format!("work space of the {what}"))?;
            let mut queue: Vec<u32> = cache::zeroed(BUILD_QUEUE, "queue of the table build")?;
            let mut build = Build::new(goal, tiles, table, &mut marks, &mut queue)?;
            let bar = progress::items(build.entries(), &what);
            while build.resume_with(progress::SLICE, &Threads) == Progress::Paused {
                bar.set_position(build.filled());
            }
            bar.finish_and_clear();
            Ok(())
        })
    };
    let mut loaded = Vec::new();
    let mut number = 0;
    for &groups in partitions {
        let mut tables = Vec::new();
        for tiles in groups {
            number += 1;
            tables.push(table(number, tiles)?);
        }
        loaded.push((groups, tables));
    }
    Ok(Tables {
        goal: *goal,
        partitions: loaded,
        built,
    })
}

/// What `--optimal` (or `--fast`) found.
pub struct Optimal {
    /// The tiles moved.
    pub moves: Vec<u8>,
    /// Nodes generated.
    pub nodes: u64,
    /// Shortest solutions, when counted.
    pub shortest: Option<u64>,
    /// The weight of the search that found it (numerator, denominator): the solution is at
    /// most that many times the optimal length; 1/1 for an optimal one; `None` when solved
    /// line by line (no bound).
    pub weight: Option<(u32, u32)>,
    /// How near the optimum it is known to be, as a fraction ([`Fast::bound`]): the smaller
    /// of the weight and the length over the heuristic's estimate.
    pub bound: Option<(u32, u32)>,
}

/// A fraction (numerator, denominator) as a number rounded up to a thousandth, so that a
/// bound printed is never below the bound proved: 1.167 for (7, 6).
pub fn at_most_times_optimal((n, d): (u32, u32)) -> f64 {
    (u64::from(n) * 1000).div_ceil(u64::from(d).max(1)) as f64 / 1000.0
}

/// The fields `--json` adds for `--fast`: how it was solved and the bound that gives.
fn fast_fields(v: &mut serde_json::Value, found: &Optimal, lower: u32) {
    match (found.weight, found.bound) {
        (Some(w), Some(bound)) => {
            v["method"] = "weighted IDA*".into();
            v["at_most_times_optimal"] = at_most_times_optimal(bound).into();
            v["optimal"] = (w.0 == w.1).into();
        }
        _ => v["method"] = "line by line".into(),
    }
    v["optimal_at_least"] = lower.into();
}

/// How far an optimal search got before its budget ran out.
#[derive(Clone, Copy, Debug)]
pub struct Unfinished {
    /// Nodes spent.
    pub nodes: u64,
    /// What it proved: no solution is shorter than this.
    pub at_least: u32,
}

impl Unfinished {
    /// The message for stderr (after [`cli::gave_up_after`]): what is missing, and what
    /// is known.
    pub fn what(&self) -> String {
        format!(
            "no optimal solution yet; it has at least {} moves",
            self.at_least
        )
    }
}

/// Solves optimally with `heuristic`, its nodes and the length it has ruled out so far on
/// `bar` (updated as soon as it rises); [`Unfinished`] when the budget ran out.
pub fn optimal(
    start: &Board,
    goal: &Board,
    heuristic: &impl Heuristic,
    count: bool,
    budget: u64,
    bar: &ProgressBar,
) -> Result<std::result::Result<Optimal, Unfinished>> {
    let mut ida = Ida::new(start, goal, heuristic, count)?;
    let bound = |ida: &Ida<_>| format!("optimal, ≥ {} moves", ida.bound());
    bar.set_message(bound(&ida));
    // The start is the first node: a budget is a hard limit on every node.
    let left = budget.saturating_sub(ida.nodes());
    let ended = drive_showing(&mut ida, bar, left, 0, |ida| Some(bound(ida)));
    match ended {
        Ok(Progress::Exhausted) => bail!("no solution within the longest path kept"),
        Ok(_) => Ok(Ok(Optimal {
            moves: ida.solution().to_vec(),
            nodes: ida.nodes(),
            shortest: count.then(|| ida.solutions()),
            weight: Some((1, 1)),
            bound: Some((1, 1)),
        })),
        Err(GaveUp) => Ok(Err(Unfinished {
            nodes: ida.nodes(),
            at_least: ida.bound(),
        })),
    }
}

/// A solution quickly, by the core's policy ([`Fast`]: weighted IDA* weight by weight over
/// `heuristic`, the weights using `budget` nodes at most in all, then line by line), then
/// improved for up to `improve` nodes (at most `budget` in all).
pub fn fast(
    start: &Board,
    goal: &Board,
    heuristic: &impl Heuristic,
    (budget, improve): (u64, u64),
    bar: &ProgressBar,
) -> Result<Optimal> {
    let scratch = vec![0u8; LINES_SCRATCH];
    let mut search = Fast::new(start, goal, heuristic, scratch)?
        .within(budget)
        .improving(improve.min(budget));
    match drive(&mut search, bar, u64::MAX, 0) {
        Ok(Progress::Found) => Ok(Optimal {
            moves: search.solution().to_vec(),
            nodes: search.nodes(),
            shortest: None,
            weight: search.weight(),
            bound: search.bound(),
        }),
        Ok(other) => bail!("no quick solution: {other:?} (a line-by-line solution too long)"),
        Err(GaveUp) => bail!("the quick search stopped before its end"),
    }
}

/// The heuristic for a board: the 4×4 pattern databases where they apply, else Manhattan
/// distance with linear conflict.
pub enum Chosen {
    /// Pattern databases (4×4 and 5×5).
    Pdb(Tables),
    /// Manhattan plus linear conflict.
    Manhattan(ManhattanLinear),
}

/// A solver for one goal, optimal or `--fast`: the goal is renamed onto its standard goal
/// ([`Renaming::standard`]), whose tables serve every goal with its blank's cell up to a turn
/// or a flip — one set for all the goals with the blank in a corner.
pub struct GoalSolver {
    /// `--fast`: weighted searches (improved over tables, see [`IMPROVE_NODES`]).
    fast: bool,
    renaming: Option<Renaming>,
    /// The goal searched for (the standard one when renamed).
    goal: Board,
    chosen: Chosen,
    /// Entries of the tables built (not read from the cache) to make the solver.
    built: u64,
}

/// The renaming of `goal` onto its standard goal where it is not the standard goal already,
/// and the goal then searched for.
fn onto_standard(goal: &Board) -> (Option<Renaming>, Board) {
    let standard = Renaming::standard(goal);
    let renaming = Renaming::find(goal, &standard).filter(|r| !r.is_identity());
    let searched = if renaming.is_some() { standard } else { *goal };
    (renaming, searched)
}

impl GoalSolver {
    /// The optimal solver for `goal`'s board: over `split` (from [`Databases::for_board`]),
    /// or without tables. Where memory does not allow the split (the tables cannot be held
    /// or built) and it has a [`Split::fallback`] (2x6-6-6-6: 6-6-6-6), it searches over
    /// that, and says so.
    pub fn new(goal: &Board, split: Option<Split>, budget: Budget) -> Result<GoalSolver> {
        let Some(split) = split else {
            return Ok(GoalSolver::manhattan(goal));
        };
        let (renaming, searched) = onto_standard(goal);
        let tables = match (tables(&searched, split, budget), split.fallback()) {
            (Err(e), Some(fallback)) => {
                cli::note(format_args!(
                    "searching over {}: the {} tables: {e:#}",
                    fallback.name(),
                    split.name()
                ));
                tables(&searched, fallback, budget)?
            }
            (other, _) => other?,
        };
        Ok(GoalSolver {
            fast: false,
            renaming,
            goal: searched,
            built: tables.built,
            chosen: Chosen::Pdb(tables),
        })
    }

    /// The solver of `--fast` for `goal`, over `split` (from [`Databases::for_board`])
    /// where the goal has the blank in a corner: they serve the usual goal, and are read from
    /// the cache or built once. Other goals, and boards without tables, search over Manhattan
    /// distance and linear conflict, as when the tables cannot be built (said on stderr).
    /// A goal with the blank in a corner is renamed onto the usual one either way (the
    /// search's move order then meets every such goal alike).
    pub fn fast(goal: &Board, split: Option<Split>, budget: Budget) -> GoalSolver {
        let (renaming, searched) = onto_standard(goal);
        let usual = searched == Board::goal(goal.size());
        let chosen = match split.filter(|_| usual) {
            Some(split) => match tables(&searched, split, budget) {
                Ok(t) => Chosen::Pdb(t),
                Err(e) => {
                    cli::note(format_args!(
                        "searching with Manhattan distance: the {} tables: {e:#}",
                        split.name()
                    ));
                    Chosen::Manhattan(ManhattanLinear::new(&searched))
                }
            },
            None => Chosen::Manhattan(ManhattanLinear::new(&searched)),
        };
        GoalSolver {
            fast: true,
            renaming,
            goal: searched,
            built: match &chosen {
                Chosen::Pdb(t) => t.built,
                Chosen::Manhattan(_) => 0,
            },
            chosen,
        }
    }

    /// The optimal solver on boards without tables (Manhattan distance and linear conflict).
    fn manhattan(goal: &Board) -> GoalSolver {
        GoalSolver {
            fast: false,
            renaming: None,
            goal: *goal,
            chosen: Chosen::Manhattan(ManhattanLinear::new(goal)),
            built: 0,
        }
    }

    /// The lower bound on the optimal length from `start` that the solver knows at once: the
    /// heuristic's estimate.
    pub fn lower_bound(&self, start: &Board) -> Result<u32> {
        let renamed = self.renamed(start);
        Ok(match &self.chosen {
            Chosen::Pdb(t) => t
                .heuristics()?
                .iter()
                .map(|h| h.estimate(&renamed))
                .max()
                .unwrap_or(0),
            Chosen::Manhattan(m) => m.estimate(&renamed),
        })
    }

    /// `start` in the puzzle searched (renamed onto the usual goal where the solver does).
    fn renamed(&self, start: &Board) -> Board {
        self.renaming.map_or(*start, |r| r.board(start))
    }

    /// [`fast`] or [`optimal`] from `renamed` with `heuristic`.
    fn search(
        &self,
        heuristic: &impl Heuristic,
        renamed: &Board,
        count: bool,
        budget: u64,
        bar: &ProgressBar,
    ) -> Result<std::result::Result<Optimal, Unfinished>> {
        if self.fast {
            let improve = match self.chosen {
                Chosen::Pdb(_) => IMPROVE_NODES,
                Chosen::Manhattan(_) => 0,
            };
            fast(renamed, &self.goal, heuristic, (budget, improve), bar).map(Ok)
        } else {
            optimal(renamed, &self.goal, heuristic, count, budget, bar)
        }
    }

    /// A solution from `start` ([`optimal`], or [`fast`]), its tiles named as in `start`.
    pub fn solve(
        &self,
        start: &Board,
        count: bool,
        budget: u64,
        bar: &ProgressBar,
    ) -> Result<std::result::Result<Optimal, Unfinished>> {
        let renamed = self.renamed(start);
        // Each heuristic searched with its own memo: none for Manhattan distance.
        let mut found = match &self.chosen {
            Chosen::Pdb(t) => match t.heuristics()?.as_slice() {
                [one] => self.search(one, &renamed, count, budget, bar),
                [a, b] => self.search(&MaxOf(a, b), &renamed, count, budget, bar),
                more => bail!("no search over {} partitions", more.len()),
            },
            Chosen::Manhattan(m) => self.search(m, &renamed, count, budget, bar),
        }?;
        if let (Some(r), Ok(f)) = (&self.renaming, &mut found) {
            f.moves.iter_mut().for_each(|t| *t = r.tile_back(*t));
        }
        Ok(found)
    }
}

fn join(moves: impl IntoIterator<Item = u8>) -> String {
    moves
        .into_iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The moves as they follow a label on a line: a space and the list, or nothing when there
/// are none (no trailing space after a zero-move answer).
fn after_label(moves: &[u8]) -> String {
    if moves.is_empty() {
        String::new()
    } else {
        format!(" {}", join(moves.iter().copied()))
    }
}

/// `--all-paths`: the document's search, its paths and counters.
pub fn all_paths(
    start: &Board,
    goal: &Board,
    m: u32,
    budget: Budget,
    json: bool,
) -> Result<ExitCode> {
    let mut search = PathSearch::new(start, goal, m)?;
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut paths = Vec::new();
    let bar = progress::nodes("paths");
    let finished = loop {
        let grant = budget.nodes.saturating_sub(search.nodes());
        let event = drive(&mut search, &bar, grant, 0);
        match event {
            Ok(Progress::Found) => {
                if json {
                    paths.push(search.path().collect::<Vec<u8>>());
                } else {
                    bar.suspend(|| {
                        writeln!(out, "Pass No {}: {}", search.paths(), join(search.path()))
                    })?;
                }
            }
            Ok(_) => break true,
            Err(GaveUp) => break false,
        }
    };
    bar.finish_and_clear();
    let c = search.counters();
    let first = search.first();
    if json {
        let v = serde_json::json!({
            "max_moves": m,
            "paths": paths,
            "total": search.paths(),
            "complete": finished,
            "move_calls": { "first_path": first.map(|f| f.steps), "in_all": c.steps },
            "moveok_calls": { "first_path": first.map(|f| f.checks), "in_all": c.checks },
        });
        writeln!(out, "{v}")?;
    } else {
        writeln!(
            out,
            "Total number of the problem solving methods is :{}",
            search.paths()
        )?;
        let f = |x: Option<u64>| x.map_or("-".to_string(), |v| v.to_string());
        writeln!(
            out,
            "move() calls: {} to the first path, {} in all",
            f(first.map(|x| x.steps)),
            c.steps
        )?;
        writeln!(
            out,
            "moveok() calls: {} to the first path, {} in all",
            f(first.map(|x| x.checks)),
            c.checks
        )?;
    }
    out.flush()?;
    if !finished {
        return Ok(cli::gave_up(c.steps, budget, "more paths may exist"));
    }
    Ok(ExitCode::SUCCESS)
}

/// `--optimal` (and `--count-shortest`), or `--fast`: one instance.
pub fn solve_one(
    start: &Board,
    solver: &GoalSolver,
    count: bool,
    budget: Budget,
    json: bool,
) -> Result<ExitCode> {
    let bar = progress::nodes(if solver.fast { "fast" } else { "optimal" });
    // A table build just made spent its entries' worth of the budget.
    let left = budget.nodes.saturating_sub(solver.built);
    let found = solver.solve(start, count, left, &bar)?;
    bar.finish_and_clear();
    let found = match found {
        Ok(found) => found,
        Err(unfinished) => {
            return Ok(cli::gave_up(
                unfinished.nodes + solver.built,
                budget,
                unfinished.what(),
            ));
        }
    };
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    let bound = solver.fast.then(|| solver.lower_bound(start)).transpose()?;
    if json {
        let mut v = serde_json::json!({
            "length": found.moves.len(),
            "moves": found.moves,
            "nodes": found.nodes,
        });
        if let Some(n) = found.shortest {
            v["shortest_solutions"] = n.into();
        }
        if let Some(lower) = bound {
            fast_fields(&mut v, &found, lower);
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "length: {}", found.moves.len())?;
        writeln!(out, "moves:{}", after_label(&found.moves))?;
        if let Some(n) = found.shortest {
            writeln!(out, "shortest solutions: {n}")?;
        }
        match (bound, found.weight.zip(found.bound)) {
            (Some(lower), Some(((1, 1), _))) => writeln!(
                out,
                "bound: optimal (no shorter solution exists); the heuristic said at least {}",
                cli::count(u64::from(lower), "move")
            )?,
            (Some(lower), Some((_, bound))) => writeln!(
                out,
                "bound: at most {} × optimal (weighted IDA*); optimal is at least {}",
                at_most_times_optimal(bound),
                cli::count(u64::from(lower), "move")
            )?,
            (Some(lower), None) => writeln!(
                out,
                "bound: none (solved line by line: the weighted searches gave up after {}); optimal is at least {}",
                cli::count(found.nodes, "node"),
                cli::count(u64::from(lower), "move")
            )?,
            (None, _) => {}
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Batch mode: every start state in `file` (one a line; `-`: standard input; empty lines
/// skipped, `#` starts a comment) solved on the board `board` gives for the first state, by
/// the solver `solver_for` makes towards the goal `goal_on` gives for it, one line each:
/// `STATE LENGTH MOVES`, or the line as read when it cannot be solved (named on stderr).
/// The board and goal are taken at the first state; the solver, whose tables may take
/// minutes to build, only at the first state that can reach the goal.
pub fn batch(
    file: &Path,
    board: impl Fn(&str) -> Result<Size>,
    goal_on: impl Fn(Size) -> Result<Board>,
    solver_for: impl Fn(&Board) -> Result<GoalSolver>,
    budget: Budget,
    json: bool,
) -> Result<ExitCode> {
    let mut input = open_input(file)?;
    refuse_same_file(
        &input,
        Path::new(STDIO),
        "send standard output to another file",
    )?;
    let mut batch = Batch::new(&input, "state");
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut number = 0usize;
    let hidden = ProgressBar::hidden();
    // The board and its goal, from the first state on; the solver from the first state
    // that can reach the goal.
    let mut chosen: Option<(Size, Board)> = None;
    let mut solver: Option<GoalSolver> = None;
    for_each_line(&mut input, |line| {
        // A line too long for any state: an entry of its own, named, and a comment in the
        // answers instead of its bytes.
        if let Some(why) = line.too_long() {
            number += 1;
            batch.entry(line.read);
            if json {
                writeln!(
                    out,
                    "{}",
                    serde_json::json!({"line": line.number, "error": why})
                )?;
            } else {
                writeln!(out, "{}", line.stand_in(&why))?;
            }
            batch.failed(format_args!("state {number}, line {}: {why}", line.number));
            return Ok(());
        }
        // `#` starts a comment, on a line of its own or after a state.
        let text = batch_state(line.text.split('#').next().unwrap_or_default());
        let text = text.as_ref();
        if text.is_empty() {
            return Ok(());
        }
        number += 1;
        batch.entry(line.read);
        let (shape, goal) = match chosen {
            Some(chosen) => chosen,
            None => {
                let shape = board(text)?;
                *chosen.insert((shape, goal_on(shape)?))
            }
        };
        let reachable = Board::parse(shape, text)
            .map_err(|e| e.to_string())
            .and_then(|start| {
                start
                    .can_reach(&goal)
                    .map(|()| start)
                    .map_err(|e| e.to_string())
            });
        let solved = match reachable {
            Err(e) => Err(e),
            Ok(start) => {
                let solver: &GoalSolver = match &mut solver {
                    Some(solver) => solver,
                    // Its tables' notes and bar, with the batch's counter out of their way.
                    slot @ None => slot.insert(batch.progress().suspend(|| solver_for(&goal))?),
                };
                match solver.solve(&start, false, budget.nodes, &hidden)? {
                    Ok(found) => Ok((found, start)),
                    Err(u) => Err(format!(
                        "{}: {}",
                        cli::gave_up_after(u.nodes, budget),
                        u.what()
                    )),
                }
            }
        };
        match (solved, json) {
            (Ok((f, start)), true) => {
                let mut v = serde_json::json!({"start": text, "length": f.moves.len(), "moves": f.moves, "nodes": f.nodes});
                if let Some(solver) = solver.as_ref().filter(|s| s.fast) {
                    let lower = solver.lower_bound(&start)?;
                    fast_fields(&mut v, &f, lower);
                }
                writeln!(out, "{v}")?
            }
            (Ok((f, start)), false) => {
                // The state as written, unless spaces part its tiles: then without, so the
                // answer reads back as one field.
                let shown = if text.contains(char::is_whitespace) {
                    start.to_string().into()
                } else {
                    std::borrow::Cow::Borrowed(text)
                };
                writeln!(out, "{shown} {}{}", f.moves.len(), after_label(&f.moves))?
            }
            (Err(why), json) => {
                if json {
                    writeln!(out, "{}", serde_json::json!({"start": text, "error": why}))?;
                } else {
                    out.write_all(line.raw)?;
                    out.write_all(b"\n")?;
                }
                batch.failed(format_args!("state {number}, line {}: {why}", line.number));
            }
        }
        Ok(())
    })?;
    out.flush()?;
    batch.finish()
}
