//! Sudoku's variants checked by the tests' own rules, written from the rules of the games
//! and none of the core's solver: [`Rules`] says which cells must differ and which add up,
//! [`Rules::is_solution`] checks a grid, and [`Rules::count`] counts solutions by a plain
//! search (the cell with the fewest digits left, or the house's digit with the fewest places
//! left, first; each digit checked against every rule).

/// A variant's rules as plain data.
#[derive(Clone, Debug)]
pub struct Rules {
    /// The side: digits 1 to `n`.
    pub n: usize,
    /// Every group of cells that holds each digit once: rows, columns, regions, and the
    /// diagonals or windows when the variant has them.
    pub houses: Vec<Vec<usize>>,
    /// Killer's cages: their cells (no digit twice) and their sums.
    pub cages: Vec<(Vec<usize>, u32)>,
    /// Each cell's houses and cages, by index.
    in_houses: Vec<Vec<usize>>,
    in_cages: Vec<Vec<usize>>,
}

impl Rules {
    /// The rules of an `n`×`n` grid with `region[cell]` its region, X's diagonals, the 9×9
    /// windoku windows (whose top-left cells are r2c2, r2c6, r6c2, r6c6), and cages.
    pub fn new(
        n: usize,
        region: &[usize],
        diagonals: bool,
        windows: bool,
        cages: Vec<(Vec<usize>, u32)>,
    ) -> Rules {
        let mut houses = Vec::new();
        for i in 0..n {
            houses.push((0..n).map(|c| i * n + c).collect());
            houses.push((0..n).map(|r| r * n + i).collect());
        }
        let mut pieces: Vec<Vec<usize>> = Vec::new();
        let mut names: Vec<usize> = Vec::new();
        for (cell, &r) in region.iter().enumerate() {
            match names.iter().position(|&x| x == r) {
                Some(k) => pieces[k].push(cell),
                None => {
                    names.push(r);
                    pieces.push(vec![cell]);
                }
            }
        }
        houses.extend(pieces);
        if diagonals {
            houses.push((0..n).map(|i| i * n + i).collect());
            houses.push((0..n).map(|i| i * n + n - 1 - i).collect());
        }
        if windows {
            for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
                houses.push((0..9).map(|k| (top + k / 3) * 9 + left + k % 3).collect());
            }
        }
        let mut in_houses = vec![Vec::new(); n * n];
        for (i, h) in houses.iter().enumerate() {
            h.iter().for_each(|&c| in_houses[c].push(i));
        }
        let mut in_cages = vec![Vec::new(); n * n];
        for (i, (cells, _)) in cages.iter().enumerate() {
            cells.iter().for_each(|&c| in_cages[c].push(i));
        }
        Rules {
            n,
            houses,
            cages,
            in_houses,
            in_cages,
        }
    }

    /// The rules of a layout the core read (a Solo game ID), as plain data.
    pub fn of(layout: &jiugong_core::sudoku::variant::Layout) -> Rules {
        let cells = layout.cells();
        let region: Vec<usize> = (0..cells)
            .map(|c| usize::from(layout.region_of(c)))
            .collect();
        let cages = (0..layout.cages())
            .map(|k| {
                let members = (0..cells)
                    .filter(|&c| layout.cage_of(c) == Some(k))
                    .collect();
                (members, u32::from(layout.cage_sum(k)))
            })
            .collect();
        Rules::new(
            usize::from(layout.n()),
            &region,
            layout.has_diagonals(),
            layout.has_windows(),
            cages,
        )
    }

    /// True if `grid` (digits 1 to `n`, row by row) keeps every rule.
    pub fn is_solution(&self, grid: &[u8]) -> bool {
        let n = self.n;
        if grid.len() != n * n || grid.iter().any(|&d| d == 0 || usize::from(d) > n) {
            return false;
        }
        let distinct = |cells: &[usize]| {
            let mut seen = vec![false; n + 1];
            cells
                .iter()
                .all(|&c| !std::mem::replace(&mut seen[usize::from(grid[c])], true))
        };
        self.houses.iter().all(|h| h.len() == n && distinct(h))
            && self.cages.iter().all(|(cells, sum)| {
                distinct(cells) && cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>() == *sum
            })
    }

    /// Whether digit `d` may go in `cell` of the partly filled `grid` (0 for empty).
    fn allows(&self, grid: &[u8], cell: usize, d: u8) -> bool {
        let clash = |&h: &usize| self.houses[h].iter().any(|&c| grid[c] == d);
        if self.in_houses[cell].iter().any(clash) {
            return false;
        }
        self.in_cages[cell].iter().all(|&k| {
            let (cells, sum) = &self.cages[k];
            if cells.iter().any(|&c| grid[c] == d) {
                return false;
            }
            let placed: u32 = cells.iter().map(|&c| u32::from(grid[c])).sum::<u32>() + u32::from(d);
            let open = cells.iter().filter(|&&c| c != cell && grid[c] == 0).count();
            // The open cells must take that many digits the cage has not used, adding up to
            // what the sum still lacks.
            let unused = (1..=self.n as u32)
                .filter(|&e| e != u32::from(d) && cells.iter().all(|&c| u32::from(grid[c]) != e));
            sum.checked_sub(placed)
                .is_some_and(|rest| adds_up(unused, open, rest))
        })
    }

    /// The solutions of `givens`, counted up to `limit`.
    pub fn count(&self, givens: &[u8], limit: usize) -> usize {
        let mut grid = givens.to_vec();
        let mut found = 0;
        self.extend(&mut grid, limit, &mut found);
        found
    }

    fn extend(&self, grid: &mut [u8], limit: usize, found: &mut usize) {
        // The empty cell with the fewest digits allowed, and the digit of a house with the
        // fewest places left: whichever has fewer ways is tried way by way.
        let mut best: Option<Vec<(usize, u8)>> = None;
        for cell in (0..grid.len()).filter(|&c| grid[c] == 0) {
            let ways: Vec<(usize, u8)> = (1..=self.n as u8)
                .filter(|&d| self.allows(grid, cell, d))
                .map(|d| (cell, d))
                .collect();
            if best.as_ref().is_none_or(|b| ways.len() < b.len()) {
                best = Some(ways);
            }
        }
        let Some(mut best) = best else {
            if self.is_solution(grid) {
                *found += 1;
            }
            return;
        };
        for house in &self.houses {
            if best.len() <= 1 {
                break;
            }
            for d in 1..=self.n as u8 {
                if house.iter().any(|&c| grid[c] == d) {
                    continue;
                }
                let ways: Vec<(usize, u8)> = house
                    .iter()
                    .filter(|&&c| grid[c] == 0 && self.allows(grid, c, d))
                    .map(|&c| (c, d))
                    .collect();
                if ways.len() < best.len() {
                    best = ways;
                }
            }
        }
        for (cell, d) in best {
            grid[cell] = d;
            self.extend(grid, limit, found);
            grid[cell] = 0;
            if *found >= limit {
                return;
            }
        }
    }
}

/// Whether `count` of the distinct `digits` (in increasing order) add up to `total`.
fn adds_up(mut digits: impl Iterator<Item = u32> + Clone, count: usize, total: u32) -> bool {
    if count == 0 {
        return total == 0;
    }
    match digits.next() {
        Some(first) if first <= total => {
            adds_up(digits.clone(), count - 1, total - first) || adds_up(digits, count, total)
        }
        _ => false,
    }
}

/// A grid in the line format: `1`–`9`, then `a`–`g` (either case) for 10 to 16, as Solo
/// prints them.
pub fn parse_digits(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '1'..='9' => c as u8 - b'0',
            'a'..='g' | 'A'..='G' => c.to_ascii_lowercase() as u8 - b'a' + 10,
            _ => panic!("{c:?} is not a digit of a grid"),
        })
        .collect()
}
