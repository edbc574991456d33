//! Pentagram and other stars: all fillings from all starts.

use criterion::Criterion;
use jiugong_core::star::{Fillings, Star, paper_fill};
use jiugong_tests::{benchmarking, best_of};
use std::hint::black_box;

fn all_fillings(star: &Star) -> usize {
    (0..star.points())
        .map(|p| Fillings::new(star, p).unwrap().count())
        .sum()
}

fn main() {
    let stars: Vec<(String, Star)> = [(5, 2), (7, 2), (7, 3), (8, 3), (9, 4)]
        .into_iter()
        .map(|(n, k)| (format!("{{{n}/{k}}}"), Star::polygon(n, k).unwrap()))
        .collect();
    let pentagram = Star::pentagram();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut g = c.benchmark_group("star");
    g.bench_function("paper algorithm, all 10 starts", |b| {
        b.iter(|| {
            for p in 0..10 {
                black_box(paper_fill(p).unwrap());
            }
        })
    });
    g.bench_function("pentagram search, all starts", |b| {
        b.iter(|| black_box(all_fillings(&pentagram)))
    });
    for (name, star) in &stars {
        g.bench_function(format!("{name} search, all starts"), |b| {
            b.iter(|| black_box(all_fillings(star)))
        });
    }
    g.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    println!("\nall fillings from all starts:");
    for (name, star) in &stars {
        let mut n = 0;
        let t = best_of(3, || n = all_fillings(star));
        println!(
            "  {name:<7} {:>3} points {n:>5} fillings in {:.3} ms",
            star.points(),
            t * 1e3
        );
    }
}
