//! The game drawn: where the grid is, its cells shaded (cursor, conflicts, hints, the same
//! digit), digits and pencil marks, the grid's lines, the side panel, the menu and the
//! "solved!" banner.

use super::Game;
use crate::display::{SCREEN_WIDTH, TICKS_PER_SECOND};
use crate::lang::Fill;
use crate::lang::sudoku::Phrase;
use crate::toolkit::layout::{self, Cells};
use crate::toolkit::menu;
use crate::toolkit::record::Clock;
use crate::toolkit::scaled::Scaled;
use crate::toolkit::theme::{
    self, CONFLICT, CURSOR, ENTERED, EXTRA_HOUSE, HINT, INK, MUTED, PATTERN, PENCIL, SAME,
};
use core::fmt::Write;
use embedded_graphics::mono_font::{
    MonoTextStyle, ascii::FONT_4X6, ascii::FONT_5X7, ascii::FONT_10X20,
};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::sudoku::Cells as CellSet;
use jiugong_core::sudoku::variant::{House, Layout};

/// Side of a cell on screen, in pixels.
pub const CELL: i32 = 22;
/// Left edge of the grid on screen.
pub const GRID_X: i32 = 6;
/// Top edge of the grid on screen.
pub const GRID_Y: i32 = 18;
/// Left edge of the side panel, right of the grid.
pub const PANEL_X: i32 = GRID_X + 9 * CELL + 8;
/// The grid's cells on screen: where each is drawn, and which one a tap falls in.
pub const GRID: Cells = Cells {
    origin: Point::new(GRID_X, GRID_Y),
    side: CELL,
    width: 9,
    height: 9,
};
/// The grid's side on screen, whatever its cells: a 9×9 grid's cells are [`CELL`] pixels,
/// a 6×6 grid's 33, a 4×4 grid's 49 (large, for children).
pub const GRID_SIDE: i32 = 9 * CELL;

/// The cells of an `n`×`n` grid on screen (the classic grid's are [`GRID`]).
pub fn grid_of(n: usize) -> Cells {
    let n = n.max(1);
    Cells {
        side: GRID_SIDE / n as i32,
        width: n,
        height: n,
        ..GRID
    }
}

/// Where the game's menu (and the typed-in grid's) is drawn: its top-left corner and its
/// least width.
pub const MENU: ((i32, i32), u32) = ((layout::INDENT, layout::MENU_TOP), 220);

