//! jiugong on the desktop: the command line's building blocks, shared by the `jiugong` and
//! `sudoku` binaries. Every puzzle rule and algorithm lives in `jiugong-core`; this crate
//! turns arguments into calls on it, and its results into text and files.
//!
//! ```no_run
//! // Write 1,000 distinct solved grids with top-left digit 1 to ./sudoku.txt.
//! jiugong::sudoku::finals(1_000, 1, std::path::Path::new("sudoku.txt")).unwrap();
//! ```

pub mod batch;
pub mod cache;
pub mod cli;
pub mod files;
pub mod interrupt;
pub mod klotski;
pub mod knight;
pub mod progress;
pub mod rating;
pub mod sim;
pub mod sliding;
pub mod star;
pub mod sudoku;
pub mod variant;

/// A seed from the clock, for runs where the user gave none.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5eed)
}
