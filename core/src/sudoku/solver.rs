//! The fast solver: one 81-bit board of possible cells per digit, constraint propagation
//! (naked and hidden singles) and depth-first branching on the cell with the fewest
//! candidates, with an explicit stack of fixed size inside the [`Solver`].
//!
//! Each branch fixes one more cell, so the stack never holds more than 81 states; the
//! solver's memory is a constant 13 KiB that the caller owns (a `static` on a calculator).

use super::grid::{CELLS, Conflict, Grid, UNITS};
use crate::random::below;
use core::fmt;
use rand_core::Rng;

const ALL: u128 = (1u128 << CELLS) - 1;

const fn bit(cell: usize) -> u128 {
    1u128 << cell
}

/// For each unit (rows, columns, boxes), its 9 cells as a bit mask.
const UNIT_MASKS: [u128; 27] = {
    let mut masks = [0u128; 27];
    let mut u = 0;
    while u < 27 {
        let mut j = 0;
        while j < 9 {
            masks[u] |= bit(UNITS[u][j] as usize);
            j += 1;
        }
        u += 1;
    }
    masks
};

/// For each cell, the 20 other cells that share a unit with it.
const PEERS: [u128; CELLS] = {
    let mut peers = [0u128; CELLS];
    let mut c = 0;
    while c < CELLS {
        let r = c / 9;
        let col = c % 9;
        let b = (c / 27) * 3 + col / 3;
        peers[c] = (UNIT_MASKS[r] | UNIT_MASKS[9 + col] | UNIT_MASKS[18 + b]) & !bit(c);
        c += 1;
    }
    peers
};

/// Row-box occupancy of one digit in one band: bit `3·row + box` is set when the digit can
/// still go in that row (0..3 within the band) inside that box (0..3 within the band).
/// `SHRINK[occupancy]` applies locked candidates to a fixed point — a box whose places lie
/// in one row takes that row away from the other boxes (pointing), a row whose places lie
/// in one box takes that box away from the other rows (claiming) — and sets bit 9 when a
/// row or box is left with no place (a contradiction).
const SHRINK: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut m = occ as u16;
        loop {
            let before = m;
            let mut k = 0;
            while k < 3 {
                let box_rows = (m >> k) & 0b1_001_001; // column k of the 3×3 matrix
                if box_rows.count_ones() == 1 {
                    let row = box_rows.trailing_zeros() / 3;
                    m &= !(0b111 << (3 * row)) | (1 << (3 * row + k));
                }
                let row_boxes = (m >> (3 * k)) & 0b111;
                if row_boxes.count_ones() == 1 {
                    let bx = row_boxes.trailing_zeros();
                    m &= !(0b1_001_001 << bx) | (1 << (3 * k + bx));
                }
                k += 1;
            }
            if m == before {
                break;
            }
        }
        let mut bad = false;
        let mut k = 0;
        while k < 3 {
            if (m >> (3 * k)) & 0b111 == 0 || (m >> k) & 0b1_001_001 == 0 {
                bad = true;
            }
            k += 1;
        }
        table[occ] = if bad { 1 << 9 } else { m };
        occ += 1;
    }
    table
};

/// For 9 bits of one row: which of its 3 boxes hold a set bit (3 bits).
const ROW_BOXES: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let mut b = 0u8;
        if i & 0o7 != 0 {
            b |= 1;
        }
        if i & 0o70 != 0 {
            b |= 2;
        }
        if i & 0o700 != 0 {
            b |= 4;
        }
        table[i] = b;
        i += 1;
    }
    table
};

/// For 3 box bits of one row: the 9-bit mask of those boxes' cells.
const BOX_CELLS: [u32; 8] = [0, 0o7, 0o70, 0o77, 0o700, 0o707, 0o770, 0o777];

/// The search state: for each digit, the cells where it may still go. A solved cell keeps
/// only its own digit's bit.
#[derive(Clone, Copy)]
struct State {
    cand: [u128; 9],
    solved: u128,
    /// Digits whose board changed since their last scan for locked candidates and hidden
    /// singles (bit d for digit d + 1).
    dirty: u16,
}

impl State {
    const EMPTY: State = State {
        cand: [ALL; 9],
        solved: 0,
        dirty: 0x1ff,
    };

    fn from_grid(grid: &Grid) -> Option<State> {
        let mut s = State::EMPTY;
        for (cell, &v) in grid.cells().iter().enumerate() {
            if v != 0 && !s.place(cell, v as usize - 1) {
                return None;
            }
        }
        Some(s)
    }

