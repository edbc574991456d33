//! Menus as enums: each menu is a type whose values are its entries, in the order shown, so a
//! choice is a value (`Puzzle::Knight`), never an index that must follow another list.
//! Entries are numbered on screen from 1 (a tenth by 0, as a keypad orders its digits), and
//! a digit picks its entry; so does a tap on it ([`tap`]).

use super::theme::{self, INK, SELECTED};
use crate::Keys;
use crate::display::SCREEN_WIDTH;
use crate::lang::{Lang, app::Phrase};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

/// A menu: its entries in order, and the words shown for each.
/// An entry's words as a menu shows them.
pub type Shown = heapless::String<96>;

/// A menu's entries and their words.
pub trait Menu: Copy + PartialEq + Sized + 'static {
    /// The entries, top to bottom.
    const ALL: &'static [Self];

    /// The entry's words in `lang` ([`theme::text`] draws them).
    fn label(self, lang: Lang) -> &'static str;

    /// The words the menu shows for the entry: its label, or, for an entry that carries
    /// figures (a level's band of ratings), the label with them.
    fn shown(self, lang: Lang) -> Shown {
        let mut shown = Shown::new();
        let _ = shown.push_str(self.label(lang));
        shown
    }

    /// Whether the menu numbers its entries on screen (false when the labels carry their
    /// numbers already).
    const NUMBERED: bool = true;

    /// The entry's place in the menu.
    fn index(self) -> usize {
        index_in(Self::ALL, self)
    }

    /// The entry above (the last one above the first).
    fn up(self) -> Self {
        step_in(Self::ALL, self, false)
    }

    /// The entry below (the first one below the last).
    fn down(self) -> Self {
        step_in(Self::ALL, self, true)
    }
}

/// `entry`'s place among `entries` (0 when it is not one of them).
fn index_in<M: Menu>(entries: &[M], entry: M) -> usize {
    entries.iter().position(|&e| e == entry).unwrap_or(0)
}

/// The entry of `entries` below `entry` (`down`) or above it, round the list.
fn step_in<M: Menu>(entries: &[M], entry: M, down: bool) -> M {
    let n = entries.len();
    let i = index_in(entries, entry);
    entries[(i + if down { 1 } else { n - 1 }) % n]
}

/// The help line while a menu of `M` is open: its entries' digits as far as it goes
/// (1-4 for four entries; 0-9 for ten, the tenth's key 0).
///
/// ```
/// use jiugong_calc::Keys;
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::toolkit::menu::{self, Menu};
///
/// #[derive(Clone, Copy, PartialEq)]
/// enum Two { A, B }
/// impl Menu for Two {
///     const ALL: &'static [Two] = &[Two::A, Two::B];
///     fn label(self, _: Lang) -> &'static str { "x" }
/// }
/// assert_eq!(menu::help::<Two>()[2].0, Keys::Digits(1, 2));
/// ```
pub fn help<M: Menu>() -> [(Keys, Phrase); 4] {
    let digits = match M::ALL.len() {
        n @ 0..=9 => Keys::Digits(1, n.max(1) as u8),
        _ => Keys::Digits(0, 9),
    };
    [
        (Keys::UpDown, Phrase::Choose),
        (Keys::OK, Phrase::Do),
        (digits, Phrase::Do),
        (Keys::BACK, Phrase::Close),
    ]
}

/// What a key did to an open menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick<M> {
    /// The menu stays open (this entry selected).
    Open(M),
    /// The player chose this entry: the menu closes.
    Chosen(M),
    /// The menu closes without a choice (Esc, or Menu again).
    Closed,
}

impl<M> Pick<M> {
    /// The same pick with its entry turned into `f`'s: for a screen with more than one
    /// menu, which keeps which is open in an enum of its own.
    ///
    /// ```
    /// use jiugong_calc::toolkit::menu::Pick;
    ///
    /// assert_eq!(Pick::Chosen(2).map(|n| n * 10), Pick::Chosen(20));
    /// assert_eq!(Pick::<u8>::Closed.map(|n| n * 10), Pick::Closed);
    /// ```
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Pick<N> {
        match self {
            Pick::Open(m) => Pick::Open(f(m)),
            Pick::Chosen(m) => Pick::Chosen(f(m)),
            Pick::Closed => Pick::Closed,
        }
    }
}

