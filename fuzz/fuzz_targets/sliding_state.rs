//! Sliding-puzzle states: the first byte picks a board of 2..=5 × 2..=5, the rest is the
//! state's text. A state that parses holds every tile once; one that does not says why.
#![no_main]

use jiugong_core::sliding::{Board, Size};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(shape) = Size::new(2 + pick % 4, 2 + (pick / 4) % 4) else {
        panic!("every 2..=5 × 2..=5 board is a shape");
    };
    let text = String::from_utf8_lossy(rest);
    match Board::parse(shape, &text) {
        Ok(board) => {
            let mut seen = [false; 25];
            for &t in board.cells() {
                assert!(!seen[t as usize], "tile {t} twice");
                seen[t as usize] = true;
            }
            assert_eq!(board.cells().len(), shape.cells());
            let _ = board.can_reach(&Board::goal(shape));
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
