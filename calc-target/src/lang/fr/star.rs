//! Les mots de l'étoile, en français.

use crate::lang::star::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        Pentagram => "Pentagramme :",
        StarTitle => "Étoile {0} : la même règle",
        StarNoFilling => "Étoile {0} : pas de remplissage",
        Filled => "remplis {0}/{1}",
        Fills => "finie {0} fois",
        Watch => "montrer un remplissage complet",
        NextStar => "nouvelle partie : étoile suivante",
        Clear => "recommencer : effacer les nombres",
        Redo => "rétablir",
        AskWatch => "Montrer un remplissage complet ? Vos nombres sont effacés.",
        AskNextStar => "Passer à l'étoile suivante ? Vos nombres ici sont effacés.",
        AskClear => "Effacer vos nombres ?",
        NoPointStarts => "{0} : aucun point ne commence un remplissage complet",
        NoneFrom => "aucun depuis {0} ; départs possibles : {1} sur {2}",
        NoFillingAt => "aucun remplissage ne part de {0}",
        NotInTime => "pas de remplissage trouvé à temps depuis {0}",
        PaperFrom => "l'algorithme du document depuis {0}",
        SearchFrom => "un remplissage depuis {0}, trouvé par recherche",
        AllFilled => "les {0} points remplis !",
        FirstPlaced => "0 sur {0} : sautez maintenant",
        BendsAtTip => "le chemin tourne à la pointe {0} : un saut va tout droit",
        NoSuchPoint => "ce point n'existe pas",
        SamePoint => "un saut doit quitter le point",
        LandingFilled => "le point d'arrivée est déjà rempli",
        Neighbours => "les points sont voisins : un saut passe par-dessus un seul point",
        Between => "{0} points entre eux : un saut passe par-dessus un seul point",
        NotOnALine => "les deux points ne sont pas sur une même ligne",
        HelpPoint => "point",
        HelpNumber => "placer",
        HelpUndo => "annuler",
        HelpFilling => "remplir",
        RuleJumps => {
            "Numérotez les points de l'étoile 0, 1, 2... tour à tour : chaque nombre est à un \
             saut du précédent, tout droit le long d'une ligne de l'étoile par-dessus un seul \
             point, et tombe sur un point libre."
        }
        RuleMenu => {
            "Le menu montre un remplissage complet, rejoué (mettez en pause et avancez pas à \
             pas), passe à d'autres étoiles {n/k} avec la même règle, ou efface vos nombres."
        }
        RuleSource => {
            "Tiré du document source : le pentagramme, jūn zǐ bù wàng qí jiù (son titre)."
        }
        KeyArrows => "aller au point le plus proche",
        KeyOk => "y mettre le nombre suivant",
        KeyUndo => "reprendre le dernier nombre",
        KeyMenu => "remplissage, étoile suivante...",
        KeyBack => "accueil ; vos nombres sont gardés",
        Said => "Étoile {0}, points remplis : {1} sur {2}",
        SaidNoStart => "aucun point de cette étoile ne commence un remplissage complet",
        SaidStarts => "points qui commencent un remplissage complet : {0}",
        SaidLines => "lignes :",
        SaidLineSep => " ; ",
        SaidOn => "{0} sur {1}",
        SaidJumps => "sauts depuis {0} :",
        SaidCursor => "curseur sur {0}",
    }
}
