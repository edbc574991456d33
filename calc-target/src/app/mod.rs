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
mod tests {
    use super::*;
    use embedded_graphics::mock_display::MockDisplay;
    use jiugong_core::sliding::{Board, Heuristic, ManhattanLinear};
    use jiugong_core::sudoku::Grid;

    fn run(app: &mut App, script: &str) {
        for key in Key::parse_script(script) {
            app.handle(key.unwrap());
            while app.tick() {}
        }
    }

    #[test]
    fn home_to_a_game_and_back() {
        let mut app = App::new(1);
        assert!(app.at_home());
        run(&mut app, "enter down enter");
        let game = app.sudoku().unwrap();
        assert_eq!(game.cursor(), 0);
        run(&mut app, "esc esc");
        assert!(app.at_home());
    }

    #[test]
    fn keys_fill_clear_and_undo() {
        let mut app = App::new(2);
        run(&mut app, "enter enter");
        let empty = {
            let g = app.sudoku().unwrap();
            (0..81).find(|&c| g.givens().get(c) == 0).unwrap()
        };
        let moves: heapless::String<200> = {
            let mut s = heapless::String::new();
            for _ in 0..empty / 9 {
                let _ = s.push_str("down "); // at most 80 cells: fits
            }
            for _ in 0..empty % 9 {
                let _ = s.push_str("right ");
            }
            s
        };
        run(&mut app, &moves);
        assert_eq!(app.sudoku().unwrap().cursor(), empty);
        run(&mut app, "5");
        assert_eq!(app.sudoku().unwrap().grid().get(empty), 5);
        run(&mut app, "del");
        assert_eq!(app.sudoku().unwrap().grid().get(empty), 0);
        run(&mut app, "0");
        assert_eq!(app.sudoku().unwrap().grid().get(empty), 5);
        // Pencil marks through the menu.
        run(&mut app, "del menu enter 1 9");
        assert_eq!(app.sudoku().unwrap().marks(empty), 0b1_0000_0001);
    }

    #[test]
    fn hints_and_solve_finish_the_puzzle() {
        let mut app = App::new(3);
        run(&mut app, "enter enter enter");
        assert!(!app.sudoku().unwrap().message().is_empty());
        // The hint placed nothing yet; anything placed would be asked about first.
        run(&mut app, "menu down down down enter");
        if let Some(question) = app.question() {
            assert!(question.contains("solution"), "{question}");
            run(&mut app, "enter");
        }
        let g = app.sudoku().unwrap();
        assert!(g.is_solved());
        assert!(g.givens().is_solved_by(g.grid()));
    }

    #[test]
    fn draws_without_panicking_and_frames_the_screen() {
        let mut app = App::new(4);
        let mut display = MockDisplay::<Rgb565>::new();
        display.set_allow_overdraw(true);
        display.set_allow_out_of_bounds_drawing(true);
        // MockDisplay is 64×64: the title bar's corner is checked.
        app.draw(&mut display).unwrap();
        assert_eq!(display.get_pixel(Point::new(0, 0)), Some(theme::BAR));
        assert_eq!(
            display.get_pixel(Point::new(0, 20)),
            Some(theme::BACKGROUND)
        );
        run(&mut app, "enter enter");
        app.draw(&mut display).unwrap();
    }

    #[test]
    fn each_puzzle_keeps_its_game_while_the_player_visits_others() {
        let mut app = App::new(7);
        run(&mut app, "enter enter right right down 5");
        let (cursor, grid) = {
            let g = app.sudoku().unwrap();
            (g.cursor(), *g.grid())
        };
        // Esc keeps the game; the knight and the sliding puzzle keep theirs too.
        run(&mut app, "esc");
        assert!(app.at_home());
        run(&mut app, "3 down left");
        let (slide, moves) = (
            *app.sliding().unwrap().board(),
            app.sliding().unwrap().moves(),
        );
        assert!(moves > 0);
        run(&mut app, "esc 2 down esc 1");
        let g = app.sudoku().expect("Sudoku opens where it was left");
        assert_eq!((g.cursor(), *g.grid()), (cursor, grid));
        run(&mut app, "esc 3");
        assert_eq!(*app.sliding().unwrap().board(), slide);
        assert_eq!(app.sliding().unwrap().moves(), moves);
        // A solved Sudoku is done: opening Sudoku again offers a new puzzle. Solving over
        // the player's 5 asks first.
        run(&mut app, "esc 1 menu down down down enter");
        assert!(app.question().is_some());
        run(&mut app, "1");
        assert!(app.sudoku().unwrap().is_solved());
        run(&mut app, "esc 1");
        assert!(app.sudoku().is_none() && app.generating().is_none() && !app.at_home());
    }

