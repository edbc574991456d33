//! The search state: one 81-bit board of possible cells per digit, band by band, and the
//! steps that narrow it.

use super::super::grid::Grid;
use super::super::units::CELLS;
use super::tables::*;

/// The search state, band by band: `cand[9·b + d]` holds the cells of band `b` (bit
/// `9·row + column`, rows 0..3 of the band) where digit `d + 1` may still go; a digit's
/// placed cell keeps its bit. Bit `9·b + d` of `dirty` marks `cand[9·b + d]` to update.
///
/// Updating one mask applies, in order: locked candidates between the band's rows and
/// boxes ([`SHRINK_CELLS`]); a column that is the digit's only one in a box is taken from
/// the digit's other bands ([`KEEP_COLUMNS`]); each row with a single place fixes that
/// cell (a hidden single in the row, and so in the box) and takes the cell from the other
/// digits. When nothing is dirty, cells with one candidate left (naked singles) are
/// placed. Locked candidates between a column and a box, and so hidden singles in columns,
/// and hidden triads are left to the search until it has branched [`THOROUGH_AFTER`]
/// times: checking them costs an easy puzzle more than the branches they save, and saves a
/// hard one more (measured).
#[derive(Clone, Copy)]
pub(super) struct State {
    pub(super) cand: [u32; 27],
    pub(super) unsolved: [u32; 3],
    pub(super) dirty: u32,
    /// Bit `d`: digit `d + 1`'s masks changed since [`State::claim_columns`] last looked.
    /// Only where searches turn thorough ([`THOROUGH_AFTER`]): the calculators' state
    /// stays at 124 bytes, which a branch copies.
    #[cfg(feature = "thorough")]
    pub(super) unclaimed: u32,
    /// What each mask's last update found, kept by thorough searches only ([`State::facts`]):
    /// bits 0–8 the minirows the digit must occupy ([`ROW_FACTS`]), bits 9–17 the
    /// minicolumns (bit `9 + column`: its only column in a box), from bit 18 its minirows
    /// still open. Read at a fixed point, when every changed mask has been updated.
    #[cfg(feature = "thorough")]
    pub(super) facts: [u32; 27],
    /// The minirows and minicolumns of each band (as in `facts`) whose hidden triads
    /// [`State::hidden_triads`] has applied: their other digits stay out.
    #[cfg(feature = "thorough")]
    pub(super) triads: [u32; 3],
}

impl State {
    /// What a stack place holds before use: zeros (never read — `set_givens` writes the
    /// first state, and each later one is a copy; `facts` and `triads`, which neither
    /// writes outside a thorough search, are written by [`State::learn_facts`] when a
    /// search turns thorough, before anything reads them), so that a `static` solver takes
    /// no room in a calculator's file.
    pub(super) const UNUSED: State = State {
        cand: [0; 27],
        unsolved: [0; 3],
        dirty: 0,
        #[cfg(feature = "thorough")]
        unclaimed: 0,
        #[cfg(feature = "thorough")]
        facts: [0; 27],
        #[cfg(feature = "thorough")]
        triads: [0; 3],
    };

