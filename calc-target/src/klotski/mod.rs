//! The Klotski screen (华容道): choose a traditional layout, pick a block with the cursor
//! and slide it with the arrows; moves counted as players count them (a block's slides
//! until another block moves are one move); undo and redo; "solve" runs the core's
//! low-memory breadth-first search ([`Frontier`]) in slices, in the room the app lends, and
//! animates a shortest solution from the position on screen.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing), `describe` (the words for a screen reader), `save` (save and load), `tests`;
//! the screen's state and its rules stay here.

mod describe;
mod input;
mod save;
mod view;

use crate::Keys;
use crate::lang::klotski::Phrase;
use crate::lang::{Fill, Lang, app};
use crate::screen::{Lent, Outcome, Screen};
use crate::settings::Settings;
use crate::state::Coded;
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::playback::Playback;
use crate::toolkit::record::Record;
use crate::toolkit::steps;
use crate::toolkit::voice::Voice;
use crate::work::{self, Tick};
use heapless::Vec;
use jiugong_core::klotski::{Board, Frontier, HEIGHT, KlotskiError, LAYOUTS, Metric, Shape, WIDTH};
use jiugong_core::sliding::Dir;

/// Moves the undo list keeps, and the redo list.
const UNDO: usize = 200;

/// Places (4 bytes each) of the room the app lends the search: 32 KiB. Solving any of the
/// layouts from its start takes at most 4,393; every 25th position reachable from each
/// layout (29,441 starts) was solved in this room, the closest in 8,094 (README, Klotski).
pub const ROOM_WORDS: usize = 8_192;

/// The cursor on the box's cells: an arrow at a wall leaves it there.
const BOX: GridCursor = GridCursor::new(WIDTH as u8, HEIGHT as u8, Edge::Stop);

#[derive(Clone, Debug)]
enum Phase {
    /// The list of layouts, this one highlighted.
    Choose(usize),
    Play,
    /// A shortest solution is being searched for: to play back, or for its first move
    /// alone (a hint).
    Solving {
        search: Frontier,
        hint: bool,
    },
    /// The solution found, played back on a board of its own: position `playback.at()` of
    /// the search's path is `shown`. The player's board, moves and undo list stay as they
    /// were: Back goes back to them, and Cao Cao's escape shown is no win.
    Showing {
        search: Frontier,
        playback: Playback,
        shown: Board,
    },
}

/// The Klotski screen.
#[derive(Clone, Debug)]
pub struct KlotskiScreen {
    layout: usize,
    board: Board,
    /// The cell under the cursor.
    cursor: GridCursor,
    /// The block picked to slide.
    picked: Option<u8>,
    /// Each move: the block and its top-left cell before it (the last [`UNDO`]).
    history: Vec<(u8, u8), UNDO>,
    /// Moves made before those in `history`, which it no longer holds.
    forgotten: usize,
    /// Each move taken back, the next to make again last: the block and its top-left cell
    /// after the move. A new move forgets them.
    redo: Vec<(u8, u8), UNDO>,
    phase: Phase,
    /// The player's language and what the screen said last.
    voice: Voice,
    /// The menu, when open.
    menu: Option<Action>,
    /// The hint's move, shown until the board changes: the block and the top-left cell a
    /// shortest solution moves it to first.
    hinted: Option<(u8, u8)>,
    /// This game's time in ticks: from the first move, while Cao Cao is in and the menu
    /// closed.
    ticks: u32,
    /// Whether this game's win is counted (a win undone and made again is not twice).
    won: bool,
    /// The player's records, layout by layout.
    records: [Record; LAYOUTS.len()],
    /// Where a solution's playback was when it was saved: the solution is searched for
    /// again from the first tick after a load, then shown as it was (from format version
    /// 10).
    resume: Option<Playback>,
}

