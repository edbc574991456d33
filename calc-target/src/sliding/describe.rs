//! The sliding puzzle's screen in words, for a screen reader.

use super::{Phase, SlidingScreen};
use crate::lang::Fill;
use crate::lang::number::Count;
use crate::lang::sliding::Phrase;
use crate::screen::Describe;
use crate::toolkit::menu;
use crate::toolkit::record::MovesSaid;

impl Describe for SlidingScreen {
    /// Says in text what the screen shows: the board row by row (`_` for the gap), the
    /// moves made, whether it is solved, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let shape = self.board.size();
        let (w, h) = (shape.width, shape.height);
        let lang = self.voice.lang;
        let title = Fill(lang, Phrase::Title.text(lang), &[&w, &h]);
        match &self.phase {
            Phase::Arranging { cursor, picked, .. } => {
                let (row, column) = (cursor.row() + 1, cursor.col() + 1);
                let said = Phrase::ArrangingSaid.text(lang);
                write!(out, "{}", Fill(lang, said, &[&title, &row, &column]))?;
                if let Some(p) = picked {
                    let tile = self.cells()[usize::from(*p)];
                    write!(
                        out,
                        "{}",
                        Fill(lang, Phrase::PickedSaid.text(lang), &[&tile])
                    )?;
                }
                writeln!(out)?;
            }
            _ => {
                let said = Phrase::MovesSaid.text(lang);
                writeln!(out, "{}", Fill(lang, said, &[&title, &self.moves]))?;
            }
        }
        for (r, row) in self.cells().chunks(usize::from(w)).enumerate() {
            write!(
                out,
                "{}",
                Fill(lang, Phrase::RowSaid.text(lang), &[&(r + 1)])
            )?;
            for &t in row {
                match t {
                    0 => out.write_str(" _")?,
                    t => write!(out, " {t}")?,
                }
            }
            writeln!(out)?;
        }
        if *self.shown() == self.goal {
            writeln!(out, "{}", Phrase::SolvedSaid.text(lang))?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out, lang)?;
        }
        if let Phase::Play = self.phase {
            // The player's record at this size, as the side panel shows it.
            writeln!(out, "{}", MovesSaid(&self.record(), lang))?;
        }
        if let Phase::AllPaths(search) = &self.phase {
            // The side panel's counts, as it shows them.
            let paths = Count(search.paths(), lang);
            let steps = Count(search.counters().steps, lang);
            let done = search.thousandths() / 10;
            for (phrase, value) in [
                (Phrase::Paths, &paths as &dyn core::fmt::Display),
                (Phrase::Steps, &steps),
                (Phrase::Done, &done),
            ] {
                writeln!(out, "{}", Fill(lang, phrase.text(lang), &[value]))?;
            }
        }
        self.voice.message.describe(out)?;
        if let Phase::Arranging { menu, .. } = &self.phase {
            menu::describe_open(out, *menu, lang)?;
        }
        menu::describe_open(out, self.menu, lang)
    }
}
