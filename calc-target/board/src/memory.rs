//! What both firmware boards (versatilepb, Cortex-M7) share below the app: device registers
//! at fixed addresses, and the painted stack whose high-water mark they report. Each board's
//! start-up code paints the stack, `__stack_bottom..__stack_top` of its linker script, with
//! [`STACK_PAINT`] before anything runs on it.

use core::ptr::{addr_of, read_volatile, write_volatile};

/// What the stack is painted with before the board's main function runs.
pub const STACK_PAINT: u32 = 0xA5A5_A5A5;

unsafe extern "C" {
    static __stack_bottom: u32;
    static __stack_top: u32;
}

/// A memory-mapped register of a device at a fixed address.
#[derive(Clone, Copy)]
pub struct Reg(pub usize);

impl Reg {
    pub fn read(self) -> u32 {
        // SAFETY: every `Reg` is a device register of the board, at an address its module
        // names from the board's documentation; reading one has no effect beyond the
        // device's documented one.
        unsafe { read_volatile(self.0 as *const u32) }
    }

    pub fn write(self, value: u32) {
        // SAFETY: as for `read`: a device register, written as its device documents.
        unsafe { write_volatile(self.0 as *mut u32, value) }
    }
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
