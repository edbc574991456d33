//! The Sudoku screen saved and read back: what shows (a puzzle being made is saved as the
//! level menu), then the game if there is one.

use super::entry::Entry;
use super::game::Game;
use super::kinds::{Kind, Rung};
use super::levels::Choice;
use super::records::Records;
use super::{Phase, SudokuScreen};
use crate::screen::Saved;
use crate::settings::Settings;
use crate::state::{Coded, Garbled, Reader, Writer};
use crate::toolkit::message::Message;

/// The saved phase's byte for a game being played, and for a puzzle being typed in (a
/// level menu's is its entry's number).
const PLAYING: u8 = u8::MAX;
const ENTERING: u8 = u8::MAX - 1;
/// From version 11: another kind of grid's level menu (its kind and level follow).
const VARIANTS: u8 = u8::MAX - 2;

impl Saved for SudokuScreen {
    /// A puzzle being made is saved as the level menu: the generator's attempts are not
    /// worth keeping.
    fn save(&self, out: &mut Writer<'_>) {
        match &self.phase {
            Phase::Levels(c) | Phase::Generating { choice: c, .. } => out.coded(*c),
            // A number being typed: the level menu at its level.
            Phase::Numbering(prompt) => out.coded(Choice::Level(prompt.level)),
            Phase::Entering(entry) => {
                out.u8(ENTERING);
                entry.save(out);
            }
            Phase::Playing => out.u8(PLAYING),
            // A variant being made: its level menu.
            Phase::Variants(kind, rung) => {
                out.u8(VARIANTS);
                out.coded(*kind);
                out.coded(*rung);
            }
            Phase::Making(kind, level, ..) => {
                out.u8(VARIANTS);
                out.coded(*kind);
                out.coded(Rung::Level(*level));
            }
        }
        out.bool(self.game.is_some());
        if let Some(game) = &self.game {
            game.save(out);
        }
        // From version 4: the records.
        self.records.save(out);
    }

    /// Reads what [`Saved::save`] wrote.
    fn load(input: &mut Reader<'_>) -> Result<SudokuScreen, Garbled> {
        let phase = match input.u8()? {
            PLAYING => Phase::Playing,
            ENTERING => Phase::Entering(Entry::load(input)?),
            VARIANTS if input.version() >= 11 => {
                let kind: Kind = input.coded()?;
                if kind == Kind::Classic {
                    return Err(Garbled::Invalid);
                }
                // A level the kind no longer offers: its first.
                let rung: Rung = input.coded()?;
                match kind.rungs().contains(&rung) {
                    true => Phase::Variants(kind, rung),
                    false => Phase::Variants(kind, kind.rungs()[0]),
                }
            }
            byte => Phase::Levels(Choice::from_byte(byte).ok_or(Garbled::Invalid)?),
        };
        let game = match input.bool()? {
            true => Some(Game::load(input)?),
            false => None,
        };
        if matches!(phase, Phase::Playing) && game.is_none() {
            return Err(Garbled::Invalid);
        }
        let records = match input.version() {
            4.. => Records::load(input)?,
            _ => Records::default(),
        };
        Ok(SudokuScreen {
            phase,
            game,
            records,
            settings: Settings::NEW, // the app's, given after the load
            message: Message::new(),
        })
    }
}
