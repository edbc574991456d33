//! The app's icon, for the boards' app menus (NumWorks' `.nwa`, the TI-Nspire's, the
//! browser's page).

use super::theme::{BAR, INK, fill, text};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;

/// The app's icon, 55×56 as NumWorks' menu shows icons: the Lo Shu square, the nine-cell
/// magic square that gives jiugong (九宫) its name, white on the title bar's colour.
pub fn icon<D: DrawTarget<Color = Rgb565>>(d: &mut D) -> Result<(), D::Error> {
    const LO_SHU: [u8; 9] = [4, 9, 2, 3, 5, 7, 8, 1, 6];
    fill(d, 0, 0, ICON_SIZE.0, ICON_SIZE.1, BAR)?;
    for (i, digit) in LO_SHU.iter().enumerate() {
        let (x, y) = (3 + 17 * (i % 3) as i32, 4 + 17 * (i / 3) as i32);
        fill(d, x, y, 15, 15, Rgb565::WHITE)?;
        let mut name = [0u8; 1];
        let label = char::from(b'0' + digit).encode_utf8(&mut name);
        text(d, label, x + 5, y + 3, INK)?;
    }
    Ok(())
}

/// The icon's size: width, height.
pub const ICON_SIZE: (u32, u32) = (55, 56);
