//! The Help key's page: the rules of the puzzle showing, or what the app is on the home
//! menu.

use super::home::{ABOUT, Puzzle};
use super::{App, Showing};
use crate::klotski::KlotskiScreen;
use crate::knight::KnightScreen;
use crate::screen::Screen;
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::sudoku::SudokuScreen;

impl App {
    /// True while the Help key's page of rules is showing.
    pub fn showing_rules(&self) -> bool {
        self.rules
    }

    /// The Help page's title and paragraphs for what shows.
    pub(super) fn rules_page(&self) -> (&'static str, &'static [&'static str]) {
        match self.showing {
            Showing::Home { .. } => ("jiugong: about", ABOUT),
            Showing::Puzzle(Puzzle::Sudoku) => ("Rules: Sudoku", SudokuScreen::RULES),
            Showing::Puzzle(Puzzle::Knight) => ("Rules: knight's tour", KnightScreen::RULES),
            Showing::Puzzle(Puzzle::Sliding) => ("Rules: sliding puzzle", SlidingScreen::RULES),
            Showing::Puzzle(Puzzle::Klotski) => ("Rules: Klotski", KlotskiScreen::RULES),
            Showing::Puzzle(Puzzle::Star) => ("Rules: the star", StarScreen::RULES),
        }
    }
}
