//! Klotski drawn: the list of layouts, or the box with its blocks, its exit and the cursor,
//! the side panel and the menu.

use super::{KlotskiScreen, Phase};
use crate::toolkit::theme::{self, HINT, INK, MUTED, SELECTED};
use crate::toolkit::{layout, menu};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use heapless::String;
use jiugong_core::klotski::{CELLS, EXIT, LAYOUTS, Shape, WIDTH};

/// A cell's side in pixels.
const CELL: i32 = 38;
/// The box's top-left corner on screen.
const ORIGIN: (i32, i32) = (layout::BOARD_LEFT, layout::BOARD_TOP);

impl KlotskiScreen {
    /// Draws the screen: the list of layouts, or the box with its blocks, the exit and the
    /// cursor, the side panel and the menu.
    pub(super) fn draw_screen<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
    ) -> Result<(), D::Error> {
        let layout = &LAYOUTS[self.layout];
        let mut title: String<48> = String::new();
        let _ = write!(title, "Klotski: {}", layout.ascii);
        theme::frame(d, &title)?;
        if let Phase::Choose(at) = self.phase {
            for (i, l) in LAYOUTS.iter().enumerate() {
                let (x, y) = (layout::INDENT, layout::BOARD_TOP + layout::LINE * i as i32);
                if i == at {
                    let w = layout::INDENTED_WIDTH + 8;
                    theme::fill(d, x - 4, y - 1, w, layout::LINE as u32, SELECTED)?;
                }
                theme::text(d, l.ascii, x, y, INK)?;
            }
            return Ok(());
        }
        let (x0, y0) = ORIGIN;
        let (w, h) = (WIDTH as i32 * CELL, (CELLS / WIDTH) as i32 * CELL);
        theme::fill(d, x0 - 2, y0 - 2, (w + 4) as u32, (h + 4) as u32, INK)?;
        theme::fill(d, x0, y0, w as u32, h as u32, MUTED)?;
        // The exit: a gap in the bottom wall under the 2×2's goal.
        let exit_x = x0 + (EXIT % WIDTH) as i32 * CELL;
        theme::fill(d, exit_x, y0 + h, 2 * CELL as u32, 2, HINT)?;
        for (i, b) in self.board.blocks().iter().enumerate() {
            let (bw, bh) = b.shape.size();
            let (x, y) = (
                x0 + (usize::from(b.cell) % WIDTH) as i32 * CELL,
                y0 + (usize::from(b.cell) / WIDTH) as i32 * CELL,
            );
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
        // The cursor: a frame round its cell.
        let (cx, cy) = (
            x0 + self.cursor.col() as i32 * CELL,
            y0 + self.cursor.row() as i32 * CELL,
        );
        Rectangle::new(Point::new(cx, cy), Size::new(CELL as u32, CELL as u32))
            .into_styled(PrimitiveStyle::with_stroke(INK, 2))
            .draw(d)?;
        let px = 176;
        let mut line: String<40> = String::new();
        let _ = write!(line, "layout {} of {}", self.layout + 1, LAYOUTS.len());
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        let _ = write!(line, "moves {}", self.moves());
        theme::text(d, &line, px, y0 + layout::LINE, INK)?;
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.draw(d, px, y0 + 80, 132)?;
        }
        theme::wrapped(d, &self.message, px, y0 + 30, 22, layout::MESSAGE_BOTTOM)?;
        match self.menu {
            Some(selected) => {
                let at = (layout::WIDE_INDENT, layout::MENU_TOP);
                menu::draw(d, at, layout::WIDE_WIDTH, selected)
            }
            None => Ok(()),
        }
    }
}
