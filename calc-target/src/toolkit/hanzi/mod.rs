//! The Chinese characters the app shows — its Chinese phrases, the pentagram's title
//! (君子不忘其旧), Klotski's layouts (横刀立马 …) and hero (曹操) — and the full-width
//! punctuation written with them, as 12×12 bitmaps: the app's font is Latin-1 only, and a
//! CJK font would not fit a calculator. Drawn from Noto Sans CJK SC (SIL Open Font
//! License) by `scripts/hanzi-glyphs`, which finds every character in the app's strings,
//! in FreeType's monochrome rendering, which keeps every stroke on whole pixels
//! ([`glyphs`]).

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Side of a glyph, in pixels.
pub const SIZE: i32 = 12;

pub mod glyphs;

use glyphs::GLYPHS;

/// The glyph of `c`, if the app has one.
fn glyph(c: char) -> Option<&'static [u16; 12]> {
    let at = GLYPHS.binary_search_by_key(&c, |&(g, _)| g).ok()?;
    Some(&GLYPHS[at].1)
}

/// True for the characters drawn two columns wide, as 12×12 glyphs: the CJK ideographs
/// and the full-width punctuation written with them (，。：（）).
pub fn wide(c: char) -> bool {
    matches!(c, '\u{2e80}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ff60}')
}

/// Draws `c`'s glyph with its top-left corner at `at`, if the app has one (a character
/// without one leaves its place empty: the tests hold every phrase to the glyphs).
pub fn glyph_at<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    c: char,
    at: Point,
    color: Rgb565,
) -> Result<(), D::Error> {
    let Some(rows) = glyph(c) else {
        return Ok(());
    };
    let pixels = rows.iter().enumerate().flat_map(|(r, &bits)| {
        (0..SIZE)
            .filter(move |&col| bits & (1 << (SIZE - 1 - col)) != 0)
            .map(move |col| Pixel(at + Point::new(col, r as i32), color))
    });
    d.draw_iter(pixels)
}

/// True when every character of `s` has a glyph.
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
        glyph_at(d, c, Point::new(left, y), color)?;
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
        for layout in jiugong_core::klotski::LAYOUTS {
            assert!(covers(layout.name), "{}", layout.name);
        }
        assert!(covers("曹操"));
        assert!(!covers("鼠"), "a character no string holds has no glyph");
        assert!(
            GLYPHS.windows(2).all(|w| w[0].0 < w[1].0),
            "sorted, once each"
        );
        for (c, rows) in GLYPHS {
            assert!(rows.iter().all(|&r| r < 1 << SIZE), "{c}");
            // A mark of punctuation may be two pixels (、); an ideograph has strokes.
            let least = if !('\u{3400}'..='\u{9fff}').contains(&c) {
                2
            } else {
                SIZE as u32 - 2
            };
            assert!(
                rows.iter().map(|r| r.count_ones()).sum::<u32>() >= least,
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
    /// by ink within one pixel of the same column or row (hinting may move a stroke by one,
    /// and a slightly slanted stroke steps across two), over all but two pixels of the
    /// run's length at this size. (Glyphs made by a threshold dropped the verticals of 子
    /// and 不.)
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
                // Along the run, ink within a pixel of its line: a stroke the font draws
                // slightly slanted steps from one column (or row) to the next.
                let lines = line.saturating_sub(1)..=(line + 1).min(11);
                let inked = span
                    .clone()
                    .filter(|&i| {
                        lines
                            .clone()
                            .any(|l| if down { ink(i, l) } else { ink(l, i) })
                    })
                    .count();
                let kept = inked >= need;
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
