//! The knight's tour screen: choose the board (5×5 … 12×12) and the start with the cursor,
//! open or closed, Warnsdorff or the document's search; the search runs in slices with its
//! node count showing (Esc stops it), then the tour appears square by square. Or the player
//! makes the tour: the legal jumps marked, undo, "stuck" said, and the search finishing it
//! from where the player is.

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu, Pick};
use crate::toolkit::theme::{self, CURSOR, HINT, Help, INK, MUTED, Message, SAME};
use crate::work::{self, Tick};
use core::fmt::Write;
use embedded_graphics::mono_font::{
    MonoTextStyle, ascii::FONT_4X6, ascii::FONT_5X8, ascii::FONT_6X10,
};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, check_closed, check_open};
use jiugong_core::search::Resumable;

#[derive(Debug)]
enum Phase {
    Setup,
    Searching,
    Showing {
        shown: u32,
    },
    /// The player makes the tour, square by square (`played`), the cursor on a square.
    Touring {
        cursor: u8,
    },
}

/// The setup's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Find,
    Play,
    Bigger,
    Smaller,
    OpenClosed,
    Method,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Find,
        Action::Play,
        Action::Bigger,
        Action::Smaller,
        Action::OpenClosed,
        Action::Method,
    ];

    fn label(self) -> &'static str {
        match self {
            Action::Find => "find a tour from the start",
            Action::Play => "play the tour yourself",
            Action::Bigger => "bigger board",
            Action::Smaller => "smaller board",
            Action::OpenClosed => "open or closed tour",
            Action::Method => "Warnsdorff or the document's search",
        }
    }
}

/// The menu while the player makes a tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TourAction {
    Finish,
    Again,
    Setup,
}

impl Menu for TourAction {
    const ALL: &'static [TourAction] = &[TourAction::Finish, TourAction::Again, TourAction::Setup];

    fn label(self) -> &'static str {
        match self {
            TourAction::Finish => "finish it for me from here",
            TourAction::Again => "start again from the first square",
            TourAction::Setup => "back to the setup",
        }
    }
}

/// Which menu is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    Setup(Action),
    Tour(TourAction),
}

/// What needs the player's yes on the knight's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// The tour made so far taken back to its first square.
    Again,
    /// Back to the setup, leaving the tour made so far.
    Setup,
}

/// The knight's tour screen.
#[derive(Debug)]
pub struct KnightScreen {
    n: u8,
    start: Square,
    closed: bool,
    document: bool,
    phase: Phase,
    /// One search, restarted in place for each tour (8 KiB: never moved or copied).
    search: OwnedSearch,
    message: Message,
    /// The search was started by a load: its tour shows whole.
    restoring: bool,
    /// The squares the player visited, in order (a tour made by hand).
    played: Vec<u8, 144>,
    /// The menu, when open.
    menu: Option<Open>,
}

impl Default for KnightScreen {
    fn default() -> Self {
        KnightScreen {
            n: 8,
            start: Square::new(2, 0),
            closed: false,
            document: false,
            phase: Phase::Setup,
            search: OwnedSearch::default(),
            message: Message::new(),
            restoring: false,
            played: Vec::new(),
            menu: None,
        }
    }
}

impl KnightScreen {
    fn size(&self) -> Size {
        Size {
            width: u32::from(self.n),
            height: u32::from(self.n),
        }
    }

    fn say(&mut self, args: core::fmt::Arguments<'_>) {
        self.message.say(args);
    }

    /// The numbers on the board when a tour is showing (all of them, even those not yet
    /// revealed).
    pub fn tour(&self) -> Option<&[u32]> {
        match &self.phase {
            Phase::Showing { .. } => Some(self.search.board()),
            _ => None,
        }
    }

    /// What the screen says of the board (why there is no tour, what a search did).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// True while the search runs.
    pub fn searching(&self) -> bool {
        matches!(self.phase, Phase::Searching)
    }

