//! The star's screen in words, for a screen reader.

use super::{SHAPES, StarScreen};
use crate::toolkit::menu;

impl StarScreen {
    /// Says in text what the screen shows: the star, each number placed and the point it is
    /// on, the point under the cursor, and the message.
    pub(super) fn describe_screen(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let (n, k) = SHAPES[self.shape];
        writeln!(
            out,
            "Star {{{n}/{k}}}: {} of {} points filled",
            self.order.len(),
            self.star.points()
        )?;
        for (i, &p) in self.order.iter().enumerate() {
            writeln!(out, "{i} on {}", self.name(usize::from(p)))?;
        }
        writeln!(out, "cursor on {}", self.name(usize::from(self.cursor)))?;
        if let Some((_, playback)) = &self.watching {
            playback.describe(out)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu)
    }
}
