//! Making variant puzzles with one solution: a random solved grid, jigsaw pieces and killer
//! cages drawn at random when the variant has them, then givens taken away while the
//! solution stays the only one.
//!
//! * **Givens** go in a random order, with their symmetric partners ([`Symmetry`]), each
//!   kept if the puzzle without it would have another solution, or if proving it would not
//!   takes the search more than 2,000 branches (250 beyond 9×9); `minimal` then tries
//!   each remaining given alone, so that none can go.
//! * **At a level** ([`Recipe::level`]), a given stays unless the steps up to that level
//!   ([`VariantSolver::grade`]) still solve the puzzle without it, which proves it has one
//!   solution with no search (as Solo makes its puzzles). A puzzle whose hardest step comes
//!   out easier than the level trades a given for a cell that was not given until the
//!   steps below the level no longer solve it (up to 64 trades; the dig then goes on), or
//!   is made again, up to 100 times.
//! * **Jigsaw pieces** start as the size's boxes (or as rows) around a solved grid, then
//!   trade cells along their borders at random: a cell joins the piece next to it, which
//!   gives back its cell of the same digit, so the grid stays solved; a trade is kept only
//!   when both pieces stay joined. Further trades with no regard to digits make the pieces
//!   more irregular, kept when a solution on them is found quickly.
//! * **Killer cages** start as pairs of neighbouring cells and grow by joining two
//!   neighbouring cages (no digit twice, at most `max_cage` cells) while the cages alone,
//!   with no givens, still have one solution (as Simon Tatham's Solo grows its cages), or
//!   at a level, while the steps up to it solve them. If the pairs themselves leave several
//!   solutions, the puzzle keeps givens.

use super::grade::Grade;
use super::layout::{Layout, LayoutError, MAX_CAGES, MAX_CELLS, joined, row_col, side, sides};
use super::puzzle::VariantPuzzle;
#[cfg(doc)]
use super::solve::room_for;
use super::solve::{VariantError, VariantSolver, room_words};
use crate::random::{below, shuffle};
use crate::search::{Progress, Resumable};
use crate::sudoku::rate::Level;
use core::borrow::BorrowMut;
use core::fmt;
use rand_core::Rng;

/// The givens' symmetry: each given's partners are given too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// None.
    None,
    /// Turned half a turn about the centre (the usual).
    #[default]
    Rotate2,
    /// Turned a quarter turn, four ways.
    Rotate4,
    /// Mirrored left to right.
    Mirror,
}

impl Symmetry {
    /// Every symmetry, in the order of their names.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotate2,
        Symmetry::Rotate4,
        Symmetry::Mirror,
    ];

    /// The name the command line takes: `none`, `rotate2`, `rotate4`, `mirror`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate2 => "rotate2",
            Symmetry::Rotate4 => "rotate4",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The cells that go with `cell` on an `n`×`n` grid (itself first), and how many.
    ///
    /// Made whole, with no cell written alone: a dig reads the four at once right after.
    #[inline]
    fn orbit(self, n: usize, cell: usize) -> ([usize; 4], usize) {
        let (r, c) = row_col(n, cell);
        let at = |r: usize, c: usize| r * n + c;
        let turned = at(n - 1 - r, n - 1 - c);
        let other = |partner: usize| 1 + usize::from(partner != cell);
        match self {
            Symmetry::None => ([cell; 4], 1),
            Symmetry::Rotate2 => ([cell, turned, cell, cell], other(turned)),
            // A quarter turn takes every cell but the centre through four places.
            Symmetry::Rotate4 => (
                [cell, at(c, n - 1 - r), turned, at(n - 1 - c, r)],
                if turned == cell { 1 } else { 4 },
            ),
            Symmetry::Mirror => {
                let mirrored = at(r, n - 1 - c);
                ([cell, mirrored, cell, cell], other(mirrored))
            }
        }
    }
}

/// What to make: the variant and the options players set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// The side: 4, 6, 8, 9, 12 or 16 with boxes; 4 to 16 for a jigsaw.
    pub n: u8,
    /// Jigsaw pieces instead of boxes.
    pub jigsaw: bool,
    /// X's diagonals.
    pub diagonals: bool,
    /// Windoku's windows (9×9).
    pub windows: bool,
    /// Killer's cages.
    pub killer: bool,
    /// The givens' symmetry (killer puzzles with no givens have none to keep).
    pub symmetry: Symmetry,
    /// No given can be taken away without a second solution.
    pub minimal: bool,
    /// Killer: givens as well as cages (by default the cages alone, when they allow it).
    pub killer_givens: bool,
    /// Killer: the most cells of a cage (2 to `n`; 5 by default).
    pub max_cage: u8,
    /// The level the puzzle's [`Grade`] has; `None`: givens taken away for
    /// as long as the solution stays the only one, whatever it takes to solve.
    pub level: Option<Level>,
}

impl Recipe {
    /// The classic puzzle of side `n`: boxes, no extra houses, half-turn symmetry.
    pub const fn classic(n: u8) -> Recipe {
        Recipe {
            n,
            jigsaw: false,
            diagonals: false,
            windows: false,
            killer: false,
            symmetry: Symmetry::Rotate2,
            minimal: false,
            killer_givens: false,
            max_cage: 5,
            level: None,
        }
    }
}

impl Recipe {
    /// The variants named in `text`, comma-separated, on the classic grid of side `n`:
    /// `classic`, `x`, `windoku`, `jigsaw`, `killer` (`killer,x`, `jigsaw,killer` …).
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Recipe;
    /// let r = Recipe::named("killer,X", 9)?;
    /// assert!(r.killer && r.diagonals && !r.jigsaw);
    /// assert_eq!(r.to_string(), "killer,x");
    /// assert!(Recipe::named("samurai", 9).is_err());
    /// # Ok::<(), jiugong_core::name::UnknownName>(())
    /// ```
    pub fn named(text: &str, n: u8) -> Result<Recipe, crate::name::UnknownName> {
        let mut recipe = Recipe::classic(n);
        for word in text.split(',').map(str::trim) {
            match () {
                _ if word.eq_ignore_ascii_case("classic") => {}
                _ if word.eq_ignore_ascii_case("x") => recipe.diagonals = true,
                _ if word.eq_ignore_ascii_case("windoku") => recipe.windows = true,
                _ if word.eq_ignore_ascii_case("jigsaw") => recipe.jigsaw = true,
                _ if word.eq_ignore_ascii_case("killer") => recipe.killer = true,
                _ => {
                    return Err(crate::name::UnknownName {
                        expected: "classic, x, windoku, jigsaw or killer, or several joined by commas",
                    });
                }
            }
        }
        Ok(recipe)
    }
}

/// The variants' names, comma-separated (`classic` for none), as [`Recipe::named`] reads
/// them.
impl fmt::Display for Recipe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (self.jigsaw, "jigsaw"),
            (self.killer, "killer"),
            (self.diagonals, "x"),
            (self.windows, "windoku"),
        ];
        let mut first = true;
        for (_, name) in names.iter().filter(|(on, _)| *on) {
            if !first {
                f.write_str(",")?;
            }
            f.write_str(name)?;
            first = false;
        }
        if first {
            f.write_str("classic")?;
        }
        Ok(())
    }
}

/// Why no puzzle was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MakeError {
    /// The recipe's grid cannot be (windows off 9×9, a side outside 2 to 16).
    Layout(LayoutError),
    /// The room lent is too small, or another search error.
    Search(VariantError),
    /// No layout with a solution came out of many draws (jigsaw pieces on a small grid).
    GaveUp,
    /// No puzzle of the level came out of the tries made, counted here (a level the
    /// variant seldom reaches, or never on a small grid).
    Level(Level, usize),
    /// The [`VariantMaker`] asked for its puzzle is still making it, or was given nothing
    /// to make.
    Unfinished,
}

