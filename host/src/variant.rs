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
    Layout, Recipe, VariantError, VariantMaker, VariantPuzzle, VariantSolver, room_for, room_words,
    solo, text,
};
use jiugong_core::sudoku::{Format, Level, Method};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use std::io::{BufRead, Write};

/// The variants' formats a file of puzzles can hold, found from its first entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entries {
    /// Simon Tatham's Solo game IDs, one a line.
    Solo,
    /// Blocks: a heading naming the variants and the size, then the givens, pieces and
    /// cages ([`text`]).
    Blocks,
    /// One line of givens a puzzle, on a classic grid of another side than 9 (16, 36, 64,
    /// 144 or 256 symbols).
    Lines,
}

impl Entries {
    /// The format of `input`'s first entry (past blank lines and `#` comments) when it is
    /// one of the variants': a Solo ID (`PARAMS:DESC`, the parameters a number and
    /// letters), a block's heading, or a line of givens of a classic grid of another side
    /// than 9. Reads nothing away.
    pub fn of(input: &mut Input) -> Result<Option<Entries>> {
        let name = input.name.clone();
        let buffered = input
            .reader
            .fill_buf()
            .with_context(|| format!("cannot read {name}"))?;
        let text = String::from_utf8_lossy(buffered);
        let Some(line) = text
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
        else {
            return Ok(None);
        };
        let solo = line.split_once(':').is_some_and(|(params, _)| {
            params.starts_with(|c: char| c.is_ascii_digit())
                && params.chars().all(|c| c.is_ascii_alphanumeric())
        });
        Ok(if solo {
            Some(Entries::Solo)
        } else if text::is_heading(line) {
            Some(Entries::Blocks)
        } else if line.chars().count() != 81 && text::parse_line(line).is_ok() {
            Some(Entries::Lines)
        } else {
            None
        })
    }

    /// The puzzle an entry of this format holds, or what is wrong with it and on which
    /// line of the file (`first`: the entry's first).
    fn read(self, entry: &str, first: usize) -> std::result::Result<VariantPuzzle, Failed> {
        let on = |e: text::TextError| Failed {
            line: first + e.line - 1,
            why: e.kind.to_string(),
        };
        match self {
            Entries::Solo => solo::parse(entry).map_err(|e| Failed {
                line: first,
                why: e.to_string(),
            }),
            Entries::Blocks => text::parse(entry).map_err(on),
            Entries::Lines => text::parse_line(entry).map_err(on),
        }
    }

    /// `puzzle` in this format: a block with its last line's end, an ID or a line without.
    fn write(self, puzzle: &VariantPuzzle) -> String {
        let mut out = String::new();
        // Every puzzle read in a format writes back in it.
        let written = match self {
            Entries::Solo => solo::write(puzzle, &mut out).is_ok(),
            Entries::Blocks => text::write(puzzle, &mut out).is_ok(),
            Entries::Lines => text::write_line(puzzle, &mut out).is_ok(),
        };
        debug_assert!(written);
        out
    }
}

/// `puzzle` with `solution` in place of its givens.
fn solved(puzzle: &VariantPuzzle, solution: &[u8]) -> VariantPuzzle {
    let mut solved = puzzle.clone();
    solved.givens_mut().copy_from_slice(solution);
    solved
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
    ];
    if let Some((_, flag)) = refused.iter().find(|(given, _)| *given) {
        return Err(cli::usage(format_args!(
            "{flag} does not apply to --variant and --size: variants are made by digging, \
             to a level (--difficulty)"
        )));
    }
    let mut recipe = recipe(a.variant.as_deref(), a.size)?;
    let format = match a.format {
        None | Some(PuzzleFormat::Sgt) => Entries::Solo,
        Some(PuzzleFormat::Text(Format::Block)) => Entries::Blocks,
        Some(PuzzleFormat::Text(Format::Line)) => {
            if recipe.jigsaw || recipe.diagonals || recipe.windows || recipe.killer {
                return Err(cli::usage(
                    "--format line holds the givens alone: x, windoku, jigsaw and killer \
                     puzzles take --format grid or sgt",
                ));
            }
            Entries::Lines
        }
    };
    recipe.symmetry = if a.symmetric {
        Symmetry::Rotate2
    } else {
        Symmetry::None
    };
    recipe.minimal = a.minimal;
    recipe.killer_givens = a.killer_givens;
    recipe.level = a.difficulty;
    let seed = a.seed.unwrap_or_else(clock_seed);
    let made = Made {
        count: a.count as usize,
        seed,
        format,
        with_solution: a.with_solution,
        json: a.json,
    };
    puzzles(&recipe, &made)
}

