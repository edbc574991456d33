//! The yes/no question a screen asks before a key throws away what the player made: the
//! keys that answer it, its help line, its words, and its dialog over the screen.

use super::App;
use super::games::{Slot, with_slot};
use crate::lang::{Fill, Lang, app::Phrase};
use crate::screen::{Lent, Outcome, Screen};
use crate::toolkit::dialog::{self, QUESTION_HELP};
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keypad};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use rand_xorshift::XorShiftRng;

impl<S: Screen> Slot<S> {
    /// Handles a key: the question's answer if one is asked; false when the player leaves.
    pub(super) fn handle(&mut self, key: Key, rng: &mut XorShiftRng) -> bool {
        let Some(screen) = &mut self.screen else {
            return false;
        };
        let lent = &mut Lent {
            rng,
            room: &mut self.room,
        };
        if let Some((_, then)) = self.asking {
            match key {
                Key::Ok | Key::Digit(1) => {
                    self.asking = None;
                    screen.confirmed(then, lent);
                }
                Key::Back | Key::Digit(0) | Key::Undo => self.asking = None,
                _ => {}
            }
            return true;
        }
        match screen.handle(key, lent) {
            Outcome::Stay => true,
            Outcome::Leave => false,
            Outcome::Ask { question, then } => {
                self.asking = Some((question, then));
                true
            }
        }
    }

    /// Handles a tap: the screen's cursor goes there and the key the tap means is handled
    /// ([`Screen::tap`]); none while a question is asked; false when the player leaves.
    pub(super) fn tap(&mut self, at: Point, rng: &mut XorShiftRng) -> bool {
        let Some(screen) = &mut self.screen else {
            return false;
        };
        if self.asking.is_some() {
            return true;
        }
        match screen.tap(at) {
            Some(key) => self.handle(key, rng),
            None => true,
        }
    }

    /// The help line: the question's while one is asked, else the screen's.
    pub(super) fn help(&self, lang: Lang) -> HelpLine {
        match (&self.screen, self.asking) {
            (_, Some(_)) => help_line(lang, QUESTION_HELP),
            (Some(screen), None) => screen.help(),
            (None, None) => HelpLine::new(),
        }
    }

    /// The screen in words, then the question asked, if one is.
    pub(super) fn describe(&self, out: &mut dyn Write, lang: Lang) -> core::fmt::Result {
        if let Some(screen) = &self.screen {
            screen.describe(out)?;
        }
        match self.asking {
            Some((question, _)) => {
                let said = Fill(lang, Phrase::QuestionSaid.text(lang), &[&question]);
                writeln!(out, "{said}")
            }
            None => Ok(()),
        }
    }

    /// The screen, and the question's dialog over it while one is asked.
    pub(super) fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        keypad: Keypad,
        lang: Lang,
    ) -> Result<(), D::Error> {
        if let Some(screen) = &self.screen {
            screen.draw(d)?;
        }
        match self.asking {
            Some((question, _)) => dialog::question(d, keypad, lang, question),
            None => Ok(()),
        }
    }
}

impl App {
    /// The question the showing puzzle asks the player, if one waits for a yes or no.
    pub fn question(&self) -> Option<&'static str> {
        let p = self.puzzle()?;
        with_slot!(&self.games, p, |slot| slot.asking.map(|(q, _)| q))
    }
}
