//! Document 000 through the CLI: the paper's three printouts byte for byte, the search's
//! JSON checked against the rule, other stars, the errors.

use crate::{bin, stdout_text};
use jiugong_core::figures::STAR_PRINTOUTS;
use jiugong_core::star::{Star, is_filling};
use predicates::prelude::*;

#[test]
fn the_papers_three_printouts_byte_for_byte() {
    for (row, col, text) in STAR_PRINTOUTS {
        bin("jiugong")
            .args(["star", "--start", &format!("{row},{col}")])
            .assert()
            .success()
            .stdout(text);
    }
}

#[test]
fn cli_search_json_and_errors() {
    let run = |args: &[&str]| {
        let mut c = bin("jiugong");
        c.arg("star").args(args);
        c
    };
    run(&["--point", "c", "--method", "search"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2 fillings from C (5,3) on {5/2}"));
    let text = stdout_text(&mut run(&["--all", "--json", "--method", "search"]));
    assert_eq!(text.lines().count(), 10);
    let star = Star::pentagram();
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["count"], 2);
        for f in v["fillings"].as_array().unwrap() {
            let order: Vec<u8> = f["order"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_u64().unwrap() as u8)
                .collect();
            assert!(is_filling(&star, &order));
        }
    }
    run(&["--polygon", "7/2", "--point", "0"])
        .assert()
        .success()
        .stdout(predicate::str::contains("2 fillings from 0 on {7/2}"));
    // None at all is a failure, as the knight and Klotski report it: exit 1, and why.
    run(&["--polygon", "7/3", "--point", "0"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("0 fillings from 0 on {7/3}"))
        .stderr(predicate::str::contains(
            "no filling of {7/3} from 0 (exhaustive search)",
        ));
    run(&["--polygon", "7/3", "--all"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("from any point"));
    for (args, code, message) in [
        (&["--start", "2,2"][..], 2, "is not a point of the star"),
        (&["--start", "10,5"], 2, "outside the 9×9 matrix"),
        (&["--start", "1;5"], 2, "is not ROW,COL"),
        (&["--polygon", "5/3"], 2, "is not a star"),
        (&["--polygon", "x/2"], 2, "is not N/K"),
        (&["--point", "Z"], 2, "name one of A to J"),
        (&["--polygon", "7/2", "--method", "paper"], 2, "pentagram"),
        (&["--start", "1,5", "--all"], 2, "cannot be used with"),
    ] {
        run(args)
            .assert()
            .code(code)
            .stderr(predicate::str::contains(message));
    }
}
