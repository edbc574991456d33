use jiugong_core::sudoku::{Grid, Solver};
use std::time::Instant;
fn main() {
    for f in [
        "17_clue",
        "magictour_top1465",
        "forum_hardest_1106",
        "forum_hardest_1905_11plus",
        "serg_benchmark",
    ] {
        let text = std::fs::read_to_string(format!("tests/data/{f}.txt")).unwrap();
        let lines: Vec<&str> = text.lines().filter(|l| l.len() >= 81).collect();
        let grids: Vec<Grid> = lines.iter().map(|l| Grid::parse_line(l).unwrap()).collect();
        let peers: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
            .collect();
        let mut s = Solver::new();
        let t = Instant::now();
        let mut n = 0;
        for g in &grids {
            n += s.count_solutions(g, 2);
        }
        let a = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let mut m = 0;
        for p in &peers {
            m += p.solutions_count_up_to(2);
        }
        let b = t.elapsed().as_secs_f64();
        println!(
            "{f}: ours {:.0}/s peer {:.0}/s ratio {:.2} ({n} {m})",
            grids.len() as f64 / a,
            grids.len() as f64 / b,
            b / a
        );
    }
}
