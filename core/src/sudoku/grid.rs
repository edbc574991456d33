//! The 9×9 grid, its rules and its two text formats.
//!
//! * **Block format** (document 003's `sudoku.txt`): 9 lines of 9 digits separated by one
//!   space, `0` for an empty cell, one empty line between two grids.
//! * **Line format** (the published puzzle collections): one grid per line, 81 characters,
//!   `0` or `.` for an empty cell.

use core::fmt;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// A Sudoku grid: 81 cells in row-major order, each `0` (empty) or a digit `1..=9`.
///
/// A `Grid` always holds values in `0..=9`; it may contain conflicts (use
/// [`Grid::first_conflict`] or [`Grid::is_valid`]) — a parsed grid never does.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

/// The kind of unit a conflict or a technique refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// A row, 0-based.
    Row(u8),
    /// A column, 0-based.
    Column(u8),
    /// A 3×3 box, 0-based, numbered row-major.
    Box(u8),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Column(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// Two equal digits in one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: u8,
    /// The unit holding it twice.
    pub unit: Unit,
    /// The cell (0..81) of the first occurrence.
    pub first: u8,
    /// The cell (0..81) of the second occurrence.
    pub second: u8,
}

/// The row (0..9) of a cell index.
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (0..9) of a cell index.
#[inline]
pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

