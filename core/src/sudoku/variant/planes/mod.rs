//! Digit planes: the search of a grid without cages, a digit at a time.
//!
//! Each digit's *plane* holds, as bits, the cells it may still take (and the cell it was
//! placed in): a [`Cells`] as wide as the grid, one machine word up to 8×8, two up to
//! 11×11, three or four beyond. A house is a mask of the same bits, so a digit's places in
//! a house are one AND, a placement clears the digit from the cell's peers and the cell
//! from every other plane, and the cells left with one candidate come from counting the
//! planes bit by bit. This does the singles' work in a few dozen word operations where
//! [`VariantSolver::propagate`] visits every cell of a house; the cell-major search stays
//! for cages. A random draw takes the cell-major search's steps and order, and so draws the
//! grid it draws.
//!
//! The planes are the `fast-variants` feature's (on by default). The calculators' builds
//! leave it off for its ARM code, and search every layout a cell at a time, with the same
//! answers.

mod cells;

use super::layout::{MAX_CELLS, MAX_HOUSES, MAX_N};
use super::solve::{Houses, VariantError, VariantSolver, stride};
use crate::sudoku::rate::Level;
use cells::Wide;
pub(super) use cells::{AllCells, Cells};
use rand_core::Rng;

/// The steps a propagation takes beyond naked singles.
#[derive(Clone, Copy)]
struct Steps {
    /// Hidden singles.
    hidden: bool,
    /// Locked candidates, when the singles are done.
    locked: bool,
}

/// Words (`u16`) of one plane in the search's room.
const fn plane_words(cells: usize) -> usize {
    cells.div_ceil(16)
}

/// One level of the search: each digit's plane and the cells placed.
#[derive(Clone, Copy)]
pub(super) struct Planes<C, const N: usize> {
    digits: [C; N],
    placed: C,
    /// Houses known to hold each digit placed, whose hidden singles are done (not saved:
    /// a level read back finds them again as it looks).
    done: [u64; N],
    /// Houses whose places for each digit have not changed since hidden singles last
    /// looked at them (not saved either).
    looked: [u64; N],
}

impl<C: Cells, const N: usize> Planes<C, N> {
    /// Every cell of `solver`'s grid open to every digit.
    fn open(solver: &VariantSolver) -> Planes<C, N> {
        let all = C::of(&solver.plane_cells);
        Planes {
            digits: [all; N],
            placed: C::NONE,
            done: [0; N],
            looked: [0; N],
        }
    }

    /// Digit `d` (0-based) placed in `cell`: gone from the cell's peers and from the cell's
    /// other digits.
    fn place(&mut self, solver: &VariantSolver, cell: usize, d: usize) {
        let bit = C::cell(cell);
        let houses = solver.cell_house_mask[cell];
        for (plane, looked) in self.digits[..solver.n].iter_mut().zip(&mut self.looked) {
            *plane &= !bit;
            *looked &= !houses;
        }
        self.digits[d] = (self.digits[d] & !C::of(&solver.plane_peers[cell])) | bit;
        self.placed |= bit;
        self.done[d] |= houses;
        // The digit left the peers, in houses beyond the cell's own.
        self.looked[d] = 0;
    }

    /// The open cells with no candidate left, with one, and with two or more.
    fn counts(&self, solver: &VariantSolver) -> (C, C, C) {
        let (mut one, mut two) = (C::NONE, C::NONE);
        for &plane in &self.digits[..solver.n] {
            two |= one & plane;
            one |= plane;
        }
        let open = C::of(&solver.plane_cells) & !self.placed;
        (open & !one, open & one & !two, open & two)
    }

    /// The digits `cell` may still take (or holds), a bit each: digit `d` (0-based) is bit
    /// `d`.
    fn digits_at(&self, solver: &VariantSolver, cell: usize) -> u16 {
        let planes = self.digits[..solver.n].iter().enumerate();
        planes.fold(0, |m, (d, &p)| m | u16::from(p.has(cell)) << d)
    }

    /// The digit (0-based) a cell with one candidate holds: [`digits_at`](Self::digits_at)'s
    /// one bit, found sooner (the planes after it are not read).
    fn digit_of(&self, solver: &VariantSolver, cell: usize) -> Option<usize> {
        self.digits[..solver.n].iter().position(|&p| p.has(cell))
    }

