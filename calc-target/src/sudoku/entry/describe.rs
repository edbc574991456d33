//! The grid being typed in, in words, for a screen reader.

use super::Entry;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::sudoku::game::describe_rows;
use core::fmt::Write;
use jiugong_core::sudoku::variant::At;

impl Entry {
    /// In words, in `lang`: the grid typed so far, the cursor, the message.
    pub fn describe(&self, out: &mut dyn Write, lang: Lang) -> core::fmt::Result {
        let clues = self.grid.clue_count();
        writeln!(
            out,
            "{}",
            Fill(
                lang,
                Phrase::EntrySaid.text(lang),
                &[&clues, &self.kind.name(lang)]
            )
        )?;
        let n = self.kind.n();
        describe_rows(out, &self.grid, usize::from(n), lang)?;
        let cursor = At {
            cell: self.cursor.cell() as u8,
            n,
        };
        writeln!(
            out,
            "{}",
            Fill(lang, Phrase::CursorAt.text(lang), &[&cursor])
        )?;
        self.message.describe(out)?;
        crate::toolkit::menu::describe_open(out, self.menu, lang)
    }
}
