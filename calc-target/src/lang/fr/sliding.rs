//! Les mots du taquin, en français.

use crate::lang::sliding::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Title => "Taquin {0}×{1}",
        MovesSaid => "{0}, {1} {1|coup|coups}",
        ArrangingSaid => "{0} : vous composez votre départ, curseur ligne {1}, colonne {2}",
        PickedSaid => ", carreau {0} choisi",
        RowSaid => "ligne {0} :",
        SolvedSaid => "résolu",
        Moves => "coups {0}",
        Bound => "borne {0}",
        Nodes => "noeuds {0}",
        AtOnce => "rapide",
        Paths => "chemins {0}",
        Steps => "étapes {0}",
        Done => "{0}\u{a0}% fait",
        MenuHint => "indice : le coup suivant, le minimum",
        MenuSolve => "montrer une solution (minimale en 3×3, 4×4)",
        MenuShuffle => "nouvelle partie : mélanger",
        MenuArrange => "composer votre départ",
        MenuPaths => "compter les chemins (3×3, du document)",
        MenuThree => "plateau 3×3",
        MenuFour => "plateau 4×4, mélangé",
        MenuFive => "plateau 5×5, mélangé",
        MenuRedo => "rétablir",
        ArrangePlay => "jouer ce départ",
        ArrangeInOrder => "remettre les carreaux en ordre",
        Fewest => "le minimum",
        AtMost => "au plus {0} × le minimum",
        RowByRow => "ligne par ligne",
        SolvedIn => "résolu en {0} {0|coup|coups}",
        AskResize => "Changer de plateau ? Vos coups sur celui-ci seront perdus.",
        AskShuffle => "Mélanger à nouveau ? Vos coups sur ce plateau seront perdus.",
        AskArrange => "Composer un départ ? Vos coups sur ce plateau seront perdus.",
        AskDrop => "Abandonner ce départ ? La partie reprend telle qu'elle était.",
        NoMoveLeft => "résolu : plus aucun coup à jouer",
        PathsOn3x3 => "le document ne compte les chemins qu'en 3×3",
        PickTwo => "choisissez deux carreaux à échanger",
        TooManyToShow => "{0} {0|coup|coups}, trop pour les montrer",
        Optimal => "optimal : {0} {0|coup|coups}",
        Found => "{0} {0|coup|coups}, {1}",
        HintFewest => "glissez le {0} {1} : encore {2} au mieux",
        HintLeft => "glissez le {0} {1} : encore {2}, {3}",
        Judged => "résolu en {0} {0|coup|coups} ; le minimum est {1}",
        Up => "vers le haut",
        Down => "vers le bas",
        Left => "vers la gauche",
        Right => "vers la droite",
        NoSolution => "aucune solution trouvée",
        StaysSolved => "résolu : le menu mélange une nouvelle partie",
        Shuffled => "mélangé",
        PathsCounted => "{0} {0|chemin|chemins} d'au plus 30 coups ({1} {1|étape|étapes})",
        Stopped => "arrêté",
        IsGoal => "c'est le but : rien à résoudre",
        YourStart => "votre départ : jouez-le, ou résolvez-le (menu)",
        NeverSolvable => "jamais soluble (parité) : échangez deux carreaux",
        NoTile => "pas de carreau là : le trou est au bord {0}",
        EdgeBottom => "du bas",
        EdgeTop => "du haut",
        EdgeRight => "droit",
        EdgeLeft => "gauche",
        Fault => "impossible : {0}",
        HelpSlide => "glisser",
        HelpUndo => "annuler",
        HelpMenu => "indice, solution",
        HelpMove => "aller",
        HelpSwap => "échanger",
        HelpTileHere => "placer",
        HelpPlayIt => "jouer",
        Working => "calcul...",
        RulesGoal => {
            "Remettez les carreaux dans l'ordre, le 1 dans le coin en haut à gauche et le \
             trou en dernier. Une flèche fait glisser dans son sens le carreau voisin du trou."
        }
        RulesMenu => {
            "L'indice du menu donne le coup suivant d'un plus court chemin et le nombre de \
             coups restants ; résolu à la main, on vous dit le minimum qu'il fallait depuis \
             votre départ. Le menu montre aussi une solution depuis la position : le minimum \
             de coups en 3×3 et 4×4 ; en 5×5, une solution rapide, avec son écart possible au \
             minimum. Il mélange aussi, change la taille du plateau, prend un départ que vous \
             composez (ou dit pourquoi il est insoluble) et compte les chemins du 3×3 comme \
             le document source."
        }
        RulesSource => {
            "D'après le document source : le taquin à huit carreaux, tous les chemins vers \
             le but explorés."
        }
        KeyArrows => "glisser un carreau dans le trou",
        KeyUndo => "ramener le dernier carreau",
        KeyMenu => "indice, solution, mélange, taille...",
        KeyBack => "accueil ; la partie est gardée",
        KeyOk => "mettre en pause une solution",
    }
}
