//! The breadth-first search in little memory: only the last three layers of positions are
//! kept, 4 bytes each, and the solution is traced afterwards by meeting in the middle.

use super::moves::{Metric, code, solved, successors};
use super::{Board, CELLS, COVERED, KlotskiError, Shape, pattern};
use crate::search::{Progress, Resumable};

/// The most blocks and empty cells together a [`Frontier`] takes: a position is then a
/// number below 5¹³, which fits in 4 bytes (the traditional layouts have 12).
pub const MOST_PARTS: usize = 13;

/// The position `key` ([`Board::key`]) in 4 bytes: the codes of the cells that are not a
/// block's other cells (0 empty, 1 to 4 a block's top-left cell), in reading order, as the
/// digits of a number in base 5, the first the lowest. Exact for up to [`MOST_PARTS`] parts.
fn pack(key: u64) -> u32 {
    let (mut packed, mut place) = (0u32, 1u32);
    for c in 0..CELLS {
        let code = code(key, c);
        if code != COVERED {
            packed = packed.wrapping_add(code as u32 * place);
            place = place.wrapping_mul(5);
        }
    }
    packed
}

/// The key [`pack`] made `packed` from.
fn unpack(mut packed: u32) -> u64 {
    let (mut key, mut covered) = (0u64, 0u32);
    for c in 0..CELLS {
        if covered >> c & 1 == 1 {
            continue;
        }
        let digit = packed % 5;
        packed /= 5;
        if let Some(&shape) = Shape::ALL.get((digit as usize).wrapping_sub(1)) {
            covered |= shape.at(c).unwrap_or(0);
            key |= pattern(shape, c);
        }
    }
    key
}

/// Sorts `keys` in place: a quicksort (Hoare's partition around the median of three, the
/// shorter side first, so at most 64 levels deep), insertion sort below 16 keys, and a heap
/// sort where the splits keep going badly. A tenth of the standard library's sort in code
/// (the browser's download, the calculators' flash), about as fast on these keys.
fn sort(keys: &mut [u32]) {
    sort_within(keys, 64);
}

/// [`sort`], with `depth` bad splits left before the heap sort.
fn sort_within(mut keys: &mut [u32], mut depth: u32) {
    loop {
        let n = keys.len();
        if n <= 16 {
            for i in 1..n {
                let mut j = i;
                while j > 0 && keys[j - 1] > keys[j] {
                    keys.swap(j - 1, j);
                    j -= 1;
                }
            }
            return;
        }
        if depth == 0 {
            return heap_sort(keys);
        }
        depth -= 1;
        let (a, b, c) = (keys[0], keys[n / 2], keys[n - 1]);
        let pivot = a.max(b).min(a.min(b).max(c));
        // Hoare: every key left of the split is at most the pivot, every key right of it
        // at least; the pivot's value is in the slice, so both scans stop inside it.
        let (mut i, mut j) = (0, n - 1);
        loop {
            while keys[i] < pivot {
                i += 1;
            }
            while keys[j] > pivot {
                j -= 1;
            }
            if i >= j {
                break;
            }
            keys.swap(i, j);
            i += 1;
            j -= 1;
        }
        let (left, right) = keys.split_at_mut(j + 1);
        if left.len() < right.len() {
            sort_within(left, depth);
            keys = right;
        } else {
            sort_within(right, depth);
            keys = left;
        }
    }
}

/// Sorts `keys` in place, in O(n log n) whatever their order.
fn heap_sort(keys: &mut [u32]) {
    // Moves `keys[root]` down its heap of `end` keys until no child is larger.
    fn sift(keys: &mut [u32], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && keys[child] < keys[child + 1] {
                child += 1;
            }
            if keys[root] >= keys[child] {
                return;
            }
            keys.swap(root, child);
            root = child;
        }
    }
    let n = keys.len();
    for root in (0..n / 2).rev() {
        sift(keys, root, n);
    }
    for end in (1..n).rev() {
        keys.swap(0, end);
        sift(keys, 0, end);
    }
}

/// Whether `key` is in `sorted`.
fn has(sorted: &[u32], key: u32) -> bool {
    sorted.binary_search(&key).is_ok()
}

