//! The calculator keypad and the key-script syntax shared by the simulator and the firmware.

use core::fmt;

/// A key of the calculator keypad.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Enter / OK.
    Enter,
    /// Esc / Back.
    Esc,
    /// Delete.
    Del,
    /// Menu.
    Menu,
    /// A digit key 0..=9.
    Digit(u8),
}

/// A key name the script syntax does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownKey<'a>(pub &'a str);

impl fmt::Display for UnknownKey<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown key '{}': keys are up, down, left, right, enter, esc, del, menu and 0-9",
            self.0
        )
    }
}

impl core::error::Error for UnknownKey<'_> {}

/// The script name of a key (what [`Key::from_name`] reads back).
impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Key::Up => "up",
            Key::Down => "down",
            Key::Left => "left",
            Key::Right => "right",
            Key::Enter => "enter",
            Key::Esc => "esc",
            Key::Del => "del",
            Key::Menu => "menu",
            Key::Digit(d) => return write!(f, "{d}"),
        })
    }
}

/// A computer keyboard's key that plays a calculator key, named in each of the places a
/// keyboard reaches the app: QEMU's `qcode` (the QEMU driver types it), PS/2 scan-code set 2
/// (the versatilepb firmware reads it), SDL's key name (`jiugong sim --window`).
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
}

const fn k(key: Key, qcode: &'static str, ps2: (bool, u8), sdl: &'static str) -> KeyboardKey {
    KeyboardKey {
        key,
        qcode,
        ps2,
        sdl,
    }
}

/// The one keyboard table: arrows, Enter (and keypad Enter), Esc, Backspace and Delete (Del),
/// `m` (Menu), the digit row and the keypad digits. The first entry for a calculator key is
/// the one a driver types for it.
pub const KEYBOARD: [KeyboardKey; 30] = [
    k(Key::Up, "up", (true, 0x75), "Up"),
    k(Key::Down, "down", (true, 0x72), "Down"),
    k(Key::Left, "left", (true, 0x6B), "Left"),
    k(Key::Right, "right", (true, 0x74), "Right"),
    k(Key::Enter, "ret", (false, 0x5A), "Return"),
    k(Key::Enter, "kp_enter", (true, 0x5A), "Keypad Enter"),
    k(Key::Esc, "esc", (false, 0x76), "Escape"),
    k(Key::Del, "backspace", (false, 0x66), "Backspace"),
    k(Key::Del, "delete", (true, 0x71), "Delete"),
    k(Key::Menu, "m", (false, 0x3A), "M"),
    k(Key::Digit(0), "0", (false, 0x45), "0"),
    k(Key::Digit(1), "1", (false, 0x16), "1"),
    k(Key::Digit(2), "2", (false, 0x1E), "2"),
    k(Key::Digit(3), "3", (false, 0x26), "3"),
    k(Key::Digit(4), "4", (false, 0x25), "4"),
    k(Key::Digit(5), "5", (false, 0x2E), "5"),
    k(Key::Digit(6), "6", (false, 0x36), "6"),
    k(Key::Digit(7), "7", (false, 0x3D), "7"),
    k(Key::Digit(8), "8", (false, 0x3E), "8"),
    k(Key::Digit(9), "9", (false, 0x46), "9"),
    k(Key::Digit(0), "kp_0", (false, 0x70), "Keypad 0"),
    k(Key::Digit(1), "kp_1", (false, 0x69), "Keypad 1"),
    k(Key::Digit(2), "kp_2", (false, 0x72), "Keypad 2"),
    k(Key::Digit(3), "kp_3", (false, 0x7A), "Keypad 3"),
    k(Key::Digit(4), "kp_4", (false, 0x6B), "Keypad 4"),
    k(Key::Digit(5), "kp_5", (false, 0x73), "Keypad 5"),
    k(Key::Digit(6), "kp_6", (false, 0x74), "Keypad 6"),
    k(Key::Digit(7), "kp_7", (false, 0x6C), "Keypad 7"),
    k(Key::Digit(8), "kp_8", (false, 0x75), "Keypad 8"),
    k(Key::Digit(9), "kp_9", (false, 0x7D), "Keypad 9"),
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

    /// The entry SDL names so.
    pub fn by_sdl_name(name: &str) -> Option<&'static KeyboardKey> {
        KEYBOARD.iter().find(|e| e.sdl == name)
    }
}

/// A NumWorks calculator key that plays a calculator key, by its Epsilon event number (for
/// the keys without Shift or Alpha, the key's own number in `eadk.h`). Home is not here:
/// Epsilon itself ends an external app on Home.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumworksKey {
    /// The calculator key it plays.
    pub key: Key,
    /// Epsilon's event number (`eadk_event_get`, and the bytes of a `.nws` state file).
    pub event: u8,
    /// NumWorks' name for the key.
    pub name: &'static str,
}