/// A key on an open menu: up and down move, OK or an entry's number chooses, Back or
/// Menu closes it.
///
/// ```
/// use jiugong_calc::Key;
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::toolkit::menu::{self, Menu, Pick};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Fruit { Apple, Pear }
/// impl Menu for Fruit {
///     const ALL: &'static [Fruit] = &[Fruit::Apple, Fruit::Pear];
///     fn label(self, _: Lang) -> &'static str { if self == Fruit::Apple { "apple" } else { "pear" } }
/// }
/// assert_eq!(menu::key(Fruit::Apple, Key::Down), Pick::Open(Fruit::Pear));
/// assert_eq!(menu::key(Fruit::Apple, Key::Digit(2)), Pick::Chosen(Fruit::Pear));
/// assert_eq!(menu::key(Fruit::Apple, Key::Digit(3)), Pick::Open(Fruit::Apple));
/// assert_eq!(menu::key(Fruit::Apple, Key::Digit(0)), Pick::Open(Fruit::Apple)); // no tenth
/// assert_eq!(menu::key(Fruit::Pear, Key::Back), Pick::Closed);
/// ```
pub fn key<M: Menu>(selected: M, key: crate::Key) -> Pick<M> {
    key_in(M::ALL, selected, key)
}

/// [`key`] on a menu that shows only `entries` of its type's: a level menu whose levels
/// depend on the kind of grid.
///
/// ```
/// use jiugong_calc::Key;
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::toolkit::menu::{self, Menu, Pick};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Size { S, M, L }
/// impl Menu for Size {
///     const ALL: &'static [Size] = &[Size::S, Size::M, Size::L];
///     fn label(self, _: Lang) -> &'static str { "x" }
/// }
/// let shown = [Size::S, Size::L];
/// assert_eq!(menu::key_in(&shown, Size::S, Key::Down), Pick::Open(Size::L));
/// assert_eq!(menu::key_in(&shown, Size::S, Key::Up), Pick::Open(Size::L));
/// assert_eq!(menu::key_in(&shown, Size::S, Key::Digit(3)), Pick::Open(Size::S));
/// ```
pub fn key_in<M: Menu>(entries: &[M], selected: M, key: crate::Key) -> Pick<M> {
    use crate::Key;
    match key {
        Key::Up => Pick::Open(step_in(entries, selected, false)),
        Key::Down => Pick::Open(step_in(entries, selected, true)),
        Key::Ok => Pick::Chosen(selected),
        // 1 to 9 pick the first nine entries, 0 the tenth, as a keypad numbers them.
        Key::Digit(d) => match entries.get((usize::from(d) + 9) % 10) {
            Some(&entry) => Pick::Chosen(entry),
            None => Pick::Open(selected),
        },
        Key::Back | Key::Menu => Pick::Closed,
        _ => Pick::Open(selected),
    }
}

/// A key for a screen's menu that may be open (`Some`, the selected entry): [`key`]
/// applied, the menu left open or closed as it says; the entry chosen, if one was.
pub fn open_key<M: Menu>(open: &mut Option<M>, key: crate::Key) -> Option<M> {
    let selected = (*open)?;
    match self::key(selected, key) {
        Pick::Open(entry) => {
            *open = Some(entry);
            None
        }
        Pick::Closed => {
            *open = None;
            None
        }
        Pick::Chosen(entry) => {
            *open = None;
            Some(entry)
        }
    }
}

/// The width a menu's box takes to hold its longest entry with its number, in pixels.
pub fn width<M: Menu>(lang: Lang) -> u32 {
    width_in(M::ALL, lang)
}

/// [`width`] of a menu that shows `entries`.
fn width_in<M: Menu>(entries: &[M], lang: Lang) -> u32 {
    let text = if M::NUMBERED { 26 } else { 8 };
    let longest = entries.iter().map(|e| theme::columns(&e.shown(lang)));
    text + 6 * longest.max().unwrap_or(0) as u32 + 6
}

/// The height of an entry's line.
const ENTRY: i32 = 14;

/// The box of a menu drawn at `(x, y)` at least `w` wide: wider when an entry needs it,
/// moved left when it would leave the screen.
fn frame<M: Menu>(entries: &[M], (x, y): (i32, i32), w: u32, lang: Lang) -> Rectangle {
    let w = w.max(width_in(entries, lang)).min(SCREEN_WIDTH);
    let x = x.min(SCREEN_WIDTH as i32 - w as i32);
    let h = entries.len() as u32 * ENTRY as u32 + 8;
    Rectangle::new(Point::new(x, y), Size::new(w, h))
}

/// Entry `i`'s line in a menu's box.
fn line(frame: Rectangle, i: usize) -> Rectangle {
    let top = frame.top_left + Point::new(2, 4 + i as i32 * ENTRY);
    Rectangle::new(top, Size::new(frame.size.width - 4, ENTRY as u32))
}

