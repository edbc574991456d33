//! Uniqueness: unique rectangles and loops, and the bivalue universal grave (types 1 to 4
//! each), as SE finds and rates them. A loop of cells that all hold candidates {a,b}, each
//! of its units holding exactly two of its cells, would let a and b swap places; a grid
//! where every empty cell has two candidates and every digit two places in each unit would
//! have two solutions. A puzzle with one solution cannot end either way, so the cells that
//! can break the pattern must.

use super::basic::{BOXES, COLUMNS, ROWS};
use super::{Cells, PencilMarks, Step, Technique, cell_set, digits, members, peers};
use crate::sudoku::units::{CELLS, PEERS, UNITS, units_of};

/// The longest loop searched, in cells.
const MAX_LOOP: usize = 16;

/// The easiest loop hint found so far: its rating, its type and the step.
type Best = Option<(u8, u8, Step)>;

/// The depth-first search for loops on one pair of digits.
struct Loops<'a> {
    logic: &'a PencilMarks,
    pair: u16,
    path: [u8; MAX_LOOP],
    best: Best,
}

impl PencilMarks {
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
                // Each loop from its first cell holding the pair alone.
                if m & self.pair != self.pair
                    || (m == self.pair && next < self.path[0] as usize)
                    || self.path[..len].contains(&(next as u8))
                {
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
                step.cells = cell_set(cells.iter().copied());
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

impl PencilMarks {
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

/// SE's order of units: the boxes, then the rows, then the columns.
const SE_UNIT_ORDER: [core::ops::Range<usize>; 3] = [BOXES, ROWS, COLUMNS];

/// What makes a grid a bivalue universal grave but for a few cells: those cells, the
/// extra digits of each and of all, and the cells every one of them sees.
struct Grave {
    bug_cells: Cells,
    bug_values: [u16; CELLS],
    all_values: u16,
    common: Cells,
}

impl PencilMarks {
    /// Bivalue universal grave: the cells that hold a digit a third time in a unit (the
    /// "BUG cells", with those extra digits) are found; without them the grid would be a
    /// BUG. Type 1 (SE 5.6): one such cell keeps only its extra digits. Type 2 (5.7): one
    /// extra digit, in one of the BUG cells, so not where all see. Type 3 (5.7 + 0.1 for
    /// each digit past the first of the naked set): the extra digits act as one cell in a
    /// naked set with other cells of a unit all the BUG cells share. Type 4 (5.7): two
    /// BUG cells in a unit with one common digit besides the extras: they lose their other
    /// digits.
    pub(super) fn bug(&self) -> Option<Step> {
        let Grave {
            bug_cells,
            bug_values,
            all_values,
            common,
        } = self.grave()?;
        let cells = || members(bug_cells);
        let mut step = Step::eliminate(Technique::Bug, None);
        step.cells = bug_cells;
        if bug_cells.count_ones() == 1 {
            let cell = bug_cells.trailing_zeros() as usize;
            step.removals[cell] = self.cand[cell] & !bug_values[cell];
            return step.worth();
        }
        step.se = 57;
        if all_values.count_ones() == 1 {
            for c in members(common).filter(|&c| self.cand[c] & all_values != 0) {
                step.removals[c] = all_values;
            }
            if step.removed() > 0 {
                return Some(step);
            }
        } else if common == 0 {
            return None;
        }
        if bug_cells.count_ones() == 2 {
            if let Some(step) = self.bug_type4(cells(), &bug_values, all_values) {
                return Some(Step {
                    cells: bug_cells,
                    ..step
                });
            }
        }
        if all_values.count_ones() == 1 {
            return None;
        }
        self.bug_type3(cells(), common, all_values)
            .map(|step| Step {
                cells: bug_cells,
                ..step
            })
    }

    /// The BUG cells and their extra digits, when without them the grid would be a
    /// bivalue universal grave; `None` when it would not, or the extras are too spread to
    /// make a step of.
    fn grave(&self) -> Option<Grave> {
        let mut rest = self.cand;
        let (mut bug_cells, mut bug_values) = (0 as Cells, [0u16; CELLS]);
        let mut all_values = 0u16;
        let mut common: Option<Cells> = None;
        // The cells with more holding the first digit found out of place, while every
        // digit out of place is that one.
        let mut extra_cells: Option<(Cells, usize, bool)> = None;
        let too_spread = |bug_cells: Cells, all_values: u16, common: Option<Cells>| {
            bug_cells.count_ones() > 1 && all_values.count_ones() > 1 && common == Some(0)
        };
        for u in SE_UNIT_ORDER.into_iter().flatten() {
            for d in 0..9 {
                let places = self.places(u, 1 << d);
                if places.count_ones() == 0 || places.count_ones() == 2 {
                    continue;
                }
                let more = (0..9)
                    .filter(|&i| places & 1 << i != 0)
                    .map(|i| UNITS[u][i] as usize)
                    .filter(|&c| self.cand[c].count_ones() >= 3)
                    .fold(0 as Cells, |m, c| m | 1 << c);
                extra_cells = match extra_cells {
                    None => Some((more, d, true)),
                    Some((cells, value, true)) if value == d => Some((cells | more, d, true)),
                    Some((cells, value, _)) => Some((cells, value, false)),
                };
                match more.count_ones() {
                    0 => return None,
                    1 => {
                        let cell = more.trailing_zeros() as usize;
                        bug_cells |= more;
                        bug_values[cell] |= 1 << d;
                        all_values |= 1 << d;
                        rest[cell] &= !(1 << d);
                        common = Some(common.unwrap_or(!0) & peers(cell) & !bug_cells);
                        if too_spread(bug_cells, all_values, common) {
                            return None;
                        }
                    }
                    _ => {}
                }
            }
        }
        if let Some((cells, d, true)) = extra_cells {
            if cells.count_ones() > bug_cells.count_ones() {
                for cell in members(cells & !bug_cells) {
                    bug_cells |= 1 << cell;
                    bug_values[cell] = 1 << d;
                    rest[cell] &= !(1 << d);
                    common = Some(common.unwrap_or(!0) & peers(cell) & !bug_cells);
                    if too_spread(bug_cells, all_values, common) {
                        return None;
                    }
                }
            }
        }
        // Without the extras, a BUG: two candidates in every empty cell, two places for
        // every digit in every unit.
        let grave = PencilMarks {
            grid: self.grid,
            cand: rest,
        };
        if (0..CELLS).any(|c| self.grid.get(c) == 0 && rest[c].count_ones() != 2)
            || (0..27)
                .any(|u| (0..9).any(|d| ![0, 2].contains(&grave.places(u, 1 << d).count_ones())))
        {
            return None;
        }
        Some(Grave {
            bug_cells,
            bug_values,
            all_values,
            common: common.unwrap_or(0),
        })
    }

    /// BUG type 4: the two BUG cells share a unit and one digit besides the extras.
    fn bug_type4(
        &self,
        mut cells: impl Iterator<Item = usize>,
        bug_values: &[u16; CELLS],
        all_values: u16,
    ) -> Option<Step> {
        let (c1, c2) = (cells.next()?, cells.next()?);
        let same = self.cand[c1] & self.cand[c2] & !all_values;
        if same.count_ones() != 1 || shared_units(c1, c2).next().is_none() {
            return None;
        }
        let mut step = Step::eliminate(Technique::Bug, None);
        step.se = 57;
        for c in [c1, c2] {
            step.removals[c] = self.cand[c] & !bug_values[c] & !same;
        }
        step.worth()
    }

    /// BUG type 3: the extras with `k - 1` cells of a unit holding every BUG cell (and
    /// seen by all) form a naked set of `k` digits.
    fn bug_type3(
        &self,
        cells: impl Iterator<Item = usize> + Clone,
        common: Cells,
        all_values: u16,
    ) -> Option<Step> {
        for k in 2..=6u32 {
            for range in SE_UNIT_ORDER {
                for u in range {
                    if !cells.clone().all(|c| UNITS[u].contains(&(c as u8))) {
                        continue;
                    }
                    let here = UNITS[u]
                        .iter()
                        .filter(|&&c| common & 1 << c != 0)
                        .fold(0 as Cells, |m, &c| m | 1 << c);
                    if here.count_ones() < k {
                        continue;
                    }
                    for set in subsets(here, k - 1) {
                        let union = members(set).fold(0u16, |m, c| m | self.cand[c]);
                        if union.count_ones() != k
                            || (union | all_values).count_ones() != k
                            || members(set).any(|c| self.cand[c].count_ones() < 2)
                        {
                            continue;
                        }
                        let mut step = Step::eliminate(Technique::Bug, None);
                        step.se = 56 + k as u8;
                        let holders = members(set).chain(cells.clone());
                        for d in digits(union) {
                            let bit = 1u16 << (d - 1);
                            let mut seen = !0 as Cells;
                            for h in holders.clone().filter(|&h| self.cand[h] & bit != 0) {
                                seen &= peers(h);
                            }
                            for c in members(seen).filter(|&c| self.cand[c] & bit != 0) {
                                step.removals[c] |= bit;
                            }
                        }
                        if step.removed() > 0 {
                            return Some(step);
                        }
                    }
                }
            }
        }
        None
    }
}

/// The subsets of `set` with `k` members.
fn subsets(set: Cells, k: u32) -> impl Iterator<Item = Cells> {
    let cells: [u8; 9] = {
        let mut at = [0u8; 9];
        for (slot, c) in at.iter_mut().zip(members(set)) {
            *slot = c as u8;
        }
        at
    };
    let n = set.count_ones() as usize;
    (0..1u32 << n)
        .filter(move |m| m.count_ones() == k)
        .map(move |m| {
            (0..n)
                .filter(|&i| m & 1 << i != 0)
                .fold(0 as Cells, |s, i| s | 1 << cells[i])
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;
    use std::vec::Vec;

    /// Pencil marks where only `cells` hold 1 and 2, with the candidates given.
    fn marks(cells: &[(usize, u16)]) -> PencilMarks {
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in 0..CELLS {
            logic.cand[c] &= !0b11;
        }
        for &(c, m) in cells {
            logic.cand[c] = m;
        }
        logic
    }

    #[test]
    fn six_cell_loop_type_1() {
        // r1c1 r1c4 r2c4 r2c7 r3c7 r3c1 hold {1,2}, r3c1 also 5: each row, column and box
        // they visit holds two of them, so r3c1 is 5.
        let loop_cells = [0, 3, 12, 15, 24, 18];
        let mut cells: Vec<(usize, u16)> = loop_cells.iter().map(|&c| (c, 0b11)).collect();
        cells[5].1 = 0b1_0011;
        let step = marks(&cells).unique_loop().unwrap();
        assert_eq!((step.technique, step.se), (Technique::UniqueLoop, 46));
        let removed: Vec<usize> = (0..CELLS).filter(|&c| step.removals[c] != 0).collect();
        assert_eq!(removed, [18]);
        assert_eq!(step.removals[18], 0b11);
        // Broken at r2c7 (only 1 there): no loop.
        cells[3].1 = 0b01;
        assert_eq!(marks(&cells).unique_loop(), None);
    }

    #[test]
    fn rectangle_type_3_naked_pair() {
        // r1c1 r1c4 r2c1 r2c4 hold {1,2}; r2c1 and r2c4 also 3 and 4, and r2c7 is {3,4}: the
        // extras with r2c7 are a naked pair on row 2, so 3 and 4 leave the rest of row 2
        // (SE 4.6). 1 and 2 have other places on row 2 (r2c8, r2c9), so type 4 and the
        // hidden pair do not apply.
        let cells = [
            (0, 0b11),
            (3, 0b11),
            (9, 0b1111),
            (12, 0b1111),
            (15, 0b1100),
            (16, 0x1ff & !0b10),
            (17, 0x1ff & !0b01),
        ];
        let logic = marks(&cells);
        let step = logic.unique_loop().unwrap();
        assert_eq!((step.technique, step.se), (Technique::UniqueRectangle, 46));
        for c in (9..18).filter(|&c| ![9, 12, 15].contains(&c)) {
            assert_eq!(step.removals[c], 0b1100, "r2c{}", c - 8);
        }
        assert_eq!(step.removed(), 12);
        // Without r2c7's pair there is nothing.
        let mut cells = cells;
        cells[4].1 = 0b1_1100;
        assert_eq!(marks(&cells).unique_loop(), None);
    }
}
