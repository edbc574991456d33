//! QEMU's `versatilepb` board (ARM926EJ-S): start-up code, the devices the app needs, the
//! main loop, the panic screen.
//!
//! Memory (see `versatilepb.ld`): the image is loaded at address 0 (the exception vectors
//! first), then `.bss`, a painted stack, a small stack for the exception modes, and the
//! framebuffer. No interrupts: the keyboard and the timer are polled.

use crate::memory::{stack_size, stack_used};
use core::arch::{asm, global_asm};
use core::fmt::{self, Write};
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use jiugong_board::board::{Board, Event, Input};
use jiugong_board::boot::{self, BootParams};
use jiugong_board::framebuffer::{Framebuffer, PIXELS};
use jiugong_board::mmio::Reg;
use jiugong_board::selftest::{self, Stopwatch};
use jiugong_board::session::{Session, TICK_MICROS};
use jiugong_calc::App;
use jiugong_qemu::ps2::Decoder;

global_asm!(
    r#"
    .section .vectors, "ax"
    .arm
    .global _vectors
_vectors:
    ldr pc, 1f
    ldr pc, 2f
    ldr pc, 3f
    ldr pc, 4f
    ldr pc, 5f
    nop
    ldr pc, 6f
    ldr pc, 7f
1:  .word _start
2:  .word _undefined
3:  .word _software_interrupt
4:  .word _prefetch_abort
5:  .word _data_abort
6:  .word _irq
7:  .word _fiq

    .section .text.start, "ax"
    .global _start
_start:
    @ The exception modes share a small stack: their handlers only report and stop.
    msr cpsr_c, #0xD7           @ abort mode, interrupts off
    ldr sp, =__exception_stack_top
    msr cpsr_c, #0xDB           @ undefined mode
    ldr sp, =__exception_stack_top
    msr cpsr_c, #0xD2           @ irq mode
    ldr sp, =__exception_stack_top
    msr cpsr_c, #0xD3           @ supervisor mode, where the app runs
    @ Paint the stack, so that its high-water mark can be read later.
    ldr r0, =__stack_bottom
    ldr r1, =__stack_top
    ldr r2, =0xA5A5A5A5
0:  cmp r0, r1
    strlo r2, [r0], #4
    blo 0b
    ldr sp, =__stack_top
    @ Zero .bss.
    ldr r0, =__bss_start
    ldr r1, =__bss_end
    mov r2, #0
0:  cmp r0, r1
    strlo r2, [r0], #4
    blo 0b
    bl board_main
0:  b 0b

_undefined:
    mov r0, #1
    b 8f
_software_interrupt:
    mov r0, #2
    b 8f
_prefetch_abort:
    mov r0, #3
    b 8f
_data_abort:
    mov r0, #4
    b 8f
_irq:
    mov r0, #5
    b 8f
_fiq:
    mov r0, #6
8:  mov r1, lr
    bl board_exception
0:  b 0b
    .ltorg
"#
);

/// PL011 UART0: the log.
struct Uart;

impl Uart {
    // SAFETY: UART0's data register: the PL011 at 0x101F1000 on the Versatile/PB's
    // memory map (QEMU's versatilepb), offset 0x00 in the PL011's manual.
    const DATA: Reg = unsafe { Reg::at(0x101F_1000) };
    // SAFETY: UART0's flag register, the PL011's offset 0x18, read only.
    const FLAGS: Reg = unsafe { Reg::at(0x101F_1018) };
    const TX_FULL: u32 = 1 << 5;

    fn byte(&mut self, b: u8) {
        while Self::FLAGS.read() & Self::TX_FULL != 0 {}
        Self::DATA.write(u32::from(b));
    }
}

impl Write for Uart {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for b in s.bytes() {
            if b == b'\n' {
                self.byte(b'\r');
            }
            self.byte(b);
        }
        Ok(())
    }
}

/// SP804 timer 0, free-running at 1 MHz: the clock for the seed, the pace and the
/// self-test's measurements.
struct Timer {
    last: u32,
    micros: u64,
}

impl Timer {
    // SAFETY: timer 0's load register: the SP804 at 0x101E2000 on the Versatile/PB's
    // memory map, offset 0x00 in the SP804's manual.
    const LOAD: Reg = unsafe { Reg::at(0x101E_2000) };
    // SAFETY: timer 0's current value, the SP804's offset 0x04, read only.
    const VALUE: Reg = unsafe { Reg::at(0x101E_2004) };
    // SAFETY: timer 0's control register, the SP804's offset 0x08.
    const CONTROL: Reg = unsafe { Reg::at(0x101E_2008) };
    /// Enabled, 32-bit counter, free-running (wraps to the load value), no prescaling.
    const RUN_32BIT: u32 = 1 << 7 | 1 << 1;

    fn start() -> Timer {
        Self::LOAD.write(u32::MAX);
        Self::CONTROL.write(Self::RUN_32BIT);
        Timer {
            last: Self::VALUE.read(),
            micros: 0,
        }
    }
}

