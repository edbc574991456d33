//! Where a peer's source comes from, for the build scripts of `tdoku-peer` and `solo-peer`:
//! a folder or a `.tar.xz` named by an environment variable (how CI lends the copies it
//! keeps), else a clone of the peer's repository at the commit measured.
//!
//! ```no_run
//! let source = peer_source::Peer {
//!     name: "solo-peer",
//!     variable: "SOLO_SRC",
//!     repository: "https://github.com/x-sheep/puzzles",
//!     commit: "ab54d12",
//!     marker: "solo.c",
//! };
//! let folder = source.folder(std::path::Path::new("/tmp/out"));
//! assert!(folder.join("solo.c").is_file());
//! ```

use std::path::{Path, PathBuf};
use std::process::Command;

/// A peer's source and where to find it.
pub struct Peer {
    /// The crate building it, for messages.
    pub name: &'static str,
    /// The environment variable naming a folder or a `.tar.xz` of one.
    pub variable: &'static str,
    /// The repository to clone when the variable is not set.
    pub repository: &'static str,
    /// The commit measured.
    pub commit: &'static str,
    /// A path the source holds at its top (`solo.c`, `src`): it says where the top is, in
    /// a tarball that wraps it in a folder, and that a clone is complete.
    pub marker: &'static str,
}

impl Peer {
    /// The folder holding the source, unpacked or cloned into `out` (the build's
    /// `OUT_DIR`) when need be. Panics, naming the command, when a step fails: a build
    /// script has no better way to stop.
    pub fn folder(&self, out: &Path) -> PathBuf {
        println!("cargo:rerun-if-env-changed={}", self.variable);
        match std::env::var_os(self.variable).map(PathBuf::from) {
            Some(dir) if dir.is_dir() => dir,
            Some(tarball) => {
                println!("cargo:rerun-if-changed={}", tarball.display());
                let into = out.join("unpacked");
                let _ = std::fs::remove_dir_all(&into);
                std::fs::create_dir_all(&into).unwrap_or_else(|e| {
                    panic!("{}: cannot create {}: {e}", self.name, into.display())
                });
                self.run(
                    Command::new("tar")
                        .arg("-xJf")
                        .arg(&tarball)
                        .arg("-C")
                        .arg(&into),
                );
                self.top(&into)
            }
            None => {
                let into = out.join("clone");
                if !into.join(self.marker).exists() {
                    let _ = std::fs::remove_dir_all(&into);
                    self.run(
                        Command::new("git")
                            .args(["clone", "-q", self.repository])
                            .arg(&into),
                    );
                    self.run(Command::new("git").arg("-C").arg(&into).args([
                        "checkout",
                        "-q",
                        self.commit,
                    ]));
                }
                into
            }
        }
    }

    /// The folder under `dir` that holds the marker: `dir` itself, or its one folder.
    fn top(&self, dir: &Path) -> PathBuf {
        if dir.join(self.marker).exists() {
            return dir.to_path_buf();
        }
        std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|entry| entry.path())
            .find(|path| path.join(self.marker).exists())
            .unwrap_or_else(|| dir.to_path_buf())
    }

    /// Runs `command`, panicking with its name when it fails.
    pub fn run(&self, command: &mut Command) {
        let status = command
            .status()
            .unwrap_or_else(|e| panic!("{}: cannot run {command:?}: {e}", self.name));
        assert!(
            status.success(),
            "{}: {command:?} failed: {status}",
            self.name
        );
    }
}
