//! Sliding puzzles: the document's m = 30 search beside a straightforward recursive
//! baseline that copies the state into each call (the document's string version); 3×3
//! optimal solutions per second; 4×4 with pattern databases beside Manhattan-only IDA*.

use criterion::Criterion;
use jiugong::cli::Budget;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::pdb::Split;
use jiugong_core::sliding::{Board, Dir, Heuristic, Ida, ManhattanLinear, PathSearch, Size};
use jiugong_tests::{benchmarking, best_of};
use rand_core::{Rng, SeedableRng};
use rand_xorshift::XorShiftRng;
use std::hint::black_box;

/// The document's `move(char x[], int p, int n)`, recursive, copying the state per call.
struct Baseline {
    m: usize,
    pass: [[u8; 9]; 41],
    steps: u64,
    found: u64,
}

impl Baseline {
    fn moveok(&mut self, x: &mut [u8; 9], p: usize, q: usize, n: usize) -> bool {
        x.swap(p, q);
        if self.pass[..n].contains(x) {
            return false;
        }
        self.pass[n] = *x;
        true
    }

    fn step(&mut self, x: &mut [u8; 9], p: usize, n: usize) {
        self.steps += 1;
        let y = *x;
        if *x == [1, 2, 3, 4, 5, 6, 7, 8, 0] {
            self.found += 1;
        }
        if n < self.m {
            let n = n + 1;
            let (i, j) = (p / 3, p % 3);
            for (ok, q) in [
                (i != 0, p.wrapping_sub(3)),
                (i != 2, p + 3),
                (j != 0, p.wrapping_sub(1)),
                (j != 2, p + 1),
            ] {
                if ok && self.moveok(x, p, q, n) {
                    self.step(x, q, n);
                }
                *x = y;
            }
        }
    }
}

fn baseline() -> (u64, u64) {
    let mut b = Baseline {
        m: 30,
        pass: [[0; 9]; 41],
        steps: 0,
        found: 0,
    };
    let mut a = [8, 7, 6, 5, 4, 3, 2, 1, 0];
    b.pass[0] = a;
    b.step(&mut a, 8, 0);
    (b.steps, b.found)
}

fn document_search() -> (u64, u64) {
    let s = Size::new(3, 3).unwrap();
    let start = Board::parse(s, "876543210").unwrap();
    let mut search = PathSearch::new(&start, &Board::goal(s), 30).unwrap();
    while search.resume(u64::MAX) == Progress::Found {}
    (search.counters().steps, search.paths())
}

fn random_state(rng: &mut XorShiftRng, shape: Size, walk: usize) -> Board {
    let mut b = Board::goal(shape);
    for _ in 0..walk {
        let dirs: Vec<usize> = Dir::ALL.iter().filter_map(|&d| b.neighbour(d)).collect();
        b.slide(dirs[rng.next_u32() as usize % dirs.len()]);
    }
    b
}

fn solve(start: &Board, goal: &Board, h: &impl Heuristic) -> (usize, u64) {
    let mut ida = Ida::new(start, goal, h, false).unwrap();
    assert_eq!(ida.resume(u64::MAX), Progress::Found);
    (ida.solution().len(), ida.nodes())
}

