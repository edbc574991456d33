//! The sliding puzzle's tests, played through the app as a player would: messages, shuffles,
//! solves on every size, the playback's keys, a start of the player's own, undo and redo, and
//! the screen in French and Chinese.

extern crate std;

use super::{Action, Phase};
use crate::app::tests::{described, run};
use crate::toolkit::menu::Menu;
use crate::{App, Key, state};
use embedded_graphics::prelude::Point;
use jiugong_core::sliding::{Board, Heuristic, ManhattanLinear};

#[test]
fn sliding_messages_say_what_the_last_key_did() {
    // The document's start has the gap in the bottom-right corner.
    let mut app = App::new(6);
    run(&mut app, "3 up");
    assert_eq!(
        app.sliding().unwrap().message(),
        "no tile there: the gap is at the bottom edge"
    );
    run(&mut app, "left");
    assert_eq!(
        app.sliding().unwrap().message(),
        "no tile there: the gap is at the right edge"
    );
    run(&mut app, "down");
    assert_eq!(
        app.sliding().unwrap().message(),
        "",
        "a legal move: nothing stale"
    );
    // Solved by the search, then moved on: what the search said does not stay.
    let mut app = App::new(6);
    // A shuffle (menu 3), then the solution (menu 2), played to its end.
    run(&mut app, "3 menu 3 menu 2");
    let s = app.sliding().unwrap();
    assert_eq!(*s.shown(), Board::goal(s.board().size()));
    let searched = std::string::String::from(s.message());
    assert!(!searched.is_empty());
    // A key past the solution's end acts on the player's own board, and says what it did.
    run(&mut app, "down");
    let s = app.sliding().unwrap();
    assert_ne!(s.message(), searched);
    assert!(!described(&app).contains("playing"));
}

#[test]
fn a_shuffled_sliding_puzzle_never_opens_solved() {
    for seed in 0..200 {
        let mut app = App::new(seed);
        // The menu's 4x4 board, then its shuffle.
        run(&mut app, "3 menu 7");
        let s = app.sliding().unwrap();
        assert_eq!(s.board().size().width, 4);
        assert_ne!(*s.board(), Board::goal(s.board().size()), "seed {seed}");
        run(&mut app, "menu 3");
        let s = app.sliding().unwrap();
        assert_ne!(*s.board(), Board::goal(s.board().size()), "seed {seed}");
    }
}

#[test]
fn sliding_play_shuffle_and_solve() {
    let mut app = App::new(6);
    run(&mut app, "3");
    let start = *app.sliding().unwrap().board();
    assert_eq!(start.cells(), &[8, 7, 6, 5, 4, 3, 2, 1, 0]);
    run(&mut app, "down");
    assert_eq!(app.sliding().unwrap().board().blank(), 5);
    assert_eq!(app.sliding().unwrap().moves(), 1);
    // A reshuffle (the menu's third entry) would lose the move: asked, refused, asked
    // again and done.
    run(&mut app, "menu 3");
    assert!(app.question().unwrap().starts_with("Shuffle again?"));
    run(&mut app, "esc");
    assert_eq!(app.sliding().unwrap().moves(), 1);
    assert!(app.question().is_none() && !app.at_home());
    run(&mut app, "menu down down enter enter");
    assert_eq!(app.sliding().unwrap().moves(), 0);
    // OK does nothing on the board; the menu's second entry solves.
    let shuffled = *app.sliding().unwrap().board();
    run(&mut app, "enter");
    assert_eq!(*app.sliding().unwrap().board(), shuffled);
    run(&mut app, "menu 2");
    let s = app.sliding().unwrap();
    assert_eq!(
        s.shown(),
        &jiugong_core::sliding::Board::goal(s.board().size())
    );
    // The solution shown is not the player's game: Back goes back to the player's board.
    assert_eq!((*s.board(), s.moves()), (shuffled, 0));
    assert!(
        !s.message().starts_with("solved"),
        "no win: {}",
        s.message()
    );
    run(&mut app, "esc");
    let s = app.sliding().unwrap();
    assert_eq!((*s.shown(), *s.board(), s.moves()), (shuffled, shuffled, 0));
}