impl KlotskiScreen {
    /// 横刀立马, the cursor on the 2×2 block (an error only if a layout's text were wrong,
    /// which the core's tests rule out).
    pub fn new() -> Result<KlotskiScreen, KlotskiError> {
        let mut screen = KlotskiScreen {
            layout: 0,
            board: LAYOUTS[0].start()?,
            cursor: BOX,
            picked: None,
            history: Vec::new(),
            forgotten: 0,
            redo: Vec::new(),
            phase: Phase::Play,
            voice: Voice::new(),
            menu: None,
            hinted: None,
            ticks: 0,
            won: false,
            records: [Record::default(); LAYOUTS.len()],
            resume: None,
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
        self.redo.clear();
        self.picked = None;
        self.hinted = None;
        self.ticks = 0;
        self.won = false;
        let big = self.board.blocks().iter().find(|b| b.shape == Shape::Big);
        self.cursor.set(big.map_or(0, |b| usize::from(b.cell))); // a block's cell is in the box
        self.phase = Phase::Play;
        self.voice.message.clear();
    }

    /// The player's board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The moves of the solution shown, while one is.
    pub fn solution_len(&self) -> Option<usize> {
        match &self.phase {
            Phase::Showing { playback, .. } => Some(playback.len()),
            _ => None,
        }
    }

    /// The board on screen: a solution's as it plays back, else the player's.
    pub fn shown(&self) -> &Board {
        match &self.phase {
            Phase::Showing { shown, .. } => shown,
            _ => &self.board,
        }
    }

    /// The last thing the screen said.
    pub fn message(&self) -> &str {
        &self.voice.message
    }

    /// Does the menu's entry (or its key), asking before a restart loses the moves.
    fn act(&mut self, action: Action) -> Outcome<Confirm> {
        match action {
            Action::Hint => self.search(true),
            Action::Solve => self.search(false),
            Action::Restart if self.playing() => {
                return Outcome::Ask {
                    question: Phrase::AskRestart.text(self.voice.lang),
                    then: Confirm::Layout(self.layout),
                };
            }
            Action::Restart => self.open_layout(self.layout),
            Action::Layouts => self.phase = Phase::Choose(self.layout),
            Action::Redo => self.redo(),
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
            self.voice.say(Phrase::Blocked, &[]);
            return;
        }
        self.moved(index, before);
    }

    /// Counts block `index`'s move from top-left cell `before` to where it is now: moving
    /// the last move's block again is the same move, and bringing it back where that move
    /// began takes it back. A move of the player's or of a solution played back: what was
    /// undone can no longer be redone.
    fn moved(&mut self, index: u8, before: u8) {
        self.redo.clear();
        self.hinted = None;
        let after = self.board.blocks()[index as usize].cell;
        self.cursor.set(usize::from(after)); // a block's cell is in the box
        match self.history.last() {
            Some(&(b, from)) if b == index => {
                if from == after {
                    self.history.pop();
                }
            }
            _ => self.remember(index, before),
        }
        self.voice.message.clear();
        self.escaped_if_out();
    }

    /// Keeps a move for undo: block `index` from top-left cell `before`. A full list
    /// forgets the oldest move, which still counts.
    fn remember(&mut self, index: u8, before: u8) {
        if steps::push(&mut self.history, (index, before)) {
            self.forgotten += 1;
        }
    }

    /// When Cao Cao is out: says so, and counts the game's win once, for its layout.
    fn escaped_if_out(&mut self) {
        if self.board.is_solved() {
            let n = self.moves();
            self.voice.say(Phrase::Escapes, &[&n]);
            if !core::mem::replace(&mut self.won, true) {
                let seconds = self.ticks / crate::TICKS_PER_SECOND;
                self.records[self.layout].win(seconds, Some(n as u32));
            }
        }
    }

    /// The player's record at layout `layout`.
    pub fn record(&self, layout: usize) -> Record {
        self.records.get(layout).copied().unwrap_or_default()
    }

    /// Block `index`'s top-left cell (an index off the list: 0, and no route goes from it).
    fn cell_of(&self, index: u8) -> u8 {
        self.board
            .blocks()
            .get(usize::from(index))
            .map_or(0, |b| b.cell)
    }

    /// Block `index` routed to top-left cell `to` (each cell of the way free); whether it
    /// got there.
    fn route(&mut self, index: u8, to: u8) -> bool {
        let mut board = self.board;
        let Some(steps) = board.route(usize::from(index), usize::from(to)) else {
            return false;
        };
        for dir in steps {
            board.slide(usize::from(index), dir);
        }
        self.board = board;
        self.cursor.set(usize::from(to)); // a block's cell is in the box
        true
    }

    /// Takes back the last move, which goes on the redo list.
    fn undo(&mut self) {
        if let Some((index, from)) = self.history.pop() {
            self.hinted = None;
            let after = self.cell_of(index);
            // Put the block back where the move began: its route there is free.
            if self.route(index, from) {
                steps::push(&mut self.redo, (index, after));
            }
            self.picked = None;
            self.voice.say(app::Phrase::Undone, &[]);
        }
    }

    /// The menu's redo: the last move taken back made again, the block routed to where that
    /// move took it.
    fn redo(&mut self) {
        self.picked = None;
        self.hinted = None;
        let Some((index, to)) = self.redo.pop() else {
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        };
        let before = self.cell_of(index);
        // Its route is free: nothing has moved since it was taken back (checked on load).
        if !self.route(index, to) {
            self.redo.clear();
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        }
        self.remember(index, before);
        self.voice.say(app::Phrase::Redone, &[]);
        self.escaped_if_out();
    }

    /// Puts the position the playback is at on the solution's board: one move from the one
    /// there, either way (not the player's: nothing is counted).
    fn show_position(&mut self, room: &[u32]) {
        let Phase::Showing {
            search,
            playback,
            shown,
        } = &mut self.phase
        else {
            return;
        };
        let key = search.position(room, playback.at() as u32);
        if key.and_then(|key| shown.follow(key)).is_none() {
            // Cannot happen: each position is one move from the one before.
            self.phase = Phase::Play;
        }
    }

    /// Starts the search for a shortest solution from the board on screen: to play it
    /// back, or for its first move (`hint`).
    fn search(&mut self, hint: bool) {
        self.picked = None;
        self.hinted = None;
        self.resume = None;
        match Frontier::new(&self.board, Metric::Piece) {
            Ok(search) => {
                self.phase = Phase::Solving { search, hint };
                self.voice.say(Phrase::Searching, &[]);
            }
            Err(e) => self.voice.say(Phrase::Fault, &[&e]),
        }
    }

    /// Says the first move of the shortest solution `search` found, `length` moves long,
    /// and marks it: the cursor on its block, its place outlined.
    fn give_hint(&mut self, search: &Frontier, room: &[u32], length: u32) {
        self.phase = Phase::Play;
        if length == 0 {
            return self.voice.say(Phrase::AlreadyOut, &[]);
        }
        let mut next = self.board;
        let moved = search.position(room, 1).and_then(|key| next.follow(key));
        let Some((index, _)) = moved else {
            return; // cannot happen: the first position is one move from this one
        };
        let to = next.blocks()[index].cell;
        let route = self.board.route(index, usize::from(to)).unwrap_or_default();
        let letter = self.board.blocks()[index].letter as char;
        self.cursor
            .set(usize::from(self.board.blocks()[index].cell));
        self.hinted = Some((index as u8, to));
        let route = Route(&route, self.voice.lang);
        self.voice.say(Phrase::Hint, &[&letter, &route, &length]);
    }
}

/// A block's route in words, in a language: "down", "down 2", "left, then down".
struct Route<'a>(&'a [Dir], Lang);

