//! Sudoku: choose a kind of grid (the classic 9×9, 4×4, 6×6, X, windoku, jigsaw, killer) and
//! a level (or, on the classic grid, the paper's seed-grid method), wait while a puzzle at
//! that level is made (one attempt, or one check of a variant, a tick), then play it.
//!
//! - [`levels`]: the level menu and the generator's options for each level;
//! - [`kinds`]: the kinds of grid, and the levels a variant is made at;
//! - [`entry`]: a puzzle the player types in, checked and rated;
//! - [`game`]: the game itself.
//!
//! The screen that holds them is split by job as every puzzle's folder is: `input` (what
//! each key does), `view` (drawing), `describe` (the words for a screen reader), `save`
//! (save and load), `tests`; its state and rules stay here. `entry` and `game` are
//! folders split the same way.

pub mod entry;
pub mod game;
pub mod kinds;
pub mod levels;
pub mod numbered;
pub mod records;

mod describe;
mod input;
mod save;
mod view;
mod words;

use crate::Keys;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use crate::screen::{Lent, Screen};
use crate::settings::Settings;
use crate::toolkit::menu::Menu;
use crate::toolkit::message::Message;
use crate::toolkit::record::Clock;
use crate::work::{self, Tick};
use entry::Entry;
use game::Game;
use jiugong_core::search::Resumable;
use jiugong_core::sudoku::variant::{Making, VariantMaker, room_for};
use jiugong_core::sudoku::{CELLS, Generator, Level, LevelSearch, Options};
use kinds::{Kind, Rung};
use levels::{Choice, puzzle_options};
use numbered::NumberPrompt;
use rand_xorshift::XorShiftRng;
use records::Records;

pub use game::{CELL, GRID_X, GRID_Y};

/// Puzzles tried for a level before the app gives up (one per tick).
const MAX_ATTEMPTS: u32 = Options::MAX_ATTEMPTS;

/// The variant maker the app keeps, with its search's room (sized for 9×9).
pub type Maker = VariantMaker<work::LazyRng, [u16; room_for(9)]>;

/// What the Sudoku screen's work needs, kept by the app and lent for each key and tick:
/// the classic generator, with its solver's stack (10 KB), and the variant maker (its
/// solver, the variants' hints, and its search's room: 25 KB).
#[derive(Debug)]
pub struct Room {
    /// The classic generator: puzzles at a level, and checking a puzzle typed in.
    pub generator: Generator,
    /// The variants' maker, idle until a variant is asked for.
    pub maker: Maker,
}

/// What the Sudoku screen shows.
// No heap to box the grid being typed in: the phase lives in the app's `static`.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
enum Phase {
    /// The level menu of the classic grid, this level selected.
    Levels(Choice),
    /// The level menu of another kind of grid, this level selected.
    Variants(Kind, Rung),
    /// A variant being made by the room's maker, a check a tick: what it is at, and the
    /// puzzles made so far that missed the level.
    Making(Kind, Level, Making, u16),
    /// A puzzle's number being typed (0 in the level menu).
    Numbering(NumberPrompt),
    /// A puzzle at a level is being made, one attempt per tick (an expert puzzle takes
    /// hundreds of attempts: seconds on a calculator); a numbered one draws its own random
    /// numbers.
    Generating {
        choice: Choice,
        attempts: u32,
        numbered: Option<(u32, XorShiftRng)>,
    },
    /// A puzzle being typed in.
    Entering(Entry),
    /// The game.
    Playing,
}

/// What needs the player's yes on the Sudoku screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// A new puzzle, leaving an unfinished one.
    NewPuzzle,
    /// The solution, over the player's entries.
    Solve,
    /// Back from typing a puzzle, leaving the digits typed.
    DropEntry,
    /// The puzzle typed in played, leaving an unfinished game.
    PlayEntry,
    /// The puzzle from its givens again.
    Restart,
}

/// The Sudoku screen: the level menu, the puzzle being made, or the game.
#[derive(Debug)]
pub struct SudokuScreen {
    phase: Phase,
    game: Option<Game>,
    /// The player's records, level by level.
    records: Records,
    /// The player's settings, given to each game (the app's, not saved here).
    settings: Settings,
    /// What the level menu says of the last making (a variant that did not reach its
    /// level), until the next key.
    message: Message,
}

impl SudokuScreen {
    /// The game, if one is showing.
    pub fn game(&self) -> Option<&Game> {
        match self.phase {
            Phase::Playing => self.game.as_ref(),
            _ => None,
        }
    }

    /// The puzzle being typed in, if one is.
    pub fn entry(&self) -> Option<&Entry> {
        match &self.phase {
            Phase::Entering(entry) => Some(entry),
            _ => None,
        }
    }

