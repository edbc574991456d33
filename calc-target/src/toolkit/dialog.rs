//! Dialogs drawn over a screen: a yes/no question, and the Help key's pages (a puzzle's
//! rules and keys).

use super::layout;
use super::theme::{self, BACKGROUND, INK, KEY_TEXT};
use crate::display::SCREEN_WIDTH;
use crate::keys::{Keypad, Keys};
use crate::lang::{Fill, Lang, app::Phrase};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

/// The help line while a question is asked (1 and 0 answer too, as the dialog says).
pub const QUESTION_HELP: &[(Keys, Phrase)] = &[(Keys::OK, Phrase::Yes), (Keys::BACK, Phrase::No)];

/// A yes/no question in a box across the middle of the screen, over what it asks about.
pub fn question<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    keypad: Keypad,
    lang: Lang,
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
        let x = theme::key_text(d, &keypad.name(keys, lang).text(), x, 127, KEY_TEXT)?;
        theme::text(d, words, x, 127, KEY_TEXT).map(|_| ())
    };
    answer(x, Keys::OK, Phrase::OrYes.text(lang))?;
    answer(200, Keys::BACK, Phrase::OrNo.text(lang))
}

/// A Help page: a title, paragraphs, then a table of keys and what they do; laid out in
/// pages the player turns.
#[derive(Clone, Debug)]
pub struct Page {
    /// The language its words are in (the page's own: "page 1 of 2").
    pub lang: Lang,
    /// The title, on the bar.
    pub title: &'static str,
    /// The paragraphs, in a player's words.
    pub paragraphs: Paragraphs,
    /// The keys, in the board's names, and what each does.
    pub keys: theme::HelpLine,
}

/// A Help page's paragraphs, at most eight.
pub type Paragraphs = heapless::Vec<&'static str, 8>;

/// A line of a page as laid out.
#[derive(Clone, Copy, Debug)]
enum Line<'a> {
    Text(&'a str),
    /// A key, what it does, and the part of that on the key's own line (the rest follows
    /// in [`Line::More`]; none when the key's name is longer than its column).
    Key(Keys, &'a str, &'a str),
    /// What a key does, continued.
    More(&'a str),
}

/// Characters a page's line of text holds.
pub const PAGE_CHARS: usize = 52;

/// Where the key table's words start: after the longest key name ("left/right").
pub const KEY_COLUMN: i32 = 70;

/// Characters the key table's words hold.
pub const KEY_WORDS: usize = (SCREEN_WIDTH as usize - KEY_COLUMN as usize) / 6;

impl Page {
    /// Lays the page out: calls `each` with every line's page and top, in order; the
    /// number of pages.
    fn walk<E>(&self, mut each: impl FnMut(u8, i32, Line<'_>) -> Result<(), E>) -> Result<u8, E> {
        let top = layout::TOP + layout::MARGIN;
        let bottom = layout::BOTTOM - 2;
        let (mut page, mut y) = (0u8, top);
        let mut line = |l: Line<'_>, gap: i32| {
            let pitch = match l {
                Line::Text(text) | Line::Key(_, text, _) | Line::More(text) => {
                    theme::line_pitch(text)
                }
            };
            if y + pitch - 1 > bottom {
                (page, y) = (page + 1, top);
            }
            each(page, y, l)?;
            y += pitch + gap;
            Ok(())
        };
        for p in &self.paragraphs {
            let mut lines = theme::lines(p, PAGE_CHARS).peekable();
            while let Some(l) = lines.next() {
                line(Line::Text(l), if lines.peek().is_none() { 3 } else { 0 })?;
            }
        }
        for &(keys, what) in &self.keys {
            // The longest name any keypad gives the keys: the pages are the same on all.
            let name = Keypad::ALL
                .iter()
                .map(|k| theme::columns(&k.name(keys, self.lang).text()))
                .max()
                .unwrap_or(0);
            let mut parts = theme::lines(what, KEY_WORDS);
            let first = match layout::MARGIN + 6 * name as i32 + 6 <= KEY_COLUMN {
                true => parts.next().unwrap_or(""),
                false => "",
            };
            line(Line::Key(keys, what, first), 0)?;
            for more in parts {
                line(Line::More(more), 0)?;
            }
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
        let (page, pages) = (at + 1, self.pages());
        let words = Fill(
            self.lang,
            Phrase::PageOf.text(self.lang),
            &[&self.title, &page, &pages],
        );
        let _ = core::fmt::write(&mut title, format_args!("{words}")); // a title is short
        theme::frame(d, &title)?;
        self.walk(|page, y, line| {
            if page != at {
                return Ok(());
            }
            match line {
                Line::Text(text) => theme::text(d, text, layout::MARGIN, y, INK).map(|_| ()),
                Line::Key(keys, _, first) => {
                    let name = keypad.name(keys, self.lang).text();
                    theme::key_text(d, &name, layout::MARGIN, y, KEY_TEXT)?;
                    theme::text(d, first, KEY_COLUMN, y, INK).map(|_| ())
                }
                Line::More(more) => theme::text(d, more, KEY_COLUMN, y, INK).map(|_| ()),
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
        let (page, pages) = (at + 1, self.pages());
        let said = Fill(
            self.lang,
            Phrase::PageOfSaid.text(self.lang),
            &[&self.title, &page, &pages],
        );
        writeln!(out, "{said}")?;
        // Paragraphs are read whole, not as the lines they wrap into: a space between two
        // lines where the paragraph has one (where Hanzi meet, Chinese puts none).
        let mut last = None;
        let mut end = 0usize;
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
                    let start = text.as_ptr() as usize;
                    if paragraph != last {
                        if last.is_some() {
                            writeln!(out)?;
                        }
                        last = paragraph;
                    } else if start > end {
                        // The spaces the line broke at, left out of both lines.
                        write!(out, " ")?;
                    }
                    end = start + text.len();
                    write!(out, "{text}")
                }
                Line::Key(keys, what, _) => {
                    if last.take().is_some() {
                        writeln!(out)?;
                    }
                    let name = keypad.name(keys, self.lang);
                    let said = Fill(self.lang, Phrase::Labelled.text(self.lang), &[&name, &what]);
                    writeln!(out, "{said}")
                }
                Line::More(_) => Ok(()),
            }
        })?;
        if last.is_some() {
            writeln!(out)?;
        }
        Ok(())
    }
}
