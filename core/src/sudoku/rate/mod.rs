//! Difficulty as players measure it: Sudoku Explainer's scale (SE, kept up as Sukaku
//! Explainer), reproduced with Sukaku Explainer's default set of techniques.
//!
//! [`PencilMarks`] holds a partly solved grid with its pencil marks. A step uses the easiest
//! technique that applies, in SE's order; each technique has SE's base rating, raised by its
//! size or, for chains, by their length. [`Rater::rate`] takes steps until the grid is solved:
//! the puzzle's rating is the hardest step's. The pattern techniques (singles up to aligned
//! pair exclusion, `basic` and `patterns`) need no memory beyond the grid; chains (6.5 and
//! up, `chains`) search in a workspace, [`Chains`], that the caller lends.
//!
//! | SE | technique |
//! |---|---|
//! | 1.0 | full house (the last cell of a unit) |
//! | 1.2, 1.5 | hidden single in a box, in a row or column |
//! | 1.7, 1.9 | direct pointing, direct claiming (the removal leaves a hidden single) |
//! | 2.0 | direct hidden pair |
//! | 2.3 | naked single |
//! | 2.5 | direct hidden triple |
//! | 2.6, 2.8 | pointing, claiming |
//! | 3.0, 3.2, 3.4 | naked pair, X-wing, hidden pair |
//! | 3.6, 3.8, 4.0 | naked triple, swordfish, hidden triple |
//! | 4.0, 4.1 | skyscraper; two-string kite, turbot fish (two strong links) |
//! | 4.3 | empty rectangle |
//! | 4.2, 4.4 | XY-wing, XYZ-wing |
//! | 4.5–4.8 | unique rectangle (types 1–4; type 3 adds its set's size) |
//! | 4.6, 4.7, 5.0 | unique loops of 6, 8 and more cells (types 1–4) |
//! | 5.0, 5.2, 5.4 | naked quad, jellyfish, hidden quad |
//! | 5.4–5.6, 5.8–6.0 | three and four strong links |
//! | 5.5–5.6 | WXYZ-wing |
//! | 5.6, 5.7+ | bivalue universal grave: type 1; types 2–4 |
//! | 6.2–6.4 | VWXYZ-wing |
//! | 6.2 | aligned pair exclusion |
//! | 6.5+ | X-cycles and Y-cycles (+0.1 for each step in length) |
//! | 6.6+ | forcing X-chains |
//! | 7.0+ | bidirectional cycles, forcing chains |
//! | 7.5 | aligned triple exclusion |
//! | 7.5+ | nishio forcing chains |
//! | 8.0+ | cell and region forcing chains |
//! | 8.5+ | dynamic forcing chains |
//! | 9.0+ | dynamic forcing chains (+) |
//! | 9.5+ | nested forcing chains: dynamic (+) runs that use forcing chains and cycles |
//! | 10.0+ | nested multiple forcing chains: … that also use cell and region forcing chains |
//! | 10.5+ | nested dynamic forcing chains: … that use dynamic forcing chains, then (+) ones |
//!
//! A chain's rating grows with its length as SE's does: +0.1 each time the chain's count of
//! links (less two) passes 4, 6, 8, 12, 16, 24, 32, … (each ceiling ×3/2 then ×4/3 in turn);
//! a nested chain's count includes the chains inside it. Nested chains search a second
//! workspace ([`Chains::nested_step`]) and take seconds a step. Should nothing apply, a
//! digit is taken from the solution, a [`Technique::Guess`] rated 10.0 (no puzzle of the
//! data sets in `tests/data` has needed one).
//!
//! The five levels are bands of the SE rating:
//!
//! | level | SE | needs |
//! |---|---|---|
//! | easy | 1.0–2.4 | singles |
//! | medium | 2.5–3.4 | locked candidates, naked and hidden pairs, X-wing |
//! | hard | 3.5–4.4 | triples, swordfish, XY- and XYZ-wings |
//! | expert | 4.5–6.4 | uniqueness, quads, jellyfish, strong links, BUG, big wings, APE |
//! | diabolical | 6.5 and up | chains |

mod basic;
mod chains;
mod hints;
mod patterns;
mod unique;

pub use chains::Chains;

