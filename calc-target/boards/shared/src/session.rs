//! The app on a board ([`Board`]): when it ticks, when the frame is shown, and what goes
//! to the board's log — the one policy every board and the host simulator follow, and, for
//! a board that hands out its keys and ticks ([`Input`]), the main loop itself
//! ([`Session::run`]).
//!
//! The log is best effort: a line that does not fit the board's log writer is dropped, so
//! the `let _ = writeln!(log, …)` below ignore that error on purpose.
//!
//! Two [`Mode`]s:
//! - interactive: one tick per clock period ([`TICK_MICROS`]), so animations keep their pace
//!   and the Sudoku clock its seconds; the screen is redrawn when a key or a busy tick
//!   changed something, and once a second;
//! - scripted: after each key the app ticks until idle (or a given number of ticks, to
//!   catch a search while it runs), then the screen is drawn and `idle N` is logged — what
//!   the host simulator does, so the two screens can be compared pixel for pixel once the
//!   log says `idle` for the last key.

use crate::board::{Board, Event, Input};
use core::fmt::Write;
use embedded_graphics::prelude::Point;
use jiugong_calc::lang::Lang;
use jiugong_calc::{App, Key, Press, TICKS_PER_SECOND};

/// Microseconds between two ticks of the interactive clock.
pub const TICK_MICROS: u32 = 1_000_000 / TICKS_PER_SECOND;

/// How a session paces the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A player's keys: one tick per clock period, the screen redrawn when something
    /// changed and once a second.
    Interactive,
    /// A key script: after each key the app ticks until idle, or at most `tick_limit` ticks
    /// (to catch a search while it runs), then the screen is drawn and `idle N` logged.
    Scripted {
        /// The most ticks after a key (`None`: until idle).
        tick_limit: Option<u32>,
    },
}

/// The app as a board runs it.
#[derive(Debug)]
pub struct Session<'a, B> {
    board: B,
    app: &'a mut App,
    scripted: bool,
    tick_limit: u32,
    keys: u32,
    busy: bool,
    busy_ticks: u32,
    clock_ticks: u32,
    redraw: bool,
    idle_pending: bool,
    lang: Option<Lang>,
}

impl<'a, B: Board> Session<'a, B> {
    /// A session of `app` on `board`, paced as `mode` says; the first frame is due.
    pub fn new(board: B, app: &'a mut App, mode: Mode) -> Self {
        let (scripted, tick_limit) = match mode {
            Mode::Interactive => (false, None),
            Mode::Scripted { tick_limit } => (true, tick_limit),
        };
        Session {
            board,
            app,
            scripted,
            tick_limit: tick_limit.unwrap_or(u32::MAX),
            keys: 0,
            busy: false,
            busy_ticks: 0,
            clock_ticks: 0,
            redraw: true,
            idle_pending: false,
            lang: None,
        }
    }

    /// The board's own language setting (the browser's): the app speaks it until saved
    /// games that keep their player's choice are read ([`App::set_lang`]).
    pub fn prefer(&mut self, lang: Lang) {
        self.app.set_lang(lang);
        self.redraw = true;
    }

    /// Speaks `lang` whatever the saved games chose: the language a player asked for
    /// outside the app (`jiugong sim --lang`), applied after the games are read. (A board's
    /// own setting is a default instead: [`Session::prefer`].)
    pub fn speak(&mut self, lang: Lang) {
        self.lang = Some(lang);
        self.app.set_lang(lang);
        self.redraw = true;
    }

    /// The board's date (the browser's): the Sudoku screen offers the day's puzzle
    /// ([`App::set_today`]).
    pub fn date(&mut self, year: u32, month: u32, day: u32) {
        self.app.set_today(year, month, day);
        self.redraw = true;
    }

    /// The app.
    pub fn app(&self) -> &App {
        self.app
    }

    /// The board.
    pub fn board(&self) -> &B {
        &self.board
    }

    /// The board, to change.
    pub fn board_mut(&mut self) -> &mut B {
        &mut self.board
    }

    /// Reads saved games into the app ([`App::restore`]: on an error it starts fresh and
    /// says why); the screen is redrawn.
    pub fn restore(&mut self, saved: &[u8]) -> Result<(), jiugong_calc::state::Garbled> {
        self.redraw = true;
        self.app.restore(saved)
    }

    /// Reads the games the board kept, if it kept some ([`Board::saved`]); a garbled state
    /// starts the app fresh and the board is told ([`Board::not_restored`]).
    pub fn load(&mut self) {
        if let Some(saved) = self.board.saved() {
            self.redraw = true;
            if let Err(why) = self.app.restore(saved) {
                self.board.not_restored(why);
            }
        }
        if let Some(lang) = self.lang {
            self.app.set_lang(lang);
        }
    }

