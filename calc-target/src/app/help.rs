//! The Help key's pages: the rules and keys of the puzzle showing, or what the app is and
//! the keys' grammar on the home menu; turned with the arrows, closed with Back or Help.

use super::home::{ABOUT, Puzzle};
use super::{App, Showing, settings};
use crate::klotski::KlotskiScreen;
use crate::knight::KnightScreen;
use crate::screen::Screen;
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::sudoku::SudokuScreen;
use crate::toolkit::dialog::Page;
use crate::toolkit::theme::Help;
use crate::{Key, Keys, keys};

/// The help line while a Help page shows.
pub(super) const PAGE_KEYS: Help<'static> =
    &[(Keys::LeftRight, "turn the page"), (Keys::BACK, "close")];

impl App {
    /// True while the Help key's page of rules is showing.
    pub fn showing_rules(&self) -> bool {
        self.rules.is_some()
    }

    /// The Help page for what shows.
    pub(super) fn rules_page(&self) -> Page<'static> {
        fn of<S: Screen>(title: &'static str) -> Page<'static> {
            Page {
                title,
                paragraphs: S::RULES,
                keys: S::KEYS,
            }
        }
        match self.showing {
            Showing::Home { .. } => Page {
                title: "jiugong: about",
                paragraphs: ABOUT,
                keys: &keys::GRAMMAR,
            },
            Showing::Settings { .. } => Page {
                title: "Settings",
                paragraphs: settings::RULES,
                keys: settings::KEYS,
            },
            Showing::Puzzle(Puzzle::Sudoku) => of::<SudokuScreen>("Sudoku"),
            Showing::Puzzle(Puzzle::Knight) => of::<KnightScreen>("Knight's tour"),
            Showing::Puzzle(Puzzle::Sliding) => of::<SlidingScreen>("Sliding puzzle"),
            Showing::Puzzle(Puzzle::Klotski) => of::<KlotskiScreen>("Klotski"),
            Showing::Puzzle(Puzzle::Star) => of::<StarScreen>("Pentagram"),
        }
    }

    /// A key on page `at`: the arrows turn the pages (and OK the next one), Back or Help
    /// closes them, as does OK on the last; other keys do nothing.
    pub(super) fn turn_page(&mut self, at: u8, key: Key) {
        let last = self.rules_page().pages() - 1;
        self.rules = match key {
            Key::Left | Key::Up => Some(at.saturating_sub(1)),
            Key::Right | Key::Down | Key::Ok if at < last => Some(at + 1),
            Key::Ok | Key::Back | Key::Help => None,
            _ => Some(at),
        };
    }
}
