//! The keys while a puzzle is typed in: the arrows move, a digit fills the cell and moves on,
//! Undo goes back, the menu plays the grid; and the help line that says so.

use super::{Action, Entry, Typed};
use crate::lang::Lang;
use crate::lang::sudoku::Phrase;
use crate::sudoku::game::{MENU, grid_of};
use crate::toolkit::menu;
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;

impl Entry {
    /// A key: the arrows move; a digit of the grid's fills the cell and 0 empties it, both moving on
    /// to the next cell as one types a grid row by row; Undo empties the cell before and
    /// goes back to it; the menu's entry plays the grid; Back leaves.
    pub fn handle(&mut self, key: Key) -> Typed {
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(Action::Play) => Typed::Done,
                None => Typed::Stay,
            };
        }
        self.message.clear();
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                self.cursor.step(key);
            }
            // Past a small grid's digits: nothing.
            Key::Digit(d) if d > self.kind.n() => {}
            Key::Digit(d) => {
                let _ = self.grid.set(self.cursor.cell(), d); // a digit key is 0..=9: always a value
                self.cursor.next_cell();
            }
            Key::Undo => {
                self.cursor.previous_cell();
                let _ = self.grid.set(self.cursor.cell(), 0); // 0 is always a value
            }
            Key::Menu => self.menu = Some(Action::Play),
            Key::Back => return Typed::Leave,
            Key::Ok | Key::Help => {}
        }
        Typed::Stay
    }

    /// A tap: the menu's entry tapped is picked; on the grid, the cursor goes to the cell
    /// tapped (the key that acts there, if any: none, as OK does nothing here).
    pub fn tap(&mut self, at: Point, lang: Lang) -> Option<Key> {
        if self.menu.is_some() {
            return menu::tap::<Action>(MENU.0, MENU.1, lang, at);
        }
        self.cursor
            .set(grid_of(usize::from(self.kind.n())).cell_at(at)?);
        None
    }

    /// The help line, in `lang`.
    pub fn help(&self, lang: Lang) -> HelpLine {
        match self.menu {
            Some(_) => help_line(lang, &menu::help::<Action>()),
            None => help_line(
                lang,
                &[
                    (Keys::Digits(1, self.kind.n().min(9)), Phrase::Type),
                    (Keys::Digits(0, 0), Phrase::Blank),
                    (Keys::UNDO, Phrase::StepBack),
                    (Keys::MENU, Phrase::PlayIt),
                    (Keys::BACK, Phrase::Leave),
                ],
            ),
        }
    }
}
