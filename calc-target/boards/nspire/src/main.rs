//! The jiugong calculator app as a TI-Nspire CX program (Ndless ≥ 4.2, r2004).
//!
//! `armv5te-none-eabi` (the CX's ARM926EJ-S): see `ndless.rs`. On the host this builds as a
//! stub that says how to build the program.

#![cfg_attr(target_os = "none", no_std, no_main)]

#[cfg(target_os = "none")]
mod files;
#[cfg_attr(not(target_os = "none"), allow(dead_code))]
mod keys;
#[cfg(target_os = "none")]
mod ndless;

#[cfg(not(target_os = "none"))]
fn main() {
    eprintln!(
        "jiugong-nspire is a TI-Nspire program: build it with scripts/nspire build (target/nspire/jiugong.tns)"
    );
    std::process::exit(2);
}