/// The box (0..9, row-major) of a cell index.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The 27 units as lists of cell indices: rows 0..9, columns 9..18, boxes 18..27.
pub const UNITS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            units[18 + i][j] = ((i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
};

/// The [`Unit`] for an index into [`UNITS`].
pub const fn unit_of_index(index: usize) -> Unit {
    match index {
        0..=8 => Unit::Row(index as u8),
        9..=17 => Unit::Column((index - 9) as u8),
        _ => Unit::Box((index - 18) as u8),
    }
}

impl Default for Grid {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// Builds a grid from 81 values, row-major; `None` if a value is above 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Grid> {
        cells.iter().all(|&v| v <= 9).then_some(Grid { cells })
    }

    /// A grid from values known to be in `0..=9` (crate-internal constants and copies).
    pub(crate) const fn from_trusted(cells: [u8; CELLS]) -> Grid {
        Grid { cells }
    }

    /// Sets a cell to a value taken from another grid (so already in `0..=9`).
    #[inline]
    pub(crate) fn put(&mut self, cell: usize, value: u8) {
        debug_assert!(value <= 9);
        self.cells[cell] = value;
    }

    /// Replaces every value `v` by `f(v)`; `f` must map `0..=9` into `0..=9`.
    pub(crate) fn map_cells(&mut self, f: impl Fn(u8) -> u8) {
        for v in self.cells.iter_mut() {
            *v = f(*v);
            debug_assert!(*v <= 9);
        }
    }

    /// Exchanges the values of two cells.
    #[inline]
    pub fn swap_cells(&mut self, a: usize, b: usize) {
        self.cells.swap(a, b);
    }

    /// The 81 values, row-major, `0` for empty.
    #[inline]
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value at `cell` (0..81): `0` for empty.
    #[inline]
    pub const fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The value at row `r`, column `c` (0-based).
    #[inline]
    pub const fn at(&self, r: usize, c: usize) -> u8 {
        self.cells[r * 9 + c]
    }

    /// Sets `cell` (0..81) to `value` (`0` clears it). Values above 9 are refused.
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) -> Result<(), BadValue> {
        if value > 9 {
            return Err(BadValue(value));
        }
        self.cells[cell] = value;
        Ok(())
    }

    /// Number of filled cells.
    pub fn clue_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// True when no cell is empty.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The first pair of equal digits in a row, column or box (units in the order rows,
    /// columns, boxes), or `None`.
    pub fn first_conflict(&self) -> Option<Conflict> {
        for (index, unit) in UNITS.iter().enumerate() {
            let mut seen = [0u8; 10]; // cell + 1 of the first occurrence
            for &cell in unit {
                let d = self.cells[cell as usize] as usize;
                if d == 0 {
                    continue;
                }
                if seen[d] != 0 {
                    return Some(Conflict {
                        digit: d as u8,
                        unit: unit_of_index(index),
                        first: seen[d] - 1,
                        second: cell,
                    });
                }
                seen[d] = cell + 1;
            }
        }
        None
    }

    /// True when no digit repeats in a row, column or box.
    pub fn is_valid(&self) -> bool {
        self.first_conflict().is_none()
    }

    /// True when the grid is complete and valid: a solved Sudoku.
    pub fn is_solved(&self) -> bool {
        self.is_complete() && self.is_valid()
    }

    /// True when `solution` is solved and agrees with every filled cell of `self`.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .cells
                .iter()
                .zip(solution.cells.iter())
                .all(|(&g, &s)| g == 0 || g == s)
    }

    /// The grid in line format (81 characters, `empty` for empty cells), for `Display`.
    pub fn line(&self, empty: char) -> LineFormat<'_> {
        LineFormat { grid: self, empty }
    }

    /// The grid in block format (9 lines, digits separated by a space), for `Display`.
    /// Each line ends with `\n`.
    pub fn block(&self) -> BlockFormat<'_> {
        BlockFormat { grid: self }
    }

    /// Writes the block format of a *complete or partial* grid into `out` as bytes: exactly
    /// [`BLOCK_BYTES`] bytes, each of the 9 rows ending in `\n`. This is the fast path for
    /// writing millions of grids.
    pub fn write_block(&self, out: &mut [u8; BLOCK_BYTES]) {
        for r in 0..9 {
            let line = &mut out[r * 18..r * 18 + 18];
            for c in 0..9 {
                line[c * 2] = b'0' + self.cells[r * 9 + c];
                line[c * 2 + 1] = b' ';
            }
            line[17] = b'\n';
        }
    }

    /// Writes only the 81 digits of the block format into `out`, leaving the spaces and
    /// newlines that an earlier [`Grid::write_block`] put there: the fastest way to write
    /// many grids into a reused buffer.
    #[inline]
    pub fn write_block_digits(&self, out: &mut [u8; BLOCK_BYTES]) {
        for (line, row) in out.chunks_exact_mut(18).zip(self.cells.chunks_exact(9)) {
            for (pair, &v) in line.chunks_exact_mut(2).zip(row.iter()) {
                pair[0] = b'0' + v;
            }
        }
    }

    /// Writes the line format into `out`: 81 bytes, `empty` for empty cells.
    pub fn write_line(&self, out: &mut [u8; CELLS], empty: u8) {
        for (o, &v) in out.iter_mut().zip(self.cells.iter()) {
            *o = if v == 0 { empty } else { b'0' + v };
        }
    }

    /// Parses one grid in line format: 81 cells, digits `1..=9`, `0` or `.` for empty.
    /// Surrounding whitespace is ignored. Errors name line 1 and the column.
    pub fn parse_line(text: &str) -> Result<Grid, ParseError> {
        let mut parser = GridParser::new(Format::Line);
        match parser.feed(text.trim_end_matches(['\r', '\n']))? {
            Some(g) => Ok(g),
            None => Err(parser.error(1, ParseErrorKind::MissingRows { found: 0 })),
        }
    }

    /// Parses one grid in block format (9 lines of 9 cells separated by spaces).
    pub fn parse_block(text: &str) -> Result<Grid, ParseError> {
        let mut parser = GridParser::new(Format::Block);
        let mut grid = None;
        for line in text.lines() {
            if let Some(g) = parser.feed(line)? {
                if grid.is_some() {
                    return Err(parser.error(parser.line, ParseErrorKind::ExtraText));
                }
                grid = Some(g);
            }
        }
        parser.finish()?;
        grid.ok_or(parser.error(parser.line, ParseErrorKind::MissingRows { found: 0 }))
    }
}

/// A value that is not `0..=9`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadValue(pub u8);

impl fmt::Display for BadValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a Sudoku value (0..=9)", self.0)
    }
}

impl core::error::Error for BadValue {}

/// Bytes of one grid in block format: 9 rows of 17 characters and a newline.
pub const BLOCK_BYTES: usize = 9 * 18;

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.line('.'))
    }
}

/// Line-format view of a grid, from [`Grid::line`].
pub struct LineFormat<'a> {
    grid: &'a Grid,
    empty: char,
}

