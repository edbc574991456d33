//! The words of the sudoku screen.

super::phrases! {
    /// A phrase of the sudoku screen.
    pub enum Phrase in sudoku {
        /// Help page, first paragraph: the rules and the levels.
        RulesGoal,
        /// Help page, second paragraph: pen, pencil and the menu.
        RulesPlay,
        /// Help page: how cells and boxes are named (r6c4, box 5).
        RulesCells,
        /// Help page: the levels in words, by the techniques each needs.
        RulesLevels,
        /// Help page: what the techniques the hints name are.
        RulesTechniques,
        /// Help: the other techniques the hints name, by family: intersections, one digit's
        /// strong links, uniqueness, almost locked sets, forcing chains.
        RulesPatterns,
        /// Help page: the kinds of grid and their rules (X, windoku, jigsaw, killer, 6×6, 4×4).
        RulesVariants,
        /// Help page, last paragraph: where the puzzle comes from.
        RulesSource,
        /// Help page's keys: the arrows.
        KeyMove,
        /// Help page's keys: 1 to 9.
        KeyWrite,
        /// Help page's keys: 0.
        KeyClear,
        /// Help page's keys: OK.
        KeySwitch,
        /// Help page's keys: Undo.
        KeyUndo,
        /// Help page's keys: Menu.
        KeyMenu,
        /// Help page's keys: Back.
        KeyBack,
        /// Help line on the level menu: start the level selected (OK, or its digit).
        Start,
        /// Help line on the level menu: Back goes back to the unfinished game.
        ToGame,
        /// Help line while a puzzle is made: Back stops.
        Cancel,
        /// Help line in the game: write the digit in pen (1-9).
        Write,
        /// Help line in the game, in pencil: mark the digit (1-9).
        Mark,
        /// Help line in the game: 0 clears the cell.
        Clear,
        /// Pen mode: the help line's OK (switch to it), the side panel, the mode read
        /// aloud.
        Pen,
        /// Pencil mode: the help line's OK (switch to it), the side panel, the mode read
        /// aloud.
        Pencil,
        /// Help line in the game: Undo.
        Undo,
        /// Help line in the game: Menu (its first entry is the hint); the menu's first
        /// entry.
        Hint,
        /// Help line while a puzzle is typed in: 1-9 type the digit.
        Type,
        /// Help line while a puzzle is typed in: 0 leaves the cell blank.
        Blank,
        /// Help line while a puzzle is typed in: Undo steps back a cell.
        StepBack,
        /// Help line while a puzzle is typed in: Menu (to play the grid).
        PlayIt,
        /// Help line while a puzzle is typed in: Back leaves.
        Leave,
        /// The level screen's title bar (and the screen where a puzzle is made).
        NewPuzzleTitle,
        /// The level screen read aloud, its first line.
        LevelsSaid,
        /// A level's record under the level menu: {0} the level's short name, {1} its
        /// record (`RecordWon` or `NoWin`).
        RecordOf,
        /// Days in a row with a win, where the board knows the date: {0} the days up to
        /// today (0 when the last win was before yesterday), {1} the most.
        Streak,
        /// A level's record: {0} games won, {1} the best time, {2} the average time.
        RecordWon,
        /// A level's record before its first win.
        NoWin,
        /// While a puzzle is made, first line: {0} the level's label.
        Making,
        /// The level menu's help line: 0 opens the prompt for a puzzle by its number.
        ByNumberKey,
        /// The level menu's help line: 0 asks for the day's puzzle (where the board knows the
        /// date).
        TodayKey,
        /// The prompt for a puzzle by its number: its title.
        ByNumberTitle,
        /// The prompt: {0} the level (Left and Right change it).
        NumberLevel,
        /// The prompt: {0} the number typed so far, `_` where the next digit goes.
        NumberIs,
        /// The prompt: the number is the day's (the board knows the date).
        DayPuzzle,
        /// The prompt: {0} the day's number, when another is typed.
        TodayIs,
        /// The prompt's note: the same number, the same puzzle everywhere.
        NumberNote,
        /// The prompt's help line: Left and Right change the level.
        LevelKey,
        /// A numbered puzzle's name in the game's title: {0} the level, {1} the number.
        NumberedName,
        /// While a puzzle is made, second line: {0} attempts so far, {1} the most.
        Attempt,
        /// While a puzzle is made, read aloud: {0} the level's label, {1} attempts so far,
        /// {2} the most.
        MakingSaid,
        /// Level menu and level's short name: easy.
        Easy,
        /// Level's short name: medium.
        Medium,
        /// Level's short name: hard.
        Hard,
        /// Level's short name: expert.
        Expert,
        /// Level's short name: diabolical.
        Diabolical,
        /// Level's short name (title, records): a puzzle by the paper's seed-grid method.
        PaperName,
        /// Level's short name (title, records): a puzzle the player typed in.
        OwnName,
        /// Level menu: {0} a level, {1} its band of SE ratings (the core's `Level::band`).
        LevelBand,
        /// A band of SE ratings with no top: {0} its foot.
        BandUp,
        /// Level menu: the paper's method (30 cells shown, clues added until unique).
        PaperLabel,
        /// Level menu and the game's menu: type a puzzle in.
        TypeOwn,
        /// The game's title bar, and its first line read aloud: {0} the level's short name,
        /// {1} the clues.
        Title,
        /// The side panel: {0} the game's time (4:12).
        Time,
        /// The side panel (game and puzzle typed in): {0} the clues.
        Clues,
        /// The side panel, beside the mode (11 columns at most): {0} the mistakes (0 to 99).
        MistakesPanel,
        /// The side panel, beside the mode (11 columns at most): more than 99 mistakes.
        MistakesMany,
        /// The side panel, over the counts of the digits left to place.
        LeftToPlace,
        /// The banner beside the grid once solved (17 columns at most).
        SolvedBanner,
        /// The banner's second line: {0} the time (4:12).
        SolvedTime,
        /// The game's menu: check the digits.
        Check,
        /// The game's menu: fill in the solution.
        ShowSolution,
        /// The game's menu and the help line once solved: a new puzzle.
        NewPuzzle,
        /// The game's menu: restart.
        Restart,
        /// The game's menu: switch clearing marks when a digit is placed.
        AutoClear,
        /// The game's menu: redo.
        Redo,
        /// The game's menu: pencil in every candidate.
        FillMarks,
        /// The game's menu: rub out every pencil mark.
        ClearMarks,
        /// The menu while a puzzle is typed in: play it.
        PlayGrid,
        /// Question: play the grid typed in over an unfinished game.
        AskPlayEntry,
        /// Question: leave the grid being typed in.
        AskDropEntry,
        /// Question: a new puzzle over an unfinished game.
        AskNewPuzzle,
        /// Question: the solution over the player's entries.
        AskSolve,
        /// Question: restart the puzzle.
        AskRestart,
        /// Message once won: {0} the time, {1} the best before, {2} the level's short name,
        /// {3} the mistakes (`Mistakes` or nothing).
        WonBest,
        /// Message once won faster than before: {0} the time, {1} the level's short name,
        /// {2} the mistakes.
        WonNewBest,
        /// Message once won the first time at a level: {0} the time, {1} the level's short
        /// name, {2} the mistakes.
        WonFirst,
        /// After a win's message, when mistakes are counted: {0} mistakes.
        Mistakes,
        /// Message: the grid is the solution; {0} the time. Also read aloud once solved.
        SolvedIn,
        /// Message: a hint asked for on a solved grid.
        NoHintNeeded,
        /// Message: the menu switched clearing marks; {0} on or off (the app's `On`, `Off`).
        AutoClearSaid,
        /// Message: OK switched to pencil.
        PencilSaid,
        /// Message: OK switched to pen.
        PenSaid,
        /// Message: a digit typed on a given; {0} the cell (r1c5).
        IsGiven,
        /// Message: every candidate asked for on a grid with a conflict.
        FixConflictFirst,
        /// Message: pencilling or rubbing out changed nothing.
        NoMarkToChange,
        /// Message: {0} cells got their candidates pencilled in.
        MarksFilled,
        /// Message: {0} cells had their marks rubbed out.
        MarksRubbed,
        /// Message after a check: nothing wrong.
        NoWrongDigit,
        /// Message after a check: {0} wrong digits.
        SomeWrong,
        /// Message: the puzzle restarted.
        Restarted,
        /// Message: the solver filled the grid.
        SolvedBySolver,
        /// A puzzle typed in, played, rated past every technique: {0} the level.
        NeedsChains,
        /// A puzzle typed in, played: {0} its SE rating (2.4), {1} the level.
        YourPuzzle,
        /// Hint: a digit on the grid is wrong; {0} the cell.
        IsWrong,
        /// Hint, first step, when no technique applies.
        NoTechnique,
        /// Hint, first step: {0} the technique.
        LookAtCandidates,
        /// Hint, first step: {0} the technique, {1} the units (`Row`.. or `Rows`..).
        LookAt,
        /// Hint, second step, no technique: {0} the digit, {1} the cell.
        SolutionDigit,
        /// Hint, second step, full house: {0} the cell, {1} the unit, {2} the digit.
        LastEmpty,
        /// Hint, second step, hidden single: {0} the technique, {1} the unit, {2} the digit,
        /// {3} the cell.
        FitsOnlyIn,
        /// Hint, second step, naked single: {0} the technique, {1} the cell, {2} the digit.
        HoldsOnly,
        /// Hint, second step, a technique that places: {0} the technique, {1} the digit,
        /// {2} the cell.
        ThenFitsOnly,
        /// Hint, second step, a removal: {0} the technique, {1} the cells it is made of
        /// (shaded; where it acts is the third step's).
        MadeBy,
        /// Hint, second step, a removal whose pattern has no cells to show (the multiple
        /// forcing chains): {0} the technique, {1} the digit, {2} the cells it goes from.
        NotAt,
        /// Hint, third step, placed: {0} the technique, {1} the digit, {2} the cell.
        Placed,
        /// Hint, third step, removed: {0} the technique, {1} what goes from where (the
        /// `NoneAt`s, `ListSemicolon` between).
        Removed,
        /// What a removal takes away: {0} the digit, {1} the cells it goes from.
        NoneAt,
        /// Between the digits a removal takes away.
        ListSemicolon,
        /// The end of a list of cells too long to name whole: {0} how many more.
        More,
        /// A row: {0} its number.
        Row,
        /// A column: {0} its number.
        Column,
        /// A box: {0} its number.
        Box,
        /// Rows: {0} their numbers (with `ListComma`, `ListAnd`).
        Rows,
        /// Columns: {0} their numbers.
        Columns,
        /// Boxes: {0} their numbers.
        Boxes,
        /// Between numbers of a list (3, 5 and 7).
        ListComma,
        /// Before the last number of a list.
        ListAnd,
        /// A grid row read aloud, before its digits: {0} the row.
        RowSaid,
        /// Read aloud: the pencil marks follow.
        MarksSaid,
        /// Read aloud: the cells in red follow.
        RedSaid,
        /// Read aloud: the cells a hint shades follow.
        ShadedSaid,
        /// Read aloud: {0} the cell a hint points to.
        PointsTo,
        /// Read aloud: {0} the cursor's cell, {1} what it holds (`Empty`, `Given`,
        /// `Entered`), its digit after.
        CursorSaid,
        /// The cursor's cell is empty.
        Empty,
        /// The cursor's cell holds a given.
        Given,
        /// The cursor's cell holds the player's digit.
        Entered,
        /// Read aloud: {0} the mode (`Pen`, `Pencil`).
        ModeSaid,
        /// Read aloud: {0} the mistakes.
        MistakesSaid,
        /// Read aloud: the counts of the digits left to place follow.
        LeftSaid,
        /// Typing a puzzle in: the title bar; {0} the kind of grid.
        EntryTitle,
        /// Typing a puzzle in, read aloud: {0} the clues so far, {1} the kind of grid.
        EntrySaid,
        /// Typing a puzzle in: the side panel's note (two lines of 14 columns).
        EntryNote,
        /// Typing a puzzle in, read aloud: {0} the cursor's cell.
        CursorAt,
        /// A grid typed in refused: {0} the digit, {1} the unit.
        TwiceIn,
        /// A grid typed in refused: no solution.
        NoSolution,
        /// A grid typed in refused: more than one solution.
        ManySolutions,
        /// Technique: full house.
        FullHouse,
        /// Technique: hidden single.
        HiddenSingle,
        /// Technique: direct pointing.
        DirectPointing,
        /// Technique: direct claiming.
        DirectClaiming,
        /// Technique: direct hidden pair.
        DirectHiddenPair,
        /// Technique: naked single.
        NakedSingle,
        /// Technique: direct hidden triple.
        DirectHiddenTriple,
        /// Technique: pointing (a box's places on one line).
        Pointing,
        /// Technique: claiming (a line's places in one box).
        Claiming,
        /// Technique: naked pair.
        NakedPair,
        /// Technique: X-wing.
        XWing,
        /// Technique: hidden pair.
        HiddenPair,
        /// Technique: naked triple.
        NakedTriple,
        /// Technique: swordfish.
        Swordfish,
        /// Technique: hidden triple.
        HiddenTriple,
        /// Technique: skyscraper.
        Skyscraper,
        /// Technique: two-string kite.
        TwoStringKite,
        /// Technique: turbot fish.
        TurbotFish,
        /// Technique: empty rectangle.
        EmptyRectangle,
        /// Technique: XY-wing.
        XyWing,
        /// Technique: XYZ-wing.
        XyzWing,
        /// Technique: unique rectangle.
        UniqueRectangle,
        /// Technique: unique loop.
        UniqueLoop,
        /// Technique: naked quad.
        NakedQuad,
        /// Technique: jellyfish.
        Jellyfish,
        /// Technique: hidden quad.
        HiddenQuad,
        /// Technique: three strong links.
        ThreeStrongLinks,
        /// Technique: WXYZ-wing.
        WxyzWing,
        /// Technique: BUG (bivalue universal grave).
        Bug,
        /// Technique: four strong links.
        FourStrongLinks,
        /// Technique: VWXYZ-wing.
        VwxyzWing,
        /// Technique: aligned pair exclusion.
        AlignedPairExclusion,
        /// Technique: X-cycle.
        XCycle,
        /// Technique: Y-cycle.
        YCycle,
        /// Technique: forcing X-chain.
        ForcingXChain,
        /// Technique: bidirectional cycle.
        BidirectionalCycle,
        /// Technique: forcing chain.
        ForcingChain,
        /// Technique: aligned triple exclusion.
        AlignedTripleExclusion,
        /// Technique: nishio forcing chain.
        Nishio,
        /// Technique: cell forcing chain.
        CellForcingChain,
        /// Technique: region forcing chain.
        RegionForcingChain,
        /// Technique: dynamic forcing chain.
        DynamicForcingChain,
        /// Technique: dynamic forcing chain (+).
        DynamicForcingChainPlus,
        /// Technique: nested forcing chain.
        NestedForcingChain,
        /// Technique: nested multiple forcing chain.
        NestedMultipleForcingChain,
        /// Technique: nested dynamic forcing chain.
        NestedDynamicForcingChain,
        /// Technique: nested dynamic forcing chain (+).
        NestedDynamicForcingChainPlus,
        /// Technique: a guess (a digit of the solution).
        Guess,
        /// Technique: remote pair.
        RemotePair,
        /// Technique: finned X-wing.
        FinnedXWing,
        /// Technique: W-wing.
        WWing,
        /// Technique: finned swordfish.
        FinnedSwordfish,
        /// Technique: simple colouring.
        SimpleColouring,
        /// Technique: XY-chain.
        XyChain,
        /// Technique: ALS-XZ.
        AlsXz,
        /// Technique: cage combination (killer).
        CageCombination,
        /// Technique: the 45 rule (killer).
        Rule45,
        /// Technique: cage intersection (killer).
        CageIntersection,
        /// A kind of grid (new-puzzle screen, titles, records): the classic 9×9.
        KindClassic,
        /// A kind of grid: Sudoku X, its two diagonals holding each digit once.
        KindX,
        /// A kind of grid: windoku, four more 3×3 windows.
        KindWindoku,
        /// A kind of grid: jigsaw, pieces for boxes.
        KindJigsaw,
        /// A kind of grid: killer, cages and their sums.
        KindKiller,
        /// A kind of grid: 6×6.
        KindSix,
        /// A kind of grid: 4×4.
        KindFour,
        /// New-puzzle screen, above the levels: {0} the kind of grid, the arrows beside it.
        KindLine,
        /// Help line on the new-puzzle screen: left and right change the kind of grid.
        KindKey,
        /// A variant game's title: {0} the kind of grid and its side, {1} the level, {2} the
        /// clues.
        VariantTitle,
        /// While a variant is made, under what is made: a solved grid being drawn; {0} the
        /// puzzle's try.
        MakingGrid,
        /// While a variant is made: killer cages being drawn and joined; {0} the try.
        MakingCages,
        /// While a variant is made: givens taken away, {0} cells tried of {1}; {2} the try.
        MakingGivens,
        /// While a variant is made: the puzzle graded against its level; {0} the try.
        MakingLevel,
        /// No variant of the level came: {0} the level, {1} the tries.
        NoVariantLevel,
        /// A jigsaw's piece (hints): {0} its number.
        Piece,
        /// X's diagonal from top left to bottom right (hints).
        MainDiagonal,
        /// X's diagonal from top right to bottom left (hints).
        AntiDiagonal,
        /// A windoku window (hints): {0} its number.
        Window,
        /// A killer cage (hints): {0} its cells, {1} its first cell, {2} its sum.
        Cage,
        /// A killer cage read aloud: {0} its sum, {1} its cells (the cells follow).
        CageSaid,
        /// A jigsaw's piece read aloud: {0} its number (its cells follow).
        PieceSaid,
        /// Hint, second step, a cage combination: {0} the technique, {1} the cage's cells,
        /// {2} its sum, {3} the digits its open cells may still hold.
        CageOnly,
        /// Hint, second step, the 45 rule: {0} the technique, {1} the house, {2} its cells
        /// outside the cages it holds whole, {3} what they add up to, {4} the digits its
        /// open ones may still hold.
        RestOnly,
        /// Hint, second step, the 45 rule whose cells may still hold every digit: as
        /// `RestOnly`, without {4}.
        RestSum,
    }
}
