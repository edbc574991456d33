//! Sudoku's tests, played through the app as a player would: digits, marks and undo,
//! hints and solve, a level made in slices, the same seed's puzzle, a puzzle typed in.

use crate::app::tests::{described, run, sudoku_screen};
use crate::{App, Key, state};
use core::fmt::Write;
use embedded_graphics::prelude::Point;
use jiugong_core::sudoku::Grid;

#[test]
fn keys_fill_clear_and_undo() {
    let mut app = App::new(2);
    run(&mut app, "enter enter");
    let empty = {
        let g = app.sudoku().unwrap();
        (0..81).find(|&c| g.givens().get(c) == 0).unwrap()
    };
    let moves: heapless::String<200> = {
        let mut s = heapless::String::new();
        for _ in 0..empty / 9 {
            let _ = s.push_str("down "); // at most 80 cells: fits
        }
        for _ in 0..empty % 9 {
            let _ = s.push_str("right ");
        }
        s
    };
    run(&mut app, &moves);
    assert_eq!(app.sudoku().unwrap().cursor(), empty);
    run(&mut app, "5");
    assert_eq!(app.sudoku().unwrap().grid().get(empty), 5);
    // 0 clears the cell; Undo brings the 5 back.
    run(&mut app, "0");
    assert_eq!(app.sudoku().unwrap().grid().get(empty), 0);
    run(&mut app, "del");
    assert_eq!(app.sudoku().unwrap().grid().get(empty), 5);
    // Pencil marks: cleared again, then OK switches to pencil.
    run(&mut app, "0 enter 1 9");
    assert_eq!(app.sudoku().unwrap().marks(empty), 0b1_0000_0001);
}

#[test]
fn hints_and_solve_finish_the_puzzle() {
    let mut app = App::new(3);
    // An easy puzzle; a hint (the menu's first entry).
    run(&mut app, "enter enter menu 1");
    assert!(!app.sudoku().unwrap().message().is_empty());
    // The hint placed nothing yet; anything placed would be asked about first.
    run(&mut app, "menu 3");
    if let Some(question) = app.question() {
        assert!(question.contains("solution"), "{question}");
        run(&mut app, "enter");
    }
    let g = app.sudoku().unwrap();
    assert!(g.is_solved());
    assert!(g.givens().is_solved_by(g.grid()));
}

#[test]
fn a_level_is_made_in_slices_and_can_be_cancelled() {
    let mut app = App::new(8);
    run(&mut app, "enter down down down");
    app.handle(Key::Ok);
    assert_eq!(app.generating(), Some(0)); // nothing made inside the key press
    let mut ticks = 0;
    while app.tick() {
        ticks += 1;
    }
    assert!(ticks > 1, "expert puzzles are rare: more than one attempt");
    let game = app.sudoku().unwrap();
    let mut rater = jiugong_core::sudoku::Rater::new();
    let rating = rater.rate(game.givens()).unwrap();
    assert_eq!(rating.level, jiugong_core::sudoku::Level::Expert);
    // Again, stopped after one attempt (if that one attempt made an expert puzzle, as
    // about one in 150 do, again).
    let mut cancelled = false;
    for _ in 0..10 {
        run(&mut app, "menu 4 down down down");
        app.handle(Key::Ok);
        app.tick();
        if app.generating() == Some(1) {
            app.handle(Key::Back);
            assert_eq!(app.generating(), None);
            assert!(app.sudoku().is_none() && !app.at_home());
            cancelled = true;
            break;
        }
        assert!(
            app.sudoku().is_some(),
            "one attempt either fails or makes a puzzle"
        );
    }
    assert!(cancelled, "ten first attempts in a row made expert puzzles");
}

#[test]
fn same_seed_same_puzzle() {
    let mut a = App::new(9);
    let mut b = App::new(9);
    run(&mut a, "enter down down enter");
    run(&mut b, "enter down down enter");
    assert_eq!(a.sudoku().unwrap().givens(), b.sudoku().unwrap().givens());
}

