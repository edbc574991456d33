//! A Sudoku game: cursor, digits, pencil marks laid out like the keypad, conflicts
//! highlighted, undo, hints that name their technique, check, solve, and a "solved!" banner
//! with the time.

use super::levels::Choice;
use crate::display::{SCREEN_WIDTH, TICKS_PER_SECOND};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu};
use crate::toolkit::theme::{
    self, CONFLICT, CURSOR, ENTERED, HINT, Help, INK, MUTED, Message, PATTERN, PENCIL, SAME,
};
use core::fmt::Write;
use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_4X6, ascii::FONT_10X20};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::text::{Baseline, Text};
use heapless::{String, Vec};
use jiugong_core::sudoku::CELLS;
use jiugong_core::sudoku::units::PEERS;
use jiugong_core::sudoku::{Cells, Grid, PencilMarks, Puzzle, Rating, Step, Technique};

/// The in-game menu (key Menu).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Pencil,
    Hint,
    Undo,
    Solve,
    NewPuzzle,
    Check,
    AutoClear,
}

impl Menu for Action {
    const ALL: &'static [Action] = &[
        Action::Pencil,
        Action::Hint,
        Action::Undo,
        Action::Solve,
        Action::NewPuzzle,
        Action::Check,
        Action::AutoClear,
    ];

    fn label(self) -> &'static str {
        match self {
            Action::Pencil => "pencil marks on/off",
            Action::Hint => "hint",
            Action::Undo => "undo",
            Action::Solve => "solve",
            Action::NewPuzzle => "new puzzle",
            Action::Check => "check: mark wrong digits",
            Action::AutoClear => "clear marks when placing on/off",
        }
    }
}

/// Side of a cell in pixels, and the grid's top-left corner.
/// Side of a cell on screen, in pixels.
pub const CELL: i32 = 22;
/// Left edge of the grid on screen.
pub const GRID_X: i32 = 6;
/// Top edge of the grid on screen.
pub const GRID_Y: i32 = 18;

/// One step to undo: a cell's value and pencil marks before a change. A digit placed
/// also clears that digit's marks in the cells that see it: those come back with it
/// (`joined`: undone together with the step before).
#[derive(Clone, Copy, Debug)]
struct Undo {
    cell: u8,
    value: u8,
    marks: u16,
    joined: bool,
}

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
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    givens: Grid,
    grid: Grid,
    solution: Grid,
    choice: Choice,
    marks: [u16; CELLS],
    cursor: u8,
    pencil: bool,
    undo: Vec<Undo, 128>,
    message: Message,
    title: String<48>,
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
    /// A digit placed clears its pencil marks from the cells that see it (a setting).
    auto_clear: bool,
    /// Cells a check found wrong, marked until the grid changes.
    wrong: Cells,
}

impl Game {
    /// A game on a generated puzzle, made as `choice` says: the title names it with the
    /// puzzle's clue count, as the side panel does.
    pub fn new(p: &Puzzle, choice: Choice) -> Game {
        Game::on(p.puzzle, p.solution, choice)
    }

    fn on(givens: Grid, solution: Grid, choice: Choice) -> Game {
        let mut title = String::new();
        let _ = write!(title, "Sudoku: {}", choice.name());
        let _ = write!(title, ", {} clues", givens.clue_count());
        Game {
            givens,
            grid: givens,
            solution,
            choice,
            marks: [0; CELLS],
            cursor: 0,
            pencil: false,
            undo: Vec::new(),
            message: Message::new(),
            title,
            ticks: 0,
            solved_at: None,
            banner: false,
            menu: None,
            highlight: None,
            pattern: 0,
            removed: [0; CELLS],
            hint: None,
            auto_clear: true,
            wrong: 0,
        }
    }