    #[test]
    fn sliding_messages_say_what_the_last_key_did() {
        // The document's start has the gap in the bottom-right corner.
        let mut app = App::new(6);
        run(&mut app, "3 up");
        assert_eq!(
            app.sliding().unwrap().message(),
            "no tile there: the gap is at the bottom edge"
        );
        run(&mut app, "left");
        assert_eq!(
            app.sliding().unwrap().message(),
            "no tile there: the gap is at the right edge"
        );
        run(&mut app, "down");
        assert_eq!(
            app.sliding().unwrap().message(),
            "",
            "a legal move: nothing stale"
        );
        // Solved by the search, then moved on: what the search said does not stay.
        let mut app = App::new(6);
        run(&mut app, "3 menu 1 enter");
        let s = app.sliding().unwrap();
        assert_eq!(*s.board(), Board::goal(s.board().size()));
        assert!(!s.message().is_empty());
        run(&mut app, "down");
        assert_eq!(app.sliding().unwrap().message(), "");
    }

    #[test]
    fn every_screen_says_what_it_shows() {
        let mut app = App::new(11);
        // Each screen's first line, then its board, after these keys.
        for (script, first, inside) in [
            ("", "home menu", "1  Sudoku (selected)"),
            (
                "1",
                "Sudoku: new puzzle, choose a level",
                "easy: SE 1.0-2.4 (selected)",
            ),
            ("enter", "Sudoku: easy", "row 9:"),
            (
                "esc 2",
                "Knight's tour 8x8, open, from row 3, column 1",
                "keys: arrows start",
            ),
            ("enter", "Knight's tour 8x8", "row 8:"),
            ("esc esc 3", "Sliding puzzle 3x3, 0 moves", "row 3: 2 1 _"),
            ("esc 4", "Klotski, 0 moves", "row 5: E..F"),
            ("esc 5", "Star {5/2}: 0 of 10 points filled", "cursor on A"),
        ] {
            run(&mut app, script);
            let mut text = heapless::String::<2048>::new();
            app.describe(&mut text).unwrap();
            assert!(text.starts_with(first), "{script}: {text}");
            assert!(text.contains(inside), "{script}: {text}");
            // The help line, in words.
            let (key, action) = app.help()[0];
            let mut keys = heapless::String::<64>::new();
            let _ = write!(keys, "keys: {key} {action}");
            assert!(text.contains(keys.as_str()), "{script}: {text}");
        }
    }

    #[test]
    fn a_shuffled_sliding_puzzle_never_opens_solved() {
        for seed in 0..200 {
            let mut app = App::new(seed);
            run(&mut app, "3 4");
            let s = app.sliding().unwrap();
            assert_eq!(s.board().size().width, 4);
            assert_ne!(*s.board(), Board::goal(s.board().size()), "seed {seed}");
            run(&mut app, "menu 1");
            let s = app.sliding().unwrap();
            assert_ne!(*s.board(), Board::goal(s.board().size()), "seed {seed}");
        }
    }

