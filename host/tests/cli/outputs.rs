//! Output paths and interruption, through the real binaries: a symlink is followed and kept,
//! a FIFO or a device is written in place and never replaced, `-` is standard output, a full
//! device or disk is an error that keeps the user's file, and Ctrl-C or SIGTERM removes the
//! temporary file and leaves an existing output as it was.
//!
//! No test points an output at a real path under `/dev`: devices are made with `mknod` in
//! the test's own directory (as root), or `/dev/full` is used only when not running as root.

use crate::bin;
use nix::sys::signal::{Signal, kill};
use nix::sys::stat::{Mode, SFlag, makedev, mknod};
use nix::unistd::Pid;
use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const KEEP: &str = "the user's own file\n";

pub fn jiugong(dir: &Path) -> assert_cmd::Command {
    let mut c = bin("jiugong");
    c.current_dir(dir);
    c
}

pub fn temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

/// Runs `command`, which must fail with status 1 and say `message`; returns what it said.
pub fn fails_saying(command: &mut assert_cmd::Command, message: &str) -> String {
    let assert = command.assert().code(1);
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(stderr.contains(message), "{stderr}");
    stderr
}

/// A temporary directory for a test that needs root; `needs` says what for.
pub fn tempdir_as_root(needs: &str) -> tempfile::TempDir {
    assert!(
        nix::unistd::geteuid().is_root(),
        "this test {needs}: run the tests as root"
    );
    tempfile::tempdir().unwrap()
}

#[test]
fn a_symlink_is_followed_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("grids.txt");
    std::fs::write(&target, KEEP).unwrap();
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink("grids.txt", &link).unwrap();
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "2", "-o", "link.txt"])
        .assert()
        .success();
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_link(&link).unwrap(), Path::new("grids.txt"));
    let text = std::fs::read_to_string(&target).unwrap();
    assert_eq!(text.lines().count(), 19, "{text}");
    // The screenshot follows the same rules.
    let png = dir.path().join("screen.png");
    std::fs::write(&png, KEEP).unwrap();
    std::os::unix::fs::symlink("screen.png", dir.path().join("shot")).unwrap();
    jiugong(dir.path())
        .args(["sim", "--seed", "1", "--screenshot", "shot"])
        .assert()
        .success();
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    assert!(
        dir.path()
            .join("shot")
            .symlink_metadata()
            .unwrap()
            .is_symlink()
    );
    assert!(temporaries(dir.path()).is_empty());
}

#[test]
fn a_fifo_is_written_through_and_stays_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    nix::unistd::mkfifo(&fifo, Mode::S_IRWXU).unwrap();
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "3", "-o", "pipe"])
        .assert()
        .success();
    let text = reader.join().unwrap();
    assert_eq!(text.lines().count(), 29);
    assert!(fifo.metadata().unwrap().file_type().is_fifo());
    assert!(temporaries(dir.path()).is_empty());
}

