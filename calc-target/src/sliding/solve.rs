//! Searches for the sliding puzzle's player: a solution shown, a hint, the fewest moves
//! after a solve by hand; what each is for, and what is said when one ends.

use super::{LARGEST, Phase, SHOWN, SlidingScreen};
use crate::lang::number::Decimal;
use crate::lang::sliding::Phrase;
use crate::lang::{Fill, Lang};
use crate::toolkit::playback::Playback;
use heapless::Vec;
use jiugong_core::sliding::{Board, Fast, Ida, LINES_ROOM, ManhattanLinear};

/// What a search of the sliding puzzle is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Purpose {
    /// A solution, played back.
    Show,
    /// The next move and the fewest moves left, said.
    Hint,
    /// The fewest moves from the game's start, said after a solve by hand in `u32` moves.
    Judge(u32),
}

/// The fewest moves from a board, as a search proved them: every tail of a shortest way is
/// a shortest way from where it starts, so a hint or a solution asked for on any board
/// along them needs no search.
#[derive(Clone, Debug)]
pub(super) struct Proved {
    /// The board they start from.
    from: Board,
    /// The tiles slid, in order.
    moves: Vec<u8, SHOWN>,
}

/// How a solution found compares with the fewest moves, as the search proved it: said
/// after a solution or a hint ("at most 1.25 x the fewest").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Quality {
    /// The fewest moves (3×3 and 4×4).
    Fewest,
    /// At most this many hundredths of the fewest, rounded up: never below the bound
    /// proved (the quick policy on 5×5).
    AtMost(u32),
    /// Row by row, with no bound worth saying.
    RowByRow,
}

impl Quality {
    /// From a search's bound: none for the fewest, else `n / d` times the fewest at most.
    fn of(bound: Option<(u32, u32)>) -> Quality {
        match bound {
            None => Quality::Fewest,
            Some((n, d)) => match n.checked_mul(100) {
                Some(n) => Quality::AtMost(n.div_ceil(d.max(1))),
                None => Quality::RowByRow,
            },
        }
    }
}

/// A [`Quality`] in words, in a language: "at most 1.25 x the fewest", "au plus 1,25 × le
/// minimum".
pub(super) struct Judged(pub(super) Quality, pub(super) Lang);

impl core::fmt::Display for Judged {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let Judged(quality, lang) = *self;
        match quality {
            Quality::Fewest => f.write_str(Phrase::Fewest.text(lang)),
            Quality::AtMost(h) => {
                let ratio = Decimal(u64::from(h), 2, lang);
                Fill(lang, Phrase::AtMost.text(lang), &[&ratio]).fmt(f)
            }
            Quality::RowByRow => f.write_str(Phrase::RowByRow.text(lang)),
        }
    }
}

impl SlidingScreen {
    /// Plays back a solution found (`None`: one of `len` moves, too long to keep, never
    /// seen on the app's boards, and said); whether it plays.
    pub(super) fn play_back(&mut self, moves: Option<Vec<u8, SHOWN>>, len: usize) -> bool {
        match moves {
            Some(moves) => {
                let playback = Playback::new(moves.len());
                let shown = self.board;
                self.phase = Phase::Showing {
                    moves,
                    playback,
                    shown,
                };
                true
            }
            None => {
                self.phase = Phase::Play;
                self.voice.say(Phrase::TooManyToShow, &[&len]);
                false
            }
        }
    }

    /// Starts the search from `from` for `purpose`: the fewest moves on 3×3 and 4×4, at
    /// once (not the fewest) on 5×5.
    pub(super) fn search(&mut self, from: Board, purpose: Purpose) {
        let heuristic = ManhattanLinear::new(&self.goal);
        let solving = if from.size().width == LARGEST {
            Fast::new(&from, &self.goal, heuristic, [0; LINES_ROOM]).map(Phase::Quick)
        } else {
            Ida::new(&from, &self.goal, heuristic, false).map(Phase::Solving)
        };
        match solving {
            Ok(phase) => {
                self.phase = phase;
                self.purpose = purpose;
                if !matches!(purpose, Purpose::Judge(_)) {
                    self.voice.message.clear();
                }
            }
            Err(e) => self.voice.say(Phrase::Fault, &[&e]),
        }
    }