impl fmt::Display for LineFormat<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; CELLS];
        self.grid.write_line(&mut buf, b'0');
        for (&b, &v) in buf.iter().zip(self.grid.cells.iter()) {
            if v == 0 {
                fmt::Write::write_char(f, self.empty)?;
            } else {
                fmt::Write::write_char(f, b as char)?;
            }
        }
        Ok(())
    }
}

/// Block-format view of a grid, from [`Grid::block`].
pub struct BlockFormat<'a> {
    grid: &'a Grid,
}

impl fmt::Display for BlockFormat<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; BLOCK_BYTES];
        self.grid.write_block(&mut buf);
        // Only ASCII digits, spaces and newlines were written.
        f.write_str(core::str::from_utf8(&buf).map_err(|_| fmt::Error)?)
    }
}

/// The two text formats of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// 9 lines of 9 digits separated by a space; grids separated by an empty line.
    Block,
    /// One grid per line, 81 characters.
    Line,
}

impl core::str::FromStr for Format {
    type Err = crate::name::UnknownName;

    /// `grid` or `block` (document 003's block format), or `line`.
    fn from_str(s: &str) -> Result<Format, Self::Err> {
        if s.eq_ignore_ascii_case("grid") || s.eq_ignore_ascii_case("block") {
            Ok(Format::Block)
        } else if s.eq_ignore_ascii_case("line") {
            Ok(Format::Line)
        } else {
            Err(crate::name::UnknownName {
                expected: "grid (or block) or line",
            })
        }
    }
}

impl Format {
    /// Guesses the format from the first non-empty line of a file: a line of 81 or more
    /// characters with no space between cells is line format, anything else block format.
    pub fn detect(first_line: &str) -> Format {
        let t = first_line.trim();
        if t.contains(char::is_whitespace) || t.chars().count() < CELLS {
            Format::Block
        } else {
            Format::Line
        }
    }
}

/// What was wrong with a grid's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A character that is not a digit, `.`, or (in block format) a single space.
    BadChar(char),
    /// A line holds the wrong number of cells.
    WrongCellCount {
        /// Cells expected on the line (9 or 81).
        expected: u8,
        /// Cells found.
        found: u8,
    },
    /// In block format, cells not separated by exactly one space.
    BadSeparator,
    /// The text ended (or an empty line came) before the grid had its 9 rows.
    MissingRows {
        /// Rows read.
        found: u8,
    },
    /// In block format, a 10th row where an empty line should separate two grids.
    ExtraText,
    /// A digit appears twice in one unit.
    Repeated {
        /// The digit.
        digit: u8,
        /// Where it repeats.
        unit: Unit,
    },
}

/// A parse error: which grid (1-based), where (1-based line and column of the text), what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The grid's number in the text, from 1.
    pub grid: usize,
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters), from 1.
    pub column: usize,
    /// What was wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "grid {}, line {}, column {}: ",
            self.grid, self.line, self.column
        )?;
        match self.kind {
            ParseErrorKind::BadChar(c) => {
                write!(
                    f,
                    "unexpected character {c:?}: expected a digit, '0' or '.'"
                )
            }
            ParseErrorKind::WrongCellCount { expected, found } => {
                write!(f, "expected {expected} cells on the line, found {found}")
            }
            ParseErrorKind::BadSeparator => {
                write!(f, "cells must be separated by exactly one space")
            }
            ParseErrorKind::MissingRows { found } => {
                write!(f, "grid ends after {found} rows, expected 9")
            }
            ParseErrorKind::ExtraText => {
                write!(f, "expected an empty line between two grids")
            }
            ParseErrorKind::Repeated { digit, unit } => {
                write!(f, "digit {digit} appears twice in {unit}")
            }
        }
    }
}

impl core::error::Error for ParseError {}

/// A streaming parser: feed it the text line by line (without the line ending) and it yields
/// each grid as soon as it is complete. It keeps one grid in memory, so a file of any length
/// parses in constant memory.
///
/// After an error the parser carries on with the next grid, so one bad grid in a file is not
/// a bad file: the broken grid keeps its number, and in block format the lines up to the next
/// empty line still belong to it ([`entry_open`](Self::entry_open) says when it has ended).
#[derive(Clone, Debug)]
pub struct GridParser {
    format: Format,
    line: usize,
    grids: usize,
    rows: u8,
    skipping: bool,
    first_row_line: usize,
    cells: [u8; CELLS],
    columns: [u16; CELLS],
}

