//! The Sudoku commands: `finals`, `solve`, `puzzle`, `rate`, `stats`.

use crate::files::{BUFFER, for_each_line, open_lines, write_atomically, write_pipelined};
use crate::progress;
use anyhow::{Context, Result, bail};
use jiugong_core::sudoku::finals::TOTAL_COUNT;
use jiugong_core::sudoku::grid::{BLOCK_BYTES, CELLS};
use jiugong_core::sudoku::transform::{Summary, Table1, Transform};
use jiugong_core::sudoku::{
    Finals, Format, Generator, Grid, GridParser, Options, Rating, SolveError, Solver, Technique,
    rate,
};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// The most grids `finals` can write: every grid of the core's distinct sequence.
pub const MAX_FINALS: u64 = TOTAL_COUNT;

/// Writes `count` distinct solved grids with top-left digit `first` to `out` in document
/// 003's format (digits separated by one space, an empty line between grids).
pub fn finals(count: u64, first: u8, out: &Path) -> Result<()> {
    if count == 0 || count > MAX_FINALS {
        bail!("the number of grids must be 1..={MAX_FINALS}, not {count}");
    }
    let mut grids = Finals::new(first)?;
    let bar = progress::items(count, "grids");
    // A chunk holds whole grids at fixed offsets: 162 bytes of rows and the empty line's
    // "\n". The spaces and newlines are laid down once per buffer; each grid then writes only
    // its 81 digits.
    const SLOT: usize = BLOCK_BYTES + 1;
    const PER_CHUNK: usize = BUFFER / SLOT;
    let mut template = [b'\n'; SLOT];
    if let Some(rows) = template.first_chunk_mut::<BLOCK_BYTES>() {
        Grid::EMPTY.write_block(rows);
    }
    let mut written = 0u64;
    write_atomically(out, |w| {
        write_pipelined(w, |chunk| {
            if chunk.len() != PER_CHUNK * SLOT {
                chunk.clear();
                for _ in 0..PER_CHUNK {
                    chunk.extend_from_slice(&template);
                }
            }
            let n = (count - written).min(PER_CHUNK as u64) as usize;
            for slot in chunk.chunks_exact_mut(SLOT).take(n) {
                let grid = grids.next().context("the grid sequence ended early")?;
                if let Some(rows) = slot.first_chunk_mut::<BLOCK_BYTES>() {
                    grid.write_block_digits(rows);
                }
            }
            written += n as u64;
            bar.inc(n as u64);
            if written == count {
                chunk.truncate(n * SLOT - 1); // no empty line after the last grid
            }
            Ok(written < count)
        })
        .with_context(|| format!("cannot write {}", out.display()))
    })?;
    bar.finish_and_clear();
    Ok(())
}