#[test]
fn a_dash_is_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let out = jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "2", "-o", "-"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(String::from_utf8(out).unwrap().lines().count(), 19);
    assert!(!dir.path().join("-").exists());
    let png = jiugong(dir.path())
        .args(["sim", "--seed", "1", "--screenshot", "-"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert!(png.starts_with(b"\x89PNG"));
    assert!(!dir.path().join("-").exists());
    // Standard input the same way: `solve -` answers on `-o -`.
    let puzzle =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
    let out = jiugong(dir.path())
        .args(["sudoku", "solve", "-", "-o", "-"])
        .write_stdin(puzzle)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(out.len(), 82);
}

/// A character device that is always full: `/dev/full`'s own numbers, made in `dir` when
/// running as root (never `/dev/full` itself); `/dev/full` for a normal user.
fn full_device(dir: &Path) -> PathBuf {
    if !nix::unistd::geteuid().is_root() {
        return PathBuf::from("/dev/full");
    }
    let path = dir.join("full");
    mknod(
        &path,
        SFlag::S_IFCHR,
        Mode::from_bits_truncate(0o666),
        makedev(1, 7),
    )
    .unwrap_or_else(|e| panic!("mknod {} (needs root): {e}", path.display()));
    path
}

#[test]
fn a_full_device_is_an_error_and_stays_a_device() {
    let dir = tempfile::tempdir().unwrap();
    let full = full_device(dir.path());
    let stderr = fails_saying(
        jiugong(dir.path())
            .args(["sudoku", "finals", "-c", "2", "-o"])
            .arg(&full),
        "No space left on device",
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(full.metadata().unwrap().file_type().is_char_device());
    fails_saying(
        jiugong(dir.path())
            .args(["sim", "--seed", "1", "--screenshot"])
            .arg(&full),
        "No space left on device",
    );
    assert!(full.metadata().unwrap().file_type().is_char_device());
    assert!(temporaries(dir.path()).is_empty());
}

/// Every way to standard output ends in the one rule: a full device is "No space left on
/// device", exit 1, one line, no panic — completions, manual pages, `--help` and
/// `--version` included — and a closed standard output (`>&-`, which Rust's runtime quietly
/// turns into `/dev/null`) is an error too, not a run that wrote nothing and exited 0.
#[test]
fn standard_output_full_or_closed_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let full = full_device(dir.path());
    let run = |args: &[&str], stdout: Stdio| {
        Command::new(crate::bin_path("jiugong"))
            .current_dir(dir.path())
            .env("XDG_CACHE_HOME", crate::test_cache())
            .args(args)
            .stdout(stdout)
            .output()
            .unwrap()
    };
    for args in [
        &["completions", "bash"][..],
        &["man"],
        &["--help"],
        &["sudoku", "--help"],
        &["--version"],
        &["sudoku", "finals", "-c", "5", "-o", "-"],
    ] {
        let device = std::fs::OpenOptions::new().write(true).open(&full).unwrap();
        let out = run(args, Stdio::from(device));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr,
            "jiugong: error: cannot write standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
    // Closed: through -o -, and by the commands that stream their answers there.
    for args in [
        &["sudoku", "finals", "-c", "5", "-o", "-"][..],
        &["knight", "--size", "5x5"],
        &["sudoku", "puzzle", "--seed", "1"],
    ] {
        let closed = Command::new("sh")
            .current_dir(dir.path())
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&-")
            .arg(crate::bin_path("jiugong"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(closed.status.code(), Some(1), "{args:?}: {closed:?}");
        let stderr = String::from_utf8_lossy(&closed.stderr);
        assert!(
            stderr.contains("cannot write standard output: it is closed"),
            "{args:?}: {stderr}"
        );
    }
    // Written to /dev/null on purpose, it is no error.
    let null = run(&["sudoku", "finals", "-c", "5", "-o", "-"], Stdio::null());
    assert!(null.status.success(), "{null:?}");
    assert!(temporaries(dir.path()).is_empty());
}

/// A full disk: a 64 KiB tmpfs mounted in the test's directory (mounting needs root, as
/// these tests run). The file already there is kept whole.
#[test]
#[ignore = "needs root (mounts a tmpfs): scripts/test runs it"]
fn a_full_disk_keeps_the_existing_file() {
    let dir = tempdir_as_root("mounts a small tmpfs");
    let _unmount = small_disk(dir.path(), "64k");
    std::fs::write(dir.path().join("sudoku.txt"), KEEP).unwrap();
    fails_saying(
        jiugong(dir.path()).args(["sudoku", "finals", "-c", "1000"]),
        "No space left on device",
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("sudoku.txt")).unwrap(),
        KEEP
    );
    assert!(temporaries(dir.path()).is_empty());
}

/// Runs `jiugong ARGS` in `dir` as user `nobody` (65534; the test must run as root).
pub fn as_nobody(dir: &Path, args: &[&str]) -> std::process::Output {
    use std::os::unix::process::CommandExt;
    Command::new(bin("jiugong").get_program())
        .current_dir(dir)
        .args(args)
        .uid(65534)
        .gid(65534)
        .output()
        .unwrap()
}

/// A tmpfs of `size` (`64k`, `2m`) mounted on `dir` (needs root), unmounted when dropped.
pub fn small_disk(dir: &Path, size: &str) -> impl Drop {
    let mount = Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
        .arg(dir)
        .status()
        .expect("mount (util-linux) runs");
    assert!(
        mount.success(),
        "mounting a tmpfs needs root with CAP_SYS_ADMIN"
    );
    struct Unmount(PathBuf);
    impl Drop for Unmount {
        fn drop(&mut self) {
            let _ = Command::new("umount").arg(&self.0).status();
        }
    }
    Unmount(dir.to_owned())
}

/// Waits until a temporary file appears in `dir` (the run has started writing).
fn wait_for_temporary(dir: &Path, child: &mut Child) {
    let start = Instant::now();
    while temporaries(dir).is_empty() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the run ended before it wrote"
        );
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no temporary file"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

pub fn signal_and_wait(child: &mut Child, signal: Signal) -> (i32, String) {
    kill(Pid::from_raw(child.id() as i32), signal).unwrap();
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        e.read_to_string(&mut stderr).unwrap();
    }
    (status.code().expect("an exit status, not a signal"), stderr)
}

/// Stops a long run writing over `big.txt` in `dir` with `signal` once it has started
/// writing; checks that the old `big.txt` is whole and no temporary file is left, and
/// returns the run's exit status and what it said.
fn stopped_by(dir: &Path, signal: Signal) -> (i32, String) {
    let big = dir.join("big.txt");
    std::fs::write(&big, KEEP).unwrap();
    let mut child = Command::new(bin("jiugong").get_program())
        .current_dir(dir)
        .args(["sudoku", "finals", "-c", "30000000", "-o", "big.txt"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for_temporary(dir, &mut child);
    let (code, stderr) = signal_and_wait(&mut child, signal);
    assert_eq!(std::fs::read_to_string(&big).unwrap(), KEEP, "{signal}");
    assert!(temporaries(dir).is_empty(), "{signal}");
    (code, stderr)
}

#[test]
fn ctrl_c_removes_the_temporary_file_and_keeps_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.txt");
    let (code, stderr) = stopped_by(dir.path(), Signal::SIGINT);
    assert_eq!(code, 130, "{stderr}");
    // On a pipe, one line: no blank one before it.
    assert_eq!(stderr, "jiugong: interrupted\n");
    let exe = bin("jiugong").get_program().to_owned();

    // `solve` reading a standard input that stays open: SIGTERM.
    let mut child = Command::new(&exe)
        .current_dir(dir.path())
        .args(["sudoku", "solve", "-", "-o", "big.txt"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _stdin = child.stdin.take();
    wait_for_temporary(dir.path(), &mut child);
    let (code, stderr) = signal_and_wait(&mut child, Signal::SIGTERM);
    assert_eq!(code, 143, "{stderr}");
    assert_eq!(std::fs::read_to_string(&big).unwrap(), KEEP);
    assert!(temporaries(dir.path()).is_empty());
}

/// Runs `script` in `sh` in `dir`, with `$J` the jiugong binary and `$S` the sudoku binary:
/// the shell's own redirections (`>>`, `|`, `3>`) are what these tests are about.
fn shell(dir: &Path, script: &str) -> std::process::Output {
    let j = bin("jiugong").get_program().to_owned();
    let s = bin("sudoku").get_program().to_owned();
    Command::new("sh")
        .current_dir(dir)
        .env("J", j)
        .env("S", s)
        .args(["-c", script])
        .output()
        .expect("sh runs")
}

#[test]
fn dev_stdout_and_dev_fd_are_the_open_descriptor() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log.txt");
    // Appending through /dev/stdout keeps what the log held.
    std::fs::write(&log, "log\n").unwrap();
    let run = shell(
        dir.path(),
        "$J sudoku finals -c 1 -o /dev/stdout >> log.txt && \
         $J sim --seed 1 --screenshot /dev/stdout >> log.txt",
    );
    assert!(run.status.success(), "{run:?}");
    let text = std::fs::read(&log).unwrap();
    assert!(text.starts_with(b"log\n1 2 3 4 5 6 7 8 9\n"), "{text:?}");
    let png = text
        .iter()
        .position(|&b| b == 0x89)
        .expect("the PNG follows");
    assert_eq!(&text[png..png + 4], b"\x89PNG");
    // Through a pipe, and /dev/stderr.
    let run = shell(dir.path(), "$J sudoku finals -c 2 -o /dev/stdout | cat");
    assert!(run.status.success(), "{run:?}");
    assert_eq!(String::from_utf8_lossy(&run.stdout).lines().count(), 19);
    let run = shell(
        dir.path(),
        "$J sudoku finals -c 1 -o /dev/stderr 2>&1 >/dev/null",
    );
    assert!(run.status.success(), "{run:?}");
    assert_eq!(String::from_utf8_lossy(&run.stdout).lines().count(), 9);
    // Another descriptor (opened again through /proc: appended to, or written from its
    // offset; its own offset stays where it was).
    std::fs::write(&log, "log\n").unwrap();
    let run = shell(
        dir.path(),
        "$J sudoku finals -c 1 -o /dev/fd/3 3>>log.txt && \
         { echo first >&3; $J sudoku finals -c 1 -o /proc/self/fd/3; } 3>fd.txt",
    );
    assert!(run.status.success(), "{run:?}");
    assert_eq!(std::fs::read_to_string(&log).unwrap().lines().count(), 10);
    let fd = std::fs::read_to_string(dir.path().join("fd.txt")).unwrap();
    assert!(fd.starts_with("first\n1 2 3"), "{fd}");
    assert_eq!(fd.lines().count(), 10, "{fd}");

    assert!(temporaries(dir.path()).is_empty());
    assert!(!dir.path().join(".pipe").exists());
}

/// The puzzles the same-file tests read.
const PUZZLES: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";

#[test]
fn the_input_is_never_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("mine.txt");
    let refused = |args: &[&str], binary: &str, names: [&str; 2]| {
        std::fs::write(&mine, PUZZLES).unwrap();
        let sudoku = dir.path().join("sudoku.txt");
        if !sudoku.exists() || sudoku.is_symlink() {
            let _ = std::fs::remove_file(&sudoku);
            std::fs::hard_link(&mine, &sudoku).unwrap();
        }
        let assert = bin(binary)
            .current_dir(dir.path())
            .args(args)
            .assert()
            .code(2);
        let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
        for name in names {
            assert!(stderr.contains(name), "{args:?}: {stderr}");
        }
        assert!(stderr.contains("same file"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&mine).unwrap(), PUZZLES, "{args:?}");
        assert!(temporaries(dir.path()).is_empty());
    };
    // sudoku.txt is a hard link to mine.txt: the default output of both binaries.
    refused(
        &["-s", "sudoku.txt"],
        "sudoku",
        ["sudoku.txt", "sudoku.txt"],
    );
    refused(&["-s", "mine.txt"], "sudoku", ["mine.txt", "sudoku.txt"]);
    refused(
        &["sudoku", "solve", "mine.txt", "-o", "sudoku.txt"],
        "jiugong",
        ["mine.txt", "sudoku.txt"],
    );
    refused(
        &["sudoku", "solve", "mine.txt", "-o", "mine.txt"],
        "jiugong",
        ["mine.txt", "mine.txt"],
    );
    std::os::unix::fs::symlink("mine.txt", dir.path().join("link.txt")).unwrap();
    refused(
        &["sudoku", "solve", "link.txt", "-o", "sudoku.txt"],
        "jiugong",
        ["link.txt", "sudoku.txt"],
    );
    // Standard output sent to the input, by name or by redirection.
    for script in [
        "$J sudoku solve mine.txt -o /dev/stdout >> mine.txt",
        "$J sudoku solve mine.txt -o - >> mine.txt",
        "$J sudoku rate mine.txt >> mine.txt",
        "$J sudoku solve - -o mine.txt < mine.txt",
    ] {
        let run = shell(dir.path(), script);
        assert_eq!(run.status.code(), Some(2), "{script}: {run:?}");
        assert!(String::from_utf8_lossy(&run.stderr).contains("same file"));
        assert_eq!(std::fs::read_to_string(&mine).unwrap(), PUZZLES, "{script}");
    }
    // A different file is fine.
    bin("jiugong")
        .current_dir(dir.path())
        .args(["sudoku", "solve", "mine.txt", "-o", "answers.txt"])
        .assert()
        .success();
}

#[test]
fn hard_links_stay_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.txt");
    std::fs::write(&out, KEEP).unwrap();
    let other = dir.path().join("other.txt");
    std::fs::hard_link(&out, &other).unwrap();
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "1", "-o", "out.txt"])
        .assert()
        .success();
    use std::os::unix::fs::MetadataExt;
    let (a, b) = (out.metadata().unwrap(), other.metadata().unwrap());
    assert_eq!((a.ino(), a.nlink()), (b.ino(), 2));
    assert_eq!(
        std::fs::read_to_string(&other).unwrap().lines().count(),
        9,
        "the other link sees the new text"
    );
    assert!(temporaries(dir.path()).is_empty());
}

