//! Files in and out.
//!
//! An output path names one of four things, and each is written the way that keeps what the
//! user had:
//! - `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N` (or a link to one):
//!   the process's open descriptor, written through as it is (its offset moves, its append
//!   mode holds: `-o /dev/stdout >> log` appends to `log`). Descriptors other than 1 and 2
//!   are opened again through `/proc/self/fd`: in append mode when they are, else from
//!   their offset, which itself stays where it was (safe Rust cannot borrow a descriptor by
//!   number);
//! - a regular file, or a path where nothing is yet: written to a temporary file beside it and
//!   renamed onto it when complete, so a failed or interrupted run leaves the old file as it
//!   was ([`interrupt`](crate::interrupt) removes the temporary file on a signal). A file the
//!   user could not open for writing is refused, as the shell's `>` refuses it; a file with
//!   more than one hard link is copied over in place once complete, so every link sees it;
//! - anything else (a FIFO, a terminal, a device): opened and written in place, never
//!   replaced.
//!
//! A symbolic link is followed to what it names: its target is written (by the rules above)
//! and the link stays. Input paths take `-` for standard input as well. An output that is
//! the input being read (same device and inode, through links of either kind) is refused
//! before anything is written: [`refuse_same_file`].

use anyhow::{Context, Result, bail};
use std::fs::{File, Metadata};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::os::fd::AsFd;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use crate::interrupt::{Replaced, TempFile};

/// Capacity of output buffers: large writes keep bulk output at disk speed.
pub const BUFFER: usize = 1 << 20;

/// The path that means standard input or output.
pub const STDIO: &str = "-";

/// A buffered output, as [`write_output`] hands it out.
pub type Output = BufWriter<File>;

/// How an output path is written.
#[derive(Debug, PartialEq, Eq)]
pub enum Target {
    /// One of the process's open descriptors (`-` is 1): written through as it is.
    Descriptor(u32),
    /// A regular file or a new path (symbolic links followed): temporary file, then rename.
    Replace(PathBuf),
    /// A regular file with more than one hard link: temporary file, then copied over it in
    /// place, so that the links stay one file.
    Rewrite(PathBuf),
    /// Something that is not a regular file (FIFO, terminal, device): written in place.
    InPlace(PathBuf),
}

/// The most symbolic links followed in a chain (as Linux's own limit).
const MAX_LINKS: usize = 40;

/// The descriptor a path names by itself, whatever the file system holds: `/dev/stdout`,
/// `/dev/stderr`, `/dev/stdin`, `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N`
/// and `/proc/PID/fd/N` for this process's PID.
///
/// ```
/// use jiugong::files::descriptor;
/// use std::path::Path;
///
/// assert_eq!(descriptor(Path::new("/dev/stdout")), Some(1));
/// assert_eq!(descriptor(Path::new("/proc/self/fd/7")), Some(7));
/// assert_eq!(descriptor(Path::new("fd/7")), None);
/// ```
pub fn descriptor(path: &Path) -> Option<u32> {
    let text = path.to_str()?;
    match text {
        "/dev/stdin" => return Some(0),
        "/dev/stdout" => return Some(1),
        "/dev/stderr" => return Some(2),
        _ => {}
    }
    let own = format!("/proc/{}/fd/", std::process::id());
    let number = [
        "/dev/fd/",
        "/proc/self/fd/",
        "/proc/thread-self/fd/",
        own.as_str(),
    ]
    .iter()
    .find_map(|prefix| text.strip_prefix(prefix))?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    number.parse().ok()
}

