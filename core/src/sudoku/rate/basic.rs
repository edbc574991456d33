//! Singles, locked candidates, naked and hidden subsets and fish, with SE's "direct"
//! variants (a removal that leaves a hidden single places that digit at once).

// Units and cells are numbered; loops over those numbers read as the geometry does.
#![allow(clippy::needless_range_loop)]

use super::{Cells, PencilMarks, Step, Technique, UNIT_SETS, cell_set, members, subsets_of};
use crate::sudoku::units::{CELLS, UNITS, unit_of_index, units_of};

/// Unit indices (into `UNITS`) of each kind.
pub(super) const ROWS: core::ops::Range<usize> = 0..9;
pub(super) const COLUMNS: core::ops::Range<usize> = 9..18;
pub(super) const BOXES: core::ops::Range<usize> = 18..27;

/// Every `k`-subset of `0..n` (k ≤ 4, n ≤ 32) as a bit mask, in lexicographic order.
pub(super) struct Subsets {
    at: [u8; 4],
    k: usize,
    n: u8,
    done: bool,
}

impl Subsets {
    pub(super) fn new(n: usize, k: usize) -> Subsets {
        let mut at = [0u8; 4];
        for (i, a) in at.iter_mut().enumerate().take(k) {
            *a = i as u8;
        }
        Subsets {
            at,
            k,
            n: n as u8,
            done: k > n || k == 0,
        }
    }
}

impl Iterator for Subsets {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.done {
            return None;
        }
        let mask = self.at[..self.k].iter().fold(0u32, |m, &i| m | 1 << i);
        // Advance: the rightmost index that can move, then the ones after it.
        let mut i = self.k;
        loop {
            if i == 0 {
                self.done = true;
                break;
            }
            i -= 1;
            if self.at[i] < self.n - (self.k - i) as u8 {
                self.at[i] += 1;
                for j in i + 1..self.k {
                    self.at[j] = self.at[j - 1] + 1;
                }
                break;
            }
        }
        Some(mask)
    }
}

/// The unit of `kind` (`ROWS`, `COLUMNS` or `BOXES`, by its first index) holding `cell`.
fn unit_of(kind: usize, cell: usize) -> usize {
    units_of(cell)
        .into_iter()
        .find(|u| (kind..kind + 9).contains(u))
        .unwrap_or(kind)
}

/// The cells of unit `u` at the places `places` (bit `i` for its `i`-th cell).
pub(super) fn in_unit(u: usize, places: u16) -> Cells {
    cell_set(
        (0..9)
            .filter(|i| places & (1 << i) != 0)
            .map(|i| UNITS[u][i] as usize),
    )
}

impl PencilMarks {
    /// The last empty cell of a unit (boxes, rows, columns).
    pub(super) fn full_house(&self) -> Option<Step> {
        for u in BOXES.chain(ROWS).chain(COLUMNS) {
            if self.empty_in(u) != 1 {
                continue;
            }
            let cell = UNITS[u]
                .iter()
                .map(|&c| c as usize)
                .find(|&c| self.grid.get(c) == 0)?;
            let m = self.cand[cell];
            if m.count_ones() == 1 {
                let d = m.trailing_zeros() as u8 + 1;
                return Some(Step::place(
                    Technique::FullHouse,
                    Some(unit_of_index(u)),
                    cell,
                    d,
                ));
            }
        }
        None
    }

    /// The only place for a digit in a unit: SE 1.2 in a box, 1.5 in a row or column.
    pub(super) fn hidden_single(&self) -> Option<Step> {
        for u in BOXES.chain(ROWS).chain(COLUMNS) {
            // Digits seen once in the unit's candidates, and more than once.
            let (mut once, mut more) = (0u16, 0u16);
            for &c in UNITS[u].iter() {
                let m = self.cand[c as usize];
                more |= once & m;
                once |= m;
            }
            let single = once & !more;
            if single != 0 {
                let d = single.trailing_zeros() as u8;
                let m = self.places(u, 1 << d);
                let cell = UNITS[u][m.trailing_zeros() as usize] as usize;
                let mut step =
                    Step::place(Technique::HiddenSingle, Some(unit_of_index(u)), cell, d + 1);
                step.se = if BOXES.contains(&u) { 12 } else { 15 };
                return Some(step);
            }
        }
        None
    }

