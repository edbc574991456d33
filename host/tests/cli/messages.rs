//! Messages that say what is true, through the real binaries: counts past 255, sizes past a
//! byte, budgets as hard limits with their defaults named, arguments that do not apply
//! refused, a bare command answered in one line, no temporary name in an error, no
//! trailing space in an answer.

use crate::{bin, stdout_text};

fn run(binary: &str, args: &[&str]) -> (i32, String, String) {
    let out = bin(binary).args(args).output().unwrap();
    (
        out.status.code().expect("an exit status"),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Asserts the run exits with `code` and says `message` on stderr, in one line.
fn says(binary: &str, args: &[&str], code: i32, message: &str) {
    let (status, _, stderr) = run(binary, args);
    assert_eq!(status, code, "{args:?}: {stderr}");
    assert!(stderr.contains(message), "{args:?}: {message}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
}

#[test]
fn numbers_as_given() {
    says(
        "jiugong",
        &["slide", "--size", "256x3", "--from", "1"],
        2,
        "a 256×3 board",
    );
    says(
        "jiugong",
        &["star", "--polygon", "300/2"],
        2,
        "{300/2} is not a star",
    );
    says(
        "jiugong",
        &["knight", "--start", "-1,0"],
        2,
        "squares are 0-based",
    );
}

#[test]
fn budgets_are_hard_limits_and_defaults_say_so() {
    says(
        "jiugong",
        &["knight", "--budget", "0"],
        2,
        "at least 1 node",
    );
    // 4×9 has open tours that the document's search does not find quickly (the column
    // construction builds one at once).
    says(
        "jiugong",
        &[
            "knight", "--size", "4x9", "--method", "seed", "--budget", "100,000",
        ],
        1,
        "gave up after 100,000 nodes (--budget 100,000)",
    );
    says(
        "jiugong",
        &["knight", "--size", "5x5", "--count", "--budget", "1000"],
        1,
        "gave up after 1,000 nodes (--budget 1,000)",
    );
    // The start is the first node of an optimal sliding search too.
    for (budget, said) in [("10", "10"), ("1000", "1,000")] {
        says(
            "jiugong",
            &[
                "slide",
                "--size",
                "3x3",
                "--from",
                "8,6,7,2,5,4,3,0,1",
                "--budget",
                budget,
            ],
            1,
            &format!("gave up after {said} nodes (--budget {said})"),
        );
    }
    // The default: a few seconds' search, named as the default, with the way to more (the
    // star's is the same words, from the same `cli::gave_up`).
    says(
        "jiugong",
        &["knight", "--size", "3x999", "--method", "seed"],
        1,
        "(the default budget; --budget NODES for a longer search)",
    );
}

#[test]
fn arguments_that_do_not_apply_are_refused() {
    says(
        "sudoku",
        &["-s", "x.txt", "--first", "3"],
        2,
        "'--first <D>'",
    );
    says(
        "jiugong",
        &["knight", "--count", "--start", "0,0"],
        2,
        "'--start <SQUARE>'",
    );
    says(
        "jiugong",
        &["knight", "--count", "--method", "seed"],
        2,
        "'--method <METHOD>'",
    );
    for rating in ["0.5", "12"] {
        says(
            "jiugong",
            &["sudoku", "puzzle", "--rating", rating],
            2,
            "SE ratings run from 1.0",
        );
    }
}

#[test]
fn a_bare_command_is_one_line() {
    says(
        "jiugong",
        &[],
        2,
        "which command? sudoku, knight, star, slide, klotski, sim, cache, completions or man (try 'jiugong --help')",
    );
    says(
        "jiugong",
        &["sudoku"],
        2,
        "which command? finals, solve, puzzle, rate or stats (try 'jiugong sudoku --help')",
    );
}

/// A usage error offers the help of the command it is about, and keeps clap's tip for a
/// misspelt name.
#[test]
fn usage_errors_point_to_their_commands_help() {
    says(
        "jiugong",
        &["sudoku", "finals", "-c", "0"],
        2,
        "(try 'jiugong sudoku finals --help')",
    );
    says(
        "jiugong",
        &["sudoku", "finls"],
        2,
        "unrecognized subcommand 'finls'; tip: a similar subcommand exists: 'finals' (try 'jiugong sudoku --help')",
    );
    says(
        "jiugong",
        &["knight", "--sise", "5x5"],
        2,
        "tip: a similar argument exists: '--size' (try 'jiugong knight --help')",
    );
    says("sudoku", &["-c", "0"], 2, "(try 'sudoku --help')");
}

#[test]
fn no_temporary_name_in_an_error() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the output's folder should be: no temporary file can be made there.
    std::fs::write(dir.path().join("afile"), "").unwrap();
    let (status, _, stderr) = {
        let out = bin("jiugong")
            .current_dir(dir.path())
            .args(["sudoku", "finals", "-c", "1", "-o", "afile/x.txt"])
            .output()
            .unwrap();
        (
            out.status.code().unwrap(),
            (),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    assert_eq!(status, 1);
    assert!(
        stderr.contains("cannot write afile/x.txt: Not a directory"),
        "{stderr}"
    );
    assert!(!stderr.contains(".tmp"), "{stderr}");
}

#[test]
fn singular_counts_and_no_trailing_space() {
    // A Klotski board already solved, with one empty cell.
    let (status, out, stderr) = run(
        "jiugong",
        &["klotski", "--from", "BCDE/FGHI/JKLM/NAAO/.AAP"],
    );
    assert_eq!(status, 0, "{stderr}");
    assert!(out.contains("(piece moves; 1 position searched)"), "{out}");
    assert!(stderr.contains("this board has 1 empty cell;"), "{stderr}");
    // A sliding start that is the goal: zero moves, no space after them.
    let goal = "1,2,3,4,5,6,7,8,0";
    let text = stdout_text(bin("jiugong").args(["slide", "--size", "3x3", "--from", goal]));
    assert!(text.lines().all(|l| !l.ends_with(' ')), "{text:?}");
    let batch = stdout_text(
        bin("jiugong")
            .args(["slide", "--size", "3x3", "--batch", "-"])
            .write_stdin(format!("{goal}\n")),
    );
    assert_eq!(batch, format!("{goal} 0\n"));
    // One node given to --fast's weighted searches: "after 1 node".
    let fast = stdout_text(bin("jiugong").args([
        "slide",
        "--fast",
        "--budget",
        "1",
        "--from",
        "8,6,7,2,5,4,3,0,1",
    ]));
    assert!(
        fast.contains("the weighted searches gave up after 1 node)"),
        "{fast}"
    );
}

/// A `--json` run that fails says so on stdout too, as one JSON object a program can read
/// (the line on stderr stays).
#[test]
fn json_runs_that_fail_answer_in_json() {
    for (args, status, says) in [
        (
            &["slide", "--json", "--from", "1,2,3,4,5,6,8,7,0"][..],
            1,
            "permutation parities differ",
        ),
        (
            &["klotski", "--json", "--layout", "nope"],
            2,
            "no layout is named 'nope'",
        ),
        (
            &["sudoku", "rate", "--json", "no-such-file.txt"],
            1,
            "cannot read no-such-file.txt",
        ),
        // No answer, though nothing was wrong: no tour, no solution, the budget spent.
        (
            &["knight", "--size", "4x4", "--json"],
            1,
            "no open tour exists on 4×4",
        ),
        (
            &["knight", "--size", "5x5", "--closed", "--json"],
            1,
            "no closed tour exists on 5×5",
        ),
        (
            &["knight", "--budget", "1", "--json"],
            1,
            "gave up after 1 node (--budget 1)",
        ),
        (
            &["klotski", "--from", "AABB/AAKK/CDEF/GHLL/GHMM", "--json"],
            1,
            "no solution: the 2×2 block can never reach the exit",
        ),
        // Values clap refuses, and words it does not know.
        (
            &["knight", "--json", "--method", "nosuch"],
            2,
            "invalid value 'nosuch' for '--method <METHOD>'",
        ),
        (
            &["star", "--json", "--polygon", "13/2"],
            2,
            "is not a star this game is played on",
        ),
        (
            &["sudoku", "puzzle", "--json", "--clues", "0"],
            2,
            "'0' is not a number of clues",
        ),
        (
            &["sudoku", "stats", "--json", "--trials", "0"],
            2,
            "'0' is not a number of trials",
        ),
        (&["sudoku", "--json"], 2, "unexpected argument '--json'"),
    ] {
        let (code, stdout, stderr) = run("jiugong", args);
        assert_eq!(code, status, "{args:?}: {stderr}");
        let v: serde_json::Value =
            serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"));
        assert_eq!(v["status"], status, "{v}");
        assert!(v["error"].as_str().unwrap().contains(says), "{v}");
        assert!(stderr.contains(says), "{stderr}");
    }
    // Without --json, stdout stays empty.
    let (_, stdout, _) = run("jiugong", &["slide", "--from", "1,2,3,4,5,6,8,7,0"]);
    assert_eq!(stdout, "");
}

/// What is wrong, said as it is: a number too long to read is too large, not "not a whole
/// number"; a range offers only what is taken; a digit is not offered thousands
/// separators; a UTF-16 file is named so, not "no entries".
#[test]
fn values_out_of_reach_and_files_in_other_encodings() {
    let huge = "99999999999999999999";
    says(
        "jiugong",
        &["knight", "--size", &format!("{huge}x3")],
        2,
        &format!("{huge} is far too large"),
    );
    says(
        "jiugong",
        &["slide", "--size", &format!("{huge}x3"), "--from", "1"],
        2,
        "board is out of range: width and height must be 2..=5",
    );
    says(
        "jiugong",
        &["knight", "--budget", &format!("{huge}000")],
        2,
        "write 1 to 18,446,744,073,709,551,615",
    );
    says(
        "jiugong",
        &["sudoku", "finals", "-c", "5", "--first", "a"],
        2,
        "'a' is not a digit: write 1 to 9 (try",
    );
    let dir = tempfile::tempdir().unwrap();
    let utf16: Vec<u8> = "\u{feff}123456780\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    std::fs::write(dir.path().join("states.txt"), utf16).unwrap();
    for args in [&["slide", "--batch"][..], &["sudoku", "solve"]] {
        let mut command = bin("jiugong");
        command.args(args).arg(dir.path().join("states.txt"));
        let out = command.output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("line 1 is not UTF-8 text (UTF-16, or not text at all)"),
            "{args:?}: {stderr}"
        );
    }
}

/// `--quiet` leaves the answer alone: no summary line on stderr either.
#[test]
fn quiet_runs_say_nothing_but_the_answer() {
    let (status, stdout, stderr) = run("jiugong", &["-q", "knight", "--size", "5x5"]);
    assert_eq!(status, 0);
    assert_eq!(stdout.lines().count(), 5, "{stdout}");
    assert_eq!(stderr, "");
}
