//! The Chinese characters the app shows (the pentagram's title, 君子不忘其旧; Klotski's
//! layouts, 横刀立马 …, and its hero, 曹操), as 12×12 bitmaps: the app's fonts are ASCII
//! only, and a CJK font would not fit a calculator (59 characters, 1.4 KiB).
//! Drawn from Noto Sans CJK SC (SIL Open Font License) by `scripts/hanzi-glyphs`, in FreeType's
//! monochrome rendering, which keeps every stroke on whole pixels.

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// Side of a glyph, in pixels.
pub const SIZE: i32 = 12;

/// Each character's rows, top first; bit 11 is the leftmost pixel.
const GLYPHS: [(char, [u16; 12]); 59] = [
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
    (
        '横',
        [
            0x128, 0x17c, 0x7a8, 0x17e, 0x37c, 0x3d4, 0x57c, 0x57c, 0x120, 0x1c6, 0x000, 0x000,
        ],
    ),
    (
        '刀',
        [
            0x7fe, 0x042, 0x042, 0x082, 0x082, 0x082, 0x082, 0x102, 0x104, 0x204, 0x41c, 0x000,
        ],
    ),
    (
        '立',
        [
            0x040, 0x020, 0x7fe, 0x000, 0x108, 0x108, 0x108, 0x090, 0x090, 0x010, 0x7fe, 0x000,
        ],
    ),
    (
        '马',
        [
            0x3f8, 0x008, 0x108, 0x208, 0x208, 0x3fe, 0x002, 0x7fa, 0x002, 0x004, 0x01c, 0x000,
        ],
    ),
    (
        '齐',
        [
            0x040, 0x3fc, 0x090, 0x060, 0x1d8, 0x204, 0x110, 0x110, 0x110, 0x210, 0x000, 0x000,
        ],
    ),
    (
        '头',
        [
            0x020, 0x1a0, 0x0a0, 0x620, 0x120, 0x020, 0x7fe, 0x020, 0x050, 0x088, 0x306, 0x402,
        ],
    ),
    (
        '并',
        [
            0x108, 0x090, 0x3fc, 0x090, 0x090, 0x3fc, 0x090, 0x110, 0x110, 0x210, 0x000, 0x000,
        ],
    ),
    (
        '进',
        [
            0x424, 0x224, 0x0fe, 0x024, 0x024, 0x624, 0x2fe, 0x244, 0x244, 0x2c4, 0x500, 0x0fe,
        ],
    ),
    (
        '兵',
        [
            0x00c, 0x1f0, 0x100, 0x1fe, 0x108, 0x108, 0x108, 0x7fe, 0x000, 0x188, 0x206, 0x402,
        ],
    ),
    (
        '分',
        [
            0x110, 0x110, 0x208, 0x204, 0x7fc, 0x088, 0x088, 0x088, 0x108, 0x208, 0x430, 0x000,
        ],
    ),
    (
        '三',
        [
            0x000, 0x7fe, 0x000, 0x000, 0x000, 0x000, 0x3fc, 0x000, 0x000, 0x000, 0x7fe, 0x000,
        ],
    ),
    (
        '路',
        [
            0x7a0, 0x4bc, 0x4e8, 0x7e8, 0x210, 0x638, 0x5e6, 0x67c, 0x644, 0x744, 0x07c, 0x000,
        ],
    ),
    (
        '屯',
        [
            0x040, 0x040, 0x7fe, 0x040, 0x244, 0x244, 0x244, 0x3fc, 0x040, 0x040, 0x042, 0x03e,
        ],
    ),
    (
        '东',
        [
            0x040, 0x0c0, 0x7fe, 0x080, 0x120, 0x320, 0x3fc, 0x020, 0x128, 0x224, 0x622, 0x060,
        ],
    ),
    (
        '左',
        [
            0x080, 0x080, 0x7fc, 0x100, 0x100, 0x1fc, 0x220, 0x220, 0x420, 0x420, 0x1fc, 0x000,
        ],
    ),
    (
        '右',
        [
            0x080, 0x080, 0x7fc, 0x100, 0x100, 0x3fc, 0x304, 0x504, 0x104, 0x1fc, 0x104, 0x000,
        ],
    ),
    (
        '步',
        [
            0x020, 0x23c, 0x220, 0x220, 0x7fe, 0x120, 0x124, 0x228, 0x438, 0x020, 0x1c0, 0x600,
        ],
    ),
    (
        '插',
        [
            0x206, 0x278, 0x210, 0x7fe, 0x210, 0x276, 0x352, 0x652, 0x276, 0x252, 0x27e, 0x642,
        ],
    ),
    (
        '翅',
        [
            0x27c, 0x224, 0xf24, 0x26c, 0x724, 0x52c, 0x5e4, 0x524, 0x26c, 0x580, 0x07c, 0x000,
        ],
    ),
    (
        '难',
        [
            0x008, 0x7a8, 0x0be, 0x568, 0x568, 0x33e, 0x328, 0x33e, 0x2a8, 0x428, 0x03e, 0x020,
        ],
    ),
    (
        '飞',
        [
            0x7f0, 0x012, 0x014, 0x018, 0x018, 0x016, 0x012, 0x010, 0x00a, 0x00a, 0x006, 0x000,
        ],
    ),
    (
        '层',
        [
            0x3fe, 0x202, 0x3fe, 0x400, 0x4fc, 0x400, 0x5fe, 0x440, 0x484, 0x49c, 0x9e2, 0x000,
        ],
    ),
    (
        '设',
        [
            0x478, 0x248, 0x048, 0xec8, 0x28c, 0x2fc, 0x244, 0x248, 0x330, 0x238, 0x0c4, 0x000,
        ],
    ),
    (
        '防',
        [
            0x390, 0x290, 0x37e, 0x320, 0x33c, 0x2a4, 0x2a4, 0x344, 0x244, 0x298, 0x000, 0x000,
        ],
    ),
    (
        '水',
        [
            0x020, 0x020, 0x020, 0x7a4, 0x0a8, 0x130, 0x130, 0x128, 0x224, 0x422, 0x020, 0x0c0,
        ],
    ),
    (
        '泄',
        [
            0x414, 0x294, 0x094, 0x094, 0x5ff, 0x294, 0x094, 0x29c, 0x280, 0x680, 0x4fe, 0x000,
        ],
    ),
    (
        '通',
        [
            0x4fe, 0x604, 0x238, 0x0fe, 0x092, 0x6fe, 0x292, 0x2fe, 0x292, 0x296, 0x500, 0x0fe,
        ],
    ),
    (
        '小',
        [
            0x020, 0x020, 0x020, 0x220, 0x224, 0x224, 0x222, 0x422, 0xc21, 0x020, 0x020, 0x1c0,
        ],
    ),
    (
        '燕',
        [
            0x000, 0x7fc, 0x120, 0x2e8, 0x6ec, 0x2a8, 0x2ac, 0x6ec, 0x208, 0x4a4, 0x484, 0x000,
        ],
    ),
    (
        '出',
        [
            0x040, 0x244, 0x244, 0x244, 0x244, 0x3fc, 0x040, 0x442, 0x442, 0x442, 0x7fe, 0x002,
        ],
    ),
    (
        '巢',
        [
            0x124, 0x2d8, 0x124, 0x3fc, 0x244, 0x3fc, 0x244, 0x3fc, 0x7fe, 0x0d0, 0x34c, 0x402,
        ],
    ),
    (
        '挡',
        [
            0x210, 0x252, 0x252, 0x754, 0x210, 0x27e, 0x702, 0x27e, 0x202, 0x202, 0x2fe, 0x602,
        ],
    ),
    (
        '将',
        [
            0x110, 0x13e, 0x546, 0x73c, 0x118, 0x1e4, 0x1fe, 0x704, 0x524, 0x124, 0x104, 0x11c,
        ],
    ),
    (
        '阻',
        [
            0x700, 0x57c, 0x544, 0x644, 0x67c, 0x544, 0x544, 0x77c, 0x444, 0x444, 0x4fe, 0x000,
        ],
    ),
    (
        '过',
        [
            0x404, 0x204, 0x2fe, 0x004, 0x004, 0x644, 0x224, 0x204, 0x204, 0x218, 0x500, 0x0fe,
        ],
    ),
    (
        '五',
        [
            0x000, 0x7fc, 0x040, 0x040, 0x040, 0x3f8, 0x088, 0x088, 0x088, 0x088, 0x7fe, 0x000,
        ],
    ),
    (
        '关',
        [
            0x108, 0x108, 0x090, 0x3fe, 0x020, 0x020, 0x7fe, 0x060, 0x050, 0x098, 0x30c, 0x402,
        ],
    ),
    (
        '四',
        [
            0x7fe, 0x492, 0x492, 0x492, 0x492, 0x492, 0x51e, 0x602, 0x402, 0x7fe, 0x402, 0x000,
        ],
    ),
    (
        '面',
        [
            0x7fe, 0x040, 0x7fe, 0x492, 0x492, 0x4f2, 0x492, 0x4f2, 0x492, 0x7fe, 0x402, 0x000,
        ],
    ),
    (
        '楚',
        [
            0x110, 0x7bc, 0x318, 0x5b4, 0x110, 0x7fc, 0x044, 0x278, 0x340, 0x5c0, 0x47c, 0x000,
        ],
    ),
    (
        '歌',
        [
            0x7d0, 0x050, 0x35e, 0x36c, 0x06c, 0x7e8, 0x348, 0x358, 0x354, 0x0e2, 0x000, 0x000,
        ],
    ),
    (
        '比',
        [
            0x420, 0x420, 0x424, 0x42c, 0x7b8, 0x420, 0x420, 0x420, 0x424, 0x5a4, 0x63c, 0x000,
        ],
    ),
    (
        '翼',
        [
            0x7be, 0x692, 0x18e, 0x632, 0x3fc, 0x3fc, 0x244, 0x1b8, 0x7fe, 0x7fe, 0x198, 0x606,
        ],
    ),
    (
        '空',
        [
            0x040, 0x060, 0x7fe, 0x402, 0x598, 0x606, 0x3fc, 0x040, 0x040, 0x040, 0x040, 0x7fe,
        ],
    ),
    (
        '临',
        [
            0x120, 0x120, 0x53e, 0x550, 0x588, 0x500, 0x57e, 0x54a, 0x54a, 0x54a, 0x17e, 0x142,
        ],
    ),
    (
        '曹',
        [
            0x0a0, 0x7fc, 0x7fc, 0x4a4, 0x7fc, 0x7fc, 0x000, 0x3f8, 0x3f8, 0x208, 0x3f8, 0x000,
        ],
    ),
    (
        '营',
        [
            0x090, 0x3fc, 0x3fc, 0x204, 0x3fc, 0x1f8, 0x000, 0x1f8, 0x208, 0x1f8, 0x000, 0x000,
        ],
    ),
    (
        '网',
        [
            0x7fe, 0x402, 0x44a, 0x5aa, 0x59a, 0x492, 0x55a, 0x56a, 0x622, 0x402, 0x40e, 0x000,
        ],
    ),
    (
        '开',
        [
            0x7fe, 0x108, 0x108, 0x108, 0x7fe, 0x108, 0x108, 0x108, 0x308, 0x208, 0x408, 0x000,
        ],
    ),
    (
        '一',
        [
            0x000, 0x000, 0x000, 0x000, 0x000, 0xffe, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
        ],
    ),
    (
        '眉',
        [
            0x3fe, 0x222, 0x3fe, 0x200, 0x2fe, 0x302, 0x2fe, 0x502, 0x4fe, 0x4fe, 0x002, 0x000,
        ],
    ),
    (
        '目',
        [
            0x3fc, 0x204, 0x204, 0x3fc, 0x204, 0x204, 0x3fc, 0x204, 0x204, 0x3fc, 0x204, 0x000,
        ],
    ),
    (
        '操',
        [
            0x238, 0x248, 0x738, 0x26c, 0x2b4, 0x36c, 0x2fe, 0x238, 0x254, 0x290, 0x000, 0x000,
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
        for layout in jiugong_core::klotski::LAYOUTS {
            assert!(covers(layout.name), "{}", layout.name);
        }
        assert!(covers("曹操"));
        assert!(!covers("九宫"));
        for (c, rows) in GLYPHS {
            assert!(rows.iter().all(|&r| r < 1 << SIZE), "{c}");
            assert!(
                rows.iter().map(|r| r.count_ones()).sum::<u32>() >= SIZE as u32 - 2,
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
