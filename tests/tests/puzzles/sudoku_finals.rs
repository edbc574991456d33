//! Document 003: the distinctness of the extended sequence of solved grids (the file the
//! binaries write is `jiugong`'s CLI tests').

use jiugong_core::sudoku::Finals;
use jiugong_core::sudoku::finals::{DOCUMENT_COUNT, PATTERN_COUNT, pattern_grid};
use std::collections::HashSet;

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
