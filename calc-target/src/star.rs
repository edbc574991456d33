//! The pentagram screen ("君子不忘其旧"): the star drawn with its lines and 10 points; pick
//! a start, then play by choosing jumps (an illegal jump is explained on the help line), or
//! watch the paper's algorithm fill it.

use crate::Key;
use crate::theme::{self, CURSOR, HINT, INK, MUTED};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{Circle, Line, PrimitiveStyle};
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::star::{Star, paper_fill};

/// Screen positions of A..J on a regular pentagram (centre (110, 128), tips at radius 100,
/// crossings at radius 38: precomputed, as `no_std` has no trigonometry).
const POINTS: [(i32, i32); 10] = [
    (110, 28),  // A, top tip
    (87, 97),   // B
    (74, 140),  // C
    (51, 209),  // D, bottom-left tip
    (110, 166), // E
    (146, 140), // F
    (205, 97),  // G, right tip
    (132, 97),  // H
    (15, 97),   // I, left tip
    (169, 209), // J, bottom-right tip
];

/// The pentagram screen.
#[derive(Clone, Debug)]
pub struct StarScreen {
    star: Star,
    /// Points in the order they were filled: number `i` is on `order[i]`.
    order: Vec<u8, 10>,
    cursor: u8,
    /// The paper's filling being shown, one point per tick.
    watching: Option<Vec<u8, 10>>,
    message: String<64>,
}

impl Default for StarScreen {
    fn default() -> Self {
        StarScreen {
            star: Star::pentagram(),
            order: Vec::new(),
            cursor: 0,
            watching: None,
            message: String::new(),
        }
    }
}

impl StarScreen {
    /// The points filled so far, in order.
    pub fn order(&self) -> &[u8] {
        &self.order
    }

    /// The last message (why a jump is illegal, or the result).
    pub fn message(&self) -> &str {
        &self.message
    }

    fn say(&mut self, args: core::fmt::Arguments<'_>) {
        self.message.clear();
        let _ = self.message.write_fmt(args);
    }

    fn filled(&self) -> [bool; 10] {
        let mut f = [false; 10];
        for &p in &self.order {
            f[p as usize] = true;
        }
        f
    }

    /// Handles a key; false when the screen wants to leave.
    pub fn handle(&mut self, key: Key) -> bool {
        if self.watching.is_some() {
            if key == Key::Esc {
                self.watching = None;
            }
            return true;
        }
        match key {
            Key::Right | Key::Down => self.cursor = (self.cursor + 1) % 10,
            Key::Left | Key::Up => self.cursor = (self.cursor + 9) % 10,
            Key::Enter => self.choose(),
            Key::Del => {
                self.order.pop();
                self.message.clear();
            }
            Key::Menu => {
                // The paper's algorithm from the chosen start (or the cursor).
                let start = self.order.first().copied().unwrap_or(self.cursor);
                if let Ok(f) = paper_fill(start as usize) {
                    let mut all = Vec::new();
                    for &p in f.order() {
                        let _ = all.push(p);
                    }
                    self.order.clear();
                    self.watching = Some(all);
                    let letter = Star::letter(start as usize);
                    self.say(format_args!("the paper's algorithm from {letter}"));
                }
            }
            Key::Esc => return false,
            _ => {}
        }
        true
    }

    fn choose(&mut self) {
        let target = self.cursor as usize;
        let Some(&from) = self.order.last() else {
            let _ = self.order.push(self.cursor);
            let letter = Star::letter(target);
            self.say(format_args!("0 on {letter}: now jump"));
            return;
        };
        match self.star.check_jump(&self.filled(), from as usize, target) {
            Ok(()) => {
                let _ = self.order.push(self.cursor);
                if self.order.is_full() {
                    self.say(format_args!("all ten filled!"));
                } else {
                    self.message.clear();
                }
            }
            Err(jiugong_core::star::JumpError::BendsAtTip(t)) => {
                let letter = Star::letter(t as usize);
                self.say(format_args!(
                    "the way bends at tip {letter}: jumps go straight"
                ));
            }
            Err(e) => self.say(format_args!("{e}")),
        }
    }

    /// One slice of work (the paper's filling, one point per tick); true while pending.
    pub fn tick(&mut self) -> bool {
        let Some(all) = &self.watching else {
            return false;
        };
        match all.get(self.order.len()) {
            Some(&p) => {
                let _ = self.order.push(p);
                true
            }
            None => {
                self.watching = None;
                false
            }
        }
    }

    /// Draws the screen.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let help = if self.watching.is_some() {
            "the paper's algorithm  esc stop"
        } else {
            "arrows pick  enter jump  del undo  menu paper"
        };
        theme::frame(d, "Pentagram: jun zi bu wang qi jiu", help)?;
        for l in 0..self.star.lines() {
            let line = self.star.line(l);
            let (a, b) = (
                POINTS[line[0] as usize],
                POINTS[line[line.len() - 1] as usize],
            );
            Line::new(Point::new(a.0, a.1), Point::new(b.0, b.1))
                .into_styled(PrimitiveStyle::with_stroke(MUTED, 1))
                .draw(d)?;
        }
        let filled = self.filled();
        let last = self.order.last().map(|&p| p as usize);
        for (p, &(x, y)) in POINTS.iter().enumerate() {
            let color = if p == self.cursor as usize && self.watching.is_none() {
                CURSOR
            } else if Some(p) == last {
                HINT
            } else if filled[p] {
                theme::SELECTED
            } else {
                theme::BACKGROUND
            };
            let circle = Circle::with_center(Point::new(x, y), 17);
            circle
                .into_styled(PrimitiveStyle::with_fill(color))
                .draw(d)?;
            circle
                .into_styled(PrimitiveStyle::with_stroke(INK, 1))
                .draw(d)?;
            let mut label: String<2> = String::new();
            match self.order.iter().position(|&q| q as usize == p) {
                Some(n) => {
                    let _ = write!(label, "{n}");
                }
                None => {
                    let _ = label.push(Star::letter(p));
                }
            }
            let style = MonoTextStyle::new(&FONT_6X10, if filled[p] { INK } else { MUTED });
            Text::with_baseline(&label, Point::new(x - 2, y - 4), style, Baseline::Top).draw(d)?;
        }
        let mut line: String<40> = String::new();
        let _ = write!(line, "filled {}/10", self.order.len());
        theme::text(d, &line, 230, 20, INK)?;
        theme::wrapped(d, &self.message, 230, 40, 14, 220)
    }
}