/// Sorts `keys` and drops repeats; returns how many are left at the front.
fn sort_unique(keys: &mut [u32]) -> usize {
    sort(keys);
    let mut len = 0;
    for i in 0..keys.len() {
        if len == 0 || keys[i] != keys[len - 1] {
            keys[len] = keys[i];
            len += 1;
        }
    }
    len
}

/// What the search is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Layers out from the start until a solved position turns up.
    Forward,
    /// Layers out from path position `from` until the layer `to` − `from` moves out is
    /// whole; it is the middle layer of the span (`from`, `to`) of the path.
    Out { from: u32, to: u32 },
    /// Layers out from path position `to` until a position of the middle layer turns up,
    /// the position at `(from + to) / 2`.
    Back { from: u32, to: u32 },
    /// Every position of the path is known (or there is none).
    Done,
}

/// One breadth-first layer walk in the room: the previous, current and next layers lie one
/// after another from `base`, the first two sorted.
#[derive(Clone, Copy, Debug)]
struct Layers {
    base: usize,
    prev: usize,
    cur: usize,
    next: usize,
    /// The next position of the current layer to expand.
    head: usize,
    /// Moves from the walk's root to the current layer.
    depth: u32,
}

impl Layers {
    /// A walk from `root`, placed at `base` of `room`.
    fn new(room: &mut [u32], base: usize, root: u32) -> Layers {
        room[base] = root;
        Layers {
            base,
            prev: 0,
            cur: 1,
            next: 0,
            head: 0,
            depth: 0,
        }
    }

    /// Where the next layer ends in the room.
    fn end(&self) -> usize {
        self.base + self.prev + self.cur + self.next
    }

    /// Sorts the next layer and makes it the current one; false if it is empty.
    fn advance(&mut self, room: &mut [u32]) -> bool {
        let start = self.base + self.prev + self.cur;
        self.next = sort_unique(&mut room[start..start + self.next]);
        room.copy_within(self.base + self.prev..start + self.next, self.base);
        (self.prev, self.cur, self.next) = (self.cur, self.next, 0);
        self.head = 0;
        self.depth += 1;
        self.cur > 0
    }
}

/// A breadth-first search for a shortest solution that needs little memory, for a
/// calculator: it keeps only the last three layers of positions, 4 bytes each, in a room
/// the caller lends (positions one move from a layer lie in the layer before it, the layer
/// itself or the next). Once a solved position turns up, the path to it is traced by meeting
/// in the middle: the positions the half-way number of moves out from one end of a span
/// and the rest from the other meet only on shortest paths; each meeting point splits the
/// span in two, so the reachable set is walked about twice per halving, not once per move.
/// Positions are the same as [`Bfs`](super::Bfs)'s, blocks of one shape interchangeable.
///
/// The search holds no borrow, so that a calculator keeps it between ticks: each slice runs
/// through [`Frontier::lend`], which pairs it with its room (the same room every time,
/// untouched in between) as a [`Resumable`]. A node is a position generated.
/// [`Progress::Found`]: the whole path is known ([`Frontier::length`],
/// [`Frontier::position`]); [`Progress::Exhausted`]: every reachable position was found and
/// none is solved; [`Progress::OutOfRoom`]: the room is full; [`Progress::Paused`]: the
/// budget ran out.
///
/// ```
/// use jiugong_core::klotski::{Board, Frontier, Metric};
/// use jiugong_core::search::{Progress, Resumable};
///
/// let start = Board::parse("GAAH/GAAH/IBBJ/ICDJ/E..F")?;
/// let mut room = [0u32; 6_000];
/// let mut search = Frontier::new(&start, Metric::Piece)?;
/// assert_eq!(search.lend(&mut room).resume(u64::MAX), Progress::Found);
/// assert_eq!(search.length(), Some(81));
/// let mut board = start;
/// for i in 1..=81 {
///     board.follow(search.position(&room, i).unwrap()).unwrap();
/// }
/// assert!(board.is_solved());
/// assert!(search.room_used() < 6_000);
/// # Ok::<(), jiugong_core::klotski::KlotskiError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Frontier {
    metric: Metric,
    start: u32,
    stage: Stage,
    layers: Layers,
    /// Moves of the solution, once a solved position is found; the path's positions then
    /// take the last `length + 1` places of the room, the start first.
    length: Option<u32>,
    /// The middle layer of the span being split, at the room's start.
    middle: usize,
    /// Spans of the path still to split, as (from, to).
    spans: [(u32, u32); 32],
    pending: usize,
    /// Path positions placed between the ends.
    placed: u32,
    /// The most places of the room used at once.
    most: usize,
    nodes: u64,
    full: bool,
    status: Progress,
}

