//! The knight's tests, played through the app as a player would: a tour found in slices,
//! stale messages, a search stopped, a tour made by hand and finished by the search, jumps
//! taken back and redone.

extern crate std;

use crate::app::tests::{described, run};
use crate::lang::{Lang, knight::Phrase};
use crate::{App, Key};

/// The question before the document's search from a slow start, in English.
fn slow_question() -> &'static str {
    Phrase::AskSlow.text(Lang::En)
}

#[test]
fn knight_tour_runs_in_slices_and_shows_a_tour() {
    let mut app = App::new(5);
    run(&mut app, "2");
    assert!(app.knight().is_some());
    // 8x8 from (2,0): Warnsdorff (the menu's first entry), then the document's search.
    run(&mut app, "menu 1");
    let tour = app.knight().unwrap().tour().unwrap();
    let size = jiugong_core::knight::Size::new(8, 8).unwrap();
    assert!(jiugong_core::knight::is_tour(size, tour, false));
    // The document's search from a6 is slow: asked first, then 210,143,950 nodes.
    run(&mut app, "esc menu 5 menu 1");
    assert_eq!(app.question(), Some(slow_question()));
    run(&mut app, "1");
    let tour = app.knight().unwrap().tour().unwrap();
    assert_eq!(tour[0], 43); // the document's board, row 1
    // Back leaves to the home menu.
    run(&mut app, "esc esc");
    assert!(app.at_home());
}

#[test]
fn the_knights_message_goes_when_the_board_changes() {
    // 5×5 (the menu's "smaller board" three times) closed: none, and said; then 6×6
    // (the menu's "bigger board"): the 5×5 message must not stay.
    let mut app = App::new(5);
    run(&mut app, "2 menu 3 menu 3 menu 3 menu 4 menu 1");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 5×5");
    run(&mut app, "menu 2");
    assert_eq!(app.knight().unwrap().message(), "", "the size changed");
    run(&mut app, "menu 3 menu 1");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 5×5");
    run(&mut app, "right");
    assert_eq!(app.knight().unwrap().message(), "", "the start moved");
    run(&mut app, "menu 1");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 5×5");
    run(&mut app, "menu 4");
    assert_eq!(
        app.knight().unwrap().message(),
        "",
        "open or closed changed"
    );
    assert!(described(&app).starts_with("Knight's tour 5×5, open, from b3,"));
}

/// A found tour's message goes with the tour: Back to the empty board says nothing of
/// it. While the player tours, the title and the words say so; the start is named as the
/// board's edges name it.
#[test]
fn the_knights_words_match_the_board() {
    let mut app = App::new(5);
    run(&mut app, "2 menu 1");
    assert_eq!(app.knight().unwrap().message(), "found in 64 nodes");
    run(&mut app, "esc");
    assert_eq!(app.knight().unwrap().message(), "", "the tour is gone");
    assert!(
        described(&app).starts_with("Knight's tour 8×8, open, from a6, by Warnsdorff's rule\n")
    );
    // OK puts the knight on the start: the tour by hand.
    run(&mut app, "enter");
    assert!(described(&app).starts_with("Knight's tour 8×8, open, from a6, by hand\n"));
}

/// A search stopped goes back to the board as the player left it: the setup, or the
/// tour being made by hand.
#[test]
fn knight_search_can_be_stopped() {
    let mut app = App::new(5);
    run(&mut app, "2 menu 5 right right right right right menu");
    // The document's search from (2,5) runs long: asked first, yes, one slice, then Back.
    app.handle(Key::Digit(1));
    assert!(app.question().is_some());
    app.handle(Key::Digit(1));
    assert!(app.tick());
    assert!(app.knight().unwrap().searching());
    app.handle(Key::Back);
    assert!(!app.knight().unwrap().searching());
    let said = described(&app);
    assert!(
        said.starts_with("Knight's tour 8×8, open, from f6, by the document's search\n"),
        "{said}"
    );
    assert!(said.contains("stopped after "), "{said}");
    assert_eq!(app.knight().unwrap().played().count(), 0);
    // The same search, asked to finish a tour by hand from its first square: the same
    // question, the same search.
    run(&mut app, "enter menu");
    app.handle(Key::Digit(1));
    assert_eq!(app.question(), Some(slow_question()));
    app.handle(Key::Digit(1));
    assert!(app.tick());
    assert!(app.knight().unwrap().searching());
    app.handle(Key::Back);
    assert!(!app.knight().unwrap().searching());
    let said = described(&app);
    assert!(
        said.starts_with("Knight's tour 8×8, open, from f6, by hand\n"),
        "{said}"
    );
    assert!(said.contains("stopped after "), "{said}");
    assert_eq!(app.knight().unwrap().played().count(), 1);
}

