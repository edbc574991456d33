//! The board: sizes, squares, the knight's moves, and the check that numbers form a tour.

use core::fmt;

/// The document's move order: (row, column) steps, case 0..7 of its `nextxy`.
pub const MOVES: [(i8, i8); 8] = [
    (2, -1),
    (2, 1),
    (1, -2),
    (1, 2),
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
];

/// A board size: `width` columns by `height` rows, each at least 1.
///
/// ```
/// use jiugong_core::knight::{Size, Square};
///
/// let size = Size::new(8, 6).unwrap(); // 8 columns, 6 rows
/// assert_eq!(size.squares(), 48);
/// let s = Square::new(5, 7); // the last row's last square
/// assert!(size.contains(s));
/// assert_eq!(size.square(size.index(s)), s);
/// assert!(Size::new(0, 3).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Size {
    /// Columns (W).
    pub width: u32,
    /// Rows (H).
    pub height: u32,
}

impl Size {
    /// A size; `None` when a side is 0 or the board has more than 2^28 squares.
    ///
    /// ```
    /// use jiugong_core::knight::{Size, Square};
    ///
    /// let size = Size::new(8, 6).unwrap(); // 8 columns, 6 rows
    /// assert_eq!(size.squares(), 48);
    /// assert!(size.contains(Square::new(5, 7)) && !size.contains(Square::new(6, 0)));
    /// assert_eq!(Size::new(0, 3), None);
    /// ```
    pub const fn new(width: u32, height: u32) -> Option<Size> {
        if width == 0 || height == 0 || (width as u64) * (height as u64) > (1 << 28) {
            None
        } else {
            Some(Size { width, height })
        }
    }

    /// Number of squares.
    pub const fn squares(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// True when `s` is on the board.
    pub const fn contains(self, s: Square) -> bool {
        s.row < self.height && s.col < self.width
    }

    /// Index of a square, row-major.
    pub const fn index(self, s: Square) -> usize {
        s.row as usize * self.width as usize + s.col as usize
    }

    /// The square at a row-major index.
    pub const fn square(self, index: usize) -> Square {
        Square {
            row: (index / self.width as usize) as u32,
            col: (index % self.width as usize) as u32,
        }
    }

    /// The square reached from `s` by move `k` of [`MOVES`], if on the board.
    #[inline]
    pub fn step(self, s: Square, k: usize) -> Option<Square> {
        let (dr, dc) = MOVES[k];
        let row = s.row.checked_add_signed(i32::from(dr))?;
        let col = s.col.checked_add_signed(i32::from(dc))?;
        let t = Square { row, col };
        self.contains(t).then_some(t)
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}

/// A square: row and column, 0-based.
///
/// ```
/// use jiugong_core::knight::Square;
///
/// let b1 = Square::new(0, 1);
/// assert!(b1.attacks(Square::new(2, 2)) && !b1.attacks(Square::new(1, 1)));
/// assert_ne!(Square::new(0, 0).is_light(), b1.is_light()); // neighbours differ in colour
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// Row, from 0 (the document's `x`).
    pub row: u32,
    /// Column, from 0 (the document's `y`).
    pub col: u32,
}

impl Square {
    /// A square: `row` from the top, `col` from the left, both from 0.
    ///
    /// ```
    /// use jiugong_core::knight::{Size, Square};
    ///
    /// let square = Square::new(2, 1);
    /// assert_eq!((square.row, square.col), (2, 1));
    /// assert_eq!(square.to_string(), "(2,1)");
    /// let size = Size::new(3, 4).unwrap(); // 3 columns, 4 rows
    /// assert!(size.contains(square) && !size.contains(Square::new(1, 3)));
    /// ```
    pub const fn new(row: u32, col: u32) -> Square {
        Square { row, col }
    }

    /// True when the two squares are a knight's move apart.
    pub fn attacks(self, other: Square) -> bool {
        let dr = self.row.abs_diff(other.row);
        let dc = self.col.abs_diff(other.col);
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }

    /// The square's colour: true for the colour of (0, 0).
    pub const fn is_light(self) -> bool {
        (self.row + self.col) % 2 == 0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}

/// The squares of a numbered board in move order: the square numbered 1, then each next
/// number where it lies a knight's move from the last, until a number is missing or not a
/// knight's move away. Needs no table of positions, so a tour of millions of squares can be
/// written move by move in the memory of its board.
///
/// ```
/// use jiugong_core::knight::{Size, Square, walk};
///
/// // An open tour of the 3×4 board (3 columns, 4 rows), numbered row by row.
/// let board = [1, 12, 3, 4, 9, 6, 7, 2, 11, 10, 5, 8];
/// let size = Size::new(3, 4).unwrap();
/// let moves: Vec<Square> = walk(size, &board).collect();
/// assert_eq!(moves.len(), 12);
/// assert_eq!((moves[0], moves[1]), (Square::new(0, 0), Square::new(2, 1)));
/// // A broken numbering stops the walk where it breaks.
/// assert_eq!(walk(size, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).count(), 1);
/// ```
pub fn walk(size: Size, board: &[u32]) -> impl Iterator<Item = Square> + '_ {
    let first = board.iter().position(|&v| v == 1).map(|i| size.square(i));
    let numbered = move |t: Square, number: u32| board.get(size.index(t)) == Some(&number);
    core::iter::successors(first.map(|s| (s, 1u32)), move |&(prev, number)| {
        let next = number.checked_add(1)?;
        (0..8)
            .filter_map(|k| size.step(prev, k))
            .find(|&t| numbered(t, next))
            .map(|t| (t, next))
    })
    .map(|(square, _)| square)
}

/// Checks that `board` (row-major numbers) is a tour of `size`: each of 1..=W·H once, and
/// consecutive numbers a knight's move apart; with `closed`, also W·H back to 1.
///
/// ```
/// use jiugong_core::knight::{Size, is_tour};
///
/// // On a 3×1 board no two squares are a knight's move apart.
/// let size = Size::new(3, 1).unwrap();
/// assert!(!is_tour(size, &[1, 2, 3], false));
/// assert!(is_tour(Size::new(1, 1).unwrap(), &[1], false));
/// ```
pub fn is_tour(size: Size, board: &[u32], closed: bool) -> bool {
    let n = size.squares();
    if board.len() != n {
        return false;
    }
    // Numbers 1..=n all found along the walk: with n squares they are each used once.
    let (mut first, mut last, mut count) = (None, None, 0);
    for square in walk(size, board) {
        first = first.or(Some(square));
        last = Some(square);
        count += 1;
    }
    match (first, last) {
        (Some(first), Some(last)) if count == n => !closed || (n > 1 && last.attacks(first)),
        _ => false,
    }
}
