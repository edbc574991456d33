//! `jiugong klotski`: 华容道 — the shortest solution of a traditional layout or of any board,
//! in the move count asked for; the named layouts; the positions farthest from a start.

use crate::cli::{self, usage};
use crate::files::STDIO;
use crate::progress::{self, drive};
use anyhow::{Context, Result, bail};
use clap::Args;
use jiugong_core::klotski::{Bfs, Board, LAYOUTS, Layout, Metric, slots_for};
use jiugong_core::name::UnknownName;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::Dir;
use std::io::{Read, Write};
use std::process::ExitCode;

/// `jiugong klotski`'s arguments.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("start").args(["layout", "from", "list"])))]
pub struct KlotskiArgs {
    /// A traditional start by name, in Chinese or pinyin (横刀立马, hengdaolima, "heng dao li
    /// ma"); 横刀立马 when no start is given. --list shows them.
    #[arg(long, value_name = "NAME")]
    layout: Option<String>,
    /// A board: 5 rows of 4 cells, one letter per block (A the 2×2) and . for an empty cell,
    /// on one line with / between rows (GAAH/GAAH/IBBJ/ICDJ/E..F); or a file holding one (one
    /// line or 5); or - for standard input.
    #[arg(long, value_name = "BOARD|FILE|-")]
    from: Option<String>,
    /// What one move is: piece (a block slides any distance along any path: the count
    /// players quote), line (any distance in one straight line) or cell (one cell).
    #[arg(long, value_name = "METRIC", default_value = "piece", value_parser = parse_metric)]
    metric: Metric,
    /// How many positions reachable from the start, and the farthest of them (the hardest
    /// positions), instead of a solution.
    #[arg(long, conflicts_with = "list")]
    farthest: bool,
    /// The named layouts, with their shortest solutions in each metric.
    #[arg(long)]
    list: bool,
    /// JSON output.
    #[arg(long)]
    json: bool,
}

fn parse_metric(text: &str) -> Result<Metric, UnknownName> {
    text.parse()
}

/// The start a run names, and the layout's name when it is one.
fn start(args: &KlotskiArgs) -> Result<(Board, Option<Layout>)> {
    if let Some(from) = &args.from {
        return Ok((read_board(from)?, None));
    }
    let layout = match &args.layout {
        Some(name) => Layout::find(name).ok_or_else(|| {
            usage(format_args!(
                "--layout: no layout is named '{name}'; `jiugong klotski --list` shows them"
            ))
        })?,
        None => LAYOUTS[0],
    };
    Ok((Board::parse(layout.board)?, Some(layout)))
}

