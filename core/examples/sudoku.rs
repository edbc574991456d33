//! Sudoku end to end: solved grids in bulk, a puzzle at each level with its rating, and the
//! solver on a puzzle read from text.
//!
//! `cargo run --release -p jiugong-core --example sudoku`

use jiugong_core::sudoku::{
    Finals, Format, Generator, Grid, Level, MAX_TEXT_BYTES, Options, Solver,
};
use rand_core::SeedableRng;

fn show(grid: &Grid) {
    let mut text = [0; MAX_TEXT_BYTES];
    print!(
        "{}",
        String::from_utf8_lossy(Format::Block.text(grid, &mut text))
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Document 003: distinct solved grids, the first with its top-left digit.
    let grids: Vec<Grid> = Finals::new(5)?.take(3).collect();
    println!("three of document 003's grids with a 5 in the corner; the first:");
    show(&grids[0]);

    let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(2026);
    let mut generator = Generator::new();
    for level in Level::ALL {
        let options = Options {
            level: Some(level),
            ..Options::default()
        };
        let made = generator.generate(&options, &mut rng)?;
        println!(
            "\n{level}: {} clues, found after {} other puzzles",
            made.puzzle.clue_count(),
            made.attempts
        );
        println!("{}", made.puzzle.line('.'));
    }

    let puzzle = Grid::parse_line(
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
    )?;
    let solution = Solver::new().solve_unique(&puzzle)?;
    println!("\na hard puzzle and its only solution:");
    show(&solution);
    Ok(())
}