/// How many puzzles to make, from which seed, and how to write them.
pub struct Made {
    /// Puzzles to make.
    pub count: usize,
    /// The random seed.
    pub seed: u64,
    /// Their format.
    pub format: Entries,
    /// Each followed by its solution.
    pub with_solution: bool,
    /// One JSON object a puzzle.
    pub json: bool,
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

/// Why an entry failed, and the line of the file that says so.
struct Failed {
    line: usize,
    why: String,
}

/// What one entry of a file of variant puzzles gives: the text to write, or why it failed
/// and the text to write in its place.
type Answer = std::result::Result<String, (Failed, String)>;

/// One entry as read: its number from 1, its first line, its text, and why it cannot be
/// read when a line of it is too long.
struct Entry {
    number: usize,
    first: usize,
    text: String,
    too_long: Option<String>,
}

/// Where answers go: the writer, the output's name for errors, and whether an empty line
/// keeps them apart (solved blocks).
struct Output<'a, W> {
    w: &'a mut W,
    name: &'a str,
    apart: bool,
}

/// Calls `answer` with each entry of `input` in the format `entries` (past blank lines and
/// `#` comments; a block runs from its heading to the next), writing what it gives into
/// `out`; an entry that fails is named on stderr with its line. A line too long to be an
/// entry is written as a comment saying so.
fn each_entry<W: Write>(
    input: &mut Input,
    batch: &mut Batch,
    out: &mut Output<'_, W>,
    entries: Entries,
    mut answer: impl FnMut(&Entry) -> Answer,
) -> Result<()> {
    let Output { w, name, apart } = out;
    let mut number = 0;
    let mut open: Option<Entry> = None;
    let mut finish = |entry: Entry, batch: &mut Batch, w: &mut dyn Write| -> Result<()> {
        let answered = match &entry.too_long {
            Some(why) => Err((
                Failed {
                    line: entry.first,
                    why: why.clone(),
                },
                format!("# line {}: {why}", entry.first),
            )),
            None => answer(&entry),
        };
        let written = answered.unwrap_or_else(|(failed, written)| {
            batch.failed(format_args!(
                "puzzle {}, line {}: {}",
                entry.number, failed.line, failed.why
            ));
            written
        });
        let gap = if *apart && entry.number > 1 { "\n" } else { "" };
        write!(w, "{gap}{}", written.trim_end())
            .and_then(|()| writeln!(w))
            .with_context(|| format!("cannot write {name}"))
    };
    for_each_line(input, |line| {
        let text = line.text.trim();
        let heading = entries == Entries::Blocks && text::is_heading(text);
        if !heading && (text.is_empty() || text.starts_with('#')) {
            return Ok(());
        }
        if let (Some(block), false) = (open.as_mut(), heading) {
            block.text.push_str(text);
            block.text.push('\n');
            block.too_long = block.too_long.take().or_else(|| line.too_long());
            return Ok(());
        }
        if let Some(done) = open.take() {
            finish(done, batch, w)?;
        }
        number += 1;
        batch.entry(line.read);
        let entry = Entry {
            number,
            first: line.number,
            text: format!("{text}\n"),
            too_long: line.too_long(),
        };
        if entries == Entries::Blocks {
            open = Some(entry);
            Ok(())
        } else {
            finish(entry, batch, w)
        }
    })?;
    match open.take() {
        Some(done) => finish(done, batch, w),
        None => Ok(()),
    }
}

