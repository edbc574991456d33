//! Klotski's tests: the moves counted past the undo list.

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
