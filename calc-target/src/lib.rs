#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-calc: the calculator app — menus, screens and keypad — drawn with
//! embedded-graphics on any 320×240 `DrawTarget<Color = Rgb565>`.
//!
//! The app is target-independent: a board (real or emulated) or the host simulator feeds it
//! [`Key`]s, calls [`App::tick`] for pending work, and lends it a display for [`App::draw`].
//! Every puzzle rule and algorithm comes from `jiugong-core`; this crate only turns keys into
//! calls on it and its state into pixels. No allocation: all state is in fixed-size fields.
//! Text is written into fixed `heapless` strings: a `write!` that overflows one cuts the text
//! there, which is why those results are ignored; every other ignored result says why.
//!
//! ```
//! use embedded_graphics::{mock_display::MockDisplay, pixelcolor::Rgb565};
//! use jiugong_calc::{App, Key};
//!
//! let mut app = App::new(7);
//! for key in Key::parse_script("enter enter").map(Result::unwrap) {
//!     app.handle(key);
//!     while app.tick() {}
//! }
//! assert!(app.sudoku().is_some()); // an easy puzzle is on screen
//! ```

mod app;
pub mod clock;
mod hanzi;
mod keys;
mod klotski;
mod knight;
pub mod menu;
pub mod session;
mod slide;
mod star;
pub mod sudoku;
pub mod theme;
pub mod work;

pub use app::{App, SCREEN_HEIGHT, SCREEN_WIDTH};
pub use keys::{
    KEYBOARD, Key, KeyboardKey, Keypad, NSPIRE, NUMWORKS, NspireKey, NumworksKey, UnknownKey,
};
pub use klotski::KlotskiScreen;
pub use knight::KnightScreen;
pub use slide::SlideScreen;
pub use star::StarScreen;
pub use sudoku::{Outcome, SudokuGame, TICKS_PER_SECOND, puzzle_options};
