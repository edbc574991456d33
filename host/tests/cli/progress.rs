//! Progress on stderr, through the real binaries on a terminal (a pseudo-terminal of 60
//! columns, opened by the tests themselves): every long run shows what it is doing, and no
//! line is wider than the terminal. On a pipe nothing is shown (the other CLI tests assert
//! empty stderr).

use crate::{bin, bin_path};
use nix::pty::{Winsize, openpty};
use std::io::Read;
use std::process::{Command, Stdio};

/// Runs `jiugong ARGS` with stderr on a 60-column pseudo-terminal (stdout to /dev/null) and
/// returns what the terminal showed, escape sequences removed, one entry per redraw.
fn on_a_terminal(args: &str) -> Vec<String> {
    let cache = tempfile::tempdir().unwrap();
    let size = Winsize {
        ws_row: 20,
        ws_col: 60,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    let pty = openpty(Some(&size), None).expect("a pseudo-terminal");
    let mut child = Command::new(bin_path("jiugong"))
        .args(args.split_whitespace())
        // The pseudo-terminal is a terminal whatever the caller's environment says (a run
        // with no TERM at all, as under `env -i`, would draw no bar).
        .env("TERM", "xterm")
        .env("XDG_CACHE_HOME", cache.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(pty.slave))
        .spawn()
        .expect("jiugong runs");
    // The terminal's side is read while the program writes, so that it never waits on a
    // full terminal; it ends (EIO) once the program has exited and its side is closed.
    let mut master = std::fs::File::from(pty.master);
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut chunk = [0u8; 4096];
        while let Ok(n @ 1..) = master.read(&mut chunk) {
            bytes.extend_from_slice(&chunk[..n]);
        }
        bytes
    });
    child.wait().expect("jiugong exits");
    let bytes = reader.join().unwrap();
    let text = String::from_utf8_lossy(&bytes);
    let mut shown = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // CSI: ESC [ parameters final-letter
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            shown.push(c);
        }
    }
    shown
        .split(['\r', '\n'])
        .map(|l| l.trim_end().to_owned())
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn long_runs_show_progress_within_60_columns() {
    let cases = [
        (
            "knight --size 8x8 --start 0,5 --method seed --budget 40000000",
            "open tour",
        ),
        ("knight --size 5x5 --count", "counting"),
        (
            "slide --size 4x4 --databases 5-5-5 --from 0,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1 --budget 8000000",
            "5-5-5 table 1 of 3",
        ),
        (
            "sudoku stats --trials 20000 --seed 1",
            "20,000 trials per row",
        ),
        ("sudoku puzzle --count 2000 --seed 1", "/2,000"),
        (
            "star --polygon 11/2 --method search --all --budget 3000000",
            "fillings",
        ),
    ];
    for (args, shows) in cases {
        let lines = on_a_terminal(args);
        assert!(
            lines.iter().any(|l| l.contains(shows)),
            "{args}: {shows:?} not in {lines:?}"
        );
        // Messages wrap as text does; the bars must fit.
        for l in lines.iter().filter(|l| !l.starts_with("jiugong:")) {
            assert!(l.chars().count() <= 60, "{args}: {l:?}");
        }
    }
}

/// `--quiet` (`-q`, anywhere on the line): no bar, no note, even on a terminal; the answer
/// and the errors are unchanged.
#[test]
fn quiet_runs_show_neither_progress_nor_notes() {
    for args in [
        "-q knight --size 5x5 --count",
        "slide --quiet --size 4x4 --databases 5-5-5 --from 0,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1 --budget 8000000",
        "sudoku --quiet puzzle --count 2000 --seed 1",
    ] {
        let lines = on_a_terminal(args);
        let shown: Vec<&String> = lines
            .iter()
            .filter(|l| !l.starts_with("jiugong: gave up"))
            .collect();
        assert!(shown.is_empty(), "{args}: {shown:?}");
    }
    let quiet = bin("jiugong")
        .args(["sudoku", "finals", "-q", "-c", "0"])
        .assert()
        .code(2);
    assert!(
        !quiet.get_output().stderr.is_empty(),
        "errors are still said"
    );
}

/// A batch's counter is out of the way of what the tables it needs say: their notes begin
/// their own lines.
#[test]
fn a_batchs_counter_leaves_the_tables_notes_their_lines() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("states.txt");
    let bad: Vec<&str> = ["1,2,3"; 200].to_vec();
    std::fs::write(
        &file,
        format!(
            "{}\n1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15\n",
            bad.join("\n")
        ),
    )
    .unwrap();
    let lines = on_a_terminal(&format!(
        "slide --size 4x4 --databases 5-5-5 --batch {}",
        file.display()
    ));
    let notes: Vec<&String> = lines
        .iter()
        .filter(|l| l.contains("note: building"))
        .collect();
    assert_eq!(notes.len(), 3, "{lines:?}");
    for note in notes {
        assert!(note.starts_with("jiugong: note: building"), "{note:?}");
    }
}
