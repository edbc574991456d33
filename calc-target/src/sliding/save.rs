//! The sliding puzzle saved and read back: the board's side, its tiles, the moves made,
//! (from format version 2) the tiles Del can slide back and (from version 3) the tiles to
//! slide again.

use super::{LARGEST, Phase, Purpose, SlidingScreen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::Message;
use heapless::Vec;
use jiugong_core::sliding::{Board, Size};

impl SlidingScreen {
    /// The board's side, its tiles, the moves made, the undo list, the message and the redo
    /// list (a search or a solution being shown is not kept: the board is saved where it
    /// was).
    pub(super) fn save_screen(&self, out: &mut Writer<'_>) {
        out.u8(self.board.size().width);
        out.list(self.board.cells());
        out.u32(self.moves);
        // From version 2: the undo list.
        out.list(&self.history);
        self.message.save(out);
        // From version 3: the redo list.
        out.list(&self.redo);
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
        let moves = input.u32()?;
        let mut history = Vec::new();
        if input.version() >= 2 {
            let listed = input.list()?;
            // Each tile must slide back from where the board is, the last first.
            let mut back = board;
            for &tile in listed.iter().rev() {
                if !back.slide_tile(tile) {
                    return Err(Garbled::Invalid);
                }
            }
            history
                .extend_from_slice(listed)
                .map_err(|_| Garbled::Invalid)?;
        }
        let message = Message::load(input)?;
        let mut redo = Vec::new();
        if input.version() >= 3 {
            let listed = input.list()?;
            // Each tile must slide again from where the board is, the last first.
            let mut again = board;
            for &tile in listed.iter().rev() {
                if !again.slide_tile(tile) {
                    return Err(Garbled::Invalid);
                }
            }
            redo.extend_from_slice(listed)
                .map_err(|_| Garbled::Invalid)?;
        }
        Ok(SlidingScreen {
            board,
            goal,
            moves,
            history,
            redo,
            phase: Phase::Play,
            message,
            menu: None,
            purpose: Purpose::Show,
            hinted: None,
            start: None,
        })
    }
}