    /// Whether open `cell` is a single: a naked one (one digit left) or a hidden one (a
    /// digit with no other open place in one of its houses).
    fn single_at(&self, solver: &VariantSolver, cell: usize) -> bool {
        let digits = self.digits_at(solver, cell);
        let bit = C::cell(cell);
        digits.count_ones() == 1
            || self.digits[..solver.n]
                .iter()
                .enumerate()
                .filter(|&(d, _)| digits & 1 << d != 0)
                .any(|(_, &plane)| {
                    solver.houses_of_cell(cell).iter().any(|&h| {
                        plane & !self.placed & C::of(&solver.plane_houses[usize::from(h)]) == bit
                    })
                })
    }

    /// Naked singles (and hidden ones, as `steps` says) until none is left, or every cell
    /// of `goal` is placed; with `steps.locked`, locked candidates when the singles are
    /// done, and again. False on a contradiction: a cell with no digit, or (looking for
    /// hidden singles) a digit with no place in a house.
    fn propagate(&mut self, solver: &VariantSolver, goal: C, steps: Steps) -> bool {
        // Each digit's open places when locked candidates last looked at them.
        let mut locked_seen = [!C::NONE; N];
        loop {
            if !goal.is_empty() && self.placed & goal == goal {
                return true;
            }
            let (none, single, several) = self.counts(solver);
            if !none.is_empty() {
                return false;
            }
            // Every cell placed: nothing left to look for.
            if (single | several).is_empty() {
                return true;
            }
            if !single.is_empty() {
                for cell in single.iter() {
                    // An earlier single of this pass may have taken its digit.
                    let Some(d) = self.digit_of(solver, cell) else {
                        return false;
                    };
                    self.place(solver, cell, d);
                }
                continue;
            }
            // Hidden singles: a digit with one open place in a house.
            let mut changed = false;
            for d in (0..solver.n).filter(|_| steps.hidden) {
                // A digit placed n times may still miss a house that is not a row, a
                // column or a region: every house it is not known to be in is looked at.
                let mut houses = solver.all_houses() & !self.done[d] & !self.looked[d];
                // Looked at as they are now: a place taken below changes them again.
                self.looked[d] |= houses;
                while houses != 0 {
                    let h = houses.trailing_zeros() as usize;
                    houses &= houses - 1;
                    let places = self.digits[d] & C::of(&solver.plane_houses[h]);
                    if places.is_empty() {
                        return false;
                    }
                    if !places.several() {
                        if (places & self.placed).is_empty() {
                            self.place(solver, places.lowest(), d);
                            changed = true;
                        } else {
                            self.done[d] |= 1 << h;
                        }
                    }
                }
            }
            if !(changed || steps.locked && self.locked(solver, &mut locked_seen)) {
                return true;
            }
        }
    }

    /// Locked candidates: a digit whose open places in one house all lie in another house
    /// too leaves that other house's cells outside the first. Whether a candidate went;
    /// `seen`: each digit's open places when last looked at, skipped while they stay so.
    fn locked(&mut self, solver: &VariantSolver, seen: &mut [C; N]) -> bool {
        let mut changed = false;
        let placed = self.placed;
        let planes = self.digits[..solver.n].iter_mut().zip(&mut self.looked);
        for ((plane, looked), seen) in planes.zip(seen) {
            // The open places as the pass began. They only shrink as it goes, and places
            // that all lie in another house still do when there are fewer of them.
            let open = *plane & !placed;
            if open == *seen {
                continue;
            }
            for (h, house) in solver.plane_houses[..solver.houses].iter().enumerate() {
                let house = C::of(house);
                let places = open & house;
                if !places.several() {
                    continue;
                }
                let mut others = solver.overlaps[h];
                while others != 0 {
                    let other = C::of(&solver.plane_houses[others.trailing_zeros() as usize]);
                    others &= others - 1;
                    let gone = *plane & open & other & !house;
                    if (places & !other).is_empty() && !gone.is_empty() {
                        *plane &= !gone;
                        *looked = 0;
                        changed = true;
                    }
                }
            }
            // Seen as the pass began: a place this pass took may let an earlier house take
            // more, so a plane that changed is looked at again.
            *seen = open;
        }
        changed
    }

