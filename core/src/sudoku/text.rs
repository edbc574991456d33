//! The two text formats of a grid, a streaming parser for files of any length, and the
//! writer's rules.
//!
//! * **Block format** (document 003's `sudoku.txt`): 9 lines of 9 digits separated by one
//!   space, `0` for an empty cell, one empty line between two grids.
//! * **Line format** (the published puzzle collections): one grid per line, 81 characters,
//!   `0` or `.` for an empty cell, optionally followed by a separator (a space, a tab, `,`,
//!   `;`, `|`) and fields of the collection's own (a rating, a name), which are ignored.
//!
//! In both, a line whose first non-blank character is `#` is a comment, and a UTF-8
//! byte-order mark before the first line is ignored.

use super::grid::Grid;
use super::units::{CELLS, Unit, repeats, row_of};
use crate::grouped::Grouped;
use core::fmt;

impl Grid {
    /// The grid in line format (81 characters, `empty` for empty cells), for `Display`.
    pub fn line(&self, empty: char) -> LineFormat<'_> {
        LineFormat { grid: self, empty }
    }

    /// Writes the block format of a *complete or partial* grid into `out` as bytes: exactly
    /// [`BLOCK_BYTES`] bytes, each of the 9 rows ending in `\n`. This is the fast path for
    /// writing millions of grids.
    pub fn write_block(&self, out: &mut [u8; BLOCK_BYTES]) {
        for r in 0..9 {
            let line = &mut out[r * 18..r * 18 + 18];
            for c in 0..9 {
                line[c * 2] = b'0' + self.cells()[r * 9 + c];
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
        for (line, row) in out.chunks_exact_mut(18).zip(self.cells().chunks_exact(9)) {
            for (pair, &v) in line.chunks_exact_mut(2).zip(row.iter()) {
                pair[0] = b'0' + v;
            }
        }
    }

    /// Writes the line format into `out`: 81 bytes, `empty` for empty cells.
    pub fn write_line(&self, out: &mut [u8; CELLS], empty: u8) {
        for (o, &v) in out.iter_mut().zip(self.cells().iter()) {
            *o = if v == 0 { empty } else { b'0' + v };
        }
    }

    /// Parses one grid in line format: 81 cells, digits `1..=9`, `0` or `.` for empty.
    /// Surrounding whitespace is ignored. Errors name line 1 and the column.
    ///
    /// ```
    /// use jiugong_core::sudoku::Grid;
    ///
    /// let text = format!("12{}", ".".repeat(79));
    /// let grid = Grid::parse_line(&text)?;
    /// assert_eq!((grid.get(0), grid.get(1), grid.clue_count()), (1, 2, 2));
    /// let error = Grid::parse_line("11").unwrap_err();
    /// assert_eq!(error.to_string(), "grid 1, line 1, column 3: expected 81 cells on the line, found 2");
    /// # Ok::<(), jiugong_core::sudoku::ParseError>(())
    /// ```
    pub fn parse_line(text: &str) -> Result<Grid, ParseError> {
        let text = text.trim_end_matches(['\r', '\n']);
        if let Some(grid) = quick_line(text.as_bytes()) {
            return Ok(grid);
        }
        let mut parser = GridParser::new(Format::Line);
        match parser.feed(text)? {
            Some(g) => Ok(g),
            None => Err(parser.error(1, ParseErrorKind::MissingRows { found: 0 })),
        }
    }

    /// Parses one grid in block format (9 lines of 9 cells separated by spaces).
    ///
    /// ```
    /// use jiugong_core::sudoku::Grid;
    ///
    /// let row = "0 0 0 0 0 0 0 0 0\n";
    /// let grid = Grid::parse_block(&format!("5 3 0 0 7 0 0 0 0\n{}", row.repeat(8)))?;
    /// assert_eq!((grid.at(0, 0), grid.at(0, 4), grid.clue_count()), (5, 7, 3));
    /// # Ok::<(), jiugong_core::sudoku::ParseError>(())
    /// ```
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

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.line('.'))
    }
}

