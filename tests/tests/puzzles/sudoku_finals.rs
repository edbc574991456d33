//! Document 003: the exact file format, 1,000,000 distinct valid grids through the real
//! binary, and the distinctness of the extended sequence.

use jiugong_core::figures::SHIFTED_ROWS;
use jiugong_core::sudoku::finals::{DOCUMENT_COUNT, PATTERN_COUNT, pattern_grid};
use jiugong_core::sudoku::{Finals, Format, GridParser};
use jiugong_tests::bin;
use std::collections::HashSet;

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

/// The 10,368 (row, column) patterns are pairwise different up to relabeling: with the
/// labels read back from the cells, this makes all 418,037,760 grids distinct.
#[test]
fn extended_patterns_are_pairwise_different() {
    let mut seen = HashSet::new();
    for index in 0..PATTERN_COUNT {
        let g = pattern_grid(index);
        assert!(g.is_solved());
        let mut relabel = [0u8; 10];
        let mut next = 1;
        let canon: Vec<u8> = g
            .cells()
            .iter()
            .map(|&v| {
                if relabel[v as usize] == 0 {
                    relabel[v as usize] = next;
                    next += 1;
                }
                relabel[v as usize]
            })
            .collect();
        assert!(seen.insert(canon), "pattern {index} repeats");
    }
}

/// Across the end of the document's phase and into the extended one: distinct and valid.
#[test]
fn window_across_the_document_phase_is_distinct() {
    let start = DOCUMENT_COUNT as usize - 300_000;
    let mut seen = HashSet::new();
    for (i, g) in Finals::new(9)
        .unwrap()
        .skip(start)
        .take(600_000)
        .enumerate()
    {
        assert!(g.is_solved() && g.get(0) == 9, "grid {}", start + i + 1);
        assert!(seen.insert(*g.cells()), "grid {} repeats", start + i + 1);
    }
}
