//! The calculator keypad the app reads — its keys, their names, and the key-script syntax
//! every board and the simulator play. How a board's own keys (a PC keyboard, a calculator's
//! key matrix, Epsilon's events) become these is the board's business
//! (`calc-target/boards/`).

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
        let mut name = heapless::String::<8>::new();
        for key in Key::parse_script("up down left right enter esc del menu 0 9") {
            let key = key.unwrap();
            name.clear();
            core::fmt::write(&mut name, format_args!("{key}")).unwrap();
            assert_eq!(Key::from_name(&name), Ok(key));
        }
    }
}
