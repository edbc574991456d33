//! The home menu: the five puzzles, numbered as the digits that open them, then the
//! settings.

use crate::lang::{Lang, app::Phrase};
use crate::state::Coded;
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

/// Each puzzle's byte in a saved state (the home menu's entry, the showing puzzle), in the
/// order the saved games follow, whatever the menu's.
impl Coded for Puzzle {
    const BYTES: &'static [(Puzzle, u8)] = &[
        (Puzzle::Sudoku, 0),
        (Puzzle::Knight, 1),
        (Puzzle::Sliding, 2),
        (Puzzle::Klotski, 3),
        (Puzzle::Star, 4),
    ];
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

/// Each entry's byte in a saved state: a puzzle's own, then the settings.
impl Coded for Entry {
    const BYTES: &'static [(Entry, u8)] = &[
        (Entry::Open(Puzzle::Sudoku), 0),
        (Entry::Open(Puzzle::Knight), 1),
        (Entry::Open(Puzzle::Sliding), 2),
        (Entry::Open(Puzzle::Klotski), 3),
        (Entry::Open(Puzzle::Star), 4),
        (Entry::Settings, 5),
    ];
}

/// What the Help key shows on the home menu.
pub const ABOUT: &[Phrase] = &[Phrase::AboutPuzzles, Phrase::AboutKeys];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_and_entry_has_a_byte_of_its_own() {
        crate::state::assert_own_bytes(Puzzle::ALL);
        crate::state::assert_own_bytes(Entry::ALL);
    }

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
