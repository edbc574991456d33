//! `jiugong sudoku` on Sudoku's variants: puzzles made for a recipe (`puzzle --variant
//! killer --size 6`), and Simon Tatham's Solo game IDs solved (`solve`, when the input's
//! first entry is one).

use crate::batch::Batch;
use crate::files::{Input, for_each_line};
use crate::sudoku::PuzzleArgs;
use crate::{cli, clock_seed, progress};
use anyhow::{Context, Result};
use jiugong_core::sudoku::variant::Symmetry;
use jiugong_core::sudoku::variant::{
    Layout, Recipe, VariantPuzzle, VariantSolver, generate, room_for, room_words, solo,
};
use jiugong_core::sudoku::{Format, Level, Method};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use std::io::{BufRead, Write};

/// True if the first entry of `input` (past blank lines and `#` comments) is a Solo game
/// ID: `PARAMS:DESC`, the parameters a number and letters. Reads nothing away.
pub fn starts_with_solo_id(input: &mut Input) -> Result<bool> {
    let name = input.name.clone();
    let buffered = input
        .reader
        .fill_buf()
        .with_context(|| format!("cannot read {name}"))?;
    let text = String::from_utf8_lossy(buffered);
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    Ok(first.is_some_and(|line| {
        line.split_once(':').is_some_and(|(params, _)| {
            params.starts_with(|c: char| c.is_ascii_digit())
                && params.chars().all(|c| c.is_ascii_alphanumeric())
        })
    }))
}

/// A solution as the puzzle's own game ID with every cell given.
fn solved_id(puzzle: &VariantPuzzle, solution: &[u8]) -> String {
    let mut solved = puzzle.clone();
    solved.givens_mut().copy_from_slice(solution);
    let mut id = String::new();
    // Every puzzle read from an ID writes back as one.
    let _ = solo::write(&solved, &mut id);
    id
}

/// `--format`: a grid text, or Solo's game IDs.
#[derive(Clone, Copy, Debug)]
pub enum PuzzleFormat {
    /// Document 003's block format or the line format.
    Text(Format),
    /// Simon Tatham's Solo game IDs.
    Sgt,
}

impl std::str::FromStr for PuzzleFormat {
    type Err = jiugong_core::name::UnknownName;

    fn from_str(s: &str) -> std::result::Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("sgt") {
            return Ok(PuzzleFormat::Sgt);
        }
        s.parse()
            .map(PuzzleFormat::Text)
            .map_err(|_| jiugong_core::name::UnknownName {
                expected: "grid (or block), line or sgt",
            })
    }
}

/// `puzzle` with `--variant`, `--size` or `--killer-givens`: Sudoku's variants, as Solo
/// game IDs, at a level when `--difficulty` names one; the options that rate or shape a
/// classic puzzle otherwise do not apply yet.
pub fn puzzles_of(a: &PuzzleArgs) -> Result<()> {
    let refused = [
        (a.rating.is_some(), "--rating"),
        (a.clues.is_some(), "--clues"),
        (a.method != Method::Dig, "--method"),
        (
            matches!(a.format, Some(PuzzleFormat::Text(_))),
            "--format grid or line",
        ),
    ];
    if let Some((_, flag)) = refused.iter().find(|(given, _)| *given) {
        return Err(cli::usage(format_args!(
            "{flag} does not apply to --variant and --size: variants are made by digging, \
             to a level (--difficulty), and written as Solo game IDs (--format sgt)"
        )));
    }
    let mut recipe = recipe(a.variant.as_deref(), a.size)?;
    recipe.symmetry = if a.symmetric {
        Symmetry::Rotate2
    } else {
        Symmetry::None
    };
    recipe.minimal = a.minimal;
    recipe.killer_givens = a.killer_givens;
    recipe.level = a.difficulty;
    let seed = a.seed.unwrap_or_else(clock_seed);
    puzzles(a.count as usize, &recipe, seed, a.with_solution, a.json)
}

/// A classic 9×9 grid as a Solo game ID (`3x3:…`).
pub fn classic_id(grid: &jiugong_core::sudoku::Grid) -> String {
    let Ok(layout) = Layout::classic(9) else {
        return String::new(); // 9×9 always has its boxes
    };
    let mut puzzle = VariantPuzzle::new(layout);
    for (cell, g) in puzzle.givens_mut().iter_mut().enumerate() {
        *g = grid.get(cell);
    }
    let mut id = String::new();
    let _ = solo::write(&puzzle, &mut id);
    id
}

/// What one entry of a file of game IDs gives: the line to write, or why it failed and
/// the line to write in its place.
type Answer = std::result::Result<String, (String, String)>;

/// Calls `answer` with each Solo game ID of `input` (past blank lines and `#` comments)
/// and its number from 1, writing what it gives into `w` (the output `name`); an entry
/// that fails is named on stderr with its line. A line too long to be an entry is written
/// as a comment saying so.
fn each_id(
    input: &mut Input,
    batch: &mut Batch,
    w: &mut impl Write,
    name: &str,
    mut answer: impl FnMut(usize, &str) -> Answer,
) -> Result<()> {
    let mut number = 0;
    for_each_line(input, |line| {
        let text = line.text.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(());
        }
        number += 1;
        batch.entry(line.read);
        let answered = match line.too_long() {
            Some(why) => Err((why.clone(), line.stand_in(&why))),
            None => answer(number, text),
        };
        let written = match answered {
            Ok(written) => written,
            Err((why, written)) => {
                batch.failed(format_args!("puzzle {number}, line {}: {why}", line.number));
                written
            }
        };
        writeln!(w, "{written}").with_context(|| format!("cannot write {name}"))
    })
}

