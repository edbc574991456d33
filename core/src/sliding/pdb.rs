//! Additive pattern databases: the tiles split into disjoint groups; for each group a table
//! holds, for every placement of its tiles, the fewest moves *of those tiles* needed to
//! bring them home (the other tiles move for free). The sum over the groups never
//! overestimates, and is far stronger than Manhattan distance (Korf and Felner, 2002).
//!
//! **Packing.** A group's moves are at least its tiles' Manhattan distance and have the same
//! parity, so a table keeps only the *excess*, (moves − Manhattan) / 2, in 4 bits: two
//! placements a byte, the even placement in the low nibble. An excess above 15 is kept as 15,
//! which still never overestimates. The estimate of a board is its Manhattan distance plus
//! twice the groups' excesses. The 8-tile table of the 15-puzzle's 7-8 split (16·15·…·9 =
//! 518,918,400 placements) takes 259 MB this way.
//!
//! **Building.** [`Build`] runs a breadth-first search backwards from the goal over
//! (placement, blank region): the blank moves for free inside the region of free cells it
//! is in, so a state is a placement and one of its regions, and every step moves a group tile
//! into a cell of the blank's region. Two bits per (placement, free cell) mark unseen,
//! frontier (two colours, one per depth parity) and done; the search scans the marks layer by
//! layer. The caller lends the table and the marks (`marks_len` words: 1.04 GB for the
//! 8-tile table), so nothing here allocates; a [`Build`] is [`Resumable`], so the host can
//! show progress.
//!
//! **Reflection.** On a square board whose goal has the blank on the main diagonal,
//! reflecting a board about that diagonal and renaming its tiles gives a board exactly as far
//! from the goal; [`PatternDatabase`] looks both up and keeps the larger estimate.

use super::{Board, Heuristic, MAX_CELLS, Size};
use crate::search::BufferTooSmall;
use crate::search::{Progress, Resumable};

/// Most tiles in one group.
pub const MAX_GROUP: usize = 8;

/// Most groups in one database.
pub const MAX_GROUPS: usize = 4;

/// The largest excess a 4-bit entry holds.
pub const MAX_EXCESS: u8 = 15;

/// Placements of `k` tiles on `cells` cells: cells!/(cells−k)!.
pub const fn table_len(cells: usize, k: usize) -> usize {
    let mut n = 1;
    let mut i = 0;
    while i < k {
        n *= cells - i;
        i += 1;
    }
    n
}

/// Bytes of a table of `k` tiles on `cells` cells (4 bits a placement).
pub const fn table_bytes(cells: usize, k: usize) -> usize {
    table_len(cells, k).div_ceil(2)
}

/// Words of marks [`Build`] needs for `k` tiles on `cells` cells: 2 bits for each placement
/// and free cell (`usize::MAX` where that does not fit the address space).
pub fn marks_len(cells: usize, k: usize) -> usize {
    let fields = table_len(cells, k) as u64 * (cells - k) as u64;
    usize::try_from(fields.div_ceil(32)).unwrap_or(usize::MAX)
}

/// The rank of distinct positions among the ordered placements (a k-permutation index):
/// digit i is position i's rank among the cells not taken by positions 0..i.
#[inline]
fn rank(positions: &[u8], cells: usize) -> usize {
    let mut r = 0usize;
    for (i, &p) in positions.iter().enumerate() {
        // Comparisons rather than a population count: as fast on every target.
        let smaller: usize = positions[..i].iter().map(|&q| usize::from(q < p)).sum();
        r = r * (cells - i) + (p as usize - smaller);
    }
    r
}

/// `n / d` for `n < 2^32` and `1 ≤ d ≤ 32`, by a multiplication: `magic` is
/// `2^40 / d + 1` (an unranking divides eight times per state of a build).
#[inline]
fn divide(n: usize, d: usize, magic: u64) -> usize {
    debug_assert!((n as u64) < 1 << 32 && d <= 32);
    ((n as u128 * u128::from(magic)) >> 40) as usize
}

/// The multiplier [`divide`] uses for `d`.
const fn magic(d: usize) -> u64 {
    (1u64 << 40) / d as u64 + 1
}

/// Bits of a cell in a cell list: cells in order, packed into a `u128` (25 cells fit).
const CELL_BITS: u32 = 5;

/// The list of the cells `0..cells`.
const fn all_cells(cells: usize) -> u128 {
    let mut list = 0u128;
    let mut c = 0;
    while c < cells {
        list |= (c as u128) << (CELL_BITS as usize * c);
        c += 1;
    }
    list
}

/// The positions of rank `r` (the inverse of [`rank`]) into `out[..k]`, taken from the
/// list of [`all_cells`]`(cells)`; returns the cells left, in order. `magics[i]` is
/// [`magic`]`(cells − i)`.
fn unrank(
    mut r: usize,
    k: usize,
    cells: usize,
    magics: &[u64],
    mut list: u128,
    out: &mut [u8; MAX_GROUP],
) -> u128 {
    let mut digits = [0u8; MAX_GROUP];
    for i in (0..k).rev() {
        let radix = cells - i;
        let q = divide(r, radix, magics[i]);
        digits[i] = (r - q * radix) as u8;
        r = q;
    }
    // Each digit picks among the cells still unused, in order: take it out of the list.
    for i in 0..k {
        let shift = CELL_BITS * u32::from(digits[i]);
        out[i] = ((list >> shift) & ((1 << CELL_BITS) - 1)) as u8;
        let below = (1u128 << shift) - 1;
        list = (list & below) | ((list >> CELL_BITS) & !below);
    }
    list
}

/// Why a table could not be built or read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdbError {
    /// Groups must hold 1..=8 distinct tiles of the board, at most 4 groups, none shared.
    BadGroup,
    /// A lent buffer is too small.
    BufferTooSmall(BufferTooSmall),
}

