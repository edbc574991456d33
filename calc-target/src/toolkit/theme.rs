//! Colours, fonts and the parts every screen shares: the title bar and the help line.

use super::{hanzi, layout, pinyin};
use crate::display::SCREEN_WIDTH;
use crate::keys::{Keypad, Keys};
use crate::lang::{Lang, Words};
use embedded_graphics::mono_font::{MonoTextStyle, iso_8859_1::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};

/// Screen background.
pub const BACKGROUND: Rgb565 = Rgb565::WHITE;
/// Title bar.
pub const BAR: Rgb565 = Rgb565::new(2, 12, 14);
/// Plain text.
pub const INK: Rgb565 = Rgb565::BLACK;
/// Text entered by the player: a dark blue, readable (4.5:1 and more) on every cell shade.
pub const ENTERED: Rgb565 = Rgb565::new(0, 4, 14);
/// Cursor cell.
pub const CURSOR: Rgb565 = Rgb565::new(31, 58, 8);
/// A conflicting cell.
pub const CONFLICT: Rgb565 = Rgb565::new(31, 40, 20);
/// A hinted cell: 3:1 against the background, as a mark that carries meaning needs.
pub const HINT: Rgb565 = Rgb565::new(10, 40, 10);
/// The cells of a hint's pattern: 3:1 against the background too, another hue than
/// [`HINT`].
pub const PATTERN: Rgb565 = Rgb565::new(13, 35, 27);
/// Thin grid lines.
pub const MUTED: Rgb565 = Rgb565::new(16, 32, 16);
/// Cells holding the digit under the cursor.
pub const SAME: Rgb565 = Rgb565::new(24, 54, 31);
/// Pencil marks: small text, so 4.5:1 against every cell they may lie on.
pub const PENCIL: Rgb565 = Rgb565::new(3, 8, 3);
/// A point's name not yet numbered (the star's letters): 4.5:1 and more on the shades a
/// free point may have, lighter than the numbers placed.
pub const LABEL: Rgb565 = Rgb565::new(4, 9, 4);
/// A selected menu line.
pub const SELECTED: Rgb565 = Rgb565::new(20, 48, 31);
/// Key names on the help line.
pub const KEY: Rgb565 = Rgb565::new(31, 56, 8);
/// A chessboard's darker squares (the knight's): light enough that the numbers on them,
/// [`INK`], keep more than 10:1, in both themes.
pub const DARK_SQUARE: Rgb565 = Rgb565::new(26, 52, 26);
/// The cells of Sudoku X's diagonals and windoku's windows: the darker squares' shade.
pub const EXTRA_HOUSE: Rgb565 = DARK_SQUARE;

/// A key's name written on the background (a rules page, a question): [`KEY`] is for the
/// dark bar.
pub const KEY_TEXT: Rgb565 = Rgb565::new(0, 20, 0);

/// The mark a text that does not fit its box leaves at the box's edge (as a UI toolkit's
/// debug build stripes an overflow): the tests look for it on every screen in every
/// language. No theme colour is it, and the high contrast keeps it.
pub const OVERFLOW: Rgb565 = Rgb565::new(31, 0, 31);

/// Leaves the overflow mark, a bar two pixels wide, at (x, y) on a line of text.
pub fn overflowed<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    x: i32,
    y: i32,
) -> Result<(), D::Error> {
    fill(d, x, y, 2, 10, OVERFLOW)
}

/// A theme colour as the high-contrast setting draws it: text and bars black (the player's
/// digits a deep blue), and the hint's shades lighter, so that every text colour has 7:1
/// on every shade (WCAG's enhanced level); other colours as they are.
pub fn high_contrast(c: Rgb565) -> Rgb565 {
    match c {
        BAR | PENCIL | LABEL => INK,
        ENTERED => Rgb565::new(0, 0, 14),
        HINT => Rgb565::new(12, 50, 8),
        PATTERN => Rgb565::new(16, 46, 31),
        KEY_TEXT => Rgb565::new(0, 12, 0),
        other => other,
    }
}

/// A display seen through the theme the player set: with `high_contrast`, whatever is
/// drawn on it is drawn on the display underneath in [`high_contrast`]'s colours; else as
/// it is. The app draws every screen through one, either way, so that its drawing code is
/// compiled once (a second display type would double it: 60 KB of ARM code).
#[derive(Debug)]
pub struct Themed<'a, D> {
    /// The display drawn on.
    pub display: &'a mut D,
    /// Whether colours are mapped by [`high_contrast`].
    pub high_contrast: bool,
}

