//! The patterns players name in hints where SE finds a chain instead: remote pairs, W-wings,
//! finned X-wings and swordfish, simple colouring, XY-chains and ALS-XZ. [`PencilMarks::hint`]
//! offers one when it is easier than SE's next pattern step; a rating never uses them.
//!
//! Their figures ([`Technique::base`]) only order hints. They sit beside SE's patterns of
//! a like size (a remote pair or a finned X-wing beside the XY-wing, ALS-XZ beside the
//! WXYZ-wing); SE itself, finding the same eliminations by chains, rates them 6.5 and up.

// Units and cells are numbered; loops over those numbers read as the geometry does.
#![allow(clippy::needless_range_loop)]

use super::basic::{Subsets, in_unit};
use super::patterns::sees;
use super::{Cells, PencilMarks, Step, Technique, cell_set, digits, members, peers};
use super::{UNIT_SETS, subsets_of};
use crate::sudoku::units::{CELLS, PEERS, UNITS, box_of};

/// A pattern's search.
type Finder = fn(&PencilMarks) -> Option<Step>;

/// The most almost locked sets [`PencilMarks::als_xz`] looks at.
const MAX_ALS: usize = 160;

/// An almost locked set: `n` cells of one unit holding `n + 1` digits between them.
#[derive(Clone, Copy)]
struct Als {
    cells: [u8; 3],
    n: u8,
    digits: u16,
}

impl Als {
    fn cells(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        self.cells[..self.n as usize].iter().map(|&c| c as usize)
    }
}

impl PencilMarks {
    /// The next step for a player's hint: SE's next pattern step ([`PencilMarks::next_step`]),
    /// unless a pattern players name and SE does not is easier (its hint figure is lower)
    /// and applies.
    pub fn hint(&self) -> Option<Step> {
        let next = self.next_step();
        let limit = next.as_ref().map_or(u8::MAX, |s| s.se);
        let named: [(Technique, Finder); 7] = [
            (Technique::RemotePair, PencilMarks::remote_pair),
            (Technique::FinnedXWing, |l| l.finned_fish(2)),
            (Technique::WWing, PencilMarks::w_wing),
            (Technique::FinnedSwordfish, |l| l.finned_fish(3)),
            (Technique::SimpleColouring, PencilMarks::simple_colouring),
            (Technique::XyChain, PencilMarks::xy_chain),
            (Technique::AlsXz, PencilMarks::als_xz),
        ];
        named
            .iter()
            .filter(|(t, _)| t.base() < limit)
            .find_map(|(_, find)| find(self))
            .or(next)
    }

    /// Two-colours the cells of `nodes` connected to `start` through `linked` (a cell's
    /// neighbours among `nodes`): the two colours, or `None` when two neighbours would share
    /// a colour.
    fn colour(start: usize, nodes: Cells, linked: impl Fn(usize) -> Cells) -> Option<[Cells; 2]> {
        let mut colours = [1 << start, 0];
        let mut frontier: Cells = 1 << start;
        let mut side = 0;
        while frontier != 0 {
            let mut next = 0;
            for c in members(frontier) {
                next |= linked(c) & nodes;
            }
            next &= !(colours[0] | colours[1]);
            side ^= 1;
            colours[side] |= next;
            frontier = next;
        }
        let clash = |set: Cells| members(set).any(|c| linked(c) & set != 0);
        (!clash(colours[0]) && !clash(colours[1])).then_some(colours)
    }

    /// Remote pair: four or more cells holding the same two candidates, each seeing the
    /// next; the cells alternate between the two digits, so a cell that sees one cell of
    /// each parity holds neither.
    pub(super) fn remote_pair(&self) -> Option<Step> {
        for start in 0..CELLS {
            let pair = self.cand[start];
            if pair.count_ones() != 2 {
                continue;
            }
            let same = cell_set((0..CELLS).filter(|&c| self.cand[c] == pair));
            let Some([a, b]) = Self::colour(start, same, peers) else {
                continue;
            };
            // Each chain once, from its first cell; a pair of cells is a naked pair.
            if (a | b).trailing_zeros() as usize != start || (a | b).count_ones() < 4 {
                continue;
            }
            let mut step = Step::eliminate(Technique::RemotePair, None);
            step.cells = a | b;
            for c in (0..CELLS).filter(|&c| (a | b) & 1 << c == 0) {
                if peers(c) & a != 0 && peers(c) & b != 0 {
                    step.removals[c] = self.cand[c] & pair;
                }
            }
            if let Some(step) = step.worth() {
                return Some(step);
            }
        }
        None
    }