    /// Writes `digit` (0-based) into `cell`; false if it is no longer possible there.
    #[inline]
    fn place(&mut self, cell: usize, digit: usize) -> bool {
        let b = bit(cell);
        if self.cand[digit] & b == 0 {
            return false;
        }
        for (e, c) in self.cand.iter_mut().enumerate() {
            self.dirty |= u16::from(*c & b != 0) << e;
            *c &= !b;
        }
        self.cand[digit] = (self.cand[digit] & !PEERS[cell]) | b;
        self.solved |= b;
        true
    }

    /// Naked and hidden singles until nothing changes; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let unsolved = ALL & !self.solved;
            if unsolved == 0 {
                return true;
            }
            let (mut one, mut two) = (0u128, 0u128);
            for &c in self.cand.iter() {
                let c = c & unsolved;
                two |= one & c;
                one |= c;
            }
            if unsolved & !one != 0 {
                return false; // a cell with no candidate
            }
            let singles = one & !two;
            if singles != 0 {
                for d in 0..9 {
                    let mut s = singles & self.cand[d];
                    while s != 0 {
                        let cell = s.trailing_zeros() as usize;
                        s &= s - 1;
                        if !self.place(cell, d) {
                            return false;
                        }
                    }
                }
                continue;
            }
            // Locked candidates between the rows and boxes of each band.
            let mut progress = false;
            let scan = self.dirty;
            for d in 0..9 {
                if scan & (1 << d) == 0 {
                    continue;
                }
                let mut board = self.cand[d];
                for band in 0..3 {
                    let shift = 27 * band;
                    let m = (board >> shift) as u32 & 0x7ff_ffff;
                    let occ = ROW_BOXES[(m & 0o777) as usize] as usize
                        | (ROW_BOXES[((m >> 9) & 0o777) as usize] as usize) << 3
                        | (ROW_BOXES[(m >> 18) as usize] as usize) << 6;
                    let shrunk = SHRINK[occ];
                    if shrunk & (1 << 9) != 0 {
                        return false;
                    }
                    if shrunk as usize != occ {
                        self.dirty |= 1 << d;
                        let keep = BOX_CELLS[(shrunk & 7) as usize]
                            | BOX_CELLS[((shrunk >> 3) & 7) as usize] << 9
                            | BOX_CELLS[((shrunk >> 6) & 7) as usize] << 18;
                        board &= !((u128::from(!keep & 0x7ff_ffff)) << shift);
                        progress = true;
                    }
                }
                self.cand[d] = board;
            }
            if progress {
                continue;
            }
            self.dirty = 0;
            for d in 0..9 {
                if scan & (1 << d) == 0 {
                    continue;
                }
                for &unit in UNIT_MASKS.iter() {
                    let m = self.cand[d] & unit;
                    if m == 0 {
                        return false; // the digit has no place in this unit
                    }
                    if m & (m - 1) == 0 && m & self.solved == 0 {
                        if !self.place(m.trailing_zeros() as usize, d) {
                            return false;
                        }
                        progress = true;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The unsolved cell with the fewest candidates (ties: the lowest index).
    fn branch_cell(&self) -> usize {
        let unsolved = ALL & !self.solved;
        let mut at_least = [0u128; 4];
        for &c in self.cand.iter() {
            let c = c & unsolved;
            at_least[3] |= at_least[2] & c;
            at_least[2] |= at_least[1] & c;
            at_least[1] |= at_least[0] & c;
            at_least[0] |= c;
        }
        for k in 1..4 {
            let exactly = at_least[k] & !at_least.get(k + 1).copied().unwrap_or(0);
            if exactly != 0 {
                return exactly.trailing_zeros() as usize;
            }
        }
        // Every unsolved cell has 4 or more candidates: count them.
        let mut best = (10u32, 0usize);
        let mut u = unsolved;
        while u != 0 {
            let cell = u.trailing_zeros() as usize;
            u &= u - 1;
            let n = self.candidates(cell).count_ones();
            if n < best.0 {
                best = (n, cell);
            }
        }
        best.1
    }

    /// Candidates of `cell` as a 9-bit mask (bit d = digit d + 1).
    fn candidates(&self, cell: usize) -> u16 {
        let b = bit(cell);
        let mut mask = 0u16;
        for (d, &c) in self.cand.iter().enumerate() {
            if c & b != 0 {
                mask |= 1 << d;
            }
        }
        mask
    }

    fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (d, &c) in self.cand.iter().enumerate() {
            let mut m = c & self.solved;
            while m != 0 {
                cells[m.trailing_zeros() as usize] = d as u8 + 1;
                m &= m - 1;
            }
        }
        Grid::from_cells(cells).unwrap_or_default()
    }
}

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

/// The solver: owns its fixed-size stack, so reuse one `Solver` for many puzzles.
#[derive(Clone)]
pub struct Solver {
    stack: [State; CELLS],
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
    pub const fn new() -> Self {
        Solver {
            stack: [State::EMPTY; CELLS],
        }
    }

    /// Depth-first search from `grid`; calls `found` with each solution until it returns
    /// false. Returns the number of solutions reported.
    fn search(
        &mut self,
        grid: &Grid,
        chooser: &mut impl Chooser,
        mut found: impl FnMut(Grid) -> bool,
    ) -> usize {
        let Some(mut cur) = State::from_grid(grid) else {
            return 0;
        };
        let mut depth = 0usize;
        let mut count = 0usize;
        loop {
            if cur.propagate() {
                if cur.solved == ALL {
                    count += 1;
                    if !found(cur.to_grid()) {
                        return count;
                    }
                } else {
                    let cell = cur.branch_cell();
                    let digit = chooser.pick(cur.candidates(cell));
                    let mut other = cur;
                    other.cand[digit] &= !bit(cell);
                    other.dirty |= 1 << digit;
                    // At most one push per fixed cell: depth < 81.
                    self.stack[depth] = other;
                    depth += 1;
                    cur.place(cell, digit);
                    continue;
                }
            }
            if depth == 0 {
                return count;
            }
            depth -= 1;
            cur = self.stack[depth];
        }
    }

    /// The first solution of `grid` (in the search's digit order), or `None`.
    pub fn solve(&mut self, grid: &Grid) -> Option<Grid> {
        let mut solution = None;
        self.search(grid, &mut Lowest, |g| {
            solution = Some(g);
            false
        });
        solution
    }

    /// Counts solutions, stopping at `limit` (a limit of 2 is the uniqueness test).
    pub fn count_solutions(&mut self, grid: &Grid, limit: usize) -> usize {
        if limit == 0 {
            return 0;
        }
        let mut n = 0;
        self.search(grid, &mut Lowest, |_| {
            n += 1;
            n < limit
        })
    }

    /// Fills `out` with up to `out.len()` solutions; returns how many were found.
    pub fn solutions(&mut self, grid: &Grid, out: &mut [Grid]) -> usize {
        if out.is_empty() {
            return 0;
        }
        let mut n = 0;
        self.search(grid, &mut Lowest, |g| {
            out[n] = g;
            n += 1;
            n < out.len()
        });
        n
    }

    /// The solution if there is exactly one; otherwise says why not.
    pub fn solve_unique(&mut self, grid: &Grid) -> Result<Grid, SolveError> {
        if let Some(c) = grid.first_conflict() {
            return Err(SolveError::Conflict(c));
        }
        let mut two = [Grid::EMPTY; 2];
        match self.solutions(grid, &mut two) {
            0 => Err(SolveError::NoSolution),
            1 => Ok(two[0]),
            _ => Err(SolveError::MultipleSolutions),
        }
    }

    /// A random solution of `grid` (an empty grid gives a random solved grid).
    pub fn random_solution<R: Rng + ?Sized>(&mut self, grid: &Grid, rng: &mut R) -> Option<Grid> {
        let mut solution = None;
        self.search(grid, &mut Random(rng), |g| {
            solution = Some(g);
            false
        });
        solution
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;
    use std::string::ToString;

    // Arto Inkala's "world's hardest" (2012).
    const HARD: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    #[test]
    fn solves_a_hard_puzzle() {
        let g = Grid::parse_line(HARD).unwrap();
        let mut s = Solver::new();
        let sol = s.solve_unique(&g).unwrap();
        assert!(g.is_solved_by(&sol));
        assert_eq!(
            sol.line('.').to_string(),
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
        );
    }

    #[test]
    fn shrink_table_applies_locked_candidates() {
        // Unchanged when every row meets every box.
        assert_eq!(SHRINK[0o777], 0o777);
        // Box 0 only on row 0 (pointing): row 0 leaves boxes 1 and 2.
        let occ = 0o667; // row 0: boxes 0, 1, 2; rows 1 and 2: boxes 1, 2
        assert_eq!(SHRINK[occ as usize], 0o661);
        // A row with no place left: contradiction.
        assert_eq!(SHRINK[0o077], 1 << 9);
    }

    #[test]
    fn counts_and_refuses() {
        let mut s = Solver::new();
        assert_eq!(s.count_solutions(&Grid::EMPTY, 5), 5);
        assert_eq!(
            s.solve_unique(&Grid::EMPTY),
            Err(SolveError::MultipleSolutions)
        );
        // Consistent givens, no solution: row 1 needs a 9 at column 9, which column 9 has.
        let g = Grid::parse_line(
            "12345678.........9...............................................................",
        )
        .unwrap();
        assert_eq!(s.solve_unique(&g), Err(SolveError::NoSolution));
    }

    #[test]
    fn random_solutions_differ_and_are_valid() {
        let mut s = Solver::new();
        let mut rng = XorShiftRng::seed_from_u64(3);
        let a = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        let b = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        assert!(a.is_solved() && b.is_solved());
        assert_ne!(a, b);
    }
}
