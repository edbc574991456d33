//! The game's keys: the arrows move the cursor, a digit fills its cell (or toggles a pencil
//! mark), Del clears it, 0 undoes, Enter gives a hint, the menu's entries; and the help line
//! that says so.

use super::{Action, Game, Request};
use crate::toolkit::menu;
use crate::toolkit::theme::Help;

impl Game {
    /// Handles a key; says whether the player stays, leaves (Esc: the game is kept) or asks
    /// for a new puzzle (the menu's "new puzzle", or Enter once solved).
    pub fn handle(&mut self, key: crate::Key) -> Request {
        use crate::Key;
        if self.menu.is_some() {
            if let Some(action) = menu::open_key(&mut self.menu, key) {
                match action {
                    Action::Pencil => self.pencil = !self.pencil,
                    Action::Hint => self.hint(),
                    Action::Undo => self.undo_last(),
                    Action::Solve => return Request::Solve,
                    Action::NewPuzzle => return Request::NewPuzzle,
                    Action::Check => self.check(),
                    Action::AutoClear => {
                        self.auto_clear = !self.auto_clear;
                        let state = if self.auto_clear { "on" } else { "off" };
                        self.say(format_args!("clearing marks when placing: {state}"));
                    }
                }
            }
            return Request::Stay;
        }
        if self.solved_at.is_some() {
            // The banner goes away with any key; Esc also leaves.
            if core::mem::take(&mut self.banner) && key != Key::Esc {
                return Request::Stay;
            }
            return match key {
                Key::Esc => Request::Leave,
                Key::Enter => Request::NewPuzzle,
                _ => Request::Stay,
            };
        }
        let c = self.cursor.cell();
        let (r, col) = (self.cursor.row(), self.cursor.col());
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                self.cursor.step(key);
            }
            Key::Esc => return Request::Leave,
            Key::Menu => self.menu = Some(Action::Pencil),
            Key::Enter => self.hint(),
            Key::Digit(0) => self.undo_last(),
            Key::Digit(_) if self.givens.get(c) != 0 => {
                self.say(format_args!("r{}c{} is given", r + 1, col + 1));
            }
            Key::Digit(d) if self.pencil => {
                if self.grid.get(c) == 0 {
                    self.remember(c);
                    self.marks[c] ^= 1 << (d - 1);
                }
            }
            Key::Digit(d) => {
                self.set(c, d);
                self.highlight = None;
                self.pattern = 0;
            }
            Key::Del => {
                if self.givens.get(c) == 0 && (self.grid.get(c) != 0 || self.marks[c] != 0) {
                    self.remember(c);
                    let _ = self.grid.set(c, 0); // 0 is always a value
                    self.marks[c] = 0;
                }
            }
            Key::Help => {} // the app's
        }
        Request::Stay
    }

    /// The help line.
    pub fn help(&self) -> Help<'static> {
        if self.menu.is_some() {
            &[("up/down", "choose"), ("enter", "do"), ("esc", "close")]
        } else if self.banner {
            &[("any key", "close"), ("esc", "home")]
        } else if self.solved_at.is_some() {
            &[("enter", "new puzzle"), ("esc", "home")]
        } else {
            &[
                ("1-9", "fill"),
                ("del", "clear"),
                ("0", "undo"),
                ("enter", "hint"),
                ("menu", "more"),
            ]
        }
    }
}
