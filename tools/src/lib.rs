//! jiugong-tools: what the project's scripts run to make its files, apart from the tests
//! that check them.
//!
//! - [`zehn`] and the `nspire-pack` binary: the TI-Nspire program packed into the `.tns`
//!   Ndless loads (`scripts/nspire build`);
//! - [`icon`] and the `app-icon` binary: the app's icon as a PNG, which NumWorks' `nwlink`
//!   turns into the `.nwa`'s icon (`scripts/numworks build`);
//! - [`bench`](mod@bench) and the `bench-report` binary: a section of BENCHMARKS.md from a benchmark's
//!   output and criterion's JSON (`scripts/benchmarks`).
//!
//! The tests read what these write with readers of their own, written from each format's
//! specification (`tests/tests/boards/nspire.rs` after Ndless' `zehn.h`), never with these
//! writers' constants.

pub mod bench;
pub mod icon;
pub mod zehn;