/// A tour by hand: only a knight's jumps to new squares are taken, the jumps are
/// marked, del takes one back, and the search finishes the tour from the player's
/// squares without changing them.
#[test]
fn the_player_makes_a_knights_tour_and_the_search_finishes_it() {
    use jiugong_core::knight::{Size, Square, is_tour};
    let mut app = App::new(5);
    // 8×8 from row 3, column 1 (a6): OK puts the knight there.
    run(&mut app, "2 enter");
    let said = described(&app);
    assert!(
        said.contains("your tour: 1 of 64 squares, on a6; jumps to:"),
        "{said}"
    );
    // Up two and right one: b8, a knight's move.
    run(&mut app, "up up right enter");
    assert_eq!(app.knight().unwrap().played().count(), 2);
    // c8 is not a knight's move from b8; b8 itself is visited.
    run(&mut app, "right enter");
    assert_eq!(
        app.knight().unwrap().message(),
        "c8 is not a knight's move away"
    );
    run(&mut app, "left enter");
    assert_eq!(app.knight().unwrap().message(), "b8 is visited already");
    run(&mut app, "del");
    assert_eq!(app.knight().unwrap().played().count(), 1);
    assert!(
        described(&app).contains(", by hand\n"),
        "the first square stays"
    );
    run(&mut app, "enter down down right");
    let mine: heapless::Vec<Square, 4> = app.knight().unwrap().played().collect();
    assert_eq!(mine.len(), 2);
    // The search goes on from the two squares.
    run(&mut app, "menu 1 enter");
    let k = app.knight().unwrap();
    let tour = k.tour().expect("a tour shows");
    let size = Size::new(8, 8).unwrap();
    assert!(is_tour(size, tour, false));
    for (i, s) in mine.iter().enumerate() {
        assert_eq!(
            tour[size.index(*s)],
            i as u32 + 1,
            "the player's square {i} kept"
        );
    }
    // Back from the tour shown: the player's squares, by hand, as they were.
    run(&mut app, "esc");
    let back: heapless::Vec<Square, 4> = app.knight().unwrap().played().collect();
    assert_eq!(back, mine);
    assert!(app.knight().unwrap().tour().is_none());
    assert!(
        described(&app).contains(", by hand\n"),
        "{}",
        described(&app)
    );
    // Taking back the jumps asks first.
    run(&mut app, "menu 2");
    assert!(app.question().unwrap().starts_with("Start again?"));
    run(&mut app, "1");
    assert_eq!(app.knight().unwrap().played().count(), 1);
    // Undo on the first square lifts the knight: the setup again.
    run(&mut app, "del");
    assert_eq!(app.knight().unwrap().played().count(), 0);
    let said = described(&app);
    assert!(
        said.starts_with("Knight's tour 8×8, open, from a6, by Warnsdorff's rule\n"),
        "{said}"
    );
}

/// Undo then Menu → redo (the tour menu's last entry) jumps again to the squares taken
/// back, the board as it was; a new jump forgets the jumps taken back, and so does the
/// knight lifted off its first square.
#[test]
fn redo_jumps_again_to_the_squares_taken_back() {
    let mut app = App::new(5);
    // a6, then b8 (up two, right one), then d7 (down one, right two).
    run(&mut app, "2 enter up up right enter down right right enter");
    assert_eq!(app.knight().unwrap().played().count(), 3);
    let before = described(&app);
    run(&mut app, "del del");
    assert_eq!(app.knight().unwrap().played().count(), 1);
    run(&mut app, "menu 4");
    assert_eq!(app.knight().unwrap().message(), "redone");
    assert_eq!(app.knight().unwrap().played().count(), 2);
    run(&mut app, "menu 4");
    assert_eq!(
        described(&app).replacen("redone\n", "", 1),
        before.as_str(),
        "the squares and the cursor as they were"
    );
    run(&mut app, "menu 4");
    assert_eq!(app.knight().unwrap().message(), "nothing to redo");
    // A new jump: c6 from b8 (the cursor is still on d7), not d7 again.
    run(&mut app, "del down left enter");
    assert_eq!(app.knight().unwrap().played().count(), 3);
    run(&mut app, "menu 4");
    assert_eq!(app.knight().unwrap().message(), "nothing to redo");
    assert_eq!(app.knight().unwrap().played().count(), 3);
    // Taken back to the setup: a tour started again has nothing to redo.
    run(&mut app, "del del del enter menu 4");
    assert_eq!(app.knight().unwrap().played().count(), 1);
    assert_eq!(app.knight().unwrap().message(), "nothing to redo");
}

