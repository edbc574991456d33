//! Klotski saved and read back: the layout, the board, the cursor, and the moves with their
//! undo list.

use super::{BOX, KlotskiScreen, Phase};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::Message;
use core::fmt::Write;
use heapless::{String, Vec};
use jiugong_core::klotski::{Board, CELLS, LAYOUTS};

impl KlotskiScreen {
    /// The layout, the board, the cursor and the moves with their undo list (a search or a
    /// solution being shown is not kept: the board is saved where it was).
    pub(super) fn save_screen(&self, out: &mut Writer<'_>) {
        out.u8(self.layout as u8);
        let mut text = String::<32>::new();
        // 24 characters: it fits.
        let _ = write!(text, "{}", self.board);
        out.list(text.as_bytes());
        out.u8(self.cursor.cell() as u8);
        out.u32(self.forgotten as u32);
        out.u8(self.history.len() as u8);
        for &(block, from) in &self.history {
            out.bytes(&[block, from]);
        }
        self.message.save(out);
    }

    /// Reads what [`KlotskiScreen::save_screen`] wrote, the board checked by the core's parser.
    pub(super) fn load_screen(input: &mut Reader<'_>) -> Result<KlotskiScreen, Garbled> {
        let layout = usize::from(input.below(LAYOUTS.len() as u8)?);
        let text = core::str::from_utf8(input.list()?).map_err(|_| Garbled::Invalid)?;
        // The core's parser checks the blocks: their shapes, their places, no overlap.
        let board = Board::parse(text).map_err(|_| Garbled::Invalid)?;
        let mut cursor = BOX;
        if !cursor.set(usize::from(input.below(CELLS as u8)?)) {
            return Err(Garbled::Invalid);
        }
        let forgotten = input.u32()? as usize;
        let mut history = Vec::new();
        for _ in 0..input.u8()? {
            let [block, from] = input.bytes(2)? else {
                return Err(Garbled::Truncated);
            };
            if usize::from(*block) >= board.blocks().len() || usize::from(*from) >= CELLS {
                return Err(Garbled::Invalid);
            }
            history
                .push((*block, *from))
                .map_err(|_| Garbled::Invalid)?;
        }
        Ok(KlotskiScreen {
            layout,
            board,
            cursor,
            picked: None,
            history,
            forgotten,
            phase: Phase::Play,
            message: Message::load(input)?,
            menu: None,
        })
    }
}
