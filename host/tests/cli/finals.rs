//! Document 003 through the real binaries: `sudoku -c` writes the exact file format, and
//! 1,000,000 distinct valid grids.

use crate::bin;
use jiugong_core::figures::SHIFTED_ROWS;
use jiugong_core::sudoku::{Format, GridParser};
use std::collections::HashSet;

#[test]
fn exact_bytes_of_three_grids() {
    let dir = tempfile::tempdir().unwrap();
    bin("sudoku")
        .current_dir(dir.path())
        .args(["-c", "3"])
        .assert()
        .success()
        .stdout("")
        .stderr("");
    let text = std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap();
    // First row 1..9; rows shifted left by 3, 6, 1, 4, 7, 2, 5, 8; then rows 8–9 swapped,
    // then rows 7–9 in order 7, 9, 8 → 8, 7, 9 (the document's order).
    let base = SHIFTED_ROWS;
    let grid = |last: [usize; 3]| {
        let mut rows: Vec<&str> = base[..6].to_vec();
        rows.extend(last.iter().map(|&r| base[r]));
        rows.join("\n") + "\n"
    };
    let expected = [grid([6, 7, 8]), grid([6, 8, 7]), grid([7, 6, 8])].join("\n");
    assert_eq!(text, expected);
}

#[test]
fn a_million_distinct_valid_grids_through_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    bin("sudoku")
        .current_dir(dir.path())
        .args(["-c", "1000000", "--first", "4"])
        .assert()
        .success();
    let text = std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap();
    assert_eq!(text.len(), 1_000_000 * 163 - 1);
    let grids = read_strict(&text);
    assert_eq!(grids.len(), 1_000_000);
    let mut seen = HashSet::with_capacity(grids.len());
    for (i, g) in grids.iter().enumerate() {
        assert_eq!(g[0], 4, "grid {}", i + 1);
        let grid = jiugong_core::sudoku::Grid::from_cells(*g).unwrap();
        assert!(grid.is_solved(), "grid {}", i + 1);
        assert!(seen.insert(*g), "grid {} repeats", i + 1);
    }
}

/// Reads a document-003 file strictly: 9 rows of 17 characters, one empty line between
/// grids, no trailing spaces, nothing after the last grid's newline.
fn read_strict(text: &str) -> Vec<[u8; 81]> {
    let mut parser = GridParser::new(Format::Block);
    let mut grids = Vec::new();
    for (i, line) in text.split_terminator('\n').enumerate() {
        let expect_blank = i % 10 == 9;
        if expect_blank {
            assert_eq!(
                line,
                "",
                "line {}: expected the empty line between grids",
                i + 1
            );
        } else {
            assert_eq!(line.len(), 17, "line {}: {line:?}", i + 1);
            assert!(!line.ends_with(' '));
        }
        if let Some(g) = parser.feed(line).unwrap() {
            grids.push(*g.cells());
        }
    }
    assert!(text.ends_with("\n") && !text.ends_with("\n\n"));
    parser.finish().unwrap();
    grids
}
