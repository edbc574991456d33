//! A solution in a moment, near the shortest where the search can say how near: the policy
//! for boards too large to solve optimally at once (5×5), which the command line's
//! `--fast` and any other caller share.
//!
//! Weighted IDA* ([`Ida::weighted`]) runs with each weight of [`WEIGHTS`] in turn, for at
//! most [`NODES_PER_WEIGHT`] nodes each: the first to find a solution bounds it — at most
//! that weight times the optimal length, the heuristic never overestimating. Larger weights
//! do not help: weighted IDA* then wanders deep. If every weight gives up (or the caller's
//! cap on nodes, [`Fast::within`], is spent), the board is solved line by line
//! ([`by_lines`]): no bound, but every solvable board within a moment.
//!
//! With a strong heuristic (pattern databases) the first solution is only a start: a caller
//! that grants [`Fast::improving`] nodes gets an anytime search, restarting weighted IDA* with
//! each smaller weight of [`REFINE`] and seeking only solutions shorter than the one held
//! ([`Ida::shorter_than`]). Each solution found is bounded by its own weight, and a search
//! that ends finding nothing proves the solution held optimal. Restarting with a weight
//! lowered a little at a time is the restarting weighted A* of Richter, Thayer and Ruml
//! (2010) carried over to IDA*: on the 50 standard 24-puzzles, steps of 0.05 from 1.5 come
//! within 1.05 × the optimum on average, where weights 1.5, 1.25 and 1 alone stay near 1.09.
//! Over Manhattan distance the smaller weights find nothing in the same nodes, so callers
//! without tables leave it off.

use super::{Board, Heuristic, Ida, LINES_ROOM, SlideError, by_lines};
use crate::search::{BufferTooSmall, Progress, Resumable};
use core::borrow::BorrowMut;

/// The weights tried in turn, as (numerator, denominator).
pub const WEIGHTS: [(u32, u32); 4] = [(3, 2), (2, 1), (5, 2), (3, 1)];

/// Nodes each weight may use (about a fifth of a second on 5×5).
pub const NODES_PER_WEIGHT: u64 = 750_000;

/// The weights the improvement restarts with, in turn after the first solution's (those
/// smaller than it): 1.45 down to 1.05 in steps of 0.05, then 1, which ends in an optimal
/// solution or finds none shorter (and so proves the one held optimal).
pub const REFINE: [(u32, u32); 10] = [
    (29, 20),
    (28, 20),
    (27, 20),
    (26, 20),
    (25, 20),
    (24, 20),
    (23, 20),
    (22, 20),
    (21, 20),
    (1, 1),
];

/// Nodes for [`Fast::improving`] with the 5×5 pattern databases: about half a second here,
/// for answers within 1.05 × the optimum on average.
pub const IMPROVE_NODES: u64 = 10_000_000;

/// The longest solution kept: a line-by-line solution of a 5×5 board takes about 270
/// moves at most.
pub const MOST_MOVES: usize = 1024;

/// A quick solution from a start to a goal, over a heuristic `H` (owned, or a reference to
/// a large one), with the room [`by_lines`] needs lent as `S` (at least
/// [`LINES_ROOM`] entries; a `&mut [u8]`, a `Vec<u8>` or an array).
///
/// A node is a board generated. [`Progress::Found`]: [`Fast::solution`] holds a solution,
/// and [`Fast::weight`] its bound; [`Progress::OutOfRoom`]: a line-by-line solution longer
/// than [`MOST_MOVES`] (never seen). It never returns [`Progress::Exhausted`]: an unsolvable
/// pair is refused by [`Fast::new`].
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sliding::{Board, Fast, LINES_ROOM, ManhattanLinear, Size};
///
/// let shape = Size::new(5, 5)?;
/// let goal = Board::goal(shape);
/// let start = Board::parse(shape, "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,0,23,24")?;
/// let mut fast = Fast::new(&start, &goal, ManhattanLinear::new(&goal), vec![0u8; LINES_ROOM])?;
/// assert_eq!(fast.resume(u64::MAX), Progress::Found);
/// assert_eq!(fast.solution(), &[23, 24]); // two moves: weighted IDA* finds the shortest here
/// assert_eq!(fast.weight(), Some((3, 2))); // and says it is at most 1.5 × the shortest
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Fast<H: Heuristic + Clone, S: BorrowMut<[u8]>> {
    start: Board,
    goal: Board,
    heuristic: H,
    /// What `ida` is doing.
    stage: Stage,
    ida: Ida<H>,
    /// Nodes the weighted searches may use in all.
    most: u64,
    /// Nodes of the weights that gave up.
    spent: u64,
    room: S,
    moves: [u8; MOST_MOVES],
    len: usize,
    weight: Option<(u32, u32)>,
    /// Nodes the whole search may use once it holds a solution (0: stop at the first).
    improve: u64,
    status: Progress,
}

