//! The fast solver: one 81-bit board of possible cells per digit, kept band by band,
//! constraint propagation (locked candidates, hidden singles in rows, naked singles) and
//! depth-first branching on a bivalue cell where most bivalue cells meet, with an explicit
//! stack of fixed size inside the [`Solver`]. A count whose search grows past a few branches
//! (a hard puzzle) does more at each node from then on: locked candidates between columns
//! and boxes, hidden triads in minirows and minicolumns (a row's or a column's three cells
//! in a box), and branches on a digit's two ways through a band rather than on a cell.
//!
//! Each branch fixes one more cell (or, in a thorough search, one more digit's way through
//! a band), so the stack never holds more than 82 states on the calculators (built without
//! the `thorough` feature), 109 elsewhere; the solver's memory is a
//! constant that the caller owns (a `static` on a calculator): 10 KiB there, 27 KiB
//! elsewhere. A branch costs one copy of a state, 124 bytes on the calculators (which
//! never search thoroughly), 128 elsewhere, 248 in a thorough search:
//! the copy tries the digit, the original, without it, waits on the stack as the other
//! branch.

use super::grid::Grid;
use super::text::{ParseError, cell_bytes};
#[cfg(feature = "thorough")]
use super::units::ORDERS3;
use super::units::{CELLS, Conflict, repeats};
use crate::random::below;
use core::fmt;
use rand_core::Rng;

/// Row-box occupancy of one digit in one band: bit `3·row + box` is set when the digit can
/// still go in that row (0..3 within the band) inside that box (0..3 within the band).
/// `SHRINK[occupancy]` applies locked candidates to a fixed point — a box whose places lie
/// in one row takes that row away from the other boxes (pointing), a row whose places lie
/// in one box takes that box away from the other rows (claiming) — and sets bit 9 when a
/// row or box is left with no place (a contradiction).
const SHRINK: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut m = occ as u16;
        loop {
            let before = m;
            let mut k = 0;
            while k < 3 {
                let box_rows = (m >> k) & 0b1_001_001; // column k of the 3×3 matrix
                if box_rows.count_ones() == 1 {
                    let row = box_rows.trailing_zeros() / 3;
                    m &= !(0b111 << (3 * row)) | (1 << (3 * row + k));
                }
                let row_boxes = (m >> (3 * k)) & 0b111;
                if row_boxes.count_ones() == 1 {
                    let bx = row_boxes.trailing_zeros();
                    m &= !(0b1_001_001 << bx) | (1 << (3 * k + bx));
                }
                k += 1;
            }
            if m == before {
                break;
            }
        }
        let mut bad = false;
        let mut k = 0;
        while k < 3 {
            if (m >> (3 * k)) & 0b111 == 0 || (m >> k) & 0b1_001_001 == 0 {
                bad = true;
            }
            k += 1;
        }
        table[occ] = if bad { 1 << 9 } else { m };
        occ += 1;
    }
    table
};

/// For the 9 columns a digit can still take in a band: the cells its other bands keep. A
/// box where only one column is left holds the digit in that column, so the digit's other
/// bands lose the column (locked candidates between a box and its column).
const KEEP_COLUMNS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut locked = 0u32;
        let mut k = 0;
        while k < 3 {
            let part = (cols >> (3 * k)) & 0b111;
            if part != 0 && part & (part - 1) == 0 {
                locked |= (part << (3 * k)) as u32;
            }
            k += 1;
        }
        table[cols] = BAND & !columns27(locked);
        cols += 1;
    }
    table
};

/// For the columns where a digit's places in the other two bands have run out (its only
/// column in a box, the box must hold it there): the band's cells it keeps — in each box
/// with such a column, only those columns.
#[cfg(feature = "thorough")]
const CLAIMED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut only = 0;
    while only < 512 {
        let mut lost = 0u32;
        let mut k = 0;
        while k < 3 {
            let part = (only >> (3 * k)) & 0b111;
            if part != 0 {
                lost |= ((0b111 & !part) << (3 * k)) as u32;
            }
            k += 1;
        }
        table[only] = BAND & !columns27(lost);
        only += 1;
    }
    table
};

/// For mask `9·b + d`: the same digit's masks in the other two bands.
const OTHER_BANDS: [[u8; 2]; 27] = {
    let mut table = [[0u8; 2]; 27];
    let mut i = 0;
    while i < 27 {
        table[i] = [((i + 9) % 27) as u8, ((i + 18) % 27) as u8];
        i += 1;
    }
    table
};

/// `SHRINK` as the band's cells, indexed by the occupancy transposed (bit `3·box + row`,
/// which shifts and ORs get from a mask without a table): the 27-bit mask of the cells
/// left, bit 31 set on a contradiction.
const SHRINK_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        // The index is the occupancy transposed: bit `3·box + row`.
        let mut plain = 0;
        let mut k = 0;
        while k < 9 {
            if occ >> k & 1 != 0 {
                plain |= 1 << (3 * (k % 3) + k / 3);
            }
            k += 1;
        }
        let shrunk = SHRINK[plain];
        table[occ] = if shrunk & (1 << 9) != 0 {
            1 << 31
        } else {
            BOX_CELLS[(shrunk & 7) as usize]
                | BOX_CELLS[((shrunk >> 3) & 7) as usize] << 9
                | BOX_CELLS[((shrunk >> 6) & 7) as usize] << 18
        };
        occ += 1;
    }
    table
};

/// For an occupancy as [`SHRINK_CELLS`] takes it: the cells of the rows that locked
/// candidates leave with places in one box only (none on a contradiction). Such a row has
/// a single place when the mask has one in that box's part of the row ([`crowded`]): the
/// row singles of an update, from the mask before locked candidates, found while the
/// other table is read rather than after.
#[cfg(feature = "thorough")]
const LONE_ROWS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let kept = SHRINK_CELLS[occ];
        let mut rows = 0;
        let mut r = 0;
        while r < 3 {
            let mut boxes = 0;
            let mut k = 0;
            while k < 3 {
                if kept & (0o7 << (9 * r + 3 * k)) != 0 {
                    boxes += 1;
                }
                k += 1;
            }
            if boxes == 1 && kept & (1 << 31) == 0 {
                rows |= row27(r);
            }
            r += 1;
        }
        table[occ] = rows;
        occ += 1;
    }
    table
};

/// For an occupancy as [`SHRINK_CELLS`] takes it, what locked candidates leave of it, as
/// [`State::facts`] keeps it: the minirows (a row's three cells in a box; bit
/// `3·box + row`) the digit must occupy — those of its rows with places in one box only —
/// and from bit 18 the number of minirows still open to it: 3 when it has one
/// [way](WAY_CELLS) left through the band, 5 or 6 when it has two (a test checks it), 7 or
/// more for more. Zero on a contradiction.
#[cfg(feature = "thorough")]
const ROW_FACTS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let kept = SHRINK_CELLS[occ];
        let mut facts = 0u32;
        let mut r = 0;
        while r < 3 {
            let mut k = 0;
            while k < 3 {
                if kept & (0o7 << (9 * r + 3 * k)) != 0 {
                    facts += 1 << 18;
                    if LONE_ROWS[occ] & row27(r) != 0 {
                        facts |= 1 << (3 * k + r);
                    }
                }
                k += 1;
            }
            r += 1;
        }
        table[occ] = if kept & (1 << 31) != 0 { 0 } else { facts };
        occ += 1;
    }
    table
};

/// The cells of each of the six ways a digit can go through a band, one minirow in each row
/// and in each box: way `w` takes, in its rows 0, 1 and 2, the boxes [`ORDERS3`]`[w]`.
#[cfg(feature = "thorough")]
const WAY_CELLS: [u32; 6] = {
    let mut table = [0u32; 6];
    let mut w = 0;
    while w < 6 {
        let mut r = 0;
        while r < 3 {
            table[w] |= 0o7 << (9 * r + 3 * ORDERS3[w][r] as usize);
            r += 1;
        }
        w += 1;
    }
    table
};

/// For an occupancy as [`SHRINK_CELLS`] takes it (bit `3·box + row`): the
/// [ways](WAY_CELLS) still open, bit `w` for way `w`.
#[cfg(feature = "thorough")]
const WAYS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut w = 0;
        while w < 6 {
            let mut open = true;
            let mut r = 0;
            while r < 3 {
                open &= occ >> (3 * ORDERS3[w][r] as usize + r) & 1 != 0;
                r += 1;
            }
            table[occ] |= (open as u8) << w;
            w += 1;
        }
        occ += 1;
    }
    table
};

