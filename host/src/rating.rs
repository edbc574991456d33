//! `jiugong sudoku rate`: a file of puzzles rated on Sudoku Explainer's scale, a line (or a
//! JSON object) each, with their steps on request; and a rating as JSON and text, for
//! `rate` and for `puzzle --json`.

use crate::batch::Batch;
use crate::files::{STDIO, open_input, refuse_same_file};
use crate::progress::Reading;
use crate::sudoku::{GridEntry, thread_count, work_grids};
use crate::{progress, variant};
use anyhow::Result;
use indicatif::ProgressBar;
use jiugong_core::search::Resumable;
use jiugong_core::sudoku::{Grid, Rater, Rating, Se, Step, Technique};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// The SE rating as a JSON number, or `null` for a puzzle rated without chains that needs
/// them (its figure is not known, only that it is 6.5 or more: diabolical).
pub(crate) fn exact_se(rating: &Rating) -> serde_json::Value {
    if rating.hardest == Technique::Guess {
        serde_json::Value::Null
    } else {
        se_number(rating)
    }
}

/// The SE rating as a JSON number with one decimal.
fn se_number(rating: &Rating) -> serde_json::Value {
    serde_json::Number::from_f64(rating.se().value())
        .map_or(serde_json::Value::Null, serde_json::Value::Number)
}

/// Technique counts as a JSON object, every technique a classic rating can take present.
pub(crate) fn technique_counts(rating: &Rating) -> serde_json::Map<String, serde_json::Value> {
    Technique::ALL
        .iter()
        .filter(|t| t.rates() && !t.is_killer())
        .map(|&t| (t.name().to_string(), rating.count(t).into()))
        .collect()
}

/// Technique counts as text: the techniques used, `name count`, comma-separated.
fn technique_text(rating: &Rating) -> String {
    let used: Vec<String> = Technique::ALL
        .iter()
        .filter(|&&t| rating.count(t) > 0)
        .map(|&t| format!("{} {}", t.name(), rating.count(t)))
        .collect();
    used.join(", ")
}

/// Rates every puzzle in `input` (`-`: standard input) on stdout, one line (or JSON object)
/// per entry; an entry that cannot be rated says so in its line and on stderr.
pub fn rate_file(input: &Path, json: bool, steps: bool, threads: usize) -> Result<ExitCode> {
    let mut input = open_input(input)?;
    refuse_same_file(
        &input,
        Path::new(STDIO),
        "send standard output to another file",
    )?;
    let mut batch = Batch::new(&input, "puzzle");
    if let Some(entries) = variant::Entries::of(&mut input)? {
        variant::rate_entries(&mut input, &mut batch, json, steps, entries)?;
        return batch.finish();
    }
    let stdout = crate::files::stdout()?;
    let mut out = std::io::BufWriter::new(stdout.lock());
    // A puzzle that needs nested chains takes seconds: after one, the bar says its steps.
    let progress = batch.progress();
    let rate =
        |rater: &mut Box<Rater>, entry: &GridEntry<'_>| rate_entry(rater, entry, steps, &progress);
    // Puzzles rate in a millisecond or so (seconds with nested chains): chunks of 256.
    let threads = (thread_count(threads), 256);
    let init = || Box::new(Rater::new());
    work_grids(
        &mut input,
        &mut batch,
        threads,
        init,
        rate,
        |entry, (rated, path)| write_rating(&mut out, entry.number, rated, &path, json, steps),
    )?;
    out.flush()?;
    batch.finish()
}

/// A grid rated, or why not (a message naming the entry).
type Rated = std::result::Result<(Grid, Rating), String>;

/// Rates one entry, with its steps when `steps` asks for them; after a second on one
/// puzzle, `progress` says the step it is at.
fn rate_entry(
    rater: &mut Rater,
    entry: &GridEntry<'_>,
    steps: bool,
    progress: &Reading,
) -> (Rated, Vec<Step>) {
    let n = entry.number;
    let mut path = Vec::new();
    let started = Instant::now();
    let rated = match entry.grid {
        // SE rates the steps that solve a puzzle: a full grid has none.
        Ok(grid) if grid.clue_count() == 81 => Err(format!(
            "grid {n}, line {}: the grid is already full: there is nothing to rate",
            entry.line
        )),
        Ok(grid) => rater
            .search(&grid, |step| {
                if steps {
                    path.push(*step);
                }
            })
            .map_err(|e| format!("grid {n}, line {}: {e}", entry.line))
            .and_then(|mut search| {
                // The entries' bar counts puzzles: the search's own bar is hidden, and
                // after a second the entries' bar says the step.
                let ended = progress::drive_showing(
                    &mut search,
                    &ProgressBar::hidden(),
                    u64::MAX,
                    0,
                    |s| {
                        if let (true, Some(t)) = (started.elapsed().as_secs() >= 1, s.last()) {
                            progress.working(format!("puzzle {n}: step {}, {t}", s.nodes()));
                        }
                        None
                    },
                );
                progress.working(String::new());
                match (ended, search.rating()) {
                    (Ok(_), Some(&rating)) => Ok((grid, rating)),
                    (ended, _) => Err(format!("grid {n}: the rating stopped: {ended:?}")),
                }
            }),
        Err(e) => Err(e.to_string()),
    };
    (rated, path)
}

/// Writes puzzle `n`'s rating (with its `path` of steps when `steps`) as a line of text or
/// JSON; the reason, when it was not rated.
fn write_rating(
    out: &mut impl Write,
    n: usize,
    rated: Rated,
    path: &[Step],
    json: bool,
    steps: bool,
) -> Result<Option<String>> {
    match (rated, json) {
        (Ok((grid, r)), true) => {
            let mut v = serde_json::json!({
                "puzzle": n,
                "grid": grid.line('.').to_string(),
                "clues": grid.clue_count(),
                "level": r.level.name(),
                "se": se_number(&r),
                "hardest": r.hardest.name(),
                "techniques": technique_counts(&r),
            });
            if steps {
                v["steps"] = path
                    .iter()
                    .map(|s| {
                        serde_json::json!({
                            "technique": s.technique.name(),
                            "se": Se(s.se).value(),
                            "text": s.to_string(),
                        })
                    })
                    .collect();
            }
            writeln!(out, "{v}")?;
        }
        (Ok((grid, r)), false) => {
            writeln!(
                out,
                "{n}: {} (SE {}, {}; {} clues): {}",
                r.level,
                r.se(),
                r.hardest,
                grid.clue_count(),
                technique_text(&r)
            )?;
            for (i, s) in path.iter().enumerate() {
                writeln!(out, "  {}. {s}", i + 1)?;
            }
        }
        (Err(why), true) => {
            writeln!(out, "{}", serde_json::json!({"puzzle": n, "error": why}))?;
            return Ok(Some(why));
        }
        (Err(why), false) => {
            writeln!(out, "{n}: not rated: {why}")?;
            return Ok(Some(why));
        }
    }
    Ok(None)
}
