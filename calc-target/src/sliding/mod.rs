//! The sliding-puzzle screen: 3×3, 4×4 or 5×5, shuffle to a solvable state, play with the
//! arrows; "solve" runs the core's IDA* in slices (progress shown, Esc cancels) and animates
//! the solution — optimal on 3×3 and 4×4, and on 5×5 the core's quick policy ([`Fast`]:
//! weighted IDA*, its bound said, or line by line), as `jiugong slide --fast` without
//! tables; the document's all-paths search runs with its count of paths found.

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::playback::{Playback, Step};
use crate::toolkit::theme::{self, HINT, Help, INK, MUTED, Message};
use crate::work::{self, Tick};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_10X20};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::random::below;
use jiugong_core::search::Resumable;
use jiugong_core::sliding::{
    Board, Dir, Fast, Ida, LINES_SCRATCH, ManhattanLinear, PathSearch, Size, SlideError,
};
use rand_core::Rng;

// The screen lives inside the app's `static` (no heap): the largest phase is stored inline
// whichever is showing, so boxing the smaller ones would save nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
enum Phase {
    Play,
    Solving(Ida<ManhattanLinear>),
    /// A 5×5 board solved at once (the line-by-line fallback's scratch inline: 3.9 KB).
    Quick(Fast<ManhattanLinear, [u8; LINES_SCRATCH]>),
    /// A solution played back: the tiles to slide, in order.
    Showing {
        moves: Vec<u8, SHOWN>,
        playback: Playback,
    },
    AllPaths(PathSearch),
    /// The player's own start being arranged: tiles swapped two at a time.
    Arranging {
        cells: Vec<u8, 25>,
        cursor: u8,
        picked: Option<u8>,
    },
}

/// The longest solution played back: an optimal one on 4×4 takes at most 80 moves, a quick
/// one on 5×5 up to about 270 (line by line).
const SHOWN: usize = 320;

/// The largest board the app offers.
const LARGEST: u8 = 5;

/// The sliding puzzle's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Shuffle,
    Solve,
    Paths,
    Three,
    Four,
    Five,
    Arrange,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Shuffle,
        Action::Solve,
        Action::Paths,
        Action::Three,
        Action::Four,
        Action::Five,
        Action::Arrange,
    ];

    fn label(self) -> &'static str {
        match self {
            Action::Shuffle => "shuffle",
            Action::Solve => "solve (5x5: at once, not the fewest)",
            Action::Paths => "count the paths (3x3, the document's)",
            Action::Three => "3x3 board",
            Action::Four => "4x4 board, shuffled",
            Action::Five => "5x5 board, shuffled",
            Action::Arrange => "arrange your own start",
        }
    }
}

/// The sliding-puzzle screen.
#[derive(Clone, Debug)]
pub struct SlidingScreen {
    board: Board,
    goal: Board,
    moves: u32,
    phase: Phase,
    message: Message,
    /// The menu, when open, with the entry selected.
    menu: Option<Action>,
}

impl SlidingScreen {
    /// The 3×3 board in the document's start state.
    pub fn new() -> SlidingScreen {
        let shape = Size {
            width: 3,
            height: 3,
        };
        let goal = Board::goal(shape);
        let board = Board::new(shape, &[8, 7, 6, 5, 4, 3, 2, 1, 0]).unwrap_or(goal);
        SlidingScreen {
            board,
            goal,
            moves: 0,
            phase: Phase::Play,
            message: Message::new(),
            menu: None,
        }
    }

    fn say(&mut self, args: core::fmt::Arguments<'_>) {
        self.message.say(args);
    }