impl GridParser {
    /// A parser for the given format.
    pub fn new(format: Format) -> Self {
        GridParser {
            format,
            line: 0,
            grids: 0,
            rows: 0,
            skipping: false,
            first_row_line: 0,
            cells: [0; CELLS],
            columns: [0; CELLS],
        }
    }

    /// The format being parsed.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Number of grids completed so far, broken ones included.
    pub fn grids(&self) -> usize {
        self.grids
    }

    /// True while the lines fed so far end inside a grid: a grid being read, or (block
    /// format) a broken one whose lines run on to the next empty line.
    pub fn entry_open(&self) -> bool {
        self.rows != 0 || self.skipping
    }

    fn error(&self, line: usize, kind: ParseErrorKind) -> ParseError {
        ParseError {
            grid: self.grids + 1,
            line,
            column: 1,
            kind,
        }
    }

    fn error_at(&self, line: usize, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError {
            column,
            ..self.error(line, kind)
        }
    }

    /// Feeds the next line (a trailing `\r` is ignored). Returns a grid when this line
    /// completed one.
    pub fn feed(&mut self, line: &str) -> Result<Option<Grid>, ParseError> {
        self.line += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let blank = line.trim().is_empty();
        if self.skipping {
            self.skipping = !blank;
            return Ok(None);
        }
        let fed = match self.format {
            Format::Line => self.feed_line_format(line),
            Format::Block => self.feed_block_format(line),
        };
        if fed.is_err() {
            // The broken grid counts as one; a block's remaining rows belong to it.
            self.grids += 1;
            self.rows = 0;
            self.skipping = self.format == Format::Block && !blank;
        }
        fed
    }

    /// Call at the end of the text: an unfinished grid is an error.
    pub fn finish(&self) -> Result<(), ParseError> {
        if self.rows != 0 {
            return Err(self.error(
                self.line + 1,
                ParseErrorKind::MissingRows { found: self.rows },
            ));
        }
        Ok(())
    }

