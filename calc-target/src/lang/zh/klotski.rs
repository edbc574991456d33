//! The klotski screen's words.

use crate::lang::klotski::Phrase;

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {}
}
