//! Progress on stderr for every run that can last more than a second, drawn only when stderr
//! is a terminal (indicatif hides them otherwise), so redirected runs print nothing extra.
//! Every style fits the terminal's width from 60 columns up (the bar takes what the numbers
//! leave); a narrower terminal gets a compact style that fits 30.

use indicatif::{ProgressBar, ProgressStyle};
use jiugong_core::search::{Progress, Resumable};
use std::time::{Duration, Instant};

/// A style's two templates: the full one, and the compact one for fewer than 60 columns.
type Templates<'a> = [&'a str; 2];

/// Whether stderr is a terminal narrower than 60 columns.
fn narrow() -> bool {
    console::Term::stderr()
        .size_checked()
        .is_some_and(|(_, columns)| columns < 60)
}

fn styled(bar: ProgressBar, [full, compact]: Templates<'_>, what: &str) -> ProgressBar {
    styled_for(bar, if narrow() { compact } else { full }, what)
}

fn styled_for(bar: ProgressBar, template: &str, what: &str) -> ProgressBar {
    if crate::cli::quiet() {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    bar.set_style(
        ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(what.to_string());
    bar
}

/// [`items`]' templates.
const ITEMS: Templates<'static> = [
    "{msg} [{wide_bar}] {human_pos}/{human_len} {per_sec:0} {eta}",
    "{msg} {human_pos} {percent}%",
];

/// A bar counting `total` items, labelled `what` (e.g. `grids`), with the rate and the time
/// left.
pub fn items(total: u64, what: &str) -> ProgressBar {
    styled(ProgressBar::new(total), ITEMS, what)
}

/// A counter of `what` (e.g. `puzzles`) read from an input whose size may be known; the
/// message says how much of it was read ([`Reading::entry`]). A clone shows on the same bar.
#[derive(Clone)]
pub struct Reading {
    bar: ProgressBar,
    size: Option<u64>,
    percent: u64,
}

impl Reading {
    /// Counts entries of `what` read from an input of `size` bytes (if known).
    pub fn new(size: Option<u64>, what: &str) -> Reading {
        let [full, compact] = Reading::templates(what);
        let bar = styled(ProgressBar::new_spinner(), [&full, &compact], "");
        Reading {
            bar,
            size,
            percent: 0,
        }
    }

    /// The templates of a counter of `what`.
    fn templates(what: &str) -> [String; 2] {
        [
            format!("{{spinner}} {{human_pos}} {what} {{per_sec:0}} {{msg}}"),
            format!("{{spinner}} {{human_pos}} {what} {{msg}}"),
        ]
    }

    /// One more entry; `read` bytes of the input read so far.
    pub fn entry(&mut self, read: u64) {
        self.bar.inc(1);
        if let Some(size) = self.size.filter(|&s| s > 0) {
            let percent = read.saturating_mul(100) / size;
            if percent != self.percent {
                self.percent = percent;
                self.bar.set_message(format!("{percent}% read"));
            }
        }
    }

    /// Says what the current entry's work is at (`what`), for entries that take seconds;
    /// the spinner turns on its own from then on.
    pub fn working(&self, what: String) {
        if self.bar.message() != what {
            self.bar.enable_steady_tick(Duration::from_millis(100));
            self.bar.set_message(what);
        }
    }

    /// Runs `f` with the bar out of the way (for a message on stderr).
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        self.bar.suspend(f)
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// A counter of the nodes a search has spent, labelled `what` (a word or two), with the rate
/// and the time so far; the caller sets the position.
pub fn nodes(what: &str) -> ProgressBar {
    styled(ProgressBar::new_spinner(), NODES, what)
}

/// [`nodes`]' templates.
const NODES: Templates<'static> = [
    "{spinner} {msg} {human_pos} nodes {per_sec:0} {elapsed}",
    "{spinner} {msg} {human_pos} nodes",
];

/// A spinner for work that reports nothing until it ends (building a table), labelled
/// `what`, turning on its own with the time so far.
pub fn busy(what: &str) -> ProgressBar {
    let bar = styled(ProgressBar::new_spinner(), BUSY, what);
    bar.enable_steady_tick(Duration::from_millis(100));
    bar
}

/// [`busy`]'s templates.
const BUSY: Templates<'static> = ["{spinner} {msg} {elapsed}", "{spinner} {msg}"];

/// The most nodes a search runs between two updates of its progress (a few milliseconds'
/// work for the cheapest nodes).
pub const SLICE: u64 = 1 << 22;

/// A search that ran out of budget before it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp;

/// Runs a search in slices until it finds something, is exhausted, or has been granted
/// `budget` more nodes, showing `before` plus its node count on `bar` (`before`: nodes
/// spent by earlier searches of the same run). Every search of the command line runs
/// through here; a search that gave up is reported with [`cli::gave_up`](crate::cli::gave_up).
pub fn drive<S: Resumable>(
    search: &mut S,
    bar: &ProgressBar,
    budget: u64,
    before: u64,
) -> Result<Progress, GaveUp> {
    drive_showing(search, bar, budget, before, |_| None)
}

/// [`drive`], with the bar's message set after every slice to what `show` says of the
/// search (`None`: left as it is), so that a figure such as an optimal search's bound is
/// shown as soon as it changes.
pub fn drive_showing<S: Resumable>(
    search: &mut S,
    bar: &ProgressBar,
    budget: u64,
    before: u64,
    mut show: impl FnMut(&S) -> Option<String>,
) -> Result<Progress, GaveUp> {
    // Slices grow from one node while they take under FAST: the bar moves as often for a
    // search whose node is a square numbered as for one whose node takes a second.
    const FAST: Duration = Duration::from_millis(20);
    let (mut granted, mut slice) = (0u64, 1u64);
    loop {
        let grant = slice.min(budget - granted);
        let started = Instant::now();
        let progress = search.resume(grant);
        if started.elapsed() < FAST {
            slice = slice.saturating_mul(2).min(SLICE);
        }
        bar.set_position(before + search.nodes());
        if let Some(message) = show(search).filter(|m| *m != bar.message()) {
            bar.set_message(message);
        }
        if progress.is_over() {
            return Ok(progress);
        }
        granted += grant;
        if granted >= budget {
            return Err(GaveUp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search that counts nodes and whose figure (a bound) rises every 1,000,000 nodes.
    struct Rising {
        nodes: u64,
    }

    impl Resumable for Rising {
        fn resume(&mut self, budget: u64) -> Progress {
            self.nodes += budget;
            Progress::Paused
        }
        fn nodes(&self) -> u64 {
            self.nodes
        }
    }

    #[test]
    fn the_message_follows_the_search_slice_by_slice() {
        let bar = ProgressBar::hidden();
        let mut search = Rising { nodes: 0 };
        let mut shown = Vec::new();
        let ended = drive_showing(&mut search, &bar, 3 * SLICE + 5, 0, |s| {
            let bound = format!("≥ {}", s.nodes / 1_000_000);
            shown.push(bound.clone());
            Some(bound)
        });
        assert_eq!(ended, Err(GaveUp));
        assert_eq!(search.nodes, 3 * SLICE + 5, "a budget is a hard limit");
        // Slices of 1, 2, 4, … SLICE nodes (23 slices, 2·SLICE − 1 nodes), then one of SLICE
        // and the 6 left: the message after each.
        assert_eq!(shown.len(), 23 + 2, "after every slice");
        assert_eq!(bar.message(), format!("≥ {}", search.nodes / 1_000_000));
    }
    use indicatif::{InMemoryTerm, ProgressDrawTarget};

    /// Every style, with numbers as real runs make them (418 million grids, 200 million a
    /// second), stays on one line of a 60-column terminal, and its compact form on one of 30.
    #[test]
    fn every_bar_fits_60_columns_and_every_compact_one_30() {
        let reading = Reading::templates("puzzles");
        for (columns, form) in [(60u16, 0), (30, 1)] {
            let bars = [
                (
                    styled_for(ProgressBar::new(418_037_760), ITEMS[form], "grids"),
                    true,
                ),
                (
                    styled_for(ProgressBar::new(100_000_000), ITEMS[form], "puzzles"),
                    true,
                ),
                (
                    styled_for(ProgressBar::new_spinner(), &reading[form], "99% read"),
                    true,
                ),
                (
                    styled_for(ProgressBar::new_spinner(), NODES[form], "closed tour"),
                    true,
                ),
                (
                    styled_for(ProgressBar::new_spinner(), NODES[form], "fillings"),
                    true,
                ),
                (
                    styled_for(
                        ProgressBar::new_spinner(),
                        BUSY[form],
                        "pattern database 3 of 3",
                    ),
                    false,
                ),
            ];
            for (bar, counts) in bars {
                let term = InMemoryTerm::new(4, columns);
                bar.set_draw_target(ProgressDrawTarget::term_like(Box::new(term.clone())));
                bar.set_position(0);
                std::thread::sleep(Duration::from_millis(200));
                bar.set_position(if counts { 40_000_000 } else { 0 });
                bar.tick();
                let shown = term.contents();
                let lines: Vec<&str> = shown.lines().filter(|l| !l.trim().is_empty()).collect();
                assert_eq!(lines.len(), 1, "{columns}: {shown:?}");
                assert!(
                    lines[0].chars().count() <= usize::from(columns),
                    "{columns}: {shown:?}"
                );
                assert!(
                    !counts || lines[0].contains(",000,000"),
                    "the count: {shown:?}"
                );
            }
        }
    }
}
