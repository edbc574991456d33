//! The golden saved games in `tests/data/saves/`: for every format version the app shipped
//! (`v1/`, …) a saved state of every puzzle, committed. Each file is read first as the format
//! says (`jiugong_calc::state`'s table, with a CRC-32 of the tests' own), then restored into
//! the app, whose screen and `--describe` text must be the golden ones beside it. A file of
//! the current version must also be written back byte for byte: a payload that changes
//! under the same version number fails here instead of wiping a player's games.
//!
//! `scripts/bless` writes the screens and texts anew, and a save only where none exists: a
//! version's saves never change once committed (a new payload needs a new version).

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::SimulatorDisplay;
use jiugong_calc::state::{MAX_BYTES, VERSION};
use jiugong_calc::{App, SCREEN_HEIGHT, SCREEN_WIDTH};
use jiugong_tests::golden::{self, blessing};
use jiugong_tests::{data_path, shots};
use std::path::{Path, PathBuf};

/// The saves of the current version: each puzzle left mid-game on its own screen (the
/// sliding puzzle and Klotski with a move undone, to redo; Klotski with a hint shown;
/// a Sudoku hint told two presses of three, its cells shaded; a numbered Sudoku; the
/// sliding puzzle's menu open), all
/// five kept with the home menu showing, the settings screen with every setting on over
/// a Sudoku game with mistakes counted, and from version 11 a game of each Sudoku variant
/// (a killer with a hint told two presses of three, a jigsaw and a 4×4 with digits, an X
/// with every pencil mark filled in, a windoku with marks) and a variant's level menu, and
/// from version 12 a 4×4 being typed in and a 6×6 typed in and played.
/// (name, keys, seed)
const SAVES: [(&str, &str, u64); 18] = [
    (
        "sudoku",
        "enter down enter right right 5 down 3 enter 1 2 left 7",
        2,
    ),
    ("hint", "enter enter menu 1 menu 1", 5),
    ("numbered", "1 0 4 2 enter right 5", 3),
    ("menu", "3 down menu down", 6),
    ("knight", "2 down right menu 1", 4),
    ("sliding", "3 down left down del", 6),
    (
        "klotski",
        "4 menu 3 down down enter down down down enter down right enter up del menu 1",
        12,
    ),
    ("star", "5 enter right right enter right enter", 8),
    (
        "all",
        "enter down enter right 5 esc 2 down right menu 1 esc 3 left esc 4 down enter down esc \
         esc 5 enter right enter esc",
        3,
    ),
    (
        "settings",
        "enter down enter 5 right enter 1 2 esc 6 1 2 3 down",
        2,
    ),
    (
        "killer",
        "enter right right right right enter menu 1 menu 1",
        7,
    ),
    ("jigsaw", "enter right right right enter right 5 down 3", 9),
    ("four", "enter left enter 1 right 2 right 3", 6),
    ("x", "enter right enter menu 9", 5),
    (
        "windoku",
        "enter right right down enter enter 1 2 down 3",
        4,
    ),
    ("six", "enter left left down", 3),
    ("typing", "enter left up enter 1 0 0 0 0 0 1 0 0 3", 5),
    (
        "typed",
        "enter left left up enter 0 0 0 0 0 0 0 0 6 0 0 1 0 0 0 4 0 0 2 1 0 0 5 0 6 0 0 0 2 0 \
         0 0 5 0 3 0 menu 1 right 4",
        6,
    ),
];

/// The payload of a saved state, read as the format's table says: the magic `JIUGONG` and
/// `0x1A`, the version (little-endian), the payload's length, the payload, and a CRC-32
/// (ISO-HDLC, zlib's) of everything before it.
fn payload(file: &[u8], version: u16) -> &[u8] {
    assert!(file.len() >= 16, "{} bytes", file.len());
    assert_eq!(&file[..8], b"JIUGONG\x1a", "magic");
    assert_eq!(u16::from_le_bytes([file[8], file[9]]), version, "version");
    let n = usize::from(u16::from_le_bytes([file[10], file[11]]));
    assert_eq!(file.len(), 12 + n + 4, "the length field");
    let crc = u32::from_le_bytes(file[12 + n..].try_into().unwrap());
    assert_eq!(crc, crc32fast::hash(&file[..12 + n]), "CRC-32");
    &file[12..12 + n]
}

