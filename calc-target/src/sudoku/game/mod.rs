//! A Sudoku game: cursor, digits, pencil marks laid out as newspapers print them, conflicts
//! highlighted, undo and redo, hints that name their technique, check, solve, and a
//! "solved!" banner with the time.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing, and where the grid is), `describe` (the words for a screen reader), `save`
//! (save and load), `hint` (the hints, in three presses), `tests`; the game's state and
//! its rules stay here.

mod describe;
mod hint;
mod input;
mod save;
mod view;

pub use describe::describe_rows;
pub use view::{
    CELL, GRID, GRID_X, GRID_Y, MENU, PANEL_X, draw_borders, draw_digit, draw_lines, grid_of,
    mark_place,
};

use super::kinds::Kind;
use super::levels::Choice;
use crate::display::TICKS_PER_SECOND;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang, Words, app};
use crate::settings::Settings;
use crate::state::Coded;
use crate::sudoku::words::{self, SeSaid};
use crate::toolkit::cursor::{Edge, GridCursor};
use crate::toolkit::menu::Menu;
use crate::toolkit::message::Message;
use crate::toolkit::record::Clock;
use crate::toolkit::steps;
use core::fmt::Write;
use heapless::{String, Vec};
use jiugong_core::sudoku::variant::{At, Grade, Layout, MAX_N, VariantStep};
use jiugong_core::sudoku::{CELLS, Level, Se};
use jiugong_core::sudoku::{Cells, Grid, Puzzle, Rating, Step, Technique};

/// The in-game menu (key Menu).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Hint,
    Check,
    Solve,
    NewPuzzle,
    Restart,
    Own,
    AutoClear,
    Redo,
    FillMarks,
    ClearMarks,
}

/// Each entry's byte in a saved state (the menu open when the games were saved), whatever
/// the menu's order.
impl Coded for Action {
    const BYTES: &'static [(Action, u8)] = &[
        (Action::Hint, 0),
        (Action::Check, 1),
        (Action::Solve, 2),
        (Action::NewPuzzle, 3),
        (Action::Restart, 4),
        (Action::Own, 5),
        (Action::AutoClear, 6),
        (Action::Redo, 7),
        (Action::FillMarks, 8),
        (Action::ClearMarks, 9),
    ];
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Hint,
        Action::Check,
        Action::Solve,
        Action::NewPuzzle,
        Action::Restart,
        Action::Own,
        Action::AutoClear,
        Action::Redo,
        Action::FillMarks,
        Action::ClearMarks,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Hint => Phrase::Hint,
            Action::Check => Phrase::Check,
            Action::Solve => Phrase::ShowSolution,
            Action::NewPuzzle => Phrase::NewPuzzle,
            Action::Restart => Phrase::Restart,
            Action::Own => Phrase::TypeOwn,
            Action::AutoClear => Phrase::AutoClear,
            Action::Redo => Phrase::Redo,
            Action::FillMarks => Phrase::FillMarks,
            Action::ClearMarks => Phrase::ClearMarks,
        }
        .text(lang)
    }
}

/// One step to undo: a cell's value and pencil marks before a change. A digit placed
/// also clears that digit's marks in the cells that see it: those come back with it
/// (`joined`: undone together with the step before). A step to redo is the same cell's
/// value and marks after the change, `joined` as its undo step was: a group undone
/// together is redone together.
#[derive(Clone, Copy, Debug)]
struct Undo {
    cell: u8,
    value: u8,
    marks: u16,
    joined: bool,
}

/// Steps the undo list keeps, and the redo list.
const UNDO: usize = 128;

/// What a key in the game asks of the Sudoku screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// The game goes on.
    Stay,
    /// Back to the home menu; the game is kept for the player's return.
    Leave,
    /// The level menu, for a new puzzle.
    NewPuzzle,
    /// The solution filled in.
    Solve,
    /// The puzzle from its givens again.
    Restart,
    /// A puzzle of the player's own, typed in.
    Own,
    /// A variant's hint, which needs the solver the screen keeps
    /// ([`Game::variant_hint`]).
    Hint,
}