    fn start_search(&mut self) {
        self.restoring = false;
        self.played.clear();
        let size = self.size();
        let checked = if self.closed {
            check_closed(size)
        } else {
            check_open(size, self.start)
        };
        if checked.is_err() {
            let n = self.n;
            if self.closed {
                self.say(format_args!("no closed tour on {n}x{n}"));
            } else {
                self.say(format_args!("no open tour from this square"));
            }
            return;
        }
        let (order, goal) = self.order_and_goal();
        match self.search.restart(size, self.start, order, goal) {
            Ok(()) => {
                self.message.clear();
                self.phase = Phase::Searching;
            }
            Err(_) => self.say(format_args!("start is off the board")),
        }
    }

    fn order_and_goal(&self) -> (Order, Goal) {
        let order = if self.document {
            Order::Document
        } else {
            Order::Warnsdorff
        };
        let goal = if self.closed {
            Goal::Closed
        } else {
            Goal::Open
        };
        (order, goal)
    }

    /// The squares the player visited, in order.
    pub fn played(&self) -> impl Iterator<Item = Square> + '_ {
        let size = self.size();
        self.played
            .iter()
            .map(move |&i| size.square(usize::from(i)))
    }

    /// The squares the player may jump to next: a knight's move from the last, not visited.
    fn legal(&self) -> impl Iterator<Item = Square> + '_ {
        let size = self.size();
        let last = self.played().last();
        (0..8)
            .filter_map(move |k| size.step(last?, k))
            .filter(move |&t| !self.played.contains(&(size.index(t) as u8)))
    }

    /// A square's chess name: its file's letter, its rank counted from the bottom.
    fn name(&self, s: Square) -> String<4> {
        let mut name = String::new();
        let _ = write!(
            name,
            "{}{}",
            char::from(b'a' + s.col as u8),
            u32::from(self.n) - s.row
        );
        name
    }

    /// The player's tour from the start, which is its first square.
    fn start_touring(&mut self) {
        self.played.clear();
        let _ = self.played.push(self.size().index(self.start) as u8); // one square fits
        self.phase = Phase::Touring {
            cursor: self.size().index(self.start) as u8,
        };
        self.say(format_args!("jump to a marked square; enter jumps"));
    }

    /// Enter while touring: jumps to the cursor's square if a knight may.
    fn jump(&mut self, cursor: u8) {
        let size = self.size();
        let to = size.square(usize::from(cursor));
        if self.played.contains(&cursor) {
            let name = self.name(to);
            self.say(format_args!("{name} is visited already"));
            return;
        }
        if !self.legal().any(|t| t == to) {
            let name = self.name(to);
            self.say(format_args!("{name} is not a knight's move away"));
            return;
        }
        let _ = self.played.push(cursor); // a legal jump is to a new square: room for it
        let (n, squares) = (self.played.len(), size.squares());
        let start = size.square(usize::from(self.played[0]));
        if n == squares {
            if to.attacks(start) {
                self.say(format_args!("a closed tour! all {n} squares"));
            } else if self.closed {
                self.say(format_args!("all {n} squares, but not closed"));
            } else {
                self.say(format_args!("a tour! all {n} squares"));
            }
        } else if self.legal().next().is_none() {
            self.say(format_args!("stuck after {n} squares: del goes back"));
        } else {
            self.message.clear();
        }
    }

    /// Does what the player said yes to (or what needed no question).
    fn confirmed_now(&mut self, then: Confirm) {
        match then {
            Confirm::Again => {
                self.played.truncate(1);
                if let Some(&first) = self.played.first() {
                    self.phase = Phase::Touring { cursor: first };
                }
                self.message.clear();
            }
            Confirm::Setup => {
                self.played.clear();
                self.phase = Phase::Setup;
                self.message.clear();
            }
        }
    }

    /// The search goes on from the player's squares.
    fn finish(&mut self) {
        let size = self.size();
        let mut path: Vec<Square, 144> = Vec::new();
        for s in self.played() {
            let _ = path.push(s); // as many as the player's squares
        }
        let (order, goal) = self.order_and_goal();
        match self.search.restart_along(size, &path, order, goal) {
            Ok(()) => {
                self.message.clear();
                self.phase = Phase::Searching;
            }
            Err(e) => self.say(format_args!("{e}")),
        }
    }

    /// Does a menu entry of the setup.
    fn act(&mut self, action: Action) {
        self.message.clear();
        match action {
            Action::Find => self.start_search(),
            Action::Play => self.start_touring(),
            Action::Bigger | Action::Smaller => {
                self.n = match (action, self.n) {
                    (Action::Bigger, 12) => 5,
                    (Action::Bigger, n) => n + 1,
                    (_, 5) => 12,
                    (_, n) => n - 1,
                };
                let n = u32::from(self.n);
                self.start = Square::new(self.start.row.min(n - 1), self.start.col.min(n - 1));
            }
            Action::OpenClosed => self.closed = !self.closed,
            Action::Method => self.document = !self.document,
        }
    }

    /// Where the board is drawn: the top-left corner of its first square, and the side of a
    /// square, in pixels.
    pub fn layout(&self) -> (Point, i32) {
        // Room above the squares for the files' letters, left of them for the ranks.
        (Point::new(11, 21), (204 / i32::from(self.n)).min(24))
    }
}

