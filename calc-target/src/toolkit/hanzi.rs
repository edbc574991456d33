//! The few Chinese characters the app shows (the pentagram's title, 君子不忘其旧), as 12×12
//! bitmaps: the app's fonts are ASCII only, and a CJK font would not fit a calculator.
//! Drawn from Noto Sans CJK SC (SIL Open Font License) by `scripts/hanzi-glyphs`, in FreeType's
//! monochrome rendering, which keeps every stroke on whole pixels.

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Side of a glyph, in pixels.
pub const SIZE: i32 = 12;

/// Each character's rows, top first; bit 11 is the leftmost pixel.
const GLYPHS: [(char, [u16; 12]); 6] = [
    (
        '君',
        [
            0x3fc, 0x044, 0x7fe, 0x084, 0x3fc, 0x100, 0x3fc, 0x704, 0x104, 0x1fc, 0x104, 0x000,
        ],
    ),
    (
        '子',
        [
            0x3fc, 0x008, 0x030, 0x020, 0x020, 0x7fe, 0x020, 0x020, 0x020, 0x020, 0x1c0, 0x000,
        ],
    ),
    (
        '不',
        [
            0x7fe, 0x020, 0x040, 0x0d0, 0x1c8, 0x344, 0x642, 0x040, 0x040, 0x040, 0x040, 0x000,
        ],
    ),
    (
        '忘',
        [
            0x040, 0x7fc, 0x200, 0x200, 0x200, 0x3fc, 0x040, 0x148, 0x504, 0x50c, 0x1f0, 0x000,
        ],
    ),
    (
        '其',
        [
            0x108, 0x7fe, 0x108, 0x108, 0x1f8, 0x108, 0x1f8, 0x108, 0x7fe, 0x090, 0x30c, 0x402,
        ],
    ),
    (
        '旧',
        [
            0x4fe, 0x482, 0x482, 0x482, 0x4fe, 0x482, 0x482, 0x482, 0x482, 0x4fe, 0x482, 0x000,
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

    /// Every long straight stroke of the source font is in the glyph. The reference is each
    /// character drawn anti-aliased at four times the size (`scripts/hanzi-glyphs
    /// --reference`); a run of ink there at least a quarter of the glyph long, down a column
    /// (a vertical stroke) or along a row (a horizontal one), must be matched in the glyph
    /// by ink in the same column or row, give or take the one pixel hinting may move a
    /// stroke, over all but two pixels of the run's length at this size. (Glyphs made by a
    /// threshold dropped the verticals of 子 and 不.)
    #[test]
    fn every_glyph_keeps_every_stroke_of_the_font() {
        const BIG: usize = 4 * SIZE as usize;
        let mut lines = include_str!("hanzi-48.txt").lines();
        let mut checked = 0;
        while let Some(name) = lines.next() {
            let c = name.chars().next().unwrap();
            let big: heapless::Vec<&[u8], BIG> =
                (0..BIG).map(|_| lines.next().unwrap().as_bytes()).collect();
            let rows = glyph(c).unwrap_or_else(|| panic!("no glyph for {c}"));
            let ink = |r: usize, col: usize| rows[r] >> (SIZE as usize - 1 - col) & 1 == 1;
            // (down a column?, which column or row, the run's first and last pixel).
            let mut strokes: heapless::Vec<(bool, usize, usize, usize), 512> = heapless::Vec::new();
            for down in [true, false] {
                for line in 0..BIG {
                    let at = |i: usize| if down { big[i][line] } else { big[line][i] } == b'#';
                    let mut i = 0;
                    while i < BIG {
                        let start = i;
                        while i < BIG && at(i) {
                            i += 1;
                        }
                        if i - start >= BIG / 4 {
                            strokes.push((down, line, start, i - 1)).unwrap();
                        }
                        i += 1;
                    }
                }
            }
            assert!(!strokes.is_empty(), "{c}: no stroke in the reference");
            for &(down, line, first, last) in &strokes {
                let (line, span) = (line / 4, first / 4..=last / 4);
                let need = span.clone().count().saturating_sub(2);
                let kept = (line.saturating_sub(1)..=(line + 1).min(11)).any(|l| {
                    let inked = span
                        .clone()
                        .filter(|&i| if down { ink(i, l) } else { ink(l, i) })
                        .count();
                    inked >= need
                });
                let way = if down { "column" } else { "row" };
                assert!(
                    kept,
                    "{c}: the stroke in {way} {line}, {span:?}, is missing"
                );
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked} stroke columns and rows checked");
    }
}