fn main() {
    let s3 = Size::new(3, 3).unwrap();
    let goal3 = Board::goal(s3);
    let h3 = ManhattanLinear::new(&goal3);
    let mut rng = XorShiftRng::seed_from_u64(7);
    let instances3: Vec<Board> = (0..1000)
        .map(|i| random_state(&mut rng, s3, 500 + i))
        .collect();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut g = c.benchmark_group("sliding");
    g.bench_function("document's search m=30", |b| {
        b.iter(|| black_box(document_search()))
    });
    g.bench_function("recursive baseline m=30", |b| {
        b.iter(|| black_box(baseline()))
    });
    g.bench_function("3x3 optimal, 1000 random instances", |b| {
        b.iter(|| {
            for s in &instances3 {
                black_box(solve(s, &goal3, &h3));
            }
        })
    });
    g.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    assert_eq!(document_search(), baseline());
    let steps = document_search().0;
    let a = best_of(3, || {
        black_box(document_search());
    });
    let b = best_of(3, || {
        black_box(baseline());
    });
    println!("\ndocument's search, m = 30: {steps} search steps");
    println!(
        "  jiugong (explicit stack, resumable) {a:.3} s  {:.0} M steps/s (goal < 1 s)",
        steps as f64 / a / 1e6
    );
    println!(
        "  recursive baseline, state copies    {b:.3} s  {:.0} M steps/s",
        steps as f64 / b / 1e6
    );
    println!("  ratio jiugong speed / baseline speed {:.2}x", b / a);
    let t = best_of(3, || {
        for s in &instances3 {
            black_box(solve(s, &goal3, &h3));
        }
    });
    println!(
        "3x3 optimal (Manhattan + linear conflict): {:.0} instances/s, {:.1} µs each",
        1000.0 / t,
        t * 1e3
    );

    let s4 = Size::new(4, 4).unwrap();
    let goal4 = Board::goal(s4);
    let tables = jiugong::sliding::tables(
        &goal4,
        Split::FiveFiveFive,
        jiugong::cli::Budget::new(None, u64::MAX),
    )
    .unwrap();
    let pdb = tables.heuristic().unwrap();
    let md = ManhattanLinear::manhattan_only(&goal4);
    let mdlc = ManhattanLinear::new(&goal4);
    let mut rng = XorShiftRng::seed_from_u64(15);
    let instances4: Vec<Board> = (0..10)
        .map(|i| random_state(&mut rng, s4, 1000 + i))
        .collect();
    println!("4x4, 10 random instances (random walks of 1000 moves):");
    println!(
        "  {:>6} {:>12} {:>9} {:>12} {:>9} {:>12} {:>9}",
        "length", "md nodes", "md s", "md+lc nodes", "md+lc s", "pdb nodes", "pdb s"
    );
    let (mut sum_md, mut sum_pdb, mut t_pdb) = (0u64, 0u64, 0.0f64);
    for s in &instances4 {
        let mut r = [(0usize, 0u64); 3];
        let mut times = [0f64; 3];
        times[0] = best_of(1, || r[0] = solve(s, &goal4, &md));
        times[1] = best_of(1, || r[1] = solve(s, &goal4, &mdlc));
        times[2] = best_of(1, || r[2] = solve(s, &goal4, &pdb));
        assert!(r[0].0 == r[1].0 && r[1].0 == r[2].0);
        sum_md += r[0].1;
        sum_pdb += r[2].1;
        t_pdb += times[2];
        println!(
            "  {:>6} {:>12} {:>9.3} {:>12} {:>9.3} {:>12} {:>9.3}",
            r[0].0, r[0].1, times[0], r[1].1, times[1], r[2].1, times[2]
        );
    }
    println!(
        "  pattern databases: {:.0}x fewer nodes than Manhattan-only, {:.3} s per instance on average",
        sum_md as f64 / sum_pdb as f64,
        t_pdb / instances4.len() as f64
    );
    korf_100();
    fast_instances(5, "korf24.txt", Split::SixSixSixSix);
    fast_instances(4, "korf100.txt", Split::SevenEight);
    table_build();
}

/// `slide --fast` on the standard instances of a board, one by one, tables cached: over the
/// pattern databases (improved for its nodes) and, as the baseline, over Manhattan distance
/// and linear conflict (what `--fast` does without tables). A row an instance: the published
/// optimum, the length each found, the time and nodes over the tables.
fn fast_instances(side: u8, file: &str, databases: Split) {
    use jiugong::sliding::GoalSolver;
    let shape = Size::new(side, side).unwrap();
    let cells: Vec<u8> = (0..side * side).collect();
    let goal = Board::new(shape, &cells).unwrap();
    let instances = jiugong_tests::sliding_instances(file);
    let hidden = indicatif::ProgressBar::hidden();
    let tables = GoalSolver::fast(&goal, Some(databases), Budget::new(None, u64::MAX));
    let plain = GoalSolver::fast(&goal, None, Budget::new(None, u64::MAX));
    println!(
        "\n--fast on {file} ({side}x{side}), one core, {} tables cached:",
        databases.name()
    );
    println!(
        "  {:>3} {:>7} {:>7} {:>9} {:>10} {:>8} {:>9}",
        "#", "optimum", "length", "x optimum", "nodes", "seconds", "Manhattan"
    );
    let (mut ratios, mut plain_ratios, mut slowest, mut total) = (vec![], vec![], 0f64, 0f64);
    for (i, (state, optimum)) in instances.iter().enumerate() {
        let start = Board::parse(shape, state).unwrap();
        let mut found = None;
        let t = best_of(1, || {
            found = Some(
                tables
                    .solve(&start, false, u64::MAX, &hidden)
                    .unwrap()
                    .unwrap(),
            );
        });
        let found = found.unwrap();
        let baseline = plain
            .solve(&start, false, u64::MAX, &hidden)
            .unwrap()
            .unwrap();
        let ratio = found.moves.len() as f64 / *optimum as f64;
        ratios.push(ratio);
        plain_ratios.push(baseline.moves.len() as f64 / *optimum as f64);
        slowest = slowest.max(t);
        total += t;
        println!(
            "  {:>3} {:>7} {:>7} {:>9.3} {:>10} {:>8.3} {:>9}",
            i + 1,
            optimum,
            found.moves.len(),
            ratio,
            found.nodes,
            t,
            baseline.moves.len()
        );
    }
    let n = ratios.len() as f64;
    let worst = |r: &[f64]| r.iter().copied().fold(1.0, f64::max);
    println!(
        "  over the tables: mean {:.3}x the optimum, worst {:.3}x; {:.3} s each on average, {:.3} s at most",
        ratios.iter().sum::<f64>() / n,
        worst(&ratios),
        total / n,
        slowest
    );
    println!(
        "  Manhattan baseline: mean {:.3}x, worst {:.3}x",
        plain_ratios.iter().sum::<f64>() / n,
        worst(&plain_ratios)
    );
}

