//! `jiugong knight`: tours on any board, the document's search or Warnsdorff's rule, and
//! tour counting on small boards.

use crate::cache;
use crate::cli::{self, Budget, ValueError, count as counted, number};
use crate::progress::{self, drive};
use anyhow::{Result, bail};
use clap::{Args, ValueEnum};
use jiugong_core::knight::{
    BuildError, Goal, Narrow, NoTour, Order, SMALL_SQUARES, Search, Size, Square, build_closed,
    check_closed, check_open, number_tour, walk,
};
use jiugong_core::search::{Progress, Resumable};
use std::io::Write;
use std::process::ExitCode;

/// Parses `WxH` (or `W×H`): columns by rows, each 1 or more.
pub fn parse_size(text: &str) -> Result<Size, ValueError> {
    const WHAT: &str = "a size";
    let (w, h) = cli::number_pair(text, WHAT, &['x', 'X', '×'], "write WxH, e.g. 8x8")?;
    Size::new(w, h).ok_or_else(|| {
        ValueError::range(text, WHAT, "sides must be 1 or more, and W·H at most 2^28")
    })
}

/// A start square as written on the command line: `R,C` (0-based row and column), or a
/// chess name such as `c1` (file letter, rank from the bottom row) on boards up to 26 wide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareArg {
    /// Row and column.
    RowCol(u32, u32),
    /// File (0 = a) and rank (1 = bottom row).
    Chess(u32, u32),
}

/// Parses `R,C` or a chess name.
pub fn parse_square(text: &str) -> Result<SquareArg, ValueError> {
    const WHAT: &str = "a square";
    let t = text.trim();
    if t.contains(',') {
        if t.split(',')
            .any(|s| s.trim().parse::<i64>().is_ok_and(|v| v < 0))
        {
            return Err(ValueError::range(
                text,
                WHAT,
                "squares are 0-based: rows and columns count from 0",
            ));
        }
        let (r, c) = cli::number_pair(t, WHAT, &[','], "write R,C")?;
        return Ok(SquareArg::RowCol(r, c));
    }
    let mut chars = t.chars();
    if let Some(file) = chars.next().filter(char::is_ascii_alphabetic) {
        if let Ok(rank) = chars.as_str().parse::<u32>() {
            if rank >= 1 {
                return Ok(SquareArg::Chess(
                    u32::from(file.to_ascii_lowercase() as u8 - b'a'),
                    rank,
                ));
            }
        }
    }
    Err(ValueError::form(
        text,
        WHAT,
        "write R,C (0-based, e.g. 2,0) or a chess name (e.g. c1)",
    ))
}

impl SquareArg {
    /// The square on a board of `size`, checked to be on it.
    pub fn resolve(&self, size: Size) -> Result<Square> {
        let square = match *self {
            SquareArg::RowCol(r, c) => Square::new(r, c),
            SquareArg::Chess(file, rank) => {
                if size.width > 26 {
                    bail!("chess names need a board at most 26 wide; write R,C on {size}");
                }
                if rank > size.height {
                    bail!(
                        "rank {rank} is off the {size} board (ranks 1..={})",
                        size.height
                    );
                }
                Square::new(size.height - rank, file)
            }
        };
        if !size.contains(square) {
            bail!(
                "start {square} is off the {size} board (rows {}, columns {})",
                cli::range(0, u64::from(size.height) - 1),
                cli::range(0, u64::from(size.width) - 1)
            );
        }
        Ok(square)
    }
}

/// The start when none is given: the document's (2,0) where it is on the board, else (0,0).
pub fn default_start(size: Size) -> Square {
    let document = Square::new(2, 0);
    if size.contains(document) {
        document
    } else {
        Square::new(0, 0)
    }
}

/// `jiugong knight`'s arguments.
#[derive(Args, Debug)]
pub struct KnightArgs {
    /// Board size, columns x rows.
    #[arg(long, value_name = "WxH", default_value = "8x8", value_parser = parse_size)]
    size: Size,
    /// Start square: R,C (0-based row, column) or a chess name like c1 (default: the
    /// document's 2,0 where it is on the board, else 0,0).
    #[arg(long, value_name = "SQUARE", value_parser = parse_square, allow_hyphen_values = true)]
    start: Option<SquareArg>,
    /// A closed tour: the last square a knight's move from the first.
    #[arg(long)]
    closed: bool,
    /// seed: the document's depth-first search; fast: Warnsdorff's rule with fallback (the
    /// construction on large boards, and open tours 3 or 4 wide column by column);
    /// construct: divide and conquer, linear in the board.
    #[arg(long, value_enum, default_value_t = KnightMethod::Fast)]
    method: KnightMethod,
    /// Give up after this many nodes, the start included (default: a few seconds' search,
    /// 250,000,000 nodes with the seed method, 50,000,000 with fast; no limit for --count).
    #[arg(long, value_name = "NODES", value_parser = cli::parse_budget)]
    budget: Option<u64>,
    /// Count the tours (directed, from all starts) instead of finding one.
    #[arg(long, conflicts_with_all = ["start", "method"])]
    count: bool,
    /// JSON output.
    #[arg(long)]
    json: bool,
}