impl core::fmt::Display for PdbError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PdbError::BadGroup => f.write_str(
                "pattern groups must hold 1 to 8 tiles of the board each, at most 4 groups, \
                 no tile in two",
            ),
            PdbError::BufferTooSmall(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for PdbError {}

/// Cells next to each cell, as bit masks (from the board's neighbour table).
fn adjacency(shape: Size) -> [u32; MAX_CELLS] {
    super::neighbour_table(shape).map(|row| {
        row.iter()
            .filter(|&&n| n != u8::MAX)
            .fold(0u32, |m, &n| m | 1 << n)
    })
}

/// Taxicab distance between two cells of a board `width` wide.
#[inline]
fn distance(a: u8, b: u8, width: usize) -> u32 {
    let (a, b) = (a as usize, b as usize);
    ((a / width).abs_diff(b / width) + (a % width).abs_diff(b % width)) as u32
}

/// The 4-bit entry of placement `i`.
#[inline]
fn entry(table: &[u8], i: usize) -> u8 {
    (table[i / 2] >> ((i & 1) * 4)) & 0xf
}

/// The shortest queue [`Build`] takes (`u32`s); 1 << 24 or more keeps it fast.
pub const MIN_QUEUE: usize = (2 * LANES) << BUCKET_BITS;

/// Buckets of the sort of queued successors, as bits.
const BUCKET_BITS: u32 = 12;

/// Buckets in the sort.
const BUCKETS: usize = 1 << BUCKET_BITS;

/// Slots of the count of states marked for the next layer, by which that layer is shared
/// between the lanes, as bits.
const SLOT_BITS: u32 = 6;

/// The lanes a layer is split into: each expands its own run of placements into its own
/// queue, and marks its own run of the successors, so that two threads can share a build.
const LANES: usize = 2;

// The 2-bit marks of the build: unseen, the two frontier colours, done.
const UNSEEN: u64 = 0;
const DONE: u64 = 3;
const LOW_BITS: u64 = 0x5555_5555_5555_5555;

/// Checks a group: 1..=8 distinct tiles of a board of `cells` cells, none the blank.
fn check_group(tiles: &[u8], cells: usize, seen: &mut u32) -> Result<(), PdbError> {
    if tiles.is_empty() || tiles.len() > MAX_GROUP {
        return Err(PdbError::BadGroup);
    }
    for &t in tiles {
        if t == 0 || t as usize >= cells || *seen & (1 << t) != 0 {
            return Err(PdbError::BadGroup);
        }
        *seen |= 1 << t;
    }
    Ok(())
}

/// Runs two pieces of work and returns when both are done: one after the other, or side by
/// side on two threads. The core has no threads; the host that has them lends them this way.
pub trait Join {
    /// Runs `a` and `b`.
    fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B);
}

/// [`Join`] on the calling thread: `a`, then `b`.
#[derive(Clone, Copy, Debug, Default)]
pub struct InTurn;

impl Join for InTurn {
    fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B) {
        a();
        b();
    }
}

/// A placement unranked, with what its expansions need.
#[derive(Clone, Copy, Debug)]
struct Placement {
    placement: usize,
    pos: [u8; MAX_GROUP],
    /// Which group tile is on each cell (MAX_GROUP: none).
    owner: [u8; MAX_CELLS],
    occupied: u32,
    free: u32,
    /// Each cell's slot (the free cells before it), and the free cell of each slot.
    slot: [u8; MAX_CELLS],
    free_cell: [u8; MAX_CELLS],
}

/// What every lane of a build reads: the board, the group and the rank arithmetic.
#[derive(Debug)]
struct Params {
    cells: usize,
    width: usize,
    k: usize,
    /// Free cells of a placement: its slots in the marks.
    free: usize,
    /// Placements, and marks fields (placements × free cells).
    placements: usize,
    fields: u64,
    /// Goal cell of each group tile.
    home: [u8; MAX_GROUP],
    adj: [u32; MAX_CELLS],
    /// Taxicab distances between cells.
    distance: [[u8; MAX_CELLS]; MAX_CELLS],
    /// Multipliers for the divisions by `cells − i` and by `free`.
    magics: [u64; MAX_GROUP],
    free_magic: u64,
    /// The weight of each digit of a rank: the placements of the tiles after it.
    weights: [usize; MAX_GROUP],
    /// For tile i and tile l (MAX_GROUP: none), l's weight if it comes after i, else 0.
    later: [[usize; MAX_GROUP + 1]; MAX_GROUP],
    /// For each direction, the cells a tile may leave that way (up and down: all).
    movable: [u32; 4],
    /// Marks fields per bucket of the sort, as a shift.
    shift: u32,
    /// The list of every cell, for unranking.
    all: u128,
}

/// One lane of a layer: a run of whole placements whose marks fill whole words, the queue
/// of their successors, and its counts.
#[derive(Debug)]
struct Lane {
    /// Its marks are the words `start..end`, its table the bytes from `table_start`.
    start: usize,
    end: usize,
    table_start: usize,
    /// Next word to scan in this layer.
    word: usize,
    queued: usize,
    /// The placement last unranked.
    at: Placement,
    nodes: u64,
    filled: u64,
    /// Where each bucket of its sorted successors starts (and, last, their number).
    starts: [u32; BUCKETS + 1],
}

/// States marked for the next layer, by slot of the marks.
type Marked = [u64; 1 << SLOT_BITS];

