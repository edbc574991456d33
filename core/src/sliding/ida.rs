//! Optimal solutions: IDA* (iterative deepening A*) with an explicit stack, a node budget
//! and resumable runs ([`Resumable`]), over any admissible [`Heuristic`].

use super::{Board, Dir, MAX_CELLS, SlideError};
use crate::search::{Frames, Progress, Resumable};

/// The longest solution IDA* keeps (moves): enough for 5×5 boards' optima.
pub const MAX_SOLUTION: usize = 255;

/// A lower bound on the moves left to the goal. It must never overestimate (admissible)
/// for the solutions to be optimal.
///
/// A search asks for the estimate of each board it generates one move away from a board
/// it has already estimated: a heuristic may keep a [`Memo`](Heuristic::Memo) with each
/// estimate and update it after one move instead of starting afresh.
pub trait Heuristic {
    /// What an estimate keeps for the next one (`()` for a heuristic that starts afresh).
    type Memo: Copy + Default + core::fmt::Debug;

    /// The estimate for `board`.
    fn estimate(&self, board: &Board) -> u32;

    /// The estimate for `board` and its memo.
    fn remember(&self, board: &Board) -> (u32, Self::Memo) {
        (self.estimate(board), Self::Memo::default())
    }

    /// The estimate for `board` just after `tile` slid onto cell `to`, from the memo of the
    /// board before that move.
    fn after_move(
        &self,
        board: &Board,
        tile: u8,
        to: usize,
        memo: &Self::Memo,
    ) -> (u32, Self::Memo) {
        let _ = (tile, to);
        (self.estimate(board), *memo)
    }
}

/// A borrowed heuristic is a heuristic: lend a large one (pattern databases) to [`Ida`].
impl<H: Heuristic + ?Sized> Heuristic for &H {
    type Memo = H::Memo;

    fn estimate(&self, board: &Board) -> u32 {
        (**self).estimate(board)
    }

    fn remember(&self, board: &Board) -> (u32, Self::Memo) {
        (**self).remember(board)
    }

    fn after_move(
        &self,
        board: &Board,
        tile: u8,
        to: usize,
        memo: &Self::Memo,
    ) -> (u32, Self::Memo) {
        (**self).after_move(board, tile, to, memo)
    }
}

/// Manhattan distance plus linear conflict: each tile's row and column distance to its
/// goal cell, plus 2 for every pair of tiles in their goal row (column) that must pass each
/// other — counted per line as the smallest number of tiles to take out of it.
#[derive(Clone, Debug)]
pub struct ManhattanLinear {
    width: usize,
    cells: usize,
    /// Goal cell of each tile.
    home: [u8; MAX_CELLS],
    linear: bool,
}

impl ManhattanLinear {
    /// The heuristic towards `goal`, with linear conflict.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Heuristic, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let goal = Board::goal(shape);
    /// let h = ManhattanLinear::new(&goal);
    /// assert_eq!(h.estimate(&goal), 0);
    /// assert_eq!(h.estimate(&Board::parse(shape, "213456780")?), 4); // 2 + a linear conflict
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn new(goal: &Board) -> ManhattanLinear {
        let mut home = [0u8; MAX_CELLS];
        for (i, &t) in goal.cells().iter().enumerate() {
            home[t as usize] = i as u8;
        }
        ManhattanLinear {
            width: goal.size().width as usize,
            cells: goal.size().cells(),
            home,
            linear: true,
        }
    }

