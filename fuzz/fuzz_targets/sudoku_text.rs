//! Sudoku text in both formats: any bytes, fed line by line to the streaming parser as a
//! file would be (and to the one-line parser, and to the solver's count from one line,
//! which must agree with it). Every grid it yields is valid; every error names a grid, a
//! line and a column inside the text, and says what is wrong.
#![no_main]

use jiugong_core::sudoku::{Format, Grid, GridParser, Solver};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = text.split('\n').count();
    let parsers = [
        GridParser::new(Format::Block),
        GridParser::new(Format::Line),
        GridParser::detecting(),
    ];
    for mut parser in parsers {
        let mut errors = 0;
        for line in text.split('\n') {
            match parser.feed(line) {
                Ok(Some(grid)) => assert!(grid.is_valid()),
                Ok(None) => {}
                Err(e) => {
                    errors += 1;
                    assert!((1..=lines + 1).contains(&e.line), "{e:?}");
                    assert!(e.column >= 1 && e.grid >= 1, "{e:?}");
                    assert!(!e.to_string().is_empty());
                }
            }
        }
        if let Err(e) = parser.finish() {
            assert!(!e.to_string().is_empty());
        }
        assert!(parser.grids() >= errors);
    }
    let parsed = Grid::parse_line(&text);
    match parsed {
        Ok(grid) => assert!(grid.is_valid()),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    let mut solver = Solver::new();
    let counted = parsed.map(|grid| solver.count_solutions(&grid, 2));
    assert_eq!(solver.count_line_solutions(&text, 2), counted);
});