    /// W-wing: two cells holding the same {x,y} that do not see each other, and a strong
    /// link on x whose ends see one each: one of them is y, so no y where both see.
    pub(super) fn w_wing(&self) -> Option<Step> {
        for p in 0..CELLS {
            let pair = self.cand[p];
            if pair.count_ones() != 2 {
                continue;
            }
            for q in (p + 1..CELLS).filter(|&q| self.cand[q] == pair && !sees(p, q)) {
                for x in digits(pair).map(|d| 1u16 << (d - 1)) {
                    let y = pair & !x;
                    let (links, n) = self.strong_links_on(x);
                    for &(e1, e2, _) in &links[..n] {
                        let (e1, e2) = (e1 as usize, e2 as usize);
                        if [e1, e2].iter().any(|&e| e == p || e == q) {
                            continue;
                        }
                        if !((sees(e1, p) && sees(e2, q)) || (sees(e1, q) && sees(e2, p))) {
                            continue;
                        }
                        let targets = self.holding(y) & peers(p) & peers(q);
                        if targets != 0 {
                            let mut step = Step::eliminate(Technique::WWing, None);
                            step.cells = cell_set([p, q, e1, e2]);
                            for c in members(targets) {
                                step.removals[c] = y;
                            }
                            return Some(step);
                        }
                    }
                }
            }
        }
        None
    }

