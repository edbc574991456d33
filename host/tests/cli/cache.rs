//! The pattern-database cache through the real binary (the 5-5-5 tables, built in a second):
//! a build says so, a damaged file (right size, wrong content) is rebuilt with one line
//! saying so, an intact one is used silently, and a cache that cannot be written still gives
//! answers, with one note. Goals that differ by tile names and a turn or a flip share one
//! set of tables; a build counts against `--budget`; the cache stays within its limit.

use crate::bin;
use jiugong_core::sliding::{Board, Dir, Size};
use jiugong_tests::sliding::replay;
use std::path::Path;

/// A 4×4 start one move from the goal.
const ONE_MOVE: &str = "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15";

/// `slide` on [`ONE_MOVE`] over the 5-5-5 tables: the run every test here makes.
const SLIDE: [&str; 7] = [
    "slide",
    "--size",
    "4x4",
    "--databases",
    "5-5-5",
    "--from",
    ONE_MOVE,
];

fn solve(cache: &Path) -> (String, String) {
    let out = bin("jiugong")
        .env("XDG_CACHE_HOME", cache)
        .args(SLIDE)
        .arg("--json")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["length"], 1, "{stdout}");
    (stdout, stderr)
}

/// A cache limit that cannot be read (`JIUGONG_CACHE_MB=abc`) is the same error for every
/// command that uses the cache, before anything is read or built.
#[test]
fn an_unreadable_cache_limit_is_one_error_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let said = "JIUGONG_CACHE_MB: 'abc' is not a number of megabytes";
    for args in [&["cache", "list"][..], &SLIDE] {
        let out = bin("jiugong")
            .env("XDG_CACHE_HOME", dir.path())
            .env("JIUGONG_CACHE_MB", "abc")
            .args(args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
    assert!(!dir.path().join("jiugong").exists(), "nothing built");
}

/// Runs started side by side on an empty cache build each table once: one builds, the
/// others wait for it (said in a note) and read what it kept.
#[test]
fn runs_side_by_side_build_each_table_once() {
    let dir = tempfile::tempdir().unwrap();
    let runs: Vec<std::process::Child> = (0..4)
        .map(|_| {
            std::process::Command::new(crate::bin_path("jiugong"))
                .env("XDG_CACHE_HOME", dir.path())
                .args(SLIDE)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut builds = 0;
    for run in runs {
        let out = run.wait_with_output().unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(out.status.success(), "{stderr}");
        builds += stderr
            .lines()
            .filter(|l| l.contains("note: building the pattern database"))
            .count();
        for line in stderr.lines() {
            assert!(
                line.contains("note: building the pattern database")
                    || line.contains("note: waiting for another jiugong"),
                "{line}"
            );
        }
    }
    assert_eq!(builds, 3, "the three 5-5-5 tables, each built once");
}

#[test]
fn damaged_tables_are_rebuilt_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let (_, stderr) = solve(dir.path());
    // A build says so, terminal or not: one line a table, naming the file it leaves.
    let built: Vec<&str> = stderr.lines().collect();
    assert_eq!(built.len(), 3, "{stderr}");
    for line in built {
        assert!(
            line.starts_with("jiugong: note: building the pattern database")
                && line.contains("of 4x4 (0.3 MB), once: later runs read ")
                && line.contains("/jiugong/pdb4-4x4-"),
            "{line}"
        );
    }
    let cache = dir.path().join("jiugong");
    let mut files: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "{files:?}");
    // Same size, random content.
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for f in &files {
        let len = std::fs::metadata(f).unwrap().len() as usize;
        let noise: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        std::fs::write(f, noise).unwrap();
    }
    let (_, stderr) = solve(dir.path());
    assert_eq!(stderr.lines().count(), 3, "{stderr}");
    for (line, f) in stderr.lines().zip(&files) {
        assert!(
            line.starts_with("jiugong: note: rebuilding the cached pattern database "),
            "{line}"
        );
        assert!(line.contains(&*f.to_string_lossy()), "{line}");
    }
    // A bit flipped in the content: the checksum finds it.
    let mut bytes = std::fs::read(&files[1]).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x10;
    std::fs::write(&files[1], bytes).unwrap();
    let (_, stderr) = solve(dir.path());
    assert!(stderr.contains("checksum"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let (_, stderr) = solve(dir.path());
    assert_eq!(stderr, "");
}

#[test]
fn an_unwritable_cache_still_answers() {
    let dir = tempfile::tempdir().unwrap();
    // A regular file where the cache directory would be: nothing can be created under it
    // (even by root).
    let blocked = dir.path().join("cache");
    std::fs::write(&blocked, "not a directory").unwrap();
    let (_, stderr) = solve(&blocked);
    let kept: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("jiugong: note: tables are kept in memory for this run only: "))
        .collect();
    assert_eq!(kept.len(), 1, "said once: {stderr}");
    let built = stderr
        .lines()
        .filter(|l| l.ends_with("(0.3 MB) for this run"));
    assert_eq!(built.count(), 3, "{stderr}");
    assert_eq!(stderr.lines().count(), 4, "{stderr}");
}

/// `cache list` names every table with its size, `cache clear` removes them all and nothing
/// else in the folder (the test tools scripts keep there, a file of the user's).
#[test]
fn the_cache_is_listed_and_cleared() {
    let dir = tempfile::tempdir().unwrap();
    solve(dir.path());
    let cache = dir.path().join("jiugong");
    std::fs::create_dir(cache.join("epsilon-13366a01")).unwrap();
    std::fs::write(cache.join("notes.txt"), "mine").unwrap();
    let run = |what: &str| {
        let out = bin("jiugong")
            .env("XDG_CACHE_HOME", dir.path())
            .args(["cache", what])
            .assert()
            .success();
        String::from_utf8(out.get_output().stdout.clone()).unwrap()
    };
    let listed = run("list");
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines.len(), 4, "{listed}");
    for line in &lines[..3] {
        assert!(
            line.contains("pattern database") && line.contains("board 4x4"),
            "{line}"
        );
    }
    assert!(lines[3].starts_with("0.8 MB in 3 tables ("), "{listed}");
    assert_eq!(run("clear"), "removed 3 tables (0.8 MB)\n");
    assert_eq!(
        run("list").lines().last(),
        Some(
            format!(
                "0.0 MB in 0 tables ({}; at most 2000.0 MB)",
                cache.display()
            )
            .as_str()
        )
    );
    assert!(cache.join("epsilon-13366a01").is_dir());
    assert_eq!(
        std::fs::read_to_string(cache.join("notes.txt")).unwrap(),
        "mine"
    );
    // Built again when needed.
    solve(dir.path());
}

/// A start `walk` moves from `goal` (a fixed walk that never steps straight back).
fn walked(goal: &Board, walk: usize) -> Board {
    let mut b = *goal;
    let mut last = None;
    for step in 0..walk {
        let dirs: Vec<(Dir, usize)> = Dir::ALL
            .iter()
            .filter(|&&d| Some(d.reverse()) != last)
            .filter_map(|&d| b.neighbour(d).map(|q| (d, q)))
            .collect();
        let (d, q) = dirs[(step * 7 + 3) % dirs.len()];
        b.slide(q);
        last = Some(d);
    }
    b
}

/// `jiugong slide` over 5-5-5 from `start` to `goal` with the cache in `cache` and `more`
/// arguments; its stdout, stderr and whether it succeeded.
fn slide_to(cache: &Path, start: &Board, goal: &Board, more: &[&str]) -> (String, String, bool) {
    let out = bin("jiugong")
        .env("XDG_CACHE_HOME", cache)
        .env("JIUGONG_CACHE_MB", "1")
        .args(["slide", "--databases", "5-5-5", "--json"])
        .args(["--from", &start.to_string(), "--to", &goal.to_string()])
        .args(more)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    (stdout, stderr, out.status.success())
}

/// Solved towards `goal` from 12 moves away: the moves replayed reach it, in 12 or fewer.
fn solves(cache: &Path, goal: &Board) -> String {
    let start = walked(goal, 12);
    let (stdout, stderr, ok) = slide_to(cache, &start, goal, &[]);
    assert!(ok, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let moves: Vec<u8> = serde_json::from_value(v["moves"].clone()).unwrap();
    assert!(moves.len() <= 12, "{stdout}");
    assert_eq!(replay(&start, &moves), *goal, "{stdout}");
    stderr
}

/// Goals with the blank on an inner cell, tiles named in any order, share one set of tables;
/// a goal with the blank on an edge needs its own.
#[test]
fn goals_differing_by_tile_names_and_symmetry_share_tables() {
    let dir = tempfile::tempdir().unwrap();
    let shape = Size::new(4, 4).unwrap();
    let inner = Board::parse(shape, "1,2,3,4,5,0,6,7,8,9,10,11,12,13,14,15").unwrap();
    let stderr = solves(dir.path(), &inner);
    assert_eq!(stderr.matches("note: building").count(), 3, "{stderr}");
    // The blank on another inner cell, the tiles backwards: read from the cache.
    let other = Board::parse(shape, "15,14,13,12,11,10,9,8,7,6,0,5,4,3,2,1").unwrap();
    assert_eq!(solves(dir.path(), &other), "");
    // On an edge: three tables more.
    let edge = Board::parse(shape, "1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15").unwrap();
    let stderr = solves(dir.path(), &edge);
    assert_eq!(stderr.matches("note: building").count(), 3, "{stderr}");
}

/// A build counts a node per entry: a budget too small for it refuses before building
/// anything, and says how to get the tables.
#[test]
fn a_budget_covers_a_table_build() {
    let dir = tempfile::tempdir().unwrap();
    let shape = Size::new(4, 4).unwrap();
    let goal = Board::parse(shape, "1,2,3,4,5,0,6,7,8,9,10,11,12,13,14,15").unwrap();
    let start = walked(&goal, 4);
    let (stdout, stderr, ok) = slide_to(dir.path(), &start, &goal, &["--budget", "100,000"]);
    assert!(!ok);
    assert!(
        stderr.contains("gave up before building the 5-5-5 tables this goal needs: their ")
            && stderr.contains(" entries count as nodes (--budget 100,000)"),
        "{stderr}"
    );
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(
        v["error"]
            .as_str()
            .unwrap()
            .contains("gave up before building")
    );
    assert!(!dir.path().join("jiugong").exists(), "nothing built");
    // The three tables hold 3 × 524,160 entries: a budget of 1,600,000 covers them, with
    // 27,520 nodes left for the search.
    let (stdout, stderr, ok) = slide_to(dir.path(), &start, &goal, &["--budget", "1,600,000"]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("\"length\":4"), "{stdout}");
}

/// With `JIUGONG_CACHE_MB=1` the cache holds one goal's 5-5-5 tables (0.8 MB): a second
/// goal's tables replace them, the oldest first, each removal said.
#[test]
fn the_cache_stays_within_its_limit() {
    let dir = tempfile::tempdir().unwrap();
    let shape = Size::new(4, 4).unwrap();
    let usual = Board::goal(shape);
    solves(dir.path(), &usual);
    let edge = Board::parse(shape, "1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15").unwrap();
    let stderr = solves(dir.path(), &edge);
    let removed: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("removed the cached table used longest ago to stay within 1.0 MB"))
        .collect();
    assert_eq!(removed.len(), 3, "{stderr}");
    let cache = dir.path().join("jiugong");
    let total: u64 = std::fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .sum();
    assert!(total <= 1_000_000, "{total}");
    // The edge goal's tables are the ones kept: read without a build.
    assert_eq!(solves(dir.path(), &edge), "");
}
