//! Knight's tour speed: Warnsdorff from all 64 starts of 8×8, a 1000×1000 open tour, the
//! document's search from (2,0) — nodes per second side by side with a plain recursive
//! baseline written like the document's C program — and closed tours by construction from
//! 100×100 to 5000×5000 (built and numbered), against Warnsdorff's open tours where it
//! finishes.

use criterion::{Criterion, Throughput};
use jiugong_core::knight::{
    Goal, MOVES, Narrow, Order, Search, Size, Square, build_closed, check_closed, is_tour,
    number_tour,
};
use jiugong_core::search::{Progress, Resumable};
use jiugong_tests::SmallBoard;
use jiugong_tests::{benchmarking, best_of};
use std::hint::black_box;

/// The document's `TravelChessBoard`, recursive, on an 8×8 array, counting its calls.
struct Baseline {
    chess: [[u32; 8]; 8],
    calls: u64,
}

impl Baseline {
    fn travel(&mut self, x: i32, y: i32, tag: u32) -> bool {
        self.calls += 1;
        self.chess[x as usize][y as usize] = tag;
        if tag == 64 {
            return true;
        }
        for (dx, dy) in MOVES {
            let (x1, y1) = (x + i32::from(dx), y + i32::from(dy));
            if (0..8).contains(&x1)
                && (0..8).contains(&y1)
                && self.chess[x1 as usize][y1 as usize] == 0
                && self.travel(x1, y1, tag + 1)
            {
                return true;
            }
        }
        self.chess[x as usize][y as usize] = 0;
        false
    }
}

fn all_starts_8x8(b: &mut SmallBoard) -> u64 {
    let size = Size::new(8, 8).unwrap();
    (0..64)
        .map(|i| {
            let mut s = b
                .search(size, size.square(i), Order::Warnsdorff, Goal::Open)
                .unwrap();
            assert_eq!(s.resume(u64::MAX), Progress::Found);
            s.nodes()
        })
        .sum()
}

/// Warnsdorff's open tour of `size` from (0,0) in the lent buffers; its nodes.
fn open_tour(size: Size, board: &mut [u32], stack: &mut [u32]) -> u64 {
    let mut s = Search::new(
        size,
        Square::new(0, 0),
        Order::Warnsdorff,
        Goal::Open,
        board,
        stack,
    )
    .unwrap();
    assert_eq!(s.resume(u64::MAX), Progress::Found);
    s.nodes()
}

/// Seconds to build a closed tour of `size` and number it from `start`.
fn closed_tour_seconds(size: Size, start: Square) -> f64 {
    let mut links = vec![0u8; size.squares()];
    let mut numbers = vec![0u32; size.squares()];
    best_of(3, || {
        build_closed(size, &mut links).unwrap();
        number_tour(size, &links, start, &mut numbers).unwrap();
    })
}

/// Seconds to build an open tour of `size` (3 or 4 wide) column by column from `start` and
/// number it.
fn narrow_tour_seconds(narrow: &mut Narrow, size: Size, start: Square) -> f64 {
    let mut links = vec![0u8; size.squares()];
    let mut numbers = vec![0u32; size.squares()];
    let t = best_of(3, || {
        narrow.build_open(size, start, &mut links).unwrap();
        number_tour(size, &links, start, &mut numbers).unwrap();
    });
    assert!(is_tour(size, &numbers, false), "{size} from {start}");
    t
}

/// Open tours of boards 3 or 4 wide column by column, from a corner and from the middle;
/// on the boards 3 wide that also have a closed tour, against the closed construction.
fn narrow_boards() {
    let mut narrow = Box::new(Narrow::new());
    println!("\nopen tours of boards 3 or 4 wide, column by column (built and numbered):");
    println!(
        "  {:>11} {:>15} {:>9} {:>16} {:>9}",
        "board", "start", "seconds", "squares/s", "closed"
    );
    for (w, h) in [
        (999, 3),
        (1000, 3),
        (1000, 4),
        (1_000_000, 3),
        (1_000_000, 4),
    ] {
        let size = Size::new(w, h).unwrap();
        let middle = Square::new(if h == 3 { 1 } else { 0 }, w / 2 - 1 + (w % 2));
        let closed = check_closed(size)
            .is_ok()
            .then(|| closed_tour_seconds(size, middle));
        for start in [Square::new(0, 0), middle] {
            let t = narrow_tour_seconds(&mut narrow, size, start);
            let against = closed.map_or("—".to_string(), |c| format!("{:.1}x", c / t));
            println!(
                "  {:>11} {:>15} {:>9.4} {:>16.0} {:>9}",
                format!("{w}x{h}"),
                start.to_string(),
                t,
                size.squares() as f64 / t,
                against
            );
        }
    }
    println!("  (closed: the closed construction's time on the same board over this one's)");
}

