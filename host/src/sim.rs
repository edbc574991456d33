//! `jiugong sim`: the calculator app on the host, in an embedded-graphics simulator display,
//! driven by a key script; the screen is saved as a PNG.

use anyhow::{Context, Result, anyhow};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::{OutputSettings, SimulatorDisplay};
use jiugong_board::board::{Board, Event, Input};
use jiugong_board::session::{Mode, Session};
#[cfg(feature = "window")]
use jiugong_calc::Key;
use jiugong_calc::lang::Lang;
use jiugong_calc::state::{self, Garbled};
use jiugong_calc::{App, Keypad, Press, SCREEN_HEIGHT, SCREEN_WIDTH};
use std::path::{Path, PathBuf};

/// `jiugong sim`'s arguments.
#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// Keys to press: up down left right enter esc del menu help 0-9, separated by spaces;
    /// `tap:X:Y` taps the screen's pixel (X, Y).
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
    #[arg(long, value_name = "N", value_parser = |s: &str| crate::cli::whole::<u32>(s, 1, u32::MAX.into(), "a number of ticks"))]
    ticks: Option<u32>,
    /// Print what the screen shows, in text (what a screen reader would read), after the
    /// key script.
    #[arg(long, conflicts_with = "window")]
    describe: bool,
    /// Whose key names the screen shows: a computer's keyboard, a NumWorks or a TI-Nspire
    /// (as the app on that calculator draws them).
    #[arg(long, value_name = "KEYPAD", default_value = "keyboard", value_parser = parse_keypad)]
    keypad: Keypad,
    /// The app's language: zh (简体中文), en (English) or fr (Français); kept with the
    /// games in --state's file, and the file's is used when this is not given (English
    /// without either).
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    lang: Option<Lang>,
    /// Keep the games in FILE, as a calculator keeps them: read at the start if it exists
    /// (a damaged one starts fresh, with a notice), written when the keys are done (or the
    /// window is closed), replacing the file only once complete.
    #[arg(long, value_name = "FILE")]
    state: Option<std::path::PathBuf>,
    /// The board's date, as a browser or a calculator's clock gives it: the Sudoku screen
    /// offers the day's puzzle (2026-11-29, or today). Without it the app knows no date, as
    /// on a NumWorks.
    #[arg(long, value_name = "DATE", value_parser = crate::cli::date)]
    date: Option<crate::cli::Date>,
}

