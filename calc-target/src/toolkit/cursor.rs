//! The cursor on a grid of cells, as the arrows move it: one type for every puzzle's grid
//! (Sudoku's, the grid typed in, the knight's board, the tiles of a sliding puzzle's own
//! start, Klotski's box), so that an arrow does the same everywhere, at the edges too.
//!
//! ```
//! use jiugong_calc::Key;
//! use jiugong_calc::toolkit::cursor::{Edge, GridCursor};
//!
//! // A 9×9 grid: up from the top row comes round to the bottom one.
//! let mut cursor = GridCursor::new(9, 9, Edge::Wrap);
//! assert!(cursor.step(Key::Up));
//! assert_eq!((cursor.row(), cursor.col(), cursor.cell()), (8, 0, 72));
//! // Not an arrow: the cursor stays, and says so.
//! assert!(!cursor.step(Key::Ok));
//! // Typing row by row: left from a row's first cell goes to the end of the row above.
//! let mut typing = GridCursor::new(9, 9, Edge::Reading);
//! assert!(typing.set(9));
//! typing.step(Key::Left);
//! assert_eq!(typing.cell(), 8);
//! ```

use crate::Key;

/// What an arrow does at the grid's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Round to the other end of the same row or column.
    Wrap,
    /// Up and down wrap in their column; left and right go on in reading order, past a
    /// row's end to the next row's start and from the last cell to the first, as a grid is
    /// typed row by row.
    Reading,
    /// The cursor stays at the edge.
    Stop,
}

/// A cursor on one cell of a `width`×`height` grid, the cells numbered row by row from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridCursor {
    width: u8,
    height: u8,
    cell: u8,
    edge: Edge,
}

impl GridCursor {
    /// A cursor on the top-left cell of a `width`×`height` grid (sides of at least 1, at
    /// most 255 cells), the arrows doing at the edges what `edge` says.
    pub const fn new(width: u8, height: u8, edge: Edge) -> GridCursor {
        GridCursor {
            width,
            height,
            cell: 0,
            edge,
        }
    }

    /// The cell the cursor is on.
    pub fn cell(self) -> usize {
        usize::from(self.cell)
    }

    /// The cursor's row, from 0 at the top.
    pub fn row(self) -> usize {
        self.cell() / self.width()
    }

    /// The cursor's column, from 0 on the left.
    pub fn col(self) -> usize {
        self.cell() % self.width()
    }

    fn width(self) -> usize {
        usize::from(self.width).max(1)
    }

    fn cells(self) -> usize {
        self.width() * usize::from(self.height).max(1)
    }

    /// Puts the cursor on `cell`; false, the cursor staying where it was, if the grid has
    /// no such cell.
    pub fn set(&mut self, cell: usize) -> bool {
        match u8::try_from(cell) {
            Ok(c) if cell < self.cells() => {
                self.cell = c;
                true
            }
            _ => false,
        }
    }

    /// Moves the cursor one cell the way `key` points, if it is an arrow; whether it was
    /// (at a [`Edge::Stop`] edge an arrow is taken, and the cursor stays).
    pub fn step(&mut self, key: Key) -> bool {
        let (w, h) = (self.width(), self.cells() / self.width());
        let (r, c) = (self.row(), self.col());
        let to = match (key, self.edge) {
            (Key::Up, Edge::Stop) if r == 0 => self.cell(),
            (Key::Down, Edge::Stop) if r + 1 == h => self.cell(),
            (Key::Left, Edge::Stop) if c == 0 => self.cell(),
            (Key::Right, Edge::Stop) if c + 1 == w => self.cell(),
            (Key::Up, _) => (r + h - 1) % h * w + c,
            (Key::Down, _) => (r + 1) % h * w + c,
            (Key::Left, Edge::Reading) => (self.cell() + self.cells() - 1) % self.cells(),
            (Key::Right, Edge::Reading) => (self.cell() + 1) % self.cells(),
            (Key::Left, _) => r * w + (c + w - 1) % w,
            (Key::Right, _) => r * w + (c + 1) % w,
            _ => return false,
        };
        self.set(to)
    }

    /// On to the next cell in reading order (from the last, the first), whatever the edge
    /// does to the arrows: where typing a grid row by row goes on.
    pub fn next_cell(&mut self) {
        self.cell = ((self.cell() + 1) % self.cells()) as u8; // a cell of the grid: fits
    }

    /// Back to the cell before in reading order (from the first, the last).
    pub fn previous_cell(&mut self) {
        let n = self.cells();
        self.cell = ((self.cell() + n - 1) % n) as u8; // a cell of the grid: fits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ARROWS: [Key; 4] = [Key::Up, Key::Down, Key::Left, Key::Right];

    fn at(width: u8, height: u8, edge: Edge, cell: usize) -> GridCursor {
        let mut cursor = GridCursor::new(width, height, edge);
        assert!(cursor.set(cell));
        cursor
    }

    /// Each arrow from each cell of a 4×3 grid, against the arithmetic the screens had.
    #[test]
    fn arrows_wrap_read_on_or_stop_as_the_edge_says() {
        let (w, h) = (4usize, 3usize);
        let n = w * h;
        for cell in 0..n {
            let (r, c) = (cell / w, cell % w);
            let up_down = [(r + h - 1) % h * w + c, (r + 1) % h * w + c];
            let wrapped = [
                up_down[0],
                up_down[1],
                r * w + (c + w - 1) % w,
                r * w + (c + 1) % w,
            ];
            let reading = [up_down[0], up_down[1], (cell + n - 1) % n, (cell + 1) % n];
            let stopped = [
                if r > 0 { cell - w } else { cell },
                if r + 1 < h { cell + w } else { cell },
                if c > 0 { cell - 1 } else { cell },
                if c + 1 < w { cell + 1 } else { cell },
            ];
            for (edge, expected) in [
                (Edge::Wrap, wrapped),
                (Edge::Reading, reading),
                (Edge::Stop, stopped),
            ] {
                for (key, to) in ARROWS.into_iter().zip(expected) {
                    let mut cursor = at(w as u8, h as u8, edge, cell);
                    assert!(cursor.step(key));
                    assert_eq!(cursor.cell(), to, "{edge:?} {key:?} from {cell}");
                    assert_eq!((cursor.row(), cursor.col()), (to / w, to % w));
                }
            }
        }
    }

    #[test]
    fn other_keys_leave_the_cursor() {
        let mut cursor = at(9, 9, Edge::Wrap, 40);
        for key in [
            Key::Ok,
            Key::Back,
            Key::Undo,
            Key::Menu,
            Key::Help,
            Key::Digit(5),
        ] {
            assert!(!cursor.step(key), "{key:?}");
            assert_eq!(cursor.cell(), 40);
        }
    }

    #[test]
    fn reading_order_goes_round_the_whole_grid() {
        let mut cursor = at(9, 9, Edge::Wrap, 80);
        cursor.next_cell();
        assert_eq!(cursor.cell(), 0);
        cursor.previous_cell();
        assert_eq!(cursor.cell(), 80);
        cursor.previous_cell();
        assert_eq!(cursor.cell(), 79);
    }

    #[test]
    fn a_cell_off_the_grid_is_refused() {
        let mut cursor = at(12, 12, Edge::Wrap, 143);
        assert!(!cursor.set(144));
        assert!(!cursor.set(300));
        assert_eq!(cursor.cell(), 143);
        // One cell: every arrow comes back to it.
        let mut one = GridCursor::new(1, 1, Edge::Wrap);
        for key in ARROWS {
            assert!(one.step(key));
            assert_eq!(one.cell(), 0);
        }
    }
}
