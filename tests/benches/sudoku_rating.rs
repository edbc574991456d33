//! The rating against Sukaku Explainer's (SE), on `tests/data/se_rated_dev.txt`: the rank
//! correlation with SE, the share rated within ±0.3 of SE, the `<1.5` band, and a confusion
//! table of SE bands against jiugong's levels. A measure of agreement, not of speed: it
//! prints under `cargo bench --bench sudoku_rating` (goal, issue 13: Spearman ≥ 0.95).
//!
//! Today's rater has no SE figure: this baseline scores each puzzle by its hardest technique
//! at SE's base rating for it (SE's `*Hint.getDifficulty`, original scale), a guess above
//! all of them, so the figures printed are where the SE-scale work starts from.

use jiugong_core::sudoku::{Grid, Solver, Technique, rate};
use jiugong_tests::{benchmarking, data_path};

/// SE's original base rating of each of today's techniques (a hidden single counts as one
/// in a line, 1.5; in a box SE says 1.2), and 10 for a guess.
fn base(t: Technique) -> f64 {
    match t {
        Technique::HiddenSingle => 1.5,
        Technique::NakedSingle => 2.3,
        Technique::Pointing => 2.6,
        Technique::Claiming => 2.8,
        Technique::NakedPair => 3.0,
        Technique::XWing => 3.2,
        Technique::HiddenPair => 3.4,
        Technique::NakedTriple => 3.6,
        Technique::HiddenTriple => 4.0,
        Technique::Guess => 10.0,
    }
}

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
    let mut solver = Solver::new();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let (mut within, mut exact, mut low, mut low_below) = (0, 0, 0, 0);
    let bands = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, f64::INFINITY];
    let mut table = [[0u32; 5]; 9];
    for (grid, se) in read() {
        let rating = rate(&grid, &mut solver).unwrap();
        let hardest = Technique::ALL
            .iter()
            .rev()
            .find(|&&t| rating.count(t) > 0)
            .map_or(1.0, |&t| base(t));
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
    println!("  <1.5 band rated below 1.5  {low_below} of {low}");
    println!("\n  SE band     easy medium   hard expert diabolical");
    let names = [
        "<1.5", "1.5-2.4", "2.5-3.4", "3.5-4.4", "4.5-5.4", "5.5-6.4", "6.5-7.4", "7.5-8.4", "8.5+",
    ];
    for (name, row) in names.iter().zip(&table) {
        println!(
            "  {name:<8} {:>7} {:>6} {:>6} {:>6} {:>10}",
            row[0], row[1], row[2], row[3], row[4]
        );
    }
}