impl fmt::Display for MakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakeError::Layout(e) => write!(f, "{e}"),
            MakeError::Search(e) => write!(f, "{e}"),
            MakeError::GaveUp => f.write_str("no grid of these rules was found in 1,000 draws"),
            MakeError::Level(level, tries) => write!(
                f,
                "no {level} puzzle of this kind came out of {tries} tries; try another level"
            ),
            MakeError::Unfinished => f.write_str("no puzzle has been made yet"),
        }
    }
}

impl core::error::Error for MakeError {}

impl From<LayoutError> for MakeError {
    fn from(e: LayoutError) -> Self {
        MakeError::Layout(e)
    }
}

impl From<VariantError> for MakeError {
    fn from(e: VariantError) -> Self {
        MakeError::Search(e)
    }
}

/// Draws of a layout before giving up.
const DRAWS: usize = 1000;
/// Search nodes a draw's first solution may take before the layout is drawn again.
const DRAW_NODES: u64 = 20_000;
/// Search nodes the proof that cages alone have one solution may take: cages it takes
/// longer to prove are not kept (nor would a player find their way through them).
const CAGE_NODES: u64 = 2_000;
/// Search nodes the proof that a given can go may take (an eighth of it beyond 9×9, where a
/// node costs several times more): a given whose absence takes longer to prove harmless
/// stays (on 16×16 grids such proofs can take minutes).
const DIG_NODES: u64 = 2_000;
/// Tilings of pairs tried before a killer puzzle keeps givens.
const TILINGS: usize = 64;
/// Puzzles made before giving up on one of the level asked for.
const LEVEL_TRIES: usize = 100;
/// The same on grids of 36 cells or fewer, whose puzzles are made several times faster and
/// whose levels past easy are rarer (a 6×6 comes out medium about one try in 150).
const SMALL_LEVEL_TRIES: usize = 400;

/// Makes a puzzle of `recipe` with one solution; its solution is written into `solution`
/// when given. `room`: at least [`room_for`]`(recipe.n)` words. A [`VariantMaker`] run to
/// its end: the same puzzle from the same random numbers.
///
/// ```
/// use jiugong_core::sudoku::variant::{Recipe, VariantSolver, generate, room_for};
/// use rand_core::SeedableRng;
///
/// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(7);
/// let recipe = Recipe { jigsaw: true, killer: true, ..Recipe::classic(6) };
/// let mut room = vec![0u16; room_for(6)];
/// let puzzle = generate(&recipe, &mut rng, &mut room, None)?;
/// assert!(puzzle.layout.is_jigsaw() && puzzle.layout.cages() > 0);
/// let mut solver = VariantSolver::new(&puzzle.layout);
/// assert_eq!(solver.count(puzzle.givens(), 2, &mut room, None)?, 1);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn generate<R: Rng>(
    recipe: &Recipe,
    rng: &mut R,
    room: &mut [u16],
    solution: Option<&mut [u8]>,
) -> Result<VariantPuzzle, MakeError> {
    // Made in place: a maker returned by `new` is copied on the way out.
    VariantMaker::idle(rng, room).make(recipe, solution)
}

/// Swaps tried on a puzzle that came out easier than its level before it is made again.
const SWAPS: usize = 64;

/// What a [`VariantMaker`] is at, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Making {
    /// Drawing a solved grid, and a jigsaw's pieces around it.
    Grid,
    /// Drawing killer cages and joining them.
    Cages,
    /// Taking givens away: `tried` of the grid's `cells`.
    Givens {
        /// Cells tried so far in this pass.
        tried: u16,
        /// The grid's cells.
        cells: u16,
    },
    /// Grading the puzzle made, or trading its givens to reach the level.
    Level,
    /// Made, or given up.
    Over,
}

/// Where a [`VariantMaker`] stands: the next node's work.
#[derive(Clone, Copy, Debug)]
enum Stage {
    /// Solved grids drawn so far for this puzzle.
    Draw(usize),
    /// Free draws of jigsaw pieces tried around the solved grid.
    Pieces(usize),
    /// Tilings of killer pairs tried.
    Tile(usize),
    /// Rounds of cage joins so far, and the joins refused in a row.
    Join { round: usize, failures: usize },
    /// Cells of `order` tried; `alone`: the pass that tries each given alone (`minimal`);
    /// `traded`: the dig that follows a trade of givens.
    Dig {
        tried: usize,
        alone: bool,
        traded: bool,
    },
    /// The puzzle made, to grade against the level.
    Grade,
    /// Trades of givens tried.
    Trade(usize),
    /// The puzzle with traded givens, to grade again.
    Regrade,
    /// Made ([`VariantMaker::puzzle`]).
    Made,
    /// Nothing to make ([`VariantMaker::idle`]).
    Idle,
    /// Given up ([`VariantMaker::error`]).
    Failed(MakeError),
}

/// Variant generation as a resumable search ([`generate`] is one run to its end): a node is
/// one check of a puzzle being made — a solved grid drawn, jigsaw pieces drawn around
/// it, a tiling of killer pairs or a join of two cages proved, a given taken away and the
/// puzzle proved without it, a trade of givens tried, a grade. On a calculator a node is a
/// slice between two frames: on the ARM926 the slowest node of a 9×9 medium puzzle takes
/// about 6 M instructions (a windoku's or a jigsaw's draw), where a killer made whole
/// takes 40 M to 60 M (from seed to seed) and its slowest node 1.7 M.
///
/// [`Progress::Found`]: [`VariantMaker::puzzle`] and [`VariantMaker::solution`];
/// [`Progress::Exhausted`]: [`VariantMaker::error`] says why none was made. It owns its
/// random numbers and the search's room (`[u16; N]`, or lent as `&mut [u16]`), and keeps
/// everything else in itself: about 10.5 KB in the calculators' builds, whatever the side
/// (its arrays are sized for 16×16); 49 KB on the desktop, whose variant solver holds the
/// classic solver.
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sudoku::Level;
/// use jiugong_core::sudoku::variant::{Making, Recipe, VariantMaker, room_for};
/// use rand_core::SeedableRng;
///
/// let rng = rand_xorshift::XorShiftRng::seed_from_u64(7);
/// let recipe = Recipe { killer: true, level: Some(Level::Medium), ..Recipe::classic(9) };
/// let mut room = vec![0u16; room_for(9)];
/// let mut maker = VariantMaker::new(&recipe, rng, &mut room[..]);
/// // A node a frame, as the calculator makes it.
/// while maker.resume(1) == Progress::Paused {
///     assert_ne!(maker.making(), Making::Over);
/// }
/// let puzzle = maker.puzzle().expect("a medium killer");
/// assert!(puzzle.givens().iter().all(|&d| d == 0) && puzzle.layout.cages() > 0);
/// assert!(maker.nodes() > 10);
/// ```
#[derive(Clone, Debug)]
pub struct VariantMaker<R, B> {
    rng: R,
    room: B,
    work: Work,
}

/// Everything a [`VariantMaker`] keeps but its random numbers and its room: the work is
/// written once, whatever their types (a calculator app that has two makers has one copy
/// of the code).
#[derive(Clone, Debug)]
struct Work {
    recipe: Recipe,
    /// The grid solutions are drawn on ([`grid_of`]).
    grid: Layout,
    /// The puzzle's layout being made.
    layout: Layout,
    /// A jigsaw's pieces drawn around the solved grid.
    regions: [u8; MAX_CELLS],
    /// One solver for every draw and every check, made again in place for each layout.
    solver: VariantSolver,
    solved: [u8; MAX_CELLS],
    givens: [u8; MAX_CELLS],
    /// Killer: each cell's cage (from 1) and each cage's size, as the joins leave them.
    cage: [u8; MAX_CELLS],
    size: [u8; MAX_CAGES + 1],
    /// What the last proof of the cages alone showed.
    shown: Shown,
    /// The grade of a killer's cages alone, when the steps that kept them found it.
    graded: Option<Grade>,
    /// The cells in the order the dig tries them.
    order: [u8; MAX_CELLS],
    /// Puzzles made so far that missed the level.
    tries: usize,
    stage: Stage,
    nodes: u64,
}