const fn n(key: Key, event: u8, name: &'static str) -> NumworksKey {
    NumworksKey { key, event, name }
}

/// The NumWorks keypad: arrows, OK and EXE (Enter), Back (Esc), Backspace (Del), Toolbox
/// (Menu) and the digits. The first entry for a calculator key is the one a driver types.
pub const NUMWORKS: [NumworksKey; 19] = [
    n(Key::Left, 0, "Left"),
    n(Key::Up, 1, "Up"),
    n(Key::Down, 2, "Down"),
    n(Key::Right, 3, "Right"),
    n(Key::Enter, 4, "OK"),
    n(Key::Enter, 52, "EXE"),
    n(Key::Esc, 5, "Back"),
    n(Key::Del, 17, "Backspace"),
    n(Key::Menu, 16, "Toolbox"),
    n(Key::Digit(0), 48, "0"),
    n(Key::Digit(1), 42, "1"),
    n(Key::Digit(2), 43, "2"),
    n(Key::Digit(3), 44, "3"),
    n(Key::Digit(4), 36, "4"),
    n(Key::Digit(5), 37, "5"),
    n(Key::Digit(6), 38, "6"),
    n(Key::Digit(7), 30, "7"),
    n(Key::Digit(8), 31, "8"),
    n(Key::Digit(9), 32, "9"),
];

impl NumworksKey {
    /// The entry a driver types for `key`.
    pub fn typing(key: Key) -> Option<&'static NumworksKey> {
        NUMWORKS.iter().find(|e| e.key == key)
    }

    /// The entry for an Epsilon event (`None` for the events the app does not take).
    pub fn by_event(event: u16) -> Option<&'static NumworksKey> {
        NUMWORKS.iter().find(|e| u16::from(e.event) == event)
    }
}

impl Key {
    /// The key for a script name: `up down left right enter esc del menu 0 … 9` (any case).
    pub fn from_name(name: &str) -> Result<Key, UnknownKey<'_>> {
        let lower = |s: &str| name.eq_ignore_ascii_case(s);
        Ok(match name {
            _ if lower("up") => Key::Up,
            _ if lower("down") => Key::Down,
            _ if lower("left") => Key::Left,
            _ if lower("right") => Key::Right,
            _ if lower("enter") => Key::Enter,
            _ if lower("esc") => Key::Esc,
            _ if lower("del") => Key::Del,
            _ if lower("menu") => Key::Menu,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                Key::Digit(d.as_bytes()[0] - b'0')
            }
            other => return Err(UnknownKey(other)),
        })
    }

    /// The keys of a script: names separated by spaces or commas.
    pub fn parse_script(script: &str) -> impl Iterator<Item = Result<Key, UnknownKey<'_>>> {
        script
            .split([' ', ',', '\n', '\t'])
            .filter(|s| !s.is_empty())
            .map(Key::from_name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let keys: [Result<Key, UnknownKey<'_>>; 4] = [
            Key::from_name("UP"),
            Key::from_name("7"),
            Key::from_name("menu"),
            Key::from_name("jump"),
        ];
        assert_eq!(keys[0], Ok(Key::Up));
        assert_eq!(keys[1], Ok(Key::Digit(7)));
        assert_eq!(keys[2], Ok(Key::Menu));
        assert_eq!(keys[3], Err(UnknownKey("jump")));
        assert_eq!(Key::parse_script("down, enter 5").count(), 3);
        // Every calculator key can be typed, and every keyboard entry is found by its codes.
        for key in Key::parse_script("up down left right enter esc del menu 0 1 2 3 4 5 6 7 8 9") {
            let key = key.unwrap();
            assert_eq!(KeyboardKey::typing(key).map(|e| e.key), Some(key));
        }
        for key in Key::parse_script("up down left right enter esc del menu 0 1 2 3 4 5 6 7 8 9") {
            let key = key.unwrap();
            let typed = NumworksKey::typing(key).unwrap();
            assert_eq!(
                NumworksKey::by_event(typed.event.into()).map(|e| e.key),
                Some(key)
            );
        }
        assert_eq!(NumworksKey::by_event(6), None, "Home is Epsilon's");
        for e in &KEYBOARD {
            assert_eq!(KeyboardKey::by_ps2(e.ps2.0, e.ps2.1), Some(e));
            assert_eq!(KeyboardKey::by_sdl_name(e.sdl), Some(e));
        }
        let mut name = heapless::String::<8>::new();
        for key in Key::parse_script("up down left right enter esc del menu 0 9") {
            let key = key.unwrap();
            name.clear();
            core::fmt::write(&mut name, format_args!("{key}")).unwrap();
            assert_eq!(Key::from_name(&name), Ok(key));
        }
    }
}
