//! The calculator app on the host: its drawing, its languages, its hints, the golden saved
//! games it restores and the games it saves and reads back.
//!
//! One test binary, a module per subject, so that the harness runs them side by side:
//! `cargo test -p jiugong-tests --test app saves::`.

mod app_drawing;
mod hints;
mod languages;
mod save_restore;
mod saves;
