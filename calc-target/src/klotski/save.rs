//! Klotski saved and read back: the layout, the board, the cursor, the block picked up
//! (from format version 2), the moves with their undo list, and the moves to redo (from
//! version 3), the move the hint outlines (from version 5) and the layout list open (from
//! version 8).

use super::{BOX, KlotskiScreen, Phase, UNDO};
use crate::screen::Saved;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::message::Message;
use crate::toolkit::playback::Playback;
use crate::toolkit::record::Record;
use crate::toolkit::voice::Voice;
use core::fmt::Write;
use heapless::{String, Vec};
use jiugong_core::klotski::{Board, CELLS, LAYOUTS};

/// The byte saved for "no block picked up".
const NOT_PICKED: u8 = 0xFF;

/// The hint's move: a block of `board` and another cell its route can take it to, or none.
fn hinted(input: &mut Reader<'_>, board: &Board) -> Result<Option<(u8, u8)>, Garbled> {
    match *input.bytes(2)? {
        [NOT_PICKED, _] => Ok(None),
        [block, to]
            if board
                .route(usize::from(block), usize::from(to))
                .is_some_and(|route| !route.is_empty()) =>
        {
            Ok(Some((block, to)))
        }
        _ => Err(Garbled::Invalid),
    }
}

/// A list of moves (the undo list's or the redo list's): each a block of `board` and a
/// cell of the box.
fn moves(input: &mut Reader<'_>, board: &Board) -> Result<Vec<(u8, u8), UNDO>, Garbled> {
    let mut moves = Vec::new();
    for _ in 0..input.u8()? {
        let [block, cell] = input.bytes(2)? else {
            return Err(Garbled::Truncated);
        };
        if usize::from(*block) >= board.blocks().len() || usize::from(*cell) >= CELLS {
            return Err(Garbled::Invalid);
        }
        moves.push((*block, *cell)).map_err(|_| Garbled::Invalid)?;
    }
    Ok(moves)
}

/// The redo list if every move in it can be made again from `board`, the last first: the
/// block has a free route to its cell after the move.
fn redoable(board: &Board, redo: Vec<(u8, u8), UNDO>) -> Result<Vec<(u8, u8), UNDO>, Garbled> {
    let mut again = *board;
    for &(block, to) in redo.iter().rev() {
        let steps = again
            .route(usize::from(block), usize::from(to))
            .ok_or(Garbled::Invalid)?;
        for dir in steps {
            again.slide(usize::from(block), dir);
        }
    }
    Ok(redo)
}

/// The undo list if every move in it can be taken back from `board`, last first; else none
/// (its moves still counted): a list saved by a version that read its blocks back in
/// another order names blocks that never made those moves.
fn undoable(
    board: &Board,
    history: Vec<(u8, u8), UNDO>,
    forgotten: usize,
) -> (Vec<(u8, u8), UNDO>, usize) {
    let mut back = *board;
    for &(block, from) in history.iter().rev() {
        let Some(steps) = back.route(usize::from(block), usize::from(from)) else {
            return (Vec::new(), forgotten + history.len());
        };
        for dir in steps {
            back.slide(usize::from(block), dir);
        }
    }
    (history, forgotten)
}

