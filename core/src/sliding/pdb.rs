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

use super::{Board, Heuristic, MAX_CELLS, Shape};
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

/// The positions of rank `r` (the inverse of [`rank`]) into `out[..k]`; `magics[i]` is
/// [`magic`]`(cells − i)`.
fn unrank(mut r: usize, k: usize, cells: usize, magics: &[u64], out: &mut [u8; MAX_GROUP]) {
    let mut digits = [0u8; MAX_GROUP];
    for i in (0..k).rev() {
        let radix = cells - i;
        let q = divide(r, radix, magics[i]);
        digits[i] = (r - q * radix) as u8;
        r = q;
    }
    // Each digit picks among the cells still unused, in order: step past the used cells at
    // or below the candidate until none is left.
    let mut used = 0u32;
    for i in 0..k {
        let d = u32::from(digits[i]);
        let mut c = d;
        loop {
            let next = d + (used & ((2u32 << c) - 1)).count_ones();
            if next == c {
                break;
            }
            c = next;
        }
        out[i] = c as u8;
        used |= 1 << c;
    }
}

/// Why a table could not be built or read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdbError {
    /// Groups must hold 1..=8 distinct tiles of the board, at most 4 groups, none shared.
    BadGroup,
    /// A lent buffer is too small.
    BufferTooSmall {
        /// Entries needed.
        needed: usize,
        /// Entries lent.
        lent: usize,
    },
}

impl core::fmt::Display for PdbError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PdbError::BadGroup => f.write_str(
                "pattern groups must hold 1 to 8 tiles of the board each, at most 4 groups, \
                 no tile in two",
            ),
            PdbError::BufferTooSmall { needed, lent } => {
                write!(f, "buffer of {lent} entries lent where {needed} are needed")
            }
        }
    }
}

impl core::error::Error for PdbError {}

