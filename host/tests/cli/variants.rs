//! Sudoku's variants on the command line: `puzzle --variant … --size …` writes Solo game IDs
//! whose one solution the tests' own rules find, and `solve` answers Solo's own puzzles
//! (`tests/data/solo`, made and solved by Solo) with Solo's solutions.

use crate::bin;
use jiugong_core::sudoku::variant::solo;
use jiugong_tests::variant::{Rules, parse_digits};
use jiugong_tests::{data_path, stdout_text};
use predicates::prelude::*;

/// Every variant and size players ask for: each puzzle printed reads back, has one
/// solution by the tests' own search, and the solution printed after it is that one.
#[test]
fn puzzles_of_every_variant_have_one_solution() {
    for (variant, size) in [
        ("classic", "4"),
        ("classic", "6"),
        ("x", "8"),
        ("windoku", "9"),
        ("jigsaw", "6"),
        ("jigsaw", "9"),
        ("jigsaw,x", "6"),
        ("killer", "6"),
        ("killer", "9"),
        ("killer,x", "4"),
        ("classic", "12"),
    ] {
        let text = stdout_text(bin("jiugong").args([
            "sudoku",
            "puzzle",
            "--variant",
            variant,
            "--size",
            size,
            "--seed",
            "61",
            "--with-solution",
        ]));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{variant} {size}: {text}");
        let puzzle = solo::parse(lines[0]).unwrap_or_else(|e| panic!("{}: {e}", lines[0]));
        let solution = solo::parse(lines[1]).unwrap();
        assert_eq!(solution.layout, puzzle.layout, "{variant} {size}");
        let rules = Rules::of(&puzzle.layout);
        assert!(rules.is_solution(solution.givens()), "{}", lines[1]);
        // The tests' plain search proves uniqueness quickly up to 9×9 with givens; 9×9
        // killer cages alone take it minutes (the core's solver, checked against Solo's
        // own killer puzzles in the puzzles tests, is what `solve` trusts there).
        let cells = puzzle.givens().len();
        if cells <= 36 || (cells <= 81 && puzzle.clues() > 0) {
            assert_eq!(rules.count(puzzle.givens(), 2), 1, "{}", lines[0]);
        }
        if variant.contains("killer") {
            assert!(puzzle.layout.cages() > 0);
        }
    }
}

/// Solo's puzzles, one game ID a line, answered by the same IDs with every cell given:
/// Solo's own solutions.
#[test]
fn solos_puzzles_are_solved_as_solo_solves_them() {
    let text = std::fs::read_to_string(data_path("solo/puzzles.tsv")).unwrap();
    let rows: Vec<(&str, &str)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut f = l.split('\t');
            (f.next().unwrap(), f.next().unwrap())
        })
        .collect();
    let ids: String = rows.iter().map(|(id, _)| format!("{id}\n")).collect();
    let out = stdout_text(
        bin("jiugong")
            .args(["sudoku", "solve", "-"])
            .write_stdin(ids),
    );
    let answers: Vec<&str> = out.lines().collect();
    assert_eq!(answers.len(), rows.len());
    for ((id, solution), answer) in rows.iter().zip(answers) {
        let solved = solo::parse(answer).unwrap_or_else(|e| panic!("{answer}: {e}"));
        assert_eq!(solved.givens(), parse_digits(solution), "{id}");
        // The same parameters: the answer is the puzzle's own ID, filled in.
        assert_eq!(answer.split(':').next(), id.split(':').next());
    }
}

/// A batch of IDs: a bad one is named with its line and written back, the rest answered.
#[test]
fn bad_ids_are_named_and_kept() {
    bin("jiugong")
        .args(["sudoku", "solve", "-"])
        .write_stdin("# Solo's\n2x2x:c4a4_2b3_1a1c\n2x2:p\n3x3:a5\n4j:p,a\n")
        .assert()
        .code(1)
        .stdout(
            predicate::str::starts_with("2x2x:")
                .and(predicate::str::contains("\n2x2:p\n3x3:a5\n4j:p,a\n")),
        )
        .stderr(
            predicate::str::contains("puzzle 2, line 3: the puzzle has more than one solution")
                .and(predicate::str::contains(
                    "puzzle 3, line 4: fewer cells than the grid has (at character 7",
                ))
                .and(predicate::str::contains(
                    "line 5: the lines between cells run short",
                )),
        );
}

