//! Solver speed, one thread, on every data set in `tests/data`, side by side with the
//! `sudoku` crate (a JCZSolve port; AGPL, a dev-dependency of this benchmark only).
//! Each iteration solves the whole set, counting solutions up to 2 (the uniqueness test).

use criterion::{Criterion, Throughput};
use jiugong_core::sudoku::{Grid, Solver};
use jiugong_tests::{DATA_SETS, benchmarking, best_of, data_lines};
use std::hint::black_box;

struct Set {
    name: &'static str,
    ours: Vec<Grid>,
    peer: Vec<sudoku::Sudoku>,
}

fn sets() -> Vec<Set> {
    DATA_SETS
        .iter()
        .map(|&(name, _)| {
            let lines = data_lines(name);
            Set {
                name,
                ours: lines.iter().map(|l| Grid::parse_line(l).unwrap()).collect(),
                peer: lines
                    .iter()
                    .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
                    .collect(),
            }
        })
        .collect()
}

fn ours(solver: &mut Solver, set: &[Grid]) -> usize {
    set.iter().map(|g| solver.count_solutions(g, 2)).sum()
}

fn peer(set: &[sudoku::Sudoku]) -> usize {
    set.iter().map(|s| s.solutions_count_up_to(2)).sum()
}

fn main() {
    let sets = sets();
    let mut solver = Solver::new();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    for set in &sets {
        let mut group = c.benchmark_group(format!("solve/{}", set.name));
        group.throughput(Throughput::Elements(set.ours.len() as u64));
        group.bench_function("jiugong", |b| {
            b.iter(|| ours(&mut solver, black_box(&set.ours)))
        });
        group.bench_function("sudoku-crate", |b| b.iter(|| peer(black_box(&set.peer))));
        group.finish();
    }
    c.final_summary();
    if !benchmarking() {
        return;
    }
    println!("\nsolver, one thread, whole sets (best of 3):");
    println!(
        "{:<28} {:>8} {:>14} {:>14} {:>7}",
        "set", "puzzles", "jiugong/s", "sudoku-crate/s", "ratio"
    );
    for set in &sets {
        let n = set.ours.len() as f64;
        assert_eq!(
            ours(&mut solver, &set.ours),
            peer(&set.peer),
            "{}",
            set.name
        );
        let a = best_of(3, || {
            black_box(ours(&mut solver, &set.ours));
        });
        let b = best_of(3, || {
            black_box(peer(&set.peer));
        });
        println!(
            "{:<28} {:>8} {:>14.0} {:>14.0} {:>6.2}x",
            set.name,
            set.ours.len(),
            n / a,
            n / b,
            b / a
        );
    }
    println!("(ratio = jiugong speed / sudoku-crate speed; above 1 is faster)");
}