impl<R: Rng, B: BorrowMut<[u16]>> VariantMaker<R, B> {
    /// The maker of a puzzle of `recipe`. A recipe whose grid cannot be (windows off 9×9,
    /// a side outside 2 to 16) or a `room` shorter than [`room_for`]`(recipe.n)` words is
    /// refused: the maker is over at once, and [`VariantMaker::error`] says why (a side
    /// with no boxes is drawn on rows as its pieces, and made).
    ///
    /// Never a `Result`, yet a maker is 10.5 KB, and one returned is copied on the way out
    /// (a copy makes a 4×4 puzzle take 5 % more instructions, and doubles a calculator's
    /// stack): where that counts, [`idle`](Self::idle) and [`restart`](Self::restart) build
    /// one in place.
    pub fn new(recipe: &Recipe, rng: R, room: B) -> VariantMaker<R, B> {
        let mut maker = VariantMaker::idle(rng, room);
        maker.restart(recipe, None);
        maker
    }

    /// A maker with nothing to make (over at once, no puzzle, no error) until
    /// [`restart`](Self::restart): a `const`, for a calculator's `static`, where a 10.5 KB
    /// maker is built in place rather than on the stack.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sudoku::variant::{Making, Recipe, VariantMaker, room_for};
    /// use rand_core::SeedableRng;
    /// use rand_xorshift::XorShiftRng;
    ///
    /// const ROOM: usize = room_for(4);
    /// let rng = XorShiftRng::seed_from_u64(7);
    /// let mut maker = Box::new(VariantMaker::idle(rng, [0u16; ROOM]));
    /// assert_eq!((maker.making(), maker.resume(1)), (Making::Over, Progress::Exhausted));
    /// assert!(maker.puzzle().is_none() && maker.error().is_none());
    /// maker.restart(&Recipe::classic(4), None);
    /// assert_eq!(maker.resume(u64::MAX), Progress::Found);
    /// assert_eq!(maker.puzzle().unwrap().layout.n(), 4);
    /// ```
    pub const fn idle(rng: R, room: B) -> VariantMaker<R, B> {
        VariantMaker {
            rng,
            room,
            work: Work {
                recipe: Recipe::classic(0),
                solver: VariantSolver::UNBUILT,
                layout: Layout::NONE,
                regions: [0; MAX_CELLS],
                grid: Layout::NONE,
                solved: [0; MAX_CELLS],
                givens: [0; MAX_CELLS],
                cage: [0; MAX_CELLS],
                size: [0; MAX_CAGES + 1],
                shown: Shown::No,
                graded: None,
                order: [0; MAX_CELLS],
                tries: 0,
                stage: Stage::Idle,
                nodes: 0,
            },
        }
    }

    /// This maker made the maker of a puzzle of `recipe`, in place, as [`new`](Self::new)
    /// makes one (refusing the same recipes), drawing from `rng` when given and else going
    /// on with its own random numbers; what it was making is dropped.
    pub fn restart(&mut self, recipe: &Recipe, rng: Option<R>) {
        if let Some(rng) = rng {
            self.rng = rng;
        }
        // The grid of the last recipe, when it was this one and the room took it.
        let stage = if self.work.recipe == *recipe && self.work.grid.n() > 0 {
            Stage::Draw(0)
        } else {
            let (grid, stage) = match checked_grid(recipe, self.room.borrow_mut()) {
                Ok(grid) => (grid, Stage::Draw(0)),
                Err(e) => (Layout::NONE, Stage::Failed(e)),
            };
            self.work.grid = grid;
            stage
        };
        self.work.recipe = *recipe;
        self.work.solver.reset(&self.work.grid);
        self.work.layout.clone_from(&self.work.grid);
        self.work.regions.fill(0);
        self.work.solved.fill(0);
        self.work.givens.fill(0);
        self.work.cage.fill(0);
        self.work.size.fill(0);
        self.work.shown = Shown::No;
        self.work.graded = None;
        self.work.order.fill(0);
        self.work.tries = 0;
        self.work.stage = stage;
        self.work.nodes = 0;
    }

    /// The maker's solver, made for `layout` (in place, nothing built when it has that
    /// layout already): one solver for a calculator's making and its hints. What the maker
    /// was making is dropped; it is idle until [`restart`](Self::restart).
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, Recipe, VariantMaker, room_for};
    /// use rand_core::SeedableRng;
    ///
    /// let rng = rand_xorshift::XorShiftRng::seed_from_u64(7);
    /// let mut maker = VariantMaker::new(&Recipe::classic(4), rng, [0u16; room_for(4)]);
    /// let x = Layout::classic(4)?.with_diagonals()?;
    /// let step = maker.solver_for(&x).hint(&[1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])?;
    /// assert_eq!(step.unwrap().placement.map(|(at, d)| (at.cell, d)), Some((3, 4)));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solver_for(&mut self, layout: &Layout) -> &VariantSolver {
        self.work.stage = Stage::Idle;
        self.work.solver.reset(layout);
        &self.work.solver
    }

    /// A puzzle of `layout` from elsewhere (a player's, typed in) checked with the maker's
    /// solver and room, dropping what it was making: its one solution written into
    /// `solution`, and its grade; an error for givens that repeat a digit, or that have no
    /// solution or more than one.
    ///
    /// ```
    /// use jiugong_core::sudoku::Level;
    /// use jiugong_core::sudoku::variant::{Layout, VariantError, VariantMaker, room_for};
    /// use rand_xorshift::XorShiftRng;
    /// use rand_core::SeedableRng;
    ///
    /// let rng = XorShiftRng::seed_from_u64(1);
    /// let mut maker = Box::new(VariantMaker::idle(rng, [0u16; room_for(4)]));
    /// let four = Layout::classic(4)?;
    /// #[rustfmt::skip]
    /// let givens = [
    ///     1, 0, 0, 0,
    ///     0, 0, 1, 0,
    ///     0, 3, 0, 0,
    ///     0, 0, 0, 4,
    /// ];
    /// let mut solution = [0u8; 16];
    /// let grade = maker.check(&four, &givens, &mut solution)?;
    /// assert_eq!((grade.solved, grade.level()), (true, Level::Easy));
    /// assert_eq!(solution[..4], [1, 2, 4, 3]);
    /// let mut one = [0u8; 16];
    /// one[0] = 1;
    /// assert_eq!(maker.check(&four, &one, &mut solution), Err(VariantError::MultipleSolutions));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn check(
        &mut self,
        layout: &Layout,
        givens: &[u8],
        solution: &mut [u8],
    ) -> Result<Grade, VariantError> {
        self.work.stage = Stage::Idle;
        let solver = &mut self.work.solver;
        solver.reset(layout);
        solver.solve_unique(givens, self.room.borrow_mut(), solution)?;
        solver.grade(givens, Level::Diabolical)
    }

    /// What the maker is at.
    pub fn making(&self) -> Making {
        match self.work.stage {
            Stage::Draw(_) | Stage::Pieces(_) => Making::Grid,
            Stage::Tile(_) | Stage::Join { .. } => Making::Cages,
            Stage::Dig { tried, .. } => Making::Givens {
                tried: tried as u16,
                cells: self.work.cells() as u16,
            },
            Stage::Grade | Stage::Trade(_) | Stage::Regrade => Making::Level,
            Stage::Made | Stage::Failed(_) | Stage::Idle => Making::Over,
        }
    }

    /// Puzzles made so far that missed the recipe's level (each is made again).
    pub fn tries(&self) -> usize {
        self.work.tries
    }

    /// The puzzle, once made.
    pub fn puzzle(&self) -> Option<VariantPuzzle> {
        matches!(self.work.stage, Stage::Made).then(|| {
            let mut puzzle = VariantPuzzle::new(self.work.layout.clone());
            puzzle
                .givens_mut()
                .copy_from_slice(&self.work.givens[..self.work.cells()]);
            puzzle
        })
    }

    /// The puzzle's solution, once made.
    pub fn solution(&self) -> Option<&[u8]> {
        matches!(self.work.stage, Stage::Made).then_some(&self.work.solved[..self.work.cells()])
    }

    /// Why no puzzle was made, once the maker gave up.
    pub fn error(&self) -> Option<MakeError> {
        match self.work.stage {
            Stage::Failed(e) => Some(e),
            _ => None,
        }
    }

    /// The puzzle made, its solution written into `solution` when given; the error that
    /// stopped it, or [`MakeError::Unfinished`] while it is still being made (or idle).
    pub fn made(&self, solution: Option<&mut [u8]>) -> Result<VariantPuzzle, MakeError> {
        match (self.puzzle(), self.error()) {
            (Some(puzzle), _) => {
                if let (Some(out), Some(solved)) = (solution, self.solution()) {
                    out[..solved.len()].copy_from_slice(solved);
                }
                Ok(puzzle)
            }
            (None, Some(e)) => Err(e),
            (None, None) => Err(MakeError::Unfinished),
        }
    }

    /// A puzzle of `recipe` made from start to end in this maker, its solution written into
    /// `solution` when given: [`generate`] for many puzzles, each the puzzle `generate`
    /// makes from the same random numbers. A new maker zeroes its 10.5 KB (49 KB on the
    /// desktop) and builds its solver, which is most of a 4×4 puzzle's time: this one keeps
    /// both.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Recipe, VariantMaker, generate, room_for};
    /// use rand_core::SeedableRng;
    /// use rand_xorshift::XorShiftRng;
    ///
    /// let recipe = Recipe::classic(4);
    /// let (mut a, mut b) = (XorShiftRng::seed_from_u64(7), XorShiftRng::seed_from_u64(7));
    /// let mut room = vec![0u16; room_for(4)];
    /// let mut maker = VariantMaker::idle(&mut a, vec![0u16; room_for(4)]);
    /// for _ in 0..3 {
    ///     let made = maker.make(&recipe, None)?;
    ///     assert_eq!(made, generate(&recipe, &mut b, &mut room, None)?);
    /// }
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn make(
        &mut self,
        recipe: &Recipe,
        solution: Option<&mut [u8]>,
    ) -> Result<VariantPuzzle, MakeError> {
        self.restart(recipe, None);
        while self.resume(u64::MAX) == Progress::Paused {}
        self.made(solution)
    }
}

