//! The pentagram screen ("君子不忘其旧"): the star drawn with its lines and 10 points; pick
//! a start, then play by choosing jumps (an illegal jump is explained on the help line), or
//! watch the paper's algorithm fill it. Key 0 switches to other stars {n/k}, where Menu
//! shows a filling found by the core's search.

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::playback::{Playback, Step};
use crate::toolkit::theme::{self, CURSOR, HINT, Help, INK, MUTED, Message};
use crate::toolkit::{hanzi, pinyin};
use crate::work::{self, Tick};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_5X8, ascii::FONT_6X10};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{Circle, Line, PrimitiveStyle};
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::star::{Fillings, MAX_POINTS, Star, paper_fill};
use micromath::F32Ext;

/// The paper's title, 君子不忘其旧 ("the gentleman does not forget the old").
pub const TITLE: &str = "君子不忘其旧";

/// The title in pinyin, with its tones.
pub const PINYIN: &str = "jūn zǐ bù wàng qí jiù";

/// The stars key 0 cycles through: the paper's pentagram {5/2} first.
const SHAPES: [(u8, u8); 6] = [(5, 2), (7, 2), (7, 3), (8, 3), (9, 2), (11, 2)];

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
    /// Diameter of their circles.
    diameter: u32,
    /// Points in the order they were filled: number `i` is on `order[i]`.
    order: Vec<u8, MAX_POINTS>,
    cursor: u8,
    /// The filling being shown, one point per tick.
    watching: Option<(Vec<u8, MAX_POINTS>, Playback)>,
    /// The menu, when open.
    menu: Option<Action>,
    message: Message,
}

impl Default for StarScreen {
    fn default() -> Self {
        let mut at = [(0, 0); MAX_POINTS];
        at[..10].copy_from_slice(&POINTS);
        StarScreen {
            shape: 0,
            star: Star::pentagram(),
            at,
            diameter: DIAMETER,
            order: Vec::new(),
            cursor: 0,
            watching: None,
            message: Message::new(),
            menu: None,
        }
    }
}

/// Diameter of a point's circle where there is room: two digits of the 6×10 font fit in it.
const DIAMETER: u32 = 17;
/// The smallest diameter, for crowded stars: two digits of the 5×8 font fit in it.
const SMALL_DIAMETER: u32 = 14;

/// The largest circle diameter (up to [`DIAMETER`]) at which no two points' circles touch.
fn diameter(at: &[(i32, i32)]) -> u32 {
    let mut closest = i32::MAX;
    for (i, &(x, y)) in at.iter().enumerate() {
        for &(u, v) in &at[i + 1..] {
            closest = closest.min((x - u) * (x - u) + (y - v) * (y - v));
        }
    }
    // Circles of diameter d whose centres are at least d + 1 apart share no pixel.
    let mut d = DIAMETER;
    while d > SMALL_DIAMETER && ((d + 1) * (d + 1)) as i32 > closest {
        d -= 1;
    }
    d
}

