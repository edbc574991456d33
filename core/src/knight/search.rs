//! The tour search: one depth-first engine for every method, resumable in slices.

use super::board::{MOVES, Size, Square};
use crate::search::BufferTooSmall;
use crate::search::{Frames, Progress, Resumable};
use core::borrow::BorrowMut;
use core::fmt;

/// The largest side of a board an [`OwnedSearch`] holds.
pub const SMALL_SIDE: usize = 32;

/// Squares of an [`OwnedSearch`]'s arrays.
pub const SMALL_SQUARES: usize = SMALL_SIDE * SMALL_SIDE;

/// Short Warnsdorff attempts, each with other tie-breaks, before the last one, which is a
/// complete search (so "no tour" is never a heuristic's failure).
pub const RESTARTS: u32 = 1000;

/// How the search orders the moves it tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The document's fixed order ([`MOVES`]).
    Document,
    /// Fewest onward moves first; ties to the square farthest from the centre, then the
    /// document's order.
    Warnsdorff,
}

/// What the search looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The first open tour.
    Open,
    /// The first closed tour (the last square a knight's move from the first).
    Closed,
    /// Count every open tour from the start (closed ones included, and counted apart).
    CountAll,
    /// Count only the closed tours from the start (pruning paths that can no longer close).
    CountClosed,
}

/// Errors setting up a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightError {
    /// The start square is off the board.
    StartOffBoard {
        /// The start.
        start: Square,
        /// The board.
        size: Size,
    },
    /// A lent buffer is shorter than the board.
    BufferTooSmall(BufferTooSmall),
    /// A path to go on from is not a knight's path: its `index`th square (from 0) is off
    /// the board, visited before, or not a knight's move from the one before; or it is
    /// empty (`index` 0).
    NotAPath {
        /// The square that breaks it.
        index: usize,
    },
}

impl fmt::Display for KnightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnightError::StartOffBoard { start, size } => write!(
                f,
                "start {start} is off the {size} board (rows 0..{}, columns 0..{})",
                size.height, size.width
            ),
            KnightError::BufferTooSmall(e) => e.fmt(f),
            KnightError::NotAPath { index: 0 } => f.write_str("the path to go on from is empty"),
            KnightError::NotAPath { index } => write!(
                f,
                "square {index} of the path is off the board, visited before, or not a knight's move from the one before"
            ),
        }
    }
}

impl core::error::Error for KnightError {}

/// A search that owns its buffers: up to 32×32, for a screen that keeps a search running
/// between key presses.
pub type OwnedSearch = Search<[u32; SMALL_SQUARES]>;

/// A finished search of a 1×1 board: a placeholder for [`Search::restart`].
impl Default for OwnedSearch {
    fn default() -> Self {
        let size = Size {
            width: 1,
            height: 1,
        };
        let start = Square::new(0, 0);
        let mut s = Search::unstarted(size, start, [0; SMALL_SQUARES], [0; SMALL_SQUARES]);
        // A 1×1 board on 1,024 squares: cannot fail, and finishes at once.
        let _ = s.restart(size, start, Order::Warnsdorff, Goal::Open);
        s
    }
}

impl OwnedSearch {
    /// A search in arrays of its own (boards up to 32×32).
    ///
    /// ```
    /// use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, is_tour};
    /// use jiugong_core::search::{Progress, Resumable};
    ///
    /// let size = Size::new(5, 5).unwrap();
    /// let mut search = OwnedSearch::owned(size, Square::new(0, 0), Order::Warnsdorff, Goal::Open)?;
    /// assert_eq!(search.resume(u64::MAX), Progress::Found);
    /// assert!(is_tour(size, search.board(), false));
    /// # Ok::<(), jiugong_core::knight::KnightError>(())
    /// ```
    pub fn owned(
        size: Size,
        start: Square,
        order: Order,
        goal: Goal,
    ) -> Result<OwnedSearch, KnightError> {
        Search::new(
            size,
            start,
            order,
            goal,
            [0; SMALL_SQUARES],
            [0; SMALL_SQUARES],
        )
    }
}

