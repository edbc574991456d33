//! The player's records, level by level: games won, the best time, and the time all the
//! wins took (for the average). Kept with the saved games; a puzzle filled by the solver
//! or by hints alone is not a win.

use super::levels::Choice;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::state::{Coded, Garbled, Reader, Writer};
use crate::toolkit::menu::Menu;
use core::fmt;

/// One level's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Games won.
    pub won: u16,
    /// The best time, in seconds (none before the first win).
    pub best: Option<u32>,
    /// The seconds all the wins took.
    pub total: u32,
}

impl Record {
    /// The average time of a win, in seconds.
    ///
    /// ```
    /// use jiugong_calc::sudoku::records::Record;
    ///
    /// let r = Record { won: 2, best: Some(200), total: 500 };
    /// assert_eq!(r.average(), Some(250));
    /// assert_eq!(Record::default().average(), None);
    /// ```
    pub fn average(&self) -> Option<u32> {
        (self.won > 0).then(|| self.total / u32::from(self.won))
    }
}

/// Every level's record, in the level list's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Records([Record; Choice::ALL.len()]);

impl Records {
    /// The record of the level chosen so.
    pub fn of(&self, choice: Choice) -> &Record {
        &self.0[usize::from(choice.byte())]
    }

    /// A win at `choice` in `seconds`: counted; the best time before it, if there was one.
    pub fn win(&mut self, choice: Choice, seconds: u32) -> Option<u32> {
        let r = &mut self.0[usize::from(choice.byte())];
        let before = r.best;
        r.won = r.won.saturating_add(1);
        r.total = r.total.saturating_add(seconds);
        r.best = Some(before.map_or(seconds, |b| b.min(seconds)));
        before
    }

    /// Writes every record.
    pub fn save(&self, out: &mut Writer<'_>) {
        for r in &self.0 {
            out.u16(r.won);
            out.u32(r.best.unwrap_or(u32::MAX));
            out.u32(r.total);
        }
    }

    /// Reads what [`Records::save`] wrote: a best time only with a win, none longer than
    /// all of them together.
    pub fn load(input: &mut Reader<'_>) -> Result<Records, Garbled> {
        let mut records = Records::default();
        for r in &mut records.0 {
            let (won, best, total) = (input.u16()?, input.u32()?, input.u32()?);
            let best = (best != u32::MAX).then_some(best);
            if (won > 0) != best.is_some() || best.is_some_and(|b| b > total) {
                return Err(Garbled::Invalid);
            }
            *r = Record { won, best, total };
        }
        Ok(records)
    }
}

/// Seconds as a clock shows them: `4:12`.
///
/// ```
/// use jiugong_calc::sudoku::records::Clock;
///
/// assert_eq!(Clock(252).to_string(), "4:12");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock(pub u32);

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{:02}", self.0 / 60, self.0 % 60)
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
