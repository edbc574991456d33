//! Puzzles with exactly one solution — the open problem of document 001.
//!
//! Two methods:
//! * [`Method::Transform`], the paper's own made sound: a grid transformed from the seed
//!   ([`super::transform`]), `n` random cells shown, then clues added until the solution is
//!   unique (each added clue is a cell where two solutions differ, so each one cuts the
//!   solution set);
//! * [`Method::Dig`]: a random solved grid, then cells emptied in random order while the
//!   solution stays unique, down to a target clue count.
//!
//! Options: 180° rotational symmetry (clues come and go in pairs), minimal (no clue can be
//! removed), and a difficulty level (generate until [`rate_patterns`] gives that level).

use super::grid::Grid;
use super::rate::{Level, Rater, Rating, SeRange, rate_patterns};
use super::solver::{SolveError, Solver};
use super::transform::{SEED, THRESHOLD, Transform, show_cells};
use super::units::CELLS;
use crate::grouped::Grouped;
use crate::name::{UnknownName, by_name};
use crate::random::shuffle;
use crate::search::{Progress, Resumable};
use core::fmt;
use rand_core::Rng;

/// How to make a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The paper's seed-grid transformation, then clues added until unique.
    Transform,
    /// Holes dug from a random solved grid while the solution stays unique.
    Dig,
}

impl Method {
    /// Both methods.
    pub const ALL: [Method; 2] = [Method::Transform, Method::Dig];

    /// The method's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Method::Transform => "transform",
            Method::Dig => "dig",
        }
    }
}

impl core::str::FromStr for Method {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Method, UnknownName> {
        by_name(&Method::ALL, Method::name, s, "transform or dig")
    }
}

/// What the puzzle should be like.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// The method.
    pub method: Method,
    /// Target clue count: for `Dig` the count to dig down to (stops earlier if no clue can
    /// go; 0, the default: as few as uniqueness allows); for `Transform` the number of cells
    /// first shown (the paper's `n`).
    pub clues: usize,
    /// Clues in pairs symmetric under 180° rotation.
    pub symmetric: bool,
    /// Remove clues until none can be removed.
    pub minimal: bool,
    /// Generate until the puzzle rates at this level.
    pub level: Option<Level>,
    /// Generate until the puzzle's SE rating lies in this range (a range reaching above 6.4
    /// needs a [`Rater`]: [`LevelSearch::with_rater`]).
    pub rating: Option<SeRange>,
    /// Give up on a level after this many puzzles.
    pub max_attempts: u32,
}

impl Options {
    /// Puzzles tried for a level before giving up, by default.
    pub const MAX_ATTEMPTS: u32 = 5_000;

    /// Clues the paper's method shows before it adds clues for uniqueness.
    pub const PAPER_SHOWN: usize = 30;

    /// A puzzle dug until unique, at `level`: the options the app and numbered puzzles
    /// ([`Numbered`](super::Numbered)) make it with.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Level, Options};
    ///
    /// assert_eq!(Options::at(Level::Hard).level, Some(Level::Hard));
    /// ```
    pub fn at(level: Level) -> Options {
        Options {
            level: Some(level),
            ..Options::default()
        }
    }

    /// The paper's method (document 001): the seed grid transformed, [`Self::PAPER_SHOWN`]
    /// cells shown, then clues added until the solution is unique.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Method, Options};
    ///
    /// let paper = Options::paper();
    /// assert_eq!((paper.method, paper.clues), (Method::Transform, 30));
    /// assert_eq!(Options::default().method, Method::Dig); // the default digs instead
    /// ```
    pub fn paper() -> Options {
        Options {
            method: Method::Transform,
            clues: Self::PAPER_SHOWN,
            ..Options::default()
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            method: Method::Dig,
            clues: 0,
            symmetric: false,
            minimal: false,
            level: None,
            rating: None,
            max_attempts: Self::MAX_ATTEMPTS,
        }
    }
}

