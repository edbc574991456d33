//! The toolkit every screen draws with, knowing no puzzle: the theme (colours, text, the
//! frame of title and help bars, messages), menus, dialogs (a yes/no question, a page of
//! rules) and the Hanzi glyphs.

pub mod dialog;
pub(crate) mod hanzi;
pub mod menu;
pub mod theme;