impl Frontier {
    /// A search from `start` in `metric`. Boards with more than [`MOST_PARTS`] blocks and
    /// empty cells together are refused.
    ///
    /// ```
    /// use jiugong_core::klotski::{Board, Frontier, KlotskiError, Metric};
    /// use jiugong_core::search::{Progress, Resumable};
    ///
    /// let start = Board::parse("BBCC/DDEE/FAAG/FAAG/H..I")?; // block A one cell above the exit
    /// let mut search = Frontier::new(&start, Metric::Cell)?;
    /// let mut room = [0u32; 256];
    /// assert_eq!(search.lend(&mut room).resume(u64::MAX), Progress::Found);
    /// assert_eq!(search.length(), Some(1));
    /// // Fourteen soldiers, A and two empty cells: 17 parts.
    /// let crowded = Board::parse("BAAC/DAAE/FGHI/JKLM/NO..")?;
    /// assert_eq!(Frontier::new(&crowded, Metric::Piece).err(), Some(KlotskiError::TooManyParts(17)));
    /// # Ok::<(), KlotskiError>(())
    /// ```
    pub fn new(start: &Board, metric: Metric) -> Result<Frontier, KlotskiError> {
        let parts = start.blocks().len() + start.empty_cells();
        if parts > MOST_PARTS {
            return Err(KlotskiError::TooManyParts(parts));
        }
        let key = start.key();
        let mut search = Frontier {
            metric,
            start: pack(key),
            stage: Stage::Forward,
            layers: Layers {
                base: 0,
                prev: 0,
                cur: 0,
                next: 0,
                head: 0,
                depth: 0,
            },
            length: None,
            middle: 0,
            spans: [(0, 0); 32],
            pending: 0,
            placed: 0,
            most: 0,
            nodes: 1,
            full: false,
            status: Progress::Paused,
        };
        if solved(key) {
            search.length = Some(0);
            search.stage = Stage::Done;
            search.status = Progress::Found;
        }
        Ok(search)
    }

    /// Pairs the search with its room, to run as any other [`Resumable`].
    pub fn lend<'a>(&'a mut self, room: &'a mut [u32]) -> WithRoom<'a> {
        WithRoom { search: self, room }
    }

    /// Moves of a shortest solution, once one is found (the path may still be being
    /// traced).
    pub fn length(&self) -> Option<u32> {
        self.length
    }

    /// Moves from the start to the layer being searched, before a solution is found.
    pub fn depth(&self) -> u32 {
        match self.stage {
            Stage::Forward => self.layers.depth,
            _ => self.length.unwrap_or(0),
        }
    }

    /// Positions of the path between the start and the solved one placed so far (all
    /// `length − 1` of them once [`Found`](Progress::Found)).
    pub fn placed(&self) -> u32 {
        self.placed
    }

    /// The most places of the room the search has used at once (4 bytes each).
    pub fn room_used(&self) -> usize {
        self.most
    }

    /// The key ([`Board::key`]) of the `i`th position of the solution, the start being the
    /// 0th, once [`Found`](Progress::Found); `room` is the room the search ran in.
    pub fn position(&self, room: &[u32], i: u32) -> Option<u64> {
        if self.status != Progress::Found {
            return None;
        }
        let length = self.length?;
        match i {
            0 => Some(unpack(self.start)),
            _ if i <= length => Some(unpack(room[self.path_at(room, length) + i as usize])),
            _ => None,
        }
    }

    /// Where the path's positions start in the room.
    fn path_at(&self, room: &[u32], length: u32) -> usize {
        room.len() - length as usize - 1
    }

