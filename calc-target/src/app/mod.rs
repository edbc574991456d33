//! The app: the home menu, the puzzle showing, the Help page and the yes/no question drawn
//! over a puzzle, and the whole app's saved state.
//!
//! Each puzzle's screen lives in a `Slot` from the first time it opens: Back (Esc) goes
//! home and keeps it, and its digit on the home menu shows it again as it was.

pub mod home;

use crate::Key;
use crate::klotski::{self, KlotskiScreen};
use crate::knight::KnightScreen;
use crate::screen::{Lent, Outcome, Screen};
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::state::{self, Garbled, Reader, Writer};
use crate::sudoku::SudokuScreen;
use crate::sudoku::game::Game;
use crate::toolkit::dialog::{self, QUESTION_HELP};
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::theme::{self, Help, Message};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use home::{ABOUT, Puzzle};
use jiugong_core::sudoku::Generator;
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

/// One puzzle's screen, kept while the player visits the others, and the question it asked
/// the player, if one is waiting for a yes or no.
#[derive(Debug)]
struct Slot<S: Screen> {
    screen: Option<S>,
    asking: Option<(&'static str, S::Confirmed)>,
}

impl<S: Screen> Slot<S> {
    const EMPTY: Slot<S> = Slot {
        screen: None,
        asking: None,
    };

    /// Empty again, in place: assigning [`Slot::EMPTY`] would copy the screen's whole
    /// storage from a constant kept in the program.
    fn clear(&mut self) {
        self.screen = None;
        self.asking = None;
    }

    /// The screen as the player left it, or fresh the first time; false if it cannot open.
    fn open(&mut self) -> bool {
        match &mut self.screen {
            Some(screen) => screen.reopen(),
            None => self.screen = S::fresh(),
        }
        self.screen.is_some()
    }

    /// Handles a key: the question's answer if one is asked; false when the player leaves.
    fn handle(&mut self, key: Key, lent: &mut Lent<'_>) -> bool {
        let Some(screen) = &mut self.screen else {
            return false;
        };
        if let Some((_, then)) = self.asking {
            match key {
                Key::Enter | Key::Digit(1) => {
                    self.asking = None;
                    screen.confirmed(then, lent);
                }
                Key::Esc | Key::Digit(0) | Key::Del => self.asking = None,
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

    fn tick(&mut self, lent: &mut Lent<'_>) -> bool {
        self.screen.as_mut().is_some_and(|s| s.tick(lent))
    }

    fn help(&self) -> Help<'static> {
        match (&self.screen, self.asking) {
            (_, Some(_)) => QUESTION_HELP,
            (Some(screen), None) => screen.help(),
            (None, None) => &[],
        }
    }

    fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        if let Some(screen) = &self.screen {
            screen.describe(out)?;
        }
        match self.asking {
            Some((question, _)) => writeln!(out, "question: {question}"),
            None => Ok(()),
        }
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        if let Some(screen) = &self.screen {
            screen.draw(d)?;
        }
        match self.asking {
            Some((question, _)) => {
                // The screen's own help line gives way to the question's.
                theme::help_bar(d, QUESTION_HELP)?;
                dialog::question(d, question)
            }
            None => Ok(()),
        }
    }

    /// Whether the puzzle was opened, then its game (a question waiting is not kept).
    fn save(&self, out: &mut Writer<'_>) {
        out.bool(self.screen.is_some());
        if let Some(screen) = &self.screen {
            screen.save(out);
        }
    }

    fn load(input: &mut Reader<'_>) -> Result<Slot<S>, Garbled> {
        let screen = match input.bool()? {
            true => Some(S::load(input)?),
            false => None,
        };
        Ok(Slot {
            screen,
            asking: None,
        })
    }
}

/// Each puzzle's slot. No heap on a calculator: all five are stored inline, in the app's
/// `static`.
#[derive(Debug)]
struct Games {
    sudoku: Slot<SudokuScreen>,
    knight: Slot<KnightScreen>,
    sliding: Slot<SlidingScreen>,
    klotski: Slot<KlotskiScreen>,
    star: Slot<StarScreen>,
}

impl Games {
    const NONE: Games = Games {
        sudoku: Slot::EMPTY,
        knight: Slot::EMPTY,
        sliding: Slot::EMPTY,
        klotski: Slot::EMPTY,
        star: Slot::EMPTY,
    };
}

/// Runs `$body` with `$slot` bound to the slot of `$puzzle` in `$games` (shared or mutable,
/// as `$games` is): one line for what every puzzle does alike.
macro_rules! with_slot {
    ($games:expr, $puzzle:expr, |$slot:ident| $body:expr) => {
        with_slot!(@each $games, $puzzle, $slot, $body,
            Sudoku sudoku, Knight knight, Sliding sliding, Klotski klotski, Star star)
    };
    (@each $games:expr, $puzzle:expr, $slot:ident, $body:expr, $($variant:ident $field:ident),+) => {
        match $puzzle {
            $(Puzzle::$variant => {
                let Games { $field: $slot, .. } = $games;
                $body
            })+
        }
    };
}

impl Games {
    /// Every game dropped, in place ([`Slot::clear`]), rather than by assigning
    /// [`Games::NONE`].
    fn clear(&mut self) {
        for p in Puzzle::ALL {
            with_slot!(&mut *self, p, |slot| slot.clear());
        }
    }
}

/// What shows: the home menu or a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Showing {
    Home { selected: Puzzle },
    Puzzle(Puzzle),
}

/// The app's random generator, seeded on first use so that an [`App`] can be a constant
/// (a board keeps it in a `static`, built in place).
#[derive(Debug)]
struct LazyRng {
    seed: u64,
    rng: Option<XorShiftRng>,
}

impl LazyRng {
    const fn new(seed: u64) -> LazyRng {
        LazyRng { seed, rng: None }
    }

