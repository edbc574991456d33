//! Unique puzzles per second at each difficulty level and in each 1.0-wide band of the SE
//! rating up to 9.0 (dig method, default options).

use criterion::Criterion;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sudoku::{Generator, Level, LevelSearch, Options, Rater, Se, SeRange};
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
    // Ratings above 6.4 need chains: the rater rates those bands' candidates in full.
    let mut rater = Rater::new();
    println!("\nunique puzzles per second by SE band (20 puzzles each; attempts per puzzle):");
    for low in 1..9u8 {
        let rating = SeRange {
            low: Se(low * 10),
            high: Se(low * 10 + 9),
        };
        let options = Options {
            rating: Some(rating),
            max_attempts: 1_000_000,
            ..Options::default()
        };
        let mut attempts = 0u64;
        let t = best_of(1, || {
            for _ in 0..20 {
                let mut search =
                    LevelSearch::with_rater(&mut generator, &mut rater, &mut rng, &options)
                        .unwrap();
                assert_eq!(search.resume(u64::MAX), Progress::Found);
                attempts += search.nodes();
            }
        });
        println!(
            "  {:<12} {:>8.1}/s  ({:.0} attempts per puzzle; {:.2}x the time of any level)",
            rating.to_string(),
            20.0 / t,
            attempts as f64 / 20.0,
            t / 20.0 / (any / 100.0)
        );
    }
}
