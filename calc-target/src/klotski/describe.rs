//! Klotski's screen in words, for a screen reader.

use super::{KlotskiScreen, Phase};
use crate::lang::klotski::Phrase;
use crate::lang::{Fill, app};
use crate::screen::Describe;
use crate::toolkit::menu;
use crate::toolkit::record::MovesSaid;
use core::fmt::Write;
use jiugong_core::klotski::LAYOUTS;

impl Describe for KlotskiScreen {
    /// Says in text what the screen shows: the layout, the board row by row (a block's
    /// letter in each of its cells, `.` for empty), the moves, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let lang = self.voice.lang;
        let moves = self.forgotten + self.history.len();
        let layout = &LAYOUTS[self.layout];
        if let Phase::Choose(at) = self.phase {
            writeln!(out, "{}", Phrase::ChooseSaid.text(lang))?;
            for (i, l) in LAYOUTS.iter().enumerate() {
                let mark = if i == at {
                    app::Phrase::Selected.text(lang)
                } else {
                    ""
                };
                let line = Fill(
                    lang,
                    Phrase::LayoutSaid.text(lang),
                    &[&l.name, &l.pinyin, &l.fewest],
                );
                writeln!(out, "{line}{mark}")?;
            }
            // The player's record at the layout selected, as under its picture.
            write!(out, "{}", MovesSaid(&self.record(at), lang))?;
            return writeln!(out);
        }
        writeln!(
            out,
            "{}",
            Fill(lang, Phrase::MovesSaid.text(lang), &[&moves])
        )?;
        let fewest = [
            &layout.name as &dyn core::fmt::Display,
            &layout.pinyin,
            &layout.fewest,
        ];
        writeln!(
            out,
            "{}",
            Fill(lang, Phrase::LayoutFewest.text(lang), &fewest)
        )?;
        writeln!(out, "{}", Phrase::Goal.text(lang))?;
        // 5 rows of 4 and 4 slashes: 24 characters.
        let mut text = heapless::String::<32>::new();
        write!(text, "{}", self.shown())?;
        for (r, row) in text.split('/').enumerate() {
            writeln!(
                out,
                "{}",
                Fill(lang, Phrase::RowSaid.text(lang), &[&(r + 1), &row])
            )?;
        }
        let (r, c) = (self.cursor.row(), self.cursor.col());
        let under = text.split('/').nth(r).and_then(|row| row.chars().nth(c));
        let (row, column) = (r + 1, c + 1);
        match under {
            Some('.') | None => {
                let said = Phrase::CursorEmpty.text(lang);
                writeln!(out, "{}", Fill(lang, said, &[&row, &column]))?
            }
            Some(letter) => {
                let said = Phrase::CursorBlock.text(lang);
                writeln!(out, "{}", Fill(lang, said, &[&row, &column, &letter]))?
            }
        }
        if self.picked.is_some() {
            writeln!(out, "{}", Phrase::PickedSaid.text(lang))?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out, lang)?;
        }
        self.voice.message.describe(out)?;
        menu::describe_open(out, self.menu, lang)
    }
}
