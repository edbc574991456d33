//! The grid being typed in, in words, for a screen reader.

use super::Entry;
use crate::lang::Lang;
use crate::sudoku::game::describe_rows;
use core::fmt::Write;
use jiugong_core::sudoku::CellName;

impl Entry {
    /// In words: the grid typed so far, the cursor, the message.
    pub fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        writeln!(
            out,
            "Sudoku: type in a puzzle, {} clues so far",
            self.grid.clue_count()
        )?;
        describe_rows(out, &self.grid)?;
        writeln!(out, "cursor {}", CellName(self.cursor.cell()))?;
        self.message.describe(out)?;
        crate::toolkit::menu::describe_open(out, self.menu, Lang::En)
    }
}