    fn get(&mut self) -> &mut XorShiftRng {
        let seed = self.seed;
        self.rng
            .get_or_insert_with(|| XorShiftRng::seed_from_u64(seed))
    }
}

/// The calculator app. Keep one in a `static` on a board: it holds the Sudoku generator
/// (with its solver's stack), every puzzle's game and the Klotski search's 32 KiB room,
/// about 60 KiB in all.
pub struct App {
    showing: Showing,
    /// The Help key's page is over the screen.
    rules: bool,
    games: Games,
    /// One line on the home menu: what happened to the saved games.
    notice: Message,
    rng: LazyRng,
    generator: Generator,
    /// The room a search runs in: kept here, built in place with the app, rather than in
    /// a screen, which is built on the stack when it opens.
    room: [u32; klotski::ROOM],
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
                selected: Puzzle::Sudoku,
            },
            rules: false,
            games: Games::NONE,
            notice: Message::new(),
            rng: LazyRng::new(seed),
            generator: Generator::new(),
            room: [0; klotski::ROOM],
        }
    }

    /// Starts over at the home menu with another seed, in place (a board's `static` app,
    /// built as a constant, gets its seed from the board's clock this way).
    pub fn restart(&mut self, seed: u64) {
        self.showing = Showing::Home {
            selected: Puzzle::Sudoku,
        };
        self.rules = false;
        self.games.clear();
        self.notice.clear();
        self.rng = LazyRng::new(seed);
    }

    fn puzzle(&self) -> Option<Puzzle> {
        match self.showing {
            Showing::Puzzle(p) => Some(p),
            Showing::Home { .. } => None,
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
        matches!(self.showing, Showing::Home { .. }) && !self.rules
    }

    /// The question the showing puzzle asks the player, if one waits for a yes or no.
    pub fn question(&self) -> Option<&'static str> {
        let p = self.puzzle()?;
        with_slot!(&self.games, p, |slot| slot.asking.map(|(q, _)| q))
    }

    /// True while the Help key's page of rules is showing.
    pub fn showing_rules(&self) -> bool {
        self.rules
    }

    /// What the home menu says of the saved games (restored, or why not).
    pub fn notice(&self) -> &str {
        &self.notice
    }

    /// Handles one key press.
    pub fn handle(&mut self, key: Key) {
        self.notice.clear();
        if self.rules {
            self.rules = false; // any key closes the page
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
                    Key::Digit(d @ 1..) => Puzzle::ALL.get(usize::from(d) - 1).copied(),
                    Key::Enter => Some(selected),
                    Key::Help => {
                        self.rules = true;
                        None
                    }
                    _ => None,
                };
                // A puzzle opens where the player left it.
                if let Some(p) = open {
                    if with_slot!(&mut self.games, p, |slot| slot.open()) {
                        self.showing = Showing::Puzzle(p);
                    }
                }
            }
            Showing::Puzzle(p) => {
                let asking = with_slot!(&self.games, p, |slot| slot.asking.is_some());
                if key == Key::Help && !asking {
                    self.rules = true;
                    return;
                }
                let (games, mut lent) = self.games_and_lent();
                if !with_slot!(games, p, |slot| slot.handle(key, &mut lent)) {
                    self.showing = Showing::Home { selected: p };
                }
            }
        }
    }

    /// One slice of pending work (the game clock); true while more work is pending.
    pub fn tick(&mut self) -> bool {
        let Showing::Puzzle(p) = self.showing else {
            return false;
        };
        let (games, mut lent) = self.games_and_lent();
        with_slot!(games, p, |slot| slot.tick(&mut lent))
    }

    /// The games, and what the app lends the showing one for a key or a tick.
    fn games_and_lent(&mut self) -> (&mut Games, Lent<'_>) {
        let App {
            games,
            rng,
            generator,
            room,
            ..
        } = self;
        let lent = Lent {
            rng: rng.get(),
            generator,
            room,
        };
        (games, lent)
    }

    /// The current screen's help line.
    pub fn help(&self) -> Help<'static> {
        match self.showing {
            _ if self.rules => &[("any key", "back")],
            Showing::Home { .. } => &[
                ("up/down", "choose"),
                ("enter or 1-5", "open, as left"),
                ("help", "about"),
            ],
            Showing::Puzzle(p) => with_slot!(&self.games, p, |slot| slot.help()),
        }
    }

    /// The Help page's title and paragraphs for what shows.
    fn rules_page(&self) -> (&'static str, &'static [&'static str]) {
        match self.showing {
            Showing::Home { .. } => ("jiugong: about", ABOUT),
            Showing::Puzzle(Puzzle::Sudoku) => ("Rules: Sudoku", SudokuScreen::RULES),
            Showing::Puzzle(Puzzle::Knight) => ("Rules: knight's tour", KnightScreen::RULES),
            Showing::Puzzle(Puzzle::Sliding) => ("Rules: sliding puzzle", SlidingScreen::RULES),
            Showing::Puzzle(Puzzle::Klotski) => ("Rules: Klotski", KlotskiScreen::RULES),
            Showing::Puzzle(Puzzle::Star) => ("Rules: the star", StarScreen::RULES),
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
        match self.showing {
            _ if self.rules => {
                let (title, paragraphs) = self.rules_page();
                dialog::describe_page(out, title, paragraphs)?;
            }
            Showing::Home { selected } => {
                writeln!(out, "home menu")?;
                menu::describe(out, selected)?;
                if !self.notice.is_empty() {
                    writeln!(out, "{}", &*self.notice)?;
                }
            }
            Showing::Puzzle(p) => with_slot!(&self.games, p, |slot| slot.describe(out))?,
        }
        write!(out, "keys:")?;
        for (i, (key, action)) in self.help().iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(out, "{sep}{key} {action}")?;
        }
        writeln!(out)
    }

    /// Draws the current screen on a 320×240 display.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        match self.showing {
            _ if self.rules => {
                let (title, paragraphs) = self.rules_page();
                dialog::page(d, title, paragraphs)
            }
            Showing::Home { selected } => {
                theme::frame(d, "jiugong", self.help())?;
                theme::text(d, "five puzzles, one core", 40, 40, theme::INK)?;
                menu::draw(d, (40, 60), 240, selected)?;
                theme::wrapped(d, &self.notice, 40, 150, 40, 210).map(|_| ())
            }
            Showing::Puzzle(p) => with_slot!(&self.games, p, |slot| slot.draw(d)),
        }
    }

    /// Writes the whole app's state — what shows and every puzzle's game — into `buf` as
    /// [`state`] lays it out; its length. [`state::MAX_BYTES`] always suffice.
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
        let mut out = Writer::new(buf);
        match self.showing {
            Showing::Home { selected } => out.bytes(&[0, selected.index() as u8]),
            Showing::Puzzle(p) => out.bytes(&[1, p.index() as u8]),
        }
        for p in Puzzle::ALL {
            with_slot!(&self.games, p, |slot| slot.save(&mut out));
        }
        state::seal(out)
    }

    /// Reads a state [`App::save`] wrote. Anything wrong with it — another program's file,
    /// another version, damage, an impossible game — starts the app fresh instead, and the
    /// home menu says why in one line ([`App::notice`]); the error says it too.
    pub fn restore(&mut self, saved: &[u8]) -> Result<(), Garbled> {
        match self.read(saved) {
            Ok(()) => {
                self.notice.say(format_args!("your games are back"));
                Ok(())
            }
            Err(e) => {
                self.games.clear();
                self.showing = Showing::Home {
                    selected: Puzzle::Sudoku,
                };
                self.notice
                    .say(format_args!("saved games {e}: fresh start"));
                Err(e)
            }
        }
    }

    fn read(&mut self, saved: &[u8]) -> Result<(), Garbled> {
        let mut input = state::open(saved)?;
        let (kind, which) = (input.below(2)?, input.below(Puzzle::ALL.len() as u8)?);
        let which = Puzzle::ALL[usize::from(which)];
        self.rules = false;
        for p in Puzzle::ALL {
            with_slot!(&mut self.games, p, |slot| *slot = Slot::load(&mut input)?);
        }
        input.end()?;
        self.showing = match kind {
            0 => Showing::Home { selected: which },
            _ if with_slot!(&self.games, which, |slot| slot.screen.is_some()) => {
                Showing::Puzzle(which)
            }
            _ => return Err(Garbled::Invalid),
        };
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests;
