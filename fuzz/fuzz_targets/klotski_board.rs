//! Klotski (华容道) boards as text: one that parses writes back to text that parses to the
//! same board; one that does not says what and where.
#![no_main]

use jiugong_core::klotski::Board;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Board::parse(&text) {
        Ok(board) => {
            let again = board.to_string();
            assert_eq!(Board::parse(&again).as_ref(), Ok(&board), "{again}");
            let _ = board.is_solved();
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