/// `c` as the theme draws it: mapped by [`high_contrast`] when `high`.
fn themed(high: bool, c: Rgb565) -> Rgb565 {
    if high { high_contrast(c) } else { c }
}

impl<D: DrawTarget<Color = Rgb565>> Dimensions for Themed<'_, D> {
    fn bounding_box(&self) -> Rectangle {
        self.display.bounding_box()
    }
}

impl<D: DrawTarget<Color = Rgb565>> DrawTarget for Themed<'_, D> {
    type Color = Rgb565;
    type Error = D::Error;

    fn draw_iter<I>(&mut self, pixels: I) -> Result<(), D::Error>
    where
        I: IntoIterator<Item = Pixel<Rgb565>>,
    {
        let high = self.high_contrast;
        let pixels = pixels
            .into_iter()
            .map(|Pixel(at, c)| Pixel(at, themed(high, c)));
        self.display.draw_iter(pixels)
    }

    fn fill_contiguous<I>(&mut self, area: &Rectangle, colors: I) -> Result<(), D::Error>
    where
        I: IntoIterator<Item = Rgb565>,
    {
        let high = self.high_contrast;
        let colors = colors.into_iter().map(|c| themed(high, c));
        self.display.fill_contiguous(area, colors)
    }

    fn fill_solid(&mut self, area: &Rectangle, color: Rgb565) -> Result<(), D::Error> {
        let color = themed(self.high_contrast, color);
        self.display.fill_solid(area, color)
    }

    fn clear(&mut self, color: Rgb565) -> Result<(), D::Error> {
        let color = themed(self.high_contrast, color);
        self.display.clear(color)
    }
}

/// Fills a rectangle.
pub fn fill<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    x: i32,
    y: i32,
    w: u32,
    h: u32,
    color: Rgb565,
) -> Result<(), D::Error> {
    Rectangle::new(Point::new(x, y), Size::new(w, h))
        .into_styled(PrimitiveStyle::with_fill(color))
        .draw(d)
}

/// Writes text with its top-left corner at (x, y) on a line that ends at `right` (the
/// box's right edge, exclusive): what does not fit is cut there, and the overflow marked
/// ([`overflowed`]). Returns the x after the text.
pub fn text_within<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    s: &str,
    x: i32,
    y: i32,
    right: i32,
    color: Rgb565,
) -> Result<i32, D::Error> {
    let fits = x + 6 * columns(s) as i32 <= right;
    if fits {
        return text(d, s, x, y, color);
    }
    let line = Rectangle::new(
        Point::new(x, y - 1),
        Size::new((right - x).max(0) as u32, 12),
    );
    let end = text(&mut d.clipped(&line), s, x, y, color)?;
    overflowed(d, right - 2, y)?;
    Ok(end)
}

/// Writes text with its top-left corner at (x, y), in any of the app's languages: Latin-1
/// (French's accents among it) in the 6×10 font, a column a character; pinyin's toned
/// vowels, which the font lacks, as [`pinyin`] marks them; Hanzi and the full-width
/// punctuation around them as 12×12 glyphs ([`hanzi`]), two columns each, a pixel higher
/// than the Latin letters so that both sit on one line. Returns the x after the text.
///
/// ```
/// use embedded_graphics::{mock_display::MockDisplay, pixelcolor::Rgb565, prelude::*};
/// use jiugong_calc::toolkit::theme;
///
/// let mut d = MockDisplay::<Rgb565>::new();
/// d.set_allow_out_of_bounds_drawing(true);
/// assert_eq!(theme::text(&mut d, "é 数独", 0, 1, Rgb565::BLACK), Ok(2 * 6 + 2 * 12));
/// ```
pub fn text<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    s: &str,
    x: i32,
    y: i32,
    color: Rgb565,
) -> Result<i32, D::Error> {
    /// `run`, plain Latin-1, at (x, y); the x after it.
    fn plain<D: DrawTarget<Color = Rgb565>>(
        d: &mut D,
        run: &str,
        x: i32,
        y: i32,
        color: Rgb565,
    ) -> Result<i32, D::Error> {
        if run.is_empty() {
            return Ok(x);
        }
        Text::with_baseline(
            run,
            Point::new(x, y),
            MonoTextStyle::new(&FONT_6X10, color),
            Baseline::Top,
        )
        .draw(d)
        .map(|next| next.x)
    }
    let (mut left, mut run) = (x, 0);
    for (i, c) in s.char_indices() {
        // Latin-1's own accents (French's) are the font's; pinyin's others are marked.
        let toned = if c > '\u{ff}' { pinyin::toned(c) } else { None };
        if toned.is_none() && !hanzi::wide(c) {
            continue;
        }
        left = plain(d, &s[run..i], left, y, color)?;
        run = i + c.len_utf8();
        match toned {
            Some((base, tone)) => {
                // The letter's body only (an i's dot is in the rows the mark takes).
                let body = Rectangle::new(Point::new(left, y + 2), Size::new(6, 8));
                let mut letter = [0u8; 4];
                plain(
                    &mut d.clipped(&body),
                    base.encode_utf8(&mut letter),
                    left,
                    y,
                    color,
                )?;
                pinyin::mark(d, tone, Point::new(left, y), color)?;
                left += 6;
            }
            None => {
                hanzi::glyph_at(d, c, Point::new(left, y - 1), color)?;
                left += 2 * 6;
            }
        }
    }
    let end = plain(d, &s[run..], left, y, color)?;
    if end > SCREEN_WIDTH as i32 {
        overflowed(d, SCREEN_WIDTH as i32 - 2, y)?;
    }
    Ok(end)
}

