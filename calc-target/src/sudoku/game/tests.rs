//! The game's tests: marks cleared and brought back, check, stale messages, hints, and
//! undo and redo.

use super::*;
extern crate std;

use crate::sudoku::kinds::Kind;
use jiugong_core::search::Resumable;
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
        // The second step shades the pattern's cells and names them; the third, the cells
        // the candidates go from.
        if ["W-wing: made by", "XY-chain: made by"]
            .iter()
            .any(|n| game.message().starts_with(n))
        {
            named += 1;
            assert!(cells >= 4, "{}: {cells} cells", game.message());
            // Each cell named as r4c7 (past 6, five named and the rest counted).
            let said = game.message().as_bytes();
            let listed = said
                .windows(4)
                .filter(|w| w[0] == b'r' && w[2] == b'c' && w[1].is_ascii_digit())
                .count() as u32;
            let named = if cells > 6 { 5 } else { cells };
            assert_eq!(listed, named, "{}", game.message());
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

/// The arrow keys that take the cursor from r1c1 to `cell`, then `then`.
fn at(cell: usize, then: &str) -> String<512> {
    let mut script = String::new();
    for _ in 0..cell / 9 {
        let _ = script.push_str("down ");
    }
    for _ in 0..cell % 9 {
        let _ = script.push_str("right ");
    }
    let _ = script.push_str(then);
    script
}

/// What the app's screen says, the message's line left out (an undo or a redo says so).
fn words(app: &crate::App) -> String<4096> {
    let message = app.sudoku().unwrap().message();
    let mut out = String::new();
    for line in crate::app::tests::described(app).lines() {
        if line != message {
            let _ = writeln!(out, "{line}");
        }
    }
    out
}

/// Undo then Menu → redo (the menu's last entry) brings the game back as it was, the undo
/// list too; a new change of the grid forgets what was undone.
#[test]
fn redo_puts_back_what_undo_took_and_a_new_change_forgets_it() {
    use crate::app::tests::run;
    let mut app = crate::App::new(21);
    run(&mut app, "1 enter");
    let game = app.sudoku().unwrap();
    let mut empty = (0..CELLS).filter(|&c| game.givens().get(c) == 0);
    let (first, second) = (empty.next().unwrap(), empty.next().unwrap());
    // A digit in pen, then a pencil mark in the next empty cell (OK switches to pencil
    // and back).
    run(&mut app, &at(first, "5"));
    run(&mut app, &at(second - first, "enter 3 enter"));
    assert_eq!(app.sudoku().unwrap().marks(second), 0b100);
    let before = words(&app);
    run(&mut app, "del del");
    let undone = words(&app);
    assert_eq!(app.sudoku().unwrap().grid().get(first), 0);
    assert_eq!(app.sudoku().unwrap().marks(second), 0);
    run(&mut app, "menu 8");
    assert_eq!(app.sudoku().unwrap().message(), "redone");
    assert_eq!(app.sudoku().unwrap().grid().get(first), 5);
    run(&mut app, "menu 8");
    assert_eq!(words(&app), before, "both changes made again");
    run(&mut app, "menu 8");
    assert_eq!(app.sudoku().unwrap().message(), "nothing to redo");
    // The undo list is as it was: Undo takes both back again.
    run(&mut app, "del del");
    assert_eq!(words(&app), undone);
    // A new change of the grid: nothing left to redo.
    run(&mut app, "7 menu 8");
    assert_eq!(app.sudoku().unwrap().message(), "nothing to redo");
}

/// A digit that cleared its pencil marks from the cells that see it is redone with them,
/// one step, as Undo took them back.
#[test]
fn a_digit_and_the_marks_it_cleared_are_redone_together() {
    // r1c2 and r1c3 are empty (cells 1 and 2); r2c1 (cell 9) too.
    let mut game = game_at(2);
    keys(&mut game, "enter 5 7 left 5 enter");
    assert!(game.cursor.set(9));
    keys(&mut game, "5");
    let placed = (game.grid, game.marks);
    assert_eq!((game.marks(2), game.marks(1)), (0b100_0000, 0));
    keys(&mut game, "del");
    assert_eq!((game.marks(2), game.marks(1)), (0b101_0000, 0b1_0000));
    keys(&mut game, "menu 8");
    assert_eq!(
        (game.grid, game.marks),
        placed,
        "the digit and the marks it cleared"
    );
    assert_eq!(
        game.undo.len(),
        6,
        "three marks, the digit and the two marks it cleared"
    );
    // One Undo takes the whole group back again, and one redo makes it again.
    keys(&mut game, "del");
    assert_eq!(
        (game.grid.get(9), game.marks(2), game.marks(1)),
        (0, 0b101_0000, 0b1_0000)
    );
    keys(&mut game, "menu 8");
    assert_eq!((game.grid, game.marks), placed);
    // The mark before it, then the digit: two redos, each its own step.
    keys(&mut game, "del del menu 8");
    assert_eq!((game.grid.get(9), game.marks(1)), (0, 0b1_0000));
    keys(&mut game, "menu 8");
    assert_eq!((game.grid, game.marks), placed);
}

/// A redo that completes the grid is a solve: said with its time, and nothing is left to
/// redo on a solved grid.
#[test]
fn a_redo_that_completes_the_grid_solves_it() {
    let mut game = game_at(0);
    let last = (0..CELLS).find(|&c| game.givens.get(c) == 0).unwrap();
    game.grid = game.solution;
    let _ = game.grid.set(last, 0);
    let step = Undo {
        cell: last as u8,
        value: game.solution.get(last),
        marks: 0,
        joined: false,
    };
    game.redo.push(step).unwrap();
    game.redo.push(step).unwrap();
    keys(&mut game, "menu 8");
    assert!(game.is_solved());
    assert_eq!(game.message(), "solved in 0:00");
    assert!(game.redo.is_empty());
}

/// 0 clears a cell; on one with nothing to clear (empty, or a given) it takes the cursor on
/// to the next empty cell in reading order, round past the last to the first.
#[test]
fn zero_with_nothing_to_clear_goes_to_the_next_empty_cell() {
    // Row 1: 4 . . | . 9 . | 3 . .  (cells 1, 2, 3, 5, 7, 8 empty).
    let mut game = game_at(0);
    keys(&mut game, "0");
    assert_eq!(game.cursor.cell(), 1, "from a given");
    keys(&mut game, "0 0");
    assert_eq!(game.cursor.cell(), 3);
    keys(&mut game, "7 0");
    assert_eq!(game.grid.get(3), 0, "a digit is cleared, the cursor stays");
    assert_eq!(game.cursor.cell(), 3);
    keys(&mut game, "0");
    assert_eq!(game.cursor.cell(), 5, "past the given 9");
    // The last empty cell goes round to the first.
    let last = (0..81).rev().find(|&c| game.grid.get(c) == 0).unwrap();
    assert!(game.cursor.set(last));
    keys(&mut game, "0");
    assert_eq!(game.cursor.cell(), 1);
}

#[test]
fn every_menu_entry_has_a_byte_of_its_own() {
    use crate::toolkit::menu::Menu;
    crate::state::assert_own_bytes(Action::ALL);
}

/// A game of `kind` at easy, made by the core's variant maker from `seed`, and the maker
/// (its solver gives the variant's hints).
fn variant(kind: Kind, seed: u64) -> (Game, std::boxed::Box<crate::sudoku::Maker>) {
    variant_at(kind, Level::Easy, seed)
}

/// A game of `kind` at `level`, as [`variant`] makes it.
fn variant_at(
    kind: Kind,
    level: Level,
    seed: u64,
) -> (Game, std::boxed::Box<crate::sudoku::Maker>) {
    let rng = crate::work::LazyRng::new(seed);
    let room = [0u16; jiugong_core::sudoku::variant::room_for(9)];
    let mut maker = std::boxed::Box::new(jiugong_core::sudoku::variant::VariantMaker::idle(
        crate::work::LazyRng::new(0),
        room,
    ));
    maker.restart(&kind.recipe(level), Some(rng));
    while maker.resume(u64::MAX) == jiugong_core::search::Progress::Paused {}
    let (puzzle, solution) = (maker.puzzle().unwrap(), maker.solution().unwrap());
    let choice = Choice::Level(level);
    let game = Game::variant(&puzzle.layout, puzzle.givens(), solution, kind, choice).unwrap();
    (game, maker)
}

/// The game saved and read back.
fn reloaded(game: &Game) -> Result<Game, crate::state::Garbled> {
    let mut file = [0u8; crate::state::MAX_BYTES];
    let mut out = crate::state::Writer::new(&mut file);
    game.save(&mut out);
    let n = crate::state::seal(out).unwrap();
    Game::load(&mut crate::state::open(&file[..n]).unwrap())
}

/// On every variant the keys play by its layout's rules: digits up to its side, conflicts
/// with the cells it sees (a cage's and a diagonal's too), the pencil marks its candidates,
/// auto-clear in the cells that see a digit; the solution fills it; and it is saved and read
/// back as it was.
#[test]
fn a_variant_plays_by_its_own_rules_and_comes_back_from_a_save() {
    for (i, kind) in Kind::ALL
        .into_iter()
        .filter(|&k| k != Kind::Classic)
        .enumerate()
    {
        let (mut game, _) = variant(kind, 40 + i as u64);
        let (n, cells) = (game.n(), game.cells());
        let layout = game.layout().clone();
        // The cursor goes round the grid's own rows.
        assert!(game.cursor.set(0));
        keys(&mut game, "left");
        assert_eq!((game.cursor(), game.cells()), (n - 1, n * n), "{kind:?}");
        let empty = (0..cells).find(|&c| game.givens.get(c) == 0).unwrap();
        assert!(game.cursor.set(empty));
        // A digit past the grid's is no key here.
        if n < 9 {
            keys(&mut game, "9");
            assert_eq!(game.grid.get(empty), 0, "{kind:?}");
        }
        // The pencil marks filled in are the core's candidates.
        keys(&mut game, "menu 9");
        for c in 0..cells {
            assert_eq!(
                game.marks(c),
                layout.candidates(game.grid.cells(), c),
                "{kind:?}"
            );
        }
        // A wrong digit: the cells that see it lose it from their marks, and one that holds
        // it is in conflict.
        let right = game.solution.get(empty);
        let wrong = (1..=n as u8).find(|&d| d != right).unwrap();
        keys(&mut game, &std::format!("{wrong}"));
        for c in (0..cells).filter(|&c| layout.sees(empty, c)) {
            assert_eq!(game.marks(c) >> (wrong - 1) & 1, 0, "{kind:?} r{c}");
        }
        let clash = (0..cells).any(|c| layout.sees(empty, c) && game.grid.get(c) == wrong);
        assert_eq!(
            game.in_conflict(empty),
            layout.in_conflict(game.grid.cells(), empty)
        );
        assert!(!clash || game.in_conflict(empty), "{kind:?}");
        // Saved and read back, byte for byte.
        let again = reloaded(&game).unwrap();
        assert_eq!(again.layout(), game.layout());
        assert_eq!(
            (again.kind(), again.grid(), again.title()),
            (kind, game.grid(), game.title())
        );
        game.solve();
        assert!(game.is_solved() && game.newly_won().is_none(), "{kind:?}");
    }
}

/// A variant's hints, pressed again and again, solve it without a wrong digit: each step
/// from the variant's ladder, in three presses; and a hint's half-told step is shaded.
#[test]
fn a_variants_hints_solve_it_step_by_step() {
    for (kind, seed) in [(Kind::Killer, 3), (Kind::Jigsaw, 4), (Kind::Six, 5)] {
        let (mut game, mut maker) = variant(kind, seed);
        let cells = game.cells();
        let mut presses = 0;
        while !game.is_solved() {
            game.variant_hint(maker.solver_for(game.layout()));
            presses += 1;
            assert!(presses < 3 * 4 * cells, "{kind:?}: {}", game.message());
            assert!(
                (0..cells).all(|c| [0, game.solution.get(c)].contains(&game.grid.get(c))),
                "{kind:?}: a wrong digit after {}",
                game.message()
            );
            if presses == 1 {
                assert_ne!(game.pattern, 0, "{kind:?}: {}", game.message());
            }
        }
        // Hints alone filled it: no win to count.
        assert_eq!(game.newly_won(), None);
    }
}

/// A saved killer whose cage sum is not its solution's is refused.
#[test]
fn a_killer_saved_with_a_wrong_sum_is_refused() {
    let (game, _) = variant(Kind::Killer, 8);
    let mut file = [0u8; crate::state::MAX_BYTES];
    let mut out = crate::state::Writer::new(&mut file);
    game.save(&mut out);
    let n = crate::state::seal(out).unwrap();
    // The payload: the making, the kind, 81 cage bytes, the count, the first sum.
    let mut payload = std::vec::Vec::from(&file[12..n - 4]);
    let at = 1 + 1 + 81 + 1;
    assert_eq!(
        u16::from_le_bytes([payload[at], payload[at + 1]]),
        game.layout().cage_sum(0)
    );
    payload[at] += 1;
    let mut out = crate::state::Writer::new(&mut file);
    out.bytes(&payload);
    let n = crate::state::seal(out).unwrap();
    let loaded = Game::load(&mut crate::state::open(&file[..n]).unwrap());
    assert_eq!(loaded.err(), Some(crate::state::Garbled::Invalid));
}

/// The items of an English list: "8 and 9", "r1c1, r1c2 and r2c1".
fn listed(list: &str) -> std::vec::Vec<&str> {
    list.split(", ").flat_map(|s| s.split(" and ")).collect()
}

/// A killer's hints name a sum's digits at their second press: a cage's ("cage
/// combination: the cage of 2 cells, 17: only 8 and 9") and the 45 rule's cells of a house
/// ("45 rule in row 5: r5c1 and r5c9 add up to 10: only 1, 2, 3 and 4", or without the
/// digits when they may be any); the cells shaded or named make the sum in the solution,
/// and the digits named, fewer than all, hold the solution's.
#[test]
fn a_killers_hints_name_the_digits_a_sum_leaves() {
    let (mut cages, mut rests) = (0, 0);
    for seed in 0..3 {
        let (mut game, mut maker) = variant_at(Kind::Killer, Level::Medium, seed);
        let answer = game.solution;
        while !game.is_solved() {
            game.variant_hint(maker.solver_for(game.layout()));
            let said = std::string::String::from(game.message());
            // The cells the first press shaded, still shaded.
            let cells: std::vec::Vec<usize> = (0..game.cells())
                .filter(|&c| game.pattern >> c & 1 != 0)
                .collect();
            let made: u32 = cells.iter().map(|&c| u32::from(answer.get(c))).sum();
            // The digits named, when fewer than every digit.
            let (head, only) = match said.split_once(": only ") {
                Some((head, only)) => (head, Some(listed(only))),
                None => (said.as_str(), None),
            };
            if let Some(only) = &only {
                let only = only
                    .iter()
                    .fold(0u16, |m, d| m | 1 << (d.parse::<u8>().unwrap() - 1));
                assert_ne!(only, game.digits(), "{said}");
                let open = cells.iter().filter(|&&c| game.grid.get(c) == 0);
                assert!(open.clone().count() > 0, "{said}");
                for &c in open {
                    assert_ne!(only >> (answer.get(c) - 1) & 1, 0, "{said}");
                }
            }
            if let Some(rest) = head.strip_prefix("cage combination: the cage of ") {
                assert!(only.is_some(), "{said}");
                let (count, sum) = rest.split_once(", ").unwrap();
                assert_eq!(std::format!("{} cells", cells.len()), count, "{said}");
                assert_eq!(std::format!("{made}"), sum, "{said}");
                cages += 1;
            } else if let Some(rest) = head.strip_prefix("45 rule in ") {
                let (_, rest) = rest.split_once(": ").unwrap();
                let (read, sum) = rest.split_once(" add up to ").unwrap();
                assert_eq!(std::format!("{made}"), sum, "{said}");
                // The cells named are those shaded (past six, the rest are counted).
                for at in listed(read).iter().filter(|at| !at.ends_with("more")) {
                    let (r, c) = at[1..].split_once('c').unwrap();
                    let cell =
                        (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
                    assert!(cells.contains(&cell), "{said}");
                }
                rests += 1;
            } else {
                assert!(only.is_none(), "{said}");
            }
        }
    }
    assert!(cages > 0 && rests > 0, "{cages} cages, {rests} 45 rules");
}

/// A variant's hint half-told is kept: read back from a save, the next press says what it
/// would have said had the game not been closed, on every variant and after either press.
#[test]
fn a_variants_half_told_hint_goes_on_after_a_reload() {
    for (i, kind) in Kind::ALL
        .into_iter()
        .filter(|&k| k != Kind::Classic)
        .enumerate()
    {
        for told in 1..=2 {
            let (mut game, mut maker) = variant(kind, 60 + i as u64);
            for _ in 0..told {
                game.variant_hint(maker.solver_for(game.layout()));
            }
            let mut again = reloaded(&game).unwrap();
            assert_eq!(again.message(), game.message(), "{kind:?}");
            game.variant_hint(maker.solver_for(game.layout()));
            again.variant_hint(maker.solver_for(again.layout()));
            assert_eq!(again.message(), game.message(), "{kind:?} after {told}");
            assert_eq!(again.grid(), game.grid(), "{kind:?} after {told}");
            assert_eq!(again.pattern, game.pattern, "{kind:?} after {told}");
        }
    }
}
