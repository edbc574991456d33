//! Sudoku: the grid and its text formats, a fast solver, solved grids in bulk (document
//! 003), puzzles from a seed grid (document 001), unique puzzles and their difficulty.

pub mod finals;
pub mod generate;
pub mod grid;
pub mod rate;
pub mod solver;
pub mod text;
pub mod transform;
pub mod units;

pub use finals::Finals;
pub use generate::{GenerateError, Generator, LevelSearch, Method, Options, Puzzle};
pub use grid::{BadValue, Grid};
pub use rate::{
    Cells, Chains, Level, PencilMarks, Rater, Rating, Se, SeRange, Step, Technique, rate_patterns,
};
pub use solver::{SolveError, Solver};
pub use text::{BLOCK_BYTES, Format, GridParser, MAX_TEXT_BYTES, ParseError, ParseErrorKind};
pub use units::{CELLS, Conflict, Unit};
