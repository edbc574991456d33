//! Solver speed, one thread, on every data set in `tests/data`, side by side with two peers:
//! the `sudoku` crate (a JCZSolve port; AGPL, a dev-dependency of this benchmark only) and,
//! with `--features tdoku`, tdoku (t-dillon/tdoku, the fastest published solver, built from
//! its C++ source with `-O3 -march=native` as its README builds it: `tests/tdoku/`). Timed as
//! a user's run goes: each line parsed, then its solutions counted up to 2 (the uniqueness
//! test), over the whole set (tdoku parses inside its one call; its lines are NUL-ended
//! copies made beforehand). Also printed: the same with the puzzles parsed beforehand (the
//! solver alone), and parsing alone, in lines per second. The process keeps to the core it
//! starts on, as every side's timings then move less from run to run.
//!
//! ```text
//! cargo bench -p jiugong-tests --bench sudoku_solver                    # the sudoku crate
//! TDOKU_SRC=tdoku.tar.xz cargo bench -p jiugong-tests --bench sudoku_solver --features tdoku
//! SUDOKU_SETS=forum_hardest_1106 cargo bench -p jiugong-tests --bench sudoku_solver  # one set
//! ```

use criterion::{Criterion, Throughput};
use jiugong_core::sudoku::{Grid, Solver};
use jiugong_tests::{DATA_SETS, benchmarking, best_of, data_lines};
use std::hint::black_box;

struct Set {
    name: &'static str,
    lines: Vec<String>,
    ours: Vec<Grid>,
    peer: Vec<sudoku::Sudoku>,
    /// The lines as tdoku reads them: 81 cells, `.` for an empty one, NUL-ended.
    #[cfg_attr(not(feature = "tdoku"), allow(dead_code))]
    tdoku: Vec<std::ffi::CString>,
}

/// Every data set, or those named in `SUDOKU_SETS` (comma-separated), to time one alone.
fn sets() -> Vec<Set> {
    let only = std::env::var("SUDOKU_SETS").ok();
    DATA_SETS
        .iter()
        .filter(|(name, _)| {
            only.as_ref()
                .is_none_or(|o| o.split(',').any(|s| s == *name))
        })
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
                tdoku: lines
                    .iter()
                    .map(|l| {
                        let cells = l.bytes().take(81).map(|b| if b == b'0' { b'.' } else { b });
                        std::ffi::CString::new(cells.collect::<Vec<u8>>()).unwrap()
                    })
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

/// tdoku on each line, up to 2 solutions: its parse and its solve in one call.
#[cfg(feature = "tdoku")]
fn tdoku(lines: &[std::ffi::CString]) -> usize {
    lines
        .iter()
        .map(|l| tdoku_peer::count_solutions(l, 2))
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

/// Parse and solve against tdoku and the sudoku crate side by side, with jiugong's ratio to
/// each and to the faster of the two.
#[cfg(feature = "tdoku")]
fn tdoku_table(sets: &[Set], solver: &mut Solver) {
    println!(
        "\nparse + solve (up to 2 solutions) against both peers, per second (-march=native: {}):",
        if cfg!(target_feature = "avx512f") || std::is_x86_feature_detected!("avx512f") {
            "this CPU has AVX-512"
        } else if std::is_x86_feature_detected!("avx2") {
            "this CPU has AVX2, not AVX-512"
        } else {
            "this CPU has neither AVX2 nor AVX-512"
        }
    );
    println!(
        "{:<28} {:>8} {:>12} {:>13} {:>12} {:>8} {:>8} {:>10}",
        "set", "puzzles", "jiugong", "sudoku-crate", "tdoku", "/crate", "/tdoku", "/best peer"
    );
    for set in sets {
        let n = set.lines.len();
        let answers = ours_from_text(solver, &set.lines);
        assert_eq!(answers, tdoku(&set.tdoku), "tdoku on {}", set.name);
        assert_eq!(answers, peer_from_text(&set.lines), "{}", set.name);
        let ours = n as f64 / steady(|| ours_from_text(solver, &set.lines));
        let crate_rate = n as f64 / steady(|| peer_from_text(&set.lines));
        let tdoku_rate = n as f64 / steady(|| tdoku(&set.tdoku));
        println!(
            "{:<28} {:>8} {:>12.0} {:>13.0} {:>12.0} {:>7.2}x {:>7.2}x {:>9.2}x",
            set.name,
            n,
            ours,
            crate_rate,
            tdoku_rate,
            ours / crate_rate,
            ours / tdoku_rate,
            ours / crate_rate.max(tdoku_rate)
        );
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
    #[cfg(feature = "tdoku")]
    tdoku_table(&sets, &mut solver);
    #[cfg(not(feature = "tdoku"))]
    println!("\n(tdoku not built: --features tdoku, with TDOKU_SRC or network access, adds it)");
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
