//! jiugong on NumWorks calculators: [`jiugong_calc::App`] as an Epsilon external app.
//!
//! A thin board layer over the EADK ([`jiugong_board::board::Board`] and `Input`), sharing
//! everything board-independent with the other boards: the [`Session`] and its main loop
//! (when to tick, redraw and log), the key table
//! ([`keys::NUMWORKS`]), and the boot block of the versatilepb board
//! ([`jiugong_board::boot`]), which a test hands the app as its external data.
//!
//! * **Display**: the app draws each frame off screen, four bits a pixel through a palette
//!   (38 KB, not a 150 KB framebuffer), and only the rows that changed since the last frame
//!   go to the screen (`eadk_display_push_rect`), each once with its final pixels: no
//!   flicker. Frames are drawn only when a key, a busy tick or the clock's second changed
//!   something (the session says when).
//! * **Keys**: Epsilon's events (arrows; OK and EXE → Enter; Back → Esc; Backspace → Del;
//!   Toolbox → Menu; digits). Home leaves the app: Epsilon ends it.
//! * **Ticks**: 50 a second from the EADK's clock, waiting for events in between.
//! * **Seed**: from `eadk_random` on the device (which needs no external data, so the
//!   `.nwa` installs on its own); in NumWorks' simulator, from the external data when a test
//!   gives one: a boot block ([`jiugong_board::boot::BootParams`]) with the seed and the
//!   scripted mode, in which the app ticks until idle after each key, as `jiugong sim` does.
//!
//! `scripts/numworks` builds it (`build`: the device's `.nwa`; `shot` and `test`: the `.nwb`
//! in NumWorks' simulator).

#![cfg_attr(target_os = "none", no_std)]
// The host's unit tests check the key table alone: the EADK's calls are never made there.
#![cfg_attr(test, allow(dead_code))]

mod eadk;
pub mod keys;

use eadk::Rect;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::pixelcolor::raw::RawU16;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::Rectangle;
use jiugong_board::board::{Board, Event, Input};
use jiugong_board::boot::{BootParams, WORDS};
use jiugong_board::session::{Session, TICK_MICROS};
use jiugong_calc::{App, SCREEN_HEIGHT, SCREEN_WIDTH};
use keys::NumworksKey;

/// The app's name in Epsilon's menu.
#[used]
#[unsafe(no_mangle)]
#[unsafe(link_section = ".rodata.eadk_app_name")]
pub static eadk_app_name: [u8; 8] = *b"Jiugong\0";

/// The EADK API level the app is built for.
#[used]
#[unsafe(no_mangle)]
#[unsafe(link_section = ".rodata.eadk_api_level")]
pub static eadk_api_level: u32 = 0;

/// The app's icon in Epsilon's menu (NWI: an LZ4 block of 55×56 RGB565 pixels), made by
/// `scripts/numworks build` from the icon the host draws.
#[cfg(all(target_os = "none", feature = "icon"))]
#[used]
#[unsafe(no_mangle)]
#[unsafe(link_section = ".rodata.eadk_app_icon")]
pub static eadk_app_icon: [u8; include_bytes!(env!("JIUGONG_ICON")).len()] =
    *include_bytes!(env!("JIUGONG_ICON"));

/// Colours a frame may use: the app's screens use at most 11 in all.
const PALETTE: usize = 16;
const WIDTH: usize = SCREEN_WIDTH as usize;
const HEIGHT: usize = SCREEN_HEIGHT as usize;

/// A point's place on the screen, if it is on it.
fn on_screen(p: Point) -> Option<(u16, u16)> {
    let (x, y) = (u16::try_from(p.x).ok()?, u16::try_from(p.y).ok()?);
    (usize::from(x) < WIDTH && usize::from(y) < HEIGHT).then_some((x, y))
}

/// The part of `area` on the screen, as the EADK's rectangle (`None` if nothing is).
fn clipped(area: &Rectangle) -> Option<Rect> {
    let screen = Rectangle::new(Point::zero(), Size::new(SCREEN_WIDTH, SCREEN_HEIGHT));
    let area = area.intersection(&screen);
    let end = area.bottom_right()?;
    Some(Rect {
        x: area.top_left.x as u16,
        y: area.top_left.y as u16,
        width: (end.x - area.top_left.x + 1) as u16,
        height: (end.y - area.top_left.y + 1) as u16,
    })
}

/// `width` pixels of row `y` from column `x`.
fn row(x: u16, y: u16, width: usize) -> Rect {
    Rect {
        x,
        y,
        width: width as u16,
        height: 1,
    }
}

/// Where a frame's pixels go, already clipped to the screen: the off-screen [`Frame`], or
/// [`Direct`] to the display.
trait Sink {
    fn pixel(&mut self, x: u16, y: u16, color: Rgb565);
    fn rect(&mut self, r: Rect, color: Rgb565);
    /// One drawing call ends: pixels held back go out.
    fn end(&mut self) {}
}

