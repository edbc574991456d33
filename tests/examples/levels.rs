use jiugong_core::sudoku::{Generator, Options, Level};
use rand_core::SeedableRng;
use std::time::Instant;
fn main() {
    let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(1);
    let mut g = Generator::new();
    for minimal in [false, true] {
        let mut hist = [0u32; 5];
        let t = Instant::now();
        for _ in 0..1000 {
            let p = g.generate(&Options { clues: 0, minimal, ..Options::default() }, &mut rng).unwrap();
            hist[p.rating.level as usize] += 1;
        }
        println!("minimal {minimal}: {:?} in {:?}", hist, t.elapsed());
    }
    let _ = Level::Easy;
}
