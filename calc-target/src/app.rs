//! The app: which screen is showing, the keys it takes, the work it does per tick.

use crate::klotski::{self, KlotskiScreen};
use crate::knight::KnightScreen;
use crate::menu::{self, Choice, Menu, Puzzle};
use crate::slide::SlideScreen;
use crate::star::StarScreen;
use crate::sudoku::{Outcome, SudokuGame, puzzle_options};
use crate::theme::Help;
use crate::work::{self, Tick};
use crate::{Key, theme};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use jiugong_core::search::Resumable;
use jiugong_core::sudoku::{Generator, LevelSearch, Options};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

/// Screen width in pixels.
pub const SCREEN_WIDTH: u32 = 320;
/// Screen height in pixels.
pub const SCREEN_HEIGHT: u32 = 240;

/// Puzzles tried for a level before the app gives up (one per tick).
const MAX_ATTEMPTS: u32 = Options::MAX_ATTEMPTS;

/// Which screen is showing. A puzzle's own state lives in [`Games`], so that leaving it
/// keeps it.
#[derive(Debug)]
enum Screen {
    Home {
        selected: Puzzle,
    },
    SudokuLevel {
        selected: Choice,
    },
    /// A puzzle at a level is being made, one attempt per tick (an expert puzzle takes
    /// hundreds of attempts: seconds on a calculator).
    Generating {
        choice: Choice,
        attempts: u32,
    },
    Sudoku,
    Knight,
    Slide,
    Klotski,
    Star,
}

/// Each puzzle's game, kept while the player visits the others (Esc, then the same puzzle
/// again, shows it as it was). No heap on a calculator: all five are stored inline, in the
/// app's `static` (about 13 KB together).
#[derive(Debug)]
struct Games {
    sudoku: Option<SudokuGame>,
    knight: Option<KnightScreen>,
    slide: Option<SlideScreen>,
    klotski: Option<KlotskiScreen>,
    star: Option<StarScreen>,
}

impl Games {
    const NONE: Games = Games {
        sudoku: None,
        knight: None,
        slide: None,
        klotski: None,
        star: None,
    };
}

/// Where a key sends the app.
enum Go {
    Stay,
    Home(Puzzle),
    Levels(Choice),
    Generate(Choice),
    /// A puzzle of the home menu.
    Open(Puzzle),
}

impl Go {
    /// Home (with `selected` chosen) when a screen asks to leave.
    fn home_unless(stay: bool, selected: Puzzle) -> Go {
        if stay { Go::Stay } else { Go::Home(selected) }
    }
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
/// (with its solver's stack), every screen's state and the Klotski search's 32 KiB room,
/// about 52 KiB in all.
pub struct App {
    screen: Screen,
    games: Games,
    rng: LazyRng,
    generator: Generator,
    /// The room the Klotski search runs in: kept here, built in place with the app, rather
    /// than in the screen, which is built on the stack when it opens.
    room: [u32; klotski::ROOM],
}

impl core::fmt::Debug for App {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("App").field("screen", &self.screen).finish()
    }
}

impl App {
    /// The app at its home menu; `seed` drives every random choice, so the same seed and
    /// keys give the same screens on every machine.
    pub const fn new(seed: u64) -> App {
        App {
            screen: Screen::Home {
                selected: Puzzle::Sudoku,
            },
            games: Games::NONE,
            rng: LazyRng::new(seed),
            generator: Generator::new(),
            room: [0; klotski::ROOM],
        }
    }

    /// Starts over at the home menu with another seed, in place (a board's `static` app,
    /// built as a constant, gets its seed from the board's clock this way).
    pub fn restart(&mut self, seed: u64) {
        self.screen = Screen::Home {
            selected: Puzzle::Sudoku,
        };
        self.games = Games::NONE;
        self.rng = LazyRng::new(seed);
    }

    /// The Sudoku game on screen, if any.
    pub fn sudoku(&self) -> Option<&SudokuGame> {
        match self.screen {
            Screen::Sudoku => self.games.sudoku.as_ref(),
            _ => None,
        }
    }

    /// The knight's tour screen, if showing.
    pub fn knight(&self) -> Option<&KnightScreen> {
        match self.screen {
            Screen::Knight => self.games.knight.as_ref(),
            _ => None,
        }
    }

    /// The sliding-puzzle screen, if showing.
    pub fn slide(&self) -> Option<&SlideScreen> {
        match self.screen {
            Screen::Slide => self.games.slide.as_ref(),
            _ => None,
        }
    }

    /// The Klotski screen, if showing.
    pub fn klotski(&self) -> Option<&KlotskiScreen> {
        match self.screen {
            Screen::Klotski => self.games.klotski.as_ref(),
            _ => None,
        }
    }