/// A depth-first tour search over buffers the caller lends.
///
/// `board[i]` is the number (from 1) written on square `i`, 0 when free; the frame at
/// depth `d` in `stack` holds the square there (times 16) and the next candidate to try.
#[derive(Debug)]
pub struct Search<S: BorrowMut<[u32]>> {
    size: Size,
    start: Square,
    order: Order,
    goal: Goal,
    board: S,
    /// Per depth: the square's index times 16 plus the next candidate to try there.
    frames: Frames<u32, S>,
    /// The square at `depth` (kept to spare a division per node).
    here: Square,
    nodes: u64,
    /// Warnsdorff only: nodes of the current attempt, the attempt number, and each move's
    /// rank among ties in this attempt.
    attempt_nodes: u64,
    attempt: u32,
    tie: [u8; 8],
    found: u64,
    closed_found: u64,
    state: Progress,
    /// The depth of the last square of a path the search goes on from
    /// ([`Search::restart_along`]): it never backtracks past it. 0 for a search from a start.
    floor: usize,
}

impl<S: BorrowMut<[u32]>> Search<S> {
    /// A search from `start`; `board` and `stack` — slices lent by the caller (`&mut [u32]`),
    /// or arrays the search owns — need at least `size.squares()` entries.
    ///
    /// ```
    /// use jiugong_core::knight::{Goal, Order, Search, Size, Square};
    /// use jiugong_core::search::{Progress, Resumable};
    ///
    /// // A board larger than the owned arrays: buffers lent by the caller.
    /// let size = Size::new(100, 100).unwrap();
    /// let (mut board, mut stack) = (vec![0u32; size.squares()], vec![0u32; size.squares()]);
    /// let mut search = Search::new(size, Square::new(0, 0), Order::Warnsdorff, Goal::Open, &mut board[..], &mut stack[..])?;
    /// assert_eq!(search.resume(u64::MAX), Progress::Found);
    /// assert_eq!(search.path().count(), 10_000);
    /// # Ok::<(), jiugong_core::knight::KnightError>(())
    /// ```
    pub fn new(
        size: Size,
        start: Square,
        order: Order,
        goal: Goal,
        board: S,
        stack: S,
    ) -> Result<Search<S>, KnightError> {
        let mut s = Search::unstarted(size, start, board, stack);
        s.restart(size, start, order, goal)?;
        Ok(s)
    }

    /// The fields before [`Search::restart`] sets them.
    fn unstarted(size: Size, start: Square, board: S, stack: S) -> Search<S> {
        Search {
            size,
            start,
            order: Order::Warnsdorff,
            goal: Goal::Open,
            board,
            frames: Frames::new(stack, 0),
            here: start,
            nodes: 1,
            attempt_nodes: 0,
            attempt: 0,
            tie: [0, 1, 2, 3, 4, 5, 6, 7],
            found: 0,
            closed_found: 0,
            state: Progress::Paused,
            floor: 0,
        }
    }

    /// Starts over in place — another size, start, order or goal — in the same buffers:
    /// nothing is copied, so a calculator screen can keep one search and reuse it on a
    /// small stack. On an error the search is left as it was.
    pub fn restart(
        &mut self,
        size: Size,
        start: Square,
        order: Order,
        goal: Goal,
    ) -> Result<(), KnightError> {
        if !size.contains(start) {
            return Err(KnightError::StartOffBoard { start, size });
        }
        let needed = size.squares();
        let lent = self.board.borrow().len().min(self.frames.capacity());
        if lent < needed {
            return Err(KnightError::BufferTooSmall(BufferTooSmall { needed, lent }));
        }
        self.board.borrow_mut()[..needed].fill(0);
        let first = size.index(start);
        self.board.borrow_mut()[first] = 1;
        self.frames.reset((first as u32) << 4);
        self.size = size;
        self.start = start;
        self.order = order;
        self.goal = goal;
        self.here = start;
        self.nodes = 1;
        self.attempt_nodes = 0;
        self.attempt = 0;
        self.tie = [0, 1, 2, 3, 4, 5, 6, 7];
        self.found = 0;
        self.closed_found = 0;
        self.state = Progress::Paused;
        self.floor = 0;
        if needed == 1 && self.complete() {
            self.state = Progress::Found;
        }
        Ok(())
    }

