//! Puzzles from a seed grid without backtracking (document 001, "实现数独初盘矩阵的高效生成").
//!
//! The paper's steps, each keeping a valid grid valid:
//! 1. `swapval(a, b)`: exchange two digits everywhere, `c1` times (default 20);
//! 2. `swaprow`/`swapcolumn`: swap two rows (columns) of one band (stack), `c2` times each (9);
//! 3. `swap3row`/`swap3column`: swap two bands (stacks), `c3` times each (2);
//! 4. `check()`: accept the new grid only if its cosine similarity to the seed, both read as
//!    81-vectors of digits, is below μ+σ = 0.818; otherwise transform again;
//! 5. `initshowflag(n)`: show `n` random cells, hide the rest.
//!
//! [`Table1`] repeats the paper's experiment (its Table 1).

use super::grid::Grid;
use super::units::CELLS;
use crate::random::{below, shuffle};
use rand_core::Rng;

/// The paper's seed grid: the first row 1..9, the others shifted by 3, 6, 1, 4, 7, 2, 5, 8.
pub const SEED: Grid = {
    let shifts = [0, 3, 6, 1, 4, 7, 2, 5, 8];
    let mut cells = [0u8; CELLS];
    let mut r = 0;
    while r < 9 {
        let mut c = 0;
        while c < 9 {
            cells[r * 9 + c] = ((c + shifts[r]) % 9) as u8 + 1;
            c += 1;
        }
        r += 1;
    }
    Grid::from_trusted(cells)
};

/// The paper's acceptance bound μ+σ.
pub const THRESHOLD: f64 = 0.818;

/// How many of each random operation to apply.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transform {
    /// `c1`: digit exchanges.
    pub digit_swaps: u32,
    /// `c2`: row swaps inside a band, and as many column swaps inside a stack.
    pub line_swaps: u32,
    /// `c3`: band swaps, and as many stack swaps.
    pub block_swaps: u32,
}

impl Default for Transform {
    /// The paper's `c1 = 20, c2 = 9, c3 = 2`.
    fn default() -> Self {
        Transform {
            digit_swaps: 20,
            line_swaps: 9,
            block_swaps: 2,
        }
    }
}

/// Exchanges digits `a` and `b` everywhere (`swapval`).
pub fn swap_digits(grid: &mut Grid, a: u8, b: u8) {
    grid.map_cells(|v| {
        if v == a {
            b
        } else if v == b {
            a
        } else {
            v
        }
    });
}

/// Swaps rows `a` and `b` (0-based; the caller keeps them in one band for a valid result).
pub fn swap_rows(grid: &mut Grid, a: usize, b: usize) {
    for c in 0..9 {
        grid.swap_cells(a * 9 + c, b * 9 + c);
    }
}

/// Swaps columns `a` and `b` (0-based).
pub fn swap_columns(grid: &mut Grid, a: usize, b: usize) {
    for r in 0..9 {
        grid.swap_cells(r * 9 + a, r * 9 + b);
    }
}

/// Swaps bands `a` and `b` (0..3) row by row (`swap3row`).
pub fn swap_bands(grid: &mut Grid, a: usize, b: usize) {
    for i in 0..3 {
        swap_rows(grid, a * 3 + i, b * 3 + i);
    }
}

/// Swaps stacks `a` and `b` (0..3) column by column (`swap3column`).
pub fn swap_stacks(grid: &mut Grid, a: usize, b: usize) {
    for i in 0..3 {
        swap_columns(grid, a * 3 + i, b * 3 + i);
    }
}

/// Two random indices in `0..3`, possibly equal, as the paper's random calls give.
fn pair3<R: Rng + ?Sized>(rng: &mut R) -> (usize, usize) {
    (below(rng, 3) as usize, below(rng, 3) as usize)
}

impl Transform {
    /// Applies the random operations to `grid`, in the paper's order.
    pub fn apply<R: Rng + ?Sized>(&self, grid: &mut Grid, rng: &mut R) {
        for _ in 0..self.digit_swaps {
            let a = below(rng, 9) as u8 + 1;
            let b = below(rng, 9) as u8 + 1;
            swap_digits(grid, a, b);
        }
        for _ in 0..self.line_swaps {
            let band = below(rng, 3) as usize;
            let (a, b) = pair3(rng);
            swap_rows(grid, band * 3 + a, band * 3 + b);
        }
        for _ in 0..self.line_swaps {
            let stack = below(rng, 3) as usize;
            let (a, b) = pair3(rng);
            swap_columns(grid, stack * 3 + a, stack * 3 + b);
        }
        for _ in 0..self.block_swaps {
            let (a, b) = pair3(rng);
            swap_bands(grid, a, b);
        }
        for _ in 0..self.block_swaps {
            let (a, b) = pair3(rng);
            swap_stacks(grid, a, b);
        }
    }