    /// The only digit left for a cell.
    pub(super) fn naked_single(&self) -> Option<Step> {
        let cell = self.cand.iter().position(|m| m.count_ones() == 1)?;
        let digit = self.cand[cell].trailing_zeros() as u8 + 1;
        Some(Step::place(Technique::NakedSingle, None, cell, digit))
    }

    /// Pointing (a box's places for a digit on one line) and claiming (a line's places in
    /// one box). Direct: only where the removal leaves a hidden single in another unit of
    /// the source's kind, which is placed.
    pub(super) fn locking(&self, direct: bool) -> Option<Step> {
        let holding: [Cells; 9] = core::array::from_fn(|d| self.holding(1 << d));
        // (source kind, target kind), as SE scans them.
        for (source_kind, target_kind) in [(18, 9), (18, 0), (9, 18), (0, 18)] {
            let pointing = source_kind == 18;
            for source in source_kind..source_kind + 9 {
                for d in 0..9u8 {
                    let bit = 1u16 << d;
                    let pattern = UNIT_SETS[source] & holding[d as usize];
                    if pattern.count_ones() < 2 {
                        continue;
                    }
                    let target = unit_of(target_kind, pattern.trailing_zeros() as usize);
                    let removed = UNIT_SETS[target] & !UNIT_SETS[source] & holding[d as usize];
                    if pattern & !UNIT_SETS[target] != 0 || removed == 0 {
                        continue;
                    }
                    let unit = Some(unit_of_index(source));
                    if direct {
                        let technique = if pointing {
                            Technique::DirectPointing
                        } else {
                            Technique::DirectClaiming
                        };
                        for other in source_kind..source_kind + 9 {
                            if other == source || UNIT_SETS[other] & UNIT_SETS[target] == 0 {
                                continue;
                            }
                            let left = UNIT_SETS[other] & holding[d as usize];
                            let remain = left & !removed;
                            if left.count_ones() >= 2 && remain.count_ones() == 1 {
                                let cell = remain.trailing_zeros() as usize;
                                let mut step = Step::place(technique, unit, cell, d + 1);
                                step.cells |= pattern;
                                return Some(step);
                            }
                        }
                    } else {
                        let technique = if pointing {
                            Technique::Pointing
                        } else {
                            Technique::Claiming
                        };
                        let mut step = Step::eliminate(technique, unit);
                        step.cells = pattern;
                        for c in members(removed) {
                            step.removals[c] |= bit;
                        }
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    /// `k` cells of a unit whose candidates together are `k` digits (units with at least
    /// `2k` empty cells, as SE: in a smaller unit the rest is a hidden subset).
    pub(super) fn naked_subset(&self, k: usize) -> Option<Step> {
        let technique = [
            Technique::NakedPair,
            Technique::NakedTriple,
            Technique::NakedQuad,
        ][k - 2];
        for u in BOXES.chain(ROWS).chain(COLUMNS) {
            if (self.empty_in(u) as usize) < 2 * k {
                continue;
            }
            let cells = &UNITS[u];
            let open: u16 = (0..9)
                .filter(|&i| (2..=k as u32).contains(&self.cand[cells[i] as usize].count_ones()))
                .fold(0, |m, i| m | 1 << i);
            for set in subsets_of(open, k) {
                let union = (0..9)
                    .filter(|i| set & (1 << i) != 0)
                    .fold(0u16, |m, i| m | self.cand[cells[i] as usize]);
                if union.count_ones() as usize != k {
                    continue;
                }
                let mut step = Step::eliminate(technique, Some(unit_of_index(u)));
                step.cells = in_unit(u, set);
                for (i, &c) in cells.iter().enumerate() {
                    if set & (1 << i) == 0 {
                        step.removals[c as usize] = self.cand[c as usize] & union;
                    }
                }
                if let Some(step) = step.worth() {
                    return Some(step);
                }
            }
        }
        None
    }

    /// `k` digits of a unit whose places together are `k` cells (units with more than `2k`
    /// empty cells). Direct (pairs and triples): only where removing the other digits from
    /// those cells leaves a hidden single in the unit, which is placed.
    pub(super) fn hidden_subset(&self, k: usize, direct: bool) -> Option<Step> {
        for u in BOXES.chain(COLUMNS).chain(ROWS) {
            let empty = self.empty_in(u) as usize;
            if !(empty > 2 * k || (direct && empty > k)) {
                continue;
            }
            let places: [u16; 9] = core::array::from_fn(|d| self.places(u, 1 << d));
            // A digit of a hidden set of k has one to k places.
            let usable = (0..9)
                .filter(|&d| (1..=k as u32).contains(&places[d].count_ones()))
                .fold(0u16, |m, d| m | 1 << d);
            for set in subsets_of(usable, k) {
                let union = (0..9)
                    .filter(|d| set & (1 << d) != 0)
                    .fold(0u16, |m, d| m | places[d]);
                if union.count_ones() as usize != k {
                    continue;
                }
                let unit = Some(unit_of_index(u));
                if direct {
                    let technique = if k == 2 {
                        Technique::DirectHiddenPair
                    } else {
                        Technique::DirectHiddenTriple
                    };
                    for w in (0..9).filter(|w| set & (1 << w) == 0) {
                        if places[w].count_ones() > 1 && (places[w] & !union).count_ones() == 1 {
                            let i = (places[w] & !union).trailing_zeros() as usize;
                            let mut step =
                                Step::place(technique, unit, UNITS[u][i] as usize, w as u8 + 1);
                            step.cells |= in_unit(u, union);
                            return Some(step);
                        }
                    }
                } else {
                    let technique = [
                        Technique::HiddenPair,
                        Technique::HiddenTriple,
                        Technique::HiddenQuad,
                    ][k - 2];
                    let mut step = Step::eliminate(technique, unit);
                    step.cells = in_unit(u, union);
                    for (i, &c) in UNITS[u].iter().enumerate() {
                        if union & (1 << i) != 0 {
                            step.removals[c as usize] = self.cand[c as usize] & !set;
                        }
                    }
                    if let Some(step) = step.worth() {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    /// X-wing (k = 2), swordfish (3), jellyfish (4): a digit's places on `k` base lines lie
    /// in `k` cover lines; not elsewhere on the cover lines.
    pub(super) fn fish(&self, k: usize) -> Option<Step> {
        let technique = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][k - 2];
        for d in 0..9 {
            let bit = 1u16 << d;
            let placed = (0..CELLS)
                .filter(|&c| self.grid.get(c) == d as u8 + 1)
                .count();
            if placed + 2 * k > 9 {
                continue;
            }
            for (base, cover) in [(0usize, 9usize), (9, 0)] {
                let places: [u16; 9] = core::array::from_fn(|i| self.places(base + i, bit));
                let usable = (0..9)
                    .filter(|&i| (2..=k as u32).contains(&places[i].count_ones()))
                    .fold(0u16, |m, i| m | 1 << i);
                for set in subsets_of(usable, k) {
                    let lines = (0..9).filter(|i| set & (1 << i) != 0);
                    let union = lines.fold(0u16, |m, i| m | places[i]);
                    if union.count_ones() as usize != k {
                        continue;
                    }
                    let first = set.trailing_zeros() as usize;
                    let mut step = Step::eliminate(technique, Some(unit_of_index(base + first)));
                    for i in (0..9).filter(|i| set & (1 << i) != 0) {
                        step.cells |= in_unit(base + i, places[i]);
                    }
                    for j in (0..9).filter(|j| union & (1 << j) != 0) {
                        for (i, &c) in UNITS[cover + j].iter().enumerate() {
                            if set & (1 << i) == 0 && self.cand[c as usize] & bit != 0 {
                                step.removals[c as usize] |= bit;
                            }
                        }
                    }
                    if let Some(step) = step.worth() {
                        return Some(step);
                    }
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_all_there_once() {
        for (n, k, count) in [(9, 2, 36), (9, 3, 84), (9, 4, 126), (4, 4, 1), (3, 4, 0)] {
            let all: std::vec::Vec<u32> = Subsets::new(n, k).collect();
            assert_eq!(all.len(), count, "{n} choose {k}");
            assert!(
                all.iter()
                    .all(|m| m.count_ones() as usize == k && *m < 1 << n)
            );
            assert!(all.windows(2).all(|w| w[0] != w[1]));
        }
    }
}
