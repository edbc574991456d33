//! A Cortex-M7 calculator (NumWorks class) on QEMU's `mps2-an500`: the same app and
//! framebuffer display, linked for `thumbv7em-none-eabihf` into the NumWorks' 256 KiB of RAM
//! (`cortex-m7.ld`), so the app never comes to depend on the ARM9 board; and a measurement
//! of what it costs there. It plays every key script of the board tests
//! ([`jiugong_board::key_scripts::SCRIPTS`]) in scripted mode, logging the stack's high-water
//! mark after each, then runs the self-test's measurements ([`jiugong_board::selftest`]);
//! with QEMU's `-icount shift=0` their times are instruction counts. The log goes to the
//! CMSDK UART (QEMU's serial port); QEMU exits through semihosting, with status 0 if every
//! script ran and the self-test passed.

use crate::memory::{stack_size, stack_used};
use core::arch::{asm, global_asm};
use core::fmt::{self, Write};
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use jiugong_board::board::{Board, Event, Input};
use jiugong_board::framebuffer::{Framebuffer, PIXELS};
use jiugong_board::key_scripts::SCRIPTS;
use jiugong_board::mmio::Reg;
use jiugong_board::selftest::{self, Stopwatch};
use jiugong_board::session::{Mode, Session};
use jiugong_calc::{App, Key, UnknownKey};

global_asm!(
    r#"
    .section .vector_table, "a"
    .word __stack_top
    .word reset
    .rept 14
    .word fault
    .endr

    .section .text.reset, "ax"
    .thumb_func
    .global reset
reset:
    @ Enable the FPU (CP10, CP11 full access): the hard-float code may use it.
    ldr r0, =0xE000ED88
    ldr r1, [r0]
    orr r1, r1, #(0xF << 20)
    str r1, [r0]
    dsb
    isb
    @ Paint the stack, so that its high-water mark can be read later.
    ldr r0, =__stack_bottom
    ldr r1, =__stack_top
    ldr r2, =0xA5A5A5A5
0:  cmp r0, r1
    bhs 1f
    str r2, [r0], #4
    b 0b
    @ Zero .bss, copy .data from flash.
1:  ldr r0, =__bss_start
    ldr r1, =__bss_end
    movs r2, #0
0:  cmp r0, r1
    bhs 1f
    str r2, [r0], #4
    b 0b
1:  ldr r0, =__data_start
    ldr r1, =__data_end
    ldr r2, =__data_load
2:  cmp r0, r1
    bhs 3f
    ldr r3, [r2], #4
    str r3, [r0], #4
    b 2b
3:  bl cortex_main
4:  b 4b

    .thumb_func
    .global fault
fault:
    mrs r0, ipsr
    bl cortex_fault
    .ltorg
"#
);

/// CMSDK APB UART0: the log.
struct Uart;

impl Uart {
    // SAFETY: UART0's data register: the CMSDK APB UART at 0x40004000 on the MPS2
    // AN385's memory map (QEMU's mps2-an385), offset 0x00 in the CMSDK's manual.
    const DATA: Reg = unsafe { Reg::at(0x4000_4000) };
    // SAFETY: the CMSDK UART's state register, offset 0x04.
    const STATE: Reg = unsafe { Reg::at(0x4000_4004) };
    // SAFETY: the CMSDK UART's control register, offset 0x08.
    const CTRL: Reg = unsafe { Reg::at(0x4000_4008) };
    // SAFETY: the CMSDK UART's baud divider, offset 0x10.
    const BAUDDIV: Reg = unsafe { Reg::at(0x4000_4010) };

    fn start() -> Uart {
        Uart::BAUDDIV.write(16);
        Uart::CTRL.write(1); // transmit enabled
        Uart
    }
}

impl Write for Uart {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for b in s.bytes() {
            while Uart::STATE.read() & 1 != 0 {} // transmit buffer full
            Uart::DATA.write(u32::from(b));
        }
        Ok(())
    }
}

/// CMSDK APB timer 0, counting down from 2³² − 1, measured against the instruction count.
struct Timer {
    /// Counts per million instructions (one millisecond under `-icount shift=0`).
    per_million: u64,
}

impl Timer {
    // SAFETY: timer 0's control register: the CMSDK APB timer at 0x40000000 on the
    // MPS2 AN385's memory map, offset 0x00 in the CMSDK's manual.
    const CTRL: Reg = unsafe { Reg::at(0x4000_0000) };
    // SAFETY: the CMSDK timer's current value, offset 0x04.
    const VALUE: Reg = unsafe { Reg::at(0x4000_0004) };
    // SAFETY: the CMSDK timer's reload value, offset 0x08.
    const RELOAD: Reg = unsafe { Reg::at(0x4000_0008) };

