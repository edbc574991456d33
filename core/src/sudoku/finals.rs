//! Solved grids in bulk (document 003, "生成数独终局"), in constant memory.
//!
//! # The document's method
//!
//! The first row is the fixed top-left digit `d` followed by a permutation of the other 8
//! digits (all 8! = 40,320, in lexicographic order); row `r` is the first row shifted left by
//! `3, 6, 1, 4, 7, 2, 5, 8` columns for `r = 2..=9`; then rows 4–6 and rows 7–9 are each put
//! in one of their 3! orders: 8!·36 = 1,451,520 grids. (The document's prose says
//! "3,6,1,7,4,2,5,8"; its code, which this follows, uses 3,6,1,4,7,2,5,8. Both are valid.)
//!
//! # Beyond it: 418,037,760 distinct grids with the same top-left digit
//!
//! Every grid here has the form `G[r][c] = L[(f(r) + g(c)) mod 9]`, where
//! * `f` maps the rows onto `Z9` so that each band's three rows get one coset of `{0,3,6}`,
//!   with `f(0) = 0` (144 choices: the order of rows 2–3, which band gets which coset, and the
//!   order of the rows in bands 2 and 3);
//! * `g` maps the columns onto `Z9` so that each stack's three columns get one of the
//!   intervals `{0,1,2}, {3,4,5}, {6,7,8}`, with `g(c) = c` on the first stack (72 choices:
//!   which of stacks 2 and 3 gets `{3,4,5}`, and the order of the columns in each);
//! * `L` is a bijection from `Z9` to the digits with `L[0] = d` (8! choices).
//!
//! Each band's rows times each stack's columns give `{a,a+3,a+6} + {b,b+1,b+2} = Z9`, so
//! every box, and (as `f`, `g` are bijections) every row and column, holds all nine digits.
//!
//! **Why they are distinct.** Two grids are equal only if they have the same *pattern*
//! (which cells hold equal digits) and the same labels. For a fixed pattern the labels `L`
//! are read back from the cells, so different `L` give different grids. Two pairs `(f, g)`
//! and `(f', g')` give the same pattern only if `f'(r) + g'(c) = h(f(r) + g(c))` for some
//! bijection `h` of `Z9`; setting `c` or `r` to the element mapping to 0 shows `h - h(0)` is
//! additive, so `h(x) = u·x + a` with `u` a unit, and then `f' = u·f + a1`, `g' = u·g + a2`.
//! Our normalization `f(0) = g(0) = 0` forces `a1 = a2 = 0`, and `g(1) = 1` forces `u = 1`:
//! different `(f, g)` in the family give different patterns. Hence all
//! 144·72·8! = 418,037,760 grids are distinct, with the pattern index and the labels
//! enumerated by counters (no set of seen grids is kept).
//!
//! The document's grids are the family members with `g` the identity, rows 2–3 in the order
//! shifts 3, 6, band 2 on coset `{1,4,7}` and band 3 on `{2,5,8}` (`L` is then the first row).
//! [`Finals`] yields them first, in the document's order, then the other 10,332 patterns.

use super::grid::Grid;
// `ORDERS3` is the document's order for rows 4–6: 4,5,6; 4,6,5; 5,4,6; 5,6,4; 6,4,5; 6,5,4.
use super::units::{CELLS, ORDERS3};

/// Grids the document's method yields: 8!·3!·3!.
pub const DOCUMENT_COUNT: u64 = 40_320 * 36;

/// Row functions `f`: 144. Column functions `g`: 72.
const ROW_PATTERNS: usize = 144;
const COL_PATTERNS: usize = 72;

/// Grids [`Finals`] yields in all: 144·72·8!.
pub const TOTAL_COUNT: u64 = (ROW_PATTERNS * COL_PATTERNS) as u64 * 40_320;

