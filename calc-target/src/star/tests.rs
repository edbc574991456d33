//! The star's tests: every star's points inside the play area and apart, every label in
//! its circle, and the arrows reaching every point; and, played through the app as a player
//! would, the pentagram's jumps, other stars' fillings, and numbers undone and redone.

extern crate std;

use super::view::PLAY_RIGHT;
use super::*;
use crate::App;
use crate::app::tests::run;
use crate::toolkit::layout;
use core::fmt::Write;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{Circle, ContainsPoint};

/// Every star the app offers, as the menu's "the next star" cycles through them.
fn every_star() -> impl Iterator<Item = StarScreen> {
    let mut screen = StarScreen::default();
    (0..SHAPES.len()).map(move |_| {
        let this = screen.clone();
        screen.next_shape();
        this
    })
}

/// The same star with every point filled (labels are the fill numbers, up to two
/// digits): a filling from the paper or the search, else the points in index order.
fn filled(mut s: StarScreen) -> StarScreen {
    s.order.clear();
    for p in 0..s.star.points() {
        let _ = s.order.push(p as u8); // room for every point
    }
    s
}

#[test]
fn every_point_lies_in_the_play_area_and_no_two_touch() {
    for s in every_star() {
        let (n, k) = s.star.shape();
        let points = s.star.points();
        for p in 0..points {
            let (c, d) = s.circle(p);
            let r = d as i32 / 2 + 1;
            assert!(
                c.x - r >= 0 && c.x + r < PLAY_RIGHT,
                "{{{n}/{k}}} point {p} at {c:?}"
            );
            assert!(
                c.y - r >= layout::TOP && c.y + r < layout::BOTTOM,
                "{{{n}/{k}}} point {p} at {c:?}"
            );
            for q in p + 1..points {
                let (e, _) = s.circle(q);
                let (dx, dy) = (c.x - e.x, c.y - e.y);
                // A pixel of background between the two circles.
                let apart = d as i32 + 2;
                assert!(
                    dx * dx + dy * dy >= apart * apart,
                    "{{{n}/{k}}}: points {p} and {q} touch"
                );
            }
        }
    }
}

#[test]
fn every_label_fits_its_circle() {
    for s in every_star().flat_map(|s| [s.clone(), filled(s)]) {
        let (n, k) = s.star.shape();
        for p in 0..s.star.points() {
            let label = s.label(p);
            assert!(!label.is_empty(), "{{{n}/{k}}} point {p} has a name");
            let mut text = s.label_text(p);
            text.text = &label;
            let b = text.bounding_box();
            let (c, d) = s.circle(p);
            let circle = Circle::with_center(c, d);
            let corners = [
                b.top_left,
                b.top_left + Point::new(b.size.width as i32 - 1, 0),
                b.top_left + Point::new(0, b.size.height as i32 - 1),
                b.top_left + Point::new(b.size.width as i32 - 1, b.size.height as i32 - 1),
            ];
            for corner in corners {
                assert!(
                    circle.contains(corner),
                    "{{{n}/{k}}} point {p}: '{label}' at {b:?} leaves its circle at {c:?}"
                );
            }
        }
    }
}

/// An arrow goes to a point on its side, the nearest within 45° of it when there is one;
/// and the arrows reach every point from every point.
#[test]
fn arrows_go_to_the_nearest_point_in_their_direction() {
    let arrows = [(0, -1), (0, 1), (-1, 0), (1, 0)];
    for s in every_star() {
        let (n, k) = s.star.shape();
        let points = s.star.points();
        let at = |p: usize| s.circle(p).0;
        for p in 0..points {
            for (dx, dy) in arrows {
                let q = s.toward(p, (dx, dy));
                let v = |q: usize| (at(q).x - at(p).x, at(q).y - at(p).y);
                let ahead = |q: usize| v(q).0 * dx + v(q).1 * dy;
                let aside = |q: usize| (v(q).0 * dy - v(q).1 * dx).abs();
                let dist = |q: usize| v(q).0 * v(q).0 + v(q).1 * v(q).1;
                let cone: heapless::Vec<usize, MAX_POINTS> = (0..points)
                    .filter(|&o| o != p && ahead(o) > 0 && aside(o) <= ahead(o))
                    .collect();
                if q == p {
                    assert!((0..points).all(|o| o == p || ahead(o) <= 0));
                    continue;
                }
                assert!(ahead(q) > 0, "{{{n}/{k}}} {p} {dx},{dy} -> {q}");
                if !cone.is_empty() {
                    assert!(cone.contains(&q), "{{{n}/{k}}} {p} {dx},{dy} -> {q}");
                    assert!(cone.iter().all(|&o| dist(o) >= dist(q)));
                }
            }
        }
        for from in 0..points {
            let mut seen = [false; MAX_POINTS];
            let mut todo: heapless::Vec<usize, MAX_POINTS> = heapless::Vec::new();
            seen[from] = true;
            let _ = todo.push(from); // each point is queued once
            while let Some(p) = todo.pop() {
                for arrow in arrows {
                    let q = s.toward(p, arrow);
                    if !seen[q] {
                        seen[q] = true;
                        let _ = todo.push(q);
                    }
                }
            }
            assert!(
                seen[..points].iter().all(|&x| x),
                "{{{n}/{k}}}: not every point is reachable from {from}"
            );
        }
    }
}

