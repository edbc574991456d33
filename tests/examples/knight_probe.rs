use jiugong_core::knight::*;
use std::time::Instant;
fn main() {
    let mut b = SmallBoard::new();
    let t = Instant::now();
    let mut s = b
        .search(
            Size::new(8, 8).unwrap(),
            Square::new(2, 0),
            Order::Document,
            Goal::Open,
        )
        .unwrap();
    let st = s.run(u64::MAX);
    println!("{st:?} nodes {} in {:?}", s.nodes(), t.elapsed());
    for r in 0..8 {
        println!("{:?}", &s.board()[r * 8..r * 8 + 8]);
    }
    for (w, h) in [(1000u32, 1000u32), (1000, 999), (999, 999)] {
        let size = Size::new(w, h).unwrap();
        let mut board = vec![0u32; size.squares()];
        let mut stack = vec![0u32; size.squares()];
        let t = Instant::now();
        let mut s = Search::new(
            size,
            Square::new(0, 0),
            Order::Warnsdorff,
            Goal::Open,
            &mut board,
            &mut stack,
        )
        .unwrap();
        let st = s.run(100_000_000);
        println!("{w}x{h} {st:?} nodes {} in {:?}", s.nodes(), t.elapsed());
        if w % 2 == 0 {
            let mut s = Search::new(
                size,
                Square::new(0, 0),
                Order::Warnsdorff,
                Goal::Closed,
                &mut board,
                &mut stack,
            )
            .unwrap();
            let t = Instant::now();
            let st = s.run(100_000_000);
            println!(
                "{w}x{h} closed {st:?} nodes {} in {:?}",
                s.nodes(),
                t.elapsed()
            );
        }
    }
    let t = Instant::now();
    let mut total = 0;
    for i in 0..64 {
        let mut s = b
            .search(
                Size::new(8, 8).unwrap(),
                Size::new(8, 8).unwrap().square(i),
                Order::Warnsdorff,
                Goal::Open,
            )
            .unwrap();
        assert_eq!(s.run(u64::MAX), Status::Done);
        total += s.nodes();
    }
    println!("64 starts: nodes {total} in {:?}", t.elapsed());
    for n in [6u32, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32] {
        let t = Instant::now();
        let mut s = b
            .search(
                Size::new(n, n).unwrap(),
                Square::new(0, 0),
                Order::Warnsdorff,
                Goal::Closed,
            )
            .unwrap();
        let st = s.run(50_000_000);
        println!(
            "closed {n}: {st:?} nodes {} in {:?}",
            s.nodes(),
            t.elapsed()
        );
    }
}
#[allow(dead_code)]
fn unused() {}
