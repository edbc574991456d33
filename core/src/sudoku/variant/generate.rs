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
use super::layout::{Layout, LayoutError, MAX_CAGES, MAX_CELLS, joined, side};
use super::puzzle::VariantPuzzle;
#[cfg(doc)]
use super::solve::room_for;
use super::solve::{VariantError, VariantSolver, room_words};
use crate::random::{below, shuffle};
use crate::sudoku::rate::Level;
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
    fn orbit(self, n: usize, cell: usize) -> ([usize; 4], usize) {
        let (r, c) = (cell / n, cell % n);
        let at = |r: usize, c: usize| r * n + c;
        let mut out = [cell; 4];
        let mut k = 1;
        let mut add = |x: usize| {
            if !out[..k].contains(&x) {
                out[k] = x;
                k += 1;
            }
        };
        match self {
            Symmetry::None => {}
            Symmetry::Rotate2 => add(at(n - 1 - r, n - 1 - c)),
            Symmetry::Rotate4 => {
                add(at(c, n - 1 - r));
                add(at(n - 1 - r, n - 1 - c));
                add(at(n - 1 - c, r));
            }
            Symmetry::Mirror => add(at(r, n - 1 - c)),
        }
        (out, k)
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
    /// The recipe's grid cannot be (a size without boxes, windows off 9×9 …).
    Layout(LayoutError),
    /// The room lent is too small, or another search error.
    Search(VariantError),
    /// No layout with a solution came out of many draws (jigsaw pieces on a small grid).
    GaveUp,
    /// No puzzle of the level came out of many tries (a level the variant seldom reaches,
    /// or never on a small grid).
    Level(Level),
}

impl fmt::Display for MakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakeError::Layout(e) => write!(f, "{e}"),
            MakeError::Search(e) => write!(f, "{e}"),
            MakeError::GaveUp => f.write_str("no grid of these rules was found in 1,000 draws"),
            MakeError::Level(level) => write!(
                f,
                "no {level} puzzle of this kind came out of {LEVEL_TRIES} tries; try another level"
            ),
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

/// Makes a puzzle of `recipe` with one solution; its solution is written into `solution`
/// when given. `room`: at least [`room_for`]`(recipe.n)` words.
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
    let grid = grid_of(recipe)?;
    let needed = room_words(&grid);
    if room.len() < needed {
        return Err(VariantError::Room {
            lent: room.len(),
            needed,
        }
        .into());
    }
    // One solver for every draw and every puzzle, made again in place for each layout.
    let mut solver = VariantSolver::new(&grid);
    let Some(level) = recipe.level else {
        return Ok(make(recipe, &grid, &mut solver, rng, room, solution)?.0);
    };
    let cells = usize::from(recipe.n) * usize::from(recipe.n);
    let mut solved = [0u8; MAX_CELLS];
    for _ in 0..LEVEL_TRIES {
        let (mut puzzle, graded) = make(
            recipe,
            &grid,
            &mut solver,
            rng,
            room,
            Some(&mut solved[..cells]),
        )?;
        // Easy steps solve a puzzle made at easy (its cages and each given taken away
        // were checked so), which makes it easy with no grade.
        let at_level = level == Level::Easy || {
            // Steps capped at the level that solve a puzzle take the same path uncapped.
            let mut grade = match graded {
                Some(grade) => grade,
                None => solver.grade(puzzle.givens(), Level::Diabolical)?,
            };
            if grade.solved
                && grade.level() < level
                && swap_harder(
                    &mut solver,
                    &mut puzzle,
                    &solved[..cells],
                    recipe,
                    level,
                    rng,
                    room,
                )?
            {
                grade = solver.grade(puzzle.givens(), Level::Diabolical)?;
            }
            grade.solved && grade.level() == level
        };
        if at_level {
            if let Some(out) = solution {
                out[..cells].copy_from_slice(&solved[..cells]);
            }
            return Ok(puzzle);
        }
    }
    Err(MakeError::Level(level))
}

/// Swaps tried on a puzzle that came out easier than its level before it is made again.
const SWAPS: usize = 64;

