//! The sliding puzzle's screen in words, for a screen reader.

use super::{Phase, SlidingScreen};
use crate::lang::Lang;
use crate::toolkit::menu;

impl SlidingScreen {
    /// Says in text what the screen shows: the board row by row (`_` for the gap), the
    /// moves made, whether it is solved, and the message.
    pub(super) fn describe_screen(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let shape = self.board.size();
        let (w, h) = (shape.width, shape.height);
        let plural = if self.moves == 1 { "" } else { "s" };
        match &self.phase {
            Phase::Arranging { cursor, picked, .. } => {
                write!(
                    out,
                    "Sliding puzzle {w}x{h}: arranging your own start, cursor on row {}, column {}",
                    cursor.row() + 1,
                    cursor.col() + 1
                )?;
                if let Some(p) = picked {
                    write!(out, ", tile {} picked", self.cells()[usize::from(*p)])?;
                }
                writeln!(out)?;
            }
            _ => writeln!(out, "Sliding puzzle {w}x{h}, {} move{plural}", self.moves)?,
        }
        for (r, row) in self.cells().chunks(usize::from(w)).enumerate() {
            write!(out, "row {}:", r + 1)?;
            for &t in row {
                match t {
                    0 => out.write_str(" _")?,
                    t => write!(out, " {t}")?,
                }
            }
            writeln!(out)?;
        }
        if self.board == self.goal {
            writeln!(out, "solved")?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out, Lang::En)?;
        }
        self.message.describe(out)?;
        if let Phase::Arranging { menu, .. } = &self.phase {
            menu::describe_open(out, *menu, Lang::En)?;
        }
        menu::describe_open(out, self.menu, Lang::En)
    }
}
