//! The contract every budgeted search in this crate keeps.
//!
//! A calculator cannot block for minutes, and a desktop wants a progress bar and a budget,
//! so no search here runs to the end in one call. Each one — the knight's tour
//! ([`knight::Search`](crate::knight::Search)), the sliding puzzles' IDA*
//! ([`sliding::Ida`](crate::sliding::Ida)), their quick policy
//! ([`sliding::Fast`](crate::sliding::Fast)) and the document's path search
//! ([`sliding::PathSearch`](crate::sliding::PathSearch)), the star's fillings
//! ([`star::Fillings`](crate::star::Fillings)), Klotski's breadth-first searches
//! ([`klotski::Bfs`](crate::klotski::Bfs), and
//! [`klotski::Frontier`](crate::klotski::Frontier) through the room it is lent), Sudoku
//! generation at a level ([`sudoku::LevelSearch`](crate::sudoku::LevelSearch)) and rating
//! ([`sudoku::RatingSearch`](crate::sudoku::RatingSearch)), and the variants' making
//! ([`sudoku::variant::VariantMaker`](crate::sudoku::variant::VariantMaker)) — is a value that holds its whole
//! state, implements [`Resumable`], and is run in slices:
//!
//! * [`Resumable::resume`] runs at most `budget` more nodes and says where the search stands
//!   as a [`Progress`]: [`Found`](Progress::Found) (what it looks for is there; searches
//!   that stream results find the next one when resumed again),
//!   [`Exhausted`](Progress::Exhausted) (nothing (more) to find: a proof, not a give-up),
//!   [`OutOfRoom`](Progress::OutOfRoom) (the memory lent to it is full: it can go no
//!   further in it, and proves nothing), or [`Paused`](Progress::Paused) (the budget ran
//!   out; resume to go on);
//! * [`Resumable::nodes`] counts the nodes spent since the start, so a caller can show
//!   progress and stop at a budget of its own.
//!
//! What a node is belongs to each search (a square numbered, a board generated, a puzzle
//! made) and is said in its documentation. Depth-first searches keep their per-depth state in
//! [`Frames`], an explicit stack in a fixed array or a lent buffer: no recursion, so the
//! stack use is bounded whatever the input.
//!
//! ```
//! use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square};
//! use jiugong_core::search::{Progress, Resumable};
//!
//! let size = Size::new(8, 8).unwrap();
//! let mut tour = OwnedSearch::owned(size, Square::new(0, 0), Order::Warnsdorff, Goal::Closed)?;
//! // Slices of 10 nodes, as a calculator's ticks would run them.
//! while tour.resume(10) == Progress::Paused {}
//! assert_eq!(tour.resume(10), Progress::Found);
//! assert!(tour.nodes() >= 64);
//! # Ok::<(), jiugong_core::knight::KnightError>(())
//! ```

use core::borrow::BorrowMut;
use core::marker::PhantomData;

/// Where a budgeted search stands after [`Resumable::resume`].
///
/// ```
/// use jiugong_core::search::Progress;
///
/// assert!(!Progress::Paused.is_over());
/// assert!(Progress::Found.is_over() && Progress::Exhausted.is_over() && Progress::OutOfRoom.is_over());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// What the search looks for is there (a tour, a solution, a path, a filling, a
    /// puzzle). A search that streams results finds the next one when resumed.
    Found,
    /// The search space is exhausted: nothing (more) to find. A proof, not a give-up.
    Exhausted,
    /// The budget ran out; resume to go on.
    Paused,
    /// The memory lent to the search is full before it could end: resuming does no more.
    /// Not a proof: lent more, the search started again may end.
    OutOfRoom,
}

impl Progress {
    /// True unless the search [paused](Progress::Paused): resuming it changes nothing
    /// (found, exhausted, or out of room).
    pub const fn is_over(self) -> bool {
        !matches!(self, Progress::Paused)
    }
}

/// A search run in slices: resume it with a budget until it is no longer
/// [`Paused`](Progress::Paused).
pub trait Resumable {
    /// Runs at most `budget` more nodes.
    fn resume(&mut self, budget: u64) -> Progress;

    /// Nodes spent since the search started.
    fn nodes(&self) -> u64;
}

impl<R: Resumable + ?Sized> Resumable for &mut R {
    fn resume(&mut self, budget: u64) -> Progress {
        (**self).resume(budget)
    }

    fn nodes(&self) -> u64 {
        (**self).nodes()
    }
}

/// A buffer lent to a search is shorter than the search needs: the one error every search
/// and table of this crate gives for it (inside its own error type).
///
/// ```
/// use jiugong_core::knight::{Goal, KnightError, Order, Search, Size, Square};
/// use jiugong_core::search::BufferTooSmall;
///
/// let size = Size::new(5, 5).unwrap();
/// let (mut board, mut stack) = ([0u32; 10], [0u32; 10]);
/// let refused = Search::new(size, Square::new(0, 0), Order::Warnsdorff, Goal::Open, &mut board[..], &mut stack[..]);
/// let Err(KnightError::BufferTooSmall(e)) = refused else { panic!() };
/// assert_eq!(e, BufferTooSmall { needed: 25, lent: 10 });
/// assert_eq!(e.to_string(), "a buffer of 10 entries was lent where 25 are needed");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferTooSmall {
    /// Entries needed.
    pub needed: usize,
    /// Entries lent.
    pub lent: usize,
}

