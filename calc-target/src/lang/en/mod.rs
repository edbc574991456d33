//! English: the app's first language, the one a board without a language setting gets.

pub mod app;
pub mod klotski;
pub mod knight;
pub mod sliding;
pub mod star;
pub mod sudoku;
