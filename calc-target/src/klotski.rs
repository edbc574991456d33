//! The Klotski screen (华容道): choose a traditional layout, pick a block with the cursor
//! and slide it with the arrows; moves counted as players count them (a block's slides
//! until another block moves are one move); undo.

use crate::Key;
use crate::theme::{self, HINT, Help, INK, MUTED, Message, SELECTED};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use heapless::{String, Vec};
use jiugong_core::klotski::{Board, CELLS, EXIT, KlotskiError, LAYOUTS, Shape, WIDTH};
use jiugong_core::sliding::Dir;

/// Moves the undo list keeps.
const UNDO: usize = 200;

/// A cell's side in pixels.
const CELL: i32 = 38;
/// The box's top-left corner on screen.
const ORIGIN: (i32, i32) = (8, 20);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The list of layouts, this one highlighted.
    Choose(usize),
    Play,
}

/// The Klotski screen.
#[derive(Clone, Debug)]
pub struct KlotskiScreen {
    layout: usize,
    board: Board,
    /// The cell under the cursor.
    cursor: u8,
    /// The block picked to slide.
    picked: Option<u8>,
    /// Each move: the block and its top-left cell before it.
    history: Vec<(u8, u8), UNDO>,
    phase: Phase,
    message: Message,
}

impl KlotskiScreen {
    /// 横刀立马, the cursor on the 2×2 block (an error only if a layout's text were wrong,
    /// which the core's tests rule out).
    pub fn new() -> Result<KlotskiScreen, KlotskiError> {
        let mut screen = KlotskiScreen {
            layout: 0,
            board: LAYOUTS[0].start()?,
            cursor: 0,
            picked: None,
            history: Vec::new(),
            phase: Phase::Play,
            message: Message::new(),
        };
        screen.load(0);
        Ok(screen)
    }

    fn load(&mut self, layout: usize) {
        let Ok(board) = LAYOUTS[layout].start() else {
            return;
        };
        self.layout = layout;
        self.board = board;
        self.history.clear();
        self.picked = None;
        self.cursor = self
            .board
            .blocks()
            .iter()
            .find(|b| b.shape == Shape::Big)
            .map_or(0, |b| b.cell);
        self.phase = Phase::Play;
        self.message.clear();
    }

    /// The board on screen.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves made, as players count them.
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    /// Slides the picked block one cell; a slide that continues the last move's block is
    /// the same move, and one that brings it back where that move began takes it back.
    fn slide(&mut self, index: u8, dir: Dir) {
        let before = self.board.blocks()[index as usize].cell;
        if !self.board.slide(index as usize, dir) {
            self.message.say(format_args!("blocked"));
            return;
        }
        let after = self.board.blocks()[index as usize].cell;
        self.cursor = after;
        match self.history.last() {
            Some(&(b, from)) if b == index => {
                if from == after {
                    self.history.pop();
                }
            }
            _ => {
                if self.history.push((index, before)).is_err() {
                    // A full list forgets the oldest move; the count stays right.
                    self.history.remove(0);
                    let _ = self.history.push((index, before));
                }
            }
        }
        self.message.clear();
        if self.board.is_solved() {
            let n = self.moves();
            self.message
                .say(format_args!("Cao Cao escapes in {n} moves"));
        }
    }

    fn undo(&mut self) {
        if let Some((index, from)) = self.history.pop() {
            let mut blocks_board = self.board;
            // Put the block back where the move began: its route there is free.
            if let Some(steps) = blocks_board.route(index as usize, from as usize) {
                for dir in steps {
                    blocks_board.slide(index as usize, dir);
                }
                self.board = blocks_board;
                self.cursor = from;
            }
            self.picked = None;
            self.message.say(format_args!("undone"));
        }
    }