/// A puzzle from a newspaper, typed in row by row (0 for a blank): refused while it
/// repeats a digit or has more than one solution, then played with its rating said.
#[test]
fn a_puzzle_typed_in_is_checked_rated_and_played() {
    let line = "400090300060004100038020009000200408000060000806007000900010530007800090003070006";
    let typed: heapless::String<200> = line.chars().fold(heapless::String::new(), |mut s, c| {
        let _ = s.push(c);
        let _ = s.push(' ');
        s
    });
    let mut app = App::new(16);
    // The level menu's last entry (up from the first).
    run(&mut app, "1 up enter 5 5");
    fn entry(app: &App) -> &crate::sudoku::entry::Entry {
        let screen = sudoku_screen(app);
        screen.entry().expect("the grid to type in shows")
    }
    assert_eq!(entry(&app).grid().clue_count(), 2);
    // OK does nothing here; the menu's one entry plays the grid.
    run(&mut app, "enter");
    assert!(entry(&app).message().is_empty());
    run(&mut app, "menu 1");
    assert_eq!(entry(&app).message(), "5 is twice in row 1: fix it");
    // Back asks before the digits go; no keeps them.
    run(&mut app, "esc");
    assert!(app.question().unwrap().starts_with("Leave the grid?"));
    run(&mut app, "0 del del");
    assert_eq!(entry(&app).grid().clue_count(), 0);
    // All but the last clue: more than one solution.
    run(&mut app, &typed[..typed.len() - 2]);
    run(&mut app, "0 menu 1");
    assert_eq!(
        entry(&app).message(),
        "more than one solution: a clue is missing"
    );
    run(&mut app, "left 6 menu 1");
    let game = app.sudoku().expect("the typed puzzle is played");
    assert_eq!(
        game.givens().cells(),
        Grid::parse_line(line).unwrap().cells()
    );
    assert_eq!(game.message(), "your puzzle: SE 4.5, expert");
    let clues = line.bytes().filter(|&b| b != b'0').count();
    let mut title = heapless::String::<48>::new();
    let _ = write!(title, "Sudoku: your own, {clues} clues");
    assert_eq!(game.title(), title.as_str());
    // It saves and comes back like any game, and so does a grid half typed.
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    assert_eq!(described(&again), described(&app));
    run(&mut app, "menu 4 up enter 7 0 3");
    let n = app.save(&mut file).unwrap();
    again.restore(&file[..n]).unwrap();
    assert!(
        described(&again).starts_with("Sudoku 9×9: type in a puzzle, 2 clues so far"),
        "{}",
        described(&app)
    );
    assert_eq!(described(&again), described(&app));
}

/// The words say what the screen shows: pencil marks, the cells in red, the hint's cells,
/// and the menu when it is open.
#[test]
fn the_words_read_marks_red_cells_hints_and_the_menu() {
    extern crate std;
    let mut app = App::new(2);
    // An easy puzzle; pencil mode (OK); 4 and 6 pencilled into the first empty cell.
    run(&mut app, "enter enter enter");
    let game = app.sudoku().unwrap();
    let empty = (0..81).find(|&c| game.givens().get(c) == 0).unwrap();
    let name = std::format!("r{}c{}", empty / 9 + 1, empty % 9 + 1);
    let mut keys = std::string::String::new();
    for _ in 0..empty % 9 {
        keys.push_str("right ");
    }
    for _ in 0..empty / 9 {
        keys.push_str("down ");
    }
    run(&mut app, &std::format!("{keys} 4 6"));
    let words = described(&app);
    assert!(
        words.contains(&std::format!("pencil marks: {name} 4 6\n")),
        "{words}"
    );
    assert!(!words.contains("in red"), "{words}");
    // Pen again; a digit that repeats one in its row shows in red, both cells named.
    let given = (0..9)
        .map(|c| game_given(&app, empty / 9 * 9 + c))
        .find(|&v| v != 0)
        .unwrap();
    run(&mut app, &std::format!("enter {given}"));
    let words = described(&app);
    assert!(words.contains("in red (wrong or in conflict): "), "{words}");
    assert!(words.contains(&name), "{words}");
    // A hint shades cells (the digit cleared first); the open menu is read with its
    // selected item.
    run(&mut app, "0 menu 1");
    assert!(
        described(&app).contains("shaded by the hint: r"),
        "{}",
        described(&app)
    );
    run(&mut app, "menu");
    let words = described(&app);
    assert!(
        words.contains("menu:\n1  hint (selected)\n2  check: mark wrong digits\n"),
        "{words}"
    );
}

