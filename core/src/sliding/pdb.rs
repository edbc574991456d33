//! Additive pattern databases: the tiles split into disjoint groups; for each group a table
//! holds, for every placement of its tiles, the fewest moves *of those tiles* needed to
//! bring them home (the other tiles move for free). The sum over the groups never
//! overestimates, and is far stronger than Manhattan distance.
//!
//! The core builds and reads the tables in buffers the caller lends (the host allocates and
//! caches them; a calculator could keep them in flash), so nothing here allocates.

use super::{Board, Heuristic, MAX_CELLS, neighbour_table};

/// Most tiles in one group.
pub const MAX_GROUP: usize = 6;

/// Entries of a table for `k` tiles on `cells` cells: cells!/(cells−k)!.
pub const fn table_len(cells: usize, k: usize) -> usize {
    let mut n = 1;
    let mut i = 0;
    while i < k {
        n *= cells - i;
        i += 1;
    }
    n
}

/// The rank of distinct positions among the ordered placements (a k-permutation index).
#[inline]
fn rank(positions: &[u8], cells: usize) -> usize {
    let mut used = 0u32;
    let mut r = 0usize;
    for (i, &p) in positions.iter().enumerate() {
        let smaller_used = (used & ((1u32 << p) - 1)).count_ones() as usize;
        r = r * (cells - i) + (p as usize - smaller_used);
        used |= 1 << p;
    }
    r
}

/// Why a table could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdbError {
    /// Groups must hold 1..=6 tiles, each a tile of the board.
    BadGroup,
    /// A lent buffer is too small.
    BufferTooSmall {
        /// Entries needed.
        needed: usize,
        /// Entries lent.
        lent: usize,
    },
}

impl core::fmt::Display for PdbError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PdbError::BadGroup => {
                f.write_str("a pattern group must hold 1 to 6 tiles of the board")
            }
            PdbError::BufferTooSmall { needed, lent } => {
                write!(f, "buffer of {lent} entries lent where {needed} are needed")
            }
        }
    }
}

impl core::error::Error for PdbError {}

/// Work space for [`build_table`]: `dist` needs `table_len(cells, k + 1)` bytes and `queue`
/// twice that many `u32`s.
pub fn work_len(cells: usize, k: usize) -> (usize, usize) {
    let s = table_len(cells, k + 1);
    (s, 2 * s)
}

/// Fills `table` (`table_len(cells, tiles.len())` bytes) for the group `tiles` towards
/// `goal`, by a 0-1 breadth-first search over (group positions, blank position): moving a
/// group tile costs 1, any other tile 0.
///
/// ```
/// use jiugong_core::sliding::pdb::{build_table, table_len, work_len};
/// use jiugong_core::sliding::{Board, Group, Heuristic, PatternDatabase, Shape};
///
/// // The eight puzzle split into two groups of four tiles, each with its table.
/// let shape = Shape::new(3, 3)?;
/// let goal = Board::goal(shape);
/// let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
/// let (d, q) = work_len(9, 4);
/// let (mut dist, mut queue) = (vec![0u8; d], vec![0u32; q]);
/// let mut tables = [vec![0u8; table_len(9, 4)], vec![0u8; table_len(9, 4)]];
/// for (tiles, table) in groups.iter().zip(&mut tables) {
///     build_table(&goal, tiles, table, &mut dist, &mut queue)?;
/// }
/// let pdb = PatternDatabase::new(9, &[
///     Group { tiles: groups[0], table: &tables[0] },
///     Group { tiles: groups[1], table: &tables[1] },
/// ])?;
/// assert_eq!(pdb.estimate(&goal), 0);
/// assert!(pdb.estimate(&Board::parse(shape, "876543210")?) <= 30);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn build_table(
    goal: &Board,
    tiles: &[u8],
    table: &mut [u8],
    dist: &mut [u8],
    queue: &mut [u32],
) -> Result<(), PdbError> {
    let cells = goal.shape().cells();
    let k = tiles.len();
    if k == 0 || k > MAX_GROUP || tiles.iter().any(|&t| t == 0 || t as usize >= cells) {
        return Err(PdbError::BadGroup);
    }
    let (n_dist, n_queue) = work_len(cells, k);
    let n_table = table_len(cells, k);
    for (needed, lent) in [
        (n_table, table.len()),
        (n_dist, dist.len()),
        (n_queue, queue.len()),
    ] {
        if lent < needed {
            return Err(PdbError::BufferTooSmall { needed, lent });
        }
    }
    let table = &mut table[..n_table];
    let dist = &mut dist[..n_dist];
    let queue = &mut queue[..n_queue];
    table.fill(u8::MAX);
    dist.fill(u8::MAX);
    let moves = neighbour_table(goal.shape());
    // A state packs k + 1 positions, 5 bits each: the group's tiles, then the blank.
    let pack = |pos: &[u8]| pos.iter().fold(0u32, |s, &p| (s << 5) | u32::from(p));
    let unpack = |s: u32, out: &mut [u8; MAX_GROUP + 1]| {
        for i in (0..=k).rev() {
            out[i] = ((s >> (5 * (k - i))) & 31) as u8;
        }
    };
    let mut start = [0u8; MAX_GROUP + 1];
    for (i, &t) in tiles.iter().enumerate() {
        start[i] = goal.cells().iter().position(|&c| c == t).unwrap_or(0) as u8;
    }
    start[k] = goal.blank() as u8;
    // A ring buffer used as a deque: cost-0 successors go to the front.
    let cap = queue.len();
    let (mut head, mut len) = (0usize, 1usize);
    queue[0] = pack(&start[..=k]);
    dist[rank(&start[..=k], cells)] = 0;
    let mut pos = [0u8; MAX_GROUP + 1];
    while len > 0 {
        let s = queue[head];
        head = (head + 1) % cap;
        len -= 1;
        unpack(s, &mut pos);
        let d = dist[rank(&pos[..=k], cells)];
        let r = rank(&pos[..k], cells);
        table[r] = table[r].min(d);
        let blank = pos[k] as usize;
        for &to in moves[blank].iter() {
            if to == u8::MAX {
                continue;
            }
            let mut next = pos;
            let tile = pos[..k].iter().position(|&p| p == to);
            let cost = match tile {
                Some(i) => {
                    next[i] = blank as u8;
                    1
                }
                None => 0,
            };
            next[k] = to;
            let nr = rank(&next[..=k], cells);
            let nd = d + cost;
            if nd < dist[nr] {
                dist[nr] = nd;
                if len == cap {
                    return Err(PdbError::BufferTooSmall {
                        needed: cap + 1,
                        lent: cap,
                    });
                }
                let packed = pack(&next[..=k]);
                if cost == 0 {
                    head = (head + cap - 1) % cap;
                    queue[head] = packed;
                } else {
                    queue[(head + len) % cap] = packed;
                }
                len += 1;
            }
        }
    }
    Ok(())
}