/// Builds one group's table towards a goal: a breadth-first search over (placement, blank
/// region), layer by layer, in the table and marks the caller lends. A node is a state
/// expanded; [`Progress::Found`] when the table is complete. [`Build::resume_with`] shares
/// each layer between two threads the caller lends; the table is the same either way.
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sliding::pdb::{Build, MIN_QUEUE, marks_len, table_bytes};
/// use jiugong_core::sliding::{Board, Group, Heuristic, PatternDatabase, Size};
///
/// // The eight puzzle split into two groups of four tiles, each with its table.
/// let shape = Size::new(3, 3)?;
/// let goal = Board::goal(shape);
/// let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
/// let mut marks = vec![0u64; marks_len(9, 4)];
/// let mut queue = vec![0u32; MIN_QUEUE];
/// let mut tables = [vec![0u8; table_bytes(9, 4)], vec![0u8; table_bytes(9, 4)]];
/// for (tiles, table) in groups.iter().zip(&mut tables) {
///     let mut build = Build::new(&goal, tiles, table, &mut marks, &mut queue)?;
///     assert_eq!(build.resume(u64::MAX), Progress::Found);
/// }
/// let pdb = PatternDatabase::new(&goal, &[
///     Group { tiles: groups[0], table: &tables[0] },
///     Group { tiles: groups[1], table: &tables[1] },
/// ])?;
/// assert_eq!(pdb.estimate(&goal), 0);
/// assert!(pdb.estimate(&Board::parse(shape, "876543210")?) <= 30);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Build<'a> {
    params: Params,
    table: &'a mut [u8],
    marks: &'a mut [u64],
    /// One part per lane: successors waiting to be marked (first half) and their sorted
    /// copy (second half).
    queue: &'a mut [u32],
    lanes: [Lane; LANES],
    marked: Marked,
    /// The layer being expanded: its depth and frontier colour.
    depth: u32,
    colour: u64,
    status: Progress,
}

impl<'a> Build<'a> {
    /// A build of the table for `tiles` towards `goal` into `table` ([`table_bytes`]) with
    /// `marks` ([`marks_len`] words) as work space.
    pub fn new(
        goal: &Board,
        tiles: &[u8],
        table: &'a mut [u8],
        marks: &'a mut [u64],
        queue: &'a mut [u32],
    ) -> Result<Build<'a>, PdbError> {
        let shape = goal.size();
        let cells = shape.cells();
        check_group(tiles, cells, &mut 0)?;
        let k = tiles.len();
        let placements = table_len(cells, k);
        let fields = placements as u64 * (cells - k) as u64;
        if fields > u64::from(u32::MAX) {
            return Err(PdbError::BadGroup);
        }
        for (needed, lent) in [
            (table_bytes(cells, k), table.len()),
            (marks_len(cells, k), marks.len()),
            (MIN_QUEUE, queue.len()),
        ] {
            if lent < needed {
                return Err(PdbError::BufferTooSmall(BufferTooSmall { needed, lent }));
            }
        }
        let table = &mut table[..table_bytes(cells, k)];
        let marks = &mut marks[..marks_len(cells, k)];
        table.fill(0);
        marks.fill(UNSEEN);
        let mut home = [0u8; MAX_GROUP];
        for (h, &t) in home.iter_mut().zip(tiles) {
            *h = goal.cells().iter().position(|&c| c == t).unwrap_or(0) as u8;
        }
        let weights: [usize; MAX_GROUP] = core::array::from_fn(|i| {
            if i < k {
                (i + 1..k).map(|j| cells - j).product()
            } else {
                0
            }
        });
        let neighbours = super::neighbour_table(shape);
        let params = Params {
            cells,
            width: shape.width as usize,
            k,
            free: cells - k,
            placements,
            fields,
            home,
            adj: adjacency(shape),
            distance: {
                let mut d = [[0u8; MAX_CELLS]; MAX_CELLS];
                for (a, row) in d.iter_mut().enumerate().take(cells) {
                    for (b, x) in row.iter_mut().enumerate().take(cells) {
                        *x = distance(a as u8, b as u8, shape.width as usize) as u8;
                    }
                }
                d
            },
            magics: core::array::from_fn(|i| magic(cells.saturating_sub(i).max(1))),
            free_magic: magic(cells - k),
            weights,
            later: core::array::from_fn(|i| {
                core::array::from_fn(|l| if l > i && l < k { weights[l] } else { 0 })
            }),
            movable: core::array::from_fn(|d| {
                (0..cells)
                    .filter(|&c| neighbours[c][d] != u8::MAX)
                    .fold(0u32, |m, c| m | 1 << c)
            }),
            shift: (64 - fields.leading_zeros()).saturating_sub(BUCKET_BITS),
            all: all_cells(cells),
        };
        let lane = || Lane {
            start: 0,
            end: 0,
            table_start: 0,
            word: 0,
            queued: 0,
            at: Placement {
                placement: usize::MAX,
                pos: [0; MAX_GROUP],
                owner: [MAX_GROUP as u8; MAX_CELLS],
                occupied: 0,
                free: 0,
                slot: [0; MAX_CELLS],
                free_cell: [0; MAX_CELLS],
            },
            nodes: 0,
            filled: 0,
            starts: [0; BUCKETS + 1],
        };
        let mut build = Build {
            params,
            table,
            marks,
            queue,
            lanes: [lane(), lane()],
            marked: [0; 1 << SLOT_BITS],
            depth: 0,
            colour: 1,
            status: Progress::Paused,
        };
        // The goal: the group home, the blank where the goal has it.
        let placement = rank(&home[..k], cells);
        let occupied = home[..k].iter().fold(0u32, |m, &p| m | 1 << p);
        let slot = (!occupied & ((1u32 << goal.blank()) - 1)).count_ones() as u64;
        let field = placement as u64 * (cells - k) as u64 + slot;
        build.marks[(field / 32) as usize] |= 1 << (field % 32 * 2);
        build.marked[build.params.slot(field)] = 1;
        build.share();
        Ok(build)
    }

    /// Placements in the table.
    pub fn entries(&self) -> u64 {
        self.params.placements as u64
    }

    /// Placements whose entry is final.
    pub fn filled(&self) -> u64 {
        self.lanes.iter().map(|l| l.filled).sum()
    }

    /// The depth (group moves) of the layer being expanded.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Shares the layer about to be expanded between the lanes: about half its states
    /// each, by the counts of the marking before, cut at a placement whose marks start a
    /// word.
    fn share(&mut self) {
        let p = &self.params;
        let total: u64 = self.marked.iter().sum();
        let (mut seen, mut slot) = (0, 0);
        while slot < self.marked.len() && 2 * seen < total {
            seen += self.marked[slot];
            slot += 1;
        }
        let field = (slot as u64) << (p.shift + BUCKET_BITS - SLOT_BITS);
        let placement = ((field / p.free as u64) as usize).min(p.placements) & !31;
        let cut = placement * p.free / 32;
        let ends = [(0, cut, 0), (cut, self.marks.len(), placement / 2)];
        for (lane, (start, end, table_start)) in self.lanes.iter_mut().zip(ends) {
            lane.start = start;
            lane.end = end;
            lane.table_start = table_start;
            lane.word = start;
        }
        self.marked = [0; 1 << SLOT_BITS];
    }

    /// Like [`Resumable::resume`], with each layer's lanes run through `join` (on two
    /// threads, if it has them).
    pub fn resume_with(&mut self, budget: u64, join: &impl Join) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        let stop = self.nodes().saturating_add(budget);
        loop {
            if self.lanes.iter().all(|l| l.word == l.end) {
                if self.marked.iter().all(|&m| m == 0) {
                    self.status = Progress::Found;
                    return self.status;
                }
                self.depth += 1;
                self.colour = 3 - self.colour;
                self.share();
            }
            let nodes = self.nodes();
            if nodes >= stop {
                return Progress::Paused;
            }
            self.round((stop - nodes).div_ceil(LANES as u64), join);
        }
    }

    /// Each lane expands its states until its queue is full, `budget` nodes are spent or
    /// its run ends, and sorts its queue; then each lane marks the successors that fall in
    /// its run, from every queue.
    fn round(&mut self, budget: u64, join: &impl Join) {
        let (p, depth, colour) = (&self.params, self.depth, self.colour);
        let cut = self.lanes[1].start;
        let (m0, m1) = self.marks.split_at_mut(cut);
        let (t0, t1) = self.table.split_at_mut(self.lanes[1].table_start);
        let part = self.queue.len() / LANES;
        let (q0, q1) = self.queue[..LANES * part].split_at_mut(part);
        let [l0, l1] = &mut self.lanes;
        join.join(
            || p.run(l0, m0, t0, q0, depth, colour, budget),
            || p.run(l1, m1, t1, q1, depth, colour, budget),
        );
        let sorted = [(&q0[part / 2..], &l0.starts), (&q1[part / 2..], &l1.starts)];
        let (mut r0, mut r1) = ([0; 1 << SLOT_BITS], [0; 1 << SLOT_BITS]);
        let next = 3 - colour;
        join.join(
            || r0 = p.mark(m0, 0, sorted, next),
            || r1 = p.mark(m1, cut, sorted, next),
        );
        for (m, (a, b)) in self.marked.iter_mut().zip(r0.iter().zip(&r1)) {
            *m += a + b;
        }
    }
}

