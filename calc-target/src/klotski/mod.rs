//! The Klotski screen (华容道): choose a traditional layout, pick a block with the cursor
//! and slide it with the arrows; moves counted as players count them (a block's slides
//! until another block moves are one move); undo; "solve" runs the core's low-memory
//! breadth-first search ([`Frontier`]) in slices, in the room the app lends, and animates a
//! shortest solution from the position on screen.

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::playback::Playback;
use crate::toolkit::theme::{self, HINT, Help, INK, MUTED, Message, SELECTED};
use crate::work::{self, Tick};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};
use heapless::{String, Vec};
use jiugong_core::klotski::{
    Board, CELLS, EXIT, Frontier, KlotskiError, LAYOUTS, Metric, Shape, WIDTH, step,
};
use jiugong_core::sliding::Dir;

/// Moves the undo list keeps.
const UNDO: usize = 200;

/// Places (4 bytes each) of the room the app lends the search: 32 KiB. Solving any of the
/// layouts from its start takes at most 4,393; every 25th position reachable from each
/// layout (29,441 starts) was solved in this room, the closest in 8,094 (README, Klotski).
pub const ROOM: usize = 8_192;

/// A cell's side in pixels.
const CELL: i32 = 38;
/// The box's top-left corner on screen.
const ORIGIN: (i32, i32) = (8, 20);

#[derive(Clone, Debug)]
enum Phase {
    /// The list of layouts, this one highlighted.
    Choose(usize),
    Play,
    /// A shortest solution is being searched for.
    Solving(Frontier),
    /// The solution found, played back: position `playback.at()` of the search's path is
    /// on screen.
    Showing {
        search: Frontier,
        playback: Playback,
    },
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
    /// Each move: the block and its top-left cell before it (the last [`UNDO`]).
    history: Vec<(u8, u8), UNDO>,
    /// Moves made before those in `history`, which it no longer holds.
    forgotten: usize,
    phase: Phase,
    message: Message,
    /// The menu, when open.
    menu: Option<Action>,
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
            forgotten: 0,
            phase: Phase::Play,
            message: Message::new(),
            menu: None,
        };
        screen.open_layout(0);
        Ok(screen)
    }

    fn open_layout(&mut self, layout: usize) {
        let Ok(board) = LAYOUTS[layout].start() else {
            return;
        };
        self.layout = layout;
        self.board = board;
        self.history.clear();
        self.forgotten = 0;
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

    /// The last thing the screen said.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Does the menu's entry (or its key), asking before a restart loses the moves.
    fn act(&mut self, action: Action) -> Outcome<Confirm> {
        match action {
            Action::Solve => self.solve(),
            Action::Undo => self.undo(),
            Action::Restart if self.playing() => {
                return Outcome::Ask {
                    question: "Start this layout again? Your moves are lost.",
                    then: Confirm::Layout(self.layout),
                };
            }
            Action::Restart => self.open_layout(self.layout),
            Action::Layouts => self.phase = Phase::Choose(self.layout),
        }
        Outcome::Stay
    }

    /// True while the player has moves on an unsolved board: what a restart would lose.
    fn playing(&self) -> bool {
        self.moves() > 0 && !self.board.is_solved()
    }

    /// Moves made, as players count them.
    pub fn moves(&self) -> usize {
        self.forgotten + self.history.len()
    }

    /// Slides the picked block one cell.
    fn slide(&mut self, index: u8, dir: Dir) {
        let before = self.board.blocks()[index as usize].cell;
        if !self.board.slide(index as usize, dir) {
            self.message.say(format_args!("blocked"));
            return;
        }
        self.moved(index, before);
    }

    /// Counts block `index`'s move from top-left cell `before` to where it is now: moving
    /// the last move's block again is the same move, and bringing it back where that move
    /// began takes it back.
    fn moved(&mut self, index: u8, before: u8) {
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
                    // A full list forgets the oldest move, which still counts.
                    self.history.remove(0);
                    self.forgotten += 1;
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
            let mut board = self.board;
            // Put the block back where the move began: its route there is free.
            if let Some(steps) = board.route(index as usize, from as usize) {
                for dir in steps {
                    board.slide(index as usize, dir);
                }
                self.board = board;
                self.cursor = from;
            }
            self.picked = None;
            self.message.say(format_args!("undone"));
        }
    }

    /// Puts the position the playback is at on the board: one move from the one there, either
    /// way, counted as the player's moves are (a move back takes the move back).
    fn show_position(&mut self, room: &[u32]) {
        let Phase::Showing { search, playback } = &self.phase else {
            return;
        };
        let key = search.position(room, playback.at() as u32);
        match key.and_then(|key| self.board.follow(key)) {
            Some((index, before)) => self.moved(index as u8, before as u8),
            // Cannot happen: each position is one move from the one before.
            None => self.phase = Phase::Play,
        }
    }

    /// Starts the search for a shortest solution from the board on screen.
    fn solve(&mut self) {
        self.picked = None;
        match Frontier::new(&self.board, Metric::Piece) {
            Ok(search) => {
                self.phase = Phase::Solving(search);
                self.message.say(format_args!("searching"));
            }
            Err(e) => self.message.say(format_args!("{e}")),
        }
    }
}