/// Runs `jiugong sim`: a key script to a screenshot, or the window.
pub fn command(a: SimArgs) -> Result<std::process::ExitCode> {
    let seed = a.seed.unwrap_or_else(crate::clock_seed);
    if a.window {
        // Played in a window, the app has the computer's date unless told another.
        let today = a.date.or_else(|| crate::cli::date("today").ok());
        let board = SimBoard {
            keypad: a.keypad,
            lang: a.lang,
            today,
        };
        return open_window(seed, board, a.state.as_deref());
    }
    let keys = parse_keys(&a.keys).map_err(crate::cli::usage)?;
    if a.describe && a.screenshot.as_deref() == Some(Path::new(crate::files::STDIO)) {
        return Err(crate::cli::usage(
            "--describe prints to standard output: give --screenshot a file",
        ));
    }
    if let (Some(screenshot), Some(state)) = (&a.screenshot, &a.state) {
        crate::files::refuse_one_file_twice(("--state", state), ("--screenshot", screenshot))?;
    }
    let board = SimBoard {
        keypad: a.keypad,
        lang: a.lang,
        today: a.date,
    };
    let (screen, text) = run_described(seed, board, &keys, a.ticks, a.state.as_deref())?;
    if let Some(path) = &a.screenshot {
        save(&screen, path)?;
    }
    if a.describe {
        use std::io::Write;
        let mut out = crate::files::stdout()?.lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// `--keypad`'s value: `keyboard`, `numworks` or `nspire`.
fn parse_keypad(s: &str) -> Result<Keypad, String> {
    s.parse().map_err(|e| format!("{e}"))
}

/// `--lang`'s value: `zh`, `en` or `fr` (a region after it, `zh-CN`, is taken too).
fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::from_tag(s).ok_or_else(|| format!("unknown language '{s}': languages are zh, en and fr"))
}

/// What the simulated calculator is set to: its keypad's names and, if the player chose
/// one, the language.
#[derive(Clone, Copy, Debug)]
pub struct SimBoard {
    /// Whose names the keys have.
    pub keypad: Keypad,
    /// The language asked for (`--lang`), over the saved games' own.
    pub lang: Option<Lang>,
    /// The board's date, if it knows one (`--date`).
    pub today: Option<crate::cli::Date>,
}

#[cfg(feature = "window")]
fn open_window(seed: u64, board: SimBoard, state: Option<&Path>) -> Result<std::process::ExitCode> {
    window(seed, board, state)?;
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(not(feature = "window"))]
fn open_window(_: u64, _: SimBoard, _: Option<&Path>) -> Result<std::process::ExitCode> {
    Err(crate::cli::usage(
        "this jiugong has no window: build it with `cargo build --release --features window` (needs Debian's libsdl2-dev)",
    ))
}

/// Parses a key script (names and taps separated by spaces or commas).
pub fn parse_keys(script: &str) -> Result<Vec<Press>> {
    Press::parse_script(script)
        .map(|k| k.map_err(|e| anyhow!("{e}")))
        .collect()
}

/// `jiugong sim`'s board: the simulator's display for a screen, a key script for a keypad
/// (the program leaves when it runs out), a string for the log.
struct Scripted<'k> {
    display: SimulatorDisplay<Rgb565>,
    keys: std::slice::Iter<'k, Press>,
    log: String,
}

impl Board for Scripted<'_> {
    type Log = String;

    fn log(&mut self) -> &mut String {
        &mut self.log
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.display);
    }
}

impl Input for Scripted<'_> {
    fn next(&mut self) -> Event {
        match self.keys.next() {
            Some(&Press::Key(key)) => Event::Key(key),
            Some(&Press::Tap(at)) => Event::Tap(at),
            None => Event::Leave,
        }
    }
}

/// Runs the app from `seed` through `keys` as a board runs a key script (scripted: after
/// each key the app ticks until idle, or at most `ticks` times), its keys named as
/// `keypad` names them, and returns its screen and what it shows in text
/// ([`App::describe`]); with a `state` file, the games are read from it first (if it
/// exists) and written to it at the end.
pub fn run_described(
    seed: u64,
    sim: SimBoard,
    keys: &[Press],
    ticks: Option<u32>,
    state: Option<&Path>,
) -> Result<(SimulatorDisplay<Rgb565>, String)> {
    let mut app = App::new(seed);
    app.set_keypad(sim.keypad);
    if let Some(d) = sim.today {
        app.set_today(d.year, d.month, d.day);
    }
    let board = Scripted {
        display: SimulatorDisplay::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT)),
        keys: keys.iter(),
        log: String::new(),
    };
    let board = Kept::new(board, state)?;
    let mut session = Session::new(board, &mut app, Mode::Scripted { tick_limit: ticks });
    if let Some(lang) = sim.lang {
        session.speak(lang);
    }
    session.run();
    let mut text = String::new();
    session.app().describe(&mut text)?;
    let kept = session.board_mut();
    kept.failed()?;
    Ok((kept.board.display.clone(), text))
}

/// The games kept in a file, as a calculator keeps them.
struct StateFile {
    path: PathBuf,
    /// What the file held at the start (`None`: no file yet).
    bytes: Option<Vec<u8>>,
    /// Writing the games at the end failed.
    failed: Option<anyhow::Error>,
}