/// A generated puzzle with its solution and rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// Its difficulty.
    pub rating: Rating,
    /// Puzzles made and rejected before this one (for a level).
    pub attempts: u32,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// No puzzle at the requested level within the attempts allowed.
    LevelNotReached {
        /// The level asked for.
        level: Level,
        /// Puzzles tried.
        attempts: u32,
        /// How many of them rated below the level (the rest rated above it).
        easier: u32,
    },
    /// No puzzle rated in the range asked for within the attempts allowed.
    RatingNotReached {
        /// The range asked for.
        rating: SeRange,
        /// Puzzles tried.
        attempts: u32,
        /// How many of them rated below the range (the rest rated above it).
        easier: u32,
    },
    /// A clue count above 81.
    TooManyClues(usize),
    /// A rating range that reaches above 6.4 asked of a search without a [`Rater`].
    NeedsRater(SeRange),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::LevelNotReached {
                level,
                attempts,
                easier,
            } => {
                write!(
                    f,
                    "no {level} puzzle found in {} attempts",
                    Grouped(u64::from(*attempts))
                )?;
                advice(f, *attempts, *easier, false)
            }
            GenerateError::RatingNotReached {
                rating,
                attempts,
                easier,
            } => {
                write!(
                    f,
                    "no puzzle rated {rating} found in {} attempts",
                    Grouped(u64::from(*attempts))
                )?;
                advice(f, *attempts, *easier, true)
            }
            GenerateError::TooManyClues(n) => write!(f, "{n} clues: a grid has only 81 cells"),
            GenerateError::NeedsRater(rating) => write!(
                f,
                "rating {rating} needs chains, and this search has no rater to run them"
            ),
        }
    }
}

/// What to try after `attempts` puzzles of which `easier` rated below what was asked: fewer
/// clues when most were too easy, more when most were too hard; a wider range first when
/// `range`.
fn advice(f: &mut fmt::Formatter<'_>, attempts: u32, easier: u32, range: bool) -> fmt::Result {
    let harder = attempts - easier;
    match (easier, harder) {
        (0, _) => f.write_str(" (all rated higher)"),
        (_, 0) => f.write_str(" (all rated lower)"),
        _ => write!(
            f,
            " ({} rated lower, {} higher)",
            Grouped(easier.into()),
            Grouped(harder.into())
        ),
    }?;
    match (easier >= harder, range) {
        (true, true) => f.write_str("; try a wider range, fewer clues, or minimal puzzles"),
        (true, false) => f.write_str("; try fewer clues, or minimal puzzles"),
        (false, true) => f.write_str("; try a wider range or more clues"),
        (false, false) => f.write_str("; try more clues"),
    }
}

impl core::error::Error for GenerateError {}

/// The cell a clue pairs with: itself, or its 180° rotation when symmetric.
fn partner(cell: usize, symmetric: bool) -> usize {
    if symmetric { CELLS - 1 - cell } else { cell }
}

/// Makes puzzles; owns a solver so that many puzzles reuse it. Puzzles are rated with the
/// pattern techniques ([`rate_patterns`]): one that needs chains is diabolical.
///
/// ```
/// use jiugong_core::sudoku::{Generator, Level, Options, Solver};
/// use rand_core::SeedableRng;
///
/// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(7);
/// let options = Options { level: Some(Level::Easy), symmetric: true, ..Options::default() };
/// let made = Generator::new().generate(&options, &mut rng)?;
/// assert_eq!(Solver::new().count_solutions(&made.puzzle, 2), 1);
/// assert!(made.puzzle.is_solved_by(&made.solution));
/// assert_eq!(made.rating.level, Level::Easy);
/// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
/// ```
#[derive(Debug, Default)]
pub struct Generator {
    solver: Solver,
}

impl Generator {
    /// A generator; keep it to make many puzzles (it owns a solver).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Generator, Options, Solver};
    /// use rand_core::SeedableRng;
    ///
    /// let mut generator = Generator::new();
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(3);
    /// let a = generator.generate(&Options::default(), &mut rng)?;
    /// let b = generator.generate(&Options::default(), &mut rng)?;
    /// assert_ne!(a.puzzle, b.puzzle);
    /// let mut solver = Solver::new();
    /// assert!([a, b].iter().all(|p| solver.count_solutions(&p.puzzle, 2) == 1));
    /// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
    /// ```
    pub const fn new() -> Self {
        Generator {
            solver: Solver::new(),
        }
    }

