//! The game in words, for a screen reader, and any grid row by row.

use super::Game;
use crate::display::TICKS_PER_SECOND;
use core::fmt::Write;
use jiugong_core::sudoku::Grid;

impl Game {
    /// Says in text what the screen shows (what a screen reader would read): the title, the
    /// grid row by row (`.` for an empty cell), the cursor's cell, the mode, the message,
    /// the digits left, and "solved" once it is.
    pub fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        writeln!(out, "{}", self.title)?;
        describe_rows(out, &self.grid)?;
        let c = self.cursor.cell();
        let (r, col, v) = (c / 9 + 1, c % 9 + 1, self.grid.get(c));
        let what = match (v, self.givens.get(c) != 0) {
            (0, _) => "empty",
            (_, true) => "given",
            _ => "entered",
        };
        write!(out, "cursor r{r}c{col}: {what}")?;
        if v != 0 {
            write!(out, " {v}")?;
        }
        writeln!(out)?;
        let mode = if self.pencil { "pencil" } else { "pen" };
        writeln!(out, "mode: {mode}")?;
        self.message.describe(out)?;
        write!(out, "left to place:")?;
        for (i, n) in self.digits_left().iter().enumerate() {
            write!(out, " {}:{n}", i + 1)?;
        }
        writeln!(out)?;
        if let Some(t) = self.solved_at {
            let s = t / TICKS_PER_SECOND;
            writeln!(out, "solved in {}:{:02}", s / 60, s % 60)?;
        }
        Ok(())
    }
}

/// A grid in words, row by row: `row 1: 4 . . 9 …` (`.` for an empty cell).
pub fn describe_rows(out: &mut dyn Write, grid: &Grid) -> core::fmt::Result {
    for r in 0..9 {
        write!(out, "row {}:", r + 1)?;
        for c in 0..9 {
            match grid.get(r * 9 + c) {
                0 => out.write_str(" .")?,
                v => write!(out, " {v}")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}
