//! The knight's keys: what each key does while setting up, searching, showing a tour, making
//! one by hand, and in the menus; and the help line that says so.

use super::{Action, Confirm, KnightScreen, Open, Phase, TourAction};
use crate::Key;
use crate::screen::Outcome;
use crate::toolkit::menu::{self, Pick};
use crate::toolkit::theme::Help;
use jiugong_core::knight::Square;
use jiugong_core::search::Resumable;

impl KnightScreen {
    /// Handles a key: what each key does in each phase, the menu's entries included.
    pub(super) fn handle_key(&mut self, key: Key) -> Outcome<Confirm> {
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
            match picked {
                Pick::Chosen(Open::Setup(a)) => self.act(a),
                Pick::Chosen(Open::Tour(TourAction::Finish)) => self.finish(),
                Pick::Chosen(Open::Tour(TourAction::Again)) if asks => {
                    return Outcome::Ask {
                        question: "Start again? The jumps made are taken back.",
                        then: Confirm::Again,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Setup)) if asks => {
                    return Outcome::Ask {
                        question: "Back to the setup? The jumps made are lost.",
                        then: Confirm::Setup,
                    };
                }
                Pick::Chosen(Open::Tour(TourAction::Again)) => self.confirmed_now(Confirm::Again),
                Pick::Chosen(Open::Tour(TourAction::Setup)) => self.confirmed_now(Confirm::Setup),
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
                Key::Enter => self.jump(cursor.cell() as u8),
                Key::Del if self.played.len() > 1 => {
                    self.played.pop();
                    self.message.clear();
                }
                Key::Del => self.say(format_args!("the first square stays: menu for the setup")),
                Key::Menu => self.menu = Some(Open::Tour(TourAction::Finish)),
                Key::Esc => return Outcome::Leave,
                _ => {}
            }
            return Outcome::Stay;
        }
        match &mut self.phase {
            Phase::Searching => {
                if key == Key::Esc {
                    let nodes = self.search.nodes();
                    self.phase = Phase::Setup;
                    self.say(format_args!("stopped after {nodes} nodes"));
                }
                return Outcome::Stay;
            }
            Phase::Showing { shown } => {
                match key {
                    Key::Esc => {
                        // Back to an empty board: what was said of the tour goes with it.
                        self.phase = Phase::Setup;
                        self.played.clear();
                        self.message.clear();
                    }
                    Key::Enter => *shown = self.search.size().squares() as u32,
                    _ => {}
                }
                return Outcome::Stay;
            }
            Phase::Setup | Phase::Touring { .. } => {}
        }
        // A message speaks of the board as it was: any change of board, start or kind
        // makes it stale.
        if matches!(
            key,
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Menu | Key::Digit(0..=2)
        ) {
            self.message.clear();
        }
        match key {
            Key::Up | Key::Down | Key::Left | Key::Right => {
                let mut start = self.cursor_at(self.size().index(self.start));
                start.step(key);
                self.start = Square::new(start.row() as u32, start.col() as u32);
            }
            Key::Menu => self.menu = Some(Open::Setup(Action::Find)),
            Key::Digit(0) => self.closed = !self.closed,
            Key::Digit(1) => self.document = false,
            Key::Digit(2) => self.document = true,
            Key::Enter => self.start_search(),
            Key::Esc => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    /// The help line: the keys that act in this phase.
    pub(super) fn help_line(&self) -> Help<'static> {
        match self.phase {
            _ if self.menu.is_some() => &[("up/down or digit", "choose"), ("esc", "close")],
            Phase::Setup => &[
                ("arrows", "start"),
                ("enter", "find"),
                ("0", "closed"),
                ("menu", "size/play"),
            ],
            Phase::Touring { .. } => &[
                ("arrows", "move"),
                ("enter", "jump"),
                ("del", "back"),
                ("menu", "finish"),
            ],
            Phase::Searching => &[("", "searching..."), ("esc", "stop")],
            Phase::Showing { shown } if shown < self.search.size().squares() as u32 => {
                &[("enter", "show all"), ("esc", "back")]
            }
            Phase::Showing { .. } => &[("esc", "back")],
        }
    }
}
