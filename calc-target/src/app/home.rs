//! The home menu: the five puzzles, numbered as the digits that open them, then the
//! settings.

use crate::lang::{Lang, app::Phrase};
use crate::toolkit::menu::Menu;

/// The home menu: the five puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// Sudoku.
    Sudoku,
    /// The knight's tour.
    Knight,
    /// The sliding puzzle.
    Sliding,
    /// Klotski, 华容道.
    Klotski,
    /// The star: the paper's pentagram first, then other stars {n/k}.
    Star,
}

impl Puzzle {
    /// The puzzle's name, as its Help page's title says it.
    pub fn name(self) -> Phrase {
        match self {
            Puzzle::Sudoku => Phrase::Sudoku,
            Puzzle::Knight => Phrase::Knight,
            Puzzle::Sliding => Phrase::Sliding,
            Puzzle::Klotski => Phrase::Klotski,
            Puzzle::Star => Phrase::Star,
        }
    }
}

impl Menu for Puzzle {
    const ALL: &'static [Puzzle] = &[
        Puzzle::Sudoku,
        Puzzle::Knight,
        Puzzle::Sliding,
        Puzzle::Klotski,
        Puzzle::Star,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Puzzle::Klotski => Phrase::KlotskiEntry.text(lang),
            Puzzle::Star => Phrase::StarEntry.text(lang),
            other => other.name().text(lang),
        }
    }
}

/// An entry of the home menu: a puzzle, or the settings last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// This puzzle.
    Open(Puzzle),
    /// The settings screen.
    Settings,
}

impl Menu for Entry {
    const ALL: &'static [Entry] = &[
        Entry::Open(Puzzle::Sudoku),
        Entry::Open(Puzzle::Knight),
        Entry::Open(Puzzle::Sliding),
        Entry::Open(Puzzle::Klotski),
        Entry::Open(Puzzle::Star),
        Entry::Settings,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Entry::Open(p) => p.label(lang),
            Entry::Settings => Phrase::Settings.text(lang),
        }
    }
}

/// What the Help key shows on the home menu.
pub const ABOUT: &[Phrase] = &[Phrase::AboutPuzzles, Phrase::AboutKeys];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_and_down_wrap_around() {
        assert_eq!(Puzzle::Sudoku.up(), Puzzle::Star);
        assert_eq!(Puzzle::Star.down(), Puzzle::Sudoku);
    }

    #[test]
    fn the_menu_numbers_its_entries_as_the_digits_that_open_them() {
        const { assert!(Entry::NUMBERED) };
        assert_eq!(Entry::Settings.index() + 1, 6);
    }
}
