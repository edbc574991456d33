//! A puzzle the player types in (from a newspaper, a book, a friend): digits on an empty
//! grid, then checked — no digit twice in a unit, exactly one solution — and rated before
//! it is played.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing), `describe` (the words for a screen reader), `save` (save and load); the grid
//! and what is said of it stay here.

mod describe;
mod input;
mod save;
mod view;

use super::words::UnitSaid;
use crate::lang::Lang;
use crate::lang::sudoku::Phrase;
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::message::Message;
use jiugong_core::sudoku::{Grid, SolveError};

/// What a key asks of the Sudoku screen while a puzzle is typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Typing goes on.
    Stay,
    /// The grid is typed: check it and play it.
    Done,
    /// Back to the level menu.
    Leave,
}

/// The menu while a puzzle is typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Play,
}

/// The entry's byte in a saved state (the menu open when the games were saved).
impl crate::state::Coded for Action {
    const BYTES: &'static [(Action, u8)] = &[(Action::Play, 0)];
}

impl Menu for Action {
    const ALL: &'static [Action] = &[Action::Play];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Play => Phrase::PlayGrid.text(lang),
        }
    }
}

/// The grid being typed in.
#[derive(Clone, Debug)]
pub struct Entry {
    grid: Grid,
    cursor: GridCursor,
    message: Message,
    menu: Option<Action>,
}

impl Entry {
    /// An empty grid, the cursor in the top-left cell.
    pub fn new() -> Entry {
        Entry {
            grid: Grid::default(),
            cursor: GridCursor::new(9, 9, Edge::Reading),
            message: Message::new(),
            menu: None,
        }
    }

    /// The digits typed so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// What the screen says (why a grid was refused).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// What the screen said goes ([`Screen::unsay`](crate::screen::Screen::unsay)).
    pub fn unsay(&mut self) {
        self.message.clear();
    }

    /// Says why the grid cannot be played, in `lang`.
    pub fn refuse(&mut self, why: SolveError, lang: Lang) {
        match why {
            SolveError::Conflict(c) => self.message.fill(
                lang,
                Phrase::TwiceIn.text(lang),
                &[&c.digit, &UnitSaid(c.unit, lang)],
            ),
            SolveError::NoSolution => self.message.fill(lang, Phrase::NoSolution.text(lang), &[]),
            SolveError::MultipleSolutions => {
                self.message
                    .fill(lang, Phrase::ManySolutions.text(lang), &[])
            }
        }
    }
}

impl Default for Entry {
    fn default() -> Self {
        Self::new()
    }
}