    fn feed_line_format(&mut self, line: &str) -> Result<Option<Grid>, ParseError> {
        let text = line.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let lead = line.len() - line.trim_start().len();
        let mut n = 0usize;
        for (col, ch) in text.chars().enumerate() {
            let column = lead + col + 1;
            let v = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                c => return Err(self.error_at(self.line, column, ParseErrorKind::BadChar(c))),
            };
            if n == CELLS {
                return Err(self.error_at(
                    self.line,
                    column,
                    ParseErrorKind::WrongCellCount {
                        expected: CELLS as u8,
                        found: text.chars().count().min(255) as u8,
                    },
                ));
            }
            self.cells[n] = v;
            self.columns[n] = column as u16;
            n += 1;
        }
        if n < CELLS {
            return Err(self.error_at(
                self.line,
                lead + n + 1,
                ParseErrorKind::WrongCellCount {
                    expected: CELLS as u8,
                    found: n as u8,
                },
            ));
        }
        let line = self.line;
        self.complete(|_| line)
    }

    fn feed_block_format(&mut self, line: &str) -> Result<Option<Grid>, ParseError> {
        let text = line.trim_end();
        if text.is_empty() {
            if self.rows != 0 {
                return Err(self.error(self.line, ParseErrorKind::MissingRows { found: self.rows }));
            }
            return Ok(None);
        }
        if self.rows == 9 {
            return Err(self.error(self.line, ParseErrorKind::ExtraText));
        }
        if self.rows == 0 {
            self.first_row_line = self.line;
        }
        let row = self.rows as usize;
        let mut n = 0usize;
        let mut expect_cell = true;
        for (col, ch) in text.chars().enumerate() {
            let column = col + 1;
            if ch == ' ' {
                if expect_cell {
                    return Err(self.error_at(self.line, column, ParseErrorKind::BadSeparator));
                }
                expect_cell = true;
                continue;
            }
            let v = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                c => return Err(self.error_at(self.line, column, ParseErrorKind::BadChar(c))),
            };
            if !expect_cell {
                return Err(self.error_at(self.line, column, ParseErrorKind::BadSeparator));
            }
            if n == 9 {
                let found = text.split(' ').filter(|s| !s.is_empty()).count();
                return Err(self.error_at(
                    self.line,
                    column,
                    ParseErrorKind::WrongCellCount {
                        expected: 9,
                        found: found.min(255) as u8,
                    },
                ));
            }
            self.cells[row * 9 + n] = v;
            self.columns[row * 9 + n] = column as u16;
            n += 1;
            expect_cell = false;
        }
        if n < 9 {
            return Err(self.error_at(
                self.line,
                text.chars().count() + 1,
                ParseErrorKind::WrongCellCount {
                    expected: 9,
                    found: n as u8,
                },
            ));
        }
        self.rows += 1;
        if self.rows < 9 {
            return Ok(None);
        }
        let first = self.first_row_line;
        self.complete(|cell| first + row_of(cell))
    }

    /// Checks the buffered grid for repeated digits and hands it out.
    fn complete(&mut self, line_of: impl Fn(usize) -> usize) -> Result<Option<Grid>, ParseError> {
        let grid = Grid { cells: self.cells };
        if let Some(conflict) = grid.first_conflict() {
            let cell = conflict.second as usize;
            return Err(self.error_at(
                line_of(cell),
                self.columns[cell] as usize,
                ParseErrorKind::Repeated {
                    digit: conflict.digit,
                    unit: conflict.unit,
                },
            ));
        }
        self.grids += 1;
        self.rows = 0;
        Ok(Some(grid))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "123456789456789123789123456234567891567891234891234567345678912678912345912345678";

    #[test]
    fn line_round_trip() {
        let g = Grid::parse_line(SOLVED).unwrap();
        assert!(g.is_solved());
        let mut buf = [0u8; CELLS];
        g.write_line(&mut buf, b'.');
        assert_eq!(&buf[..], SOLVED.as_bytes());
    }

    #[test]
    fn block_bytes_exact() {
        let g = Grid::parse_line(SOLVED).unwrap();
        let mut buf = [0u8; BLOCK_BYTES];
        g.write_block(&mut buf);
        let text = core::str::from_utf8(&buf).unwrap();
        assert!(text.starts_with("1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2 3\n"));
        assert!(text.ends_with("9 1 2 3 4 5 6 7 8\n"));
        let mut reused = [0u8; BLOCK_BYTES];
        Grid::EMPTY.write_block(&mut reused);
        g.write_block_digits(&mut reused);
        assert_eq!(reused, buf);
        assert_eq!(Grid::parse_block(text).unwrap(), g);
    }

    #[test]
    fn dots_and_zeros_are_empty() {
        let mut s = [b'.'; 81];
        s[0] = b'5';
        s[80] = b'0';
        let g = Grid::parse_line(core::str::from_utf8(&s).unwrap()).unwrap();
        assert_eq!(g.clue_count(), 1);
        assert_eq!(g.get(0), 5);
    }

    #[test]
    fn errors_name_the_place() {
        let mut s = [b'.'; 81];
        s[10] = b'x';
        let e = Grid::parse_line(core::str::from_utf8(&s).unwrap()).unwrap_err();
        assert_eq!((e.line, e.column), (1, 11));
        assert_eq!(e.kind, ParseErrorKind::BadChar('x'));

        let e = Grid::parse_line(&SOLVED[..80]).unwrap_err();
        assert_eq!(
            e.kind,
            ParseErrorKind::WrongCellCount {
                expected: 81,
                found: 80
            }
        );

        let mut s = [b'.'; 81];
        s[0] = b'4';
        s[8] = b'4';
        let e = Grid::parse_line(core::str::from_utf8(&s).unwrap()).unwrap_err();
        assert_eq!(e.column, 9);
        assert_eq!(
            e.kind,
            ParseErrorKind::Repeated {
                digit: 4,
                unit: Unit::Row(0)
            }
        );
    }

    #[test]
    fn block_errors() {
        let e = Grid::parse_block("1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 16));
        assert!(matches!(e.kind, ParseErrorKind::WrongCellCount { .. }));
        let e = Grid::parse_block("1  2 3 4 5 6 7 8 9\n").unwrap_err();
        assert_eq!(
            (e.line, e.column, e.kind),
            (1, 3, ParseErrorKind::BadSeparator)
        );
        let e = Grid::parse_block("1 2 3 4 5 6 7 8 9\n").unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::MissingRows { found: 1 });
        // Column conflict: a 1 at row 2, column 1.
        let e = Grid::parse_block(
            "1 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n1 0 0 0 0 0 0 0 0\n\
             0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n\
             0 0 0 0 0 0 0 0 0\n",
        )
        .unwrap_err();
        assert_eq!((e.grid, e.line, e.column), (1, 4, 1));
        assert_eq!(
            e.kind,
            ParseErrorKind::Repeated {
                digit: 1,
                unit: Unit::Column(0)
            }
        );
    }

    #[test]
    fn streaming_counts_grids() {
        let g = Grid::parse_line(SOLVED).unwrap();
        let mut buf = [0u8; BLOCK_BYTES];
        g.write_block(&mut buf);
        let one = core::str::from_utf8(&buf).unwrap();
        let mut p = GridParser::new(Format::Block);
        let mut n = 0;
        for _ in 0..3 {
            for l in one.lines() {
                if p.feed(l).unwrap().is_some() {
                    n += 1;
                }
            }
            assert_eq!(p.feed("").unwrap(), None);
        }
        p.finish().unwrap();
        assert_eq!(n, 3);
    }

    #[test]
    fn detect_format() {
        assert_eq!(Format::detect(SOLVED), Format::Line);
        assert_eq!(Format::detect("1 2 3 4 5 6 7 8 9"), Format::Block);
    }

    #[test]
    fn units_cover_each_cell_three_times() {
        let mut count = [0u8; CELLS];
        for u in UNITS.iter() {
            for &c in u {
                count[c as usize] += 1;
            }
        }
        assert!(count.iter().all(|&n| n == 3));
        for (i, u) in UNITS.iter().enumerate().skip(18) {
            assert!(u.iter().all(|&c| box_of(c as usize) == i - 18));
        }
    }

    #[test]
    fn the_parser_carries_on_after_a_bad_grid() {
        let row = "1 2 3 4 5 6 7 8 9";
        let good = "1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2 3\n7 8 9 1 2 3 4 5 6\n\
                    2 3 4 5 6 7 8 9 1\n5 6 7 8 9 1 2 3 4\n8 9 1 2 3 4 5 6 7\n\
                    3 4 5 6 7 8 9 1 2\n6 7 8 9 1 2 3 4 5\n9 1 2 3 4 5 6 7 8";
        // Grid 1 has a bad character on its 2nd row; its other rows belong to it.
        let text = [
            good.replacen("4 5 6 7 8 9 1 2 3", "4 5 x 7 8 9 1 2 3", 1),
            good.into(),
        ];
        let mut p = GridParser::new(Format::Block);
        let mut results = [0usize; 3];
        for line in text.join("\n\n").lines() {
            match p.feed(line) {
                Ok(Some(_)) => results[0] += 1,
                Ok(None) => {}
                Err(e) => {
                    assert_eq!((e.grid, e.line, e.column), (1, 2, 5));
                    assert!(p.entry_open());
                    results[1] += 1;
                }
            }
        }
        assert_eq!(results[..2], [1, 1]);
        assert_eq!(p.grids(), 2);
        assert!(p.finish().is_ok());
        // Too few rows: the empty line ends the broken grid at once.
        let mut p = GridParser::new(Format::Block);
        assert_eq!(p.feed(row), Ok(None));
        assert!(p.feed("").is_err());
        assert!(!p.entry_open());
        // Line format: one line is one grid, good or bad.
        let mut p = GridParser::new(Format::Line);
        assert!(p.feed("12x").is_err());
        assert!(!p.entry_open());
        let e = p.feed("5...5").unwrap_err();
        assert_eq!((e.grid, e.line), (2, 2));
        results[2] = p.grids();
        assert_eq!(results[2], 2);
    }
}
