//! Klotski's keys: the arrows move the cursor or slide the picked block, OK picks up and
//! puts down, Undo takes back, the menu solves, restarts and lists the layouts, the
//! playback's keys while a solution plays; a tap on a block, a cell or a layout; and the
//! help line that says so.

use super::view::{GRID, MENU, layout_at};
use super::{Action, Confirm, KlotskiScreen, Phase, ROOM_WORDS};
use crate::lang::app;
use crate::lang::klotski::Phrase;
use crate::screen::{Input, Lent, Outcome};
use crate::toolkit::menu;
use crate::toolkit::theme::{HelpLine, help_line};
use crate::{Key, Keys};
use embedded_graphics::prelude::Point;
use jiugong_core::klotski::{LAYOUTS, WIDTH};
use jiugong_core::sliding::Dir;

impl KlotskiScreen {
    /// The arrow that slides block `index` one cell into free `cell`, if it is next to the
    /// block's side.
    fn toward(&self, index: u8, cell: usize) -> Option<Key> {
        let block = self.board.blocks().get(usize::from(index))?;
        let (w, h) = block.shape.size();
        let (bx, by) = (
            usize::from(block.cell) % WIDTH,
            usize::from(block.cell) / WIDTH,
        );
        let (cx, cy) = (cell % WIDTH, cell / WIDTH);
        let across = (bx..bx + w).contains(&cx);
        let along = (by..by + h).contains(&cy);
        match () {
            _ if across && cy + 1 == by => Some(Key::Up),
            _ if across && cy == by + h => Some(Key::Down),
            _ if along && cx + 1 == bx => Some(Key::Left),
            _ if along && cx == bx + w => Some(Key::Right),
            _ => None,
        }
    }
}

impl Input for KlotskiScreen {
    type Confirmed = Confirm;
    type Room = [u32; ROOM_WORDS];

    /// Handles a key: the cursor, picking and sliding a block, the list of layouts, the
    /// menu, and the playback's keys while a solution plays.
    fn handle(&mut self, key: Key, lent: &mut Lent<'_, [u32; ROOM_WORDS]>) -> Outcome<Confirm> {
        if let Phase::Showing { playback, .. } = &mut self.phase {
            if let Some(step) = playback.key(key) {
                if step.is_some() {
                    self.show_position(lent.room);
                }
                return Outcome::Stay;
            }
            // Once the solution has played, a key other than Back is the player's again:
            // on the player's own board.
            if playback.is_done() && key != Key::Back {
                self.phase = Phase::Play;
                self.voice.message.clear();
                return self.handle(key, lent);
            }
        }
        if let Phase::Solving { .. } | Phase::Showing { .. } = self.phase {
            if key == Key::Back {
                // A solution a load was showing again is stopped too.
                self.resume = None;
                self.phase = Phase::Play;
                self.voice.say(Phrase::Stopped, &[]);
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
                        question: Phrase::AskOpen.text(self.voice.lang),
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

    /// A tap: an entry of the menu or a layout of the list is picked (a layout tapped is
    /// selected, tapped again played); in the box, a block tapped is picked up (tapped again,
    /// put down), and a free cell next to the picked block slides it that way (the arrow
    /// that does); a free cell tapped with no block picked takes the cursor.
    fn tap(&mut self, at: Point) -> Option<Key> {
        if self.menu.is_some() {
            return menu::tap::<Action>(MENU.0, MENU.1, self.voice.lang, at);
        }
        match self.phase {
            Phase::Choose(selected) => {
                let tapped = layout_at(selected, at)?;
                self.phase = Phase::Choose(tapped);
                return (tapped == selected).then_some(Key::Ok);
            }
            Phase::Play => {}
            Phase::Solving { .. } | Phase::Showing { .. } => return None,
        }
        let cell = GRID.cell_at(at)?;
        match (self.board.block_at(cell), self.picked) {
            (Some(block), Some(picked)) if block == usize::from(picked) => Some(Key::Ok),
            (Some(_), _) => {
                self.picked = None;
                self.cursor.set(cell);
                Some(Key::Ok)
            }
            (None, Some(picked)) => self.toward(picked, cell),
            (None, None) => {
                self.cursor.set(cell);
                None
            }
        }
    }

    fn confirmed(&mut self, Confirm::Layout(at): Confirm, _: &mut Lent<'_, [u32; ROOM_WORDS]>) {
        self.open_layout(at);
    }

    /// The help line: the keys that act now.
    fn help(&self) -> HelpLine {
        let lang = self.voice.lang;
        match (&self.phase, self.picked) {
            _ if self.menu.is_some() => help_line(lang, &menu::help::<Action>()),
            (Phase::Choose(_), _) => help_line(
                lang,
                &[
                    (Keys::UpDown, app::Phrase::Choose.text(lang)),
                    (Keys::OK, Phrase::HelpPlay.text(lang)),
                    (Keys::BACK, Phrase::HelpBack.text(lang)),
                ],
            ),
            (Phase::Showing { playback, .. }, _) => help_line(lang, playback.help()),
            (Phase::Solving { .. }, _) => help_line(
                lang,
                &[
                    (Keys::Note, Phrase::Working.text(lang)),
                    (Keys::BACK, app::Phrase::Stop.text(lang)),
                ],
            ),
            (Phase::Play, Some(_)) => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpSlide),
                    (Keys::OK, Phrase::HelpPutDown),
                    (Keys::UNDO, Phrase::HelpUndo),
                ],
            ),
            (Phase::Play, None) => help_line(
                lang,
                &[
                    (Keys::Arrows, Phrase::HelpMove),
                    (Keys::OK, Phrase::HelpPickUp),
                    (Keys::UNDO, Phrase::HelpUndo),
                    (Keys::MENU, Phrase::HelpMenu),
                ],
            ),
        }
    }
}