/// The cells of a band's row-box parts (a row's 3 cells in a box) where the mask has 2 or 3
/// places.
#[cfg(feature = "thorough")]
#[inline(always)]
const fn crowded(m: u32) -> u32 {
    // Bit 0 or 1 of a part: two of its places (bits 0 and 1, 1 and 2, or 0 and 2).
    let two = (m & m >> 1 & 0o333_333_333) | (m & m >> 2 & 0o111_111_111);
    ((two | two >> 1) & 0o111_111_111) * 0o7
}

/// [`row_singles`] of what locked candidates leave of mask `m` (`occ` its occupancy), on
/// the way an update takes: from the tables both indexed by `occ` and the mask itself,
/// rather than from the shrunk mask, which would wait on the first table.
#[cfg(feature = "thorough")]
#[inline(always)]
const fn kept_row_singles(m: u32, occ: usize) -> u32 {
    m & SHRINK_CELLS[occ] & LONE_ROWS[occ] & !crowded(m)
}

/// The number of set bits of 9 bits (no `popcnt` on the baseline x86-64 target).
const ONES: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// A 9-bit set of columns as nine 7-bit counters, one for each column (bit `c` adds 1 at
/// bit `7·c`): sets added up give every column's count at once, up to 127 each.
#[cfg(feature = "thorough")]
const FIELDS: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut i = 0;
    while i < 512 {
        let mut c = 0;
        while c < 9 {
            table[i] |= ((i >> c & 1) as u64) << (7 * c);
            c += 1;
        }
        i += 1;
    }
    table
};

/// Fields 0, 3 and 6 of [`FIELDS`]: the first column of each box.
#[cfg(feature = "thorough")]
const BOX_FIELDS: u64 = 0x7f | 0x7f << 21 | 0x7f << 42;

/// For 3 box bits of one row: the 9-bit mask of those boxes' cells.
const BOX_CELLS: [u32; 8] = [0, 0o7, 0o70, 0o77, 0o700, 0o707, 0o770, 0o777];

/// The row-box occupancy of a band's mask, transposed (bit `3·box + row`: the row has a
/// place in the box), as [`SHRINK_CELLS`] takes it: from shifts and ORs, no table.
#[inline(always)]
const fn occupancy(m: u32) -> usize {
    // Bit `9·row + 3·box` of `any`; shifting rows 1 and 2 onto row 0 by 8 and 16 puts it
    // at bit `3·box + row`.
    let any = (m | m >> 1 | m >> 2) & 0o111_111_111;
    ((any | any >> 8 | any >> 16) & 0o777) as usize
}

/// The 9 columns where a band's mask has a place.
#[inline(always)]
const fn columns(m: u32) -> usize {
    ((m | m >> 9 | m >> 18) & 0x1ff) as usize
}

/// The places of a band's mask that are alone in their row, for a mask with a place in
/// every row; some bits for any other (whose update finds a contradiction anyway). Without
/// a branch or a table: each row loses its lowest place (no borrow crosses a row, none
/// being empty), and the rows where nothing is left keep their place. For
/// [`State::first_dirty`], whose steps over all 27 masks the compiler turns into vector
/// code; an update takes [`kept_row_singles`], which waits less.
#[inline(always)]
const fn row_singles(m: u32) -> u32 {
    const LOWEST: u32 = 0o001_001_001; // bit 0 of each row
    const LOW8: u32 = 0o377_377_377; // bits 0..7 of each row
    const TOP: u32 = 0o400_400_400; // bit 8 of each row
    let rest = m & m.wrapping_sub(LOWEST);
    // Bit 8 of each row with a place left: no sum in a row reaches the next.
    let more = (((rest & LOW8) + LOW8) | rest) & TOP;
    let one = !more & TOP;
    m & ((one - (one >> 8)) | one)
}

/// All 27 cells of a band.
const BAND: u32 = 0x7ff_ffff;

/// The 9 cells of row `r` (0..3) of a band.
const fn row27(r: usize) -> u32 {
    0x1ff << (9 * r)
}

/// A 9-bit column set repeated on the three rows of a band.
const fn columns27(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}

/// The search state, band by band: `cand[9·b + d]` holds the cells of band `b` (bit
/// `9·row + column`, rows 0..3 of the band) where digit `d + 1` may still go; a digit's
/// placed cell keeps its bit. Bit `9·b + d` of `dirty` marks `cand[9·b + d]` to update.
///
/// Updating one mask applies, in order: locked candidates between the band's rows and
/// boxes ([`SHRINK_CELLS`]); a column that is the digit's only one in a box is taken from
/// the digit's other bands ([`KEEP_COLUMNS`]); each row with a single place fixes that
/// cell (a hidden single in the row, and so in the box) and takes the cell from the other
/// digits. When nothing is dirty, cells with one candidate left (naked singles) are
/// placed. Locked candidates between a column and a box, and so hidden singles in columns,
/// and hidden triads are left to the search until it has branched [`THOROUGH_AFTER`]
/// times: checking them costs an easy puzzle more than the branches they save, and saves a
/// hard one more (measured).
#[derive(Clone, Copy)]
struct State {
    cand: [u32; 27],
    unsolved: [u32; 3],
    dirty: u32,
    /// Bit `d`: digit `d + 1`'s masks changed since [`State::claim_columns`] last looked.
    /// Only where searches turn thorough ([`THOROUGH_AFTER`]): the calculators' state
    /// stays at 124 bytes, which a branch copies.
    #[cfg(feature = "thorough")]
    unclaimed: u32,
    /// What each mask's last update found, kept by thorough searches only ([`State::facts`]):
    /// bits 0–8 the minirows the digit must occupy ([`ROW_FACTS`]), bits 9–17 the
    /// minicolumns (bit `9 + column`: its only column in a box), from bit 18 its minirows
    /// still open. Read at a fixed point, when every changed mask has been updated.
    #[cfg(feature = "thorough")]
    facts: [u32; 27],
    /// The minirows and minicolumns of each band (as in `facts`) whose hidden triads
    /// [`State::hidden_triads`] has applied: their other digits stay out.
    #[cfg(feature = "thorough")]
    triads: [u32; 3],
}

impl State {
    /// What a stack place holds before use: zeros (never read — `set_givens` writes the
    /// first state, and each later one is a copy; `facts` and `triads`, which neither
    /// writes outside a thorough search, are written by [`State::learn_facts`] when a
    /// search turns thorough, before anything reads them), so that a `static` solver takes
    /// no room in a calculator's file.
    const UNUSED: State = State {
        cand: [0; 27],
        unsolved: [0; 3],
        dirty: 0,
        #[cfg(feature = "thorough")]
        unclaimed: 0,
        #[cfg(feature = "thorough")]
        facts: [0; 27],
        #[cfg(feature = "thorough")]
        triads: [0; 3],
    };