/// A game in progress, on the classic 9×9 grid or a variant's of at most 81 cells (its
/// grids hold the cells row by row in their first `n`×`n` places).
#[derive(Clone, Debug)]
pub struct Game {
    givens: Grid,
    grid: Grid,
    solution: Grid,
    /// The kind of grid, and its rules: regions, diagonals, windows, cages.
    kind: Kind,
    layout: Layout,
    choice: Choice,
    /// A numbered puzzle's number (its level is the choice's).
    number: Option<u32>,
    marks: [u16; CELLS],
    cursor: GridCursor,
    pencil: bool,
    undo: Vec<Undo, UNDO>,
    /// The steps undone, the next to redo last: a new change of the grid forgets them.
    redo: Vec<Undo, UNDO>,
    message: Message,
    title: String<64>,
    ticks: u32,
    solved_at: Option<u32>,
    /// The "solved!" banner, shown beside the grid from the solve to the next key.
    banner: bool,
    menu: Option<Action>,
    highlight: Option<u8>,
    /// The last hint's pattern, drawn behind the cells (bit `c` for cell `c`).
    pattern: Cells,
    /// Candidates hints have removed so far: the next hint goes on from there.
    removed: [u16; CELLS],
    /// The hint being given, and how much of it is told: 1 the technique (its cells
    /// shaded), 2 the cell, 3 the digit (done). A change of the grid forgets it.
    hint: Option<(Step, u8)>,
    /// A variant's hint being given, told as [`Game::hint`] is: its step (none in a game
    /// read back, whose step the next press finds again) and how much of it is told.
    variant_step: (Option<VariantStep>, u8),
    /// A digit placed clears its pencil marks from the cells that see it (a setting).
    auto_clear: bool,
    /// Cells a check found wrong, marked until the grid changes.
    wrong: Cells,
    /// Digits hints placed: a grid whose every empty cell a hint filled is not a win.
    hinted: u16,
    /// The solver filled the grid in: not a win.
    by_solver: bool,
    /// The win was counted in the records (or there was none to count).
    counted: bool,
    /// Wrong digits a check found (each counted once, when found: counted as typed, the
    /// count would give the answer away).
    mistakes: u16,
    /// The cells whose digit a check found wrong and counted, until the digit changes.
    counted_wrong: Cells,
    /// The player's settings (the app's, not saved with the game).
    settings: Settings,
}

impl Game {
    /// A game on a generated puzzle, made as `choice` says: the title names it with the
    /// puzzle's clue count, as the side panel does.
    pub fn new(p: &Puzzle, choice: Choice) -> Game {
        Game::on(
            p.puzzle,
            p.solution,
            choice,
            Kind::Classic,
            Kind::Classic.boxes(),
        )
    }

    /// A game on a variant puzzle made as `choice` says (by the core at a level, or typed
    /// in on a small grid): its `layout`, `givens` and `solution` (each cell's digit, row
    /// by row); `None` for a grid of more than 81 cells, or a kind of another side.
    pub fn variant(
        layout: &Layout,
        givens: &[u8],
        solution: &[u8],
        kind: Kind,
        choice: Choice,
    ) -> Option<Game> {
        let cells = layout.cells();
        if layout.n() != kind.n() || cells > CELLS || givens.len().min(solution.len()) < cells {
            return None;
        }
        let grid = |digits: &[u8]| {
            let mut all = [0u8; CELLS];
            all[..cells].copy_from_slice(&digits[..cells]);
            Grid::from_cells(all)
        };
        let (givens, solution) = (grid(givens)?, grid(solution)?);
        Some(Game::on(givens, solution, choice, kind, layout.clone()))
    }

    fn on(givens: Grid, solution: Grid, choice: Choice, kind: Kind, layout: Layout) -> Game {
        let n = layout.n();
        let mut game = Game {
            givens,
            grid: givens,
            solution,
            kind,
            layout,
            choice,
            number: None,
            marks: [0; CELLS],
            cursor: GridCursor::new(n, n, Edge::Wrap),
            pencil: false,
            undo: Vec::new(),
            redo: Vec::new(),
            message: Message::new(),
            title: String::new(),
            ticks: 0,
            solved_at: None,
            banner: false,
            menu: None,
            highlight: None,
            pattern: 0,
            removed: [0; CELLS],
            hint: None,
            variant_step: (None, 0),
            auto_clear: true,
            wrong: 0,
            hinted: 0,
            by_solver: false,
            counted: false,
            mistakes: 0,
            counted_wrong: 0,
            settings: Settings::NEW,
        };
        game.retitle();
        game
    }

    /// Takes the player's settings: whether mistakes are shown, the pencil marks' order,
    /// the language of its words.
    pub fn configure(&mut self, settings: Settings) {
        self.settings = settings;
        self.retitle();
    }

