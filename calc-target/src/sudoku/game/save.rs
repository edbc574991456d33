//! The game saved and read back: how it was made, its grids, marks, cursor, settings, clock,
//! undo list, (from format version 3) redo list, (from 8) a hint half-told and (from 11)
//! the kind of grid with its rules (and a variant's hint half-told), every value checked
//! again on load.

use super::{Game, UNDO, Undo};
use crate::state::{Garbled, Reader, Writer};
use crate::sudoku::kinds::Kind;
use crate::sudoku::levels::Choice;
use crate::toolkit::message::Message;
use heapless::Vec;
use jiugong_core::sudoku::variant::{Layout, MAX_CELLS};
use jiugong_core::sudoku::{CELLS, Cells, Grid, Numbered};

impl Game {
    /// Writes the game: how it was made, givens, solution, grid, pencil marks, cursor,
    /// settings, clock, undo list, what was said, the redo list and a hint half-told with
    /// its shading (the menu is not kept).
    pub fn save(&self, out: &mut Writer<'_>) {
        out.coded(self.choice);
        // From version 11: the kind of grid, and the rules its kind leaves open: a
        // jigsaw's pieces, a killer's cages (each cell's, from 1; 0 for none) and sums.
        out.coded(self.kind);
        let cells = self.cells();
        if self.kind == Kind::Jigsaw {
            for c in 0..cells {
                out.u8(self.layout.region_of(c));
            }
        }
        if self.kind == Kind::Killer {
            for c in 0..cells {
                out.u8(self.layout.cage_of(c).map_or(0, |k| k as u8 + 1));
            }
            out.u8(self.layout.cages() as u8);
            for k in 0..self.layout.cages() {
                out.u16(self.layout.cage_sum(k));
            }
        }
        for grid in [&self.givens, &self.solution, &self.grid] {
            out.bytes(grid.cells());
        }
        for m in self.marks {
            out.u16(m);
        }
        out.u8(self.cursor.cell() as u8);
        out.bool(self.pencil);
        out.bool(self.auto_clear);
        out.u32(self.ticks);
        out.u32(self.solved_at.map_or(u32::MAX, |t| t.min(u32::MAX - 1)));
        save_steps(out, &self.undo);
        self.message.save(out);
        // From version 3: the redo list.
        save_steps(out, &self.redo);
        // From version 4: who filled the grid, whether its win was counted, what hints
        // removed and the cells a check marked.
        out.u16(self.hinted);
        out.bool(self.by_solver);
        out.bool(self.counted);
        for m in self.removed {
            out.u16(m);
        }
        out.bytes(&self.wrong.to_le_bytes());
        // From version 6: the mistakes counted.
        out.u16(self.mistakes);
        // From version 8: how much of a hint was told (0 none, 1 or 2 of its three
        // presses), and the cells shaded and highlighted.
        out.u8(self
            .hint
            .as_ref()
            .map_or(self.variant_step.1, |&(_, told)| told));
        out.bytes(&self.pattern.to_le_bytes());
        out.u8(self.highlight.unwrap_or(u8::MAX));
        // And the cells whose wrong digit a check has counted.
        out.bytes(&self.counted_wrong.to_le_bytes());
        // From version 9: a numbered puzzle's number, and the menu's entry while it is
        // open.
        out.u32(self.number.unwrap_or(u32::MAX));
        out.maybe(self.menu);
    }

