//! The rules of one variant grid: its size, its regions (boxes, or jigsaw pieces), the extra
//! houses (X's two diagonals, windoku's four windows) and killer's cages with their sums.
//!
//! A *house* is a set of `n` cells that holds each of the digits 1 to `n` once: every row,
//! column and region, and the diagonals or windows when the variant has them. A *cage*
//! holds no digit twice and its digits add up to its sum; it need not hold every digit.

use core::fmt;

/// The largest grid: 16×16 (digits 1 to 16).
pub const MAX_N: usize = 16;
/// The cells of the largest grid.
pub const MAX_CELLS: usize = MAX_N * MAX_N;
/// Houses at most: `n` rows, `n` columns, `n` regions, 2 diagonals and 4 windows.
pub const MAX_HOUSES: usize = 3 * MAX_N + 6;
/// Cages at most (numbered 1 to 255; 0 is "in no cage").
pub const MAX_CAGES: usize = 255;

/// The box shape of each classic size: rows and columns of a box (a 6×6 grid has boxes of
/// 2 rows and 3 columns, as printed puzzles and Simon Tatham's Solo have them).
pub const BOXES: [(u8, u8, u8); 6] = [
    (4, 2, 2),
    (6, 2, 3),
    (8, 2, 4),
    (9, 3, 3),
    (12, 3, 4),
    (16, 4, 4),
];

/// A house: a row, a column, a region, a diagonal or a window (all 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum House {
    /// A row, top to bottom.
    Row(u8),
    /// A column, left to right.
    Column(u8),
    /// A box or a jigsaw piece, numbered by its first cell in reading order.
    Region(u8),
    /// The main diagonal (0, top left to bottom right) or the anti-diagonal (1).
    Diagonal(u8),
    /// One of windoku's four windows, in reading order.
    Window(u8),
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            House::Row(i) => write!(f, "row {}", i + 1),
            House::Column(i) => write!(f, "column {}", i + 1),
            House::Region(i) => write!(f, "region {}", i + 1),
            House::Diagonal(0) => f.write_str("the main diagonal"),
            House::Diagonal(_) => f.write_str("the anti-diagonal"),
            House::Window(i) => write!(f, "window {}", i + 1),
        }
    }
}

/// A cell of an `n`×`n` grid by its row and column, 1-based: `r12c3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    /// The cell's index, row by row.
    pub cell: u8,
    /// The grid's side.
    pub n: u8,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = usize::from(self.n.max(1));
        let cell = usize::from(self.cell);
        write!(f, "r{}c{}", cell / n + 1, cell % n + 1)
    }
}

/// What makes a layout impossible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The side is not one of the sizes this handles (2 to 16), or boxes that do not tile it.
    Size(u8),
    /// The regions' table is not `n`×`n` long.
    RegionCells {
        /// Entries given.
        given: usize,
        /// Entries needed.
        needed: usize,
    },
    /// A region number is `n` or more.
    RegionNumber(At),
    /// A region does not hold `n` cells.
    RegionSize {
        /// The region's first cell.
        at: At,
        /// Its cells.
        cells: u8,
    },
    /// A region's cells are not joined side by side.
    RegionApart(At),
    /// X's diagonals on a grid smaller than 4×4, where they cannot hold every digit.
    DiagonalsTooSmall,
    /// Windoku's windows are those of the 9×9 grid.
    WindowsNeedNine,
    /// More than [`MAX_CAGES`] cages.
    TooManyCages,
    /// A cage of more cells than digits.
    CageTooBig(At),
    /// A cage's cells are not joined side by side.
    CageApart(At),
    /// No digits of the grid, each once, make the cage's sum in its cells.
    CageSum {
        /// The cage's first cell.
        at: At,
        /// Its sum.
        sum: u16,
        /// Its cells.
        cells: u8,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LayoutError::Size(n) => write!(
                f,
                "a {n}×{n} grid is not one this handles (4, 6, 8, 9, 12 or 16 with boxes; 2 to 16 jigsaw)"
            ),
            LayoutError::RegionCells { given, needed } => {
                write!(f, "{given} region numbers for the {needed} cells")
            }
            LayoutError::RegionNumber(at) => write!(f, "the region number at {at} is too large"),
            LayoutError::RegionSize { at, cells } => write!(
                f,
                "the region starting at {at} has {cells} cells, not {}",
                at.n
            ),
            LayoutError::RegionApart(at) => write!(f, "the region starting at {at} is in pieces"),
            LayoutError::DiagonalsTooSmall => {
                f.write_str("X's diagonals need a grid of 4×4 or more")
            }
            LayoutError::WindowsNeedNine => f.write_str("windoku's windows are on the 9×9 grid"),
            LayoutError::TooManyCages => write!(f, "more than {MAX_CAGES} cages"),
            LayoutError::CageTooBig(at) => write!(
                f,
                "the cage starting at {at} has more cells than there are digits"
            ),
            LayoutError::CageApart(at) => write!(f, "the cage starting at {at} is in pieces"),
            LayoutError::CageSum { at, sum, cells } => write!(
                f,
                "no {cells} different digits add up to {sum} (the cage starting at {at})"
            ),
        }
    }
}

