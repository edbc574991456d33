//! A Cortex-M7 calculator (NumWorks class), as a link check: the same app and framebuffer
//! display, linked for `thumbv7em-none-eabihf` with its own vector table and start-up code,
//! so the app never comes to depend on the ARM9 board. The LCD and keypad drivers of a real
//! board are not written: it ticks and draws into RAM.

use core::arch::global_asm;
use core::mem::MaybeUninit;
use core::ptr::addr_of_mut;
use jiugong_board::screen::{Framebuffer, PIXELS};
use jiugong_calc::App;

global_asm!(
    r#"
    .section .vector_table, "a"
    .word __stack_top
    .word reset

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
    @ Zero .bss, copy .data from flash.
    ldr r0, =__bss_start
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
    .ltorg
"#
);

static mut APP: MaybeUninit<App> = MaybeUninit::uninit();
static mut FRAMEBUFFER: [u16; PIXELS] = [0; PIXELS];

#[unsafe(no_mangle)]
extern "C" fn cortex_main() -> ! {
    // SAFETY: the only references to these statics, taken once here.
    let app = unsafe { &mut *addr_of_mut!(APP) }.write(App::new(0));
    // SAFETY: as above.
    let mut display = Framebuffer::new(unsafe { &mut *addr_of_mut!(FRAMEBUFFER) });
    loop {
        app.tick();
        let _ = app.draw(&mut display);
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}