/// A puzzle easier than `level` made harder: a given (with its partners under the
/// symmetry) traded for a cell of the solution `solved` that was not given, kept when the
/// steps up to `level` still solve the puzzle and those below it no longer do; then givens
/// taken away again as [`dig`] does. At most [`SWAPS`] trades; whether one was kept.
/// Cheaper than making another puzzle, which at medium comes out easy six times in seven.
fn swap_harder<R: Rng>(
    solver: &mut VariantSolver,
    puzzle: &mut VariantPuzzle,
    solved: &[u8],
    recipe: &Recipe,
    level: Level,
    rng: &mut R,
    room: &mut [u16],
) -> Result<bool, MakeError> {
    let n = usize::from(recipe.n);
    let cells = n * n;
    let Some(easier) = Level::ALL.into_iter().take_while(|&l| l < level).last() else {
        return Ok(false);
    };
    let givens = puzzle.givens_mut();
    if givens.iter().all(|&d| d == 0) {
        // Killer's cages alone: no given to trade.
        return Ok(false);
    }
    for _ in 0..SWAPS {
        let (a, b) = (
            below(rng, cells as u32) as usize,
            below(rng, cells as u32) as usize,
        );
        if givens[a] == 0 || givens[b] != 0 {
            continue;
        }
        let (out, k) = recipe.symmetry.orbit(n, a);
        let (into, j) = recipe.symmetry.orbit(n, b);
        if out[..k].iter().any(|c| into[..j].contains(c)) {
            continue;
        }
        let mut kept = [0u8; 4];
        for (slot, &c) in kept.iter_mut().zip(&out[..k]) {
            *slot = givens[c];
            givens[c] = 0;
        }
        for &c in &into[..j] {
            givens[c] = solved[c];
        }
        let harder = !unique(solver, givens, &[], Some(easier), room, DIG_NODES)?.one()
            && unique(solver, givens, &[], Some(level), room, DIG_NODES)?.one();
        if harder {
            dig_recipe(solver, givens, recipe, rng, room)?;
            return Ok(true);
        }
        for &c in &into[..j] {
            givens[c] = 0;
        }
        for (&v, &c) in kept.iter().zip(&out[..k]) {
            givens[c] = v;
        }
    }
    Ok(false)
}

/// The grid `recipe`'s solutions are drawn on: the size's boxes (its rows, when it has
/// none), with the extra houses; a jigsaw's pieces are then drawn around a solution.
fn grid_of(recipe: &Recipe) -> Result<Layout, LayoutError> {
    let mut grid = Layout::classic(recipe.n).or_else(|_| rows_as_pieces(recipe.n))?;
    if recipe.diagonals {
        grid = grid.with_diagonals()?;
    }
    if recipe.windows {
        grid = grid.with_windows()?;
    }
    Ok(grid)
}

/// One puzzle of `recipe` on `grid` (from [`grid_of`]), its givens kept within the
/// recipe's level when it has one, and its grade when making it found it (killer cages
/// alone, kept by the steps up to the level); `solver` is left made for the puzzle's
/// layout.
fn make<R: Rng>(
    recipe: &Recipe,
    grid: &Layout,
    solver: &mut VariantSolver,
    rng: &mut R,
    room: &mut [u16],
    solution: Option<&mut [u8]>,
) -> Result<(VariantPuzzle, Option<Grade>), MakeError> {
    let n = recipe.n;
    let cells = usize::from(n) * usize::from(n);
    let mut solved = [0u8; MAX_CELLS];
    let mut layout = None;
    solver.reset(grid);
    let empty = [0u8; MAX_CELLS];
    for _ in 0..DRAWS {
        if solver.random_solution_within(
            &empty[..cells],
            room,
            &mut solved[..cells],
            rng,
            DRAW_NODES,
        )? {
            layout = Some(match recipe.jigsaw {
                true => jigsaw_around(grid, recipe, solver, &mut solved[..cells], rng, room)?,
                false => grid.clone(),
            });
            break;
        }
    }
    let mut layout = layout.ok_or(MakeError::GaveUp)?;
    let mut givens = [0u8; MAX_CELLS];
    givens[..cells].copy_from_slice(&solved[..cells]);
    // The grade of a killer's cages alone, when the steps that kept them found it.
    let mut graded = None;
    if recipe.killer {
        let shown = make_cages(
            &mut layout,
            solver,
            &solved[..cells],
            recipe.max_cage.clamp(2, n),
            recipe.level,
            rng,
            room,
        )?;
        if shown.one() && !recipe.killer_givens {
            givens[..cells].fill(0);
            if let Shown::Graded(grade) = shown {
                graded = Some(grade);
            }
        }
    }
    solver.reset(&layout);
    if givens[..cells].iter().any(|&d| d > 0) {
        dig_recipe(solver, &mut givens[..cells], recipe, rng, room)?;
    }
    if let Some(out) = solution {
        out[..cells].copy_from_slice(&solved[..cells]);
    }
    let mut puzzle = VariantPuzzle::new(layout);
    puzzle.givens_mut().copy_from_slice(&givens[..cells]);
    Ok((puzzle, graded))
}

/// How givens are taken away: with their partners under a symmetry, and kept within a
/// level when there is one.
#[derive(Clone, Copy)]
struct Dig {
    symmetry: Symmetry,
    level: Option<Level>,
}