/// The row function `f` number `index` (0..144). Index `k < 36` is the document's pattern
/// `k` (order `k / 6` for rows 4–6, `k % 6` for rows 7–9).
fn row_pattern(index: usize) -> [u8; 9] {
    let inner = index % 36; // orders of bands 2 and 3
    let outer = index / 36; // 0..4: rows 2–3 swapped?, bands 2/3 cosets swapped?
    let swap23 = outer & 1 != 0;
    let swap_cosets = outer & 2 != 0;
    let mut f = [0u8; 9];
    f[1] = if swap23 { 6 } else { 3 };
    f[2] = if swap23 { 3 } else { 6 };
    let (c2, c3) = if swap_cosets { (2, 1) } else { (1, 2) };
    for i in 0..3 {
        f[3 + i] = c2 + 3 * ORDERS3[inner / 6][i];
        f[6 + i] = c3 + 3 * ORDERS3[inner % 6][i];
    }
    f
}

/// The column function `g` number `index` (0..72); index 0 is the identity.
fn col_pattern(index: usize) -> [u8; 9] {
    let swap = index / 36 != 0;
    let inner = index % 36;
    let (s2, s3) = if swap { (6, 3) } else { (3, 6) };
    let mut g = [0, 1, 2, 0, 0, 0, 0, 0, 0];
    for i in 0..3 {
        g[3 + i] = s2 + ORDERS3[inner / 6][i];
        g[6 + i] = s3 + ORDERS3[inner % 6][i];
    }
    g
}

/// `(f(r) + g(c)) mod 9` for every cell.
fn pattern_index(f: &[u8; 9], g: &[u8; 9]) -> [u8; CELLS] {
    core::array::from_fn(|cell| (f[cell / 9] + g[cell % 9]) % 9)
}

/// `(v + g(c)) mod 9` for every row value `v` and column `c`.
fn shifted_columns(g: &[u8; 9]) -> [[u8; 9]; 9] {
    core::array::from_fn(|v| core::array::from_fn(|c| (v as u8 + g[c]) % 9))
}

/// The grid of pattern `index` (0..10,368, `f` index + 144 · `g` index) with the labels
/// `L[k] = k + 1`: two patterns are the same iff these grids are equal up to relabeling.
///
/// ```
/// use jiugong_core::sudoku::finals::{PATTERN_COUNT, pattern_grid};
///
/// assert_eq!(PATTERN_COUNT, 10_368);
/// assert!((0..PATTERN_COUNT).step_by(101).all(|i| pattern_grid(i).is_solved()));
/// assert_ne!(pattern_grid(0), pattern_grid(1));
/// ```
pub fn pattern_grid(index: usize) -> Grid {
    let index = pattern_index(
        &row_pattern(index % ROW_PATTERNS),
        &col_pattern(index / ROW_PATTERNS),
    );
    Grid::from_trusted(index.map(|k| k + 1))
}

/// Number of (row, column) patterns; see [`pattern_grid`].
pub const PATTERN_COUNT: usize = ROW_PATTERNS * COL_PATTERNS;

/// Steps `p` to the next permutation in lexicographic order; false after the last.
fn next_permutation(p: &mut [u8]) -> bool {
    let n = p.len();
    let Some(i) = (1..n).rev().find(|&i| p[i - 1] < p[i]) else {
        return false;
    };
    let j = (i..n).rev().find(|&j| p[j] > p[i - 1]).unwrap_or(i);
    p.swap(i - 1, j);
    p[i..].reverse();
    true
}

/// An error from [`Finals::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadFirstDigit(pub u8);

impl core::fmt::Display for BadFirstDigit {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "the top-left digit must be 1..=9, not {}", self.0)
    }
}

impl core::error::Error for BadFirstDigit {}

