//! The ladder of [`grade`](super::grade) one step at a time, each with where it reads and
//! what it does: a player's hint ([`VariantSolver::hint`]) and the solving path
//! ([`VariantSolver::steps`]).
//!
//! Grading takes a technique wherever it applies at once (every hidden single of the
//! houses that changed, every pointing pair of the grid); a step here is one house's, one
//! cage's or one pattern's, the easiest first, in the ladder's order.

use super::grade::{Contradiction, MARKS, PATTERNS};
use super::layout::{At, House, MAX_CELLS, MAX_N};
use super::solve::{VariantError, VariantSolver};
use crate::sudoku::rate::{Se, Technique};
use core::fmt;

/// Where a step reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// A house: a row, a column, a box or piece, a diagonal, a window.
    House(House),
    /// A killer cage.
    Cage {
        /// Its first cell in reading order.
        at: At,
        /// Its sum.
        sum: u16,
        /// Its cells.
        cells: u8,
    },
    /// The 45 rule's cells of a house: those outside the cages it holds whole, which add
    /// up to what those cages leave of the house's total.
    Rest {
        /// The house.
        house: House,
        /// What its cells outside its whole cages add up to.
        sum: u16,
        /// How many cells those are.
        cells: u8,
    },
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Site::House(h) => write!(f, "{h}"),
            Site::Cage { at, sum, cells } => {
                let s = if cells == 1 { "" } else { "s" };
                write!(f, "the cage of {cells} cell{s} at {at}, sum {sum}")
            }
            Site::Rest {
                house,
                sum,
                cells: 1,
            } => write!(f, "the cell of {house} outside its cages, sum {sum}"),
            Site::Rest { house, sum, cells } => {
                write!(
                    f,
                    "the {cells} cells of {house} outside its cages, sum {sum}"
                )
            }
        }
    }
}

/// One step of the ladder: its technique, where it reads, and the digit it places or the
/// candidates it takes away.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantStep {
    /// The technique.
    pub technique: Technique,
    /// The house or cage it reads, where it reads one (patterns across houses read none).
    pub site: Option<Site>,
    /// The cell it fills and the digit, for a single.
    pub placement: Option<(At, u8)>,
    /// The candidates it takes away: bit `d - 1` of `removals[cell]` for digit `d`.
    pub removals: [u16; MAX_CELLS],
    /// For a step on a sum's cells (a cage combination, the 45 rule), the digits its
    /// site's open cells may still hold once it is taken (bit `d - 1` for digit `d`): a
    /// cage of 2 cells adding up to 17 keeps only 8 and 9. 0 for the other steps.
    pub digits: u16,
    /// The grid's side.
    n: u8,
}

impl VariantStep {
    fn new(technique: Technique, site: Option<Site>, n: usize) -> VariantStep {
        VariantStep {
            technique,
            site,
            placement: None,
            removals: [0; MAX_CELLS],
            digits: 0,
            n: n as u8,
        }
    }

    /// No technique, only the solution's `digit` at `at`: the step a player's hint falls
    /// back on when no step of the ladder applies.
    ///
    /// ```
    /// use jiugong_core::sudoku::Technique;
    /// use jiugong_core::sudoku::variant::{At, VariantStep};
    /// let step = VariantStep::guess(At { cell: 5, n: 4 }, 3);
    /// assert_eq!((step.technique, step.site), (Technique::Guess, None));
    /// assert_eq!(step.to_string(), "guess (10.0): 3 at r2c2");
    /// ```
    pub fn guess(at: At, digit: u8) -> VariantStep {
        let mut step = VariantStep::new(Technique::Guess, None, usize::from(at.n));
        step.placement = Some((at, digit));
        step
    }

    /// The cells that lose a candidate and the candidates they lose, cell by cell.
    pub fn removed(&self) -> impl Iterator<Item = (At, u16)> + '_ {
        let n = self.n;
        self.removals
            .iter()
            .enumerate()
            .filter(|&(_, &m)| m != 0)
            .map(move |(c, &m)| (At { cell: c as u8, n }, m))
    }
}

/// As `rate --steps` lists a step: `hidden single (1.2) in row 3: 4 at r3c5`, `cage
/// combination (2.0) in the cage of 2 cells at r1c1, sum 17: removes 1 from r1c1, …`.
impl fmt::Display for VariantStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.technique, Se(self.technique.base()))?;
        if let Some(site) = self.site {
            write!(f, " in {site}")?;
        }
        if let Some((at, d)) = self.placement {
            return write!(f, ": {d} at {at}");
        }
        f.write_str(": removes")?;
        let mut first = true;
        for (at, mut m) in self.removed() {
            while m != 0 {
                let d = m.trailing_zeros() + 1;
                m &= m - 1;
                let sep = if first { " " } else { ", " };
                write!(f, "{sep}{d} from {at}")?;
                first = false;
            }
        }
        Ok(())
    }
}

