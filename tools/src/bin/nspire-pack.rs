//! `nspire-pack ELF --out FILE.tns`: packs the TI-Nspire program (an ARM ELF linked at
//! address 0 with `--emit-relocs`) into the Zehn format Ndless loads — what
//! `scripts/nspire build` runs. Prints the parts' sizes.

use anyhow::{Context, Result};
use clap::Parser;
use jiugong_tools::zehn::{self, Meta};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "Packs an ARM ELF into a Zehn .tns for Ndless")]
struct Cli {
    /// The ELF (linked at address 0, relocations kept with --emit-relocs).
    elf: PathBuf,
    /// The .tns to write.
    #[arg(long)]
    out: PathBuf,
    /// The program's name, as Ndless shows it.
    #[arg(long, default_value = "Jiugong")]
    name: String,
    /// The author.
    #[arg(long, default_value = "the jiugong authors")]
    author: String,
}

/// This crate's version as one number: 0.1.0 → 100.
fn version() -> u32 {
    let part = |s: &str| s.parse::<u32>().unwrap_or(0);
    part(env!("CARGO_PKG_VERSION_MAJOR")) * 10_000
        + part(env!("CARGO_PKG_VERSION_MINOR")) * 100
        + part(env!("CARGO_PKG_VERSION_PATCH"))
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("nspire-pack: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run() -> Result<()> {
    let cli = Cli::parse();
    let elf = std::fs::read(&cli.elf).with_context(|| format!("reading {}", cli.elf.display()))?;
    let meta = Meta {
        name: cli.name,
        author: cli.author,
        version: version(),
        ndless: (42, 2004),
    };
    let packed =
        zehn::pack(&elf, &meta).with_context(|| format!("packing {}", cli.elf.display()))?;
    std::fs::write(&cli.out, &packed.file)
        .with_context(|| format!("writing {}", cli.out.display()))?;
    println!(
        "{}: {} bytes (image {}, {} relocations), {} bytes of RAM with .bss ({})",
        cli.out.display(),
        packed.file.len(),
        packed.image,
        packed.relocations.len(),
        packed.file.len() + packed.bss,
        packed.bss
    );
    Ok(())
}
