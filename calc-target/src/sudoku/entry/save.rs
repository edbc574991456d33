//! The grid being typed in, saved and read back: its digits, the cursor and the menu.

use super::Entry;
use crate::state::{Garbled, Reader, Writer};
use jiugong_core::sudoku::{CELLS, Grid};

impl Entry {
    /// The digits typed, the cursor, and (from version 9) the menu's entry while it is open.
    pub fn save(&self, out: &mut Writer<'_>) {
        out.bytes(self.grid.cells());
        out.u8(self.cursor.cell() as u8);
        out.maybe(self.menu);
    }

    /// What [`Entry::save`] wrote.
    pub fn load(input: &mut Reader<'_>) -> Result<Entry, Garbled> {
        let cells = input
            .bytes(CELLS)?
            .try_into()
            .map_err(|_| Garbled::Truncated)?;
        let mut entry = Entry {
            grid: Grid::from_cells(cells).ok_or(Garbled::Invalid)?,
            ..Entry::new()
        };
        if !entry.cursor.set(usize::from(input.below(CELLS as u8)?)) {
            return Err(Garbled::Invalid);
        }
        if input.version() >= 9 {
            entry.menu = input.maybe()?;
        }
        Ok(entry)
    }
}