impl core::error::Error for LayoutError {}

/// One variant grid's rules: its houses and its cages (no digits; those are the puzzle's).
///
/// ```
/// use jiugong_core::sudoku::variant::{House, Layout};
///
/// // Killer Sudoku X on 6×6: boxes of 2 rows and 3 columns, the diagonals, and a cage.
/// let mut layout = Layout::classic(6)?.with_diagonals()?;
/// let mut cages = [0u8; 36];
/// cages[0] = 1; // r1c1 and r1c2, adding up to 11: 5 and 6
/// cages[1] = 1;
/// layout.set_cages(&cages, &[11])?;
/// assert_eq!(layout.houses(), 6 * 3 + 2);
/// assert_eq!(layout.house(19), House::Diagonal(1));
/// assert_eq!(layout.cage_of(1), Some(0));
/// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
/// ```
#[derive(Clone, Debug, Eq)]
pub struct Layout {
    n: u8,
    /// A box's rows and columns; (0, 0) when the regions are a jigsaw.
    boxes: (u8, u8),
    region: [u8; MAX_CELLS],
    diagonals: bool,
    windows: bool,
    /// Each cell's cage, 1-based; 0 for none.
    cage: [u8; MAX_CELLS],
    sums: [u8; MAX_CAGES],
    cages: u8,
}

/// Equal when the grids, their houses and their cages are: the cells and cages past the
/// grid's are left unread (a solver's reset compares a layout with its own each time; on a
/// 4×4, 36 bytes of the 773).
impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        let cages = usize::from(self.cages);
        self.same_houses(other)
            && self.cages == other.cages
            && self.cage[..self.cells()] == other.cage[..other.cells()]
            && self.sums[..cages] == other.sums[..cages]
    }
}

impl Layout {
    /// No grid at all (side 0): what a [`VariantMaker`](super::VariantMaker) that refused
    /// its recipe holds.
    pub(super) const NONE: Layout = Layout::empty(0);

    /// The grid of side `box_rows` × `box_cols` cut into boxes of that many rows and
    /// columns (Solo's `CxR`: `2x3` is `boxes(2, 3)`, a 6×6 grid).
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    /// let layout = Layout::boxes(3, 4)?; // 12×12, boxes of 3 rows and 4 columns
    /// assert_eq!((layout.n(), layout.region_of(4), layout.region_of(12 * 3)), (12, 1, 3));
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub const fn boxes(box_rows: u8, box_cols: u8) -> Result<Layout, LayoutError> {
        let n = box_rows as u16 * box_cols as u16;
        if box_rows == 0 || box_cols == 0 || n < 2 || n > MAX_N as u16 {
            return Err(LayoutError::Size(if n > 255 { 255 } else { n as u8 }));
        }
        let mut layout = Layout::empty(n as u8);
        layout.boxes = (box_rows, box_cols);
        let (br, bc, nn) = (box_rows as usize, box_cols as usize, n as usize);
        // Row by row, counting the boxes off rather than dividing (a reader of Solo's IDs
        // makes a layout a puzzle); `while` loops: a const fn has no `for`. A band of
        // `br` rows holds `nn / bc = br` boxes.
        let (mut cell, mut first, mut rows) = (0, 0, 0);
        while cell < nn * nn {
            let (mut region, mut cols, end) = (first, 0, cell + nn);
            while cell < end {
                layout.region[cell] = region as u8;
                cell += 1;
                cols += 1;
                if cols == bc {
                    (region, cols) = (region + 1, 0);
                }
            }
            rows += 1;
            if rows == br {
                (first, rows) = (first + br, 0);
            }
        }
        Ok(layout)
    }

    /// The classic grid of side `n` (4, 6, 8, 9, 12 or 16), with the boxes of [`BOXES`].
    pub fn classic(n: u8) -> Result<Layout, LayoutError> {
        let &(_, r, c) = BOXES
            .iter()
            .find(|b| b.0 == n)
            .ok_or(LayoutError::Size(n))?;
        Layout::boxes(r, c)
    }

    /// The grid of side `n` (2 to 16) cut into the jigsaw pieces `regions` gives: each cell's
    /// piece, 0 to `n - 1`, row by row; each piece `n` cells joined side by side.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, LayoutError};
    /// #[rustfmt::skip]
    /// let pieces = [
    ///     0, 0, 0, 1,
    ///     2, 0, 1, 1,
    ///     2, 2, 3, 1,
    ///     2, 3, 3, 3,
    /// ];
    /// let layout = Layout::jigsaw(4, &pieces)?;
    /// assert!(layout.is_jigsaw());
    /// let mut apart = pieces;
    /// apart.swap(0, 15); // piece 0's corner and piece 3's
    /// assert!(matches!(Layout::jigsaw(4, &apart), Err(LayoutError::RegionApart(_))));
    /// # Ok::<(), LayoutError>(())
    /// ```
    pub fn jigsaw(n: u8, regions: &[u8]) -> Result<Layout, LayoutError> {
        Layout::jigsaw_checked(n, regions, true)
    }

