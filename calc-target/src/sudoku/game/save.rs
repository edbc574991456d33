//! The game saved and read back: how it was made, its grids, marks, cursor, settings, clock
//! and undo list, every value checked again on load.

use super::{Game, Undo};
use crate::state::{Garbled, Reader, Writer};
use crate::sudoku::levels::Choice;
use crate::toolkit::menu::Menu;
use crate::toolkit::theme::Message;
use jiugong_core::sudoku::{CELLS, Grid};

impl Game {
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
        out.u8(self.cursor.cell() as u8);
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
        if !game.cursor.set(usize::from(input.below(CELLS as u8)?)) {
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
}