    /// A key arrived: the app handles it (and, scripted, runs until idle). Logs
    /// `key NAME`.
    pub fn key(&mut self, key: Key) {
        self.press(Press::Key(key));
    }

    /// A point of the screen was tapped: the app handles it as a key (scripted, it runs
    /// until idle). Logs `tap X:Y`.
    pub fn tap(&mut self, at: Point) {
        self.press(Press::Tap(at));
    }

    /// A key or a tap arrived: the app handles it (and, scripted, runs until idle). Logs
    /// `key NAME` or `tap X:Y`.
    pub fn press(&mut self, press: Press) {
        let _ = match press {
            Press::Key(key) => writeln!(self.board.log(), "key {key}"),
            Press::Tap(at) => writeln!(self.board.log(), "tap {}:{}", at.x, at.y),
        };
        self.app.press(press);
        self.keys += 1;
        self.redraw = true;
        if self.scripted {
            let mut ticks = 0u32;
            while ticks < self.tick_limit && self.app.tick() {
                ticks += 1;
            }
            if ticks > 0 {
                let _ = writeln!(self.board.log(), "done after {ticks} ticks");
            }
            self.idle_pending = true;
        } else {
            self.busy = true; // the next clock tick tells
        }
    }

    /// The interactive clock ticked: one slice of the app's work. Logs `done after N
    /// ticks, stack S` when a piece of work (a search, an animation) ends.
    pub fn clock(&mut self) {
        if self.scripted {
            return;
        }
        let was_busy = self.busy;
        self.busy = self.app.tick();
        if self.busy {
            self.busy_ticks += 1;
            self.redraw = true;
        } else if was_busy && self.busy_ticks > 0 {
            let stack = self.board.stack_used();
            let ticks = self.busy_ticks;
            let _ = writeln!(self.board.log(), "done after {ticks} ticks, stack {stack}");
            self.busy_ticks = 0;
            self.redraw = true;
        }
        self.clock_ticks += 1;
        if self.clock_ticks % TICKS_PER_SECOND == 0 {
            self.redraw = true; // the Sudoku clock
        }
    }

    /// Shows the frame on the board ([`Board::show`]) if something changed; true if it
    /// did. Then, scripted, logs `idle N stack S` for the N-th key.
    pub fn show(&mut self) -> bool {
        let drew = core::mem::take(&mut self.redraw);
        if drew {
            self.board.show(self.app);
        }
        self.log_idle();
        drew
    }

    /// Scripted, after a key: `idle N stack S`.
    fn log_idle(&mut self) {
        if core::mem::take(&mut self.idle_pending) {
            let stack = self.board.stack_used();
            let _ = writeln!(self.board.log(), "idle {} stack {stack}", self.keys);
        }
    }

    /// Ends the session: the board keeps the games ([`Board::keep`]).
    pub fn keep(&mut self) {
        self.board.keep(self.app);
    }

    /// What the session does with one event; false when the program is to end (the games
    /// are kept first).
    pub fn handle(&mut self, event: Event) -> bool
    where
        B: Input,
    {
        match event {
            Event::Key(Key::Back) if B::ESC_AT_HOME_LEAVES && self.app.at_home() => {}
            Event::Key(key) => {
                self.key(key);
                return true;
            }
            Event::Tap(at) => {
                self.tap(at);
                return true;
            }
            Event::Tick => {
                self.clock();
                return true;
            }
            Event::Idle => return true,
            Event::Leave => {}
        }
        self.keep();
        false
    }

