//! Klotski's tests: the moves counted past the undo list, moves undone and redone, taps,
//! and the screen in French and Chinese.

extern crate std;

use super::*;
use embedded_graphics::prelude::*;

#[test]
fn moves_past_the_undo_list_still_count() {
    let mut screen = KlotskiScreen::new().unwrap();
    // 横刀立马's C and D (row 4) step down into the empty cells and back, one after
    // the other: each slide is a new move (the last move was the other block's).
    let at = |s: &KlotskiScreen, cell| s.board().block_at(cell).unwrap() as u8;
    let (c, d) = (at(&screen, 13), at(&screen, 14));
    for _ in 0..60 {
        for (block, dir) in [(c, Dir::Down), (d, Dir::Down), (c, Dir::Up), (d, Dir::Up)] {
            screen.slide(block, dir);
        }
    }
    assert_eq!(screen.moves(), 240);
    assert_eq!(screen.history.len(), UNDO);
    screen.undo();
    assert_eq!(screen.moves(), 239);
    screen.open_layout(0);
    assert_eq!(screen.moves(), 0);
}

/// Undo then Menu → redo (the menu's last entry) makes the whole move again, both slides
/// of it, even after a reload; a new move forgets what was undone.
#[test]
fn redo_makes_a_whole_move_again_even_after_a_reload() {
    use crate::App;
    use crate::app::tests::{described, run};
    let mut app = App::new(13);
    // 横刀立马's C (row 4) down into the empty row and right along it: one move.
    run(&mut app, "4 down down down enter down right enter");
    assert_eq!(app.klotski().unwrap().moves(), 1);
    let before = described(&app);
    run(&mut app, "del");
    assert_eq!(app.klotski().unwrap().moves(), 0);
    let undone = *app.klotski().unwrap().board();
    run(&mut app, "menu 5");
    assert_eq!(app.klotski().unwrap().message(), "redone");
    assert_eq!(described(&app).replacen("redone\n", "", 1), before.as_str());
    // Taken back again, the game saved and read back: the redo comes back with it.
    run(&mut app, "del");
    let mut file = [0u8; crate::state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    let mut again = App::new(1);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "menu 5");
    assert_eq!(
        described(&again).replacen("redone\n", "", 1),
        before.as_str()
    );
    run(&mut again, "menu 5");
    assert_eq!(again.klotski().unwrap().message(), "nothing to redo");
    // Undone, then C picked up and slid down by hand: nothing left to redo.
    run(&mut again, "del enter down enter");
    assert_ne!(*again.klotski().unwrap().board(), undone);
    run(&mut again, "menu 5");
    assert_eq!(again.klotski().unwrap().message(), "nothing to redo");
    assert_eq!(again.klotski().unwrap().moves(), 1);
}

/// A tap on a block picks it up (tapped again, puts it down), and a tap on a free cell next
/// to the picked block slides it there, as the cursor, OK and the arrow do: the cells'
/// centres found from the box's geometry, and one pixel written out (block C of 横刀立马,
/// row 4, column 2, as the golden shot `klotski-mid-game`'s start shows it). A tap on a free
/// cell away from the block does nothing; a layout tapped in the list is chosen.
#[test]
fn a_tap_picks_a_block_and_another_slides_it() {
    use super::view::{GRID, MENU};
    use crate::App;
    use crate::app::tests::{described, run, tap};
    let mut app = App::new(3);
    let mut by_key = App::new(3);
    run(&mut app, "4");
    run(&mut by_key, "4 down down down enter down");
    tap(&mut app, GRID.centre(13));
    let c = app.klotski().unwrap().board().block_at(13).map(|b| b as u8);
    assert_eq!(app.klotski().unwrap().picked, c);
    // The free cell below D, diagonal to C.
    tap(&mut app, GRID.centre(18));
    assert_eq!(app.klotski().unwrap().moves(), 0, "not next to C");
    tap(&mut app, GRID.centre(17));
    assert_eq!(described(&app), described(&by_key));
    // C, now at 17, tapped: put down, as OK does.
    tap(&mut app, GRID.centre(17));
    run(&mut by_key, "enter");
    assert_eq!(described(&app), described(&by_key));
    // Picked by its pixel, slid back up by the cell above it, put down.
    run(&mut app, "tap:65:191 tap:65:153 tap:65:153");
    run(&mut by_key, "enter up enter");
    assert_eq!(
        app.klotski().unwrap().board(),
        by_key.klotski().unwrap().board()
    );
    assert_eq!(app.klotski().unwrap().picked, None);
    // The menu's third entry (another layout), then the third layout, tapped twice.
    run(&mut app, "menu");
    let ((x, y), _) = MENU;
    tap(&mut app, Point::new(x + 20, y + 4 + 2 * 14 + 7));
    assert!(matches!(app.klotski().unwrap().phase, Phase::Choose(_)));
    let third = super::view::layout_at(0, Point::new(40, 16 + 3 * 14 + 2));
    assert_eq!(third, Some(2));
    // The list scrolled to its end (14 of its 16 lines shown): its first line shown is
    // the third layout.
    let last = LAYOUTS.len() - 1;
    assert_eq!(
        super::view::layout_at(last, Point::new(40, 16 + 14 + 2)),
        Some(2)
    );
    // A move was made and taken back: nothing to lose, no question.
    run(&mut app, "tap:40:65 tap:40:65");
    assert_eq!(app.klotski().unwrap().layout, 2);
}

