//! The Sudoku screen's keys: the level menu's, the typed-in grid's, Back while a puzzle is
//! made, and the game's, with the questions that guard the player's entries; what a tap
//! does in each; and the help line that says so.

use super::entry::{Entry, Typed};
use super::game::{Game, Request};
use super::kinds::{Kind, Rung};
use super::levels::Choice;
use super::numbered::{NumberPrompt, Prompted};
use super::view::LEVELS;
use super::{Confirm, Phase, Room, SudokuScreen, typed_game};
use crate::lang::{app, sudoku::Phrase};
use crate::screen::{Input, Lent, Outcome};
use crate::toolkit::layout;
use crate::toolkit::menu::{self, Menu, Pick};
use crate::toolkit::theme::{HelpLine, help_line};
use crate::work;
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;
use jiugong_core::sudoku::Level;
use jiugong_core::sudoku::variant::Making;
use rand_core::Rng;

impl Input for SudokuScreen {
    type Confirmed = Confirm;
    /// The classic generator and the variant maker: kept by the app, lent for each tick of
    /// a puzzle being made, for checking a puzzle typed in and for a variant's hints.
    type Room = Room;

    /// Handles a key: the level menus', the typed-in grid's, Back while a puzzle is made,
    /// the game's; asking first what would lose the player's entries.
    fn handle(&mut self, key: Key, lent: &mut Lent<'_, Room>) -> Outcome<Confirm> {
        let lang = self.settings.lang;
        self.message.clear();
        // Left and right on a level menu: the kind of grid before or after.
        if let (Key::Left | Key::Right, Phase::Levels(_) | Phase::Variants(..)) = (key, &self.phase)
        {
            let kind = self.kind().step(key == Key::Right);
            self.phase = match kind {
                Kind::Classic => Phase::Levels(Choice::ALL[0]),
                _ => Phase::Variants(kind, Rung::ALL[0]),
            };
            return Outcome::Stay;
        }
        match &mut self.phase {
            // 0: a puzzle by its number, at the level selected (medium from the others).
            Phase::Levels(selected) if key == Key::Digit(0) => {
                let level = selected.level().unwrap_or(Level::Medium);
                self.phase = Phase::Numbering(NumberPrompt::new(level, self.settings.today));
            }
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
                        numbered: None,
                    }
                }
            },
            Phase::Variants(kind, selected) => match menu::key_in(kind.rungs(), *selected, key) {
                Pick::Open(rung) => *selected = rung,
                Pick::Closed if key == Key::Menu => {}
                Pick::Closed => match &self.game {
                    Some(game) if !game.is_solved() => self.phase = Phase::Playing,
                    _ => return Outcome::Leave,
                },
                Pick::Chosen(Rung::Own) => self.phase = Phase::Entering(Entry::of(*kind)),
                Pick::Chosen(Rung::Level(level)) => {
                    let kind = *kind;
                    // The maker's own random numbers, drawn from the app's.
                    let rng = work::LazyRng::new(lent.rng.next_u64());
                    lent.room.maker.restart(&kind.recipe(level), Some(rng));
                    self.phase = Phase::Making(kind, level, Making::Grid, 0);
                }
            },
            Phase::Making(kind, level, ..) => {
                if key == Key::Back {
                    self.phase = Phase::Variants(*kind, Rung::Level(*level));
                }
            }
            Phase::Numbering(prompt) => match prompt.handle(key) {
                Prompted::Stay => {}
                Prompted::Make(n) => {
                    self.phase = Phase::Generating {
                        choice: Choice::Level(n.level),
                        attempts: 0,
                        numbered: Some((n.number, n.rng())),
                    }
                }
                Prompted::Leave => self.phase = Phase::Levels(Choice::Level(prompt.level)),
            },
            Phase::Entering(entry) => match entry.handle(key) {
                Typed::Stay => {}
                // Asked first when it would end an unfinished game.
                Typed::Done if self.game.as_ref().is_some_and(Game::unfinished) => {
                    if typed_game(entry, lent.room, self.settings).is_some() {
                        return Outcome::Ask {
                            question: Phrase::AskPlayEntry.text(lang),
                            then: Confirm::PlayEntry,
                        };
                    }
                }
                Typed::Done => self.play_entry(lent),
                Typed::Leave if entry.grid().clue_count() > 0 => {
                    return Outcome::Ask {
                        question: Phrase::AskDropEntry.text(lang),
                        then: Confirm::DropEntry,
                    };
                }
                Typed::Leave => self.drop_entry(),
            },
            Phase::Generating { choice, .. } => {
                if key == Key::Back {
                    self.phase = Phase::Levels(*choice);
                }
            }
            Phase::Playing => {
                let Some(game) = &mut self.game else {
                    self.levels();
                    return Outcome::Stay;
                };
                let unfinished = game.unfinished();
                match game.handle(key) {
                    Request::Stay => {}
                    Request::Hint => game.variant_hint(lent.room.maker.solver_for(game.layout())),
                    Request::Leave => return Outcome::Leave,
                    Request::NewPuzzle if unfinished => {
                        return Outcome::Ask {
                            question: Phrase::AskNewPuzzle.text(lang),
                            then: Confirm::NewPuzzle,
                        };
                    }
                    Request::NewPuzzle => self.levels(),
                    Request::Solve if unfinished => {
                        return Outcome::Ask {
                            question: Phrase::AskSolve.text(lang),
                            then: Confirm::Solve,
                        };
                    }
                    Request::Solve => game.solve(),
                    Request::Restart if game.touched() => {
                        return Outcome::Ask {
                            question: Phrase::AskRestart.text(lang),
                            then: Confirm::Restart,
                        };
                    }
                    Request::Restart => game.restart(),
                    Request::Own => self.phase = Phase::Entering(Entry::of(game.kind())),
                }
                self.count_win();
            }
        }
        Outcome::Stay
    }

    /// A tap: a level tapped starts, and the grid's (the game's or the one typed in) takes
    /// it as its own; nothing while a puzzle is made.
    fn tap(&mut self, at: Point) -> Option<Key> {
        let lang = self.settings.lang;
        match (&mut self.phase, &mut self.game) {
            (Phase::Levels(_), _) => menu::tap::<Choice>(LEVELS, layout::INDENTED_WIDTH, lang, at),
            (Phase::Variants(kind, _), _) => {
                menu::tap_in(kind.rungs(), LEVELS, layout::INDENTED_WIDTH, lang, at)
            }
            (Phase::Entering(entry), _) => entry.tap(at, lang),
            (Phase::Playing, Some(game)) => game.tap(at),
            (
                Phase::Numbering(_) | Phase::Generating { .. } | Phase::Making(..) | Phase::Playing,
                _,
            ) => None,
        }
    }

    fn confirmed(&mut self, then: Confirm, lent: &mut Lent<'_, Room>) {
        match then {
            Confirm::NewPuzzle => self.levels(),
            Confirm::DropEntry => self.drop_entry(),
            Confirm::PlayEntry => self.play_entry(lent),
            Confirm::Restart => {
                if let Some(game) = &mut self.game {
                    game.restart();
                }
            }
            Confirm::Solve => {
                if let Some(game) = &mut self.game {
                    game.solve();
                }
            }
        }
    }

    /// The help line: the keys that act now.
    fn help(&self) -> HelpLine {
        let lang = self.settings.lang;
        match (&self.phase, &self.game) {
            (Phase::Levels(_) | Phase::Variants(..), game) => {
                // Back goes to the unfinished game, if there is one, else home.
                let back = match game {
                    Some(game) if !game.is_solved() => Phrase::ToGame.text(lang),
                    _ => app::Phrase::Home.text(lang),
                };
                // 0 asks for the day's puzzle first where the board knows the date.
                let number = match self.settings.today {
                    Some(_) => Phrase::TodayKey,
                    None => Phrase::ByNumberKey,
                };
                // Left and right change the kind of grid; the arrows up and down, which
                // every menu has, go without saying. On the classic grid's menu OK makes
                // room for 0 (a variant has no numbered puzzles).
                let kind = (Keys::LeftRight, Phrase::KindKey.text(lang));
                let (start, back) = ((Keys::OK, Phrase::Start.text(lang)), (Keys::BACK, back));
                match self.phase {
                    Phase::Levels(_) => {
                        help_line(lang, &[kind, (Keys::Digits(0, 0), number.text(lang)), back])
                    }
                    _ => help_line(lang, &[kind, start, back]),
                }
            }
            (Phase::Numbering(prompt), _) => prompt.help(lang),
            (Phase::Generating { .. } | Phase::Making(..), _) => {
                help_line(lang, &[(Keys::BACK, Phrase::Cancel)])
            }
            (Phase::Entering(entry), _) => entry.help(lang),
            (Phase::Playing, Some(game)) => game.help(),
            (Phase::Playing, None) => HelpLine::new(),
        }
    }
}
