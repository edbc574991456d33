//! Les mots de l'écran du sudoku, en français.

use crate::lang::sudoku::Phrase::{self, *};

/// `phrase` en français.
pub fn text(phrase: Phrase) -> &'static str {
    match phrase {
        RulesGoal => {
            "Remplissez la grille pour que chaque ligne, chaque colonne et chaque bloc 3×3 \
             contienne une fois chaque chiffre de 1 à 9. Chaque grille a une seule solution, \
             trouvée par la logique seule ; son niveau est la note que lui donne Sudoku \
             Explainer (facile jusqu'à 2,4, diabolique dès 6,5)."
        }
        RulesPlay => {
            "Posez un chiffre au stylo, ou passez en notes pour noter les chiffres possibles \
             d'une case. Le menu donne un indice en trois temps (où regarder, les cases et le \
             chiffre, puis le coup), vérifie vos chiffres, recommence, crée une nouvelle grille \
             ou prend celle que vous tapez."
        }
        RulesCells => {
            "Les cases se nomment par ligne et colonne : r6c4 est la ligne 6 (depuis le \
             haut), colonne 4 (depuis la gauche). Les blocs sont numérotés de 1 à 9, de gauche \
             à droite puis vers le bas : le bloc 5 est celui du milieu."
        }
        RulesLevels => {
            "Les niveaux, selon les étapes qu'ils demandent : facile, les singletons seuls \
             (une case où il ne reste qu'un chiffre, ou un chiffre qui n'a plus qu'une place \
             dans une ligne, une colonne ou un bloc) ; moyen ajoute le chiffre tenu sur une \
             ligne d'un bloc, les paires et le X-Wing ; difficile, les triplets, l'espadon et \
             le XY-Wing ; expert, les quadruplets, la méduse, les ailes et les rectangles \
             uniques ; diabolique, les chaînes, où l'on suit un candidat jusqu'à ce qu'il \
             impose."
        }
        RulesTechniques => {
            "Les indices nomment leur technique. La dernière case libre d'une unité ; le \
             singleton caché, un chiffre qui n'a plus qu'une place dans une unité ; le \
             singleton nu, une case où il ne reste qu'un chiffre. Paire nue : deux cases \
             d'une unité où restent les deux mêmes chiffres les ôtent des autres cases (paire \
             cachée : deux chiffres qui ont les deux mêmes places dans une unité gardent ces \
             cases pour eux ; de même triplets et quadruplets). X-Wing : les places d'un \
             chiffre dans deux lignes sont dans les deux mêmes colonnes, il quitte donc le \
             reste de ces colonnes (espadon : trois lignes). Ailes et chaînes : des cases \
             liées de sorte que l'un ou l'autre bout porte un chiffre ; une case qui voit les \
             deux bouts ne le peut pas."
        }
        RulesPatterns => {
            "Interaction bloc-ligne et interaction ligne-bloc : un chiffre dont les places dans un bloc \
             sont sur une ligne quitte le reste de cette ligne, et inversement. Gratte-ciel, \
             cerf-volant, turbot, rectangle vide : les liens forts d'un chiffre (une unité \
             où il n'a que deux places) enchaînés, si bien que l'une de deux cases le porte ; \
             une case qui voit les deux le perd. Rectangle unique, boucle unique, BUG : la \
             grille n'a qu'une solution, un motif qui en permettrait deux ne peut donc pas \
             être. ALS-XZ : deux groupes de cases ayant chacun un chiffre de plus que de \
             cases, liés par un chiffre. Chaînes forcées et Nishio : un candidat suivi \
             jusqu'à ce qu'il impose ; celui qui mène à une contradiction part."
        }
        RulesVariants => {
            "Sur l'écran de nouvelle grille, gauche et droite choisissent la grille. Sudoku \
             X : les deux diagonales ont aussi chaque chiffre une fois. Windoku : quatre \
             fenêtres 3×3 de plus, grisées, aussi. Sudoku irrégulier : des traits épais \
             tracent les pièces qui remplacent les blocs. Killer sudoku : les chiffres d'une \
             cage en pointillés font la somme écrite dans son coin, sans se répéter ; une \
             ligne, une colonne ou un bloc fait 45 (la règle des 45). Les grilles 6×6 et 4×4 \
             n'ont que les chiffres jusqu'à 6 et 4."
        }
        RulesSource => {
            "D'après le document source, un article de lycéens de Pékin sur la création de \
             sudokus avec une calculatrice graphique : grilles complètes, puis grilles tirées \
             d'une grille-type."
        }
        KeyMove => "déplacer le curseur",
        KeyWrite => "poser le chiffre (en notes : le noter)",
        KeyClear => {
            "vider la case ; sur une case sans rien à vider, aller à la prochaine case vide"
        }
        KeySwitch => "alterner stylo et notes",
        KeyUndo => "annuler la dernière modification",
        KeyMenu => "indice, vérifier, résoudre, nouvelle grille...",
        KeyBack => "accueil ; la partie est gardée",
        Start => "jouer",
        ToGame => "la partie",
        Cancel => "annuler",
        Write => "poser",
        Mark => "noter",
        Clear => "vide",
        Pen => "stylo",
        Pencil => "notes",
        Undo => "annuler",
        Hint => "indice",
        Type => "taper",
        Blank => "vide",
        StepBack => "retour",
        PlayIt => "jouer",
        Leave => "sortir",
        NewPuzzleTitle => "Sudoku : nouvelle grille",
        LevelsSaid => "Sudoku : nouvelle grille, choisissez un niveau",
        RecordOf => "{0} : {1}",
        Streak => "jours d'affilée : {0} (record {1})",
        RecordWon => "victoires : {0}, record {1}, moyenne {2}",
        NoWin => "pas encore de victoire",
        Making => "création d'une grille : {0}",
        ByNumberKey => "numéro",
        TodayKey => "du jour",
        ByNumberTitle => "Sudoku : une grille par son numéro",
        NumberLevel => "niveau : {0}",
        NumberIs => "grille n° {0}",
        DayPuzzle => "la grille du jour",
        TodayIs => "celle du jour : n° {0}",
        NumberNote => {
            "Le même numéro au même niveau donne la même grille sur toute calculatrice, dans le navigateur et en ligne de commande (jiugong sudoku puzzle --number). Le numéro du jour compte les jours depuis le 1er janvier 2000."
        }
        LevelKey => "niveau",
        NumberedName => "{0} n° {1}",
        Attempt => "essai {0} sur {1} au plus",
        MakingSaid => "Sudoku : création d'une grille : {0}, essai {1} sur {2} au plus",
        Easy => "facile",
        Medium => "moyen",
        Hard => "difficile",
        Expert => "expert",
        Diabolical => "diabolique",
        PaperName => "méthode de l'article",
        OwnName => "votre grille",
        LevelBand => "{0} : SE {1}",
        BandUp => "{0} et plus",
        PaperLabel => "méthode de l'article : grille-type, 30+ indices",
        TypeOwn => "taper votre propre grille",
        Title => "Sudoku : {0}, {1} {1|indice|indices}",
        Time => "temps {0}",
        Clues => "indices {0}",
        MistakesPanel => "erreurs {0}",
        MistakesMany => "erreurs>99",
        LeftToPlace => "reste à placer",
        SolvedBanner => "résolu !",
        SolvedTime => "en {0}",
        Check => "vérifier : marquer les erreurs",
        ShowSolution => "voir la solution",
        NewPuzzle => "nouvelle grille",
        Restart => "recommencer cette grille",
        AutoClear => "effacer les notes en plaçant : oui/non",
        Redo => "rétablir",
        FillMarks => "noter tous les candidats",
        ClearMarks => "effacer toutes les notes",
        PlayGrid => "jouer cette grille",
        AskPlayEntry => "Jouer votre grille ? Les chiffres de la partie en cours sont perdus.",
        AskDropEntry => "Quitter la grille ? Les chiffres tapés sont perdus.",
        AskNewPuzzle => "Nouvelle grille ? Les chiffres de celle-ci sont perdus.",
        AskSolve => "Écrire la solution par-dessus vos chiffres ?",
        AskRestart => "Recommencer ? Vos chiffres et vos notes sont effacés.",
        WonBest => "résolu en {0} ; record {1} ({2}){3}",
        WonNewBest => "résolu en {0} : nouveau record ({1}){2}",
        WonFirst => "résolu en {0} : première victoire ({1}){2}",
        Mistakes => " ; {0} {0|erreur|erreurs}",
        SolvedIn => "résolu en {0}",
        NoHintNeeded => "résolu : pas besoin d'indice",
        AutoClearSaid => "effacer les notes en plaçant : {0}",
        PencilSaid => "notes : les chiffres notent des candidats",
        PenSaid => "stylo : les chiffres remplissent la case",
        IsGiven => "{0} est une case donnée",
        FixConflictFirst => "un chiffre en double : corrigez d'abord les cases rouges",
        NoMarkToChange => "aucune note à changer",
        MarksFilled => "candidats notés dans {0} {0|case|cases}",
        MarksRubbed => "notes effacées dans {0} {0|case|cases}",
        NoWrongDigit => "aucun chiffre faux pour l'instant",
        SomeWrong => "{0} {0|chiffre faux : marqué|chiffres faux : marqués}",
        Restarted => "grille recommencée",
        SolvedBySolver => "résolu par le solveur",
        NeedsChains => "votre grille demande des chaînes : {0}",
        YourPuzzle => "votre grille : SE {0}, {1}",
        IsWrong => "{0} : chiffre faux",
        NoTechnique => "aucune technique ne s'applique : le prochain indice donne un chiffre",
        LookAtCandidates => "{0} : regardez les candidats",
        LookAt => "{0} : regardez {1}",
        SolutionDigit => "un chiffre de la solution : {0} en {1}",
        LastEmpty => "{0} est la dernière case vide dans {1} : {2}",
        FitsOnlyIn => "{0} : dans {1}, le {2} ne va qu'en {3}",
        HoldsOnly => "{0} : {1} ne peut contenir que {2}",
        ThenFitsOnly => "{0} : alors le {1} ne va qu'en {2}",
        Placed => "{0} : {1} en {2}",
        MadeBy => "{0} : formé par {1}",
        NotAt => "{0} sur le {1} : pas en {2}",
        Removed => "{0} : {1}",
        NoneAt => "pas de {0} en {1}",
        ListSemicolon => " ; ",
        More => "{0} autres",
        Row => "la ligne {0}",
        Column => "la colonne {0}",
        Box => "le bloc {0}",
        Rows => "les lignes {0}",
        Columns => "les colonnes {0}",
        Boxes => "les blocs {0}",
        ListComma => ", ",
        ListAnd => " et ",
        RowSaid => "ligne {0} :",
        MarksSaid => "notes :",
        RedSaid => "en rouge (faux ou en conflit) :",
        ShadedSaid => "surlignées par l'indice :",
        PointsTo => "l'indice montre {0}",
        CursorSaid => "curseur {0} : {1}",
        Empty => "vide",
        Given => "chiffre donné",
        Entered => "votre chiffre",
        ModeSaid => "mode : {0}",
        MistakesSaid => "erreurs : {0}",
        LeftSaid => "reste à placer :",
        EntryTitle => "{0} : taper une grille",
        EntrySaid => "{1} : taper une grille, {0} {0|indice|indices} pour l'instant",
        EntryNote => "chiffres 1-9, 0 = vide",
        CursorAt => "curseur {0}",
        TwiceIn => "{0} est deux fois dans {1} : corrigez",
        NoSolution => "pas de solution : vérifiez les chiffres tapés",
        ManySolutions => "plus d'une solution : il manque un indice",
        FullHouse => "dernière case libre",
        HiddenSingle => "singleton caché",
        DirectPointing => "interaction bloc-ligne directe",
        DirectClaiming => "interaction ligne-bloc directe",
        DirectHiddenPair => "paire cachée directe",
        NakedSingle => "singleton nu",
        DirectHiddenTriple => "triplet caché direct",
        Pointing => "interaction bloc-ligne",
        Claiming => "interaction ligne-bloc",
        NakedPair => "paire nue",
        XWing => "X-Wing",
        HiddenPair => "paire cachée",
        NakedTriple => "triplet nu",
        Swordfish => "espadon",
        HiddenTriple => "triplet caché",
        Skyscraper => "gratte-ciel",
        TwoStringKite => "cerf-volant",
        TurbotFish => "turbot",
        EmptyRectangle => "rectangle vide",
        XyWing => "XY-Wing",
        XyzWing => "XYZ-Wing",
        UniqueRectangle => "rectangle unique",
        UniqueLoop => "boucle unique",
        NakedQuad => "quadruplet nu",
        Jellyfish => "méduse",
        HiddenQuad => "quadruplet caché",
        ThreeStrongLinks => "trois liens forts",
        WxyzWing => "WXYZ-Wing",
        Bug => "BUG",
        FourStrongLinks => "quatre liens forts",
        VwxyzWing => "VWXYZ-Wing",
        AlignedPairExclusion => "exclusion de paires alignées",
        XCycle => "cycle X",
        YCycle => "cycle Y",
        ForcingXChain => "chaîne X forcée",
        BidirectionalCycle => "cycle bidirectionnel",
        ForcingChain => "chaîne forcée",
        AlignedTripleExclusion => "exclusion de triplets alignés",
        Nishio => "chaîne forcée de Nishio",
        CellForcingChain => "chaîne forcée de case",
        RegionForcingChain => "chaîne forcée de région",
        DynamicForcingChain => "chaîne forcée dynamique",
        DynamicForcingChainPlus => "chaîne forcée dynamique (+)",
        NestedForcingChain => "chaîne forcée imbriquée",
        NestedMultipleForcingChain => "chaîne forcée imbriquée multiple",
        NestedDynamicForcingChain => "chaîne forcée imbriquée dynamique",
        NestedDynamicForcingChainPlus => "chaîne forcée imbriquée dynamique (+)",
        Guess => "essai",
        RemotePair => "paire distante",
        FinnedXWing => "X-Wing à aileron",
        WWing => "W-Wing",
        FinnedSwordfish => "espadon à aileron",
        SimpleColouring => "coloriage simple",
        XyChain => "chaîne XY",
        AlsXz => "ALS-XZ",
        CageCombination => "combinaison de cage",
        Rule45 => "règle des 45",
        CageIntersection => "intersection de cage",
        KindClassic => "Sudoku 9×9",
        KindX => "Sudoku X",
        KindWindoku => "Windoku",
        KindJigsaw => "Sudoku irrégulier",
        KindKiller => "Killer sudoku",
        KindSix => "Sudoku 6×6",
        KindFour => "Sudoku 4×4",
        KindLine => "Grille : < {0} >",
        KindKey => "grille",
        VariantTitle => "{0}, {1}, {2} {2|indice|indices}",
        MakingGrid => "tirage d'une grille résolue (essai {0})",
        MakingCages => "tirage des cages (essai {0})",
        MakingGivens => "retrait des indices : {0} cases sur {1} (essai {2})",
        MakingLevel => "évaluation de la grille (essai {0})",
        NoVariantLevel => "Aucune grille {0} de ce type en {1} essais : essayez un autre niveau.",
        Piece => "la pièce {0}",
        MainDiagonal => "la grande diagonale",
        AntiDiagonal => "l'autre diagonale",
        Window => "la fenêtre {0}",
        Cage => "la cage de {0} {0|case|cases} en {1}, somme {2}",
        CageSaid => "cage {0} en {1} cases :",
        PieceSaid => "pièce {0} :",
        CageOnly => "{0} : la cage de {1} {1|case|cases}, {2} : seulement {3}",
        RestOnly => "{0} dans {1} : {2} font {3} : seulement {4}",
        RestSum => "{0} dans {1} : {2} font {3}",
    }
}
