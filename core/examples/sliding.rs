//! Sliding tiles: document 004's exhaustive search of every path of at most 30 moves, then
//! the optimal solution of the same eight puzzle and the number of shortest solutions.
//!
//! `cargo run --release -p jiugong-core --example sliding`

use jiugong_core::figures::EIGHT_START;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::{Board, Ida, ManhattanLinear, PathSearch, Size};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let shape = Size::new(3, 3)?;
    let (start, goal) = (Board::parse(shape, EIGHT_START)?, Board::goal(shape));

    let mut paths = PathSearch::new(&start, &goal, 30)?;
    while paths.resume(u64::MAX) == Progress::Found {
        let moves: Vec<String> = paths.path().map(|t| t.to_string()).collect();
        println!("Pass No {}: {}", paths.paths(), moves.join(","));
    }
    let c = paths.counters();
    println!(
        "{} paths; move() called {} times, moveok() {}",
        paths.paths(),
        c.steps,
        c.checks
    );

    let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), true)?;
    assert_eq!(ida.resume(u64::MAX), Progress::Found);
    println!(
        "\noptimal: {} moves, {} shortest solutions, {} nodes",
        ida.solution().len(),
        ida.solutions(),
        ida.nodes()
    );
    Ok(())
}
