//! A device register at a fixed address: the one type every ARM board's code reads and
//! writes its devices through (versatilepb and the Cortex-M in `boards/qemu`, the TI-Nspire
//! in `boards/nspire`). Making one is `unsafe` ([`Reg::at`]): each board's table of its
//! registers carries the `unsafe` and names the documentation the address comes from, as
//! register crates made from a chip's description do. Reading and writing one is then safe.

use core::ptr::{read_volatile, write_volatile};

/// A memory-mapped 32-bit register of a device at a fixed address.
#[derive(Clone, Copy, Debug)]
pub struct Reg(usize);

impl Reg {
    /// The register at `address`.
    ///
    /// # Safety
    ///
    /// `address` is a device register of the board the code runs on (or a word of memory
    /// set aside for the board's loader), aligned for its width, whose reads and writes
    /// have no effect beyond the device's documented one: [`read`](Self::read) and
    /// [`write`](Self::write) rely on it.
    pub const unsafe fn at(address: usize) -> Reg {
        Reg(address)
    }

    /// Reads the register.
    pub fn read(self) -> u32 {
        // SAFETY: every `Reg` was made by `Reg::at`, whose caller vouched that it is a
        // device register of the board: reading one has no effect beyond the device's
        // documented one.
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
