//! Klotski's screen in words, for a screen reader.

use super::{KlotskiScreen, Phase};
use crate::lang::Lang;
use crate::toolkit::menu;
use core::fmt::Write;
use jiugong_core::klotski::LAYOUTS;

impl KlotskiScreen {
    /// Says in text what the screen shows: the layout, the board row by row (a block's
    /// letter in each of its cells, `.` for empty), the moves, and the message.
    pub(super) fn describe_screen(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let moves = self.forgotten + self.history.len();
        let plural = if moves == 1 { "" } else { "s" };
        let layout = &LAYOUTS[self.layout];
        if let Phase::Choose(at) = self.phase {
            writeln!(out, "Klotski: choose a layout")?;
            for (i, l) in LAYOUTS.iter().enumerate() {
                let mark = if i == at { " (selected)" } else { "" };
                writeln!(
                    out,
                    "{} {}: fewest {} moves{mark}",
                    l.name, l.pinyin, l.fewest
                )?;
            }
            return Ok(());
        }
        writeln!(out, "Klotski, {moves} move{plural}")?;
        writeln!(
            out,
            "{} ({}): fewest {} moves from the start",
            layout.name, layout.pinyin, layout.fewest
        )?;
        writeln!(out, "{}", super::view::GOAL)?;
        // 5 rows of 4 and 4 slashes: 24 characters.
        let mut text = heapless::String::<32>::new();
        write!(text, "{}", self.board)?;
        for (r, row) in text.split('/').enumerate() {
            writeln!(out, "row {}: {row}", r + 1)?;
        }
        let (r, c) = (self.cursor.row(), self.cursor.col());
        let under = text.split('/').nth(r).and_then(|row| row.chars().nth(c));
        match under {
            Some('.') | None => writeln!(out, "cursor row {}, column {}: empty", r + 1, c + 1)?,
            Some(letter) => writeln!(
                out,
                "cursor row {}, column {}: block {letter}",
                r + 1,
                c + 1
            )?,
        }
        if self.picked.is_some() {
            writeln!(out, "a block is picked: the arrows slide it")?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out, Lang::En)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu, Lang::En)
    }
}
