//! Grading a variant puzzle as a player solves it: the easiest step that applies, again and
//! again, on whatever houses the grid has (rows, columns, boxes or jigsaw pieces, X's
//! diagonals, windoku's windows) and killer's cages. The puzzle's grade is its hardest
//! step, on Sudoku Explainer's figures where the technique is SE's, and so its [`Level`].
//!
//! | step | [`Technique`] | SE | level |
//! |---|---|---|---|
//! | the last open cell of a house | full house | 1.0 | easy |
//! | a digit's one place in a house | hidden single | 1.2 | easy |
//! | a cage's cells keep the digits of its ways | cage combination | 2.0 | easy |
//! | a cell's one digit | naked single | 2.3 | easy |
//! | a digit's places in a box, piece, diagonal or window lie in another house | pointing | 2.6 | medium |
//! | a house's cells outside its whole cages make the rest of its total | 45 rule | 2.7 | medium |
//! | a digit's places in a row or column lie in another house | claiming | 2.8 | medium |
//! | a digit every way of a cage uses, its places in one house | cage intersection | 2.9 | medium |
//! | two cells, two digits; a digit on two rows in two columns; two digits, two places | naked pair, X-wing, hidden pair | 3.0–3.4 | medium |
//! | the same with three | naked triple, swordfish, hidden triple | 3.6–4.0 | hard |
//! | a pivot and two pincers | XY-wing, XYZ-wing | 4.2, 4.4 | hard |
//! | the same with four | naked quad, jellyfish, hidden quad | 5.0–5.4 | expert |
//! | a candidate of a cell of two or three whose consequences (every step up to claiming) contradict themselves | dynamic forcing chain (+) | 9.0 | diabolical |
//!
//! When nothing applies, the puzzle needs a guess ([`Technique::Guess`], 10.0), or has
//! more than one solution. A grade capped at a level tries nothing above it: what
//! [`generate`](super::generate()) uses to keep a puzzle at its level as it takes givens
//! away, as Simon Tatham's Solo does. Every step is sound, so a puzzle the steps solve has
//! one solution.
//!
//! The grid lives on the stack (a word per cell, 544 bytes at 16×16; twice that while a
//! forcing chain is followed).

use super::layout::{MAX_CAGES, MAX_CELLS, MAX_HOUSES, MAX_N};
use super::solve::{Houses, VariantError, VariantSolver, stride};
use super::sums::{few_ways, support};
use crate::sudoku::rate::{Level, Se, Technique};

/// Words of a grid's candidates and placed bits at the largest size.
pub(super) const MARKS: usize = stride(MAX_CELLS);

/// What grading a variant puzzle found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The hardest step taken ([`Technique::Guess`] when nothing up to forcing chains
    /// applied; [`Technique::FullHouse`] for a puzzle with nothing to fill).
    pub hardest: Technique,
    /// Whether the steps filled the grid: false when they stalled (below the cap, or with
    /// a guess needed).
    pub solved: bool,
}

impl Grade {
    /// The hardest step's figure on SE's scale.
    pub fn rating(&self) -> Se {
        Se(self.hardest.base())
    }

    /// The level of the hardest step.
    pub fn level(&self) -> Level {
        Level::of_se(self.hardest.base())
    }
}

/// A step found the grid broken: the puzzle has no solution.
pub(super) struct Contradiction;

/// Each sum's cells (a cage's, a house's rest) as they were when working the sum out last
/// changed nothing, as a fingerprint (0: not yet): until they change, it would change
/// nothing again. A fingerprint shared by chance skips a step, which is never unsound.
struct Settled {
    cages: [u32; MAX_CAGES],
    rest: [u32; MAX_HOUSES],
    /// Each house's cells when locked candidates from it were last worked out.
    locked: [u32; MAX_HOUSES],
    /// The houses whose cells lost a candidate since hidden singles were last looked for.
    singles: Houses,
}

impl Settled {
    /// The fingerprint of `cells`' candidates, never 0.
    fn print(m: &[u16], cells: impl Iterator<Item = usize>) -> u32 {
        cells.fold(0x811C_9DC5u32, |h, c| {
            (h ^ u32::from(m[c])).wrapping_mul(0x0100_0193)
        }) | 1
    }
}

