//! The LCD's framebuffer as an embedded-graphics display: 320×240 RGB565, one `u16` per
//! pixel in reading order (the PL110's 16-bit little-endian layout). Only pixels whose value
//! changes are written, and the count of changed pixels tells the board whether a frame
//! changed at all.

use core::convert::Infallible;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::pixelcolor::raw::RawU16;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::Rectangle;
use jiugong_calc::{SCREEN_HEIGHT, SCREEN_WIDTH};

/// Pixels on the screen.
pub const PIXELS: usize = (SCREEN_WIDTH * SCREEN_HEIGHT) as usize;

/// A display over a framebuffer the board lends.
#[derive(Debug)]
pub struct Framebuffer<'a> {
    pixels: &'a mut [u16; PIXELS],
    changed: u32,
}

impl<'a> Framebuffer<'a> {
    /// The display over `pixels`.
    pub fn new(pixels: &'a mut [u16; PIXELS]) -> Framebuffer<'a> {
        Framebuffer { pixels, changed: 0 }
    }

    /// Pixels changed since the last call (and resets the count).
    pub fn take_changed(&mut self) -> u32 {
        core::mem::take(&mut self.changed)
    }

    /// The raw pixels.
    pub fn pixels(&self) -> &[u16; PIXELS] {
        self.pixels
    }

    #[inline]
    fn put(&mut self, index: usize, raw: u16) {
        let old = &mut self.pixels[index];
        if *old != raw {
            *old = raw;
            self.changed += 1;
        }
    }
}

impl OriginDimensions for Framebuffer<'_> {
    fn size(&self) -> Size {
        Size::new(SCREEN_WIDTH, SCREEN_HEIGHT)
    }
}

impl DrawTarget for Framebuffer<'_> {
    type Color = Rgb565;
    type Error = Infallible;

    fn draw_iter<I>(&mut self, pixels: I) -> Result<(), Infallible>
    where
        I: IntoIterator<Item = Pixel<Rgb565>>,
    {
        for Pixel(p, color) in pixels {
            if (0..SCREEN_WIDTH as i32).contains(&p.x) && (0..SCREEN_HEIGHT as i32).contains(&p.y) {
                let index = p.y as usize * SCREEN_WIDTH as usize + p.x as usize;
                self.put(index, RawU16::from(color).into_inner());
            }
        }
        Ok(())
    }

    fn fill_solid(&mut self, area: &Rectangle, color: Rgb565) -> Result<(), Infallible> {
        let area = area.intersection(&self.bounding_box());
        let Some(bottom_right) = area.bottom_right() else {
            return Ok(());
        };
        let raw = RawU16::from(color).into_inner();
        for y in area.top_left.y..=bottom_right.y {
            let row = y as usize * SCREEN_WIDTH as usize;
            for x in area.top_left.x..=bottom_right.x {
                self.put(row + x as usize, raw);
            }
        }
        Ok(())
    }
}

/// The screen a board shows when the app stopped on a panic: "jiugong stopped:", the
/// message and where, in white on red, cut into lines of 52 characters.
pub fn stopped<D: DrawTarget<Color = Rgb565>>(
    display: &mut D,
    info: &core::panic::PanicInfo<'_>,
) -> Result<(), D::Error> {
    use core::fmt::Write;
    use embedded_graphics::mono_font::{MonoTextStyle, ascii::FONT_6X10};
    use embedded_graphics::text::Text;

    // A message longer than the buffer is cut there.
    let mut message = heapless::String::<512>::new();
    let _ = write!(message, "jiugong stopped:\n\n{}", info.message());
    if let Some(at) = info.location() {
        let _ = write!(message, "\n\nat {}:{}", at.file(), at.line());
    }
    display.clear(Rgb565::new(24, 0, 0))?;
    let style = MonoTextStyle::new(&FONT_6X10, Rgb565::WHITE);
    let mut y = 20;
    let mut line = heapless::String::<53>::new();
    for ch in message.chars().chain(core::iter::once('\n')) {
        if ch == '\n' || line.push(ch).is_err() {
            Text::new(&line, Point::new(4, y), style).draw(display)?;
            y += 12;
            line.clear();
            if ch != '\n' {
                let _ = line.push(ch); // one character fits an empty line
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

    #[test]
    fn writes_only_changes_and_clips() {
        let mut buffer = [0u16; PIXELS];
        let mut fb = Framebuffer::new(&mut buffer);
        let red = RawU16::from(Rgb565::RED).into_inner();
        Rectangle::new(Point::new(310, 230), Size::new(20, 20))
            .into_styled(PrimitiveStyle::with_fill(Rgb565::RED))
            .draw(&mut fb)
            .unwrap();
        assert_eq!(fb.take_changed(), 100); // 10×10 on screen
        fb.fill_solid(
            &Rectangle::new(Point::new(300, 220), Size::new(40, 40)),
            Rgb565::RED,
        )
        .unwrap();
        assert_eq!(fb.take_changed(), 400 - 100);
        Pixel(Point::new(-1, 5), Rgb565::BLUE)
            .draw(&mut fb)
            .unwrap();
        Pixel(Point::new(0, 0), Rgb565::BLACK)
            .draw(&mut fb)
            .unwrap();
        assert_eq!(fb.take_changed(), 0);
        assert_eq!(fb.pixels()[PIXELS - 1], red);
        assert_eq!(fb.pixels()[219 * 320 + 319], 0);
    }

    #[test]
    fn the_app_draws_the_same_as_on_a_simulator_style_buffer() {
        use embedded_graphics::mock_display::MockDisplay;
        // The home screen's top-left corner through both targets.
        let app = jiugong_calc::App::new(1);
        let mut buffer = [0u16; PIXELS];
        let mut fb = Framebuffer::new(&mut buffer);
        app.draw(&mut fb).unwrap();
        assert!(fb.take_changed() > 0);
        let mut mock = MockDisplay::<Rgb565>::new();
        mock.set_allow_overdraw(true);
        mock.set_allow_out_of_bounds_drawing(true);
        app.draw(&mut mock).unwrap();
        for y in 0..64 {
            for x in 0..64 {
                let want = mock
                    .get_pixel(Point::new(x, y))
                    .map(|c| RawU16::from(c).into_inner());
                assert_eq!(Some(fb.pixels()[y as usize * 320 + x as usize]), want);
            }
        }
    }
}
