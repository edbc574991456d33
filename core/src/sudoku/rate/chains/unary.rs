//! Forcing chains and cycles from one candidate: X, Y and XY, and the loops they close.

use super::*;

impl Chains {
    /// Cycles and forcing chains from one candidate: on one digit (X), through bivalue
    /// cells (Y, cycles only), and both (XY).
    pub(super) fn unary(&mut self, logic: &PencilMarks) -> Option<Found> {
        let mut best = None;
        self.marks = Marks::of(&logic.cand);
        let kinds = [
            (false, true, Technique::XCycle, Technique::ForcingXChain, 2),
            (true, false, Technique::YCycle, Technique::YCycle, 3),
            (
                true,
                true,
                Technique::BidirectionalCycle,
                Technique::ForcingChain,
                4,
            ),
        ];
        for (y, x, cycle, forcing, sort) in kinds {
            if best.as_ref().is_some_and(|b: &Found| b.se <= cycle.base()) {
                break;
            }
            for cell in 0..CELLS {
                let m = logic.cand[cell];
                if m.count_ones() < 2 || (!x && m.count_ones() != 2) {
                    continue;
                }
                for d in (0..9).filter(|d| m & (1 << d) != 0) {
                    let p = cell * 9 + d;
                    self.cycles(logic, p, y, x, cycle, sort, &mut best);
                    if x {
                        self.forcing(logic, p, y, forcing, sort, &mut best);
                    }
                }
            }
        }
        best
    }

    /// Forcing chains from potential `p`: assumed on, it implies itself off (so it is
    /// off); assumed off, it implies itself on (so it is on).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn forcing(
        &mut self,
        logic: &PencilMarks,
        p: usize,
        y: bool,
        technique: Technique,
        sort: u8,
        best: &mut Option<Found>,
    ) {
        let mode = Mode {
            y,
            x: true,
            dynamic: false,
            level: 0,
        };
        for (start, target) in [(on(p), off(p)), (off(p), on(p))] {
            self.a.start(logic, start, mode);
            if let Outcome::Reached = self.a.chain(false, target, None) {
                self.work.begin();
                let complexity = self.a.ancestors(target, &mut self.work, ASSUMED);
                let se = technique.base() + length_bonus(complexity);
                if better(best, se, complexity, sort) {
                    let mut step = Step::eliminate(technique, None);
                    let (cell, bit) = (p / 9, 1u16 << (p % 9));
                    step.removals[cell] = if is_on(target) {
                        logic.cand[cell] & !bit
                    } else {
                        bit
                    };
                    step.se = se;
                    step.cells = 1 << cell;
                    if let Some(step) = step.worth() {
                        self.work.take(best, Found::new(se, complexity, sort, step));
                    }
                }
            }
        }
    }

    /// Cycles through potential `p` (on): a breadth-first search over on nodes where off
    /// nodes are not shared (a loop may pass a cell's digit twice, once each way), closing
    /// when an off node implies `p` again after at least four links. A candidate outside the
    /// loop that sees one of its on nodes and one of its off nodes of the same digit goes.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cycles(
        &mut self,
        logic: &PencilMarks,
        p: usize,
        y: bool,
        x: bool,
        technique: Technique,
        sort: u8,
        best: &mut Option<Found>,
    ) {
        // run a: on nodes, their parent the on node before, `stamp` the off potential
        // between, `cause` the depth.
        let Chains {
            a: run,
            work,
            marks,
            ..
        } = self;
        run.set = Nodes::EMPTY;
        run.set.insert(on(p));
        run.parent[p] = NONE;
        run.cause[p] = 0;
        let (mut head, mut tail) = (0, 1);
        run.queue_on[0] = on(p);
        while head < tail {
            let q = run.queue_on[head];
            head += 1;
            let depth = run.cause[pot(q)] as u32;
            // A loop closed from q has 2 · depth + 2 nodes.
            let complexity = 2 * depth + 2;
            if let Some(b) = best.as_ref() {
                if technique.base() + length_bonus(complexity) > b.se {
                    break;
                }
            }
            for (o, _) in marks.on_to_off(pot(q), y).iter() {
                // Not back through an off node already on q's path.
                let mut a = q;
                let mut on_path = false;
                while a != NONE && !on_path {
                    on_path = run.stamp[pot(a)] == pot(o) as u16 && a != on(p);
                    a = run.parent[pot(a)];
                }
                if on_path {
                    continue;
                }
                for (r, _) in marks.off_to_on(pot(o), y, x).iter() {
                    if r == on(p) && depth >= 1 {
                        let se = technique.base() + length_bonus(complexity);
                        if better(best, se, complexity, sort) {
                            work.begin();
                            if let Some(step) = loop_removals(logic, run, work, p, q, o, technique)
                            {
                                work.take(
                                    best,
                                    Found::new(se, complexity, sort, Step { se, ..step }),
                                );
                            }
                        }
                    } else if !run.set.has(r) {
                        run.set.insert(r);
                        run.parent[pot(r)] = q;
                        run.stamp[pot(r)] = pot(o) as u16;
                        run.cause[pot(r)] = (depth + 1).min(255) as u8;
                        run.queue_on[tail] = r;
                        tail += 1;
                    }
                }
            }
        }
    }
}