    /// Finned X-wing (`k` 2) and swordfish (3): a digit's places on `k` base lines lie in
    /// `k` cover lines but for some fins, all in one box. Either a fin holds the digit or
    /// the fish does: no digit where a cover line crosses the fins' box outside the bases.
    pub(super) fn finned_fish(&self, k: usize) -> Option<Step> {
        let technique = if k == 2 {
            Technique::FinnedXWing
        } else {
            Technique::FinnedSwordfish
        };
        for d in 0..9 {
            let bit = 1u16 << d;
            let holding = self.holding(bit);
            for (base, cover) in [(0usize, 9usize), (9, 0)] {
                let places: [u16; 9] = core::array::from_fn(|i| self.places(base + i, bit));
                // A fin box's segment holds at most three places beyond the cover's.
                let usable = (0..9)
                    .filter(|&i| (1..=k as u32 + 3).contains(&places[i].count_ones()))
                    .fold(0u16, |m, i| m | 1 << i);
                for set in subsets_of(usable, k) {
                    let lines = || (0..9).filter(move |i| set & (1 << i) != 0);
                    let union = lines().fold(0u16, |m, i| m | places[i]);
                    // The fins lie across the cover lines of one third `g`: every place
                    // outside it is covered.
                    for g in 0..3 {
                        let third = 0b111u16 << (3 * g);
                        let outside = union & !third;
                        let Some(spare) = k.checked_sub(outside.count_ones() as usize) else {
                            continue;
                        };
                        for inside in subsets_of(union & third, spare) {
                            let covers = outside | inside;
                            if let Some(step) = self.fin(
                                technique,
                                (bit, holding),
                                (base, cover),
                                &places,
                                set,
                                covers,
                            ) {
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
        None
    }

    /// The finned fish on digit `bit` (held by the cells `holding`), base lines `set` and
    /// cover lines `covers` (`kinds`: the first unit index of each), if its fins lie in one
    /// box and it removes anything.
    fn fin(
        &self,
        technique: Technique,
        (bit, holding): (u16, Cells),
        (base, cover): (usize, usize),
        places: &[u16; 9],
        set: u16,
        covers: u16,
    ) -> Option<Step> {
        let lines = || (0..9).filter(move |i| set & (1 << i) != 0);
        if lines().any(|i| places[i] & covers == 0) {
            return None;
        }
        let fins = lines().fold(0 as Cells, |m, i| {
            m | in_unit(base + i, places[i] & !covers)
        });
        let fin_box = box_of(members(fins).next()?);
        if members(fins).any(|c| box_of(c) != fin_box) {
            return None;
        }
        let targets = holding & UNIT_SETS[18 + fin_box] & !fins;
        let mut step = Step::eliminate(technique, None);
        for j in (0..9).filter(|j| covers & (1 << j) != 0) {
            for (i, &c) in UNITS[cover + j].iter().enumerate() {
                if set & (1 << i) == 0 && targets & 1 << c != 0 {
                    step.removals[c as usize] = bit;
                }
            }
        }
        step.cells = lines().fold(0, |m, i| m | in_unit(base + i, places[i]));
        step.worth()
    }

    /// Simple colouring: the strong links on one digit (units where it has two places),
    /// followed from cell to cell, alternate true and false. Two cells of one colour that
    /// see each other make that colour false (the wrap); a cell that sees both colours
    /// cannot hold the digit (the trap).
    pub(super) fn simple_colouring(&self) -> Option<Step> {
        for d in 0..9 {
            let bit = 1u16 << d;
            let mut linked = [0 as Cells; CELLS];
            let (links, n) = self.strong_links_on(bit);
            for &(a, b, _) in &links[..n] {
                linked[a as usize] |= 1 << b;
                linked[b as usize] |= 1 << a;
            }
            let nodes = (0..CELLS).fold(
                0 as Cells,
                |m, c| {
                    if linked[c] != 0 { m | 1 << c } else { m }
                },
            );
            let mut done: Cells = 0;
            for start in members(nodes) {
                if done & 1 << start != 0 {
                    continue;
                }
                let Some(colours) = Self::colour(start, nodes, |c| linked[c]) else {
                    continue;
                };
                done |= colours[0] | colours[1];
                let mut step = Step::eliminate(Technique::SimpleColouring, None);
                step.cells = colours[0] | colours[1];
                let wrapped = colours
                    .iter()
                    .find(|&&set| members(set).any(|c| peers(c) & set != 0));
                if let Some(&false_colour) = wrapped {
                    for c in members(false_colour) {
                        step.removals[c] = bit;
                    }
                } else {
                    for c in (0..CELLS).filter(|&c| self.cand[c] & bit != 0) {
                        if step.cells & 1 << c == 0
                            && peers(c) & colours[0] != 0
                            && peers(c) & colours[1] != 0
                        {
                            step.removals[c] = bit;
                        }
                    }
                }
                if let Some(step) = step.worth() {
                    return Some(step);
                }
            }
        }
        None
    }

    /// XY-chain: cells of two candidates each, each seeing the next and sharing a digit with
    /// it, from a cell holding x to another holding x: if the first is not x, each cell in
    /// turn is forced to its other digit and the last is x. So no x where both ends see.
    /// The shortest chain of four or more cells (three is an XY-wing) that removes anything.
    pub(super) fn xy_chain(&self) -> Option<Step> {
        // A state is a cell of the chain with the digit it holds if the start is not x:
        // `2 * cell` for the lower of its two digits, `2 * cell + 1` for the higher.
        let state =
            |cell: usize, bit: u16| 2 * cell + usize::from(self.cand[cell] & (bit - 1) != 0);
        let mut best: Option<(u8, Step)> = None;
        for start in (0..CELLS).filter(|&c| self.cand[c].count_ones() == 2) {
            for x in digits(self.cand[start]).map(|d| 1u16 << (d - 1)) {
                let mut parent = [u8::MAX; 2 * CELLS];
                let mut depth = [0u8; 2 * CELLS];
                let mut queue = [0u8; 2 * CELLS];
                let first = state(start, self.cand[start] & !x);
                parent[first] = first as u8;
                queue[0] = first as u8;
                let (mut head, mut tail) = (0, 1);
                while head < tail {
                    let s = queue[head] as usize;
                    head += 1;
                    let (cell, holds) = (s / 2, digit_of(self.cand[s / 2], s % 2));
                    if best.as_ref().is_some_and(|(len, _)| depth[s] + 2 >= *len) {
                        break;
                    }
                    for &n in PEERS[cell].iter() {
                        let n = n as usize;
                        let m = self.cand[n];
                        if m.count_ones() != 2 || m & holds == 0 {
                            continue;
                        }
                        let next = state(n, m & !holds);
                        if parent[next] != u8::MAX {
                            continue;
                        }
                        parent[next] = s as u8;
                        depth[next] = depth[s] + 1;
                        queue[tail] = next as u8;
                        tail += 1;
                        if m & !holds != x || n == start || depth[next] < 3 {
                            continue;
                        }
                        let mut step = Step::eliminate(Technique::XyChain, None);
                        let mut at = next;
                        while parent[at] as usize != at {
                            step.cells |= 1 << (at / 2);
                            at = parent[at] as usize;
                        }
                        step.cells |= 1 << start;
                        for c in (0..CELLS).filter(|&c| self.cand[c] & x != 0) {
                            if c != start && c != n && sees(c, start) && sees(c, n) {
                                step.removals[c] = x;
                            }
                        }
                        if let Some(step) = step.worth() {
                            best = Some((depth[next] + 1, step));
                            break;
                        }
                    }
                }
            }
        }
        best.map(|(_, step)| step)
    }

    /// ALS-XZ: two almost locked sets (`n` cells of a unit with `n + 1` digits), sharing no
    /// cell, with a restricted common digit x (every x of one sees every x of the other, so
    /// x is in at most one) and another common digit z: the set without x is locked, so z
    /// is in one of them, and not where all the z's of both see. Sets of up to three cells.
    pub(super) fn als_xz(&self) -> Option<Step> {
        let mut all = [Als {
            cells: [0; 3],
            n: 0,
            digits: 0,
        }; MAX_ALS];
        let mut count = 0;
        for u in 0..27 {
            for n in 1..=3u32 {
                let open = (0..9)
                    .filter(|&i| {
                        (2..=n + 1).contains(&self.cand[UNITS[u][i] as usize].count_ones())
                    })
                    .fold(0u32, |m, i| m | 1 << i);
                for set in Subsets::new(9, n as usize).filter(|s| s & !open == 0) {
                    let mut als = Als {
                        cells: [0; 3],
                        n: n as u8,
                        digits: 0,
                    };
                    for (slot, i) in als
                        .cells
                        .iter_mut()
                        .zip((0..9).filter(|i| set & 1 << i != 0))
                    {
                        *slot = UNITS[u][i];
                        als.digits |= self.cand[*slot as usize];
                    }
                    let known = |a: &Als| a.n == als.n && a.cells == als.cells;
                    if als.digits.count_ones() == n + 1
                        && count < MAX_ALS
                        && !all[..count].iter().any(known)
                    {
                        all[count] = als;
                        count += 1;
                    }
                }
            }
        }
        let all = &all[..count];
        let holding: [Cells; 9] = core::array::from_fn(|d| self.holding(1 << d));
        for (i, a) in all.iter().enumerate() {
            let a_cells = cell_set(a.cells());
            for b in &all[i + 1..] {
                let b_cells = cell_set(b.cells());
                let common = a.digits & b.digits;
                if a_cells & b_cells != 0 || common.count_ones() < 2 {
                    continue;
                }
                let holders =
                    |bit: u16| (a_cells | b_cells) & holding[bit.trailing_zeros() as usize];
                for x in digits(common).map(|d| 1u16 << (d - 1)) {
                    let (ax, bx) = (holders(x) & a_cells, holders(x) & b_cells);
                    if members(ax).any(|c| peers(c) & bx != bx) {
                        continue;
                    }
                    let mut step = Step::eliminate(Technique::AlsXz, None);
                    step.cells = a_cells | b_cells;
                    for z in digits(common & !x).map(|d| 1u16 << (d - 1)) {
                        let seen = members(holders(z)).fold(!0 as Cells, |m, h| m & peers(h));
                        for c in members(seen & !step.cells) {
                            step.removals[c] |= self.cand[c] & z;
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

/// The lower (`which` 0) or higher (1) digit of a two-candidate mask, as a bit.
fn digit_of(pair: u16, which: usize) -> u16 {
    let low = pair & pair.wrapping_neg();
    if which == 0 { low } else { pair & !low }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Grid;
    use std::vec::Vec;

    /// Cell number of row `r`, column `c` (from 1).
    fn rc(r: usize, c: usize) -> usize {
        (r - 1) * 9 + c - 1
    }

    /// Every cell with every candidate, then `only` cells keeping `bits` (each others'
    /// candidates lose them) and `set` cells with exactly the candidates given.
    fn marks(bits: u16, only: &[usize], set: &[(usize, u16)]) -> PencilMarks {
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in (0..CELLS).filter(|c| !only.contains(c)) {
            logic.cand[c] &= !bits;
        }
        for &(c, m) in set {
            logic.cand[c] = m;
        }
        logic
    }

    /// The removals of a step as (cell, mask) pairs.
    fn removed(step: &Step) -> Vec<(usize, u16)> {
        (0..CELLS)
            .filter(|&c| step.removals[c] != 0)
            .map(|c| (c, step.removals[c]))
            .collect()
    }

    #[test]
    fn aligned_triple_exclusion() {
        // r1c2 {1,2,4}, r1c5 {2,3,4} and r2c2 {1,2,5} (r1c5 sees r1c2 only); r1c1 {2,4} and
        // r1c3 {1,4,5} see all three. With 4 at r1c5, r1c2 is 1 or 2 and then r1c1 or r1c3
        // is left empty: r1c5 loses 4. No two cells alone exclude anything. Digits 1–5 are
        // nowhere else.
        let set = [
            (rc(1, 1), 0b1010),
            (rc(1, 5), 0b1110),
            (rc(2, 2), 0b10011),
            (rc(1, 2), 0b1011),
            (rc(1, 3), 0b11001),
        ];
        let cells = set.map(|(c, _)| c);
        let logic = marks(0b11111, &cells, &set);
        let step = logic.aligned_exclusion(3).unwrap();
        assert_eq!(step.technique, Technique::AlignedTripleExclusion);
        assert_eq!(removed(&step), [(rc(1, 5), 0b1000)]);
        assert_eq!(logic.aligned_exclusion(2), None);
        // With 3 also at r1c1, it is never emptied: nothing.
        let mut broken = set;
        broken[0].1 = 0b1110;
        assert_eq!(marks(0b11111, &cells, &broken).aligned_exclusion(3), None);
    }

    #[test]
    fn remote_pair() {
        // {1,2} at r1c1, r2c3 (box 1), r8c3 (column 3), r8c7 (row 8): r1c1 and r8c3 hold
        // one digit, r2c3 and r8c7 the other, and r1c7 sees r1c1 and r8c7.
        let chain = [
            (rc(1, 1), 0b11),
            (rc(2, 3), 0b11),
            (rc(8, 3), 0b11),
            (rc(8, 7), 0b11),
        ];
        let logic = marks(0b11, &[rc(1, 7), rc(1, 8)], &chain);
        let step = logic.remote_pair().unwrap();
        assert_eq!(step.technique, Technique::RemotePair);
        assert_eq!(removed(&step), [(rc(1, 7), 0b11)]);
        assert_eq!(step.cells, cell_set(chain.map(|(c, _)| c)));
        // With r8c7 also 3, the chain is three cells: nothing.
        let mut broken = chain;
        broken[3].1 = 0b111;
        assert_eq!(
            marks(0b11, &[rc(1, 7), rc(1, 8)], &broken).remote_pair(),
            None
        );
    }

    #[test]
    fn w_wing() {
        // r1c1 and r5c5 are {1,2}; row 3 has 1 only at r3c2 (sees r1c1) and r3c5 (sees
        // r5c5): one of the two wings is 2, so no 2 at r1c5 or r5c1 (r1c4 sees one only).
        let (p, q) = (rc(1, 1), rc(5, 5));
        let cells = [p, q, rc(3, 2), rc(3, 5), rc(1, 5), rc(5, 1), rc(1, 4)];
        let twos = [(p, 0b11), (q, 0b11)];
        let mut logic = marks(0b11, &cells, &twos);
        for c in [rc(3, 2), rc(3, 5)] {
            logic.cand[c] &= !0b10;
        }
        for c in [rc(1, 5), rc(5, 1), rc(1, 4)] {
            logic.cand[c] &= !0b01;
        }
        let step = logic.w_wing().unwrap();
        assert_eq!(step.technique, Technique::WWing);
        assert_eq!(removed(&step), [(rc(1, 5), 0b10), (rc(5, 1), 0b10)]);
        // A third 1 on row 3 breaks the link.
        logic.cand[rc(3, 9)] |= 0b01;
        assert_eq!(logic.w_wing(), None);
    }

    #[test]
    fn finned_x_wing() {
        // 1 on row 1 at c1, c5 and on row 5 at c1, c5 and the fin r5c6: no 1 in column 5
        // inside the fin's box (r4c5, r6c5).
        let bases = [rc(1, 1), rc(1, 5), rc(5, 1), rc(5, 5), rc(5, 6)];
        let kept: Vec<usize> = (0..CELLS)
            .filter(|&c| !(c < 9 || (36..45).contains(&c)) || bases.contains(&c))
            .collect();
        let mut logic = marks(0b1, &kept, &[]);
        let step = logic.finned_fish(2).unwrap();
        assert_eq!(step.technique, Technique::FinnedXWing);
        assert_eq!(removed(&step), [(rc(4, 5), 1), (rc(6, 5), 1)]);
        assert_eq!(step.cells, cell_set(bases));
        // Without the fin it is a plain X-wing, not a finned one.
        logic.cand[rc(5, 6)] &= !1;
        assert_eq!(logic.finned_fish(2), None);
    }

    #[test]
    fn simple_colouring_trap() {
        // Strong links on 1: row 1 (c1, c5), column 5 (r1, r4), row 4 (c2, c5). r1c1 and
        // r4c5 share a colour, r1c5 and r4c2 the other; r2c2, r3c2 (box 1 and column 2) and
        // r5c1, r6c1 (column 1 and box 4) see both.
        let kept: Vec<usize> = (0..CELLS)
            .filter(|&c| {
                let (r, col) = (c / 9 + 1, c % 9 + 1);
                match (r, col) {
                    (1, _) => col == 1 || col == 5,
                    (4, _) => col == 2 || col == 5,
                    (_, 5) => false,
                    _ => true,
                }
            })
            .collect();
        let mut logic = marks(0b1, &kept, &[]);
        let step = logic.simple_colouring().unwrap();
        assert_eq!(step.technique, Technique::SimpleColouring);
        let cells: Vec<usize> = removed(&step).iter().map(|&(c, _)| c).collect();
        assert_eq!(cells, [rc(2, 2), rc(3, 2), rc(5, 1), rc(6, 1)]);
        // A third 1 on row 4 cuts the chain after two links: nothing.
        logic.cand[rc(4, 8)] |= 1;
        assert_eq!(logic.simple_colouring(), None);
    }

    #[test]
    fn xy_chain() {
        // r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c9 {4,1}: one end is 1, so no 1 at r1c9 or
        // r5c1.
        let chain = [
            (rc(1, 1), 0b0011),
            (rc(1, 5), 0b0110),
            (rc(5, 5), 0b1100),
            (rc(5, 9), 0b1001),
        ];
        let mut logic = marks(0, &[], &chain);
        let step = logic.xy_chain().unwrap();
        assert_eq!(step.technique, Technique::XyChain);
        assert_eq!(removed(&step), [(rc(1, 9), 1), (rc(5, 1), 1)]);
        assert_eq!(step.cells, cell_set(chain.map(|(c, _)| c)));
        logic.cand[rc(5, 5)] |= 0b1_0000;
        assert_eq!(logic.xy_chain(), None);
    }

    #[test]
    fn als_xz() {
        // A = r1c1 {1,2}; B = r4c1 {1,3}, r4c4 {2,3} (row 4). The 1s see each other (column
        // 1), so 2 is in A or in B: none at r1c4, which sees r1c1 and r4c4.
        let sets = [(rc(1, 1), 0b011), (rc(4, 1), 0b101), (rc(4, 4), 0b110)];
        let mut logic = marks(0, &[], &sets);
        let step = logic.als_xz().unwrap();
        assert_eq!(step.technique, Technique::AlsXz);
        assert_eq!(removed(&step), [(rc(1, 4), 0b10)]);
        logic.cand[rc(4, 4)] |= 0b1_0000;
        assert_eq!(logic.als_xz(), None);
    }
}
