//! The knight's tour (document 002, "马踏棋盘"): number the squares 1..W·H so that
//! consecutive numbers are a knight's move apart.
//!
//! One search engine serves every method: a depth-first search with an explicit stack in a
//! buffer, a node budget, and resumable [`Search::run`] slices.
//! * [`Order::Document`] tries the 8 moves in the document's fixed order — the document's
//!   own search, node for node (from (2,0) on 8×8 it visits 210,143,950 nodes and prints the
//!   document's board).
//! * [`Order::Warnsdorff`] tries the square with the fewest onward moves first (ties: the
//!   square farthest from the centre, then the document's order). Its first descent is
//!   Warnsdorff's rule; when that runs into a dead end, the same search backtracks — the
//!   bounded fallback.
//!
//! Boards up to 32×32 fit [`SmallBoard`]'s fixed arrays; larger boards (1000×1000 and more)
//! use buffers the caller lends through the same [`Search`]. Squares are (row, column),
//! 0-based, as the document's `chess[x][y]`; a size is W columns × H rows.

mod existence;

pub use existence::{NoTour, check_closed, check_open};

use core::borrow::BorrowMut;
use core::fmt;

/// The largest side of a [`SmallBoard`].
pub const SMALL_SIDE: usize = 32;

/// Squares of a [`SmallBoard`].
pub const SMALL_SQUARES: usize = SMALL_SIDE * SMALL_SIDE;

/// The document's move order: (row, column) steps, case 0..7 of its `nextxy`.
pub const MOVES: [(i8, i8); 8] = [
    (2, -1),
    (2, 1),
    (1, -2),
    (1, 2),
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
];

/// Short Warnsdorff attempts before the last, complete one (see [`Search::run`]).
pub const RESTARTS: u32 = 1000;

/// A board size: `width` columns by `height` rows, each at least 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Columns (W).
    pub width: u32,
    /// Rows (H).
    pub height: u32,
}

impl Size {
    /// A size; `None` when a side is 0 or the board has more than 2^28 squares.
    pub const fn new(width: u32, height: u32) -> Option<Size> {
        if width == 0 || height == 0 || (width as u64) * (height as u64) > (1 << 28) {
            None
        } else {
            Some(Size { width, height })
        }
    }

