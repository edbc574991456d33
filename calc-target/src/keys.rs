//! The calculator keypad and the key-script syntax shared by the simulator and the firmware;
//! the computer keyboard's table, which three boards share (the simulator's window, the
//! browser, versatilepb's PS/2); and `Keypad`, which turns a board's key table and the keys
//! down into presses. Each calculator's own table is in its board's crate.

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
    /// Menu: the screen's numbered menu of actions.
    Menu,
    /// Help: the screen's rules and keys.
    Help,
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
            "unknown key '{}': keys are up, down, left, right, enter, esc, del, menu, help and 0-9",
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
            Key::Help => "help",
            Key::Digit(d) => return write!(f, "{d}"),
        })
    }
}

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
    k(Key::Enter, "ret", (false, 0x5A), "Return", "Enter"),
    k(
        Key::Enter,
        "kp_enter",
        (true, 0x5A),
        "Keypad Enter",
        "NumpadEnter",
    ),
    k(Key::Esc, "esc", (false, 0x76), "Escape", "Escape"),
    k(
        Key::Del,
        "backspace",
        (false, 0x66),
        "Backspace",
        "Backspace",
    ),
    k(Key::Del, "delete", (true, 0x71), "Delete", "Delete"),
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

/// Ticks a held key waits before it repeats, then between repeats (at 50 ticks a second:
/// 0.4 s, then 12.5 a second).
const REPEAT_DELAY: u16 = 20;
const REPEAT_EVERY: u16 = 4;

/// Turns a keypad read once a tick into key presses, for a board that sees only which keys
/// are down (a key matrix, not events): a key counts when it goes down; arrows and Del
/// repeat while held, as a calculator's do. One key a tick: a second key pressed in the same
/// tick counts on the next.
#[derive(Clone, Debug, Default)]
pub struct Keypad {
    /// The table's keys held at the last scan, one bit each.
    held: u32,
    /// Ticks the newest held key has been down.
    ticks: u16,
    /// The table index of the key that repeats, if one is held.
    repeating: Option<usize>,
}

impl Keypad {
    /// The keys of `table` (at most 32) that are down now, one bit each.
    fn read<T>(table: &[T], down: impl Fn(&T) -> bool) -> u32 {
        let mut now = 0u32;
        for (i, entry) in table.iter().enumerate().take(32) {
            if down(entry) {
                now |= 1 << i;
            }
        }
        now
    }

    /// Takes the keys down now as already counted: a board does this once at start, so the
    /// key that launched the app, still held, does not reach it.
    pub fn settle<T>(&mut self, table: &[T], down: impl Fn(&T) -> bool) {
        self.held = Keypad::read(table, down);
        self.repeating = None;
    }

    /// One scan of `table` (at most 32 keys), `down(entry)` telling whether its key is down
    /// now: the index of the key pressed (or repeated) this tick, if any.
    pub fn scan<T>(&mut self, table: &[T], down: impl Fn(&T) -> bool) -> Option<usize>
    where
        T: AsRef<Key>,
    {
        let now = Keypad::read(table, down);
        let pressed = now & !self.held;
        if pressed != 0 {
            // The lowest new key counts now; the others stay "up" and count next tick.
            let first = pressed & pressed.wrapping_neg();
            self.held = (self.held & now) | first;
            let i = first.trailing_zeros() as usize;
            self.ticks = 0;
            self.repeating = table[i].as_ref().repeats().then_some(i);
            return Some(i);
        }
        self.held &= now;
        let i = self.repeating.filter(|&i| now & 1 << i != 0)?;
        self.ticks = self.ticks.saturating_add(1);
        let due = self.ticks >= REPEAT_DELAY && (self.ticks - REPEAT_DELAY) % REPEAT_EVERY == 0;
        due.then_some(i)
    }
}

impl AsRef<Key> for KeyboardKey {
    fn as_ref(&self) -> &Key {
        &self.key
    }
}

impl Key {
    /// The key for a script name: `up down left right enter esc del menu help 0 … 9`
    /// (any case).
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
            _ if lower("help") => Key::Help,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                Key::Digit(d.as_bytes()[0] - b'0')
            }
            other => return Err(UnknownKey(other)),
        })
    }

    /// True for the keys that repeat while held: the arrows and Del.
    pub fn repeats(self) -> bool {
        matches!(
            self,
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Del
        )
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

    /// Scans `ticks` times with `down` held (table indices), collecting the keys counted.
    fn scan_held(pad: &mut Keypad, down: &[usize], ticks: usize) -> heapless::Vec<Key, 64> {
        (0..ticks)
            .filter_map(|_| pad.scan(&KEYBOARD, |e| down.iter().any(|&i| *e == KEYBOARD[i])))
            .map(|i| KEYBOARD[i].key)
            .collect()
    }

    #[test]
    fn a_keypad_counts_presses_and_repeats_arrows() {
        let index = |key| KEYBOARD.iter().position(|e| e.key == key).unwrap();
        let (up, enter, five) = (index(Key::Up), index(Key::Enter), index(Key::Digit(5)));
        let mut pad = Keypad::default();
        // Enter held for a second counts once; Up held for a second repeats after 0.4 s.
        assert_eq!(scan_held(&mut pad, &[enter], 50), [Key::Enter]);
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        let ups = scan_held(&mut pad, &[up], 50);
        assert_eq!(
            ups.len(),
            1 + (50 - 1 - REPEAT_DELAY as usize) / REPEAT_EVERY as usize + 1
        );
        assert!(ups.iter().all(|&k| k == Key::Up));
        // Two keys in one tick: both count, one a tick.
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        assert_eq!(
            scan_held(&mut pad, &[enter, five], 3),
            [Key::Enter, Key::Digit(5)]
        );
        // A key already down at start does not count until it is pressed again.
        let mut pad = Keypad::default();
        pad.settle(&KEYBOARD, |e| *e == KEYBOARD[enter]);
        assert_eq!(scan_held(&mut pad, &[enter], 5), []);
        assert_eq!(scan_held(&mut pad, &[], 1), []);
        assert_eq!(scan_held(&mut pad, &[enter], 1), [Key::Enter]);
    }

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
        let mut name = heapless::String::<8>::new();
        for key in Key::parse_script("up down left right enter esc del menu 0 9") {
            let key = key.unwrap();
            name.clear();
            core::fmt::write(&mut name, format_args!("{key}")).unwrap();
            assert_eq!(Key::from_name(&name), Ok(key));
        }
    }
}
