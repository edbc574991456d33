//! What replacing an output keeps, through the real binaries: a hard-linked file on a full
//! disk is left whole, concurrent runs into one hard-linked file leave one run's output, a
//! replaced file keeps its mode, owner and group, an output whose folder takes no temporary
//! file is still written (in place, once complete), and a signal after the file was replaced
//! does not report an interruption.
//!
//! The full disk is a small tmpfs the test mounts (root); owners are set and the binary run
//! as user `nobody` only as root: those tests are in the ignored tier.

use crate::bin;
use crate::outputs::{
    KEEP, as_nobody, fails_saying, jiugong, small_disk, tempdir_as_root, temporaries,
};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What `jiugong sudoku finals -c COUNT --first FIRST` writes.
fn finals(count: u32, first: u8) -> Vec<u8> {
    bin("jiugong")
        .args(["sudoku", "finals", "-c", &count.to_string()])
        .args(["--first", &first.to_string(), "-o", "-"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone()
}

fn mode(path: &Path) -> u32 {
    path.metadata().unwrap().mode() & 0o7777
}

#[test]
#[ignore = "needs root (mounts a tmpfs): scripts/test runs it"]
fn a_hard_linked_output_on_a_full_disk_is_left_whole() {
    let dir = tempdir_as_root("mounts a small tmpfs");
    let _unmount = small_disk(dir.path(), "2m");
    let (a, b) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "500", "-o", "a.txt"])
        .assert()
        .success();
    let old = std::fs::read(&a).unwrap();
    std::fs::hard_link(&a, &b).unwrap();
    // 7,000 grids (1.1 MB) fit beside the old ones once, not twice: the new output in its
    // temporary file, and again in the file rewritten in place.
    let stderr = fails_saying(
        jiugong(dir.path()).args(["sudoku", "finals", "-c", "7000", "-o", "a.txt"]),
        "No space left on device",
    );
    // The size said as people write it: `the new 1,148,000 bytes`.
    if let Some(said) = stderr.split("the new ").nth(1) {
        let size = said.split(' ').next().unwrap_or_default();
        assert!(
            size.contains(',') && said.contains(" bytes beside the old"),
            "{stderr}"
        );
    }
    assert!(std::fs::read(&a).unwrap() == old, "a.txt changed");
    assert!(std::fs::read(&b).unwrap() == old, "b.txt changed");
    assert_eq!(a.metadata().unwrap().nlink(), 2);
    assert!(temporaries(dir.path()).is_empty(), "the disk is given back");
    // What fits is written, and both names see it.
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "3000", "-o", "a.txt"])
        .assert()
        .success();
    assert!(std::fs::read(&b).unwrap() == finals(3000, 1));
}

#[test]
fn concurrent_runs_into_one_hard_linked_file_leave_one_runs_output() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.txt");
    std::fs::write(&out, KEEP).unwrap();
    std::fs::hard_link(&out, dir.path().join("link.txt")).unwrap();
    let expected: Vec<Vec<u8>> = (1..=6).map(|first| finals(60_000, first)).collect();
    let exe = bin("jiugong").get_program().to_owned();
    let runs: Vec<_> = (1..=6)
        .map(|first: u8| {
            Command::new(&exe)
                .current_dir(dir.path())
                .args(["sudoku", "finals", "-c", "60000", "--first"])
                .arg(first.to_string())
                .args(["-o", "out.txt"])
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for run in runs {
        let done = run.wait_with_output().unwrap();
        assert!(done.status.success(), "{done:?}");
    }
    let written = std::fs::read(&out).unwrap();
    assert!(
        expected.contains(&written),
        "out.txt is no one run's output ({} bytes)",
        written.len()
    );
    assert!(std::fs::read(dir.path().join("link.txt")).unwrap() == written);
    assert!(temporaries(dir.path()).is_empty());
}

#[test]
fn a_replaced_file_keeps_its_mode_whatever_the_umask() {
    let dir = tempfile::tempdir().unwrap();
    let exe = bin("jiugong").get_program().to_owned();
    let under_umask = |umask: &str, name: &str| {
        let run = Command::new("sh")
            .current_dir(dir.path())
            .env("J", &exe)
            .args([
                "-c",
                &format!("umask {umask}; exec \"$J\" sudoku finals -c 1 -o {name}"),
            ])
            .output()
            .unwrap();
        assert!(run.status.success(), "{run:?}");
    };
    for kept in [0o644, 0o604, 0o660] {
        let file = dir.path().join("kept.txt");
        std::fs::write(&file, KEEP).unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(kept)).unwrap();
        under_umask("077", "kept.txt");
        assert_eq!(mode(&file), kept, "{kept:o}");
        assert_ne!(std::fs::read_to_string(&file).unwrap(), KEEP);
    }
    // A new file gets what the shell's `>` would give it.
    under_umask("022", "new-022.txt");
    assert_eq!(mode(&dir.path().join("new-022.txt")), 0o644);
    under_umask("027", "new-027.txt");
    assert_eq!(mode(&dir.path().join("new-027.txt")), 0o640);
}