/// The squares of the tour shown, as the words count them.
fn shown(app: &App) -> usize {
    described(app)
        .lines()
        .filter(|l| l.starts_with("rank "))
        .flat_map(|l| l.split(' ').skip(2))
        .filter(|v| *v != ".")
        .count()
}

/// A tour found plays square by square at the playbacks' pace (a square every
/// `playback::PACE` ticks, about four a second), pauses on OK, steps both ways while
/// paused, and Back goes back to the board.
#[test]
fn a_tour_found_plays_at_a_pace_with_pause_and_steps() {
    use crate::toolkit::playback::PACE;
    let mut app = App::new(5);
    run(&mut app, "2");
    app.handle(Key::Menu);
    app.handle(Key::Digit(1));
    while app.knight().unwrap().searching() {
        app.tick();
    }
    assert_eq!(shown(&app), 1, "the start, first");
    for _ in 0..PACE {
        app.tick();
    }
    assert_eq!(shown(&app), 2, "a square a pace");
    app.handle(Key::Ok);
    for _ in 0..3 * PACE {
        app.tick();
    }
    assert_eq!(shown(&app), 2, "paused");
    assert!(described(&app).contains("paused"));
    app.handle(Key::Right);
    app.handle(Key::Right);
    app.handle(Key::Left);
    assert_eq!(shown(&app), 3, "two steps on, one back");
    app.handle(Key::Ok);
    while app.tick() {}
    assert_eq!(shown(&app), 64, "all of it, played to the end");
    app.handle(Key::Back);
    assert!(app.knight().unwrap().tour().is_none(), "back to the board");
}

/// A tap on a square moves the start (choosing it) or the cursor (touring) there, and a tap
/// on the square it was on does what OK does: places the knight, jumps. The squares'
/// centres come from the board's geometry, and one pixel is written out (c6, the third
/// square of the third row, on the golden shot `knight-tour`'s 8×8 board).
#[test]
fn a_tap_takes_the_cursor_and_a_second_acts_as_ok() {
    use crate::app::tests::tap;
    use jiugong_core::knight::Square;
    let mut app = App::new(4);
    run(&mut app, "2");
    let squares = app.knight().unwrap().layout();
    tap(&mut app, squares.centre(18));
    assert_eq!(app.knight().unwrap().start, Square::new(2, 2));
    assert_eq!(app.knight().unwrap().played().count(), 0);
    run(&mut app, "tap:74:83");
    let played: std::vec::Vec<Square> = app.knight().unwrap().played().collect();
    assert_eq!(played, [Square::new(2, 2)], "placed by the second tap");
    // a7: a knight's move from c6. A first tap moves the cursor, the second jumps.
    tap(&mut app, squares.centre(8));
    assert_eq!(app.knight().unwrap().played().count(), 1);
    tap(&mut app, squares.centre(8));
    let played: std::vec::Vec<Square> = app.knight().unwrap().played().collect();
    assert_eq!(played, [Square::new(2, 2), Square::new(1, 0)]);
    // Off the board: nothing.
    run(&mut app, "tap:5:5 tap:300:200");
    assert_eq!(app.knight().unwrap().played().count(), 2);
    let mut by_key = App::new(4);
    run(&mut by_key, "2");
    let start = by_key.knight().unwrap().start;
    let (down, right) = (2 - start.row, 2 - start.col);
    for _ in 0..down {
        run(&mut by_key, "down");
    }
    for _ in 0..right {
        run(&mut by_key, "right");
    }
    run(&mut by_key, "enter up left left enter");
    assert_eq!(described(&app), described(&by_key));
}

