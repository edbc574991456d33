//! What every layer of the app shares of the hardware it runs on: the screen's size and the
//! pace of its ticks. Every board gives the app a 320×240 RGB565 screen and calls
//! [`App::tick`](crate::App::tick) [`TICKS_PER_SECOND`] times a second while a puzzle plays.
//!
//! ```
//! use jiugong_calc::display::{SCREEN_HEIGHT, SCREEN_WIDTH, TICKS_PER_SECOND};
//!
//! assert_eq!((SCREEN_WIDTH, SCREEN_HEIGHT), (320, 240));
//! assert_eq!(1_000 / TICKS_PER_SECOND, 20); // a tick every 20 ms
//! ```

/// Screen width in pixels.
pub const SCREEN_WIDTH: u32 = 320;
/// Screen height in pixels.
pub const SCREEN_HEIGHT: u32 = 240;

/// Ticks per second (the app's clock: one tick per [`crate::App::tick`] call while
/// playing).
pub const TICKS_PER_SECOND: u32 = 50;
