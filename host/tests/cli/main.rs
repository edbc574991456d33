//! The command line through its real binaries, which Cargo builds for these tests
//! (`CARGO_BIN_EXE_*`): bad input, outputs and interruption, messages, progress, batches,
//! the cache, `jiugong sim` and its golden shots, and each puzzle's answers as the CLI
//! prints them, checked by the tests' own validators (`jiugong-tests`).
//!
//! One test binary, a module per subject: `cargo test -p jiugong --test cli outputs::`.

mod batches;
mod cache;
mod databases;
mod finals;
mod klotski;
mod knight;
mod messages;
mod outputs;
mod progress;
mod replacing;
mod shells;
mod shots;
mod sim;
mod sliding;
mod star;
mod stats;
mod sudoku;
mod variants;
mod words;

use std::path::Path;

/// The path of one of this package's binaries, `jiugong` or `sudoku`.
pub fn bin_path(name: &str) -> &'static Path {
    Path::new(match name {
        "jiugong" => env!("CARGO_BIN_EXE_jiugong"),
        "sudoku" => env!("CARGO_BIN_EXE_sudoku"),
        _ => panic!("no binary {name} in this package"),
    })
}

/// The cache the tests' runs share (`XDG_CACHE_HOME`): `$JIUGONG_TEST_CACHE` when set
/// (`scripts/test` keeps the default tables' gigabyte there, under `~/.cache/jiugong/`, from
/// one run to the next), else Cargo's folder for tests' files. A table is built once and
/// read by every later test and run; nothing is written to the user's own tables.
pub fn test_cache() -> std::path::PathBuf {
    std::env::var_os("JIUGONG_TEST_CACHE")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_TARGET_TMPDIR")).join("cache"))
}

/// A command for this package's binary `name` ([`bin_path`]), with the tests' cache
/// ([`test_cache`]; a test that needs its own sets `XDG_CACHE_HOME` again).
pub fn bin(name: &str) -> assert_cmd::Command {
    let mut command = assert_cmd::Command::new(bin_path(name));
    command.env("XDG_CACHE_HOME", test_cache());
    command
}

pub use jiugong_tests::{json_output, stdout_text};