/// Where a [`Fast`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Searching with `WEIGHTS[i]` for a first solution.
    Weight(usize),
    /// Improving the solution held with `REFINE[i]`.
    Refining(usize),
    /// Nothing searching: solved (line by line, or as well as the nodes allowed).
    Done,
}

impl<H: Heuristic + Clone, S: BorrowMut<[u8]>> Fast<H, S> {
    /// A search from `start` to `goal`; refuses an unsolvable pair and room shorter
    /// than [`LINES_ROOM`].
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Fast, LINES_ROOM, ManhattanLinear, Size, SlideError};
    ///
    /// let shape = Size::new(4, 4)?;
    /// let goal = Board::goal(shape);
    /// let h = ManhattanLinear::new(&goal);
    /// let start = Board::parse(shape, "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15")?;
    /// assert!(Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM]).is_ok());
    /// let Err(SlideError::BufferTooSmall(e)) = Fast::new(&start, &goal, &h, vec![0u8; 10]) else {
    ///     panic!("room of 10 bytes is too short");
    /// };
    /// assert_eq!(e.needed, LINES_ROOM);
    /// // Sam Loyd's 14-15 puzzle has no solution.
    /// let loyd = Board::parse(shape, "1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0")?;
    /// let refused = Fast::new(&loyd, &goal, &h, vec![0u8; LINES_ROOM]);
    /// assert_eq!(refused.err(), Some(SlideError::Unsolvable));
    /// # Ok::<(), SlideError>(())
    /// ```
    pub fn new(start: &Board, goal: &Board, heuristic: H, room: S) -> Result<Self, SlideError> {
        BufferTooSmall::check(LINES_ROOM, room.borrow().len())
            .map_err(SlideError::BufferTooSmall)?;
        let (n, d) = WEIGHTS[0];
        let ida = Ida::new(start, goal, heuristic.clone(), false)?.weighted(n, d);
        Ok(Fast {
            start: *start,
            goal: *goal,
            heuristic,
            stage: Stage::Weight(0),
            ida,
            most: u64::MAX,
            spent: 0,
            room,
            moves: [0; MOST_MOVES],
            len: 0,
            weight: None,
            improve: 0,
            status: Progress::Paused,
        })
    }

    /// Caps the nodes the weighted searches use in all at `nodes`: past them, the board is
    /// solved line by line.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Fast, LINES_ROOM, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
    /// let mut fast = Fast::new(&start, &goal, ManhattanLinear::new(&goal), vec![0u8; LINES_ROOM])?
    ///     .within(0);
    /// assert_eq!(fast.resume(u64::MAX), Progress::Found);
    /// assert_eq!(fast.weight(), None); // no weighted search: solved line by line
    /// assert!(fast.solution().len() >= 30);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn within(mut self, nodes: u64) -> Self {
        self.most = nodes;
        self
    }

    /// Keeps improving the first solution until the whole search has used `nodes` (nodes
    /// already used included), restarting with the smaller weights of [`REFINE`]: worth it
    /// over pattern databases ([`IMPROVE_NODES`] on 5×5), not over Manhattan distance.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Fast, LINES_ROOM, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
    /// let h = ManhattanLinear::new(&goal);
    /// let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM])?.improving(1_000_000);
    /// assert_eq!(fast.resume(u64::MAX), Progress::Found);
    /// assert_eq!(fast.solution().len(), 30); // the optimum, and proved so:
    /// assert_eq!(fast.weight(), Some((1, 1)));
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn improving(mut self, nodes: u64) -> Self {
        self.improve = nodes;
        self
    }

    /// The solution once [`Found`](Progress::Found): the tiles moved, in order.
    pub fn solution(&self) -> &[u8] {
        &self.moves[..self.len]
    }

    /// The weight (numerator, denominator) of the search that found the solution: it is at
    /// most that many times the shortest; (1, 1) when it is optimal (found or proved so while
    /// improving). `None` before, and for a line-by-line solution.
    pub fn weight(&self) -> Option<(u32, u32)> {
        self.weight
    }

    /// How near the shortest the solution held is known to be, as a fraction (numerator,
    /// denominator): at most that many times the shortest. The smaller of the weight that
    /// found it and its length over the heuristic's estimate of the start (no solution is
    /// shorter than that); (1, 1) for an optimal one. `None` before a solution, and for a
    /// line-by-line one.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::{Board, Fast, LINES_ROOM, ManhattanLinear, Size};
    ///
    /// let shape = Size::new(5, 5)?;
    /// let goal = Board::goal(shape);
    /// let start = Board::parse(shape, "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,0,23,24")?;
    /// let mut fast = Fast::new(&start, &goal, ManhattanLinear::new(&goal), [0; LINES_ROOM])?;
    /// assert_eq!(fast.resume(u64::MAX), Progress::Found);
    /// // Found at weight 1.5, but 2 moves where the estimate says at least 2: optimal.
    /// assert_eq!((fast.weight(), fast.bound()), (Some((3, 2)), Some((2, 2))));
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn bound(&self) -> Option<(u32, u32)> {
        let (n, d) = self.weight?;
        let (len, lower) = (self.len as u32, self.heuristic.estimate(&self.start));
        let tighter = lower > 0 && u64::from(len) * u64::from(d) < u64::from(n) * u64::from(lower);
        Some(if tighter { (len, lower) } else { (n, d) })
    }

    /// The next weight, or the line-by-line solution after the last.
    fn next_stage(&mut self, weight: usize) {
        self.spent += self.ida.nodes();
        let next = weight + 1;
        if let Some(&(n, d)) = WEIGHTS.get(next).filter(|_| self.spent < self.most) {
            if let Ok(ida) = Ida::new(&self.start, &self.goal, self.heuristic.clone(), false) {
                self.ida = ida.weighted(n, d);
                self.stage = Stage::Weight(next);
                return;
            }
        }
        self.stage = Stage::Done;
        let (moves, mut len, mut over) = (&mut self.moves, 0, false);
        let solved = by_lines(&self.start, &self.goal, self.room.borrow_mut(), |tile| {
            match moves.get_mut(len) {
                Some(slot) => *slot = tile,
                None => over = true,
            }
            len += 1;
        });
        self.len = len.min(MOST_MOVES);
        self.status = match solved {
            Ok(()) if !over => Progress::Found,
            _ => Progress::OutOfRoom, // `new` checked the pair and the room
        };
    }
}

