//! Document 004: the 10 paths of 30 moves and the document's call count; optimal lengths
//! against a breadth-first search over all 181,440 reachable 3×3 states; every solution
//! replayed; pattern databases against Manhattan IDA* (the CLI's answers are `jiugong`'s
//! CLI tests').

use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::pdb::{Build, MIN_QUEUE, Split, marks_len, table_bytes};
use jiugong_core::sliding::{
    Board, Group, Heuristic, Ida, ManhattanLinear, PathSearch, PatternDatabase, Size, SlideError,
};
use rand_core::{Rng, SeedableRng};
use rand_xorshift::XorShiftRng;

use jiugong_core::figures::{EIGHT_START, FIRST_PATH, FIRST_PATH_CHECKS, FIRST_PATH_STEPS};
use jiugong_tests::sliding::{bfs_table, random_state, replay};

fn s3() -> Size {
    Size::new(3, 3).unwrap()
}

#[test]
fn the_documents_ten_paths_and_counters() {
    let start = Board::parse(s3(), EIGHT_START).unwrap();
    let goal = Board::goal(s3());
    let mut search = PathSearch::new(&start, &goal, 30).unwrap();
    let mut paths = Vec::new();
    while search.resume(u64::MAX) == Progress::Found {
        paths.push(search.path().collect::<Vec<u8>>());
    }
    assert_eq!(paths.len(), 10);
    assert_eq!(paths[0], FIRST_PATH);
    for p in &paths {
        assert_eq!(p.len(), 30);
        assert_eq!(replay(&start, p), goal);
    }
    let first = search.first().unwrap();
    assert_eq!(
        first.steps, FIRST_PATH_STEPS,
        "move() calls to the first path"
    );
    assert_eq!(
        first.checks, FIRST_PATH_CHECKS,
        "moveok() calls to the first path"
    );
    assert_eq!(search.counters().steps, 49_560_975);
    assert_eq!(search.counters().checks, 77_269_656);
    // The document's printed first path is damaged: illegal at move 24.
    let printed = [
        3, 4, 7, 8, 5, 2, 1, 7, 8, 5, 2, 1, 7, 8, 5, 6, 4, 3, 8, 5, 6, 4, 3, 4, 6, 2, 1, 4, 5, 8,
    ];
    let mut b = start;
    let legal = printed.iter().take_while(|&&t| b.slide_tile(t)).count();
    assert_eq!(legal, 23);
}

#[test]
fn the_search_is_resumable() {
    let start = Board::parse(s3(), EIGHT_START).unwrap();
    let goal = Board::goal(s3());
    let mut search = PathSearch::new(&start, &goal, 30).unwrap();
    let mut pauses = 0;
    loop {
        match search.resume(1_000_000) {
            Progress::Paused => pauses += 1,
            Progress::Found => {
                assert_eq!(search.path().collect::<Vec<u8>>(), FIRST_PATH);
                break;
            }
            other => panic!("no path: {other:?}"),
        }
    }
    assert_eq!(pauses, 8);
    assert_eq!(search.first().unwrap().steps, FIRST_PATH_STEPS);
}

#[test]
fn optimal_lengths_match_breadth_first_search() {
    let table = bfs_table();
    assert_eq!(table.len(), 181_440);
    let goal = Board::goal(s3());
    let h = ManhattanLinear::new(&goal);
    // The document's instance: 30 moves, 10 shortest solutions, as the BFS counts them.
    let doc = Board::parse(s3(), EIGHT_START).unwrap();
    assert_eq!(table[&doc.key()], (30, 10));
    let mut rng = XorShiftRng::seed_from_u64(2026);
    for i in 0..400 {
        let start = random_state(&mut rng, s3(), 200 + i);
        let (dist, count) = table[&start.key()];
        assert!(h.estimate(&start) <= u32::from(dist), "admissible");
        let mut ida = Ida::new(&start, &goal, &h, i % 4 == 0).unwrap();
        assert_eq!(ida.resume(u64::MAX), Progress::Found);
        assert_eq!(ida.solution().len(), usize::from(dist), "{start}");
        assert_eq!(replay(&start, ida.solution()), goal);
        if i % 4 == 0 {
            assert_eq!(ida.solutions(), count, "{start}");
        }
    }
}

