//! Klotski, 华容道: every traditional start solved in the players' count of moves (a block
//! sliding any distance), its positions counted, and the first one's solution replayed
//! block by block.
//!
//! `cargo run --release -p jiugong-core --example klotski`

use jiugong_core::klotski::{Bfs, Board, LAYOUTS, Metric, slots_for};
use jiugong_core::search::{Progress, Resumable};

/// Positions a search keeps: every start here reaches fewer.
const ROOM: usize = 1 << 17;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (mut states, mut parents) = (vec![0u64; ROOM], vec![0u32; ROOM]);
    let mut slots = vec![0u32; slots_for(ROOM)];
    // The first start's solution, kept to replay: keys from the solved position back.
    let mut first: Option<Vec<u64>> = None;
    for layout in LAYOUTS {
        let start = layout.start()?;
        let mut bfs = Bfs::new(
            &start,
            Metric::Piece,
            false,
            &mut states[..],
            &mut parents[..],
            &mut slots[..],
        )?;
        match bfs.resume(u64::MAX) {
            Progress::Found => println!(
                "{} ({}): {} moves, {} positions looked at",
                layout.name,
                layout.pinyin,
                bfs.solution_length().unwrap_or(0),
                bfs.reachable()
            ),
            other => println!("{} ({}): {other:?}", layout.name, layout.pinyin),
        }
        if first.is_none() {
            first = bfs.solution().map(Iterator::collect);
        }
    }

    let keys = first.ok_or("no solution")?;
    let mut board: Board = LAYOUTS[0].start()?;
    println!("\n{}:\n{board}", LAYOUTS[0].name);
    for (i, &key) in keys.iter().rev().skip(1).enumerate() {
        let (block, _) = board.follow(key).ok_or("not one move")?;
        if i < 3 {
            println!(
                "move {}: block {}\n{board}",
                i + 1,
                board.blocks()[block].letter as char
            );
        }
    }
    assert!(board.is_solved());
    println!("... solved after {} moves", keys.len() - 1);
    Ok(())
}
