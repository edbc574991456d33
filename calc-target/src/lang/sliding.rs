//! The words of the sliding puzzle's screen (数字华容道, le taquin): its title and side
//! panel, its menus, messages and questions, its help lines, its Help page, and what a
//! screen reader hears.

super::phrases! {
    /// A phrase of the sliding puzzle's screen.
    pub enum Phrase in sliding {
        /// The title bar, and the description's first line: {0} the columns, {1} the rows.
        Title,
        /// The description's first line: {0} the title, {1} the moves made.
        MovesSaid,
        /// The description's first line while a start is arranged: {0} the title, {1} the
        /// cursor's row, {2} its column.
        ArrangingSaid,
        /// After [`Phrase::ArrangingSaid`] when a tile is picked to swap: {0} the tile.
        PickedSaid,
        /// A row of the board read aloud, its tiles after it: {0} the row.
        RowSaid,
        /// The description's line when the tiles are in order.
        SolvedSaid,
        /// The side panel: {0} the moves made.
        Moves,
        /// The side panel while the fewest moves are searched for: {0} IDA*'s bound.
        Bound,
        /// The side panel while a search runs: {0} the positions searched.
        Nodes,
        /// The side panel while a 5×5 board is solved at once (not the fewest).
        AtOnce,
        /// The side panel while the paths are counted: {0} the paths found.
        Paths,
        /// The side panel while the paths are counted: {0} the search's steps.
        Steps,
        /// The side panel while the paths are counted: {0} about how much of the search
        /// is done, in per cent.
        Done,
        /// The menu: a hint.
        MenuHint,
        /// The menu: a solution played back.
        MenuSolve,
        /// The menu: a new shuffle.
        MenuShuffle,
        /// The menu: a start of the player's own.
        MenuArrange,
        /// The menu: the source document's count of paths.
        MenuPaths,
        /// The menu: the 3×3 board (the document's start).
        MenuThree,
        /// The menu: the 4×4 board.
        MenuFour,
        /// The menu: the 5×5 board.
        MenuFive,
        /// The menu: a move undone made again.
        MenuRedo,
        /// The menu while arranging: play the start arranged.
        ArrangePlay,
        /// The menu while arranging: the tiles back in the goal's order.
        ArrangeInOrder,
        /// A solution's length compared: the fewest moves.
        Fewest,
        /// A solution's length compared (5×5): {0} the ratio, to two decimals ("1.25").
        AtMost,
        /// A solution's length compared (5×5): solved line by line, no bound said.
        RowByRow,
        /// Message: the tiles are in order: {0} the moves made.
        SolvedIn,
        /// Question before another size throws the moves away.
        AskResize,
        /// Question before a new shuffle throws the moves away.
        AskShuffle,
        /// Question before arranging a start throws the moves away.
        AskArrange,
        /// Question before Back leaves a start being arranged.
        AskDrop,
        /// Message: a hint asked on a board in order.
        NoMoveLeft,
        /// Message: the paths are counted on 3×3 only.
        PathsOn3x3,
        /// Message as arranging starts.
        PickTwo,
        /// Message: a solution too long to play back: {0} its moves.
        TooManyToShow,
        /// Message as the fewest moves play back: {0} their count.
        Optimal,
        /// Message as a 5×5 solution plays back: {0} its moves, {1} how it compares
        /// ([`Phrase::AtMost`], [`Phrase::RowByRow`]).
        Found,
        /// Message, a hint: {0} the tile, {1} the way it slides ([`Phrase::Up`]...), {2} the
        /// fewest moves left.
        HintFewest,
        /// Message, a hint on 5×5: {0} the tile, {1} the way, {2} the moves left on the
        /// solution found, {3} how it compares ([`Phrase::AtMost`]...).
        HintLeft,
        /// Message after a 3×3 solved by hand: {0} the moves made, {1} the fewest.
        Judged,
        /// The way a hint's tile slides, in [`Phrase::HintFewest`]: up.
        Up,
        /// Down.
        Down,
        /// Left.
        Left,
        /// Right.
        Right,
        /// Message: a search found nothing.
        NoSolution,
        /// Message: an arrow on a solved board, which stays solved.
        StaysSolved,
        /// Message: the board shuffled.
        Shuffled,
        /// Message when the paths are counted: {0} the paths, {1} the search's steps.
        PathsCounted,
        /// Message: a search or a solution stopped by Back.
        Stopped,
        /// Message: the start arranged is the goal.
        IsGoal,
        /// Message: the start arranged is played.
        YourStart,
        /// Message: the start arranged can never be solved.
        NeverSolvable,
        /// Message: an arrow with no tile to slide: {0} the gap's edge ([`Phrase::EdgeTop`]...).
        NoTile,
        /// The gap's edge in [`Phrase::NoTile`]: the bottom.
        EdgeBottom,
        /// The top.
        EdgeTop,
        /// The right.
        EdgeRight,
        /// The left.
        EdgeLeft,
        /// Message: the core refused a search (never seen on the app's boards): {0} its
        /// reason, in English.
        Fault,
        /// Help line: the arrows slide a tile.
        HelpSlide,
        /// Help line: Undo.
        HelpUndo,
        /// Help line: the menu's entries.
        HelpMenu,
        /// Help line while arranging: the arrows move the cursor.
        HelpMove,
        /// Help line while arranging: OK swaps.
        HelpSwap,
        /// Help line while arranging: a digit brings its tile to the cursor.
        HelpTileHere,
        /// Help line while arranging: the menu plays the start.
        HelpPlayIt,
        /// Help line while a search runs.
        Working,
        /// Help page: the goal and the keys' effect.
        RulesGoal,
        /// Help page: the menu.
        RulesMenu,
        /// Help page: the source.
        RulesSource,
        /// Help page's keys: the arrows.
        KeyArrows,
        /// Help page's keys: Undo.
        KeyUndo,
        /// Help page's keys: the menu.
        KeyMenu,
        /// Help page's keys: Back.
        KeyBack,
        /// Help page's keys: OK.
        KeyOk,
    }
}
