//! The star's screen in words, for a screen reader.

use super::{SHAPES, StarScreen};
use crate::lang::Lang;
use crate::toolkit::menu;

impl StarScreen {
    /// Says in text what the screen shows: the star and its lines (each line's points in
    /// order), each number placed and the point it is on, where the next number may land,
    /// the point under the cursor, and the message.
    pub(super) fn describe_screen(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let (n, k) = SHAPES[self.shape];
        writeln!(
            out,
            "Star {{{n}/{k}}}: {} of {} points filled",
            self.order.len(),
            self.star.points()
        )?;
        match self.starts {
            Some(0) => writeln!(out, "no point starts a full filling of this star")?,
            Some(m) => writeln!(out, "{m} of its points start a full filling")?,
            None => {}
        }
        write!(out, "lines:")?;
        for l in 0..self.star.lines() {
            write!(out, "{}", if l == 0 { " " } else { "; " })?;
            for (i, &p) in self.star.line(l).iter().enumerate() {
                let dash = if i == 0 { "" } else { "-" };
                write!(out, "{dash}{}", self.name(usize::from(p)))?;
            }
        }
        writeln!(out)?;
        for (i, &p) in self.order.iter().enumerate() {
            writeln!(out, "{i} on {}", self.name(usize::from(p)))?;
        }
        // Where a jump from the last number may land, as the core's rule allows it.
        if let Some(&from) = self.order.last() {
            let filled = self.filled();
            let mut legal = (0..self.star.points())
                .filter(|&to| self.star.check_jump(&filled, usize::from(from), to).is_ok())
                .peekable();
            if legal.peek().is_some() {
                write!(out, "jumps from {}:", self.name(usize::from(from)))?;
                for to in legal {
                    write!(out, " {}", self.name(to))?;
                }
                writeln!(out)?;
            }
        }
        writeln!(out, "cursor on {}", self.name(usize::from(self.cursor)))?;
        if let Some((_, playback)) = &self.watching {
            playback.describe(out, Lang::En)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu, Lang::En)
    }
}
