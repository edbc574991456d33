//! The app's icon (the theme's drawing, 55×56) as an RGB image.

use embedded_graphics::pixelcolor::{Rgb565, Rgb888};
use embedded_graphics::prelude::*;
use jiugong_calc::toolkit::icon::{ICON_SIZE, icon};

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

/// The app's icon, [`ICON_SIZE`] pixels.
///
/// ```
/// let icon = jiugong_tools::icon::image();
/// assert_eq!(icon.dimensions(), jiugong_calc::toolkit::icon::ICON_SIZE);
/// // Not blank: more than one colour.
/// assert!(icon.pixels().any(|p| p != icon.get_pixel(0, 0)));
/// ```
pub fn image() -> image::RgbImage {
    let mut canvas = Canvas(image::RgbImage::new(ICON_SIZE.0, ICON_SIZE.1));
    let Ok(()) = icon(&mut canvas);
    canvas.0
}