impl Work {
    fn cells(&self) -> usize {
        usize::from(self.recipe.n) * usize::from(self.recipe.n)
    }

    /// One node: the stage's next check, and the stage after it.
    fn node(&mut self, rng: &mut dyn Rng, room: &mut [u16]) -> Result<Stage, MakeError> {
        Ok(match self.stage {
            Stage::Draw(drawn) => self.draw(rng, room, drawn)?,
            Stage::Pieces(tried) => self.pieces(rng, room, tried)?,
            Stage::Tile(tried) => self.tile(rng, room, tried)?,
            Stage::Join { round, failures } => self.join(rng, room, round, failures)?,
            Stage::Dig {
                tried,
                alone,
                traded,
            } => self.dig(rng, room, tried, alone, traded)?,
            Stage::Grade => {
                let level = self.level();
                let grade = match self.graded {
                    Some(grade) => grade,
                    None => self.grade()?,
                };
                // A puzzle easier than its level trades givens, when it has any and a
                // level below.
                let given = self.givens[..self.cells()].iter().any(|&d| d > 0);
                if grade.solved && grade.level() < level && self.easier().is_some() && given {
                    Stage::Trade(0)
                } else {
                    self.at_level(grade)
                }
            }
            Stage::Trade(traded) => self.trade(rng, room, traded)?,
            Stage::Regrade => {
                let grade = self.grade()?;
                self.at_level(grade)
            }
            over @ (Stage::Made | Stage::Failed(_) | Stage::Idle) => over,
        })
    }

    /// The recipe's level (the stages that grade come only with one).
    fn level(&self) -> Level {
        self.recipe.level.unwrap_or(Level::Diabolical)
    }

    /// The level just below the recipe's, if any: a trade of givens must leave its steps
    /// short of solving the puzzle.
    fn easier(&self) -> Option<Level> {
        let level = self.level();
        Level::ALL.into_iter().take_while(|&l| l < level).last()
    }

    /// The most cells of a killer cage: the recipe's, between 2 and the side.
    fn max_cage(&self) -> u8 {
        self.recipe.max_cage.clamp(2, self.recipe.n)
    }

    fn grade(&mut self) -> Result<Grade, MakeError> {
        let cells = self.cells();
        Ok(self
            .solver
            .grade(&self.givens[..cells], Level::Diabolical)?)
    }

    /// A solved grid drawn (a jigsaw's pieces next); after [`DRAWS`] failures, given up.
    fn draw(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        drawn: usize,
    ) -> Result<Stage, MakeError> {
        let cells = self.cells();
        let room = &mut *room;
        if drawn == 0 {
            self.solver.reset(&self.grid);
        }
        // No rule without cages tells digits apart: a solution's first row relabels to
        // any order of them, and so is drawn at once rather than searched.
        let mut first = [0u8; MAX_CELLS];
        let n = usize::from(self.recipe.n);
        for (d, cell) in (1..).zip(&mut first[..n]) {
            *cell = d;
        }
        shuffle(&mut *rng, &mut first[..n]);
        let found = self.solver.random_solution_within(
            &first[..cells],
            room,
            &mut self.solved[..cells],
            &mut *rng,
            DRAW_NODES,
        )?;
        if !found {
            return Ok(match drawn + 1 < DRAWS {
                true => Stage::Draw(drawn + 1),
                false => Stage::Failed(MakeError::GaveUp),
            });
        }
        if self.recipe.jigsaw {
            let regions = &mut self.regions;
            random_regions(&self.grid, &self.solved[..cells], &mut *rng, regions);
            return Ok(Stage::Pieces(0));
        }
        self.layout = self.grid.clone();
        Ok(self.grid_drawn())
    }

    /// Jigsaw pieces around the solved grid: those drawn by trades that keep it a solution
    /// ([`random_regions`]), traded further freely and kept when a solution on them is
    /// found within a search's budget (which becomes the solved grid); after
    /// [`FREE_DRAWS`] tries, the pieces drawn around the grid. A node is one free draw.
    fn pieces(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        tried: usize,
    ) -> Result<Stage, MakeError> {
        let cells = self.cells();
        let mut free = self.regions;
        free_trades(self.recipe.n, &mut *rng, &mut free);
        let layout = pieces_layout(&self.recipe, &free[..cells])?;
        self.solver.reset(&layout);
        let (empty, mut other) = ([0u8; MAX_CELLS], [0u8; MAX_CELLS]);
        let room = &mut *room;
        let found = self.solver.random_solution_within(
            &empty[..cells],
            room,
            &mut other[..cells],
            &mut *rng,
            FREE_DRAW_NODES,
        )?;
        if found {
            self.solved[..cells].copy_from_slice(&other[..cells]);
            self.layout = layout;
        } else if tried + 1 < FREE_DRAWS {
            return Ok(Stage::Pieces(tried + 1));
        } else {
            self.layout = pieces_layout(&self.recipe, &self.regions[..cells])?;
        }
        Ok(self.grid_drawn())
    }

