//! Sliding-tile puzzles through the CLI: paths and optimal lengths replayed, batches, Korf's
//! 100 over the 5-5-5 tables (at their published lengths, or a lower bound within them),
//! `--fast` within its bounds, bad input refused. The default 4×4 and 5×5 tables, on the
//! hardest published instances, are `databases`' subject.

use crate::{bin, json_output};
use jiugong_core::figures::EIGHT_START;
use jiugong_core::sliding::{Board, Size};
use jiugong_tests::sliding::{bfs_table, random_state, replay};
use jiugong_tests::{data_path, sliding_instances};
use predicates::prelude::*;
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

fn s3() -> Size {
    Size::new(3, 3).unwrap()
}

/// The tiles moved, from a solution's JSON.
pub fn json_moves(v: &serde_json::Value) -> Vec<u8> {
    v["moves"]
        .as_array()
        .expect("a move list")
        .iter()
        .map(|m| m.as_u64().expect("a tile") as u8)
        .collect()
}

/// Korf's goal on a board of `cells` cells: the blank first, then the tiles in order.
pub fn korf_goal(cells: u8) -> String {
    let tiles: Vec<String> = (0..cells).map(|t| t.to_string()).collect();
    tiles.join(",")
}

#[test]
fn cli_paths_optimal_json_and_errors() {
    let run = |args: &[&str]| {
        let mut c = bin("jiugong");
        c.arg("slide").args(args);
        c
    };
    // Without --size, the board is the square one the start's tiles fill.
    for (from, tile) in [
        ("1,2,0,3", "3"),
        ("1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15", "15"),
        (
            "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,0,24",
            "24",
        ),
    ] {
        run(&["--from", from, "--all-paths", "--max-moves", "1"])
            .assert()
            .success()
            .stdout(predicate::str::starts_with(format!("Pass No 1: {tile}\n")));
    }
    run(&["--from", "876543210", "--all-paths", "--max-moves", "30"])
        .assert()
        .success()
        .stdout(
            predicate::str::starts_with(
                "Pass No 1: 3,4,7,8,5,2,1,7,8,5,2,1,7,8,5,6,4,3,8,5,6,4,3,6,4,2,1,4,5,8\n",
            )
            .and(predicate::str::contains(
                "Total number of the problem solving methods is :10",
            ))
            .and(predicate::str::contains(
                "move() calls: 8292445 to the first path",
            )),
        );
    let v = json_output(&mut run(&["--from", "876543210", "--optimal", "--json"]));
    assert_eq!(v["length"], 30);
    let moves = json_moves(&v);
    let start = Board::parse(s3(), EIGHT_START).unwrap();
    assert_eq!(replay(&start, &moves), Board::goal(s3()));
    run(&["--from", "876543210", "--count-shortest"])
        .assert()
        .success()
        .stdout(predicate::str::contains("shortest solutions: 10"));
    for (args, code, message) in [
        (&["--from", "87654321"][..], 2, "expected 9 tiles, found 8"),
        (&["--from", "876543211"], 2, "tile 1 appears twice"),
        (&["--from", "876543219"], 2, "tile 9 is out of range"),
        (&["--from", "123456870"], 1, "cannot be reached"),
        (&["--from", "876543210", "--size", "6x3"], 2, "out of range"),
        // The sliding puzzle's own sizes: 2 to 5 a side, said so.
        (
            &["--from", "876543210", "--size", "0x3"],
            2,
            "must be 2..=5",
        ),
        (
            &["--from", "876543210", "--size", "6x6"],
            2,
            "must be 2..=5",
        ),
        (
            &["--from", "876543210", "--size", "300x3"],
            2,
            "must be 2..=5",
        ),
        (
            &["--from", "876543210", "--size", "3"],
            2,
            "the x is missing",
        ),
        (
            &["--from", "876543210", "--size", "3xb"],
            2,
            "height is not a whole",
        ),
        (
            &["--from", "876543210", "--all-paths", "--max-moves", "-3"],
            2,
            "error",
        ),
        (
            &["--from", "876543210", "--all-paths", "--max-moves", "1000"],
            2,
            "error",
        ),
        (&["--from", "876543210", "--all-paths"], 2, "max-moves"),
        (
            &["--from", "876543210", "--size", "3x3", "--databases", "7-8"],
            2,
            "--databases 7-8 is for the 4x4 board, not 3x3",
        ),
        (&[], 2, "required"),
    ] {
        run(args)
            .assert()
            .code(code)
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn batch_mode() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("states.txt");
    std::fs::write(&file, "876543210\n# a comment\n\n123456780\n123456870\n").unwrap();
    let assert = bin("jiugong")
        .args(["slide", "--batch"])
        .arg(&file)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("state 3, line 5: "));
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with("876543210 30 "));
    assert_eq!(lines[1], "123456780 0");
    assert_eq!(lines[2], "123456870"); // unsolvable: written back as read
}

