//! Sums of different digits: the ways a killer cage's cells, or a house's cells outside
//! the cages it holds whole (the 45 rule), make their total. A sum's open cells are worked
//! out way by way when the ways are few, else narrowed by the least and most their digits
//! make.

use super::layout::MAX_N;
use super::solve::VariantSolver;

impl VariantSolver {
    /// Cage `k`'s open cells narrowed to the digits some way of making its sum gives them.
    /// `None` on a contradiction, else whether a cell changed.
    pub(super) fn narrow_cage(&self, state: &mut [u16], k: usize) -> Option<bool> {
        let cells = self.cage(k).iter().map(|&c| usize::from(c));
        self.narrow_cells(state, cells, self.layout.cage_sum(k))
    }

    /// The cells of `house` outside the cages it holds whole, narrowed by what they add up to.
    pub(super) fn narrow_rest(&self, state: &mut [u16], h: usize) -> Option<bool> {
        self.narrow_cells(state, self.rest_cells(h), self.rest[h].1)
    }

    /// `cells` (different digits) add up to `sum`: the placed ones are taken off it, and the
    /// open ones narrowed by [`narrow_sum`](Self::narrow_sum).
    fn narrow_cells(
        &self,
        state: &mut [u16],
        cells: impl Iterator<Item = usize>,
        sum: u16,
    ) -> Option<bool> {
        let mut left = sum;
        let mut open = [0u8; MAX_N];
        let mut m = 0;
        for c in cells {
            if self.is_placed(state, c) {
                left = left.checked_sub(state[c].trailing_zeros() as u16 + 1)?;
            } else {
                open[m] = c as u8;
                m += 1;
            }
        }
        self.narrow_sum(state, &open[..m], left)
    }

    /// True when the ways of filling `cells` are few enough to try one by one: at most
    /// [`EXACT`] cells, and at most [`EXACT_WAYS`] ways before the sum prunes them.
    pub(super) fn few_ways(&self, state: &[u16], cells: &[u8]) -> bool {
        cells.len() <= EXACT
            && cells
                .iter()
                .try_fold(1u32, |ways, &c| {
                    let ways = ways * state[usize::from(c)].count_ones();
                    (ways <= EXACT_WAYS).then_some(ways)
                })
                .is_some()
    }

    /// `cells` (different digits, none placed) add up to `sum`: each keeps the digits that
    /// some way of doing so gives it, when there are two or the ways are few
    /// ([`few_ways`](Self::few_ways)), or those its bounds allow.
    fn narrow_sum(&self, state: &mut [u16], cells: &[u8], sum: u16) -> Option<bool> {
        let m = cells.len();
        if m == 0 {
            return (sum == 0).then_some(false);
        }
        let mut cands = [0u16; MAX_N];
        for (slot, &c) in cands.iter_mut().zip(cells) {
            *slot = state[usize::from(c)];
        }
        let mut keep = [0u16; MAX_N];
        if m == 2 {
            // Two cells, the most common, without a search.
            (keep[0], keep[1]) = pair_support(cands[0], cands[1], sum);
        } else if self.few_ways(state, cells) {
            let mut chosen = [0u16; MAX_N];
            if !support(&cands[..m], 0, 0, sum, &mut chosen, &mut keep) {
                return None;
            }
        } else {
            let lowest = |x: u16| x.trailing_zeros() as u16 + 1;
            let highest = |x: u16| 16 - x.leading_zeros() as u16;
            let least: u16 = cands[..m].iter().map(|&x| lowest(x)).sum();
            let most: u16 = cands[..m].iter().map(|&x| highest(x)).sum();
            if sum < least || sum > most {
                return None;
            }
            for i in 0..m {
                // This cell's digit is the sum less what the others make.
                let lo = sum.saturating_sub(most - highest(cands[i]));
                let hi = sum - (least - lowest(cands[i]));
                keep[i] = range_bits(lo.max(1), hi.min(16));
            }
        }
        let mut changed = false;
        for (i, &c) in cells.iter().enumerate() {
            let c = usize::from(c);
            let narrowed = state[c] & keep[i];
            if narrowed == 0 {
                return None;
            }
            changed |= narrowed != state[c];
            state[c] = narrowed;
        }
        Some(changed)
    }
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

/// The ways of giving `cands[i..]` different digits (not in `used`) adding up to `left`:
/// each cell's digit in some way goes into `keep`, until `keep` holds every candidate.
/// True if there is a way.
pub(super) fn support(
    cands: &[u16],
    i: usize,
    used: u16,
    left: u16,
    chosen: &mut [u16; MAX_N],
    keep: &mut [u16; MAX_N],
) -> bool {
    if i == cands.len() {
        if left != 0 {
            return false;
        }
        for (k, &c) in keep.iter_mut().zip(&chosen[..i]) {
            *k |= c;
        }
        return true;
    }
    if i + 1 == cands.len() {
        // The last cell's digit is what is left.
        let bit = match left {
            1..=16 => 1u16 << (left - 1),
            _ => return false,
        };
        if cands[i] & !used & bit == 0 {
            return false;
        }
        chosen[i] = bit;
        for (k, &c) in keep.iter_mut().zip(&chosen[..=i]) {
            *k |= c;
        }
        return true;
    }
    let mut any = false;
    let mut rest = cands[i] & !used;
    while rest != 0 {
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let d = bit.trailing_zeros() as u16 + 1;
        if d > left {
            break;
        }
        chosen[i] = bit;
        if support(cands, i + 1, used | bit, left - d, chosen, keep) {
            if keep.iter().zip(cands).all(|(&k, &c)| k == c) {
                // Every candidate has a way: no other way can add one.
                return true;
            }
            any = true;
        }
    }
    any
}

/// What [`support`] keeps of two cells `a` and `b` adding up to `sum`: each digit of `a`
/// and what the sum leaves for `b`, when `b` may take it.
fn pair_support(a: u16, b: u16, sum: u16) -> (u16, u16) {
    let mut keep = (0, 0);
    for (bit, d) in bits(a) {
        let other = match sum.checked_sub(d) {
            Some(o @ 1..=16) if o != d => 1u16 << (o - 1),
            _ => continue,
        };
        if b & other != 0 {
            keep.0 |= bit;
            keep.1 |= other;
        }
    }
    keep
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

    /// Two cells worked out without a search keep what the search keeps.
    #[test]
    fn pairs_keep_what_the_ways_keep() {
        for a in (1..1u16 << 9).step_by(3) {
            for b in (1..1u16 << 9).step_by(7) {
                for sum in 2..=18 {
                    let (mut chosen, mut keep) = ([0; MAX_N], [0; MAX_N]);
                    support(&[a, b], 0, 0, sum, &mut chosen, &mut keep);
                    assert_eq!(
                        pair_support(a, b, sum),
                        (keep[0], keep[1]),
                        "{a:b} {b:b} {sum}"
                    );
                }
            }
        }
        // Sixteen digits: 16 + 15 uses the top bit.
        assert_eq!(pair_support(u16::MAX, 1 << 14, 31), (1 << 15, 1 << 14));
    }
}
