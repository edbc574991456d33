#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
//! jiugong-calc: the calculator app — menus, screens and keypad — drawn with
//! embedded-graphics on any 320×240 `DrawTarget<Color = Rgb565>`.
//!
//! The app is target-independent: it takes [`Key`]s ([`App::handle`]), does a slice of its
//! pending work on each [`App::tick`], draws itself on any `DrawTarget` and saves and
//! restores its games ([`state`]). The boards it runs on — and the session that feeds it
//! keys and ticks and shows its frames — are the board layer below it in
//! `calc-target/boards/` (crate `jiugong-board`, as Epsilon's `ion` is under its apps).
//! Every puzzle rule and algorithm comes from `jiugong-core`; this crate only turns keys
//! into calls on it and its state into pixels. No allocation: all state is in fixed-size
//! fields. Text is written into fixed `heapless` strings: a `write!` that overflows one cuts
//! the text there, which is why those results are ignored; every other ignored result says
//! why.
//!
//! The layers, from the bottom (a file uses only those below it):
//! - what every layer shares: [`display`] (the screen's size, the tick rate), [`keys`] (the
//!   calculator's keys and the key-script syntax), [`work`] (a search in slices), [`state`]
//!   (the saved games' format), [`settings`] (the player's settings as values), [`lang`]
//!   (every phrase in every language);
//! - [`toolkit`]: text, menus, dialogs, Hanzi and the theme, knowing no puzzle;
//! - [`screen`]: what a puzzle's screen is to the app;
//! - one folder per puzzle: [`sudoku`], [`knight`], [`sliding`], [`klotski`], [`star`];
//! - [`app`]: the home menu, the Help page, questions, and the whole app's saved state.
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

pub mod app;
pub mod display;
pub mod keys;
pub mod klotski;
pub mod knight;
pub mod lang;
pub mod screen;
pub mod settings;
pub mod sliding;
pub mod star;
pub mod state;
pub mod sudoku;
pub mod toolkit;
pub mod work;

pub use app::App;
pub use display::{SCREEN_HEIGHT, SCREEN_WIDTH, TICKS_PER_SECOND};
pub use keys::{Key, Keypad, Keys, Press, UnknownKey};
pub use settings::Settings;
