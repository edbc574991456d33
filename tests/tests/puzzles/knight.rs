//! Document 002 and beyond: the seed board exactly, tours from every start checked move by
//! move, impossible boards answered correctly, the known tour counts, the CLI.

use jiugong_core::figures::{SEED_BOARD, SEED_NODES};
use jiugong_core::knight::{Goal, Order, Search, Size, Square, check_closed, check_open, is_tour};
use jiugong_core::search::{Progress, Resumable};
use jiugong_tests::SmallBoard;
use jiugong_tests::{bin, json_output, stdout_text};
use predicates::prelude::*;

fn size(w: u32, h: u32) -> Size {
    Size::new(w, h).unwrap()
}

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

#[test]
fn the_documents_search_gives_its_board_and_call_count() {
    let mut b = SmallBoard::new();
    let mut s = b
        .search(size(8, 8), Square::new(2, 0), Order::Document, Goal::Open)
        .unwrap();
    assert_eq!(s.resume(u64::MAX), Progress::Found);
    assert_eq!(s.nodes(), SEED_NODES);
    assert_eq!(s.board(), &SEED_BOARD[..]);
}

#[test]
fn a_restarted_search_equals_a_new_one() {
    use jiugong_core::knight::OwnedSearch;
    let mut reused = OwnedSearch::default();
    assert_eq!(reused.status(), Progress::Found);
    for (n, start, goal) in [
        (8, (0, 0), Goal::Closed),
        (5, (2, 2), Goal::Open),
        (12, (3, 7), Goal::Open),
    ] {
        let start = Square::new(start.0, start.1);
        let mut fresh = OwnedSearch::owned(size(n, n), start, Order::Warnsdorff, goal).unwrap();
        reused
            .restart(size(n, n), start, Order::Warnsdorff, goal)
            .unwrap();
        assert_eq!(fresh.resume(u64::MAX), reused.resume(u64::MAX));
        assert_eq!(fresh.board(), reused.board());
        assert_eq!(fresh.nodes(), reused.nodes());
    }
    // A refused restart leaves the search as it was.
    let before = reused.board().to_vec();
    assert!(
        reused
            .restart(size(5, 5), Square::new(7, 7), Order::Document, Goal::Open)
            .is_err()
    );
    assert_eq!(reused.board(), &before[..]);
}

#[test]
fn seed_board_through_the_cli_in_the_documents_format() {
    let text = stdout_text(bin("jiugong").args(["knight", "--method", "seed", "--start", "2,0"]));
    let expected: String = SEED_BOARD
        .chunks(8)
        .map(|row| row.iter().map(|n| format!("{n:<5}")).collect::<String>() + "\n")
        .collect();
    assert_eq!(text, expected);
}

/// Every start of every square board 5×5..16×16: an open tour where the theorems allow one,
/// a closed tour on every board that has one; each checked move by move.
#[test]
fn tours_from_every_start_of_square_boards() {
    let mut b = SmallBoard::new();
    for n in 5..=16u32 {
        let sz = size(n, n);
        for i in 0..sz.squares() {
            let start = sz.square(i);
            if check_open(sz, start).is_ok() {
                let mut s = b.search(sz, start, Order::Warnsdorff, Goal::Open).unwrap();
                assert_eq!(
                    s.resume(50_000_000),
                    Progress::Found,
                    "{sz} open from {start}"
                );
                assert!(is_tour(sz, s.board(), false), "{sz} open from {start}");
                assert_eq!(s.board()[i], 1);
            } else {
                assert!(n % 2 == 1 && !start.is_light());
            }
            if check_closed(sz).is_ok() {
                let mut s = b
                    .search(sz, start, Order::Warnsdorff, Goal::Closed)
                    .unwrap();
                assert_eq!(
                    s.resume(50_000_000),
                    Progress::Found,
                    "{sz} closed from {start}"
                );
                assert!(is_tour(sz, s.board(), true), "{sz} closed from {start}");
                assert_eq!(s.board()[i], 1);
            } else {
                assert_eq!(n % 2, 1);
            }
        }
    }
}

/// Rectangles, including the narrow ones where tours exist from some squares only: the
/// fast method and the document's exhaustive search agree on every start.
#[test]
fn rectangles_agree_with_exhaustive_search() {
    let mut b = SmallBoard::new();
    let mut b2 = SmallBoard::new();
    for (w, h) in [
        (3, 4),
        (4, 3),
        (3, 7),
        (7, 3),
        (4, 5),
        (5, 4),
        (3, 8),
        (5, 6),
        (6, 7),
    ] {
        let sz = size(w, h);
        let mut with_tour = 0;
        for i in 0..sz.squares() {
            let start = sz.square(i);
            let mut fast = b.search(sz, start, Order::Warnsdorff, Goal::Open).unwrap();
            let fast_status = fast.resume(u64::MAX);
            if fast_status == Progress::Found {
                assert!(is_tour(sz, fast.board(), false), "{sz} from {start}");
                with_tour += 1;
            }
            if sz.squares() <= 24 {
                let mut full = b2.search(sz, start, Order::Document, Goal::Open).unwrap();
                assert_eq!(full.resume(u64::MAX), fast_status, "{sz} from {start}");
            }
            if check_open(sz, start).is_err() {
                assert_eq!(fast_status, Progress::Exhausted, "{sz} from {start}");
            }
        }
        assert!(with_tour > 0, "{sz} has open tours");
    }
}