#[test]
#[ignore = "needs root (runs the binary as nobody): scripts/test runs it"]
fn a_file_the_user_cannot_write_is_refused_as_the_shell_refuses_it() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempdir_as_root("runs the binary as user nobody");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let locked = dir.path().join("locked.txt");
    std::fs::write(&locked, KEEP).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).unwrap();
    let run = as_nobody(
        dir.path(),
        &["sudoku", "finals", "-c", "1", "-o", "locked.txt"],
    );
    assert_eq!(run.status.code(), Some(1), "{run:?}");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("locked.txt") && stderr.contains("Permission denied"),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&locked).unwrap(), KEEP);
    use std::os::unix::fs::MetadataExt;
    assert_eq!(locked.metadata().unwrap().uid(), 0, "still root's file");
    assert!(temporaries(dir.path()).is_empty());
    // A new file in the same directory is written.
    let run = as_nobody(
        dir.path(),
        &["sudoku", "finals", "-c", "1", "-o", "mine.txt"],
    );
    assert!(run.status.success(), "{run:?}");
    // A new file in a folder this user may not write: one error, no note before it, and
    // nothing left there.
    let shut = dir.path().join("shut");
    std::fs::create_dir(&shut).unwrap();
    std::fs::set_permissions(&shut, std::fs::Permissions::from_mode(0o555)).unwrap();
    let run = as_nobody(
        dir.path(),
        &["sudoku", "finals", "-c", "1", "-o", "shut/new.txt"],
    );
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr,
        format!(
            "jiugong: error: cannot write {}: Permission denied (os error 13)\n",
            "shut/new.txt"
        )
    );
    assert_eq!(std::fs::read_dir(&shut).unwrap().count(), 0);
}

#[test]
fn every_stopping_signal_removes_the_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    for (signal, code) in [(Signal::SIGHUP, 129), (Signal::SIGQUIT, 131)] {
        let (status, stderr) = stopped_by(dir.path(), signal);
        assert_eq!(status, code, "{signal}: {stderr}");
    }
}

/// An output in folders that do not exist yet makes them (one note says so); a name ending
/// in `/` is a folder, not a file, and is refused with the way to name one.
#[test]
fn missing_folders_are_made_and_a_folder_is_not_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "1", "-o", "new/sub/grids.txt"])
        .assert()
        .success();
    assert_eq!(
        String::from_utf8_lossy(&out.get_output().stderr),
        "jiugong: note: made the folder new/sub\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("new/sub/grids.txt"))
            .unwrap()
            .lines()
            .count(),
        9
    );
    let refused = jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "1", "-o", "results/"])
        .assert()
        .code(2);
    let stderr = String::from_utf8_lossy(&refused.get_output().stderr).into_owned();
    assert!(
        stderr.contains("a name ending in / is a folder"),
        "{stderr}"
    );
    assert!(!dir.path().join("results").exists());
}
