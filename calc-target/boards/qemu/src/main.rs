//! The jiugong calculator app as firmware.
//!
//! - `armv5te-none-eabi`: QEMU's `versatilepb` (ARM926EJ-S, PL110 LCD, PL050 keyboard,
//!   PL011 UART, SP804 timer, PL031 clock) — the TI-Nspire class; see `versatilepb.rs`.
//! - `thumbv7em-none-eabihf`: a Cortex-M7 calculator class (NumWorks); a link check that
//!   keeps the app free of anything the ARM9 board has; see `cortex_m.rs`.
//! - On the host this builds as a stub that says how to build the firmware.

#![cfg_attr(target_os = "none", no_std, no_main)]

#[cfg(target_os = "none")]
mod memory;

#[cfg(all(target_os = "none", not(target_feature = "mclass")))]
mod versatilepb;

#[cfg(all(target_os = "none", target_feature = "mclass"))]
mod cortex_m;

#[cfg(not(target_os = "none"))]
fn main() {
    eprintln!(
        "jiugong-qemu is firmware for a calculator board: build and run it with scripts/firmware (build, run, test, measure, shot, m7)"
    );
    std::process::exit(2);
}
