//! Values named by words (a level, a method, a format): the one lookup of a value by its
//! name, and the one error for a word that names none of them.

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

/// The value among `all` whose `name` is `text`, in any case; else the error listing
/// `expected`.
///
/// ```
/// use jiugong_core::name::{UnknownName, by_name};
///
/// let name = |n: u8| ["one", "two"][n as usize];
/// assert_eq!(by_name(&[0, 1], name, "TWO", "one or two"), Ok(1));
/// assert_eq!(
///     by_name(&[0, 1], name, "three", "one or two"),
///     Err(UnknownName { expected: "one or two" })
/// );
/// ```
pub fn by_name<T: Copy>(
    all: &[T],
    name: impl Fn(T) -> &'static str,
    text: &str,
    expected: &'static str,
) -> Result<T, UnknownName> {
    all.iter()
        .copied()
        .find(|&v| name(v).eq_ignore_ascii_case(text))
        .ok_or(UnknownName { expected })
}
