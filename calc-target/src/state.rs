//! The saved state: the whole app's games in one small file a board keeps (a file beside
//! the program on the TI-Nspire, `localStorage` in a browser, `jiugong sim --state FILE` on
//! a computer).
//!
//! # Format, version 12
//!
//! All numbers little-endian. Version 2 adds the block the Klotski player has
//! picked up and the sliding puzzle's undo list; a version 1 file is still read (nothing
//! picked up, nothing to undo). Version 3 adds each puzzle's redo list, at the end of its
//! game; a version 1 or 2 file is still read (nothing to redo). Version 4 adds the Sudoku
//! records (games won, best and total time, level by level) and, with the game, who
//! filled its grid; an older file is read with no records. Version 5 adds the move the
//! Klotski hint outlines; an older file is read with none. Version 6 adds the settings (a
//! byte after the games, the settings screen as a third kind of screen showing) and the
//! Sudoku game's mistakes; an older file is read with every setting off and no mistakes.
//! Version 7 adds the language, a byte after the settings' (its place in
//! [`Lang::ALL`](crate::lang::Lang::ALL)); an older file is read in the board's language.
//! Version 8 adds, at the end of the Sudoku game, a hint half-told (how many of its three
//! presses) and the cells shaded and highlighted, and at the end of Klotski's the layout
//! list's entry while it is open; an older file is read with neither. Version 9 adds, at
//! the end of the Sudoku game, its puzzle's number (a numbered puzzle's, `u32::MAX` for
//! none), and at the end of every puzzle's game (and of the Sudoku grid being typed in)
//! the entry of its menu while the menu is open (its byte, `u8::MAX` for a closed menu);
//! an older file is read with neither. Version 10 adds, after the Sudoku records, the days
//! in a row with a win (the last win's day, `u32::MAX` for none, the days and the best),
//! and at the end of the knight's and the star's games what the player completed: the
//! knight's tours by hand, open and closed, the star's full fillings, star by star, each
//! with whether the game on screen was counted; and a solution being shown, as far as it
//! was played (its length, the moves made, the ticks toward the next, paused): the sliding
//! puzzle's with its moves, the star's with its points, the knight's and Klotski's found
//! again by their search on load. An older file is read with none. Version 11 adds the
//! Sudoku variants: after a game's making, its kind of grid (a byte) and the rules the
//! kind leaves open (a jigsaw's pieces, a cell's byte each; a killer's cages, each cell's
//! cage from 1 or 0, then their count and their sums), the grids holding a smaller grid's
//! cells row by row in their first places; another kind's level menu as the byte
//! `u8::MAX - 2`, the kind and the level; and after the streak each variant's records, level
//! by level. An older file is read as the classic grid's, with no variant record.
//! Version 12 adds a puzzle typed in on the small grids: the kind of grid being typed in (a
//! byte after the entry's menu), a small grid's game made so (its making the classic
//! grid's own byte, with the kind's), and the small grids' level menus' entry for it (the
//! byte 4 after the levels'); an older file's grid being typed in is a 9×9.
//!
//! | offset | bytes | what |
//! |---|---|---|
//! | 0 | 8 | the magic `JIUGONG` and byte `0x1A` |
//! | 8 | 2 | the format version, [`VERSION`] |
//! | 10 | 2 | the payload's length `n` |
//! | 12 | `n` | the payload: the app's games, as [`crate::App::save`] writes them |
//! | 12 + `n` | 4 | CRC-32 (the ISO-HDLC polynomial zlib and PNG use) of bytes 0 to 12 + `n` |
//!
//! Anything else — another magic, another version, a short or long file, a wrong checksum, a value
//! the puzzle's rules refuse — is [`Garbled`]: the app starts fresh and says why in one
//! line. Nothing is read past the end, and nothing read is trusted before it is checked.
//! A file cut short anywhere, an empty one included, is [`Garbled::Truncated`]; games from a
//! newer version are kept as they are: the app does not save over them.
//!
//! ```
//! use jiugong_calc::state::{Reader, Writer, open, seal};
//!
//! let mut file = [0u8; 64];
//! let mut w = Writer::new(&mut file);
//! w.u8(7);
//! w.u16(300);
//! let n = seal(w).unwrap();
//! let mut r = open(&file[..n]).unwrap();
//! assert_eq!((r.u8(), r.u16()), (Ok(7), Ok(300)));
//! ```