/// Without `--size`, a batch is solved on the board its first state fills: 4×4 here, from
/// 16 tiles, and a 3×3 state after it is an error of its own line.
#[test]
fn a_batch_takes_its_board_from_its_first_state() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("states.txt");
    let shape = Size::new(4, 4).unwrap();
    let mut rng = XorShiftRng::seed_from_u64(3);
    let starts: Vec<Board> = (0..3).map(|_| random_state(&mut rng, shape, 12)).collect();
    let lines: Vec<String> = starts.iter().map(Board::to_string).collect();
    std::fs::write(&file, format!("# 4x4\n{}\n123456780\n", lines.join("\n"))).unwrap();
    let assert = bin("jiugong")
        .env("XDG_CACHE_HOME", dir.path())
        .args(["slide", "--databases", "5-5-5", "--batch"])
        .arg(&file)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("state 4, line 5: "));
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let answers: Vec<&str> = out.lines().collect();
    assert_eq!(answers.len(), 4, "{out}");
    for (start, answer) in starts.iter().zip(&answers) {
        let fields: Vec<&str> = answer.split(' ').collect();
        let moves: Vec<u8> = fields.get(2).map_or(Vec::new(), |m| {
            m.split(',').map(|t| t.parse().unwrap()).collect()
        });
        assert_eq!(fields[1].parse::<usize>().unwrap(), moves.len());
        assert!(moves.len() <= 12, "{answer}");
        assert_eq!(replay(start, &moves), Board::goal(shape), "{answer}");
    }
    assert_eq!(answers[3], "123456780");
}

/// A batch builds no table before a state that can reach the goal: states that cannot (the
/// other parity, here every one of Korf's towards the usual goal) are named at once, and
/// the tables of the default 7-8 split, minutes to build, are never started.
#[test]
fn a_batch_builds_tables_only_for_a_state_that_needs_them() {
    let dir = tempfile::tempdir().unwrap();
    let assert = bin("jiugong")
        .env("XDG_CACHE_HOME", dir.path())
        .args(["slide", "--size", "4x4", "--batch"])
        .arg(data_path("korf100.txt"))
        .assert()
        .code(1);
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(!stderr.contains("building"), "{stderr}");
    assert!(
        stderr.contains("100 of 100 states could not be answered"),
        "{stderr}"
    );
    assert!(!dir.path().join("jiugong").exists(), "no table kept");
}

/// The lower bound a search that gave up says (`… it has at least N moves`).
pub fn at_least(said: &str) -> usize {
    said.split("it has at least ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no lower bound in {said}"))
}

/// Korf's 100 instances by `slide --batch --json` over the 5-5-5 tables, each given 3 million
/// nodes, towards Korf's goal (the blank first, solved through the renaming onto the usual
/// goal): every solution found replayed to the goal and as long as the published optimum,
/// every instance given up on said to need at least a number of moves no more than it. The
/// 5-5-5 tables solve most of them so (the 7-8 tables solve all: `databases`).
#[test]
fn korf_100_over_five_tile_tables() {
    let shape = Size::new(4, 4).unwrap();
    let korf_goal = korf_goal(16);
    let goal = Board::parse(shape, &korf_goal).unwrap();
    let instances = sliding_instances("korf100.txt");
    let assert = bin("jiugong")
        .args(["slide", "--size", "4x4", "--databases", "5-5-5", "--json"])
        .args(["--budget", "3000000", "--to", &korf_goal, "--batch"])
        .arg(data_path("korf100.txt"))
        .assert()
        .code(1);
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), instances.len());
    let mut solved = 0;
    for ((state, length), line) in instances.iter().zip(lines) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["start"], state.as_str());
        if let Some(error) = v["error"].as_str() {
            assert!(at_least(error) <= *length, "{state}: {error}");
        } else {
            let moves = json_moves(&v);
            assert_eq!(moves.len(), *length, "{state}");
            assert_eq!(v["length"], *length, "{state}");
            let start = Board::parse(shape, state).unwrap();
            assert_eq!(replay(&start, &moves), goal, "{state}");
            solved += 1;
        }
    }
    assert!(solved >= 80, "{solved} of 100 solved");
}

/// `--fast` on every board size from 2×2 to 5×5 (4×4 over the 5-5-5 tables; 5×5's default
/// tables are `databases`' subject): a valid solution, within its stated bound of the
/// optimum where the optimum is known (3×3 by breadth-first search).
#[test]
fn fast_solutions_within_their_bounds() {
    let table = bfs_table();
    let mut rng = XorShiftRng::seed_from_u64(24);
    for w in 2..=5u8 {
        for h in 2..=5u8 {
            let shape = Size::new(w, h).unwrap();
            let start = random_state(&mut rng, shape, 500);
            let fast = |more: &[&str]| {
                let size = format!("{w}x{h}");
                let from = start.to_string();
                let args = [
                    "slide", "--size", &size, "--fast", "--json", "--from", &from,
                ];
                let tables: &[&str] = if (w, h) == (4, 4) {
                    &["--databases", "5-5-5"]
                } else {
                    &[]
                };
                json_output(bin("jiugong").args(args).args(tables).args(more))
            };
            if (w, h) != (5, 5) {
                let v = fast(&[]);
                let moves = json_moves(&v);
                assert_eq!(replay(&start, &moves), Board::goal(shape), "{w}x{h}");
                assert_eq!(v["method"], "weighted IDA*", "{w}x{h}");
                let weight = v["at_most_times_optimal"].as_f64().unwrap();
                let lower = v["optimal_at_least"].as_u64().unwrap() as f64;
                assert!((1.0..=10.0).contains(&weight));
                assert!(moves.len() as f64 >= lower);
                if (w, h) == (3, 3) {
                    let optimal = f64::from(table[&start.key()].0);
                    assert!(moves.len() as f64 <= weight * optimal, "{start}");
                }
            }
            // With no nodes for the weighted searches, the board is solved line by line
            // (here towards a goal a few random moves from the usual one).
            let goal = random_state(&mut rng, shape, 9);
            let v = fast(&["--to", &goal.to_string(), "--budget", "1"]);
            assert_eq!(v["method"], "line by line", "{w}x{h}");
            assert!(v.get("at_most_times_optimal").is_none());
            assert_eq!(replay(&start, &json_moves(&v)), goal, "{w}x{h}");
        }
    }
}