    /// The pentagram screen, if showing.
    pub fn star(&self) -> Option<&StarScreen> {
        match self.screen {
            Screen::Star => self.games.star.as_ref(),
            _ => None,
        }
    }

    /// Attempts so far while a Sudoku puzzle is being made, if one is.
    pub fn generating(&self) -> Option<u32> {
        match self.screen {
            Screen::Generating { attempts, .. } => Some(attempts),
            _ => None,
        }
    }

    /// True on the home menu.
    pub fn at_home(&self) -> bool {
        matches!(self.screen, Screen::Home { .. })
    }

    /// Handles one key press.
    pub fn handle(&mut self, key: Key) {
        let go = match &mut self.screen {
            Screen::Home { selected } => match key {
                Key::Up => {
                    *selected = selected.up();
                    Go::Stay
                }
                Key::Down => {
                    *selected = selected.down();
                    Go::Stay
                }
                Key::Digit(d @ 1..) => Puzzle::ALL
                    .get(usize::from(d) - 1)
                    .map_or(Go::Stay, |&p| Go::Open(p)),
                Key::Enter => Go::Open(*selected),
                _ => Go::Stay,
            },
            Screen::SudokuLevel { selected } => match key {
                Key::Up => {
                    *selected = selected.up();
                    Go::Stay
                }
                Key::Down => {
                    *selected = selected.down();
                    Go::Stay
                }
                Key::Esc => Go::Home(Puzzle::Sudoku),
                Key::Enter => Go::Generate(*selected),
                _ => Go::Stay,
            },
            Screen::Generating { choice, .. } => match key {
                Key::Esc => Go::Levels(*choice),
                _ => Go::Stay,
            },
            Screen::Sudoku => match self.games.sudoku.as_mut().map(|g| g.handle(key)) {
                Some(Outcome::Stay) => Go::Stay,
                Some(Outcome::NewPuzzle) => Go::Levels(Choice::ALL[0]),
                Some(Outcome::Leave) | None => Go::Home(Puzzle::Sudoku),
            },
            Screen::Knight => match &mut self.games.knight {
                Some(k) => Go::home_unless(k.handle(key), Puzzle::Knight),
                None => Go::Home(Puzzle::Knight),
            },
            Screen::Slide => match &mut self.games.slide {
                Some(s) => Go::home_unless(s.handle(key, self.rng.get()), Puzzle::Sliding),
                None => Go::Home(Puzzle::Sliding),
            },
            Screen::Klotski => match &mut self.games.klotski {
                Some(k) => Go::home_unless(k.handle(key), Puzzle::Klotski),
                None => Go::Home(Puzzle::Klotski),
            },
            Screen::Star => match &mut self.games.star {
                Some(s) => Go::home_unless(s.handle(key), Puzzle::Pentagram),
                None => Go::Home(Puzzle::Pentagram),
            },
        };
        // Screens are built in place: a screen can hold a search of several KiB, and a
        // calculator's stack is small.
        match go {
            Go::Stay => {}
            Go::Home(selected) => self.screen = Screen::Home { selected },
            Go::Levels(selected) => self.screen = Screen::SudokuLevel { selected },
            Go::Generate(choice) => {
                self.screen = Screen::Generating {
                    choice,
                    attempts: 0,
                }
            }
            // A puzzle opens where the player left it; a finished Sudoku asks for the next.
            Go::Open(Puzzle::Sudoku) => match &self.games.sudoku {
                Some(game) if !game.is_solved() => self.screen = Screen::Sudoku,
                _ => {
                    self.screen = Screen::SudokuLevel {
                        selected: Choice::ALL[0],
                    }
                }
            },
            Go::Open(Puzzle::Knight) => {
                self.games.knight.get_or_insert_with(KnightScreen::default);
                self.screen = Screen::Knight;
            }
            Go::Open(Puzzle::Sliding) => {
                self.games.slide.get_or_insert_with(SlideScreen::new);
                self.screen = Screen::Slide;
            }
            Go::Open(Puzzle::Klotski) => {
                if self.games.klotski.is_none() {
                    self.games.klotski = KlotskiScreen::new().ok();
                }
                if self.games.klotski.is_some() {
                    self.screen = Screen::Klotski;
                }
            }
            Go::Open(Puzzle::Pentagram) => {
                self.games.star.get_or_insert_with(StarScreen::default);
                self.screen = Screen::Star;
            }
        }
    }