    /// The title in the player's language: how the puzzle was made (a numbered one's level
    /// and number), its clue count.
    fn retitle(&mut self) {
        let lang = self.settings.lang;
        let (name, clues) = (self.choice.name(lang), self.givens.clue_count());
        if self.kind != Kind::Classic {
            let kind = self.kind.sized_name(lang);
            let title = Phrase::VariantTitle.text(lang);
            self.title.clear();
            let _ = write!(self.title, "{}", Fill(lang, title, &[&kind, &name, &clues]));
            return;
        }
        let mut named = heapless::String::<48>::new();
        let _ = match self.number {
            Some(n) => write!(
                named,
                "{}",
                Fill(lang, Phrase::NumberedName.text(lang), &[&name, &n])
            ),
            None => named.write_str(name),
        };
        self.title.clear();
        let _ = write!(
            self.title,
            "{}",
            Fill(lang, Phrase::Title.text(lang), &[&named, &clues])
        );
    }

    /// Names the game a numbered puzzle's: its number in the title.
    pub fn set_number(&mut self, number: Option<u32>) {
        self.number = number;
        self.retitle();
    }

    /// A numbered puzzle's number.
    pub fn number(&self) -> Option<u32> {
        self.number
    }

    /// Digits placed in pen that the solution does not have, this game.
    pub fn mistakes(&self) -> u16 {
        self.mistakes
    }

    /// Says how hard the puzzle is: for a puzzle the player typed in, which no level chose.
    pub fn rated(&mut self, rating: &Rating) {
        self.graded(
            rating.level,
            rating.se(),
            rating.hardest != Technique::Guess,
        );
    }

    /// Says a puzzle typed in on a small grid is graded at `grade` ([`rated`](Self::rated)).
    pub fn variant_rated(&mut self, grade: &Grade) {
        self.graded(grade.level(), grade.rating(), grade.solved);
    }

    /// Says the puzzle's level and SE rating, or that no technique but a forcing chain or
    /// a guess solves it (`logic` false).
    fn graded(&mut self, level: Level, se: Se, logic: bool) {
        let lang = self.settings.lang;
        let level = words::level(level).text(lang);
        match logic {
            true => self.say(Phrase::YourPuzzle, &[&SeSaid(se, lang), &level]),
            false => self.say(Phrase::NeedsChains, &[&level]),
        }
    }

    /// The puzzle's solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle's givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The cursor's cell (0 to the grid's cells, row by row).
    pub fn cursor(&self) -> usize {
        self.cursor.cell()
    }

    /// The kind of grid played.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The grid's rules: regions, diagonals, windows, cages.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The grid's side.
    pub fn n(&self) -> usize {
        usize::from(self.layout.n())
    }

    /// The grid's cells, `n`×`n`.
    pub fn cells(&self) -> usize {
        self.layout.cells()
    }

    /// The grid's digits as marks: bit `d - 1` for each digit `d` from 1 to `n`.
    pub fn digits(&self) -> u16 {
        (1u16 << self.n().min(9)) - 1
    }

    /// The name of `cell` on this grid: `r2c5`.
    pub fn at(&self, cell: usize) -> At {
        At {
            cell: cell as u8,
            n: self.layout.n(),
        }
    }

    /// True when `cell`'s digit breaks a rule ([`Kind::in_conflict`]).
    pub fn in_conflict(&self, cell: usize) -> bool {
        self.kind.in_conflict(&self.layout, &self.grid, cell)
    }

    /// Pencil marks of a cell (bit `d - 1` for digit `d`).
    pub fn marks(&self, cell: usize) -> u16 {
        self.marks[cell]
    }

    /// True once the player has put anything on the grid: a digit or a pencil mark.
    pub fn touched(&self) -> bool {
        self.grid != self.givens || self.marks.iter().any(|&m| m != 0)
    }

    /// True while the player has put something on a grid not yet solved: what a new
    /// puzzle would throw away.
    pub fn unfinished(&self) -> bool {
        self.touched() && !self.is_solved()
    }

    /// True once the grid is the solution.
    pub fn is_solved(&self) -> bool {
        self.solved_at.is_some()
    }

    /// The title: how the puzzle was made and its clue count.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The last message (a hint's technique, a note).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// What the game said goes ([`Screen::unsay`](crate::screen::Screen::unsay)).
    pub fn unsay(&mut self) {
        self.message.clear();
    }

    /// Says `phrase` in the player's language, its placeholders filled with `args`, on the
    /// game's message line (also the screen's words about the game: a win beside the
    /// records).
    pub fn say(&mut self, phrase: impl Words, args: &[&dyn core::fmt::Display]) {
        let lang = self.settings.lang;
        self.message.fill(lang, phrase.text(lang), args);
    }

