//! The fast solver: one 81-bit board of possible cells per digit, kept band by band,
//! constraint propagation (locked candidates, hidden singles in rows, naked singles) and
//! depth-first branching on a bivalue cell where most bivalue cells meet, with an explicit
//! stack of fixed size inside the [`Solver`]. A count whose search grows past a few branches
//! (a hard puzzle) does more at each node from then on: locked candidates between columns
//! and boxes, hidden triads in minirows and minicolumns (a row's or a column's three cells
//! in a box), and branches on a digit's two ways through a band rather than on a cell.
//!
//! Each branch fixes one more cell (or, in a thorough search, one more digit's way through
//! a band), so the stack never holds more than 82 states on the calculators (built without
//! the `thorough` feature), 109 elsewhere; the solver's memory is a
//! constant that the caller owns (a `static` on a calculator): 10 KiB there, 27 KiB
//! elsewhere. A branch costs one copy of a state, 124 bytes on the calculators (which
//! never search thoroughly), 128 elsewhere, 248 in a thorough search:
//! the copy tries the digit, the original, without it, waits on the stack as the other
//! branch.

use super::grid::Grid;
use super::text::{ParseError, cell_bytes};
use super::units::{CELLS, Conflict, repeats};
use crate::random::below;
use core::fmt;
use rand_core::Rng;

mod state;
mod tables;

use state::State;

/// Why a puzzle has no single solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The givens repeat a digit in a unit.
    Conflict(Conflict),
    /// The givens are consistent but no solution exists.
    NoSolution,
    /// More than one solution exists.
    MultipleSolutions,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Conflict(c) => write!(f, "the givens repeat {} in {}", c.digit, c.unit),
            SolveError::NoSolution => f.write_str("the puzzle has no solution"),
            SolveError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
        }
    }
}

impl core::error::Error for SolveError {}

/// The branches after which a search that only counts works harder at each node
/// ([`State::claim_columns`], [`State::hidden_triads`], [`State::way_branch`],
/// [`State::open_pair`]): few enough that a hard puzzle's search
/// is nearly all thorough, enough that short ones never are, as the extra work costs them
/// more than it saves (serg_benchmark's searches take 7 branches on average, none 16).
/// Measured on the data sets. Searches whose answer depends on the order of the branches
/// (the first solution, a random one) never are: they give what they always gave.
///
/// Searches never work harder without the crate's `thorough` feature (on by default; the
/// calculators' builds leave it off), where the bookkeeping it needs at every node cost
/// generation 1 to 4 % more instructions on the ARM926 (`scripts/firmware measure`) and
/// its code and table 6 KB of the firmware image: there, what only a thorough search needs
/// (the tables, the state's `unclaimed`, `facts` and `triads`, the count of branches, the
/// deeper stack) is not compiled at all, so that their state and code are what they were
/// before searches could turn thorough; and where two ways of a step were measured, the
/// in-order ARM core's is taken. `scripts/test` runs the core's tests both ways.
const THOROUGH_AFTER: usize = 16;

/// The most branches a search stands on at once. Each state on the stack has one thing more
/// fixed than the state below it, which it was copied from: a cell (the copy's digit; the
/// state below only loses a candidate or fixes a cell too), at most 81, or, in a thorough
/// search, a digit's way through a band, at most 27. The stack holds one state more: the
/// givens'.
#[cfg(feature = "thorough")]
const DEPTH: usize = CELLS + 27;
#[cfg(not(feature = "thorough"))]
const DEPTH: usize = CELLS;

/// The solver: owns its fixed-size stack, so reuse one `Solver` for many puzzles.
///
/// ```
/// use jiugong_core::sudoku::{Grid, Solver};
///
/// let mut solver = Solver::new();
/// let puzzle = Grid::parse_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// let solution = solver.solve(&puzzle).unwrap();
/// assert!(puzzle.is_solved_by(&solution));
/// assert_eq!(solver.count_solutions(&puzzle, 2), 1); // unique
/// assert_eq!(solver.count_solutions(&Grid::EMPTY, 2), 2); // stops counting at the limit
/// # Ok::<(), jiugong_core::sudoku::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Solver {
    stack: [State; DEPTH + 1],
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Solver")
    }
}

