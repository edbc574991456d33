//! `bench-report OUTPUT [--criterion DIR]`: a section of BENCHMARKS.md, in Markdown on
//! stdout, from what a benchmark printed (the file `OUTPUT`) and criterion's measurements
//! under `DIR` (default `target/criterion`) — what `scripts/benchmarks` runs.

use anyhow::{Context, Result};
use clap::Parser;
use jiugong_tools::bench;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "A section of BENCHMARKS.md from a benchmark's output and criterion's JSON")]
struct Cli {
    /// What the benchmark printed on stdout.
    output: PathBuf,
    /// Criterion's folder of measurements.
    #[arg(long, default_value = "target/criterion")]
    criterion: PathBuf,
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench-report: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    let printed = std::fs::read_to_string(&cli.output)
        .with_context(|| format!("cannot read {}", cli.output.display()))?;
    let known = if cli.criterion.exists() {
        bench::read_criterion(&cli.criterion)?
    } else {
        Default::default()
    };
    let (ids, own) = bench::split_output(&printed, &known);
    let mut out = std::io::stdout().lock();
    out.write_all(bench::section(&ids, &known, &own).as_bytes())?;
    out.flush()?;
    Ok(())
}