use super::grid::Grid;
use super::solver::{SolveError, Solver};
use super::units::{CELLS, PEERS, UNITS, Unit, col_of, row_of};
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
}

impl Technique {
    /// All techniques: SE's, easiest first, up to the guess; then the patterns only hints
    /// name ([`PencilMarks::hint`]).
    pub const ALL: [Technique; 55] = [
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
    ];

    /// Whether a rating can take it: SE's techniques and the guess, not the patterns only
    /// hints name.
    pub const fn rates(self) -> bool {
        self as usize <= Technique::Guess as usize
    }

    /// The name in snake case (also the JSON key).
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize].0
    }

    /// SE's base rating in tenths (a chain's length adds to it); for the patterns only
    /// hints name, a figure that orders hints (see [`PencilMarks::hint`]).
    pub const fn base(self) -> u8 {
        const BASE: [u8; Technique::ALL.len()] = [
            10, 12, 17, 19, 20, 23, 25, 26, 28, 30, 32, 34, 36, 38, 40, 40, 41, 41, 43, 42, 44, 45,
            46, 50, 52, 54, 54, 55, 56, 58, 62, 62, 65, 65, 66, 70, 70, 75, 75, 80, 80, 85, 90, 95,
            100, 105, 105, 100, 43, 43, 44, 45, 48, 50, 55,
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

/// One logical step: a digit placed, or candidates removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Its SE rating in tenths: the technique's base, raised by size or length.
    pub se: u8,
    /// The unit the pattern lives in, where there is one.
    pub unit: Option<Unit>,
    /// `(cell, digit)` placed, for singles, direct techniques and guesses.
    pub placement: Option<(u8, u8)>,
    /// Candidates removed: bit `d - 1` of `removals[cell]` for digit `d`.
    pub removals: [u16; CELLS],
    /// The cells the pattern stands on (bit `c` for cell `c`): where a player looks to see
    /// why. The placed cell for a single (its unit is `unit`); for chains, a cycle's cells or
    /// a forcing chain's first cell, and nothing for the multiple forcing chains.
    pub cells: Cells,
}

impl Step {
    fn place(technique: Technique, unit: Option<Unit>, cell: usize, digit: u8) -> Step {
        Step {
            technique,
            se: technique.base(),
            unit,
            placement: Some((cell as u8, digit)),
            removals: [0; CELLS],
            cells: 1 << cell,
        }
    }

    /// A digit taken from the solution: a [`Technique::Guess`].
    pub fn guess(cell: usize, digit: u8) -> Step {
        Step::place(Technique::Guess, None, cell, digit)
    }

    fn eliminate(technique: Technique, unit: Option<Unit>) -> Step {
        Step {
            technique,
            se: technique.base(),
            unit,
            placement: None,
            removals: [0; CELLS],
            cells: 0,
        }
    }

    /// Number of candidates the step removes.
    pub fn removed(&self) -> u32 {
        self.removals.iter().map(|m| m.count_ones()).sum()
    }

    /// The step if it removes anything.
    fn worth(self) -> Option<Step> {
        (self.removed() > 0).then_some(self)
    }
}

/// The highest rating of a pattern technique ([`PencilMarks::next_step`]), in tenths: above it,
/// chains.
const PATTERNS_HIGHEST: u8 = 64;

/// A grid with its pencil marks (candidates), for logical solving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PencilMarks {
    grid: Grid,
    cand: [u16; CELLS],
}

/// A set of cells, bit `c` for cell `c`.
pub type Cells = u128;

/// The set of the cells `cells`.
fn cell_set(cells: impl IntoIterator<Item = usize>) -> Cells {
    cells.into_iter().fold(0, |m, c| m | 1 << c)
}

/// The peers of each cell as a set.
const PEER_SETS: [Cells; CELLS] = {
    let mut sets = [0; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut i = 0;
        while i < PEERS[c].len() {
            sets[c] |= 1 << PEERS[c][i];
            i += 1;
        }
        c += 1;
    }
    sets
};

/// The cells of each unit (indexed like `UNITS`) as a set.
const UNIT_SETS: [Cells; 27] = {
    let mut sets = [0; 27];
    let mut u = 0;
    while u < 27 {
        let mut i = 0;
        while i < 9 {
            sets[u] |= 1 << UNITS[u][i];
            i += 1;
        }
        u += 1;
    }
    sets
};

