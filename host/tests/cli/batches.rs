//! Batches through the real binaries: one bad entry is not a bad file. `sudoku solve`,
//! `sudoku rate`, `slide --batch` and `sudoku -s` name each malformed or unsolvable entry on
//! stderr (number, line, what), answer the others, keep the n-th output for the n-th input
//! (an entry that could not be solved is written back exactly as read) and exit 1; an input
//! with no entries is the one whole-run error, with the same message for all.

use crate::bin;
use jiugong_core::sudoku::{Format, Grid, MAX_TEXT_BYTES};
use std::path::Path;

const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/// A 17-clue puzzle rated in a millisecond (SE 2.6).
const MEDIUM: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// Consistent givens with no solution (row 1 needs a 9 where column 9 has one), written with
/// zeros: written back with its zeros.
const NONE: &str =
    "123456780000000009000000000000000000000000000000000000000000000000000000000000000";

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = bin("jiugong").current_dir(dir).args(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn solve_answers_every_entry_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let repeat = format!("77{}", &HARD[2..]);
    let short = &HARD[..80];
    let input = format!("{HARD}\n{repeat}\n\n{NONE}\n{short}\n{HARD}\n");
    std::fs::write(dir.path().join("in.txt"), &input).unwrap();
    let (code, _, stderr) = run(dir.path(), &["sudoku", "solve", "in.txt", "-o", "out.txt"]);
    assert_eq!(code, 1, "{stderr}");
    for message in [
        "in.txt: grid 2, line 2, column 2: digit 7 appears twice in row 1",
        "in.txt: grid 3, line 4: the puzzle has no solution",
        "in.txt: grid 4, line 5, column 81: expected 81 cells on the line, found 80",
        "3 of 5 puzzles could not be answered",
    ] {
        assert!(stderr.contains(message), "{message}: {stderr}");
    }
    let out = std::fs::read_to_string(dir.path().join("out.txt")).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    let solution = Grid::parse_line(lines[0]).unwrap();
    assert!(Grid::parse_line(HARD).unwrap().is_solved_by(&solution));
    assert_eq!(lines[1..], [repeat.as_str(), NONE, short, lines[0]]);
}

#[test]
fn solve_in_block_format_writes_a_bad_grid_back_whole() {
    let dir = tempfile::tempdir().unwrap();
    let grid = Grid::parse_line(HARD).unwrap();
    let good =
        String::from_utf8(Format::Block.text(&grid, &mut [0; MAX_TEXT_BYTES]).to_vec()).unwrap();
    // The second grid's 3rd row has a letter; its 9 rows come back as they were.
    let mut bad: Vec<String> = good.lines().map(str::to_owned).collect();
    bad[2] = bad[2].replacen('0', "x", 1);
    let bad = bad.join("\n") + "\n";
    std::fs::write(dir.path().join("in.txt"), format!("{good}\n{bad}\n{good}")).unwrap();
    let (code, _, stderr) = run(dir.path(), &["sudoku", "solve", "in.txt", "-o", "out.txt"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("grid 2, line 13, column 1: unexpected character 'x'"),
        "{stderr}"
    );
    let out = std::fs::read_to_string(dir.path().join("out.txt")).unwrap();
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), 3, "{out}");
    assert_eq!(blocks[1].to_string() + "\n", bad);
    assert_eq!(blocks[0], blocks[2].trim_end());
}

#[test]
fn rate_goes_on_after_a_bad_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    std::fs::write(
        dir.path().join("p.txt"),
        format!("{easy}\n{}\n{NONE}\n{easy}\n", &easy[..50]),
    )
    .unwrap();
    let (code, stdout, stderr) = run(dir.path(), &["sudoku", "rate", "p.txt"]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(lines[0].starts_with("1: easy"));
    assert!(lines[1].starts_with("2: not rated: grid 2, line 2"));
    assert!(lines[2].starts_with("3: not rated: grid 3, line 3"));
    assert!(lines[3].starts_with("4: easy"));
    assert!(stderr.contains("p.txt: grid 3, line 3: the puzzle has no solution"));
    let (_, stdout, _) = run(dir.path(), &["sudoku", "rate", "p.txt", "--json"]);
    let objects: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 4);
    assert!(objects[1]["error"].is_string());
    assert_eq!(objects[3]["puzzle"], 4);
}

