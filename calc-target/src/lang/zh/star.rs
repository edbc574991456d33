//! The star screen's words.

use crate::lang::star::Phrase;

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {}
}
