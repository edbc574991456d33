//! The knight's screen in words, for a screen reader.

use super::{KnightScreen, Open, Phase};
use crate::lang::Fill;
use crate::lang::knight::Phrase;
use crate::screen::Describe;
use crate::toolkit::menu;
use jiugong_core::search::Resumable;

impl Describe for KnightScreen {
    /// Says in text what the screen shows: the board, start and kind of tour, the tour's
    /// numbers row by row when one is showing (as far as revealed), and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let lang = self.voice.lang;
        let say = |phrase: Phrase| phrase.text(lang);
        let kind = if self.closed {
            Phrase::Closed
        } else {
            Phrase::Open
        };
        let method = match (&self.phase, self.document) {
            (Phase::Touring { .. }, _) => Phrase::SaidHand,
            (_, true) => Phrase::SaidDocument,
            (_, false) => Phrase::SaidWarnsdorff,
        };
        let n = self.n;
        // The start named as the board's edges name it (a6), as on the screen.
        let start = self.name(self.start);
        writeln!(
            out,
            "{}",
            Fill(
                lang,
                say(Phrase::Said),
                &[&n, &say(kind), &start, &say(method)]
            )
        )?;
        // A row named as the board's edge names it: its rank, the top one first.
        let rank = |out: &mut dyn core::fmt::Write, r: usize| {
            write!(
                out,
                "{}",
                Fill(lang, say(Phrase::SaidRank), &[&(usize::from(n) - r)])
            )
        };
        match self.phase {
            Phase::Setup => {}
            Phase::Touring { cursor } => {
                let size = self.size();
                let (played, squares) = (self.played.len(), size.squares());
                write!(
                    out,
                    "{}",
                    Fill(lang, say(Phrase::SaidTour), &[&played, &squares])
                )?;
                if let Some(last) = self.played().last() {
                    let last = self.name(last);
                    write!(out, "{}", Fill(lang, say(Phrase::SaidJumps), &[&last]))?;
                }
                // Each with the digit that picks it, as the board numbers them.
                for (k, &t) in self.jumps().iter().enumerate() {
                    write!(out, " {}={}", k + 1, self.name(t))?;
                }
                writeln!(out)?;
                for r in 0..usize::from(n) {
                    rank(out, r)?;
                    for c in 0..usize::from(n) {
                        let i = (r * usize::from(n) + c) as u8;
                        match self.played.iter().position(|&p| p == i) {
                            Some(k) => write!(out, " {}", k + 1)?,
                            None => out.write_str(" .")?,
                        }
                    }
                    writeln!(out)?;
                }
                let at = self.name(size.square(cursor.cell()));
                writeln!(out, "{}", Fill(lang, say(Phrase::SaidCursor), &[&at]))?;
            }
            Phase::Searching => {
                let nodes = self.nodes(self.search.nodes());
                writeln!(out, "{}", Fill(lang, say(Phrase::SaidSearching), &[&nodes]))?
            }
            Phase::Showing { playback, .. } => {
                let shown = self.shown();
                let board = self.search.board();
                for (r, row) in board.chunks(usize::from(n)).enumerate() {
                    rank(out, r)?;
                    for &v in row {
                        if v <= shown {
                            write!(out, " {v}")?;
                        } else {
                            out.write_str(" .")?;
                        }
                    }
                    writeln!(out)?;
                }
                if !playback.is_done() || playback.is_paused() {
                    playback.describe(out, lang)?;
                }
            }
        }
        self.voice.message.describe(out)?;
        let [open, closed] = self.tours;
        writeln!(
            out,
            "{}, {}",
            Fill(lang, say(Phrase::Tours), &[&open.saturating_add(closed)]),
            Fill(lang, say(Phrase::ClosedTours), &[&closed])
        )?;
        match self.menu {
            Some(Open::Setup(a)) => menu::describe_open(out, Some(a), lang)?,
            Some(Open::Tour(a)) => menu::describe_open(out, Some(a), lang)?,
            None => {}
        }
        Ok(())
    }
}
