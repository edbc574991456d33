//! Variant puzzles as text a player reads and types: a block with the variant named, then
//! the givens, a jigsaw's pieces and killer's cages, each under its own heading; and one
//! line of givens for the classic grids of every size.
//!
//! ```text
//! jigsaw,killer 6x6
//! givens
//! 1.....
//! ......
//! ...... (6 rows: 1-9, then A-G for 10 to 16; . or 0 for an empty cell)
//! pieces
//! aaabbb
//! ...... (6 rows, a symbol for each piece)
//! cages
//! 10 r1c1 r1c2 r2c1
//! ...    (each cage: its sum, then its cells)
//! ```
//!
//! The heading line names the variants as `--variant` does (`classic`, `x`, `windoku`,
//! `jigsaw`, `killer`, joined by commas) and the side, adding `boxes RxC` for boxes of
//! another shape than the size's usual one ([`BOXES`]). Spaces inside a row
//! are passed over, and lines that start with `#` are comments.
//!
//! ```
//! use jiugong_core::sudoku::variant::text;
//!
//! let block = "killer 4x4\ngivens\n1...\n....\n....\n...4\ncages\n3 r1c2 r1c3\n";
//! let puzzle = text::parse(block)?;
//! assert_eq!((puzzle.layout.cages(), puzzle.clues()), (1, 2));
//! let mut again = String::new();
//! text::write(&puzzle, &mut again)?;
//! assert_eq!(again, block);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use core::fmt::{self, Write};

use super::generate::Recipe;
use super::layout::{At, BOXES, Layout, LayoutError, MAX_CAGES, MAX_CELLS, MAX_N};
use super::puzzle::VariantPuzzle;

/// What is wrong with a puzzle's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextErrorKind {
    /// The first line is not `VARIANTS NxN` (with `boxes RxC` after it, for boxes of
    /// another shape).
    Heading,
    /// A side this has no grid for, or boxes that do not tile it.
    Layout(LayoutError),
    /// This heading was expected (`givens`, `pieces` or `cages`), or nothing more.
    Expected(&'static str),
    /// A row without `n` symbols: it has this many.
    Row(usize),
    /// A symbol that is no digit of the grid (or, among pieces, more than `n` symbols).
    Symbol(char),
    /// A cage line that is not a sum and cells (`10 r1c1 r1c2`); or a cell twice.
    Cage,
    /// The text ends before the grid does.
    Short,
    /// A line of a one-line puzzle whose length is no grid's with boxes.
    Length(usize),
}

/// What is wrong with a puzzle's text, and on which of its lines (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The line, from 1, counted from the puzzle's first.
    pub line: usize,
    /// What is wrong there.
    pub kind: TextErrorKind,
}

impl fmt::Display for TextErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TextErrorKind::Heading => {
                f.write_str("the first line names the variants and the size, as in `killer,x 9x9`")
            }
            TextErrorKind::Layout(e) => write!(f, "{e}"),
            TextErrorKind::Expected(what) => write!(f, "expected {what}"),
            TextErrorKind::Row(found) => write!(f, "a row of {found} symbols, not the grid's"),
            TextErrorKind::Symbol(c) => write!(f, "`{c}` is no symbol of this grid"),
            TextErrorKind::Cage => {
                f.write_str("a cage is its sum and its cells, each once: `10 r1c1 r1c2`")
            }
            TextErrorKind::Short => f.write_str("the text ends before the grid does"),
            TextErrorKind::Length(n) => write!(
                f,
                "{n} symbols on a line: a one-line puzzle has 16, 36, 64, 81, 144 or 256"
            ),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (line {})", self.kind, self.line)
    }
}

impl core::error::Error for TextError {}

/// The symbol of digit `d` (1-9, then A-G); `.` for 0.
///
/// ```
/// use jiugong_core::sudoku::variant::text::symbol;
/// assert_eq!((symbol(0), symbol(9), symbol(10), symbol(16)), ('.', '9', 'A', 'G'));
/// ```
pub fn symbol(d: u8) -> char {
    match d {
        0 => '.',
        1..=9 => char::from(b'0' + d),
        _ => char::from(b'A' + d - 10),
    }
}

/// The digit a symbol stands for on a grid of side `n` (`.` and `0`: 0, an empty cell;
/// letters in either case), or `None`.
pub fn digit(c: char, n: u8) -> Option<u8> {
    let d = match c {
        '.' | '0' => 0,
        '1'..='9' => c as u8 - b'0',
        'a'..='g' => c as u8 - b'a' + 10,
        'A'..='G' => c as u8 - b'A' + 10,
        _ => return None,
    };
    (d <= n).then_some(d)
}