    /// The puzzle `givens` make — a puzzle typed in from a newspaper — as one made here
    /// would be: its unique solution and its rating by the pattern techniques. An error if
    /// the givens repeat a digit in a unit, or have no solution, or more than one.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Generator, Grid, SolveError};
    ///
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let givens = Grid::parse_line(line)?;
    /// let mut generator = Generator::new();
    /// let p = generator.puzzle_of(&givens).unwrap();
    /// assert!(givens.is_solved_by(&p.solution));
    /// let mut fewer = givens;
    /// fewer.set(0, 0)?;
    /// assert_eq!(generator.puzzle_of(&fewer), Err(SolveError::MultipleSolutions));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn puzzle_of(&mut self, givens: &Grid) -> Result<Puzzle, SolveError> {
        let solution = self.solver.solve_unique(givens)?;
        let rating = rate_patterns(givens, &mut self.solver)?;
        Ok(Puzzle {
            puzzle: *givens,
            solution,
            rating,
            attempts: 0,
        })
    }

    /// One puzzle with a unique solution, as `options` ask: at a level, up to
    /// [`Options::max_attempts`] puzzles are made until one rates there ([`LevelSearch`]).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Generator, Method, Options, Solver};
    /// use rand_core::SeedableRng;
    ///
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(1);
    /// let options = Options { symmetric: true, ..Options::default() };
    /// let made = Generator::new().generate(&options, &mut rng)?;
    /// assert_eq!(Solver::new().count_solutions(&made.puzzle, 2), 1);
    /// assert!(made.puzzle.is_solved_by(&made.solution));
    /// // The paper's method: a transformed seed grid, 30 cells shown, clues added until unique.
    /// let paper = Generator::new().generate(&Options::paper(), &mut rng)?;
    /// assert!(paper.puzzle.clue_count() >= 30);
    /// assert_eq!(Options::paper().method, Method::Transform);
    /// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
    /// ```
    pub fn generate<R: Rng + ?Sized>(
        &mut self,
        options: &Options,
        rng: &mut R,
    ) -> Result<Puzzle, GenerateError> {
        let mut search = LevelSearch::new(self, rng, options)?;
        match search.resume(u64::MAX) {
            Progress::Found => search.puzzle().ok_or(search.not_reached()),
            _ => Err(search.not_reached()),
        }
    }

    /// One puzzle made as `options` say, rated (with chains by `rater` when the rating range
    /// asks for them): `Ok` at the level and rating asked for, else whether it rated lower
    /// (`Err(true)`) or higher.
    fn attempt<R: Rng + ?Sized>(
        &mut self,
        options: &Options,
        rng: &mut R,
        rater: Option<&mut Rater>,
    ) -> Result<(Grid, Grid, Rating), bool> {
        let (puzzle, solution) = match options.method {
            Method::Transform => self.transformed(options, rng),
            Method::Dig => self.dug(options, rng),
        };
        // Both methods keep the solution unique, so the rating cannot fail (if it did, the
        // puzzle would count as too hard).
        let rating = match rater {
            Some(rater) if options.rating.is_some_and(SeRange::needs_chains) => rater.rate(&puzzle),
            _ => rate_patterns(&puzzle, &mut self.solver),
        }
        .map_err(|_| false)?;
        let lower = options.level.is_some_and(|l| rating.level < l)
            || options.rating.is_some_and(|r| rating.se < r.low.0);
        let wanted = options.level.is_none_or(|l| l == rating.level)
            && options.rating.is_none_or(|r| r.contains(rating.se));
        if wanted {
            Ok((puzzle, solution, rating))
        } else {
            Err(lower)
        }
    }

    fn is_unique(&mut self, g: &Grid) -> bool {
        self.solver.count_solutions(g, 2) == 1
    }

    /// The paper's method, then clues added until the solution is unique.
    fn transformed<R: Rng + ?Sized>(&mut self, options: &Options, rng: &mut R) -> (Grid, Grid) {
        let (solution, _) = Transform::default().accepted(&SEED, THRESHOLD, 1_000, rng);
        let mut puzzle = show_cells(&solution, options.clues, rng);
        if options.symmetric {
            for cell in 0..CELLS {
                if puzzle.get(cell) != 0 {
                    let p = partner(cell, true);
                    puzzle.put(p, solution.get(p));
                }
            }
        }
        // Add a clue where two solutions differ until only one solution is left.
        let mut two = [Grid::EMPTY; 2];
        while self.solver.solutions(&puzzle, &mut two) > 1 {
            let mut order: [u8; CELLS] = core::array::from_fn(|i| i as u8);
            shuffle(rng, &mut order);
            let cell = order
                .iter()
                .map(|&c| c as usize)
                .find(|&c| two[0].get(c) != two[1].get(c))
                .unwrap_or(0);
            for c in [cell, partner(cell, options.symmetric)] {
                puzzle.put(c, solution.get(c));
            }
        }
        if options.minimal {
            self.remove_clues(&mut puzzle, 0, options.symmetric, rng);
        }
        (puzzle, solution)
    }

    /// A random solved grid, dug down towards the target while unique.
    fn dug<R: Rng + ?Sized>(&mut self, options: &Options, rng: &mut R) -> (Grid, Grid) {
        let solution = self
            .solver
            .random_solution(&Grid::EMPTY, rng)
            .unwrap_or(SEED);
        let mut puzzle = solution;
        let target = if options.minimal { 0 } else { options.clues };
        self.remove_clues(&mut puzzle, target, options.symmetric, rng);
        (puzzle, solution)
    }

    /// Tries each clue once, in random order, removing it (and its partner) when the
    /// solution stays unique, until `target` clues remain. A pass over every clue leaves a
    /// minimal puzzle: a clue that could not go then cannot go later either, because
    /// removing clues only adds solutions.
    fn remove_clues<R: Rng + ?Sized>(
        &mut self,
        puzzle: &mut Grid,
        target: usize,
        symmetric: bool,
        rng: &mut R,
    ) {
        let mut order: [u8; CELLS] = core::array::from_fn(|i| i as u8);
        shuffle(rng, &mut order);
        for &cell in order.iter() {
            let cell = cell as usize;
            let p = partner(cell, symmetric);
            if puzzle.get(cell) == 0 || (p != cell && puzzle.get(p) == 0) {
                continue;
            }
            let removed = if p != cell { 2 } else { 1 };
            if puzzle.clue_count() < target + removed {
                continue;
            }
            let mut trial = *puzzle;
            trial.put(cell, 0);
            trial.put(p, 0);
            if self.is_unique(&trial) {
                *puzzle = trial;
            }
        }
    }
}