impl Stopwatch for Timer {
    fn micros(&mut self) -> u64 {
        // The counter counts down; a wrap shows as a large difference, once per 71 minutes.
        let now = Self::VALUE.read();
        self.micros += u64::from(self.last.wrapping_sub(now));
        self.last = now;
        self.micros
    }

    fn stack_used(&mut self) -> usize {
        stack_used()
    }
}

/// PL031 real-time clock: seconds since the epoch (QEMU: the host's time).
fn rtc_seconds() -> u32 {
    // SAFETY: the PL031's data register, offset 0x00 of the real-time clock at 0x101E8000
    // on the Versatile/PB's memory map, read only.
    unsafe { Reg::at(0x101E_8000) }.read()
}

/// PL050 keyboard interface, polled.
struct Keyboard;

impl Keyboard {
    // SAFETY: the keyboard's control register: the PL050 at 0x10006000 on the
    // Versatile/PB's memory map, offset 0x00 in the PL050's manual.
    const CONTROL: Reg = unsafe { Reg::at(0x1000_6000) };
    // SAFETY: the PL050's status register, offset 0x04, read only.
    const STATUS: Reg = unsafe { Reg::at(0x1000_6004) };
    // SAFETY: the PL050's received-data register, offset 0x08.
    const DATA: Reg = unsafe { Reg::at(0x1000_6008) };
    const ENABLE: u32 = 1 << 2;
    const RX_FULL: u32 = 1 << 4;

    fn start() -> Keyboard {
        Self::CONTROL.write(Self::ENABLE);
        Keyboard
    }

    fn byte(&mut self) -> Option<u8> {
        (Self::STATUS.read() & Self::RX_FULL != 0).then(|| Self::DATA.read() as u8)
    }
}

/// PL110 colour LCD: 320×240, 16 bits per pixel, 5:6:5.
fn start_lcd(framebuffer: *const u16) {
    // The board's CLCD mux: bits [1:0] = 3 select 5:6:5 for the 16-bit mode.
    // SAFETY: SYS_CLCD, the system controller's register at 0x10000050 on the
    // Versatile/PB's memory map.
    let sys_clcd = unsafe { Reg::at(0x1000_0050) };
    sys_clcd.write(sys_clcd.read() & !3 | 3);
    // SAFETY: the PL110's timing, base and control registers (the offsets below, 0x00 to
    // 0x18), the colour LCD controller at 0x10120000 on the Versatile/PB's memory map.
    let lcd = |offset: usize| unsafe { Reg::at(0x1012_0000 + offset) };
    lcd(0x00).write((320 / 16 - 1) << 2); // pixels per line
    lcd(0x04).write(240 - 1); // lines per panel
    lcd(0x08).write(1 << 26 | (320 - 1) << 16); // no clock divider, clocks per line
    lcd(0x10).write(framebuffer as u32); // upper panel base
    // Enable, 16 bpp, TFT, power (the versatile's PL110 has the PL111's control at 0x18).
    lcd(0x18).write(1 | 4 << 1 | 1 << 5 | 1 << 11);
}

/// The framebuffer: 150 KiB of RAM the LCD reads (`.framebuffer`, not part of the image).
#[unsafe(link_section = ".framebuffer")]
static mut FRAMEBUFFER: [u16; PIXELS] = [0; PIXELS];

/// The app's place: a static, not the stack (about 62 KiB), left uninitialised so that it
/// is in `.bss` rather than in the image; `App::build_in` builds the app there.
static mut APP: MaybeUninit<App> = MaybeUninit::uninit();

/// The loader's parameter block: the five words QEMU's `-device loader` put at
/// `boot::ADDRESS` (the seed and the mode).
fn boot_params() -> BootParams {
    // SAFETY: the boot block's five words, RAM at `boot::ADDRESS` that the linker script
    // sets aside for the loader (QEMU's -device loader) and nothing else writes.
    let word = |i: usize| unsafe { Reg::at(boot::ADDRESS as usize + 4 * i) }.read();
    BootParams::from_words(core::array::from_fn(word))
}

/// Ends a QEMU run with `code` as its exit status (semihosting `SYS_EXIT_EXTENDED`).
/// QEMU runs the self-test with `-semihosting`; a board without a debugger would take the
/// SVC as an exception, which stops it too.
fn exit_qemu(code: u32) -> ! {
    let block = [0x20026u32, code]; // ADP_Stopped_ApplicationExit, then the status
    // SAFETY: the semihosting call reads the two words of `block` and ends the run; it
    // clobbers r0 and, being an SVC in supervisor mode, lr.
    unsafe {
        asm!("svc 0x123456", inout("r0") 0x20u32 => _, in("r1") block.as_ptr(), out("lr") _);
    }
    loop {}
}