    /// Runs at most `budget` more nodes in `room` (the same room every time).
    fn resume_in(&mut self, room: &mut [u32], budget: u64) -> Progress {
        let progress = self.run_in(room, budget);
        if self.full {
            self.status = Progress::OutOfRoom;
            return self.status;
        }
        progress
    }

    /// [`resume_in`](Self::resume_in), which says when `full` was set.
    fn run_in(&mut self, room: &mut [u32], budget: u64) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        if self.layers.cur == 0 {
            // The first call: the walk from the start.
            if room.is_empty() {
                self.full = true;
                return Progress::Paused;
            }
            self.layers = Layers::new(room, 0, self.start);
        }
        let stop = self.nodes.saturating_add(budget);
        loop {
            let (goal, span) = match self.stage {
                Stage::Done => {
                    self.status = Progress::Found;
                    return self.status;
                }
                Stage::Forward => (Goal::Solved, None),
                Stage::Out { from, to } => (Goal::Whole((to - from) / 2), Some((from, to))),
                Stage::Back { from, to } => (Goal::Meet(self.middle), Some((from, to))),
            };
            match (self.walk(room, stop, goal), span) {
                (Walked::Paused, _) => return Progress::Paused,
                (Walked::Exhausted, _) => {
                    // From the start: no solution. Between two ends of a span, which are
                    // a known number of moves apart, it cannot happen.
                    self.status = Progress::Exhausted;
                    return self.status;
                }
                (Walked::Met(key), None) => {
                    // The first solved position found lies a whole layer out: it would have
                    // turned up a layer earlier otherwise.
                    let length = self.layers.depth + 1;
                    // The path, and at least the root of a walk before it.
                    if length as usize + 2 > room.len() {
                        self.full = true;
                        return Progress::Paused;
                    }
                    self.length = Some(length);
                    let at = self.path_at(room, length);
                    room[at] = self.start;
                    room[at + length as usize] = pack(key);
                    self.most = self.most.max(room.len() - at);
                    self.split(0, length);
                    self.next_span(room);
                }
                (Walked::Whole, Some((from, to))) => {
                    // The layer half-way out is whole: it is the middle layer; now out from
                    // the other end until it is met.
                    let l = self.layers;
                    room.copy_within(l.base + l.prev..l.base + l.prev + l.cur, 0);
                    self.middle = l.cur;
                    let path = self.path_at(room, self.length.unwrap_or(0));
                    if self.middle >= path {
                        // No place left for the walk from the other end.
                        self.full = true;
                        return Progress::Paused;
                    }
                    let root = room[path + to as usize];
                    self.layers = Layers::new(room, self.middle, root);
                    self.stage = Stage::Back { from, to };
                }
                (Walked::Met(key), Some((from, to))) => {
                    // The meeting point lies half-way along a shortest path between the
                    // span's ends: a position on it.
                    let half = from + (to - from) / 2;
                    let at = self.path_at(room, self.length.unwrap_or(0));
                    room[at + half as usize] = pack(key);
                    self.placed += 1;
                    self.split(half, to);
                    self.split(from, half);
                    self.next_span(room);
                }
                (Walked::Whole, None) => self.stage = Stage::Done,
            }
        }
    }

    /// Keeps the span (`from`, `to`) of the path to split if a position lies inside it.
    ///
    /// Spans are split depth first, so those pending are the right halves of the spans
    /// being split, one per halving: fewer than 32 for any path shorter than 2³² moves.
    fn split(&mut self, from: u32, to: u32) {
        if to - from >= 2 && self.pending < self.spans.len() {
            self.spans[self.pending] = (from, to);
            self.pending += 1;
        }
    }

    /// Starts on the next span to split, or ends the search.
    fn next_span(&mut self, room: &mut [u32]) {
        if self.pending == 0 {
            self.stage = Stage::Done;
            return;
        }
        self.pending -= 1;
        let (from, to) = self.spans[self.pending];
        let root = room[self.path_at(room, self.length.unwrap_or(0)) + from as usize];
        self.layers = Layers::new(room, 0, root);
        self.stage = Stage::Out { from, to };
    }

    /// Walks layer by layer until `goal`, the budget's end (`stop` nodes in all) or a full
    /// room.
    fn walk(&mut self, room: &mut [u32], stop: u64, goal: Goal) -> Walked {
        // The path's positions, once known, take the end of the room.
        let limit = match self.length {
            Some(length) if self.stage != Stage::Forward => self.path_at(room, length),
            _ => room.len(),
        };
        let (metric, mut l, mut nodes, mut most) =
            (self.metric, self.layers, self.nodes, self.most);
        let walked = loop {
            if l.head == l.cur {
                if !l.advance(room) {
                    break Walked::Exhausted;
                }
                if goal == Goal::Whole(l.depth) {
                    break Walked::Whole;
                }
                continue;
            }
            if nodes >= stop {
                break Walked::Paused;
            }
            let key = unpack(room[l.base + l.prev + l.head]);
            let mut met = None;
            let mut full = false;
            successors(key, metric, |next| {
                nodes += 1;
                let packed = pack(next);
                let found = match goal {
                    Goal::Solved => solved(next),
                    Goal::Meet(middle) => has(&room[..middle], packed),
                    Goal::Whole(_) => false,
                };
                if found {
                    met = Some(next);
                    return false;
                }
                let older = &room[l.base..l.base + l.prev + l.cur];
                let (prev, cur) = older.split_at(l.prev);
                if has(prev, packed)
                    || has(cur, packed)
                    || (l.next > 0 && room[l.end() - 1] == packed)
                {
                    return true;
                }
                if l.end() == limit {
                    // Full: drop the repeats in the next layer, then give up if no room.
                    let start = l.base + l.prev + l.cur;
                    l.next = sort_unique(&mut room[start..start + l.next]);
                    if l.end() == limit {
                        full = true;
                        return false;
                    }
                }
                room[l.end()] = packed;
                l.next += 1;
                most = most.max(l.end());
                true
            });
            if let Some(key) = met {
                break Walked::Met(key);
            }
            if full {
                self.full = true;
                break Walked::Paused;
            }
            l.head += 1;
        };
        (self.layers, self.nodes, self.most) = (l, nodes, most);
        walked
    }
}