/// A [`Sink`] as embedded-graphics' draw target, which drops what falls off the screen.
struct Clipped<'s, S>(&'s mut S);

impl<S: Sink> OriginDimensions for Clipped<'_, S> {
    fn size(&self) -> Size {
        Size::new(SCREEN_WIDTH, SCREEN_HEIGHT)
    }
}

impl<S: Sink> DrawTarget for Clipped<'_, S> {
    type Color = Rgb565;
    type Error = core::convert::Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<Rgb565>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Self::Error> {
        for Pixel(p, color) in pixels {
            if let Some((x, y)) = on_screen(p) {
                self.0.pixel(x, y, color);
            }
        }
        self.0.end();
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, color: Rgb565) -> Result<(), Self::Error> {
        if let Some(r) = clipped(area) {
            self.0.rect(r, color);
        }
        Ok(())
    }
}

/// The screen: the app draws a whole frame here, off screen, four bits a pixel through a
/// palette (38 KB instead of a 150 KB framebuffer); then [`Frame::present`] pushes the rows
/// that differ from the last frame shown, each once, with its final pixels — no flicker of
/// a background drawn before what lies on it.
struct Frame {
    pixels: [u8; WIDTH * HEIGHT / 2],
    palette: [u16; PALETTE],
    colours: usize,
    /// A colour did not fit the palette: this frame goes out whole, drawn again directly.
    overflow: bool,
    /// A hash of each row as last shown (0: not shown yet).
    shown: [u32; HEIGHT],
}

impl Frame {
    const fn new() -> Frame {
        Frame {
            pixels: [0; WIDTH * HEIGHT / 2],
            palette: [0; PALETTE],
            colours: 0,
            overflow: false,
            shown: [0; HEIGHT],
        }
    }

    /// The palette index for a colour, adding it if new.
    fn index(&mut self, color: Rgb565) -> u8 {
        let raw = RawU16::from(color).into_inner();
        if let Some(i) = self.palette[..self.colours].iter().position(|&c| c == raw) {
            return i as u8;
        }
        if self.colours == PALETTE {
            self.overflow = true;
            return 0;
        }
        self.palette[self.colours] = raw;
        self.colours += 1;
        (self.colours - 1) as u8
    }

    fn set(&mut self, x: usize, y: usize, index: u8) {
        let at = y * WIDTH + x;
        let byte = &mut self.pixels[at / 2];
        *byte = if at % 2 == 0 {
            (*byte & 0xF0) | index
        } else {
            (*byte & 0x0F) | index << 4
        };
    }

    /// Row `y` in RGB565.
    fn row(&self, y: usize, out: &mut [u16; WIDTH]) {
        let bytes = &self.pixels[y * WIDTH / 2..(y + 1) * WIDTH / 2];
        for (pair, &b) in out.chunks_exact_mut(2).zip(bytes) {
            pair[0] = self.palette[usize::from(b & 0x0F)];
            pair[1] = self.palette[usize::from(b >> 4)];
        }
    }

    /// Shows the frame: every row that changed since the last one shown.
    fn present(&mut self) {
        let mut line = [0u16; WIDTH];
        for y in 0..HEIGHT {
            self.row(y, &mut line);
            // FNV-1a over the row's colours; never 0, which means "not shown yet".
            let hash = line.iter().fold(0x811C_9DC5u32, |h, &c| {
                (h ^ u32::from(c)).wrapping_mul(0x0100_0193)
            }) | 1;
            if hash != self.shown[y] {
                eadk::push_rect(row(0, y as u16, WIDTH), &line);
                self.shown[y] = hash;
            }
        }
        self.colours = 0;
    }
}

impl Sink for Frame {
    fn pixel(&mut self, x: u16, y: u16, color: Rgb565) {
        let index = self.index(color);
        self.set(x.into(), y.into(), index);
    }

    fn rect(&mut self, r: Rect, color: Rgb565) {
        let index = self.index(color);
        for y in r.y..r.y + r.height {
            for x in r.x..r.x + r.width {
                self.set(x.into(), y.into(), index);
            }
        }
    }
}

/// Pushes what the app draws straight to the screen, pixel runs as rectangles: the way out
/// for a frame with more colours than the palette holds.
struct Direct {
    run: [u16; WIDTH],
    at: (u16, u16),
    len: usize,
}

impl Direct {
    fn flush(&mut self) {
        if self.len > 0 {
            eadk::push_rect(row(self.at.0, self.at.1, self.len), &self.run[..self.len]);
            self.len = 0;
        }
    }
}

impl Sink for Direct {
    fn pixel(&mut self, x: u16, y: u16, color: Rgb565) {
        if self.len == 0 || (x, y) != (self.at.0 + self.len as u16, self.at.1) {
            self.flush();
            self.at = (x, y);
        }
        self.run[self.len] = RawU16::from(color).into_inner();
        self.len += 1;
    }

