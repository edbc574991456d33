//! Document 002 and beyond: the seed board exactly, tours from every start checked move by
//! move, impossible boards answered correctly, the known tour counts, the constructions
//! (the CLI's answers are `jiugong`'s CLI tests').

use jiugong_core::figures::{SEED_BOARD, SEED_NODES};
use jiugong_core::knight::{Goal, Order, Search, Size, Square, check_closed, check_open, is_tour};
use jiugong_core::search::{Progress, Resumable};
use jiugong_tests::SmallBoard;

fn size(w: u32, h: u32) -> Size {
    Size::new(w, h).unwrap()
}

/// The board's self-test checks the same on the host in every `cargo test`
/// (`jiugong-board`'s `every_check_passes_on_the_host`, through `OwnedSearch`); here through
/// buffers the caller lends.
#[test]
#[ignore = "exhaustive: 6 s of the document's search, the self-test's check; scripts/test runs it"]
fn the_documents_search_gives_its_board_and_call_count() {
    let mut b = SmallBoard::new();
    let mut s = b
        .search(size(8, 8), Square::new(2, 0), Order::Document, Goal::Open)
        .unwrap();
    assert_eq!(s.resume(u64::MAX), Progress::Found);
    assert_eq!(s.nodes(), SEED_NODES);
    assert_eq!(s.board(), &SEED_BOARD[..]);
}

#[test]
fn a_restarted_search_equals_a_new_one() {
    use jiugong_core::knight::OwnedSearch;
    let mut reused = OwnedSearch::default();
    assert_eq!(reused.status(), Progress::Found);
    for (n, start, goal) in [
        (8, (0, 0), Goal::Closed),
        (5, (2, 2), Goal::Open),
        (12, (3, 7), Goal::Open),
    ] {
        let start = Square::new(start.0, start.1);
        let mut fresh = OwnedSearch::owned(size(n, n), start, Order::Warnsdorff, goal).unwrap();
        reused
            .restart(size(n, n), start, Order::Warnsdorff, goal)
            .unwrap();
        assert_eq!(fresh.resume(u64::MAX), reused.resume(u64::MAX));
        assert_eq!(fresh.board(), reused.board());
        assert_eq!(fresh.nodes(), reused.nodes());
    }
    // A refused restart leaves the search as it was.
    let before = reused.board().to_vec();
    assert!(
        reused
            .restart(size(5, 5), Square::new(7, 7), Order::Document, Goal::Open)
            .is_err()
    );
    assert_eq!(reused.board(), &before[..]);
}

/// Every start of every square board 5×5..12×12: an open tour where the theorems allow one,
/// a closed tour on every board that has one; each checked move by move.
#[test]
fn tours_from_every_start_of_square_boards() {
    tours_from_every_start(5..=12);
}

/// The same from every start of 13×13..16×16, where each closed tour costs up to a million
/// nodes.
#[test]
#[ignore = "exhaustive: 9 s of search; scripts/test runs it"]
fn tours_from_every_start_of_square_boards_up_to_16x16() {
    tours_from_every_start(13..=16);
}

fn tours_from_every_start(boards: core::ops::RangeInclusive<u32>) {
    let mut b = SmallBoard::new();
    for n in boards {
        let sz = size(n, n);
        for i in 0..sz.squares() {
            let start = sz.square(i);
            if check_open(sz, start).is_ok() {
                let mut s = b.search(sz, start, Order::Warnsdorff, Goal::Open).unwrap();
                assert_eq!(
                    s.resume(50_000_000),
                    Progress::Found,
                    "{sz} open from {start}"
                );
                assert!(is_tour(sz, s.board(), false), "{sz} open from {start}");
                assert_eq!(s.board()[i], 1);
            } else {
                assert!(n % 2 == 1 && !start.is_light());
            }
            if check_closed(sz).is_ok() {
                let mut s = b
                    .search(sz, start, Order::Warnsdorff, Goal::Closed)
                    .unwrap();
                assert_eq!(
                    s.resume(50_000_000),
                    Progress::Found,
                    "{sz} closed from {start}"
                );
                assert!(is_tour(sz, s.board(), true), "{sz} closed from {start}");
                assert_eq!(s.board()[i], 1);
            } else {
                assert_eq!(n % 2, 1);
            }
        }
    }
}