impl<H: Heuristic + Clone, S: BorrowMut<[u8]>> Fast<H, S> {
    /// Keeps `solution`, found by the search with `weight`; then improves on it with the
    /// next smaller weight of [`REFINE`], while nodes for it remain.
    fn keep(&mut self, weight: (u32, u32)) {
        let solution = self.ida.solution();
        self.moves[..solution.len()].copy_from_slice(solution);
        self.len = solution.len();
        self.weight = Some(weight);
        let below = |&(n, d): &(u32, u32)| n * weight.1 < weight.0 * d;
        let next = match self.stage {
            Stage::Refining(i) => Some(i + 1).filter(|&i| i < REFINE.len()),
            _ => REFINE.iter().position(below),
        };
        self.refine(next);
    }

    /// Restarts with `REFINE[next]` when there is one and nodes remain, or ends.
    fn refine(&mut self, next: Option<usize>) {
        self.spent += self.ida.nodes();
        let restarted = next
            .filter(|_| self.spent < self.improve && weight_is_not_one(self.weight))
            .and_then(|i| {
                let (n, d) = REFINE[i];
                let ida = Ida::new(&self.start, &self.goal, self.heuristic.clone(), false).ok()?;
                Some((i, ida.weighted(n, d).shorter_than(self.len as u32)))
            });
        match restarted {
            Some((i, ida)) => {
                self.stage = Stage::Refining(i);
                self.ida = ida;
            }
            None => {
                self.stage = Stage::Done;
                self.status = Progress::Found;
            }
        }
    }
}

/// True unless the solution is known optimal.
fn weight_is_not_one(weight: Option<(u32, u32)>) -> bool {
    weight.is_none_or(|(n, d)| n != d)
}

impl<H: Heuristic + Clone, S: BorrowMut<[u8]>> Resumable for Fast<H, S> {
    fn resume(&mut self, budget: u64) -> Progress {
        let stop = self.nodes().saturating_add(budget);
        while !self.status.is_over() {
            let here = match self.stage {
                Stage::Refining(_) => self.improve.saturating_sub(self.spent),
                _ => NODES_PER_WEIGHT.min(self.most.saturating_sub(self.spent)),
            };
            let grant = here
                .saturating_sub(self.ida.nodes())
                .min(stop.saturating_sub(self.nodes()));
            match (self.ida.resume(grant), self.stage) {
                (Progress::Found, Stage::Weight(i)) => self.keep(WEIGHTS[i]),
                (Progress::Found, Stage::Refining(i)) => self.keep(REFINE[i]),
                (Progress::Paused, _) if self.ida.nodes() < here => return Progress::Paused,
                // Nothing shorter than the solution held: it is optimal.
                (Progress::Exhausted, Stage::Refining(_)) => {
                    self.weight = Some((1, 1));
                    self.refine(None);
                }
                // Out of nodes for improving: the solution held.
                (_, Stage::Refining(_)) => self.refine(None),
                // Out of nodes, or no solution this weight keeps: the next one.
                (_, Stage::Weight(i)) => self.next_stage(i),
                // `status` is over once done.
                (_, Stage::Done) => return self.status,
            }
        }
        self.status
    }