/// Decides how `path` is written: follows symbolic links to their final target and looks at
/// what is there.
pub fn target(path: &Path) -> Result<Target> {
    if path.as_os_str() == STDIO {
        return Ok(Target::Descriptor(1));
    }
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        if let Some(fd) = descriptor(&p) {
            return Ok(Target::Descriptor(fd));
        }
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
        } else if kind.is_file() && meta.nlink() > 1 {
            return Ok(Target::Rewrite(p));
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

/// A handle on open descriptor `fd` that writes where it writes: standard output and error
/// are duplicated (same offset, same append mode); another descriptor is opened again
/// through `/proc/self/fd`, in append mode when it is in append mode, else at its offset.
fn open_descriptor(fd: u32) -> std::io::Result<File> {
    if fd == 1 && stdout_closed() {
        return Err(closed());
    }
    let owned = match fd {
        1 => Some(std::io::stdout().as_fd().try_clone_to_owned()?),
        2 => Some(std::io::stderr().as_fd().try_clone_to_owned()?),
        _ => None,
    };
    if let Some(owned) = owned {
        return Ok(File::from(owned));
    }
    const O_APPEND: u64 = 0o2000;
    let (flags, offset) = descriptor_state(fd)?;
    let append = flags & O_APPEND != 0;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .append(append)
        .open(format!("/proc/self/fd/{fd}"))?;
    if !append && file.metadata()?.is_file() {
        use std::io::Seek;
        file.seek(std::io::SeekFrom::Start(offset))?;
    }
    Ok(file)
}

/// Whether standard output was closed when the program started (`>&-`): Rust's runtime
/// then opens `/dev/null` for reading and writing in its place, where a shell's `>
/// /dev/null` opens it for writing only.
pub fn stdout_closed() -> bool {
    const O_ACCMODE: u64 = 0o3;
    const O_RDWR: u64 = 0o2;
    std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == Path::new("/dev/null"))
        && descriptor_state(1).is_ok_and(|(flags, _)| flags & O_ACCMODE == O_RDWR)
}

/// Why nothing is written to a closed standard output ([`stdout_closed`]).
fn closed() -> std::io::Error {
    std::io::Error::other("it is closed (>&-): nothing written would be kept")
}

/// Standard output for a command that streams its answers there, refused when it was
/// closed ([`stdout_closed`]): what would be written could not be kept.
pub fn stdout() -> Result<std::io::Stdout> {
    if stdout_closed() {
        return Err(closed()).context("cannot write standard output");
    }
    Ok(std::io::stdout())
}

/// Writes `bytes` to standard output by the output rules ([`write_output`] of [`STDIO`]):
/// a full device or a closed output is an error, said once.
pub fn print(bytes: &[u8]) -> Result<()> {
    write_output(Path::new(STDIO), |out| {
        std::io::Write::write_all(out, bytes).context("cannot write standard output")
    })
}

/// Descriptor `fd`'s open flags and its offset, from `/proc/self/fdinfo`.
fn descriptor_state(fd: u32) -> std::io::Result<(u64, u64)> {
    let info = std::fs::read_to_string(format!("/proc/self/fdinfo/{fd}"))?;
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
    };
    let flags = field("flags:").and_then(|f| u64::from_str_radix(f, 8).ok());
    let pos = field("pos:").and_then(|p| p.parse().ok());
    Ok((flags.unwrap_or(0), pos.unwrap_or(0)))
}

/// Runs `write` on a buffered output for `path` (see the module's rules) and completes it: a
/// regular file is replaced only now, after everything was written. On any error the
/// temporary file is removed and `path` is left as it was. Once the file is replaced, a
/// signal no longer stops the run ([`Replaced::Answer`]).
pub fn write_output<T>(path: &Path, write: impl FnOnce(&mut Output) -> Result<T>) -> Result<T> {
    write_file(path, Replaced::Answer, write)
}

/// [`write_output`] for a file the run keeps on the side (a cached table): an interrupt
/// after it still stops the run.
pub fn write_kept<T>(path: &Path, write: impl FnOnce(&mut Output) -> Result<T>) -> Result<T> {
    write_file(path, Replaced::Kept, write)
}

