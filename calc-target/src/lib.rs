#![no_std]
//! jiugong-calc: the calculator app (menus, screens, keypad) drawn with embedded-graphics.
//!
//! For now it only re-exports the core it will drive; the app itself comes with its issue.
pub use jiugong_core as core;
