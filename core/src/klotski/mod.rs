//! Klotski, 华容道: the sliding family's larger game (document 004 names it). A box 4 cells
//! wide and 5 high holds blocks of four shapes — one 2×2 (Cao Cao, `A`), generals 1×2
//! standing or 2×1 lying, soldiers 1×1 — and some empty cells; a move slides one block
//! into empty space, and the puzzle is solved when the 2×2 stands at the exit, the middle
//! of the bottom two rows.
//!
//! * [`Board`]: a position and its text format, 5 rows of 4 cells, one letter per block
//!   (the same letter on each of its cells) and `.` for an empty cell, written on one line
//!   with `/` between the rows (`GAAH/GAAH/IBBJ/ICDJ/E..F`) or on 5 lines.
//! * [`Metric`]: what counts as one move — a block sliding any distance along any path
//!   (`piece`, the count players quote), in one straight line (`line`), or by one cell
//!   (`cell`).
//! * [`Bfs`]: the breadth-first search for a shortest solution in a metric over positions
//!   in which blocks of the same shape are interchangeable, in buffers the caller lends; it
//!   also counts the reachable positions and finds the farthest.
//! * [`Frontier`]: the same search for a calculator, in a few pages of memory (only the
//!   last three layers of positions kept, 4 bytes each; the path traced by meeting in the
//!   middle), at the price of walking the positions a few times over.
//! * [`LAYOUTS`]: the traditional starts, 横刀立马 first.
//!
//! ```
//! use jiugong_core::klotski::{Bfs, Board, Metric, slots_for};
//! use jiugong_core::search::{Progress, Resumable};
//!
//! // 2×2 block A two cells above the exit, the lying general B in its way.
//! let start = Board::parse("CAAD/CAAD/EBBF/E..F/GHIJ")?;
//! let (mut states, mut parents) = (vec![0u64; 50_000], vec![0u32; 50_000]);
//! let mut slots = vec![0u32; slots_for(50_000)];
//! let mut bfs = Bfs::new(&start, Metric::Piece, false, &mut states[..], &mut parents[..], &mut slots[..])?;
//! assert_eq!(bfs.resume(u64::MAX), Progress::Found);
//! let moves = bfs.solution_length().unwrap();
//! assert!(moves > 1);
//! // The solution, replayed from the start: it ends with A at the exit.
//! let keys: Vec<u64> = bfs.solution().unwrap().collect();
//! let mut board = start;
//! for &key in keys.iter().rev().skip(1) {
//!     board.follow(key).unwrap();
//! }
//! assert!(board.is_solved());
//! # Ok::<(), jiugong_core::klotski::KlotskiError>(())
//! ```

mod bfs;
mod frontier;
mod layouts;
mod moves;

pub use bfs::{Bfs, Trail, slots_for};
pub use frontier::{Frontier, MOST_PARTS, WithRoom};
pub use layouts::{LAYOUTS, Layout};
pub use moves::Metric;

use crate::search::BufferTooSmall;
use crate::sliding::Dir;
use core::fmt;

/// Columns of the box.
pub const WIDTH: usize = 4;
/// Rows of the box.
pub const HEIGHT: usize = 5;
/// Cells of the box.
pub const CELLS: usize = WIDTH * HEIGHT;
/// The 2×2 block's top-left cell when it stands at the exit (rows 4–5, columns 2–3).
pub const EXIT: usize = 3 * WIDTH + 1;

/// A block's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// 1×1: a soldier.
    Small,
    /// One wide, two high: a standing general.
    Standing,
    /// Two wide, one high: a lying general.
    Lying,
    /// 2×2: Cao Cao.
    Big,
}

impl Shape {
    /// Every shape, by its code in a [`Board::key`] (1 to 4).
    pub const ALL: [Shape; 4] = [Shape::Small, Shape::Standing, Shape::Lying, Shape::Big];

    /// Width and height in cells.
    pub const fn size(self) -> (usize, usize) {
        match self {
            Shape::Small => (1, 1),
            Shape::Standing => (1, 2),
            Shape::Lying => (2, 1),
            Shape::Big => (2, 2),
        }
    }

