//! The knight's keys: what each key does while choosing the start, making a tour by hand,
//! searching, showing a tour, and in the menus; a tap on a square or an entry; and the help
//! line that says so.

use super::view::MENU_AT;
use super::{Action, Confirm, KnightScreen, Open, Phase, TourAction};
use crate::lang::knight::Phrase;
use crate::screen::{Input, Lent, Outcome};
use crate::toolkit::layout;
use crate::toolkit::menu::{self, Pick};
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;
use jiugong_core::knight::Square;
use jiugong_core::search::Resumable;

impl Input for KnightScreen {
    type Confirmed = Confirm;
    type Room = ();

    /// Handles a key: what each key does in each phase, the menu's entries included.
    fn handle(&mut self, key: Key, _: &mut Lent<'_, ()>) -> Outcome<Confirm> {
        if let Some(open) = self.menu {
            let picked = match open {
                Open::Setup(a) => menu::key(a, key).map(Open::Setup),
                Open::Tour(a) => menu::key(a, key).map(Open::Tour),
            };
            self.menu = match picked {
                Pick::Open(open) => Some(open),
                _ => None,
            };
            let asks = self.played.len() > 1;
            // The document's search from a slow start: asked first.
            let slow = match picked {
                Pick::Chosen(Open::Setup(Action::Find)) => Some(Confirm::Search),
                Pick::Chosen(Open::Tour(TourAction::Finish)) => Some(Confirm::Finish),
                _ => None,
            };
            if let (Some(then), Some(question)) = (slow, self.slow_question()) {
                self.voice.message.clear();
                return Outcome::Ask { question, then };
            }
            match picked {
                Pick::Chosen(Open::Setup(a)) => self.act(a),
                Pick::Chosen(Open::Tour(TourAction::Finish)) => self.finish(),
                Pick::Chosen(Open::Tour(TourAction::Again)) if asks => {
                    return Outcome::Ask {
                        question: Phrase::AskAgain.text(self.voice.lang),
                        then: Confirm::Again,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Setup)) if asks => {
                    return Outcome::Ask {
                        question: Phrase::AskSetup.text(self.voice.lang),
                        then: Confirm::Setup,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Again)) => self.confirmed_now(Confirm::Again),
                Pick::Chosen(Open::Tour(TourAction::Setup)) => self.confirmed_now(Confirm::Setup),
                Pick::Chosen(Open::Tour(TourAction::Redo)) => self.redo(),
                _ => {}
            }
            return Outcome::Stay;
        }
        if let Phase::Touring { mut cursor } = self.phase {
            match key {
                Key::Up | Key::Down | Key::Left | Key::Right => {
                    cursor.step(key);
                    self.phase = Phase::Touring { cursor };
                }
                Key::Ok => self.jump(cursor.cell() as u8),
                Key::Digit(k) => {
                    let jumps = self.jumps();
                    if let Some(&to) = jumps.get(usize::from(k).wrapping_sub(1)) {
                        let to = self.size().index(to);
                        cursor.set(to);
                        self.phase = Phase::Touring { cursor };
                        self.jump(to as u8);
                    }
                }
                Key::Undo => self.undo(),
                Key::Menu => self.menu = Some(Open::Tour(TourAction::Finish)),
                Key::Back => return Outcome::Leave,
                _ => {}
            }
            return Outcome::Stay;
        }
        match &mut self.phase {
            Phase::Searching => {
                if key == Key::Back {
                    let nodes = self.search.nodes();
                    self.back_to_board();
                    let nodes = self.nodes(nodes);
                    self.voice.say(Phrase::Stopped, &[&nodes]);
                }
                return Outcome::Stay;
            }
            Phase::Showing { playback, .. } => {
                // OK pauses, the arrows step; Back goes back to the board as it was, and
                // what was said of the tour goes with it.
                if playback.key(key).is_none() && key == Key::Back {
                    self.back_to_board();
                    self.voice.message.clear();
                }
                return Outcome::Stay;
            }
            Phase::Setup | Phase::Touring { .. } => {}
        }
        // A message speaks of the board as it was: any change of board, start or kind
        // makes it stale.
        if matches!(
            key,
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Menu
        ) {
            self.voice.message.clear();
        }
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                let mut start = self.cursor_at(self.size().index(self.start));
                start.step(key);
                self.start = Square::new(start.row() as u32, start.col() as u32);
            }
            Key::Menu => self.menu = Some(Open::Setup(Action::Find)),
            Key::Ok => self.start_touring(),
            Key::Back => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    /// A tap: an entry of the menu open is picked; on the board, the start (choosing it) or
    /// the cursor (touring) goes to the square tapped, and a tap on the square it was on
    /// does what OK does there (place the knight, jump).
    fn tap(&mut self, at: Point) -> Option<Key> {
        let width = layout::WIDE_WIDTH;
        match self.menu {
            Some(Open::Setup(_)) => {
                return menu::tap::<Action>(MENU_AT, width, self.voice.lang, at);
            }
            Some(Open::Tour(_)) => {
                return menu::tap::<TourAction>(MENU_AT, width, self.voice.lang, at);
            }
            None => {}
        }
        let (square, size) = (self.layout().cell_at(at)?, self.size());
        match &mut self.phase {
            Phase::Setup if square == size.index(self.start) => Some(Key::Ok),
            Phase::Setup => {
                self.start = size.square(square);
                self.voice.message.clear();
                None
            }
            Phase::Touring { cursor } if square == cursor.cell() => Some(Key::Ok),
            Phase::Touring { cursor } => {
                cursor.set(square);
                None
            }
            Phase::Searching | Phase::Showing { .. } => None,
        }
    }

    fn confirmed(&mut self, then: Confirm, _: &mut Lent<'_, ()>) {
        self.confirmed_now(then);
    }

    /// The help line: the keys that act in this phase.
    fn help(&self) -> HelpLine {
        let lang = self.voice.lang;
        match self.phase {
            _ if matches!(self.menu, Some(Open::Setup(_))) => {
                help_line(lang, &menu::help::<Action>())
            }
            _ if self.menu.is_some() => help_line(lang, &menu::help::<TourAction>()),
            Phase::Setup => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpStart),
                    (Keys::OK, Phrase::HelpPlace),
                    (Keys::MENU, Phrase::HelpShow),
                ],
            ),
            Phase::Touring { .. } => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpMove),
                    (Keys::OK, Phrase::HelpJump),
                    (Keys::UNDO, Phrase::HelpUndo),
                    (Keys::MENU, Phrase::HelpFinish),
                ],
            ),
            Phase::Searching => help_line(
                lang,
                &[
                    (Keys::Note, Phrase::HelpSearching),
                    (Keys::BACK, Phrase::HelpStop),
                ],
            ),
            Phase::Showing { playback, .. } if !playback.is_done() || playback.is_paused() => {
                help_line(lang, playback.help())
            }
            Phase::Showing { .. } => help_line(lang, &[(Keys::BACK, Phrase::HelpBack)]),
        }
    }
}
