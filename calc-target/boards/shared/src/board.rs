//! What the app needs of a board — the calculator OS's hardware layer, as Epsilon's `ion`
//! is: a display, keys, a clock, storage and a log, each board with its own implementation
//! in its own crate (`calc-target/boards/`: `qemu` for versatilepb and the Cortex-M, `numworks`, `nspire`,
//! `web`; and `host/src/sim.rs` for `jiugong sim`).
//!
//! Two traits, because boards get their keys in two ways:
//! - [`Board`]: what every board gives — it shows a frame, takes the log, keeps the saved
//!   games if it can;
//! - [`Input`]: a board that polls or waits for its keys and ticks hands them out one
//!   [`Event`] at a time, and [`Session::run`](crate::session::Session::run) is then its
//!   whole main loop. The browser has no loop of its own: the page calls the app's exports,
//!   which hand keys and ticks to the session directly.
//!
//! ```
//! use jiugong_board::board::{Board, Event, Input};
//! use jiugong_board::session::{Mode, Session};
//! use jiugong_calc::{App, Key};
//!
//! /// A board with a key script for a keypad, a string for a serial line, and a screen
//! /// that only counts its frames.
//! struct Script<'k> {
//!     keys: core::slice::Iter<'k, Key>,
//!     log: String,
//!     frames: u32,
//! }
//!
//! impl Board for Script<'_> {
//!     type Log = String;
//!     fn log(&mut self) -> &mut String {
//!         &mut self.log
//!     }
//!     fn show(&mut self, _app: &App) {
//!         self.frames += 1;
//!     }
//! }
//!
//! impl Input for Script<'_> {
//!     fn next(&mut self) -> Event {
//!         self.keys.next().map_or(Event::Leave, |&key| Event::Key(key))
//!     }
//! }
//!
//! // The knight's tour from the start square: the knight, then its menu's first entry.
//! let keys = [Key::Digit(2), Key::Menu, Key::Digit(1)];
//! let board = Script { keys: keys.iter(), log: String::new(), frames: 0 };
//! let mut app = App::new(7);
//! let mut session = Session::new(board, &mut app, Mode::Scripted { tick_limit: None });
//! session.run();
//! assert!(session.app().knight().unwrap().tour().is_some());
//! assert_eq!(session.board().frames, 4); // the first frame, then one after each key
//! assert!(session.board().log.ends_with("idle 3 stack 0\n"));
//! ```

use core::fmt;
use embedded_graphics::prelude::Point;
use jiugong_calc::state::Garbled;
use jiugong_calc::{App, Key};

/// What every board gives the app: a screen, a log and, where it has one, storage.
pub trait Board {
    /// Where the log goes: a serial line, stderr, or nowhere ([`NoLog`]).
    type Log: fmt::Write;

    /// The log the session writes (`key NAME`, `idle N stack S`, …). Best effort: a line
    /// the writer refuses is dropped.
    fn log(&mut self) -> &mut Self::Log;

    /// Draws `app`'s frame ([`App::draw`]) and puts it on the screen.
    fn show(&mut self, app: &App);

    /// Bytes of stack used so far (the high-water mark), for the log; 0 where the board
    /// cannot tell.
    fn stack_used(&self) -> usize {
        0
    }

    /// The saved games' bytes ([`state`](jiugong_calc::state)), if the board keeps some.
    fn saved(&mut self) -> Option<&[u8]> {
        None
    }

    /// The saved games could not be read back: the app started fresh, and its home menu
    /// says why. A board with more to say (a file's name, a console) says it here.
    fn not_restored(&mut self, why: Garbled) {
        let _ = why;
    }

    /// Keeps `app`'s games ([`App::save`]) where the board can; nothing where it cannot.
    /// A board that cannot report a failed save keeps its last good one.
    fn keep(&mut self, app: &App) {
        let _ = app;
    }
}

/// What a board hands its main loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A key was pressed.
    Key(Key),
    /// A point of the screen was tapped (a board with a touch screen or a pointer).
    Tap(Point),
    /// The clock ticked ([`TICKS_PER_SECOND`](jiugong_calc::TICKS_PER_SECOND) a second).
    Tick,
    /// The program is to end (the window closed, the script ran out): the games are kept.
    Leave,
    /// Nothing yet.
    Idle,
}

/// A board whose keys and ticks the main loop asks for.
pub trait Input: Board {
    /// Whether Esc on the home menu ends the program (on the TI-Nspire: back to the OS).
    /// Elsewhere the calculator's own key or the window ends it.
    const ESC_AT_HOME_LEAVES: bool = false;

    /// The next key or tick, waiting for one where the board can sleep.
    fn next(&mut self) -> Event;
}

/// A log that goes nowhere: for a board with no serial line.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoLog;

impl fmt::Write for NoLog {
    fn write_str(&mut self, _: &str) -> fmt::Result {
        Ok(())
    }
}

impl<B: Board + ?Sized> Board for &mut B {
    type Log = B::Log;

    fn log(&mut self) -> &mut B::Log {
        (**self).log()
    }

    fn show(&mut self, app: &App) {
        (**self).show(app)
    }

    fn stack_used(&self) -> usize {
        (**self).stack_used()
    }

    fn saved(&mut self) -> Option<&[u8]> {
        (**self).saved()
    }

    fn not_restored(&mut self, why: Garbled) {
        (**self).not_restored(why)
    }

    fn keep(&mut self, app: &App) {
        (**self).keep(app)
    }
}

impl<B: Input + ?Sized> Input for &mut B {
    const ESC_AT_HOME_LEAVES: bool = B::ESC_AT_HOME_LEAVES;

    fn next(&mut self) -> Event {
        (**self).next()
    }
}