/// The document's search from a slow start asks first (yes runs it, no leaves the setup as
/// it was); from a fast start, by Warnsdorff's rule, or from a square with no tour it runs
/// (or says why not) at once. The question's figures are the table's and the app's.
#[test]
fn a_slow_start_asks_before_the_documents_search() {
    use super::slow::{MOST, PER_SECOND, SLOW, slow};
    use core::fmt::Write;
    use jiugong_core::knight::Square;
    let mut figures: heapless::String<64> = heapless::String::new();
    write!(
        figures,
        "over {} M nodes: {} s to {} min (it gives up at {} M)",
        SLOW / 1_000_000,
        SLOW / PER_SECOND,
        MOST / PER_SECOND / 60,
        MOST / 1_000_000
    )
    .unwrap();
    assert!(slow_question().contains(figures.as_str()), "{figures}");
    // 8x8 from a6 (row 2, column 0) is slow, a7 above it is not: the table says so (the
    // table's own test checks it against the search).
    assert!(slow(8, Square::new(2, 0), false));
    assert!(!slow(8, Square::new(1, 0), false));
    let mut app = App::new(5);
    run(&mut app, "2 menu 5 menu 1");
    assert_eq!(app.question(), Some(slow_question()));
    assert!(described(&app).contains("question: This search takes over 5 M nodes"));
    // No: nothing runs, the setup stays.
    run(&mut app, "0");
    assert!(app.question().is_none());
    assert!(!app.knight().unwrap().searching());
    assert!(app.knight().unwrap().tour().is_none());
    // From a7 it runs at once: 156,319 nodes.
    run(&mut app, "up menu 1");
    assert!(app.question().is_none());
    assert_eq!(app.knight().unwrap().message(), "found in 156,319 nodes");
    // Warnsdorff from a6: at once.
    run(&mut app, "esc down menu 5 menu 1");
    assert!(app.question().is_none());
    assert_eq!(app.knight().unwrap().message(), "found in 64 nodes");
    // 5x5 from b3, a dark square with no open tour: said, never asked (and the document's
    // search on 5x5 is never slow).
    run(&mut app, "esc menu 5 menu 3 menu 3 menu 3 right menu 1");
    assert!(app.question().is_none());
    assert_eq!(
        app.knight().unwrap().message(),
        "no open tour from this square"
    );
}

/// While the document's search runs, its node count shows and grows a tick at a time (a
/// million nodes a second), in the words and on the panel; Back stops it.
#[test]
fn the_documents_search_shows_its_progress_and_back_stops_it() {
    let mut app = App::new(5);
    run(&mut app, "2 menu 5");
    app.handle(Key::Menu);
    app.handle(Key::Digit(1));
    app.handle(Key::Ok); // yes
    assert!(app.knight().unwrap().searching());
    let searching = |app: &App| {
        described(app)
            .lines()
            .find(|l| l.starts_with("searching: "))
            .map(|l| heapless::String::<64>::try_from(l).unwrap())
    };
    assert_eq!(
        searching(&app).as_deref(),
        Some("searching: 1 node (gives up at 500 M)")
    );
    for _ in 0..50 {
        assert!(app.tick());
    }
    assert_eq!(
        searching(&app).as_deref(),
        Some("searching: 1.0 M nodes (gives up at 500 M)")
    );
    for _ in 0..75 {
        app.tick();
    }
    assert_eq!(
        searching(&app).as_deref(),
        Some("searching: 2.5 M nodes (gives up at 500 M)")
    );
    // Keys other than Back leave it running.
    app.handle(Key::Ok);
    app.handle(Key::Menu);
    assert!(app.knight().unwrap().searching());
    app.handle(Key::Back);
    assert!(!app.knight().unwrap().searching());
    assert_eq!(app.knight().unwrap().message(), "stopped after 2.5 M nodes");
    assert!(searching(&app).is_none());
}

/// Presses `keys` one at a time, each ticked to its end, and checks that every help line
/// on the way fits the help bar with every keypad's key names in `lang`.
fn run_checking_help(app: &mut App, lang: crate::lang::Lang, keys: &str) {
    use crate::toolkit::theme;
    for press in crate::Press::parse_script(keys) {
        app.press(press.unwrap());
        while app.tick() {}
        let help = app.help();
        for keypad in crate::Keypad::ALL {
            let chars = theme::help_chars(keypad, lang, &help);
            assert!(chars <= theme::HELP_CHARS, "{lang:?} {keypad:?}: {help:?}");
        }
    }
}

