//! A filling of a star's points, and the check that one follows the rule.

use super::{MAX_POINTS, PENTAGRAM_POINTS, Star};

/// A filling in progress or complete: `order[i]` is the point holding number `i`.
///
/// ```
/// use jiugong_core::star::{Star, is_filling, paper_fill};
///
/// let filling = paper_fill(0)?; // from point A
/// assert_eq!(filling.order()[0], 0);
/// assert!(is_filling(&Star::pentagram(), filling.order()));
/// // The paper's printout: A is row 1, column 5.
/// assert_eq!(filling.matrix()[0][4], b'0');
/// # Ok::<(), jiugong_core::star::StarError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filling {
    pub(super) order: [u8; MAX_POINTS],
    pub(super) len: u8,
}

impl Filling {
    /// The points in the order they were filled (number 0 first).
    pub fn order(&self) -> &[u8] {
        &self.order[..self.len as usize]
    }

    /// The paper's printout of a pentagram filling: 9 rows of 9 characters, the digit at
    /// each point and spaces elsewhere (each row ends with `\n`).
    pub fn matrix(&self) -> [[u8; 10]; 9] {
        let mut rows = [[b' '; 10]; 9];
        for row in rows.iter_mut() {
            row[9] = b'\n';
        }
        for (i, &p) in self.order().iter().enumerate() {
            if let Some(&(r, c)) = PENTAGRAM_POINTS.get(p as usize) {
                rows[r as usize - 1][c as usize - 1] = b'0' + (i % 10) as u8;
            }
        }
        rows
    }
}

/// True when `order` is a complete filling of `star` that follows the rule.
pub fn is_filling(star: &Star, order: &[u8]) -> bool {
    let n = star.points();
    if order.len() != n {
        return false;
    }
    let mut filled = [false; MAX_POINTS];
    let Some(&first) = order.first() else {
        return false;
    };
    if first as usize >= n {
        return false;
    }
    filled[first as usize] = true;
    for w in order.windows(2) {
        if star
            .check_jump(&filled, w[0] as usize, w[1] as usize)
            .is_err()
        {
            return false;
        }
        filled[w[1] as usize] = true;
    }
    true
}