/// The stream of distinct solved grids with a fixed top-left digit: first the document's
/// 1,451,520, then the rest of the 418,037,760 (see the module's documentation).
///
/// ```
/// use jiugong_core::sudoku::{Finals, Grid};
///
/// let mut grids = Finals::new(1)?;
/// let first: Grid = grids.next().unwrap();
/// assert!(first.is_solved() && first.get(0) == 1);
/// // The document's first row: 1 then the other digits in order.
/// assert_eq!(first.line('.').to_string()[..9], *"123456789");
/// assert_ne!(grids.next(), Some(first));
/// assert_eq!(grids.produced(), 2);
/// # Ok::<(), jiugong_core::sudoku::finals::BadFirstDigit>(())
/// ```
#[derive(Clone, Debug)]
pub struct Finals {
    /// `L`: labels; `labels[0]` is the top-left digit.
    labels: [u8; 9],
    start: [u8; 9],
    /// The current (f, g) pattern, as an index into the phase's order.
    pattern: usize,
    produced: u64,
    f: [u8; 9],
    g: [u8; 9],
    /// `(v + g(c)) mod 9` for each row value `v` and column `c`: with it a grid is built
    /// without arithmetic (rebuilt when `g` changes, every 40,320 grids at most).
    shifted: [[u8; 9]; 9],
}

impl Finals {
    /// The stream for top-left digit `first` (1..=9).
    ///
    /// ```
    /// use jiugong_core::sudoku::Finals;
    ///
    /// let mut grids = Finals::new(1)?;
    /// let first = grids.next().unwrap();
    /// assert!(first.is_solved() && first.get(0) == 1);
    /// assert_ne!(grids.next(), Some(first));
    /// assert!(Finals::new(0).is_err());
    /// # Ok::<(), jiugong_core::sudoku::finals::BadFirstDigit>(())
    /// ```
    pub fn new(first: u8) -> Result<Finals, BadFirstDigit> {
        if !(1..=9).contains(&first) {
            return Err(BadFirstDigit(first));
        }
        let mut labels = [first; 9];
        let mut k = 1;
        for d in 1..=9u8 {
            if d != first {
                labels[k] = d;
                k += 1;
            }
        }
        Ok(Finals {
            labels,
            start: labels,
            pattern: 0,
            produced: 0,
            f: row_pattern(0),
            g: col_pattern(0),
            shifted: shifted_columns(&col_pattern(0)),
        })
    }

    /// Grids yielded so far.
    pub fn produced(&self) -> u64 {
        self.produced
    }

    fn reset_labels(&mut self) {
        self.labels = self.start;
    }

    /// The grid for the current labels and pattern.
    fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (row, &v) in cells.chunks_exact_mut(9).zip(self.f.iter()) {
            for (cell, &k) in row.iter_mut().zip(self.shifted[v as usize % 9].iter()) {
                *cell = self.labels[k as usize % 9];
            }
        }
        Grid::from_trusted(cells)
    }

    fn set_pattern(&mut self, f: [u8; 9], g: [u8; 9]) {
        self.f = f;
        if g != self.g {
            self.g = g;
            self.shifted = shifted_columns(&g);
        }
    }

    /// Moves to the next (labels, pattern) pair; false when the stream is exhausted.
    fn advance(&mut self) -> bool {
        if self.produced <= DOCUMENT_COUNT {
            // Document order: for each first row, its 36 row orders.
            self.pattern += 1;
            if self.pattern < 36 {
                self.set_pattern(row_pattern(self.pattern), self.g);
                return true;
            }
            self.pattern = 0;
            self.set_pattern(row_pattern(0), self.g);
            if next_permutation(&mut self.labels[1..]) {
                return true;
            }
            // Document phase done: the first extended pattern, labels from the start.
            self.pattern = 0;
            self.reset_labels();
            return self.set_extended_pattern();
        }
        if next_permutation(&mut self.labels[1..]) {
            return true;
        }
        self.reset_labels();
        self.pattern += 1;
        self.set_extended_pattern()
    }

    /// Extended phase: `pattern` counts over all 144·72 (f, g) pairs except the document's.
    fn set_extended_pattern(&mut self) -> bool {
        // The document's pairs are f-index < 36 with g-index 0; skip them.
        let index = self.pattern + 36;
        if index >= ROW_PATTERNS * COL_PATTERNS {
            return false;
        }
        self.set_pattern(
            row_pattern(index % ROW_PATTERNS),
            col_pattern(index / ROW_PATTERNS),
        );
        true
    }
}

