//! Numbers and words on the command line, through the real binaries: usage errors exit 2
//! wherever they are found, counts carry thousands separators and the right number, tables
//! a program can read back.

use crate::{bin, stdout_text};

fn run(args: &[&str]) -> (i32, String, String) {
    let out = bin("jiugong").args(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn usage_errors_exit_2_everywhere() {
    for (args, message) in [
        (
            &["star", "--start", "2,2"][..],
            "(2,2) is not a point of the star",
        ),
        (&["star", "--point", "K"], "name one of A to J"),
        (
            &["star", "--polygon", "7/2", "--point", "14"],
            "points are numbered 0 to 13",
        ),
        (
            &["star", "--polygon", "7/2", "--method", "paper"],
            "--method search",
        ),
        (
            &["knight", "--size", "7x7", "--count"],
            "boards up to 36 squares",
        ),
        (
            &["knight", "--size", "8x8", "--start", "8,0"],
            "rows 0 to 7, columns 0 to 7",
        ),
        (
            &["slide", "--from", "123456708", "--max-moves", "3"],
            "--all-paths",
        ),
        (&["slide", "--from", "12345678x"], "--from"),
        (
            &["sudoku", "puzzle", "--clues", "0"],
            "'0' is not a number of clues",
        ),
        (
            &["sudoku", "finals", "-c", "1,0,0"],
            "'1,0,0' is not a count",
        ),
        (&["knight", "--budget", "1,0,0"], "'1,0,0' is not a budget"),
    ] {
        let (code, _, stderr) = run(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.starts_with("jiugong: "), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn counts_read_as_people_write_them() {
    // One node, in the singular; the start defaults to (0,0) where (2,0) is off the board.
    let (code, stdout, stderr) = run(&["knight", "--size", "1x1"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout.trim(), "1");
    assert!(stderr.contains("from (0,0) on 1×1: 1 node\n"), "{stderr}");
    let (_, stdout, _) = run(&["knight", "--size", "5x5", "--count"]);
    assert!(stdout.contains("from all starts): 1,728\n"), "{stdout}");
    let (code, _, stderr) = run(&[
        "knight", "--size", "8x8", "--start", "0,5", "--method", "seed", "--budget", "1000",
    ]);
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with("jiugong: gave up after 1,000 nodes (--budget 1,000): "),
        "{stderr}"
    );
}

/// With one trial σ is 0 and every trial is the mean: within μ±kσ for every k.
#[test]
fn one_trial_is_within_every_band() {
    let out = stdout_text(bin("jiugong").args(["sudoku", "stats", "--trials", "1", "--seed", "3"]));
    let rows: Vec<&str> = out.lines().skip(1).take(2).collect();
    for row in rows {
        assert!(row.ends_with("100.0% 100.0% 100.0%"), "{row}");
    }
}

#[test]
fn a_clue_count_not_reached_is_said() {
    let (code, stdout, stderr) = run(&[
        "sudoku", "puzzle", "--clues", "17", "--count", "3", "--seed", "1", "--format", "line",
    ]);
    assert_eq!(code, 0);
    let fewest = stdout
        .lines()
        .map(|l| l.chars().filter(|c| c.is_ascii_digit()).count())
        .min()
        .unwrap();
    assert!(fewest > 17);
    assert_eq!(
        stderr,
        format!(
            "jiugong: note: 3 of 3 puzzles stopped above 17 clues (fewest reached: {fewest}): \
             no further clue could be removed while keeping one solution\n"
        )
    );
    // Symmetric: a pair may be removable but would go below the count asked for.
    let (code, _, stderr) = run(&[
        "sudoku",
        "puzzle",
        "--clues",
        "17",
        "--symmetric",
        "--seed",
        "1",
    ]);
    assert_eq!(code, 0);
    assert!(
        stderr.starts_with("jiugong: note: the puzzle stopped at ")
            && stderr.ends_with(
                "no further clue or symmetric pair could be removed while keeping one solution \
                 without going below 17\n"
            ),
        "{stderr}"
    );
}

/// A rating the generator does not reach says which way the puzzles missed it, and what
/// to change: easy puzzles need more clues, not fewer.
#[test]
fn a_rating_not_reached_says_which_way_to_go() {
    let (code, _, stderr) = run(&[
        "sudoku", "puzzle", "--rating", "1.0..1.2", "--clues", "20", "--seed", "1",
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "jiugong: error: no puzzle rated 1.0–1.1 found in 5,000 attempts (all rated higher); \
         try a wider range or more clues\n"
    );
}

/// `knight` prints columns a program can read back on any board: every number is followed
/// by at least one space, so splitting on whitespace gives the board.
#[test]
fn large_boards_read_back() {
    for (size, side) in [("1000x1000", 1000usize), ("101x100", 101)] {
        let out = stdout_text(bin("jiugong").args(["knight", "--size", size, "--start", "0,0"]));
        let rows: Vec<Vec<usize>> = out
            .lines()
            .map(|l| l.split_whitespace().map(|n| n.parse().unwrap()).collect())
            .collect();
        assert!(rows.iter().all(|r| r.len() == side), "{size}");
        let mut seen = vec![false; rows.len() * side + 1];
        for &n in rows.iter().flatten() {
            assert!(!seen[n], "{size}: {n} twice");
            seen[n] = true;
        }
        assert!(seen[1..].iter().all(|&s| s));
    }
    // The document's own width up to 9,999 squares: "%-5d".
    let out = stdout_text(bin("jiugong").args(["knight", "--size", "8x8"]));
    assert_eq!(out.lines().next().unwrap().len(), 40);
}

/// Every count and limit is read the same way: with or without thousands separators.
#[test]
fn counts_take_thousands_separators_everywhere() {
    for count in ["1000", "1,000", "1_000"] {
        let grids = stdout_text(bin("jiugong").args(["sudoku", "finals", "-c", count, "-o", "-"]));
        assert_eq!(
            grids.lines().filter(|l| l.is_empty()).count(),
            999,
            "{count}"
        );
    }
    let one = stdout_text(bin("jiugong").args(["knight", "--budget", "1,000,000"]));
    assert_eq!(
        one,
        stdout_text(bin("jiugong").args(["knight", "--budget", "1000000"]))
    );
}
