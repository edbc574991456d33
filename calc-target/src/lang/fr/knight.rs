//! The knight screen's words.

use crate::lang::knight::Phrase;

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {}
}
