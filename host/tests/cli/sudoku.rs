//! The command line through the real binaries: bad input gets one clear line and a non-zero
//! exit, and never costs the user an existing `sudoku.txt`.

use crate::{bin, json_output};
use assert_cmd::Command;
use jiugong_core::sudoku::Grid;
use jiugong_tests::variant::Rules;
use predicates::prelude::*;
use std::path::Path;

const KEEP: &str = "the user's own file\n";

fn sudoku(dir: &Path) -> Command {
    let mut c = bin("sudoku");
    c.current_dir(dir);
    c
}

fn jiugong(dir: &Path) -> Command {
    let mut c = bin("jiugong");
    c.current_dir(dir);
    c
}

/// Each bad command line: exit 2, one line on stderr naming the problem, file untouched.
#[test]
fn bad_arguments_are_usage_errors_and_keep_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sudoku.txt");
    std::fs::write(&out, KEEP).unwrap();
    let cases: [(&[&str], &str); 12] = [
        (&["-c", "0"], "'0' is not a count: write 1 to 1,000,000"),
        (
            &["-c", "1000001"],
            "'1000001' is not a count: write 1 to 1,000,000",
        ),
        (&["-c", "1,000,001"], "write 1 to 1,000,000"),
        (&["-c", "1,0,0"], "with or without thousands separators"),
        (&["-c", "-5"], "unexpected argument '-5'"),
        (&["-c", "abc"], "invalid value 'abc'"),
        (&["-c"], "a value is required for '-c <N>'"),
        (&["-c", "5", "extra"], "unexpected argument 'extra'"),
        (&["--bogus"], "unexpected argument '--bogus'"),
        (&[], "required arguments were not provided"),
        (&["-c", "5", "-s", "x.txt"], "cannot be used with"),
        (
            &["-c", "5", "--first", "0"],
            "'0' is not a digit: write 1 to 9",
        ),
    ];
    for (args, message) in cases {
        let assert = sudoku(dir.path()).args(args).assert().code(2);
        let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"));
        assert_eq!(std::fs::read_to_string(&out).unwrap(), KEEP, "{args:?}");
    }
}

#[test]
fn missing_and_malformed_inputs_keep_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sudoku.txt");
    std::fs::write(&out, KEEP).unwrap();
    sudoku(dir.path())
        .args(["-s", "missing.txt"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("cannot read missing.txt"));

    // A malformed puzzle is one bad entry, not a bad file: named on stderr, written back as
    // read, exit status 1.
    let malformed = [
        (
            "bad_char.txt",
            "1 2 3 4 5 6 7 8 x\n",
            "line 1, column 17: unexpected character 'x'",
        ),
        (
            "short.txt",
            "1 2 3 4 5 6 7 8\n",
            "expected 9 cells on the line, found 8",
        ),
        (
            "rows.txt",
            "1 2 3 4 5 6 7 8 9\n\n",
            "grid ends after 1 rows",
        ),
        (
            "repeat.txt",
            "5...5............................................................................\n",
            "grid 1, line 1, column 5: digit 5 appears twice in row 1",
        ),
    ];
    for (name, text, message) in malformed {
        std::fs::write(dir.path().join(name), text).unwrap();
        sudoku(dir.path())
            .args(["-s", name])
            .assert()
            .code(1)
            .stderr(predicate::str::contains(message).and(predicate::str::contains(name)));
        assert_eq!(
            std::fs::read_to_string(&out).unwrap(),
            text.trim_end_matches('\n').to_string() + "\n",
            "{name}"
        );
    }
    // An input with no entries is an error for the whole run: the file is kept.
    std::fs::write(&out, KEEP).unwrap();
    std::fs::write(dir.path().join("empty.txt"), "\n\n").unwrap();
    sudoku(dir.path())
        .args(["-s", "empty.txt"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "empty.txt: nothing to answer: the input holds no entries",
        ));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), KEEP);
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn unwritable_output_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sudoku.txt")).unwrap();
    sudoku(dir.path())
        .args(["-c", "3"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("sudoku.txt"));
    // A file where a folder of the path should be.
    std::fs::write(dir.path().join("plain"), "").unwrap();
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "3", "-o", "plain/dir/out.txt"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("plain/dir/out.txt"));
}