/// Answers every variant puzzle of `input` (Solo IDs, blocks or lines, as `entries` says)
/// into `w` (the output `name`): the same puzzle in the same format with every cell given;
/// an entry that cannot be solved (malformed, no solution, several) is named on stderr and
/// written back as read.
pub fn answer_entries(
    input: &mut Input,
    batch: &mut Batch,
    w: &mut impl Write,
    name: &str,
    entries: Entries,
) -> Result<()> {
    let mut solving = Solving::default();
    let mut out = Output {
        w,
        name,
        apart: entries == Entries::Blocks,
    };
    each_entry(input, batch, &mut out, entries, |entry| {
        let solve = |puzzle: VariantPuzzle| {
            let solution = solving.solve(&puzzle).map_err(|e| Failed {
                line: entry.first,
                why: e.to_string(),
            })?;
            Ok(entries.write(&solved(&puzzle, &solution)))
        };
        entries
            .read(entry.text.trim(), entry.first)
            .and_then(solve)
            .map_err(|failed| (failed, entry.text.clone()))
    })
}

/// What solving puzzle after puzzle keeps: the search's room, and one variant solver made
/// again in place for each puzzle's layout (which takes the classic 9×9 to the classic
/// solver).
#[derive(Default)]
pub struct Solving {
    room: Vec<u16>,
    solver: Option<Box<VariantSolver>>,
}

impl Solving {
    /// `puzzle`'s one solution, each cell's digit row by row, or why there is none: as
    /// `jiugong sudoku solve` answers a variant entry.
    ///
    /// ```
    /// use jiugong::variant::Solving;
    /// use jiugong_core::sudoku::variant::solo;
    ///
    /// let mut solving = Solving::default();
    /// let puzzle = solo::parse("2x2:a1e4_3e4a")?;
    /// assert_eq!(solving.solve(&puzzle)?[..4], [4, 1, 3, 2]);
    /// // The classic 9×9 (by the classic solver): "a digit twice" said as on every variant.
    /// let twice = solo::parse("3x3:1_1zzza")?;
    /// let refused = solving.solve(&twice).unwrap_err().to_string();
    /// assert_eq!(refused, "the givens repeat 1 in row 1 (at r1c2)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve(&mut self, puzzle: &VariantPuzzle) -> Result<Vec<u8>, VariantError> {
        self.by_variants(puzzle).map(|(_, solution)| solution)
    }

    /// `puzzle`'s one solution by the variant solver, made for its layout, and the solver.
    fn by_variants(
        &mut self,
        puzzle: &VariantPuzzle,
    ) -> Result<(&VariantSolver, Vec<u8>), VariantError> {
        let layout = &puzzle.layout;
        self.room.resize(room_words(layout), 0);
        let solver = self
            .solver
            .get_or_insert_with(|| Box::new(VariantSolver::new(layout)));
        solver.reset(layout);
        let mut solution = vec![0u8; layout.cells()];
        solver.solve_unique(puzzle.givens(), &mut self.room, &mut solution)?;
        Ok((solver, solution))
    }

    /// An entry read and solved by the variant solver (for its grading): the puzzle, its
    /// layout's solver and its one solution, or why not (malformed, no solution, several),
    /// with the entry's line.
    fn read_and_solve(
        &mut self,
        entries: Entries,
        entry: &Entry,
    ) -> std::result::Result<(VariantPuzzle, &VariantSolver, Vec<u8>), Failed> {
        let puzzle = entries.read(entry.text.trim(), entry.first)?;
        let (solver, solution) = self.by_variants(&puzzle).map_err(|e| Failed {
            line: entry.first,
            why: e.to_string(),
        })?;
        Ok((puzzle, solver, solution))
    }
}

