//! Sudoku's variants against Simon Tatham's Solo, one thread: solving Solo's own puzzles of
//! each kind (`tests/data/solo/puzzles.tsv`: the game ID read, then solved — jiugong counting
//! to two, Solo's solver grading, as each answers "one solution?") and making puzzles of
//! each kind at a grade (Solo's grade against the jiugong level its puzzles of that grade
//! get, BENCHMARKS.md's table: trivial and basic are easy, intermediate is medium, and
//! unreasonable diabolical; Solo's basic killer puzzles need its advanced killer steps,
//! medium). Solo is built from its C source (`tests/solo/`) with `--features solo`;
//! without it, jiugong's figures alone. With it, the two are timed in turn, round after
//! round, and each figure is a median ([`paired`]): Solo timed after jiugong had moved by
//! up to 40 % between runs.
//!
//! ```text
//! SOLO_SRC=sgt-puzzles-solo-ab54d12.tar.xz cargo bench -p jiugong-tests --bench sudoku_variants --features solo
//! ```

use criterion::Criterion;
use jiugong::variant::Solving;
use jiugong_core::sudoku::Level;
use jiugong_core::sudoku::variant::{Recipe, VariantMaker, VariantSolver, room_for, solo};
use jiugong_tests::{benchmarking, data_path, paired};
use rand_core::SeedableRng;
use std::hint::black_box;

/// Solo's puzzles by kind (the parameters before `:`), in the file's order.
fn kinds() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(data_path("solo/puzzles.tsv")).unwrap();
    let mut kinds: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let id = line.split('\t').next().unwrap().to_string();
        let kind = id.split(':').next().unwrap().to_string();
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, ids)) => ids.push(id),
            None => kinds.push((kind, vec![id])),
        }
    }
    kinds
}

/// Every ID read and solved by jiugong, as `jiugong sudoku solve` does a file's: with one
/// `Solving` for them all (one variant solver made again in place for each layout); the
/// number with one solution.
fn ours(solving: &mut Solving, ids: &[String]) -> usize {
    ids.iter()
        .filter(|id| solving.solve(&solo::parse(id).unwrap()).is_ok())
        .count()
}

#[cfg(feature = "solo")]
fn theirs(ids: &[std::ffi::CString]) -> usize {
    // Grades below "Ambiguous" are puzzles with one solution Solo solved.
    ids.iter()
        .filter(|id| solo_peer::solve(id).is_some_and(|(grade, _)| grade < 6))
        .count()
}

/// Solo's grade (as `solo -g` names it; killer puzzles add Solo's killer grade) against
/// the level jiugong grades each of Solo's puzzles at: how many of each.
fn grades_against_levels() {
    let text = std::fs::read_to_string(data_path("solo/puzzles.tsv")).unwrap();
    let mut table: Vec<(usize, String, [usize; 5])> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let puzzle = solo::parse(fields[0]).unwrap();
        let grade = VariantSolver::new(&puzzle.layout)
            .grade(puzzle.givens(), Level::Diabolical)
            .unwrap();
        let solos = fields[2].to_string();
        let first = solos.split('/').next().unwrap();
        // Killer grades after the plain ones.
        let rank = solo_peer::GRADES.iter().position(|&g| g == first).unwrap()
            + 10 * usize::from(solos.contains('/'));
        match table.iter_mut().find(|(_, g, _)| *g == solos) {
            Some((_, _, counts)) => counts[grade.level() as usize] += 1,
            None => {
                let mut counts = [0; 5];
                counts[grade.level() as usize] = 1;
                table.push((rank, solos, counts));
            }
        }
    }
    table.sort();
    println!("\nSolo's grade of its own puzzles against jiugong's level (puzzles of each):");
    print!("{:<22}", "Solo");
    for level in Level::ALL {
        print!(" {:>10}", level.name());
    }
    println!();
    for (_, solos, counts) in table {
        print!("{solos:<22}");
        for count in counts {
            print!(" {count:>10}");
        }
        println!();
    }
}

/// What a grid of each side costs in memory: the solver and a puzzle are fixed arrays for
/// the largest grid, whatever the side; the search's room is lent by the caller and grows
/// with the side; grading and making need nothing more than the solver on the heap.
fn memory() {
    use jiugong_core::sudoku::variant::{Layout, VariantPuzzle};
    println!("\nmemory, bytes (the solver and a puzzle are the same at every side):");
    println!(
        "solver {}, layout {}, puzzle {}",
        std::mem::size_of::<VariantSolver>(),
        std::mem::size_of::<Layout>(),
        std::mem::size_of::<VariantPuzzle>()
    );
    println!("{:<6} {:>16}", "side", "search's room");
    for n in [4u8, 6, 8, 9, 12, 16] {
        println!("{:<6} {:>16}", format!("{n}x{n}"), 2 * room_for(n));
    }
}

/// Rounds of timing jiugong and Solo in turn ([`paired`]): the figures printed are their
/// medians.
const ROUNDS: usize = 7;

/// Seconds for one call of `ours`, and with Solo built, for one of `solo` and the ratio
/// of the two, timed in turn ([`paired`]).
fn timed(ours: impl FnMut(), solo: impl FnMut()) -> (f64, Option<(f64, f64)>) {
    let (ours, theirs, ratio) = paired(ROUNDS, ours, solo);
    (ours, cfg!(feature = "solo").then_some((theirs, ratio)))
}

