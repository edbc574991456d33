//! Les mots du tour du cavalier, en français.

use crate::lang::knight::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "Tour du cavalier {0}×{0} {1} {2}",
        Open => "ouvert",
        Closed => "fermé",
        ByHand => "(à la main)",
        ByDocument => "(recherche du doc.)",
        ByWarnsdorff => "(Warnsdorff)",
        Start => "départ {0}",
        Tours => "parcours {0}",
        ClosedTours => "fermés {0}",
        Find => "montrer un parcours depuis le départ",
        Bigger => "échiquier plus grand",
        Smaller => "échiquier plus petit",
        OpenClosed => "parcours ouvert ou fermé",
        Method => "Warnsdorff ou la recherche du document",
        Finish => "finir le parcours à ma place",
        Again => "reprendre de la première case",
        Setup => "nouvelle partie : autre départ ou taille",
        Redo => "rétablir",
        NoClosedTour => "pas de parcours fermé en {0}×{0}",
        NoOpenTour => "pas de parcours ouvert depuis cette case",
        StartOff => "le départ est hors de l'échiquier",
        NotAPath => "ces cases ne sont pas un chemin du cavalier",
        JumpPrompt => "sautez sur une case marquée, ou tapez son numéro",
        Visited => "{0} est déjà visitée",
        NotKnightMove => "{0} n'est pas à un saut de cavalier",
        ClosedTourDone => "un parcours fermé ! Les {0} cases",
        NotClosed => "les {0} cases, mais pas fermé",
        TourDone => "un parcours ! Les {0} cases",
        Stuck => "bloqué après {0} {0|case|cases} : annulez un saut",
        Found => "trouvé en {0}",
        NoTourOn => "aucun parcours ne continue d'ici : annulez un saut",
        NoTour => "pas de parcours depuis cette case",
        GaveUp => "abandon après {0}",
        Stopped => "arrêté après {0}",
        AskAgain => "Reprendre ? Les sauts faits sont annulés.",
        AskSetup => "Nouvelle partie ? Les sauts faits sont perdus.",
        AskSlow => {
            "Recherche longue : plus de 5 M de noeuds, de 5 s à 8 min (abandon à 500 M). \
             Chercher ?"
        }
        Nodes => "{0} {0|noeud|noeuds}",
        HelpStart => "départ",
        HelpPlace => "poser",
        HelpShow => "parcours",
        HelpMove => "aller",
        HelpJump => "sauter",
        HelpUndo => "annuler",
        HelpFinish => "finir",
        HelpSearching => "recherche...",
        HelpStop => "arrêter",
        HelpBack => "l'échiquier",
        RuleGoal => {
            "Passez une fois sur chaque case de l'échiquier avec un cavalier (deux cases dans \
             un sens, une dans l'autre). Un parcours fermé finit à un saut de cavalier de son \
             départ."
        }
        RulePlay => {
            "Choisissez la case de départ et posez-y le cavalier ; sautez ensuite de case en \
             case : les cases qu'il peut atteindre sont marquées. Bloqué ? Annulez des sauts, \
             ou laissez le menu finir le parcours d'où vous êtes."
        }
        RuleMenu => {
            "Avant de commencer, le menu montre un parcours depuis la case de départ, change \
             la taille de l'échiquier (5×5 à 12×12), demande un parcours fermé, et passe de \
             la règle de Warnsdorff (rapide) à la recherche du document source (elle essaie \
             chaque saut tour à tour, et peut être longue)."
        }
        RuleSource => {
            "Tiré du document source : le tour du cavalier en essayant les sauts et en \
             revenant en arrière."
        }
        KeyArrows => "choisir le départ, puis une case",
        KeyOk => "poser le cavalier, puis sauter",
        KeyJumpTo => "sauter sur la case de ce numéro",
        KeyUndo => "annuler le dernier saut",
        KeyMenu => "parcours, taille, fermé...",
        KeyBack => "accueil ; le parcours est gardé",
        Said => "Tour du cavalier {0}×{0}, {1}, depuis {2}, {3}",
        SaidHand => "à la main",
        SaidDocument => "par la recherche du document",
        SaidWarnsdorff => "par la règle de Warnsdorff",
        SaidTour => "votre parcours : {0}/{1} cases",
        SaidJumps => ", sur {0} ; sauts vers :",
        SaidRank => "rangée {0} :",
        SaidCursor => "curseur sur {0}",
        SaidSearching => "recherche : {0} (abandon à 500 M)",
    }
}