    /// A search found `moves` from the board (`bound`: how far from the fewest they may
    /// be, `None` when they are the fewest): does what it was for.
    pub(super) fn found(
        &mut self,
        moves: Option<Vec<u8, SHOWN>>,
        len: usize,
        bound: Option<(u32, u32)>,
    ) {
        if let (Some(moves), None, Purpose::Show | Purpose::Hint) = (&moves, bound, self.purpose) {
            self.proved = Some(Proved {
                from: self.board,
                moves: moves.clone(),
            });
        }
        match (self.purpose, moves) {
            (Purpose::Show, Some(moves)) => self.show(moves, bound),
            (Purpose::Show, None) => {
                self.play_back(None, len);
            }
            (Purpose::Hint, Some(moves)) => self.hint(&moves, bound),
            (Purpose::Hint, None) => self.no_solution(),
            (Purpose::Judge(made), _) => {
                self.phase = Phase::Play;
                self.voice.say(Phrase::Judged, &[&made, &len]);
            }
        }
        self.purpose = Purpose::Show;
    }

    /// The fewest moves from the board on screen, when the last search proved a shortest
    /// way that passes through it.
    pub(super) fn proved_from_here(&self) -> Option<Vec<u8, SHOWN>> {
        let proved = self.proved.as_ref()?;
        let mut board = proved.from;
        for (k, &tile) in proved.moves.iter().enumerate() {
            if board == self.board {
                return Vec::from_slice(&proved.moves[k..]).ok();
            }
            board.slide_tile(tile);
        }
        None
    }

    /// Plays back `moves`, a solution from the board (`bound` as [`found`](Self::found)
    /// takes it), and says how it compares with the fewest.
    pub(super) fn show(&mut self, moves: Vec<u8, SHOWN>, bound: Option<(u32, u32)>) {
        let len = moves.len();
        if self.play_back(Some(moves), len) {
            match Quality::of(bound) {
                Quality::Fewest => self.voice.say(Phrase::Optimal, &[&len]),
                quality => {
                    let judged = Judged(quality, self.voice.lang);
                    self.voice.say(Phrase::Found, &[&len, &judged]);
                }
            }
        }
    }

    /// Says the first of `moves`, a solution from the board, and frames its tile.
    pub(super) fn hint(&mut self, moves: &[u8], bound: Option<(u32, u32)>) {
        self.phase = Phase::Play;
        let Some(&tile) = moves.first() else {
            return self.no_solution();
        };
        let len = moves.len();
        self.hinted = Some(tile);
        let way = self.way(tile).text(self.voice.lang);
        match Quality::of(bound) {
            Quality::Fewest => self.voice.say(Phrase::HintFewest, &[&tile, &way, &len]),
            quality => {
                let judged = Judged(quality, self.voice.lang);
                self.voice
                    .say(Phrase::HintLeft, &[&tile, &way, &len, &judged]);
            }
        }
    }

    /// Which way `tile`, next to the gap, slides into it: the arrow that slides it.
    pub(super) fn way(&self, tile: u8) -> Phrase {
        let w = usize::from(self.board.size().width);
        let t = self
            .board
            .cells()
            .iter()
            .position(|&c| c == tile)
            .unwrap_or(0);
        let g = self.board.blank();
        match () {
            _ if t + w == g => Phrase::Down,
            _ if g + w == t => Phrase::Up,
            _ if t + 1 == g => Phrase::Right,
            _ => Phrase::Left,
        }
    }

    /// A search ended without a solution.
    pub(super) fn no_solution(&mut self) {
        self.phase = Phase::Play;
        self.voice.say(Phrase::NoSolution, &[]);
    }
}
