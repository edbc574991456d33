//! Difficulty as players mean it: the human techniques a puzzle needs.
//!
//! [`Logic`] holds a partly solved grid with its pencil marks and finds the next step with
//! the simplest technique that makes progress (the calculator's "hint"). [`rate`] applies
//! steps until the grid is solved; when no technique here applies it places one digit from
//! the (unique) solution and counts a *guess*. The level is set by the hardest technique
//! used:
//!
//! | level | techniques |
//! |---|---|
//! | easy | hidden single, naked single |
//! | medium | + locked candidates (pointing, claiming) |
//! | hard | + naked pair, hidden pair |
//! | expert | + naked triple, hidden triple, X-wing |
//! | diabolical | needs guessing |

use super::grid::Grid;
use super::solver::{SolveError, Solver};
use super::units::{CELLS, PEERS, UNITS, Unit, box_of, col_of, row_of, unit_of_index};
use crate::name::UnknownName;
use core::fmt;
use core::str::FromStr;

/// A solving technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The only place for a digit in a unit.
    HiddenSingle,
    /// The only digit left for a cell.
    NakedSingle,
    /// A digit's places in a box lie on one line: not elsewhere on that line.
    Pointing,
    /// A digit's places on a line lie in one box: not elsewhere in that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// A digit on two rows (columns) in the same two columns (rows).
    XWing,
    /// None of the above applies: a digit was taken from the solution.
    Guess,
}

impl Technique {
    /// All techniques, simplest first.
    pub const ALL: [Technique; 10] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::Guess,
    ];

    /// The name players use, in snake case (also the JSON key).
    pub const fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden_single",
            Technique::NakedSingle => "naked_single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked_pair",
            Technique::HiddenPair => "hidden_pair",
            Technique::NakedTriple => "naked_triple",
            Technique::HiddenTriple => "hidden_triple",
            Technique::XWing => "x_wing",
            Technique::Guess => "guess",
        }
    }

    /// The lowest level at which the technique is needed.
    pub const fn level(self) -> Level {
        match self {
            Technique::HiddenSingle | Technique::NakedSingle => Level::Easy,
            Technique::Pointing | Technique::Claiming => Level::Medium,
            Technique::NakedPair | Technique::HiddenPair => Level::Hard,
            Technique::NakedTriple | Technique::HiddenTriple | Technique::XWing => Level::Expert,
            Technique::Guess => Level::Diabolical,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Technique::HiddenSingle => "hidden single",
            Technique::NakedSingle => "naked single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::XWing => "X-wing",
            Technique::Guess => "guess",
        })
    }
}

/// A difficulty level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates.
    Medium,
    /// Pairs.
    Hard,
    /// Triples and X-wings.
    Expert,
    /// Beyond the techniques here: guessing.
    Diabolical,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Diabolical,
    ];

    /// The level's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Diabolical => "diabolical",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or(UnknownName {
                expected: "one of easy, medium, hard, expert, diabolical",
            })
    }
}

/// One logical step: a digit placed, or candidates removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// The unit the pattern lives in, where there is one.
    pub unit: Option<Unit>,
    /// `(cell, digit)` placed, for singles and guesses.
    pub placement: Option<(u8, u8)>,
    /// Candidates removed: bit `d - 1` of `removals[cell]` for digit `d`.
    pub removals: [u16; CELLS],
}

impl Step {
    fn place(technique: Technique, unit: Option<Unit>, cell: usize, digit: u8) -> Step {
        Step {
            technique,
            unit,
            placement: Some((cell as u8, digit)),
            removals: [0; CELLS],
        }
    }

    fn eliminate(technique: Technique, unit: Option<Unit>) -> Step {
        Step {
            technique,
            unit,
            placement: None,
            removals: [0; CELLS],
        }
    }

    /// Number of candidates the step removes.
    pub fn removed(&self) -> u32 {
        self.removals.iter().map(|m| m.count_ones()).sum()
    }
}

/// A grid with its pencil marks (candidates), for logical solving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Logic {
    grid: Grid,
    cand: [u16; CELLS],
}

/// Bits `0..9` of a candidate mask as digits `1..=9`.
fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (0..9u8)
        .filter(move |d| mask & (1 << d) != 0)
        .map(|d| d + 1)
}