    /// Written into a level of the room: each plane in `plane_words` words, then the cells
    /// placed.
    fn save(&self, solver: &VariantSolver, level: &mut [u16]) {
        let words = plane_words(solver.cells);
        let planes = self.digits[..solver.n].iter().chain([&self.placed]);
        for (i, &plane) in planes.enumerate() {
            plane.save(&mut level[i * words..(i + 1) * words]);
        }
    }

    /// Read back from a level of the room that [`save`](Self::save) wrote.
    fn load(solver: &VariantSolver, level: &[u16]) -> Planes<C, N> {
        let words = plane_words(solver.cells);
        let mut planes = Planes {
            digits: [C::NONE; N],
            placed: C::NONE,
            done: [0; N],
            looked: [0; N],
        };
        let plane = |i: usize| C::load(&level[i * words..(i + 1) * words]);
        for (i, digit) in planes.digits[..solver.n].iter_mut().enumerate() {
            *digit = plane(i);
        }
        planes.placed = plane(solver.n);
        planes
    }
}

/// A level of the room holds the planes: (n + 1) planes of `cells / 16` words each are at
/// most a cell-major level's `cells + cells / 16` words for every side.
const _: () = {
    let mut n = 2;
    while n <= MAX_N {
        let cells = n * n;
        assert!((n + 1) * plane_words(cells) <= stride(cells));
        n += 1;
    }
};

/// `solver.f::<C, N>(…)` with cells `C` as wide as the solver's grid and room for its `N`
/// digits: up to 64 cells (8×8) a `u64` (the 4×4's planes with room for 4 digits alone,
/// the less to copy), up to 128 (11×11) a `u128`, up to 192 (13×13) three words, else
/// four.
macro_rules! by_width {
    ($solver:ident . $f:ident ( $($arg:expr),* )) => {
        match $solver.cells {
            0..=16 => $solver.$f::<u64, 4>($($arg),*),
            17..=64 => $solver.$f::<u64, 8>($($arg),*),
            65..=128 => $solver.$f::<u128, 11>($($arg),*),
            129..=192 => $solver.$f::<Wide<3>, 13>($($arg),*),
            _ => $solver.$f::<Wide<4>, 16>($($arg),*),
        }
    };
}

impl VariantSolver {
    /// Whether this layout's search takes planes: one without cages.
    pub(super) fn by_planes(&self) -> bool {
        self.layout.cages() == 0
    }

    /// The planes of `givens` (breaking no rule) placed: each open cell without the digits
    /// given in its houses. The solver keeps the givens it was last asked about
    /// ([`GivenPlanes`]), and a dig's next check differs from them in a cell or two.
    fn planes_of<C: Cells, const N: usize>(&mut self, givens: &[u8]) -> Planes<C, N> {
        self.given
            .follow::<C>(&self.plane_peers, &self.cell_house_mask, givens);
        self.given.planes(self)
    }

    /// [`search`](Self::search) by planes, for a layout [`by_planes`](Self::by_planes)
    /// takes: the same solutions; drawing, the same grid; within a budget of `nodes`, the
    /// same nodes.
    pub(super) fn search_by_planes(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        first: Option<&mut [u8]>,
        rng: Option<&mut dyn Rng>,
        nodes: u64,
    ) -> Result<u32, VariantError> {
        by_width!(self.search_planes(givens, limit, room, first, rng, nodes))
    }

