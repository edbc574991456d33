//! Sudoku's variants against Simon Tatham's Solo: its own puzzles of every kind
//! (`tests/data/solo/puzzles.tsv`, made by Solo's generator and solved by Solo's solver) read
//! from their game IDs, written back to the same IDs, and solved by the core to Solo's
//! solution; the rules read checked by the tests' own [`Rules`], which also count the
//! solutions.

use jiugong_core::sudoku::Level;
use jiugong_core::sudoku::variant::{
    Recipe, VariantPuzzle, VariantSolver, generate, room_for, room_words, solo,
};
use jiugong_tests::data_path;
use jiugong_tests::variant::{Rules, parse_digits};
use rand_core::SeedableRng;

/// Solo's puzzles: (game ID, Solo's solution, Solo's grade).
fn solos_puzzles() -> Vec<(String, Vec<u8>, String)> {
    let text = std::fs::read_to_string(data_path("solo/puzzles.tsv")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), parse_digits(f[1]), f[2].to_string())
        })
        .collect()
}

#[test]
fn solos_puzzles_read_write_back_and_solve_as_solo_solves_them() {
    let puzzles = solos_puzzles();
    assert!(puzzles.len() >= 100);
    for (id, solution, _) in &puzzles {
        let puzzle: VariantPuzzle = solo::parse(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut again = String::new();
        solo::write(&puzzle, &mut again).unwrap();
        assert_eq!(&again, id, "written back");
        let layout = &puzzle.layout;
        let rules = Rules::of(layout);
        // The rules as read hold for Solo's own solution, which keeps the givens.
        assert!(
            rules.is_solution(solution),
            "{id}: Solo's solution breaks the rules read"
        );
        for (&g, &s) in puzzle.givens().iter().zip(solution) {
            assert!(g == 0 || g == s, "{id}: a given changed");
        }
        let mut solver = VariantSolver::new(layout);
        let mut room = vec![0u16; room_words(layout)];
        let mut out = vec![0u8; layout.cells()];
        solver
            .solve_unique(puzzle.givens(), &mut room, &mut out)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(&out, solution, "{id}");
    }
}

/// The tests' own search agrees: one solution, on every puzzle up to 9×9.
#[test]
fn solos_puzzles_have_one_solution_by_the_tests_own_search() {
    for (id, _, _) in solos_puzzles() {
        let puzzle = solo::parse(&id).unwrap();
        if puzzle.layout.n() > 9 {
            continue;
        }
        assert_eq!(
            Rules::of(&puzzle.layout).count(puzzle.givens(), 2),
            1,
            "{id}"
        );
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 32, ..Default::default() })]

    /// Any recipe up to 9×9, any seed: the puzzle made writes to a Solo ID that reads back
    /// the same, its solution keeps the tests' rules and the givens, and, where the tests'
    /// plain search is quick (up to 6×6, or with givens), it is the only one.
    #[test]
    fn made_puzzles_are_unique_and_carry_over(
        size in proptest::sample::select(vec![4u8, 6, 8, 9]),
        jigsaw: bool,
        x: bool,
        windoku: bool,
        killer: bool,
        seed: u64,
    ) {
        use jiugong_core::sudoku::variant::{Recipe, Symmetry, generate, room_for};
        use rand_core::SeedableRng;
        let recipe = Recipe {
            jigsaw,
            diagonals: x,
            windows: windoku && size == 9,
            killer,
            symmetry: if seed % 2 == 0 { Symmetry::Rotate2 } else { Symmetry::None },
            ..Recipe::classic(size)
        };
        let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(seed);
        let mut room = vec![0u16; room_for(size)];
        let mut solution = vec![0u8; usize::from(size) * usize::from(size)];
        let puzzle = generate(&recipe, &mut rng, &mut room, Some(&mut solution)).unwrap();
        let mut id = String::new();
        solo::write(&puzzle, &mut id).unwrap();
        proptest::prop_assert_eq!(&solo::parse(&id).unwrap(), &puzzle, "{}", id);
        let mut block = String::new();
        jiugong_core::sudoku::variant::text::write(&puzzle, &mut block).unwrap();
        proptest::prop_assert_eq!(&jiugong_core::sudoku::variant::text::parse(&block).unwrap(), &puzzle, "{}", block);
        let rules = Rules::of(&puzzle.layout);
        proptest::prop_assert!(rules.is_solution(&solution), "{}", id);
        for (&g, &s) in puzzle.givens().iter().zip(&solution) {
            proptest::prop_assert!(g == 0 || g == s);
        }
        if size <= 6 || puzzle.clues() > 0 {
            proptest::prop_assert_eq!(rules.count(puzzle.givens(), 2), 1, "{}", id);
        }
    }
}

