//! The solver's tables, worked out at compile time: what one digit's places in a band
//! allow (locked candidates, the rows and columns kept, hidden singles in a row) and, for
//! thorough searches, the facts a band's masks hold.

#[cfg(feature = "thorough")]
use super::super::units::ORDERS3;

/// Row-box occupancy of one digit in one band: bit `3·row + box` is set when the digit can
/// still go in that row (0..3 within the band) inside that box (0..3 within the band).
/// `SHRINK[occupancy]` applies locked candidates to a fixed point — a box whose places lie
/// in one row takes that row away from the other boxes (pointing), a row whose places lie
/// in one box takes that box away from the other rows (claiming) — and sets bit 9 when a
/// row or box is left with no place (a contradiction).
pub(super) const SHRINK: [u16; 512] = {
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
pub(super) const KEEP_COLUMNS: [u32; 512] = {
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
pub(super) const CLAIMED: [u32; 512] = {
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
pub(super) const OTHER_BANDS: [[u8; 2]; 27] = {
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
pub(super) const SHRINK_CELLS: [u32; 512] = {
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
pub(super) const LONE_ROWS: [u32; 512] = {
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
pub(super) const ROW_FACTS: [u32; 512] = {
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
pub(super) const WAY_CELLS: [u32; 6] = {
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
pub(super) const WAYS: [u8; 512] = {
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
pub(super) const fn crowded(m: u32) -> u32 {
    // Bit 0 or 1 of a part: two of its places (bits 0 and 1, 1 and 2, or 0 and 2).
    let two = (m & m >> 1 & 0o333_333_333) | (m & m >> 2 & 0o111_111_111);
    ((two | two >> 1) & 0o111_111_111) * 0o7
}

/// [`row_singles`] of what locked candidates leave of mask `m` (`occ` its occupancy), on
/// the way an update takes: from the tables both indexed by `occ` and the mask itself,
/// rather than from the shrunk mask, which would wait on the first table.
#[cfg(feature = "thorough")]
#[inline(always)]
pub(super) const fn kept_row_singles(m: u32, occ: usize) -> u32 {
    m & SHRINK_CELLS[occ] & LONE_ROWS[occ] & !crowded(m)
}

/// The number of set bits of 9 bits (no `popcnt` on the baseline x86-64 target).
pub(super) const ONES: [u8; 512] = {
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
pub(super) const FIELDS: [u64; 512] = {
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
pub(super) const BOX_FIELDS: u64 = 0x7f | 0x7f << 21 | 0x7f << 42;

/// For 3 box bits of one row: the 9-bit mask of those boxes' cells.
pub(super) const BOX_CELLS: [u32; 8] = [0, 0o7, 0o70, 0o77, 0o700, 0o707, 0o770, 0o777];

/// The row-box occupancy of a band's mask, transposed (bit `3·box + row`: the row has a
/// place in the box), as [`SHRINK_CELLS`] takes it: from shifts and ORs, no table.
#[inline(always)]
pub(super) const fn occupancy(m: u32) -> usize {
    // Bit `9·row + 3·box` of `any`; shifting rows 1 and 2 onto row 0 by 8 and 16 puts it
    // at bit `3·box + row`.
    let any = (m | m >> 1 | m >> 2) & 0o111_111_111;
    ((any | any >> 8 | any >> 16) & 0o777) as usize
}

/// The 9 columns where a band's mask has a place.
#[inline(always)]
pub(super) const fn columns(m: u32) -> usize {
    ((m | m >> 9 | m >> 18) & 0x1ff) as usize
}

/// The places of a band's mask that are alone in their row, for a mask with a place in
/// every row; some bits for any other (whose update finds a contradiction anyway). Without
/// a branch or a table: each row loses its lowest place (no borrow crosses a row, none
/// being empty), and the rows where nothing is left keep their place. For
/// [`State::first_dirty`], whose steps over all 27 masks the compiler turns into vector
/// code; an update takes [`kept_row_singles`], which waits less.
#[inline(always)]
pub(super) const fn row_singles(m: u32) -> u32 {
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
pub(super) const BAND: u32 = 0x7ff_ffff;

/// The 9 cells of row `r` (0..3) of a band.
pub(super) const fn row27(r: usize) -> u32 {
    0x1ff << (9 * r)
}

/// A 9-bit column set repeated on the three rows of a band.
pub(super) const fn columns27(cols: u32) -> u32 {
    cols | cols << 9 | cols << 18
}
