//! A puzzle the player types in (from a newspaper, a book, a friend): digits on an empty
//! grid, then checked — no digit twice in a unit, exactly one solution — and rated before
//! it is played.

use super::game::{CELL, GRID_X, GRID_Y, describe_rows, draw_digit, draw_lines};
use crate::Key;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::{self, CONFLICT, CURSOR, Help, INK, Message};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use jiugong_core::sudoku::{CELLS, Grid, SolveError};

/// What a key asks of the Sudoku screen while a puzzle is typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Typing goes on.
    Stay,
    /// The grid is typed: check it and play it.
    Done,
    /// Back to the level menu.
    Leave,
}

/// The grid being typed in.
#[derive(Clone, Debug)]
pub struct Entry {
    grid: Grid,
    cursor: u8,
    message: Message,
}

impl Entry {
    /// An empty grid, the cursor in the top-left cell.
    pub fn new() -> Entry {
        Entry {
            grid: Grid::default(),
            cursor: 0,
            message: Message::new(),
        }
    }

    /// The digits typed so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// What the screen says (why a grid was refused).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// A key: the arrows move; a digit 1-9 fills the cell and 0 empties it, both moving on
    /// to the next cell as one types a grid row by row; Del empties the cell before and
    /// goes back to it; Enter is done, Esc leaves.
    pub fn handle(&mut self, key: Key) -> Typed {
        let c = usize::from(self.cursor);
        let (r, col) = (c / 9, c % 9);
        self.message.clear();
        match key {
            Key::Up => self.cursor = (((r + 8) % 9) * 9 + col) as u8,
            Key::Down => self.cursor = (((r + 1) % 9) * 9 + col) as u8,
            Key::Left => self.cursor = ((c + CELLS - 1) % CELLS) as u8,
            Key::Right => self.cursor = ((c + 1) % CELLS) as u8,
            Key::Digit(d) => {
                let _ = self.grid.set(c, d); // a digit key is 0..=9: always a value
                self.cursor = ((c + 1) % CELLS) as u8;
            }
            Key::Del => {
                let back = (c + CELLS - 1) % CELLS;
                let _ = self.grid.set(back, 0); // 0 is always a value
                self.cursor = back as u8;
            }
            Key::Enter => return Typed::Done,
            Key::Esc => return Typed::Leave,
            Key::Menu | Key::Help => {}
        }
        Typed::Stay
    }

    /// Says why the grid cannot be played.
    pub fn refuse(&mut self, why: SolveError) {
        match why {
            SolveError::Conflict(c) => self
                .message
                .say(format_args!("{} is twice in {}: fix it", c.digit, c.unit)),
            SolveError::NoSolution => self
                .message
                .say(format_args!("no solution: check the digits typed")),
            SolveError::MultipleSolutions => self
                .message
                .say(format_args!("more than one solution: a clue is missing")),
        }
    }

    /// The help line.
    pub fn help(&self) -> Help<'static> {
        &[
            ("1-9", "type"),
            ("0", "blank"),
            ("del", "back"),
            ("enter", "play it"),
            ("esc", "levels"),
        ]
    }

    /// In words: the grid typed so far, the cursor, the message.
    pub fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        writeln!(
            out,
            "Sudoku: type in a puzzle, {} clues so far",
            self.grid.clue_count()
        )?;
        describe_rows(out, &self.grid)?;
        let c = usize::from(self.cursor);
        writeln!(out, "cursor r{}c{}", c / 9 + 1, c % 9 + 1)?;
        self.message.describe(out)?;
        Ok(())
    }

    /// The grid as typed, digits that repeat in a unit marked.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        theme::frame(d, "Sudoku: type in a puzzle", self.help())?;
        for cell in 0..CELLS {
            let (x, y) = (
                GRID_X + (cell % 9) as i32 * CELL,
                GRID_Y + (cell / 9) as i32 * CELL,
            );
            let bg = if cell == usize::from(self.cursor) {
                CURSOR
            } else if self.grid.in_conflict(cell) {
                CONFLICT
            } else {
                theme::BACKGROUND
            };
            theme::fill(d, x, y, CELL as u32, CELL as u32, bg)?;
            draw_digit(d, x, y, self.grid.get(cell), INK)?;
        }
        draw_lines(d)?;
        let px = GRID_X + 9 * CELL + 8;
        let mut line = heapless::String::<24>::new();
        let _ = write!(line, "clues {}", self.grid.clue_count());
        theme::text(d, &line, px, GRID_Y, INK)?;
        theme::wrapped(d, "digits fill, 0 skips", px, GRID_Y + 16, 14, 200)?;
        theme::wrapped(d, &self.message, px, GRID_Y + 44, 14, 200).map(|_| ())
    }

    /// The digits typed and the cursor.
    pub fn save(&self, out: &mut Writer<'_>) {
        out.bytes(self.grid.cells());
        out.u8(self.cursor);
    }

    /// What [`Entry::save`] wrote.
    pub fn load(input: &mut Reader<'_>) -> Result<Entry, Garbled> {
        let cells = input
            .bytes(CELLS)?
            .try_into()
            .map_err(|_| Garbled::Truncated)?;
        Ok(Entry {
            grid: Grid::from_cells(cells).ok_or(Garbled::Invalid)?,
            cursor: input.below(CELLS as u8)?,
            message: Message::new(),
        })
    }
}

impl Default for Entry {
    fn default() -> Self {
        Self::new()
    }
}
