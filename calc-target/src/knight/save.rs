//! The knight's game saved and read back: the board, the start, the kind of tour, a tour
//! made by hand and (from format version 3) the jumps taken back to redo, each jump
//! checked again on load.

use super::{KnightScreen, Open, Phase};
use crate::screen::Saved;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::message::Message;
use crate::toolkit::playback::Playback;
use heapless::Vec;
use jiugong_core::knight::Square;

impl Saved for KnightScreen {
    /// The board, the start, the kind and method, whether a tour was showing (found again
    /// on load: the same search finds the same tour), a tour made by hand, the cursor, and
    /// the squares to redo.
    fn save(&self, out: &mut Writer<'_>) {
        out.bytes(&[self.n, self.start.row as u8, self.start.col as u8]);
        out.bool(self.closed);
        out.bool(self.document);
        out.bool(matches!(
            self.phase,
            Phase::Showing { .. } | Phase::Searching
        ));
        self.voice.message.save(out);
        // A tour made by hand, and where the cursor is (none: not touring).
        out.list(&self.played);
        match self.phase {
            Phase::Touring { cursor } => out.u8(cursor.cell() as u8),
            _ => out.u8(u8::MAX),
        }
        // From version 3: the squares to redo, the next last.
        out.list(&self.redo);
        // From version 9: the menu's entry while it is open.
        out.maybe(self.menu);
        // From version 10: the tours completed by hand, and whether the one on the board
        // was counted.
        out.u16(self.tours[0]);
        out.u16(self.tours[1]);
        out.bool(self.counted);
        // And where a tour shown is played to (found again on load; while it is found
        // again after a load, where it was).
        let playback = match (&self.phase, &self.resume) {
            (Phase::Showing { playback, .. }, _) => Some(playback),
            (Phase::Searching, resume) if self.restoring => resume.as_ref(),
            _ => None,
        };
        out.bool(playback.is_some());
        if let Some(playback) = playback {
            playback.save(out);
        }
    }

    /// Reads what [`Saved::save`] wrote, every jump checked again.
    fn load(input: &mut Reader<'_>) -> Result<KnightScreen, Garbled> {
        let n = input.u8()?;
        if !(5..=12).contains(&n) {
            return Err(Garbled::Invalid);
        }
        let (row, col) = (input.below(n)?, input.below(n)?);
        let mut screen = KnightScreen {
            n,
            start: Square::new(row.into(), col.into()),
            closed: input.bool()?,
            document: input.bool()?,
            ..KnightScreen::default()
        };
        let searched = input.bool()?;
        let message = Message::load(input)?;
        // Every jump is checked again: on the board, new, a knight's move from the last.
        let squares = usize::from(n) * usize::from(n);
        let size = screen.size();
        for &i in input.list()? {
            let to = usize::from(i);
            let legal = to < squares
                && !screen.played.contains(&i)
                && screen
                    .played()
                    .last()
                    .is_none_or(|last| last.attacks(size.square(to)));
            if !legal {
                return Err(Garbled::Invalid);
            }
            screen.played.push(i).map_err(|_| Garbled::Invalid)?;
        }
        match input.u8()? {
            u8::MAX => {}
            cursor if usize::from(cursor) < squares && !screen.played.is_empty() => {
                let cursor = screen.cursor_at(usize::from(cursor));
                screen.phase = Phase::Touring { cursor };
            }
            _ => return Err(Garbled::Invalid),
        }
        if input.version() >= 3 {
            // Redone in turn, the last first, each must be a legal jump from the square
            // before: only a tour by hand has jumps to redo.
            let listed = input.list()?;
            let mut after = screen.played.clone();
            for &i in listed.iter().rev() {
                let to = usize::from(i);
                let legal = to < squares
                    && !after.contains(&i)
                    && after.last().is_some_and(|&last| {
                        size.square(usize::from(last)).attacks(size.square(to))
                    });
                if !legal {
                    return Err(Garbled::Invalid);
                }
                after.push(i).map_err(|_| Garbled::Invalid)?;
            }
            screen.redo = Vec::from_slice(listed).map_err(|_| Garbled::Invalid)?;
        }
        if input.version() >= 9 {
            // The setup's menu before the knight is placed, the tour's while touring.
            screen.menu = input.maybe()?;
            let fits = match (screen.menu, &screen.phase) {
                (None, _) => true,
                (Some(Open::Setup(_)), Phase::Setup) => !searched,
                (Some(Open::Tour(_)), Phase::Touring { .. }) => !searched,
                _ => false,
            };
            if !fits {
                return Err(Garbled::Invalid);
            }
        }
        if input.version() >= 10 {
            screen.tours = [input.u16()?, input.u16()?];
            screen.counted = input.bool()?;
            if input.bool()? {
                if !searched {
                    return Err(Garbled::Invalid);
                }
                screen.resume = Some(Playback::load(input)?);
            }
        }
        // The same search finds the same tour: from the start, or on from the player's
        // squares.
        if searched {
            match screen.played.is_empty() {
                true => screen.start_search(),
                false => screen.finish(),
            }
            screen.restoring = true;
        }
        screen.voice.message = message;
        Ok(screen)
    }
}
