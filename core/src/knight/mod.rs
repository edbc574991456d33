//! The knight's tour (document 002, "马踏棋盘"): number the squares 1..W·H so that
//! consecutive numbers are a knight's move apart.
//!
//! One search engine serves every method: a depth-first search with an explicit stack in a
//! buffer, a node budget, and resumable slices ([`Resumable`](crate::search::Resumable)).
//! * [`Order::Document`] tries the 8 moves in the document's fixed order — the document's
//!   own search, node for node (from (2,0) on 8×8 it visits 210,143,950 nodes and prints the
//!   document's board).
//! * [`Order::Warnsdorff`] tries the square with the fewest onward moves first (ties: the
//!   square farthest from the centre, then the document's order). Its first descent is
//!   Warnsdorff's rule; when that runs into a dead end, the same search backtracks — the
//!   bounded fallback.
//!
//! Closed tours of large boards are built instead ([`build_closed`]): a divide-and-conquer
//! construction in time linear in the board, for every board whose sides are 5 or more and
//! that has a closed tour (a closed tour can be numbered from any square, [`number_tour`]).
//!
//! Boards up to 32×32 fit [`OwnedSearch`]'s fixed arrays; larger boards (1000×1000 and more)
//! use buffers the caller lends through the same [`Search`]. Squares are (row, column),
//! 0-based, as the document's `chess[x][y]`; a size is W columns × H rows.
//!
//! ```
//! use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, check_open, is_tour};
//! use jiugong_core::search::{Progress, Resumable};
//!
//! // An open tour of 5×5 from a corner, by Warnsdorff's rule...
//! let size = Size::new(5, 5).unwrap();
//! let mut tour = OwnedSearch::owned(size, Square::new(0, 0), Order::Warnsdorff, Goal::Open)?;
//! assert_eq!(tour.resume(u64::MAX), Progress::Found);
//! assert!(is_tour(size, tour.board(), false));
//! // ... and none from a square next to it: a theorem says so, no search needed.
//! assert!(check_open(size, Square::new(0, 1)).is_err());
//! # Ok::<(), jiugong_core::knight::KnightError>(())
//! ```

mod board;
mod closed;
mod existence;
mod narrow;
mod search;

pub use board::{MOVES, Size, Square, is_tour, walk};
pub use closed::{BuildError, build_closed, number_tour};
pub use existence::{NoTour, check_closed, check_open};
pub use narrow::Narrow;
pub use search::{
    Goal, KnightError, Order, OwnedSearch, RESTARTS, SMALL_SIDE, SMALL_SQUARES, Search,
};
