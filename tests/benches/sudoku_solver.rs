//! Solver speed, one thread, on every data set in `tests/data`, side by side with the
//! `sudoku` crate (a JCZSolve port; AGPL, a dev-dependency of this benchmark only), timed as
//! a user's run goes: each line parsed, then its solutions counted up to 2 (the uniqueness
//! test), over the whole set. Also printed: the same with the puzzles parsed beforehand
//! (the solver alone), and parsing alone, in lines per second. The process keeps to the
//! core it starts on, as both sides' timings then move less from run to run.

use criterion::{Criterion, Throughput};
use jiugong_core::sudoku::{Grid, Solver};
use jiugong_tests::{DATA_SETS, benchmarking, best_of, data_lines};
use std::hint::black_box;

struct Set {
    name: &'static str,
    lines: Vec<String>,
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
                lines: lines.clone(),
                ours: lines.iter().map(|l| Grid::parse_line(l).unwrap()).collect(),
                peer: lines
                    .iter()
                    .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
                    .collect(),
            }
        })
        .collect()
}

/// What a user's run does: each line read and its solutions counted up to 2, in one call
/// (the parse of `Grid::parse_line`, repeated digits found by the solver's masks).
fn ours_from_text(solver: &mut Solver, lines: &[String]) -> usize {
    lines
        .iter()
        .map(|l| solver.count_line_solutions(l, 2).unwrap())
        .sum()
}

fn peer_from_text(lines: &[String]) -> usize {
    lines
        .iter()
        .map(|l| {
            sudoku::Sudoku::from_str_line(l)
                .unwrap()
                .solutions_count_up_to(2)
        })
        .sum()
}

fn ours_parse(lines: &[String]) -> usize {
    lines
        .iter()
        .map(|l| usize::from(Grid::parse_line(l).unwrap().get(0)))
        .sum()
}

fn peer_parse(lines: &[String]) -> usize {
    lines
        .iter()
        .map(|l| sudoku::Sudoku::from_str_line(l).unwrap().to_bytes()[0] as usize)
        .sum()
}

fn ours(solver: &mut Solver, set: &[Grid]) -> usize {
    set.iter().map(|g| solver.count_solutions(g, 2)).sum()
}

fn peer(set: &[sudoku::Sudoku]) -> usize {
    set.iter().map(|s| s.solutions_count_up_to(2)).sum()
}

/// Per second: (jiugong, the crate) over `n` items, each the best of its [`steady`] runs,
/// once both have given the same answer (`set` names the set if not).
fn rates(
    set: &str,
    n: usize,
    mut ours: impl FnMut() -> usize,
    mut peer: impl FnMut() -> usize,
) -> (f64, f64) {
    assert_eq!(ours(), peer(), "{set}");
    let n = n as f64;
    (n / steady(ours), n / steady(peer))
}

/// Seconds for one call of `f`: the best of as many calls as fit in about 0.3 s, 3 at
/// least, so that parsing a set of a few hundred lines (tens of microseconds) is timed as
/// steadily as one of 50,000.
fn steady(mut f: impl FnMut() -> usize) -> f64 {
    let mut run = || {
        black_box(f());
    };
    let once = best_of(1, &mut run);
    best_of(((0.3 / once) as usize).clamp(3, 1000), run)
}

/// A table of `rate(set)` = (jiugong, the crate) for every set, divided by `scale`, and
/// their ratio.
fn table(title: &str, sets: &[Set], scale: f64, mut rate: impl FnMut(&Set) -> (f64, f64)) {
    println!("\n{title}");
    println!(
        "{:<28} {:>8} {:>14} {:>14} {:>7}",
        "set", "puzzles", "jiugong", "sudoku-crate", "ratio"
    );
    for set in sets {
        let (a, b) = rate(set);
        println!(
            "{:<28} {:>8} {:>14.2} {:>14.2} {:>6.2}x",
            set.name,
            set.lines.len(),
            a / scale,
            b / scale,
            a / b
        );
    }
}

/// Keeps this process on the core it runs on now (both sides then run on the same core,
/// and no timing includes a move); says so, or why not.
fn pin_to_this_core() {
    use nix::sched::{CpuSet, sched_getcpu, sched_setaffinity};
    let pinned = sched_getcpu().and_then(|cpu| {
        let mut set = CpuSet::new();
        set.set(cpu)?;
        sched_setaffinity(nix::unistd::Pid::from_raw(0), &set).map(|()| cpu)
    });
    match pinned {
        Ok(cpu) => println!("timing on CPU {cpu} only"),
        Err(e) => println!("timing on any CPU (could not keep to one: {e})"),
    }
}

fn main() {
    pin_to_this_core();
    let sets = sets();
    let mut solver = Solver::new();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    for set in &sets {
        let mut group = c.benchmark_group(format!("parse and solve/{}", set.name));
        group.throughput(Throughput::Elements(set.lines.len() as u64));
        group.bench_function("jiugong", |b| {
            b.iter(|| ours_from_text(&mut solver, black_box(&set.lines)))
        });
        group.bench_function("sudoku-crate", |b| {
            b.iter(|| peer_from_text(black_box(&set.lines)))
        });
        group.finish();
    }
    c.final_summary();
    if !benchmarking() {
        return;
    }
    table(
        "parse + solve (up to 2 solutions), one thread, whole sets, best of 3 — what a run does — per second:",
        &sets,
        1.0,
        |set| {
            rates(
                set.name,
                set.lines.len(),
                || ours_from_text(&mut solver, &set.lines),
                || peer_from_text(&set.lines),
            )
        },
    );
    table(
        "solve only (puzzles parsed beforehand, not timed), per second:",
        &sets,
        1.0,
        |set| {
            rates(
                set.name,
                set.ours.len(),
                || ours(&mut solver, &set.ours),
                || peer(&set.peer),
            )
        },
    );
    table("parse only, million lines per second:", &sets, 1e6, |set| {
        rates(
            set.name,
            set.lines.len(),
            || ours_parse(&set.lines),
            || peer_parse(&set.lines),
        )
    });
    println!("(ratio = jiugong speed / sudoku-crate speed; above 1 is faster)");
}