/// Klotski's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Solve,
    Undo,
    Restart,
    Layouts,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Solve,
        Action::Undo,
        Action::Restart,
        Action::Layouts,
    ];

    fn label(self) -> &'static str {
        match self {
            Action::Solve => "solve from here in the fewest moves",
            Action::Undo => "undo a move",
            Action::Restart => "start this layout again",
            Action::Layouts => "another layout",
        }
    }
}

/// What needs the player's yes in Klotski.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// This layout (from `LAYOUTS`) from its start.
    Layout(usize),
}

impl Screen for KlotskiScreen {
    type Confirmed = Confirm;

    const RULES: &'static [&'static str] = &[
        "Hua rong dao: slide the blocks until the 2x2 block, Cao Cao, reaches the exit \
         at the bottom. A block's slides count as one move until another block moves.",
        "Arrows move the cursor; enter picks the block under it, then the arrows slide it; \
         enter drops it. 5 solves from here in the fewest moves, played back 4 moves a \
         second (enter pauses, left and right step); del undoes; 0 starts again; menu: \
         the same, and the traditional layouts.",
        "The layouts are the traditional ones (heng dao li ma first); the shortest solutions \
         come from the core's breadth-first search, in the 32 KiB the app lends it.",
    ];

    fn fresh() -> Option<KlotskiScreen> {
        KlotskiScreen::new().ok()
    }

    fn handle(&mut self, key: Key, lent: &mut Lent<'_>) -> Outcome<Confirm> {
        if let Phase::Showing { playback, .. } = &mut self.phase {
            if let Some(step) = playback.key(key) {
                if step.is_some() {
                    self.show_position(lent.room);
                }
                return Outcome::Stay;
            }
        }
        if let Phase::Solving(_) | Phase::Showing { .. } = self.phase {
            if key == Key::Esc {
                self.phase = Phase::Play;
                self.message.say(format_args!("stopped"));
            }
            return Outcome::Stay;
        }
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action),
                None => Outcome::Stay,
            };
        }
        if let Phase::Choose(at) = self.phase {
            match key {
                Key::Up => self.phase = Phase::Choose((at + LAYOUTS.len() - 1) % LAYOUTS.len()),
                Key::Down => self.phase = Phase::Choose((at + 1) % LAYOUTS.len()),
                Key::Enter if self.playing() => {
                    return Outcome::Ask {
                        question: "Open this layout? Your moves on the board are lost.",
                        then: Confirm::Layout(at),
                    };
                }
                Key::Enter => self.open_layout(at),
                Key::Esc => self.phase = Phase::Play,
                _ => {}
            }
            return Outcome::Stay;
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
                if let Some(c) = step(usize::from(self.cursor), dir) {
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
                Key::Digit(0) => return self.act(Action::Restart),
                Key::Digit(5) => self.solve(),
                Key::Menu => self.menu = Some(Action::Solve),
                Key::Esc if self.picked.is_some() => self.picked = None,
                Key::Esc => return Outcome::Leave,
                _ => {}
            },
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, Confirm::Layout(at): Confirm, _: &mut Lent<'_>) {
        self.open_layout(at);
    }

    /// The search runs in the room the app lends, untouched between ticks.
    fn tick(&mut self, lent: &mut Lent<'_>) -> bool {
        let room = &mut *lent.room;
        match &mut self.phase {
            Phase::Choose(_) | Phase::Play => false,
            Phase::Solving(search) => {
                let tick = work::tick(&mut search.lend(room));
                match (tick, search.length()) {
                    (Tick::Found, Some(length)) => {
                        self.message
                            .say(format_args!("shortest: {length} moves from here"));
                        self.phase = Phase::Showing {
                            search: search.clone(),
                            playback: Playback::new(length as usize),
                        };
                    }
                    (Tick::GaveUp, _) => {
                        let kib = room.len() * 4 / 1024;
                        self.message.say(format_args!(
                            "cannot solve from here in the {kib} KiB this app has"
                        ));
                        self.phase = Phase::Play;
                    }
                    (Tick::Working, None) => {
                        let depth = search.depth();
                        self.message
                            .say(format_args!("searching: {depth} moves out"));
                    }
                    (Tick::Working, Some(length)) => {
                        let (placed, of) = (search.placed(), length.saturating_sub(1));
                        self.message.say(format_args!(
                            "shortest: {length} moves; tracing {placed}/{of}"
                        ));
                    }
                    _ => {
                        self.message
                            .say(format_args!("no solution: Cao Cao can never get out"));
                        self.phase = Phase::Play;
                    }
                }
                true
            }
            Phase::Showing { playback, .. } => {
                if playback.tick().is_some() {
                    self.show_position(room);
                }
                match &self.phase {
                    Phase::Showing { playback, .. } if playback.is_done() => {
                        self.phase = Phase::Play;
                        false
                    }
                    Phase::Showing { playback, .. } => playback.is_running(),
                    _ => false,
                }
            }
        }
    }

    fn help(&self) -> Help<'static> {
        match (&self.phase, self.picked) {
            _ if self.menu.is_some() => &[("up/down or 1-4", "choose"), ("esc", "close")],
            (Phase::Choose(_), _) => &[("up/down", "choose"), ("enter", "play"), ("esc", "back")],
            (Phase::Showing { playback, .. }, _) => playback.help(),
            (Phase::Solving(_), _) => &[("", "working..."), ("esc", "stop")],
            (Phase::Play, Some(_)) => &[("arrows", "slide"), ("enter", "drop"), ("del", "undo")],
            (Phase::Play, None) => &[
                ("enter", "pick"),
                ("5", "solve"),
                ("del", "undo"),
                ("0", "restart"),
                ("menu", "more"),
            ],
        }
    }

    /// Says in text what the screen shows: the layout, the board row by row (a block's
    /// letter in each of its cells, `.` for empty), the moves, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let moves = self.forgotten + self.history.len();
        let plural = if moves == 1 { "" } else { "s" };
        writeln!(out, "Klotski, {moves} move{plural}")?;
        // 5 rows of 4 and 4 slashes: 24 characters.
        let mut text = heapless::String::<32>::new();
        write!(text, "{}", self.board)?;
        for (r, row) in text.split('/').enumerate() {
            writeln!(out, "row {}: {row}", r + 1)?;
        }
        let (r, c) = (usize::from(self.cursor) / 4, usize::from(self.cursor) % 4);
        let under = text.split('/').nth(r).and_then(|row| row.chars().nth(c));
        match under {
            Some('.') | None => writeln!(out, "cursor row {}, column {}: empty", r + 1, c + 1)?,
            Some(letter) => writeln!(
                out,
                "cursor row {}, column {}: block {letter}",
                r + 1,
                c + 1
            )?,
        }
        if self.picked.is_some() {
            writeln!(out, "a block is picked: the arrows slide it")?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu)
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
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
        let _ = write!(line, "layout {} of {}", self.layout + 1, LAYOUTS.len());
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        let _ = write!(line, "moves {}", self.moves());
        theme::text(d, &line, px, y0 + 12, INK)?;
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.draw(d, px, y0 + 80, 132)?;
        }
        theme::wrapped(d, &self.message, px, y0 + 30, 22, 220)?;
        match self.menu {
            Some(selected) => menu::draw(d, (20, 60), 280, selected),
            None => Ok(()),
        }
    }

    /// The layout, the board, the cursor and the moves with their undo list (a search or a
    /// solution being shown is not kept: the board is saved where it was).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.layout as u8);
        let mut text = String::<32>::new();
        // 24 characters: it fits.
        let _ = write!(text, "{}", self.board);
        out.list(text.as_bytes());
        out.u8(self.cursor);
        out.u32(self.forgotten as u32);
        out.u8(self.history.len() as u8);
        for &(block, from) in &self.history {
            out.bytes(&[block, from]);
        }
        self.message.save(out);
    }

    fn load(input: &mut Reader<'_>) -> Result<KlotskiScreen, Garbled> {
        let layout = usize::from(input.below(LAYOUTS.len() as u8)?);
        let text = core::str::from_utf8(input.list()?).map_err(|_| Garbled::Invalid)?;
        // The core's parser checks the blocks: their shapes, their places, no overlap.
        let board = Board::parse(text).map_err(|_| Garbled::Invalid)?;
        let cursor = input.below(CELLS as u8)?;
        let forgotten = input.u32()? as usize;
        let mut history = Vec::new();
        for _ in 0..input.u8()? {
            let [block, from] = input.bytes(2)? else {
                return Err(Garbled::Truncated);
            };
            if usize::from(*block) >= board.blocks().len() || usize::from(*from) >= CELLS {
                return Err(Garbled::Invalid);
            }
            history
                .push((*block, *from))
                .map_err(|_| Garbled::Invalid)?;
        }
        Ok(KlotskiScreen {
            layout,
            board,
            cursor,
            picked: None,
            history,
            forgotten,
            phase: Phase::Play,
            message: Message::load(input)?,
            menu: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_past_the_undo_list_still_count() {
        let mut screen = KlotskiScreen::new().unwrap();
        // 横刀立马's C and D (row 4) step down into the empty cells and back, one after
        // the other: each slide is a new move (the last move was the other block's).
        let at = |s: &KlotskiScreen, cell| s.board().block_at(cell).unwrap() as u8;
        let (c, d) = (at(&screen, 13), at(&screen, 14));
        for _ in 0..60 {
            for (block, dir) in [(c, Dir::Down), (d, Dir::Down), (c, Dir::Up), (d, Dir::Up)] {
                screen.slide(block, dir);
            }
        }
        assert_eq!(screen.moves(), 240);
        assert_eq!(screen.history.len(), UNDO);
        screen.undo();
        assert_eq!(screen.moves(), 239);
        screen.open_layout(0);
        assert_eq!(screen.moves(), 0);
    }
}
