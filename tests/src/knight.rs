//! A complete search for open knight's tours written for the tests from scratch — squares as
//! bits of a `u64`, none of the core's search or construction — to check the core's
//! column-by-column answers from every start of the boards up to 48 squares.
//!
//! Depth first from the start, with two cuts that never lose a tour: the squares not yet
//! visited must stay connected (through knight's moves, counting the knight's square), and
//! at most one of them may have a single way in or out (it can only be the tour's end).

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

fn extend(here: usize, left: u64, nb: &[u64], nodes: &mut u64) -> bool {
    *nodes += 1;
    if left == 0 {
        return true;
    }
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
        .any(|&(_, s)| extend(s, left & !(1 << s), nb, nodes))
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
    let found = extend(start, all & !(1 << start), &nb, &mut nodes);
    (found, nodes)
}
