//! Sums of different digits: the ways a killer cage's cells, or a house's cells outside
//! the cages it holds whole (the 45 rule), make their total. A sum's open cells are worked
//! out way by way when the ways are few, else narrowed by the least and most their digits
//! make.

use super::layout::MAX_N;
use super::solve::{Houses, VariantSolver};

impl VariantSolver {
    /// Cage `k`'s open cells narrowed to the digits some way of making its sum gives them.
    /// `None` on a contradiction, else the houses of the cells that changed (none: 0).
    pub(super) fn narrow_cage(&self, state: &mut [u16], k: usize) -> Option<Houses> {
        let cells = self.cage(k).iter().map(|&c| usize::from(c));
        self.narrow_cells(state, cells, self.layout.cage_sum(k))
    }

    /// The cells of `house` outside the cages it holds whole, narrowed by what they add up to
    /// (what [`narrow_cage`](Self::narrow_cage) returns).
    pub(super) fn narrow_rest(&self, state: &mut [u16], h: usize) -> Option<Houses> {
        self.narrow_cells(state, self.rest_cells(h), self.rest[h].1)
    }

    /// `cells` (different digits) add up to `sum`: the placed ones are taken off it, and each
    /// open one keeps the digits [`narrowed`] leaves it. The houses of the cells that
    /// changed: the singles look again in those alone.
    fn narrow_cells(
        &self,
        state: &mut [u16],
        cells: impl Iterator<Item = usize>,
        sum: u16,
    ) -> Option<Houses> {
        let mut left = sum;
        let (mut open, mut cands) = ([0u8; MAX_N], [0u16; MAX_N]);
        let mut m = 0;
        for c in cells {
            if self.is_placed(state, c) {
                left = left.checked_sub(state[c].trailing_zeros() as u16 + 1)?;
            } else {
                (open[m], cands[m]) = (c as u8, state[c]);
                m += 1;
            }
        }
        if m == 0 {
            return (left == 0).then_some(0);
        }
        let keep = narrowed(&cands[..m], left);
        let mut changed = 0;
        for ((&c, &was), &keep) in open.iter().zip(&cands[..m]).zip(&keep) {
            let now = was & keep;
            if now == 0 {
                return None;
            }
            if now != was {
                changed |= self.cell_house_mask[usize::from(c)];
            }
            state[usize::from(c)] = now;
        }
        Some(changed)
    }
}

/// True when the ways of filling cells of candidates `cands` are few enough to try one by
/// one: at most [`EXACT`] cells, and at most [`EXACT_WAYS`] ways before the sum prunes
/// them.
pub(super) fn few_ways(cands: &[u16]) -> bool {
    cands.len() <= EXACT
        && cands
            .iter()
            .try_fold(1u32, |ways, &x| {
                let ways = ways * x.count_ones();
                (ways <= EXACT_WAYS).then_some(ways)
            })
            .is_some()
}

/// What each of cells of candidates `cands` (one or more, different digits) keeps when
/// they add up to `sum`: the digits some way of doing so gives it, when there are two cells
/// or the ways are few ([`few_ways`]), or those its bounds allow (none for every cell when
/// no way or bound does).
fn narrowed(cands: &[u16], sum: u16) -> [u16; MAX_N] {
    let m = cands.len();
    let mut keep = [0u16; MAX_N];
    if m == 2 || few_ways(cands) {
        // All four: a copy of `m` went through `memcpy`, whose bytes the reads after it
        // waited on (support is none past the cells).
        keep[..EXACT].copy_from_slice(&support(cands, sum));
        return keep;
    }
    let lowest = |x: u16| x.trailing_zeros() as u16 + 1;
    let highest = |x: u16| 16 - x.leading_zeros() as u16;
    let least: u16 = cands.iter().map(|&x| lowest(x)).sum();
    let most: u16 = cands.iter().map(|&x| highest(x)).sum();
    if sum < least || sum > most {
        return keep;
    }
    for (k, &x) in keep.iter_mut().zip(cands) {
        // This cell's digit is the sum less what the others make.
        let lo = sum.saturating_sub(most - highest(x));
        let hi = sum - (least - lowest(x));
        *k = range_bits(lo.max(1), hi.min(16));
    }
    keep
}

