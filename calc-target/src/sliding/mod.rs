//! The sliding-puzzle screen: 3×3, 4×4 or 5×5, shuffle to a solvable state, play with the
//! arrows; "solve" runs the core's IDA* in slices (progress shown, Back cancels) and animates
//! the solution — optimal on 3×3 and 4×4, and on 5×5 the core's quick policy ([`Fast`]:
//! weighted IDA*, its bound said, or line by line), as `jiugong slide --fast` without
//! tables; the document's all-paths search runs with its count of paths found.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing), `describe` (the words for a screen reader), `save` (save and load), `solve` (the searches a player asks for and what they say), `tests`;
//! the screen's state and its rules stay here.

mod describe;
mod input;
mod save;
mod solve;
mod view;

use crate::Keys;
use crate::lang::number::Count;
use crate::lang::sliding::Phrase;
use crate::lang::{Lang, app};
use crate::screen::{Input, Lent, Outcome, Screen};
use crate::settings::Settings;
use crate::state::Coded;
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::playback::{Playback, Step};
use crate::toolkit::record::Record;
use crate::toolkit::steps;
use crate::toolkit::voice::Voice;
use crate::work::{self, Tick};
use heapless::Vec;
use jiugong_core::random::below;
use jiugong_core::sliding::{Board, Dir, Fast, Ida, LINES_ROOM, ManhattanLinear, PathSearch, Size};
use rand_core::Rng;
use solve::{Proved, Purpose};

// The screen lives inside the app's `static` (no heap): the largest phase is stored inline
// whichever is showing, so boxing the smaller ones would save nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
enum Phase {
    Play,
    Solving(Ida<ManhattanLinear>),
    /// A 5×5 board solved at once (the line-by-line fallback's room inline: 3.9 KB).
    Quick(Fast<ManhattanLinear, [u8; LINES_ROOM]>),
    /// A solution played back on a board of its own: the tiles to slide, in order, and
    /// the board as far as they have slid. The player's board, moves and undo list stay
    /// as they were: Back goes back to them, and the solution shown is no win.
    Showing {
        moves: Vec<u8, SHOWN>,
        playback: Playback,
        shown: Board,
    },
    AllPaths(PathSearch),
    /// The player's own start being arranged: tiles swapped two at a time.
    Arranging {
        cells: Vec<u8, 25>,
        cursor: GridCursor,
        picked: Option<u8>,
        menu: Option<ArrangeAction>,
    },
}

/// The longest solution played back: an optimal one on 4×4 takes at most 80 moves, a quick
/// one on 5×5 up to about 270 (line by line).
const SHOWN: usize = 320;

/// Moves Undo can take back.
const UNDO: usize = 200;

/// The largest board the app offers.
const LARGEST: u8 = 5;

/// The sliding puzzle's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Hint,
    Solve,
    Shuffle,
    Arrange,
    Paths,
    Three,
    Four,
    Five,
    Redo,
}

/// Each entry's byte in a saved state (the menu open when the games were saved), whatever
/// the menu's order.
impl Coded for Action {
    const BYTES: &'static [(Action, u8)] = &[
        (Action::Hint, 0),
        (Action::Solve, 1),
        (Action::Shuffle, 2),
        (Action::Arrange, 3),
        (Action::Paths, 4),
        (Action::Three, 5),
        (Action::Four, 6),
        (Action::Five, 7),
        (Action::Redo, 8),
    ];
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Hint,
        Action::Solve,
        Action::Shuffle,
        Action::Arrange,
        Action::Paths,
        Action::Three,
        Action::Four,
        Action::Five,
        Action::Redo,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Hint => Phrase::MenuHint,
            Action::Solve => Phrase::MenuSolve,
            Action::Shuffle => Phrase::MenuShuffle,
            Action::Arrange => Phrase::MenuArrange,
            Action::Paths => Phrase::MenuPaths,
            Action::Three => Phrase::MenuThree,
            Action::Four => Phrase::MenuFour,
            Action::Five => Phrase::MenuFive,
            Action::Redo => Phrase::MenuRedo,
        }
        .text(lang)
    }
}

