//! Batches: inputs of many entries (Sudoku puzzles, sliding states), answered one by one.
//! One bad entry is not a bad input: each entry that is malformed or cannot be answered is
//! named on stderr (its number, its line, what is wrong) and the others are still processed;
//! the run's exit status is 1 if any failed. Only an input that cannot be read, or that holds
//! no entries at all, is an error for the whole run.

use crate::cli;
use crate::files::Input;
use crate::progress::Reading;
use anyhow::{Result, bail};
use std::fmt::Display;
use std::process::ExitCode;

/// The count of a batch's entries and failures, with its progress on stderr.
pub struct Batch {
    input: String,
    noun: &'static str,
    entries: u64,
    failed: u64,
    progress: Reading,
}

impl Batch {
    /// A batch over `input`, whose entries are called `noun` (`puzzle`, `state`).
    pub fn new(input: &Input, noun: &'static str) -> Batch {
        Batch {
            input: input.name.clone(),
            noun,
            entries: 0,
            failed: 0,
            progress: Reading::new(input.size, &format!("{noun}s")),
        }
    }

    /// One more entry, answered or not; `read` bytes of the input read so far.
    pub fn entry(&mut self, read: u64) {
        self.entries += 1;
        self.progress.entry(read);
    }

    /// The progress counter (a clone showing on the same bar), to say what a slow entry's
    /// work is at ([`Reading::working`]) while the batch is busy with it.
    pub fn progress(&self) -> Reading {
        self.progress.clone()
    }

    /// The entry could not be answered: `what` names it and says why (`grid 3, line 9:
    /// ...`); printed as `PROGRAM: INPUT: what`.
    pub fn failed(&mut self, what: impl Display) {
        self.failed += 1;
        let input = &self.input;
        self.progress
            .suspend(|| cli::say(format_args!("{input}: {what}")));
    }

    /// An error if the input held no entries (before an output is kept, so that such an
    /// input replaces nothing).
    pub fn check_entries(&self) -> Result<()> {
        if self.entries == 0 {
            bail!(
                "{}: nothing to answer: the input holds no entries",
                self.input
            );
        }
        Ok(())
    }

    /// Ends the batch: an error if the input held no entries; exit status 1 (after a line
    /// counting them) if any entry failed, 0 otherwise.
    pub fn finish(self) -> Result<ExitCode> {
        self.progress.finish();
        self.check_entries()?;
        if self.failed == 0 {
            return Ok(ExitCode::SUCCESS);
        }
        cli::say(format_args!(
            "{} of {} could not be answered",
            cli::number(self.failed),
            cli::count(self.entries, self.noun)
        ));
        Ok(ExitCode::FAILURE)
    }
}
