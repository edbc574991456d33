//! Sliding-tile puzzles on W×H boards, 2 ≤ W, H ≤ 5 (document 004, "九宫八数"): tiles
//! 1..W·H−1 and a blank 0; a move slides a tile next to the blank into it.
//!
//! * [`Board`]: a state, its text format (`876543210` for boards of at most 9 cells, else
//!   numbers separated by commas or spaces) and the solvability rule.
//! * [`PathSearch`]: the document's exhaustive depth-first search over every path of at
//!   most `m` moves without a repeated state, with its counters.
//! * [`Ida`]: optimal solutions by IDA* with a pluggable [`Heuristic`] (Manhattan distance
//!   plus linear conflict here; the host lends pattern databases, [`pdb`]), and the number
//!   of distinct shortest solutions; [`MaxOf`] takes the larger of two heuristics.
//! * [`by_lines`]: a solution without a search over the whole board, a line at a time, for
//!   every solvable board in bounded time.
//! * [`Fast`]: a solution in a moment, bounded where it can be: weighted IDA* weight by
//!   weight, then line by line — the one policy for boards too large to solve optimally.
//! * [`Renaming`]: a puzzle turned or flipped onto another goal, so that tables built for one
//!   goal serve every goal with the blank in a corner.
//!
//! ```
//! use jiugong_core::search::{Progress, Resumable};
//! use jiugong_core::sliding::{Board, Ida, ManhattanLinear, Size};
//!
//! let size = Size::new(3, 3)?;
//! let goal = Board::goal(size); // 123/456/78_
//! let start = Board::parse(size, "123405786")?;
//! assert!(start.can_reach(&goal).is_ok());
//! let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), false)?;
//! assert_eq!(ida.resume(u64::MAX), Progress::Found);
//! assert_eq!(ida.solution(), &[5, 6]); // slide 5 left, then 6 up
//! // Two tiles swapped can never be put right.
//! assert!(Board::parse(size, "213456780")?.can_reach(&goal).is_err());
//! # Ok::<(), jiugong_core::sliding::SlideError>(())
//! ```

mod fast;
mod ida;
mod lines;
mod max;
mod path;
pub mod pdb;
mod rename;

pub use fast::{Fast, IMPROVE_NODES, MOST_MOVES, NODES_PER_WEIGHT, REFINE, WEIGHTS};
pub use ida::{Heuristic, Ida, MAX_SOLUTION, ManhattanLinear};
pub use lines::{LINES_ROOM, by_lines};
pub use max::MaxOf;
pub use path::{Counters, MAX_PATH, PathSearch};
pub use pdb::{Group, Lookups, PatternDatabase};
pub use rename::Renaming;

use crate::search::BufferTooSmall;
use core::fmt;

/// Most cells on a board (5×5).
pub const MAX_CELLS: usize = 25;

/// A board's shape: `width` columns by `height` rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
}

impl Size {
    /// A shape with 2 ≤ width, height ≤ 5.
    ///
    /// ```
    /// use jiugong_core::sliding::Size;
    ///
    /// let shape = Size::new(4, 3)?;
    /// assert_eq!(shape.cells(), 12);
    /// assert!(Size::new(6, 2).is_err());
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn new(width: u8, height: u8) -> Result<Size, SlideError> {
        if !(2..=5).contains(&width) || !(2..=5).contains(&height) {
            return Err(SlideError::BadSize {
                width: width.into(),
                height: height.into(),
            });
        }
        Ok(Size { width, height })
    }