    /// Pencils in every empty cell the digits no cell it sees holds (the core's
    /// candidates), or, with `fill` false, rubs every mark out; one undo takes either back.
    fn pencil_all(&mut self, fill: bool) {
        if fill && (0..self.cells()).any(|c| self.in_conflict(c)) {
            self.say(Phrase::FixConflictFirst, &[]);
            return;
        }
        let mut changed = 0;
        for cell in 0..self.cells() {
            let to = match fill {
                true => self.layout.candidates(self.grid.cells(), cell),
                false => 0,
            };
            if self.marks[cell] != to {
                self.remember_as(cell, changed > 0);
                self.marks[cell] = to;
                changed += 1;
            }
        }
        match (fill, changed) {
            (_, 0) => self.say(Phrase::NoMarkToChange, &[]),
            (true, n) => self.say(Phrase::MarksFilled, &[&n]),
            (false, n) => self.say(Phrase::MarksRubbed, &[&n]),
        }
    }

    /// How the puzzle was made (the level chosen).
    pub fn choice(&self) -> Choice {
        self.choice
    }

    /// Once, when the grid has just been solved by the player: the time it took, in
    /// seconds. `None` before, after, and for a grid the solver filled or hints alone did.
    pub fn newly_won(&mut self) -> Option<u32> {
        if self.counted || !self.is_solved() {
            return None;
        }
        self.counted = true;
        // Hints placed in every cell the puzzle left empty: hints alone filled it.
        let empty = (self.cells() - self.givens.clue_count()) as u16;
        (!self.by_solver && self.hinted < empty).then(|| self.seconds())
    }

    /// The game's clock, in whole seconds (stopped once solved).
    pub fn seconds(&self) -> u32 {
        self.solved_at.unwrap_or(self.ticks) / TICKS_PER_SECOND
    }

    /// One clock tick.
    pub fn tick(&mut self) {
        // The clock stops while the menu is open.
        if self.solved_at.is_none() && self.menu.is_none() {
            self.ticks = self.ticks.saturating_add(1);
        }
    }

    fn remember(&mut self, cell: usize) {
        self.remember_as(cell, false);
    }

    /// Remembers a cell before the player changes it: a new change, so what was undone
    /// can no longer be redone.
    fn remember_as(&mut self, cell: usize, joined: bool) {
        self.redo.clear();
        self.message.clear();
        self.forget_said();
        let step = self.step(cell, joined);
        steps::push(&mut self.undo, step);
    }

    /// The grid changes: what was said or marked about it before would be stale.
    fn forget_said(&mut self) {
        self.wrong = 0;
        self.hint = None;
        self.variant_step = (None, 0);
        self.highlight = None;
        self.pattern = 0;
    }

    /// A cell's value and marks as they are now, for the undo or the redo list.
    fn step(&self, cell: usize, joined: bool) -> Undo {
        Undo {
            cell: cell as u8,
            value: self.grid.get(cell),
            marks: self.marks[cell],
            joined,
        }
    }

    /// Puts a step's value and marks in its cell.
    fn put(&mut self, step: Undo) {
        // The value was read from the grid when the step was taken, or checked on load.
        let _ = self.grid.set(usize::from(step.cell), step.value);
        self.counted_wrong &= !(1 << step.cell);
        self.marks[usize::from(step.cell)] = step.marks;
    }

    /// Says "solved" the first time the grid is the solution; whether it is now.
    fn solved_now(&mut self) -> bool {
        if self.grid == self.solution && self.solved_at.is_none() {
            self.solved_at = Some(self.ticks);
            self.banner = true;
            let time = Clock(self.ticks / TICKS_PER_SECOND);
            self.say(Phrase::SolvedIn, &[&time]);
        }
        self.solved_at.is_some()
    }

    fn set(&mut self, cell: usize, value: u8) {
        self.remember(cell);
        // `value` comes from a digit key or the solution: always 0..=9.
        let _ = self.grid.set(cell, value);
        self.counted_wrong &= !(1 << cell);
        if value != 0 {
            self.marks[cell] = 0;
            if self.auto_clear {
                let bit = 1 << (value - 1);
                for peer in 0..self.cells() {
                    if self.layout.sees(cell, peer) && self.marks[peer] & bit != 0 {
                        self.remember_as(peer, true);
                        self.marks[peer] &= !bit;
                    }
                }
            }
        }
        self.solved_now();
    }

