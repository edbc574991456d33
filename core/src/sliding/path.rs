//! The document's search: depth first over every sequence of at most `m` moves in which no
//! state repeats along the path, the blank tried up, down, left, right; every time the goal
//! is reached the path (the tiles moved) is reported.
//!
//! It is the document's recursive `move()` with its `moveok()`, kept on an explicit stack:
//! `move()` is one search step (a node: the goal test, then the children), `moveok()` one
//! repetition check (a child inside the board, compared with every state on the path). The
//! search continues past the goal, as the document's does, and counts both as its program
//! would.

use super::{Board, SlideError};

/// The longest path the search keeps (moves).
pub const MAX_PATH: usize = 80;

/// The document's counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Calls of `move()`: search steps (nodes).
    pub steps: u64,
    /// Calls of `moveok()`: repetition checks.
    pub checks: u64,
}

/// What [`PathSearch::next_event`] stopped on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathEvent {
    /// A path reached the goal: [`PathSearch::path`] holds its tiles.
    Found,
    /// The search is over.
    Done,
    /// The budget (search steps) ran out; call again to go on.
    Paused,
}

/// The document's exhaustive path search, resumable, streaming paths.
#[derive(Clone, Debug)]
pub struct PathSearch {
    board: Board,
    goal: u128,
    limit: usize,
    depth: usize,
    /// `keys[d]`: the state after `d` moves (the document's `pass`).
    keys: [u128; MAX_PATH + 1],
    /// `moved[d]`: the tile moved by move `d` (the document's `mc`), `moved[0]` unused.
    moved: [u8; MAX_PATH + 1],
    /// `blank[d]`: the blank's cell at depth `d`.
    blank: [u8; MAX_PATH + 1],
    /// `next[d]`: the next direction to try at depth `d` (4 = done).
    next: [u8; MAX_PATH + 1],
    /// `moves[cell][dir]`: where the blank goes from `cell` (`u8::MAX`: off the board).
    moves: [[u8; 4]; super::MAX_CELLS],
    counters: Counters,
    first: Option<Counters>,
    paths: u64,
    entered: bool,
    done: bool,
}

impl PathSearch {
    /// The search from `start` to `goal` over paths of at most `m` moves. Refuses an
    /// unsolvable pair at once, and `m` above [`MAX_PATH`].
    pub fn new(start: &Board, goal: &Board, m: u32) -> Result<PathSearch, SlideError> {
        start.can_reach(goal)?;
        if m as usize > MAX_PATH {
            return Err(SlideError::TooManyMoves(m));
        }
        let mut s = PathSearch {
            board: *start,
            goal: goal.key(),
            limit: m as usize,
            depth: 0,
            keys: [0; MAX_PATH + 1],
            moved: [0; MAX_PATH + 1],
            blank: [0; MAX_PATH + 1],
            next: [0; MAX_PATH + 1],
            moves: super::neighbour_table(start.shape()),
            counters: Counters::default(),
            first: None,
            paths: 0,
            entered: false,
            done: false,
        };
        s.keys[0] = start.key();
        s.blank[0] = start.blank() as u8;
        Ok(s)
    }

    /// The counters so far.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The counters at the moment the first path was found.
    pub fn first(&self) -> Option<Counters> {
        self.first
    }

    /// Paths found so far (the document's `sn`).
    pub fn paths(&self) -> u64 {
        self.paths
    }

    /// The tiles moved along the path just found (or the current path).
    pub fn path(&self) -> &[u8] {
        &self.moved[1..=self.depth]
    }

    /// Bit position of a cell in [`Board::key`].
    #[inline]
    fn shift(&self, cell: usize) -> u32 {
        5 * (self.board.shape().cells() - 1 - cell) as u32
    }

    /// Runs until the next path, the end, or `budget` more search steps.
    pub fn next_event(&mut self, budget: u64) -> PathEvent {
        let stop = self.counters.steps.saturating_add(budget);
        loop {
            if self.done {
                return PathEvent::Done;
            }
            if !self.entered {
                // move(): one step; the goal test; then the children unless at the limit.
                if self.counters.steps >= stop {
                    return PathEvent::Paused;
                }
                self.entered = true;
                self.counters.steps += 1;
                self.next[self.depth] = if self.depth < self.limit { 0 } else { 4 };
                if self.keys[self.depth] == self.goal {
                    self.paths += 1;
                    self.first.get_or_insert(self.counters);
                    return PathEvent::Found;
                }
            }
            let d = self.depth;
            if self.next[d] < 4 {
                let cell = self.moves[self.board.blank()][self.next[d] as usize];
                self.next[d] += 1;
                if cell == u8::MAX {
                    continue;
                }
                let cell = cell as usize;
                // moveok(): make the move and look for its state on the path.
                self.counters.checks += 1;
                let from_blank = self.board.blank();
                let tile = self.board.slide(cell);
                // The key changes only where the tile left and arrived (see Board::key).
                let key = self.keys[d] - (u128::from(tile) << self.shift(cell))
                    + (u128::from(tile) << self.shift(from_blank));
                // Each move flips the blank's colour, so only states an even number of
                // moves back can be equal: the others are skipped without changing the
                // answer.
                let repeated = self.keys[..=d]
                    .iter()
                    .rev()
                    .skip(1)
                    .step_by(2)
                    .any(|&k| k == key);
                if repeated {
                    self.board.slide(self.blank[d] as usize);
                    continue;
                }
                self.depth = d + 1;
                self.keys[d + 1] = key;
                self.moved[d + 1] = tile;
                self.blank[d + 1] = cell as u8;
                self.entered = false;
                continue;
            }
            // All children done: return to the parent.
            if d == 0 {
                self.done = true;
                continue;
            }
            self.depth = d - 1;
            self.board.slide(self.blank[d - 1] as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dir, Shape};
    use super::*;

    #[test]
    fn short_paths_on_a_small_board() {
        let s = Shape::new(3, 3).unwrap();
        let goal = Board::goal(s);
        let mut start = goal;
        start.slide(start.neighbour(Dir::Up).unwrap()); // one move away
        let mut search = PathSearch::new(&start, &goal, 3).unwrap();
        let mut found = 0;
        loop {
            match search.next_event(u64::MAX) {
                PathEvent::Found => {
                    found += 1;
                    assert_eq!(search.path(), &[6]);
                }
                PathEvent::Done => break,
                PathEvent::Paused => unreachable!(),
            }
        }
        // Only the one-move path: 3 moves cannot reach it again (parity) without a repeat.
        assert_eq!(found, 1);
    }

    #[test]
    fn refuses_bad_requests() {
        let s = Shape::new(3, 3).unwrap();
        let goal = Board::goal(s);
        let odd = Board::parse(s, "213456780").unwrap();
        assert_eq!(
            PathSearch::new(&odd, &goal, 10).unwrap_err(),
            SlideError::Unsolvable
        );
        assert_eq!(
            PathSearch::new(&goal, &goal, 81).unwrap_err(),
            SlideError::TooManyMoves(81)
        );
    }
}
