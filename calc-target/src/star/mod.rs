//! The pentagram screen ("君子不忘其旧"): the star drawn with its lines and 10 points; pick
//! a start, then play by choosing jumps (an illegal jump is explained on the help line), or
//! watch the paper's algorithm fill it. Key 0 switches to other stars {n/k}, where Menu
//! shows a filling found by the core's search.
//!
//! A file for each job, as in every puzzle's folder: `input` (what each key does), `view`
//! (drawing, and where each point is on screen), `describe` (the words for a screen
//! reader), `save` (save and load), `tests`; the screen's state and its rules stay here.

mod describe;
mod input;
mod save;
mod view;

use crate::Keys;
use crate::lang::star::Phrase;
use crate::lang::{Lang, app};
use crate::screen::{Lent, Outcome, Screen};
use crate::settings::Settings;
use crate::state::Coded;
use crate::toolkit::menu::Menu;
use crate::toolkit::playback::{Playback, Step};
use crate::toolkit::voice::Voice;
use crate::work::{self, Tick};
use core::fmt::Write;
use heapless::{String, Vec};
use jiugong_core::star::{Fillings, JumpError, MAX_POINTS, Star, paper_fill};
use view::{DIAMETER, POINTS, diameter, positions};

/// The paper's title, 君子不忘其旧 ("the gentleman does not forget the old").
pub const TITLE: &str = "君子不忘其旧";

/// The title in pinyin, with its tones.
pub const PINYIN: &str = "jūn zǐ bù wàng qí jiù";

/// The stars key 0 cycles through: the paper's pentagram {5/2} first.
const SHAPES: [(u8, u8); 6] = [(5, 2), (7, 2), (7, 3), (8, 3), (9, 2), (11, 2)];

/// The pentagram screen.
#[derive(Clone, Debug)]
pub struct StarScreen {
    shape: usize,
    star: Star,
    /// Screen positions of the points.
    at: [(i32, i32); MAX_POINTS],
    /// Diameter of their circles.
    diameter: u32,
    /// Points in the order they were filled: number `i` is on `order[i]`.
    order: Vec<u8, MAX_POINTS>,
    /// Points whose numbers Undo took back, the next to number again last: a new number
    /// forgets them.
    redo: Vec<u8, MAX_POINTS>,
    cursor: u8,
    /// The filling being shown, one point per tick.
    watching: Option<(Vec<u8, MAX_POINTS>, Playback)>,
    /// The menu, when open.
    menu: Option<Action>,
    /// The player's language and what the screen said last.
    voice: Voice,
    /// How many points start a full filling (`None`: not counted, the pentagram, where the
    /// paper's algorithm starts from any).
    starts: Option<u8>,
    /// Full fillings the player numbered, star by star ([`SHAPES`]' order).
    fills: [u16; SHAPES.len()],
    /// The filling on the star was counted in `fills`, or is (in part) one shown: numbers
    /// taken back and placed again (redone too) do not count it again; only a first point
    /// the player places begins a filling of the player's own.
    counted: bool,
}

impl Default for StarScreen {
    fn default() -> Self {
        let mut at = [(0, 0); MAX_POINTS];
        at[..10].copy_from_slice(&POINTS);
        StarScreen {
            shape: 0,
            star: Star::pentagram(),
            at,
            diameter: DIAMETER,
            order: Vec::new(),
            redo: Vec::new(),
            cursor: 0,
            watching: None,
            voice: Voice::new(),
            menu: None,
            starts: None,
            fills: [0; SHAPES.len()],
            counted: false,
        }
    }
}

impl StarScreen {
    /// Full fillings of the star on screen the player numbered.
    pub fn fills(&self) -> u16 {
        self.fills[self.shape]
    }

    /// The points filled so far, in order.
    pub fn order(&self) -> &[u8] {
        &self.order
    }

    /// The star on screen.
    pub fn star(&self) -> &Star {
        &self.star
    }

    /// The last message (why a jump is illegal, or the result).
    pub fn message(&self) -> &str {
        &self.voice.message
    }