impl core::fmt::Display for Route<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let Route(mut rest, lang) = *self;
        let mut first = true;
        while let [dir, ..] = rest {
            let run = rest.iter().take_while(|d| *d == dir).count();
            if !first {
                f.write_str(Phrase::Then.text(lang))?;
            }
            let way = match dir {
                Dir::Up => Phrase::Up,
                Dir::Down => Phrase::Down,
                Dir::Left => Phrase::Left,
                Dir::Right => Phrase::Right,
            }
            .text(lang);
            match run {
                1 => f.write_str(way)?,
                _ => Fill(lang, Phrase::Run.text(lang), &[&way, &run]).fmt(f)?,
            }
            rest = &rest[run..];
            first = false;
        }
        Ok(())
    }
}

/// Klotski's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Hint,
    Solve,
    Layouts,
    Restart,
    Redo,
}

/// Each entry's byte in a saved state (the menu open when the games were saved), whatever
/// the menu's order.
impl Coded for Action {
    const BYTES: &'static [(Action, u8)] = &[
        (Action::Hint, 0),
        (Action::Solve, 1),
        (Action::Layouts, 2),
        (Action::Restart, 3),
        (Action::Redo, 4),
    ];
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Hint,
        Action::Solve,
        Action::Layouts,
        Action::Restart,
        Action::Redo,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Hint => Phrase::MenuHint,
            Action::Solve => Phrase::MenuSolve,
            Action::Layouts => Phrase::MenuLayouts,
            Action::Restart => Phrase::MenuRestart,
            Action::Redo => Phrase::MenuRedo,
        }
        .text(lang)
    }
}

