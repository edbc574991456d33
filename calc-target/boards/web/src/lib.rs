//! jiugong-web: the calculator app in a browser. Built for `wasm32-unknown-unknown` by
//! `scripts/web build`, it exports a handful of functions that `page/app.js` calls; the app,
//! its session (the same policy every board follows, [`Session`]) and the screen live in
//! this module's statics, inside the WebAssembly instance's memory.
//!
//! The page is the board (`Page`: a canvas, no log, `localStorage` kept by the page
//! itself). It has no main loop of its own: the page's events call the exports below,
//! which hand the session its keys and ticks.
//!
//! - [`start`] starts the app with a seed, interactive (ticks on the page's clock) or
//!   scripted (after each key, ticks until idle, as `jiugong sim` does);
//! - [`keys`] plays a key script written to [`input`] (`jiugong sim`'s syntax, taps
//!   included: the on-page keypad sends one key name this way); [`press`] plays the
//!   computer keyboard's key whose `KeyboardEvent.code` is there, by the one keyboard table
//!   ([`KEYBOARD`]); [`tap`] taps a pixel of the screen (the page's click or touch on its
//!   canvas);
//! - [`save`] writes the app's games (its [`state`](jiugong_calc::state)) at [`state`],
//!   which the page keeps in `localStorage`; [`restore`] reads them back from there;
//! - [`prefer`] gives the app the browser's language (before [`restore`], whose saved
//!   games keep their player's choice), [`speak`] the link's (over them); [`lang`] says
//!   which the app speaks, for the page's own words;
//! - [`clock`] runs the ticks due by the page's clock;
//! - [`describe`] writes what the screen shows in words at [`described`], for the page's
//!   live region (what a screen reader reads);
//! - [`frame`] draws the screen if the session says so, into a 320×240 RGB565 framebuffer
//!   (the boards' [`Framebuffer`]), and converts the changed frame to the RGBA bytes at
//!   [`rgba`] that the page puts on its canvas.
//!
//! [`KEYBOARD`]: jiugong_board::keyboard::KEYBOARD

#![cfg_attr(target_arch = "wasm32", no_std)]

use core::fmt;
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use core::sync::atomic::{AtomicBool, Ordering};
use embedded_graphics::pixelcolor::raw::RawU16;
use embedded_graphics::pixelcolor::{Rgb565, Rgb888};
use embedded_graphics::prelude::*;
use jiugong_board::board::{Board, NoLog};
use jiugong_board::framebuffer::{Framebuffer, PIXELS};
use jiugong_board::keyboard::KeyboardKey;
use jiugong_board::session::{Mode, Session, TICK_MICROS};
use jiugong_calc::lang::Lang;
use jiugong_calc::state::{Coded, MAX_BYTES};
use jiugong_calc::{App, Press, SCREEN_HEIGHT, SCREEN_WIDTH};

/// Bytes of the input buffer: a key script or a key code, as UTF-8.
pub const INPUT: usize = 4096;

/// Milliseconds between two ticks of the interactive clock.
const TICK_MS: f64 = TICK_MICROS as f64 / 1000.0;

/// Ticks the clock runs at most at once: after the page was hidden, it resumes instead of
/// catching up on every tick it missed.
const MOST_TICKS_AT_ONCE: u32 = 10;

/// The page as a board: the canvas's RGBA bytes, drawn from a 320×240 RGB565 framebuffer.
struct Page {
    screen: Framebuffer<'static>,
    rgba: &'static mut [u8; 4 * PIXELS],
    /// The RGBA bytes changed since the page last took them.
    changed: bool,
    log: NoLog,
}

impl Board for Page {
    type Log = NoLog;

    fn log(&mut self) -> &mut NoLog {
        &mut self.log
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.screen);
        if self.screen.take_changed() == 0 {
            return;
        }
        for (&raw, out) in self
            .screen
            .pixels()
            .iter()
            .zip(self.rgba.chunks_exact_mut(4))
        {
            let c = Rgb888::from(Rgb565::from(RawU16::new(raw)));
            out.copy_from_slice(&[c.r(), c.g(), c.b(), 0xFF]);
        }
        self.changed = true;
    }
}

