//! Closed tours by construction, in time linear in the board: the board is cut into blocks
//! of 5 to 10 squares a side, each block gets a closed tour of a fixed shape, and the block
//! tours are joined into one.
//!
//! **Blocks.** Every block tour is *structured* in the sense of Parberry (1997): the square
//! (1, 1) of the block is linked to (0, 3) and to (3, 0) (blocks 5 high need only the second:
//! they lie in the first band, which no join reaches from above). Its corners are linked as every
//! tour links them, a corner having only two moves. The block tours are found once per
//! block size by a short depth-first search (Warnsdorff's order, the three squares fixed).
//!
//! **Joining.** Two closed tours become one by swapping two links for two others: take out
//! a link a₁a₂ of one and b₁b₂ of the other, put in a₁b₁ and a₂b₂. Side by side, the left
//! block's top-right corner link (0, w−1)–(2, w−2) and the right block's (1, 1)–(3, 0) swap
//! for two knight's moves across the seam; above and below, the upper block's bottom-left
//! corner link (h−1, 0)–(h−2, 2) and the lower block's (1, 1)–(0, 3). Each band of blocks is
//! joined left to right, then the bands through their first blocks, top to bottom: no link is
//! used by two joins, so the whole board is one closed tour.
//!
//! **Sides.** An even side is cut into 6s, 8s and 10s; an odd side (the other is then even,
//! by Schwenk's theorem) into one 5, 7 or 9 and then evens. So every board whose shorter side
//! is at least 5 and that has a closed tour gets one.
//!
//! **A side of 3** (3×10, 3×12, …): too thin for these joins. A tour of the first 10 or 12
//! columns grows by 3×4 blocks instead, each threaded into one link of the tour so far
//! (`build_three`).
//!
//! The tour lives in a buffer the caller lends, one byte a square: the two moves (indices
//! into [`MOVES`]) that lead to the square's neighbours along the tour.

use super::board::{MOVES, Size, Square};
use super::existence::{NoTour, check_closed};
use super::search::{Goal, Order, Search};
use crate::search::BufferTooSmall;
use crate::search::{Progress, Resumable};
use core::fmt;

/// The largest block side.
const MAX_BLOCK: usize = 10;

/// Squares of the largest block.
const BLOCK_SQUARES: usize = MAX_BLOCK * MAX_BLOCK;

/// Nodes the search for one block's tour may use (each block size needs far fewer).
const BLOCK_BUDGET: u64 = 50_000_000;

/// Why no tour was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// No closed tour exists (Schwenk's theorem).
    NoTour(NoTour),
    /// A block's tour was not found (never: the tests build every block size).
    NoBlockTour(Size),
    /// The lent buffer is shorter than the board.
    BufferTooSmall(BufferTooSmall),
    /// Open tours by columns are for boards 3 or 4 squares wide (and a start on the board).
    NotNarrow(Size),
    /// The column program outgrew its tables (never on boards 3 or 4 wide: the tests try
    /// every length up to past where the sets repeat).
    TooComplex,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::NoTour(why) => why.fmt(f),
            BuildError::NoBlockTour(s) => {
                write!(f, "the construction found no block tour for {s}")
            }
            BuildError::BufferTooSmall(e) => e.fmt(f),
            BuildError::NotNarrow(s) => write!(
                f,
                "open tours by columns are built on boards 3 or 4 squares wide, not {s}"
            ),
            BuildError::TooComplex => {
                write!(f, "the column-by-column construction outgrew its tables")
            }
        }
    }
}

impl core::error::Error for BuildError {}

/// The index in [`MOVES`] of the step (`dr`, `dc`) (0 if it is not a knight's move).
const fn move_index(dr: i64, dc: i64) -> u8 {
    let mut j = 0;
    while j < 8 {
        if MOVES[j].0 as i64 == dr && MOVES[j].1 as i64 == dc {
            return j as u8;
        }
        j += 1;
    }
    0
}

/// For each move, the index of its reflection about the main diagonal (`transpose`), or of
/// the move that undoes it.
const fn moves_mapped(transpose: bool) -> [u8; 8] {
    let mut t = [0u8; 8];
    let mut k = 0;
    while k < 8 {
        let (dr, dc) = (MOVES[k].0 as i64, MOVES[k].1 as i64);
        t[k] = if transpose {
            move_index(dc, dr)
        } else {
            move_index(-dr, -dc)
        };
        k += 1;
    }
    t
}