impl BufferTooSmall {
    /// `Ok` if `lent` entries are at least the `needed` ones.
    pub const fn check(needed: usize, lent: usize) -> Result<(), BufferTooSmall> {
        if lent < needed {
            Err(BufferTooSmall { needed, lent })
        } else {
            Ok(())
        }
    }
}

impl core::fmt::Display for BufferTooSmall {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let BufferTooSmall { needed, lent } = self;
        write!(
            f,
            "a buffer of {lent} entries was lent where {needed} are needed"
        )
    }
}

impl core::error::Error for BufferTooSmall {}

/// The per-depth stack of a depth-first search: one frame per depth from the root (depth 0)
/// down to the node being expanded, in an array the search owns (`[F; N]`) or a buffer the
/// caller lends (`&mut [F]`). A frame holds whatever the search needs to go on at that
/// depth, typically the node and the next child to try.
///
/// ```
/// use jiugong_core::search::Frames;
///
/// let mut frames: Frames<u8, [u8; 4]> = Frames::new([0; 4], 7);
/// assert!(frames.push(8).is_ok());
/// assert_eq!((frames.depth(), *frames.top()), (1, 8));
/// assert_eq!(frames.path(), &[7, 8]);
/// assert_eq!(frames.pop(), Some(8));
/// assert_eq!(frames.pop(), None); // the root stays
/// ```
#[derive(Clone, Debug)]
pub struct Frames<F, S: BorrowMut<[F]>> {
    store: S,
    depth: usize,
    frame: PhantomData<F>,
}

/// A frame that did not fit: the stack is full at its capacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

impl<F: Copy, S: BorrowMut<[F]>> Frames<F, S> {
    /// A stack in `store` holding only the root frame. A search checks that `store` is
    /// long enough for its deepest path before it uses the stack; an empty store holds no
    /// root, and reading its top would panic.
    ///
    /// ```
    /// use jiugong_core::search::{Frames, Full};
    ///
    /// // In a buffer the caller lends: room for the root and two frames more.
    /// let mut lent = [0u32; 3];
    /// let mut frames = Frames::new(&mut lent[..], 1);
    /// assert_eq!((frames.capacity(), frames.path()), (3, &[1][..]));
    /// assert_eq!((frames.push(2), frames.push(3)), (Ok(()), Ok(())));
    /// assert_eq!(frames.push(4), Err(Full));
    /// assert_eq!(frames.path(), &[1, 2, 3]);
    /// ```
    pub fn new(mut store: S, root: F) -> Frames<F, S> {
        if let Some(first) = store.borrow_mut().first_mut() {
            *first = root;
        }
        Frames {
            store,
            depth: 0,
            frame: PhantomData,
        }
    }

    /// Back to the root alone, with a new root frame.
    #[inline]
    pub fn reset(&mut self, root: F) {
        self.depth = 0;
        self.store.borrow_mut()[0] = root;
    }

    /// The depth of the top frame (0: the root).
    #[inline]
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Frames the store can hold.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.store.borrow().len()
    }

    /// The top frame.
    #[inline]
    pub fn top(&self) -> &F {
        &self.store.borrow()[self.depth]
    }

    /// The top frame, to change.
    #[inline]
    pub fn top_mut(&mut self) -> &mut F {
        let depth = self.depth;
        &mut self.store.borrow_mut()[depth]
    }

    /// A frame one deeper; refused when the store is full.
    #[inline]
    pub fn push(&mut self, frame: F) -> Result<(), Full> {
        let depth = self.depth + 1;
        let slot = self.store.borrow_mut().get_mut(depth).ok_or(Full)?;
        *slot = frame;
        self.depth = depth;
        Ok(())
    }

    /// Takes the top frame off and returns it; `None` at the root, which stays.
    #[inline]
    pub fn pop(&mut self) -> Option<F> {
        let top = *self.top();
        self.depth = self.depth.checked_sub(1)?;
        Some(top)
    }

    /// Every frame from the root to the top.
    #[inline]
    pub fn path(&self) -> &[F] {
        &self.store.borrow()[..=self.depth]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_until_full_and_pop_to_the_root() {
        let mut buffer = [0u32; 3];
        let mut frames = Frames::new(&mut buffer[..], 1);
        assert_eq!(frames.capacity(), 3);
        assert_eq!(frames.push(2), Ok(()));
        assert_eq!(frames.push(3), Ok(()));
        assert_eq!(frames.push(4), Err(Full));
        assert_eq!(frames.path(), &[1, 2, 3]);
        *frames.top_mut() += 10;
        assert_eq!(frames.path()[2], 13);
        assert_eq!(frames.pop(), Some(13));
        assert_eq!(frames.pop(), Some(2));
        assert_eq!(frames.pop(), None);
        assert_eq!(frames.depth(), 0);
        frames.reset(9);
        assert_eq!(frames.path(), &[9]);
    }

    #[test]
    fn progress_is_over_unless_paused() {
        assert!(Progress::OutOfRoom.is_over());
        assert!(Progress::Found.is_over());
        assert!(Progress::Exhausted.is_over());
        assert!(!Progress::Paused.is_over());
    }
}