    /// Manhattan distance alone (a weaker baseline for comparisons).
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Heuristic, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let goal = Board::goal(shape);
    /// // Tiles 2, 3 and 1 each one row-step or two from home, in their goal row: 1 must
    /// // leave the row to pass 2 and 3, which Manhattan distance alone does not count.
    /// let start = Board::parse(shape, "231456780")?;
    /// assert_eq!(ManhattanLinear::manhattan_only(&goal).estimate(&start), 4);
    /// assert_eq!(ManhattanLinear::new(&goal).estimate(&start), 6);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn manhattan_only(goal: &Board) -> ManhattanLinear {
        ManhattanLinear {
            linear: false,
            ..ManhattanLinear::new(goal)
        }
    }

    /// Fewest tiles to remove from a line so that the rest are in goal order: the line's
    /// tiles (goal positions along the line, in board order) minus the longest increasing
    /// subsequence.
    fn line_conflicts(order: &[u8]) -> u32 {
        let mut best = [0u8; 5];
        let mut longest = 0u8;
        for (i, &x) in order.iter().enumerate() {
            let mut l = 1;
            for j in 0..i {
                if order[j] < x {
                    l = l.max(best[j] + 1);
                }
            }
            best[i] = l;
            longest = longest.max(l);
        }
        order.len() as u32 - u32::from(longest)
    }
}

impl Heuristic for ManhattanLinear {
    type Memo = ();

    fn estimate(&self, board: &Board) -> u32 {
        let w = self.width;
        let h = self.cells / w;
        let cells = board.cells();
        let mut total = 0u32;
        for (i, &t) in cells.iter().enumerate() {
            if t != 0 {
                let g = self.home[t as usize] as usize;
                total += ((i / w).abs_diff(g / w) + (i % w).abs_diff(g % w)) as u32;
            }
        }
        if !self.linear {
            return total;
        }
        let mut order = [0u8; 5];
        for r in 0..h {
            let mut n = 0;
            for c in 0..w {
                let t = cells[r * w + c];
                let g = self.home[t as usize] as usize;
                if t != 0 && g / w == r {
                    order[n] = (g % w) as u8;
                    n += 1;
                }
            }
            total += 2 * Self::line_conflicts(&order[..n]);
        }
        for c in 0..w {
            let mut n = 0;
            for r in 0..h {
                let t = cells[r * w + c];
                let g = self.home[t as usize] as usize;
                if t != 0 && g % w == c {
                    order[n] = (g / w) as u8;
                    n += 1;
                }
            }
            total += 2 * Self::line_conflicts(&order[..n]);
        }
        total
    }
}

/// One depth of the IDA* path: the move that led here, the next direction to try and the
/// heuristic's memo of the board here.
#[derive(Clone, Copy, Debug, Default)]
struct Step<M> {
    /// The next of [`Dir::ALL`] to try (4: done).
    next: u8,
    /// The direction of the blank's move that led here (4: none, at the root).
    came: u8,
    /// The tile that move slid.
    moved: u8,
    memo: M,
}

impl<M> Step<M> {
    fn root(memo: M) -> Step<M> {
        Step {
            next: 0,
            came: 4,
            moved: 0,
            memo,
        }
    }
}

/// IDA* from a start to a goal, owning its heuristic (or a reference to one).
#[derive(Clone, Debug)]
pub struct Ida<H: Heuristic> {
    heuristic: H,
    start: Board,
    goal: u128,
    board: Board,
    count_all: bool,
    /// The weight on the heuristic, as numerator and denominator (1/1: optimal).
    weight: (u32, u32),
    bound: u32,
    next_bound: u32,
    /// Only solutions shorter than this are sought (an incumbent's length; `u32::MAX`: any).
    shorter_than: u32,
    /// The heuristic's memo of the start.
    root: H::Memo,
    path: Frames<Step<H::Memo>, [Step<H::Memo>; MAX_SOLUTION + 1]>,
    solution: [u8; MAX_SOLUTION],
    solution_len: usize,
    solutions: u64,
    nodes: u64,
    status: Progress,
}

