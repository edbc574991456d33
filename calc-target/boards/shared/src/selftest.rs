//! The self-test: the documents' figures computed on the board itself, and the cost of the
//! app's long actions measured with the board's clock.
//!
//! Each check logs `check NAME ok` or `check NAME FAIL: why`; each measurement logs
//! `measure NAME N instructions, stack S` (with QEMU's `-icount shift=0` one instruction
//! takes one nanosecond of the board's clock) or `measure NAME N us, stack S` (S: the
//! stack's high-water mark so far); figures the host compares with
//! its own run are logged as `figure NAME VALUE`. The last line is `selftest passed` or
//! `selftest failed: N checks`.

use crate::framebuffer::{Framebuffer, PIXELS};
use core::fmt::Write;
use jiugong_core::figures::{
    EIGHT_START, FIRST_PATH_CHECKS, FIRST_PATH_STEPS, PATHS_30, SEED_BOARD, SEED_NODES,
    SHIFTED_ROWS, STAR_PRINTOUTS,
};
use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, is_tour};
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::{self, Board, Ida, ManhattanLinear, PathSearch};
use jiugong_core::star::{Fillings, Star, paper_fill};
use jiugong_core::sudoku::variant::{Recipe, VariantMaker, VariantPuzzle, VariantSolver, room_for};
use jiugong_core::sudoku::{Finals, Generator, Grid, Level, PencilMarks, Solver, rate_patterns};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

/// The smaller m whose search steps are counted in full; the host counts them too and
/// compares (`figure eight-puzzle-steps-m28`).
pub const SMALL_M: u32 = 28;

/// The puzzles rated 6.0 or below by SE that are slowest to rate or to hint (a copy of
/// `tests/data/se_rated_slowest.txt` in this crate's `data/`; a test keeps them equal).
pub const SLOWEST: &str = include_str!("../data/se_rated_slowest.txt");

/// The forum's hardest list (375 puzzles, one per line: a copy of
/// `tests/data/forum_hardest_1106.txt`, kept equal by a test).
pub const HARDEST: &str = include_str!("../data/forum_hardest_1106.txt");

/// The board's stopwatch for the measurements: microseconds since some start.
pub trait Stopwatch {
    /// Microseconds now.
    fn micros(&mut self) -> u64;

    /// The stack's high-water mark in bytes, where the board can tell (0 if not).
    fn stack_used(&mut self) -> usize {
        0
    }
}

/// Runs every check and measurement, logging as the module says; true if all checks pass.
/// `icount`: the clock counts instructions (QEMU `-icount shift=0`, several times slower):
/// then only the measurements run, the checks being the plain self-test's job. `pixels`:
/// the framebuffer, for timing a frame.
pub fn run(
    log: &mut impl Write,
    clock: &mut impl Stopwatch,
    icount: bool,
    pixels: &mut [u16; PIXELS],
    app: &mut jiugong_calc::App,
) -> bool {
    let mut t = Tally {
        log,
        clock,
        icount,
        failed: 0,
    };
    if !icount {
        t.check("sudoku-format", sudoku_format);
        t.check("sudoku-solve-hardest", sudoku_hardest);
        t.check("knight-seed-board", knight_seed_board);
        t.check("star-printouts", star_printouts);
        t.check("eight-puzzle-first-path", eight_first_path);
        t.check("eight-puzzle-ten-paths", eight_all_paths);
        t.measure_figure("eight-puzzle-steps-m28", eight_small_m);
    }

    for level in Level::ALL {
        let mut name = heapless::String::<32>::new();
        let _ = write!(name, "sudoku-generate-{}", level.name());
        t.measure_figure(&name, || generate(Some(level)));
    }
    t.measure_figure("sudoku-generate-paper-30", || generate(None));
    // The framebuffer lends the variants' search its room (14 KB at 9×9): the stack is the
    // NumWorks' 32 KiB (`measure_draw` paints the framebuffer afresh).
    for (name, variants, n, level) in VARIANTS {
        t.measure_variant(name, variants, n, level, &mut pixels[..]);
    }
    t.measure("sudoku-solve-one-hardest", sudoku_first_hardest);
    t.measure("knight-tour-8x8", || knight_tour(8, Goal::Open));
    t.measure("knight-tour-12x12-closed", || knight_tour(12, Goal::Closed));
    t.measure("eight-puzzle-optimal", eight_optimal);
    t.measure("pentagram-paper-fill", || {
        paper_fill(0).map_or(Err("no filling"), |_| Ok(()))
    });
    t.measure("pentagram-all-fillings", all_fillings);
    measure_rating(&mut t);
    measure_klotski(&mut t, app);
    measure_draw(&mut t, pixels, app);

    let failed = t.failed;
    if failed == 0 {
        let _ = writeln!(t.log, "selftest passed");
    } else {
        let _ = writeln!(t.log, "selftest failed: {failed} checks");
    }
    failed == 0
}

