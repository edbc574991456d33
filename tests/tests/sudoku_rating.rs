//! The SE-scale rating against Sukaku Explainer's own figures on a sample of the development
//! set (every 40th exactly rated puzzle up to 8.5; the whole set is the `sudoku_rating`
//! benchmark's).

use jiugong_core::sudoku::{Grid, Rater};
use jiugong_tests::data_path;

#[test]
fn a_sample_of_the_development_set_rates_as_sukaku_explainer_does() {
    let text = std::fs::read_to_string(data_path("se_rated_dev.txt")).unwrap();
    let sample: Vec<(Grid, f64)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (puzzle, se) = l.split_once(' ')?;
            let se: f64 = se.trim().parse().ok()?;
            (se <= 8.5).then(|| (Grid::parse_line(puzzle).unwrap(), se))
        })
        .step_by(40)
        .collect();
    assert!(sample.len() > 100, "{} puzzles", sample.len());
    let mut rater = Box::new(Rater::new());
    let (mut within, mut exact) = (0, 0);
    for (grid, se) in &sample {
        let ours = rater.rate(grid).unwrap().se().value();
        within += usize::from((ours - se).abs() <= 0.3 + 1e-9);
        exact += usize::from((ours - se).abs() < 0.05);
    }
    let n = sample.len() as f64;
    assert!(
        within as f64 >= 0.75 * n,
        "{within} of {} within ±0.3 of SE",
        sample.len()
    );
    assert!(
        exact as f64 >= 0.6 * n,
        "{exact} of {} rated exactly as SE",
        sample.len()
    );
}