/// Characters that fit on the help line.
pub const HELP_CHARS: usize = 52;

/// A help line: entries of keys (drawn in [`KEY`]'s colour, named as the board's keypad
/// names them) and what they do, written `key action`, one space between entries, on every
/// screen alike. An entry of [`Keys::Note`] is a plain note (`searching...`).
pub type Help<'a> = &'a [(Keys, &'a str)];

/// A help line in the player's language, as a screen gives it to the app: its entries'
/// words looked up ([`help_line`]).
pub type HelpLine = heapless::Vec<(Keys, &'static str), 8>;

/// The help line of `entries` (at most eight) in `lang`.
///
/// ```
/// use jiugong_calc::Keys;
/// use jiugong_calc::lang::{Lang, app::Phrase};
/// use jiugong_calc::toolkit::theme::help_line;
///
/// let line = help_line(Lang::Fr, &[(Keys::OK, Phrase::Open), (Keys::BACK, Phrase::Close)]);
/// assert_eq!(line[1], (Keys::BACK, "fermer"));
/// ```
pub fn help_line<W: Words>(lang: Lang, entries: &[(Keys, W)]) -> HelpLine {
    entries
        .iter()
        .take(8)
        .map(|&(keys, words)| (keys, words.text(lang)))
        .collect()
}

/// The columns of the 6×10 font text takes ([`text`]): a character each, a Hanzi and the
/// NumWorks ⌫ two.
///
/// ```
/// use jiugong_calc::toolkit::theme::columns;
///
/// assert_eq!(columns("été"), 3);
/// assert_eq!(columns("数独：9"), 7);
/// ```
pub fn columns(s: &str) -> usize {
    s.chars().map(column_count).sum()
}

/// The columns one character takes.
fn column_count(c: char) -> usize {
    if c == UNDO_GLYPH || hanzi::wide(c) {
        2
    } else {
        1
    }
}

/// The character [`key_text`] draws as NumWorks' ⌫ key.
const UNDO_GLYPH: char = '\u{232b}';

/// Characters a help line takes with `keypad`'s names.
pub fn help_chars(keypad: Keypad, lang: Lang, help: Help<'_>) -> usize {
    let entries =
        help.iter().map(
            |&(keys, action)| match columns(&keypad.name(keys, lang).text()) {
                0 => columns(action),
                n => n + 1 + columns(action),
            },
        );
    entries.sum::<usize>() + help.len().saturating_sub(1)
}

/// A key's name in `color`, with NumWorks' ⌫ drawn as its key shows it (a pentagon
/// pointing left, a cross inside, two columns wide); the column after it.
pub fn key_text<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    name: &str,
    mut x: i32,
    y: i32,
    color: Rgb565,
) -> Result<i32, D::Error> {
    /// ⌫ in 11×7 pixels, a row a string.
    const GLYPH: [&str; 7] = [
        "...########",
        "..#.......#",
        ".#...#.#..#",
        "#.....#...#",
        ".#...#.#..#",
        "..#.......#",
        "...########",
    ];
    for (i, part) in name.split(UNDO_GLYPH).enumerate() {
        if i > 0 {
            let pixels = GLYPH.iter().enumerate().flat_map(|(row, line)| {
                line.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'#')
                    .map(move |(col, _)| Point::new(x + col as i32, y + 1 + row as i32))
            });
            d.draw_iter(pixels.map(|p| Pixel(p, color)))?;
            x += 12;
        }
        x = text(d, part, x, y, color)?;
    }
    Ok(x)
}

/// The title bar at the top of a 320×240 screen, on a clear screen (the app draws the
/// help line at the bottom: [`help_bar`]).
pub fn frame<D: DrawTarget<Color = Rgb565>>(d: &mut D, title: &str) -> Result<(), D::Error> {
    d.clear(BACKGROUND)?;
    fill(d, 0, 0, SCREEN_WIDTH, layout::BAR_HEIGHT, BAR)?;
    text(d, title, layout::MARGIN, 2, Rgb565::WHITE).map(|_| ())
}

/// The help line at the bottom, drawn afresh over what was there, with `keypad`'s names (a
/// help line holds at most [`HELP_CHARS`] characters; entries past them are left out).
pub fn help_bar<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    keypad: Keypad,
    lang: Lang,
    help: Help<'_>,
) -> Result<(), D::Error> {
    let y = layout::BOTTOM;
    fill(d, 0, y, SCREEN_WIDTH, layout::BAR_HEIGHT, BAR)?;
    let mut x = layout::MARGIN;
    for (i, &(keys, action)) in help.iter().enumerate() {
        if help_chars(keypad, lang, &help[..=i]) > HELP_CHARS {
            return overflowed(d, SCREEN_WIDTH as i32 - 2, y + 2);
        }
        if keys != Keys::Note {
            x = key_text(d, &keypad.name(keys, lang).text(), x, y + 2, KEY)? + 6;
        }
        x = text(d, action, x, y + 2, Rgb565::WHITE)? + 6;
    }
    Ok(())
}