struct Tally<'a, W: Write, C: Stopwatch> {
    log: &'a mut W,
    clock: &'a mut C,
    icount: bool,
    failed: u32,
}

impl<W: Write, C: Stopwatch> Tally<'_, W, C> {
    fn check(&mut self, name: &str, f: impl FnOnce() -> Result<(), &'static str>) {
        if self.measure(name, f).is_some() {
            let _ = writeln!(self.log, "check {name} ok");
        }
    }

    fn measure<T>(&mut self, name: &str, f: impl FnOnce() -> Result<T, &'static str>) -> Option<T> {
        let start = self.clock.micros();
        let result = f();
        let micros = self.clock.micros() - start;
        self.report(name, micros);
        result.map_err(|why| self.fail(name, why)).ok()
    }

    /// Counts a failed check and logs why.
    fn fail(&mut self, name: &str, why: &str) {
        self.failed += 1;
        let _ = writeln!(self.log, "check {name} FAIL: {why}");
    }

    /// Logs a measurement of `micros` of the board's clock.
    fn report(&mut self, name: &str, micros: u64) {
        let stack = self.clock.stack_used();
        let _ = if self.icount {
            writeln!(
                self.log,
                "measure {name} {} instructions, stack {stack}",
                micros * 1000
            )
        } else {
            writeln!(self.log, "measure {name} {micros} us, stack {stack}")
        };
    }

    /// [`variant_clues`] measured as a whole and node by node, as the app makes a puzzle
    /// a node a frame: `measure NAME …` the whole, `measure NAME-largest-node …` the
    /// slowest node, then the clue count as a figure.
    // Never inlined: the puzzle made stays out of `run`'s frame, which every measurement's
    // stack figure includes.
    #[inline(never)]
    fn measure_variant(
        &mut self,
        name: &str,
        variants: &str,
        n: u8,
        level: Level,
        room: &mut [u16],
    ) {
        let start = self.clock.micros();
        // The first lap is the maker made, not a node.
        let (mut last, mut largest, mut first) = (start, 0, true);
        let clock = &mut *self.clock;
        let clues = variant_clues(variants, n, level, room, || {
            let now = clock.micros();
            if !first {
                largest = largest.max(now - last);
            }
            (last, first) = (now, false);
        });
        let micros = self.clock.micros() - start;
        self.report(name, micros);
        let mut node = heapless::String::<48>::new();
        let _ = write!(node, "{name}-largest-node");
        self.report(&node, largest);
        match clues {
            Ok(v) => {
                let _ = writeln!(self.log, "figure {name} {v}");
            }
            Err(why) => self.fail(name, why),
        }
    }

    fn measure_figure(&mut self, name: &str, f: impl FnOnce() -> Result<u64, &'static str>) {
        if let Some(v) = self.measure(name, f) {
            let _ = writeln!(self.log, "figure {name} {v}");
        }
    }
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn sudoku_format() -> Result<(), &'static str> {
    // The first three grids: rows 7–9 in the document's orders 7 8 9, 7 9 8, 8 7 9.
    let mut finals = Finals::new(1).map_err(|_| "Finals::new(1) refused")?;
    for last in [[6, 7, 8], [6, 8, 7], [7, 6, 8]] {
        let grid = finals.next().ok_or("Finals ended")?;
        let mut text = [0u8; jiugong_core::sudoku::BLOCK_BYTES];
        grid.write_block(&mut text);
        let rows = SHIFTED_ROWS[..6]
            .iter()
            .chain(last.iter().map(|&r| &SHIFTED_ROWS[r]));
        let mut at = 0;
        for row in rows {
            let line = &text[at..at + row.len() + 1];
            if &line[..row.len()] != row.as_bytes() || line[row.len()] != b'\n' {
                return Err("a grid differs from the document's");
            }
            at += row.len() + 1;
        }
        if at != text.len() {
            return Err("a grid has the wrong length");
        }
        let back = core::str::from_utf8(&text).map_err(|_| "not text")?;
        if Grid::parse_block(back).ok() != Some(grid) {
            return Err("a printed grid does not parse back");
        }
    }
    Ok(())
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn sudoku_hardest() -> Result<(), &'static str> {
    let mut solver = Solver::new();
    let mut solved = 0;
    for line in HARDEST.lines().filter(|l| !l.trim().is_empty()) {
        let puzzle = Grid::parse_line(line.trim()).map_err(|_| "a puzzle does not parse")?;
        let solution = solver
            .solve_unique(&puzzle)
            .map_err(|_| "a puzzle is not unique")?;
        if !puzzle.is_solved_by(&solution) {
            return Err("a solution is wrong");
        }
        solved += 1;
    }
    if solved == 375 {
        Ok(())
    } else {
        Err("not 375 puzzles")
    }
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn sudoku_first_hardest() -> Result<(), &'static str> {
    let line = HARDEST.lines().next().ok_or("no puzzle")?;
    let puzzle = Grid::parse_line(line.trim()).map_err(|_| "the puzzle does not parse")?;
    let solution = Solver::new().solve(&puzzle).ok_or("no solution")?;
    if puzzle.is_solved_by(&solution) {
        Ok(())
    } else {
        Err("a wrong solution")
    }
}

