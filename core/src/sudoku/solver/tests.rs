#[cfg(feature = "thorough")]
use super::super::units::ORDERS3;
use super::state::State;
use super::tables::*;
use super::*;
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use std::string::ToString;

// Arto Inkala's "world's hardest" (2012).
const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

#[test]
fn solves_a_hard_puzzle() {
    let g = Grid::parse_line(HARD).unwrap();
    let mut s = Solver::new();
    let sol = s.solve_unique(&g).unwrap();
    assert!(g.is_solved_by(&sol));
    assert_eq!(
        sol.line('.').to_string(),
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
    );
}

#[test]
fn shrink_table_applies_locked_candidates() {
    // Unchanged when every row meets every box.
    assert_eq!(SHRINK[0o777], 0o777);
    // Box 0 only on row 0 (pointing): row 0 leaves boxes 1 and 2.
    let occ = 0o667; // row 0: boxes 0, 1, 2; rows 1 and 2: boxes 1, 2
    assert_eq!(SHRINK[occ as usize], 0o661);
    // A row with no place left: contradiction.
    assert_eq!(SHRINK[0o077], 1 << 9);
}

#[test]
fn occupancy_marks_each_row_part_with_a_place() {
    let mut rng = XorShiftRng::seed_from_u64(5);
    for _ in 0..2_000 {
        let m = rng.next_u32() & rng.next_u32() & BAND;
        let mut expected = 0;
        for row in 0..3 {
            for bx in 0..3 {
                if m >> (9 * row + 3 * bx) & 0o7 != 0 {
                    expected |= 1 << (3 * bx + row);
                }
            }
        }
        assert_eq!(occupancy(m), expected, "mask {m:#o}");
    }
}

/// The places of a band's mask alone in their row, by a loop over the rows.
fn alone_in_row(m: u32) -> u32 {
    (0..3)
        .map(|r| m & row27(r))
        .filter(|row| row.count_ones() == 1)
        .fold(0, |a, row| a | row)
}

#[test]
fn row_singles_are_the_places_alone_in_their_row() {
    let mut rng = XorShiftRng::seed_from_u64(6);
    let mut rows_with_one = 0;
    for _ in 0..5_000 {
        // Sparse and dense rows, none empty (what `row_singles` is given).
        let mut m = rng.next_u32() & BAND;
        for r in 0..3 {
            if rng.next_u32() & 1 != 0 {
                m &= !(0x1ff << (9 * r)) | 1 << (9 * r + rng.next_u32() % 9);
            }
            m |= u32::from(m >> (9 * r) & 0x1ff == 0) << (9 * r + rng.next_u32() % 9);
        }
        let expected = alone_in_row(m);
        rows_with_one += expected.count_ones();
        assert_eq!(row_singles(m), expected, "mask {m:#o}");
    }
    assert!(rows_with_one > 5_000, "{rows_with_one}");
}

#[test]
#[cfg(feature = "thorough")]
fn kept_row_singles_are_the_places_alone_in_their_row_after_locked_candidates() {
    let mut rng = XorShiftRng::seed_from_u64(6);
    let mut rows_with_one = 0;
    for _ in 0..20_000 {
        // Sparse and dense rows, some with one place, some empty.
        let mut m = rng.next_u32() & BAND;
        for r in 0..3 {
            match rng.next_u32() % 4 {
                0 => m &= !row27(r) | 1 << (9 * r as u32 + rng.next_u32() % 9),
                1 => m &= !row27(r) | rng.next_u32() & rng.next_u32(),
                _ => {}
            }
        }
        let occ = occupancy(m);
        // On a contradiction the table holds bit 31 only, so nothing is kept.
        let expected = alone_in_row(m & SHRINK_CELLS[occ]);
        rows_with_one += expected.count_ones();
        assert_eq!(kept_row_singles(m, occ), expected, "mask {m:#o}");
    }
    assert!(rows_with_one > 5_000, "{rows_with_one}");
}

