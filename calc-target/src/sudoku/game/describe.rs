//! The game in words, for a screen reader, and any grid row by row.

use super::Game;
use crate::display::TICKS_PER_SECOND;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::toolkit::menu;
use crate::toolkit::record::Clock;
use core::fmt::Write;
use jiugong_core::sudoku::Grid;
use jiugong_core::sudoku::variant::At;

impl Game {
    /// Says in text what the screen shows (what a screen reader would read): the title, the
    /// grid row by row (`.` for an empty cell), the pencil marks, the cells shown in red
    /// (conflicts, and those a check found wrong), the cells a hint shades or points to,
    /// the cursor's cell, the mode, the message, the digits left, "solved" once it is, and
    /// the menu when it is open; in the player's language.
    pub fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        let lang = self.settings.lang;
        let said = |phrase: Phrase| phrase.text(lang);
        writeln!(out, "{}", self.title)?;
        describe_rows(out, &self.grid, self.n(), lang)?;
        self.describe_layout(out)?;
        let marked = (0..self.cells()).filter(|&c| self.grid.get(c) == 0 && self.marks[c] != 0);
        if marked.clone().next().is_some() {
            write!(out, "{}", said(Phrase::MarksSaid))?;
            for (i, c) in marked.enumerate() {
                write!(out, "{} {}", if i == 0 { "" } else { ";" }, self.at(c))?;
                for d in 1..=self.n() {
                    if self.marks[c] & 1 << (d - 1) != 0 {
                        write!(out, " {d}")?;
                    }
                }
            }
            writeln!(out)?;
        }
        let red = self.conflicts() | self.wrong;
        let n = self.layout.n();
        cells_line(out, &said(Phrase::RedSaid), n, |c| red & 1 << c != 0)?;
        cells_line(out, &said(Phrase::ShadedSaid), n, |c| {
            self.pattern & 1 << c != 0
        })?;
        if let Some(c) = self.highlight {
            let at = self.at(usize::from(c));
            writeln!(out, "{}", Fill(lang, said(Phrase::PointsTo), &[&at]))?;
        }
        let c = self.cursor.cell();
        let v = self.grid.get(c);
        let what = match (v, self.givens.get(c) != 0) {
            (0, _) => Phrase::Empty,
            (_, true) => Phrase::Given,
            _ => Phrase::Entered,
        };
        let (at, what) = (self.at(c), said(what));
        write!(
            out,
            "{}",
            Fill(lang, said(Phrase::CursorSaid), &[&at, &what])
        )?;
        if v != 0 {
            write!(out, " {v}")?;
        }
        writeln!(out)?;
        let mode = said(if self.pencil {
            Phrase::Pencil
        } else {
            Phrase::Pen
        });
        writeln!(out, "{}", Fill(lang, said(Phrase::ModeSaid), &[&mode]))?;
        if self.settings.mistakes {
            writeln!(
                out,
                "{}",
                Fill(lang, said(Phrase::MistakesSaid), &[&self.mistakes])
            )?;
        }
        self.message.describe(out)?;
        write!(out, "{}", said(Phrase::LeftSaid))?;
        for (i, n) in self.digits_left().iter().take(self.n()).enumerate() {
            write!(out, " {}:{n}", i + 1)?;
        }
        writeln!(out)?;
        if let Some(t) = self.solved_at {
            let time = Clock(t / TICKS_PER_SECOND);
            writeln!(out, "{}", Fill(lang, said(Phrase::SolvedIn), &[&time]))?;
        }
        menu::describe_open(out, self.menu, lang)
    }
}

impl Game {
    /// A variant's rules in words: each jigsaw piece's cells, each killer cage's sum and
    /// cells ("cage 15 in 3 cells: r1c1 r1c2 r2c1"); nothing for the other grids, whose
    /// rules the title names.
    fn describe_layout(&self, out: &mut dyn Write) -> core::fmt::Result {
        let (layout, lang, n) = (&self.layout, self.settings.lang, self.layout.n());
        if layout.is_jigsaw() {
            for piece in 0..n {
                let what = Fill(lang, Phrase::PieceSaid.text(lang), &[&(piece + 1)]);
                cells_line(out, &what, n, |c| layout.region_of(c) == piece)?;
            }
        }
        for k in 0..layout.cages() {
            let count = (0..self.cells())
                .filter(|&c| layout.cage_of(c) == Some(k))
                .count();
            let sum = layout.cage_sum(k);
            let what = Fill(lang, Phrase::CageSaid.text(lang), &[&sum, &count]);
            cells_line(out, &what, n, |c| layout.cage_of(c) == Some(k))?;
        }
        Ok(())
    }
}

/// One line naming the cells of a grid of side `n` that `which` picks, after `what` (its
/// colon with it); nothing when it picks none.
fn cells_line(
    out: &mut dyn Write,
    what: &dyn core::fmt::Display,
    n: u8,
    which: impl Fn(usize) -> bool,
) -> core::fmt::Result {
    let cells = usize::from(n) * usize::from(n);
    if !(0..cells).any(&which) {
        return Ok(());
    }
    write!(out, "{what}")?;
    for c in (0..cells).filter(|&c| which(c)) {
        write!(out, " {}", At { cell: c as u8, n })?;
    }
    writeln!(out)
}

/// A grid of side `n` in words, row by row: `row 1: 4 . . 9 …` (`.` for an empty cell), in
/// `lang`.
pub fn describe_rows(out: &mut dyn Write, grid: &Grid, n: usize, lang: Lang) -> core::fmt::Result {
    for r in 0..n {
        write!(
            out,
            "{}",
            Fill(lang, Phrase::RowSaid.text(lang), &[&(r + 1)])
        )?;
        for c in 0..n {
            match grid.get(r * n + c) {
                0 => out.write_str(" .")?,
                v => write!(out, " {v}")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}