    /// The board on screen.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Moves the player (or the animation) made.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Does what the menu's entry (or its key) says, asking first what would lose the
    /// player's moves.
    fn act(&mut self, action: Action, lent: &mut Lent<'_>) -> Outcome<Confirm> {
        let ask = |question, then| Outcome::Ask { question, then };
        match action {
            Action::Three | Action::Four | Action::Five => {
                let side = match action {
                    Action::Three => 3,
                    Action::Four => 4,
                    _ => LARGEST,
                };
                if self.playing() {
                    return ask(
                        "Change the board? Your moves on this one are lost.",
                        Confirm::Resize(side),
                    );
                }
                self.confirmed(Confirm::Resize(side), lent);
            }
            Action::Shuffle if self.playing() => {
                return ask(
                    "Shuffle again? Your moves on this board are lost.",
                    Confirm::Shuffle,
                );
            }
            Action::Shuffle => self.shuffle(lent.rng),
            Action::Arrange if self.playing() => {
                return ask(
                    "Arrange a new start? Your moves on this board are lost.",
                    Confirm::Arrange,
                );
            }
            Action::Arrange => self.start_arranging(),
            Action::Solve => {
                let heuristic = ManhattanLinear::new(&self.goal);
                let solving = if self.board.size().width == LARGEST {
                    Fast::new(&self.board, &self.goal, heuristic, [0; LINES_SCRATCH])
                        .map(Phase::Quick)
                } else {
                    Ida::new(&self.board, &self.goal, heuristic, false).map(Phase::Solving)
                };
                match solving {
                    Ok(phase) => {
                        self.phase = phase;
                        self.message.clear();
                    }
                    Err(e) => self.say(format_args!("{e}")),
                }
            }
            Action::Paths if self.board.size().cells() == 9 => {
                // The document's search, m = 30 from the start on screen.
                match PathSearch::new(&self.board, &self.goal, 30) {
                    Ok(p) => self.phase = Phase::AllPaths(p),
                    Err(e) => self.say(format_args!("{e}")),
                }
            }
            Action::Paths => self.say(format_args!("the document counts paths on 3x3 only")),
        }
        Outcome::Stay
    }

    /// The board's tiles, to be swapped into a start of the player's own.
    fn start_arranging(&mut self) {
        let mut cells = Vec::new();
        // A board has at most 25 cells: they fit.
        let _ = cells.extend_from_slice(self.board.cells());
        self.phase = Phase::Arranging {
            cells,
            cursor: 0,
            picked: None,
        };
        self.say(format_args!("enter picks, enter again swaps"));
    }

    /// A key while arranging: the arrows move the cursor; Enter picks a tile, and on another
    /// swaps the two; a digit swaps that tile into the cursor's cell (0 the gap); Menu plays
    /// the start if it can be solved, else says why; Esc goes back to the game.
    fn arrange(&mut self, key: Key) -> Outcome<Confirm> {
        let side = usize::from(self.board.size().width);
        let shape = self.board.size();
        let Phase::Arranging {
            cells,
            cursor,
            picked,
        } = &mut self.phase
        else {
            return Outcome::Stay;
        };
        let c = usize::from(*cursor);
        let n = cells.len();
        match key {
            Key::Up => *cursor = ((c + n - side) % n) as u8,
            Key::Down => *cursor = ((c + side) % n) as u8,
            Key::Left => *cursor = ((c + n - 1) % n) as u8,
            Key::Right => *cursor = ((c + 1) % n) as u8,
            Key::Enter => match picked.take() {
                Some(p) => cells.swap(usize::from(p), c),
                None => *picked = Some(*cursor),
            },
            Key::Digit(d) => {
                if let Some(at) = cells.iter().position(|&t| t == d) {
                    cells.swap(at, c);
                }
            }
            Key::Menu => match Board::new(shape, cells) {
                Ok(board) => match board.can_reach(&self.goal) {
                    Ok(()) => {
                        self.board = board;
                        self.moves = 0;
                        self.phase = Phase::Play;
                        if self.board == self.goal {
                            self.say(format_args!("that is the goal: nothing to solve"));
                        } else {
                            self.say(format_args!("your start: play it, or enter solves it"));
                        }
                    }
                    // Half of all arrangements: say why, and what makes one solvable.
                    Err(SlideError::Unsolvable) => {
                        self.say(format_args!("never solvable (its parity): swap two tiles"))
                    }
                    Err(e) => self.say(format_args!("{e}")),
                },
                Err(e) => self.say(format_args!("{e}")),
            },
            Key::Esc if cells.as_slice() != self.board.cells() => {
                return Outcome::Ask {
                    question: "Drop this arrangement? The game goes on as it was.",
                    then: Confirm::DropArrangement,
                };
            }
            Key::Esc => self.phase = Phase::Play,
            Key::Del | Key::Help => {}
        }
        Outcome::Stay
    }

