//! The sudoku screen's words.

use crate::lang::sudoku::Phrase;

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {}
}
