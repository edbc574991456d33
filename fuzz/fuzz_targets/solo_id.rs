//! Simon Tatham's Solo game IDs (Sudoku's variants): an ID that parses writes back to one
//! that parses to the same puzzle, and its search (a bounded one) never panics; one that
//! does not parse says what and where.
#![no_main]

use jiugong_core::sudoku::variant::{VariantSolver, room_words, solo};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match solo::parse(&text) {
        Ok(puzzle) => {
            let mut id = String::new();
            // Every puzzle read from an ID has one (windoku by jiugong's own letter).
            solo::write(&puzzle, &mut id).expect("a puzzle read from an ID writes back");
            assert_eq!(solo::parse(&id).as_ref(), Ok(&puzzle), "{id}");
            let mut room = vec![0u16; room_words(&puzzle.layout)];
            let _ = VariantSolver::new(&puzzle.layout).count_within(
                puzzle.givens(),
                2,
                &mut room,
                10_000,
            );
        }
        Err(e) => assert!(e.to_string().contains("of the game ID")),
    }
});
