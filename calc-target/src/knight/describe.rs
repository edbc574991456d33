//! The knight's screen in words, for a screen reader.

use super::{KnightScreen, Open, Phase, slow};
use crate::lang::Lang;
use crate::toolkit::menu;
use jiugong_core::search::Resumable;

impl KnightScreen {
    /// Says in text what the screen shows: the board, start and kind of tour, the tour's
    /// numbers row by row when one is showing (as far as revealed), and the message.
    pub(super) fn describe_screen(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let kind = if self.closed { "closed" } else { "open" };
        let method = match (&self.phase, self.document) {
            (Phase::Touring { .. }, _) => "hand",
            (_, true) => "the document's search",
            (_, false) => "Warnsdorff's rule",
        };
        let n = self.n;
        // The start named as the board's edges name it (a6), as on the screen.
        let start = self.name(self.start);
        writeln!(
            out,
            "Knight's tour {n}x{n}, {kind}, from {start}, by {method}"
        )?;
        match self.phase {
            Phase::Setup => {}
            Phase::Touring { cursor } => {
                let size = self.size();
                write!(
                    out,
                    "your tour: {} of {} squares",
                    self.played.len(),
                    size.squares()
                )?;
                if let Some(last) = self.played().last() {
                    write!(out, ", on {}; jumps to:", self.name(last))?;
                }
                for t in self.legal() {
                    write!(out, " {}", self.name(t))?;
                }
                writeln!(out)?;
                // Rows named as the board's edge names them: ranks, the top one first.
                for r in 0..usize::from(n) {
                    write!(out, "rank {}:", usize::from(n) - r)?;
                    for c in 0..usize::from(n) {
                        let i = (r * usize::from(n) + c) as u8;
                        match self.played.iter().position(|&p| p == i) {
                            Some(k) => write!(out, " {}", k + 1)?,
                            None => out.write_str(" .")?,
                        }
                    }
                    writeln!(out)?;
                }
                let at = size.square(cursor.cell());
                writeln!(out, "cursor on {}", self.name(at))?;
            }
            Phase::Searching => writeln!(
                out,
                "searching: {} (gives up at {} M)",
                slow::Nodes(self.search.nodes()),
                slow::MOST / 1_000_000
            )?,
            Phase::Showing { playback, .. } => {
                let shown = self.shown();
                let board = self.search.board();
                for (r, row) in board.chunks(usize::from(n)).enumerate() {
                    write!(out, "rank {}:", usize::from(n) - r)?;
                    for &v in row {
                        if v <= shown {
                            write!(out, " {v}")?;
                        } else {
                            out.write_str(" .")?;
                        }
                    }
                    writeln!(out)?;
                }
                if !playback.is_done() {
                    playback.describe(out, Lang::En)?;
                }
            }
        }
        self.message.describe(out)?;
        match self.menu {
            Some(Open::Setup(a)) => menu::describe_open(out, Some(a), Lang::En)?,
            Some(Open::Tour(a)) => menu::describe_open(out, Some(a), Lang::En)?,
            None => {}
        }
        Ok(())
    }
}
