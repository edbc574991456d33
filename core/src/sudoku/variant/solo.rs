//! Simon Tatham's Solo game IDs, read and written as Solo's own `decode_params`,
//! `encode_params`, `validate_desc` and `new_game_desc` do, so that a puzzle goes between
//! Solo and jiugong unchanged.
//!
//! An ID is `PARAMS:DESC`.
//!
//! * `PARAMS`: `CxR`, boxes of C rows and R columns (`3x3`, `2x3` for 6×6); `Nj`, a jigsaw
//!   of N; then `x` for X's diagonals and `k` for killer. Symmetry and difficulty letters
//!   (`r2`, `m4`, `a`, `db`, `du` …) are read and passed over, as Solo does; an unknown
//!   letter too. jiugong adds `w` for windoku's windows (9×9), which Solo has not: Solo
//!   passes over it and reads a classic puzzle, with more than one solution.
//! * `DESC`: the givens row by row: a digit (its number, as many figures as it has), `a` to
//!   `z` for 1 to 26 empty cells, `_` between two digits. A jigsaw adds `,` and its pieces;
//!   killer adds `,` and its cages, then `,` and their sums as a second grid (each sum in
//!   its cage's first cell in reading order). Pieces and cages are written as the lines
//!   between cells: the `N(N-1)` inner vertical lines row by row, then the inner horizontal
//!   ones column by column, each run of cells not divided written `a` to `y` (1 to 25),
//!   `_` for none, `z` for 25 with no line after it.
//!
//! A killer grid with a cell outside every cage or a cage of one cell has no Solo ID: Solo
//! refuses them.

use core::fmt;

use super::layout::{At, Layout, LayoutError, MAX_CAGES, MAX_CELLS, MAX_N, Trees};
use super::puzzle::VariantPuzzle;

/// What is wrong with a game ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoloErrorKind {
    /// No `:` between the parameters and the puzzle.
    NoColon,
    /// `#`: a random seed, from which Solo makes a puzzle; not a puzzle.
    Seed,
    /// The parameters give no size.
    NoSize,
    /// A grid of this many symbols: this takes 2 to 16.
    Size(u32),
    /// X's diagonals on a grid smaller than 4×4.
    XTooSmall,
    /// Windoku's windows (`w`, jiugong's letter) off the 9×9 grid.
    WindowsNeedNine,
    /// A character that has no meaning there.
    Character(char),
    /// A number outside its range (1 to N for a digit, 1 to N·N·N for a sum).
    Number(u32),
    /// Fewer cells than the grid has.
    TooFewCells,
    /// More cells than the grid has.
    TooManyCells,
    /// The lines between cells run short.
    TooFewLines,
    /// The lines between cells run past the grid.
    TooManyLines,
    /// A `,` and this part were expected.
    Expected(&'static str),
    /// Text after the puzzle's last part.
    Trailing,
    /// The jigsaw's pieces or the killer's cages break a rule.
    Layout(LayoutError),
    /// A cage of a single cell, or of more cells than digits (Solo's cages hold 2 to N).
    CageSize(At),
    /// A cage with no sum in it.
    NoSum(At),
    /// A cage with two sums in it.
    TwoSums(At),
}

/// What is wrong with a game ID, and where: the character (0-based) where it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoloError {
    /// What.
    pub kind: SoloErrorKind,
    /// Where: a character offset in the ID.
    pub at: usize,
}

