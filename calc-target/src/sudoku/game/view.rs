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
use crate::toolkit::theme::{
    self, CONFLICT, CURSOR, ENTERED, HINT, INK, MUTED, PATTERN, PENCIL, SAME,
};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_5X7, ascii::FONT_10X20};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::sudoku::CELLS;

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
/// Where the game's menu (and the typed-in grid's) is drawn: its top-left corner and its
/// least width.
pub const MENU: ((i32, i32), u32) = ((layout::INDENT, layout::MENU_TOP), 220);

impl Game {
    /// Draws the game: its cells, the grid's lines, the side panel, the menu and, once
    /// solved, the banner.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        theme::frame(d, &self.title)?;
        self.draw_cells(d)?;
        draw_lines(d)?;
        self.draw_panel(d)?;
        if let Some(sel) = self.menu {
            menu::draw(d, MENU.0, MENU.1, sel, self.settings.lang)?;
        }
        self.draw_banner(d)
    }

    /// Each cell: its shade (the cursor, a conflict, a hint, the digit under the cursor),
    /// its digit or its pencil marks.
    fn draw_cells<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let small = MonoTextStyle::new(&FONT_5X7, PENCIL);
        // The digit under the cursor: the same digit elsewhere is shaded.
        let cursor_digit = self.grid.get(self.cursor.cell());
        for cell in 0..CELLS {
            let Point { x, y } = GRID.corner(cell);
            let v = self.grid.get(cell);
            let bg = if cell == self.cursor.cell() {
                CURSOR
            } else if self.grid.in_conflict(cell) || self.wrong & 1 << cell != 0 {
                CONFLICT
            } else if self.highlight == Some(cell as u8) {
                HINT
            } else if self.pattern & 1 << cell != 0 {
                PATTERN
            } else if v != 0 && v == cursor_digit {
                SAME
            } else {
                theme::BACKGROUND
            };
            theme::fill(d, x, y, CELL as u32, CELL as u32, bg)?;
            // High contrast says with shapes what colours say: a frame round a cell in
            // conflict or found wrong, a line under the player's digits.
            let high = self.settings.high_contrast;
            if high && (self.grid.in_conflict(cell) || self.wrong & 1 << cell != 0) {
                Rectangle::new(
                    Point::new(x + 2, y + 2),
                    Size::new(CELL as u32 - 3, CELL as u32 - 3),
                )
                .into_styled(PrimitiveStyle::with_stroke(INK, 2))
                .draw(d)?;
            }
            if v != 0 {
                let given = self.givens.get(cell) != 0;
                draw_digit(d, x, y, v, if given { INK } else { ENTERED })?;
                if high && !given {
                    theme::fill(d, x + 6, y + CELL - 3, 10, 1, ENTERED)?;
                }
            } else {
                // Pencil marks as a newspaper prints them, 1 2 3 on top, or as the
                // keypad has them (a setting), in a 5×7 font.
                for digit in 1..=9u8 {
                    if self.marks[cell] & (1 << (digit - 1)) != 0 {
                        let (mx, my) = mark_place(digit, self.settings.keypad_marks);
                        let mut buf = [0u8; 1];
                        let s = ((b'0' + digit) as char).encode_utf8(&mut buf);
                        Text::with_baseline(
                            s,
                            Point::new(x + 2 + mx * 7, y + 1 + my * 7),
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
        for (row, three) in left.chunks(3).enumerate() {
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

/// A cell's digit (none for 0) in the cell whose top-left corner is (x, y).
pub fn draw_digit<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    x: i32,
    y: i32,
    v: u8,
    color: Rgb565,
) -> Result<(), D::Error> {
    if v == 0 {
        return Ok(());
    }
    let mut buf = [0u8; 1];
    let s = char::from(b'0' + v).encode_utf8(&mut buf);
    Text::with_baseline(
        s,
        Point::new(x + 6, y + 1),
        MonoTextStyle::new(&FONT_10X20, color),
        Baseline::Top,
    )
    .draw(d)
    .map(|_| ())
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