    /// Becomes the state with the givens placed and everything they see eliminated (their
    /// rows, boxes and columns lose their digits, their cells the other digits), built mask
    /// by mask without a branch per cell, in place; false when two givens of a digit share
    /// a unit. A cell's value is the low 4 bits of its byte, 1 to 9 a digit, anything else
    /// empty: a grid's cells, or the bytes of a line (`.` is 14, `0` is 0).
    fn set_givens(&mut self, cells: &[u8; CELLS]) -> bool {
        // A band's values as four bit planes (bit c of planes[k]: bit k of cell c's value),
        // a machine word of cells at a time (8 or 4), the last word ending at the band's
        // last cell (it sets some bits a second time): one multiplication gathers the low
        // bits of the word's bytes. A digit's cells are where the planes spell it.
        const BYTES: usize = core::mem::size_of::<usize>();
        const LOW_BITS: usize = usize::MAX / 0xff;
        const GATHER: usize = {
            let (mut g, mut j) = (0, 0);
            while j < BYTES {
                g |= 1 << (8 * (BYTES - 1) - 7 * j);
                j += 1;
            }
            g
        };
        let mut given = [0u32; 27];
        for (band, masks) in cells.chunks_exact(27).zip(given.chunks_exact_mut(9)) {
            let mut planes = [0u32; 4];
            for w in 0..27usize.div_ceil(BYTES) {
                let at = (w * BYTES).min(27 - BYTES);
                let word = band.get(at..at + BYTES).and_then(|w| w.try_into().ok());
                let x = usize::from_le_bytes(word.unwrap_or([0; BYTES]));
                for (k, plane) in planes.iter_mut().enumerate() {
                    let low = (x >> k) & LOW_BITS;
                    let gathered = low.wrapping_mul(GATHER) >> (8 * (BYTES - 1));
                    *plane |= (gathered as u32) << at;
                }
            }
            for (d, g) in masks.iter_mut().enumerate() {
                let v = d + 1;
                *g = planes
                    .iter()
                    .enumerate()
                    .fold(BAND, |m, (k, &p)| m & if v >> k & 1 != 0 { p } else { !p });
            }
        }
        let filled = [0, 1, 2].map(|b| given[9 * b..9 * b + 9].iter().fold(0, |a, &g| a | g));
        let s = self;
        let mut clash = 0u32;
        for (i, &g) in given.iter().enumerate() {
            let mut seen = 0;
            for k in 0..3 {
                let row = g & row27(k);
                let bx = g & columns27(0o7 << (3 * k));
                clash |= row & row.wrapping_sub(1) | bx & bx.wrapping_sub(1);
                seen |= (u32::from(row != 0) * row27(k))
                    | (u32::from(bx != 0) * columns27(0o7 << (3 * k)));
            }
            let elsewhere = OTHER_BANDS[i]
                .iter()
                .fold(0, |a, &j| a | given[usize::from(j)]);
            let cols = columns27(columns(elsewhere) as u32);
            clash |= g & cols;
            s.cand[i] = BAND & !(seen | cols | filled[i / 9]) | g;
        }
        s.unsolved = filled.map(|f| BAND & !f);
        // Only the masks whose update would find something: with many givens, most
        // would not (measured: 97% of these first updates on serg_benchmark).
        s.dirty = s.first_dirty();
        #[cfg(feature = "thorough")]
        {
            s.unclaimed = 0x1ff;
        }
        clash == 0
    }

    /// The masks whose update would change something (a contradiction counts). When
    /// locked candidates leave a mask as it is, the rest of its update works on the mask
    /// itself, so every test starts from the masks as they are: in steps over all 27
    /// masks, each step's work independent of the others (the table lookups too), which
    /// the compiler turns into vector code where it can.
    fn first_dirty(&self) -> u32 {
        let cand = &self.cand;
        let occupied = cand.map(occupancy);
        let cols = cand.map(columns);
        let singles = cand.map(row_singles);
        let keep = occupied.map(|o| SHRINK_CELLS[o]);
        let others_keep = cols.map(|c| KEEP_COLUMNS[c]);
        let mut dirty = 0u32;
        for (b, &unsolved) in self.unsolved.iter().enumerate() {
            // What `OTHER_BANDS` holds, by arithmetic: the table's loads here cost 3% of a
            // serg_benchmark solve (measured).
            let others = [9 * ((b + 1) % 3), 9 * ((b + 2) % 3)];
            for d in 0..9 {
                let i = 9 * b + d;
                let m = cand[i];
                let elsewhere = cand[others[0] + d] | cand[others[1] + d];
                // Without a branch; bit 31 of `keep` marks a contradiction.
                let changes = (m & !keep[i])
                    | (keep[i] >> 31)
                    | (elsewhere & !others_keep[i])
                    | (singles[i] & unsolved);
                dirty |= u32::from(changes != 0) << i;
            }
        }
        dirty
    }

    /// Fixes `digit` (0-based) in `cell`: its row of the band keeps only that cell; the
    /// update of the mask does the rest. False if the digit can no longer go there.
    #[inline]
    fn place(&mut self, cell: usize, digit: usize) -> bool {
        let (b, pos) = (cell / 27, cell % 27);
        let bit = 1u32 << pos;
        let m = &mut self.cand[9 * b + digit];
        if *m & bit == 0 {
            return false;
        }
        *m = (*m & !row27(pos / 9)) | bit;
        self.dirty |= 1 << (9 * b + digit);
        true
    }

    /// Takes `digit` away from `cell`.
    #[inline]
    fn remove(&mut self, cell: usize, digit: usize) {
        let b = cell / 27;
        self.cand[9 * b + digit] &= !(1u32 << (cell % 27));
        self.dirty |= 1 << (9 * b + digit);
    }

    /// The nine digits' masks of band `b`.
    fn band(&self, b: usize) -> &[u32; 9] {
        let band = &self.cand[9 * b..9 * b + 9];
        band.try_into().expect("a band has nine masks")
    }

    /// The nine digits' masks of band `b`, to change.
    fn band_mut(&mut self, b: usize) -> &mut [u32; 9] {
        let band = &mut self.cand[9 * b..9 * b + 9];
        band.try_into().expect("a band has nine masks")
    }

    fn is_solved(&self) -> bool {
        self.unsolved == [0; 3] && self.dirty == 0
    }

    /// What updating mask `i` finds (see the type's documentation): the mask after locked
    /// candidates between its rows and boxes, the cells the digit's other bands keep, and
    /// the rows with one place left, and the occupancy the tables were read at; `None` on a
    /// contradiction.
    #[inline(always)]
    fn findings(&self, i: usize) -> Option<(u32, u32, u32, usize)> {
        let c = self.cand[i];
        let occ = occupancy(c);
        let keep = SHRINK_CELLS[occ];
        if keep & (1 << 31) != 0 {
            return None;
        }
        let m = c & keep;
        // An out-of-order core reads the second table while it reads the first (5 to 7%
        // faster on x86-64); an in-order ARM core only runs more instructions (4% more on
        // the ARM926), so it takes the singles from the shrunk mask. Both measured.
        #[cfg(feature = "thorough")]
        let singles = kept_row_singles(c, occ);
        #[cfg(not(feature = "thorough"))]
        let singles = row_singles(m);
        Some((m, KEEP_COLUMNS[columns(m)], singles, occ))
    }

    /// Updates mask `i` with its [findings](State::findings), adding the masks it changed to
    /// `dirty` (a local of the caller, so that it stays in a register); false on a
    /// contradiction. No branch but that one.
    #[inline(always)]
    fn update(&mut self, i: usize, dirty: &mut u32, thorough: bool) -> bool {
        let Some((m, keep, singles, occ)) = self.findings(i) else {
            return false;
        };
        #[cfg(feature = "thorough")]
        if thorough {
            self.facts[i] = Self::facts(occ, keep);
        }
        #[cfg(not(feature = "thorough"))]
        let _ = (occ, thorough);
        for j in OTHER_BANDS[i] {
            let j = usize::from(j);
            let c = self.cand[j];
            let kept = c & keep;
            self.cand[j] = kept;
            *dirty |= u32::from(kept != c) << j;
        }
        let b = i / 9 % 3;
        let newly = singles & self.unsolved[b];
        self.unsolved[b] &= !newly;
        // The other digits lose the cells (the digit's own mask is put back).
        let mut changed = 0u32;
        // Compared before and after on x86-64, where the baseline's SSE2 has no unsigned
        // minimum (3% fewer instructions); the lowest of (mask & cells, 1) on the ARM926,
        // where comparing costs an instruction more (4% more for the firmware's
        // hardest-puzzle measure). Both measured.
        for (e, c) in self.band_mut(b).iter_mut().enumerate() {
            #[cfg(feature = "thorough")]
            {
                let kept = *c & !newly;
                changed |= u32::from(kept != *c) << e;
                *c = kept;
            }
            #[cfg(not(feature = "thorough"))]
            {
                changed |= (*c & newly).min(1) << e;
                *c &= !newly;
            }
        }
        self.cand[i] = m;
        *dirty = (*dirty | changed << (9 * b)) & !(1 << i);
        true
    }

    /// Updates until nothing is dirty and no naked single is left (and, when `thorough`, no
    /// column claims a box, [`State::claim_columns`], and no hidden triad is left,
    /// [`State::hidden_triads`]). Returns the bivalue cells of each band, or `None` on a
    /// contradiction.
    fn propagate(&mut self, thorough: bool) -> Option<[u32; 3]> {
        #[cfg(feature = "thorough")]
        if thorough {
            return self.settle::<true>();
        }
        #[cfg(not(feature = "thorough"))]
        let _ = thorough;
        self.settle::<false>()
    }