#[test]
fn pentagram_play_and_watch() {
    let mut app = App::new(7);
    // The arrows go to the nearest point that way: A, down to H, left to B.
    run(&mut app, "5 enter down left enter");
    // 0 on A; A to B: neighbours, refused with the reason.
    assert_eq!(app.star().unwrap().order(), &[0]);
    assert!(app.star().unwrap().message().contains("neighbours"));
    run(&mut app, "down enter");
    // A to C (below B): over B along A-B-C-D.
    assert_eq!(app.star().unwrap().order(), &[0, 2]);
    run(&mut app, "up enter");
    // C to B: neighbours on A-B-C-D, which is what is said (not a bend at the tip I,
    // which both are next to as well).
    let message = app.star().unwrap().message();
    assert!(
        message.contains("neighbours") && !message.contains("bends"),
        "{message}"
    );
    run(&mut app, "del del menu 1");
    let s = app.star().unwrap();
    let paper = jiugong_core::star::paper_fill(1).unwrap();
    assert_eq!(s.order(), paper.order());
}

#[test]
fn other_stars_play_and_show_a_filling() {
    let mut app = App::new(7);
    // A digit switches nothing; the menu's second entry goes to the next star.
    run(&mut app, "5 0");
    assert_eq!(app.star().unwrap().star().shape(), (5, 2));
    run(&mut app, "menu 2");
    assert_eq!(app.star().unwrap().star().shape(), (7, 2));
    run(&mut app, "menu 1");
    let s = app.star().unwrap();
    assert_eq!(s.order().len(), 14);
    assert!(jiugong_core::star::is_filling(s.star(), s.order()));
    // {7/3}, {8/3} and {9/2} have no filling from any point: said as a fact of the star.
    for shape in [(7, 3), (8, 3), (9, 2)] {
        run(&mut app, "menu 2 menu 1");
        assert_eq!(app.star().unwrap().star().shape(), shape);
        let mut fact = heapless::String::<64>::new();
        let _ = write!(
            fact,
            "{{{}/{}}}: no point can start a full filling",
            shape.0, shape.1
        );
        assert_eq!(app.star().unwrap().message(), fact.as_str());
    }
    // Round the list back to the paper's pentagram.
    run(&mut app, "menu 2 menu 2");
    assert_eq!(
        app.star().unwrap().star(),
        &jiugong_core::star::Star::pentagram()
    );
}

/// The words read the star's lines and, once a number is placed, where the next may land:
/// exactly the points a jump to is legal, as the core's rule says.
#[test]
fn the_words_read_the_lines_and_the_legal_jumps() {
    let mut app = App::new(8);
    run(&mut app, "5 enter");
    let mut words: heapless::String<1024> = heapless::String::new();
    app.describe(&mut words).unwrap();
    let star = app.star().unwrap().star();
    let lines = words.lines().find(|l| l.starts_with("lines: ")).unwrap();
    assert_eq!(lines.split("; ").count(), star.lines(), "{words}");
    let from = usize::from(app.star().unwrap().order()[0]);
    let mut filled = [false; jiugong_core::star::MAX_POINTS];
    filled[from] = true;
    let legal: heapless::Vec<usize, 16> = (0..star.points())
        .filter(|&to| star.check_jump(&filled, from, to).is_ok())
        .collect();
    let said = words
        .lines()
        .find(|l| l.starts_with("jumps from "))
        .unwrap();
    assert_eq!(said.split(' ').count(), 3 + legal.len(), "{said}");
    assert!(!legal.is_empty());
}