    /// [`search_by_planes`](Self::search_by_planes) with cells `C` wide.
    fn search_planes<C: Cells, const N: usize>(
        &mut self,
        givens: &[u8],
        limit: u32,
        room: &mut [u16],
        mut first: Option<&mut [u8]>,
        mut rng: Option<&mut dyn Rng>,
        mut nodes: u64,
    ) -> Result<u32, VariantError> {
        self.gave_up = false;
        // The givens' digits are checked first (the planes hold no more), and the rest of
        // the rules only when two givens see each other, to say which.
        self.check_lent(givens, room)?;
        self.check_digits(givens)?;
        // Drawing, or within a budget, the steps the cell-major search takes, so that each
        // node leaves the grid as it left it: the draw is the same grid, and the budget
        // runs out where it did. Else what is quickest: locked candidates pay on jigsaw
        // pieces (9×9: a fifth of the work without them), on the 9×9's diagonals and
        // windows, and on 12×12 (Solo's 3x4 puzzles: 30 % less); on boxes alone elsewhere
        // (16×16: 17 % more), and on the smaller grids' diagonals, they cost more than
        // they save.
        let steps = match self.search_steps(rng.is_some()) {
            (most, hidden) if rng.is_some() || nodes != u64::MAX => Steps {
                hidden,
                locked: most >= Level::Medium,
            },
            _ => Steps {
                hidden: true,
                locked: self.layout.is_jigsaw()
                    || (self.houses > 3 * self.n && self.n >= 9)
                    || self.n == 12,
            },
        };
        let mut planes = self.planes_of::<C, N>(givens);
        if self.given.repeat(self.n) {
            return self.check_givens(givens).map(|()| 0);
        }
        if !planes.propagate(self, C::NONE, steps) || limit == 0 {
            return Ok(0);
        }
        let level = stride(self.cells);
        // Each open branch (in the solver's, as the cell-major search keeps them): its cell
        // and the digits not yet tried.
        let mut found = 0;
        let mut top = 0;
        let mut examine = true;
        loop {
            if examine {
                let (_, _, open) = planes.counts(self);
                if open.is_empty() {
                    found += 1;
                    if found == 1
                        && let Some(out) = first.as_deref_mut()
                    {
                        for (d, &plane) in planes.digits[..self.n].iter().enumerate() {
                            for cell in plane.iter() {
                                out[cell] = d as u8 + 1;
                            }
                        }
                    }
                    if found >= limit {
                        return Ok(found);
                    }
                } else {
                    let cell = self.fewest(&planes, open);
                    self.branch[top] = (cell as u8, planes.digits_at(self, cell));
                    planes.save(self, &mut room[top * level..(top + 1) * level]);
                    top += 1;
                }
            }
            // The next digit of the deepest open branch.
            loop {
                let Some((cell, bit)) = self.next_digit(&mut top, rng.as_deref_mut(), &mut nodes)
                else {
                    return Ok(found);
                };
                planes = Planes::load(self, &room[(top - 1) * level..top * level]);
                planes.place(self, usize::from(cell), bit.trailing_zeros() as usize);
                if planes.propagate(self, C::NONE, steps) {
                    examine = true;
                    break;
                }
            }
        }
    }

    /// The open cell (of `open`, cells with two digits or more) with the fewest digits.
    fn fewest<C: Cells, const N: usize>(&self, planes: &Planes<C, N>, open: C) -> usize {
        // Cells with two digits and no third, from a third count over the planes.
        let (mut one, mut two, mut three) = (C::NONE, C::NONE, C::NONE);
        for &plane in &planes.digits[..self.n] {
            three |= two & plane;
            two |= one & plane;
            one |= plane;
        }
        let pairs = open & !three;
        if !pairs.is_empty() {
            return pairs.lowest();
        }
        // Else each cell's count of digits, a bit of it a word (up to 16 digits), and the
        // lowest count any open cell has.
        let mut count = [C::NONE; 5];
        for &plane in &planes.digits[..self.n] {
            let mut carry = plane;
            for bit in &mut count {
                (*bit, carry) = (*bit ^ carry, *bit & carry);
            }
        }
        (3..=self.n)
            .map(|k| {
                let bits = count.iter().enumerate();
                bits.fold(open, |m, (i, &b)| m & if k >> i & 1 != 0 { b } else { !b })
            })
            .find(|cells| !cells.is_empty())
            .map_or(0, C::lowest)
    }

    /// [`easy_fills`](Self::easy_fills) by planes: whether the singles fill in `givens`,
    /// or place every cell of `taken` again.
    pub(super) fn easy_fills_by_planes(&mut self, givens: &[u8], taken: &[usize]) -> bool {
        by_width!(self.easy_fills_planes(givens, taken))
    }

