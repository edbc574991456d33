//! The game's hints: the step the player's grid allows next, taught in three presses
//! (the technique and where to look; the cells that make it; the step done) — on the
//! classic grid from its own ladder, on a variant's from the variant's.

use super::{Game, acted_on};
use crate::lang::sudoku::Phrase;
use crate::sudoku::words::{
    self, CellsSaid, DigitsSaid, HouseSaid, RemovalsSaid, SiteSaid, UnitSaid, UnitsSaid,
};
use jiugong_core::sudoku::CELLS;
use jiugong_core::sudoku::units::UNITS;
use jiugong_core::sudoku::variant::{Site, VariantSolver, VariantStep};
use jiugong_core::sudoku::{CellName, Cells, PencilMarks, Step, Technique, Unit};

impl Game {
    /// Says the first digit on the grid the solution does not have, if there is one: what
    /// a hint says before anything else.
    fn said_wrong(&mut self) -> bool {
        let cells = self.cells();
        let Some(cell) = (0..cells).find(|&c| {
            let v = self.grid.get(c);
            v != 0 && v != self.solution.get(c)
        }) else {
            return false;
        };
        self.pattern = 0;
        self.highlight = Some(cell as u8);
        self.say(Phrase::IsWrong, &[&self.at(cell)]);
        true
    }

    /// A hint that teaches, in three steps, each the menu's first entry again: first the
    /// technique and where to look (its rows, columns or boxes shaded and named, no answer
    /// given); then the cells that make the step, the digit and the cell it acts on; then
    /// the step is done (the digit placed, or the candidates taken away). A wrong digit on
    /// the grid is said first.
    pub(super) fn hint(&mut self) {
        if self.said_wrong() {
            return;
        }
        let (step, told) = match self.hint.take() {
            Some((step, told)) => (step, told + 1),
            None => (self.next_step(), 1),
        };
        // The cell the step acts on: where it places a digit, or the first it removes from.
        let placement = step.placement.map(|(cell, d)| (usize::from(cell), d));
        let (cell, digit) = acted_on(placement, &step.removals);
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
                        let cells = CellsSaid(step.cells, 9, lang);
                        self.say(Phrase::MadeBy, &[&name, &cells])
                    }
                    // No cells to show (the multiple forcing chains): where it acts.
                    (_, _, None) => {
                        let cells = CellsSaid(step.losing(1 << (digit - 1)), 9, lang);
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
        let removed = RemovalsSaid(&step.removals, 9, self.settings.lang);
        self.say(Phrase::Removed, &[&name, &removed]);
    }
}

/// The cells of a unit, one bit each.
fn unit_cells(u: Unit) -> Cells {
    UNITS[u.index()].iter().fold(0, |m, &c| m | 1 << c)
}

impl Game {
    /// A variant's hint, in the same three presses as the classic grid's, from the
    /// variant's ladder (cage combinations, the 45 rule …): `solver` is made for the game's
    /// layout (the room's, which the screen lends).
    pub fn variant_hint(&mut self, solver: &VariantSolver) {
        if self.said_wrong() {
            return;
        }
        // A step half-told in a game read back is found again: the grid and what hints
        // removed, which decide it, are as they were.
        let (step, told) = match core::mem::take(&mut self.variant_step) {
            (Some(step), told) => (step, told + 1),
            (None, told) => (self.next_variant_step(solver), told + 1),
        };
        let (n, lang) = (self.layout.n(), self.settings.lang);
        // The cell the step acts on: where it places a digit, or the first it removes from.
        let placement = step.placement.map(|(at, d)| (usize::from(at.cell), d));
        let (cell, digit) = acted_on(placement, &step.removals[..self.cells()]);
        let name = words::technique(step.technique).text(lang);
        let at = self.at(cell);
        match told {
            1 => {
                self.highlight = None;
                self.pattern = step.site.map_or(0, |site| site_cells(solver, site));
                match (step.technique, step.site) {
                    (Technique::Guess, _) => {
                        self.pattern = 0;
                        self.say(Phrase::NoTechnique, &[]);
                    }
                    (_, None) => self.say(Phrase::LookAtCandidates, &[&name]),
                    (_, Some(site)) => {
                        let site = SiteSaid(site, &self.layout, lang);
                        let said = Phrase::LookAt.text(lang);
                        self.message.fill(lang, said, &[&name, &site]);
                    }
                }
                self.variant_step = (Some(step), told);
            }
            2 => {
                self.highlight = Some(cell as u8);
                let only = DigitsSaid(step.digits, lang);
                // The digits a sum's cells may still hold, when they are not every digit.
                let some = step.digits != 0 && step.digits != self.digits();
                match (step.technique, step.placement, step.site) {
                    (Technique::Guess, _, _) => self.say(Phrase::SolutionDigit, &[&digit, &at]),
                    (_, Some(_), _) => self.say(Phrase::ThenFitsOnly, &[&name, &digit, &at]),
                    (_, None, Some(Site::Cage { sum, cells, .. })) if some => {
                        self.say(Phrase::CageOnly, &[&name, &cells, &sum, &only])
                    }
                    // The 45 rule's cells and what they add up to (and the digits left them).
                    (_, None, Some(site @ Site::Rest { house, sum, .. })) => {
                        let house = HouseSaid(house, &self.layout, lang);
                        let read = CellsSaid(site_cells(solver, site), n, lang);
                        let said = match some {
                            true => Phrase::RestOnly,
                            false => Phrase::RestSum,
                        };
                        let said = said.text(lang);
                        self.message
                            .fill(lang, said, &[&name, &house, &read, &sum, &only]);
                    }
                    (_, None, _) => {
                        let losing = words::losing(&step.removals, 1 << (digit - 1));
                        let cells = CellsSaid(losing, n, lang);
                        self.say(Phrase::NotAt, &[&name, &digit, &cells]);
                    }
                }
                self.variant_step = (Some(step), told);
            }
            _ if step.placement.is_some() => {
                self.hinted = self.hinted.saturating_add(1);
                self.set(cell, digit);
                self.pattern = step.site.map_or(0, |site| site_cells(solver, site));
                self.highlight = Some(cell as u8);
                self.say(Phrase::Placed, &[&name, &digit, &at]);
            }
            _ => {
                for (known, &removed) in self.removed.iter_mut().zip(step.removals.iter()) {
                    *known |= removed;
                }
                self.pattern = words::losing(&step.removals, u16::MAX);
                self.highlight = Some(cell as u8);
                let removed = RemovalsSaid(&step.removals, n, lang);
                self.say(Phrase::Removed, &[&name, &removed]);
            }
        }
    }

    /// The next step a player would take on a variant: the easiest of its ladder after
    /// what hints removed, else a digit of the solution.
    fn next_variant_step(&self, solver: &VariantSolver) -> VariantStep {
        let cells = self.cells();
        let grid = &self.grid.cells()[..cells];
        match solver.hint_after(grid, &self.removed[..cells]) {
            Ok(Some(step)) => step,
            _ => {
                let cell = (0..cells).find(|&c| grid[c] == 0).unwrap_or(0);
                VariantStep::guess(self.at(cell), self.solution.get(cell))
            }
        }
    }
}

/// The cells a variant's step reads, one bit each.
fn site_cells(solver: &VariantSolver, site: Site) -> Cells {
    solver.cells_of(site).fold(0, |m, at| m | 1 << at.cell)
}
