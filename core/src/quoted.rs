//! A character as an error message quotes it: `'x'`, a control character escaped (`'\n'`).

use core::fmt;

/// `c` between single quotes: as it is, or escaped when it is a control character (which a
/// terminal would not show). Unlike `{c:?}`, it needs none of the Unicode tables that
/// Debug's escaping carries (1 KB of the calculators' app and of the browser's download).
///
/// ```
/// use jiugong_core::quoted::Quoted;
///
/// assert_eq!(Quoted('x').to_string(), "'x'");
/// assert_eq!(Quoted('é').to_string(), "'é'");
/// assert_eq!(Quoted('\n').to_string(), "'\\n'");
/// assert_eq!(Quoted('\u{7f}').to_string(), "'\\u{7f}'");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quoted(pub char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_control() {
            write!(f, "'{}'", self.0.escape_default())
        } else {
            write!(f, "'{}'", self.0)
        }
    }
}
