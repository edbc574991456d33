//! The paper's own algorithm for the pentagram (document 000's BASIC program).

use super::{DRAWING_ORDER, Filling, MAX_POINTS, PENTAGRAM_POINTS, StarError};

/// The paper's BASIC algorithm for the pentagram, exactly: find the start's first place in
/// the drawing order `ABCDEFGHBICEJFH`; then nine times: step one entry (the point jumped
/// over); if that point is a tip (on the matrix border) step 8 more; step one more entry
/// and write the next digit there. Index arithmetic follows lines 210–290 (with line 190
/// read as `X(I)`, `Y(I)`, the only reading that works).
///
/// ```
/// use jiugong_core::star::{Star, is_filling, paper_fill};
///
/// // From point A (row 1, column 5 of the paper's matrix): the paper's first printout.
/// let filling = paper_fill(Star::pentagram_point(1, 5)?)?;
/// assert!(is_filling(&Star::pentagram(), filling.order()));
/// assert_eq!(filling.matrix()[0][4], b'0');
/// # Ok::<(), jiugong_core::star::StarError>(())
/// ```
pub fn paper_fill(start: usize) -> Result<Filling, StarError> {
    if start >= 10 {
        return Err(StarError::NoSuchPoint(start));
    }
    // X(1..=15), Y(1..=15); X(0) = Y(0) = 0, as BASIC leaves them.
    let entry = |n: usize| -> Option<(u8, u8)> {
        (1..=15)
            .contains(&n)
            .then(|| PENTAGRAM_POINTS[DRAWING_ORDER[n - 1] as usize])
    };
    let mut n = (1..=15)
        .find(|&i| DRAWING_ORDER[i - 1] as usize == start)
        .unwrap_or(1);
    let mut filling = Filling {
        order: [0; MAX_POINTS],
        len: 1,
    };
    filling.order[0] = start as u8;
    for _ in 1..=9 {
        n += 1;
        if n >= 15 {
            n -= 15;
        }
        if let Some((x, y)) = entry(n) {
            if x == 1 || x == 9 || y == 1 || y == 9 {
                n += 8;
            }
        }
        if n >= 15 {
            n -= 15;
        }
        n += 1;
        filling.order[filling.len as usize] = DRAWING_ORDER[n - 1];
        filling.len += 1;
    }
    Ok(filling)
}