#[unsafe(no_mangle)]
extern "C" fn board_main() -> ! {
    let params = boot_params();
    let mut uart = Uart;
    let mut timer = Timer::start();
    // SAFETY: the only reference to the framebuffer, taken once here (the panic screen,
    // which never returns here, takes another).
    let pixels = unsafe { &mut *addr_of_mut!(FRAMEBUFFER) };
    start_lcd(pixels.as_ptr());
    let keyboard = Keyboard::start();

    if params.flags & boot::PANIC != 0 {
        panic!("a deliberate panic, asked for by the boot block");
    }
    if params.self_test() {
        self_test(params, &mut uart, &mut timer, pixels);
    }
    run_app(params, uart, timer, pixels, keyboard)
}

/// The self-test, then the end of the QEMU run with its status.
#[inline(never)]
fn self_test(
    params: BootParams,
    uart: &mut Uart,
    timer: &mut Timer,
    pixels: &mut [u16; PIXELS],
) -> ! {
    let _ = writeln!(uart, "jiugong self-test on the ARM926");
    // SAFETY: the only reference to the app's place on this path, which never returns to
    // `run_app`.
    let app = App::build_in(unsafe { &mut *addr_of_mut!(APP) }, 0);
    let passed = selftest::run(uart, timer, params.icount(), pixels, app);
    let _ = writeln!(uart, "stack {} of {} bytes", stack_used(), stack_size());
    exit_qemu(if passed { 0 } else { 1 });
}

/// The board the app runs on: the LCD's framebuffer, the PS/2 keyboard, the timer for the
/// ticks, the UART for the log; no storage.
struct Versatile {
    display: Framebuffer<'static>,
    keyboard: Keyboard,
    decoder: Decoder,
    timer: Timer,
    /// The timer's reading (µs) at which the next tick is due.
    next_tick: u64,
    uart: Uart,
}

impl Board for Versatile {
    type Log = Uart;

    fn log(&mut self) -> &mut Uart {
        &mut self.uart
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.display); // the LCD reads the framebuffer itself
    }

    fn stack_used(&self) -> usize {
        stack_used()
    }
}

impl Input for Versatile {
    fn next(&mut self) -> Event {
        while let Some(byte) = self.keyboard.byte() {
            if let Some(key) = self.decoder.feed(byte) {
                return Event::Key(key);
            }
        }
        let now = self.timer.micros();
        if now < self.next_tick {
            return Event::Idle;
        }
        self.next_tick = (self.next_tick + u64::from(TICK_MICROS)).max(now);
        Event::Tick
    }
}

/// The app: keys in, ticks on the clock (or after each key when scripted), frames out.
#[inline(never)]
fn run_app(
    params: BootParams,
    uart: Uart,
    mut timer: Timer,
    pixels: &'static mut [u16; PIXELS],
    keyboard: Keyboard,
) -> ! {
    let seed = params
        .seed
        .unwrap_or_else(|| u64::from(rtc_seconds()) << 20 ^ timer.micros());
    // SAFETY: the only reference to the app's place, taken once here.
    let app = App::build_in(unsafe { &mut *addr_of_mut!(APP) }, seed);
    app.set_keypad(jiugong_calc::Keypad::Keyboard); // a PS/2 keyboard
    let board = Versatile {
        display: Framebuffer::new(pixels),
        keyboard,
        decoder: Decoder::default(),
        next_tick: timer.micros() + u64::from(TICK_MICROS),
        timer,
        uart,
    };
    let mut session = Session::new(board, app, params.mode());
    // The first frame is on the screen before the test harness hears "ready" (the loop
    // draws it again only once something changes).
    session.show();
    let _ = writeln!(
        session.board_mut().uart,
        "jiugong ready: seed {seed}, {} keys, stack {} of {} bytes",
        if params.scripted() {
            "scripted"
        } else {
            "interactive"
        },
        stack_used(),
        stack_size()
    );
    session.run();
    unreachable!("versatilepb's keyboard never asks to leave");
}

/// A CPU exception (none is expected): reported like a panic.
#[unsafe(no_mangle)]
extern "C" fn board_exception(kind: u32, lr: u32) -> ! {
    let name = match kind {
        1 => "undefined instruction",
        2 => "software interrupt",
        3 => "prefetch abort",
        4 => "data abort",
        5 => "interrupt",
        _ => "fast interrupt",
    };
    panic!("CPU exception: {name} at {lr:#010x}");
}

/// The panic screen: the message in white on red, and on the UART; the self-test exits
/// QEMU with status 101.
#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    let mut uart = Uart;
    // One line: the message, then where.
    let _ = write!(uart, "panic: {}", info.message());
    if let Some(at) = info.location() {
        let _ = write!(uart, " at {}:{}", at.file(), at.line());
    }
    let _ = writeln!(uart);
    if boot_params().self_test() {
        exit_qemu(101);
    }
    // SAFETY: the main loop never runs again; this is the only reference from now on.
    let pixels = unsafe { &mut *addr_of_mut!(FRAMEBUFFER) };
    let _ = jiugong_board::framebuffer::stopped(&mut Framebuffer::new(pixels), info);
    loop {}
}