#[test]
fn impossible_boards_have_no_tours() {
    let mut b = SmallBoard::new();
    // No open tour on 2×n, 3×3, 3×5, 3×6, 4×4: the theorem says so, exhaustive search agrees.
    for (w, h) in [(2, 5), (3, 3), (3, 5), (3, 6), (4, 4)] {
        let sz = size(w, h);
        for i in 0..sz.squares() {
            assert!(check_open(sz, sz.square(i)).is_err(), "{sz}");
            let mut s = b
                .search(sz, sz.square(i), Order::Document, Goal::Open)
                .unwrap();
            assert_eq!(s.resume(u64::MAX), Progress::Exhausted, "{sz}");
        }
    }
    // No closed tour on 3×4, 3×6, 4×5 (Schwenk); the search confirms for the small ones.
    for (w, h) in [(4, 3), (6, 3), (5, 4)] {
        let sz = size(w, h);
        assert!(check_closed(sz).is_err(), "{sz}");
        let mut s = b
            .search(sz, Square::new(0, 0), Order::Document, Goal::CountClosed)
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(s.found(), 0, "{sz}");
    }
}

#[test]
fn known_tour_counts() {
    let mut b = SmallBoard::new();
    // 5×5: 1,728 directed open tours over all 25 starts, none closed.
    let sz = size(5, 5);
    let (mut open, mut closed) = (0, 0);
    for i in 0..25 {
        let mut s = b
            .search(sz, sz.square(i), Order::Document, Goal::CountAll)
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        open += s.found();
        closed += s.closed_found();
    }
    assert_eq!((open, closed), (1728, 0));
    // Undirected closed tours: 3×10 has 16, 5×6 has 8 (each found twice from one start).
    for ((w, h), tours) in [((10, 3), 16), ((6, 5), 8)] {
        let mut s = b
            .search(
                size(w, h),
                Square::new(0, 0),
                Order::Document,
                Goal::CountClosed,
            )
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(s.found(), 2 * tours, "{w}x{h}");
    }
}

#[test]
fn a_thousand_square_board_through_lent_buffers() {
    for (w, h) in [(1000, 1000), (999, 1001)] {
        let sz = size(w, h);
        let mut board = vec![0u32; sz.squares()];
        let mut stack = vec![0u32; sz.squares()];
        let mut s = Search::new(
            sz,
            Square::new(0, 0),
            Order::Warnsdorff,
            Goal::Open,
            &mut board[..],
            &mut stack[..],
        )
        .unwrap();
        assert_eq!(s.resume(50_000_000), Progress::Found);
        assert!(is_tour(sz, s.board(), false));
    }
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
    assert!(is_tour(size(6, 6), &rows, true));
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
    assert!(is_tour(sz, &board, closed), "{w}x{h}");
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
                assert!(is_tour(sz, &json_board(&v), false), "{sz} {start}");
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
    assert!(is_tour(size(40, 33), &board, false));
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
}

/// The construction against Schwenk's theorem on every board from 1×1 to 40×40: a closed
/// tour exactly where one exists, each checked from a square near the middle.
#[test]
fn the_construction_covers_every_board_with_a_closed_tour() {
    for w in 1..=40u32 {
        for h in 1..=40u32 {
            let sz = size(w, h);
            let mut links = vec![0u8; sz.squares()];
            let built = jiugong_core::knight::build_closed(sz, &mut links);
            assert_eq!(built.is_ok(), check_closed(sz).is_ok(), "{w}x{h}");
            if built.is_ok() {
                let mut board = vec![0u32; sz.squares()];
                let start = Square::new(h / 2, w / 3);
                jiugong_core::knight::number_tour(sz, &links, start, &mut board).unwrap();
                assert!(is_tour(sz, &board, true), "{w}x{h}");
            }
        }
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
    let s = size(2000, 2000);
    assert!(is_tour(s, &board, false));
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

/// Every start of every board 3 or 4 wide up to 12 long, both ways round: the column
/// construction builds a tour exactly where the tests' own complete search finds one. From
/// the inner rows of boards 4 wide the search grows eightfold a column (4×10 from every
/// start: 9 s; 4×11: 71 s), so from 4×11 on those starts are the theorem's instead
/// (`check_open`: a tour there starts in an outer row), and the construction must agree.
#[test]
fn narrow_boards_agree_with_a_complete_search_up_to_4x12() {
    use jiugong_core::knight::{BuildError, Narrow, NoTour, number_tour};
    use jiugong_tests::knight::open_tour_exists;
    let mut narrow = Box::new(Narrow::new());
    let mut nodes = 0;
    for h in [3u32, 4] {
        for n in 3..=12u32 {
            for sz in [size(n, h), size(h, n)] {
                let mut links = vec![0u8; sz.squares()];
                let mut board = vec![0u32; sz.squares()];
                for i in 0..sz.squares() {
                    let start = sz.square(i);
                    let across = if sz.height == h { start.row } else { start.col };
                    let exists = if h == 4 && n > 10 && (across == 1 || across == 2) {
                        assert!(check_open(sz, start).is_err(), "{sz} from {start}");
                        false
                    } else {
                        let (exists, took) = open_tour_exists(
                            sz.width as usize,
                            sz.height as usize,
                            start.row as usize,
                            start.col as usize,
                        );
                        nodes += took;
                        exists
                    };
                    match narrow.build_open(sz, start, &mut links) {
                        Ok(()) => {
                            assert!(exists, "{sz} from {start}: built, but none exists");
                            number_tour(sz, &links, start, &mut board).unwrap();
                            assert!(is_tour(sz, &board, false), "{sz} from {start}");
                            assert_eq!(board[sz.index(start)], 1);
                        }
                        Err(e) => {
                            assert!(!exists, "{sz} from {start}: one exists");
                            assert_eq!(e, BuildError::NoTour(NoTour::NoneFromStart(sz, start)));
                        }
                    }
                }
            }
        }
    }
    eprintln!("the complete search took {nodes} nodes");
}