/// Streams the grids of a puzzle file (format detected from its first non-empty line) to
/// `each(number, grid)`; returns the format. A malformed grid stops with an error that names
/// the file, grid, line and column.
pub fn read_grids(
    path: &Path,
    mut each: impl FnMut(usize, &Grid, Format) -> Result<()>,
) -> Result<Format> {
    let (reader, size) = open_lines(path)?;
    let bar = progress::bytes(size, "puzzles");
    let mut parser: Option<GridParser> = None;
    for_each_line(path, reader, |line, read| {
        if parser.is_none() {
            if line.trim().is_empty() {
                return Ok(());
            }
            parser = Some(GridParser::new(Format::detect(line)));
        }
        let Some(p) = parser.as_mut() else {
            return Ok(());
        };
        let grid = p
            .feed(line)
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        if let Some(grid) = grid {
            each(p.grids(), &grid, p.format())?;
            bar.set_position(read);
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let Some(parser) = parser else {
        bail!("{}: no puzzles in the file", path.display());
    };
    parser
        .finish()
        .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    Ok(parser.format())
}

/// Writes one grid in `format`, preceded by a separator when it is not the first.
fn write_grid(w: &mut impl Write, grid: &Grid, format: Format, first: bool) -> std::io::Result<()> {
    match format {
        Format::Block => {
            if !first {
                w.write_all(b"\n")?;
            }
            let mut block = [0u8; BLOCK_BYTES];
            grid.write_block(&mut block);
            w.write_all(&block)
        }
        Format::Line => {
            let mut line = [0u8; CELLS];
            grid.write_line(&mut line, b'.');
            w.write_all(&line)?;
            w.write_all(b"\n")
        }
    }
}

/// The outcome of `solve`: puzzles solved, and those without exactly one solution.
#[derive(Debug, Default)]
pub struct SolveReport {
    /// Puzzles solved.
    pub solved: usize,
    /// `(puzzle number, why)` for puzzles with no or several solutions.
    pub failed: Vec<(usize, SolveError)>,
}

/// Solves every puzzle in `input`, writing the solutions in the same format to `out`. A
/// puzzle with no or several solutions is written back as given (so the n-th output is the
/// n-th input's) and listed in the report.
pub fn solve(input: &Path, out: &Path) -> Result<SolveReport> {
    let mut solver = Solver::new();
    let mut report = SolveReport::default();
    write_atomically(out, |w| {
        read_grids(input, |n, grid, format| {
            let answer = match solver.solve_unique(grid) {
                Ok(solution) => {
                    report.solved += 1;
                    solution
                }
                Err(e) => {
                    report.failed.push((n, e));
                    *grid
                }
            };
            write_grid(w, &answer, format, n == 1)
                .with_context(|| format!("cannot write {}", out.display()))
        })?;
        Ok(())
    })?;
    Ok(report)
}

/// Technique counts as a JSON object, every technique present.
fn technique_counts(rating: &Rating) -> serde_json::Map<String, serde_json::Value> {
    Technique::ALL
        .iter()
        .map(|&t| (t.name().to_string(), rating.count(t).into()))
        .collect()
}

/// Technique counts as text: the techniques used, `name count`, comma-separated.
fn technique_text(rating: &Rating) -> String {
    let used: Vec<String> = Technique::ALL
        .iter()
        .filter(|&&t| rating.count(t) > 0)
        .map(|&t| format!("{} {}", t.name(), rating.count(t)))
        .collect();
    used.join(", ")
}

/// Rates every puzzle in `input` on stdout; returns the puzzles that could not be rated.
pub fn rate_file(input: &Path, json: bool) -> Result<Vec<(usize, SolveError)>> {
    let mut solver = Solver::new();
    let mut failed = Vec::new();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    read_grids(input, |n, grid, _| {
        match rate(grid, &mut solver) {
            Ok(r) => {
                if json {
                    let v = serde_json::json!({
                        "puzzle": n,
                        "grid": grid.line('.').to_string(),
                        "clues": grid.clue_count(),
                        "level": r.level.name(),
                        "techniques": technique_counts(&r),
                    });
                    writeln!(out, "{v}")?;
                } else {
                    writeln!(
                        out,
                        "{n}: {} ({} clues): {}",
                        r.level,
                        grid.clue_count(),
                        technique_text(&r)
                    )?;
                }
            }
            Err(e) => failed.push((n, e)),
        }
        Ok(())
    })?;
    Ok(failed)
}

/// How `puzzle` prints grids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleFormat {
    /// Document 003's block format.
    Grid,
    /// One line of 81 characters, `.` for empty.
    Line,
}

/// Generates `count` puzzles on stdout.
pub fn puzzles(
    count: usize,
    options: &Options,
    seed: u64,
    format: PuzzleFormat,
    with_solution: bool,
    json: bool,
) -> Result<()> {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    let mut generator = Generator::new();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let format = match format {
        PuzzleFormat::Grid => Format::Block,
        PuzzleFormat::Line => Format::Line,
    };
    for i in 0..count {
        let p = generator.generate(options, &mut rng)?;
        if json {
            let v = serde_json::json!({
                "puzzle": p.puzzle.line('.').to_string(),
                "solution": p.solution.line('.').to_string(),
                "clues": p.puzzle.clue_count(),
                "level": p.rating.level.name(),
                "techniques": technique_counts(&p.rating),
                "seed": seed,
                "index": i,
            });
            writeln!(out, "{v}")?;
            continue;
        }
        write_grid(&mut out, &p.puzzle, format, i == 0)?;
        if with_solution {
            write_grid(&mut out, &p.solution, format, false)?;
        }
    }
    Ok(())
}

/// One row of Table 1 in JSON.
#[derive(Serialize)]
struct SummaryJson {
    trials: u32,
    min: f64,
    max: f64,
    mean: f64,
    std_dev: f64,
    within_1_sigma: f64,
    within_2_sigma: f64,
    within_3_sigma: f64,
}

impl From<&Summary> for SummaryJson {
    fn from(s: &Summary) -> Self {
        SummaryJson {
            trials: s.count,
            min: s.min,
            max: s.max,
            mean: s.mean,
            std_dev: s.std_dev,
            within_1_sigma: s.within_1,
            within_2_sigma: s.within_2,
            within_3_sigma: s.within_3,
        }
    }
}

/// The paper's own Table 1, for comparison.
const PAPER: [(&str, [f64; 7]); 2] = [
    (
        "paper: transformed vs seed",
        [0.905, 0.656, 0.790, 0.028, 0.696, 0.955, 0.995],
    ),
    (
        "paper: two random grids",
        [0.895, 0.664, 0.791, 0.029, 0.681, 0.955, 0.996],
    ),
];

/// Runs the Table 1 experiment and prints it (as text beside the paper's, or as JSON).
pub fn stats(trials: u32, seed: u64, json: bool) -> Result<Table1> {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    let table = Table1::run(trials, &Transform::default(), &mut rng);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if json {
        let v = serde_json::json!({
            "trials": trials,
            "seed": seed,
            "transformed_vs_seed": SummaryJson::from(&table.transformed_vs_seed),
            "random_pairs": SummaryJson::from(&table.random_pairs),
        });
        writeln!(out, "{v}")?;
        return Ok(table);
    }
    writeln!(
        out,
        "{:<28} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6} {:>6}",
        "cosine similarity", "trials", "max", "min", "mean", "σ", "μ±σ", "μ±2σ", "μ±3σ"
    )?;
    let rows = [
        ("transformed vs seed", &table.transformed_vs_seed),
        ("two random grids", &table.random_pairs),
    ];
    for (name, s) in rows {
        writeln!(
            out,
            "{name:<28} {:>7} {:>6.3} {:>6.3} {:>6.3} {:>6.3} {:>5.1}% {:>5.1}% {:>5.1}%",
            s.count,
            s.max,
            s.min,
            s.mean,
            s.std_dev,
            s.within_1 * 100.0,
            s.within_2 * 100.0,
            s.within_3 * 100.0
        )?;
    }
    for (name, v) in PAPER {
        writeln!(
            out,
            "{name:<28} {:>7} {:>6.3} {:>6.3} {:>6.3} {:>6.3} {:>5.1}% {:>5.1}% {:>5.1}%",
            10_000,
            v[0],
            v[1],
            v[2],
            v[3],
            v[4] * 100.0,
            v[5] * 100.0,
            v[6] * 100.0
        )?;
    }
    Ok(table)
}
