//! The screens the board tests compare with `jiugong sim`, and how a PNG's pixels are read
//! back as the RGB565 the app drew.

use embedded_graphics::pixelcolor::raw::RawU16;
use embedded_graphics::pixelcolor::{Rgb565, Rgb888};
use embedded_graphics::prelude::*;
use std::path::Path;

/// Screens: the home menu, each puzzle mid-game, finished puzzles, a search caught running.
/// (name, keys, seed, ticks per key)
pub const SCRIPTS: [(&str, &str, u64, Option<u32>); 12] = [
    ("home", "", 1, None),
    (
        "sudoku-mid-game",
        "enter down enter right right 5 down 3 menu enter 1 2 left 7",
        2,
        None,
    ),
    (
        "sudoku-solved",
        "enter enter menu down down down enter",
        3,
        None,
    ),
    (
        "sudoku-expert-being-made",
        "enter down down down enter",
        3,
        Some(4),
    ),
    ("knight-tour", "2 down right enter", 4, None),
    (
        "knight-search-running",
        "2 2 right right right right right enter",
        5,
        Some(3),
    ),
    ("slide-mid-game", "3 down left down", 6, None),
    ("slide-solved-by-ida", "3 menu enter", 7, None),
    (
        "pentagram-mid-game",
        "4 enter right right enter right enter",
        8,
        None,
    ),
    ("pentagram-paper-algorithm", "4 menu", 9, None),
    (
        "star-7-2-mid-game",
        "4 0 right enter right right enter",
        10,
        None,
    ),
    ("star-11-2-filled-by-search", "4 0 0 0 0 0 menu", 11, None),
];

/// A PNG's pixels as RGB565, undoing a widening from 5/6 to 8 bits.
pub fn rgb565(path: &Path, narrow: impl Fn(u8, u8, u8) -> u16) -> (u32, u32, Vec<u16>) {
    let img = image::open(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        .to_rgb8();
    let pixels = img.pixels().map(|p| narrow(p[0], p[1], p[2])).collect();
    (img.width(), img.height(), pixels)
}

/// QEMU widens 5:6:5 to 8:8:8 by shifting left, Epsilon by shifting and repeating the top
/// bits: either way the top bits are the colour's.
pub fn from_shifted(r: u8, g: u8, b: u8) -> u16 {
    u16::from(r >> 3) << 11 | u16::from(g >> 2) << 5 | u16::from(b >> 3)
}

/// The simulator widens by scaling; embedded-graphics narrows back the same way.
pub fn from_simulator(r: u8, g: u8, b: u8) -> u16 {
    RawU16::from(Rgb565::from(Rgb888::new(r, g, b))).into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_narrowings_undo_their_widenings_exactly() {
        for raw in 0..=u16::MAX {
            let c = Rgb565::from(RawU16::new(raw));
            let wide = Rgb888::from(c);
            assert_eq!(from_simulator(wide.r(), wide.g(), wide.b()), raw);
            let (r, g, b) = (c.r() << 3, c.g() << 2, c.b() << 3);
            assert_eq!(from_shifted(r, g, b), raw);
        }
    }

    #[test]
    fn epsilons_widening_is_undone_too() {
        for raw in 0..=u16::MAX {
            let c = Rgb565::from(RawU16::new(raw));
            let (r, g, b) = (c.r(), c.g(), c.b());
            let (r, g, b) = (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2);
            assert_eq!(from_shifted(r, g, b), raw);
        }
    }
}