/// How `jiugong knight` finds a tour: the core's move orders and its construction, by their
/// command-line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KnightMethod {
    /// The document's search, in its fixed move order.
    Seed,
    /// Warnsdorff's rule; on boards larger than 32×32 with a closed tour and both sides 5 or
    /// more, the construction (a closed tour is an open one from any square); open tours of
    /// boards 3 or 4 wide column by column.
    Fast,
    /// The divide-and-conquer construction of a closed tour (both sides 5 or more), or an
    /// open tour of a board 3 or 4 wide column by column.
    Construct,
}

impl KnightMethod {
    /// The name on the command line.
    fn name(self) -> &'static str {
        match self {
            KnightMethod::Seed => "seed",
            KnightMethod::Fast => "fast",
            KnightMethod::Construct => "construct",
        }
    }
}

/// Runs `jiugong knight`.
pub fn run(a: KnightArgs) -> Result<ExitCode> {
    if a.count {
        return count(a.size, a.closed, Budget::new(a.budget, u64::MAX), a.json);
    }
    let start = match &a.start {
        Some(square) => square.resolve(a.size).map_err(cli::usage)?,
        None => default_start(a.size),
    };
    let default = match a.method {
        // The document's own run on 8×8 takes 210,143,950 nodes.
        KnightMethod::Seed => 250_000_000,
        _ => 50_000_000,
    };
    tour(&a, start, Budget::new(a.budget, default))
}

