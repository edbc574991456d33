//! A player's record at one puzzle (a Sudoku level, a sliding puzzle's size, a Klotski
//! layout): games won, the best time and the time all the wins took, the fewest moves; and
//! a time as a clock shows it. Kept with the saved games.

use crate::lang::app::Phrase;
use crate::lang::{Fill, Lang};
use crate::state::{Garbled, Reader, Writer};
use core::fmt;

/// One puzzle's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Games won.
    pub won: u16,
    /// The best time, in seconds (none before the first win).
    pub best: Option<u32>,
    /// The seconds all the wins took.
    pub total: u32,
    /// The fewest moves a win took (none before the first win, and for Sudoku).
    pub fewest: Option<u32>,
}

impl Record {
    /// The average time of a win, in seconds.
    ///
    /// ```
    /// use jiugong_calc::toolkit::record::Record;
    ///
    /// let r = Record { won: 2, best: Some(200), total: 500, fewest: None };
    /// assert_eq!(r.average(), Some(250));
    /// assert_eq!(Record::default().average(), None);
    /// ```
    pub fn average(&self) -> Option<u32> {
        (self.won > 0).then(|| self.total / u32::from(self.won))
    }

    /// A win in `seconds` (and `moves`, where a puzzle counts them): counted; the record as
    /// it was before.
    ///
    /// ```
    /// use jiugong_calc::toolkit::record::Record;
    ///
    /// let mut r = Record::default();
    /// r.win(90, Some(40));
    /// let before = r.win(120, Some(31));
    /// assert_eq!((before.best, before.fewest), (Some(90), Some(40)));
    /// assert_eq!((r.won, r.best, r.fewest), (2, Some(90), Some(31)));
    /// ```
    pub fn win(&mut self, seconds: u32, moves: Option<u32>) -> Record {
        let before = *self;
        self.won = self.won.saturating_add(1);
        self.total = self.total.saturating_add(seconds);
        self.best = Some(before.best.map_or(seconds, |b| b.min(seconds)));
        self.fewest = match (before.fewest, moves) {
            (Some(f), Some(m)) => Some(f.min(m)),
            (f, m) => f.or(m),
        };
        before
    }

    /// Writes the record, its fewest moves too (`u32::MAX` for none).
    pub fn save(&self, out: &mut Writer<'_>) {
        self.save_times(out);
        out.u32(self.fewest.unwrap_or(u32::MAX));
    }

    /// Writes the wins and their times alone (a Sudoku level's record, which counts no
    /// moves).
    pub fn save_times(&self, out: &mut Writer<'_>) {
        out.u16(self.won);
        out.u32(self.best.unwrap_or(u32::MAX));
        out.u32(self.total);
    }

    /// Reads what [`Record::save`] wrote.
    pub fn load(input: &mut Reader<'_>) -> Result<Record, Garbled> {
        let mut r = Record::load_times(input)?;
        r.fewest = match input.u32()? {
            u32::MAX => None,
            _ if r.won == 0 => return Err(Garbled::Invalid),
            moves => Some(moves),
        };
        Ok(r)
    }

    /// Reads what [`Record::save_times`] wrote: a best time only with a win, none longer
    /// than all of them together.
    pub fn load_times(input: &mut Reader<'_>) -> Result<Record, Garbled> {
        let (won, best, total) = (input.u16()?, input.u32()?, input.u32()?);
        let best = (best != u32::MAX).then_some(best);
        if (won > 0) != best.is_some() || best.is_some_and(|b| b > total) {
            return Err(Garbled::Invalid);
        }
        Ok(Record {
            won,
            best,
            total,
            fewest: None,
        })
    }
}

/// Seconds as a clock shows them: `4:12`.
///
/// ```
/// use jiugong_calc::toolkit::record::Clock;
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

/// A record of wins by moves in words, as a side panel or a screen reader says it: "won 2;
/// best 31, 1:12" ("won 0" before the first).
///
/// ```
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::toolkit::record::{MovesSaid, Record};
///
/// let r = Record { won: 2, best: Some(72), total: 150, fewest: Some(31) };
/// assert_eq!(MovesSaid(&r, Lang::En).to_string(), "won 2; best 31, 1:12");
/// assert_eq!(MovesSaid(&Record::default(), Lang::Fr).to_string(), "gagnées 0");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MovesSaid<'a>(pub &'a Record, pub Lang);

impl MovesSaid<'_> {
    /// The games won.
    pub fn won(&self) -> impl fmt::Display + use<> {
        WonSaid(self.0.won, self.1)
    }

    /// The fewest moves and the best time, after a win.
    pub fn best(&self) -> Option<impl fmt::Display + use<>> {
        Some(BestSaid(self.0.fewest?, Clock(self.0.best?), self.1))
    }
}

/// The games won in words.
struct WonSaid(u16, Lang);

impl fmt::Display for WonSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Fill(self.1, Phrase::RecordWon.text(self.1), &[&self.0]).fmt(f)
    }
}

/// The fewest moves and the best time in words.
struct BestSaid(u32, Clock, Lang);

impl fmt::Display for BestSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Fill(self.2, Phrase::RecordBest.text(self.2), &[&self.0, &self.1]).fmt(f)
    }
}

impl fmt::Display for MovesSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.won().fmt(f)?;
        match self.best() {
            Some(best) => write!(f, "; {best}"),
            None => Ok(()),
        }
    }
}
