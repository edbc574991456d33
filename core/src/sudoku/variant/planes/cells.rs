//! Sets of cells as bits, as wide as the grid: a `u64` up to 64 cells, a `u128` up to
//! 128, else [`Wide`] words of 64 bits.
//!
//! The planes' search is written once over [`Cells`]; up to 8×8 takes one machine word,
//! a 9×9 two, a 12×12 three, a 16×16 four.

use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of cells as bits: cell `c` is bit `c`.
pub(in crate::sudoku::variant) trait Cells:
    Copy
    + PartialEq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No cell.
    const NONE: Self;

    /// The 64-bit words of [`AllCells`] this width reads.
    const WORDS: usize;

    /// The cells of `all` (the solver's masks, which are [`AllCells`] wide), at this width.
    fn of(all: &AllCells) -> Self;

    /// Cell `c` alone.
    fn cell(c: usize) -> Self;

    /// Whether cell `c` is in the set.
    fn has(self, c: usize) -> bool;

    /// The lowest cell (the set is not empty).
    fn lowest(self) -> usize;

    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;

    /// Whether the set holds two cells or more.
    fn several(self) -> bool;

    /// Written into `words`, 16 cells a word, the lowest first.
    fn save(self, words: &mut [u16]);

    /// Read back from words [`save`](Self::save) wrote.
    fn load(words: &[u16]) -> Self;

    /// Whether the set is empty.
    fn is_empty(self) -> bool {
        self == Self::NONE
    }

    /// The cells, lowest first.
    fn iter(self) -> CellsIter<Self> {
        CellsIter(self)
    }
}

/// The cells of a set, lowest first.
pub(in crate::sudoku::variant) struct CellsIter<C>(C);

impl<C: Cells> Iterator for CellsIter<C> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            return None;
        }
        let c = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(c)
    }
}

/// A machine integer as a set of cells: `u64` up to 64 cells, `u128` up to 128.
macro_rules! cells_of_int {
    ($int:ty, $words:expr) => {
        impl Cells for $int {
            const NONE: $int = 0;
            const WORDS: usize = $words;

            fn of(all: &AllCells) -> $int {
                let words = all.0[..$words].iter().enumerate();
                words.fold(0, |cells, (i, &w)| cells | <$int>::from(w) << (64 * i))
            }

            fn cell(c: usize) -> $int {
                1 << c
            }

            fn has(self, c: usize) -> bool {
                self >> c & 1 != 0
            }

            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }

            fn without_lowest(self) -> $int {
                self & self.wrapping_sub(1)
            }

            fn several(self) -> bool {
                self.without_lowest() != 0
            }

            // By shifts, not through bytes: a set's bytes written one by one and read back
            // whole waited on each other.
            fn save(self, words: &mut [u16]) {
                for (i, w) in words.iter_mut().take(4 * $words).enumerate() {
                    *w = (self >> (16 * i)) as u16;
                }
            }

            fn load(words: &[u16]) -> $int {
                let words = words.iter().take(4 * $words).enumerate();
                words.fold(0, |cells, (i, &w)| cells | <$int>::from(w) << (16 * i))
            }
        }
    };
}

cells_of_int!(u64, 1);
cells_of_int!(u128, 2);

/// A set of cells in `W` words of 64 bits, for grids over 128 cells.
///
/// ```text
/// cell 0 ........ cell 63 | cell 64 ........ cell 127 | cell 128 ...
///        word 0           |          word 1           |   word 2
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::sudoku::variant) struct Wide<const W: usize>(pub(super) [u64; W]);

/// The widest set: every cell of a 16×16 grid. The solver keeps its masks so, and each
/// search reads them at its own width.
pub(in crate::sudoku::variant) type AllCells = Wide<4>;

impl<const W: usize> BitAnd for Wide<W> {
    type Output = Wide<W>;

    fn bitand(mut self, other: Wide<W>) -> Wide<W> {
        self &= other;
        self
    }
}

impl<const W: usize> BitOr for Wide<W> {
    type Output = Wide<W>;

    fn bitor(mut self, other: Wide<W>) -> Wide<W> {
        self |= other;
        self
    }
}

impl<const W: usize> BitXor for Wide<W> {
    type Output = Wide<W>;

    fn bitxor(mut self, other: Wide<W>) -> Wide<W> {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a ^= b;
        }
        self
    }
}

impl<const W: usize> Not for Wide<W> {
    type Output = Wide<W>;

    fn not(mut self) -> Wide<W> {
        for a in &mut self.0 {
            *a = !*a;
        }
        self
    }
}

impl<const W: usize> BitAndAssign for Wide<W> {
    fn bitand_assign(&mut self, other: Wide<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
    }
}