    /// The star's shape as the words name it: `{5/2}`.
    fn shape(&self) -> String<8> {
        let (n, k) = SHAPES[self.shape];
        let mut shape = String::new();
        let _ = write!(shape, "{{{n}/{k}}}"); // at most {11/2}
        shape
    }

    fn filled(&self) -> [bool; MAX_POINTS] {
        let mut f = [false; MAX_POINTS];
        for &p in &self.order {
            f[p as usize] = true;
        }
        f
    }

    /// Does the menu's entry (or its key), asking first what would clear the player's
    /// numbers.
    fn act(&mut self, action: Action) -> Outcome<Confirm> {
        let (question, then) = match action {
            Action::Redo => {
                self.redo();
                return Outcome::Stay;
            }
            Action::Watch => (Phrase::AskWatch, Confirm::Watch),
            Action::NextStar => (Phrase::AskNextStar, Confirm::NextStar),
            Action::Clear => (Phrase::AskClear, Confirm::Clear),
        };
        let question = question.text(self.voice.lang);
        if self.playing() {
            return Outcome::Ask { question, then };
        }
        self.confirmed_now(then);
        Outcome::Stay
    }

    /// Does what the player confirmed (or what needed no asking).
    fn confirmed_now(&mut self, then: Confirm) {
        match then {
            Confirm::NextStar => self.next_shape(),
            Confirm::Watch => self.watch_filling(),
            Confirm::Clear => {
                self.order.clear();
                self.redo.clear();
                self.voice.message.clear();
            }
        }
    }

    /// True while the player has numbers on an unfinished star: what a switch would lose.
    fn playing(&self) -> bool {
        !self.order.is_empty() && self.order.len() < self.star.points()
    }

    fn pentagram(&self) -> bool {
        self.shape == 0
    }

    /// The name of point `p`: a letter (the paper's, A to J, on the pentagram), so that a
    /// point's name is never taken for a number placed.
    fn name(&self, p: usize) -> String<3> {
        let mut s = String::new();
        let _ = s.push(Star::letter(p)); // one letter fits
        s
    }

    /// The points the next number may go to, marked as the knight's legal squares are:
    /// none before the first number (it may go anywhere) or while a filling plays.
    fn landings(&self) -> [bool; MAX_POINTS] {
        let mut lands = [false; MAX_POINTS];
        let (Some(&from), None) = (self.order.last(), &self.watching) else {
            return lands;
        };
        let filled = self.filled();
        for (p, land) in lands.iter_mut().enumerate().take(self.star.points()) {
            *land = self.star.check_jump(&filled, usize::from(from), p).is_ok();
        }
        lands
    }

    fn next_shape(&mut self) {
        self.shape = (self.shape + 1) % SHAPES.len();
        let (n, k) = SHAPES[self.shape];
        let (lang, fills) = (self.voice.lang, self.fills);
        *self = match Star::polygon(n, k) {
            Ok(star) if self.shape != 0 => {
                let at = positions(&star);
                StarScreen {
                    shape: self.shape,
                    diameter: diameter(&at[..star.points()]),
                    at,
                    star,
                    voice: Voice {
                        lang,
                        ..Voice::new()
                    },
                    fills,
                    ..StarScreen::default()
                }
            }
            _ => StarScreen {
                voice: Voice {
                    lang,
                    ..Voice::new()
                },
                fills,
                ..StarScreen::default()
            },
        };
        if !self.pentagram() {
            self.starts = self.starts_with_a_filling().map(|n| n as u8);
        }
    }

