//! The cache: tables that take seconds to build and milliseconds to read, kept under
//! `$XDG_CACHE_HOME/jiugong` (usually `~/.cache/jiugong`).
//!
//! A cache file is `JIUGONG` and a NUL byte, the format version (u32, little-endian), the
//! length of the header (u32), the header — one line of text naming the table: its kind,
//! board, goal, pattern and entry count —, the CRC-32 of the header and the content (u32),
//! then the content. A file whose header, length or checksum does not match is rebuilt, with
//! one line on stderr saying so; a cache that cannot be written leaves the table in memory,
//! with one note for the whole run. `jiugong cache list` shows what the cache holds, and
//! `jiugong cache clear` empties it.
//!
//! The cache stays within [`limit`] (2 GB unless `JIUGONG_CACHE_MB` says otherwise): before a
//! new table is kept, the tables read longest ago are removed until it fits (each removal
//! said on stderr); a table that cannot fit is kept in memory for the run. Reading a table
//! marks it as used now (its modification time).

use crate::{cli, files};
use anyhow::{Context, Result, bail};
use nix::errno::Errno;
use nix::fcntl::{Flock, FlockArg};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

const MAGIC: &[u8; 8] = b"JIUGONG\0";

/// The layout described above; a change of layout changes this number.
pub const FORMAT_VERSION: u32 = 1;

/// Where cached tables live: `$XDG_CACHE_HOME/jiugong` (or the platform's cache directory).
pub fn dir() -> Option<PathBuf> {
    dirs::cache_dir().map(|d| d.join("jiugong"))
}

/// What a cached table is: everything its content depends on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// The kind of table, e.g. `pattern database`.
    pub kind: &'static str,
    /// The board, e.g. `4x4`.
    pub board: String,
    /// The goal state, as text.
    pub goal: String,
    /// The pattern (tiles), as text.
    pub pattern: String,
    /// Entries in the table (bytes of content).
    pub entries: u64,
}

impl Key {
    fn header(&self) -> String {
        format!(
            "{}; board {}; goal {}; pattern {}; entries {}",
            self.kind, self.board, self.goal, self.pattern, self.entries
        )
    }
}

/// The bytes of a cache file before its content, for `content` under `key`.
fn prefix(key: &Key, content: &[u8]) -> Vec<u8> {
    let header = key.header();
    let mut crc = crc32fast::Hasher::new();
    crc.update(header.as_bytes());
    crc.update(content);
    let mut out = Vec::with_capacity(header.len() + 20);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(header.len() as u32).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    out
}

/// The bytes of a cache file holding `content` under `key`.
pub fn encode(key: &Key, content: &[u8]) -> Vec<u8> {
    let mut out = prefix(key, content);
    out.extend_from_slice(content);
    out
}

