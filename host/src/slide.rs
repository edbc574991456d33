//! `jiugong slide`: the document's all-paths search, optimal solutions (IDA*, with pattern
//! databases on 4×4), shortest-solution counts, and a batch mode.

use crate::files::{for_each_line, open_lines, write_atomically};
use crate::progress;
use anyhow::{Context, Result, bail};
use jiugong_core::sliding::pdb::{build_table, table_len, work_len};
use jiugong_core::sliding::{
    Board, Group, Heuristic, Ida, IdaStatus, ManhattanLinear, PathEvent, PathSearch,
    PatternDatabase, Shape,
};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The 4×4 groups of the additive pattern database (5-5-5).
pub const GROUPS_4X4: [&[u8]; 3] = [&[1, 2, 3, 4, 7], &[5, 6, 9, 10, 13], &[8, 11, 12, 14, 15]];

/// Pattern-database tables in memory the host owns, lent to the core.
pub struct Tables {
    tables: Vec<Vec<u8>>,
}

impl Tables {
    /// The additive heuristic over these tables.
    pub fn heuristic(&self) -> Result<PatternDatabase<'_>> {
        let groups: Vec<Group<'_>> = GROUPS_4X4
            .iter()
            .zip(&self.tables)
            .map(|(tiles, table)| Group { tiles, table })
            .collect();
        Ok(PatternDatabase::new(16, &groups)?)
    }
}

/// Where cached tables live: `$XDG_CACHE_HOME/jiugong` (or the platform's cache directory).
pub fn cache_dir() -> Option<PathBuf> {
    dirs::cache_dir().map(|d| d.join("jiugong"))
}

/// The 4×4 tables towards `goal`: read from the cache, or built (a few seconds) and cached.
/// A cache that cannot be written only costs the next run the build.
pub fn tables_4x4(goal: &Board) -> Result<Tables> {
    let key: String = goal.cells().iter().map(|t| format!("{t:x}")).collect();
    let dir = cache_dir();
    let mut tables = Vec::new();
    let (nd, nq) = work_len(16, 5);
    let mut work: Option<(Vec<u8>, Vec<u32>)> = None;
    for (i, tiles) in GROUPS_4X4.iter().enumerate() {
        let len = table_len(16, tiles.len());
        let path = dir
            .as_ref()
            .map(|d| d.join(format!("pdb-4x4-{key}-{i}.bin")));
        if let Some(p) = &path {
            if let Ok(bytes) = std::fs::read(p) {
                if bytes.len() == len {
                    tables.push(bytes);
                    continue;
                }
            }
        }
        let (dist, queue) = work.get_or_insert_with(|| (vec![0u8; nd], vec![0u32; nq]));
        let mut table = vec![0u8; len];
        build_table(goal, tiles, &mut table, dist, queue)?;
        if let Some(p) = &path {
            let saved = p
                .parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .map_err(anyhow::Error::from)
                .and_then(|()| {
                    write_atomically(p, |w| {
                        w.write_all(&table)?;
                        Ok(())
                    })
                });
            if let Err(e) = saved {
                eprintln!("jiugong: note: pattern database not cached: {e:#}");
            }
        }
        tables.push(table);
    }
    Ok(Tables { tables })
}

/// What `--optimal` found.
pub struct Optimal {
    /// The tiles moved.
    pub moves: Vec<u8>,
    /// Nodes generated.
    pub nodes: u64,
    /// Shortest solutions, when counted.
    pub shortest: Option<u64>,
}

/// Solves optimally with `heuristic`; `None` when the budget ran out.
pub fn optimal(
    start: &Board,
    goal: &Board,
    heuristic: &dyn Heuristic,
    count: bool,
    budget: u64,
) -> Result<Option<Optimal>> {
    let mut ida = Ida::new(start, goal, heuristic, count)?;
    match ida.run(budget) {
        IdaStatus::Solved => Ok(Some(Optimal {
            moves: ida.solution().to_vec(),
            nodes: ida.nodes(),
            shortest: count.then(|| ida.solutions()),
        })),
        IdaStatus::Paused => Ok(None),
        IdaStatus::TooLong => bail!("no solution within the longest path kept"),
    }
}