fn write_file<T>(
    path: &Path,
    replaced: Replaced,
    write: impl FnOnce(&mut Output) -> Result<T>,
) -> Result<T> {
    let what = || format!("cannot write {}", shown(path));
    if path.as_os_str().as_encoded_bytes().ends_with(b"/") && !path.is_dir() {
        return Err(crate::cli::usage(format_args!(
            "cannot write {}: a name ending in / is a folder; give the file's name too ({}out.txt)",
            path.display(),
            path.display()
        )));
    }
    let (p, mut rewrite) = match target(path)? {
        Target::Descriptor(fd) => {
            let file = open_descriptor(fd).with_context(what)?;
            return write_through(file, write, what);
        }
        Target::InPlace(p) => {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(&p)
                .with_context(what)?;
            return write_through(file, write, what);
        }
        Target::Replace(p) => (p, false),
        Target::Rewrite(p) => (p, true),
    };
    let exists = p.exists();
    let dir = folder(&p);
    if !exists && !dir.exists() {
        // `-o results/grids.txt` with no folder `results` yet: made, as `mkdir -p` would.
        std::fs::create_dir_all(dir).with_context(what)?;
        crate::cli::note(format_args!("made the folder {}", dir.display()));
    }
    if exists {
        // The shell's `>` opens the file for writing: what it would refuse (no write
        // permission for this user) is refused here too, before any work.
        std::fs::OpenOptions::new()
            .write(true)
            .open(&p)
            .with_context(what)?;
    }
    let tmp = match TempFile::beside(&p) {
        Ok(tmp) => tmp,
        // A new file where the folder takes none (read-only): nothing can be written, said
        // once. (Made and removed at once: no empty file is left if the run fails.)
        Err(_)
            if !exists
                && let Err(e) = std::fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(&p)
                    .and_then(|_| std::fs::remove_file(&p)) =>
        {
            return Err(e).with_context(what);
        }
        // A folder that takes no new file, a name too long for the temporary one's: the
        // output is made elsewhere and copied over the file in place.
        Err(e) if exists || dir.is_dir() => {
            let tmp = TempFile::elsewhere(&p).with_context(what)?;
            crate::cli::note(format_args!(
                "no temporary file can be made beside {} ({e:#}): writing it in place once \
                 the output is complete",
                path.display()
            ));
            rewrite = true;
            tmp
        }
        Err(e) => return Err(e).with_context(what),
    };
    // Someone else's file that this user may write but not give away: copied over in place,
    // it stays theirs.
    rewrite |= !tmp.keeps_owner();
    let value = write_through(tmp.handle().with_context(what)?, write, what)?;
    if rewrite {
        tmp.copy_onto(&p, replaced)
            .with_context(|| format!("cannot rewrite {}", path.display()))?;
    } else {
        tmp.persist(&p, replaced)
            .with_context(|| format!("cannot replace {}", path.display()))?;
    }
    Ok(value)
}

