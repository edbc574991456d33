//! Simon Tatham's Solo (x-sheep/puzzles, MIT), a peer in the variants' benchmark: its
//! solver-grader and its generator, built from its source by `build.rs` with the feature
//! `build` (without it, this crate holds only [`GRADES`]).

#[cfg(feature = "build")]
use std::ffi::{CStr, CString, c_char, c_int};

#[cfg(feature = "build")]
unsafe extern "C" {
    fn solo_peer_solve(id: *const c_char, grid: *mut u8, cap: c_int) -> c_int;
    fn solo_peer_generate(
        params: *const c_char,
        seed: *const c_char,
        out: *mut c_char,
        cap: c_int,
    ) -> c_int;
}

/// Solo's grades, easiest first, as its solver names them (`solo -g`'s first word); a
/// puzzle with one solution has one of the first six.
pub const GRADES: [&str; 8] = [
    "Trivial",
    "Basic",
    "Intermediate",
    "Advanced",
    "Extreme",
    "Unreasonable",
    "Ambiguous",
    "Impossible",
];

/// Solves the game ID `id` with Solo's solver: the grade Solo gives it (an index into
/// [`GRADES`]) and the grid it reaches, row by row; `None` for an ID Solo refuses.
///
/// ```
/// let (grade, grid) = solo_peer::solve(c"2x2x:c4a4_2b3_1a1c").unwrap();
/// assert_eq!(solo_peer::GRADES[grade], "Trivial");
/// assert_eq!(&grid[..4], &[2, 1, 3, 4]); // its first row, solved
/// ```
#[cfg(feature = "build")]
pub fn solve(id: &CStr) -> Option<(usize, Vec<u8>)> {
    let mut grid = vec![0u8; 31 * 31];
    // SAFETY: Solo reads `id` up to its NUL, writes at most `grid.len()` bytes into `grid`,
    // and keeps no pointer after it returns.
    let grade = unsafe { solo_peer_solve(id.as_ptr(), grid.as_mut_ptr(), grid.len() as c_int) };
    let grade = usize::try_from(grade).ok()?;
    let cr = id
        .to_bytes()
        .split(|&b| b == b':')
        .next()
        .map_or(0, cells_across);
    grid.truncate(cr * cr);
    Some((grade, grid))
}

/// A new puzzle from Solo's generator for `params` (`3x3db`, `9jdi`, `3x3kdb` …) and the
/// random seed `seed`, as a game ID.
///
/// ```
/// let id = solo_peer::generate("2x2", "7").unwrap();
/// assert!(id.starts_with("2x2:"));
/// ```
#[cfg(feature = "build")]
pub fn generate(params: &str, seed: &str) -> Option<String> {
    let params = CString::new(params).ok()?;
    let seed = CString::new(seed).ok()?;
    let mut out = vec![0 as c_char; 8192];
    // SAFETY: Solo reads the two NUL-terminated strings, writes at most `out.len()` bytes
    // (a NUL-terminated ID) into `out`, and keeps no pointer after it returns.
    let n = unsafe {
        solo_peer_generate(
            params.as_ptr(),
            seed.as_ptr(),
            out.as_mut_ptr(),
            out.len() as c_int,
        )
    };
    let n = usize::try_from(n).ok()?;
    let bytes: Vec<u8> = out[..n].iter().map(|&c| c as u8).collect();
    String::from_utf8(bytes).ok()
}

/// The grid's side from Solo's parameters: `CxR` → C·R, `Nj` → N, `N` → N·N.
#[cfg(feature = "build")]
fn cells_across(params: &[u8]) -> usize {
    let text = String::from_utf8_lossy(params);
    let digits = |s: &str| -> usize {
        s.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or(0)
    };
    let c = digits(&text);
    let rest = &text[text.chars().take_while(char::is_ascii_digit).count()..];
    match rest.strip_prefix('x').map(digits).filter(|&r| r > 0) {
        Some(r) => c * r,
        None if rest.starts_with('j') => c,
        None => c * c,
    }
}
