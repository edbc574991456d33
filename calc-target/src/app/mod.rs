//! The app: the home menu, the puzzle showing, the Help page and the yes/no question drawn
//! over a puzzle, and the whole app's saved state.
//!
//! Each puzzle's screen lives in a `Slot` from the first time it opens: Back (Esc) goes
//! home and keeps it, and its digit on the home menu shows it again as it was.
//!
//! A file for each job: [`home`] (the home menu), `games` (the kept games), `questions`
//! (the yes/no question over a screen), `help` (the Help key's page), `save` (the whole
//! app saved and read back), `tests`; what shows, the keys' way to it, and drawing stay
//! here.

mod games;
mod help;
pub mod home;
mod questions;
mod save;
mod settings;

use crate::klotski::KlotskiScreen;
use crate::knight::KnightScreen;
use crate::lang::{Fill, Lang, app::Phrase};
use crate::screen::Screen;
pub use crate::settings::{Setting, Settings};
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::state::{self, Garbled};
use crate::sudoku::game::Game;
use crate::toolkit::layout;
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::message::Message;
use crate::toolkit::theme::Themed;
use crate::toolkit::theme::{self, HelpLine, help_line};
use crate::work::LazyRng;
use crate::{Key, Keypad, Keys, Press, SCREEN_HEIGHT, SCREEN_WIDTH};
use core::fmt::Write;
use core::mem::MaybeUninit;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use games::{Games, Slot, with_slot};
use home::{Entry, Puzzle};
use rand_xorshift::XorShiftRng;

/// Where the home menu is drawn (and tapped): under the page's first line.
const HOME_MENU: (i32, i32) = (layout::INDENT, layout::MENU_TOP);

/// What shows: the home menu or a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Showing {
    Home { selected: Entry },
    Puzzle(Puzzle),
    Settings { selected: Setting },
}

/// The calculator app. Keep one in a `static` on a board: it holds every puzzle's game with
/// its room (the Sudoku generator's solver stack, the Klotski search's 32 KiB), about 62
/// KiB in all.
pub struct App {
    showing: Showing,
    /// The Help key's page over the screen: which one.
    rules: Option<u8>,
    /// Whose names the keys have on screen.
    keypad: Keypad,
    games: Games,
    /// One line on the home menu: what happened to the saved games (said in the language
    /// the app speaks when it is shown).
    notice: Option<Notice>,
    /// The format of saved games from a newer app that this one could not read: they are
    /// kept as they are ([`App::save`] refuses), so that the newer app finds them again.
    newer: Option<u16>,
    rng: LazyRng,
    /// The player's settings, given to each screen as it opens.
    settings: Settings,
}

/// What the home menu says of the saved games.
#[derive(Clone, Copy, Debug)]
enum Notice {
    /// They were read back.
    Back,
    /// They could not be: the app starts fresh.
    FreshStart(Garbled),
}

impl core::fmt::Debug for App {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("App")
            .field("showing", &self.showing)
            .finish()
    }
}

impl App {
    /// The app at its home menu; `seed` drives every random choice, so the same seed and
    /// keys give the same screens on every machine.
    pub const fn new(seed: u64) -> App {
        App {
            showing: Showing::Home {
                selected: Entry::Open(Puzzle::Sudoku),
            },
            rules: None,
            settings: Settings::NEW,
            keypad: Keypad::Keyboard,
            games: Games::NONE,
            notice: None,
            newer: None,
            rng: LazyRng::new(seed),
        }
    }

    /// Builds the app at its home menu in `slot`, a board's `static` left uninitialised
    /// (`.bss`, not part of the image; a `static` built as a constant with [`App::new`] puts
    /// its 62 KiB into `.data`, which the image carries), and lends it out.
    ///
    /// ```
    /// use core::mem::MaybeUninit;
    /// use jiugong_calc::App;
    ///
    /// let mut slot = Box::new(MaybeUninit::<App>::uninit());
    /// let app = App::build_in(&mut slot, 7);
    /// let mut screen = String::new();
    /// app.describe(&mut screen).unwrap();
    /// assert!(screen.starts_with("home"));
    /// ```
    #[inline(always)]
    pub fn build_in(slot: &mut MaybeUninit<App>, seed: u64) -> &mut App {
        slot.write(App::new(seed))
    }

    /// Starts over at the home menu with another seed, in place (a board's `static` app,
    /// built before the board reads its clock, gets its seed this way).
    pub fn restart(&mut self, seed: u64) {
        self.showing = Showing::Home {
            selected: Entry::Open(Puzzle::Sudoku),
        };
        self.rules = None;
        self.settings = Settings {
            lang: self.settings.lang,
            today: self.settings.today,
            ..Settings::NEW
        };
        self.games.clear();
        self.notice = None;
        self.rng = LazyRng::new(seed);
    }