    /// Number of squares.
    pub const fn squares(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// True when `s` is on the board.
    pub const fn contains(self, s: Square) -> bool {
        s.row < self.height && s.col < self.width
    }

    /// Index of a square, row-major.
    pub const fn index(self, s: Square) -> usize {
        s.row as usize * self.width as usize + s.col as usize
    }

    /// The square at a row-major index.
    pub const fn square(self, index: usize) -> Square {
        Square {
            row: (index / self.width as usize) as u32,
            col: (index % self.width as usize) as u32,
        }
    }

    /// The square reached from `s` by move `k` of [`MOVES`], if on the board.
    #[inline]
    pub fn step(self, s: Square, k: usize) -> Option<Square> {
        let (dr, dc) = MOVES[k];
        let row = s.row.checked_add_signed(i32::from(dr))?;
        let col = s.col.checked_add_signed(i32::from(dc))?;
        let t = Square { row, col };
        self.contains(t).then_some(t)
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

/// A square: row and column, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// Row, from 0 (the document's `x`).
    pub row: u32,
    /// Column, from 0 (the document's `y`).
    pub col: u32,
}

impl Square {
    /// A square.
    pub const fn new(row: u32, col: u32) -> Square {
        Square { row, col }
    }

    /// True when the two squares are a knight's move apart.
    pub fn attacks(self, other: Square) -> bool {
        let dr = self.row.abs_diff(other.row);
        let dc = self.col.abs_diff(other.col);
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }

    /// The square's colour: true for the colour of (0, 0).
    pub const fn is_light(self) -> bool {
        (self.row + self.col) % 2 == 0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}

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

/// Where a search stands after [`Search::run`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A tour is on the board.
    Done,
    /// The search space is exhausted: no (further) tour from this start.
    NotFound,
    /// The budget ran out; call `run` again to go on.
    Paused,
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
    BufferTooSmall {
        /// Entries needed.
        needed: usize,
        /// Entries lent.
        lent: usize,
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
            KnightError::BufferTooSmall { needed, lent } => {
                write!(f, "buffer of {lent} entries lent for a board of {needed}")
            }
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
/// `board[i]` is the number (from 1) written on square `i`, 0 when free; `stack[d]` holds
/// the square at depth `d` (times 16) and the next candidate to try there.
#[derive(Debug)]
pub struct Search<S: BorrowMut<[u32]>> {
    size: Size,
    start: Square,
    order: Order,
    goal: Goal,
    board: S,
    stack: S,
    depth: usize,
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
    state: Status,
}

impl<S: BorrowMut<[u32]>> Search<S> {
    /// A search from `start`; `board` and `stack` — slices lent by the caller (`&mut [u32]`),
    /// or arrays the search owns — need at least `size.squares()` entries.
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
            stack,
            depth: 0,
            here: start,
            nodes: 1,
            attempt_nodes: 0,
            attempt: 0,
            tie: [0, 1, 2, 3, 4, 5, 6, 7],
            found: 0,
            closed_found: 0,
            state: Status::Paused,
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
        let lent = self.board.borrow().len().min(self.stack.borrow().len());
        if lent < needed {
            return Err(KnightError::BufferTooSmall { needed, lent });
        }
        self.board.borrow_mut()[..needed].fill(0);
        let first = size.index(start);
        self.board.borrow_mut()[first] = 1;
        self.stack.borrow_mut()[0] = (first as u32) << 4;
        self.size = size;
        self.start = start;
        self.order = order;
        self.goal = goal;
        self.depth = 0;
        self.here = start;
        self.nodes = 1;
        self.attempt_nodes = 0;
        self.attempt = 0;
        self.tie = [0, 1, 2, 3, 4, 5, 6, 7];
        self.found = 0;
        self.closed_found = 0;
        self.state = Status::Paused;
        if needed == 1 && self.complete() {
            self.state = Status::Done;
        }
        Ok(())
    }

    /// Nodes visited: squares numbered, the start included (the document's count of calls
    /// of its search function).
    pub fn nodes(&self) -> u64 {
        self.nodes
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

    fn entries(&self) -> &[u32] {
        self.stack.borrow()
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The squares of the path so far, in order.
    pub fn path(&self) -> impl Iterator<Item = Square> + '_ {
        self.entries()[..=self.depth]
            .iter()
            .map(|&e| self.size.square((e >> 4) as usize))
    }

    /// The state after the last `run`.
    pub fn status(&self) -> Status {
        self.state
    }

    /// Called with all squares numbered. Returns true when the search should stop here.
    fn complete(&mut self) -> bool {
        let last = self.size.square((self.entries()[self.depth] >> 4) as usize);
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
        let (board, stack) = (self.board.borrow_mut(), self.stack.borrow_mut());
        for &e in stack[..=self.depth].iter() {
            board[(e >> 4) as usize] = 0;
        }
        let first = self.size.index(self.start);
        board[first] = 1;
        stack[0] = (first as u32) << 4;
        self.depth = 0;
        self.here = self.start;
        let mut x = self.attempt.wrapping_mul(0x9e37_79b9) | 1;
        for i in (1..8).rev() {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            self.tie.swap(i, (x % (i as u32 + 1)) as usize);
        }
    }

    /// Runs until a tour is found, the space is exhausted, or `budget` more nodes have been
    /// visited. Call again after `Paused` (or after `Done` with [`Goal::CountAll`]… which
    /// never stops at `Done`) to go on.
    pub fn run(&mut self, budget: u64) -> Status {
        if self.state != Status::Paused {
            return self.state;
        }
        let squares = self.size.squares();
        let limit = self.nodes.saturating_add(budget);
        let mut attempt_limit = self.attempt_limit();
        loop {
            if self.nodes >= limit {
                self.state = Status::Paused;
                return self.state;
            }
            if self.attempt_nodes >= attempt_limit {
                self.next_attempt();
                attempt_limit = self.attempt_limit();
            }
            let entry = self.entries()[self.depth];
            let here = self.here;
            let skip = entry & 0xf;
            let closing = matches!(self.goal, Goal::Closed | Goal::CountClosed);
            let dead = closing && self.depth + 2 < squares && !self.can_close();
            let next = if dead {
                None
            } else {
                self.candidate(here, skip)
            };
            match next {
                Some((resume, t)) => {
                    let stack = self.stack.borrow_mut();
                    stack[self.depth] = (entry & !0xf) | resume;
                    self.depth += 1;
                    let i = self.size.index(t);
                    stack[self.depth] = (i as u32) << 4;
                    self.board.borrow_mut()[i] = self.depth as u32 + 1;
                    self.here = t;
                    self.nodes += 1;
                    self.attempt_nodes += 1;
                    if self.depth + 1 == squares && self.complete() {
                        self.state = Status::Done;
                        return self.state;
                    }
                }
                None => {
                    // Dead end: free this square and go back. An attempt that exhausts its
                    // whole tree is a proof that no tour starts here.
                    if self.depth == 0 {
                        self.state = Status::NotFound;
                        return self.state;
                    }
                    self.board.borrow_mut()[(entry >> 4) as usize] = 0;
                    self.depth -= 1;
                    let parent = self.entries()[self.depth];
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
}

/// A board of up to 32×32 squares in fixed arrays: the buffers for a [`Search`].
#[derive(Clone)]
pub struct SmallBoard {
    board: [u32; SMALL_SQUARES],
    stack: [u32; SMALL_SQUARES],
}

impl fmt::Debug for SmallBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SmallBoard")
    }
}

impl Default for SmallBoard {
    fn default() -> Self {
        Self::new()
    }
}

impl SmallBoard {
    /// Empty buffers.
    pub const fn new() -> Self {
        SmallBoard {
            board: [0; SMALL_SQUARES],
            stack: [0; SMALL_SQUARES],
        }
    }

    /// A search on these buffers (the size must fit 32×32).
    pub fn search(
        &mut self,
        size: Size,
        start: Square,
        order: Order,
        goal: Goal,
    ) -> Result<Search<&mut [u32]>, KnightError> {
        Search::new(
            size,
            start,
            order,
            goal,
            &mut self.board[..],
            &mut self.stack[..],
        )
    }
}

/// Checks that `board` (row-major numbers) is a tour of `size`: each of 1..=W·H once, and
/// consecutive numbers a knight's move apart; with `closed`, also W·H back to 1.
pub fn is_tour(size: Size, board: &[u32], closed: bool) -> bool {
    let n = size.squares();
    if board.len() != n {
        return false;
    }
    // Visit squares in number order without a position table: for each number, the square
    // holding it must be a knight's move from the one holding the previous number.
    let Some(first) = board.iter().position(|&v| v == 1) else {
        return false;
    };
    let mut prev = size.square(first);
    for number in 2..=n as u32 {
        let next = (0..8)
            .filter_map(|k| size.step(prev, k))
            .find(|&t| board[size.index(t)] == number);
        match next {
            Some(t) => prev = t,
            None => return false,
        }
    }
    // Numbers 1..=n all found along the chain; with n squares they are each used once.
    !closed || (n > 1 && prev.attacks(size.square(first)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(w: u32, h: u32) -> Size {
        Size::new(w, h).unwrap()
    }

    #[test]
    fn warnsdorff_tours_small_boards() {
        let mut b = SmallBoard::new();
        for n in 5..=8 {
            for r in 0..n {
                for c in 0..n {
                    let start = Square::new(r, c);
                    if n % 2 == 1 && !start.is_light() {
                        continue;
                    }
                    let mut s = b
                        .search(size(n, n), start, Order::Warnsdorff, Goal::Open)
                        .unwrap();
                    assert_eq!(s.run(10_000_000), Status::Done, "{n}x{n} from {start}");
                    assert!(is_tour(size(n, n), s.board(), false));
                }
            }
        }
    }

    #[test]
    fn closed_tour_on_6x6() {
        let mut b = SmallBoard::new();
        let mut s = b
            .search(
                size(6, 6),
                Square::new(0, 0),
                Order::Warnsdorff,
                Goal::Closed,
            )
            .unwrap();
        assert_eq!(s.run(10_000_000), Status::Done);
        assert!(is_tour(size(6, 6), s.board(), true));
    }

    #[test]
    fn counts_5x5_from_a_corner() {
        // 304 directed open tours start at a corner of 5×5 (1,728 in all over 25 starts).
        let mut b = SmallBoard::new();
        let mut s = b
            .search(
                size(5, 5),
                Square::new(0, 0),
                Order::Document,
                Goal::CountAll,
            )
            .unwrap();
        assert_eq!(s.run(u64::MAX), Status::NotFound);
        assert_eq!(s.found(), 304);
        assert_eq!(s.closed_found(), 0);
    }

    #[test]
    fn no_tour_on_4x4_is_exhausted() {
        let mut b = SmallBoard::new();
        let mut s = b
            .search(size(4, 4), Square::new(0, 0), Order::Document, Goal::Open)
            .unwrap();
        assert_eq!(s.run(u64::MAX), Status::NotFound);
    }

    #[test]
    fn resumable_in_slices() {
        let mut b1 = SmallBoard::new();
        let mut b2 = SmallBoard::new();
        let mut whole = b1
            .search(size(6, 6), Square::new(0, 0), Order::Document, Goal::Open)
            .unwrap();
        let mut sliced = b2
            .search(size(6, 6), Square::new(0, 0), Order::Document, Goal::Open)
            .unwrap();
        assert_eq!(whole.run(u64::MAX), Status::Done);
        let mut slices = 0;
        while sliced.run(1000) == Status::Paused {
            slices += 1;
        }
        assert!(slices > 0);
        assert_eq!(sliced.nodes(), whole.nodes());
        assert_eq!(sliced.board(), whole.board());
    }

    #[test]
    fn bad_setups() {
        let mut b = SmallBoard::new();
        assert!(matches!(
            b.search(size(8, 8), Square::new(8, 0), Order::Document, Goal::Open),
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
            Err(KnightError::BufferTooSmall {
                needed: 16,
                lent: 10
            })
        ));
        assert!(Size::new(0, 3).is_none());
    }

    #[test]
    fn one_square_is_a_tour() {
        let mut b = SmallBoard::new();
        let mut s = b
            .search(size(1, 1), Square::new(0, 0), Order::Warnsdorff, Goal::Open)
            .unwrap();
        assert_eq!(s.run(10), Status::Done);
        assert_eq!(s.board(), &[1]);
    }
}