impl fmt::Display for SoloErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SoloErrorKind::NoColon => f.write_str("no ':' between the parameters and the puzzle"),
            SoloErrorKind::Seed => f.write_str("a random seed ('#'), not a puzzle"),
            SoloErrorKind::NoSize => f.write_str("the parameters give no size (3x3, 2x3, 9j …)"),
            SoloErrorKind::Size(n) => write!(f, "a grid of {n} symbols: 2 to 16 are read"),
            SoloErrorKind::XTooSmall => f.write_str("X's diagonals need a grid of 4×4 or more"),
            SoloErrorKind::WindowsNeedNine => {
                f.write_str("windoku's windows ('w') are on the 9×9 grid")
            }
            SoloErrorKind::Character(c) => write!(f, "'{}' has no meaning here", c.escape_debug()),
            SoloErrorKind::Number(v) => write!(f, "{v} is out of range"),
            SoloErrorKind::TooFewCells => f.write_str("fewer cells than the grid has"),
            SoloErrorKind::TooManyCells => f.write_str("more cells than the grid has"),
            SoloErrorKind::TooFewLines => f.write_str("the lines between cells run short"),
            SoloErrorKind::TooManyLines => f.write_str("the lines between cells run past the grid"),
            SoloErrorKind::Expected(what) => write!(f, "',' and {what} expected"),
            SoloErrorKind::Trailing => f.write_str("more after the puzzle's end"),
            SoloErrorKind::Layout(e) => write!(f, "{e}"),
            SoloErrorKind::CageSize(at) => write!(
                f,
                "the cage starting at {at} has too few or too many cells (2 to the grid's size)"
            ),
            SoloErrorKind::NoSum(at) => write!(f, "the cage starting at {at} has no sum"),
            SoloErrorKind::TwoSums(at) => write!(f, "the cage starting at {at} has two sums"),
        }
    }
}

impl fmt::Display for SoloError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at character {} of the game ID)",
            self.kind,
            self.at + 1
        )
    }
}

impl core::error::Error for SoloError {}

/// Why a puzzle has no Solo game ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotSolo {
    /// A cell in no cage, or a cage of one cell.
    LooseCells,
    /// Killer on a grid of more than 9 symbols.
    BigKiller,
    /// The writer failed.
    Write,
}

impl fmt::Display for NotSolo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotSolo::LooseCells => "Solo's killer puts every cell in a cage of 2 or more",
            NotSolo::BigKiller => "Solo's killer grids are 9×9 at most",
            NotSolo::Write => "the output could not be written",
        })
    }
}

impl core::error::Error for NotSolo {}

/// Reads a Solo game ID (surrounding blanks ignored).
///
/// ```
/// use jiugong_core::sudoku::variant::solo;
/// // A 6×6 puzzle of Solo's (boxes of 2 rows and 3 columns).
/// let puzzle = solo::parse("2x3:d2a2d1a5b1b3b4a4d5a6d")?;
/// assert_eq!((puzzle.layout.n(), puzzle.layout.box_shape()), (6, Some((2, 3))));
/// assert_eq!(&puzzle.givens()[..6], &[0, 0, 0, 0, 2, 0]);
/// let err = solo::parse("3x3:a5").unwrap_err();
/// assert_eq!(err.to_string(), "fewer cells than the grid has (at character 7 of the game ID)");
/// # Ok::<(), solo::SoloError>(())
/// ```
pub fn parse(id: &str) -> Result<VariantPuzzle, SoloError> {
    let id = id.trim();
    let err = |kind, at| SoloError { kind, at };
    if let Some(i) = id.find('#') {
        return Err(err(SoloErrorKind::Seed, char_at(id, i)));
    }
    let colon = id
        .find(':')
        .ok_or(err(SoloErrorKind::NoColon, char_at(id, id.len())))?;
    let params = parse_params(&id[..colon])?;
    let n = params.n;
    let cells = n * n;
    let mut d = Desc {
        text: id,
        i: colon + 1,
    };
    let mut givens = [0u8; MAX_CELLS];
    d.grid(&mut givens[..cells], n as u32)?;
    let mut layout = if params.jigsaw {
        d.comma("the jigsaw's pieces")?;
        let start = d.i;
        let mut regions = [0u8; MAX_CELLS];
        // Each piece the cells the lines' union-find joined: joined, unchecked.
        d.lines(n, &mut regions)?;
        Layout::joined_jigsaw(n as u8, &regions[..cells])
            .map_err(|e| err(SoloErrorKind::Layout(e), char_at(id, start)))?
    } else {
        Layout::boxes(params.rows, params.cols)
            .map_err(|_| err(SoloErrorKind::Size(n as u32), 0))?
    };
    if params.x {
        layout = layout
            .with_diagonals()
            .map_err(|_| err(SoloErrorKind::XTooSmall, 0))?;
    }
    if params.windows {
        layout = layout
            .with_windows()
            .map_err(|_| err(SoloErrorKind::WindowsNeedNine, 0))?;
    }
    if params.killer {
        d.cages(n, &mut layout)?;
    }
    if d.i < id.len() {
        return Err(err(SoloErrorKind::Trailing, char_at(id, d.i)));
    }
    let mut puzzle = VariantPuzzle::new(layout);
    puzzle.givens_mut().copy_from_slice(&givens[..cells]);
    Ok(puzzle)
}

