//! Klotski's keys: the arrows move the cursor or slide the picked block, OK picks up and
//! puts down, Undo takes back, the menu solves, restarts and lists the layouts, the
//! playback's keys while a solution plays; and the help line that says so.

use super::{Action, Confirm, KlotskiScreen, Phase};
use crate::screen::{Lent, Outcome};
use crate::toolkit::menu;
use crate::toolkit::theme::Help;
use crate::{Key, Keys};
use jiugong_core::klotski::LAYOUTS;
use jiugong_core::sliding::Dir;

impl KlotskiScreen {
    /// Handles a key: the cursor, picking and sliding a block, the list of layouts, the
    /// menu, and the playback's keys while a solution plays.
    pub(super) fn handle_key(&mut self, key: Key, lent: &mut Lent<'_, ()>) -> Outcome<Confirm> {
        if let Phase::Showing { playback, .. } = &mut self.phase {
            if let Some(step) = playback.key(key) {
                if step.is_some() {
                    self.show_position(lent.room);
                }
                return Outcome::Stay;
            }
        }
        if let Phase::Solving { .. } | Phase::Showing { .. } = self.phase {
            if key == Key::Back {
                self.phase = Phase::Play;
                self.message.say(format_args!("stopped"));
            }
            return Outcome::Stay;
        }
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action),
                None => Outcome::Stay,
            };
        }
        if let Phase::Choose(at) = self.phase {
            let chosen = match key {
                Key::Up => {
                    self.phase = Phase::Choose((at + LAYOUTS.len() - 1) % LAYOUTS.len());
                    None
                }
                Key::Down => {
                    self.phase = Phase::Choose((at + 1) % LAYOUTS.len());
                    None
                }
                Key::Ok => Some(at),
                Key::Back => {
                    self.phase = Phase::Play;
                    None
                }
                _ => None,
            };
            match chosen {
                Some(at) if self.playing() => {
                    self.phase = Phase::Choose(at);
                    return Outcome::Ask {
                        question: "Open this layout? Your moves on the board are lost.",
                        then: Confirm::Layout(at),
                    };
                }
                Some(at) => self.open_layout(at),
                None => {}
            }
            return Outcome::Stay;
        }
        let dir = match key {
            Key::Up => Some(Dir::Up),
            Key::Down => Some(Dir::Down),
            Key::Left => Some(Dir::Left),
            Key::Right => Some(Dir::Right),
            _ => None,
        };
        match (dir, self.picked) {
            (Some(dir), Some(index)) => self.slide(index, dir),
            (Some(_), None) => {
                self.cursor.step(key);
            }
            (None, _) => match key {
                Key::Ok => {
                    self.picked = match self.picked {
                        Some(_) => None,
                        None => self.board.block_at(self.cursor.cell()).map(|i| i as u8),
                    };
                }
                Key::Undo => self.undo(),
                Key::Menu => self.menu = Some(Action::Hint),
                Key::Back if self.picked.is_some() => self.picked = None,
                Key::Back => return Outcome::Leave,
                _ => {}
            },
        }
        Outcome::Stay
    }

    /// The help line: the keys that act now.
    pub(super) fn help_line(&self) -> Help<'static> {
        match (&self.phase, self.picked) {
            _ if self.menu.is_some() => menu::HELP,
            (Phase::Choose(_), _) => &[
                (Keys::UpDown, "choose"),
                (Keys::OK, "play"),
                (Keys::BACK, "back"),
            ],
            (Phase::Showing { playback, .. }, _) => playback.help(),
            (Phase::Solving { .. }, _) => &[(Keys::Note, "working..."), (Keys::BACK, "stop")],
            (Phase::Play, Some(_)) => &[
                (Keys::Arrows, "slide"),
                (Keys::OK, "put down"),
                (Keys::UNDO, "undo"),
            ],
            (Phase::Play, None) => &[
                (Keys::Arrows, "move"),
                (Keys::OK, "pick up"),
                (Keys::UNDO, "undo"),
                (Keys::MENU, "hint, solve"),
            ],
        }
    }
}