    /// [`State::propagate`]'s work, compiled once for each kind of search, so that a plain
    /// search's updates test nothing.
    #[inline(always)]
    fn settle<const THOROUGH: bool>(&mut self) -> Option<[u32; 3]> {
        // The masks updated, for `unclaimed`.
        #[cfg(feature = "thorough")]
        let mut touched = 0u32;
        #[cfg(not(feature = "thorough"))]
        let _ = THOROUGH;
        loop {
            // In rounds: the masks of a round are known before it starts, so their
            // updates do not wait on each other's results to be chosen.
            let mut dirty = core::mem::take(&mut self.dirty);
            while dirty != 0 {
                let mut round = core::mem::take(&mut dirty);
                #[cfg(feature = "thorough")]
                {
                    touched |= round;
                }
                while round != 0 {
                    let i = round.trailing_zeros() as usize;
                    round &= round - 1;
                    dirty &= !(1 << i);
                    if !self.update(i, &mut dirty, THOROUGH) {
                        return None;
                    }
                }
            }
            #[cfg(feature = "thorough")]
            if THOROUGH {
                self.unclaimed |= (touched | touched >> 9 | touched >> 18) & 0x1ff;
                touched = 0;
                if self.claim_columns()? {
                    continue;
                }
            }
            let mut placed = false;
            let mut pairs = [0u32; 3];
            for (b, band_pairs) in pairs.iter_mut().enumerate() {
                let u = self.unsolved[b];
                if u == 0 {
                    continue;
                }
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for &m in self.band(b) {
                    let c = m & u;
                    three |= two & c;
                    two |= one & c;
                    one |= c;
                }
                if u & !one != 0 {
                    return None; // a cell with no candidate
                }
                *band_pairs = two & !three;
                let mut singles = one & !two;
                placed |= singles != 0;
                while singles != 0 {
                    let pos = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let digits = self.digits_at(b, pos);
                    // No digit left: an earlier single of this pass took it (a clash).
                    if digits == 0 || !self.place(27 * b + pos, digits.trailing_zeros() as usize) {
                        return None;
                    }
                }
            }
            if !placed {
                #[cfg(feature = "thorough")]
                if THOROUGH && self.hidden_triads()? {
                    continue;
                }
                return Some(pairs);
            }
        }
    }

    /// A mask's word in `facts` from its occupancy `occ` and what its update found its other
    /// bands keep (`keep`, [`KEEP_COLUMNS`]: all but its columns alone in a box).
    #[cfg(feature = "thorough")]
    #[inline(always)]
    fn facts(occ: usize, keep: u32) -> u32 {
        ROW_FACTS[occ] | (!keep & 0x1ff) << 9
    }

    /// Becomes a copy of `other`, for a branch: without the words only a thorough search
    /// reads (`facts`, `triads`) when it is not one, which copies 128 bytes rather than 248.
    #[cfg(feature = "thorough")]
    #[inline(always)]
    fn copy_from(&mut self, other: &State, thorough: bool) {
        if thorough {
            *self = *other;
        } else {
            self.cand = other.cand;
            self.unsolved = other.unsolved;
            self.dirty = other.dirty;
            self.unclaimed = other.unclaimed;
        }
    }

    /// Writes every mask's word in `facts`, for a search turning thorough.
    #[cfg(feature = "thorough")]
    fn learn_facts(&mut self) {
        for (fact, &c) in self.facts.iter_mut().zip(&self.cand) {
            let occ = occupancy(c);
            let m = c & SHRINK_CELLS[occ];
            *fact = Self::facts(occ, KEEP_COLUMNS[columns(m)]);
        }
        self.triads = [0; 3];
    }

    /// The cells of minirows (bit `3·box + row`) and minicolumns (bit `9 + column`).
    #[cfg(feature = "thorough")]
    #[inline(always)]
    const fn triad_cells(parts: u32) -> u32 {
        let rows = parts & 0o777;
        // Back from `occupancy`'s order: bit `9·row + 3·box`.
        let any = (rows & 0o111) | (rows >> 1 & 0o111) << 9 | (rows >> 2 & 0o111) << 18;
        (any * 0o7) | columns27(parts >> 9 & 0x1ff)
    }

    /// Hidden triads: three digits that must each occupy one minirow (or one minicolumn, a
    /// column's three cells in a box) fill its three cells, so the band's other digits
    /// lose them; four are a contradiction. Counted from `facts`, the three bands at once.
    /// Adds the masks it changed to `dirty`; `Some(true)` when there are some, `None` on a
    /// contradiction.
    #[cfg(feature = "thorough")]
    fn hidden_triads(&mut self) -> Option<bool> {
        // The three bands side by side in one word (18 bits each), counted at once.
        const PARTS: u64 = 0x3ffff;
        let (mut one, mut two, mut three, mut four) = (0u64, 0u64, 0u64, 0u64);
        for d in 0..9 {
            let x = u64::from(self.facts[d]) & PARTS
                | (u64::from(self.facts[9 + d]) & PARTS) << 18
                | (u64::from(self.facts[18 + d]) & PARTS) << 36;
            four |= three & x;
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        if four != 0 {
            return None;
        }
        let mut changed = 0u32;
        for b in 0..3 {
            // Only those not applied before, with a cell left to fill.
            let u = self.unsolved[b];
            let open = occupancy(u) as u32 | (columns(u) as u32) << 9;
            let full = (three >> (18 * b)) as u32 & open & !self.triads[b];
            if full == 0 {
                continue;
            }
            self.triads[b] |= full;
            let all = Self::triad_cells(full);
            for d in 0..9 {
                let i = 9 * b + d;
                let c = self.cand[i];
                // Most digits have no place there: the three that fill it, or none.
                if c & all == 0 {
                    continue;
                }
                let own = self.facts[i] & full;
                let kept = c & !Self::triad_cells(full & !own);
                changed |= u32::from(kept != c) << i;
                self.cand[i] = kept;
            }
        }
        self.dirty |= changed;
        Some(changed != 0)
    }

    /// A branch on a digit's way through a band rather than on a cell: in the band with the
    /// fewest minirows open to its digits, though not all fixed, the first digit with two
    /// [ways](WAY_CELLS) left. Returns its mask and what each way keeps of it; `None` when
    /// that band has no such digit (a cell is branched on then, which measured better than
    /// another band). Measured on forum_hardest_1106: 20% fewer branches than cells alone,
    /// with hidden triads, and no fewer without them.
    #[cfg(feature = "thorough")]
    fn way_branch(&self) -> Option<(usize, u32, u32)> {
        let mut best = (u32::MAX, 0);
        for b in 0..3 {
            let open: u32 = self.facts[9 * b..9 * b + 9].iter().map(|&f| f >> 18).sum();
            if open > 27 && open < best.0 {
                best = (open, b);
            }
        }
        if best.0 == u32::MAX {
            return None;
        }
        let band = &self.facts[9 * best.1..9 * best.1 + 9];
        let i = 9 * best.1 + band.iter().position(|&f| matches!(f >> 18, 5 | 6))?;
        let m = self.cand[i];
        let ways = WAYS[occupancy(m)];
        let (x, y) = (
            ways.trailing_zeros(),
            (ways & ways.wrapping_sub(1)).trailing_zeros(),
        );
        Some((
            i,
            m & *WAY_CELLS.get(x as usize)?,
            m & *WAY_CELLS.get(y as usize)?,
        ))
    }

    /// Locked candidates between a column and a box, for the digits in `unclaimed`: a
    /// column where a digit's places all lie in one band holds the digit in that band's
    /// box, so the box's other columns lose it ([`CLAIMED`]). Adds the masks it changed to
    /// `dirty`; `Some(true)` when there are some, `None` when a digit has no place left in
    /// a column.
    #[cfg(feature = "thorough")]
    #[inline(always)]
    fn claim_columns(&mut self) -> Option<bool> {
        let mut digits = core::mem::take(&mut self.unclaimed);
        let mut changed = 0u32;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let m = [self.cand[d], self.cand[9 + d], self.cand[18 + d]];
            let [a0, a1, a2] = m.map(|m| columns(m) as u32);
            if a0 | a1 | a2 != 0x1ff {
                return None;
            }
            // The columns of each band that the other two lack.
            let only = [a0 & !(a1 | a2), a1 & !(a0 | a2), a2 & !(a0 | a1)];
            // The bands whose mask changed, moved to the digit's bits by one shift.
            let mut bands = 0u32;
            for (b, (&m, &only)) in m.iter().zip(&only).enumerate() {
                let kept = m & CLAIMED[only as usize];
                self.cand[9 * b + d] = kept;
                bands |= u32::from(kept != m) << (9 * b);
            }
            changed |= bands << d;
        }
        self.dirty |= changed;
        Some(changed != 0)
    }