impl Desc<'_> {
    /// Killer's cages after the grid: the cells' cages (each of 2 to `n` cells), then their
    /// sums, each given in one of its cells; set on `layout`.
    fn cages(&mut self, n: usize, layout: &mut Layout) -> Result<(), SoloError> {
        let err = |kind, at| SoloError { kind, at };
        let cells = n * n;
        self.comma("the cages")?;
        let start = self.i;
        let mut cage = [0u8; MAX_CELLS];
        // Each cage the cells the lines' union-find joined: joined, unchecked below.
        let cages = self.lines(n, &mut cage)?;
        if cages > MAX_CAGES {
            return Err(err(
                SoloErrorKind::Layout(LayoutError::TooManyCages),
                char_at(self.text, start),
            ));
        }
        // Solo's classes are 0-based; the layout's cages 1-based.
        let mut size = [0u16; MAX_CELLS];
        for c in &mut cage[..cells] {
            *c += 1;
            size[usize::from(*c)] += 1;
        }
        let first = |k: u8| cage.iter().position(|&c| c == k).unwrap_or(0);
        let at = |cell: usize| At {
            cell: cell as u8,
            n: n as u8,
        };
        if let Some(k) = (1..=cages).find(|&k| !(2..=n as u16).contains(&size[k])) {
            return Err(err(
                SoloErrorKind::CageSize(at(first(k as u8))),
                char_at(self.text, start),
            ));
        }
        self.comma("the cages' sums")?;
        let start = self.i;
        let mut clues = [0u8; MAX_CELLS];
        let mut wide = [0u16; MAX_CELLS];
        self.grid_wide(&mut wide[..cells], (n * cells) as u32)?;
        let mut sums = [0u16; MAX_CAGES];
        for cell in 0..cells {
            let k = usize::from(cage[cell]);
            if wide[cell] > 0 {
                if sums[k - 1] > 0 {
                    return Err(err(
                        SoloErrorKind::TwoSums(at(first(k as u8))),
                        char_at(self.text, start),
                    ));
                }
                sums[k - 1] = wide[cell];
                clues[cell] = 1;
            }
        }
        if let Some(k) = (1..=cages).find(|&k| sums[k - 1] == 0) {
            return Err(err(
                SoloErrorKind::NoSum(at(first(k as u8))),
                char_at(self.text, start),
            ));
        }
        layout
            .set_joined_cages(&cage[..cells], &sums[..cages])
            .map_err(|e| err(SoloErrorKind::Layout(e), char_at(self.text, start)))?;
        Ok(())
    }
}

/// Writes `puzzle` as a Solo game ID.
///
/// ```
/// use jiugong_core::sudoku::variant::{Layout, VariantPuzzle, solo};
/// let mut puzzle = VariantPuzzle::new(Layout::classic(4)?.with_diagonals()?);
/// puzzle.givens_mut()[0] = 1;
/// puzzle.givens_mut()[1] = 2;
/// puzzle.givens_mut()[15] = 4;
/// let mut id = String::new();
/// solo::write(&puzzle, &mut id)?;
/// assert_eq!(id, "2x2x:1_2m4");
/// assert_eq!(solo::parse(&id)?, puzzle);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn write(puzzle: &VariantPuzzle, out: &mut impl fmt::Write) -> Result<(), NotSolo> {
    let layout = &puzzle.layout;
    let n = usize::from(layout.n());
    let cells = n * n;
    let killer = layout.cages() > 0;
    if killer {
        if n > 9 {
            return Err(NotSolo::BigKiller);
        }
        let mut size = [0u8; MAX_CAGES];
        for c in 0..cells {
            match layout.cage_of(c) {
                Some(k) => size[k] += 1,
                None => return Err(NotSolo::LooseCells),
            }
        }
        if size[..layout.cages()].contains(&1) {
            return Err(NotSolo::LooseCells);
        }
    }
    let jigsaw = match layout.box_shape() {
        Some((r, c)) if r >= 2 && c >= 2 => {
            write!(out, "{r}x{c}").map_err(|_| NotSolo::Write)?;
            false
        }
        _ => {
            write!(out, "{n}j").map_err(|_| NotSolo::Write)?;
            true
        }
    };
    let w = |r: fmt::Result| r.map_err(|_| NotSolo::Write);
    if layout.has_diagonals() {
        w(out.write_char('x'))?;
    }
    if killer {
        w(out.write_char('k'))?;
    }
    if layout.has_windows() {
        w(out.write_char('w'))?;
    }
    w(out.write_char(':'))?;
    w(write_grid(
        out,
        puzzle.givens().iter().map(|&d| u16::from(d)),
    ))?;
    if jigsaw {
        w(out.write_char(','))?;
        w(write_lines(out, n, |c| layout.region_of(c)))?;
    }
    if killer {
        w(out.write_char(','))?;
        w(write_lines(out, n, |c| {
            layout.cage_of(c).map_or(0, |k| k as u8)
        }))?;
        w(out.write_char(','))?;
        let mut seen = [false; MAX_CAGES];
        let sums = (0..cells).map(|c| match layout.cage_of(c) {
            Some(k) if !seen[k] => {
                seen[k] = true;
                layout.cage_sum(k)
            }
            _ => 0,
        });
        w(write_grid(out, sums))?;
    }
    Ok(())
}