/// The folder a path is in (`.` for a bare name).
pub(crate) fn folder(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Runs `write` on `file`, buffered, and flushes what it wrote (a failed flush says `what`).
fn write_through<T>(
    file: File,
    write: impl FnOnce(&mut Output) -> Result<T>,
    what: impl Fn() -> String,
) -> Result<T> {
    let mut out = BufWriter::with_capacity(BUFFER, file);
    let value = write(&mut out)?;
    out.flush().with_context(what)?;
    Ok(value)
}

/// Refuses (a usage error, exit status 2) to write `output` when it is the file `input` is
/// read from: the same device and inode, whatever the names (symbolic or hard links,
/// `/dev/stdout` or `-` redirected to it). Writing it would destroy the input as it is read.
/// `way_out` says what to do instead.
pub fn refuse_same_file(input: &Input, output: &Path, way_out: &str) -> Result<()> {
    let Some(read) = input.identity else {
        return Ok(());
    };
    let written = match target(output) {
        Ok(Target::Descriptor(fd)) => open_descriptor(fd).and_then(|f| f.metadata()).ok(),
        _ => std::fs::metadata(output).ok(),
    };
    if written.as_ref().map(identity) == Some(read) {
        return Err(crate::cli::usage(format_args!(
            "{} is the input {} (the same file): writing it would destroy the puzzles being \
             read; {way_out}",
            shown(output),
            input.name
        )));
    }
    Ok(())
}

/// Refuses (a usage error, exit status 2) two outputs of one run that are one file: the
/// same device and inode, or, for a file not made yet, the same path once links are
/// followed. One would be written over the other (`jiugong sim --state F --screenshot F`
/// would turn the saved games into a picture). `first` and `second` are the options' names.
pub fn refuse_one_file_twice(first: (&str, &Path), second: (&str, &Path)) -> Result<()> {
    if one_file(first.1, second.1) {
        return Err(crate::cli::usage(format_args!(
            "{} and {} are the same file ({}): one would be written over the other; give \
             them two names",
            first.0,
            second.0,
            shown(second.1)
        )));
    }
    Ok(())
}

/// True when writing `a` and writing `b` write one file.
fn one_file(a: &Path, b: &Path) -> bool {
    match (Written::of(a), Written::of(b)) {
        (Some(a), Some(b)) => match (a.identity, b.identity) {
            (Some(x), Some(y)) => x == y,
            _ => a.path.is_some() && a.path == b.path,
        },
        _ => false,
    }
}

/// What writing an output path writes.
struct Written {
    /// The file there now, if there is one.
    identity: Option<(u64, u64)>,
    /// Its path once symbolic links are followed, from the root (not for a descriptor).
    path: Option<PathBuf>,
}

impl Written {
    fn of(path: &Path) -> Option<Written> {
        Some(match target(path).ok()? {
            Target::Descriptor(fd) => Written {
                identity: open_descriptor(fd)
                    .and_then(|f| f.metadata())
                    .ok()
                    .as_ref()
                    .map(identity),
                path: None,
            },
            Target::Replace(p) | Target::Rewrite(p) | Target::InPlace(p) => Written {
                identity: std::fs::metadata(&p).ok().as_ref().map(identity),
                path: folder(&p)
                    .canonicalize()
                    .ok()
                    .zip(p.file_name())
                    .map(|(d, name)| d.join(name)),
            },
        })
    }
}

/// An output path as messages show it: `-` is standard output.
fn shown(path: &Path) -> String {
    if path.as_os_str() == STDIO {
        "standard output".into()
    } else {
        path.display().to_string()
    }
}

/// A file's device and inode: two names for one file have the same.
fn identity(meta: &Metadata) -> (u64, u64) {
    (meta.dev(), meta.ino())
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
    /// A regular file's device and inode, to refuse writing the answers over it
    /// ([`refuse_same_file`]).
    pub identity: Option<(u64, u64)>,
}

/// Opens `path` for reading (`-` is standard input).
pub fn open_input(path: &Path) -> Result<Input> {
    if path.as_os_str() == STDIO {
        let stdin = std::io::stdin();
        let meta = stdin
            .as_fd()
            .try_clone_to_owned()
            .and_then(|fd| File::from(fd).metadata());
        return Ok(Input {
            name: "standard input".into(),
            reader: Box::new(BufReader::with_capacity(BUFFER, stdin)),
            size: None,
            identity: meta.ok().filter(Metadata::is_file).as_ref().map(identity),
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
        identity: meta.is_file().then(|| identity(&meta)),
    })
}

/// The UTF-8 byte-order mark some editors put at the start of a text file.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest line an input's entries are read from, in bytes: an entry (a grid's line, a
/// state, a board's row, with a comment) is at most a few hundred. A longer line is handed
/// out cut ([`Line::cut`]) and read through without being held.
pub const MAX_LINE: usize = 1024;

/// One line of an input, as [`for_each_line`] hands it out.
pub struct Line<'a> {
    /// The line's number, from 1.
    pub number: usize,
    /// The line's bytes exactly as read, without the line ending (`\n` or `\r\n`) and, on
    /// the first line, without a UTF-8 byte-order mark; of a line cut, its first
    /// [`MAX_LINE`] bytes.
    pub raw: &'a [u8],
    /// The line as text (invalid UTF-8 shows as U+FFFD, which every parser rejects).
    pub text: &'a str,
    /// Bytes read so far, this line included.
    pub read: u64,
    /// The line's length in bytes when it is longer than [`MAX_LINE`]: no entry, named as
    /// too long (and never copied to an output), unless it is a comment.
    pub cut: Option<u64>,
}

impl Line<'_> {
    /// What an output holds in place of a cut line (never its bytes): a comment, `# line
    /// N: why` ([`Line::too_long`]), without its line ending.
    pub fn stand_in(&self, why: &str) -> String {
        format!("# line {}: {why}", self.number)
    }

    /// Why a cut line is no entry, for the batch's message: `None` for a line not cut, or
    /// a comment (`#` first).
    pub fn too_long(&self) -> Option<String> {
        let bytes = self.cut?;
        (!self.text.trim_start().starts_with('#')).then(|| {
            format!(
                "{} on one line: too long for an entry (at most {})",
                crate::cli::count(bytes, "byte"),
                crate::cli::number(MAX_LINE as u64)
            )
        })
    }
}

