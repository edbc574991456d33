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
use crate::search::{Frames, Progress, Resumable};

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

/// One depth of the path.
#[derive(Clone, Copy, Debug, Default)]
struct Step {
    /// The tile moved by the move that led here (the document's `mc`; unused at the root).
    moved: u8,
    /// The blank's cell here.
    blank: u8,
    /// The next direction to try (4 = done).
    next: u8,
}

/// The document's exhaustive path search, resumable, streaming paths.
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sliding::{Board, PathSearch, Size};
///
/// let size = Size::new(3, 3)?;
/// let goal = Board::goal(size);
/// let start = Board::parse(size, "123456708")?; // one move from the goal
/// let mut search = PathSearch::new(&start, &goal, 5)?;
/// let mut paths = Vec::new();
/// while search.resume(u64::MAX) == Progress::Found {
///     paths.push(search.path().collect::<Vec<u8>>());
/// }
/// // Every path of at most 5 moves with no state twice: the direct one, and one around.
/// assert_eq!(paths[0], [8]);
/// assert!(paths.iter().all(|p| p.len() % 2 == 1 && p.len() <= 5));
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
#[derive(Clone, Debug)]
pub struct PathSearch {
    board: Board,
    goal: u128,
    limit: usize,
    /// Per depth `d`: the move that led there and the next direction to try.
    path: Frames<Step, [Step; MAX_PATH + 1]>,
    /// `keys[d]`: the state after `d` moves (the document's `pass`), apart from the frames
    /// so that the repetition check scans them alone.
    keys: [u128; MAX_PATH + 1],
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
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, PathSearch, Size};
    ///
    /// // Every path of at most 4 moves from two moves away.
    /// let shape = Size::new(3, 3)?;
    /// let start = Board::parse(shape, "123456078")?;
    /// let mut search = PathSearch::new(&start, &Board::goal(shape), 4)?;
    /// while search.resume(u64::MAX) == Progress::Found {
    ///     assert!(search.path().len() <= 4);
    /// }
    /// assert_eq!(search.paths(), 1);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn new(start: &Board, goal: &Board, m: u32) -> Result<PathSearch, SlideError> {
        start.can_reach(goal)?;
        if m as usize > MAX_PATH {
            return Err(SlideError::TooManyMoves(m));
        }
        let mut s = PathSearch {
            board: *start,
            goal: goal.key(),
            limit: m as usize,
            path: Frames::new(
                [Step::default(); MAX_PATH + 1],
                Step {
                    moved: 0,
                    blank: start.blank() as u8,
                    next: 0,
                },
            ),
            keys: [0; MAX_PATH + 1],
            moves: super::neighbour_table(start.size()),
            counters: Counters::default(),
            first: None,
            paths: 0,
            entered: false,
            done: false,
        };
        s.keys[0] = start.key();
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

    /// About how much of the search is done, in thousandths: at each depth of the path
    /// being tried, the share of its moves already tried, the first depths weighing the
    /// most (an estimate, as for any depth-first search: the paths below two moves are
    /// not the same in number). It only grows, and is 1,000 once every path is tried.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, PathSearch, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let start = Board::parse(shape, "123456078")?;
    /// let mut search = PathSearch::new(&start, &Board::goal(shape), 12)?;
    /// assert_eq!(search.thousandths(), 0);
    /// let mut last = 0;
    /// while search.resume(50) != Progress::Exhausted {
    ///     assert!(search.thousandths() >= last);
    ///     last = search.thousandths();
    /// }
    /// assert_eq!(search.thousandths(), 1000);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn thousandths(&self) -> u32 {
        if self.done {
            return 1000;
        }
        const WHOLE: u64 = 1 << 48;
        let path = self.path.path();
        let (mut done, mut weight) = (0u64, WHOLE);
        // A path just made longer has not set up its last depth's moves yet.
        let set_up = path.len() - usize::from(!self.entered);
        for (d, step) in path[..set_up].iter().enumerate() {
            // The moves from here, but the one back (never a new state); those tried, but
            // the one whose paths are being tried below.
            let back = d.checked_sub(1).map(|p| path[p].blank);
            let below = usize::from(d + 1 < path.len());
            let (mut moves, mut tried) = (0u64, 0u64);
            for (dir, &cell) in self.moves[usize::from(step.blank)].iter().enumerate() {
                if cell == u8::MAX || Some(cell) == back {
                    continue;
                }
                moves += 1;
                tried += u64::from(dir + below < usize::from(step.next));
            }
            if moves == 0 {
                break;
            }
            done += weight / moves * tried;
            weight /= moves;
        }
        (done * 1000 / WHOLE).min(999) as u32
    }

    /// The tiles moved along the path just found (or the current path).
    pub fn path(&self) -> impl ExactSizeIterator<Item = u8> + '_ {
        self.path.path()[1..].iter().map(|step| step.moved)
    }

    /// Bit position of a cell in [`Board::key`].
    #[inline]
    fn shift(&self, cell: usize) -> u32 {
        5 * (self.board.size().cells() - 1 - cell) as u32
    }
}