/// The little-endian word at `at` of a cache file's bytes.
fn word(bytes: &[u8], at: usize) -> Result<u32> {
    let b = bytes.get(at..at + 4).context("the file is too short")?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// A cache file's format version and header length, from its first 16 bytes; an error if it
/// is not a jiugong cache file.
fn opening(bytes: &[u8]) -> Result<(u32, usize)> {
    if bytes.get(..MAGIC.len()) != Some(MAGIC) {
        bail!("not a jiugong cache file");
    }
    Ok((word(bytes, 8)?, word(bytes, 12)? as usize))
}

/// Where the content of a cache file starts if it holds `key`'s table intact; else what is
/// wrong.
fn check(key: &Key, bytes: &[u8]) -> Result<usize> {
    let (version, header_len) = opening(bytes)?;
    if version != FORMAT_VERSION {
        bail!("format version {version}, not {FORMAT_VERSION}");
    }
    let header = bytes
        .get(16..16usize.saturating_add(header_len))
        .context("the file is too short")?;
    if header != key.header().as_bytes() {
        bail!("it holds another table");
    }
    let at = 16 + header.len();
    let stored = word(bytes, at)?;
    let content = &bytes[at + 4..];
    if content.len() as u64 != key.entries {
        bail!(
            "{} bytes of content, not {}",
            cli::number(content.len() as u64),
            cli::number(key.entries)
        );
    }
    let mut crc = crc32fast::Hasher::new();
    crc.update(header);
    crc.update(content);
    if crc.finalize() != stored {
        bail!("its checksum does not match its content");
    }
    Ok(at + 4)
}

/// The content of a cache file if it holds `key`'s table intact; else what is wrong.
pub fn decode(key: &Key, bytes: &[u8]) -> Result<Vec<u8>> {
    Ok(bytes[check(key, bytes)?..].to_vec())
}

/// Whether the cache file `name` holds `key`'s table, as far as its header and length say
/// (its checksum is checked when it is read): what a run checks before it starts a build.
pub fn holds(name: &str, key: &Key) -> bool {
    let Some(path) = dir().map(|d| d.join(name)) else {
        return false;
    };
    let (Ok(meta), Some(header)) = (std::fs::metadata(&path), header_of(&path)) else {
        return false;
    };
    // The file's length as `prefix` lays it out before the content.
    header == key.header() && meta.len() == prefix(key, &[]).len() as u64 + key.entries
}

/// The most bytes the cache holds: `JIUGONG_CACHE_MB` megabytes, else 2 GB.
pub fn limit() -> Result<u64> {
    match std::env::var("JIUGONG_CACHE_MB") {
        Err(_) => Ok(2_000_000_000),
        Ok(text) => cli::whole::<u64>(&text, 0, u64::MAX / 1_000_000, "a number of megabytes")
            .map(|mb| mb * 1_000_000)
            .map_err(|e| anyhow::anyhow!("JIUGONG_CACHE_MB: {e}")),
    }
}

/// Cache files read or written by this run, never removed to make room for another.
static IN_USE: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Marks `path` as used now (and by this run).
fn used(path: &Path) {
    // The time only orders removals: a file whose time cannot be set is merely removed sooner.
    if let Ok(file) = std::fs::File::options().write(true).open(path) {
        let _ = file.set_modified(std::time::SystemTime::now());
    }
    if let Ok(mut in_use) = IN_USE.lock() {
        in_use.push(path.to_path_buf());
    }
}

/// Room for `bytes` more in the cache, within [`limit`]: the tables used longest ago (and
/// not by this run) removed, each said on stderr; an error if it cannot be made.
fn make_room(bytes: u64) -> Result<()> {
    let limit = limit()?;
    let in_use = IN_USE.lock().map(|u| u.clone()).unwrap_or_default();
    let mut entries: Vec<(std::time::SystemTime, Entry)> = list()?
        .into_iter()
        .map(|e| {
            let when = std::fs::metadata(&e.path)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (when, e)
        })
        .collect();
    let mut total: u64 = entries.iter().map(|(_, e)| e.bytes).sum();
    entries.sort_by_key(|(when, _)| *when);
    let mut removable = entries
        .into_iter()
        .filter(|(_, e)| !in_use.contains(&e.path));
    while total.saturating_add(bytes) > limit {
        let Some((_, oldest)) = removable.next() else {
            bail!(
                "the cache would hold {} with it, more than its limit of {} (JIUGONG_CACHE_MB)",
                megabytes(total.saturating_add(bytes)),
                megabytes(limit)
            );
        };
        std::fs::remove_file(&oldest.path)
            .with_context(|| format!("cannot remove {}", oldest.path.display()))?;
        total -= oldest.bytes;
        cli::note(format_args!(
            "removed the cached table used longest ago to stay within {}: {} ({})",
            megabytes(limit),
            oldest.path.display(),
            megabytes(oldest.bytes)
        ));
    }
    Ok(())
}

/// Said once a run: the cache cannot be written.
static UNWRITABLE_SAID: AtomicBool = AtomicBool::new(false);

/// The table `key` from the cache file `name`, or built by `build` (into a zeroed buffer of
/// `key.entries` bytes) and then cached.
pub fn load_or_build(
    name: &str,
    key: &Key,
    build: impl FnOnce(&mut [u8]) -> Result<()>,
) -> Result<Vec<u8>> {
    let folder = dir();
    let path = folder.as_ref().map(|d| d.join(name));
    // Held until the table is read, or built and kept: runs side by side build it once.
    let _held = folder.as_deref().and_then(lock);
    // Whether a note already says the table is built again (a damaged file).
    let mut rebuilding = false;
    if let Some(p) = &path {
        match std::fs::read(p) {
            Ok(mut bytes) => match check(key, &bytes) {
                Ok(at) => {
                    used(p);
                    bytes.drain(..at);
                    return Ok(bytes);
                }
                Err(why) => {
                    rebuilding = true;
                    cli::note(format_args!(
                        "rebuilding the cached {} {}: {why:#}",
                        key.kind,
                        p.display()
                    ))
                }
            },
            // Nothing there (yet): built and cached below, where an unwritable cache is said.
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
                ) => {}
            // The file may be sound: no memory to hold it is no reason to rebuild it.
            Err(e) if e.kind() == std::io::ErrorKind::OutOfMemory => {
                bail!(
                    "not enough memory to read the cached {} {}",
                    key.kind,
                    p.display()
                )
            }
            Err(e) => {
                rebuilding = true;
                cli::note(format_args!(
                    "rebuilding the cached {} {}: {e}",
                    key.kind,
                    p.display()
                ))
            }
        }
    }
    // The file to keep the table in, its folder made first, or why there is none.
    let kept = match &path {
        Some(p) => match p.parent() {
            Some(dir) => std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))
                .map(|()| p.as_path()),
            None => Ok(p.as_path()),
        },
        None => Err(anyhow::anyhow!("no cache directory is known")),
    };
    // A build takes seconds to minutes and its file stays: said whether or not a bar shows.
    if !rebuilding {
        cli::note(format_args!(
            "building the {} for tiles {} of {} ({}){}",
            key.kind,
            key.pattern,
            key.board,
            megabytes(key.entries),
            match &kept {
                Ok(p) => format!(", once: later runs read {}", p.display()),
                Err(_) => " for this run".to_string(),
            }
        ));
    }
    let mut table = zeroed(key.entries, key.kind)?;
    build(&mut table)?;
    if let Err(e) = kept.and_then(|p| save(p, key, &table)) {
        if !UNWRITABLE_SAID.swap(true, Ordering::Relaxed) {
            cli::note(format_args!(
                "tables are kept in memory for this run only: {e:#}"
            ));
        }
    }
    Ok(table)
}