#[test]
fn solve_reports_bad_puzzles_and_solves_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let several = ".".repeat(81);
    let none = "12345678.........9...............................................................";
    std::fs::write(
        dir.path().join("in.txt"),
        format!("{hard}\n{several}\n{none}\n{hard}\n"),
    )
    .unwrap();
    sudoku(dir.path())
        .args(["-s", "in.txt"])
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("grid 2, line 2: the puzzle has more than one solution").and(
                predicate::str::contains("grid 3, line 3: the puzzle has no solution"),
            ),
        );
    let text = std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4);
    let puzzle = Grid::parse_line(hard).unwrap();
    let solution = Grid::parse_line(lines[0]).unwrap();
    assert!(puzzle.is_solved_by(&solution));
    assert_eq!(lines[3], lines[0]);
    assert_eq!(lines[1], several); // written back as given
}

#[test]
fn solve_keeps_the_block_format() {
    let dir = tempfile::tempdir().unwrap();
    sudoku(dir.path()).args(["-c", "2"]).assert().success();
    // Blank out cells of the two grids and solve them back.
    let full = std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap();
    let holes: String = full
        .chars()
        .enumerate()
        .map(|(i, c)| {
            if i % 7 == 0 && c.is_ascii_digit() {
                '0'
            } else {
                c
            }
        })
        .collect();
    std::fs::write(dir.path().join("holes.txt"), &holes).unwrap();
    jiugong(dir.path())
        .args(["sudoku", "solve", "holes.txt", "-o", "solved.txt"])
        .assert()
        .success();
    // Same block layout, and every hole filled back with the original's digit (these
    // puzzles have a unique solution, which the solver proves before writing it).
    let solved = std::fs::read_to_string(dir.path().join("solved.txt")).unwrap();
    assert_eq!(solved, full);
    // Without -o the answers go to standard output, and the grids `finals` wrote in
    // sudoku.txt stay as they were.
    let answered = jiugong(dir.path())
        .args(["sudoku", "solve", "holes.txt"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(String::from_utf8(answered).unwrap(), full);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap(),
        full
    );
    std::fs::write(dir.path().join("sudoku.txt"), "mine").unwrap();
    jiugong(dir.path())
        .args(["sudoku", "solve", "holes.txt"])
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn generated_puzzles_are_unique_and_json_is_complete() {
    let dir = tempfile::tempdir().unwrap();
    let rules = classic_rules();
    for args in [
        vec!["--method", "dig", "--symmetric"],
        vec!["--method", "transform", "--clues", "25"],
        vec!["--difficulty", "hard"],
        vec!["--minimal", "--clues", "30"],
        vec!["--rating", "3.0..=4.4"],
        vec!["--rating", "7.0..8.0"],
        vec!["--difficulty", "diabolical"],
    ] {
        let assert = jiugong(dir.path())
            .args(["sudoku", "puzzle", "--count", "3", "--seed", "42", "--json"])
            .args(&args)
            .assert()
            .success();
        let stdout = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
        assert_eq!(stdout.lines().count(), 3, "{args:?}");
        for line in stdout.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let puzzle = Grid::parse_line(v["puzzle"].as_str().unwrap()).unwrap();
            let solution = Grid::parse_line(v["solution"].as_str().unwrap()).unwrap();
            // The tests' own search and rules, not the core's solver.
            assert_eq!(rules.count(puzzle.cells(), 2), 1, "{args:?}");
            assert!(rules.is_solution(solution.cells()), "{args:?}");
            assert!((0..81).all(|c| puzzle.get(c) == 0 || puzzle.get(c) == solution.get(c)));
            assert_eq!(v["clues"].as_u64().unwrap() as usize, puzzle.clue_count());
            assert!(v["techniques"]["hidden_single"].is_u64());
            if args.contains(&"hard") {
                assert_eq!(v["level"], "hard");
            }
            // Rated in the range asked for (never left at a guess), and as `sudoku rate`
            // rates it.
            let se = v["se"].as_f64().unwrap();
            let range = match args[..] {
                ["--rating", "3.0..=4.4"] => 3.0..=4.4,
                ["--rating", "7.0..8.0"] => 7.0..=7.9,
                _ => 1.0..=10.0,
            };
            assert!(range.contains(&se), "{args:?}: {se}");
            if args[0] != "--method" {
                std::fs::write(dir.path().join("p.txt"), format!("{}\n", puzzle.line('.')))
                    .unwrap();
                let rated =
                    json_output(jiugong(dir.path()).args(["sudoku", "rate", "p.txt", "--json"]));
                assert_eq!(rated["se"], v["se"], "{args:?}");
                assert_eq!(rated["level"], v["level"], "{args:?}");
            }
        }
    }
}

#[test]
fn same_seed_same_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let run = || {
        jiugong(dir.path())
            .args([
                "sudoku",
                "puzzle",
                "--seed",
                "9",
                "--count",
                "2",
                "--with-solution",
            ])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone()
    };
    let a = run();
    assert_eq!(a, run());
    // Grid format: puzzle, solution, puzzle, solution: 4 grids of 9 rows, 3 separators.
    assert_eq!(String::from_utf8(a).unwrap().lines().count(), 4 * 9 + 3);
}

