//! Building a table: the breadth-first search backwards from the goal over placements and
//! the blank's region, layer by layer, in two lanes that two threads may share.

use super::index::{
    CELL_BITS, all_cells, divide, magic, marks_len, rank, table_bytes, table_len, unrank,
};
use super::{MAX_EXCESS, MAX_GROUP, PdbError, check_group, distance};
use crate::search::{BufferTooSmall, Progress, Resumable};
use crate::sliding::{Board, MAX_CELLS, Size, neighbour_table};

/// Cells next to each cell, as bit masks (from the board's neighbour table).
pub(super) fn adjacency(shape: Size) -> [u32; MAX_CELLS] {
    neighbour_table(shape).map(|row| {
        row.iter()
            .filter(|&&n| n != u8::MAX)
            .fold(0u32, |m, &n| m | 1 << n)
    })
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
    /// Nodes each lane has expanded (the tests check that both had work).
    #[cfg(test)]
    pub(super) fn lane_nodes(&self) -> impl Iterator<Item = u64> + '_ {
        self.lanes.iter().map(|l| l.nodes)
    }

    /// A build of the table for `tiles` towards `goal` into `table` ([`table_bytes`]) with
    /// `marks` ([`marks_len`] words) as work space.
    ///
    /// ```
    /// use jiugong_core::search::{BufferTooSmall, Progress, Resumable};
    /// use jiugong_core::sliding::pdb::{Build, MIN_QUEUE, PdbError, marks_len, table_bytes};
    /// use jiugong_core::sliding::{Board, Size};
    ///
    /// let goal = Board::goal(Size::new(3, 3)?);
    /// let mut table = vec![0u8; table_bytes(9, 3)];
    /// let mut marks = vec![0u64; marks_len(9, 3)];
    /// let mut queue = vec![0u32; MIN_QUEUE];
    /// let mut build = Build::new(&goal, &[1, 2, 3], &mut table, &mut marks, &mut queue)?;
    /// assert_eq!(build.resume(u64::MAX), Progress::Found);
    /// assert_eq!(build.filled(), build.entries()); // every placement of 1, 2 and 3 reached
    /// // The blank, a tile off the board, or a table too short is refused.
    /// let mut bad = |tiles: &[u8], bytes| {
    ///     let mut table = vec![0u8; bytes];
    ///     Build::new(&goal, tiles, &mut table, &mut marks, &mut queue).err()
    /// };
    /// assert_eq!(bad(&[0, 1], table_bytes(9, 2)), Some(PdbError::BadGroup));
    /// assert_eq!(bad(&[9], table_bytes(9, 1)), Some(PdbError::BadGroup));
    /// assert_eq!(
    ///     bad(&[1, 2], 10),
    ///     Some(PdbError::BufferTooSmall(BufferTooSmall { needed: table_bytes(9, 2), lent: 10 }))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
        let params = Params::new(goal, tiles, placements, fields);
        let home = params.home;
        let mut build = Build {
            params,
            table,
            marks,
            queue,
            lanes: [Lane::new(), Lane::new()],
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

impl Lane {
    /// A lane with nothing to expand yet.
    fn new() -> Lane {
        Lane {
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
        }
    }
}

impl Params {
    /// The table's layout for the group `tiles` towards `goal`: `placements` of the
    /// tiles, `fields` of them with the blank.
    fn new(goal: &Board, tiles: &[u8], placements: usize, fields: u64) -> Params {
        let shape = goal.size();
        let (cells, k) = (shape.cells(), tiles.len());
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
        let neighbours = neighbour_table(shape);
        Params {
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
        }
    }

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
        let first = self.mark_done(&mut marks[2 * base / 64 - lane.start..], base, region, slot);
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

    /// Marks done the placement's fields (from `base`) whose blank is in `region`, `slot`
    /// numbering its free cells: one of them expanded expands them all. `marks` starts at
    /// the placement's word. Whether the placement had no field done before (its table
    /// entry is then written).
    #[inline]
    fn mark_done(&self, marks: &mut [u64], base: usize, region: u32, slot: &[u8]) -> bool {
        let free_cells = self.free;
        // The placement's marks as one bit string: is any done (it was expanded before)?
        let shift = 2 * base % 64;
        let spill = shift + 2 * free_cells > 64;
        let mut mine = marks[0] >> shift;
        if spill {
            mine |= marks[1] << (64 - shift);
        }
        let first = mine & (mine >> 1) & LOW_BITS & ((1u64 << (2 * free_cells)) - 1) == 0;
        let mut done = 0u64;
        let mut cells_left = region;
        while cells_left != 0 {
            let c = cells_left.trailing_zeros();
            cells_left &= cells_left - 1;
            done |= DONE << (2 * slot[c as usize]);
        }
        marks[0] |= done << shift;
        if spill {
            marks[1] |= done >> (64 - shift);
        }
        first
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