impl Saved for KlotskiScreen {
    /// The layout, the board, the cursor, the moves with their undo list, the message, the
    /// redo list and the layout list if it is open (a search or a solution being shown is
    /// not kept: the board is saved where it was).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.layout as u8);
        let mut text = String::<32>::new();
        // 24 characters: it fits.
        let _ = write!(text, "{}", self.board);
        out.list(text.as_bytes());
        out.u8(self.cursor.cell() as u8);
        // From version 2: the block picked up, if one is (NOT_PICKED: none).
        out.u8(self.picked.unwrap_or(NOT_PICKED));
        out.u32(self.forgotten as u32);
        out.u8(self.history.len() as u8);
        for &(block, from) in &self.history {
            out.bytes(&[block, from]);
        }
        self.voice.message.save(out);
        // From version 3: the redo list, each move's block and its cell after the move.
        out.u8(self.redo.len() as u8);
        for &(block, to) in &self.redo {
            out.bytes(&[block, to]);
        }
        // From version 5: the hint's move, its block (NOT_PICKED: none) and its cell.
        let (block, to) = self.hinted.unwrap_or((NOT_PICKED, 0));
        out.bytes(&[block, to]);
        // From version 8: the layout list's selected entry while it is open (NOT_PICKED:
        // the list is not open).
        out.u8(match self.phase {
            Phase::Choose(at) => at as u8,
            _ => NOT_PICKED,
        });
        // From version 9: the menu's entry while it is open; the game's time, whether its
        // win was counted, and the records layout by layout.
        out.maybe(self.menu);
        out.u32(self.ticks);
        out.bool(self.won);
        for r in &self.records {
            r.save(out);
        }
        // From version 10: where a solution being shown is played to (it is searched for
        // again on load; while it is, where it was).
        let playback = match (&self.phase, &self.resume) {
            (Phase::Showing { playback, .. }, _) => Some(playback),
            (Phase::Play | Phase::Solving { hint: false, .. }, resume) => resume.as_ref(),
            _ => None,
        };
        out.bool(playback.is_some());
        if let Some(playback) = playback {
            playback.save(out);
        }
    }

    /// Reads what [`Saved::save`] wrote, the board checked by the core's parser.
    fn load(input: &mut Reader<'_>) -> Result<KlotskiScreen, Garbled> {
        let layout = usize::from(input.below(LAYOUTS.len() as u8)?);
        let text = core::str::from_utf8(input.list()?).map_err(|_| Garbled::Invalid)?;
        // The core's parser checks the blocks: their shapes, their places, no overlap. It
        // numbers them in reading order; the game numbers them as its layout's start does
        // (blocks keep their index while they move), and so does the undo list.
        let start = LAYOUTS[layout].start().map_err(|_| Garbled::Invalid)?;
        let board = Board::parse(text)
            .ok()
            .and_then(|read| read.ordered_as(&start))
            .ok_or(Garbled::Invalid)?;
        let mut cursor = BOX;
        if !cursor.set(usize::from(input.below(CELLS as u8)?)) {
            return Err(Garbled::Invalid);
        }
        let picked = match input.version() {
            1 => None,
            _ => match input.u8()? {
                NOT_PICKED => None,
                block if usize::from(block) < board.blocks().len() => Some(block),
                _ => return Err(Garbled::Invalid),
            },
        };
        let forgotten = input.u32()? as usize;
        let history = moves(input, &board)?;
        let (history, forgotten) = undoable(&board, history, forgotten);
        let message = Message::load(input)?;
        let redo = match input.version() >= 3 {
            true => redoable(&board, moves(input, &board)?)?,
            false => Vec::new(),
        };
        let hinted = match input.version() >= 5 {
            true => hinted(input, &board)?,
            false => None,
        };
        let phase = match input.version() >= 8 {
            true => match input.u8()? {
                NOT_PICKED => Phase::Play,
                at if usize::from(at) < LAYOUTS.len() => Phase::Choose(usize::from(at)),
                _ => return Err(Garbled::Invalid),
            },
            false => Phase::Play,
        };
        let (mut menu, mut ticks, mut won) = (None, 0, false);
        let mut records = [Record::default(); LAYOUTS.len()];
        if input.version() >= 9 {
            menu = input.maybe()?;
            (ticks, won) = (input.u32()?, input.bool()?);
            for r in &mut records {
                *r = Record::load(input)?;
            }
        }
        // A solution being shown: searched for again from the first tick, then played as
        // it was.
        let mut resume = None;
        if input.version() >= 10 && input.bool()? {
            if !matches!(phase, Phase::Play) || picked.is_some() {
                return Err(Garbled::Invalid);
            }
            resume = Some(Playback::load(input)?);
        }
        Ok(KlotskiScreen {
            layout,
            board,
            cursor,
            picked,
            history,
            forgotten,
            redo,
            phase,
            resume,
            voice: Voice {
                message,
                ..Voice::new()
            },
            menu,
            hinted,
            ticks,
            won,
            records,
        })
    }
}
