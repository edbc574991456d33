//! Dialogs drawn over a screen: a yes/no question, and a page of text (a puzzle's rules).

use super::layout;
use super::theme::{self, BACKGROUND, INK, KEY_TEXT};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

/// The keys every screen reads the same way: the key, what it does. The Help key's page
/// shows them under every puzzle's rules, and the README has the same table.
pub const KEY_GRAMMAR: [(&str, &str); 7] = [
    ("arrows", "move the cursor, slide, choose"),
    ("enter", "act: place, pick, start, confirm"),
    ("esc", "back to the home menu; the game is kept"),
    ("del", "undo or erase your last action"),
    ("menu", "the puzzle's actions and settings"),
    ("help", "this page: rules and keys"),
    ("0-9", "type a value or pick a numbered item"),
];

/// The help line while a question is asked.
pub const QUESTION_HELP: theme::Help<'static> = &[("enter/1", "yes"), ("esc/0", "no")];

/// A yes/no question in a box across the middle of the screen, over what it asks about.
pub fn question<D: DrawTarget<Color = Rgb565>>(d: &mut D, text: &str) -> Result<(), D::Error> {
    let area = Rectangle::new(
        Point::new(layout::WIDE_INDENT, 92),
        Size::new(layout::WIDE_WIDTH, 50),
    );
    area.into_styled(PrimitiveStyle::with_fill(BACKGROUND))
        .draw(d)?;
    area.into_styled(PrimitiveStyle::with_stroke(INK, 2))
        .draw(d)?;
    let x = layout::WIDE_INDENT + 8;
    theme::wrapped(d, text, x, 98, 44, 120)?;
    theme::text(d, "enter or 1: yes", x, 127, KEY_TEXT)?;
    theme::text(d, "esc or 0: no", 200, 127, KEY_TEXT)
}

/// A page of paragraphs under a title, then the key table; the help line says any key
/// goes back.
pub fn page<D: DrawTarget<Color = Rgb565>>(
    d: &mut D,
    title: &str,
    paragraphs: &[&str],
) -> Result<(), D::Error> {
    theme::frame(d, title, &[("any key", "back")])?;
    let bottom = layout::BOTTOM - 2;
    let mut y = layout::TOP + layout::MARGIN;
    for p in paragraphs {
        y = theme::wrapped(d, p, layout::MARGIN, y, 52, bottom)? + 3;
    }
    for (key, what) in KEY_GRAMMAR {
        if y + 10 > bottom {
            break;
        }
        theme::text(d, key, layout::MARGIN, y, KEY_TEXT)?;
        theme::text(d, what, 52, y, INK)?;
        y += 11;
    }
    Ok(())
}

/// A page in words: the paragraphs, then the key table.
pub fn describe_page(
    out: &mut dyn core::fmt::Write,
    title: &str,
    paragraphs: &[&str],
) -> core::fmt::Result {
    writeln!(out, "{title}")?;
    for p in paragraphs {
        writeln!(out, "{p}")?;
    }
    for (key, what) in KEY_GRAMMAR {
        writeln!(out, "{key}: {what}")?;
    }
    Ok(())
}
