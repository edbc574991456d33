//! PS/2 keyboards speak scan-code set 2: a key's make code when pressed, `F0` and the code
//! when released, `E0` before the codes of the extended keys (the arrows among them).

use jiugong_board::keyboard::KeyboardKey;
use jiugong_calc::Key;

/// Turns the keyboard's bytes into key presses (releases and unknown keys are dropped).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Decoder {
    extended: bool,
    release: bool,
}

impl Decoder {
    /// Feeds one byte from the keyboard; a key press completes a [`Key`].
    pub fn feed(&mut self, byte: u8) -> Option<Key> {
        match byte {
            0xE0 => {
                self.extended = true;
                None
            }
            0xF0 => {
                self.release = true;
                None
            }
            code => {
                let (extended, release) = (self.extended, self.release);
                *self = Decoder::default();
                if release {
                    None
                } else {
                    key_of(code, extended)
                }
            }
        }
    }
}

/// The calculator key a set-2 make code stands for ([`KEYBOARD`](jiugong_board::keyboard::KEYBOARD)'s table).
pub fn key_of(code: u8, extended: bool) -> Option<Key> {
    KeyboardKey::by_ps2(extended, code).map(|e| e.key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> heapless::Vec<Key, 16> {
        let mut d = Decoder::default();
        bytes.iter().filter_map(|&b| d.feed(b)).collect()
    }

    #[test]
    fn presses_count_releases_do_not() {
        // 5 pressed and released, then Enter, then m.
        assert_eq!(
            decode(&[0x2E, 0xF0, 0x2E, 0x5A, 0xF0, 0x5A, 0x3A]),
            [Key::Digit(5), Key::Ok, Key::Menu]
        );
    }

    #[test]
    fn extended_keys_are_not_keypad_digits() {
        // E0 75 is arrow up; a bare 75 is keypad 8.
        assert_eq!(decode(&[0xE0, 0x75, 0x75]), [Key::Up, Key::Digit(8)]);
        assert_eq!(
            decode(&[0xE0, 0x6B, 0xE0, 0x74, 0xE0, 0x72]),
            [Key::Left, Key::Right, Key::Down]
        );
        assert_eq!(
            decode(&[0x66, 0xE0, 0x71, 0x76]),
            [Key::Undo, Key::Undo, Key::Back]
        );
    }

    #[test]
    fn every_digit_and_unknown_codes() {
        let row = [0x45, 0x16, 0x1E, 0x26, 0x25, 0x2E, 0x36, 0x3D, 0x3E, 0x46];
        for (d, &code) in row.iter().enumerate() {
            assert_eq!(key_of(code, false), Some(Key::Digit(d as u8)));
        }
        assert_eq!(key_of(0x1C, false), None); // a
        assert_eq!(decode(&[0xE0, 0xF0, 0x75, 0x1C]), []);
    }
}