    /// Writes the game: how it was made, givens, solution, grid, pencil marks, cursor,
    /// settings, clock, undo list and what was said (the hints' shading and the menu are
    /// not kept).
    pub fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.choice.index() as u8);
        for grid in [&self.givens, &self.solution, &self.grid] {
            out.bytes(grid.cells());
        }
        for m in self.marks {
            out.u16(m);
        }
        out.u8(self.cursor);
        out.bool(self.pencil);
        out.bool(self.auto_clear);
        out.u32(self.ticks);
        out.u32(self.solved_at.map_or(u32::MAX, |t| t.min(u32::MAX - 1)));
        out.u8(self.undo.len() as u8);
        for u in &self.undo {
            out.bytes(&[u.cell, u.value, u.joined.into()]);
            out.u16(u.marks);
        }
        self.message.save(out);
    }

    /// Reads a game [`Game::save`] wrote: the solution must solve the givens, the grid
    /// keep every given, and every cell, mark and undo step be one a game can have.
    pub fn load(input: &mut Reader<'_>) -> Result<Game, Garbled> {
        let choice = Choice::ALL[usize::from(input.below(Choice::ALL.len() as u8)?)];
        let mut grid = || -> Result<Grid, Garbled> {
            let cells = input
                .bytes(CELLS)?
                .try_into()
                .map_err(|_| Garbled::Truncated)?;
            Grid::from_cells(cells).ok_or(Garbled::Invalid)
        };
        let (givens, solution, grid) = (grid()?, grid()?, grid()?);
        if !givens.is_solved_by(&solution)
            || (0..CELLS).any(|c| givens.get(c) != 0 && grid.get(c) != givens.get(c))
        {
            return Err(Garbled::Invalid);
        }
        let mut game = Game::on(givens, solution, choice);
        game.grid = grid;
        for (cell, m) in game.marks.iter_mut().enumerate() {
            *m = input.u16()?;
            if *m > 0x1FF || (*m != 0 && givens.get(cell) != 0) {
                return Err(Garbled::Invalid);
            }
        }
        game.cursor = input.below(CELLS as u8)?;
        game.pencil = input.bool()?;
        game.auto_clear = input.bool()?;
        game.ticks = input.u32()?;
        game.solved_at = match input.u32()? {
            u32::MAX => None,
            t => Some(t),
        };
        if game.solved_at.is_some() != (game.grid == game.solution) {
            return Err(Garbled::Invalid);
        }
        for _ in 0..input.u8()? {
            let [cell, value, joined] = input.bytes(3)? else {
                return Err(Garbled::Truncated);
            };
            let step = Undo {
                cell: *cell,
                value: *value,
                joined: *joined != 0,
                marks: input.u16()?,
            };
            let given = givens.get(usize::from(step.cell.min(80)));
            if step.cell >= CELLS as u8
                || step.value > 9
                || (given != 0 && step.value != given)
                || *joined > 1
                || step.marks > 0x1FF
            {
                return Err(Garbled::Invalid);
            }
            game.undo.push(step).map_err(|_| Garbled::Invalid)?;
        }
        game.message = Message::load(input)?;
        Ok(game)
    }

    /// Says how hard the puzzle is: for a puzzle the player typed in, which no level chose.
    pub fn rated(&mut self, rating: &Rating) {
        if rating.hardest == Technique::Guess {
            self.say(format_args!(
                "your puzzle needs chains: {}",
                rating.level.name()
            ));
        } else {
            let (se, level) = (rating.se(), rating.level.name());
            self.say(format_args!("your puzzle: SE {se}, {level}"));
        }
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The puzzle's givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The cursor's cell (0..81).
    pub fn cursor(&self) -> usize {
        self.cursor as usize
    }

    /// Pencil marks of a cell (bit `d - 1` for digit `d`).
    pub fn marks(&self, cell: usize) -> u16 {
        self.marks[cell]
    }

    /// True once the player has put anything on the grid: a digit or a pencil mark.
    pub fn touched(&self) -> bool {
        self.grid != self.givens || self.marks.iter().any(|&m| m != 0)
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

    fn say(&mut self, args: core::fmt::Arguments<'_>) {
        self.message.say(args);
    }

    /// One clock tick.
    pub fn tick(&mut self) {
        if self.solved_at.is_none() {
            self.ticks = self.ticks.saturating_add(1);
        }
    }

    fn remember(&mut self, cell: usize) {
        self.remember_as(cell, false);
    }

    fn remember_as(&mut self, cell: usize, joined: bool) {
        if self.undo.is_full() {
            self.undo.remove(0);
        }
        // The grid changes: what was said or marked about it before would be stale.
        self.wrong = 0;
        self.hint = None;
        self.message.clear();
        self.highlight = None;
        self.pattern = 0;
        // Room was made above: the push cannot fail.
        let _ = self.undo.push(Undo {
            cell: cell as u8,
            value: self.grid.get(cell),
            marks: self.marks[cell],
            joined,
        });
    }

    fn set(&mut self, cell: usize, value: u8) {
        self.remember(cell);
        // `value` comes from a digit key or the solution: always 0..=9.
        let _ = self.grid.set(cell, value);
        if value != 0 {
            self.marks[cell] = 0;
            if self.auto_clear {
                let bit = 1 << (value - 1);
                for &peer in &PEERS[cell] {
                    let peer = usize::from(peer);
                    if self.marks[peer] & bit != 0 {
                        self.remember_as(peer, true);
                        self.marks[peer] &= !bit;
                    }
                }
            }
        }
        if self.grid == self.solution && self.solved_at.is_none() {
            self.solved_at = Some(self.ticks);
            self.banner = true;
            let s = self.ticks / TICKS_PER_SECOND;
            self.say(format_args!("solved in {}:{:02}", s / 60, s % 60));
        }
    }

    /// Handles a key; says whether the player stays, leaves (Esc: the game is kept) or asks
    /// for a new puzzle (the menu's "new puzzle", or Enter once solved).
    pub fn handle(&mut self, key: crate::Key) -> Request {
        use crate::Key;
        if self.menu.is_some() {
            if let Some(action) = menu::open_key(&mut self.menu, key) {
                match action {
                    Action::Pencil => self.pencil = !self.pencil,
                    Action::Hint => self.hint(),
                    Action::Undo => self.undo_last(),
                    Action::Solve => return Request::Solve,
                    Action::NewPuzzle => return Request::NewPuzzle,
                    Action::Check => self.check(),
                    Action::AutoClear => {
                        self.auto_clear = !self.auto_clear;
                        let state = if self.auto_clear { "on" } else { "off" };
                        self.say(format_args!("clearing marks when placing: {state}"));
                    }
                }
            }
            return Request::Stay;
        }
        if self.solved_at.is_some() {
            // The banner goes away with any key; Esc also leaves.
            if core::mem::take(&mut self.banner) && key != Key::Esc {
                return Request::Stay;
            }
            return match key {
                Key::Esc => Request::Leave,
                Key::Enter => Request::NewPuzzle,
                _ => Request::Stay,
            };
        }
        let c = self.cursor as usize;
        let (r, col) = (c / 9, c % 9);
        match key {
            Key::Up => self.cursor = (((r + 8) % 9) * 9 + col) as u8,
            Key::Down => self.cursor = (((r + 1) % 9) * 9 + col) as u8,
            Key::Left => self.cursor = (r * 9 + (col + 8) % 9) as u8,
            Key::Right => self.cursor = (r * 9 + (col + 1) % 9) as u8,
            Key::Esc => return Request::Leave,
            Key::Menu => self.menu = Some(Action::Pencil),
            Key::Enter => self.hint(),
            Key::Digit(0) => self.undo_last(),
            Key::Digit(_) if self.givens.get(c) != 0 => {
                self.say(format_args!("r{}c{} is given", r + 1, col + 1));
            }
            Key::Digit(d) if self.pencil => {
                if self.grid.get(c) == 0 {
                    self.remember(c);
                    self.marks[c] ^= 1 << (d - 1);
                }
            }
            Key::Digit(d) => {
                self.set(c, d);
                self.highlight = None;
                self.pattern = 0;
            }
            Key::Del => {
                if self.givens.get(c) == 0 && (self.grid.get(c) != 0 || self.marks[c] != 0) {
                    self.remember(c);
                    let _ = self.grid.set(c, 0); // 0 is always a value
                    self.marks[c] = 0;
                }
            }
            Key::Help => {} // the app's
        }
        Request::Stay
    }

    fn undo_last(&mut self) {
        if self.undo.is_empty() {
            self.say(format_args!("nothing to undo"));
            return;
        }
        self.wrong = 0;
        self.highlight = None;
        self.pattern = 0;
        self.hint = None;
        while let Some(u) = self.undo.pop() {
            // The value was read from the grid when it was remembered.
            let _ = self.grid.set(u.cell as usize, u.value);
            self.marks[u.cell as usize] = u.marks;
            if !u.joined {
                break;
            }
        }
        self.say(format_args!("undone"));
    }

    /// Marks the digits that differ from the solution, and says how many.
    fn check(&mut self) {
        self.wrong = (0..CELLS)
            .filter(|&c| {
                let v = self.grid.get(c);
                v != 0 && v != self.solution.get(c)
            })
            .fold(0, |w, c| w | 1 << c);
        match self.wrong.count_ones() {
            0 => self.say(format_args!("no wrong digit so far")),
            1 => self.say(format_args!("1 digit is wrong: marked")),
            n => self.say(format_args!("{n} digits are wrong: marked")),
        }
    }

    /// How many of each digit (index 0 for 1) the grid still needs.
    pub fn digits_left(&self) -> [u8; 9] {
        let mut left = [9u8; 9];
        for c in 0..CELLS {
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

    /// The next logical step from the grid as it stands and what earlier hints removed,
    /// named as players name it, its pattern's cells marked; a wrong entry is pointed out
    /// first.
    /// A hint that tells itself in three steps, one an Enter: first the technique, its
    /// cells shaded; then the cell it acts on; then it acts (the digit placed, or the
    /// candidates removed). A wrong digit on the grid is said first.
    fn hint(&mut self) {
        if let Some(cell) = (0..CELLS).find(|&c| {
            let v = self.grid.get(c);
            v != 0 && v != self.solution.get(c)
        }) {
            self.pattern = 0;
            self.highlight = Some(cell as u8);
            self.say(format_args!("r{}c{} is wrong", cell / 9 + 1, cell % 9 + 1));
            return;
        }
        let (step, told) = match self.hint.take() {
            Some((step, told)) => (step, told + 1),
            None => (self.next_step(), 1),
        };
        // The cell the step acts on: where it places a digit, or the first it removes from.
        let (cell, digit) = match step.placement {
            Some((cell, d)) => (usize::from(cell), d),
            None => {
                let first = (0..CELLS).find(|&c| step.removals[c] != 0).unwrap_or(0);
                (first, step.removals[first].trailing_zeros() as u8 + 1)
            }
        };
        let (r, c) = (cell / 9 + 1, cell % 9 + 1);
        self.pattern = step.cells;
        match told {
            1 => {
                self.highlight = None;
                self.say(format_args!("{}: look at the shaded cells", step.technique));
                self.hint = Some((step, told));
            }
            2 => {
                self.highlight = Some(cell as u8);
                match step.placement {
                    Some(_) => self.say(format_args!("{}: r{r}c{c} has one digit", step.technique)),
                    None => self.say(format_args!(
                        "{}: a digit goes from r{r}c{c}",
                        step.technique
                    )),
                }
                self.hint = Some((step, told));
            }
            _ => self.apply(&step, cell, digit),
        }
    }

    /// The next step a player would take: the easiest pattern, else a digit of the solution.
    fn next_step(&self) -> Step {
        // What hints removed stays true: every entry is right, so each followed from the
        // solution's digits.
        let logic = PencilMarks::new(&self.grid).ok().map(|mut logic| {
            logic.remove_candidates(&self.removed);
            logic
        });
        logic.and_then(|l| l.hint()).unwrap_or_else(|| {
            // No pattern applies: a digit from the solution.
            let cell = (0..CELLS).find(|&c| self.grid.get(c) == 0).unwrap_or(0);
            Step::guess(cell, self.solution.get(cell))
        })
    }

    /// Does what a hint's step says: places its digit, or takes its candidates away.
    fn apply(&mut self, step: &Step, cell: usize, digit: u8) {
        let (r, c) = (cell / 9 + 1, cell % 9 + 1);
        if step.placement.is_some() {
            self.set(cell, digit);
            self.pattern = step.cells;
            self.highlight = Some(cell as u8);
            self.say(format_args!("{}: {digit} at r{r}c{c}", step.technique));
            return;
        }
        for (known, &removed) in self.removed.iter_mut().zip(step.removals.iter()) {
            *known |= removed;
        }
        let more = (0..CELLS).filter(|&c| step.removals[c] != 0).count() > 1;
        self.highlight = Some(cell as u8);
        self.say(format_args!(
            "{}: no {digit} at r{r}c{c}{}",
            step.technique,
            if more { " and more" } else { "" }
        ));
    }

    /// Fills in the solution (undo takes it back, cell by cell).
    pub fn solve(&mut self) {
        for cell in 0..CELLS {
            if self.grid.get(cell) != self.solution.get(cell) {
                self.set(cell, self.solution.get(cell));
            }
        }
        self.say(format_args!("solved by the solver"));
        self.highlight = None;
    }

    /// Says in text what the screen shows (what a screen reader would read): the title, the
    /// grid row by row (`.` for an empty cell), the cursor's cell, the mode, the message,
    /// the digits left, and "solved" once it is.
    pub fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        writeln!(out, "{}", self.title)?;
        describe_rows(out, &self.grid)?;
        let c = self.cursor as usize;
        let (r, col, v) = (c / 9 + 1, c % 9 + 1, self.grid.get(c));
        let what = match (v, self.givens.get(c) != 0) {
            (0, _) => "empty",
            (_, true) => "given",
            _ => "entered",
        };
        write!(out, "cursor r{r}c{col}: {what}")?;
        if v != 0 {
            write!(out, " {v}")?;
        }
        writeln!(out)?;
        let mode = if self.pencil { "pencil" } else { "pen" };
        writeln!(out, "mode: {mode}")?;
        self.message.describe(out)?;
        write!(out, "left to place:")?;
        for (i, n) in self.digits_left().iter().enumerate() {
            write!(out, " {}:{n}", i + 1)?;
        }
        writeln!(out)?;
        if let Some(t) = self.solved_at {
            let s = t / TICKS_PER_SECOND;
            writeln!(out, "solved in {}:{:02}", s / 60, s % 60)?;
        }
        Ok(())
    }

    /// The help line.
    pub fn help(&self) -> Help<'static> {
        if self.menu.is_some() {
            &[("up/down", "choose"), ("enter", "do"), ("esc", "close")]
        } else if self.banner {
            &[("any key", "close"), ("esc", "home")]
        } else if self.solved_at.is_some() {
            &[("enter", "new puzzle"), ("esc", "home")]
        } else {
            &[
                ("1-9", "fill"),
                ("del", "clear"),
                ("0", "undo"),
                ("enter", "hint"),
                ("menu", "more"),
            ]
        }
    }

    /// Draws the game.
    pub fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        theme::frame(d, &self.title, self.help())?;
        let small = MonoTextStyle::new(&FONT_4X6, PENCIL);
        // The digit under the cursor: the same digit elsewhere is shaded.
        let cursor_digit = self.grid.get(self.cursor as usize);
        for cell in 0..CELLS {
            let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
            let (x, y) = (GRID_X + c * CELL, GRID_Y + r * CELL);
            let v = self.grid.get(cell);
            let bg = if cell == self.cursor as usize {
                CURSOR
            } else if self.grid.in_conflict(cell) || self.wrong & 1 << cell != 0 {
                CONFLICT
            } else if self.highlight == Some(cell as u8) {
                HINT
            } else if self.pattern & 1 << cell != 0 {
                PATTERN
            } else if v != 0 && v == cursor_digit {
                SAME
            } else {
                theme::BACKGROUND
            };
            theme::fill(d, x, y, CELL as u32, CELL as u32, bg)?;
            if v != 0 {
                let color = if self.givens.get(cell) != 0 {
                    INK
                } else {
                    ENTERED
                };
                draw_digit(d, x, y, v, color)?;
            } else {
                // Pencil marks like the keypad: 7 8 9 on top, 1 2 3 at the bottom.
                for digit in 1..=9u8 {
                    if self.marks[cell] & (1 << (digit - 1)) != 0 {
                        let i = (digit - 1) as i32;
                        let (mx, my) = (i % 3, 2 - i / 3);
                        let mut buf = [0u8; 1];
                        let s = ((b'0' + digit) as char).encode_utf8(&mut buf);
                        Text::with_baseline(
                            s,
                            Point::new(x + 3 + mx * 6, y + 2 + my * 7),
                            small,
                            Baseline::Top,
                        )
                        .draw(d)?;
                    }
                }
            }
        }
        draw_lines(d)?;
        // Side panel.
        let px = GRID_X + 9 * CELL + 8;
        let seconds = self.solved_at.unwrap_or(self.ticks) / TICKS_PER_SECOND;
        let mut line: String<40> = String::new();
        let _ = write!(line, "time {}:{:02}", seconds / 60, seconds % 60);
        theme::text(d, &line, px, GRID_Y, INK)?;
        line.clear();
        let _ = write!(line, "clues {}", self.givens.clue_count());
        theme::text(d, &line, px, GRID_Y + 12, INK)?;
        let mode = if self.pencil { "pencil" } else { "pen" };
        theme::text(d, mode, px, GRID_Y + 24, ENTERED)?;
        // How many of each digit are still to place, three to a line: "1:3 2:0 3:5".
        theme::text(d, "left to place", px, GRID_Y + 166, INK)?;
        let left = self.digits_left();
        for (row, three) in left.chunks(3).enumerate() {
            line.clear();
            for (i, n) in three.iter().enumerate() {
                let digit = 3 * row + i + 1;
                let _ = write!(line, "{}{digit}:{n}", if i > 0 { " " } else { "" });
            }
            theme::text(d, &line, px, GRID_Y + 178 + 10 * row as i32, INK)?;
        }
        theme::wrapped(d, &self.message, px, GRID_Y + 44, 14, 200)?;
        if let Some(sel) = self.menu {
            menu::draw(d, (40, 60), 220, sel)?;
        }
        if let (Some(t), true) = (self.solved_at, self.banner) {
            // Beside the grid, which stays in view: under the side panel's message.
            let s = t / TICKS_PER_SECOND;
            let (x, y) = (px - 4, GRID_Y + 120);
            theme::fill(d, x, y, SCREEN_WIDTH - x as u32 - 2, 40, theme::BAR)?;
            theme::text(d, "solved!", x + 8, y + 6, Rgb565::WHITE)?;
            let mut line: String<40> = String::new();
            let _ = write!(line, "in {}:{:02}", s / 60, s % 60);
            theme::text(d, &line, x + 8, y + 22, Rgb565::WHITE)?;
        }
        Ok(())
    }
}

