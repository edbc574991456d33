//! Wings, uniqueness (unique rectangles, the bivalue universal grave) and aligned pair
//! exclusion: patterns on a few cells, between the subsets and the chains.

// Units and cells are numbered; loops over those numbers read as the geometry does.
#![allow(clippy::needless_range_loop)]

use super::{PencilMarks, Step, Technique, cell_set, members, peers};
use crate::sudoku::units::{CELLS, PEERS, UNITS, box_of, col_of, row_of};

/// Whether two different cells share a unit.
pub(super) fn sees(a: usize, b: usize) -> bool {
    a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
}

impl PencilMarks {
    /// XY-wing (`xyz` false): a bivalue pivot {x,y} seeing bivalue pincers {x,z} and {y,z}
    /// removes z where both pincers see. XYZ-wing: the pivot is {x,y,z} and the removal is
    /// where all three see.
    pub(super) fn xy_wing(&self, xyz: bool) -> Option<Step> {
        let (technique, size) = if xyz {
            (Technique::XyzWing, 3)
        } else {
            (Technique::XyWing, 2)
        };
        for pivot in 0..CELLS {
            let pm = self.cand[pivot];
            if pm.count_ones() != size {
                continue;
            }
            // A pincer has two candidates: one of the pivot's and z (XY), or two of the
            // pivot's three (XYZ).
            let pincer = |m: u16| {
                m.count_ones() == 2
                    && if xyz {
                        m & !pm == 0
                    } else {
                        (m & pm).count_ones() == 1
                    }
            };
            for (i, &a) in PEERS[pivot].iter().enumerate() {
                let (a, am) = (a as usize, self.cand[a as usize]);
                if !pincer(am) {
                    continue;
                }
                for &b in &PEERS[pivot][i + 1..] {
                    let (b, bm) = (b as usize, self.cand[b as usize]);
                    let z = am & bm;
                    if !pincer(bm) || am == bm || z.count_ones() != 1 {
                        continue;
                    }
                    if !xyz && (z & pm != 0 || (am | bm) & pm != pm) {
                        continue;
                    }
                    let seen = if xyz { peers(pivot) } else { !(1 << pivot) };
                    let targets = self.holding(z) & peers(a) & peers(b) & seen;
                    if targets != 0 {
                        let mut step = Step::eliminate(technique, None);
                        step.cells = cell_set([pivot, a, b]);
                        for c in members(targets) {
                            step.removals[c] = z;
                        }
                        return Some(step);
                    }
                }
            }
        }
        None
    }
}

