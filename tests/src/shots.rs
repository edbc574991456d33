//! Shots — pictures of the screen after a key script — the board tests compare with `jiugong sim`, and how a PNG's pixels are read
//! back as the RGB565 the app drew.

use embedded_graphics::pixelcolor::raw::RawU16;
use embedded_graphics::pixelcolor::{Rgb565, Rgb888};
use embedded_graphics::prelude::*;
use std::path::Path;

pub use jiugong_board::key_scripts::{DATED_SCRIPTS, SCRIPT_DATE, SCRIPTS, TAP_SCRIPTS};
pub use jiugong_calc::Keypad;

/// Plays the key script `script` (keys and taps) on `app` as `jiugong sim` does: after
/// each key or tap, ticks until the app is idle.
pub fn play(app: &mut jiugong_calc::App, script: &str) {
    for press in jiugong_calc::Press::parse_script(script) {
        app.press(press.expect("a key script the tests wrote"));
        while app.tick() {}
    }
}

/// `jiugong sim --keypad <keypad>`'s screen after the key script `keys` with `seed` (at
/// most `ticks` ticks after each key, else until idle), saved at `png`: its width, height
/// and RGB565 pixels — the screen every board test compares with, named with the board's
/// keys. The simulator's own code ([`jiugong::sim::run_described`]), run in this process.
pub fn sim(
    keypad: Keypad,
    keys: &str,
    seed: u64,
    ticks: Option<u32>,
    png: &Path,
) -> (u32, u32, Vec<u16>) {
    sim_kept(keypad, keys, seed, ticks, None, png)
}

/// [`sim`] on the date the dated scripts are played on ([`SCRIPT_DATE`]: `jiugong sim
/// --date 2026-11-29`).
pub fn sim_dated(
    keypad: Keypad,
    keys: &str,
    seed: u64,
    ticks: Option<u32>,
    png: &Path,
) -> (u32, u32, Vec<u16>) {
    let (year, month, day) = SCRIPT_DATE;
    let board = jiugong::sim::SimBoard {
        keypad,
        lang: None,
        today: Some(jiugong::cli::Date { year, month, day }),
    };
    sim_on(board, keys, seed, ticks, None, png)
}

/// `jiugong sim` on `board`, its screen saved at `png` and read back.
fn sim_on(
    board: jiugong::sim::SimBoard,
    keys: &str,
    seed: u64,
    ticks: Option<u32>,
    state: Option<&Path>,
    png: &Path,
) -> (u32, u32, Vec<u16>) {
    let keys = jiugong::sim::parse_keys(keys).expect("a key script the tests wrote");
    let (screen, _) = jiugong::sim::run_described(seed, board, &keys, ticks, state)
        .unwrap_or_else(|e| panic!("jiugong sim: {e:#}"));
    jiugong::sim::save(&screen, png).unwrap_or_else(|e| panic!("{e:#}"));
    rgb565(png, from_simulator)
}

/// [`sim`] in `lang` (`jiugong sim --lang`).
pub fn sim_in(
    lang: jiugong_calc::lang::Lang,
    keypad: Keypad,
    keys: &str,
    seed: u64,
    png: &Path,
) -> (u32, u32, Vec<u16>) {
    let board = jiugong::sim::SimBoard {
        keypad,
        lang: Some(lang),
        today: None,
    };
    sim_on(board, keys, seed, None, None, png)
}

/// [`sim`] with the games kept in `state` (`jiugong sim --state`: read at the start if the
/// file exists, written at the end).
pub fn sim_kept(
    keypad: Keypad,
    keys: &str,
    seed: u64,
    ticks: Option<u32>,
    state: Option<&Path>,
    png: &Path,
) -> (u32, u32, Vec<u16>) {
    let board = jiugong::sim::SimBoard {
        keypad,
        lang: None,
        today: None,
    };
    sim_on(board, keys, seed, ticks, state, png)
}

/// What `jiugong sim --describe --keypad <keypad>` prints after `keys` with `seed`.
pub fn described(keypad: Keypad, keys: &str, seed: u64) -> String {
    let keys = jiugong::sim::parse_keys(keys).expect("a key script the tests wrote");
    jiugong::sim::run_described(
        seed,
        jiugong::sim::SimBoard {
            keypad,
            lang: None,
            today: None,
        },
        &keys,
        None,
        None,
    )
    .unwrap_or_else(|e| panic!("jiugong sim: {e:#}"))
    .1
}

/// A PNG's pixels as RGB565, undoing a widening from 5/6 to 8 bits.
pub fn rgb565(path: &Path, narrow: impl Fn(u8, u8, u8) -> u16) -> (u32, u32, Vec<u16>) {
    let img = image::open(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
        .to_rgb8();
    let pixels = img.pixels().map(|p| narrow(p[0], p[1], p[2])).collect();
    (img.width(), img.height(), pixels)
}

/// Pixels that differ between two screens of the same size.
///
/// ```
/// assert_eq!(jiugong_tests::shots::differing(&[1, 2, 3], &[1, 0, 3]), 1);
/// ```
pub fn differing(a: &[u16], b: &[u16]) -> usize {
    assert_eq!(a.len(), b.len(), "two screens of different sizes");
    a.iter().zip(b).filter(|(x, y)| x != y).count()
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