/// A node is a search step (a call of the document's `move()`). [`Progress::Found`]: a path
/// reached the goal, [`PathSearch::path`] holds its tiles, and resuming looks for the next;
/// [`Progress::Exhausted`]: every path has been tried.
impl Resumable for PathSearch {
    fn resume(&mut self, budget: u64) -> Progress {
        let stop = self.counters.steps.saturating_add(budget);
        loop {
            if self.done {
                return Progress::Exhausted;
            }
            if !self.entered {
                // move(): one step; the goal test; then the children unless at the limit.
                if self.counters.steps >= stop {
                    return Progress::Paused;
                }
                self.entered = true;
                self.counters.steps += 1;
                let d = self.path.depth();
                self.path.top_mut().next = if d < self.limit { 0 } else { 4 };
                if self.keys[d] == self.goal {
                    self.paths += 1;
                    self.first.get_or_insert(self.counters);
                    return Progress::Found;
                }
            }
            let d = self.path.depth();
            let here = *self.path.top();
            if here.next < 4 {
                let cell = self.moves[self.board.blank()][here.next as usize];
                self.path.top_mut().next += 1;
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
                let step = Step {
                    moved: tile,
                    blank: cell as u8,
                    next: 4,
                };
                if repeated || self.path.push(step).is_err() {
                    self.board.slide(here.blank as usize);
                    continue;
                }
                self.keys[d + 1] = key;
                self.entered = false;
                continue;
            }
            // All children done: return to the parent.
            if self.path.pop().is_none() {
                self.done = true;
                continue;
            }
            self.board.slide(self.path.top().blank as usize);
        }
    }

    fn nodes(&self) -> u64 {
        self.counters.steps
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dir, Size};
    use super::*;

    /// The share done grows step by step, and says something: half the steps in, it is
    /// neither near the start nor near the end.
    #[test]
    fn the_share_done_grows_with_every_step() {
        let shape = Size::new(3, 3).unwrap();
        let start = Board::new(shape, &[8, 7, 6, 5, 4, 3, 2, 1, 0]).unwrap();
        let goal = Board::goal(shape);
        let whole = {
            let mut search = PathSearch::new(&start, &goal, 18).unwrap();
            while search.resume(u64::MAX) != Progress::Exhausted {}
            search.counters().steps
        };
        let mut search = PathSearch::new(&start, &goal, 18).unwrap();
        let mut last = 0;
        while search.resume(1) != Progress::Exhausted {
            let now = search.thousandths();
            assert!(
                now >= last,
                "{now} after {last} at step {}",
                search.counters().steps
            );
            last = now;
            if search.counters().steps == whole / 2 {
                assert!((200..800).contains(&now), "half the steps: {now}");
            }
        }
        assert_eq!(search.thousandths(), 1000);
    }

    #[test]
    fn short_paths_on_a_small_board() {
        let s = Size::new(3, 3).unwrap();
        let goal = Board::goal(s);
        let mut start = goal;
        start.slide(start.neighbour(Dir::Up).unwrap()); // one move away
        let mut search = PathSearch::new(&start, &goal, 3).unwrap();
        let mut found = 0;
        loop {
            match search.resume(u64::MAX) {
                Progress::Found => {
                    found += 1;
                    assert!(search.path().eq([6]));
                }
                Progress::Exhausted => break,
                other => panic!("{other:?}"),
            }
        }
        // Only the one-move path: 3 moves cannot reach it again (parity) without a repeat.
        assert_eq!(found, 1);
    }

    #[test]
    fn refuses_bad_requests() {
        let s = Size::new(3, 3).unwrap();
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