/// Takes givens away as `recipe` asks: with their partners under its symmetry, within its
/// level, then one by one when it is to be minimal.
fn dig_recipe<R: Rng>(
    solver: &mut VariantSolver,
    givens: &mut [u8],
    recipe: &Recipe,
    rng: &mut R,
    room: &mut [u16],
) -> Result<(), MakeError> {
    let dig_at = |symmetry| Dig {
        symmetry,
        level: recipe.level,
    };
    dig(solver, givens, dig_at(recipe.symmetry), rng, room)?;
    if recipe.minimal {
        dig(solver, givens, dig_at(Symmetry::None), rng, room)?;
    }
    Ok(())
}

/// What [`unique`] showed of a puzzle.
#[derive(Clone, Copy)]
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
    // so sooner, but for cages, where it is slow, below diabolical.
    let search_first = match level {
        Some(Level::Diabolical) => true,
        Some(Level::Hard | Level::Expert) => solver.layout().cages() == 0,
        _ => false,
    };
    let one = |yes: bool| if yes { Shown::One } else { Shown::No };
    Ok(match level {
        Some(_) if search_first && solver.count_within(givens, 2, room, nodes)? == Some(2) => {
            Shown::No
        }
        Some(Level::Easy) => one(solver.easy_fills(givens, taken)),
        Some(level) => match solver.grade_sound(givens, level)? {
            grade if grade.solved => Shown::Graded(grade),
            _ => Shown::No,
        },
        None => one(solver.count_within(givens, 2, room, nodes)? == Some(1)),
    })
}

/// Takes givens away in a random order, with their partners under the symmetry, keeping
/// each that the solution needs (within the level, when there is one).
fn dig<R: Rng>(
    solver: &mut VariantSolver,
    givens: &mut [u8],
    Dig { symmetry, level }: Dig,
    rng: &mut R,
    room: &mut [u16],
) -> Result<(), MakeError> {
    let n = usize::from(solver.layout().n());
    let cells = n * n;
    let mut order = [0u8; MAX_CELLS];
    for (i, o) in order.iter_mut().enumerate().take(cells) {
        *o = i as u8;
    }
    shuffle(rng, &mut order[..cells]);
    for &cell in &order[..cells] {
        let (orbit, k) = symmetry.orbit(n, usize::from(cell));
        if orbit[..k].iter().all(|&c| givens[c] == 0) {
            continue;
        }
        let mut kept = [0u8; 4];
        for (slot, &c) in kept.iter_mut().zip(&orbit[..k]) {
            *slot = givens[c];
            givens[c] = 0;
        }
        let budget = if n > 9 { DIG_NODES / 8 } else { DIG_NODES };
        if !unique(solver, givens, &orbit[..k], level, room, budget)?.one() {
            for (&v, &c) in kept.iter().zip(&orbit[..k]) {
                givens[c] = v;
            }
        }
    }
    Ok(())
}

/// Jigsaw pieces for `recipe` around `solved`, a solved grid of `base`: pieces drawn by
/// trades that keep `solved` a solution, then traded further freely, kept when a solution
/// is found on them (written into `solved`) within a search's budget; after [`FREE_DRAWS`]
/// tries, the first pieces.
fn jigsaw_around<R: Rng>(
    base: &Layout,
    recipe: &Recipe,
    solver: &mut VariantSolver,
    solved: &mut [u8],
    rng: &mut R,
    room: &mut [u16],
) -> Result<Layout, MakeError> {
    let n = base.n();
    let cells = solved.len();
    let with_extras = |regions: &[u8]| -> Result<Layout, LayoutError> {
        let mut j = Layout::jigsaw(n, regions)?;
        if recipe.diagonals {
            j = j.with_diagonals()?;
        }
        if recipe.windows {
            j = j.with_windows()?;
        }
        Ok(j)
    };
    let mut regions = [0u8; MAX_CELLS];
    random_regions(base, solved, rng, &mut regions);
    let empty = [0u8; MAX_CELLS];
    let mut other = [0u8; MAX_CELLS];
    for _ in 0..FREE_DRAWS {
        let mut free = regions;
        free_trades(n, rng, &mut free);
        let layout = with_extras(&free[..cells])?;
        solver.reset(&layout);
        if solver.random_solution_within(
            &empty[..cells],
            room,
            &mut other[..cells],
            rng,
            DRAW_NODES,
        )? {
            solved.copy_from_slice(&other[..cells]);
            return Ok(layout);
        }
    }
    Ok(with_extras(&regions[..cells])?)
}

/// Tries of freely traded pieces before a jigsaw keeps the pieces drawn around its grid.
const FREE_DRAWS: usize = 8;