    /// [`jigsaw`](Self::jigsaw) of pieces joined as they were found (each the cells a
    /// union-find joined side by side, as Solo's lines give them): that they are is not
    /// checked again.
    pub(super) fn joined_jigsaw(n: u8, regions: &[u8]) -> Result<Layout, LayoutError> {
        Layout::jigsaw_checked(n, regions, false)
    }

    /// [`jigsaw`](Self::jigsaw), checking that each piece is joined when `joins`.
    fn jigsaw_checked(n: u8, regions: &[u8], joins: bool) -> Result<Layout, LayoutError> {
        if !(2..=MAX_N as u8).contains(&n) {
            return Err(LayoutError::Size(n));
        }
        let nn = usize::from(n);
        if regions.len() != nn * nn {
            return Err(LayoutError::RegionCells {
                given: regions.len(),
                needed: nn * nn,
            });
        }
        let at = |cell: usize| At {
            cell: cell as u8,
            n,
        };
        let mut layout = Layout::empty(n);
        // Renumbered by first cell, so that equal layouts compare equal.
        let mut renumber = [u8::MAX; MAX_N];
        let mut next = 0;
        let mut sizes = [0u8; MAX_N];
        // Each piece's first cell, by its new number.
        let mut firsts = [0u8; MAX_N];
        for (cell, &r) in regions.iter().enumerate() {
            if r >= n {
                return Err(LayoutError::RegionNumber(at(cell)));
            }
            if renumber[usize::from(r)] == u8::MAX {
                renumber[usize::from(r)] = next;
                firsts[usize::from(next)] = cell as u8;
                next += 1;
            }
            let k = renumber[usize::from(r)];
            layout.region[cell] = k;
            sizes[usize::from(k)] += 1;
        }
        // Fewer pieces than n: another piece is too big, and named below.
        for (k, &size) in sizes.iter().enumerate().take(usize::from(next)) {
            let first = usize::from(firsts[k]);
            if usize::from(size) != nn {
                return Err(LayoutError::RegionSize {
                    at: at(first),
                    cells: size,
                });
            }
            if joins && !joined(n, first, nn, |c| usize::from(layout.region[c]) == k) {
                return Err(LayoutError::RegionApart(at(first)));
            }
        }
        if usize::from(next) != nn {
            // Some piece holds more than n cells; the first of them is named.
            let k = (0..nn).find(|&k| usize::from(sizes[k]) > nn).unwrap_or(0);
            let first = layout.region.iter().position(|&r| usize::from(r) == k);
            return Err(LayoutError::RegionSize {
                at: at(first.unwrap_or(0)),
                cells: sizes[k],
            });
        }
        Ok(layout)
    }

    const fn empty(n: u8) -> Layout {
        Layout {
            n,
            boxes: (0, 0),
            region: [0; MAX_CELLS],
            diagonals: false,
            windows: false,
            cage: [0; MAX_CELLS],
            sums: [0; MAX_CAGES],
            cages: 0,
        }
    }

    /// The same grid with X's two diagonals as houses.
    pub fn with_diagonals(mut self) -> Result<Layout, LayoutError> {
        if self.n < 4 {
            return Err(LayoutError::DiagonalsTooSmall);
        }
        self.diagonals = true;
        Ok(self)
    }

    /// The same grid with windoku's four windows as houses (9×9 only): the 3×3 squares
    /// whose top-left cells are r2c2, r2c6, r6c2 and r6c6.
    pub fn with_windows(mut self) -> Result<Layout, LayoutError> {
        if self.n != 9 {
            return Err(LayoutError::WindowsNeedNine);
        }
        self.windows = true;
        Ok(self)
    }

    /// Killer's cages: `cage` gives each cell's cage (1 to the number of cages; 0 for a cell
    /// in none), row by row, and `sums` each cage's sum. Each cage is joined side by side,
    /// holds at most `n` cells, and its sum is one that different digits can make.
    pub fn set_cages(&mut self, cage: &[u8], sums: &[u16]) -> Result<(), LayoutError> {
        self.set_cages_checked(cage, sums, true)
    }

    /// [`set_cages`](Self::set_cages) for cages joined as they were found (each the cells a
    /// union-find joined side by side, as Solo's lines give them): that they are is not
    /// checked again.
    pub(super) fn set_joined_cages(
        &mut self,
        cage: &[u8],
        sums: &[u16],
    ) -> Result<(), LayoutError> {
        self.set_cages_checked(cage, sums, false)
    }

