//! The difficulty scale: the techniques in SE's order with their ratings, the levels players
//! know, and SE numbers and ranges as written.

use super::marks::PATTERNS_HIGHEST;
use crate::name::{UnknownName, by_name};
use core::fmt;
use core::str::FromStr;

/// A solving technique, in SE's order (easiest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The last empty cell of a unit.
    FullHouse,
    /// The only place for a digit in a unit.
    HiddenSingle,
    /// Pointing whose removal leaves a hidden single, placed at once.
    DirectPointing,
    /// Claiming whose removal leaves a hidden single, placed at once.
    DirectClaiming,
    /// A hidden pair whose removal leaves a hidden single, placed at once.
    DirectHiddenPair,
    /// The only digit left for a cell.
    NakedSingle,
    /// A hidden triple whose removal leaves a hidden single, placed at once.
    DirectHiddenTriple,
    /// A digit's places in a box lie on one line: not elsewhere on that line.
    Pointing,
    /// A digit's places on a line lie in one box: not elsewhere in that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// A digit on two rows (columns) in the same two columns (rows).
    XWing,
    /// Two digits with the same two places in a unit.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// A digit on three rows (columns) within three columns (rows).
    Swordfish,
    /// Three digits with three places between them in a unit.
    HiddenTriple,
    /// Two parallel strong links on a digit, joined at one end.
    Skyscraper,
    /// A strong link in a row and one in a column, joined in a box.
    TwoStringKite,
    /// A strong link in a box and one in a line, joined at one end.
    TurbotFish,
    /// A box whose places for a digit lie on one row and one column, with a line's
    /// strong link.
    EmptyRectangle,
    /// A pivot {x,y} seeing pincers {x,z} and {y,z}: no z where both pincers see.
    XyWing,
    /// A pivot {x,y,z} seeing pincers {x,z} and {y,z}: no z where all three see.
    XyzWing,
    /// Four cells in two boxes that would hold a deadly pair {a,b}.
    UniqueRectangle,
    /// Six or more cells, two in each unit they visit, that would hold a deadly pair.
    UniqueLoop,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// A digit on four rows (columns) within four columns (rows).
    Jellyfish,
    /// Four digits with four places between them in a unit.
    HiddenQuad,
    /// Three strong links on a digit, joined end to end by weak links.
    ThreeStrongLinks,
    /// Three cells of a unit holding four digits, with a bivalue cell.
    WxyzWing,
    /// Bivalue universal grave: a grid that, but for a few candidates, would have two
    /// candidates in every cell and two places for every digit in every unit.
    Bug,
    /// Four strong links on a digit, joined end to end by weak links.
    FourStrongLinks,
    /// Four cells of a unit holding five digits, with a bivalue cell.
    VwxyzWing,
    /// Two cells whose every pair of values some bivalue cell they both see forbids.
    AlignedPairExclusion,
    /// A loop of strong and weak links on one digit.
    XCycle,
    /// A loop through bivalue cells.
    YCycle,
    /// A chain on one digit from a candidate to its own negation.
    ForcingXChain,
    /// A loop mixing links on one digit and bivalue cells.
    BidirectionalCycle,
    /// A chain mixing both kinds of link from a candidate to its own negation.
    ForcingChain,
    /// Three cells whose every triple of values some cell they all see forbids.
    AlignedTripleExclusion,
    /// A candidate whose placement, followed on its digit alone, contradicts itself.
    Nishio,
    /// Every candidate of one cell implies the same conclusion.
    CellForcingChain,
    /// Every place of a digit in one unit implies the same conclusion.
    RegionForcingChain,
    /// Forcing chains followed with the grid updated along the way.
    DynamicForcingChain,
    /// Dynamic forcing chains that also use locked candidates, pairs and X-wings.
    DynamicForcingChainPlus,
    /// Dynamic forcing chains (+) that also use forcing chains and cycles on the way.
    NestedForcingChain,
    /// Nested forcing chains that also use cell and region forcing chains.
    NestedMultipleForcingChain,
    /// Dynamic forcing chains (+) that also use dynamic forcing chains on the way.
    NestedDynamicForcingChain,
    /// Dynamic forcing chains (+) that also use dynamic forcing chains (+) on the way.
    NestedDynamicForcingChainPlus,
    /// None of the above applies: a digit was taken from the solution.
    Guess,
    /// Hints only (SE finds these as chains): four or more cells with the same two
    /// candidates, each seeing the next.
    RemotePair,
    /// Hints only: an X-wing whose base lines also hold the digit in one box.
    FinnedXWing,
    /// Hints only: two cells {x,y} joined by a strong link on x.
    WWing,
    /// Hints only: a swordfish whose base lines also hold the digit in one box.
    FinnedSwordfish,
    /// Hints only: the strong links on a digit, coloured true and false in turn.
    SimpleColouring,
    /// Hints only: a chain of two-candidate cells from x to x.
    XyChain,
    /// Hints only: two almost locked sets with a restricted common digit.
    AlsXz,
    /// Killer: a cage's cells keep the digits of the ways of making its sum.
    CageCombination,
    /// Killer: a house's cells outside the cages it holds whole make the rest of its total
    /// (the 45 rule on 9×9: innies and outies).
    Rule45,
    /// Killer: a digit every way of a cage uses, its places in the cage all in one house,
    /// is nowhere else in that house.
    CageIntersection,
}

