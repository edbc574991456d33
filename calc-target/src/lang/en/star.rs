//! The star screen's words in English.

use crate::lang::star::Phrase::{self, *};

/// `phrase` in English.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Pentagram => "Pentagram:",
        StarTitle => "Star {0}: the same rule",
        StarNoFilling => "Star {0}: no full filling",
        Filled => "filled {0}/{1}",
        Fills => "done {0} times",
        Watch => "show a full filling",
        NextStar => "new game: the next star",
        Clear => "restart: clear the numbers",
        Redo => "redo",
        AskWatch => "Show a full filling? Your numbers are cleared.",
        AskNextStar => "Switch to the next star? Your numbers here are cleared.",
        AskClear => "Clear your numbers?",
        NoPointStarts => "{0}: no point can start a full filling",
        NoneFrom => "none from {0}; {1} of {2} points {1|starts|start} one",
        NoFillingAt => "no filling starts at {0}",
        NotInTime => "no filling found from {0} in time",
        PaperFrom => "the paper's algorithm from {0}",
        SearchFrom => "a filling from {0}, found by search",
        AllFilled => "all {0} filled!",
        FirstPlaced => "0 on {0}: now jump",
        BendsAtTip => "the way bends at tip {0}: jumps go straight",
        NoSuchPoint => "no such point",
        SamePoint => "a jump must leave the point",
        LandingFilled => "the landing point is already filled",
        Neighbours => "the points are neighbours: a jump passes over exactly one point",
        Between => "{0} points lie between: a jump passes over exactly one point",
        NotOnALine => "the two points are not on one line",
        HelpPoint => "point",
        HelpNumber => "number it",
        HelpUndo => "undo",
        HelpFilling => "filling",
        RuleJumps => {
            "Number the star's points 0, 1, 2, ... in turn: each number goes one jump from the \
             one before, straight along a line of the star over exactly one point, and lands \
             on a free point."
        }
        RuleMenu => {
            "The menu shows a full filling, played back (pause it and step), switches to \
             other stars {n/k} with the same rule, or clears your numbers."
        }
        RuleSource => "From the source document: the pentagram, jūn zǐ bù wàng qí jiù (its title).",
        KeyArrows => "go to the nearest point that way",
        KeyOk => "put the next number there",
        KeyUndo => "take the last number back",
        KeyMenu => "show a filling, next star, clear",
        KeyBack => "home; your numbers are kept",
        Said => "Star {0}: {1} of {2} points filled",
        SaidNoStart => "no point starts a full filling of this star",
        SaidStarts => "{0} of its points {0|starts|start} a full filling",
        SaidLines => "lines:",
        SaidLineSep => "; ",
        SaidOn => "{0} on {1}",
        SaidJumps => "jumps from {0}:",
        SaidCursor => "cursor on {0}",
    }
}