    /// [`set_cages`](Self::set_cages), checking that each cage is joined when `joins`.
    fn set_cages_checked(
        &mut self,
        cage: &[u8],
        sums: &[u16],
        joins: bool,
    ) -> Result<(), LayoutError> {
        let (n, nn) = (self.n, usize::from(self.n));
        if cage.len() != nn * nn {
            return Err(LayoutError::RegionCells {
                given: cage.len(),
                needed: nn * nn,
            });
        }
        if sums.len() > MAX_CAGES {
            return Err(LayoutError::TooManyCages);
        }
        let at = |cell: usize| At {
            cell: cell as u8,
            n,
        };
        let mut cells = [0u16; MAX_CAGES];
        for (cell, &k) in cage.iter().enumerate() {
            if usize::from(k) > sums.len() {
                return Err(LayoutError::TooManyCages);
            }
            if k > 0 {
                cells[usize::from(k) - 1] += 1;
                if cells[usize::from(k) - 1] > u16::from(n) {
                    return Err(LayoutError::CageTooBig(at(cell)));
                }
            }
        }
        let apart = match joins {
            true => cages_apart(nn, cage),
            false => [0; MAX_CAGES.div_ceil(64)],
        };
        for (i, &sum) in sums.iter().enumerate() {
            let k = i as u8 + 1;
            let size = cells[i];
            if size == 0 {
                if sum != 0 {
                    // A sum for a cage of no cells.
                    return Err(LayoutError::CageSum {
                        at: At { cell: 0, n },
                        sum,
                        cells: 0,
                    });
                }
                continue;
            }
            let first = || cage.iter().position(|&c| c == k).unwrap_or(0);
            if apart[i / 64] >> (i % 64) & 1 != 0 {
                return Err(LayoutError::CageApart(at(first())));
            }
            let (least, most) = sum_range(u16::from(n), size);
            if sum < least || sum > most {
                return Err(LayoutError::CageSum {
                    at: at(first()),
                    sum,
                    cells: size as u8,
                });
            }
        }
        self.cage[..nn * nn].copy_from_slice(cage);
        self.cage[nn * nn..].fill(0);
        for (slot, &sum) in self.sums.iter_mut().zip(sums) {
            *slot = sum as u8; // at most 16 + 15 + … + 1 = 136
        }
        // Nothing of cages set before stays: a cage past the last has no sum.
        self.sums[sums.len()..].fill(0);
        self.cages = sums.len() as u8;
        Ok(())
    }

    /// Whether `other` has the same houses (its cages aside).
    pub(super) fn same_houses(&self, other: &Layout) -> bool {
        (self.n, self.boxes, self.diagonals, self.windows)
            == (other.n, other.boxes, other.diagonals, other.windows)
            && self.region[..self.cells()] == other.region[..other.cells()]
    }

    /// The grid's side: digits run from 1 to `n`.
    pub fn n(&self) -> u8 {
        self.n
    }

    /// The grid's cells, `n`×`n`.
    pub fn cells(&self) -> usize {
        usize::from(self.n) * usize::from(self.n)
    }

    /// The boxes' rows and columns, or `None` for a jigsaw.
    pub fn box_shape(&self) -> Option<(u8, u8)> {
        (self.boxes.0 > 0).then_some(self.boxes)
    }

    /// True for the classic 9×9: 3×3 boxes, no extra house, no cage.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    ///
    /// assert!(Layout::classic(9)?.is_classic_9());
    /// assert!(!Layout::classic(9)?.with_diagonals()?.is_classic_9());
    /// assert!(!Layout::classic(6)?.is_classic_9());
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn is_classic_9(&self) -> bool {
        self.n == 9
            && self.box_shape() == Some((3, 3))
            && !self.has_diagonals()
            && !self.has_windows()
            && self.cages() == 0
    }

    /// True when the regions are jigsaw pieces rather than boxes.
    pub fn is_jigsaw(&self) -> bool {
        self.boxes.0 == 0
    }

    /// True with X's diagonals.
    pub fn has_diagonals(&self) -> bool {
        self.diagonals
    }

    /// True with windoku's windows.
    pub fn has_windows(&self) -> bool {
        self.windows
    }

    /// The region (0 to `n - 1`) of `cell`.
    pub fn region_of(&self, cell: usize) -> u8 {
        self.region[cell]
    }

    /// The number of cages.
    pub fn cages(&self) -> usize {
        usize::from(self.cages)
    }

    /// The cage (0-based) holding `cell`, if any.
    pub fn cage_of(&self, cell: usize) -> Option<usize> {
        let k = *self.cage.get(cell)?;
        (k > 0).then(|| usize::from(k) - 1)
    }