/// Numbered puzzles: the same number and level give the core's numbered puzzle (the one
/// the calculator app makes), counting up with --count; the day's is numbered by the date;
/// what a number leaves no room for, and a date that is not one, are usage errors.
#[test]
fn a_puzzle_by_its_number_or_its_day() {
    use jiugong_core::sudoku::{Generator, Level, Numbered};
    let core = |number, level| {
        let made = Numbered { number, level }.make(&mut Generator::new());
        made.unwrap().puzzle.line('.').to_string()
    };
    let dir = tempfile::tempdir().unwrap();
    let lines = |args: &[&str]| -> Vec<String> {
        let out = jiugong(dir.path())
            .args(["sudoku", "puzzle", "--format", "line"])
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    };
    let made = lines(&["--number", "47", "--difficulty", "easy", "--count", "2"]);
    assert_eq!(made, [core(47, Level::Easy), core(48, Level::Easy)]);
    // Medium when no level is given; 2026-11-29 is No. 9830.
    assert_eq!(
        lines(&["--number", "9830"]),
        lines(&["--day", "2026-11-29"])
    );
    assert_eq!(lines(&["--number", "9830"]), [core(9830, Level::Medium)]);
    for (args, says) in [
        (&["--number", "4", "--seed", "1"][..], "cannot be used with"),
        (&["--number", "0"], "a puzzle number"),
        (&["--day", "2026-02-30"], "write YYYY-MM-DD"),
        (&["--day", "1999-12-31"], "from 2000-01-01"),
        (
            &["--day", "2026-11-29", "--number", "3"],
            "cannot be used with",
        ),
    ] {
        jiugong(dir.path())
            .args(["sudoku", "puzzle"])
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
    }
}

#[test]
fn rate_and_stats_json() {
    let dir = tempfile::tempdir().unwrap();
    let easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    std::fs::write(dir.path().join("p.txt"), format!("{easy}\n")).unwrap();
    jiugong(dir.path())
        .args(["sudoku", "rate", "p.txt"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "1: easy (SE 1.2, hidden single; 32 clues): full_house 20, hidden_single 29",
        ));
    let v = json_output(jiugong(dir.path()).args(["sudoku", "rate", "p.txt", "--json"]));
    assert_eq!(v["level"], "easy");
    assert_eq!(v["se"], 1.2);
    assert_eq!(v["hardest"], "hidden_single");
    assert_eq!(v["techniques"]["full_house"], 20);
    // The solving path: one step per empty cell, each with its technique and rating.
    let v = json_output(jiugong(dir.path()).args(["sudoku", "rate", "p.txt", "--json", "--steps"]));
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 81 - 32);
    assert!(steps.iter().all(|s| s["se"].as_f64().unwrap() <= 1.2));
    assert!(steps[0]["text"].as_str().unwrap().contains(" at r"));

    let v = json_output(jiugong(dir.path()).args([
        "sudoku", "stats", "--trials", "200", "--seed", "1", "--json",
    ]));
    for row in ["transformed_vs_seed", "random_pairs"] {
        for field in [
            "min",
            "max",
            "mean",
            "std_dev",
            "within_1_sigma",
            "within_2_sigma",
            "within_3_sigma",
        ] {
            assert!(v[row][field].is_f64(), "{row}.{field}");
        }
    }
}

