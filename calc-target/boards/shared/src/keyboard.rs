//! The computer keyboard's table, which three boards share: the simulator's window (SDL),
//! the browser (`KeyboardEvent.code`) and versatilepb (PS/2 scan codes), and QEMU's key
//! names for the tests that type on it. Each calculator's own key table is in its board's
//! folder (`numworks/src/keys.rs`, `nspire/src/keys.rs`).
//!
//! ```
//! use jiugong_board::keyboard::KeyboardKey;
//! use jiugong_calc::Key;
//!
//! let enter = KeyboardKey::by_web_code("NumpadEnter").unwrap();
//! assert_eq!(enter.key, Key::Ok);
//! assert_eq!(KeyboardKey::typing(Key::Ok).unwrap().qcode, "ret");
//! ```

use jiugong_calc::Key;

/// A computer keyboard's key that plays a calculator key, named in each of the places a
/// keyboard reaches the app: QEMU's `qcode` (the QEMU driver types it), PS/2 scan-code set 2
/// (the versatilepb firmware reads it), SDL's key name (`jiugong sim --window`), the web's
/// `KeyboardEvent.code` (the app in a browser).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyboardKey {
    /// The calculator key it plays.
    pub key: Key,
    /// QEMU's name for it (`send-key`'s `qcode`).
    pub qcode: &'static str,
    /// Its PS/2 set-2 make code, and whether `E0` comes first.
    pub ps2: (bool, u8),
    /// SDL's name for it (`SDL_GetKeyName`).
    pub sdl: &'static str,
    /// The browser's name for it (`KeyboardEvent.code`).
    pub web: &'static str,
}

const fn k(
    key: Key,
    qcode: &'static str,
    ps2: (bool, u8),
    sdl: &'static str,
    web: &'static str,
) -> KeyboardKey {
    KeyboardKey {
        key,
        qcode,
        ps2,
        sdl,
        web,
    }
}

/// The one keyboard table: arrows, Enter (and keypad Enter), Esc, Backspace and Delete (Del),
/// `m` (Menu), F1 and `/` (the `?` key: Help), the digit row and the keypad digits. The first entry for a calculator key is
/// the one a driver types for it.
pub const KEYBOARD: [KeyboardKey; 32] = [
    k(Key::Up, "up", (true, 0x75), "Up", "ArrowUp"),
    k(Key::Down, "down", (true, 0x72), "Down", "ArrowDown"),
    k(Key::Left, "left", (true, 0x6B), "Left", "ArrowLeft"),
    k(Key::Right, "right", (true, 0x74), "Right", "ArrowRight"),
    k(Key::Ok, "ret", (false, 0x5A), "Return", "Enter"),
    k(
        Key::Ok,
        "kp_enter",
        (true, 0x5A),
        "Keypad Enter",
        "NumpadEnter",
    ),
    k(Key::Back, "esc", (false, 0x76), "Escape", "Escape"),
    k(
        Key::Undo,
        "backspace",
        (false, 0x66),
        "Backspace",
        "Backspace",
    ),
    k(Key::Undo, "delete", (true, 0x71), "Delete", "Delete"),
    k(Key::Menu, "m", (false, 0x3A), "M", "KeyM"),
    k(Key::Help, "f1", (false, 0x05), "F1", "F1"),
    k(Key::Help, "slash", (false, 0x4A), "/", "Slash"),
    k(Key::Digit(0), "0", (false, 0x45), "0", "Digit0"),
    k(Key::Digit(1), "1", (false, 0x16), "1", "Digit1"),
    k(Key::Digit(2), "2", (false, 0x1E), "2", "Digit2"),
    k(Key::Digit(3), "3", (false, 0x26), "3", "Digit3"),
    k(Key::Digit(4), "4", (false, 0x25), "4", "Digit4"),
    k(Key::Digit(5), "5", (false, 0x2E), "5", "Digit5"),
    k(Key::Digit(6), "6", (false, 0x36), "6", "Digit6"),
    k(Key::Digit(7), "7", (false, 0x3D), "7", "Digit7"),
    k(Key::Digit(8), "8", (false, 0x3E), "8", "Digit8"),
    k(Key::Digit(9), "9", (false, 0x46), "9", "Digit9"),
    k(Key::Digit(0), "kp_0", (false, 0x70), "Keypad 0", "Numpad0"),
    k(Key::Digit(1), "kp_1", (false, 0x69), "Keypad 1", "Numpad1"),
    k(Key::Digit(2), "kp_2", (false, 0x72), "Keypad 2", "Numpad2"),
    k(Key::Digit(3), "kp_3", (false, 0x7A), "Keypad 3", "Numpad3"),
    k(Key::Digit(4), "kp_4", (false, 0x6B), "Keypad 4", "Numpad4"),
    k(Key::Digit(5), "kp_5", (false, 0x73), "Keypad 5", "Numpad5"),
    k(Key::Digit(6), "kp_6", (false, 0x74), "Keypad 6", "Numpad6"),
    k(Key::Digit(7), "kp_7", (false, 0x6C), "Keypad 7", "Numpad7"),
    k(Key::Digit(8), "kp_8", (false, 0x75), "Keypad 8", "Numpad8"),
    k(Key::Digit(9), "kp_9", (false, 0x7D), "Keypad 9", "Numpad9"),
];

impl KeyboardKey {
    /// The entry a driver types for `key`.
    pub fn typing(key: Key) -> Option<&'static KeyboardKey> {
        KEYBOARD.iter().find(|e| e.key == key)
    }

    /// The entry whose PS/2 make code this is.
    pub fn by_ps2(extended: bool, code: u8) -> Option<&'static KeyboardKey> {
        KEYBOARD.iter().find(|e| e.ps2 == (extended, code))
    }

    /// The entry whose `KeyboardEvent.code` this is.
    pub fn by_web_code(code: &str) -> Option<&'static KeyboardKey> {
        KEYBOARD.iter().find(|e| e.web == code)
    }

    /// The entry SDL names so.
    pub fn by_sdl_name(name: &str) -> Option<&'static KeyboardKey> {
        KEYBOARD.iter().find(|e| e.sdl == name)
    }
}

impl AsRef<Key> for KeyboardKey {
    fn as_ref(&self) -> &Key {
        &self.key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_typed_and_every_entry_found_by_its_codes() {
        // Every calculator key can be typed, and every keyboard entry is found by its codes.
        for key in
            Key::parse_script("up down left right enter esc del menu help 0 1 2 3 4 5 6 7 8 9")
        {
            let key = key.unwrap();
            assert_eq!(KeyboardKey::typing(key).map(|e| e.key), Some(key));
        }
        for e in &KEYBOARD {
            assert_eq!(KeyboardKey::by_ps2(e.ps2.0, e.ps2.1), Some(e));
            assert_eq!(KeyboardKey::by_sdl_name(e.sdl), Some(e));
            assert_eq!(KeyboardKey::by_web_code(e.web), Some(e));
        }
    }
}
