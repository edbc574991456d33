//! The words of the Klotski screen (华容道, l'âne rouge): its title and side panel, the
//! list of layouts, its menu, messages and questions, its help lines, its Help page, and
//! what a screen reader hears. The layouts' names stay in Hanzi with their pinyin in every
//! language.

super::phrases! {
    /// A phrase of the Klotski screen.
    pub enum Phrase in klotski {
        /// The title bar, before the layout's name in Hanzi and pinyin.
        Title,
        /// The side panel, after 曹操 drawn in Hanzi: his name.
        Hero,
        /// The goal, on the side panel and in the description.
        Goal,
        /// The side panel: {0} the moves made.
        Moves,
        /// The side panel and under the list's picture: {0} the layout's fewest moves.
        Fewest,
        /// The list of layouts: the heading over the fewest moves' column.
        FewestHeading,
        /// Under the list's picture, after a win: {0} the player's fewest moves.
        Best,
        /// Under the list's picture, after a win: {0} the player's best time.
        BestTime,
        /// The list of layouts read aloud: its first line.
        ChooseSaid,
        /// A layout in the list read aloud: {0} its name, {1} its pinyin, {2} its fewest moves.
        LayoutSaid,
        /// The description's first line: {0} the moves made.
        MovesSaid,
        /// The description's second line: {0} the layout's name, {1} its pinyin, {2} its
        /// fewest moves.
        LayoutFewest,
        /// A row of the box read aloud: {0} the row, {1} its cells (letters, `.` empty).
        RowSaid,
        /// The cursor read aloud on an empty cell: {0} its row, {1} its column.
        CursorEmpty,
        /// The cursor read aloud on a block: {0} its row, {1} its column, {2} the block's letter.
        CursorBlock,
        /// Read aloud while a block is picked up.
        PickedSaid,
        /// The menu: a hint.
        MenuHint,
        /// The menu: the fewest moves played back.
        MenuSolve,
        /// The menu: the list of layouts.
        MenuLayouts,
        /// The menu: this layout again.
        MenuRestart,
        /// The menu: a move undone made again.
        MenuRedo,
        /// Question before a restart throws the moves away.
        AskRestart,
        /// Question before another layout throws the moves away.
        AskOpen,
        /// Message: the block picked cannot slide that way.
        Blocked,
        /// Message: solved: {0} the moves made.
        Escapes,
        /// Message as a search starts.
        Searching,
        /// Message: the core refused a search (never seen on the layouts): {0} its reason,
        /// in English.
        Fault,
        /// Message: a hint asked when solved.
        AlreadyOut,
        /// Message, a hint: {0} the block's letter, {1} its route ([`Phrase::Run`]...), {2}
        /// the fewest moves left.
        Hint,
        /// Between two legs of a hint's route.
        Then,
        /// A leg of a hint's route of more than one cell: {0} the way ([`Phrase::Down`]...),
        /// {1} the cells.
        Run,
        /// A way in a hint's route: up.
        Up,
        /// Down.
        Down,
        /// Left.
        Left,
        /// Right.
        Right,
        /// Message: a solution found, played back: {0} its moves.
        Shortest,
        /// Message: the room lent is too small: {0} its KiB.
        CannotSolve,
        /// Message while searching: {0} the moves searched out to.
        SearchingOut,
        /// Message while a solution found is traced back: {0} its moves, {1} the positions
        /// traced, {2} those to trace.
        Tracing,
        /// Message: the position has no solution.
        NoSolution,
        /// Message: a search or a solution stopped by Back.
        Stopped,
        /// Help line on the list: OK plays the layout.
        HelpPlay,
        /// Help line on the list: Back goes back to the board.
        HelpBack,
        /// Help line while a search runs.
        Working,
        /// Help line with a block picked: the arrows slide it.
        HelpSlide,
        /// Help line with a block picked: OK puts it down.
        HelpPutDown,
        /// Help line: Undo.
        HelpUndo,
        /// Help line: the arrows move the cursor.
        HelpMove,
        /// Help line: OK picks a block up.
        HelpPickUp,
        /// Help line: the menu's entries.
        HelpMenu,
        /// Help page: the goal and how a move counts.
        RulesGoal,
        /// Help page: the menu.
        RulesMenu,
        /// Help page's keys: the arrows.
        KeyArrows,
        /// Help page's keys: OK.
        KeyOk,
        /// Help page's keys: Undo.
        KeyUndo,
        /// Help page's keys: the menu.
        KeyMenu,
        /// Help page's keys: Back.
        KeyBack,
    }
}