/// Sudoku generation as a resumable search: puzzles made and rated until one is at the level
/// asked for. A node is one puzzle made (a few milliseconds on a calculator; an expert puzzle
/// takes about 150 on average). [`Progress::Found`]: [`LevelSearch::puzzle`];
/// [`Progress::Exhausted`]: [`Options::max_attempts`] puzzles made, none at the level
/// (without a level, the first puzzle is found).
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sudoku::{Generator, Level, LevelSearch, Options};
/// use rand_core::SeedableRng;
///
/// let mut generator = Generator::new();
/// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(7);
/// let options = Options { level: Some(Level::Hard), ..Options::default() };
/// let mut search = LevelSearch::new(&mut generator, &mut rng, &options)?;
/// // One puzzle per call, as the calculator makes them between two frames.
/// while search.resume(1) == Progress::Paused {}
/// let made = search.puzzle().expect("a hard puzzle within 5,000 attempts");
/// assert_eq!(made.rating.level, Level::Hard);
/// assert_eq!(u64::from(made.attempts) + 1, search.nodes());
/// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
/// ```
#[derive(Debug)]
pub struct LevelSearch<'a, R: ?Sized> {
    generator: &'a mut Generator,
    rater: Option<&'a mut Rater>,
    rng: &'a mut R,
    options: Options,
    made: u32,
    /// Puzzles made that rated below the level or rating asked for.
    easier: u32,
    found: Option<Puzzle>,
}