    /// [`easy_fills_by_planes`](Self::easy_fills_by_planes) with cells `C` wide.
    fn easy_fills_planes<C: Cells, const N: usize>(
        &mut self,
        givens: &[u8],
        taken: &[usize],
    ) -> bool {
        let goal = taken.iter().fold(C::NONE, |g, &c| g | C::cell(c));
        let mut planes = self.planes_of::<C, N>(givens);
        // Most cells taken early in a dig come back by one single, with no steps before it.
        if !goal.is_empty() && taken.iter().all(|&c| planes.single_at(self, c)) {
            return true;
        }
        let singles = Steps {
            hidden: true,
            locked: false,
        };
        if !planes.propagate(self, goal, singles) {
            return false;
        }
        planes.placed == C::of(&self.plane_cells)
            || (!goal.is_empty() && planes.placed & goal == goal)
    }
}

/// Givens as planes: each digit's given cells, the cells they see and the houses they are
/// in, followed a cell at a time from one set of givens to the next.
///
/// A dig asks about givens that differ from the last ones in the cell or two it takes out
/// (and those it put back): placing every given again costs 1.9 K instructions on a 9×9,
/// following the change a few hundred.
#[derive(Clone, Copy, Debug)]
pub(super) struct GivenPlanes {
    /// Each cell's given digit (0: none).
    digits: [u8; MAX_CELLS],
    given: [AllCells; MAX_N],
    seen: [AllCells; MAX_N],
    houses: [u64; MAX_N],
}

impl GivenPlanes {
    /// No givens.
    pub(super) const NONE: GivenPlanes = GivenPlanes {
        digits: [0; MAX_CELLS],
        given: [AllCells::NONE; MAX_N],
        seen: [AllCells::NONE; MAX_N],
        houses: [0; MAX_N],
    };

    /// Made `givens` (on the grid the last ones were on, whose cells have `peers` and are
    /// in `houses`): each cell that differs changed, then the cells seen and houses of each
    /// digit that lost a cell found again.
    fn follow<C: Cells>(&mut self, peers: &[AllCells], houses: &[Houses], givens: &[u8]) {
        let mut lost = 0u16;
        // Eight cells at a time: most are as they were.
        let word = |cells: &[u8]| match cells.try_into() {
            Ok(bytes) => u64::from_le_bytes(bytes),
            Err(_) => cells.iter().rev().fold(0, |w, &d| w << 8 | u64::from(d)),
        };
        for k in 0..givens.len().div_ceil(8) {
            let (start, end) = (8 * k, givens.len().min(8 * k + 8));
            let mut differ = word(&givens[start..end]) ^ word(&self.digits[start..end]);
            while differ != 0 {
                let c = start + differ.trailing_zeros() as usize / 8;
                differ &= !(0xff << (8 * (c - start)));
                let (d, was) = (givens[c], &mut self.digits[c]);
                if *was > 0 {
                    self.given[usize::from(*was - 1)].remove(c);
                    lost |= 1 << (*was - 1);
                }
                if d > 0 {
                    let d = usize::from(d - 1);
                    self.given[d].insert(c);
                    self.seen[d].add_first(&peers[c], C::WORDS);
                    self.houses[d] |= houses[c];
                }
                *was = d;
            }
        }
        while lost != 0 {
            let d = lost.trailing_zeros() as usize;
            lost &= lost - 1;
            let (mut seen, mut in_houses) = (AllCells::NONE, 0);
            // A word at a time: a small grid's cells are all in the first.
            for (i, &word) in self.given[d].0.iter().enumerate().take(C::WORDS) {
                let mut cells = word;
                while cells != 0 {
                    let c = 64 * i + cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    seen.add_first(&peers[c], C::WORDS);
                    in_houses |= houses[c];
                }
            }
            (self.seen[d], self.houses[d]) = (seen, in_houses);
        }
    }

    /// Whether a digit is given twice where the two see each other (of the first `n`).
    fn repeat(&self, n: usize) -> bool {
        let mut digits = self.given[..n].iter().zip(&self.seen);
        digits.any(|(&given, &seen)| !(given & seen).is_empty())
    }

    /// The planes these givens leave: each plane at once.
    fn planes<C: Cells, const N: usize>(&self, solver: &VariantSolver) -> Planes<C, N> {
        let n = solver.n;
        let mut planes = Planes::open(solver);
        planes.placed = self.given[..n]
            .iter()
            .fold(C::NONE, |all, g| all | C::of(g));
        let digits = planes.digits[..n]
            .iter_mut()
            .zip(&self.given)
            .zip(&self.seen);
        for ((plane, given), seen) in digits {
            *plane = (*plane & !planes.placed & !C::of(seen)) | C::of(given);
        }
        planes.done.copy_from_slice(&self.houses[..N]);
        planes
    }
}

