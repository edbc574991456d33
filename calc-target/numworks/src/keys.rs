//! The NumWorks key table: which Epsilon event plays which calculator key. Plain data: the
//! tests crate includes this same file to type key scripts as Epsilon events for NumWorks'
//! simulator (this crate's other code calls the EADK, which exists only inside Epsilon).

use jiugong_calc::Key;

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
/// (Menu), Var (Help) and the digits. The first entry for a calculator key is the one a driver types.
pub const NUMWORKS: [NumworksKey; 20] = [
    n(Key::Left, 0, "Left"),
    n(Key::Up, 1, "Up"),
    n(Key::Down, 2, "Down"),
    n(Key::Right, 3, "Right"),
    n(Key::Enter, 4, "OK"),
    n(Key::Enter, 52, "EXE"),
    n(Key::Esc, 5, "Back"),
    n(Key::Del, 17, "Backspace"),
    n(Key::Menu, 16, "Toolbox"),
    n(Key::Help, 15, "Var"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_typed_and_read_back() {
        for key in
            Key::parse_script("up down left right enter esc del menu help 0 1 2 3 4 5 6 7 8 9")
        {
            let key = key.unwrap();
            let typed = NumworksKey::typing(key).unwrap();
            assert_eq!(
                NumworksKey::by_event(typed.event.into()).map(|e| e.key),
                Some(key)
            );
        }
        assert_eq!(NumworksKey::by_event(6), None, "Home is Epsilon's");
    }
}