#[test]
fn a_five_by_five_board_is_solved_at_once_and_kept() {
    for seed in [7, 8, 9] {
        let mut app = App::new(seed);
        run(&mut app, "3 menu 8");
        let start = *app.sliding().unwrap().board();
        let goal = Board::goal(start.size());
        assert_eq!(start.size().width, 5);
        assert_ne!(start, goal);
        // Saved and read back on 5x5 too.
        let mut file = [0u8; state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        let mut again = App::new(1);
        again.restore(&file[..n]).unwrap();
        assert_eq!(*again.sliding().unwrap().board(), start);
        // The menu's solve goes through the core's quick policy, then plays the moves
        // back.
        run(&mut app, "menu 2");
        let s = app.sliding().unwrap();
        assert_eq!(*s.shown(), goal, "seed {seed}");
        let said = s.message();
        let len: u32 = said.split(' ').next().unwrap().parse().unwrap();
        let played = std::format!("move {len} of {len}");
        assert!(described(&app).contains(played.as_str()), "{said}");
        assert_eq!(
            (*s.board(), s.moves()),
            (start, 0),
            "the player's game stays"
        );
        assert!(
            said.ends_with(" x the fewest") || said.ends_with("row by row"),
            "{said}"
        );
        assert!(
            len >= ManhattanLinear::new(&goal).estimate(&start),
            "{said}"
        );
    }
    // 3 and 4 still give the optimal solve.
    let mut app = App::new(3);
    run(&mut app, "3 menu 8 menu 7 menu 2");
    assert!(app.sliding().unwrap().message().starts_with("optimal: "));
}

#[test]
fn solutions_play_at_a_pace_and_can_be_paused_stepped_and_taken_back() {
    use crate::toolkit::playback::PACE;
    let mut app = App::new(6);
    run(&mut app, "3");
    let start = *app.sliding().unwrap().board();
    run(&mut app, "menu");
    app.handle(Key::Digit(2));
    // The search, in slices, until the playback begins.
    while !described(&app).contains("playing the solution: move 0 of 30") {
        assert!(app.tick(), "the search ended without a playback");
    }
    let mut ticks = 0;
    while *app.sliding().unwrap().shown() == start {
        assert!(app.tick());
        ticks += 1;
    }
    assert_eq!(ticks, u32::from(PACE), "the first move after PACE ticks");
    run(&mut app, "enter");
    assert!(described(&app).contains("move 1 of 30, paused"));
    assert!(!app.tick(), "paused: nothing pending");
    run(&mut app, "right right");
    assert!(described(&app).contains("move 3 of 30"));
    run(&mut app, "left left left left");
    assert!(described(&app).contains("move 0 of 30"));
    assert_eq!(
        *app.sliding().unwrap().shown(),
        start,
        "every move taken back"
    );
    run(&mut app, "enter");
    let s = app.sliding().unwrap();
    assert_eq!(*s.shown(), Board::goal(s.board().size()));
    // The moves shown are not the player's: Back goes back to the player's board.
    assert_eq!((*s.board(), s.moves()), (start, 0));
    run(&mut app, "esc");
    assert!(!described(&app).contains("playing"), "the playback is over");
    assert_eq!(*app.sliding().unwrap().shown(), start);
}

/// The sliding puzzle's own start: tiles swapped (OK on two, or a tile's digit at the
/// cursor), refused while it cannot reach the goal, with the reason, then played (the
/// arranging menu's first entry); its second puts the tiles in order.
#[test]
fn a_sliding_start_of_the_players_own() {
    let mut app = App::new(17);
    run(&mut app, "3 menu 4");
    assert!(described(&app).starts_with("Sliding puzzle 3×3: arranging your own start"));
    assert_eq!(
        app.sliding().unwrap().message(),
        "pick two tiles to swap them"
    );
    // The document's start 8 7 6 / 5 4 3 / 2 1 0, tile 1 typed at the cursor (top left):
    // 8 and 1 swap, one swap, the other parity.
    run(&mut app, "1 menu 1");
    let said = app.sliding().unwrap().message();
    assert_eq!(said, "never solvable (its parity): swap two tiles");
    assert!(described(&app).contains("arranging"), "still arranging");
    // 8 typed back; then the first two tiles swapped with OK on each, and 4 typed at
    // the second cell: two swaps, solvable.
    run(&mut app, "8 enter right enter 4 menu 1");
    let s = app.sliding().unwrap();
    assert!(
        !described(&app).contains("arranging"),
        "{}",
        described(&app)
    );
    assert_eq!(s.moves(), 0);
    assert_eq!(s.board().cells(), &[7, 4, 6, 5, 8, 3, 2, 1, 0][..]);
    assert_eq!(s.message(), "your start: play it, or solve it (menu)");
    run(&mut app, "menu 2");
    let s = app.sliding().unwrap();
    assert_eq!(
        *s.shown(),
        Board::goal(s.board().size()),
        "solved from the own start"
    );
    // Arranging again, from a shuffle; the tiles put in order are the goal.
    run(&mut app, "menu 3 menu 4 menu 2");
    assert!(described(&app).contains("arranging"), "still arranging");
    run(&mut app, "menu 1");
    let s = app.sliding().unwrap();
    assert_eq!(*s.board(), Board::goal(s.board().size()));
    assert_eq!(s.message(), "that is the goal: nothing to solve");
}

/// Undo takes back the tiles slid, last first, as far back as the game goes, and the list
/// survives a reload.
#[test]
fn del_takes_back_the_tiles_slid_even_after_a_reload() {
    let mut app = App::new(6);
    run(&mut app, "3");
    let start = *app.sliding().unwrap().board();
    // The gap is in the bottom-right corner: Down slides the tile above it down, Right the
    // tile beside it.
    run(&mut app, "down right");
    assert_eq!(app.sliding().unwrap().moves(), 2);
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "del");
    assert_eq!(again.sliding().unwrap().moves(), 1);
    assert_eq!(again.sliding().unwrap().message(), "undone");
    run(&mut again, "del");
    assert_eq!(*again.sliding().unwrap().board(), start);
    assert_eq!(again.sliding().unwrap().moves(), 0);
    run(&mut again, "del");
    assert_eq!(again.sliding().unwrap().message(), "nothing to undo");
    assert_eq!(*again.sliding().unwrap().board(), start);
}

