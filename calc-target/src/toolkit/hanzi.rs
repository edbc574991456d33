//! The few Chinese characters the app shows (the pentagram's title, 君子不忘其旧), as 12×12
//! bitmaps: the app's fonts are ASCII only, and a CJK font would not fit a calculator.
//! Drawn from Noto Sans CJK SC (SIL Open Font License) by `scripts/hanzi-glyphs`.

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Side of a glyph, in pixels.
pub const SIZE: i32 = 12;

/// Each character's rows, top first; bit 11 is the leftmost pixel.
const GLYPHS: [(char, [u16; 12]); 6] = [
    (
        '君',
        [
            0x3fc, 0x044, 0x7fe, 0x084, 0x3fc, 0x100, 0x3fc, 0x504, 0x104, 0x1fc, 0x100, 0x000,
        ],
    ),
    (
        '子',
        [
            0x000, 0x3fc, 0x008, 0x030, 0x020, 0x000, 0x7fe, 0x000, 0x000, 0x000, 0x000, 0x1c0,
        ],
    ),
    (
        '不',
        [
            0x7fe, 0x020, 0x060, 0x0f0, 0x1c8, 0x304, 0x402, 0x000, 0x000, 0x000, 0x000, 0x000,
        ],
    ),
    (
        '忘',
        [
            0x000, 0x040, 0x7fc, 0x200, 0x200, 0x200, 0x3fc, 0x000, 0x140, 0x504, 0x50c, 0x0f0,
        ],
    ),
    (
        '其',
        [
            0x108, 0x7fe, 0x108, 0x108, 0x1f8, 0x108, 0x1f8, 0x108, 0x7fe, 0x080, 0x30c, 0x402,
        ],
    ),
    (
        '旧',
        [
            0x000, 0x4fe, 0x482, 0x482, 0x482, 0x4fe, 0x482, 0x482, 0x482, 0x482, 0x4fe, 0x482,
        ],
    ),
];

/// The glyph of `c`, if the app has one.
fn glyph(c: char) -> Option<&'static [u16; 12]> {
    GLYPHS.iter().find(|(g, _)| *g == c).map(|(_, rows)| rows)
}

/// True when every character of `s` has a glyph.
#[cfg(test)]
pub fn covers(s: &str) -> bool {
    s.chars().all(|c| glyph(c).is_some())
}

/// Draws `s` with its top-left corner at (x, y), one glyph every 13 pixels (a character
/// without a glyph leaves its place empty); returns the width drawn.
pub fn draw<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    s: &str,
    x: i32,
    y: i32,
    color: Rgb565,
) -> Result<i32, D::Error> {
    let mut left = x;
    for c in s.chars() {
        if let Some(rows) = glyph(c) {
            let pixels = rows.iter().enumerate().flat_map(|(r, &bits)| {
                (0..SIZE)
                    .filter(move |&col| bits & (1 << (SIZE - 1 - col)) != 0)
                    .map(move |col| Pixel(Point::new(left + col, y + r as i32), color))
            });
            d.draw_iter(pixels)?;
        }
        left += SIZE + 1;
    }
    Ok(left - x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::mock_display::MockDisplay;

    #[test]
    fn the_title_is_covered_and_drawn() {
        assert!(covers(crate::star::TITLE));
        assert!(!covers("九宫"));
        for (c, rows) in GLYPHS {
            assert!(rows.iter().all(|&r| r < 1 << SIZE), "{c}");
            assert!(
                rows.iter().map(|r| r.count_ones()).sum::<u32>() > 12,
                "{c} has ink"
            );
        }
        let mut d = MockDisplay::<Rgb565>::new();
        let width = draw(&mut d, "君子不忘", 0, 0, Rgb565::WHITE).unwrap();
        assert_eq!(width, 4 * 13);
        assert!(
            d.get_pixel(Point::new(1, 2)).is_some(),
            "君's third row starts at column 1"
        );
    }
}