/// The menu while the player arranges a start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArrangeAction {
    Play,
    InOrder,
}

impl Menu for ArrangeAction {
    const ALL: &'static [ArrangeAction] = &[ArrangeAction::Play, ArrangeAction::InOrder];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            ArrangeAction::Play => Phrase::ArrangePlay,
            ArrangeAction::InOrder => Phrase::ArrangeInOrder,
        }
        .text(lang)
    }
}

/// The sliding-puzzle screen.
#[derive(Clone, Debug)]
pub struct SlidingScreen {
    board: Board,
    goal: Board,
    moves: u32,
    /// The tiles slid, the last last: Undo slides it back (the most recent [`UNDO`]).
    history: Vec<u8, UNDO>,
    /// The tiles Undo slid back, the next to slide again last: a new move forgets them.
    redo: Vec<u8, UNDO>,
    phase: Phase,
    /// The player's language and what the screen said last.
    voice: Voice,
    /// The menu, when open, with the entry selected.
    menu: Option<Action>,
    /// What the search running is for.
    purpose: Purpose,
    /// The tile a hint says to slide next, framed until the board changes.
    hinted: Option<u8>,
    /// The board this game started from (a shuffle, a size, a start arranged): a game
    /// solved by hand is measured against its fewest moves. Not kept in a saved game.
    start: Option<Board>,
    /// This game's time in ticks: from the first move, while the board is unsolved and
    /// the menu closed.
    ticks: u32,
    /// Whether this game's win is counted (a win undone and made again is not twice).
    won: bool,
    /// The player's records, size by size (3×3, 4×4, 5×5).
    records: [Record; 3],
    /// The fewest moves the last search proved: a hint or a solution asked for on any
    /// board along them comes at once. Not kept in a saved game (after a reload the next
    /// hint searches again, and may name another move of the same fewest).
    proved: Option<Proved>,
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
            history: Vec::new(),
            redo: Vec::new(),
            phase: Phase::Play,
            voice: Voice::new(),
            menu: None,
            purpose: Purpose::Show,
            hinted: None,
            start: Some(board),
            ticks: 0,
            won: false,
            records: [Record::default(); 3],
            proved: None,
        }
    }

    /// A new game from `start`: no moves, nothing to undo or redo, its clock at zero.
    fn new_game(&mut self, start: Board) {
        self.board = start;
        self.start = Some(start);
        self.moves = 0;
        self.history.clear();
        self.redo.clear();
        self.hinted = None;
        self.ticks = 0;
        self.won = false;
    }

    /// The board solved by the player: the game's win counted once, for its size.
    fn count_win(&mut self) {
        if core::mem::replace(&mut self.won, true) {
            return;
        }
        let (seconds, size) = (self.ticks / crate::TICKS_PER_SECOND, self.size_index());
        if let Some(record) = self.records.get_mut(size) {
            record.win(seconds, Some(self.moves));
        }
    }

    /// The player's record at the board's size.
    pub fn record(&self) -> Record {
        self.records
            .get(self.size_index())
            .copied()
            .unwrap_or_default()
    }

    /// The board's size as an index of the records: 3×3 first.
    fn size_index(&self) -> usize {
        usize::from(self.board.size().width).saturating_sub(3)
    }

    /// A tile slid by the player or a solution played back: a new move, so what was undone
    /// can no longer be redone.
    fn slid(&mut self, tile: u8) {
        self.redo.clear();
        self.counted(tile);
    }

    /// A tile slid: counted, and kept for undo (the oldest dropped when the list is full).
    fn counted(&mut self, tile: u8) {
        self.hinted = None;
        self.moves += 1;
        steps::push(&mut self.history, tile);
    }

    /// Undo: the last tile slid goes back (the move is uncounted), to be redone.
    fn undo(&mut self) {
        self.hinted = None;
        match self.history.pop() {
            Some(tile) if self.board.slide_tile(tile) => {
                self.moves = self.moves.saturating_sub(1);
                steps::push(&mut self.redo, tile);
                self.voice.say(app::Phrase::Undone, &[]);
            }
            // A tile that cannot slide back is not next to the gap: the list is not this
            // board's, and nothing on it can be taken back.
            Some(_) => {
                self.history.clear();
                self.voice.say(app::Phrase::NothingToUndo, &[]);
            }
            None => self.voice.say(app::Phrase::NothingToUndo, &[]),
        }
    }

    /// The menu's redo: the last tile Undo slid back slides again (the move counted again).
    fn redo(&mut self) {
        match self.redo.pop() {
            Some(tile) if self.board.slide_tile(tile) => {
                self.counted(tile);
                if self.board == self.goal {
                    let moves = self.moves;
                    self.voice.say(Phrase::SolvedIn, &[&moves]);
                    self.count_win();
                } else {
                    self.voice.say(app::Phrase::Redone, &[]);
                }
            }
            // A tile that cannot slide is not next to the gap: the list is not this board's
            // (a load checks it), and nothing on it can be redone.
            Some(_) => {
                self.redo.clear();
                self.voice.say(app::Phrase::NothingToRedo, &[]);
            }
            None => self.voice.say(app::Phrase::NothingToRedo, &[]),
        }
    }

    /// The player's board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board on screen: a solution's as it plays back, else the player's.
    pub fn shown(&self) -> &Board {
        match &self.phase {
            Phase::Showing { shown, .. } => shown,
            _ => &self.board,
        }
    }

    /// Moves the player made (a solution shown is not the player's).
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Does what the menu's entry (or its key) says, asking first what would lose the
    /// player's moves.
    fn act(&mut self, action: Action, lent: &mut Lent<'_, ()>) -> Outcome<Confirm> {
        let lang = self.voice.lang;
        let ask = |question: Phrase, then| Outcome::Ask {
            question: question.text(lang),
            then,
        };
        match action {
            Action::Three | Action::Four | Action::Five => {
                let side = match action {
                    Action::Three => 3,
                    Action::Four => 4,
                    _ => LARGEST,
                };
                if self.playing() {
                    return ask(Phrase::AskResize, Confirm::Resize(side));
                }
                self.confirmed(Confirm::Resize(side), lent);
            }
            Action::Shuffle if self.playing() => {
                return ask(Phrase::AskShuffle, Confirm::Shuffle);
            }
            Action::Shuffle => self.shuffle(lent.rng),
            Action::Arrange if self.playing() => {
                return ask(Phrase::AskArrange, Confirm::Arrange);
            }
            Action::Arrange => self.start_arranging(),
            Action::Hint if self.board == self.goal => self.voice.say(Phrase::NoMoveLeft, &[]),
            Action::Hint => match self.proved_from_here() {
                Some(moves) => self.hint(&moves, None),
                None => self.search(self.board, Purpose::Hint),
            },
            Action::Solve => match self.proved_from_here() {
                Some(moves) => self.show(moves, None),
                None => self.search(self.board, Purpose::Show),
            },
            Action::Paths if self.board.size().cells() == 9 => {
                // The document's search, m = 30 from the start on screen.
                match PathSearch::new(&self.board, &self.goal, 30) {
                    Ok(p) => self.phase = Phase::AllPaths(p),
                    Err(e) => self.voice.say(Phrase::Fault, &[&e]),
                }
            }
            Action::Paths => self.voice.say(Phrase::PathsOn3x3, &[]),
            Action::Redo => self.redo(),
        }
        Outcome::Stay
    }

    /// The board's tiles, to be swapped into a start of the player's own.
    fn start_arranging(&mut self) {
        let mut cells = Vec::new();
        // A board has at most 25 cells: they fit.
        let _ = cells.extend_from_slice(self.board.cells());
        let Size { width, height } = self.board.size();
        self.phase = Phase::Arranging {
            cells,
            cursor: GridCursor::new(width, height, Edge::Reading),
            picked: None,
            menu: None,
        };
        self.voice.say(Phrase::PickTwo, &[]);
    }

    /// The tiles on screen: the board's, or the start being arranged.
    fn cells(&self) -> &[u8] {
        match &self.phase {
            Phase::Arranging { cells, .. } => cells,
            _ => self.shown().cells(),
        }
    }

    /// True while the player has moves on an unsolved board: what a reshuffle would lose.
    fn playing(&self) -> bool {
        self.moves > 0 && self.board != self.goal
    }

    /// What the screen says about the last key.
    pub fn message(&self) -> &str {
        &self.voice.message
    }

    fn resize(&mut self, side: u8) {
        let shape = Size {
            width: side,
            height: side,
        };
        self.goal = Board::goal(shape);
        self.proved = None;
        self.new_game(self.goal);
        self.phase = Phase::Play;
        self.voice.message.clear();
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
        self.new_game(self.board);
        self.voice.say(Phrase::Shuffled, &[]);
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
    type Phrase = Phrase;

    const ROOM: () = ();

    const RULES: &'static [Phrase] = &[Phrase::RulesGoal, Phrase::RulesMenu, Phrase::RulesSource];

    const KEYS: &'static [(Keys, Phrase)] = &[
        (Keys::Arrows, Phrase::KeyArrows),
        (Keys::UNDO, Phrase::KeyUndo),
        (Keys::MENU, Phrase::KeyMenu),
        (Keys::BACK, Phrase::KeyBack),
        (Keys::OK, Phrase::KeyOk),
    ];

    fn fresh() -> Option<SlidingScreen> {
        Some(SlidingScreen::new())
    }

    fn configure(&mut self, settings: Settings) {
        self.voice.lang = settings.lang;
    }

    fn unsay(&mut self) {
        self.voice.message.clear();
    }

    fn tick(&mut self, _: &mut Lent<'_, ()>) -> bool {
        match &mut self.phase {
            Phase::Play => {
                // The clock runs from the first move while the board is unsolved.
                if self.moves > 0 && self.board != self.goal && self.menu.is_none() {
                    self.ticks = self.ticks.saturating_add(1);
                }
                false
            }
            Phase::Arranging { .. } => false,
            Phase::Solving(ida) => {
                match work::tick(ida) {
                    Tick::Found => {
                        let len = ida.solution().len();
                        let moves = Vec::from_slice(ida.solution()).ok();
                        self.found(moves, len, None);
                    }
                    Tick::Exhausted | Tick::GaveUp => self.no_solution(),
                    Tick::Working => {}
                }
                true
            }
            Phase::Quick(fast) => {
                match work::tick(fast) {
                    Tick::Found => {
                        let len = fast.solution().len();
                        // Row by row: no bound proved, so none said.
                        let bound = fast.bound().unwrap_or((u32::MAX, 1));
                        let moves = Vec::from_slice(fast.solution()).ok();
                        self.found(moves, len, Some(bound));
                    }
                    Tick::Exhausted | Tick::GaveUp => self.no_solution(),
                    Tick::Working => {}
                }
                true
            }
            Phase::Showing {
                moves,
                playback,
                shown,
            } => {
                // At its end the solution stays shown until Back.
                if playback.tick() == Some(Step::Forward) {
                    let _ = shown.slide_tile(moves[playback.at() - 1]);
                }
                playback.is_running()
            }
            Phase::AllPaths(search) => match work::tick(search) {
                // The side panel counts the paths found as they come.
                Tick::Working | Tick::GaveUp | Tick::Found => true,
                Tick::Exhausted => {
                    let n = Count(search.paths(), self.voice.lang);
                    let steps = Count(search.counters().steps, self.voice.lang);
                    self.phase = Phase::Play;
                    self.voice.say(Phrase::PathsCounted, &[&n, &steps]);
                    false
                }
            },
        }
    }
}

#[cfg(test)]
mod tests;
