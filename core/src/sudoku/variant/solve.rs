//! Solving any variant grid: candidates as bit sets, naked and hidden singles in every house,
//! killer's cage sums narrowing their cells, then the cell with the fewest candidates, depth
//! first. Each level of the search keeps a copy of the grid's candidates in the room the
//! caller lends ([`room_words`]), so the stack stays small whatever the size.

use core::fmt;

use super::layout::{At, House, Layout, MAX_CAGES, MAX_CELLS, MAX_HOUSES, MAX_N, row_col};
#[cfg(feature = "fast-variants")]
use super::planes::{self, Cells};
use super::sums::digit_bit;
use crate::random;
use crate::sudoku::rate::Level;
#[cfg(feature = "fast-variants")]
use crate::sudoku::{CELLS, Solver};
use rand_core::Rng;

/// Words (`u16`) of room a search of `layout` may use: one level for each cell and the
/// start, each the cells' candidates and a bit per cell. 9×9: 7,134 words (14 KB); 16×16:
/// 69,904 (137 KB); 4×4: 289.
///
/// ```
/// use jiugong_core::sudoku::variant::{Layout, room_words};
/// assert_eq!(room_words(&Layout::classic(9)?), 82 * (81 + 6));
/// assert_eq!(room_words(&Layout::classic(16)?), 69_904);
/// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
/// ```
pub fn room_words(layout: &Layout) -> usize {
    room_for(layout.n())
}

/// [`room_words`] for any layout of side `n`.
///
/// ```
/// use jiugong_core::sudoku::variant::room_for;
/// assert_eq!(room_for(7), 50 * (49 + 4));
/// ```
pub const fn room_for(n: u8) -> usize {
    let cells = n as usize * n as usize;
    (cells + 1) * stride(cells)
}

/// Words of one level: the candidates of each cell, then the placed cells as bits.
pub(super) const fn stride(cells: usize) -> usize {
    cells + cells.div_ceil(16)
}

/// Why a variant puzzle cannot be searched, or has no single solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The givens are not `n`×`n` long.
    Cells {
        /// Givens given.
        given: usize,
        /// Cells of the grid.
        needed: usize,
    },
    /// A given is not a digit of the grid (1 to `n`).
    Digit(At),
    /// Two givens repeat a digit in a house.
    Repeat {
        /// The digit.
        digit: u8,
        /// The house.
        house: House,
        /// The second of the two.
        at: At,
    },
    /// Two givens repeat a digit in a cage.
    CageRepeat {
        /// The digit.
        digit: u8,
        /// The second of the two.
        at: At,
    },
    /// A cage's givens add up to more than its sum, or fill it to another sum.
    CageOver(At),
    /// The givens are consistent but no solution exists.
    NoSolution,
    /// More than one solution exists.
    MultipleSolutions,
    /// The room lent is smaller than [`room_words`].
    Room {
        /// Words lent.
        lent: usize,
        /// Words needed.
        needed: usize,
    },
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            VariantError::Cells { given, needed } => {
                write!(f, "{given} cells given for a grid of {needed}")
            }
            VariantError::Digit(at) => write!(
                f,
                "the digit at {at} is not one of the grid's (1 to {})",
                at.n
            ),
            VariantError::Repeat { digit, house, at } => {
                write!(f, "the givens repeat {digit} in {house} (at {at})")
            }
            VariantError::CageRepeat { digit, at } => {
                write!(f, "the givens repeat {digit} in the cage at {at}")
            }
            VariantError::CageOver(at) => {
                write!(f, "the givens in the cage at {at} do not fit its sum")
            }
            VariantError::NoSolution => f.write_str("the puzzle has no solution"),
            VariantError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
            VariantError::Room { lent, needed } => {
                write!(f, "the search needs {needed} words of room, {lent} lent")
            }
        }
    }
}

impl core::error::Error for VariantError {}

/// A solver for one layout: its houses worked out once, then any number of puzzles on it.
///
/// ```
/// use jiugong_core::sudoku::variant::{Layout, VariantSolver, room_words};
///
/// // Sudoku X on 4×4: two givens and the diagonals fix the rest.
/// let layout = Layout::classic(4)?.with_diagonals()?;
/// let mut solver = VariantSolver::new(&layout);
/// let mut room = vec![0u16; room_words(&layout)];
/// #[rustfmt::skip]
/// let givens = [
///     1, 0, 0, 0,
///     0, 0, 0, 0,
///     0, 0, 0, 0,
///     0, 0, 0, 2,
/// ];
/// let mut out = [0u8; 16];
/// assert_eq!(solver.count(&givens, 2, &mut room, Some(&mut out))?, 2);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct VariantSolver {
    pub(super) layout: Layout,
    pub(super) n: usize,
    pub(super) cells: usize,
    pub(super) full: u16,
    pub(super) houses: usize,
    pub(super) house_cells: [[u8; MAX_N]; MAX_HOUSES],
    /// Each cell's houses (at most 6: row, column, region, two diagonals, a window).
    pub(super) cell_houses: [[u8; 6]; MAX_CELLS],
    pub(super) cell_house_count: [u8; MAX_CELLS],
    /// Each cell's houses as bits (at most 54 houses).
    pub(super) cell_house_mask: [u64; MAX_CELLS],
    /// Each cage's cells (those of cage `k` are `cage_cells[cage_start[k]..cage_start[k+1]]`).
    pub(super) cage_cells: [u8; MAX_CELLS],
    pub(super) cage_start: [u16; MAX_CELLS + 1],
    /// Each open branch: its cell and the digits not yet tried.
    pub(super) branch: [(u8, u16); MAX_CELLS + 1],
    /// Each house's cells outside the cages it holds whole (bits of its cells, in
    /// `house_cells` order) and what they add up to; (0, 0) for a house that holds none.
    pub(super) rest: [(u16, u16); MAX_HOUSES],
    /// The last search ran out of nodes.
    pub(super) gave_up: bool,
    /// The cages a house holds whole add up to more than the house: no solution.
    pub(super) impossible: bool,
    /// Each house's cells as bits, for the search by [`planes`].
    #[cfg(feature = "fast-variants")]
    pub(super) plane_houses: [planes::AllCells; MAX_HOUSES],
    /// Each house's overlaps (the houses it shares two cells or more with), for planes.
    #[cfg(feature = "fast-variants")]
    pub(super) overlaps: [Houses; MAX_HOUSES],
    /// Every cell of the grid as bits.
    #[cfg(feature = "fast-variants")]
    pub(super) plane_cells: planes::AllCells,
    /// Each cell's peers as bits, for planes.
    #[cfg(feature = "fast-variants")]
    pub(super) plane_peers: [planes::AllCells; MAX_CELLS],
    /// The givens last searched by planes.
    #[cfg(feature = "fast-variants")]
    pub(super) given: planes::GivenPlanes,
    /// The classic 9×9's search, by the classic solver.
    #[cfg(feature = "fast-variants")]
    classic: Solver,
}