use core::fmt;

/// The format this app writes.
pub const VERSION: u16 = 12;

/// The oldest format this app reads: every version from it to [`VERSION`] is read.
pub const OLDEST: u16 = 1;

/// The magic that starts a saved state.
pub const MAGIC: [u8; 8] = *b"JIUGONG\x1A";

/// Bytes a board sets aside for a saved state: the largest the app writes, with room.
pub const MAX_BYTES: usize = 4096;

/// Bytes before the payload: the magic, the version and the length.
const HEADER: usize = 12;

/// The checksum: CRC-32/ISO-HDLC (zlib's and PNG's), from a table of 256 entries (1 KiB: a
/// calculator app counts its bytes, and a state is read once).
const CRC: crc::Crc<u32, crc::Table<1>> =
    crc::Crc::<u32, crc::Table<1>>::new(&crc::CRC_32_ISO_HDLC);

/// Why a saved state was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Garbled {
    /// It does not start with [`MAGIC`]: not a saved state of this app.
    Foreign,
    /// Written by another version of the format. From a newer one, it is also why
    /// [`App::save`](crate::App::save) refuses: the newer games are kept as they are.
    Version(u16),
    /// It ends before its length says, or before its header does (an empty file included).
    Truncated,
    /// Bytes follow its end: not as it was written.
    Trailing,
    /// Its checksum does not match: changed since it was written.
    Checksum,
    /// A value the puzzles' rules refuse.
    Invalid,
    /// The state did not fit the room lent to write it.
    Full,
}

impl fmt::Display for Garbled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Garbled::Foreign => f.write_str("not a jiugong save"),
            Garbled::Version(v) if *v > VERSION => write!(f, "from a newer app (format {v})"),
            Garbled::Version(v) => write!(f, "in format {v}, no longer read"),
            Garbled::Truncated => f.write_str("cut short"),
            Garbled::Trailing => f.write_str("longer than written"),
            Garbled::Checksum => f.write_str("damaged (checksum)"),
            Garbled::Invalid => f.write_str("holds an impossible game"),
            Garbled::Full => f.write_str("too large to save"),
        }
    }
}

impl core::error::Error for Garbled {}

/// A choice saved as a byte of its own, written down beside each value: the format never
/// follows the order of a menu or a list, so reordering one changes no saved state.
///
/// ```
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::state::Coded;
///
/// assert_eq!(Lang::Fr.byte(), 2);
/// assert_eq!(Lang::from_byte(0), Some(Lang::Zh));
/// assert_eq!(Lang::from_byte(3), None);
/// ```
pub trait Coded: Copy + PartialEq + 'static {
    /// Every value and its byte, no byte twice.
    const BYTES: &'static [(Self, u8)];

    /// The value's byte.
    fn byte(self) -> u8 {
        Self::BYTES
            .iter()
            .find(|&&(v, _)| v == self)
            .map_or(0, |&(_, byte)| byte)
    }

    /// The value whose byte is `byte`, or `None` for a byte no value has.
    fn from_byte(byte: u8) -> Option<Self> {
        Self::BYTES
            .iter()
            .find(|&&(_, b)| b == byte)
            .map(|&(v, _)| v)
    }
}

/// Asserts that each of `all` has a byte of its own in `T::BYTES`, and that the table
/// lists no other value: what the tests of each [`Coded`] choice call.
#[cfg(test)]
pub(crate) fn assert_own_bytes<T: Coded + fmt::Debug>(all: &[T]) {
    assert_eq!(T::BYTES.len(), all.len());
    for &v in all {
        assert_eq!(T::from_byte(v.byte()), Some(v), "{v:?}");
    }
}

/// Writes a payload into a lent buffer, after room for the header; [`seal`] finishes it.
#[derive(Debug)]
pub struct Writer<'a> {
    buf: &'a mut [u8],
    len: usize,
    full: bool,
}

