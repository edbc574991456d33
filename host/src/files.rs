//! Files in and out.
//!
//! An output path names one of three things, and each is written the way that keeps what the
//! user had:
//! - `-`: standard output;
//! - a regular file, or a path where nothing is yet: written to a temporary file beside it and
//!   renamed onto it when complete, so a failed or interrupted run leaves the old file as it
//!   was ([`interrupt`](crate::interrupt) removes the temporary file on Ctrl-C);
//! - anything else (a FIFO, a terminal, a device): opened and written in place, never
//!   replaced.
//!
//! A symbolic link is followed to what it names: its target is written (by the rules above)
//! and the link stays. Input paths take `-` for standard input as well.

use anyhow::{Context, Result, bail};
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Capacity of output buffers: large writes keep bulk output at disk speed.
pub const BUFFER: usize = 1 << 20;

/// The path that means standard input or output.
pub const STDIO: &str = "-";

/// Where output bytes go: a file (temporary or written in place) or standard output.
pub enum Sink {
    /// A file.
    File(File),
    /// Standard output.
    Stdout(std::io::Stdout),
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Sink::File(f) => f.write(buf),
            Sink::Stdout(s) => s.write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        match self {
            Sink::File(f) => f.write_all(buf),
            Sink::Stdout(s) => s.write_all(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Sink::File(f) => f.flush(),
            Sink::Stdout(s) => s.flush(),
        }
    }
}

/// A buffered output, as [`write_output`] hands it out.
pub type Output = BufWriter<Sink>;

/// How an output path is written.
#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    /// Standard output (`-`).
    Stdout,
    /// A regular file or a new path (symbolic links followed): temporary file, then rename.
    Replace(PathBuf),
    /// Something that is not a regular file (FIFO, terminal, device): written in place.
    InPlace(PathBuf),
}

/// The most symbolic links followed in a chain (as Linux's own limit).
const MAX_LINKS: usize = 40;

/// Decides how `path` is written: follows symbolic links to their final target and looks at
/// what is there.
pub fn target(path: &Path) -> Result<Target> {
    if path.as_os_str() == STDIO {
        return Ok(Target::Stdout);
    }
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let meta = match std::fs::symlink_metadata(&p) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Target::Replace(p)),
            Err(e) => return Err(e).with_context(|| format!("cannot write {}", path.display())),
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let link = std::fs::read_link(&p)
                .with_context(|| format!("cannot write {}", path.display()))?;
            p = match p.parent() {
                Some(dir) if link.is_relative() => dir.join(link),
                _ => link,
            };
        } else if kind.is_file() {
            return Ok(Target::Replace(p));
        } else if kind.is_dir() {
            bail!("cannot write {}: it is a directory", path.display());
        } else {
            return Ok(Target::InPlace(p));
        }
    }
    bail!(
        "cannot write {}: more than {MAX_LINKS} symbolic links in a row",
        path.display()
    )
}

/// Runs `write` on a buffered output for `path` (see the module's rules) and completes it: a
/// regular file is replaced only now, after everything was written. On any error the
/// temporary file is removed and `path` is left as it was.
pub fn write_output<T>(path: &Path, write: impl FnOnce(&mut Output) -> Result<T>) -> Result<T> {
    let what = || format!("cannot write {}", path.display());
    match target(path)? {
        Target::Stdout => {
            let mut out = BufWriter::with_capacity(BUFFER, Sink::Stdout(std::io::stdout()));
            let value = write(&mut out)?;
            out.flush().context("cannot write to standard output")?;
            Ok(value)
        }
        Target::InPlace(p) => {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(&p)
                .with_context(what)?;
            let mut out = BufWriter::with_capacity(BUFFER, Sink::File(file));
            let value = write(&mut out)?;
            out.flush().with_context(what)?;
            Ok(value)
        }
        Target::Replace(p) => {
            let tmp = crate::interrupt::TempFile::beside(&p).with_context(what)?;
            let file = tmp.handle().with_context(what)?;
            let mut out = BufWriter::with_capacity(BUFFER, Sink::File(file));
            let value = write(&mut out)?;
            out.flush().with_context(what)?;
            drop(out);
            tmp.persist(&p)
                .with_context(|| format!("cannot replace {}", path.display()))?;
            Ok(value)
        }
    }
}

