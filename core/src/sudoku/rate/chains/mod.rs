//! Chains: SE's implication engine and the techniques built on it, 6.5 and up.
//!
//! A *potential* is a candidate, digit `d` in cell `c`, numbered `c * 9 + d`; a *node* is a
//! potential assumed true (on, `p`) or false (off, `POTS + p`). From an on node follow the
//! offs it forces (the cell's other digits, the digit in the cell's peers); from an off node
//! the ons it forces (the cell's last digit, the digit's last place in a unit). A run
//! propagates an assumption breadth-first, each node remembering what first implied it; a
//! chain's *complexity* is the count of a conclusion's ancestors, and its rating is the
//! technique's base raised by [`length_bonus`].
//!
//! In a *dynamic* run every off node is also taken out of the run's grid, so later
//! implications can rest on several earlier ones (the node's hidden parents: the candidates
//! already gone from its cell or unit). The (+) runs add, when nothing else follows, what
//! locked candidates, pairs and X-wings conclude on the run's grid. The nested runs (SE 9.5
//! and up) add, when those conclude nothing either, every conclusion of a whole chain
//! technique searched on the run's grid (forcing chains and cycles; cell and region forcing
//! chains; dynamic forcing chains, plain or (+)), in a second workspace: each rests on the
//! candidates its chain needed gone, and its chain's complexity adds to the run's.

mod multiple;
mod nodes;
mod run;
mod unary;
mod work;

use super::{Cells, PencilMarks, Step, Technique, UNIT_SETS};
use crate::sudoku::Grid;
use crate::sudoku::units::{CELLS, PEERS, UNITS, units_of};
use multiple::Multiple;
use nodes::{Marks, Mode, Nodes, Outcome};
use run::Run;
use work::Work;

const POTS: usize = CELLS * 9;
const NODES: usize = 2 * POTS;
const WORDS: usize = NODES.div_ceil(64);
const NONE: u16 = u16::MAX;
/// `cause` of an on node implied by its cell's last digit (units are 0..27).
const CELL: u8 = 27;
/// Marks a `parent` that indexes the (+) rules' parent lists.
const RULE: u16 = 0x8000;
const RULE_LISTS: usize = 512;
const RULE_PARENTS: usize = 8192;
/// `cause` of a run's starting node: none, or (cell and region chains) `CELL` or its unit.
const ASSUMED: u8 = 255;
/// Capacity of a nested rule's collected conclusions.
const CONCLUSIONS: usize = 1024;
const CONCLUDED_POTS: usize = 4096;
const CONCLUSION_PARENTS: usize = 16384;

const fn on(p: usize) -> u16 {
    p as u16
}

const fn off(p: usize) -> u16 {
    (POTS + p) as u16
}

/// The potential of a node.
const fn pot(n: u16) -> usize {
    (n as usize) % POTS
}

const fn is_on(n: u16) -> bool {
    (n as usize) < POTS
}