    /// A solved grid and its layout drawn: killer cages next, or givens taken away.
    fn grid_drawn(&mut self) -> Stage {
        self.givens = self.solved;
        self.graded = None;
        self.shown = Shown::No;
        match self.recipe.killer {
            true => Stage::Tile(0),
            false => self.givens_made(),
        }
    }

    /// A tiling of pairs as cages, proved to have one solution alone; after [`TILINGS`]
    /// tilings, the puzzle keeps givens.
    fn tile(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        tried: usize,
    ) -> Result<Stage, MakeError> {
        let (n, cells) = (usize::from(self.recipe.n), self.cells());
        let max_cage = self.max_cage();
        let count = pairs(
            n,
            &self.solved[..cells],
            max_cage,
            &mut *rng,
            &mut self.cage,
            &mut self.size,
        );
        self.shown = cages_shown(
            &mut self.solver,
            &mut self.layout,
            (&self.cage[..cells], count),
            &self.solved[..cells],
            self.recipe.level,
            &mut *room,
        )?;
        Ok(match () {
            _ if self.shown.one() => Stage::Join {
                round: 0,
                failures: 0,
            },
            _ if tried + 1 < TILINGS => Stage::Tile(tried + 1),
            _ => self.cages_made(),
        })
    }

    /// Two neighbouring cages joined (no digit twice, at most `max_cage` cells), kept while
    /// the cages alone still have one solution; the joins end after `8 × cells` rounds, or
    /// `2n` refusals in a row. The rounds that find no pair to join cost no check.
    fn join(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        mut round: usize,
        mut failures: usize,
    ) -> Result<Stage, MakeError> {
        let (n, cells) = (usize::from(self.recipe.n), self.cells());
        let max_cage = self.max_cage();
        let (cage, size, solved) = (&self.cage, &self.size, &self.solved);
        let joinable = |a: usize, b: usize| {
            let (ka, kb) = (cage[a], cage[b]);
            if ka == kb || size[usize::from(ka)] + size[usize::from(kb)] > max_cage {
                return false;
            }
            let mut digits = 0u16;
            for c in 0..cells {
                if cage[c] == ka || cage[c] == kb {
                    let bit = 1 << (solved[c] - 1);
                    if digits & bit != 0 {
                        return false;
                    }
                    digits |= bit;
                }
            }
            true
        };
        let (a, b) = loop {
            if round >= cells * 8 || failures >= 2 * n {
                return Ok(self.cages_made());
            }
            round += 1;
            let a = below(&mut *rng, cells as u32) as usize;
            let Some(b) = side(n, a, below(&mut *rng, 4)) else {
                continue;
            };
            if joinable(a, b) {
                break (a, b);
            }
        };
        let (ka, kb) = (self.cage[a], self.cage[b]);
        let mut joined = self.cage;
        for c in joined[..cells].iter_mut() {
            if *c == kb {
                *c = ka;
            }
        }
        let mut joined_size = self.size;
        joined_size[usize::from(ka)] += joined_size[usize::from(kb)];
        joined_size[usize::from(kb)] = 0;
        let joined_count = renumber(&mut joined[..cells], &mut joined_size);
        let mut trial = self.layout.clone();
        let shown = cages_shown(
            &mut self.solver,
            &mut trial,
            (&joined[..cells], joined_count),
            &self.solved[..cells],
            self.recipe.level,
            &mut *room,
        )?;
        if shown.one() {
            self.layout = trial;
            self.cage = joined;
            self.size = joined_size;
            self.shown = shown;
            failures = 0;
        } else {
            failures += 1;
        }
        Ok(Stage::Join { round, failures })
    }

    /// The cages made: alone, when they have one solution and the recipe wants no givens.
    fn cages_made(&mut self) -> Stage {
        if self.shown.one() && !self.recipe.killer_givens {
            self.givens.fill(0);
            if let Shown::Graded(grade) = self.shown {
                self.graded = Some(grade);
            }
        }
        self.givens_made()
    }

    /// The solved grid's digits all given (or none, for cages alone): givens are taken
    /// away next, if there are any.
    fn givens_made(&mut self) -> Stage {
        self.solver.reset(&self.layout);
        match self.givens[..self.cells()].iter().any(|&d| d > 0) {
            true => Stage::Dig {
                tried: 0,
                alone: false,
                traded: false,
            },
            false => self.puzzle_made(),
        }
    }

    /// A puzzle made: graded next when it has a level to reach above easy (the way a puzzle
    /// is dug at easy proves it easy).
    fn puzzle_made(&self) -> Stage {
        match self.recipe.level {
            None | Some(Level::Easy) => Stage::Made,
            Some(_) => Stage::Grade,
        }
    }

    /// Givens taken away in a random order, with their partners under the symmetry (or
    /// alone, on the `minimal` pass), each kept if the solution needs it (within the level,
    /// when there is one). A node is one orbit taken away and the puzzle proved without it;
    /// orbits already gone cost none.
    fn dig(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        mut tried: usize,
        alone: bool,
        traded: bool,
    ) -> Result<Stage, MakeError> {
        let (n, cells) = (usize::from(self.recipe.n), self.cells());
        let symmetry = if alone {
            Symmetry::None
        } else {
            self.recipe.symmetry
        };
        if tried == 0 {
            for (i, o) in self.order[..cells].iter_mut().enumerate() {
                *o = i as u8;
            }
            shuffle(&mut *rng, &mut self.order[..cells]);
        }
        let givens = &mut self.givens[..cells];
        let (orbit, k) = loop {
            let Some(&cell) = self.order[..cells].get(tried) else {
                return Ok(match () {
                    _ if !alone && self.recipe.minimal => Stage::Dig {
                        tried: 0,
                        alone: true,
                        traded,
                    },
                    _ if traded => Stage::Regrade,
                    _ => self.puzzle_made(),
                });
            };
            tried += 1;
            let (orbit, k) = symmetry.orbit(n, usize::from(cell));
            if orbit[..k].iter().any(|&c| givens[c] != 0) {
                break (orbit, k);
            }
        };
        let kept = take_out(givens, &orbit[..k]);
        let budget = if n > 9 { DIG_NODES / 8 } else { DIG_NODES };
        let room = &mut *room;
        let level = self.recipe.level;
        if !unique(&mut self.solver, givens, &orbit[..k], level, room, budget)?.one() {
            put_back(givens, &orbit[..k], kept);
        }
        Ok(Stage::Dig {
            tried,
            alone,
            traded,
        })
    }

    /// A puzzle easier than its level made harder: a given (with its partners under the
    /// symmetry) traded for a cell of the solution that was not given, kept when the steps
    /// up to the level still solve the puzzle and those below it no longer do; then givens
    /// taken away again as [`VariantMaker::dig`] does. A node is one trade tried; after
    /// [`SWAPS`], the puzzle is made again (cheaper than making another puzzle, which at
    /// medium comes out easy six times in seven).
    fn trade(
        &mut self,
        rng: &mut dyn Rng,
        room: &mut [u16],
        mut traded: usize,
    ) -> Result<Stage, MakeError> {
        let (n, cells) = (usize::from(self.recipe.n), self.cells());
        let (level, easier) = (self.level(), self.easier());
        let givens = &mut self.givens[..cells];
        let solved = &self.solved[..cells];
        let symmetry = self.recipe.symmetry;
        let ((out, k), (into, j)) = loop {
            if traded >= SWAPS {
                return Ok(self.next_try());
            }
            traded += 1;
            let (a, b) = (
                below(&mut *rng, cells as u32) as usize,
                below(&mut *rng, cells as u32) as usize,
            );
            if givens[a] == 0 || givens[b] != 0 {
                continue;
            }
            let (out, k) = symmetry.orbit(n, a);
            let (into, j) = symmetry.orbit(n, b);
            if !out[..k].iter().any(|c| into[..j].contains(c)) {
                break ((out, k), (into, j));
            }
        };
        let kept = take_out(givens, &out[..k]);
        for &c in &into[..j] {
            givens[c] = solved[c];
        }
        let room = &mut *room;
        let harder = !unique(&mut self.solver, givens, &[], easier, room, DIG_NODES)?.one()
            && unique(&mut self.solver, givens, &[], Some(level), room, DIG_NODES)?.one();
        if harder {
            return Ok(Stage::Dig {
                tried: 0,
                alone: false,
                traded: true,
            });
        }
        for &c in &into[..j] {
            givens[c] = 0;
        }
        put_back(givens, &out[..k], kept);
        Ok(Stage::Trade(traded))
    }