/// Writes `puzzle` as a block.
pub fn write(puzzle: &VariantPuzzle, out: &mut impl Write) -> fmt::Result {
    let layout = &puzzle.layout;
    let n = usize::from(layout.n());
    let recipe = Recipe {
        jigsaw: layout.is_jigsaw(),
        diagonals: layout.has_diagonals(),
        windows: layout.has_windows(),
        killer: layout.cages() > 0,
        ..Recipe::classic(layout.n())
    };
    write!(out, "{recipe} {n}x{n}")?;
    if let Some((r, c)) = layout.box_shape()
        && !BOXES.contains(&(layout.n(), r, c))
    {
        write!(out, " boxes {r}x{c}")?;
    }
    out.write_str("\ngivens\n")?;
    for row in puzzle.givens().chunks(n) {
        row.iter().try_for_each(|&d| out.write_char(symbol(d)))?;
        out.write_char('\n')?;
    }
    if layout.is_jigsaw() {
        out.write_str("pieces\n")?;
        for r in 0..n {
            for c in 0..n {
                out.write_char(char::from(b'a' + layout.region_of(r * n + c)))?;
            }
            out.write_char('\n')?;
        }
    }
    if layout.cages() > 0 {
        out.write_str("cages\n")?;
        for k in 0..layout.cages() {
            write!(out, "{}", layout.cage_sum(k))?;
            for cell in (0..n * n).filter(|&c| layout.cage_of(c) == Some(k)) {
                let at = At {
                    cell: cell as u8,
                    n: layout.n(),
                };
                write!(out, " {at}")?;
            }
            out.write_char('\n')?;
        }
    }
    Ok(())
}

/// A block's lines that are not blank or comments, each with its number; and the number
/// of the last one read.
struct Lines<I> {
    lines: I,
    last: usize,
}

impl<'a, I: Iterator<Item = (usize, &'a str)>> Lines<I> {
    fn next(&mut self) -> Option<&'a str> {
        let (at, line) = self.lines.next()?;
        self.last = at;
        Some(line)
    }

    fn fail(&self, kind: TextErrorKind) -> TextError {
        TextError {
            line: self.last,
            kind,
        }
    }

    /// The heading `name` next.
    fn expect(&mut self, name: &'static str) -> Result<(), TextError> {
        match self.next() {
            Some(l) if l.eq_ignore_ascii_case(name) => Ok(()),
            Some(_) => Err(self.fail(TextErrorKind::Expected(name))),
            None => Err(self.fail(TextErrorKind::Short)),
        }
    }

    /// Rows of `n` symbols into `out`, each read by `read`.
    fn rows(
        &mut self,
        n: usize,
        out: &mut [u8],
        mut read: impl FnMut(char) -> Option<u8>,
    ) -> Result<(), TextError> {
        for row in out.chunks_mut(n) {
            let line = self.next().ok_or(self.fail(TextErrorKind::Short))?;
            let symbols = || line.chars().filter(|c| !c.is_whitespace());
            if symbols().count() != n {
                return Err(self.fail(TextErrorKind::Row(symbols().count())));
            }
            for (slot, c) in row.iter_mut().zip(symbols()) {
                *slot = read(c).ok_or(self.fail(TextErrorKind::Symbol(c)))?;
            }
        }
        Ok(())
    }
}

