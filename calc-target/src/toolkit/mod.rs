//! The toolkit every screen draws with, knowing no puzzle: the theme (colours, text, the
//! frame of title and help bars, messages), menus, dialogs (a yes/no question, a page of
//! rules), playback of a solution, the player's records, undo and redo lists, the cursor on a grid, where things
//! go on the screen, drawing enlarged, the Hanzi glyphs and pinyin with its tones.

pub mod cursor;
pub mod dialog;
pub mod hanzi;
pub mod icon;
pub mod layout;
pub mod menu;
pub mod message;
pub mod pinyin;
pub mod playback;
pub mod record;
pub mod scaled;
pub mod steps;
pub mod theme;
pub mod voice;
