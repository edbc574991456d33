//! The grid being typed in, in words, for a screen reader.

use super::Entry;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::sudoku::game::describe_rows;
use core::fmt::Write;
use jiugong_core::sudoku::CellName;

impl Entry {
    /// In words, in `lang`: the grid typed so far, the cursor, the message.
    pub fn describe(&self, out: &mut dyn Write, lang: Lang) -> core::fmt::Result {
        let clues = self.grid.clue_count();
        writeln!(
            out,
            "{}",
            Fill(lang, Phrase::EntrySaid.text(lang), &[&clues])
        )?;
        describe_rows(out, &self.grid, 9, lang)?;
        let cursor = CellName(self.cursor.cell());
        writeln!(
            out,
            "{}",
            Fill(lang, Phrase::CursorAt.text(lang), &[&cursor])
        )?;
        self.message.describe(out)?;
        crate::toolkit::menu::describe_open(out, self.menu, lang)
    }
}
