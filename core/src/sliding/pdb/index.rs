//! How a table is laid out: a placement of a group's tiles ranked to an index, and back, and
//! the 4-bit entries two to a byte.

use super::MAX_GROUP;

/// Placements of `k` tiles on `cells` cells: cells!/(cells−k)!.
pub const fn table_len(cells: usize, k: usize) -> usize {
    let mut n = 1;
    let mut i = 0;
    while i < k {
        n *= cells - i;
        i += 1;
    }
    n
}

/// Bytes of a table of `k` tiles on `cells` cells (4 bits a placement).
pub const fn table_bytes(cells: usize, k: usize) -> usize {
    table_len(cells, k).div_ceil(2)
}

/// Words of marks [`Build`](super::Build) needs for `k` tiles on `cells` cells: 2 bits for each placement
/// and free cell (`usize::MAX` where that does not fit the address space).
pub fn marks_len(cells: usize, k: usize) -> usize {
    let fields = table_len(cells, k) as u64 * (cells - k) as u64;
    usize::try_from(fields.div_ceil(32)).unwrap_or(usize::MAX)
}

/// The rank of distinct positions among the ordered placements (a k-permutation index):
/// digit i is position i's rank among the cells not taken by positions 0..i.
#[inline]
pub(super) fn rank(positions: &[u8], cells: usize) -> usize {
    let mut r = 0usize;
    for (i, &p) in positions.iter().enumerate() {
        // Comparisons rather than a population count: as fast on every target.
        let smaller: usize = positions[..i].iter().map(|&q| usize::from(q < p)).sum();
        r = r * (cells - i) + (p as usize - smaller);
    }
    r
}

/// `n / d` for `n < 2^32` and `1 ≤ d ≤ 32`, by a multiplication: `magic` is
/// `2^40 / d + 1` (an unranking divides eight times per state of a build).
#[inline]
pub(super) fn divide(n: usize, d: usize, magic: u64) -> usize {
    debug_assert!((n as u64) < 1 << 32 && d <= 32);
    ((n as u128 * u128::from(magic)) >> 40) as usize
}

/// The multiplier [`divide`] uses for `d`.
pub(super) const fn magic(d: usize) -> u64 {
    (1u64 << 40) / d as u64 + 1
}

/// Bits of a cell in a cell list: cells in order, packed into a `u128` (25 cells fit).
pub(super) const CELL_BITS: u32 = 5;

/// The list of the cells `0..cells`.
pub(super) const fn all_cells(cells: usize) -> u128 {
    let mut list = 0u128;
    let mut c = 0;
    while c < cells {
        list |= (c as u128) << (CELL_BITS as usize * c);
        c += 1;
    }
    list
}

/// The positions of rank `r` (the inverse of [`rank`]) into `out[..k]`, taken from the
/// list of [`all_cells`]`(cells)`; returns the cells left, in order. `magics[i]` is
/// [`magic`]`(cells − i)`.
pub(super) fn unrank(
    mut r: usize,
    k: usize,
    cells: usize,
    magics: &[u64],
    mut list: u128,
    out: &mut [u8; MAX_GROUP],
) -> u128 {
    let mut digits = [0u8; MAX_GROUP];
    for i in (0..k).rev() {
        let radix = cells - i;
        let q = divide(r, radix, magics[i]);
        digits[i] = (r - q * radix) as u8;
        r = q;
    }
    // Each digit picks among the cells still unused, in order: take it out of the list.
    for i in 0..k {
        let shift = CELL_BITS * u32::from(digits[i]);
        out[i] = ((list >> shift) & ((1 << CELL_BITS) - 1)) as u8;
        let below = (1u128 << shift) - 1;
        list = (list & below) | ((list >> CELL_BITS) & !below);
    }
    list
}

/// The 4-bit entry of placement `i`.
#[inline]
pub(super) fn entry(table: &[u8], i: usize) -> u8 {
    (table[i / 2] >> ((i & 1) * 4)) & 0xf
}