/// The folder of a version's saves.
fn version_dir(version: u16) -> PathBuf {
    data_path(&format!("saves/v{version}"))
}

/// Writes the saves of the current version that are missing (blessing only).
fn bless_missing_saves() {
    let dir = version_dir(VERSION);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, keys, seed) in SAVES {
        let path = dir.join(format!("{name}.jgs"));
        if path.exists() {
            continue;
        }
        let mut app = App::new(seed);
        shots::play(&mut app, keys);
        let mut file = [0u8; MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        std::fs::write(&path, &file[..n]).unwrap();
    }
}

/// Every version's folder, oldest first, with its number.
fn versions() -> Vec<(u16, PathBuf)> {
    let mut found: Vec<(u16, PathBuf)> = std::fs::read_dir(data_path("saves"))
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            let version = path
                .file_name()?
                .to_str()?
                .strip_prefix('v')?
                .parse()
                .ok()?;
            Some((version, path))
        })
        .collect();
    found.sort();
    found
}

/// A new app with `file` restored into it.
fn restored(file: &[u8], path: &Path) -> App {
    let mut app = App::new(0);
    app.restore(file).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: a shipped version's saved games must come back",
            path.display()
        )
    });
    app
}

/// What a player sees once the app is idle: the screen (saved at `png`) and its description.
fn settled(mut app: App, png: &Path) -> String {
    while app.tick() {}
    let mut display = SimulatorDisplay::<Rgb565>::new(Size::new(SCREEN_WIDTH, SCREEN_HEIGHT));
    app.draw(&mut display).unwrap();
    jiugong::sim::save(&display, png).unwrap();
    let mut text = String::new();
    app.describe(&mut text).unwrap();
    text
}

#[test]
fn every_saved_game_comes_back_on_its_golden_screen() {
    if blessing() {
        bless_missing_saves();
    }
    let versions = versions();
    assert_eq!(
        versions.last().map(|v| v.0),
        Some(VERSION),
        "tests/data/saves/v{VERSION} holds the current version's saves (scripts/bless)"
    );
    let shots = tempfile::tempdir().unwrap();
    for (version, dir) in versions {
        let mut names = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "jgs") {
                continue;
            }
            let name = path.file_stem().unwrap().to_str().unwrap().to_owned();
            let file = std::fs::read(&path).unwrap();
            let games = payload(&file, version).to_vec();
            let app = restored(&file, &path);
            if version == VERSION {
                // The file holds games, not an empty state, and is written back as it was.
                let mut fresh = [0u8; MAX_BYTES];
                let n = App::new(0).save(&mut fresh).unwrap();
                assert_ne!(games, payload(&fresh[..n], VERSION), "{}", path.display());
                let mut again = [0u8; MAX_BYTES];
                let n = app.save(&mut again).unwrap();
                assert!(
                    again[..n] == file[..],
                    "{}: saved again, the games are other bytes: a new payload needs a new \
                     state::VERSION (and this version's saves kept, read by the new app)",
                    path.display()
                );
            }
            let png = shots.path().join(format!("v{version}-{name}.png"));
            let text = settled(app, &png);
            golden::screen(&png, &path.with_extension("png"));
            golden::text(&text, &path.with_extension("txt"));
            names.push(name);
        }
        if version == VERSION {
            for (name, _, _) in SAVES {
                assert!(
                    names.iter().any(|n| n == name),
                    "v{VERSION}/{name}.jgs is missing: scripts/bless writes it"
                );
            }
        }
    }
}
