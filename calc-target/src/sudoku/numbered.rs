//! A puzzle by its number (0 in the level menu): the player types a number and picks a
//! level, and the core's numbered puzzle ([`Numbered`]) is made, the same on every board
//! and on the command line (`jiugong sudoku puzzle --number N`). Where the board knows
//! the date, the day's number is offered first: the day's puzzle.

use super::words;
use crate::Key;
use crate::keys::Keys;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::toolkit::layout;
use crate::toolkit::theme::{self, HelpLine, help_line};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use jiugong_core::sudoku::{Level, Numbered};

/// The number being typed and the level it is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberPrompt {
    /// The level, Left and Right change it.
    pub level: Level,
    /// The number so far (0: none).
    pub number: u32,
    /// Whether the player typed it (the day's number offered first goes with the first
    /// digit typed).
    typed: bool,
}

/// What a key did to the prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompted {
    /// Typing goes on.
    Stay,
    /// OK on a number: make it.
    Make(Numbered),
    /// Back: to the level menu.
    Leave,
}

impl NumberPrompt {
    /// A prompt for `level`, offering `today`'s number if the board knows the date.
    ///
    /// ```
    /// use jiugong_calc::sudoku::numbered::{NumberPrompt, Prompted};
    /// use jiugong_calc::Key;
    /// use jiugong_core::sudoku::{Level, Numbered};
    ///
    /// let mut prompt = NumberPrompt::new(Level::Hard, Some(9830));
    /// assert_eq!(prompt.handle(Key::Digit(4)), Prompted::Stay); // the day's goes
    /// prompt.handle(Key::Digit(2));
    /// prompt.handle(Key::Right);
    /// let made = Numbered { number: 42, level: Level::Expert };
    /// assert_eq!(prompt.handle(Key::Ok), Prompted::Make(made));
    /// ```
    pub fn new(level: Level, today: Option<u32>) -> NumberPrompt {
        NumberPrompt {
            level,
            number: today.unwrap_or(0),
            typed: false,
        }
    }

    /// What `key` does: a digit types (up to [`Numbered::MAX`]), Undo takes one back,
    /// Left and Right change the level, OK makes the puzzle, Back leaves.
    pub fn handle(&mut self, key: Key) -> Prompted {
        let at = Level::ALL
            .iter()
            .position(|&l| l == self.level)
            .unwrap_or(0);
        let n = Level::ALL.len();
        match key {
            Key::Digit(d) => {
                let number = if self.typed { self.number * 10 } else { 0 } + u32::from(d);
                if number <= Numbered::MAX {
                    self.number = number;
                }
                self.typed = true;
            }
            Key::Undo => {
                self.number /= 10;
                self.typed = true;
            }
            Key::Left => self.level = Level::ALL[(at + n - 1) % n],
            Key::Right => self.level = Level::ALL[(at + 1) % n],
            Key::Ok if self.number > 0 => {
                return Prompted::Make(Numbered {
                    number: self.number,
                    level: self.level,
                });
            }
            Key::Back => return Prompted::Leave,
            _ => {}
        }
        Prompted::Stay
    }

    /// The prompt's lines: the level, the number (a `_` where the next digit goes), and
    /// whether it is the day's.
    fn lines(&self, lang: Lang, today: Option<u32>, mut each: impl FnMut(&str)) {
        let mut line = heapless::String::<96>::new();
        let level = words::level(self.level).text(lang);
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::NumberLevel.text(lang), &[&level])
        );
        each(&line);
        line.clear();
        let typed = Typed(self.number);
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::NumberIs.text(lang), &[&typed])
        );
        each(&line);
        line.clear();
        let _ = match today {
            Some(day) if day == self.number => line.write_str(Phrase::DayPuzzle.text(lang)),
            Some(day) => write!(line, "{}", Fill(lang, Phrase::TodayIs.text(lang), &[&day])),
            None => Ok(()),
        };
        each(&line);
    }

    /// Draws the prompt, the day's number `today` beside it if the board knows it.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        lang: Lang,
        today: Option<u32>,
    ) -> Result<(), D::Error> {
        theme::frame(d, Phrase::ByNumberTitle.text(lang))?;
        let (x, mut y) = (layout::INDENT, layout::FIRST_LINE);
        let mut result = Ok(());
        self.lines(lang, today, |line| {
            if result.is_ok() {
                result = theme::text(d, line, x, y, theme::INK).map(|_| ());
            }
            y += 2 * layout::LINE;
        });
        result?;
        let columns = (crate::display::SCREEN_WIDTH as i32 - layout::MARGIN - x) as usize / 6;
        let note = Phrase::NumberNote.text(lang);
        theme::wrapped(d, note, x, y, columns, layout::MESSAGE_BOTTOM).map(|_| ())
    }

    /// The prompt in words.
    pub fn describe(
        &self,
        out: &mut dyn core::fmt::Write,
        lang: Lang,
        today: Option<u32>,
    ) -> core::fmt::Result {
        writeln!(out, "{}", Phrase::ByNumberTitle.text(lang))?;
        let mut result = Ok(());
        self.lines(lang, today, |line| {
            if result.is_ok() && !line.is_empty() {
                result = writeln!(out, "{line}");
            }
        });
        result?;
        writeln!(out, "{}", Phrase::NumberNote.text(lang))
    }

    /// The help line: the keys that act (Undo, which takes a digit back, as everywhere).
    pub fn help(&self, lang: Lang) -> HelpLine {
        help_line(
            lang,
            &[
                (Keys::Digits(0, 9), Phrase::Type),
                (Keys::LeftRight, Phrase::LevelKey),
                (Keys::OK, Phrase::Start),
            ],
        )
    }
}

/// A number typed so far, then where the next digit goes: `42_`, or `_` before any.
struct Typed(u32);

impl core::fmt::Display for Typed {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            0 => f.write_str("_"),
            n => write!(f, "{n}_"),
        }
    }
}