/// The move that undoes each move.
const OPPOSITE: [u8; 8] = moves_mapped(false);

/// Each move reflected about the main diagonal (rows and columns swapped).
const TRANSPOSED: [u8; 8] = moves_mapped(true);

/// The move from `a` to `b` (a knight's move apart).
fn move_between(a: Square, b: Square) -> u8 {
    move_index(
        i64::from(b.row) - i64::from(a.row),
        i64::from(b.col) - i64::from(a.col),
    )
}

/// The moves from `a` to `b` and back (a knight's move apart).
pub(super) fn link_moves(a: Square, b: Square) -> (u8, u8) {
    (move_between(a, b), move_between(b, a))
}

/// The two links of a square packed in a byte: moves `a` and `b`.
const fn pack(a: u8, b: u8) -> u8 {
    a | (b << 3)
}

/// A structured closed tour of an `h`×`w` block (5 ≤ h ≤ w ≤ 10, not both odd), as links.
#[derive(Clone, Copy)]
struct Block {
    h: usize,
    w: usize,
    links: [u8; BLOCK_SQUARES],
}

/// Finds a structured closed tour of an `h`×`w` block: (0,3), (1,1), (3,0) in a row (only the
/// last two on 5×6, none on 5×8 and 5×10), then back to a square next to the first.
fn block_tour(h: usize, w: usize) -> Option<Block> {
    let at = |r: usize, c: usize| r * w + c;
    // Blocks 5 high only ever join as the right block of a band (the odd band is the first),
    // so they need only the link (1,1)–(3,0).
    // Of those, 5×8 and 5×10 only ever come first in their band and need no link at all:
    // any closed tour, from the tour search.
    if h == 5 && w > 6 {
        return any_tour(h, w);
    }
    let fixed: &[usize] = if h == 5 {
        &[at(1, 1), at(3, 0)]
    } else {
        &[at(0, 3), at(1, 1), at(3, 0)]
    };
    let path = thread(h, w, fixed, |p| {
        attacks(fixed[0], usize::from(p[p.len() - 1]), w)
    })?;
    Some(linked(h, w, &path))
}

/// A path through every square of an `h`×`w` block (at most [`BLOCK_SQUARES`]) that begins
/// with the squares `fixed` and that `ends` accepts once complete: a depth-first search in
/// Warnsdorff's order, the first square's neighbours tried last (a closed tour needs one of
/// them for its last move).
fn thread(
    h: usize,
    w: usize,
    fixed: &[usize],
    ends: impl Fn(&[u8]) -> bool,
) -> Option<[u8; BLOCK_SQUARES]> {
    let n = h * w;
    let step = |s: usize, k: usize| -> Option<usize> {
        let (dr, dc) = MOVES[k];
        let r = (s / w).checked_add_signed(dr as isize)?;
        let c = (s % w).checked_add_signed(dc as isize)?;
        (r < h && c < w).then(|| r * w + c)
    };
    let first = fixed[0];
    let mut path = [0u8; BLOCK_SQUARES];
    // Per depth: the candidates in order, how many, and the next to try.
    let mut options = [[0u8; 8]; BLOCK_SQUARES];
    let mut count = [0u8; BLOCK_SQUARES];
    let mut tried = [0u8; BLOCK_SQUARES];
    let mut used = [false; BLOCK_SQUARES];
    for (d, &s) in fixed.iter().enumerate() {
        path[d] = s as u8;
        used[s] = true;
    }
    let free_degree = |s: usize, used: &[bool; BLOCK_SQUARES]| {
        (0..8)
            .filter_map(|k| step(s, k))
            .filter(|&t| !used[t])
            .count()
    };
    let fill = |depth: usize,
                path: &[u8; BLOCK_SQUARES],
                used: &[bool; BLOCK_SQUARES],
                options: &mut [[u8; 8]; BLOCK_SQUARES],
                count: &mut [u8; BLOCK_SQUARES]| {
        let s = path[depth] as usize;
        let mut keys = [(0usize, 0usize); 8];
        let mut m = 0;
        for k in 0..8 {
            if let Some(t) = step(s, k).filter(|&t| !used[t]) {
                // The first square's neighbours wait: one must be left for the last move.
                let wait = usize::from(attacks(first, t, w));
                keys[m] = (free_degree(t, used) + 8 * wait, t);
                m += 1;
            }
        }
        keys[..m].sort_unstable();
        for (o, &(_, t)) in options[depth].iter_mut().zip(&keys[..m]) {
            *o = t as u8;
        }
        count[depth] = m as u8;
    };
    // A free square left with no free neighbour by the move to `t` (at `depth`) can only be
    // the path's last, entered from `t`: two such squares, or one while others are still
    // free, and no path goes on from here.
    let stranded = |t: usize, depth: usize, used: &[bool; BLOCK_SQUARES]| {
        let lonely = (0..8)
            .filter_map(|k| step(t, k))
            .filter(|&u| !used[u] && free_degree(u, used) == 0)
            .count();
        lonely > 1 || (lonely == 1 && depth != n - 2)
    };
    let bottom = fixed.len() - 1;
    let mut depth = bottom;
    fill(depth, &path, &used, &mut options, &mut count);
    tried[depth] = 0;
    let mut nodes = 0u64;
    loop {
        if depth == n - 1 {
            if ends(&path[..n]) {
                break;
            }
        } else if tried[depth] < count[depth] && nodes < BLOCK_BUDGET {
            let t = options[depth][tried[depth] as usize];
            tried[depth] += 1;
            nodes += 1;
            depth += 1;
            path[depth] = t;
            used[t as usize] = true;
            tried[depth] = 0;
            if stranded(usize::from(t), depth, &used) {
                count[depth] = 0;
            } else {
                fill(depth, &path, &used, &mut options, &mut count);
            }
            continue;
        }
        // Dead end (or the budget is spent): back up, never past the fixed squares.
        used[path[depth] as usize] = false;
        if depth == bottom || nodes >= BLOCK_BUDGET {
            return None;
        }
        depth -= 1;
    }
    Some(path)
}

