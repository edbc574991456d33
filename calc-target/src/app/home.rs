//! The home menu: the five puzzles, numbered as the digits that open them, then the
//! settings.

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

impl Menu for Puzzle {
    const ALL: &'static [Puzzle] = &[
        Puzzle::Sudoku,
        Puzzle::Knight,
        Puzzle::Sliding,
        Puzzle::Klotski,
        Puzzle::Star,
    ];

    const NUMBERED: bool = false;

    fn label(self) -> &'static str {
        match self {
            // Numbered as the digit that opens each from the home menu.
            Puzzle::Sudoku => "1  Sudoku",
            Puzzle::Knight => "2  Knight's tour",
            Puzzle::Sliding => "3  Sliding puzzle",
            Puzzle::Klotski => "4  Klotski (hua rong dao)",
            Puzzle::Star => "5  Pentagram (jūn zǐ bù wàng qí jiù)",
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

    const NUMBERED: bool = false;

    fn label(self) -> &'static str {
        match self {
            Entry::Open(p) => p.label(),
            Entry::Settings => "6  Settings",
        }
    }
}

/// What the Help key shows on the home menu.
pub const ABOUT: &[&str] = &[
    "Five puzzles from one engine: choose one and open it, or press its digit. Each opens where you left it, and the games are kept when the calculator saves them.",
    "Help on any screen shows that puzzle's rules and keys. The keys mean the same everywhere:",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_and_down_wrap_around() {
        assert_eq!(Puzzle::Sudoku.up(), Puzzle::Star);
        assert_eq!(Puzzle::Star.down(), Puzzle::Sudoku);
    }

    #[test]
    fn each_label_starts_with_the_digit_that_opens_it() {
        for (i, e) in Entry::ALL.iter().enumerate() {
            assert!(e.label().starts_with(char::from(b'1' + i as u8)), "{e:?}");
        }
    }
}