    fn rect(&mut self, r: Rect, color: Rgb565) {
        eadk::push_rect_uniform(r, RawU16::from(color).into_inner());
    }

    fn end(&mut self) {
        self.flush();
    }
}

/// Epsilon as a board: its screen through the off-screen [`Frame`], its events for keys,
/// its clock for the ticks; no storage (the EADK has none for an external app).
struct Epsilon<'s> {
    screen: &'s mut Frame,
    scripted: bool,
    /// The EADK's clock (ms) at which the next tick is due.
    next_tick: u64,
    log: Log,
}

impl Epsilon<'_> {
    const TICK_MS: u64 = (TICK_MICROS / 1000) as u64;
}

impl Board for Epsilon<'_> {
    type Log = Log;

    fn log(&mut self) -> &mut Log {
        &mut self.log
    }

    fn show(&mut self, app: &App) {
        let screen = &mut *self.screen;
        screen.overflow = false;
        let Ok(()) = app.draw(&mut Clipped(&mut *screen));
        if screen.overflow {
            // More colours than the palette: drawn again straight to the screen, and the
            // rows' record forgotten so that the next frame is pushed whole.
            let mut direct = Direct {
                run: [0; WIDTH],
                at: (0, 0),
                len: 0,
            };
            let Ok(()) = app.draw(&mut Clipped(&mut direct));
            screen.shown = [0; HEIGHT];
            screen.colours = 0;
        } else {
            screen.present();
        }
    }
}

impl Input for Epsilon<'_> {
    fn next(&mut self) -> Event {
        let now = eadk::millis();
        if !self.scripted && now >= self.next_tick {
            self.next_tick += Self::TICK_MS;
            return Event::Tick;
        }
        let wait = if self.scripted {
            i32::MAX // only keys move a scripted app; Epsilon takes its screenshot here
        } else {
            self.next_tick.saturating_sub(now).min(Self::TICK_MS) as i32
        };
        match NumworksKey::by_event(eadk::event(wait)) {
            Some(key) => Event::Key(key.key),
            None => Event::Idle,
        }
    }
}

/// Where the session's log goes: the simulator's stderr; nowhere on the device.
struct Log;

impl core::fmt::Write for Log {
    fn write_str(&mut self, _text: &str) -> core::fmt::Result {
        #[cfg(not(target_os = "none"))]
        eprint!("{_text}");
        Ok(())
    }
}

/// The boot block in the external data, if one is there.
fn boot_params() -> BootParams {
    let data = eadk::external_data();
    let mut words = [0u32; WORDS];
    for (word, bytes) in words.iter_mut().zip(data.chunks_exact(4)) {
        *word = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    }
    BootParams::from_words(words)
}

/// Runs the app until Epsilon ends it (Home).
fn run(app: &mut App, screen: &mut Frame) -> ! {
    let params = boot_params();
    let seed = params
        .seed
        .unwrap_or_else(|| u64::from(eadk::random()) << 32 | u64::from(eadk::random()));
    app.restart(seed);
    app.set_keypad(jiugong_calc::Keypad::NumWorks);
    let epsilon = Epsilon {
        screen,
        scripted: params.scripted(),
        next_tick: eadk::millis() + Epsilon::TICK_MS,
        log: Log,
    };
    let mut session = Session::new(epsilon, app, params.mode());
    session.run();
    // No event leaves the loop: Epsilon ends the app on Home.
    loop {
        eadk::event(i32::MAX);
    }
}

#[cfg(target_os = "none")]
mod device {
    use super::{App, Frame};
    use core::mem::MaybeUninit;
    use core::ptr::addr_of_mut;

    // The app and the screen's run buffer live in static memory, not on the small stack
    // Epsilon gives an external app; the app's place is left uninitialised (in .bss, not in
    // the .nwa) and `App::build_in` builds the app there.
    static mut APP: MaybeUninit<App> = MaybeUninit::uninit();
    static mut SCREEN: Frame = Frame::new();

    /// The app's entry, called by Epsilon.
    #[unsafe(no_mangle)]
    pub extern "C" fn main() -> i32 {
        // SAFETY: `main` runs once, on the only thread: these are the only references.
        let (app, screen) = unsafe { (&mut *addr_of_mut!(APP), &mut *addr_of_mut!(SCREEN)) };
        let app = App::build_in(app, 0);
        super::run(app, screen)
    }

    #[panic_handler]
    fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
        let red = super::Rect {
            x: 0,
            y: 0,
            width: 320,
            height: 240,
        };
        super::eadk::push_rect_uniform(red, 0xC000);
        loop {
            super::eadk::event(1000);
        }
    }
}

/// The app's entry in NumWorks' simulator, which loads the `.nwb` and calls its C `main`.
#[cfg(all(not(target_os = "none"), not(test)))]
#[unsafe(no_mangle)]
pub extern "C" fn main() -> i32 {
    let mut app = Box::new(App::new(0));
    let mut screen = Box::new(Frame::new());
    run(&mut app, &mut screen)
}