    /// The shape of that width and height, if it is one.
    ///
    /// ```
    /// use jiugong_core::klotski::Shape;
    ///
    /// assert_eq!(Shape::of_size(2, 1), Some(Shape::Lying));
    /// assert_eq!(Shape::of_size(1, 3), None);
    /// for shape in Shape::ALL {
    ///     let (w, h) = shape.size();
    ///     assert_eq!(Shape::of_size(w, h), Some(shape));
    /// }
    /// ```
    pub const fn of_size(width: usize, height: usize) -> Option<Shape> {
        match (width, height) {
            (1, 1) => Some(Shape::Small),
            (1, 2) => Some(Shape::Standing),
            (2, 1) => Some(Shape::Lying),
            (2, 2) => Some(Shape::Big),
            _ => None,
        }
    }

    /// Its code in a key: 1 to 4 on the top-left cell (0 is empty, [`COVERED`] the rest).
    const fn code(self) -> u64 {
        self as u64 + 1
    }

    /// Its cells at top-left cell 0, as bits of a cell mask.
    const fn bits(self) -> u32 {
        match self {
            Shape::Small => 1,
            Shape::Standing => 1 | 1 << WIDTH,
            Shape::Lying => 0b11,
            Shape::Big => 0b11 | 0b11 << WIDTH,
        }
    }

    /// Its cells with the top-left one at `cell`, as bits, if it fits in the box there.
    pub(crate) const fn at(self, cell: usize) -> Option<u32> {
        let (w, h) = self.size();
        if cell >= CELLS || cell % WIDTH + w > WIDTH || cell / WIDTH + h > HEIGHT {
            None
        } else {
            Some(self.bits() << cell)
        }
    }
}

/// A key's code for a cell a block covers other than its top-left one.
const COVERED: u64 = 5;

/// Bits of a cell in a key.
const CODE_BITS: u32 = 3;

/// The cell one step `dir` from `cell`, if still in the box (a block's top-left cell
/// moving, the app's cursor).
pub const fn step(cell: usize, dir: Dir) -> Option<usize> {
    let (r, c) = (cell / WIDTH, cell % WIDTH);
    match dir {
        Dir::Up if r > 0 => Some(cell - WIDTH),
        Dir::Down if r + 1 < HEIGHT => Some(cell + WIDTH),
        Dir::Left if c > 0 => Some(cell - 1),
        Dir::Right if c + 1 < WIDTH => Some(cell + 1),
        _ => None,
    }
}

/// Whether a block of `shape` fits with its top-left cell at `to` in the `free` cells.
pub(crate) fn fits(shape: Shape, to: usize, free: u32) -> bool {
    shape.at(to).is_some_and(|bits| bits & !free == 0)
}

/// Walks breadth-first over the top-left cells a block of `shape` reaches from `from` by
/// one-cell steps within the `free` cells, calling `each(cell, came_from, dir)` once for
/// each cell reached (not `from`); stops when `each` returns false, and then returns false.
pub(crate) fn reach(
    shape: Shape,
    from: usize,
    free: u32,
    mut each: impl FnMut(usize, usize, Dir) -> bool,
) -> bool {
    let mut queue = [0usize; CELLS];
    queue[0] = from;
    let (mut head, mut tail, mut seen) = (0, 1, 1u32 << from);
    while head < tail {
        let at = queue[head];
        head += 1;
        for dir in Dir::ALL {
            let Some(to) = step(at, dir).filter(|&to| fits(shape, to, free)) else {
                continue;
            };
            if seen >> to & 1 == 0 {
                seen |= 1 << to;
                queue[tail] = to;
                tail += 1;
                if !each(to, at, dir) {
                    return false;
                }
            }
        }
    }
    true
}

/// A block: its letter, shape and top-left cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    /// Its letter in the text format.
    pub letter: u8,
    /// Its shape.
    pub shape: Shape,
    /// Its top-left cell (row-major, 0 to 19).
    pub cell: u8,
}

impl Block {
    /// Its cells, as bits.
    pub fn bits(&self) -> u32 {
        self.shape.at(self.cell as usize).unwrap_or(0)
    }
}

