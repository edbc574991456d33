//! The keys while a puzzle is typed in: the arrows move, a digit fills the cell and moves on,
//! Del goes back; and the help line that says so.

use super::{Entry, Typed};
use crate::Key;
use crate::toolkit::theme::Help;

impl Entry {
    /// A key: the arrows move; a digit 1-9 fills the cell and 0 empties it, both moving on
    /// to the next cell as one types a grid row by row; Del empties the cell before and
    /// goes back to it; Enter is done, Esc leaves.
    pub fn handle(&mut self, key: Key) -> Typed {
        self.message.clear();
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                self.cursor.step(key);
            }
            Key::Digit(d) => {
                let _ = self.grid.set(self.cursor.cell(), d); // a digit key is 0..=9: always a value
                self.cursor.next_cell();
            }
            Key::Del => {
                self.cursor.previous_cell();
                let _ = self.grid.set(self.cursor.cell(), 0); // 0 is always a value
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
