//! Builds Simon Tatham's Solo from its source, as the vendored README's recipe does: its
//! solver and generator (`solo.c`) with `malloc.c`, `random.c`, `misc.c`, `divvy.c` and
//! `dsf.c`, `-O2`, stand-ins for the drawing calls the linker names, and a small C file of
//! the calls the benchmark makes. The source is `$SOLO_SRC` (a folder, or a `.tar.xz` of
//! one), else a clone of https://github.com/x-sheep/puzzles at the commit measured.

use std::path::PathBuf;

/// Solo's source: `$SOLO_SRC`, else x-sheep/puzzles at the commit the benchmark names.
const SOLO: peer_source::Peer = peer_source::Peer {
    name: "solo-peer",
    variable: "SOLO_SRC",
    repository: "https://github.com/x-sheep/puzzles",
    commit: "ab54d12",
    marker: "solo.c",
};
/// Solo's files the build needs.
const FILES: [&str; 13] = [
    "solo.c",
    "malloc.c",
    "random.c",
    "misc.c",
    "divvy.c",
    "dsf.c",
    "puzzles.h",
    "gluefe.h",
    "latin.h",
    "tree234.h",
    "matching.h",
    "latin.c",
    "tree234.c",
];

fn main() {
    if std::env::var_os("CARGO_FEATURE_BUILD").is_none() {
        return;
    }
    println!("cargo:rerun-if-changed=glue.c");
    println!("cargo:rerun-if-changed=stubs.c");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let src = SOLO.folder(&out);
    // The copy built: this fork's `puzzles.h` declares an anonymous enum's variable
    // `colourpreset_type` and then uses `enum colourpreset_type`; a typedef makes it compile.
    let build = out.join("solo");
    std::fs::create_dir_all(&build).expect("solo-peer: cannot create OUT_DIR/solo");
    for name in FILES {
        let from = src.join(name);
        let Ok(text) = std::fs::read_to_string(&from) else {
            continue; // files only some checkouts have
        };
        let text = text
            .replace(
                "enum {\n    COLOURPRESET_ENTRY,",
                "typedef enum {\n    COLOURPRESET_ENTRY,",
            )
            .replace("enum colourpreset_type", "colourpreset_type");
        std::fs::write(build.join(name), text).expect("solo-peer: cannot write OUT_DIR/solo");
    }
    let here = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    cc::Build::new()
        .files([
            here.join("glue.c"),
            here.join("stubs.c"),
            build.join("malloc.c"),
            build.join("random.c"),
            build.join("misc.c"),
            build.join("divvy.c"),
            build.join("dsf.c"),
        ])
        .include(&build)
        .opt_level(2)
        // Solo's own warnings are not this project's to fix.
        .warnings(false)
        .compile("solo");
}
