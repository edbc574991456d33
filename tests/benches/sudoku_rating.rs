//! The rating against Sukaku Explainer's (SE), on `tests/data/se_rated_dev.txt`: the rank
//! correlation with SE, the share rated within ±0.3 of SE, the `<1.5` band, and a confusion
//! table of SE bands against jiugong's levels, and puzzles rated per second in each band (one
//! core). It prints under `cargo bench --bench sudoku_rating` (goals, issue 13: Spearman ≥
//! 0.95, 80 % within ±0.3, the whole set in under 5 minutes). Then a sample of each other
//! data set with one solution (every n-th puzzle), the hardest ones needing nested forcing
//! chains: how many were rated without a guess, the SE range, the seconds a puzzle.

use jiugong_core::sudoku::{Grid, Rater, Technique};
use jiugong_tests::{benchmarking, data_path};
use std::time::Instant;

/// SE's figure for a line: exact, or a band's bounds.
enum Se {
    Exact(f64),
    Band(f64, f64),
}

fn read() -> Vec<(Grid, Se)> {
    let text = std::fs::read_to_string(data_path("se_rated_dev.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (puzzle, se) = l.split_once(' ').unwrap();
            let se = match se.trim() {
                "<1.5" => Se::Band(1.0, 1.4),
                "1.5-2.4" => Se::Band(1.5, 2.4),
                x => Se::Exact(x.parse().unwrap()),
            };
            (Grid::parse_line(puzzle).unwrap(), se)
        })
        .collect()
}

/// Ranks with ties given their average rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation: Pearson's over the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn main() {
    if !benchmarking() {
        return;
    }
    let mut rater = Box::new(Rater::new());
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let (mut within, mut exact, mut low, mut low_below) = (0, 0, 0, 0);
    let bands = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, f64::INFINITY];
    let mut table = [[0u32; 5]; 9];
    let mut exact_hits = 0;
    let mut time = [(0.0f64, 0u32); 9];
    let all = Instant::now();
    for (grid, se) in read() {
        let start = Instant::now();
        let rating = rater.rate(&grid).unwrap();
        let seconds = start.elapsed().as_secs_f64();
        let hardest = rating.se().value();
        exact_hits += usize::from(matches!(se, Se::Exact(x) if (hardest - x).abs() < 0.05));
        let mid = match se {
            Se::Exact(x) => {
                exact += 1;
                ours.push(hardest);
                theirs.push(x);
                within += usize::from((hardest - x).abs() <= 0.3 + 1e-9);
                x
            }
            Se::Band(lo, hi) => {
                if hi < 1.5 {
                    low += 1;
                    low_below += usize::from(hardest < 1.5);
                }
                (lo + hi) / 2.0
            }
        };
        let band = bands.iter().position(|&b| mid < b).unwrap();
        table[band][rating.level as usize] += 1;
        time[band].0 += seconds;
        time[band].1 += 1;
    }
    println!("\nrating against Sukaku Explainer, {exact} exactly rated puzzles:");
    println!(
        "  Spearman rank correlation  {:.3} (goal 0.95; HoDoKu 0.88)",
        spearman(&ours, &theirs)
    );
    println!(
        "  within ±0.3 of SE          {:.1} % (goal 80 %)",
        100.0 * within as f64 / exact as f64
    );
    println!(
        "  rated exactly as SE         {:.1} %",
        100.0 * exact_hits as f64 / exact as f64
    );
    println!("  <1.5 band rated below 1.5  {low_below} of {low}");
    println!(
        "  the whole set rated in     {:.1} s",
        all.elapsed().as_secs_f64()
    );
    println!("\n  SE band     easy medium   hard expert diabolical  puzzles/s");
    let names = [
        "<1.5", "1.5-2.4", "2.5-3.4", "3.5-4.4", "4.5-5.4", "5.5-6.4", "6.5-7.4", "7.5-8.4", "8.5+",
    ];
    for ((name, row), (seconds, n)) in names.iter().zip(&table).zip(time) {
        println!(
            "  {name:<8} {:>7} {:>6} {:>6} {:>6} {:>10} {:>10.1}",
            row[0],
            row[1],
            row[2],
            row[3],
            row[4],
            f64::from(n) / seconds
        );
    }
    samples(&mut rater);
}

/// Every n-th puzzle of the other data sets with one solution, rated: guesses, the SE
/// range, the share that needed nested forcing chains, the seconds a puzzle.
fn samples(rater: &mut Rater) {
    println!("\nsamples of the other data sets (every n-th puzzle):");
    println!(
        "  set                           n  puzzles  no guess   SE min  median     max  nested  s/puzzle"
    );
    let sets = [
        ("17_clue.txt", 500),
        ("magictour_top1465.txt", 15),
        ("forum_hardest_1106.txt", 47),
        ("forum_hardest_1905_11plus.txt", 10000),
    ];
    let nested = [
        Technique::NestedForcingChain,
        Technique::NestedMultipleForcingChain,
        Technique::NestedDynamicForcingChain,
        Technique::NestedDynamicForcingChainPlus,
    ];
    for (file, every) in sets {
        let text = std::fs::read_to_string(data_path(file)).unwrap();
        let (mut figures, mut clean, mut deep) = (Vec::new(), 0, 0);
        let start = Instant::now();
        for line in text.lines().step_by(every) {
            let rating = rater.rate(&Grid::parse_line(line).unwrap()).unwrap();
            figures.push(rating.se().value());
            clean += usize::from(rating.count(Technique::Guess) == 0);
            deep += usize::from(nested.contains(&rating.hardest));
        }
        let seconds = start.elapsed().as_secs_f64() / figures.len() as f64;
        figures.sort_by(f64::total_cmp);
        println!(
            "  {file:<29} {every:>4} {:>8} {clean:>9} {:>8.1} {:>7.1} {:>7.1} {deep:>7} {seconds:>9.2}",
            figures.len(),
            figures[0],
            figures[figures.len() / 2],
            figures[figures.len() - 1],
        );
    }
}