    /// Cage `k`'s sum (0-based).
    pub fn cage_sum(&self, k: usize) -> u16 {
        u16::from(self.sums[k])
    }

    /// True when two different cells may not hold the same digit: they share a house
    /// (row, column, region, a diagonal, a window) or a cage.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    /// let x = Layout::classic(4)?.with_diagonals()?;
    /// assert!(x.sees(0, 5) && x.sees(0, 15) && x.sees(3, 6)); // r1c1–r2c2, corners, r1c4–r2c3
    /// assert!(!x.sees(0, 6) && !x.sees(0, 0)); // r1c1–r2c3, and a cell itself
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn sees(&self, a: usize, b: usize) -> bool {
        let n = usize::from(self.n);
        let ((ra, ca), (rb, cb)) = ((a / n, a % n), (b / n, b % n));
        let window = |r: usize, c: usize| {
            let inside = |i: usize| (1..4).contains(&i) || (5..8).contains(&i);
            (n == 9 && inside(r) && inside(c)).then_some((r / 4, c / 4))
        };
        a != b
            && (ra == rb
                || ca == cb
                || self.region[a] == self.region[b]
                || (self.diagonals
                    && ((ra == ca && rb == cb) || (ra + ca == n - 1 && rb + cb == n - 1)))
                || (self.windows && window(ra, ca).is_some_and(|w| window(rb, cb) == Some(w)))
                || self.cage_of(a).is_some_and(|k| self.cage_of(b) == Some(k)))
    }

    /// True when `cell`'s digit in `grid` (each cell's digit row by row, 0 for empty)
    /// breaks a rule: a cell it [`sees`](Self::sees) holds it too, or its cage is full
    /// and does not add up, or adds up to more than its sum already.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    /// let mut layout = Layout::classic(4)?;
    /// let mut cage = [0u8; 16];
    /// (cage[2], cage[3]) = (1, 1); // r1c3 and r1c4: 3
    /// layout.set_cages(&cage, &[3])?;
    /// let grid = [1, 0, 4, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    /// assert!(layout.in_conflict(&grid, 0) && layout.in_conflict(&grid, 5)); // box 1
    /// assert!(layout.in_conflict(&grid, 2)); // 4 alone is more than 3
    /// assert!(!layout.in_conflict(&grid, 1) && !layout.in_conflict(&grid, 3));
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn in_conflict(&self, grid: &[u8], cell: usize) -> bool {
        let d = grid[cell];
        if d == 0 {
            return false;
        }
        let cells = self.cells().min(grid.len());
        if (0..cells).any(|o| grid[o] == d && self.sees(cell, o)) {
            return true;
        }
        let Some(k) = self.cage_of(cell) else {
            return false;
        };
        let (mut sum, mut empty) = (0, false);
        for o in (0..cells).filter(|&o| self.cage_of(o) == Some(k)) {
            sum += u16::from(grid[o]);
            empty |= grid[o] == 0;
        }
        sum > self.cage_sum(k) || (!empty && sum != self.cage_sum(k))
    }

    /// The digits `cell` may still take in `grid` (bit `d - 1` for digit `d`): those no
    /// cell it [`sees`](Self::sees) holds; 0 for a filled cell. A player's pencil marks.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    /// let x = Layout::classic(4)?.with_diagonals()?;
    /// let grid = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0];
    /// assert_eq!(x.candidates(&grid, 15), 0b1100); // 1 on its diagonal, 2 in its row
    /// assert_eq!(x.candidates(&grid, 0), 0);
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn candidates(&self, grid: &[u8], cell: usize) -> u16 {
        if grid[cell] != 0 {
            return 0;
        }
        let full = if self.n >= 16 {
            u16::MAX
        } else {
            (1 << self.n) - 1
        };
        let cells = self.cells().min(grid.len());
        (0..cells)
            .filter(|&o| grid[o] != 0 && self.sees(cell, o))
            .fold(full, |m, o| m & !(1 << (grid[o] - 1)))
    }

    /// True when `solution` fills the grid by the rules and keeps every digit of `givens`.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::Layout;
    /// let layout = Layout::classic(4)?;
    /// let solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    /// let mut givens = [0u8; 16];
    /// givens[5] = 4;
    /// assert!(layout.solves(&givens, &solution));
    /// givens[5] = 1;
    /// assert!(!layout.solves(&givens, &solution));
    /// assert!(!layout.solves(&[0; 16], &[1; 16]));
    /// # Ok::<(), jiugong_core::sudoku::variant::LayoutError>(())
    /// ```
    pub fn solves(&self, givens: &[u8], solution: &[u8]) -> bool {
        let cells = self.cells();
        givens.len() >= cells
            && solution.len() >= cells
            && (0..cells).all(|c| {
                let d = solution[c];
                (1..=self.n).contains(&d)
                    && (givens[c] == 0 || givens[c] == d)
                    && !self.in_conflict(&solution[..cells], c)
            })
    }

