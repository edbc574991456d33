//! The knight's screen drawn: the board, its squares numbered by the tour or the player's
//! jumps, the chess names on its edges, the side panel and the menus.

use super::{KnightScreen, Open, Phase};
use crate::lang::Fill;
use crate::lang::knight::Phrase;
use crate::screen::View;
use crate::toolkit::layout::{self, Cells};
use crate::toolkit::menu;
use crate::toolkit::theme::{self, CURSOR, HINT, INK, MUTED, SAME};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_5X8, ascii::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::knight::Square;
use jiugong_core::search::Resumable;

/// The menus' top-left corner: a wide box, over the board.
pub(super) const MENU_AT: (i32, i32) = (layout::WIDE_INDENT, 50);

impl KnightScreen {
    /// Where the board's squares are drawn, and which one a tap falls in.
    pub fn layout(&self) -> Cells {
        // Room above the squares for the files' letters (a 5×8 font, one row to spare),
        // left of them for the ranks (two digits).
        Cells {
            origin: Point::new(14, layout::TOP + 9),
            side: (201 / i32::from(self.n)).min(24),
            width: usize::from(self.n),
            height: usize::from(self.n),
        }
    }

    /// The title bar: the board, open or closed, and who makes the tour.
    fn draw_title<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let lang = self.voice.lang;
        let kind = if self.closed {
            Phrase::Closed
        } else {
            Phrase::Open
        };
        let method = match (&self.phase, self.document) {
            (Phase::Touring { .. }, _) => Phrase::ByHand,
            (_, true) => Phrase::ByDocument,
            (_, false) => Phrase::ByWarnsdorff,
        };
        let mut title: String<96> = String::new();
        let _ = write!(
            title,
            "{}",
            Fill(
                lang,
                Phrase::Title.text(lang),
                &[&self.n, &kind.text(lang), &method.text(lang)]
            )
        );
        theme::frame(d, &title)
    }

    /// The squares, each with its number in the tour shown (or the player's), the cursor,
    /// the last jump and the squares a jump reaches marked; a frame around them.
    fn draw_board<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let n = i32::from(self.n);
        let squares = self.layout();
        let (Point { x: x0, y: y0 }, cell) = (squares.origin, squares.side);
        // A tour made by hand: each square's number in the player's order.
        let mut played = [0u32; 144];
        for (k, &i) in self.played.iter().enumerate() {
            played[usize::from(i)] = k as u32 + 1;
        }
        let (board, shown, last) = match &self.phase {
            Phase::Showing { .. } => (Some(self.search.board()), self.shown(), self.shown()),
            Phase::Searching => (Some(self.search.board()), u32::MAX, 0),
            Phase::Touring { .. } => (Some(&played[..]), u32::MAX, self.played.len() as u32),
            Phase::Setup => (None, 0, 0),
        };
        let cursor = match self.phase {
            Phase::Touring { cursor } => Some(cursor.cell()),
            _ => None,
        };
        let size = self.size();
        // The squares a jump reaches, each with the digit that picks it.
        let mut legal = [0u8; 144];
        if cursor.is_some() {
            for (k, t) in self.jumps().iter().enumerate() {
                legal[size.index(*t)] = k as u8 + 1;
            }
        }
        // The largest font whose widest number (n² has up to 3 digits) fits a cell with a
        // pixel to spare on each side.
        let digits = if n * n >= 100 { 3 } else { 2 };
        let font = if 6 * digits + 2 <= cell {
            &FONT_6X10
        } else {
            &FONT_5X8
        };
        for r in 0..n {
            for c in 0..n {
                let i = (r * n + c) as usize;
                let Point { x, y } = squares.corner(i);
                let v = board.map_or(0, |b| b[i]);
                let here = Square::new(r as u32, c as u32) == self.start;
                let color = if cursor == Some(i) || here && matches!(self.phase, Phase::Setup) {
                    CURSOR
                } else if v != 0 && v == last {
                    HINT
                } else if legal[i] > 0 {
                    SAME
                } else if (r + c) % 2 == 0 {
                    theme::BACKGROUND
                } else {
                    theme::DARK_SQUARE
                };
                theme::fill(d, x, y, cell as u32, cell as u32, color)?;
                let (v, ink) = match legal[i] {
                    0 => (v, INK),
                    k => (u32::from(k), MUTED),
                };
                if v != 0 && v <= shown {
                    let mut num: String<8> = String::new();
                    let _ = write!(num, "{v}");
                    // Centred in the cell.
                    let glyph = font.character_size;
                    let w = glyph.width as i32 * num.len() as i32;
                    let h = glyph.height as i32;
                    Text::with_baseline(
                        &num,
                        Point::new(x + (cell - w + 1) / 2, y + (cell - h + 1) / 2),
                        MonoTextStyle::new(font, ink),
                        Baseline::Top,
                    )
                    .draw(d)?;
                }
            }
        }
        // A frame on all four sides, just outside the squares.
        let side = (n * cell + 2) as u32;
        Rectangle::new(
            Point::new(x0 - 1, y0 - 1),
            embedded_graphics::geometry::Size::new(side, side),
        )
        .into_styled(PrimitiveStyle::with_stroke(MUTED, 1))
        .draw(d)
        .map(|_| ())
    }

    /// Chess names on the edges: files a, b, … above the board, ranks 1, 2, … (from the
    /// bottom row, as the command line's `c1` counts) to its left.
    fn draw_edges<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let n = i32::from(self.n);
        let squares = self.layout();
        let (Point { x: x0, y: y0 }, cell) = (squares.origin, squares.side);
        let small = MonoTextStyle::new(&FONT_5X8, INK);
        let mut name: String<4> = String::new();
        for i in 0..n {
            name.clear();
            let _ = name.push(char::from(b'a' + i as u8)); // at most 12 files: a to l
            let x = x0 + i * cell + (cell - 5) / 2;
            Text::with_baseline(&name, Point::new(x, y0 - 9), small, Baseline::Top).draw(d)?;
            name.clear();
            let _ = write!(name, "{}", n - i);
            let (w, y) = (5 * name.len() as i32, y0 + i * cell + (cell - 8) / 2);
            Text::with_baseline(&name, Point::new(x0 - 2 - w, y), small, Baseline::Top).draw(d)?;
        }
        Ok(())
    }

    /// The side panel: the start, a search's nodes, the message, a tour's playback, and the
    /// tours completed by hand.
    fn draw_panel<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let lang = self.voice.lang;
        let y0 = self.layout().origin.y;
        let px = 220;
        let mut line: String<40> = String::new();
        let start = self.name(self.start);
        let _ = write!(line, "{}", Fill(lang, Phrase::Start.text(lang), &[&start]));
        theme::text(d, &line, px, y0, INK)?;
        if let (Phase::Searching, search) = (&self.phase, &self.search) {
            line.clear();
            let _ = write!(line, "{}", self.nodes(search.nodes()));
            theme::text(d, &line, px, y0 + layout::LINE, INK)?;
        }
        theme::wrapped(d, &self.voice.message, px, y0 + 30, 16, y0 + 78)?;
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.draw(d, px, y0 + 80, 92, lang)?;
        }
        // The tours the player completed by hand, at the panel's foot.
        let [open, closed] = self.tours;
        // 14 apart: rows of Chinese, 12 high, do not touch.
        let foot = layout::BOTTOM - 2 * 14 - 2;
        for (row, (phrase, count)) in [
            (Phrase::Tours, open.saturating_add(closed)),
            (Phrase::ClosedTours, closed),
        ]
        .into_iter()
        .enumerate()
        {
            line.clear();
            let _ = write!(line, "{}", Fill(lang, phrase.text(lang), &[&count]));
            theme::text(d, &line, px, foot + row as i32 * 14, INK)?;
        }
        Ok(())
    }
}

impl View for KnightScreen {
    /// Draws the screen: the title, the board with its numbers or the player's jumps, the
    /// chess names on its edges, the side panel and the menu.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        self.draw_title(d)?;
        self.draw_board(d)?;
        self.draw_edges(d)?;
        self.draw_panel(d)?;
        let lang = self.voice.lang;
        match self.menu {
            Some(Open::Setup(a)) => menu::draw(d, MENU_AT, layout::WIDE_WIDTH, a, lang),
            Some(Open::Tour(a)) => menu::draw(d, MENU_AT, layout::WIDE_WIDTH, a, lang),
            None => Ok(()),
        }
    }
}
