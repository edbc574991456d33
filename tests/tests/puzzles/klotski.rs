//! Klotski (华容道) in the app: moves counted, undone, and solved from where the player is
//! (the CLI's answers are `jiugong`'s CLI tests').

use jiugong_calc::{App, Key};
use jiugong_core::klotski::LAYOUTS;
use jiugong_tests::klotski::shortest;
use jiugong_tests::shots::play;

#[test]
fn the_app_counts_moves_undoes_and_solves_from_where_the_player_is() {
    let mut app = App::new(1);
    play(&mut app, "4");
    let screen = |app: &App| {
        let k = app.klotski().expect("the Klotski screen");
        (k.board().to_string(), k.moves())
    };
    assert_eq!(screen(&app), (LAYOUTS[0].board.to_string(), 0));
    // The cursor starts on the 2×2; down to C, pick it, slide it down, right, left and up:
    // back where the move began, so the move is taken back.
    play(&mut app, "down down down enter down right");
    assert_eq!(screen(&app), ("GAAH/GAAH/IBBJ/I.DJ/E.CF".to_string(), 1));
    play(&mut app, "left up");
    assert_eq!(screen(&app), (LAYOUTS[0].board.to_string(), 0));
    play(&mut app, "down enter up right enter down");
    assert_eq!(screen(&app), ("GAAH/GAAH/IBBJ/I..J/ECDF".to_string(), 2));
    play(&mut app, "right");
    assert_eq!(app.klotski().unwrap().message(), "blocked");
    play(&mut app, "del");
    assert_eq!(screen(&app), ("GAAH/GAAH/IBBJ/I.DJ/EC.F".to_string(), 1));

    // A search caught running, then stopped: the board stays.
    app.handle(Key::Menu);
    app.handle(Key::Digit(2));
    assert!(app.tick());
    app.handle(Key::Back);
    assert!(!app.tick());
    assert_eq!(app.klotski().unwrap().message(), "stopped");
    assert_eq!(screen(&app).1, 1);

    // Solved from here in the fewest moves the tests' own search finds, shown on a board
    // of its own: the player's game stays as it was, and Back returns to it.
    let (length, _) = shortest("GAAH/GAAH/IBBJ/I.DJ/EC.F", "piece");
    let length = length.unwrap();
    play(&mut app, "menu 2");
    let k = app.klotski().unwrap();
    assert!(k.shown().is_solved(), "{}", k.shown());
    assert_eq!(k.solution_len(), Some(length));
    assert_eq!(screen(&app), ("GAAH/GAAH/IBBJ/I.DJ/EC.F".to_string(), 1));
    assert!(!k.message().contains("escapes"), "{}", k.message());
    play(&mut app, "esc");
    assert_eq!(app.klotski().unwrap().solution_len(), None);

    // Another layout from the list (over the player's move: asked first, yes); the menu
    // starts it over.
    play(&mut app, "menu 3 down enter");
    assert!(app.question().is_some(), "the player's move would go");
    play(&mut app, "1");
    assert_eq!(screen(&app), (LAYOUTS[1].board.to_string(), 0));
    play(&mut app, "down down down enter down enter menu 4");
    let asked = app.question().expect("a restart over a move asks first");
    assert!(asked.starts_with("Start this layout again?"), "{asked}");
    assert_eq!(screen(&app).1, 1);
    play(&mut app, "1");
    assert_eq!(screen(&app), (LAYOUTS[1].board.to_string(), 0));
    play(&mut app, "esc");
    assert!(app.at_home());
}

/// The list of layouts names each by its Chinese name and pinyin with its fewest moves (the
/// core's figures, which its tests check against the full search), one selected; the
/// layout opened is named so on its screen, with the goal.
#[test]
fn the_layouts_are_listed_by_name_with_their_fewest_moves() {
    let mut app = App::new(1);
    play(&mut app, "4 menu 3 down down");
    let mut text = String::new();
    app.describe(&mut text).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Klotski: choose a layout");
    for (i, l) in LAYOUTS.iter().enumerate() {
        let line = lines[1 + i];
        assert!(
            line.starts_with(&format!(
                "{} {}: fewest {} moves",
                l.name, l.pinyin, l.fewest
            )),
            "{line}"
        );
        assert_eq!(line.ends_with("(selected)"), i == 2, "{line}");
    }
    play(&mut app, "enter");
    let mut text = String::new();
    app.describe(&mut text).unwrap();
    let second = text.lines().nth(1).unwrap();
    assert_eq!(
        second,
        "兵分三路 (bīng fēn sān lù): fewest 72 moves from the start"
    );
    assert!(text.contains("Goal: bring Cao Cao"), "{text}");
}

/// The menu's hint names the next move of a shortest solution and the moves left, the
/// cursor on its block: played as said, hint after hint, 横刀立马 is solved in exactly
/// the fewest moves the tests' own search finds, and every count on the way is one less.
#[test]
fn following_the_hints_solves_in_the_fewest_moves() {
    let mut app = App::new(1);
    play(&mut app, "4");
    let fewest = shortest(LAYOUTS[0].board, "piece").0.unwrap();
    for left in (1..=fewest).rev() {
        play(&mut app, "menu 1");
        let k = app.klotski().unwrap();
        let said = k.message().to_string();
        // "move C down 2, then left: fewest from here 80"
        let (how, count) = said
            .strip_prefix("move ")
            .and_then(|s| s.split_once(": fewest from here "))
            .unwrap_or_else(|| panic!("not a hint: {said}"));
        assert_eq!(count.parse::<usize>().unwrap(), left, "{said}");
        if left == fewest / 2 {
            let board = k.board().to_string();
            assert_eq!(shortest(&board, "piece").0, Some(left), "{board}");
        }
        let (letter, route) = how.split_once(' ').unwrap();
        let mut text = String::new();
        app.describe(&mut text).unwrap();
        assert!(text.contains(&format!(": block {letter}\n")), "{text}");
        let mut keys = String::from("enter");
        for part in route.split(", then ") {
            let (dir, times) = part
                .split_once(' ')
                .map_or((part, 1), |(d, t)| (d, t.parse().unwrap()));
            keys += &format!(" {dir}").repeat(times);
        }
        play(&mut app, &(keys + " enter"));
        assert_eq!(app.klotski().unwrap().moves(), fewest - left + 1, "{said}");
    }
    let k = app.klotski().unwrap();
    assert!(k.board().is_solved(), "{}", k.board());
    play(&mut app, "menu 1");
    assert_eq!(app.klotski().unwrap().message(), "Cao Cao is out already");
}