impl Iterator for Finals {
    type Item = Grid;

    fn next(&mut self) -> Option<Grid> {
        if self.produced >= TOTAL_COUNT {
            return None;
        }
        let grid = self.grid();
        self.produced += 1;
        if self.produced < TOTAL_COUNT && !self.advance() {
            self.produced = TOTAL_COUNT;
        }
        Some(grid)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (TOTAL_COUNT - self.produced) as usize;
        (left, Some(left))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_grid_is_the_documents() {
        let g = Finals::new(1).unwrap().next().unwrap();
        let rows: [&[u8]; 3] = [&g.cells()[0..9], &g.cells()[9..18], &g.cells()[27..36]];
        assert_eq!(rows[0], &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(rows[1], &[4, 5, 6, 7, 8, 9, 1, 2, 3]); // shifted left by 3
        assert_eq!(rows[2], &[2, 3, 4, 5, 6, 7, 8, 9, 1]); // shifted left by 1
    }

    #[test]
    fn second_grid_swaps_rows_8_and_9() {
        let mut it = Finals::new(1).unwrap();
        let a = it.next().unwrap();
        let b = it.next().unwrap();
        assert_eq!(&a.cells()[..63], &b.cells()[..63]);
        assert_eq!(&a.cells()[63..72], &b.cells()[72..81]);
    }

    #[test]
    fn every_pattern_is_a_valid_grid() {
        // Pairwise distinctness of the 10,368 patterns is checked with a hash set in the
        // cross-crate tests (`tests/tests/puzzles/sudoku_finals.rs`).
        for index in 0..ROW_PATTERNS * COL_PATTERNS {
            let grid = pattern_grid(index);
            assert!(grid.is_solved(), "pattern {index}");
        }
    }

    #[test]
    fn document_phase_has_the_right_length_and_then_moves_on() {
        let mut it = Finals::new(5).unwrap();
        let mut last = Grid::EMPTY;
        for _ in 0..DOCUMENT_COUNT {
            last = it.next().unwrap();
            assert_eq!(last.get(0), 5);
        }
        let next = it.next().unwrap();
        assert!(next.is_solved());
        assert_ne!(next, last);
        assert_eq!(next.get(0), 5);
        assert_eq!(it.produced(), DOCUMENT_COUNT + 1);
        // The first extended grid is pattern 36 (f 36, g identity) with the first labels.
        let mut it = Finals::new(1).unwrap();
        let first_extended = it.nth(DOCUMENT_COUNT as usize).unwrap();
        assert_eq!(first_extended, pattern_grid(36));
    }

    #[test]
    fn stream_ends_after_the_last_pattern() {
        let mut it = Finals::new(1).unwrap();
        it.produced = TOTAL_COUNT - 2;
        it.pattern = PATTERN_COUNT - 36 - 1;
        assert!(it.set_extended_pattern());
        it.labels = [1, 9, 8, 7, 6, 5, 4, 3, 2];
        it.labels.swap(7, 8); // one before the last permutation
        assert!(it.next().is_some());
        let last = it.next().unwrap();
        assert_eq!(it.labels, [1, 9, 8, 7, 6, 5, 4, 3, 2]);
        assert!(last.is_solved());
        assert_eq!(it.next(), None);
        assert_eq!(it.size_hint(), (0, Some(0)));
    }

    #[test]
    fn bad_first_digit() {
        assert_eq!(Finals::new(0).unwrap_err(), BadFirstDigit(0));
        assert!(Finals::new(10).is_err());
    }

    #[test]
    fn permutations_step_lexicographically() {
        let mut p = [1u8, 2, 3];
        let mut n = 1;
        while next_permutation(&mut p) {
            n += 1;
        }
        assert_eq!((n, p), (6, [3, 2, 1]));
    }
}