    /// Starts over in place to go on from `path` — the squares a player has visited, in
    /// order — without ever changing it: the tour found begins with `path`, and
    /// [`Exhausted`](Progress::Exhausted) proves that none does. A closed goal closes on
    /// `path`'s first square. On an error the search is left as it was.
    ///
    /// ```
    /// use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, is_tour};
    /// use jiugong_core::search::{Progress, Resumable};
    ///
    /// let size = Size::new(5, 5).unwrap();
    /// let mut search = OwnedSearch::default();
    /// let path = [Square::new(0, 0), Square::new(1, 2), Square::new(0, 4)];
    /// search.restart_along(size, &path, Order::Warnsdorff, Goal::Open)?;
    /// assert_eq!(search.resume(u64::MAX), Progress::Found);
    /// assert!(is_tour(size, search.board(), false));
    /// assert!(search.path().take(3).eq(path));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn restart_along(
        &mut self,
        size: Size,
        path: &[Square],
        order: Order,
        goal: Goal,
    ) -> Result<(), KnightError> {
        let Some(&first) = path.first() else {
            return Err(KnightError::NotAPath { index: 0 });
        };
        // Checked before anything changes: on the board, a knight's move apart, each new.
        for (i, &s) in path.iter().enumerate() {
            let repeated = path[..i].contains(&s);
            let jump = i == 0 || path[i - 1].attacks(s);
            if !size.contains(s) || repeated || !jump {
                return Err(KnightError::NotAPath { index: i });
            }
        }
        self.restart(size, first, order, goal)?;
        for (i, &s) in path.iter().enumerate().skip(1) {
            let at = size.index(s);
            // Room for a frame a square: `restart` checked the buffers against the board.
            let _ = self.frames.push((at as u32) << 4);
            self.board.borrow_mut()[at] = i as u32 + 1;
        }
        self.here = path[path.len() - 1];
        self.floor = path.len() - 1;
        self.nodes = path.len() as u64;
        if path.len() == size.squares() {
            self.state = if self.complete() {
                Progress::Found
            } else {
                Progress::Exhausted
            };
        }
        Ok(())
    }

    /// Tours found so far ([`Goal::CountAll`]: all of them).
    pub fn found(&self) -> u64 {
        self.found
    }

    /// Closed tours among those found.
    pub fn closed_found(&self) -> u64 {
        self.closed_found
    }

    /// The board: the number on each square (row-major), 0 when unvisited.
    pub fn board(&self) -> &[u32] {
        &self.board.borrow()[..self.size.squares()]
    }

    fn cells(&self) -> &[u32] {
        self.board.borrow()
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The squares of the path so far, in order.
    pub fn path(&self) -> impl Iterator<Item = Square> + '_ {
        self.frames
            .path()
            .iter()
            .map(|&e| self.size.square((e >> 4) as usize))
    }

    /// The state after the last [`resume`](Resumable::resume).
    pub fn status(&self) -> Progress {
        self.state
    }

    /// Called with all squares numbered. Returns true when the search should stop here.
    fn complete(&mut self) -> bool {
        let last = self.size.square((*self.frames.top() >> 4) as usize);
        let closed = self.size.squares() > 1 && last.attacks(self.start);
        match self.goal {
            Goal::Open => true,
            Goal::Closed => closed,
            Goal::CountAll | Goal::CountClosed => {
                if closed || self.goal == Goal::CountAll {
                    self.found += 1;
                }
                if closed {
                    self.closed_found += 1;
                }
                false
            }
        }
    }

    /// Free neighbours of `s`.
    fn degree(&self, s: Square) -> u32 {
        (0..8)
            .filter_map(|k| self.size.step(s, k))
            .filter(|&t| self.cells()[self.size.index(t)] == 0)
            .count() as u32
    }

    /// The `skip`-th candidate move from `s` in the search's order: (move, square).
    fn candidate(&self, s: Square, skip: u32) -> Option<(u32, Square)> {
        match self.order {
            Order::Document => {
                let (w, h) = (self.size.width, self.size.height);
                let base = self.size.index(s) as isize;
                for (k, &(dr, dc)) in MOVES.iter().enumerate().skip(skip as usize) {
                    // Off-board steps wrap to huge values and fail the comparison.
                    let row = s.row.wrapping_add_signed(i32::from(dr));
                    let col = s.col.wrapping_add_signed(i32::from(dc));
                    if row < h && col < w {
                        let i = base + isize::from(dr) * w as isize + isize::from(dc);
                        if self.cells().get(i as usize) == Some(&0) {
                            return Some((k as u32 + 1, Square { row, col }));
                        }
                    }
                }
                None
            }
            Order::Warnsdorff => {
                // Sort the free neighbours by (degree, -distance from centre, move).
                let mut keys = [(u32::MAX, 0i64, 0usize); 8];
                let mut n = 0;
                for k in 0..8 {
                    let Some(t) = self.size.step(s, k) else {
                        continue;
                    };
                    if self.cells()[self.size.index(t)] != 0 {
                        continue;
                    }
                    let dr = 2 * i64::from(t.row) - i64::from(self.size.height) + 1;
                    let dc = 2 * i64::from(t.col) - i64::from(self.size.width) + 1;
                    // For a closed tour, the start's neighbours wait until last: one of them
                    // must remain free to be the final square.
                    let wait = u32::from(self.goal == Goal::Closed && t.attacks(self.start));
                    // Attempt 0 breaks ties by distance from the centre (Roth), later attempts
                    // alternate between that and their own move ranking alone.
                    let far = if self.attempt % 2 == 0 {
                        -(dr * dr + dc * dc)
                    } else {
                        0
                    };
                    keys[n] = (
                        self.degree(t) + 8 * wait,
                        far,
                        usize::from(self.tie[k]) * 8 + k,
                    );
                    n += 1;
                }
                let keys = &mut keys[..n];
                keys.sort_unstable();
                let &(_, _, k) = keys.get(skip as usize)?;
                Some((skip + 1, self.size.step(s, k % 8)?))
            }
        }
    }

    /// True when a closed tour is still possible: some free square next to the start
    /// remains for the last move.
    fn can_close(&self) -> bool {
        (0..8)
            .filter_map(|k| self.size.step(self.start, k))
            .any(|t| self.cells()[self.size.index(t)] == 0)
    }

    /// Nodes one Warnsdorff attempt may use before the search starts again with other
    /// tie-breaks: up to [`RESTARTS`] short attempts (a greedy descent that went wrong early
    /// is cheaper to redo than to backtrack), then a last attempt without limit, which is a
    /// complete search — so `NotFound` always means no tour starts here. Never for the
    /// document's order and for counting, and not where exhaustive search is the quickest
    /// proof: open tours on boards with a side below 5, where some starts have no tour.
    fn attempt_limit(&self) -> u64 {
        let squares = self.size.squares() as u64;
        let counting = matches!(self.goal, Goal::CountAll | Goal::CountClosed);
        let narrow = self.size.width.min(self.size.height) < 5;
        let must_exhaust = self.goal == Goal::Open && narrow;
        if self.order == Order::Document || counting || must_exhaust || self.attempt >= RESTARTS {
            u64::MAX
        } else {
            4 * squares + 10_000
        }
    }

    /// Starts a new attempt: an empty board but the start, and a new ranking of the moves
    /// for ties (a fixed sequence, the same on every machine).
    fn next_attempt(&mut self) {
        self.attempt += 1;
        self.attempt_nodes = 0;
        // Back to the start, or to the end of the path the search goes on from.
        while self.frames.depth() > self.floor {
            if let Some(e) = self.frames.pop() {
                self.board.borrow_mut()[(e >> 4) as usize] = 0;
            }
        }
        let top = self.frames.top_mut();
        *top &= !0xf;
        self.here = self.size.square((*top >> 4) as usize);
        let mut x = self.attempt.wrapping_mul(0x9e37_79b9) | 1;
        for i in (1..8).rev() {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            self.tie.swap(i, (x % (i as u32 + 1)) as usize);
        }
    }
}