    /// The houses: `n` rows, `n` columns, `n` regions, then the diagonals and windows.
    pub fn houses(&self) -> usize {
        3 * usize::from(self.n)
            + if self.diagonals { 2 } else { 0 }
            + if self.windows { 4 } else { 0 }
    }

    /// House `i`, in the order of [`houses`](Self::houses).
    pub fn house(&self, i: usize) -> House {
        let n = usize::from(self.n);
        match i {
            _ if i < n => House::Row(i as u8),
            _ if i < 2 * n => House::Column((i - n) as u8),
            _ if i < 3 * n => House::Region((i - 2 * n) as u8),
            _ if self.diagonals && i < 3 * n + 2 => House::Diagonal((i - 3 * n) as u8),
            _ => House::Window((i - 3 * n - if self.diagonals { 2 } else { 0 }) as u8),
        }
    }

    /// The cells of house `i`, `n` of them, written into `out`.
    pub fn house_cells(&self, i: usize, out: &mut [u8; MAX_N]) {
        let n = usize::from(self.n);
        let mut k = 0;
        let mut put = |cell: usize| {
            out[k] = cell as u8;
            k += 1;
        };
        match self.house(i) {
            House::Row(r) => (0..n).for_each(|c| put(usize::from(r) * n + c)),
            House::Column(c) => (0..n).for_each(|r| put(r * n + usize::from(c))),
            House::Region(g) => (0..n * n)
                .filter(|&cell| self.region[cell] == g)
                .for_each(&mut put),
            House::Diagonal(0) => (0..n).for_each(|r| put(r * n + r)),
            House::Diagonal(_) => (0..n).for_each(|r| put(r * n + n - 1 - r)),
            House::Window(w) => {
                let (top, left) = (1 + 4 * usize::from(w / 2), 1 + 4 * usize::from(w % 2));
                for r in top..top + 3 {
                    (left..left + 3).for_each(|c| put(r * 9 + c));
                }
            }
        }
    }
}

/// The least and the most `cells` different digits of 1 to `n` add up to.
pub fn sum_range(n: u16, cells: u16) -> (u16, u16) {
    let least = cells * (cells + 1) / 2;
    (least, cells * n - least + cells)
}

/// `cell`'s row and column on an `n`×`n` grid, found by a multiplication: the hot loops
/// that walk cells (digs by symmetry, jigsaw trades) spent more on dividing than on the
/// rest. With `2^16 / n` rounded up, the row comes out `cell / n` plus less than
/// `256 / 2^16` for the cells of any side (a test tries them all), too little to reach
/// the next row.
pub(crate) fn row_col(n: usize, cell: usize) -> (usize, usize) {
    /// `2^16 / n` rounded up, for `n` up to 16.
    const SCALE: [usize; MAX_N + 1] = {
        let mut scale = [0; MAX_N + 1];
        let mut n = 1;
        while n <= MAX_N {
            scale[n] = (1usize << 16).div_ceil(n);
            n += 1;
        }
        scale
    };
    let r = (cell * SCALE[n.min(MAX_N)]) >> 16;
    (r, cell - r * n)
}

/// The cell next to `cell` on side `k` (up, down, left, right) of an `n`×`n` grid.
pub(crate) fn side(n: usize, cell: usize, k: u32) -> Option<usize> {
    sides(n, cell)[(k as usize).min(3)]
}

/// The cells next to `cell` on its four sides, in [`side`]'s order (its row and column
/// found once).
pub(crate) fn sides(n: usize, cell: usize) -> [Option<usize>; 4] {
    let (r, c) = row_col(n, cell);
    [
        (r > 0).then_some(cell.wrapping_sub(n)),
        (r + 1 < n).then_some(cell + n),
        (c > 0).then_some(cell.wrapping_sub(1)),
        (c + 1 < n).then_some(cell + 1),
    ]
}

/// The cages `cage` gives (by cell, row by row, 0 for none) of an `n`×`n` grid whose cells
/// are apart (not all joined side by side), as bits (cage `k` is bit `k - 1`). The cells
/// beside each other in a cage are joined into trees, and a cage is apart when one of its
/// cells has another tree's root than its first cell.
fn cages_apart(n: usize, cage: &[u8]) -> [u64; MAX_CAGES.div_ceil(64)] {
    let mut trees = Trees::new(n * n);
    for r in 0..n {
        for c in 0..n {
            let cell = r * n + c;
            let k = cage[cell];
            for (beside, next) in [(c > 0, cell.wrapping_sub(1)), (r > 0, cell.wrapping_sub(n))] {
                if k > 0 && beside && cage[next] == k {
                    trees.join(cell, next);
                }
            }
        }
    }
    // Each cage's root (that of its first cell, once seen).
    let mut head = [0u8; MAX_CAGES];
    let (mut seen, mut apart) = (
        [0u64; MAX_CAGES.div_ceil(64)],
        [0u64; MAX_CAGES.div_ceil(64)],
    );
    for (cell, &k) in cage.iter().enumerate().take(n * n) {
        if let Some(k) = usize::from(k).checked_sub(1) {
            let (word, bit) = (k / 64, 1 << (k % 64));
            let at = trees.root(cell) as u8;
            if seen[word] & bit == 0 {
                seen[word] |= bit;
                head[k] = at;
            } else if at != head[k] {
                apart[word] |= bit;
            }
        }
    }
    apart
}

