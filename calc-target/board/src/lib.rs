#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-board: what a board needs around [`jiugong_calc::App`], without touching hardware.
//!
//! The firmware binary (`src/main.rs`, built by `scripts/firmware`) owns the registers; this
//! library holds the parts that are plain logic, so they are tested on the host too:
//!
//! - [`ps2`]: PS/2 scan-code set 2 bytes to calculator [`Key`]s;
//! - [`boot`]: the parameter block the emulator's loader writes (seed, mode);
//! - [`screen`]: a `DrawTarget` over a 320×240 RGB565 framebuffer that writes only the
//!   pixels that change;
//! - [`scripts`]: the key scripts every board plays (screens compared, stack measured);
//! - [`selftest`]: the documents' figures ([`jiugong_core::figures`]), checked on the board
//!   itself.
//!
//! ```
//! use jiugong_board::ps2::Decoder;
//! use jiugong_calc::Key;
//!
//! let mut keys = Decoder::default();
//! // "down" is E0 72 when pressed, E0 F0 72 when released.
//! let got: Vec<_> = [0xE0, 0x72, 0xE0, 0xF0, 0x72].iter().filter_map(|&b| keys.feed(b)).collect();
//! assert_eq!(got, [Key::Down]);
//! ```

pub mod boot;
pub mod ps2;
pub mod screen;
pub mod scripts;
pub mod selftest;

pub use jiugong_calc::Key;
