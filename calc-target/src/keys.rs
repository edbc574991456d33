//! The calculator keypad the app reads — its keys, the one grammar they follow on every
//! screen, each board's names for them, and the key-script syntax every board and the
//! simulator play. How a board's own keys (a PC keyboard, a calculator's key matrix,
//! Epsilon's events) become these is the board's business (`calc-target/boards/`).
//!
//! The grammar, the same on every screen ([`GRAMMAR`]; the README and every Help page show
//! it, in the board's names):
//!
//! | key | NumWorks | TI-Nspire | keyboard | does |
//! |---|---|---|---|---|
//! | arrows | arrows | arrows | arrows | move the cursor (the sliding puzzle: slide a tile) |
//! | [`Key::Ok`] | OK | enter | enter | act on what the cursor is on |
//! | [`Key::Back`] | back | esc | esc | up one level: a menu or page closes, a puzzle goes home, kept |
//! | [`Key::Undo`] | ⌫ | del | del | take back the last action |
//! | [`Key::Menu`] | toolbox | menu | M | the puzzle's numbered actions: hint first |
//! | [`Key::Help`] | var | ?! | F1 | the rules and the keys |
//! | digits | 0-9 | 0-9 | 0-9 | type a value, or pick a numbered item |
//!
//! Where the screen can be touched (the browser's canvas, clicked or tapped), a tap is a
//! [`Press`] too: a point of the 320×240 screen. It puts the cursor on the cell, tile,
//! block or entry there and, where the cursor already was, acts as OK would: each screen
//! turns it into the keys above ([`Input::tap`](crate::screen::Input::tap)).

use crate::lang::{Lang, app::Phrase};
use core::fmt;
use embedded_graphics::prelude::Point;

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
    /// OK: act on what the cursor is on (NumWorks OK or EXE, Nspire enter, keyboard
    /// Enter).
    Ok,
    /// Back: up one level (NumWorks Back, Nspire esc, keyboard Esc).
    Back,
    /// Undo: take back the last action (NumWorks ⌫, Nspire del, keyboard Backspace or
    /// Delete).
    Undo,
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
        if self.0.starts_with("tap:") {
            // A tap off the screen, or not two numbers: where a tap may be.
            return write!(
                f,
                "'{}' is no tap on the screen: a tap is tap:X:Y, X 0 to {} and Y 0 to {}",
                self.0,
                crate::SCREEN_WIDTH - 1,
                crate::SCREEN_HEIGHT - 1
            );
        }
        write!(
            f,
            "unknown key '{}': keys are up, down, left, right, ok (enter), back (esc), undo (del), menu, help and 0-9; a tap is tap:X:Y",
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
            Key::Ok => "enter",
            Key::Back => "esc",
            Key::Undo => "del",
            Key::Menu => "menu",
            Key::Help => "help",
            Key::Digit(d) => return write!(f, "{d}"),
        })
    }
}

impl Key {
    /// The key for a script name: `up down left right enter esc del menu help 0 … 9`
    /// (any case); `ok`, `back` and `undo` are the grammar's names for enter, esc and del.
    pub fn from_name(name: &str) -> Result<Key, UnknownKey<'_>> {
        let lower = |s: &str| name.eq_ignore_ascii_case(s);
        Ok(match name {
            _ if lower("up") => Key::Up,
            _ if lower("down") => Key::Down,
            _ if lower("left") => Key::Left,
            _ if lower("right") => Key::Right,
            _ if lower("enter") || lower("ok") => Key::Ok,
            _ if lower("esc") || lower("back") => Key::Back,
            _ if lower("del") || lower("undo") => Key::Undo,
            _ if lower("menu") => Key::Menu,
            _ if lower("help") => Key::Help,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => {
                Key::Digit(d.as_bytes()[0] - b'0')
            }
            other => return Err(UnknownKey(other)),
        })
    }

    /// True for the keys that repeat while held: the arrows and Undo.
    pub fn repeats(self) -> bool {
        matches!(
            self,
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Undo
        )
    }

    /// The keys of a script: names separated by spaces or commas.
    pub fn parse_script(script: &str) -> impl Iterator<Item = Result<Key, UnknownKey<'_>>> {
        words(script).map(Key::from_name)
    }
}

/// What the player does: a key pressed, or a point of the screen tapped.
///
/// A key script writes a tap `tap:X:Y`, the point's pixel from the screen's top-left
/// corner (`X` below 320, `Y` below 240):
///
/// ```
/// use embedded_graphics::prelude::Point;
/// use jiugong_calc::{Key, Press};
///
/// let script: Vec<Press> = Press::parse_script("4 tap:60:100 down").map(Result::unwrap).collect();
/// assert_eq!(script[1], Press::Tap(Point::new(60, 100)));
/// assert_eq!(script[2], Press::Key(Key::Down));
/// assert_eq!(script[1].to_string(), "tap:60:100");
/// assert!(Press::from_name("tap:320:0").is_err()); // off the screen
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Press {
    /// A key of the keypad.
    Key(Key),
    /// A point of the 320×240 screen, tapped (or clicked).
    Tap(Point),
}