/// Rectangles, including the narrow ones where tours exist from some squares only: the
/// fast method and the document's exhaustive search agree on every start.
#[test]
fn rectangles_agree_with_exhaustive_search() {
    let mut b = SmallBoard::new();
    let mut b2 = SmallBoard::new();
    for (w, h) in [
        (3, 4),
        (4, 3),
        (3, 7),
        (7, 3),
        (4, 5),
        (5, 4),
        (3, 8),
        (5, 6),
        (6, 7),
    ] {
        let sz = size(w, h);
        let mut with_tour = 0;
        for i in 0..sz.squares() {
            let start = sz.square(i);
            let mut fast = b.search(sz, start, Order::Warnsdorff, Goal::Open).unwrap();
            let fast_status = fast.resume(u64::MAX);
            if fast_status == Progress::Found {
                assert!(is_tour(sz, fast.board(), false), "{sz} from {start}");
                with_tour += 1;
            }
            if sz.squares() <= 24 {
                let mut full = b2.search(sz, start, Order::Document, Goal::Open).unwrap();
                assert_eq!(full.resume(u64::MAX), fast_status, "{sz} from {start}");
            }
            if check_open(sz, start).is_err() {
                assert_eq!(fast_status, Progress::Exhausted, "{sz} from {start}");
            }
        }
        assert!(with_tour > 0, "{sz} has open tours");
    }
}

#[test]
fn impossible_boards_have_no_tours() {
    let mut b = SmallBoard::new();
    // No open tour on 2×n, 3×3, 3×5, 3×6, 4×4: the theorem says so, exhaustive search agrees.
    for (w, h) in [(2, 5), (3, 3), (3, 5), (3, 6), (4, 4)] {
        let sz = size(w, h);
        for i in 0..sz.squares() {
            assert!(check_open(sz, sz.square(i)).is_err(), "{sz}");
            let mut s = b
                .search(sz, sz.square(i), Order::Document, Goal::Open)
                .unwrap();
            assert_eq!(s.resume(u64::MAX), Progress::Exhausted, "{sz}");
        }
    }
    // No closed tour on 3×4, 3×6, 4×5 (Schwenk); the search confirms for the small ones.
    for (w, h) in [(4, 3), (6, 3), (5, 4)] {
        let sz = size(w, h);
        assert!(check_closed(sz).is_err(), "{sz}");
        let mut s = b
            .search(sz, Square::new(0, 0), Order::Document, Goal::CountClosed)
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(s.found(), 0, "{sz}");
    }
}

#[test]
fn known_tour_counts() {
    let mut b = SmallBoard::new();
    // 5×5: 1,728 directed open tours over all 25 starts, none closed.
    let sz = size(5, 5);
    let (mut open, mut closed) = (0, 0);
    for i in 0..25 {
        let mut s = b
            .search(sz, sz.square(i), Order::Document, Goal::CountAll)
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        open += s.found();
        closed += s.closed_found();
    }
    assert_eq!((open, closed), (1728, 0));
    // Undirected closed tours: 3×10 has 16, 5×6 has 8 (each found twice from one start).
    for ((w, h), tours) in [((10, 3), 16), ((6, 5), 8)] {
        let mut s = b
            .search(
                size(w, h),
                Square::new(0, 0),
                Order::Document,
                Goal::CountClosed,
            )
            .unwrap();
        assert_eq!(s.resume(u64::MAX), Progress::Exhausted);
        assert_eq!(s.found(), 2 * tours, "{w}x{h}");
    }
}

