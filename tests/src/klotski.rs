//! A Klotski search written for the tests from scratch — blocks as sorted lists in hash
//! maps, the board's cells as a 5×4 grid of flags, none of the core's keys or move
//! generation — to check the core's answers and to be its baseline in the benchmark.

use std::collections::{HashMap, HashSet, VecDeque};

/// A block: width, height, row, column.
pub type Piece = (usize, usize, usize, usize);

/// The test's own reading of a board: blocks by letter.
pub fn pieces(board: &str) -> Vec<(char, Piece)> {
    let rows: Vec<Vec<char>> = board.split('/').map(|r| r.chars().collect()).collect();
    assert_eq!(rows.len(), 5, "{board}");
    let mut out: Vec<(char, Piece)> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch == '.' || out.iter().any(|&(l, _)| l == ch) {
                continue;
            }
            let w = row[c..].iter().take_while(|&&x| x == ch).count();
            let h = rows[r..].iter().take_while(|row| row[c] == ch).count();
            out.push((ch, (w, h, r, c)));
        }
    }
    out
}

/// A position with same-shaped blocks interchangeable: the blocks, sorted.
fn canonical(blocks: &[Piece]) -> Vec<Piece> {
    let mut v = blocks.to_vec();
    v.sort();
    v
}

fn covers(p: Piece) -> impl Iterator<Item = (usize, usize)> {
    let (w, h, r, c) = p;
    (r..r + h).flat_map(move |y| (c..c + w).map(move |x| (y, x)))
}

/// Whether block `i` fits at (`r`, `c`) with the others where they are.
fn fits(blocks: &[Piece], i: usize, r: isize, c: isize) -> bool {
    let (w, h, _, _) = blocks[i];
    if r < 0 || c < 0 || r as usize + h > 5 || c as usize + w > 4 {
        return false;
    }
    let moved = (w, h, r as usize, c as usize);
    let mut taken = [[false; 4]; 5];
    for (_, &p) in blocks.iter().enumerate().filter(|&(j, _)| j != i) {
        for (y, x) in covers(p) {
            taken[y][x] = true;
        }
    }
    covers(moved).all(|(y, x)| !taken[y][x])
}

/// Every position one move away in `metric`.
pub fn neighbours(blocks: &[Piece], metric: &str) -> Vec<Vec<Piece>> {
    let mut out = Vec::new();
    for i in 0..blocks.len() {
        let (w, h, r0, c0) = blocks[i];
        let mut places: Vec<(usize, usize)> = Vec::new();
        let dirs = [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)];
        match metric {
            "cell" | "line" => {
                for (dr, dc) in dirs {
                    let (mut r, mut c) = (r0 as isize, c0 as isize);
                    loop {
                        r += dr;
                        c += dc;
                        if !fits(blocks, i, r, c) {
                            break;
                        }
                        places.push((r as usize, c as usize));
                        if metric == "cell" {
                            break;
                        }
                    }
                }
            }
            _ => {
                let mut seen = HashSet::from([(r0, c0)]);
                let mut queue = VecDeque::from([(r0, c0)]);
                while let Some((r, c)) = queue.pop_front() {
                    for (dr, dc) in dirs {
                        let (nr, nc) = (r as isize + dr, c as isize + dc);
                        if fits(blocks, i, nr, nc) && seen.insert((nr as usize, nc as usize)) {
                            queue.push_back((nr as usize, nc as usize));
                            places.push((nr as usize, nc as usize));
                        }
                    }
                }
            }
        }
        for (r, c) in places {
            let mut next = blocks.to_vec();
            next[i] = (w, h, r, c);
            out.push(next);
        }
    }
    out
}

/// The shortest solution's length (2×2 at rows 4–5, columns 2–3) and the positions
/// searched.
pub fn shortest(board: &str, metric: &str) -> (Option<usize>, usize) {
    let start: Vec<Piece> = pieces(board).into_iter().map(|(_, p)| p).collect();
    let mut depth: HashMap<Vec<Piece>, usize> = HashMap::from([(canonical(&start), 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(blocks) = queue.pop_front() {
        let d = depth[&canonical(&blocks)];
        if blocks.contains(&(2, 2, 3, 1)) {
            return (Some(d), depth.len());
        }
        for next in neighbours(&blocks, metric) {
            let key = canonical(&next);
            if let std::collections::hash_map::Entry::Vacant(e) = depth.entry(key) {
                e.insert(d + 1);
                queue.push_back(next);
            }
        }
    }
    (None, depth.len())
}