    /// The board's main loop: the games it kept are read, then each frame is shown when
    /// due and each event handled, until the board says to leave (or Esc on the home menu
    /// where that ends the program); the games are kept then.
    pub fn run(&mut self)
    where
        B: Input,
    {
        self.load();
        loop {
            self.show();
            let event = self.board.next();
            if !self.handle(event) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::NoLog;

    /// A key script run until idle after each key.
    const SCRIPTED: Mode = Mode::Scripted { tick_limit: None };
    use heapless::String;

    /// A board that logs into a string, counts its frames and says how much stack.
    struct Counting {
        log: String<256>,
        frames: u32,
        stack: usize,
    }

    impl Counting {
        fn new(stack: usize) -> Counting {
            Counting {
                log: String::new(),
                frames: 0,
                stack,
            }
        }
    }

    impl Board for Counting {
        type Log = String<256>;

        fn log(&mut self) -> &mut String<256> {
            &mut self.log
        }

        fn show(&mut self, _: &App) {
            self.frames += 1;
        }

        fn stack_used(&self) -> usize {
            self.stack
        }
    }

    #[test]
    fn scripted_runs_until_idle_and_logs_after_drawing() {
        let mut app = App::new(5);
        let mut s = Session::new(Counting::new(100), &mut app, SCRIPTED);
        assert!(s.show());
        assert_eq!(s.board().frames, 1);
        assert!(s.board().log.is_empty());
        // Knight: 8×8 from (2,0), Warnsdorff's tour (the menu's first entry) animates
        // square by square.
        s.key(Key::Digit(2));
        s.key(Key::Menu);
        s.key(Key::Digit(1));
        assert!(s.app().knight().unwrap().tour().is_some());
        assert!(!s.app().knight().unwrap().searching());
        assert!(s.show());
        assert!(!s.show());
        assert_eq!(s.board().frames, 2);
        let log = &s.board().log;
        assert!(
            log.starts_with("key 2\nkey menu\nkey 1\ndone after "),
            "{log}"
        );
        assert!(log.ends_with("ticks\nidle 3 stack 100\n"), "{log}");
    }

    #[test]
    fn interactive_ticks_on_the_clock_and_logs_the_end_of_work() {
        let mut app = App::new(5);
        let mut s = Session::new(Counting::new(7), &mut app, Mode::Interactive);
        s.key(Key::Digit(2));
        s.key(Key::Menu);
        s.key(Key::Digit(1));
        let mut ticks = 0;
        while !s.board().log.contains("done") {
            s.clock();
            ticks += 1;
            assert!(ticks < 10_000);
        }
        // The animation took a tick per square: 64 squares.
        assert!(ticks >= 64, "{ticks}");
        let log = &s.board().log;
        assert!(log.ends_with(" ticks, stack 7\n"), "{log}");
        assert!(s.app().knight().unwrap().tour().is_some());
    }

    /// A board that plays a script of events, keeps the games in a buffer and has Esc
    /// leave from the home menu, as the TI-Nspire does.
    struct Kept<'e> {
        events: core::slice::Iter<'e, Event>,
        state: [u8; jiugong_calc::state::MAX_BYTES],
        len: Option<usize>,
        lost: Option<jiugong_calc::state::Garbled>,
        log: NoLog,
    }

    impl Board for Kept<'_> {
        type Log = NoLog;

        fn log(&mut self) -> &mut NoLog {
            &mut self.log
        }

        fn show(&mut self, _: &App) {}

        fn saved(&mut self) -> Option<&[u8]> {
            Some(&self.state[..self.len?])
        }

        fn not_restored(&mut self, why: jiugong_calc::state::Garbled) {
            self.lost = Some(why);
        }

        fn keep(&mut self, app: &App) {
            self.len = app.save(&mut self.state).ok();
        }
    }

    impl Input for Kept<'_> {
        const ESC_AT_HOME_LEAVES: bool = true;

        fn next(&mut self) -> Event {
            self.events.next().copied().unwrap_or(Event::Leave)
        }
    }

    #[test]
    fn the_loop_leaves_on_esc_at_home_keeping_the_games_and_reads_them_back() {
        use Event::{Key as K, Tick};
        // The knight's menu, then Esc to the home menu, then Esc again: the program ends
        // there, before the 3 that follows.
        let script = [
            K(Key::Digit(2)),
            Tick,
            K(Key::Back),
            Tick,
            K(Key::Back),
            K(Key::Digit(3)),
        ];
        let mut board = Kept {
            events: script.iter(),
            state: [0; jiugong_calc::state::MAX_BYTES],
            len: None,
            lost: None,
            log: NoLog,
        };
        let mut app = App::new(5);
        {
            let mut s = Session::new(&mut board, &mut app, Mode::Interactive);
            s.run();
            assert!(s.app().at_home());
        }
        assert_eq!(board.events.len(), 1, "Esc at home ended the loop");
        assert!(board.len.is_some(), "the games were kept");
        // Read back by a new session on another seed, and kept again: the same games.
        let kept = board.state;
        let mut again = App::new(6);
        board.events = [].iter();
        Session::new(&mut board, &mut again, Mode::Interactive).run();
        assert_eq!(board.lost, None);
        assert_eq!(board.state, kept);
        // A garbled state starts fresh, and the board is told.
        board.state[20] ^= 0xFF;
        board.events = [].iter();
        let mut fresh = App::new(6);
        Session::new(&mut board, &mut fresh, Mode::Interactive).run();
        assert!(board.lost.is_some());
    }
}
