//! Variant puzzles as text (Sudoku's variants): a block that parses writes back to one that
//! parses to the same puzzle, and is graded (its steps never panic); a one-line puzzle the
//! same; what does not parse says what and on which line.
#![no_main]

use jiugong_core::sudoku::Level;
use jiugong_core::sudoku::variant::{VariantSolver, text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    match text::parse(&input) {
        Ok(puzzle) => {
            let mut block = String::new();
            text::write(&puzzle, &mut block).expect("a block writes");
            assert_eq!(text::parse(&block).as_ref(), Ok(&puzzle), "{block}");
            let _ = VariantSolver::new(&puzzle.layout).grade(puzzle.givens(), Level::Expert);
        }
        Err(e) => assert!(e.to_string().contains("(line ")),
    }
    if let Ok(puzzle) = text::parse_line(&input) {
        let mut line = String::new();
        text::write_line(&puzzle, &mut line).expect("a line writes");
        assert_eq!(text::parse_line(&line).as_ref(), Ok(&puzzle), "{line}");
    }
});
