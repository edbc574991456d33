//! The grid being typed in, drawn: its digits, those that repeat in a unit marked, the cursor
//! and the side panel.

use super::Entry;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::sudoku::game::{GRID_Y, MENU, PANEL_X, draw_borders, draw_digit, grid_of};
use crate::toolkit::menu;
use crate::toolkit::theme::{self, CONFLICT, CURSOR, INK};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

impl Entry {
    /// The grid as typed, digits that repeat in a unit marked, the words in `lang`.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        lang: Lang,
    ) -> Result<(), D::Error> {
        let title = self.kind.name(lang);
        let said = Phrase::EntryTitle.text(lang);
        let mut line = heapless::String::<64>::new();
        let _ = write!(line, "{}", Fill(lang, said, &[&title]));
        theme::frame(d, &line)?;
        let n = usize::from(self.kind.n());
        let (grid, layout) = (grid_of(n), self.layout());
        for cell in 0..n * n {
            let corner = grid.corner(cell);
            let bg = if cell == self.cursor.cell() {
                CURSOR
            } else if self.kind.in_conflict(&layout, &self.grid, cell) {
                CONFLICT
            } else {
                theme::BACKGROUND
            };
            let side = grid.side as u32;
            theme::fill(d, corner.x, corner.y, side, side, bg)?;
            draw_digit(d, corner, grid.side, self.grid.get(cell), INK)?;
        }
        draw_borders(d, &layout)?;
        let px = PANEL_X;
        line.clear();
        let clues = self.grid.clue_count();
        let _ = write!(line, "{}", Fill(lang, Phrase::Clues.text(lang), &[&clues]));
        theme::text(d, &line, px, GRID_Y, INK)?;
        let note = Phrase::EntryNote.text(lang);
        theme::wrapped(d, note, px, GRID_Y + 16, 14, 200)?;
        theme::wrapped(d, &self.message, px, GRID_Y + 44, 14, 200)?;
        match self.menu {
            Some(selected) => menu::draw(d, MENU.0, MENU.1, selected, lang),
            None => Ok(()),
        }
    }
}
