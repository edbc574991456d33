//! The knight's tour through the CLI: document 002's seed board in its format, tours of
//! every kind checked move by move, large boards in the memory of the board, the errors.

use crate::{bin, json_output, stdout_text};
use jiugong_core::knight::{Size, Square, check_open};
use jiugong_tests::knight::is_tour;
use predicates::prelude::*;

/// The numbers of a tour's JSON board, row-major.
fn json_board(v: &serde_json::Value) -> Vec<u32> {
    v["board"]
        .as_array()
        .expect("a board")
        .iter()
        .flat_map(|r| r.as_array().expect("a row").iter())
        .map(|n| n.as_u64().expect("a number") as u32)
        .collect()
}

fn size(w: u32, h: u32) -> Size {
    Size::new(w, h).unwrap()
}

#[test]
fn seed_board_through_the_cli_in_the_documents_format() {
    let text = stdout_text(bin("jiugong").args(["knight", "--method", "seed", "--start", "2,0"]));
    // Document 002's board, as the document prints it: each number left-aligned in five
    // columns, eight a row.
    let expected = "\
43   50   47   38   57   52   61   32   
48   37   44   51   46   33   58   53   
1    42   49   56   39   60   31   62   
36   15   40   45   34   29   54   59   
41   2    35   16   55   24   63   30   
14   5    12   9    22   19   28   25   
3    10   7    20   17   26   23   64   
6    13   4    11   8    21   18   27   
";
    assert_eq!(text, expected);
}