impl<H: Heuristic> Ida<H> {
    /// A search; refuses an unsolvable pair. With `count_all`, every shortest solution is
    /// counted (the search finishes the last iteration instead of stopping at the first).
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Ida, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
    /// let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), false)?;
    /// assert_eq!(ida.resume(u64::MAX), Progress::Found);
    /// assert_eq!(ida.solution().len(), 30); // the document's instance: 30 moves at best
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn new(
        start: &Board,
        goal: &Board,
        heuristic: H,
        count_all: bool,
    ) -> Result<Ida<H>, SlideError> {
        start.can_reach(goal)?;
        let (h, root) = heuristic.remember(start);
        Ok(Ida {
            heuristic,
            start: *start,
            goal: goal.key(),
            board: *start,
            count_all,
            weight: (1, 1),
            bound: h,
            next_bound: u32::MAX,
            shorter_than: u32::MAX,
            root,
            path: Frames::new([Step::default(); MAX_SOLUTION + 1], Step::root(root)),
            solution: [0; MAX_SOLUTION],
            solution_len: 0,
            solutions: 0,
            nodes: 1,
            status: Progress::Paused,
        })
    }

    /// Weighted IDA*: the estimate counts `numerator / denominator` (≥ 1) times, so the
    /// search goes deeper before it widens and the solution found is at most that many
    /// times the optimal length (the heuristic never overestimating). Call before the first
    /// [`resume`](Resumable::resume); a weight below 1 is taken as 1.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Ida, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
    /// let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), false)?.weighted(2, 1);
    /// assert_eq!(ida.resume(u64::MAX), Progress::Found);
    /// assert!(ida.solution().len() <= 2 * 30);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn weighted(mut self, numerator: u32, denominator: u32) -> Ida<H> {
        let denominator = denominator.max(1);
        self.weight = (numerator.max(denominator), denominator);
        self.bound = self.weigh(self.heuristic.estimate(&self.start));
        self
    }

    /// Seeks only solutions shorter than `moves`: a branch whose unweighted estimate says
    /// it cannot end shorter is cut, as an anytime search does once it holds a solution of
    /// that length. The search is [`Exhausted`](Progress::Exhausted) when no shorter
    /// solution exists: a proof that the one held is optimal.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Ida, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
    /// let h = ManhattanLinear::new(&goal);
    /// let mut ida = Ida::new(&start, &goal, &h, false)?.weighted(2, 1).shorter_than(40);
    /// assert_eq!(ida.resume(u64::MAX), Progress::Found);
    /// assert!(ida.solution().len() < 40);
    /// // Nothing is shorter than the optimum, 30 moves.
    /// let mut ida = Ida::new(&start, &goal, &h, false)?.weighted(2, 1).shorter_than(30);
    /// assert_eq!(ida.resume(u64::MAX), Progress::Exhausted);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn shorter_than(mut self, moves: u32) -> Ida<H> {
        self.shorter_than = moves;
        self
    }

    /// The estimate as the search counts it: times the weight, rounded down.
    #[inline]
    fn weigh(&self, h: u32) -> u32 {
        let (n, d) = self.weight;
        if n == d {
            h
        } else {
            (u64::from(h) * u64::from(n) / u64::from(d)) as u32
        }
    }

    /// The current bound on the solution length.
    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// The first optimal solution found: the tiles moved, in order.
    pub fn solution(&self) -> &[u8] {
        &self.solution[..self.solution_len]
    }

    /// Shortest solutions counted (with `count_all`; else 1 once solved).
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    fn found(&mut self) {
        if self.solutions == 0 {
            let moves = &self.path.path()[1..];
            self.solution_len = moves.len();
            for (kept, step) in self.solution.iter_mut().zip(moves) {
                *kept = step.moved;
            }
        }
        self.solutions += 1;
    }

    fn end(&mut self, progress: Progress) -> Progress {
        self.status = progress;
        progress
    }
}

