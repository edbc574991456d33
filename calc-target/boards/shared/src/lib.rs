#![no_std]
#![deny(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-board: the board layer every board shares, as Epsilon's `ion` is the layer under
//! its apps — what a board gives the app, the main loop that runs the app on it, and the
//! parts of a board that are plain logic, tested on the host. Each board is a crate in a
//! folder beside this one (`calc-target/boards/`): `qemu` (versatilepb and a Cortex-M7),
//! `numworks`, `nspire` and `web`; the host simulator (`jiugong sim`, `host/src/sim.rs`)
//! implements the same traits.
//!
//! - [`board`]: the [`Board`](board::Board) and [`Input`](board::Input) traits a board
//!   implements, and [`session`]: the app on a board — when to tick and draw, the log, the
//!   main loop;
//! - keys: [`keyboard`], the computer keyboard's table (the simulator's window, the
//!   browser, versatilepb's PS/2, QEMU's key names), and [`key_matrix`], presses from a key
//!   matrix (the TI-Nspire); each calculator's own key table is in its board's crate;
//! - time: [`clock`], the app's ticks paced by a seconds clock and a fast counter;
//! - hardware: [`mmio`], a device register (the one module here with `unsafe`), and
//!   [`framebuffer`], a `DrawTarget` over a 320×240 RGB565 framebuffer that writes only
//!   the pixels that change;
//! - the emulated boards' harness: [`boot`], the parameter block the emulator's loader
//!   writes (seed, mode), [`key_scripts`], the key scripts every board plays (screens
//!   compared, stack measured), and [`selftest`], the documents' figures
//!   ([`jiugong_core::figures`]) checked on the board itself.
//!
//! ```
//! use jiugong_board::keyboard::KeyboardKey;
//! use jiugong_board::session::{Mode, Session};
//! use jiugong_board::board::{Board, NoLog};
//! use jiugong_calc::{App, Key};
//!
//! /// A board whose screen only counts frames.
//! struct Counting(u32, NoLog);
//! impl Board for Counting {
//!     type Log = NoLog;
//!     fn log(&mut self) -> &mut NoLog {
//!         &mut self.1
//!     }
//!     fn show(&mut self, _: &App) {
//!         self.0 += 1;
//!     }
//! }
//!
//! let mut app = App::new(7);
//! let mut session = Session::new(Counting(0, NoLog), &mut app, Mode::Scripted { tick_limit: None });
//! // The keyboard's "2", M and "1": the knight's tour from the start square.
//! for code in ["Digit2", "KeyM", "Digit1"] {
//!     session.key(KeyboardKey::by_web_code(code).unwrap().key);
//! }
//! assert!(session.app().knight().unwrap().tour().is_some());
//! ```

pub mod board;
pub mod boot;
pub mod clock;
pub mod framebuffer;
pub mod key_matrix;
pub mod key_scripts;
pub mod keyboard;
#[allow(unsafe_code)]
pub mod mmio;
pub mod selftest;
pub mod session;

pub use jiugong_calc::Key;