/// The cache folder locked for this run (made first if need be), so that runs started side
/// by side build each table once: the others wait, said in a note, then read it. `None`
/// where the folder cannot be made or locked: the table is then read or built without.
fn lock(dir: &Path) -> Option<Flock<std::fs::File>> {
    std::fs::create_dir_all(dir).ok()?;
    let folder = std::fs::File::open(dir).ok()?;
    match Flock::lock(folder, FlockArg::LockExclusiveNonblock) {
        Ok(held) => Some(held),
        Err((folder, Errno::EWOULDBLOCK)) => {
            cli::note(format_args!(
                "waiting for another jiugong reading or building a table in {}",
                dir.display()
            ));
            Flock::lock(folder, FlockArg::LockExclusive).ok()
        }
        Err(_) => None,
    }
}

/// Writes `table` under `key` to `path`, whose folder exists, within the cache's limit.
fn save(path: &Path, key: &Key, table: &[u8]) -> Result<()> {
    let prefix = prefix(key, table);
    make_room((prefix.len() + table.len()) as u64)?;
    files::write_kept(path, |w| {
        w.write_all(&prefix)?;
        w.write_all(table)?;
        Ok(())
    })?;
    used(path);
    Ok(())
}

/// A table in the cache, as [`list`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its file.
    pub path: PathBuf,
    /// The file's size in bytes.
    pub bytes: u64,
    /// What it holds, as its header says (`pattern database; board 4x4; goal …`), or why it
    /// is not one this version reads.
    pub what: String,
}

