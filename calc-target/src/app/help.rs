//! The Help key's pages: the rules and keys of the puzzle showing, or what the app is and
//! the keys' grammar on the home menu; turned with the arrows, closed with Back or Help.

use super::home::{ABOUT, Puzzle};
use super::{App, Showing, settings};
use crate::klotski::KlotskiScreen;
use crate::knight::KnightScreen;
use crate::lang::{Lang, Words, app::Phrase};
use crate::screen::Screen;
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::sudoku::SudokuScreen;
use crate::toolkit::dialog::Page;
use crate::toolkit::theme::help_line;
use crate::{Key, Keys, keys};

/// The help line while a Help page shows (without the page turns when there is one page).
pub(super) const PAGE_KEYS: &[(Keys, Phrase)] = &[
    (Keys::LeftRight, Phrase::TurnPage),
    (Keys::BACK, Phrase::Close),
];

impl App {
    /// True while the Help key's page of rules is showing.
    pub fn showing_rules(&self) -> bool {
        self.rules.is_some()
    }

    /// The Help page for what shows, in the player's language.
    pub(super) fn rules_page(&self) -> Page {
        let lang = self.settings.lang;
        fn page<W: Words>(lang: Lang, title: Phrase, rules: &[W], keys: &[(Keys, W)]) -> Page {
            Page {
                lang,
                title: title.text(lang),
                paragraphs: rules.iter().take(8).map(|p| p.text(lang)).collect(),
                keys: help_line(lang, keys),
            }
        }
        fn of<S: Screen>(lang: Lang, p: Puzzle) -> Page {
            page(lang, p.name(), S::RULES, S::KEYS)
        }
        match self.showing {
            Showing::Home { .. } => page(lang, Phrase::About, ABOUT, &keys::GRAMMAR),
            Showing::Settings { .. } => {
                page(lang, Phrase::Settings, settings::RULES, settings::KEYS)
            }
            Showing::Puzzle(p @ Puzzle::Sudoku) => of::<SudokuScreen>(lang, p),
            Showing::Puzzle(p @ Puzzle::Knight) => of::<KnightScreen>(lang, p),
            Showing::Puzzle(p @ Puzzle::Sliding) => of::<SlidingScreen>(lang, p),
            Showing::Puzzle(p @ Puzzle::Klotski) => of::<KlotskiScreen>(lang, p),
            Showing::Puzzle(p @ Puzzle::Star) => of::<StarScreen>(lang, p),
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