/// Cells next to each cell, as bit masks (from the board's neighbour table).
fn adjacency(shape: Shape) -> [u32; MAX_CELLS] {
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
pub const MIN_QUEUE: usize = 2 << BUCKET_BITS;

/// Buckets of the sort of queued successors, as bits.
const BUCKET_BITS: u32 = 12;

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

/// A placement unranked, with what its expansions need.
#[derive(Clone, Copy, Debug)]
struct Placement {
    placement: usize,
    pos: [u8; MAX_GROUP],
    /// Which group tile is on each cell (MAX_GROUP: none).
    owner: [u8; MAX_CELLS],
    occupied: u32,
    free: u32,
}

/// Builds one group's table towards a goal: a breadth-first search over (placement, blank
/// region), layer by layer, in the table and marks the caller lends. A node is a state
/// expanded; [`Progress::Found`] when the table is complete.
///
/// ```
/// use jiugong_core::search::{Progress, Resumable};
/// use jiugong_core::sliding::pdb::{Build, MIN_QUEUE, marks_len, table_bytes};
/// use jiugong_core::sliding::{Board, Group, Heuristic, PatternDatabase, Shape};
///
/// // The eight puzzle split into two groups of four tiles, each with its table.
/// let shape = Shape::new(3, 3)?;
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
    cells: usize,
    width: usize,
    k: usize,
    /// Free cells of a placement: its slots in the marks.
    free: usize,
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
    /// The placement last unranked.
    at: Placement,
    table: &'a mut [u8],
    marks: &'a mut [u64],
    /// Successors waiting to be marked (first half), and their sorted copy (second half).
    queue: &'a mut [u32],
    queued: usize,
    /// Marks fields per bucket of the sort, as a shift.
    shift: u32,
    /// The layer being expanded: its depth and frontier colour.
    depth: u32,
    colour: u64,
    /// Next word of the marks to scan in this layer.
    word: usize,
    /// States marked for the next layer.
    next: u64,
    filled: u64,
    nodes: u64,
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
        let shape = goal.shape();
        let cells = shape.cells();
        check_group(tiles, cells, &mut 0)?;
        let k = tiles.len();
        let fields = table_len(cells, k) as u64 * (cells - k) as u64;
        if fields > u64::from(u32::MAX) {
            return Err(PdbError::BadGroup);
        }
        for (needed, lent) in [
            (table_bytes(cells, k), table.len()),
            (marks_len(cells, k), marks.len()),
            (MIN_QUEUE, queue.len()),
        ] {
            if lent < needed {
                return Err(PdbError::BufferTooSmall { needed, lent });
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
        let mut build = Build {
            cells,
            width: shape.width as usize,
            k,
            free: cells - k,
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
                let table = super::neighbour_table(shape);
                (0..cells)
                    .filter(|&c| table[c][d] != u8::MAX)
                    .fold(0u32, |m, c| m | 1 << c)
            }),
            at: Placement {
                placement: usize::MAX,
                pos: [0; MAX_GROUP],
                owner: [MAX_GROUP as u8; MAX_CELLS],
                occupied: 0,
                free: 0,
            },
            table,
            marks,
            queue,
            queued: 0,
            shift: (64 - fields.leading_zeros()).saturating_sub(BUCKET_BITS),
            depth: 0,
            colour: 1,
            word: 0,
            next: 0,
            filled: 0,
            nodes: 0,
            status: Progress::Paused,
        };
        // The goal: the group home, the blank where the goal has it.
        let placement = rank(&home[..k], cells);
        let slot = build.slot(&home[..k], goal.blank() as u8);
        build.set(placement as u64 * build.free as u64 + slot as u64, 1);
        Ok(build)
    }

    /// Placements in the table.
    pub fn entries(&self) -> u64 {
        table_len(self.cells, self.k) as u64
    }

    /// Placements whose entry is final.
    pub fn filled(&self) -> u64 {
        self.filled
    }

    /// The depth (group moves) of the layer being expanded.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The slot of a free cell: its rank among the cells the placement leaves free.
    fn slot(&self, positions: &[u8], cell: u8) -> usize {
        let occupied = positions.iter().fold(0u32, |m, &p| m | 1 << p);
        (!occupied & ((1u32 << cell) - 1)).count_ones() as usize
    }

    #[inline]
    fn get(&self, field: u64) -> u64 {
        (self.marks[(field / 32) as usize] >> ((field % 32) * 2)) & 3
    }

    #[inline]
    fn set(&mut self, field: u64, value: u64) {
        let word = &mut self.marks[(field / 32) as usize];
        let shift = (field % 32) * 2;
        *word = (*word & !(3 << shift)) | (value << shift);
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

    /// Unranks `placement` into the cache unless it is there already (a placement's regions
    /// are often expanded one after another).
    #[inline]
    fn unpack(&mut self, placement: usize) {
        if self.at.placement == placement {
            return;
        }
        let k = self.k;
        let at = &mut self.at;
        at.placement = placement;
        for &p in &at.pos[..k] {
            at.owner[p as usize] = MAX_GROUP as u8;
        }
        unrank(placement, k, self.cells, &self.magics, &mut at.pos);
        let mut occupied = 0u32;
        for (i, &p) in at.pos[..k].iter().enumerate() {
            at.owner[p as usize] = i as u8;
            occupied |= 1 << p;
        }
        at.occupied = occupied;
        at.free = ((1u32 << self.cells) - 1) & !occupied;
    }

    /// Expands the state at mark `field`: marks its whole region done, fills the placement's
    /// entry if this is its first state (breadth-first: the fewest moves), and queues the
    /// states one group move away for the next layer.
    fn expand(&mut self, field: u64) {
        let (k, free_cells) = (self.k, self.free);
        let placement = divide(field as usize, free_cells, self.free_magic);
        let base = placement * free_cells;
        self.unpack(placement);
        let Placement {
            pos,
            owner,
            occupied,
            free,
            ..
        } = self.at;
        // A cell's slot: the free cells before it.
        let slot = |c: u32| (free & ((1u32 << c) - 1)).count_ones() as usize;
        // The blank's cell: the (field − base)-th free cell.
        let mut rest = free;
        for _ in 0..field as usize - base {
            rest &= rest - 1;
        }
        let region = self.region(rest.trailing_zeros(), free);
        // The placement's marks as one bit string: is any done (it was expanded before)?
        // Then mark the region's all done at once.
        let (at, shift) = (2 * base / 64, 2 * base % 64);
        let spill = shift + 2 * free_cells > 64;
        let mut mine = self.marks[at] >> shift;
        if spill {
            mine |= self.marks[at + 1] << (64 - shift);
        }
        let first = mine & (mine >> 1) & LOW_BITS & ((1u64 << (2 * free_cells)) - 1) == 0;
        let mut done = 0u64;
        let mut cells_left = region;
        while cells_left != 0 {
            let c = cells_left.trailing_zeros();
            cells_left &= cells_left - 1;
            done |= DONE << (2 * slot(c));
        }
        self.marks[at] |= done << shift;
        if spill {
            self.marks[at + 1] |= done >> (64 - shift);
        }
        if first {
            let md: u32 = (0..k)
                .map(|i| u32::from(self.distance[pos[i] as usize][self.home[i] as usize]))
                .sum();
            let excess = (self.depth.saturating_sub(md) / 2).min(u32::from(MAX_EXCESS)) as u8;
            self.table[placement / 2] |= excess << ((placement & 1) * 4);
            self.filled += 1;
        }
        // Room for every move of this state, so that no flush comes in between.
        if self.queued + 4 * k > self.queue.len() / 2 {
            self.flush();
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
                let f = next * free_cells + slot(from) - usize::from(up);
                self.queue[self.queued] = f as u32;
                self.queued += 1;
                debug_assert!(
                    next == {
                        let mut moved = pos;
                        moved[i] = to as u8;
                        rank(&moved[..k], self.cells)
                    }
                );
            }
        }
        self.nodes += 1;
    }

    /// Marks the queued successors that are unseen for the next layer. They are sorted into
    /// buckets of nearby marks first, so that marking them walks the marks in order instead
    /// of jumping across gigabytes.
    fn flush(&mut self) {
        let half = self.queue.len() / 2;
        let (raw, sorted) = self.queue.split_at_mut(half);
        let raw = &raw[..self.queued];
        let mut start = [0u32; 1 << BUCKET_BITS];
        for &f in raw {
            start[(f >> self.shift) as usize] += 1;
        }
        let mut at = 0;
        for s in start.iter_mut() {
            let n = *s;
            *s = at;
            at += n;
        }
        for &f in raw {
            let b = &mut start[(f >> self.shift) as usize];
            sorted[*b as usize] = f;
            *b += 1;
        }
        let colour = 3 - self.colour;
        for &f in &sorted[..raw.len()] {
            let word = &mut self.marks[(f / 32) as usize];
            let shift = (f % 32) * 2;
            if (*word >> shift) & 3 == UNSEEN {
                *word |= colour << shift;
                self.next += 1;
            }
        }
        self.queued = 0;
    }
}