    fn nodes(&self) -> u64 {
        match self.stage {
            Stage::Done => self.spent,
            _ => self.spent + self.ida.nodes(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sliding::{ManhattanLinear, Size};
    use std::vec;

    /// Korf and Felner's first 24-puzzle instance (optimal: 95 moves).
    const KORF_1: &str = "14,5,9,2,18,8,23,19,12,17,15,0,10,20,4,6,11,21,1,7,24,3,16,22,13";

    fn replays(start: &Board, goal: &Board, moves: &[u8]) -> bool {
        let mut board = *start;
        moves.iter().all(|&t| board.slide_tile(t)) && board == *goal
    }

    #[test]
    fn a_hard_24_puzzle_is_solved_and_bounded_in_slices() {
        let shape = Size::new(5, 5).unwrap();
        let goal = Board::goal(shape);
        let start = Board::parse(shape, KORF_1).unwrap();
        let h = ManhattanLinear::new(&goal);
        let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM]).unwrap();
        let mut slices = 0;
        while fast.resume(100_000) == Progress::Paused {
            slices += 1;
        }
        assert_eq!(fast.status, Progress::Found);
        assert!(slices > 0);
        assert!(replays(&start, &goal, fast.solution()));
        if let Some((n, d)) = fast.weight() {
            // At most the weight times the optimum of 95.
            assert!(
                fast.solution().len() as u32 * d <= 95 * n,
                "{}",
                fast.solution().len()
            );
        }
    }

    #[test]
    fn no_nodes_for_the_weights_means_line_by_line_at_once() {
        let shape = Size::new(5, 5).unwrap();
        let goal = Board::goal(shape);
        let start = Board::parse(shape, KORF_1).unwrap();
        let h = ManhattanLinear::new(&goal);
        let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM])
            .unwrap()
            .within(0);
        assert_eq!(fast.resume(u64::MAX), Progress::Found);
        assert_eq!(fast.weight(), None);
        assert!(replays(&start, &goal, fast.solution()));
        assert_eq!(fast.nodes(), 1); // the first weight's root, and no more
    }

    #[test]
    fn improving_ends_optimal_and_proved_or_within_its_nodes() {
        let shape = Size::new(4, 4).unwrap();
        // Korf's easiest 4×4 instance (41 moves at best), towards his goal: the blank first.
        let goal = Board::parse(shape, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15").unwrap();
        let h = ManhattanLinear::new(&goal);
        let start = Board::parse(shape, "13,8,14,3,9,1,0,7,15,5,4,10,12,2,6,11").unwrap();
        let optimal = {
            let mut ida = Ida::new(&start, &goal, &h, false).unwrap();
            assert_eq!(ida.resume(u64::MAX), Progress::Found);
            ida.solution().len()
        };
        let first = {
            let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM]).unwrap();
            assert_eq!(fast.resume(u64::MAX), Progress::Found);
            fast.solution().len()
        };
        let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM])
            .unwrap()
            .improving(u64::MAX);
        while fast.resume(1_000_000) == Progress::Paused {}
        assert!(replays(&start, &goal, fast.solution()));
        assert_eq!(
            (fast.solution().len(), fast.weight()),
            (optimal, Some((1, 1)))
        );
        assert!(
            first > optimal,
            "the first solution {first} leaves room to improve"
        );
        // With few nodes to improve, it stops within them, bounded by the last weight.
        let mut fast = Fast::new(&start, &goal, &h, vec![0u8; LINES_ROOM])
            .unwrap()
            .improving(200_000);
        assert_eq!(fast.resume(u64::MAX), Progress::Found);
        assert!(fast.nodes() <= 200_000.max(first_nodes(&start, &goal, &h)));
        let (n, d) = fast.weight().unwrap();
        assert!(fast.solution().len() as u32 * d <= optimal as u32 * n);
        assert!(fast.solution().len() <= first);
    }

    /// The nodes the first solution takes.
    fn first_nodes(start: &Board, goal: &Board, h: &ManhattanLinear) -> u64 {
        let mut fast = Fast::new(start, goal, h, vec![0u8; LINES_ROOM]).unwrap();
        fast.resume(u64::MAX);
        fast.nodes()
    }

    #[test]
    fn unsolvable_pairs_and_short_scratch_are_refused() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let odd = Board::parse(shape, "213456780").unwrap();
        let h = ManhattanLinear::new(&goal);
        assert_eq!(
            Fast::new(&odd, &goal, &h, vec![0u8; LINES_ROOM]).err(),
            Some(SlideError::Unsolvable)
        );
        assert!(matches!(
            Fast::new(&goal, &goal, &h, vec![0u8; 10]),
            Err(SlideError::BufferTooSmall(BufferTooSmall { lent: 10, .. }))
        ));
    }
}
