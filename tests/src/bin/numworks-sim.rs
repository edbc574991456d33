//! `numworks-sim`: the jiugong app in NumWorks' simulator — what `scripts/numworks shot`
//! runs.
//!
//! - `numworks-sim shot --keys "down enter 5" [--seed S] [--ticks N] --out FILE.png`

use anyhow::Result;
use clap::{Parser, Subcommand};
use jiugong_tests::{ShotArgs, numworks};
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "The jiugong app in NumWorks' simulator")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Types a key script as Epsilon events; saves the screen once the app waits for more
    /// (seed 1 unless given).
    Shot(ShotArgs),
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("numworks-sim: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run() -> Result<()> {
    match Cli::parse().command {
        Command::Shot(shot) => {
            let keys = shot.keys()?;
            let (epsilon, nwb) = numworks::require()?;
            let seed = shot.seed.unwrap_or(1);
            numworks::shot(&epsilon, &nwb, &keys, seed, shot.ticks, &shot.out)?;
            println!("{}: {} keys", shot.out.display(), keys.len());
        }
    }
    Ok(())
}
