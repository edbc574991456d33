//! The pentagram's rule checked the tests' own way, from document 000's table of points and
//! its five lines (`../shared/SEEDS.md`), not the core's: a filling as the paper prints it.

/// Document 000's points A to J, (row, column) from 1, in the 9×9 matrix.
pub const POINTS: [(usize, usize); 10] = [
    (1, 5),
    (3, 4),
    (5, 3),
    (9, 2),
    (7, 5),
    (5, 7),
    (3, 9),
    (3, 6),
    (3, 1),
    (9, 8),
];

/// The star's five straight lines, each its four points (0 = A … 9 = J) in order.
pub const LINES: [[usize; 4]; 5] = [
    [0, 1, 2, 3],
    [3, 4, 5, 6],
    [6, 7, 1, 8],
    [8, 2, 4, 9],
    [9, 5, 7, 0],
];

/// True if `rows`, the paper's 9×9 printout, holds the digits 0 to 9, one at each point and
/// nothing elsewhere, and each digit is one jump from the one before: along a line, over
/// exactly one point, onto a point still empty (every point takes one digit, in order).
///
/// ```
/// use jiugong_tests::star::is_pentagram_filling;
/// // Document 000's printout for the start (1,5).
/// let rows = ["    0    ", "", "4  7 3  6", "", "  1   9  ", "", "    5    ", "", " 8     2 "];
/// assert!(is_pentagram_filling(&rows));
/// let mut wrong = rows;
/// wrong[0] = "    1    "; // two 1s
/// assert!(!is_pentagram_filling(&wrong));
/// ```
pub fn is_pentagram_filling(rows: &[&str]) -> bool {
    if rows.len() != 9 {
        return false;
    }
    let mut at = [usize::MAX; 10];
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == ' ' {
                continue;
            }
            let (Some(point), Some(d)) = (
                POINTS.iter().position(|&p| p == (r + 1, c + 1)),
                ch.to_digit(10),
            ) else {
                return false;
            };
            if at[d as usize] != usize::MAX {
                return false;
            }
            at[d as usize] = point;
        }
    }
    if at.contains(&usize::MAX) {
        return false;
    }
    at.windows(2).all(|w| {
        LINES.iter().any(|line| {
            let place = |p| line.iter().position(|&q| q == p);
            matches!((place(w[0]), place(w[1])), (Some(a), Some(b)) if a.abs_diff(b) == 2)
        })
    })
}
