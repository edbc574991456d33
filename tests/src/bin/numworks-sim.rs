//! `numworks-sim`: the jiugong app in NumWorks' simulator, and its icon — what
//! `scripts/numworks` runs.
//!
//! - `numworks-sim shot --keys "down enter 5" [--seed S] [--ticks N] --out FILE.png`
//! - `numworks-sim icon --out FILE.png`: the app's icon (55×56) for `nwlink png-nwi`

use anyhow::Result;
use clap::{Parser, Subcommand};
use embedded_graphics::pixelcolor::{Rgb565, Rgb888};
use embedded_graphics::prelude::*;
use jiugong_calc::toolkit::theme::{ICON_SIZE, icon};
use jiugong_tests::{ShotArgs, numworks};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "The jiugong app in NumWorks' simulator, and its icon")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Types a key script as Epsilon events; saves the screen once the app waits for more
    /// (seed 1 unless given).
    Shot(ShotArgs),
    /// Draws the app's icon.
    Icon {
        /// The PNG to write.
        #[arg(long)]
        out: PathBuf,
    },
}

/// An image to draw into.
struct Canvas(image::RgbImage);

impl OriginDimensions for Canvas {
    fn size(&self) -> Size {
        Size::new(self.0.width(), self.0.height())
    }
}

impl DrawTarget for Canvas {
    type Color = Rgb565;
    type Error = std::convert::Infallible;

    fn draw_iter<I: IntoIterator<Item = Pixel<Rgb565>>>(
        &mut self,
        pixels: I,
    ) -> Result<(), Self::Error> {
        for Pixel(p, c) in pixels {
            let (Ok(x), Ok(y)) = (u32::try_from(p.x), u32::try_from(p.y)) else {
                continue;
            };
            if x < self.0.width() && y < self.0.height() {
                let c = Rgb888::from(c);
                self.0.put_pixel(x, y, image::Rgb([c.r(), c.g(), c.b()]));
            }
        }
        Ok(())
    }
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
        Command::Icon { out } => {
            let mut canvas = Canvas(image::RgbImage::new(ICON_SIZE.0, ICON_SIZE.1));
            let Ok(()) = icon(&mut canvas);
            canvas.0.save(&out)?;
        }
    }
    Ok(())
}