impl Params {
    /// The slot of the marks a field is in, for sharing layers.
    fn slot(&self, field: u64) -> usize {
        (field >> (self.shift + BUCKET_BITS - SLOT_BITS)) as usize
    }

    /// The free cells of the blank's region: those reached from `blank` through free cells.
    fn region(&self, blank: u32, free: u32) -> u32 {
        let mut region = 1u32 << blank;
        let mut todo = region;
        while todo != 0 {
            let c = todo.trailing_zeros();
            todo &= todo - 1;
            let grown = self.adj[c as usize] & free & !region;
            region |= grown;
            todo |= grown;
        }
        region
    }

    /// Unranks `placement` into `at` unless it is there already (a placement's regions are
    /// often expanded one after another).
    #[inline]
    fn unpack(&self, at: &mut Placement, placement: usize) {
        if at.placement == placement {
            return;
        }
        let k = self.k;
        at.placement = placement;
        for &p in &at.pos[..k] {
            at.owner[p as usize] = MAX_GROUP as u8;
        }
        let mut left = unrank(
            placement,
            k,
            self.cells,
            &self.magics,
            self.all,
            &mut at.pos,
        );
        let mut occupied = 0u32;
        for (i, &p) in at.pos[..k].iter().enumerate() {
            at.owner[p as usize] = i as u8;
            occupied |= 1 << p;
        }
        at.occupied = occupied;
        at.free = ((1u32 << self.cells) - 1) & !occupied;
        for j in 0..self.free {
            at.free_cell[j] = (left & ((1 << CELL_BITS) - 1)) as u8;
            left >>= CELL_BITS;
        }
        let mut before = 0;
        for (c, s) in at.slot[..self.cells].iter_mut().enumerate() {
            *s = before;
            before += ((at.free >> c) & 1) as u8;
        }
    }

