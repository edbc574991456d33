//! Dialogs drawn over a screen: a yes/no question, and the Help key's pages (a puzzle's
//! rules and keys).

use super::layout;
use super::theme::{self, BACKGROUND, INK, KEY_TEXT};
use crate::display::SCREEN_WIDTH;
use crate::keys::{Keypad, Keys};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

/// The help line while a question is asked (1 and 0 answer too, as the dialog says).
pub const QUESTION_HELP: theme::Help<'static> = &[(Keys::OK, "yes"), (Keys::BACK, "no")];

/// A yes/no question in a box across the middle of the screen, over what it asks about.
pub fn question<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    keypad: Keypad,
    text: &str,
) -> Result<(), D::Error> {
    let area = Rectangle::new(
        Point::new(layout::WIDE_INDENT, 92),
        Size::new(layout::WIDE_WIDTH, 50),
    );
    area.into_styled(PrimitiveStyle::with_fill(BACKGROUND))
        .draw(d)?;
    area.into_styled(PrimitiveStyle::with_stroke(INK, 2))
        .draw(d)?;
    let x = layout::WIDE_INDENT + 8;
    theme::wrapped(d, text, x, 98, 44, 120)?;
    let mut answer = |x, keys, words| -> Result<(), D::Error> {
        let x = theme::key_text(d, &keypad.name(keys).text(), x, 127, KEY_TEXT)?;
        theme::text(d, words, x, 127, KEY_TEXT)
    };
    answer(x, Keys::OK, " or 1: yes")?;
    answer(200, Keys::BACK, " or 0: no")
}

/// A Help page: a title, paragraphs, then a table of keys and what they do; laid out in
/// pages the player turns.
#[derive(Clone, Copy, Debug)]
pub struct Page<'a> {
    /// The title, on the bar.
    pub title: &'a str,
    /// The paragraphs, in a player's words.
    pub paragraphs: &'a [&'a str],
    /// The keys, in the board's names, and what each does.
    pub keys: theme::Help<'a>,
}

/// A line of a page as laid out.
#[derive(Clone, Copy, Debug)]
enum Line<'a> {
    Text(&'a str),
    Key(Keys, &'a str),
}

/// Characters a page's line of text holds.
pub const PAGE_CHARS: usize = 52;

/// Where the key table's words start: after the longest key name ("left/right").
pub const KEY_COLUMN: i32 = 70;

/// Characters the key table's words hold.
pub const KEY_WORDS: usize = (SCREEN_WIDTH as usize - KEY_COLUMN as usize) / 6;

impl Page<'_> {
    /// Lays the page out: calls `each` with every line's page and top, in order; the
    /// number of pages.
    fn walk<E>(&self, mut each: impl FnMut(u8, i32, Line<'_>) -> Result<(), E>) -> Result<u8, E> {
        let top = layout::TOP + layout::MARGIN;
        let bottom = layout::BOTTOM - 2;
        let (mut page, mut y) = (0u8, top);
        let mut line = |l: Line<'_>, gap: i32| {
            if y + 10 > bottom {
                (page, y) = (page + 1, top);
            }
            each(page, y, l)?;
            y += 11 + gap;
            Ok(())
        };
        for p in self.paragraphs {
            let mut lines = theme::lines(p, PAGE_CHARS).peekable();
            while let Some(l) = lines.next() {
                line(Line::Text(l), if lines.peek().is_none() { 3 } else { 0 })?;
            }
        }
        for &(keys, what) in self.keys {
            line(Line::Key(keys, what), 0)?;
        }
        Ok(page + 1)
    }

    /// The number of pages.
    pub fn pages(&self) -> u8 {
        let r: Result<u8, core::convert::Infallible> = self.walk(|_, _, _| Ok(()));
        r.unwrap_or(1)
    }

    /// Draws page `at` (from 0) with `keypad`'s names, its number in the title.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        keypad: Keypad,
        at: u8,
    ) -> Result<(), D::Error> {
        let mut title = heapless::String::<64>::new();
        let _ = core::fmt::write(
            &mut title,
            format_args!("{} ({}/{})", self.title, at + 1, self.pages()),
        ); // a title is short
        theme::frame(d, &title)?;
        self.walk(|page, y, line| {
            if page != at {
                return Ok(());
            }
            match line {
                Line::Text(text) => theme::text(d, text, layout::MARGIN, y, INK),
                Line::Key(keys, what) => {
                    theme::key_text(d, &keypad.name(keys).text(), layout::MARGIN, y, KEY_TEXT)?;
                    theme::text(d, what, KEY_COLUMN, y, INK)
                }
            }
        })
        .map(|_| ())
    }

    /// Page `at` in words, with `keypad`'s names: the title and page, then its lines.
    pub fn describe(
        &self,
        out: &mut dyn core::fmt::Write,
        keypad: Keypad,
        at: u8,
    ) -> core::fmt::Result {
        writeln!(out, "{}, page {} of {}", self.title, at + 1, self.pages())?;
        // Paragraphs are read whole, not as the lines they wrap into.
        let mut last = None;
        self.walk(|page, _, line| {
            if page != at {
                return Ok(());
            }
            match line {
                Line::Text(text) => {
                    let paragraph = self
                        .paragraphs
                        .iter()
                        .position(|p| p.as_bytes().as_ptr_range().contains(&text.as_ptr()));
                    if paragraph != last {
                        if last.is_some() {
                            writeln!(out)?;
                        }
                        last = paragraph;
                    } else {
                        write!(out, " ")?;
                    }
                    write!(out, "{text}")
                }
                Line::Key(keys, what) => {
                    if last.take().is_some() {
                        writeln!(out)?;
                    }
                    writeln!(out, "{}: {what}", keypad.name(keys))
                }
            }
        })?;
        if last.is_some() {
            writeln!(out)?;
        }
        Ok(())
    }
}