/// The given digit of `cell` in the game on screen (0 for none).
fn game_given(app: &App, cell: usize) -> u8 {
    app.sudoku().unwrap().givens().get(cell)
}

/// The game's clock runs while the player plays, and stops while the menu, a Help page or
/// a question is open.
#[test]
fn the_clock_stops_while_a_menu_a_page_or_a_question_is_open() {
    use crate::TICKS_PER_SECOND;
    let mut app = App::new(2);
    run(&mut app, "1 enter");
    let seconds = |app: &App| app.sudoku().unwrap().seconds();
    let second = |app: &mut App| {
        for _ in 0..TICKS_PER_SECOND {
            app.tick();
        }
    };
    second(&mut app);
    assert_eq!(seconds(&app), 1, "running");
    app.handle(Key::Menu);
    second(&mut app);
    app.handle(Key::Back);
    app.handle(Key::Help);
    second(&mut app);
    app.handle(Key::Back);
    assert_eq!(seconds(&app), 1, "stopped under the menu and the Help page");
    // A question: the solution over an entry (menu 3 asks once the grid is touched).
    let game = app.sudoku().unwrap();
    let empty = (0..81).find(|&c| game.grid().get(c) == 0).unwrap();
    let to = "right ".repeat(empty % 9) + &"down ".repeat(empty / 9);
    run(&mut app, &to);
    app.handle(Key::Digit(5));
    app.handle(Key::Menu);
    app.handle(Key::Digit(3));
    assert!(app.question().is_some());
    second(&mut app);
    app.handle(Key::Back);
    assert_eq!(seconds(&app), 1, "stopped while asked");
    second(&mut app);
    assert_eq!(seconds(&app), 2, "running again");
}

/// The menu pencils in every empty cell's candidates (the core's), one undo takes them
/// all back, and another entry rubs every mark out.
#[test]
fn every_candidate_is_pencilled_in_and_rubbed_out_at_once() {
    use jiugong_core::sudoku::PencilMarks;
    let mut app = App::new(2);
    run(&mut app, "1 enter menu 9");
    let game = app.sudoku().unwrap();
    let marks = PencilMarks::new(game.grid()).unwrap();
    for cell in 0..81 {
        let want = match game.grid().get(cell) {
            0 => marks.candidates(cell),
            _ => 0,
        };
        assert_eq!(game.marks(cell), want, "cell {cell}");
    }
    run(&mut app, "del");
    assert!(
        (0..81).all(|c| app.sudoku().unwrap().marks(c) == 0),
        "one undo"
    );
    run(&mut app, "menu 9 menu 0");
    assert!(
        (0..81).all(|c| app.sudoku().unwrap().marks(c) == 0),
        "rubbed out"
    );
    assert!(
        app.sudoku()
            .unwrap()
            .message()
            .starts_with("marks rubbed out in ")
    );
}

/// Types the rest of the solution in, cell by cell, as a player would.
fn type_the_solution(app: &mut App) {
    let game = app.sudoku().unwrap();
    let solution = jiugong_core::sudoku::Solver::new()
        .solve_unique(game.givens())
        .unwrap();
    let mut keys = heapless::String::<1024>::new();
    for cell in 0..81 {
        if game.grid().get(cell) == 0 {
            write!(keys, "{} ", solution.get(cell)).unwrap();
        }
        let step = if cell % 9 == 8 {
            "down right "
        } else {
            "right "
        };
        keys.push_str(step).unwrap();
    }
    // From r1c1: the cursor starts there and wraps at the grid's edges.
    run(app, &keys);
}