/// A grid in words, row by row: `row 1: 4 . . 9 …` (`.` for an empty cell).
pub fn describe_rows(out: &mut dyn Write, grid: &Grid) -> core::fmt::Result {
    for r in 0..9 {
        write!(out, "row {}:", r + 1)?;
        for c in 0..9 {
            match grid.get(r * 9 + c) {
                0 => out.write_str(" .")?,
                v => write!(out, " {v}")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

/// A cell's digit (none for 0) in the cell whose top-left corner is (x, y).
pub fn draw_digit<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    x: i32,
    y: i32,
    v: u8,
    color: Rgb565,
) -> Result<(), D::Error> {
    if v == 0 {
        return Ok(());
    }
    let mut buf = [0u8; 1];
    let s = char::from(b'0' + v).encode_utf8(&mut buf);
    Text::with_baseline(
        s,
        Point::new(x + 6, y + 1),
        MonoTextStyle::new(&FONT_10X20, color),
        Baseline::Top,
    )
    .draw(d)
    .map(|_| ())
}

/// The grid's lines: thick around the boxes, thin between cells.
pub fn draw_lines<D: DrawTarget<Color = Rgb565>>(d: &mut D) -> Result<(), D::Error> {
    for i in 0..=9 {
        let thick = i % 3 == 0;
        let color = if thick { INK } else { MUTED };
        let w = if thick { 2 } else { 1 };
        theme::fill(
            d,
            GRID_X + i * CELL - w / 2,
            GRID_Y,
            w as u32,
            9 * CELL as u32,
            color,
        )?;
        theme::fill(
            d,
            GRID_X,
            GRID_Y + i * CELL - w / 2,
            9 * CELL as u32,
            w as u32,
            color,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiugong_core::sudoku::{Level, Solver, rate_patterns};

    /// A game on the SE 4.5 puzzle below, its cursor at `cell`.
    fn game_at(cell: usize) -> Game {
        let givens = Grid::parse_line(
            "400090300060004100038020009000200408000060000806007000900010530007800090003070006",
        )
        .unwrap();
        let mut solver = Solver::new();
        let puzzle = Puzzle {
            puzzle: givens,
            solution: solver.solve_unique(&givens).unwrap(),
            rating: rate_patterns(&givens, &mut solver).unwrap(),
            attempts: 0,
        };
        let mut game = Game::new(&puzzle, Choice::Level(Level::Expert));
        game.cursor = cell as u8;
        game
    }

    fn keys(game: &mut Game, script: &str) {
        for key in crate::Key::parse_script(script) {
            game.handle(key.unwrap());
        }
    }

    #[test]
    fn a_placed_digit_clears_its_marks_where_it_is_seen_and_undo_brings_them_back() {
        // r1c2 and r1c3 are empty (cells 1 and 2); r2c1 (cell 9) too.
        let mut game = game_at(2);
        keys(&mut game, "menu enter 5 7 left 5 menu enter");
        assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
        game.cursor = 9;
        let right = game.solution.get(9);
        keys(&mut game, "5");
        // The 5 at r2c1 sees r1c2 and r1c3 (same box): their 5s go, the 7 stays.
        assert_eq!((game.marks(2), game.marks(1)), (0b100_0000, 0));
        assert_eq!(game.grid().get(9), 5);
        keys(&mut game, "0");
        assert_eq!(game.grid().get(9), 0);
        assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
        // The setting off: marks stay.
        keys(&mut game, "menu up enter 5");
        assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
        assert!(right != 0);
    }

    #[test]
    fn check_marks_wrong_digits_until_the_grid_changes_and_counts_what_is_left() {
        let mut game = game_at(1);
        let (right, wrong) = (game.solution.get(1), game.solution.get(1) % 9 + 1);
        let before = game.digits_left();
        game.handle(crate::Key::Digit(wrong));
        keys(&mut game, "menu up up enter");
        assert_eq!(game.wrong(), 1 << 1, "{}", game.message());
        assert_eq!(game.message(), "1 digit is wrong: marked");
        assert_eq!(
            game.digits_left()[usize::from(wrong) - 1] + 1,
            before[usize::from(wrong) - 1]
        );
        game.handle(crate::Key::Digit(right));
        assert_eq!(game.wrong(), 0, "a change clears the marks");
        keys(&mut game, "menu up up enter");
        assert_eq!(game.message(), "no wrong digit so far");
        // Every digit's count: 9 minus its places in the grid.
        let left = game.digits_left();
        for d in 1..=9u8 {
            let placed = (0..CELLS).filter(|&c| game.grid().get(c) == d).count() as u8;
            assert_eq!(left[usize::from(d) - 1], 9 - placed);
        }
    }

    #[test]
    fn what_was_said_of_the_grid_goes_when_the_grid_changes() {
        let mut game = game_at(1);
        let (right, wrong) = (game.solution.get(1), game.solution.get(1) % 9 + 1);
        game.handle(crate::Key::Digit(wrong));
        keys(&mut game, "enter");
        assert_eq!(game.message(), "r1c2 is wrong");
        assert_eq!(game.highlight, Some(1));
        game.handle(crate::Key::Digit(right));
        assert_eq!(
            (game.message(), game.highlight),
            ("", None),
            "fixed: nothing stale"
        );
        // A hint's shading goes with its digit when that is undone (the hint's third Enter
        // places it).
        keys(&mut game, "enter enter enter");
        assert!(
            game.pattern != 0 && game.highlight.is_some(),
            "{}",
            game.message()
        );
        keys(&mut game, "0");
        assert_eq!((game.pattern, game.highlight), (0, None));
    }

    #[test]
    fn hints_go_on_from_each_other_and_mark_their_patterns() {
        // SE 4.5; its hints take W-wings and XY-chains as well as SE's patterns.
        let mut game = game_at(0);
        let (mut hints, mut named) = (0, 0);
        while !game.is_solved() {
            game.hint();
            hints += 1;
            assert!(hints <= 3 * 81 * 9, "hints repeat themselves");
            assert!(!game.message().starts_with("guess"), "{}", game.message());
            let cells = game.pattern.count_ones();
            if ["W-wing", "XY-chain"]
                .iter()
                .any(|n| game.message().starts_with(n))
            {
                named += 1;
                assert!(cells >= 4, "{}: {cells} cells", game.message());
            }
            assert!(cells >= 1, "{}", game.message());
        }
        assert!(named >= 2);
        assert_eq!(game.grid(), &game.solution);
    }

    /// A hint tells itself a step an Enter: the technique with its cells shaded, then the
    /// cell, then the digit placed; a change of the grid in between starts it over.
    #[test]
    fn a_hint_gives_the_technique_then_the_cell_then_the_digit() {
        let mut game = game_at(0);
        let before = game.grid;
        keys(&mut game, "enter");
        assert!(
            game.message().ends_with(": look at the shaded cells"),
            "{}",
            game.message()
        );
        assert_ne!(game.pattern, 0);
        assert_eq!(
            (game.highlight, game.grid),
            (None, before),
            "nothing given away yet"
        );
        keys(&mut game, "enter");
        let cell = game.highlight.expect("the cell, second");
        assert_eq!(game.grid, before);
        let said = game.message();
        let mut name = String::<8>::new();
        let _ = write!(name, "r{}c{}", cell / 9 + 1, cell % 9 + 1);
        assert!(said.contains(name.as_str()), "{said}");
        keys(&mut game, "enter");
        let placed = game.grid.get(usize::from(cell));
        assert!(
            placed == game.solution.get(usize::from(cell)) || game.removed != [0; CELLS],
            "the third Enter acts: {}",
            game.message()
        );
        // Started over after a change of the grid: the technique first again.
        keys(&mut game, "enter right right right 0 enter");
        assert!(
            game.message().ends_with(": look at the shaded cells"),
            "{}",
            game.message()
        );
    }
}
