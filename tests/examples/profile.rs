use jiugong_core::sudoku::{Grid, Solver};
fn main() {
    let set = std::env::args()
        .nth(1)
        .unwrap_or("forum_hardest_1106".into());
    let text = std::fs::read_to_string(format!("tests/data/{set}.txt")).unwrap();
    let grids: Vec<Grid> = text.lines().map(|l| Grid::parse_line(l).unwrap()).collect();
    let mut s = Solver::new();
    let mut n = 0;
    for _ in 0..3 {
        for g in &grids {
            n += s.count_solutions(g, 2);
        }
    }
    println!("{n}");
}