    /// The tiles on screen: the board's, or the start being arranged.
    fn cells(&self) -> &[u8] {
        match &self.phase {
            Phase::Arranging { cells, .. } => cells,
            _ => self.board.cells(),
        }
    }

    /// True while the player has moves on an unsolved board: what a reshuffle would lose.
    fn playing(&self) -> bool {
        self.moves > 0 && self.board != self.goal
    }

    /// What the screen says about the last key.
    pub fn message(&self) -> &str {
        &self.message
    }

    fn resize(&mut self, side: u8) {
        let shape = Size {
            width: side,
            height: side,
        };
        self.goal = Board::goal(shape);
        self.board = self.goal;
        self.moves = 0;
        self.phase = Phase::Play;
        self.message.clear();
    }

    /// Plays back a solution found (`None`: one of `len` moves, too long to keep, never
    /// seen on the app's boards, and said); whether it plays.
    fn play_back(&mut self, moves: Option<Vec<u8, SHOWN>>, len: usize) -> bool {
        match moves {
            Some(moves) => {
                let playback = Playback::new(moves.len());
                self.phase = Phase::Showing { moves, playback };
                true
            }
            None => {
                self.phase = Phase::Play;
                self.say(format_args!("{len} moves, too many to show"));
                false
            }
        }
    }

    /// A search ended without a solution.
    fn no_solution(&mut self) {
        self.phase = Phase::Play;
        self.say(format_args!("no solution found"));
    }

    /// A random walk from where the board is (always solvable), on until it is not the goal:
    /// a shuffled puzzle never opens solved.
    fn shuffle(&mut self, rng: &mut impl Rng) {
        let mut steps = 0;
        while steps < 300 || self.board == self.goal {
            steps += 1;
            let mut dirs = [0usize; 4];
            let mut n = 0;
            for d in Dir::ALL {
                if let Some(c) = self.board.neighbour(d) {
                    dirs[n] = c;
                    n += 1;
                }
            }
            let pick = dirs[below(rng, n as u32) as usize];
            self.board.slide(pick);
        }
        self.moves = 0;
        self.say(format_args!("shuffled"));
    }
}

impl Default for SlidingScreen {
    fn default() -> Self {
        Self::new()
    }
}

/// What needs the player's yes on the sliding puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// A new shuffle of this board.
    Shuffle,
    /// The board of this side, shuffled if 4×4 or 5×5 (3×3 opens at the document's start).
    Resize(u8),
    /// Arranging a start of the player's own, over the game on the board.
    Arrange,
    /// Back to the game, leaving the start being arranged.
    DropArrangement,
}

impl Screen for SlidingScreen {
    type Confirmed = Confirm;

