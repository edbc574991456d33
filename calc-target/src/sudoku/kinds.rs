//! The grids the new-puzzle screen offers besides the classic 9×9 ([`Kind`]): the small
//! grids for beginners (4×4, 6×6) and the variants (X, windoku, jigsaw, killer), each made
//! by the core's variant maker at one of four levels ([`Rung`]).

use crate::lang::Lang;
use crate::lang::sudoku::Phrase;
use crate::state::Coded;
use crate::sudoku::levels::Choice;
use crate::toolkit::menu::Menu;
use core::fmt;
use jiugong_core::sudoku::variant::{Layout, Recipe};
use jiugong_core::sudoku::{Grid, Level};

/// A kind of grid, chosen on the new-puzzle screen with the left and right arrows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The classic 9×9 grid, with the paper's method and the player's own puzzles.
    Classic,
    /// Sudoku X: both diagonals hold each digit once.
    X,
    /// Windoku: four more 3×3 windows.
    Windoku,
    /// Jigsaw: pieces drawn at random for boxes.
    Jigsaw,
    /// Killer: no digit shown, cages with their sums.
    Killer,
    /// 6×6, boxes of 2 rows and 3 columns.
    Six,
    /// 4×4, boxes of 2 by 2.
    Four,
}

impl Kind {
    /// Every kind, in the order the arrows go through them.
    pub const ALL: [Kind; 7] = [
        Kind::Classic,
        Kind::X,
        Kind::Windoku,
        Kind::Jigsaw,
        Kind::Killer,
        Kind::Six,
        Kind::Four,
    ];

    /// The variant kinds: every kind but the classic, those the variant maker makes, each
    /// with its records.
    pub const VARIANTS: usize = Kind::ALL.len() - 1;

    /// The grid's side.
    pub fn n(self) -> u8 {
        match self {
            Kind::Six => 6,
            Kind::Four => 4,
            _ => 9,
        }
    }

    /// What the core's maker is asked for, at `level`.
    pub fn recipe(self, level: Level) -> Recipe {
        Recipe {
            diagonals: self == Kind::X,
            windows: self == Kind::Windoku,
            jigsaw: self == Kind::Jigsaw,
            killer: self == Kind::Killer,
            level: Some(level),
            ..Recipe::classic(self.n())
        }
    }

    /// The entries its menu offers: the levels the core's maker reaches within its tries
    /// (a 4×4 is always easy; a 6×6 is seldom expert), and on the small grids, which are
    /// classic, a puzzle typed in.
    pub fn rungs(self) -> &'static [Rung] {
        use Level::*;
        match self {
            Kind::Four => &[Rung::Level(Easy), Rung::Own],
            Kind::Six => &[
                Rung::Level(Easy),
                Rung::Level(Medium),
                Rung::Level(Hard),
                Rung::Own,
            ],
            _ => &Rung::ALL[..Rung::LEVELS],
        }
    }

    /// The rows, columns and boxes of the kind's side, without its own rules: the classic
    /// grids' whole layout.
    pub fn boxes(self) -> Layout {
        const NINE: Layout = boxes(3, 3);
        const SIX: Layout = boxes(2, 3);
        const FOUR: Layout = boxes(2, 2);
        match self.n() {
            6 => SIX,
            4 => FOUR,
            _ => NINE,
        }
    }

    /// Whether `cell`'s digit on `grid`, laid out as `layout` (this kind's), breaks a rule:
    /// on the classic 9×9 the grid's own test, which says the same more quickly.
    pub fn in_conflict(self, layout: &Layout, grid: &Grid, cell: usize) -> bool {
        match self {
            Kind::Classic => grid.in_conflict(cell),
            _ => layout.in_conflict(grid.cells(), cell),
        }
    }

    /// Whether a player may type a puzzle of this kind in: the classic grids, 9×9, 6×6 and
    /// 4×4.
    pub fn typed_in(self) -> bool {
        matches!(self, Kind::Classic | Kind::Six | Kind::Four)
    }

    /// The kind's name, as players' apps call it: "Killer Sudoku", "杀手数独".
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Kind::Classic => Phrase::KindClassic,
            Kind::X => Phrase::KindX,
            Kind::Windoku => Phrase::KindWindoku,
            Kind::Jigsaw => Phrase::KindJigsaw,
            Kind::Killer => Phrase::KindKiller,
            Kind::Six => Phrase::KindSix,
            Kind::Four => Phrase::KindFour,
        }
        .text(lang)
    }

    /// The kind's name with the grid's side where the name does not give it, as a game's
    /// title says it: "Killer Sudoku 9×9", "Sudoku 6×6".
    ///
    /// ```
    /// use jiugong_calc::lang::Lang;
    /// use jiugong_calc::sudoku::kinds::Kind;
    /// assert_eq!(format!("{}", Kind::Killer.sized_name(Lang::En)), "Killer Sudoku 9×9");
    /// assert_eq!(format!("{}", Kind::Four.sized_name(Lang::Zh)), "四宫数独");
    /// ```
    pub fn sized_name(self, lang: Lang) -> SizedName {
        SizedName(self, lang)
    }

    /// The next kind (`forward`) or the one before, round the list.
    pub fn step(self, forward: bool) -> Kind {
        let i = Kind::ALL.iter().position(|&k| k == self).unwrap_or(0);
        let len = Kind::ALL.len();
        Kind::ALL[(i + if forward { 1 } else { len - 1 }) % len]
    }

    /// The place of a variant's records (0 to 5, its saved byte's order), `None` for the
    /// classic grid.
    pub fn variant_index(self) -> Option<usize> {
        usize::from(self.byte()).checked_sub(1)
    }
}

