//! Klotski (华容道) through the CLI: every named layout's shortest solutions in the three
//! metrics against the tests' own breadth-first search ([`jiugong_tests::klotski`]), the
//! paths replayed move by move, boards from files, and its errors.

use crate::{bin, json_output, stdout_text};
use jiugong_core::klotski::LAYOUTS;
use jiugong_tests::klotski::{Piece, neighbours, pieces, shortest};
use predicates::prelude::*;

#[test]
fn named_layouts_match_an_independent_search() {
    let listed: Vec<serde_json::Value> =
        stdout_text(bin("jiugong").args(["klotski", "--list", "--json"]))
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
    assert_eq!(listed.len(), LAYOUTS.len());
    assert!(LAYOUTS.len() >= 11);
    for (layout, v) in LAYOUTS.iter().zip(&listed) {
        assert_eq!(v["name"], layout.name);
        assert_eq!(v["board"], layout.board);
        for metric in ["piece", "line", "cell"] {
            let (length, _) = shortest(layout.board, metric);
            let length = length.unwrap_or_else(|| panic!("{} has no solution", layout.name));
            assert_eq!(
                v[metric].as_u64(),
                Some(length as u64),
                "{} {metric}",
                layout.name
            );
        }
    }
    // The seed document's figures for 横刀立马: 81, 90 and 116 moves.
    assert_eq!(
        [&listed[0]["piece"], &listed[0]["line"], &listed[0]["cell"]],
        [81, 90, 116]
    );
}

#[test]
fn paths_replay_move_by_move() {
    for (layout, metric) in [
        ("横刀立马", "piece"),
        ("hengdaolima", "line"),
        ("guo wu guan", "cell"),
        ("比翼横空", "piece"),
    ] {
        let v = json_output(
            bin("jiugong").args(["klotski", "--layout", layout, "--metric", metric, "--json"]),
        );
        let path: Vec<&str> = v["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_str().unwrap())
            .collect();
        let length = v["length"].as_u64().unwrap() as usize;
        assert_eq!(path.len(), length + 1, "{layout}");
        assert_eq!(path[0], v["start"].as_str().unwrap());
        let last = pieces(path[length]);
        assert!(
            last.iter().any(|&(l, p)| l == 'A' && p == (2, 2, 3, 1)),
            "{layout}: {}",
            path[length]
        );
        assert_eq!(v["moves"].as_array().unwrap().len(), length);
        for (i, pair) in path.windows(2).enumerate() {
            let (a, b) = (pieces(pair[0]), pieces(pair[1]));
            // Exactly one block (by letter) moved, and the move is one of `metric`'s.
            let moved: Vec<char> = a.iter().filter(|x| !b.contains(x)).map(|x| x.0).collect();
            assert_eq!(
                moved.len(),
                1,
                "{layout} move {}: {} → {}",
                i + 1,
                pair[0],
                pair[1]
            );
            assert_eq!(v["moves"][i]["block"], moved[0].to_string());
            let blocks: Vec<Piece> = a.iter().map(|x| x.1).collect();
            let after: Vec<Piece> = a
                .iter()
                .map(|x| b.iter().find(|y| y.0 == x.0).unwrap().1)
                .collect();
            assert!(
                neighbours(&blocks, metric).contains(&after),
                "{layout} move {}",
                i + 1
            );
        }
    }
}

#[test]
fn boards_from_text_files_and_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("board.txt");
    std::fs::write(&file, "GAAH\nGAAH\nCDEF\nIBBJ\nI..J\n").unwrap();
    let from_file = json_output(
        bin("jiugong")
            .args(["klotski", "--json", "--from"])
            .arg(&file),
    );
    let from_text = json_output(bin("jiugong").args([
        "klotski",
        "--json",
        "--from",
        "GAAH/GAAH/CDEF/IBBJ/I..J",
    ]));
    let from_stdin = json_output(
        bin("jiugong")
            .args(["klotski", "--json", "--from", "-"])
            .write_stdin("GAAH/GAAH/CDEF/IBBJ/I..J\n"),
    );
    assert_eq!(from_file, from_text);
    assert_eq!(from_stdin, from_text);
    assert_eq!(
        from_text["length"],
        shortest("GAAH/GAAH/CDEF/IBBJ/I..J", "piece").0.unwrap()
    );
    // Text output: numbered moves, the first line the start.
    let text = stdout_text(bin("jiugong").args(["klotski", "--layout", "过五关"]));
    assert!(
        text.starts_with(
            "start: CAAD/EAAF/BBKK/LLMM/.NN. 过五关 (guò wǔ guān)\nlength: 34 (piece moves;"
        ),
        "{text}"
    );
    assert!(text.contains("\n  1. "));
    // The farthest positions: the count the seed document gives.
    let v = json_output(bin("jiugong").args(["klotski", "--farthest", "--json"]));
    assert_eq!(v["reachable"], 25_955);
}

#[test]
fn unsolvable_and_bad_boards() {
    // No empty cell: nothing moves.
    bin("jiugong")
        .args(["klotski", "--from", "AABB/AAKK/CDEF/GHLL/GHMM"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "no solution: the 2×2 block can never reach the exit (1 state searched)",
        ))
        .stderr(predicate::str::contains("this board has 0 empty cells"));
    // The 2×2 walled in by lying generals the empty cells cannot free.
    let walled = "AA.B/AA.B/CCDD/EEFF/GGHH";
    assert_eq!(shortest(walled, "piece").0, None);
    bin("jiugong")
        .args(["klotski", "--from", walled])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no solution"));
    for (board, message) in [
        ("GAAH/GAAH/IBBJ/ICDJ", "found 4 rows"),
        (
            "GAAH/GAAH/IBBJ/ICDJ/EBBF",
            "row 3, column 2: block B is not a 1×1, 1×2, 2×1 or 2×2 rectangle",
        ),
        ("G..H/G..H/IBBJ/ICDJ/E..F", "there is no block A"),
    ] {
        bin("jiugong")
            .args(["klotski", "--from", board])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    }
    // A file is input data: malformed, exit status 1 (as a Sudoku file); a directory and a
    // missing file each say what they are; a byte-order mark is no cell.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("one.txt"), "GAAH\n").unwrap();
    std::fs::write(
        dir.path().join("bom.txt"),
        "\u{feff}GAAH\r\nGAAH\r\nIBBJ\r\nICDJ\r\nE..F\r\n",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("adir")).unwrap();
    for (from, code, message) in [
        (
            "one.txt",
            1,
            "one.txt: expected 5 rows of 4 cells, found 1 row",
        ),
        ("adir", 1, "cannot read adir: it is a directory"),
        ("nonexist.txt", 2, "there is no file 'nonexist.txt'"),
    ] {
        bin("jiugong")
            .current_dir(dir.path())
            .args(["klotski", "--from", from])
            .assert()
            .code(code)
            .stderr(predicate::str::contains(message));
    }
    bin("jiugong")
        .current_dir(dir.path())
        .args(["klotski", "--from", "bom.txt"])
        .assert()
        .success()
        .stdout(predicate::str::contains("length: 81"));
    bin("jiugong")
        .args(["klotski", "--layout", "nowhere"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no layout is named 'nowhere'"));
    bin("jiugong")
        .args(["klotski", "--metric", "diagonal"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("piece, line or cell"));
}