/// The screen speaks the player's language: the layout, the moves, the rows, the cursor,
/// a hint's route and the list of layouts in French and in Chinese, no English word left;
/// the layouts keep their Hanzi and pinyin.
#[test]
fn klotski_speaks_french_and_chinese() {
    use crate::App;
    use crate::app::tests::{described, run};
    use crate::lang::Lang;
    let mut app = App::new(13);
    app.set_lang(Lang::Fr);
    // 横刀立马's C (row 4) down into the empty row and right along it: one move.
    run(&mut app, "4 down down down enter down right enter");
    let said = described(&app);
    for word in [
        "L'âne rouge, 1 coup\n",
        "横刀立马 (héng dāo lì mǎ) : 81 coups au minimum",
        "ligne 1 : GAAH",
        "curseur ligne 5, colonne 3 : bloc C",
    ] {
        assert!(said.contains(word), "no {word:?} in {said}");
    }
    for english in ["move", "row", "cursor", "block", "Goal", "fewest"] {
        assert!(!said.contains(english), "{english:?} in {said}");
    }
    let route = [Dir::Down, Dir::Down, Dir::Left];
    let words = |lang| std::format!("{}", Route(&route, lang));
    assert_eq!(words(Lang::En), "down 2, then left");
    assert_eq!(words(Lang::Fr), "bas (2 cases), puis gauche");
    // As the sliding puzzle's hint says it: 把 E 向下 2 格，再向左移.
    assert_eq!(words(Lang::Zh), "下 2 格，再向左");
    let mut app = App::new(13);
    app.set_lang(Lang::Zh);
    run(&mut app, "4 menu 1");
    let said = described(&app);
    for word in [
        "华容道，已走 0 步",
        "第 1 行：GAAH",
        "光标在第",
        "把 E 向右移：从这里最少 81 步",
    ] {
        assert!(said.contains(word), "no {word:?} in {said}");
    }
    run(&mut app, "menu 3");
    let said = described(&app);
    assert!(said.contains("华容道：选择布局"), "{said}");
    assert!(
        said.contains("横刀立马 héng dāo lì mǎ：最少 81 步（已选）"),
        "{said}"
    );
    for english in ["move", "row", "cursor", "fewest", "choose"] {
        assert!(!said.contains(english), "{english:?} in {said}");
    }
}

/// A solution shown plays on a board of its own: at its end Cao Cao is out on screen, but
/// the player's game is as it was (no moves counted, no win said), Back goes back to it,
/// and after the end any other key is the player's again.
#[test]
fn a_solution_shown_is_not_the_players_game() {
    use crate::App;
    use crate::app::tests::{described, run};
    let mut app = App::new(1);
    run(&mut app, "4 menu 2");
    let k = app.klotski().unwrap();
    let start = *k.board();
    assert!(k.shown().is_solved(), "the solution played to its end");
    assert_eq!((k.moves(), k.board().is_solved()), (0, false));
    assert!(!k.message().contains("escapes"), "{}", k.message());
    run(&mut app, "esc");
    let k = app.klotski().unwrap();
    assert_eq!((*k.shown(), *k.board()), (start, start));
    assert!(!described(&app).contains("playing"));
    // Played again; past its end a key moves the cursor on the player's board.
    run(&mut app, "menu 2 down");
    let k = app.klotski().unwrap();
    assert_eq!((*k.shown(), k.moves()), (start, 0));
    assert!(!described(&app).contains("playing"));
}