    const RULES: &'static [&'static str] = &[
        "Slide the tiles into order, 1 in the top-left corner and the gap last. An \
         arrow slides the tile next to the gap into it.",
        "Enter solves from here in the fewest moves (IDA*); on 5x5 at once, within the \
         factor of the fewest it names (weighted IDA*), or row by row if that takes long; \
         0 counts the 3x3's paths as the source document does; 3, 4 and 5 choose the \
         board; menu: shuffle, and arrange your own start (refused, with the reason, if it \
         can never be solved).",
        "From the source document: the eight puzzle's exhaustive path search.",
    ];

    fn fresh() -> Option<SlidingScreen> {
        Some(SlidingScreen::new())
    }

    fn handle(&mut self, key: Key, lent: &mut Lent<'_>) -> Outcome<Confirm> {
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action, lent),
                None => Outcome::Stay,
            };
        }
        if let Phase::Arranging { .. } = self.phase {
            return self.arrange(key);
        }
        if let Phase::Showing { moves, playback } = &mut self.phase {
            match playback.key(key) {
                // A tile slid back is the same tile slid again.
                Some(Some(Step::Forward)) => {
                    self.board.slide_tile(moves[playback.at() - 1]);
                    self.moves += 1;
                }
                Some(Some(Step::Back)) => {
                    self.board.slide_tile(moves[playback.at()]);
                    self.moves = self.moves.saturating_sub(1);
                }
                Some(None) => {}
                None if key == Key::Esc => {
                    self.phase = Phase::Play;
                    self.say(format_args!("stopped"));
                }
                None => {}
            }
            return Outcome::Stay;
        }
        match &self.phase {
            Phase::Solving(_) | Phase::Quick(_) | Phase::AllPaths(_) | Phase::Showing { .. } => {
                if key == Key::Esc {
                    self.phase = Phase::Play;
                    self.say(format_args!("stopped"));
                }
                return Outcome::Stay;
            }
            Phase::Play | Phase::Arranging { .. } => {}
        }
        // An arrow slides a tile in its direction, so the blank moves the opposite way.
        let blank_goes = match key {
            Key::Up => Some(Dir::Down),
            Key::Down => Some(Dir::Up),
            Key::Left => Some(Dir::Right),
            Key::Right => Some(Dir::Left),
            _ => None,
        };
        if let Some(dir) = blank_goes {
            // The message says what this key did: a message about an earlier board would
            // be stale.
            match self.board.neighbour(dir) {
                Some(cell) => {
                    self.board.slide(cell);
                    self.moves += 1;
                    if self.board == self.goal {
                        let moves = self.moves;
                        self.say(format_args!("solved in {moves} moves"));
                    } else {
                        self.message.clear();
                    }
                }
                None => {
                    let side = match key {
                        Key::Up => "bottom",
                        Key::Down => "top",
                        Key::Left => "right",
                        _ => "left",
                    };
                    self.say(format_args!("no tile there: the gap is at the {side} edge"));
                }
            }
            return Outcome::Stay;
        }
        match key {
            Key::Menu => self.menu = Some(Action::Shuffle),
            Key::Digit(3) => return self.act(Action::Three, lent),
            Key::Digit(4) => return self.act(Action::Four, lent),
            Key::Digit(5) => return self.act(Action::Five, lent),
            Key::Digit(0) => return self.act(Action::Paths, lent),
            Key::Enter => return self.act(Action::Solve, lent),
            Key::Esc => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, then: Confirm, lent: &mut Lent<'_>) {
        match then {
            Confirm::Shuffle => self.shuffle(lent.rng),
            Confirm::Arrange => self.start_arranging(),
            Confirm::DropArrangement => self.phase = Phase::Play,
            Confirm::Resize(3) => self.resize(3),
            Confirm::Resize(side) => {
                self.resize(side);
                self.shuffle(lent.rng);
            }
        }
    }

    fn tick(&mut self, _: &mut Lent<'_>) -> bool {
        match &mut self.phase {
            Phase::Play | Phase::Arranging { .. } => false,
            Phase::Solving(ida) => {
                match work::tick(ida) {
                    Tick::Found => {
                        let (len, nodes) = (ida.solution().len(), ida.nodes());
                        let moves = Vec::from_slice(ida.solution()).ok();
                        if self.play_back(moves, len) {
                            self.say(format_args!("optimal: {len} moves ({nodes} nodes)"));
                        }
                    }
                    Tick::Exhausted | Tick::GaveUp => self.no_solution(),
                    Tick::Working => {}
                }
                true
            }
            Phase::Quick(fast) => {
                match work::tick(fast) {
                    Tick::Found => {
                        let (len, bound) = (fast.solution().len(), fast.bound());
                        let moves = Vec::from_slice(fast.solution()).ok();
                        if self.play_back(moves, len) {
                            match bound {
                                // Rounded up: never below the bound proved.
                                Some((n, d)) => {
                                    let hundredths = (n * 100).div_ceil(d.max(1));
                                    self.say(format_args!(
                                        "{len} moves, at most {}.{:02} x the fewest",
                                        hundredths / 100,
                                        hundredths % 100
                                    ))
                                }
                                None => self.say(format_args!("{len} moves, row by row")),
                            }
                        }
                    }
                    Tick::Exhausted | Tick::GaveUp => self.no_solution(),
                    Tick::Working => {}
                }
                true
            }
            Phase::Showing { moves, playback } => {
                if playback.tick() == Some(Step::Forward) {
                    self.board.slide_tile(moves[playback.at() - 1]);
                    self.moves += 1;
                }
                if playback.is_done() {
                    self.phase = Phase::Play;
                }
                matches!(&self.phase, Phase::Showing { playback, .. } if playback.is_running())
            }
            Phase::AllPaths(search) => match work::tick(search) {
                Tick::Working | Tick::GaveUp => true,
                Tick::Found => {
                    let n = search.paths();
                    self.say(format_args!("paths found: {n}"));
                    true
                }
                Tick::Exhausted => {
                    let (n, steps) = (search.paths(), search.counters().steps);
                    self.phase = Phase::Play;
                    self.say(format_args!(
                        "{n} paths of at most 30 moves ({steps} steps)"
                    ));
                    false
                }
            },
        }
    }

    fn help(&self) -> Help<'static> {
        match self.phase {
            _ if self.menu.is_some() => &[("up/down or 1-7", "choose"), ("esc", "close")],
            Phase::Play => &[
                ("arrows", "slide"),
                ("enter", "solve"),
                ("menu", "more"),
                ("3-5", "size"),
            ],
            Phase::Arranging { .. } => &[
                ("arrows", "move"),
                ("enter", "swap"),
                ("0-9", "tile here"),
                ("menu", "play it"),
            ],
            Phase::Showing { playback, .. } => playback.help(),
            _ => &[("", "working..."), ("esc", "stop")],
        }
    }

    /// Says in text what the screen shows: the board row by row (`_` for the gap), the
    /// moves made, whether it is solved, and the message.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        let shape = self.board.size();
        let (w, h) = (shape.width, shape.height);
        let plural = if self.moves == 1 { "" } else { "s" };
        match &self.phase {
            Phase::Arranging { cursor, picked, .. } => {
                let (c, w) = (usize::from(*cursor), usize::from(w));
                write!(
                    out,
                    "Sliding puzzle {w}x{h}: arranging your own start, cursor on row {}, column {}",
                    c / w + 1,
                    c % w + 1
                )?;
                if let Some(p) = picked {
                    write!(out, ", tile {} picked", self.cells()[usize::from(*p)])?;
                }
                writeln!(out)?;
            }
            _ => writeln!(out, "Sliding puzzle {w}x{h}, {} move{plural}", self.moves)?,
        }
        for (r, row) in self.cells().chunks(usize::from(w)).enumerate() {
            write!(out, "row {}:", r + 1)?;
            for &t in row {
                match t {
                    0 => out.write_str(" _")?,
                    t => write!(out, " {t}")?,
                }
            }
            writeln!(out)?;
        }
        if self.board == self.goal {
            writeln!(out, "solved")?;
        }
        if let Phase::Showing { playback, .. } = &self.phase {
            playback.describe(out)?;
        }
        self.message.describe(out)?;
        menu::describe_open(out, self.menu)
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        let help = self.help();
        let side = i32::from(self.board.size().width);
        let mut title: String<40> = String::new();
        let _ = write!(title, "Sliding puzzle {side}x{side}");
        theme::frame(d, &title, help)?;
        let cell = 196 / side;
        let (x0, y0) = (8, 20);
        for (i, &t) in self.cells().iter().enumerate() {
            let (r, c) = (i as i32 / side, i as i32 % side);
            let (x, y) = (x0 + c * cell, y0 + r * cell);
            if let Phase::Arranging { cursor, picked, .. } = &self.phase {
                // The cursor and the picked tile: a frame in the gap between tiles.
                if usize::from(*cursor) == i || *picked == Some(i as u8) {
                    let color = if *picked == Some(i as u8) {
                        theme::CURSOR
                    } else {
                        INK
                    };
                    theme::fill(d, x - 2, y - 2, cell as u32 + 2, cell as u32 + 2, color)?;
                }
            }
            if t == 0 {
                theme::fill(d, x, y, cell as u32 - 2, cell as u32 - 2, MUTED)?;
                continue;
            }
            let home = self.goal.cells().get(i) == Some(&t);
            theme::fill(
                d,
                x,
                y,
                cell as u32 - 2,
                cell as u32 - 2,
                if home { HINT } else { theme::SELECTED },
            )?;
            let mut num: String<4> = String::new();
            let _ = write!(num, "{t}");
            let w = num.len() as i32 * 10;
            Text::with_baseline(
                &num,
                Point::new(x + (cell - w) / 2, y + (cell - 20) / 2),
                MonoTextStyle::new(&FONT_10X20, INK),
                Baseline::Top,
            )
            .draw(d)?;
        }
        let px = 216;
        let mut line: String<40> = String::new();
        let _ = write!(line, "moves {}", self.moves);
        theme::text(d, &line, px, y0, INK)?;
        line.clear();
        match &self.phase {
            Phase::Solving(ida) => {
                let _ = write!(line, "bound {}", ida.bound());
                theme::text(d, &line, px, y0 + 12, INK)?;
                line.clear();
                let _ = write!(line, "nodes {}", ida.nodes());
                theme::text(d, &line, px, y0 + 24, INK)?;
            }
            Phase::Quick(fast) => {
                theme::text(d, "at once", px, y0 + 12, INK)?;
                let _ = write!(line, "nodes {}", fast.nodes());
                theme::text(d, &line, px, y0 + 24, INK)?;
            }
            Phase::AllPaths(p) => {
                let _ = write!(line, "paths {}", p.paths());
                theme::text(d, &line, px, y0 + 12, INK)?;
                line.clear();
                let _ = write!(line, "steps {}", p.counters().steps);
                theme::text(d, &line, px, y0 + 24, INK)?;
            }
            Phase::Showing { playback, .. } => playback.draw(d, px, y0 + 12, 96)?,
            _ => {}
        }
        theme::wrapped(d, &self.message, px, y0 + 40, 16, 220)?;
        match self.menu {
            Some(selected) => menu::draw(d, (30, 50), 260, selected),
            None => Ok(()),
        }
    }

    /// The board's side, its tiles and the moves made (a search or a solution being shown
    /// is not kept: the board is saved where it was).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.board.size().width);
        out.list(self.board.cells());
        out.u32(self.moves);
        self.message.save(out);
    }

    fn load(input: &mut Reader<'_>) -> Result<SlidingScreen, Garbled> {
        let side = input.u8()?;
        if !(3..=LARGEST).contains(&side) {
            return Err(Garbled::Invalid);
        }
        let shape = Size::new(side, side).map_err(|_| Garbled::Invalid)?;
        // The core refuses a board that is not a permutation of its tiles and the gap.
        let board = Board::new(shape, input.list()?).map_err(|_| Garbled::Invalid)?;
        let goal = Board::goal(shape);
        board.can_reach(&goal).map_err(|_| Garbled::Invalid)?;
        Ok(SlidingScreen {
            board,
            goal,
            moves: input.u32()?,
            phase: Phase::Play,
            message: Message::load(input)?,
            menu: None,
        })
    }
}
