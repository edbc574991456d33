//! Files in and out: output replaces its target only when complete (written to a temporary
//! file beside it, then renamed), so a failed run never destroys what the user had.

use anyhow::{Context, Result};
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;

/// Capacity of output buffers: large writes keep bulk output at disk speed.
pub const BUFFER: usize = 1 << 20;

/// Runs `write` on a buffered temporary file in `path`'s directory, then renames it to
/// `path`. On any error the temporary file is removed and `path` is left as it was.
pub fn write_atomically<T>(
    path: &Path,
    write: impl FnOnce(&mut BufWriter<File>) -> Result<T>,
) -> Result<T> {
    let tmp = temp_beside(path)?;
    let (file, tmp_path) = tmp.into_parts();
    let mut out = BufWriter::with_capacity(BUFFER, file);
    let value = write(&mut out)?;
    out.flush()
        .with_context(|| format!("cannot write {}", path.display()))?;
    drop(out);
    tmp_path
        .persist(path)
        .map_err(|e| e.error)
        .with_context(|| format!("cannot replace {}", path.display()))?;
    Ok(value)
}

/// A temporary file in `path`'s directory, with the mode of the file it will replace (a new
/// file gets the usual rw-r--r--); persist it onto `path` when complete.
pub fn temp_beside(path: &Path) -> Result<tempfile::NamedTempFile> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("cannot write {}: not a file name", path.display()))?;
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
    builder
        .tempfile_in(dir)
        .with_context(|| format!("cannot write {}", path.display()))
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

/// Opens a text file for reading line by line, with the file's size (for progress).
pub fn open_lines(path: &Path) -> Result<(BufReader<File>, u64)> {
    let file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    Ok((BufReader::with_capacity(BUFFER, file), size))
}

/// Calls `line` with each line of `reader` (without its line ending) and the bytes read
/// so far. Invalid UTF-8 is an error naming the line.
pub fn for_each_line(
    path: &Path,
    mut reader: impl BufRead,
    mut line: impl FnMut(&str, u64) -> Result<()>,
) -> Result<()> {
    let mut buf = Vec::with_capacity(256);
    let mut read = 0u64;
    let mut number = 0usize;
    loop {
        buf.clear();
        let n = reader
            .read_until(b'\n', &mut buf)
            .with_context(|| format!("cannot read {}", path.display()))?;
        if n == 0 {
            return Ok(());
        }
        number += 1;
        read += n as u64;
        let text = std::str::from_utf8(&buf)
            .map_err(|_| anyhow::anyhow!("{}: line {number}: not UTF-8 text", path.display()))?;
        line(text.trim_end_matches(['\n', '\r']), read)?;
    }
}
