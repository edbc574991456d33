//! Where things go on the screen, named once: the content area between the title bar and
//! the help line, the margin text keeps from a bar's edge, the indents and widths that
//! menus, dialogs and pages share, a puzzle's board and the side panel beside it, a board's
//! cells ([`Cells`]: where each is drawn and which one a tap falls in). What
//! follows from the screen's size and the bars' height is derived from them.
//!
//! ```
//! use jiugong_calc::toolkit::layout;
//!
//! assert_eq!((layout::TOP, layout::BOTTOM), (14, 226));
//! assert_eq!((layout::INDENT, layout::INDENTED_WIDTH), (40, 240));
//! assert_eq!(layout::centred(layout::WIDE_WIDTH), layout::WIDE_INDENT);
//! ```

use crate::display::{SCREEN_HEIGHT, SCREEN_WIDTH};
use embedded_graphics::prelude::Point;

/// Height of the title bar and of the help line.
pub const BAR_HEIGHT: u32 = 14;

/// The top of the content area: the first row under the title bar.
pub const TOP: i32 = BAR_HEIGHT as i32;

/// The bottom of the content area: the first row of the help line.
pub const BOTTOM: i32 = (SCREEN_HEIGHT - BAR_HEIGHT) as i32;

/// The margin of text from the screen's left edge on a bar (the title, the help line) and
/// on a page of rules.
pub const MARGIN: i32 = 4;

/// The step from one line of small text to the next: a side panel's lines, a list.
pub const LINE: i32 = 12;

/// The top of a puzzle's board and of the side panel beside it.
pub const BOARD_TOP: i32 = TOP + 6;

/// The left edge of a board drawn from the screen's side (the sliding puzzle's tiles,
/// Klotski's box).
pub const BOARD_LEFT: i32 = 8;

/// Where a side panel's wrapped message stops: no line of it starts at or below this.
pub const MESSAGE_BOTTOM: i32 = SCREEN_HEIGHT as i32 - 20;

/// The indent of a page's text and of the boxes under it: the home menu, Sudoku's levels,
/// the list of Klotski's layouts.
pub const INDENT: i32 = 40;

/// The width of an indented box: the screen less the indent on both sides.
pub const INDENTED_WIDTH: u32 = SCREEN_WIDTH - 2 * INDENT as u32;

/// The top of an indented page's first line (the home menu's, Sudoku's levels).
pub const FIRST_LINE: i32 = 40;

/// The top of a menu under a page's first line (the home menu), and of the pop-up menus
/// drawn at the same height.
pub const MENU_TOP: i32 = FIRST_LINE + 20;

/// The indent of a wide box: a question's dialog, the knight's and Klotski's menus.
pub const WIDE_INDENT: i32 = 20;

/// The width of a wide box: the screen less the wide indent on both sides.
pub const WIDE_WIDTH: u32 = SCREEN_WIDTH - 2 * WIDE_INDENT as u32;

/// The left edge of a box `width` pixels wide (at most the screen's) centred across the
/// screen.
pub const fn centred(width: u32) -> i32 {
    (SCREEN_WIDTH as i32 - width as i32) / 2
}

/// A board of square cells as a view draws it: where each cell is on screen, and which cell
/// a tap at a point falls in. One value for both, so that a tap finds the cell the player
/// sees there.
///
/// ```
/// use embedded_graphics::prelude::Point;
/// use jiugong_calc::toolkit::layout::Cells;
///
/// let grid = Cells { origin: Point::new(6, 18), side: 22, width: 9, height: 9 };
/// assert_eq!(grid.corner(10), Point::new(28, 40));
/// assert_eq!(grid.cell_at(grid.centre(80)), Some(80));
/// assert_eq!(grid.cell_at(Point::new(5, 18)), None); // left of the grid
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cells {
    /// The top-left corner of the first cell.
    pub origin: Point,
    /// A cell's side in pixels.
    pub side: i32,
    /// Cells in a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

impl Cells {
    /// The top-left corner of `cell` (counted row by row from 0).
    pub fn corner(self, cell: usize) -> Point {
        let width = self.width.max(1);
        let (row, col) = ((cell / width) as i32, (cell % width) as i32);
        self.origin + Point::new(col * self.side, row * self.side)
    }

    /// The centre of `cell`.
    pub fn centre(self, cell: usize) -> Point {
        self.corner(cell) + Point::new(self.side / 2, self.side / 2)
    }

    /// The cell a point falls in, if it falls in one.
    pub fn cell_at(self, at: Point) -> Option<usize> {
        let side = self.side.max(1);
        let (dx, dy) = (at.x - self.origin.x, at.y - self.origin.y);
        let (col, row) = (dx.div_euclid(side), dy.div_euclid(side));
        let inside = dx >= 0 && dy >= 0 && (col as usize) < self.width;
        (inside && (row as usize) < self.height).then(|| row as usize * self.width + col as usize)
    }
}
