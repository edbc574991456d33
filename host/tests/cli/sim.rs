//! The calculator app in the host simulator: key scripts through the real binary, screens
//! saved as PNG and compared pixel for pixel.

use crate::bin;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::SimulatorDisplay;
use predicates::prelude::*;

fn shot(dir: &std::path::Path, name: &str, seed: &str, keys: &str) -> SimulatorDisplay<Rgb565> {
    let path = dir.join(name);
    bin("jiugong")
        .args(["sim", "--seed", seed, "--keys", keys, "--screenshot"])
        .arg(&path)
        .assert()
        .success();
    SimulatorDisplay::load_png(&path).unwrap()
}

#[test]
fn same_seed_and_keys_give_the_same_screen() {
    let dir = tempfile::tempdir().unwrap();
    let keys = "enter down enter right 5 enter 1 2";
    let a = shot(dir.path(), "a.png", "11", keys);
    let b = shot(dir.path(), "b.png", "11", keys);
    assert!(a.diff(&b).is_none(), "screens differ");
    let c = shot(dir.path(), "c.png", "12", keys);
    assert!(a.diff(&c).is_some(), "another seed, another puzzle");
}

#[test]
fn the_png_is_the_apps_own_drawing() {
    let dir = tempfile::tempdir().unwrap();
    let png = shot(dir.path(), "home.png", "1", "down");
    let mut app = jiugong_calc::App::new(1);
    app.handle(jiugong_calc::Key::Down);
    let mut direct = SimulatorDisplay::<Rgb565>::new(Size::new(320, 240));
    app.draw(&mut direct).unwrap();
    assert!(png.diff(&direct).is_none());
    // The selected line of the home menu moved to the second entry.
    let selected = png.get_pixel(Point::new(45, 80));
    let unselected = png.get_pixel(Point::new(45, 66));
    assert_ne!(selected, unselected);
}

#[test]
fn unknown_keys_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    bin("jiugong")
        .args(["sim", "--keys", "enter jump", "--screenshot"])
        .arg(dir.path().join("x.png"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown key 'jump'"));
    assert!(!dir.path().join("x.png").exists());
    // A tap off the screen is said so, with where a tap may be.
    for tap in ["tap:320:240", "tap:400:300", "tap:5"] {
        bin("jiugong")
            .args(["sim", "--keys", tap, "--screenshot"])
            .arg(dir.path().join("x.png"))
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "'{tap}' is no tap on the screen: a tap is tap:X:Y, X 0 to 319 and Y 0 to 239"
            )));
    }
}

#[test]
fn describe_prints_what_the_screen_shows() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("s.png");
    // With a screenshot and without: the same text.
    let with = bin("jiugong")
        .args([
            "sim",
            "--seed",
            "3",
            "--keys",
            "3 down",
            "--describe",
            "--screenshot",
        ])
        .arg(&png)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let without = bin("jiugong")
        .args(["sim", "--seed", "3", "--keys", "3 down", "--describe"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(with, without);
    let text = String::from_utf8(with).unwrap();
    assert!(text.starts_with("Sliding puzzle 3×3, 1 move\n"), "{text}");
    assert!(text.contains("row 2: 5 4 _\n"), "{text}");
    assert!(
        text.ends_with("\n") && text.contains("keys: arrows"),
        "{text}"
    );
    // Both on standard output would mix: refused.
    bin("jiugong")
        .args(["sim", "--describe", "--screenshot", "-"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--describe prints to standard output",
        ));
}

fn described(seed: &str, keys: &str, state: &std::path::Path) -> String {
    let out = bin("jiugong")
        .args([
            "sim",
            "--seed",
            seed,
            "--keys",
            keys,
            "--describe",
            "--state",
        ])
        .arg(state)
        .assert()
        .success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// `--state`: the games are kept from one run to the next as a calculator keeps them
/// across power-offs, the screen where it was left included; another seed does not
/// matter to a kept game.
#[test]
fn the_state_file_keeps_every_game_between_runs() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("games.jgs");
    let first = described(
        "5",
        "3 down left esc 5 enter down left down enter esc 1 enter right 7 esc 3",
        &state,
    );
    assert!(first.starts_with("Sliding puzzle 3×3, 1 move"), "{first}");
    let bytes = std::fs::read(&state).unwrap();
    assert_eq!(&bytes[..8], b"JIUGONG\x1A", "the format's magic");
    // Read back by another run, with another seed: the very same screen, then each game.
    assert_eq!(described("77", "", &state), first);
    let star = described("77", "esc 5", &state);
    assert!(star.contains("0 on A\n1 on C\n"), "{star}");
    let sudoku = described("77", "esc 1", &state);
    assert!(sudoku.contains("cursor r1c2: entered 7"), "{sudoku}");
    // Nothing else was written beside it (the state is replaced whole, through a
    // temporary file that is gone).
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1);
}

/// `--lang`: the app in a language, kept with the games in `--state`'s file; a later
/// `--lang` speaks over the kept one; a language the app does not speak is refused.
#[test]
fn the_language_is_chosen_and_kept_with_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("games.jgs");
    let sim = |lang: Option<&str>| {
        let mut sim = bin("jiugong");
        sim.args(["sim", "--seed", "3", "--describe", "--state"])
            .arg(&state);
        if let Some(lang) = lang {
            sim.args(["--lang", lang]);
        }
        String::from_utf8(sim.assert().success().get_output().stdout.clone()).unwrap()
    };
    assert!(sim(Some("fr")).starts_with("menu d'accueil\n"));
    assert!(
        sim(None).starts_with("menu d'accueil\n"),
        "kept in the file"
    );
    assert!(sim(Some("zh-CN")).starts_with("主菜单\n"));
    assert!(sim(None).starts_with("主菜单\n"));
    bin("jiugong")
        .args(["sim", "--describe", "--lang", "de"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "unknown language 'de': languages are zh, en and fr",
        ));
}

