//! The multiple-chain techniques: Nishio, cell and region forcing chains, static,
//! dynamic, (+) and nested.

use super::*;

/// A cell or region forcing chain's runs: their starts (the cell's digits, the digit's
/// places in the unit), the starts' cause (`CELL` or the unit), how its conclusions rank.
#[derive(Clone, Copy)]
pub(super) struct Reduction<'a> {
    pub(super) starts: &'a [u16],
    pub(super) cause: u8,
    pub(super) technique: Technique,
    pub(super) sort: u8,
}

/// The multiple-chain techniques, in SE's order.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Multiple {
    Nishio,
    Static,
    Dynamic,
    /// Dynamic runs at a level of [`Mode::level`] (1: (+); 2–5: nested).
    Level(u8),
}

impl Multiple {
    /// The technique the chains of this kind are named for.
    fn technique(self) -> Technique {
        match self {
            Multiple::Nishio => Technique::Nishio,
            Multiple::Static => Technique::CellForcingChain,
            Multiple::Dynamic => Technique::DynamicForcingChain,
            Multiple::Level(1) => Technique::DynamicForcingChainPlus,
            Multiple::Level(2) => Technique::NestedForcingChain,
            Multiple::Level(3) => Technique::NestedMultipleForcingChain,
            Multiple::Level(4) => Technique::NestedDynamicForcingChain,
            Multiple::Level(_) => Technique::NestedDynamicForcingChainPlus,
        }
    }

    /// How chains of this kind run: nishio's without a cell's own links, static ones
    /// without taking off the nodes they reach, dynamic (+) and nested ones at their level.
    fn mode(self) -> Mode {
        Mode {
            y: self != Multiple::Nishio,
            x: true,
            dynamic: self != Multiple::Static,
            level: match self {
                Multiple::Level(level) => level,
                _ => 0,
            },
        }
    }
}

impl Chains {
    /// Cell, region, contradiction and double forcing chains (static, nishio, dynamic,
    /// dynamic (+) and nested as `kind` says; nested levels search in `inner`).
    pub(super) fn multiple(
        &mut self,
        logic: &PencilMarks,
        kind: Multiple,
        mut inner: Option<&mut Chains>,
    ) -> Option<Found> {
        let (technique, mode) = (kind.technique(), kind.mode());
        let (nishio, dynamic) = (kind == Multiple::Nishio, mode.dynamic);
        let mut best = None;
        for cell in 0..CELLS {
            let m = logic.cand[cell];
            let size = m.count_ones();
            if size < 2 || (!dynamic && size < 3) {
                continue;
            }
            let mut common = Nodes::EMPTY;
            for (i, d) in (0..9).filter(|d| m & (1 << d) != 0).enumerate() {
                let p = cell * 9 + d;
                self.a.start(logic, on(p), mode);
                let outcome_a = self.a.chain(dynamic, NONE, inner.as_deref_mut());
                if let Outcome::Absurd(x, y) = outcome_a {
                    self.work.begin();
                    let complexity = self.a.ancestors(x, &mut self.work, ASSUMED)
                        + self.a.ancestors(y, &mut self.work, ASSUMED);
                    self.offer(logic, &mut best, technique, complexity, 7, off(p));
                }
                if dynamic {
                    self.b.start(logic, off(p), mode);
                    let outcome_b = self.b.chain(true, NONE, inner.as_deref_mut());
                    if let Outcome::Absurd(x, y) = outcome_b {
                        self.work.begin();
                        let complexity = self.b.ancestors(x, &mut self.work, ASSUMED)
                            + self.b.ancestors(y, &mut self.work, ASSUMED);
                        self.offer(logic, &mut best, technique, complexity, 7, on(p));
                    }
                    if size >= 3 && !nishio {
                        let mut both = self.a.set;
                        both.and(&self.b.set);
                        for n in both.iter() {
                            if n == on(p) || n == off(p) {
                                continue;
                            }
                            self.work.begin();
                            let complexity = self.a.ancestors(n, &mut self.work, ASSUMED)
                                + self.b.ancestors(n, &mut self.work, ASSUMED);
                            self.offer(logic, &mut best, technique, complexity, 1, n);
                        }
                    }
                }
                if nishio {
                    continue;
                }
                self.regions(
                    logic,
                    cell,
                    d,
                    mode,
                    technique,
                    &mut best,
                    inner.as_deref_mut(),
                );
                if i == 0 {
                    common = self.a.set;
                } else {
                    common.and(&self.a.set);
                }
            }
            if nishio || common.is_empty() {
                continue;
            }
            // Cell forcing chains: what every digit of the cell implies.
            let technique = if dynamic {
                technique
            } else {
                Technique::CellForcingChain
            };
            let mut starts = [0u16; 9];
            let mut n = 0;
            for d in (0..9).filter(|d| m & (1 << d) != 0) {
                starts[n] = on(cell * 9 + d);
                n += 1;
            }
            let by = Reduction {
                starts: &starts[..n],
                cause: CELL,
                technique,
                sort: 5,
            };
            self.reduce(logic, mode, by, common, &mut best, inner.as_deref_mut());
        }
        best
    }

