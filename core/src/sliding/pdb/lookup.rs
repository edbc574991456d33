//! Looking a board up: the sum of its groups' excesses over Manhattan distance, and of its
//! reflection's where the goal allows, kept up to date move by move.

use super::index::{entry, rank, table_bytes};
use super::{Group, MAX_GROUP, MAX_GROUPS, PdbError, check_group, distance};
use crate::search::BufferTooSmall;
use crate::sliding::{Board, Heuristic, MAX_CELLS};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::sliding::pdb::{Build, Group, MIN_QUEUE, PatternDatabase, marks_len, table_bytes};
    /// use jiugong_core::sliding::{Board, Heuristic, Ida, Size};
    ///
    /// // One group of every tile of the 3×2 board: its table holds the exact distance.
    /// let shape = Size::new(3, 2)?;
    /// let goal = Board::goal(shape);
    /// let tiles = [1, 2, 3, 4, 5];
    /// let mut table = vec![0u8; table_bytes(6, 5)];
    /// let (mut marks, mut queue) = (vec![0u64; marks_len(6, 5)], vec![0u32; MIN_QUEUE]);
    /// let mut build = Build::new(&goal, &tiles, &mut table, &mut marks, &mut queue)?;
    /// assert_eq!(build.resume(u64::MAX), Progress::Found);
    /// let pdb = PatternDatabase::new(&goal, &[Group { tiles: &tiles, table: &table }])?;
    /// assert!(!pdb.reflects()); // 3×2 is not square: no reflection about its diagonal
    /// let start = Board::parse(shape, "450123")?; // the farthest from the goal
    /// assert_eq!(pdb.estimate(&start), 21);
    /// let mut ida = Ida::new(&start, &goal, &pdb, false)?;
    /// assert_eq!(ida.resume(u64::MAX), Progress::Found);
    /// assert_eq!(ida.solution().len(), 21);
    /// // No group at all is refused.
    /// assert!(PatternDatabase::new(&goal, &[]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