impl<'a, R: Rng + ?Sized> LevelSearch<'a, R> {
    /// The search; refuses a clue count above 81, and a rating range above 6.4 (which
    /// needs [`LevelSearch::with_rater`]).
    ///
    /// ```
    /// use jiugong_core::sudoku::{GenerateError, Generator, LevelSearch, Options};
    /// use rand_core::SeedableRng;
    ///
    /// let mut generator = Generator::new();
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(1);
    /// let mut refused = |options: &Options| LevelSearch::new(&mut generator, &mut rng, options).err();
    /// let too_many = Options { clues: 82, ..Options::default() };
    /// assert_eq!(refused(&too_many), Some(GenerateError::TooManyClues(82)));
    /// let chains = Options { rating: Some("7.0..8.0".parse()?), ..Options::default() };
    /// assert!(matches!(refused(&chains), Some(GenerateError::NeedsRater(_))));
    /// assert_eq!(refused(&Options::default()), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(
        generator: &'a mut Generator,
        rng: &'a mut R,
        options: &Options,
    ) -> Result<LevelSearch<'a, R>, GenerateError> {
        Self::make(generator, None, rng, options)
    }

    /// The search, rating with chains when the rating range reaches above 6.4; refuses a
    /// clue count above 81.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sudoku::{Generator, LevelSearch, Options, Rater};
    /// use rand_core::SeedableRng;
    ///
    /// let (mut generator, mut rater) = (Generator::new(), Box::new(Rater::new()));
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(5);
    /// // 6.6 and up: rated with chains, which LevelSearch::new refuses.
    /// let options = Options { rating: Some("6.6..".parse()?), ..Options::default() };
    /// let mut search = LevelSearch::with_rater(&mut generator, &mut rater, &mut rng, &options)?;
    /// assert_eq!(search.resume(u64::MAX), Progress::Found);
    /// assert!(search.puzzle().unwrap().rating.se >= 66);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_rater(
        generator: &'a mut Generator,
        rater: &'a mut Rater,
        rng: &'a mut R,
        options: &Options,
    ) -> Result<LevelSearch<'a, R>, GenerateError> {
        Self::make(generator, Some(rater), rng, options)
    }

    fn make(
        generator: &'a mut Generator,
        rater: Option<&'a mut Rater>,
        rng: &'a mut R,
        options: &Options,
    ) -> Result<LevelSearch<'a, R>, GenerateError> {
        if options.clues > CELLS {
            return Err(GenerateError::TooManyClues(options.clues));
        }
        if let Some(rating) = options
            .rating
            .filter(|r| r.needs_chains() && rater.is_none())
        {
            return Err(GenerateError::NeedsRater(rating));
        }
        Ok(LevelSearch {
            generator,
            rater,
            rng,
            options: *options,
            made: 0,
            easier: 0,
            found: None,
        })
    }

    /// Goes on from `made` puzzles already made (by an earlier search on the same options,
    /// as a calculator screen does when it keeps only the count between ticks); the tally
    /// of puzzles too easy that [`LevelSearch::not_reached`] reports starts again.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sudoku::{Generator, Level, LevelSearch, Options};
    /// use rand_core::SeedableRng;
    ///
    /// let mut generator = Generator::new();
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(2);
    /// let options = Options { level: Some(Level::Diabolical), max_attempts: 3, ..Options::default() };
    /// // Two puzzles made before: one more, the third of three, is left.
    /// let mut search = LevelSearch::new(&mut generator, &mut rng, &options)?.after(2);
    /// let ended = search.resume(u64::MAX);
    /// assert_eq!(search.nodes(), 3);
    /// match ended {
    ///     Progress::Found => assert_eq!(search.puzzle().unwrap().attempts, 2),
    ///     _ => assert_eq!(ended, Progress::Exhausted),
    /// }
    /// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
    /// ```
    pub fn after(mut self, made: u32) -> Self {
        self.made = made;
        self
    }

    /// The puzzle found.
    pub fn puzzle(&self) -> Option<Puzzle> {
        self.found
    }

    /// The most puzzles this search makes.
    pub fn limit(&self) -> u32 {
        if self.options.level.is_some() || self.options.rating.is_some() {
            self.options.max_attempts.max(1)
        } else {
            1
        }
    }

    /// Why no puzzle was found: the level or rating, and the puzzles made.
    pub fn not_reached(&self) -> GenerateError {
        match self.options.rating {
            Some(rating) => GenerateError::RatingNotReached {
                rating,
                attempts: self.made,
                easier: self.easier,
            },
            None => GenerateError::LevelNotReached {
                level: self.options.level.unwrap_or(Level::Easy),
                attempts: self.made,
                easier: self.easier,
            },
        }
    }
}

