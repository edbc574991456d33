//! 简体中文：数独、骑士巡游、数字华容道、华容道、五角星填数。

pub mod app;
pub mod klotski;
pub mod knight;
pub mod sliding;
pub mod star;
pub mod sudoku;