/// Reads a block written as [`write`](fn@write) writes it.
pub fn parse(text: &str) -> Result<VariantPuzzle, TextError> {
    let mut lines = Lines {
        lines: text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#')),
        last: 1,
    };
    let heading = lines.next().ok_or(lines.fail(TextErrorKind::Heading))?;
    let first = lines.last;
    let (recipe, boxes) = heading_of(heading).ok_or(lines.fail(TextErrorKind::Heading))?;
    let n = recipe.n;
    let nn = usize::from(n);
    let layout_error = |line| {
        move |e| TextError {
            line,
            kind: TextErrorKind::Layout(e),
        }
    };
    lines.expect("givens")?;
    let mut givens = [0u8; MAX_CELLS];
    lines.rows(nn, &mut givens[..nn * nn], |c| digit(c, n))?;
    let mut layout = if recipe.jigsaw {
        lines.expect("pieces")?;
        let pieces_at = lines.last + 1;
        let mut seen = ['\0'; MAX_N];
        let mut pieces = [0u8; MAX_CELLS];
        lines.rows(nn, &mut pieces[..nn * nn], |c| {
            let k = match seen[..nn].iter().position(|&s| s == c) {
                Some(k) => k,
                None => {
                    let k = seen[..nn].iter().position(|&s| s == '\0')?;
                    seen[k] = c;
                    k
                }
            };
            Some(k as u8)
        })?;
        Layout::jigsaw(n, &pieces[..nn * nn]).map_err(layout_error(pieces_at))?
    } else {
        match boxes {
            // Boxes that tile another side than the heading's.
            Some((r, c)) if u16::from(r) * u16::from(c) != u16::from(n) => {
                Err(LayoutError::Size(n))
            }
            Some((r, c)) => Layout::boxes(r, c),
            None => Layout::classic(n),
        }
        .map_err(layout_error(first))?
    };
    if recipe.diagonals {
        layout = layout.with_diagonals().map_err(layout_error(first))?;
    }
    if recipe.windows {
        layout = layout.with_windows().map_err(layout_error(first))?;
    }
    if recipe.killer {
        lines.expect("cages")?;
        let cages_at = lines.last + 1;
        let mut cage = [0u8; MAX_CELLS];
        let mut sums = [0u16; MAX_CAGES];
        let mut count = 0;
        while let Some(line) = lines.next() {
            if count == MAX_CAGES {
                return Err(lines.fail(TextErrorKind::Layout(LayoutError::TooManyCages)));
            }
            let mut words = line.split_whitespace();
            let sum = words.next().and_then(|w| w.parse::<u16>().ok());
            sums[count] = sum.ok_or(lines.fail(TextErrorKind::Cage))?;
            count += 1;
            let mut cells = 0;
            for word in words {
                match cell_of(word, n) {
                    Some(cell) if cage[cell] == 0 => cage[cell] = count as u8,
                    _ => return Err(lines.fail(TextErrorKind::Cage)),
                }
                cells += 1;
            }
            if cells == 0 {
                return Err(lines.fail(TextErrorKind::Cage));
            }
        }
        if count == 0 {
            return Err(lines.fail(TextErrorKind::Short));
        }
        layout
            .set_cages(&cage[..nn * nn], &sums[..count])
            .map_err(layout_error(cages_at))?;
    } else if lines.next().is_some() {
        return Err(lines.fail(TextErrorKind::Expected("nothing more")));
    }
    let mut puzzle = VariantPuzzle::new(layout);
    puzzle.givens_mut().copy_from_slice(&givens[..nn * nn]);
    Ok(puzzle)
}

/// Whether `line` is a block's heading: `VARIANTS NxN`, the variants as `--variant` names
/// them, perhaps `boxes RxC` after.
///
/// ```
/// use jiugong_core::sudoku::variant::text::is_heading;
/// assert!(is_heading("killer,x 9x9") && is_heading("classic 6x6 boxes 3x2"));
/// assert!(!is_heading("3x3:a5") && !is_heading("x 9x8"));
/// ```
pub fn is_heading(line: &str) -> bool {
    heading_of(line.trim()).is_some()
}

/// The recipe a heading names, and the boxes' shape when it gives one.
fn heading_of(line: &str) -> Option<(Recipe, Option<(u8, u8)>)> {
    let mut words = line.split_whitespace();
    let variants = words.next()?;
    let (n, m) = pair(words.next()?)?;
    let boxes = match (words.next(), words.next()) {
        (None, _) => None,
        (Some(w), Some(shape)) if w.eq_ignore_ascii_case("boxes") => Some(pair(shape)?),
        _ => return None,
    };
    if n != m || words.next().is_some() || !(2..=MAX_N as u8).contains(&n) {
        return None;
    }
    let recipe = Recipe::named(variants, n).ok()?;
    Some((recipe, boxes))
}

