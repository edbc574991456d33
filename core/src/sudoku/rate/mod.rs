//! Difficulty as players measure it: Sudoku Explainer's scale (SE, kept up as Sukaku
//! Explainer), reproduced with Sukaku Explainer's default set of techniques.
//!
//! [`PencilMarks`] holds a partly solved grid with its pencil marks. A step uses the easiest
//! technique that applies, in SE's order; each technique has SE's base rating, raised by its
//! size or, for chains, by their length. [`Rater::rate`] takes steps until the grid is solved:
//! the puzzle's rating is the hardest step's. The pattern techniques (singles up to aligned
//! pair exclusion, `basic` and `patterns`) need no memory beyond the grid; chains (6.5 and
//! up, `chains`) search in a workspace, [`Chains`], that the caller lends.
//!
//! | SE | technique |
//! |---|---|
//! | 1.0 | full house (the last cell of a unit) |
//! | 1.2, 1.5 | hidden single in a box, in a row or column |
//! | 1.7, 1.9 | direct pointing, direct claiming (the removal leaves a hidden single) |
//! | 2.0 | direct hidden pair |
//! | 2.3 | naked single |
//! | 2.5 | direct hidden triple |
//! | 2.6, 2.8 | pointing, claiming |
//! | 3.0, 3.2, 3.4 | naked pair, X-wing, hidden pair |
//! | 3.6, 3.8, 4.0 | naked triple, swordfish, hidden triple |
//! | 4.0, 4.1 | skyscraper; two-string kite, turbot fish (two strong links) |
//! | 4.3 | empty rectangle |
//! | 4.2, 4.4 | XY-wing, XYZ-wing |
//! | 4.5–4.8 | unique rectangle (types 1–4; type 3 adds its set's size) |
//! | 4.6, 4.7, 5.0 | unique loops of 6, 8 and more cells (types 1–4) |
//! | 5.0, 5.2, 5.4 | naked quad, jellyfish, hidden quad |
//! | 5.4–5.6, 5.8–6.0 | three and four strong links |
//! | 5.5–5.6 | WXYZ-wing |
//! | 5.6, 5.7+ | bivalue universal grave: type 1; types 2–4 |
//! | 6.2–6.4 | VWXYZ-wing |
//! | 6.2 | aligned pair exclusion |
//! | 6.5+ | X-cycles and Y-cycles (+0.1 for each step in length) |
//! | 6.6+ | forcing X-chains |
//! | 7.0+ | bidirectional cycles, forcing chains |
//! | 7.5 | aligned triple exclusion |
//! | 7.5+ | nishio forcing chains |
//! | 8.0+ | cell and region forcing chains |
//! | 8.5+ | dynamic forcing chains |
//! | 9.0+ | dynamic forcing chains (+) |
//! | 9.5+ | nested forcing chains: dynamic (+) runs that use forcing chains and cycles |
//! | 10.0+ | nested multiple forcing chains: … that also use cell and region forcing chains |
//! | 10.5+ | nested dynamic forcing chains: … that use dynamic forcing chains, then (+) ones |
//!
//! A chain's rating grows with its length as SE's does: +0.1 each time the chain's count of
//! links (less two) passes 4, 6, 8, 12, 16, 24, 32, … (each ceiling ×3/2 then ×4/3 in turn);
//! a nested chain's count includes the chains inside it. Nested chains search a second
//! workspace ([`Chains::nested_step`]) and take seconds a step. Should nothing apply, a
//! digit is taken from the solution, a [`Technique::Guess`] rated 10.0 (no puzzle of the
//! data sets in `tests/data` has needed one).
//!
//! The five levels are bands of the SE rating:
//!
//! | level | SE | needs |
//! |---|---|---|
//! | easy | 1.0–2.4 | singles |
//! | medium | 2.5–3.4 | locked candidates, naked and hidden pairs, X-wing |
//! | hard | 3.5–4.4 | triples, swordfish, XY- and XYZ-wings |
//! | expert | 4.5–6.4 | uniqueness, quads, jellyfish, strong links, BUG, big wings, APE |
//! | diabolical | 6.5 and up | chains |

mod basic;
mod chains;
mod hints;
mod marks;
mod patterns;
mod scale;
mod step;
mod unique;

