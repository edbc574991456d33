//! The game's keys: the arrows move the cursor, a digit writes its cell in pen or in
//! pencil (0 clears it), OK switches pen and pencil, Undo takes back, the menu's entries
//! (hint first, redo last); a tap on a cell or an entry; and the help line that says so.

use super::view::{MENU, grid_of};
use super::{Action, Game, Request};
use crate::lang::app::Phrase::{Close, Home, Off, On};
use crate::lang::sudoku::Phrase;
use crate::sudoku::kinds::Kind;
use crate::toolkit::menu;
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;

impl Game {
    /// Handles a key; says whether the player stays, leaves (Back: the game is kept) or
    /// asks the screen for something (a new puzzle, the solution, a restart, an own one).
    pub fn handle(&mut self, key: Key) -> Request {
        if self.menu.is_some() {
            if let Some(action) = menu::open_key(&mut self.menu, key) {
                match action {
                    Action::Hint if self.solved_at.is_some() => {
                        self.say(Phrase::NoHintNeeded, &[]);
                    }
                    Action::Hint if self.kind != Kind::Classic => return Request::Hint,
                    Action::Hint => self.hint(),
                    Action::Check => self.check(),
                    Action::Solve => return Request::Solve,
                    Action::NewPuzzle => return Request::NewPuzzle,
                    Action::Restart => return Request::Restart,
                    Action::Own => return Request::Own,
                    Action::AutoClear => {
                        self.auto_clear = !self.auto_clear;
                        let state = if self.auto_clear { On } else { Off };
                        let state = state.text(self.settings.lang);
                        self.say(Phrase::AutoClearSaid, &[&state]);
                    }
                    Action::Redo => self.redo_last(),
                    Action::FillMarks => self.pencil_all(true),
                    Action::ClearMarks => self.pencil_all(false),
                }
            }
            return Request::Stay;
        }
        if self.solved_at.is_some() {
            // The banner goes away with any key; Back also leaves.
            if core::mem::take(&mut self.banner) && key != Key::Back {
                return Request::Stay;
            }
            return match key {
                Key::Back => Request::Leave,
                // A solved grid is done: nothing to take back.
                Key::Menu => {
                    self.menu = Some(Action::NewPuzzle);
                    Request::Stay
                }
                _ => Request::Stay,
            };
        }
        let c = self.cursor.cell();
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                self.cursor.step(key);
            }
            Key::Back => return Request::Leave,
            Key::Menu => self.menu = Some(Action::Hint),
            Key::Ok => {
                self.pencil = !self.pencil;
                match self.pencil {
                    true => self.say(Phrase::PencilSaid, &[]),
                    false => self.say(Phrase::PenSaid, &[]),
                }
            }
            Key::Undo => self.undo_last(),
            // Nothing to clear (an empty cell, a given): on to the next empty cell.
            Key::Digit(0)
                if self.grid.get(c) == 0 && self.marks[c] == 0 || self.givens.get(c) != 0 =>
            {
                let cells = self.cells();
                let next = (1..cells)
                    .map(|k| (c + k) % cells)
                    .find(|&e| self.grid.get(e) == 0);
                if let Some(e) = next {
                    self.cursor.set(e);
                }
            }
            Key::Digit(_) if self.givens.get(c) != 0 => {
                self.say(Phrase::IsGiven, &[&self.at(c)]);
            }
            // No such digit on a smaller grid.
            Key::Digit(d) if usize::from(d) > self.n() => {}
            Key::Digit(0) => {
                if self.grid.get(c) != 0 || self.marks[c] != 0 {
                    self.remember(c);
                    let _ = self.grid.set(c, 0); // 0 is always a value
                    self.marks[c] = 0;
                }
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
            Key::Help => {} // the app's
        }
        Request::Stay
    }

    /// A tap: the menu's entry tapped is picked; on the grid, the cursor goes to the cell
    /// tapped, and a tap on the cursor's cell does what OK does (pen or pencil). On a solved
    /// grid a tap closes the banner, as any key does.
    pub fn tap(&mut self, at: Point) -> Option<Key> {
        if self.menu.is_some() {
            return menu::tap::<Action>(MENU.0, MENU.1, self.settings.lang, at);
        }
        if self.solved_at.is_some() {
            return self.banner.then_some(Key::Ok);
        }
        let cell = grid_of(self.n()).cell_at(at)?;
        if cell == self.cursor.cell() {
            return Some(Key::Ok);
        }
        self.cursor.set(cell);
        None
    }

    /// The help line, in the player's language.
    pub fn help(&self) -> HelpLine {
        let lang = self.settings.lang;
        if self.menu.is_some() {
            help_line(lang, &menu::help::<Action>())
        } else if self.banner {
            help_line(lang, &[(Keys::Any, Close), (Keys::BACK, Home)])
        } else if self.solved_at.is_some() {
            help_line(
                lang,
                &[
                    (Keys::MENU, Phrase::NewPuzzle.text(lang)),
                    (Keys::BACK, Home.text(lang)),
                ],
            )
        } else {
            let (digits, ok) = match self.pencil {
                true => (Phrase::Mark, Phrase::Pen),
                false => (Phrase::Write, Phrase::Pencil),
            };
            help_line(
                lang,
                &[
                    (Keys::Digits(1, self.layout.n().min(9)), digits),
                    (Keys::Digits(0, 0), Phrase::Clear),
                    (Keys::OK, ok),
                    (Keys::UNDO, Phrase::Undo),
                    (Keys::MENU, Phrase::Hint),
                ],
            )
        }
    }
}