/// The rating (pattern techniques, as the app rates) and the hints, step by step to the
/// end, of the puzzles in [`SLOWEST`]: the longest rating and the longest hint.
// Never inlined: the solver stays in this frame.
#[inline(never)]
fn measure_rating<W: Write, C: Stopwatch>(t: &mut Tally<'_, W, C>) {
    let mut solver = Solver::new();
    let (mut rate, mut hint) = (0, 0);
    let puzzles = SLOWEST.lines().filter(|l| !l.starts_with('#'));
    for line in puzzles {
        let Some(puzzle) = line.get(..81).and_then(|p| Grid::parse_line(p).ok()) else {
            return t.fail("sudoku-rate-slowest", "a puzzle does not parse");
        };
        let start = t.clock.micros();
        let rated = rate_patterns(&puzzle, &mut solver);
        rate = rate.max(t.clock.micros() - start);
        let Ok(mut logic) = rated.and_then(|_| PencilMarks::new(&puzzle)) else {
            return t.fail("sudoku-rate-slowest", "a puzzle is not unique");
        };
        loop {
            let start = t.clock.micros();
            let step = logic.hint();
            hint = hint.max(t.clock.micros() - start);
            match step {
                Some(step) => logic.apply(&step),
                None => break,
            }
        }
    }
    t.report("sudoku-rate-slowest-max", rate);
    t.report("sudoku-hint-slowest-max", hint);
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn knight_seed_board() -> Result<(), &'static str> {
    let size = Size::new(8, 8).ok_or("8x8 refused")?;
    let mut search = OwnedSearch::owned(size, Square::new(2, 0), Order::Document, Goal::Open)
        .map_err(|_| "search refused")?;
    if search.resume(u64::MAX) != Progress::Found {
        return Err("no tour");
    }
    if search.nodes() != SEED_NODES {
        return Err("node count differs from 210,143,950");
    }
    if search.board() != SEED_BOARD {
        return Err("board differs from the document's");
    }
    Ok(())
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn star_printouts() -> Result<(), &'static str> {
    for (row, col, text) in STAR_PRINTOUTS {
        let start = Star::pentagram_point(row, col).map_err(|_| "bad start")?;
        let filling = paper_fill(start).map_err(|_| "no filling")?;
        let matrix = filling.matrix();
        if matrix.as_flattened() != text.as_bytes() {
            return Err("a printout differs from the paper's");
        }
    }
    Ok(())
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn eight_boards() -> Result<(Board, Board), &'static str> {
    let shape = sliding::Size::new(3, 3).map_err(|_| "3x3 refused")?;
    let start = Board::parse(shape, EIGHT_START).map_err(|_| "bad start")?;
    Ok((start, Board::goal(shape)))
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn eight_first_path() -> Result<(), &'static str> {
    let (start, goal) = eight_boards()?;
    let mut search = PathSearch::new(&start, &goal, 30).map_err(|_| "search refused")?;
    if search.resume(u64::MAX) != Progress::Found {
        return Err("no path");
    }
    let first = search.first().ok_or("no first counters")?;
    if (first.steps, first.checks) != (FIRST_PATH_STEPS, FIRST_PATH_CHECKS) {
        return Err("counters differ from 8,292,445 / 12,926,284");
    }
    Ok(())
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn eight_all_paths() -> Result<(), &'static str> {
    let (start, goal) = eight_boards()?;
    let mut search = PathSearch::new(&start, &goal, 30).map_err(|_| "search refused")?;
    while search.resume(u64::MAX) == Progress::Found {}
    if search.paths() == PATHS_30 {
        Ok(())
    } else {
        Err("not 10 paths")
    }
}

