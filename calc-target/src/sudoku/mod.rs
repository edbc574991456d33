//! Sudoku: choose a level (or the paper's seed-grid method), wait while a puzzle at that
//! level is made (one attempt a tick), then play it.
//!
//! - [`levels`]: the level menu and the generator's options for each level;
//! - [`entry`]: a puzzle the player types in, checked and rated;
//! - [`game`]: the game itself.

pub mod entry;
pub mod game;
pub mod levels;

use crate::Key;
use crate::screen::{Lent, Outcome, Screen};
use crate::state::{Garbled, Reader, Writer};
use crate::toolkit::menu::{self, Menu, Pick};
use crate::toolkit::theme::{self, Help};
use crate::work::{self, Tick};
use core::fmt::Write;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use entry::{Entry, Typed};
use game::{Game, Request};
use jiugong_core::search::Resumable;
use jiugong_core::sudoku::{LevelSearch, Options};
use levels::{Choice, puzzle_options};

pub use game::{CELL, GRID_X, GRID_Y};

/// The saved phase's byte for a game being played, and for a puzzle being typed in (a
/// level menu's is its entry's number).
const PLAYING: u8 = u8::MAX;
const ENTERING: u8 = u8::MAX - 1;

/// Puzzles tried for a level before the app gives up (one per tick).
const MAX_ATTEMPTS: u32 = Options::MAX_ATTEMPTS;

/// What the Sudoku screen shows.
#[derive(Clone, Debug)]
enum Phase {
    /// The level menu, this level selected.
    Levels(Choice),
    /// A puzzle at a level is being made, one attempt per tick (an expert puzzle takes
    /// hundreds of attempts: seconds on a calculator).
    Generating { choice: Choice, attempts: u32 },
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
    /// Back to the levels, leaving the digits typed.
    DropEntry,
}

/// The Sudoku screen: the level menu, the puzzle being made, or the game.
#[derive(Debug)]
pub struct SudokuScreen {
    phase: Phase,
    game: Option<Game>,
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

    /// Attempts so far while a puzzle is being made, if one is.
    pub fn generating(&self) -> Option<u32> {
        match &self.phase {
            Phase::Generating { attempts, .. } => Some(*attempts),
            _ => None,
        }
    }

    /// The level menu, where the last game was chosen.
    fn levels(&mut self) {
        self.phase = Phase::Levels(Choice::ALL[0]);
    }
}

impl Screen for SudokuScreen {
    type Confirmed = Confirm;

