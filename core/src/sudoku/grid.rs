//! The 9×9 grid: 81 cells, each empty or a digit. Its rules are in [`super::units`], its
//! text formats in [`super::text`].

use super::units::CELLS;
use core::fmt;

/// A Sudoku grid: 81 cells in row-major order, each `0` (empty) or a digit `1..=9`.
///
/// A `Grid` always holds values in `0..=9`; it may contain conflicts (use
/// [`Grid::first_conflict`] or [`Grid::is_valid`]) — a parsed grid never does.
///
/// ```
/// use jiugong_core::sudoku::Grid;
///
/// let mut grid = Grid::parse_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// assert_eq!((grid.clue_count(), grid.get(0)), (21, 8));
/// grid.set(1, 1)?; // row 1, column 2
/// assert_eq!(grid.line('.').to_string()[..3], *"81.");
/// assert!(grid.set(2, 10).is_err()); // not a digit
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Default for Grid {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Builds a grid from 81 values, row-major; `None` if a value is above 9.
    ///
    /// ```
    /// use jiugong_core::sudoku::Grid;
    ///
    /// let mut cells = [0u8; 81];
    /// cells[80] = 9;
    /// let grid = Grid::from_cells(cells).unwrap();
    /// assert_eq!((grid.clue_count(), grid.get(80)), (1, 9));
    /// cells[0] = 10;
    /// assert_eq!(Grid::from_cells(cells), None);
    /// ```
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Grid> {
        cells.iter().all(|&v| v <= 9).then_some(Grid { cells })
    }

    /// A grid from values known to be in `0..=9` (crate-internal constants and copies).
    pub(crate) const fn from_trusted(cells: [u8; CELLS]) -> Grid {
        Grid { cells }
    }

    /// Sets a cell to a value taken from another grid (so already in `0..=9`).
    #[inline]
    pub(crate) fn put(&mut self, cell: usize, value: u8) {
        debug_assert!(value <= 9);
        self.cells[cell] = value;
    }

    /// Replaces every value `v` by `f(v)`; `f` must map `0..=9` into `0..=9`.
    pub(crate) fn map_cells(&mut self, f: impl Fn(u8) -> u8) {
        for v in self.cells.iter_mut() {
            *v = f(*v);
            debug_assert!(*v <= 9);
        }
    }

    /// Exchanges the values of two cells.
    #[inline]
    pub fn swap_cells(&mut self, a: usize, b: usize) {
        self.cells.swap(a, b);
    }

    /// The 81 values, row-major, `0` for empty.
    #[inline]
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value at `cell` (0..81): `0` for empty.
    #[inline]
    pub const fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The value at row `r`, column `c` (0-based).
    #[inline]
    pub const fn at(&self, r: usize, c: usize) -> u8 {
        self.cells[r * 9 + c]
    }

    /// Sets `cell` (0..81) to `value` (`0` clears it). Values above 9 are refused.
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) -> Result<(), BadValue> {
        if value > 9 {
            return Err(BadValue(value));
        }
        self.cells[cell] = value;
        Ok(())
    }

    /// Number of filled cells.
    pub fn clue_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is empty.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// True when the grid is complete and valid: a solved Sudoku.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.is_valid()
    }

    /// True when `solution` is solved and agrees with every filled cell of `self`.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .cells
                .iter()
                .zip(solution.cells.iter())
                .all(|(&g, &s)| g == 0 || g == s)
    }
}

/// A value that is not `0..=9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadValue(pub u8);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a Sudoku value (0..=9)", self.0)
    }
}

impl core::error::Error for BadValue {}