impl Logic {
    /// Pencil marks for `puzzle`: every digit not seen by a cell's peers.
    pub fn new(puzzle: &Grid) -> Result<Logic, SolveError> {
        if let Some(c) = puzzle.first_conflict() {
            return Err(SolveError::Conflict(c));
        }
        let mut logic = Logic {
            grid: Grid::EMPTY,
            cand: [0x1ff; CELLS],
        };
        for (cell, &v) in puzzle.cells().iter().enumerate() {
            if v != 0 {
                logic.place(cell, v);
            }
        }
        Ok(logic)
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Candidates of `cell` (bit `d - 1` for digit `d`; 0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    fn place(&mut self, cell: usize, digit: u8) {
        self.grid.put(cell, digit);
        self.cand[cell] = 0;
        let bit = 1u16 << (digit - 1);
        for &p in PEERS[cell].iter() {
            self.cand[p as usize] &= !bit;
        }
    }

    /// Applies a step found by [`Logic::next_step`].
    pub fn apply(&mut self, step: &Step) {
        if let Some((cell, digit)) = step.placement {
            self.place(cell as usize, digit);
        }
        for (c, &r) in self.cand.iter_mut().zip(step.removals.iter()) {
            *c &= !r;
        }
    }

    /// The next step by the simplest technique that makes progress, or `None` when none
    /// applies (or the grid is full).
    pub fn next_step(&self) -> Option<Step> {
        self.hidden_single()
            .or_else(|| self.naked_single())
            .or_else(|| self.locked_candidates())
            .or_else(|| self.naked_subset(2))
            .or_else(|| self.hidden_subset(2))
            .or_else(|| self.naked_subset(3))
            .or_else(|| self.hidden_subset(3))
            .or_else(|| self.x_wing())
    }

    /// Units in the order players scan them: boxes, rows, columns.
    fn units_box_first() -> impl Iterator<Item = usize> {
        (18..27).chain(0..18)
    }

    /// Places of `digit` (bit `d - 1`) in unit `u` as a 9-bit mask over the unit's cells.
    fn places(&self, u: usize, bit: u16) -> u16 {
        let mut m = 0;
        for (i, &cell) in UNITS[u].iter().enumerate() {
            if self.cand[cell as usize] & bit != 0 {
                m |= 1 << i;
            }
        }
        m
    }

    fn hidden_single(&self) -> Option<Step> {
        for u in Self::units_box_first() {
            for d in 0..9u8 {
                let m = self.places(u, 1 << d);
                if m.count_ones() == 1 {
                    let cell = UNITS[u][m.trailing_zeros() as usize] as usize;
                    return Some(Step::place(
                        Technique::HiddenSingle,
                        Some(unit_of_index(u)),
                        cell,
                        d + 1,
                    ));
                }
            }
        }
        None
    }

    fn naked_single(&self) -> Option<Step> {
        let cell = self.cand.iter().position(|m| m.count_ones() == 1)?;
        let digit = self.cand[cell].trailing_zeros() as u8 + 1;
        Some(Step::place(Technique::NakedSingle, None, cell, digit))
    }

    fn locked_candidates(&self) -> Option<Step> {
        // Pointing: a box's places for a digit on one row or column.
        for b in 0..9 {
            for d in 0..9 {
                let bit = 1u16 << d;
                let cells = UNITS[18 + b].iter().map(|&c| c as usize);
                let places = cells.filter(|&c| self.cand[c] & bit != 0);
                let (mut rows, mut cols, mut n) = (0u16, 0u16, 0);
                for c in places {
                    rows |= 1 << row_of(c);
                    cols |= 1 << col_of(c);
                    n += 1;
                }
                if n < 2 {
                    continue;
                }
                for (lines, base) in [(rows, 0), (cols, 9)] {
                    if lines.count_ones() == 1 {
                        let line = base + lines.trailing_zeros() as usize;
                        let step = self.remove_outside(Technique::Pointing, 18 + b, line, bit);
                        if step.is_some() {
                            return step;
                        }
                    }
                }
            }
        }
        // Claiming: a line's places for a digit in one box.
        for (line, cells) in UNITS.iter().enumerate().take(18) {
            for d in 0..9 {
                let bit = 1u16 << d;
                let (mut boxes, mut n) = (0u16, 0);
                for &c in cells.iter() {
                    if self.cand[c as usize] & bit != 0 {
                        boxes |= 1 << box_of(c as usize);
                        n += 1;
                    }
                }
                if n >= 2 && boxes.count_ones() == 1 {
                    let b = 18 + boxes.trailing_zeros() as usize;
                    let step = self.remove_outside(Technique::Claiming, line, b, bit);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
        None
    }

    /// Removes `bit` from the cells of unit `target` that are not in unit `source`.
    fn remove_outside(
        &self,
        technique: Technique,
        source: usize,
        target: usize,
        bit: u16,
    ) -> Option<Step> {
        let mut step = Step::eliminate(technique, Some(unit_of_index(source)));
        for &c in UNITS[target].iter() {
            let c = c as usize;
            if !UNITS[source].contains(&(c as u8)) && self.cand[c] & bit != 0 {
                step.removals[c] |= bit;
            }
        }
        (step.removed() > 0).then_some(step)
    }

    /// `k` cells of a unit whose candidates together are `k` digits.
    fn naked_subset(&self, k: usize) -> Option<Step> {
        let technique = if k == 2 {
            Technique::NakedPair
        } else {
            Technique::NakedTriple
        };
        for u in Self::units_box_first() {
            let cells = &UNITS[u];
            let open = |i: usize| {
                let n = self.cand[cells[i] as usize].count_ones() as usize;
                (2..=k).contains(&n)
            };
            let mut found = None;
            for_each_subset(9, k, &mut |set: &[usize]| {
                if found.is_some() || !set.iter().all(|&i| open(i)) {
                    return;
                }
                let union = set
                    .iter()
                    .fold(0u16, |m, &i| m | self.cand[cells[i] as usize]);
                if union.count_ones() as usize != k {
                    return;
                }
                let mut step = Step::eliminate(technique, Some(unit_of_index(u)));
                for (i, &c) in cells.iter().enumerate() {
                    if !set.contains(&i) {
                        step.removals[c as usize] = self.cand[c as usize] & union;
                    }
                }
                if step.removed() > 0 {
                    found = Some(step);
                }
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// `k` digits of a unit whose places together are `k` cells.
    fn hidden_subset(&self, k: usize) -> Option<Step> {
        let technique = if k == 2 {
            Technique::HiddenPair
        } else {
            Technique::HiddenTriple
        };
        for u in Self::units_box_first() {
            let places: [u16; 9] = core::array::from_fn(|d| self.places(u, 1 << d));
            let mut found = None;
            for_each_subset(9, k, &mut |set: &[usize]| {
                if found.is_some() || !set.iter().all(|&d| places[d].count_ones() >= 2) {
                    return;
                }
                let union = set.iter().fold(0u16, |m, &d| m | places[d]);
                if union.count_ones() as usize != k {
                    return;
                }
                let keep = set.iter().fold(0u16, |m, &d| m | 1 << d);
                let mut step = Step::eliminate(technique, Some(unit_of_index(u)));
                for (i, &c) in UNITS[u].iter().enumerate() {
                    if union & (1 << i) != 0 {
                        step.removals[c as usize] = self.cand[c as usize] & !keep;
                    }
                }
                if step.removed() > 0 {
                    found = Some(step);
                }
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    fn x_wing(&self) -> Option<Step> {
        for d in 0..9 {
            let bit = 1u16 << d;
            // base 0: rows as base lines, columns as cover; base 9: the transpose.
            for base in [0usize, 9] {
                let cover = 9 - base;
                let places: [u16; 9] = core::array::from_fn(|i| self.places(base + i, bit));
                for a in 0..9 {
                    if places[a].count_ones() != 2 {
                        continue;
                    }
                    for b in a + 1..9 {
                        if places[b] != places[a] {
                            continue;
                        }
                        let mut step =
                            Step::eliminate(Technique::XWing, Some(unit_of_index(base + a)));
                        let mut m = places[a];
                        while m != 0 {
                            let line = cover + m.trailing_zeros() as usize;
                            m &= m - 1;
                            for (i, &c) in UNITS[line].iter().enumerate() {
                                let c = c as usize;
                                if i != a && i != b && self.cand[c] & bit != 0 {
                                    step.removals[c] |= bit;
                                }
                            }
                        }
                        if step.removed() > 0 {
                            return Some(step);
                        }
                    }
                }
            }
        }
        None
    }
}

/// Calls `f` with every `k`-subset (k ≤ 3) of `0..n`, in lexicographic order.
fn for_each_subset(n: usize, k: usize, f: &mut impl FnMut(&[usize])) {
    match k {
        2 => {
            for a in 0..n {
                for b in a + 1..n {
                    f(&[a, b]);
                }
            }
        }
        3 => {
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        f(&[a, b, c]);
                    }
                }
            }
        }
        _ => {}
    }
}

/// A puzzle's difficulty: its level and how often each technique was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The level of the hardest technique used.
    pub level: Level,
    /// Uses of each technique, indexed like [`Technique::ALL`].
    pub counts: [u32; Technique::ALL.len()],
}

impl Rating {
    /// Uses of one technique.
    pub fn count(&self, t: Technique) -> u32 {
        self.counts[t as usize]
    }
}

/// Rates a puzzle with exactly one solution (anything else is an error, found by `solver`).
///
/// ```
/// use jiugong_core::sudoku::{Grid, Level, Solver, rate};
///
/// // One empty cell: a naked single, the easiest step there is.
/// let mut grid = Grid::parse_line(
///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
/// )?;
/// grid.set(0, 0)?;
/// let rating = rate(&grid, &mut Solver::new())?;
/// assert_eq!(rating.level, Level::Easy);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn rate(puzzle: &Grid, solver: &mut Solver) -> Result<Rating, SolveError> {
    let solution = solver.solve_unique(puzzle)?;
    let mut logic = Logic::new(puzzle)?;
    let mut rating = Rating {
        level: Level::Easy,
        counts: [0; Technique::ALL.len()],
    };
    while !logic.grid.is_complete() {
        let step = match logic.next_step() {
            Some(step) => step,
            None => {
                // Guess the cell with the fewest candidates, right (from the solution).
                let cell = (0..CELLS)
                    .filter(|&c| logic.grid.get(c) == 0)
                    .min_by_key(|&c| logic.cand[c].count_ones())
                    .unwrap_or(0);
                Step::place(Technique::Guess, None, cell, solution.get(cell))
            }
        };
        rating.counts[step.technique as usize] += 1;
        rating.level = rating.level.max(step.technique.level());
        logic.apply(&step);
    }
    Ok(rating)
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.technique)?;
        if let Some(u) = self.unit {
            write!(f, " in {u}")?;
        }
        if let Some((cell, d)) = self.placement {
            let cell = cell as usize;
            write!(f, ": {d} at r{}c{}", row_of(cell) + 1, col_of(cell) + 1)?;
        } else {
            f.write_str(": removes")?;
            let mut first = true;
            for (cell, &m) in self.removals.iter().enumerate() {
                for d in digits(m) {
                    let sep = if first { " " } else { ", " };
                    write!(
                        f,
                        "{sep}{d} from r{}c{}",
                        row_of(cell) + 1,
                        col_of(cell) + 1
                    )?;
                    first = false;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

    fn grid(s: &str) -> Grid {
        Grid::parse_line(s).unwrap()
    }

    #[test]
    fn singles_only_puzzle_is_easy() {
        // A classic easy puzzle (solvable with singles).
        let p = grid(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        );
        let r = rate(&p, &mut Solver::new()).unwrap();
        assert_eq!(r.level, Level::Easy);
        assert_eq!(
            r.count(Technique::HiddenSingle) + r.count(Technique::NakedSingle),
            81 - p.clue_count() as u32
        );
    }

    #[test]
    fn hardest_needs_guessing() {
        let p = grid(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        );
        let r = rate(&p, &mut Solver::new()).unwrap();
        assert_eq!(r.level, Level::Diabolical);
        assert!(r.count(Technique::Guess) > 0);
    }

    #[test]
    fn every_step_is_sound() {
        // Each elimination and placement agrees with the unique solution.
        let p = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let sol = Solver::new().solve_unique(&p).unwrap();
        let mut logic = Logic::new(&p).unwrap();
        let mut steps = 0;
        while let Some(step) = logic.next_step() {
            if let Some((c, d)) = step.placement {
                assert_eq!(sol.get(c as usize), d, "{step}");
            }
            for (c, &m) in step.removals.iter().enumerate() {
                assert_eq!(m & (1 << (sol.get(c).max(1) - 1)), 0, "{step}");
            }
            logic.apply(&step);
            steps += 1;
        }
        assert!(steps > 0);
    }

    #[test]
    fn pointing_example() {
        // Box 1 has digit 1 only on row 1 (column 1 to 3 blocked below): a pointing pair.
        let mut logic = Logic::new(&Grid::EMPTY).unwrap();
        for c in [9, 10, 11, 18, 19, 20] {
            logic.cand[c] &= !1;
        }
        let step = logic.locked_candidates().unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(step.removed(), 6);
        assert!((3..9).all(|c| step.removals[c] == 1));
        assert_eq!(format!("{step}").split(',').count(), 6);
    }

    #[test]
    fn names_parse() {
        use crate::sudoku::{Format, Method};
        assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
        let e = "nope".parse::<Level>().unwrap_err();
        assert_eq!(e.expected, "one of easy, medium, hard, expert, diabolical");
        assert_eq!("dig".parse::<Method>(), Ok(Method::Dig));
        assert_eq!("TRANSFORM".parse::<Method>(), Ok(Method::Transform));
        assert!("digs".parse::<Method>().is_err());
        assert_eq!("grid".parse::<Format>(), Ok(Format::Block));
        assert_eq!("block".parse::<Format>(), Ok(Format::Block));
        assert_eq!("line".parse::<Format>(), Ok(Format::Line));
        assert!("lines".parse::<Format>().is_err());
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
    }
}