    /// The cell to branch on, given the bivalue cells of each band; when `thorough`, a
    /// bivalue cell is [`State::open_pair`]'s. Otherwise a bivalue cell if there
    /// is one: in the row with the most bivalue cells, the one whose column has the most
    /// (the last of equals) — a cell whose two branches fix more cells at once; measured on
    /// the data sets, it takes a quarter to two fifths fewer branches than the first
    /// bivalue cell. Else the first cell with three candidates, else the first unsolved.
    fn branch_cell(&self, pairs: [u32; 3], #[cfg(feature = "thorough")] thorough: bool) -> usize {
        #[cfg(feature = "thorough")]
        if thorough && pairs != [0; 3] {
            return self.open_pair(pairs);
        }
        if pairs != [0; 3] {
            let rows: [u32; 9] = core::array::from_fn(|r| pairs[r / 3] >> (9 * (r % 3)) & 0x1ff);
            // The row: the largest (count, row) packed in one integer, no branch per row.
            let mut best = 0;
            for (r, &x) in rows.iter().enumerate() {
                best = best.max(u32::from(ONES[x as usize]) << 4 | r as u32);
            }
            let row = (best & 0xf) as usize;
            // Each column's count, bit-sliced: bit c of planes[k] is bit k of column c's
            // count. Then the row's columns are narrowed to those with the largest count,
            // from the highest bit down.
            let mut planes = [0u32; 4];
            for &x in &rows {
                let mut carry = x;
                for plane in &mut planes {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
            let mut cols = rows[row];
            for &plane in planes.iter().rev() {
                let top = cols & plane;
                if top != 0 {
                    cols = top;
                }
            }
            return 9 * row + (31 - cols.leading_zeros()) as usize;
        }
        for b in 0..3 {
            let u = self.unsolved[b];
            let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
            for &m in self.band(b) {
                let c = m & u;
                four |= three & c;
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            let triples = three & !four;
            if triples != 0 {
                return 27 * b + triples.trailing_zeros() as usize;
            }
        }
        let b = self.unsolved.iter().position(|&u| u != 0).unwrap_or(0);
        27 * b + self.unsolved[b].trailing_zeros() as usize
    }

    /// The bivalue cell (`pairs`: those of each band) whose row, column and box hold the
    /// most unsolved cells, its row and column the most bivalue cells too (the last of
    /// equals): a cell whose two branches reach further than the one [`State::branch_cell`]
    /// takes otherwise — measured on the data sets, 3% to 17% fewer branches, for a choice
    /// that costs more (7% more time on serg_benchmark, whose searches are short).
    #[cfg(feature = "thorough")]
    fn open_pair(&self, pairs: [u32; 3]) -> usize {
        // Each row's count, and each column's and box's in 7-bit fields of one word
        // ([`FIELDS`]), added without a loop per column.
        let mut rows = [0u32; 9];
        let mut cols = 0u64;
        let mut bands = [0u64; 3];
        for (b, (&u, &p)) in self.unsolved.iter().zip(&pairs).enumerate() {
            for r in 0..3 {
                let (ur, pr) = (
                    (u >> (9 * r) & 0x1ff) as usize,
                    (p >> (9 * r) & 0x1ff) as usize,
                );
                bands[b] += FIELDS[ur];
                cols += FIELDS[pr];
                rows[3 * b + r] = u32::from(ONES[ur] + ONES[pr]);
            }
        }
        cols += bands[0] + bands[1] + bands[2];
        // The largest (score, cell) packed in one integer.
        let mut best = 0;
        for (b, (&p, &band)) in pairs.iter().zip(&bands).enumerate() {
            // Field c: column c's count and its box's unsolved cells.
            let boxes = (band + (band >> 7) + (band >> 14)) & BOX_FIELDS;
            let fields = cols + boxes + (boxes << 7) + (boxes << 14);
            for r in 0..3 {
                let row = 3 * b + r;
                let base = rows[row] << 8 | (9 * row) as u32;
                let mut x = p >> (9 * r) & 0x1ff;
                while x != 0 {
                    let c = x.trailing_zeros();
                    x &= x - 1;
                    let score = ((fields >> (7 * c)) as u32 & 0x7f) << 8 | c;
                    best = best.max(base + score);
                }
            }
        }
        (best & 0xff) as usize
    }

    /// Candidates of `cell` as a 9-bit mask (bit d = digit d + 1). Inlined where searches
    /// turn thorough; on the calculators, the search's code is what it was before they
    /// could.
    #[cfg_attr(feature = "thorough", inline)]
    fn candidates(&self, cell: usize) -> u16 {
        self.digits_at(cell / 27, cell % 27)
    }

    /// The digits that may still go in band `b` at bit `pos`, as [`State::candidates`];
    /// without a branch per digit.
    #[inline]
    fn digits_at(&self, b: usize, pos: usize) -> u16 {
        let mut mask = 0u16;
        for (d, &m) in self.band(b).iter().enumerate() {
            mask |= ((m >> pos & 1) as u16) << d;
        }
        mask
    }

    fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (b, band) in self.cand.chunks_exact(9).enumerate() {
            for (d, &m) in band.iter().enumerate() {
                let mut m = m;
                while m != 0 {
                    cells[27 * b + m.trailing_zeros() as usize] = d as u8 + 1;
                    m &= m - 1;
                }
            }
        }
        Grid::from_trusted(cells) // digits 1..=9 and 0
    }
}

/// Why a puzzle has no single solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The givens repeat a digit in a unit.
    Conflict(Conflict),
    /// The givens are consistent but no solution exists.
    NoSolution,
    /// More than one solution exists.
    MultipleSolutions,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Conflict(c) => write!(f, "the givens repeat {} in {}", c.digit, c.unit),
            SolveError::NoSolution => f.write_str("the puzzle has no solution"),
            SolveError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
        }
    }
}

impl core::error::Error for SolveError {}

/// The branches after which a search that only counts works harder at each node
/// ([`State::claim_columns`], [`State::hidden_triads`], [`State::way_branch`],
/// [`State::open_pair`]): few enough that a hard puzzle's search
/// is nearly all thorough, enough that short ones never are, as the extra work costs them
/// more than it saves (serg_benchmark's searches take 7 branches on average, none 16).
/// Measured on the data sets. Searches whose answer depends on the order of the branches
/// (the first solution, a random one) never are: they give what they always gave.
///
/// Searches never work harder without the crate's `thorough` feature (on by default; the
/// calculators' builds leave it off), where the bookkeeping it needs at every node cost
/// generation 1 to 4 % more instructions on the ARM926 (`scripts/firmware measure`) and
/// its code and table 6 KB of the firmware image: there, what only a thorough search needs
/// (the tables, the state's `unclaimed`, `facts` and `triads`, the count of branches, the
/// deeper stack) is not compiled at all, so that their state and code are what they were
/// before searches could turn thorough; and where two ways of a step were measured, the
/// in-order ARM core's is taken. `scripts/test` runs the core's tests both ways.
const THOROUGH_AFTER: usize = 16;

/// The most branches a search stands on at once. Each state on the stack has one thing more
/// fixed than the state below it, which it was copied from: a cell (the copy's digit; the
/// state below only loses a candidate or fixes a cell too), at most 81, or, in a thorough
/// search, a digit's way through a band, at most 27. The stack holds one state more: the
/// givens'.
#[cfg(feature = "thorough")]
const DEPTH: usize = CELLS + 27;
#[cfg(not(feature = "thorough"))]
const DEPTH: usize = CELLS;

/// The solver: owns its fixed-size stack, so reuse one `Solver` for many puzzles.
///
/// ```
/// use jiugong_core::sudoku::{Grid, Solver};
///
/// let mut solver = Solver::new();
/// let puzzle = Grid::parse_line(
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
/// )?;
/// let solution = solver.solve(&puzzle).unwrap();
/// assert!(puzzle.is_solved_by(&solution));
/// assert_eq!(solver.count_solutions(&puzzle, 2), 1); // unique
/// assert_eq!(solver.count_solutions(&Grid::EMPTY, 2), 2); // stops counting at the limit
/// # Ok::<(), jiugong_core::sudoku::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Solver {
    stack: [State; DEPTH + 1],
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Solver")
    }
}

