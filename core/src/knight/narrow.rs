//! Open tours of boards 3 or 4 squares wide, from any start, in time linear in the board: a
//! dynamic program over the columns of the long side that decides whether a tour exists
//! from the start, and builds one when it does — so "none" is a proof, not a search that
//! gave up.
//!
//! **Columns.** A knight reaches at most two columns ahead. So a tour, cut after column
//! `j`, leaves a *frontier*: in the next two columns, how many tour links each square has
//! already (0, 1 or 2), and which squares holding one link are the two ends of the same
//! piece of tour (or the end of a piece whose other end is a tour's end). That is a state; a
//! column's squares then choose their links ahead (to columns `j + 1` and `j + 2`) so that
//! each has two links in all, or one if it is a tour's end: the start, or the one free end.
//! A choice that closes a cycle, or finishes the tour before the last column, is refused.
//! The frontier of a 3-wide board has 6 squares, of a 4-wide board 8: at most 803 and
//! 10,823 states are reached, found as they are.
//!
//! **Linear time.** Away from the start's column and the last two, every column's choices
//! are the same, so the sets of states reached repeat with a short period after a few
//! columns: the forward pass stops as soon as a set repeats and knows every later one.
//! Walking back from a finished tour, each column picks a state of its set that leads to
//! the state chosen after it; in the periodic stretch the picks repeat too, and are
//! replayed. A board of a million columns is decided in a few hundred columns' work, and
//! its links are written once each.
//!
//! The tour is written as [`build_closed`](super::build_closed) writes one (one byte a
//! square: two moves), its two ends holding one move twice; [`number_tour`](super::number_tour)
//! numbers it from the start.

use super::board::{Size, Square};
use super::closed::{BuildError, link_moves};
use super::existence::NoTour;
use crate::search::BufferTooSmall;

/// The widest board this handles.
const MAX_H: usize = 4;
/// The squares of the working window: the column deciding and the two after it.
const SLOTS: usize = 3 * MAX_H;
/// States a board of the widest kind reaches, at most (4-wide boards reach 10,823, 3-wide
/// ones 803).
const MAX_STATES: usize = 16384;
/// Words of a set of states.
const WORDS: usize = MAX_STATES / 64;
/// Slots of the states' hash index (twice the states).
const HASH: usize = 2 * MAX_STATES;
/// Sets kept: the history of each stretch of plain columns and the special columns' inputs.
const MAX_SETS: usize = 64;
/// Columns of one stretch's history before its sets must repeat.
const MAX_HISTORY: usize = 40;
/// Steps of the walk back remembered to find where its picks repeat.
const MAX_MEMO: usize = 2048;

/// The far end of a piece whose other end is a tour's end (the start or the free end).
const TERM: u8 = 0xFE;
/// No mate: a square with no link or two.
const NONE: u8 = 0xFF;

/// The forward moves, as (rows, columns): two rows and one column, or one row and two.
const AHEAD: [(i8, u8); 4] = [(-2, 1), (2, 1), (-1, 2), (1, 2)];

/// The ways to take 0, 1 or 2 of the four moves ahead, as bits of [`AHEAD`].
const LINKS: [&[u32]; 3] = [&[0], &[1, 2, 4, 8], &[3, 5, 6, 9, 10, 12]];

/// The working window while a column decides: links and mates of its squares and of the two
/// columns after it (slot = column offset × height + row).
#[derive(Clone, Copy)]
struct Window {
    degree: [u8; SLOTS],
    mate: [u8; SLOTS],
    /// The free end (the tour's last square) is placed.
    free_used: bool,
    /// The tour is one finished piece.
    complete: bool,
}

impl Window {
    /// Joins slots `a` and `b` by a link; false if it would close a cycle or give `b` a third.
    fn link(&mut self, a: usize, b: usize) -> bool {
        if self.degree[b] >= 2 {
            return false;
        }
        let end = |w: &Window, s: usize| if w.degree[s] == 0 { s as u8 } else { w.mate[s] };
        let (ea, eb) = (end(self, a), end(self, b));
        if self.degree[a] == 1 && self.degree[b] == 1 && usize::from(self.mate[a]) == b {
            return false;
        }
        self.degree[a] += 1;
        self.degree[b] += 1;
        if ea == TERM && eb == TERM {
            self.complete = true;
        } else {
            if ea != TERM {
                self.mate[usize::from(ea)] = eb;
            }
            if eb != TERM {
                self.mate[usize::from(eb)] = ea;
            }
        }
        true
    }

