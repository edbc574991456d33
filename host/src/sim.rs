//! `jiugong sim`: the calculator app on the host, in an embedded-graphics simulator display,
//! driven by a key script; the screen is saved as a PNG.

use anyhow::{Context, Result, anyhow};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::{OutputSettings, SimulatorDisplay};
use jiugong_board::session::Session;
use jiugong_calc::{App, Key, SCREEN_HEIGHT, SCREEN_WIDTH};
use std::path::Path;

/// Parses a key script (names separated by spaces or commas).
pub fn parse_keys(script: &str) -> Result<Vec<Key>> {
    Key::parse_script(script)
        .map(|k| k.map_err(|e| anyhow!("{e}")))
        .collect()
}

/// Runs the app from `seed` through `keys` as a board runs a key script (the same
/// [`Session`]: after each key the app ticks until idle, or at most `ticks` times) and
/// returns its screen.
pub fn run(seed: u64, keys: &[Key], ticks: Option<u32>) -> Result<SimulatorDisplay<Rgb565>> {
    let mut app = App::new(seed);
    let mut session = Session::new(&mut app, true, ticks);
    let mut log = String::new();
    for &key in keys {
        session.key(key, &mut log);
    }
    let mut display = SimulatorDisplay::<Rgb565>::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT));
    session
        .draw(&mut display, &mut log, || 0)
        .map_err(|e| anyhow!("drawing failed: {e:?}"))?;
    Ok(display)
}

/// Saves a screen as a PNG (written to a temporary file, then renamed).
pub fn save(display: &SimulatorDisplay<Rgb565>, path: &Path) -> Result<()> {
    let image = display.to_rgb_output_image(&OutputSettings::default());
    let tmp = crate::files::temp_beside(path)?;
    image
        .save_png(tmp.path())
        .with_context(|| format!("cannot write {}", path.display()))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .with_context(|| format!("cannot replace {}", path.display()))?;
    Ok(())
}
