//! The kept games: each puzzle's screen in a slot of its own from the first time it opens,
//! kept while the player visits the others, and saved and read back with the app.

use super::Settings;
use super::home::Puzzle;
use crate::klotski::KlotskiScreen;
use crate::knight::KnightScreen;
use crate::lang::Lang;
use crate::screen::{Lent, Screen};
use crate::sliding::SlidingScreen;
use crate::star::StarScreen;
use crate::state::{Garbled, Reader, Writer};
use crate::sudoku::SudokuScreen;
use crate::toolkit::menu::Menu;
use rand_xorshift::XorShiftRng;

/// One puzzle's screen, kept while the player visits the others, and the question it asked
/// the player, if one is waiting for a yes or no.
#[derive(Debug)]
pub(super) struct Slot<S: Screen> {
    /// The screen, from the first time it opens.
    pub(super) screen: Option<S>,
    /// The question asked, waiting for a yes or no, and what a yes does.
    pub(super) asking: Option<(&'static str, S::Confirmed)>,
    /// The screen's room, lent to it with each key and tick; kept here, in the app's
    /// `static`, whether or not the screen is open.
    pub(super) room: S::Room,
}

impl<S: Screen> Slot<S> {
    /// No screen yet, no question.
    pub(super) const EMPTY: Slot<S> = Slot {
        screen: None,
        asking: None,
        room: S::ROOM,
    };

    /// Empty again, in place: assigning [`Slot::EMPTY`] would copy the screen's whole
    /// storage from a constant kept in the program.
    pub(super) fn clear(&mut self) {
        self.screen = None;
        self.asking = None;
    }

    /// The screen as the player left it, or fresh the first time, with the player's
    /// settings; false if it cannot open.
    pub(super) fn open(&mut self, settings: Settings) -> bool {
        match &mut self.screen {
            Some(screen) => screen.reopen(),
            None => self.screen = S::fresh(),
        }
        self.configure(settings);
        self.screen.is_some()
    }

    /// Gives the screen, if there is one, the player's settings.
    pub(super) fn configure(&mut self, settings: Settings) {
        if let Some(screen) = &mut self.screen {
            screen.configure(settings);
        }
    }

    /// What the screen, if there is one, said goes ([`Screen::unsay`]).
    pub(super) fn unsay(&mut self) {
        if let Some(screen) = &mut self.screen {
            screen.unsay();
        }
    }

    /// One slice of the screen's work; none while a question waits (the clock stops).
    pub(super) fn tick(&mut self, rng: &mut XorShiftRng) -> bool {
        let Slot {
            screen,
            room,
            asking,
        } = self;
        asking.is_none()
            && screen
                .as_mut()
                .is_some_and(|s| s.tick(&mut Lent { rng, room }))
    }

    /// Whether the puzzle was opened, then its game (a question waiting is not kept).
    pub(super) fn save(&self, out: &mut Writer<'_>) {
        out.bool(self.screen.is_some());
        if let Some(screen) = &self.screen {
            screen.save(out);
        }
    }

    /// Reads what [`Slot::save`] wrote into the slot, in place: its room is not
    /// built again (nor copied through the stack).
    pub(super) fn load(&mut self, input: &mut Reader<'_>) -> Result<(), Garbled> {
        self.asking = None;
        self.screen = match input.bool()? {
            true => Some(S::load(input)?),
            false => None,
        };
        Ok(())
    }
}

/// Each puzzle's slot. No heap on a calculator: all five are stored inline, in the app's
/// `static`.
#[derive(Debug)]
pub(super) struct Games {
    pub(super) sudoku: Slot<SudokuScreen>,
    pub(super) knight: Slot<KnightScreen>,
    pub(super) sliding: Slot<SlidingScreen>,
    pub(super) klotski: Slot<KlotskiScreen>,
    pub(super) star: Slot<StarScreen>,
}

impl Games {
    /// No puzzle opened yet.
    pub(super) const NONE: Games = Games {
        sudoku: Slot::EMPTY,
        knight: Slot::EMPTY,
        sliding: Slot::EMPTY,
        klotski: Slot::EMPTY,
        star: Slot::EMPTY,
    };
}

/// Runs `$body` with `$slot` bound to the slot of `$puzzle` in `$games` (shared or mutable,
/// as `$games` is): one line for what every puzzle does alike.
macro_rules! with_slot {
    ($games:expr, $puzzle:expr, |$slot:ident| $body:expr) => {
        with_slot!(@each $games, $puzzle, $slot, $body,
            Sudoku sudoku, Knight knight, Sliding sliding, Klotski klotski, Star star)
    };
    (@each $games:expr, $puzzle:expr, $slot:ident, $body:expr, $($variant:ident $field:ident),+) => {
        match $puzzle {
            $($crate::app::home::Puzzle::$variant => {
                let $crate::app::games::Games { $field: $slot, .. } = $games;
                $body
            })+
        }
    };
}
pub(super) use with_slot;

impl Games {
    /// Every game dropped, in place ([`Slot::clear`]), rather than by assigning
    /// [`Games::NONE`].
    pub(super) fn clear(&mut self) {
        for p in Puzzle::ALL {
            with_slot!(&mut *self, p, |slot| slot.clear());
        }
    }

    /// Gives every screen kept the player's settings; when their language is another,
    /// what the screens said in the one before goes.
    pub(super) fn configure(&mut self, settings: Settings, before: Lang) {
        for p in Puzzle::ALL {
            with_slot!(&mut *self, p, |slot| {
                if settings.lang != before {
                    slot.unsay();
                }
                slot.configure(settings)
            });
        }
    }
}
