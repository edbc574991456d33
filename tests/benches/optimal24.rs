//! Optimal 24-puzzle solutions within 10^9 nodes each: Korf and Felner's 50 instances over
//! the 6-6-6-6 pattern databases with their reflection, against the larger estimate of two
//! such partitions (`--databases 2x6-6-6-6`). Korf and Felner (2002) solved 5 of the 50
//! within 10^9 nodes with one partition and its reflection; taking the maximum over several
//! partitions, later work solved 21. Two instances at a time, up to 10^9 nodes each: about
//! an hour on a 2-core machine, tables cached (`scripts/benchmarks optimal24`).

use indicatif::ProgressBar;
use jiugong::sliding::GoalSolver;
use jiugong_core::sliding::pdb::Split;
use jiugong_core::sliding::{Board, Size};
use jiugong_tests::{benchmarking, best_of};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Nodes each instance may take.
const BUDGET: u64 = 1_000_000_000;

/// What one search of one instance ended with.
#[derive(Clone, Copy)]
struct Run {
    /// The length found, if found within the budget.
    length: Option<usize>,
    nodes: u64,
    /// The lower bound it started from.
    root: u32,
    seconds: f64,
}

impl Run {
    fn nodes(&self) -> String {
        match self.length {
            Some(_) => self.nodes.to_string(),
            None => "> 10^9".to_string(),
        }
    }
}

fn solve(solver: &GoalSolver, start: &Board, optimum: usize) -> Run {
    let hidden = ProgressBar::hidden();
    let mut ended = None;
    let seconds = best_of(1, || {
        ended = Some(solver.solve(start, false, BUDGET, &hidden).unwrap());
    });
    let root = solver.lower_bound(start).unwrap();
    match ended.unwrap() {
        Ok(found) => {
            assert_eq!(found.moves.len(), optimum, "{start}");
            Run {
                length: Some(found.moves.len()),
                nodes: found.nodes,
                root,
                seconds,
            }
        }
        Err(unfinished) => Run {
            length: None,
            nodes: unfinished.nodes,
            root,
            seconds,
        },
    }
}

fn main() {
    if !benchmarking() {
        return;
    }
    let shape = Size::new(5, 5).unwrap();
    let cells: Vec<u8> = (0..25).collect();
    let goal = Board::new(shape, &cells).unwrap();
    let instances = jiugong_tests::sliding_instances("korf24.txt");
    let kinds = [Split::SixSixSixSix, Split::TwoSixSixSixSix];
    let solvers = kinds.map(|d| {
        GoalSolver::new(&goal, Some(d), jiugong::cli::Budget::new(None, u64::MAX)).unwrap()
    });
    let runs: Mutex<Vec<Option<[Run; 2]>>> = Mutex::new(vec![None; instances.len()]);
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((state, optimum)) = instances.get(i) else {
                        break;
                    };
                    let start = Board::parse(shape, state).unwrap();
                    let both = [0, 1].map(|k| solve(&solvers[k], &start, *optimum));
                    runs.lock().unwrap()[i] = Some(both);
                }
            });
        }
    });
    let runs: Vec<[Run; 2]> = runs.into_inner().unwrap().into_iter().flatten().collect();
    println!(
        "Korf and Felner's 50 24-puzzles, optimal, up to 10^9 nodes each, two instances at a time:"
    );
    println!(
        "  {:>3} {:>7} {:>8} {:>12} {:>8} {:>8} {:>12} {:>8}",
        "#", "optimum", "6666 h", "6666 nodes", "6666 s", "2x h", "2x nodes", "2x s"
    );
    for (i, ((_, optimum), [one, two])) in instances.iter().zip(&runs).enumerate() {
        println!(
            "  {:>3} {:>7} {:>8} {:>12} {:>8.1} {:>8} {:>12} {:>8.1}",
            i + 1,
            optimum,
            one.root,
            one.nodes(),
            one.seconds,
            two.root,
            two.nodes(),
            two.seconds
        );
    }
    let solved = |k: usize| runs.iter().filter(|r| r[k].length.is_some()).count();
    println!(
        "  solved within 10^9 nodes: {} of 50 over 6-6-6-6 (Korf and Felner: 5), {} of 50 over 2x6-6-6-6 (later work, several partitions: 21)",
        solved(0),
        solved(1)
    );
    // Nodes and time where both finished, and the speed of each.
    let both: Vec<&[Run; 2]> = runs
        .iter()
        .filter(|r| r[0].length.is_some() && r[1].length.is_some())
        .collect();
    let sum = |k: usize, f: fn(&Run) -> f64| both.iter().map(|r| f(&r[k])).sum::<f64>();
    if !both.is_empty() {
        println!(
            "  on the {} solved by both: {:.2}x fewer nodes, {:.2}x less time over 2x6-6-6-6",
            both.len(),
            sum(0, |r| r.nodes as f64) / sum(1, |r| r.nodes as f64),
            sum(0, |r| r.seconds) / sum(1, |r| r.seconds)
        );
    }
    let rate = |k: usize| {
        runs.iter().map(|r| r[k].nodes as f64).sum::<f64>()
            / runs.iter().map(|r| r[k].seconds).sum::<f64>()
    };
    println!(
        "  nodes a second: {:.1} million over 6-6-6-6, {:.1} million over 2x6-6-6-6; lower bounds at the start {:.2} and {:.2} on average",
        rate(0) / 1e6,
        rate(1) / 1e6,
        runs.iter().map(|r| f64::from(r[0].root)).sum::<f64>() / 50.0,
        runs.iter().map(|r| f64::from(r[1].root)).sum::<f64>() / 50.0
    );
}
