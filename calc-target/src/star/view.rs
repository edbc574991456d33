//! The star drawn: where each point is on screen (the pentagram's precomputed, other
//! stars' from their circle), the circles' size, the labels in them, and the screen.

use super::{PINYIN, StarScreen, TITLE};
use crate::lang::Fill;
use crate::lang::star::Phrase;
use crate::screen::View;
use crate::toolkit::hanzi;
use crate::toolkit::theme::{self, CURSOR, HINT, INK, LABEL, MUTED, PATTERN};
use crate::toolkit::{layout, menu};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_5X8, ascii::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{Circle, Line, PrimitiveStyle};
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::star::{MAX_POINTS, Star};
use micromath::F32Ext;

/// The right edge of the area the star's points are drawn in.
pub(super) const PLAY_RIGHT: i32 = 228;

/// The side panel's left edge, right of the star's points.
const PANEL_X: i32 = PLAY_RIGHT + 2;

/// Where the menu is drawn (and tapped): its top-left corner and least width.
pub(super) const MENU: ((i32, i32), u32) = ((layout::INDENT, 80), layout::INDENTED_WIDTH);

/// Screen positions of A..J on a regular pentagram (centre (110, 128), tips at radius 100,
/// crossings at radius 38: precomputed, as `no_std` has no trigonometry).
pub(super) const POINTS: [(i32, i32); 10] = [
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

/// Diameter of a point's circle where there is room: two digits of the 6×10 font fit in it.
pub(super) const DIAMETER: u32 = 17;
/// The smallest diameter, for crowded stars: two digits of the 5×8 font fit in it.
const SMALL_DIAMETER: u32 = 13;

/// The largest circle diameter (up to [`DIAMETER`]) at which no two points' circles touch.
pub(super) fn diameter(at: &[(i32, i32)]) -> u32 {
    let mut closest = i32::MAX;
    for (i, &(x, y)) in at.iter().enumerate() {
        for &(u, v) in &at[i + 1..] {
            closest = closest.min((x - u) * (x - u) + (y - v) * (y - v));
        }
    }
    // Circles of diameter d whose centres are at least d + 2 apart have a pixel of
    // background between them: they do not touch.
    let mut d = DIAMETER;
    while d > SMALL_DIAMETER && ((d + 2) * (d + 2)) as i32 > closest {
        d -= 1;
    }
    d
}

/// Screen positions for {n/k}: tips on a circle (tip 0 on top, clockwise), each crossing
/// where its two chords meet. The circle is centred in the play area (between the title bar
/// and the help line, left of the side panel), so that every point's circle lies inside it.
pub(super) fn positions(star: &Star) -> [(i32, i32); MAX_POINTS] {
    let (n, _) = star.shape();
    let cy = (layout::TOP + layout::BOTTOM) as f32 / 2.0;
    let (cx, r) = (112.0f32, 94.0f32);
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
    /// Where point `p` is drawn: its circle's centre, and the circle's diameter.
    pub fn circle(&self, p: usize) -> (Point, u32) {
        let (x, y) = self.at[p];
        (Point::new(x, y), self.diameter)
    }

    /// The point whose circle a tap at `at` falls in (the nearest, should two be near).
    pub fn point_at(&self, at: Point) -> Option<usize> {
        (0..self.star.points())
            .map(|p| {
                let (centre, diameter) = self.circle(p);
                let (dx, dy) = (at.x - centre.x, at.y - centre.y);
                (dx * dx + dy * dy, diameter as i32, p)
            })
            .filter(|&(far, diameter, _)| 4 * far <= diameter * diameter)
            .min()
            .map(|(_, _, p)| p)
    }

    /// The text drawn in point `p`'s circle: its number in the filling once filled, else its
    /// name (the pentagram's letter, or the point's number, as messages name it).
    pub fn label(&self, p: usize) -> String<3> {
        let mut label = String::new();
        match self.order.iter().position(|&q| q as usize == p) {
            Some(n) => {
                let _ = write!(label, "{n}");
            }
            None => label = self.name(p),
        }
        label
    }

    /// The label of point `p` placed in its circle.
    pub fn label_text(&self, p: usize) -> Text<'static, MonoTextStyle<'static, Rgb565>> {
        let (centre, _) = self.circle(p);
        let filled = self.order.contains(&(p as u8));
        let font = if self.diameter >= DIAMETER {
            &FONT_6X10
        } else {
            &FONT_5X8
        };
        let style = MonoTextStyle::new(font, if filled { INK } else { LABEL });
        let glyph = font.character_size;
        let width = glyph.width as i32 * self.label(p).len() as i32;
        let height = glyph.height as i32;
        Text::with_baseline(
            "",
            Point::new(centre.x - width / 2 + 1, centre.y - height / 2 + 1),
            style,
            Baseline::Top,
        )
    }
}

impl View for StarScreen {
    /// Draws the screen: the title (the paper's in Hanzi and pinyin on the pentagram), the
    /// star's lines, its points numbered or named, the side panel and the menu.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let lang = self.voice.lang;
        if self.pentagram() {
            // "Pentagram:", the paper's title in its characters, then in pinyin.
            let pentagram = Phrase::Pentagram.text(lang);
            theme::frame(d, pentagram)?;
            // After the words and a space; a full-width colon holds its own space.
            let space = if pentagram.ends_with('：') { 0 } else { 6 };
            let x = layout::MARGIN + 6 * theme::columns(pentagram) as i32 + space;
            let width = hanzi::draw(d, TITLE, x, 1, Rgb565::WHITE)?;
            theme::text(d, PINYIN, x + width + 5, 2, Rgb565::WHITE)?;
        } else {
            let title = match self.starts {
                Some(0) => Phrase::StarNoFilling,
                _ => Phrase::StarTitle,
            };
            let mut line: String<64> = String::new();
            let _ = write!(line, "{}", Fill(lang, title.text(lang), &[&self.shape()]));
            theme::frame(d, &line)?;
        }
        let points = &self.at[..self.star.points()];
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
        let lands = self.landings();
        for (p, &(x, y)) in points.iter().enumerate() {
            let color = if p == self.cursor as usize && self.watching.is_none() {
                CURSOR
            } else if Some(p) == last {
                HINT
            } else if filled[p] {
                theme::SELECTED
            } else if lands[p] {
                PATTERN
            } else {
                theme::BACKGROUND
            };
            let circle = Circle::with_center(Point::new(x, y), self.diameter);
            circle
                .into_styled(PrimitiveStyle::with_fill(color))
                .draw(d)?;
            circle
                .into_styled(PrimitiveStyle::with_stroke(INK, 1))
                .draw(d)?;
            let label = self.label(p);
            let mut text = self.label_text(p);
            text.text = &label;
            text.draw(d)?;
        }
        let mut line: String<40> = String::new();
        let (filled, points) = (self.order.len(), self.star.points());
        let _ = write!(
            line,
            "{}",
            Fill(lang, Phrase::Filled.text(lang), &[&filled, &points])
        );
        theme::text(d, &line, PANEL_X, layout::BOARD_TOP, INK)?;
        // The full fillings of this star the player numbered.
        line.clear();
        let fills = self.fills();
        let _ = write!(line, "{}", Fill(lang, Phrase::Fills.text(lang), &[&fills]));
        theme::text(d, &line, PANEL_X, layout::BOARD_TOP + 14, INK)?;
        if let Some((_, playback)) = &self.watching {
            playback.draw(d, PANEL_X, 150, 84, lang)?;
        }
        let bottom = layout::MESSAGE_BOTTOM;
        theme::wrapped(d, &self.voice.message, PANEL_X, 48, 14, bottom)?;
        match self.menu {
            Some(selected) => menu::draw(d, MENU.0, MENU.1, selected, lang),
            None => Ok(()),
        }
    }
}
