//! The Sudoku screen in words, for a screen reader.

use super::records::{Said, StreakSaid};
use super::view::{MakingSaid, Named};
use super::{MAX_ATTEMPTS, Phase, SudokuScreen, words};
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
            (Phase::Variants(kind, selected), _) => {
                writeln!(out, "{}", Phrase::LevelsSaid.text(lang))?;
                let kind_line = Phrase::KindLine.text(lang);
                writeln!(out, "{}", Fill(lang, kind_line, &[&kind.name(lang)]))?;
                menu::describe_in(out, kind.rungs(), *selected, lang)?;
                let choice = selected.choice();
                if let Some(record) = self.records.of_kind(*kind, choice) {
                    let (record, name) = (Said(record, lang), choice.name(lang));
                    let said = Phrase::RecordOf.text(lang);
                    writeln!(out, "{}", Fill(lang, said, &[&name, &record]))?;
                }
                self.message.describe(out)
            }
            (Phase::Making(kind, level, making, tries), _) => {
                let named = Named(*kind, words::level(*level).text(lang), lang);
                let said = Phrase::Making.text(lang);
                writeln!(out, "{}", Fill(lang, said, &[&named]))?;
                writeln!(out, "{}", MakingSaid(*making, *tries, lang))
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