/// Writes what `fill` produces to `w`, with the production on this thread and the writing
/// on another, so that generating and writing overlap. `fill` gets a buffer as it left it
/// the last time the buffer came round (empty the first time; buffers are recycled, so
/// fixed layouts need not be rewritten), leaves in it the next bytes to write (about
/// [`BUFFER`]), and returns `false` once those are the last. The first write error stops
/// both sides and is returned.
pub fn write_pipelined(
    w: &mut (impl Write + Send),
    mut fill: impl FnMut(&mut Vec<u8>) -> Result<bool>,
) -> Result<()> {
    use std::sync::mpsc;
    let (full_tx, full_rx) = mpsc::sync_channel::<Vec<u8>>(2);
    let (empty_tx, empty_rx) = mpsc::channel::<Vec<u8>>();
    for _ in 0..3 {
        let _ = empty_tx.send(Vec::with_capacity(BUFFER + BUFFER / 8));
    }
    std::thread::scope(|scope| {
        let writer = scope.spawn(move || -> std::io::Result<()> {
            for buf in full_rx {
                w.write_all(&buf)?;
                let _ = empty_tx.send(buf); // the producer may have finished
            }
            Ok(())
        });
        let produced = (|| -> Result<()> {
            loop {
                // No buffer back means the writer stopped (an error, returned below).
                let Ok(mut buf) = empty_rx.recv() else {
                    return Ok(());
                };
                let more = fill(&mut buf)?;
                if full_tx.send(buf).is_err() || !more {
                    return Ok(());
                }
            }
        })();
        drop(full_tx);
        let written = writer
            .join()
            .map_err(|_| anyhow::anyhow!("the writer thread failed"))?;
        written?;
        produced
    })
}

/// An input opened for reading: a file, or standard input for `-`.
pub struct Input {
    /// The name to use in messages (`standard input` for `-`).
    pub name: String,
    /// The bytes, buffered.
    pub reader: Box<dyn BufRead>,
    /// The size in bytes when known (a regular file), for progress.
    pub size: Option<u64>,
}

/// Opens `path` for reading (`-` is standard input).
pub fn open_input(path: &Path) -> Result<Input> {
    if path.as_os_str() == STDIO {
        return Ok(Input {
            name: "standard input".into(),
            reader: Box::new(BufReader::with_capacity(BUFFER, std::io::stdin())),
            size: None,
        });
    }
    let file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let meta = file
        .metadata()
        .with_context(|| format!("cannot read {}", path.display()))?;
    if meta.is_dir() {
        bail!("cannot read {}: it is a directory", path.display());
    }
    Ok(Input {
        name: path.display().to_string(),
        reader: Box::new(BufReader::with_capacity(BUFFER, file)),
        size: meta.is_file().then_some(meta.len()),
    })
}

/// One line of an input, as [`for_each_line`] hands it out.
pub struct Line<'a> {
    /// The line's number, from 1.
    pub number: usize,
    /// The line's bytes exactly as read, without the line ending (`\n` or `\r\n`).
    pub raw: &'a [u8],
    /// The line as text (invalid UTF-8 shows as U+FFFD, which every parser rejects).
    pub text: &'a str,
    /// Bytes read so far, this line included.
    pub read: u64,
}

/// Calls `each` with every line of `input`. A read error stops with an error naming the input.
pub fn for_each_line(
    input: &mut Input,
    mut each: impl FnMut(&Line<'_>) -> Result<()>,
) -> Result<()> {
    let mut buf = Vec::with_capacity(256);
    let mut read = 0u64;
    let mut number = 0usize;
    loop {
        buf.clear();
        let n = input
            .reader
            .read_until(b'\n', &mut buf)
            .with_context(|| format!("cannot read {}", input.name))?;
        if n == 0 {
            return Ok(());
        }
        number += 1;
        read += n as u64;
        let raw = buf
            .strip_suffix(b"\n")
            .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
            .unwrap_or(&buf);
        let text = String::from_utf8_lossy(raw);
        each(&Line {
            number,
            raw,
            text: &text,
            read,
        })?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.txt");
        assert_eq!(target(Path::new("-")).unwrap(), Target::Stdout);
        assert_eq!(target(&file).unwrap(), Target::Replace(file.clone()));
        std::fs::write(&file, "x").unwrap();
        assert_eq!(target(&file).unwrap(), Target::Replace(file.clone()));
        let link = dir.path().join("link");
        std::os::unix::fs::symlink("a.txt", &link).unwrap();
        assert_eq!(target(&link).unwrap(), Target::Replace(file.clone()));
        let chain = dir.path().join("chain");
        std::os::unix::fs::symlink(&link, &chain).unwrap();
        assert_eq!(target(&chain).unwrap(), Target::Replace(file.clone()));
        let dangling = dir.path().join("dangling");
        std::os::unix::fs::symlink("new.txt", &dangling).unwrap();
        assert_eq!(
            target(&dangling).unwrap(),
            Target::Replace(dir.path().join("new.txt"))
        );
        let looped = dir.path().join("loop");
        std::os::unix::fs::symlink("loop", &looped).unwrap();
        assert!(target(&looped).is_err());
        assert!(target(dir.path()).is_err());
    }
}