/// What a step did: the technique, or nothing applied.
type Step = Result<Option<Technique>, Contradiction>;

impl VariantSolver {
    /// Grades `givens` (each cell's digit, 0 for empty, row by row), trying no technique
    /// above `most`.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, VariantSolver};
    /// use jiugong_core::sudoku::{Level, Technique};
    ///
    /// // 4×4 with four givens: hidden singles solve it.
    /// let solver = VariantSolver::new(&Layout::classic(4)?);
    /// #[rustfmt::skip]
    /// let givens = [
    ///     1, 0, 0, 0,
    ///     0, 0, 1, 0,
    ///     0, 3, 0, 0,
    ///     0, 0, 0, 4,
    /// ];
    /// let grade = solver.grade(&givens, Level::Diabolical)?;
    /// assert!(grade.solved);
    /// assert_eq!(grade.level(), Level::Easy);
    /// // With no givens nothing applies: several solutions.
    /// let empty = solver.grade(&[0; 16], Level::Diabolical)?;
    /// assert!(!empty.solved && empty.hardest == Technique::Guess);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn grade(&self, givens: &[u8], most: Level) -> Result<Grade, VariantError> {
        self.check_grid(givens)?;
        self.grade_sound(givens, most)
    }

    /// Typed errors for a grid the steps cannot take: not `n`×`n` long, or givens that
    /// break a rule.
    pub(super) fn check_grid(&self, grid: &[u8]) -> Result<(), VariantError> {
        if grid.len() != self.cells {
            return Err(VariantError::Cells {
                given: grid.len(),
                needed: self.cells,
            });
        }
        self.check_givens(grid)
    }

    /// `givens` (breaking no rule) in `marks` as the steps keep a grid: each cell's
    /// candidates, then the placed cells; no solution when the cages cannot add up or a
    /// cell is left with no digit.
    pub(super) fn sound_marks<'a>(
        &self,
        givens: &[u8],
        marks: &'a mut [u16; MARKS],
    ) -> Result<&'a mut [u16], VariantError> {
        let m = &mut marks[..stride(self.cells)];
        if self.impossible || !self.place_givens(givens, m) {
            return Err(VariantError::NoSolution);
        }
        Ok(m)
    }

    /// [`grade`](Self::grade) for givens known to break no rule (the generator's, taken
    /// from a solution).
    pub(super) fn grade_sound(&self, givens: &[u8], most: Level) -> Result<Grade, VariantError> {
        let mut marks = [0u16; MARKS];
        let m = self.sound_marks(givens, &mut marks)?;
        let mut grade = Grade {
            hardest: Technique::FullHouse,
            solved: false,
        };
        let mut settled = Settled {
            cages: [0; MAX_CAGES],
            rest: [0; MAX_HOUSES],
            locked: [0; MAX_HOUSES],
            singles: self.all_houses(),
        };
        // The grid before each step: the houses whose cells a step changed are those
        // whose hidden singles are looked for again.
        let mut before = [0u16; MARKS];
        loop {
            if self.all_placed(m) {
                grade.solved = true;
                return Ok(grade);
            }
            before[..m.len()].copy_from_slice(m);
            match self.step(m, most, &mut settled) {
                Err(Contradiction) => return Err(VariantError::NoSolution),
                Ok(None) => {
                    if most == Level::Diabolical {
                        grade.hardest = Technique::Guess;
                    }
                    return Ok(grade);
                }
                Ok(Some(t)) => {
                    if t.base() > grade.hardest.base() {
                        grade.hardest = t;
                    }
                    // Singles and sums mark the houses they touched; after any other
                    // step, the houses of the cells that changed.
                    let marked = matches!(
                        t,
                        Technique::FullHouse
                            | Technique::HiddenSingle
                            | Technique::NakedSingle
                            | Technique::CageCombination
                            | Technique::Rule45
                    );
                    if !marked {
                        settled.singles |= self.changed_houses(&before[..m.len()], m);
                    }
                }
            }
        }
    }

    /// The houses of the cells whose candidates, or whether they are placed, differ
    /// between `before` and `after` (grids as the steps keep them).
    fn changed_houses(&self, before: &[u16], after: &[u16]) -> Houses {
        let mut houses = 0;
        for c in 0..self.cells {
            if before[c] != after[c] || self.is_placed(before, c) != self.is_placed(after, c) {
                houses |= self.cell_house_mask[c];
            }
        }
        houses
    }

    /// The easiest step up to `most` that applies, taken.
    fn step(&self, m: &mut [u16], most: Level, settled: &mut Settled) -> Step {
        let within = |t: Technique| Level::of_se(t.base()) <= most;
        let n = self.n;
        if let Some(t) = self.hidden_singles(m, &mut settled.singles)? {
            return Ok(Some(t));
        }
        for k in 0..self.layout.cages() {
            let print = Settled::print(m, self.cage(k).iter().map(|&c| usize::from(c)));
            if settled.cages[k] == print {
                continue;
            }
            let changed = self.narrow_cage(m, k).ok_or(Contradiction)?;
            if changed != 0 {
                settled.singles |= changed;
                return Ok(Some(Technique::CageCombination));
            }
            settled.cages[k] = print;
        }
        if let Some(t) = self.naked_singles(m, &mut settled.singles)? {
            return Ok(Some(t));
        }
        if !within(Technique::Pointing) {
            return Ok(None);
        }
        // A house whose cells have not changed since it was last looked at has nothing
        // more to lock: its eliminations, outside it, were made then.
        let mut unchanged = |m: &[u16], h: usize| {
            let print = Settled::print(m, self.house_cells[h][..n].iter().map(|&c| usize::from(c)));
            core::mem::replace(&mut settled.locked[h], print) == print
        };
        if self
            .locked(m, |m, h| h >= 2 * n && !unchanged(m, h))
            .ok_or(Contradiction)?
        {
            return Ok(Some(Technique::Pointing));
        }
        for h in (0..self.houses).filter(|&h| self.rest[h].1 > 0) {
            let print = Settled::print(m, self.rest_cells(h));
            if settled.rest[h] == print {
                continue;
            }
            let changed = self.narrow_rest(m, h).ok_or(Contradiction)?;
            if changed != 0 {
                settled.singles |= changed;
                return Ok(Some(Technique::Rule45));
            }
            settled.rest[h] = print;
        }
        if self
            .locked(m, |m, h| h < 2 * n && !unchanged(m, h))
            .ok_or(Contradiction)?
        {
            return Ok(Some(Technique::Claiming));
        }
        if self.cage_intersections(m)? {
            return Ok(Some(Technique::CageIntersection));
        }
        for (t, size, pattern) in PATTERNS {
            if !within(t) {
                return Ok(None);
            }
            if self.pattern(m, size, pattern) {
                return Ok(Some(t));
            }
        }
        if within(Technique::DynamicForcingChainPlus) && self.forcing(m) {
            return Ok(Some(Technique::DynamicForcingChainPlus));
        }
        Ok(None)
    }

    /// The first pattern of its shape and `size` found, its eliminations made: whether one
    /// was.
    pub(super) fn pattern(&self, m: &mut [u16], size: usize, pattern: Pattern) -> bool {
        match pattern {
            Pattern::Naked => self.sets(m, size, false),
            Pattern::Hidden => self.sets(m, size, true),
            Pattern::Fish => self.fish(m, size),
            Pattern::Wing => self.wings(m, size),
            Pattern::Links => self.strong_links(m, size),
        }
    }

    /// The open cells of house `h`.
    fn open_cells(&self, m: &[u16], h: usize, out: &mut [u8; MAX_N]) -> usize {
        let mut k = 0;
        for &c in &self.house_cells[h][..self.n] {
            if !self.is_placed(m, usize::from(c)) {
                out[k] = c;
                k += 1;
            }
        }
        k
    }

    /// Every digit with one open place left in a house, placed there: a full house when
    /// the house has one open cell.
    fn hidden_singles(&self, m: &mut [u16], touched: &mut Houses) -> Step {
        let mut found = None;
        let mut houses = core::mem::take(touched);
        while houses != 0 {
            let h = houses.trailing_zeros() as usize;
            houses &= houses - 1;
            let mut open = [0u8; MAX_N];
            let (once, twice, _, count) = self.tally(m, h, &mut open)?;
            if count == 0 {
                continue;
            }
            let mut single = once & !twice;
            let t = if count == 1 {
                Technique::FullHouse
            } else {
                Technique::HiddenSingle
            };
            while single != 0 {
                let bit = single & single.wrapping_neg();
                single &= single - 1;
                let place = open[..count]
                    .iter()
                    .map(|&c| usize::from(c))
                    .find(|&c| !self.is_placed(m, c) && m[c] & bit != 0);
                if let Some(c) = place {
                    m[c] = bit;
                    *touched |= self.cell_house_mask[c];
                    if !self.place(m, c, touched) {
                        return Err(Contradiction);
                    }
                    found = found.max(Some(t));
                }
            }
        }
        Ok(found)
    }

    /// House `h`'s open cells, written into `open`, and its digits by their places: those
    /// with one open place or more, two or more, and those placed; and how many cells are
    /// open. A contradiction when a digit has no place left in it.
    pub(super) fn tally(
        &self,
        m: &[u16],
        h: usize,
        open: &mut [u8; MAX_N],
    ) -> Result<(u16, u16, u16, usize), Contradiction> {
        let (mut once, mut twice, mut done, mut count) = (0u16, 0u16, 0u16, 0);
        for &c in &self.house_cells[h][..self.n] {
            let cu = usize::from(c);
            if self.is_placed(m, cu) {
                done |= m[cu];
            } else {
                twice |= once & m[cu];
                once |= m[cu];
                open[count] = c;
                count += 1;
            }
        }
        if count > 0 && once | done != self.full {
            return Err(Contradiction);
        }
        Ok((once, twice, done, count))
    }

    /// Every open cell with one candidate left, placed.
    fn naked_singles(&self, m: &mut [u16], touched: &mut Houses) -> Step {
        let mut found = None;
        for w in 0..self.cells.div_ceil(16) {
            // A placement places no other cell: the word's open cells stay as read.
            let mut open = self.open_of_word(m, w);
            while open != 0 {
                let c = 16 * w + open.trailing_zeros() as usize;
                open &= open - 1;
                match m[c].count_ones() {
                    0 => return Err(Contradiction),
                    1 => {
                        if !self.place(m, c, touched) {
                            return Err(Contradiction);
                        }
                        found = Some(Technique::NakedSingle);
                    }
                    _ => {}
                }
            }
        }
        Ok(found)
    }

    /// Cage intersections in the first cage that has one: whether one did.
    fn cage_intersections(&self, m: &mut [u16]) -> Result<bool, Contradiction> {
        for k in 0..self.layout.cages() {
            if self.cage_intersection(m, k)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Cage `k`'s intersections: a digit every way of filling its open cells uses, its
    /// places in the cage all in one house, goes from that house's cells outside the cage.
    /// Whether a candidate went.
    pub(super) fn cage_intersection(&self, m: &mut [u16], k: usize) -> Result<bool, Contradiction> {
        let mut open = [0u8; MAX_N];
        let mut cands = [0u16; MAX_N];
        let (mut count, mut left) = (0, self.layout.cage_sum(k));
        for &c in self.cage(k) {
            let c = usize::from(c);
            if self.is_placed(m, c) {
                left = left.saturating_sub(m[c].trailing_zeros() as u16 + 1);
            } else {
                open[count] = c as u8;
                cands[count] = m[c];
                count += 1;
            }
        }
        if count < 2 || !few_ways(&cands[..count]) {
            return Ok(false);
        }
        let mut changed = false;
        let union = cands[..count].iter().fold(0, |u, &x| u | x);
        let mut digits = union;
        while digits != 0 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut without = cands;
            for w in &mut without[..count] {
                *w &= !bit;
            }
            if support(&without[..count], left)[0] != 0 {
                continue;
            }
            // Every way uses the digit: the houses all its places share lose it.
            let mut common = u64::MAX;
            for &c in &open[..count] {
                if m[usize::from(c)] & bit != 0 {
                    common &= self.cell_house_mask[usize::from(c)];
                }
            }
            while common != 0 {
                let h = common.trailing_zeros() as usize;
                common &= common - 1;
                for &o in &self.house_cells[h][..self.n] {
                    let o = usize::from(o);
                    if self.layout.cage_of(o) != Some(k) && m[o] & bit != 0 {
                        m[o] &= !bit;
                        if m[o] == 0 {
                            return Err(Contradiction);
                        }
                        changed = true;
                    }
                }
            }
        }
        Ok(changed)
    }

    /// Sets of `size` in a house. Naked: `size` open cells with `size` digits between them;
    /// those digits go from the house's other cells. Hidden: `size` digits with `size`
    /// places between them; those places lose every other digit.
    fn sets(&self, m: &mut [u16], size: usize, hidden: bool) -> bool {
        for h in 0..self.houses {
            let mut open = [0u8; MAX_N];
            let count = self.open_cells(m, h, &mut open);
            if count <= size {
                continue;
            }
            // Naked: each open cell's digits, tagged with its place among the open cells.
            // Hidden: each digit's places among the open cells, tagged with the digit.
            let (mut items, mut tags, mut k) = ([0u16; MAX_N], [0u16; MAX_N], 0);
            for i in 0..if hidden { self.n } else { count } {
                let item = if hidden {
                    (0..count)
                        .filter(|&at| m[usize::from(open[at])] & (1 << i) != 0)
                        .fold(0u16, |places, at| places | 1 << at)
                } else {
                    m[usize::from(open[i])]
                };
                if (2..=size as u32).contains(&item.count_ones()) {
                    (items[k], tags[k]) = (item, 1 << i);
                    k += 1;
                }
            }
            let hit = each_subset(&items[..k], size, |chosen, union| {
                if union.count_ones() as usize != size {
                    return false;
                }
                let tagged = (0..k)
                    .filter(|&i| chosen & (1 << i) != 0)
                    .fold(0u16, |t, i| t | tags[i]);
                let mut changed = false;
                for (at, &c) in open[..count].iter().enumerate() {
                    let inside = if hidden { union } else { tagged } & (1 << at) != 0;
                    let keep = match (hidden, inside) {
                        (true, true) => tagged,
                        (false, false) => !union,
                        _ => continue,
                    };
                    let c = usize::from(c);
                    if m[c] & !keep != 0 {
                        m[c] &= keep;
                        changed = true;
                    }
                }
                changed
            });
            if hit {
                return true;
            }
        }
        false
    }

    /// Fish of `size` lines: a digit whose places on `size` rows lie in `size` columns (or
    /// the other way about) goes from those columns' other cells.
    fn fish(&self, m: &mut [u16], size: usize) -> bool {
        let n = self.n;
        for d in 0..n {
            let bit = 1u16 << d;
            for across in [true, false] {
                // Each base line's places, as bits of the cover lines.
                let cell = |base: usize, cover: usize| {
                    if across {
                        base * n + cover
                    } else {
                        cover * n + base
                    }
                };
                let mut items = [0u16; MAX_N];
                let mut lines = [0u8; MAX_N];
                let mut k = 0;
                for base in 0..n {
                    let places = (0..n)
                        .filter(|&cover| {
                            let c = cell(base, cover);
                            !self.is_placed(m, c) && m[c] & bit != 0
                        })
                        .fold(0u16, |p, cover| p | 1 << cover);
                    if (2..=size as u32).contains(&places.count_ones()) {
                        (items[k], lines[k]) = (places, base as u8);
                        k += 1;
                    }
                }
                let hit = each_subset(&items[..k], size, |chosen, union| {
                    if union.count_ones() as usize != size {
                        return false;
                    }
                    let mut changed = false;
                    for base in 0..n {
                        let in_fish =
                            (0..k).any(|i| chosen & (1 << i) != 0 && usize::from(lines[i]) == base);
                        if in_fish {
                            continue;
                        }
                        for cover in (0..n).filter(|&cover| union & (1 << cover) != 0) {
                            let c = cell(base, cover);
                            if !self.is_placed(m, c) && m[c] & bit != 0 {
                                m[c] &= !bit;
                                changed = true;
                            }
                        }
                    }
                    changed
                });
                if hit {
                    return true;
                }
            }
        }
        false
    }

    /// Whether two different cells share a house or a cage.
    fn sees(&self, a: usize, b: usize) -> bool {
        a != b
            && (self.cell_house_mask[a] & self.cell_house_mask[b] != 0
                || self
                    .layout
                    .cage_of(a)
                    .is_some_and(|k| self.layout.cage_of(b) == Some(k)))
    }

    /// Wings: a pivot of `size` digits (2: {x,y}; 3: {x,y,z}) seeing pincers {x,z} and
    /// {y,z}; z goes from every cell that sees both pincers (and the pivot, for 3).
    fn wings(&self, m: &mut [u16], size: usize) -> bool {
        let mut pairs = [0u8; MAX_CELLS];
        let mut count = 0;
        for c in 0..self.cells {
            if !self.is_placed(m, c) && m[c].count_ones() == 2 {
                pairs[count] = c as u8;
                count += 1;
            }
        }
        let pairs = &pairs[..count];
        for pivot in 0..self.cells {
            if self.is_placed(m, pivot) || m[pivot].count_ones() as usize != size {
                continue;
            }
            let xy = m[pivot];
            for (i, &a) in pairs.iter().enumerate() {
                let a = usize::from(a);
                if !self.sees(pivot, a) || (m[a] & xy).count_ones() != size as u32 - 1 {
                    continue;
                }
                for &b in &pairs[i + 1..] {
                    let b = usize::from(b);
                    let z = m[a] & m[b];
                    if !self.sees(pivot, b)
                        || z.count_ones() != 1
                        || m[a] | m[b] | xy != xy | z
                        || (m[a] | m[b]).count_ones() != 3
                        || (size == 2 && xy & z != 0)
                        || (size == 3 && (xy & z == 0 || m[a] | m[b] != xy))
                    {
                        continue;
                    }
                    let mut changed = false;
                    for c in 0..self.cells {
                        if c == pivot
                            || self.is_placed(m, c)
                            || m[c] & z == 0
                            || !self.sees(a, c)
                            || !self.sees(b, c)
                            || (size == 3 && !self.sees(pivot, c))
                        {
                            continue;
                        }
                        m[c] &= !z;
                        changed = true;
                    }
                    if changed {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Strong links on one digit (houses where it has two places), `links` of them joined
    /// end to end by cells that see each other: one end or the other holds the digit, so
    /// no cell that sees both ends does. Two links make a skyscraper, kite or turbot fish.
    fn strong_links(&self, m: &mut [u16], links: usize) -> bool {
        for d in 0..self.n {
            let bit = 1u16 << d;
            // Each strong link both ways round.
            let mut ends = [(0u8, 0u8); 2 * MAX_HOUSES];
            let mut count = 0;
            for h in 0..self.houses {
                let mut places = [0u8; 2];
                let mut k = 0;
                for &c in &self.house_cells[h][..self.n] {
                    let cu = usize::from(c);
                    if !self.is_placed(m, cu) && m[cu] & bit != 0 {
                        if k < 2 {
                            places[k] = c;
                        }
                        k += 1;
                    }
                }
                if k == 2 {
                    ends[count] = (places[0], places[1]);
                    ends[count + 1] = (places[1], places[0]);
                    count += 2;
                }
            }
            let mut chain = [0u8; 8];
            for &(a, b) in &ends[..count] {
                (chain[0], chain[1]) = (a, b);
                if self.extend(m, bit, &ends[..count], &mut chain, 1, links) {
                    return true;
                }
            }
        }
        false
    }

    /// Strong links after the first `done` of `chain` (two cells each), up to `links`;
    /// then the digit `bit` goes from the cells that see both ends. Whether any went.
    fn extend(
        &self,
        m: &mut [u16],
        bit: u16,
        ends: &[(u8, u8)],
        chain: &mut [u8; 8],
        done: usize,
        links: usize,
    ) -> bool {
        let len = 2 * done;
        if done == links {
            let (first, last) = (usize::from(chain[0]), usize::from(chain[len - 1]));
            let mut changed = false;
            for c in 0..self.cells {
                if !self.is_placed(m, c)
                    && m[c] & bit != 0
                    && !chain[..len].contains(&(c as u8))
                    && self.sees(c, first)
                    && self.sees(c, last)
                {
                    m[c] &= !bit;
                    changed = true;
                }
            }
            return changed;
        }
        let tail = usize::from(chain[len - 1]);
        for &(a, b) in ends {
            if chain[..len].contains(&a)
                || chain[..len].contains(&b)
                || !self.sees(tail, usize::from(a))
            {
                continue;
            }
            (chain[len], chain[len + 1]) = (a, b);
            if self.extend(m, bit, ends, chain, done + 1, links) {
                return true;
            }
        }
        false
    }

    /// A forcing chain: a candidate whose placement, followed through every step up to
    /// claiming (in [`propagate`](Self::propagate)), breaks the grid, goes. Cells of two
    /// candidates first, then of three: wider cells, which seldom break, would make a
    /// 16×16 step take seconds.
    pub(super) fn forcing(&self, m: &mut [u16]) -> bool {
        let mut trial = [0u16; MARKS];
        let len = m.len();
        for few in 2..=3 {
            for c in 0..self.cells {
                if self.is_placed(m, c) || m[c].count_ones() != few {
                    continue;
                }
                let mut rest = m[c];
                while rest != 0 {
                    let bit = rest & rest.wrapping_neg();
                    rest &= rest - 1;
                    trial[..len].copy_from_slice(m);
                    trial[c] = bit;
                    if !self.propagate(&mut trial[..len], Level::Medium) {
                        m[c] &= !bit;
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// The techniques beyond singles and intersections, easiest first: each with its size
/// and the shape of its pattern.
pub(super) const PATTERNS: [(Technique, usize, Pattern); 14] = [
    (Technique::NakedPair, 2, Pattern::Naked),
    (Technique::XWing, 2, Pattern::Fish),
    (Technique::HiddenPair, 2, Pattern::Hidden),
    (Technique::NakedTriple, 3, Pattern::Naked),
    (Technique::Swordfish, 3, Pattern::Fish),
    (Technique::HiddenTriple, 3, Pattern::Hidden),
    (Technique::TurbotFish, 2, Pattern::Links),
    (Technique::XyWing, 2, Pattern::Wing),
    (Technique::XyzWing, 3, Pattern::Wing),
    (Technique::NakedQuad, 4, Pattern::Naked),
    (Technique::Jellyfish, 4, Pattern::Fish),
    (Technique::HiddenQuad, 4, Pattern::Hidden),
    (Technique::ThreeStrongLinks, 3, Pattern::Links),
    (Technique::FourStrongLinks, 4, Pattern::Links),
];

/// The techniques beyond singles and intersections, by the shape of their pattern.
#[derive(Clone, Copy)]
pub(super) enum Pattern {
    Naked,
    Hidden,
    Fish,
    Wing,
    Links,
}

/// Calls `f` with each choice of `size` of `items` (as bits of their indices) and the
/// union of the chosen, until it returns true; whether it did.
fn each_subset(items: &[u16], size: usize, mut f: impl FnMut(u32, u16) -> bool) -> bool {
    fn walk(
        items: &[u16],
        from: usize,
        left: usize,
        size: usize,
        (chosen, union): (u32, u16),
        f: &mut dyn FnMut(u32, u16) -> bool,
    ) -> bool {
        if left == 0 {
            return f(chosen, union);
        }
        (from..items.len()).any(|i| {
            let union = union | items[i];
            // A union already wider than the set cannot narrow again.
            union.count_ones() as usize <= size
                && walk(items, i + 1, left - 1, size, (chosen | 1 << i, union), f)
        })
    }
    items.len() >= size && walk(items, 0, size, size, (0, 0), &mut f)
}