    /// Attempts so far while a puzzle is being made, if one is (a variant's tries).
    pub fn generating(&self) -> Option<u32> {
        match &self.phase {
            Phase::Generating { attempts, .. } => Some(*attempts),
            Phase::Making(.., tries) => Some(u32::from(*tries)),
            _ => None,
        }
    }

    /// The kind of grid the level menu offers.
    pub fn kind(&self) -> Kind {
        match self.phase {
            Phase::Variants(kind, _) | Phase::Making(kind, ..) => kind,
            Phase::Playing => self.game.as_ref().map_or(Kind::Classic, Game::kind),
            _ => Kind::Classic,
        }
    }

    /// The level menu of the last game's kind of grid.
    fn levels(&mut self) {
        self.phase = match self.game.as_ref().map_or(Kind::Classic, Game::kind) {
            Kind::Classic => Phase::Levels(Choice::ALL[0]),
            kind => Phase::Variants(kind, Rung::ALL[0]),
        };
    }

    /// The player's records, level by level.
    pub fn records(&self) -> &Records {
        &self.records
    }

    /// Counts the game's win once it is solved, if the player won it: the time said
    /// beside the level's best.
    fn count_win(&mut self) {
        let Some(game) = &mut self.game else {
            return;
        };
        let Some(seconds) = game.newly_won() else {
            return;
        };
        let (choice, kind) = (game.choice(), game.kind());
        let lang = self.settings.lang;
        let (level, time) = (choice.name(lang), Clock(seconds));
        let mistakes = Mistakes(self.settings.mistakes.then_some(game.mistakes()), lang);
        match self.records.win(kind, choice, seconds, self.settings.today) {
            Some(best) if best <= seconds => {
                game.say(Phrase::WonBest, &[&time, &Clock(best), &level, &mistakes])
            }
            Some(_) => game.say(Phrase::WonNewBest, &[&time, &level, &mistakes]),
            None => game.say(Phrase::WonFirst, &[&time, &level, &mistakes]),
        }
    }

    /// Back from typing a puzzle: to the unfinished game if there is one, else the levels.
    fn drop_entry(&mut self) {
        let kind = match &self.phase {
            Phase::Entering(entry) => entry.kind(),
            _ => Kind::Classic,
        };
        self.phase = match (&self.game, kind) {
            (Some(game), _) if game.unfinished() => Phase::Playing,
            (_, Kind::Classic) => Phase::Levels(Choice::Own),
            (_, kind) => Phase::Variants(kind, Rung::Own),
        };
    }

    /// Plays the grid typed in, if it is a puzzle (else says why, and typing goes on).
    fn play_entry(&mut self, lent: &mut Lent<'_, Room>) {
        let Phase::Entering(entry) = &mut self.phase else {
            return;
        };
        if let Some(game) = typed_game(entry, lent.room, self.settings) {
            self.game = Some(game);
            self.phase = Phase::Playing;
        }
    }
}

/// The game on the grid typed in, if it is a puzzle (else the entry says why): checked and
/// rated by the classic generator's solver on a 9×9, by the variant maker on a small grid.
fn typed_game(entry: &mut Entry, room: &mut Room, settings: Settings) -> Option<Game> {
    let lang = settings.lang;
    let game = match entry.kind() {
        Kind::Classic => match room.generator.puzzle_of(entry.grid()) {
            Ok(puzzle) => {
                let mut game = Game::new(&puzzle, Choice::Own);
                game.configure(settings);
                game.rated(&puzzle.rating);
                game
            }
            Err(why) => {
                entry.refuse(why, lang);
                return None;
            }
        },
        kind => {
            let layout = entry.layout();
            let cells = layout.cells();
            let givens = &entry.grid().cells()[..cells];
            let mut solution = [0u8; CELLS];
            match room.maker.check(&layout, givens, &mut solution[..cells]) {
                Ok(grade) => {
                    let mut game = Game::variant(&layout, givens, &solution, kind, Choice::Own)?;
                    game.configure(settings);
                    game.variant_rated(&grade);
                    game
                }
                Err(why) => {
                    entry.refuse_small(why, lang);
                    return None;
                }
            }
        }
    };
    Some(game)
}

/// The mistakes said with a win, when the player counts them: "; 2 mistakes".
struct Mistakes(Option<u16>, Lang);

impl core::fmt::Display for Mistakes {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            None => Ok(()),
            Some(n) => Fill(self.1, Phrase::Mistakes.text(self.1), &[&n]).fmt(f),
        }
    }
}

impl Screen for SudokuScreen {
    type Phrase = Phrase;

