//! The sliding puzzle saved and read back: the board's side, its tiles and the moves made.

use super::{LARGEST, Phase, SlidingScreen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::Message;
use jiugong_core::sliding::{Board, Size};

impl SlidingScreen {
    /// The board's side, its tiles and the moves made (a search or a solution being shown
    /// is not kept: the board is saved where it was).
    pub(super) fn save_screen(&self, out: &mut Writer<'_>) {
        out.u8(self.board.size().width);
        out.list(self.board.cells());
        out.u32(self.moves);
        self.message.save(out);
    }

    /// Reads what [`SlidingScreen::save_screen`] wrote: a board the goal can be reached from.
    pub(super) fn load_screen(input: &mut Reader<'_>) -> Result<SlidingScreen, Garbled> {
        let side = input.u8()?;
        if !(3..=LARGEST).contains(&side) {
            return Err(Garbled::Invalid);
        }
        let shape = Size::new(side, side).map_err(|_| Garbled::Invalid)?;
        // The core refuses a board that is not a permutation of its tiles and the gap.
        let board = Board::new(shape, input.list()?).map_err(|_| Garbled::Invalid)?;
        let goal = Board::goal(shape);
        board.can_reach(&goal).map_err(|_| Garbled::Invalid)?;
        Ok(SlidingScreen {
            board,
            goal,
            moves: input.u32()?,
            phase: Phase::Play,
            message: Message::load(input)?,
            menu: None,
        })
    }
}