/// Solo's grid text: digits, runs of empty cells as letters, `_` between two digits.
fn write_grid(out: &mut impl fmt::Write, values: impl Iterator<Item = u16>) -> fmt::Result {
    let mut run = 0u32;
    let mut wrote = false;
    for v in values {
        if v == 0 {
            run += 1;
            continue;
        }
        if run > 0 {
            while run > 0 {
                let k = run.min(26);
                out.write_char(char::from(b'a' + k as u8 - 1))?;
                run -= k;
            }
        } else if wrote {
            out.write_char('_')?;
        }
        write!(out, "{v}")?;
        wrote = true;
    }
    while run > 0 {
        let k = run.min(26);
        out.write_char(char::from(b'a' + k as u8 - 1))?;
        run -= k;
    }
    Ok(())
}

/// The two cells on either side of inner line `pos` of an `n`×`n` grid (Solo's order).
fn line_cells(n: usize, pos: usize) -> (usize, usize) {
    if pos < n * (n - 1) {
        let (y, x) = (pos / (n - 1), pos % (n - 1));
        (y * n + x, y * n + x + 1)
    } else {
        let (x, y) = (pos / (n - 1) - n, pos % (n - 1));
        (y * n + x, (y + 1) * n + x)
    }
}

/// Solo's block structure: the lines between cells of different `class`es.
fn write_lines(out: &mut impl fmt::Write, n: usize, class: impl Fn(usize) -> u8) -> fmt::Result {
    let lines = 2 * n * (n - 1);
    let mut run = 0;
    for pos in 0..=lines {
        let edge = pos == lines || {
            let (a, b) = line_cells(n, pos);
            class(a) != class(b)
        };
        if edge {
            while run > 25 {
                out.write_char('z')?;
                run -= 25;
            }
            out.write_char(if run > 0 {
                char::from(b'a' + run as u8 - 1)
            } else {
                '_'
            })?;
            run = 0;
        } else {
            run += 1;
        }
    }
    Ok(())
}

/// The parameters that matter for a puzzle.
struct Params {
    n: usize,
    rows: u8,
    cols: u8,
    jigsaw: bool,
    x: bool,
    killer: bool,
    windows: bool,
}

