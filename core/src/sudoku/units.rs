//! Rows, columns and boxes: the geometry every Sudoku rule is written in — the 27 units,
//! each cell's 20 peers, and conflicts (a digit twice in a unit) — used alike by the solver,
//! the rater, the parser and the calculator app.

use super::grid::Grid;
use core::fmt;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// The 6 orders of three things (three rows, boxes or columns), the identity first, the
/// rest in lexicographic order.
pub(crate) const ORDERS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

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

/// A cell (0..81) as players name it: `r6c4`, its row and column counted from 1.
///
/// ```
/// use jiugong_core::sudoku::CellName;
///
/// assert_eq!(CellName(48).to_string(), "r6c4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellName(pub usize);

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", row_of(self.0) + 1, col_of(self.0) + 1)
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

/// Whether a digit repeats in a row, column or box of `cells` (a cell's value the low 4
/// bits of its byte, 1 to 9 a digit, anything else empty: a grid's cells or a line's
/// bytes), in the same steps whatever the digits: each cell adds its digit's
/// [`DIGIT_COUNT`] to a sum for each of its units (through the sum of its third of a row
/// for rows and boxes), and a unit whose sum holds a count of 2 or more has a repeat. No
/// branch depends on the digits, so a file of puzzles with varying numbers of givens costs
/// no mispredictions. The quick test before [`Grid::first_conflict`] says where.
pub(crate) fn repeats(cells: &[u8; CELLS]) -> bool {
    let count = |d: u8| DIGIT_COUNT[usize::from(d & 15)];
    let mut columns = [0u64; 9];
    let mut sums = 0; // every unit's sum ORed together: its counts 0 or 1 unless a repeat
    for band in cells.chunks_exact(27) {
        let mut boxes = [0u64; 3];
        for row in band.chunks_exact(9) {
            let mut whole = 0;
            for ((b, third), cs) in boxes
                .iter_mut()
                .zip(row.chunks_exact(3))
                .zip(columns.chunks_exact_mut(3))
            {
                let n = [count(third[0]), count(third[1]), count(third[2])];
                let sum = n[0] + n[1] + n[2];
                *b += sum;
                whole += sum;
                for (c, n) in cs.iter_mut().zip(n) {
                    *c += n;
                }
            }
            sums |= whole;
        }
        sums |= boxes[0] | boxes[1] | boxes[2];
    }
    sums |= columns.iter().fold(0, |a, &c| a | c);
    sums & REPEATED != 0
}

/// A digit's count in [`repeats`]' unit sums: 1 in the 4-bit field of bits `4·d ..= 4·d + 3`
/// (a unit's 9 cells cannot overflow it); nothing for 0, an empty cell. Values 10 to 15
/// (a `.` byte's low bits are 14) count in fields that [`REPEATED`] leaves out.
const DIGIT_COUNT: [u64; 16] = {
    let mut counts = [0; 16];
    let mut d = 1;
    while d < 16 {
        counts[d] = 1 << (4 * d);
        d += 1;
    }
    counts
};

/// The bits of [`repeats`]' unit sums that only a count of 2 or more sets: each field's
/// upper three, for digits 1 to 9.
const REPEATED: u64 = 0xEE_EEEE_EEE0;

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

    #[test]
    fn repeats_finds_two_equal_digits_exactly_when_they_are_peers() {
        for a in 0..CELLS {
            for b in a + 1..CELLS {
                for (da, db) in [(1, 1), (9, 9), (5, 5), (1, 9), (4, 5)] {
                    let mut cells = [0; CELLS];
                    (cells[a], cells[b]) = (da, db);
                    let peers = PEERS[a].contains(&(b as u8));
                    assert_eq!(repeats(&cells), peers && da == db, "{a} {b} {da} {db}");
                }
            }
        }
        // A full unit of 9 equal digits (the largest count a field holds), and a solved grid.
        for unit in UNITS.iter() {
            let mut cells = [0; CELLS];
            for &c in unit {
                cells[usize::from(c)] = 9;
            }
            assert!(repeats(&cells));
        }
        let solved: [u8; CELLS] =
            core::array::from_fn(|c| ((c / 9 * 3 + c / 27 + c % 9) % 9 + 1) as u8);
        assert!(!repeats(&solved));
    }
}
