//! A grid with its pencil marks, the sets of cells its patterns are built from, and the
//! order in which the patterns are tried.

use super::{Step, basic};
use crate::sudoku::grid::Grid;
use crate::sudoku::solver::SolveError;
use crate::sudoku::units::{CELLS, PEERS, UNITS};

/// The highest rating of a pattern technique ([`PencilMarks::next_step`]), in tenths: above it,
/// chains.
pub(super) const PATTERNS_HIGHEST: u8 = 64;

/// A grid with its pencil marks (candidates), for logical solving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PencilMarks {
    pub(super) grid: Grid,
    pub(super) cand: [u16; CELLS],
}

/// A set of cells, bit `c` for cell `c`.
pub type Cells = u128;

/// The set of the cells `cells`.
pub(super) fn cell_set(cells: impl IntoIterator<Item = usize>) -> Cells {
    cells.into_iter().fold(0, |m, c| m | 1 << c)
}

/// The peers of each cell as a set.
pub(super) const PEER_SETS: [Cells; CELLS] = {
    let mut sets = [0; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut i = 0;
        while i < PEERS[c].len() {
            sets[c] |= 1 << PEERS[c][i];
            i += 1;
        }
        c += 1;
    }
    sets
};

/// The cells of each unit (indexed like `UNITS`) as a set.
pub(super) const UNIT_SETS: [Cells; 27] = {
    let mut sets = [0; 27];
    let mut u = 0;
    while u < 27 {
        let mut i = 0;
        while i < 9 {
            sets[u] |= 1 << UNITS[u][i];
            i += 1;
        }
        u += 1;
    }
    sets
};

/// The peers of `cell` as a set.
pub(super) fn peers(cell: usize) -> Cells {
    PEER_SETS[cell]
}

/// The `k`-subsets of the set bits of `mask` (k ≤ 4), as masks.
pub(super) fn subsets_of(mask: u16, k: usize) -> impl Iterator<Item = u16> {
    let mut bits = [0u8; 16];
    let mut n = 0;
    for b in (0..16).filter(|b| mask & 1 << b != 0) {
        bits[n] = b;
        n += 1;
    }
    basic::Subsets::new(n, k).map(move |m| {
        (0..n)
            .filter(|i| m & 1 << i != 0)
            .fold(0u16, |s, i| s | 1 << bits[i])
    })
}

/// The cells of a set, in order.
pub(super) fn members(set: Cells) -> impl Iterator<Item = usize> + Clone {
    let mut rest = set;
    core::iter::from_fn(move || {
        let c = rest.trailing_zeros() as usize;
        rest &= rest.wrapping_sub(1);
        (c < 128).then_some(c)
    })
}

/// Bits `0..9` of a candidate mask as digits `1..=9`.
pub(super) fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (0..9u8)
        .filter(move |d| mask & (1 << d) != 0)
        .map(|d| d + 1)
}

impl PencilMarks {
    /// Pencil marks for `puzzle`: every digit not seen by a cell's peers.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, PencilMarks, SolveError};
    ///
    /// let mut cells = [0u8; 81];
    /// cells[0] = 5;
    /// let marks = PencilMarks::new(&Grid::from_cells(cells).unwrap())?;
    /// assert_eq!(marks.candidates(0), 0); // filled
    /// assert_eq!(marks.candidates(1), 0x1ff & !(1 << 4)); // a peer: anything but 5
    /// assert_eq!(marks.candidates(80), 0x1ff); // not a peer
    /// cells[1] = 5;
    /// let twice = PencilMarks::new(&Grid::from_cells(cells).unwrap());
    /// assert!(matches!(twice, Err(SolveError::Conflict(c)) if c.digit == 5));
    /// # Ok::<(), SolveError>(())
    /// ```
    pub fn new(puzzle: &Grid) -> Result<PencilMarks, SolveError> {
        if let Some(c) = puzzle.first_conflict() {
            return Err(SolveError::Conflict(c));
        }
        let mut logic = PencilMarks {
            grid: Grid::EMPTY,
            cand: [0x1ff; CELLS],
        };
        for (cell, &v) in puzzle.cells().iter().enumerate() {
            if v != 0 {
                logic.place(cell, v);
            }
        }
        Ok(logic)
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Candidates of `cell` (bit `d - 1` for digit `d`; 0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    pub(super) fn place(&mut self, cell: usize, digit: u8) {
        self.grid.put(cell, digit);
        self.cand[cell] = 0;
        let bit = 1u16 << (digit - 1);
        for &p in PEERS[cell].iter() {
            self.cand[p as usize] &= !bit;
        }
    }

    /// Applies a step found by [`PencilMarks::next_step`] or [`Chains::next_step`](super::Chains::next_step).
    pub fn apply(&mut self, step: &Step) {
        if let Some((cell, digit)) = step.placement {
            self.place(cell as usize, digit);
        }
        self.remove_candidates(&step.removals);
    }

    /// Removes candidates known to be wrong: bit `d - 1` of `removals[cell]` for digit `d`
    /// (what earlier steps removed, say).
    pub fn remove_candidates(&mut self, removals: &[u16; CELLS]) {
        for (c, &r) in self.cand.iter_mut().zip(removals.iter()) {
            *c &= !r;
        }
    }

    /// The next step by the easiest pattern technique that makes progress (up to aligned
    /// pair exclusion, SE 6.2), or `None` when none applies or the grid is full. Chains are
    /// [`Chains::next_step`](super::Chains::next_step)'s.
    pub fn next_step(&self) -> Option<Step> {
        self.full_house()
            .or_else(|| self.hidden_single())
            .or_else(|| self.locking(true))
            .or_else(|| self.hidden_subset(2, true))
            .or_else(|| self.naked_single())
            .or_else(|| self.hidden_subset(3, true))
            .or_else(|| self.locking(false))
            .or_else(|| self.naked_subset(2))
            .or_else(|| self.fish(2))
            .or_else(|| self.hidden_subset(2, false))
            .or_else(|| self.naked_subset(3))
            .or_else(|| self.fish(3))
            .or_else(|| self.hidden_subset(3, false))
            .or_else(|| self.two_strong_links())
            .or_else(|| self.xy_wing(false))
            .or_else(|| self.xy_wing(true))
            .or_else(|| self.unique_loop())
            .or_else(|| self.naked_subset(4))
            .or_else(|| self.fish(4))
            .or_else(|| self.hidden_subset(4, false))
            .or_else(|| self.strong_links(3))
            .or_else(|| self.big_wing(4))
            .or_else(|| self.bug())
            .or_else(|| self.strong_links(4))
            .or_else(|| self.big_wing(5))
            .or_else(|| self.aligned_exclusion(2))
    }

    /// Places of digit `bit` in unit `u` as a 9-bit mask over the unit's cells.
    pub(super) fn places(&self, u: usize, bit: u16) -> u16 {
        let mut m = 0;
        for (i, &cell) in UNITS[u].iter().enumerate() {
            if self.cand[cell as usize] & bit != 0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// The cells holding candidate `bit`.
    pub(super) fn holding(&self, bit: u16) -> Cells {
        (0..CELLS).fold(0, |m, c| {
            if self.cand[c] & bit != 0 {
                m | 1 << c
            } else {
                m
            }
        })
    }

    /// Empty cells of unit `u`.
    pub(super) fn empty_in(&self, u: usize) -> u32 {
        UNITS[u]
            .iter()
            .filter(|&&c| self.grid.get(c as usize) == 0)
            .count() as u32
    }
}
