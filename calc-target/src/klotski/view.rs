//! Klotski drawn: the list of layouts, or the box with its blocks, its exit and the cursor,
//! the side panel and the menu.

use super::{KlotskiScreen, Phase};
use crate::lang::Fill;
use crate::lang::klotski::Phrase;
use crate::screen::View;
use crate::toolkit::layout::{self, Cells};
use crate::toolkit::record::{Clock, MovesSaid};
use crate::toolkit::theme::{self, HINT, INK, MUTED, SELECTED};
use crate::toolkit::{hanzi, menu};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use heapless::String;
use jiugong_core::klotski::{CELLS, EXIT, LAYOUTS, Shape, WIDTH};

/// The box's cells on screen, 38 pixels a side: where each block is drawn, and which cell
/// a tap falls in.
pub const GRID: Cells = Cells {
    origin: Point::new(layout::BOARD_LEFT, layout::BOARD_TOP),
    side: 38,
    width: WIDTH,
    height: CELLS / WIDTH,
};
/// A cell's side in pixels.
const CELL: i32 = GRID.side;

/// Where the menu is drawn (and tapped): its top-left corner and least width.
pub(super) const MENU: ((i32, i32), u32) =
    ((layout::WIDE_INDENT, layout::MENU_TOP), layout::WIDE_WIDTH);

/// The big square's name, Cao Cao, on the side panel.
pub(super) const HERO: &str = "曹操";

/// The list's line pitch: a Hanzi name (12 pixels high) and a gap, so that two names and
/// a name and the pinyin under it never touch.
const LIST_LINE: i32 = 14;

/// Layouts the list shows at once (of 16: it scrolls with the selection).
const LIST_ROWS: usize = 14;

/// The list's left edge and the top of its heading; its first layout is a line below.
const LIST: (i32, i32) = (layout::BOARD_LEFT, layout::TOP + 2);

/// The first layout the list shows while layout `at` is selected: the selection kept near
/// the middle, the list never scrolled past its ends.
fn list_first(at: usize) -> usize {
    at.saturating_sub(LIST_ROWS / 2)
        .min(LAYOUTS.len() - LIST_ROWS)
}

/// The line of the list's `row`th shown layout, as it is drawn (shaded when selected) and
/// tapped.
fn list_line(row: usize) -> Rectangle {
    let (x, top) = LIST;
    let y = top + LIST_LINE * (row as i32 + 1);
    Rectangle::new(Point::new(x - 2, y - 2), Size::new(204, LIST_LINE as u32))
}

/// The layout whose line in the list (layout `at` selected) a tap at `point` falls on, if
/// one.
pub(super) fn layout_at(at: usize, point: Point) -> Option<usize> {
    (0..LIST_ROWS)
        .find(|&row| list_line(row).contains(point))
        .map(|row| list_first(at) + row)
}

impl KlotskiScreen {
    /// The list of layouts, `at` selected: each by its pinyin and its fewest moves, and a
    /// small picture of the selected one's start beside the list.
    fn draw_list<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        at: usize,
    ) -> Result<(), D::Error> {
        let (x, top) = LIST;
        let lang = self.voice.lang;
        theme::text(d, Phrase::FewestHeading.text(lang), 166, top, INK)?;
        let first = list_first(at);
        for (row, l) in LAYOUTS[first..first + LIST_ROWS].iter().enumerate() {
            let y = top + LIST_LINE * (row as i32 + 1);
            if first + row == at {
                list_line(row)
                    .into_styled(PrimitiveStyle::with_fill(SELECTED))
                    .draw(d)?;
            }
            let w = hanzi::draw(d, l.name, x, y - 1, INK)?;
            theme::text(d, l.pinyin, x + w + 3, y, INK)?;
            let mut moves: String<4> = String::new();
            let _ = write!(moves, "{:>3}", l.fewest);
            theme::text(d, &moves, 178, y, INK)?;
        }
        // Marks where more of the list is, above the first line shown and below the last:
        // small triangles, a row of pixels wider at each step from the tip.
        let mut mark = |tip: i32, step: i32| -> Result<(), D::Error> {
            for k in 0..5 {
                theme::fill(d, x + 210 - k, tip + step * k, 2 * k as u32 + 1, 1, INK)?;
            }
            Ok(())
        };
        if first > 0 {
            mark(top + LIST_LINE - 1, 1)?;
        }
        if first + LIST_ROWS < LAYOUTS.len() {
            mark(top + LIST_LINE * (LIST_ROWS as i32 + 1) - 4, -1)?;
        }
        // The selected layout's start, 14 pixels a cell, its blocks as the board draws them.
        let Ok(start) = LAYOUTS[at].start() else {
            return Ok(());
        };
        let (px, py, cell) = (236, top + 26, 14);
        let (w, h) = (WIDTH as i32 * cell, (CELLS / WIDTH) as i32 * cell);
        theme::fill(d, px - 2, py - 2, (w + 4) as u32, (h + 4) as u32, INK)?;
        theme::fill(d, px, py, w as u32, h as u32, MUTED)?;
        for b in start.blocks() {
            let (bw, bh) = b.shape.size();
            let (bx, by) = (
                px + (usize::from(b.cell) % WIDTH) as i32 * cell,
                py + (usize::from(b.cell) / WIDTH) as i32 * cell,
            );
            let color = match b.shape {
                Shape::Big => theme::CONFLICT,
                Shape::Small => HINT,
                _ => SELECTED,
            };
            let (bw, bh) = (bw as i32 * cell - 2, bh as i32 * cell - 2);
            theme::fill(d, bx + 1, by + 1, bw as u32, bh as u32, color)?;
        }
        let exit_x = px + (EXIT % WIDTH) as i32 * cell;
        theme::fill(d, exit_x, py + h, 2 * cell as u32, 2, HINT)?;
        // The fewest moves, then the player's record at the layout: the games won, and
        // after a win the fewest moves and the best time, each on a line of the narrow
        // column.
        let record = self.record(at);
        let said = MovesSaid(&record, lang);
        let fewest = LAYOUTS[at].fewest;
        let mut y = py + h + 8;
        let mut line = |d: &mut D, text: &dyn core::fmt::Display| {
            let mut line: String<24> = String::new();
            let _ = write!(line, "{text}");
            let drawn = theme::text(d, &line, px, y, INK).map(|_| ());
            y += layout::LINE;
            drawn
        };
        line(d, &Fill(lang, Phrase::Fewest.text(lang), &[&fewest]))?;
        line(d, &said.won())?;
        if let (Some(moves), Some(best)) = (record.fewest, record.best) {
            line(d, &Fill(lang, Phrase::Best.text(lang), &[&moves]))?;
            line(d, &Fill(lang, Phrase::BestTime.text(lang), &[&Clock(best)]))?;
        }
        Ok(())
    }
}

