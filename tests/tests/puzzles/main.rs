//! The puzzles: the documents' figures and every answer checked by the tests' own validators
//! (the core, and the app's puzzles; the CLI that prints them is `jiugong`'s CLI tests).
//!
//! One test binary, a module per subject, so that the harness runs them side by side:
//! `cargo test -p jiugong-tests --test puzzles knight::`.

mod klotski;
mod knight;
mod sliding;
mod star;
mod sudoku_datasets;
mod sudoku_finals;
mod sudoku_rating;
mod sudoku_table1;
mod sudoku_variants;