/// The knight in French and in Chinese: the setup, a tour by hand and its mistakes, the
/// search finishing it, the slow search's question and the search running all say so in
/// the player's language, with no English word left; and every help line fits.
#[test]
fn the_knight_speaks_french_and_chinese() {
    use crate::lang::Lang;
    let cases = [
        (
            Lang::Fr,
            [
                "Tour du cavalier 8×8, ouvert, depuis a6, à la main\n",
                "votre parcours : 2/64 cases, sur b8 ; sauts vers :",
                "rangée 8 : . 2 . .",
                "c8 n'est pas à un saut de cavalier",
                "curseur sur c8",
            ],
            ["trouvé en ", "recherche : 1 noeud (abandon à 500 M)"],
        ),
        (
            Lang::Zh,
            [
                "骑士巡游 8×8，开放巡游，从 a6 出发，手动\n",
                "你的巡游：已走 2 格，共 64 格，在 b8；可跳到：",
                "第 8 行： . 2 . .",
                "c8 不在骑士一跳之内",
                "光标在 c8",
            ],
            ["后找到", "搜索中：1 个节点（到 5 亿个节点放弃）"],
        ),
    ];
    for (lang, touring, searching) in cases {
        let mut app = App::new(5);
        app.set_lang(lang);
        run_checking_help(
            &mut app,
            lang,
            "2 menu esc enter up up right enter right enter",
        );
        let said = described(&app);
        for words in touring {
            assert!(said.contains(words), "{lang:?}: no {words:?} in {said}");
        }
        // The search finishes the tour from the player's two squares.
        run_checking_help(&mut app, lang, "menu 1");
        let found = described(&app);
        assert!(found.contains(searching[0]), "{lang:?}: {found}");
        // The document's search from f6 is slow: asked in the player's words; yes, then a
        // tick of it.
        run_checking_help(
            &mut app,
            lang,
            "esc del del menu 5 right right right right right",
        );
        run_checking_help(&mut app, lang, "menu 1");
        let asked = Phrase::AskSlow.text(lang);
        assert_eq!(app.question(), Some(asked));
        app.handle(Key::Ok);
        let running = described(&app);
        assert!(running.contains(searching[1]), "{lang:?}: {running}");
        assert!(app.tick());
        run_checking_help(&mut app, lang, "esc");
        for said in [said, found, running] {
            for english in [
                "Knight",
                "your tour",
                "rank",
                "cursor",
                "node",
                "found",
                "search",
            ] {
                assert!(!said.contains(english), "{lang:?}: {english:?} in {said}");
            }
        }
    }
}

/// The English words keep their figures: the question before a slow search and the words
/// while it runs say where it gives up.
#[test]
fn the_english_words_say_where_the_search_gives_up() {
    let most = super::slow::MOST / 1_000_000;
    let at = std::format!("gives up at {most} M)");
    for phrase in [Phrase::AskSlow, Phrase::SaidSearching] {
        assert!(phrase.text(Lang::En).contains(&at), "{phrase:?}");
    }
}

/// Nodes counted in each language: grouped by thousands, millions made short (万 and 亿 in
/// Chinese), the plural by CLDR's categories.
#[test]
fn nodes_are_counted_in_each_language() {
    use super::slow::Nodes;
    let said = |n, lang| std::format!("{}", Nodes(n, lang));
    assert_eq!(said(1, Lang::En), "1 node");
    assert_eq!(said(156_319, Lang::En), "156,319 nodes");
    assert_eq!(said(12_345_678, Lang::En), "12.3 M nodes");
    assert_eq!(said(1, Lang::Fr), "1 noeud");
    assert_eq!(said(156_319, Lang::Fr), "156\u{a0}319 noeuds");
    assert_eq!(said(999, Lang::Fr), "999 noeuds");
    assert_eq!(said(12_345_678, Lang::Fr), "12,3 M noeuds");
    assert_eq!(said(156_319, Lang::Zh), "156,319 个节点");
    assert_eq!(said(12_345_678, Lang::Zh), "1234万 个节点");
    assert_eq!(said(500_000_000, Lang::Zh), "5.0亿 个节点");
    assert_eq!(said(0, Lang::Fr), "0 noeud");
    assert_eq!(said(0, Lang::En), "0 nodes");
}

