//! A device register at a fixed address: the one type every ARM board's code reads and
//! writes its devices through (versatilepb and the Cortex-M in `boards/qemu`, the TI-Nspire
//! in `boards/nspire`). Each register's address is named, with the board's documentation,
//! where it is used.

use core::ptr::{read_volatile, write_volatile};

/// A memory-mapped 32-bit register of a device at a fixed address.
#[derive(Clone, Copy, Debug)]
pub struct Reg(pub usize);

impl Reg {
    /// Reads the register.
    pub fn read(self) -> u32 {
        // SAFETY: every `Reg` is a device register of the board, at an address its module
        // names from the board's documentation; reading one has no effect beyond the
        // device's documented one.
        unsafe { read_volatile(self.0 as *const u32) }
    }

    /// Reads the register's low halfword, for devices whose registers are 16 bits wide.
    pub fn read_u16(self) -> u16 {
        // SAFETY: as for `read`: a 16-bit device register, at an even address.
        unsafe { read_volatile(self.0 as *const u16) }
    }

    /// Writes the register.
    pub fn write(self, value: u32) {
        // SAFETY: as for `read`: a device register, written as its device documents.
        unsafe { write_volatile(self.0 as *mut u32, value) }
    }
}