/// The lines `s` wraps into at most `columns` columns each ([`columns`]; at least one
/// character a line), broken at a space (not before the marks French sets after one: : ; ?
/// ! »), or between Hanzi (not before the punctuation that closes a clause, nor after an
/// opening bracket); the spaces where a line breaks are left out.
///
/// ```
/// use jiugong_calc::toolkit::theme::lines;
///
/// let wrapped: Vec<&str> = lines("slide the tiles home", 10).collect();
/// assert_eq!(wrapped, ["slide the", "tiles home"]);
/// let wrapped: Vec<&str> = lines("数独，骑士巡游", 6).collect();
/// assert_eq!(wrapped, ["数独，", "骑士巡", "游"]);
/// let wrapped: Vec<&str> = lines("singleton nu : regardez", 13).collect();
/// assert_eq!(wrapped, ["singleton", "nu : regardez"]);
/// let wrapped: Vec<&str> = lines("从 A 出发", 4).collect();
/// assert_eq!(wrapped, ["从 A", "出发"]);
/// ```
pub fn lines(s: &str, columns: usize) -> impl Iterator<Item = &str> {
    /// Punctuation a line may not start with, and brackets it may not end with.
    const CLOSING: &str = "，。、：；？！）」』》%";
    const OPENING: &str = "（「『《";
    /// What French sets after a space, which a line may not start with either.
    const AFTER_SPACE: &str = ":;?!»";
    let mut rest = s.trim_start_matches(' ');
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        // The byte offset of the first character past `columns` (char boundaries only, so
        // any text is safe), and the last place before it a line may end.
        let (mut used, mut limit, mut cut, mut before) = (0, None, None, None::<char>);
        let mut chars = rest.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            let next = chars.peek().map(|&(_, n)| n);
            let breaks = if c == ' ' {
                // Before the space, unless French puts its mark after it.
                next.is_none_or(|n| !AFTER_SPACE.contains(n))
            } else {
                let wide = hanzi::wide(c) || before.is_some_and(hanzi::wide);
                wide && before != Some(' ')
                    && !CLOSING.contains(c)
                    && !before.is_some_and(|b| OPENING.contains(b))
            };
            if i > 0 && breaks {
                cut = Some(i);
            }
            used += column_count(c);
            if used > columns {
                limit = Some(i);
                break;
            }
            before = Some(c);
        }
        let cut = match limit {
            None => rest.len(),
            Some(limit) => match cut {
                Some(cut) => cut,
                // Not one break: cut the word, one character a line at least.
                None => limit.max(rest.chars().next().map_or(1, char::len_utf8)),
            },
        };
        let line = rest[..cut].trim_end_matches(' ');
        rest = rest[cut..].trim_start_matches(' ');
        Some(line)
    })
}

/// The pitch of lines of text: 11 pixels, 13 where Hanzi (12 high) are among them.
pub fn line_pitch(s: &str) -> i32 {
    if s.chars().any(hanzi::wide) { 13 } else { 11 }
}

