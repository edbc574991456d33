//! The line of text a screen says things on, kept with the saved games.

use crate::lang::{Fill, Lang};

/// The line of text a screen says things on: a hint's technique, why a move is illegal, a
/// search's result. A message longer than its 128 bytes (42 Hanzi) is cut there.
#[derive(Clone, Debug, Default)]
pub struct Message(heapless::String<128>);

impl Message {
    /// An empty message.
    pub const fn new() -> Message {
        Message(heapless::String::new())
    }

    /// Writes `args` (words already in the player's language), replacing what was there.
    pub fn write(&mut self, args: core::fmt::Arguments<'_>) {
        /// Keeps the characters that fit and drops the rest (a `heapless::String` takes a
        /// piece whole or not at all).
        struct Cut<'a>(&'a mut heapless::String<128>);
        impl core::fmt::Write for Cut<'_> {
            fn write_str(&mut self, s: &str) -> core::fmt::Result {
                for c in s.chars() {
                    if self.0.push(c).is_err() {
                        break;
                    }
                }
                Ok(())
            }
        }
        self.0.clear();
        // A message longer than the line is cut there: the overflow is not an error.
        let _ = core::fmt::Write::write_fmt(&mut Cut(&mut self.0), args);
    }

    /// Writes `template` (a phrase's text in `lang`) with its placeholders filled by `args`
    /// ([`Fill`]); a screen says its phrases through its [`Voice`](super::voice::Voice).
    ///
    /// ```
    /// use jiugong_calc::lang::{Lang, app::Phrase};
    /// use jiugong_calc::toolkit::message::Message;
    ///
    /// let mut said = Message::new();
    /// said.fill(Lang::Zh, Phrase::Playing.text(Lang::Zh), &[&3, &30]);
    /// assert_eq!(&*said, "第 3/30 步");
    /// ```
    pub fn fill(&mut self, lang: Lang, template: &str, args: &[&dyn core::fmt::Display]) {
        self.write(format_args!("{}", Fill(lang, template, args)));
    }

    /// Says nothing.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Writes what is said as a line of a screen's description, if anything is.
    pub fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        if self.0.is_empty() {
            return Ok(());
        }
        writeln!(out, "{}", self.0)
    }

    /// Writes what is said, for a saved game.
    pub fn save(&self, out: &mut crate::state::Writer<'_>) {
        out.list(self.0.as_bytes());
    }

    /// Reads what [`Message::save`] wrote: text of at most a line.
    pub fn load(input: &mut crate::state::Reader<'_>) -> Result<Message, crate::state::Garbled> {
        let text =
            core::str::from_utf8(input.list()?).map_err(|_| crate::state::Garbled::Invalid)?;
        heapless::String::try_from(text)
            .map(Message)
            .map_err(|_| crate::state::Garbled::Invalid)
    }
}

impl core::ops::Deref for Message {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    #[test]
    fn a_long_message_is_cut_at_the_line_not_dropped() {
        let mut m = Message::new();
        m.write(format_args!("{}", "a".repeat(140)));
        assert_eq!(m.len(), 128);
        m.write(format_args!("{}{}", "b".repeat(124), "cdefgh"));
        assert_eq!(&m[124..], "cdef");
        m.write(format_args!("{}", "数".repeat(50)));
        assert_eq!(m.chars().count(), 42, "cut at a character's boundary");
    }
}
