//! The TI-Nspire CX under Ndless: the entry Ndless calls, its screen calls, the keypad's
//! registers, the clocks, the board they make (`Nspire`, whose main loop is the shared
//! [`Session::run`]) and the panic screen.
//!
//! Ndless loads the program anywhere in RAM, relocates it and calls `_start(argc, argv)` on
//! the OS's stack, in ARM state. The program returns to the OS when Esc is pressed on the
//! home menu (or after a panic screen, with Esc): the OS's screen and the timer it borrowed
//! are given back first.
//!
//! - **Screen**: Ndless' `nl_lcd_init` takes the LCD over in 320×240 RGB565; each frame the
//!   app draws into a framebuffer in RAM (only the pixels that change), and the function
//!   `nl_lcd_blit` hands out copies it to the LCD, whichever way the model's LCD is wired
//!   (the HW-W revisions' rotated one too). `nl_lcd_init(-1)` gives the OS its screen back.
//! - **Keys**: the keypad's halfword registers from `0x900E0010` (a set bit: the key is
//!   down), read once a tick through [`jiugong_board::key_matrix::KeyMatrix`] and the [`NSPIRE`] table
//!   (`keys.rs`).
//! - **Ticks**: [`jiugong_board::clock::TickClock`] over the real-time clock's seconds
//!   (`0x90090000`) and the first timer of `0x900C0000`, free running at 32,768 Hz (its
//!   registers are saved and restored); the clock measures the timer against the seconds, so
//!   a model whose timer runs at another rate keeps the pace.
//! - **Seed**: the real-time clock and the timer.
//! - **Date**: the real-time clock's day (it counts seconds since 1970, UTC): the day's Sudoku.
//! - **Saved games**: in a file beside the program ([`crate::files`]), read at the start
//!   and written when the program returns to the OS.

use crate::files::{self, Saves};
use crate::keys::{NSPIRE, NspireKey};
use core::arch::global_asm;
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use jiugong_board::board::{Board, Event, Input, NoLog};
use jiugong_board::clock::TickClock;
use jiugong_board::framebuffer::{Framebuffer, PIXELS};
use jiugong_board::key_matrix::KeyMatrix;
use jiugong_board::mmio::Reg;
use jiugong_board::session::{Mode, Session};
use jiugong_calc::state::MAX_BYTES;
use jiugong_calc::{App, Key};

/// The caller's stack pointer, saved by `_start`: `leave` goes back to it from anywhere.
static mut CALLER_SP: u32 = 0;

global_asm!(
    r#"
    .section .text.start, "ax"
    .arm
    .global _start
_start:
    @ Ndless calls int main(int argc, char **argv): keep the callee-saved registers (ten
    @ words, so the stack stays 8-byte aligned) and the stack pointer, for nspire_leave.
    push {{r4-r12, lr}}
    ldr r2, ={caller_sp}
    str sp, [r2]
    bl nspire_main
    pop {{r4-r12, pc}}

    @ nspire_leave(code): back to Ndless with `code`, from however deep (after a panic).
    .global nspire_leave
nspire_leave:
    ldr r2, ={caller_sp}
    ldr sp, [r2]
    pop {{r4-r12, pc}}
    .ltorg
"#,
    caller_sp = sym CALLER_SP,
);

unsafe extern "C" {
    /// Returns from `_start` with `code`, dropping every frame above it.
    fn nspire_leave(code: i32) -> !;
}

/// Ndless' screen mode: 320×240, 16 bits a pixel, RGB565.
const SCR_320X240_565: i32 = 0;
/// `nl_lcd_init`'s argument that gives the screen back to the OS.
const SCR_OS: i32 = -1;
/// The first Ndless revision with `nl_lcd_init` and `nl_lcd_blit` (Ndless 4.2).
const NDLESS_REVISION_MIN: u32 = 2004;

/// Ndless' extension system calls: `svc #(0x200000 | n)` in ARM state, arguments and
/// result in r0, the other caller-saved registers clobbered as by a C call.
mod syscall {
    use core::arch::asm;

    /// `nl_ndless_rev`: the running Ndless' revision.
    pub fn ndless_rev() -> u32 {
        let rev: u32;
        // SAFETY: Ndless' own system call, which only returns a number; the registers a C
        // call may change are declared clobbered.
        unsafe { asm!("svc #0x200006", lateout("r0") rev, clobber_abi("C")) };
        rev
    }