    /// Made when `grade` is the level's; else made again, up to [`LEVEL_TRIES`] times
    /// ([`SMALL_LEVEL_TRIES`] on a small grid).
    fn at_level(&mut self, grade: Grade) -> Stage {
        match grade.solved && grade.level() == self.level() {
            true => Stage::Made,
            false => self.next_try(),
        }
    }

    fn next_try(&mut self) -> Stage {
        self.tries += 1;
        let most = match self.recipe.n {
            ..=6 => SMALL_LEVEL_TRIES,
            _ => LEVEL_TRIES,
        };
        match self.tries < most {
            true => Stage::Draw(0),
            false => Stage::Failed(MakeError::Level(self.level(), most)),
        }
    }
}

impl<R: Rng, B: BorrowMut<[u16]>> Resumable for VariantMaker<R, B> {
    fn resume(&mut self, budget: u64) -> Progress {
        for _ in 0..budget {
            let work = &mut self.work;
            if matches!(work.stage, Stage::Made | Stage::Failed(_) | Stage::Idle) {
                break;
            }
            work.nodes += 1;
            work.stage = work
                .node(&mut self.rng, self.room.borrow_mut())
                .unwrap_or_else(Stage::Failed);
        }
        match self.work.stage {
            Stage::Made => Progress::Found,
            Stage::Failed(_) | Stage::Idle => Progress::Exhausted,
            _ => Progress::Paused,
        }
    }

    fn nodes(&self) -> u64 {
        self.work.nodes
    }
}

/// The givens of an orbit's `cells` (at most 4) taken away: what they were.
fn take_out(givens: &mut [u8], cells: &[usize]) -> [u8; 4] {
    // Made whole, in a register: a byte written at a time and read back at once waits.
    core::array::from_fn(|i| cells.get(i).map_or(0, |&c| core::mem::take(&mut givens[c])))
}

/// The givens `kept` by [`take_out`] put back in their `cells`.
fn put_back(givens: &mut [u8], cells: &[usize], kept: [u8; 4]) {
    for (&v, &c) in kept.iter().zip(cells) {
        givens[c] = v;
    }
}

/// [`grid_of`] for `recipe`, refused when `room` is shorter than its search needs.
fn checked_grid(recipe: &Recipe, room: &[u16]) -> Result<Layout, MakeError> {
    let grid = grid_of(recipe)?;
    let needed = room_words(&grid);
    if room.len() < needed {
        return Err(VariantError::Room {
            lent: room.len(),
            needed,
        }
        .into());
    }
    Ok(grid)
}

/// The grid `recipe`'s solutions are drawn on: the size's boxes (its rows, when it has
/// none), with the extra houses; a jigsaw's pieces are then drawn around a solution.
fn grid_of(recipe: &Recipe) -> Result<Layout, LayoutError> {
    with_extras(
        recipe,
        Layout::classic(recipe.n).or_else(|_| rows_as_pieces(recipe.n))?,
    )
}

/// `layout` with `recipe`'s extra houses: X's diagonals, windoku's windows.
fn with_extras(recipe: &Recipe, mut layout: Layout) -> Result<Layout, LayoutError> {
    if recipe.diagonals {
        layout = layout.with_diagonals()?;
    }
    if recipe.windows {
        layout = layout.with_windows()?;
    }
    Ok(layout)
}

/// What [`unique`] showed of a puzzle.
#[derive(Clone, Copy, Debug)]
enum Shown {
    /// Not one solution, or not within the level or the search's budget.
    No,
    /// One solution.
    One,
    /// One solution, found by the steps up to the level, which grade it so.
    Graded(Grade),
}

impl Shown {
    fn one(self) -> bool {
        !matches!(self, Shown::No)
    }
}

/// Whether `givens` have one solution that the steps up to `level` find (and so no other),
/// or with no level, whether a search of at most `nodes` branches proves they have one.
/// `taken`: cells just taken from givens that the steps up to `level` solved.
fn unique(
    solver: &mut VariantSolver,
    givens: &[u8],
    taken: &[usize],
    level: Option<Level>,
    room: &mut [u16],
    nodes: u64,
) -> Result<Shown, MakeError> {
    // Beyond medium, the steps try every pattern (and at diabolical, a forcing chain from
    // every candidate) before they give up on a puzzle with two solutions: the search says
    // so sooner, but for cages, where it is slow, below diabolical. At medium too on the
    // classic 9×9, where the search is the classic solver's (a fifth of the work).
    let search_first = match level {
        Some(Level::Diabolical) => true,
        Some(Level::Hard | Level::Expert) => solver.layout().cages() == 0,
        Some(Level::Medium) => solver.by_classic(),
        _ => false,
    };
    let one = |yes: bool| if yes { Shown::One } else { Shown::No };
    Ok(match level {
        Some(_) if search_first && solver.count_within(givens, 2, room, nodes)? == Some(2) => {
            Shown::No
        }
        Some(Level::Easy) => one(solver.easy_fills(givens, taken)),
        // What the singles fill is within any level, and so is a puzzle whose taken cells
        // they place again: the rest follows as it did before (its steps only find fewer
        // candidates). Once the search has said "one solution", most digs are so, and the
        // singles cost less than the ladder; before it, they cost more than they save.
        // Cages keep the grade the ladder gives.
        Some(_)
            if search_first && solver.layout().cages() == 0 && solver.easy_fills(givens, taken) =>
        {
            Shown::One
        }
        Some(level) => match solver.grade_sound(givens, level)? {
            grade if grade.solved => Shown::Graded(grade),
            _ => Shown::No,
        },
        None => one(solver.count_within(givens, 2, room, nodes)? == Some(1)),
    })
}

/// The layout of jigsaw pieces `regions` with `recipe`'s extra houses.
fn pieces_layout(recipe: &Recipe, regions: &[u8]) -> Result<Layout, LayoutError> {
    with_extras(recipe, Layout::jigsaw(recipe.n, regions)?)
}

/// Tries of freely traded pieces before a jigsaw keeps the pieces drawn around its grid.
const FREE_DRAWS: usize = 8;
/// Search nodes a free draw's first solution may take before the pieces are traded again.
/// A draw seldom finds in 20,000 nodes what it did not in 2,000 (making 50 jigsaws 9×9,
/// 3 draws of 58 ran out at 2,000 nodes, 4 of 59 at 20,000), and a draw that runs out of
/// 20,000 takes a tenth of a second here, a second or more on a calculator.
const FREE_DRAW_NODES: u64 = 2_000;

/// Cells traded between neighbouring pieces with no regard to digits, each trade kept when
/// both pieces stay joined.
fn free_trades<R: Rng + ?Sized>(n: u8, rng: &mut R, regions: &mut [u8; MAX_CELLS]) {
    let nn = usize::from(n);
    let cells = nn * nn;
    trade(n, cells * 8, rng, regions, |regions, a, b, rng| {
        let (ra, rb) = (regions[a], regions[b]);
        // A cell of b's piece that touches a's piece, other than b, goes to a's piece.
        let mut candidates = [0u8; MAX_CELLS];
        let mut k = 0;
        let touches = |c| {
            sides(nn, c)
                .into_iter()
                .flatten()
                .any(|o| o != a && regions[o] == ra)
        };
        for (c, &r) in regions.iter().enumerate().take(cells) {
            if c != b && r == rb && touches(c) {
                candidates[k] = c as u8;
                k += 1;
            }
        }
        (k > 0).then(|| usize::from(candidates[below(rng, k as u32) as usize]))
    });
}