/// The peers of `cell` as a set.
fn peers(cell: usize) -> Cells {
    PEER_SETS[cell]
}

/// The `k`-subsets of the set bits of `mask` (k ≤ 4), as masks.
fn subsets_of(mask: u16, k: usize) -> impl Iterator<Item = u16> {
    let mut bits = [0u8; 16];
    let mut n = 0;
    for b in (0..16).filter(|b| mask & 1 << b != 0) {
        bits[n] = b;
        n += 1;
    }
    basic::Subsets::new(n, k).map(move |m| {
        (0..n)
            .filter(|i| m & 1 << i != 0)
            .fold(0u16, |s, i| s | 1 << bits[i])
    })
}

/// The cells of a set, in order.
fn members(set: Cells) -> impl Iterator<Item = usize> + Clone {
    let mut rest = set;
    core::iter::from_fn(move || {
        let c = rest.trailing_zeros() as usize;
        rest &= rest.wrapping_sub(1);
        (c < 128).then_some(c)
    })
}

/// Bits `0..9` of a candidate mask as digits `1..=9`.
fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (0..9u8)
        .filter(move |d| mask & (1 << d) != 0)
        .map(|d| d + 1)
}

impl PencilMarks {
    /// Pencil marks for `puzzle`: every digit not seen by a cell's peers.
    pub fn new(puzzle: &Grid) -> Result<PencilMarks, SolveError> {
        if let Some(c) = puzzle.first_conflict() {
            return Err(SolveError::Conflict(c));
        }
        let mut logic = PencilMarks {
            grid: Grid::EMPTY,
            cand: [0x1ff; CELLS],
        };
        for (cell, &v) in puzzle.cells().iter().enumerate() {
            if v != 0 {
                logic.place(cell, v);
            }
        }
        Ok(logic)
    }

    /// The grid as filled so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Candidates of `cell` (bit `d - 1` for digit `d`; 0 for a filled cell).
    pub fn candidates(&self, cell: usize) -> u16 {
        self.cand[cell]
    }

    fn place(&mut self, cell: usize, digit: u8) {
        self.grid.put(cell, digit);
        self.cand[cell] = 0;
        let bit = 1u16 << (digit - 1);
        for &p in PEERS[cell].iter() {
            self.cand[p as usize] &= !bit;
        }
    }

    /// Applies a step found by [`PencilMarks::next_step`] or [`Chains::next_step`].
    pub fn apply(&mut self, step: &Step) {
        if let Some((cell, digit)) = step.placement {
            self.place(cell as usize, digit);
        }
        self.remove_candidates(&step.removals);
    }

    /// Removes candidates known to be wrong: bit `d - 1` of `removals[cell]` for digit `d`
    /// (what earlier steps removed, say).
    pub fn remove_candidates(&mut self, removals: &[u16; CELLS]) {
        for (c, &r) in self.cand.iter_mut().zip(removals.iter()) {
            *c &= !r;
        }
    }

    /// The next step by the easiest pattern technique that makes progress (up to aligned
    /// pair exclusion, SE 6.2), or `None` when none applies or the grid is full. Chains are
    /// [`Chains::next_step`]'s.
    pub fn next_step(&self) -> Option<Step> {
        self.full_house()
            .or_else(|| self.hidden_single())
            .or_else(|| self.locking(true))
            .or_else(|| self.hidden_subset(2, true))
            .or_else(|| self.naked_single())
            .or_else(|| self.hidden_subset(3, true))
            .or_else(|| self.locking(false))
            .or_else(|| self.naked_subset(2))
            .or_else(|| self.fish(2))
            .or_else(|| self.hidden_subset(2, false))
            .or_else(|| self.naked_subset(3))
            .or_else(|| self.fish(3))
            .or_else(|| self.hidden_subset(3, false))
            .or_else(|| self.two_strong_links())
            .or_else(|| self.xy_wing(false))
            .or_else(|| self.xy_wing(true))
            .or_else(|| self.unique_loop())
            .or_else(|| self.naked_subset(4))
            .or_else(|| self.fish(4))
            .or_else(|| self.hidden_subset(4, false))
            .or_else(|| self.strong_links(3))
            .or_else(|| self.big_wing(4))
            .or_else(|| self.bug())
            .or_else(|| self.strong_links(4))
            .or_else(|| self.big_wing(5))
            .or_else(|| self.aligned_exclusion(2))
    }