    /// Makes slot `v` (one link) an end of the tour.
    fn end_tour(&mut self, v: usize) {
        let m = self.mate[v];
        if m == TERM {
            self.complete = true;
        } else {
            self.mate[usize::from(m)] = TERM;
        }
        self.mate[v] = NONE;
    }
}

/// A board in the frame of the dynamic program: `h` rows (the short side), `len` columns,
/// the start at (`row`, `col`).
#[derive(Clone, Copy)]
struct Frame {
    size: Size,
    h: usize,
    len: usize,
    row: usize,
    col: usize,
}

impl Frame {
    /// The board's square at row `r`, column `c` of the frame.
    fn square(&self, r: usize, c: usize) -> Square {
        if self.size.height as usize == self.h {
            Square::new(r as u32, c as u32)
        } else {
            Square::new(c as u32, r as u32)
        }
    }

    /// True for the columns whose choices differ from the plain ones: the start's and the
    /// last two (links ahead would leave the board).
    fn special(&self, c: usize) -> bool {
        c == self.col || c + 2 >= self.len
    }

    /// The state before the first column: no links.
    const EMPTY: u32 = 0;

    /// The window of state `key` for deciding a column.
    fn open(&self, key: u32) -> Window {
        let h = self.h;
        let mut w = Window {
            degree: [0; SLOTS],
            mate: [NONE; SLOTS],
            free_used: key & (1 << 24) != 0,
            complete: key & (1 << 25) != 0,
        };
        for s in 0..2 * h {
            match (key >> (3 * s)) & 7 {
                0 => {}
                1 => w.degree[s] = 2,
                2 => {
                    w.degree[s] = 1;
                    w.mate[s] = TERM;
                }
                label => {
                    w.degree[s] = 1;
                    w.mate[s] = (0..2 * h)
                        .find(|&t| t != s && (key >> (3 * t)) & 7 == label)
                        .map_or(NONE, |t| t as u8);
                }
            }
        }
        w
    }

    /// The state after the deciding column: the window's next two columns, pieces labelled
    /// in order of first appearance.
    fn close(&self, w: &Window) -> u32 {
        let h = self.h;
        let mut key = u32::from(w.free_used) << 24 | u32::from(w.complete) << 25;
        let mut label = [0u8; SLOTS];
        let mut next = 3u8;
        for s in h..3 * h {
            let code = match (w.degree[s], w.mate[s]) {
                (0, _) => 0,
                (2, _) => 1,
                (_, TERM) => 2,
                (_, m) => {
                    if label[s] == 0 {
                        label[s] = next;
                        label[usize::from(m)] = next;
                        next += 1;
                    }
                    label[s]
                }
            };
            key |= u32::from(code) << (3 * (s - h));
        }
        key
    }

    /// Every way column `c` can choose its links from state `key`: `found(next state,
    /// choice)`, the choice holding each row's moves ahead (4 bits) and whether it ends the
    /// tour (a fifth bit), 5 bits a row.
    fn choices(&self, key: u32, c: usize, found: &mut impl FnMut(u32, u32)) {
        self.choose(self.open(key), c, 0, 0, found);
    }