impl Technique {
    /// All techniques: SE's, easiest first, up to the guess; then the patterns only hints
    /// name ([`PencilMarks::hint`](super::PencilMarks::hint)); then killer's own, which
    /// grade variant puzzles ([`VariantSolver::grade`](crate::sudoku::variant::VariantSolver::grade)).
    pub const ALL: [Technique; 58] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriple,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle,
        Technique::UniqueLoop,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::ThreeStrongLinks,
        Technique::WxyzWing,
        Technique::Bug,
        Technique::FourStrongLinks,
        Technique::VwxyzWing,
        Technique::AlignedPairExclusion,
        Technique::XCycle,
        Technique::YCycle,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::AlignedTripleExclusion,
        Technique::Nishio,
        Technique::CellForcingChain,
        Technique::RegionForcingChain,
        Technique::DynamicForcingChain,
        Technique::DynamicForcingChainPlus,
        Technique::NestedForcingChain,
        Technique::NestedMultipleForcingChain,
        Technique::NestedDynamicForcingChain,
        Technique::NestedDynamicForcingChainPlus,
        Technique::Guess,
        Technique::RemotePair,
        Technique::FinnedXWing,
        Technique::WWing,
        Technique::FinnedSwordfish,
        Technique::SimpleColouring,
        Technique::XyChain,
        Technique::AlsXz,
        Technique::CageCombination,
        Technique::Rule45,
        Technique::CageIntersection,
    ];

    /// The name in snake case (the JSON key) and as players write it.
    const NAMES: [(&'static str, &'static str); Technique::ALL.len()] = [
        ("full_house", "full house"),
        ("hidden_single", "hidden single"),
        ("direct_pointing", "direct pointing"),
        ("direct_claiming", "direct claiming"),
        ("direct_hidden_pair", "direct hidden pair"),
        ("naked_single", "naked single"),
        ("direct_hidden_triple", "direct hidden triple"),
        ("pointing", "pointing"),
        ("claiming", "claiming"),
        ("naked_pair", "naked pair"),
        ("x_wing", "X-wing"),
        ("hidden_pair", "hidden pair"),
        ("naked_triple", "naked triple"),
        ("swordfish", "swordfish"),
        ("hidden_triple", "hidden triple"),
        ("skyscraper", "skyscraper"),
        ("two_string_kite", "two-string kite"),
        ("turbot_fish", "turbot fish"),
        ("empty_rectangle", "empty rectangle"),
        ("xy_wing", "XY-wing"),
        ("xyz_wing", "XYZ-wing"),
        ("unique_rectangle", "unique rectangle"),
        ("unique_loop", "unique loop"),
        ("naked_quad", "naked quad"),
        ("jellyfish", "jellyfish"),
        ("hidden_quad", "hidden quad"),
        ("three_strong_links", "three strong links"),
        ("wxyz_wing", "WXYZ-wing"),
        ("bug", "BUG"),
        ("four_strong_links", "four strong links"),
        ("vwxyz_wing", "VWXYZ-wing"),
        ("aligned_pair_exclusion", "aligned pair exclusion"),
        ("x_cycle", "X-cycle"),
        ("y_cycle", "Y-cycle"),
        ("forcing_x_chain", "forcing X-chain"),
        ("bidirectional_cycle", "bidirectional cycle"),
        ("forcing_chain", "forcing chain"),
        ("aligned_triple_exclusion", "aligned triple exclusion"),
        ("nishio", "nishio forcing chain"),
        ("cell_forcing_chain", "cell forcing chain"),
        ("region_forcing_chain", "region forcing chain"),
        ("dynamic_forcing_chain", "dynamic forcing chain"),
        ("dynamic_forcing_chain_plus", "dynamic forcing chain (+)"),
        ("nested_forcing_chain", "nested forcing chain"),
        (
            "nested_multiple_forcing_chain",
            "nested multiple forcing chain",
        ),
        (
            "nested_dynamic_forcing_chain",
            "nested dynamic forcing chain",
        ),
        (
            "nested_dynamic_forcing_chain_plus",
            "nested dynamic forcing chain (+)",
        ),
        ("guess", "guess"),
        ("remote_pair", "remote pair"),
        ("finned_x_wing", "finned X-wing"),
        ("w_wing", "W-wing"),
        ("finned_swordfish", "finned swordfish"),
        ("simple_colouring", "simple colouring"),
        ("xy_chain", "XY-chain"),
        ("als_xz", "ALS-XZ"),
        ("cage_combination", "cage combination"),
        ("rule_45", "45 rule"),
        ("cage_intersection", "cage intersection"),
    ];

    /// Whether a rating can take it: SE's techniques, the guess and killer's own, not the
    /// patterns only hints name.
    pub const fn rates(self) -> bool {
        let i = self as usize;
        i <= Technique::Guess as usize || i >= Technique::CageCombination as usize
    }

    /// Whether it belongs to killer's cages: classic grids never use it.
    pub const fn is_killer(self) -> bool {
        self as usize >= Technique::CageCombination as usize
    }

    /// The name in snake case (also the JSON key).
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize].0
    }

    /// SE's base rating in tenths (a chain's length adds to it); for the patterns only
    /// hints name, a figure that orders hints (see [`PencilMarks::hint`](super::PencilMarks::hint));
    /// for killer's own, jiugong's figure among SE's: a cage's ways beside the singles, the
    /// 45 rule and cage intersections beside locked candidates.
    pub const fn base(self) -> u8 {
        const BASE: [u8; Technique::ALL.len()] = [
            10, 12, 17, 19, 20, 23, 25, 26, 28, 30, 32, 34, 36, 38, 40, 40, 41, 41, 43, 42, 44, 45,
            46, 50, 52, 54, 54, 55, 56, 58, 62, 62, 65, 65, 66, 70, 70, 75, 75, 80, 80, 85, 90, 95,
            100, 105, 105, 100, 43, 43, 44, 45, 48, 50, 55, 20, 27, 29,
        ];
        BASE[self as usize]
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Self::NAMES[*self as usize].1)
    }
}