/// The script word for a press (what [`Press::from_name`] reads back).
impl fmt::Display for Press {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Press::Key(key) => write!(f, "{key}"),
            Press::Tap(at) => write!(f, "tap:{}:{}", at.x, at.y),
        }
    }
}

impl Press {
    /// The press for a script word: a key's name ([`Key::from_name`]), or `tap:X:Y` for a
    /// point of the screen.
    pub fn from_name(name: &str) -> Result<Press, UnknownKey<'_>> {
        let Some(point) = name.strip_prefix("tap:") else {
            return Key::from_name(name).map(Press::Key);
        };
        let coordinate = |s: Option<&str>, below: u32| {
            s.filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|s| s.parse::<u32>().ok())
                .filter(|&n| n < below)
        };
        let mut xy = point.split(':');
        match (
            coordinate(xy.next(), crate::SCREEN_WIDTH),
            coordinate(xy.next(), crate::SCREEN_HEIGHT),
            xy.next(),
        ) {
            (Some(x), Some(y), None) => Ok(Press::Tap(Point::new(x as i32, y as i32))),
            _ => Err(UnknownKey(name)),
        }
    }

    /// The presses of a script: keys' names and taps (`tap:X:Y`) separated by spaces or
    /// commas, as [`Key::parse_script`] reads keys.
    pub fn parse_script(script: &str) -> impl Iterator<Item = Result<Press, UnknownKey<'_>>> {
        words(script).map(Press::from_name)
    }
}

/// The words of a script: separated by spaces, commas, tabs or lines.
fn words(script: &str) -> impl Iterator<Item = &str> {
    script
        .split([' ', ',', '\n', '\t'])
        .filter(|s| !s.is_empty())
}

/// What a key line or a Help page names: one key, or keys named together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// One key.
    One(Key),
    /// The four arrows.
    Arrows,
    /// Up and down.
    UpDown,
    /// Left and right.
    LeftRight,
    /// The digit keys from the first to the second.
    Digits(u8, u8),
    /// Any key.
    Any,
    /// No key: the entry is a note (`searching...`).
    Note,
}

impl Keys {
    /// [`Key::Ok`].
    pub const OK: Keys = Keys::One(Key::Ok);
    /// [`Key::Back`].
    pub const BACK: Keys = Keys::One(Key::Back);
    /// [`Key::Undo`].
    pub const UNDO: Keys = Keys::One(Key::Undo);
    /// [`Key::Menu`].
    pub const MENU: Keys = Keys::One(Key::Menu);
    /// [`Key::Help`].
    pub const HELP: Keys = Keys::One(Key::Help);
}

/// The grammar: what each key does on every screen, in the order the Help pages list it.
pub const GRAMMAR: [(Keys, Phrase); 7] = [
    (Keys::Arrows, Phrase::GrammarArrows),
    (Keys::OK, Phrase::GrammarOk),
    (Keys::BACK, Phrase::GrammarBack),
    (Keys::UNDO, Phrase::GrammarUndo),
    (Keys::MENU, Phrase::GrammarMenu),
    (Keys::HELP, Phrase::GrammarHelp),
    (Keys::Digits(0, 9), Phrase::GrammarDigits),
];

/// Whose names the app gives its keys: each board's keypad names the grammar's keys as its
/// keys are printed.
///
/// ```
/// use jiugong_calc::{Key, Keypad, Keys};
///
/// use jiugong_calc::lang::Lang;
///
/// assert_eq!(Keypad::NumWorks.name(Keys::MENU, Lang::En).to_string(), "toolbox");
/// assert_eq!(Keypad::Nspire.name(Keys::HELP, Lang::En).to_string(), "?!");
/// assert_eq!(Keypad::Keyboard.name(Keys::Digits(1, 9), Lang::En).to_string(), "1-9");
/// assert_eq!(Keypad::Keyboard.name(Keys::UpDown, Lang::Fr).to_string(), "haut/bas");
/// assert_eq!("nspire".parse(), Ok(Keypad::Nspire));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Keypad {
    /// A computer's keyboard: the simulator, the browser, versatilepb.
    #[default]
    Keyboard,
    /// A NumWorks calculator.
    NumWorks,
    /// A TI-Nspire CX.
    Nspire,
}

impl Keypad {
    /// Every keypad, by its name's order.
    pub const ALL: [Keypad; 3] = [Keypad::Keyboard, Keypad::NumWorks, Keypad::Nspire];

