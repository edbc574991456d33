//! A screen's voice: the language it speaks and the line it says things on.

use super::message::Message;
use crate::lang::{Lang, Words};

/// The player's language and the message line, one for each screen: a screen says its
/// phrases through it ([`Voice::say`]) and draws its words in `lang`. The language comes
/// with the settings ([`Screen::configure`](crate::screen::Screen::configure)); the
/// message is kept with the saved game.
///
/// ```
/// use jiugong_calc::lang::{Lang, app::Phrase};
/// use jiugong_calc::toolkit::voice::Voice;
///
/// let mut voice = Voice::new();
/// voice.lang = Lang::Zh;
/// voice.say(Phrase::Playing, &[&3, &30]);
/// assert_eq!(&*voice.message, "第 3/30 步");
/// ```
#[derive(Clone, Debug)]
pub struct Voice {
    /// The player's language.
    pub lang: Lang,
    /// What the screen said last.
    pub message: Message,
}

impl Voice {
    /// English, nothing said.
    pub const fn new() -> Voice {
        Voice {
            lang: Lang::En,
            message: Message::new(),
        }
    }

    /// Says `words` in the voice's language, their placeholders filled by `args`,
    /// replacing what was said before.
    pub fn say(&mut self, words: impl Words, args: &[&dyn core::fmt::Display]) {
        self.message.fill(self.lang, words.text(self.lang), args);
    }
}

impl Default for Voice {
    fn default() -> Self {
        Voice::new()
    }
}