#[test]
fn slide_batch_answers_every_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("s.txt"),
        "876543210\n12345678\n# comment\n123456870\n123456780\n",
    )
    .unwrap();
    let (code, stdout, stderr) = run(dir.path(), &["slide", "--batch", "s.txt"]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(lines[0].starts_with("876543210 30 "));
    assert_eq!(lines[1..3], ["12345678", "123456870"]);
    assert_eq!(lines[3], "123456780 0");
    assert!(stderr.contains("s.txt: state 2, line 2: "), "{stderr}");
    assert!(stderr.contains("s.txt: state 3, line 4: "), "{stderr}");
}

#[test]
fn an_input_without_entries_is_the_same_error_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("empty.txt"), "\n  \n").unwrap();
    let message = "empty.txt: nothing to answer: the input holds no entries";
    for args in [
        &["sudoku", "solve", "empty.txt", "-o", "out.txt"][..],
        &["sudoku", "rate", "empty.txt"],
        &["slide", "--batch", "empty.txt"],
    ] {
        let (code, _, stderr) = run(dir.path(), args);
        assert_eq!(code, 1, "{args:?}");
        assert_eq!(stderr, format!("jiugong: error: {message}\n"), "{args:?}");
    }
    assert!(!dir.path().join("out.txt").exists());
    // Standard input, the same way.
    for args in [
        &["sudoku", "rate", "-"][..],
        &["slide", "--batch", "-"],
        &["sudoku", "solve", "-", "-o", "-"],
    ] {
        bin("jiugong")
            .current_dir(dir.path())
            .args(args)
            .write_stdin("")
            .assert()
            .code(1)
            .stderr(
                "jiugong: error: standard input: nothing to answer: the input holds no entries\n",
            );
    }
    bin("jiugong")
        .args(["slide", "--batch", "-"])
        .write_stdin("123456780\n")
        .assert()
        .success()
        .stdout("123456780 0\n");
    bin("jiugong")
        .args(["sudoku", "rate", "-"])
        .write_stdin(format!("{MEDIUM}\n"))
        .assert()
        .success();
}

#[test]
fn headers_comments_fields_and_a_byte_order_mark_are_no_entries() {
    let dir = tempfile::tempdir().unwrap();
    // A header, a title, comments, trailing fields, a bad line in the middle, CRLF.
    let input = format!(
        "\u{feff}# my puzzles\r\nPuzzles:\r\n{HARD} 2.5\r\n\r\n# another\r\n{}\r\n{HARD}\t9.0 hard\r\n",
        &HARD[..80]
    );
    std::fs::write(dir.path().join("in.txt"), &input).unwrap();
    let (code, _, stderr) = run(dir.path(), &["sudoku", "solve", "in.txt", "-o", "out.txt"]);
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr
            .contains("in.txt: grid 2, line 6, column 81: expected 81 cells on the line, found 80"),
        "{stderr}"
    );
    assert!(
        stderr.contains("1 of 3 puzzles could not be answered"),
        "{stderr}"
    );
    let out = std::fs::read_to_string(dir.path().join("out.txt")).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!((lines[0], lines[1]), (lines[2], &HARD[..80]));
    assert!(
        Grid::parse_line(HARD)
            .unwrap()
            .is_solved_by(&Grid::parse_line(lines[0]).unwrap())
    );
    // A BOM alone before the first grid: the first grid is kept (block format too).
    let grid = Grid::parse_line(HARD).unwrap();
    let block =
        String::from_utf8(Format::Block.text(&grid, &mut [0; MAX_TEXT_BYTES]).to_vec()).unwrap();
    for text in [
        format!("\u{feff}{HARD}\n"),
        format!("\u{feff}Grid 01\n{block}\nGrid 02\n{block}"),
    ] {
        std::fs::write(dir.path().join("bom.txt"), &text).unwrap();
        let (code, out, stderr) = run(dir.path(), &["sudoku", "solve", "bom.txt", "-o", "-"]);
        assert_eq!(code, 0, "{text}: {stderr}");
        assert!(!out.is_empty() && !out.contains('\u{feff}'));
    }
}

