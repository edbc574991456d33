//! The NumWorks key table: which Epsilon event plays which calculator key, checked against
//! the event numbers of Epsilon's own `eadk.h`.

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
    n(Key::Ok, 4, "OK"),
    n(Key::Ok, 52, "EXE"),
    n(Key::Back, 5, "Back"),
    n(Key::Undo, 17, "Backspace"),
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

    /// Each key's event is the number `eadk.h` gives it (`eadk_event_ok`, …, and the digits'
    /// `eadk_event_zero` to `eadk_event_nine`).
    #[test]
    #[ignore = "needs Epsilon's source (its eadk.h): scripts/test runs it"]
    fn every_event_is_eadk_hs() {
        let path = jiugong_tests::numworks::eadk_h();
        let header = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("{}: {e}: run `scripts/numworks simulator`", path.display())
        });
        let events = jiugong_tests::numworks::eadk_events(&header);
        const DIGITS: [&str; 10] = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        ];
        for entry in NUMWORKS {
            let name = match entry.key {
                Key::Digit(d) => DIGITS[usize::from(d)].to_owned(),
                _ => entry.name.to_lowercase(),
            };
            assert_eq!(
                events.get(&name),
                Some(&u16::from(entry.event)),
                "{}: eadk_event_{name}",
                entry.name
            );
        }
    }
}
