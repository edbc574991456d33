//! The keys while a puzzle is typed in: the arrows move, a digit fills the cell and moves on,
//! Del goes back; and the help line that says so.

use super::{Entry, Typed};
use crate::Key;
use crate::toolkit::theme::Help;
use jiugong_core::sudoku::CELLS;

impl Entry {
    /// A key: the arrows move; a digit 1-9 fills the cell and 0 empties it, both moving on
    /// to the next cell as one types a grid row by row; Del empties the cell before and
    /// goes back to it; Enter is done, Esc leaves.
    pub fn handle(&mut self, key: Key) -> Typed {
        let c = usize::from(self.cursor);
        let (r, col) = (c / 9, c % 9);
        self.message.clear();
        match key {
            Key::Up => self.cursor = (((r + 8) % 9) * 9 + col) as u8,
            Key::Down => self.cursor = (((r + 1) % 9) * 9 + col) as u8,
            Key::Left => self.cursor = ((c + CELLS - 1) % CELLS) as u8,
            Key::Right => self.cursor = ((c + 1) % CELLS) as u8,
            Key::Digit(d) => {
                let _ = self.grid.set(c, d); // a digit key is 0..=9: always a value
                self.cursor = ((c + 1) % CELLS) as u8;
            }
            Key::Del => {
                let back = (c + CELLS - 1) % CELLS;
                let _ = self.grid.set(back, 0); // 0 is always a value
                self.cursor = back as u8;
            }
            Key::Enter => return Typed::Done,
            Key::Esc => return Typed::Leave,
            Key::Menu | Key::Help => {}
        }
        Typed::Stay
    }

    /// The help line.
    pub fn help(&self) -> Help<'static> {
        &[
            ("1-9", "type"),
            ("0", "blank"),
            ("del", "back"),
            ("enter", "play it"),
            ("esc", "levels"),
        ]
    }
}