/// The masks the planes read, built into `solver` from its houses (in place: they are
/// 10 KB): each house's cells, each cell's peers (the cells its houses hold, but itself),
/// each house's overlaps (the other houses it shares two cells or more with), every cell.
pub(super) fn build_masks(solver: &mut VariantSolver) {
    let s = solver;
    for (mask, cells) in s.plane_houses.iter_mut().zip(&s.house_cells[..s.houses]) {
        *mask = AllCells::NONE;
        for &c in &cells[..s.n] {
            mask.insert(usize::from(c));
        }
    }
    for c in 0..s.cells {
        let houses = s.cell_houses[c][..usize::from(s.cell_house_count[c])].iter();
        let peers = &mut s.plane_peers[c];
        *peers = houses.fold(AllCells::NONE, |m, &h| m | s.plane_houses[usize::from(h)]);
        peers.remove(c);
    }
    // The other houses two of a house's cells are in.
    let houses = s.overlaps.iter_mut().zip(&s.house_cells[..s.houses]);
    for (h, (overlaps, cells)) in houses.enumerate() {
        let (mut once, mut twice): (Houses, Houses) = (0, 0);
        for &c in &cells[..s.n] {
            let houses = s.cell_house_mask[usize::from(c)];
            twice |= once & houses;
            once |= houses;
        }
        *overlaps = twice & !(1 << h);
    }
    s.plane_cells = AllCells::below(s.cells);
}

const _: () = assert!(MAX_HOUSES <= Houses::BITS as usize);

#[cfg(test)]
mod tests {
    use super::super::{Layout, Recipe, generate, room_for};
    use super::*;
    use rand_core::{Rng, SeedableRng};
    use rand_xorshift::XorShiftRng;
    use std::format;
    use std::vec;
    use std::vec::Vec;