/// The heuristic for a board: the 4×4 pattern databases where they apply, else Manhattan
/// distance with linear conflict.
pub enum Chosen {
    /// Pattern databases (4×4).
    Pdb(Tables),
    /// Manhattan plus linear conflict.
    Manhattan(ManhattanLinear),
}

impl Chosen {
    /// Picks the heuristic for `goal`'s board.
    pub fn for_goal(goal: &Board) -> Result<Chosen> {
        let s = goal.shape();
        if (s.width, s.height) == (4, 4) {
            Ok(Chosen::Pdb(tables_4x4(goal)?))
        } else {
            Ok(Chosen::Manhattan(ManhattanLinear::new(goal)))
        }
    }

    /// Runs `f` with the heuristic.
    pub fn with<T>(&self, f: impl FnOnce(&dyn Heuristic) -> Result<T>) -> Result<T> {
        match self {
            Chosen::Pdb(t) => f(&t.heuristic()?),
            Chosen::Manhattan(m) => f(m),
        }
    }
}

fn join(moves: &[u8]) -> String {
    moves
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// `--all-paths`: the document's search, its paths and counters.
pub fn all_paths(start: &Board, goal: &Board, m: u32, budget: u64, json: bool) -> Result<ExitCode> {
    let mut search = PathSearch::new(start, goal, m)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut paths = Vec::new();
    let finished = loop {
        match search.next_event(budget.saturating_sub(search.counters().steps)) {
            PathEvent::Found => {
                if json {
                    paths.push(search.path().to_vec());
                } else {
                    writeln!(out, "Pass No {}: {}", search.paths(), join(search.path()))?;
                }
            }
            PathEvent::Done => break true,
            PathEvent::Paused => break false,
        }
    };
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
        eprintln!(
            "jiugong: gave up after {} search steps (--budget {budget}): more paths may exist",
            c.steps
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// `--optimal` (and `--count-shortest`): one instance.
pub fn solve_one(
    start: &Board,
    goal: &Board,
    count: bool,
    budget: u64,
    json: bool,
) -> Result<ExitCode> {
    start.can_reach(goal)?;
    let chosen = Chosen::for_goal(goal)?;
    let Some(found) = chosen.with(|h| optimal(start, goal, h, count, budget))? else {
        eprintln!("jiugong: gave up after {budget} nodes (--budget): no optimal solution yet");
        return Ok(ExitCode::FAILURE);
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if json {
        let mut v = serde_json::json!({
            "length": found.moves.len(),
            "moves": found.moves,
            "nodes": found.nodes,
        });
        if let Some(n) = found.shortest {
            v["shortest_solutions"] = n.into();
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(out, "length: {}", found.moves.len())?;
        writeln!(out, "moves: {}", join(&found.moves))?;
        if let Some(n) = found.shortest {
            writeln!(out, "shortest solutions: {n}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Batch mode: every start state in `file` (one a line) solved optimally, one line each.
pub fn batch(
    file: &std::path::Path,
    shape: Shape,
    goal: &Board,
    budget: u64,
    json: bool,
) -> Result<ExitCode> {
    let chosen = Chosen::for_goal(goal)?;
    let (reader, size) = open_lines(file)?;
    let bar = progress::bytes(size, "states");
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = 0usize;
    let mut number = 0usize;
    for_each_line(file, reader, |line, read| {
        number += 1;
        bar.set_position(read);
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(());
        }
        let start = Board::parse(shape, text)
            .with_context(|| format!("{}: line {number}", file.display()))?;
        let result = match start.can_reach(goal) {
            Err(e) => Err(e.to_string()),
            Ok(()) => match chosen.with(|h| optimal(&start, goal, h, false, budget))? {
                Some(found) => Ok(found),
                None => Err(format!("gave up after {budget} nodes")),
            },
        };
        match (result, json) {
            (Ok(f), true) => writeln!(
                out,
                "{}",
                serde_json::json!({"start": text, "length": f.moves.len(), "moves": f.moves, "nodes": f.nodes})
            )?,
            (Ok(f), false) => writeln!(out, "{text} {} {}", f.moves.len(), join(&f.moves))?,
            (Err(why), _) => {
                failed += 1;
                bar.suspend(|| eprintln!("jiugong: line {number}: {text}: {why}"));
            }
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
