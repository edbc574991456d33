//! The knight's tour screen: choose the board (5×5 … 12×12) and the start with the cursor,
//! open or closed, Warnsdorff or the document's search (asked first from a slow start:
//! `slow`); the search runs in slices with its node count showing (Back stops it), then the
//! tour plays square by square. Or the player makes the tour: the legal jumps marked, undo
//! and redo, "stuck" said, and the search finishing it from where the player is.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing), `describe` (the words for a screen reader), `save` (save and load), `slow`
//! (the starts the document's search is slow from), `tests`; the screen's state and its
//! rules stay here.

mod describe;
mod input;
mod save;
pub mod slow;
mod view;

use crate::Keys;
use crate::lang::knight::Phrase;
use crate::lang::{Lang, app};
use crate::screen::{Lent, Screen};
use crate::settings::Settings;
use crate::state::Coded;
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::playback::Playback;
use crate::toolkit::voice::Voice;
use crate::work::{self, Tick};
use core::fmt::Write;
use heapless::{String, Vec};
use jiugong_core::knight::{
    Goal, KnightError, Order, OwnedSearch, Size, Square, check_closed, check_open,
};
use jiugong_core::search::Resumable;

#[derive(Debug)]
enum Phase {
    Setup,
    Searching,
    /// A tour found, played square by square from square `from` at the playbacks' pace.
    Showing {
        from: u32,
        playback: Playback,
    },
    /// The player makes the tour, square by square (`played`), the cursor on a square.
    Touring {
        cursor: GridCursor,
    },
}

/// The setup's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Find,
    Bigger,
    Smaller,
    OpenClosed,
    Method,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Find,
        Action::Bigger,
        Action::Smaller,
        Action::OpenClosed,
        Action::Method,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Find => Phrase::Find,
            Action::Bigger => Phrase::Bigger,
            Action::Smaller => Phrase::Smaller,
            Action::OpenClosed => Phrase::OpenClosed,
            Action::Method => Phrase::Method,
        }
        .text(lang)
    }
}

/// The menu while the player makes a tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TourAction {
    Finish,
    Again,
    Setup,
    Redo,
}

impl Menu for TourAction {
    const ALL: &'static [TourAction] = &[
        TourAction::Finish,
        TourAction::Again,
        TourAction::Setup,
        TourAction::Redo,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            TourAction::Finish => Phrase::Finish,
            TourAction::Again => Phrase::Again,
            TourAction::Setup => Phrase::Setup,
            TourAction::Redo => Phrase::Redo,
        }
        .text(lang)
    }
}

/// Which menu is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    Setup(Action),
    Tour(TourAction),
}

/// Each open menu's entry's byte in a saved state, whatever the menus' order: the setup's
/// from 0, the tour's from 16.
impl Coded for Open {
    const BYTES: &'static [(Open, u8)] = &[
        (Open::Setup(Action::Find), 0),
        (Open::Setup(Action::Bigger), 1),
        (Open::Setup(Action::Smaller), 2),
        (Open::Setup(Action::OpenClosed), 3),
        (Open::Setup(Action::Method), 4),
        (Open::Tour(TourAction::Finish), 16),
        (Open::Tour(TourAction::Again), 17),
        (Open::Tour(TourAction::Setup), 18),
        (Open::Tour(TourAction::Redo), 19),
    ];
}

