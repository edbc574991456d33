//! Every published data set: puzzles solved and checked (givens kept, grid valid). The big
//! sets are sampled here (every 25th puzzle) and run whole in the benchmark.

use jiugong_core::sudoku::{Grid, SolveError, Solver};
use jiugong_tests::{DATA_SETS, data_grids};

fn check_unique(stem: &str, step: usize) {
    let grids = data_grids(stem);
    let expected = DATA_SETS.iter().find(|(s, _)| *s == stem).map(|(_, n)| *n);
    assert_eq!(Some(grids.len()), expected, "{stem}: puzzle count");
    let mut solver = Solver::new();
    for (i, g) in grids.iter().enumerate().step_by(step) {
        let solution = solver
            .solve_unique(g)
            .unwrap_or_else(|e| panic!("{stem} puzzle {}: {e}", i + 1));
        assert!(g.is_solved_by(&solution), "{stem} puzzle {}", i + 1);
    }
}

#[test]
fn hardest_1106_whole() {
    check_unique("forum_hardest_1106", 1);
}

#[test]
fn top1465_whole() {
    check_unique("magictour_top1465", 1);
}

#[test]
fn seventeen_clue_sample() {
    check_unique("17_clue", 25);
}

#[test]
fn hardest_1905_sample() {
    check_unique("forum_hardest_1905_11plus", 25);
}

/// serg_benchmark is a test of solution counting (puzzles with several solutions): every
/// count is backed by the solutions themselves (valid, keeping the givens, pairwise different).
#[test]
fn serg_counts_are_backed_by_solutions() {
    let grids = data_grids("serg_benchmark");
    let mut solver = Solver::new();
    let (mut unique, mut several) = (0, 0);
    for g in &grids {
        let mut out = [Grid::EMPTY; 2];
        let n = solver.solutions(g, &mut out);
        assert!(n >= 1, "every serg puzzle has a solution");
        for s in &out[..n] {
            assert!(g.is_solved_by(s));
        }
        match n {
            1 => {
                unique += 1;
                assert_eq!(solver.solve_unique(g), Ok(out[0]));
            }
            _ => {
                several += 1;
                assert_ne!(out[0], out[1]);
                assert_eq!(solver.solve_unique(g), Err(SolveError::MultipleSolutions));
            }
        }
    }
    assert_eq!(unique + several, 10_000);
    assert!(
        several > 0,
        "the set is documented to hold puzzles with several solutions"
    );
    // The data set's README: 6 duplicate lines.
    let distinct: std::collections::HashSet<_> = grids.iter().collect();
    assert_eq!(distinct.len(), 10_000 - 6);
}

/// The solver's two kinds of search agree on one puzzle in ten of every set: counting (and
/// `solve_unique`), which works harder at each node once a search has branched a few times,
/// and listing solutions (and `solve`), which keeps the order it always had — the same
/// count up to 2, and the same solution when there is one. The rest in the `exhaustive` test
/// below.
#[test]
fn counting_and_listing_agree_on_a_tenth_of_every_set() {
    counting_and_listing_agree(10);
}

#[test]
#[ignore = "exhaustive: 12 s of search; scripts/test runs it"]
fn counting_and_listing_agree_on_every_puzzle() {
    counting_and_listing_agree(1);
}

fn counting_and_listing_agree(every: usize) {
    let mut solver = Solver::new();
    for &(stem, _) in &DATA_SETS {
        for (i, g) in data_grids(stem).iter().enumerate().step_by(every) {
            let mut out = [Grid::EMPTY; 2];
            let listed = solver.solutions(g, &mut out);
            let counted = solver.count_solutions(g, 2);
            let at = format!("{stem} puzzle {}", i + 1);
            assert_eq!(counted, listed, "{at}");
            if listed == 1 {
                assert_eq!(solver.solve_unique(g), Ok(out[0]), "{at}");
                assert_eq!(solver.solve(g), Some(out[0]), "{at}");
            }
        }
    }
}
