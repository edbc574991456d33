//! The sliding puzzle drawn: the tiles, those in their goal place shaded, the cursor and
//! the picked tile while a start is arranged, the side panel and the menu.

use super::{Phase, SlidingScreen};
use crate::lang::Fill;
use crate::lang::number::Count;
use crate::lang::sliding::Phrase;
use crate::screen::View;
use crate::toolkit::layout::{self, Cells};
use crate::toolkit::menu;
use crate::toolkit::theme::{self, HINT, INK, MUTED};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_10X20};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::search::Resumable;

/// Where the menus are drawn (and tapped): their top-left corner and least width.
pub(super) const MENU: ((i32, i32), u32) = ((layout::centred(260), 50), 260);

impl SlidingScreen {
    /// The board's cells on screen, from the screen's side: where each tile is drawn, and
    /// which one a tap falls in.
    pub fn tiles(&self) -> Cells {
        let size = self.board.size();
        Cells {
            origin: Point::new(layout::BOARD_LEFT, layout::BOARD_TOP),
            side: 196 / i32::from(size.width),
            width: usize::from(size.width),
            height: usize::from(size.height),
        }
    }
}

impl View for SlidingScreen {
    /// Draws the screen: the tiles (those home shaded), the cursor while arranging, the
    /// side panel with a search's progress, and the menu.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let side = i32::from(self.board.size().width);
        let lang = self.voice.lang;
        let mut title: String<40> = String::new();
        let _ = write!(
            title,
            "{}",
            Fill(lang, Phrase::Title.text(lang), &[&side, &side])
        );
        theme::frame(d, &title)?;
        let tiles = self.tiles();
        let (cell, y0) = (tiles.side, tiles.origin.y);
        for (i, &t) in self.cells().iter().enumerate() {
            let Point { x, y } = tiles.corner(i);
            if let Phase::Arranging { cursor, picked, .. } = &self.phase {
                // The cursor and the picked tile: a frame in the gap between tiles.
                if cursor.cell() == i || *picked == Some(i as u8) {
                    let color = if *picked == Some(i as u8) {
                        theme::CURSOR
                    } else {
                        INK
                    };
                    theme::fill(d, x - 2, y - 2, cell as u32 + 2, cell as u32 + 2, color)?;
                }
            }
            if t == 0 {
                theme::fill(d, x, y, cell as u32 - 2, cell as u32 - 2, MUTED)?;
                continue;
            }
            // The tile a hint says to slide: a frame in the gap round it.
            if self.hinted == Some(t) {
                let side = cell as u32 + 2;
                theme::fill(d, x - 2, y - 2, side, side, theme::CURSOR)?;
            }
            let home = self.goal.cells().get(i) == Some(&t);
            theme::fill(
                d,
                x,
                y,
                cell as u32 - 2,
                cell as u32 - 2,
                if home { HINT } else { theme::SELECTED },
            )?;
            let mut num: String<4> = String::new();
            let _ = write!(num, "{t}");
            let w = num.len() as i32 * 10;
            Text::with_baseline(
                &num,
                Point::new(x + (cell - w) / 2, y + (cell - 20) / 2),
                MonoTextStyle::new(&FONT_10X20, INK),
                Baseline::Top,
            )
            .draw(d)?;
        }
        let px = 216;
        let mut line: String<40> = String::new();
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::Moves.text(lang), &[&self.moves])
        );
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        match &self.phase {
            Phase::Solving(ida) => {
                let _ = write!(
                    line,
                    "{}",
                    Fill(lang, Phrase::Bound.text(lang), &[&ida.bound()])
                );
                theme::text(d, &line, px, y0 + layout::LINE, INK)?;
                line.clear();
                let _ = write!(
                    line,
                    "{}",
                    Fill(lang, Phrase::Nodes.text(lang), &[&Count(ida.nodes(), lang)])
                );
                theme::text(d, &line, px, y0 + 2 * layout::LINE, INK)?;
            }
            Phase::Quick(fast) => {
                theme::text(d, Phrase::AtOnce.text(lang), px, y0 + layout::LINE, INK)?;
                let _ = write!(
                    line,
                    "{}",
                    Fill(
                        lang,
                        Phrase::Nodes.text(lang),
                        &[&Count(fast.nodes(), lang)]
                    )
                );
                theme::text(d, &line, px, y0 + 2 * layout::LINE, INK)?;
            }
            Phase::AllPaths(p) => {
                let _ = write!(
                    line,
                    "{}",
                    Fill(lang, Phrase::Paths.text(lang), &[&Count(p.paths(), lang)])
                );
                theme::text(d, &line, px, y0 + layout::LINE, INK)?;
                line.clear();
                let steps = Count(p.counters().steps, lang);
                let _ = write!(line, "{}", Fill(lang, Phrase::Steps.text(lang), &[&steps]));
                theme::text(d, &line, px, y0 + 2 * layout::LINE, INK)?;
            }
            Phase::Showing { playback, .. } => playback.draw(d, px, y0 + layout::LINE, 96, lang)?,
            _ => {}
        }
        theme::wrapped(
            d,
            &self.voice.message,
            px,
            y0 + 40,
            16,
            layout::MESSAGE_BOTTOM,
        )?;
        if let Phase::Arranging {
            menu: Some(selected),
            ..
        } = &self.phase
        {
            menu::draw(d, MENU.0, MENU.1, *selected, lang)?;
        }
        match self.menu {
            Some(selected) => menu::draw(d, MENU.0, MENU.1, selected, lang),
            None => Ok(()),
        }
    }
}
