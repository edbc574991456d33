//! Scratch for counting a conclusion's ancestors, and what a nested rule collects.

use super::*;

/// A conclusion collected for a nested rule: its rank (as [`Found`], then the order found),
/// the potentials it removes and those its chain needed gone (ranges of `Work`'s lists).
#[derive(Clone, Copy)]
pub(super) struct Conclusion {
    pub(super) se: u8,
    pub(super) sort: u8,
    pub(super) complexity: u32,
    pub(super) order: u16,
    pub(super) removed: (u16, u16),
    pub(super) parents: (u16, u16),
}

/// Scratch for counting ancestors, and the conclusions a nested rule collects.
pub(super) struct Work {
    pub(super) seen: Nodes,
    pub(super) stack: [u16; NODES],
    /// Rule lists whose nested complexity is counted.
    pub(super) counted: [u64; RULE_LISTS / 64],
    /// Collecting every conclusion for a nested rule (else the best is kept).
    pub(super) collect: bool,
    /// The candidates of the outer run's start: a rule parent is one gone since.
    pub(super) outer: [u16; CELLS],
    /// The rule parents of the conclusion being counted, as potentials.
    pub(super) parents: Nodes,
    pub(super) conclusions: [Conclusion; CONCLUSIONS],
    pub(super) concluded: usize,
    pub(super) pots: [u16; CONCLUDED_POTS],
    pub(super) n_pots: usize,
    pub(super) parent_pots: [u16; CONCLUSION_PARENTS],
    pub(super) n_parents: usize,
}

impl Work {
    pub(super) const fn new() -> Work {
        Work {
            seen: Nodes::EMPTY,
            stack: [0; NODES],
            counted: [0; RULE_LISTS / 64],
            collect: false,
            outer: [0; CELLS],
            parents: Nodes::EMPTY,
            conclusions: [Conclusion {
                se: 0,
                sort: 0,
                complexity: 0,
                order: 0,
                removed: (0, 0),
                parents: (0, 0),
            }; CONCLUSIONS],
            concluded: 0,
            pots: [0; CONCLUDED_POTS],
            n_pots: 0,
            parent_pots: [0; CONCLUSION_PARENTS],
            n_parents: 0,
        }
    }

    /// Starts counting a conclusion: no rule parents yet.
    pub(super) fn begin(&mut self) {
        if self.collect {
            self.parents = Nodes::EMPTY;
        }
    }

    /// Adds the rule parents of on potential `p` implied by `cause` on candidates `current`:
    /// the candidates gone from `outer` that left `p` the cell's last digit or the digit's
    /// last place in the unit.
    pub(super) fn rule_parents(&mut self, current: &[u16; CELLS], p: usize, cause: u8) {
        let (cell, d) = (p / 9, p % 9);
        if cause == CELL {
            let mut m = self.outer[cell] & !current[cell];
            while m != 0 {
                self.parents
                    .insert((cell * 9 + m.trailing_zeros() as usize) as u16);
                m &= m - 1;
            }
        } else if (cause as usize) < UNITS.len() {
            for &c in UNITS[cause as usize].iter() {
                let c = c as usize;
                if self.outer[c] & !current[c] & (1 << d) != 0 {
                    self.parents.insert((c * 9 + d) as u16);
                }
            }
        }
    }

    /// Takes a conclusion: the best so far when searching for a step; when collecting,
    /// appended with its rule parents (one that needs none is dropped, as SE does: it
    /// holds without the outer assumption).
    pub(super) fn take(&mut self, best: &mut Option<Found>, found: Found) {
        if !self.collect {
            *best = Some(found);
            return;
        }
        let parents = self.parents.iter().count();
        let removed: usize = found
            .step
            .removals
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum();
        if parents == 0
            || self.concluded == CONCLUSIONS
            || self.n_pots + removed > CONCLUDED_POTS
            || self.n_parents + parents > CONCLUSION_PARENTS
        {
            return;
        }
        let removed_from = self.n_pots;
        for (cell, &m) in found.step.removals.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                self.pots[self.n_pots] = (cell * 9 + m.trailing_zeros() as usize) as u16;
                self.n_pots += 1;
                m &= m - 1;
            }
        }
        let parents_from = self.n_parents;
        for q in self.parents.iter() {
            self.parent_pots[self.n_parents] = q;
            self.n_parents += 1;
        }
        self.conclusions[self.concluded] = Conclusion {
            se: found.se,
            sort: found.sort,
            complexity: found.complexity,
            order: self.concluded as u16,
            removed: (removed_from as u16, self.n_pots as u16),
            parents: (parents_from as u16, self.n_parents as u16),
        };
        self.concluded += 1;
    }
}
