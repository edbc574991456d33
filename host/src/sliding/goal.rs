//! A solver for one goal: the heuristic chosen for the board and the goal renamed onto
//! the one its tables serve.

use super::databases::{Tables, tables};
use super::{Optimal, Unfinished, fast, optimal};
use crate::cli;
use crate::cli::Budget;
use anyhow::{Result, bail};
use indicatif::ProgressBar;
use jiugong_core::sliding::pdb::Split;
use jiugong_core::sliding::{Board, Heuristic, IMPROVE_NODES, ManhattanLinear, MaxOf, Renaming};

/// The heuristic for a board: the 4×4 pattern databases where they apply, else Manhattan
/// distance with linear conflict.
pub enum Chosen {
    /// Pattern databases (4×4 and 5×5).
    Pdb(Tables),
    /// Manhattan plus linear conflict.
    Manhattan(ManhattanLinear),
}

/// A solver for one goal, optimal or `--fast`: the goal is renamed onto its standard goal
/// ([`Renaming::standard`]), whose tables serve every goal with its blank's cell up to a turn
/// or a flip — one set for all the goals with the blank in a corner.
pub struct GoalSolver {
    /// `--fast`: weighted searches (improved over tables, see [`IMPROVE_NODES`]).
    pub(super) fast: bool,
    renaming: Option<Renaming>,
    /// The goal searched for (the standard one when renamed).
    goal: Board,
    chosen: Chosen,
    /// Entries of the tables built (not read from the cache) to make the solver.
    pub(super) built: u64,
}

/// The renaming of `goal` onto its standard goal where it is not the standard goal already,
/// and the goal then searched for.
fn onto_standard(goal: &Board) -> (Option<Renaming>, Board) {
    let standard = Renaming::standard(goal);
    let renaming = Renaming::find(goal, &standard).filter(|r| !r.is_identity());
    let searched = if renaming.is_some() { standard } else { *goal };
    (renaming, searched)
}

impl GoalSolver {
    /// The optimal solver for `goal`'s board: over `split` (from [`Databases::for_board`](super::Databases::for_board)),
    /// or without tables. Where memory does not allow the split (the tables cannot be held
    /// or built) and it has a [`Split::fallback`] (2x6-6-6-6: 6-6-6-6), it searches over
    /// that, and says so.
    pub fn new(goal: &Board, split: Option<Split>, budget: Budget) -> Result<GoalSolver> {
        let Some(split) = split else {
            return Ok(GoalSolver::manhattan(goal));
        };
        let (renaming, searched) = onto_standard(goal);
        let tables = match (tables(&searched, split, budget), split.fallback()) {
            (Err(e), Some(fallback)) => {
                cli::note(format_args!(
                    "searching over {}: the {} tables: {e:#}",
                    fallback.name(),
                    split.name()
                ));
                tables(&searched, fallback, budget)?
            }
            (other, _) => other?,
        };
        Ok(GoalSolver {
            fast: false,
            renaming,
            goal: searched,
            built: tables.built,
            chosen: Chosen::Pdb(tables),
        })
    }

    /// The solver of `--fast` for `goal`, over `split` (from [`Databases::for_board`](super::Databases::for_board))
    /// where the goal has the blank in a corner: they serve the usual goal, and are read from
    /// the cache or built once. Other goals, and boards without tables, search over Manhattan
    /// distance and linear conflict, as when the tables cannot be built (said on stderr).
    /// A goal with the blank in a corner is renamed onto the usual one either way (the
    /// search's move order then meets every such goal alike).
    pub fn fast(goal: &Board, split: Option<Split>, budget: Budget) -> GoalSolver {
        let (renaming, searched) = onto_standard(goal);
        let usual = searched == Board::goal(goal.size());
        let chosen = match split.filter(|_| usual) {
            Some(split) => match tables(&searched, split, budget) {
                Ok(t) => Chosen::Pdb(t),
                Err(e) => {
                    cli::note(format_args!(
                        "searching with Manhattan distance: the {} tables: {e:#}",
                        split.name()
                    ));
                    Chosen::Manhattan(ManhattanLinear::new(&searched))
                }
            },
            None => Chosen::Manhattan(ManhattanLinear::new(&searched)),
        };
        GoalSolver {
            fast: true,
            renaming,
            goal: searched,
            built: match &chosen {
                Chosen::Pdb(t) => t.built,
                Chosen::Manhattan(_) => 0,
            },
            chosen,
        }
    }

    /// The optimal solver on boards without tables (Manhattan distance and linear conflict).
    fn manhattan(goal: &Board) -> GoalSolver {
        GoalSolver {
            fast: false,
            renaming: None,
            goal: *goal,
            chosen: Chosen::Manhattan(ManhattanLinear::new(goal)),
            built: 0,
        }
    }

    /// The lower bound on the optimal length from `start` that the solver knows at once: the
    /// heuristic's estimate.
    pub fn lower_bound(&self, start: &Board) -> Result<u32> {
        let renamed = self.renamed(start);
        Ok(match &self.chosen {
            Chosen::Pdb(t) => t
                .heuristics()?
                .iter()
                .map(|h| h.estimate(&renamed))
                .max()
                .unwrap_or(0),
            Chosen::Manhattan(m) => m.estimate(&renamed),
        })
    }

    /// `start` in the puzzle searched (renamed onto the usual goal where the solver does).
    fn renamed(&self, start: &Board) -> Board {
        self.renaming.map_or(*start, |r| r.board(start))
    }

    /// [`fast`] or [`optimal`] from `renamed` with `heuristic`.
    fn search(
        &self,
        heuristic: &impl Heuristic,
        renamed: &Board,
        count: bool,
        budget: u64,
        bar: &ProgressBar,
    ) -> Result<std::result::Result<Optimal, Unfinished>> {
        if self.fast {
            let improve = match self.chosen {
                Chosen::Pdb(_) => IMPROVE_NODES,
                Chosen::Manhattan(_) => 0,
            };
            fast(renamed, &self.goal, heuristic, (budget, improve), bar).map(Ok)
        } else {
            optimal(renamed, &self.goal, heuristic, count, budget, bar)
        }
    }

    /// A solution from `start` ([`optimal`], or [`fast`]), its tiles named as in `start`.
    pub fn solve(
        &self,
        start: &Board,
        count: bool,
        budget: u64,
        bar: &ProgressBar,
    ) -> Result<std::result::Result<Optimal, Unfinished>> {
        let renamed = self.renamed(start);
        // Each heuristic searched with its own memo: none for Manhattan distance.
        let mut found = match &self.chosen {
            Chosen::Pdb(t) => match t.heuristics()?.as_slice() {
                [one] => self.search(one, &renamed, count, budget, bar),
                [a, b] => self.search(&MaxOf(a, b), &renamed, count, budget, bar),
                more => bail!("no search over {} partitions", more.len()),
            },
            Chosen::Manhattan(m) => self.search(m, &renamed, count, budget, bar),
        }?;
        if let (Some(r), Ok(f)) = (&self.renaming, &mut found) {
            f.moves.iter_mut().for_each(|t| *t = r.tile_back(*t));
        }
        Ok(found)
    }
}
