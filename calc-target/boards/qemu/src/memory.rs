//! What both firmware boards (versatilepb, Cortex-M7) share below the app: the painted stack whose high-water mark they report. Each board's
//! start-up code paints the stack, `__stack_bottom..__stack_top` of its linker script, with
//! [`STACK_PAINT`] before anything runs on it.

use core::ptr::{addr_of, read_volatile};

/// What the stack is painted with before the board's main function runs.
pub const STACK_PAINT: u32 = 0xA5A5_A5A5;

unsafe extern "C" {
    static __stack_bottom: u32;
    static __stack_top: u32;
}

/// The stack's high-water mark in bytes: the painted words no frame has touched yet.
pub fn stack_used() -> usize {
    let bottom = addr_of!(__stack_bottom) as usize;
    let top = addr_of!(__stack_top) as usize;
    let mut at = bottom;
    // SAFETY: [bottom, top) is the stack region the linker script reserves; reading it is
    // reading plain memory (the part below the stack pointer holds only old frames).
    while at < top && unsafe { read_volatile(at as *const u32) } == STACK_PAINT {
        at += 4;
    }
    top - at
}

/// Bytes reserved for the stack.
pub fn stack_size() -> usize {
    addr_of!(__stack_top) as usize - addr_of!(__stack_bottom) as usize
}
