//! The TI-Nspire CX's key table: which keypad register bit plays which calculator key
//! (from Ndless' `keys.h`), read once a tick through `jiugong_board::key_matrix::KeyMatrix`. Plain data,
//! built and tested on the host too.

use jiugong_calc::Key;

/// A TI-Nspire CX key that plays a calculator key: where the keypad shows it, a bit of a
/// halfword register at `0x900E0000 + offset` that is set while the key is down (the CX's
/// layout, from Ndless' `keys.h`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NspireKey {
    /// The calculator key it plays.
    pub key: Key,
    /// The register's offset from the keypad's base, `0x900E0000`.
    pub offset: u8,
    /// The key's bit in that register.
    pub bit: u16,
    /// TI's name for the key.
    pub name: &'static str,
}

const fn t(key: Key, offset: u8, bit: u16, name: &'static str) -> NspireKey {
    NspireKey {
        key,
        offset,
        bit,
        name,
    }
}

/// The TI-Nspire CX keypad: the touchpad's arrows, enter, esc, del, menu, `?!` (Help) and
/// the digits.
pub const NSPIRE: [NspireKey; 19] = [
    t(Key::Up, 0x1E, 0x001, "up"),
    t(Key::Right, 0x1E, 0x004, "right"),
    t(Key::Down, 0x1E, 0x010, "down"),
    t(Key::Left, 0x1E, 0x040, "left"),
    t(Key::Ok, 0x10, 0x002, "enter"),
    t(Key::Back, 0x1C, 0x080, "esc"),
    t(Key::Undo, 0x1E, 0x100, "del"),
    t(Key::Menu, 0x1C, 0x020, "menu"),
    t(Key::Help, 0x10, 0x100, "?!"),
    t(Key::Digit(0), 0x10, 0x080, "0"),
    t(Key::Digit(1), 0x12, 0x080, "1"),
    t(Key::Digit(2), 0x12, 0x020, "2"),
    t(Key::Digit(3), 0x12, 0x008, "3"),
    t(Key::Digit(4), 0x14, 0x080, "4"),
    t(Key::Digit(5), 0x14, 0x020, "5"),
    t(Key::Digit(6), 0x14, 0x008, "6"),
    t(Key::Digit(7), 0x16, 0x080, "7"),
    t(Key::Digit(8), 0x16, 0x020, "8"),
    t(Key::Digit(9), 0x16, 0x008, "9"),
];

impl AsRef<Key> for NspireKey {
    fn as_ref(&self) -> &Key {
        &self.key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_on_the_nspire_keypad_once() {
        for key in
            Key::parse_script("up down left right enter esc del menu help 0 1 2 3 4 5 6 7 8 9")
        {
            let key = key.unwrap();
            assert_eq!(NSPIRE.iter().filter(|e| e.key == key).count(), 1, "{key}");
        }
        for (i, a) in NSPIRE.iter().enumerate() {
            assert_eq!(a.bit.count_ones(), 1, "{}", a.name);
            assert!(a.offset >= 0x10 && a.offset % 2 == 0, "{}", a.name);
            for b in &NSPIRE[i + 1..] {
                assert_ne!(
                    (a.offset, a.bit),
                    (b.offset, b.bit),
                    "{} and {}",
                    a.name,
                    b.name
                );
            }
        }
    }
}
