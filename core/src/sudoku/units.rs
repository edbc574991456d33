//! Rows, columns and boxes: the geometry every Sudoku rule is written in — the 27 units,
//! each cell's 20 peers, and conflicts (a digit twice in a unit) — used alike by the solver,
//! the rater, the parser and the calculator app.

use super::grid::Grid;
use core::fmt;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// The kind of unit a conflict or a technique refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0-based.
    Row(u8),
    /// A column, 0-based.
    Column(u8),
    /// A 3×3 box, 0-based, numbered row-major.
    Box(u8),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Column(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// Two equal digits in one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The unit holding it twice.
    pub unit: Unit,
    /// The cell (0..81) of the first occurrence.
    pub first: u8,
    /// The cell (0..81) of the second occurrence.
    pub second: u8,
}

/// The row (0..9) of a cell index.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (0..9) of a cell index.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// The box (0..9, row-major) of a cell index.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The 27 units as lists of cell indices: rows 0..9, columns 9..18, boxes 18..27.
pub const UNITS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
};

impl Unit {
    /// The unit's index into [`UNITS`] (the inverse of [`unit_of_index`]).
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(i) => i as usize,
            Unit::Column(i) => 9 + i as usize,
            Unit::Box(i) => 18 + i as usize,
        }
    }
}

/// The units holding `cell` as indices into [`UNITS`]: its box, row and column.
pub const fn units_of(cell: usize) -> [usize; 3] {
    [18 + box_of(cell), row_of(cell), 9 + col_of(cell)]
}

/// The [`Unit`] for an index into [`UNITS`].
pub const fn unit_of_index(index: usize) -> Unit {
    match index {
        0..=8 => Unit::Row(index as u8),
        9..=17 => Unit::Column((index - 9) as u8),
        _ => Unit::Box((index - 18) as u8),
    }
}

/// The 20 peers of each cell: the other cells of its row, column and box.
pub const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut n = 0;
        let mut o = 0;
        while o < CELLS {
            if o != c && (o / 9 == c / 9 || o % 9 == c % 9 || box_of(o) == box_of(c)) {
                peers[c][n] = o as u8;
                n += 1;
            }
            o += 1;
        }
        c += 1;
    }
    peers
};

/// Units per machine word in [`repeats`]: 9 bits each, above a spare lowest bit (7 on a
/// 64-bit target, 3 on a 32-bit one).
const UNITS_PER_WORD: usize = (usize::BITS as usize - 1) / 9;

/// Words that hold the 27 units' bits.
const UNIT_WORDS: usize = UNITS.len().div_ceil(UNITS_PER_WORD);

/// Each cell's units as bits of machine words, for digit 0: unit `u` (an index into
/// [`UNITS`]) owns bits `9·(u % n) + 1 ..= 9·(u % n) + 9` of word `u / n`
/// ([`UNITS_PER_WORD`] = `n`), one bit per digit, so the cell's bits for digit `d` are
/// these shifted left by `d`, and stay in their word.
const UNIT_BITS: [[usize; UNIT_WORDS]; CELLS] = {
    let mut bits = [[0; UNIT_WORDS]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let units = units_of(c);
        let mut k = 0;
        while k < 3 {
            bits[c][units[k] / UNITS_PER_WORD] |= 1 << (9 * (units[k] % UNITS_PER_WORD));
            k += 1;
        }
        c += 1;
    }
    bits
};

/// Whether a digit repeats in a unit of `cells`, whose digits stand where the bits of
/// `clues` are (bit `i` for cell `i`): one bit per unit and digit, set clue by clue, the
/// words shifted and tested together (on x86-64 the compiler keeps the four words in two
/// vector registers; nothing is loaded or stored per clue but the cell's table row). The
/// quick test before [`Grid::first_conflict`] says where.
pub(crate) fn repeats(cells: &[u8; CELLS], clues: u128) -> bool {
    let mut seen = [0; UNIT_WORDS];
    let mut twice = [0; UNIT_WORDS];
    // Two 64-bit halves: a 128-bit count of trailing zeros branches on which half.
    for (base, mut half) in [(0, clues as u64), (64, (clues >> 64) as u64)] {
        while half != 0 {
            let cell = base + half.trailing_zeros() as usize;
            half &= half - 1;
            let (Some(&digit), Some(units)) = (cells.get(cell), UNIT_BITS.get(cell)) else {
                break; // no cell past the 81st
            };
            for ((s, t), &unit) in seen.iter_mut().zip(&mut twice).zip(units) {
                let bit = unit << (digit & 15);
                *t |= *s & bit;
                *s |= bit;
            }
        }
    }
    twice != [0; UNIT_WORDS]
}

impl Grid {
    /// The first pair of equal digits in a row, column or box (units in the order rows,
    /// columns, boxes), or `None`.
    pub fn first_conflict(&self) -> Option<Conflict> {
        for (index, unit) in UNITS.iter().enumerate() {
            let mut seen = [0u8; 10]; // cell + 1 of the first occurrence
            for &cell in unit {
                let d = self.get(cell as usize) as usize;
                if d == 0 {
                    continue;
                }
                if seen[d] != 0 {
                    return Some(Conflict {
                        digit: d as u8,
                        unit: unit_of_index(index),
                        first: seen[d] - 1,
                        second: cell,
                    });
                }
                seen[d] = cell + 1;
            }
        }
        None
    }

    /// True when no digit repeats in a row, column or box.
    pub fn is_valid(&self) -> bool {
        self.first_conflict().is_none()
    }

    /// True when the digit in `cell` repeats in its row, column or box.
    pub fn in_conflict(&self, cell: usize) -> bool {
        let v = self.get(cell);
        v != 0 && PEERS[cell].iter().any(|&o| self.get(o as usize) == v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_cover_each_cell_three_times() {
        let mut count = [0u8; CELLS];
        for u in UNITS.iter() {
            for &c in u {
                count[c as usize] += 1;
            }
        }
        assert!(count.iter().all(|&n| n == 3));
        for (i, u) in UNITS.iter().enumerate().skip(18) {
            assert!(u.iter().all(|&c| box_of(c as usize) == i - 18));
        }
    }

    #[test]
    fn peers_are_the_cells_sharing_a_unit() {
        for (cell, peers) in PEERS.iter().enumerate() {
            for other in 0..CELLS {
                let shares = other != cell
                    && UNITS
                        .iter()
                        .any(|u| u.contains(&(cell as u8)) && u.contains(&(other as u8)));
                assert_eq!(peers.contains(&(other as u8)), shares, "{cell} {other}");
            }
        }
    }

    #[test]
    fn conflicts_are_found_at_both_cells() {
        let mut g = Grid::EMPTY;
        g.set(0, 5).unwrap();
        g.set(40, 5).unwrap();
        assert!(g.is_valid() && !g.in_conflict(0));
        g.set(8, 5).unwrap();
        assert!(g.in_conflict(0) && g.in_conflict(8) && !g.in_conflict(40));
        let c = g.first_conflict().unwrap();
        assert_eq!(
            (c.digit, c.unit, c.first, c.second),
            (5, Unit::Row(0), 0, 8)
        );
    }
}