/// `rounds` trades between neighbouring pieces: a random cell `a` goes to the piece of the
/// cell `b` beside it, and `partner` names the cell of that piece that comes back (or none:
/// no trade); a trade is kept when both pieces stay joined.
fn trade<R: Rng + ?Sized>(
    n: u8,
    rounds: usize,
    rng: &mut R,
    regions: &mut [u8; MAX_CELLS],
    mut partner: impl FnMut(&[u8; MAX_CELLS], usize, usize, &mut R) -> Option<usize>,
) {
    let nn = usize::from(n);
    let cells = nn * nn;
    for _ in 0..rounds {
        let a = below(rng, cells as u32) as usize;
        let Some(b) = side(nn, a, below(rng, 4)) else {
            continue;
        };
        let (ra, rb) = (regions[a], regions[b]);
        if ra == rb {
            continue;
        }
        let Some(c) = partner(regions, a, b, rng) else {
            continue;
        };
        regions[a] = rb;
        regions[c] = ra;
        // A trade leaves each piece its n cells.
        if !joined(n, a, nn, |x| regions[x] == rb) || !joined(n, c, nn, |x| regions[x] == ra) {
            regions[a] = ra;
            regions[c] = rb;
        }
    }
}

/// The grid of side `n` with its rows as jigsaw pieces (for sizes without boxes).
fn rows_as_pieces(n: u8) -> Result<Layout, LayoutError> {
    let nn = usize::from(n);
    let mut rows = [0u8; MAX_CELLS];
    for (c, r) in rows.iter_mut().enumerate().take(nn * nn) {
        *r = (c / nn) as u8;
    }
    Layout::jigsaw(n, &rows[..nn * nn])
}

/// Jigsaw pieces at random around the solved grid `solved` of `base`: its regions, with
/// cells traded between neighbouring pieces. A cell goes to the piece next to it, which
/// gives back its cell of the same digit, so every piece still holds each digit once and
/// `solved` stays a solution; a trade is kept when both pieces stay joined.
fn random_regions<R: Rng + ?Sized>(
    base: &Layout,
    solved: &[u8],
    rng: &mut R,
    regions: &mut [u8; MAX_CELLS],
) {
    let n = base.n();
    let nn = usize::from(n);
    let cells = nn * nn;
    for (c, r) in regions.iter_mut().enumerate().take(cells) {
        *r = base.region_of(c);
    }
    trade(n, cells * 32, rng, regions, |regions, a, b, _| {
        // b's piece's cell of a's digit comes to a's piece.
        (0..cells).find(|&c| regions[c] == regions[b] && solved[c] == solved[a])
    });
}

/// The cages `cage` (each cell's, numbered 1 to the count) set on `layout` with their sums
/// in the solved grid, and what the cages alone show, with no givens, within `level`.
fn cages_shown(
    solver: &mut VariantSolver,
    layout: &mut Layout,
    (cage, count): (&[u8], usize),
    solved: &[u8],
    level: Option<Level>,
    room: &mut [u16],
) -> Result<Shown, MakeError> {
    set_sums(layout, cage, count, solved)?;
    solver.reset(layout);
    let empty = [0u8; MAX_CELLS];
    unique(solver, &empty[..cage.len()], &[], level, room, CAGE_NODES)
}

/// Pairs of neighbouring cells as cages, at random; a cell left alone joins a neighbouring
/// cage that lacks its digit. The cages, numbered from 1, and their sizes; the count.
fn pairs<R: Rng + ?Sized>(
    n: usize,
    solved: &[u8],
    max_cage: u8,
    rng: &mut R,
    cage: &mut [u8; MAX_CELLS],
    size: &mut [u8; MAX_CAGES + 1],
) -> usize {
    let mut count = 0usize;
    let cells = n * n;
    cage[..cells].fill(0);
    let mut order = [0u8; MAX_CELLS];
    for (i, o) in order.iter_mut().enumerate().take(cells) {
        *o = i as u8;
    }
    shuffle(rng, &mut order[..cells]);
    // Pairs; a cell left alone joins a neighbouring cage that lacks its digit.
    for &a in &order[..cells] {
        let a = usize::from(a);
        if cage[a] != 0 {
            continue;
        }
        let mut free = [0usize; 4];
        let mut k = 0;
        for b in sides(n, a).into_iter().flatten().filter(|&b| cage[b] == 0) {
            free[k] = b;
            k += 1;
        }
        if count == MAX_CAGES {
            break;
        }
        count += 1;
        cage[a] = count as u8;
        size[count] = 1;
        if k > 0 {
            let b = free[below(rng, k as u32) as usize];
            cage[b] = count as u8;
            size[count] = 2;
        }
    }
    for a in 0..cells {
        let k = usize::from(cage[a]);
        if size[k] != 1 {
            continue;
        }
        let into = sides(n, a).into_iter().flatten().find(|&b| {
            let j = usize::from(cage[b]);
            size[j] < max_cage
                && !(0..cells).any(|c| usize::from(cage[c]) == j && solved[c] == solved[a])
        });
        if let Some(b) = into {
            let j = cage[b];
            cage[a] = j;
            size[usize::from(j)] += 1;
            size[k] = 0;
        }
    }
    renumber(&mut cage[..cells], size)
}

/// Numbers the cages 1, 2, … by first cell, with their sizes; the number of cages.
fn renumber(cage: &mut [u8], size: &mut [u8; MAX_CAGES + 1]) -> usize {
    let mut map = [0u8; MAX_CAGES + 1];
    let mut sizes = [0u8; MAX_CAGES + 1];
    let mut count = 0;
    for c in cage.iter_mut() {
        if *c == 0 {
            continue;
        }
        if map[usize::from(*c)] == 0 {
            count += 1;
            map[usize::from(*c)] = count as u8;
        }
        *c = map[usize::from(*c)];
        sizes[usize::from(*c)] += 1;
    }
    *size = sizes;
    count
}