/// The plain grid of boxes of `rows`×`columns` cells, built as the app is compiled.
const fn boxes(rows: u8, columns: u8) -> Layout {
    match Layout::boxes(rows, columns) {
        Ok(layout) => layout,
        Err(_) => panic!("a grid of boxes"),
    }
}

/// A kind's name and side: [`Kind::sized_name`].
#[derive(Clone, Copy, Debug)]
pub struct SizedName(Kind, Lang);

impl fmt::Display for SizedName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, lang) = (self.0, self.1);
        f.write_str(kind.name(lang))?;
        match kind {
            // Their names give the side.
            Kind::Classic | Kind::Six | Kind::Four => Ok(()),
            _ => write!(f, " {0}×{0}", kind.n()),
        }
    }
}

/// Each kind's byte in a saved state (the level menu's kind, a game's grid), whatever the
/// arrows' order.
impl Coded for Kind {
    const BYTES: &'static [(Kind, u8)] = &[
        (Kind::Classic, 0),
        (Kind::X, 1),
        (Kind::Windoku, 2),
        (Kind::Jigsaw, 3),
        (Kind::Killer, 4),
        (Kind::Six, 5),
        (Kind::Four, 6),
    ];
}

/// An entry of the level menu of every kind but the classic: a level a variant is made at,
/// or (on the small grids) a puzzle typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rung {
    /// Made by the core's variant maker at this level.
    Level(Level),
    /// Typed in by the player.
    Own,
}

impl Menu for Rung {
    const ALL: &'static [Rung] = &[
        Rung::Level(Level::Easy),
        Rung::Level(Level::Medium),
        Rung::Level(Level::Hard),
        Rung::Level(Level::Expert),
        Rung::Own,
    ];

    fn label(self, lang: Lang) -> &'static str {
        self.choice().label(lang)
    }
}

impl Rung {
    /// The levels a variant is made at: the first of [`Rung::ALL`], each with its records.
    pub const LEVELS: usize = 4;

    /// Where `level` is among the levels a variant is made at, if it is one.
    pub fn at(level: Level) -> Option<usize> {
        Rung::ALL[..Rung::LEVELS]
            .iter()
            .position(|&r| r == Rung::Level(level))
    }

    /// The classic menu's entry of the same meaning: a game's making.
    pub fn choice(self) -> Choice {
        match self {
            Rung::Level(level) => Choice::Level(level),
            Rung::Own => Choice::Own,
        }
    }
}

/// Each rung's byte in a saved state: a level's, then the puzzle typed in (from format 12).
impl Coded for Rung {
    const BYTES: &'static [(Rung, u8)] = &[
        (Rung::Level(Level::Easy), 0),
        (Rung::Level(Level::Medium), 1),
        (Rung::Level(Level::Hard), 2),
        (Rung::Level(Level::Expert), 3),
        (Rung::Own, 4),
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_and_rung_has_a_byte_of_its_own() {
        crate::state::assert_own_bytes(&Kind::ALL);
        crate::state::assert_own_bytes(Rung::ALL);
        // Each variant's records have a place of their own; the classic grid's are apart.
        assert_eq!(Kind::Classic.variant_index(), None);
        let mut places: heapless::Vec<usize, 8> =
            Kind::ALL.iter().filter_map(|k| k.variant_index()).collect();
        places.sort_unstable();
        assert!(places.iter().copied().eq(0..Kind::VARIANTS));
    }

    #[test]
    fn the_arrows_go_round_every_kind() {
        let mut kind = Kind::Classic;
        for expected in Kind::ALL.iter().cycle().skip(1).take(7) {
            kind = kind.step(true);
            assert_eq!(kind, *expected);
            assert_eq!(kind.step(true).step(false), kind);
        }
    }

    /// The small grids offer the levels they reach: a 4×4 easy only, a 6×6 up to hard.
    #[test]
    fn each_kind_offers_the_levels_it_reaches() {
        use Level::*;
        let levels = |kind: Kind| {
            let levels = kind.rungs().iter().filter_map(|r| r.choice().level());
            levels.collect::<heapless::Vec<_, 5>>()
        };
        assert_eq!(levels(Kind::Four), [Easy]);
        assert_eq!(levels(Kind::Six), [Easy, Medium, Hard]);
        assert_eq!(levels(Kind::Killer), [Easy, Medium, Hard, Expert]);
        // A puzzle typed in on the classic grids alone, last.
        for kind in &Kind::ALL[1..] {
            let own = kind.rungs().last() == Some(&Rung::Own);
            assert_eq!(own, kind.typed_in(), "{kind:?}");
        }
        // The first is where the arrows land.
        assert!(Kind::ALL[1..].iter().all(|k| k.rungs()[0] == Rung::ALL[0]));
    }

    /// Each recipe is one the core makes: the side and rules the kind names.
    #[test]
    fn every_kind_asks_the_core_for_its_own_grid() {
        for kind in Kind::ALL {
            let recipe = kind.recipe(Level::Easy);
            assert_eq!(recipe.n, kind.n());
            assert_eq!(recipe.killer, kind == Kind::Killer);
            assert_eq!(recipe.jigsaw, kind == Kind::Jigsaw);
            assert_eq!(recipe.diagonals, kind == Kind::X);
            assert_eq!(recipe.windows, kind == Kind::Windoku);
        }
    }
}