/// `AxB` (or `A×B`) as two numbers.
fn pair(word: &str) -> Option<(u8, u8)> {
    let (a, b) = word.split_once(['x', 'X', '×'])?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The cell `rRcC` names (1-based) on a grid of side `n`.
fn cell_of(word: &str, n: u8) -> Option<usize> {
    let rest = word.strip_prefix(['r', 'R'])?;
    let (r, c) = rest.split_once(['c', 'C'])?;
    let (r, c) = (r.parse::<u8>().ok()?, c.parse::<u8>().ok()?);
    ((1..=n).contains(&r) && (1..=n).contains(&c))
        .then(|| usize::from(r - 1) * usize::from(n) + usize::from(c - 1))
}

/// Reads one line of givens for a classic grid with boxes: 16, 36, 64, 81, 144 or 256
/// symbols (1-9, A-G for 10 to 16, `.` or `0` for empty), the side found from the length.
///
/// ```
/// use jiugong_core::sudoku::variant::text;
/// let puzzle = text::parse_line("1...2...3...4...")?; // 4×4
/// assert_eq!((puzzle.layout.n(), puzzle.clues()), (4, 4));
/// let mut line = String::new();
/// text::write_line(&puzzle, &mut line)?;
/// assert_eq!(line, "1...2...3...4...");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn parse_line(line: &str) -> Result<VariantPuzzle, TextError> {
    let line = line.trim();
    let count = line.chars().count();
    let fail = |kind| TextError { line: 1, kind };
    let &(n, _, _) = BOXES
        .iter()
        .find(|&&(n, _, _)| usize::from(n) * usize::from(n) == count)
        .ok_or(fail(TextErrorKind::Length(count)))?;
    let layout = Layout::classic(n).map_err(|e| fail(TextErrorKind::Layout(e)))?;
    let mut puzzle = VariantPuzzle::new(layout);
    for (slot, c) in puzzle.givens_mut().iter_mut().zip(line.chars()) {
        *slot = digit(c, n).ok_or(fail(TextErrorKind::Symbol(c)))?;
    }
    Ok(puzzle)
}

/// Writes the givens of `puzzle` on one line, as [`parse_line`] reads them (a line holds
/// no pieces, windows, diagonals or cages: those puzzles take a block).
pub fn write_line(puzzle: &VariantPuzzle, out: &mut impl Write) -> fmt::Result {
    puzzle
        .givens()
        .iter()
        .try_for_each(|&d| out.write_char(symbol(d)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::String;

    fn round_trip(block: &str) {
        let puzzle = parse(block).unwrap_or_else(|e| panic!("{block}: {e}"));
        let mut again = String::new();
        write(&puzzle, &mut again).unwrap();
        assert_eq!(again, block);
    }

    #[test]
    fn blocks_of_every_kind_read_back() {
        round_trip("x 4x4\ngivens\n1...\n....\n....\n...2\n");
        round_trip(
            "classic 6x6 boxes 3x2\ngivens\n1.....\n......\n......\n......\n......\n.....6\n",
        );
        round_trip("jigsaw 4x4\ngivens\n1...\n....\n....\n...4\npieces\naaab\ncabb\nccdb\ncddd\n");
        round_trip(
            "jigsaw,killer 4x4\ngivens\n....\n....\n....\n....\npieces\naabb\naabb\nccdd\nccdd\ncages\n3 r1c1 r1c2\n",
        );
    }

    #[test]
    fn errors_name_the_line() {
        let kind = |text: &str| parse(text).map(|_| ()).unwrap_err();
        assert_eq!(kind("samurai 9x9\n").kind, TextErrorKind::Heading);
        // Found by the fuzzer: boxes of 4×2 read as an 8×8 grid under a 6×6 heading.
        let boxes =
            "classic 6x6 boxes 4x2\ngivens\n......\n......\n......\n......\n......\n......\n";
        assert_eq!(
            kind(boxes).kind,
            TextErrorKind::Layout(LayoutError::Size(6))
        );
        assert_eq!(
            kind("x 4x4\ngivens\n1...\n..5.\n"),
            TextError {
                line: 4,
                kind: TextErrorKind::Symbol('5')
            }
        );
        assert_eq!(
            kind("x 4x4\ngivens\n1...\n...\n").kind,
            TextErrorKind::Row(3)
        );
        assert_eq!(kind("x 4x4\ngivens\n1...\n").kind, TextErrorKind::Short);
        let killer = "killer 4x4\ngivens\n....\n....\n....\n....\ncages\n";
        assert_eq!(
            kind(&(String::from(killer) + "3 r1c1 r1c1\n")).kind,
            TextErrorKind::Cage
        );
        assert_eq!(kind(&(String::from(killer) + "3 r1c1 r5c1\n")).line, 8);
        assert!(matches!(
            kind(&(String::from(killer) + "9 r1c1 r1c2\n")).kind,
            TextErrorKind::Layout(LayoutError::CageSum { .. })
        ));
    }

    #[test]
    fn lines_take_letters_beyond_nine() {
        let mut line = String::from("G");
        line.extend(core::iter::repeat_n('.', 255));
        let puzzle = parse_line(&line).unwrap();
        assert_eq!((puzzle.layout.n(), puzzle.givens()[0]), (16, 16));
        assert_eq!(
            parse_line("1234").unwrap_err().kind,
            TextErrorKind::Length(4)
        );
        assert_eq!(
            parse_line("5...............").unwrap_err().kind,
            TextErrorKind::Symbol('5')
        );
    }
}