    const RULES: &'static [&'static str] = &[
        "Fill the grid so that every row, column and 3x3 box holds 1 to 9 once. \
         Each puzzle has one solution; its level is its Sudoku Explainer rating.",
        "Digits fill the cell; del clears it; 0 undoes. Enter gives a hint: first the \
         technique and where, the digit last. Menu: pencil marks, check, solve, new \
         puzzle.",
        "From the source document: solved grids, puzzles from a seed grid.",
    ];

    fn fresh() -> Option<SudokuScreen> {
        Some(SudokuScreen {
            phase: Phase::Levels(Choice::ALL[0]),
            game: None,
        })
    }

    /// A finished game is done: coming back offers the next.
    fn reopen(&mut self) {
        match &self.game {
            Some(game) if !game.is_solved() => self.phase = Phase::Playing,
            _ => self.levels(),
        }
    }

    fn handle(&mut self, key: Key, lent: &mut Lent<'_>) -> Outcome<Confirm> {
        match &mut self.phase {
            Phase::Levels(selected) => match menu::key(*selected, key) {
                Pick::Open(choice) => *selected = choice,
                // Back to the unfinished game, if there is one.
                Pick::Closed if key == Key::Menu => {}
                Pick::Closed => match &self.game {
                    Some(game) if !game.is_solved() => self.phase = Phase::Playing,
                    _ => return Outcome::Leave,
                },
                Pick::Chosen(Choice::Own) => self.phase = Phase::Entering(Entry::new()),
                Pick::Chosen(choice) => {
                    self.phase = Phase::Generating {
                        choice,
                        attempts: 0,
                    }
                }
            },
            Phase::Entering(entry) => match entry.handle(key) {
                Typed::Stay => {}
                Typed::Done => match lent.generator.puzzle_of(entry.grid()) {
                    Ok(puzzle) => {
                        let mut game = Game::new(&puzzle, Choice::Own);
                        game.rated(&puzzle.rating);
                        self.game = Some(game);
                        self.phase = Phase::Playing;
                    }
                    Err(why) => entry.refuse(why),
                },
                Typed::Leave if entry.grid().clue_count() > 0 => {
                    return Outcome::Ask {
                        question: "Leave the grid? The digits typed are lost.",
                        then: Confirm::DropEntry,
                    };
                }
                Typed::Leave => self.phase = Phase::Levels(Choice::Own),
            },
            Phase::Generating { choice, .. } => {
                if key == Key::Esc {
                    self.phase = Phase::Levels(*choice);
                }
            }
            Phase::Playing => {
                let Some(game) = &mut self.game else {
                    self.levels();
                    return Outcome::Stay;
                };
                let unfinished = game.touched() && !game.is_solved();
                match game.handle(key) {
                    Request::Stay => {}
                    Request::Leave => return Outcome::Leave,
                    Request::NewPuzzle if unfinished => {
                        return Outcome::Ask {
                            question: "Start a new puzzle? This one's entries are lost.",
                            then: Confirm::NewPuzzle,
                        };
                    }
                    Request::NewPuzzle => self.levels(),
                    Request::Solve if unfinished => {
                        return Outcome::Ask {
                            question: "Fill in the solution over your entries?",
                            then: Confirm::Solve,
                        };
                    }
                    Request::Solve => game.solve(),
                }
            }
        }
        Outcome::Stay
    }

    fn confirmed(&mut self, then: Confirm, _: &mut Lent<'_>) {
        match then {
            Confirm::NewPuzzle => self.levels(),
            Confirm::DropEntry => self.phase = Phase::Levels(Choice::Own),
            Confirm::Solve => {
                if let Some(game) = &mut self.game {
                    game.solve();
                }
            }
        }
    }

    fn tick(&mut self, lent: &mut Lent<'_>) -> bool {
        match &mut self.phase {
            Phase::Generating { choice, attempts } => {
                let options = puzzle_options(choice.level());
                // The screen keeps only the count of puzzles made: the search borrows the
                // app's generator and random numbers for the tick.
                let Ok(search) = LevelSearch::new(lent.generator, lent.rng, &options) else {
                    // Cannot happen: the app's options never ask for more than 81 clues.
                    self.phase = Phase::Levels(*choice);
                    return true;
                };
                let mut search = search.after(*attempts);
                let progress = work::tick(&mut search);
                *attempts = search.nodes() as u32;
                match (progress, search.puzzle()) {
                    (Tick::Found, Some(made)) => {
                        self.game = Some(Game::new(&made, *choice));
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
            Phase::Levels(_) | Phase::Entering(_) => false,
        }
    }

    fn help(&self) -> Help<'static> {
        match (&self.phase, &self.game) {
            (Phase::Levels(_), _) => &[
                ("up/down", "choose"),
                ("enter or 1-7", "start"),
                ("esc", "back"),
            ],
            (Phase::Generating { .. }, _) => &[("esc", "cancel")],
            (Phase::Entering(entry), _) => entry.help(),
            (Phase::Playing, Some(game)) => game.help(),
            (Phase::Playing, None) => &[],
        }
    }

    fn describe(&self, out: &mut dyn Write) -> core::fmt::Result {
        match (&self.phase, &self.game) {
            (Phase::Levels(selected), _) => {
                writeln!(out, "Sudoku: new puzzle, choose a level")?;
                menu::describe(out, *selected)
            }
            (Phase::Generating { choice, attempts }, _) => writeln!(
                out,
                "Sudoku: making a puzzle: {}, attempt {attempts} of at most {MAX_ATTEMPTS}",
                choice.label()
            ),
            (Phase::Entering(entry), _) => entry.describe(out),
            (Phase::Playing, Some(game)) => game.describe(out),
            (Phase::Playing, None) => Ok(()),
        }
    }

    fn draw<D: DrawTarget<Color = Rgb565>>(&self, d: &mut D) -> Result<(), D::Error> {
        match (&self.phase, &self.game) {
            (Phase::Levels(selected), _) => {
                theme::frame(d, "Sudoku: new puzzle", self.help())?;
                menu::draw(d, (40, 40), 240, *selected)
            }
            (Phase::Generating { choice, attempts }, _) => {
                theme::frame(d, "Sudoku: new puzzle", self.help())?;
                let mut line = heapless::String::<64>::new();
                let _ = write!(line, "making a puzzle: {}", choice.label());
                theme::text(d, &line, 40, 40, theme::INK)?;
                line.clear();
                let _ = write!(line, "attempt {attempts} of at most {MAX_ATTEMPTS}");
                theme::text(d, &line, 40, 56, theme::INK)
            }
            (Phase::Entering(entry), _) => entry.draw(d),
            (Phase::Playing, Some(game)) => game.draw(d),
            (Phase::Playing, None) => Ok(()),
        }
    }

    /// A puzzle being made is saved as the level menu: the generator's attempts are not
    /// worth keeping.
    fn save(&self, out: &mut Writer<'_>) {
        match &self.phase {
            Phase::Levels(c) | Phase::Generating { choice: c, .. } => out.u8(c.index() as u8),
            Phase::Entering(entry) => {
                out.u8(ENTERING);
                entry.save(out);
            }
            Phase::Playing => out.u8(PLAYING),
        }
        out.bool(self.game.is_some());
        if let Some(game) = &self.game {
            game.save(out);
        }
    }

    fn load(input: &mut Reader<'_>) -> Result<SudokuScreen, Garbled> {
        let phase = match input.u8()? {
            PLAYING => Phase::Playing,
            ENTERING => Phase::Entering(Entry::load(input)?),
            i => Phase::Levels(*Choice::ALL.get(usize::from(i)).ok_or(Garbled::Invalid)?),
        };
        let game = match input.bool()? {
            true => Some(Game::load(input)?),
            false => None,
        };
        if matches!(phase, Phase::Playing) && game.is_none() {
            return Err(Garbled::Invalid);
        }
        Ok(SudokuScreen { phase, game })
    }
}
