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
//! locked candidates, pairs and X-wings conclude on the run's grid.

use super::{Logic, Step, Technique};
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
const RULE_LISTS: usize = 256;
const RULE_PARENTS: usize = 2048;

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
    /// Use locked candidates, pairs and X-wings when nothing else follows.
    plus: bool,
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

/// The offs an on node forces on candidates `cand`: its cell's other digits (with `y`),
/// then the digit in the cell's box, row and column.
fn on_to_off(cand: &[u16; CELLS], p: usize, y: bool) -> Implied {
    let (cell, d) = (p / 9, p % 9);
    let bit = 1u16 << d;
    let mut out = Implied::new();
    if y {
        let mut m = cand[cell] & !bit;
        while m != 0 {
            out.push(off(cell * 9 + m.trailing_zeros() as usize), 0);
            m &= m - 1;
        }
    }
    let mut seen = 0u128;
    for u in units_of(cell) {
        for &c in UNITS[u].iter() {
            let c = c as usize;
            if c != cell && cand[c] & bit != 0 && seen & (1 << c) == 0 {
                seen |= 1 << c;
                out.push(off(c * 9 + d), 0);
            }
        }
    }
    out
}

/// The ons an off node forces on candidates `cand`: its cell's other digit if the cell is
/// bivalue (with `y`), the digit's other place in each of its units that has one (with `x`).
/// The second of each pair is the cause: `CELL` or the unit.
fn off_to_on(cand: &[u16; CELLS], p: usize, y: bool, x: bool) -> Implied {
    let (cell, d) = (p / 9, p % 9);
    let bit = 1u16 << d;
    let mut out = Implied::new();
    if y && cand[cell].count_ones() == 2 && cand[cell] & bit != 0 {
        let other = (cand[cell] & !bit).trailing_zeros() as usize;
        out.push(on(cell * 9 + other), CELL);
    }
    if x {
        for u in units_of(cell) {
            let (mut only, mut count) = (0, 0);
            for &c in UNITS[u].iter() {
                let c = c as usize;
                if c != cell && cand[c] & bit != 0 {
                    only = c;
                    count += 1;
                }
            }
            if count == 1 {
                out.push(on(only * 9 + d), u as u8);
            }
        }
    }
    out
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
    cand: [u16; CELLS],
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
    rule_parents: [u16; RULE_PARENTS],
    lists: usize,
    listed: usize,
}

