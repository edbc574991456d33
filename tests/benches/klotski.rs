//! Klotski: the core's breadth-first search over every position reachable from 横刀立马,
//! in each metric, against the tests' own straightforward search as the baseline; and the
//! calculator's low-memory search (`Frontier`) against the full one (`Bfs`), both stopping
//! at the shortest solution, in time and in memory.

use criterion::Criterion;
use jiugong_core::klotski::{Bfs, Board, Frontier, LAYOUTS, Metric, slots_for};
use jiugong_core::search::{Progress, Resumable};
use jiugong_tests::klotski::shortest;
use jiugong_tests::{benchmarking, best_of};
use std::hint::black_box;

/// Positions the core's search keeps: more than any layout reaches.
const ROOM: usize = 1 << 16;

/// The core's full search from `start`, in owned buffers of [`ROOM`] positions; with
/// `exhaustive`, every reachable position, else up to the shortest solution.
fn core_bfs(start: &Board, metric: Metric, exhaustive: bool) -> Bfs<Vec<u64>, Vec<u32>> {
    let (states, parents) = (vec![0u64; ROOM], vec![0u32; ROOM]);
    Bfs::new(
        start,
        metric,
        exhaustive,
        states,
        parents,
        vec![0; slots_for(ROOM)],
    )
    .unwrap()
}

/// Positions reachable from `start` and the shortest solution, by the core.
fn explore(start: &Board, metric: Metric) -> (usize, Option<u32>) {
    let mut bfs = core_bfs(start, metric, true);
    assert_eq!(bfs.resume(u64::MAX), Progress::Exhausted);
    (bfs.reachable(), bfs.solution_length())
}

/// The shortest solution by the full search, which stops there: its length, and the bytes
/// its buffers need for the positions it found (16 a position with its hash slots).
fn full(start: &Board, metric: Metric) -> (Option<u32>, usize) {
    let mut bfs = core_bfs(start, metric, false);
    assert_eq!(bfs.resume(u64::MAX), Progress::Found);
    let n = bfs.reachable();
    (bfs.solution_length(), n * 12 + slots_for(n) * 4)
}

/// The shortest solution by the low-memory search, path traced: its length and the bytes of
/// room it used.
fn frontier(start: &Board, metric: Metric, room: &mut [u32]) -> (Option<u32>, usize) {
    let mut search = Frontier::new(start, metric).unwrap();
    assert_eq!(search.lend(room).resume(u64::MAX), Progress::Found);
    (search.length(), search.room_used() * 4)
}

fn main() {
    let start = Board::parse(LAYOUTS[0].board).unwrap();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut g = c.benchmark_group("klotski");
    for metric in Metric::ALL {
        g.bench_function(
            format!("横刀立马, every position, {} moves", metric.name()),
            |b| b.iter(|| black_box(explore(&start, metric))),
        );
    }
    let mut room = vec![0u32; 1 << 16];
    g.bench_function(
        "横刀立马, shortest solution, piece moves, full search",
        |b| b.iter(|| black_box(full(&start, Metric::Piece))),
    );
    g.bench_function(
        "横刀立马, shortest solution, piece moves, low-memory search",
        |b| b.iter(|| black_box(frontier(&start, Metric::Piece, &mut room))),
    );
    g.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    println!(
        "\n横刀立马: the shortest solution (core: every reachable position; baseline: until solved)"
    );
    println!(
        "  {:<6} {:>6} {:>10} {:>12} {:>14} {:>7}",
        "metric", "moves", "positions", "core s", "baseline s", "ratio"
    );
    for metric in Metric::ALL {
        let mut core = (0, None);
        let t_core = best_of(5, || core = explore(&start, metric));
        let mut base = (None, 0);
        let t_base = best_of(1, || base = shortest(LAYOUTS[0].board, metric.name()));
        assert_eq!(core.1.map(|n| n as usize), base.0);
        println!(
            "  {:<6} {:>6} {:>10} {:>12.4} {:>14.3} {:>6.0}x   ({:.1} M positions/s)",
            metric.name(),
            core.1.unwrap_or(0),
            core.0,
            t_core,
            t_base,
            t_base / t_core,
            core.0 as f64 / t_core / 1e6
        );
    }
    println!(
        "\nThe calculator's low-memory search (Frontier: three layers kept, the path traced by \
         meeting in the middle) against the full one (Bfs), each to the shortest solution"
    );
    println!(
        "  {:<18} {:>6} {:>10} {:>10} {:>7} {:>10} {:>10} {:>7}",
        "layout", "moves", "full s", "low s", "time", "full KB", "low KB", "memory"
    );
    for layout in &LAYOUTS {
        let start = Board::parse(layout.board).unwrap();
        let mut a = (None, 0);
        let t_full = best_of(5, || a = full(&start, Metric::Piece));
        let mut b = (None, 0);
        let t_low = best_of(5, || b = frontier(&start, Metric::Piece, &mut room));
        assert_eq!(a.0, b.0);
        println!(
            "  {:<18} {:>6} {:>10.4} {:>10.4} {:>6.1}x {:>10.1} {:>10.1} {:>6.1}x",
            layout.ascii,
            a.0.unwrap_or(0),
            t_full,
            t_low,
            t_low / t_full,
            a.1 as f64 / 1e3,
            b.1 as f64 / 1e3,
            a.1 as f64 / b.1 as f64
        );
    }
}