impl Game {
    /// Draws the game: its cells, the grid's lines, the side panel, the menu and, once
    /// solved, the banner.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        theme::frame(d, &self.title)?;
        self.draw_cells(d)?;
        draw_borders(d, &self.layout)?;
        if self.layout.cages() > 0 {
            self.draw_cages(d)?;
        }
        self.draw_panel(d)?;
        if let Some(sel) = self.menu {
            menu::draw(d, MENU.0, MENU.1, sel, self.settings.lang)?;
        }
        self.draw_banner(d)
    }

    /// Each cell: its shade (the cursor, a conflict, a hint, the digit under the cursor),
    /// its digit or its pencil marks.
    fn draw_cells<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let grid = grid_of(self.n());
        let side = grid.side;
        // A killer's marks are smaller, below its cages' sums.
        let killer = self.layout.cages() > 0;
        let small = MonoTextStyle::new(if killer { &FONT_4X6 } else { &FONT_5X7 }, PENCIL);
        let extra = extra_houses(&self.layout);
        let conflicts = self.conflicts();
        // The digit under the cursor: the same digit elsewhere is shaded.
        let cursor_digit = self.grid.get(self.cursor.cell());
        for cell in 0..self.cells() {
            let Point { x, y } = grid.corner(cell);
            let v = self.grid.get(cell);
            let red = (conflicts | self.wrong) & 1 << cell != 0;
            let bg = if cell == self.cursor.cell() {
                CURSOR
            } else if red {
                CONFLICT
            } else if self.highlight == Some(cell as u8) {
                HINT
            } else if self.pattern & 1 << cell != 0 {
                PATTERN
            } else if v != 0 && v == cursor_digit {
                SAME
            } else if extra & 1 << cell != 0 {
                EXTRA_HOUSE
            } else {
                theme::BACKGROUND
            };
            theme::fill(d, x, y, side as u32, side as u32, bg)?;
            // High contrast says with shapes what colours say: a frame round a cell in
            // conflict or found wrong, a line under the player's digits.
            let high = self.settings.high_contrast;
            if high && red {
                Rectangle::new(
                    Point::new(x + 2, y + 2),
                    Size::new(side as u32 - 3, side as u32 - 3),
                )
                .into_styled(PrimitiveStyle::with_stroke(INK, 2))
                .draw(d)?;
            }
            if v != 0 {
                let given = self.givens.get(cell) != 0;
                let color = if given { INK } else { ENTERED };
                let digit = draw_digit(d, Point::new(x, y), side, v, color)?;
                if high && !given {
                    // Two rows of the font above its foot.
                    let k = digit.size.height / 20;
                    let under = digit.top_left + Point::new(0, (18 * k) as i32);
                    theme::fill(d, under.x, under.y, digit.size.width, k, ENTERED)?;
                }
            } else {
                // Pencil marks as a newspaper prints them, 1 2 3 on top, or as the
                // keypad has them (a setting), in a 5×7 font (4×6 under a cage's sum).
                let (pitch, top) = match killer {
                    false => ((side - 1) / 3, 1),
                    true => ((side - 7) / 3, 7),
                };
                for digit in 1..=self.n().min(9) as u8 {
                    if self.marks[cell] & (1 << (digit - 1)) != 0 {
                        let (mx, my) = mark_place(digit, self.settings.keypad_marks);
                        let mut buf = [0u8; 1];
                        let s = ((b'0' + digit) as char).encode_utf8(&mut buf);
                        Text::with_baseline(
                            s,
                            Point::new(x + 2 + mx * pitch, y + top + my * pitch),
                            small,
                            Baseline::Top,
                        )
                        .draw(d)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The cells in conflict, one bit each.
    pub(super) fn conflicts(&self) -> CellSet {
        (0..self.cells())
            .filter(|&c| self.in_conflict(c))
            .fold(0, |m, c| m | 1 << c)
    }

    /// A killer's cages: a dashed outline inside each cage's cells, its sum in the corner
    /// of its first cell (the top row's leftmost), over the cell's shade.
    fn draw_cages<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let (grid, n, layout) = (grid_of(self.n()), self.n(), &self.layout);
        let side = grid.side;
        let same = |a: usize, b: Option<usize>| {
            b.is_some_and(|b| layout.cage_of(a).is_some() && layout.cage_of(a) == layout.cage_of(b))
        };
        // Dashes of 2 pixels in 4, inset 2 pixels from the cell's sides.
        let dashes = |d: &mut D, x: i32, y: i32, len: i32, across: bool| {
            (0..len).step_by(4).try_for_each(|i| {
                let (w, h) = if across {
                    (2.min(len - i), 1)
                } else {
                    (1, 2.min(len - i))
                };
                let (dx, dy) = if across { (i, 0) } else { (0, i) };
                theme::fill(d, x + dx, y + dy, w as u32, h as u32, INK)
            })
        };
        let mut first = [false; MAX_CAGES_SHOWN];
        for cell in 0..self.cells() {
            let Some(k) = layout.cage_of(cell) else {
                continue;
            };
            let Point { x, y } = grid.corner(cell);
            let (r, c) = (cell / n, cell % n);
            let up = same(cell, r.checked_sub(1).map(|r| r * n + c));
            let down = same(cell, (r + 1 < n).then(|| (r + 1) * n + c));
            let left = same(cell, c.checked_sub(1).map(|c| r * n + c));
            let right = same(cell, (c + 1 < n).then(|| r * n + c + 1));
            // An edge where the cage ends is dashed; inside the cage, the dashes run on to
            // the cell's side to meet the next cell's.
            let (x0, x1) = (
                if left { 0 } else { 2 },
                if right { side } else { side - 2 },
            );
            let (y0, y1) = (if up { 0 } else { 2 }, if down { side } else { side - 2 });
            if !up {
                dashes(d, x + x0, y + 2, x1 - x0, true)?;
            }
            if !down {
                dashes(d, x + x0, y + side - 3, x1 - x0, true)?;
            }
            if !left {
                dashes(d, x + 2, y + y0, y1 - y0, false)?;
            }
            if !right {
                dashes(d, x + side - 3, y + y0, y1 - y0, false)?;
            }
            // The sum, once, in the cage's first cell.
            if let Some(seen) = first.get_mut(k) {
                if !core::mem::replace(seen, true) {
                    let mut sum: String<4> = String::new();
                    let _ = write!(sum, "{}", layout.cage_sum(k));
                    let w = 4 * sum.len() as u32 + 1;
                    let bg = theme::BACKGROUND;
                    theme::fill(d, x + 1, y + 1, w, 7, bg)?;
                    let style = MonoTextStyle::new(&FONT_4X6, INK);
                    Text::with_baseline(&sum, Point::new(x + 2, y + 1), style, Baseline::Top)
                        .draw(d)?;
                }
            }
        }
        Ok(())
    }

    /// The side panel: the clock, the clues, pen or pencil, the mistakes, the digits left
    /// to place and the message.
    fn draw_panel<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let px = PANEL_X;
        let lang = self.settings.lang;
        let time = Clock(self.solved_at.unwrap_or(self.ticks) / TICKS_PER_SECOND);
        let mut line: String<40> = String::new();
        let _ = write!(line, "{}", Fill(lang, Phrase::Time.text(lang), &[&time]));
        theme::text(d, &line, px, GRID_Y, INK)?;
        line.clear();
        let clues = self.givens.clue_count();
        let _ = write!(line, "{}", Fill(lang, Phrase::Clues.text(lang), &[&clues]));
        theme::text(d, &line, px, GRID_Y + layout::LINE, INK)?;
        let mode = if self.pencil {
            Phrase::Pencil
        } else {
            Phrase::Pen
        };
        theme::text(d, mode.text(lang), px, GRID_Y + 2 * layout::LINE, ENTERED)?;
        // The message below; a line lower when the mistakes take a line of their own.
        let mut message_top = GRID_Y + 44;
        if self.settings.mistakes {
            // Under the mode (beside it, "pencil mistakes 0" read as one phrase), in 11
            // characters: past 99, ">99" (the words say how many).
            line.clear();
            let _ = match self.mistakes {
                0..=99 => write!(
                    line,
                    "{}",
                    Fill(lang, Phrase::MistakesPanel.text(lang), &[&self.mistakes])
                ),
                _ => line.write_str(Phrase::MistakesMany.text(lang)),
            };
            theme::text(d, &line, px, GRID_Y + 3 * layout::LINE, INK)?;
            message_top = GRID_Y + 3 * layout::LINE + 14;
        }
        // How many of each digit are still to place, three to a line: "1:3 2:0 3:5".
        theme::text(d, Phrase::LeftToPlace.text(lang), px, GRID_Y + 166, INK)?;
        let left = self.digits_left();
        for (row, three) in left[..self.n().min(9)].chunks(3).enumerate() {
            line.clear();
            for (i, n) in three.iter().enumerate() {
                let digit = 3 * row + i + 1;
                let _ = write!(line, "{}{digit}:{n}", if i > 0 { " " } else { "" });
            }
            theme::text(d, &line, px, GRID_Y + 178 + 10 * row as i32, INK)?;
        }
        theme::wrapped(d, &self.message, px, message_top, 14, 200)?;
        Ok(())
    }

    /// Once solved, the banner with the time, beside the grid.
    fn draw_banner<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let (px, lang) = (PANEL_X, self.settings.lang);
        if let (Some(t), true) = (self.solved_at, self.banner) {
            // Beside the grid, which stays in view: under the side panel's message.
            let time = Clock(t / TICKS_PER_SECOND);
            let (x, y) = (px - 4, GRID_Y + 120);
            theme::fill(d, x, y, SCREEN_WIDTH - x as u32 - 2, 40, theme::BAR)?;
            let banner = Phrase::SolvedBanner.text(lang);
            theme::text(d, banner, x + 8, y + 6, Rgb565::WHITE)?;
            let mut line: String<40> = String::new();
            let _ = write!(
                line,
                "{}",
                Fill(lang, Phrase::SolvedTime.text(lang), &[&time])
            );
            theme::text(d, &line, x + 8, y + 22, Rgb565::WHITE)?;
        }
        Ok(())
    }
}

