//! The Sudoku screen in words, for a screen reader.

use super::records::Said;
use super::{MAX_ATTEMPTS, Phase, SudokuScreen};
use crate::lang::Lang;
use crate::toolkit::menu::{self, Menu};
use core::fmt::Write;

impl SudokuScreen {
    /// Says in text what shows: the level menu, the puzzle being made, the grid being
    /// typed in, or the game.
    pub(super) fn describe_screen(&self, out: &mut dyn Write) -> core::fmt::Result {
        match (&self.phase, &self.game) {
            (Phase::Levels(selected), _) => {
                writeln!(out, "Sudoku: new puzzle, choose a level")?;
                menu::describe(out, *selected, Lang::En)?;
                let record = self.records.of(*selected);
                writeln!(out, "{}: {}", selected.name(), Said(record))
            }
            (Phase::Generating { choice, attempts }, _) => writeln!(
                out,
                "Sudoku: making a puzzle: {}, attempt {attempts} of at most {MAX_ATTEMPTS}",
                choice.label(Lang::En)
            ),
            (Phase::Entering(entry), _) => entry.describe(out),
            (Phase::Playing, Some(game)) => game.describe(out),
            (Phase::Playing, None) => Ok(()),
        }
    }
}
