//! Renaming a puzzle onto another goal: a symmetry of the board (a turn or a flip) that
//! takes one goal's blank to the other's, with the tiles renamed so that one goal becomes the
//! other. Moves carry over one for one, so a solution of the renamed puzzle, its tiles named
//! back, solves the original, at the same length: tables built for one goal serve every goal
//! whose blank a symmetry takes to the same cell ([`Renaming::standard`]).

use super::{Board, MAX_CELLS, Size};

/// A renaming from one goal's puzzle onto another's.
///
/// ```
/// use jiugong_core::sliding::{Board, Renaming, Size};
///
/// let size = Size::new(3, 3)?;
/// let usual = Board::goal(size); // 123/456/78_
/// let other = Board::parse(size, "087654321")?; // the blank in the top-left corner
/// let r = Renaming::find(&other, &usual).unwrap();
/// assert_eq!(r.board(&other), usual);
/// assert_eq!(r.tile_back(r.tile(5)), 5);
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Renaming {
    shape: Size,
    /// Where each cell goes.
    cell: [u8; MAX_CELLS],
    /// Each tile's new name.
    tile: [u8; MAX_CELLS],
    /// Each new name's old tile.
    back: [u8; MAX_CELLS],
}

/// A symmetry of a `w`×`h` board: (row, column, w, h) to (row, column).
type Symmetry = fn(usize, usize, usize, usize) -> (usize, usize);

/// The symmetries of a board; the last four only for square boards.
const SYMMETRIES: [Symmetry; 8] = [
    |r, c, _, _| (r, c),
    |r, c, w, h| (h - 1 - r, w - 1 - c),
    |r, c, w, _| (r, w - 1 - c),
    |r, c, _, h| (h - 1 - r, c),
    |r, c, _, _| (c, r),
    |r, c, w, h| (w - 1 - c, h - 1 - r),
    |r, c, w, _| (w - 1 - c, r),
    |r, c, _, h| (c, h - 1 - r),
];