    /// Becomes the state with the givens placed and everything they see eliminated (their
    /// rows, boxes and columns lose their digits, their cells the other digits), built mask
    /// by mask without a branch per cell, in place; false when two givens of a digit share
    /// a unit. A cell's value is the low 4 bits of its byte, 1 to 9 a digit, anything else
    /// empty: a grid's cells, or the bytes of a line (`.` is 14, `0` is 0).
    pub(super) fn set_givens(&mut self, cells: &[u8; CELLS]) -> bool {
        // A band's values as four bit planes (bit c of planes[k]: bit k of cell c's value),
        // a machine word of cells at a time (8 or 4), the last word ending at the band's
        // last cell (it sets some bits a second time): one multiplication gathers the low
        // bits of the word's bytes. A digit's cells are where the planes spell it.
        const BYTES: usize = core::mem::size_of::<usize>();
        const LOW_BITS: usize = usize::MAX / 0xff;
        const GATHER: usize = {
            let (mut g, mut j) = (0, 0);
            while j < BYTES {
                g |= 1 << (8 * (BYTES - 1) - 7 * j);
                j += 1;
            }
            g
        };
        let mut given = [0u32; 27];
        for (band, masks) in cells.chunks_exact(27).zip(given.chunks_exact_mut(9)) {
            let mut planes = [0u32; 4];
            for w in 0..27usize.div_ceil(BYTES) {
                let at = (w * BYTES).min(27 - BYTES);
                let word = band.get(at..at + BYTES).and_then(|w| w.try_into().ok());
                let x = usize::from_le_bytes(word.unwrap_or([0; BYTES]));
                for (k, plane) in planes.iter_mut().enumerate() {
                    let low = (x >> k) & LOW_BITS;
                    let gathered = low.wrapping_mul(GATHER) >> (8 * (BYTES - 1));
                    *plane |= (gathered as u32) << at;
                }
            }
            for (d, g) in masks.iter_mut().enumerate() {
                let v = d + 1;
                *g = planes
                    .iter()
                    .enumerate()
                    .fold(BAND, |m, (k, &p)| m & if v >> k & 1 != 0 { p } else { !p });
            }
        }
        let filled = [0, 1, 2].map(|b| given[9 * b..9 * b + 9].iter().fold(0, |a, &g| a | g));
        let s = self;
        let mut clash = 0u32;
        for (i, &g) in given.iter().enumerate() {
            let mut seen = 0;
            for k in 0..3 {
                let row = g & row27(k);
                let bx = g & columns27(0o7 << (3 * k));
                clash |= row & row.wrapping_sub(1) | bx & bx.wrapping_sub(1);
                seen |= (u32::from(row != 0) * row27(k))
                    | (u32::from(bx != 0) * columns27(0o7 << (3 * k)));
            }
            let elsewhere = OTHER_BANDS[i]
                .iter()
                .fold(0, |a, &j| a | given[usize::from(j)]);
            let cols = columns27(columns(elsewhere) as u32);
            clash |= g & cols;
            s.cand[i] = BAND & !(seen | cols | filled[i / 9]) | g;
        }
        s.unsolved = filled.map(|f| BAND & !f);
        // Only the masks whose update would find something: with many givens, most
        // would not (measured: 97% of these first updates on serg_benchmark).
        s.dirty = s.first_dirty();
        #[cfg(feature = "thorough")]
        {
            s.unclaimed = 0x1ff;
        }
        clash == 0
    }

    /// The masks whose update would change something (a contradiction counts). When
    /// locked candidates leave a mask as it is, the rest of its update works on the mask
    /// itself, so every test starts from the masks as they are: in steps over all 27
    /// masks, each step's work independent of the others (the table lookups too), which
    /// the compiler turns into vector code where it can.
    fn first_dirty(&self) -> u32 {
        let cand = &self.cand;
        let occupied = cand.map(occupancy);
        let cols = cand.map(columns);
        let singles = cand.map(row_singles);
        let keep = occupied.map(|o| SHRINK_CELLS[o]);
        let others_keep = cols.map(|c| KEEP_COLUMNS[c]);
        let mut dirty = 0u32;
        for (b, &unsolved) in self.unsolved.iter().enumerate() {
            // What `OTHER_BANDS` holds, by arithmetic: the table's loads here cost 3% of a
            // serg_benchmark solve (measured).
            let others = [9 * ((b + 1) % 3), 9 * ((b + 2) % 3)];
            for d in 0..9 {
                let i = 9 * b + d;
                let m = cand[i];
                let elsewhere = cand[others[0] + d] | cand[others[1] + d];
                // Without a branch; bit 31 of `keep` marks a contradiction.
                let changes = (m & !keep[i])
                    | (keep[i] >> 31)
                    | (elsewhere & !others_keep[i])
                    | (singles[i] & unsolved);
                dirty |= u32::from(changes != 0) << i;
            }
        }
        dirty
    }