/// Screen positions for {n/k}: tips on a circle (tip 0 on top, clockwise), each crossing
/// where its two chords meet. The circle is centred in the play area (between the title bar
/// and the help line, left of the side panel), so that every point's circle lies inside it.
fn positions(star: &Star) -> [(i32, i32); MAX_POINTS] {
    let (n, _) = star.shape();
    let (cx, cy, r) = (112.0f32, 120.0f32, 94.0f32);
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
        self.message.say(args);
    }

    fn filled(&self) -> [bool; MAX_POINTS] {
        let mut f = [false; MAX_POINTS];
        for &p in &self.order {
            f[p as usize] = true;
        }
        f
    }

    /// Does the menu's entry (or its key), asking first what would clear the player's
    /// numbers.
    fn act(&mut self, action: Action) -> Outcome<Confirm> {
        let (question, then) = match action {
            Action::Watch => (
                "Show a full filling? Your numbers are cleared.",
                Confirm::Watch,
            ),
            Action::NextStar => (
                "Switch to the next star? Your numbers here are cleared.",
                Confirm::NextStar,
            ),
            Action::Clear => ("Clear your numbers?", Confirm::Clear),
        };
        if self.playing() {
            return Outcome::Ask { question, then };
        }
        self.confirmed_now(then);
        Outcome::Stay
    }

    /// Does what the player confirmed (or what needed no asking).
    fn confirmed_now(&mut self, then: Confirm) {
        match then {
            Confirm::NextStar => self.next_shape(),
            Confirm::Watch => self.watch_filling(),
            Confirm::Clear => {
                self.order.clear();
                self.message.clear();
            }
        }
    }

    /// True while the player has numbers on an unfinished star: what a switch would lose.
    fn playing(&self) -> bool {
        !self.order.is_empty() && self.order.len() < self.star.points()
    }

    fn pentagram(&self) -> bool {
        self.shape == 0
    }

    /// The point an arrow in direction `(dx, dy)` leads to from `from`: the nearest point
    /// within 45° of that direction; else, of the points on that side, the one closest to
    /// the arrow's line (ahead plus twice aside); `from` itself when there is none.
    pub fn toward(&self, from: usize, (dx, dy): (i32, i32)) -> usize {
        let (fx, fy) = self.at[from];
        let mut best: Option<(bool, i32, usize)> = None;
        for (p, &(x, y)) in self.at[..self.star.points()].iter().enumerate() {
            let (vx, vy) = (x - fx, y - fy);
            let ahead = vx * dx + vy * dy;
            if p == from || ahead <= 0 {
                continue;
            }
            let aside = (vx * dy - vy * dx).abs();
            let in_cone = aside <= ahead;
            let cost = if in_cone {
                vx * vx + vy * vy
            } else {
                ahead + 2 * aside
            };
            let better = match best {
                None => true,
                Some((cone, c, _)) => (in_cone, -cost) > (cone, -c),
            };
            if better {
                best = Some((in_cone, cost, p));
            }
        }
        best.map_or(from, |(_, _, p)| p)
    }

    /// Where point `p` is drawn: its circle's centre, and the circle's diameter.
    pub fn circle(&self, p: usize) -> (Point, u32) {
        let (x, y) = self.at[p];
        (Point::new(x, y), self.diameter)
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
        let style = MonoTextStyle::new(font, if filled { INK } else { MUTED });
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

    /// The name of point `p`: the paper's letter on the pentagram, else its number.
    fn name(&self, p: usize) -> String<3> {
        let mut s = String::new();
        if self.pentagram() {
            let _ = s.push(Star::letter(p)); // one letter fits
        } else {
            let _ = write!(s, "{p}");
        }
        s
    }

    fn next_shape(&mut self) {
        self.shape = (self.shape + 1) % SHAPES.len();
        let (n, k) = SHAPES[self.shape];
        *self = match Star::polygon(n, k) {
            Ok(star) if self.shape != 0 => {
                let at = positions(&star);
                StarScreen {
                    shape: self.shape,
                    diameter: diameter(&at[..star.points()]),
                    at,
                    star,
                    ..StarScreen::default()
                }
            }
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
            let search = Fillings::new(&self.star, start as usize);
            match search.map(|mut f| (work::tick(&mut f), f.filling())) {
                Ok((Tick::Found, f)) => Some(f),
                Ok((Tick::Exhausted, _)) => {
                    // A fact of the star, not a fault: say how many points do start one.
                    let (n, k) = SHAPES[self.shape];
                    match self.starts_with_a_filling() {
                        Some(0) => self.say(format_args!(
                            "{{{n}/{k}}}: no point can start a full filling"
                        )),
                        Some(m) => self.say(format_args!(
                            "none from {name}; {m} of {} points start one",
                            self.star.points()
                        )),
                        None => self.say(format_args!("no filling starts at {name}")),
                    }
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
                let _ = all.push(p); // room for every point
            }
            self.order.clear();
            let playback = Playback::new(all.len());
            self.watching = Some((all, playback));
            if self.pentagram() {
                self.say(format_args!("the paper's algorithm from {name}"));
            } else {
                self.say(format_args!("a filling from {name}, found by search"));
            }
        }
    }

    /// How many of the star's points start a full filling, if the searches all end within
    /// a tick's work each (they do on the app's stars: a few thousand nodes).
    fn starts_with_a_filling(&self) -> Option<usize> {
        let mut starts = 0;
        for p in 0..self.star.points() {
            let mut search = Fillings::new(&self.star, p).ok()?;
            match work::tick(&mut search) {
                Tick::Found => starts += 1,
                Tick::Exhausted => {}
                _ => return None,
            }
        }
        Some(starts)
    }

    fn choose(&mut self) {
        let target = self.cursor as usize;
        let Some(&from) = self.order.last() else {
            let _ = self.order.push(self.cursor); // the first point
            let name = self.name(target);
            self.say(format_args!("0 on {name}: now jump"));
            return;
        };
        match self.star.check_jump(&self.filled(), from as usize, target) {
            Ok(()) => {
                // A legal jump lands on a free point: room for every point.
                let _ = self.order.push(self.cursor); // the first point
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
}

/// The star's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Watch,
    NextStar,
    Clear,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[Action::Watch, Action::NextStar, Action::Clear];

    fn label(self) -> &'static str {
        match self {
            Action::Watch => "show a full filling",
            Action::NextStar => "the next star",
            Action::Clear => "clear the numbers",
        }
    }
}

/// What needs the player's yes on the star.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// The next star of the list.
    NextStar,
    /// A full filling shown from the first point (or the cursor).
    Watch,
    /// The numbers taken off.
    Clear,
}

impl Screen for StarScreen {
    type Confirmed = Confirm;

    const RULES: &'static [&'static str] = &[
        "Number the star's points 0, 1, 2, ... in turn: each number goes one jump from the \
         one before, straight along a line of the star over exactly one point, and lands \
         on a free point.",
        "Arrows choose a point; enter places the next number there; del takes the last \
         back; 0 switches to other stars {n/k}; menu: a full filling shown (the paper's \
         algorithm on the pentagram), the next star, clear.",
        "From the source document: the pentagram, jun zi bu wang qi jiu (its title).",
    ];

    fn fresh() -> Option<StarScreen> {
        Some(StarScreen::default())
    }

    fn handle(&mut self, key: Key, _: &mut Lent<'_>) -> Outcome<Confirm> {
        if let Some((all, playback)) = &mut self.watching {
            match playback.key(key) {
                Some(Some(Step::Forward)) => {
                    let _ = self.order.push(all[playback.at() - 1]); // at most every point
                }
                Some(Some(Step::Back)) => {
                    self.order.pop();
                }
                Some(None) => {}
                None if key == Key::Esc => self.watching = None,
                None => {}
            }
            return Outcome::Stay;
        }
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action),
                None => Outcome::Stay,
            };
        }
        match key {
            Key::Up => self.cursor = self.toward(self.cursor as usize, (0, -1)) as u8,
            Key::Down => self.cursor = self.toward(self.cursor as usize, (0, 1)) as u8,
            Key::Left => self.cursor = self.toward(self.cursor as usize, (-1, 0)) as u8,
            Key::Right => self.cursor = self.toward(self.cursor as usize, (1, 0)) as u8,
            Key::Enter => self.choose(),
            Key::Digit(0) => return self.act(Action::NextStar),
            Key::Del => {
                self.order.pop();
                self.message.clear();
            }
            Key::Menu => self.menu = Some(Action::Watch),
            Key::Esc => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, then: Confirm, _: &mut Lent<'_>) {
        self.confirmed_now(then);
    }

    /// The filling being shown, a point at the playback's pace.
    fn tick(&mut self, _: &mut Lent<'_>) -> bool {
        let Some((all, playback)) = &mut self.watching else {
            return false;
        };
        if playback.tick() == Some(Step::Forward) {
            let _ = self.order.push(all[playback.at() - 1]); // at most every point
        }
        if playback.is_done() {
            self.watching = None;
            return false;
        }
        playback.is_running()
    }

    fn help(&self) -> Help<'static> {
        match &self.watching {
            Some((_, playback)) => playback.help(),
            None if self.menu.is_some() => &[("up/down or 1-3", "choose"), ("esc", "close")],
            None => &[
                ("arrows", "pick"),
                ("enter", "jump"),
                ("del", "undo"),
                ("menu", "filling"),
                ("0", "star"),
            ],
        }
    }

    /// Says in text what the screen shows: the star, each number placed and the point it is
    /// on, the point under the cursor, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let (n, k) = SHAPES[self.shape];
        writeln!(
            out,
            "Star {{{n}/{k}}}: {} of {} points filled",
            self.order.len(),
            self.star.points()
        )?;
        for (i, &p) in self.order.iter().enumerate() {
            writeln!(out, "{i} on {}", self.name(usize::from(p)))?;
        }
        writeln!(out, "cursor on {}", self.name(usize::from(self.cursor)))?;
        if let Some((_, playback)) = &self.watching {
            playback.describe(out)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu)
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let help = self.help();
        let mut title: String<48> = String::new();
        if self.pentagram() {
            // "Pentagram:", the paper's title in its characters, then in pinyin.
            theme::frame(d, "Pentagram:", help)?;
            let x = 4 + 6 * 11;
            let width = hanzi::draw(d, TITLE, x, 1, Rgb565::WHITE)?;
            pinyin::draw(d, PINYIN, x + width + 5, 2, Rgb565::WHITE)?;
        } else {
            let (n, k) = self.star.shape();
            let _ = write!(title, "Star {{{n}/{k}}}: the same rule");
            theme::frame(d, &title, help)?;
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
        let _ = write!(line, "filled {}/{}", self.order.len(), self.star.points());
        theme::text(d, &line, 230, 20, INK)?;
        if let Some((_, playback)) = &self.watching {
            playback.draw(d, 230, 150, 84)?;
        }
        theme::wrapped(d, &self.message, 230, 40, 14, 220)?;
        match self.menu {
            Some(selected) => menu::draw(d, (40, 80), 240, selected),
            None => Ok(()),
        }
    }

    /// The star, the points numbered so far in order, and the cursor (a filling being
    /// shown is saved as far as it was shown).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.shape as u8);
        out.list(&self.order);
        out.u8(self.cursor);
        self.message.save(out);
    }

    /// Every jump of the saved numbers is checked again by the star's rule.
    fn load(input: &mut Reader<'_>) -> Result<StarScreen, Garbled> {
        let shape = usize::from(input.below(SHAPES.len() as u8)?);
        let mut screen = StarScreen::default();
        while screen.shape != shape {
            screen.next_shape();
        }
        for &p in input.list()? {
            let filled = screen.filled();
            let legal = match screen.order.last() {
                None => usize::from(p) < screen.star.points(),
                Some(&from) => screen
                    .star
                    .check_jump(&filled, usize::from(from), usize::from(p))
                    .is_ok(),
            };
            if !legal {
                return Err(Garbled::Invalid);
            }
            screen.order.push(p).map_err(|_| Garbled::Invalid)?;
        }
        screen.cursor = input.below(screen.star.points() as u8)?;
        screen.message = Message::load(input)?;
        Ok(screen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toolkit::theme::BAR_HEIGHT;
    use embedded_graphics::primitives::ContainsPoint;

    /// Every star the app offers, as key 0 cycles through them.
    fn every_star() -> impl Iterator<Item = StarScreen> {
        let mut screen = StarScreen::default();
        (0..SHAPES.len()).map(move |_| {
            let this = screen.clone();
            screen.next_shape();
            this
        })
    }

    /// The same star with every point filled (labels are the fill numbers, up to two
    /// digits): a filling from the paper or the search, else the points in index order.
    fn filled(mut s: StarScreen) -> StarScreen {
        s.order.clear();
        for p in 0..s.star.points() {
            let _ = s.order.push(p as u8); // room for every point
        }
        s
    }

    #[test]
    fn every_point_lies_in_the_play_area_and_no_two_overlap() {
        for s in every_star() {
            let (n, k) = s.star.shape();
            let points = s.star.points();
            for p in 0..points {
                let (c, d) = s.circle(p);
                let r = d as i32 / 2 + 1;
                assert!(
                    c.x - r >= 0 && c.x + r < 228,
                    "{{{n}/{k}}} point {p} at {c:?}"
                );
                assert!(
                    c.y - r >= BAR_HEIGHT as i32 && c.y + r < 240 - BAR_HEIGHT as i32,
                    "{{{n}/{k}}} point {p} at {c:?}"
                );
                for q in p + 1..points {
                    let (e, _) = s.circle(q);
                    let (dx, dy) = (c.x - e.x, c.y - e.y);
                    let apart = d as i32 + 1;
                    assert!(
                        dx * dx + dy * dy >= apart * apart,
                        "{{{n}/{k}}}: points {p} and {q} overlap"
                    );
                }
            }
        }
    }

    #[test]
    fn every_label_fits_its_circle() {
        for s in every_star().flat_map(|s| [s.clone(), filled(s)]) {
            let (n, k) = s.star.shape();
            for p in 0..s.star.points() {
                let label = s.label(p);
                assert!(!label.is_empty(), "{{{n}/{k}}} point {p} has a name");
                let mut text = s.label_text(p);
                text.text = &label;
                let b = text.bounding_box();
                let (c, d) = s.circle(p);
                let circle = Circle::with_center(c, d);
                let corners = [
                    b.top_left,
                    b.top_left + Point::new(b.size.width as i32 - 1, 0),
                    b.top_left + Point::new(0, b.size.height as i32 - 1),
                    b.top_left + Point::new(b.size.width as i32 - 1, b.size.height as i32 - 1),
                ];
                for corner in corners {
                    assert!(
                        circle.contains(corner),
                        "{{{n}/{k}}} point {p}: '{label}' at {b:?} leaves its circle at {c:?}"
                    );
                }
            }
        }
    }

    /// An arrow goes to a point on its side, the nearest within 45° of it when there is one;
    /// and the arrows reach every point from every point.
    #[test]
    fn arrows_go_to_the_nearest_point_in_their_direction() {
        let arrows = [(0, -1), (0, 1), (-1, 0), (1, 0)];
        for s in every_star() {
            let (n, k) = s.star.shape();
            let points = s.star.points();
            let at = |p: usize| s.circle(p).0;
            for p in 0..points {
                for (dx, dy) in arrows {
                    let q = s.toward(p, (dx, dy));
                    let v = |q: usize| (at(q).x - at(p).x, at(q).y - at(p).y);
                    let ahead = |q: usize| v(q).0 * dx + v(q).1 * dy;
                    let aside = |q: usize| (v(q).0 * dy - v(q).1 * dx).abs();
                    let dist = |q: usize| v(q).0 * v(q).0 + v(q).1 * v(q).1;
                    let cone: heapless::Vec<usize, MAX_POINTS> = (0..points)
                        .filter(|&o| o != p && ahead(o) > 0 && aside(o) <= ahead(o))
                        .collect();
                    if q == p {
                        assert!((0..points).all(|o| o == p || ahead(o) <= 0));
                        continue;
                    }
                    assert!(ahead(q) > 0, "{{{n}/{k}}} {p} {dx},{dy} -> {q}");
                    if !cone.is_empty() {
                        assert!(cone.contains(&q), "{{{n}/{k}}} {p} {dx},{dy} -> {q}");
                        assert!(cone.iter().all(|&o| dist(o) >= dist(q)));
                    }
                }
            }
            for from in 0..points {
                let mut seen = [false; MAX_POINTS];
                let mut todo: heapless::Vec<usize, MAX_POINTS> = heapless::Vec::new();
                seen[from] = true;
                let _ = todo.push(from); // each point is queued once
                while let Some(p) = todo.pop() {
                    for arrow in arrows {
                        let q = s.toward(p, arrow);
                        if !seen[q] {
                            seen[q] = true;
                            let _ = todo.push(q);
                        }
                    }
                }
                assert!(
                    seen[..points].iter().all(|&x| x),
                    "{{{n}/{k}}}: not every point is reachable from {from}"
                );
            }
        }
    }
}
