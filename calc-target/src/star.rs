//! The pentagram screen ("君子不忘其旧"): the star drawn with its lines and 10 points; pick
//! a start, then play by choosing jumps (an illegal jump is explained on the help line), or
//! watch the paper's algorithm fill it. Key 0 switches to other stars {n/k}, where Menu
//! shows a filling found by the core's search.

use crate::Key;
use crate::theme::{self, CURSOR, HINT, INK, MUTED};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{Circle, Line, PrimitiveStyle};
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::star::{Fillings, MAX_POINTS, Next, Star, paper_fill};
use micromath::F32Ext;

/// The stars key 0 cycles through: the paper's pentagram {5/2} first.
const SHAPES: [(u8, u8); 6] = [(5, 2), (7, 2), (7, 3), (8, 3), (9, 2), (11, 2)];
/// Search nodes allowed for a filling of another star (they take far fewer).
const FILLING_BUDGET: u64 = 2_000_000;

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
    shape: usize,
    star: Star,
    /// Screen positions of the points.
    at: [(i32, i32); MAX_POINTS],
    /// Points in the order they were filled: number `i` is on `order[i]`.
    order: Vec<u8, MAX_POINTS>,
    cursor: u8,
    /// The filling being shown, one point per tick.
    watching: Option<Vec<u8, MAX_POINTS>>,
    message: String<64>,
}

impl Default for StarScreen {
    fn default() -> Self {
        let mut at = [(0, 0); MAX_POINTS];
        at[..10].copy_from_slice(&POINTS);
        StarScreen {
            shape: 0,
            star: Star::pentagram(),
            at,
            order: Vec::new(),
            cursor: 0,
            watching: None,
            message: String::new(),
        }
    }
}

/// Screen positions for {n/k}: tips on a circle (tip 0 on top, clockwise), each crossing
/// where its two chords meet.
fn positions(star: &Star) -> [(i32, i32); MAX_POINTS] {
    let (n, _) = star.shape();
    let (cx, cy, r) = (110.0f32, 128.0f32, 100.0f32);
    let tip = |i: usize| {
        let angle =
            -core::f32::consts::FRAC_PI_2 + 2.0 * core::f32::consts::PI * i as f32 / f32::from(n);
        // micromath's functions, named so, on every target: the host's std would give other
        // last bits, and the firmware's screen must equal the simulator's.
        (cx + r * F32Ext::cos(angle), cy + r * F32Ext::sin(angle))
    };
    let mut at = [(0, 0); MAX_POINTS];
    for (p, xy) in at.iter_mut().enumerate().take(star.points()) {
        let (x, y) = if star.is_tip(p) {
            tip(p)
        } else {
            // Chord l runs from tip line(l)[0] to tip line(l)[last].
            let ends = |l: usize| {
                let line = star.line(l);
                (tip(line[0] as usize), tip(line[line.len() - 1] as usize))
            };
            let [first, second] = star.lines_through(p);
            let ((x1, y1), (x2, y2)) = ends(first);
            let ((x3, y3), (x4, y4)) = ends(second);
            let d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
            let t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d;
            (x1 + t * (x2 - x1), y1 + t * (y2 - y1))
        };
        *xy = (F32Ext::round(x) as i32, F32Ext::round(y) as i32);
    }
    at
}

impl StarScreen {
    /// The points filled so far, in order.
    pub fn order(&self) -> &[u8] {
        &self.order
    }

    /// The star on screen.
    pub fn star(&self) -> &Star {
        &self.star
    }

    /// The last message (why a jump is illegal, or the result).
    pub fn message(&self) -> &str {
        &self.message
    }

    fn say(&mut self, args: core::fmt::Arguments<'_>) {
        self.message.clear();
        let _ = self.message.write_fmt(args);
    }

    fn filled(&self) -> [bool; MAX_POINTS] {
        let mut f = [false; MAX_POINTS];
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
        let points = self.star.points() as u8;
        match key {
            Key::Right | Key::Down => self.cursor = (self.cursor + 1) % points,
            Key::Left | Key::Up => self.cursor = (self.cursor + points - 1) % points,
            Key::Enter => self.choose(),
            Key::Digit(0) => self.next_shape(),
            Key::Del => {
                self.order.pop();
                self.message.clear();
            }
            Key::Menu => self.watch_filling(),
            Key::Esc => return false,
            _ => {}
        }
        true
    }

    fn pentagram(&self) -> bool {
        self.shape == 0
    }

    /// The name of point `p`: the paper's letter on the pentagram, else its number.
    fn name(&self, p: usize) -> String<3> {
        let mut s = String::new();
        if self.pentagram() {
            let _ = s.push(Star::letter(p));
        } else {
            let _ = write!(s, "{p}");
        }
        s
    }