/// The page's side of the app: the session over it, the page's clock, and the buffers the
/// page writes and reads between calls. (All zeros, so that they take no room in the
/// `.wasm` file.)
struct Web {
    session: Option<Session<'static, Page>>,
    /// The page's clock (ms) at which the next tick is due.
    next_tick: f64,
    /// Where the page writes its text.
    input: [u8; INPUT],
    /// The screen in words, as UTF-8, for the page's live region.
    described: [u8; DESCRIBED],
    /// The app's saved games, for the page to keep ([`save`], [`restore`]).
    state: [u8; MAX_BYTES],
}

/// The app's place, left uninitialised (no data segment in the module); each `start` builds
/// the app there anew with `App::build_in`. Only `start` touches it.
static mut APP: MaybeUninit<App> = MaybeUninit::uninit();

/// The screen as the app draws it, RGB565. Only `start` touches it.
static mut PIXELS_565: [u16; PIXELS] = [0; PIXELS];

/// The screen as the page shows it, RGBA: the session's page writes it, the page reads it
/// through [`rgba`]'s pointer between calls.
static mut RGBA: [u8; 4 * PIXELS] = [0; 4 * PIXELS];

/// Everything else the exports share; reached only through [`with_web`].
static mut WEB: Web = Web {
    session: None,
    next_tick: 0.0,
    input: [0; INPUT],
    described: [0; DESCRIBED],
    state: [0; MAX_BYTES],
};

/// Set while an export holds [`WEB`].
static IN_USE: AtomicBool = AtomicBool::new(false);

/// Bytes of the screen's description ([`describe`]): the longest, a 12×12 knight's tour
/// row by row, takes about 600.
pub const DESCRIBED: usize = 4096;

/// Runs `f` with the exports' shared statics. The reference lives only for the call, and
/// a second one at the same time (an export called from inside another, which the page's
/// single thread never does) stops the module rather than alias it.
fn with_web<R>(f: impl FnOnce(&mut Web) -> R) -> R {
    if IN_USE.swap(true, Ordering::Acquire) {
        panic!("jiugong-web: an export was called from inside another");
    }
    // SAFETY: `IN_USE` makes this the only reference to `WEB` while `f` runs, and `f`
    // cannot keep it: its lifetime ends with the call.
    let result = f(unsafe { &mut *addr_of_mut!(WEB) });
    IN_USE.store(false, Ordering::Release);
    result
}

/// Where the page writes a key script or a key code before calling [`keys`] or [`press`].
#[unsafe(no_mangle)]
pub extern "C" fn input() -> *mut u8 {
    // SAFETY: a raw pointer to the field, for the page to write through between calls: no
    // reference is made, so none can alias.
    unsafe { addr_of_mut!(WEB.input) }.cast()
}

/// The input buffer's size in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn input_size() -> u32 {
    INPUT as u32
}

/// Where the saved games are: [`save`] writes them there, the page writes them there
/// before [`restore`].
#[unsafe(no_mangle)]
pub extern "C" fn state() -> *mut u8 {
    // SAFETY: a raw pointer to the field, for the page to use between calls: no
    // reference is made, so none can alias.
    unsafe { addr_of_mut!(WEB.state) }.cast()
}

/// The saved games' buffer size in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn state_size() -> u32 {
    MAX_BYTES as u32
}

/// Writes the app's games at [`state`]: their length in bytes (0 before [`start`]).
#[unsafe(no_mangle)]
pub extern "C" fn save() -> u32 {
    with_web(|web| match web.session.as_ref() {
        Some(session) => session.app().save(&mut web.state).map_or(0, |n| n as u32),
        None => 0,
    })
}

/// Reads the games in the first `len` bytes at [`state`]: 1 if they are back, 0 if the app
/// started fresh instead (it says why on its home menu).
#[unsafe(no_mangle)]
pub extern "C" fn restore(len: u32) -> u32 {
    with_web(|web| match web.session.as_mut() {
        Some(session) => {
            let saved = web.state.get(..len as usize).unwrap_or(&[]);
            u32::from(session.restore(saved).is_ok())
        }
        None => 0,
    })
}