impl VariantSolver {
    /// A solver on no grid at all, built by [`reset`](Self::reset): what an idle
    /// [`VariantMaker`](super::VariantMaker) holds.
    pub(super) const UNBUILT: VariantSolver = VariantSolver {
        layout: Layout::NONE,
        n: 0,
        cells: 0,
        full: 0,
        houses: 0,
        house_cells: [[0; MAX_N]; MAX_HOUSES],
        cell_houses: [[0; 6]; MAX_CELLS],
        cell_house_count: [0; MAX_CELLS],
        cell_house_mask: [0; MAX_CELLS],
        cage_cells: [0; MAX_CELLS],
        cage_start: [0; MAX_CELLS + 1],
        branch: [(0, 0); MAX_CELLS + 1],
        rest: [(0, 0); MAX_HOUSES],
        gave_up: false,
        impossible: false,
        #[cfg(feature = "fast-variants")]
        plane_houses: [planes::AllCells::NONE; MAX_HOUSES],
        #[cfg(feature = "fast-variants")]
        overlaps: [0; MAX_HOUSES],
        #[cfg(feature = "fast-variants")]
        plane_cells: planes::AllCells::NONE,
        #[cfg(feature = "fast-variants")]
        plane_peers: [planes::AllCells::NONE; MAX_CELLS],
        #[cfg(feature = "fast-variants")]
        given: planes::GivenPlanes::NONE,
        #[cfg(feature = "fast-variants")]
        classic: Solver::new(),
    };

    /// A solver for puzzles on `layout`.
    pub fn new(layout: &Layout) -> VariantSolver {
        let mut s = VariantSolver {
            layout: layout.clone(),
            ..VariantSolver::UNBUILT
        };
        s.build();
        s
    }