    /// Places of digit `bit` in unit `u` as a 9-bit mask over the unit's cells.
    fn places(&self, u: usize, bit: u16) -> u16 {
        let mut m = 0;
        for (i, &cell) in UNITS[u].iter().enumerate() {
            if self.cand[cell as usize] & bit != 0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// The cells holding candidate `bit`.
    fn holding(&self, bit: u16) -> Cells {
        (0..CELLS).fold(0, |m, c| {
            if self.cand[c] & bit != 0 {
                m | 1 << c
            } else {
                m
            }
        })
    }

    /// Empty cells of unit `u`.
    fn empty_in(&self, u: usize) -> u32 {
        UNITS[u]
            .iter()
            .filter(|&&c| self.grid.get(c as usize) == 0)
            .count() as u32
    }
}

/// A puzzle's difficulty: its SE rating, its level and how often each technique was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The band of `se`.
    pub level: Level,
    /// The hardest step's SE rating, in tenths.
    pub se: u8,
    /// The hardest step's technique.
    pub hardest: Technique,
    /// Uses of each technique, indexed like [`Technique::ALL`].
    pub counts: [u32; Technique::ALL.len()],
}

impl Rating {
    /// Uses of one technique.
    pub fn count(&self, t: Technique) -> u32 {
        self.counts[t as usize]
    }

    /// The SE rating, for display (`4.5`).
    pub fn se(&self) -> Se {
        Se(self.se)
    }
}

/// What rating needs besides the grid: a solver (to check the solution is unique and to
/// supply a guess) and two chain workspaces (the second for nested chains). About 270 KB;
/// keep one and reuse it (boxed).
pub struct Rater {
    solver: Solver,
    chains: Chains,
    nested: Chains,
}

impl Default for Rater {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Rater {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Rater")
    }
}

impl Rater {
    /// A rater.
    pub const fn new() -> Rater {
        Rater {
            solver: Solver::new(),
            chains: Chains::new(),
            nested: Chains::new(),
        }
    }

    /// The next step by the easiest technique, chains and nested chains included.
    pub fn next_step(&mut self, logic: &PencilMarks) -> Option<Step> {
        logic
            .next_step()
            .or_else(|| chain_step(&mut self.chains, &mut self.nested, logic))
    }

    /// Rates a puzzle with exactly one solution (anything else is an error, found by the
    /// solver).
    ///
    /// ```
    /// use jiugong_core::sudoku::{Grid, Level, Rater, Technique};
    ///
    /// // One empty cell: the last of its row, column and box, SE 1.0.
    /// let mut grid = Grid::parse_line(
    ///     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    /// )?;
    /// grid.set(0, 0)?;
    /// let rating = Rater::new().rate(&grid)?;
    /// assert_eq!((rating.level, rating.se, rating.hardest), (Level::Easy, 10, Technique::FullHouse));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn rate(&mut self, puzzle: &Grid) -> Result<Rating, SolveError> {
        self.rate_with(puzzle, |_| {})
    }

    /// [`Rater::rate`], calling `each` with every step on the way (the solving path).
    pub fn rate_with(
        &mut self,
        puzzle: &Grid,
        each: impl FnMut(&Step),
    ) -> Result<Rating, SolveError> {
        let (chains, nested) = (&mut self.chains, &mut self.nested);
        let next = |l: &PencilMarks| chain_step(chains, nested, l);
        rate_by(puzzle, &mut self.solver, next, each)
    }
}

/// The next step by chains: up to dynamic forcing chains (+) in `chains`, then nested ones
/// (with `nested` for the chains inside).
fn chain_step(chains: &mut Chains, nested: &mut Chains, logic: &PencilMarks) -> Option<Step> {
    chains
        .next_step(logic)
        .or_else(|| chains.nested_step(logic, nested))
}