/// A line in the usual form — exactly 81 bytes, each `1`–`9`, or `0` or `.` for an empty
/// cell, no digit repeated in a unit — read 8 bytes at a time; `None` for anything else,
/// which the careful path then reads (and says where it is wrong).
fn quick_line(line: &[u8]) -> Option<Grid> {
    let line: &[u8; CELLS] = line.try_into().ok()?;
    let mut cells = [0u8; CELLS];
    let mut bad = 0u64;
    for (from, to) in line.chunks_exact(8).zip(cells.chunks_exact_mut(8)) {
        let (values, wrong) = cell_word(from);
        bad |= wrong;
        to.copy_from_slice(&values.to_le_bytes());
    }
    let last = cell_value(line[CELLS - 1]);
    if bad != 0 || last > 9 {
        return None;
    }
    cells[CELLS - 1] = last;
    (!repeats(&cells)).then(|| Grid::from_trusted(cells))
}

/// The 81 bytes of a line whose every byte is `1`–`9`, `0` or `.` (repeated digits not
/// looked for), as they are: the low 4 bits of each byte are the cell's value, 1 to 9 for
/// a digit, 0 (`0`) or 14 (`.`) for an empty cell. `None` for anything else.
pub(crate) fn cell_bytes(line: &[u8]) -> Option<&[u8; CELLS]> {
    let line: &[u8; CELLS] = line.try_into().ok()?;
    let bad = line.chunks_exact(8).fold(0, |bad, w| bad | cell_word(w).1);
    (bad == 0 && cell_value(line[CELLS - 1]) <= 9).then_some(line)
}

/// For 8 bytes of a line: their values (0 for `.` and `0`) and a word that is not zero
/// when one of them is not a cell.
#[inline(always)]
fn cell_word(bytes: &[u8]) -> (u64, u64) {
    // A byte's value repeated in each of a word's 8 bytes.
    const fn each(byte: u8) -> u64 {
        byte as u64 * 0x0101_0101_0101_0101
    }
    let mut word = [0u8; 8];
    word.copy_from_slice(bytes);
    let x = u64::from_le_bytes(word);
    // A high bit on each '.' byte (a zero byte of x ^ "........"), then '.' made '0'.
    let y = x ^ each(b'.');
    let dots = !(((y & each(0x7F)) + each(0x7F)) | y) & each(0x80);
    let x = x + (dots >> 6);
    // Every byte '0'..'9' now: high nibble 3, low nibble at most 9.
    let digits = x & each(0x0F);
    let bad = ((x & each(0xF0)) ^ each(b'0')) | ((digits + each(6)) & each(0x10));
    (digits, bad)
}

/// The value of one byte of a line: 0 for `.` and `0`, the digit for `1`–`9`, above 9 for
/// anything else.
fn cell_value(byte: u8) -> u8 {
    match byte {
        b'.' => 0,
        b => b.wrapping_sub(b'0'),
    }
}

/// The UTF-8 byte-order mark, which some editors put before a file's first line.
const BOM: char = '\u{feff}';

/// A cell's character: a digit, or `.` for an empty cell ([`cell_value`] 0 to 9).
fn is_cell(b: u8) -> bool {
    cell_value(b) <= 9
}

/// What may follow a line-format grid's 81 cells before fields of a collection's own.
fn is_field_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b',' | b';' | b'|')
}

/// Bytes of one grid in block format: 9 rows of 17 characters and a newline.
pub const BLOCK_BYTES: usize = 9 * 18;

/// Line-format view of a grid, from [`Grid::line`].
pub struct LineFormat<'a> {
    grid: &'a Grid,
    empty: char,
}

impl fmt::Display for LineFormat<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; CELLS];
        self.grid.write_line(&mut buf, b'0');
        for (&b, &v) in buf.iter().zip(self.grid.cells().iter()) {
            if v == 0 {
                fmt::Write::write_char(f, self.empty)?;
            } else {
                fmt::Write::write_char(f, b as char)?;
            }
        }
        Ok(())
    }
}

/// The two text formats of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// 9 lines of 9 digits separated by a space (read too without spaces, as Project
    /// Euler's grids are); grids separated by an empty line or a title (`Grid 02`).
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

/// The most bytes one grid's text takes ([`Format::text`]).
pub const MAX_TEXT_BYTES: usize = BLOCK_BYTES;

