//! The breadth-first search over Klotski positions, in buffers the caller lends.

use super::moves::{Metric, solved, successors};
use super::{Board, KlotskiError};
use crate::search::{BufferTooSmall, Progress, Resumable};
use core::borrow::BorrowMut;

/// Hash slots [`Bfs`] needs beside room for `states` positions: a power of two, at most
/// two thirds full.
pub const fn slots_for(states: usize) -> usize {
    (states + states / 2 + 1).next_power_of_two()
}

/// The breadth-first search from a start over positions with same-shaped blocks
/// interchangeable ([`Board::key`]): the positions in the order found, each one's parent
/// and a hash table over them live in buffers the caller lends.
///
/// A node is a position generated. [`Progress::Found`]: a shortest solution is known
/// ([`Bfs::solution`]); [`Progress::Exhausted`]: every reachable position has been found —
/// no solution exists if none was found (or, when exploring, the count and the farthest
/// positions are final); [`Progress::OutOfRoom`]: the buffers are full;
/// [`Progress::Paused`]: the budget ran out.
///
/// ```
/// use jiugong_core::klotski::{Bfs, Board, Metric, slots_for};
/// use jiugong_core::search::{Progress, Resumable};
///
/// let start = Board::parse("GAAH/GAAH/IBBJ/ICDJ/E..F")?;
/// let (mut states, mut parents) = (vec![0u64; 30_000], vec![0u32; 30_000]);
/// let mut slots = vec![0u32; slots_for(30_000)];
/// let mut bfs = Bfs::new(&start, Metric::Piece, true, &mut states[..], &mut parents[..], &mut slots[..])?;
/// assert_eq!(bfs.resume(u64::MAX), Progress::Exhausted);
/// assert_eq!((bfs.reachable(), bfs.solution_length()), (25_955, Some(81)));
/// # Ok::<(), jiugong_core::klotski::KlotskiError>(())
/// ```
#[derive(Debug)]
pub struct Bfs<S: BorrowMut<[u64]>, P: BorrowMut<[u32]>> {
    metric: Metric,
    /// Go on past the first solution, to the end of the reachable positions.
    explore: bool,
    states: S,
    parents: P,
    /// Open addressing over `states`: an index + 1, or 0 for a free slot; the first
    /// `slot_count` (a power of two) are used.
    slots: P,
    slot_count: usize,
    capacity: usize,
    len: usize,
    /// The next position to expand.
    head: usize,
    /// Where the layer being expanded ends, and its depth.
    layer_end: usize,
    depth: u32,
    /// The first position of the deepest layer found, and its depth.
    deepest: (usize, u32),
    /// The first solved position found, and its depth.
    solved: Option<(usize, u32)>,
    nodes: u64,
    full: bool,
    status: Progress,
}

impl<S: BorrowMut<[u64]>, P: BorrowMut<[u32]>> Bfs<S, P> {
    /// A search from `start` in `metric`; with `explore`, it goes on past the first solution
    /// to every reachable position. Its buffers — slices lent by the caller (`&mut [u64]`,
    /// `&mut [u32]`) or owned (`Vec`, arrays), as the knight's search takes them — keep up
    /// to `min(states.len(), parents.len())` positions; `slots` must hold [`slots_for`]
    /// that many.
    ///
    /// ```
    /// use jiugong_core::klotski::{Bfs, Board, KlotskiError, Metric, slots_for};
    /// use jiugong_core::search::{Progress, Resumable};
    ///
    /// // Block A one cell above the exit.
    /// let start = Board::parse("BBCC/DDEE/FAAG/FAAG/H..I")?;
    /// let (mut states, mut parents) = ([0u64; 64], [0u32; 64]);
    /// let mut slots = [0u32; 128];
    /// assert_eq!(slots_for(64), 128);
    /// let mut bfs = Bfs::new(&start, Metric::Piece, false, &mut states[..], &mut parents[..], &mut slots[..])?;
    /// assert_eq!(bfs.resume(u64::MAX), Progress::Found);
    /// assert_eq!(bfs.solution_length(), Some(1));
    /// // Fewer slots than slots_for asks are refused.
    /// let short = Bfs::new(&start, Metric::Piece, false, &mut states[..], &mut parents[..], &mut slots[..100]);
    /// assert!(matches!(short, Err(KlotskiError::BufferTooSmall(_))));
    /// # Ok::<(), KlotskiError>(())
    /// ```
    pub fn new(
        start: &Board,
        metric: Metric,
        explore: bool,
        states: S,
        parents: P,
        mut slots: P,
    ) -> Result<Bfs<S, P>, KlotskiError> {
        let capacity = (states.borrow().len())
            .min(parents.borrow().len())
            .min(u32::MAX as usize - 1);
        if capacity == 0 {
            return Err(KlotskiError::BufferTooSmall(BufferTooSmall {
                needed: 1,
                lent: 0,
            }));
        }
        let slot_count = slots_for(capacity);
        BufferTooSmall::check(slot_count, slots.borrow().len())
            .map_err(KlotskiError::BufferTooSmall)?;
        slots.borrow_mut()[..slot_count].fill(0);
        let mut bfs = Bfs {
            metric,
            explore,
            states,
            parents,
            slots,
            slot_count,
            capacity,
            len: 0,
            head: 0,
            layer_end: 1,
            depth: 0,
            deepest: (0, 0),
            solved: None,
            nodes: 1,
            full: false,
            status: Progress::Paused,
        };
        let key = start.key();
        bfs.insert(key, 0);
        if solved(key) {
            bfs.solved = Some((0, 0));
            if !explore {
                bfs.status = Progress::Found;
            }
        }
        Ok(bfs)
    }