impl View for KlotskiScreen {
    /// Draws the screen: the list of layouts, or the box with its blocks, the exit and the
    /// cursor, the side panel and the menu.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let layout = &LAYOUTS[self.layout];
        // The layout's name in Hanzi and in pinyin, tones marked, after the puzzle's.
        let lang = self.voice.lang;
        let title = Phrase::Title.text(lang);
        theme::frame(d, title)?;
        // A space after it, unless a full-width colon (its glyph holds the space) ends it.
        let space = !title.chars().next_back().is_some_and(hanzi::wide);
        let x = layout::MARGIN + 6 * (theme::columns(title) + usize::from(space)) as i32;
        let w = hanzi::draw(d, layout.name, x, 1, Rgb565::WHITE)?;
        theme::text(d, layout.pinyin, x + w + 4, 2, Rgb565::WHITE)?;
        if let Phase::Choose(at) = self.phase {
            return self.draw_list(d, at);
        }
        let Point { x: x0, y: y0 } = GRID.origin;
        let (w, h) = (GRID.width as i32 * CELL, GRID.height as i32 * CELL);
        theme::fill(d, x0 - 2, y0 - 2, (w + 4) as u32, (h + 4) as u32, INK)?;
        theme::fill(d, x0, y0, w as u32, h as u32, MUTED)?;
        // The exit: a gap in the bottom wall under the 2×2's goal.
        let exit_x = x0 + (EXIT % WIDTH) as i32 * CELL;
        theme::fill(d, exit_x, y0 + h, 2 * CELL as u32, 2, HINT)?;
        for (i, b) in self.shown().blocks().iter().enumerate() {
            let (bw, bh) = b.shape.size();
            let Point { x, y } = GRID.corner(usize::from(b.cell));
            let color = match (self.picked == Some(i as u8), b.shape) {
                (true, _) => theme::CURSOR,
                (false, Shape::Big) => theme::CONFLICT,
                (false, Shape::Small) => HINT,
                (false, _) => SELECTED,
            };
            theme::fill(
                d,
                x + 1,
                y + 1,
                (bw as i32 * CELL - 2) as u32,
                (bh as i32 * CELL - 2) as u32,
                color,
            )?;
            let mut letter: String<1> = String::new();
            let _ = letter.push(b.letter as char);
            theme::text(d, &letter, x + 4, y + 4, INK)?;
        }
        // The hint's move: the place its block goes to, outlined.
        if let Some((index, to)) = self.hinted {
            let (bw, bh) = self.board.blocks()[usize::from(index)].shape.size();
            let size = Size::new((bw as i32 * CELL) as u32, (bh as i32 * CELL) as u32);
            Rectangle::new(
                GRID.corner(usize::from(to)) + Point::new(3, 3),
                size - Size::new(6, 6),
            )
            .into_styled(PrimitiveStyle::with_stroke(theme::CURSOR, 3))
            .draw(d)?;
        }
        // The cursor: a frame round its cell.
        Rectangle::new(
            GRID.corner(self.cursor.cell()),
            Size::new(CELL as u32, CELL as u32),
        )
        .into_styled(PrimitiveStyle::with_stroke(INK, 2))
        .draw(d)?;
        let px = 176;
        let mut line: String<40> = String::new();
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::Moves.text(lang), &[&self.moves()])
        );
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::Fewest.text(lang), &[&layout.fewest])
        );
        theme::text(d, &line, px, y0 + layout::LINE, INK)?;
        theme::wrapped(d, &self.voice.message, px, y0 + 30, 22, y0 + 78)?;
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.draw(d, px, y0 + 80, 132, lang)?;
        }
        // The hero by his name, then the goal.
        let w = hanzi::draw(d, HERO, px, y0 + 110, INK)?;
        theme::text(d, Phrase::Hero.text(lang), px + w + 4, y0 + 111, INK)?;
        let goal = Phrase::Goal.text(lang);
        theme::wrapped(d, goal, px, y0 + 124, 22, layout::MESSAGE_BOTTOM)?;
        match self.menu {
            Some(selected) => menu::draw(d, MENU.0, MENU.1, selected, lang),
            None => Ok(()),
        }
    }
}