    /// Fixes `digit` (0-based) in `cell`: its row of the band keeps only that cell; the
    /// update of the mask does the rest. False if the digit can no longer go there.
    #[inline]
    pub(super) fn place(&mut self, cell: usize, digit: usize) -> bool {
        let (b, pos) = (cell / 27, cell % 27);
        let bit = 1u32 << pos;
        let m = &mut self.cand[9 * b + digit];
        if *m & bit == 0 {
            return false;
        }
        *m = (*m & !row27(pos / 9)) | bit;
        self.dirty |= 1 << (9 * b + digit);
        true
    }

    /// Takes `digit` away from `cell`.
    #[inline]
    pub(super) fn remove(&mut self, cell: usize, digit: usize) {
        let b = cell / 27;
        self.cand[9 * b + digit] &= !(1u32 << (cell % 27));
        self.dirty |= 1 << (9 * b + digit);
    }

    /// The nine digits' masks of band `b`.
    fn band(&self, b: usize) -> &[u32; 9] {
        let band = &self.cand[9 * b..9 * b + 9];
        band.try_into().expect("a band has nine masks")
    }

    /// The nine digits' masks of band `b`, to change.
    fn band_mut(&mut self, b: usize) -> &mut [u32; 9] {
        let band = &mut self.cand[9 * b..9 * b + 9];
        band.try_into().expect("a band has nine masks")
    }

    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 3] && self.dirty == 0
    }

    /// What updating mask `i` finds (see the type's documentation): the mask after locked
    /// candidates between its rows and boxes, the cells the digit's other bands keep, and
    /// the rows with one place left, and the occupancy the tables were read at; `None` on a
    /// contradiction.
    #[inline(always)]
    fn findings(&self, i: usize) -> Option<(u32, u32, u32, usize)> {
        let c = self.cand[i];
        let occ = occupancy(c);
        let keep = SHRINK_CELLS[occ];
        if keep & (1 << 31) != 0 {
            return None;
        }
        let m = c & keep;
        // An out-of-order core reads the second table while it reads the first (5 to 7%
        // faster on x86-64); an in-order ARM core only runs more instructions (4% more on
        // the ARM926), so it takes the singles from the shrunk mask. Both measured.
        #[cfg(feature = "thorough")]
        let singles = kept_row_singles(c, occ);
        #[cfg(not(feature = "thorough"))]
        let singles = row_singles(m);
        Some((m, KEEP_COLUMNS[columns(m)], singles, occ))
    }

    /// Updates mask `i` with its [findings](State::findings), adding the masks it changed to
    /// `dirty` (a local of the caller, so that it stays in a register); false on a
    /// contradiction. No branch but that one.
    #[inline(always)]
    pub(super) fn update(&mut self, i: usize, dirty: &mut u32, thorough: bool) -> bool {
        let Some((m, keep, singles, occ)) = self.findings(i) else {
            return false;
        };
        #[cfg(feature = "thorough")]
        if thorough {
            self.facts[i] = Self::facts(occ, keep);
        }
        #[cfg(not(feature = "thorough"))]
        let _ = (occ, thorough);
        for j in OTHER_BANDS[i] {
            let j = usize::from(j);
            let c = self.cand[j];
            let kept = c & keep;
            self.cand[j] = kept;
            *dirty |= u32::from(kept != c) << j;
        }
        let b = i / 9 % 3;
        let newly = singles & self.unsolved[b];
        self.unsolved[b] &= !newly;
        // The other digits lose the cells (the digit's own mask is put back).
        let mut changed = 0u32;
        // Compared before and after on x86-64, where the baseline's SSE2 has no unsigned
        // minimum (3% fewer instructions); the lowest of (mask & cells, 1) on the ARM926,
        // where comparing costs an instruction more (4% more for the firmware's
        // hardest-puzzle measure). Both measured.
        for (e, c) in self.band_mut(b).iter_mut().enumerate() {
            #[cfg(feature = "thorough")]
            {
                let kept = *c & !newly;
                changed |= u32::from(kept != *c) << e;
                *c = kept;
            }
            #[cfg(not(feature = "thorough"))]
            {
                changed |= (*c & newly).min(1) << e;
                *c &= !newly;
            }
        }
        self.cand[i] = m;
        *dirty = (*dirty | changed << (9 * b)) & !(1 << i);
        true
    }

    /// Updates until nothing is dirty and no naked single is left (and, when `thorough`, no
    /// column claims a box, [`State::claim_columns`], and no hidden triad is left,
    /// [`State::hidden_triads`]). Returns the bivalue cells of each band, or `None` on a
    /// contradiction.
    pub(super) fn propagate(&mut self, thorough: bool) -> Option<[u32; 3]> {
        #[cfg(feature = "thorough")]
        if thorough {
            return self.settle::<true>();
        }
        #[cfg(not(feature = "thorough"))]
        let _ = thorough;
        self.settle::<false>()
    }

    /// [`State::propagate`]'s work, compiled once for each kind of search, so that a plain
    /// search's updates test nothing.
    #[inline(always)]
    fn settle<const THOROUGH: bool>(&mut self) -> Option<[u32; 3]> {
        // The masks updated, for `unclaimed`.
        #[cfg(feature = "thorough")]
        let mut touched = 0u32;
        #[cfg(not(feature = "thorough"))]
        let _ = THOROUGH;
        loop {
            // In rounds: the masks of a round are known before it starts, so their
            // updates do not wait on each other's results to be chosen.
            let mut dirty = core::mem::take(&mut self.dirty);
            while dirty != 0 {
                let mut round = core::mem::take(&mut dirty);
                #[cfg(feature = "thorough")]
                {
                    touched |= round;
                }
                while round != 0 {
                    let i = round.trailing_zeros() as usize;
                    round &= round - 1;
                    dirty &= !(1 << i);
                    if !self.update(i, &mut dirty, THOROUGH) {
                        return None;
                    }
                }
            }
            #[cfg(feature = "thorough")]
            if THOROUGH {
                self.unclaimed |= (touched | touched >> 9 | touched >> 18) & 0x1ff;
                touched = 0;
                if self.claim_columns()? {
                    continue;
                }
            }
            let mut placed = false;
            let mut pairs = [0u32; 3];
            for (b, band_pairs) in pairs.iter_mut().enumerate() {
                let u = self.unsolved[b];
                if u == 0 {
                    continue;
                }
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for &m in self.band(b) {
                    let c = m & u;
                    three |= two & c;
                    two |= one & c;
                    one |= c;
                }
                if u & !one != 0 {
                    return None; // a cell with no candidate
                }
                *band_pairs = two & !three;
                let mut singles = one & !two;
                placed |= singles != 0;
                while singles != 0 {
                    let pos = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let digits = self.digits_at(b, pos);
                    // No digit left: an earlier single of this pass took it (a clash).
                    if digits == 0 || !self.place(27 * b + pos, digits.trailing_zeros() as usize) {
                        return None;
                    }
                }
            }
            if !placed {
                #[cfg(feature = "thorough")]
                if THOROUGH && self.hidden_triads()? {
                    continue;
                }
                return Some(pairs);
            }
        }
    }

    /// A mask's word in `facts` from its occupancy `occ` and what its update found its other
    /// bands keep (`keep`, [`KEEP_COLUMNS`]: all but its columns alone in a box).
    #[cfg(feature = "thorough")]
    #[inline(always)]
    fn facts(occ: usize, keep: u32) -> u32 {
        ROW_FACTS[occ] | (!keep & 0x1ff) << 9
    }

    /// Becomes a copy of `other`, for a branch: without the words only a thorough search
    /// reads (`facts`, `triads`) when it is not one, which copies 128 bytes rather than 248.
    #[cfg(feature = "thorough")]
    #[inline(always)]
    pub(super) fn copy_from(&mut self, other: &State, thorough: bool) {
        if thorough {
            *self = *other;
        } else {
            self.cand = other.cand;
            self.unsolved = other.unsolved;
            self.dirty = other.dirty;
            self.unclaimed = other.unclaimed;
        }
    }

    /// Writes every mask's word in `facts`, for a search turning thorough.
    #[cfg(feature = "thorough")]
    pub(super) fn learn_facts(&mut self) {
        for (fact, &c) in self.facts.iter_mut().zip(&self.cand) {
            let occ = occupancy(c);
            let m = c & SHRINK_CELLS[occ];
            *fact = Self::facts(occ, KEEP_COLUMNS[columns(m)]);
        }
        self.triads = [0; 3];
    }

    /// The cells of minirows (bit `3·box + row`) and minicolumns (bit `9 + column`).
    #[cfg(feature = "thorough")]
    #[inline(always)]
    const fn triad_cells(parts: u32) -> u32 {
        let rows = parts & 0o777;
        // Back from `occupancy`'s order: bit `9·row + 3·box`.
        let any = (rows & 0o111) | (rows >> 1 & 0o111) << 9 | (rows >> 2 & 0o111) << 18;
        (any * 0o7) | columns27(parts >> 9 & 0x1ff)
    }

    /// Hidden triads: three digits that must each occupy one minirow (or one minicolumn, a
    /// column's three cells in a box) fill its three cells, so the band's other digits
    /// lose them; four are a contradiction. Counted from `facts`, the three bands at once.
    /// Adds the masks it changed to `dirty`; `Some(true)` when there are some, `None` on a
    /// contradiction.
    #[cfg(feature = "thorough")]
    pub(super) fn hidden_triads(&mut self) -> Option<bool> {
        // The three bands side by side in one word (18 bits each), counted at once.
        const PARTS: u64 = 0x3ffff;
        let (mut one, mut two, mut three, mut four) = (0u64, 0u64, 0u64, 0u64);
        for d in 0..9 {
            let x = u64::from(self.facts[d]) & PARTS
                | (u64::from(self.facts[9 + d]) & PARTS) << 18
                | (u64::from(self.facts[18 + d]) & PARTS) << 36;
            four |= three & x;
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        if four != 0 {
            return None;
        }
        let mut changed = 0u32;
        for b in 0..3 {
            // Only those not applied before, with a cell left to fill.
            let u = self.unsolved[b];
            let open = occupancy(u) as u32 | (columns(u) as u32) << 9;
            let full = (three >> (18 * b)) as u32 & open & !self.triads[b];
            if full == 0 {
                continue;
            }
            self.triads[b] |= full;
            let all = Self::triad_cells(full);
            for d in 0..9 {
                let i = 9 * b + d;
                let c = self.cand[i];
                // Most digits have no place there: the three that fill it, or none.
                if c & all == 0 {
                    continue;
                }
                let own = self.facts[i] & full;
                let kept = c & !Self::triad_cells(full & !own);
                changed |= u32::from(kept != c) << i;
                self.cand[i] = kept;
            }
        }
        self.dirty |= changed;
        Some(changed != 0)
    }

    /// Branches on a digit's way through a band (mask `i`, from [`State::way_branch`]):
    /// `next`, a copy, takes the way `a`, this state the other, `b`.
    #[cfg(feature = "thorough")]
    #[inline]
    pub(super) fn split_way(&mut self, next: &mut State, i: usize, a: u32, b: u32) {
        *next = *self;
        next.cand[i] = a;
        next.dirty |= 1 << i;
        self.cand[i] = b;
        self.dirty |= 1 << i;
    }

    /// A branch on a digit's way through a band rather than on a cell: in the band with the
    /// fewest minirows open to its digits, though not all fixed, the first digit with two
    /// [ways](WAY_CELLS) left. Returns its mask and what each way keeps of it; `None` when
    /// that band has no such digit (a cell is branched on then, which measured better than
    /// another band). Measured on forum_hardest_1106: 20% fewer branches than cells alone,
    /// with hidden triads, and no fewer without them.
    #[cfg(feature = "thorough")]
    pub(super) fn way_branch(&self) -> Option<(usize, u32, u32)> {
        let mut best = (u32::MAX, 0);
        for b in 0..3 {
            let open: u32 = self.facts[9 * b..9 * b + 9].iter().map(|&f| f >> 18).sum();
            if open > 27 && open < best.0 {
                best = (open, b);
            }
        }
        if best.0 == u32::MAX {
            return None;
        }
        let band = &self.facts[9 * best.1..9 * best.1 + 9];
        let i = 9 * best.1 + band.iter().position(|&f| matches!(f >> 18, 5 | 6))?;
        let m = self.cand[i];
        let ways = WAYS[occupancy(m)];
        let (x, y) = (
            ways.trailing_zeros(),
            (ways & ways.wrapping_sub(1)).trailing_zeros(),
        );
        Some((
            i,
            m & *WAY_CELLS.get(x as usize)?,
            m & *WAY_CELLS.get(y as usize)?,
        ))
    }

    /// Locked candidates between a column and a box, for the digits in `unclaimed`: a
    /// column where a digit's places all lie in one band holds the digit in that band's
    /// box, so the box's other columns lose it ([`CLAIMED`]). Adds the masks it changed to
    /// `dirty`; `Some(true)` when there are some, `None` when a digit has no place left in
    /// a column.
    #[cfg(feature = "thorough")]
    #[inline(always)]
    pub(super) fn claim_columns(&mut self) -> Option<bool> {
        let mut digits = core::mem::take(&mut self.unclaimed);
        let mut changed = 0u32;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let m = [self.cand[d], self.cand[9 + d], self.cand[18 + d]];
            let [a0, a1, a2] = m.map(|m| columns(m) as u32);
            if a0 | a1 | a2 != 0x1ff {
                return None;
            }
            // The columns of each band that the other two lack.
            let only = [a0 & !(a1 | a2), a1 & !(a0 | a2), a2 & !(a0 | a1)];
            // The bands whose mask changed, moved to the digit's bits by one shift.
            let mut bands = 0u32;
            for (b, (&m, &only)) in m.iter().zip(&only).enumerate() {
                let kept = m & CLAIMED[only as usize];
                self.cand[9 * b + d] = kept;
                bands |= u32::from(kept != m) << (9 * b);
            }
            changed |= bands << d;
        }
        self.dirty |= changed;
        Some(changed != 0)
    }

    /// The cell to branch on, given the bivalue cells of each band; when `thorough`, a
    /// bivalue cell is [`State::open_pair`]'s. Otherwise a bivalue cell if there
    /// is one: in the row with the most bivalue cells, the one whose column has the most
    /// (the last of equals) — a cell whose two branches fix more cells at once; measured on
    /// the data sets, it takes a quarter to two fifths fewer branches than the first
    /// bivalue cell. Else the first cell with three candidates, else the first unsolved.
    pub(super) fn branch_cell(
        &self,
        pairs: [u32; 3],
        #[cfg(feature = "thorough")] thorough: bool,
    ) -> usize {
        #[cfg(feature = "thorough")]
        if thorough && pairs != [0; 3] {
            return self.open_pair(pairs);
        }
        if pairs != [0; 3] {
            let rows: [u32; 9] = core::array::from_fn(|r| pairs[r / 3] >> (9 * (r % 3)) & 0x1ff);
            // The row: the largest (count, row) packed in one integer, no branch per row.
            let mut best = 0;
            for (r, &x) in rows.iter().enumerate() {
                best = best.max(u32::from(ONES[x as usize]) << 4 | r as u32);
            }
            let row = (best & 0xf) as usize;
            // Each column's count, bit-sliced: bit c of planes[k] is bit k of column c's
            // count. Then the row's columns are narrowed to those with the largest count,
            // from the highest bit down.
            let mut planes = [0u32; 4];
            for &x in &rows {
                let mut carry = x;
                for plane in &mut planes {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
            let mut cols = rows[row];
            for &plane in planes.iter().rev() {
                let top = cols & plane;
                if top != 0 {
                    cols = top;
                }
            }
            return 9 * row + (31 - cols.leading_zeros()) as usize;
        }
        for b in 0..3 {
            let u = self.unsolved[b];
            let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
            for &m in self.band(b) {
                let c = m & u;
                four |= three & c;
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            let triples = three & !four;
            if triples != 0 {
                return 27 * b + triples.trailing_zeros() as usize;
            }
        }
        let b = self.unsolved.iter().position(|&u| u != 0).unwrap_or(0);
        27 * b + self.unsolved[b].trailing_zeros() as usize
    }

    /// The bivalue cell (`pairs`: those of each band) whose row, column and box hold the
    /// most unsolved cells, its row and column the most bivalue cells too (the last of
    /// equals): a cell whose two branches reach further than the one [`State::branch_cell`]
    /// takes otherwise — measured on the data sets, 3% to 17% fewer branches, for a choice
    /// that costs more (7% more time on serg_benchmark, whose searches are short).
    #[cfg(feature = "thorough")]
    pub(super) fn open_pair(&self, pairs: [u32; 3]) -> usize {
        // Each row's count, and each column's and box's in 7-bit fields of one word
        // ([`FIELDS`]), added without a loop per column.
        let mut rows = [0u32; 9];
        let mut cols = 0u64;
        let mut bands = [0u64; 3];
        for (b, (&u, &p)) in self.unsolved.iter().zip(&pairs).enumerate() {
            for r in 0..3 {
                let (ur, pr) = (
                    (u >> (9 * r) & 0x1ff) as usize,
                    (p >> (9 * r) & 0x1ff) as usize,
                );
                bands[b] += FIELDS[ur];
                cols += FIELDS[pr];
                rows[3 * b + r] = u32::from(ONES[ur] + ONES[pr]);
            }
        }
        cols += bands[0] + bands[1] + bands[2];
        // The largest (score, cell) packed in one integer.
        let mut best = 0;
        for (b, (&p, &band)) in pairs.iter().zip(&bands).enumerate() {
            // Field c: column c's count and its box's unsolved cells.
            let boxes = (band + (band >> 7) + (band >> 14)) & BOX_FIELDS;
            let fields = cols + boxes + (boxes << 7) + (boxes << 14);
            for r in 0..3 {
                let row = 3 * b + r;
                let base = rows[row] << 8 | (9 * row) as u32;
                let mut x = p >> (9 * r) & 0x1ff;
                while x != 0 {
                    let c = x.trailing_zeros();
                    x &= x - 1;
                    let score = ((fields >> (7 * c)) as u32 & 0x7f) << 8 | c;
                    best = best.max(base + score);
                }
            }
        }
        (best & 0xff) as usize
    }

    /// Candidates of `cell` as a 9-bit mask (bit d = digit d + 1). Inlined where searches
    /// turn thorough; on the calculators, the search's code is what it was before they
    /// could.
    #[cfg_attr(feature = "thorough", inline)]
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        self.digits_at(cell / 27, cell % 27)
    }

    /// The digits that may still go in band `b` at bit `pos`, as [`State::candidates`];
    /// without a branch per digit.
    #[inline]
    fn digits_at(&self, b: usize, pos: usize) -> u16 {
        let mut mask = 0u16;
        for (d, &m) in self.band(b).iter().enumerate() {
            mask |= ((m >> pos & 1) as u16) << d;
        }
        mask
    }

    pub(super) fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for (b, band) in self.cand.chunks_exact(9).enumerate() {
            for (d, &m) in band.iter().enumerate() {
                let mut m = m;
                while m != 0 {
                    cells[27 * b + m.trailing_zeros() as usize] = d as u8 + 1;
                    m &= m - 1;
                }
            }
        }
        Grid::from_trusted(cells) // digits 1..=9 and 0
    }
}
