//! Ctrl-C (SIGINT), SIGTERM, a closed terminal (SIGHUP) and SIGQUIT: the run stops, every
//! temporary output file is removed (so the file it was to replace stays as it was), and the
//! exit status is 128 + the signal's number (130, 143, 129, 131), as a shell reports a
//! program killed by it.
//!
//! Temporary files are [`TempFile`]s: each is listed while it exists, and the signal thread
//! removes what is listed. Creating, renaming and removing happen under one lock, so the
//! signal never leaves a file half-handled.

use anyhow::{Context, Result};
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Temporary files in progress.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn pending() -> MutexGuard<'static, Vec<PathBuf>> {
    PENDING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The signals that stop a run: Ctrl-C, `kill`, a closed terminal, Ctrl-\\.
pub const STOPPING: [i32; 4] = [
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGQUIT,
];

/// Handles the [`STOPPING`] signals from now on, for the whole process (call once, first
/// thing in `main`): on any, the temporary files are removed, `PROGRAM: interrupted` is
/// printed (where stderr is still open), and the process exits with 128 + the signal.
pub fn install(program: &'static str) -> Result<()> {
    let mut signals =
        signal_hook::iterator::Signals::new(STOPPING).context("cannot handle Ctrl-C")?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // Held until the exit: nothing creates or renames a temporary file meanwhile.
            let files = pending();
            for path in files.iter() {
                let _ = std::fs::remove_file(path);
            }
            // A closed terminal has taken stderr with it: nothing to say, and no panic.
            let _ = writeln!(std::io::stderr(), "\n{program}: interrupted");
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

/// A temporary file beside the file it will replace, removed when dropped or on a signal
/// unless [`persist`](TempFile::persist)ed.
pub struct TempFile {
    file: Option<tempfile::NamedTempFile>,
}

impl TempFile {
    /// A temporary file `.NAME.XXXXXX.tmp` in `path`'s directory, with the mode of the file
    /// it will replace (a new file gets the usual rw-r--r--).
    pub fn beside(path: &Path) -> Result<TempFile> {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let name = path
            .file_name()
            .with_context(|| format!("{} is not a file name", path.display()))?;
        let prefix = format!(".{}.", name.to_string_lossy());
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path)
                .map(|m| m.permissions())
                .unwrap_or_else(|_| std::fs::Permissions::from_mode(0o644));
            builder.permissions(mode);
        }
        let mut files = pending();
        let file = builder.tempfile_in(dir).map_err(without_its_name)?;
        files.push(file.path().to_path_buf());
        Ok(TempFile { file: Some(file) })
    }

    /// A second handle on the open file, to write through.
    pub fn handle(&self) -> std::io::Result<File> {
        match &self.file {
            Some(f) => f.as_file().try_clone(),
            None => Err(std::io::ErrorKind::NotFound.into()),
        }
    }

    /// Renames the file onto `path`, replacing what is there.
    pub fn persist(mut self, path: &Path) -> Result<()> {
        let mut files = pending();
        let Some(file) = self.file.take() else {
            return Ok(());
        };
        let tmp = file.path().to_path_buf();
        files.retain(|p| *p != tmp);
        file.persist(path).map_err(|e| e.error)?;
        Ok(())
    }
}

impl TempFile {
    /// Copies the file's bytes over `path` in place (the same inode: its hard links and
    /// owner stay) and removes it. A signal waits until the copy is whole. If the copy
    /// fails, `path` holds part of the output: the temporary file is then kept, and the error
    /// says where the whole output is.
    pub fn copy_onto(mut self, path: &Path) -> Result<()> {
        let mut files = pending();
        let Some(file) = self.file.take() else {
            return Ok(());
        };
        files.retain(|p| p != file.path());
        let copied = (|| -> std::io::Result<()> {
            let mut from = file.reopen()?;
            let mut to = std::fs::OpenOptions::new()
                .write(true)
                .truncate(true)
                .open(path)?;
            std::io::copy(&mut from, &mut to)?;
            to.sync_all()
        })();
        match copied {
            Ok(()) => Ok(()), // `file` is removed as it drops
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

impl Drop for TempFile {
    fn drop(&mut self) {
        if let Some(file) = self.file.take() {
            let mut files = pending();
            files.retain(|p| p != file.path());
            drop(file); // removes it
        }
    }
}