/// Search steps (`move()` calls) of the whole search over paths of at most [`SMALL_M`]
/// moves.
// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
pub fn eight_small_m() -> Result<u64, &'static str> {
    let (start, goal) = eight_boards()?;
    let mut search = PathSearch::new(&start, &goal, SMALL_M).map_err(|_| "search refused")?;
    while search.resume(u64::MAX) == Progress::Found {}
    Ok(search.counters().steps)
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
/// One puzzle as the app makes it; the figure is the number of puzzles made (one per tick
/// in the app).
fn generate(level: Option<Level>) -> Result<u64, &'static str> {
    let options = jiugong_calc::sudoku::levels::puzzle_options(level);
    let mut rng = XorShiftRng::seed_from_u64(1);
    let mut generator = Generator::new();
    let p = generator
        .generate(&options, &mut rng)
        .map_err(|_| "no puzzle")?;
    let mut solver = Solver::new();
    if solver.count_solutions(&p.puzzle, 2) != 1 {
        return Err("not unique");
    }
    Ok(u64::from(p.attempts) + 1)
}

/// The variants the app is to offer (issue 63), each at a level it reaches: the name of
/// its measurement, the variants as `--variant` names them, the side and the level.
pub const VARIANTS: [(&str, &str, u8, Level); 6] = [
    ("variant-4x4-easy", "classic", 4, Level::Easy),
    ("variant-6x6-easy", "classic", 6, Level::Easy),
    ("variant-x-medium", "x", 9, Level::Medium),
    ("variant-windoku-medium", "windoku", 9, Level::Medium),
    ("variant-jigsaw-medium", "jigsaw", 9, Level::Medium),
    ("variant-killer-medium", "killer", 9, Level::Medium),
];

/// One variant puzzle made as the command line makes it (`--symmetric --seed 1`: givens
/// in pairs, a half turn apart), a node at a time as the app makes it (`lap` once the
/// maker is made, then after each node), in the search's `room` (at least [`room_for`]
/// the side), and checked to have one solution: its clue count, a figure the host computes
/// too.
// Never inlined: the puzzle stays in this frame.
#[inline(never)]
pub fn variant_clues(
    variants: &str,
    n: u8,
    level: Level,
    room: &mut [u16],
    lap: impl FnMut(),
) -> Result<u64, &'static str> {
    let recipe = Recipe {
        level: Some(level),
        ..Recipe::named(variants, n).map_err(|_| "no such variant")?
    };
    let room = room.get_mut(..room_for(n)).ok_or("too little room")?;
    let puzzle = made(&recipe, room, lap)?;
    match solutions(&puzzle, room) {
        1 => Ok(puzzle.clues() as u64),
        _ => Err("not unique"),
    }
}

/// A puzzle of `recipe` made a node at a time: `lap` once the maker is made, then after
/// each node.
// Never inlined: the maker (10.5 KB) stays in this frame.
#[inline(never)]
fn made(
    recipe: &Recipe,
    room: &mut [u16],
    mut lap: impl FnMut(),
) -> Result<VariantPuzzle, &'static str> {
    let mut maker = VariantMaker::new(recipe, XorShiftRng::seed_from_u64(1), room);
    lap();
    while maker.resume(1) == Progress::Paused {
        lap();
    }
    lap();
    maker.made(None).map_err(|_| "no puzzle")
}

/// `puzzle`'s solutions, up to 2 (0 on an error).
// Never inlined: this solver is on the stack only once the generator's is gone.
#[inline(never)]
fn solutions(puzzle: &VariantPuzzle, room: &mut [u16]) -> u32 {
    VariantSolver::new(&puzzle.layout)
        .count(puzzle.givens(), 2, room, None)
        .unwrap_or(0)
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn knight_tour(n: u32, goal: Goal) -> Result<(), &'static str> {
    let size = Size::new(n, n).ok_or("size refused")?;
    let mut search = OwnedSearch::owned(size, Square::new(0, 0), Order::Warnsdorff, goal)
        .map_err(|_| "search refused")?;
    if search.resume(u64::MAX) != Progress::Found {
        return Err("no tour");
    }
    if is_tour(size, search.board(), goal == Goal::Closed) {
        Ok(())
    } else {
        Err("not a tour")
    }
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn eight_optimal() -> Result<(), &'static str> {
    let (start, goal) = eight_boards()?;
    let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), false)
        .map_err(|_| "search refused")?;
    match ida.resume(u64::MAX) {
        Progress::Found if ida.solution().len() == 30 => Ok(()),
        Progress::Found => Err("not 30 moves"),
        _ => Err("no solution"),
    }
}