impl Renaming {
    /// A renaming of `from`'s puzzle onto `to`'s (the identity first, when the blanks
    /// coincide), or `None` when no symmetry of the board takes one blank to the other.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Renaming, Size};
    ///
    /// let shape = Size::new(4, 4)?;
    /// // Korf's goal has the blank first; the usual goal has it last.
    /// let korf = Board::parse(shape, "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15")?;
    /// let usual = Board::goal(shape);
    /// let r = Renaming::find(&korf, &usual).unwrap();
    /// assert_eq!(r.board(&korf), usual);
    /// let mut start = korf;
    /// start.slide_tile(1);
    /// let mut renamed = r.board(&start);
    /// // Sliding the renamed tile back solves the renamed puzzle.
    /// assert!(renamed.slide_tile(r.tile(1)));
    /// assert_eq!(renamed, usual);
    /// assert_eq!(r.tile_back(r.tile(1)), 1);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn find(from: &Board, to: &Board) -> Option<Renaming> {
        let shape = from.size();
        if shape != to.size() {
            return None;
        }
        let (w, h) = (shape.width as usize, shape.height as usize);
        let n = shape.cells();
        let count = if w == h { 8 } else { 4 };
        SYMMETRIES[..count].iter().find_map(|map| {
            let mut cell = [0u8; MAX_CELLS];
            for (q, c) in cell.iter_mut().enumerate().take(n) {
                let (r, col) = map(q / w, q % w, w, h);
                *c = (r * w + col) as u8;
            }
            if usize::from(cell[from.blank()]) != to.blank() {
                return None;
            }
            let mut tile = [0u8; MAX_CELLS];
            let mut back = [0u8; MAX_CELLS];
            for (q, &t) in from.cells().iter().enumerate() {
                let renamed = to.cells()[usize::from(cell[q])];
                tile[usize::from(t)] = renamed;
                back[usize::from(renamed)] = t;
            }
            Some(Renaming {
                shape,
                cell,
                tile,
                back,
            })
        })
    }

    /// The goal whose tables serve `goal`: the tiles in reading order, the blank where a
    /// symmetry of the board takes `goal`'s blank to the last cell it can reach (the last
    /// cell for a blank in a corner: the usual goal). Goals that differ only by tile names
    /// or by a turn or a flip share it, so a 4×4 board has three of them and a 5×5 six;
    /// [`Renaming::find`] renames `goal` onto it.
    ///
    /// ```
    /// use jiugong_core::sliding::{Board, Renaming, Size};
    ///
    /// let shape = Size::new(3, 3)?;
    /// // The blank in the top edge's middle: the standard goal has it in the bottom one.
    /// let goal = Board::parse(shape, "204135678")?;
    /// let standard = Renaming::standard(&goal);
    /// assert_eq!(standard, Board::parse(shape, "123456708")?);
    /// let r = Renaming::find(&goal, &standard).unwrap();
    /// assert_eq!(r.board(&goal), standard);
    /// // A corner goal's standard goal is the usual one.
    /// assert_eq!(Renaming::standard(&Board::parse(shape, "012345678")?), Board::goal(shape));
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub fn standard(goal: &Board) -> Board {
        let shape = goal.size();
        let (w, h) = (shape.width as usize, shape.height as usize);
        let count = if w == h { 8 } else { 4 };
        let (r, c) = (goal.blank() / w, goal.blank() % w);
        let blank = SYMMETRIES[..count]
            .iter()
            .map(|map| {
                let (r, c) = map(r, c, w, h);
                r * w + c
            })
            .max()
            .unwrap_or(goal.blank());
        let mut cells = [0u8; MAX_CELLS];
        let mut tile = 0;
        for (q, c) in cells.iter_mut().enumerate().take(shape.cells()) {
            if q != blank {
                tile += 1;
                *c = tile;
            }
        }
        Board::new(shape, &cells[..shape.cells()]).unwrap_or(*goal)
    }

    /// The renamed board.
    pub fn board(&self, board: &Board) -> Board {
        let mut cells = [0u8; MAX_CELLS];
        for (q, &t) in board.cells().iter().enumerate() {
            cells[usize::from(self.cell[q])] = self.tile[usize::from(t)];
        }
        Board::new(self.shape, &cells[..self.shape.cells()]).unwrap_or(*board)
    }

    /// A tile's new name.
    pub fn tile(&self, tile: u8) -> u8 {
        self.tile[usize::from(tile)]
    }

    /// The old name of a renamed tile.
    pub fn tile_back(&self, tile: u8) -> u8 {
        self.back[usize::from(tile)]
    }

    /// Whether the renaming changes nothing.
    pub fn is_identity(&self) -> bool {
        (0..self.shape.cells()).all(|i| usize::from(self.cell[i]) == i && self.tile[i] == i as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sliding::Dir;

    #[test]
    fn goals_share_a_standard_goal_exactly_when_a_symmetry_matches_their_blanks() {
        for (w, h) in [(4u8, 4u8), (5, 5), (3, 5), (2, 3)] {
            let shape = Size::new(w, h).unwrap();
            let n = shape.cells();
            let mut standards = std::vec::Vec::new();
            for blank in 0..n {
                let mut cells: [u8; MAX_CELLS] = core::array::from_fn(|i| ((i * 7 + 3) % n) as u8);
                let z = cells.iter().position(|&t| t == 0).unwrap();
                cells.swap(z, blank);
                let goal = Board::new(shape, &cells[..n]).unwrap();
                let standard = Renaming::standard(&goal);
                let r = Renaming::find(&goal, &standard).unwrap();
                assert_eq!(r.board(&goal), standard);
                if !standards.contains(&standard) {
                    standards.push(standard);
                }
            }
            // One standard goal per orbit of a cell under the board's symmetries.
            let orbits = match (w, h) {
                (4, 4) => 3,
                (5, 5) => 6,
                (3, 5) => 6,
                _ => 2,
            };
            assert_eq!(standards.len(), orbits, "{w}x{h}");
        }
    }

    #[test]
    fn every_corner_goal_renames_onto_the_usual_one() {
        for (w, h) in [(4u8, 4u8), (3, 5), (5, 5), (2, 3)] {
            let shape = Size::new(w, h).unwrap();
            let usual = Board::goal(shape);
            let n = shape.cells();
            for corner in [0, w as usize - 1, n - w as usize, n - 1] {
                // A goal with the blank in this corner and the tiles in a scrambled order.
                let mut cells: [u8; MAX_CELLS] = core::array::from_fn(|i| ((i * 7 + 3) % n) as u8);
                let z = cells.iter().position(|&t| t == 0).unwrap();
                cells.swap(z, corner);
                let goal = Board::new(shape, &cells[..n]).unwrap();
                let r = Renaming::find(&goal, &usual).unwrap();
                assert_eq!(r.board(&goal), usual);
                // A walk from the goal, renamed, is a walk from the usual goal.
                let mut a = goal;
                let mut b = usual;
                for step in 0..40 {
                    let dirs: std::vec::Vec<usize> =
                        Dir::ALL.iter().filter_map(|&d| a.neighbour(d)).collect();
                    let tile = a.slide(dirs[step * 5 % dirs.len()]);
                    assert!(b.slide_tile(r.tile(tile)));
                    assert_eq!(r.board(&a), b);
                }
            }
        }
        let shape = Size::new(3, 3).unwrap();
        let centre = Board::parse(shape, "123405678").unwrap();
        assert_eq!(Renaming::standard(&centre), centre);
        assert!(Renaming::find(&centre, &Board::goal(shape)).is_none());
        assert!(
            Renaming::find(&Board::goal(shape), &Board::goal(shape))
                .unwrap()
                .is_identity()
        );
    }
}