/// Any closed tour of an `h`×`w` block, by the tour search (Warnsdorff's order, restarts).
fn any_tour(h: usize, w: usize) -> Option<Block> {
    let size = Size::new(w as u32, h as u32)?;
    let mut search = Search::new(
        size,
        Square::new(0, 0),
        Order::Warnsdorff,
        Goal::Closed,
        [0u32; BLOCK_SQUARES],
        [0u32; BLOCK_SQUARES],
    )
    .ok()?;
    if search.resume(BLOCK_BUDGET) != Progress::Found {
        return None;
    }
    let mut path = [0u8; BLOCK_SQUARES];
    for (i, &number) in search.board().iter().enumerate() {
        path[number as usize - 1] = i as u8;
    }
    Some(linked(h, w, &path))
}

/// The block whose tour visits the cells of `path` in order (and back to the first).
fn linked(h: usize, w: usize, path: &[u8; BLOCK_SQUARES]) -> Block {
    let n = h * w;
    let mut links = [0u8; BLOCK_SQUARES];
    let square = |s: u8| Square::new(u32::from(s) / w as u32, u32::from(s) % w as u32);
    for i in 0..n {
        let (prev, next) = (path[(i + n - 1) % n], path[(i + 1) % n]);
        let here = square(path[i]);
        links[path[i] as usize] = pack(
            move_between(here, square(prev)),
            move_between(here, square(next)),
        );
    }
    Block { h, w, links }
}

