//! `jiugong slide`: the document's all-paths search, optimal solutions (IDA*, with pattern
//! databases on 4×4), shortest-solution counts, and a batch mode.

use crate::batch::Batch;
use crate::cli;
use crate::cli::Budget;
use crate::files::{Line, STDIO, for_each_line, open_input, refuse_same_file};
use crate::progress::{self, GaveUp, drive, drive_showing};
use anyhow::{Result, bail};
use clap::Args;
use indicatif::ProgressBar;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::{Board, Fast, Heuristic, Ida, LINES_ROOM, PathSearch, Size};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

mod databases;
mod goal;

pub use databases::{Databases, Tables, Threads, tables};
pub use goal::{Chosen, GoalSolver};

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
    let scratch = vec![0u8; LINES_ROOM];
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
            write_unread(&mut out, line, &why, json)?;
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
                    // `--fast`'s answers say how near the fewest moves they are.
                    Ok(found) if solver.fast && json => {
                        let lower = solver.lower_bound(&start)?;
                        Ok((found, start, Some(lower)))
                    }
                    Ok(found) => Ok((found, start, None)),
                    Err(u) => Err(format!(
                        "{}: {}",
                        cli::gave_up_after(u.nodes, budget),
                        u.what()
                    )),
                }
            }
        };
        match solved {
            Ok((found, start, lower)) => write_solved(&mut out, text, &start, &found, lower, json)?,
            Err(why) => {
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

/// A batch's answer for a line too long to read (`why`): a JSON line, or a comment in
/// place of its bytes.
fn write_unread(out: &mut impl Write, line: &Line<'_>, why: &str, json: bool) -> Result<()> {
    if json {
        let v = serde_json::json!({"line": line.number, "error": why});
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "{}", line.stand_in(why))?;
    }
    Ok(())
}

/// A batch's answer for the state `text` (read as `start`), solved as `found`: a JSON line
/// (with `--fast`'s bound over the `lower` bound), or the state and the moves.
fn write_solved(
    out: &mut impl Write,
    text: &str,
    start: &Board,
    found: &Optimal,
    lower: Option<u32>,
    json: bool,
) -> Result<()> {
    if json {
        let mut v = serde_json::json!({
            "start": text,
            "length": found.moves.len(),
            "moves": found.moves,
            "nodes": found.nodes,
        });
        if let Some(lower) = lower {
            fast_fields(&mut v, found, lower);
        }
        writeln!(out, "{v}")?;
    } else {
        // The state as written, unless spaces part its tiles: then without, so the answer
        // reads back as one field.
        let shown = if text.contains(char::is_whitespace) {
            start.to_string().into()
        } else {
            std::borrow::Cow::Borrowed(text)
        };
        let moves = &found.moves;
        writeln!(out, "{shown} {}{}", moves.len(), after_label(moves))?;
    }
    Ok(())
}