impl Run {
    const fn new() -> Run {
        Run {
            grid: Grid::EMPTY,
            source: [0; CELLS],
            cand: [0; CELLS],
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
                plus: false,
            },
            rule_lists: [(0, 0); RULE_LISTS],
            rule_parents: [0; RULE_PARENTS],
            lists: 0,
            listed: 0,
        }
    }

    /// Starts a run from node `start` on candidates `cand`.
    fn start(&mut self, logic: &Logic, start: u16, mode: Mode) {
        self.grid = logic.grid;
        self.source = logic.cand;
        self.cand = logic.cand;
        self.set = Nodes::EMPTY;
        self.heads = [0; 4];
        self.taken = 0;
        self.mode = mode;
        self.lists = 0;
        self.listed = 0;
        self.add(start, NONE, 0);
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
    /// reached.
    fn chain(&mut self, absurd: bool, watch: u16) -> Outcome {
        loop {
            if self.heads[0] < self.heads[1] {
                let n = self.queue_on[self.heads[0]];
                self.heads[0] += 1;
                for (o, _) in on_to_off(&self.cand, pot(n), self.mode.y).iter() {
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
                let implied = off_to_on(&self.cand, p, self.mode.y, self.mode.x);
                let before = self.taken;
                if self.mode.dynamic {
                    self.cand[p / 9] &= !(1 << (p % 9));
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
            if !(self.mode.plus && self.rules()) {
                return Outcome::Done;
            }
        }
    }

    /// The (+) rules on the run's grid: the first of locked candidates, hidden pair, naked
    /// pair and X-wing that removes candidates not yet off adds them as off nodes, their
    /// parents the off nodes in the rule's unit and digits. Whether any was added.
    fn rules(&mut self) -> bool {
        let logic = Logic {
            grid: self.grid,
            cand: self.cand,
        };
        let step = logic
            .locking(false)
            .or_else(|| logic.hidden_subset(2, false))
            .or_else(|| logic.naked_subset(2))
            .or_else(|| logic.fish(2));
        let Some(step) = step else { return false };
        if self.lists == RULE_LISTS {
            return false;
        }
        // Parents: off nodes of the removed digits, taken out of the rule's unit.
        let digits = step.removals.iter().fold(0u16, |m, &r| m | r);
        let unit = step.unit.map(|u| u.index());
        let start = self.listed;
        for &c in unit.map_or(&[][..], |u| &UNITS[u][..]) {
            let c = c as usize;
            let mut m = self.source[c] & !self.cand[c] & digits;
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

    /// The number of distinct ancestors of `n`, itself included.
    fn ancestors(&self, n: u16, work: &mut Work) -> u32 {
        work.seen = Nodes::EMPTY;
        work.seen.insert(n);
        work.stack[0] = n;
        let (mut top, mut count) = (1, 0);
        while top > 0 {
            top -= 1;
            let m = work.stack[top];
            count += 1;
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

/// Scratch for counting ancestors.
struct Work {
    seen: Nodes,
    stack: [u16; NODES],
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

/// The chains' workspace: three runs and the sums of complexities of the cell and region
/// forcing chains. About 40 KB; keep it, e.g. in a [`super::Rater`].
pub struct Chains {
    a: Run,
    b: Run,
    c: Run,
    work: Work,
    sums: [u16; NODES],
}

impl Default for Chains {
    fn default() -> Self {
        Self::new()
    }
}

/// The multiple-chain techniques, in SE's order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Multiple {
    Nishio,
    Static,
    Dynamic,
    Plus,
}

impl Chains {
    /// A workspace.
    pub const fn new() -> Chains {
        Chains {
            a: Run::new(),
            b: Run::new(),
            c: Run::new(),
            work: Work {
                seen: Nodes::EMPTY,
                stack: [0; NODES],
            },
            sums: [0; NODES],
        }
    }

    /// The next step by the easiest chain technique, as SE picks it: the first technique
    /// (in SE's order) that concludes anything, and of its conclusions the lowest rated,
    /// then the shortest.
    pub fn next_step(&mut self, logic: &Logic) -> Option<Step> {
        if logic.grid.is_complete() {
            return None;
        }
        let multiple = |chains: &mut Chains, kind| chains.multiple(logic, kind).map(|f| f.step);
        self.unary(logic)
            .map(|f| f.step)
            .or_else(|| logic.aligned_exclusion(3))
            .or_else(|| multiple(self, Multiple::Nishio))
            .or_else(|| multiple(self, Multiple::Static))
            .or_else(|| multiple(self, Multiple::Dynamic))
            .or_else(|| multiple(self, Multiple::Plus))
    }

    /// Cycles and forcing chains from one candidate: on one digit (X), through bivalue
    /// cells (Y, cycles only), and both (XY).
    fn unary(&mut self, logic: &Logic) -> Option<Found> {
        let mut best = None;
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
        logic: &Logic,
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
            plus: false,
        };
        for (start, target) in [(on(p), off(p)), (off(p), on(p))] {
            self.a.start(logic, start, mode);
            if let Outcome::Reached = self.a.chain(false, target) {
                let complexity = self.a.ancestors(target, &mut self.work);
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
                        *best = Some(Found {
                            se,
                            complexity,
                            sort,
                            step,
                        });
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
        logic: &Logic,
        p: usize,
        y: bool,
        x: bool,
        technique: Technique,
        sort: u8,
        best: &mut Option<Found>,
    ) {
        // run a: on nodes, their parent the on node before, `stamp` the off potential
        // between, `cause` the depth.
        let run = &mut self.a;
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
            for (o, _) in on_to_off(&logic.cand, pot(q), y).iter() {
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
                for (r, _) in off_to_on(&logic.cand, pot(o), y, x).iter() {
                    if r == on(p) && depth >= 1 {
                        let se = technique.base() + length_bonus(complexity);
                        if better(best, se, complexity, sort) {
                            if let Some(step) = loop_removals(logic, run, p, q, o, technique) {
                                *best = Some(Found {
                                    se,
                                    complexity,
                                    sort,
                                    step: Step { se, ..step },
                                });
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

    /// Cell, region, contradiction and double forcing chains (static, nishio, dynamic and
    /// dynamic (+) as `kind` says).
    fn multiple(&mut self, logic: &Logic, kind: Multiple) -> Option<Found> {
        let (technique, nishio) = match kind {
            Multiple::Nishio => (Technique::Nishio, true),
            Multiple::Static => (Technique::CellForcingChain, false),
            Multiple::Dynamic => (Technique::DynamicForcingChain, false),
            Multiple::Plus => (Technique::DynamicForcingChainPlus, false),
        };
        let dynamic = kind != Multiple::Static;
        let mode = Mode {
            y: !nishio,
            x: true,
            dynamic,
            plus: kind == Multiple::Plus,
        };
        let base = technique.base();
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
                let outcome_a = self.a.chain(dynamic, NONE);
                if let Outcome::Absurd(x, y) = outcome_a {
                    let complexity =
                        self.a.ancestors(x, &mut self.work) + self.a.ancestors(y, &mut self.work);
                    offer(logic, &mut best, technique, base, complexity, 7, off(p));
                }
                if dynamic {
                    self.b.start(logic, off(p), mode);
                    let outcome_b = self.b.chain(true, NONE);
                    if let Outcome::Absurd(x, y) = outcome_b {
                        let complexity = self.b.ancestors(x, &mut self.work)
                            + self.b.ancestors(y, &mut self.work);
                        offer(logic, &mut best, technique, base, complexity, 7, on(p));
                    }
                    if size >= 3 && !nishio {
                        let mut both = self.a.set;
                        both.and(&self.b.set);
                        for n in both.iter() {
                            if n == on(p) || n == off(p) {
                                continue;
                            }
                            let complexity = self.a.ancestors(n, &mut self.work)
                                + self.b.ancestors(n, &mut self.work);
                            offer(logic, &mut best, technique, base, complexity, 1, n);
                        }
                    }
                }
                if nishio {
                    continue;
                }
                self.regions(logic, cell, d, mode, base, &mut best);
                if i == 0 {
                    common = self.a.set;
                } else {
                    common.and(&self.a.set);
                }
            }
            if nishio || common.is_empty() {
                continue;
            }
            // Cell forcing chains: what every digit of the cell implies. Run again to
            // count each conclusion's ancestors in each run.
            let technique = if dynamic {
                technique
            } else {
                Technique::CellForcingChain
            };
            for n in common.iter() {
                self.sums[n as usize] = 0;
            }
            for d in (0..9).filter(|d| m & (1 << d) != 0) {
                self.a.start(logic, on(cell * 9 + d), mode);
                self.a.chain(dynamic, NONE);
                for n in common.iter() {
                    self.sums[n as usize] += self.a.ancestors(n, &mut self.work) as u16;
                }
            }
            for n in common.iter() {
                let complexity = self.sums[n as usize] as u32;
                offer(logic, &mut best, technique, base, complexity, 5, n);
            }
        }
        best
    }

    /// Region forcing chains from digit `d` in `cell` (run `a` holds its run): in each unit
    /// where `cell` is the digit's first place of two or more, what every place implies.
    fn regions(
        &mut self,
        logic: &Logic,
        cell: usize,
        d: usize,
        mode: Mode,
        base: u8,
        best: &mut Option<Found>,
    ) {
        let technique = if mode.dynamic {
            Technique::DynamicForcingChain
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
                self.c.chain(mode.dynamic, NONE);
                common.and(&self.c.set);
            }
            if common.is_empty() {
                continue;
            }
            for n in common.iter() {
                self.sums[n as usize] = self.a.ancestors(n, &mut self.work) as u16;
            }
            for c in places {
                self.c.start(logic, on(c * 9 + d), mode);
                self.c.chain(mode.dynamic, NONE);
                for n in common.iter() {
                    self.sums[n as usize] += self.c.ancestors(n, &mut self.work) as u16;
                }
            }
            for n in common.iter() {
                let complexity = self.sums[n as usize] as u32;
                offer(logic, best, technique, base, complexity, 6, n);
            }
        }
    }
}

/// Offers the conclusion that node `n` holds (on: its cell's other digits go; off: its
/// candidate goes), if it removes anything and ranks better.
fn offer(
    logic: &Logic,
    best: &mut Option<Found>,
    technique: Technique,
    base: u8,
    complexity: u32,
    sort: u8,
    n: u16,
) {
    let se = base + length_bonus(complexity);
    if !better(best, se, complexity, sort) {
        return;
    }
    let (cell, bit) = (pot(n) / 9, 1u16 << (pot(n) % 9));
    let mut step = Step::eliminate(technique, None);
    step.se = se;
    step.removals[cell] = logic.cand[cell] & if is_on(n) { !bit } else { bit };
    if let Some(step) = step.worth() {
        *best = Some(Found {
            se,
            complexity,
            sort,
            step,
        });
    }
}

/// The removals of the loop through `p` closed by on node `q` and off potential `o`: a
/// candidate outside the loop's cells that sees an on node and an off node of its digit.
fn loop_removals(
    logic: &Logic,
    run: &Run,
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
    step.worth()
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
