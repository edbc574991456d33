//! The knight's tests, played through the app as a player would: a tour found in slices,
//! stale messages, a search stopped, a tour made by hand and finished by the search.

use crate::app::tests::{described, run};
use crate::{App, Key};

#[test]
fn knight_tour_runs_in_slices_and_shows_a_tour() {
    let mut app = App::new(5);
    run(&mut app, "2");
    assert!(app.knight().is_some());
    // 8x8 from (2,0): Warnsdorff, then the document's search.
    run(&mut app, "enter");
    let tour = app.knight().unwrap().tour().unwrap();
    let size = jiugong_core::knight::Size::new(8, 8).unwrap();
    assert!(jiugong_core::knight::is_tour(size, tour, false));
    run(&mut app, "esc 2 enter");
    let tour = app.knight().unwrap().tour().unwrap();
    assert_eq!(tour[0], 43); // the document's board, row 1
    // Esc leaves to the home menu.
    run(&mut app, "esc esc");
    assert!(app.at_home());
}

#[test]
fn the_knights_message_goes_when_the_board_changes() {
    // 5×5 closed: none, and said; then 6×6 (the menu's "bigger board"): the 5×5
    // message must not stay.
    let mut app = App::new(5);
    run(&mut app, "2 menu 4 menu 4 menu 4 0 enter");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 5x5");
    run(&mut app, "menu 3");
    assert_eq!(app.knight().unwrap().message(), "", "the size changed");
    run(&mut app, "menu 4 enter");
    assert_eq!(app.knight().unwrap().message(), "no closed tour on 5x5");
    run(&mut app, "0");
    assert_eq!(
        app.knight().unwrap().message(),
        "",
        "open or closed changed"
    );
}

/// A found tour's message goes with the tour: Esc back to the empty board says nothing of
/// it. While the player tours, the title and the words say so; the start is named as the
/// board's edges name it.
#[test]
fn the_knights_words_match_the_board() {
    let mut app = App::new(5);
    run(&mut app, "2 enter");
    assert_eq!(app.knight().unwrap().message(), "found in 64 nodes");
    run(&mut app, "esc");
    assert_eq!(app.knight().unwrap().message(), "", "the tour is gone");
    assert!(
        described(&app).starts_with("Knight's tour 8x8, open, from a6, by Warnsdorff's rule\n")
    );
    run(&mut app, "menu 2");
    assert!(described(&app).starts_with("Knight's tour 8x8, open, from a6, by hand\n"));
}

#[test]
fn knight_search_can_be_stopped() {
    let mut app = App::new(5);
    run(&mut app, "2 2 right right right right right");
    // The document's search from (2,5) runs long: one slice, then Esc.
    app.handle(Key::Enter);
    assert!(app.tick());
    assert!(app.knight().unwrap().searching());
    app.handle(Key::Esc);
    assert!(!app.knight().unwrap().searching());
}

/// A tour by hand: only a knight's jumps to new squares are taken, the jumps are
/// marked, del takes one back, and the search finishes the tour from the player's
/// squares without changing them.
#[test]
fn the_player_makes_a_knights_tour_and_the_search_finishes_it() {
    use jiugong_core::knight::{Size, Square, is_tour};
    let mut app = App::new(5);
    // 8×8 from row 3, column 1 (a6).
    run(&mut app, "2 menu 2");
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
    // Taking back the jumps asks first.
    run(&mut app, "esc menu 2 down down right enter menu 2");
    assert!(app.question().unwrap().starts_with("Start again?"));
    run(&mut app, "1");
    assert_eq!(app.knight().unwrap().played().count(), 1);
}