impl Format {
    /// What goes between two grids' texts: an empty line in block format, nothing in line
    /// format (each grid's text ends with its own newline in both). Nothing follows the
    /// last grid.
    pub const fn separator(self) -> &'static [u8] {
        match self {
            Format::Block => b"\n",
            Format::Line => b"",
        }
    }

    /// One grid's text in this format, newline included, written into `out`: the block's 9
    /// rows, or the line's 81 characters with `.` for an empty cell.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Format, Grid, MAX_TEXT_BYTES};
    ///
    /// let mut out = [0u8; MAX_TEXT_BYTES];
    /// let text = Format::Line.text(&Grid::EMPTY, &mut out);
    /// assert_eq!(text, [&[b'.'; 81][..], b"\n"].concat());
    /// assert_eq!(Format::Block.text(&Grid::EMPTY, &mut out).len(), 9 * 18);
    /// ```
    pub fn text<'a>(self, grid: &Grid, out: &'a mut [u8; MAX_TEXT_BYTES]) -> &'a [u8] {
        match self {
            Format::Block => {
                grid.write_block(out);
                &out[..]
            }
            Format::Line => {
                let Some((line, rest)) = out.split_first_chunk_mut::<CELLS>() else {
                    return &[];
                };
                grid.write_line(line, b'.');
                rest[0] = b'\n';
                &out[..=CELLS]
            }
        }
    }

    /// The format a line's text is in, if it looks like a grid's: a run of ten or more
    /// cells (`1`–`9`, `0`, `.`) is line format (of the right length or not: its errors then
    /// say so), a line that starts with one to nine cells and a space is a block's row (well
    /// formed or not).
    /// `None` for anything else: blank lines, comments (`#`), headers (`Puzzles:`).
    ///
    /// ```
    /// use jiugong_core::sudoku::Format;
    ///
    /// let line = ".".repeat(81);
    /// assert_eq!(Format::detect(&line), Some(Format::Line));
    /// assert_eq!(Format::detect(&format!("{line} 2.5")), Some(Format::Line));
    /// assert_eq!(Format::detect(&line[..80]), Some(Format::Line));
    /// assert_eq!(Format::detect("5 3 0 0 7 0 0 0 0"), Some(Format::Block));
    /// assert_eq!(Format::detect("# my puzzles"), None);
    /// assert_eq!(Format::detect("Puzzles:"), None);
    /// assert_eq!(Format::detect("Grid 02"), None);
    /// ```
    pub fn detect(line: &str) -> Option<Format> {
        let t = line.trim_start_matches(BOM).trim();
        if t.starts_with('#') {
            return None;
        }
        let run = t.bytes().take_while(|&b| is_cell(b)).count();
        let after = t.as_bytes().get(run);
        if run > 9 {
            Some(Format::Line)
        } else if run > 0 && after.is_none_or(u8::is_ascii_whitespace) {
            Some(Format::Block)
        } else {
            None
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
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// In block format, a space where a cell should be (two spaces in a row, or a row that
    /// starts with one).
    BadSeparator,
    /// In block format, two cells side by side with no space between them.
    MissingSpace,
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
    /// A line far longer than any grid's, which a reader that bounds its lines did not
    /// hold (the parser itself reads what it is given).
    TooLong {
        /// The line's length in bytes.
        bytes: u64,
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
            ParseErrorKind::BadChar(c) => write!(
                f,
                "unexpected character {}: expected a digit, '0' or '.'",
                crate::quoted::Quoted(c)
            ),
            ParseErrorKind::WrongCellCount { expected, found } => {
                write!(f, "expected {expected} cells on the line, found {found}")
            }
            ParseErrorKind::BadSeparator => {
                write!(
                    f,
                    "a space where a cell should be: block format puts exactly one space \
                     between cells"
                )
            }
            ParseErrorKind::MissingSpace => {
                write!(
                    f,
                    "two cells side by side: block format puts one space between cells \
                     (\"5 3 0 …\") or none in a row of exactly nine (\"530070000\"); a \
                     puzzle on one line of 81 cells is line format"
                )
            }
            ParseErrorKind::MissingRows { found } => {
                write!(f, "grid ends after {found} rows, expected 9")
            }
            ParseErrorKind::ExtraText => {
                write!(f, "expected an empty line between two grids")
            }
            ParseErrorKind::TooLong { bytes } => {
                write!(f, "a line of {} bytes is no grid", Grouped(bytes))
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
///
/// ```
/// use jiugong_core::sudoku::GridParser;
///
/// let text = "# two puzzles, one a line\n\
///             4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
///             not a grid\n";
/// let mut parser = GridParser::detecting();
/// let mut good = 0;
/// let mut bad = 0;
/// for line in text.lines() {
///     match parser.feed(line) {
///         Ok(Some(_grid)) => good += 1,
///         Ok(None) => {}
///         Err(_) => bad += 1,
///     }
/// }
/// parser.finish()?;
/// assert_eq!((good, bad), (1, 1));
/// # Ok::<(), jiugong_core::sudoku::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct GridParser {
    format: Option<Format>,
    kept: bool,
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
    ///
    /// ```
    /// use jiugong_core::sudoku::{Format, GridParser};
    ///
    /// // A file of any length, line by line: one grid is kept in memory.
    /// let text = format!("{}\nnot a grid\n{}\n", "1".to_string() + &"0".repeat(80), ".".repeat(81));
    /// let mut parser = GridParser::new(Format::Line);
    /// let results: Vec<_> = text.lines().filter_map(|l| parser.feed(l).transpose()).collect();
    /// assert_eq!(results.len(), 3);
    /// assert!(results[0].is_ok() && results[1].is_err() && results[2].is_ok());
    /// ```
    pub fn new(format: Format) -> Self {
        GridParser {
            format: Some(format),
            ..GridParser::detecting()
        }
    }

    /// A parser that finds the format itself, from the first line that looks like a grid's
    /// ([`Format::detect`]); the lines before it (a title, a header) are skipped.
    ///
    /// ```
    /// use jiugong_core::sudoku::{Format, GridParser};
    ///
    /// let mut parser = GridParser::detecting();
    /// assert_eq!(parser.feed("My puzzles:"), Ok(None));
    /// assert!(!parser.kept());
    /// let grid = parser.feed(&format!("{} SE 2.5", ".".repeat(81)))?;
    /// assert_eq!(grid.map(|g| g.clue_count()), Some(0));
    /// assert_eq!(parser.format(), Some(Format::Line));
    /// # Ok::<(), jiugong_core::sudoku::ParseError>(())
    /// ```
    pub fn detecting() -> Self {
        GridParser {
            format: None,
            kept: false,
            line: 0,
            grids: 0,
            rows: 0,
            skipping: false,
            first_row_line: 0,
            cells: [0; CELLS],
            columns: [0; CELLS],
        }
    }

    /// The format being parsed: `None` while a detecting parser has seen no grid's line.
    pub fn format(&self) -> Option<Format> {
        self.format
    }

    /// Whether the last line fed belongs to a grid, broken or not: `false` for a blank line,
    /// a comment, or a header before the first grid.
    pub fn kept(&self) -> bool {
        self.kept
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

    /// Feeds the next line (a trailing `\r`, and a byte-order mark on the first line, are
    /// ignored; so is a comment line). Returns a grid when this line completed one.
    pub fn feed(&mut self, line: &str) -> Result<Option<Grid>, ParseError> {
        self.line += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        let line = match line.strip_prefix(BOM) {
            Some(rest) if self.line == 1 => rest,
            _ => line,
        };
        let blank = line.trim().is_empty();
        let comment = line.trim_start().starts_with('#');
        self.kept = !blank && !comment;
        if comment {
            return Ok(None);
        }
        if self.skipping {
            self.skipping = !blank;
            return Ok(None);
        }
        let format = match self.format {
            Some(format) => format,
            None => match Format::detect(line) {
                Some(found) => *self.format.insert(found),
                None => {
                    self.kept = false;
                    return Ok(None);
                }
            },
        };
        if format == Format::Block && self.rows == 0 && Format::detect(line).is_none() {
            // Between two blocks, a line that is no grid's row is a title ("Grid 02").
            self.kept = false;
            return Ok(None);
        }
        let fed = match format {
            Format::Line => self.feed_line_format(line),
            Format::Block => self.feed_block_format(line),
        };
        if fed.is_err() {
            // The broken grid counts as one; a block's remaining rows belong to it.
            self.grids += 1;
            self.rows = 0;
            self.skipping = format == Format::Block && !blank;
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
        let bytes = line.as_bytes();
        let cells = match bytes.get(CELLS) {
            Some(&b) if is_field_separator(b) => &bytes[..CELLS],
            _ => bytes,
        };
        if let Some(grid) = quick_line(cells) {
            self.grids += 1;
            return Ok(Some(grid));
        }
        let text = line.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let lead = line.len() - line.trim_start().len();
        let mut n = 0usize;
        for (col, ch) in text.chars().enumerate() {
            let column = lead + col + 1;
            if n == CELLS && ch.is_ascii() && is_field_separator(ch as u8) {
                break; // the collection's own fields follow
            }
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
                        expected: CELLS,
                        found: text.bytes().take_while(|&b| is_cell(b)).count(),
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
                    expected: CELLS,
                    found: n,
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
        // A row of nine cells without spaces (Project Euler's `003020600`).
        if text.len() == 9 && text.bytes().all(is_cell) {
            for (n, b) in text.bytes().enumerate() {
                self.cells[row * 9 + n] = cell_value(b);
                self.columns[row * 9 + n] = n as u16 + 1;
            }
            return self.row_done();
        }
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
                return Err(self.error_at(self.line, column, ParseErrorKind::MissingSpace));
            }
            if n == 9 {
                let found = text.split(' ').filter(|s| !s.is_empty()).count();
                return Err(self.error_at(
                    self.line,
                    column,
                    ParseErrorKind::WrongCellCount { expected: 9, found },
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
                    found: n,
                },
            ));
        }
        self.row_done()
    }

    /// A block's row read: the grid handed out after its ninth.
    fn row_done(&mut self) -> Result<Option<Grid>, ParseError> {
        self.rows += 1;
        if self.rows < 9 {
            return Ok(None);
        }
        let first = self.first_row_line;
        self.complete(|cell| first + row_of(cell))
    }

    /// Checks the buffered grid for repeated digits and hands it out.
    fn complete(&mut self, line_of: impl Fn(usize) -> usize) -> Result<Option<Grid>, ParseError> {
        let grid = Grid::from_trusted(self.cells);
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

    /// Project Euler's file (problem 96): a title line, then nine rows of nine digits
    /// without spaces, and the next title with no empty line between.
    #[test]
    fn project_euler_grids_read() {
        let text = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n\
                    006708200\n002609500\n800203009\n005010300\nGrid 02\n200080300\n\
                    060070084\n030500209\n000105408\n000000000\n402706000\n301007040\n\
                    720040060\n004010003\n";
        let mut parser = GridParser::detecting();
        let grids: std::vec::Vec<Grid> = text
            .lines()
            .filter_map(|l| parser.feed(l).unwrap())
            .collect();
        parser.finish().unwrap();
        assert_eq!(grids.len(), 2);
        assert_eq!(
            std::format!("{}", grids[0].line('.')),
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
        );
        assert_eq!((grids[1].at(0, 0), grids[1].at(8, 8)), (2, 3));
        // A compact row among spaced ones is a row too; eight digits are not.
        let mut parser = GridParser::new(Format::Block);
        let err = parser.feed("00302060").unwrap_err();
        assert_eq!(err.kind, ParseErrorKind::MissingSpace);
    }

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
        assert_eq!(Format::detect(SOLVED), Some(Format::Line));
        assert_eq!(Format::detect("1 2 3 4 5 6 7 8 9"), Some(Format::Block));
        assert_eq!(
            Format::detect("\u{feff}1 2 3 4 5 6 7 8 9"),
            Some(Format::Block)
        );
        assert_eq!(Format::detect("123456789"), Some(Format::Block));
        assert_eq!(Format::detect("1234567891"), Some(Format::Line));
        assert_eq!(Format::detect("1 2 3 4 5 6 7 8 x"), Some(Format::Block));
        for not_a_grid in ["", "  ", "# 1 2 3", "Grid 01", "1st grid", "Puzzles:"] {
            assert_eq!(Format::detect(not_a_grid), None, "{not_a_grid}");
        }
    }

    #[test]
    fn a_detecting_parser_skips_headers_comments_and_fields() {
        let mut p = GridParser::detecting();
        let lines = [
            ("\u{feff}Title", None, false),
            ("# comment", None, false),
            (SOLVED, Some(true), true),
            ("", None, false),
            ("#", None, false),
        ];
        for (line, grid, kept) in lines {
            let fed = p.feed(line).unwrap();
            assert_eq!(fed.map(|g| g.is_solved()), grid, "{line}");
            assert_eq!(p.kept(), kept, "{line}");
        }
        let then = |tail: &str| {
            let mut line = heapless::String::<96>::new();
            line.push_str(SOLVED)
                .and_then(|()| line.push_str(tail))
                .unwrap();
            line
        };
        for fields in [" 2.5", "\t2.5", ",2.5;x", "|name"] {
            let line = then(fields);
            assert!(p.feed(&line).unwrap().is_some(), "{line}");
        }
        let e = p.feed(&then("1")).unwrap_err();
        assert_eq!(
            e.kind,
            ParseErrorKind::WrongCellCount {
                expected: 81,
                found: 82
            }
        );
        let e = p.feed(&then("x")).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::BadChar('x'));
        assert_eq!(p.format(), Some(Format::Line));
        assert_eq!(p.grids(), 7);
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
