//! The player's records, level by level ([`Record`]: games won, the best time, and the
//! time all the wins took, for the average), and the days in a row with a win where the
//! board knows the date ([`Streak`]). Kept with the saved games; a puzzle filled by the
//! solver or by hints alone is not a win.

use super::kinds::{Kind, Rung};
use super::levels::Choice;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::state::{Coded, Garbled, Reader, Writer};
use crate::toolkit::menu::Menu;
use crate::toolkit::record::{Clock, Record};
use core::fmt;

/// Every level's record, in the level list's order, the streak, and each variant's
/// records, level by level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Records {
    levels: [Record; Choice::ALL.len()],
    streak: Streak,
    variants: [[Record; Rung::LEVELS]; Kind::VARIANTS],
}

impl Records {
    /// The record of the level chosen so, on the classic grid.
    pub fn of(&self, choice: Choice) -> &Record {
        &self.levels[usize::from(choice.byte())]
    }

    /// The record of a kind of grid at a level (`None` for a level no kind but the
    /// classic offers).
    pub fn of_kind(&self, kind: Kind, choice: Choice) -> Option<&Record> {
        match kind.variant_index() {
            None => Some(self.of(choice)),
            Some(k) => self.variants[k].get(Rung::at(choice.level()?)?),
        }
    }

    /// The days in a row with a win.
    pub fn streak(&self) -> &Streak {
        &self.streak
    }

    /// A win at `choice` in `seconds`, on the day numbered `today` if the board knows the
    /// date: counted; the best time before it, if there was one.
    pub fn win(
        &mut self,
        kind: Kind,
        choice: Choice,
        seconds: u32,
        today: Option<u32>,
    ) -> Option<u32> {
        if let Some(day) = today {
            self.streak.win(day);
        }
        let record = match (kind.variant_index(), choice.level()) {
            (None, _) => &mut self.levels[usize::from(choice.byte())],
            (Some(k), Some(level)) => self.variants[k].get_mut(Rung::at(level)?)?,
            (Some(_), None) => return None,
        };
        record.win(seconds, None).best
    }

    /// Writes every record (a level's counts no moves), then the streak, then each
    /// variant's records.
    pub fn save(&self, out: &mut Writer<'_>) {
        for r in &self.levels {
            r.save_times(out);
        }
        self.streak.save(out);
        for r in self.variants.iter().flatten() {
            r.save_times(out);
        }
    }

    /// Reads what [`Records::save`] wrote (before format version 10, no streak; before 11,
    /// no variant).
    pub fn load(input: &mut Reader<'_>) -> Result<Records, Garbled> {
        let mut records = Records::default();
        for r in &mut records.levels {
            *r = Record::load_times(input)?;
        }
        if input.version() >= 10 {
            records.streak = Streak::load(input)?;
        }
        if input.version() >= 11 {
            for r in records.variants.iter_mut().flatten() {
                *r = Record::load_times(input)?;
            }
        }
        Ok(records)
    }
}

/// Days in a row with a win, counted where the board knows the date (days numbered as
/// [`Numbered::day`](jiugong_core::sudoku::Numbered::day) numbers them).
///
/// ```
/// use jiugong_calc::sudoku::records::Streak;
///
/// let mut s = Streak::default();
/// for day in [9830, 9830, 9831, 9832, 9840] {
///     s.win(day);
/// }
/// assert_eq!((s.days, s.best), (1, 3)); // three days, then a gap
/// assert_eq!(s.current(9841), 1); // won yesterday: still on
/// assert_eq!(s.current(9842), 0); // a day without a win
/// s.win(9835); // a clock set back: the streak stays as it was
/// assert_eq!((s.last, s.days, s.best), (Some(9840), 1, 3));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The day of the last win, if any.
    pub last: Option<u32>,
    /// Days in a row up to the last win's.
    pub days: u16,
    /// The most days in a row.
    pub best: u16,
}

impl Streak {
    /// A win on day `today`: the streak goes on from a win the day before, or starts again
    /// (a second win the same day changes nothing, nor does one on a day before the last
    /// win's: a clock set back, a link's date).
    pub fn win(&mut self, today: u32) {
        match self.last {
            Some(day) if today <= day => return,
            Some(day) if day.checked_add(1) == Some(today) => {
                self.days = self.days.saturating_add(1)
            }
            _ => self.days = 1,
        }
        self.last = Some(today);
        self.best = self.best.max(self.days);
    }

    /// Days in a row as of day `today`: the streak holds while its last win was today or
    /// yesterday (or is on a day after `today`: a clock set back).
    pub fn current(&self, today: u32) -> u16 {
        match self.last {
            Some(day) if today <= day || day.checked_add(1) == Some(today) => self.days,
            _ => 0,
        }
    }

    /// Writes the last win's day (`u32::MAX` for none), the days and the best.
    fn save(&self, out: &mut Writer<'_>) {
        out.u32(self.last.unwrap_or(u32::MAX));
        out.u16(self.days);
        out.u16(self.best);
    }

    /// Reads what [`Streak::save`] wrote: days only with a last win, none beyond the best.
    fn load(input: &mut Reader<'_>) -> Result<Streak, Garbled> {
        let (last, days, best) = (input.u32()?, input.u16()?, input.u16()?);
        let last = (last != u32::MAX).then_some(last);
        if last.is_some() != (days > 0) || days > best || (last.is_none() && best > 0) {
            return Err(Garbled::Invalid);
        }
        Ok(Streak { last, days, best })
    }
}

/// The streak in words as of day `today`: "days in a row: 3 (best 5)".
#[derive(Clone, Copy, Debug)]
pub struct StreakSaid<'a>(pub &'a Streak, pub u32, pub Lang);

impl fmt::Display for StreakSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (days, best) = (self.0.current(self.1), self.0.best);
        Fill(self.2, Phrase::Streak.text(self.2), &[&days, &best]).fmt(f)
    }
}

/// A level's record in words, in a language: "3 won, best 3:58, average 4:40", or "no
/// win yet".
#[derive(Clone, Copy, Debug)]
pub struct Said<'a>(pub &'a Record, pub Lang);

impl fmt::Display for Said<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0.best, self.0.average()) {
            (Some(best), Some(average)) => Fill(
                self.1,
                Phrase::RecordWon.text(self.1),
                &[&self.0.won, &Clock(best), &Clock(average)],
            )
            .fmt(f),
            _ => f.write_str(Phrase::NoWin.text(self.1)),
        }
    }
}