/// How the search picks the digit to try first at a branch.
trait Chooser {
    fn pick(&mut self, candidates: u16) -> usize;
}

/// Lowest digit first: the deterministic order.
struct Lowest;

impl Chooser for Lowest {
    #[inline]
    fn pick(&mut self, candidates: u16) -> usize {
        candidates.trailing_zeros() as usize
    }
}

/// A random candidate, from the caller's generator.
struct Random<'a, R: ?Sized>(&'a mut R);

impl<R: Rng + ?Sized> Chooser for Random<'_, R> {
    fn pick(&mut self, candidates: u16) -> usize {
        let mut k = below(self.0, candidates.count_ones());
        let mut m = candidates;
        while k > 0 {
            m &= m - 1;
            k -= 1;
        }
        m.trailing_zeros() as usize
    }
}

impl Solver {
    /// A solver with an empty stack.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let empty = Grid::EMPTY;
    /// assert_eq!(solver.count_solutions(&empty, 2), 2); // an empty grid has many
    /// let puzzle = Grid::parse_line(
    ///     "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    /// )?;
    /// let solution = solver.solve_unique(&puzzle)?;
    /// assert!(solution.is_solved() && puzzle.is_solved_by(&solution));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn new() -> Self {
        Solver {
            stack: [State::UNUSED; DEPTH + 1],
        }
    }

    /// Depth-first search from the givens in `cells` (as [`State::set_givens`] reads
    /// them); calls `found` with each solution until it returns false, working harder at
    /// each node once it has branched `thorough_after` times ([`THOROUGH_AFTER`]). Returns
    /// the number of solutions reported, or `None` when two givens of a digit share a unit.
    fn search(
        &mut self,
        cells: &[u8; CELLS],
        chooser: &mut impl Chooser,
        thorough_after: usize,
        mut found: impl FnMut(&State) -> bool,
    ) -> Option<usize> {
        // stack[depth] is the state being worked on; below it, the other branches.
        if !self.stack[0].set_givens(cells) {
            return None;
        }
        let mut depth = 0usize;
        let mut count = 0usize;
        // Where searches never turn thorough, nothing counts the branches.
        #[cfg(feature = "thorough")]
        let mut branches = 0usize;
        #[cfg(feature = "thorough")]
        if thorough_after == 0 {
            self.stack[0].learn_facts();
        }
        #[cfg(not(feature = "thorough"))]
        let _ = thorough_after;
        loop {
            // A search that has branched a few times is a hard one: from then on, more
            // work at each node for fewer nodes.
            #[cfg(feature = "thorough")]
            let thorough = branches >= thorough_after;
            let cur = &mut self.stack[depth];
            #[cfg(not(feature = "thorough"))]
            let thorough = false;
            if let Some(pairs) = cur.propagate(thorough) {
                if cur.is_solved() {
                    count += 1;
                    if !found(cur) {
                        return Some(count);
                    }
                } else if depth < DEPTH {
                    // A digit's way through a band, when a thorough search finds one: the
                    // copy takes one way, the original the other.
                    #[cfg(feature = "thorough")]
                    if thorough && let Some((i, a, b)) = cur.way_branch() {
                        let (below, above) = self.stack.split_at_mut(depth + 1);
                        let (other, next) = (&mut below[depth], &mut above[0]);
                        *next = *other;
                        next.cand[i] = a;
                        next.dirty |= 1 << i;
                        other.cand[i] = b;
                        other.dirty |= 1 << i;
                        depth += 1;
                        branches += 1;
                        continue;
                    }
                    // Each branch fixes one more cell or way: depth stays below `DEPTH`, so
                    // the test above always holds; it keeps the indexing provably in bounds.
                    // (The calculators pass no flag: a constant one still cost an
                    // instruction at each branch of a search inlined in their app.)
                    #[cfg(feature = "thorough")]
                    let cell = cur.branch_cell(pairs, thorough);
                    #[cfg(not(feature = "thorough"))]
                    let cell = cur.branch_cell(pairs);
                    let candidates = cur.candidates(cell);
                    let digit = chooser.pick(candidates);
                    // One copy per branch: the copy tries the digit, the original
                    // (without it) waits below as the other branch — with the cell's last
                    // digit placed at once when one is left.
                    let (below, above) = self.stack.split_at_mut(depth + 1);
                    let (other, next) = (&mut below[depth], &mut above[0]);
                    #[cfg(feature = "thorough")]
                    next.copy_from(other, thorough);
                    #[cfg(not(feature = "thorough"))]
                    {
                        *next = *other;
                    }
                    let rest = candidates & !(1 << digit);
                    if rest.is_power_of_two() {
                        other.place(cell, rest.trailing_zeros() as usize);
                    } else {
                        other.remove(cell, digit);
                    }
                    next.place(cell, digit);
                    depth += 1;
                    #[cfg(feature = "thorough")]
                    {
                        branches += 1;
                        if branches == thorough_after {
                            // The states so far have not kept `unclaimed`.
                            for state in &mut self.stack[..=depth] {
                                state.unclaimed = 0x1ff;
                                state.learn_facts();
                            }
                        }
                    }
                    continue;
                }
            }
            if depth == 0 {
                return Some(count);
            }
            depth -= 1;
        }
    }

    /// The first solution of `grid` (in the search's digit order), or `None`.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let any = solver.solve(&Grid::EMPTY).unwrap(); // an empty grid has many: the first
    /// assert!(any.is_solved());
    /// let mut fives = Grid::EMPTY;
    /// fives.set(0, 5)?;
    /// fives.set(1, 5)?; // two 5s in row 1
    /// assert_eq!(solver.solve(&fives), None);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solve(&mut self, grid: &Grid) -> Option<Grid> {
        let mut solution = None;
        self.search(grid.cells(), &mut Lowest, usize::MAX, |s| {
            solution = Some(s.grid());
            false
        });
        solution
    }

    /// Counts solutions, stopping at `limit` (a limit of 2 is the uniqueness test).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// assert_eq!(solver.count_solutions(&Grid::parse_line(line)?, 2), 1);
    /// assert_eq!(solver.count_solutions(&Grid::EMPTY, 1000), 1000); // stops at the limit
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn count_solutions(&mut self, grid: &Grid, limit: usize) -> usize {
        self.count_in(grid.cells(), limit).unwrap_or(0)
    }

    /// Counts the solutions of the puzzle on one line of text, stopping at `limit`: what
    /// [`Grid::parse_line`] and then [`Solver::count_solutions`] give, the same errors
    /// included, in less time. A line in the usual form (81 bytes, `1`–`9`, `0` or `.`) goes
    /// to the solver as it is, whose masks find a repeated digit; only then, or for any
    /// other line, does the parser read it (and say where it is wrong).
    ///
    /// ```
    /// use jiugong_core::sudoku::Solver;
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// assert_eq!(solver.count_line_solutions(line, 2)?, 1);
    /// let repeat = line.replacen("4.", "44", 1);
    /// let error = solver.count_line_solutions(&repeat, 2).unwrap_err();
    /// assert_eq!(error.to_string(), "grid 1, line 1, column 2: digit 4 appears twice in row 1");
    /// # Ok::<(), jiugong_core::sudoku::ParseError>(())
    /// ```
    pub fn count_line_solutions(&mut self, line: &str, limit: usize) -> Result<usize, ParseError> {
        let text = line.trim_end_matches(['\r', '\n']);
        if let Some(n) = cell_bytes(text.as_bytes()).and_then(|cells| self.count_in(cells, limit)) {
            return Ok(n);
        }
        let grid = Grid::parse_line(text)?;
        Ok(self.count_solutions(&grid, limit))
    }

    /// [`Solver::count_solutions`] from the givens in `cells`; `None` when two givens of a
    /// digit share a unit (a limit of 0 looks for none).
    fn count_in(&mut self, cells: &[u8; CELLS], limit: usize) -> Option<usize> {
        if limit == 0 {
            return (!repeats(cells)).then_some(0);
        }
        let mut n = 0;
        self.search(cells, &mut Lowest, THOROUGH_AFTER, |_| {
            n += 1;
            n < limit
        })
    }

    /// Fills `out` with up to `out.len()` solutions; returns how many were found.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    ///
    /// // A solved grid with a rectangle of 1s and 3s emptied: the two can swap.
    /// let mut puzzle = Grid::parse_line(
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /// )?;
    /// for cell in [32, 35, 41, 44] {
    ///     puzzle.set(cell, 0)?;
    /// }
    /// let mut out = [Grid::EMPTY; 5];
    /// assert_eq!(Solver::new().solutions(&puzzle, &mut out), 2);
    /// assert_ne!(out[0], out[1]);
    /// assert!(out[..2].iter().all(|s| puzzle.is_solved_by(s)));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solutions(&mut self, grid: &Grid, out: &mut [Grid]) -> usize {
        if out.is_empty() {
            return 0;
        }
        let mut n = 0;
        self.search(grid.cells(), &mut Lowest, usize::MAX, |s| {
            out[n] = s.grid();
            n += 1;
            n < out.len()
        });
        n
    }

    /// The solution if there is exactly one; otherwise says why not. Repeated givens are
    /// found by the solver's masks, and only then looked for cell by cell to say where; only
    /// the first solution is written out as a grid.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, SolveError, Solver};
    ///
    /// let mut solver = Solver::new();
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let puzzle = Grid::parse_line(line)?;
    /// assert!(puzzle.is_solved_by(&solver.solve_unique(&puzzle)?));
    /// assert_eq!(solver.solve_unique(&Grid::EMPTY), Err(SolveError::MultipleSolutions));
    /// let mut repeated = puzzle;
    /// repeated.set(1, 4)?; // a second 4 in row 1
    /// let Err(SolveError::Conflict(c)) = solver.solve_unique(&repeated) else { panic!() };
    /// assert_eq!((c.digit, c.first, c.second), (4, 0, 1));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn solve_unique(&mut self, grid: &Grid) -> Result<Grid, SolveError> {
        let mut first = None;
        let found = self.search(grid.cells(), &mut Lowest, THOROUGH_AFTER, |s| {
            first.is_none() && {
                first = Some(s.grid());
                true
            }
        });
        match (found, first) {
            (Some(1), Some(solution)) => Ok(solution),
            (Some(0), _) => Err(SolveError::NoSolution),
            (Some(_), _) => Err(SolveError::MultipleSolutions),
            (None, _) => Err(grid
                .first_conflict()
                .map_or(SolveError::NoSolution, SolveError::Conflict)),
        }
    }

    /// A random solution of `grid` (an empty grid gives a random solved grid).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Solver};
    /// use rand_core::SeedableRng;
    ///
    /// let mut solver = Solver::new();
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(9);
    /// let a = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    /// let b = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    /// assert!(a.is_solved() && b.is_solved() && a != b);
    /// // The same seed, the same grid.
    /// let mut again = rand_xorshift::XorShiftRng::seed_from_u64(9);
    /// assert_eq!(solver.random_solution(&Grid::EMPTY, &mut again), Some(a));
    /// ```
    pub fn random_solution<R: Rng + ?Sized>(&mut self, grid: &Grid, rng: &mut R) -> Option<Grid> {
        let mut solution = None;
        self.search(grid.cells(), &mut Random(rng), usize::MAX, |s| {
            solution = Some(s.grid());
            false
        });
        solution
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;
    use std::string::ToString;

    // Arto Inkala's "world's hardest" (2012).
    const HARD: &str =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    #[test]
    fn solves_a_hard_puzzle() {
        let g = Grid::parse_line(HARD).unwrap();
        let mut s = Solver::new();
        let sol = s.solve_unique(&g).unwrap();
        assert!(g.is_solved_by(&sol));
        assert_eq!(
            sol.line('.').to_string(),
            "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
        );
    }

    #[test]
    fn shrink_table_applies_locked_candidates() {
        // Unchanged when every row meets every box.
        assert_eq!(SHRINK[0o777], 0o777);
        // Box 0 only on row 0 (pointing): row 0 leaves boxes 1 and 2.
        let occ = 0o667; // row 0: boxes 0, 1, 2; rows 1 and 2: boxes 1, 2
        assert_eq!(SHRINK[occ as usize], 0o661);
        // A row with no place left: contradiction.
        assert_eq!(SHRINK[0o077], 1 << 9);
    }

    #[test]
    fn occupancy_marks_each_row_part_with_a_place() {
        let mut rng = XorShiftRng::seed_from_u64(5);
        for _ in 0..2_000 {
            let m = rng.next_u32() & rng.next_u32() & BAND;
            let mut expected = 0;
            for row in 0..3 {
                for bx in 0..3 {
                    if m >> (9 * row + 3 * bx) & 0o7 != 0 {
                        expected |= 1 << (3 * bx + row);
                    }
                }
            }
            assert_eq!(occupancy(m), expected, "mask {m:#o}");
        }
    }

    /// The places of a band's mask alone in their row, by a loop over the rows.
    fn alone_in_row(m: u32) -> u32 {
        (0..3)
            .map(|r| m & row27(r))
            .filter(|row| row.count_ones() == 1)
            .fold(0, |a, row| a | row)
    }

    #[test]
    fn row_singles_are_the_places_alone_in_their_row() {
        let mut rng = XorShiftRng::seed_from_u64(6);
        let mut rows_with_one = 0;
        for _ in 0..5_000 {
            // Sparse and dense rows, none empty (what `row_singles` is given).
            let mut m = rng.next_u32() & BAND;
            for r in 0..3 {
                if rng.next_u32() & 1 != 0 {
                    m &= !(0x1ff << (9 * r)) | 1 << (9 * r + rng.next_u32() % 9);
                }
                m |= u32::from(m >> (9 * r) & 0x1ff == 0) << (9 * r + rng.next_u32() % 9);
            }
            let expected = alone_in_row(m);
            rows_with_one += expected.count_ones();
            assert_eq!(row_singles(m), expected, "mask {m:#o}");
        }
        assert!(rows_with_one > 5_000, "{rows_with_one}");
    }

    #[test]
    #[cfg(feature = "thorough")]
    fn kept_row_singles_are_the_places_alone_in_their_row_after_locked_candidates() {
        let mut rng = XorShiftRng::seed_from_u64(6);
        let mut rows_with_one = 0;
        for _ in 0..20_000 {
            // Sparse and dense rows, some with one place, some empty.
            let mut m = rng.next_u32() & BAND;
            for r in 0..3 {
                match rng.next_u32() % 4 {
                    0 => m &= !row27(r) | 1 << (9 * r as u32 + rng.next_u32() % 9),
                    1 => m &= !row27(r) | rng.next_u32() & rng.next_u32(),
                    _ => {}
                }
            }
            let occ = occupancy(m);
            // On a contradiction the table holds bit 31 only, so nothing is kept.
            let expected = alone_in_row(m & SHRINK_CELLS[occ]);
            rows_with_one += expected.count_ones();
            assert_eq!(kept_row_singles(m, occ), expected, "mask {m:#o}");
        }
        assert!(rows_with_one > 5_000, "{rows_with_one}");
    }

    #[test]
    fn first_dirty_is_the_masks_an_update_changes() {
        // Solved grids with random cells blanked, from nearly full to nearly empty.
        let mut rng = XorShiftRng::seed_from_u64(11);
        let mut solver = Solver::new();
        let (mut dirty_masks, mut clean_masks) = (0, 0);
        for round in 0..300 {
            let mut grid = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
            let keep = 17 + round % 60;
            for cell in 0..CELLS {
                if below(&mut rng, 81) >= keep {
                    grid.set(cell, 0).unwrap();
                }
            }
            let mut state = State::UNUSED;
            assert!(state.set_givens(grid.cells()));
            for i in 0..27 {
                let mut after = state;
                let mut dirty = 0;
                let changes = !after.update(i, &mut dirty, false)
                    || after.cand != state.cand
                    || after.unsolved != state.unsolved;
                assert_eq!(state.dirty >> i & 1 != 0, changes, "mask {i} of {grid:?}");
                if changes {
                    dirty_masks += 1;
                } else {
                    clean_masks += 1;
                }
            }
        }
        // Both answers were tested.
        assert!(
            dirty_masks > 100 && clean_masks > 100,
            "{dirty_masks} {clean_masks}"
        );
    }

    #[test]
    #[cfg(feature = "thorough")]
    fn claimed_keeps_only_the_claimed_columns_of_their_boxes() {
        // No column claimed: everything kept.
        assert_eq!(CLAIMED[0], BAND);
        // Column 1 (box 0) and columns 6, 7 (box 2): box 0 keeps column 1, box 2 columns 6
        // and 7, box 1 everything.
        let only = 0b011_000_010;
        assert_eq!(CLAIMED[only], columns27(0b011_111_010));
    }

    #[test]
    #[cfg(feature = "thorough")]
    fn open_minirows_tell_how_many_ways_are_left() {
        // Every occupancy that locked candidates leave as it is, with a place in each row
        // and box: its ways, counted one by one, against what `ROW_FACTS` says.
        let mut fixed = 0;
        for occ in 0..512 {
            let kept = SHRINK_CELLS[occ];
            if kept & (1 << 31) != 0 || occupancy(kept) != occ {
                continue;
            }
            fixed += 1;
            let ways = (0..6)
                .filter(|&w| (0..3).all(|r| occ >> (3 * ORDERS3[w][r] as usize + r) & 1 != 0))
                .fold(0u8, |a, w| a | 1 << w);
            assert_eq!(WAYS[occ], ways, "{occ:o}");
            let open = ROW_FACTS[occ] >> 18;
            assert_eq!(open, occ.count_ones(), "{occ:o}");
            assert_eq!(matches!(open, 5 | 6), ways.count_ones() == 2, "{occ:o}");
            assert_eq!(open == 3, ways.count_ones() == 1, "{occ:o}");
            // The minirows it must occupy: those alone in their row.
            let lone = (0..3)
                .filter(|&r| (0..3).filter(|&k| occ >> (3 * k + r) & 1 != 0).count() == 1)
                .fold(0, |a, r| {
                    a | (0..3).fold(0, |a, k| a | (occ & 1 << (3 * k + r)))
                });
            assert_eq!(ROW_FACTS[occ] & 0o777, lone as u32, "{occ:o}");
        }
        assert!(fixed > 20, "{fixed}");
    }

    #[test]
    #[cfg(feature = "thorough")]
    fn thorough_steps_keep_the_solution() {
        // Down a search of hard puzzles along their solution, where hidden triads and ways
        // through a band come up: the solution survives every hidden triad, and of a way's
        // two branches exactly one keeps it.
        const HARDEST: [&str; 5] = [
            HARD,
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
            "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
        ];
        let mut solver = Solver::new();
        let (mut triads, mut ways) = (0, 0);
        for line in HARDEST {
            let grid = Grid::parse_line(line).unwrap();
            let solution = solver.solve_unique(&grid).unwrap();
            let keeps = |state: &State| {
                (0..CELLS).all(|cell| {
                    let d = usize::from(solution.get(cell)) - 1;
                    state.cand[9 * (cell / 27) + d] >> (cell % 27) & 1 != 0
                })
            };
            let mut state = State::UNUSED;
            assert!(state.set_givens(grid.cells()));
            loop {
                state.propagate(false).expect("the solution is kept");
                state.learn_facts();
                if state.hidden_triads() == Some(true) {
                    triads += 1;
                }
                assert!(keeps(&state), "{line}");
                let pairs = state.propagate(true).expect("the solution is kept");
                assert!(keeps(&state), "{line}");
                if state.is_solved() {
                    break;
                }
                if let Some((i, a, b)) = state.way_branch() {
                    ways += 1;
                    let (mut x, mut y) = (state, state);
                    (x.cand[i], x.dirty, y.cand[i], y.dirty) = (a, 1 << i, b, 1 << i);
                    assert!(keeps(&x) != keeps(&y), "{line}");
                    state = if keeps(&x) { x } else { y };
                } else {
                    let cell = state.branch_cell(pairs, true);
                    assert!(state.place(cell, usize::from(solution.get(cell)) - 1));
                }
            }
        }
        // Both were tested.
        assert!(triads > 2 && ways > 10, "{triads} {ways}");
    }

    /// Puzzles from random solved grids, 17 to 46 of the 81 cells left on average.
    fn random_puzzles(seed: u64, n: usize) -> impl Iterator<Item = Grid> {
        let mut rng = XorShiftRng::seed_from_u64(seed);
        let mut solver = Solver::new();
        (0..n).map(move |round| {
            let mut grid = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
            let keep = 17 + round as u32 % 30;
            for cell in 0..CELLS {
                if below(&mut rng, 81) >= keep {
                    grid.set(cell, 0).unwrap();
                }
            }
            grid
        })
    }

    #[test]
    fn thorough_and_plain_searches_agree() {
        let mut solver = Solver::new();
        let (mut unique, mut several) = (0, 0);
        for grid in random_puzzles(12, 1000) {
            let mut answers = [0; 2].map(|_| (0, None));
            for (answer, after) in answers.iter_mut().zip([0, usize::MAX]) {
                *answer = (0, None);
                let n = solver.search(grid.cells(), &mut Lowest, after, |s| {
                    answer.1 = Some(s.grid());
                    answer.0 += 1;
                    answer.0 < 2
                });
                assert_eq!(n, Some(answer.0));
            }
            let [(thorough, t), (plain, p)] = answers;
            assert_eq!(thorough, plain, "{grid:?}");
            if plain == 1 {
                assert_eq!(t, p, "{grid:?}");
                unique += 1;
            } else {
                several += 1;
            }
        }
        // Both kinds were tested.
        assert!(unique > 100 && several > 100, "{unique} {several}");
    }

    #[test]
    #[cfg(feature = "thorough")]
    fn open_pair_is_the_bivalue_cell_with_the_most_open_peers() {
        let mut tested = 0;
        for grid in random_puzzles(13, 300) {
            let mut state = State::UNUSED;
            assert!(state.set_givens(grid.cells()));
            let Some(pairs) = state.propagate(false) else {
                continue;
            };
            if pairs == [0; 3] {
                continue;
            }
            // Each cell's score by counting, the largest last of equals.
            let at = |cells: &[u32; 3], cell: usize| cells[cell / 27] >> (cell % 27) & 1;
            let (mut best, mut best_cell) = (0, 0);
            for cell in 0..CELLS {
                if at(&pairs, cell) == 0 {
                    continue;
                }
                let (r, c) = (cell / 9, cell % 9);
                let score: u32 = (0..CELLS)
                    .map(|o| {
                        let (ro, co) = (o / 9, o % 9);
                        let same_box = ro / 3 == r / 3 && co / 3 == c / 3;
                        let open = at(&state.unsolved, o);
                        let pair = at(&pairs, o);
                        u32::from(ro == r) * (open + pair)
                            + u32::from(co == c) * (open + pair)
                            + u32::from(same_box) * open
                    })
                    .sum();
                if score >= best {
                    (best, best_cell) = (score, cell);
                }
            }
            assert_eq!(state.open_pair(pairs), best_cell, "{grid:?}");
            tested += 1;
        }
        assert!(tested > 100, "{tested}");
    }

    #[test]
    fn counts_and_refuses() {
        let mut s = Solver::new();
        assert_eq!(s.count_solutions(&Grid::EMPTY, 5), 5);
        assert_eq!(
            s.solve_unique(&Grid::EMPTY),
            Err(SolveError::MultipleSolutions)
        );
        // Consistent givens, no solution: row 1 needs a 9 at column 9, which column 9 has.
        let g = Grid::parse_line(
            "12345678.........9...............................................................",
        )
        .unwrap();
        assert_eq!(s.solve_unique(&g), Err(SolveError::NoSolution));
        // Repeated givens, in a box and in a column across bands: named, as the grid does.
        for other in [10, 72] {
            let mut cells = [0; CELLS];
            (cells[0], cells[other], cells[40]) = (5, 5, 7);
            let g = Grid::from_cells(cells).unwrap();
            let conflict = g.first_conflict().unwrap();
            assert_eq!(s.solve_unique(&g), Err(SolveError::Conflict(conflict)));
            assert_eq!(s.count_solutions(&g, 2), 0);
        }
    }

    #[test]
    fn random_solutions_differ_and_are_valid() {
        let mut s = Solver::new();
        let mut rng = XorShiftRng::seed_from_u64(3);
        let a = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        let b = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        assert!(a.is_solved() && b.is_solved());
        assert_ne!(a, b);
    }
}