    /// One slice of pending work (the game clock); true while more work is pending.
    pub fn tick(&mut self) -> bool {
        let App {
            screen,
            games,
            rng,
            generator,
            room,
        } = self;
        match screen {
            Screen::Generating { choice, attempts } => {
                let options = puzzle_options(choice.level());
                // The screen keeps only the count of puzzles made: the search borrows the
                // app's generator and random numbers for the tick.
                let Ok(search) = LevelSearch::new(generator, rng.get(), &options) else {
                    // Cannot happen: the app's options never ask for more than 81 clues.
                    *screen = Screen::SudokuLevel { selected: *choice };
                    return true;
                };
                let mut search = search.after(*attempts);
                let progress = work::tick(&mut search);
                *attempts = search.nodes() as u32;
                match (progress, search.puzzle()) {
                    (Tick::Found, Some(made)) => {
                        games.sudoku = Some(SudokuGame::new(&made, *choice));
                        *screen = Screen::Sudoku;
                    }
                    (Tick::Working, _) => {}
                    _ => *screen = Screen::SudokuLevel { selected: *choice },
                }
                true
            }
            Screen::Sudoku => {
                if let Some(game) = &mut games.sudoku {
                    game.tick();
                }
                false
            }
            Screen::Knight => games.knight.as_mut().is_some_and(KnightScreen::tick),
            Screen::Slide => games.slide.as_mut().is_some_and(SlideScreen::tick),
            Screen::Klotski => games.klotski.as_mut().is_some_and(|k| k.tick(room)),
            Screen::Star => games.star.as_mut().is_some_and(StarScreen::tick),
            _ => false,
        }
    }

