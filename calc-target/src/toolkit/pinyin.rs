//! Pinyin with its tone marks (jūn zǐ bù wàng qí jiù) in the 6×10 font, which has no ā or
//! ǐ: a toned vowel is its plain letter (without the dot of an i) with the mark drawn in
//! the two rows above the letter's body, where the font puts its own accents.

#[cfg(doc)]
use super::theme;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// The plain vowel and the tone (1 to 4) of a toned vowel.
pub fn toned(c: char) -> Option<(char, u8)> {
    const VOWELS: [(char, [char; 4]); 5] = [
        ('a', ['ā', 'á', 'ǎ', 'à']),
        ('e', ['ē', 'é', 'ě', 'è']),
        ('i', ['ī', 'í', 'ǐ', 'ì']),
        ('o', ['ō', 'ó', 'ǒ', 'ò']),
        ('u', ['ū', 'ú', 'ǔ', 'ù']),
    ];
    VOWELS.iter().find_map(|&(plain, marked)| {
        let tone = marked.iter().position(|&m| m == c)?;
        Some((plain, tone as u8 + 1))
    })
}

/// Each tone's mark: the pixels (column, row) in the character's top two rows.
fn marks(tone: u8) -> &'static [(i32, i32)] {
    match tone {
        1 => &[(1, 1), (2, 1), (3, 1), (4, 1)],
        2 => &[(3, 0), (2, 1)],
        3 => &[(1, 0), (4, 0), (2, 1), (3, 1)],
        _ => &[(1, 0), (2, 1)],
    }
}

/// Draws the mark of `tone` (1 to 4) over the letter whose top-left corner is `at`, in
/// the two rows above the letter's body ([`theme::text`] draws the toned vowels so).
///
/// ```
/// use embedded_graphics::{mock_display::MockDisplay, pixelcolor::Rgb565, prelude::*};
/// use jiugong_calc::toolkit::theme;
///
/// let mut d = MockDisplay::<Rgb565>::new();
/// assert_eq!(theme::text(&mut d, "zǐ", 0, 0, Rgb565::WHITE), Ok(12));
/// assert_eq!(d.get_pixel(Point::new(7, 0)), Some(Rgb565::WHITE)); // the caron's left arm
/// ```
pub fn mark<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    tone: u8,
    at: Point,
    color: Rgb565,
) -> Result<(), D::Error> {
    let pixels = marks(tone)
        .iter()
        .map(|&(dx, dy)| Pixel(at + Point::new(dx, dy), color));
    d.draw_iter(pixels)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toolkit::theme;
    use embedded_graphics::mock_display::MockDisplay;

    /// Width of a character, in pixels.
    const WIDTH: i32 = 6;

    /// The pixels of `s` drawn alone, as rows of `#` and `.`.
    fn rows(s: &str) -> [[bool; 6]; 10] {
        let mut d = MockDisplay::<Rgb565>::new();
        theme::text(&mut d, s, 0, 0, Rgb565::WHITE).unwrap();
        let mut out = [[false; 6]; 10];
        for (y, row) in out.iter_mut().enumerate() {
            for (x, px) in row.iter_mut().enumerate() {
                *px = d.get_pixel(Point::new(x as i32, y as i32)).is_some();
            }
        }
        out
    }

    #[test]
    fn each_tone_has_its_own_mark_over_the_same_letter() {
        let marks: heapless::Vec<[[bool; 6]; 10], 4> =
            ["ū", "ú", "ǔ", "ù"].iter().map(|s| rows(s)).collect();
        for (i, a) in marks.iter().enumerate() {
            assert_eq!(a[2..], rows("u")[2..], "the letter is u's");
            for b in &marks[i + 1..] {
                assert_ne!(a[..2], b[..2], "two tones look alike");
            }
        }
        // The i loses its dot: only the mark is above its body.
        let i = rows("ǐ");
        assert_eq!(i[2..], rows("i")[2..]);
        assert_eq!(i[1], [false, false, true, true, false, false]);
    }

    #[test]
    fn the_title_s_pinyin_is_drawn_whole() {
        let mut d = MockDisplay::<Rgb565>::new();
        d.set_allow_out_of_bounds_drawing(true);
        let width = theme::text(&mut d, "jūn zǐ bù wàng qí jiù", 0, 0, Rgb565::WHITE).unwrap();
        assert_eq!(width, 21 * WIDTH);
    }
}