/// Writes `s` in lines of at most `columns` columns, breaking as [`lines`] does, from
/// (x, y) down to `bottom` (lines past it are left out, and the overflow marked); the top
/// of the line after the last.
pub fn wrapped<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    s: &str,
    x: i32,
    mut y: i32,
    columns: usize,
    bottom: i32,
) -> Result<i32, D::Error> {
    let pitch = line_pitch(s);
    for line in lines(s, columns) {
        if y >= bottom {
            // Lines left that the box has no room for.
            overflowed(d, x + 6 * columns as i32 - 2, bottom - 10)?;
            break;
        }
        text(d, line, x, y, INK)?;
        y += pitch;
    }
    Ok(y)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use embedded_graphics::mock_display::MockDisplay;

    /// The contrast ratio of two colours as WCAG 2 defines it, from 1 (the same) to 21
    /// (black on white): (L1 + 0.05) / (L2 + 0.05) of their relative luminances, each
    /// channel taken as a fraction of its full scale.
    fn contrast(a: Rgb565, b: Rgb565) -> f64 {
        fn linear(channel: u8, max: u8) -> f64 {
            let c = f64::from(channel) / f64::from(max);
            if c <= 0.04045 {
                c / 12.92
            } else {
                std::primitive::f64::powf((c + 0.055) / 1.055, 2.4)
            }
        }
        let luminance = |c: Rgb565| {
            0.2126 * linear(c.r(), 31) + 0.7152 * linear(c.g(), 63) + 0.0722 * linear(c.b(), 31)
        };
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    /// WCAG 2's minimums: 4.5:1 for text, 3:1 for marks that carry meaning.
    #[test]
    fn text_and_marks_have_the_contrast_wcag_asks() {
        let cells = [BACKGROUND, CURSOR, CONFLICT, HINT, PATTERN, SAME];
        // A star's letter lies on a free point: plain, under the cursor, or a landing.
        for cell in [BACKGROUND, CURSOR, PATTERN] {
            let ratio = contrast(LABEL, cell);
            assert!(ratio >= 4.5, "label on {cell:?}: {ratio:.2}:1");
        }
        for (name, text) in [("given", INK), ("entered", ENTERED), ("pencil", PENCIL)] {
            for cell in cells {
                let ratio = contrast(text, cell);
                assert!(ratio >= 4.5, "{name} on {cell:?}: {ratio:.2}:1");
            }
        }
        for (name, shade) in [("hint", HINT), ("pattern", PATTERN)] {
            let ratio = contrast(shade, BACKGROUND);
            assert!(ratio >= 3.0, "{name} shading: {ratio:.2}:1");
        }
        assert!(contrast(INK, BACKGROUND) > 20.9);
        let ratio = contrast(KEY_TEXT, BACKGROUND);
        assert!(ratio >= 4.5, "key names on a page: {ratio:.2}:1");
    }

    /// The high-contrast setting: every text colour has 7:1 on every cell shade, and no
    /// pair has less contrast than in the plain theme.
    #[test]
    fn the_high_contrast_colours_reach_seven_to_one() {
        let cells = [BACKGROUND, CURSOR, CONFLICT, HINT, PATTERN, SAME, SELECTED];
        for text in [INK, ENTERED, PENCIL, LABEL, KEY_TEXT] {
            for cell in cells {
                let high = contrast(high_contrast(text), high_contrast(cell));
                assert!(high >= 7.0, "{text:?} on {cell:?}: {high:.2}:1");
                if text != ENTERED {
                    assert!(high >= contrast(text, cell) - 1e-9, "{text:?} on {cell:?}");
                }
            }
        }
        // Bars black, their white words white; MUTED, a fill as well as thin lines (the
        // Klotski floor, the sliding puzzle's gap), stays grey: a black cursor frame on a
        // free cell must still show.
        assert_eq!(high_contrast(BAR), INK);
        assert_eq!(high_contrast(MUTED), MUTED);
        assert!(contrast(INK, high_contrast(MUTED)) >= 3.0);
        assert_eq!(high_contrast(Rgb565::WHITE), Rgb565::WHITE);
    }

    #[test]
    fn wrapping_is_safe_for_any_text() {
        let mut d = MockDisplay::<Rgb565>::new();
        d.set_allow_overdraw(true);
        d.set_allow_out_of_bounds_drawing(true);
        for s in [
            "",
            "a",
            "a 3×3 board is out of range",
            "ééééééééééééééééééé",
            "    ",
        ] {
            wrapped(&mut d, s, 0, 0, 5, 200).unwrap();
            wrapped(&mut d, s, 0, 0, 0, 200).unwrap();
        }
    }
}
