//! Klotski: the core's breadth-first search over every position reachable from 横刀立马,
//! in each metric, against the tests' own straightforward search as the baseline.

use criterion::Criterion;
use jiugong_core::klotski::{Bfs, Board, LAYOUTS, Metric, slots_for};
use jiugong_core::search::{Progress, Resumable};
use jiugong_tests::klotski::shortest;
use jiugong_tests::{benchmarking, best_of};
use std::hint::black_box;

/// Positions reachable from `start` and the shortest solution, by the core.
fn explore(start: &Board, metric: Metric) -> (usize, Option<u32>) {
    let room = 1 << 16;
    let (mut states, mut parents) = (vec![0u64; room], vec![0u32; room]);
    let mut slots = vec![0u32; slots_for(room)];
    let mut bfs = Bfs::new(start, metric, true, &mut states, &mut parents, &mut slots).unwrap();
    assert_eq!(bfs.resume(u64::MAX), Progress::Exhausted);
    (bfs.reachable(), bfs.solution_length())
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
}