/// Cells traded between neighbouring pieces with no regard to digits, each trade kept when
/// both pieces stay joined.
fn free_trades<R: Rng>(n: u8, rng: &mut R, regions: &mut [u8; MAX_CELLS]) {
    let nn = usize::from(n);
    let cells = nn * nn;
    trade(n, cells * 8, rng, regions, |regions, a, b, rng| {
        let (ra, rb) = (regions[a], regions[b]);
        // A cell of b's piece that touches a's piece, other than b, goes to a's piece.
        let mut candidates = [0u8; MAX_CELLS];
        let mut k = 0;
        for c in 0..cells {
            let touches =
                (0..4).any(|s| side(nn, c, s).is_some_and(|o| o != a && regions[o] == ra));
            if c != b && regions[c] == rb && touches {
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
fn trade<R: Rng>(
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
        if !joined(n, a, |x| regions[x] == rb) || !joined(n, c, |x| regions[x] == ra) {
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
fn random_regions<R: Rng>(
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

/// Killer's cages on `layout` for the solved grid `solved`: pairs, then joined while the
/// cages alone have one solution. What was shown of the cages alone: [`Shown::No`] when
/// no tiling of pairs had one solution.
fn make_cages<R: Rng>(
    layout: &mut Layout,
    solver: &mut VariantSolver,
    solved: &[u8],
    max_cage: u8,
    level: Option<Level>,
    rng: &mut R,
    room: &mut [u16],
) -> Result<Shown, MakeError> {
    let n = usize::from(layout.n());
    let cells = n * n;
    let mut cage = [0u8; MAX_CELLS];
    let mut size = [0u8; MAX_CAGES + 1];
    let empty = [0u8; MAX_CELLS];
    let mut shown = Shown::No;
    for _ in 0..TILINGS {
        let count = pairs(n, solved, max_cage, rng, &mut cage, &mut size);
        set_sums(layout, &cage[..cells], count, solved)?;
        solver.reset(layout);
        shown = unique(solver, &empty[..cells], &[], level, room, CAGE_NODES)?;
        if shown.one() {
            break;
        }
    }
    if !shown.one() {
        return Ok(shown);
    }
    // Join neighbouring cages while the cages alone stay unique.
    let mut failures = 0;
    for _ in 0..cells * 8 {
        if failures >= 2 * n {
            break;
        }
        let a = below(rng, cells as u32) as usize;
        let Some(b) = side(n, a, below(rng, 4)) else {
            continue;
        };
        let (ka, kb) = (cage[a], cage[b]);
        if ka == kb || size[usize::from(ka)] + size[usize::from(kb)] > max_cage {
            continue;
        }
        let mut digits = 0u16;
        let mut clash = false;
        for c in 0..cells {
            if cage[c] == ka || cage[c] == kb {
                let bit = 1 << (solved[c] - 1);
                clash |= digits & bit != 0;
                digits |= bit;
            }
        }
        if clash {
            continue;
        }
        let mut joined = cage;
        for c in joined[..cells].iter_mut() {
            if *c == kb {
                *c = ka;
            }
        }
        let mut joined_size = size;
        joined_size[usize::from(ka)] += joined_size[usize::from(kb)];
        joined_size[usize::from(kb)] = 0;
        let joined_count = renumber(&mut joined[..cells], &mut joined_size);
        let mut trial = layout.clone();
        set_sums(&mut trial, &joined[..cells], joined_count, solved)?;
        solver.reset(&trial);
        let joined_shown = unique(solver, &empty[..cells], &[], level, room, CAGE_NODES)?;
        if joined_shown.one() {
            *layout = trial;
            cage = joined;
            size = joined_size;
            shown = joined_shown;
            failures = 0;
        } else {
            failures += 1;
        }
    }
    Ok(shown)
}

/// Pairs of neighbouring cells as cages, at random; a cell left alone joins a neighbouring
/// cage that lacks its digit. The cages, numbered from 1, and their sizes; the count.
fn pairs<R: Rng>(
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
        for b in (0..4)
            .filter_map(|k| side(n, a, k))
            .filter(|&b| cage[b] == 0)
        {
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
        let into = (0..4).filter_map(|k| side(n, a, k)).find(|&b| {
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
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;
    use std::vec;

    #[test]
    fn orbits_hold_their_partners() {
        assert_eq!(Symmetry::Rotate2.orbit(9, 0), ([0, 80, 0, 0], 2));
        assert_eq!(Symmetry::Rotate2.orbit(9, 40).1, 1);
        assert_eq!(Symmetry::Rotate4.orbit(4, 1), ([1, 7, 14, 8], 4));
        assert_eq!(Symmetry::Mirror.orbit(6, 8), ([8, 9, 8, 8], 2));
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
