//! The sliding puzzle's words in English.

use crate::lang::sliding::Phrase::{self, *};

/// `phrase` in English.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "Sliding puzzle {0}×{1}",
        MovesSaid => "{0}, {1} {1|move|moves}",
        ArrangingSaid => "{0}: arranging your own start, cursor on row {1}, column {2}",
        PickedSaid => ", tile {0} picked",
        RowSaid => "row {0}:",
        SolvedSaid => "solved",
        Moves => "moves {0}",
        Bound => "bound {0}",
        Nodes => "nodes {0}",
        AtOnce => "at once",
        Paths => "paths {0}",
        Steps => "steps {0}",
        Done => "{0}% done",
        MenuHint => "hint: the next move, the fewest left",
        MenuSolve => "show a solution (3×3, 4×4: fewest)",
        MenuShuffle => "new game: shuffle",
        MenuArrange => "arrange your own start",
        MenuPaths => "count the paths (3×3, the document's)",
        MenuThree => "3×3 board",
        MenuFour => "4×4 board, shuffled",
        MenuFive => "5×5 board, shuffled",
        MenuRedo => "redo",
        ArrangePlay => "play this start",
        ArrangeInOrder => "put the tiles in order",
        Fewest => "the fewest",
        AtMost => "at most {0} x the fewest",
        RowByRow => "row by row",
        SolvedIn => "solved in {0} {0|move|moves}",
        AskResize => "Change the board? Your moves on this one are lost.",
        AskShuffle => "Shuffle again? Your moves on this board are lost.",
        AskArrange => "Arrange a new start? Your moves on this board are lost.",
        AskDrop => "Drop this arrangement? The game goes on as it was.",
        NoMoveLeft => "solved: no move left",
        PathsOn3x3 => "the document counts paths on 3×3 only",
        PickTwo => "pick two tiles to swap them",
        TooManyToShow => "{0} {0|move|moves}, too many to show",
        Optimal => "optimal: {0} {0|move|moves}",
        Found => "{0} {0|move|moves}, {1}",
        HintFewest => "slide {0} {1}: fewest from here {2}",
        HintLeft => "slide {0} {1}: {2} left, {3}",
        Judged => "solved in {0} {0|move|moves}; the fewest is {1}",
        Up => "up",
        Down => "down",
        Left => "left",
        Right => "right",
        NoSolution => "no solution found",
        StaysSolved => "solved: the menu shuffles a new game",
        Shuffled => "shuffled",
        PathsCounted => "{0} {0|path|paths} of at most 30 moves ({1} {1|step|steps})",
        Stopped => "stopped",
        IsGoal => "that is the goal: nothing to solve",
        YourStart => "your start: play it, or solve it (menu)",
        NeverSolvable => "never solvable (its parity): swap two tiles",
        NoTile => "no tile there: the gap is at the {0} edge",
        EdgeBottom => "bottom",
        EdgeTop => "top",
        EdgeRight => "right",
        EdgeLeft => "left",
        Fault => "{0}",
        HelpSlide => "slide",
        HelpUndo => "undo",
        HelpMenu => "hint, solve, more",
        HelpMove => "move",
        HelpSwap => "swap",
        HelpTileHere => "tile here",
        HelpPlayIt => "play it",
        Working => "working...",
        RulesGoal => {
            "Slide the tiles into order, 1 in the top-left corner and the gap last. An \
             arrow slides the tile next to the gap that way."
        }
        RulesMenu => {
            "The menu's hint names the next move on a shortest way and how many moves are \
             left; solved by hand, you are told the fewest your start needed. The menu also \
             shows a solution from where you are: the fewest moves on 3×3 and 4×4; on 5×5 a \
             quick one, with how far from the fewest it may be. It also shuffles, \
             changes the board's size, takes a start you arrange (or says why it can never \
             be solved) and counts the 3×3's paths as the source document does."
        }
        RulesSource => {
            "From the source document: the eight puzzle, every path to the goal searched."
        }
        KeyArrows => "slide a tile into the gap",
        KeyUndo => "slide the last tile back",
        KeyMenu => "hint, solve, shuffle, size...",
        KeyBack => "home; the game is kept",
        KeyOk => "pause a solution shown",
    }
}