/// A damaged state starts the app fresh with a notice, on the screen and on stderr; a
/// file that is not a state at all is refused and left as it was.
#[test]
fn a_damaged_state_starts_fresh_and_a_foreign_file_is_not_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("games.jgs");
    described("5", "3 down", &state);
    let mut bytes = std::fs::read(&state).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xFF; // the checksum
    std::fs::write(&state, &bytes).unwrap();
    let out = bin("jiugong")
        .args(["sim", "--seed", "5", "--describe", "--state"])
        .arg(&state)
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "saved games damaged (checksum): starting fresh",
        ));
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.starts_with("home menu\n"), "{text}");
    assert!(
        text.contains("saved games damaged (checksum): fresh start"),
        "{text}"
    );
    // Written again, whole and good.
    assert!(described("5", "", &state).starts_with("home menu"));
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    bin("jiugong")
        .args(["sim", "--keys", "3 down", "--describe", "--state"])
        .arg(&notes)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "notes.txt is not a jiugong state file: not written over",
        ));
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
}

/// Games saved by a newer app (as the next format version would have them) start the app
/// fresh, and the file is left byte for byte as it was, whatever is
/// played. An empty file and one cut short follow one rule: cut short, replaced at the end.
#[test]
fn games_from_a_newer_app_are_kept_and_a_short_file_is_cut_short() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("games.jgs");
    described("5", "3 down", &state);
    let ours = std::fs::read(&state).unwrap();
    let (bytes, version) = jiugong_tests::saves::from_a_newer_app(&ours);
    std::fs::write(&state, &bytes).unwrap();
    let out = bin("jiugong")
        .args([
            "sim",
            "--seed",
            "5",
            "--keys",
            "3 down down",
            "--describe",
            "--state",
        ])
        .arg(&state)
        .assert()
        .success()
        .stderr(predicate::str::contains(format!(
            "saved games from a newer app (format {version}): starting fresh (the file is kept"
        )));
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(text.starts_with("Sliding puzzle"), "{text}");
    assert_eq!(std::fs::read(&state).unwrap(), bytes, "kept byte for byte");
    // (A newer file cut short is still a newer app's: its layout is not this app's to judge.)
    for cut in [0, 5, ours.len() - 1] {
        let short = dir.path().join(format!("short-{cut}.jgs"));
        std::fs::write(&short, &ours[..cut]).unwrap();
        bin("jiugong")
            .args(["sim", "--keys", "3", "--state"])
            .arg(&short)
            .assert()
            .success()
            .stderr(predicate::str::contains(
                "saved games cut short: starting fresh (the file is replaced at the end)",
            ));
        // Replaced by the run's games: the sliding puzzle it opened.
        let again = described("5", "", &short);
        assert!(again.starts_with("Sliding puzzle"), "{cut}: {again}");
    }
}

/// The README's key table is the app's: every row of the grammar the Help pages show, in
/// each keypad's names as the app draws them.
#[test]
fn the_readme_has_the_apps_key_table() {
    use jiugong_calc::Keypad;
    use jiugong_calc::lang::Lang;
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("the README");
    for (keys, what) in jiugong_calc::keys::GRAMMAR {
        let row = format!(
            "| {} | {} | {} | {} |",
            Keypad::NumWorks.name(keys, Lang::En),
            Keypad::Nspire.name(keys, Lang::En),
            Keypad::Keyboard.name(keys, Lang::En),
            what.text(Lang::En),
        );
        assert!(readme.contains(&row), "the README has no row {row}");
    }
}

/// `--state` and `--screenshot` on one file (one name, a hard link, a symbolic link) are
/// refused before anything is written: the saved games never become a picture.
#[test]
fn the_state_and_the_screenshot_are_never_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("games.jgs");
    let refused = |screenshot: &std::path::Path| {
        bin("jiugong")
            .args(["sim", "--seed", "1", "--keys", "3 down", "--state"])
            .arg(&state)
            .arg("--screenshot")
            .arg(screenshot)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "--state and --screenshot are the same file",
            ));
    };
    refused(&state);
    assert!(!state.exists(), "nothing written");
    bin("jiugong")
        .args(["sim", "--seed", "1", "--keys", "3 down", "--state"])
        .arg(&state)
        .assert()
        .success();
    let saved = std::fs::read(&state).unwrap();
    std::fs::hard_link(&state, dir.path().join("hard.png")).unwrap();
    std::os::unix::fs::symlink("games.jgs", dir.path().join("soft.png")).unwrap();
    for name in ["games.jgs", "hard.png", "soft.png"] {
        refused(&dir.path().join(name));
        assert_eq!(std::fs::read(&state).unwrap(), saved, "{name}");
    }
    // Two names for two files are fine.
    bin("jiugong")
        .args(["sim", "--seed", "1", "--state"])
        .arg(&state)
        .arg("--screenshot")
        .arg(dir.path().join("screen.png"))
        .assert()
        .success();
}