#[test]
fn a_thousand_square_board_through_lent_buffers() {
    for (w, h) in [(1000, 1000), (999, 1001)] {
        let sz = size(w, h);
        let mut board = vec![0u32; sz.squares()];
        let mut stack = vec![0u32; sz.squares()];
        let mut s = Search::new(
            sz,
            Square::new(0, 0),
            Order::Warnsdorff,
            Goal::Open,
            &mut board[..],
            &mut stack[..],
        )
        .unwrap();
        assert_eq!(s.resume(50_000_000), Progress::Found);
        assert!(is_tour(sz, s.board(), false));
    }
}

/// The construction against Schwenk's theorem on every board from 1×1 to 40×40: a closed
/// tour exactly where one exists, each checked from a square near the middle.
#[test]
fn the_construction_covers_every_board_with_a_closed_tour() {
    for w in 1..=40u32 {
        for h in 1..=40u32 {
            let sz = size(w, h);
            let mut links = vec![0u8; sz.squares()];
            let built = jiugong_core::knight::build_closed(sz, &mut links);
            assert_eq!(built.is_ok(), check_closed(sz).is_ok(), "{w}x{h}");
            if built.is_ok() {
                let mut board = vec![0u32; sz.squares()];
                let start = Square::new(h / 2, w / 3);
                jiugong_core::knight::number_tour(sz, &links, start, &mut board).unwrap();
                assert!(is_tour(sz, &board, true), "{w}x{h}");
            }
        }
    }
}

/// Every start of every board 3 or 4 wide up to 9 long, both ways round: the column
/// construction builds a tour exactly where the tests' own complete search finds one. A tour
/// built is checked by the tests' own rules (`jiugong_tests::knight::is_tour`), which proves
/// one exists; a start refused is searched, and the search must find none. Boards 10 to 12
/// long in the `exhaustive` test below.
#[test]
fn narrow_boards_agree_with_a_complete_search_up_to_4x9() {
    narrow_boards_agree(3..=9);
}

/// From the inner rows of boards 4 wide the complete search grows eightfold a column, so from
/// 4×11 on those starts are the theorem's instead (`check_open`: a tour there starts in an
/// outer row), and the construction must agree.
#[test]
#[ignore = "exhaustive: 13 s of complete search; scripts/test runs it"]
fn narrow_boards_agree_with_a_complete_search_from_4x10_to_4x12() {
    narrow_boards_agree(10..=12);
}

fn narrow_boards_agree(lengths: std::ops::RangeInclusive<u32>) {
    use jiugong_core::knight::{BuildError, Narrow, NoTour, number_tour};
    use jiugong_tests::knight::{is_tour, open_tour_exists};
    let mut narrow = Box::new(Narrow::new());
    let mut known = std::collections::HashMap::new();
    let mut nodes = 0;
    for h in [3u32, 4] {
        for n in lengths.clone() {
            for sz in [size(n, h), size(h, n)] {
                let (w, h_) = (sz.width as usize, sz.height as usize);
                let mut links = vec![0u8; sz.squares()];
                let mut board = vec![0u32; sz.squares()];
                for i in 0..sz.squares() {
                    let start = sz.square(i);
                    if let Err(e) = narrow.build_open(sz, start, &mut links) {
                        assert_eq!(e, BuildError::NoTour(NoTour::NoneFromStart(sz, start)));
                        let across = if sz.height == h { start.row } else { start.col };
                        if h == 4 && n > 10 && (across == 1 || across == 2) {
                            assert!(check_open(sz, start).is_err(), "{sz} from {start}");
                            continue;
                        }
                        // Once for each start up to the board's symmetries (its two mirrors,
                        // and the board turned a quarter): an open tour from one is an open
                        // tour from the others, moved the same way.
                        let (r, c) = (start.row as usize, start.col as usize);
                        let key = [
                            (w, h_, r, c),
                            (w, h_, h_ - 1 - r, c),
                            (w, h_, r, w - 1 - c),
                            (w, h_, h_ - 1 - r, w - 1 - c),
                            (h_, w, c, r),
                            (h_, w, w - 1 - c, r),
                            (h_, w, c, h_ - 1 - r),
                            (h_, w, w - 1 - c, h_ - 1 - r),
                        ]
                        .into_iter()
                        .min()
                        .unwrap();
                        let exists = *known.entry(key).or_insert_with(|| {
                            let (exists, took) = open_tour_exists(key.0, key.1, key.2, key.3);
                            nodes += took;
                            exists
                        });
                        assert!(!exists, "{sz} from {start}: one exists");
                        continue;
                    }
                    number_tour(sz, &links, start, &mut board).unwrap();
                    assert!(is_tour(w, h_, &board, false), "{sz} from {start}");
                    assert_eq!(board[sz.index(start)], 1);
                }
            }
        }
    }
    eprintln!("the complete search took {nodes} nodes");
}