// Never inlined: each check keeps its big locals (solvers, searches) in its own frame.
#[inline(never)]
fn all_fillings() -> Result<(), &'static str> {
    let star = Star::pentagram();
    let mut total = 0;
    for start in 0..star.points() {
        let mut f = Fillings::new(&star, start).map_err(|_| "bad start")?;
        while f.resume(u64::MAX) == Progress::Found {
            total += 1;
        }
    }
    if total == 20 {
        Ok(())
    } else {
        Err("not 2 fillings per start")
    }
}

/// 横刀立马 solved from its start as the app does it, the search in slices and the 81 moves
/// played, in the 32 KiB room the app keeps.
fn measure_klotski<W: Write, C: Stopwatch>(t: &mut Tally<'_, W, C>, app: &mut jiugong_calc::App) {
    use jiugong_calc::Key;
    app.restart(1);
    // Klotski, then its menu's second entry: the fewest moves shown.
    for key in [Key::Digit(4), Key::Menu, Key::Digit(2)] {
        app.handle(key);
    }
    t.measure("klotski-solve-hengdaolima", || {
        while app.tick() {}
        match app.klotski() {
            // Shown on a board of its own: the player's is untouched.
            Some(k) if k.shown().is_solved() && k.solution_len() == Some(81) => Ok(()),
            Some(_) => Err("not solved in 81 moves"),
            None => Err("no Klotski screen"),
        }
    });
}

/// One frame of the Sudoku screen drawn from scratch (an easy puzzle made first) by the
/// board's app (about 62 KiB: in a static, not on the stack), started over.
fn measure_draw<W: Write, C: Stopwatch>(
    t: &mut Tally<'_, W, C>,
    pixels: &mut [u16; PIXELS],
    app: &mut jiugong_calc::App,
) {
    app.restart(1);
    app.handle(jiugong_calc::Key::Ok);
    app.handle(jiugong_calc::Key::Ok);
    while app.tick() {}
    t.measure("draw-sudoku-screen", || {
        let mut fb = Framebuffer::new(pixels);
        app.draw(&mut fb).map_err(|_| "draw failed")?;
        if app.sudoku().is_some() && fb.take_changed() > 0 {
            Ok(())
        } else {
            Err("no Sudoku drawn")
        }
    });
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::{boxed::Box, vec};

    struct Steps(u64);
    impl Stopwatch for Steps {
        fn micros(&mut self) -> u64 {
            self.0 += 1;
            self.0
        }
    }

    #[test]
    fn every_check_passes_on_the_host() {
        let mut log = heapless::String::<4096>::new();
        let mut pixels: Box<[u16; PIXELS]> = vec![0; PIXELS].try_into().unwrap();
        let mut app = Box::new(jiugong_calc::App::new(0));
        let passed = run(&mut log, &mut Steps(0), false, &mut pixels, &mut app);
        assert!(passed, "{log}");
        assert!(log.ends_with("selftest passed\n"));
        assert!(log.contains("measure sudoku-generate-diabolical 1 us, stack 0"));
        assert!(log.contains("figure sudoku-generate-expert "));
        assert!(log.contains("check knight-seed-board ok"));
        assert!(log.contains("measure variant-killer-medium-largest-node "));
        assert!(log.contains("figure variant-killer-medium "));
        assert!(!log.contains("FAIL"));
    }

    /// The measuring run (`measure` true), apart: the harness runs the two side by side.
    #[test]
    fn every_measure_runs_on_the_host() {
        let mut log = heapless::String::<4096>::new();
        let mut pixels: Box<[u16; PIXELS]> = vec![0; PIXELS].try_into().unwrap();
        let mut app = Box::new(jiugong_calc::App::new(0));
        assert!(
            run(&mut log, &mut Steps(0), true, &mut pixels, &mut app),
            "{log}"
        );
        assert!(log.contains("measure klotski-solve-hengdaolima "));
        assert!(log.contains("measure sudoku-generate-diabolical 1000 instructions, stack 0"));
        assert!(!log.contains("check"));
    }
}