#[test]
fn cli_answers_and_errors() {
    let run = |args: &[&str]| {
        let mut c = bin("jiugong");
        c.arg("knight").args(args);
        c
    };
    run(&["--size", "4x4"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no open tour exists on 4×4"));
    run(&["--size", "5x5", "--start", "0,1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("majority colour"));
    run(&["--size", "5x5", "--closed"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no closed tour exists on 5×5"));
    run(&[
        "--size", "8x8", "--start", "0,5", "--method", "seed", "--budget", "1000",
    ])
    .assert()
    .code(1)
    .stderr(predicate::str::contains(
        "gave up after 1,000 nodes (--budget 1,000)",
    ));
    // Boards 3 or 4 wide: the column-by-column construction proves it; the document's
    // search exhausts its tree.
    run(&["--size", "3x4", "--start", "1,1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "no open tour starts at (1,1) on 3×4: the column-by-column construction",
        ));
    run(&["--size", "3x4", "--start", "1,1", "--method", "seed"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("exhaustive search"));
    run(&["--size", "9x4", "--start", "1,4"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "must start and end in an outer row",
        ));
    for bad in [
        &["--size", "0x8"][..],
        &["--size", "8"],
        &["--start", "8,0"],
        &["--start", "x1"],
        &["--start", "a9"],
        &["--start", "2;0"],
        &["--budget", "-1"],
    ] {
        run(bad)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("error"));
    }
    let v = json_output(&mut run(&[
        "--size", "6x6", "--start", "c1", "--closed", "--json",
    ]));
    assert_eq!(v["start"], serde_json::json!([5, 2]));
    assert_eq!(v["moves"].as_array().unwrap().len(), 36);
    let rows = json_board(&v);
    assert!(is_tour(6, 6, &rows, true));
    run(&["--size", "5x5", "--count"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "(directed, from all starts): 1,728",
        ));
}

/// Parses a printed board (numbers in columns, a row a line).
fn parse_board(text: &str) -> Vec<u32> {
    text.split_ascii_whitespace()
        .map(|n| n.parse().expect("a number"))
        .collect()
}

/// `jiugong knight` on a `w`×`h` board from `start` (row, column) prints a tour (closed if
/// asked) numbered from the start.
fn assert_cli_tour(w: u32, h: u32, start: (u32, u32), closed: bool) {
    let text = stdout_text(
        bin("jiugong")
            .args(["knight", "--size", &format!("{w}x{h}")])
            .args(["--start", &format!("{},{}", start.0, start.1)])
            .args(closed.then_some("--closed")),
    );
    let board = parse_board(&text);
    let sz = size(w, h);
    assert!(is_tour(w as usize, h as usize, &board, closed), "{w}x{h}");
    assert_eq!(board[sz.index(Square::new(start.0, start.1))], 1);
}

/// Open tours of boards 3 or 4 wide, built column by column from corners and middles
/// (among them the 3×999, 4×1000 and the million-column boards), each a valid open
/// tour from its start; and from every square of 4×10 and 3×11, a tour exactly where the
/// theorems allow one.
#[test]
fn open_tours_of_narrow_boards_by_columns() {
    for (w, h, start) in [
        (999, 3, (0, 0)),
        (3, 999, (499, 1)),
        (1000, 4, (0, 0)),
        (4, 1000, (500, 3)),
        (3, 1_000_000, (500_000, 0)),
        (1_000_000, 4, (3, 500_001)),
    ] {
        assert_cli_tour(w, h, start, false);
    }
    for sz in [size(10, 4), size(3, 11)] {
        for i in 0..sz.squares() {
            let start = sz.square(i);
            let run = bin("jiugong")
                .args(["knight", "--size", &format!("{}x{}", sz.width, sz.height)])
                .args(["--start", &format!("{},{}", start.row, start.col), "--json"])
                .output()
                .unwrap();
            assert_eq!(
                run.status.success(),
                check_open(sz, start).is_ok(),
                "{sz} {start}"
            );
            if run.status.success() {
                let v: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
                assert_eq!(v["method"], "construct");
                let (w, h) = (sz.width as usize, sz.height as usize);
                assert!(is_tour(w, h, &json_board(&v), false), "{sz} {start}");
            }
        }
    }
}

/// Closed tours by construction through the CLI on large boards, both sides even and one
/// odd, from the start asked: every move checked, the last back to the first.
#[test]
fn constructed_closed_tours_on_large_boards() {
    for (w, h, start) in [
        (1000, 1000, (0, 0)),
        (999, 1000, (517, 998)),
        (1000, 11, (10, 3)),
        (3, 1000, (500, 1)),
        (5002, 3, (2, 5001)),
        (16, 3, (1, 7)),
    ] {
        assert_cli_tour(w, h, start, true);
    }
    // Open tours on boards with a closed one come from the construction too.
    let v = json_output(
        bin("jiugong").args(["knight", "--size", "40x33", "--start", "32,39", "--json"]),
    );
    assert_eq!(v["method"], "construct");
    let board = json_board(&v);
    assert!(is_tour(40, 33, &board, false));
    bin("jiugong")
        .args([
            "knight",
            "--size",
            "8x3",
            "--closed",
            "--method",
            "construct",
        ])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("3×8 have none (Schwenk)"));
    // An open tour asked of the construction on a board with no closed one (odd by odd):
    // found by the search, and said so.
    for (w, h) in [(7, 7), (9, 11)] {
        let out = bin("jiugong")
            .args([
                "knight",
                "--size",
                &format!("{w}x{h}"),
                "--method",
                "construct",
            ])
            .args(["--json"])
            .assert()
            .success();
        let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
        assert!(
            stderr.contains("has no closed tour to construct"),
            "{stderr}"
        );
        let v: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
        assert_eq!(v["method"], "fast", "{w}x{h}");
        assert!(
            is_tour(w as usize, h as usize, &json_board(&v), false),
            "{w}x{h}"
        );
    }
}

/// Runs jiugong with its address space limited to `kilobytes` (the shell's `ulimit -v`).
fn limited(kilobytes: u64, args: &str) -> std::process::Output {
    let exe = bin("jiugong").get_program().to_owned();
    std::process::Command::new("sh")
        .env("J", exe)
        .args([
            "-c",
            &format!("ulimit -v {kilobytes} && exec \"$J\" {args}"),
        ])
        .output()
        .expect("sh runs")
}

#[test]
fn json_tours_stream_in_the_memory_of_the_board() {
    // A 2000×2000 tour's JSON in 120 MB of address space: the board (16 MB), its links,
    // the program. A JSON value built in memory took over 400 MB here.
    let run = limited(120_000, "knight --size 2000x2000 --json");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).expect("one JSON object");
    let board = json_board(&v);
    assert!(is_tour(2000, 2000, &board, false));
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), board.len());
    for (i, m) in moves.iter().enumerate().step_by(9973) {
        let (r, c) = (m[0].as_u64().unwrap(), m[1].as_u64().unwrap());
        assert_eq!(board[(r * 2000 + c) as usize], i as u32 + 1);
    }
    assert_eq!(
        (v["size"]["width"].as_u64(), v["start"][0].as_u64()),
        (Some(2000), Some(2))
    );
    // Too little memory for the board: said in one line, no abort, no backtrace.
    for method in ["fast", "seed"] {
        let run = limited(
            150_000,
            &format!("knight --size 8000x8000 --json --method {method}"),
        );
        assert_eq!(run.status.code(), Some(1), "{run:?}");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(
            stderr.contains("not enough memory for the board"),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}