/// Undo then Menu → redo (the menu's last entry) numbers the points taken back again, the
/// first one too; a new number forgets them.
#[test]
fn redo_numbers_again_the_points_taken_back() {
    let mut app = App::new(7);
    // 0 on A, 1 a jump away.
    run(&mut app, "5 enter down down enter");
    let numbered: heapless::Vec<u8, 2> =
        heapless::Vec::from_slice(app.star().unwrap().order()).unwrap();
    assert_eq!(numbered.len(), 2);
    let before = crate::app::tests::described(&app);
    run(&mut app, "del del");
    assert!(app.star().unwrap().order().is_empty());
    run(&mut app, "menu 4");
    assert_eq!(app.star().unwrap().order(), &numbered[..1]);
    assert_eq!(app.star().unwrap().message(), "redone");
    run(&mut app, "menu 4");
    assert_eq!(
        crate::app::tests::described(&app).replacen("redone\n", "", 1),
        before.as_str()
    );
    run(&mut app, "menu 4");
    assert_eq!(app.star().unwrap().message(), "nothing to redo");
    // Taken back, then numbered by hand (the cursor is still on the point): nothing to
    // redo.
    run(&mut app, "del enter menu 4");
    assert_eq!(app.star().unwrap().order(), &numbered[..]);
    assert_eq!(app.star().unwrap().message(), "nothing to redo");
}

/// A redo that numbers the last point says the star is full, as OK does.
#[test]
fn a_redo_that_fills_the_star_says_so() {
    let mut s = StarScreen::default();
    for &p in jiugong_core::star::paper_fill(0).unwrap().order() {
        s.order.push(p).unwrap();
    }
    s.undo();
    assert_eq!(s.order().len(), 9);
    s.redo();
    assert_eq!(s.order().len(), 10);
    assert_eq!(s.message(), "all 10 filled!");
}

/// A tap on a point numbers it, as the cursor moved there and OK would: the point's centre
/// from the star's geometry, and one pixel written out (A, the pentagram's top tip, on the
/// golden shot `pentagram-mid-game`); a tap between the points does nothing.
#[test]
fn a_tap_on_a_point_numbers_it() {
    use crate::app::tests::tap;
    let mut app = App::new(8);
    run(&mut app, "5 tap:115:33");
    assert_eq!(app.star().unwrap().order(), [0]);
    run(&mut app, "tap:150:180 tap:300:20");
    assert_eq!(app.star().unwrap().order(), [0]);
    let mut app = App::new(8);
    run(&mut app, "5");
    let (centre, _) = app.star().unwrap().circle(3);
    tap(&mut app, centre);
    let star = app.star().unwrap();
    let next = (0..star.star.points() as u8)
        .find(|&p| star.may_number(p))
        .unwrap();
    let (centre, _) = star.circle(usize::from(next));
    tap(&mut app, centre);
    assert_eq!(app.star().unwrap().order(), [3, next]);
}

/// The star in French and in Chinese: the points, lines and jumps, an illegal jump's
/// reason, the question before a filling, the filling and the next star all said in the
/// player's language, with no English word left; and every help line on the way fits the
/// help bar with every keypad's key names.
#[test]
fn the_star_speaks_french_and_chinese() {
    use crate::app::tests::described;
    use crate::toolkit::theme;
    let cases = [
        (
            Lang::Fr,
            [
                "Étoile {5/2}, points remplis : 1 sur 10\n",
                "lignes : A-B-C-D ; D-E-F-G ;",
                "0 sur A\n",
                "sauts depuis A : C F\n",
                "curseur sur G\n",
                "les deux points ne sont pas sur une même ligne\n",
            ],
            [
                "l'algorithme du document depuis A\n",
                "Étoile {7/2}, points remplis : 0 sur 14\n",
            ],
        ),
        (
            Lang::Zh,
            [
                "星形 {5/2}：已填 1 个点，共 10 个\n",
                "连线： A-B-C-D；D-E-F-G；",
                "0 在 A\n",
                "从 A 可跳到： C F\n",
                "光标在 G\n",
                "两点不在同一条线上\n",
            ],
            [
                "原文的算法，从 A 出发\n",
                "星形 {7/2}：已填 0 个点，共 14 个\n",
            ],
        ),
    ];
    for (lang, playing, later) in cases {
        let mut app = App::new(8);
        app.set_lang(lang);
        let mut said = std::vec::Vec::new();
        for keys in [
            "5 enter right right enter right enter",
            "menu 1",
            "1",
            "menu 2",
        ] {
            run(&mut app, keys);
            let help = app.help();
            for keypad in crate::Keypad::ALL {
                let chars = theme::help_chars(keypad, lang, &help);
                assert!(chars <= theme::HELP_CHARS, "{lang:?} {keypad:?}: {help:?}");
            }
            said.push(described(&app));
        }
        for words in playing {
            assert!(
                said[0].contains(words),
                "{lang:?}: no {words:?} in {}",
                said[0]
            );
        }
        assert_eq!(app.question(), None);
        assert!(said[1].contains(Phrase::AskWatch.text(lang)), "{}", said[1]);
        assert!(said[2].contains(later[0]), "{lang:?}: {}", said[2]);
        assert!(said[3].contains(later[1]), "{lang:?}: {}", said[3]);
        for said in &said {
            for english in ["Star", "lines", "cursor", "jumps from", "filled", " on "] {
                assert!(!said.contains(english), "{lang:?}: {english:?} in {said}");
            }
        }
    }
}

