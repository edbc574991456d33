//! A variant puzzle: a layout and its givens.

use super::layout::{Layout, MAX_CELLS};

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
}
