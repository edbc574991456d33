//! When a tour exists, by the known theorems — so that "none" is never a heuristic's
//! failure.
//!
//! * **Closed tours** (Schwenk, 1991): an m×n board, m ≤ n, has one unless m and n are both
//!   odd; or m is 1, 2 or 4; or m = 3 and n is 4, 6 or 8.
//! * **Open tours** (Conrad et al., 1994; Cull and De Curtins, 1978): with m ≤ n, an open
//!   tour exists on 1×1, on 3×4 and 3×n for n ≥ 7, on 4×n for n ≥ 5, and on every board
//!   with m ≥ 5; on no other. The squares alternate colours along a tour, so on a board
//!   with an odd number of squares a tour starts (and ends) on the majority colour, that of
//!   the corners. On a board 4 wide a tour starts and ends in an outer row: the outer rows'
//!   squares lead only to the inner rows, and are as many.
//!
//! Which start squares of the small boards admit a tour is settled by exhaustive search
//! (see [`super::Search`]); these checks only rule out what the theorems rule out.

use super::{Size, Square};
use crate::grouped::Grouped;
use core::fmt;

/// Why there is no tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTour {
    /// No open tour exists on this board from any square.
    NoOpenTour(Size),
    /// No closed tour on a board whose sides are both odd (odd number of squares).
    ClosedBothOdd(Size),
    /// No closed tour when the short side is 1, 2 or 4.
    ClosedNarrow(Size),
    /// No closed tour on 3×4, 3×6 and 3×8.
    ClosedThreeBy(Size),
    /// With an odd number of squares, a tour must start on the corners' colour.
    MinorityColour(Size, Square),
    /// On a board 4 wide a tour starts and ends in an outer row.
    FourWideInnerRow(Size, Square),
    /// No open tour starts here: the column-by-column program, exhaustive over every way a
    /// tour can cross the board, proves it (boards 3 or 4 wide).
    NoneFromStart(Size, Square),
    /// Exhaustive search from this start found no tour.
    Exhausted {
        /// The board.
        size: Size,
        /// The start.
        start: Square,
        /// Nodes searched.
        nodes: u64,
    },
}

impl fmt::Display for NoTour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoTour::NoOpenTour(s) => write!(
                f,
                "no open tour exists on {s} (open tours exist only on 1×1, 3×4, 3×n for n ≥ 7, \
                 4×n for n ≥ 5, and boards whose sides are all 5 or more)"
            ),
            NoTour::ClosedBothOdd(s) => write!(
                f,
                "no closed tour exists on {s}: it has an odd number of squares, and a closed \
                 tour alternates colours (Schwenk)"
            ),
            NoTour::ClosedNarrow(s) => write!(
                f,
                "no closed tour exists on {s}: a side of 1, 2 or 4 rules it out (Schwenk)"
            ),
            NoTour::ClosedThreeBy(s) => write!(
                f,
                "no closed tour exists on {s}: 3×4, 3×6 and 3×8 have none (Schwenk)"
            ),
            NoTour::MinorityColour(s, q) => write!(
                f,
                "no open tour starts at {q} on {s}: with an odd number of squares a tour must \
                 start on a square of the majority colour (row + column even)"
            ),
            NoTour::FourWideInnerRow(s, q) => write!(
                f,
                "no open tour starts at {q} on {s}: a knight in an outer row of a board 4 wide \
                 always moves to an inner row, so a tour alternates between them and must \
                 start and end in an outer row"
            ),
            NoTour::NoneFromStart(s, q) => write!(
                f,
                "no open tour starts at {q} on {s}: the column-by-column construction, \
                 which tries every way a tour can cross the board, finds none"
            ),
            NoTour::Exhausted { size, start, nodes } => write!(
                f,
                "no open tour starts at {start} on {size}: exhaustive search of {} nodes",
                Grouped(*nodes)
            ),
        }
    }
}

impl core::error::Error for NoTour {}

fn sides(size: Size) -> (u32, u32) {
    let m = size.width.min(size.height);
    let n = size.width.max(size.height);
    (m, n)
}

/// Whether an open tour can start at `start` on `size` by the theorems above.
///
/// ```
/// use jiugong_core::knight::{NoTour, Size, Square, check_open};
///
/// assert!(check_open(Size::new(5, 5).unwrap(), Square::new(0, 0)).is_ok());
/// // On 5×5 a tour must start on the corners' colour.
/// assert!(matches!(check_open(Size::new(5, 5).unwrap(), Square::new(0, 1)), Err(NoTour::MinorityColour(..))));
/// ```
pub fn check_open(size: Size, start: Square) -> Result<(), NoTour> {
    let (m, n) = sides(size);
    let exists =
        matches!((m, n), (1, 1) | (3, 4)) || (m == 3 && n >= 7) || (m == 4 && n >= 5) || m >= 5;
    if !exists {
        return Err(NoTour::NoOpenTour(size));
    }
    if size.squares() % 2 == 1 && !start.is_light() {
        return Err(NoTour::MinorityColour(size, start));
    }
    // 4 wide: the outer rows' squares (half the board) lead only to the inner rows, so no
    // two are consecutive; with as many inner squares, a tour must begin and end outside,
    // or it would alternate strictly — and then all outer squares would share a colour.
    let inner = |across: u32| across == 1 || across == 2;
    let four_inner =
        (size.height == 4 && inner(start.row)) || (size.width == 4 && inner(start.col));
    if m == 4 && four_inner {
        return Err(NoTour::FourWideInnerRow(size, start));
    }
    Ok(())
}

/// Whether a closed tour exists on `size` (Schwenk's theorem); it then passes through
/// every square, so it can start anywhere.
///
/// ```
/// use jiugong_core::knight::{NoTour, Size, check_closed};
///
/// assert!(check_closed(Size::new(6, 6).unwrap()).is_ok());
/// assert_eq!(check_closed(Size::new(5, 5).unwrap()), Err(NoTour::ClosedBothOdd(Size::new(5, 5).unwrap())));
/// ```
pub fn check_closed(size: Size) -> Result<(), NoTour> {
    let (m, n) = sides(size);
    if m % 2 == 1 && n % 2 == 1 {
        Err(NoTour::ClosedBothOdd(size))
    } else if matches!(m, 1 | 2 | 4) {
        Err(NoTour::ClosedNarrow(size))
    } else if m == 3 && matches!(n, 4 | 6 | 8) {
        Err(NoTour::ClosedThreeBy(size))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(w: u32, h: u32) -> Size {
        Size::new(w, h).unwrap()
    }

    #[test]
    fn theorems() {
        assert_eq!(
            check_open(size(4, 4), Square::new(0, 0)),
            Err(NoTour::NoOpenTour(size(4, 4)))
        );
        assert!(check_open(size(4, 3), Square::new(0, 0)).is_ok());
        assert!(check_open(size(3, 5), Square::new(0, 0)).is_err());
        assert_eq!(
            check_open(size(5, 5), Square::new(0, 1)),
            Err(NoTour::MinorityColour(size(5, 5), Square::new(0, 1)))
        );
        assert!(check_closed(size(8, 8)).is_ok());
        assert!(check_closed(size(3, 10)).is_ok());
        assert!(matches!(
            check_closed(size(5, 5)),
            Err(NoTour::ClosedBothOdd(_))
        ));
        assert!(matches!(
            check_closed(size(4, 9)),
            Err(NoTour::ClosedNarrow(_))
        ));
        assert!(matches!(
            check_closed(size(8, 3)),
            Err(NoTour::ClosedThreeBy(_))
        ));
    }
}