    #[test]
    fn knight_tour_runs_in_slices_and_shows_a_tour() {
        let mut app = App::new(5);
        run(&mut app, "2");
        assert!(app.knight().is_some());
        // 8x8 from (2,0): Warnsdorff, then the document's search.
        run(&mut app, "enter");
        let tour = app.knight().unwrap().tour().unwrap();
        let size = jiugong_core::knight::Size::new(8, 8).unwrap();
        assert!(jiugong_core::knight::is_tour(size, tour, false));
        run(&mut app, "esc 2 enter");
        let tour = app.knight().unwrap().tour().unwrap();
        assert_eq!(tour[0], 43); // the document's board, row 1
        // Esc leaves to the home menu.
        run(&mut app, "esc esc");
        assert!(app.at_home());
    }

    #[test]
    fn the_knights_message_goes_when_the_board_changes() {
        // 5×5 closed: none, and said; then 6×6 (the menu's "bigger board"): the 5×5
        // message must not stay.
        let mut app = App::new(5);
        run(&mut app, "2 menu 4 menu 4 menu 4 0 enter");
        assert_eq!(app.knight().unwrap().message(), "no closed tour on 5x5");
        run(&mut app, "menu 3");
        assert_eq!(app.knight().unwrap().message(), "", "the size changed");
        run(&mut app, "menu 4 enter");
        assert_eq!(app.knight().unwrap().message(), "no closed tour on 5x5");
        run(&mut app, "0");
        assert_eq!(
            app.knight().unwrap().message(),
            "",
            "open or closed changed"
        );
    }

    #[test]
    fn knight_search_can_be_stopped() {
        let mut app = App::new(5);
        run(&mut app, "2 2 right right right right right");
        // The document's search from (2,5) runs long: one slice, then Esc.
        app.handle(Key::Enter);
        assert!(app.tick());
        assert!(app.knight().unwrap().searching());
        app.handle(Key::Esc);
        assert!(!app.knight().unwrap().searching());
    }

    #[test]
    fn sliding_play_shuffle_and_solve() {
        let mut app = App::new(6);
        run(&mut app, "3");
        let start = *app.sliding().unwrap().board();
        assert_eq!(start.cells(), &[8, 7, 6, 5, 4, 3, 2, 1, 0]);
        run(&mut app, "down");
        assert_eq!(app.sliding().unwrap().board().blank(), 5);
        assert_eq!(app.sliding().unwrap().moves(), 1);
        // A reshuffle (the menu's first entry) would lose the move: asked, refused, asked
        // again and done.
        run(&mut app, "menu 1");
        assert!(app.question().unwrap().starts_with("Shuffle again?"));
        run(&mut app, "esc");
        assert_eq!(app.sliding().unwrap().moves(), 1);
        assert!(app.question().is_none() && !app.at_home());
        run(&mut app, "menu enter enter");
        assert_eq!(app.sliding().unwrap().moves(), 0);
        run(&mut app, "enter");
        let s = app.sliding().unwrap();
        assert_eq!(
            s.board(),
            &jiugong_core::sliding::Board::goal(s.board().size())
        );
    }

    #[test]
    fn a_five_by_five_board_is_solved_at_once_and_kept() {
        for seed in [7, 8, 9] {
            let mut app = App::new(seed);
            run(&mut app, "3 5");
            let start = *app.sliding().unwrap().board();
            let goal = Board::goal(start.size());
            assert_eq!(start.size().width, 5);
            assert_ne!(start, goal);
            // Saved and read back on 5x5 too.
            let mut file = [0u8; state::MAX_BYTES];
            let n = app.save(&mut file).unwrap();
            let mut again = App::new(1);
            again.restore(&file[..n]).unwrap();
            assert_eq!(*again.sliding().unwrap().board(), start);
            // Enter solves through the core's quick policy, then plays the moves back.
            run(&mut app, "enter");
            let s = app.sliding().unwrap();
            assert_eq!(*s.board(), goal, "seed {seed}");
            let said = s.message();
            let len: u32 = said.split(' ').next().unwrap().parse().unwrap();
            assert_eq!(len, s.moves(), "{said}");
            assert!(
                said.ends_with(" x the fewest") || said.ends_with("row by row"),
                "{said}"
            );
            assert!(
                len >= ManhattanLinear::new(&goal).estimate(&start),
                "{said}"
            );
        }
        // 3 and 4 still give the optimal solve.
        let mut app = App::new(3);
        run(&mut app, "3 5 4 enter");
        assert!(app.sliding().unwrap().message().starts_with("optimal: "));
    }