/// SE's raise for a chain of `complexity` nodes: +0.1 each time the length (complexity less
/// two) passes a ceiling that starts at 4 and grows by ×3/2 and ×4/3 in turn.
pub(super) fn length_bonus(complexity: u32) -> u8 {
    let (mut added, mut ceiling, mut odd) = (0u8, 4u32, false);
    let length = complexity.saturating_sub(2);
    while length > ceiling {
        added += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

/// A conclusion found and its rank among SE's: rating, complexity, then kind.
#[derive(Clone, Copy)]
struct Found {
    se: u8,
    complexity: u32,
    sort: u8,
    step: Step,
}

impl Found {
    fn new(se: u8, complexity: u32, sort: u8, step: Step) -> Found {
        Found {
            se,
            complexity,
            sort,
            step,
        }
    }
}

fn better(best: &Option<Found>, se: u8, complexity: u32, sort: u8) -> bool {
    best.as_ref()
        .is_none_or(|b| (se, complexity, sort) < (b.se, b.complexity, b.sort))
}

/// The chains' workspace: three runs, the sums of complexities of the cell and region
/// forcing chains, the conclusions a nested rule collects. About 130 KB; keep it, e.g. in a
/// [`super::Rater`].
pub struct Chains {
    a: Run,
    b: Run,
    c: Run,
    work: Work,
    sums: [u32; NODES],
    /// The candidates the cycles search: the grid's.
    marks: Marks,
}

impl Default for Chains {
    fn default() -> Self {
        Self::new()
    }
}

impl Chains {
    /// A workspace.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Chains, Grid, PencilMarks, Solver};
    ///
    /// let puzzle = Grid::parse_line(
    ///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    /// )?;
    /// let solution = Solver::new().solve_unique(&puzzle)?;
    /// // The pattern techniques, as far as they go ...
    /// let mut marks = PencilMarks::new(&puzzle)?;
    /// while let Some(step) = marks.next_step() {
    ///     marks.apply(&step);
    /// }
    /// assert!(!marks.grid().is_complete());
    /// // ... then a chain, whose conclusion agrees with the solution.
    /// let mut chains = Box::new(Chains::new()); // about 130 KB: keep it off the stack
    /// let step = chains.next_step(&marks).expect("a chain");
    /// if let Some((cell, digit)) = step.placement {
    ///     assert_eq!(solution.get(cell.into()), digit);
    /// }
    /// for (cell, &removed) in step.removals.iter().enumerate() {
    ///     assert_eq!(removed & 1 << (solution.get(cell) - 1), 0);
    /// }
    /// assert!(step.placement.is_some() || step.removed() > 0);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub const fn new() -> Chains {
        Chains {
            a: Run::new(),
            b: Run::new(),
            c: Run::new(),
            work: Work::new(),
            sums: [0; NODES],
            marks: Marks::EMPTY,
        }
    }

    /// The next step by the easiest chain technique up to dynamic forcing chains (+), as
    /// SE picks it: the first technique (in SE's order) that concludes anything, and of its
    /// conclusions the lowest rated, then the shortest.
    pub fn next_step(&mut self, logic: &PencilMarks) -> Option<Step> {
        if logic.grid.is_complete() {
            return None;
        }
        let multiple =
            |chains: &mut Chains, kind| chains.multiple(logic, kind, None).map(|f| f.step);
        self.unary(logic)
            .map(|f| f.step)
            .or_else(|| logic.aligned_exclusion(3))
            .or_else(|| multiple(self, Multiple::Nishio))
            .or_else(|| multiple(self, Multiple::Static))
            .or_else(|| multiple(self, Multiple::Dynamic))
            .or_else(|| multiple(self, Multiple::Level(1)))
    }

    /// The next step by nested forcing chains (SE 9.5 and up), for a grid where
    /// [`Chains::next_step`] finds none: dynamic forcing chains (+) that also take, where
    /// nothing else follows, the conclusions of forcing chains and cycles (9.5), of cell
    /// and region forcing chains (10.0), of dynamic forcing chains (10.5) and of dynamic
    /// forcing chains (+) (10.5), searched in a second workspace, `inner`. Slow: seconds a
    /// step on a desktop.
    pub fn nested_step(&mut self, logic: &PencilMarks, inner: &mut Chains) -> Option<Step> {
        if logic.grid.is_complete() {
            return None;
        }
        (2..=5).find_map(|level| {
            self.multiple(logic, Multiple::Level(level), Some(&mut *inner))
                .map(|f| f.step)
        })
    }

    /// Collects, for an outer run at nested `level` whose start had candidates `outer`,
    /// every conclusion of the level's technique on `logic`, with its rule parents, in
    /// `self.work`.
    fn collect(&mut self, logic: &PencilMarks, outer: &[u16; CELLS], level: u8) {
        let work = &mut self.work;
        work.collect = true;
        work.outer = *outer;
        work.concluded = 0;
        work.n_pots = 0;
        work.n_parents = 0;
        match level {
            2 => {
                self.unary(logic);
            }
            3 => {
                self.unary(logic);
                if self.work.concluded == 0 {
                    self.multiple(logic, Multiple::Static, None);
                }
            }
            4 => {
                self.multiple(logic, Multiple::Dynamic, None);
            }
            _ => {
                self.multiple(logic, Multiple::Level(1), None);
            }
        }
        self.work.collect = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_follows_se_ceilings() {
        // Ceilings 4, 6, 8, 12, 16, 24, …; the length is complexity − 2.
        assert_eq!(length_bonus(4), 0);
        assert_eq!(length_bonus(6), 0);
        assert_eq!(length_bonus(7), 1);
        assert_eq!(length_bonus(8), 1);
        assert_eq!(length_bonus(9), 2);
        assert_eq!(length_bonus(10), 2);
        assert_eq!(length_bonus(11), 3);
        assert_eq!(length_bonus(14), 3);
        assert_eq!(length_bonus(15), 4);
        assert_eq!(length_bonus(18), 4);
        assert_eq!(length_bonus(19), 5);
    }
}
