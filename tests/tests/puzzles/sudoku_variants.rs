//! Sudoku's variants against Simon Tatham's Solo: its own puzzles of every kind
//! (`tests/data/solo/puzzles.tsv`, made by Solo's generator and solved by Solo's solver) read
//! from their game IDs, written back to the same IDs, and solved by the core to Solo's
//! solution; the rules read checked by the tests' own [`Rules`], which also count the
//! solutions.

use jiugong_core::sudoku::variant::{VariantPuzzle, VariantSolver, room_words, solo};
use jiugong_tests::data_path;
use jiugong_tests::variant::{Rules, parse_digits};

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
