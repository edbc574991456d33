use jiugong_core::sliding::*;
fn main() {
    let s = Shape::new(3, 3).unwrap();
    let start = Board::parse(s, "876543210").unwrap();
    let goal = Board::goal(s);
    let t = std::time::Instant::now();
    let mut search = PathSearch::new(&start, &goal, 30).unwrap();
    loop {
        match search.next_event(u64::MAX) {
            PathEvent::Found => println!("Pass No {}: {:?}", search.paths(), search.path()),
            _ => break,
        }
    }
    println!(
        "first {:?} total {:?} in {:?}",
        search.first(),
        search.counters(),
        t.elapsed()
    );
}
