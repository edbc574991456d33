//! Menus as enums: each menu is a type whose values are its entries, in the order shown, so a
//! choice is a value (`Puzzle::Knight`), never an index that must follow another list.

use crate::theme::{self, INK, SELECTED};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use jiugong_core::sudoku::Level;

/// A menu: its entries in order, and the words shown for each.
pub trait Menu: Copy + PartialEq + Sized + 'static {
    /// The entries, top to bottom.
    const ALL: &'static [Self];

    /// The words shown for the entry.
    fn label(self) -> &'static str;

    /// The entry's place in the menu.
    fn index(self) -> usize {
        Self::ALL.iter().position(|&e| e == self).unwrap_or(0)
    }

    /// The entry above (the last one above the first).
    fn up(self) -> Self {
        let n = Self::ALL.len();
        Self::ALL[(self.index() + n - 1) % n]
    }

    /// The entry below (the first one below the last).
    fn down(self) -> Self {
        Self::ALL[(self.index() + 1) % Self::ALL.len()]
    }
}

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
    /// The pentagram.
    Pentagram,
}

impl Menu for Puzzle {
    const ALL: &'static [Puzzle] = &[
        Puzzle::Sudoku,
        Puzzle::Knight,
        Puzzle::Sliding,
        Puzzle::Klotski,
        Puzzle::Pentagram,
    ];

    fn label(self) -> &'static str {
        match self {
            // Numbered as the digit that opens each from the home menu.
            Puzzle::Sudoku => "1  Sudoku",
            Puzzle::Knight => "2  Knight's tour",
            Puzzle::Sliding => "3  Sliding puzzle",
            Puzzle::Klotski => "4  Klotski (hua rong dao)",
            Puzzle::Pentagram => "5  Pentagram (jun zi bu wang qi jiu)",
        }
    }
}

/// The Sudoku level screen: a puzzle at one of the five levels, or by the paper's method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Dug until unique, at this level.
    Level(Level),
    /// The paper's seed-grid method, 30 cells shown.
    Paper,
}

impl Choice {
    /// The level asked for (`None` for the paper's method).
    pub fn level(self) -> Option<Level> {
        match self {
            Choice::Level(level) => Some(level),
            Choice::Paper => None,
        }
    }

    /// The short name a game's title uses.
    pub fn name(self) -> &'static str {
        match self {
            Choice::Level(level) => level.name(),
            Choice::Paper => "paper's method",
        }
    }
}

impl Menu for Choice {
    const ALL: &'static [Choice] = &[
        Choice::Level(Level::Easy),
        Choice::Level(Level::Medium),
        Choice::Level(Level::Hard),
        Choice::Level(Level::Expert),
        Choice::Level(Level::Diabolical),
        Choice::Paper,
    ];

    /// A level with its band of SE ratings (`Level::band`, in the font's characters).
    fn label(self) -> &'static str {
        match self {
            Choice::Level(Level::Easy) => "easy: SE 1.0-2.4",
            Choice::Level(Level::Medium) => "medium: SE 2.5-3.4",
            Choice::Level(Level::Hard) => "hard: SE 3.5-4.4",
            Choice::Level(Level::Expert) => "expert: SE 4.5-6.4",
            Choice::Level(Level::Diabolical) => "diabolical: SE 6.5 and up",
            // 30 cells shown, then clues added until the solution is unique: 30 or more.
            Choice::Paper => "paper's method: seed grid, 30+ clues",
        }
    }
}

/// A framed list of a menu's entries with one selected.
pub fn draw<M: Menu, D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    (x, y): (i32, i32),
    w: u32,
    selected: M,
) -> Result<(), D::Error> {
    let h = M::ALL.len() as u32 * 14 + 8;
    Rectangle::new(Point::new(x, y), Size::new(w, h))
        .into_styled(PrimitiveStyle::with_fill(theme::BACKGROUND))
        .draw(d)?;
    Rectangle::new(Point::new(x, y), Size::new(w, h))
        .into_styled(PrimitiveStyle::with_stroke(INK, 1))
        .draw(d)?;
    for (i, &entry) in M::ALL.iter().enumerate() {
        let ly = y + 4 + i as i32 * 14;
        if entry == selected {
            theme::fill(d, x + 2, ly, w - 4, 14, SELECTED)?;
        }
        theme::text(d, entry.label(), x + 8, ly + 2, INK)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_labels_say_their_bands() {
        use core::fmt::Write;
        for level in Level::ALL {
            let mut expected = heapless::String::<40>::new();
            write!(expected, "{}: SE {}", level.name(), level.band()).unwrap();
            let label = Choice::Level(level).label();
            assert!(expected.replace('–', "-") == label, "{label}");
        }
    }

    #[test]
    fn up_and_down_wrap_around() {
        assert_eq!(Puzzle::Sudoku.up(), Puzzle::Pentagram);
        assert_eq!(Puzzle::Pentagram.down(), Puzzle::Sudoku);
        assert_eq!(Choice::Paper.index(), 5);
        assert_eq!(Choice::ALL[0].level(), Some(Level::Easy));
        // Every level is offered, in the core's order.
        let levels: heapless::Vec<Level, 8> =
            Choice::ALL.iter().filter_map(|c| c.level()).collect();
        assert_eq!(&levels[..], &Level::ALL[..]);
    }
}