/// The removals of the loop through `p` closed by on node `q` and off potential `o`: a
/// candidate outside the loop's cells that sees an on node and an off node of its digit.
/// When `work` collects, also the loop's rule parents.
pub(super) fn loop_removals(
    logic: &PencilMarks,
    run: &Run,
    work: &mut Work,
    p: usize,
    q: u16,
    o: u16,
    technique: Technique,
) -> Option<Step> {
    // The loop's nodes: q's path back to p (on nodes and the off potentials between), o.
    let mut ons = [0u16; 64];
    let mut offs = [0u16; 64];
    let (mut n_on, mut n_off) = (0, 0);
    offs[0] = pot(o) as u16;
    n_off += 1;
    let mut a = q;
    while a != NONE && n_on < 64 && n_off < 64 {
        ons[n_on] = pot(a) as u16;
        n_on += 1;
        if a != on(p) {
            offs[n_off] = run.stamp[pot(a)];
            n_off += 1;
        }
        a = run.parent[pot(a)];
    }
    let mut cells = 0u128;
    for &x in ons[..n_on].iter().chain(offs[..n_off].iter()) {
        cells |= 1 << (x as usize / 9);
    }
    let mut seen_on = [0u16; CELLS];
    let mut seen_off = [0u16; CELLS];
    for (list, seen) in [
        (&ons[..n_on], &mut seen_on),
        (&offs[..n_off], &mut seen_off),
    ] {
        for &x in list {
            let (cell, bit) = (x as usize / 9, 1u16 << (x % 9));
            for &c in PEERS[cell].iter() {
                seen[c as usize] |= bit;
            }
        }
    }
    let mut step = Step::eliminate(technique, None);
    step.cells = cells;
    for c in 0..CELLS {
        if cells & (1 << c) == 0 {
            step.removals[c] = logic.cand[c] & seen_on[c] & seen_off[c];
        }
    }
    let step = step.worth()?;
    if work.collect {
        // Each on node follows the off node after it in the lists (p follows o): through
        // their cell, or the unit they share.
        let on_p = n_on - 1;
        for i in 0..n_on {
            let (r, from) = (
                ons[i] as usize,
                offs[if i == on_p { 0 } else { i + 1 }] as usize,
            );
            let cause = if r / 9 == from / 9 {
                CELL
            } else {
                units_of(r / 9)
                    .into_iter()
                    .find(|&u| UNITS[u].iter().any(|&c| c as usize == from / 9))
                    .map_or(ASSUMED, |u| u as u8)
            };
            work.rule_parents(&logic.cand, r, cause);
        }
    }
    Some(step)
}