/// Rates a puzzle with the pattern techniques alone (up to SE 6.4), without the chains'
/// workspace: a puzzle that needs chains rates as [`Technique::Guess`] (10.0), so its level
/// (diabolical) is right but not its SE figure. What the generator uses to reach a level.
pub fn rate_patterns(puzzle: &Grid, solver: &mut Solver) -> Result<Rating, SolveError> {
    rate_by(puzzle, solver, |_| None, |_| {})
}

/// The rating loop: steps by the pattern techniques, then by `chains`, then a guess from the
/// solution; `each` sees every step.
fn rate_by(
    puzzle: &Grid,
    solver: &mut Solver,
    mut chains: impl FnMut(&PencilMarks) -> Option<Step>,
    mut each: impl FnMut(&Step),
) -> Result<Rating, SolveError> {
    let solution = solver.solve_unique(puzzle)?;
    let mut logic = PencilMarks::new(puzzle)?;
    let mut rating = Rating {
        level: Level::Easy,
        se: 0,
        hardest: Technique::FullHouse,
        counts: [0; Technique::ALL.len()],
    };
    while !logic.grid.is_complete() {
        let step = match logic.next_step().or_else(|| chains(&logic)) {
            Some(step) => step,
            None => {
                // Guess the cell with the fewest candidates, right (from the solution).
                let cell = (0..CELLS)
                    .filter(|&c| logic.grid.get(c) == 0)
                    .min_by_key(|&c| logic.cand[c].count_ones())
                    .unwrap_or(0);
                Step::guess(cell, solution.get(cell))
            }
        };
        each(&step);
        rating.counts[step.technique as usize] += 1;
        if step.se > rating.se {
            rating.se = step.se;
            rating.hardest = step.technique;
        }
        logic.apply(&step);
    }
    rating.level = Level::of_se(rating.se);
    Ok(rating)
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.technique, Se(self.se))?;
        if let Some(u) = self.unit {
            write!(f, " in {u}")?;
        }
        if let Some((cell, d)) = self.placement {
            let cell = cell as usize;
            write!(f, ": {d} at r{}c{}", row_of(cell) + 1, col_of(cell) + 1)?;
        } else {
            f.write_str(": removes")?;
            let mut first = true;
            for (cell, &m) in self.removals.iter().enumerate() {
                for d in digits(m) {
                    let sep = if first { " " } else { ", " };
                    write!(
                        f,
                        "{sep}{d} from r{}c{}",
                        row_of(cell) + 1,
                        col_of(cell) + 1
                    )?;
                    first = false;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;

    fn grid(s: &str) -> Grid {
        Grid::parse_line(s).unwrap()
    }

    #[test]
    fn singles_only_puzzle_is_easy() {
        // A classic easy puzzle (solvable with singles).
        let p = grid(
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        );
        let r = Rater::new().rate(&p).unwrap();
        assert_eq!(r.level, Level::Easy);
        assert!(r.se <= 23, "{}", r.se());
        let placed: u32 = Technique::ALL[..Technique::Pointing as usize]
            .iter()
            .map(|&t| r.count(t))
            .sum();
        assert_eq!(placed, 81 - p.clue_count() as u32);
    }

    #[test]
    fn hardest_needs_chains() {
        let p = grid(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        );
        let r = Rater::new().rate(&p).unwrap();
        assert_eq!(r.level, Level::Diabolical);
        assert!(r.se >= 90, "{}", r.se());
    }

    #[test]
    fn every_step_is_sound() {
        // Each elimination and placement agrees with the unique solution.
        let p = grid(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let sol = Solver::new().solve_unique(&p).unwrap();
        let mut logic = PencilMarks::new(&p).unwrap();
        let mut rater = Rater::new();
        let mut steps = 0;
        while let Some(step) = rater.next_step(&logic) {
            if let Some((c, d)) = step.placement {
                assert_eq!(sol.get(c as usize), d, "{step}");
            }
            for (c, &m) in step.removals.iter().enumerate() {
                assert_eq!(m & (1 << (sol.get(c).max(1) - 1)), 0, "{step}");
            }
            logic.apply(&step);
            steps += 1;
        }
        assert!(steps > 0);
    }

    #[test]
    fn pointing_example() {
        // Box 1 has digit 1 only on row 1 (column 1 to 3 blocked below): a pointing pair.
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in [9, 10, 11, 18, 19, 20] {
            logic.cand[c] &= !1;
        }
        let step = logic.locking(false).unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(step.removed(), 6);
        assert!((3..9).all(|c| step.removals[c] == 1));
        assert_eq!(format!("{step}").split(',').count(), 6);
    }

    #[test]
    fn skyscraper_example() {
        // Digit 1 has two places in row 1 (c1, c5) and in row 4 (c1, c6): one of the far
        // ends r1c5, r4c6 holds it, so no 1 where both see (r2c6, r3c6, r5c5, r6c5).
        let mut logic = PencilMarks::new(&Grid::EMPTY).unwrap();
        for c in (0..9).filter(|&c| c != 0 && c != 4) {
            logic.cand[c] &= !1;
        }
        for c in (27..36).filter(|&c| c != 27 && c != 32) {
            logic.cand[c] &= !1;
        }
        let step = logic.two_strong_links().unwrap();
        assert_eq!((step.technique, step.se), (Technique::Skyscraper, 40));
        let removed: std::vec::Vec<usize> = (0..CELLS).filter(|&c| step.removals[c] != 0).collect();
        assert_eq!(removed, [14, 23, 40, 49]);
        assert!(step.removals.iter().all(|&m| m == 0 || m == 1));
        // Without the second strong link there is nothing.
        logic.cand[30] |= 1;
        assert_eq!(logic.two_strong_links(), None);
    }

    #[test]
    fn ratings_and_ranges_parse() {
        assert_eq!("4.2".parse::<Se>(), Ok(Se(42)));
        assert_eq!("10".parse::<Se>(), Ok(Se(100)));
        for bad in ["", ".5", "4.", "4.25", "-1", "25.6", "100", "4,2", "a.b"] {
            assert!(bad.parse::<Se>().is_err(), "{bad}");
        }
        let range = |s: &str| s.parse::<SeRange>().map(|r| (r.low.0, r.high.0));
        assert_eq!(range("4.0..5.0"), Ok((40, 49)));
        assert_eq!(range("4.0..=5.0"), Ok((40, 50)));
        assert_eq!(range("6.5.."), Ok((65, 255)));
        for beyond in ["0.5", "12", "12.0..", "0.1..0.9"] {
            assert!(beyond.parse::<SeRange>().is_err(), "{beyond}");
        }
        assert_eq!(range("0.5..1.5"), Ok((5, 14)));
        assert_eq!(range("4.2"), Ok((42, 42)));
        for bad in ["5..5", "5..=4.9", "..5", "4...5", "4..x", "0..0"] {
            assert!(range(bad).is_err(), "{bad}");
        }
        let r = "4.0..5.0".parse::<SeRange>().unwrap();
        assert!(r.contains(40) && r.contains(49) && !r.contains(50) && !r.contains(39));
        assert!(!r.needs_chains() && "6.0..6.6".parse::<SeRange>().unwrap().needs_chains());
        assert_eq!(format!("{r}"), "4.0–4.9");
        assert_eq!(format!("{}", Level::Diabolical.band()), "6.5 and up");
        assert_eq!(format!("{}", "4.2".parse::<SeRange>().unwrap()), "4.2");
        // The levels' bands cover every rating once, in order.
        for se in 10..=u8::MAX {
            let holding: std::vec::Vec<Level> = Level::ALL
                .into_iter()
                .filter(|l| l.band().contains(se))
                .collect();
            assert_eq!(holding, [Level::of_se(se)], "{se}");
        }
    }

    #[test]
    fn names_parse() {
        use crate::sudoku::{Format, Method};
        assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
        let e = "nope".parse::<Level>().unwrap_err();
        assert_eq!(e.expected, "one of easy, medium, hard, expert, diabolical");
        assert_eq!("dig".parse::<Method>(), Ok(Method::Dig));
        assert_eq!("TRANSFORM".parse::<Method>(), Ok(Method::Transform));
        assert!("digs".parse::<Method>().is_err());
        assert_eq!("grid".parse::<Format>(), Ok(Format::Block));
        assert_eq!("block".parse::<Format>(), Ok(Format::Block));
        assert_eq!("line".parse::<Format>(), Ok(Format::Line));
        assert!("lines".parse::<Format>().is_err());
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
    }
}