    /// The slot of `key`: where it is, or the free slot where it would go.
    #[inline]
    fn slot(&self, key: u64) -> usize {
        let (states, slots) = (self.states.borrow(), self.slots.borrow());
        let mask = self.slot_count - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            let s = slots[i] as usize;
            if s == 0 || states[s - 1] == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds `key` (not yet found) with `parent`.
    fn insert(&mut self, key: u64, parent: usize) {
        let i = self.slot(key);
        self.states.borrow_mut()[self.len] = key;
        self.parents.borrow_mut()[self.len] = parent as u32;
        self.slots.borrow_mut()[i] = self.len as u32 + 1;
        self.len += 1;
    }

    /// Positions found so far (all reachable ones once [`Exhausted`](Progress::Exhausted)).
    pub fn reachable(&self) -> usize {
        self.len
    }

    /// The moves of a shortest solution, once found.
    pub fn solution_length(&self) -> Option<u32> {
        self.solved.map(|(_, d)| d)
    }

    /// The positions of a shortest solution, from the solved one back to the start.
    pub fn solution(&self) -> Option<Trail<'_>> {
        self.solved.map(|(i, _)| self.trail(i))
    }

    /// The moves from the start to the farthest positions found, and those positions as
    /// indices for [`trail`](Bfs::trail) (final once [`Exhausted`](Progress::Exhausted)).
    pub fn farthest(&self) -> (u32, core::ops::Range<usize>) {
        (self.deepest.1, self.deepest.0..self.len)
    }

    /// The positions from the `index`th found back to the start.
    pub fn trail(&self, index: usize) -> Trail<'_> {
        Trail {
            states: &self.states.borrow()[..self.len],
            parents: &self.parents.borrow()[..self.len],
            at: (index < self.len).then_some(index),
        }
    }
}

impl<S: BorrowMut<[u64]>, P: BorrowMut<[u32]>> Resumable for Bfs<S, P> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        let stop = self.nodes.saturating_add(budget);
        while self.head < self.len {
            if self.full {
                self.status = Progress::OutOfRoom;
                return self.status;
            }
            if self.nodes >= stop {
                return Progress::Paused;
            }
            if self.head == self.layer_end {
                self.layer_end = self.len;
                self.depth += 1;
            }
            let (key, parent, depth) = (self.states.borrow()[self.head], self.head, self.depth + 1);
            let mut found = false;
            let whole = successors(key, self.metric, |next| {
                self.nodes += 1;
                let i = self.slot(next);
                if self.slots.borrow()[i] != 0 {
                    return true;
                }
                if self.len == self.capacity {
                    self.full = true;
                    return false;
                }
                if depth > self.deepest.1 {
                    self.deepest = (self.len, depth);
                }
                if self.solved.is_none() && solved(next) {
                    self.solved = Some((self.len, depth));
                    found = !self.explore;
                }
                self.insert(next, parent);
                !found
            });
            if found {
                self.status = Progress::Found;
                return self.status;
            }
            if !whole {
                self.status = Progress::OutOfRoom; // only a full buffer stops it
                return self.status;
            }
            self.head += 1;
        }
        self.status = Progress::Exhausted;
        self.status
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// Positions from one found by a [`Bfs`] back to its start, by their keys
/// ([`Board::follow`] replays them forwards).
#[derive(Clone, Debug)]
pub struct Trail<'b> {
    states: &'b [u64],
    parents: &'b [u32],
    at: Option<usize>,
}

impl Iterator for Trail<'_> {
    type Item = u64;

    fn next(&mut self) -> Option<u64> {
        let at = self.at?;
        self.at = (at != 0).then(|| self.parents[at] as usize);
        Some(self.states[at])
    }
}