/// `--from`: a file holding a board, `-` for standard input, or a board written out. A
/// malformed file is bad input (exit status 1); a malformed board on the command line is a
/// bad argument (2).
fn read_board(from: &str) -> Result<Board> {
    if from == STDIO {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read standard input")?;
        return Board::parse(&text).map_err(|e| anyhow::anyhow!("standard input: {e}"));
    }
    match std::fs::metadata(from) {
        Ok(meta) if meta.is_dir() => bail!("cannot read {from}: it is a directory"),
        Ok(_) => {
            let text =
                std::fs::read_to_string(from).with_context(|| format!("cannot read {from}"))?;
            Board::parse(&text).map_err(|e| anyhow::anyhow!("{from}: {e}"))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Board::parse(from).map_err(|e| {
            usage(format_args!(
                "--from: there is no file '{from}', and it is not a board written out \
                 either ({e})"
            ))
        }),
        Err(e) => Err(e).with_context(|| format!("cannot read {from}")),
    }
}

/// Positions a search keeps at first; it starts again with twice the room when they fill.
const FIRST_ROOM: usize = 1 << 16;

/// What a finished search found.
struct Searched {
    /// The boards of a shortest solution, start first, with the block moved before each.
    path: Vec<Board>,
    /// Positions found (all reachable ones when exploring or when no solution exists).
    reachable: usize,
    /// The farthest positions' distance and boards (exploring only).
    farthest: (u32, Vec<Board>),
}

/// Runs a breadth-first search from `start` to its end (`explore`) or to its first solution,
/// with room that grows until the positions fit.
fn search(start: &Board, metric: Metric, explore: bool) -> Result<Searched> {
    let mut room = FIRST_ROOM;
    let bar = progress::nodes("positions");
    let mut before = 0;
    loop {
        // Owned buffers, dropped with the search when it is started again with twice the
        // room.
        let (states, parents) = (vec![0u64; room], vec![0u32; room]);
        let mut bfs = Bfs::new(
            start,
            metric,
            explore,
            states,
            parents,
            vec![0; slots_for(room)],
        )?;
        // No budget: the search ends, or fills its room.
        if drive(&mut bfs, &bar, u64::MAX, before) == Ok(Progress::OutOfRoom) {
            before += bfs.nodes();
            room *= 2;
            continue;
        }
        bar.finish_and_clear();
        let replay = |trail: &mut dyn Iterator<Item = u64>| -> Result<Vec<Board>> {
            let keys: Vec<u64> = trail.collect();
            let mut board = *start;
            let mut boards = vec![board];
            for &key in keys.iter().rev().skip(1) {
                board
                    .follow(key)
                    .context("a step of the search's path is not one move")?;
                boards.push(board);
            }
            Ok(boards)
        };
        let path = match bfs.solution() {
            Some(mut trail) => replay(&mut trail)?,
            None => Vec::new(),
        };
        let mut farthest = (0, Vec::new());
        if explore {
            let (depth, indices) = bfs.farthest();
            farthest.0 = depth;
            for index in indices {
                let boards = replay(&mut bfs.trail(index))?;
                farthest.1.extend(boards.last().copied());
            }
        }
        return Ok(Searched {
            path,
            reachable: bfs.reachable(),
            farthest,
        });
    }
}

/// A block's one-cell steps as runs: `down`, `right 2`, `left, down`.
fn steps_text(steps: &[Dir]) -> String {
    let mut runs: Vec<(Dir, usize)> = Vec::new();
    for &d in steps {
        match runs.last_mut() {
            Some((last, n)) if *last == d => *n += 1,
            _ => runs.push((d, 1)),
        }
    }
    runs.iter()
        .map(|&(d, n)| {
            let word = match d {
                Dir::Up => "up",
                Dir::Down => "down",
                Dir::Left => "left",
                Dir::Right => "right",
            };
            if n == 1 {
                word.to_string()
            } else {
                format!("{word} {n}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Each move of `path` (boards replayed by [`Board::follow`], so their blocks keep their
/// order) as its block's letter and its steps.
fn moves(path: &[Board]) -> Result<Vec<(char, String)>> {
    path.windows(2)
        .map(|pair| {
            let (before, after) = (pair[0].blocks(), pair[1].blocks());
            let index = (0..before.len())
                .find(|&i| before[i].cell != after[i].cell)
                .context("two boards of the path are the same")?;
            let block = after[index];
            let steps = pair[0]
                .route(index, block.cell as usize)
                .context("a move of the path has no route")?;
            Ok((block.letter as char, steps_text(&steps)))
        })
        .collect()
}

/// Runs `jiugong klotski`.
pub fn run(args: KlotskiArgs) -> Result<ExitCode> {
    if args.list {
        return list(args.json);
    }
    let (start, layout) = start(&args)?;
    let empty = start.empty_cells();
    if empty != 2 {
        cli::note(format_args!(
            "this board has {}; the traditional layouts have 2",
            cli::count(empty as u64, "empty cell")
        ));
    }
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let name = layout.map(|l| format!("{} ({})", l.name, l.pinyin));
    if args.farthest {
        let found = search(&start, args.metric, true)?;
        let (depth, boards) = &found.farthest;
        if args.json {
            let v = serde_json::json!({
                "start": start.to_string(),
                "metric": args.metric.name(),
                "reachable": found.reachable,
                "farthest_moves": depth,
                "farthest": boards.iter().map(Board::to_string).collect::<Vec<_>>(),
            });
            writeln!(out, "{v}")?;
        } else {
            writeln!(
                out,
                "{} reachable from {start}; {} of them are farthest, {} away:",
                cli::count(found.reachable as u64, "position"),
                cli::number(boards.len() as u64),
                cli::count(u64::from(*depth), "move")
            )?;
            for b in boards {
                writeln!(out, "  {b}")?;
            }
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let found = search(&start, args.metric, false)?;
    if found.path.is_empty() {
        out.flush()?;
        return Ok(cli::unanswered(format_args!(
            "no solution: the 2×2 block can never reach the exit ({} searched)",
            cli::count(found.reachable as u64, "state")
        )));
    }
    let moves = moves(&found.path)?;
    if args.json {
        let mut v = serde_json::json!({
            "start": start.to_string(),
            "metric": args.metric.name(),
            "length": moves.len(),
            "path": found.path.iter().map(Board::to_string).collect::<Vec<_>>(),
            "moves": moves.iter().map(|(b, s)| serde_json::json!({"block": b.to_string(), "steps": s})).collect::<Vec<_>>(),
            "searched": found.reachable,
        });
        if let Some(l) = layout {
            v["layout"] = l.name.into();
        }
        writeln!(out, "{v}")?;
    } else {
        writeln!(
            out,
            "start: {start}{}",
            name.map(|n| format!(" {n}")).unwrap_or_default()
        )?;
        writeln!(
            out,
            "length: {} ({} moves; {} searched)",
            moves.len(),
            args.metric.name(),
            cli::count(found.reachable as u64, "position")
        )?;
        for (i, (block, steps)) in moves.iter().enumerate() {
            writeln!(out, "{:>3}. {block} {steps}", i + 1)?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `--list`: each named layout with its shortest solution in each metric.
fn list(json: bool) -> Result<ExitCode> {
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    if !json {
        writeln!(
            out,
            "{:<10} {:<20} {:<25} {:>5} {:>5} {:>5}",
            "name", "pinyin", "board", "piece", "line", "cell"
        )?;
    }
    for layout in LAYOUTS {
        let board = Board::parse(layout.board)?;
        let mut lengths = Vec::new();
        for metric in Metric::ALL {
            let found = search(&board, metric, false)?;
            lengths.push(found.path.len().checked_sub(1));
        }
        let shown = |n: Option<usize>| n.map_or("none".to_string(), |n| n.to_string());
        if json {
            let v = serde_json::json!({
                "name": layout.name,
                "pinyin": layout.pinyin,
                "ascii": layout.ascii,
                "board": layout.board,
                "piece": lengths[0],
                "line": lengths[1],
                "cell": lengths[2],
            });
            writeln!(out, "{v}")?;
        } else {
            // Chinese characters take two columns: pad by display width.
            let pad = 10usize.saturating_sub(2 * layout.name.chars().count());
            writeln!(
                out,
                "{}{} {:<20} {:<25} {:>5} {:>5} {:>5}",
                layout.name,
                " ".repeat(pad),
                layout.pinyin,
                layout.board,
                shown(lengths[0]),
                shown(lengths[1]),
                shown(lengths[2])
            )?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