/// Solo's figure (`figure` of its seconds) and the ratio as printed, or dashes without Solo.
fn solo_columns(solo: Option<(f64, f64)>, figure: impl Fn(f64) -> String) -> (String, String) {
    match solo {
        Some((seconds, ratio)) => (figure(seconds), format!("{ratio:.1}x")),
        None => ("-".to_string(), "-".to_string()),
    }
}

/// The recipes made against Solo's parameters and grade (`t` trivial, `b` basic, `i`
/// intermediate, `u` unreasonable), at the level Solo's puzzles of that grade get; killer
/// with jiugong's cages (up to 5 cells) and with cages the size of Solo's (2 or 3 cells:
/// its pairs, a cell left alone joined to one).
const MADE: [(&str, &str, u8, Level, u8); 16] = [
    ("2x2dt", "classic", 4, Level::Easy, 5),
    ("2x3db", "classic", 6, Level::Easy, 5),
    ("3x3db", "classic", 9, Level::Easy, 5),
    ("3x3di", "classic", 9, Level::Medium, 5),
    ("3x3du", "classic", 9, Level::Diabolical, 5),
    ("3x4db", "classic", 12, Level::Easy, 5),
    ("4x4db", "classic", 16, Level::Easy, 5),
    ("3x3xdb", "x", 9, Level::Easy, 5),
    ("9jdb", "jigsaw", 9, Level::Easy, 5),
    ("9jdi", "jigsaw", 9, Level::Medium, 5),
    ("2x3kdb", "killer", 6, Level::Medium, 5),
    ("2x3kdb", "killer", 6, Level::Medium, 3),
    ("3x3kdb", "killer", 9, Level::Medium, 5),
    ("3x3kdb", "killer", 9, Level::Medium, 3),
    ("3x3kdi", "killer", 9, Level::Medium, 5),
    ("3x3kdi", "killer", 9, Level::Medium, 3),
];

fn main() {
    let kinds = kinds();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    for (kind, ids) in &kinds {
        let mut group = c.benchmark_group(format!("read and solve/{kind}"));
        group.throughput(criterion::Throughput::Elements(ids.len() as u64));
        let mut solving = Solving::default();
        group.bench_function("jiugong", |b| b.iter(|| ours(&mut solving, black_box(ids))));
        group.finish();
    }
    c.final_summary();
    if !benchmarking() {
        return;
    }
    #[cfg(not(feature = "solo"))]
    println!(
        "\n(Solo not built: --features solo, with SOLO_SRC or a network, adds it and the ratios)"
    );
    println!("\nsolve Solo's own puzzles (read + solve), one thread, per second:");
    println!(
        "{:<10} {:>8} {:>12} {:>12} {:>8}",
        "kind", "puzzles", "jiugong", "Solo", "ratio"
    );
    for (kind, ids) in &kinds {
        let mut solving = Solving::default();
        #[cfg(feature = "solo")]
        let solo = {
            let cids: Vec<std::ffi::CString> = ids
                .iter()
                .map(|i| std::ffi::CString::new(i.as_str()).unwrap())
                .collect();
            assert_eq!(ours(&mut solving, ids), theirs(&cids), "{kind}");
            move || {
                black_box(theirs(&cids));
            }
        };
        #[cfg(not(feature = "solo"))]
        let solo = || ();
        let (ours_s, solo) = timed(
            || {
                black_box(ours(&mut solving, ids));
            },
            solo,
        );
        let n = ids.len() as f64;
        let (theirs, ratio) = solo_columns(solo, |s| format!("{:.0}", n / s));
        println!(
            "{kind:<10} {:>8} {:>12.0} {theirs:>12} {ratio:>8}",
            ids.len(),
            n / ours_s
        );
    }
    grades_against_levels();
    memory();
    println!("\nmake a puzzle at a grade, one thread, milliseconds:");
    println!(
        "{:<10} {:<11} {:>10} {:>10} {:>8}",
        "Solo", "jiugong", "jiugong", "Solo", "ratio"
    );
    for (params, variants, n, level, max_cage) in MADE {
        let recipe = Recipe {
            level: Some(level),
            max_cage,
            ..Recipe::named(variants, n).unwrap()
        };
        let label = match recipe.killer {
            true => format!("{} ≤{max_cage}", level.name()),
            false => level.name().to_string(),
        };
        // One maker for every puzzle, as `jiugong sudoku puzzle --count` makes them.
        let rng = rand_xorshift::XorShiftRng::seed_from_u64(61);
        let mut maker = VariantMaker::idle(rng, vec![0u16; room_for(n)]);
        let count = if level >= Level::Hard { 5 } else { 20 };
        let make = || {
            for _ in 0..count {
                black_box(maker.make(&recipe, None).unwrap());
            }
        };
        #[cfg(feature = "solo")]
        let solo = {
            let mut seed = 0u64;
            move || {
                for _ in 0..count {
                    seed += 1;
                    black_box(solo_peer::generate(params, &seed.to_string()).unwrap());
                }
            }
        };
        #[cfg(not(feature = "solo"))]
        let solo = || ();
        let ms = |seconds: f64| 1e3 * seconds / count as f64;
        let (ours_s, solo) = timed(make, solo);
        let (theirs, ratio) = solo_columns(solo, |s| format!("{:.3}", ms(s)));
        println!(
            "{params:<10} {label:<11} {:>10.3} {theirs:>10} {ratio:>8}",
            ms(ours_s)
        );
    }
    println!(
        "(ratio = jiugong speed / Solo's, above 1 is faster: the median of {ROUNDS} rounds, each"
    );
    println!(" timing jiugong and then Solo; killer: ≤ the most cells of a cage, 5 by default,");
    println!(" 3 as Solo's)");
}