impl VariantSolver {
    /// The easiest step on `grid` (each cell's digit, 0 for empty, row by row: the givens
    /// and a player's digits), or `None` when no technique up to forcing chains applies.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, Site, VariantSolver};
    /// use jiugong_core::sudoku::{Technique, variant::House};
    ///
    /// let solver = VariantSolver::new(&Layout::classic(4)?);
    /// #[rustfmt::skip]
    /// let grid = [
    ///     1, 2, 3, 0,
    ///     0, 0, 0, 0,
    ///     0, 0, 0, 0,
    ///     0, 0, 0, 0,
    /// ];
    /// let step = solver.hint(&grid)?.unwrap();
    /// assert_eq!(step.technique, Technique::FullHouse);
    /// assert_eq!(step.site, Some(Site::House(House::Row(0))));
    /// assert_eq!(step.to_string(), "full house (1.0) in row 1: 4 at r1c4");
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn hint(&self, grid: &[u8]) -> Result<Option<VariantStep>, VariantError> {
        self.hint_after(grid, &[])
    }

    /// The easiest step on `grid` once the candidates of `removed` are gone (bit `d - 1`
    /// of `removed[cell]` for digit `d`: what earlier hints took away, which the grid's
    /// digits do not show), so that hints go on from each other.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, VariantSolver};
    ///
    /// let solver = VariantSolver::new(&Layout::classic(4)?);
    /// let grid = [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    /// let first = solver.hint(&grid)?.unwrap();
    /// // With r1c3's 3 taken away, r1c3 can only be 4: another step.
    /// let mut removed = [0u16; 16];
    /// removed[2] = 0b0100;
    /// let next = solver.hint_after(&grid, &removed)?.unwrap();
    /// assert_ne!(first, next);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn hint_after(
        &self,
        grid: &[u8],
        removed: &[u16],
    ) -> Result<Option<VariantStep>, VariantError> {
        self.check_grid(grid)?;
        let mut marks = [0u16; MARKS];
        let m = self.sound_marks(grid, &mut marks)?;
        for (c, &r) in removed.iter().enumerate().take(self.cells) {
            if !self.is_placed(m, c) {
                m[c] &= !r;
            }
        }
        self.next_step(m)
            .map_err(|Contradiction| VariantError::NoSolution)
    }

    /// The cells `site` reads, in its house's or cage's order: what a hint shades.
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{House, Layout, Site, VariantSolver};
    ///
    /// let solver = VariantSolver::new(&Layout::classic(4)?);
    /// let cells: Vec<String> = solver
    ///     .cells_of(Site::House(House::Region(1)))
    ///     .map(|at| at.to_string())
    ///     .collect();
    /// assert_eq!(cells, ["r1c3", "r1c4", "r2c3", "r2c4"]);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn cells_of(&self, site: Site) -> impl Iterator<Item = At> + '_ {
        let index = |house| (0..self.houses).find(|&h| self.layout.house(h) == house);
        let (cells, mask): (&[u8], u32) = match site {
            Site::House(house) => index(house).map_or((&[], 0), |h| {
                (&self.house_cells[h][..self.n], u32::from(self.full))
            }),
            Site::Rest { house, .. } => index(house).map_or((&[], 0), |h| {
                (&self.house_cells[h][..self.n], u32::from(self.rest[h].0))
            }),
            Site::Cage { at, .. } => self
                .layout
                .cage_of(usize::from(at.cell))
                .map_or((&[], 0), |k| (self.cage(k), u32::MAX)),
        };
        let n = self.n as u8;
        cells
            .iter()
            .enumerate()
            .filter(move |&(i, _)| mask >> i & 1 != 0)
            .map(move |(_, &cell)| At { cell, n })
    }

    /// Solves `givens` step by step, calling `each` with every step taken: whether the
    /// steps filled the grid (false: they stalled, and a guess is needed or there is more
    /// than one solution).
    ///
    /// ```
    /// use jiugong_core::sudoku::variant::{Layout, VariantSolver};
    ///
    /// let solver = VariantSolver::new(&Layout::classic(4)?);
    /// #[rustfmt::skip]
    /// let givens = [
    ///     1, 0, 0, 0,
    ///     0, 0, 1, 0,
    ///     0, 3, 0, 0,
    ///     0, 0, 0, 4,
    /// ];
    /// let mut taken = 0;
    /// assert!(solver.steps(&givens, |_| taken += 1)?);
    /// assert_eq!(taken, 12); // a single for each empty cell
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn steps(
        &self,
        givens: &[u8],
        mut each: impl FnMut(&VariantStep),
    ) -> Result<bool, VariantError> {
        self.check_grid(givens)?;
        let mut marks = [0u16; MARKS];
        let m = self.sound_marks(givens, &mut marks)?;
        loop {
            if self.all_placed(m) {
                return Ok(true);
            }
            match self.next_step(m) {
                Err(Contradiction) => return Err(VariantError::NoSolution),
                Ok(None) => return Ok(false),
                Ok(Some(step)) => each(&step),
            }
        }
    }

    /// The easiest step on `m`, taken.
    fn next_step(&self, m: &mut [u16]) -> Result<Option<VariantStep>, Contradiction> {
        let n = self.n;
        let house = |h: usize| Some(Site::House(self.layout.house(h)));
        // Full houses, then hidden singles, house by house.
        for full in [true, false] {
            for h in 0..self.houses {
                if let Some((c, bit)) = self.single_in(m, h, full)? {
                    let t = match full {
                        true => Technique::FullHouse,
                        false => Technique::HiddenSingle,
                    };
                    return self.placing(m, t, house(h), c, bit).map(Some);
                }
            }
        }
        let mut trial = [0u16; MARKS];
        let trial = &mut trial[..m.len()];
        for k in 0..self.layout.cages() {
            let site = self.cage_site(k);
            let step = self.tried(m, trial, Technique::CageCombination, site, |t| {
                self.narrow_cage(t, k).map(|h| h != 0).ok_or(Contradiction)
            })?;
            if step.is_some() {
                return Ok(self.with_digits(m, step));
            }
        }
        for c in (0..self.cells).filter(|&c| !self.is_placed(m, c)) {
            match m[c].count_ones() {
                0 => return Err(Contradiction),
                1 => {
                    return self
                        .placing(m, Technique::NakedSingle, None, c, m[c])
                        .map(Some);
                }
                _ => {}
            }
        }
        // Locked candidates from one house, and the 45 rule in one house.
        let locked = |h: usize| {
            move |t: &mut [u16]| self.locked(t, |_, from| from == h).ok_or(Contradiction)
        };
        for h in 2 * n..self.houses {
            let step = self.tried(m, trial, Technique::Pointing, house(h), locked(h))?;
            if step.is_some() {
                return Ok(step);
            }
        }
        for h in (0..self.houses).filter(|&h| self.rest[h].1 > 0) {
            let (mask, sum) = self.rest[h];
            let site = Some(Site::Rest {
                house: self.layout.house(h),
                sum,
                cells: mask.count_ones() as u8,
            });
            let step = self.tried(m, trial, Technique::Rule45, site, |t| {
                self.narrow_rest(t, h).map(|h| h != 0).ok_or(Contradiction)
            })?;
            if step.is_some() {
                return Ok(self.with_digits(m, step));
            }
        }
        for h in 0..2 * n {
            let step = self.tried(m, trial, Technique::Claiming, house(h), locked(h))?;
            if step.is_some() {
                return Ok(step);
            }
        }
        for k in 0..self.layout.cages() {
            let site = self.cage_site(k);
            let step = self.tried(m, trial, Technique::CageIntersection, site, |t| {
                self.cage_intersection(t, k)
            })?;
            if step.is_some() {
                return Ok(step);
            }
        }
        for (t, size, pattern) in PATTERNS {
            let step = self.tried(m, trial, t, None, |t| Ok(self.pattern(t, size, pattern)))?;
            if step.is_some() {
                return Ok(step);
            }
        }
        self.tried(m, trial, Technique::DynamicForcingChainPlus, None, |t| {
            Ok(self.forcing(t))
        })
    }

    /// `step` tried on `trial`, a copy of `m`: when it changed the copy, the copy kept in
    /// `m` and the step, with the candidates it took away.
    fn tried(
        &self,
        m: &mut [u16],
        trial: &mut [u16],
        technique: Technique,
        site: Option<Site>,
        step: impl FnOnce(&mut [u16]) -> Result<bool, Contradiction>,
    ) -> Result<Option<VariantStep>, Contradiction> {
        trial.copy_from_slice(m);
        if !step(trial)? {
            return Ok(None);
        }
        let mut found = VariantStep::new(technique, site, self.n);
        for c in 0..self.cells {
            found.removals[c] = m[c] & !trial[c];
        }
        m.copy_from_slice(trial);
        Ok(Some(found))
    }

    /// `step`, taken on `m`, with the digits its site's open cells may still hold.
    fn with_digits(&self, m: &[u16], step: Option<VariantStep>) -> Option<VariantStep> {
        step.map(|mut step| {
            if let Some(site) = step.site {
                step.digits = self
                    .cells_of(site)
                    .map(|at| usize::from(at.cell))
                    .filter(|&c| !self.is_placed(m, c))
                    .fold(0, |d, c| d | m[c]);
            }
            step
        })
    }

    /// The cell of house `h` a single fills and its digit's bit: its one open cell when
    /// `full`, else a digit with one place among its open cells.
    fn single_in(
        &self,
        m: &[u16],
        h: usize,
        full: bool,
    ) -> Result<Option<(usize, u16)>, Contradiction> {
        let mut open = [0u8; MAX_N];
        let (once, twice, done, count) = self.tally(m, h, &mut open)?;
        if count == 0 {
            return Ok(None);
        }
        let single = match (full, count) {
            // The house's one missing digit.
            (true, 1) => self.full & !done,
            (true, _) => 0,
            (false, _) => once & !twice,
        };
        let bit = single & single.wrapping_neg();
        if bit == 0 {
            return Ok(None);
        }
        let c = open[..count]
            .iter()
            .map(|&c| usize::from(c))
            .find(|&c| m[c] & bit != 0)
            .ok_or(Contradiction)?;
        Ok(Some((c, bit)))
    }

    /// A single's step: `bit`'s digit placed at `c`.
    fn placing(
        &self,
        m: &mut [u16],
        t: Technique,
        site: Option<Site>,
        c: usize,
        bit: u16,
    ) -> Result<VariantStep, Contradiction> {
        m[c] = bit;
        let mut touched = 0;
        if !self.place(m, c, &mut touched) {
            return Err(Contradiction);
        }
        let mut step = VariantStep::new(t, site, self.n);
        step.placement = Some((
            At {
                cell: c as u8,
                n: self.n as u8,
            },
            bit.trailing_zeros() as u8 + 1,
        ));
        Ok(step)
    }

    /// Cage `k` as a step's site (none for a cage with no cells, which a layout allows).
    fn cage_site(&self, k: usize) -> Option<Site> {
        let cells = self.cage(k);
        Some(Site::Cage {
            at: At {
                cell: *cells.first()?,
                n: self.n as u8,
            },
            sum: self.layout.cage_sum(k),
            cells: cells.len() as u8,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::rate::Level;
    use crate::sudoku::variant::{Recipe, generate, room_for};
    use rand_core::SeedableRng;
    use std::string::ToString;
    use std::vec;

    /// Every step of every recipe's puzzles agrees with the solution: a single places the
    /// solution's digit, a removal never takes it; the steps solve what grading solves,
    /// and their hardest is grading's.
    #[test]
    fn each_step_keeps_the_solution() {
        let recipes = [
            ("classic", 4, Level::Easy),
            ("classic", 6, Level::Easy),
            ("x", 6, Level::Medium),
            ("classic", 9, Level::Hard),
            ("windoku", 9, Level::Medium),
            ("jigsaw", 9, Level::Medium),
            ("killer", 6, Level::Medium),
            ("killer", 9, Level::Medium),
            ("jigsaw,killer", 6, Level::Easy),
        ];
        let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(63);
        for (variants, n, level) in recipes {
            let recipe = Recipe {
                level: Some(level),
                ..Recipe::named(variants, n).unwrap()
            };
            let mut room = vec![0u16; room_for(n)];
            let cells = usize::from(n) * usize::from(n);
            for _ in 0..4 {
                let mut solution = vec![0u8; cells];
                let puzzle = generate(&recipe, &mut rng, &mut room, Some(&mut solution))
                    .unwrap_or_else(|e| panic!("{variants} {n}: {e}"));
                let solver = VariantSolver::new(&puzzle.layout);
                let mut hardest = Technique::FullHouse;
                let mut grid = puzzle.givens().to_vec();
                let solved = solver
                    .steps(puzzle.givens(), |step| {
                        sums_agree(&solver, step, &grid, &solution);
                        if let Some((at, d)) = step.placement {
                            assert_eq!(solution[usize::from(at.cell)], d, "{variants}: {step}");
                            grid[usize::from(at.cell)] = d;
                        }
                        for (at, m) in step.removed() {
                            let d = solution[usize::from(at.cell)];
                            assert_eq!(m & 1 << (d - 1), 0, "{variants}: {step}");
                        }
                        if step.technique.base() > hardest.base() {
                            hardest = step.technique;
                        }
                    })
                    .unwrap();
                let grade = solver.grade(puzzle.givens(), Level::Diabolical).unwrap();
                assert_eq!(solved, grade.solved, "{variants}");
                assert!(solved && grid == solution, "{variants}");
                assert_eq!(hardest, grade.hardest, "{variants} {n}");
            }
        }
    }

    /// A sum's step reads cells whose solution digits make its sum, and the digits it
    /// leaves them hold the solution's; no other step names digits.
    fn sums_agree(solver: &VariantSolver, step: &VariantStep, grid: &[u8], solution: &[u8]) {
        let (sum, cells) = match step.site {
            Some(Site::Cage { sum, cells, .. } | Site::Rest { sum, cells, .. })
                if matches!(
                    step.technique,
                    Technique::CageCombination | Technique::Rule45
                ) =>
            {
                (sum, cells)
            }
            _ => return assert_eq!(step.digits, 0, "{step}"),
        };
        if step.technique == Technique::Rule45 {
            assert!(matches!(step.site, Some(Site::Rest { .. })), "{step}");
        }
        let read: vec::Vec<usize> = solver
            .cells_of(step.site.unwrap())
            .map(|at| usize::from(at.cell))
            .collect();
        assert_eq!(read.len(), usize::from(cells), "{step}");
        let made: u16 = read.iter().map(|&c| u16::from(solution[c])).sum();
        assert_eq!(made, sum, "{step}");
        for &c in read.iter().filter(|&&c| grid[c] == 0) {
            assert_ne!(step.digits & 1 << (solution[c] - 1), 0, "{step}");
        }
        assert_ne!(step.digits, 0, "{step}");
    }

    #[test]
    fn a_cage_step_names_its_cage() {
        // 4×4 killer: r1c1 and r1c2 add up to 7, so they hold 3 and 4.
        let mut layout = crate::sudoku::variant::Layout::classic(4).unwrap();
        let mut cages = [0u8; 16];
        cages[..2].copy_from_slice(&[1, 1]);
        layout.set_cages(&cages, &[7]).unwrap();
        let solver = VariantSolver::new(&layout);
        let step = solver.hint(&[0; 16]).unwrap().unwrap();
        assert_eq!(step.technique, Technique::CageCombination);
        assert_eq!(
            step.to_string(),
            "cage combination (2.0) in the cage of 2 cells at r1c1, sum 7: \
             removes 1 from r1c1, 2 from r1c1, 1 from r1c2, 2 from r1c2"
        );
        // Only 3 and 4 make 7.
        assert_eq!(step.digits, 0b1100);
        let read: vec::Vec<_> = solver.cells_of(step.site.unwrap()).collect();
        assert_eq!(read, [At { cell: 0, n: 4 }, At { cell: 1, n: 4 }]);
    }

    /// Found by a review: a layout may number a cage with no cells (sum 0); its site was
    /// read from its first cell.
    #[test]
    fn a_cage_with_no_cells_has_no_site() {
        let mut layout = crate::sudoku::variant::Layout::classic(4).unwrap();
        let mut cages = [0u8; 16];
        cages[..2].copy_from_slice(&[2, 2]);
        layout.set_cages(&cages, &[0, 7]).unwrap();
        let solver = VariantSolver::new(&layout);
        let step = solver.hint(&[0; 16]).unwrap().unwrap();
        assert_eq!(step.technique, Technique::CageCombination);
        assert!(matches!(
            step.site,
            Some(Site::Cage {
                sum: 7,
                cells: 2,
                ..
            })
        ));
    }

    #[test]
    fn a_broken_grid_is_refused() {
        let solver = VariantSolver::new(&crate::sudoku::variant::Layout::classic(4).unwrap());
        let mut grid = [0u8; 16];
        grid[..2].copy_from_slice(&[1, 1]);
        assert!(matches!(
            solver.hint(&grid),
            Err(VariantError::Repeat { .. })
        ));
        assert!(matches!(
            solver.hint(&[0; 9]),
            Err(VariantError::Cells { .. })
        ));
    }
}