/// Grades every variant puzzle of `input` (as `entries` says) on standard output, a line
/// each: its level, its hardest step and that step's figure (with `json`, one object a
/// line), and with `steps` the solving path, a line a step. An entry without one solution
/// is named on stderr, and its line says why.
pub fn rate_entries(
    input: &mut Input,
    batch: &mut Batch,
    json: bool,
    steps: bool,
    entries: Entries,
) -> Result<()> {
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut solving = Solving::default();
    let mut out = Output {
        w: &mut out,
        name: "standard output",
        apart: false,
    };
    each_entry(input, batch, &mut out, entries, |entry| {
        let n = entry.number;
        let graded = solving
            .read_and_solve(entries, entry)
            .and_then(|(puzzle, solver, _)| {
                let mut path = Vec::new();
                let graded = solver
                    .grade(puzzle.givens(), Level::Diabolical)
                    .and_then(|grade| {
                        let solved = !steps
                            || solver.steps(puzzle.givens(), |step| path.push(step.to_string()))?;
                        if !solved {
                            path.push("no step up to forcing chains applies: a guess".to_string());
                        }
                        Ok(grade)
                    });
                match graded {
                    Ok(grade) => Ok((puzzle, grade, path)),
                    Err(e) => Err(Failed {
                        line: entry.first,
                        why: e.to_string(),
                    }),
                }
            });
        let key = match entries {
            Entries::Solo => "id",
            _ => "text",
        };
        match (graded, json) {
            (Ok((puzzle, grade, path)), true) => {
                let mut v = serde_json::json!({
                    "puzzle": n,
                    key: entries.write(&puzzle).trim_end(),
                    "level": grade.level().name(),
                    "rating": grade.rating().value(),
                    "hardest": grade.hardest.name(),
                    "clues": puzzle.clues(),
                    "cages": puzzle.layout.cages(),
                });
                if steps {
                    v["steps"] = path.into();
                }
                Ok(v.to_string())
            }
            (Ok((puzzle, grade, path)), false) => {
                let mut text = format!(
                    "{n}: {} ({}, {}; {} clues{})",
                    grade.level(),
                    grade.hardest,
                    grade.rating(),
                    puzzle.clues(),
                    match puzzle.layout.cages() {
                        0 => String::new(),
                        k => format!(", {k} cages"),
                    }
                );
                for (i, step) in path.iter().enumerate() {
                    text += &format!("\n  {}. {step}", i + 1);
                }
                Ok(text)
            }
            (Err(failed), true) => {
                let line = serde_json::json!({"puzzle": n, "error": failed.why}).to_string();
                Err((failed, line))
            }
            (Err(failed), false) => {
                let line = format!("{n}: not rated: {}", failed.why);
                Err((failed, line))
            }
        }
    })?;
    out.w.flush().context("cannot write standard output")
}

/// Writes puzzles of `recipe` to standard output as `made` says (with `json`, one object a
/// line), each followed by its solution when asked; blocks apart by an empty line.
pub fn puzzles(recipe: &Recipe, made: &Made) -> Result<()> {
    let rng = XorShiftRng::seed_from_u64(made.seed);
    // One maker for every puzzle: a new one for each would zero and build its 49 KB again.
    let mut maker = VariantMaker::idle(rng, vec![0u16; room_for(recipe.n)]);
    let stdout = crate::files::stdout()?;
    let mut out = stdout.lock();
    let bar = progress::items(made.count as u64, "puzzles");
    let mut solution = vec![0u8; usize::from(recipe.n) * usize::from(recipe.n)];
    let format = made.format;
    for i in 0..made.count {
        let puzzle = maker.make(recipe, Some(&mut solution))?;
        bar.inc(1);
        let written = match format {
            Entries::Solo => {
                // A killer grid with a cell outside every cage, or a cage of one cell, has
                // none.
                let mut id = String::new();
                if let Err(e) = solo::write(&puzzle, &mut id) {
                    anyhow::bail!(
                        "{e}: these puzzles have no Solo game ID (--format grid writes them)"
                    );
                }
                id
            }
            _ => format.write(&puzzle),
        };
        // The solution, written only where it is shown.
        let answer = || format.write(&solved(&puzzle, &solution));
        if made.json {
            let grade =
                VariantSolver::new(&puzzle.layout).grade(puzzle.givens(), Level::Diabolical)?;
            let v = serde_json::json!({
                "puzzle": written.trim_end(),
                "solution": answer().trim_end(),
                "variant": recipe.to_string(),
                "size": recipe.n,
                "clues": puzzle.clues(),
                "cages": puzzle.layout.cages(),
                "level": grade.level().name(),
                "hardest": grade.hardest.name(),
                "seed": made.seed,
                "index": i,
            });
            writeln!(out, "{v}")?;
            continue;
        }
        let gap = if format == Entries::Blocks && i > 0 {
            "\n"
        } else {
            ""
        };
        writeln!(out, "{gap}{}", written.trim_end())?;
        if made.with_solution {
            let gap = if format == Entries::Blocks { "\n" } else { "" };
            writeln!(out, "{gap}{}", answer().trim_end())?;
        }
    }
    bar.finish_and_clear();
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
