#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-core: the puzzles.
#[cfg(test)]
extern crate std;

pub mod random;
pub mod sudoku;