/// What needs the player's yes on the knight's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// The tour made so far taken back to its first square.
    Again,
    /// Back to the setup, leaving the tour made so far.
    Setup,
    /// The document's search from a slow start ([`slow::slow`]), asked for with the setup's
    /// "show a tour".
    Search,
    /// The same, asked for with "finish it for me" on the first square.
    Finish,
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
    /// The player's language and what the screen said last.
    voice: Voice,
    /// The search was started by a load: its tour shows as it was saved (`resume`), or
    /// whole.
    restoring: bool,
    /// Where the tour's playback was when it was saved (from format version 10).
    resume: Option<Playback>,
    /// The squares the player visited, in order (a tour made by hand).
    played: Vec<u8, 144>,
    /// The squares taken back from a tour by hand, the next to jump to again last: a new
    /// jump forgets them, and so does the knight lifted off its first square (the setup
    /// has nothing to redo).
    redo: Vec<u8, 144>,
    /// The menu, when open.
    menu: Option<Open>,
    /// Tours the player completed by hand: open ones (ending anywhere), closed ones.
    tours: [u16; 2],
    /// The tour by hand on the board was counted in `tours` (once, whatever is taken back
    /// and jumped again).
    counted: bool,
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
            voice: Voice::new(),
            restoring: false,
            resume: None,
            played: Vec::new(),
            redo: Vec::new(),
            menu: None,
            tours: [0; 2],
            counted: false,
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

    /// A search's `nodes`, counted in the player's language.
    fn nodes(&self, nodes: u64) -> slow::Nodes {
        slow::Nodes(nodes, self.voice.lang)
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
        &self.voice.message
    }

    /// The squares of the tour shown so far (all of them once its playback is done).
    fn shown(&self) -> u32 {
        match &self.phase {
            Phase::Showing { from, playback } => from + playback.at() as u32,
            _ => 0,
        }
    }

    /// Tours the player completed by hand: open ones, closed ones.
    pub fn tours(&self) -> [u16; 2] {
        self.tours
    }

    /// True while the search runs.
    pub fn searching(&self) -> bool {
        matches!(self.phase, Phase::Searching)
    }

    fn start_search(&mut self) {
        self.restoring = false;
        self.played.clear();
        self.redo.clear();
        let size = self.size();
        if self.said_none_from(self.start) {
            return;
        }
        let (order, goal) = self.order_and_goal();
        match self.search.restart(size, self.start, order, goal) {
            Ok(()) => {
                self.voice.message.clear();
                self.phase = Phase::Searching;
            }
            Err(_) => self.voice.say(Phrase::StartOff, &[]),
        }
    }

    /// Says so when the theorems the core knows rule out a tour from `from` (a closed tour
    /// on this board, an open one from that square): what needs no search is said at once.
    /// Whether it said so.
    fn said_none_from(&mut self, from: Square) -> bool {
        match (self.may_exist(from), self.closed) {
            (true, _) => return false,
            (false, true) => {
                let n = self.n;
                self.voice.say(Phrase::NoClosedTour, &[&n]);
            }
            (false, false) => self.voice.say(Phrase::NoOpenTour, &[]),
        }
        true
    }

    /// Whether the theorems the core knows leave a tour from `from` possible (a closed one
    /// on this board, or an open one from that square).
    fn may_exist(&self, from: Square) -> bool {
        let size = self.size();
        match self.closed {
            true => check_closed(size).is_ok(),
            false => check_open(size, from).is_ok(),
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

    /// The squares the knight may jump to next in reading order (the top row first, each
    /// row from the left): the digits 1 to 8 pick them, as the board numbers them.
    fn jumps(&self) -> Vec<Square, 8> {
        let mut jumps: Vec<Square, 8> = Vec::new();
        for t in self.legal() {
            // In order as they come (a knight has 8 jumps at most): a sort of eight needs
            // nothing more, and the library's would take kilobytes of the calculators' image.
            let at = jumps
                .iter()
                .position(|j| (j.row, j.col) > (t.row, t.col))
                .unwrap_or(jumps.len());
            let _ = jumps.insert(at, t);
        }
        jumps
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

    /// A cursor on the board's square `cell` (counted row by row), the arrows wrapping
    /// round the board's edges.
    fn cursor_at(&self, cell: usize) -> GridCursor {
        let mut cursor = GridCursor::new(self.n, self.n, Edge::Wrap);
        cursor.set(cell); // every caller's square is on the board
        cursor
    }

    /// The player's tour from the start, which is its first square.
    fn start_touring(&mut self) {
        self.played.clear();
        self.redo.clear();
        self.counted = false;
        let _ = self.played.push(self.size().index(self.start) as u8); // one square fits
        self.phase = Phase::Touring {
            cursor: self.cursor_at(self.size().index(self.start)),
        };
        // A tour that cannot be made is said before the first jump.
        if !self.said_none_from(self.start) {
            self.voice.say(Phrase::JumpPrompt, &[]);
        }
    }

    /// Back from a search or a tour shown, to the board as the player left it: the tour
    /// being made, or the setup.
    fn back_to_board(&mut self) {
        // A search a load started ends here too: the next is the player's.
        (self.restoring, self.resume) = (false, None);
        self.phase = match self.played.last() {
            Some(&last) => Phase::Touring {
                cursor: self.cursor_at(usize::from(last)),
            },
            None => Phase::Setup,
        };
    }

    /// OK while touring: jumps to the cursor's square if a knight may.
    fn jump(&mut self, cursor: u8) {
        let size = self.size();
        let to = size.square(usize::from(cursor));
        if self.played.contains(&cursor) {
            let name = self.name(to);
            self.voice.say(Phrase::Visited, &[&name]);
            return;
        }
        if !self.legal().any(|t| t == to) {
            let name = self.name(to);
            self.voice.say(Phrase::NotKnightMove, &[&name]);
            return;
        }
        // A new jump: what was taken back is forgotten.
        self.redo.clear();
        self.land(cursor);
    }

    /// Undo while touring: the last jump taken back, to be redone; the first square taken
    /// back lifts the knight off the board, back to the setup (nothing to redo there).
    fn undo(&mut self) {
        if self.played.len() > 1 {
            if let Some(last) = self.played.pop() {
                // Squares played and taken back are all different: room for them all.
                let _ = self.redo.push(last);
            }
        } else {
            self.played.clear();
            self.redo.clear();
            self.phase = Phase::Setup;
        }
        self.voice.message.clear();
    }

    /// The menu's redo: the last jump taken back made again, the cursor on its square.
    fn redo(&mut self) {
        let size = self.size();
        let Some(square) = self.redo.pop() else {
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        };
        let to = size.square(usize::from(square));
        // Each square was a legal jump from the one before (checked again on load).
        if !self.legal().any(|t| t == to) {
            self.redo.clear();
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        }
        self.land(square);
        self.phase = Phase::Touring {
            cursor: self.cursor_at(usize::from(square)),
        };
        if self.voice.message.is_empty() {
            self.voice.say(app::Phrase::Redone, &[]);
        }
    }

    /// The knight lands on square `to`, a legal jump: the tour complete, closed or stuck
    /// said, else nothing.
    fn land(&mut self, to: u8) {
        let size = self.size();
        let _ = self.played.push(to); // a legal jump is to a new square: room for it
        let to = size.square(usize::from(to));
        let (n, squares) = (self.played.len(), size.squares());
        let start = size.square(usize::from(self.played[0]));
        if n == squares {
            let closed = to.attacks(start);
            if !core::mem::replace(&mut self.counted, true) {
                let tours = &mut self.tours[usize::from(closed)];
                *tours = tours.saturating_add(1);
            }
            if closed {
                self.voice.say(Phrase::ClosedTourDone, &[&n]);
            } else if self.closed {
                self.voice.say(Phrase::NotClosed, &[&n]);
            } else {
                self.voice.say(Phrase::TourDone, &[&n]);
            }
        } else if self.legal().next().is_none() {
            self.voice.say(Phrase::Stuck, &[&n]);
        } else {
            self.voice.message.clear();
        }
    }

    /// The question before the search the menu asked for, when it is the document's search
    /// from a slow start ([`slow::slow`]): from the start, or from the first square of a tour
    /// by hand (the same search); `None` when no tour starts there (said without a search).
    fn slow_question(&self) -> Option<&'static str> {
        let from = match self.played.len() {
            0 => self.start,
            1 => self.size().square(usize::from(self.played[0])),
            _ => return None, // from a longer path: not measured
        };
        let slow = self.document && self.may_exist(from) && slow::slow(self.n, from, self.closed);
        slow.then_some(Phrase::AskSlow.text(self.voice.lang))
    }

    /// Does what the player said yes to (or what needed no question).
    fn confirmed_now(&mut self, then: Confirm) {
        match then {
            Confirm::Search => self.start_search(),
            Confirm::Finish => self.finish(),
            Confirm::Again => {
                self.played.truncate(1);
                self.redo.clear();
                self.counted = false;
                if let Some(&first) = self.played.first() {
                    self.phase = Phase::Touring {
                        cursor: self.cursor_at(usize::from(first)),
                    };
                }
                self.voice.message.clear();
            }
            Confirm::Setup => {
                self.played.clear();
                self.redo.clear();
                self.phase = Phase::Setup;
                self.voice.message.clear();
            }
        }
    }

    /// The search goes on from the player's squares (none when the theorems rule a tour
    /// out: said at once).
    fn finish(&mut self) {
        let size = self.size();
        let first = self.played.first().map(|&f| size.square(usize::from(f)));
        if self.said_none_from(first.unwrap_or(self.start)) {
            return;
        }
        let mut path: Vec<Square, 144> = Vec::new();
        for s in self.played() {
            let _ = path.push(s); // as many as the player's squares
        }
        let (order, goal) = self.order_and_goal();
        match self.search.restart_along(size, &path, order, goal) {
            Ok(()) => {
                self.voice.message.clear();
                self.phase = Phase::Searching;
            }
            // Never: the player's squares are a knight's path, each jump checked.
            Err(KnightError::StartOffBoard { .. }) => self.voice.say(Phrase::StartOff, &[]),
            Err(_) => self.voice.say(Phrase::NotAPath, &[]),
        }
    }

    /// Does a menu entry of the setup.
    fn act(&mut self, action: Action) {
        self.voice.message.clear();
        match action {
            Action::Find => self.start_search(),
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
}

impl Screen for KnightScreen {
    type Phrase = Phrase;

    const ROOM: () = ();

    const RULES: &'static [Phrase] = &[
        Phrase::RuleGoal,
        Phrase::RulePlay,
        Phrase::RuleMenu,
        Phrase::RuleSource,
    ];

    const KEYS: &'static [(Keys, Phrase)] = &[
        (Keys::Arrows, Phrase::KeyArrows),
        (Keys::OK, Phrase::KeyOk),
        (Keys::Digits(1, 8), Phrase::KeyJumpTo),
        (Keys::UNDO, Phrase::KeyUndo),
        (Keys::MENU, Phrase::KeyMenu),
        (Keys::BACK, Phrase::KeyBack),
    ];

    fn fresh() -> Option<KnightScreen> {
        Some(KnightScreen::default())
    }

    fn configure(&mut self, settings: Settings) {
        self.voice.lang = settings.lang;
    }

    fn unsay(&mut self) {
        self.voice.message.clear();
    }

    fn tick(&mut self, _: &mut Lent<'_, ()>) -> bool {
        match &mut self.phase {
            Phase::Setup | Phase::Touring { .. } => false,
            Phase::Searching => {
                let progress = work::tick(&mut self.search);
                let nodes = self.search.nodes();
                match progress {
                    Tick::Found => {
                        // A restored tour shows as it was left (whole, from an older save);
                        // one the player began shows from the player's last square.
                        let squares = self.search.size().squares() as u32;
                        let from = self.played.len().max(1) as u32;
                        let len = (squares - from) as usize;
                        let resume = self.resume.take().filter(|p| p.len() == len);
                        let playback = match core::mem::take(&mut self.restoring) {
                            true => resume.unwrap_or(Playback::played(len)),
                            false => Playback::new(len),
                        };
                        self.phase = Phase::Showing { from, playback };
                        let nodes = self.nodes(nodes);
                        self.voice.say(Phrase::Found, &[&nodes]);
                    }
                    Tick::Exhausted if self.played.len() > 1 => {
                        self.back_to_board();
                        self.voice.say(Phrase::NoTourOn, &[]);
                    }
                    Tick::Exhausted => {
                        self.back_to_board();
                        self.voice.say(Phrase::NoTour, &[]);
                    }
                    Tick::GaveUp => {
                        self.back_to_board();
                        let nodes = self.nodes(nodes);
                        self.voice.say(Phrase::GaveUp, &[&nodes]);
                    }
                    Tick::Working => {}
                }
                true
            }
            Phase::Showing { playback, .. } => {
                playback.tick();
                playback.is_running()
            }
        }
    }
}

#[cfg(test)]
mod tests;