    fn next_shape(&mut self) {
        self.shape = (self.shape + 1) % SHAPES.len();
        let (n, k) = SHAPES[self.shape];
        *self = match Star::polygon(n, k) {
            Ok(star) if self.shape != 0 => StarScreen {
                shape: self.shape,
                at: positions(&star),
                star,
                ..StarScreen::default()
            },
            _ => StarScreen::default(),
        };
    }

    /// The paper's algorithm (pentagram) or the core's search (other stars) from the
    /// chosen start (or the cursor), shown point by point.
    fn watch_filling(&mut self) {
        let start = self.order.first().copied().unwrap_or(self.cursor);
        let name = self.name(start as usize);
        let found = if self.pentagram() {
            paper_fill(start as usize).ok()
        } else {
            match Fillings::new(&self.star, start as usize)
                .map(|mut f| f.next_within(FILLING_BUDGET))
            {
                Ok(Next::Found(f)) => Some(f),
                Ok(Next::Exhausted) => {
                    self.say(format_args!("no filling starts at {name}"));
                    return;
                }
                _ => {
                    self.say(format_args!("no filling found from {name} in time"));
                    return;
                }
            }
        };
        if let Some(f) = found {
            let mut all = Vec::new();
            for &p in f.order() {
                let _ = all.push(p);
            }
            self.order.clear();
            self.watching = Some(all);
            if self.pentagram() {
                self.say(format_args!("the paper's algorithm from {name}"));
            } else {
                self.say(format_args!("a filling from {name}, found by search"));
            }
        }
    }

    fn choose(&mut self) {
        let target = self.cursor as usize;
        let Some(&from) = self.order.last() else {
            let _ = self.order.push(self.cursor);
            let name = self.name(target);
            self.say(format_args!("0 on {name}: now jump"));
            return;
        };
        match self.star.check_jump(&self.filled(), from as usize, target) {
            Ok(()) => {
                let _ = self.order.push(self.cursor);
                if self.order.len() == self.star.points() {
                    let n = self.star.points();
                    self.say(format_args!("all {n} filled!"));
                } else {
                    self.message.clear();
                }
            }
            Err(jiugong_core::star::JumpError::BendsAtTip(t)) => {
                let name = self.name(t as usize);
                self.say(format_args!(
                    "the way bends at tip {name}: jumps go straight"
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
        let help = match (self.watching.is_some(), self.pentagram()) {
            (true, _) => "watching a filling  esc stop",
            (false, true) => "arrows pick enter jump del undo menu paper 0 star",
            (false, false) => "arrows pick enter jump del undo menu search 0 star",
        };
        let mut title: String<48> = String::new();
        if self.pentagram() {
            let _ = title.push_str("Pentagram: jun zi bu wang qi jiu");
        } else {
            let (n, k) = self.star.shape();
            let _ = write!(title, "Star {{{n}/{k}}}: the same rule");
        }
        theme::frame(d, &title, help)?;
        let points = &self.at[..self.star.points()];
        let diameter = if self.pentagram() { 17 } else { 13 };
        for l in 0..self.star.lines() {
            let line = self.star.line(l);
            let (a, b) = (
                points[line[0] as usize],
                points[line[line.len() - 1] as usize],
            );
            Line::new(Point::new(a.0, a.1), Point::new(b.0, b.1))
                .into_styled(PrimitiveStyle::with_stroke(MUTED, 1))
                .draw(d)?;
        }
        let filled = self.filled();
        let last = self.order.last().map(|&p| p as usize);
        for (p, &(x, y)) in points.iter().enumerate() {
            let color = if p == self.cursor as usize && self.watching.is_none() {
                CURSOR
            } else if Some(p) == last {
                HINT
            } else if filled[p] {
                theme::SELECTED
            } else {
                theme::BACKGROUND
            };
            let circle = Circle::with_center(Point::new(x, y), diameter);
            circle
                .into_styled(PrimitiveStyle::with_fill(color))
                .draw(d)?;
            circle
                .into_styled(PrimitiveStyle::with_stroke(INK, 1))
                .draw(d)?;
            let mut label: String<3> = String::new();
            match self.order.iter().position(|&q| q as usize == p) {
                Some(n) => {
                    let _ = write!(label, "{n}");
                }
                None if self.pentagram() => {
                    let _ = label.push(Star::letter(p));
                }
                None => {}
            }
            let style = MonoTextStyle::new(&FONT_6X10, if filled[p] { INK } else { MUTED });
            let x = x - 3 * label.len() as i32 + 1;
            Text::with_baseline(&label, Point::new(x, y - 4), style, Baseline::Top).draw(d)?;
        }
        let mut line: String<40> = String::new();
        let _ = write!(line, "filled {}/{}", self.order.len(), self.star.points());
        theme::text(d, &line, 230, 20, INK)?;
        theme::wrapped(d, &self.message, 230, 40, 14, 220)
    }
}