/// Undo then Menu → redo (the menu's last entry) slides the tiles taken back again, the
/// board and the moves as they were, even after a reload; a new slide forgets them.
#[test]
fn redo_slides_again_the_tiles_taken_back_even_after_a_reload() {
    let mut app = App::new(6);
    // The gap goes up, left, up: three tiles slid.
    run(&mut app, "3 down right down");
    assert_eq!(app.sliding().unwrap().moves(), 3);
    let before = described(&app);
    run(&mut app, "del del");
    assert_eq!(app.sliding().unwrap().moves(), 1);
    run(&mut app, "menu 9");
    assert_eq!(app.sliding().unwrap().message(), "redone");
    assert_eq!(app.sliding().unwrap().moves(), 2);
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "menu 9");
    assert_eq!(
        described(&again).replacen("redone\n", "", 1),
        before.as_str()
    );
    run(&mut again, "menu 9");
    assert_eq!(again.sliding().unwrap().message(), "nothing to redo");
    // Undo, then a tile slid by hand: nothing is left to redo.
    run(&mut again, "del up menu 9");
    assert_eq!(again.sliding().unwrap().moves(), 3);
    assert_eq!(again.sliding().unwrap().message(), "nothing to redo");
}

/// The hint (the menu's first entry) names a tile, the way it slides and the fewest moves
/// left: followed move after move it solves the puzzle in exactly the fewest it first said,
/// each hint one fewer than the last; and a puzzle solved by hand is then measured against
/// the fewest from its start (the same search).
#[test]
fn hints_followed_solve_in_the_fewest_moves_said() {
    let mut app = App::new(3);
    run(&mut app, "3 menu 3"); // a shuffled 3x3
    let mut left: Option<u32> = None;
    let mut moves = 0;
    while app.sliding().unwrap().board()
        != &jiugong_core::sliding::Board::goal(jiugong_core::sliding::Size::new(3, 3).unwrap())
    {
        run(&mut app, "menu 1");
        let said = std::string::String::from(app.sliding().unwrap().message());
        // "slide 6 down: fewest from here 17"
        let (head, fewest) = said.split_once(": fewest from here ").expect(&said);
        let fewest: u32 = fewest.parse().unwrap();
        if let Some(before) = left {
            assert_eq!(fewest, before - 1, "one fewer after a hint's move: {said}");
        }
        left = Some(fewest);
        let way = head.rsplit(' ').next().unwrap();
        run(&mut app, way);
        moves += 1;
        assert!(moves < 40, "a 3×3 takes at most 31");
    }
    assert_eq!(left, Some(1), "the last hint: 1 left");
    let said = app.sliding().unwrap().message();
    assert_eq!(
        said,
        std::format!("solved in {moves} moves; the fewest is {moves}"),
        "{said}"
    );
}

