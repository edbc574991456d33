//! `jiugong sim` against the golden shots in `tests/data/shots/`: one PNG for every key
//! script the boards play ([`SCRIPTS`], [`TAP_SCRIPTS`] with taps, [`DATED_SCRIPTS`] on
//! the boards that know the date), so a change that
//! alters every board at once is seen (each board is compared with `jiugong sim` in
//! `jiugong-tests`' board tests).

use crate::bin;
use jiugong_tests::golden;
use jiugong_tests::shots::{DATED_SCRIPTS, SCRIPT_DATE, SCRIPTS, TAP_SCRIPTS};

#[test]
fn every_boards_script_gives_its_golden_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (year, month, day) = SCRIPT_DATE;
    let date = format!("{year}-{month:02}-{day:02}");
    let undated = SCRIPTS.into_iter().chain(TAP_SCRIPTS).map(|s| (s, None));
    let dated = DATED_SCRIPTS.into_iter().map(|s| (s, Some(date.as_str())));
    for ((name, keys, seed, ticks), date) in undated.chain(dated) {
        let made = dir.path().join(format!("{name}.png"));
        let mut sim = bin("jiugong");
        sim.args(["sim", "--keys", keys, "--seed", &seed.to_string()]);
        if let Some(ticks) = ticks {
            sim.args(["--ticks", &ticks.to_string()]);
        }
        if let Some(date) = date {
            sim.args(["--date", date]);
        }
        sim.arg("--screenshot").arg(&made).assert().success();
        golden::screen(
            &made,
            &jiugong_tests::data_path(&format!("shots/{name}.png")),
        );
    }
}

/// Each language's golden screens — the home menu, its Help page, and a sliding puzzle
/// mid-game — and what `--describe` reads of the game (`tests/data/shots/lang/`).
#[test]
fn each_language_has_its_golden_home_help_and_game() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["zh", "en", "fr"] {
        for (name, keys) in [("home", ""), ("help", "help"), ("game", "3 down left down")] {
            let made = dir.path().join(format!("{lang}-{name}.png"));
            let mut sim = bin("jiugong");
            sim.args([
                "sim",
                "--lang",
                lang,
                "--keys",
                keys,
                "--seed",
                "6",
                "--describe",
            ]);
            let out = sim.arg("--screenshot").arg(&made).assert().success();
            let shots = format!("shots/lang/{lang}-{name}");
            golden::screen(&made, &jiugong_tests::data_path(&format!("{shots}.png")));
            let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
            golden::text(&text, &jiugong_tests::data_path(&format!("{shots}.txt")));
        }
    }
}
