//! Ctrl-C (SIGINT), SIGTERM, a closed terminal (SIGHUP) and SIGQUIT: the run stops, every
//! temporary output file is removed (so the file it was to replace stays as it was), and the
//! exit status is 128 + the signal's number (130, 143, 129, 131), as a shell reports a
//! program killed by it.
//!
//! Temporary files are [`TempFile`]s: each is listed while it exists, and the signal thread
//! removes what is listed. Creating, renaming and removing happen under one lock, so the
//! signal never leaves a file half-handled. Once an output the run answers with has replaced
//! what was there ([`TempFile::persist`], [`TempFile::copy_onto`] with [`Replaced::Answer`]),
//! a signal no longer stops the run: it is finishing, and it ends as it would have (exit 0),
//! never with "interrupted" over a file it has already replaced.

use anyhow::{Context, Result};
use jiugong_core::grouped::Grouped;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Temporary files in progress, and whether an answer has replaced its file.
struct Pending {
    files: Vec<PathBuf>,
    answered: bool,
}

static PENDING: Mutex<Pending> = Mutex::new(Pending {
    files: Vec::new(),
    answered: false,
});

fn pending() -> MutexGuard<'static, Pending> {
    PENDING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// What a replaced file is to the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replaced {
    /// The run's answer (`-o`, `--screenshot`, `--state`): once it is in place, a signal no
    /// longer stops the run.
    Answer,
    /// A file kept on the side (a cached table): a signal after it still stops the run.
    Kept,
}

/// The signals that stop a run: Ctrl-C, `kill`, a closed terminal, Ctrl-\\.
pub const STOPPING: [i32; 4] = [
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGQUIT,
];

/// Names the program for messages and [`install`]s the handler, first thing in `main`
/// (before the command line is read, so that the handler's thread starts while the
/// program is still small); if it cannot, says so in a note and runs on.
pub fn handle(program: &'static str) {
    crate::cli::set_program(program);
    if let Err(e) = install(program) {
        crate::cli::note(format_args!("{e:#}"));
    }
}