/// The RGBA bytes of the screen, 320×240, row by row.
#[unsafe(no_mangle)]
pub extern "C" fn rgba() -> *const u8 {
    // A pointer for the page to read through between calls: no reference is made.
    addr_of_mut!(RGBA).cast_const().cast()
}

/// Starts the app over with the seed `high << 32 | low`; `scripted` nonzero: after each
/// key, it ticks until idle, or at most `ticks` times when `ticks` is not `u32::MAX`.
#[unsafe(no_mangle)]
pub extern "C" fn start(high: u32, low: u32, scripted: u32, ticks: u32) {
    with_web(|web| start_in(web, u64::from(high) << 32 | u64::from(low), scripted, ticks));
}

/// [`start`], with the statics.
fn start_in(web: &mut Web, seed: u64, scripted: u32, ticks: u32) {
    web.session = None;
    // SAFETY: the only references to the app and the two screens, kept by the session until
    // the next `start`, which drops that session first (above); no other code names these
    // statics but `rgba`, which makes no reference.
    let (app, pixels, rgba) = unsafe {
        (
            App::build_in(&mut *addr_of_mut!(APP), seed),
            &mut *addr_of_mut!(PIXELS_565),
            &mut *addr_of_mut!(RGBA),
        )
    };
    let limit = (ticks != u32::MAX).then_some(ticks);
    let page = Page {
        screen: Framebuffer::new(pixels),
        rgba,
        changed: false,
        log: NoLog,
    };
    let mode = if scripted != 0 {
        Mode::Scripted { tick_limit: limit }
    } else {
        Mode::Interactive
    };
    web.session = Some(Session::new(page, app, mode));
    web.next_tick = 0.0;
}

/// The first `len` bytes of `input` as text.
fn text(input: &[u8], len: u32) -> Option<&str> {
    core::str::from_utf8(input.get(..len as usize)?).ok()
}

/// Plays the key script (keys and taps) in the first `len` bytes of the input: the number
/// of keys and taps played, or −1 − i if the i-th word is neither (nothing is played then),
/// −1 − 65,535 if the input is not text.
#[unsafe(no_mangle)]
pub extern "C" fn keys(len: u32) -> i32 {
    with_web(|web| {
        let Some(script) = text(&web.input, len) else {
            return -1 - 65_535;
        };
        if let Some(bad) = Press::parse_script(script).position(|k| k.is_err()) {
            return -1 - bad as i32;
        }
        let Some(session) = web.session.as_mut() else {
            return 0;
        };
        let mut played = 0;
        for press in Press::parse_script(script).flatten() {
            session.press(press);
            played += 1;
        }
        played
    })
}

/// Taps the screen's pixel (`x`, `y`), counted from its top-left corner: 1 if it is on the
/// 320×240 screen, 0 if not (nothing happens then).
#[unsafe(no_mangle)]
pub extern "C" fn tap(x: u32, y: u32) -> u32 {
    let on_screen = x < SCREEN_WIDTH && y < SCREEN_HEIGHT;
    with_web(|web| match (on_screen, web.session.as_mut()) {
        (true, Some(session)) => {
            session.tap(Point::new(x as i32, y as i32));
            1
        }
        _ => 0,
    })
}

/// Plays the computer keyboard's key whose `KeyboardEvent.code` is in the first `len`
/// bytes of the input: 1 if it is one of the app's keys, 0 if not.
#[unsafe(no_mangle)]
pub extern "C" fn press(len: u32) -> u32 {
    with_web(|web| {
        let key = text(&web.input, len).and_then(KeyboardKey::by_web_code);
        match (key, web.session.as_mut()) {
            (Some(k), Some(session)) => {
                session.key(k.key);
                1
            }
            _ => 0,
        }
    })
}