/// A puzzle the player solves is a win, counted level by level with the best and the
/// average time, said on the win and on the level list, and kept with the saved games; a
/// grid the solver or hints alone filled is not.
#[test]
fn wins_are_counted_level_by_level_and_kept() {
    use super::levels::Choice;
    use jiugong_core::sudoku::Level;
    let easy = Choice::Level(Level::Easy);
    let mut app = App::new(21);
    run(&mut app, "1 enter");
    type_the_solution(&mut app);
    let game = app.sudoku().unwrap();
    assert!(game.is_solved());
    assert!(
        game.message().ends_with(": a first win (easy)"),
        "{}",
        game.message()
    );
    let records = |app: &App| *sudoku_screen(app).records().of(easy);
    assert_eq!(records(&app).won, 1);
    // The solver's grid: not a win.
    run(&mut app, "esc 1 enter menu 3");
    assert!(app.sudoku().unwrap().is_solved());
    assert_eq!(records(&app).won, 1, "the solver's grid is not a win");
    // Hints alone: not a win either.
    run(&mut app, "esc 1 enter");
    while !app.sudoku().unwrap().is_solved() {
        run(&mut app, "menu 1");
    }
    assert_eq!(records(&app).won, 1, "hints alone are not a win");
    // A second win: the best and the average.
    run(&mut app, "esc 1 enter");
    type_the_solution(&mut app);
    let r = records(&app);
    assert_eq!(r.won, 2);
    assert_eq!(r.average(), Some(r.total / 2));
    // The level list says it, and so does a fresh app from the saved games.
    run(&mut app, "esc 1");
    let text = described(&app);
    assert!(text.contains("easy: 2 won, best "), "{text}");
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "1");
    assert_eq!(records(&again), r, "kept with the saved games");
}

/// Where the board knows the date, the level list says the days in a row with a win: two
/// wins the same day are one day, the next day's adds one, a day missed starts again; the
/// streak is kept with the saved games. Without a date nothing is said of it.
#[test]
fn days_in_a_row_are_counted_where_the_board_knows_the_date() {
    let mut app = App::new(21);
    run(&mut app, "1");
    assert!(!described(&app).contains("in a row"));
    app.set_today(2026, 11, 29);
    let said = |app: &mut App| {
        run(app, "esc 1");
        let text = described(app);
        heapless::String::<64>::try_from(
            text.lines()
                .find(|l| l.contains("in a row"))
                .unwrap_or_default(),
        )
        .unwrap()
    };
    assert_eq!(said(&mut app), "days in a row: 0 (best 0)");
    for (day, expected) in [
        (29, "days in a row: 1 (best 1)"),
        (29, "days in a row: 1 (best 1)"),
        (30, "days in a row: 2 (best 2)"),
    ] {
        app.set_today(2026, 11, day);
        run(&mut app, "esc 1 enter");
        type_the_solution(&mut app);
        assert!(app.sudoku().unwrap().is_solved());
        assert_eq!(said(&mut app), expected);
    }
    // The next day with no win yet: the streak holds; a day later it is broken.
    app.set_today(2026, 12, 1);
    assert_eq!(said(&mut app), "days in a row: 2 (best 2)");
    app.set_today(2026, 12, 2);
    assert_eq!(said(&mut app), "days in a row: 0 (best 2)");
    run(&mut app, "esc 1 enter");
    type_the_solution(&mut app);
    assert_eq!(said(&mut app), "days in a row: 1 (best 2)");
    // Kept with the saved games.
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.set_today(2026, 12, 2);
    again.restore(&file[..n]).unwrap();
    assert_eq!(said(&mut again), "days in a row: 1 (best 2)");
}