    /// Every help line of every screen, in every phase (caught between ticks too), fits the
    /// help bar.
    #[test]
    fn every_help_line_fits() {
        let mut app = App::new(3);
        let script = "1 enter menu esc menu up enter esc esc \
                      2 menu menu menu menu 1 enter esc \
                      3 down menu 0 esc esc \
                      4 right enter menu esc 0 0 0 menu esc esc";
        let mut seen = 0;
        for key in Key::parse_script(script) {
            app.handle(key.unwrap());
            loop {
                let help = app.help();
                assert!(theme::help_chars(help) <= theme::HELP_CHARS, "{help:?}");
                seen += 1;
                if !app.tick() {
                    break;
                }
            }
        }
        assert!(seen > 40);
    }

    #[test]
    fn pentagram_play_and_watch() {
        let mut app = App::new(7);
        // The arrows go to the nearest point that way: A, down to H, left to B.
        run(&mut app, "5 enter down left enter");
        // 0 on A; A to B: neighbours, refused with the reason.
        assert_eq!(app.star().unwrap().order(), &[0]);
        assert!(app.star().unwrap().message().contains("neighbours"));
        run(&mut app, "down enter");
        // A to C (below B): over B along A-B-C-D.
        assert_eq!(app.star().unwrap().order(), &[0, 2]);
        run(&mut app, "up enter");
        // C to B: neighbours on A-B-C-D, which is what is said (not a bend at the tip I,
        // which both are next to as well).
        let message = app.star().unwrap().message();
        assert!(
            message.contains("neighbours") && !message.contains("bends"),
            "{message}"
        );
        run(&mut app, "del del menu 1");
        let s = app.star().unwrap();
        let paper = jiugong_core::star::paper_fill(1).unwrap();
        assert_eq!(s.order(), paper.order());
    }

    #[test]
    fn a_level_is_made_in_slices_and_can_be_cancelled() {
        let mut app = App::new(8);
        run(&mut app, "enter down down down");
        app.handle(Key::Enter);
        assert_eq!(app.generating(), Some(0)); // nothing made inside the key press
        let mut ticks = 0;
        while app.tick() {
            ticks += 1;
        }
        assert!(ticks > 1, "expert puzzles are rare: more than one attempt");
        let game = app.sudoku().unwrap();
        let mut rater = jiugong_core::sudoku::Rater::new();
        let rating = rater.rate(game.givens()).unwrap();
        assert_eq!(rating.level, jiugong_core::sudoku::Level::Expert);
        // Again, stopped after one attempt (if that one attempt made an expert puzzle, as
        // about one in 150 do, again).
        let mut cancelled = false;
        for _ in 0..10 {
            run(&mut app, "menu down down down down enter down down down");
            app.handle(Key::Enter);
            app.tick();
            if app.generating() == Some(1) {
                app.handle(Key::Esc);
                assert_eq!(app.generating(), None);
                assert!(app.sudoku().is_none() && !app.at_home());
                cancelled = true;
                break;
            }
            assert!(
                app.sudoku().is_some(),
                "one attempt either fails or makes a puzzle"
            );
        }
        assert!(cancelled, "ten first attempts in a row made expert puzzles");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// No key sequence panics or leaves the app busy for good: any keys, any seed, with
        /// at most a few ticks after each (searches left running, Esc mid-search) and a
        /// frame drawn after each key.
        #[test]
        fn no_key_sequence_panics(
            seed in 0u64..1000,
            keys in proptest::collection::vec((0u8..20, 0u32..4), 0..80),
        ) {
            let mut app = App::new(seed);
            let mut display = MockDisplay::<Rgb565>::new();
            display.set_allow_overdraw(true);
            display.set_allow_out_of_bounds_drawing(true);
            for (k, ticks) in keys {
                let key = match k {
                    0 => Key::Up,
                    1 => Key::Down,
                    2 => Key::Left,
                    3 => Key::Right,
                    4 | 5 => Key::Enter,
                    6 => Key::Esc,
                    7 => Key::Del,
                    8 => Key::Menu,
                    19 => Key::Help,
                    d => Key::Digit(d - 9),
                };
                app.handle(key);
                for _ in 0..ticks {
                    app.tick();
                }
                app.draw(&mut display).unwrap();
            }
        }
    }

