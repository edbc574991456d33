//! Uniqueness: unique rectangles and loops (types 1 to 4), as SE finds and rates them. A
//! loop of cells that all hold candidates {a,b}, each of its units holding exactly two of
//! its cells, would let a and b swap places: a puzzle with one solution cannot end that way,
//! so the cells that can break the pattern must.

use super::{Logic, Step, Technique, digits};
use crate::sudoku::units::{CELLS, PEERS, UNITS, units_of};

/// The longest loop searched, in cells.
const MAX_LOOP: usize = 16;

/// The easiest loop hint found so far: its rating, its type and the step.
type Best = Option<(u8, u8, Step)>;

/// The depth-first search for loops on one pair of digits.
struct Loops<'a> {
    logic: &'a Logic,
    pair: u16,
    path: [u8; MAX_LOOP],
    best: Best,
}

impl Logic {
    /// The easiest unique rectangle or loop: SE 4.5 for four cells, 4.6 for six, 4.7 for
    /// eight, 5.0 for more; type 3 adds 0.1 for each cell of its naked (or hidden) set
    /// beyond the first (second). Ties go to the lower type.
    pub(super) fn unique_loop(&self) -> Option<Step> {
        let mut best: Best = None;
        for start in 0..CELLS {
            let pair = self.cand[start];
            if pair.count_ones() != 2 {
                continue;
            }
            let mut search = Loops {
                logic: self,
                pair,
                path: [0; MAX_LOOP],
                best: None,
            };
            search.extend(start, 0, 2, 0, usize::MAX);
            if let Some(found) = search.best {
                if best
                    .as_ref()
                    .is_none_or(|b| (found.0, found.1) < (b.0, b.1))
                {
                    best = Some(found);
                }
            }
        }
        best.map(|(_, _, step)| step)
    }
}

impl Loops<'_> {
    /// Adds `cell` as the path's `len`-th cell and goes on through a unit of another kind
    /// than the last step's: SE's walk, which lets at most two cells hold more than the
    /// pair, or more when all the extras are one digit (type 2).
    fn extend(&mut self, cell: usize, len: usize, spare: u32, extra: u16, last_kind: usize) {
        self.path[len] = cell as u8;
        let len = len + 1;
        for (kind, &u) in units_of(cell).iter().enumerate() {
            if kind == last_kind {
                continue;
            }
            for &next in UNITS[u].iter() {
                let next = next as usize;
                if next == self.path[0] as usize && len >= 4 {
                    self.evaluate(len);
                    continue;
                }
                let m = self.logic.cand[next];
                if m & self.pair != self.pair || self.path[..len].contains(&(next as u8)) {
                    continue;
                }
                let more = (extra | m) & !self.pair;
                let plain = m.count_ones() == 2;
                if (plain || more.count_ones() == 1 || spare > 0) && len < MAX_LOOP {
                    let spare = if plain {
                        spare
                    } else {
                        spare.saturating_sub(1)
                    };
                    self.extend(next, len, spare, more, kind);
                }
            }
        }
    }

    /// Rates the closed path of `len` cells when it is a loop: every unit it visits holds
    /// exactly two of its cells, one at an even and one at an odd position.
    fn evaluate(&mut self, len: usize) {
        let cells: [usize; MAX_LOOP] = core::array::from_fn(|i| self.path[i] as usize);
        let cells = &cells[..len];
        let (mut even, mut odd) = (0u32, 0u32);
        for (i, &c) in cells.iter().enumerate() {
            let side = if i % 2 == 0 { &mut even } else { &mut odd };
            for u in units_of(c) {
                if *side & 1 << u != 0 {
                    return;
                }
                *side |= 1 << u;
            }
        }
        if even != odd {
            return;
        }
        let (technique, base) = match len {
            4 => (Technique::UniqueRectangle, 45),
            6 => (Technique::UniqueLoop, 46),
            8 => (Technique::UniqueLoop, 47),
            _ => (Technique::UniqueLoop, 50),
        };
        let logic = self.logic;
        let pair = self.pair;
        let mut extras = [0usize; MAX_LOOP];
        let mut n = 0;
        for &c in cells {
            if logic.cand[c] & !pair != 0 {
                extras[n] = c;
                n += 1;
            }
        }
        let extras = &extras[..n];
        let mut offer = |se: u8, kind: u8, step: Step| {
            if step.removed() > 0 && self.best.as_ref().is_none_or(|b| (se, kind) < (b.0, b.1)) {
                let mut step = step;
                step.se = se;
                self.best = Some((se, kind, step));
            }
        };
        let extra = extras.iter().fold(0, |m, &c| m | logic.cand[c]) & !pair;
        match extras {
            [] => {}
            // Type 1: the one cell with more is neither a nor b.
            &[c] => {
                let mut step = Step::eliminate(technique, None);
                step.removals[c] = pair;
                offer(base, 1, step);
            }
            _ => {
                // Type 2: one extra digit, in one of the cells with more.
                if extra.count_ones() == 1 {
                    let mut step = Step::eliminate(technique, None);
                    for c in 0..CELLS {
                        if logic.cand[c] & extra != 0
                            && !extras.contains(&c)
                            && extras.iter().all(|&e| PEERS[e].contains(&(c as u8)))
                        {
                            step.removals[c] = extra;
                        }
                    }
                    offer(base, 2, step);
                }
                if let &[c1, c2] = extras {
                    if extra.count_ones() >= 2 {
                        for (se, step) in logic.loop_type3(technique, base, pair, c1, c2) {
                            offer(se, 3, step);
                        }
                    }
                    offer(base, 4, logic.loop_type4(technique, pair, c1, c2));
                }
            }
        }
    }
}

