//! The sudoku screen's words.

use crate::lang::sudoku::Phrase::{self, *};

/// `phrase` in this language.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        RulesGoal => {
            "Fill the grid so that every row, column and 3×3 box holds each digit 1 to 9 \
             once. Each puzzle has one solution, found by reasoning alone; its level is the \
             rating Sudoku Explainer gives it (easy up to 2.4, diabolical from 6.5)."
        }
        RulesPlay => {
            "Write a digit in pen, or switch to pencil to note the digits a cell may hold. \
             The menu gives a hint in three steps (where to look, the cells and the digit, \
             then the move), checks your digits, restarts, makes a new puzzle or takes one \
             you type in."
        }
        RulesCells => {
            "Cells are named by row and column: r6c4 is row 6 (from the top), column 4 (from \
             the left). Boxes are numbered 1 to 9 across, then down: box 5 is the middle one."
        }
        RulesLevels => {
            "The levels, by the steps they take: easy needs singles only (a cell with one \
             digit left, or a digit with one place left in a row, column or box); medium adds \
             a digit held to one line of a box, pairs and the X-wing; hard, triples, the \
             swordfish and the XY-wing; expert, quads, the jellyfish, wings and unique \
             rectangles; diabolical, chains, where a candidate is followed to what it forces."
        }
        RulesTechniques => {
            "The hints name their techniques. A full house is a unit's last empty cell; a \
             hidden single, a digit with one place left in a unit; a naked single, a cell \
             with one digit left. Naked pair: two cells of a unit left the same two digits \
             take them from its other cells (a hidden pair: two digits with the same two \
             places in a unit keep those cells to themselves; triples and quads alike). \
             X-wing: a digit's places in two rows lie in the same two columns, so it goes \
             from the rest of those columns (swordfish: three rows). Wings and chains: cells \
             linked so that one end or the other holds a digit; a cell that sees both ends \
             cannot."
        }
        RulesPatterns => {
            "Pointing and claiming: a digit whose places in a box lie on one line goes from \
             the rest of that line, and the other way round. Skyscraper, two-string kite, \
             turbot fish, empty rectangle: one digit's strong links (a unit where it has two \
             places) joined, so that one of two cells holds it; a cell that sees both loses \
             it. Unique rectangle, unique loop, BUG: the puzzle has one solution, so a pattern \
             that would allow two cannot be. ALS-XZ: two groups of cells, each with one digit \
             more than cells, linked by a digit. Forcing chains and nishio: a candidate \
             followed to what it forces; one that leads to a contradiction goes."
        }
        RulesVariants => {
            "Left and right on the new-puzzle screen choose the grid. Sudoku X: both \
             diagonals hold each digit once too. Windoku: so do four more 3×3 windows, \
             shaded. Jigsaw Sudoku: thick lines mark the pieces that take the boxes' place. \
             Killer Sudoku: a dashed cage's digits add up to the sum in its corner and never \
             repeat; a row, column or box adds up to 45 (the 45 rule). The 6×6 and 4×4 grids \
             use the digits up to 6 and 4."
        }
        RulesSource => {
            "From the source document, a Beijing high-school paper on making Sudoku on a \
             graphing calculator: solved grids, puzzles from a seed grid."
        }
        KeyMove => "move the cursor",
        KeyWrite => "write the digit (in pencil: mark it)",
        KeyClear => "clear the cell; on one with nothing to clear, go to the next empty cell",
        KeySwitch => "switch pen and pencil",
        KeyUndo => "take back the last change",
        KeyMenu => "hint, check, solve, new puzzle...",
        KeyBack => "home; the game is kept",
        Start => "start",
        ToGame => "your game",
        Cancel => "cancel",
        Write => "write",
        Mark => "mark",
        Clear => "clear",
        Pen => "pen",
        Pencil => "pencil",
        Undo => "undo",
        Hint => "hint",
        Type => "type",
        Blank => "blank",
        StepBack => "back",
        PlayIt => "play it",
        Leave => "leave",
        NewPuzzleTitle => "Sudoku: new puzzle",
        LevelsSaid => "Sudoku: new puzzle, choose a level",
        RecordOf => "{0}: {1}",
        Streak => "days in a row: {0} (best {1})",
        RecordWon => "{0} won, best {1}, average {2}",
        NoWin => "no win yet",
        Making => "making a puzzle: {0}",
        ByNumberKey => "by number",
        TodayKey => "today's",
        ByNumberTitle => "Sudoku: a puzzle by its number",
        NumberLevel => "level: {0}",
        NumberIs => "puzzle No. {0}",
        DayPuzzle => "today's puzzle",
        TodayIs => "today's is No. {0}",
        NumberNote => {
            "The same number and level make the same puzzle on every calculator, in the browser and on the command line (jiugong sudoku puzzle --number). Today's number counts the days from 1 January 2000."
        }
        LevelKey => "level",
        NumberedName => "{0} No. {1}",
        Attempt => "attempt {0} of at most {1}",
        MakingSaid => "Sudoku: making a puzzle: {0}, attempt {1} of at most {2}",
        Easy => "easy",
        Medium => "medium",
        Hard => "hard",
        Expert => "expert",
        Diabolical => "diabolical",
        PaperName => "paper's method",
        OwnName => "your own",
        LevelBand => "{0}: SE {1}",
        BandUp => "{0} and up",
        PaperLabel => "paper's method: seed grid, 30+ clues",
        TypeOwn => "type in your own puzzle",
        Title => "Sudoku: {0}, {1} {1|clue|clues}",
        Time => "time {0}",
        Clues => "clues {0}",
        MistakesPanel => "mistakes {0}",
        MistakesMany => "mistakes>99",
        LeftToPlace => "left to place",
        SolvedBanner => "solved!",
        SolvedTime => "in {0}",
        Check => "check: mark wrong digits",
        ShowSolution => "show the solution",
        NewPuzzle => "new puzzle",
        Restart => "restart this puzzle",
        AutoClear => "clear marks when placing: on/off",
        Redo => "redo",
        FillMarks => "pencil in every candidate",
        ClearMarks => "clear every pencil mark",
        PlayGrid => "play this grid",
        AskPlayEntry => "Play your grid? This puzzle's entries are lost.",
        AskDropEntry => "Leave the grid? The digits typed are lost.",
        AskNewPuzzle => "Start a new puzzle? This one's entries are lost.",
        AskSolve => "Fill in the solution over your entries?",
        AskRestart => "Restart? Your entries and marks are cleared.",
        WonBest => "solved in {0}; best {1} ({2}){3}",
        WonNewBest => "solved in {0}: a new best ({1}){2}",
        WonFirst => "solved in {0}: a first win ({1}){2}",
        Mistakes => "; {0} {0|mistake|mistakes}",
        SolvedIn => "solved in {0}",
        NoHintNeeded => "solved: no hint needed",
        AutoClearSaid => "clearing marks when placing: {0}",
        PencilSaid => "pencil: digits mark candidates",
        PenSaid => "pen: digits fill the cell",
        IsGiven => "{0} is given",
        FixConflictFirst => "a digit twice in a unit: fix the red cells first",
        NoMarkToChange => "no mark to change",
        MarksFilled => "candidates pencilled in {0} {0|cell|cells}",
        MarksRubbed => "marks rubbed out in {0} {0|cell|cells}",
        NoWrongDigit => "no wrong digit so far",
        SomeWrong => "{0} {0|digit is|digits are} wrong: marked",
        Restarted => "restarted",
        SolvedBySolver => "solved by the solver",
        NeedsChains => "your puzzle needs chains: {0}",
        YourPuzzle => "your puzzle: SE {0}, {1}",
        IsWrong => "{0} is wrong",
        NoTechnique => "no technique applies here: the next hint shows a digit",
        LookAtCandidates => "{0}: look at the candidates",
        LookAt => "{0}: look at {1}",
        SolutionDigit => "a digit of the solution: {0} at {1}",
        LastEmpty => "{0} is the last empty cell of {1}: {2}",
        FitsOnlyIn => "{0}: in {1}, {2} fits only {3}",
        HoldsOnly => "{0}: {1} can hold only {2}",
        ThenFitsOnly => "{0}: then {1} fits only {2}",
        Placed => "{0}: {1} at {2}",
        MadeBy => "{0}: made by {1}",
        NotAt => "{0} on {1}: not at {2}",
        Removed => "{0}: {1}",
        NoneAt => "no {0} at {1}",
        ListSemicolon => "; ",
        More => "{0} more",
        Row => "row {0}",
        Column => "column {0}",
        Box => "box {0}",
        Rows => "rows {0}",
        Columns => "columns {0}",
        Boxes => "boxes {0}",
        ListComma => ", ",
        ListAnd => " and ",
        RowSaid => "row {0}:",
        MarksSaid => "pencil marks:",
        RedSaid => "in red (wrong or in conflict):",
        ShadedSaid => "shaded by the hint:",
        PointsTo => "the hint points to {0}",
        CursorSaid => "cursor {0}: {1}",
        Empty => "empty",
        Given => "given",
        Entered => "entered",
        ModeSaid => "mode: {0}",
        MistakesSaid => "mistakes: {0}",
        LeftSaid => "left to place:",
        EntryTitle => "{0}: type in a puzzle",
        EntrySaid => "{1}: type in a puzzle, {0} {0|clue|clues} so far",
        EntryNote => "digits fill, 0 leaves blank",
        CursorAt => "cursor {0}",
        TwiceIn => "{0} is twice in {1}: fix it",
        NoSolution => "no solution: check the digits typed",
        ManySolutions => "more than one solution: a clue is missing",
        FullHouse => "full house",
        HiddenSingle => "hidden single",
        DirectPointing => "direct pointing",
        DirectClaiming => "direct claiming",
        DirectHiddenPair => "direct hidden pair",
        NakedSingle => "naked single",
        DirectHiddenTriple => "direct hidden triple",
        Pointing => "pointing",
        Claiming => "claiming",
        NakedPair => "naked pair",
        XWing => "X-wing",
        HiddenPair => "hidden pair",
        NakedTriple => "naked triple",
        Swordfish => "swordfish",
        HiddenTriple => "hidden triple",
        Skyscraper => "skyscraper",
        TwoStringKite => "two-string kite",
        TurbotFish => "turbot fish",
        EmptyRectangle => "empty rectangle",
        XyWing => "XY-wing",
        XyzWing => "XYZ-wing",
        UniqueRectangle => "unique rectangle",
        UniqueLoop => "unique loop",
        NakedQuad => "naked quad",
        Jellyfish => "jellyfish",
        HiddenQuad => "hidden quad",
        ThreeStrongLinks => "three strong links",
        WxyzWing => "WXYZ-wing",
        Bug => "BUG",
        FourStrongLinks => "four strong links",
        VwxyzWing => "VWXYZ-wing",
        AlignedPairExclusion => "aligned pair exclusion",
        XCycle => "X-cycle",
        YCycle => "Y-cycle",
        ForcingXChain => "forcing X-chain",
        BidirectionalCycle => "bidirectional cycle",
        ForcingChain => "forcing chain",
        AlignedTripleExclusion => "aligned triple exclusion",
        Nishio => "nishio forcing chain",
        CellForcingChain => "cell forcing chain",
        RegionForcingChain => "region forcing chain",
        DynamicForcingChain => "dynamic forcing chain",
        DynamicForcingChainPlus => "dynamic forcing chain (+)",
        NestedForcingChain => "nested forcing chain",
        NestedMultipleForcingChain => "nested multiple forcing chain",
        NestedDynamicForcingChain => "nested dynamic forcing chain",
        NestedDynamicForcingChainPlus => "nested dynamic forcing chain (+)",
        Guess => "guess",
        RemotePair => "remote pair",
        FinnedXWing => "finned X-wing",
        WWing => "W-wing",
        FinnedSwordfish => "finned swordfish",
        SimpleColouring => "simple colouring",
        XyChain => "XY-chain",
        AlsXz => "ALS-XZ",
        CageCombination => "cage combination",
        Rule45 => "45 rule",
        CageIntersection => "cage intersection",
        KindClassic => "Sudoku 9×9",
        KindX => "Sudoku X",
        KindWindoku => "Windoku",
        KindJigsaw => "Jigsaw Sudoku",
        KindKiller => "Killer Sudoku",
        KindSix => "Sudoku 6×6",
        KindFour => "Sudoku 4×4",
        KindLine => "Grid: < {0} >",
        KindKey => "grid",
        VariantTitle => "{0}, {1}, {2} {2|clue|clues}",
        MakingGrid => "drawing a solved grid (try {0})",
        MakingCages => "drawing the cages (try {0})",
        MakingGivens => "taking givens away: {0} of {1} cells (try {2})",
        MakingLevel => "grading the puzzle (try {0})",
        NoVariantLevel => "No {0} puzzle of this grid came out of {1} tries: try another level.",
        Piece => "piece {0}",
        MainDiagonal => "the main diagonal",
        AntiDiagonal => "the anti-diagonal",
        Window => "window {0}",
        Cage => "the cage of {0} {0|cell|cells} at {1}, sum {2}",
        CageSaid => "cage {0} in {1} cells:",
        PieceSaid => "piece {0}:",
        CageOnly => "{0}: the cage of {1} {1|cell|cells}, {2}: only {3}",
        RestOnly => "{0} in {1}: {2} add up to {3}: only {4}",
        RestSum => "{0} in {1}: {2} add up to {3}",
    }
}