/// A tap puts the cursor on the cell drawn there (its centre found from the grid's
/// geometry, and one pixel written out: the centre cell, in the middle of the golden shot
/// `sudoku-mid-game`'s grid); a second tap on the cursor's cell does what OK does (pen and
/// pencil switch); a tap off the grid does nothing; a tap on a level starts it.
#[test]
fn a_tap_puts_the_cursor_on_its_cell_and_a_second_acts_as_ok() {
    use crate::Keys;
    use crate::app::tests::tap;
    use crate::sudoku::game::GRID;
    let ok_says = |app: &App| {
        let line = app.help();
        line.iter()
            .find(|(k, _)| *k == Keys::OK)
            .map(|&(_, says)| says)
    };
    let mut app = App::new(2);
    // The level menu: the second line (medium) tapped starts it, as its digit does.
    let mut by_key = App::new(2);
    run(&mut by_key, "enter 2");
    run(&mut app, "enter tap:60:63");
    assert_eq!(
        app.sudoku().unwrap().givens(),
        by_key.sudoku().unwrap().givens()
    );
    for cell in [40, 80, 0, 17, 63] {
        tap(&mut app, GRID.centre(cell));
        assert_eq!(app.sudoku().unwrap().cursor(), cell);
        assert_eq!(ok_says(&app), Some("pencil"), "one tap moves only");
    }
    tap(&mut app, GRID.centre(63));
    assert_eq!(ok_says(&app), Some("pen"), "a tap on the cursor: OK");
    run(&mut app, "tap:105:117");
    assert_eq!(app.sudoku().unwrap().cursor(), 40);
    // Off the grid: the side panel, the grid's right edge.
    run(&mut app, "tap:300:100");
    tap(&mut app, GRID.corner(8) + Point::new(GRID.side, 0));
    assert_eq!(app.sudoku().unwrap().cursor(), 40);
    assert_eq!(ok_says(&app), Some("pen"));
}

/// In French and in Chinese every word of the game is the player's: the level list, the
/// grid read row by row, a hint, a win and its record, a grid typed in and refused; the
/// title follows a change of language; no English word is left.
#[test]
fn the_game_speaks_french_and_chinese() {
    extern crate std;
    use crate::lang::Lang;
    let cases = [
        (
            Lang::Fr,
            [
                "choisissez un niveau",
                "ligne 1 :",
                "mode : stylo",
                ": première victoire (facile)",
                "facile : victoires : 1, record ",
                "est deux fois dans la ligne 1 : corrigez",
            ],
            "Sudoku : facile, ",
        ),
        (
            Lang::Zh,
            [
                "选择难度",
                "第 1 行：",
                "模式：填数",
                "完成：首次获胜（简单）",
                "简单：胜 1 局，最佳 ",
                "在第 1 行中出现两次：请改正",
            ],
            "数独：简单，",
        ),
    ];
    let english = [
        "row",
        "cursor",
        "mode:",
        "pencil",
        "left to place",
        "solved",
        "clues",
        "win",
        "moves",
    ];
    for (lang, [levels, rows, mode, won, record, refused], title) in cases {
        let mut app = App::new(21);
        let mut heard = std::string::String::new();
        let mut hear = |app: &App, expected: &str| {
            let words = described(app);
            assert!(
                words.contains(expected),
                "{lang:?}: no {expected:?} in {words}"
            );
            heard.push_str(&words);
        };
        run(&mut app, "1");
        assert!(app.sudoku().is_none(), "the level list");
        app.set_lang(lang);
        hear(&app, levels);
        run(&mut app, "enter menu 1");
        hear(&app, rows);
        hear(&app, mode);
        assert!(app.sudoku().unwrap().title().starts_with(title));
        type_the_solution(&mut app);
        hear(&app, won);
        run(&mut app, "esc 1");
        hear(&app, record);
        run(&mut app, "7 3 3 menu 1");
        hear(&app, refused);
        for word in english {
            assert!(!heard.contains(word), "{lang:?}: {word:?} in {heard}");
        }
        // Back to English: the title follows.
        run(&mut app, "esc enter esc 1 enter");
        app.set_lang(Lang::En);
        assert!(app.sudoku().unwrap().title().starts_with("Sudoku: easy, "));
    }
}