#[test]
fn unsolvable_pairs_are_refused_at_once() {
    let goal = Board::goal(s3());
    let odd = Board::parse(s3(), "123456870").unwrap();
    assert_eq!(odd.can_reach(&goal), Err(SlideError::Unsolvable));
    assert!(PathSearch::new(&odd, &goal, 30).is_err());
    let h = ManhattanLinear::new(&goal);
    assert!(Ida::new(&odd, &goal, &h, false).is_err());
    // Exactly half of all arrangements are reachable: the parity rule agrees with the BFS.
    let table = bfs_table();
    let mut rng = XorShiftRng::seed_from_u64(1);
    for _ in 0..2000 {
        let mut cells: Vec<u8> = (0..9).collect();
        for i in (1..9).rev() {
            cells.swap(i, rng.next_u32() as usize % (i + 1));
        }
        let b = Board::new(s3(), &cells).unwrap();
        assert_eq!(b.can_reach(&goal).is_ok(), table.contains_key(&b.key()));
    }
}

#[test]
fn pattern_databases_agree_with_manhattan_ida() {
    let shape = Size::new(4, 4).unwrap();
    let goal = Board::goal(shape);
    // The 5-5-5 tables, built in memory by the core (the CLI's cached ones are its tests').
    let split = Split::FiveFiveFive;
    let mut marks = vec![0u64; marks_len(16, 5)];
    let mut queue = vec![0u32; MIN_QUEUE];
    let tables: Vec<Vec<u8>> = split
        .groups()
        .map(|tiles| {
            let mut table = vec![0u8; table_bytes(16, tiles.len())];
            let mut build = Build::new(&goal, tiles, &mut table, &mut marks, &mut queue).unwrap();
            assert_eq!(build.resume(u64::MAX), Progress::Found);
            table
        })
        .collect();
    let groups: Vec<Group<'_>> = split
        .groups()
        .zip(&tables)
        .map(|(tiles, table)| Group { tiles, table })
        .collect();
    let pdb = PatternDatabase::new(&goal, &groups).unwrap();
    let md = ManhattanLinear::new(&goal);
    let mut rng = XorShiftRng::seed_from_u64(44);
    for i in 0..12 {
        let start = random_state(&mut rng, shape, 40 + i);
        assert!(pdb.estimate(&start) >= ManhattanLinear::manhattan_only(&goal).estimate(&start));
        let mut a = Ida::new(&start, &goal, &pdb, false).unwrap();
        let mut b = Ida::new(&start, &goal, &md, false).unwrap();
        assert_eq!(a.resume(u64::MAX), Progress::Found);
        assert_eq!(b.resume(u64::MAX), Progress::Found);
        assert_eq!(a.solution().len(), b.solution().len(), "{start}");
        assert_eq!(replay(&start, a.solution()), goal);
    }
}

#[test]
fn other_board_sizes() {
    let mut rng = XorShiftRng::seed_from_u64(8);
    for (w, h) in [(2, 2), (3, 2), (2, 5), (4, 3), (5, 2)] {
        let shape = Size::new(w, h).unwrap();
        let goal = Board::goal(shape);
        let heur = ManhattanLinear::new(&goal);
        for _ in 0..5 {
            let start = random_state(&mut rng, shape, 60);
            let mut ida = Ida::new(&start, &goal, &heur, false).unwrap();
            assert_eq!(ida.resume(u64::MAX), Progress::Found);
            assert_eq!(replay(&start, ida.solution()), goal);
        }
    }
}
