//! The command line's values: board sizes (`WxH`), squares (`R,C` or a chess name, placed
//! on a board), the pentagram's `ROW,COL`, star polygons (`N/K`) and point names. Each
//! either parses to something usable or is refused with a typed error that says why.
#![no_main]

use jiugong::knight::{parse_size, parse_square};
use jiugong::star::{PointArg, parse_polygon, parse_row_col, resolve};
use jiugong_core::knight::Size;
use jiugong_core::star::Star;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let board = match parse_size(&text) {
        Ok(size) => {
            assert!(size.squares() >= 1);
            size
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            Size::new(8, 8).unwrap_or_else(|| unreachable!())
        }
    };
    match parse_square(&text) {
        Ok(square) => match square.resolve(board) {
            Ok(s) => assert!(board.contains(s)),
            Err(e) => assert!(!e.to_string().is_empty()),
        },
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    let star = match parse_polygon(&text) {
        Ok((n, k)) => Star::polygon(n, k).ok(),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            None
        }
    };
    let pentagram = Star::pentagram();
    if let Ok(arg) = parse_row_col(&text) {
        match resolve(&pentagram, true, &arg) {
            Ok(p) => assert!(p < pentagram.points()),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    let name = PointArg::Name(text.to_string());
    for (s, is_pentagram) in [(Some(pentagram), true), (star, false)] {
        if let Some(s) = s {
            match resolve(&s, is_pentagram, &name) {
                Ok(p) => assert!(p < s.points()),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }
});
