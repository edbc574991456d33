//! Numbers as people write them: digits in groups of three parted by commas (`5,000`), in
//! every message the crate's errors print and every count the programs around it show.

use core::fmt;

/// A whole number shown with its thousands parted by commas.
///
/// ```
/// use jiugong_core::grouped::Grouped;
///
/// assert_eq!(format!("{}", Grouped(5000)), "5,000");
/// assert_eq!(format!("{}", Grouped(999)), "999");
/// assert_eq!(format!("{}", Grouped(10_000_000_000)), "10,000,000,000");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grouped(pub u64);

impl fmt::Display for Grouped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The groups, lowest first; a u64 has at most seven.
        let mut groups = [0u16; 7];
        let mut n = self.0;
        let mut len = 0;
        loop {
            groups[len] = (n % 1000) as u16;
            len += 1;
            n /= 1000;
            if n == 0 {
                break;
            }
        }
        write!(f, "{}", groups[len - 1])?;
        for g in groups[..len - 1].iter().rev() {
            write!(f, ",{g:03}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    extern crate std;
    use std::string::ToString;

    #[test]
    fn every_group_boundary() {
        for (n, text) in [
            (0, "0"),
            (1000, "1,000"),
            (1001, "1,001"),
            (999_999, "999,999"),
            (1_000_000, "1,000,000"),
            (u64::MAX, "18,446,744,073,709,551,615"),
        ] {
            assert_eq!(Grouped(n).to_string(), text);
        }
    }
}