    /// `nl_lcd_init(type)`: takes the LCD in the given mode (or gives it back for -1); false
    /// if the mode cannot be had.
    pub fn lcd_init(mode: i32) -> bool {
        let ok: u32;
        // SAFETY: as for `ndless_rev`; Ndless switches the LCD's mode, nothing of ours.
        unsafe {
            asm!("svc #0x20000F", inlateout("r0") mode as u32 => ok, clobber_abi("C"));
        }
        ok != 0
    }

    /// `nl_lcd_blit(type)`: the function that copies a buffer of that type to the LCD.
    pub fn lcd_blit(mode: i32) -> Option<extern "C" fn(*const u16)> {
        let f: usize;
        // SAFETY: as for `ndless_rev`; the result is a function of Ndless or null.
        unsafe {
            asm!("svc #0x20000D", inlateout("r0") mode as u32 => f, clobber_abi("C"));
        }
        // SAFETY: a non-null result is Ndless' blit function, which takes one pointer to a
        // whole frame of the mode asked for and returns nothing: the C signature below.
        (f != 0).then(|| unsafe { core::mem::transmute::<usize, extern "C" fn(*const u16)>(f) })
    }
}

/// The real-time clock's seconds.
// SAFETY: the real-time clock's seconds, 0x90090000 on the TI-Nspire CX's memory map (as
// Hackspire documents it), read only.
const RTC_SECONDS: Reg = unsafe { Reg::at(0x9009_0000) };

/// The first timer at `0x900C0000`, borrowed: counting down at 32,768 Hz, free running.
struct Timer {
    control: u32,
    clock_source: u32,
}

impl Timer {
    // SAFETY: the first timer's value: the timer at 0x900C0000 on the CX's memory map
    // (Hackspire), offset 0x04.
    const VALUE: Reg = unsafe { Reg::at(0x900C_0004) };
    // SAFETY: the first timer's control register, offset 0x08.
    const CONTROL: Reg = unsafe { Reg::at(0x900C_0008) };
    // SAFETY: the timers' clock source register, offset 0x80.
    const CLOCK_SOURCE: Reg = unsafe { Reg::at(0x900C_0080) };
    /// The nominal rate it counts at.
    const HZ: u32 = 32_768;

    fn start() -> Timer {
        let saved = Timer {
            control: Timer::CONTROL.read(),
            clock_source: Timer::CLOCK_SOURCE.read(),
        };
        Timer::CLOCK_SOURCE.write(0xA); // the 32,768 Hz clock
        Timer::CONTROL.write(0b1000_0010); // enabled, free running, 32 bits, no interrupt
        saved
    }

    /// Counts since some moment, going up.
    fn count() -> u32 {
        Timer::VALUE.read().wrapping_neg()
    }

    fn stop(&self) {
        Timer::CONTROL.write(self.control);
        Timer::CLOCK_SOURCE.write(self.clock_source);
    }
}

/// Whether a key of the table is down now: the keypad's halfword registers
/// (`0x900E0010..=0x900E001E`), read only.
fn down(key: &NspireKey) -> bool {
    // SAFETY: the keypad's halfword data registers, 0x900E0010 to 0x900E001E on the CX's
    // memory map (Hackspire): every key of the table has an offset among them.
    unsafe { Reg::at(0x900E_0000 + usize::from(key.offset)) }.read_u16() & key.bit != 0
}

// The app, the framebuffer and what the program borrowed live in static memory (the loader
// zeroes .bss), not on the OS's stack; the app's place is left uninitialised (in .bss, not in
// the .tns) and `App::build_in` builds the app there.
static mut APP: MaybeUninit<App> = MaybeUninit::uninit();
static mut PIXELS_565: [u16; PIXELS] = [0; PIXELS];
static mut TIMER: Option<Timer> = None;

/// Gives back what the program borrowed: the OS's screen and the timer.
fn give_back() {
    syscall::lcd_init(SCR_OS);
    // SAFETY: one thread, and no reference to TIMER is held across this call.
    if let Some(timer) = unsafe { (*addr_of_mut!(TIMER)).take() } {
        timer.stop();
    }
}

/// The saved games' bytes, read at the start and written at the end.
static mut STATE: [u8; MAX_BYTES] = [0; MAX_BYTES];

/// The calculator as a board: the LCD through Ndless' blit, the keypad scanned once a
/// tick, the clocks, the save file beside the program; Esc on the home menu goes back to
/// the OS.
struct Nspire {
    display: Framebuffer<'static>,
    blit: extern "C" fn(*const u16),
    clock: TickClock,
    keys: KeyMatrix,
    /// Ticks due and not handed out yet.
    due: u32,
    /// A key was handed out for a tick whose tick is still owed.
    owed: bool,
    saves: Option<Saves>,
    state: &'static mut [u8; MAX_BYTES],
    /// Bytes of `state` read from the save file.
    saved: Option<usize>,
    log: NoLog,
}