    /// Reads a game [`Game::save`] wrote: the solution must solve the givens, the grid
    /// keep every given, and every cell, mark, undo and redo step be one a game can have.
    pub fn load(input: &mut Reader<'_>) -> Result<Game, Garbled> {
        let choice: Choice = input.coded()?;
        let (kind, layout) = match input.version() {
            11.. => load_layout(input)?,
            _ => (Kind::Classic, Kind::Classic.boxes()),
        };
        // A variant is made at a level, or typed in on a small grid.
        let typed = choice == Choice::Own && kind.typed_in();
        if kind != Kind::Classic && choice.level().is_none() && !typed {
            return Err(Garbled::Invalid);
        }
        let cells = layout.cells();
        let mut grid = || -> Result<Grid, Garbled> {
            let cells = input
                .bytes(CELLS)?
                .try_into()
                .map_err(|_| Garbled::Truncated)?;
            Grid::from_cells(cells).ok_or(Garbled::Invalid)
        };
        let (givens, solution, grid) = (grid()?, grid()?, grid()?);
        let solved = match kind {
            Kind::Classic => givens.is_solved_by(&solution),
            _ => layout.solves(givens.cells(), solution.cells()),
        };
        // Past a smaller grid's cells, nothing; within, a digit of the grid's.
        let n = layout.n();
        let fits = |g: &Grid| (0..CELLS).all(|c| (c < cells && g.get(c) <= n) || g.get(c) == 0);
        if !solved
            || ![&givens, &solution, &grid].into_iter().all(fits)
            || (0..CELLS).any(|c| givens.get(c) != 0 && grid.get(c) != givens.get(c))
        {
            return Err(Garbled::Invalid);
        }
        let mut game = Game::on(givens, solution, choice, kind, layout);
        game.grid = grid;
        let digits = game.digits();
        for (cell, m) in game.marks.iter_mut().enumerate() {
            *m = input.u16()?;
            if *m & !digits != 0 || (*m != 0 && (givens.get(cell) != 0 || cell >= cells)) {
                return Err(Garbled::Invalid);
            }
        }
        if !game.cursor.set(usize::from(input.below(cells as u8)?)) {
            return Err(Garbled::Invalid);
        }
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
        game.undo = load_steps(input, &game)?;
        game.message = Message::load(input)?;
        if input.version() >= 3 {
            game.redo = load_steps(input, &game)?;
            // A step redone puts its marks in its cell: none on a given. A solved grid has
            // nothing to redo.
            if game
                .redo
                .iter()
                .any(|r| r.marks != 0 && givens.get(usize::from(r.cell)) != 0)
                || (game.solved_at.is_some() && !game.redo.is_empty())
            {
                return Err(Garbled::Invalid);
            }
        }
        if input.version() >= 4 {
            game.hinted = input.u16()?;
            game.by_solver = input.bool()?;
            game.counted = input.bool()?;
            for m in &mut game.removed {
                *m = input.u16()?;
            }
            // What hints removed is never the solution's digit.
            let keeps = |c: usize| {
                let d = game.solution.get(c);
                game.removed[c] & !digits == 0 && (d == 0 || game.removed[c] >> (d - 1) & 1 == 0)
            };
            if !(0..CELLS).all(keeps) {
                return Err(Garbled::Invalid);
            }
            // A check marks digits on the grid that differ from the solution.
            game.wrong = load_cells(input, cells)?;
            if !game.all_wrong(game.wrong) {
                return Err(Garbled::Invalid);
            }
        } else {
            // An older game solved was won or not before records were kept: not counted.
            game.counted = game.is_solved();
        }
        if input.version() >= 6 {
            game.mistakes = input.u16()?;
        }
        if input.version() >= 8 {
            let told = input.below(3)?;
            game.pattern = load_cells(input, cells)?;
            game.highlight = match input.u8()? {
                u8::MAX => None,
                cell if usize::from(cell) < cells => Some(cell),
                _ => return Err(Garbled::Invalid),
            };
            // A digit counted wrong is still on the grid, and wrong.
            game.counted_wrong = load_cells(input, cells)?;
            if !game.all_wrong(game.counted_wrong) || (told > 0 && game.solved_at.is_some()) {
                return Err(Garbled::Invalid);
            }
            // The step half-told is found again: the grid and what hints removed, which
            // decide it, are as they were. A variant's is found again by the next press,
            // which needs the solver the game is lent.
            match kind {
                _ if told == 0 => {}
                Kind::Classic => game.hint = Some((game.next_step(), told)),
                _ => game.variant_step = (None, told),
            }
        }
        if input.version() >= 9 {
            game.number = match input.u32()? {
                u32::MAX => None,
                // A numbered puzzle is one made at a level.
                n @ 1..=Numbered::MAX if game.choice.level().is_some() => Some(n),
                _ => return Err(Garbled::Invalid),
            };
            game.menu = input.maybe()?;
        }
        Ok(game)
    }
}

impl Game {
    /// Whether every cell of `cells` holds a digit the solution does not have.
    fn all_wrong(&self, cells: Cells) -> bool {
        (0..self.cells()).all(|c| {
            let v = self.grid.get(c);
            cells >> c & 1 == 0 || (v != 0 && v != self.solution.get(c))
        })
    }
}

/// Reads what [`Game::save`] wrote of the kind of grid and its rules, each checked by the
/// core as it builds the layout.
fn load_layout(input: &mut Reader<'_>) -> Result<(Kind, Layout), Garbled> {
    let kind: Kind = input.coded()?;
    let n = kind.n();
    let cells = usize::from(n) * usize::from(n);
    let classic = Layout::classic(n).map_err(|_| Garbled::Invalid)?;
    let layout = match kind {
        Kind::Classic | Kind::Six | Kind::Four => Ok(classic),
        Kind::X => classic.with_diagonals(),
        Kind::Windoku => classic.with_windows(),
        Kind::Jigsaw => Layout::jigsaw(n, input.bytes(cells)?),
        Kind::Killer => {
            let mut cage = [0u8; MAX_CELLS];
            cage[..cells].copy_from_slice(input.bytes(cells)?);
            let mut sums = [0u16; CELLS];
            let count = usize::from(input.u8()?);
            if count > cells {
                return Err(Garbled::Invalid);
            }
            for sum in &mut sums[..count] {
                *sum = input.u16()?;
            }
            let mut layout = classic;
            layout
                .set_cages(&cage[..cells], &sums[..count])
                .map(|()| layout)
        }
    };
    Ok((kind, layout.map_err(|_| Garbled::Invalid)?))
}

/// Reads a set of cells (a bit each, little-endian, 16 bytes): none past the grid's
/// `cells`.
fn load_cells(input: &mut Reader<'_>, cells: usize) -> Result<Cells, Garbled> {
    let bytes = input
        .bytes(16)?
        .try_into()
        .map_err(|_| Garbled::Truncated)?;
    let set = u128::from_le_bytes(bytes);
    if set >> cells != 0 {
        return Err(Garbled::Invalid);
    }
    Ok(set)
}

/// Writes an undo or a redo list: its length, then each step's cell, value, `joined` and
/// marks.
fn save_steps(out: &mut Writer<'_>, steps: &[Undo]) {
    out.u8(steps.len() as u8);
    for u in steps {
        out.bytes(&[u.cell, u.value, u.joined.into()]);
        out.u16(u.marks);
    }
}

/// Reads what [`save_steps`] wrote: every step on `game`'s grid, a digit or none, a given
/// left as it is, marks of the grid's digits, `joined` 0 or 1.
fn load_steps(input: &mut Reader<'_>, game: &Game) -> Result<Vec<Undo, UNDO>, Garbled> {
    let mut steps = Vec::new();
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
        let given = game.givens.get(usize::from(step.cell.min(80)));
        if usize::from(step.cell) >= game.cells()
            || step.value > game.layout.n()
            || (given != 0 && step.value != given)
            || *joined > 1
            || step.marks & !game.digits() != 0
        {
            return Err(Garbled::Invalid);
        }
        steps.push(step).map_err(|_| Garbled::Invalid)?;
    }
    Ok(steps)
}