    /// Each layout's puzzles emptied a cell at a time from a solution, counted by planes
    /// and a cell at a time: the same counts, the same first solution, the same easy verdict.
    #[test]
    fn planes_count_as_the_cells_do() {
        let mut rng = XorShiftRng::seed_from_u64(61);
        let kinds: [(&str, u8); 11] = [
            ("classic", 4),
            ("classic", 6),
            ("classic", 8),
            ("classic", 9),
            ("x", 6),
            ("windoku", 9),
            ("jigsaw", 5),
            ("jigsaw", 7),
            ("jigsaw,x", 9),
            ("classic", 12),
            ("jigsaw", 14),
        ];
        for (variants, n) in kinds {
            let recipe = Recipe::named(variants, n).unwrap();
            let mut room = vec![0u16; room_for(n)];
            for _ in 0..4 {
                let made = generate(&recipe, &mut rng, &mut room, None).unwrap();
                let layout: &Layout = &made.layout;
                let mut solver = VariantSolver::new(layout);
                assert!(solver.by_planes(), "{variants} {n}");
                let mut givens = vec![0u8; layout.cells()];
                let solved = solver.by_cells(
                    made.givens(),
                    1,
                    &mut room,
                    Some(&mut givens),
                    None,
                    u64::MAX,
                );
                assert_eq!(solved, Ok(1));
                let solution = givens.clone();
                let mut order: Vec<usize> = (0..givens.len()).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, rng.next_u32() as usize % (i + 1));
                }
                for (k, &cell) in order.iter().enumerate() {
                    givens[cell] = 0;
                    let (mut a, mut b) = (vec![0u8; givens.len()], vec![0u8; givens.len()]);
                    let planes = solver.search_by_planes(
                        &givens,
                        2,
                        &mut room,
                        Some(&mut a),
                        None,
                        u64::MAX,
                    );
                    let cells =
                        solver.by_cells(&givens, 2, &mut room, Some(&mut b), None, u64::MAX);
                    assert_eq!(planes, cells, "{variants} {n}: {givens:?}");
                    if cells == Ok(1) {
                        assert_eq!(a, b, "{variants} {n}: {givens:?}");
                    }
                    let taken = &order[k.saturating_sub(2)..=k];
                    for taken in [&[][..], taken] {
                        assert_eq!(
                            solver.easy_fills_by_planes(&givens, taken),
                            solver.easy_fills_by_cells(&givens, taken),
                            "{variants} {n}: {givens:?} {taken:?}"
                        );
                    }
                    if cells == Ok(2) {
                        break;
                    }
                }
                // A wrong digit in each empty cell of the puzzle made: mostly no solution.
                for cell in (0..solution.len()).filter(|&c| made.givens()[c] == 0) {
                    let mut wrong = made.givens().to_vec();
                    wrong[cell] = solution[cell] % n + 1;
                    let planes =
                        solver.search_by_planes(&wrong, 2, &mut room, None, None, u64::MAX);
                    let cells = solver.by_cells(&wrong, 2, &mut room, None, None, u64::MAX);
                    assert_eq!(planes, cells, "{variants} {n}: {wrong:?}");
                }
            }
        }
    }

    /// Grids drawn at random by planes and a cell at a time, from the same seed, empty or
    /// from a few givens, within a budget or not: the same grids, the same give-ups, and
    /// the generator left where it was.
    #[test]
    fn planes_draw_the_grids_the_cells_draw() {
        let mut rng = XorShiftRng::seed_from_u64(67);
        let kinds: [(&str, u8); 13] = [
            ("classic", 4),
            ("classic", 6),
            ("classic", 8),
            ("classic", 9),
            ("x", 6),
            ("x", 9),
            ("windoku", 9),
            ("jigsaw", 5),
            ("jigsaw", 9),
            ("jigsaw,windoku", 9),
            ("classic", 12),
            ("jigsaw", 13),
            ("classic", 16),
        ];
        for (variants, n) in kinds {
            let recipe = Recipe::named(variants, n).unwrap();
            let mut room = vec![0u16; room_for(n)];
            let made = generate(&recipe, &mut rng, &mut room, None).unwrap();
            let mut solver = VariantSolver::new(&made.layout);
            let cells = made.layout.cells();
            let mut few = vec![0u8; cells];
            for _ in 0..n / 2 {
                let c = rng.next_u32() as usize % cells;
                few[c] = made.givens()[c];
            }
            for givens in [&vec![0u8; cells][..], &few[..]] {
                for nodes in [2, 30, u64::MAX] {
                    for _ in 0..4 {
                        let seed = rng.next_u64();
                        let mut by_planes = XorShiftRng::seed_from_u64(seed);
                        let mut by_cells = by_planes.clone();
                        let (mut a, mut b) = (vec![0u8; cells], vec![0u8; cells]);
                        let drawn = solver.search_by_planes(
                            givens,
                            1,
                            &mut room,
                            Some(&mut a),
                            Some(&mut by_planes),
                            nodes,
                        );
                        let planes_gave_up = solver.gave_up;
                        let cells_drawn = solver.by_cells(
                            givens,
                            1,
                            &mut room,
                            Some(&mut b),
                            Some(&mut by_cells),
                            nodes,
                        );
                        let what = format!("{variants} {n}, {nodes} nodes: {givens:?}");
                        assert_eq!(drawn, cells_drawn, "{what}");
                        assert_eq!(planes_gave_up, solver.gave_up, "{what}");
                        assert_eq!(a, b, "{what}");
                        assert_eq!(by_planes.next_u64(), by_cells.next_u64(), "{what}");
                    }
                }
            }
        }
    }

    /// Givens followed through random changes (a cell taken, put back, its digit changed)
    /// hold what givens built from none hold.
    #[test]
    fn given_planes_follow_as_they_build() {
        let mut rng = XorShiftRng::seed_from_u64(71);
        for (variants, n) in [
            ("classic", 4),
            ("x", 6),
            ("windoku", 9),
            ("jigsaw", 11),
            ("x", 16),
        ] {
            let recipe = Recipe::named(variants, n).unwrap();
            let mut room = vec![0u16; room_for(n)];
            let made = generate(&recipe, &mut rng, &mut room, None).unwrap();
            let solver = VariantSolver::new(&made.layout);
            let (peers, houses) = (&solver.plane_peers, &solver.cell_house_mask);
            let mut givens = made.givens().to_vec();
            let mut followed = GivenPlanes::NONE;
            for _ in 0..200 {
                for _ in 0..=rng.next_u32() % 3 {
                    let c = rng.next_u32() as usize % givens.len();
                    givens[c] = (rng.next_u32() % (u32::from(n) + 1)) as u8;
                }
                followed.follow::<AllCells>(peers, houses, &givens);
                let mut built = GivenPlanes::NONE;
                built.follow::<AllCells>(peers, houses, &givens);
                assert_eq!(followed.digits, built.digits);
                assert_eq!(followed.given, built.given, "{variants} {n}: {givens:?}");
                assert_eq!(followed.seen, built.seen, "{variants} {n}: {givens:?}");
                assert_eq!(followed.houses, built.houses, "{variants} {n}: {givens:?}");
                let digit = |c: usize| (0..usize::from(n)).find(|&d| built.given[d].has(c));
                for (c, &d) in givens.iter().enumerate() {
                    assert_eq!(digit(c), usize::from(d).checked_sub(1), "{c}: {givens:?}");
                }
            }
        }
    }

    /// Overlaps found pair by pair: every two houses that share two cells or more.
    #[test]
    fn overlaps_are_the_houses_sharing_two_cells() {
        let mut rng = XorShiftRng::seed_from_u64(61);
        let mut room = vec![0u16; room_for(8)];
        let recipe = Recipe::named("jigsaw,x", 8).unwrap();
        let layouts = [
            Layout::classic(9)
                .unwrap()
                .with_diagonals()
                .unwrap()
                .with_windows()
                .unwrap(),
            Layout::classic(6).unwrap(),
            generate(&recipe, &mut rng, &mut room, None).unwrap().layout,
        ];
        for layout in &layouts {
            let solver = VariantSolver::new(layout);
            let houses = &solver.plane_houses[..solver.houses];
            for (h, &a) in houses.iter().enumerate() {
                for (other, &b) in houses.iter().enumerate() {
                    let shared = (a & b).several() && h != other;
                    assert_eq!(solver.overlaps[h] >> other & 1 == 1, shared, "{h} {other}");
                }
            }
        }
        let boxes = VariantSolver::new(&Layout::classic(9).unwrap());
        // Box 1: rows 1 to 3 and columns 1 to 3.
        assert_eq!(boxes.overlaps[18], 0b111 | 0b111 << 9);
    }

    /// Searches within a budget of nodes, by planes and a cell at a time: the same counts,
    /// the same give-ups, the same first solution.
    #[test]
    fn planes_spend_nodes_as_the_cells_do() {
        let mut rng = XorShiftRng::seed_from_u64(63);
        let kinds: [(&str, u8); 12] = [
            ("classic", 4),
            ("classic", 6),
            ("classic", 8),
            ("classic", 9),
            ("x", 9),
            ("windoku", 9),
            ("jigsaw", 5),
            ("jigsaw", 7),
            ("jigsaw", 9),
            ("jigsaw,windoku", 9),
            ("classic", 12),
            ("x", 16),
        ];
        for (variants, n) in kinds {
            let recipe = Recipe::named(variants, n).unwrap();
            let mut room = vec![0u16; room_for(n)];
            for _ in 0..3 {
                let made = generate(&recipe, &mut rng, &mut room, None).unwrap();
                let mut solver = VariantSolver::new(&made.layout);
                let cells = made.layout.cells();
                // The puzzle, and fewer givens: a few cells of it, many solutions.
                let mut few = vec![0u8; cells];
                for _ in 0..n {
                    let c = rng.next_u32() as usize % cells;
                    few[c] = made.givens()[c];
                }
                for givens in [made.givens(), &few[..]] {
                    for nodes in [1, 3, 40, 1000] {
                        let (mut a, mut b) = (vec![0u8; cells], vec![0u8; cells]);
                        let planes = solver.search_by_planes(
                            givens,
                            2,
                            &mut room,
                            Some(&mut a),
                            None,
                            nodes,
                        );
                        let planes_gave_up = solver.gave_up;
                        let by_cells =
                            solver.by_cells(givens, 2, &mut room, Some(&mut b), None, nodes);
                        let what = format!("{variants} {n}, {nodes} nodes: {givens:?}");
                        assert_eq!(planes, by_cells, "{what}");
                        assert_eq!(planes_gave_up, solver.gave_up, "{what}");
                        assert_eq!(a, b, "{what}");
                    }
                }
            }
        }
    }
}
