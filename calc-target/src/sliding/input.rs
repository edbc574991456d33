//! The sliding puzzle's keys: the arrows slide a tile into the gap, Undo slides it back, the
//! menu hints, solves or changes the board; the keys that arrange a start of the player's
//! own, the playback's while a solution plays; a tap on a tile; and the help line that says so.

use super::view::MENU;
use super::{Action, ArrangeAction, Confirm, Phase, Purpose, SlidingScreen};
use crate::lang::app;
use crate::lang::sliding::Phrase;
use crate::screen::{Input, Lent, Outcome};
use crate::toolkit::menu;
use crate::toolkit::playback::Step;
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;
use jiugong_core::sliding::{Board, Dir, SlideError};

/// The way an arrow moves the gap: it slides a tile in its own direction, so the gap moves
/// the opposite way.
fn blank_goes(key: Key) -> Option<Dir> {
    match key {
        Key::Up => Some(Dir::Down),
        Key::Down => Some(Dir::Up),
        Key::Left => Some(Dir::Right),
        Key::Right => Some(Dir::Left),
        _ => None,
    }
}

impl SlidingScreen {
    /// A key while arranging: the arrows move the cursor; OK picks a tile, and on another
    /// swaps the two; a digit swaps that tile into the cursor's cell (0 the gap); the menu
    /// plays the start if it can be solved (else says why) or puts the tiles in order; Back
    /// goes back to the game.
    fn arrange(&mut self, key: Key) -> Outcome<Confirm> {
        let Phase::Arranging {
            cells,
            cursor,
            picked,
            menu,
        } = &mut self.phase
        else {
            return Outcome::Stay;
        };
        if menu.is_some() {
            match menu::open_key(menu, key) {
                Some(ArrangeAction::Play) => self.play_arranged(),
                Some(ArrangeAction::InOrder) => {
                    cells.clear();
                    let _ = cells.extend_from_slice(self.goal.cells()); // the same size
                    *picked = None;
                }
                None => {}
            }
            return Outcome::Stay;
        }
        let c = cursor.cell();
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                cursor.step(key);
            }
            Key::Ok => match picked.take() {
                Some(p) => cells.swap(usize::from(p), c),
                None => *picked = Some(c as u8),
            },
            Key::Digit(d) => {
                if let Some(at) = cells.iter().position(|&t| t == d) {
                    cells.swap(at, c);
                }
            }
            Key::Menu => *menu = Some(ArrangeAction::Play),
            Key::Back if cells.as_slice() != self.board.cells() => {
                return Outcome::Ask {
                    question: Phrase::AskDrop.text(self.voice.lang),
                    then: Confirm::DropArrangement,
                };
            }
            Key::Back => self.phase = Phase::Play,
            Key::Undo | Key::Help => {}
        }
        Outcome::Stay
    }

    /// Plays the start arranged, if the goal can be reached from it; else says why.
    fn play_arranged(&mut self) {
        let Phase::Arranging { cells, .. } = &self.phase else {
            return;
        };
        match Board::new(self.board.size(), cells) {
            Ok(board) => match board.can_reach(&self.goal) {
                Ok(()) => {
                    self.new_game(board);
                    self.phase = Phase::Play;
                    if self.board == self.goal {
                        self.voice.say(Phrase::IsGoal, &[]);
                    } else {
                        self.voice.say(Phrase::YourStart, &[]);
                    }
                }
                // Half of all arrangements: say why, and what makes one solvable.
                Err(SlideError::Unsolvable) => self.voice.say(Phrase::NeverSolvable, &[]),
                Err(e) => self.voice.say(Phrase::Fault, &[&e]),
            },
            Err(e) => self.voice.say(Phrase::Fault, &[&e]),
        }
    }
}

impl Input for SlidingScreen {
    type Confirmed = Confirm;
    type Room = ();

