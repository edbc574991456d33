//! Klotski's tests: the moves counted past the undo list, and moves undone and redone.

use super::*;

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