#[test]
fn first_dirty_is_the_masks_an_update_changes() {
    // Solved grids with random cells blanked, from nearly full to nearly empty.
    let mut rng = XorShiftRng::seed_from_u64(11);
    let mut solver = Solver::new();
    let (mut dirty_masks, mut clean_masks) = (0, 0);
    for round in 0..300 {
        let mut grid = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        let keep = 17 + round % 60;
        for cell in 0..CELLS {
            if below(&mut rng, 81) >= keep {
                grid.set(cell, 0).unwrap();
            }
        }
        let mut state = State::UNUSED;
        assert!(state.set_givens(grid.cells()));
        for i in 0..27 {
            let mut after = state;
            let mut dirty = 0;
            let changes = !after.update(i, &mut dirty, false)
                || after.cand != state.cand
                || after.unsolved != state.unsolved;
            assert_eq!(state.dirty >> i & 1 != 0, changes, "mask {i} of {grid:?}");
            if changes {
                dirty_masks += 1;
            } else {
                clean_masks += 1;
            }
        }
    }
    // Both answers were tested.
    assert!(
        dirty_masks > 100 && clean_masks > 100,
        "{dirty_masks} {clean_masks}"
    );
}

#[test]
#[cfg(feature = "thorough")]
fn claimed_keeps_only_the_claimed_columns_of_their_boxes() {
    // No column claimed: everything kept.
    assert_eq!(CLAIMED[0], BAND);
    // Column 1 (box 0) and columns 6, 7 (box 2): box 0 keeps column 1, box 2 columns 6
    // and 7, box 1 everything.
    let only = 0b011_000_010;
    assert_eq!(CLAIMED[only], columns27(0b011_111_010));
}

#[test]
#[cfg(feature = "thorough")]
fn open_minirows_tell_how_many_ways_are_left() {
    // Every occupancy that locked candidates leave as it is, with a place in each row
    // and box: its ways, counted one by one, against what `ROW_FACTS` says.
    let mut fixed = 0;
    for occ in 0..512 {
        let kept = SHRINK_CELLS[occ];
        if kept & (1 << 31) != 0 || occupancy(kept) != occ {
            continue;
        }
        fixed += 1;
        let ways = (0..6)
            .filter(|&w| (0..3).all(|r| occ >> (3 * ORDERS3[w][r] as usize + r) & 1 != 0))
            .fold(0u8, |a, w| a | 1 << w);
        assert_eq!(WAYS[occ], ways, "{occ:o}");
        let open = ROW_FACTS[occ] >> 18;
        assert_eq!(open, occ.count_ones(), "{occ:o}");
        assert_eq!(matches!(open, 5 | 6), ways.count_ones() == 2, "{occ:o}");
        assert_eq!(open == 3, ways.count_ones() == 1, "{occ:o}");
        // The minirows it must occupy: those alone in their row.
        let lone = (0..3)
            .filter(|&r| (0..3).filter(|&k| occ >> (3 * k + r) & 1 != 0).count() == 1)
            .fold(0, |a, r| {
                a | (0..3).fold(0, |a, k| a | (occ & 1 << (3 * k + r)))
            });
        assert_eq!(ROW_FACTS[occ] & 0o777, lone as u32, "{occ:o}");
    }
    assert!(fixed > 20, "{fixed}");
}

#[test]
#[cfg(feature = "thorough")]
fn thorough_steps_keep_the_solution() {
    // Down a search of hard puzzles along their solution, where hidden triads and ways
    // through a band come up: the solution survives every hidden triad, and of a way's
    // two branches exactly one keeps it.
    const HARDEST: [&str; 5] = [
        HARD,
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
    ];
    let mut solver = Solver::new();
    let (mut triads, mut ways) = (0, 0);
    for line in HARDEST {
        let grid = Grid::parse_line(line).unwrap();
        let solution = solver.solve_unique(&grid).unwrap();
        let keeps = |state: &State| {
            (0..CELLS).all(|cell| {
                let d = usize::from(solution.get(cell)) - 1;
                state.cand[9 * (cell / 27) + d] >> (cell % 27) & 1 != 0
            })
        };
        let mut state = State::UNUSED;
        assert!(state.set_givens(grid.cells()));
        loop {
            state.propagate(false).expect("the solution is kept");
            state.learn_facts();
            if state.hidden_triads() == Some(true) {
                triads += 1;
            }
            assert!(keeps(&state), "{line}");
            let pairs = state.propagate(true).expect("the solution is kept");
            assert!(keeps(&state), "{line}");
            if state.is_solved() {
                break;
            }
            if let Some((i, a, b)) = state.way_branch() {
                ways += 1;
                let (mut x, mut y) = (state, state);
                (x.cand[i], x.dirty, y.cand[i], y.dirty) = (a, 1 << i, b, 1 << i);
                assert!(keeps(&x) != keeps(&y), "{line}");
                state = if keeps(&x) { x } else { y };
            } else {
                let cell = state.branch_cell(pairs, true);
                assert!(state.place(cell, usize::from(solution.get(cell)) - 1));
            }
        }
    }
    // Both were tested.
    assert!(triads > 2 && ways > 10, "{triads} {ways}");
}

