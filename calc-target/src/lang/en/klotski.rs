//! Klotski's words in English.

use crate::lang::klotski::Phrase::{self, *};

/// `phrase` in English.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "Klotski:",
        Hero => "Cao Cao",
        Goal => "Goal: bring Cao Cao, the big square, out by the exit below.",
        Moves => "moves {0}",
        Fewest => "fewest {0}",
        FewestHeading => "fewest",
        Best => "best {0}",
        BestTime => "time {0}",
        ChooseSaid => "Klotski: choose a layout",
        LayoutSaid => "{0} {1}: fewest {2} {2|move|moves}",
        MovesSaid => "Klotski, {0} {0|move|moves}",
        LayoutFewest => "{0} ({1}): fewest {2} {2|move|moves} from the start",
        RowSaid => "row {0}: {1}",
        CursorEmpty => "cursor row {0}, column {1}: empty",
        CursorBlock => "cursor row {0}, column {1}: block {2}",
        PickedSaid => "a block is picked: the arrows slide it",
        MenuHint => "hint: the next move of the fewest",
        MenuSolve => "show the fewest moves from here",
        MenuLayouts => "new game: another layout",
        MenuRestart => "start this layout again",
        MenuRedo => "redo",
        AskRestart => "Start this layout again? Your moves are lost.",
        AskOpen => "Open this layout? Your moves on the board are lost.",
        Blocked => "blocked",
        Escapes => "Cao Cao escapes in {0} {0|move|moves}",
        Searching => "searching",
        Fault => "{0}",
        AlreadyOut => "Cao Cao is out already",
        Hint => "move {0} {1}: fewest from here {2}",
        Then => ", then ",
        Run => "{0} {1}",
        Up => "up",
        Down => "down",
        Left => "left",
        Right => "right",
        Shortest => "shortest: {0} {0|move|moves} from here",
        CannotSolve => "cannot solve from here in the {0} KiB this app has",
        SearchingOut => "searching: {0} {0|move|moves} out",
        Tracing => "shortest: {0} {0|move|moves}; tracing {1}/{2}",
        NoSolution => "no solution: Cao Cao can never get out",
        Stopped => "stopped",
        HelpPlay => "play",
        HelpBack => "the board",
        Working => "working...",
        HelpSlide => "slide",
        HelpPutDown => "put down",
        HelpUndo => "undo",
        HelpMove => "move",
        HelpPickUp => "pick up",
        HelpMenu => "hint, solve",
        RulesGoal => {
            "Huá róng dào: slide the blocks until the big square, Cao Cao, leaves by the exit \
             at the bottom. Pick a block up and slide it; its slides count as one move until \
             another block moves."
        }
        RulesMenu => {
            "The menu's hint names the next move of the fewest from where you are, and how \
             many are left; the menu also shows those moves, played back four a second (pause \
             it and step), starts the layout again, or opens another: the traditional \
             layouts, héng dāo lì mǎ first."
        }
        KeyArrows => "move the cursor; a picked block slides",
        KeyOk => "pick up the block, or put it down",
        KeyUndo => "take back the last move",
        KeyMenu => "hint, solve, another layout, restart",
        KeyBack => "put the block down; home, kept",
    }
}