/// Seconds for [`open_tour`] on `size`, once, with its nodes.
fn open_tour_seconds(size: Size) -> (f64, u64) {
    let mut board = vec![0u32; size.squares()];
    let mut stack = vec![0u32; size.squares()];
    let mut nodes = 0;
    let t = best_of(1, || nodes = open_tour(size, &mut board, &mut stack));
    (t, nodes)
}

fn seed_search(b: &mut SmallBoard) -> u64 {
    let mut s = b
        .search(
            Size::new(8, 8).unwrap(),
            Square::new(2, 0),
            Order::Document,
            Goal::Open,
        )
        .unwrap();
    assert_eq!(s.resume(u64::MAX), Progress::Found);
    s.nodes()
}

fn baseline() -> u64 {
    let mut b = Baseline {
        chess: [[0; 8]; 8],
        calls: 0,
    };
    assert!(b.travel(2, 0, 1));
    b.calls
}

fn main() {
    let mut small = SmallBoard::new();
    let mut board = vec![0u32; 1_000_000];
    let mut stack = vec![0u32; 1_000_000];
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    let mut g = c.benchmark_group("knight");
    g.throughput(Throughput::Elements(64));
    g.bench_function("fast, all 64 starts of 8x8", |b| {
        b.iter(|| black_box(all_starts_8x8(&mut small)))
    });
    let thousand = Size::new(1000, 1000).unwrap();
    g.throughput(Throughput::Elements(1_000_000));
    g.bench_function("fast, 1000x1000 open tour", |b| {
        b.iter(|| black_box(open_tour(thousand, &mut board, &mut stack)))
    });
    g.finish();
    c.final_summary();
    if !benchmarking() {
        return;
    }
    let t64 = best_of(20, || {
        black_box(all_starts_8x8(&mut small));
    });
    let tbig = best_of(3, || {
        black_box(open_tour(thousand, &mut board, &mut stack));
    });
    println!(
        "\nfast method: all 64 starts of 8x8 in {:.3} ms (goal < 1 ms)",
        t64 * 1e3
    );
    println!(
        "fast method: 1000x1000 open tour in {:.3} s (goal < 1 s)",
        tbig
    );
    println!("\nclosed tours by construction (built, then numbered from a square), and");
    println!("Warnsdorff's open tour from (0,0) where it is tried (up to 2000x2000):");
    println!(
        "  {:>11} {:>10} {:>14} {:>12} {:>14} {:>7}",
        "board", "construct", "squares/s", "Warnsdorff", "squares/s", "ratio"
    );
    for (w, h) in [
        (100, 100),
        (999, 1000),
        (1000, 1000),
        (2000, 2000),
        (5000, 5000),
    ] {
        let size = Size::new(w, h).unwrap();
        let n = size.squares();
        let t = closed_tour_seconds(size, Square::new(h / 2, 1));
        let warnsdorff = (n <= 4_000_000).then(|| open_tour_seconds(size).0);
        let (ws, wr, ratio) = match warnsdorff {
            Some(tw) => (
                format!("{tw:.3} s"),
                format!("{:.0}", n as f64 / tw),
                format!("{:.1}x", tw / t),
            ),
            None => ("-".into(), "-".into(), "-".into()),
        };
        println!(
            "  {:>11} {:>8.3} s {:>14.0} {:>12} {:>14} {:>7}",
            format!("{w}x{h}"),
            t,
            n as f64 / t,
            ws,
            wr,
            ratio
        );
    }
    println!("\nboards with a side of 3 (closed, by construction) and odd x odd boards (no");
    println!("closed tour: Warnsdorff's open tour from (0,0), no backtracking needed):");
    for (w, h) in [
        (3, 1000),
        (1000, 3),
        (3, 1_000_000),
        (999, 999),
        (2999, 2999),
        (4999, 4999),
    ] {
        let size = Size::new(w, h).unwrap();
        let n = size.squares();
        let t = if w == 3 || h == 3 {
            closed_tour_seconds(size, Square::new(0, 0))
        } else {
            let (t, nodes) = open_tour_seconds(size);
            assert_eq!(nodes, n as u64, "backtracked");
            t
        };
        println!(
            "  {:>11} {:>8.3} s {:>14.0} squares/s",
            format!("{w}x{h}"),
            t,
            n as f64 / t
        );
    }
    narrow_boards();
    let nodes = seed_search(&mut small);
    assert_eq!(nodes, baseline());
    let a = best_of(3, || {
        black_box(seed_search(&mut small));
    });
    let b = best_of(3, || {
        black_box(baseline());
    });
    println!("document's search from (2,0): {nodes} nodes");
    println!(
        "  jiugong (explicit stack, resumable) {:.2} s  {:.0} M nodes/s",
        a,
        nodes as f64 / a / 1e6
    );
    println!(
        "  recursive baseline (C-like)         {:.2} s  {:.0} M nodes/s",
        b,
        nodes as f64 / b / 1e6
    );
    println!("  ratio jiugong speed / baseline speed {:.2}x", b / a);
}