/// What a walk looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// A solved position.
    Solved,
    /// The layer this many moves out, whole.
    Whole(u32),
    /// A position of the middle layer, the first this many places of the room.
    Meet(usize),
}

/// Where a walk stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walked {
    /// Budget spent, or the room is full.
    Paused,
    /// No more positions.
    Exhausted,
    /// The layer asked for is whole.
    Whole,
    /// The position looked for, as a key.
    Met(u64),
}

/// A [`Frontier`] search and the room it runs in, as a [`Resumable`] ([`Frontier::lend`]).
#[derive(Debug)]
pub struct WithRoom<'a> {
    search: &'a mut Frontier,
    room: &'a mut [u32],
}

impl Resumable for WithRoom<'_> {
    fn resume(&mut self, budget: u64) -> Progress {
        self.search.resume_in(self.room, budget)
    }

    fn nodes(&self) -> u64 {
        self.search.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::klotski::{Bfs, LAYOUTS, slots_for};
    use std::vec;

    proptest::proptest! {
        /// The sort sorts as the standard library's does: random keys, few distinct
        /// ones, and runs already in order or reversed.
        #[test]
        fn the_sort_sorts(
            mut keys in proptest::collection::vec(proptest::num::u32::ANY, 0..3000),
            distinct in proptest::prop_oneof![1u32..4, 4u32..u32::MAX],
            order in 0u8..3,
        ) {
            for k in &mut keys {
                *k %= distinct;
            }
            match order {
                1 => keys.sort_unstable(),
                2 => keys.sort_unstable_by(|a, b| b.cmp(a)),
                _ => {}
            }
            let mut expected = keys.clone();
            expected.sort_unstable();
            sort(&mut keys);
            proptest::prop_assert_eq!(&keys, &expected);
            let mut heaped = expected.clone();
            heaped.reverse();
            heap_sort(&mut heaped);
            proptest::prop_assert_eq!(heaped, expected);
        }
    }

    #[test]
    fn packing_round_trips() {
        for layout in LAYOUTS {
            let key = layout.start().unwrap().key();
            assert_eq!(unpack(pack(key)), key, "{}", layout.ascii);
        }
    }

    #[test]
    fn same_lengths_as_the_full_search_with_valid_paths() {
        let n = 100_000;
        let (mut states, mut parents) = (vec![0u64; n], vec![0u32; n]);
        let mut slots = vec![0u32; slots_for(n)];
        let mut room = vec![0u32; 20_000];
        for layout in LAYOUTS {
            let start = layout.start().unwrap();
            for metric in Metric::ALL {
                let mut bfs = Bfs::new(
                    &start,
                    metric,
                    false,
                    &mut states[..],
                    &mut parents[..],
                    &mut slots[..],
                )
                .unwrap();
                bfs.resume(u64::MAX);
                let mut search = Frontier::new(&start, metric).unwrap();
                // Small slices, as a calculator runs it.
                while search.resume_in(&mut room, 997) == Progress::Paused {
                    assert!(!search.full, "{} {metric:?}", layout.ascii);
                }
                let length = search.length().unwrap();
                assert_eq!(
                    Some(length),
                    bfs.solution_length(),
                    "{} {metric:?}",
                    layout.ascii
                );
                if metric == Metric::Piece {
                    assert_eq!(length, u32::from(layout.fewest), "{}", layout.ascii);
                }
                assert_eq!(search.placed(), length.saturating_sub(1));
                let mut board = start;
                for i in 1..=length {
                    let next = search.position(&room, i).unwrap();
                    assert!(
                        board.follow(next).is_some(),
                        "{} {metric:?} move {i}",
                        layout.ascii
                    );
                    assert_eq!(board.key(), next);
                }
                assert!(board.is_solved());
                assert_eq!(search.position(&room, length + 1), None);
            }
        }
    }

    #[test]
    fn unsolvable_small_room_and_solved_start() {
        // The 2×2 walled in by lying generals it cannot pass.
        let walled = Board::parse("AA.B/AA.B/CCDD/EEFF/GGHH").unwrap();
        let mut room = [0u32; 1_000];
        let mut search = Frontier::new(&walled, Metric::Piece).unwrap();
        assert_eq!(search.lend(&mut room).resume(u64::MAX), Progress::Exhausted);
        assert_eq!(search.length(), None);

        let start = LAYOUTS[0].start().unwrap();
        let mut tiny = [0u32; 100];
        let mut search = Frontier::new(&start, Metric::Piece).unwrap();
        assert_eq!(search.lend(&mut tiny).resume(u64::MAX), Progress::OutOfRoom);
        assert_eq!(search.lend(&mut tiny).resume(u64::MAX), Progress::OutOfRoom);

        let done = Board::parse("GBBH/GCDH/IEFJ/IAAJ/.AA.").unwrap();
        let mut search = Frontier::new(&done, Metric::Piece).unwrap();
        assert_eq!(search.lend(&mut tiny).resume(1), Progress::Found);
        assert_eq!(search.length(), Some(0));
        assert_eq!(search.position(&tiny, 0), Some(done.key()));
    }

    #[test]
    fn every_room_size_finds_the_path_or_says_full() {
        // 过五关, 34 moves: from rooms too small for anything to one with space to spare, the
        // search either says the room is full or finds a right path; never more.
        let start = LAYOUTS[10].start().unwrap();
        let mut ok = 0;
        for size in (0..1_200).step_by(7) {
            let mut room = vec![0u32; size];
            let mut search = Frontier::new(&start, Metric::Piece).unwrap();
            match search.lend(&mut room).resume(u64::MAX) {
                Progress::OutOfRoom => {}
                Progress::Found => {
                    assert_eq!(search.length(), Some(34));
                    let mut board = start;
                    for i in 1..=34 {
                        board.follow(search.position(&room, i).unwrap()).unwrap();
                    }
                    assert!(board.is_solved());
                    assert!(search.room_used() <= size);
                    ok += 1;
                }
                other => panic!("{size}: {other:?}"),
            }
        }
        assert!(ok > 0);
    }

    #[test]
    fn too_many_parts_refused() {
        let many = Board::parse("BCDE/FGHI/JKLM/NAAO/.AA.").unwrap();
        assert_eq!(
            Frontier::new(&many, Metric::Piece).unwrap_err(),
            KlotskiError::TooManyParts(17)
        );
    }
}
