use jiugong_core::knight::*;
fn main() {
    let mut b = SmallBoard::new();
    for (w, h) in [(10u32, 3u32), (6, 5), (12, 3)] {
        let t = std::time::Instant::now();
        let mut s = b
            .search(
                Size::new(w, h).unwrap(),
                Square::new(0, 0),
                Order::Document,
                Goal::CountClosed,
            )
            .unwrap();
        println!(
            "{w}x{h} {:?} {} closed, nodes {} in {:?}",
            s.run(u64::MAX),
            s.found(),
            s.nodes(),
            t.elapsed()
        );
    }
    let t = std::time::Instant::now();
    let mut total = 0;
    for i in 0..25 {
        let mut s = b
            .search(
                Size::new(5, 5).unwrap(),
                Size::new(5, 5).unwrap().square(i),
                Order::Document,
                Goal::CountAll,
            )
            .unwrap();
        s.run(u64::MAX);
        total += s.found();
    }
    println!("5x5 all {total} in {:?}", t.elapsed());
}
