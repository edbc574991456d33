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

use super::{Cells, PencilMarks, Step, Technique, UNIT_SETS};
use crate::sudoku::Grid;
use crate::sudoku::units::{CELLS, PEERS, UNITS, units_of};

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

/// A set of nodes.
#[derive(Clone, Copy)]
struct Nodes([u64; WORDS]);

impl Nodes {
    const EMPTY: Nodes = Nodes([0; WORDS]);

    fn has(&self, n: u16) -> bool {
        self.0[n as usize / 64] & (1 << (n % 64)) != 0
    }

    fn insert(&mut self, n: u16) {
        self.0[n as usize / 64] |= 1 << (n % 64);
    }

    fn and(&mut self, other: &Nodes) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            core::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    (i * 64) as u16 + b as u16
                })
            })
        })
    }
}

/// How a run follows implications.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Mode {
    /// Links through a cell: an on node's cell mates are off; a bivalue cell's other digit.
    y: bool,
    /// Links through a unit: a digit's last place in a unit.
    x: bool,
    /// Take off nodes out of the run's grid as they are reached.
    dynamic: bool,
    /// What follows when nothing else does: 0 nothing; 1 (+): locked candidates, pairs and
    /// X-wings; then also, nested, every conclusion of 2 forcing chains and cycles, 3 those
    /// or else cell and region forcing chains, 4 dynamic forcing chains, 5 dynamic forcing
    /// chains (+) (SE's Chaining levels 1–4, the last with one more nesting).
    level: u8,
}

/// What ended a run.
enum Outcome {
    /// Nothing more follows.
    Done,
    /// A node would be both on and off: `(on node, off node)`.
    Absurd(u16, u16),
    /// The watched node was reached.
    Reached,
}

/// Up to 28 nodes one node implies.
struct Implied {
    nodes: [(u16, u8); 28],
    len: usize,
}

impl Implied {
    fn new() -> Implied {
        Implied {
            nodes: [(0, 0); 28],
            len: 0,
        }
    }

    fn push(&mut self, n: u16, cause: u8) {
        self.nodes[self.len] = (n, cause);
        self.len += 1;
    }

    fn iter(&self) -> impl Iterator<Item = (u16, u8)> + '_ {
        self.nodes[..self.len].iter().copied()
    }
}

/// Candidates by cell and, for each digit, the cells that hold it.
#[derive(Clone, Copy)]
struct Marks {
    cand: [u16; CELLS],
    holders: [Cells; 9],
}

impl Marks {
    const EMPTY: Marks = Marks {
        cand: [0; CELLS],
        holders: [0; 9],
    };

    fn of(cand: &[u16; CELLS]) -> Marks {
        let mut holders = [0; 9];
        for (c, &m) in cand.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                holders[m.trailing_zeros() as usize] |= 1 << c;
                m &= m - 1;
            }
        }
        Marks {
            cand: *cand,
            holders,
        }
    }

    /// Takes potential `p` out.
    fn remove(&mut self, p: usize) {
        self.cand[p / 9] &= !(1 << (p % 9));
        self.holders[p % 9] &= !(1 << (p / 9));
    }

    /// The offs an on node forces: its cell's other digits (with `y`), then the digit in
    /// the cell's box, row and column (each cell once, in that order).
    fn on_to_off(&self, p: usize, y: bool) -> Implied {
        let (cell, d) = (p / 9, p % 9);
        let mut out = Implied::new();
        if y {
            let mut m = self.cand[cell] & !(1 << d);
            while m != 0 {
                out.push(off(cell * 9 + m.trailing_zeros() as usize), 0);
                m &= m - 1;
            }
        }
        let mut rest = self.holders[d] & !(1 << cell);
        for u in units_of(cell) {
            let mut m = rest & UNIT_SETS[u];
            rest &= !m;
            while m != 0 {
                out.push(off(m.trailing_zeros() as usize * 9 + d), 0);
                m &= m - 1;
            }
        }
        out
    }

    /// The ons an off node forces: its cell's other digit if the cell is bivalue (with
    /// `y`), the digit's other place in each of its units that has one (with `x`). The
    /// second of each pair is the cause: `CELL` or the unit.
    fn off_to_on(&self, p: usize, y: bool, x: bool) -> Implied {
        let (cell, d) = (p / 9, p % 9);
        let bit = 1u16 << d;
        let mut out = Implied::new();
        let m = self.cand[cell];
        if y && m.count_ones() == 2 && m & bit != 0 {
            out.push(on(cell * 9 + (m & !bit).trailing_zeros() as usize), CELL);
        }
        if x {
            let others = self.holders[d] & !(1 << cell);
            for u in units_of(cell) {
                let m = others & UNIT_SETS[u];
                if m.count_ones() == 1 {
                    out.push(on(m.trailing_zeros() as usize * 9 + d), u as u8);
                }
            }
        }
        out
    }
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

/// One propagation: the nodes reached, what first implied each, the run's grid.
struct Run {
    grid: Grid,
    source: [u16; CELLS],
    marks: Marks,
    set: Nodes,
    parent: [u16; NODES],
    /// On nodes: off nodes taken out of the grid before this one was implied; off nodes:
    /// their rank in being taken out (`NONE` before).
    stamp: [u16; NODES],
    cause: [u8; POTS],
    queue_on: [u16; POTS],
    queue_off: [u16; POTS],
    heads: [usize; 4],
    taken: u16,
    mode: Mode,
    rule_lists: [(u16, u16); RULE_LISTS],
    /// The complexity of the nested chain behind a rule list (0: a (+) rule).
    rule_nested: [u32; RULE_LISTS],
    rule_parents: [u16; RULE_PARENTS],
    lists: usize,
    listed: usize,
}