/// The app's table of slow starts (`jiugong_calc::knight::slow`), start by start, against the
/// document's search itself: slow exactly when a tour exists from the start and the search
/// finds none within `SLOW` nodes (5 M; its bits are clear where no tour starts). Every start
/// the table calls quick is searched; of those it calls slow, one in `every` (each costs the
/// whole 5 M nodes).
fn check_slow_table(boards: impl IntoIterator<Item = u8>, every: usize) {
    use jiugong_calc::knight::slow::{SLOW, slow};
    use jiugong_core::knight::OwnedSearch;
    let mut s = OwnedSearch::default();
    for n in boards {
        let sz = size(n.into(), n.into());
        for closed in [false, true] {
            let goal = if closed { Goal::Closed } else { Goal::Open };
            let (mut slow_starts, mut checked, mut starts) = (0, 0, 0);
            for i in 0..sz.squares() {
                let start = sz.square(i);
                let exists = match closed {
                    true => check_closed(sz).is_ok(),
                    false => check_open(sz, start).is_ok(),
                };
                let listed = slow(n, start, closed);
                starts += usize::from(exists);
                slow_starts += usize::from(listed);
                if listed && slow_starts % every != 1 % every {
                    continue;
                }
                checked += usize::from(listed);
                let measured = exists && {
                    s.restart(sz, start, Order::Document, goal).unwrap();
                    // The start is the first node: SLOW nodes in all.
                    s.resume(SLOW - 1) != Progress::Found
                };
                assert_eq!(
                    listed,
                    measured,
                    "{n}x{n} {goal:?} from {start}: {} nodes",
                    s.nodes()
                );
            }
            eprintln!(
                "{n}x{n} {goal:?}: {slow_starts} of {starts} starts slow, {checked} searched"
            );
        }
    }
}

/// Up to 8×8 and on 11×11, every quick start and one slow start in twenty; the rest of the
/// slow ones, and the boards between, in the `exhaustive` tests below.
#[test]
fn the_apps_slow_starts_up_to_8x8_and_on_11x11() {
    check_slow_table((5..=8).chain([11]), 20);
}

#[test]
#[ignore = "exhaustive: 25 s of the document's search on two cores; scripts/test runs it"]
fn the_apps_slow_starts_up_to_8x8_and_on_11x11_every_one() {
    check_slow_table((5..=8).chain([11]), 1);
}

/// The boards whose slow starts cost the most to prove (each runs the whole 5 M nodes).
#[test]
#[ignore = "exhaustive: 70 s of the document's search on two cores; scripts/test runs it"]
fn the_apps_slow_starts_on_9x9_and_10x10() {
    check_slow_table(9..=10, 1);
}

#[test]
#[ignore = "exhaustive: 40 s of the document's search; scripts/test runs it"]
fn the_apps_slow_starts_on_12x12() {
    check_slow_table(12..=12, 1);
}