    /// This solver made a solver for puzzles on `layout`, in place: as [`new`](Self::new)
    /// makes one, without building (and zeroing) its 37.5 KB again (7.5 KB in the
    /// calculators' builds, without the fast variants), nor anything when the layout is
    /// the one it has — for many puzzles on many layouts, one solver.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, VariantSolver, room_words};
    ///
    /// let mut solver = VariantSolver::new(&Layout::classic(9)?);
    /// let small = Layout::classic(4)?;
    /// solver.reset(&small);
    /// let mut room = vec![0u16; room_words(&small)];
    /// let givens = [0u8; 16];
    /// assert_eq!(solver.count(&givens, 2, &mut room, None)?, 2);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn reset(&mut self, layout: &Layout) {
        if self.layout == *layout {
            return;
        }
        // Killers on the same grid (a file of them) differ in their cages alone.
        let cages_alone =
            self.layout.cages() > 0 && layout.cages() > 0 && self.layout.same_houses(layout);
        self.layout.clone_from(layout);
        if cages_alone {
            self.build_cages();
        } else {
            self.build();
        }
    }

    /// Everything the layout decides: its houses' cells, each cell's houses, and what its
    /// cages do ([`build_cages`](Self::build_cages)).
    fn build(&mut self) {
        let s = &mut *self;
        let layout = &s.layout;
        s.n = usize::from(layout.n());
        s.cells = layout.cells();
        s.full = if layout.n() >= 16 {
            u16::MAX
        } else {
            (1 << layout.n()) - 1
        };
        s.houses = layout.houses();
        // Rows, columns and regions in one pass over the grid: a cell's are houses
        // `r`, `n + c` and `2n` + its region, in that order.
        let mut filled = [0u8; MAX_N];
        for cell in 0..s.cells {
            let (r, c) = row_col(s.n, cell);
            let g = usize::from(layout.region_of(cell));
            s.house_cells[r][c] = cell as u8;
            s.house_cells[s.n + c][r] = cell as u8;
            s.house_cells[2 * s.n + g][usize::from(filled[g])] = cell as u8;
            filled[g] += 1;
            let own = [r, s.n + c, 2 * s.n + g];
            s.cell_houses[cell][..3].copy_from_slice(&own.map(|h| h as u8));
            s.cell_house_count[cell] = 3;
            s.cell_house_mask[cell] = own.iter().fold(0, |m, &h| m | 1 << h);
        }
        // The extra houses (diagonals, windows) from the layout.
        for h in 3 * s.n..s.houses {
            layout.house_cells(h, &mut s.house_cells[h]);
            for &c in &s.house_cells[h][..s.n] {
                let c = usize::from(c);
                s.cell_houses[c][usize::from(s.cell_house_count[c])] = h as u8;
                s.cell_house_count[c] += 1;
                s.cell_house_mask[c] |= 1 << h;
            }
        }
        self.build_cages();
        // The planes' masks, for the layouts that take them.
        #[cfg(feature = "fast-variants")]
        if self.by_planes() {
            planes::build_masks(self);
            self.given = planes::GivenPlanes::NONE;
        }
    }

    /// What the layout's cages decide, its houses built: the cages' cells, the 45 rule's
    /// rest of each house, and whether the cages add up to more than their houses.
    fn build_cages(&mut self) {
        let s = self;
        let layout = &s.layout;
        let cages = layout.cages();
        s.gave_up = false;
        s.impossible = false;
        s.cage_start[..=cages].fill(0);
        // Each cage's cells together, in the order of the grid: the cages' sizes, then
        // where each starts.
        for c in 0..s.cells {
            if let Some(k) = layout.cage_of(c) {
                s.cage_start[k + 1] += 1;
            }
        }
        for k in 0..cages {
            s.cage_start[k + 1] += s.cage_start[k];
        }
        let mut next = s.cage_start;
        for c in 0..s.cells {
            if let Some(k) = layout.cage_of(c) {
                s.cage_cells[usize::from(next[k])] = c as u8;
                next[k] += 1;
            }
        }
        // The 45 rule's rest of each house: its cells outside the cages it holds whole.
        let mut inside = [0u16; MAX_HOUSES];
        for h in 0..s.houses {
            s.rest[h].0 = s.full;
        }
        for k in 0..cages {
            let cage = s.cage(k);
            let holding = cage
                .iter()
                .fold(u64::MAX, |m, &c| m & s.cell_house_mask[usize::from(c)]);
            let mut houses = if cage.is_empty() { 0 } else { holding };
            while houses != 0 {
                let h = houses.trailing_zeros() as usize;
                houses &= houses - 1;
                for &c in
                    &s.cage_cells[usize::from(s.cage_start[k])..usize::from(s.cage_start[k + 1])]
                {
                    let i = s.house_cells[h][..s.n]
                        .iter()
                        .position(|&x| x == c)
                        .unwrap_or(0);
                    s.rest[h].0 &= !(1 << i);
                }
                inside[h] += layout.cage_sum(k);
            }
        }
        let total = (s.n * (s.n + 1) / 2) as u16;
        for (rest, &inside) in s.rest.iter_mut().zip(&inside).take(s.houses) {
            // Cages that add up to more than their house: no solution.
            s.impossible |= inside > total;
            *rest = if inside > 0 {
                (rest.0, total.saturating_sub(inside))
            } else {
                (0, 0)
            };
        }
    }

    /// The layout this solves.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Counts the solutions of `givens` (each cell's digit, 0 for empty, row by row) up to
    /// `limit`, writing the first into `first` when given.
    pub fn count(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        first: Option<&mut [u8]>,
    ) -> Result<u32, VariantError> {
        self.search(givens, limit, room, first, None, u64::MAX)
    }

    /// As [`count`](Self::count), giving up (`None`) after `nodes` branches.
    pub fn count_within(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        nodes: u64,
    ) -> Result<Option<u32>, VariantError> {
        let found = self.search(givens, limit, room, None, None, nodes)?;
        Ok((!self.gave_up).then_some(found))
    }

    /// The one solution of `givens`, written into `out`; an error when there is none or
    /// more than one.
    pub fn solve_unique(
        &mut self,
        givens: &[u8],
        room: &mut [u16],
        out: &mut [u8],
    ) -> Result<(), VariantError> {
        match self.count(givens, 2, room, Some(out))? {
            0 => Err(VariantError::NoSolution),
            1 => Ok(()),
            _ => Err(VariantError::MultipleSolutions),
        }
    }

    /// A solution of `givens` drawn at random (the digits tried in a shuffled order), written
    /// into `out`; false when there is none. With no givens: a random solved grid.
    pub fn random_solution<R: Rng + ?Sized>(
        &mut self,
        givens: &[u8],
        room: &mut [u16],
        out: &mut [u8],
        mut rng: &mut R,
    ) -> Result<bool, VariantError> {
        // `&mut R` is an `Rng` of known size, whatever `R` is (`dyn Rng` too).
        Ok(self.search(givens, 1, room, Some(out), Some(&mut rng), u64::MAX)? == 1)
    }

    /// As [`random_solution`](Self::random_solution), giving up (false) after `nodes`
    /// branches: for drawing layouts, where one with no solution can take long to prove so.
    pub fn random_solution_within<R: Rng + ?Sized>(
        &mut self,
        givens: &[u8],
        room: &mut [u16],
        out: &mut [u8],
        mut rng: &mut R,
        nodes: u64,
    ) -> Result<bool, VariantError> {
        Ok(self.search(givens, 1, room, Some(out), Some(&mut rng), nodes)? == 1)
    }

    /// The search behind `count` and the random draws: on the classic 9×9 with nothing
    /// drawn, the classic solver's; by digit planes where the layout takes them (a draw the
    /// same grid, as it takes the same steps); else [`by_cells`](Self::by_cells).
    fn search(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        first: Option<&mut [u8]>,
        rng: Option<&mut dyn Rng>,
        nodes: u64,
    ) -> Result<u32, VariantError> {
        #[cfg(feature = "fast-variants")]
        {
            if rng.is_none() && self.by_classic() {
                return self.search_classic(givens, limit, room, first);
            }
            if self.by_planes() {
                return self.search_by_planes(givens, limit, room, first, rng, nodes);
            }
        }
        self.by_cells(givens, limit, room, first, rng, nodes)
    }

    /// Whether this layout's search, when it draws no random grid, is the classic solver's:
    /// the classic 9×9, in builds with the fast variants.
    pub(super) fn by_classic(&self) -> bool {
        cfg!(feature = "fast-variants") && self.layout.is_classic_9()
    }

    /// [`search`](Self::search) with no random draw on the classic 9×9, by the classic
    /// solver: the same solutions, several times sooner, never given up (its hardest
    /// puzzles take milliseconds).
    #[cfg(feature = "fast-variants")]
    fn search_classic(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &[u16],
        first: Option<&mut [u8]>,
    ) -> Result<u32, VariantError> {
        self.gave_up = false;
        self.check_lent(givens, room)?;
        let cells: &[u8; CELLS] = givens.try_into().map_err(|_| VariantError::Cells {
            given: givens.len(),
            needed: CELLS,
        })?;
        // The classic solver refuses a digit twice in a house, and reads only a byte's
        // low bits: the givens are checked (and the error said) only then, or past 9.
        match self.classic.count_first(cells, limit as usize, first) {
            Some(found) if cells.iter().all(|&d| d <= 9) => Ok(found as u32),
            _ => self.check_givens(givens).map(|()| 0),
        }
    }

    /// The search a cell at a time, for any layout.
    pub(super) fn by_cells(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        mut first: Option<&mut [u8]>,
        mut rng: Option<&mut dyn Rng>,
        mut nodes: u64,
    ) -> Result<u32, VariantError> {
        let (cells, stride) = (self.cells, stride(self.cells));
        self.gave_up = false;
        if !self.start(givens, room)? || self.impossible {
            return Ok(0);
        }
        let start = &mut room[..stride];
        let (most, hidden) = self.search_steps(rng.is_some());
        if !self.propagate_with(start, most, &[], hidden) || limit == 0 {
            return Ok(0);
        }
        let mut found = 0;
        let mut top = 0;
        let mut examine = true;
        loop {
            if examine {
                let state = &room[top * stride..(top + 1) * stride];
                match self.choose(state) {
                    None => {
                        found += 1;
                        if found == 1
                            && let Some(out) = first.as_deref_mut()
                        {
                            for (o, &m) in out.iter_mut().zip(&state[..cells]) {
                                *o = m.trailing_zeros() as u8 + 1;
                            }
                        }
                        if found >= limit {
                            return Ok(found);
                        }
                    }
                    Some(cell) => {
                        self.branch[top] = (cell as u8, state[cell]);
                        top += 1;
                    }
                }
            }
            // The next digit of the deepest open branch.
            loop {
                let Some((cell, bit)) = self.next_digit(&mut top, rng.as_deref_mut(), &mut nodes)
                else {
                    return Ok(found);
                };
                room.copy_within((top - 1) * stride..top * stride, top * stride);
                let state = &mut room[top * stride..(top + 1) * stride];
                state[usize::from(cell)] = bit;
                if self.propagate_with(state, most, &[], hidden) {
                    examine = true;
                    break;
                }
            }
        }
    }

    /// The steps the cell-major search takes at each node, `drawing` a random grid or not:
    /// the most level (singles, or locked candidates too) and whether the singles are
    /// hidden ones too.
    pub(super) fn search_steps(&self, drawing: bool) -> (Level, bool) {
        // Drawing a random grid on boxes, the singles alone: locked candidates cost more
        // than the few wrong turns they save (on jigsaw pieces they save more). Up to 12×12
        // with no windows, naked singles alone: a draw of 9×9 takes 240 K instructions
        // instead of 480 K (12×12: 0.9 M instead of 1.6 M), where windoku's and 16×16's
        // draws take two to five times longer without hidden singles.
        let drawing = drawing && !self.layout.is_jigsaw();
        let most = if drawing { Level::Easy } else { Level::Medium };
        (most, !drawing || self.layout.has_windows() || self.n > 12)
    }

    /// The next digit to try at the deepest open branch of the `top` in
    /// [`branch`](Self::branch), those with no digit left dropped: its cell and the digit's
    /// bit, taken off the branch's untried digits (drawn from `rng` when drawing, else the
    /// lowest), and a node taken from `nodes`. `None` when no branch is left, or when no
    /// node is (and then `gave_up` is set). Both searches branch so.
    pub(super) fn next_digit<'r>(
        &mut self,
        top: &mut usize,
        rng: Option<&mut (dyn Rng + 'r)>,
        nodes: &mut u64,
    ) -> Option<(u8, u16)> {
        loop {
            let (cell, untried) = self.branch[top.checked_sub(1)?];
            if untried == 0 {
                *top -= 1;
                continue;
            }
            let bit = match rng {
                Some(rng) => nth_bit(untried, random::below(rng, untried.count_ones())),
                None => untried & untried.wrapping_neg(),
            };
            self.branch[*top - 1].1 &= !bit;
            if *nodes == 0 {
                self.gave_up = true;
                return None;
            }
            *nodes -= 1;
            return Some((cell, bit));
        }
    }

    /// The search's first level in `room`: each given placed, every other cell open
    /// ([`place_givens`](Self::place_givens), false when one is left with no digit); an
    /// error for givens or room a search cannot take.
    fn start(&self, givens: &[u8], room: &mut [u16]) -> Result<bool, VariantError> {
        self.check_search(givens, room)?;
        Ok(self.place_givens(givens, &mut room[..stride(self.cells)]))
    }

    /// An error for givens or room a search cannot take.
    pub(super) fn check_search(&self, givens: &[u8], room: &[u16]) -> Result<(), VariantError> {
        self.check_lent(givens, room)?;
        self.check_givens(givens)
    }

    /// An error for givens not `n`×`n` long, or room shorter than a search may use.
    pub(super) fn check_lent(&self, givens: &[u8], room: &[u16]) -> Result<(), VariantError> {
        let (cells, stride) = (self.cells, stride(self.cells));
        if givens.len() != cells {
            return Err(VariantError::Cells {
                given: givens.len(),
                needed: cells,
            });
        }
        let needed = (cells + 1) * stride;
        if room.len() < needed {
            return Err(VariantError::Room {
                lent: room.len(),
                needed,
            });
        }
        Ok(())
    }

    /// An error for a given past the grid's digits.
    pub(super) fn check_digits(&self, givens: &[u8]) -> Result<(), VariantError> {
        let n = self.layout.n();
        match givens.iter().position(|&d| d > n) {
            Some(c) => Err(VariantError::Digit(At { cell: c as u8, n })),
            None => Ok(()),
        }
    }

    /// Typed errors for givens that break a rule before any search.
    pub(super) fn check_givens(&self, givens: &[u8]) -> Result<(), VariantError> {
        let n = self.layout.n();
        let at = |cell: usize| At {
            cell: cell as u8,
            n,
        };
        // No givens (a killer's, as players expect them): nothing to break.
        if givens.iter().all(|&d| d == 0) {
            return Ok(());
        }
        self.check_digits(givens)?;
        for h in 0..self.houses {
            let mut seen = 0u16;
            for &c in &self.house_cells[h][..self.n] {
                let d = givens[usize::from(c)];
                if d > 0 {
                    let bit = 1 << (d - 1);
                    if seen & bit != 0 {
                        return Err(VariantError::Repeat {
                            digit: d,
                            house: self.layout.house(h),
                            at: at(usize::from(c)),
                        });
                    }
                    seen |= bit;
                }
            }
        }
        for k in 0..self.layout.cages() {
            let (mut seen, mut sum, mut empty) = (0u16, 0u16, 0);
            for &c in self.cage(k) {
                let d = givens[usize::from(c)];
                if d == 0 {
                    empty += 1;
                    continue;
                }
                let bit = 1 << (d - 1);
                if seen & bit != 0 {
                    return Err(VariantError::CageRepeat {
                        digit: d,
                        at: at(usize::from(c)),
                    });
                }
                seen |= bit;
                sum += u16::from(d);
            }
            let target = self.layout.cage_sum(k);
            if sum > target || (empty == 0 && sum != target) {
                return Err(VariantError::CageOver(at(usize::from(self.cage(k)[0]))));
            }
        }
        Ok(())
    }

    pub(super) fn cage(&self, k: usize) -> &[u8] {
        &self.cage_cells[usize::from(self.cage_start[k])..usize::from(self.cage_start[k + 1])]
    }

    /// The unplaced cell with the fewest candidates, or `None` when every cell is placed.
    fn choose(&self, state: &[u16]) -> Option<usize> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for w in 0..self.cells.div_ceil(16) {
            let mut open = self.open_of_word(state, w);
            while open != 0 {
                let c = 16 * w + open.trailing_zeros() as usize;
                open &= open - 1;
                let k = state[c].count_ones();
                if k < fewest {
                    (best, fewest) = (Some(c), k);
                    if k == 2 {
                        return best;
                    }
                }
            }
        }
        best
    }

    /// Places `cell`'s one candidate: gone from every other cell of its houses and its cage,
    /// whose houses join `changed`, but for `cell`'s own: the digit is placed there, so
    /// no other digit lost a place in them unless `cell` had other candidates, whose
    /// houses the caller marks then. False on a cell left with none.
    pub(super) fn place(&self, state: &mut [u16], cell: usize, changed: &mut Houses) -> bool {
        let bit = state[cell];
        let own = self.cell_house_mask[cell];
        state[self.cells + cell / 16] |= 1 << (cell % 16);
        // The cell keeps a candidate while its houses lose `bit`; any other cell left with
        // none is a contradiction.
        state[cell] = u16::MAX;
        let mut none = false;
        let mut lose = |o: u8| {
            let o = usize::from(o);
            let m = state[o];
            if m & bit != 0 {
                state[o] = m ^ bit;
                *changed |= self.cell_house_mask[o] & !own;
                none |= m == bit;
            }
        };
        for &h in &self.cell_houses[cell][..usize::from(self.cell_house_count[cell])] {
            self.house_cells[usize::from(h)][..self.n]
                .iter()
                .for_each(|&o| lose(o));
        }
        if let Some(k) = self.layout.cage_of(cell) {
            self.cage(k).iter().for_each(|&o| lose(o));
        }
        state[cell] = bit;
        !none
    }

    /// Whether the easy steps alone (singles, cages' sums) fill in `givens`, givens that
    /// break no rule: what a [`grade`](Self::grade) capped at [`Level::Easy`] solves,
    /// sooner. `taken`: cells just taken from givens the easy steps filled in; once the
    /// steps place them again, the rest follows as it did then (each step only needs
    /// fewer candidates), so the steps stop there.
    pub(super) fn easy_fills(&mut self, givens: &[u8], taken: &[usize]) -> bool {
        #[cfg(feature = "fast-variants")]
        if self.by_planes() {
            return self.easy_fills_by_planes(givens, taken);
        }
        self.easy_fills_by_cells(givens, taken)
    }

    /// [`easy_fills`](Self::easy_fills) a cell at a time, for any layout.
    pub(super) fn easy_fills_by_cells(&self, givens: &[u8], taken: &[usize]) -> bool {
        let mut marks = [0u16; stride(MAX_CELLS)];
        let state = &mut marks[..stride(self.cells)];
        if self.impossible || !self.place_givens(givens, state) {
            return false;
        }
        // Most cells taken early in a dig come back by one single, with no steps before it.
        if !taken.is_empty() && taken.iter().all(|&c| self.single_at_once(state, c)) {
            return true;
        }
        if !self.propagate_until(state, Level::Easy, taken) {
            return false;
        }
        self.all_placed(state) || self.reached(state, taken)
    }

    /// Whether an open `cell` of `state` is a single: a naked one (one candidate left) or a
    /// hidden one (a candidate with no other place in one of its houses).
    fn single_at_once(&self, state: &[u16], cell: usize) -> bool {
        let m = state[cell];
        m & m.wrapping_sub(1) == 0
            || self.houses_of_cell(cell).iter().any(|&h| {
                let elsewhere = self.house_cells[usize::from(h)][..self.n]
                    .iter()
                    .filter(|&&o| usize::from(o) != cell)
                    .fold(0, |has, &o| has | state[usize::from(o)]);
                m & !elsewhere != 0
            })
    }

    /// `givens` (breaking no rule) placed in `state`, a level of the search: each open cell
    /// without the digits given in its houses and its cage. False when that leaves a cell
    /// with none.
    pub(super) fn place_givens(&self, givens: &[u8], state: &mut [u16]) -> bool {
        state[self.cells..].fill(0);
        if givens.iter().all(|&d| d == 0) {
            state[..self.cells].fill(self.full);
            return true;
        }
        // The digits given in each house and each cage.
        let mut given = [0u16; MAX_HOUSES];
        let mut caged = [0u16; MAX_CAGES];
        for (c, &d) in givens.iter().enumerate().filter(|&(_, &d)| d > 0) {
            let bit = digit_bit(u16::from(d));
            for &h in self.houses_of_cell(c) {
                given[usize::from(h)] |= bit;
            }
            if let Some(k) = self.layout.cage_of(c) {
                caged[k] |= bit;
            }
            state[c] = bit;
            state[self.cells + c / 16] |= 1 << (c % 16);
        }
        for (c, _) in givens.iter().enumerate().filter(|&(_, &d)| d == 0) {
            let houses = self.houses_of_cell(c);
            let mut taken = houses.iter().fold(0, |t, &h| t | given[usize::from(h)]);
            if let Some(k) = self.layout.cage_of(c) {
                taken |= caged[k];
            }
            state[c] = self.full & !taken;
            if state[c] == 0 {
                return false;
            }
        }
        true
    }

    /// The houses `cell` is in.
    pub(super) fn houses_of_cell(&self, cell: usize) -> &[u8] {
        &self.cell_houses[cell][..usize::from(self.cell_house_count[cell])]
    }

    /// The cells of house `h` outside the cages it holds whole (none when it holds none).
    pub(super) fn rest_cells(&self, h: usize) -> impl Iterator<Item = usize> + '_ {
        let mut mask = self.rest[h].0;
        core::iter::from_fn(move || {
            let i = mask.trailing_zeros() as usize;
            mask &= mask.wrapping_sub(1);
            (i < 16).then(|| usize::from(self.house_cells[h][i]))
        })
    }

    /// Every house of the grid, as bits.
    pub(super) fn all_houses(&self) -> Houses {
        u64::MAX >> (64 - self.houses)
    }

    /// The open cells `16 × w` to `16 × w + 15` of `state`, as bits: the cells are read
    /// sixteen at a time from the placed cells' word `w`.
    pub(super) fn open_of_word(&self, state: &[u16], w: usize) -> u16 {
        let last = (self.cells - 16 * w).min(16);
        !state[self.cells + w] & (u16::MAX >> (16 - last))
    }

    pub(super) fn is_placed(&self, state: &[u16], c: usize) -> bool {
        state[self.cells + c / 16] & (1 << (c % 16)) != 0
    }

    /// Whether every cell of `state` is placed.
    pub(super) fn all_placed(&self, state: &[u16]) -> bool {
        let placed: u32 = state[self.cells..].iter().map(|w| w.count_ones()).sum();
        placed as usize == self.cells
    }

    /// Whether `goal` names cells and every one of them is placed.
    fn reached(&self, state: &[u16], goal: &[usize]) -> bool {
        !goal.is_empty() && goal.iter().all(|&c| self.is_placed(state, c))
    }

    /// The easy steps (singles, cages' sums) until nothing changes; above [`Level::Easy`],
    /// the 45 rule with them, then locked candidates and again. False on a contradiction.
    pub(super) fn propagate(&self, state: &mut [u16], most: Level) -> bool {
        self.propagate_until(state, most, &[])
    }

    /// [`propagate`](Self::propagate), stopping (true) once the cells of `goal` (if any)
    /// are placed.
    pub(super) fn propagate_until(&self, state: &mut [u16], most: Level, goal: &[usize]) -> bool {
        self.propagate_with(state, most, goal, true)
    }

    /// [`propagate_until`](Self::propagate_until), with hidden singles only when `hidden`.
    fn propagate_with(&self, state: &mut [u16], most: Level, goal: &[usize], hidden: bool) -> bool {
        let medium = most > Level::Easy;
        // The houses whose cells lost a candidate since their hidden singles were looked for.
        let mut touched = self.all_houses();
        loop {
            if self.reached(state, goal) {
                return true;
            }
            // Every cell placed, each without its peers' digits: the cages' sums are all
            // that is left to check (a house's rest adds up once its cages do).
            if self.all_placed(state) {
                return (0..self.layout.cages()).all(|k| self.narrow_cage(state, k).is_some());
            }
            let mut changed = false;
            // Naked singles (and a cell left with none: a contradiction), among the open
            // cells, sixteen at a time.
            for w in 0..self.cells.div_ceil(16) {
                let mut open = self.open_of_word(state, w);
                while open != 0 {
                    let c = 16 * w + open.trailing_zeros() as usize;
                    open &= open - 1;
                    let m = state[c];
                    if m & m.wrapping_sub(1) != 0 {
                        continue;
                    }
                    if m == 0 || !self.place(state, c, &mut touched) {
                        return false;
                    }
                    changed = true;
                }
            }
            // Naked singles until there are none: the houses they touch are looked at
            // once, after them all.
            if changed {
                continue;
            }
            // Hidden singles: a digit with one place left in a house, placed at once, until
            // no house that lost a candidate has one.
            if !hidden {
                touched = 0;
            }
            while touched != 0 {
                let h = touched.trailing_zeros() as usize;
                touched &= touched - 1;
                // Digits in one cell, in two or more, and the cells' single digits.
                let (mut once, mut twice, mut fixed) = (0u16, 0u16, 0u16);
                let cells = &self.house_cells[h][..self.n];
                for &c in cells {
                    let m = state[usize::from(c)];
                    twice |= once & m;
                    once |= m;
                    // Without a branch: which cells are singles is anyone's guess.
                    fixed |= m & u16::from(m & m.wrapping_sub(1) == 0).wrapping_neg();
                }
                if once != self.full {
                    return false;
                }
                let single = once & !twice & !fixed;
                if single == 0 {
                    continue;
                }
                for &c in cells {
                    let c = usize::from(c);
                    let bit = state[c] & single;
                    if bit != 0 {
                        if bit & bit.wrapping_sub(1) != 0 {
                            // Two digits whose one place is this cell.
                            return false;
                        }
                        // The cell's other digits lose a place in its houses.
                        state[c] = bit;
                        touched |= self.cell_house_mask[c];
                        if !self.place(state, c, &mut touched) {
                            return false;
                        }
                        changed = true;
                    }
                }
                if self.reached(state, goal) {
                    return true;
                }
            }
            // The sums are worked out once the singles are done: whatever the order, the
            // steps end on the same grid, and the singles are the cheap ones.
            if changed {
                continue;
            }
            // Cages: each open cell keeps the digits some way of making the sum uses.
            for k in 0..self.layout.cages() {
                match self.narrow_cage(state, k) {
                    None => return false,
                    Some(0) => {}
                    Some(houses) => {
                        touched |= houses;
                        changed = true;
                    }
                }
            }
            // The 45 rule: a house's cells outside the cages it holds whole add up to the
            // house's total less those cages' sums.
            for h in (0..self.houses).filter(|_| medium) {
                if self.rest[h].1 == 0 {
                    continue;
                }
                match self.narrow_rest(state, h) {
                    None => return false,
                    Some(0) => {}
                    Some(houses) => {
                        touched |= houses;
                        changed = true;
                    }
                }
            }
            if !changed {
                if !medium || self.all_placed(state) {
                    return true;
                }
                // Locked candidates, when the singles are done.
                match self.locked(state, |_, _| true) {
                    None => return false,
                    Some(false) => return true,
                    Some(true) => touched = self.all_houses(),
                }
            }
        }
    }

    /// Locked candidates: a digit whose places in one house (of those `from` takes, given
    /// the grid) all lie
    /// in another house too (a box and a row, a row and a jigsaw piece, a box and a diagonal
    /// …) is in none of that other house's cells outside the first. `None` on a
    /// contradiction, else whether a candidate went.
    pub(super) fn locked(
        &self,
        state: &mut [u16],
        mut from: impl FnMut(&[u16], usize) -> bool,
    ) -> Option<bool> {
        let mut changed = false;
        for h in 0..self.houses {
            if !from(state, h) {
                continue;
            }
            // Each digit's places in the house, and the houses they all lie in.
            let (mut places, mut shared) = ([0u8; MAX_N], [u64::MAX; MAX_N]);
            for &c in &self.house_cells[h][..self.n] {
                let mut digits = state[usize::from(c)];
                while digits != 0 {
                    let d = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    places[d] += 1;
                    shared[d] &= self.cell_house_mask[usize::from(c)];
                }
            }
            for d in 0..self.n {
                let bit = 1u16 << d;
                let mut common = shared[d] & !(1u64 << h);
                if places[d] < 2 || common == 0 {
                    continue;
                }
                while common != 0 {
                    let other = common.trailing_zeros() as usize;
                    common &= common - 1;
                    for &c in &self.house_cells[other][..self.n] {
                        let c = usize::from(c);
                        if self.cell_house_mask[c] & (1u64 << h) == 0 && state[c] & bit != 0 {
                            state[c] &= !bit;
                            if state[c] == 0 {
                                return None;
                            }
                            changed = true;
                        }
                    }
                }
            }
        }
        Some(changed)
    }
}

