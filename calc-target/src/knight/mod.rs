//! The knight's tour screen: choose the board (5×5 … 12×12) and the start with the cursor,
//! open or closed, Warnsdorff or the document's search; the search runs in slices with its
//! node count showing (Esc stops it), then the tour appears square by square.

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::{self, CURSOR, HINT, Help, INK, MUTED, Message};
use crate::work::{self, Tick};
use core::convert::Infallible;
use core::fmt::Write;
use embedded_graphics::mono_font::{
    MonoTextStyle, ascii::FONT_4X6, ascii::FONT_5X8, ascii::FONT_6X10,
};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use embedded_graphics::text::{Baseline, Text};
use heapless::String;
use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, check_closed, check_open};
use jiugong_core::search::Resumable;

#[derive(Debug)]
enum Phase {
    Setup,
    Searching,
    Showing { shown: u32 },
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
        match self.search.restart(size, self.start, order, goal) {
            Ok(()) => {
                self.message.clear();
                self.phase = Phase::Searching;
            }
            Err(_) => self.say(format_args!("start is off the board")),
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
    type Confirmed = Infallible;

    const RULES: &'static [&'static str] = &[
        "Visit every square of the board once with a chess knight (two squares one way, \
         one the other). A closed tour ends a knight's move from its start.",
        "Arrows choose the start; menu steps the board size; 0 switches open and closed; \
         1 Warnsdorff's rule, 2 the source document's search; enter finds the tour.",
        "From the source document: the knight's tour by backtracking, numbered squares.",
    ];

    fn fresh() -> Option<KnightScreen> {
        Some(KnightScreen::default())
    }

    fn handle(&mut self, key: Key, _: &mut Lent<'_>) -> Outcome<Infallible> {
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
                    Key::Esc => self.phase = Phase::Setup,
                    Key::Enter => *shown = self.search.size().squares() as u32,
                    _ => {}
                }
                return Outcome::Stay;
            }
            Phase::Setup => {}
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
            Key::Menu => {
                self.n = if self.n >= 12 { 5 } else { self.n + 1 };
                let n = u32::from(self.n);
                self.start = Square::new(self.start.row.min(n - 1), self.start.col.min(n - 1));
            }
            Key::Digit(0) => self.closed = !self.closed,
            Key::Digit(1) => self.document = false,
            Key::Digit(2) => self.document = true,
            Key::Enter => self.start_search(),
            Key::Esc => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, then: Infallible, _: &mut Lent<'_>) {
        match then {}
    }

    fn tick(&mut self, _: &mut Lent<'_>) -> bool {
        match &mut self.phase {
            Phase::Setup => false,
            Phase::Searching => {
                let progress = work::tick(&mut self.search);
                let nodes = self.search.nodes();
                match progress {
                    Tick::Found => {
                        // A restored tour shows whole, as it was left.
                        let shown = match core::mem::take(&mut self.restoring) {
                            true => self.search.size().squares() as u32,
                            false => 1,
                        };
                        self.phase = Phase::Showing { shown };
                        self.say(format_args!("found in {nodes} nodes"));
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
            Phase::Setup => &[
                ("arrows", "start"),
                ("menu", "size"),
                ("0", "closed"),
                ("1/2", "method"),
                ("enter", "go"),
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
        if !self.message.is_empty() {
            writeln!(out, "{}", &*self.message)?;
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
        let (board, shown, last) = match &self.phase {
            Phase::Showing { shown } => (Some(self.search.board()), *shown, *shown),
            Phase::Searching => (Some(self.search.board()), u32::MAX, 0),
            Phase::Setup => (None, 0, 0),
        };
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
                let color = if v != 0 && v == last {
                    HINT
                } else if here && matches!(self.phase, Phase::Setup) {
                    CURSOR
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
        theme::wrapped(d, &self.message, px, y0 + 30, 16, 220).map(|_| ())
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
        Ok(screen)
    }
}