/// A node is a board generated. [`Progress::Found`]: [`Ida::solution`] holds an optimal
/// solution (and, when counting, every shortest one has been counted);
/// [`Progress::Exhausted`]: no solution within [`MAX_SOLUTION`] moves.
impl<H: Heuristic> Resumable for Ida<H> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        let stop = self.nodes.saturating_add(budget);
        if self.path.depth() == 0 && self.path.top().next == 0 && self.board.key() == self.goal {
            self.found();
            return self.end(Progress::Found);
        }
        loop {
            if self.nodes >= stop {
                return Progress::Paused;
            }
            let d = self.path.depth();
            let (next, came) = (self.path.top().next, self.path.top().came);
            if next < 4 {
                let k = next;
                self.path.top_mut().next += 1;
                let dir = Dir::ALL[k as usize];
                if came < 4 && Dir::ALL[came as usize].reverse() == dir {
                    continue; // never undo the last move
                }
                let Some(cell) = self.board.neighbour(dir) else {
                    continue;
                };
                let back = self.board.blank();
                let tile = self.board.slide(cell);
                self.nodes += 1;
                let (h, memo) =
                    self.heuristic
                        .after_move(&self.board, tile, back, &self.path.top().memo);
                let f = d as u32 + 1 + self.weigh(h);
                if d as u32 + 1 + h >= self.shorter_than {
                    self.board.slide(back);
                    continue;
                }
                if f > self.bound {
                    self.next_bound = self.next_bound.min(f);
                    self.board.slide(back);
                    continue;
                }
                let step = Step {
                    next: 0,
                    came: k,
                    moved: tile,
                    memo,
                };
                if d + 1 > MAX_SOLUTION - 1 || self.path.push(step).is_err() {
                    self.board.slide(back);
                    continue;
                }
                if h == 0 && self.board.key() == self.goal {
                    self.found();
                    if !self.count_all {
                        return self.end(Progress::Found);
                    }
                    self.path.top_mut().next = 4; // nothing beyond the goal at this bound
                }
                continue;
            }
            if let Some(step) = self.path.pop() {
                // Back to the parent: undo the move that led here.
                let dir = Dir::ALL[step.came as usize].reverse();
                if let Some(cell) = self.board.neighbour(dir) {
                    self.board.slide(cell);
                }
                continue;
            }
            // The iteration is over.
            if self.solutions > 0 {
                return self.end(Progress::Found);
            }
            // A solution within MAX_SOLUTION moves keeps every node on its way under the
            // weight times that (its moves so far plus its weighted estimate).
            if self.next_bound == u32::MAX || self.next_bound > self.weigh(MAX_SOLUTION as u32) {
                return self.end(Progress::Exhausted);
            }
            self.bound = self.next_bound;
            self.next_bound = u32::MAX;
            self.board = self.start;
            self.path.reset(Step::root(self.root));
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::super::Size;
    use super::*;

    #[test]
    fn solves_and_counts_the_documents_instance() {
        let s = Size::new(3, 3).unwrap();
        let start = Board::parse(s, crate::figures::EIGHT_START).unwrap();
        let goal = Board::goal(s);
        let h = ManhattanLinear::new(&goal);
        let mut ida = Ida::new(&start, &goal, &h, true).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!(ida.solution().len(), 30);
        assert_eq!(ida.solutions(), 10);
        let mut b = start;
        for &t in ida.solution() {
            assert!(b.slide_tile(t));
        }
        assert_eq!(b, goal);
    }

    #[test]
    fn linear_conflict_is_at_least_manhattan() {
        let s = Size::new(3, 3).unwrap();
        let goal = Board::goal(s);
        let b = Board::parse(s, "213456780").unwrap();
        let ml = ManhattanLinear::new(&goal);
        let m = ManhattanLinear::manhattan_only(&goal);
        assert_eq!(m.estimate(&b), 2);
        assert_eq!(ml.estimate(&b), 4);
        assert_eq!(ml.estimate(&goal), 0);
    }

    #[test]
    fn already_solved() {
        let s = Size::new(4, 4).unwrap();
        let goal = Board::goal(s);
        let h = ManhattanLinear::new(&goal);
        let mut ida = Ida::new(&goal, &goal, &h, false).unwrap();
        assert_eq!(ida.resume(10), Progress::Found);
        assert_eq!(ida.solution(), &[] as &[u8]);
    }
}
