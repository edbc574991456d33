use jiugong_core::star::*;
fn main() {
    for (n, k) in [
        (5u8, 2u8),
        (6, 2),
        (7, 2),
        (7, 3),
        (8, 2),
        (8, 3),
        (9, 2),
        (9, 3),
        (9, 4),
        (10, 3),
        (10, 4),
        (11, 2),
        (11, 3),
        (11, 4),
        (11, 5),
        (12, 5),
    ] {
        let s = Star::polygon(n, k).unwrap();
        let t = std::time::Instant::now();
        let mut counts = vec![];
        let mut complete = true;
        for p in 0..s.points() {
            let mut f = Fillings::new(&s, p).unwrap();
            let mut c = 0u64;
            loop {
                match f.next_within(200_000_000u64.saturating_sub(f.nodes())) {
                    Next::Found(_) => c += 1,
                    Next::Exhausted => break,
                    Next::Paused => {
                        complete = false;
                        break;
                    }
                }
            }
            counts.push(c);
        }
        let min = counts.iter().min().unwrap();
        let max = counts.iter().max().unwrap();
        println!(
            "{{{n}/{k}}} points {} fillings per start min {min} max {max} total {} complete {complete} in {:?}",
            s.points(),
            counts.iter().sum::<u64>(),
            t.elapsed()
        );
    }
}
