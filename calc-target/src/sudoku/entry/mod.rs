//! A puzzle the player types in (from a newspaper, a book, a friend): digits on an empty
//! grid of one of the classic sizes (9×9, 6×6, 4×4), then checked — no digit twice in a
//! unit, exactly one solution — and rated before it is played.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing), `describe` (the words for a screen reader), `save` (save and load); the grid
//! and what is said of it stay here.

mod describe;
mod input;
mod save;
mod view;

use super::kinds::Kind;
use super::words::{HouseSaid, UnitSaid};
use crate::lang::Lang;
use crate::lang::sudoku::Phrase;
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::message::Message;
use jiugong_core::sudoku::variant::{Layout, VariantError};
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
    /// The classic 9×9, or a small grid.
    kind: Kind,
    /// Its first `n`×`n` cells, row by row.
    grid: Grid,
    cursor: GridCursor,
    message: Message,
    menu: Option<Action>,
}

impl Entry {
    /// An empty 9×9 grid, the cursor in the top-left cell.
    pub fn new() -> Entry {
        Entry::of(Kind::Classic)
    }

    /// An empty grid of `kind` (the classic 9×9, 6×6 or 4×4: [`Kind::typed_in`]; another
    /// is taken as 9×9), the cursor in the top-left cell.
    pub fn of(kind: Kind) -> Entry {
        let kind = if kind.typed_in() { kind } else { Kind::Classic };
        let n = kind.n();
        Entry {
            kind,
            grid: Grid::default(),
            cursor: GridCursor::new(n, n, Edge::Reading),
            message: Message::new(),
            menu: None,
        }
    }

    /// The digits typed so far (on a small grid, in its first cells).
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The kind of grid typed in.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The grid's rules: a small grid's boxes (the classic grid's are [`Grid`]'s own).
    pub fn layout(&self) -> Layout {
        self.kind.boxes()
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

    /// Says why a small grid cannot be played, in `lang`, as [`refuse`](Self::refuse)
    /// says it of a 9×9.
    pub fn refuse_small(&mut self, why: VariantError, lang: Lang) {
        let layout = self.layout();
        match why {
            VariantError::Repeat { digit, house, .. } => {
                let house = HouseSaid(house, &layout, lang);
                self.message
                    .fill(lang, Phrase::TwiceIn.text(lang), &[&digit, &house])
            }
            VariantError::MultipleSolutions => {
                self.message
                    .fill(lang, Phrase::ManySolutions.text(lang), &[])
            }
            // No solution (a grid's own digits, typed in, are never out of range).
            _ => self.message.fill(lang, Phrase::NoSolution.text(lang), &[]),
        }
    }
}

impl Default for Entry {
    fn default() -> Self {
        Self::new()
    }
}
