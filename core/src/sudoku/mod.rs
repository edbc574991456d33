//! Sudoku: the grid and its text formats, a fast solver, solved grids in bulk (document
//! 003), puzzles from a seed grid (document 001), unique puzzles and their difficulty.
//!
//! **The rules.** Fill the 9×9 grid so that every row, column and 3×3 box holds each digit
//! 1 to 9 once; a puzzle gives some digits (the clues) and has exactly one solution.
//!
//! **Where to start.**
//! * [`Grid`]: a grid of digits (0 for an empty cell), read and written in the line and
//!   block formats of [`text`] ([`GridParser`] streams a file of them).
//! * [`Solver`]: solves, counts solutions up to a limit, and draws a random solution —
//!   bit sets of candidates, naked and hidden singles, then the cell with the fewest
//!   candidates, depth first on an explicit stack.
//! * [`Finals`]: document 003's solved grids in bulk (1,451,520 of its own, then
//!   418,037,760 distinct ones with the same top-left digit), in constant memory.
//! * [`transform`]: document 001's swaps of digits, rows, columns, bands and stacks, which
//!   turn one solved grid into another.
//! * [`Generator`]: a puzzle with a unique solution, from a random or transformed grid, at a
//!   level or a rating; [`LevelSearch`] makes one in slices.
//! * [`Rater`]: the difficulty on Sudoku Explainer's scale — the steps a player would take,
//!   easiest first, the hardest step's rating the puzzle's ([`Level`] for the bands).
//!
//! ```
//! use jiugong_core::sudoku::{Finals, Level, Rater, Solver};
//!
//! // The document's first solved grid, its row 1 emptied: the solver fills it back.
//! let solved = Finals::new(8)?.next().unwrap();
//! let mut puzzle = solved;
//! for cell in 0..9 {
//!     puzzle.set(cell, 0)?;
//! }
//! assert_eq!(Solver::new().solve_unique(&puzzle)?, solved);
//! // Nine empty cells, one in each column: full houses, the easiest technique.
//! let rating = Rater::new().rate(&puzzle)?;
//! assert_eq!((rating.level, rating.se().to_string().as_str()), (Level::Easy, "1.0"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

pub mod finals;
pub mod generate;
pub mod grid;
pub mod numbered;
pub mod rate;
pub mod solver;
pub mod text;
pub mod transform;
pub mod units;
pub mod variant;

pub use finals::Finals;
pub use generate::{GenerateError, Generator, LevelSearch, Method, Options, Puzzle};
pub use grid::{BadValue, Grid};
pub use numbered::Numbered;
pub use rate::{
    Cells, Chains, Level, PencilMarks, Rater, Rating, RatingSearch, Se, SeRange, Step, Technique,
    rate_patterns,
};
pub use solver::{SolveError, Solver};
pub use text::{BLOCK_BYTES, Format, GridParser, MAX_TEXT_BYTES, ParseError, ParseErrorKind};
pub use units::{CELLS, CellName, Conflict, Unit};