impl Run {
    const fn new() -> Run {
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
    fn start(&mut self, logic: &PencilMarks, start: u16, mode: Mode) {
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

    fn add(&mut self, n: u16, parent: u16, cause: u8) {
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
    fn chain(&mut self, absurd: bool, watch: u16, mut inner: Option<&mut Chains>) -> Outcome {
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
    fn rules(&mut self, inner: Option<&mut Chains>) -> bool {
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
    fn nested(&mut self, logic: &PencilMarks, inner: &mut Chains) -> bool {
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
    fn parents(&self, n: u16, f: &mut impl FnMut(u16)) {
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
    fn ancestors(&self, n: u16, work: &mut Work, start: u8) -> u32 {
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

/// A conclusion collected for a nested rule: its rank (as [`Found`], then the order found),
/// the potentials it removes and those its chain needed gone (ranges of `Work`'s lists).
#[derive(Clone, Copy)]
struct Conclusion {
    se: u8,
    sort: u8,
    complexity: u32,
    order: u16,
    removed: (u16, u16),
    parents: (u16, u16),
}

/// Scratch for counting ancestors, and the conclusions a nested rule collects.
struct Work {
    seen: Nodes,
    stack: [u16; NODES],
    /// Rule lists whose nested complexity is counted.
    counted: [u64; RULE_LISTS / 64],
    /// Collecting every conclusion for a nested rule (else the best is kept).
    collect: bool,
    /// The candidates of the outer run's start: a rule parent is one gone since.
    outer: [u16; CELLS],
    /// The rule parents of the conclusion being counted, as potentials.
    parents: Nodes,
    conclusions: [Conclusion; CONCLUSIONS],
    concluded: usize,
    pots: [u16; CONCLUDED_POTS],
    n_pots: usize,
    parent_pots: [u16; CONCLUSION_PARENTS],
    n_parents: usize,
}

impl Work {
    const fn new() -> Work {
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
    fn begin(&mut self) {
        if self.collect {
            self.parents = Nodes::EMPTY;
        }
    }

    /// Adds the rule parents of on potential `p` implied by `cause` on candidates `current`:
    /// the candidates gone from `outer` that left `p` the cell's last digit or the digit's
    /// last place in the unit.
    fn rule_parents(&mut self, current: &[u16; CELLS], p: usize, cause: u8) {
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
    fn take(&mut self, best: &mut Option<Found>, found: Found) {
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

/// A conclusion found and its rank among SE's: rating, complexity, then kind.
#[derive(Clone, Copy)]
struct Found {
    se: u8,
    complexity: u32,
    sort: u8,
    step: Step,
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

/// A cell or region forcing chain's runs: their starts (the cell's digits, the digit's
/// places in the unit), the starts' cause (`CELL` or the unit), how its conclusions rank.
#[derive(Clone, Copy)]
struct Reduction<'a> {
    starts: &'a [u16],
    cause: u8,
    technique: Technique,
    sort: u8,
}

/// The multiple-chain techniques, in SE's order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Multiple {
    Nishio,
    Static,
    Dynamic,
    /// Dynamic runs at a level of [`Mode::level`] (1: (+); 2–5: nested).
    Level(u8),
}

impl Chains {
    /// A workspace.
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

    /// Cycles and forcing chains from one candidate: on one digit (X), through bivalue
    /// cells (Y, cycles only), and both (XY).
    fn unary(&mut self, logic: &PencilMarks) -> Option<Found> {
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
    fn forcing(
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
                        let found = Found {
                            se,
                            complexity,
                            sort,
                            step,
                        };
                        self.work.take(best, found);
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
    fn cycles(
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
                                let found = Found {
                                    se,
                                    complexity,
                                    sort,
                                    step: Step { se, ..step },
                                };
                                work.take(best, found);
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

    /// Cell, region, contradiction and double forcing chains (static, nishio, dynamic,
    /// dynamic (+) and nested as `kind` says; nested levels search in `inner`).
    fn multiple(
        &mut self,
        logic: &PencilMarks,
        kind: Multiple,
        mut inner: Option<&mut Chains>,
    ) -> Option<Found> {
        let (technique, nishio, level) = match kind {
            Multiple::Nishio => (Technique::Nishio, true, 0),
            Multiple::Static => (Technique::CellForcingChain, false, 0),
            Multiple::Dynamic => (Technique::DynamicForcingChain, false, 0),
            Multiple::Level(level) => (
                match level {
                    1 => Technique::DynamicForcingChainPlus,
                    2 => Technique::NestedForcingChain,
                    3 => Technique::NestedMultipleForcingChain,
                    4 => Technique::NestedDynamicForcingChain,
                    _ => Technique::NestedDynamicForcingChainPlus,
                },
                false,
                level,
            ),
        };
        let dynamic = kind != Multiple::Static;
        let mode = Mode {
            y: !nishio,
            x: true,
            dynamic,
            level,
        };
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
    fn regions(
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
    fn reduce(
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
    fn offer(
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
            let found = Found {
                se,
                complexity,
                sort,
                step,
            };
            self.work.take(best, found);
        }
    }
}

/// The removals of the loop through `p` closed by on node `q` and off potential `o`: a
/// candidate outside the loop's cells that sees an on node and an off node of its digit.
/// When `work` collects, also the loop's rule parents.
fn loop_removals(
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
