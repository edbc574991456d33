//! The knight's tour three ways: Warnsdorff's rule on the document's board, the document's
//! own search (slowly, in slices, showing its progress), and a closed tour of a larger board
//! in buffers lent to the search.
//!
//! `cargo run --release -p jiugong-core --example knight_tour`

use jiugong_core::knight::{Goal, Order, OwnedSearch, Search, Size, Square, is_tour};
use jiugong_core::search::{Progress, Resumable};

fn print(size: Size, board: &[u32]) {
    for row in board.chunks(size.width as usize) {
        let line: Vec<String> = row.iter().map(|n| format!("{n:<3}")).collect();
        println!("{}", line.join(" ").trim_end());
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let size = Size::new(8, 8).ok_or("no such board")?;
    let start = Square::new(2, 0);

    let mut fast = OwnedSearch::owned(size, start, Order::Warnsdorff, Goal::Open)?;
    assert_eq!(fast.resume(u64::MAX), Progress::Found);
    println!("Warnsdorff's rule from {start}: {} nodes", fast.nodes());
    print(size, fast.board());

    // The document's fixed move order: 210,143,950 nodes, run here a slice at a time.
    let mut document = OwnedSearch::owned(size, start, Order::Document, Goal::Open)?;
    let slice = 50_000_000;
    while document.resume(slice) == Progress::Paused {
        println!("  the document's search: {} nodes so far", document.nodes());
    }
    println!(
        "\nthe document's search from {start}: {} nodes",
        document.nodes()
    );
    print(size, document.board());

    let big = Size::new(40, 30).ok_or("no such board")?;
    let (mut board, mut stack) = (vec![0; big.squares()], vec![0; big.squares()]);
    let mut closed = Search::new(
        big,
        Square::new(0, 0),
        Order::Warnsdorff,
        Goal::Closed,
        &mut board[..],
        &mut stack[..],
    )?;
    assert_eq!(closed.resume(u64::MAX), Progress::Found);
    assert!(is_tour(big, closed.board(), true));
    println!("\na closed tour of {big}: {} nodes", closed.nodes());
    Ok(())
}