    /// `createsudoku` + `check`: transforms `seed` until the cosine similarity to it is below
    /// `threshold` (the paper: [`THRESHOLD`]). Gives up after `max_tries` and returns the
    /// least similar grid seen with its similarity.
    ///
    /// ```
    /// use jiugong_core::sudoku::transform::{SEED, THRESHOLD, Transform, cosine_similarity};
    /// use rand_core::SeedableRng;
    ///
    /// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(3);
    /// let (grid, similarity) = Transform::default().accepted(&SEED, THRESHOLD, 1_000, &mut rng);
    /// assert!(grid.is_solved() && similarity < THRESHOLD);
    /// assert_eq!(similarity, cosine_similarity(&grid, &SEED));
    /// ```
    pub fn accepted<R: Rng + ?Sized>(
        &self,
        seed: &Grid,
        threshold: f64,
        max_tries: u32,
        rng: &mut R,
    ) -> (Grid, f64) {
        let mut best = (*seed, f64::INFINITY);
        for _ in 0..max_tries.max(1) {
            let mut g = *seed;
            self.apply(&mut g, rng);
            let sim = cosine_similarity(seed, &g);
            if sim < best.1 {
                best = (g, sim);
            }
            if sim < threshold {
                break;
            }
        }
        best
    }
}

/// The cosine of the angle between two grids read as 81-vectors of digits (0 for empty).
pub fn cosine_similarity(a: &Grid, b: &Grid) -> f64 {
    let (mut dot, mut na, mut nb) = (0u32, 0u32, 0u32);
    for (&x, &y) in a.cells().iter().zip(b.cells().iter()) {
        let (x, y) = (u32::from(x), u32::from(y));
        dot += x * y;
        na += x * x;
        nb += y * y;
    }
    if na == 0 || nb == 0 {
        return 0.0;
    }
    f64::from(dot) / sqrt(f64::from(na) * f64::from(nb))
}

/// Square root by Newton's method (`no_std` has no `f64::sqrt`); exact to the last bits for
/// the positive finite inputs used here.
pub fn sqrt(x: f64) -> f64 {
    if x <= 0.0 || x.is_nan() || x.is_infinite() {
        return if x == 0.0 || x.is_infinite() {
            x
        } else {
            f64::NAN
        };
    }
    // Start above the root (x >= sqrt(x) for x >= 1, 1 >= sqrt(x) below): Newton's steps
    // then decrease monotonically until they stop improving.
    let mut y = if x > 1.0 { x } else { 1.0 };
    for _ in 0..1100 {
        let next = 0.5 * (y + x / y);
        if next >= y {
            break;
        }
        y = next;
    }
    y
}

/// `initshowflag(n)`: keeps `shown` random cells of `solution`, empties the rest.
///
/// ```
/// use jiugong_core::sudoku::transform::{SEED, show_cells};
/// use rand_core::SeedableRng;
///
/// let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(30);
/// let puzzle = show_cells(&SEED, 30, &mut rng);
/// assert_eq!(puzzle.clue_count(), 30);
/// assert!(puzzle.is_solved_by(&SEED));
/// assert_eq!(show_cells(&SEED, 100, &mut rng), SEED); // more than 81: every cell
/// ```
pub fn show_cells<R: Rng + ?Sized>(solution: &Grid, shown: usize, rng: &mut R) -> Grid {
    let mut order: [u8; CELLS] = core::array::from_fn(|i| i as u8);
    shuffle(rng, &mut order);
    let mut puzzle = Grid::EMPTY;
    for &cell in order.iter().take(shown.min(CELLS)) {
        let cell = cell as usize;
        puzzle.put(cell, solution.get(cell));
    }
    puzzle
}

/// Running statistics of a sample: min, max, mean, standard deviation, and the share of
/// values within μ±σ, μ±2σ, μ±3σ (computed in a second pass over the same values).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Summary {
    /// Number of values.
    pub count: u32,
    /// Smallest value.
    pub min: f64,
    /// Largest value.
    pub max: f64,
    /// Mean μ.
    pub mean: f64,
    /// Population standard deviation σ.
    pub std_dev: f64,
    /// Share of values in (μ−σ, μ+σ), 0..1.
    pub within_1: f64,
    /// Share within 2σ.
    pub within_2: f64,
    /// Share within 3σ.
    pub within_3: f64,
}

