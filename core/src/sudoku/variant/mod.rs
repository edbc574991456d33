//! Sudoku's variants on one grid of any size from 4×4 to 16×16: boxes or jigsaw pieces, X's
//! diagonals, windoku's windows and killer's cages, alone or together.
//!
//! * [`Layout`]: the rules of a grid — its size, regions, extra houses and cages.
//! * [`VariantPuzzle`]: a layout and its givens.
//! * [`VariantSolver`]: counts solutions up to a limit and draws a random one, in the room
//!   the caller lends ([`room_words`]).
//! * [`VariantSolver::grade`]: the steps a player takes, their hardest a [`Grade`] and a
//!   level, on any houses and cages.
//! * [`VariantSolver::hint`] and [`VariantSolver::steps`]: the same ladder one step at a
//!   time, each with the house or cage it reads and what it does ([`VariantStep`]).
//! * [`generate()`]: a puzzle with one solution for any [`Recipe`]: jigsaw pieces and killer
//!   cages drawn at random, givens with a [`Symmetry`], minimal on request;
//!   [`VariantMaker`] makes the same puzzle a check at a time, for a calculator's frames.
//! * [`solo`]: Simon Tatham's Solo game IDs, read and written.
//! * [`text`]: a block a player reads and types (the variants named, the givens, pieces
//!   and cages), and one line of givens for classic grids of every size.
//!
//! The classic 9×9 grid keeps its own faster path ([`Solver`](super::Solver)); this one
//! takes every layout, the classic one included.
//!
//! ```
//! use jiugong_core::sudoku::variant::{Layout, VariantSolver, room_words};
//!
//! // Windoku: 9×9 with four more 3×3 houses. An empty grid has many solutions.
//! let layout = Layout::classic(9)?.with_windows()?;
//! let mut solver = VariantSolver::new(&layout);
//! let mut room = vec![0u16; room_words(&layout)];
//! let mut grid = [0u8; 81];
//! assert_eq!(solver.count(&[0; 81], 2, &mut room, Some(&mut grid))?, 2);
//! // The first of them, given back whole, has just itself.
//! let first = grid;
//! assert_eq!(solver.count(&first, 2, &mut room, None)?, 1);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

pub mod generate;
pub mod grade;
pub mod hint;
pub mod layout;
#[cfg(feature = "fast-variants")]
mod planes;
pub mod puzzle;
pub mod solo;
pub mod solve;
pub mod sums;
pub mod text;

pub use generate::{MakeError, Making, Recipe, Symmetry, VariantMaker, generate};
pub use grade::Grade;
pub use hint::{Site, VariantStep};
pub use layout::{
    At, BOXES, House, Layout, LayoutError, MAX_CAGES, MAX_CELLS, MAX_HOUSES, MAX_N, sum_range,
};
pub use puzzle::VariantPuzzle;
pub use solve::{VariantError, VariantSolver, room_for, room_words};
pub use sums::combinations;