#[test]
fn the_rated_data_set_solves_as_it_is() {
    let (code, out, stderr) = run(
        &jiugong_tests::data_path(""),
        &["sudoku", "solve", "se_rated_dev.txt", "-o", "-"],
    );
    assert_eq!(code, 0, "{stderr}");
    let entries = std::fs::read_to_string(jiugong_tests::data_path("se_rated_dev.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .count();
    assert!(entries > 5_000);
    assert_eq!(out.lines().count(), entries);
    assert!(
        out.lines()
            .all(|l| Grid::parse_line(l).is_ok_and(|g| g.is_solved()))
    );
}

#[test]
fn parse_errors_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    // Rows of nine digits without spaces are read (Project Euler's); a row that parts some
    // cells and not others is not.
    let rows = "123456789\n".repeat(9);
    for (text, message) in [
        ("1".repeat(300), "expected 81 cells on the line, found 300"),
        ("1".repeat(80), "expected 81 cells on the line, found 80"),
        (rows, "digit 1 appears twice in column 1"),
        (
            "12 3 4 5 6 7 8 9".into(),
            "two cells side by side: block format puts one space between cells",
        ),
        (
            "1  2 3 4 5 6 7 8 9".into(),
            "a space where a cell should be",
        ),
    ] {
        std::fs::write(dir.path().join("bad.txt"), &text).unwrap();
        let (code, _, stderr) = run(dir.path(), &["sudoku", "solve", "bad.txt", "-o", "-"]);
        assert_eq!(code, 1, "{stderr}");
        assert!(stderr.contains(message), "{message}: {stderr}");
    }
}

/// `slide --batch` reads its own answers back, text or JSON: the same starts, the same
/// answers.
#[test]
fn slide_batch_reads_its_own_answers() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("s.txt"),
        "8,6,7,2,5,4,3,0,1\n1 2 3 4 5 6 0 7 8\n",
    )
    .unwrap();
    for json in [false, true] {
        let json_arg: &[&str] = if json { &["--json"] } else { &[] };
        let (code, first, stderr) = run(
            dir.path(),
            &[&["slide", "--batch", "s.txt"][..], json_arg].concat(),
        );
        assert_eq!(code, 0, "{stderr}");
        std::fs::write(dir.path().join("answers.txt"), &first).unwrap();
        let (code, again, stderr) = run(
            dir.path(),
            &[&["slide", "--batch", "answers.txt"][..], json_arg].concat(),
        );
        assert_eq!(code, 0, "{json}: {stderr}");
        if json {
            assert_eq!(again, first);
        } else {
            // A start written with spaces is answered without them, so it reads back.
            assert_eq!(first.lines().nth(1), Some("123456078 2 7,8"));
            assert_eq!(again, first);
        }
    }
}

/// A line too long to be an entry (a run of `1`s 200 MB long, piped in, the process held
/// to 100 MB of address space): named, answered by a comment line that says so, never held
/// in memory nor copied to the output; the entries around it answered. A file of NUL
/// bytes (as `/dev/zero` gives) is no text, said at once.
#[test]
fn a_line_too_long_is_named_not_held_and_not_copied() {
    let dir = tempfile::tempdir().unwrap();
    for (command, good, bad) in [
        (
            "sudoku solve -",
            MEDIUM,
            "grid 2, line 2, column 1025: a line of 200,000,000 bytes is no grid",
        ),
        (
            "slide --batch -",
            "123456780",
            "state 2, line 2: 200,000,000 bytes on one line: too long for an entry",
        ),
    ] {
        let script = format!(
            "ulimit -v 100000; {{ echo {good}; head -c 200000000 /dev/zero | tr '\\0' '1'; \
             echo; echo {good}; }} | \"$0\" {command}"
        );
        let out = std::process::Command::new("sh")
            .current_dir(dir.path())
            .env("XDG_CACHE_HOME", crate::test_cache())
            .arg("-c")
            .arg(script)
            .arg(crate::bin_path("jiugong"))
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{command}: {stderr}");
        assert!(stderr.contains(bad), "{command}: {stderr}");
        let lines: Vec<&str> = stdout.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(lines.len(), 3, "{command}: {stdout}");
        assert_eq!(
            lines[1],
            "# line 2: 200,000,000 bytes on one line: too long for an entry (at most 1,024)"
        );
        assert!(stdout.len() < 1000, "{command}: nothing copied");
    }
    std::fs::write(dir.path().join("zeros.txt"), [0u8; 10_000]).unwrap();
    let (code, _, stderr) = run(dir.path(), &["sudoku", "solve", "zeros.txt"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("zeros.txt: line 1 is not UTF-8 text"),
        "{stderr}"
    );
}