impl<'a> Writer<'a> {
    /// A writer over `buf` (at most [`MAX_BYTES`] are needed).
    pub fn new(buf: &'a mut [u8]) -> Writer<'a> {
        let full = buf.len() < HEADER + 4;
        Writer {
            buf,
            len: HEADER,
            full,
        }
    }

    /// Appends bytes (a full buffer is remembered, and [`seal`] says so).
    pub fn bytes(&mut self, bytes: &[u8]) {
        match self.buf.get_mut(self.len..self.len + bytes.len()) {
            Some(room) if !self.full => {
                room.copy_from_slice(bytes);
                self.len += bytes.len();
            }
            _ => self.full = true,
        }
    }

    /// Appends a byte.
    pub fn u8(&mut self, v: u8) {
        self.bytes(&[v]);
    }

    /// Appends a choice as its byte ([`Coded`]).
    pub fn coded<T: Coded>(&mut self, v: T) {
        self.u8(v.byte());
    }

    /// Appends a choice that may be none (an open menu's entry): its byte, or `u8::MAX`.
    pub fn maybe<T: Coded>(&mut self, v: Option<T>) {
        self.u8(v.map_or(u8::MAX, Coded::byte));
    }

    /// Appends a flag as a byte, 0 or 1.
    pub fn bool(&mut self, v: bool) {
        self.u8(u8::from(v));
    }

    /// Appends a 16-bit number.
    pub fn u16(&mut self, v: u16) {
        self.bytes(&v.to_le_bytes());
    }

    /// Appends a 32-bit number.
    pub fn u32(&mut self, v: u32) {
        self.bytes(&v.to_le_bytes());
    }

    /// Appends a short list of bytes: its length (a byte), then the bytes.
    pub fn list(&mut self, bytes: &[u8]) {
        match u8::try_from(bytes.len()) {
            Ok(n) => {
                self.u8(n);
                self.bytes(bytes);
            }
            Err(_) => self.full = true,
        }
    }
}

/// Writes the header and the checksum around the payload; the state's length in bytes.
pub fn seal(w: Writer<'_>) -> Result<usize, Garbled> {
    let payload = w.len - HEADER;
    let Ok(n) = u16::try_from(payload) else {
        return Err(Garbled::Full);
    };
    if w.full || w.buf.len() < w.len + 4 {
        return Err(Garbled::Full);
    }
    w.buf[..8].copy_from_slice(&MAGIC);
    w.buf[8..10].copy_from_slice(&VERSION.to_le_bytes());
    w.buf[10..12].copy_from_slice(&n.to_le_bytes());
    let crc = CRC.checksum(&w.buf[..w.len]);
    w.buf[w.len..w.len + 4].copy_from_slice(&crc.to_le_bytes());
    Ok(w.len + 4)
}

/// Checks a saved state's header and checksum; a reader of its payload.
pub fn open(state: &[u8]) -> Result<Reader<'_>, Garbled> {
    // The first bytes of a save, none at all included, are a save cut short; anything else
    // that does not start as a save is another program's.
    if state.len() < MAGIC.len() {
        return Err(match MAGIC.starts_with(state) {
            true => Garbled::Truncated,
            false => Garbled::Foreign,
        });
    }
    if state[..8] != MAGIC {
        return Err(Garbled::Foreign);
    }
    let header = state.get(..HEADER).ok_or(Garbled::Truncated)?;
    let version = u16::from_le_bytes([header[8], header[9]]);
    if !(OLDEST..=VERSION).contains(&version) {
        return Err(Garbled::Version(version));
    }
    let n = usize::from(u16::from_le_bytes([header[10], header[11]]));
    let sum = state
        .get(HEADER + n..HEADER + n + 4)
        .ok_or(Garbled::Truncated)?;
    if state.len() > HEADER + n + 4 {
        return Err(Garbled::Trailing);
    }
    if CRC.checksum(&state[..HEADER + n]).to_le_bytes() != sum {
        return Err(Garbled::Checksum);
    }
    Ok(Reader {
        bytes: &state[HEADER..HEADER + n],
        version,
    })
}

/// Reads a payload, each read checked against its end.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    version: u16,
}