/// Prints the board's move numbers left-aligned in columns: the document's `printf("%-5d")`
/// up to 9,999 squares, one column wider for each further digit, so that every number is
/// followed by a space. Row by row, so that a board of millions of squares streams out.
fn print_board(out: &mut impl Write, size: Size, board: &[u32]) -> std::io::Result<()> {
    let largest = board.iter().max().copied().unwrap_or(0);
    let width = (largest.to_string().len() + 1).max(5);
    let mut line = Vec::new();
    let mut digits = itoa::Buffer::new();
    for row in board.chunks(size.width as usize) {
        line.clear();
        for &v in row {
            let text = digits.format(v);
            line.extend_from_slice(text.as_bytes());
            line.resize(line.len() + width - text.len(), b' ');
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}

fn no_tour(why: &NoTour) -> ExitCode {
    cli::unanswered(why)
}

/// Finds a tour from `start` and prints it; exit status 0 with a tour, 1 without (after
/// saying why).
fn tour(job: &KnightArgs, start: Square, budget: Budget) -> Result<ExitCode> {
    let size = job.size;
    let checked = if job.closed {
        check_closed(size)
    } else {
        check_open(size, start)
    };
    if let Err(why) = checked {
        return Ok(no_tour(&why));
    }
    // Open tours of boards 3 or 4 wide: column by column, from any start (a proof when
    // there is none).
    let narrow = !job.closed && matches!(size.width.min(size.height), 3 | 4);
    if narrow && job.method != KnightMethod::Seed {
        return narrow_constructed(job, start);
    }
    let construct = match job.method {
        // The construction makes closed tours: where there is none and an open one was
        // asked for, the search finds it.
        KnightMethod::Construct if !job.closed && check_closed(size).is_err() => {
            cli::note(format_args!(
                "{size} has no closed tour to construct: an open one by Warnsdorff's rule"
            ));
            false
        }
        KnightMethod::Construct => true,
        // Large boards, and boards 3 wide (where the search often fails), that have a
        // closed tour.
        KnightMethod::Fast => {
            (size.squares() > SMALL_SQUARES || size.width.min(size.height) == 3)
                && check_closed(size).is_ok()
        }
        KnightMethod::Seed => false,
    };
    if construct {
        return constructed(job, start);
    }
    let mut board: Vec<u32> = cache::zeroed(size.squares() as u64, "board")?;
    let mut stack: Vec<u32> = cache::zeroed(size.squares() as u64, "search's stack")?;
    let order = match job.method {
        KnightMethod::Seed => Order::Document,
        _ => Order::Warnsdorff,
    };
    let goal = if job.closed { Goal::Closed } else { Goal::Open };
    let mut search = Search::new(size, start, order, goal, &mut board[..], &mut stack[..])?;
    let kind = if job.closed { "closed" } else { "open" };
    let bar = progress::nodes(&format!("{kind} tour"));
    // The start square is the first node: a budget is a hard limit on every node.
    let left = budget.nodes.saturating_sub(search.nodes());
    let status = drive(&mut search, &bar, left, 0);
    bar.finish_and_clear();
    let nodes = search.nodes();
    match status {
        Ok(Progress::Exhausted) if job.closed => bail!(
            "no closed tour from {start} on {size} (exhaustive search of {})",
            counted(nodes, "node")
        ),
        Ok(Progress::Exhausted) => return Ok(no_tour(&NoTour::Exhausted { size, start, nodes })),
        Ok(_) => {}
        Err(progress::GaveUp) => {
            return Ok(cli::gave_up(
                nodes,
                budget,
                format_args!(
                    "no {kind} tour from {start} on {size} found yet; one may still exist"
                ),
            ));
        }
    }
    // What searched: the document's order, else Warnsdorff's rule (`fast`).
    let searched = match order {
        Order::Document => KnightMethod::Seed,
        _ => KnightMethod::Fast,
    };
    print_tour(
        job,
        start,
        searched,
        nodes,
        search.board(),
        &counted(nodes, "node"),
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Prints a tour found by `method` from `start`: the board, then on stderr what it took
/// (`took`); or with `--json` the board and the move list.
fn print_tour(
    job: &KnightArgs,
    start: Square,
    method: KnightMethod,
    nodes: u64,
    board: &[u32],
    took: &str,
) -> Result<()> {
    let size = job.size;
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::with_capacity(1 << 20, stdout.lock());
    if job.json {
        write_json_tour(&mut out, job, start, method, nodes, board)?;
    } else {
        print_board(&mut out, size, board)?;
        // What it took, for a person reading (not with --quiet).
        if !cli::quiet() {
            let kind = if job.closed { "closed" } else { "open" };
            eprintln!("{kind} tour from {start} on {size}: {took}");
        }
    }
    out.flush()?;
    Ok(())
}

/// Writes a tour as one JSON object, streamed as the text is (no more memory than the
/// board's): its size, start, kind, method, nodes, the board's rows of move numbers, and
/// the moves as `[row, column]` in order, found by walking the board ([`walk`]).
fn write_json_tour(
    out: &mut impl Write,
    job: &KnightArgs,
    start: Square,
    method: KnightMethod,
    nodes: u64,
    board: &[u32],
) -> std::io::Result<()> {
    let size = job.size;
    write!(
        out,
        "{{\"size\":{{\"width\":{},\"height\":{}}},\"start\":[{},{}],\"closed\":{},\
         \"method\":\"{}\",\"nodes\":{nodes},\"board\":[",
        size.width,
        size.height,
        start.row,
        start.col,
        job.closed,
        method.name()
    )?;
    let mut digits = itoa::Buffer::new();
    let mut line = Vec::new();
    for (r, row) in board.chunks(size.width as usize).enumerate() {
        line.clear();
        line.extend_from_slice(if r == 0 { b"[" } else { b",[" });
        for (c, &v) in row.iter().enumerate() {
            if c > 0 {
                line.push(b',');
            }
            line.extend_from_slice(digits.format(v).as_bytes());
        }
        line.push(b']');
        out.write_all(&line)?;
    }
    out.write_all(b"],\"moves\":[")?;
    for (i, square) in walk(size, board).enumerate() {
        let comma = if i == 0 { "" } else { "," };
        write!(out, "{comma}[{},{}]", square.row, square.col)?;
    }
    out.write_all(b"]}\n")
}

/// A closed tour by construction, numbered from `start`, printed as [`tour`] prints one.
fn constructed(job: &KnightArgs, start: Square) -> Result<ExitCode> {
    let size = job.size;
    if let Err(why) = check_closed(size) {
        return Ok(no_tour(&why));
    }
    let mut links: Vec<u8> = cache::zeroed(size.squares() as u64, "tour's links")?;
    let bar = progress::busy(&format!("closed tour of {size}"));
    build_closed(size, &mut links)?;
    print_links(job, start, links, &bar, "constructed (a closed tour)")
}

/// Numbers the tour held as `links` from `start` and prints it as [`tour`] prints one;
/// `took` says how it was made.
fn print_links(
    job: &KnightArgs,
    start: Square,
    links: Vec<u8>,
    bar: &indicatif::ProgressBar,
    took: &str,
) -> Result<ExitCode> {
    let size = job.size;
    let mut board: Vec<u32> = cache::zeroed(size.squares() as u64, "board")?;
    number_tour(size, &links, start, &mut board)?;
    drop(links);
    bar.finish_and_clear();
    print_tour(job, start, KnightMethod::Construct, 0, &board, took)?;
    Ok(ExitCode::SUCCESS)
}

/// An open tour of a board 3 or 4 wide, built column by column ([`Narrow`]) from `start`,
/// printed as [`tour`] prints one; or the proof that none starts there.
fn narrow_constructed(job: &KnightArgs, start: Square) -> Result<ExitCode> {
    let size = job.size;
    let mut links: Vec<u8> = cache::zeroed(size.squares() as u64, "tour's links")?;
    let bar = progress::busy(&format!("open tour of {size}"));
    let mut narrow = Box::new(Narrow::new());
    match narrow.build_open(size, start, &mut links) {
        Ok(()) => {}
        Err(BuildError::NoTour(why)) => {
            bar.finish_and_clear();
            return Ok(no_tour(&why));
        }
        Err(e) => return Err(e.into()),
    }
    print_links(
        job,
        start,
        links,
        &bar,
        "constructed column by column (an open tour)",
    )
}

/// The largest board `--count` takes (its searches are exhaustive).
pub const COUNT_MAX_SQUARES: usize = 36;

/// Counts the directed tours from every start (open ones, and closed ones among them).
fn count(size: Size, closed_only: bool, budget: Budget, json: bool) -> Result<ExitCode> {
    if size.squares() > COUNT_MAX_SQUARES {
        return Err(cli::usage(format_args!(
            "--count searches exhaustively: boards up to {COUNT_MAX_SQUARES} squares, not {size}"
        )));
    }
    let mut board = vec![0u32; size.squares()];
    let mut stack = vec![0u32; size.squares()];
    let (mut open, mut closed, mut nodes) = (0u64, 0u64, 0u64);
    // Every closed tour passes through every square, so the closed tours from one start,
    // times the number of squares, are the closed tours from all starts.
    let starts = if closed_only { 1 } else { size.squares() };
    let bar = progress::nodes("counting");
    for i in 0..starts {
        let goal = if closed_only {
            Goal::CountClosed
        } else {
            Goal::CountAll
        };
        let mut s = Search::new(
            size,
            size.square(i),
            Order::Document,
            goal,
            &mut board[..],
            &mut stack[..],
        )?;
        let left = budget.nodes.saturating_sub(nodes + s.nodes());
        let ended = drive(&mut s, &bar, left, nodes);
        nodes += s.nodes();
        open += s.found();
        closed += s.closed_found();
        if ended.is_err() {
            bar.finish_and_clear();
            return Ok(cli::gave_up(nodes, budget, "the count is incomplete"));
        }
    }
    bar.finish_and_clear();
    if closed_only {
        closed *= size.squares() as u64;
    }
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    if json {
        let mut v = serde_json::json!({
            "size": { "width": size.width, "height": size.height },
            "closed": closed,
            "nodes": nodes,
        });
        if !closed_only {
            v["open"] = open.into();
        }
        writeln!(out, "{v}")?;
    } else {
        if !closed_only {
            writeln!(
                out,
                "open tours on {size} (directed, from all starts): {}",
                number(open)
            )?;
        }
        writeln!(
            out,
            "closed tours on {size} (directed, from all starts): {}",
            number(closed)
        )?;
        writeln!(out, "nodes: {}", number(nodes))?;
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_squares() {
        assert_eq!(parse_size("8x8"), Ok(Size::new(8, 8).unwrap()));
        assert_eq!(parse_size("3×4"), Ok(Size::new(3, 4).unwrap()));
        assert!(parse_size("0x8").is_err());
        assert!(parse_size("8").is_err());
        assert!(parse_size("axb").is_err());
        assert_eq!(parse_square("2,0"), Ok(SquareArg::RowCol(2, 0)));
        assert_eq!(parse_square("c1"), Ok(SquareArg::Chess(2, 1)));
        assert!(parse_square("2;0").is_err());
        assert!(parse_square("-1,0").is_err());
        let s = Size::new(8, 8).unwrap();
        assert_eq!(
            SquareArg::Chess(0, 6).resolve(s).unwrap(),
            Square::new(2, 0)
        );
        assert!(SquareArg::RowCol(8, 0).resolve(s).is_err());
    }
}