    /// Names the keys as `keypad` does, on every screen and in [`App::describe`]: a board
    /// sets its own before the first frame.
    pub fn set_keypad(&mut self, keypad: Keypad) {
        self.keypad = keypad;
    }

    /// Whose names the keys have.
    pub fn keypad(&self) -> Keypad {
        self.keypad
    }

    /// Speaks `lang` on every screen: a board gives the language its system is set to, if
    /// it has one, before it restores the saved games (which keep the player's choice).
    ///
    /// ```
    /// use jiugong_calc::App;
    /// use jiugong_calc::lang::Lang;
    ///
    /// let mut app = App::new(1);
    /// app.set_lang(Lang::Fr);
    /// let mut text = String::new();
    /// app.describe(&mut text).unwrap();
    /// assert!(text.starts_with("menu d'accueil\n1  Sudoku (choisi)\n2  Tour du cavalier\n"));
    /// ```
    pub fn set_lang(&mut self, lang: Lang) {
        let before = self.settings.lang;
        self.settings.lang = lang;
        self.games.configure(self.settings, before);
    }

    /// Gives the board's date, where it knows one (a browser, a calculator's clock): the
    /// Sudoku screen offers the day's puzzle ([`Settings::today`]). A date before 2000 or
    /// one that does not exist is no date.
    ///
    /// ```
    /// use jiugong_calc::App;
    ///
    /// let mut app = App::new(1);
    /// app.set_today(2026, 11, 29);
    /// assert_eq!(app.settings().today, Some(9830));
    /// ```
    pub fn set_today(&mut self, year: u32, month: u32, day: u32) {
        self.set_day(jiugong_core::sudoku::Numbered::day(year, month, day));
    }

    /// Gives the board's clock, in seconds since 1970 (UTC), as the TI-Nspire's real-time
    /// clock counts: its day is the date, as [`App::set_today`] takes it. A clock before
    /// 2000 (one never set) gives no date.
    ///
    /// ```
    /// use jiugong_calc::App;
    ///
    /// let mut app = App::new(1);
    /// app.set_clock(1_795_953_600); // 2026-11-29, 12:00 UTC
    /// assert_eq!(app.settings().today, Some(9830));
    /// app.set_clock(0);
    /// assert_eq!(app.settings().today, None);
    /// ```
    pub fn set_clock(&mut self, seconds: u64) {
        self.set_day(jiugong_core::sudoku::Numbered::day_of_clock(seconds));
    }

    fn set_day(&mut self, number: Option<u32>) {
        let before = self.settings.lang;
        self.settings.today = number;
        self.games.configure(self.settings, before);
    }

    fn puzzle(&self) -> Option<Puzzle> {
        match self.showing {
            Showing::Puzzle(p) => Some(p),
            Showing::Home { .. } | Showing::Settings { .. } => None,
        }
    }