#[test]
fn variant_arguments_that_cannot_be_are_usage_errors() {
    for (args, says) in [
        (
            &["--variant", "samurai"][..],
            "expected classic, x, windoku, jigsaw or killer",
        ),
        (&["--size", "7"], "--size 7 has no boxes"),
        (
            &["--variant", "windoku", "--size", "6"],
            "windoku's windows are on the 9×9 grid",
        ),
        (
            &["--variant", "killer", "--rating", "4.0"],
            "--rating does not apply",
        ),
        (
            &["--variant", "x", "--format", "line"],
            "--format line holds the givens alone",
        ),
        (&["--size", "17"], "4 to 16"),
    ] {
        bin("jiugong")
            .args(["sudoku", "puzzle"])
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
    }
}

/// `--difficulty` makes variant puzzles at that level, and `rate` reads them back at it:
/// the level of the hardest step, the same whichever of the two says it.
#[test]
fn variants_are_made_and_rated_at_a_level() {
    for (variant, size, level) in [
        ("killer", "6", "medium"),
        ("jigsaw", "9", "easy"),
        ("x", "9", "hard"),
    ] {
        let made = stdout_text(bin("jiugong").args([
            "sudoku",
            "puzzle",
            "--variant",
            variant,
            "--size",
            size,
            "--difficulty",
            level,
            "--count",
            "2",
            "--seed",
            "7",
            "--json",
        ]));
        let mut ids = String::new();
        for line in made.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["level"], level, "{line}");
            ids.push_str(v["puzzle"].as_str().unwrap());
            ids.push('\n');
        }
        let rated = stdout_text(
            bin("jiugong")
                .args(["sudoku", "rate", "--json", "-"])
                .write_stdin(ids.clone()),
        );
        for (line, id) in rated.lines().zip(ids.lines()) {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(
                (v["id"].as_str(), v["level"].as_str()),
                (Some(id), Some(level)),
                "{line}"
            );
        }
    }
}

/// `rate` on Solo's IDs: a line each, an ID without one solution named with its line.
#[test]
fn rating_ids_names_the_bad_ones() {
    bin("jiugong")
        .args(["sudoku", "rate", "-"])
        .write_stdin("2x2:a1e4_3e4a\n2x2:p\n")
        .assert()
        .code(1)
        .stdout("1: easy (hidden single, 1.2; 4 clues)\n2: not rated: the puzzle has more than one solution\n")
        .stderr(predicate::str::contains("puzzle 2, line 2: the puzzle has more than one solution"));
}

/// `rate --steps` on a Solo ID: a numbered line a step; the singles, filled in as they
/// say (`4 at r3c2`), make a grid the test's own rules call solved.
#[test]
fn rating_with_steps_lists_the_path() {
    let id = "2x3:d2a2d1a5b1b3b4a4d5a6d";
    let puzzle = solo::parse(id).unwrap();
    let text = stdout_text(
        bin("jiugong")
            .args(["sudoku", "rate", "--steps", "-"])
            .write_stdin(id),
    );
    let mut lines = text.lines();
    assert!(lines.next().unwrap().starts_with("1: easy ("), "{text}");
    let mut grid = puzzle.givens().to_vec();
    for (i, line) in lines.enumerate() {
        let (number, step) = line.trim_start().split_once(". ").unwrap();
        assert_eq!(number, (i + 1).to_string(), "{line}");
        // `hidden single (1.2) in row 2: 5 at r2c3`
        let (_, placed) = step.rsplit_once(": ").unwrap();
        let (digit, cell) = placed.split_once(" at r").unwrap();
        let (r, c) = cell.split_once('c').unwrap();
        let at = (r.parse::<usize>().unwrap() - 1) * 6 + c.parse::<usize>().unwrap() - 1;
        assert_eq!(grid[at], 0, "{line}");
        grid[at] = digit.parse().unwrap();
    }
    assert!(Rules::of(&puzzle.layout).is_solution(&grid), "{text}");
    let v: serde_json::Value = serde_json::from_str(&stdout_text(
        bin("jiugong")
            .args(["sudoku", "rate", "--steps", "--json", "-"])
            .write_stdin(id),
    ))
    .unwrap();
    assert_eq!(
        v["steps"].as_array().unwrap().len(),
        text.lines().count() - 1
    );
}

