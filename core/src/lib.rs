#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-core: four classic grid puzzles in `no_std`, allocation-free Rust.
//!
//! Everything here runs unchanged on a desktop and on a calculator-class ARM board: sizes
//! are fixed arrays, searches keep explicit stacks in fixed arrays (no recursion whose depth
//! the input sets), randomness comes only from a `rand_core` generator the caller passes in
//! (the same seed gives the same result everywhere), and bad input is a typed error, never a
//! panic.
//!
//! * [`sudoku`] — the grid and its two text formats, a fast solver, solved grids in bulk
//!   (document 003), puzzles from a seed grid (document 001), unique puzzles, difficulty by
//!   human techniques.
//! * [`random`] — unbiased integers and shuffles over the caller's generator.
//!
//! ```
//! use jiugong_core::sudoku::{Generator, Grid, Level, Options, Solver};
//! use rand_core::SeedableRng;
//!
//! // Solve a puzzle given in line format (`.` or `0` for an empty cell).
//! let puzzle = Grid::parse_line(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! )?;
//! let mut solver = Solver::new();
//! let solution = solver.solve_unique(&puzzle)?;
//! assert!(puzzle.is_solved_by(&solution));
//!
//! // Make a medium puzzle with exactly one solution, reproducibly from a seed.
//! let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(2026);
//! let options = Options { level: Some(Level::Medium), ..Options::default() };
//! let made = Generator::new().generate(&options, &mut rng)?;
//! assert_eq!(solver.count_solutions(&made.puzzle, 2), 1);
//! assert_eq!(made.rating.level, Level::Medium);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

#[cfg(test)]
extern crate std;

pub mod figures;
pub mod knight;
pub mod name;
pub mod random;
pub mod search;
pub mod sliding;
pub mod star;
pub mod sudoku;
