use jiugong_core::knight::*;
fn main() {
    let mut b = SmallBoard::new();
    for (w, h, r, c) in [(5u32, 6u32, 1u32, 2u32), (6, 5, 2, 1), (5, 6, 0, 0)] {
        let sz = Size::new(w, h).unwrap();
        let t = std::time::Instant::now();
        let mut s = b
            .search(sz, Square::new(r, c), Order::Document, Goal::Open)
            .unwrap();
        let st = s.run(u64::MAX);
        println!(
            "{w}x{h} from ({r},{c}): {st:?} nodes {} in {:?}",
            s.nodes(),
            t.elapsed()
        );
    }
}