/// 0 in the level menu asks for a puzzle's number at the level selected (the day's first,
/// where the board knows the date); the puzzle made one attempt a tick is the core's
/// numbered puzzle, whatever the app's seed; its number is in the title and kept in a save.
#[test]
fn a_puzzle_by_its_number_is_the_same_whatever_the_seed() {
    use jiugong_core::sudoku::Level;
    let mut app = App::new(3);
    app.set_today(2026, 11, 29);
    run(&mut app, "1 down 0");
    let said = described(&app);
    assert!(
        said.contains("level: medium\npuzzle No. 9830_\ntoday's puzzle\n"),
        "{said}"
    );
    // Back to the menu at the prompt's level, whose help line offers the day's puzzle.
    run(&mut app, "right esc");
    assert!(described(&app).contains("hard: SE 3.5-4.4 (selected)"));
    assert!(
        described(&app).contains(", 0 today's, "),
        "{}",
        described(&app)
    );
    let mut undated = App::new(3);
    run(&mut undated, "1");
    assert!(described(&undated).contains(", 0 by number, "));
    for seed in [3, 4] {
        let mut app = App::new(seed);
        run(&mut app, "1 0 4 2 del 7 enter");
        let said = described(&app);
        assert!(said.starts_with("Sudoku: easy No. 47, "), "{said}");
        let n = jiugong_core::sudoku::Numbered {
            number: 47,
            level: Level::Easy,
        };
        let made = n.make(&mut jiugong_core::sudoku::Generator::new()).unwrap();
        assert_eq!(app.sudoku().unwrap().givens(), &made.puzzle);
        // Kept: a reload has the same title.
        let mut file = [0u8; state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        let mut again = App::new(99);
        again.restore(&file[..n]).unwrap();
        run(&mut again, "esc 1");
        assert_eq!(described(&again), described(&app));
    }
}

/// Sudoku's Help pages explain, in every language, the cells' names, the levels in words
/// and every technique the hints name up to the expert level, by the names the hints use.
#[test]
fn the_help_pages_explain_what_the_hints_name() {
    extern crate std;
    use crate::lang::{Lang, sudoku::Phrase};
    use crate::screen::Screen;
    let named = [
        Phrase::FullHouse,
        Phrase::HiddenSingle,
        Phrase::NakedSingle,
        Phrase::Pointing,
        Phrase::Claiming,
        Phrase::NakedPair,
        Phrase::HiddenPair,
        Phrase::XWing,
        Phrase::Swordfish,
        Phrase::Skyscraper,
        Phrase::TwoStringKite,
        Phrase::TurbotFish,
        Phrase::EmptyRectangle,
        Phrase::UniqueRectangle,
        Phrase::UniqueLoop,
        Phrase::Bug,
        Phrase::AlsXz,
    ];
    for lang in Lang::ALL {
        let mut help = std::string::String::new();
        for rule in super::SudokuScreen::RULES {
            help.push_str(rule.text(lang));
            help.push(' ');
        }
        let help = help
            .split_whitespace()
            .collect::<std::vec::Vec<_>>()
            .join(" ");
        let help = help.to_lowercase();
        assert!(help.contains("r6c4"), "{lang:?}");
        for p in named {
            let name = p.text(lang).to_lowercase();
            assert!(help.contains(&name), "{lang:?}: {name:?} is not explained");
        }
    }
}

/// The small grids' level menus offer the levels they reach, and a puzzle typed in: the
/// 4×4 easy alone (no key goes past its two entries), the 6×6 up to hard; the 9×9 variants
/// their four levels.
#[test]
fn a_small_grid_offers_only_the_levels_it_reaches() {
    let mut app = App::new(12);
    run(&mut app, "enter left down down 3");
    let words = described(&app);
    let four = "Sudoku 4×4 >\n1  easy (selected)\n2  type in your own puzzle\neasy:";
    assert!(words.contains(four), "{words}");
    run(&mut app, "left down down");
    let words = described(&app);
    let six = "6×6 >\n1  easy\n2  medium\n3  hard (selected)\n4  type in your own puzzle\n";
    assert!(words.contains(six), "{words}");
    // Round from the last to the first; 5 is no entry.
    run(&mut app, "down down 5");
    assert!(described(&app).contains("1  easy (selected)"));
    run(&mut app, "left");
    let words = described(&app);
    assert!(words.contains("4  expert\n"), "{words}");
    assert!(!words.contains("type in your own"), "{words}");
    // A 4×4 is made at easy.
    run(&mut app, "right right enter");
    assert_eq!(app.sudoku().map(|g| g.n()), Some(4));
}

/// A 4×4 or 6×6 puzzle typed in: the small grid's menu offers it last; digits past the
/// grid's are no keys; a repeat, too few clues and a puzzle to play are told as on the 9×9;
/// the game is the grid's own, graded, not counted in the records, and comes back from a
/// save, as does a grid half typed.
#[test]
fn a_small_puzzle_typed_in_is_checked_graded_and_played() {
    let mut app = App::new(17);
    run(&mut app, "enter left up enter 1 9 5 1");
    let words = described(&app);
    assert!(
        words.starts_with("Sudoku 4×4: type in a puzzle, 2 clues so far\nrow 1: 1 1 . .\n"),
        "{words}"
    );
    run(&mut app, "menu 1");
    assert!(
        described(&app).contains("1 is twice in row 1: fix it"),
        "{}",
        described(&app)
    );
    run(&mut app, "del 0 0 0 0 0 1 menu 1");
    assert!(
        described(&app).contains("more than one solution"),
        "{}",
        described(&app)
    );
    // Half typed: saved and read back as it was (what was said goes with the next key).
    run(&mut app, "right left");
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    assert_eq!(described(&again), described(&app));
    // r1c1 1, r2c3 1, r3c2 3, r4c4 4: one solution, all singles.
    run(&mut app, "0 0 3 0 0 0 0 0 4 menu 1");
    let game = app.sudoku().expect("the typed puzzle is played");
    assert_eq!(game.n(), 4);
    assert_eq!(game.title(), "Sudoku 4×4, your own, 4 clues");
    assert_eq!(game.message(), "your puzzle: SE 1.2, easy");
    assert_eq!(
        &game.givens().cells()[..16],
        [1, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0, 0, 0, 4]
    );
    let n = app.save(&mut file).unwrap();
    again.restore(&file[..n]).unwrap();
    assert_eq!(described(&again), described(&app));
    // From the game's menu, the next one typed in is a 4×4 again; Back goes to the 4×4's
    // menu, and again to the game.
    run(&mut app, "menu");
    let words = described(&app);
    let own = words
        .lines()
        .find(|l| l.contains("type in your own"))
        .unwrap();
    run(&mut app, &own[..1]);
    let words = described(&app);
    assert!(words.starts_with("Sudoku 4×4: type in a puzzle"), "{words}");
    run(&mut app, "esc");
    let words = described(&app);
    let menu = "4×4 >\n1  easy\n2  type in your own puzzle (selected)\n";
    assert!(words.contains(menu), "{words}");
    run(&mut app, "esc");
    assert!(described(&app).starts_with("Sudoku 4×4, your own"));
    // Solved: no record is kept of a puzzle typed in.
    run(&mut app, "menu 3");
    assert!(app.sudoku().unwrap().is_solved());
    let records = sudoku_screen(&app).records();
    let four = crate::sudoku::kinds::Kind::Four;
    let easy = crate::sudoku::levels::Choice::Level(jiugong_core::sudoku::Level::Easy);
    assert_eq!(records.of_kind(four, easy).map(|r| r.won), Some(0));
    // And on a 6×6, from the home screen.
    run(&mut app, "esc 1 left up enter 6");
    let words = described(&app);
    let six = "Sudoku 6×6: type in a puzzle, 1 clue so far\nrow 1: 6 . . . . .\n";
    assert!(words.starts_with(six), "{words}");
}