#[test]
fn every_menu_entry_has_a_byte_of_its_own() {
    use crate::toolkit::menu::Menu;
    crate::state::assert_own_bytes(Action::ALL);
}

/// Cao Cao out by the player's own moves is a win at the layout: counted once, its moves
/// the fewest so far; shown under the layout's picture in the list and said there, kept by
/// a save. (比翼横空, 28 moves, played hint by hint.)
#[test]
fn an_escape_is_a_record_at_its_layout() {
    use crate::Key;
    use crate::screen::{Describe, Input, Lent, Saved, Screen};
    use crate::state::{Reader, Writer, open, seal};
    use rand_core::SeedableRng;
    let mut screen = KlotskiScreen::new().unwrap();
    screen.open_layout(12);
    let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(1);
    let mut room = std::boxed::Box::new([0u32; ROOM_WORDS]);
    for _ in 0..40 {
        if screen.board.is_solved() {
            break;
        }
        let mut lent = Lent {
            rng: &mut rng,
            room: &mut *room,
        };
        screen.handle(Key::Menu, &mut lent);
        screen.handle(Key::Digit(1), &mut lent);
        while screen.tick(&mut lent) {}
        let (index, to) = screen.hinted.expect("a hint");
        let before = screen.cell_of(index);
        assert!(screen.route(index, to));
        screen.moved(index, before);
    }
    let record = screen.record(12);
    assert_eq!((record.won, record.fewest), (1, Some(28)));
    // Undone and made again: the same win.
    screen.undo();
    screen.redo();
    assert_eq!(screen.record(12).won, 1);
    screen.phase = Phase::Choose(12);
    let mut said = std::string::String::new();
    screen.describe(&mut said).unwrap();
    assert!(said.ends_with("\nwon 1; best 28, 0:00\n"), "{said}");
    let mut file = [0u8; crate::state::MAX_BYTES];
    let mut out = Writer::new(&mut file);
    screen.save(&mut out);
    let n = seal(out).unwrap();
    let mut input: Reader<'_> = open(&file[..n]).unwrap();
    let again = KlotskiScreen::load(&mut input).unwrap();
    assert_eq!(again.record(12), record);
    assert_eq!(again.record(0).won, 0);
}

/// A solution shown, saved and read back, is searched for again and shown where it was;
/// Back while that search runs stops it for good (it does not start again at the next
/// tick), and so does a search that ends without the solution.
#[test]
fn a_solution_searched_again_after_a_load_stops_on_back() {
    use crate::app::tests::run;
    use crate::{App, Key};
    let mut app = App::new(4);
    run(&mut app, "4 menu 2 enter left left");
    let len = app.klotski().unwrap().solution_len().unwrap();
    let mut file = [0u8; crate::state::MAX_BYTES];
    let n = app.save(&mut file).unwrap();
    // Read back and run until idle: the same solution, paused two moves from its end.
    let mut again = App::new(9);
    again.restore(&file[..n]).unwrap();
    run(&mut again, "4");
    assert_eq!(again.klotski().unwrap().solution_len(), Some(len));
    assert_eq!(
        again.klotski().unwrap().shown(),
        app.klotski().unwrap().shown()
    );
    // Read back, one tick (the search starts again), then Back: stopped, for good.
    let mut back = App::new(9);
    back.restore(&file[..n]).unwrap();
    back.handle(Key::Digit(4));
    assert!(back.tick(), "the search starts again");
    back.handle(Key::Back);
    let mut ticks = 0;
    while back.tick() {
        ticks += 1;
        assert!(ticks < 1000, "the search started again");
    }
    assert_eq!(back.klotski().unwrap().message(), "stopped");
    assert_eq!(back.klotski().unwrap().solution_len(), None);
}