    fn choose(&self, w: Window, c: usize, r: usize, choice: u32, found: &mut impl FnMut(u32, u32)) {
        if r == self.h {
            // A finished tour must have linked every square, those of the next two columns
            // included, and none may lie beyond them; an unfinished one needs a column more.
            let done = |s: usize| c + s / self.h >= self.len || w.degree[s] == 2;
            let ok = if w.complete {
                c + 3 >= self.len && (self.h..3 * self.h).all(done)
            } else {
                c + 1 < self.len
            };
            if ok {
                found(self.close(&w), choice);
            }
            return;
        }
        let start = c == self.col && r == self.row;
        // Its moves ahead that stay on the board, as window slots, and as bits.
        let mut ahead = [0; 4];
        let mut on_board = 0u32;
        for (k, &(dr, dc)) in AHEAD.iter().enumerate() {
            let (nr, nc) = (r as i64 + i64::from(dr), c + usize::from(dc));
            if (0..self.h as i64).contains(&nr) && nc < self.len {
                ahead[k] = usize::from(dc) * self.h + nr as usize;
                on_board |= 1 << k;
            }
        }
        let d = w.degree[r];
        // An end of the tour (the start always; the free end once) has one link, every other
        // square two.
        let roles: &[bool] = match (start, w.free_used) {
            (true, _) => &[true],
            (false, false) => &[false, true],
            (false, true) => &[false],
        };
        for &ends in roles {
            let target: u8 = if ends { 1 } else { 2 };
            let Some(need) = target.checked_sub(d) else {
                continue;
            };
            for &bits in LINKS[usize::from(need)] {
                if bits & !on_board != 0 {
                    continue;
                }
                let mut next = w;
                let linked = (0..4)
                    .filter(|k| bits & (1 << k) != 0)
                    .all(|k| next.link(r, ahead[k]));
                if !linked {
                    continue;
                }
                if ends {
                    next.end_tour(r);
                    if !start {
                        next.free_used = true;
                    }
                }
                let mine = bits | u32::from(ends) << 4;
                self.choose(next, c, r + 1, choice | mine << (5 * r), found);
            }
        }
    }
}

/// A set of states, one bit each.
type Set = [u64; WORDS];

/// A stretch of columns decided one way: a special column, or plain columns `from..to`
/// whose sets repeat from `history[first]` with period `period`.
#[derive(Clone, Copy)]
struct Stretch {
    from: usize,
    to: usize,
    /// The index in the sets of this stretch's first set (the set before column `from`).
    sets: usize,
    /// Sets kept: those before columns `from`, `from + 1`, … until one repeats.
    kept: usize,
    /// The kept set that the next one repeats, and the period.
    first: usize,
    period: usize,
}

impl Stretch {
    /// The index in the sets of the set before column `c` of this stretch.
    fn set_before(&self, c: usize) -> usize {
        let k = c - self.from;
        if k < self.kept {
            self.sets + k
        } else {
            self.sets + self.first + (k - self.first) % self.period
        }
    }
}

/// The dynamic program's tables, lent to [`Narrow::build_open`] for one board at a time:
/// about 280 KB, in a `static` or on the heap (`Box::new(Narrow::new())`).
///
/// ```
/// use jiugong_core::knight::{Narrow, Size, Square, is_tour, number_tour};
///
/// let size = Size::new(1000, 3).unwrap();
/// let mut narrow = Narrow::new();
/// let mut links = vec![0u8; size.squares()];
/// narrow.build_open(size, Square::new(1, 500), &mut links)?; // from the middle
/// let mut board = vec![0u32; size.squares()];
/// number_tour(size, &links, Square::new(1, 500), &mut board)?;
/// assert!(is_tour(size, &board, false));
/// // 3×5 has no tour at all; on 3×7 no tour starts at (1, 3), the middle square:
/// assert!(narrow.build_open(Size::new(7, 3).unwrap(), Square::new(1, 3), &mut links).is_err());
/// # Ok::<(), jiugong_core::knight::BuildError>(())
/// ```
pub struct Narrow {
    keys: [u32; MAX_STATES],
    states: usize,
    /// State index + 1 by the key's hash (0: empty).
    index: [u16; HASH],
    sets: [Set; MAX_SETS],
    used: usize,
    stretches: [Stretch; 6],
    count: usize,
    /// The walk back's remembered steps: (state after, phase, state before, choice).
    memo: [(u16, u16, u16, u32); MAX_MEMO],
}

impl Default for Narrow {
    fn default() -> Self {
        Narrow::new()
    }
}

impl Narrow {
    /// Empty tables, ready for any board (they are cleared for each).
    ///
    /// ```
    /// use jiugong_core::knight::{Narrow, Size, Square, is_tour, number_tour};
    ///
    /// let mut narrow = Box::new(Narrow::new()); // about 280 KB: keep it off the stack
    /// for (w, h) in [(4, 3), (3, 10)] {
    ///     let size = Size::new(w, h).unwrap();
    ///     let (mut links, mut board) = (vec![0u8; size.squares()], vec![0u32; size.squares()]);
    ///     narrow.build_open(size, Square::new(0, 0), &mut links)?;
    ///     number_tour(size, &links, Square::new(0, 0), &mut board)?;
    ///     assert!(is_tour(size, &board, false));
    /// }
    /// # Ok::<(), jiugong_core::knight::BuildError>(())
    /// ```
    pub const fn new() -> Narrow {
        Narrow {
            keys: [0; MAX_STATES],
            states: 0,
            index: [0; HASH],
            sets: [[0; WORDS]; MAX_SETS],
            used: 0,
            stretches: [Stretch {
                from: 0,
                to: 0,
                sets: 0,
                kept: 0,
                first: 0,
                period: 1,
            }; 6],
            count: 0,
            memo: [(0, 0, 0, 0); MAX_MEMO],
        }
    }