impl StateFile {
    /// Reads `path`, if the file exists. A file that cannot be read is an error; so is one
    /// that is not a jiugong state at all (another program's, named by mistake), before any
    /// key: it would be written over at the end.
    fn open(path: &Path) -> Result<StateFile> {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => Some(bytes),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
        };
        if let Some(b) = &bytes
            && matches!(state::open(b), Err(Garbled::Foreign))
        {
            return Err(anyhow!(
                "{} is not a jiugong state file: not written over; give --state a new file name",
                path.display()
            ));
        }
        Ok(StateFile {
            path: path.to_owned(),
            bytes,
            failed: None,
        })
    }

    fn saved(&mut self) -> Option<&[u8]> {
        self.bytes.as_deref()
    }

    /// A state that is not good starts the app fresh, as a calculator would, and says so
    /// on stderr (and on the home menu). Games from a newer app are kept as they are (the
    /// app will not save over them); any other is replaced at the end.
    fn not_restored(&self, why: Garbled) {
        let then = match why {
            Garbled::Version(v) if v > state::VERSION => {
                "the file is kept as it is, for the newer app; this run's games are not saved"
            }
            _ => "the file is replaced at the end",
        };
        crate::cli::say(format_args!(
            "{}: saved games {why}: starting fresh ({then})",
            self.path.display()
        ));
    }

    /// Writes `app`'s games, replacing the file only once the state is complete; nothing
    /// over games from a newer app (said at the start).
    fn keep(&mut self, app: &App) {
        let mut bytes = [0u8; state::MAX_BYTES];
        let written = match app.save(&mut bytes) {
            Err(Garbled::Version(v)) if v > state::VERSION => return,
            saved => saved,
        };
        let written = written
            .map_err(|e| anyhow!("cannot save the games: {e}"))
            .and_then(|n| {
                crate::files::write_output(&self.path, |w| {
                    use std::io::Write;
                    w.write_all(&bytes[..n])
                        .with_context(|| format!("cannot write {}", self.path.display()))
                })
            });
        self.failed = written.err();
    }
}

/// A board of the simulator with `--state`: the games read from the file at the start and
/// written to it at the end; everything else is the board's.
struct Kept<B> {
    board: B,
    state: Option<StateFile>,
}

impl<B> Kept<B> {
    /// `board`, keeping the games in `path` if there is one (refused: a file that is not a
    /// jiugong state).
    fn new(board: B, path: Option<&Path>) -> Result<Kept<B>> {
        let state = path.map(StateFile::open).transpose()?;
        Ok(Kept { board, state })
    }

    /// Why writing the games at the end failed, if it did.
    fn failed(&mut self) -> Result<()> {
        match self.state.as_mut().and_then(|s| s.failed.take()) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

impl<B: Board> Board for Kept<B> {
    type Log = B::Log;

    fn log(&mut self) -> &mut B::Log {
        self.board.log()
    }

    fn show(&mut self, app: &App) {
        self.board.show(app);
    }

    fn saved(&mut self) -> Option<&[u8]> {
        self.state.as_mut()?.saved()
    }

    fn not_restored(&mut self, why: Garbled) {
        if let Some(state) = &self.state {
            state.not_restored(why);
        }
    }

    fn keep(&mut self, app: &App) {
        if let Some(state) = &mut self.state {
            state.keep(app);
        }
    }
}

impl<B: Input> Input for Kept<B> {
    fn next(&mut self) -> Event {
        self.board.next()
    }
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
    jiugong_board::keyboard::KeyboardKey::by_sdl_name(&keycode.name()).map(|e| e.key)
}

/// The simulator's window as a board: the keyboard for a keypad, the wall clock for the
/// ticks, stderr for the log, an optional state file; closing the window leaves.
#[cfg(feature = "window")]
struct Windowed {
    display: SimulatorDisplay<Rgb565>,
    window: embedded_graphics_simulator::Window,
    /// Events the window gave that the loop has not taken yet.
    pending: std::collections::VecDeque<Event>,
    next_tick: std::time::Instant,
    log: Stderr,
}

/// A log writer to stderr.
#[cfg(feature = "window")]
struct Stderr;

#[cfg(feature = "window")]
impl std::fmt::Write for Stderr {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        eprint!("{s}");
        Ok(())
    }
}

#[cfg(feature = "window")]
impl Board for Windowed {
    type Log = Stderr;