    /// Expands the lane's frontier states (of `colour`) in order from its next word, until
    /// its queue is full, it has spent `budget` nodes or its run is done; then sorts its
    /// queue into buckets. `queue` is the lane's part.
    #[allow(clippy::too_many_arguments)]
    fn run(
        &self,
        lane: &mut Lane,
        marks: &mut [u64],
        table: &mut [u8],
        queue: &mut [u32],
        depth: u32,
        colour: u64,
        budget: u64,
    ) {
        let (raw, sorted) = queue.split_at_mut(queue.len() / 2);
        let stop = lane.nodes.saturating_add(budget);
        'scan: while lane.word < lane.end && lane.nodes < stop {
            let local = lane.word - lane.start;
            // The fields of this word holding the frontier colour, one bit each.
            let x = marks[local] ^ (colour * LOW_BITS);
            let mut hits = !(x | (x >> 1)) & LOW_BITS;
            while hits != 0 {
                // Room for every move of a state; when full, this word is scanned again
                // after the marking (the states expanded are done by then).
                if lane.queued + 4 * self.k > raw.len() {
                    break 'scan;
                }
                let bit = hits.trailing_zeros();
                hits &= hits - 1;
                // A region expanded earlier in this word may have taken it.
                if (marks[local] >> bit) & 3 == colour {
                    let field = lane.word as u64 * 32 + u64::from(bit / 2);
                    self.expand(lane, marks, table, raw, field, depth);
                }
            }
            lane.word += 1;
        }
        self.sort(lane, raw, sorted);
    }

    /// Expands the state at mark `field`: marks its whole region done, fills the placement's
    /// entry if this is its first state (breadth-first: the fewest moves), and queues the
    /// states one group move away for the next layer.
    fn expand(
        &self,
        lane: &mut Lane,
        marks: &mut [u64],
        table: &mut [u8],
        raw: &mut [u32],
        field: u64,
        depth: u32,
    ) {
        let (k, free_cells) = (self.k, self.free);
        let placement = divide(field as usize, free_cells, self.free_magic);
        let base = placement * free_cells;
        self.unpack(&mut lane.at, placement);
        let Placement {
            pos,
            owner,
            occupied,
            free,
            slot,
            free_cell,
            ..
        } = &lane.at;
        let (occupied, free) = (*occupied, *free);
        let region = self.region(u32::from(free_cell[field as usize - base]), free);
        // The placement's marks as one bit string: is any done (it was expanded before)?
        // Then mark the region's all done at once.
        let (at, shift) = (2 * base / 64 - lane.start, 2 * base % 64);
        let spill = shift + 2 * free_cells > 64;
        let mut mine = marks[at] >> shift;
        if spill {
            mine |= marks[at + 1] << (64 - shift);
        }
        let first = mine & (mine >> 1) & LOW_BITS & ((1u64 << (2 * free_cells)) - 1) == 0;
        let mut done = 0u64;
        let mut cells_left = region;
        while cells_left != 0 {
            let c = cells_left.trailing_zeros();
            cells_left &= cells_left - 1;
            done |= DONE << (2 * slot[c as usize]);
        }
        marks[at] |= done << shift;
        if spill {
            marks[at + 1] |= done >> (64 - shift);
        }
        if first {
            let md: u32 = (0..k)
                .map(|i| u32::from(self.distance[pos[i] as usize][self.home[i] as usize]))
                .sum();
            let excess = (depth.saturating_sub(md) / 2).min(u32::from(MAX_EXCESS)) as u8;
            table[placement / 2 - lane.table_start] |= excess << ((placement & 1) * 4);
            lane.filled += 1;
        }
        let width = self.width as u32;
        // The group tiles next to the region, by the direction they would move into it.
        let sources = [
            (region << width) & occupied,
            (region >> width) & occupied,
            (region << 1) & occupied & self.movable[2],
            (region >> 1) & occupied & self.movable[3],
        ];
        for (d, mut from_cells) in sources.into_iter().enumerate() {
            let up = d == 0 || d == 2;
            while from_cells != 0 {
                let from = from_cells.trailing_zeros();
                from_cells &= from_cells - 1;
                let i = usize::from(owner[from as usize]);
                let to = match d {
                    0 => from - width,
                    1 => from + width,
                    2 => from - 1,
                    _ => from + 1,
                };
                // The successor's rank from this one's. Tile i's digit moves with its cell,
                // less the tiles before it in the group it passes over; each later tile it
                // passes over has one cell fewer (more) before it when tile i jumps over it
                // downwards (upwards). Only a move up or down passes over cells.
                let (mut earlier, mut later) = (0isize, 0isize);
                if d < 2 {
                    let lo = from.min(to);
                    let mut passed = occupied & (((1u32 << (width - 1)) - 1) << (lo + 1));
                    while passed != 0 {
                        let l = usize::from(owner[passed.trailing_zeros() as usize]);
                        passed &= passed - 1;
                        earlier += isize::from(l < i);
                        later += self.later[i][l] as isize;
                    }
                }
                let sign = if up { -1 } else { 1 };
                let step = to as isize - from as isize - sign * earlier;
                let w = self.weights[i] as isize;
                let next = placement.wrapping_add_signed(step * w + sign * later);
                // The blank ends where the tile was: its slot counts the free cells before
                // it, less the one the tile took if that was before it.
                let f = next * free_cells + usize::from(slot[from as usize]) - usize::from(up);
                raw[lane.queued] = f as u32;
                lane.queued += 1;
                debug_assert!(
                    next == {
                        let mut moved = *pos;
                        moved[i] = to as u8;
                        rank(&moved[..k], self.cells)
                    }
                );
            }
        }
        lane.nodes += 1;
    }

    /// Sorts the lane's queued successors into buckets of nearby marks (so that marking
    /// them walks the marks in order instead of jumping across gigabytes), and empties the
    /// queue.
    fn sort(&self, lane: &mut Lane, raw: &[u32], sorted: &mut [u32]) {
        let raw = &raw[..lane.queued];
        let starts = &mut lane.starts;
        starts.fill(0);
        for &f in raw {
            starts[(f >> self.shift) as usize + 1] += 1;
        }
        for b in 1..=BUCKETS {
            starts[b] += starts[b - 1];
        }
        // Each bucket's start is its cursor; after the scatter it is the next one's start.
        for &f in raw {
            let b = &mut starts[(f >> self.shift) as usize];
            sorted[*b as usize] = f;
            *b += 1;
        }
        starts.copy_within(0..BUCKETS, 1);
        starts[0] = 0;
        lane.queued = 0;
    }

    /// Marks `colour` on the unseen fields among every lane's sorted successors that fall in
    /// `marks`, whose first word is `start`; returns them counted by slot.
    fn mark(
        &self,
        marks: &mut [u64],
        start: usize,
        sorted: [(&[u32], &[u32; BUCKETS + 1]); LANES],
        colour: u64,
    ) -> Marked {
        let mut marked = [0; 1 << SLOT_BITS];
        if marks.is_empty() {
            return marked;
        }
        let fields = start as u64 * 32..(start + marks.len()) as u64 * 32;
        let first = (fields.start >> self.shift) as usize;
        let last = (((fields.end - 1).min(self.fields - 1)) >> self.shift) as usize;
        for b in first..=last {
            for (queue, starts) in sorted {
                for &f in &queue[starts[b] as usize..starts[b + 1] as usize] {
                    let f = u64::from(f);
                    // Only the buckets at the run's ends hold others' fields.
                    if !fields.contains(&f) {
                        continue;
                    }
                    let word = &mut marks[(f / 32) as usize - start];
                    let shift = (f % 32) * 2;
                    if (*word >> shift) & 3 == UNSEEN {
                        *word |= colour << shift;
                        marked[self.slot(f)] += 1;
                    }
                }
            }
        }
        marked
    }
}