impl Board for Nspire {
    type Log = NoLog;

    fn log(&mut self) -> &mut NoLog {
        &mut self.log
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.display);
        if self.display.take_changed() > 0 {
            (self.blit)(self.display.pixels().as_ptr());
        }
    }

    fn saved(&mut self) -> Option<&[u8]> {
        Some(&self.state[..self.saved?])
    }

    fn keep(&mut self, app: &App) {
        if let (Some(saves), Ok(n)) = (&self.saves, app.save(self.state)) {
            // Nowhere to say a failed save once the program has left: the last good save
            // stays.
            let _ = saves.write(&self.state[..n]);
        }
    }
}

impl Input for Nspire {
    const ESC_AT_HOME_LEAVES: bool = true;

    fn next(&mut self) -> Event {
        if core::mem::take(&mut self.owed) {
            return Event::Tick;
        }
        if self.due == 0 {
            self.due = self.clock.due(RTC_SECONDS.read(), Timer::count());
            if self.due == 0 {
                return Event::Idle;
            }
        }
        self.due -= 1;
        match self.keys.scan(&NSPIRE, down) {
            Some(i) => {
                self.owed = true;
                Event::Key(NSPIRE[i].key)
            }
            None => Event::Tick,
        }
    }
}

/// The program, called by `_start`; returns to Ndless with 0 when Esc leaves the home menu,
/// after saving the games.
#[unsafe(no_mangle)]
extern "C" fn nspire_main(argc: i32, argv: *const *const u8) -> i32 {
    if syscall::ndless_rev() < NDLESS_REVISION_MIN {
        return 1; // too old for nl_lcd_init: nothing shown, nothing borrowed
    }
    if !syscall::lcd_init(SCR_320X240_565) {
        return 1;
    }
    let Some(blit) = syscall::lcd_blit(SCR_320X240_565) else {
        syscall::lcd_init(SCR_OS);
        return 1;
    };
    // SAFETY: `nspire_main` runs once, on the only thread; until the panic handler (which
    // never returns here) these are the only references to the statics.
    let (app, pixels, state) = unsafe {
        (
            App::build_in(&mut *addr_of_mut!(APP), 0),
            &mut *addr_of_mut!(PIXELS_565),
            &mut *addr_of_mut!(STATE),
        )
    };
    // SAFETY: one thread; no reference to TIMER is held (`give_back` takes it).
    unsafe { *addr_of_mut!(TIMER) = Some(Timer::start()) };
    app.restart(u64::from(RTC_SECONDS.read()) << 32 | u64::from(Timer::count()));
    app.set_keypad(jiugong_calc::Keypad::Nspire);
    // The clock counts seconds since 1970 (UTC): its day offers the day's Sudoku.
    app.set_clock(u64::from(RTC_SECONDS.read()));
    let mut keys = KeyMatrix::default();
    keys.settle(&NSPIRE, down); // the Enter that started the program is still down
    let saves = Saves::beside(files::first_arg(argc, argv));
    let saved = saves.as_ref().and_then(|s| s.read(state));
    let nspire = Nspire {
        display: Framebuffer::new(pixels),
        blit,
        clock: TickClock::new(RTC_SECONDS.read(), Timer::count(), Timer::HZ),
        keys,
        due: 0,
        owed: false,
        saves,
        state,
        saved,
        log: NoLog,
    };
    // A bad save file starts the app fresh; the home menu says why.
    Session::new(nspire, app, Mode::Interactive).run();
    give_back();
    0
}

/// The panic screen (the message in white on red) until Esc, then back to the OS.
#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    // SAFETY: the main loop never runs again; this is the only reference from now on.
    let pixels = unsafe { &mut *addr_of_mut!(PIXELS_565) };
    let mut display = Framebuffer::new(pixels);
    let _ = jiugong_board::framebuffer::stopped(&mut display, info);
    if syscall::lcd_init(SCR_320X240_565) {
        if let Some(blit) = syscall::lcd_blit(SCR_320X240_565) {
            blit(display.pixels().as_ptr());
            let esc = NSPIRE.iter().find(|k| k.key == Key::Back);
            let esc_down = || esc.is_some_and(down);
            while esc_down() {}
            while !esc_down() {}
        }
    }
    give_back();
    // SAFETY: `_start` saved the stack pointer before calling `nspire_main`, which is still
    // below us on the stack: nspire_leave returns from `_start` with code 1.
    unsafe { nspire_leave(1) }
}
