//! A solution played back at a pace a player can follow — a move every [`PACE`] ticks, about
//! four a second on every board (they all tick 50 times a second) — that the player can
//! pause, step through and step back.
//!
//! The screen owns the moves and the board; a [`Playback`] only says when to make the next
//! move or take the last one back.
//!
//! ```
//! use jiugong_calc::Key;
//! use jiugong_calc::toolkit::playback::{PACE, Playback, Step};
//!
//! let mut p = Playback::new(3);
//! let steps: Vec<_> = (0..PACE).map(|_| p.tick()).collect();
//! assert_eq!(steps.last(), Some(&Some(Step::Forward))); // the first move, after PACE ticks
//! assert_eq!(p.key(Key::Ok), Some(None)); // paused
//! assert_eq!(p.key(Key::Left), Some(Some(Step::Back)));
//! assert_eq!(p.at(), 0);
//! ```

use super::theme::{self, INK, MUTED};
use crate::lang::{Fill, Lang, app::Phrase};
use crate::state::{Garbled, Reader, Writer};
use crate::{Key, Keys};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Ticks between two moves: 12 at 50 ticks a second, 4.2 moves a second.
pub const PACE: u8 = 12;

/// One move of the playback, for the screen to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The next move: the one numbered [`Playback::at`] now (from 1).
    Forward,
    /// The last move taken back: the one numbered [`Playback::at`] + 1 then.
    Back,
}

/// Where a playback of `len` moves is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playback {
    at: u16,
    len: u16,
    wait: u8,
    paused: bool,
}

impl Playback {
    /// A playback of `len` moves, at its start and running.
    pub fn new(len: usize) -> Playback {
        Playback {
            at: 0,
            len: len.min(usize::from(u16::MAX)) as u16,
            wait: 0,
            paused: false,
        }
    }

    /// A playback of `len` moves already played to its end (a tour shown whole again after
    /// a reload).
    ///
    /// ```
    /// use jiugong_calc::toolkit::playback::Playback;
    ///
    /// let p = Playback::played(5);
    /// assert!(p.is_done() && !p.is_running());
    /// assert_eq!((p.at(), p.len()), (5, 5));
    /// ```
    pub fn played(len: usize) -> Playback {
        let mut p = Playback::new(len);
        p.at = p.len;
        p
    }

    /// Writes the playback as it is: its moves, those made, the ticks toward the next, and
    /// whether it is paused.
    pub fn save(&self, out: &mut Writer<'_>) {
        out.u16(self.len);
        out.u16(self.at);
        out.u8(self.wait);
        out.bool(self.paused);
    }

    /// Reads what [`Playback::save`] wrote: never past its end, nor a tick past its pace.
    ///
    /// ```
    /// use jiugong_calc::Key;
    /// use jiugong_calc::state::{Reader, Writer, open, seal};
    /// use jiugong_calc::toolkit::playback::Playback;
    ///
    /// let mut p = Playback::new(30);
    /// p.key(Key::Ok); // paused
    /// p.key(Key::Right);
    /// let mut file = [0u8; 32];
    /// let mut out = Writer::new(&mut file);
    /// p.save(&mut out);
    /// let n = seal(out).unwrap();
    /// assert_eq!(Playback::load(&mut open(&file[..n]).unwrap()), Ok(p));
    /// ```
    pub fn load(input: &mut Reader<'_>) -> Result<Playback, Garbled> {
        let (len, at, wait, paused) = (input.u16()?, input.u16()?, input.u8()?, input.bool()?);
        if at > len || wait >= PACE {
            return Err(Garbled::Invalid);
        }
        Ok(Playback {
            at,
            len,
            wait,
            paused,
        })
    }

    /// Moves made so far.
    pub fn at(&self) -> usize {
        usize::from(self.at)
    }

    /// Moves in all.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True for a playback of no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// True once every move is made.
    pub fn is_done(&self) -> bool {
        self.at == self.len
    }

    /// True while paused.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// True while ticks move it on: running and not done (what a board waits for).
    pub fn is_running(&self) -> bool {
        !self.paused && !self.is_done()
    }

    /// One tick: the next move when it is due.
    pub fn tick(&mut self) -> Option<Step> {
        if !self.is_running() {
            return None;
        }
        self.wait += 1;
        if self.wait < PACE {
            return None;
        }
        self.wait = 0;
        self.at += 1;
        Some(Step::Forward)
    }

    /// A key while playing: OK pauses and resumes; while paused, right steps forward and
    /// left back (so a playback at its end, paused, can be stepped back through). `None`
    /// for the keys it does not take (the screen's: Back stops), else the move to make, if
    /// any.
    ///
    /// ```
    /// use jiugong_calc::Key;
    /// use jiugong_calc::toolkit::playback::{Playback, Step};
    ///
    /// let mut p = Playback::played(3);
    /// assert_eq!(p.key(Key::Left), Some(None)); // running at its end: nothing
    /// assert_eq!(p.key(Key::Ok), Some(None)); // paused
    /// assert_eq!(p.key(Key::Left), Some(Some(Step::Back)));
    /// assert_eq!(p.at(), 2);
    /// ```
    pub fn key(&mut self, key: Key) -> Option<Option<Step>> {
        match key {
            Key::Left | Key::Right if !self.paused => Some(None),
            Key::Ok => {
                self.paused = !self.paused;
                self.wait = 0;
                Some(None)
            }
            Key::Right if self.paused && !self.is_done() => {
                self.at += 1;
                Some(Some(Step::Forward))
            }
            Key::Left if self.paused && self.at > 0 => {
                self.at -= 1;
                Some(Some(Step::Back))
            }
            Key::Left | Key::Right => Some(None),
            _ => None,
        }
    }

