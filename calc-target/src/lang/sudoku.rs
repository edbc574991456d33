//! The words of the sudoku screen.

super::phrases! {
    /// A phrase of the sudoku screen.
    pub enum Phrase in sudoku {
    }
}