    /// Handles a key: the arrows slide a tile, Undo takes one back, the menu's and the
    /// playback's keys while they show.
    fn handle(&mut self, key: Key, lent: &mut Lent<'_, ()>) -> Outcome<Confirm> {
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action, lent),
                None => Outcome::Stay,
            };
        }
        if let Phase::Arranging { .. } = self.phase {
            return self.arrange(key);
        }
        if let Phase::Showing {
            moves,
            playback,
            shown,
        } = &mut self.phase
        {
            match playback.key(key) {
                // A tile slid back is the same tile slid again.
                Some(Some(Step::Forward)) => {
                    shown.slide_tile(moves[playback.at() - 1]);
                }
                Some(Some(Step::Back)) => {
                    shown.slide_tile(moves[playback.at()]);
                }
                Some(None) => {}
                // Back to the player's own board, as the player left it.
                None if key == Key::Back => {
                    self.phase = Phase::Play;
                    self.voice.say(Phrase::Stopped, &[]);
                }
                // Once the solution has played, another key is the player's again: on the
                // player's own board.
                None if playback.is_done() => {
                    self.phase = Phase::Play;
                    self.voice.message.clear();
                    return self.handle(key, lent);
                }
                None => {}
            }
            return Outcome::Stay;
        }
        match &self.phase {
            Phase::Solving(_) | Phase::Quick(_) | Phase::AllPaths(_) | Phase::Showing { .. } => {
                if key == Key::Back {
                    self.phase = Phase::Play;
                    self.voice.say(Phrase::Stopped, &[]);
                }
                return Outcome::Stay;
            }
            Phase::Play | Phase::Arranging { .. } => {}
        }
        if let Some(dir) = blank_goes(key) {
            // A solved board stays solved (a slide would undo the win): the menu shuffles.
            if self.board == self.goal {
                self.voice.say(Phrase::StaysSolved, &[]);
                return Outcome::Stay;
            }
            // The message says what this key did: a message about an earlier board would
            // be stale.
            match self.board.neighbour(dir) {
                Some(cell) => {
                    let tile = self.board.slide(cell);
                    self.slid(tile);
                    if self.board == self.goal {
                        let moves = self.moves;
                        self.voice.say(Phrase::SolvedIn, &[&moves]);
                        self.count_win();
                        // Solved by hand from a start the app knows: the fewest from it,
                        // searched, said beside the player's. On 3×3 only: a 4×4's search
                        // can take long on a calculator, and no key asked for one.
                        match self.start {
                            Some(start) if start != self.goal && start.size().width == 3 => {
                                self.search(start, Purpose::Judge(moves));
                            }
                            _ => {}
                        }
                    } else {
                        self.voice.message.clear();
                    }
                }
                None => {
                    let side = match key {
                        Key::Up => Phrase::EdgeBottom,
                        Key::Down => Phrase::EdgeTop,
                        Key::Left => Phrase::EdgeRight,
                        _ => Phrase::EdgeLeft,
                    };
                    let side = side.text(self.voice.lang);
                    self.voice.say(Phrase::NoTile, &[&side]);
                }
            }
            return Outcome::Stay;
        }
        match key {
            Key::Menu => self.menu = Some(Action::Hint),
            Key::Undo => self.undo(),
            Key::Back => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    /// A tap: an entry of the menu open is picked; while playing, a tile next to the gap
    /// slides into it (the arrow that slides it); while arranging, the cursor goes to the
    /// cell tapped, and a tap on the cursor's cell does what OK does (pick or swap).
    fn tap(&mut self, at: Point) -> Option<Key> {
        if self.menu.is_some() {
            return menu::tap::<Action>(MENU.0, MENU.1, self.voice.lang, at);
        }
        let cell = self.tiles().cell_at(at);
        match &mut self.phase {
            Phase::Arranging { menu: Some(_), .. } => {
                menu::tap::<ArrangeAction>(MENU.0, MENU.1, self.voice.lang, at)
            }
            Phase::Arranging { cursor, .. } if cell? == cursor.cell() => Some(Key::Ok),
            Phase::Arranging { cursor, .. } => {
                cursor.set(cell?);
                None
            }
            Phase::Play => {
                let cell = cell?;
                [Key::Up, Key::Down, Key::Left, Key::Right]
                    .into_iter()
                    .find(|&key| {
                        blank_goes(key).and_then(|dir| self.board.neighbour(dir)) == Some(cell)
                    })
            }
            _ => None,
        }
    }

    fn confirmed(&mut self, then: Confirm, lent: &mut Lent<'_, ()>) {
        match then {
            Confirm::Shuffle => self.shuffle(lent.rng),
            Confirm::Arrange => self.start_arranging(),
            Confirm::DropArrangement => self.phase = Phase::Play,
            Confirm::Resize(3) => self.resize(3),
            Confirm::Resize(side) => {
                self.resize(side);
                self.shuffle(lent.rng);
            }
        }
    }

    /// The help line: the keys that act now.
    fn help(&self) -> HelpLine {
        let lang = self.voice.lang;
        match &self.phase {
            _ if self.menu.is_some() => help_line(lang, &menu::help::<Action>()),
            Phase::Play => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpSlide),
                    (Keys::UNDO, Phrase::HelpUndo),
                    (Keys::MENU, Phrase::HelpMenu),
                ],
            ),
            Phase::Arranging { menu: Some(_), .. } => {
                help_line(lang, &menu::help::<ArrangeAction>())
            }
            Phase::Arranging { .. } => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpMove),
                    (Keys::OK, Phrase::HelpSwap),
                    (Keys::Digits(0, 9), Phrase::HelpTileHere),
                    (Keys::MENU, Phrase::HelpPlayIt),
                ],
            ),
            Phase::Showing { playback, .. } => help_line(lang, playback.help()),
            _ => help_line(
                lang,
                &[
                    (Keys::Note, Phrase::Working.text(lang)),
                    (Keys::BACK, app::Phrase::Stop.text(lang)),
                ],
            ),
        }
    }
}