/// A difficulty level: a band of the SE rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// SE 1.0–2.4: singles.
    Easy,
    /// SE 2.5–3.4: locked candidates, pairs, X-wing.
    Medium,
    /// SE 3.5–4.4: triples, swordfish, XY- and XYZ-wings.
    Hard,
    /// SE 4.5–6.4: uniqueness, quads, jellyfish, aligned pair exclusion.
    Expert,
    /// SE 6.5 and up: chains.
    Diabolical,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Diabolical,
    ];

    /// The level's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Diabolical => "diabolical",
        }
    }

    /// The level's band of SE ratings.
    pub const fn band(self) -> SeRange {
        let (low, high) = match self {
            Level::Easy => (10, 24),
            Level::Medium => (25, 34),
            Level::Hard => (35, 44),
            Level::Expert => (45, 64),
            Level::Diabolical => (65, u8::MAX),
        };
        SeRange {
            low: Se(low),
            high: Se(high),
        }
    }

    /// The level whose band holds an SE rating in tenths.
    ///
    /// ```
    /// use jiugong_core::sudoku::Level;
    ///
    /// assert_eq!(Level::of_se(24), Level::Easy); // 2.4
    /// assert_eq!(Level::of_se(25), Level::Medium);
    /// assert_eq!(Level::of_se(120), Level::Diabolical);
    /// for level in Level::ALL {
    ///     assert_eq!(Level::of_se(level.band().low.0), level);
    /// }
    /// ```
    pub const fn of_se(se: u8) -> Level {
        if se < 25 {
            Level::Easy
        } else if se < 35 {
            Level::Medium
        } else if se < 45 {
            Level::Hard
        } else if se < 65 {
            Level::Expert
        } else {
            Level::Diabolical
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        by_name(
            &Level::ALL,
            Level::name,
            s,
            "one of easy, medium, hard, expert, diabolical",
        )
    }
}