/// One group's tiles and its table.
#[derive(Clone, Copy, Debug)]
pub struct Group<'a> {
    /// The tiles.
    pub tiles: &'a [u8],
    /// Its table, from [`build_table`].
    pub table: &'a [u8],
}

/// The additive heuristic over up to 4 groups whose tables are lent.
#[derive(Clone, Copy, Debug)]
pub struct PatternDatabase<'a> {
    cells: usize,
    groups: [Option<Group<'a>>; 4],
}

impl<'a> PatternDatabase<'a> {
    /// The heuristic for boards of `cells` cells from disjoint groups and their tables.
    pub fn new(cells: usize, groups: &[Group<'a>]) -> Result<PatternDatabase<'a>, PdbError> {
        if groups.is_empty() || groups.len() > 4 || cells > MAX_CELLS {
            return Err(PdbError::BadGroup);
        }
        let mut seen = 0u32;
        let mut out = [None; 4];
        for (slot, g) in out.iter_mut().zip(groups) {
            if g.tiles.is_empty() || g.tiles.len() > MAX_GROUP {
                return Err(PdbError::BadGroup);
            }
            for &t in g.tiles {
                if t == 0 || t as usize >= cells || seen & (1 << t) != 0 {
                    return Err(PdbError::BadGroup);
                }
                seen |= 1 << t;
            }
            let needed = table_len(cells, g.tiles.len());
            if g.table.len() < needed {
                return Err(PdbError::BufferTooSmall {
                    needed,
                    lent: g.table.len(),
                });
            }
            *slot = Some(*g);
        }
        Ok(PatternDatabase { cells, groups: out })
    }
}

impl Heuristic for PatternDatabase<'_> {
    fn estimate(&self, board: &Board) -> u32 {
        let mut at = [0u8; MAX_CELLS];
        for (i, &t) in board.cells().iter().enumerate() {
            at[t as usize] = i as u8;
        }
        let mut total = 0;
        let mut pos = [0u8; MAX_GROUP];
        for g in self.groups.iter().flatten() {
            for (p, &t) in pos.iter_mut().zip(g.tiles) {
                *p = at[t as usize];
            }
            let v = g.table[rank(&pos[..g.tiles.len()], self.cells)];
            total += u32::from(if v == u8::MAX { 0 } else { v });
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Ida, ManhattanLinear, Shape};
    use super::*;
    use crate::search::{Progress, Resumable};

    #[test]
    fn ranks_are_a_bijection() {
        let mut seen = std::vec![false; table_len(5, 3)];
        for a in 0..5u8 {
            for b in 0..5u8 {
                for c in 0..5u8 {
                    if a != b && b != c && a != c {
                        let r = rank(&[a, b, c], 5);
                        assert!(!seen[r]);
                        seen[r] = true;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn pdb_on_3x3_is_admissible_and_optimal() {
        let shape = Shape::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
        let mut tables = [
            std::vec![0u8; table_len(9, 4)],
            std::vec![0u8; table_len(9, 4)],
        ];
        let (nd, nq) = work_len(9, 4);
        let mut dist = std::vec![0u8; nd];
        let mut queue = std::vec![0u32; nq];
        for (t, g) in tables.iter_mut().zip(groups) {
            build_table(&goal, g, t, &mut dist, &mut queue).unwrap();
        }
        let pdb = PatternDatabase::new(
            9,
            &[
                Group {
                    tiles: groups[0],
                    table: &tables[0],
                },
                Group {
                    tiles: groups[1],
                    table: &tables[1],
                },
            ],
        )
        .unwrap();
        let start = Board::parse(shape, crate::figures::EIGHT_START).unwrap();
        let md = ManhattanLinear::manhattan_only(&goal);
        assert!(pdb.estimate(&start) >= md.estimate(&start));
        assert!(pdb.estimate(&start) <= 30);
        let mut ida = Ida::new(&start, &goal, &pdb, true).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!((ida.solution().len(), ida.solutions()), (30, 10));
    }
}
