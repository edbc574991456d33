//! `jiugong sim`: the calculator app on the host, in an embedded-graphics simulator display,
//! driven by a key script; the screen is saved as a PNG.

use anyhow::{Context, Result, anyhow};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::{OutputSettings, SimulatorDisplay};
use jiugong_calc::session::Session;
use jiugong_calc::state::Garbled;
use jiugong_calc::{App, Key, SCREEN_HEIGHT, SCREEN_WIDTH};
use std::path::Path;

/// `jiugong sim`'s arguments.
#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// Keys to press: up down left right enter esc del menu help 0-9, separated by spaces.
    #[arg(long, value_name = "KEYS", default_value = "")]
    keys: String,
    /// Where to save the screen (PNG; `-`: standard output).
    #[arg(long, value_name = "FILE.png", required_unless_present_any = ["window", "describe", "state"])]
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
    /// Keep the games in FILE, as a calculator keeps them: read at the start if it exists
    /// (a damaged one starts fresh, with a notice), written when the keys are done (or the
    /// window is closed), replacing the file only once complete.
    #[arg(long, value_name = "FILE")]
    state: Option<std::path::PathBuf>,
}

/// Runs `jiugong sim`: a key script to a screenshot, or the window.
pub fn command(a: SimArgs) -> Result<std::process::ExitCode> {
    let seed = a.seed.unwrap_or_else(crate::clock_seed);
    if a.window {
        return open_window(seed, a.state.as_deref());
    }
    let keys = parse_keys(&a.keys).map_err(crate::cli::usage)?;
    if a.describe && a.screenshot.as_deref() == Some(Path::new(crate::files::STDIO)) {
        return Err(crate::cli::usage(
            "--describe prints to standard output: give --screenshot a file",
        ));
    }
    let (screen, text) = run_described(seed, &keys, a.ticks, a.state.as_deref())?;
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
fn open_window(seed: u64, state: Option<&Path>) -> Result<std::process::ExitCode> {
    window(seed, state)?;
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(not(feature = "window"))]
fn open_window(_: u64, _: Option<&Path>) -> Result<std::process::ExitCode> {
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
    run_described(seed, keys, ticks, None).map(|(screen, _)| screen)
}

/// [`run`], and what the screen shows in text ([`App::describe`]); with a `state` file, the
/// games are read from it first (if it exists) and written to it at the end.
pub fn run_described(
    seed: u64,
    keys: &[Key],
    ticks: Option<u32>,
    state: Option<&Path>,
) -> Result<(SimulatorDisplay<Rgb565>, String)> {
    let mut app = App::new(seed);
    if let Some(path) = state {
        restore(&mut app, path)?;
    }
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
    if let Some(path) = state {
        keep(session.app(), path)?;
    }
    Ok((display, text))
}

/// Reads the games kept in `path` into `app`, if the file exists. A file that cannot be
/// read is an error; one that is not a good state starts the app fresh, as a calculator
/// would, and says so on stderr and on the home menu. A file that is not a jiugong state
/// at all (another program's, named by mistake) is refused before any key: it would be
/// written over at the end.
pub fn restore(app: &mut App, path: &Path) -> Result<()> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
    };
    match app.restore(&bytes) {
        Ok(()) => Ok(()),
        Err(Garbled::Foreign) if !bytes.is_empty() => Err(anyhow!(
            "{} is not a jiugong state file: not written over; give --state a new file name",
            path.display()
        )),
        Err(e) => {
            crate::cli::say(format_args!(
                "{}: saved games {e}: starting fresh (the file is replaced at the end)",
                path.display()
            ));
            Ok(())
        }
    }
}

/// Writes `app`'s games to `path`, replacing it only once the state is complete.
pub fn keep(app: &App, path: &Path) -> Result<()> {
    let mut bytes = [0u8; jiugong_calc::state::MAX_BYTES];
    let n = app
        .save(&mut bytes)
        .map_err(|e| anyhow!("cannot save the games: {e}"))?;
    crate::files::write_output(path, |w| {
        use std::io::Write;
        w.write_all(&bytes[..n])
            .with_context(|| format!("cannot write {}", path.display()))
    })
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
/// Delete (Del), `m` (Menu), F1 and `/` (Help), digits and keypad digits (the app's one keyboard table).
#[cfg(feature = "window")]
fn key_of(keycode: embedded_graphics_simulator::sdl2::Keycode) -> Option<Key> {
    jiugong_calc::KeyboardKey::by_sdl_name(&keycode.name()).map(|e| e.key)
}

/// Plays the app in an SDL window (the keyboard as the keypad), ticking at the board's pace;
/// the log a board writes to its serial line goes to stderr.
#[cfg(feature = "window")]
pub fn window(seed: u64, state: Option<&Path>) -> Result<()> {
    use embedded_graphics_simulator::{OutputSettingsBuilder, SimulatorEvent, Window};
    use jiugong_calc::session::TICK_MICROS;
    use std::time::{Duration, Instant};

    let mut app = App::new(seed);
    if let Some(path) = state {
        restore(&mut app, path)?;
    }
    let mut session = Session::new(&mut app, false, None);
    let mut display = SimulatorDisplay::<Rgb565>::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT));
    let mut window = Window::new("jiugong", &OutputSettingsBuilder::new().scale(2).build());
    let tick = Duration::from_micros(TICK_MICROS.into());
    let mut next = Instant::now() + tick;
    let mut log = String::new();
    crate::cli::say(format_args!(
        "seed {seed}; keys: arrows, enter, esc, backspace (del), m (menu), F1 or / (help), 0-9"
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
                SimulatorEvent::Quit => {
                    return match state {
                        Some(path) => keep(session.app(), path),
                        None => Ok(()),
                    };
                }
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
