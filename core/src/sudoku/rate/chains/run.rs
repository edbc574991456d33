//! One propagation of an assumption, breadth-first, each node remembering its parents.

use super::*;

/// One propagation: the nodes reached, what first implied each, the run's grid.
pub(super) struct Run {
    pub(super) grid: Grid,
    pub(super) source: [u16; CELLS],
    pub(super) marks: Marks,
    pub(super) set: Nodes,
    pub(super) parent: [u16; NODES],
    /// On nodes: off nodes taken out of the grid before this one was implied; off nodes:
    /// their rank in being taken out (`NONE` before).
    pub(super) stamp: [u16; NODES],
    pub(super) cause: [u8; POTS],
    pub(super) queue_on: [u16; POTS],
    pub(super) queue_off: [u16; POTS],
    pub(super) heads: [usize; 4],
    pub(super) taken: u16,
    pub(super) mode: Mode,
    pub(super) rule_lists: [(u16, u16); RULE_LISTS],
    /// The complexity of the nested chain behind a rule list (0: a (+) rule).
    pub(super) rule_nested: [u32; RULE_LISTS],
    pub(super) rule_parents: [u16; RULE_PARENTS],
    pub(super) lists: usize,
    pub(super) listed: usize,
}

impl Run {
    pub(super) const fn new() -> Run {
        Run {
            grid: Grid::EMPTY,
            source: [0; CELLS],
            marks: Marks::EMPTY,
            set: Nodes::EMPTY,
            parent: [NONE; NODES],
            stamp: [NONE; NODES],
            cause: [0; POTS],
            queue_on: [0; POTS],
            queue_off: [0; POTS],
            heads: [0; 4],
            taken: 0,
            mode: Mode {
                y: true,
                x: true,
                dynamic: false,
                level: 0,
            },
            rule_lists: [(0, 0); RULE_LISTS],
            rule_nested: [0; RULE_LISTS],
            rule_parents: [0; RULE_PARENTS],
            lists: 0,
            listed: 0,
        }
    }

    /// Starts a run from node `start` on candidates `cand`.
    pub(super) fn start(&mut self, logic: &PencilMarks, start: u16, mode: Mode) {
        self.grid = logic.grid;
        self.source = logic.cand;
        self.marks = Marks::of(&logic.cand);
        self.set = Nodes::EMPTY;
        self.heads = [0; 4];
        self.taken = 0;
        self.mode = mode;
        self.lists = 0;
        self.listed = 0;
        self.add(start, NONE, ASSUMED);
    }

    pub(super) fn add(&mut self, n: u16, parent: u16, cause: u8) {
        self.set.insert(n);
        self.parent[n as usize] = parent;
        if is_on(n) {
            self.stamp[n as usize] = self.taken;
            self.cause[n as usize] = cause;
            self.queue_on[self.heads[1]] = n;
            self.heads[1] += 1;
        } else {
            self.stamp[n as usize] = NONE;
            self.queue_off[self.heads[3]] = n;
            self.heads[3] += 1;
        }
    }

    /// Propagates until nothing follows, a contradiction (with `absurd`), or `watch` is
    /// reached. Nested levels search in `inner`.
    pub(super) fn chain(
        &mut self,
        absurd: bool,
        watch: u16,
        mut inner: Option<&mut Chains>,
    ) -> Outcome {
        loop {
            if self.heads[0] < self.heads[1] {
                let n = self.queue_on[self.heads[0]];
                self.heads[0] += 1;
                for (o, _) in self.marks.on_to_off(pot(n), self.mode.y).iter() {
                    if absurd && self.set.has(on(pot(o))) {
                        self.parent[o as usize] = n;
                        return Outcome::Absurd(on(pot(o)), o);
                    }
                    if !self.set.has(o) {
                        self.add(o, n, 0);
                        if o == watch {
                            return Outcome::Reached;
                        }
                    }
                }
                continue;
            }
            if self.heads[2] < self.heads[3] {
                let n = self.queue_off[self.heads[2]];
                self.heads[2] += 1;
                let p = pot(n);
                let implied = self.marks.off_to_on(p, self.mode.y, self.mode.x);
                let before = self.taken;
                if self.mode.dynamic {
                    self.marks.remove(p);
                    self.stamp[n as usize] = self.taken;
                    self.taken += 1;
                }
                for (r, cause) in implied.iter() {
                    if absurd && self.set.has(off(pot(r))) {
                        self.parent[r as usize] = n;
                        self.stamp[r as usize] = before;
                        self.cause[r as usize] = cause;
                        return Outcome::Absurd(r, off(pot(r)));
                    }
                    if !self.set.has(r) {
                        self.add(r, n, cause);
                        self.stamp[r as usize] = before;
                        if r == watch {
                            return Outcome::Reached;
                        }
                    }
                }
                continue;
            }
            if !(self.mode.level > 0 && self.rules(inner.as_deref_mut())) {
                return Outcome::Done;
            }
        }
    }