#[test]
#[ignore = "needs root (sets owners, runs the binary as nobody): scripts/test runs it"]
fn a_replaced_file_keeps_its_owner_and_group() {
    let dir = tempdir_as_root("sets a file's owner");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let theirs = dir.path().join("theirs.txt");
    std::fs::write(&theirs, KEEP).unwrap();
    std::os::unix::fs::chown(&theirs, Some(1234), Some(100)).unwrap();
    std::fs::set_permissions(&theirs, std::fs::Permissions::from_mode(0o664)).unwrap();
    jiugong(dir.path())
        .args(["sudoku", "finals", "-c", "2", "-o", "theirs.txt"])
        .assert()
        .success();
    let meta = theirs.metadata().unwrap();
    assert_eq!((meta.uid(), meta.gid(), mode(&theirs)), (1234, 100, 0o664));
    assert!(std::fs::read(&theirs).unwrap() == finals(2, 1));
    // Root's file, which user nobody may write but not give away: rewritten in place, still
    // root's.
    let roots = dir.path().join("roots.txt");
    std::fs::write(&roots, KEEP).unwrap();
    std::fs::set_permissions(&roots, std::fs::Permissions::from_mode(0o666)).unwrap();
    let run = as_nobody(
        dir.path(),
        &["sudoku", "finals", "-c", "3", "-o", "roots.txt"],
    );
    assert!(run.status.success(), "{run:?}");
    let meta = roots.metadata().unwrap();
    assert_eq!((meta.uid(), meta.gid(), mode(&roots)), (0, 0, 0o666));
    assert!(std::fs::read(&roots).unwrap() == finals(3, 1));
    assert!(temporaries(dir.path()).is_empty());
}

#[test]
fn a_name_too_long_for_a_temporary_file_is_written_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let name = format!("{}.txt", "g".repeat(246)); // 250 bytes: room for no ".NAME.XXXXXX.tmp"
    let file = dir.path().join(&name);
    for existing in [true, false] {
        if existing {
            std::fs::write(&file, KEEP).unwrap();
        } else {
            std::fs::remove_file(&file).unwrap();
        }
        let run = jiugong(dir.path())
            .args(["sudoku", "finals", "-c", "2", "-o", &name])
            .assert()
            .success();
        let stderr = String::from_utf8_lossy(&run.get_output().stderr).into_owned();
        assert!(stderr.contains("writing it in place"), "{stderr}");
        assert!(std::fs::read(&file).unwrap() == finals(2, 1), "{existing}");
        assert!(temporaries(dir.path()).is_empty());
    }
}

#[test]
#[ignore = "needs root (runs the binary as nobody): scripts/test runs it"]
fn a_writable_file_in_a_read_only_folder_is_written_in_place() {
    let dir = tempdir_as_root("runs the binary as user nobody");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let file = dir.path().join("mine.txt");
    std::fs::write(&file, KEEP).unwrap();
    std::os::unix::fs::chown(&file, Some(65534), Some(65534)).unwrap();
    let run = as_nobody(
        dir.path(),
        &["sudoku", "finals", "-c", "2", "-o", "mine.txt"],
    );
    assert!(run.status.success(), "{run:?}");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("writing it in place"), "{stderr}");
    assert!(std::fs::read(&file).unwrap() == finals(2, 1));
    assert_eq!(file.metadata().unwrap().uid(), 65534);
}

/// Ctrl-C as close as the test can get after the output is renamed into place: whichever
/// comes first, the report is true — the old file whole and exit 130, or the new file and
/// the run's own exit 0, never "interrupted" over a replaced file.
#[test]
fn a_signal_after_the_output_is_replaced_reports_a_finished_run() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.txt");
    let exe = bin("jiugong").get_program().to_owned();
    let mut replaced_runs = 0;
    for _ in 0..20 {
        std::fs::write(&out, KEEP).unwrap();
        let inode = out.metadata().unwrap().ino();
        let mut child = Command::new(&exe)
            .current_dir(dir.path())
            .args(["sudoku", "finals", "-c", "20000", "-o", "out.txt"])
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let start = Instant::now();
        while out.metadata().unwrap().ino() == inode && child.try_wait().unwrap().is_none() {
            assert!(start.elapsed() < Duration::from_secs(60), "no output");
        }
        let _ = kill(Pid::from_raw(child.id() as i32), Signal::SIGINT);
        let done = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&done.stderr);
        if std::fs::read_to_string(&out).unwrap() == KEEP {
            assert_eq!(done.status.code(), Some(130), "{stderr}");
        } else {
            replaced_runs += 1;
            assert_eq!(done.status.code(), Some(0), "replaced, yet: {stderr}");
            assert!(!stderr.contains("interrupted"), "{stderr}");
        }
        assert!(temporaries(dir.path()).is_empty());
    }
    assert!(replaced_runs > 0, "the signal never came after the rename");
}
