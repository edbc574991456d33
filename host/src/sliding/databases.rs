//! The pattern databases `slide` searches over: the split asked for (`--databases`), and
//! its tables read from the cache or built.

use crate::cli::Budget;
use crate::progress::{self};
use crate::{cache, cli};
use anyhow::{Result, bail};
use clap::ValueEnum;
use jiugong_core::search::Progress;
use jiugong_core::sliding::pdb::{
    Build, Join, Partition, Split, marks_len, table_bytes, table_len,
};
use jiugong_core::sliding::{Board, Group, PatternDatabase, Size};

/// `--databases`: the pattern databases asked for, the core's [`Split`]s by their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Databases {
    /// 4×4: Korf and Felner's 7-8 split (the top two rows' tiles, the bottom two rows'),
    /// with the reflection: 288 MB of tables, built once in about two minutes with 1.4 GB of
    /// memory.
    #[value(name = "7-8")]
    SevenEight,
    /// 4×4: three groups of five tiles: 0.8 MB of tables, built in a second.
    #[value(name = "5-5-5")]
    FiveFiveFive,
    /// 5×5: four compact groups of six tiles (Korf and Felner split the 24-puzzle so), with
    /// the reflection: 255 MB of tables, built once in under two minutes with 1 GB of memory
    /// (the default with --fast).
    #[value(name = "6-6-6-6")]
    SixSixSixSix,
    /// 5×5: the 6-6-6-6 split and a second split into other compact groups of six, each
    /// with the reflection, the largest of the four estimates: 510 MB of tables, built once
    /// in about four minutes (the default for an optimal solution).
    #[value(name = "2x6-6-6-6")]
    TwoSixSixSixSix,
}

impl From<Databases> for Split {
    fn from(d: Databases) -> Split {
        match d {
            Databases::SevenEight => Split::SevenEight,
            Databases::FiveFiveFive => Split::FiveFiveFive,
            Databases::SixSixSixSix => Split::SixSixSixSix,
            Databases::TwoSixSixSixSix => Split::TwoSixSixSixSix,
        }
    }
}

impl Databases {
    /// The split for a board: the one asked for if it fits the board, else the board's
    /// default ([`Split::default_for`]; none on sizes without tables).
    pub fn for_board(shape: Size, asked: Option<Databases>, fast: bool) -> Result<Option<Split>> {
        match asked.map(Split::from) {
            None => Ok(Split::default_for(shape, fast)),
            Some(a) if a.size() == shape => Ok(Some(a)),
            Some(a) => Err(cli::usage(format_args!(
                "--databases {} is for the {}x{} board, not {}x{}",
                a.name(),
                a.size().width,
                a.size().height,
                shape.width,
                shape.height
            ))),
        }
    }
}

/// Pattern-database tables in memory the host owns, lent to the core: each partition's
/// groups and their tables.
pub struct Tables {
    goal: Board,
    partitions: Vec<(Partition, Vec<Vec<u8>>)>,
    /// Entries built (the rest were read from the cache).
    pub(super) built: u64,
}

impl Tables {
    /// The additive heuristic over each partition's tables.
    pub fn heuristics(&self) -> Result<Vec<PatternDatabase<'_>>> {
        self.partitions
            .iter()
            .map(|(groups, tables)| {
                let lent: Vec<Group<'_>> = groups
                    .iter()
                    .zip(tables)
                    .map(|(tiles, table)| Group { tiles, table })
                    .collect();
                Ok(PatternDatabase::new(&self.goal, &lent)?)
            })
            .collect()
    }

    /// The heuristic of tables over one partition.
    pub fn heuristic(&self) -> Result<PatternDatabase<'_>> {
        match self.heuristics()?.as_slice() {
            [one] => Ok(*one),
            more => bail!("{} partitions, not one", more.len()),
        }
    }
}

/// Successors a table build queues before it sorts and marks them (`u32`s, twice over).
const BUILD_QUEUE: u64 = 1 << 25;

/// Two threads for [`Build::resume_with`]: the second runs on a scoped thread.
pub struct Threads;

impl Join for Threads {
    fn join<A: FnOnce() + Send, B: FnOnce() + Send>(&self, a: A, b: B) {
        std::thread::scope(|s| {
            let second = s.spawn(b);
            a();
            if let Err(panic) = second.join() {
                std::panic::resume_unwind(panic);
            }
        });
    }
}

/// The tables of `split` towards `goal` (on the split's board): read from the cache, or
/// built (seconds for 5-5-5, a minute or two for 7-8 and 6-6-6-6, with a progress bar) and
/// cached.
/// A build counts a node per entry of its tables: one that would pass `budget` is not
/// started.
pub fn tables(goal: &Board, split: Split, budget: Budget) -> Result<Tables> {
    // A cache limit that cannot be read is said before anything is read or built, as
    // `cache list` says it.
    cache::limit()?;
    let shape = goal.size();
    let n = shape.cells();
    let cells: Vec<String> = goal.cells().iter().map(u8::to_string).collect();
    // One character a tile: hexadecimal on 4×4, base 36 beyond.
    let letters = |tiles: &[u8]| -> String {
        tiles
            .iter()
            .filter_map(|&t| char::from_digit(u32::from(t), 36))
            .collect()
    };
    let board = format!("{}x{}", shape.width, shape.height);
    let partitions = split.partitions();
    let count = split.groups().count();
    // The cache file and key of one group's table.
    let file = |tiles: &[u8]| {
        let pattern: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let key = cache::Key {
            kind: "pattern database (4-bit excess over Manhattan)",
            board: board.clone(),
            goal: cells.join(","),
            pattern: pattern.join(","),
            entries: table_bytes(n, tiles.len()) as u64,
        };
        let name = format!(
            "pdb4-{board}-{}-{}.bin",
            letters(goal.cells()),
            letters(tiles)
        );
        (name, key)
    };
    let built: u64 = split
        .groups()
        .filter(|tiles| {
            let (name, key) = file(tiles);
            !cache::holds(&name, &key)
        })
        .map(|tiles| table_len(n, tiles.len()) as u64)
        .sum();
    if built > budget.nodes {
        bail!(
            "gave up before building the {} tables this goal needs: their {} entries count \
             as nodes ({budget}); a run whose budget covers them builds them once, and later \
             runs read them from the cache",
            split.name(),
            cli::number(built)
        );
    }
    // The tables of one group, `number` of `count` (from 1), read or built.
    let table = |number: usize, tiles: &[u8]| {
        let k = tiles.len();
        let (name, key) = file(tiles);
        cache::load_or_build(&name, &key, |table| {
            let what = format!("{} table {number} of {count}", split.name());
            let mut marks: Vec<u64> =
                cache::zeroed(marks_len(n, k) as u64, &format!("work space of the {what}"))?;
            let mut queue: Vec<u32> = cache::zeroed(BUILD_QUEUE, "queue of the table build")?;
            let mut build = Build::new(goal, tiles, table, &mut marks, &mut queue)?;
            let bar = progress::items(build.entries(), &what);
            while build.resume_with(progress::SLICE, &Threads) == Progress::Paused {
                bar.set_position(build.filled());
            }
            bar.finish_and_clear();
            Ok(())
        })
    };
    let mut loaded = Vec::new();
    let mut number = 0;
    for &groups in partitions {
        let mut tables = Vec::new();
        for tiles in groups {
            number += 1;
            tables.push(table(number, tiles)?);
        }
        loaded.push((groups, tables));
    }
    Ok(Tables {
        goal: *goal,
        partitions: loaded,
        built,
    })
}
