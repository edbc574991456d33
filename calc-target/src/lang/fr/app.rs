//! Les mots de l’app elle-même, en français.

use crate::lang::app::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        AppName => "jiugong",
        Tagline => "cinq casse-tête, un seul moteur",
        Sudoku => "Sudoku",
        Knight => "Tour du cavalier",
        Sliding => "Taquin",
        Klotski => "L'âne rouge",
        Star => "Pentagramme",
        KlotskiEntry => "L'âne rouge (huá róng dào)",
        StarEntry => "Pentagramme (jūn zǐ bù wàng qí jiù)",
        Settings => "Réglages",
        About => "jiugong : à propos",
        AboutPuzzles => {
            "Cinq casse-tête, un seul moteur : choisissez-en un et ouvrez-le, ou tapez son \
             chiffre. Chacun reprend là où vous l'avez laissé, et les parties sont gardées \
             quand la calculatrice les enregistre."
        }
        AboutKeys => {
            "Sur chaque écran, l'aide montre les règles et les touches du jeu. Les touches \
             ont partout le même sens :"
        }
        Choose => "choisir",
        Open => "ouvrir",
        AboutKey => "à propos",
        Do => "lancer",
        Close => "fermer",
        TurnPage => "tourner la page",
        Switch => "régler",
        Home => "accueil",
        PageOf => "{0} ({1}/{2})",
        PageOfSaid => "{0}, page {1} sur {2}",
        HomeMenu => "menu d'accueil",
        Selected => " (choisi)",
        MenuSaid => "menu :",
        KeysSaid => "touches : ",
        QuestionSaid => "question : {0}",
        OrYes => " ou 1 : oui",
        OrNo => " ou 0 : non",
        Yes => "oui",
        No => "non",
        CountMistakes => "compter les erreurs au sudoku",
        KeypadMarks => "notes : 7 8 9 en haut",
        HighContrast => "contraste élevé",
        Language => "langue",
        On => "oui",
        Off => "non",
        SettingsRules => {
            "Compter les erreurs : chaque chiffre faux qu'une vérification trouve compte une \
             fois, sur le côté et à la victoire. Notes : 7 8 9 sur la ligne du haut d'une \
             case, comme sur le clavier, ou 1 2 3, comme dans les journaux. Contraste élevé : \
             texte et barres de titre noirs, indices plus clairs, conflits encadrés. Langue : \
             中文, English ou Français. Les réglages sont gardés avec vos parties."
        }
        SettingsNote => {
            "Gardés avec vos parties. Une erreur est un chiffre écrit au stylo que la \
             solution n'a pas."
        }
        Labelled => "{0} : {1}",
        GrammarArrows => "déplacer le curseur (taquin : glisser)",
        GrammarOk => "agir sur la case du curseur",
        GrammarBack => "revenir ; une partie reste gardée",
        GrammarUndo => "annuler la dernière action",
        GrammarMenu => "les actions du jeu, l'indice d'abord",
        GrammarHelp => "les règles et les touches",
        GrammarDigits => "taper une valeur, choisir une ligne",
        Arrows => "flèches",
        UpDown => "haut/bas",
        LeftRight => "gauche/droite",
        AnyKey => "une touche",
        ListSep => ", ",
        NothingToUndo => "rien à annuler",
        Undone => "annulé",
        NothingToRedo => "rien à rétablir",
        Redone => "rétabli",
        RecordWon => "gagnées {0}",
        RecordBest => "record {0}, {1}",
        Play => "lire",
        Step => "pas à pas",
        Stop => "arrêter",
        Pause => "pause",
        PlayingSaid => "la solution se joue : coup {0} sur {1}",
        PausedSaid => "la solution se joue : coup {0} sur {1}, en pause",
        Playing => "coup {0}/{1}",
        Paused => "coup {0}/{1} en pause",
        GamesBack => "vos parties sont de retour",
        FreshStart => "parties enregistrées {0} : tout recommence",
        SavedForeign => "d'un autre programme",
        SavedNewer => "d'une app plus récente (format {0}), gardées",
        SavedOlder => "dans un format ({0}) qui n'est plus lu",
        SavedTruncated => "tronquées",
        SavedTrailing => "plus longues que prévu",
        SavedDamaged => "abîmées (somme de contrôle)",
        SavedImpossible => "avec une partie impossible",
        SavedFull => "trop grandes",
    }
}