    /// Starts the timer and measures its rate over a loop of 2,000,000 instructions.
    fn start() -> Timer {
        Timer::RELOAD.write(u32::MAX);
        Timer::VALUE.write(u32::MAX);
        Timer::CTRL.write(1);
        let before = Timer::count();
        // SAFETY: a counted loop on a scratch register: two instructions an iteration.
        unsafe {
            asm!("0: subs {n}, {n}, #1", "bne 0b", n = inout(reg) 1_000_000u32 => _);
        }
        let per_million = u64::from(Timer::count().wrapping_sub(before)) / 2;
        Timer {
            per_million: per_million.max(1),
        }
    }

    fn count() -> u32 {
        Timer::VALUE.read().wrapping_neg()
    }
}

impl Stopwatch for Timer {
    fn micros(&mut self) -> u64 {
        // Under -icount shift=0 a microsecond is a thousand instructions.
        u64::from(Timer::count()) * 1000 / self.per_million
    }

    fn stack_used(&mut self) -> usize {
        stack_used()
    }
}

/// Ends the QEMU run with `code` as its exit status (semihosting `SYS_EXIT_EXTENDED`).
fn exit_qemu(code: u32) -> ! {
    let block = [0x20026u32, code]; // ADP_Stopped_ApplicationExit, then the status
    // SAFETY: the semihosting call reads the two words of `block` and ends the run.
    unsafe {
        asm!("bkpt 0xab", inout("r0") 0x20u32 => _, in("r1") block.as_ptr());
    }
    loop {}
}

/// The board as a key script plays it: the framebuffer, the script's keys (then the end,
/// also at a word that is not a key), the UART for the log.
struct Scripted<'a, K> {
    display: Framebuffer<'a>,
    keys: K,
    /// Keys handed out.
    played: usize,
    /// The script stopped at a word that is not a key.
    unknown: bool,
    uart: Uart,
}

impl<K> Board for Scripted<'_, K> {
    type Log = Uart;

    fn log(&mut self) -> &mut Uart {
        &mut self.uart
    }

    fn show(&mut self, app: &App) {
        let Ok(()) = app.draw(&mut self.display);
    }

    fn stack_used(&self) -> usize {
        stack_used()
    }
}

impl<'s, K: Iterator<Item = Result<Key, UnknownKey<'s>>>> Input for Scripted<'_, K> {
    fn next(&mut self) -> Event {
        match self.keys.next() {
            Some(Ok(key)) => {
                self.played += 1;
                Event::Key(key)
            }
            Some(Err(_)) => {
                self.unknown = true;
                Event::Leave
            }
            None => Event::Leave,
        }
    }
}

// The app's place, as the NumWorks app keeps it: a static, not the stack, left uninitialised
// (in .bss, not in the image); `App::build_in` builds the app there.
static mut APP: MaybeUninit<App> = MaybeUninit::uninit();
/// The framebuffer QEMU's display shows: outside the modelled 256 KiB (`.framebuffer`),
/// where the NumWorks' own 38 KB frame is set aside instead (`cortex-m7.ld`).
#[unsafe(link_section = ".framebuffer")]
static mut FRAMEBUFFER: [u16; PIXELS] = [0; PIXELS];

#[unsafe(no_mangle)]
extern "C" fn cortex_main() -> ! {
    let mut uart = Uart::start();
    let mut timer = Timer::start();
    // SAFETY: the only references to these statics, taken once here.
    let app = App::build_in(unsafe { &mut *addr_of_mut!(APP) }, 0);
    // SAFETY: as above.
    let pixels = unsafe { &mut *addr_of_mut!(FRAMEBUFFER) };
    let _ = writeln!(
        uart,
        "jiugong on a Cortex-M7 (QEMU mps2-an500): timer {} counts per million instructions",
        timer.per_million
    );
    for (name, script, seed, ticks) in SCRIPTS {
        app.restart(seed);
        app.set_keypad(jiugong_calc::Keypad::NumWorks); // the NumWorks' processor
        let board = Scripted {
            display: Framebuffer::new(&mut *pixels),
            keys: Key::parse_script(script),
            played: 0,
            unknown: false,
            uart: Uart,
        };
        let mut session = Session::new(board, app, Mode::Scripted { tick_limit: ticks });
        session.run();
        let Scripted {
            played, unknown, ..
        } = *session.board();
        if unknown {
            let _ = writeln!(uart, "script {name}: a key it does not know");
            exit_qemu(1);
        }
        let _ = writeln!(uart, "script {name} {played} keys, stack {}", stack_used());
    }
    let passed = selftest::run(&mut uart, &mut timer, true, pixels, app);
    let _ = writeln!(uart, "stack {} of {} bytes", stack_used(), stack_size());
    exit_qemu(if passed { 0 } else { 1 })
}

/// A CPU fault (none is expected): reported, and QEMU ends with status 102.
#[unsafe(no_mangle)]
extern "C" fn cortex_fault(exception: u32) -> ! {
    let _ = writeln!(Uart, "fault: exception {exception}");
    exit_qemu(102)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    let _ = write!(Uart, "panic: {}", info.message());
    if let Some(at) = info.location() {
        let _ = write!(Uart, " at {}:{}", at.file(), at.line());
    }
    let _ = writeln!(Uart);
    exit_qemu(101)
}