    /// The paper's algorithm (pentagram) or the core's search (other stars) from the
    /// chosen start (or the cursor), shown point by point.
    fn watch_filling(&mut self) {
        let start = self.order.first().copied().unwrap_or(self.cursor);
        let name = self.name(start as usize);
        let found = if self.pentagram() {
            paper_fill(start as usize).ok()
        } else {
            let search = Fillings::new(&self.star, start as usize);
            match search.map(|mut f| (work::tick(&mut f), f.filling())) {
                Ok((Tick::Found, f)) => Some(f),
                Ok((Tick::Exhausted, _)) => {
                    self.say_none_from(start);
                    return;
                }
                _ => {
                    self.voice.say(Phrase::NotInTime, &[&name]);
                    return;
                }
            }
        };
        if let Some(f) = found {
            let mut all = Vec::new();
            for &p in f.order() {
                let _ = all.push(p); // room for every point
            }
            self.order.clear();
            self.redo.clear();
            self.counted = true; // the computer's filling, not the player's
            let playback = Playback::new(all.len());
            self.watching = Some((all, playback));
            if self.pentagram() {
                self.voice.say(Phrase::PaperFrom, &[&name]);
            } else {
                self.voice.say(Phrase::SearchFrom, &[&name]);
            }
        }
    }

    /// No filling starts at `start`: a fact of the star, not a fault, said with how many
    /// points do start one (counted as the star was chosen).
    fn say_none_from(&mut self, start: u8) {
        let name = self.name(start as usize);
        match self.starts.map(usize::from) {
            Some(0) => {
                let shape = self.shape();
                self.voice.say(Phrase::NoPointStarts, &[&shape]);
            }
            Some(m) => {
                let points = self.star.points();
                self.voice.say(Phrase::NoneFrom, &[&name, &m, &points]);
            }
            None => self.voice.say(Phrase::NoFillingAt, &[&name]),
        }
    }

    /// Whether a full filling starts at point `p`, when the search ends within a tick's
    /// work (it does on the app's stars).
    fn starts_one(&self, p: u8) -> Option<bool> {
        let mut search = Fillings::new(&self.star, usize::from(p)).ok()?;
        match work::tick(&mut search) {
            Tick::Found => Some(true),
            Tick::Exhausted => Some(false),
            _ => None,
        }
    }

    /// How many of the star's points start a full filling, if the searches all end within
    /// a tick's work each (they do on the app's stars: a few thousand nodes).
    fn starts_with_a_filling(&self) -> Option<usize> {
        let mut starts = 0;
        for p in 0..self.star.points() {
            let mut search = Fillings::new(&self.star, p).ok()?;
            match work::tick(&mut search) {
                Tick::Found => starts += 1,
                Tick::Exhausted => {}
                _ => return None,
            }
        }
        Some(starts)
    }

    /// Numbers point `p`, a legal jump from the last numbered: a full star said, else
    /// nothing (what was said of the star before is stale).
    fn number(&mut self, p: u8) {
        // A legal jump lands on a free point: room for every point.
        let _ = self.order.push(p);
        if self.order.len() == self.star.points() {
            if !core::mem::replace(&mut self.counted, true) {
                let fills = &mut self.fills[self.shape];
                *fills = fills.saturating_add(1);
            }
            let n = self.star.points();
            self.voice.say(Phrase::AllFilled, &[&n]);
        } else {
            self.voice.message.clear();
        }
    }

    /// Whether point `p` may take the next number: any point of the star first, then a
    /// legal jump from the last numbered.
    fn may_number(&self, p: u8) -> bool {
        match self.order.last() {
            None => usize::from(p) < self.star.points(),
            Some(&from) => self
                .star
                .check_jump(&self.filled(), usize::from(from), usize::from(p))
                .is_ok(),
        }
    }

    /// Undo: the last number taken back, to be redone.
    fn undo(&mut self) {
        if let Some(p) = self.order.pop() {
            let _ = self.redo.push(p); // numbered and taken back points are all different
        }
        self.voice.message.clear();
    }

    /// The menu's redo: the last number taken back placed again, the cursor on its point.
    fn redo(&mut self) {
        let Some(p) = self.redo.pop() else {
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        };
        // Each was a legal jump from the number before (checked again on load).
        if !self.may_number(p) {
            self.redo.clear();
            self.voice.say(app::Phrase::NothingToRedo, &[]);
            return;
        }
        self.cursor = p;
        self.number(p);
        if self.voice.message.is_empty() {
            self.voice.say(app::Phrase::Redone, &[]);
        }
    }