/// Errors in a board's text, and in buffers lent to a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KlotskiError {
    /// Not 5 rows.
    Rows(usize),
    /// A row (1-based) without 4 cells.
    RowLength {
        /// The row.
        row: usize,
        /// Cells found.
        found: usize,
    },
    /// A character that is neither a letter nor `.`.
    BadCell {
        /// Row (1-based).
        row: usize,
        /// Column (1-based).
        column: usize,
        /// The character.
        found: char,
    },
    /// A letter whose cells are not one rectangle of 1×1, 1×2, 2×1 or 2×2.
    NotABlock {
        /// The letter.
        letter: char,
        /// Row (1-based) of its first cell.
        row: usize,
        /// Column (1-based) of its first cell.
        column: usize,
    },
    /// No block `A`.
    NoBig,
    /// Block `A` is not 2×2.
    SmallA {
        /// Row (1-based) of its first cell.
        row: usize,
        /// Column (1-based) of its first cell.
        column: usize,
    },
    /// A 2×2 block other than `A`.
    SecondBig {
        /// The letter.
        letter: char,
        /// Row (1-based) of its first cell.
        row: usize,
        /// Column (1-based) of its first cell.
        column: usize,
    },
    /// More blocks and empty cells together than a [`Frontier`] takes ([`MOST_PARTS`]).
    TooManyParts(usize),
    /// A lent buffer shorter than the search needs.
    BufferTooSmall(BufferTooSmall),
}

impl fmt::Display for KlotskiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            KlotskiError::Rows(1) => write!(f, "expected 5 rows of 4 cells, found 1 row"),
            KlotskiError::Rows(n) => write!(f, "expected 5 rows of 4 cells, found {n} rows"),
            KlotskiError::RowLength { row, found } => {
                write!(f, "row {row} has {found} cells; each row has 4")
            }
            KlotskiError::BadCell { row, column, found } => write!(
                f,
                "row {row}, column {column}: {} is neither a block's letter nor '.'",
                crate::quoted::Quoted(found)
            ),
            KlotskiError::NotABlock {
                letter,
                row,
                column,
            } => write!(
                f,
                "row {row}, column {column}: block {letter} is not a 1×1, 1×2, 2×1 or 2×2 rectangle"
            ),
            KlotskiError::NoBig => f.write_str("there is no block A (the 2×2 block)"),
            KlotskiError::SmallA { row, column } => {
                write!(
                    f,
                    "row {row}, column {column}: block A must be the 2×2 block"
                )
            }
            KlotskiError::SecondBig {
                letter,
                row,
                column,
            } => write!(
                f,
                "row {row}, column {column}: block {letter} is 2×2; only A may be (one 2×2 block)"
            ),
            KlotskiError::TooManyParts(parts) => write!(
                f,
                "the low-memory search takes at most {MOST_PARTS} blocks and empty cells \
                 together; this board has {parts}"
            ),
            KlotskiError::BufferTooSmall(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for KlotskiError {}

/// A position: its blocks, with their letters.
///
/// ```
/// use jiugong_core::klotski::Board;
///
/// let board = Board::parse("GAAH/GAAH/IBBJ/ICDJ/E..F")?;
/// assert_eq!((board.blocks().len(), board.empty_cells()), (10, 2));
/// assert!(!board.is_solved());
/// assert_eq!(board.to_string(), "GAAH/GAAH/IBBJ/ICDJ/E..F");
/// assert!(Board::parse("GAAH/GAAH").is_err()); // two rows, not five
/// # Ok::<(), jiugong_core::klotski::KlotskiError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Board {
    blocks: [Block; CELLS],
    len: u8,
}