    /// The screen kept in `slot`, while `puzzle` (the slot's puzzle) is showing.
    fn showing<'a, S: Screen>(&self, puzzle: Puzzle, slot: &'a Slot<S>) -> Option<&'a S> {
        slot.screen
            .as_ref()
            .filter(|_| self.puzzle() == Some(puzzle))
    }

    /// The Sudoku game on screen, if any.
    pub fn sudoku(&self) -> Option<&Game> {
        self.showing(Puzzle::Sudoku, &self.games.sudoku)?.game()
    }

    /// The knight's tour screen, if showing.
    pub fn knight(&self) -> Option<&KnightScreen> {
        self.showing(Puzzle::Knight, &self.games.knight)
    }

    /// The sliding-puzzle screen, if showing.
    pub fn sliding(&self) -> Option<&SlidingScreen> {
        self.showing(Puzzle::Sliding, &self.games.sliding)
    }

    /// The Klotski screen, if showing.
    pub fn klotski(&self) -> Option<&KlotskiScreen> {
        self.showing(Puzzle::Klotski, &self.games.klotski)
    }

    /// The star screen (the pentagram first), if showing.
    pub fn star(&self) -> Option<&StarScreen> {
        self.showing(Puzzle::Star, &self.games.star)
    }

    /// Attempts so far while a Sudoku puzzle is being made, if one is.
    pub fn generating(&self) -> Option<u32> {
        self.showing(Puzzle::Sudoku, &self.games.sudoku)?
            .generating()
    }

    /// True on the home menu (not under the Help page): where a board's Esc leaves the app.
    pub fn at_home(&self) -> bool {
        matches!(self.showing, Showing::Home { .. }) && self.rules.is_none()
    }

    /// What the home menu says of the saved games (restored, or why not).
    pub fn notice(&self) -> Message {
        let mut said = Message::new();
        let lang = self.settings.lang;
        match self.notice {
            None => {}
            Some(Notice::Back) => said.fill(lang, Phrase::GamesBack.text(lang), &[]),
            Some(Notice::FreshStart(e)) => {
                let (why, version) = match e {
                    Garbled::Foreign => (Phrase::SavedForeign, 0),
                    Garbled::Version(v) if v > state::VERSION => (Phrase::SavedNewer, v),
                    Garbled::Version(v) => (Phrase::SavedOlder, v),
                    Garbled::Truncated => (Phrase::SavedTruncated, 0),
                    Garbled::Trailing => (Phrase::SavedTrailing, 0),
                    Garbled::Checksum => (Phrase::SavedDamaged, 0),
                    Garbled::Invalid => (Phrase::SavedImpossible, 0),
                    Garbled::Full => (Phrase::SavedFull, 0),
                };
                let why = Fill(lang, why.text(lang), &[&version]);
                said.fill(lang, Phrase::FreshStart.text(lang), &[&why]);
            }
        }
        said
    }

    /// Handles one key press.
    pub fn handle(&mut self, key: Key) {
        self.notice = None;
        if let Some(at) = self.rules {
            self.turn_page(at, key);
            return;
        }
        match self.showing {
            Showing::Home { selected } => {
                let open = match key {
                    Key::Up => {
                        self.showing = Showing::Home {
                            selected: selected.up(),
                        };
                        None
                    }
                    Key::Down => {
                        self.showing = Showing::Home {
                            selected: selected.down(),
                        };
                        None
                    }
                    Key::Digit(d @ 1..) => Entry::ALL.get(usize::from(d) - 1).copied(),
                    Key::Ok => Some(selected),
                    Key::Help => {
                        self.rules = Some(0);
                        None
                    }
                    _ => None,
                };
                match open {
                    // A puzzle opens where the player left it.
                    Some(Entry::Open(p)) => {
                        let settings = self.settings;
                        if with_slot!(&mut self.games, p, |slot| slot.open(settings)) {
                            self.showing = Showing::Puzzle(p);
                        }
                    }
                    Some(Entry::Settings) => {
                        self.showing = Showing::Settings {
                            selected: Setting::Mistakes,
                        }
                    }
                    None => {}
                }
            }
            Showing::Settings { selected } => {
                if key == Key::Help {
                    self.rules = Some(0);
                    return;
                }
                let before = self.settings.lang;
                self.showing = match self.settings.handle(selected, key) {
                    Some(selected) => Showing::Settings { selected },
                    None => Showing::Home {
                        selected: Entry::Settings,
                    },
                };
                self.games.configure(self.settings, before);
            }
            Showing::Puzzle(p) => {
                let asking = with_slot!(&self.games, p, |slot| slot.asking.is_some());
                if key == Key::Help && !asking {
                    self.rules = Some(0);
                    return;
                }
                let (games, rng) = self.games_and_rng();
                if !with_slot!(games, p, |slot| slot.handle(key, rng)) {
                    self.showing = Showing::Home {
                        selected: Entry::Open(p),
                    };
                }
            }
        }
    }

    /// Handles one tap at `at` on the screen: the home menu's entry tapped opens, the
    /// showing puzzle's cursor goes there and acts as its screen says ([`Input::tap`](crate::screen::Input::tap)).
    /// A Help page or a question takes no tap.
    pub fn tap(&mut self, at: Point) {
        self.notice = None;
        let on_screen =
            (0..SCREEN_WIDTH as i32).contains(&at.x) && (0..SCREEN_HEIGHT as i32).contains(&at.y);
        if self.rules.is_some() || !on_screen {
            return;
        }
        match self.showing {
            Showing::Home { .. } => {
                let (w, lang) = (layout::INDENTED_WIDTH, self.settings.lang);
                if let Some(key) = menu::tap::<Entry>(HOME_MENU, w, lang, at) {
                    self.handle(key);
                }
            }
            Showing::Settings { .. } => {
                if let Some(key) = settings::tap(at) {
                    self.handle(key);
                }
            }
            Showing::Puzzle(p) => {
                let (games, rng) = self.games_and_rng();
                if !with_slot!(games, p, |slot| slot.tap(at, rng)) {
                    self.showing = Showing::Home {
                        selected: Entry::Open(p),
                    };
                }
            }
        }
    }

    /// Handles a key or a tap.
    pub fn press(&mut self, press: Press) {
        match press {
            Press::Key(key) => self.handle(key),
            Press::Tap(at) => self.tap(at),
        }
    }

    /// One slice of pending work (the game clock); true while more work is pending. Nothing
    /// moves while a Help page is open: the Sudoku clock stops, a search waits.
    pub fn tick(&mut self) -> bool {
        let Showing::Puzzle(p) = self.showing else {
            return false;
        };
        if self.rules.is_some() {
            return false;
        }
        let (games, rng) = self.games_and_rng();
        with_slot!(games, p, |slot| slot.tick(rng))
    }

    /// The games, and the random numbers the app lends the showing one for a key or a
    /// tick (with the room its slot keeps).
    fn games_and_rng(&mut self) -> (&mut Games, &mut XorShiftRng) {
        let App { games, rng, .. } = self;
        (games, rng.get())
    }

    /// The current screen's help line, in the player's language.
    pub fn help(&self) -> HelpLine {
        let lang = self.settings.lang;
        match self.showing {
            // A page turns only where there is another.
            _ if self.rules.is_some() && self.rules_page().pages() > 1 => {
                help_line(lang, help::PAGE_KEYS)
            }
            _ if self.rules.is_some() => help_line(lang, &help::PAGE_KEYS[1..]),
            Showing::Home { .. } => help_line(
                lang,
                &[
                    (Keys::UpDown, Phrase::Choose),
                    (Keys::OK, Phrase::Open),
                    (Keys::Digits(1, 6), Phrase::Open),
                    (Keys::HELP, Phrase::AboutKey),
                ],
            ),
            Showing::Settings { .. } => help_line(lang, settings::KEYS),
            Showing::Puzzle(p) => with_slot!(&self.games, p, |slot| slot.help(lang)),
        }
    }

    /// Says in text what the screen shows, as a screen reader would read it: which screen,
    /// what is on it (a menu's entries with the selected one, a puzzle's board row by row,
    /// what was said, a question asked), then the keys the help line offers.
    ///
    /// ```
    /// use jiugong_calc::App;
    ///
    /// let mut text = String::new();
    /// App::new(1).describe(&mut text).unwrap();
    /// assert!(text.starts_with("home menu\n1  Sudoku (selected)\n2  Knight's tour\n"));
    /// ```
    pub fn describe(&self, out: &mut impl Write) -> core::fmt::Result {
        let lang = self.settings.lang;
        match self.showing {
            _ if self.rules.is_some() => {
                let at = self.rules.unwrap_or(0);
                self.rules_page().describe(out, self.keypad, at)?;
            }
            Showing::Home { selected } => {
                writeln!(out, "{}", Phrase::HomeMenu.text(lang))?;
                menu::describe(out, selected, lang)?;
                let notice = self.notice();
                if !notice.is_empty() {
                    writeln!(out, "{}", &*notice)?;
                }
            }
            Showing::Settings { selected } => self.settings.describe(out, selected)?,
            Showing::Puzzle(p) => with_slot!(&self.games, p, |slot| slot.describe(out, lang))?,
        }
        write!(out, "{}", Phrase::KeysSaid.text(lang))?;
        for (i, &(keys, action)) in self.help().iter().enumerate() {
            let sep = if i == 0 {
                ""
            } else {
                Phrase::ListSep.text(lang)
            };
            match keys {
                Keys::Note => write!(out, "{sep}{action}")?,
                keys => write!(out, "{sep}{} {action}", self.keypad.name(keys, lang))?,
            }
        }
        writeln!(out)
    }

    /// Draws the current screen on a 320×240 display, its help line in the keypad's names.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let mut d = Themed {
            display: d,
            high_contrast: self.settings.high_contrast,
        };
        self.draw_screen(&mut d)?;
        theme::help_bar(&mut d, self.keypad, self.settings.lang, &self.help())
    }

    /// The settings the player chose.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    fn draw_screen<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        if let Some(at) = self.rules {
            return self.rules_page().draw(d, self.keypad, at);
        }
        let lang = self.settings.lang;
        match self.showing {
            Showing::Home { selected } => {
                theme::frame(d, Phrase::AppName.text(lang))?;
                let (x, y) = (layout::INDENT, layout::FIRST_LINE);
                theme::text(d, Phrase::Tagline.text(lang), x, y, theme::INK)?;
                menu::draw(d, HOME_MENU, layout::INDENTED_WIDTH, selected, lang)?;
                theme::wrapped(d, &self.notice(), x, 150, 40, 210).map(|_| ())
            }
            Showing::Puzzle(p) => {
                with_slot!(&self.games, p, |slot| slot.draw(d, self.keypad, lang))
            }
            Showing::Settings { selected } => self.settings.draw(d, selected),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