    /// The help line while playing ([`theme::help_line`] puts it in words).
    pub fn help(&self) -> &'static [(Keys, Phrase)] {
        if self.paused {
            &[
                (Keys::OK, Phrase::Play),
                (Keys::LeftRight, Phrase::Step),
                (Keys::BACK, Phrase::Stop),
            ]
        } else {
            &[(Keys::OK, Phrase::Pause), (Keys::BACK, Phrase::Stop)]
        }
    }

    /// In words: "move 3 of 30", and "paused".
    pub fn describe(&self, out: &mut dyn core::fmt::Write, lang: Lang) -> core::fmt::Result {
        let said = if self.paused {
            Phrase::PausedSaid
        } else {
            Phrase::PlayingSaid
        };
        writeln!(
            out,
            "{}",
            Fill(lang, said.text(lang), &[&self.at, &self.len])
        )
    }

    /// "move 3/30" at (x, y), a bar under it `w` pixels wide, filled as far as the moves
    /// made, and under that the pace: a short bar that fills, a pixel a tick, until the next
    /// move (every tick of a running playback changes the screen, so a board that waits
    /// for a tick without drawing knows the playback is over, or paused).
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        x: i32,
        y: i32,
        w: u32,
        lang: Lang,
    ) -> Result<(), D::Error> {
        let mut line = heapless::String::<32>::new();
        let words = if self.paused {
            Phrase::Paused
        } else {
            Phrase::Playing
        };
        // At most 23 characters: it fits.
        let _ = core::fmt::write(
            &mut line,
            format_args!("{}", Fill(lang, words.text(lang), &[&self.at, &self.len])),
        );
        theme::text(d, &line, x, y, INK)?;
        theme::fill(d, x, y + 12, w, 3, MUTED)?;
        let done = w * u32::from(self.at) / u32::from(self.len.max(1));
        theme::fill(d, x, y + 12, done, 3, INK)?;
        // Under the bar while it plays, the time to the next move; nothing once paused or
        // at the end (a dash left there read as a stray mark).
        theme::fill(d, x, y + 17, u32::from(PACE), 2, theme::BACKGROUND)?;
        let wait = if self.is_running() { self.wait } else { 0 };
        theme::fill(d, x, y + 17, u32::from(wait), 2, MUTED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_every_pace_ticks_then_done() {
        let mut p = Playback::new(2);
        let mut moves = 0;
        let mut ticks = 0;
        while p.is_running() {
            ticks += 1;
            if p.tick() == Some(Step::Forward) {
                moves += 1;
            }
        }
        assert_eq!((moves, ticks), (2, 2 * u32::from(PACE)));
        assert_eq!(p.tick(), None);
    }

    #[test]
    fn paused_it_steps_both_ways_within_its_ends() {
        let mut p = Playback::new(2);
        assert_eq!(p.key(Key::Ok), Some(None));
        assert!(p.is_paused() && !p.is_running());
        assert_eq!(p.tick(), None);
        assert_eq!(p.key(Key::Left), Some(None), "nothing to take back");
        assert_eq!(p.key(Key::Right), Some(Some(Step::Forward)));
        assert_eq!(p.key(Key::Right), Some(Some(Step::Forward)));
        assert_eq!(p.key(Key::Right), Some(None), "no move after the last");
        assert!(p.is_done());
        assert_eq!(p.key(Key::Left), Some(Some(Step::Back)));
        assert_eq!(p.at(), 1);
        assert_eq!(p.key(Key::Back), None, "the screen's key");
        assert_eq!(p.key(Key::Ok), Some(None));
        assert!(p.is_running());
    }

    /// Under the bar, the time to the next move shows while the playback runs, and
    /// nothing once it is paused mid-wait.
    #[test]
    fn the_wait_shows_only_while_it_plays() {
        use embedded_graphics::mock_display::MockDisplay;
        let marks = |p: &Playback| {
            let mut d = MockDisplay::<Rgb565>::new();
            d.set_allow_overdraw(true);
            d.set_allow_out_of_bounds_drawing(true);
            p.draw(&mut d, 0, 0, 40, Lang::En).unwrap();
            (0..40)
                .filter(|&x| d.get_pixel(Point::new(x, 17)) == Some(MUTED))
                .count()
        };
        let mut p = Playback::new(3);
        p.tick();
        p.tick();
        assert_eq!(marks(&p), 2, "two ticks waited");
        p.key(Key::Ok);
        assert!(p.is_paused());
        assert_eq!(marks(&p), 0, "paused: no dash");
    }
}
