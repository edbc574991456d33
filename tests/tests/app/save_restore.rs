//! A reload changes nothing: for every puzzle, random key scripts played straight through
//! and played with the games saved and restored into a fresh app after every step end on
//! the same screen, pixel for pixel, and the same description. Each script opens its puzzle
//! from the home menu and then plays steps that stay inside it: a key, or a menu's entry
//! picked by its number (a menu a step leaves open, as Klotski's layouts, is reloaded open;
//! a solution shown, paused and stepped back half-way is reloaded there, the knight's and
//! Klotski's after their search runs again; a question is not kept: no reload while one
//! waits); no Help, no Back (home, where a digit could start a new random game: the random
//! numbers are not kept), and no entry that starts a new random game. After a reload the
//! app runs until idle, as a board keeps ticking before the player's next key.

use jiugong_board::framebuffer::{Framebuffer, PIXELS};
use jiugong_calc::{App, Key};
use proptest::prelude::*;
use std::fmt::Write;

/// The bytes a saved state may take.
const STATE_BYTES: usize = jiugong_calc::state::MAX_BYTES;

/// The keys that open `puzzle` from a fresh app, and the steps played in it: one key each,
/// or the menu's key and an entry's number.
fn puzzle(number: u8) -> (&'static str, Vec<Vec<Key>>) {
    let keys = |ks: &[Key]| ks.iter().map(|&k| vec![k]).collect::<Vec<_>>();
    let arrows = keys(&[Key::Up, Key::Down, Key::Left, Key::Right]);
    let digits = |ds: &[u8]| ds.iter().map(|&d| vec![Key::Digit(d)]).collect::<Vec<_>>();
    let menu = |entry: u8| vec![vec![Key::Menu, Key::Digit(entry)]];
    match number {
        // Sudoku: an easy puzzle; digits in pen and in pencil (OK switches), clearing (0),
        // undo, the hint's three presses (menu 1, taken twice as often: a hint half-told is
        // kept), redo (menu 8).
        1 => (
            "1 enter",
            [
                &arrows[..],
                &digits(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
                &keys(&[Key::Ok, Key::Undo]),
                &menu(1),
                &menu(1),
                &menu(8),
            ]
            .concat(),
        ),
        // The knight: its square chosen, a tour made by hand (OK jumps, Undo takes back), a
        // tour found (no random numbers: menu 1, from the start or from where the hand's
        // tour is), menu 4: open or closed before the start, redo while touring.
        2 => (
            "2",
            [
                &arrows[..],
                &keys(&[Key::Ok, Key::Undo]),
                &menu(1),
                &menu(4),
            ]
            .concat(),
        ),
        // The sliding puzzle: tiles slid by the arrows, undo, redo (menu 9), a solution shown
        // (menu 2), paused and stepped (OK, the arrows).
        3 => (
            "3",
            [
                &arrows[..],
                &keys(&[Key::Undo, Key::Ok]),
                &menu(9),
                &menu(2),
            ]
            .concat(),
        ),
        // Klotski: blocks picked and dropped, undo, the hint (menu 1), the fewest moves
        // shown (menu 2), the layout list (menu 3: kept open across a reload; OK plays the
        // layout selected), restart (menu 4), redo (menu 5).
        4 => (
            "4",
            [
                &arrows[..],
                &keys(&[Key::Undo, Key::Ok]),
                &menu(1),
                &menu(2),
                &menu(3),
                &menu(4),
                &menu(5),
            ]
            .concat(),
        ),
        // The star: points numbered, undo, a filling shown (menu 1), the next star (menu 2),
        // redo (menu 4).
        _ => (
            "5",
            [
                &arrows[..],
                &keys(&[Key::Undo, Key::Ok]),
                &menu(1),
                &menu(2),
                &menu(4),
            ]
            .concat(),
        ),
    }
}

/// A key handled and the app's work run until it is idle.
fn press(app: &mut App, key: Key) {
    app.handle(key);
    while app.tick() {}
}

/// What a player sees and hears: the screen's pixels and the description.
fn seen(app: &App) -> (Vec<u16>, String) {
    let mut pixels = Box::new([0u16; PIXELS]);
    app.draw(&mut Framebuffer::new(&mut pixels)).unwrap();
    let mut words = String::new();
    app.describe(&mut words).unwrap();
    (pixels.to_vec(), words)
}

/// The games saved and read back into a fresh app (another seed: nothing may come from it).
fn reloaded(app: &App) -> App {
    let mut state = vec![0u8; STATE_BYTES];
    let n = app.save(&mut state).unwrap();
    let mut fresh = App::new(0xDEAD);
    fresh.restore(&state[..n]).unwrap();
    while fresh.tick() {}
    fresh
}

/// `steps` (indices into the puzzle's steps) played in puzzle `number` straight through and
/// with a reload after every step: the two end alike.
fn check(number: u8, seed: u64, steps: &[usize]) {
    let (open, alphabet) = puzzle(number);
    let steps: Vec<&[Key]> = steps
        .iter()
        .map(|&i| &alphabet[i % alphabet.len()][..])
        .collect();
    both_ways(number, seed, open, &steps);
}

/// `steps` played in puzzle `number` (opened by the keys `open`) straight through and with
/// a reload after every step: the two end alike. The app played straight through.
fn both_ways(number: u8, seed: u64, open: &str, steps: &[&[Key]]) -> App {
    let mut straight = App::new(seed);
    for key in Key::parse_script(open) {
        press(&mut straight, key.unwrap());
    }
    let mut reloading = reloaded(&straight);
    let mut played = String::new();
    for &step in steps {
        for &key in step {
            let _ = write!(played, "{key} ");
            press(&mut straight, key);
            press(&mut reloading, key);
        }
        let (a, b) = (seen(&straight), seen(&reloading));
        assert_eq!(
            a.1, b.1,
            "puzzle {number}, seed {seed}, after {open} {played}"
        );
        assert!(
            a.0 == b.0,
            "puzzle {number}, seed {seed}, after {open} {played}: the screens differ"
        );
        // A question waiting for yes or no is not kept (an open menu is, from format 9).
        if reloading.question().is_none() {
            reloading = reloaded(&reloading);
        }
    }
    straight
}

// Three properties, so that the test harness plays them side by side on two cores: Klotski,
// whose hint runs a shortest-path search to its end, costs as much as the other four
// together (in an eighth as many scripts).
proptest! {
    #![proptest_config(ProptestConfig { cases: 250, ..ProptestConfig::default() })]

    /// Sudoku and the knight.
    #[test]
    fn a_reload_after_every_key_changes_nothing(
        number in 1u8..=2,
        seed in 0u64..1000,
        steps in proptest::collection::vec(0usize..64, 1..24),
    ) {
        check(number, seed, &steps);
    }

    /// The sliding puzzle and the star.
    #[test]
    fn a_reload_after_every_key_changes_nothing_in_the_sliding_puzzle_and_the_star(
        number in proptest::sample::select(vec![3u8, 5]),
        seed in 0u64..1000,
        steps in proptest::collection::vec(0usize..64, 1..24),
    ) {
        check(number, seed, &steps);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn a_reload_after_every_key_changes_nothing_in_klotski(
        seed in 0u64..1000,
        steps in proptest::collection::vec(0usize..64, 1..24),
    ) {
        check(4, seed, &steps);
    }
}

/// The reload that lost a Klotski game: C slid down, the game saved and read back, then
/// undone — C must go back, not D into C's old cell.
#[test]
fn a_klotski_undo_after_a_reload_takes_back_the_last_move() {
    // In the first layout: 4 opens Klotski, the cursor goes to C, Enter picks it up, Down
    // and Enter drop it one cell lower.
    let mut app = App::new(1);
    for key in Key::parse_script("4 down down down enter down enter") {
        press(&mut app, key.unwrap());
    }
    let before = *app.klotski().unwrap().board();
    let mut app = reloaded(&app);
    press(&mut app, Key::Undo);
    let mut straight = App::new(1);
    for key in Key::parse_script("4 down down down enter down enter del") {
        press(&mut straight, key.unwrap());
    }
    assert_ne!(
        *app.klotski().unwrap().board(),
        before,
        "the move was taken back"
    );
    assert!(
        seen(&app) == seen(&straight),
        "the same screen and words as without the reload"
    );
}

/// Moves taken back and made again by each puzzle's redo (its menu's last entry), a reload
/// after every key: the moves to redo are kept with the game.
#[test]
fn a_redo_after_a_reload_makes_the_move_again() {
    for (number, open, script) in [
        (
            1,
            "1 enter",
            "5 right 5 right 5 right 5 del del menu 8 menu 8",
        ),
        (
            2,
            "2",
            "enter up up right enter down right right enter del del menu 4 menu 4",
        ),
        (3, "3", "down right down del del menu 9 menu 9"),
        (4, "4", "down down down enter down right enter del menu 5"),
        (5, "5", "enter down down enter del del menu 4 menu 4"),
    ] {
        let keys: Vec<Key> = Key::parse_script(script).map(Result::unwrap).collect();
        let steps: Vec<&[Key]> = keys.iter().map(std::slice::from_ref).collect();
        let app = both_ways(number, 2, open, &steps);
        let words = seen(&app).1;
        assert!(words.contains("redone\n"), "puzzle {number}: {words}");
    }
}

/// A solution shown, paused and stepped back half-way, in every puzzle that plays one back
/// (the sliding puzzle's, Klotski's fewest moves, the knight's tour; the star's below), a
/// reload after every key: the playback comes back where it was, paused, and goes on from
/// there.
#[test]
fn a_playback_half_way_is_kept() {
    for (number, open, script) in [
        (2, "2", "menu 1 ok left left left ok ok left"),
        (3, "3 down left down", "menu 2 ok left left ok ok left"),
        (4, "4", "menu 2 ok left left left left right"),
    ] {
        let keys: Vec<Key> = Key::parse_script(script).map(Result::unwrap).collect();
        let steps: Vec<&[Key]> = keys.iter().map(std::slice::from_ref).collect();
        let app = both_ways(number, 2, open, &steps);
        let words = seen(&app).1;
        let paused = words
            .lines()
            .find(|l| l.contains(" paused"))
            .unwrap_or_else(|| panic!("puzzle {number}: paused: {words}"));
        // "move 3 of 30, paused": neither at the start nor at the end.
        let numbers: Vec<usize> = paused
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .collect();
        assert!(
            numbers.len() >= 2 && 0 < numbers[0] && numbers[0] < numbers[1],
            "puzzle {number}: {paused}"
        );
    }
}

/// The star's filling shown, paused while it plays (once played it is the star's numbers):
/// reloaded there, it goes on as it would have.
#[test]
fn a_filling_shown_half_way_is_kept() {
    let mut straight = App::new(2);
    for key in Key::parse_script("5 menu 1").map(Result::unwrap) {
        straight.handle(key);
    }
    // Four points shown, then paused.
    for _ in 0..4 * usize::from(jiugong_calc::toolkit::playback::PACE) {
        straight.tick();
    }
    straight.handle(Key::Ok);
    let mut reloading = reloaded(&straight);
    let (a, b) = (seen(&straight), seen(&reloading));
    assert_eq!(a.1, b.1);
    assert!(a.0 == b.0, "the screens differ");
    assert!(a.1.contains("move 4 of 10, paused"), "{}", a.1);
    for key in Key::parse_script("left ok").map(Result::unwrap) {
        press(&mut straight, key);
        press(&mut reloading, key);
        assert_eq!(seen(&straight), seen(&reloading));
    }
    assert!(seen(&straight).1.contains("10 of 10 points filled"));
}
