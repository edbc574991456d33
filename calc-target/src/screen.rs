//! What every puzzle's screen is to the app: keys and taps in, pixels out, work per tick, words for a
//! screen reader, rules for the Help key, and a saved game.
//!
//! The app keeps one of each puzzle's screens while the player visits the others, draws
//! the one showing, and asks the player's yes or no for it when a key would throw away
//! something the player made ([`Outcome::Ask`]): the screen never discards on its own.

use crate::lang::Words;
use crate::settings::Settings;
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::theme::HelpLine;
use crate::{Key, Keys};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use rand_xorshift::XorShiftRng;

/// What the app lends a screen for a key or a tick: its random numbers and the screen's
/// room (`S`, its [`Input::Room`]), both kept in the app's `static` rather than in the
/// screen.
#[derive(Debug)]
pub struct Lent<'a, S> {
    /// The app's random numbers (one seed drives every screen).
    pub rng: &'a mut XorShiftRng,
    /// The screen's room, kept by the app beside the screen: untouched between ticks while
    /// one search runs in it.
    pub room: &'a mut S,
}

/// What a key asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome<A> {
    /// The screen goes on.
    Stay,
    /// Back to the home menu; the game is kept for the player's return.
    Leave,
    /// The key would discard what the player made: the app asks `question` (yes or no),
    /// and on yes calls [`Input::confirmed`] with `then`.
    Ask {
        /// The question, one line in the player's language ("Start a new puzzle? Your
        /// entries go.").
        question: &'static str,
        /// What to do on yes.
        then: A,
    },
}

/// What a screen does with the player's keys and taps, and the keys its help line names:
/// each puzzle's `input.rs`.
pub trait Input {
    /// The actions that need the player's yes first.
    type Confirmed: Copy + core::fmt::Debug;

    /// The room the screen's work needs (a solver's stack, a search's table), kept by the
    /// app beside the screen in its `static`, built in place with it, and lent with each
    /// key and tick ([`Lent::room`]): a screen is built on the stack when it opens, so it
    /// holds no large memory itself. `()` when it needs none.
    type Room: core::fmt::Debug;

    /// Handles a key.
    fn handle(&mut self, key: Key, lent: &mut Lent<'_, Self::Room>) -> Outcome<Self::Confirmed>;

    /// A tap at `at` on the screen ([`Press::Tap`](crate::Press::Tap)): the cursor goes to
    /// the cell, tile, block or point drawn there; the key that acts on it as the tap means
    /// is returned, for the app to handle as that key (OK where the cursor already was, the
    /// arrow that slides the tile tapped, the digit that picks a menu's entry). `None` when
    /// the tap only moved the cursor or falls on nothing.
    fn tap(&mut self, at: Point) -> Option<Key>;

    /// Does what the player said yes to.
    fn confirmed(&mut self, then: Self::Confirmed, lent: &mut Lent<'_, Self::Room>);

    /// The help line at the bottom of the screen, in the player's language.
    fn help(&self) -> HelpLine;
}

/// What a screen shows: each puzzle's `view.rs`.
pub trait View {
    /// Draws the screen on a 320×240 display.
    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error>;
}

/// What a screen says of itself: each puzzle's `describe.rs`.
pub trait Describe {
    /// Says in text what the screen shows, as a screen reader would read it.
    fn describe(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result;
}

/// A screen's saved game: each puzzle's `save.rs`.
pub trait Saved: Sized {
    /// Writes the game, to be read back by [`Saved::load`].
    fn save(&self, out: &mut Writer<'_>);

    /// Reads a game [`Saved::save`] wrote, checking every value against the puzzle's rules
    /// (a state that passes its checksum may still come from another version or a bug).
    fn load(input: &mut Reader<'_>) -> Result<Self, Garbled>;
}

/// A puzzle's screen: its own part (`mod.rs`: its words, its room, opening, settings and
/// work per tick) over the parts each file of its folder implements ([`Input`], [`View`],
/// [`Describe`], [`Saved`]).
pub trait Screen: Input + View + Describe + Saved {
    /// The room as the app is built (the app is a constant).
    const ROOM: Self::Room;

    /// The screen's words: its area's phrases (`crate::lang::<puzzle>::Phrase`).
    type Phrase: Words;

    /// The rules the Help key shows, in a player's words: the goal, where the puzzle comes
    /// from, what the menu holds; one paragraph an entry, no key named (the keys follow).
    const RULES: &'static [Self::Phrase];

    /// The keys the Help key's pages list under the rules, and what each does here.
    const KEYS: &'static [(Keys, Self::Phrase)];

    /// The screen as it opens the first time (`None` if it cannot: a fault the core's tests
    /// rule out).
    fn fresh() -> Option<Self>;

    /// The player comes back to the screen (after Back and the home menu).
    fn reopen(&mut self) {}

    /// The player's settings: given as the screen opens, after a reload and when they
    /// change. A screen keeps what it needs of them (they are saved with the app, not with
    /// the screen).
    fn configure(&mut self, _settings: Settings) {}

    /// What the screen said goes: it was said in a language the player has left (a
    /// message is kept as words, not as the phrase it was).
    fn unsay(&mut self);

    /// One slice of pending work (a search, a paced playback, the clock); true while more
    /// is pending.
    fn tick(&mut self, lent: &mut Lent<'_, Self::Room>) -> bool;
}
