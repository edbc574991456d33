//! The sliding puzzle saved and read back: the board's side, its tiles, the moves made,
//! (from format version 2) the tiles Undo can slide back, (from version 3) the tiles to
//! slide again and (from version 10) a solution being shown, as far as it was played.

use super::{LARGEST, Phase, Purpose, SHOWN, SlidingScreen, UNDO};
use crate::screen::Saved;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::message::Message;
use crate::toolkit::playback::Playback;
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
    /// The board's side, its tiles, the moves made, the undo list, the message, the redo
    /// list, the menu, the clock and the records, and a solution being shown (a search is
    /// not kept: the board is saved where it was).
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
        // From version 10: a solution being shown, its moves and how far it is played.
        let showing = match &self.phase {
            Phase::Showing {
                moves, playback, ..
            } => Some((moves, playback)),
            _ => None,
        };
        out.bool(showing.is_some());
        if let Some((moves, playback)) = showing {
            // Up to 320 moves (a 5×5 quick solution): a two-byte length.
            out.u16(moves.len() as u16);
            out.bytes(moves);
            playback.save(out);
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
        // A solution being shown: played again from the player's board as far as it was,
        // each move a slide.
        let mut phase = Phase::Play;
        if input.version() >= 10 && input.bool()? {
            let len = usize::from(input.u16()?);
            let moves: Vec<u8, SHOWN> =
                Vec::from_slice(input.bytes(len)?).map_err(|_| Garbled::Invalid)?;
            let playback = Playback::load(input)?;
            // Every move slides a tile, and all of them solve the board.
            let (mut shown, mut solved) = (board, board);
            let slides = moves[..playback.at()].iter().all(|&t| shown.slide_tile(t))
                && moves.iter().all(|&t| solved.slide_tile(t));
            if playback.len() != moves.len() || !slides || solved != goal {
                return Err(Garbled::Invalid);
            }
            phase = Phase::Showing {
                moves,
                playback,
                shown,
            };
        }
        Ok(SlidingScreen {
            board,
            goal,
            moves,
            history,
            redo,
            phase,
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
