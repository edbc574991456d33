//! The star's keys: the arrows go to the nearest point their way, OK numbers it, Undo takes
//! the last back, the menu shows a filling, switches the star, clears or redoes; the
//! playback's keys while one is shown; a tap on a point; and the help line that says so.

use super::view::MENU;
use super::{Action, Confirm, StarScreen};
use crate::lang::star::Phrase;
use crate::screen::{Input, Lent, Outcome};
use crate::toolkit::menu;
use crate::toolkit::playback::Step;
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;

impl StarScreen {
    /// The point an arrow in direction `(dx, dy)` leads to from `from`: the nearest point
    /// within 45° of that direction; else, of the points on that side, the one closest to
    /// the arrow's line (ahead plus twice aside); `from` itself when there is none.
    pub fn toward(&self, from: usize, (dx, dy): (i32, i32)) -> usize {
        let (fx, fy) = self.at[from];
        let mut best: Option<(bool, i32, usize)> = None;
        for (p, &(x, y)) in self.at[..self.star.points()].iter().enumerate() {
            let (vx, vy) = (x - fx, y - fy);
            let ahead = vx * dx + vy * dy;
            if p == from || ahead <= 0 {
                continue;
            }
            let aside = (vx * dy - vy * dx).abs();
            let in_cone = aside <= ahead;
            let cost = if in_cone {
                vx * vx + vy * vy
            } else {
                ahead + 2 * aside
            };
            let better = match best {
                None => true,
                Some((cone, c, _)) => (in_cone, -cost) > (cone, -c),
            };
            if better {
                best = Some((in_cone, cost, p));
            }
        }
        best.map_or(from, |(_, _, p)| p)
    }
}

impl Input for StarScreen {
    type Confirmed = Confirm;
    type Room = ();

    /// Handles a key: the arrows move between points, OK places the next number, and
    /// the playback's keys while a filling is shown.
    fn handle(&mut self, key: Key, _: &mut Lent<'_, ()>) -> Outcome<Confirm> {
        if let Some((all, playback)) = &mut self.watching {
            match playback.key(key) {
                Some(Some(Step::Forward)) => {
                    let _ = self.order.push(all[playback.at() - 1]); // at most every point
                }
                Some(Some(Step::Back)) => {
                    self.order.pop();
                }
                Some(None) => {}
                None if key == Key::Back => self.watching = None,
                None => {}
            }
            return Outcome::Stay;
        }
        if self.menu.is_some() {
            return match menu::open_key(&mut self.menu, key) {
                Some(action) => self.act(action),
                None => Outcome::Stay,
            };
        }
        match key {
            Key::Up => self.cursor = self.toward(self.cursor as usize, (0, -1)) as u8,
            Key::Down => self.cursor = self.toward(self.cursor as usize, (0, 1)) as u8,
            Key::Left => self.cursor = self.toward(self.cursor as usize, (-1, 0)) as u8,
            Key::Right => self.cursor = self.toward(self.cursor as usize, (1, 0)) as u8,
            Key::Ok => self.choose(),
            Key::Undo => self.undo(),
            Key::Menu => self.menu = Some(Action::Watch),
            Key::Back => return Outcome::Leave,
            _ => {}
        }
        Outcome::Stay
    }

    /// A tap: an entry of the menu open is picked; a point tapped takes the cursor and is
    /// numbered, as OK does there. Nothing while a filling is shown.
    fn tap(&mut self, at: Point) -> Option<Key> {
        if self.watching.is_some() {
            return None;
        }
        if self.menu.is_some() {
            return menu::tap::<Action>(MENU.0, MENU.1, self.voice.lang, at);
        }
        self.cursor = self.point_at(at)? as u8; // a point of the star: at most 20
        Some(Key::Ok)
    }

    fn confirmed(&mut self, then: Confirm, _: &mut Lent<'_, ()>) {
        self.confirmed_now(then);
    }

    /// The help line: the keys that act now.
    fn help(&self) -> HelpLine {
        let lang = self.voice.lang;
        match &self.watching {
            Some((_, playback)) => help_line(lang, playback.help()),
            None if self.menu.is_some() => help_line(lang, &menu::help::<Action>()),
            None => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpPoint),
                    (Keys::OK, Phrase::HelpNumber),
                    (Keys::UNDO, Phrase::HelpUndo),
                    (Keys::MENU, Phrase::HelpFilling),
                ],
            ),
        }
    }
}
