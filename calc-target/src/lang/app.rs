//! The words of the app itself: the home menu, the settings, the Help pages, questions,
//! menus and playback, which every puzzle shares.

super::phrases! {
    /// A phrase of the app's own screens and of what every puzzle's screen shares.
    pub enum Phrase in app {
        /// The home screen's title bar: the app's name.
        AppName,
        /// The line under the title on the home screen.
        Tagline,
        /// Sudoku, on the home menu and as its Help page's title.
        Sudoku,
        /// The knight's tour.
        Knight,
        /// The sliding puzzle (15 puzzle, eight puzzle).
        Sliding,
        /// Klotski (华容道).
        Klotski,
        /// The pentagram digit filling (君子不忘其旧).
        Star,
        /// The home menu's entry for Klotski: its name, and how Chinese players say it.
        KlotskiEntry,
        /// The home menu's entry for the pentagram, with its saying.
        StarEntry,
        /// The settings: the home menu's entry, their screen's title, their Help page.
        Settings,
        /// The Help page's title on the home menu.
        About,
        /// The home menu's Help page, first paragraph.
        AboutPuzzles,
        /// The home menu's Help page, second paragraph: the key grammar follows.
        AboutKeys,
        /// Help line: the arrows move through a list.
        Choose,
        /// Help line: open the puzzle selected.
        Open,
        /// Help line: the Help key on the home menu shows what the app is.
        AboutKey,
        /// Help line: OK does the menu entry selected.
        Do,
        /// Help line: Back closes a menu or a page.
        Close,
        /// Help line on a Help page: the arrows turn pages.
        TurnPage,
        /// Help line on the settings: switch the setting on or off.
        Switch,
        /// Help line on the settings: Back goes home.
        Home,
        /// A Help page's title bar: {0} the title, {1} the page, {2} the pages.
        PageOf,
        /// A Help page read aloud: {0} the title, {1} the page, {2} the pages.
        PageOfSaid,
        /// The home menu read aloud, its first line.
        HomeMenu,
        /// A menu read aloud: the entry selected is followed by this.
        Selected,
        /// A pop-up menu read aloud: its first line.
        MenuSaid,
        /// A screen read aloud: the line of keys starts so (with the space after it, if
        /// the language puts one).
        KeysSaid,
        /// A question read aloud: {0} the question.
        QuestionSaid,
        /// A question's answers: after the key OK, the other key that says yes.
        OrYes,
        /// A question's answers: after the key Back, the other key that says no.
        OrNo,
        /// Help line while a question waits.
        Yes,
        /// Help line while a question waits.
        No,
        /// The settings: Sudoku counts mistakes.
        CountMistakes,
        /// The settings: pencil marks laid out as the keypad is.
        KeypadMarks,
        /// The settings: colours of higher contrast.
        HighContrast,
        /// The settings: the language (its value is the language's own name).
        Language,
        /// A setting that is on.
        On,
        /// A setting that is off.
        Off,
        /// The settings' Help page.
        SettingsRules,
        /// The note under the settings.
        SettingsNote,
        /// A label and its value read aloud (a setting and its value, a key and what it
        /// does): {0} the label, {1} the value.
        Labelled,
        /// The key grammar: the arrows.
        GrammarArrows,
        /// The key grammar: OK.
        GrammarOk,
        /// The key grammar: Back.
        GrammarBack,
        /// The key grammar: Undo.
        GrammarUndo,
        /// The key grammar: Menu.
        GrammarMenu,
        /// The key grammar: Help.
        GrammarHelp,
        /// The key grammar: the digits.
        GrammarDigits,
        /// The arrow keys, as a help line names them.
        Arrows,
        /// The up and down arrows.
        UpDown,
        /// The left and right arrows.
        LeftRight,
        /// Any key at all.
        AnyKey,
        /// Between the entries of a list read aloud (the keys of a help line).
        ListSep,
        /// A puzzle's message: Undo with nothing to undo.
        NothingToUndo,
        /// A puzzle's message: a move or a change undone.
        Undone,
        /// A puzzle's message: Redo with nothing to redo.
        NothingToRedo,
        /// A puzzle's message: a move or a change redone.
        Redone,
        /// A record: {0} the games won (the sliding puzzle's size, a Klotski layout).
        RecordWon,
        /// A record after a win: {0} the fewest moves, {1} the best time.
        RecordBest,
        /// Help line while a solution plays: OK plays.
        Play,
        /// Help line while a solution plays: the arrows step.
        Step,
        /// Help line while a solution plays: Back stops.
        Stop,
        /// Help line while a solution plays: OK pauses.
        Pause,
        /// A solution playing, read aloud: {0} the move, {1} the moves.
        PlayingSaid,
        /// A solution paused, read aloud: {0} the move, {1} the moves.
        PausedSaid,
        /// A solution playing, on the side panel: {0} the move, {1} the moves.
        Playing,
        /// A solution paused, on the side panel: {0} the move, {1} the moves.
        Paused,
        /// The home menu's notice: the saved games were read back.
        GamesBack,
        /// The home menu's notice: the saved games could not be read; {0} says why (one of
        /// the `Saved…` phrases).
        FreshStart,
        /// Why saved games were not read: another program's file.
        SavedForeign,
        /// Why: a newer app wrote them; {0} the format's version.
        SavedNewer,
        /// Why: an older format no longer read; {0} the format's version.
        SavedOlder,
        /// Why: the file is cut short.
        SavedTruncated,
        /// Why: the file is longer than written.
        SavedTrailing,
        /// Why: the checksum does not match.
        SavedDamaged,
        /// Why: a game in it breaks the puzzle's rules.
        SavedImpossible,
        /// Why: too large to save.
        SavedFull,
    }
}