    fn log(&mut self) -> &mut Stderr {
        &mut self.log
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.display);
        self.window.update(&self.display);
    }
}

#[cfg(feature = "window")]
impl Input for Windowed {
    fn next(&mut self) -> Event {
        use embedded_graphics_simulator::SimulatorEvent;
        use jiugong_board::session::TICK_MICROS;
        use std::time::{Duration, Instant};

        let now = Instant::now();
        if now >= self.next_tick {
            let tick = Duration::from_micros(TICK_MICROS.into());
            self.next_tick = (self.next_tick + tick).max(now);
            return Event::Tick;
        }
        if self.pending.is_empty() {
            for event in self.window.events() {
                match event {
                    SimulatorEvent::Quit => self.pending.push_back(Event::Leave),
                    SimulatorEvent::KeyDown { keycode, .. } => {
                        if let Some(key) = key_of(keycode) {
                            self.pending.push_back(Event::Key(key));
                        }
                    }
                    // A click is a tap on the screen's pixel under the pointer.
                    SimulatorEvent::MouseButtonDown { point, .. } => {
                        self.pending.push_back(Event::Tap(point));
                    }
                    _ => {}
                }
            }
        }
        self.pending.pop_front().unwrap_or_else(|| {
            std::thread::sleep(self.next_tick.saturating_duration_since(Instant::now()));
            Event::Idle
        })
    }
}

/// Plays the app in an SDL window (the keyboard as the keypad), ticking at the board's pace;
/// the log a board writes to its serial line goes to stderr.
#[cfg(feature = "window")]
pub fn window(seed: u64, sim: SimBoard, state: Option<&Path>) -> Result<()> {
    use embedded_graphics_simulator::{OutputSettingsBuilder, Window};

    let mut app = App::new(seed);
    app.set_keypad(sim.keypad);
    if let Some(d) = sim.today {
        app.set_today(d.year, d.month, d.day);
    }
    let board = Windowed {
        display: SimulatorDisplay::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT)),
        window: Window::new("jiugong", &OutputSettingsBuilder::new().scale(2).build()),
        pending: Default::default(),
        next_tick: std::time::Instant::now(),
        log: Stderr,
    };
    let board = Kept::new(board, state)?;
    crate::cli::say(format_args!(
        "seed {seed}; keys: arrows, enter, esc, backspace (del), m (menu), F1 or / (help), 0-9; a click taps"
    ));
    let mut session = Session::new(board, &mut app, Mode::Interactive);
    if let Some(lang) = sim.lang {
        session.speak(lang);
    }
    session.run();
    session.board_mut().failed()
}

#[cfg(all(test, feature = "window"))]
mod tests {
    use super::*;
    use embedded_graphics_simulator::sdl2::Keycode as K;

    #[test]
    fn the_keyboard_is_the_keypad() {
        assert_eq!(key_of(K::UP), Some(Key::Up));
        assert_eq!(key_of(K::RETURN), Some(Key::Ok));
        assert_eq!(key_of(K::BACKSPACE), Some(Key::Undo));
        assert_eq!(key_of(K::DELETE), Some(Key::Undo));
        assert_eq!(key_of(K::M), Some(Key::Menu));
        assert_eq!(key_of(K::NUM_7), Some(Key::Digit(7)));
        assert_eq!(key_of(K::KP_0), Some(Key::Digit(0)));
        assert_eq!(key_of(K::KP_9), Some(Key::Digit(9)));
        assert_eq!(key_of(K::A), None);
    }
}
