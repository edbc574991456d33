//! Builds tdoku's solver from its source as its README builds it (`-O3 -march=native`,
//! without exceptions or RTTI): `solver_dpll_triad_simd.cc` and `util.cc`. The source is
//! `$TDOKU_SRC` (a checkout, or a `.tar.xz` of one), else a clone of
//! https://github.com/t-dillon/tdoku at the commit the benchmark was measured with.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The commit of tdoku the benchmark names.
const COMMIT: &str = "af426180dc53aef89b82868e7b3fdfcf42165654";

fn run(command: &mut Command) {
    let status = command
        .status()
        .unwrap_or_else(|e| panic!("tdoku-peer: cannot run {command:?}: {e}"));
    assert!(status.success(), "tdoku-peer: {command:?} failed: {status}");
}

/// The folder holding tdoku's `src/` and `include/`.
fn source(out: &Path) -> PathBuf {
    println!("cargo:rerun-if-env-changed=TDOKU_SRC");
    match std::env::var_os("TDOKU_SRC").map(PathBuf::from) {
        Some(dir) if dir.is_dir() => dir,
        Some(tarball) => {
            println!("cargo:rerun-if-changed={}", tarball.display());
            let into = out.join("unpacked");
            let _ = std::fs::remove_dir_all(&into);
            std::fs::create_dir_all(&into).expect("tdoku-peer: cannot create OUT_DIR/unpacked");
            run(Command::new("tar")
                .arg("-xJf")
                .arg(&tarball)
                .arg("-C")
                .arg(&into));
            // The tarball holds one folder, `tdoku/`.
            let inner = into.join("tdoku");
            if inner.is_dir() { inner } else { into }
        }
        None => {
            let into = out.join("tdoku");
            if !into.join("src").is_dir() {
                let _ = std::fs::remove_dir_all(&into);
                run(Command::new("git")
                    .args(["clone", "-q", "https://github.com/t-dillon/tdoku"])
                    .arg(&into));
                run(Command::new("git")
                    .arg("-C")
                    .arg(&into)
                    .args(["checkout", "-q", COMMIT]));
            }
            into
        }
    }
}

fn main() {
    if std::env::var_os("CARGO_FEATURE_BUILD").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let src = source(&out);
    cc::Build::new()
        .cpp(true)
        .files([
            src.join("src/solver_dpll_triad_simd.cc"),
            src.join("src/util.cc"),
        ])
        .include(src.join("src"))
        .include(src.join("include"))
        .opt_level(3)
        .flag("-march=native")
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        // tdoku's own warnings are not this project's to fix.
        .warnings(false)
        .compile("tdoku");
}