/// An SE rating in tenths, written with one decimal (`45` is `4.5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Se(pub u8);

impl Se {
    /// The lowest rating: a puzzle solved by hidden singles alone.
    pub const EASIEST: Se = Se(10);

    /// The highest rating of any puzzle known (Sudoku Explainer's scale tops out at 11.9).
    pub const HARDEST_KNOWN: Se = Se(119);

    /// The rating as a number (`4.5`).
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Se {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl FromStr for Se {
    type Err = UnknownName;

    /// `4.2` or `4`: a whole number of tenths from 0.0 to 25.5.
    fn from_str(s: &str) -> Result<Se, UnknownName> {
        const EXPECTED: &str = "an SE rating such as 4.2 (one decimal, at most 25.5)";
        let (whole, tenth) = s.split_once('.').unwrap_or((s, "0"));
        let digit_string = |t: &str, most: usize| {
            (1..=most).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit())
        };
        if !digit_string(whole, 2) || !digit_string(tenth, 1) {
            return Err(UnknownName { expected: EXPECTED });
        }
        let tenths = whole
            .bytes()
            .chain(tenth.bytes())
            .fold(0u16, |n, b| n * 10 + u16::from(b - b'0'));
        u8::try_from(tenths)
            .map(Se)
            .map_err(|_| UnknownName { expected: EXPECTED })
    }
}

/// SE ratings from `low` to `high`, both included: a level's band, or what
/// `jiugong sudoku puzzle --rating 4.0..5.0` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeRange {
    /// The lowest rating in the range.
    pub low: Se,
    /// The highest rating in the range (`Se(255)`: no upper end).
    pub high: Se,
}

impl SeRange {
    /// Whether a rating in tenths lies in the range.
    pub const fn contains(self, se: u8) -> bool {
        self.low.0 <= se && se <= self.high.0
    }

    /// Whether a rating in the range can need chains: it reaches above the pattern
    /// techniques' highest figure, 6.4.
    pub const fn needs_chains(self) -> bool {
        self.high.0 > PATTERNS_HIGHEST
    }
}

impl fmt::Display for SeRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.low, self.high) {
            (low, high) if low == high => write!(f, "{low}"),
            (low, Se(u8::MAX)) => write!(f, "{low} and up"),
            (low, high) => write!(f, "{low}–{high}"),
        }
    }
}

impl FromStr for SeRange {
    type Err = UnknownName;

    /// `4.2` (exactly), `4.0..5.0` (from 4.0, 5.0 excluded, as in Rust), `4.0..=5.0` (5.0
    /// included) or `6.5..` (6.5 and up).
    fn from_str(s: &str) -> Result<SeRange, UnknownName> {
        let bad = UnknownName {
            expected: "an SE rating (4.2) or a range of them: 4.0..5.0 (5.0 excluded), \
                       4.0..=5.0 (included) or 6.5.. (and up)",
        };
        let range = match s.split_once("..") {
            None => {
                let se = s.parse().map_err(|_| bad)?;
                SeRange { low: se, high: se }
            }
            Some((low, high)) => {
                let low = low.parse().map_err(|_| bad)?;
                let high = match high.strip_prefix('=') {
                    Some(high) => high.parse().map_err(|_| bad)?,
                    None if high.is_empty() => Se(u8::MAX),
                    None => {
                        let Se(end) = high.parse().map_err(|_| bad)?;
                        Se(end.checked_sub(1).ok_or(bad)?)
                    }
                };
                SeRange { low, high }
            }
        };
        if range.low > range.high {
            return Err(UnknownName {
                expected: "a range with its low end below its high end",
            });
        }
        if range.high < Se::EASIEST || range.low > Se::HARDEST_KNOWN {
            return Err(UnknownName {
                expected: "a rating that puzzles have: SE ratings run from 1.0 (a single) to \
                           11.9 (the hardest puzzles known)",
            });
        }
        Ok(range)
    }
}