/// Solo itself, the loader of the IDs jiugong writes, reads the puzzles jiugong makes of the
/// kinds Solo has: one solution (no "Ambiguous", no "Impossible"), and jiugong's.
#[test]
#[cfg_attr(
    not(feature = "solo"),
    ignore = "needs Solo built from its C source (--features solo): scripts/test runs it"
)]
fn solo_reads_the_puzzles_jiugong_makes() {
    #[cfg(not(feature = "solo"))]
    panic!("built without --features solo: Solo is not here to read the IDs");
    #[cfg(feature = "solo")]
    {
        use jiugong_core::sudoku::variant::{Recipe, generate, room_for};
        use rand_core::SeedableRng;
        let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(61);
        for (variants, n) in [
            ("classic", 4),
            ("classic", 6),
            ("classic", 8),
            ("classic", 9),
            ("classic", 12),
            ("x", 9),
            ("jigsaw", 6),
            ("jigsaw", 9),
            ("jigsaw,x", 9),
            ("killer", 6),
            // Not killer 9×9 yet: Solo's solver aborts on some of ours (solo.c's
            // solver_killer_sums asserts a deduced cage of no sum has no cells).
        ] {
            let recipe = Recipe::named(variants, n).unwrap();
            let mut room = vec![0u16; room_for(n)];
            let mut solution = vec![0u8; usize::from(n) * usize::from(n)];
            for _ in 0..3 {
                let puzzle = generate(&recipe, &mut rng, &mut room, Some(&mut solution)).unwrap();
                let mut id = String::new();
                solo::write(&puzzle, &mut id).unwrap();
                let c_id = std::ffi::CString::new(id.as_str()).unwrap();
                let (grade, grid) =
                    solo_peer::solve(&c_id).unwrap_or_else(|| panic!("Solo refuses {id}"));
                assert!(grade < 6, "Solo: {} for {id}", solo_peer::GRADES[grade]);
                assert_eq!(grid, solution, "{id}");
            }
        }
    }
}

/// jiugong's steps solve every one of Solo's puzzles, and its levels keep Solo's order:
/// of two puzzles of one kind, the one Solo grades harder is never a lower level. Solo's
/// first two grades need singles only, so without cages they are easy.
#[test]
fn solos_grades_and_jiugongs_levels_agree() {
    let mut graded: Vec<(String, usize, Level)> = Vec::new();
    for (id, _, grade) in solos_puzzles() {
        let puzzle = solo::parse(&id).unwrap();
        let solver = VariantSolver::new(&puzzle.layout);
        let ours = solver.grade(puzzle.givens(), Level::Diabolical).unwrap();
        assert!(ours.solved, "{id}: {ours:?}");
        let first = grade.split('/').next().unwrap();
        let solos = solo_peer::GRADES.iter().position(|&g| g == first).unwrap();
        // (A killer grade after the slash: Solo's killer steps, graded apart.)
        if solos <= 1 && !grade.contains('/') {
            assert_eq!(ours.level(), Level::Easy, "{id}: Solo's {grade}");
        }
        let kind = id.split(':').next().unwrap().to_string();
        graded.push((kind, solos, ours.level()));
    }
    for a in &graded {
        for b in graded.iter().filter(|b| b.0 == a.0 && b.1 > a.1) {
            assert!(
                a.2 <= b.2,
                "{}: Solo's {} is {}, its {} {}",
                a.0,
                solo_peer::GRADES[a.1],
                a.2,
                solo_peer::GRADES[b.1],
                b.2
            );
        }
    }
}

/// Puzzles made at a level grade at that level, and the tests' own search finds each has
/// one solution, which keeps the rules.
#[test]
fn puzzles_made_at_a_level_have_it_and_one_solution() {
    let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(63);
    for (variants, n, levels) in [
        ("classic", 6, &[Level::Easy][..]),
        ("x", 9, &[Level::Easy, Level::Medium, Level::Hard]),
        ("windoku", 9, &[Level::Medium]),
        ("jigsaw", 9, &[Level::Easy, Level::Medium]),
        ("killer", 6, &[Level::Easy, Level::Medium]),
        ("killer", 9, &[Level::Medium]),
    ] {
        for &level in levels {
            let recipe = Recipe {
                level: Some(level),
                ..Recipe::named(variants, n).unwrap()
            };
            let mut room = vec![0u16; room_for(n)];
            let mut solution = vec![0u8; usize::from(n) * usize::from(n)];
            let puzzle = generate(&recipe, &mut rng, &mut room, Some(&mut solution)).unwrap();
            let solver = VariantSolver::new(&puzzle.layout);
            let grade = solver.grade(puzzle.givens(), Level::Diabolical).unwrap();
            assert!(
                grade.solved && grade.level() == level,
                "{variants} {n} {level}: {grade:?}"
            );
            let rules = Rules::of(&puzzle.layout);
            assert!(rules.is_solution(&solution), "{variants} {n} {level}");
            assert_eq!(rules.count(puzzle.givens(), 2), 1, "{variants} {n} {level}");
        }
    }
}
