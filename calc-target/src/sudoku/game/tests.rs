//! The game's tests: marks cleared and brought back, check, stale messages, and hints.

use super::*;
use jiugong_core::sudoku::{Level, Solver, rate_patterns};

/// A game on the SE 4.5 puzzle below, its cursor at `cell`.
fn game_at(cell: usize) -> Game {
    let givens = Grid::parse_line(
        "400090300060004100038020009000200408000060000806007000900010530007800090003070006",
    )
    .unwrap();
    let mut solver = Solver::new();
    let puzzle = Puzzle {
        puzzle: givens,
        solution: solver.solve_unique(&givens).unwrap(),
        rating: rate_patterns(&givens, &mut solver).unwrap(),
        attempts: 0,
    };
    let mut game = Game::new(&puzzle, Choice::Level(Level::Expert));
    assert!(game.cursor.set(cell));
    game
}

fn keys(game: &mut Game, script: &str) {
    for key in crate::Key::parse_script(script) {
        game.handle(key.unwrap());
    }
}

#[test]
fn a_placed_digit_clears_its_marks_where_it_is_seen_and_undo_brings_them_back() {
    // r1c2 and r1c3 are empty (cells 1 and 2); r2c1 (cell 9) too.
    let mut game = game_at(2);
    // OK switches to pencil and back.
    keys(&mut game, "enter 5 7 left 5 enter");
    assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
    assert!(game.cursor.set(9));
    let right = game.solution.get(9);
    keys(&mut game, "5");
    // The 5 at r2c1 sees r1c2 and r1c3 (same box): their 5s go, the 7 stays.
    assert_eq!((game.marks(2), game.marks(1)), (0b100_0000, 0));
    assert_eq!(game.grid().get(9), 5);
    keys(&mut game, "del");
    assert_eq!(game.grid().get(9), 0);
    assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
    // The setting off (the menu's last entry): marks stay.
    keys(&mut game, "menu 7 5");
    assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
    assert!(right != 0);
}

#[test]
fn check_marks_wrong_digits_until_the_grid_changes_and_counts_what_is_left() {
    let mut game = game_at(1);
    let (right, wrong) = (game.solution.get(1), game.solution.get(1) % 9 + 1);
    let before = game.digits_left();
    game.handle(crate::Key::Digit(wrong));
    keys(&mut game, "menu 2");
    assert_eq!(game.wrong(), 1 << 1, "{}", game.message());
    assert_eq!(game.message(), "1 digit is wrong: marked");
    assert_eq!(
        game.digits_left()[usize::from(wrong) - 1] + 1,
        before[usize::from(wrong) - 1]
    );
    game.handle(crate::Key::Digit(right));
    assert_eq!(game.wrong(), 0, "a change clears the marks");
    keys(&mut game, "menu 2");
    assert_eq!(game.message(), "no wrong digit so far");
    // Every digit's count: 9 minus its places in the grid.
    let left = game.digits_left();
    for d in 1..=9u8 {
        let placed = (0..CELLS).filter(|&c| game.grid().get(c) == d).count() as u8;
        assert_eq!(left[usize::from(d) - 1], 9 - placed);
    }
}

#[test]
fn what_was_said_of_the_grid_goes_when_the_grid_changes() {
    let mut game = game_at(1);
    let (right, wrong) = (game.solution.get(1), game.solution.get(1) % 9 + 1);
    game.handle(crate::Key::Digit(wrong));
    keys(&mut game, "menu 1");
    assert_eq!(game.message(), "r1c2 is wrong");
    assert_eq!(game.highlight, Some(1));
    game.handle(crate::Key::Digit(right));
    assert_eq!(
        (game.message(), game.highlight),
        ("", None),
        "fixed: nothing stale"
    );
    // A hint's shading goes with its digit when that is undone (the hint's third step
    // places it).
    keys(&mut game, "menu 1 menu 1 menu 1");
    assert!(
        game.pattern != 0 && game.highlight.is_some(),
        "{}",
        game.message()
    );
    keys(&mut game, "del");
    assert_eq!((game.pattern, game.highlight), (0, None));
}

#[test]
fn hints_go_on_from_each_other_and_mark_their_patterns() {
    // SE 4.5; its hints take W-wings and XY-chains as well as SE's patterns.
    let mut game = game_at(0);
    let (mut hints, mut named) = (0, 0);
    while !game.is_solved() {
        game.hint();
        hints += 1;
        assert!(hints <= 3 * 81 * 9, "hints repeat themselves");
        assert!(!game.message().starts_with("guess"), "{}", game.message());
        let cells = game.pattern.count_ones();
        if ["W-wing", "XY-chain"]
            .iter()
            .any(|n| game.message().starts_with(n))
        {
            named += 1;
            assert!(cells >= 4, "{}: {cells} cells", game.message());
        }
        assert!(cells >= 1, "{}", game.message());
    }
    assert!(named >= 2);
    assert_eq!(game.grid(), &game.solution);
}

/// A hint tells itself a step each time it is asked for (menu 1): the technique and where to
/// look (shaded), then the cell, then the digit placed; a change of the grid in between
/// starts it over.
#[test]
fn a_hint_gives_the_technique_then_the_cell_then_the_digit() {
    let mut game = game_at(0);
    let before = game.grid;
    keys(&mut game, "menu 1");
    assert!(game.message().contains(": look at "), "{}", game.message());
    assert_ne!(game.pattern, 0);
    assert_eq!(
        (game.highlight, game.grid),
        (None, before),
        "nothing given away yet"
    );
    keys(&mut game, "menu 1");
    let cell = game.highlight.expect("the cell, second");
    assert_eq!(game.grid, before);
    let said = game.message();
    let mut name = String::<8>::new();
    let _ = write!(name, "r{}c{}", cell / 9 + 1, cell % 9 + 1);
    assert!(said.contains(name.as_str()), "{said}");
    keys(&mut game, "menu 1");
    let placed = game.grid.get(usize::from(cell));
    assert!(
        placed == game.solution.get(usize::from(cell)) || game.removed != [0; CELLS],
        "the third hint acts: {}",
        game.message()
    );
    // Started over after a change of the grid: the technique first again.
    keys(&mut game, "menu 1 right right right del menu 1");
    assert!(game.message().contains(": look at "), "{}", game.message());
}