/// A node is a square numbered (the start included: the document's count of calls of its
/// search function). [`Progress::Found`]: a tour is on the board ([`Goal::Open`],
/// [`Goal::Closed`]); [`Progress::Exhausted`]: no (further) tour from this start — counting
/// goals always end there, with [`Search::found`] tours. After `Found` or `Exhausted`,
/// `resume` returns the same again.
impl<S: BorrowMut<[u32]>> Resumable for Search<S> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.state != Progress::Paused {
            return self.state;
        }
        let squares = self.size.squares();
        let limit = self.nodes.saturating_add(budget);
        let mut attempt_limit = self.attempt_limit();
        loop {
            if self.nodes >= limit {
                self.state = Progress::Paused;
                return self.state;
            }
            if self.attempt_nodes >= attempt_limit {
                self.next_attempt();
                attempt_limit = self.attempt_limit();
            }
            let entry = *self.frames.top();
            let depth = self.frames.depth();
            let here = self.here;
            let skip = entry & 0xf;
            let closing = matches!(self.goal, Goal::Closed | Goal::CountClosed);
            let dead = closing && depth + 2 < squares && !self.can_close();
            let next = if dead {
                None
            } else {
                self.candidate(here, skip)
            };
            match next {
                Some((resume, t)) => {
                    *self.frames.top_mut() = (entry & !0xf) | resume;
                    let i = self.size.index(t);
                    if self.frames.push((i as u32) << 4).is_err() {
                        // Cannot happen: the store holds a frame per square, and a path
                        // never numbers more squares than the board has.
                        continue;
                    }
                    self.board.borrow_mut()[i] = depth as u32 + 2;
                    self.here = t;
                    self.nodes += 1;
                    self.attempt_nodes += 1;
                    if depth + 2 == squares && self.complete() {
                        self.state = Progress::Found;
                        return self.state;
                    }
                }
                None => {
                    // Dead end: free this square and go back. An attempt that exhausts its
                    // whole tree is a proof that no tour starts here (or goes on from the
                    // path given, which is never taken back).
                    if self.frames.depth() <= self.floor || self.frames.pop().is_none() {
                        self.state = Progress::Exhausted;
                        return self.state;
                    }
                    self.board.borrow_mut()[(entry >> 4) as usize] = 0;
                    let parent = *self.frames.top();
                    self.here = match (self.order, (parent & 0xf).checked_sub(1)) {
                        // The parent's resume value is the move that led here: step back.
                        (Order::Document, Some(k)) => {
                            let (dr, dc) = MOVES[k as usize];
                            Square {
                                row: here.row.wrapping_add_signed(-i32::from(dr)),
                                col: here.col.wrapping_add_signed(-i32::from(dc)),
                            }
                        }
                        _ => self.size.square((parent >> 4) as usize),
                    };
                }
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::is_tour;

    fn size(w: u32, h: u32) -> Size {
        Size::new(w, h).unwrap()
    }

    #[test]
    fn a_search_along_a_path_keeps_it_and_proves_a_stranded_square() {
        let sq = |r, c| Square::new(r, c);
        let mut s = OwnedSearch::default();
        // Both ways of ordering, open and closed: the tour begins with the path (the
        // document's plain backtracking is left to the small boards).
        for (n, goal) in [(5, Goal::Open), (6, Goal::Closed), (8, Goal::Closed)] {
            let path = [sq(0, 0), sq(1, 2), sq(2, 0), sq(0, 1)];
            let orders: &[Order] = if n > 6 {
                &[Order::Warnsdorff]
            } else {
                &[Order::Warnsdorff, Order::Document]
            };
            for &order in orders {
                s.restart_along(size(n, n), &path, order, goal).unwrap();
                assert_eq!(s.resume(50_000_000), Progress::Found, "{n}x{n} {order:?}");
                assert!(is_tour(size(n, n), s.board(), goal == Goal::Closed));
                assert!(s.path().take(4).eq(path), "{n}x{n} {order:?}");
            }
        }
        // The corner (0,0) has two neighbours, both on this path, which ends elsewhere:
        // it can never be reached, and the search proves it without undoing the path.
        let stranded = [sq(2, 1), sq(0, 2), sq(1, 4), sq(3, 3), sq(1, 2), sq(3, 1)];
        for order in [Order::Warnsdorff, Order::Document] {
            s.restart_along(size(5, 5), &stranded, order, Goal::Open)
                .unwrap();
            assert_eq!(s.resume(u64::MAX), Progress::Exhausted, "{order:?}");
            assert!(
                s.path().take(6).eq(stranded),
                "the path is never taken back"
            );
        }
    }

    #[test]
    fn a_path_that_is_not_a_knights_is_refused_and_the_search_kept() {
        let sq = |r, c| Square::new(r, c);
        let mut s =
            OwnedSearch::owned(size(5, 5), sq(0, 0), Order::Warnsdorff, Goal::Open).unwrap();
        let before = s.board().to_vec();
        for (path, index) in [
            (&[][..], 0),
            (&[sq(0, 0), sq(1, 1)][..], 1),
            (&[sq(0, 0), sq(1, 2), sq(0, 0)][..], 2),
            (&[sq(0, 0), sq(1, 2), sq(9, 9)][..], 2),
        ] {
            assert_eq!(
                s.restart_along(size(5, 5), path, Order::Warnsdorff, Goal::Open),
                Err(KnightError::NotAPath { index })
            );
            assert_eq!(s.board(), &before[..]);
        }
    }

    #[test]
    fn warnsdorff_tours_small_boards() {
        for n in 5..=8 {
            for r in 0..n {
                for c in 0..n {
                    let start = Square::new(r, c);
                    if n % 2 == 1 && !start.is_light() {
                        continue;
                    }
                    let mut s =
                        OwnedSearch::owned(size(n, n), start, Order::Warnsdorff, Goal::Open)
                            .unwrap();
                    assert_eq!(
                        s.resume(10_000_000),
                        Progress::Found,
                        "{n}x{n} from {start}"
                    );
                    assert!(is_tour(size(n, n), s.board(), false));
                }
            }
        }
    }

    #[test]
    fn closed_tour_on_6x6() {
        let mut s = OwnedSearch::owned(
            size(6, 6),
            Square::new(0, 0),
            Order::Warnsdorff,
            Goal::Closed,
        )
        .unwrap();
        assert_eq!(s.resume(10_000_000), Progress::Found);
        assert!(is_tour(size(6, 6), s.board(), true));
    }

    #[test]
    fn counts_5x5_from_a_corner() {
        // 304 directed open tours start at a corner of 5×5 (1,728 in all over 25 starts).
        let mut s = OwnedSearch::owned(
            size(5, 5),
            Square::new(0, 0),
            Order::Document,
            Goal::CountAll,
        )
        .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(s.found(), 304);
        assert_eq!(s.closed_found(), 0);
    }

    #[test]
    fn no_tour_on_4x4_is_exhausted() {
        let mut s =
            OwnedSearch::owned(size(4, 4), Square::new(0, 0), Order::Document, Goal::Open).unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
    }

    #[test]
    fn resumable_in_slices() {
        let mut whole =
            OwnedSearch::owned(size(6, 6), Square::new(0, 0), Order::Document, Goal::Open).unwrap();
        let mut sliced =
            OwnedSearch::owned(size(6, 6), Square::new(0, 0), Order::Document, Goal::Open).unwrap();
        assert_eq!(whole.resume(u64::MAX), Progress::Found);
        let mut slices = 0;
        while sliced.resume(1000) == Progress::Paused {
            slices += 1;
        }
        assert!(slices > 0);
        assert_eq!(sliced.nodes(), whole.nodes());
        assert_eq!(sliced.board(), whole.board());
    }

    #[test]
    fn bad_setups() {
        assert!(matches!(
            OwnedSearch::owned(size(8, 8), Square::new(8, 0), Order::Document, Goal::Open),
            Err(KnightError::StartOffBoard { .. })
        ));
        let mut board = [0u32; 10];
        let mut stack = [0u32; 10];
        assert!(matches!(
            Search::new(
                size(4, 4),
                Square::new(0, 0),
                Order::Document,
                Goal::Open,
                &mut board[..],
                &mut stack[..]
            ),
            Err(KnightError::BufferTooSmall(BufferTooSmall {
                needed: 16,
                lent: 10
            }))
        ));
        assert!(Size::new(0, 3).is_none());
    }

    #[test]
    fn one_square_is_a_tour() {
        let mut s =
            OwnedSearch::owned(size(1, 1), Square::new(0, 0), Order::Warnsdorff, Goal::Open)
                .unwrap();
        assert_eq!(s.resume(10), Progress::Found);
        assert_eq!(s.board(), &[1]);
    }
}