    /// Region forcing chains from digit `d` in `cell` (run `a` holds its run): in each unit
    /// where `cell` is the digit's first place of two or more, what every place implies.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn regions(
        &mut self,
        logic: &PencilMarks,
        cell: usize,
        d: usize,
        mode: Mode,
        technique: Technique,
        best: &mut Option<Found>,
        mut inner: Option<&mut Chains>,
    ) {
        let technique = if mode.dynamic {
            technique
        } else {
            Technique::RegionForcingChain
        };
        let bit = 1u16 << d;
        for u in units_of(cell) {
            let mut places = UNITS[u]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| logic.cand[c] & bit != 0);
            if places.next() != Some(cell) || places.clone().next().is_none() {
                continue;
            }
            let mut common = self.a.set;
            for c in places.clone() {
                self.c.start(logic, on(c * 9 + d), mode);
                self.c.chain(mode.dynamic, NONE, inner.as_deref_mut());
                common.and(&self.c.set);
            }
            if common.is_empty() {
                continue;
            }
            let mut starts = [on(cell * 9 + d); 9];
            let mut n = 1;
            for c in places {
                starts[n] = on(c * 9 + d);
                n += 1;
            }
            let by = Reduction {
                starts: &starts[..n],
                cause: u as u8,
                technique,
                sort: 6,
            };
            self.reduce(logic, mode, by, common, best, inner.as_deref_mut());
        }
    }

    /// Offers each conclusion in `common`, which every run from `by.starts` implies, with
    /// the sum of its complexities in those runs: the runs are made again (in run `c`) to
    /// count each conclusion's ancestors in each; when collecting, once for each
    /// conclusion, to gather its own rule parents.
    pub(super) fn reduce(
        &mut self,
        logic: &PencilMarks,
        mode: Mode,
        by: Reduction,
        common: Nodes,
        best: &mut Option<Found>,
        mut inner: Option<&mut Chains>,
    ) {
        let Reduction {
            starts,
            cause,
            technique,
            sort,
        } = by;
        if self.work.collect {
            for n in common.iter() {
                self.work.begin();
                let mut complexity = 0;
                for &start in starts {
                    self.c.start(logic, start, mode);
                    self.c.chain(mode.dynamic, NONE, inner.as_deref_mut());
                    complexity += self.c.ancestors(n, &mut self.work, cause);
                }
                self.offer(logic, best, technique, complexity, sort, n);
            }
            return;
        }
        for n in common.iter() {
            self.sums[n as usize] = 0;
        }
        for &start in starts {
            self.c.start(logic, start, mode);
            self.c.chain(mode.dynamic, NONE, inner.as_deref_mut());
            for n in common.iter() {
                self.sums[n as usize] += self.c.ancestors(n, &mut self.work, cause);
            }
        }
        for n in common.iter() {
            let complexity = self.sums[n as usize];
            self.offer(logic, best, technique, complexity, sort, n);
        }
    }

    /// Offers the conclusion that node `n` holds (on: its cell's other digits go; off: its
    /// candidate goes), if it removes anything and ranks better.
    pub(super) fn offer(
        &mut self,
        logic: &PencilMarks,
        best: &mut Option<Found>,
        technique: Technique,
        complexity: u32,
        sort: u8,
        n: u16,
    ) {
        let se = technique.base() + length_bonus(complexity);
        if !better(best, se, complexity, sort) {
            return;
        }
        let (cell, bit) = (pot(n) / 9, 1u16 << (pot(n) % 9));
        let mut step = Step::eliminate(technique, None);
        step.se = se;
        step.removals[cell] = logic.cand[cell] & if is_on(n) { !bit } else { bit };
        if let Some(step) = step.worth() {
            self.work.take(best, Found::new(se, complexity, sort, step));
        }
    }
}
