//! tdoku, the fastest published Sudoku solver (t-dillon/tdoku, BSD-2-Clause), as a peer in
//! the solver benchmark: its C entry point, built from its source by `build.rs` with the
//! feature `build` (without it, this crate is empty).

#![cfg(feature = "build")]

use std::ffi::{CStr, c_char};

unsafe extern "C" {
    fn TdokuSolverDpllTriadSimd(
        input: *const c_char,
        limit: usize,
        configuration: u32,
        solution: *mut c_char,
        num_guesses: *mut usize,
    ) -> usize;
}

/// Solutions of `puzzle` (81 characters, `1`–`9` or `.`; tdoku reads what follows the 81st
/// as the end of the puzzle when it is below `.`, as a NUL or a space is), counted up to
/// `limit`.
///
/// ```
/// let puzzle = c"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// assert_eq!(tdoku_peer::count_solutions(puzzle, 2), 1);
/// ```
pub fn count_solutions(puzzle: &CStr, limit: usize) -> usize {
    assert!(puzzle.to_bytes().len() >= 81, "a puzzle has 81 cells");
    let mut solution = [0 as c_char; 81];
    let mut guesses = 0usize;
    // SAFETY: tdoku reads the 81 cells of `puzzle` and the byte after them (a NUL at most,
    // within the C string checked above), writes at most 81 bytes to `solution` (only with a
    // limit of 1) and one usize to `guesses`; it keeps no pointer after it returns.
    unsafe {
        TdokuSolverDpllTriadSimd(
            puzzle.as_ptr(),
            limit,
            0,
            solution.as_mut_ptr(),
            &mut guesses,
        )
    }
}