pub use chains::Chains;
pub use marks::{Cells, PencilMarks};
pub use scale::{Level, Se, SeRange, Technique};
pub use step::Step;

use super::grid::Grid;
use super::solver::{SolveError, Solver};
use super::units::CELLS;
use crate::search::{Progress, Resumable};
use core::fmt;
use marks::{UNIT_SETS, cell_set, digits, members, peers, subsets_of};

/// A puzzle's difficulty: its SE rating, its level and how often each technique was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The band of `se`.
    pub level: Level,
    /// The hardest step's SE rating, in tenths.
    pub se: u8,
    /// The hardest step's technique.
    pub hardest: Technique,
    /// Uses of each technique, indexed like [`Technique::ALL`].
    pub counts: [u32; Technique::ALL.len()],
}

impl Rating {
    /// Uses of one technique.
    pub fn count(&self, t: Technique) -> u32 {
        self.counts[t as usize]
    }

    /// The SE rating, for display (`4.5`).
    pub fn se(&self) -> Se {
        Se(self.se)
    }
}

/// What rating needs besides the grid: a solver (to check the solution is unique and to
/// supply a guess) and two chain workspaces (the second for nested chains). About 270 KB;
/// keep one and reuse it (boxed).
///
/// ```
/// use jiugong_core::sudoku::{Grid, Rater, Technique};
///
/// let mut rater = Box::new(Rater::new()); // about 270 KB: keep it off the stack
/// let puzzle = Grid::parse_line(
///     "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
/// )?;
/// let mut steps = 0;
/// let rating = rater.rate_with(&puzzle, |_| steps += 1)?;
/// assert_eq!(steps, 81 - puzzle.clue_count()); // singles only: a digit a step
/// assert!(rating.count(Technique::HiddenSingle) + rating.count(Technique::NakedSingle) > 0);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub struct Rater {
    solver: Solver,
    chains: Chains,
    nested: Chains,
}

impl Default for Rater {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Rater {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Rater")
    }
}

impl Rater {
    /// A rater.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, PencilMarks, Rater, Technique};
    ///
    /// let mut rater = Box::new(Rater::new()); // about 270 KB: keep it off the stack
    /// let mut grid = Grid::parse_line(
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /// )?;
    /// grid.set(40, 0)?; // the centre, a 5, emptied
    /// let step = rater.next_step(&PencilMarks::new(&grid)?).unwrap();
    /// assert_eq!((step.technique, step.placement), (Technique::FullHouse, Some((40, 5))));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn new() -> Rater {
        Rater {
            solver: Solver::new(),
            chains: Chains::new(),
            nested: Chains::new(),
        }
    }

    /// The next step by the easiest technique, chains and nested chains included.
    pub fn next_step(&mut self, logic: &PencilMarks) -> Option<Step> {
        logic
            .next_step()
            .or_else(|| chain_step(&mut self.chains, &mut self.nested, logic))
    }

    /// Rates a puzzle with exactly one solution (anything else is an error, found by the
    /// solver).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Level, Rater, Technique};
    ///
    /// // One empty cell: the last of its row, column and box, SE 1.0.
    /// let mut grid = Grid::parse_line(
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /// )?;
    /// grid.set(0, 0)?;
    /// let rating = Rater::new().rate(&grid)?;
    /// assert_eq!((rating.level, rating.se, rating.hardest), (Level::Easy, 10, Technique::FullHouse));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn rate(&mut self, puzzle: &Grid) -> Result<Rating, SolveError> {
        self.rate_with(puzzle, |_| {})
    }

    /// [`Rater::rate`], calling `each` with every step on the way (the solving path).
    pub fn rate_with(
        &mut self,
        puzzle: &Grid,
        each: impl FnMut(&Step),
    ) -> Result<Rating, SolveError> {
        self.search(puzzle, each)?.finish()
    }

    /// The rating as a search run in slices ([`RatingSearch`]), calling `each` with every
    /// step: what a caller uses to show progress on a puzzle that takes seconds.
    pub fn search<F: FnMut(&Step)>(
        &mut self,
        puzzle: &Grid,
        each: F,
    ) -> Result<RatingSearch<'_, F>, SolveError> {
        let chains = Some((&mut self.chains, &mut self.nested));
        RatingSearch::new(puzzle, &mut self.solver, chains, chain_step, each)
    }
}

