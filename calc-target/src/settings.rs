//! The player's settings as values: whether Sudoku counts mistakes, which way its pencil
//! marks are laid out, colours of higher contrast, and the language; kept with the saved
//! games (from format version 6; the language from 7). Every puzzle's screen is given
//! them; the settings screen (`app/settings.rs`) shows and switches them.

use crate::lang::Lang;
use crate::state::{Coded, Garbled, Reader, Writer};

/// The player's settings, given to every puzzle's screen ([`crate::screen::Screen::configure`]).
///
/// ```
/// use jiugong_calc::Settings;
/// use jiugong_calc::lang::Lang;
///
/// let settings = Settings::default();
/// assert!(!settings.mistakes && !settings.keypad_marks && !settings.high_contrast);
/// assert_eq!(settings.lang, Lang::En);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Sudoku counts the digits placed in pen that are not the solution's, on the side
    /// panel and with the win.
    pub mistakes: bool,
    /// Sudoku's pencil marks in the keypad's order, 7 8 9 on the top row (otherwise the
    /// newspapers' order, 1 2 3 on top).
    pub keypad_marks: bool,
    /// Colours of higher contrast: black text and lines, stronger shades.
    pub high_contrast: bool,
    /// The language of every screen (from format version 7; before, the board's).
    pub lang: Lang,
    /// The day's number when the board knows the date (the days from 1 January 2000, No.
    /// 1: [`Numbered::of_day`](jiugong_core::sudoku::Numbered::of_day)): the day's Sudoku.
    /// Not saved: the board gives it at each start.
    pub today: Option<u32>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::NEW
    }
}

/// One line of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// [`Settings::mistakes`].
    Mistakes,
    /// [`Settings::keypad_marks`].
    KeypadMarks,
    /// [`Settings::high_contrast`].
    HighContrast,
    /// [`Settings::lang`]: its value is the language's own name, which a player finds in
    /// any language.
    Language,
}

impl Settings {
    /// Every setting off, in English: the app as it starts (a board then gives its own
    /// language).
    pub const NEW: Settings = Settings {
        mistakes: false,
        keypad_marks: false,
        high_contrast: false,
        lang: Lang::En,
        today: None,
    };

    /// Whether `setting` is on (the language: whether it is not English).
    pub(crate) fn get(&self, setting: Setting) -> bool {
        match setting {
            Setting::Language => self.lang != Lang::En,
            Setting::Mistakes => self.mistakes,
            Setting::KeypadMarks => self.keypad_marks,
            Setting::HighContrast => self.high_contrast,
        }
    }

    /// Turns `setting` on if it was off, off if it was on; the language goes to the next.
    pub fn switch(&mut self, setting: Setting) {
        let on = match setting {
            Setting::Language => {
                self.lang = self.lang.next();
                return;
            }
            Setting::Mistakes => &mut self.mistakes,
            Setting::KeypadMarks => &mut self.keypad_marks,
            Setting::HighContrast => &mut self.high_contrast,
        };
        *on = !*on;
    }

    /// One byte, a bit a switch (bit [`Setting::byte`]), then the language's byte.
    pub fn save(&self, out: &mut Writer<'_>) {
        let bits = SWITCHES
            .iter()
            .fold(0u8, |b, &s| b | u8::from(self.get(s)) << s.byte());
        out.u8(bits);
        out.coded(self.lang);
    }

    /// Reads what [`Settings::save`] wrote (before format 7, without the language: `lang`
    /// stays); a bit no setting has, or a language the app does not speak, is refused.
    pub fn load(input: &mut Reader<'_>, lang: Lang) -> Result<Settings, Garbled> {
        let bits = input.u8()?;
        let switches = SWITCHES.iter().fold(0u8, |b, &s| b | 1 << s.byte());
        if bits & !switches != 0 {
            return Err(Garbled::Invalid);
        }
        let mut settings = Settings {
            lang,
            ..Settings::NEW
        };
        for &s in &SWITCHES {
            if bits >> s.byte() & 1 != 0 {
                settings.switch(s);
            }
        }
        if input.version() >= 7 {
            settings.lang = input.coded()?;
        }
        Ok(settings)
    }
}

/// Each setting's byte in a saved state (a switch's bit in the settings' byte), whatever
/// the screen's order.
impl Coded for Setting {
    const BYTES: &'static [(Setting, u8)] = &[
        (Setting::Mistakes, 0),
        (Setting::KeypadMarks, 1),
        (Setting::HighContrast, 2),
        (Setting::Language, 3),
    ];
}

/// The settings that are on or off (each a bit of the saved byte).
pub(crate) const SWITCHES: [Setting; 3] = [
    Setting::Mistakes,
    Setting::KeypadMarks,
    Setting::HighContrast,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_has_a_byte_of_its_own() {
        crate::state::assert_own_bytes(&[
            Setting::Mistakes,
            Setting::KeypadMarks,
            Setting::HighContrast,
            Setting::Language,
        ]);
    }

    #[test]
    fn every_combination_is_saved_and_read_back() {
        for bits in 0u8..24 {
            let mut settings = Settings {
                lang: Lang::ALL[usize::from(bits / 8)],
                ..Settings::default()
            };
            for (i, &s) in SWITCHES.iter().enumerate() {
                if bits >> i & 1 != 0 {
                    settings.switch(s);
                }
            }
            let mut buf = [0u8; 64];
            let mut out = Writer::new(&mut buf);
            settings.save(&mut out);
            let n = crate::state::seal(out).unwrap();
            let mut input = crate::state::open(&buf[..n]).unwrap();
            assert_eq!(Settings::load(&mut input, Lang::Fr), Ok(settings));
        }
    }

    #[test]
    fn a_bit_no_setting_has_is_refused() {
        let mut buf = [0u8; 64];
        let mut out = Writer::new(&mut buf);
        out.u8(1 << SWITCHES.len());
        let n = crate::state::seal(out).unwrap();
        let mut input = crate::state::open(&buf[..n]).unwrap();
        assert_eq!(Settings::load(&mut input, Lang::En), Err(Garbled::Invalid));
    }
}