/// A tap at `at` on a menu drawn at `(x, y)` at least `w` wide (as [`draw`] draws it): the
/// digit key that picks the entry tapped (1 for the first, 0 for a tenth), if one was.
///
/// ```
/// use embedded_graphics::prelude::Point;
/// use jiugong_calc::Key;
/// use jiugong_calc::lang::Lang;
/// use jiugong_calc::toolkit::menu::{self, Menu};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Fruit { Apple, Pear }
/// impl Menu for Fruit {
///     const ALL: &'static [Fruit] = &[Fruit::Apple, Fruit::Pear];
///     fn label(self, _: Lang) -> &'static str { if self == Fruit::Apple { "apple" } else { "pear" } }
/// }
/// // The second line of a menu drawn at (40, 60): 4 pixels of margin, 14 a line.
/// let tap = |point| menu::tap::<Fruit>((40, 60), 100, Lang::En, point);
/// assert_eq!(tap(Point::new(50, 60 + 4 + 14 + 7)), Some(Key::Digit(2)));
/// assert_eq!(tap(Point::new(50, 59)), None);
/// ```
pub fn tap<M: Menu>(at: (i32, i32), w: u32, lang: Lang, point: Point) -> Option<crate::Key> {
    tap_in(M::ALL, at, w, lang, point)
}

/// [`tap`] on a menu that shows `entries`, as [`draw_in`] draws it.
pub fn tap_in<M: Menu>(
    entries: &[M],
    at: (i32, i32),
    w: u32,
    lang: Lang,
    point: Point,
) -> Option<crate::Key> {
    let frame = frame(entries, at, w, lang);
    let i = (0..entries.len()).find(|&i| line(frame, i).contains(point))?;
    Some(crate::Key::Digit(((i + 1) % 10) as u8))
}

/// A framed list of a menu's entries with one selected: at least `w` wide, wider when an
/// entry needs it (moved left when the box would leave the screen), so no text runs into
/// the frame.
pub fn draw<M: Menu, D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    (x, y): (i32, i32),
    w: u32,
    selected: M,
    lang: Lang,
) -> Result<(), D::Error> {
    draw_in(d, M::ALL, (x, y), w, selected, lang)
}

/// [`draw`] of a menu that shows only `entries` of its type's ([`key_in`]).
pub fn draw_in<M: Menu, D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    entries: &[M],
    (x, y): (i32, i32),
    w: u32,
    selected: M,
    lang: Lang,
) -> Result<(), D::Error> {
    let frame = frame(entries, (x, y), w, lang);
    let x = frame.top_left.x;
    frame
        .into_styled(PrimitiveStyle::with_fill(theme::BACKGROUND))
        .draw(d)?;
    frame
        .into_styled(PrimitiveStyle::with_stroke(INK, 1))
        .draw(d)?;
    for (i, &entry) in entries.iter().enumerate() {
        let line = line(frame, i);
        let (lx, ly) = (line.top_left.x, line.top_left.y);
        if entry == selected {
            theme::fill(d, lx, ly, line.size.width, line.size.height, SELECTED)?;
        }
        if M::NUMBERED {
            let mut number = heapless::String::<4>::new();
            let _ = core::fmt::write(&mut number, format_args!("{}", (i + 1) % 10)); // the key
            theme::text(d, &number, x + 8, ly + 2, INK)?;
        }
        let (left, right) = (
            x + if M::NUMBERED { 26 } else { 8 },
            frame.top_left.x + frame.size.width as i32 - 2,
        );
        theme::text_within(d, &entry.shown(lang), left, ly + 2, right, INK)?;
    }
    Ok(())
}

/// A screen's pop-up menu in words, when one is open: a `menu:` line, then [`describe`].
pub fn describe_open<M: Menu>(
    out: &mut dyn core::fmt::Write,
    open: Option<M>,
    lang: Lang,
) -> core::fmt::Result {
    match open {
        Some(selected) => {
            writeln!(out, "{}", Phrase::MenuSaid.text(lang))?;
            describe(out, selected, lang)
        }
        None => Ok(()),
    }
}

/// A menu in words: each entry on a line, the selected one marked.
pub fn describe<M: Menu>(
    out: &mut dyn core::fmt::Write,
    selected: M,
    lang: Lang,
) -> core::fmt::Result {
    describe_in(out, M::ALL, selected, lang)
}

/// [`describe`] of a menu that shows only `entries` of its type's ([`key_in`]).
pub fn describe_in<M: Menu>(
    out: &mut dyn core::fmt::Write,
    entries: &[M],
    selected: M,
    lang: Lang,
) -> core::fmt::Result {
    for (i, &entry) in entries.iter().enumerate() {
        let mark = if entry == selected {
            Phrase::Selected.text(lang)
        } else {
            ""
        };
        if M::NUMBERED {
            write!(out, "{}  ", (i + 1) % 10)?;
        }
        writeln!(out, "{}{mark}", entry.shown(lang))?;
    }
    Ok(())
}