impl<const W: usize> BitOrAssign for Wide<W> {
    fn bitor_assign(&mut self, other: Wide<W>) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

impl<const W: usize> Cells for Wide<W> {
    const NONE: Wide<W> = Wide([0; W]);
    const WORDS: usize = W;

    fn of(all: &AllCells) -> Wide<W> {
        let mut cells = [0; W];
        cells.copy_from_slice(&all.0[..W]);
        Wide(cells)
    }

    fn cell(c: usize) -> Wide<W> {
        let mut cells = [0; W];
        cells[c / 64] = 1 << (c % 64);
        Wide(cells)
    }

    fn has(self, c: usize) -> bool {
        self.0[c / 64] >> (c % 64) & 1 != 0
    }

    fn lowest(self) -> usize {
        let mut words = self.0.iter().enumerate();
        words
            .find(|&(_, &w)| w != 0)
            .map_or(64 * W, |(i, w)| 64 * i + w.trailing_zeros() as usize)
    }

    fn without_lowest(mut self) -> Wide<W> {
        if let Some(w) = self.0.iter_mut().find(|w| **w != 0) {
            *w &= *w - 1;
        }
        self
    }

    fn several(self) -> bool {
        // Two cells in one word, or one in a word after one that had some.
        let (mut some, mut several) = (0u64, 0u64);
        for w in self.0 {
            several |= w & w.wrapping_sub(1) | w & 0u64.wrapping_sub(u64::from(some != 0));
            some |= w;
        }
        several != 0
    }

    fn is_empty(self) -> bool {
        self.0.iter().fold(0, |any, &w| any | w) == 0
    }

    fn save(self, words: &mut [u16]) {
        for (chunk, w) in words.chunks_mut(4).zip(self.0) {
            for (i, out) in chunk.iter_mut().enumerate() {
                *out = (w >> (16 * i)) as u16;
            }
        }
    }

    fn load(words: &[u16]) -> Wide<W> {
        let mut cells = [0; W];
        for (w, chunk) in cells.iter_mut().zip(words.chunks(4)) {
            let parts = chunk.iter().enumerate();
            *w = parts.fold(0, |w, (i, &part)| w | u64::from(part) << (16 * i));
        }
        Wide(cells)
    }
}

impl<const W: usize> Wide<W> {
    /// Cell `c` added.
    pub(super) fn insert(&mut self, c: usize) {
        self.0[c / 64] |= 1 << (c % 64);
    }

    /// Cell `c` taken out.
    pub(super) fn remove(&mut self, c: usize) {
        self.0[c / 64] &= !(1 << (c % 64));
    }

    /// The cells of `other` in its first `words` words added (the rest, which a narrower
    /// grid leaves empty, not read).
    pub(super) fn add_first(&mut self, other: &Wide<W>, words: usize) {
        for (a, b) in self.0.iter_mut().zip(&other.0).take(words) {
            *a |= b;
        }
    }
}

impl AllCells {
    /// Every cell below `cells`.
    pub(in crate::sudoku::variant) fn below(cells: usize) -> AllCells {
        let mut words = [0; 4];
        for (i, w) in words.iter_mut().enumerate() {
            *w = match cells.saturating_sub(64 * i) {
                0 => 0,
                k if k >= 64 => u64::MAX,
                k => (1 << k) - 1,
            };
        }
        Wide(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each width answers as the `u128` does on the cells both hold.
    #[test]
    fn widths_agree_on_their_cells() {
        let sets = [
            0u128,
            1,
            1 << 127,
            0b1011 << 60,
            u128::MAX,
            1 << 64 | 1 << 3,
        ];
        for &a in &sets {
            let wide = Wide([a as u64, (a >> 64) as u64, 0, 0]);
            assert_eq!(u128::of(&wide), a);
            let three: Wide<3> = Cells::of(&wide);
            assert_eq!(three.several(), a.several(), "{a:#x}");
            assert_eq!(
                three.iter().collect::<std::vec::Vec<_>>(),
                a.iter().collect::<std::vec::Vec<_>>()
            );
            let mut words = [0u16; 12];
            three.save(&mut words);
            assert_eq!(<Wide<3>>::load(&words), three);
            let mut narrow = [0u16; 8];
            a.save(&mut narrow);
            assert_eq!(&words[..8], &narrow[..]);
            assert_eq!(u128::load(&narrow), a);
        }
        let high: Wide<4> = Cells::cell(200);
        assert_eq!(
            (high.lowest(), high.has(200), high.has(199)),
            (200, true, false)
        );
        assert!(!high.several() && (high | Cells::cell(3)).several());
        assert_eq!(AllCells::below(144).0, [u64::MAX, u64::MAX, 0xffff, 0]);
        assert_eq!(AllCells::below(256).0, [u64::MAX; 4]);
    }
}