    /// Handles a key; false when the screen wants to leave.
    pub fn handle(&mut self, key: Key) -> bool {
        if let Phase::Choose(at) = self.phase {
            match key {
                Key::Up => self.phase = Phase::Choose((at + LAYOUTS.len() - 1) % LAYOUTS.len()),
                Key::Down => self.phase = Phase::Choose((at + 1) % LAYOUTS.len()),
                Key::Enter => self.load(at),
                Key::Esc => self.phase = Phase::Play,
                _ => {}
            }
            return true;
        }
        let dir = match key {
            Key::Up => Some(Dir::Up),
            Key::Down => Some(Dir::Down),
            Key::Left => Some(Dir::Left),
            Key::Right => Some(Dir::Right),
            _ => None,
        };
        match (dir, self.picked) {
            (Some(dir), Some(index)) => self.slide(index, dir),
            (Some(dir), None) => {
                let cell = usize::from(self.cursor);
                let next = match dir {
                    Dir::Up => cell.checked_sub(WIDTH),
                    Dir::Down => Some(cell + WIDTH).filter(|&c| c < CELLS),
                    Dir::Left => (cell % WIDTH > 0).then(|| cell - 1),
                    Dir::Right => (cell % WIDTH + 1 < WIDTH).then_some(cell + 1),
                };
                if let Some(c) = next {
                    self.cursor = c as u8;
                }
            }
            (None, _) => match key {
                Key::Enter => {
                    self.picked = match self.picked {
                        Some(_) => None,
                        None => self
                            .board
                            .block_at(usize::from(self.cursor))
                            .map(|i| i as u8),
                    };
                }
                Key::Del => self.undo(),
                Key::Digit(0) => self.load(self.layout),
                Key::Menu => self.phase = Phase::Choose(self.layout),
                Key::Esc if self.picked.is_some() => self.picked = None,
                Key::Esc => return false,
                _ => {}
            },
        }
        true
    }

    /// One slice of work; true while more is pending.
    pub fn tick(&mut self) -> bool {
        false
    }

    /// The help line.
    pub fn help(&self) -> Help<'static> {
        match (self.phase, self.picked) {
            (Phase::Choose(_), _) => &[("up/down", "choose"), ("enter", "play"), ("esc", "back")],
            (Phase::Play, Some(_)) => &[("arrows", "slide"), ("enter", "drop"), ("del", "undo")],
            (Phase::Play, None) => &[
                ("arrows", "cursor"),
                ("enter", "pick"),
                ("del", "undo"),
                ("menu", "layouts"),
                ("0", "restart"),
            ],
        }
    }

    /// Draws the screen.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let layout = &LAYOUTS[self.layout];
        let mut title: String<48> = String::new();
        let _ = write!(title, "Klotski: {}", layout.ascii);
        theme::frame(d, &title, self.help())?;
        if let Phase::Choose(at) = self.phase {
            for (i, l) in LAYOUTS.iter().enumerate() {
                let y = 20 + 12 * i as i32;
                if i == at {
                    theme::fill(d, 36, y - 1, 248, 12, SELECTED)?;
                }
                theme::text(d, l.ascii, 40, y, INK)?;
            }
            return Ok(());
        }
        let (x0, y0) = ORIGIN;
        let (w, h) = (WIDTH as i32 * CELL, (CELLS / WIDTH) as i32 * CELL);
        theme::fill(d, x0 - 2, y0 - 2, (w + 4) as u32, (h + 4) as u32, INK)?;
        theme::fill(d, x0, y0, w as u32, h as u32, MUTED)?;
        // The exit: a gap in the bottom wall under the 2×2's goal.
        let exit_x = x0 + (EXIT % WIDTH) as i32 * CELL;
        theme::fill(d, exit_x, y0 + h, 2 * CELL as u32, 2, HINT)?;
        for (i, b) in self.board.blocks().iter().enumerate() {
            let (bw, bh) = b.shape.size();
            let (x, y) = (
                x0 + (usize::from(b.cell) % WIDTH) as i32 * CELL,
                y0 + (usize::from(b.cell) / WIDTH) as i32 * CELL,
            );
            let color = match (self.picked == Some(i as u8), b.shape) {
                (true, _) => theme::CURSOR,
                (false, Shape::Big) => theme::CONFLICT,
                (false, Shape::Small) => HINT,
                (false, _) => SELECTED,
            };
            theme::fill(
                d,
                x + 1,
                y + 1,
                (bw as i32 * CELL - 2) as u32,
                (bh as i32 * CELL - 2) as u32,
                color,
            )?;
            let mut letter: String<1> = String::new();
            let _ = letter.push(b.letter as char);
            theme::text(d, &letter, x + 4, y + 4, INK)?;
        }
        // The cursor: a frame round its cell.
        let (cx, cy) = (
            x0 + (usize::from(self.cursor) % WIDTH) as i32 * CELL,
            y0 + (usize::from(self.cursor) / WIDTH) as i32 * CELL,
        );
        Rectangle::new(Point::new(cx, cy), Size::new(CELL as u32, CELL as u32))
            .into_styled(PrimitiveStyle::with_stroke(INK, 2))
            .draw(d)?;
        let px = 176;
        let mut line: String<40> = String::new();
        let _ = write!(line, "{}", layout.ascii);
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        let _ = write!(line, "moves {}", self.moves());
        theme::text(d, &line, px, y0 + 12, INK)?;
        theme::wrapped(d, &self.message, px, y0 + 30, 22, 220)
    }
}