/// How the search picks the digit to try first at a branch.
trait Chooser {
    fn pick(&mut self, candidates: u16) -> usize;
}

/// Lowest digit first: the deterministic order.
struct Lowest;

impl Chooser for Lowest {
    #[inline]
    fn pick(&mut self, candidates: u16) -> usize {
        candidates.trailing_zeros() as usize
    }
}

/// A random candidate, from the caller's generator.
struct Random<'a, R: ?Sized>(&'a mut R);

impl<R: Rng + ?Sized> Chooser for Random<'_, R> {
    fn pick(&mut self, candidates: u16) -> usize {
        let mut k = below(self.0, candidates.count_ones());
        let mut m = candidates;
        while k > 0 {
            m &= m - 1;
            k -= 1;
        }
        m.trailing_zeros() as usize
    }
}

impl Solver {
    /// A solver with an empty stack.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let empty = Grid::EMPTY;
    /// assert_eq!(solver.count_solutions(&empty, 2), 2); // an empty grid has many
    /// let puzzle = Grid::parse_line(
    ///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    /// )?;
    /// let solution = solver.solve_unique(&puzzle)?;
    /// assert!(solution.is_solved() && puzzle.is_solved_by(&solution));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn new() -> Self {
        Solver {
            stack: [State::UNUSED; DEPTH + 1],
        }
    }

    /// Depth-first search from the givens in `cells` (as [`State::set_givens`] reads
    /// them); calls `found` with each solution until it returns false, working harder at
    /// each node once it has branched `thorough_after` times ([`THOROUGH_AFTER`]). Returns
    /// the number of solutions reported, or `None` when two givens of a digit share a unit.
    fn search(
        &mut self,
        cells: &[u8; CELLS],
        chooser: &mut impl Chooser,
        thorough_after: usize,
        mut found: impl FnMut(&State) -> bool,
    ) -> Option<usize> {
        // stack[depth] is the state being worked on; below it, the other branches.
        if !self.stack[0].set_givens(cells) {
            return None;
        }
        let mut depth = 0usize;
        let mut count = 0usize;
        // Where searches never turn thorough, nothing counts the branches.
        #[cfg(feature = "thorough")]
        let mut branches = 0usize;
        #[cfg(feature = "thorough")]
        if thorough_after == 0 {
            self.stack[0].learn_facts();
        }
        #[cfg(not(feature = "thorough"))]
        let _ = thorough_after;
        loop {
            // A search that has branched a few times is a hard one: from then on, more
            // work at each node for fewer nodes.
            #[cfg(feature = "thorough")]
            let thorough = branches >= thorough_after;
            let cur = &mut self.stack[depth];
            #[cfg(not(feature = "thorough"))]
            let thorough = false;
            if let Some(pairs) = cur.propagate(thorough) {
                if cur.is_solved() {
                    count += 1;
                    if !found(cur) {
                        return Some(count);
                    }
                } else if depth < DEPTH {
                    // A digit's way through a band, when a thorough search finds one: the
                    // copy takes one way, the original the other.
                    #[cfg(feature = "thorough")]
                    if thorough && let Some((i, a, b)) = cur.way_branch() {
                        let (below, above) = self.stack.split_at_mut(depth + 1);
                        below[depth].split_way(&mut above[0], i, a, b);
                        depth += 1;
                        branches += 1;
                        continue;
                    }
                    // Each branch fixes one more cell or way: depth stays below `DEPTH`, so
                    // the test above always holds; it keeps the indexing provably in bounds.
                    // (The calculators pass no flag: a constant one still cost an
                    // instruction at each branch of a search inlined in their app.)
                    #[cfg(feature = "thorough")]
                    let cell = cur.branch_cell(pairs, thorough);
                    #[cfg(not(feature = "thorough"))]
                    let cell = cur.branch_cell(pairs);
                    let candidates = cur.candidates(cell);
                    let digit = chooser.pick(candidates);
                    // One copy per branch: the copy tries the digit, the original
                    // (without it) waits below as the other branch — with the cell's last
                    // digit placed at once when one is left.
                    let (below, above) = self.stack.split_at_mut(depth + 1);
                    let (other, next) = (&mut below[depth], &mut above[0]);
                    #[cfg(feature = "thorough")]
                    next.copy_from(other, thorough);
                    #[cfg(not(feature = "thorough"))]
                    {
                        *next = *other;
                    }
                    let rest = candidates & !(1 << digit);
                    if rest.is_power_of_two() {
                        other.place(cell, rest.trailing_zeros() as usize);
                    } else {
                        other.remove(cell, digit);
                    }
                    next.place(cell, digit);
                    depth += 1;
                    #[cfg(feature = "thorough")]
                    {
                        branches += 1;
                        if branches == thorough_after {
                            // The states so far have not kept `unclaimed`.
                            for state in &mut self.stack[..=depth] {
                                state.unclaimed = 0x1ff;
                                state.learn_facts();
                            }
                        }
                    }
                    continue;
                }
            }
            if depth == 0 {
                return Some(count);
            }
            depth -= 1;
        }
    }

    /// The first solution of `grid` (in the search's digit order), or `None`.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let any = solver.solve(&Grid::EMPTY).unwrap(); // an empty grid has many: the first
    /// assert!(any.is_solved());
    /// let mut fives = Grid::EMPTY;
    /// fives.set(0, 5)?;
    /// fives.set(1, 5)?; // two 5s in row 1
    /// assert_eq!(solver.solve(&fives), None);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solve(&mut self, grid: &Grid) -> Option<Grid> {
        let mut solution = None;
        self.search(grid.cells(), &mut Lowest, usize::MAX, |s| {
            solution = Some(s.grid());
            false
        });
        solution
    }

    /// Counts solutions, stopping at `limit` (a limit of 2 is the uniqueness test).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// assert_eq!(solver.count_solutions(&Grid::parse_line(line)?, 2), 1);
    /// assert_eq!(solver.count_solutions(&Grid::EMPTY, 1000), 1000); // stops at the limit
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn count_solutions(&mut self, grid: &Grid, limit: usize) -> usize {
        self.count_in(grid.cells(), limit).unwrap_or(0)
    }

    /// Counts the solutions of the puzzle on one line of text, stopping at `limit`: what
    /// [`Grid::parse_line`] and then [`Solver::count_solutions`] give, the same errors
    /// included, in less time. A line in the usual form (81 bytes, `1`–`9`, `0` or `.`) goes
    /// to the solver as it is, whose masks find a repeated digit; only then, or for any
    /// other line, does the parser read it (and say where it is wrong).
    ///
    /// ```
    /// use jiugong_core::sudoku::Solver;
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// assert_eq!(solver.count_line_solutions(line, 2)?, 1);
    /// let repeat = line.replacen("4.", "44", 1);
    /// let error = solver.count_line_solutions(&repeat, 2).unwrap_err();
    /// assert_eq!(error.to_string(), "grid 1, line 1, column 2: digit 4 appears twice in row 1");
    /// # Ok::<(), jiugong_core::sudoku::ParseError>(())
    /// ```
    pub fn count_line_solutions(&mut self, line: &str, limit: usize) -> Result<usize, ParseError> {
        let text = line.trim_end_matches(['\r', '\n']);
        if let Some(n) = cell_bytes(text.as_bytes()).and_then(|cells| self.count_in(cells, limit)) {
            return Ok(n);
        }
        let grid = Grid::parse_line(text)?;
        Ok(self.count_solutions(&grid, limit))
    }

    /// [`Solver::count_solutions`] from the givens in `cells`; `None` when two givens of a
    /// digit share a unit (a limit of 0 looks for none).
    fn count_in(&mut self, cells: &[u8; CELLS], limit: usize) -> Option<usize> {
        self.count_first(cells, limit, None)
    }

    /// [`count_in`](Self::count_in), writing the first solution's digits into `first`
    /// when given: what a variant solver asks of the classic 9×9.
    pub(crate) fn count_first(
        &mut self,
        cells: &[u8; CELLS],
        limit: usize,
        mut first: Option<&mut [u8]>,
    ) -> Option<usize> {
        if limit == 0 {
            return (!repeats(cells)).then_some(0);
        }
        let mut n = 0;
        self.search(cells, &mut Lowest, THOROUGH_AFTER, |s| {
            if n == 0
                && let Some(out) = first.take()
            {
                out.copy_from_slice(s.grid().cells());
            }
            n += 1;
            n < limit
        })
    }

    /// Fills `out` with up to `out.len()` solutions; returns how many were found.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// // A solved grid with a rectangle of 1s and 3s emptied: the two can swap.
    /// let mut puzzle = Grid::parse_line(
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /// )?;
    /// for cell in [32, 35, 41, 44] {
    ///     puzzle.set(cell, 0)?;
    /// }
    /// let mut out = [Grid::EMPTY; 5];
    /// assert_eq!(Solver::new().solutions(&puzzle, &mut out), 2);
    /// assert_ne!(out[0], out[1]);
    /// assert!(out[..2].iter().all(|s| puzzle.is_solved_by(s)));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solutions(&mut self, grid: &Grid, out: &mut [Grid]) -> usize {
        if out.is_empty() {
            return 0;
        }
        let mut n = 0;
        self.search(grid.cells(), &mut Lowest, usize::MAX, |s| {
            out[n] = s.grid();
            n += 1;
            n < out.len()
        });
        n
    }

    /// The solution if there is exactly one; otherwise says why not. Repeated givens are
    /// found by the solver's masks, and only then looked for cell by cell to say where; only
    /// the first solution is written out as a grid.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, SolveError, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let puzzle = Grid::parse_line(line)?;
    /// assert!(puzzle.is_solved_by(&solver.solve_unique(&puzzle)?));
    /// assert_eq!(solver.solve_unique(&Grid::EMPTY), Err(SolveError::MultipleSolutions));
    /// let mut repeated = puzzle;
    /// repeated.set(1, 4)?; // a second 4 in row 1
    /// let Err(SolveError::Conflict(c)) = solver.solve_unique(&repeated) else { panic!() };
    /// assert_eq!((c.digit, c.first, c.second), (4, 0, 1));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solve_unique(&mut self, grid: &Grid) -> Result<Grid, SolveError> {
        let mut first = None;
        let found = self.search(grid.cells(), &mut Lowest, THOROUGH_AFTER, |s| {
            first.is_none() && {
                first = Some(s.grid());
                true
            }
        });
        match (found, first) {
            (Some(1), Some(solution)) => Ok(solution),
            (Some(0), _) => Err(SolveError::NoSolution),
            (Some(_), _) => Err(SolveError::MultipleSolutions),
            (None, _) => Err(grid
                .first_conflict()
                .map_or(SolveError::NoSolution, SolveError::Conflict)),
        }
    }

    /// A random solution of `grid` (an empty grid gives a random solved grid).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    /// use rand_core::SeedableRng;
    ///
    /// let mut solver = Solver::new();
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(9);
    /// let a = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    /// let b = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    /// assert!(a.is_solved() && b.is_solved() && a != b);
    /// // The same seed, the same grid.
    /// let mut again = rand_xorshift::XorShiftRng::seed_from_u64(9);
    /// assert_eq!(solver.random_solution(&Grid::EMPTY, &mut again), Some(a));
    /// ```
    pub fn random_solution<R: Rng + ?Sized>(&mut self, grid: &Grid, rng: &mut R) -> Option<Grid> {
        let mut solution = None;
        self.search(grid.cells(), &mut Random(rng), usize::MAX, |s| {
            solution = Some(s.grid());
            false
        });
        solution
    }
}

#[cfg(test)]
mod tests;