/// Writes what the screen shows, in words ([`App::describe`]), at [`described`]; returns
/// its length in bytes (0 before [`start`]). A text longer than the buffer is cut at a
/// character's end.
#[unsafe(no_mangle)]
pub extern "C" fn describe() -> u32 {
    /// Writes into a byte buffer, up to its end.
    struct Writer<'a> {
        bytes: &'a mut [u8; DESCRIBED],
        len: usize,
    }
    impl fmt::Write for Writer<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            let end = self.len + s.len();
            let room = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
            room.copy_from_slice(s.as_bytes());
            self.len = end;
            Ok(())
        }
    }
    with_web(|web| {
        let Some(session) = web.session.as_ref() else {
            return 0;
        };
        let mut out = Writer {
            bytes: &mut web.described,
            len: 0,
        };
        let _ = session.app().describe(&mut out); // a longer text stops at the buffer's end
        out.len as u32
    })
}

/// The screen's description that [`describe`] wrote.
#[unsafe(no_mangle)]
pub extern "C" fn described() -> *const u8 {
    // SAFETY: a raw pointer to the field, for the page to read through between calls: no
    // reference is made, so none can alias.
    unsafe { addr_of_mut!(WEB.described) }.cast_const().cast()
}

/// The language of the BCP 47 tag in the first `len` bytes of the input, if the app
/// speaks it, with the session.
fn tagged(web: &mut Web, len: u32) -> Option<(&mut Session<'static, Page>, Lang)> {
    let lang = text(&web.input, len).and_then(Lang::from_tag)?;
    Some((web.session.as_mut()?, lang))
}

/// Speaks the language of the BCP 47 tag in the first `len` bytes of the input (the
/// browser's `navigator.language`) until saved games that keep their player's choice are
/// read ([`Session::prefer`]): 1 if the app speaks it, 0 if not (the app stays in its
/// language).
#[unsafe(no_mangle)]
pub extern "C" fn prefer(len: u32) -> u32 {
    with_web(|web| match tagged(web, len) {
        Some((session, lang)) => {
            session.prefer(lang);
            1
        }
        None => 0,
    })
}

/// Speaks the language of the tag in the input whatever the saved games chose (the link's
/// `lang=`, after [`restore`]; [`Session::speak`]): 1 if the app speaks it, else 0.
#[unsafe(no_mangle)]
pub extern "C" fn speak(len: u32) -> u32 {
    with_web(|web| match tagged(web, len) {
        Some((session, lang)) => {
            session.speak(lang);
            1
        }
        None => 0,
    })
}

/// The language the app speaks now, as its byte in saved states (0 中文, 1 English,
/// 2 Français): the page writes its own words in it.
#[unsafe(no_mangle)]
pub extern "C" fn lang() -> u32 {
    with_web(|web| {
        web.session
            .as_ref()
            .map_or(1, |s| u32::from(s.app().settings().lang.byte()))
    })
}

/// The page's date (the browser's, or the link's `date=`): the Sudoku screen offers the
/// day's puzzle. A date that does not exist, or one before 2000, is no date.
#[unsafe(no_mangle)]
pub extern "C" fn today(year: u32, month: u32, day: u32) {
    with_web(|web| {
        if let Some(session) = web.session.as_mut() {
            session.date(year, month, day);
        }
    });
}

/// Runs the ticks due by the page's clock at `now` milliseconds.
#[unsafe(no_mangle)]
pub extern "C" fn clock(now: f64) {
    with_web(|web| {
        let Some(session) = web.session.as_mut() else {
            return;
        };
        if web.next_tick == 0.0 || now - web.next_tick > MOST_TICKS_AT_ONCE as f64 * TICK_MS {
            web.next_tick = now;
        }
        while web.next_tick <= now {
            session.clock();
            web.next_tick += TICK_MS;
        }
    });
}

/// Draws the screen if something changed: 1 if the RGBA bytes changed, else 0.
#[unsafe(no_mangle)]
pub extern "C" fn frame() -> u32 {
    with_web(|web| {
        let Some(session) = web.session.as_mut() else {
            return 0;
        };
        session.show();
        u32::from(core::mem::take(&mut session.board_mut().changed))
    })
}

#[cfg(all(target_arch = "wasm32", not(test)))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    core::arch::wasm32::unreachable()
}
