//! Français : le taquin, le cavalier, l’âne rouge…

pub mod app;
pub mod klotski;
pub mod knight;
pub mod sliding;
pub mod star;
pub mod sudoku;