/// Puzzles from random solved grids, 17 to 46 of the 81 cells left on average.
fn random_puzzles(seed: u64, n: usize) -> impl Iterator<Item = Grid> {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    let mut solver = Solver::new();
    (0..n).map(move |round| {
        let mut grid = solver.random_solution(&Grid::EMPTY, &mut rng).unwrap();
        let keep = 17 + round as u32 % 30;
        for cell in 0..CELLS {
            if below(&mut rng, 81) >= keep {
                grid.set(cell, 0).unwrap();
            }
        }
        grid
    })
}

#[test]
fn thorough_and_plain_searches_agree() {
    let mut solver = Solver::new();
    let (mut unique, mut several) = (0, 0);
    for grid in random_puzzles(12, 1000) {
        let mut answers = [0; 2].map(|_| (0, None));
        for (answer, after) in answers.iter_mut().zip([0, usize::MAX]) {
            *answer = (0, None);
            let n = solver.search(grid.cells(), &mut Lowest, after, |s| {
                answer.1 = Some(s.grid());
                answer.0 += 1;
                answer.0 < 2
            });
            assert_eq!(n, Some(answer.0));
        }
        let [(thorough, t), (plain, p)] = answers;
        assert_eq!(thorough, plain, "{grid:?}");
        if plain == 1 {
            assert_eq!(t, p, "{grid:?}");
            unique += 1;
        } else {
            several += 1;
        }
    }
    // Both kinds were tested.
    assert!(unique > 100 && several > 100, "{unique} {several}");
}

#[test]
#[cfg(feature = "thorough")]
fn open_pair_is_the_bivalue_cell_with_the_most_open_peers() {
    let mut tested = 0;
    for grid in random_puzzles(13, 300) {
        let mut state = State::UNUSED;
        assert!(state.set_givens(grid.cells()));
        let Some(pairs) = state.propagate(false) else {
            continue;
        };
        if pairs == [0; 3] {
            continue;
        }
        // Each cell's score by counting, the largest last of equals.
        let at = |cells: &[u32; 3], cell: usize| cells[cell / 27] >> (cell % 27) & 1;
        let (mut best, mut best_cell) = (0, 0);
        for cell in 0..CELLS {
            if at(&pairs, cell) == 0 {
                continue;
            }
            let (r, c) = (cell / 9, cell % 9);
            let score: u32 = (0..CELLS)
                .map(|o| {
                    let (ro, co) = (o / 9, o % 9);
                    let same_box = ro / 3 == r / 3 && co / 3 == c / 3;
                    let open = at(&state.unsolved, o);
                    let pair = at(&pairs, o);
                    u32::from(ro == r) * (open + pair)
                        + u32::from(co == c) * (open + pair)
                        + u32::from(same_box) * open
                })
                .sum();
            if score >= best {
                (best, best_cell) = (score, cell);
            }
        }
        assert_eq!(state.open_pair(pairs), best_cell, "{grid:?}");
        tested += 1;
    }
    assert!(tested > 100, "{tested}");
}

#[test]
fn counts_and_refuses() {
    let mut s = Solver::new();
    assert_eq!(s.count_solutions(&Grid::EMPTY, 5), 5);
    assert_eq!(
        s.solve_unique(&Grid::EMPTY),
        Err(SolveError::MultipleSolutions)
    );
    // Consistent givens, no solution: row 1 needs a 9 at column 9, which column 9 has.
    let g = Grid::parse_line(
        "12345678.........9...............................................................",
    )
    .unwrap();
    assert_eq!(s.solve_unique(&g), Err(SolveError::NoSolution));
    // Repeated givens, in a box and in a column across bands: named, as the grid does.
    for other in [10, 72] {
        let mut cells = [0; CELLS];
        (cells[0], cells[other], cells[40]) = (5, 5, 7);
        let g = Grid::from_cells(cells).unwrap();
        let conflict = g.first_conflict().unwrap();
        assert_eq!(s.solve_unique(&g), Err(SolveError::Conflict(conflict)));
        assert_eq!(s.count_solutions(&g, 2), 0);
    }
}

#[test]
fn random_solutions_differ_and_are_valid() {
    let mut s = Solver::new();
    let mut rng = XorShiftRng::seed_from_u64(3);
    let a = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    let b = s.random_solution(&Grid::EMPTY, &mut rng).unwrap();
    assert!(a.is_solved() && b.is_solved());
    assert_ne!(a, b);
}
