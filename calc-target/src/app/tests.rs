//! The app's tests: home, the Help page, questions, the games kept while the player visits
//! others, the whole app's save and restore, every screen's help line and words; and the
//! helpers every puzzle's tests play the app with.

extern crate std;

use super::*;
use crate::state::{self, Garbled};
use crate::sudoku::SudokuScreen;
use embedded_graphics::mock_display::MockDisplay;

/// Plays a script of keys and taps (`Press::parse_script`'s words), each one's work ticked
/// to its end.
pub(crate) fn run(app: &mut App, script: &str) {
    for press in Press::parse_script(script) {
        app.press(press.unwrap());
        while app.tick() {}
    }
}

/// Taps the screen at `at`, the tap's work ticked to its end.
pub(crate) fn tap(app: &mut App, at: Point) {
    app.tap(at);
    while app.tick() {}
}

/// What the app's screen says, as [`App::describe`] writes it.
pub(crate) fn described(app: &App) -> heapless::String<4096> {
    let mut text = heapless::String::new();
    app.describe(&mut text).unwrap();
    text
}

/// CRC-32 as its specification gives it (reflected, polynomial 0xEDB88320, all ones in
/// and out), a bit at a time: to forge a state, independently of the writer's crate.
fn crc32(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

#[test]
fn home_to_a_game_and_back() {
    let mut app = App::new(1);
    assert!(app.at_home());
    run(&mut app, "enter down enter");
    let game = app.sudoku().unwrap();
    assert_eq!(game.cursor(), 0);
    run(&mut app, "esc esc");
    assert!(app.at_home());
}

#[test]
fn draws_without_panicking_and_frames_the_screen() {
    let mut app = App::new(4);
    let mut display = MockDisplay::<Rgb565>::new();
    display.set_allow_overdraw(true);
    display.set_allow_out_of_bounds_drawing(true);
    // MockDisplay is 64×64: the title bar's corner is checked.
    app.draw(&mut display).unwrap();
    assert_eq!(display.get_pixel(Point::new(0, 0)), Some(theme::BAR));
    assert_eq!(
        display.get_pixel(Point::new(0, 20)),
        Some(theme::BACKGROUND)
    );
    run(&mut app, "enter enter");
    app.draw(&mut display).unwrap();
}

#[test]
fn each_puzzle_keeps_its_game_while_the_player_visits_others() {
    let mut app = App::new(7);
    run(&mut app, "enter enter right right down 5");
    let (cursor, grid) = {
        let g = app.sudoku().unwrap();
        (g.cursor(), *g.grid())
    };
    // Esc keeps the game; the knight and the sliding puzzle keep theirs too.
    run(&mut app, "esc");
    assert!(app.at_home());
    run(&mut app, "3 down left");
    let (slide, moves) = (
        *app.sliding().unwrap().board(),
        app.sliding().unwrap().moves(),
    );
    assert!(moves > 0);
    run(&mut app, "esc 2 down esc 1");
    let g = app.sudoku().expect("Sudoku opens where it was left");
    assert_eq!((g.cursor(), *g.grid()), (cursor, grid));
    run(&mut app, "esc 3");
    assert_eq!(*app.sliding().unwrap().board(), slide);
    assert_eq!(app.sliding().unwrap().moves(), moves);
    // A solved Sudoku is done: opening Sudoku again offers a new puzzle. Solving over
    // the player's 5 asks first.
    run(&mut app, "esc 1 menu 3");
    assert!(app.question().is_some());
    run(&mut app, "1");
    assert!(app.sudoku().unwrap().is_solved());
    run(&mut app, "esc 1");
    assert!(app.sudoku().is_none() && app.generating().is_none() && !app.at_home());
}

#[test]
fn every_screen_says_what_it_shows() {
    let mut app = App::new(11);
    // Each screen's first line, then its board, after these keys.
    for (script, first, inside) in [
        ("", "home menu", "1  Sudoku (selected)"),
        (
            "1",
            "Sudoku: new puzzle, choose a level",
            "easy: SE 1.0-2.4 (selected)",
        ),
        ("enter", "Sudoku: easy", "row 9:"),
        (
            "esc 2",
            "Knight's tour 8×8, open, from a6",
            "keys: arrows start",
        ),
        ("enter", "Knight's tour 8×8", "rank 6: 1 . ."),
        ("esc esc 3", "Sliding puzzle 3×3, 0 moves", "row 3: 2 1 _"),
        ("esc 4", "Klotski, 0 moves", "row 5: E..F"),
        ("esc 5", "Star {5/2}: 0 of 10 points filled", "cursor on A"),
    ] {
        run(&mut app, script);
        let mut text = heapless::String::<2048>::new();
        app.describe(&mut text).unwrap();
        assert!(text.starts_with(first), "{script}: {text}");
        assert!(text.contains(inside), "{script}: {text}");
        // The help line, in words.
        let (key, action) = app.help()[0];
        let mut keys = heapless::String::<64>::new();
        let _ = write!(keys, "keys: {} {action}", app.keypad().name(key, Lang::En));
        assert!(text.contains(keys.as_str()), "{script}: {text}");
    }
}

/// Every help line of every screen, in every phase (caught between ticks too), fits the
/// help bar on every keypad, in every language. The script visits the phases: the Help
/// page, menus open, questions, Sudoku's levels, a puzzle being made, pencil, a grid typed
/// in and a solved game; the knight's setup, a tour by hand, searches and tours shown; the
/// sliding puzzle's searches, its own start and a playback paused; a Klotski block
/// picked, the layouts and a search; the star and its filling shown.
#[test]
fn every_help_line_fits() {
    for lang in Lang::ALL {
        help_lines_fit(lang, false);
        // A board that knows the date: the level menu offers the day's puzzle.
        help_lines_fit(lang, true);
    }
}

/// [`every_help_line_fits`] in `lang`, on a board that knows the date if `dated`.
fn help_lines_fit(lang: Lang, dated: bool) {
    let mut app = App::new(3);
    app.set_lang(lang);
    if dated {
        app.set_today(2026, 11, 29);
    }
    // A key written `~key` is ticked once only: the next key finds its work mid-way.
    let script = "help right left esc down up \
                  1 down down down ~enter esc up up up enter menu down esc enter 5 0 enter del del \
                  menu 6 1 2 del menu esc esc 0 esc 1 esc menu 3 down menu esc menu 4 esc \
                  2 menu down esc enter up up right enter menu esc menu ~1 enter esc \
                  menu 2 esc del del menu 1 enter esc help esc esc \
                  3 down menu esc menu 1 menu ~2 esc menu ~5 esc menu 4 1 left enter 5 \
                  menu esc menu 2 esc 1 menu 6 1 down right menu ~2 enter left right esc esc \
                  4 down down down enter down esc menu esc menu 3 down esc menu ~2 esc \
                  menu 4 esc del esc \
                  5 enter down enter menu esc menu 1 esc menu 3 1 menu ~1 enter left right \
                  esc del esc";
    let mut seen = 0;
    let mut lines: std::vec::Vec<HelpLine> = std::vec::Vec::new();
    for word in script.split_whitespace() {
        let (once, name) = match word.strip_prefix('~') {
            Some(name) => (true, name),
            None => (false, word),
        };
        app.handle(Key::from_name(name).unwrap());
        let mut ticks = 0;
        loop {
            let help = app.help();
            if let Some(fault) = help_line_fault(&help, lang) {
                panic!("{lang:?}, after {word}: {fault}");
            }
            if !lines.contains(&help) {
                lines.push(help);
            }
            seen += 1;
            if (once && ticks == 1) || !app.tick() {
                break;
            }
            ticks += 1;
        }
    }
    assert!(seen > 40);
    assert!(lines.len() >= 24, "{} help lines: {lines:#?}", lines.len());
}

/// What is wrong with a help line on some keypad, in `lang`: too long for the bar, or an
/// entry that reads as its key's name twice ("back back").
fn help_line_fault(help: &HelpLine, lang: Lang) -> Option<std::string::String> {
    for keypad in crate::Keypad::ALL {
        if theme::help_chars(keypad, lang, help) > theme::HELP_CHARS {
            return Some(std::format!("too long on {keypad:?}: {help:?}"));
        }
        for &(keys, action) in help.iter() {
            if *keypad.name(keys, lang).text() == *action {
                return Some(std::format!("{action:?} twice on {keypad:?}: {help:?}"));
            }
        }
    }
    None
}

/// A key of the random walks, from a number below 20: the arrows, OK (twice as often),
/// Back, Undo, Menu, Help and the digits.
fn random_key(k: u8) -> Key {
    match k {
        0 => Key::Up,
        1 => Key::Down,
        2 => Key::Left,
        3 => Key::Right,
        4 | 5 => Key::Ok,
        6 => Key::Back,
        7 => Key::Undo,
        8 => Key::Menu,
        19 => Key::Help,
        d => Key::Digit(d - 9),
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// No key sequence panics or leaves the app busy for good: any keys, any seed, with
    /// at most a few ticks after each (searches left running, Esc mid-search) and a
    /// frame drawn after each key.
    #[test]
    fn no_key_sequence_panics(
        seed in 0u64..1000,
        keys in proptest::collection::vec((0u8..20, 0u32..4), 0..80),
    ) {
        let mut app = App::new(seed);
        let mut display = MockDisplay::<Rgb565>::new();
        display.set_allow_overdraw(true);
        display.set_allow_out_of_bounds_drawing(true);
        for (k, ticks) in keys {
            app.handle(random_key(k));
            for _ in 0..ticks {
                app.tick();
            }
            app.draw(&mut display).unwrap();
        }
    }

    /// Wherever random keys lead, in any language, the help line fits on every keypad and
    /// reads no key's name twice:
    /// the script above visits the phases the tests know of, this the ones they do not.
    #[test]
    fn every_help_line_a_walk_meets_fits(
        seed in 0u64..1000,
        lang in 0usize..3,
        keys in proptest::collection::vec((0u8..20, 0u32..3), 0..80),
    ) {
        let mut app = App::new(seed);
        let lang = Lang::ALL[lang];
        app.set_lang(lang);
        for (k, ticks) in keys {
            app.handle(random_key(k));
            for _ in 0..ticks {
                app.tick();
            }
            let help = app.help();
            let fault = help_line_fault(&help, lang);
            proptest::prop_assert!(fault.is_none(), "{lang:?}: {fault:?}");
        }
    }
}

/// Every page of the Help key's pages in words, turning them with the arrows; on the
/// first page after.
fn all_pages(app: &mut App) -> std::string::String {
    let mut pages = std::string::String::new();
    loop {
        let page = described(app);
        pages.push_str(&page);
        let first = page.lines().next().unwrap_or("");
        let (at, of) = first
            .rsplit_once(", page ")
            .and_then(|(_, n)| n.split_once(" of "))
            .unwrap_or_else(|| panic!("not a page: {page}"));
        if at == of {
            break;
        }
        run(app, "right");
    }
    let left = "left ".repeat(9);
    run(app, &left);
    pages
}

#[test]
fn help_shows_the_rules_and_keys_in_pages_and_back_closes_them() {
    let mut app = App::new(12);
    run(&mut app, "help");
    assert!(app.showing_rules());
    let about = all_pages(&mut app);
    assert!(about.starts_with("jiugong: about, page 1 of "), "{about}");
    for (key, what) in crate::keys::GRAMMAR {
        let mut row = heapless::String::<64>::new();
        let _ = write!(
            row,
            "{}: {}",
            app.keypad().name(key, Lang::En),
            what.text(Lang::En)
        );
        assert!(about.contains(row.as_str()), "no {row}: {about}");
    }
    run(&mut app, "5 down");
    assert!(app.showing_rules(), "only Back and Help close the pages");
    run(&mut app, "esc");
    assert!(app.at_home(), "Back closes the pages, and only them");
    // Each screen's keys in English: a screen's words are its area's phrases.
    use crate::toolkit::theme::help_line;
    for (open, title, screen) in [
        ("1", "Sudoku", help_line(Lang::En, SudokuScreen::KEYS)),
        (
            "esc 2",
            "Knight's tour",
            help_line(Lang::En, KnightScreen::KEYS),
        ),
        (
            "esc 3",
            "Sliding puzzle",
            help_line(Lang::En, SlidingScreen::KEYS),
        ),
        (
            "esc 4",
            "Klotski",
            help_line(Lang::En, crate::klotski::KlotskiScreen::KEYS),
        ),
        ("esc 5", "Pentagram", help_line(Lang::En, StarScreen::KEYS)),
    ] {
        run(&mut app, open);
        let before = described(&app);
        run(&mut app, "help");
        let pages = all_pages(&mut app);
        assert!(pages.starts_with(title), "{pages}");
        for (key, what) in &screen {
            let mut row = heapless::String::<64>::new();
            let _ = write!(row, "{}: {what}", app.keypad().name(*key, Lang::En));
            assert!(pages.contains(row.as_str()), "{title}: no {row}");
        }
        // No algorithm's name, no memory size: a player's words.
        for jargon in ["IDA", "KiB", "breadth-first", "heuristic"] {
            assert!(!pages.contains(jargon), "{title}: {jargon}");
        }
        run(&mut app, "help");
        assert_eq!(described(&app), before, "{title}: the screen as it was");
    }
}

#[test]
fn a_question_is_answered_by_yes_or_no_and_nothing_else() {
    let mut app = App::new(13);
    run(&mut app, "4 down down down enter down enter");
    assert_eq!(app.klotski().unwrap().moves(), 1);
    run(&mut app, "menu 4");
    assert!(app.question().is_some());
    let asked = described(&app);
    assert!(
        asked.contains("question: Start this layout again?"),
        "{asked}"
    );
    assert!(asked.contains("keys: enter yes, esc no"), "{asked}");
    // Other keys, Help included, leave the question up and the game alone.
    run(&mut app, "up left 7 menu help");
    assert!(app.question().is_some() && !app.showing_rules());
    assert_eq!(app.klotski().unwrap().moves(), 1);
    run(&mut app, "0");
    assert_eq!(app.klotski().unwrap().moves(), 1);
    run(&mut app, "menu 4 1");
    assert_eq!(app.klotski().unwrap().moves(), 0);
    // Nothing to lose, nothing asked.
    run(&mut app, "menu 4");
    assert!(app.question().is_none());
    // The star: the player's numbers are not replaced by the paper's unasked.
    run(&mut app, "esc 5 enter down down enter menu 1");
    assert_eq!(app.star().unwrap().order().len(), 2);
    assert!(app.question().unwrap().contains("Your numbers are cleared"));
    run(&mut app, "del");
    assert_eq!(app.star().unwrap().order().len(), 2);
}

/// Each puzzle in the middle of a game; every screen's words after a save and a restore
/// are the words before.
#[test]
fn every_game_comes_back_from_a_saved_state() {
    let mut app = App::new(14);
    run(
        &mut app,
        "1 enter right 5 down 4 menu enter 3 esc \
         2 menu menu 0 right down enter esc \
         3 4 down left esc \
         4 down down down enter down enter right enter up esc \
         5 0 enter down enter esc 3",
    );
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    assert!(n < state::MAX_BYTES / 2, "{n} bytes");
    let mut again = App::new(99);
    again.restore(&file[..n]).unwrap();
    assert_eq!(&*again.notice(), "your games are back");
    for visit in ["", "esc 1", "esc 2", "esc 3", "esc 4", "esc 5"] {
        run(&mut app, visit);
        run(&mut again, visit);
        assert_eq!(described(&again), described(&app), "after '{visit}'");
    }
}

/// Games saved by a newer app start this one fresh, and are never written over: saving
/// refuses, whatever is played, until games this app can read are restored.
#[test]
fn games_from_a_newer_app_are_kept_as_they_are() {
    let mut app = App::new(15);
    run(&mut app, "3 down");
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut newer = file;
    let next = state::VERSION + 1;
    newer[8..10].copy_from_slice(&next.to_le_bytes());
    let newer = &newer[..n];
    let mut again = App::new(1);
    assert_eq!(again.restore(newer), Err(Garbled::Version(next)));
    let said = std::format!("newer app (format {next}), kept");
    assert!(
        again.notice().contains(said.as_str()),
        "{:?}",
        again.notice()
    );
    run(&mut again, "3 down enter");
    let mut out = [0u8; state::MAX_BYTES];
    assert_eq!(again.save(&mut out), Err(Garbled::Version(next)));
    // Games of this app's format, restored, are saved again.
    again.restore(&file[..n]).unwrap();
    assert_eq!(again.save(&mut out), Ok(n));
    // Older games that cannot be read are no one's to keep: saving goes on.
    let mut older = file;
    older[8] = 0;
    assert_eq!(again.restore(&older[..n]), Err(Garbled::Version(0)));
    assert!(again.save(&mut out).is_ok());
}

#[test]
fn a_damaged_state_starts_fresh_with_a_notice_and_never_panics() {
    let mut app = App::new(15);
    run(&mut app, "1 enter 5 esc 3 down");
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let fresh = |e: Garbled, bytes: &[u8]| {
        let mut again = App::new(1);
        again.set_today(2026, 11, 29);
        assert_eq!(again.restore(bytes), Err(e));
        assert!(again.at_home() && again.notice().ends_with(": fresh start"));
        // The board's date is the board's, not the file's.
        assert_eq!(again.settings().today, Some(9830));
        run(&mut again, "3");
        let s = again.sliding().unwrap();
        assert_eq!(s.moves(), 0, "a fresh sliding puzzle, not the saved one");
    };
    // Cut short anywhere, an empty file included: one rule.
    for cut in [0, 5, 11, 12, n / 2, n - 1] {
        fresh(Garbled::Truncated, &file[..cut]);
    }
    fresh(Garbled::Foreign, b"JIUX");
    for at in (0..n).step_by(7) {
        let mut bad = file;
        bad[at] ^= 0x10;
        let mut again = App::new(1);
        assert!(again.restore(&bad[..n]).is_err(), "byte {at}");
    }
    let mut newer = file;
    newer[8] = state::VERSION as u8 + 1;
    fresh(Garbled::Version(state::VERSION + 1), &newer[..n]);
    let mut older = file;
    older[8] = 0;
    fresh(Garbled::Version(0), &older[..n]);
    // A sealed state holding an impossible game: a given changed in the Sudoku grid
    // the player fills (the payload's Sudoku starts after what shows: 2 bytes, then
    // the slot's flag, the screen's phase and game flag, the level, the kind of grid,
    // the givens and the solution).
    let given = (0..81)
        .find(|&c| {
            app.games
                .sudoku
                .screen
                .as_ref()
                .unwrap()
                .game()
                .as_ref()
                .unwrap()
                .givens()
                .get(c)
                != 0
        })
        .unwrap();
    let mut forged = file;
    let at = 12 + 2 + 3 + 1 + 1 + 81 + 81 + given;
    forged[at] = forged[at] % 9 + 1;
    let crc = crc32(&forged[..n - 4]);
    forged[n - 4..n].copy_from_slice(&crc.to_le_bytes());
    fresh(Garbled::Invalid, &forged[..n]);
}

/// The Sudoku screen the app keeps, showing or not (it must have been opened).
pub(crate) fn sudoku_screen(app: &App) -> &SudokuScreen {
    app.games.sudoku.screen.as_ref().expect("Sudoku was opened")
}

/// A tap on a home menu's entry opens its puzzle, as its digit does: the entry's line found
/// from the menu's geometry, and one pixel written out (the sliding puzzle's line, the
/// third, in the golden shot `home`); a tap off the menu, or on a Help page, does nothing.
#[test]
fn a_tap_on_a_home_menu_entry_opens_its_puzzle() {
    for (i, puzzle) in home::Puzzle::ALL.iter().enumerate() {
        let mut app = App::new(1);
        let line = Point::new(HOME_MENU.0 + 20, HOME_MENU.1 + 4 + 14 * i as i32 + 7);
        tap(&mut app, line);
        assert_eq!(app.showing, Showing::Puzzle(*puzzle), "entry {i}");
    }
    let mut app = App::new(1);
    run(&mut app, "tap:100:99");
    assert!(app.sliding().is_some());
    let mut app = App::new(1);
    run(&mut app, "tap:100:30 help tap:100:99");
    assert!(app.rules.is_some() && !app.at_home());
    run(&mut app, "esc");
    assert!(app.at_home());
}

/// A tap anywhere, on or off the screen, in every puzzle and on the settings screen, never
/// panics, and one off the screen does nothing (a point past the star's circle, or one
/// whose distance overflows, once numbered a point or panicked).
#[test]
fn a_tap_off_the_screen_does_nothing() {
    let far = [
        Point::new(i32::MIN, i32::MIN),
        Point::new(i32::MAX, 100),
        Point::new(50_000, 100),
        Point::new(-1, 120),
        Point::new(160, 240),
    ];
    for open in ["1 enter", "2", "3", "4", "5 menu 2", "6"] {
        let mut app = App::new(4);
        run(&mut app, open);
        let before = described(&app);
        for at in far {
            tap(&mut app, at);
            assert_eq!(described(&app), before, "{open}: tap at {at:?}");
        }
        for y in (0..240).step_by(7) {
            for x in (0..320).step_by(9) {
                tap(&mut app, Point::new(x, y));
            }
        }
    }
}

/// A message said in one language goes when the player takes another (it is kept as
/// words, not as the phrase it was): switched on the settings' line or as the games are
/// read back with another language; read back in the same language, it stays.
#[test]
fn what_was_said_goes_with_its_language() {
    let mut app = App::new(2);
    run(&mut app, "4 menu 1");
    let hint = std::string::String::from(app.klotski().unwrap().message());
    assert!(!hint.is_empty());
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    // Read back in its own language: kept.
    let mut same = App::new(1);
    same.restore(&file[..n]).unwrap();
    assert_eq!(same.klotski().unwrap().message(), hint);
    // Read back, then another language: gone.
    let mut other = App::new(1);
    other.restore(&file[..n]).unwrap();
    other.set_lang(Lang::Fr);
    assert_eq!(other.klotski().unwrap().message(), "");
    // Switched while playing: gone; the same language again leaves a new one alone.
    app.set_lang(Lang::Zh);
    assert_eq!(app.klotski().unwrap().message(), "");
    run(&mut app, "menu 1");
    let said = std::string::String::from(app.klotski().unwrap().message());
    assert!(!said.is_empty());
    app.set_lang(Lang::Zh);
    assert_eq!(app.klotski().unwrap().message(), said);
}

/// An open menu's help line names the digits it has: 1-5 for Klotski's five entries and
/// the knight's setup, not 1-9 whatever its length.
#[test]
fn a_menus_help_line_names_its_own_digits() {
    let mut app = App::new(2);
    run(&mut app, "4 menu");
    assert_eq!(app.help()[2].0, crate::Keys::Digits(1, 5));
    run(&mut app, "esc esc 2 menu");
    assert_eq!(app.help()[2].0, crate::Keys::Digits(1, 5));
}

/// A Help page that is the only one offers no page turn; one of several does.
#[test]
fn page_turns_are_offered_only_where_there_is_another_page() {
    let mut app = App::new(2);
    run(&mut app, "help");
    assert_eq!(app.rules_page().pages(), 1);
    assert!(
        app.help()
            .iter()
            .all(|&(keys, _)| keys != crate::Keys::LeftRight)
    );
    run(&mut app, "esc 1 help");
    assert!(app.rules_page().pages() > 1);
    assert_eq!(app.help()[0].0, crate::Keys::LeftRight);
}
