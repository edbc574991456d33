//! Additive pattern databases: the tiles split into disjoint groups; for each group a table
//! holds, for every placement of its tiles, the fewest moves *of those tiles* needed to
//! bring them home (the other tiles move for free). The sum over the groups never
//! overestimates, and is far stronger than Manhattan distance (Korf and Felner, 2002).
//!
//! **Packing.** A group's moves are at least its tiles' Manhattan distance and have the same
//! parity, so a table keeps only the *excess*, (moves − Manhattan) / 2, in 4 bits: two
//! placements a byte, the even placement in the low nibble. An excess above 15 is kept as 15,
//! which still never overestimates. The estimate of a board is its Manhattan distance plus
//! twice the groups' excesses. The 8-tile table of the 15-puzzle's 7-8 split (16·15·…·9 =
//! 518,918,400 placements) takes 259 MB this way.
//!
//! **Building.** [`Build`] runs a breadth-first search backwards from the goal over
//! (placement, blank region): the blank moves for free inside the region of free cells it
//! is in, so a state is a placement and one of its regions, and every step moves a group tile
//! into a cell of the blank's region. Two bits per (placement, free cell) mark unseen,
//! frontier (two colours, one per depth parity) and done; the search scans the marks layer by
//! layer. The caller lends the table and the marks (`marks_len` words: 1.04 GB for the
//! 8-tile table), so nothing here allocates; a [`Build`] is [`Resumable`](crate::search::Resumable), so the host can
//! show progress.
//!
//! **Reflection.** On a square board whose goal has the blank on the main diagonal,
//! reflecting a board about that diagonal and renaming its tiles gives a board exactly as far
//! from the goal; [`PatternDatabase`] looks both up and keeps the larger estimate.
//!
//! **Splits.** [`Split`] names the partitions the engine knows (7-8 and 5-5-5 on 4×4,
//! 6-6-6-6 and 2x6-6-6-6 on 5×5) and which of them a board searches over by default.

mod build;
mod index;
mod lookup;
mod partitions;

pub use build::{Build, InTurn, Join, MIN_QUEUE};
pub use index::{marks_len, table_bytes, table_len};
pub use lookup::{Lookups, PatternDatabase};
pub use partitions::{Partition, Split};

use crate::search::BufferTooSmall;
#[cfg(test)]
use index::{all_cells, entry, magic, rank, unrank};

/// Most tiles in one group.
pub const MAX_GROUP: usize = 8;

/// Most groups in one database.
pub const MAX_GROUPS: usize = 4;

/// The largest excess a 4-bit entry holds.
pub const MAX_EXCESS: u8 = 15;

/// Why a table could not be built or read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdbError {
    /// Groups must hold 1..=8 distinct tiles of the board, at most 4 groups, none shared.
    BadGroup,
    /// A lent buffer is too small.
    BufferTooSmall(BufferTooSmall),
}

