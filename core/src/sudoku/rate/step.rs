//! One logical step, and how it reads.

use super::marks::digits;
use super::{Cells, Se, Technique};
use crate::sudoku::units::{CELLS, CellName, Unit, box_of, col_of, row_of};
use core::fmt;

/// One logical step: a digit placed, or candidates removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Its SE rating in tenths: the technique's base, raised by size or length.
    pub se: u8,
    /// The unit the pattern lives in, where there is one.
    pub unit: Option<Unit>,
    /// `(cell, digit)` placed, for singles, direct techniques and guesses.
    pub placement: Option<(u8, u8)>,
    /// Candidates removed: bit `d - 1` of `removals[cell]` for digit `d`.
    pub removals: [u16; CELLS],
    /// The cells the pattern stands on (bit `c` for cell `c`): where a player looks to see
    /// why. The placed cell for a single (its unit is `unit`); for chains, a cycle's cells or
    /// a forcing chain's first cell, and nothing for the multiple forcing chains.
    pub cells: Cells,
}

impl Step {
    pub(super) fn place(technique: Technique, unit: Option<Unit>, cell: usize, digit: u8) -> Step {
        Step {
            technique,
            se: technique.base(),
            unit,
            placement: Some((cell as u8, digit)),
            removals: [0; CELLS],
            cells: 1 << cell,
        }
    }

    /// A digit taken from the solution: a [`Technique::Guess`].
    ///
    /// ```
    /// use jiugong_core::sudoku::{Step, Technique};
    ///
    /// let step = Step::guess(40, 5);
    /// assert_eq!((step.technique, step.placement), (Technique::Guess, Some((40, 5))));
    /// assert_eq!((step.se, step.removed()), (100, 0)); // SE 10.0, no candidate removed
    /// ```
    pub fn guess(cell: usize, digit: u8) -> Step {
        Step::place(Technique::Guess, None, cell, digit)
    }

    pub(super) fn eliminate(technique: Technique, unit: Option<Unit>) -> Step {
        Step {
            technique,
            se: technique.base(),
            unit,
            placement: None,
            removals: [0; CELLS],
            cells: 0,
        }
    }

    /// Where a player looks to find the step: its unit when it has one (a single's row,
    /// column or box), else the fewest rows, columns or boxes that hold the cells its
    /// pattern stands on (rows first, then columns, then boxes, when as few do); nothing
    /// for a step that stands on no cell. At most four units: a pattern spread wider is
    /// better shown by its cells.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Step, Unit};
    ///
    /// let mut step = Step::guess(40, 5); // r5c5
    /// assert_eq!(step.units().as_slice(), [Unit::Row(4)]);
    /// step.cells = 1 << 0 | 1 << 8 | 1 << 72 | 1 << 80; // the corners: an X-wing's shape
    /// assert_eq!(step.units().as_slice(), [Unit::Row(0), Unit::Row(8)]);
    /// ```
    pub fn units(&self) -> heapless::Vec<Unit, 4> {
        let mut found = heapless::Vec::new();
        if let Some(u) = self.unit {
            let _ = found.push(u); // one fits
            return found;
        }
        // Kind 0 rows, 1 columns, 2 boxes: the units of that kind that hold a cell.
        let held = |kind: usize| {
            (0..CELLS)
                .filter(|&c| self.cells >> c & 1 != 0)
                .fold(0u32, |m, c| {
                    m | 1 << [row_of(c), col_of(c), box_of(c)][kind]
                })
        };
        let fewest = (0..3)
            .map(|kind| (held(kind).count_ones(), kind))
            .filter(|&(n, _)| n > 0)
            .min();
        if let Some((n, kind)) = fewest.filter(|&(n, _)| n <= 4) {
            let units = held(kind);
            for i in (0..9u8).filter(|i| units >> i & 1 != 0) {
                let unit = [Unit::Row(i), Unit::Column(i), Unit::Box(i)][kind];
                let _ = found.push(unit); // n ≤ 4 of them
            }
            debug_assert_eq!(found.len(), n as usize);
        }
        found
    }

    /// Number of candidates the step removes.
    pub fn removed(&self) -> u32 {
        self.removals.iter().map(|m| m.count_ones()).sum()
    }

    /// The cells the step takes any of `digits` from (bit `d - 1` for digit `d`; bit `c`
    /// of the answer for cell `c`).
    ///
    /// ```
    /// use jiugong_core::sudoku::Step;
    ///
    /// let mut step = Step::guess(0, 1);
    /// step.placement = None;
    /// step.removals[4] = 1 << 6; // 7 from r1c5
    /// step.removals[5] = 1 << 6 | 1 << 8; // 7 and 9 from r1c6
    /// assert_eq!(step.losing(1 << 6), 0b11_0000);
    /// assert_eq!(step.losing(1 << 8), 0b10_0000);
    /// assert_eq!(step.losing(u16::MAX), 0b11_0000);
    /// ```
    pub fn losing(&self, digits: u16) -> Cells {
        (0..CELLS)
            .filter(|&c| self.removals[c] & digits != 0)
            .fold(0, |m, c| m | 1 << c)
    }

    /// The step if it removes anything.
    pub(super) fn worth(self) -> Option<Step> {
        (self.removed() > 0).then_some(self)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.technique, Se(self.se))?;
        if let Some(u) = self.unit {
            write!(f, " in {u}")?;
        }
        if let Some((cell, d)) = self.placement {
            write!(f, ": {d} at {}", CellName(cell.into()))?;
        } else {
            f.write_str(": removes")?;
            let mut first = true;
            for (cell, &m) in self.removals.iter().enumerate() {
                for d in digits(m) {
                    let sep = if first { " " } else { ", " };
                    write!(f, "{sep}{d} from {}", CellName(cell))?;
                    first = false;
                }
            }
        }
        Ok(())
    }
}