/// Where pencil mark `digit` goes in its cell: column and row, 1 2 3 on the top row, or
/// 7 8 9 there in the keypad's order.
///
/// ```
/// use jiugong_calc::sudoku::game::mark_place;
///
/// assert_eq!(mark_place(2, false), (1, 0));
/// assert_eq!(mark_place(2, true), (1, 2));
/// assert_eq!(mark_place(9, true), (2, 0));
/// ```
pub fn mark_place(digit: u8, keypad: bool) -> (i32, i32) {
    let i = i32::from(digit.clamp(1, 9) - 1);
    match keypad {
        false => (i % 3, i / 3),
        true => (i % 3, 2 - i / 3),
    }
}

/// A cell's digit (none for 0) centred in the cell of `side` pixels whose top-left corner
/// is `corner`: in the 10×20 font, twice as large where two fit (a 4×4's cells, for
/// children). The box the digit takes.
pub fn draw_digit<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    corner: Point,
    side: i32,
    v: u8,
    color: Rgb565,
) -> Result<Rectangle, D::Error> {
    let k = if side >= 2 * CELL { 2 } else { 1 };
    let glyph = Size::new(10, 20) * k as u32;
    let at = corner + (Point::new(side, side) - glyph) / 2;
    let placed = Rectangle::new(at, glyph);
    if v == 0 {
        return Ok(placed);
    }
    let mut buf = [0u8; 1];
    let s = char::from(b'0' + v).encode_utf8(&mut buf);
    let style = MonoTextStyle::new(&FONT_10X20, color);
    let text = Text::with_baseline(s, at, style, Baseline::Top);
    match k {
        1 => text.draw(d)?,
        _ => text.draw(&mut Scaled::new(d, at, k as u32))?,
    };
    Ok(placed)
}