    /// The index of state `key`, added if new (`None` when the table is full: never on
    /// boards 3 or 4 wide).
    fn intern(&mut self, key: u32) -> Option<usize> {
        let mut h = (key.wrapping_mul(0x9E37_79B9) >> 16) as usize % HASH;
        loop {
            match self.index[h] {
                0 => break,
                i if self.keys[usize::from(i) - 1] == key => return Some(usize::from(i) - 1),
                _ => h = (h + 1) % HASH,
            }
        }
        if self.states == MAX_STATES {
            return None;
        }
        self.keys[self.states] = key;
        self.states += 1;
        self.index[h] = self.states as u16;
        Some(self.states - 1)
    }

    /// A new empty set's index.
    fn new_set(&mut self) -> Result<usize, BuildError> {
        if self.used == MAX_SETS {
            return Err(BuildError::TooComplex);
        }
        self.sets[self.used] = [0; WORDS];
        self.used += 1;
        Ok(self.used - 1)
    }

    /// Set `to` becomes the states column `c` leads to from set `from`.
    fn step(&mut self, frame: &Frame, from: usize, c: usize, to: usize) -> Result<(), BuildError> {
        let mut full = false;
        let set = self.sets[from];
        for x in members(&set) {
            let key = self.keys[x];
            let mut found = [0u32; 256];
            let mut n = 0;
            let mut more = false;
            frame.choices(key, c, &mut |y, _| {
                if n < found.len() {
                    found[n] = y;
                    n += 1;
                } else {
                    more = true;
                }
            });
            if more {
                return Err(BuildError::TooComplex);
            }
            for &y in &found[..n] {
                match self.intern(y) {
                    Some(i) => self.sets[to][i / 64] |= 1 << (i % 64),
                    None => full = true,
                }
            }
        }
        if full {
            Err(BuildError::TooComplex)
        } else {
            Ok(())
        }
    }

    /// A state of set `set` from which column `c` leads to state `y`, and the choice.
    fn before(&self, frame: &Frame, set: usize, c: usize, y: u32) -> Option<(usize, u32)> {
        members(&self.sets[set]).find_map(|x| {
            let mut pick = None;
            frame.choices(self.keys[x], c, &mut |next, choice| {
                if next == y && pick.is_none() {
                    pick = Some(choice);
                }
            });
            pick.map(|choice| (x, choice))
        })
    }

    /// Builds an open tour of `size` (3 or 4 squares on its short side) from `start` into
    /// `links` (one byte a square, as [`build_closed`](super::build_closed) writes them), or
    /// says why none exists: the theorems, or this exhaustive program (a proof for the board
    /// and the start).
    pub fn build_open(
        &mut self,
        size: Size,
        start: Square,
        links: &mut [u8],
    ) -> Result<(), BuildError> {
        let h = size.width.min(size.height) as usize;
        if !(3..=MAX_H).contains(&h) || !size.contains(start) {
            return Err(BuildError::NotNarrow(size));
        }
        BufferTooSmall::check(size.squares(), links.len()).map_err(BuildError::BufferTooSmall)?;
        let frame = if size.height as usize == h {
            Frame {
                size,
                h,
                len: size.width as usize,
                row: start.row as usize,
                col: start.col as usize,
            }
        } else {
            Frame {
                size,
                h,
                len: size.height as usize,
                row: start.col as usize,
                col: start.row as usize,
            }
        };
        let none = BuildError::NoTour(NoTour::NoneFromStart(size, start));
        let end = self.forward(&frame)?.ok_or(none)?;
        links[..size.squares()].fill(NONE);
        self.backward(&frame, end, links)?;
        for l in &mut links[..size.squares()] {
            *l &= !ONE;
        }
        Ok(())
    }