impl core::fmt::Display for PdbError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PdbError::BadGroup => f.write_str(
                "pattern groups must hold 1 to 8 tiles of the board each, at most 4 groups, \
                 no tile in two",
            ),
            PdbError::BufferTooSmall(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for PdbError {}

/// Taxicab distance between two cells of a board `width` wide.
#[inline]
pub(super) fn distance(a: u8, b: u8, width: usize) -> u32 {
    let (a, b) = (a as usize, b as usize);
    ((a / width).abs_diff(b / width) + (a % width).abs_diff(b % width)) as u32
}

/// Checks a group: 1..=8 distinct tiles of a board of `cells` cells, none the blank.
pub(super) fn check_group(tiles: &[u8], cells: usize, seen: &mut u32) -> Result<(), PdbError> {
    if tiles.is_empty() || tiles.len() > MAX_GROUP {
        return Err(PdbError::BadGroup);
    }
    for &t in tiles {
        if t == 0 || t as usize >= cells || *seen & (1 << t) != 0 {
            return Err(PdbError::BadGroup);
        }
        *seen |= 1 << t;
    }
    Ok(())
}

/// One group's tiles and its table, from [`Build`].
#[derive(Clone, Copy, Debug)]
pub struct Group<'a> {
    /// The tiles.
    pub tiles: &'a [u8],
    /// Its table, 4 bits a placement.
    pub table: &'a [u8],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Progress, Resumable};
    use crate::sliding::{Board, Dir, Heuristic, Ida, ManhattanLinear, Size};
    use std::collections::HashMap;
    use std::vec;
    use std::vec::Vec;

    #[test]
    fn ranks_are_a_bijection() {
        let mut seen = vec![false; table_len(5, 3)];
        for a in 0..5u8 {
            for b in 0..5u8 {
                for c in 0..5u8 {
                    if a != b && b != c && a != c {
                        let r = rank(&[a, b, c], 5);
                        assert!(!seen[r]);
                        seen[r] = true;
                        let mut back = [0u8; MAX_GROUP];
                        let magics: Vec<u64> = (0..3).map(|i| magic(5 - i)).collect();
                        let left = unrank(r, 3, 5, &magics, all_cells(5), &mut back);
                        let mut rest = (0..5u8).filter(|x| ![a, b, c].contains(x));
                        assert_eq!(left & 31, u128::from(rest.next().unwrap()));
                        assert_eq!(left >> 5, u128::from(rest.next().unwrap()));
                        assert_eq!(&back[..3], &[a, b, c]);
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    fn build(goal: &Board, tiles: &[u8]) -> Vec<u8> {
        let cells = goal.size().cells();
        let mut table = vec![0u8; table_bytes(cells, tiles.len())];
        let mut marks = vec![0u64; marks_len(cells, tiles.len())];
        let mut queue = vec![0u32; MIN_QUEUE];
        let mut b = Build::new(goal, tiles, &mut table, &mut marks, &mut queue).unwrap();
        while b.resume(1000) == Progress::Paused {}
        assert_eq!(b.filled(), b.entries());
        table
    }

    /// The fewest moves of `tiles` to bring them home from every placement, by a plain
    /// breadth-first search over whole boards with the other tiles anonymous.
    fn brute_force(goal: &Board, tiles: &[u8]) -> HashMap<Vec<u8>, u32> {
        let shape = goal.size();
        // A board with the other tiles renamed to one number (255) and the blank kept.
        let abstract_of = |b: &Board| -> Vec<u8> {
            b.cells()
                .iter()
                .map(|&t| if t == 0 || tiles.contains(&t) { t } else { 255 })
                .collect()
        };
        let mut dist: HashMap<Vec<u8>, u32> = HashMap::new();
        let start = abstract_of(goal);
        dist.insert(start.clone(), 0);
        // 0-1 BFS with a deque over abstract boards.
        let mut deque = std::collections::VecDeque::from([start]);
        while let Some(s) = deque.pop_front() {
            let d = dist[&s];
            let blank = s.iter().position(|&t| t == 0).unwrap();
            let mut probe = Board::goal(shape);
            probe.blank = blank as u8;
            for dir in Dir::ALL {
                let Some(to) = probe.neighbour(dir) else {
                    continue;
                };
                let mut n = s.clone();
                n.swap(blank, to);
                let cost = u32::from(n[blank] != 255);
                let nd = d + cost;
                if dist.get(&n).is_none_or(|&old| nd < old) {
                    dist.insert(n.clone(), nd);
                    if cost == 0 {
                        deque.push_front(n);
                    } else {
                        deque.push_back(n);
                    }
                }
            }
        }
        // Fewest over the blank's positions, keyed by the group's positions.
        let mut best: HashMap<Vec<u8>, u32> = HashMap::new();
        for (s, d) in dist {
            let key: Vec<u8> = tiles
                .iter()
                .map(|&t| s.iter().position(|&c| c == t).unwrap() as u8)
                .collect();
            let e = best.entry(key).or_insert(u32::MAX);
            *e = (*e).min(d);
        }
        best
    }

    #[test]
    fn tables_match_a_brute_force_search() {
        for (w, h, tiles) in [
            (3u8, 3u8, &[1u8, 2, 3, 4][..]),
            (3, 3, &[5, 8]),
            (4, 3, &[2, 5, 6, 9, 11]),
            (2, 5, &[1, 4, 9]),
        ] {
            let shape = Size::new(w, h).unwrap();
            let goal = Board::goal(shape);
            let table = build(&goal, tiles);
            let exact = brute_force(&goal, tiles);
            assert_eq!(exact.len(), table_len(shape.cells(), tiles.len()));
            let mut home = [0u8; MAX_GROUP];
            for (i, &t) in tiles.iter().enumerate() {
                home[i] = goal.cells().iter().position(|&c| c == t).unwrap() as u8;
            }
            for (pos, moves) in exact {
                let md: u32 = pos
                    .iter()
                    .zip(&home)
                    .map(|(&p, &h)| distance(p, h, w as usize))
                    .sum();
                assert_eq!((moves - md) % 2, 0);
                let stored = entry(&table, rank(&pos, shape.cells()));
                assert_eq!(
                    u32::from(stored),
                    ((moves - md) / 2).min(15),
                    "{w}x{h} {tiles:?} {pos:?}"
                );
            }
        }
    }

    /// [`Join`] on two threads.
    struct Threads;

    impl Join for Threads {
        fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B) {
            std::thread::scope(|s| {
                let second = s.spawn(b);
                a();
                second.join().unwrap();
            });
        }
    }

    #[test]
    fn lanes_on_two_threads_and_any_budget_build_the_same_table() {
        let shape = Size::new(4, 3).unwrap();
        let goal = Board::goal(shape);
        let tiles = [2u8, 5, 6, 9, 11];
        let alone = build(&goal, &tiles);
        for budget in [500, u64::MAX] {
            let mut table = vec![0u8; table_bytes(12, 5)];
            let mut marks = vec![0u64; marks_len(12, 5)];
            let mut queue = vec![0u32; MIN_QUEUE];
            let mut b = Build::new(&goal, &tiles, &mut table, &mut marks, &mut queue).unwrap();
            while b.resume_with(budget, &Threads) == Progress::Paused {}
            assert_eq!(b.filled(), b.entries());
            // Both lanes had states to expand.
            assert!(b.lane_nodes().all(|n| n > b.nodes() / 4));
            assert!(table == alone, "budget {budget}");
        }
    }

    #[test]
    fn pdb_on_3x3_is_admissible_and_optimal() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
        let tables = [build(&goal, groups[0]), build(&goal, groups[1])];
        let pdb = PatternDatabase::new(
            &goal,
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
        assert!(pdb.reflects());
        let start = Board::parse(shape, crate::figures::EIGHT_START).unwrap();
        let md = ManhattanLinear::manhattan_only(&goal);
        assert!(pdb.estimate(&start) >= md.estimate(&start));
        assert!(pdb.estimate(&start) <= 30);
        let mut ida = Ida::new(&start, &goal, &pdb, true).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!((ida.solution().len(), ida.solutions()), (30, 10));
    }

    #[test]
    fn the_larger_of_two_partitions_prunes_more_than_each() {
        use crate::sliding::MaxOf;
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let rows: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
        // Not the rows' reflection, which the rows' lookups take already.
        let squares: [&[u8]; 2] = [&[1, 2, 4, 5], &[3, 6, 7, 8]];
        let tables = [rows, squares].map(|p| p.map(|tiles| build(&goal, tiles)));
        let [by_rows, by_squares] = [0, 1].map(|i| {
            let p = [rows, squares][i];
            let lent = [0, 1].map(|g| Group {
                tiles: p[g],
                table: &tables[i][g],
            });
            PatternDatabase::new(&goal, &lent).unwrap()
        });
        let both = MaxOf(&by_rows, &by_squares);
        // Move by move, the pair's estimate is the larger one.
        let mut stronger = 0;
        memo_agrees_move_by_move(&both, &goal, 99, |board, h| {
            let (a, b) = (by_rows.estimate(board), by_squares.estimate(board));
            assert_eq!(h, a.max(b), "{board}");
            stronger += usize::from(a != b);
        });
        // The partitions disagree often enough for the maximum to matter.
        assert!(stronger > 200, "{stronger}");
        let start = Board::parse(shape, crate::figures::EIGHT_START).unwrap();
        let each = [&by_rows, &by_squares].map(|pdb| {
            let mut ida = Ida::new(&start, &goal, pdb, true).unwrap();
            assert_eq!(ida.resume(u64::MAX), Progress::Found);
            (ida.solution().len(), ida.nodes())
        });
        let mut ida = Ida::new(&start, &goal, both, true).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!((ida.solution().len(), ida.solutions()), (30, 10));
        for (len, alone) in each {
            assert_eq!(len, 30);
            assert!(ida.nodes() <= alone, "{} > {alone}", ida.nodes());
        }
        assert!(ida.nodes() < each[0].1.min(each[1].1));
    }

    #[test]
    fn lookups_after_a_move_equal_a_fresh_estimate() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        // Tile 8 in no group: its moves change only the Manhattan distance.
        let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7]];
        let tables = [build(&goal, groups[0]), build(&goal, groups[1])];
        let lent = [0, 1].map(|i| Group {
            tiles: groups[i],
            table: &tables[i],
        });
        let pdb = PatternDatabase::new(&goal, &lent).unwrap();
        assert!(pdb.reflects());
        memo_agrees_move_by_move(&pdb, &goal, 12345, |_, _| {});
    }

    /// 2000 random moves from `goal`: after each, `h`'s estimate and memo kept up to date
    /// equal a fresh estimate's, and `each` sees the board and the estimate.
    fn memo_agrees_move_by_move<H: Heuristic>(
        h: &H,
        goal: &Board,
        mut seed: u32,
        mut each: impl FnMut(&Board, u32),
    ) where
        H::Memo: PartialEq,
    {
        let mut board = *goal;
        let (_, mut memo) = h.remember(&board);
        for _ in 0..2000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let Some(cell) = board.neighbour(Dir::ALL[(seed >> 16) as usize % 4]) else {
                continue;
            };
            let to = board.blank();
            let tile = board.slide(cell);
            let (estimate, next) = h.after_move(&board, tile, to, &memo);
            assert!((estimate, next) == h.remember(&board), "{board}");
            each(&board, estimate);
            memo = next;
        }
    }

    #[test]
    fn bad_groups_and_buffers() {
        let goal = Board::goal(Size::new(3, 3).unwrap());
        let mut table = vec![0u8; table_bytes(9, 2)];
        let mut marks = vec![0u64; marks_len(9, 2)];
        let mut queue = vec![0u32; MIN_QUEUE];
        for tiles in [
            &[][..],
            &[0, 1],
            &[9],
            &[1, 1],
            &[1, 2, 3, 4, 5, 6, 7, 8, 8],
        ] {
            assert_eq!(
                Build::new(&goal, tiles, &mut table, &mut marks, &mut queue).err(),
                Some(PdbError::BadGroup)
            );
        }
        assert!(matches!(
            Build::new(&goal, &[1, 2], &mut table[..3], &mut marks, &mut queue),
            Err(PdbError::BufferTooSmall(_))
        ));
        let g = Group {
            tiles: &[1, 2],
            table: &table,
        };
        assert_eq!(
            PatternDatabase::new(&goal, &[g, g]).err(),
            Some(PdbError::BadGroup)
        );
    }
}
