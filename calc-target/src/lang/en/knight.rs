//! The knight's tour screen's words in English.

use crate::lang::knight::Phrase::{self, *};

/// `phrase` in English.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "Knight's tour {0}×{0} {1} {2}",
        Open => "open",
        Closed => "closed",
        ByHand => "(by hand)",
        ByDocument => "(document's search)",
        ByWarnsdorff => "(Warnsdorff)",
        Start => "start {0}",
        Tours => "tours {0}",
        ClosedTours => "closed {0}",
        Find => "show a tour from the start",
        Bigger => "bigger board",
        Smaller => "smaller board",
        OpenClosed => "open or closed tour",
        Method => "Warnsdorff or the document's search",
        Finish => "finish it for me from here",
        Again => "start again from the first square",
        Setup => "new game: another start or board",
        Redo => "redo",
        NoClosedTour => "no closed tour on {0}×{0}",
        NoOpenTour => "no open tour from this square",
        StartOff => "start is off the board",
        NotAPath => "these squares are not a knight's path",
        JumpPrompt => "jump to a marked square, or press its number",
        Visited => "{0} is visited already",
        NotKnightMove => "{0} is not a knight's move away",
        ClosedTourDone => "a closed tour! all {0} squares",
        NotClosed => "all {0} squares, but not closed",
        TourDone => "a tour! all {0} squares",
        Stuck => "stuck after {0} {0|square|squares}: take a jump back",
        Found => "found in {0}",
        NoTourOn => "no tour goes on from here: take a jump back",
        NoTour => "no tour from this square",
        GaveUp => "gave up after {0}",
        Stopped => "stopped after {0}",
        AskAgain => "Start again? The jumps made are taken back.",
        AskSetup => "New game? The jumps made are lost.",
        AskSlow => {
            "This search takes over 5 M nodes: 5 s to 8 min (it gives up at 500 M). Search \
             anyway?"
        }
        Nodes => "{0} {0|node|nodes}",
        HelpStart => "start",
        HelpPlace => "place knight",
        HelpShow => "show a tour",
        HelpMove => "move",
        HelpJump => "jump",
        HelpUndo => "undo",
        HelpFinish => "finish",
        HelpSearching => "searching...",
        HelpStop => "stop",
        HelpBack => "the board",
        RuleGoal => {
            "Visit every square of the board once with a chess knight (two squares one way, \
             one the other). A closed tour ends a knight's move from its start."
        }
        RulePlay => {
            "Choose the start square and put the knight there; then jump from square to \
             square: the squares it may reach are marked. Stuck? Take jumps back, or let the \
             menu finish the tour from where you are."
        }
        RuleMenu => {
            "Before you start, the menu shows a tour from the start square, changes the \
             board's size (5×5 to 12×12), asks for a closed tour, and switches between \
             Warnsdorff's rule (fast) and the source document's search (it tries every \
             jump in turn, and can take long)."
        }
        RuleSource => "From the source document: the knight's tour by trying jumps and going back.",
        KeyArrows => "choose the start; then a square",
        KeyOk => "put the knight there; then jump",
        KeyJumpTo => "jump to the square of that number",
        KeyUndo => "take the last jump back",
        KeyMenu => "show a tour, board size, closed...",
        KeyBack => "home; the tour made is kept",
        Said => "Knight's tour {0}×{0}, {1}, from {2}, {3}",
        SaidHand => "by hand",
        SaidDocument => "by the document's search",
        SaidWarnsdorff => "by Warnsdorff's rule",
        SaidTour => "your tour: {0} of {1} squares",
        SaidJumps => ", on {0}; jumps to:",
        SaidRank => "rank {0}:",
        SaidCursor => "cursor on {0}",
        SaidSearching => "searching: {0} (gives up at 500 M)",
    }
}