/// What needs the player's yes in Klotski.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// This layout (from `LAYOUTS`) from its start.
    Layout(usize),
}

impl Screen for KlotskiScreen {
    type Phrase = Phrase;

    const ROOM: [u32; ROOM_WORDS] = [0; ROOM_WORDS];

    const RULES: &'static [Phrase] = &[Phrase::RulesGoal, Phrase::RulesMenu];

    const KEYS: &'static [(Keys, Phrase)] = &[
        (Keys::Arrows, Phrase::KeyArrows),
        (Keys::OK, Phrase::KeyOk),
        (Keys::UNDO, Phrase::KeyUndo),
        (Keys::MENU, Phrase::KeyMenu),
        (Keys::BACK, Phrase::KeyBack),
    ];

    fn fresh() -> Option<KlotskiScreen> {
        KlotskiScreen::new().ok()
    }

    fn configure(&mut self, settings: Settings) {
        self.voice.lang = settings.lang;
    }

    fn unsay(&mut self) {
        self.voice.message.clear();
    }

    /// The search runs in the room the app lends, untouched between ticks.
    fn tick(&mut self, lent: &mut Lent<'_, [u32; ROOM_WORDS]>) -> bool {
        let room = &mut *lent.room;
        match &mut self.phase {
            Phase::Play if self.resume.is_some() => {
                // A solution a load is to show again: searched for first.
                let resume = self.resume.take();
                self.search(false);
                self.resume = resume;
                true
            }
            Phase::Play => {
                // The clock runs from the first move while Cao Cao is in.
                if self.moves() > 0 && !self.board.is_solved() && self.menu.is_none() {
                    self.ticks = self.ticks.saturating_add(1);
                }
                false
            }
            Phase::Choose(_) => false,
            Phase::Solving { search, hint } => {
                let tick = work::tick(&mut search.lend(room));
                match (tick, search.length()) {
                    (Tick::Found, Some(length)) if *hint => {
                        let search = search.clone();
                        self.give_hint(&search, room, length);
                    }
                    (Tick::Found, Some(length)) => {
                        let said = Phrase::Shortest.text(self.voice.lang);
                        self.voice.message.fill(self.voice.lang, said, &[&length]);
                        // Shown from the start, or as far as a saved one was played.
                        let resume = self.resume.take();
                        let playback = resume
                            .filter(|p| p.len() == length as usize)
                            .unwrap_or(Playback::new(length as usize));
                        let mut shown = self.board;
                        for at in 1..=playback.at() as u32 {
                            let key = search.position(room, at);
                            if key.and_then(|key| shown.follow(key)).is_none() {
                                // Cannot happen: each position is one move from the last.
                                break;
                            }
                        }
                        self.phase = Phase::Showing {
                            search: search.clone(),
                            playback,
                            shown,
                        };
                    }
                    (Tick::GaveUp, _) => {
                        self.resume = None;
                        let kib = room.len() * 4 / 1024;
                        let said = Phrase::CannotSolve.text(self.voice.lang);
                        self.voice.message.fill(self.voice.lang, said, &[&kib]);
                        self.phase = Phase::Play;
                    }
                    (Tick::Working, None) => {
                        let depth = search.depth();
                        let said = Phrase::SearchingOut.text(self.voice.lang);
                        self.voice.message.fill(self.voice.lang, said, &[&depth]);
                    }
                    (Tick::Working, Some(length)) => {
                        let (placed, of) = (search.placed(), length.saturating_sub(1));
                        let said = Phrase::Tracing.text(self.voice.lang);
                        self.voice
                            .message
                            .fill(self.voice.lang, said, &[&length, &placed, &of]);
                    }
                    _ => {
                        self.resume = None;
                        let said = Phrase::NoSolution.text(self.voice.lang);
                        self.voice.message.fill(self.voice.lang, said, &[]);
                        self.phase = Phase::Play;
                    }
                }
                true
            }
            Phase::Showing { playback, .. } => {
                if playback.tick().is_some() {
                    self.show_position(room);
                }
                // At its end the solution stays shown until a key.
                matches!(&self.phase, Phase::Showing { playback, .. } if playback.is_running())
            }
        }
    }
}

#[cfg(test)]
mod tests;
