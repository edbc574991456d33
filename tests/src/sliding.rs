//! Checks of sliding-tile answers shared by the core's tests and the CLI's.

use jiugong_core::sliding::{Board, Dir, Size};
use rand_core::Rng;
use rand_xorshift::XorShiftRng;
use std::collections::HashMap;

/// The board after sliding `moves` (tile numbers) from `start`; panics at the first tile
/// that is not next to the blank.
///
/// ```
/// use jiugong_core::sliding::{Board, Size};
/// let goal = Board::goal(Size::new(3, 3).unwrap());
/// let start = jiugong_tests::sliding::replay(&goal, &[8]);
/// assert_eq!(jiugong_tests::sliding::replay(&start, &[8]), goal);
/// ```
pub fn replay(start: &Board, moves: &[u8]) -> Board {
    let mut b = *start;
    for &t in moves {
        assert!(b.slide_tile(t), "tile {t} is not next to the blank in {b}");
    }
    b
}

/// Distances and numbers of shortest paths to the goal for all reachable 3×3 states, by
/// the tests' own breadth-first search, keyed by [`Board::key`].
pub fn bfs_table() -> HashMap<u128, (u8, u64)> {
    let goal = Board::goal(Size::new(3, 3).expect("3×3"));
    let mut table = HashMap::new();
    table.insert(goal.key(), (0u8, 1u64));
    let mut layer = vec![goal];
    let mut depth = 0u8;
    while !layer.is_empty() {
        let mut next = Vec::new();
        for b in &layer {
            let paths = table[&b.key()].1;
            for d in Dir::ALL {
                let Some(cell) = b.neighbour(d) else { continue };
                let mut c = *b;
                c.slide(cell);
                match table.get_mut(&c.key()) {
                    None => {
                        table.insert(c.key(), (depth + 1, paths));
                        next.push(c);
                    }
                    Some((dd, n)) if *dd == depth + 1 => *n += paths,
                    _ => {}
                }
            }
        }
        layer = next;
        depth += 1;
    }
    table
}

/// A board `walk` random moves from the goal of `shape`.
pub fn random_state(rng: &mut XorShiftRng, shape: Size, walk: usize) -> Board {
    let mut b = Board::goal(shape);
    for _ in 0..walk {
        let dirs: Vec<usize> = Dir::ALL.iter().filter_map(|&d| b.neighbour(d)).collect();
        b.slide(dirs[(rng.next_u32() as usize) % dirs.len()]);
    }
    b
}