#[test]
fn jiugong_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["sudoku", "finals"],
        vec!["sudoku", "finals", "-c", "0"],
        vec!["sudoku", "puzzle", "--difficulty", "impossible"],
        vec!["sudoku", "puzzle", "--clues", "82"],
        vec!["sudoku", "puzzle", "--rating", "5.0..4.0"],
        vec!["sudoku", "puzzle", "--rating", "four"],
        vec![
            "sudoku",
            "puzzle",
            "--rating",
            "4.0..5.0",
            "--difficulty",
            "hard",
        ],
        vec!["sudoku", "stats", "--trials", "-3"],
        vec!["nonsense"],
    ] {
        jiugong(dir.path())
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("error:"));
    }
}

/// A full grid has no step to rate: it is named as not rated, not given "SE 0.0".
#[test]
fn a_full_grid_is_not_rated() {
    let dir = tempfile::tempdir().unwrap();
    let grid: String =
        crate::stdout_text(jiugong(dir.path()).args(["sudoku", "finals", "-c", "1", "-o", "-"]))
            .split_whitespace()
            .collect();
    let puzzle = format!("{grid}\n{}0\n", &grid[..80]);
    let run = jiugong(dir.path())
        .args(["sudoku", "rate", "-"])
        .write_stdin(puzzle)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "grid 1, line 1: the grid is already full: there is nothing to rate",
        ));
    let stdout = String::from_utf8_lossy(&run.get_output().stdout).into_owned();
    assert!(stdout.starts_with("1: not rated"), "{stdout}");
    assert!(stdout.contains("2: easy (SE 1.0, full house"), "{stdout}");
}

/// `solve --all`: each puzzle's count in a comment line, then its solutions — each a solved
/// grid keeping the puzzle's givens, none twice —, at most `--max` of them.
#[test]
fn solve_all_lists_and_counts_every_solution() {
    let rules = classic_rules();
    let dir = tempfile::tempdir().unwrap();
    let unique =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    let empty = ".".repeat(81);
    let none = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    std::fs::write(
        dir.path().join("p.txt"),
        format!("{unique}\n{empty}\n{none}\n"),
    )
    .unwrap();
    let out = crate::stdout_text(
        jiugong(dir.path()).args(["sudoku", "solve", "p.txt", "--all", "--max", "5"]),
    );
    let mut puzzles: Vec<(String, Vec<Grid>)> = Vec::new();
    for line in out.lines() {
        match line.strip_prefix("# ") {
            Some(said) => puzzles.push((said.to_owned(), Vec::new())),
            None => puzzles
                .last_mut()
                .unwrap()
                .1
                .push(Grid::parse_line(line).unwrap()),
        }
    }
    let said: Vec<&str> = puzzles.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        said,
        [
            "grid 1: 1 solution",
            "grid 2: more than 5 solutions: the first 5",
            "grid 3: no solution",
        ]
    );
    for ((_, solutions), puzzle) in puzzles.iter().zip([unique, &empty, &none]) {
        let puzzle = Grid::parse_line(puzzle).unwrap();
        for (i, s) in solutions.iter().enumerate() {
            assert!(rules.is_solution(s.cells()), "{s:?}");
            assert!(
                (0..81).all(|c| puzzle.cells()[c] == 0 || puzzle.cells()[c] == s.cells()[c]),
                "{s:?} drops a given of {puzzle:?}"
            );
            assert!(!solutions[..i].contains(s), "{s:?} twice");
        }
    }
    // The one solution: the tests' own search finds no other.
    assert_eq!(rules.count(Grid::parse_line(unique).unwrap().cells(), 2), 1);
    assert_eq!(puzzles[1].1.len(), 5);
    // Read back, the answer file is the solutions themselves: the comments are no entries.
    std::fs::write(dir.path().join("a.txt"), &out).unwrap();
    let again = crate::stdout_text(jiugong(dir.path()).args(["sudoku", "solve", "a.txt"]));
    assert_eq!(again.lines().count(), 6);
}