    /// Number of cells.
    pub const fn cells(self) -> usize {
        self.width as usize * self.height as usize
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

impl core::str::FromStr for Size {
    type Err = SlideError;

    /// `WxH` (or `WXH`, `W×H`): columns by rows, each 2..=5, as [`Size::new`] takes them.
    ///
    /// ```
    /// use jiugong_core::sliding::{Size, SlideError};
    ///
    /// assert_eq!("4x3".parse(), Size::new(4, 3));
    /// assert_eq!(" 5×5 ".parse::<Size>()?.cells(), 25);
    /// assert_eq!("0x3".parse::<Size>(), Err(SlideError::BadSize { width: 0, height: 3 }));
    /// assert_eq!("4".parse::<Size>(), Err(SlideError::NotASize { part: "x" }));
    /// assert_eq!("4xb".parse::<Size>(), Err(SlideError::NotASize { part: "height" }));
    /// # Ok::<(), SlideError>(())
    /// ```
    fn from_str(text: &str) -> Result<Size, SlideError> {
        let (w, h) = text
            .trim()
            .split_once(['x', 'X', '×'])
            .ok_or(SlideError::NotASize { part: "x" })?;
        // Digits too many for a `u32` are a side far out of range, not a bad number.
        let side = |s: &str, part| {
            let s = s.trim();
            match s.parse::<u32>() {
                Ok(n) => Ok(n),
                Err(_) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Ok(u32::MAX),
                Err(_) => Err(SlideError::NotASize { part }),
            }
        };
        let (width, height) = (side(w, "width")?, side(h, "height")?);
        let bad = SlideError::BadSize { width, height };
        match (u8::try_from(width), u8::try_from(height)) {
            (Ok(w), Ok(h)) => Size::new(w, h),
            _ => Err(bad),
        }
    }
}

/// A direction on a board: the blank's move in the sliding puzzles, a block's in
/// [Klotski](crate::klotski).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Blank moves up (the tile above slides down).
    Up,
    /// Blank moves down.
    Down,
    /// Blank moves left.
    Left,
    /// Blank moves right.
    Right,
}

impl Dir {
    /// The document's order: up, down, left, right.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The opposite direction.
    pub const fn reverse(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }
}

/// For each cell of `shape`, the cell the blank reaches in each direction of [`Dir::ALL`]
/// (`u8::MAX` when off the board): the document's "neighbour table".
///
/// ```
/// use jiugong_core::sliding::{Size, neighbour_table};
///
/// let table = neighbour_table(Size::new(3, 3)?);
/// assert_eq!(table[4], [1, 7, 3, 5]); // the centre: up, down, left, right
/// assert_eq!(table[0], [u8::MAX, 3, u8::MAX, 1]); // a corner has two
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
pub fn neighbour_table(shape: Size) -> [[u8; 4]; MAX_CELLS] {
    let mut table = [[u8::MAX; 4]; MAX_CELLS];
    let mut probe = Board::goal(shape);
    for (cell, row) in table.iter_mut().enumerate().take(shape.cells()) {
        probe.blank = cell as u8;
        for (slot, &dir) in row.iter_mut().zip(Dir::ALL.iter()) {
            if let Some(to) = probe.neighbour(dir) {
                *slot = to as u8;
            }
        }
    }
    table
}

/// A state: the tile on each cell, row-major, 0 for the blank.
///
/// ```
/// use jiugong_core::sliding::{Board, Dir, Size};
///
/// let size = Size::new(4, 4)?;
/// let mut board = Board::goal(size);
/// assert_eq!(board.blank(), 15);
/// let tile = board.slide(board.neighbour(Dir::Up).unwrap()); // the tile above the blank
/// assert_eq!((tile, board.blank()), (12, 11));
/// assert!(board.slide_tile(12)); // and back
/// assert_eq!(board, Board::goal(size));
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Size,
    cells: [u8; MAX_CELLS],
    blank: u8,
}

/// Errors in boards and their text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideError {
    /// Width or height outside 2..=5.
    BadSize {
        /// Columns (as asked for: wider than a `u8` where the asker's numbers are).
        width: u32,
        /// Rows.
        height: u32,
    },
    /// A size not written `WxH` (columns, an `x`, rows: `4x4`).
    NotASize {
        /// What is amiss: `"width"` or `"height"`, not a whole number, or `"x"`, missing.
        part: &'static str,
    },
    /// The text holds the wrong number of tiles.
    WrongLength {
        /// Tiles expected (W·H).
        expected: u8,
        /// Tiles found.
        found: usize,
    },
    /// A token that is not a tile number.
    BadToken {
        /// Position (1-based) of the token.
        position: usize,
    },
    /// A tile number not in 0..W·H.
    OutOfRange {
        /// The number.
        tile: u32,
        /// Largest tile allowed (W·H − 1).
        max: u8,
    },
    /// A tile given twice (so another is missing).
    Repeated(u8),
    /// Start and goal on different shapes.
    SizeMismatch,
    /// The goal cannot be reached from the start (the permutation-parity rule).
    Unsolvable,
    /// A move limit above [`MAX_PATH`].
    TooManyMoves(u32),
    /// A lent buffer shorter than the work needs.
    BufferTooSmall(BufferTooSmall),
}