/// The paper's Table 1: cosine similarity of transformed vs seed, and of two random grids.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Table1 {
    /// Row 1: a grid transformed from the seed vs the seed.
    pub transformed_vs_seed: Summary,
    /// Row 2: two independently generated random grids.
    pub random_pairs: Summary,
}

impl Table1 {
    /// Runs `trials` trials of each row with the paper's operation counts. The values are
    /// generated twice from the same generator state (once for the moments, once for the
    /// shares), so no list of values is kept.
    pub fn run<R: Rng + Clone>(trials: u32, transform: &Transform, rng: &mut R) -> Table1 {
        let mut solver = super::solver::Solver::new();
        let mut first = |rng: &mut R| {
            let mut g = SEED;
            transform.apply(&mut g, rng);
            cosine_similarity(&SEED, &g)
        };
        let transformed_vs_seed = summarize(trials, rng, &mut first);
        let mut second = |rng: &mut R| {
            let a = solver.random_solution(&Grid::EMPTY, rng).unwrap_or(SEED);
            let b = solver.random_solution(&Grid::EMPTY, rng).unwrap_or(SEED);
            cosine_similarity(&a, &b)
        };
        let random_pairs = summarize(trials, rng, &mut second);
        Table1 {
            transformed_vs_seed,
            random_pairs,
        }
    }
}

/// Two passes over `trials` values drawn by `sample` from clones of the same generator.
fn summarize<R: Rng + Clone>(
    trials: u32,
    rng: &mut R,
    sample: &mut impl FnMut(&mut R) -> f64,
) -> Summary {
    if trials == 0 {
        return Summary::default();
    }
    let replay = rng.clone();
    let mut s = Summary {
        count: trials,
        min: f64::INFINITY,
        max: f64::NEG_INFINITY,
        ..Summary::default()
    };
    // Welford's running mean and variance.
    let mut m2 = 0.0;
    for i in 0..trials {
        let v = sample(rng);
        s.min = s.min.min(v);
        s.max = s.max.max(v);
        let delta = v - s.mean;
        s.mean += delta / f64::from(i + 1);
        m2 += delta * (v - s.mean);
    }
    s.std_dev = sqrt(m2 / f64::from(trials));
    let mut again = replay;
    let mut within = [0u32; 3];
    for _ in 0..trials {
        let v = sample(&mut again);
        let d = (v - s.mean).abs();
        // Within means at most kσ away: with σ = 0 every value is the mean, and within.
        for (k, w) in within.iter_mut().enumerate() {
            if d <= s.std_dev * (k + 1) as f64 {
                *w += 1;
            }
        }
    }
    let n = f64::from(trials);
    s.within_1 = f64::from(within[0]) / n;
    s.within_2 = f64::from(within[1]) / n;
    s.within_3 = f64::from(within[2]) / n;
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xorshift::XorShiftRng;

    #[test]
    fn seed_is_valid() {
        assert!(SEED.is_solved());
        assert_eq!(cosine_similarity(&SEED, &SEED), 1.0);
    }

    #[test]
    fn one_trial_is_within_every_band() {
        let mut rng = XorShiftRng::seed_from_u64(1);
        let table = Table1::run(1, &Transform::default(), &mut rng);
        for s in [table.transformed_vs_seed, table.random_pairs] {
            assert_eq!(s.std_dev, 0.0);
            assert_eq!([s.within_1, s.within_2, s.within_3], [1.0; 3]);
        }
    }

    #[test]
    fn sqrt_is_accurate() {
        for &x in &[2.0, 0.25, 1e6, 123456.789, 1.0] {
            let y = sqrt(x);
            assert!((y * y - x).abs() <= x * 1e-15, "{x} {y}");
        }
    }

    #[test]
    fn accepted_grid_is_valid_and_below_threshold() {
        let mut rng = XorShiftRng::seed_from_u64(11);
        for _ in 0..50 {
            let (g, sim) = Transform::default().accepted(&SEED, THRESHOLD, 1000, &mut rng);
            assert!(g.is_solved());
            assert!(sim < THRESHOLD);
            assert_eq!(sim, cosine_similarity(&SEED, &g));
        }
    }

    #[test]
    fn show_cells_keeps_n() {
        let mut rng = XorShiftRng::seed_from_u64(2);
        let p = show_cells(&SEED, 30, &mut rng);
        assert_eq!(p.clue_count(), 30);
        assert!(p.is_solved_by(&SEED));
    }
}