/// Solo's `decode_params`: a number, `x` and a number, then letters.
fn parse_params(text: &str) -> Result<Params, SoloError> {
    let b = text.as_bytes();
    let mut i = 0;
    let number = |i: &mut usize| {
        let start = *i;
        let mut v: u32 = 0;
        while *i < b.len() && b[*i].is_ascii_digit() {
            v = v.saturating_mul(10).saturating_add(u32::from(b[*i] - b'0'));
            *i += 1;
        }
        (*i > start).then_some(v)
    };
    let err = |kind, at| SoloError { kind, at };
    let mut c = number(&mut i).ok_or(err(SoloErrorKind::NoSize, 0))?;
    let mut r = c;
    let mut seen_r = false;
    if i < b.len() && b[i] == b'x' {
        i += 1;
        r = number(&mut i).unwrap_or(0);
        seen_r = true;
    }
    let (mut jigsaw, mut x, mut killer, mut windows) = (false, false, false, false);
    while i < b.len() {
        match b[i] {
            b'j' => {
                if seen_r {
                    c = c.saturating_mul(r);
                }
                r = 1;
                jigsaw = true;
            }
            b'x' => x = true,
            b'k' => killer = true,
            b'w' => windows = true,
            b'd' if i + 1 < b.len() && b"tbiaeu".contains(&b[i + 1]) => i += 1,
            _ => {} // symmetry, its number, or a letter Solo passes over too
        }
        i += 1;
    }
    let n = c.saturating_mul(r);
    if c < 2 || r < 1 || !(2..=MAX_N as u32).contains(&n) {
        return Err(err(SoloErrorKind::Size(n), 0));
    }
    // Boxes one cell wide or tall are Solo's jigsaw marker (`r == 1`).
    let jigsaw = jigsaw || r == 1;
    Ok(Params {
        n: n as usize,
        rows: c as u8,
        cols: r as u8,
        jigsaw,
        x,
        killer,
        windows,
    })
}

/// The character offset of byte `i` of `text`.
fn char_at(text: &str, i: usize) -> usize {
    text.get(..i).map_or(i, |s| s.chars().count())
}

/// The description being read: the ID and a byte position in it.
struct Desc<'a> {
    text: &'a str,
    i: usize,
}