impl Resumable for Build<'_> {
    fn resume(&mut self, budget: u64) -> Progress {
        self.resume_with(budget, &InTurn)
    }

    fn nodes(&self) -> u64 {
        self.lanes.iter().map(|l| l.nodes).sum()
    }
}

/// One group's tiles and its table, from [`Build`].
#[derive(Clone, Copy, Debug)]
pub struct Group<'a> {
    /// The tiles.
    pub tiles: &'a [u8],
    /// Its table, 4 bits a placement.
    pub table: &'a [u8],
}

/// The additive heuristic over up to 4 groups whose tables are lent: Manhattan distance
/// plus twice the groups' excesses, the larger of the board's and its reflection's where
/// the goal allows reflecting.
#[derive(Clone, Copy, Debug)]
pub struct PatternDatabase<'a> {
    cells: usize,
    width: usize,
    /// Goal cell of each tile.
    home: [u8; MAX_CELLS],
    groups: [Option<Group<'a>>; MAX_GROUPS],
    /// For the reflection: each cell's mirror image, and for each tile the tile whose cell
    /// mirrors onto its goal cell.
    mirror: Option<([u8; MAX_CELLS], [u8; MAX_CELLS])>,
    /// Each tile's group ([`NO_GROUP`] for the blank and tiles in none), and the group of
    /// the reflected board whose lookup a move of the tile changes.
    group_of: [u8; MAX_CELLS],
    mirror_group_of: [u8; MAX_CELLS],
}

/// Not in any group.
const NO_GROUP: u8 = u8::MAX;

/// What [`PatternDatabase`] keeps with an estimate: where each tile is, the Manhattan
/// distance and each group's lookup on the board and on its reflection, so that after a
/// move only the moved tile's groups are looked up again.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lookups {
    at: [u8; MAX_CELLS],
    manhattan: u16,
    excess: [u8; MAX_GROUPS],
    mirrored: [u8; MAX_GROUPS],
}

impl Lookups {
    /// The estimate: Manhattan distance plus twice the larger summed excess.
    fn estimate(&self) -> u32 {
        let sum = |e: &[u8; MAX_GROUPS]| e.iter().map(|&x| u32::from(x)).sum::<u32>();
        u32::from(self.manhattan) + 2 * sum(&self.excess).max(sum(&self.mirrored))
    }
}