impl Logic {
    /// Type 4: the two cells with more share a unit where one of the pair has no other
    /// place, so that digit is in one of them and the other digit is in neither.
    fn loop_type4(&self, technique: Technique, pair: u16, c1: usize, c2: usize) -> Step {
        let (low, high) = (pair & pair.wrapping_neg(), pair & (pair - 1));
        let mut locked = (0, 0);
        for u in shared_units(c1, c2) {
            for (digit, slot) in [(low, &mut locked.0), (high, &mut locked.1)] {
                if self.places(u, digit).count_ones() == 2 {
                    *slot = digit;
                }
            }
        }
        let mut step = Step::eliminate(technique, None);
        let remove = match locked {
            (0, 0) => 0,
            (0, _) => low,
            _ => high,
        };
        step.removals[c1] = remove;
        step.removals[c2] = remove;
        step
    }

    /// Type 3: the two cells with more share a unit; their extra digits act as one cell
    /// that, with `k - 1` other cells of the unit, forms a naked set of `k` digits (SE adds
    /// `(k - 1)` tenths), or the pair with `k - 2` other digits is hidden in `k` places
    /// counting the two as one (SE adds `k - 2` tenths). Each step with its rating.
    fn loop_type3(
        &self,
        technique: Technique,
        base: u8,
        pair: u16,
        c1: usize,
        c2: usize,
    ) -> impl Iterator<Item = (u8, Step)> + '_ {
        let extra = (self.cand[c1] | self.cand[c2]) & !pair;
        let common = extra & self.cand[c1] & self.cand[c2];
        (2..=7u32).flat_map(move |k| {
            shared_units(c1, c2).flat_map(move |u| {
                let at = |c: usize| UNITS[u].iter().position(|&x| x as usize == c).unwrap_or(0);
                let (i1, i2) = (at(c1), at(c2));
                let empty = self.empty_in(u);
                let naked = (0..512u32)
                    .filter(move |s| {
                        k * 2 <= empty
                            && k >= extra.count_ones()
                            && s.count_ones() == k
                            && s & 1 << i1 != 0
                            && s & 1 << i2 == 0
                    })
                    .filter_map(move |s| {
                        self.loop_naked(technique, u, s, i1, [c1, c2], extra, common, k)
                    })
                    .map(move |step| (base + k as u8 - 1, step));
                let others = 0x1ff & !pair & !extra;
                let hidden = (0..512u16)
                    .filter(move |&v| k * 2 < empty && v & !others == 0 && v.count_ones() + 2 == k)
                    .filter_map(move |v| self.loop_hidden(technique, u, v | pair, i1, i2, k))
                    .map(move |step| (base + k as u8 - 2, step));
                naked.chain(hidden)
            })
        })
    }

    /// The naked set of type 3 on the unit's places `set`: the place `i1` of the first of
    /// the two cells `pair_cells` stands for both, with the `extra` digits; `common` are the
    /// extras both hold.
    #[allow(clippy::too_many_arguments)]
    fn loop_naked(
        &self,
        technique: Technique,
        u: usize,
        set: u32,
        i1: usize,
        pair_cells: [usize; 2],
        extra: u16,
        common: u16,
        k: u32,
    ) -> Option<Step> {
        let mut members = [0usize; 7];
        let mut n = 0;
        let (mut union, mut others) = (extra, common);
        for i in (0..9).filter(|&i| set & 1 << i != 0 && i != i1) {
            let c = UNITS[u][i] as usize;
            let m = self.cand[c];
            if m.count_ones() < 2 {
                return None;
            }
            union |= m;
            others |= m;
            members[n] = c;
            n += 1;
        }
        if union.count_ones() != k || others.count_ones() != k {
            return None;
        }
        // Each digit of the set leaves the cells that see all its holders: the set's other
        // cells and the two cells with more.
        let mut step = Step::eliminate(technique, None);
        for d in digits(union) {
            let bit = 1u16 << (d - 1);
            let holders = members[..n].iter().chain(pair_cells.iter());
            for c in (0..CELLS).filter(|&c| self.cand[c] & bit != 0) {
                if holders
                    .clone()
                    .all(|&h| self.cand[h] & bit == 0 || PEERS[h].contains(&(c as u8)))
                {
                    step.removals[c] |= bit;
                }
            }
        }
        Some(step)
    }

    /// The hidden set of type 3: `values` (the pair and others) have `k` places in the
    /// unit, counting the two cells as one; the other places lose their other digits.
    fn loop_hidden(
        &self,
        technique: Technique,
        u: usize,
        values: u16,
        i1: usize,
        i2: usize,
        k: u32,
    ) -> Option<Step> {
        let mut places = 0u16;
        for d in digits(values) {
            let p = self.places(u, 1 << (d - 1)) & !(1 << i2);
            if p == 0 {
                return None;
            }
            places |= p;
        }
        if places.count_ones() != k {
            return None;
        }
        let mut step = Step::eliminate(technique, None);
        for i in (0..9).filter(|&i| places & 1 << i != 0 && i != i1 && i != i2) {
            let c = UNITS[u][i] as usize;
            step.removals[c] = self.cand[c] & !values;
        }
        Some(step)
    }
}

/// The units (as indices into `UNITS`) holding both cells.
fn shared_units(a: usize, b: usize) -> impl Iterator<Item = usize> + Clone {
    let ub = units_of(b);
    units_of(a).into_iter().filter(move |u| ub.contains(u))
}