/// Cells joined into trees (union-find): a cell's tree is known by its root, the lowest
/// cell in it.
pub(crate) struct Trees([u8; MAX_CELLS]);

impl Trees {
    /// The first `cells` cells, each a tree of its own.
    pub(crate) fn new(cells: usize) -> Trees {
        let mut parent = [0u8; MAX_CELLS];
        for (c, p) in parent.iter_mut().enumerate().take(cells) {
            *p = c as u8;
        }
        Trees(parent)
    }

    /// The root of `cell`'s tree, the paths on the way halved.
    pub(crate) fn root(&mut self, mut cell: usize) -> usize {
        let parent = &mut self.0;
        while usize::from(parent[cell]) != cell {
            parent[cell] = parent[usize::from(parent[cell])];
            cell = usize::from(parent[cell]);
        }
        cell
    }

    /// The trees of `a` and `b` joined.
    pub(crate) fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        self.0[ra.max(rb)] = ra.min(rb) as u8;
    }
}

/// True if the `count` cells `inside` says are in, one of them `first`, are joined side by
/// side.
pub(crate) fn joined(n: u8, first: usize, count: usize, inside: impl Fn(usize) -> bool) -> bool {
    let nn = usize::from(n);
    let mut seen = [0u64; MAX_CELLS / 64];
    let mut stack = [0u8; MAX_CELLS];
    let (mut top, mut reached) = (1, 1);
    stack[0] = first as u8;
    seen[first / 64] |= 1 << (first % 64);
    while top > 0 && reached < count {
        top -= 1;
        let cell = usize::from(stack[top]);
        let (r, c) = row_col(nn, cell);
        // `sides` with flags for its `Option`s: this walk is the jigsaw trades' hot loop,
        // and the `Option`s took it 1.7 times the instructions.
        let sides = [
            (r > 0, cell.wrapping_sub(nn)),
            (r + 1 < nn, cell + nn),
            (c > 0, cell.wrapping_sub(1)),
            (c + 1 < nn, cell + 1),
        ];
        for (on, next) in sides {
            if on && seen[next / 64] >> (next % 64) & 1 == 0 && inside(next) {
                seen[next / 64] |= 1 << (next % 64);
                stack[top] = next as u8;
                top += 1;
                reached += 1;
            }
        }
    }
    reached == count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_hold_n_cells_each_once() {
        for &(n, _, _) in &BOXES {
            let mut layout = Layout::classic(n).unwrap().with_diagonals().unwrap();
            if n == 9 {
                layout = layout.with_windows().unwrap();
            }
            for i in 0..layout.houses() {
                let mut cells = [0u8; MAX_N];
                layout.house_cells(i, &mut cells);
                let mut seen = [false; MAX_CELLS];
                for &c in &cells[..usize::from(n)] {
                    assert!(usize::from(c) < layout.cells());
                    assert!(!seen[usize::from(c)], "{n}: {} twice", c);
                    seen[usize::from(c)] = true;
                }
            }
        }
    }

    /// Rows and columns found by a multiplication are those a division finds, for every
    /// cell of every side.
    #[test]
    fn rows_and_columns_are_what_division_gives() {
        for n in 1..=MAX_N {
            for cell in 0..n * n {
                assert_eq!(row_col(n, cell), (cell / n, cell % n), "{n} {cell}");
            }
        }
    }

    /// Boxes counted off row by row are those the cell's row and column divide into.
    #[test]
    fn boxes_are_where_rows_and_columns_divide() {
        for (br, bc) in (1..=16u8).flat_map(|r| (1..=16u8).map(move |c| (r, c))) {
            let n = usize::from(br) * usize::from(bc);
            let Ok(layout) = Layout::boxes(br, bc) else {
                assert!(!(2..=MAX_N).contains(&n), "{br}x{bc}");
                continue;
            };
            let (br, bc) = (usize::from(br), usize::from(bc));
            for cell in 0..n * n {
                let (r, c) = (cell / n, cell % n);
                let region = (r / br) * (n / bc) + c / bc;
                assert_eq!(
                    usize::from(layout.region_of(cell)),
                    region,
                    "{br}x{bc} {cell}"
                );
            }
        }
    }

    /// The cages found apart in one pass over the grid are those a walk from the first
    /// cell does not join (cages drawn at random, few enough numbers that many are apart).
    #[test]
    fn cages_apart_are_those_a_walk_does_not_join() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut seen = [0; 2];
        for round in 0..400 {
            let n = [4, 6, 9, 16][round % 4];
            let numbers = 2 + round % 7;
            let mut cage = [0u8; MAX_CELLS];
            for c in &mut cage[..n * n] {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *c = (x % (numbers as u64 + 1)) as u8;
            }
            let apart = cages_apart(n, &cage[..n * n]);
            for k in 1..=numbers {
                let cells = cage[..n * n]
                    .iter()
                    .filter(|&&c| usize::from(c) == k)
                    .count();
                if let Some(at) = cage[..n * n].iter().position(|&c| usize::from(c) == k) {
                    let joined = joined(n as u8, at, cells, |c| usize::from(cage[c]) == k);
                    let i = k - 1;
                    assert_eq!(apart[i / 64] >> (i % 64) & 1 == 1, !joined, "{cage:?} {k}");
                    seen[usize::from(joined)] += 1;
                }
            }
        }
        assert!(seen[0] > 100 && seen[1] > 100, "apart, joined: {seen:?}");
    }

    #[test]
    fn sums_and_cages_are_checked() {
        assert_eq!(sum_range(9, 2), (3, 17));
        assert_eq!(sum_range(9, 9), (45, 45));
        let mut layout = Layout::classic(4).unwrap();
        let mut cage = [0u8; 16];
        cage[0] = 1;
        cage[5] = 1; // diagonal neighbours only
        assert_eq!(
            layout.set_cages(&cage, &[3]),
            Err(LayoutError::CageApart(At { cell: 0, n: 4 }))
        );
        cage[5] = 0;
        cage[1] = 1;
        assert!(matches!(
            layout.set_cages(&cage, &[8]),
            Err(LayoutError::CageSum {
                sum: 8,
                cells: 2,
                ..
            })
        ));
        assert_eq!(layout.set_cages(&cage, &[7]), Ok(()));
        assert_eq!(layout.cage_of(1), Some(0));
        assert_eq!(layout.cage_of(2), None);
    }

    #[test]
    fn cells_see_each_other_when_a_house_or_a_cage_holds_both() {
        // Windoku X on 9×9 with a cage, and a jigsaw on 6×6.
        let mut windoku = Layout::classic(9)
            .and_then(Layout::with_diagonals)
            .and_then(Layout::with_windows)
            .unwrap();
        let mut cage = [0u8; 81];
        (cage[10], cage[11], cage[20]) = (1, 1, 1);
        windoku.set_cages(&cage, &[6]).unwrap();
        // Boxes of 2×3, r1c4 traded into the first, r2c3 into the second.
        let mut pieces: [u8; 36] = core::array::from_fn(|c| (c / 12 * 2 + c % 6 / 3) as u8);
        (pieces[3], pieces[8]) = (0, 1);
        let jigsaw = Layout::jigsaw(6, &pieces).unwrap();
        for layout in [windoku, jigsaw] {
            let houses = (0..layout.houses()).map(|i| {
                let mut cells = [0u8; MAX_N];
                layout.house_cells(i, &mut cells);
                cells
            });
            let houses: std::vec::Vec<_> = houses.collect();
            let n = usize::from(layout.n());
            let together = |a: usize, b: usize| {
                let holds = |h: &[u8; MAX_N], c: usize| h[..n].contains(&(c as u8));
                houses.iter().any(|h| holds(h, a) && holds(h, b))
            };
            for a in 0..layout.cells() {
                for b in 0..layout.cells() {
                    let caged =
                        layout.cage_of(a).is_some() && layout.cage_of(a) == layout.cage_of(b);
                    let expected = a != b && (together(a, b) || caged);
                    assert_eq!(layout.sees(a, b), expected, "{a} {b}");
                }
            }
        }
    }

    /// On the classic grid, a conflict and the candidates are the classic grid's.
    #[test]
    fn classic_conflicts_and_candidates_are_the_grids() {
        use crate::sudoku::{Grid, PencilMarks};
        let layout = Layout::classic(9).unwrap();
        let (mut x, mut marked) = (0x9e37_79b9_u32, 0);
        for round in 0..200 {
            let mut cells = [0u8; 81];
            for c in &mut cells {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                *c = if x % (3 + round % 20) == 0 {
                    (x / 3 % 9 + 1) as u8
                } else {
                    0
                };
            }
            let grid = Grid::from_cells(cells).unwrap();
            for c in 0..81 {
                assert_eq!(layout.in_conflict(&cells, c), grid.in_conflict(c));
            }
            if let Ok(marks) = PencilMarks::new(&grid) {
                marked += 1;
                for c in 0..81 {
                    assert_eq!(layout.candidates(&cells, c), marks.candidates(c));
                }
            }
        }
        assert!(marked > 20, "{marked} grids without a conflict");
    }
}