/// A hint's search is done once (on 4×4 it takes seconds): on every board along the
/// shortest way it proved, the next hint and the solution come at once (the key alone, no
/// tick: a search would need ticks); a move off that way needs a new search.
#[test]
fn hints_along_a_proved_way_need_no_new_search() {
    let mut app = App::new(5);
    run(&mut app, "3 menu 3 menu 1");
    let fewest = |app: &App| -> u32 {
        let said = app.sliding().unwrap().message();
        let (_, n) = said.split_once(": fewest from here ").expect(said);
        n.parse().unwrap()
    };
    let way = |app: &App| {
        let said = std::string::String::from(app.sliding().unwrap().message());
        let head = said.split(':').next().unwrap();
        std::string::String::from(head.rsplit(' ').next().unwrap())
    };
    let first = fewest(&app);
    assert!(first > 3, "{first}");
    for left in (first - 3..first).rev() {
        let next = way(&app);
        run(&mut app, &next);
        app.handle(Key::Menu);
        app.handle(Key::Digit(1));
        assert!(matches!(app.sliding().unwrap().phase, Phase::Play));
        assert_eq!(fewest(&app), left);
    }
    let next = way(&app);
    // The solution from here plays at once, the fewest said.
    app.handle(Key::Menu);
    app.handle(Key::Digit(2));
    assert!(matches!(
        app.sliding().unwrap().phase,
        Phase::Showing { .. }
    ));
    let said = app.sliding().unwrap().message();
    assert!(said.contains(&std::format!("{}", first - 3)), "{said}");
    run(&mut app, "esc");
    // Off the way: the hint searches again.
    let off = ["up", "down", "left", "right"]
        .into_iter()
        .find(|&k| k != next)
        .unwrap();
    let before = *app.sliding().unwrap().board();
    run(&mut app, off);
    if *app.sliding().unwrap().board() != before {
        app.handle(Key::Menu);
        app.handle(Key::Digit(1));
        assert!(matches!(app.sliding().unwrap().phase, Phase::Solving(_)));
    }
}

/// A tap on a tile next to the gap slides it, as the arrow that slides it does (its centre
/// found from the board's geometry; and one pixel written out, tile 5 of the golden shot
/// `slide-mid-game`'s start); a tap on a tile away from the gap, or off the board, does
/// nothing; while a start is arranged, a tap takes the cursor and a second swaps as OK does.
#[test]
fn a_tap_on_a_tile_next_to_the_gap_slides_it() {
    use crate::app::tests::tap;
    let gap = |app: &App| {
        let board = app.sliding().unwrap().board();
        board.cells().iter().position(|&t| t == 0).unwrap()
    };
    let mut app = App::new(6);
    let mut by_key = App::new(6);
    run(&mut app, "3");
    run(&mut by_key, "3 right");
    assert_eq!(gap(&app), 8, "the document's start: the gap bottom right");
    let tiles = app.sliding().unwrap().tiles();
    for far in [0, 4, 6] {
        tap(&mut app, tiles.centre(far));
        assert_eq!(gap(&app), 8, "tile {far} is not next to the gap");
    }
    tap(&mut app, tiles.centre(7));
    assert_eq!(
        app.sliding().unwrap().board(),
        by_key.sliding().unwrap().board()
    );
    assert_eq!(app.sliding().unwrap().moves(), 1);
    // The tile above the gap, now at 7: cell 4 (x 73..138, y 85..150).
    run(&mut app, "tap:105:117");
    assert_eq!(gap(&app), 4);
    run(&mut app, "tap:300:100 tap:5:100");
    assert_eq!(gap(&app), 4);
    // Arranging (the menu's entry "arrange your own start", picked by a tap on it).
    let mut app = App::new(6);
    run(&mut app, "3 menu");
    let arrange = Action::ALL
        .iter()
        .position(|&a| a == Action::Arrange)
        .unwrap();
    let ((x, y), _) = super::view::MENU;
    tap(
        &mut app,
        Point::new(x + 20, y + 4 + 14 * arrange as i32 + 7),
    );
    assert!(matches!(
        app.sliding().unwrap().phase,
        Phase::Arranging { .. }
    ));
    // The cursor starts on the first tile: a tap there picks it (OK), one on the last
    // cell takes the cursor, a second there swaps the two.
    tap(&mut app, tiles.centre(0));
    tap(&mut app, tiles.centre(8));
    tap(&mut app, tiles.centre(8));
    let mut by_key = App::new(6);
    run(&mut by_key, "3 menu");
    by_key.handle(Key::Digit(arrange as u8 + 1));
    run(&mut by_key, "enter right right down down enter");
    assert_eq!(described(&app), described(&by_key));
}

