//! `app-icon --out FILE.png`: the app's icon (55×56), for NumWorks' `nwlink png-nwi` —
//! what `scripts/numworks build` runs.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "Draws the jiugong app's icon as a PNG")]
struct Cli {
    /// The PNG to write.
    #[arg(long)]
    out: PathBuf,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match jiugong_tools::icon::image().save(&cli.out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("app-icon: cannot write {}: {e}", cli.out.display());
            ExitCode::from(1)
        }
    }
}