    /// The forward pass: the sets of states before each column, kept by stretches; the
    /// finished tour's state after the last column, if one is reached.
    fn forward(&mut self, frame: &Frame) -> Result<Option<u32>, BuildError> {
        self.states = 0;
        self.index = [0; HASH];
        self.used = 0;
        self.count = 0;
        let mut cur = self.new_set()?;
        let first = self.intern(Frame::EMPTY).ok_or(BuildError::TooComplex)?;
        self.sets[cur][first / 64] |= 1 << (first % 64);
        let mut c = 0;
        while c < frame.len {
            let mut stretch = Stretch {
                from: c,
                sets: cur,
                kept: 1,
                first: 0,
                period: 1,
                to: c + 1,
            };
            if !frame.special(c) {
                stretch.to = (c..frame.len)
                    .find(|&j| frame.special(j))
                    .unwrap_or(frame.len);
            }
            // The sets before each column of the stretch, until one repeats.
            let mut at = c;
            loop {
                let next = self.new_set()?;
                self.step(frame, cur, at, next)?;
                at += 1;
                if at == stretch.to {
                    // The set after the stretch starts the next one.
                    cur = next;
                    break;
                }
                let seen = (stretch.sets..next).find(|&s| self.sets[s] == self.sets[next]);
                if let Some(s) = seen {
                    self.used -= 1; // the repeat is not kept
                    stretch.first = s - stretch.sets;
                    stretch.period = next - s;
                    // The set after the stretch, by the period.
                    let out = self.new_set()?;
                    let k = stretch.to - stretch.from;
                    let i = stretch.sets + stretch.first + (k - stretch.first) % stretch.period;
                    self.sets[out] = self.sets[i];
                    cur = out;
                    break;
                }
                if stretch.kept == MAX_HISTORY {
                    return Err(BuildError::TooComplex);
                }
                stretch.kept += 1;
                cur = next;
            }
            if self.count == self.stretches.len() {
                return Err(BuildError::TooComplex);
            }
            self.stretches[self.count] = stretch;
            self.count += 1;
            c = stretch.to;
        }
        Ok(members(&self.sets[cur])
            .map(|i| self.keys[i])
            .find(|&k| k & (1 << 25) != 0))
    }

    /// The walk back from the finished tour's state `end`, writing each column's links.
    fn backward(&mut self, frame: &Frame, end: u32, links: &mut [u8]) -> Result<(), BuildError> {
        let mut y = end;
        for s in (0..self.count).rev() {
            let stretch = self.stretches[s];
            let mut c = stretch.to;
            let mut memo = 0;
            while c > stretch.from {
                c -= 1;
                let k = c - stretch.from;
                let periodic = k >= stretch.kept;
                if periodic {
                    let phase = ((k - stretch.first) % stretch.period) as u16;
                    let here = self.intern(y).ok_or(BuildError::TooComplex)? as u16;
                    let again = self.memo[..memo]
                        .iter()
                        .position(|&(after, p, _, _)| after == here && p == phase);
                    if let Some(i) = again {
                        // The picks from step i on repeat: replay them down to the kept sets.
                        let cycle = memo - i;
                        let mut j = 0;
                        loop {
                            let (_, _, x, choice) = self.memo[i + j % cycle];
                            write_links(frame, c, choice, links);
                            y = self.keys[usize::from(x)];
                            j += 1;
                            if c - stretch.from == stretch.kept {
                                break;
                            }
                            c -= 1;
                        }
                        continue;
                    }
                    let set = stretch.set_before(c);
                    let (x, choice) = self
                        .before(frame, set, c, y)
                        .ok_or(BuildError::TooComplex)?;
                    if memo == MAX_MEMO {
                        return Err(BuildError::TooComplex);
                    }
                    self.memo[memo] = (here, phase, x as u16, choice);
                    memo += 1;
                    write_links(frame, c, choice, links);
                    y = self.keys[x];
                } else {
                    let set = stretch.set_before(c);
                    let (x, choice) = self
                        .before(frame, set, c, y)
                        .ok_or(BuildError::TooComplex)?;
                    write_links(frame, c, choice, links);
                    y = self.keys[x];
                }
            }
        }
        Ok(())
    }
}

/// The members of a set.
fn members(set: &Set) -> impl Iterator<Item = usize> + '_ {
    set.iter().enumerate().flat_map(|(w, &bits)| {
        (0..64)
            .filter(move |b| bits & (1 << b) != 0)
            .map(move |b| w * 64 + b)
    })
}

