//! The larger of two estimates: if neither ever overestimates, neither does their maximum,
//! and it is at least as strong as each. Pattern databases over two different partitions of
//! the tiles see different interactions between tiles; taking the larger lookup prunes more
//! of an optimal search than either partition alone (Holte et al., 2006, "Maximizing over
//! multiple pattern databases speeds up heuristic search").

use super::{Board, Heuristic};

/// The larger of two heuristics' estimates, each kept up to date move by move with its own
/// memo.
///
/// ```
/// use jiugong_core::sliding::{Board, Heuristic, ManhattanLinear, MaxOf, Size};
///
/// let shape = Size::new(3, 3)?;
/// let goal = Board::goal(shape);
/// let both = MaxOf(ManhattanLinear::manhattan_only(&goal), ManhattanLinear::new(&goal));
/// // 2 and 1 are swapped: Manhattan distance says 2, linear conflict adds 2.
/// assert_eq!(both.estimate(&Board::parse(shape, "213456780")?), 4);
/// # Ok::<(), jiugong_core::sliding::SlideError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MaxOf<A, B>(pub A, pub B);

impl<A: Heuristic, B: Heuristic> Heuristic for MaxOf<A, B> {
    type Memo = (A::Memo, B::Memo);

    fn estimate(&self, board: &Board) -> u32 {
        self.0.estimate(board).max(self.1.estimate(board))
    }

    fn remember(&self, board: &Board) -> (u32, Self::Memo) {
        let (a, memo_a) = self.0.remember(board);
        let (b, memo_b) = self.1.remember(board);
        (a.max(b), (memo_a, memo_b))
    }

    fn after_move(
        &self,
        board: &Board,
        tile: u8,
        to: usize,
        (memo_a, memo_b): &Self::Memo,
    ) -> (u32, Self::Memo) {
        let (a, next_a) = self.0.after_move(board, tile, to, memo_a);
        let (b, next_b) = self.1.after_move(board, tile, to, memo_b);
        (a.max(b), (next_a, next_b))
    }
}
