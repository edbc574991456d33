//! Property tests: the invariants every Sudoku operation must keep.

use jiugong_core::sudoku::transform::{
    SEED, Transform, swap_bands, swap_columns, swap_digits, swap_rows, swap_stacks,
};
use jiugong_core::sudoku::{BLOCK_BYTES, CELLS};
use jiugong_core::sudoku::{Generator, Grid, Method, Options, Solver};
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;

/// A random solved grid from a seed.
fn solved(seed: u64) -> Grid {
    let mut rng = XorShiftRng::seed_from_u64(seed);
    Solver::new()
        .random_solution(&Grid::EMPTY, &mut rng)
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn each_transformation_keeps_a_grid_valid(
        seed in any::<u64>(),
        a in 1u8..=9, b in 1u8..=9,
        band in 0usize..3, i in 0usize..3, j in 0usize..3,
    ) {
        let g = solved(seed);
        let mut t = g;
        swap_digits(&mut t, a, b);
        prop_assert!(t.is_solved());
        swap_rows(&mut t, band * 3 + i, band * 3 + j);
        prop_assert!(t.is_solved());
        swap_columns(&mut t, band * 3 + i, band * 3 + j);
        prop_assert!(t.is_solved());
        swap_bands(&mut t, i, j);
        prop_assert!(t.is_solved());
        swap_stacks(&mut t, i, j);
        prop_assert!(t.is_solved());
    }

    #[test]
    fn random_transform_keeps_the_seed_valid(seed in any::<u64>(), c1 in 0u32..40, c2 in 0u32..20, c3 in 0u32..5) {
        let mut rng = XorShiftRng::seed_from_u64(seed);
        let mut g = SEED;
        Transform { digit_swaps: c1, line_swaps: c2, block_swaps: c3 }.apply(&mut g, &mut rng);
        prop_assert!(g.is_solved());
    }

    #[test]
    fn both_formats_round_trip(seed in any::<u64>(), holes in proptest::collection::vec(0usize..CELLS, 0..60)) {
        let mut g = solved(seed);
        for h in holes {
            g.set(h, 0).unwrap();
        }
        let line = g.line('.').to_string();
        prop_assert_eq!(Grid::parse_line(&line).unwrap(), g);
        let mut block = [0u8; BLOCK_BYTES];
        g.write_block(&mut block);
        prop_assert_eq!(Grid::parse_block(std::str::from_utf8(&block).unwrap()).unwrap(), g);
    }

    #[test]
    fn solver_solution_keeps_the_givens(seed in any::<u64>(), keep in 17usize..60) {
        let g = solved(seed);
        let mut rng = XorShiftRng::seed_from_u64(seed ^ 0xabcdef);
        let puzzle = jiugong_core::sudoku::transform::show_cells(&g, keep, &mut rng);
        let solution = Solver::new().solve(&puzzle).unwrap();
        prop_assert!(puzzle.is_solved_by(&solution));
    }

    /// Counting, whose search works harder at each node once it has branched a few times
    /// (hidden triads, branches on a digit's way through a band), and listing, whose search
    /// never does, find the same number of solutions up to 2, and the same one when unique.
    #[test]
    fn counting_and_listing_agree(seed in any::<u64>(), keep in 17usize..32) {
        let g = solved(seed);
        let mut rng = XorShiftRng::seed_from_u64(seed ^ 0x5eed);
        let puzzle = jiugong_core::sudoku::transform::show_cells(&g, keep, &mut rng);
        let mut solver = Solver::new();
        let mut listed = [Grid::EMPTY; 2];
        let n = solver.solutions(&puzzle, &mut listed);
        prop_assert_eq!(solver.count_solutions(&puzzle, 2), n);
        if n == 1 {
            prop_assert_eq!(solver.solve_unique(&puzzle), Ok(listed[0]));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn generated_puzzles_have_one_solution(seed in any::<u64>(), transform in any::<bool>(), symmetric in any::<bool>(), clues in 0usize..45) {
        let mut rng = XorShiftRng::seed_from_u64(seed);
        let options = Options {
            method: if transform { Method::Transform } else { Method::Dig },
            clues,
            symmetric,
            ..Options::default()
        };
        let p = Generator::new().generate(&options, &mut rng).unwrap();
        prop_assert_eq!(Solver::new().count_solutions(&p.puzzle, 2), 1);
        prop_assert!(p.puzzle.is_solved_by(&p.solution));
    }
}

/// `line` read by `Grid::parse_line` directly (81 bytes: the quick path) and with a leading
/// space (the careful path): the same grid, or the same error one column apart. Whether it
/// was a grid. Counting from the line itself gives what parsing and counting give.
fn quick_agrees_with_careful(line: &str) -> Result<bool, TestCaseError> {
    let quick = Grid::parse_line(line);
    let careful = Grid::parse_line(&format!(" {line}"));
    let mut solver = Solver::new();
    for limit in [1, 2] {
        let apart = quick.map(|g| solver.count_solutions(&g, limit));
        prop_assert_eq!(solver.count_line_solutions(line, limit), apart, "{}", line);
    }
    match (&quick, &careful) {
        (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
        (Err(a), Err(b)) => {
            prop_assert_eq!(
                (a.grid, a.line, a.column + 1, a.kind),
                (b.grid, b.line, b.column, b.kind)
            );
        }
        _ => prop_assert!(false, "{line:?}: {quick:?} against {careful:?}"),
    }
    Ok(quick.is_ok())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The quick path for 81-byte lines and the careful one (taken for a line with a leading
    /// space) read every line alike: the same grid, or an error in both, one column apart.
    #[test]
    fn the_quick_and_the_careful_line_parsers_agree(
        cells in proptest::collection::vec(
            prop_oneof![
                8 => Just('.'), 2 => Just('0'), 6 => proptest::char::range('1', '9'),
                1 => proptest::sample::select(vec!['/', ':', '-', 'é', 'x', ' ', '\u{2e}']),
            ],
            79..=83,
        ),
    ) {
        let line: String = cells.into_iter().collect();
        quick_agrees_with_careful(&line)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// The same on lines made from solved grids (valid, so the quick path's own answer is
    /// tested), with one cell or the length perhaps spoilt.
    #[test]
    fn the_quick_and_the_careful_parsers_agree_on_near_valid_lines(
        seed in any::<u64>(),
        blanks in any::<u128>(),
        dot in any::<bool>(),
        spoil in proptest::option::of((0usize..CELLS, proptest::sample::select(
            vec!['/', ':', '-', 'é', 'x', ' ', '1', '5', '9', '0', '.'],
        ))),
        cut in any::<bool>(),
    ) {
        let grid = solved(seed);
        let mut line: Vec<char> = (0..CELLS)
            .map(|c| match (blanks >> c & 1 == 1, dot) {
                (true, true) => '.',
                (true, false) => '0',
                _ => char::from(b'0' + grid.get(c)),
            })
            .collect();
        if let Some((cell, ch)) = spoil {
            line[cell] = ch;
        }
        if cut {
            line.pop();
        }
        let line: String = line.into_iter().collect();
        let read = quick_agrees_with_careful(&line)?;
        if spoil.is_none() && !cut {
            prop_assert!(read);
        }
    }
}
