//! Sudoku: the grid and its text formats, a fast solver, solved grids in bulk (document
//! 003), puzzles from a seed grid (document 001), unique puzzles and their difficulty.

pub mod grid;
pub mod solver;

pub use grid::{Format, Grid, GridParser, ParseError, ParseErrorKind, Unit};
pub use solver::{SolveError, Solver};