impl<R: Rng + ?Sized> Resumable for LevelSearch<'_, R> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.found.is_some() {
            return Progress::Found;
        }
        let mut left = budget;
        while self.made < self.limit() {
            if left == 0 {
                return Progress::Paused;
            }
            left -= 1;
            let rater = self.rater.as_deref_mut();
            let attempt = self.generator.attempt(&self.options, self.rng, rater);
            self.made += 1;
            match attempt {
                Ok((puzzle, solution, rating)) => {
                    self.found = Some(Puzzle {
                        puzzle,
                        solution,
                        rating,
                        attempts: self.made - 1,
                    });
                    return Progress::Found;
                }
                Err(lower) => self.easier += u32::from(lower),
            }
        }
        Progress::Exhausted
    }

    fn nodes(&self) -> u64 {
        u64::from(self.made)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;

    fn check(p: &Puzzle, solver: &mut Solver) {
        assert_eq!(solver.count_solutions(&p.puzzle, 2), 1);
        assert!(p.puzzle.is_solved_by(&p.solution));
    }

    #[test]
    fn dig_symmetric_minimal() {
        let mut rng = XorShiftRng::seed_from_u64(5);
        let mut generator = Generator::new();
        let mut solver = Solver::new();
        let options = Options {
            symmetric: true,
            minimal: true,
            ..Options::default()
        };
        let p = generator.generate(&options, &mut rng).unwrap();
        check(&p, &mut solver);
        for cell in 0..CELLS {
            assert_eq!(p.puzzle.get(cell) == 0, p.puzzle.get(80 - cell) == 0);
        }
        // Minimal: every clue (pair) is needed.
        for cell in 0..CELLS {
            if p.puzzle.get(cell) != 0 {
                let mut t = p.puzzle;
                t.put(cell, 0);
                t.put(80 - cell, 0);
                assert!(solver.count_solutions(&t, 2) > 1);
            }
        }
    }

    #[test]
    fn transform_adds_clues_until_unique() {
        let mut rng = XorShiftRng::seed_from_u64(9);
        let mut generator = Generator::new();
        let mut solver = Solver::new();
        for clues in [20, 30, 40] {
            let options = Options {
                method: Method::Transform,
                clues,
                ..Options::default()
            };
            let p = generator.generate(&options, &mut rng).unwrap();
            check(&p, &mut solver);
            assert!(p.puzzle.clue_count() >= clues);
        }
    }

    #[test]
    fn dig_stops_at_target() {
        let mut rng = XorShiftRng::seed_from_u64(1);
        let options = Options {
            clues: 40,
            ..Options::default()
        };
        let p = Generator::new().generate(&options, &mut rng).unwrap();
        assert_eq!(p.puzzle.clue_count(), 40);
        check(&p, &mut Solver::new());
    }

    #[test]
    fn level_is_reached() {
        let mut rng = XorShiftRng::seed_from_u64(4);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let options = Options {
                level: Some(level),
                clues: 22,
                ..Options::default()
            };
            let p = Generator::new().generate(&options, &mut rng).unwrap();
            assert_eq!(p.rating.level, level);
        }
    }

    #[test]
    fn rating_range_is_reached() {
        use crate::search::{Progress, Resumable};
        let mut rng = XorShiftRng::seed_from_u64(2);
        let mut generator = Generator::new();
        let mut rater = Rater::new();
        let mut check_rating = |range: &str, chains: bool| {
            let options = Options {
                rating: Some(range.parse().unwrap()),
                ..Options::default()
            };
            let without = LevelSearch::new(&mut generator, &mut rng, &options);
            assert_eq!(without.is_err(), chains, "{range}");
            let mut search =
                LevelSearch::with_rater(&mut generator, &mut rater, &mut rng, &options).unwrap();
            assert_eq!(search.resume(u64::MAX), Progress::Found, "{range}");
            let p = search.puzzle().unwrap();
            assert!(options.rating.unwrap().contains(p.rating.se), "{range}");
            // The rating is the rater's own, from scratch.
            assert_eq!(Rater::new().rate(&p.puzzle).unwrap(), p.rating);
        };
        check_rating("4.0..5.0", false);
        check_rating("6.6..=7.5", true);
        // Too few attempts for a rare rating: said, with the range.
        let options = Options {
            rating: Some("9.0..".parse().unwrap()),
            max_attempts: 3,
            ..Options::default()
        };
        let mut search =
            LevelSearch::with_rater(&mut generator, &mut rater, &mut rng, &options).unwrap();
        assert_eq!(search.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(
            std::format!("{}", search.not_reached()),
            "no puzzle rated 9.0 and up found in 3 attempts (all rated lower); try a wider \
             range, fewer clues, or minimal puzzles"
        );
        // Too many clues for an easy rating: more clues is the way.
        let options = Options {
            rating: Some("1.0..=1.2".parse().unwrap()),
            clues: 22,
            max_attempts: 5,
            ..Options::default()
        };
        let mut search = LevelSearch::new(&mut generator, &mut rng, &options).unwrap();
        assert_eq!(search.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(
            std::format!("{}", search.not_reached()),
            "no puzzle rated 1.0–1.2 found in 5 attempts (all rated higher); try a wider range \
             or more clues"
        );
    }
}