    fn choose(&mut self) {
        let target = self.cursor as usize;
        let Some(&from) = self.order.last() else {
            self.redo.clear();
            self.counted = false; // a filling of the player's own begins
            let _ = self.order.push(self.cursor); // the first point
            if self.starts_one(self.cursor) == Some(false) {
                // A start no filling begins from is said at once, not at the end.
                self.say_none_from(self.cursor);
            } else {
                let name = self.name(target);
                self.voice.say(Phrase::FirstPlaced, &[&name]);
            }
            return;
        };
        match self.star.check_jump(&self.filled(), from as usize, target) {
            Ok(()) => {
                self.redo.clear();
                self.number(self.cursor);
            }
            Err(JumpError::BendsAtTip(t)) => {
                let name = self.name(t as usize);
                self.voice.say(Phrase::BendsAtTip, &[&name]);
            }
            Err(JumpError::NotOneBetween { between: 0 }) => self.voice.say(Phrase::Neighbours, &[]),
            Err(JumpError::NotOneBetween { between }) => {
                self.voice.say(Phrase::Between, &[&between])
            }
            Err(JumpError::NoSuchPoint) => self.voice.say(Phrase::NoSuchPoint, &[]),
            Err(JumpError::SamePoint) => self.voice.say(Phrase::SamePoint, &[]),
            Err(JumpError::Filled) => self.voice.say(Phrase::LandingFilled, &[]),
            Err(JumpError::NotOnALine) => self.voice.say(Phrase::NotOnALine, &[]),
        }
    }
}

/// The star's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Watch,
    NextStar,
    Clear,
    Redo,
}

/// Each entry's byte in a saved state (the menu open when the games were saved), whatever
/// the menu's order.
impl Coded for Action {
    const BYTES: &'static [(Action, u8)] = &[
        (Action::Watch, 0),
        (Action::NextStar, 1),
        (Action::Clear, 2),
        (Action::Redo, 3),
    ];
}

impl Menu for Action {
    const ALL: &'static [Action] = &[Action::Watch, Action::NextStar, Action::Clear, Action::Redo];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Action::Watch => Phrase::Watch,
            Action::NextStar => Phrase::NextStar,
            Action::Clear => Phrase::Clear,
            Action::Redo => Phrase::Redo,
        }
        .text(lang)
    }
}

/// What needs the player's yes on the star.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// The next star of the list.
    NextStar,
    /// A full filling shown from the first point (or the cursor).
    Watch,
    /// The numbers taken off.
    Clear,
}

impl Screen for StarScreen {
    type Phrase = Phrase;

    const ROOM: () = ();

    const RULES: &'static [Phrase] = &[Phrase::RuleJumps, Phrase::RuleMenu, Phrase::RuleSource];

    const KEYS: &'static [(Keys, Phrase)] = &[
        (Keys::Arrows, Phrase::KeyArrows),
        (Keys::OK, Phrase::KeyOk),
        (Keys::UNDO, Phrase::KeyUndo),
        (Keys::MENU, Phrase::KeyMenu),
        (Keys::BACK, Phrase::KeyBack),
    ];

    fn fresh() -> Option<StarScreen> {
        Some(StarScreen::default())
    }

    fn configure(&mut self, settings: Settings) {
        self.voice.lang = settings.lang;
    }

    fn unsay(&mut self) {
        self.voice.message.clear();
    }

    /// The filling being shown, a point at the playback's pace.
    fn tick(&mut self, _: &mut Lent<'_, ()>) -> bool {
        let Some((all, playback)) = &mut self.watching else {
            return false;
        };
        if playback.tick() == Some(Step::Forward) {
            let _ = self.order.push(all[playback.at() - 1]); // at most every point
        }
        if playback.is_done() {
            self.watching = None;
            return false;
        }
        playback.is_running()
    }
}

#[cfg(test)]
mod tests;