    /// Takes back the last change (with the marks its digit cleared), which goes on the
    /// redo list.
    fn undo_last(&mut self) {
        if self.undo.is_empty() {
            self.say(app::Phrase::NothingToUndo, &[]);
            return;
        }
        self.forget_said();
        while let Some(u) = self.undo.pop() {
            let now = self.step(usize::from(u.cell), u.joined);
            steps::push(&mut self.redo, now);
            self.put(u);
            if !u.joined {
                break;
            }
        }
        self.say(app::Phrase::Undone, &[]);
    }

    /// Makes the last change undone again, with the marks its digit cleared: the steps
    /// back on the undo list as they were.
    fn redo_last(&mut self) {
        // A solved grid is done: nothing on it is taken back or made again.
        if self.redo.is_empty() || self.solved_at.is_some() {
            self.say(app::Phrase::NothingToRedo, &[]);
            return;
        }
        self.forget_said();
        let mut next = self.redo.pop();
        while let Some(r) = next {
            let now = self.step(usize::from(r.cell), r.joined);
            steps::push(&mut self.undo, now);
            self.put(r);
            next = match self.redo.last() {
                Some(more) if more.joined => self.redo.pop(),
                _ => None,
            };
        }
        self.say(app::Phrase::Redone, &[]);
        if self.solved_now() {
            self.redo.clear();
        }
    }

    /// Marks the digits that differ from the solution, and says how many.
    fn check(&mut self) {
        self.wrong = (0..self.cells())
            .filter(|&c| {
                let v = self.grid.get(c);
                v != 0 && v != self.solution.get(c)
            })
            .fold(0, |w, c| w | 1 << c);
        // Each wrong digit counts once, the first check that finds it.
        let found = self.wrong & !self.counted_wrong;
        self.mistakes = self.mistakes.saturating_add(found.count_ones() as u16);
        self.counted_wrong |= self.wrong;
        match self.wrong.count_ones() {
            0 => self.say(Phrase::NoWrongDigit, &[]),
            n => self.say(Phrase::SomeWrong, &[&n]),
        }
    }

    /// How many of each digit (index 0 for 1) the grid still needs: `n` of each of the
    /// grid's digits, 0 past them.
    pub fn digits_left(&self) -> [u8; 9] {
        let n = self.n() as u8;
        let mut left = [0u8; 9];
        left[..self.n().min(9)].fill(n);
        for c in 0..self.cells() {
            if let Some(n) = left.get_mut(usize::from(self.grid.get(c)).wrapping_sub(1)) {
                *n = n.saturating_sub(1);
            }
        }
        left
    }

    /// Cells a check marked wrong (bit `c` for cell `c`).
    pub fn wrong(&self) -> Cells {
        self.wrong
    }

    /// The puzzle from its givens again: entries, marks, checks and hints gone, the clock
    /// from zero.
    pub fn restart(&mut self) {
        let (auto_clear, counted) = (self.auto_clear, self.counted);
        *self = Game {
            settings: self.settings,
            ..Game::on(
                self.givens,
                self.solution,
                self.choice,
                self.kind,
                self.layout.clone(),
            )
        };
        self.auto_clear = auto_clear;
        // A puzzle already won is not won again by solving it anew.
        self.counted = counted;
        self.say(Phrase::Restarted, &[]);
    }

    /// Fills in the solution (undo takes it back, cell by cell).
    pub fn solve(&mut self) {
        self.by_solver = true;
        for cell in 0..self.cells() {
            if self.grid.get(cell) != self.solution.get(cell) {
                self.set(cell, self.solution.get(cell));
            }
        }
        self.say(Phrase::SolvedBySolver, &[]);
        self.highlight = None;
    }
}

/// The cells of `layout`'s house `i`, one bit each (a grid of at most 81 cells).
fn house_set(layout: &Layout, i: usize) -> Cells {
    let mut cells = [0u8; MAX_N];
    layout.house_cells(i, &mut cells);
    cells[..usize::from(layout.n())]
        .iter()
        .fold(0, |m, &c| m | 1 << c)
}

/// The cell a step acts on and its digit: where it places one, or the first cell it takes
/// a candidate from (`removals[cell]`: bit `d - 1` for digit `d`) and the lowest digit it
/// takes there.
fn acted_on(placement: Option<(usize, u8)>, removals: &[u16]) -> (usize, u8) {
    placement.unwrap_or_else(|| {
        let first = removals.iter().position(|&r| r != 0).unwrap_or(0);
        let digit = removals.get(first).map_or(0, |r| r.trailing_zeros() as u8);
        (first, digit + 1)
    })
}

#[cfg(test)]
mod tests;
