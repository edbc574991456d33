//! Unique puzzles per second at each difficulty level (dig method, default options).

use criterion::Criterion;
use jiugong_core::sudoku::{Generator, Level, Options};
use jiugong_tests::{benchmarking, best_of};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use std::hint::black_box;

fn main() {
    let mut generator = Generator::new();
    let mut rng = XorShiftRng::seed_from_u64(1);
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut group = c.benchmark_group("unique_puzzle");
    group.bench_function("any level", |b| {
        b.iter(|| black_box(generator.generate(&Options::default(), &mut rng).unwrap()))
    });
    for level in Level::ALL {
        let options = Options {
            level: Some(level),
            ..Options::default()
        };
        group.bench_function(level.name(), |b| {
            b.iter(|| black_box(generator.generate(&options, &mut rng).unwrap()))
        });
    }
    group.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    println!("\nunique puzzles per second (100 puzzles each, best of 3):");
    let any = best_of(3, || {
        for _ in 0..100 {
            black_box(generator.generate(&Options::default(), &mut rng).unwrap());
        }
    });
    println!("  {:<12} {:>8.0}/s", "any level", 100.0 / any);
    for level in Level::ALL {
        let options = Options {
            level: Some(level),
            ..Options::default()
        };
        let t = best_of(3, || {
            for _ in 0..100 {
                black_box(generator.generate(&options, &mut rng).unwrap());
            }
        });
        println!(
            "  {:<12} {:>8.0}/s  ({:.2}x the time of any level)",
            level.name(),
            100.0 / t,
            t / any
        );
    }
}