/// The digits (as bits: digit `d` is bit `d - 1`) used by some choice of `count` different
/// digits of `digits` adding up to `sum`, or `None` when there is no such choice.
///
/// ```
/// use jiugong_core::sudoku::variant::combinations;
/// // Two cells making 17 from 1 to 9: only 8 and 9.
/// assert_eq!(combinations(0x1FF, 2, 17), Some(0b1_1000_0000));
/// assert_eq!(combinations(0x0FF, 2, 17), None); // without the 9
/// ```
pub fn combinations(digits: u16, count: u32, sum: u16) -> Option<u16> {
    if count == 0 {
        return (sum == 0).then_some(0);
    }
    if digits.count_ones() < count {
        return None;
    }
    // The least and most the `count` smallest and largest digits make.
    let (mut least, mut most) = (0u16, 0u16);
    let mut rest = digits;
    for _ in 0..count {
        least += rest.trailing_zeros() as u16 + 1;
        rest &= rest - 1;
    }
    let mut rest = digits;
    for _ in 0..count {
        let top = 15 - rest.leading_zeros() as u16;
        most += top + 1;
        rest &= !(1 << top);
    }
    if sum < least || sum > most {
        return None;
    }
    let mut used = None;
    let mut rest = digits;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let d = bit.trailing_zeros() as u16 + 1;
        if d > sum {
            break;
        }
        if let Some(more) = combinations(rest, count - 1, sum - d) {
            used = Some(used.unwrap_or(0) | more | bit);
        }
    }
    used
}

/// Open cells of a sum worked out way by way (beyond, by bounds): up to 4 cells of 9 digits
/// try at most 3,024 ways.
const EXACT: usize = 4;
/// Ways (the product of the cells' candidate counts) a sum is worked out through one by one
/// at most; beyond, by bounds, until the cells have fewer candidates.
const EXACT_WAYS: u32 = 256;

/// The digits each of `cands` (one to [`EXACT`] cells) takes in some way of giving them
/// different digits adding up to `sum`: none for every cell when there is no way. The first
/// one or two cells' digits are tried in turn; the last two are paired without a search.
pub(super) fn support(cands: &[u16], sum: u16) -> [u16; EXACT] {
    let mut keep = [0; EXACT];
    match *cands {
        [a] => keep[0] = a & digit_bit(sum),
        [a, b] => (keep[0], keep[1]) = pair_support(Mirrored::of(a), Mirrored::of(b), sum),
        [a, b, c] => {
            let (b, c) = (Mirrored::of(b), Mirrored::of(c));
            for (x, dx) in bits(a).take_while(|&(_, d)| d < sum) {
                let x = Mirrored::digit(x, dx);
                let (kb, kc) = pair_support(b.without(x), c.without(x), sum - dx);
                if kb != 0 {
                    keep[0] |= x.set;
                    keep[1] |= kb;
                    keep[2] |= kc;
                }
            }
        }
        [a, b, c, d] => {
            let (c, d) = (Mirrored::of(c), Mirrored::of(d));
            for (x, dx) in bits(a).take_while(|&(_, d)| d < sum) {
                for (y, dy) in bits(b & !x).take_while(|&(_, d)| dx + d < sum) {
                    let used = Mirrored::digit(x, dx).with(Mirrored::digit(y, dy));
                    let (kc, kd) = pair_support(c.without(used), d.without(used), sum - dx - dy);
                    if kc != 0 {
                        keep[0] |= x;
                        keep[1] |= y;
                        keep[2] |= kc;
                        keep[3] |= kd;
                    }
                }
            }
        }
        // Longer sums are narrowed by their bounds instead.
        _ => debug_assert!(cands.is_empty(), "{} cells", cands.len()),
    }
    keep
}

/// Digits as bits (digit `d` is bit `d - 1`) and mirrored (digit `d` at bit `16 - d`),
/// where a shift finds their partners in a sum ([`partners`]): the mirror is made once a
/// cell, not once a pair tried.
#[derive(Clone, Copy)]
struct Mirrored {
    set: u16,
    mirror: u16,
}

impl Mirrored {
    fn of(set: u16) -> Self {
        Mirrored {
            set,
            mirror: set.reverse_bits(),
        }
    }

    /// Digit `d`, whose bit is `bit`.
    fn digit(bit: u16, d: u16) -> Self {
        Mirrored {
            set: bit,
            mirror: 1 << (16 - d),
        }
    }