/// Handles the [`STOPPING`] signals from now on, for the whole process (call once, first
/// thing in `main`): on any, the temporary files are removed, `PROGRAM: interrupted` is
/// printed (where stderr is still open), and the process exits with 128 + the signal.
pub fn install(program: &'static str) -> Result<()> {
    let mut signals =
        signal_hook::iterator::Signals::new(STOPPING).context("cannot handle Ctrl-C")?;
    std::thread::spawn(move || {
        for signal in signals.forever() {
            // Held until the exit: nothing creates or renames a temporary file meanwhile.
            let pending = pending();
            if pending.answered {
                // The answer is in place: the run is finishing, and ends as it would have.
                continue;
            }
            for path in &pending.files {
                let _ = std::fs::remove_file(path);
            }
            // On a terminal, over the line being drawn (a bar, the ^C echoed); elsewhere a
            // line of its own, with no blank before it. A closed terminal has taken stderr
            // with it: nothing to say, and no panic.
            use std::io::IsTerminal;
            let over = if std::io::stderr().is_terminal() {
                "\r\x1b[K"
            } else {
                ""
            };
            let _ = writeln!(std::io::stderr(), "{over}{program}: interrupted");
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

/// An I/O error without the temporary file's name that the `tempfile` crate adds to it
/// (`… at path "/dir/.name.XXXXXX.tmp"`, with no other way to the OS's own error): messages
/// name the user's own paths only.
fn without_its_name(e: std::io::Error) -> std::io::Error {
    let text = e.to_string();
    match text.split_once(" at path ") {
        Some((message, _)) => std::io::Error::new(e.kind(), message.to_string()),
        None => e,
    }
}

/// A temporary file beside the file it will replace (or, where none can be made there, in
/// the system's temporary folder, to be copied over it), removed when dropped or on a signal
/// unless [`persist`](TempFile::persist)ed.
pub struct TempFile {
    file: Option<tempfile::NamedTempFile>,
    /// It has the mode, owner and group of the file it will replace (a new file: the mode
    /// the shell would give it), so renaming it keeps them.
    keeps_owner: bool,
}

impl TempFile {
    /// A temporary file `.NAME.XXXXXX.tmp` in `path`'s directory, with the mode, owner and
    /// group of the file it will replace as far as this user may give them ([`keeps_owner`]
    /// says whether all could be); a new file gets read and write for all less the umask, as
    /// the shell's `>` makes one.
    ///
    /// [`keeps_owner`]: TempFile::keeps_owner
    pub fn beside(path: &Path) -> Result<TempFile> {
        let dir = crate::files::folder(path);
        let name = path
            .file_name()
            .with_context(|| format!("{} is not a file name", path.display()))?;
        let prefix = format!(".{}.", name.to_string_lossy());
        TempFile::create(
            tempfile::Builder::new().prefix(&prefix).suffix(".tmp"),
            dir,
            path,
        )
    }

    /// A temporary file in the system's temporary folder, for an output whose own folder
    /// takes no new file: its bytes are then copied over `path` ([`TempFile::copy_onto`]).
    pub fn elsewhere(path: &Path) -> Result<TempFile> {
        let dir = std::env::temp_dir();
        TempFile::create(
            tempfile::Builder::new().prefix(".jiugong.").suffix(".tmp"),
            &dir,
            path,
        )
    }

    fn create(
        builder: &mut tempfile::Builder<'_, '_>,
        dir: &Path,
        path: &Path,
    ) -> Result<TempFile> {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let old = std::fs::metadata(path).ok();
        // The umask applies here, as it does to the shell's new files.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
        // Held until the file is listed: a signal meanwhile waits, then removes it.
        let mut pending = pending();
        let file = builder.tempfile_in(dir).map_err(without_its_name)?;
        let mut keeps_owner = true;
        if let Some(old) = &old {
            // Not the umask's: the mode the file had.
            let handle = file.as_file();
            handle.set_permissions(old.permissions())?;
            let new = handle.metadata()?;
            if (new.uid(), new.gid()) != (old.uid(), old.gid()) {
                keeps_owner =
                    std::os::unix::fs::fchown(handle, Some(old.uid()), Some(old.gid())).is_ok();
                if keeps_owner {
                    // Changing the owner may clear the set-user-ID and set-group-ID bits.
                    handle.set_permissions(old.permissions())?;
                }
            }
        }
        // Listed once it is set up: a failure above drops (removes) it unlisted.
        pending.files.push(file.path().to_path_buf());
        Ok(TempFile {
            file: Some(file),
            keeps_owner,
        })
    }

    /// Whether renaming the file over the one it replaces keeps that one's owner and group
    /// (not when the file is someone else's and this user may not give it away: it is then
    /// copied over in place instead).
    pub fn keeps_owner(&self) -> bool {
        self.keeps_owner
    }

    /// A second handle on the open file, to write through.
    pub fn handle(&self) -> std::io::Result<File> {
        match &self.file {
            Some(f) => f.as_file().try_clone(),
            None => Err(std::io::ErrorKind::NotFound.into()),
        }
    }

    /// Renames the file onto `path`, replacing what is there.
    pub fn persist(mut self, path: &Path, replaced: Replaced) -> Result<()> {
        let mut pending = pending();
        let Some(file) = self.file.take() else {
            return Ok(());
        };
        let tmp = file.path().to_path_buf();
        pending.files.retain(|p| *p != tmp);
        file.persist(path).map_err(|e| e.error)?;
        pending.answered |= replaced == Replaced::Answer;
        Ok(())
    }

    /// Copies the file's bytes over `path` in place — the same inode: its hard links, owner
    /// and mode stay (a file not there yet is made) — and removes it.
    ///
    /// Other runs copying over the same file wait their turn (an advisory lock on it), so it
    /// always holds one run's output, whole. The space the copy needs is reserved first: if
    /// the disk cannot hold it, nothing is changed, the temporary file is removed, and the
    /// error says so. A signal waits until the copy is whole. Should the copy fail all the
    /// same (an I/O error), `path` holds part of the output: the temporary file is then kept,
    /// and the error says where the whole output is.
    pub fn copy_onto(mut self, path: &Path, replaced: Replaced) -> Result<()> {
        use nix::fcntl::{Flock, FlockArg};
        let existed = path.exists();
        let to = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        // Waited for before the list's lock: a signal meanwhile still stops the run.
        let mut to =
            Flock::lock(to, FlockArg::LockExclusive).map_err(|(_, e)| std::io::Error::from(e))?;
        let mut pending = pending();
        let Some(file) = self.file.take() else {
            return Ok(());
        };
        pending.files.retain(|p| p != file.path());
        let size = file.as_file().metadata()?.len();
        if let Err(e) = reserve(&to, size) {
            if !existed {
                let _ = std::fs::remove_file(path);
            }
            return Err(e); // `file` is removed as it drops
        }
        let copied = (|| -> std::io::Result<()> {
            use std::io::Seek;
            let mut from = file.reopen()?;
            to.seek(std::io::SeekFrom::Start(0))?;
            std::io::copy(&mut from, &mut *to)?;
            to.set_len(size)?;
            to.sync_all()
        })();
        match copied {
            Ok(()) => {
                pending.answered |= replaced == Replaced::Answer;
                Ok(()) // `file` is removed as it drops
            }
            Err(e) => {
                let kept = file.into_temp_path().keep()?;
                Err(anyhow::anyhow!(
                    "{e}; the whole output is kept in {}",
                    kept.display()
                ))
            }
        }
    }
}

/// Makes sure the disk has room for `to` to hold `size` bytes before any is written: the
/// blocks are allocated without changing the file (`fallocate` keeping its size), or, where
/// the file system cannot allocate ahead, its free space is counted. Blocks allocated past
/// the file's end by a reservation that failed are given back.
fn reserve(to: &File, size: u64) -> Result<()> {
    use nix::errno::Errno;
    use nix::fcntl::{FallocateFlags, fallocate};
    let old = to.metadata()?.len();
    let Ok(length) = i64::try_from(size) else {
        anyhow::bail!("{} bytes is more than a file can hold", Grouped(size));
    };
    let short = || {
        anyhow::anyhow!(
            "No space left on device: the disk cannot hold the new {} bytes beside the old, so \
             the file was left as it was",
            Grouped(size)
        )
    };
    match fallocate(to, FallocateFlags::FALLOC_FL_KEEP_SIZE, 0, length) {
        Ok(()) => Ok(()),
        Err(Errno::ENOSPC | Errno::EDQUOT) => {
            let _ = to.set_len(old);
            Err(short())
        }
        Err(Errno::EOPNOTSUPP | Errno::ENOSYS) => {
            let free = nix::sys::statvfs::fstatvfs(to)?;
            // A file system of no blocks (/proc, /sys) has no space to count: the write
            // itself says what it says.
            if free.blocks() == 0 {
                return Ok(());
            }
            // c_ulong and fsblkcnt_t are u64 on 64-bit targets only.
            #[allow(clippy::useless_conversion)]
            let available = u64::from(free.blocks_available()) * u64::from(free.fragment_size());
            if size.saturating_sub(old) > available {
                return Err(short());
            }
            Ok(())
        }
        Err(e) => Err(std::io::Error::from(e).into()),
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if let Some(file) = self.file.take() {
            let mut pending = pending();
            pending.files.retain(|p| p != file.path());
            drop(file); // removes it
        }
    }
}