impl Board {
    /// Reads a board: 5 rows of 4 cells, separated by `/` or line breaks (blank space around
    /// a row, and a UTF-8 byte-order mark before the first, are ignored).
    ///
    /// ```
    /// use jiugong_core::klotski::{Board, KlotskiError};
    ///
    /// let board = Board::parse("GAAH/GAAH/IBBJ/ICDJ/E..F")?;
    /// assert_eq!((board.blocks().len(), board.empty_cells()), (10, 2));
    /// assert_eq!(board.to_string(), "GAAH/GAAH/IBBJ/ICDJ/E..F");
    /// assert_eq!(
    ///     Board::parse("GAAH/GAAH/IBBJ/ICDJ/E.BF").unwrap_err().to_string(),
    ///     "row 3, column 2: block B is not a 1×1, 1×2, 2×1 or 2×2 rectangle"
    /// );
    /// # Ok::<(), KlotskiError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Board, KlotskiError> {
        let mut letters = [0u8; CELLS];
        let mut rows = 0;
        let text = text.trim_start_matches('\u{feff}').trim_end();
        for line in text.split(['/', '\n']).map(str::trim) {
            rows += 1;
            if rows > HEIGHT {
                continue;
            }
            let found = line.chars().count();
            if found != WIDTH {
                return Err(KlotskiError::RowLength { row: rows, found });
            }
            for (c, ch) in line.chars().enumerate() {
                let cell = (rows - 1) * WIDTH + c;
                letters[cell] = match ch {
                    '.' => 0,
                    'A'..='Z' | 'a'..='z' => ch as u8,
                    _ => {
                        return Err(KlotskiError::BadCell {
                            row: rows,
                            column: c + 1,
                            found: ch,
                        });
                    }
                };
            }
        }
        if rows != HEIGHT {
            return Err(KlotskiError::Rows(rows));
        }
        Board::from_letters(&letters)
    }

    /// A board from each cell's letter (0: empty).
    fn from_letters(letters: &[u8; CELLS]) -> Result<Board, KlotskiError> {
        let mut board = Board {
            blocks: [Block {
                letter: 0,
                shape: Shape::Small,
                cell: 0,
            }; CELLS],
            len: 0,
        };
        let mut seen = 0u32;
        let mut big = false;
        for (cell, &letter) in letters.iter().enumerate() {
            if letter == 0 || seen >> cell & 1 == 1 {
                continue;
            }
            let (row, column) = (cell / WIDTH + 1, cell % WIDTH + 1);
            let cells = letters
                .iter()
                .enumerate()
                .filter(|&(_, &l)| l == letter)
                .fold(0u32, |m, (i, _)| m | 1 << i);
            let w = (cell % WIDTH..WIDTH)
                .take_while(|&c| cells >> (cell / WIDTH * WIDTH + c) & 1 == 1)
                .count();
            let h = (cell / WIDTH..HEIGHT)
                .take_while(|&r| cells >> (r * WIDTH + cell % WIDTH) & 1 == 1)
                .count();
            let shape = Shape::of_size(w, h).filter(|s| s.at(cell) == Some(cells));
            let Some(shape) = shape else {
                return Err(KlotskiError::NotABlock {
                    letter: letter as char,
                    row,
                    column,
                });
            };
            match (letter == b'A', shape == Shape::Big) {
                (true, false) => return Err(KlotskiError::SmallA { row, column }),
                (false, true) => {
                    return Err(KlotskiError::SecondBig {
                        letter: letter as char,
                        row,
                        column,
                    });
                }
                (true, true) => big = true,
                (false, false) => {}
            }
            seen |= cells;
            board.blocks[board.len as usize] = Block {
                letter,
                shape,
                cell: cell as u8,
            };
            board.len += 1;
        }
        if !big {
            return Err(KlotskiError::NoBig);
        }
        Ok(board)
    }

    /// The blocks, in reading order of their top-left cells as read.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks[..self.len as usize]
    }

    /// This position with its blocks in `order`'s order: the block at each index holds the
    /// letter `order`'s block at that index holds, so that indices counted on `order` (its
    /// start, say, as a game's undo list counts them) name the same blocks here. `None` when
    /// the two do not have the same letters with the same shapes.
    ///
    /// A position read back from its text has its blocks in reading order; blocks keep their
    /// index while they move, so a position reached by moves from a start has the start's.
    ///
    /// ```
    /// use jiugong_core::klotski::{Board, LAYOUTS};
    /// use jiugong_core::sliding::Dir;
    ///
    /// let start = LAYOUTS[0].start()?;
    /// let mut moved = start;
    /// let c = moved.block_at(13).unwrap(); // C, on row 4
    /// assert!(moved.slide(c, Dir::Down)); // now below D: reading order puts D first
    /// let read = Board::parse(&moved.to_string())?;
    /// assert_ne!(read.blocks(), moved.blocks());
    /// assert_eq!(read.ordered_as(&start).unwrap().blocks(), moved.blocks());
    /// # Ok::<(), jiugong_core::klotski::KlotskiError>(())
    /// ```
    pub fn ordered_as(&self, order: &Board) -> Option<Board> {
        if self.len != order.len {
            return None;
        }
        let mut ordered = *self;
        for (slot, wanted) in ordered.blocks[..order.len as usize]
            .iter_mut()
            .zip(order.blocks())
        {
            let found = self.blocks().iter().find(|b| b.letter == wanted.letter)?;
            if found.shape != wanted.shape {
                return None;
            }
            *slot = *found;
        }
        Some(ordered)
    }

    /// The cells no block covers, as bits.
    pub fn empty(&self) -> u32 {
        let all = (1u32 << CELLS) - 1;
        self.blocks().iter().fold(all, |m, b| m & !b.bits())
    }

    /// How many cells are empty (2 in the traditional layouts).
    pub fn empty_cells(&self) -> usize {
        self.empty().count_ones() as usize
    }

    /// The index in [`blocks`](Board::blocks) of the block covering `cell`.
    pub fn block_at(&self, cell: usize) -> Option<usize> {
        self.blocks().iter().position(|b| b.bits() >> cell & 1 == 1)
    }

    /// Whether the 2×2 block stands at the exit.
    pub fn is_solved(&self) -> bool {
        self.blocks()
            .iter()
            .any(|b| b.shape == Shape::Big && b.cell as usize == EXIT)
    }

    /// The position with blocks of one shape interchangeable, as a number: 3 bits a cell —
    /// 0 empty, 1 to 4 the top-left cell of a block of each shape, 5 a block's other cells.
    pub fn key(&self) -> u64 {
        let mut key = 0u64;
        for b in self.blocks() {
            key |= pattern(b.shape, b.cell as usize);
        }
        key
    }

    /// Slides block `index` one cell `dir` if the cells it moves into are empty.
    pub fn slide(&mut self, index: usize, dir: Dir) -> bool {
        let Some(block) = self.blocks().get(index).copied() else {
            return false;
        };
        let free = self.empty() | block.bits();
        match step(block.cell as usize, dir).filter(|&to| fits(block.shape, to, free)) {
            Some(to) => {
                self.blocks[index].cell = to as u8;
                true
            }
            None => false,
        }
    }

    /// The one block that moved between this board and `next`, a position one move away
    /// (the key of a [`Bfs`] state): moves it and returns its index and old top-left cell.
    pub fn follow(&mut self, next: u64) -> Option<(usize, usize)> {
        let now = self.key();
        for shape in Shape::ALL {
            let (gone, came) = (
                anchors(now, shape) & !anchors(next, shape),
                anchors(next, shape) & !anchors(now, shape),
            );
            if gone.count_ones() == 1 && came.count_ones() == 1 {
                let from = gone.trailing_zeros() as usize;
                let index = self
                    .blocks()
                    .iter()
                    .position(|b| b.cell as usize == from && b.shape == shape)?;
                self.blocks[index].cell = came.trailing_zeros() as u8;
                return Some((index, from));
            }
        }
        None
    }

    /// The one-cell steps that take block `index` to top-left cell `to` with the others
    /// where they are, fewest first (a breadth-first search over its cells): `None` if it
    /// cannot get there.
    pub fn route(&self, index: usize, to: usize) -> Option<heapless::Vec<Dir, CELLS>> {
        let block = *self.blocks().get(index)?;
        let from = block.cell as usize;
        let mut came = [None::<(usize, Dir)>; CELLS];
        let reached = !reach(
            block.shape,
            from,
            self.empty() | block.bits(),
            |cell, at, dir| {
                came[cell] = Some((at, dir));
                cell != to
            },
        );
        if !reached && to != from {
            return None;
        }
        let mut steps = heapless::Vec::<Dir, CELLS>::new();
        let mut cell = to;
        while let Some((back, dir)) = came[cell] {
            steps.push(dir).ok()?;
            cell = back;
        }
        steps.reverse();
        Some(steps)
    }
}