/// Marks a square holding one link so far.
const ONE: u8 = 0x40;

/// Writes column `c`'s links ahead, as `choice` says, on both of their squares.
fn write_links(frame: &Frame, c: usize, choice: u32, links: &mut [u8]) {
    for r in 0..frame.h {
        let bits = (choice >> (5 * r)) & 15;
        for (k, &(dr, dc)) in AHEAD.iter().enumerate() {
            if bits & (1 << k) == 0 {
                continue;
            }
            let (a, b) = (
                frame.square(r, c),
                frame.square((r as i64 + i64::from(dr)) as usize, c + usize::from(dc)),
            );
            let (ab, ba) = link_moves(a, b);
            for (s, m) in [(a, ab), (b, ba)] {
                let l = &mut links[frame.size.index(s)];
                *l = if *l == NONE {
                    m | m << 3 | ONE
                } else {
                    (*l & 7) | m << 3
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Goal, Order, OwnedSearch, check_open, is_tour, number_tour};
    use super::*;
    use crate::search::{Progress, Resumable};
    use std::vec;

    /// Every start of every board 3 or 4 wide up to `longest` columns, both ways round:
    /// the program builds a tour exactly where the complete search finds one.
    fn agrees_with_search(h: u32, longest: u32) {
        let mut narrow = Narrow::new();
        for n in 3..=longest {
            for size in [Size::new(n, h).unwrap(), Size::new(h, n).unwrap()] {
                let mut links = vec![0u8; size.squares()];
                let mut board = vec![0u32; size.squares()];
                for i in 0..size.squares() {
                    let start = size.square(i);
                    let built = narrow.build_open(size, start, &mut links);
                    let mut search =
                        OwnedSearch::owned(size, start, Order::Warnsdorff, Goal::Open).unwrap();
                    let searched = search.resume(u64::MAX);
                    match built {
                        Ok(()) => {
                            number_tour(size, &links, start, &mut board).unwrap();
                            assert!(is_tour(size, &board, false), "{size} from {start}");
                            assert_eq!(board[size.index(start)], 1);
                            assert_eq!(searched, Progress::Found, "{size} from {start}");
                        }
                        Err(e) => {
                            assert_eq!(e, BuildError::NoTour(NoTour::NoneFromStart(size, start)));
                            assert_eq!(searched, Progress::Exhausted, "{size} from {start}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn three_wide_agrees_with_the_complete_search() {
        agrees_with_search(3, 9);
    }

    #[test]
    fn four_wide_agrees_with_the_complete_search() {
        agrees_with_search(4, 6);
    }

    /// A longer board against the theorems: the program builds a tour exactly where
    /// `check_open` allows one (on these lengths the theorems say all). From every square of
    /// the first and last 9 columns along the long side, and the 3 in the middle: starts
    /// in between only move the start's column inside a stretch that repeats.
    fn agrees_with_the_theorems(size: Size) {
        let mut narrow = std::boxed::Box::new(Narrow::new());
        let mut links = vec![0u8; size.squares()];
        let mut board = vec![0u32; size.squares()];
        let long = size.width.max(size.height);
        let along = |s: Square| if size.width == long { s.col } else { s.row };
        let tried = |c: u32| c < 9 || c + 9 >= long || c.abs_diff(long / 2) <= 1;
        for i in 0..size.squares() {
            let start = size.square(i);
            if !tried(along(start)) {
                continue;
            }
            let built = narrow.build_open(size, start, &mut links);
            assert_eq!(
                built.is_ok(),
                check_open(size, start).is_ok(),
                "{size} {start}"
            );
            if built.is_ok() {
                number_tour(size, &links, start, &mut board).unwrap();
                assert!(is_tour(size, &board, false), "{size} from {start}");
            }
        }
    }

    #[test]
    fn a_long_board_3_wide_agrees_with_the_theorems() {
        agrees_with_the_theorems(Size::new(25, 3).unwrap());
    }

    #[test]
    fn a_long_board_4_wide_agrees_with_the_theorems() {
        agrees_with_the_theorems(Size::new(4, 26).unwrap());
    }

    #[test]
    fn a_longer_board_4_wide_agrees_with_the_theorems() {
        agrees_with_the_theorems(Size::new(31, 4).unwrap());
    }
}