/// The rows of givens of a block as written (after its `givens` heading), read by the
/// test itself: digits 1-9 and letters A-G, `.` for empty.
fn block_rows(block: &str, n: usize) -> Vec<u8> {
    let rows = block.lines().skip_while(|l| *l != "givens").skip(1).take(n);
    parse_digits(&rows.collect::<String>().to_lowercase())
}

/// A killer block typed as a player would (cages by their cells), solved in the same
/// format: the givens' rows full and keeping the rules; a second, broken block named by
/// the file's own line, and written back as read.
#[test]
fn blocks_are_solved_as_blocks() {
    let typed = "# a 4×4 killer, typed\n\
                 killer 4x4\n\
                 givens\n\
                 . . . .\n\
                 . . . .\n\
                 . . . .\n\
                 . . . .\n\
                 cages\n\
                 8 r1c1 r2c1 r3c1\n\
                 3 r1c2 r1c3\n\
                 9 r1c4 r2c4 r3c4\n\
                 4 r2c2 r2c3\n\
                 6 r3c2 r3c3\n\
                 10 r4c1 r4c2 r4c3 r4c4\n\
                 \n\
                 x 4x4\n\
                 givens\n\
                 1...\n\
                 ..7.\n\
                 ....\n\
                 ....\n";
    let out = bin("jiugong")
        .args(["sudoku", "solve", "-"])
        .write_stdin(typed)
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "puzzle 2, line 19: `7` is no symbol of this grid",
        ));
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let (first, second) = text.split_once("\n\n").unwrap();
    assert!(first.starts_with("killer 4x4\ngivens\n"), "{first}");
    let puzzle = jiugong_core::sudoku::variant::text::parse(first).unwrap();
    let solution = block_rows(first, 4);
    assert!(Rules::of(&puzzle.layout).is_solution(&solution), "{first}");
    assert_eq!(puzzle.layout.cage_sum(5), 10);
    assert!(
        second.starts_with("x 4x4\ngivens\n1...\n..7.\n"),
        "{second}"
    );
}

/// One line of givens on every classic size: a 16×16 made as a line, solved as a line of
/// 256 symbols that keeps the rules, and rated; a line for killer refused.
#[test]
fn lines_of_every_size() {
    let made = stdout_text(bin("jiugong").args([
        "sudoku",
        "puzzle",
        "--size",
        "16",
        "--format",
        "line",
        "--difficulty",
        "easy",
        "--seed",
        "3",
    ]));
    assert_eq!(made.trim_end().chars().count(), 256, "{made}");
    let solved = stdout_text(
        bin("jiugong")
            .args(["sudoku", "solve", "-"])
            .write_stdin(made.clone()),
    );
    let solution = parse_digits(&solved.trim_end().to_lowercase());
    let layout = jiugong_core::sudoku::variant::Layout::classic(16).unwrap();
    assert!(Rules::of(&layout).is_solution(&solution), "{solved}");
    let rated = stdout_text(
        bin("jiugong")
            .args(["sudoku", "rate", "-"])
            .write_stdin(made),
    );
    assert!(rated.starts_with("1: easy ("), "{rated}");
    bin("jiugong")
        .args([
            "sudoku",
            "puzzle",
            "--variant",
            "killer",
            "--format",
            "line",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--format line holds the givens alone",
        ));
}
