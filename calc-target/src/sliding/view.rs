//! The sliding puzzle drawn: the tiles, those in their goal place shaded, the cursor and
//! the picked tile while a start is arranged, the side panel and the menu.

use super::{Phase, SlidingScreen};
use crate::lang::Fill;
use crate::lang::number::Count;
use crate::lang::sliding::Phrase;
use crate::screen::View;
use crate::toolkit::layout::{self, Cells};
use crate::toolkit::menu;
use crate::toolkit::record::MovesSaid;
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
        self.draw_tiles(d)?;
        self.draw_panel(d)?;
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

impl SlidingScreen {
    /// The tiles, those home shaded, the one a hint names framed; the cursor and the tile
    /// picked while arranging.
    fn draw_tiles<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let tiles = self.tiles();
        let cell = tiles.side;
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
        Ok(())
    }

    /// The side panel: the moves, a search's progress or a playback, and the message.
    fn draw_panel<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let lang = self.voice.lang;
        let y0 = self.tiles().origin.y;
        let px = 216;
        // Line `row` of the panel: `phrase` with `value`.
        let said = |d: &mut D, row: i32, phrase: Phrase, value: &dyn core::fmt::Display| {
            let mut line: String<40> = String::new();
            let _ = write!(line, "{}", Fill(lang, phrase.text(lang), &[value]));
            theme::text(d, &line, px, y0 + row * layout::LINE, INK).map(|_| ())
        };
        said(d, 0, Phrase::Moves, &self.moves)?;
        match &self.phase {
            Phase::Play => {
                // The player's record at this size.
                let record = self.record();
                let said = MovesSaid(&record, lang);
                let mut line: String<40> = String::new();
                let _ = write!(line, "{}", said.won());
                theme::text(d, &line, px, y0 + layout::LINE, INK)?;
                if let Some(best) = said.best() {
                    line.clear();
                    let _ = write!(line, "{best}");
                    theme::text(d, &line, px, y0 + 2 * layout::LINE, INK)?;
                }
            }
            Phase::Solving(ida) => {
                said(d, 1, Phrase::Bound, &ida.bound())?;
                said(d, 2, Phrase::Nodes, &Count(ida.nodes(), lang))?;
            }
            Phase::Quick(fast) => {
                theme::text(d, Phrase::AtOnce.text(lang), px, y0 + layout::LINE, INK)?;
                said(d, 2, Phrase::Nodes, &Count(fast.nodes(), lang))?;
            }
            Phase::AllPaths(p) => {
                said(d, 1, Phrase::Paths, &Count(p.paths(), lang))?;
                said(d, 2, Phrase::Steps, &Count(p.counters().steps, lang))?;
                said(d, 3, Phrase::Done, &(p.thousandths() / 10))?;
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
        )
        .map(|_| ())
    }
}
