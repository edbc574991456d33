//! Solutions without a search over the whole board: the board is solved a line (row or
//! column) at a time, from the sides away from the blank's goal cell, down to a 2×2 corner.
//! Each tile of a line is brought home by a breadth-first search over its cell and the
//! blank's, the last two of the line together, the tiles already home never moved again.
//! The search keeps two bits a state, its depth modulo 3 (or unseen), and grows a layer by
//! scanning for the last one's mark; the way back steps to a neighbour one layer nearer the
//! start each time (a move undone is a move, so neighbours' depths differ by at most one,
//! and modulo 3 tells the three apart). No parents or queue are kept.
//! Every solvable board is solved within a bounded number of steps; the solution is far
//! from the shortest.

use super::{Board, MAX_CELLS, SlideError, neighbour_table};
use crate::search::BufferTooSmall;

/// Bytes of room [`by_lines`] needs: two bits for each of the 15,625 states of a search
/// over up to two tiles and the blank on a 5×5 board (3,907 bytes).
pub const LINES_ROOM: usize = (MAX_CELLS * MAX_CELLS * MAX_CELLS).div_ceil(4);

/// Not reached yet (a state's mark; the others are 1, 2, 3: the depth modulo 3, plus 1).
const UNSEEN: u8 = 0;

/// The longest way a search brings tiles home, in moves: far more than a 5×5 board needs
/// (under 100).
const LONGEST_STEP: usize = 254;

/// The mark of the layer after one marked `mark`.
fn after(mark: u8) -> u8 {
    mark % 3 + 1
}

/// The two-bit mark of state `s`.
fn mark(marks: &[u8], s: usize) -> u8 {
    marks[s / 4] >> (s % 4 * 2) & 3
}

/// Marks state `s` (unseen before).
fn set_mark(marks: &mut [u8], s: usize, mark: u8) {
    marks[s / 4] |= mark << (s % 4 * 2);
}

/// Not a free cell (a cell's ordinal).
const LOCKED: u8 = u8::MAX;

/// Solves `start` towards `goal` line by line, calling `emit` with each tile moved, in
/// order, in `room` ([`LINES_ROOM`] of them) that the caller lends.
///
/// ```
/// use jiugong_core::sliding::{Board, LINES_ROOM, Size, by_lines};
///
/// let shape = Size::new(5, 5)?;
/// let goal = Board::goal(shape);
/// let mut board = Board::parse(shape, "24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0")?;
/// let mut room = vec![0u8; LINES_ROOM];
/// let mut moved = Vec::new();
/// by_lines(&board, &goal, &mut room, |tile| moved.push(tile))?;
/// for &tile in &moved {
///     assert!(board.slide_tile(tile));
/// }
/// assert_eq!(board, goal);
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
pub fn by_lines(
    start: &Board,
    goal: &Board,
    room: &mut [u8],
    mut emit: impl FnMut(u8),
) -> Result<(), SlideError> {
    start.can_reach(goal)?;
    BufferTooSmall::check(LINES_ROOM, room.len()).map_err(SlideError::BufferTooSmall)?;
    let shape = start.size();
    let w = shape.width as usize;
    let (blank_row, blank_col) = (goal.blank() / w, goal.blank() % w);
    let mut lines = Lines {
        board: *start,
        goal,
        next: neighbour_table(shape),
        free: (1u32 << shape.cells()) - 1,
        room,
    };
    // The region still to solve: rows top..bottom, columns left..right.
    let (mut top, mut bottom, mut left, mut right) = (0, shape.height as usize, 0, w);
    loop {
        let (rows, cols) = (bottom - top, right - left);
        let mut line = [0usize; 5];
        let cells = if rows > 2 && (rows >= cols || cols <= 2) {
            let r = peel(&mut top, &mut bottom, blank_row);
            for (cell, c) in line.iter_mut().zip(left..right) {
                *cell = r * w + c;
            }
            &line[..cols]
        } else if cols > 2 {
            let c = peel(&mut left, &mut right, blank_col);
            for (cell, r) in line.iter_mut().zip(top..bottom) {
                *cell = r * w + c;
            }
            &line[..rows]
        } else {
            // The last 2×2: its three tiles together.
            let mut n = 0;
            for r in top..bottom {
                for c in left..right {
                    if r * w + c != goal.blank() {
                        line[n] = r * w + c;
                        n += 1;
                    }
                }
            }
            return lines.bring_home(&line[..n], &mut emit);
        };
        let n = cells.len();
        for i in 0..n - 2 {
            lines.bring_home(&cells[i..=i], &mut emit)?;
        }
        lines.bring_home(&cells[n - 2..], &mut emit)?;
    }
}