impl<'a> Reader<'a> {
    /// The format version the state was written in ([`OLDEST`] to [`VERSION`]): what a
    /// screen reads depends on it where a version added something.
    pub fn version(&self) -> u16 {
        self.version
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], Garbled> {
        if n > self.bytes.len() {
            return Err(Garbled::Truncated);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    /// The next byte.
    pub fn u8(&mut self) -> Result<u8, Garbled> {
        Ok(self.bytes(1)?[0])
    }

    /// The next byte as a flag: 0 or 1, anything else [`Garbled::Invalid`].
    pub fn bool(&mut self) -> Result<bool, Garbled> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Garbled::Invalid),
        }
    }

    /// The next byte as a choice ([`Coded`]): a byte no value has is [`Garbled::Invalid`].
    pub fn coded<T: Coded>(&mut self) -> Result<T, Garbled> {
        T::from_byte(self.u8()?).ok_or(Garbled::Invalid)
    }

    /// The next byte as a choice or none, as [`Writer::maybe`] wrote it.
    pub fn maybe<T: Coded>(&mut self) -> Result<Option<T>, Garbled> {
        match self.u8()? {
            u8::MAX => Ok(None),
            byte => T::from_byte(byte).map(Some).ok_or(Garbled::Invalid),
        }
    }

    /// The next byte, which must be below `end`.
    pub fn below(&mut self, end: u8) -> Result<u8, Garbled> {
        let v = self.u8()?;
        if v < end {
            Ok(v)
        } else {
            Err(Garbled::Invalid)
        }
    }

    /// The next 16-bit number.
    pub fn u16(&mut self) -> Result<u16, Garbled> {
        let b = self.bytes(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    /// The next 32-bit number.
    pub fn u32(&mut self) -> Result<u32, Garbled> {
        let b = self.bytes(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The next list [`Writer::list`] wrote.
    pub fn list(&mut self) -> Result<&'a [u8], Garbled> {
        let n = self.u8()?;
        self.bytes(usize::from(n))
    }

    /// Checks that nothing is left: a longer payload is not one this version wrote.
    pub fn end(&self) -> Result<(), Garbled> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(Garbled::Invalid)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sealed(buf: &mut [u8; 64]) -> usize {
        let mut w = Writer::new(buf);
        w.list(b"abc");
        w.u32(0xDEAD_BEEF);
        seal(w).unwrap()
    }

    #[test]
    fn what_is_written_reads_back() {
        let mut buf = [0u8; 64];
        let n = sealed(&mut buf);
        assert_eq!(n, 12 + 4 + 4 + 4);
        let mut r = open(&buf[..n]).unwrap();
        assert_eq!(r.list(), Ok(&b"abc"[..]));
        assert_eq!(r.u32(), Ok(0xDEAD_BEEF));
        assert_eq!(r.end(), Ok(()));
        assert_eq!(r.u8(), Err(Garbled::Truncated));
    }

    #[test]
    fn every_damage_is_named() {
        let mut buf = [0u8; 64];
        let n = sealed(&mut buf);
        for cut in 0..n {
            let e = open(&buf[..cut]).unwrap_err();
            assert!(
                matches!(e, Garbled::Truncated | Garbled::Foreign),
                "{cut}: {e:?}"
            );
        }
        for at in 0..n {
            for bit in 0..8 {
                let mut bad = buf;
                bad[at] ^= 1 << bit;
                assert!(open(&bad[..n]).is_err(), "byte {at} bit {bit}");
            }
        }
        let mut longer = buf;
        longer[n] = 0;
        assert_eq!(open(&longer[..=n]).unwrap_err(), Garbled::Trailing);
        let mut old = buf;
        old[8] = 0;
        assert_eq!(open(&old[..n]).unwrap_err(), Garbled::Version(0));
    }

    #[test]
    fn the_checksum_is_crc_32_iso_hdlc() {
        // The catalogue's check value: CRC-32 of the ASCII digits 1 to 9.
        assert_eq!(CRC.checksum(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn a_full_buffer_is_said() {
        let mut buf = [0u8; 20];
        let mut w = Writer::new(&mut buf);
        w.bytes(&[1; 8]);
        assert_eq!(seal(w), Err(Garbled::Full));
        let mut tiny = [0u8; 3];
        assert_eq!(seal(Writer::new(&mut tiny)), Err(Garbled::Full));
    }
}
