//! The star's game saved and read back: the star, the points numbered in order (each jump
//! checked again on load) and the cursor.

use super::{SHAPES, StarScreen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::Message;

impl StarScreen {
    /// The star, the points numbered so far in order, and the cursor (a filling being
    /// shown is saved as far as it was shown).
    pub(super) fn save_screen(&self, out: &mut Writer<'_>) {
        out.u8(self.shape as u8);
        out.list(&self.order);
        out.u8(self.cursor);
        self.message.save(out);
    }

    /// Every jump of the saved numbers is checked again by the star's rule.
    pub(super) fn load_screen(input: &mut Reader<'_>) -> Result<StarScreen, Garbled> {
        let shape = usize::from(input.below(SHAPES.len() as u8)?);
        let mut screen = StarScreen::default();
        while screen.shape != shape {
            screen.next_shape();
        }
        for &p in input.list()? {
            let filled = screen.filled();
            let legal = match screen.order.last() {
                None => usize::from(p) < screen.star.points(),
                Some(&from) => screen
                    .star
                    .check_jump(&filled, usize::from(from), usize::from(p))
                    .is_ok(),
            };
            if !legal {
                return Err(Garbled::Invalid);
            }
            screen.order.push(p).map_err(|_| Garbled::Invalid)?;
        }
        screen.cursor = input.below(screen.star.points() as u8)?;
        screen.message = Message::load(input)?;
        Ok(screen)
    }
}