impl Desc<'_> {
    fn err(&self, kind: SoloErrorKind) -> SoloError {
        SoloError {
            kind,
            at: char_at(self.text, self.i),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.i).copied()
    }

    /// The character at the position, for an error.
    fn here(&self) -> char {
        self.text[self.i..].chars().next().unwrap_or(' ')
    }

    fn comma(&mut self, what: &'static str) -> Result<(), SoloError> {
        if self.peek() != Some(b',') {
            return Err(self.err(SoloErrorKind::Expected(what)));
        }
        self.i += 1;
        Ok(())
    }

    /// A grid of digits 1 to `range`.
    fn grid(&mut self, out: &mut [u8], range: u32) -> Result<(), SoloError> {
        let mut wide = [0u16; MAX_CELLS];
        self.grid_wide(&mut wide[..out.len()], range)?;
        for (o, &v) in out.iter_mut().zip(&wide) {
            *o = v as u8;
        }
        Ok(())
    }

    /// A grid of numbers 1 to `range` (Solo's `validate_grid_desc` and `spec_to_grid`).
    fn grid_wide(&mut self, out: &mut [u16], range: u32) -> Result<(), SoloError> {
        let mut k = 0;
        while let Some(ch) = self.peek() {
            match ch {
                b',' => break,
                b'a'..=b'z' => {
                    let run = usize::from(ch - b'a' + 1);
                    if k + run > out.len() {
                        return Err(self.err(SoloErrorKind::TooManyCells));
                    }
                    out[k..k + run].fill(0);
                    k += run;
                    self.i += 1;
                }
                b'_' => self.i += 1,
                b'1'..=b'9' => {
                    let start = self.i;
                    let mut v: u32 = 0;
                    while let Some(d @ b'0'..=b'9') = self.peek() {
                        v = v.saturating_mul(10).saturating_add(u32::from(d - b'0'));
                        self.i += 1;
                    }
                    if v > range {
                        self.i = start;
                        return Err(self.err(SoloErrorKind::Number(v)));
                    }
                    if k == out.len() {
                        self.i = start;
                        return Err(self.err(SoloErrorKind::TooManyCells));
                    }
                    out[k] = v as u16;
                    k += 1;
                }
                _ => return Err(self.err(SoloErrorKind::Character(self.here()))),
            }
        }
        if k < out.len() {
            return Err(self.err(SoloErrorKind::TooFewCells));
        }
        Ok(())
    }

    /// Solo's block structure (`spec_to_dsf`): each cell's class (0-based, by first cell in
    /// reading order) into `class`; the number of classes.
    fn lines(&mut self, n: usize, class: &mut [u8; MAX_CELLS]) -> Result<usize, SoloError> {
        let cells = n * n;
        let lines = 2 * n * (n - 1);
        let mut trees = Trees::new(cells);
        let mut pos = 0;
        while let Some(ch) = self.peek() {
            let run = match ch {
                b',' => break,
                b'_' => 0,
                b'a'..=b'z' => usize::from(ch - b'a' + 1),
                _ => return Err(self.err(SoloErrorKind::Character(self.here()))),
            };
            for _ in 0..run {
                if pos >= lines {
                    return Err(self.err(SoloErrorKind::TooManyLines));
                }
                let (a, b) = line_cells(n, pos);
                trees.join(a, b);
                pos += 1;
            }
            if run != 26 {
                pos += 1;
            }
            self.i += 1;
        }
        if pos != lines + 1 {
            return Err(self.err(if pos > lines + 1 {
                SoloErrorKind::TooManyLines
            } else {
                SoloErrorKind::TooFewLines
            }));
        }
        let mut number = [u8::MAX; MAX_CELLS];
        let mut classes = 0;
        for (c, slot) in class.iter_mut().enumerate().take(cells) {
            let r = trees.root(c);
            if number[r] == u8::MAX {
                number[r] = classes as u8;
                classes += 1;
            }
            *slot = number[r];
        }
        Ok(classes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::String;

    fn round_trip(id: &str) {
        let puzzle = parse(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut again = String::new();
        write(&puzzle, &mut again).unwrap();
        assert_eq!(again, id);
        // Cages read from Solo's lines are joined, as the check they were spared says.
        let layout = &puzzle.layout;
        let cage: std::vec::Vec<u8> = (0..layout.cells())
            .map(|c| layout.cage_of(c).map_or(0, |k| k as u8 + 1))
            .collect();
        let sums: std::vec::Vec<u16> = (0..layout.cages()).map(|k| layout.cage_sum(k)).collect();
        assert_eq!(layout.clone().set_cages(&cage, &sums), Ok(()), "{id}");
        // So are the pieces of a jigsaw.
        if layout.is_jigsaw() {
            let pieces: std::vec::Vec<u8> =
                (0..layout.cells()).map(|c| layout.region_of(c)).collect();
            assert!(Layout::jigsaw(layout.n(), &pieces).is_ok(), "{id}");
        }
    }

    #[test]
    fn solos_own_ids_read_and_write_back() {
        // Made by Solo's generator (the vendored source): one of each kind; the rest are
        // the tests' (`tests/data/solo`).
        round_trip("2x3:d2a2d1a5b1b3b4a4d5a6d");
        round_trip("2x2x:c4a4_2b3_1a1c");
        round_trip("6jx:e2e3b3a4b5a1b6e3e,cc_c_dc_c_aa_aa_aa_cddb");
        round_trip(
            "2x3k:zj,aa_a___a__ba__a___a_aa_aa___a___a_b_aa_a_,7a7a6_8_16a7_3f9a9a7a6_6_4_10a7c7b7a",
        );
    }

    #[test]
    fn lines_come_back_as_they_were() {
        let mut text = String::new();
        let layout = Layout::boxes(3, 3).unwrap();
        write_lines(&mut text, 9, |c| layout.region_of(c)).unwrap();
        let mut d = Desc { text: &text, i: 0 };
        let mut class = [0u8; MAX_CELLS];
        assert_eq!(d.lines(9, &mut class).unwrap(), 9);
        for (c, &k) in class.iter().enumerate().take(81) {
            assert_eq!(k, layout.region_of(c));
        }
    }

    #[test]
    fn bad_ids_say_what_and_where() {
        let kind = |id: &str| parse(id).unwrap_err();
        assert_eq!(kind("3x3").kind, SoloErrorKind::NoColon);
        assert_eq!(kind("3x3#1234").kind, SoloErrorKind::Seed);
        assert_eq!(kind("x:abc").kind, SoloErrorKind::NoSize);
        assert_eq!(kind("5x5:a").kind, SoloErrorKind::Size(25));
        assert_eq!(kind("2x2:a5l").kind, SoloErrorKind::Number(5));
        assert_eq!(kind("2x2:a5l").at, 5);
        assert_eq!(kind("2x2:p1").kind, SoloErrorKind::TooManyCells);
        assert_eq!(kind("2x2:p!").kind, SoloErrorKind::Character('!'));
        assert_eq!(
            kind("4j:p").kind,
            SoloErrorKind::Expected("the jigsaw's pieces")
        );
        assert_eq!(kind("2x2:p,").kind, SoloErrorKind::Trailing);
        assert_eq!(kind("4j:p,a").kind, SoloErrorKind::TooFewLines);
    }
}
