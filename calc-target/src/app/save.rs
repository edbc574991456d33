//! The whole app saved and read back: what shows, then every puzzle's kept game, then the
//! settings (from format version 6); anything wrong with a saved state starts the app
//! fresh, with a notice.

use super::games::with_slot;
use super::home::{Entry, Puzzle};
use super::{App, Notice, Settings, Showing};
use crate::settings::Setting;
use crate::state::{self, Coded, Garbled, Writer};

impl App {
    /// Writes the whole app's state — what shows and every puzzle's game — into `buf` as
    /// [`state`] lays it out; its length. [`state::MAX_BYTES`] always suffice. After
    /// [`App::restore`] met games saved by a newer app, it refuses with that error
    /// ([`Garbled::Version`]): every board then keeps the newer games as they are, and a
    /// player who goes back to the newer app finds them.
    ///
    /// ```
    /// use jiugong_calc::{App, Key, state};
    ///
    /// let mut app = App::new(3);
    /// app.handle(Key::Digit(3)); // the sliding puzzle
    /// app.handle(Key::Down);
    /// let mut file = [0u8; state::MAX_BYTES];
    /// let n = app.save(&mut file).unwrap();
    ///
    /// let mut again = App::new(4);
    /// again.restore(&file[..n]).unwrap();
    /// assert_eq!(again.sliding().unwrap().board(), app.sliding().unwrap().board());
    /// ```
    pub fn save(&self, buf: &mut [u8]) -> Result<usize, Garbled> {
        if let Some(v) = self.newer {
            return Err(Garbled::Version(v));
        }
        let mut out = Writer::new(buf);
        match self.showing {
            Showing::Home { selected } => out.bytes(&[0, selected.byte()]),
            Showing::Puzzle(p) => out.bytes(&[1, p.byte()]),
            Showing::Settings { selected } => out.bytes(&[2, selected.byte()]),
        }
        for &(p, _) in Puzzle::BYTES {
            with_slot!(&self.games, p, |slot| slot.save(&mut out));
        }
        self.settings.save(&mut out);
        state::seal(out)
    }

    /// Reads a state [`App::save`] wrote. Anything wrong with it — another program's file,
    /// another version, damage, an impossible game — starts the app fresh instead, and the
    /// home menu says why in one line ([`App::notice`]); the error says it too.
    pub fn restore(&mut self, saved: &[u8]) -> Result<(), Garbled> {
        self.newer = None;
        match self.read(saved) {
            Ok(()) => {
                self.notice = Some(Notice::Back);
                Ok(())
            }
            Err(e) => {
                if let Garbled::Version(v) = e
                    && v > state::VERSION
                {
                    self.newer = Some(v);
                }
                self.games.clear();
                self.settings = Settings {
                    lang: self.settings.lang,
                    today: self.settings.today,
                    ..Settings::NEW
                };
                self.showing = Showing::Home {
                    selected: Entry::Open(Puzzle::Sudoku),
                };
                self.notice = Some(Notice::FreshStart(e));
                Err(e)
            }
        }
    }

    fn read(&mut self, saved: &[u8]) -> Result<(), Garbled> {
        let mut input = state::open(saved)?;
        // Version 6 added the settings: the home menu's entry for them, their screen.
        let kinds = match input.version() {
            ..=5 => 2,
            _ => 3,
        };
        let kind = input.below(kinds)?;
        let which = input.u8()?;
        self.rules = None;
        for &(p, _) in Puzzle::BYTES {
            with_slot!(&mut self.games, p, |slot| slot.load(&mut input)?);
        }
        let lang = self.settings.lang;
        let settings = match input.version() {
            ..=5 => Settings {
                lang,
                ..Settings::NEW
            },
            _ => Settings::load(&mut input, lang)?,
        };
        input.end()?;
        self.showing = match (kind, Puzzle::from_byte(which)) {
            // (Before version 6 the home menu had no settings entry.)
            (0, _) => match Entry::from_byte(which) {
                Some(Entry::Settings) if input.version() <= 5 => return Err(Garbled::Invalid),
                Some(selected) => Showing::Home { selected },
                None => return Err(Garbled::Invalid),
            },
            (1, Some(p)) if with_slot!(&self.games, p, |slot| slot.screen.is_some()) => {
                Showing::Puzzle(p)
            }
            (2, _) => Showing::Settings {
                selected: Setting::from_byte(which).ok_or(Garbled::Invalid)?,
            },
            _ => return Err(Garbled::Invalid),
        };
        // The day is the board's, not the saved games'.
        let settings = Settings {
            today: self.settings.today,
            ..settings
        };
        self.settings = settings;
        // What the games said was said in the language saved with them.
        self.games.configure(settings, settings.lang);
        Ok(())
    }
}
