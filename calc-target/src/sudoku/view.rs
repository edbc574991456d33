//! The Sudoku screen drawn: the level menu, the puzzle being made, or the typed-in grid's or
//! the game's own drawing.

use super::levels::Choice;
use super::records::{Said, StreakSaid};
use super::{MAX_ATTEMPTS, Phase, SudokuScreen};
use crate::display::SCREEN_WIDTH;
use crate::lang::Fill;
use crate::lang::number::Count;
use crate::lang::sudoku::Phrase;
use crate::screen::View;
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::{layout, theme};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Where the level menu is drawn (and tapped): on the page's first line.
pub(super) const LEVELS: (i32, i32) = (layout::INDENT, layout::FIRST_LINE);

impl View for SudokuScreen {
    /// Draws what shows: the level menu, the puzzle being made, the grid being typed in, or
    /// the game.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let lang = self.settings.lang;
        match (&self.phase, &self.game) {
            (Phase::Levels(selected), _) => {
                theme::frame(d, Phrase::NewPuzzleTitle.text(lang))?;
                menu::draw(d, LEVELS, layout::INDENTED_WIDTH, *selected, lang)?;
                // The selected level's record, under the list.
                let mut line = heapless::String::<96>::new();
                let record = Said(self.records.of(*selected), lang);
                let name = selected.name(lang);
                let _ = write!(
                    line,
                    "{}",
                    Fill(lang, Phrase::RecordOf.text(lang), &[&name, &record])
                );
                let y = layout::FIRST_LINE + 14 * Choice::ALL.len() as i32 + 20;
                theme::text(d, &line, layout::INDENT, y, theme::INK)?;
                // The days in a row, where the board knows the date.
                if let Some(today) = self.settings.today {
                    line.clear();
                    let _ = write!(line, "{}", StreakSaid(self.records.streak(), today, lang));
                    theme::text(d, &line, layout::INDENT, y + 14, theme::INK)?;
                }
                Ok(())
            }
            (Phase::Numbering(prompt), _) => prompt.draw(d, lang, self.settings.today),
            (
                Phase::Generating {
                    choice, attempts, ..
                },
                _,
            ) => {
                theme::frame(d, Phrase::NewPuzzleTitle.text(lang))?;
                let mut line = heapless::String::<96>::new();
                let making = Phrase::Making.text(lang);
                let _ = write!(line, "{}", Fill(lang, making, &[&choice.shown(lang)]));
                let (x, y) = (layout::INDENT, layout::FIRST_LINE);
                // Up to the screen's right margin; the paper's method's label takes two lines.
                let columns = (SCREEN_WIDTH as i32 - layout::MARGIN - x) as usize / 6;
                let next = theme::wrapped(d, &line, x, y, columns, layout::MESSAGE_BOTTOM)?;
                // 16 below the last line's top.
                let below = next - theme::line_pitch(&line) + 16;
                line.clear();
                let attempt = Phrase::Attempt.text(lang);
                let (made, most) = (
                    Count((*attempts).into(), lang),
                    Count(MAX_ATTEMPTS.into(), lang),
                );
                let _ = write!(line, "{}", Fill(lang, attempt, &[&made, &most]));
                theme::text(d, &line, x, below, theme::INK).map(|_| ())
            }
            (Phase::Entering(entry), _) => entry.draw(d, lang),
            (Phase::Playing, Some(game)) => game.draw(d),
            (Phase::Playing, None) => Ok(()),
        }
    }
}
