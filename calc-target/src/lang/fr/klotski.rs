//! Les mots de l'âne rouge, en français.

use crate::lang::klotski::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "L'âne rouge :",
        Hero => "Cao Cao",
        Goal => "But : faire sortir Cao Cao, le grand carré, par l'ouverture du bas.",
        Moves => "coups {0}",
        Fewest => "minimum {0}",
        FewestHeading => "min.",
        Best => "record {0}",
        BestTime => "temps {0}",
        ChooseSaid => "L'âne rouge : choisissez une disposition",
        LayoutSaid => "{0} {1} : {2} {2|coup|coups} au minimum",
        MovesSaid => "L'âne rouge, {0} {0|coup|coups}",
        LayoutFewest => "{0} ({1}) : {2} {2|coup|coups} au minimum depuis le départ",
        RowSaid => "ligne {0} : {1}",
        CursorEmpty => "curseur ligne {0}, colonne {1} : vide",
        CursorBlock => "curseur ligne {0}, colonne {1} : bloc {2}",
        PickedSaid => "un bloc est pris : les flèches le font glisser",
        MenuHint => "indice : le coup suivant du minimum",
        MenuSolve => "montrer le minimum de coups d'ici",
        MenuLayouts => "nouvelle partie : autre disposition",
        MenuRestart => "recommencer cette disposition",
        MenuRedo => "rétablir",
        AskRestart => "Recommencer cette disposition ? Vos coups seront perdus.",
        AskOpen => "Ouvrir cette disposition ? Vos coups sur le plateau seront perdus.",
        Blocked => "bloqué",
        Escapes => "Cao Cao s'échappe en {0} {0|coup|coups}",
        Searching => "recherche...",
        Fault => "impossible : {0}",
        AlreadyOut => "Cao Cao est déjà sorti",
        Hint => "bougez {0} : {1} ; encore {2} au mieux",
        Then => ", puis ",
        Run => "{0} ({1} cases)",
        Up => "haut",
        Down => "bas",
        Left => "gauche",
        Right => "droite",
        Shortest => "plus court : {0} {0|coup|coups} d'ici",
        CannotSolve => "impossible à résoudre d'ici avec les {0} Kio de l'app",
        SearchingOut => "recherche : {0} {0|coup|coups} de profondeur",
        Tracing => "plus court : {0} {0|coup|coups} ; tracé {1}/{2}",
        NoSolution => "aucune solution : Cao Cao ne sortira jamais",
        Stopped => "arrêté",
        HelpPlay => "jouer",
        HelpBack => "le plateau",
        Working => "calcul...",
        HelpSlide => "glisser",
        HelpPutDown => "poser",
        HelpUndo => "annuler",
        HelpMove => "aller",
        HelpPickUp => "prendre",
        HelpMenu => "indice",
        RulesGoal => {
            "L'âne rouge (huá róng dào) : faites glisser les blocs jusqu'à ce que le grand \
             carré, Cao Cao, sorte par l'ouverture du bas. Prenez un bloc et faites-le \
             glisser ; ses glissements comptent pour un seul coup tant qu'aucun autre bloc \
             ne bouge."
        }
        RulesMenu => {
            "L'indice du menu donne le coup suivant du plus court chemin depuis la position, \
             et combien il en reste ; le menu montre aussi ces coups, joués à quatre par \
             seconde (mettez en pause, avancez pas à pas), recommence la disposition ou en \
             ouvre une autre : les dispositions traditionnelles, 横刀立马 (héng dāo lì \
             mǎ) en premier."
        }
        KeyArrows => "bouger le curseur ; un bloc pris glisse",
        KeyOk => "prendre le bloc, ou le poser",
        KeyUndo => "annuler le dernier coup",
        KeyMenu => "indice, solution, disposition, reprise",
        KeyBack => "poser le bloc ; accueil, gardé",
    }
}