/// A rating run in slices, as every long search of the crate runs ([`Resumable`]): SE's
/// steps, easiest first, each applied to the pencil marks until the grid is full. A node is
/// a step — from a microsecond for a single to seconds for a nested chain.
/// [`Progress::Found`]: the grid is solved and [`RatingSearch::rating`] is final; it
/// never returns another end (the solution is known before the first step: a puzzle without
/// exactly one is refused by [`Rater::search`]).
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sudoku::{Grid, Level, Rater};
///
/// let mut rater = Box::new(Rater::new());
/// let puzzle = Grid::parse_line(
///     "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
/// )?;
/// let mut search = rater.search(&puzzle, |_| {})?;
/// while search.resume(10) == Progress::Paused {
///     assert!(search.rating().is_none()); // ten steps a slice, a progress bar between
/// }
/// assert_eq!(search.nodes(), 49); // one step a digit
/// assert_eq!(search.rating().unwrap().level, Level::Easy);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub struct RatingSearch<'r, F: FnMut(&Step)> {
    /// The chains' workspaces, or none: pattern techniques alone ([`rate_patterns`]).
    chains: Option<(&'r mut Chains, &'r mut Chains)>,
    /// How chain steps are found: [`chain_step`], or nothing for [`rate_patterns`] — a
    /// pointer rather than a test of `chains`, so that a program rating with the patterns
    /// alone (the calculator app) links none of the chains' code.
    by_chains: ChainStep,
    solution: Grid,
    marks: PencilMarks,
    rating: Rating,
    each: F,
    last: Option<Technique>,
    nodes: u64,
    status: Progress,
}

impl<F: FnMut(&Step)> fmt::Debug for RatingSearch<'_, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RatingSearch")
            .field("steps", &self.nodes)
            .field("last", &self.last)
            .field("status", &self.status)
            .finish()
    }
}

impl<'r, F: FnMut(&Step)> RatingSearch<'r, F> {
    fn new(
        puzzle: &Grid,
        solver: &mut Solver,
        chains: Option<(&'r mut Chains, &'r mut Chains)>,
        by_chains: ChainStep,
        each: F,
    ) -> Result<Self, SolveError> {
        Ok(RatingSearch {
            chains,
            by_chains,
            solution: solver.solve_unique(puzzle)?,
            marks: PencilMarks::new(puzzle)?,
            rating: Rating {
                level: Level::Easy,
                se: 0,
                hardest: Technique::FullHouse,
                counts: [0; Technique::ALL.len()],
            },
            each,
            last: None,
            nodes: 0,
            status: Progress::Paused,
        })
    }

    /// The rating, once [`Found`](Progress::Found).
    pub fn rating(&self) -> Option<&Rating> {
        (self.status == Progress::Found).then_some(&self.rating)
    }

    /// The technique of the last step taken, if any.
    pub fn last(&self) -> Option<Technique> {
        self.last
    }

    /// The search run to its end.
    fn finish(mut self) -> Result<Rating, SolveError> {
        self.resume(u64::MAX);
        Ok(self.rating)
    }

    /// The next step: the pattern techniques', the chains', else a guess of the cell with
    /// the fewest candidates, right (from the solution).
    fn next_step(&mut self) -> Step {
        let marks = &self.marks;
        marks
            .next_step()
            .or_else(|| {
                let (chains, nested) = self.chains.as_mut()?;
                (self.by_chains)(chains, nested, marks)
            })
            .unwrap_or_else(|| {
                let cell = (0..CELLS)
                    .filter(|&c| marks.grid.get(c) == 0)
                    .min_by_key(|&c| marks.cand[c].count_ones())
                    .unwrap_or(0);
                Step::guess(cell, self.solution.get(cell))
            })
    }
}

