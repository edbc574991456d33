//! Numbered puzzles: puzzle number N at a level is the same grid on every board and on the
//! command line, so players can name a puzzle to each other ("hard No. 9829"); the day's
//! puzzle is the one numbered by the date.
//!
//! A number and a level seed the random numbers a [`LevelSearch`] draws (xorshift, seeded
//! through [`SeedableRng::seed_from_u64`]); the search's options are the level's defaults
//! ([`Options::at`]). Whoever runs that search, in one go or one attempt a tick, makes the
//! same puzzle.

use super::{GenerateError, Generator, Level, LevelSearch, Options, Puzzle};
use crate::search::{Progress, Resumable};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

/// Puzzle number `number` at `level`.
///
/// ```
/// use jiugong_core::sudoku::{Generator, Level, Numbered};
///
/// let mut generator = Generator::new();
/// let mut make = |number| {
///     let n = Numbered { number, level: Level::Easy };
///     n.make(&mut generator).map(|p| p.puzzle)
/// };
/// assert_eq!(make(7)?, make(7)?);
/// assert_ne!(make(7)?, make(8)?);
/// # Ok::<(), jiugong_core::sudoku::GenerateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbered {
    /// The puzzle's number, at most [`Numbered::MAX`].
    pub number: u32,
    /// Its level.
    pub level: Level,
}

impl Numbered {
    /// The largest number: six digits, as a calculator's prompt takes them.
    pub const MAX: u32 = 999_999;

    /// The random numbers its search draws.
    pub fn rng(self) -> XorShiftRng {
        let level = Level::ALL
            .iter()
            .position(|&l| l == self.level)
            .unwrap_or(0);
        XorShiftRng::seed_from_u64(u64::from(self.number) << 8 | level as u64)
    }

    /// Makes it in one go: the search a board runs one attempt a tick, run to its end.
    pub fn make(self, generator: &mut Generator) -> Result<Puzzle, GenerateError> {
        let (mut rng, options) = (self.rng(), self.options());
        let mut search = LevelSearch::new(generator, &mut rng, &options)?;
        match search.resume(u64::MAX) {
            Progress::Found => search.puzzle().ok_or_else(|| search.not_reached()),
            _ => Err(search.not_reached()),
        }
    }

    /// The options its search takes: the level's defaults.
    pub fn options(self) -> Options {
        Options::at(self.level)
    }

    /// The day's puzzle at `level`: numbered by the days since 31 December 1999 (1 January
    /// 2000 is No. 1), the date in the Gregorian calendar; `None` for a date that does not
    /// exist, or one before 2000 or past No. [`Numbered::MAX`] (in the year 4737).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Level, Numbered};
    ///
    /// let day = |y, m, d| Numbered::of_day(y, m, d, Level::Hard).map(|n| n.number);
    /// assert_eq!(day(2000, 1, 1), Some(1));
    /// assert_eq!(day(2000, 3, 1), Some(61)); // 2000 was a leap year
    /// assert_eq!(day(2026, 11, 29), Some(9830));
    /// assert_eq!(day(2026, 2, 29), None);
    /// assert_eq!(day(1999, 12, 31), None);
    /// ```
    pub fn of_day(year: u32, month: u32, day: u32, level: Level) -> Option<Numbered> {
        let number = Self::day(year, month, day)?;
        Some(Numbered { number, level })
    }

    /// The day's number, as [`Numbered::of_day`] numbers it.
    ///
    /// ```
    /// use jiugong_core::sudoku::Numbered;
    ///
    /// assert_eq!(Numbered::day(2026, 11, 29), Some(9830));
    /// ```
    pub fn day(year: u32, month: u32, day: u32) -> Option<u32> {
        let number = days_from_2000(year, month, day)?.checked_add(1)?;
        (number <= Self::MAX).then_some(number)
    }

    /// The number of the day a clock counting `seconds` since 1 January 1970, 00:00 UTC,
    /// is in (the TI-Nspire's real-time clock counts so), as [`Numbered::day`] numbers it:
    /// `None` before 2000 or past No. [`Numbered::MAX`].
    ///
    /// ```
    /// use jiugong_core::sudoku::Numbered;
    ///
    /// // 2026-11-29, 12:00 UTC.
    /// assert_eq!(Numbered::day_of_clock(1_795_953_600), Some(9830));
    /// assert_eq!(Numbered::day_of_clock(0), None); // 1970
    /// ```
    pub fn day_of_clock(seconds: u64) -> Option<u32> {
        /// Days from 1 January 1970 to 1 January 2000.
        const DAYS_TO_2000: u64 = 10_957;
        let days = (seconds / 86_400).checked_sub(DAYS_TO_2000)?;
        let number = u32::try_from(days).ok()?.checked_add(1)?;
        (number <= Self::MAX).then_some(number)
    }
}

/// Days from 1 January 2000 to a date, if it exists and is not before.
fn days_from_2000(year: u32, month: u32, day: u32) -> Option<u32> {
    let leap = |y: u32| y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    const DAYS: [u32; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let in_month = |m: u32| DAYS[m as usize - 1] + u32::from(m == 2 && leap(year));
    if !(2000..=9999).contains(&year) || !(1..=12).contains(&month) {
        return None;
    }
    if day == 0 || day > in_month(month) {
        return None;
    }
    let years: u32 = (2000..year).map(|y| 365 + u32::from(leap(y))).sum();
    let months: u32 = (1..month).map(in_month).sum();
    Some(years + months + day - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_across_leap_years() {
        assert_eq!(days_from_2000(2000, 12, 31), Some(365));
        assert_eq!(days_from_2000(2001, 1, 1), Some(366));
        assert_eq!(days_from_2000(2100, 3, 1), Some(36_584)); // 2100 is no leap year
        assert_eq!(days_from_2000(2100, 2, 29), None);
        assert_eq!(days_from_2000(2024, 2, 29), Some(8_825));
        assert_eq!(days_from_2000(2026, 13, 1), None);
    }

    #[test]
    fn a_clocks_day_is_the_calendars() {
        // 2000-01-01 00:00 UTC, then each day at a different hour, to 2101.
        let mut seconds = 946_684_800u64;
        let mut number = 0;
        for year in 2000..2101 {
            for month in 1..=12 {
                for day in 1..=31 {
                    let Some(n) = Numbered::day(year, month, day) else {
                        continue;
                    };
                    number += 1;
                    assert_eq!(n, number, "{year}-{month}-{day}");
                    let hour = u64::from(day % 24) * 3600;
                    assert_eq!(Numbered::day_of_clock(seconds + hour), Some(n));
                    seconds += 86_400;
                }
            }
        }
        assert_eq!(Numbered::day_of_clock(946_684_799), None);
    }

    #[test]
    fn a_level_is_part_of_the_number() {
        let (mut a, mut b) = (
            Numbered {
                number: 5,
                level: Level::Easy,
            }
            .rng(),
            Numbered {
                number: 5,
                level: Level::Hard,
            }
            .rng(),
        );
        use rand_core::Rng;
        assert_ne!(a.next_u64(), b.next_u64());
    }
}
