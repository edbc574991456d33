//! The app's own words in English.

use crate::lang::app::Phrase::{self, *};

/// `phrase` in English.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        AppName => "jiugong",
        Tagline => "five puzzles, one core",
        Sudoku => "Sudoku",
        Knight => "Knight's tour",
        Sliding => "Sliding puzzle",
        Klotski => "Klotski",
        Star => "Pentagram",
        KlotskiEntry => "Klotski (huá róng dào)",
        StarEntry => "Pentagram (jūn zǐ bù wàng qí jiù)",
        Settings => "Settings",
        About => "jiugong: about",
        AboutPuzzles => {
            "Five puzzles from one engine: choose one and open it, or press its digit. Each \
             opens where you left it, and the games are kept when the calculator saves them."
        }
        AboutKeys => {
            "Help on any screen shows that puzzle's rules and keys. The keys mean the same \
             everywhere:"
        }
        Choose => "choose",
        Open => "open",
        AboutKey => "about",
        Do => "do",
        Close => "close",
        TurnPage => "turn the page",
        Switch => "switch",
        Home => "home",
        PageOf => "{0} ({1}/{2})",
        PageOfSaid => "{0}, page {1} of {2}",
        HomeMenu => "home menu",
        Selected => " (selected)",
        MenuSaid => "menu:",
        KeysSaid => "keys: ",
        QuestionSaid => "question: {0}",
        OrYes => " or 1: yes",
        OrNo => " or 0: no",
        Yes => "yes",
        No => "no",
        CountMistakes => "count Sudoku mistakes",
        KeypadMarks => "pencil marks 7 8 9 on top",
        HighContrast => "high contrast",
        Language => "language",
        On => "on",
        Off => "off",
        SettingsRules => {
            "Count Sudoku mistakes: each wrong digit a check finds counts once, on the side \
             panel and when you win. Pencil marks: 7 8 9 on the top row \
             of a cell, as on the keypad, or 1 2 3, as newspapers print them. High contrast: \
             black text and title bars, lighter hint shades, and conflicts framed. Language: \
             中文, English or Français. The settings are kept with your games."
        }
        SettingsNote => {
            "Kept with your games. Mistakes are digits placed in pen that the solution \
             does not have."
        }
        Labelled => "{0}: {1}",
        GrammarArrows => "move the cursor (sliding: slide a tile)",
        GrammarOk => "act on what the cursor is on",
        GrammarBack => "up one level; a puzzle goes home, kept",
        GrammarUndo => "take back your last action",
        GrammarMenu => "the puzzle's actions: hint first",
        GrammarHelp => "the rules and the keys",
        GrammarDigits => "type a value or pick an item",
        Arrows => "arrows",
        UpDown => "up/down",
        LeftRight => "left/right",
        AnyKey => "any key",
        ListSep => ", ",
        NothingToUndo => "nothing to undo",
        Undone => "undone",
        NothingToRedo => "nothing to redo",
        Redone => "redone",
        RecordWon => "won {0}",
        RecordBest => "best {0}, {1}",
        Play => "play",
        Step => "step",
        Stop => "stop",
        Pause => "pause",
        PlayingSaid => "playing the solution: move {0} of {1}",
        PausedSaid => "playing the solution: move {0} of {1}, paused",
        Playing => "move {0}/{1}",
        Paused => "move {0}/{1} paused",
        GamesBack => "your games are back",
        FreshStart => "saved games {0}: fresh start",
        SavedForeign => "not a jiugong save",
        SavedNewer => "from a newer app (format {0}), kept",
        SavedOlder => "in format {0}, no longer read",
        SavedTruncated => "cut short",
        SavedTrailing => "longer than written",
        SavedDamaged => "damaged (checksum)",
        SavedImpossible => "holds an impossible game",
        SavedFull => "too large to save",
    }
}