    /// The keypad's name, as `jiugong sim --keypad` takes it.
    pub fn id(self) -> &'static str {
        match self {
            Keypad::Keyboard => "keyboard",
            Keypad::NumWorks => "numworks",
            Keypad::Nspire => "nspire",
        }
    }

    /// The name of one of the grammar's keys, as this keypad prints it (an arrow or a digit
    /// is named the same on every keypad).
    pub fn key(self, key: Key) -> &'static str {
        use Keypad::{Keyboard, Nspire, NumWorks};
        match (key, self) {
            (Key::Ok, NumWorks) => "OK",
            (Key::Ok, Nspire | Keyboard) => "enter",
            (Key::Back, NumWorks) => "back",
            (Key::Back, Nspire | Keyboard) => "esc",
            (Key::Undo, NumWorks) => "\u{232b}",
            (Key::Undo, Nspire | Keyboard) => "del",
            (Key::Menu, NumWorks) => "toolbox",
            (Key::Menu, Nspire) => "menu",
            (Key::Menu, Keyboard) => "M",
            (Key::Help, NumWorks) => "var",
            (Key::Help, Nspire) => "?!",
            (Key::Help, Keyboard) => "F1",
            (Key::Up, _) => "up",
            (Key::Down, _) => "down",
            (Key::Left, _) => "left",
            (Key::Right, _) => "right",
            (Key::Digit(d), _) => DIGITS[usize::from(d.min(9))],
        }
    }

    /// Keys as this keypad names them, to be written; the words for several keys
    /// (`arrows`, `up/down`) in `lang`.
    pub fn name(self, keys: Keys, lang: Lang) -> Named {
        Named {
            keypad: self,
            keys,
            lang,
        }
    }
}

const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// A keypad's name that [`Keypad`] does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownKeypad;

impl fmt::Display for UnknownKeypad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("keypads are keyboard, numworks and nspire")
    }
}

impl core::str::FromStr for Keypad {
    type Err = UnknownKeypad;

    fn from_str(s: &str) -> Result<Keypad, UnknownKeypad> {
        Keypad::ALL
            .into_iter()
            .find(|k| k.id().eq_ignore_ascii_case(s))
            .ok_or(UnknownKeypad)
    }
}

/// Keys named by a keypad ([`Keypad::name`]): `arrows`, `up/down`, `1-9`, `toolbox`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    keypad: Keypad,
    keys: Keys,
    lang: Lang,
}

impl Named {
    /// The name as text, to measure and draw (every name is short).
    ///
    /// ```
    /// use jiugong_calc::{Keypad, Keys};
    /// use jiugong_calc::lang::Lang;
    ///
    /// assert_eq!(Keypad::NumWorks.name(Keys::MENU, Lang::Zh).text(), "toolbox");
    /// assert_eq!(Keypad::Nspire.name(Keys::Digits(1, 9), Lang::Fr).text(), "1-9");
    /// ```
    pub fn text(self) -> heapless::String<16> {
        let mut text = heapless::String::new();
        let _ = fmt::write(&mut text, format_args!("{self}"));
        text
    }
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.keys {
            Keys::One(key) => f.write_str(self.keypad.key(key)),
            Keys::Arrows => f.write_str(Phrase::Arrows.text(self.lang)),
            Keys::UpDown => f.write_str(Phrase::UpDown.text(self.lang)),
            Keys::LeftRight => f.write_str(Phrase::LeftRight.text(self.lang)),
            Keys::Digits(a, b) if a == b => write!(f, "{a}"),
            Keys::Digits(a, b) => write!(f, "{a}-{b}"),
            Keys::Any => f.write_str(Phrase::AnyKey.text(self.lang)),
            Keys::Note => Ok(()),
        }
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
        assert_eq!(Key::from_name("back"), Ok(Key::Back));
        assert_eq!(Key::from_name("undo"), Ok(Key::Undo));
        for key in Key::parse_script("up down left right enter esc del menu 0 9") {
            let key = key.unwrap();
            name.clear();
            core::fmt::write(&mut name, format_args!("{key}")).unwrap();
            assert_eq!(Key::from_name(&name), Ok(key));
        }
    }
}

#[cfg(test)]
mod keypad_tests {
    use super::*;

    #[test]
    fn every_keypad_names_every_key_apart() {
        let keys = [Key::Ok, Key::Back, Key::Undo, Key::Menu, Key::Help];
        for keypad in Keypad::ALL {
            assert_eq!(keypad.id().parse(), Ok(keypad));
            for (i, a) in keys.iter().enumerate() {
                for b in &keys[i + 1..] {
                    assert_ne!(keypad.key(*a), keypad.key(*b), "{keypad:?}");
                }
            }
        }
        assert_eq!("ti".parse::<Keypad>(), Err(UnknownKeypad));
    }
}