/// Korf's 100 instances with the 5-5-5 and the 7-8 databases (each with the reflection),
/// solved one after the other as `slide --batch` does, tables already cached.
fn korf_100() {
    use jiugong::sliding::GoalSolver;
    let s4 = Size::new(4, 4).unwrap();
    let korf_goal: Vec<u8> = (0..16).collect();
    let goal = Board::new(s4, &korf_goal).unwrap();
    let instances = jiugong_tests::sliding_instances("korf100.txt");
    let hidden = indicatif::ProgressBar::hidden();
    println!("\nKorf's 100 instances (lengths 41-66), one core, tables cached:");
    println!(
        "  {:>6} {:>14} {:>9} {:>10}",
        "tables", "nodes", "seconds", "all right"
    );
    let mut rows = Vec::new();
    for databases in [Split::FiveFiveFive, Split::SevenEight] {
        let solver = GoalSolver::new(&goal, Some(databases), Budget::new(None, u64::MAX)).unwrap();
        let (mut nodes, mut right) = (0u64, 0usize);
        let t = best_of(1, || {
            for (state, length) in &instances {
                let start = Board::parse(s4, state).unwrap();
                let found = solver
                    .solve(&start, false, u64::MAX, &hidden)
                    .unwrap()
                    .unwrap();
                nodes += found.nodes;
                right += usize::from(found.moves.len() == *length);
            }
        });
        println!(
            "  {:>6} {:>14} {:>9.2} {:>6}/100",
            databases.name(),
            nodes,
            t,
            right
        );
        rows.push((nodes, t));
    }
    println!(
        "  7-8 against 5-5-5: {:.0}x fewer nodes, {:.1}x faster",
        rows[0].0 as f64 / rows[1].0 as f64,
        rows[0].1 / rows[1].1
    );
}

/// The 7-tile table of the 7-8 split built on one thread and on two (the lanes of each
/// layer side by side), as `slide` builds it: the tables must be equal.
fn table_build() {
    use jiugong::sliding::Threads;
    use jiugong_core::sliding::pdb::InTurn;
    let (one, a) = build_7_tile_table(&InTurn);
    let (two, b) = build_7_tile_table(&Threads);
    assert!(a == b, "the two builds differ");
    println!("\nthe 7-8 split's 7-tile table (57,657,600 placements, 139,849,920 states):");
    println!(
        "  one thread {one:.2} s, two threads {two:.2} s: {:.2}x",
        one / two
    );
}

/// Seconds to build the 7-8 split's 7-tile table with the lanes run through `join`, and the
/// table.
fn build_7_tile_table(join: &impl jiugong_core::sliding::pdb::Join) -> (f64, Vec<u8>) {
    use jiugong_core::sliding::pdb::{Build, marks_len, table_bytes};
    let goal = Board::goal(Size::new(4, 4).unwrap());
    let tiles = [9u8, 10, 11, 12, 13, 14, 15];
    let mut marks = vec![0u64; marks_len(16, 7)];
    let mut queue = vec![0u32; 1 << 25];
    let mut table = vec![0u8; table_bytes(16, 7)];
    let t = best_of(1, || {
        let mut b = Build::new(&goal, &tiles, &mut table, &mut marks, &mut queue).unwrap();
        while b.resume_with(1 << 22, join) == Progress::Paused {}
    });
    (t, table)
}
