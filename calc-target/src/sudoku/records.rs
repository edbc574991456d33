//! The player's records, level by level ([`Record`]: games won, the best time, and the
//! time all the wins took, for the average). Kept with the saved games; a puzzle filled by
//! the solver or by hints alone is not a win.

use super::levels::Choice;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::state::{Coded, Garbled, Reader, Writer};
use crate::toolkit::menu::Menu;
use crate::toolkit::record::{Clock, Record};
use core::fmt;

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
        self.0[usize::from(choice.byte())].win(seconds, None).best
    }

    /// Writes every record (a level's counts no moves).
    pub fn save(&self, out: &mut Writer<'_>) {
        for r in &self.0 {
            r.save_times(out);
        }
    }

    /// Reads what [`Records::save`] wrote.
    pub fn load(input: &mut Reader<'_>) -> Result<Records, Garbled> {
        let mut records = Records::default();
        for r in &mut records.0 {
            *r = Record::load_times(input)?;
        }
        Ok(records)
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