impl fmt::Display for SlideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlideError::BadSize { width, height } => write!(
                f,
                "a {width}×{height} board is out of range: width and height must be 2..=5"
            ),
            SlideError::NotASize { part: "x" } => f.write_str(
                "a size is written WxH, columns x rows, each 2..=5 (4x4): the x is missing",
            ),
            SlideError::NotASize { part } => write!(
                f,
                "a size is written WxH, columns x rows, each 2..=5 (4x4): the {part} is not a whole number"
            ),
            SlideError::WrongLength { expected, found } => {
                write!(f, "expected {expected} tiles, found {found}")
            }
            SlideError::BadToken { position } => {
                write!(f, "item {position} is not a tile number")
            }
            SlideError::OutOfRange { tile, max } => {
                write!(
                    f,
                    "tile {tile} is out of range: tiles are 0 (blank) to {max}"
                )
            }
            SlideError::Repeated(t) => {
                write!(
                    f,
                    "tile {t} appears twice (each of the tiles must appear once)"
                )
            }
            SlideError::SizeMismatch => f.write_str("start and goal have different sizes"),
            SlideError::Unsolvable => f.write_str(
                "the goal cannot be reached from the start: their permutation parities differ",
            ),
            SlideError::TooManyMoves(m) => {
                write!(f, "{m} moves is too many: the limit is {MAX_PATH}")
            }
            SlideError::BufferTooSmall(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for SlideError {}

impl Board {
    /// A board from `cells` (row-major, W·H of them): each of 0..W·H exactly once.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Size};
    ///
    /// let shape = Size::new(2, 2)?;
    /// let board = Board::new(shape, &[1, 2, 0, 3])?;
    /// assert_eq!(board.blank(), 2);
    /// assert!(Board::new(shape, &[1, 1, 0, 3]).is_err()); // tile 1 twice
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn new(shape: Size, cells: &[u8]) -> Result<Board, SlideError> {
        let n = shape.cells();
        if cells.len() != n {
            return Err(SlideError::WrongLength {
                expected: n as u8,
                found: cells.len(),
            });
        }
        let mut seen = [false; MAX_CELLS];
        let mut board = Board {
            shape,
            cells: [0; MAX_CELLS],
            blank: 0,
        };
        for (i, &t) in cells.iter().enumerate() {
            if t as usize >= n {
                return Err(SlideError::OutOfRange {
                    tile: u32::from(t),
                    max: n as u8 - 1,
                });
            }
            if seen[t as usize] {
                return Err(SlideError::Repeated(t));
            }
            seen[t as usize] = true;
            board.cells[i] = t;
            if t == 0 {
                board.blank = i as u8;
            }
        }
        Ok(board)
    }

    /// The usual goal: tiles 1..W·H−1 in order, the blank last.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Size};
    ///
    /// let goal = Board::goal(Size::new(3, 3)?);
    /// assert_eq!(goal.to_string(), "123456780");
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn goal(shape: Size) -> Board {
        let n = shape.cells();
        let mut cells = [0u8; MAX_CELLS];
        for (i, c) in cells.iter_mut().enumerate().take(n - 1) {
            *c = i as u8 + 1;
        }
        Board {
            shape,
            cells,
            blank: n as u8 - 1,
        }
    }

    /// Parses a state: digits without separators (`876543210`, boards of at most 9 cells
    /// only), or numbers separated by commas and/or spaces.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Size};
    ///
    /// let eight = Board::parse(Size::new(3, 3)?, "876543210")?;
    /// let fifteen = Board::parse(Size::new(4, 4)?, "1,2,3,4 5,6,7,8 9,10,11,12 13,14,0,15")?;
    /// assert!(eight.can_reach(&Board::goal(eight.size())).is_ok());
    /// assert_eq!(fifteen.blank(), 14);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn parse(shape: Size, text: &str) -> Result<Board, SlideError> {
        let t = text.trim();
        let mut cells = [0u8; MAX_CELLS];
        let mut n = 0usize;
        // Numbers between separators, or single digits when there is no separator.
        let separated = t.contains([',', ' ', '\t']);
        let mut tokens = t.split([',', ' ', '\t']).filter(|s| !s.is_empty());
        let mut digits = t.char_indices();
        let mut next = || -> Option<&str> {
            if separated {
                tokens.next()
            } else {
                digits.next().map(|(i, c)| &t[i..i + c.len_utf8()])
            }
        };
        while let Some(token) = next() {
            let v: u32 = token
                .parse()
                .map_err(|_| SlideError::BadToken { position: n + 1 })?;
            if v as usize >= shape.cells() {
                return Err(SlideError::OutOfRange {
                    tile: v,
                    max: shape.cells() as u8 - 1,
                });
            }
            if n < MAX_CELLS {
                cells[n] = v as u8;
            }
            n += 1;
        }
        if n != shape.cells() {
            return Err(SlideError::WrongLength {
                expected: shape.cells() as u8,
                found: n,
            });
        }
        Board::new(shape, &cells[..n])
    }

    /// The shape.
    pub const fn size(&self) -> Size {
        self.shape
    }

    /// The tiles, row-major.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.shape.cells()]
    }

    /// The blank's cell.
    pub const fn blank(&self) -> usize {
        self.blank as usize
    }

    /// The cell the blank reaches moving `dir`, if on the board.
    #[inline]
    pub fn neighbour(&self, dir: Dir) -> Option<usize> {
        let w = self.shape.width as usize;
        let b = self.blank as usize;
        let (r, c) = (b / w, b % w);
        match dir {
            Dir::Up => (r > 0).then(|| b - w),
            Dir::Down => (r + 1 < self.shape.height as usize).then(|| b + w),
            Dir::Left => (c > 0).then(|| b - 1),
            Dir::Right => (c + 1 < w).then(|| b + 1),
        }
    }

    /// Moves the blank to `cell` (a neighbour); returns the tile that slid.
    #[inline]
    pub fn slide(&mut self, cell: usize) -> u8 {
        let tile = self.cells[cell];
        self.cells[self.blank as usize] = tile;
        self.cells[cell] = 0;
        self.blank = cell as u8;
        tile
    }

    /// Slides `tile` into the blank if it is next to it; false otherwise.
    pub fn slide_tile(&mut self, tile: u8) -> bool {
        let cell = Dir::ALL
            .iter()
            .filter_map(|&d| self.neighbour(d))
            .find(|&c| self.cells[c] == tile && tile != 0);
        match cell {
            Some(c) => {
                self.slide(c);
                true
            }
            None => false,
        }
    }

    /// Whether `goal` can be reached: the parity of the permutation taking this board's
    /// cells to the goal's (blank included) must equal the parity of the blank's
    /// taxicab distance, since every move is one transposition and one blank step.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Size, SlideError};
    ///
    /// let shape = Size::new(2, 2)?;
    /// let goal = Board::goal(shape); // 12/3_
    /// assert_eq!(Board::parse(shape, "1230")?.can_reach(&goal), Ok(()));
    /// assert_eq!(Board::parse(shape, "3120")?.can_reach(&goal), Ok(())); // round the square
    /// assert_eq!(Board::parse(shape, "2130")?.can_reach(&goal), Err(SlideError::Unsolvable));
    /// let other = Board::goal(Size::new(3, 2)?);
    /// assert_eq!(goal.can_reach(&other), Err(SlideError::SizeMismatch));
    /// # Ok::<(), SlideError>(())
    /// ```
    pub fn can_reach(&self, goal: &Board) -> Result<(), SlideError> {
        if self.shape != goal.shape {
            return Err(SlideError::SizeMismatch);
        }
        let n = self.shape.cells();
        // where[t] = cell of tile t in the goal.
        let mut where_goal = [0u8; MAX_CELLS];
        for (i, &t) in goal.cells().iter().enumerate() {
            where_goal[t as usize] = i as u8;
        }
        // The permutation i -> where_goal[self[i]]; its parity by cycle counting.
        let mut seen = [false; MAX_CELLS];
        let mut transpositions = 0usize;
        for i in 0..n {
            if seen[i] {
                continue;
            }
            let mut j = i;
            let mut len = 0;
            while !seen[j] {
                seen[j] = true;
                j = where_goal[self.cells[j] as usize] as usize;
                len += 1;
            }
            transpositions += len - 1;
        }
        let w = self.shape.width as usize;
        let (a, b) = (self.blank as usize, goal.blank as usize);
        let distance = (a / w).abs_diff(b / w) + (a % w).abs_diff(b % w);
        if transpositions % 2 == distance % 2 {
            Ok(())
        } else {
            Err(SlideError::Unsolvable)
        }
    }

    /// Packs the state into 128 bits (5 bits a cell), for quick comparison.
    #[inline]
    pub fn key(&self) -> u128 {
        self.cells()
            .iter()
            .fold(0u128, |k, &t| (k << 5) | u128::from(t))
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

impl fmt::Display for Board {
    /// `876543210` for boards of at most 9 cells, else numbers separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let compact = self.shape.cells() <= 10;
        for (i, t) in self.cells().iter().enumerate() {
            if !compact && i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn s3() -> Size {
        Size::new(3, 3).unwrap()
    }

    #[test]
    fn parse_and_print() {
        let b = Board::parse(s3(), "876543210").unwrap();
        assert_eq!(b.blank(), 8);
        assert_eq!(b.to_string(), "876543210");
        let s4 = Size::new(4, 4).unwrap();
        let g = Board::parse(s4, "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0").unwrap();
        assert_eq!(g, Board::goal(s4));
        assert_eq!(g.to_string(), "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0");
        assert_eq!(
            Board::parse(s4, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"),
            Ok(g)
        );
    }

    #[test]
    fn parse_errors() {
        assert_eq!(
            Board::parse(s3(), "87654321"),
            Err(SlideError::WrongLength {
                expected: 9,
                found: 8
            })
        );
        assert_eq!(
            Board::parse(s3(), "876543211"),
            Err(SlideError::Repeated(1))
        );
        assert_eq!(
            Board::parse(s3(), "876543219"),
            Err(SlideError::OutOfRange { tile: 9, max: 8 })
        );
        assert_eq!(
            Board::parse(s3(), "87654321x"),
            Err(SlideError::BadToken { position: 9 })
        );
        assert!(Size::new(1, 3).is_err());
        assert!(Size::new(6, 3).is_err());
    }

    #[test]
    fn size_text() {
        for (text, size) in [("2x5", (2, 5)), ("5X2", (5, 2)), (" 3 × 4 ", (3, 4))] {
            assert_eq!(text.parse(), Size::new(size.0, size.1), "{text}");
        }
        let bad = |width, height| Err(SlideError::BadSize { width, height });
        assert_eq!("1x3".parse::<Size>(), bad(1, 3));
        assert_eq!("3x6".parse::<Size>(), bad(3, 6));
        assert_eq!("256x3".parse::<Size>(), bad(256, 3));
        let not = |part| Err(SlideError::NotASize { part });
        assert_eq!("".parse::<Size>(), not("x"));
        assert_eq!("3,3".parse::<Size>(), not("x"));
        assert_eq!("x3".parse::<Size>(), not("width"));
        assert_eq!("-3x3".parse::<Size>(), not("width"));
        assert_eq!("3x".parse::<Size>(), not("height"));
        assert_eq!("3x3x3".parse::<Size>(), not("height"));
        assert!(
            SlideError::NotASize { part: "height" }
                .to_string()
                .contains("the height is not a whole number")
        );
    }

    #[test]
    fn parity_rule() {
        let goal = Board::goal(s3());
        assert_eq!(
            Board::parse(s3(), "876543210").unwrap().can_reach(&goal),
            Ok(())
        );
        assert_eq!(
            Board::parse(s3(), "213456780").unwrap().can_reach(&goal),
            Err(SlideError::Unsolvable)
        );
        let s4 = Size::new(4, 4).unwrap();
        let mut b = Board::goal(s4);
        b.slide(b.neighbour(Dir::Up).unwrap());
        assert_eq!(b.can_reach(&Board::goal(s4)), Ok(()));
        // Sam Loyd's 14-15 swap is unsolvable.
        let loyd = Board::parse(s4, "1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0").unwrap();
        assert_eq!(
            loyd.can_reach(&Board::goal(s4)),
            Err(SlideError::Unsolvable)
        );
    }
}
