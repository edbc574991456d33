//! `jiugong sim`: the calculator app on the host, in an embedded-graphics simulator display,
//! driven by a key script; the screen is saved as a PNG.

use anyhow::{Context, Result, anyhow};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::{OutputSettings, SimulatorDisplay};
use jiugong_calc::session::Session;
use jiugong_calc::{App, Key, SCREEN_HEIGHT, SCREEN_WIDTH};
use std::path::Path;

/// `jiugong sim`'s arguments.
#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// Keys to press: up down left right enter esc del menu 0-9, separated by spaces.
    #[arg(long, value_name = "KEYS", default_value = "")]
    keys: String,
    /// Where to save the screen (PNG; `-`: standard output).
    #[arg(long, value_name = "FILE.png", required_unless_present_any = ["window", "describe"])]
    screenshot: Option<std::path::PathBuf>,
    /// Play in a window instead (the keyboard as the keypad; needs the `window` feature:
    /// `cargo build --release --features window`, with Debian's libsdl2-dev).
    #[arg(long, conflicts_with_all = ["screenshot", "keys", "ticks"])]
    window: bool,
    /// Random seed (default: from the clock).
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// At most N ticks after each key (default: until the app is idle), to catch a search
    /// while it runs.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    ticks: Option<u32>,
    /// Print what the screen shows, in text (what a screen reader would read), after the
    /// key script.
    #[arg(long, conflicts_with = "window")]
    describe: bool,
}

/// Runs `jiugong sim`: a key script to a screenshot, or the window.
pub fn command(a: SimArgs) -> Result<std::process::ExitCode> {
    let seed = a.seed.unwrap_or_else(crate::clock_seed);
    if a.window {
        return open_window(seed);
    }
    let keys = parse_keys(&a.keys).map_err(crate::cli::usage)?;
    if a.describe && a.screenshot.as_deref() == Some(Path::new(crate::files::STDIO)) {
        return Err(crate::cli::usage(
            "--describe prints to standard output: give --screenshot a file",
        ));
    }
    let (screen, text) = run_described(seed, &keys, a.ticks)?;
    if let Some(path) = &a.screenshot {
        save(&screen, path)?;
    }
    if a.describe {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(feature = "window")]
fn open_window(seed: u64) -> Result<std::process::ExitCode> {
    window(seed)?;
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(not(feature = "window"))]
fn open_window(_: u64) -> Result<std::process::ExitCode> {
    Err(crate::cli::usage(
        "this jiugong has no window: build it with `cargo build --release --features window` (needs Debian's libsdl2-dev)",
    ))
}

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
    run_described(seed, keys, ticks).map(|(screen, _)| screen)
}

/// [`run`], and what the screen shows in text ([`App::describe`]).
pub fn run_described(
    seed: u64,
    keys: &[Key],
    ticks: Option<u32>,
) -> Result<(SimulatorDisplay<Rgb565>, String)> {
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
    let mut text = String::new();
    session.app().describe(&mut text)?;
    Ok((display, text))
}

/// Saves a screen as a PNG (as every output: `-` is standard output, a regular file is
/// replaced only when complete).
pub fn save(display: &SimulatorDisplay<Rgb565>, path: &Path) -> Result<()> {
    use image::ImageEncoder;
    let image = display.to_rgb_output_image(&OutputSettings::default());
    let pixels = image.as_image_buffer();
    crate::files::write_output(path, |w| {
        image::codecs::png::PngEncoder::new(w)
            .write_image(
                pixels.as_raw(),
                pixels.width(),
                pixels.height(),
                image::ExtendedColorType::Rgb8,
            )
            .with_context(|| format!("cannot write {}", path.display()))
    })
}

/// The calculator key for a keyboard key in the window: arrows, Enter, Esc, Backspace or
/// Delete (Del), `m` (Menu), digits and keypad digits (the app's one keyboard table).
#[cfg(feature = "window")]
fn key_of(keycode: embedded_graphics_simulator::sdl2::Keycode) -> Option<Key> {
    jiugong_calc::KeyboardKey::by_sdl_name(&keycode.name()).map(|e| e.key)
}

/// Plays the app in an SDL window (the keyboard as the keypad), ticking at the board's pace;
/// the log a board writes to its serial line goes to stderr.
#[cfg(feature = "window")]
pub fn window(seed: u64) -> Result<()> {
    use embedded_graphics_simulator::{OutputSettingsBuilder, SimulatorEvent, Window};
    use jiugong_calc::session::TICK_MICROS;
    use std::time::{Duration, Instant};

    let mut app = App::new(seed);
    let mut session = Session::new(&mut app, false, None);
    let mut display = SimulatorDisplay::<Rgb565>::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT));
    let mut window = Window::new("jiugong", &OutputSettingsBuilder::new().scale(2).build());
    let tick = Duration::from_micros(TICK_MICROS.into());
    let mut next = Instant::now() + tick;
    let mut log = String::new();
    crate::cli::say(format_args!(
        "seed {seed}; keys: arrows, enter, esc, backspace (del), m (menu), 0-9"
    ));
    loop {
        let now = Instant::now();
        if now >= next {
            next = (next + tick).max(now);
            session.clock(&mut log, || 0);
        }
        session
            .draw(&mut display, &mut log, || 0)
            .map_err(|e| anyhow!("drawing failed: {e:?}"))?;
        window.update(&display);
        for event in window.events().collect::<Vec<_>>() {
            match event {
                SimulatorEvent::Quit => return Ok(()),
                SimulatorEvent::KeyDown { keycode, .. } => {
                    if let Some(key) = key_of(keycode) {
                        session.key(key, &mut log);
                    }
                }
                _ => {}
            }
        }
        eprint!("{log}");
        log.clear();
        std::thread::sleep(next.saturating_duration_since(Instant::now()));
    }
}

#[cfg(all(test, feature = "window"))]
mod tests {
    use super::*;
    use embedded_graphics_simulator::sdl2::Keycode as K;

    #[test]
    fn the_keyboard_is_the_keypad() {
        assert_eq!(key_of(K::UP), Some(Key::Up));
        assert_eq!(key_of(K::RETURN), Some(Key::Enter));
        assert_eq!(key_of(K::BACKSPACE), Some(Key::Del));
        assert_eq!(key_of(K::DELETE), Some(Key::Del));
        assert_eq!(key_of(K::M), Some(Key::Menu));
        assert_eq!(key_of(K::NUM_7), Some(Key::Digit(7)));
        assert_eq!(key_of(K::KP_0), Some(Key::Digit(0)));
        assert_eq!(key_of(K::KP_9), Some(Key::Digit(9)));
        assert_eq!(key_of(K::A), None);
    }
}
