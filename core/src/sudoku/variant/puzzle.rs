//! A variant puzzle: a layout and its givens.

use super::layout::{Layout, MAX_CELLS};
use crate::sudoku::{CELLS, Grid};

/// A puzzle on a variant grid: its [`Layout`] and each cell's given digit (0 for an empty
/// cell), row by row.
///
/// ```
/// use jiugong_core::sudoku::variant::{Layout, VariantPuzzle};
/// let mut puzzle = VariantPuzzle::new(Layout::classic(4)?);
/// puzzle.givens_mut()[5] = 3;
/// assert_eq!((puzzle.givens().len(), puzzle.clues()), (16, 1));
/// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantPuzzle {
    /// The grid's rules.
    pub layout: Layout,
    givens: [u8; MAX_CELLS],
}

impl VariantPuzzle {
    /// An empty puzzle on `layout`.
    pub fn new(layout: Layout) -> VariantPuzzle {
        VariantPuzzle {
            layout,
            givens: [0; MAX_CELLS],
        }
    }

    /// The givens, one a cell (0 for empty).
    pub fn givens(&self) -> &[u8] {
        &self.givens[..self.layout.cells()]
    }

    /// The givens, to change.
    pub fn givens_mut(&mut self) -> &mut [u8] {
        let cells = self.layout.cells();
        &mut self.givens[..cells]
    }

    /// The number of givens.
    pub fn clues(&self) -> usize {
        self.givens().iter().filter(|&&d| d > 0).count()
    }

    /// The puzzle as a classic [`Grid`] when its layout is the classic 9×9 grid's, rows,
    /// columns and boxes alone: for the classic solver, several times faster.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, VariantPuzzle};
    /// let mut puzzle = VariantPuzzle::new(Layout::classic(9)?);
    /// puzzle.givens_mut()[80] = 7;
    /// assert_eq!(puzzle.classic_grid().map(|g| g.get(80)), Some(7));
    /// let x = VariantPuzzle::new(Layout::classic(9)?.with_diagonals()?);
    /// assert!(x.classic_grid().is_none());
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn classic_grid(&self) -> Option<Grid> {
        let layout = &self.layout;
        let plain = !layout.has_diagonals() && !layout.has_windows() && layout.cages() == 0;
        if !plain || layout.n() != 9 || layout.box_shape() != Some((3, 3)) {
            return None;
        }
        Grid::from_cells(self.givens[..CELLS].try_into().ok()?)
    }
}