/// Takes a line off the span `first..end` of rows or columns: the first, unless the
/// blank's goal line `blank` is the first, then the last. Returns the line taken.
fn peel(first: &mut usize, end: &mut usize, blank: usize) -> usize {
    if blank != *first {
        *first += 1;
        *first - 1
    } else {
        *end -= 1;
        *end
    }
}

/// The state of [`by_lines`].
struct Lines<'a> {
    board: Board,
    goal: &'a Board,
    next: [[u8; 4]; MAX_CELLS],
    /// The cells not yet home, as bits.
    free: u32,
    room: &'a mut [u8],
}

impl Lines<'_> {
    /// Each free cell's ordinal (`LOCKED` for the cells home), the cell of each ordinal,
    /// and how many cells are free.
    fn ordinals(&self) -> ([u8; MAX_CELLS], [u8; MAX_CELLS], usize) {
        let mut ordinal = [LOCKED; MAX_CELLS];
        let mut cell_of = [0u8; MAX_CELLS];
        let mut f = 0usize;
        for (c, o) in ordinal.iter_mut().enumerate() {
            if self.free >> c & 1 == 1 {
                *o = f as u8;
                cell_of[f] = c as u8;
                f += 1;
            }
        }
        (ordinal, cell_of, f)
    }

    /// The search's first state as digits (where the tiles going to `cells` are, then the
    /// blank, as ordinals), and the ordinals of `cells`, where the tiles go.
    fn digits(&self, cells: &[usize], ordinal: &[u8; MAX_CELLS]) -> ([usize; 4], [usize; 3]) {
        let mut wanted = [0usize; 3];
        let mut digits = [0usize; 4];
        for (i, &cell) in cells.iter().enumerate() {
            let tile = self.goal.cells()[cell];
            wanted[i] = ordinal[cell] as usize;
            let at = self
                .board
                .cells()
                .iter()
                .position(|&t| t == tile)
                .unwrap_or(cell);
            digits[i] = ordinal[at] as usize;
        }
        digits[cells.len()] = ordinal[self.board.blank()] as usize;
        (digits, wanted)
    }

    /// Brings the goal's tiles of `cells` (at most 3) home by a breadth-first search over
    /// their cells and the blank's among the free cells, then locks those cells.
    fn bring_home(&mut self, cells: &[usize], emit: &mut impl FnMut(u8)) -> Result<(), SlideError> {
        // Ordinals of the free cells, so that a state is a number below f^(k+1).
        let (ordinal, cell_of, f) = self.ordinals();
        let (digits, wanted) = self.digits(cells, &ordinal);
        let k = cells.len();
        let states = f.pow(k as u32 + 1);
        let bytes = states.div_ceil(4);
        BufferTooSmall::check(bytes, self.room.len()).map_err(SlideError::BufferTooSmall)?;
        let marks = &mut self.room[..bytes];
        let encode = |d: &[usize; 4]| d[..=k].iter().rev().fold(0, |s, &x| s * f + x);
        let decode = |mut s: usize| {
            let mut d = [0usize; 4];
            for x in d.iter_mut().take(k + 1) {
                *x = s % f;
                s /= f;
            }
            d
        };
        let home = |d: &[usize; 4]| d[..k] == wanted[..k];
        // The states one move of the blank away from `s` (a free cell next to its cell).
        let next = &self.next;
        let neighbours = |s: usize| {
            let d = decode(s);
            next[cell_of[d[k]] as usize]
                .into_iter()
                .filter_map(move |to| {
                    let o = *ordinal.get(to as usize).filter(|&&o| o != LOCKED)? as usize;
                    let mut e = d;
                    if let Some(tile) = e[..k].iter_mut().find(|x| **x == o) {
                        *tile = d[k];
                    }
                    e[k] = o;
                    Some((encode(&e), home(&e)))
                })
        };

        marks.fill(UNSEEN);
        let root = encode(&digits);
        set_mark(marks, root, 1);
        let mut found = home(&digits).then_some(root);
        // The last layer's mark. A scan meets the layers three and six back too: their
        // neighbours are all seen, so they add nothing.
        let (mut last, mut layers) = (1u8, 1usize);
        'layers: while found.is_none() {
            if layers > LONGEST_STEP {
                return Err(SlideError::Unsolvable);
            }
            let mut grew = false;
            for s in 0..states {
                if mark(marks, s) != last {
                    continue;
                }
                for (t, done) in neighbours(s) {
                    if mark(marks, t) == UNSEEN {
                        set_mark(marks, t, after(last));
                        grew = true;
                        if done {
                            found = Some(t);
                            break 'layers;
                        }
                    }
                }
            }
            if !grew {
                break;
            }
            (last, layers) = (after(last), layers + 1);
        }
        let Some(mut s) = found else {
            return Err(SlideError::Unsolvable);
        };
        // The blank's cells along the way, last first: back a layer at a time.
        let mut way = [0u8; LONGEST_STEP];
        let mut len = 0;
        while s != root {
            way[len] = cell_of[decode(s)[k]];
            len += 1;
            let nearer = after(after(mark(marks, s)));
            s = neighbours(s)
                .map(|(t, _)| t)
                .find(|&t| mark(marks, t) == nearer)
                .ok_or(SlideError::Unsolvable)?;
        }
        for &cell in way[..len].iter().rev() {
            emit(self.board.slide(cell as usize));
        }
        for &cell in cells {
            self.free &= !(1 << cell);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dir, Size};
    use super::*;
    use std::vec;

    /// A board `steps` random moves of the blank away from `goal`.
    fn scramble(goal: &Board, steps: usize, seed: &mut u32) -> Board {
        let mut b = *goal;
        for _ in 0..steps {
            *seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            if let Some(cell) = b.neighbour(Dir::ALL[(*seed >> 16) as usize % 4]) {
                b.slide(cell);
            }
        }
        b
    }

    #[test]
    fn every_shape_and_blank_goal_is_solved() {
        let mut room = vec![0u8; LINES_ROOM];
        let mut seed = 7;
        for width in 2..=5 {
            for height in 2..=5 {
                let shape = Size::new(width, height).unwrap();
                // Goals with the blank on every cell: walked there from the last cell.
                for blank in 0..shape.cells() {
                    let w = width as usize;
                    let mut goal = Board::goal(shape);
                    while goal.blank() % w > blank % w {
                        goal.slide(goal.neighbour(Dir::Left).unwrap());
                    }
                    while goal.blank() / w > blank / w {
                        goal.slide(goal.neighbour(Dir::Up).unwrap());
                    }
                    for _ in 0..5 {
                        let start = scramble(&goal, 500, &mut seed);
                        let mut board = start;
                        let mut moves = 0;
                        by_lines(&start, &goal, &mut room, |tile| {
                            assert!(board.slide_tile(tile), "{start} to {goal}: {tile}");
                            moves += 1;
                        })
                        .unwrap();
                        assert_eq!(board, goal, "{start}");
                        assert!(moves < 1000);
                    }
                }
            }
        }
    }

    #[test]
    fn unsolvable_and_short_scratch_are_refused() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let odd = Board::parse(shape, "213456780").unwrap();
        let mut room = vec![0u8; LINES_ROOM];
        assert_eq!(
            by_lines(&odd, &goal, &mut room, |_| {}),
            Err(SlideError::Unsolvable)
        );
        assert_eq!(
            by_lines(&goal, &goal, &mut room[..10], |_| {}),
            Err(SlideError::BufferTooSmall(BufferTooSmall {
                needed: LINES_ROOM,
                lent: 10
            }))
        );
    }
}