/// True when cells `a` and `b` of a board `w` wide are a knight's move apart.
fn attacks(a: usize, b: usize, w: usize) -> bool {
    let (ar, ac, br, bc) = (a / w, a % w, b / w, b % w);
    let (dr, dc) = (ar.abs_diff(br), ac.abs_diff(bc));
    (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
}

/// The first part of an odd side: 5, 7 or 9 (7 where the rest allows, since only 5×6 among
/// the blocks 5 high joins on its left).
fn odd_part(n: u32) -> u32 {
    match n {
        ..=9 => n,
        11 => 5,
        _ => 7,
    }
}

/// The parts of a side of `n` squares: the odd part first when `n` is odd, then 6s, 8s and
/// 10s; with `after_five`, the parts after the first are all 6s (the side of blocks joined
/// to a block 5 squares across, of which only 5×6 has the link a join needs). `n` ≥ 5, and
/// ≥ 6 when even.
fn parts(n: u32, after_five: bool) -> impl Iterator<Item = u32> {
    // (A side across from a 5 is even.)
    let after_five = after_five && n % 2 == 0;
    let mut left = n;
    let mut first = true;
    core::iter::from_fn(move || {
        let part = match left {
            0 => return None,
            _ if left % 2 == 1 => odd_part(left),
            _ if after_five && !first => 6,
            // 6, 8 or 10, leaving a multiple of 6.
            _ if after_five => 6 + left % 6,
            5..=10 => left,
            _ if left - 8 >= 6 => 8,
            _ => 6,
        };
        first = false;
        left -= part;
        Some(part)
    })
}

/// The bands of a board: their heights.
fn bands(size: Size) -> impl Iterator<Item = u32> {
    let narrow_first_column = size.width % 2 == 1 && odd_part(size.width) == 5;
    parts(size.height, narrow_first_column)
}

/// The blocks of a band `h` high: their widths.
fn blocks(size: Size, h: u32) -> impl Iterator<Item = u32> {
    parts(size.width, h == 5)
}

/// Builds a closed tour of `size` into `links` (a byte a square, row-major; see the module
/// documentation), for every board whose sides are both 5 or more and that has one.
///
/// ```
/// use jiugong_core::knight::{Size, Square, build_closed, number_tour, is_tour};
///
/// let size = Size::new(14, 11).unwrap();
/// let mut links = vec![0u8; size.squares()];
/// build_closed(size, &mut links)?;
/// let mut board = vec![0u32; size.squares()];
/// number_tour(size, &links, Square::new(5, 5), &mut board)?;
/// assert!(is_tour(size, &board, true));
/// assert_eq!(board[size.index(Square::new(5, 5))], 1);
/// # Ok::<(), jiugong_core::knight::BuildError>(())
/// ```
pub fn build_closed(size: Size, links: &mut [u8]) -> Result<(), BuildError> {
    check_closed(size).map_err(BuildError::NoTour)?;
    if links.len() < size.squares() {
        return Err(BuildError::BufferTooSmall(BufferTooSmall {
            needed: size.squares(),
            lent: links.len(),
        }));
    }
    // Schwenk: a board with a side under 5 and a closed tour has a side of 3.
    if size.width.min(size.height) < 5 {
        return build_three(size, links);
    }
    // The block tours, found once per size (short side first).
    let mut tours: [Option<Block>; 6 * 6] = [None; 36];
    let w = size.width as usize;
    let mut row = 0u32;
    for h in bands(size) {
        let mut col = 0u32;
        for bw in blocks(size, h) {
            let (a, b) = (h.min(bw) as usize, h.max(bw) as usize);
            let slot = &mut tours[(a - 5) * 6 + (b - 5)];
            if slot.is_none() {
                *slot = block_tour(a, b);
            }
            let Some(block) = slot else {
                // Cannot happen: every block size has a tour (the tests find each one).
                return Err(BuildError::NoBlockTour(size));
            };
            let transpose = h as usize != block.h;
            for r in 0..h as usize {
                for c in 0..bw as usize {
                    let (br, bc) = if transpose { (c, r) } else { (r, c) };
                    let mut l = block.links[br * block.w + bc];
                    if transpose {
                        l = pack(
                            TRANSPOSED[usize::from(l & 7)],
                            TRANSPOSED[usize::from(l >> 3)],
                        );
                    }
                    links[(row as usize + r) * w + col as usize + c] = l;
                }
            }
            col += bw;
        }
        row += h;
    }
    // Join each band left to right, then the bands through their first blocks.
    let sq = Square::new;
    let mut top = 0u32;
    let mut first_band = true;
    for h in bands(size) {
        if !first_band {
            swap(
                size,
                links,
                (sq(top - 1, 0), sq(top - 2, 2)),
                (sq(top + 1, 1), sq(top, 3)),
            );
        }
        first_band = false;
        let mut left = 0u32;
        for bw in blocks(size, h) {
            if left > 0 {
                swap(
                    size,
                    links,
                    (sq(top, left - 1), sq(top + 2, left - 2)),
                    (sq(top + 1, left + 1), sq(top + 3, left)),
                );
            }
            left += bw;
        }
        top += h;
    }
    Ok(())
}

/// Builds a closed tour of a board with a side of 3 (the other even and at least 10, by
/// Schwenk's theorem) into `links`. Along the long side: a closed tour of the first m = 10 or
/// 12 columns (m ≡ the length mod 4) through the link (2, m−1)–(0, m−2); then 3×4 blocks
/// added one at a time. Each takes out the link a = (2, c−1) – b = (0, c−2) of the tour so
/// far (c its first column) and threads a path from (0, c), a knight's move from a, through
/// its twelve squares to (1, c), a move from b. The path holds the link (2, c+3)–(0, c+2):
/// the same link four columns on, for the next block.
fn build_three(size: Size, links: &mut [u8]) -> Result<(), BuildError> {
    let n = size.width.max(size.height);
    if size.width.min(size.height) != 3 || n < 10 || n % 2 == 1 {
        return Err(BuildError::NoBlockTour(size));
    }
    // Row r and column c along the long side, on the board.
    let at = |r: u32, c: u32| {
        if size.height == 3 {
            Square::new(r, c)
        } else {
            Square::new(c, r)
        }
    };
    // Links `here` to the squares before and after it on the tour.
    let put = |links: &mut [u8], here: Square, prev: Square, next: Square| {
        links[size.index(here)] = pack(move_between(here, prev), move_between(here, next));
    };
    let m = if n % 4 == 2 { 10 } else { 12 };
    let (a, b) = ((2 * m + m - 1) as usize, (m - 2) as usize);
    let first = thread(3, m as usize, &[a, b], |p| {
        attacks(a, usize::from(p[p.len() - 1]), m as usize)
    })
    .ok_or(BuildError::NoBlockTour(size))?;
    let square = |i: u8, w: u32, from: u32| at(u32::from(i) / w, from + u32::from(i) % w);
    let len = 3 * m as usize;
    for i in 0..len {
        let [prev, here, next] = [i + len - 1, i, i + 1].map(|j| square(first[j % len], m, 0));
        put(links, here, prev, next);
    }
    // The block's path: (0,0) to (1,0), through the link (2,3)–(0,2).
    let (from, to, link) = (0u8, 4u8, [11u8, 2]);
    let block = thread(3, 4, &[usize::from(from)], |p| {
        p[11] == to && p.windows(2).any(|x| x == link || x == [link[1], link[0]])
    })
    .ok_or(BuildError::NoBlockTour(size))?;
    let mut c = m;
    while c < n {
        let (a, b) = (at(2, c - 1), at(0, c - 2));
        let step = |k: usize| square(block[k], 4, c);
        relink(size, links, a, b, step(0));
        relink(size, links, b, a, step(11));
        for k in 0..12 {
            let prev = if k == 0 { a } else { step(k - 1) };
            let next = if k == 11 { b } else { step(k + 1) };
            put(links, step(k), prev, next);
        }
        c += 4;
    }
    Ok(())
}

/// Replaces the link `a.0`–`a.1` of one tour and `b.0`–`b.1` of another by `a.0`–`b.0`
/// and `a.1`–`b.1`: two closed tours become one.
fn swap(size: Size, links: &mut [u8], a: (Square, Square), b: (Square, Square)) {
    relink(size, links, a.0, a.1, b.0);
    relink(size, links, a.1, a.0, b.1);
    relink(size, links, b.0, b.1, a.0);
    relink(size, links, b.1, b.0, a.1);
}

/// The link of `s` to `old` now leads to `new`.
fn relink(size: Size, links: &mut [u8], s: Square, old: Square, new: Square) {
    let i = size.index(s);
    let (to_old, to_new) = (move_between(s, old), move_between(s, new));
    let l = links[i];
    debug_assert!(
        l & 7 == to_old || l >> 3 == to_old,
        "{s} is not linked to {old}"
    );
    links[i] = if l & 7 == to_old {
        pack(to_new, l >> 3)
    } else {
        pack(l & 7, to_new)
    };
}

/// Numbers the closed tour in `links` from `start` (1) along it, into `board`.
///
/// ```
/// use jiugong_core::knight::{BuildError, Size, Square, build_closed, is_tour, number_tour};
///
/// let size = Size::new(6, 6).unwrap();
/// let mut links = vec![0u8; size.squares()];
/// build_closed(size, &mut links)?;
/// let (mut a, mut b) = (vec![0u32; 36], vec![0u32; 36]);
/// number_tour(size, &links, Square::new(0, 0), &mut a)?;
/// number_tour(size, &links, Square::new(3, 3), &mut b)?;
/// assert!(is_tour(size, &a, true) && is_tour(size, &b, true));
/// // The same tour from another square: every number shifted alike, round the circuit.
/// let shift = (36 + b[0] - a[0]) % 36;
/// assert!(a.iter().zip(&b).all(|(x, y)| (x + shift - 1) % 36 + 1 == *y));
/// assert!(matches!(
///     number_tour(size, &links, Square::new(0, 0), &mut a[..35]),
///     Err(BuildError::BufferTooSmall(_))
/// ));
/// # Ok::<(), BuildError>(())
/// ```
pub fn number_tour(
    size: Size,
    links: &[u8],
    start: Square,
    board: &mut [u32],
) -> Result<(), BuildError> {
    let n = size.squares();
    for lent in [links.len(), board.len()] {
        if lent < n {
            return Err(BuildError::BufferTooSmall(BufferTooSmall {
                needed: n,
                lent,
            }));
        }
    }
    let mut here = start;
    let mut came = u8::MAX;
    for number in 1..=n as u32 {
        board[size.index(here)] = number;
        let l = links[size.index(here)];
        // Leave by the link that did not bring us here.
        let out = if l & 7 == came { l >> 3 } else { l & 7 };
        let Some(next) = size.step(here, usize::from(out)) else {
            break;
        };
        came = OPPOSITE[usize::from(out)];
        here = next;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::is_tour;
    use std::vec;

    #[test]
    fn every_block_size_has_a_structured_tour() {
        for a in 5..=10 {
            for b in a..=10 {
                if a % 2 == 1 && b % 2 == 1 {
                    continue;
                }
                let block = block_tour(a, b).unwrap_or_else(|| panic!("{a}x{b}"));
                let size = Size::new(b as u32, a as u32).unwrap();
                let mut board = vec![0u32; a * b];
                number_tour(size, &block.links, Square::new(0, 0), &mut board).unwrap();
                assert!(is_tour(size, &board, true), "{a}x{b}");
                let l = block.links[b + 1];
                let ends = [l & 7, l >> 3];
                let one = Square::new(1, 1);
                // Blocks 5 high other than 5×6 never join on their left: any tour serves.
                let needed: &[Square] = if a == 5 && b > 6 {
                    &[]
                } else if a == 5 {
                    &[Square::new(3, 0)]
                } else {
                    &[Square::new(0, 3), Square::new(3, 0)]
                };
                for &s in needed {
                    assert!(ends.contains(&move_between(one, s)), "{a}x{b}");
                }
            }
        }
    }

    #[test]
    fn parts_cover_every_side() {
        for n in 5..200u32 {
            for after_five in [false, true] {
                let p: std::vec::Vec<u32> = parts(n, after_five).collect();
                assert_eq!(p.iter().sum::<u32>(), n);
                assert!(p.iter().all(|&x| (5..=10).contains(&x)));
                assert!(p.iter().skip(1).all(|&x| x % 2 == 0), "{n}: {p:?}");
                if after_five && n % 2 == 0 {
                    assert!(p.iter().skip(1).all(|&x| x == 6), "{n}: {p:?}");
                }
            }
        }
    }

    #[test]
    fn every_board_up_to_30_with_a_closed_tour_and_3_rows_up_to_60() {
        for w in 5..=30u32 {
            for h in 5..=30u32 {
                let size = Size::new(w, h).unwrap();
                let mut links = vec![0u8; size.squares()];
                let built = build_closed(size, &mut links);
                if w % 2 == 1 && h % 2 == 1 {
                    assert!(matches!(built, Err(BuildError::NoTour(_))));
                    continue;
                }
                built.unwrap();
                let mut board = vec![0u32; size.squares()];
                let start = Square::new(h / 2, w - 1);
                number_tour(size, &links, start, &mut board).unwrap();
                assert!(is_tour(size, &board, true), "{w}x{h}");
                assert_eq!(board[size.index(start)], 1);
            }
        }
        for n in 3..=60u32 {
            for size in [Size::new(n, 3).unwrap(), Size::new(3, n).unwrap()] {
                let mut links = vec![0u8; size.squares()];
                let built = build_closed(size, &mut links);
                if n < 10 || n % 2 == 1 {
                    assert!(matches!(built, Err(BuildError::NoTour(_))), "{size}");
                    continue;
                }
                built.unwrap();
                let mut board = vec![0u32; size.squares()];
                number_tour(size, &links, Square::new(0, 0), &mut board).unwrap();
                assert!(is_tour(size, &board, true), "{size}");
            }
        }
    }
}
