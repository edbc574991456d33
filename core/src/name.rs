//! Values named by words (a level, a method, a format): the one error for a word that names
//! none of them.

use core::fmt;

/// A name that is none of a value's names; `expected` lists them (`easy, medium, …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// The names the value takes, as a reader would list them.
    pub expected: &'static str,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {}", self.expected)
    }
}

impl core::error::Error for UnknownName {}