impl Screen for KnightScreen {
    type Confirmed = Confirm;

    const RULES: &'static [&'static str] = &[
        "Visit every square of the board once with a chess knight (two squares one way, \
         one the other). A closed tour ends a knight's move from its start.",
        "Arrows choose the start; enter finds a tour from it (0 switches open and closed, \
         1 Warnsdorff's rule, 2 the source document's search); menu: the board's size, or \
         play the tour yourself: legal jumps are marked, del takes one back, and the menu \
         finishes it for you from where you are.",
        "From the source document: the knight's tour by backtracking, numbered squares.",
    ];

    fn fresh() -> Option<KnightScreen> {
        Some(KnightScreen::default())
    }

    fn handle(&mut self, key: Key, _: &mut Lent<'_>) -> Outcome<Confirm> {
        if let Some(open) = self.menu {
            let picked = match open {
                Open::Setup(a) => menu::key(a, key).map(Open::Setup),
                Open::Tour(a) => menu::key(a, key).map(Open::Tour),
            };
            self.menu = match picked {
                Pick::Open(open) => Some(open),
                _ => None,
            };
            let asks = self.played.len() > 1;
            match picked {
                Pick::Chosen(Open::Setup(a)) => self.act(a),
                Pick::Chosen(Open::Tour(TourAction::Finish)) => self.finish(),
                Pick::Chosen(Open::Tour(TourAction::Again)) if asks => {
                    return Outcome::Ask {
                        question: "Start again? The jumps made are taken back.",
                        then: Confirm::Again,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Setup)) if asks => {
                    return Outcome::Ask {
                        question: "Back to the setup? The jumps made are lost.",
                        then: Confirm::Setup,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Again)) => self.confirmed_now(Confirm::Again),
                Pick::Chosen(Open::Tour(TourAction::Setup)) => self.confirmed_now(Confirm::Setup),
                _ => {}
            }
            return Outcome::Stay;
        }
        if let Phase::Touring { cursor } = self.phase {
            let n = usize::from(self.n);
            let c = usize::from(cursor);
            let (r, col) = (c / n, c % n);
            let moved = match key {
                Key::Up => Some((r + n - 1) % n * n + col),
                Key::Down => Some((r + 1) % n * n + col),
                Key::Left => Some(r * n + (col + n - 1) % n),
                Key::Right => Some(r * n + (col + 1) % n),
                _ => None,
            };
            match (moved, key) {
                (Some(to), _) => {
                    self.phase = Phase::Touring { cursor: to as u8 };
                }
                (None, Key::Enter) => self.jump(cursor),
                (None, Key::Del) if self.played.len() > 1 => {
                    self.played.pop();
                    self.message.clear();
                }
                (None, Key::Del) => {
                    self.say(format_args!("the first square stays: menu for the setup"))
                }
                (None, Key::Menu) => self.menu = Some(Open::Tour(TourAction::Finish)),
                (None, Key::Esc) => return Outcome::Leave,
                _ => {}
            }
            return Outcome::Stay;
        }
        match &mut self.phase {
            Phase::Searching => {
                if key == Key::Esc {
                    let nodes = self.search.nodes();
                    self.phase = Phase::Setup;
                    self.say(format_args!("stopped after {nodes} nodes"));
                }
                return Outcome::Stay;
            }
            Phase::Showing { shown } => {
                match key {
                    Key::Esc => {
                        self.phase = Phase::Setup;
                        self.played.clear();
                    }
                    Key::Enter => *shown = self.search.size().squares() as u32,
                    _ => {}
                }
                return Outcome::Stay;
            }
            Phase::Setup | Phase::Touring { .. } => {}
        }
        let n = u32::from(self.n);
        let s = self.start;
        // A message speaks of the board as it was: any change of board, start or kind
        // makes it stale.
        if matches!(
            key,
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Menu | Key::Digit(0..=2)
        ) {
            self.message.clear();
        }
        match key {
            Key::Up => self.start.row = (s.row + n - 1) % n,
            Key::Down => self.start.row = (s.row + 1) % n,
            Key::Left => self.start.col = (s.col + n - 1) % n,
            Key::Right => self.start.col = (s.col + 1) % n,
            Key::Menu => self.menu = Some(Open::Setup(Action::Find)),
            Key::Digit(0) => self.closed = !self.closed,
            Key::Digit(1) => self.document = false,
            Key::Digit(2) => self.document = true,
            Key::Enter => self.start_search(),
            Key::Esc => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, then: Confirm, _: &mut Lent<'_>) {
        self.confirmed_now(then);
    }

    fn tick(&mut self, _: &mut Lent<'_>) -> bool {
        match &mut self.phase {
            Phase::Setup | Phase::Touring { .. } => false,
            Phase::Searching => {
                let progress = work::tick(&mut self.search);
                let nodes = self.search.nodes();
                match progress {
                    Tick::Found => {
                        // A restored tour shows whole, as it was left; one the player began
                        // shows from the player's last square.
                        let shown = match core::mem::take(&mut self.restoring) {
                            true => self.search.size().squares() as u32,
                            false => self.played.len().max(1) as u32,
                        };
                        self.phase = Phase::Showing { shown };
                        self.say(format_args!("found in {nodes} nodes"));
                    }
                    Tick::Exhausted if self.played.len() > 1 => {
                        let cursor = self.played[self.played.len() - 1];
                        self.phase = Phase::Touring { cursor };
                        self.say(format_args!("no tour goes on from here: del goes back"));
                    }
                    Tick::Exhausted => {
                        self.phase = Phase::Setup;
                        self.say(format_args!("no tour from this square"));
                    }
                    Tick::GaveUp => {
                        self.phase = Phase::Setup;
                        self.say(format_args!("gave up after {nodes} nodes"));
                    }
                    Tick::Working => {}
                }
                true
            }
            Phase::Showing { shown } => {
                let total = self.search.size().squares() as u32;
                if *shown < total {
                    *shown += 1;
                    true
                } else {
                    false
                }
            }
        }
    }

    fn help(&self) -> Help<'static> {
        match self.phase {
            _ if self.menu.is_some() => &[("up/down or digit", "choose"), ("esc", "close")],
            Phase::Setup => &[
                ("arrows", "start"),
                ("enter", "find"),
                ("0", "closed"),
                ("menu", "size/play"),
            ],
            Phase::Touring { .. } => &[
                ("arrows", "move"),
                ("enter", "jump"),
                ("del", "back"),
                ("menu", "finish"),
            ],
            Phase::Searching => &[("", "searching..."), ("esc", "stop")],
            Phase::Showing { shown } if shown < self.search.size().squares() as u32 => {
                &[("enter", "show all"), ("esc", "back")]
            }
            Phase::Showing { .. } => &[("esc", "back")],
        }
    }

    /// Says in text what the screen shows: the board, start and kind of tour, the tour's
    /// numbers row by row when one is showing (as far as revealed), and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let kind = if self.closed { "closed" } else { "open" };
        let method = if self.document {
            "the document's search"
        } else {
            "Warnsdorff's rule"
        };
        let (n, s) = (self.n, self.start);
        writeln!(
            out,
            "Knight's tour {n}x{n}, {kind}, from row {}, column {}, by {method}",
            s.row + 1,
            s.col + 1
        )?;
        match self.phase {
            Phase::Setup => {}
            Phase::Touring { cursor } => {
                let size = self.size();
                write!(
                    out,
                    "your tour: {} of {} squares",
                    self.played.len(),
                    size.squares()
                )?;
                if let Some(last) = self.played().last() {
                    write!(out, ", on {}; jumps to:", self.name(last))?;
                }
                for t in self.legal() {
                    write!(out, " {}", self.name(t))?;
                }
                writeln!(out)?;
                for r in 0..usize::from(n) {
                    write!(out, "row {}:", r + 1)?;
                    for c in 0..usize::from(n) {
                        let i = (r * usize::from(n) + c) as u8;
                        match self.played.iter().position(|&p| p == i) {
                            Some(k) => write!(out, " {}", k + 1)?,
                            None => out.write_str(" .")?,
                        }
                    }
                    writeln!(out)?;
                }
                let at = size.square(usize::from(cursor));
                writeln!(out, "cursor on {}", self.name(at))?;
            }
            Phase::Searching => writeln!(out, "searching: {} nodes", self.search.nodes())?,
            Phase::Showing { shown } => {
                let board = self.search.board();
                for (r, row) in board.chunks(usize::from(n)).enumerate() {
                    write!(out, "row {}:", r + 1)?;
                    for &v in row {
                        if v <= shown {
                            write!(out, " {v}")?;
                        } else {
                            out.write_str(" .")?;
                        }
                    }
                    writeln!(out)?;
                }
            }
        }
        self.message.describe(out)?;
        match self.menu {
            Some(Open::Setup(a)) => menu::describe_open(out, Some(a))?,
            Some(Open::Tour(a)) => menu::describe_open(out, Some(a))?,
            None => {}
        }
        Ok(())
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let help = self.help();
        let mut title: String<48> = String::new();
        let _ = write!(
            title,
            "Knight's tour {}x{} {} {}",
            self.n,
            self.n,
            if self.closed { "closed" } else { "open" },
            if self.document {
                "(document's search)"
            } else {
                "(Warnsdorff)"
            }
        );
        theme::frame(d, &title, help)?;
        let n = i32::from(self.n);
        let (Point { x: x0, y: y0 }, cell) = self.layout();
        // A tour made by hand: each square's number in the player's order.
        let mut played = [0u32; 144];
        for (k, &i) in self.played.iter().enumerate() {
            played[usize::from(i)] = k as u32 + 1;
        }
        let (board, shown, last) = match &self.phase {
            Phase::Showing { shown } => (Some(self.search.board()), *shown, *shown),
            Phase::Searching => (Some(self.search.board()), u32::MAX, 0),
            Phase::Touring { .. } => (Some(&played[..]), u32::MAX, self.played.len() as u32),
            Phase::Setup => (None, 0, 0),
        };
        let cursor = match self.phase {
            Phase::Touring { cursor } => Some(usize::from(cursor)),
            _ => None,
        };
        let size = self.size();
        let mut legal = [false; 144];
        if cursor.is_some() {
            for t in self.legal() {
                legal[size.index(t)] = true;
            }
        }
        // The largest font whose widest number (n² has up to 3 digits) fits a cell with a
        // pixel to spare on each side.
        let digits = if n * n >= 100 { 3 } else { 2 };
        let font = if 6 * digits + 2 <= cell {
            &FONT_6X10
        } else {
            &FONT_5X8
        };
        for r in 0..n {
            for c in 0..n {
                let (x, y) = (x0 + c * cell, y0 + r * cell);
                let i = (r * n + c) as usize;
                let v = board.map_or(0, |b| b[i]);
                let here = Square::new(r as u32, c as u32) == self.start;
                let color = if cursor == Some(i) || here && matches!(self.phase, Phase::Setup) {
                    CURSOR
                } else if v != 0 && v == last {
                    HINT
                } else if legal[i] {
                    SAME
                } else if (r + c) % 2 == 0 {
                    theme::BACKGROUND
                } else {
                    Rgb565::new(26, 52, 26)
                };
                theme::fill(d, x, y, cell as u32, cell as u32, color)?;
                if v != 0 && v <= shown {
                    let mut num: String<8> = String::new();
                    let _ = write!(num, "{v}");
                    // Centred in the cell.
                    let glyph = font.character_size;
                    let w = glyph.width as i32 * num.len() as i32;
                    let h = glyph.height as i32;
                    Text::with_baseline(
                        &num,
                        Point::new(x + (cell - w + 1) / 2, y + (cell - h + 1) / 2),
                        MonoTextStyle::new(font, INK),
                        Baseline::Top,
                    )
                    .draw(d)?;
                }
            }
        }
        // A frame on all four sides, just outside the squares.
        let side = (n * cell + 2) as u32;
        Rectangle::new(
            Point::new(x0 - 1, y0 - 1),
            embedded_graphics::geometry::Size::new(side, side),
        )
        .into_styled(PrimitiveStyle::with_stroke(MUTED, 1))
        .draw(d)?;
        // Chess names on the edges: files a, b, … above the board, ranks 1, 2, … (from the
        // bottom row, as the command line's `c1` counts) to its left.
        let small = MonoTextStyle::new(&FONT_4X6, INK);
        let mut name: String<4> = String::new();
        for i in 0..n {
            name.clear();
            let _ = name.push(char::from(b'a' + i as u8)); // at most 12 files: a to l
            let x = x0 + i * cell + (cell - 4) / 2;
            Text::with_baseline(&name, Point::new(x, y0 - 7), small, Baseline::Top).draw(d)?;
            name.clear();
            let _ = write!(name, "{}", n - i);
            let (w, y) = (4 * name.len() as i32, y0 + i * cell + (cell - 6) / 2);
            Text::with_baseline(&name, Point::new(x0 - 2 - w, y), small, Baseline::Top).draw(d)?;
        }
        let px = 220;
        let mut line: String<40> = String::new();
        let (file, rank) = (
            char::from(b'a' + self.start.col as u8),
            u32::from(self.n) - self.start.row,
        );
        let _ = write!(
            line,
            "start {file}{rank} ({},{})",
            self.start.row, self.start.col
        );
        theme::text(d, &line, px, y0, INK)?;
        if let (Phase::Searching, search) = (&self.phase, &self.search) {
            line.clear();
            let _ = write!(line, "nodes {}", search.nodes());
            theme::text(d, &line, px, y0 + 12, INK)?;
        }
        theme::wrapped(d, &self.message, px, y0 + 30, 16, 220)?;
        match self.menu {
            Some(Open::Setup(a)) => menu::draw(d, (20, 50), 280, a),
            Some(Open::Tour(a)) => menu::draw(d, (20, 50), 280, a),
            None => Ok(()),
        }
    }

    /// The board, the start, the kind and method, and whether a tour was showing (found
    /// again on load: the same search finds the same tour).
    fn save(&self, out: &mut Writer<'_>) {
        out.bytes(&[self.n, self.start.row as u8, self.start.col as u8]);
        out.bool(self.closed);
        out.bool(self.document);
        out.bool(matches!(
            self.phase,
            Phase::Showing { .. } | Phase::Searching
        ));
        self.message.save(out);
        // A tour made by hand, and where the cursor is (none: not touring).
        out.list(&self.played);
        match self.phase {
            Phase::Touring { cursor } => out.u8(cursor),
            _ => out.u8(u8::MAX),
        }
    }

    fn load(input: &mut Reader<'_>) -> Result<KnightScreen, Garbled> {
        let n = input.u8()?;
        if !(5..=12).contains(&n) {
            return Err(Garbled::Invalid);
        }
        let (row, col) = (input.below(n)?, input.below(n)?);
        let mut screen = KnightScreen {
            n,
            start: Square::new(row.into(), col.into()),
            closed: input.bool()?,
            document: input.bool()?,
            ..KnightScreen::default()
        };
        if input.bool()? {
            screen.start_search();
            screen.restoring = true;
        }
        screen.message = Message::load(input)?;
        // Every jump is checked again: on the board, new, a knight's move from the last.
        let squares = usize::from(n) * usize::from(n);
        let size = screen.size();
        for &i in input.list()? {
            let to = usize::from(i);
            let legal = to < squares
                && !screen.played.contains(&i)
                && screen
                    .played()
                    .last()
                    .is_none_or(|last| last.attacks(size.square(to)));
            if !legal {
                return Err(Garbled::Invalid);
            }
            screen.played.push(i).map_err(|_| Garbled::Invalid)?;
        }
        match input.u8()? {
            u8::MAX => {}
            cursor if usize::from(cursor) < squares && !screen.played.is_empty() => {
                screen.phase = Phase::Touring { cursor };
            }
            _ => return Err(Garbled::Invalid),
        }
        Ok(screen)
    }
}
