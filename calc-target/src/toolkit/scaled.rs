//! Drawing enlarged: a draw target that makes each pixel drawn a square of pixels on the
//! one beneath, for text larger than its font (a 4×4 Sudoku's digits).

use embedded_graphics::Pixel;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::Rectangle;

/// `D` seen `scale` times larger from `origin`: a pixel drawn at `origin + p` fills the
/// square of `scale`×`scale` pixels at `origin + scale · p`.
///
/// ```
/// use embedded_graphics::mock_display::MockDisplay;
/// use embedded_graphics::pixelcolor::Rgb565;
/// use embedded_graphics::prelude::*;
/// use jiugong_calc::toolkit::scaled::Scaled;
///
/// let mut display = MockDisplay::<Rgb565>::new();
/// let mut big = Scaled::new(&mut display, Point::new(1, 1), 2);
/// Pixel(Point::new(2, 1), Rgb565::RED).draw(&mut big).unwrap();
/// // (1, 0) from the origin, twice as large: (3, 1) to (4, 2).
/// display.assert_pattern(&[
///     "     ",
///     "   RR",
///     "   RR",
/// ]);
/// ```
pub struct Scaled<'a, D> {
    target: &'a mut D,
    origin: Point,
    scale: u32,
}

impl<'a, D> Scaled<'a, D> {
    /// `target` seen `scale` times larger from `origin` (a scale of 0 is taken as 1).
    pub fn new(target: &'a mut D, origin: Point, scale: u32) -> Scaled<'a, D> {
        Scaled {
            target,
            origin,
            scale: scale.max(1),
        }
    }
}

impl<D: DrawTarget<Color = Rgb565>> DrawTarget for Scaled<'_, D> {
    type Color = Rgb565;
    type Error = D::Error;

    fn draw_iter<I>(&mut self, pixels: I) -> Result<(), Self::Error>
    where
        I: IntoIterator<Item = Pixel<Rgb565>>,
    {
        let k = self.scale;
        for Pixel(p, color) in pixels {
            let at = self.origin + (p - self.origin) * k as i32;
            self.target
                .fill_solid(&Rectangle::new(at, Size::new(k, k)), color)?;
        }
        Ok(())
    }
}

impl<D: DrawTarget<Color = Rgb565>> Dimensions for Scaled<'_, D> {
    /// What lies `scale` times larger inside the target's box.
    fn bounding_box(&self) -> Rectangle {
        let whole = self.target.bounding_box();
        let k = self.scale as i32;
        let from = self.origin + (whole.top_left - self.origin) / k;
        Rectangle::new(from, whole.size / self.scale)
    }
}
