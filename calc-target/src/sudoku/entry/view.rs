//! The grid being typed in, drawn: its digits, those that repeat in a unit marked, the cursor
//! and the side panel.

use super::Entry;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::sudoku::game::{CELL, GRID, GRID_Y, MENU, PANEL_X, draw_digit, draw_lines};
use crate::toolkit::menu;
use crate::toolkit::theme::{self, CONFLICT, CURSOR, INK};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use jiugong_core::sudoku::CELLS;

impl Entry {
    /// The grid as typed, digits that repeat in a unit marked, the words in `lang`.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        lang: Lang,
    ) -> Result<(), D::Error> {
        theme::frame(d, Phrase::EntryTitle.text(lang))?;
        for cell in 0..CELLS {
            let Point { x, y } = GRID.corner(cell);
            let bg = if cell == self.cursor.cell() {
                CURSOR
            } else if self.grid.in_conflict(cell) {
                CONFLICT
            } else {
                theme::BACKGROUND
            };
            theme::fill(d, x, y, CELL as u32, CELL as u32, bg)?;
            draw_digit(d, Point::new(x, y), CELL, self.grid.get(cell), INK)?;
        }
        draw_lines(d)?;
        let px = PANEL_X;
        let mut line = heapless::String::<40>::new();
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