/// The screen speaks the player's language: its title, rows, moves, hints and menu in
/// French and in Chinese, no English word left; a 5×5 solution's bound with the
/// language's decimal mark.
#[test]
fn the_sliding_puzzle_speaks_french_and_chinese() {
    use super::solve::{Judged, Quality};
    use crate::lang::Lang;
    let mut app = App::new(6);
    app.set_lang(Lang::Fr);
    run(&mut app, "3 menu 1");
    let said = described(&app);
    for word in [
        "Taquin 3×3, 0 coup",
        "ligne 1 :",
        "glissez le 3 vers le bas",
    ] {
        assert!(said.contains(word), "no {word:?} in {said}");
    }
    run(&mut app, "down menu");
    let said = described(&app);
    assert!(said.contains("Taquin 3×3, 1 coup\n"), "{said}");
    assert!(said.contains("indice : le coup suivant"), "{said}");
    for english in ["move", "row", "slide", "hint", "tile", "solved"] {
        assert!(!said.contains(english), "{english:?} in {said}");
    }
    let mut app = App::new(6);
    app.set_lang(Lang::Zh);
    run(&mut app, "3 menu 1 up");
    let said = described(&app);
    for word in [
        "数字华容道 3×3，已走 0 步",
        "第 1 行：",
        "那里没有方块：空格在下边",
    ] {
        assert!(said.contains(word), "no {word:?} in {said}");
    }
    run(&mut app, "menu 4");
    let said = described(&app);
    assert!(said.contains("正在摆自己的开局"), "{said}");
    for english in ["move", "row", "slide", "tile", "cursor", "pick"] {
        assert!(!said.contains(english), "{english:?} in {said}");
    }
    let bound = |lang| std::format!("{}", Judged(Quality::AtMost(125), lang));
    assert_eq!(bound(Lang::En), "at most 1.25 x the fewest");
    assert_eq!(bound(Lang::Fr), "au plus 1,25 × le minimum");
    assert_eq!(bound(Lang::Zh), "至多为最少步数的 1.25 倍");
    assert_eq!(
        std::format!("{}", Judged(Quality::AtMost(203), Lang::Fr)),
        "au plus 2,03 × le minimum"
    );
}

/// A solved board stays solved: an arrow does not undo the win, it says the menu shuffles.
#[test]
fn a_solved_board_stays_solved() {
    let mut app = App::new(17);
    // The arranging menu's second entry puts the tiles in order; its first plays them.
    run(&mut app, "3 menu 4 menu 2 menu 1");
    let goal = Board::goal(app.sliding().unwrap().board().size());
    assert_eq!(*app.sliding().unwrap().board(), goal);
    for key in ["up", "down", "left", "right"] {
        run(&mut app, key);
        let s = app.sliding().unwrap();
        assert_eq!((*s.board(), s.moves()), (goal, 0), "{key}");
        assert_eq!(s.message(), "solved: the menu shuffles a new game");
    }
}

/// Counting the document's paths takes thousands of ticks: the side panel (and the words
/// read out) count the paths and steps, and say about how much is done, more after every
/// few ticks; Back stops it.
#[test]
fn counting_the_paths_says_how_much_is_done_and_stops_on_back() {
    let mut app = App::new(1);
    run(&mut app, "3");
    app.handle(Key::Menu);
    app.handle(Key::Digit(5));
    assert!(matches!(app.sliding().unwrap().phase, Phase::AllPaths(_)));
    let done = |app: &App| -> u32 {
        let said = described(app);
        let line = said.lines().find(|l| l.ends_with("% done")).expect(&said);
        line.trim_end_matches("% done").parse().unwrap()
    };
    assert_eq!(done(&app), 0);
    let mut last = 0;
    for _ in 0..3 {
        for _ in 0..40 {
            assert!(app.tick());
        }
        let now = done(&app);
        assert!(now > last, "{now} after {last}");
        last = now;
    }
    assert!(described(&app).contains("steps 2,400,000"));
    app.handle(Key::Back);
    assert!(matches!(app.sliding().unwrap().phase, Phase::Play));
    assert!(!app.tick());
}