impl PencilMarks {
    /// Aligned exclusion of `degree` cells, as SE finds it: pairs (SE 6.2, the last pattern
    /// technique) and triples (7.5, tried after the unary chains). The base cells have two
    /// or more candidates, no naked single among their peers and an excluder (a peer of two
    /// to `degree` candidates); a triple's third cell is an excluder of one of the first
    /// two. Two or more excluders see every base cell. A choice of values is impossible when
    /// one digit is in two base cells that see each other or when it would empty an
    /// excluder; a value of a base cell in no possible choice is removed.
    pub(super) fn aligned_exclusion(&self, degree: usize) -> Option<Step> {
        let technique = if degree == 2 {
            Technique::AlignedPairExclusion
        } else {
            Technique::AlignedTripleExclusion
        };
        let count = |c: usize| self.cand[c].count_ones();
        let small = cell_set((0..CELLS).filter(|&c| (2..=degree as u32).contains(&count(c))));
        let singles = cell_set((0..CELLS).filter(|&c| count(c) == 1));
        let excluders: [super::Cells; CELLS] = core::array::from_fn(|c| peers(c) & small);
        let base = cell_set(
            (0..CELLS).filter(|&c| count(c) >= 2 && peers(c) & singles == 0 && excluders[c] != 0),
        );
        for a in members(base) {
            for b in members(base & !((2 << a) - 1)) {
                let twin = (excluders[a] | excluders[b]) & base & !cell_set([a, b]);
                let thirds = core::iter::once(None)
                    .filter(|_| degree == 2)
                    .chain(members(twin).filter(|_| degree == 3).map(Some));
                for third in thirds {
                    let (group, n) = ([a, b, third.unwrap_or(0)], 2 + usize::from(third.is_some()));
                    let group = &group[..n];
                    let common = group.iter().fold(!0, |m, &c| m & excluders[c]);
                    if common.count_ones() < 2 {
                        continue;
                    }
                    let mut allowed = [0u16; 3];
                    self.allow(group, common, &mut [0; 3], 0, &mut allowed);
                    let mut step = Step::eliminate(technique, None);
                    step.cells = cell_set(group.iter().copied()) | common;
                    for (&cell, allowed) in group.iter().zip(allowed) {
                        step.removals[cell] = self.cand[cell] & !allowed;
                    }
                    if let Some(step) = step.worth() {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    /// Aligned exclusion's choices of values for the base cells `group`, the first `i`
    /// chosen in `values`: each possible choice adds its values to `allowed`.
    fn allow(
        &self,
        group: &[usize],
        common: super::Cells,
        values: &mut [u16; 3],
        i: usize,
        allowed: &mut [u16; 3],
    ) {
        if i == group.len() {
            let union = values[..i].iter().fold(0, |m, &v| m | v);
            if !members(common).any(|e| self.cand[e] & !union == 0) {
                for (allowed, &v) in allowed.iter_mut().zip(&values[..i]) {
                    *allowed |= v;
                }
            }
            return;
        }
        for v in super::digits(self.cand[group[i]]).map(|d| 1u16 << (d - 1)) {
            if (0..i).any(|j| values[j] == v && sees(group[j], group[i])) {
                continue;
            }
            values[i] = v;
            self.allow(group, common, values, i + 1, allowed);
        }
    }

    /// Three or four strong links on one digit (units where it has exactly two places),
    /// each joined to the next by a weak link: the digit is at one of the chain's two far
    /// ends, so not where both see. SE 5.4 for three, 5.8 for four; +0.1 when the links are
    /// not all on parallel lines, +0.2 when they take a box, a row and a column. Of the
    /// easiest, the one that removes most.
    pub(super) fn strong_links(&self, k: usize) -> Option<Step> {
        let (technique, base) = if k == 3 {
            (Technique::ThreeStrongLinks, 54)
        } else {
            (Technique::FourStrongLinks, 58)
        };
        let mut best: Option<Step> = None;
        for d in 0..9 {
            let bit = 1u16 << d;
            let (links, n) = self.strong_links_on(bit);
            let holding = self.holding(bit);
            let mut chain = Chain::new(&links[..n], k);
            let all = (1u64 << (2 * n)) - 1;
            chain.grow(0, all, &mut |ends, kinds| {
                let (x, y) = (ends[0] as usize, ends[2 * k - 1] as usize);
                let cells = cell_set(ends.iter().map(|&c| c as usize));
                let targets = holding & peers(x) & peers(y) & !cells;
                if targets == 0 {
                    return;
                }
                let mut step = Step::eliminate(technique, None);
                step.se = base + link_bonus(kinds);
                step.cells = cells;
                for c in members(targets) {
                    step.removals[c] = bit;
                }
                keep_easiest(&mut best, step);
            });
        }
        best
    }

    /// Two strong links on one digit (a unit where it has exactly two places) joined by a
    /// weak link between one end of each: the digit is at one of the two far ends, so not
    /// where both see. Skyscraper (two parallel lines, SE 4.0), two-string kite (a row and
    /// a column) or turbot fish (a box and a line), both 4.1; then the empty rectangle (a
    /// box whose places lie on one row and one column, with a line's strong link, 4.3).
    pub(super) fn two_strong_links(&self) -> Option<Step> {
        for parallel in [true, false] {
            for d in 0..9 {
                let bit = 1u16 << d;
                let (links, n) = self.strong_links_on(bit);
                let holding = self.holding(bit);
                let link = |(a, b, u): (u8, u8, u8)| (a as usize, b as usize, u as usize);
                for (i, &l1) in links[..n].iter().enumerate() {
                    let (a1, b1, u1) = link(l1);
                    for &l2 in &links[i + 1..n] {
                        let (a2, b2, u2) = link(l2);
                        let same_kind =
                            (u1 < 9 && u2 < 9) || ((9..18).contains(&u1) && (9..18).contains(&u2));
                        if same_kind != parallel || [a2, b2].iter().any(|&c| c == a1 || c == b1) {
                            continue;
                        }
                        for (x1, y1) in [(a1, b1), (b1, a1)] {
                            for (x2, y2) in [(a2, b2), (b2, a2)] {
                                if !sees(y1, y2) {
                                    continue;
                                }
                                let technique = if parallel {
                                    Technique::Skyscraper
                                } else if u1 >= 18 || u2 >= 18 {
                                    Technique::TurbotFish
                                } else {
                                    Technique::TwoStringKite
                                };
                                let targets = holding & peers(x1) & peers(x2) & !cell_set([y1, y2]);
                                if targets != 0 {
                                    let mut step = Step::eliminate(technique, None);
                                    step.cells = cell_set([a1, b1, a2, b2]);
                                    for c in members(targets) {
                                        step.removals[c] = bit;
                                    }
                                    return Some(step);
                                }
                            }
                        }
                    }
                }
            }
        }
        self.empty_rectangle()
    }

    fn empty_rectangle(&self) -> Option<Step> {
        for d in 0..9 {
            let bit = 1u16 << d;
            let lines: [u16; 18] = core::array::from_fn(|line| self.places(line, bit));
            for b in 0..9 {
                let cells = UNITS[18 + b].map(|c| c as usize);
                let held = cells.iter().filter(|&&c| self.cand[c] & bit != 0);
                if held.clone().count() < 2 {
                    continue;
                }
                let (r0, c0) = (b / 3 * 3, b % 3 * 3);
                for r in r0..r0 + 3 {
                    for c in c0..c0 + 3 {
                        if !held.clone().all(|&x| row_of(x) == r || col_of(x) == c) {
                            continue;
                        }
                        // A strong link in a column outside the box with an end on row r:
                        // no digit where the column c meets the other end's row; and the
                        // transpose.
                        for (line, &m) in lines.iter().enumerate() {
                            if m.count_ones() != 2 {
                                continue;
                            }
                            let ends = [
                                UNITS[line][m.trailing_zeros() as usize] as usize,
                                UNITS[line][(m & (m - 1)).trailing_zeros() as usize] as usize,
                            ];
                            if ends.iter().any(|&e| box_of(e) == b) {
                                continue;
                            }
                            for (near, far) in [(ends[0], ends[1]), (ends[1], ends[0])] {
                                let target = if line >= 9 && row_of(near) == r {
                                    row_of(far) * 9 + c
                                } else if line < 9 && col_of(near) == c {
                                    r * 9 + col_of(far)
                                } else {
                                    continue;
                                };
                                if box_of(target) != b
                                    && target != far
                                    && self.cand[target] & bit != 0
                                {
                                    let mut step = Step::eliminate(Technique::EmptyRectangle, None);
                                    step.removals[target] = bit;
                                    step.cells = cell_set(held.clone().copied().chain(ends));
                                    return Some(step);
                                }
                            }
                        }
                    }
                }
            }
        }
        None
    }

    /// The wings of SE's WXYZ (`n` 4, SE 5.5–5.6) and VWXYZ (5, 6.2–6.4) family: `n - 1`
    /// cells of a unit holding `n` digits between them (an almost locked set) and a bivalue
    /// cell {x,z} outside it that sees every cell of the set holding x. Then x is in the set
    /// or the bivalue cell is z, and one of them holds z: no z where all its holders see.
    /// When z is restricted too (doubly linked), x and z both leave the cells that see all
    /// their holders and each other digit of the set leaves the cells that see all the
    /// set's holders. SE adds 0.1 or 0.2 as the set's largest cell is near the middle of its
    /// possible sizes. Of the easiest, the one that removes most. (SE's larger UVWXYZ and
    /// TUVWXYZ wings are left out: the development set was rated without them, and with
    /// them 2 % fewer of its puzzles rate exactly.)
    pub(super) fn big_wing(&self, n: usize) -> Option<Step> {
        let (technique, base) = if n == 4 {
            (Technique::WxyzWing, 55)
        } else {
            (Technique::VwxyzWing, 62)
        };
        let size = n as u32;
        let bivalue = (0..CELLS).fold(0 as super::Cells, |m, c| {
            if self.cand[c].count_ones() == 2 {
                m | 1 << c
            } else {
                m
            }
        });
        let mut best: Option<Step> = None;
        for u in 0..27 {
            let open = (0..9).fold(0u16, |m, i| {
                let k = self.cand[UNITS[u][i] as usize].count_ones();
                if (2..=size).contains(&k) {
                    m | 1 << i
                } else {
                    m
                }
            });
            for set in (0..512u16).filter(|&s| s & !open == 0 && s.count_ones() == size - 1) {
                let mut group = [0usize; 4];
                for (slot, i) in group.iter_mut().zip((0..9).filter(|&i| set & 1 << i != 0)) {
                    *slot = UNITS[u][i] as usize;
                }
                let group = &group[..n - 1];
                let union = group.iter().fold(0u16, |m, &c| m | self.cand[c]);
                if union.count_ones() != size {
                    continue;
                }
                let largest = group.iter().map(|&c| self.cand[c].count_ones()).max();
                let middle = (size + 2) / 2;
                let bonus = (size - middle).saturating_sub(largest.unwrap_or(2).abs_diff(middle));
                let holders = |bit: u16| group.iter().filter(move |&&c| self.cand[c] & bit != 0);
                for yz in super::members(bivalue) {
                    let pair = self.cand[yz];
                    if pair & !union != 0
                        || group.contains(&yz)
                        || !group.iter().any(|&c| sees(c, yz))
                    {
                        continue;
                    }
                    let restricted = |bit: u16| holders(bit).all(|&c| sees(c, yz));
                    let (low, high) = (pair & pair.wrapping_neg(), pair & (pair - 1));
                    let (x, z, double) = match (restricted(low), restricted(high)) {
                        (true, true) => (low, high, true),
                        (true, false) => (low, high, false),
                        (false, true) => (high, low, false),
                        (false, false) => continue,
                    };
                    let mut step = Step::eliminate(technique, None);
                    step.se = base + bonus as u8;
                    step.cells = cell_set(group.iter().copied().chain([yz]));
                    let mut remove = |bit: u16, with_yz: bool| {
                        for c in (0..CELLS).filter(|&c| self.cand[c] & bit != 0) {
                            if c != yz
                                && !group.contains(&c)
                                && (!with_yz || sees(c, yz))
                                && holders(bit).all(|&h| sees(c, h))
                            {
                                step.removals[c] |= bit;
                            }
                        }
                    };
                    remove(z, true);
                    if double {
                        remove(x, true);
                        for d in super::digits(union & !pair) {
                            remove(1 << (d - 1), false);
                        }
                    }
                    keep_easiest(&mut best, step);
                }
            }
        }
        best
    }
}

impl PencilMarks {
    /// The strong links on digit `bit`: each unit where it has exactly two places, as
    /// `(a, b, unit)`; the first `n` of the array.
    pub(super) fn strong_links_on(&self, bit: u16) -> ([(u8, u8, u8); 27], usize) {
        let mut links = [(0u8, 0u8, 0u8); 27];
        let mut n = 0;
        for u in 0..27 {
            let m = self.places(u, bit);
            if m.count_ones() == 2 {
                let a = UNITS[u][m.trailing_zeros() as usize];
                let b = UNITS[u][(m & (m - 1)).trailing_zeros() as usize];
                links[n] = (a, b, u as u8);
                n += 1;
            }
        }
        (links, n)
    }
}

/// Keeps in `best` the easier of it and `step`, the one that removes more on a tie (as SE
/// sorts a technique's hints); a step that removes nothing is dropped.
fn keep_easiest(best: &mut Option<Step>, step: Step) {
    let key = |s: &Step| (s.se, core::cmp::Reverse(s.removed()));
    if step.removed() > 0 && best.as_ref().is_none_or(|b| key(&step) < key(b)) {
        *best = Some(step);
    }
}

/// Chains of `k` strong links on one digit: `links` are the digit's units with two places
/// `(a, b, unit)`, taken either way round (orientation `2 * i` from `a` to `b`, `2 * i + 1`
/// back); `ends` holds each chosen link's two cells in the chain's order.
struct Chain<'a> {
    links: &'a [(u8, u8, u8)],
    /// For each orientation, the orientations whose first cell sees its last.
    next: [u64; 54],
    k: usize,
    ends: [u8; 8],
    kinds: [u8; 4],
}

impl<'a> Chain<'a> {
    fn new(links: &'a [(u8, u8, u8)], k: usize) -> Chain<'a> {
        let ends = |o: usize| {
            let (a, b, _) = links[o / 2];
            if o % 2 == 0 { (a, b) } else { (b, a) }
        };
        let mut next = [0u64; 54];
        for (o, slot) in next.iter_mut().enumerate().take(2 * links.len()) {
            let (_, last) = ends(o);
            for p in 0..2 * links.len() {
                if sees(last as usize, ends(p).0 as usize) {
                    *slot |= 1 << p;
                }
            }
        }
        Chain {
            links,
            next,
            k,
            ends: [0; 8],
            kinds: [0; 4],
        }
    }

    /// Chooses the `i`-th link among the orientations `allowed` (each joined to the one
    /// before by a weak link: its first cell sees the last cell so far), all cells
    /// different; `found` sees every full chain.
    fn grow(&mut self, i: usize, allowed: u64, found: &mut impl FnMut(&[u8], &[u8])) {
        if i == self.k {
            found(&self.ends[..2 * self.k], &self.kinds[..self.k]);
            return;
        }
        let mut rest = allowed;
        while rest != 0 {
            let o = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (a, b, u) = self.links[o / 2];
            let (x, y) = if o % 2 == 0 { (a, b) } else { (b, a) };
            let used = &self.ends[..2 * i];
            if used.contains(&x) || used.contains(&y) {
                continue;
            }
            self.ends[2 * i] = x;
            self.ends[2 * i + 1] = y;
            self.kinds[i] = u / 9;
            self.grow(i + 1, self.next[o], found);
        }
    }
}

/// SE's addition for the kinds of units a chain of strong links takes (0 rows, 1 columns,
/// 2 boxes), in tenths: none on parallel lines alone, 2 with a box, a row and a column, 1
/// otherwise.
fn link_bonus(kinds: &[u8]) -> u8 {
    let has = |kind: u8| kinds.contains(&kind);
    match (has(0), has(1), has(2)) {
        (true, false, false) | (false, true, false) => 0,
        (true, true, true) => 2,
        _ => 1,
    }
}
