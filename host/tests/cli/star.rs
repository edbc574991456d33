//! Document 000 through the CLI: the paper's three printouts byte for byte, the search's
//! JSON checked against the rule, other stars, the errors.

use crate::{bin, stdout_text};
use jiugong_tests::star::{POINTS, is_pentagram_filling};
use predicates::prelude::*;

/// Document 000's three printouts as its BASIC program lists them: the start, then each
/// point's digit.
const PRINTOUTS: [((usize, usize), &str); 3] = [
    ((1, 5), "A0 B7 C1 D8 E5 F9 G6 H3 I4 J2"),
    ((3, 4), "A3 B0 C4 D1 E8 F2 G9 H6 I7 J5"),
    ((5, 3), "A9 B6 C0 D7 E4 F8 G5 H2 I3 J1"),
];

#[test]
fn the_papers_three_printouts_byte_for_byte() {
    for ((row, col), listed) in PRINTOUTS {
        // The 9×9 matrix the paper prints: each point's digit at its place, spaces around.
        let mut matrix = [[' '; 9]; 9];
        for entry in listed.split(' ') {
            let (letter, digit) = entry.split_at(1);
            let (r, c) = POINTS[usize::from(letter.as_bytes()[0] - b'A')];
            matrix[r - 1][c - 1] = digit.chars().next().unwrap();
        }
        let expected: String = matrix
            .iter()
            .map(|r| r.iter().collect::<String>() + "\n")
            .collect();
        let text = stdout_text(bin("jiugong").args(["star", "--start", &format!("{row},{col}")]));
        assert_eq!(text, expected);
        let rows: Vec<&str> = text.lines().collect();
        assert!(is_pentagram_filling(&rows));
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
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["count"], 2);
        for f in v["fillings"].as_array().unwrap() {
            let rows: Vec<&str> = f["matrix"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap())
                .collect();
            assert!(is_pentagram_filling(&rows), "{rows:?}");
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