/// Project Euler's file (problem 96): `Grid 01` titles and rows of nine digits. Each grid is
/// solved, its clues kept, and written in block format.
#[test]
fn project_euler_grids_are_solved() {
    let dir = tempfile::tempdir().unwrap();
    let rows = [
        "003020600",
        "900305001",
        "001806400",
        "008102900",
        "700000008",
        "006708200",
        "002609500",
        "800203009",
        "005010300",
    ];
    // The same puzzle twice, as Euler writes its fifty.
    let text = format!("Grid 01\n{0}\nGrid 02\n{0}\n", rows.join("\n"));
    std::fs::write(dir.path().join("p096_sudoku.txt"), text).unwrap();
    let out = jiugong(dir.path())
        .args(["sudoku", "solve", "p096_sudoku.txt"])
        .assert()
        .success();
    let out = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 2, "{out}");
    for block in blocks {
        let solved = Grid::parse_block(block).unwrap();
        assert!(solved.is_solved(), "{block}");
        let puzzle = Grid::parse_block(&rows.join("\n")).unwrap();
        assert!(puzzle.is_solved_by(&solved));
    }
}

/// `--threads`: the answers of `solve` and `rate` on several threads are those of one, in
/// the input's order, malformed and unsolvable entries included (10,000 puzzles: three
/// chunks of `solve`'s, spread over 3 threads; 600 for `rate`).
#[test]
fn threads_answer_in_input_order() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = std::fs::read_to_string(jiugong_tests::data_path("17_clue.txt")).unwrap();
    let mut lines: Vec<String> = puzzles.lines().take(10_000).map(String::from).collect();
    // A malformed entry, one with two solutions and one with none, among the others.
    lines[5] = "12".into();
    lines[4100] = ".".repeat(81);
    lines[8200] = format!("11{}", ".".repeat(79));
    std::fs::write(dir.path().join("p.txt"), lines.join("\n") + "\n").unwrap();
    let run = |args: &[&str]| {
        let out = jiugong(dir.path()).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "three entries fail");
        (out.stdout, String::from_utf8(out.stderr).unwrap())
    };
    // The note a count above twice the cores gives (on a machine of one core, 3 is).
    let unnoted = |said: String| -> String {
        said.lines()
            .filter(|l| !l.contains("note: --threads"))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let (one, said_one) = run(&["sudoku", "solve", "p.txt"]);
    let (three, said_three) = run(&["sudoku", "solve", "p.txt", "--threads", "3"]);
    assert_eq!(one, three);
    assert_eq!(said_one, unnoted(said_three));
    assert_eq!(
        String::from_utf8(one.clone()).unwrap().lines().count(),
        10_000
    );
    // More threads than can help: as many as twice the cores, said; the same answers.
    let (many, said_many) = run(&["sudoku", "solve", "p.txt", "--threads", "1000"]);
    assert_eq!(one, many);
    assert!(said_many.contains("note: --threads 1000: "), "{said_many}");
    assert_eq!(said_one, unnoted(said_many));
    std::fs::write(dir.path().join("r.txt"), lines[..600].join("\n") + "\n").unwrap();
    let (one, said_one) = run(&["sudoku", "rate", "r.txt", "--json"]);
    let (all, said_all) = run(&["sudoku", "rate", "r.txt", "--json", "--threads", "0"]);
    assert_eq!(one, all);
    assert_eq!(said_one, said_all);
    assert_eq!(String::from_utf8(one).unwrap().lines().count(), 600);
}

/// The classic grid's rules, checked by the tests' own code ([`Rules`]), not the core's.
fn classic_rules() -> Rules {
    Rules::of(&jiugong_core::sudoku::variant::Layout::classic(9).unwrap())
}
