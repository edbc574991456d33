//! The grid being typed in, saved and read back: its digits, the cursor, the menu and the
//! kind of grid.

use super::Entry;
use crate::state::{Garbled, Reader, Writer};
use crate::sudoku::kinds::Kind;
use jiugong_core::sudoku::{CELLS, Grid};

impl Entry {
    /// The digits typed, the cursor, (from version 9) the menu's entry while it is open,
    /// and (from 12) the kind of grid.
    pub fn save(&self, out: &mut Writer<'_>) {
        out.bytes(self.grid.cells());
        out.u8(self.cursor.cell() as u8);
        out.maybe(self.menu);
        out.coded(self.kind);
    }

    /// What [`Entry::save`] wrote: digits of the grid's in its cells, none past them.
    pub fn load(input: &mut Reader<'_>) -> Result<Entry, Garbled> {
        let cells: [u8; CELLS] = input
            .bytes(CELLS)?
            .try_into()
            .map_err(|_| Garbled::Truncated)?;
        let cursor = input.below(CELLS as u8)?;
        let menu = match input.version() {
            9.. => input.maybe()?,
            _ => None,
        };
        let kind: Kind = match input.version() {
            12.. => input.coded()?,
            _ => Kind::Classic,
        };
        if !kind.typed_in() {
            return Err(Garbled::Invalid);
        }
        let mut entry = Entry {
            grid: Grid::from_cells(cells).ok_or(Garbled::Invalid)?,
            menu,
            ..Entry::of(kind)
        };
        let (n, inside) = (kind.n(), usize::from(kind.n()).pow(2));
        let fits = |(c, &d): (usize, &u8)| d == 0 || (c < inside && d <= n);
        if !cells.iter().enumerate().all(fits) || !entry.cursor.set(usize::from(cursor)) {
            return Err(Garbled::Invalid);
        }
        Ok(entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Key;
    use crate::state::{MAX_BYTES, open, seal};

    /// `entry` saved, its bytes changed by `change`, and read back.
    fn reloaded(entry: &Entry, change: impl FnOnce(&mut [u8])) -> Result<Entry, Garbled> {
        let mut file = [0u8; MAX_BYTES];
        let mut out = Writer::new(&mut file);
        entry.save(&mut out);
        let n = seal(out).unwrap();
        let mut payload = [0u8; MAX_BYTES];
        let len = n - 16;
        payload[..len].copy_from_slice(&file[12..n - 4]);
        change(&mut payload[..len]);
        let mut out = Writer::new(&mut file);
        out.bytes(&payload[..len]);
        let n = seal(out).unwrap();
        Entry::load(&mut open(&file[..n]).unwrap())
    }

    /// A small grid comes back with its kind and digits; a digit past its side, or in a
    /// cell past its cells, is refused.
    #[test]
    fn a_small_grid_comes_back_and_nothing_outside_it() {
        let mut entry = Entry::of(Kind::Four);
        for d in [1, 0, 4, 9] {
            entry.handle(Key::Digit(d));
        }
        let again = reloaded(&entry, |_| {}).unwrap();
        assert_eq!((again.kind(), again.grid()), (Kind::Four, entry.grid()));
        assert_eq!(&again.grid().cells()[..4], [1, 0, 4, 0]);
        assert_eq!(reloaded(&entry, |p| p[0] = 5).err(), Some(Garbled::Invalid));
        assert_eq!(
            reloaded(&entry, |p| p[16] = 1).err(),
            Some(Garbled::Invalid)
        );
        assert!(reloaded(&entry, |p| p[15] = 4).is_ok());
    }
}