/// What the theorems rule out is said before any search: a closed tour by hand on 7×7
/// (an odd number of squares) is warned of at its first square, and "finish it for me"
/// says so at once instead of searching (it once searched past 100 M nodes).
#[test]
fn an_impossible_tour_is_said_before_any_search() {
    let mut app = App::new(5);
    // 7×7 (the menu's "smaller board"), closed, then the knight on its start.
    run(&mut app, "2 menu 3 menu 4 enter");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 7×7");
    run(&mut app, "up up right enter");
    assert_eq!(app.knight().unwrap().played().count(), 2);
    app.handle(Key::Menu);
    app.handle(Key::Digit(1));
    assert_eq!(app.question(), None, "nothing to ask: nothing to search");
    assert!(!app.knight().unwrap().searching());
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 7×7");
    assert!(!app.tick(), "no work pending");
    assert_eq!(
        app.knight().unwrap().played().count(),
        2,
        "the player's squares stay"
    );
    // An open tour from a square the conditions exclude (b3 on 5×5): said when the knight
    // is put there, and again, with no search, when one is asked for from there.
    let mut app = App::new(5);
    run(&mut app, "2 menu 3 menu 3 menu 3 right enter");
    assert_eq!(app.knight().unwrap().played().count(), 1);
    assert_eq!(
        app.knight().unwrap().message(),
        "no open tour from this square"
    );
    run(&mut app, "del");
    app.handle(Key::Menu);
    app.handle(Key::Digit(1));
    assert!(!app.knight().unwrap().searching());
    assert_eq!(
        app.knight().unwrap().message(),
        "no open tour from this square"
    );
}

/// While touring, the squares a jump reaches are numbered in reading order (the top row
/// first), on the board and in the words read out; a digit jumps there, the cursor with
/// it; a digit past the jumps does nothing.
#[test]
fn a_digit_picks_the_jump_numbered_so() {
    let mut app = App::new(5);
    run(&mut app, "2 enter");
    let said = described(&app);
    assert!(
        said.contains("on a6; jumps to: 1=b8 2=c7 3=c5 4=b4\n"),
        "{said}"
    );
    run(&mut app, "3");
    let said = described(&app);
    assert!(said.contains("2 of 64 squares, on c5;"), "{said}");
    assert!(said.contains("cursor on c5"), "{said}");
    run(&mut app, "9 0");
    assert!(described(&app).contains("2 of 64 squares"));
}

#[test]
fn every_menu_entry_has_a_byte_of_its_own() {
    use super::{Action, Open, TourAction};
    use crate::toolkit::menu::Menu;
    let setup = Action::ALL.iter().map(|&a| Open::Setup(a));
    let tour = TourAction::ALL.iter().map(|&a| Open::Tour(a));
    let all: std::vec::Vec<Open> = setup.chain(tour).collect();
    crate::state::assert_own_bytes(&all);
}

/// A tour made by hand counts once, in the side panel and the words: taken back and jumped
/// again it is not counted again; it is kept with the games; a tour the search showed is
/// not the player's.
#[test]
fn a_tour_by_hand_counts_once() {
    use jiugong_core::knight::{Size, walk};
    let size = Size::new(8, 8).unwrap();
    let mut app = App::new(5);
    // The search's tour from a6, then back to the setup: not the player's.
    run(&mut app, "2 menu 1");
    let squares: heapless::Vec<u8, 64> = walk(size, app.knight().unwrap().tour().unwrap())
        .map(|s| size.index(s) as u8)
        .collect();
    run(&mut app, "esc");
    assert_eq!(app.knight().unwrap().tours(), [0, 0]);
    assert!(described(&app).contains("\ntours 0, closed 0\n"));
    // The same tour by hand, from the knight put on a6.
    run(&mut app, "enter");
    // Each jump by the digit the board numbers it with.
    let jump = |app: &mut App, to: u8| {
        let jumps = app.knight().unwrap().jumps();
        let k = jumps.iter().position(|&t| size.index(t) == usize::from(to));
        let mut key: heapless::String<2> = heapless::String::new();
        let _ = core::fmt::Write::write_fmt(&mut key, format_args!("{}", k.unwrap() + 1));
        run(app, &key);
    };
    for &s in &squares[1..] {
        jump(&mut app, s);
    }
    let closed = size
        .square(usize::from(squares[63]))
        .attacks(size.square(usize::from(squares[0])));
    let counted = if closed { [0, 1] } else { [1, 0] };
    assert_eq!(app.knight().unwrap().tours(), counted);
    // The last jump taken back and made again: the same tour.
    run(&mut app, "del");
    jump(&mut app, squares[63]);
    assert_eq!(app.knight().unwrap().tours(), counted);
    assert!(described(&app).contains("\ntours 1, closed "));
    // Kept with the games.
    let mut file = [0u8; crate::state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(9);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "2");
    assert_eq!(again.knight().unwrap().tours(), counted);
    // Started again and made again: a second tour.
    run(&mut app, "menu 2 1");
    for &s in &squares[1..] {
        jump(&mut app, s);
    }
    assert_eq!(app.knight().unwrap().tours(), counted.map(|c| 2 * c));
}