/// The cages a grid of at most 81 cells can have (cages of one cell at most).
const MAX_CAGES_SHOWN: usize = 81;

/// The cells of X's diagonals and windoku's windows, one bit each: shaded.
fn extra_houses(layout: &Layout) -> CellSet {
    (0..layout.houses())
        .filter(|&i| matches!(layout.house(i), House::Diagonal(_) | House::Window(_)))
        .fold(0, |m, i| m | super::house_set(layout, i))
}

/// A grid's lines: the classic 9×9's, or a variant's (thick between its regions).
pub fn draw_borders<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    layout: &Layout,
) -> Result<(), D::Error> {
    match layout.box_shape() {
        Some((3, 3)) if layout.n() == 9 => draw_lines(d),
        _ => draw_regions(d, layout),
    }
}

/// A variant grid's lines: thin between cells, thick round the grid and between two cells
/// of different regions (boxes, or jigsaw pieces).
pub fn draw_regions<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    layout: &Layout,
) -> Result<(), D::Error> {
    let n = usize::from(layout.n());
    let grid = grid_of(n);
    let (side, span) = (grid.side, grid.side * n as i32);
    for i in 0..=n as i32 {
        let (x, y) = (GRID_X + i * side, GRID_Y + i * side);
        theme::fill(d, x, GRID_Y, 1, span as u32, MUTED)?;
        theme::fill(d, GRID_X, y, span as u32, 1, MUTED)?;
    }
    theme::fill(d, GRID_X - 1, GRID_Y - 1, span as u32 + 2, 2, INK)?;
    theme::fill(d, GRID_X - 1, GRID_Y + span - 1, span as u32 + 2, 2, INK)?;
    theme::fill(d, GRID_X - 1, GRID_Y - 1, 2, span as u32 + 2, INK)?;
    theme::fill(d, GRID_X + span - 1, GRID_Y - 1, 2, span as u32 + 2, INK)?;
    for cell in 0..n * n {
        let Point { x, y } = grid.corner(cell);
        let (r, c) = (cell / n, cell % n);
        if c + 1 < n && layout.region_of(cell) != layout.region_of(cell + 1) {
            theme::fill(d, x + side - 1, y - 1, 2, side as u32 + 2, INK)?;
        }
        if r + 1 < n && layout.region_of(cell) != layout.region_of(cell + n) {
            theme::fill(d, x - 1, y + side - 1, side as u32 + 2, 2, INK)?;
        }
    }
    Ok(())
}

/// The grid's lines: thick around the boxes, thin between cells.
pub fn draw_lines<D: DrawTarget<Color = Rgb565>>(d: &mut D) -> Result<(), D::Error> {
    for i in 0..=9 {
        let thick = i % 3 == 0;
        let color = if thick { INK } else { MUTED };
        let w = if thick { 2 } else { 1 };
        theme::fill(
            d,
            GRID_X + i * CELL - w / 2,
            GRID_Y,
            w as u32,
            9 * CELL as u32,
            color,
        )?;
        theme::fill(
            d,
            GRID_X,
            GRID_Y + i * CELL - w / 2,
            9 * CELL as u32,
            w as u32,
            color,
        )?;
    }
    Ok(())
}
