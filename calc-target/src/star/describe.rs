//! The star's screen in words, for a screen reader.

use super::StarScreen;
use crate::lang::Fill;
use crate::lang::star::Phrase;
use crate::screen::Describe;
use crate::toolkit::menu;

impl Describe for StarScreen {
    /// Says in text what the screen shows: the star and its lines (each line's points in
    /// order), each number placed and the point it is on, where the next number may land,
    /// the point under the cursor, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let lang = self.voice.lang;
        let say = |phrase: Phrase| phrase.text(lang);
        let (shape, filled, points) = (self.shape(), self.order.len(), self.star.points());
        writeln!(
            out,
            "{}",
            Fill(lang, say(Phrase::Said), &[&shape, &filled, &points])
        )?;
        writeln!(out, "{}", Fill(lang, say(Phrase::Fills), &[&self.fills()]))?;
        match self.starts {
            Some(0) => writeln!(out, "{}", say(Phrase::SaidNoStart))?,
            Some(m) => writeln!(out, "{}", Fill(lang, say(Phrase::SaidStarts), &[&m]))?,
            None => {}
        }
        out.write_str(say(Phrase::SaidLines))?;
        for l in 0..self.star.lines() {
            out.write_str(if l == 0 {
                " "
            } else {
                say(Phrase::SaidLineSep)
            })?;
            for (i, &p) in self.star.line(l).iter().enumerate() {
                let dash = if i == 0 { "" } else { "-" };
                write!(out, "{dash}{}", self.name(usize::from(p)))?;
            }
        }
        writeln!(out)?;
        for (i, &p) in self.order.iter().enumerate() {
            let name = self.name(usize::from(p));
            writeln!(out, "{}", Fill(lang, say(Phrase::SaidOn), &[&i, &name]))?;
        }
        // Where a jump from the last number may land, as the core's rule allows it.
        if let Some(&from) = self.order.last() {
            let filled = self.filled();
            let mut legal = (0..self.star.points())
                .filter(|&to| self.star.check_jump(&filled, usize::from(from), to).is_ok())
                .peekable();
            if legal.peek().is_some() {
                let from = self.name(usize::from(from));
                write!(out, "{}", Fill(lang, say(Phrase::SaidJumps), &[&from]))?;
                for to in legal {
                    write!(out, " {}", self.name(to))?;
                }
                writeln!(out)?;
            }
        }
        let cursor = self.name(usize::from(self.cursor));
        writeln!(out, "{}", Fill(lang, say(Phrase::SaidCursor), &[&cursor]))?;
        if let Some((_, playback)) = &self.watching {
            playback.describe(out, lang)?;
        }
        self.voice.message.describe(out)?;
        menu::describe_open(out, self.menu, lang)
    }
}
