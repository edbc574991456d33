//! The words of the knight's tour screen: its title and side panel, its two menus, its
//! messages and questions, its help lines, its Help page and its words for a screen reader.

super::phrases! {
    /// A phrase of the knight's tour screen.
    pub enum Phrase in knight {
        /// The title bar: {0} the board's side (8 for 8x8), {1} the kind of tour (`Open` or
        /// `Closed`), {2} how it is made (`ByHand`, `ByDocument`, `ByWarnsdorff`).
        Title,
        /// A tour whose end need not be a knight's move from its start (title, words).
        Open,
        /// A tour that ends a knight's move from its start (title, words).
        Closed,
        /// The title's method: the player makes the tour.
        ByHand,
        /// The title's method: the source document's search.
        ByDocument,
        /// The title's method: Warnsdorff's rule.
        ByWarnsdorff,
        /// The side panel: {0} the start square's chess name (a6).
        Start,
        /// The side panel: {0} the tours the player completed by hand, closed ones too.
        Tours,
        /// The side panel: {0} the closed tours the player completed by hand.
        ClosedTours,
        /// The setup's menu: the search shows a tour from the start.
        Find,
        /// The setup's menu: a bigger board (after 12x12, 5x5).
        Bigger,
        /// The setup's menu: a smaller board (before 5x5, 12x12).
        Smaller,
        /// The setup's menu: switches between an open and a closed tour.
        OpenClosed,
        /// The setup's menu: switches between Warnsdorff's rule and the document's search.
        Method,
        /// The tour's menu: the search finishes the tour from the player's squares.
        Finish,
        /// The tour's menu: back to the first square.
        Again,
        /// The tour's menu: back to the setup.
        Setup,
        /// The tour's menu: a jump taken back made again.
        Redo,
        /// Message: no closed tour exists on the board; {0} its side (5 for 5x5).
        NoClosedTour,
        /// Message: no open tour starts on the start square.
        NoOpenTour,
        /// Message: the start is off the board (never, as the screen keeps it on).
        StartOff,
        /// Message: the player's squares are not a knight's path (never: each jump is
        /// checked).
        NotAPath,
        /// Message as the player puts the knight on the board.
        JumpPrompt,
        /// Message: {0} the square (c8) the player already visited.
        Visited,
        /// Message: {0} the square (c8) a knight cannot reach from the last.
        NotKnightMove,
        /// Message: the player's tour is complete and closed; {0} its squares.
        ClosedTourDone,
        /// Message: the player's tour is complete but not closed, as asked; {0} its squares.
        NotClosed,
        /// Message: the player's tour is complete; {0} its squares.
        TourDone,
        /// Message: no jump is left; {0} the squares visited.
        Stuck,
        /// Message: the search found a tour; {0} the nodes (`Nodes`: "64 nodes").
        Found,
        /// Message: no tour goes on from the player's squares.
        NoTourOn,
        /// Message: no tour from the start square.
        NoTour,
        /// Message: the search gave up; {0} the nodes.
        GaveUp,
        /// Message: Back stopped the search; {0} the nodes.
        Stopped,
        /// Question: back to the first square.
        AskAgain,
        /// Question: back to the setup.
        AskSetup,
        /// Question before the document's search from a slow start; two lines of 44 columns
        /// hold it. Its figures: `slow::SLOW`, and `SLOW` and `MOST` at `slow::PER_SECOND`.
        AskSlow,
        /// A search's nodes: {0} the nodes, made short past a million (`number::Short`).
        Nodes,
        /// Help line (setup): the arrows choose the start.
        HelpStart,
        /// Help line (setup): OK puts the knight on the start.
        HelpPlace,
        /// Help line (setup): the menu shows a tour.
        HelpShow,
        /// Help line (touring): the arrows move the cursor.
        HelpMove,
        /// Help line (touring): OK jumps.
        HelpJump,
        /// Help line (touring): Undo.
        HelpUndo,
        /// Help line (touring): the menu finishes the tour.
        HelpFinish,
        /// Help line (searching): a note, the search runs.
        HelpSearching,
        /// Help line (searching): Back stops it.
        HelpStop,
        /// Help line (a tour shown): Back goes back to the board.
        HelpBack,
        /// Help, first paragraph: the goal.
        RuleGoal,
        /// Help, second paragraph: playing by hand.
        RulePlay,
        /// Help, third paragraph: the setup's menu.
        RuleMenu,
        /// Help, last paragraph: the source.
        RuleSource,
        /// Help's keys: the arrows.
        KeyArrows,
        /// Help's keys: OK.
        KeyOk,
        /// Help's keys: the digits, while touring (a jump picked by its square's number).
        KeyJumpTo,
        /// Help's keys: Undo.
        KeyUndo,
        /// Help's keys: Menu.
        KeyMenu,
        /// Help's keys: Back.
        KeyBack,
        /// Words, first line: {0} the side, {1} `Open` or `Closed`, {2} the start (a6),
        /// {3} the method (`SaidHand`, `SaidDocument`, `SaidWarnsdorff`).
        Said,
        /// Words' method: by hand.
        SaidHand,
        /// Words' method: the document's search.
        SaidDocument,
        /// Words' method: Warnsdorff's rule.
        SaidWarnsdorff,
        /// Words: the player's tour; {0} the squares visited, {1} the board's squares.
        SaidTour,
        /// Words, after `SaidTour`: {0} the knight's square; the squares it may jump to
        /// follow, each after a space.
        SaidJumps,
        /// Words: a row of the board; {0} its rank (8 at the top of 8x8). Its squares
        /// follow, each after a space.
        SaidRank,
        /// Words: {0} the cursor's square.
        SaidCursor,
        /// Words while the search runs: {0} its nodes; it gives up at `slow::MOST`, 500 M.
        SaidSearching,
    }
}
