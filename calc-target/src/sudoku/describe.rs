//! The Sudoku screen in words, for a screen reader.

use super::records::{Said, StreakSaid};
use super::{MAX_ATTEMPTS, Phase, SudokuScreen};
use crate::lang::Fill;
use crate::lang::number::Count;
use crate::lang::sudoku::Phrase;
use crate::screen::Describe;
use crate::toolkit::menu::{self, Menu};
use core::fmt::Write;

impl Describe for SudokuScreen {
    /// Says in text what shows: the level menu, the puzzle being made, the grid being
    /// typed in, or the game.
    fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        let lang = self.settings.lang;
        match (&self.phase, &self.game) {
            (Phase::Levels(selected), _) => {
                writeln!(out, "{}", Phrase::LevelsSaid.text(lang))?;
                menu::describe(out, *selected, lang)?;
                let record = Said(self.records.of(*selected), lang);
                let name = selected.name(lang);
                writeln!(
                    out,
                    "{}",
                    Fill(lang, Phrase::RecordOf.text(lang), &[&name, &record])
                )?;
                match self.settings.today {
                    Some(today) => {
                        writeln!(out, "{}", StreakSaid(self.records.streak(), today, lang))
                    }
                    None => Ok(()),
                }
            }
            (Phase::Numbering(prompt), _) => prompt.describe(out, lang, self.settings.today),
            (
                Phase::Generating {
                    choice, attempts, ..
                },
                _,
            ) => writeln!(
                out,
                "{}",
                Fill(
                    lang,
                    Phrase::MakingSaid.text(lang),
                    &[
                        &choice.shown(lang),
                        &Count((*attempts).into(), lang),
                        &Count(MAX_ATTEMPTS.into(), lang)
                    ]
                )
            ),
            (Phase::Entering(entry), _) => entry.describe(out, lang),
            (Phase::Playing, Some(game)) => game.describe(out),
            (Phase::Playing, None) => Ok(()),
        }
    }
}