    /// The (+) rules on the run's grid: the first of locked candidates, hidden pair, naked
    /// pair and X-wing that removes candidates not yet off adds them as off nodes, their
    /// parents the off nodes in the rule's unit and digits; failing those, at nested levels,
    /// the nested rules ([`Run::nested`]). Whether any was added.
    pub(super) fn rules(&mut self, inner: Option<&mut Chains>) -> bool {
        let logic = PencilMarks {
            grid: self.grid,
            cand: self.marks.cand,
        };
        let step = logic
            .locking(false)
            .or_else(|| logic.hidden_subset(2, false))
            .or_else(|| logic.naked_subset(2))
            .or_else(|| logic.fish(2));
        let Some(step) = step else {
            return match inner {
                Some(inner) if self.mode.level >= 2 => self.nested(&logic, inner),
                _ => false,
            };
        };
        if self.lists == RULE_LISTS {
            return false;
        }
        // Parents: off nodes of the removed digits, taken out of the rule's unit.
        let digits = step.removals.iter().fold(0u16, |m, &r| m | r);
        let unit = step.unit.map(|u| u.index());
        let start = self.listed;
        for &c in unit.map_or(&[][..], |u| &UNITS[u][..]) {
            let c = c as usize;
            let mut m = self.source[c] & !self.marks.cand[c] & digits;
            while m != 0 && self.listed < RULE_PARENTS {
                let o = off(c * 9 + m.trailing_zeros() as usize);
                if self.set.has(o) {
                    self.rule_parents[self.listed] = o;
                    self.listed += 1;
                }
                m &= m - 1;
            }
        }
        self.rule_lists[self.lists] = (start as u16, self.listed as u16);
        self.rule_nested[self.lists] = 0;
        let list = RULE | self.lists as u16;
        self.lists += 1;
        let mut added = false;
        for (c, &r) in step.removals.iter().enumerate() {
            let mut m = r;
            while m != 0 {
                let o = off(c * 9 + m.trailing_zeros() as usize);
                m &= m - 1;
                if !self.set.has(o) {
                    self.add(o, list, 0);
                    added = true;
                }
            }
        }
        added
    }

    /// The nested rules on the run's grid (`logic`): the conclusions of the level's chain
    /// technique, searched in `inner`, easiest first, each adding the candidates it removes
    /// as off nodes. Their parents: the off nodes of the candidates the nested chain needed
    /// gone; their rule list carries the nested chain's complexity. Whether any was added.
    pub(super) fn nested(&mut self, logic: &PencilMarks, inner: &mut Chains) -> bool {
        inner.collect(logic, &self.source, self.mode.level);
        let work = &mut inner.work;
        work.conclusions[..work.concluded]
            .sort_unstable_by_key(|c| (c.se, c.complexity, c.sort, c.order));
        let mut added = false;
        for c in &work.conclusions[..work.concluded] {
            let removed = &work.pots[c.removed.0 as usize..c.removed.1 as usize];
            if removed.iter().all(|&p| self.set.has(off(p as usize))) {
                continue;
            }
            let parents = &work.parent_pots[c.parents.0 as usize..c.parents.1 as usize];
            if self.lists == RULE_LISTS || self.listed + parents.len() > RULE_PARENTS {
                break;
            }
            let start = self.listed;
            for &q in parents {
                let o = off(q as usize);
                if self.set.has(o) {
                    self.rule_parents[self.listed] = o;
                    self.listed += 1;
                }
            }
            self.rule_lists[self.lists] = (start as u16, self.listed as u16);
            self.rule_nested[self.lists] = c.complexity;
            let list = RULE | self.lists as u16;
            self.lists += 1;
            for &p in removed {
                let o = off(p as usize);
                if !self.set.has(o) {
                    self.add(o, list, 0);
                    added = true;
                }
            }
        }
        added
    }

    /// Calls `f` with each parent of node `n`.
    pub(super) fn parents(&self, n: u16, f: &mut impl FnMut(u16)) {
        let parent = self.parent[n as usize];
        if parent == NONE {
            return;
        }
        if parent & RULE != 0 {
            let (a, b) = self.rule_lists[(parent & !RULE) as usize];
            self.rule_parents[a as usize..b as usize]
                .iter()
                .for_each(|&q| f(q));
            return;
        }
        f(parent);
        if !self.mode.dynamic || !is_on(n) {
            return;
        }
        // Hidden parents: what was already taken out of the cell, or of the digit's unit.
        let (cell, d) = (pot(n) / 9, pot(n) % 9);
        let stamp = self.stamp[n as usize];
        let taken = |o: u16| self.set.has(o) && self.stamp[o as usize] < stamp;
        let cause = self.cause[pot(n)];
        if cause == CELL {
            for e in 0..9 {
                let o = off(cell * 9 + e);
                if e != d && o != parent && taken(o) {
                    f(o);
                }
            }
        } else {
            for &c in UNITS[cause as usize].iter() {
                let o = off(c as usize * 9 + d);
                if c as usize != cell && o != parent && taken(o) {
                    f(o);
                }
            }
        }
    }

    /// The complexity of the chain to `n`: the number of its distinct ancestors, itself
    /// included, and the complexities of the nested chains among them. When `work` collects
    /// a nested rule's conclusions, also the candidates those ancestors needed gone from
    /// `work.outer` (SE's rule parents; the run's starting node has the cause `start`).
    pub(super) fn ancestors(&self, n: u16, work: &mut Work, start: u8) -> u32 {
        work.seen = Nodes::EMPTY;
        work.seen.insert(n);
        work.stack[0] = n;
        work.counted = [0; RULE_LISTS / 64];
        let (mut top, mut count) = (1, 0);
        while top > 0 {
            top -= 1;
            let m = work.stack[top];
            count += 1;
            let parent = self.parent[m as usize];
            if parent != NONE && parent & RULE != 0 {
                let list = (parent & !RULE) as usize;
                if work.counted[list / 64] & (1 << (list % 64)) == 0 {
                    work.counted[list / 64] |= 1 << (list % 64);
                    count += self.rule_nested[list];
                }
            }
            if work.collect && is_on(m) {
                let cause = if parent == NONE {
                    start
                } else {
                    self.cause[pot(m)]
                };
                work.rule_parents(&self.source, pot(m), cause);
            }
            self.parents(m, &mut |q| {
                if !work.seen.has(q) {
                    work.seen.insert(q);
                    work.stack[top] = q;
                    top += 1;
                }
            });
        }
        count
    }
}