    /// The current screen's help line.
    pub fn help(&self) -> Help<'static> {
        match &self.screen {
            Screen::Home { .. } => &[("up/down", "choose"), ("enter or 1-5", "open, as left")],
            Screen::SudokuLevel { .. } => {
                &[("up/down", "choose"), ("enter", "start"), ("esc", "back")]
            }
            Screen::Generating { .. } => &[("esc", "cancel")],
            Screen::Sudoku => self.games.sudoku.as_ref().map_or(&[], SudokuGame::help),
            Screen::Knight => self.games.knight.as_ref().map_or(&[], KnightScreen::help),
            Screen::Slide => self.games.slide.as_ref().map_or(&[], SlideScreen::help),
            Screen::Klotski => self.games.klotski.as_ref().map_or(&[], KlotskiScreen::help),
            Screen::Star => self.games.star.as_ref().map_or(&[], StarScreen::help),
        }
    }

    /// Says in text what the screen shows, as a screen reader would read it: which screen,
    /// what is on it (a menu's entries with the selected one, a puzzle's board row by row,
    /// what was said), then the keys the help line offers.
    ///
    /// ```
    /// use jiugong_calc::App;
    ///
    /// let mut text = String::new();
    /// App::new(1).describe(&mut text).unwrap();
    /// assert!(text.starts_with("home menu\n1  Sudoku (selected)\n2  Knight's tour\n"));
    /// ```
    pub fn describe(&self, out: &mut impl Write) -> core::fmt::Result {
        fn entries<M: Menu>(out: &mut impl Write, selected: M) -> core::fmt::Result {
            for &entry in M::ALL {
                let mark = if entry == selected { " (selected)" } else { "" };
                writeln!(out, "{}{mark}", entry.label())?;
            }
            Ok(())
        }
        match &self.screen {
            Screen::Home { selected } => {
                writeln!(out, "home menu")?;
                entries(out, *selected)?;
            }
            Screen::SudokuLevel { selected } => {
                writeln!(out, "Sudoku: new puzzle, choose a level")?;
                entries(out, *selected)?;
            }
            Screen::Generating { choice, attempts } => writeln!(
                out,
                "Sudoku: making a puzzle: {}, attempt {attempts} of at most {MAX_ATTEMPTS}",
                choice.label()
            )?,
            Screen::Sudoku => {
                if let Some(g) = &self.games.sudoku {
                    g.describe(out)?;
                }
            }
            Screen::Knight => {
                if let Some(k) = &self.games.knight {
                    k.describe(out)?;
                }
            }
            Screen::Slide => {
                if let Some(s) = &self.games.slide {
                    s.describe(out)?;
                }
            }
            Screen::Klotski => {
                if let Some(k) = &self.games.klotski {
                    k.describe(out)?;
                }
            }
            Screen::Star => {
                if let Some(s) = &self.games.star {
                    s.describe(out)?;
                }
            }
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
        match &self.screen {
            Screen::Home { selected } => {
                theme::frame(d, "jiugong", self.help())?;
                theme::text(d, "five puzzles, one core", 40, 40, theme::INK)?;
                menu::draw(d, (40, 60), 240, *selected)
            }
            Screen::SudokuLevel { selected } => {
                theme::frame(d, "Sudoku: new puzzle", self.help())?;
                menu::draw(d, (40, 40), 240, *selected)
            }
            Screen::Generating { choice, attempts } => {
                theme::frame(d, "Sudoku: new puzzle", self.help())?;
                let mut line = heapless::String::<64>::new();
                let _ = write!(line, "making a puzzle: {}", choice.label());
                theme::text(d, &line, 40, 40, theme::INK)?;
                line.clear();
                let _ = write!(line, "attempt {attempts} of at most {MAX_ATTEMPTS}");
                theme::text(d, &line, 40, 56, theme::INK)
            }
            Screen::Sudoku => self.games.sudoku.as_ref().map_or(Ok(()), |g| g.draw(d)),
            Screen::Knight => self.games.knight.as_ref().map_or(Ok(()), |k| k.draw(d)),
            Screen::Slide => self.games.slide.as_ref().map_or(Ok(()), |s| s.draw(d)),
            Screen::Klotski => self.games.klotski.as_ref().map_or(Ok(()), |k| k.draw(d)),
            Screen::Star => self.games.star.as_ref().map_or(Ok(()), |s| s.draw(d)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::mock_display::MockDisplay;
    use jiugong_core::sliding::Board;

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
        run(&mut app, "menu down down down enter");
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
        let (slide, moves) = (*app.slide().unwrap().board(), app.slide().unwrap().moves());
        assert!(moves > 0);
        run(&mut app, "esc 2 down esc 1");
        let g = app.sudoku().expect("Sudoku opens where it was left");
        assert_eq!((g.cursor(), *g.grid()), (cursor, grid));
        run(&mut app, "esc 3");
        assert_eq!(*app.slide().unwrap().board(), slide);
        assert_eq!(app.slide().unwrap().moves(), moves);
        // A solved Sudoku is done: opening Sudoku again offers a new puzzle.
        run(&mut app, "esc 1 menu down down down enter");
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
            app.slide().unwrap().message(),
            "no tile there: the gap is at the bottom edge"
        );
        run(&mut app, "left");
        assert_eq!(
            app.slide().unwrap().message(),
            "no tile there: the gap is at the right edge"
        );
        run(&mut app, "down");
        assert_eq!(
            app.slide().unwrap().message(),
            "",
            "a legal move: nothing stale"
        );
        // Solved by the search, then moved on: what the search said does not stay.
        let mut app = App::new(6);
        run(&mut app, "3 menu enter");
        let s = app.slide().unwrap();
        assert_eq!(*s.board(), Board::goal(s.board().shape()));
        assert!(!s.message().is_empty());
        run(&mut app, "down");
        assert_eq!(app.slide().unwrap().message(), "");
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
            let s = app.slide().unwrap();
            assert_eq!(s.board().shape().width, 4);
            assert_ne!(*s.board(), Board::goal(s.board().shape()), "seed {seed}");
            run(&mut app, "menu");
            let s = app.slide().unwrap();
            assert_ne!(*s.board(), Board::goal(s.board().shape()), "seed {seed}");
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
        // 5×5 closed: none, and said; then 6×6 (Menu): the 5×5 message must not stay.
        let mut app = App::new(5);
        // Menu steps the size 8, 9, …, 12, then 5.
        run(&mut app, "2 menu menu menu menu menu 0 enter");
        assert_eq!(app.knight().unwrap().message(), "no closed tour on 5x5");
        run(&mut app, "menu");
        assert_eq!(app.knight().unwrap().message(), "", "the size changed");
        run(&mut app, "menu menu menu menu menu menu menu enter");
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
        let start = *app.slide().unwrap().board();
        assert_eq!(start.cells(), &[8, 7, 6, 5, 4, 3, 2, 1, 0]);
        run(&mut app, "down");
        assert_eq!(app.slide().unwrap().board().blank(), 5);
        assert_eq!(app.slide().unwrap().moves(), 1);
        run(&mut app, "menu enter");
        let s = app.slide().unwrap();
        assert_eq!(
            s.board(),
            &jiugong_core::sliding::Board::goal(s.board().shape())
        );
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
                assert!(
                    crate::theme::help_chars(help) <= crate::theme::HELP_CHARS,
                    "{help:?}"
                );
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
        run(&mut app, "del del menu");
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
            keys in proptest::collection::vec((0u8..19, 0u32..4), 0..80),
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
        run(&mut app, "menu");
        let s = app.star().unwrap();
        assert_eq!(s.order().len(), 14);
        assert!(jiugong_core::star::is_filling(s.star(), s.order()));
        // {7/3}, {8/3} and {9/2} have no filling from any point: said as a fact of the star.
        for shape in [(7, 3), (8, 3), (9, 2)] {
            run(&mut app, "0 menu");
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
}