    #[test]
    fn other_stars_play_and_show_a_filling() {
        let mut app = App::new(7);
        run(&mut app, "5 0");
        assert_eq!(app.star().unwrap().star().shape(), (7, 2));
        run(&mut app, "menu 1");
        let s = app.star().unwrap();
        assert_eq!(s.order().len(), 14);
        assert!(jiugong_core::star::is_filling(s.star(), s.order()));
        // {7/3}, {8/3} and {9/2} have no filling from any point: said as a fact of the star.
        for shape in [(7, 3), (8, 3), (9, 2)] {
            run(&mut app, "0 menu 1");
            assert_eq!(app.star().unwrap().star().shape(), shape);
            let mut fact = heapless::String::<64>::new();
            let _ = write!(
                fact,
                "{{{}/{}}}: no point can start a full filling",
                shape.0, shape.1
            );
            assert_eq!(app.star().unwrap().message(), fact.as_str());
        }
        // Round the list back to the paper's pentagram.
        run(&mut app, "0 0");
        assert_eq!(
            app.star().unwrap().star(),
            &jiugong_core::star::Star::pentagram()
        );
    }

    #[test]
    fn same_seed_same_puzzle() {
        let mut a = App::new(9);
        let mut b = App::new(9);
        run(&mut a, "enter down down enter");
        run(&mut b, "enter down down enter");
        assert_eq!(a.sudoku().unwrap().givens(), b.sudoku().unwrap().givens());
    }