impl Resumable for Build<'_> {
    fn resume(&mut self, budget: u64) -> Progress {
        if self.status.is_over() {
            return self.status;
        }
        let stop = self.nodes.saturating_add(budget);
        loop {
            if self.word == self.marks.len() {
                self.flush();
                if self.next == 0 {
                    self.status = Progress::Found;
                    return self.status;
                }
                self.depth += 1;
                self.colour = 3 - self.colour;
                self.word = 0;
                self.next = 0;
            }
            if self.nodes >= stop {
                return Progress::Paused;
            }
            // The fields of this word holding the frontier colour, one bit each.
            let w = self.marks[self.word];
            let x = w ^ (self.colour * LOW_BITS);
            let mut hits = !(x | (x >> 1)) & LOW_BITS;
            while hits != 0 {
                let bit = u64::from(hits.trailing_zeros());
                hits &= hits - 1;
                let field = self.word as u64 * 32 + bit / 2;
                // A region expanded earlier in this word may have taken it.
                if self.get(field) == self.colour {
                    self.expand(field);
                }
            }
            self.word += 1;
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
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
}

impl<'a> PatternDatabase<'a> {
    /// The heuristic towards `goal` from disjoint groups and their tables.
    pub fn new(goal: &Board, groups: &[Group<'a>]) -> Result<PatternDatabase<'a>, PdbError> {
        let shape = goal.shape();
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
                return Err(PdbError::BufferTooSmall {
                    needed,
                    lent: g.table.len(),
                });
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
        Ok(PatternDatabase {
            cells,
            width: w,
            home,
            groups: out,
            mirror,
        })
    }

    /// Whether the estimate takes the reflection about the main diagonal too.
    pub fn reflects(&self) -> bool {
        self.mirror.is_some()
    }

    /// The groups' summed excesses with each tile at `at(tile)`.
    #[inline]
    fn excess(&self, at: impl Fn(u8) -> u8) -> u32 {
        let mut total = 0;
        let mut pos = [0u8; MAX_GROUP];
        for g in self.groups.iter().flatten() {
            for (p, &t) in pos.iter_mut().zip(g.tiles) {
                *p = at(t);
            }
            total += u32::from(entry(g.table, rank(&pos[..g.tiles.len()], self.cells)));
        }
        total
    }
}

impl Heuristic for PatternDatabase<'_> {
    fn estimate(&self, board: &Board) -> u32 {
        let mut at = [0u8; MAX_CELLS];
        let mut md = 0;
        for (i, &t) in board.cells().iter().enumerate() {
            at[t as usize] = i as u8;
            if t != 0 {
                md += distance(i as u8, self.home[t as usize], self.width);
            }
        }
        let mut excess = self.excess(|t| at[t as usize]);
        if let Some((cell, source)) = &self.mirror {
            excess = excess.max(self.excess(|t| cell[at[source[t as usize] as usize] as usize]));
        }
        md + 2 * excess
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
                        unrank(r, 3, 5, &magics, &mut back);
                        assert_eq!(&back[..3], &[a, b, c]);
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    fn build(goal: &Board, tiles: &[u8]) -> Vec<u8> {
        let cells = goal.shape().cells();
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
        let shape = goal.shape();
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
            let shape = Shape::new(w, h).unwrap();
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

    #[test]
    fn pdb_on_3x3_is_admissible_and_optimal() {
        let shape = Shape::new(3, 3).unwrap();
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
    fn bad_groups_and_buffers() {
        let goal = Board::goal(Shape::new(3, 3).unwrap());
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
            Err(PdbError::BufferTooSmall { .. })
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
