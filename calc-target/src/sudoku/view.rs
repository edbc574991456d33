//! The Sudoku screen drawn: the level menu, the puzzle being made, or the typed-in grid's or
//! the game's own drawing.

use super::kinds::{Kind, Rung};
use super::levels::Choice;
use super::records::{Said, StreakSaid};
use super::{MAX_ATTEMPTS, Phase, SudokuScreen, words};
use crate::display::SCREEN_WIDTH;
use crate::lang::number::Count;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::screen::View;
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::{layout, theme};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use jiugong_core::sudoku::variant::Making;

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
                self.draw_under_levels(d, Kind::Classic, *selected, Choice::ALL.len())
            }
            (Phase::Variants(kind, selected), _) => {
                theme::frame(d, Phrase::NewPuzzleTitle.text(lang))?;
                let (rungs, w) = (kind.rungs(), layout::INDENTED_WIDTH);
                menu::draw_in(d, rungs, LEVELS, w, *selected, lang)?;
                let choice = selected.choice();
                // Below the longest list: the line stays where it is as the kind changes.
                self.draw_under_levels(d, *kind, choice, Rung::LEVELS)
            }
            (Phase::Making(kind, level, making, tries), _) => {
                let named = Named(*kind, words::level(*level).text(lang), lang);
                self.draw_making(d, &named, &MakingSaid(*making, *tries, lang))
            }
            (Phase::Numbering(prompt), _) => prompt.draw(d, lang, self.settings.today),
            (
                Phase::Generating {
                    choice, attempts, ..
                },
                _,
            ) => {
                let attempt = Phrase::Attempt.text(lang);
                let (made, most) = (
                    Count((*attempts).into(), lang),
                    Count(MAX_ATTEMPTS.into(), lang),
                );
                let progress = Fill(lang, attempt, &[&made, &most]);
                self.draw_making(d, &choice.shown(lang), &progress)
            }
            (Phase::Entering(entry), _) => entry.draw(d, lang),
            (Phase::Playing, Some(game)) => game.draw(d),
            (Phase::Playing, None) => Ok(()),
        }
    }
}

impl SudokuScreen {
    /// A puzzle being made: "making a puzzle: {what}", up to the screen's right margin (the
    /// paper's method's label takes two lines), and 16 below its last line's top, how far
    /// the making is.
    fn draw_making<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        what: &dyn core::fmt::Display,
        progress: &dyn core::fmt::Display,
    ) -> Result<(), D::Error> {
        let lang = self.settings.lang;
        theme::frame(d, Phrase::NewPuzzleTitle.text(lang))?;
        let mut line = heapless::String::<96>::new();
        let _ = write!(line, "{}", Fill(lang, Phrase::Making.text(lang), &[what]));
        let (x, y) = (layout::INDENT, layout::FIRST_LINE);
        let columns = (SCREEN_WIDTH as i32 - layout::MARGIN - x) as usize / 6;
        let next = theme::wrapped(d, &line, x, y, columns, layout::MESSAGE_BOTTOM)?;
        let below = next - theme::line_pitch(&line) + 16;
        line.clear();
        let _ = write!(line, "{progress}");
        theme::wrapped(d, &line, x, below, columns, layout::MESSAGE_BOTTOM).map(|_| ())
    }

    /// Under a level menu of `entries` lines: the kind of grid between the arrows that
    /// change it, the selected level's record on that grid, the days in a row where the
    /// board knows the date, and what the last making said.
    fn draw_under_levels<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        kind: Kind,
        selected: Choice,
        entries: usize,
    ) -> Result<(), D::Error> {
        let lang = self.settings.lang;
        let mut line = heapless::String::<96>::new();
        let mut y = layout::FIRST_LINE + 14 * entries as i32 + 20;
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::KindLine.text(lang), &[&kind.name(lang)])
        );
        theme::text(d, &line, layout::INDENT, y, theme::INK)?;
        y += 14;
        if let Some(record) = self.records.of_kind(kind, selected) {
            line.clear();
            let (record, name) = (Said(record, lang), selected.name(lang));
            let _ = write!(
                line,
                "{}",
                Fill(lang, Phrase::RecordOf.text(lang), &[&name, &record])
            );
            theme::text(d, &line, layout::INDENT, y, theme::INK)?;
            y += 14;
        }
        // The days in a row, where the board knows the date.
        if let Some(today) = self.settings.today {
            line.clear();
            let _ = write!(line, "{}", StreakSaid(self.records.streak(), today, lang));
            theme::text(d, &line, layout::INDENT, y, theme::INK)?;
            y += 14;
        }
        let columns = (SCREEN_WIDTH as i32 - layout::MARGIN - layout::INDENT) as usize / 6;
        theme::wrapped(
            d,
            &self.message,
            layout::INDENT,
            y + 6,
            columns,
            layout::MESSAGE_BOTTOM,
        )
        .map(|_| ())
    }
}

/// A kind of grid and a level, as the line of a puzzle being made names them: "Killer
/// Sudoku, hard".
pub(super) struct Named(pub Kind, pub &'static str, pub Lang);

impl core::fmt::Display for Named {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (kind, level, lang) = (self.0, self.1, self.2);
        let comma = Phrase::ListComma.text(lang);
        write!(f, "{}{comma}{level}", kind.name(lang))
    }
}

/// What the variant maker is at, in words: "taking givens away: 40 of 81 cells (try 2)".
pub(super) struct MakingSaid(pub Making, pub u16, pub Lang);

impl core::fmt::Display for MakingSaid {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (making, tries, lang) = (self.0, self.1 + 1, self.2);
        let (phrase, a, b) = match making {
            Making::Grid | Making::Over => (Phrase::MakingGrid, tries, 0),
            Making::Cages => (Phrase::MakingCages, tries, 0),
            Making::Givens { tried, cells } => {
                let said = Phrase::MakingGivens.text(lang);
                return Fill(lang, said, &[&tried, &cells, &tries]).fmt(f);
            }
            Making::Level => (Phrase::MakingLevel, tries, 0),
        };
        Fill(lang, phrase.text(lang), &[&a, &b]).fmt(f)
    }
}