/// A set of a grid's houses (at most 54), as bits.
pub(super) type Houses = u64;

/// Bit `k` (0-based) among the bits set in `bits`.
fn nth_bit(mut bits: u16, k: u32) -> u16 {
    for _ in 0..k {
        bits &= bits - 1;
    }
    bits & bits.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;

    fn solver_for(layout: &Layout) -> (VariantSolver, std::vec::Vec<u16>) {
        (VariantSolver::new(layout), vec![0u16; room_words(layout)])
    }

    #[test]
    fn an_empty_grid_of_every_size_has_solutions() {
        for &(n, _, _) in &super::super::layout::BOXES {
            let layout = Layout::classic(n).unwrap().with_diagonals().unwrap();
            let (mut s, mut room) = solver_for(&layout);
            let mut out = vec![0u8; layout.cells()];
            assert_eq!(
                s.count(&vec![0; layout.cells()], 2, &mut room, Some(&mut out)),
                Ok(2),
                "{n}"
            );
        }
    }

    /// The solver's houses are the layout's, cell for cell and in order, and each cell's
    /// houses are those that hold it, for boxes of every size, X, windoku and pieces.
    #[test]
    fn the_solvers_houses_are_the_layouts() {
        let mut pieces = [0u8; 36];
        for (c, p) in pieces.iter_mut().enumerate() {
            // Each row its own piece, but r1c6 and r2c1 traded between the first two.
            *p = (c / 6) as u8;
        }
        pieces.swap(5, 6);
        let mut layouts: std::vec::Vec<Layout> = super::super::layout::BOXES
            .iter()
            .map(|&(n, _, _)| Layout::classic(n).unwrap().with_diagonals().unwrap())
            .collect();
        layouts.push(Layout::classic(9).unwrap().with_windows().unwrap());
        layouts.push(Layout::jigsaw(6, &pieces).unwrap());
        let mut s = VariantSolver::new(&layouts[0]);
        for layout in &layouts {
            s.reset(layout);
            let n = usize::from(layout.n());
            let mut cells = [0u8; MAX_N];
            for h in 0..layout.houses() {
                layout.house_cells(h, &mut cells);
                assert_eq!(s.house_cells[h][..n], cells[..n], "{layout:?} {h}");
            }
            for c in 0..layout.cells() {
                let holding: std::vec::Vec<u8> = (0..layout.houses())
                    .filter(|&h| s.house_cells[h][..n].contains(&(c as u8)))
                    .map(|h| h as u8)
                    .collect();
                assert_eq!(s.houses_of_cell(c), &holding[..], "{c}");
                let mask = holding.iter().fold(0u64, |m, &h| m | 1 << h);
                assert_eq!(s.cell_house_mask[c], mask, "{c}");
            }
        }
    }

    #[test]
    fn givens_that_repeat_are_named() {
        let layout = Layout::classic(6).unwrap();
        let (mut s, mut room) = solver_for(&layout);
        let mut givens = [0u8; 36];
        givens[0] = 3;
        givens[7] = 3; // r2c2, box 1
        assert_eq!(
            s.count(&givens, 2, &mut room, None),
            Err(VariantError::Repeat {
                digit: 3,
                house: House::Region(0),
                at: At { cell: 7, n: 6 }
            })
        );
        givens[7] = 7;
        assert_eq!(
            s.count(&givens, 2, &mut room, None),
            Err(VariantError::Digit(At { cell: 7, n: 6 }))
        );
        assert!(matches!(
            s.count(&givens, 2, &mut room[..10], None),
            Err(VariantError::Room { .. })
        ));
    }

    /// A solver reset from one killer to another on the same grid (its houses kept, its
    /// cages built again) holds what a new one does for the second, and answers as it does.
    #[test]
    fn killers_in_turn_are_solved_as_each_alone() {
        use super::super::{Recipe, generate, room_for};
        use rand_core::SeedableRng;
        let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(5);
        let mut room = vec![0u16; room_for(9)];
        for variants in ["killer", "killer,x", "jigsaw,killer"] {
            for n in [6, 9] {
                let Ok(recipe) = Recipe::named(variants, n) else {
                    continue;
                };
                let mut turns = VariantSolver::new(&Layout::classic(n).unwrap());
                for _ in 0..4 {
                    let puzzle = generate(&recipe, &mut rng, &mut room, None).unwrap();
                    let layout = &puzzle.layout;
                    turns.reset(layout);
                    let alone = VariantSolver::new(layout);
                    let cages = layout.cages();
                    assert_eq!(turns.rest[..turns.houses], alone.rest[..alone.houses]);
                    assert_eq!(turns.cage_start[..=cages], alone.cage_start[..=cages]);
                    assert_eq!(
                        turns.cage_cells[..layout.cells()],
                        alone.cage_cells[..layout.cells()]
                    );
                    assert_eq!(turns.impossible, alone.impossible);
                    let (mut a, mut b) = (vec![0u8; layout.cells()], vec![0u8; layout.cells()]);
                    let mut other = vec![0u16; room_for(n)];
                    let mut alone = alone;
                    assert_eq!(
                        turns.count(puzzle.givens(), 2, &mut room, Some(&mut a)),
                        alone.count(puzzle.givens(), 2, &mut other, Some(&mut b)),
                    );
                    assert_eq!(a, b);
                }
            }
        }
    }

    /// Found by fuzzing: cages that add up to more than the row holding them.
    #[test]
    fn cages_over_their_house_have_no_solution() {
        let mut layout = Layout::classic(4).unwrap();
        let mut cages = [0u8; 16];
        cages[..4].copy_from_slice(&[1, 1, 2, 2]);
        layout.set_cages(&cages, &[7, 7]).unwrap();
        let (mut s, mut room) = solver_for(&layout);
        assert_eq!(s.count(&[0; 16], 2, &mut room, None), Ok(0));
    }

    /// The classic 9×9 by the classic solver: puzzles emptied a cell at a time from drawn
    /// grids, the same counts and solutions as a cell at a time; givens or room a search
    /// cannot take, the same errors.
    #[cfg(feature = "fast-variants")]
    #[test]
    fn the_classic_solver_counts_as_the_cells_do() {
        use rand_core::{Rng, SeedableRng};
        let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(9);
        let layout = Layout::classic(9).unwrap();
        let (mut s, mut room) = solver_for(&layout);
        for _ in 0..8 {
            let mut givens = vec![0u8; 81];
            let drawn = s.random_solution_within(&[0; 81], &mut room, &mut givens, &mut rng, 99);
            assert_eq!(drawn, Ok(true));
            let mut order: std::vec::Vec<usize> = (0..81).collect();
            for i in (1..81).rev() {
                order.swap(i, rng.next_u32() as usize % (i + 1));
            }
            for &cell in &order {
                givens[cell] = 0;
                let (mut a, mut b) = ([0u8; 81], [0u8; 81]);
                let classic = s.search_classic(&givens, 2, &room, Some(&mut a));
                let cells = s.by_cells(&givens, 2, &mut room, Some(&mut b), None, u64::MAX);
                assert_eq!(classic, cells, "{givens:?}");
                if cells == Ok(1) {
                    assert_eq!(a, b, "{givens:?}");
                }
                if cells == Ok(2) {
                    break;
                }
            }
            // A digit past 9; a digit twice in a row, in a box.
            for (a, b, digit) in [(0, 0, 10), (0, 1, 5), (60, 80, 3)] {
                let mut wrong = givens.clone();
                (wrong[a], wrong[b]) = (digit, digit);
                let classic = s.search_classic(&wrong, 2, &room, None);
                let cells = s.by_cells(&wrong, 2, &mut room, None, None, u64::MAX);
                assert!(cells.is_err(), "{wrong:?}");
                assert_eq!(classic, cells, "{wrong:?}");
            }
        }
        assert!(matches!(
            s.count(&[0; 80], 2, &mut room, None),
            Err(VariantError::Cells { .. })
        ));
        assert!(matches!(
            s.count(&[0; 81], 2, &mut room[..10], None),
            Err(VariantError::Room { .. })
        ));
    }

    #[test]
    fn nth_bit_counts_from_the_lowest() {
        assert_eq!(nth_bit(0b1011_0000, 0), 0b1_0000);
        assert_eq!(nth_bit(0b1011_0000, 2), 0b1000_0000);
    }
}
