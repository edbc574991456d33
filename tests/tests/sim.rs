//! The calculator app in the host simulator: key scripts through the real binary, screens
//! saved as PNG and compared pixel for pixel.

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::SimulatorDisplay;
use jiugong_tests::bin;
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
    let keys = "enter down enter right 5 menu enter 1 2";
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
    assert!(text.starts_with("Sliding puzzle 3x3, 1 move\n"), "{text}");
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
