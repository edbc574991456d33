//! Klotski's keys: the arrows move the cursor or slide the picked block, Enter picks and
//! drops, the digits solve, undo and restart, the list of layouts, the playback's keys
//! while a solution plays; and the help line that says so.

use super::{Action, Confirm, KlotskiScreen, Phase};
use crate::Key;
use crate::screen::{Lent, Outcome};
use crate::toolkit::menu;
use crate::toolkit::theme::Help;
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
        if let Phase::Solving(_) | Phase::Showing { .. } = self.phase {
            if key == Key::Esc {
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
            match key {
                Key::Up => self.phase = Phase::Choose((at + LAYOUTS.len() - 1) % LAYOUTS.len()),
                Key::Down => self.phase = Phase::Choose((at + 1) % LAYOUTS.len()),
                Key::Enter if self.playing() => {
                    return Outcome::Ask {
                        question: "Open this layout? Your moves on the board are lost.",
                        then: Confirm::Layout(at),
                    };
                }
                Key::Enter => self.open_layout(at),
                Key::Esc => self.phase = Phase::Play,
                _ => {}
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
                Key::Enter => {
                    self.picked = match self.picked {
                        Some(_) => None,
                        None => self.board.block_at(self.cursor.cell()).map(|i| i as u8),
                    };
                }
                Key::Del => self.undo(),
                Key::Digit(0) => return self.act(Action::Restart),
                Key::Digit(5) => self.solve(),
                Key::Menu => self.menu = Some(Action::Solve),
                Key::Esc if self.picked.is_some() => self.picked = None,
                Key::Esc => return Outcome::Leave,
                _ => {}
            },
        }
        Outcome::Stay
    }

    /// The help line: the keys that act now.
    pub(super) fn help_line(&self) -> Help<'static> {
        match (&self.phase, self.picked) {
            _ if self.menu.is_some() => &[("up/down or 1-4", "choose"), ("esc", "close")],
            (Phase::Choose(_), _) => &[("up/down", "choose"), ("enter", "play"), ("esc", "back")],
            (Phase::Showing { playback, .. }, _) => playback.help(),
            (Phase::Solving(_), _) => &[("", "working..."), ("esc", "stop")],
            (Phase::Play, Some(_)) => &[("arrows", "slide"), ("enter", "drop"), ("del", "undo")],
            (Phase::Play, None) => &[
                ("enter", "pick"),
                ("5", "solve"),
                ("del", "undo"),
                ("0", "restart"),
                ("menu", "more"),
            ],
        }
    }
}