/// The key bits of a block of `shape` with its top-left cell at `cell`.
fn pattern(shape: Shape, cell: usize) -> u64 {
    let bits = shape.at(cell).unwrap_or(0);
    let mut key = 0u64;
    let mut rest = bits;
    while rest != 0 {
        let c = rest.trailing_zeros();
        let code = if c as usize == cell {
            shape.code()
        } else {
            COVERED
        };
        key |= code << (c * CODE_BITS);
        rest &= rest - 1;
    }
    key
}

/// The top-left cells of `shape`'s blocks in `key`, as bits.
fn anchors(key: u64, shape: Shape) -> u32 {
    let mut cells = 0u32;
    for c in 0..CELLS {
        if key >> (c as u32 * CODE_BITS) & 7 == shape.code() {
            cells |= 1 << c;
        }
    }
    cells
}

impl fmt::Display for Board {
    /// The one-line form, rows separated by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut letters = [b'.'; CELLS];
        for b in self.blocks() {
            let mut rest = b.bits();
            while rest != 0 {
                letters[rest.trailing_zeros() as usize] = b.letter;
                rest &= rest - 1;
            }
        }
        for (r, row) in letters.chunks(WIDTH).enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for &l in row {
                write!(f, "{}", l as char)?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn parse_errors_say_where() {
        let cases = [
            (
                "GAAH/GAAH/IBBJ/ICDJ",
                "expected 5 rows of 4 cells, found 4 rows",
            ),
            (
                "GAAH/GAAH/IBBJ/ICDJ/E..F/....",
                "expected 5 rows of 4 cells, found 6 rows",
            ),
            (
                "GAAH/GAAH/IBBJ/ICDJ/E..",
                "row 5 has 3 cells; each row has 4",
            ),
            (
                "GAAH/GAAH/IBBJ/IC#J/E..F",
                "row 4, column 3: '#' is neither a block's letter nor '.'",
            ),
            (
                "GAAH/GAAH/IBBJ/ICDJ/EBBF",
                "row 3, column 2: block B is not a 1×1, 1×2, 2×1 or 2×2 rectangle",
            ),
            (
                "GCCH/GCCH/IBBJ/IEDJ/K..F",
                "row 1, column 2: block C is 2×2; only A may be (one 2×2 block)",
            ),
            (
                "GCCH/GCCH/IBBJ/IADJ/E..F",
                "row 1, column 2: block C is 2×2; only A may be (one 2×2 block)",
            ),
            (
                "G..H/G..H/IBBJ/IADJ/E..F",
                "row 4, column 2: block A must be the 2×2 block",
            ),
            (
                "G..H/G..H/IBBJ/ICDJ/E..F",
                "there is no block A (the 2×2 block)",
            ),
            (
                "GAAA/GAAH/IBBJ/ICDJ/E..F",
                "row 1, column 2: block A is not a 1×1, 1×2, 2×1 or 2×2 rectangle",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                Board::parse(text).unwrap_err().to_string(),
                message,
                "{text}"
            );
        }
        let five_lines = Board::parse("GAAH\nGAAH\nIBBJ\nICDJ\nE..F\n").unwrap();
        assert_eq!(
            five_lines,
            Board::parse(" GAAH / GAAH/IBBJ/ICDJ/E..F").unwrap()
        );
    }

    #[test]
    fn keys_forget_which_block_of_a_shape_is_where() {
        let a = Board::parse("GAAH/GAAH/IBBJ/ICDJ/E..F").unwrap();
        let b = Board::parse("HAAG/HAAG/JBBI/JDCI/F..E").unwrap();
        assert_eq!(a.key(), b.key());
        let mut moved = a;
        assert!(moved.slide(a.block_at(16).unwrap(), Dir::Right));
        assert!(!moved.slide(a.block_at(0).unwrap(), Dir::Down));
        assert_ne!(moved.key(), a.key());
        let mut follower = a;
        assert_eq!(
            follower.follow(moved.key()),
            Some((a.block_at(16).unwrap(), 16))
        );
        assert_eq!(follower, moved);
        assert_eq!(moved.to_string(), "GAAH/GAAH/IBBJ/ICDJ/.E.F");
    }

    #[test]
    fn routes_go_round_corners() {
        let board = Board::parse("GAAH/GAAH/IBBJ/I.DJ/E.CF").unwrap();
        let c = board.block_at(18).unwrap();
        let steps = board.route(c, 13).unwrap();
        assert_eq!(steps.as_slice(), &[Dir::Left, Dir::Up][..]);
        assert_eq!(board.route(c, 0), None);
    }
}
