//! The pentagram, "君子不忘其旧": the paper's algorithm from each of its three printed starts,
//! then every filling of the pentagram and of {7/2} found by search.
//!
//! `cargo run -p jiugong-core --example star`

use jiugong_core::star::{Fillings, Star, paper_fill};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for (row, col) in [(1, 5), (3, 4), (5, 3)] {
        let filling = paper_fill(Star::pentagram_point(row, col)?)?;
        println!("the paper's algorithm from ({row},{col}):");
        for line in filling.matrix() {
            println!("{}", String::from_utf8_lossy(&line[..9]));
        }
    }
    for star in [Star::pentagram(), Star::polygon(7, 2)?] {
        let all: usize = (0..star.points())
            .map(|p| Fillings::new(&star, p).map(Iterator::count))
            .sum::<Result<usize, _>>()?;
        let (n, k) = star.shape();
        println!(
            "{{{n}/{k}}}: {} points, {all} fillings from all starts",
            star.points()
        );
    }
    Ok(())
}