    fn with(self, other: Self) -> Self {
        Mirrored {
            set: self.set | other.set,
            mirror: self.mirror | other.mirror,
        }
    }

    fn without(self, other: Self) -> Self {
        Mirrored {
            set: self.set & !other.set,
            mirror: self.mirror & !other.mirror,
        }
    }
}

/// The digits of `a` and of `b` two different cells adding up to `sum` may take: each digit
/// whose partner, the sum less it, is another digit and one of the other cell's.
fn pair_support(a: Mirrored, b: Mirrored, sum: u16) -> (u16, u16) {
    let twin = if sum % 2 == 0 { digit_bit(sum / 2) } else { 0 };
    (
        a.set & partners(b, sum) & !twin,
        b.set & partners(a, sum) & !twin,
    )
}

/// The partners of `digits` in pairs adding up to `sum`: digit `sum - d` for each digit
/// `d`, those from 1 to 16. Mirrored, digit `d`'s bit is at `16 - d`, `sum - 17` below where
/// its partner's belongs.
fn partners(digits: Mirrored, sum: u16) -> u16 {
    if sum >= 17 {
        digits.mirror.checked_shl(u32::from(sum - 17)).unwrap_or(0)
    } else {
        digits.mirror.checked_shr(u32::from(17 - sum)).unwrap_or(0)
    }
}

/// Digit `d`'s bit, none outside 1 to 16 (0: an empty cell).
pub(super) fn digit_bit(d: u16) -> u16 {
    match d {
        1..=16 => 1 << (d - 1),
        _ => 0,
    }
}

/// Each bit of `set`, lowest first, with its digit (bit `d - 1` is digit `d`).
fn bits(set: u16) -> impl Iterator<Item = (u16, u16)> {
    let mut rest = set;
    core::iter::from_fn(move || {
        let bit = rest & rest.wrapping_neg();
        rest &= rest.wrapping_sub(1);
        (bit != 0).then_some((bit, bit.trailing_zeros() as u16 + 1))
    })
}

/// The digits `lo` to `hi` as bits (none when `lo > hi`).
fn range_bits(lo: u16, hi: u16) -> u16 {
    if lo > hi {
        return 0;
    }
    let upto = |d: u16| if d >= 16 { u16::MAX } else { (1u16 << d) - 1 };
    upto(hi) & !upto(lo - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    /// What each cell takes in some way, found by trying every way: `chosen` the digits of
    /// the cells before `cands`.
    fn every_way(cands: &[u16], sum: u16, chosen: &mut Vec<u16>, keep: &mut [u16; EXACT]) {
        let Some((&first, rest)) = cands.split_first() else {
            let total: u16 = chosen.iter().map(|b| b.trailing_zeros() as u16 + 1).sum();
            let used = chosen.iter().fold(0, |u, &b| u | b);
            if total == sum && used.count_ones() as usize == chosen.len() {
                for (k, &b) in keep.iter_mut().zip(chosen.iter()) {
                    *k |= b;
                }
            }
            return;
        };
        for (bit, _) in bits(first) {
            chosen.push(bit);
            every_way(rest, sum, chosen, keep);
            chosen.pop();
        }
    }

    /// One to four cells worked out without trying every way keep what every way gives,
    /// on sixteen digits and on candidates drawn at random.
    #[test]
    fn sums_keep_what_every_way_gives() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for m in 1..=EXACT {
            for round in 0..300 {
                let r = next();
                // Few digits a cell, as sums meet them, and every digit in the first round.
                let cands: Vec<u16> = (0..m)
                    .map(|i| match round {
                        0 => u16::MAX,
                        _ => {
                            let few = (r >> (16 * i)) as u16 & (r >> (16 * i + 5)) as u16;
                            few | 1 << ((r >> (60 - i)) % 16)
                        }
                    })
                    .collect();
                for sum in 0..=70 {
                    let mut keep = [0; EXACT];
                    every_way(&cands, sum, &mut Vec::new(), &mut keep);
                    assert_eq!(support(&cands, sum), keep, "{cands:x?} {sum}");
                }
            }
        }
        // Sixteen digits: 16 + 15 uses the top bit.
        let (all, fifteen) = (Mirrored::of(u16::MAX), Mirrored::of(1 << 14));
        assert_eq!(pair_support(all, fifteen, 31), (1 << 15, 1 << 14));
    }
}