/// Answers every Solo game ID of `input`, one a line, into `w` (the output `name`): the
/// same ID with every cell given; an entry that cannot be solved (malformed, no solution,
/// several) is named on stderr and written back as read.
pub fn answer_ids(
    input: &mut Input,
    batch: &mut Batch,
    w: &mut impl Write,
    name: &str,
) -> Result<()> {
    let mut room: Vec<u16> = Vec::new();
    each_id(input, batch, w, name, |_, text| {
        solo::parse(text)
            .map_err(|e| e.to_string())
            .and_then(|puzzle| {
                let layout = &puzzle.layout;
                room.resize(room_words(layout), 0);
                let mut solution = vec![0u8; layout.cells()];
                VariantSolver::new(layout)
                    .solve_unique(puzzle.givens(), &mut room, &mut solution)
                    .map(|()| solved_id(&puzzle, &solution))
                    .map_err(|e| e.to_string())
            })
            .map_err(|why| (why, text.to_string()))
    })
}

/// Grades every Solo game ID of `input`, one a line, on standard output: its level, its
/// hardest step and that step's figure (with `json`, one object a line). An entry without
/// one solution is named on stderr, and its line says why.
pub fn rate_ids(input: &mut Input, batch: &mut Batch, json: bool) -> Result<()> {
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut room: Vec<u16> = Vec::new();
    each_id(input, batch, &mut out, "standard output", |n, text| {
        let graded = solo::parse(text)
            .map_err(|e| e.to_string())
            .and_then(|puzzle| {
                let layout = &puzzle.layout;
                room.resize(room_words(layout), 0);
                let mut solver = VariantSolver::new(layout);
                let mut solution = vec![0u8; layout.cells()];
                solver
                    .solve_unique(puzzle.givens(), &mut room, &mut solution)
                    .and_then(|()| solver.grade(puzzle.givens(), Level::Diabolical))
                    .map(|grade| (puzzle, grade))
                    .map_err(|e| e.to_string())
            });
        match (graded, json) {
            (Ok((puzzle, grade)), true) => Ok(serde_json::json!({
                "puzzle": n,
                "id": text,
                "level": grade.level().name(),
                "rating": grade.rating().value(),
                "hardest": grade.hardest.name(),
                "clues": puzzle.clues(),
                "cages": puzzle.layout.cages(),
            })
            .to_string()),
            (Ok((puzzle, grade)), false) => Ok(format!(
                "{n}: {} ({}, {}; {} clues{})",
                grade.level(),
                grade.hardest,
                grade.rating(),
                puzzle.clues(),
                match puzzle.layout.cages() {
                    0 => String::new(),
                    k => format!(", {k} cages"),
                }
            )),
            (Err(why), true) => {
                let line = serde_json::json!({"puzzle": n, "error": why}).to_string();
                Err((why, line))
            }
            (Err(why), false) => Err((why.clone(), format!("{n}: not rated: {why}"))),
        }
    })?;
    out.flush().context("cannot write standard output")
}

/// Writes `count` puzzles of `recipe` to standard output as Solo game IDs (with `json`, one
/// object a line), each followed by its solution when asked.
pub fn puzzles(
    count: usize,
    recipe: &Recipe,
    seed: u64,
    with_solution: bool,
    json: bool,
) -> Result<()> {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    let mut room = vec![0u16; room_for(recipe.n)];
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    let bar = progress::items(count as u64, "puzzles");
    let mut solution = vec![0u8; usize::from(recipe.n) * usize::from(recipe.n)];
    let mut unsolo = None;
    for i in 0..count {
        let puzzle = generate(recipe, &mut rng, &mut room, Some(&mut solution))?;
        bar.inc(1);
        let mut id = String::new();
        if let Err(e) = solo::write(&puzzle, &mut id) {
            unsolo.get_or_insert(e);
        }
        if json {
            let grade =
                VariantSolver::new(&puzzle.layout).grade(puzzle.givens(), Level::Diabolical)?;
            let v = serde_json::json!({
                "puzzle": id,
                "solution": solved_id(&puzzle, &solution),
                "variant": recipe.to_string(),
                "size": recipe.n,
                "clues": puzzle.clues(),
                "cages": puzzle.layout.cages(),
                "level": grade.level().name(),
                "hardest": grade.hardest.name(),
                "seed": seed,
                "index": i,
            });
            writeln!(out, "{v}")?;
        } else {
            writeln!(out, "{id}")?;
            if with_solution {
                writeln!(out, "{}", solved_id(&puzzle, &solution))?;
            }
        }
    }
    bar.finish_and_clear();
    if let Some(e) = unsolo {
        anyhow::bail!("{e}: these puzzles have no Solo game ID");
    }
    Ok(())
}

/// The recipe of `--variant` and `--size`: the variants named on the classic grid of that
/// side, with the options that apply to them.
pub fn recipe(variants: Option<&str>, size: Option<u8>) -> Result<Recipe> {
    let n = size.unwrap_or(9);
    let recipe = Recipe::named(variants.unwrap_or("classic"), n)
        .map_err(|e| cli::usage(format_args!("invalid value for '--variant <LIST>': {e}")))?;
    if recipe.windows && n != 9 {
        return Err(cli::usage(
            "windoku's windows are on the 9×9 grid (--size 9)",
        ));
    }
    if !recipe.jigsaw && Layout::classic(n).is_err() {
        return Err(cli::usage(format_args!(
            "--size {n} has no boxes: 4, 6, 8, 9, 12 or 16 (boxes of 2×2, 2×3, 2×4, 3×3, 3×4, \
             4×4), or a jigsaw (--variant jigsaw) of 4 to 16"
        )));
    }
    Ok(recipe)
}
