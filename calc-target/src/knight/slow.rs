//! Which starts the document's search is slow from, so the screen asks before it runs one:
//! a table of every start of every board the app offers, measured with the core's own
//! search and checked start by start (`tests/tests/puzzles/knight.rs`).
//!
//! The document's search tries the 8 jumps in a fixed order and backtracks: from a6 (row 2,
//! column 0) on 8×8 it numbers 210,143,950 squares before its tour, 3.5 minutes at the app's
//! pace ([`PER_SECOND`]). Its node counts follow neither the board's symmetry (the order of
//! the jumps does not) nor any rule found, so they are measured for each start.

use crate::TICKS_PER_SECOND;
use crate::lang::knight::Phrase;
use crate::lang::number::Short;
use crate::lang::{Fill, Lang};
use crate::work::Sliced;
use jiugong_core::knight::{OwnedSearch, Square};

/// Nodes of the knight's search a second: a million.
pub const PER_SECOND: u64 = <OwnedSearch as Sliced>::PER_TICK * TICKS_PER_SECOND as u64;

/// Nodes after which the app gives up: 500 million, 8 minutes 20 seconds.
pub const MOST: u64 = <OwnedSearch as Sliced>::MOST;

/// Nodes past which a search is slow: 5 seconds at the app's pace. A start is slow when the
/// document's search from it finds no tour within this many nodes.
pub const SLOW: u64 = 5 * PER_SECOND;

/// The smallest board the tables hold; they hold every board the app offers, to 12×12.
const FIRST: u8 = 5;

/// Boards 5×5 to 12×12, open tours: bit `row · n + column` (of three words, the first's
/// lowest bit first) set when the start is slow. From a start with no open tour the search
/// never runs: its bit is clear. Every start with a tour is slow on 10×10, 11×11 and 12×12;
/// all but two on 8×8 (a7, a3), all but one on 9×9 (e1); 9 of 36 on 6×6, 21 of 25 on 7×7,
/// none on 5×5.
#[rustfmt::skip]
const OPEN: [[u64; 3]; 8] = [
    [0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 5x5: 0 slow
    [0x0000_0008_40c5_8804, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 6x6: 9 slow
    [0x0000_5155_5515_4555, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 7x7: 21 slow
    [0xffff_feff_ffff_feff, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 8x8: 62 slow
    [0x5555_5555_5555_5555, 0x0000_0000_0001_4555, 0x0000_0000_0000_0000], // 9x9: 40 slow
    [0xffff_ffff_ffff_ffff, 0x0000_000f_ffff_ffff, 0x0000_0000_0000_0000], // 10x10: 100 slow
    [0x5555_5555_5555_5555, 0x0155_5555_5555_5555, 0x0000_0000_0000_0000], // 11x11: 61 slow
    [0xffff_ffff_ffff_ffff, 0xffff_ffff_ffff_ffff, 0x0000_0000_0000_ffff], // 12x12: 144 slow
];

/// Boards 5×5 to 12×12, closed tours, as [`OPEN`] (5×5, 7×7, 9×9 and 11×11 have none):
/// every start is slow on 8×8, 10×10 and 12×12; 6×6 has 12 slow starts.
#[rustfmt::skip]
const CLOSED: [[u64; 3]; 8] = [
    [0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 5x5: 0 slow
    [0x0000_000c_44c5_8824, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 6x6: 12 slow
    [0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 7x7: 0 slow
    [0xffff_ffff_ffff_ffff, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 8x8: 64 slow
    [0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 9x9: 0 slow
    [0xffff_ffff_ffff_ffff, 0x0000_000f_ffff_ffff, 0x0000_0000_0000_0000], // 10x10: 100 slow
    [0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000], // 11x11: 0 slow
    [0xffff_ffff_ffff_ffff, 0xffff_ffff_ffff_ffff, 0x0000_0000_0000_ffff], // 12x12: 144 slow
];

/// True when the document's search for a tour of the `n`×`n` board (5 to 12) from `start`
/// takes more than [`SLOW`] nodes.
pub fn slow(n: u8, start: Square, closed: bool) -> bool {
    let table = if closed { &CLOSED } else { &OPEN };
    let i = (start.row * u32::from(n) + start.col) as usize;
    table
        .get(usize::from(n.wrapping_sub(FIRST)))
        .is_some_and(|words| words[i / 64] >> (i % 64) & 1 == 1)
}

/// Nodes of a search as the screen and the words count them, in a language: in full below
/// a million, else made short ([`Short`]): "1 node", "156,319 nodes", "12.3 M nodes";
/// "0 noeud", "156 319 noeuds"; "1234万 个节点".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nodes(pub u64, pub Lang);

impl core::fmt::Display for Nodes {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let Nodes(n, lang) = *self;
        Fill(lang, Phrase::Nodes.text(lang), &[&Short(n, lang)]).fmt(f)
    }
}