#[test]
fn every_menu_entry_has_a_byte_of_its_own() {
    crate::state::assert_own_bytes(Action::ALL);
}

/// A board solved by hand is a win at its size: counted once (undone and solved again, it
/// is not twice), its moves the fewest so far, its time the best; shown beside the board,
/// said in words, kept by a save; another size has its own.
#[test]
fn a_win_is_a_record_at_its_size_kept_across_a_reload() {
    let mut app = App::new(3);
    run(&mut app, "3 menu 3");
    assert!(described(&app).contains("\nwon 0\n"));
    let goal = Board::goal(jiugong_core::sliding::Size::new(3, 3).unwrap());
    while app.sliding().unwrap().board() != &goal {
        run(&mut app, "menu 1");
        let said = std::string::String::from(app.sliding().unwrap().message());
        let (head, _) = said.split_once(':').expect(&said);
        run(&mut app, head.rsplit(' ').next().unwrap());
    }
    let moves = app.sliding().unwrap().moves();
    let record = app.sliding().unwrap().record();
    assert_eq!((record.won, record.fewest), (1, Some(moves)));
    assert!(record.best.is_some());
    // Undone and redone: the same win.
    run(&mut app, "del menu 9");
    assert_eq!(app.sliding().unwrap().board(), &goal);
    assert_eq!(app.sliding().unwrap().record().won, 1);
    let said = described(&app);
    assert!(
        said.contains(&std::format!("won 1; best {moves}, 0:00")),
        "{said}"
    );
    let mut file = [0u8; state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(9);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "3");
    assert_eq!(again.sliding().unwrap().record(), record);
    // 4×4 has a record of its own.
    run(&mut again, "menu 7");
    assert_eq!(again.sliding().unwrap().record().won, 0);
}

/// A solution of more moves than a byte counts (a 5×5 quick one runs to about 270) being
/// shown is saved and read back, half-way, as it was; a saved solution whose moves do not
/// all slide, or do not solve the board, is refused.
#[test]
fn a_long_solution_shown_is_kept_and_a_broken_one_refused() {
    use crate::screen::Saved;
    use crate::toolkit::playback::Playback;
    use jiugong_core::sliding::Dir;
    let mut s = super::SlidingScreen::default();
    s.resize(5);
    // 300 slides away from the goal, each into the gap from a random side; the tiles slid
    // back, the last first, solve it.
    let mut board = Board::goal(s.board().size());
    let mut slid: heapless::Vec<u8, 320> = heapless::Vec::new();
    let mut rng = 7u32;
    while slid.len() < 300 {
        rng = rng.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let dir = Dir::ALL[(rng >> 16) as usize % 4];
        if let Some(cell) = board.neighbour(dir) {
            slid.push(board.slide(cell)).unwrap();
        }
    }
    let moves: heapless::Vec<u8, 320> = slid.iter().rev().copied().collect();
    s.board = board;
    let mut playback = Playback::new(moves.len());
    playback.key(Key::Ok);
    let mut shown = board;
    for &t in &moves[..120] {
        assert!(shown.slide_tile(t));
        playback.key(Key::Right);
    }
    s.phase = Phase::Showing {
        moves: moves.clone(),
        playback,
        shown,
    };
    let mut file = [0u8; state::MAX_BYTES];
    let mut out = state::Writer::new(&mut file);
    s.save(&mut out);
    let n = state::seal(out).unwrap();
    let again = super::SlidingScreen::load(&mut state::open(&file[..n]).unwrap()).unwrap();
    assert_eq!(again.shown(), &shown);
    match &again.phase {
        Phase::Showing {
            moves: m,
            playback: p,
            ..
        } => {
            assert_eq!((m, p.at(), p.is_paused()), (&moves, 120, true));
        }
        _ => panic!("not showing"),
    }
    // The last move dropped: every move slides, but the board is not solved.
    let mut short = moves.clone();
    short.pop();
    s.phase = Phase::Showing {
        moves: short.clone(),
        playback: Playback::new(short.len()),
        shown: board,
    };
    let mut file = [0u8; state::MAX_BYTES];
    let mut out = state::Writer::new(&mut file);
    s.save(&mut out);
    let n = state::seal(out).unwrap();
    let read = super::SlidingScreen::load(&mut state::open(&file[..n]).unwrap());
    assert_eq!(read.err(), Some(state::Garbled::Invalid));
}