    /// CRC-32 as its specification gives it (reflected, polynomial 0xEDB88320, all ones in
    /// and out), a bit at a time: to forge a state, independently of the writer's crate.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut c = !0u32;
        for &b in bytes {
            c ^= u32::from(b);
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    (c >> 1) ^ 0xEDB8_8320
                } else {
                    c >> 1
                };
            }
        }
        !c
    }

    fn described(app: &App) -> heapless::String<4096> {
        let mut text = heapless::String::new();
        app.describe(&mut text).unwrap();
        text
    }

    #[test]
    fn help_shows_the_rules_and_any_key_goes_back_to_the_same_screen() {
        let mut app = App::new(12);
        run(&mut app, "help");
        assert!(app.showing_rules());
        assert!(described(&app).starts_with("jiugong: about\n"));
        run(&mut app, "5");
        assert!(
            !app.showing_rules() && app.at_home(),
            "the key only closes the page"
        );
        for (open, title) in [
            ("1", "Rules: Sudoku"),
            ("esc 2", "Rules: knight's tour"),
            ("esc 3", "Rules: sliding puzzle"),
            ("esc 4", "Rules: Klotski"),
            ("esc 5", "Rules: the star"),
        ] {
            run(&mut app, open);
            let before = described(&app);
            run(&mut app, "help");
            let page = described(&app);
            assert!(page.starts_with(title), "{page}");
            assert!(page.is_ascii(), "{title}: the page's font is ASCII");
            for (key, what) in crate::toolkit::dialog::KEY_GRAMMAR {
                let mut row = heapless::String::<64>::new();
                let _ = write!(row, "{key}: {what}");
                assert!(page.contains(row.as_str()), "{title}: no {row}");
            }
            run(&mut app, "down");
            assert_eq!(described(&app), before, "{title}: the screen as it was");
        }
    }

    #[test]
    fn a_question_is_answered_by_yes_or_no_and_nothing_else() {
        let mut app = App::new(13);
        run(&mut app, "4 down down down enter down enter");
        assert_eq!(app.klotski().unwrap().moves(), 1);
        run(&mut app, "0");
        assert!(app.question().is_some());
        let asked = described(&app);
        assert!(
            asked.contains("question: Start this layout again?"),
            "{asked}"
        );
        assert!(asked.contains("keys: enter/1 yes, esc/0 no"), "{asked}");
        // Other keys, Help included, leave the question up and the game alone.
        run(&mut app, "up left 7 menu help");
        assert!(app.question().is_some() && !app.showing_rules());
        assert_eq!(app.klotski().unwrap().moves(), 1);
        run(&mut app, "0");
        assert_eq!(app.klotski().unwrap().moves(), 1);
        run(&mut app, "0 1");
        assert_eq!(app.klotski().unwrap().moves(), 0);
        // Nothing to lose, nothing asked.
        run(&mut app, "0");
        assert!(app.question().is_none());
        // The star: the player's numbers are not replaced by the paper's unasked.
        run(&mut app, "esc 5 enter down down enter menu 1");
        assert_eq!(app.star().unwrap().order().len(), 2);
        assert!(app.question().unwrap().contains("Your numbers are cleared"));
        run(&mut app, "del");
        assert_eq!(app.star().unwrap().order().len(), 2);
    }

    /// Each puzzle in the middle of a game; every screen's words after a save and a restore
    /// are the words before.
    #[test]
    fn every_game_comes_back_from_a_saved_state() {
        let mut app = App::new(14);
        run(
            &mut app,
            "1 enter right 5 down 4 menu enter 3 esc \
             2 menu menu 0 right down enter esc \
             3 4 down left esc \
             4 down down down enter down enter right enter up esc \
             5 0 enter down enter esc 3",
        );
        let mut file = [0u8; state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        assert!(n < state::MAX_BYTES / 2, "{n} bytes");
        let mut again = App::new(99);
        again.restore(&file[..n]).unwrap();
        assert_eq!(again.notice(), "your games are back");
        for visit in ["", "esc 1", "esc 2", "esc 3", "esc 4", "esc 5"] {
            run(&mut app, visit);
            run(&mut again, visit);
            assert_eq!(described(&again), described(&app), "after '{visit}'");
        }
    }

    #[test]
    fn a_damaged_state_starts_fresh_with_a_notice_and_never_panics() {
        let mut app = App::new(15);
        run(&mut app, "1 enter 5 esc 3 down");
        let mut file = [0u8; state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        let fresh = |e: Garbled, bytes: &[u8]| {
            let mut again = App::new(1);
            assert_eq!(again.restore(bytes), Err(e));
            assert!(again.at_home() && again.notice().ends_with(": fresh start"));
            run(&mut again, "3");
            let s = again.sliding().unwrap();
            assert_eq!(s.moves(), 0, "a fresh sliding puzzle, not the saved one");
        };
        for cut in [0, 5, 11, 12, n / 2, n - 1] {
            let e = if cut < 8 {
                Garbled::Foreign
            } else {
                Garbled::Truncated
            };
            fresh(e, &file[..cut]);
        }
        for at in (0..n).step_by(7) {
            let mut bad = file;
            bad[at] ^= 0x10;
            let mut again = App::new(1);
            assert!(again.restore(&bad[..n]).is_err(), "byte {at}");
        }
        let mut old = file;
        old[8] = 9;
        fresh(Garbled::Version(9), &old[..n]);
        // A sealed state holding an impossible game: a given changed in the Sudoku grid
        // the player fills (the payload's Sudoku starts after what shows: 2 bytes, then
        // the slot's flag, the screen's phase and game flag, the level, the givens and
        // the solution).
        let given = (0..81)
            .find(|&c| {
                app.games
                    .sudoku
                    .screen
                    .as_ref()
                    .unwrap()
                    .game()
                    .as_ref()
                    .unwrap()
                    .givens()
                    .get(c)
                    != 0
            })
            .unwrap();
        let mut forged = file;
        let at = 12 + 2 + 3 + 1 + 81 + 81 + given;
        forged[at] = forged[at] % 9 + 1;
        let crc = crc32(&forged[..n - 4]);
        forged[n - 4..n].copy_from_slice(&crc.to_le_bytes());
        fresh(Garbled::Invalid, &forged[..n]);
    }

    #[test]
    fn solutions_play_at_a_pace_and_can_be_paused_stepped_and_taken_back() {
        use crate::toolkit::playback::PACE;
        let mut app = App::new(6);
        run(&mut app, "3");
        let start = *app.sliding().unwrap().board();
        app.handle(Key::Enter);
        // The search, in slices, until the playback begins.
        while !described(&app).contains("playing the solution: move 0 of 30") {
            assert!(app.tick(), "the search ended without a playback");
        }
        let mut ticks = 0;
        while app.sliding().unwrap().moves() == 0 {
            assert!(app.tick());
            ticks += 1;
        }
        assert_eq!(ticks, u32::from(PACE), "the first move after PACE ticks");
        run(&mut app, "enter");
        assert!(described(&app).contains("move 1 of 30, paused"));
        assert!(!app.tick(), "paused: nothing pending");
        run(&mut app, "right right");
        assert_eq!(app.sliding().unwrap().moves(), 3);
        run(&mut app, "left left left left");
        assert_eq!(app.sliding().unwrap().moves(), 0);
        assert_eq!(
            *app.sliding().unwrap().board(),
            start,
            "every move taken back"
        );
        run(&mut app, "enter");
        let s = app.sliding().unwrap();
        assert_eq!(*s.board(), Board::goal(s.board().size()));
        assert_eq!(s.moves(), 30);
        assert!(!described(&app).contains("playing"), "the playback is over");
    }

    /// A puzzle from a newspaper, typed in row by row (0 for a blank): refused while it
    /// repeats a digit or has more than one solution, then played with its rating said.
    #[test]
    fn a_puzzle_typed_in_is_checked_rated_and_played() {
        let line =
            "400090300060004100038020009000200408000060000806007000900010530007800090003070006";
        let typed: heapless::String<200> =
            line.chars().fold(heapless::String::new(), |mut s, c| {
                let _ = s.push(c);
                let _ = s.push(' ');
                s
            });
        let mut app = App::new(16);
        // The level menu's last entry (up from the first).
        run(&mut app, "1 up enter 5 5");
        fn entry(app: &App) -> &crate::sudoku::entry::Entry {
            let screen = app.games.sudoku.screen.as_ref().unwrap();
            screen.entry().expect("the grid to type in shows")
        }
        assert_eq!(entry(&app).grid().clue_count(), 2);
        run(&mut app, "enter");
        assert_eq!(entry(&app).message(), "5 is twice in row 1: fix it");
        // Esc asks before the digits go; no keeps them.
        run(&mut app, "esc");
        assert!(app.question().unwrap().starts_with("Leave the grid?"));
        run(&mut app, "0 del del");
        assert_eq!(entry(&app).grid().clue_count(), 0);
        // All but the last clue: more than one solution.
        run(&mut app, &typed[..typed.len() - 2]);
        run(&mut app, "0 enter");
        assert_eq!(
            entry(&app).message(),
            "more than one solution: a clue is missing"
        );
        run(&mut app, "left 6 enter");
        let game = app.sudoku().expect("the typed puzzle is played");
        assert_eq!(
            game.givens().cells(),
            Grid::parse_line(line).unwrap().cells()
        );
        assert_eq!(game.message(), "your puzzle: SE 4.5, expert");
        let clues = line.bytes().filter(|&b| b != b'0').count();
        let mut title = heapless::String::<48>::new();
        let _ = write!(title, "Sudoku: your own, {clues} clues");
        assert_eq!(game.title(), title.as_str());
        // It saves and comes back like any game, and so does a grid half typed.
        let mut file = [0u8; state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        let mut again = App::new(1);
        again.restore(&file[..n]).unwrap();
        assert_eq!(described(&again), described(&app));
        run(&mut app, "menu down down down down enter up enter 7 0 3");
        let n = app.save(&mut file).unwrap();
        again.restore(&file[..n]).unwrap();
        assert!(
            described(&again).starts_with("Sudoku: type in a puzzle, 2 clues so far"),
            "{}",
            described(&app)
        );
        assert_eq!(described(&again), described(&app));
    }

    /// The sliding puzzle's own start: tiles swapped (Enter on two, or a tile's digit at
    /// the cursor), refused while it cannot reach the goal, with the reason, then played.
    #[test]
    fn a_sliding_start_of_the_players_own() {
        let mut app = App::new(17);
        run(&mut app, "3 menu 7");
        assert!(described(&app).starts_with("Sliding puzzle 3x3: arranging your own start"));
        // The document's start 8 7 6 / 5 4 3 / 2 1 0, tile 1 typed at the cursor (top left):
        // 8 and 1 swap, one swap, the other parity.
        run(&mut app, "1 menu");
        let said = app.sliding().unwrap().message();
        assert_eq!(said, "never solvable (its parity): swap two tiles");
        assert!(described(&app).contains("arranging"), "still arranging");
        // 8 typed back; then the first two tiles swapped with Enter on each, and 4 typed at
        // the second cell: two swaps, solvable.
        run(&mut app, "8 enter right enter 4 menu");
        let s = app.sliding().unwrap();
        assert!(
            !described(&app).contains("arranging"),
            "{}",
            described(&app)
        );
        assert_eq!(s.moves(), 0);
        assert_eq!(s.board().cells(), &[7, 4, 6, 5, 8, 3, 2, 1, 0][..]);
        run(&mut app, "enter");
        let s = app.sliding().unwrap();
        assert_eq!(
            *s.board(),
            Board::goal(s.board().size()),
            "solved from the own start"
        );
    }

    /// A tour by hand: only a knight's jumps to new squares are taken, the jumps are
    /// marked, del takes one back, and the search finishes the tour from the player's
    /// squares without changing them.
    #[test]
    fn the_player_makes_a_knights_tour_and_the_search_finishes_it() {
        use jiugong_core::knight::{Size, Square, is_tour};
        let mut app = App::new(5);
        // 8×8 from row 3, column 1 (a6).
        run(&mut app, "2 menu 2");
        let said = described(&app);
        assert!(
            said.contains("your tour: 1 of 64 squares, on a6; jumps to:"),
            "{said}"
        );
        // Up two and right one: b8, a knight's move.
        run(&mut app, "up up right enter");
        assert_eq!(app.knight().unwrap().played().count(), 2);
        // c8 is not a knight's move from b8; b8 itself is visited.
        run(&mut app, "right enter");
        assert_eq!(
            app.knight().unwrap().message(),
            "c8 is not a knight's move away"
        );
        run(&mut app, "left enter");
        assert_eq!(app.knight().unwrap().message(), "b8 is visited already");
        run(&mut app, "del");
        assert_eq!(app.knight().unwrap().played().count(), 1);
        run(&mut app, "enter down down right");
        let mine: heapless::Vec<Square, 4> = app.knight().unwrap().played().collect();
        assert_eq!(mine.len(), 2);
        // The search goes on from the two squares.
        run(&mut app, "menu 1 enter");
        let k = app.knight().unwrap();
        let tour = k.tour().expect("a tour shows");
        let size = Size::new(8, 8).unwrap();
        assert!(is_tour(size, tour, false));
        for (i, s) in mine.iter().enumerate() {
            assert_eq!(
                tour[size.index(*s)],
                i as u32 + 1,
                "the player's square {i} kept"
            );
        }
        // Taking back the jumps asks first.
        run(&mut app, "esc menu 2 down down right enter menu 2");
        assert!(app.question().unwrap().starts_with("Start again?"));
        run(&mut app, "1");
        assert_eq!(app.knight().unwrap().played().count(), 1);
    }
}
