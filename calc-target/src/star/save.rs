//! The star's game saved and read back: the star, the points numbered in order, the cursor
//! and (from format version 3) the numbers to redo, each jump checked again on load.

use super::{MAX_POINTS, SHAPES, StarScreen};
use crate::screen::Saved;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::message::Message;
use crate::toolkit::playback::Playback;
use heapless::Vec;

impl StarScreen {
    /// Numbers point `p` after the last, if the star's rule allows it (the first: any
    /// point of the star).
    fn follow(&mut self, p: u8) -> Result<(), Garbled> {
        if !self.may_number(p) {
            return Err(Garbled::Invalid);
        }
        self.order.push(p).map_err(|_| Garbled::Invalid)
    }
}

impl Saved for StarScreen {
    /// The star, the points numbered so far in order, the cursor, the message, the points
    /// to redo, the menu, the fillings counted, and a filling being shown (its points
    /// numbered as far as it was shown).
    fn save(&self, out: &mut Writer<'_>) {
        out.u8(self.shape as u8);
        out.list(&self.order);
        out.u8(self.cursor);
        self.voice.message.save(out);
        // From version 3: the redo list, the next last.
        out.list(&self.redo);
        // From version 9: the menu's entry while it is open.
        out.maybe(self.menu);
        // From version 10: the full fillings numbered, star by star, and whether the one
        // on the star was counted.
        for &f in &self.fills {
            out.u16(f);
        }
        out.bool(self.counted);
        // From version 10: a filling being shown, its points and how far it is played.
        out.bool(self.watching.is_some());
        if let Some((all, playback)) = &self.watching {
            out.list(all);
            playback.save(out);
        }
    }

    /// Every jump of the saved numbers is checked again by the star's rule.
    fn load(input: &mut Reader<'_>) -> Result<StarScreen, Garbled> {
        let shape = usize::from(input.below(SHAPES.len() as u8)?);
        let mut screen = StarScreen::default();
        while screen.shape != shape {
            screen.next_shape();
        }
        for &p in input.list()? {
            screen.follow(p)?;
        }
        screen.cursor = input.below(screen.star.points() as u8)?;
        screen.voice.message = Message::load(input)?;
        if input.version() >= 3 {
            // Numbered again in turn, the last first, each must be a legal jump from the
            // number before; then taken back again.
            let listed = input.list()?;
            let numbered = screen.order.len();
            for &p in listed.iter().rev() {
                screen.follow(p)?;
            }
            screen.order.truncate(numbered);
            screen.redo = Vec::from_slice(listed).map_err(|_| Garbled::Invalid)?;
        }
        if input.version() >= 9 {
            screen.menu = input.maybe()?;
        }
        if input.version() >= 10 {
            for f in &mut screen.fills {
                *f = input.u16()?;
            }
            screen.counted = input.bool()?;
            if input.bool()? {
                // The points shown so far are those numbered; the rest must follow by the
                // star's rule, each in turn.
                let all: Vec<u8, MAX_POINTS> =
                    Vec::from_slice(input.list()?).map_err(|_| Garbled::Invalid)?;
                let playback = Playback::load(input)?;
                let shown = screen.order.len();
                if playback.len() != all.len()
                    || all.len() != screen.star.points()
                    || playback.at() != shown
                    || all[..shown] != screen.order[..]
                {
                    return Err(Garbled::Invalid);
                }
                for &p in &all[shown..] {
                    screen.follow(p)?;
                }
                screen.order.truncate(shown);
                screen.watching = Some((all, playback));
            }
        }
        Ok(screen)
    }
}
