//! The sliding puzzle saved and read back: the board's side, its tiles, the moves made,
//! (from format version 2) the tiles Undo can slide back and (from version 3) the tiles to
//! slide again.

use super::{LARGEST, Phase, Purpose, SlidingScreen, UNDO};
use crate::screen::Saved;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::message::Message;
use crate::toolkit::record::Record;
use crate::toolkit::voice::Voice;
use heapless::Vec;
use jiugong_core::sliding::{Board, Size};

/// A list of tiles read back, each of which must slide from `board` in turn, the last
/// first (an undo list slides them back, a redo list again: the same check).
fn tiles_from(board: &Board, listed: &[u8]) -> Result<Vec<u8, UNDO>, Garbled> {
    let mut at = *board;
    for &tile in listed.iter().rev() {
        if !at.slide_tile(tile) {
            return Err(Garbled::Invalid);
        }
    }
    Vec::from_slice(listed).map_err(|_| Garbled::Invalid)
}

impl Saved for SlidingScreen {
    /// The board's side, its tiles, the moves made, the undo list, the message and the redo
    /// list (a search or a solution being shown is not kept: the board is saved where it
    /// was).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.board.size().width);
        out.list(self.board.cells());
        out.u32(self.moves);
        // From version 2: the undo list.
        out.list(&self.history);
        self.voice.message.save(out);
        // From version 3: the redo list.
        out.list(&self.redo);
        // From version 9: the menu's entry while it is open; the game's time, whether its
        // win was counted, and the records size by size.
        out.maybe(self.menu);
        out.u32(self.ticks);
        out.bool(self.won);
        for r in &self.records {
            r.save(out);
        }
    }

    /// Reads what [`Saved::save`] wrote: a board the goal can be reached from.
    fn load(input: &mut Reader<'_>) -> Result<SlidingScreen, Garbled> {
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
        // The undo list: each tile slides back from where the board is, the last first.
        let history = match input.version() {
            2.. => tiles_from(&board, input.list()?)?,
            _ => Vec::new(),
        };
        let message = Message::load(input)?;
        // The redo list: each tile slides again from where the board is, the last first.
        let redo = match input.version() {
            3.. => tiles_from(&board, input.list()?)?,
            _ => Vec::new(),
        };
        let (mut menu, mut ticks, mut won) = (None, 0, false);
        let mut records = [Record::default(); 3];
        if input.version() >= 9 {
            menu = input.maybe()?;
            (ticks, won) = (input.u32()?, input.bool()?);
            for r in &mut records {
                *r = Record::load(input)?;
            }
        }
        Ok(SlidingScreen {
            board,
            goal,
            moves,
            history,
            redo,
            phase: Phase::Play,
            voice: Voice {
                message,
                ..Voice::new()
            },
            menu,
            purpose: Purpose::Show,
            hinted: None,
            start: None,
            ticks,
            won,
            records,
            proved: None,
        })
    }
}
