//! Menus as enums: each menu is a type whose values are its entries, in the order shown, so a
//! choice is a value (`Puzzle::Knight`), never an index that must follow another list.

use super::theme::{self, INK, SELECTED};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

/// A menu: its entries in order, and the words shown for each.
pub trait Menu: Copy + PartialEq + Sized + 'static {
    /// The entries, top to bottom.
    const ALL: &'static [Self];

    /// The words shown for the entry.
    fn label(self) -> &'static str;

    /// The entry's place in the menu.
    fn index(self) -> usize {
        Self::ALL.iter().position(|&e| e == self).unwrap_or(0)
    }

    /// The entry above (the last one above the first).
    fn up(self) -> Self {
        let n = Self::ALL.len();
        Self::ALL[(self.index() + n - 1) % n]
    }

    /// The entry below (the first one below the last).
    fn down(self) -> Self {
        Self::ALL[(self.index() + 1) % Self::ALL.len()]
    }
}

/// A framed list of a menu's entries with one selected.
pub fn draw<M: Menu, D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    (x, y): (i32, i32),
    w: u32,
    selected: M,
) -> Result<(), D::Error> {
    let h = M::ALL.len() as u32 * 14 + 8;
    Rectangle::new(Point::new(x, y), Size::new(w, h))
        .into_styled(PrimitiveStyle::with_fill(theme::BACKGROUND))
        .draw(d)?;
    Rectangle::new(Point::new(x, y), Size::new(w, h))
        .into_styled(PrimitiveStyle::with_stroke(INK, 1))
        .draw(d)?;
    for (i, &entry) in M::ALL.iter().enumerate() {
        let ly = y + 4 + i as i32 * 14;
        if entry == selected {
            theme::fill(d, x + 2, ly, w - 4, 14, SELECTED)?;
        }
        theme::text(d, entry.label(), x + 8, ly + 2, INK)?;
    }
    Ok(())
}

/// A menu in words: each entry on a line, the selected one marked.
pub fn describe<M: Menu>(out: &mut dyn core::fmt::Write, selected: M) -> core::fmt::Result {
    for &entry in M::ALL {
        let mark = if entry == selected { " (selected)" } else { "" };
        writeln!(out, "{}{mark}", entry.label())?;
    }
    Ok(())
}
