//! `qemu-board`: the firmware in QEMU, driven from the host — what `scripts/firmware shot`
//! and `scripts/firmware test` run.
//!
//! - `qemu-board shot --keys "down enter 5" [--seed S] --out FILE.png`
//! - `qemu-board test`: the self-test (checks and measurements in microseconds)
//! - `qemu-board measure`: the measurements alone, in instructions (`-icount shift=0`)
//! - `qemu-board m7`: the Cortex-M7 board on QEMU's mps2-an500 (its key scripts' stack
//!   high-water marks, the self-test's measurements in instructions), without the per-key lines
//! - `qemu-board boot [--seed S]`: QEMU's arguments that write the boot block, one a line
//!   (what `scripts/firmware run` passes on)

use anyhow::Result;
use clap::{Parser, Subcommand};
use jiugong_board::boot::BootParams;
use jiugong_tests::{ShotArgs, qemu};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "Drive the jiugong firmware in QEMU's versatilepb")]
struct Cli {
    /// The firmware ELF (default: where scripts/firmware build puts it).
    #[arg(long, global = true)]
    elf: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Types a key script, waits until the app is idle after each key, saves the LCD.
    Shot(ShotArgs),
    /// Runs the self-test on the ARM926; exits with its status.
    Test,
    /// Measures the app's long actions in instructions (QEMU -icount shift=0).
    Measure,
    /// Runs the Cortex-M7 board on QEMU's mps2-an500 (-icount shift=0); exits with its status.
    M7,
    /// Prints QEMU's arguments that write the boot block (interactive), one a line.
    Boot {
        /// The app's seed (without it the board seeds from its clocks).
        #[arg(long)]
        seed: Option<u64>,
    },
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("qemu-board: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run() -> Result<ExitCode> {
    let cli = Cli::parse();
    if let Command::Boot { seed } = cli.command {
        let params = BootParams {
            seed,
            ..BootParams::default()
        };
        for device in params.loader_devices() {
            println!("-device\n{device}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Command::M7 = cli.command {
        let elf = cli.elf.unwrap_or_else(qemu::cortex_m7_elf);
        let (status, log) = qemu::cortex_m7(&elf)?;
        let per_key = ["key ", "idle ", "done "];
        for line in log
            .lines()
            .filter(|l| !per_key.iter().any(|p| l.starts_with(p)))
        {
            println!("{line}");
        }
        println!("QEMU exit status {status}");
        return Ok(ExitCode::from(u8::try_from(status).unwrap_or(1)));
    }
    let elf = match cli.elf {
        Some(elf) => elf,
        None => qemu::require_firmware()?,
    };
    match cli.command {
        Command::Shot(shot) => {
            let keys = shot.keys()?;
            let ShotArgs {
                seed, ticks, out, ..
            } = shot;
            let shot = qemu::shot(&elf, &keys, seed, ticks, &out)?;
            println!(
                "{}: {} keys, stack high-water mark {} bytes",
                out.display(),
                keys.len(),
                shot.stack
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Test | Command::Measure => {
            let icount = matches!(cli.command, Command::Measure);
            let (status, _) = qemu::self_test(&elf, icount, |line| println!("{line}"))?;
            println!("QEMU exit status {status}");
            Ok(ExitCode::from(u8::try_from(status).unwrap_or(1)))
        }
        Command::Boot { .. } | Command::M7 => Ok(ExitCode::SUCCESS),
    }
}
