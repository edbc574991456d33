//! The game's hints: the step the player's grid allows next, taught in three presses
//! (the technique and where to look; the cells that make it; the step done).

use super::Game;
use crate::lang::sudoku::Phrase;
use crate::sudoku::words::{self, CellsSaid, RemovalsSaid, UnitSaid, UnitsSaid};
use jiugong_core::sudoku::CELLS;
use jiugong_core::sudoku::units::UNITS;
use jiugong_core::sudoku::{CellName, Cells, PencilMarks, Step, Technique, Unit};

impl Game {
    /// A hint that teaches, in three steps, each the menu's first entry again: first the
    /// technique and where to look (its rows, columns or boxes shaded and named, no answer
    /// given); then the cells that make the step, the digit and the cell it acts on; then
    /// the step is done (the digit placed, or the candidates taken away). A wrong digit on
    /// the grid is said first.
    pub(super) fn hint(&mut self) {
        if let Some(cell) = (0..CELLS).find(|&c| {
            let v = self.grid.get(c);
            v != 0 && v != self.solution.get(c)
        }) {
            self.pattern = 0;
            self.highlight = Some(cell as u8);
            self.say(Phrase::IsWrong, &[&CellName(cell)]);
            return;
        }
        let (step, told) = match self.hint.take() {
            Some((step, told)) => (step, told + 1),
            None => (self.next_step(), 1),
        };
        // The cell the step acts on: where it places a digit, or the first it removes from.
        let (cell, digit) = match step.placement {
            Some((cell, d)) => (usize::from(cell), d),
            None => {
                let first = (0..CELLS).find(|&c| step.removals[c] != 0).unwrap_or(0);
                (first, step.removals[first].trailing_zeros() as u8 + 1)
            }
        };
        match told {
            1 => {
                self.highlight = None;
                let units = step.units();
                self.pattern = units.iter().fold(0, |m, u| m | unit_cells(*u));
                let technique = step.technique;
                let (lang, named) = (self.settings.lang, words::technique(technique));
                let name = named.text(lang);
                match (technique, units.is_empty()) {
                    (Technique::Guess, _) => self.say(Phrase::NoTechnique, &[]),
                    (_, true) => self.say(Phrase::LookAtCandidates, &[&name]),
                    (_, false) => self.say(Phrase::LookAt, &[&name, &UnitsSaid(&units, lang)]),
                }
                if technique == Technique::Guess {
                    self.pattern = 0;
                }
                self.hint = Some((step, told));
            }
            2 => {
                // The pattern's cells, in the unit that was named for a single.
                self.pattern = step.cells | step.unit.map_or(0, unit_cells);
                self.highlight = Some(cell as u8);
                let (at, t) = (CellName(cell), step.technique);
                let lang = self.settings.lang;
                let name = words::technique(t).text(lang);
                match (t, step.unit, step.placement) {
                    (Technique::Guess, _, _) => self.say(Phrase::SolutionDigit, &[&digit, &at]),
                    (Technique::FullHouse, Some(u), _) => {
                        self.say(Phrase::LastEmpty, &[&at, &UnitSaid(u, lang), &digit])
                    }
                    (Technique::HiddenSingle, Some(u), _) => {
                        let unit = UnitSaid(u, lang);
                        self.say(Phrase::FitsOnlyIn, &[&name, &unit, &digit, &at])
                    }
                    (Technique::NakedSingle, _, _) => {
                        self.say(Phrase::HoldsOnly, &[&name, &at, &digit])
                    }
                    (_, _, Some(_)) => self.say(Phrase::ThenFitsOnly, &[&name, &digit, &at]),
                    // A removal: the cells that make it, shaded; where it acts is next.
                    (_, _, None) if step.cells != 0 => {
                        self.highlight = None;
                        let cells = CellsSaid(step.cells, lang);
                        self.say(Phrase::MadeBy, &[&name, &cells])
                    }
                    // No cells to show (the multiple forcing chains): where it acts.
                    (_, _, None) => {
                        let cells = CellsSaid(step.losing(1 << (digit - 1)), lang);
                        self.say(Phrase::NotAt, &[&name, &digit, &cells])
                    }
                }
                self.hint = Some((step, told));
            }
            _ => self.apply(&step, cell, digit),
        }
    }

    /// The next step a player would take: the easiest pattern, else a digit of the solution.
    pub(super) fn next_step(&self) -> Step {
        // What hints removed stays true: every entry is right, so each followed from the
        // solution's digits.
        let logic = PencilMarks::new(&self.grid).ok().map(|mut logic| {
            logic.remove_candidates(&self.removed);
            logic
        });
        logic.and_then(|l| l.hint()).unwrap_or_else(|| {
            // No pattern applies: a digit from the solution.
            let cell = (0..CELLS).find(|&c| self.grid.get(c) == 0).unwrap_or(0);
            Step::guess(cell, self.solution.get(cell))
        })
    }

    /// Does what a hint's step says: places its digit, or takes its candidates away.
    fn apply(&mut self, step: &Step, cell: usize, digit: u8) {
        let at = CellName(cell);
        let name = words::technique(step.technique).text(self.settings.lang);
        if step.placement.is_some() {
            self.hinted = self.hinted.saturating_add(1);
            self.set(cell, digit);
            self.pattern = step.cells;
            self.highlight = Some(cell as u8);
            self.say(Phrase::Placed, &[&name, &digit, &at]);
            return;
        }
        for (known, &removed) in self.removed.iter_mut().zip(step.removals.iter()) {
            *known |= removed;
        }
        // Every cell a candidate goes from, shaded and named: seen even without marks.
        self.pattern = step.losing(u16::MAX);
        self.highlight = Some(cell as u8);
        let removed = RemovalsSaid(step, self.settings.lang);
        self.say(Phrase::Removed, &[&name, &removed]);
    }
}

/// The cells of a unit, one bit each.
fn unit_cells(u: Unit) -> Cells {
    UNITS[u.index()].iter().fold(0, |m, &c| m | 1 << c)
}
