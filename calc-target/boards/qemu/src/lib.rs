#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-qemu: the app as firmware for QEMU's boards. The firmware binary (`src/main.rs`,
//! built by `scripts/firmware`) owns the registers: `versatilepb.rs` (ARM926EJ-S, the
//! TI-Nspire class: PL110 LCD, PL050 keyboard, PL011 UART, SP804 timer, PL031 clock) and
//! `cortex_m.rs` (a Cortex-M7, the NumWorks class, on `mps2-an500`). This library holds
//! what is plain logic, tested on the host:
//!
//! - [`ps2`]: PS/2 scan-code set 2 bytes to calculator keys, through the board layer's
//!   keyboard table ([`jiugong_board::keyboard`]).
//!
//! ```
//! use jiugong_qemu::ps2::Decoder;
//! use jiugong_calc::Key;
//!
//! let mut keys = Decoder::default();
//! // "down" is E0 72 when pressed, E0 F0 72 when released.
//! let got: Vec<_> = [0xE0, 0x72, 0xE0, 0xF0, 0x72].iter().filter_map(|&b| keys.feed(b)).collect();
//! assert_eq!(got, [Key::Down]);
//! ```

pub mod ps2;