/// Every jiugong table in the cache folder (files that start as a cache file does; nothing
/// else there is touched), by name.
pub fn list() -> Result<Vec<Entry>> {
    let Some(dir) = dir() else {
        return Ok(Vec::new());
    };
    let read = match std::fs::read_dir(&dir) {
        Ok(read) => read,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", dir.display())),
    };
    let mut found = Vec::new();
    for item in read {
        let item = item.with_context(|| format!("cannot read {}", dir.display()))?;
        let Ok(meta) = item.metadata() else { continue };
        if !meta.is_file() {
            continue;
        }
        let path = item.path();
        let Some(what) = header_of(&path) else {
            continue;
        };
        found.push(Entry {
            path,
            bytes: meta.len(),
            what,
        });
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(found)
}

/// What a cache file says it holds, read from its first bytes only; `None` for a file that
/// is not a jiugong cache file.
fn header_of(path: &Path) -> Option<String> {
    use std::io::Read;
    let mut start = [0u8; 16];
    let mut file = std::fs::File::open(path).ok()?;
    file.read_exact(&mut start).ok()?;
    let (version, len) = opening(&start).ok()?;
    if version != FORMAT_VERSION {
        return Some(format!(
            "format version {version}, not read by this version"
        ));
    }
    let mut header = vec![0u8; len.min(4096)];
    file.read_exact(&mut header).ok()?;
    Some(String::from_utf8_lossy(&header).into_owned())
}

/// Removes every table [`list`] finds; returns how many and their bytes.
pub fn clear() -> Result<(usize, u64)> {
    let mut freed = (0, 0);
    for entry in list()? {
        std::fs::remove_file(&entry.path)
            .with_context(|| format!("cannot remove {}", entry.path.display()))?;
        freed.0 += 1;
        freed.1 += entry.bytes;
    }
    Ok(freed)
}

/// `jiugong cache …`: what the cache holds, and emptying it.
#[derive(clap::Subcommand, Debug)]
pub enum Command {
    /// Every cached table: its size and what it holds, then the total.
    List,
    /// Removes every cached table (they are built again when needed).
    Clear,
}

/// Runs `jiugong cache …`.
pub fn run(command: Command) -> Result<std::process::ExitCode> {
    let mut out = crate::files::stdout()?.lock();
    match command {
        Command::List => {
            let entries = list()?;
            let total: u64 = entries.iter().map(|e| e.bytes).sum();
            for e in &entries {
                let name = e.path.file_name().unwrap_or_default().to_string_lossy();
                writeln!(out, "{:>9}  {name}  {}", megabytes(e.bytes), e.what)?;
            }
            let dir = dir().map_or_else(|| "no cache folder".into(), |d| d.display().to_string());
            writeln!(
                out,
                "{} in {} ({dir}; at most {})",
                megabytes(total),
                cli::count(entries.len() as u64, "table"),
                megabytes(limit()?)
            )?;
        }
        Command::Clear => {
            let (tables, bytes) = clear()?;
            writeln!(
                out,
                "removed {} ({})",
                cli::count(tables as u64, "table"),
                megabytes(bytes)
            )?;
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// Bytes as megabytes, one decimal: `288.3 MB`.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// A zeroed buffer of `len` entries for `what`, or an error saying how much memory it needed
/// (rather than an abort when memory is short).
pub fn zeroed<T: Clone + Default>(len: u64, what: &str) -> Result<Vec<T>> {
    let bytes = len.saturating_mul(std::mem::size_of::<T>() as u64);
    let too_much = || {
        anyhow::anyhow!(
            "not enough memory for the {what}: it needs {} MB",
            cli::number(bytes.div_ceil(1 << 20))
        )
    };
    let len = usize::try_from(len).map_err(|_| too_much())?;
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| too_much())?;
    v.resize(len, T::default());
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> Key {
        Key {
            kind: "test table",
            board: "2x2".into(),
            goal: "1,2,3,0".into(),
            pattern: "1,2".into(),
            entries: 5,
        }
    }

    #[test]
    fn a_file_is_read_back_only_when_intact() {
        let content = [1u8, 2, 3, 4, 5];
        let bytes = encode(&key(), &content);
        assert_eq!(decode(&key(), &bytes).unwrap(), content);
        let mut flipped = bytes.clone();
        *flipped.last_mut().unwrap() ^= 1;
        let e = decode(&key(), &flipped).unwrap_err().to_string();
        assert!(e.contains("checksum"), "{e}");
        let other = Key {
            goal: "0,1,2,3".into(),
            ..key()
        };
        assert!(decode(&other, &bytes).is_err());
        assert!(decode(&key(), &bytes[..bytes.len() - 1]).is_err());
        assert!(decode(&key(), &[7u8; 5]).is_err());
        assert!(decode(&key(), b"JIUGONG\0\x01\0\0\0\xff\xff").is_err());
        let mut random = vec![0u8; bytes.len()];
        random
            .iter_mut()
            .enumerate()
            .for_each(|(i, b)| *b = (i * 37) as u8);
        assert!(decode(&key(), &random).is_err());
    }
}