    const ROOM: Room = Room {
        generator: Generator::new(),
        maker: VariantMaker::idle(work::LazyRng::new(0), [0; room_for(9)]),
    };

    const RULES: &'static [Phrase] = &[
        Phrase::RulesGoal,
        Phrase::RulesPlay,
        Phrase::RulesCells,
        Phrase::RulesLevels,
        Phrase::RulesTechniques,
        Phrase::RulesPatterns,
        Phrase::RulesVariants,
        Phrase::RulesSource,
    ];

    const KEYS: &'static [(Keys, Phrase)] = &[
        (Keys::Arrows, Phrase::KeyMove),
        (Keys::Digits(1, 9), Phrase::KeyWrite),
        (Keys::Digits(0, 0), Phrase::KeyClear),
        (Keys::OK, Phrase::KeySwitch),
        (Keys::UNDO, Phrase::KeyUndo),
        (Keys::MENU, Phrase::KeyMenu),
        (Keys::BACK, Phrase::KeyBack),
    ];

    fn fresh() -> Option<SudokuScreen> {
        Some(SudokuScreen {
            records: Records::default(),
            phase: Phase::Levels(Choice::ALL[0]),
            game: None,
            settings: Settings::NEW,
            message: Message::new(),
        })
    }

    fn configure(&mut self, settings: Settings) {
        self.settings = settings;
        if let Some(game) = &mut self.game {
            game.configure(settings);
        }
    }

    fn unsay(&mut self) {
        self.message.clear();
        if let Some(game) = &mut self.game {
            game.unsay();
        }
        if let Phase::Entering(entry) = &mut self.phase {
            entry.unsay();
        }
    }

    /// A finished game is done: coming back offers the next.
    fn reopen(&mut self) {
        match &self.game {
            Some(game) if !game.is_solved() => self.phase = Phase::Playing,
            _ => self.levels(),
        }
    }

    fn tick(&mut self, lent: &mut Lent<'_, Room>) -> bool {
        match &mut self.phase {
            Phase::Making(kind, level, making, tries) => {
                let (kind, level) = (*kind, *level);
                let maker = &mut lent.room.maker;
                match work::tick(maker) {
                    Tick::Working => {
                        *making = maker.making();
                        *tries = maker.tries().min(usize::from(u16::MAX)) as u16;
                    }
                    Tick::Found => {
                        let choice = Choice::Level(level);
                        let made = maker.puzzle().zip(maker.solution()).and_then(|(p, s)| {
                            Game::variant(&p.layout, p.givens(), s, kind, choice)
                        });
                        match made {
                            Some(mut game) => {
                                game.configure(self.settings);
                                self.game = Some(game);
                                self.phase = Phase::Playing;
                            }
                            None => self.phase = Phase::Variants(kind, Rung::Level(level)),
                        }
                    }
                    Tick::Exhausted | Tick::GaveUp => {
                        let lang = self.settings.lang;
                        let (name, tries) = (words::level(level).text(lang), maker.tries());
                        self.message.fill(
                            lang,
                            Phrase::NoVariantLevel.text(lang),
                            &[&name, &tries],
                        );
                        self.phase = Phase::Variants(kind, Rung::Level(level));
                    }
                }
                true
            }
            Phase::Generating {
                choice,
                attempts,
                numbered,
            } => {
                let options = puzzle_options(choice.level());
                // The screen keeps only the count of puzzles made: the search borrows the
                // app's generator and random numbers (a numbered puzzle's own) for the tick.
                let rng = match numbered {
                    Some((_, rng)) => rng,
                    None => &mut *lent.rng,
                };
                let Ok(search) = LevelSearch::new(&mut lent.room.generator, rng, &options) else {
                    // Cannot happen: the app's options never ask for more than 81 clues.
                    self.phase = Phase::Levels(*choice);
                    return true;
                };
                let mut search = search.after(*attempts);
                let progress = work::tick(&mut search);
                *attempts = search.nodes() as u32;
                match (progress, search.puzzle()) {
                    (Tick::Found, Some(made)) => {
                        let mut game = Game::new(&made, *choice);
                        game.set_number(numbered.as_ref().map(|&(number, _)| number));
                        game.configure(self.settings);
                        self.game = Some(game);
                        self.phase = Phase::Playing;
                    }
                    (Tick::Working, _) => {}
                    _ => self.phase = Phase::Levels(*choice),
                }
                true
            }
            Phase::Playing => {
                if let Some(game) = &mut self.game {
                    game.tick();
                }
                false
            }
            Phase::Levels(_) | Phase::Variants(..) | Phase::Numbering(_) | Phase::Entering(_) => {
                false
            }
        }
    }
}

#[cfg(test)]
mod tests;