/// The title, 君子不忘其旧, has a glyph for each of its characters.
#[test]
fn the_title_is_covered_by_the_glyphs() {
    assert!(crate::toolkit::hanzi::covers(super::TITLE));
}

/// A filling by hand from a point no filling starts at is warned of at its first number,
/// before the player numbers a point more; a point that starts one says to jump on.
#[test]
fn a_start_with_no_filling_is_said_at_the_first_number() {
    let mut app = App::new(7);
    // {7/3}: no point starts a full filling.
    run(&mut app, "5 menu 2 menu 2");
    assert_eq!(app.star().unwrap().star().shape(), (7, 3));
    run(&mut app, "enter");
    assert_eq!(app.star().unwrap().order().len(), 1);
    assert_eq!(
        app.star().unwrap().message(),
        "{7/3}: no point can start a full filling"
    );
    // {7/2}: every point does.
    run(&mut app, "del menu 2 menu 2 menu 2 menu 2 menu 2");
    assert_eq!(app.star().unwrap().star().shape(), (7, 2));
    run(&mut app, "enter");
    assert_eq!(app.star().unwrap().order().len(), 1);
    assert_eq!(app.star().unwrap().message(), "0 on A: now jump");
}

#[test]
fn every_menu_entry_has_a_byte_of_its_own() {
    use crate::toolkit::menu::Menu;
    crate::state::assert_own_bytes(Action::ALL);
}

/// A full filling numbered by hand counts once for its star: numbers taken back and placed
/// again do not count it again, a filling shown by the search or the paper's algorithm is
/// not the player's, and the count is kept with the games and across stars.
#[test]
fn a_filling_by_hand_counts_once_for_its_star() {
    let paper = jiugong_core::star::paper_fill(0).unwrap();
    let mut s = StarScreen::default();
    // The player's own filling: its first point placed (OK), then each jump.
    let by_hand = |s: &mut StarScreen| {
        s.cursor = paper.order()[0];
        s.choose();
        for &p in &paper.order()[1..] {
            s.number(p);
        }
    };
    by_hand(&mut s);
    assert_eq!(s.fills(), 1);
    s.undo();
    s.redo();
    s.undo();
    s.number(paper.order()[9]);
    assert_eq!(s.fills(), 1);
    // Cleared and numbered again: a second filling.
    s.confirmed_now(Confirm::Clear);
    by_hand(&mut s);
    assert_eq!(s.fills(), 2);
    // The paper's filling shown, then its last number taken back and placed: not counted.
    s.watch_filling();
    let mut rng = <rand_xorshift::XorShiftRng as rand_core::SeedableRng>::seed_from_u64(1);
    while s.watching.is_some() {
        s.tick(&mut crate::screen::Lent {
            rng: &mut rng,
            room: &mut (),
        });
    }
    assert_eq!(s.order().len(), 10);
    s.undo();
    s.redo();
    assert_eq!(s.fills(), 2);
    // Taken back to its first point and redone whole: still the computer's.
    for _ in 0..10 {
        s.undo();
    }
    assert!(s.order().is_empty());
    for _ in 0..10 {
        s.redo();
    }
    assert_eq!(s.order().len(), 10);
    assert_eq!(s.fills(), 2);
    // Kept with the games, and by the pentagram while another star shows.
    use crate::screen::{Describe, Saved};
    let mut file = [0u8; 256];
    let mut out = crate::state::Writer::new(&mut file);
    s.save(&mut out);
    let n = crate::state::seal(out).unwrap();
    let mut input = crate::state::open(&file[..n]).unwrap();
    let mut again = StarScreen::load(&mut input).unwrap();
    assert_eq!(again.fills(), 2);
    again.next_shape();
    assert_eq!(again.fills(), 0);
    let mut words: heapless::String<1024> = heapless::String::new();
    again.describe(&mut words).unwrap();
    assert!(words.contains("\ndone 0 times\n"), "{words}");
    for _ in 1..SHAPES.len() {
        again.next_shape();
    }
    assert_eq!(again.fills(), 2);
}
