//! The knight's tour checked by the tests' own rules: what a tour is ([`is_tour`]), and a
//! complete search for open tours ([`open_tour_exists`]) written from scratch — squares as
//! bits of a `u64`, none of the core's search or construction — to check the core's
//! column-by-column answers from every start of the boards up to 48 squares.
//!
//! Depth first from the start, with two cuts that never lose a tour: the squares not yet
//! visited must stay connected (through knight's moves, counting the knight's square), and
//! at most one of them may have a single way in or out (it can only be the tour's end). A
//! position (the knight's square and the squares left) found dead once is remembered: the
//! same position is dead again, whatever path led to it.

use rustc_hash::FxHashSet as HashSet;

/// True if `board` (row by row, `w` squares a row) numbers its `w`×`h` squares 1 to `w`·`h`,
/// each once, every number a knight's move (one and two squares apart, across and down) from
/// the one before, and, for a closed tour, the last a knight's move from the first.
///
/// ```
/// use jiugong_tests::knight::is_tour;
/// // No tour covers the 3×3 board: its middle square is out of reach.
/// assert!(!is_tour(3, 3, &[1, 4, 7, 6, 9, 2, 3, 8, 5], false));
/// // 1 to 12 on the 4×3 board, each a knight's move from the one before.
/// assert!(is_tour(4, 3, &[1, 4, 7, 10, 12, 9, 2, 5, 3, 6, 11, 8], false));
/// ```
pub fn is_tour(w: usize, h: usize, board: &[u32], closed: bool) -> bool {
    let n = w * h;
    if board.len() != n || n == 0 {
        return false;
    }
    let mut at = vec![usize::MAX; n + 1];
    for (i, &k) in board.iter().enumerate() {
        let k = k as usize;
        if k == 0 || k > n || at[k] != usize::MAX {
            return false;
        }
        at[k] = i;
    }
    let knight = |a: usize, b: usize| {
        let (dr, dc) = ((a / w).abs_diff(b / w), (a % w).abs_diff(b % w));
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    };
    (1..n).all(|k| knight(at[k], at[k + 1])) && (!closed || n == 1 || knight(at[n], at[1]))
}

/// Knight's-move neighbours of each square of a `w`×`h` board, as bit masks.
fn neighbours(w: usize, h: usize) -> Vec<u64> {
    let mut n = vec![0u64; w * h];
    for r in 0..h as i64 {
        for c in 0..w as i64 {
            for (dr, dc) in [
                (1, 2),
                (2, 1),
                (2, -1),
                (1, -2),
                (-1, -2),
                (-2, -1),
                (-2, 1),
                (-1, 2),
            ] {
                let (nr, nc) = (r + dr, c + dc);
                if (0..h as i64).contains(&nr) && (0..w as i64).contains(&nc) {
                    n[(r * w as i64 + c) as usize] |= 1 << (nr * w as i64 + nc);
                }
            }
        }
    }
    n
}

/// True if the squares of `set` are connected by knight's moves.
fn connected(set: u64, nb: &[u64]) -> bool {
    if set == 0 {
        return true;
    }
    let mut seen = set & set.wrapping_neg();
    let mut frontier = seen;
    while frontier != 0 {
        let s = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let new = nb[s] & set & !seen;
        seen |= new;
        frontier |= new;
    }
    seen == set
}

fn extend(
    here: usize,
    left: u64,
    nb: &[u64],
    dead: &mut HashSet<(u64, usize)>,
    nodes: &mut u64,
) -> bool {
    *nodes += 1;
    if left == 0 {
        return true;
    }
    if dead.contains(&(left, here)) {
        return false;
    }
    let found = onward(here, left, nb, dead, nodes);
    if !found {
        dead.insert((left, here));
    }
    found
}

fn onward(
    here: usize,
    left: u64,
    nb: &[u64],
    dead: &mut HashSet<(u64, usize)>,
    nodes: &mut u64,
) -> bool {
    // With the knight's square, what is left must hang together.
    if !connected(left | 1 << here, nb) {
        return false;
    }
    // A square left with one way in or out must end the tour: two such cannot both.
    let mut ends = 0;
    let mut rest = left;
    while rest != 0 {
        let s = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if (nb[s] & (left | 1 << here)).count_ones() <= 1 {
            ends += 1;
        }
    }
    if ends > 1 {
        return false;
    }
    // Fewest onward moves first (a knight has at most 8).
    let mut next = [(0u32, 0usize); 8];
    let mut count = 0;
    let mut options = nb[here] & left;
    while options != 0 {
        let s = options.trailing_zeros() as usize;
        options &= options - 1;
        next[count] = ((nb[s] & left).count_ones(), s);
        count += 1;
    }
    let next = &mut next[..count];
    next.sort_unstable();
    next.iter()
        .any(|&(_, s)| extend(s, left & !(1 << s), nb, dead, nodes))
}

/// Whether an open tour of the `w`×`h` board (at most 64 squares) starts at row `r`, column
/// `c`, and the nodes the search took.
pub fn open_tour_exists(w: usize, h: usize, r: usize, c: usize) -> (bool, u64) {
    assert!(
        w * h <= 64,
        "the reference search takes boards up to 64 squares"
    );
    let nb = neighbours(w, h);
    let all = if w * h == 64 {
        u64::MAX
    } else {
        (1u64 << (w * h)) - 1
    };
    let start = r * w + c;
    let mut nodes = 0;
    let mut dead = HashSet::default();
    let found = extend(start, all & !(1 << start), &nb, &mut dead, &mut nodes);
    (found, nodes)
}
