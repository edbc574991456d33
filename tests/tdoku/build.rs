//! Builds tdoku's solver from its source as its README builds it (`-O3 -march=native`,
//! without exceptions or RTTI): `solver_dpll_triad_simd.cc` and `util.cc`. The source is
//! `$TDOKU_SRC` (a checkout, or a `.tar.xz` of one), else a clone of
//! https://github.com/t-dillon/tdoku at the commit the benchmark was measured with.

use std::path::PathBuf;

/// tdoku's source: `$TDOKU_SRC`, else a clone at the commit the benchmark was measured with.
const TDOKU: peer_source::Peer = peer_source::Peer {
    name: "tdoku-peer",
    variable: "TDOKU_SRC",
    repository: "https://github.com/t-dillon/tdoku",
    commit: "af426180dc53aef89b82868e7b3fdfcf42165654",
    marker: "src",
};

fn main() {
    if std::env::var_os("CARGO_FEATURE_BUILD").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let src = TDOKU.folder(&out);
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