impl<'a> PatternDatabase<'a> {
    /// The heuristic towards `goal` from disjoint groups and their tables.
    pub fn new(goal: &Board, groups: &[Group<'a>]) -> Result<PatternDatabase<'a>, PdbError> {
        let shape = goal.size();
        let cells = shape.cells();
        if groups.is_empty() || groups.len() > MAX_GROUPS {
            return Err(PdbError::BadGroup);
        }
        let mut seen = 0u32;
        let mut out = [None; MAX_GROUPS];
        for (slot, g) in out.iter_mut().zip(groups) {
            check_group(g.tiles, cells, &mut seen)?;
            let needed = table_bytes(cells, g.tiles.len());
            if g.table.len() < needed {
                return Err(PdbError::BufferTooSmall(BufferTooSmall {
                    needed,
                    lent: g.table.len(),
                }));
            }
            *slot = Some(*g);
        }
        let mut home = [0u8; MAX_CELLS];
        for (i, &t) in goal.cells().iter().enumerate() {
            home[t as usize] = i as u8;
        }
        let w = shape.width as usize;
        let b = goal.blank();
        let mirror = (shape.width == shape.height && b / w == b % w).then(|| {
            let mut cell = [0u8; MAX_CELLS];
            for (c, m) in cell.iter_mut().enumerate().take(cells) {
                *m = ((c % w) * w + c / w) as u8;
            }
            // The reflected board holds, on cell q, the renamed tile of cell mirror(q); tile
            // t of it is the renamed tile of the goal's tile on mirror(home(t)).
            let mut source = [0u8; MAX_CELLS];
            for t in 0..cells {
                source[t] = goal.cells()[cell[home[t] as usize] as usize];
            }
            (cell, source)
        });
        let mut group_of = [NO_GROUP; MAX_CELLS];
        for (i, g) in groups.iter().enumerate() {
            for &t in g.tiles {
                group_of[t as usize] = i as u8;
            }
        }
        let mut mirror_group_of = [NO_GROUP; MAX_CELLS];
        if let Some((_, source)) = &mirror {
            for t in 0..cells {
                mirror_group_of[source[t] as usize] = group_of[t];
            }
        }
        Ok(PatternDatabase {
            cells,
            width: w,
            home,
            groups: out,
            mirror,
            group_of,
            mirror_group_of,
        })
    }

    /// Whether the estimate takes the reflection about the main diagonal too.
    pub fn reflects(&self) -> bool {
        self.mirror.is_some()
    }

    /// Group `g`'s excess with each tile at `at(tile)` (0 for a missing group).
    #[inline]
    fn excess(&self, g: usize, at: impl Fn(u8) -> u8) -> u8 {
        let Some(g) = self.groups[g] else {
            return 0;
        };
        let mut pos = [0u8; MAX_GROUP];
        for (p, &t) in pos.iter_mut().zip(g.tiles) {
            *p = at(t);
        }
        entry(g.table, rank(&pos[..g.tiles.len()], self.cells))
    }

    /// Group `g`'s excess on the reflection of the board whose tiles are at `at`.
    #[inline]
    fn mirrored(&self, g: usize, at: &[u8; MAX_CELLS]) -> u8 {
        match &self.mirror {
            Some((cell, source)) => {
                self.excess(g, |t| cell[at[source[t as usize] as usize] as usize])
            }
            None => 0,
        }
    }
}

impl Heuristic for PatternDatabase<'_> {
    type Memo = Lookups;

    fn estimate(&self, board: &Board) -> u32 {
        self.remember(board).0
    }

    fn remember(&self, board: &Board) -> (u32, Lookups) {
        let mut memo = Lookups::default();
        for (i, &t) in board.cells().iter().enumerate() {
            memo.at[t as usize] = i as u8;
            if t != 0 {
                memo.manhattan += distance(i as u8, self.home[t as usize], self.width) as u16;
            }
        }
        for g in 0..MAX_GROUPS {
            memo.excess[g] = self.excess(g, |t| memo.at[t as usize]);
            memo.mirrored[g] = self.mirrored(g, &memo.at);
        }
        (memo.estimate(), memo)
    }

    fn after_move(&self, _: &Board, tile: u8, to: usize, memo: &Lookups) -> (u32, Lookups) {
        let mut next = *memo;
        let (from, home) = (memo.at[tile as usize], self.home[tile as usize]);
        next.at[tile as usize] = to as u8;
        next.at[0] = from;
        next.manhattan = next.manhattan + distance(to as u8, home, self.width) as u16
            - distance(from, home, self.width) as u16;
        let g = self.group_of[tile as usize];
        if g != NO_GROUP {
            next.excess[g as usize] = self.excess(g as usize, |t| next.at[t as usize]);
        }
        let g = self.mirror_group_of[tile as usize];
        if g != NO_GROUP {
            next.mirrored[g as usize] = self.mirrored(g as usize, &next.at);
        }
        (next.estimate(), next)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dir, Ida, ManhattanLinear};
    use super::*;
    use std::collections::HashMap;
    use std::vec;
    use std::vec::Vec;

    #[test]
    fn ranks_are_a_bijection() {
        let mut seen = vec![false; table_len(5, 3)];
        for a in 0..5u8 {
            for b in 0..5u8 {
                for c in 0..5u8 {
                    if a != b && b != c && a != c {
                        let r = rank(&[a, b, c], 5);
                        assert!(!seen[r]);
                        seen[r] = true;
                        let mut back = [0u8; MAX_GROUP];
                        let magics: Vec<u64> = (0..3).map(|i| magic(5 - i)).collect();
                        let left = unrank(r, 3, 5, &magics, all_cells(5), &mut back);
                        let mut rest = (0..5u8).filter(|x| ![a, b, c].contains(x));
                        assert_eq!(left & 31, u128::from(rest.next().unwrap()));
                        assert_eq!(left >> 5, u128::from(rest.next().unwrap()));
                        assert_eq!(&back[..3], &[a, b, c]);
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    fn build(goal: &Board, tiles: &[u8]) -> Vec<u8> {
        let cells = goal.size().cells();
        let mut table = vec![0u8; table_bytes(cells, tiles.len())];
        let mut marks = vec![0u64; marks_len(cells, tiles.len())];
        let mut queue = vec![0u32; MIN_QUEUE];
        let mut b = Build::new(goal, tiles, &mut table, &mut marks, &mut queue).unwrap();
        while b.resume(1000) == Progress::Paused {}
        assert_eq!(b.filled(), b.entries());
        table
    }

    /// The fewest moves of `tiles` to bring them home from every placement, by a plain
    /// breadth-first search over whole boards with the other tiles anonymous.
    fn brute_force(goal: &Board, tiles: &[u8]) -> HashMap<Vec<u8>, u32> {
        let shape = goal.size();
        // A board with the other tiles renamed to one number (255) and the blank kept.
        let abstract_of = |b: &Board| -> Vec<u8> {
            b.cells()
                .iter()
                .map(|&t| if t == 0 || tiles.contains(&t) { t } else { 255 })
                .collect()
        };
        let mut dist: HashMap<Vec<u8>, u32> = HashMap::new();
        let start = abstract_of(goal);
        dist.insert(start.clone(), 0);
        // 0-1 BFS with a deque over abstract boards.
        let mut deque = std::collections::VecDeque::from([start]);
        while let Some(s) = deque.pop_front() {
            let d = dist[&s];
            let blank = s.iter().position(|&t| t == 0).unwrap();
            let mut probe = Board::goal(shape);
            probe.blank = blank as u8;
            for dir in Dir::ALL {
                let Some(to) = probe.neighbour(dir) else {
                    continue;
                };
                let mut n = s.clone();
                n.swap(blank, to);
                let cost = u32::from(n[blank] != 255);
                let nd = d + cost;
                if dist.get(&n).is_none_or(|&old| nd < old) {
                    dist.insert(n.clone(), nd);
                    if cost == 0 {
                        deque.push_front(n);
                    } else {
                        deque.push_back(n);
                    }
                }
            }
        }
        // Fewest over the blank's positions, keyed by the group's positions.
        let mut best: HashMap<Vec<u8>, u32> = HashMap::new();
        for (s, d) in dist {
            let key: Vec<u8> = tiles
                .iter()
                .map(|&t| s.iter().position(|&c| c == t).unwrap() as u8)
                .collect();
            let e = best.entry(key).or_insert(u32::MAX);
            *e = (*e).min(d);
        }
        best
    }

    #[test]
    fn tables_match_a_brute_force_search() {
        for (w, h, tiles) in [
            (3u8, 3u8, &[1u8, 2, 3, 4][..]),
            (3, 3, &[5, 8]),
            (4, 3, &[2, 5, 6, 9, 11]),
            (2, 5, &[1, 4, 9]),
        ] {
            let shape = Size::new(w, h).unwrap();
            let goal = Board::goal(shape);
            let table = build(&goal, tiles);
            let exact = brute_force(&goal, tiles);
            assert_eq!(exact.len(), table_len(shape.cells(), tiles.len()));
            let mut home = [0u8; MAX_GROUP];
            for (i, &t) in tiles.iter().enumerate() {
                home[i] = goal.cells().iter().position(|&c| c == t).unwrap() as u8;
            }
            for (pos, moves) in exact {
                let md: u32 = pos
                    .iter()
                    .zip(&home)
                    .map(|(&p, &h)| distance(p, h, w as usize))
                    .sum();
                assert_eq!((moves - md) % 2, 0);
                let stored = entry(&table, rank(&pos, shape.cells()));
                assert_eq!(
                    u32::from(stored),
                    ((moves - md) / 2).min(15),
                    "{w}x{h} {tiles:?} {pos:?}"
                );
            }
        }
    }

    /// [`Join`] on two threads.
    struct Threads;

    impl Join for Threads {
        fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B) {
            std::thread::scope(|s| {
                let second = s.spawn(b);
                a();
                second.join().unwrap();
            });
        }
    }

    #[test]
    fn lanes_on_two_threads_and_any_budget_build_the_same_table() {
        let shape = Size::new(4, 3).unwrap();
        let goal = Board::goal(shape);
        let tiles = [2u8, 5, 6, 9, 11];
        let alone = build(&goal, &tiles);
        for budget in [500, u64::MAX] {
            let mut table = vec![0u8; table_bytes(12, 5)];
            let mut marks = vec![0u64; marks_len(12, 5)];
            let mut queue = vec![0u32; MIN_QUEUE];
            let mut b = Build::new(&goal, &tiles, &mut table, &mut marks, &mut queue).unwrap();
            while b.resume_with(budget, &Threads) == Progress::Paused {}
            assert_eq!(b.filled(), b.entries());
            // Both lanes had states to expand.
            assert!(b.lanes.iter().all(|l| l.nodes > b.nodes() / 4));
            assert!(table == alone, "budget {budget}");
        }
    }

    #[test]
    fn pdb_on_3x3_is_admissible_and_optimal() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7, 8]];
        let tables = [build(&goal, groups[0]), build(&goal, groups[1])];
        let pdb = PatternDatabase::new(
            &goal,
            &[
                Group {
                    tiles: groups[0],
                    table: &tables[0],
                },
                Group {
                    tiles: groups[1],
                    table: &tables[1],
                },
            ],
        )
        .unwrap();
        assert!(pdb.reflects());
        let start = Board::parse(shape, crate::figures::EIGHT_START).unwrap();
        let md = ManhattanLinear::manhattan_only(&goal);
        assert!(pdb.estimate(&start) >= md.estimate(&start));
        assert!(pdb.estimate(&start) <= 30);
        let mut ida = Ida::new(&start, &goal, &pdb, true).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!((ida.solution().len(), ida.solutions()), (30, 10));
    }

    #[test]
    fn lookups_after_a_move_equal_a_fresh_estimate() {
        let shape = Size::new(3, 3).unwrap();
        let goal = Board::goal(shape);
        // Tile 8 in no group: its moves change only the Manhattan distance.
        let groups: [&[u8]; 2] = [&[1, 2, 3, 4], &[5, 6, 7]];
        let tables = [build(&goal, groups[0]), build(&goal, groups[1])];
        let lent = [0, 1].map(|i| Group {
            tiles: groups[i],
            table: &tables[i],
        });
        let pdb = PatternDatabase::new(&goal, &lent).unwrap();
        assert!(pdb.reflects());
        let (mut board, mut seed) = (goal, 12345u32);
        let (_, mut memo) = pdb.remember(&board);
        for _ in 0..2000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let Some(cell) = board.neighbour(Dir::ALL[(seed >> 16) as usize % 4]) else {
                continue;
            };
            let to = board.blank();
            let tile = board.slide(cell);
            let (h, next) = pdb.after_move(&board, tile, to, &memo);
            let (fresh, again) = pdb.remember(&board);
            assert_eq!(h, fresh, "{board}");
            assert_eq!(
                (next.at, next.manhattan, next.excess, next.mirrored),
                (again.at, again.manhattan, again.excess, again.mirrored)
            );
            memo = next;
        }
    }

    #[test]
    fn bad_groups_and_buffers() {
        let goal = Board::goal(Size::new(3, 3).unwrap());
        let mut table = vec![0u8; table_bytes(9, 2)];
        let mut marks = vec![0u64; marks_len(9, 2)];
        let mut queue = vec![0u32; MIN_QUEUE];
        for tiles in [
            &[][..],
            &[0, 1],
            &[9],
            &[1, 1],
            &[1, 2, 3, 4, 5, 6, 7, 8, 8],
        ] {
            assert_eq!(
                Build::new(&goal, tiles, &mut table, &mut marks, &mut queue).err(),
                Some(PdbError::BadGroup)
            );
        }
        assert!(matches!(
            Build::new(&goal, &[1, 2], &mut table[..3], &mut marks, &mut queue),
            Err(PdbError::BufferTooSmall(_))
        ));
        let g = Group {
            tiles: &[1, 2],
            table: &table,
        };
        assert_eq!(
            PatternDatabase::new(&goal, &[g, g]).err(),
            Some(PdbError::BadGroup)
        );
    }
}