impl<F: FnMut(&Step)> Resumable for RatingSearch<'_, F> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        let stop = self.nodes.saturating_add(budget);
        while !self.marks.grid.is_complete() {
            if self.nodes >= stop {
                return Progress::Paused;
            }
            let step = self.next_step();
            (self.each)(&step);
            let rating = &mut self.rating;
            rating.counts[step.technique as usize] += 1;
            if step.se > rating.se {
                rating.se = step.se;
                rating.hardest = step.technique;
            }
            self.marks.apply(&step);
            self.last = Some(step.technique);
            self.nodes += 1;
        }
        self.rating.level = Level::of_se(self.rating.se);
        self.status = Progress::Found;
        self.status
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A way to find the next step by chains, in a workspace and a nested one.
type ChainStep = fn(&mut Chains, &mut Chains, &PencilMarks) -> Option<Step>;

/// The next step by chains: up to dynamic forcing chains (+) in `chains`, then nested ones
/// (with `nested` for the chains inside).
fn chain_step(chains: &mut Chains, nested: &mut Chains, logic: &PencilMarks) -> Option<Step> {
    chains
        .next_step(logic)
        .or_else(|| chains.nested_step(logic, nested))
}

/// Rates a puzzle with the pattern techniques alone (up to SE 6.4), without the chains'
/// workspace: a puzzle that needs chains rates as [`Technique::Guess`] (10.0), so its level
/// (diabolical) is right but not its SE figure. What the generator uses to reach a level.
///
/// ```
/// use jiugong_core::sudoku::{Grid, Level, Rater, Solver, Technique, rate_patterns};
///
/// let mut solver = Solver::new();
/// let easy = Grid::parse_line(
///     "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
/// )?;
/// assert_eq!(rate_patterns(&easy, &mut solver)?, Rater::new().rate(&easy)?);
/// let hardest = Grid::parse_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// let rating = rate_patterns(&hardest, &mut solver)?;
/// assert_eq!((rating.level, rating.hardest), (Level::Diabolical, Technique::Guess));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn rate_patterns(puzzle: &Grid, solver: &mut Solver) -> Result<Rating, SolveError> {
    RatingSearch::new(puzzle, solver, None, |_, _, _| None, |_| {})?.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

    fn grid(s: &str) -> Grid {
        Grid::parse_line(s).unwrap()
    }

    #[test]
    fn singles_only_puzzle_is_easy() {
        // A classic easy puzzle (solvable with singles).
        let p = grid(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        );
        let r = Rater::new().rate(&p).unwrap();
        assert_eq!(r.level, Level::Easy);
        assert!(r.se <= 23, "{}", r.se());
        let placed: u32 = Technique::ALL[..Technique::Pointing as usize]
            .iter()
            .map(|&t| r.count(t))
            .sum();
        assert_eq!(placed, 81 - p.clue_count() as u32);
    }

    /// A puzzle Sukaku Explainer rates 9.0 (from `tests/data/se_rated_dev.txt`) needs a
    /// dynamic forcing chain; the nested chains of the hardest puzzles are the `puzzles`
    /// tests'.
    #[test]
    fn chains_rate_diabolical() {
        let p = grid(
            "058100060601005007000096081069000005003000600500000210210640000300500106070001450",
        );
        let r = Rater::new().rate(&p).unwrap();
        assert_eq!(r.level, Level::Diabolical);
        assert_eq!(r.hardest, Technique::DynamicForcingChain);
        assert_eq!(r.se, 90, "{}", r.se());
    }

    #[test]
    fn every_step_is_sound() {
        // Each elimination and placement agrees with the unique solution.
        let p = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let sol = Solver::new().solve_unique(&p).unwrap();
        let mut logic = PencilMarks::new(&p).unwrap();
        let mut rater = Rater::new();
        let mut steps = 0;
        while let Some(step) = rater.next_step(&logic) {
            if let Some((c, d)) = step.placement {
                assert_eq!(sol.get(c as usize), d, "{step}");
            }
            for (c, &m) in step.removals.iter().enumerate() {
                assert_eq!(m & (1 << (sol.get(c).max(1) - 1)), 0, "{step}");
            }
            logic.apply(&step);
            steps += 1;
        }
        assert!(steps > 0);
    }

    #[test]
    fn pointing_example() {
        // Box 1 has digit 1 only on row 1 (column 1 to 3 blocked below): a pointing pair.
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in [9, 10, 11, 18, 19, 20] {
            logic.cand[c] &= !1;
        }
        let step = logic.locking(false).unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(step.removed(), 6);
        assert!((3..9).all(|c| step.removals[c] == 1));
        assert_eq!(format!("{step}").split(',').count(), 6);
    }

    #[test]
    fn skyscraper_example() {
        // Digit 1 has two places in row 1 (c1, c5) and in row 4 (c1, c6): one of the far
        // ends r1c5, r4c6 holds it, so no 1 where both see (r2c6, r3c6, r5c5, r6c5).
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in (0..9).filter(|&c| c != 0 && c != 4) {
            logic.cand[c] &= !1;
        }
        for c in (27..36).filter(|&c| c != 27 && c != 32) {
            logic.cand[c] &= !1;
        }
        let step = logic.two_strong_links().unwrap();
        assert_eq!((step.technique, step.se), (Technique::Skyscraper, 40));
        let removed: std::vec::Vec<usize> = (0..CELLS).filter(|&c| step.removals[c] != 0).collect();
        assert_eq!(removed, [14, 23, 40, 49]);
        assert!(step.removals.iter().all(|&m| m == 0 || m == 1));
        // Without the second strong link there is nothing.
        logic.cand[30] |= 1;
        assert_eq!(logic.two_strong_links(), None);
    }

    #[test]
    fn ratings_and_ranges_parse() {
        assert_eq!("4.2".parse::<Se>(), Ok(Se(42)));
        assert_eq!("10".parse::<Se>(), Ok(Se(100)));
        for bad in ["", ".5", "4.", "4.25", "-1", "25.6", "100", "4,2", "a.b"] {
            assert!(bad.parse::<Se>().is_err(), "{bad}");
        }
        let range = |s: &str| s.parse::<SeRange>().map(|r| (r.low.0, r.high.0));
        assert_eq!(range("4.0..5.0"), Ok((40, 49)));
        assert_eq!(range("4.0..=5.0"), Ok((40, 50)));
        assert_eq!(range("6.5.."), Ok((65, 255)));
        for beyond in ["0.5", "12", "12.0..", "0.1..0.9"] {
            assert!(beyond.parse::<SeRange>().is_err(), "{beyond}");
        }
        assert_eq!(range("0.5..1.5"), Ok((5, 14)));
        assert_eq!(range("4.2"), Ok((42, 42)));
        for bad in ["5..5", "5..=4.9", "..5", "4...5", "4..x", "0..0"] {
            assert!(range(bad).is_err(), "{bad}");
        }
        let r = "4.0..5.0".parse::<SeRange>().unwrap();
        assert!(r.contains(40) && r.contains(49) && !r.contains(50) && !r.contains(39));
        assert!(!r.needs_chains() && "6.0..6.6".parse::<SeRange>().unwrap().needs_chains());
        assert_eq!(format!("{r}"), "4.0–4.9");
        assert_eq!(format!("{}", Level::Diabolical.band()), "6.5 and up");
        assert_eq!(format!("{}", "4.2".parse::<SeRange>().unwrap()), "4.2");
        // The levels' bands cover every rating once, in order.
        for se in 10..=u8::MAX {
            let holding: std::vec::Vec<Level> = Level::ALL
                .into_iter()
                .filter(|l| l.band().contains(se))
                .collect();
            assert_eq!(holding, [Level::of_se(se)], "{se}");
        }
    }

    #[test]
    fn names_parse() {
        use crate::sudoku::{Format, Method};
        assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
        let e = "nope".parse::<Level>().unwrap_err();
        assert_eq!(e.expected, "one of easy, medium, hard, expert, diabolical");
        assert_eq!("dig".parse::<Method>(), Ok(Method::Dig));
        assert_eq!("TRANSFORM".parse::<Method>(), Ok(Method::Transform));
        assert!("digs".parse::<Method>().is_err());
        assert_eq!("grid".parse::<Format>(), Ok(Format::Block));
        assert_eq!("block".parse::<Format>(), Ok(Format::Block));
        assert_eq!("line".parse::<Format>(), Ok(Format::Line));
        assert!("lines".parse::<Format>().is_err());
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
    }
}
