//! When a board ticks the app, when it redraws, and what it logs on its serial line — the
//! one policy every board and the host simulator follow.
//!
//! The log is best effort: a line that does not fit the board's log writer is dropped, so
//! the `let _ = writeln!(log, …)` below ignore that error on purpose.
//!
//! Two modes:
//! - interactive: one tick per clock period ([`TICK_MICROS`]), so animations keep their pace
//!   and the Sudoku clock its seconds; the screen is redrawn when a key or a busy tick
//!   changed something, and once a second;
//! - scripted: after each key the app ticks until idle (or a given number of ticks, to
//!   catch a search while it runs), then the screen is drawn and `idle N` is logged — what
//!   the host simulator does, so the two screens can be compared pixel for pixel once the
//!   log says `idle` for the last key.

use crate::{App, Key, TICKS_PER_SECOND};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Microseconds between two ticks of the interactive clock.
pub const TICK_MICROS: u32 = 1_000_000 / TICKS_PER_SECOND;

/// The app as the board runs it.
#[derive(Debug)]
pub struct Session<'a> {
    app: &'a mut App,
    scripted: bool,
    tick_limit: u32,
    keys: u32,
    busy: bool,
    busy_ticks: u32,
    clock_ticks: u32,
    redraw: bool,
    idle_pending: bool,
}

impl<'a> Session<'a> {
    /// A session over `app`; the first frame is due. Scripted, `tick_limit` caps the ticks
    /// after each key (`None`: until idle).
    pub fn new(app: &'a mut App, scripted: bool, tick_limit: Option<u32>) -> Session<'a> {
        Session {
            app,
            scripted,
            tick_limit: tick_limit.unwrap_or(u32::MAX),
            keys: 0,
            busy: false,
            busy_ticks: 0,
            clock_ticks: 0,
            redraw: true,
            idle_pending: false,
        }
    }

    /// The app.
    pub fn app(&self) -> &App {
        self.app
    }

    /// Reads saved games into the app ([`App::restore`]: on an error it starts fresh and
    /// says why); the screen is redrawn.
    pub fn restore(&mut self, saved: &[u8]) -> Result<(), crate::state::Garbled> {
        self.redraw = true;
        self.app.restore(saved)
    }

    /// A key arrived: the app handles it (and, scripted, runs until idle). Logs
    /// `key NAME`.
    pub fn key(&mut self, key: Key, log: &mut impl Write) {
        let _ = writeln!(log, "key {key}");
        self.app.handle(key);
        self.keys += 1;
        self.redraw = true;
        if self.scripted {
            let mut ticks = 0u32;
            while ticks < self.tick_limit && self.app.tick() {
                ticks += 1;
            }
            if ticks > 0 {
                let _ = writeln!(log, "done after {ticks} ticks");
            }
            self.idle_pending = true;
        } else {
            self.busy = true; // the next clock tick tells
        }
    }

    /// The interactive clock ticked: one slice of the app's work. Logs `done after N
    /// ticks, stack S` when a piece of work (a search, an animation) ends (`stack_used`:
    /// the board's stack high-water mark in bytes).
    pub fn clock(&mut self, log: &mut impl Write, stack_used: impl FnOnce() -> usize) {
        if self.scripted {
            return;
        }
        let was_busy = self.busy;
        self.busy = self.app.tick();
        if self.busy {
            self.busy_ticks += 1;
            self.redraw = true;
        } else if was_busy && self.busy_ticks > 0 {
            let _ = writeln!(
                log,
                "done after {} ticks, stack {}",
                self.busy_ticks,
                stack_used()
            );
            self.busy_ticks = 0;
            self.redraw = true;
        }
        self.clock_ticks += 1;
        if self.clock_ticks % TICKS_PER_SECOND == 0 {
            self.redraw = true; // the Sudoku clock
        }
    }

    /// Draws the screen if something changed; true if it did. Then, scripted, logs
    /// `idle N stack S` for the N-th key (`stack_used` bytes of stack so far).
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &mut self,
        display: &mut D,
        log: &mut impl Write,
        stack_used: impl FnOnce() -> usize,
    ) -> Result<bool, D::Error> {
        let drew = core::mem::take(&mut self.redraw);
        if drew {
            self.app.draw(display)?;
        }
        if core::mem::take(&mut self.idle_pending) {
            let _ = writeln!(log, "idle {} stack {}", self.keys, stack_used());
        }
        Ok(drew)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::primitives::Rectangle;

    /// A screen that only counts what is drawn on it.
    #[derive(Default)]
    struct Screen(usize);

    impl OriginDimensions for Screen {
        fn size(&self) -> Size {
            Size::new(crate::SCREEN_WIDTH, crate::SCREEN_HEIGHT)
        }
    }

    impl DrawTarget for Screen {
        type Color = Rgb565;
        type Error = core::convert::Infallible;

        fn draw_iter<I: IntoIterator<Item = Pixel<Rgb565>>>(
            &mut self,
            p: I,
        ) -> Result<(), Self::Error> {
            self.0 += p.into_iter().count();
            Ok(())
        }

        fn fill_solid(&mut self, area: &Rectangle, _: Rgb565) -> Result<(), Self::Error> {
            self.0 += area.size.width as usize * area.size.height as usize;
            Ok(())
        }
    }

    #[test]
    fn scripted_runs_until_idle_and_logs_after_drawing() {
        let mut app = App::new(5);
        let mut s = Session::new(&mut app, true, None);
        let mut log = heapless::String::<256>::new();
        let mut fb = Screen::default();
        assert!(s.draw(&mut fb, &mut log, || 0).unwrap());
        assert!(fb.0 >= (crate::SCREEN_WIDTH * crate::SCREEN_HEIGHT) as usize);
        assert!(log.is_empty());
        // Knight: 8×8 from (2,0), Warnsdorff's tour animates square by square.
        s.key(Key::Digit(2), &mut log);
        s.key(Key::Enter, &mut log);
        assert!(s.app().knight().unwrap().tour().is_some());
        assert!(!s.app().knight().unwrap().searching());
        assert!(s.draw(&mut fb, &mut log, || 100).unwrap());
        assert!(!s.draw(&mut fb, &mut log, || 100).unwrap());
        assert!(log.starts_with("key 2\nkey enter\ndone after "), "{log}");
        assert!(log.ends_with("ticks\nidle 2 stack 100\n"), "{log}");
    }

    #[test]
    fn interactive_ticks_on_the_clock_and_logs_the_end_of_work() {
        let mut app = App::new(5);
        let mut s = Session::new(&mut app, false, None);
        let mut log = heapless::String::<256>::new();
        s.key(Key::Digit(2), &mut log);
        s.key(Key::Enter, &mut log);
        let mut ticks = 0;
        while !log.contains("done") {
            s.clock(&mut log, || 7);
            ticks += 1;
            assert!(ticks < 10_000);
        }
        // The animation took a tick per square: 64 squares.
        assert!(ticks >= 64, "{ticks}");
        assert!(log.ends_with(" ticks, stack 7\n"), "{log}");
        assert!(s.app().knight().unwrap().tour().is_some());
    }
}
