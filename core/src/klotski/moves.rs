//! Moves between Klotski positions, on their keys: what one move is in each [`Metric`],
//! every position one move away ([`successors`]), and whether a position is solved —
//! what both searches ([`Bfs`](super::Bfs), [`Frontier`](super::Frontier)) expand.

use super::{CELLS, CODE_BITS, EXIT, Shape, fits, pattern, reach, step};
use crate::name::{UnknownName, by_name};
use crate::sliding::Dir;

/// What counts as one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Metric {
    /// One block slides any distance along any path through empty cells: the count
    /// players quote.
    Piece,
    /// One block slides any distance in one straight line.
    Line,
    /// One block slides one cell.
    Cell,
}

impl Metric {
    /// Every metric, players' first.
    pub const ALL: [Metric; 3] = [Metric::Piece, Metric::Line, Metric::Cell];

    /// Its name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Metric::Piece => "piece",
            Metric::Line => "line",
            Metric::Cell => "cell",
        }
    }
}

impl core::str::FromStr for Metric {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Metric, UnknownName> {
        by_name(&Metric::ALL, Metric::name, s, "piece, line or cell")
    }
}

/// The code of the cell at `cell` in `key`.
#[inline]
pub(super) fn code(key: u64, cell: usize) -> u64 {
    key >> (cell as u32 * CODE_BITS) & 7
}

/// Whether the 2×2 block stands at the exit in `key`.
#[inline]
pub(super) fn solved(key: u64) -> bool {
    code(key, EXIT) == Shape::Big.code()
}

/// Calls `f` with each position one move (in `metric`) from `key`; stops when `f` returns
/// false, and then returns false.
pub(super) fn successors(key: u64, metric: Metric, mut f: impl FnMut(u64) -> bool) -> bool {
    let mut occupied = 0u32;
    for c in 0..CELLS {
        if code(key, c) != 0 {
            occupied |= 1 << c;
        }
    }
    for c in 0..CELLS {
        let Some(&shape) = Shape::ALL.get((code(key, c) as usize).wrapping_sub(1)) else {
            continue;
        };
        let own = shape.at(c).unwrap_or(0);
        let free = !occupied | own;
        let base = key & !pattern_mask(own);
        match metric {
            Metric::Cell => {
                for dir in Dir::ALL {
                    if let Some(to) = step(c, dir).filter(|&to| fits(shape, to, free))
                        && !f(base | pattern(shape, to))
                    {
                        return false;
                    }
                }
            }
            Metric::Line => {
                for dir in Dir::ALL {
                    let mut at = c;
                    while let Some(to) = step(at, dir).filter(|&to| fits(shape, to, free)) {
                        if !f(base | pattern(shape, to)) {
                            return false;
                        }
                        at = to;
                    }
                }
            }
            Metric::Piece => {
                // Every top-left cell the block reaches by one-cell steps.
                if !reach(shape, c, free, |to, _, _| f(base | pattern(shape, to))) {
                    return false;
                }
            }
        }
    }
    true
}

/// The bits of `key` that the cells in `cells` take.
fn pattern_mask(cells: u32) -> u64 {
    let mut mask = 0u64;
    let mut rest = cells;
    while rest != 0 {
        mask |= 7 << (rest.trailing_zeros() * CODE_BITS);
        rest &= rest - 1;
    }
    mask
}