/// Reads one line of `reader` into `buf`, keeping at most `MAX_LINE` + 2 bytes of it (its
/// ending included) and reading through the rest: its whole length (0 at the end), and the
/// length of its ending (`\n` 1, `\r\n` 2, none at the end of the input 0). A NUL byte is
/// an error as soon as it is seen: UTF-16 text, or not text at all (`/dev/zero` is one
/// endless line of them).
fn read_line(reader: &mut dyn BufRead, buf: &mut Vec<u8>) -> std::io::Result<(u64, u64)> {
    let mut total = 0u64;
    let mut last = 0u8;
    loop {
        let available = match reader.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok((total, 0));
        }
        let (used, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        let kept = used.min((MAX_LINE + 2).saturating_sub(buf.len()));
        buf.extend_from_slice(&available[..kept]);
        let nul = available[..used].contains(&0);
        let before = match used {
            1 => last,
            _ => available[used - 2],
        };
        last = available[used - 1];
        reader.consume(used);
        total += used as u64;
        if nul {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "a NUL byte",
            ));
        }
        if ended {
            return Ok((total, 1 + u64::from(before == b'\r')));
        }
    }
}

/// Calls `each` with every line of `input`, each held to [`MAX_LINE`] bytes ([`Line::cut`]).
/// A read error stops with an error naming the input; so does text that is not UTF-8 (a
/// UTF-16 byte-order mark, or a NUL byte).
pub fn for_each_line(
    input: &mut Input,
    mut each: impl FnMut(&Line<'_>) -> Result<()>,
) -> Result<()> {
    let mut buf = Vec::with_capacity(MAX_LINE + 2);
    let mut read = 0u64;
    let mut number = 0usize;
    let not_text = |number: usize, name: &str| {
        anyhow::anyhow!(
            "cannot read {name}: line {number} is not UTF-8 text (UTF-16, or not text at \
             all): save it as UTF-8"
        )
    };
    loop {
        buf.clear();
        let (n, ending) = match read_line(&mut input.reader, &mut buf) {
            Ok(read) => read,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                return Err(not_text(number + 1, &input.name));
            }
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", input.name)),
        };
        if n == 0 {
            return Ok(());
        }
        number += 1;
        read += n;
        let length = n - ending;
        let cut = (length > MAX_LINE as u64).then_some(length);
        let raw = match cut {
            Some(_) => &buf[..MAX_LINE],
            None => &buf[..length as usize],
        };
        let raw = match raw.strip_prefix(BOM) {
            Some(rest) if number == 1 => rest,
            _ => raw,
        };
        // Text in UTF-16 with its byte-order mark reads as no entries at all: said as what
        // it is.
        if number == 1 && (raw.starts_with(b"\xFF\xFE") || raw.starts_with(b"\xFE\xFF")) {
            return Err(not_text(number, &input.name));
        }
        let text = String::from_utf8_lossy(raw);
        each(&Line {
            number,
            raw,
            text: &text,
            read,
            cut,
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
        assert_eq!(target(Path::new("-")).unwrap(), Target::Descriptor(1));
        assert_eq!(
            target(Path::new("/dev/stderr")).unwrap(),
            Target::Descriptor(2)
        );
        let to_stdout = dir.path().join("out");
        std::os::unix::fs::symlink("/proc/self/fd/1", &to_stdout).unwrap();
        assert_eq!(target(&to_stdout).unwrap(), Target::Descriptor(1));
        assert_eq!(target(&file).unwrap(), Target::Replace(file.clone()));
        std::fs::write(&file, "x").unwrap();
        assert_eq!(target(&file).unwrap(), Target::Replace(file.clone()));
        let linked = dir.path().join("linked.txt");
        std::fs::write(&linked, "x").unwrap();
        std::fs::hard_link(&linked, dir.path().join("second.txt")).unwrap();
        assert_eq!(target(&linked).unwrap(), Target::Rewrite(linked.clone()));
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
