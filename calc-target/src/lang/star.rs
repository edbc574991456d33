//! The words of the star screen (the pentagram, 君子不忘其旧, and the other stars {n/k}):
//! its title and side panel, its menu, its messages and questions, its help line, its Help
//! page and its words for a screen reader. A star is named by its shape, `{5/2}`, and a
//! point by its letter (A to J on the pentagram).

super::phrases! {
    /// A phrase of the star screen.
    pub enum Phrase in star {
        /// The pentagram's title bar, before the paper's title in Hanzi and pinyin.
        Pentagram,
        /// Another star's title bar: {0} its shape ({7/2}).
        StarTitle,
        /// Another star's title bar when no point starts a full filling: {0} its shape.
        StarNoFilling,
        /// The side panel: {0} the points numbered, {1} the star's points.
        Filled,
        /// The side panel: {0} the full fillings of this star the player numbered.
        Fills,
        /// The menu: a full filling shown, played back.
        Watch,
        /// The menu: the next star of the list.
        NextStar,
        /// The menu: the numbers taken off.
        Clear,
        /// The menu: a number taken back placed again.
        Redo,
        /// Question before a full filling is shown over the player's numbers.
        AskWatch,
        /// Question before the next star, over the player's numbers.
        AskNextStar,
        /// Question before the numbers are cleared.
        AskClear,
        /// Message: {0} the star's shape ({8/3}), where no point starts a full filling.
        NoPointStarts,
        /// Message: none from point {0}; {1} of the star's {2} points start one.
        NoneFrom,
        /// Message: no filling starts at point {0}.
        NoFillingAt,
        /// Message: the search found no filling from point {0} in a tick's work.
        NotInTime,
        /// Message: the paper's algorithm fills the pentagram from point {0}.
        PaperFrom,
        /// Message: the search's filling from point {0}.
        SearchFrom,
        /// Message: the star is full; {0} its points.
        AllFilled,
        /// Message: the first number, 0, is on point {0}.
        FirstPlaced,
        /// Message: the jump bends at tip {0}.
        BendsAtTip,
        /// Message: the jump names no point of the star (never, from the screen).
        NoSuchPoint,
        /// Message: the jump lands where it starts.
        SamePoint,
        /// Message: the landing point is numbered.
        LandingFilled,
        /// Message: the two points are next to each other on their line.
        Neighbours,
        /// Message: {0} points (2 or more) lie between the two on their line.
        Between,
        /// Message: no line of the star joins the two points.
        NotOnALine,
        /// Help line: the arrows go to a point.
        HelpPoint,
        /// Help line: OK numbers it.
        HelpNumber,
        /// Help line: Undo.
        HelpUndo,
        /// Help line: the menu (a full filling first).
        HelpFilling,
        /// Help, first paragraph: the rule.
        RuleJumps,
        /// Help, second paragraph: the menu.
        RuleMenu,
        /// Help, last paragraph: the source, with the paper's title in pinyin.
        RuleSource,
        /// Help's keys: the arrows.
        KeyArrows,
        /// Help's keys: OK.
        KeyOk,
        /// Help's keys: Undo.
        KeyUndo,
        /// Help's keys: Menu.
        KeyMenu,
        /// Help's keys: Back.
        KeyBack,
        /// Words, first line: {0} the star's shape, {1} the points numbered, {2} its points.
        Said,
        /// Words: no point of this star starts a full filling.
        SaidNoStart,
        /// Words: {0} of the star's points start a full filling.
        SaidStarts,
        /// Words: the star's lines follow, each its points' letters joined by dashes.
        SaidLines,
        /// Words: between two lines of `SaidLines`.
        SaidLineSep,
        /// Words: number {0} is on point {1}.
        SaidOn,
        /// Words: {0} the last point numbered; the points a jump from it may land on
        /// follow, each after a space.
        SaidJumps,
        /// Words: {0} the cursor's point.
        SaidCursor,
    }
}
