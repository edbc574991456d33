//! The sliding screen's words.

use crate::lang::sliding::Phrase;

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {}
}