/// The cages' sums from the solved grid, set on `layout`.
fn set_sums(
    layout: &mut Layout,
    cage: &[u8],
    count: usize,
    solved: &[u8],
) -> Result<(), MakeError> {
    let mut sums = [0u16; MAX_CAGES];
    for (&k, &d) in cage.iter().zip(solved) {
        if k > 0 {
            sums[usize::from(k) - 1] += u16::from(d);
        }
    }
    layout.set_cages(cage, &sums[..count])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::variant::room_for;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;
    use std::vec;
    use std::vec::Vec;

    #[test]
    fn orbits_hold_their_partners() {
        assert_eq!(Symmetry::Rotate2.orbit(9, 0), ([0, 80, 0, 0], 2));
        assert_eq!(Symmetry::Rotate2.orbit(9, 40).1, 1);
        assert_eq!(Symmetry::Rotate4.orbit(4, 1), ([1, 7, 14, 8], 4));
        assert_eq!(Symmetry::Mirror.orbit(6, 8), ([8, 9, 8, 8], 2));
        // On every side, each cell's orbit: itself first, no cell twice, the same set from
        // each of its cells, and as many cells as the symmetry's turns move it through.
        for n in 2..=16 {
            for symmetry in Symmetry::ALL {
                for cell in 0..n * n {
                    let (out, k) = symmetry.orbit(n, cell);
                    assert_eq!(out[0], cell);
                    let mut set: Vec<usize> = out[..k].to_vec();
                    set.sort();
                    set.dedup();
                    assert_eq!(set.len(), k, "{symmetry:?} {n} {cell}");
                    for &o in &out[..k] {
                        let (theirs, j) = symmetry.orbit(n, o);
                        let mut other: Vec<usize> = theirs[..j].to_vec();
                        other.sort();
                        assert_eq!(other, set, "{symmetry:?} {n} {cell} {o}");
                    }
                    let (r, c) = (cell / n, cell % n);
                    let images = [
                        (r, c),
                        (c, n - 1 - r),
                        (n - 1 - r, n - 1 - c),
                        (n - 1 - c, r),
                        (r, n - 1 - c),
                    ];
                    let moves: &[usize] = match symmetry {
                        Symmetry::None => &[0],
                        Symmetry::Rotate2 => &[0, 2],
                        Symmetry::Rotate4 => &[0, 1, 2, 3],
                        Symmetry::Mirror => &[0, 4],
                    };
                    for &m in moves {
                        let (r, c) = images[m];
                        assert!(set.contains(&(r * n + c)), "{symmetry:?} {n} {cell}");
                    }
                }
            }
        }
    }

    /// Made a node at a time, with its room owned, a puzzle is the one [`generate`] makes
    /// from the same random numbers; until then the maker has none to give. One maker,
    /// restarted in place, makes each after the one before.
    #[test]
    fn a_maker_in_slices_makes_what_generate_makes() {
        let rng = XorShiftRng::seed_from_u64(0);
        let mut maker = std::boxed::Box::new(VariantMaker::idle(rng, [0u16; 7200]));
        for (variants, n, level, minimal) in [
            ("classic", 4, None, true),
            ("x", 6, Some(Level::Easy), false),
            ("classic", 9, Some(Level::Hard), false),
            ("jigsaw", 6, Some(Level::Medium), false),
            ("killer", 6, Some(Level::Medium), false),
            ("killer", 6, None, false),
        ] {
            let recipe = Recipe {
                level,
                minimal,
                ..Recipe::named(variants, n).unwrap()
            };
            let mut room = vec![0u16; room_for(n)];
            let mut solution = [0u8; MAX_CELLS];
            let mut rng = XorShiftRng::seed_from_u64(63);
            let whole = generate(&recipe, &mut rng, &mut room, Some(&mut solution)).unwrap();
            maker.restart(&recipe, Some(XorShiftRng::seed_from_u64(63)));
            let mut slices = 0;
            while maker.resume(1) == Progress::Paused {
                assert_eq!(maker.made(None), Err(MakeError::Unfinished));
                assert!(maker.puzzle().is_none() && maker.solution().is_none());
                assert_ne!(maker.making(), Making::Over);
                slices += 1;
            }
            assert_eq!(maker.making(), Making::Over, "{recipe:?}");
            assert_eq!(maker.nodes(), slices + 1, "{recipe:?}");
            assert_eq!(maker.puzzle(), Some(whole), "{recipe:?}");
            let cells = usize::from(n) * usize::from(n);
            assert_eq!(maker.solution(), Some(&solution[..cells]), "{recipe:?}");
            // Over: resuming does nothing more.
            assert_eq!(maker.resume(10), Progress::Found);
            assert_eq!(maker.nodes(), slices + 1);
        }
    }

    /// A puzzle the maker made, checked by it as a player's typed in: the same solution,
    /// graded at the level it was made for; a repeated digit is refused.
    #[test]
    fn a_maker_checks_a_puzzle_as_it_made_it() {
        for (variants, n, level) in [
            ("classic", 4, Level::Easy),
            ("classic", 6, Level::Hard),
            ("x", 9, Level::Medium),
        ] {
            let recipe = Recipe {
                level: Some(level),
                ..Recipe::named(variants, n).unwrap()
            };
            let rng = XorShiftRng::seed_from_u64(u64::from(n));
            let mut maker = VariantMaker::new(&recipe, rng, vec![0u16; room_for(n)]);
            while maker.resume(u64::MAX) == Progress::Paused {}
            let (puzzle, solution) = (maker.puzzle().unwrap(), maker.solution().unwrap().to_vec());
            let mut checked = vec![0u8; solution.len()];
            let grade = maker
                .check(&puzzle.layout, puzzle.givens(), &mut checked)
                .unwrap();
            assert_eq!(
                (grade.level(), &checked),
                (level, &solution),
                "{variants} {n}"
            );
            let mut twice = puzzle.givens().to_vec();
            let at = twice.iter().position(|&d| d != 0).unwrap();
            let next = if at % usize::from(n) == 0 {
                at + 1
            } else {
                at - 1
            };
            twice[next] = twice[at];
            assert!(
                matches!(
                    maker.check(&puzzle.layout, &twice, &mut checked),
                    Err(VariantError::Repeat { .. })
                ),
                "{variants} {n}"
            );
        }
    }

    /// A maker that gives up says why, as [`generate`] does; too little room is refused
    /// before anything is made.
    #[test]
    fn a_maker_gives_up_as_generate_does() {
        let recipe = Recipe {
            level: Some(Level::Diabolical),
            ..Recipe::classic(4)
        };
        let mut room = vec![0u16; room_for(4)];
        let mut rng = XorShiftRng::seed_from_u64(1);
        let whole = generate(&recipe, &mut rng, &mut room, None);
        assert_eq!(
            whole,
            Err(MakeError::Level(Level::Diabolical, SMALL_LEVEL_TRIES))
        );
        let mut maker = VariantMaker::new(&recipe, XorShiftRng::seed_from_u64(1), &mut room[..]);
        assert_eq!(maker.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(
            maker.error(),
            Some(MakeError::Level(Level::Diabolical, SMALL_LEVEL_TRIES))
        );
        assert_eq!(maker.made(None), whole);
        assert_eq!(maker.tries(), SMALL_LEVEL_TRIES);
        let mut refused = VariantMaker::new(&recipe, XorShiftRng::seed_from_u64(1), [0u16; 8]);
        assert_eq!(refused.resume(1), Progress::Exhausted);
        assert!(matches!(
            refused.error(),
            Some(MakeError::Search(VariantError::Room { lent: 8, .. }))
        ));
        assert_eq!(refused.nodes(), 0);
        let windows = Recipe {
            windows: true,
            ..Recipe::classic(6)
        };
        let refused = VariantMaker::new(&windows, XorShiftRng::seed_from_u64(1), [0u16; 8]);
        assert!(matches!(refused.error(), Some(MakeError::Layout(_))));
        assert_eq!(refused.making(), Making::Over);
    }

    #[test]
    fn every_kind_is_made_unique() {
        let mut rng = XorShiftRng::seed_from_u64(61);
        let mut room = vec![0u16; room_words(&Layout::classic(9).unwrap())];
        for recipe in [
            Recipe::classic(4),
            Recipe {
                diagonals: true,
                ..Recipe::classic(6)
            },
            Recipe {
                windows: true,
                ..Recipe::classic(9)
            },
            Recipe {
                jigsaw: true,
                ..Recipe::classic(9)
            },
            Recipe {
                killer: true,
                symmetry: Symmetry::None,
                ..Recipe::classic(9)
            },
            Recipe {
                minimal: true,
                symmetry: Symmetry::Rotate4,
                ..Recipe::classic(8)
            },
        ] {
            let mut solution = [0u8; MAX_CELLS];
            let puzzle = generate(&recipe, &mut rng, &mut room, Some(&mut solution)).unwrap();
            let cells = puzzle.layout.cells();
            let mut solver = VariantSolver::new(&puzzle.layout);
            let mut out = [0u8; MAX_CELLS];
            solver
                .solve_unique(puzzle.givens(), &mut room, &mut out[..cells])
                .unwrap();
            assert_eq!(out[..cells], solution[..cells], "{recipe:?}");
        }
    }
}
