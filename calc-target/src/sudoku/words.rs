//! What the core names in English, said in the player's language: techniques, levels,
//! units and SE ratings (a cell's name, `r4c7`, is the same in every language).

use crate::lang::number::Decimal;
use crate::lang::sudoku::Phrase;
use crate::lang::{Fill, Lang};
use core::fmt;
use jiugong_core::sudoku::variant::{At, House, Layout, Site};
use jiugong_core::sudoku::{CELLS, Cells, Level, Se, Technique, Unit};

/// A technique's name, as a hint says it.
pub fn technique(t: Technique) -> Phrase {
    match t {
        Technique::FullHouse => Phrase::FullHouse,
        Technique::HiddenSingle => Phrase::HiddenSingle,
        Technique::DirectPointing => Phrase::DirectPointing,
        Technique::DirectClaiming => Phrase::DirectClaiming,
        Technique::DirectHiddenPair => Phrase::DirectHiddenPair,
        Technique::NakedSingle => Phrase::NakedSingle,
        Technique::DirectHiddenTriple => Phrase::DirectHiddenTriple,
        Technique::Pointing => Phrase::Pointing,
        Technique::Claiming => Phrase::Claiming,
        Technique::NakedPair => Phrase::NakedPair,
        Technique::XWing => Phrase::XWing,
        Technique::HiddenPair => Phrase::HiddenPair,
        Technique::NakedTriple => Phrase::NakedTriple,
        Technique::Swordfish => Phrase::Swordfish,
        Technique::HiddenTriple => Phrase::HiddenTriple,
        Technique::Skyscraper => Phrase::Skyscraper,
        Technique::TwoStringKite => Phrase::TwoStringKite,
        Technique::TurbotFish => Phrase::TurbotFish,
        Technique::EmptyRectangle => Phrase::EmptyRectangle,
        Technique::XyWing => Phrase::XyWing,
        Technique::XyzWing => Phrase::XyzWing,
        Technique::UniqueRectangle => Phrase::UniqueRectangle,
        Technique::UniqueLoop => Phrase::UniqueLoop,
        Technique::NakedQuad => Phrase::NakedQuad,
        Technique::Jellyfish => Phrase::Jellyfish,
        Technique::HiddenQuad => Phrase::HiddenQuad,
        Technique::ThreeStrongLinks => Phrase::ThreeStrongLinks,
        Technique::WxyzWing => Phrase::WxyzWing,
        Technique::Bug => Phrase::Bug,
        Technique::FourStrongLinks => Phrase::FourStrongLinks,
        Technique::VwxyzWing => Phrase::VwxyzWing,
        Technique::AlignedPairExclusion => Phrase::AlignedPairExclusion,
        Technique::XCycle => Phrase::XCycle,
        Technique::YCycle => Phrase::YCycle,
        Technique::ForcingXChain => Phrase::ForcingXChain,
        Technique::BidirectionalCycle => Phrase::BidirectionalCycle,
        Technique::ForcingChain => Phrase::ForcingChain,
        Technique::AlignedTripleExclusion => Phrase::AlignedTripleExclusion,
        Technique::Nishio => Phrase::Nishio,
        Technique::CellForcingChain => Phrase::CellForcingChain,
        Technique::RegionForcingChain => Phrase::RegionForcingChain,
        Technique::DynamicForcingChain => Phrase::DynamicForcingChain,
        Technique::DynamicForcingChainPlus => Phrase::DynamicForcingChainPlus,
        Technique::NestedForcingChain => Phrase::NestedForcingChain,
        Technique::NestedMultipleForcingChain => Phrase::NestedMultipleForcingChain,
        Technique::NestedDynamicForcingChain => Phrase::NestedDynamicForcingChain,
        Technique::NestedDynamicForcingChainPlus => Phrase::NestedDynamicForcingChainPlus,
        Technique::Guess => Phrase::Guess,
        Technique::RemotePair => Phrase::RemotePair,
        Technique::FinnedXWing => Phrase::FinnedXWing,
        Technique::WWing => Phrase::WWing,
        Technique::FinnedSwordfish => Phrase::FinnedSwordfish,
        Technique::SimpleColouring => Phrase::SimpleColouring,
        Technique::XyChain => Phrase::XyChain,
        Technique::AlsXz => Phrase::AlsXz,
        Technique::CageCombination => Phrase::CageCombination,
        Technique::Rule45 => Phrase::Rule45,
        Technique::CageIntersection => Phrase::CageIntersection,
    }
}

/// A level's short name.
pub fn level(level: Level) -> Phrase {
    match level {
        Level::Easy => Phrase::Easy,
        Level::Medium => Phrase::Medium,
        Level::Hard => Phrase::Hard,
        Level::Expert => Phrase::Expert,
        Level::Diabolical => Phrase::Diabolical,
    }
}

/// A unit in words: "row 3", "la colonne 4", "第 5 宫".
#[derive(Clone, Copy, Debug)]
pub struct UnitSaid(pub Unit, pub Lang);

impl fmt::Display for UnitSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (phrase, n) = match self.0 {
            Unit::Row(n) => (Phrase::Row, n),
            Unit::Column(n) => (Phrase::Column, n),
            Unit::Box(n) => (Phrase::Box, n),
        };
        Fill(self.1, phrase.text(self.1), &[&(n + 1)]).fmt(f)
    }
}

/// Units as a sentence names them: "box 5", "rows 3 and 7", "columns 1, 4 and 8" (the
/// units a step gives are of one kind).
#[derive(Clone, Copy, Debug)]
pub struct UnitsSaid<'a>(pub &'a [Unit], pub Lang);

impl fmt::Display for UnitsSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (units, lang) = (self.0, self.1);
        let [first, ..] = units else {
            return Ok(());
        };
        if units.len() == 1 {
            return UnitSaid(*first, lang).fmt(f);
        }
        let kind = match first {
            Unit::Row(_) => Phrase::Rows,
            Unit::Column(_) => Phrase::Columns,
            Unit::Box(_) => Phrase::Boxes,
        };
        Fill(lang, kind.text(lang), &[&Numbers(units, lang)]).fmt(f)
    }
}

/// The numbers of units: "3, 5 and 7".
struct Numbers<'a>(&'a [Unit], Lang);

impl fmt::Display for Numbers<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let numbers = self.0.iter().map(|u| match u {
            Unit::Row(n) | Unit::Column(n) | Unit::Box(n) => n + 1,
        });
        list(f, self.1, self.0.len(), numbers)
    }
}

/// Writes `items` with the language's separators, "a, b and c": `total` is how many the
/// list has in all (the caller counts those past `items`).
fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    lang: Lang,
    total: usize,
    items: impl Iterator<Item = T>,
) -> fmt::Result {
    for (i, item) in items.enumerate() {
        let sep = match i {
            0 => "",
            _ if i + 1 == total => Phrase::ListAnd.text(lang),
            _ => Phrase::ListComma.text(lang),
        };
        write!(f, "{sep}{item}")?;
    }
    Ok(())
}

/// Digits named in a list (bit `d - 1` for digit `d`): "8 and 9", "1, 2 and 4".
#[derive(Clone, Copy, Debug)]
pub struct DigitsSaid(pub u16, pub Lang);

impl fmt::Display for DigitsSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = (1..=16).filter(|d| self.0 >> (d - 1) & 1 != 0);
        list(f, self.1, self.0.count_ones() as usize, digits)
    }
}

/// Cells of a grid of side `n` named in a list: "r1c2, r3c4 and r5c6"; past
/// [`CellsSaid::MOST`] the rest are counted ("…, r8c8 and 3 more").
#[derive(Clone, Copy, Debug)]
pub struct CellsSaid(pub Cells, pub u8, pub Lang);

impl CellsSaid {
    /// Cells named before the rest are counted: a message holds them with its words.
    pub const MOST: usize = 6;
}

impl fmt::Display for CellsSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (cells, n, lang) = (self.0, self.1, self.2);
        let count = cells.count_ones() as usize;
        let named = if count > Self::MOST {
            Self::MOST - 1
        } else {
            count
        };
        let each = (0..CELLS).filter(|&c| cells & 1 << c != 0);
        let named_cells = each.take(named).map(|c| At { cell: c as u8, n });
        list(f, lang, count, named_cells)?;
        if named < count {
            let more = count - named;
            f.write_str(Phrase::ListAnd.text(lang))?;
            Fill(lang, Phrase::More.text(lang), &[&more]).fmt(f)?;
        }
        Ok(())
    }
}

/// What a step takes away from a grid of side `n` (each cell's candidates lost, bit `d - 1`
/// for digit `d`), digit by digit: "no 7 at r1c5 and r1c6; no 9 at r2c2".
#[derive(Clone, Copy, Debug)]
pub struct RemovalsSaid<'a>(pub &'a [u16], pub u8, pub Lang);

impl fmt::Display for RemovalsSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (removals, n, lang) = (self.0, self.1, self.2);
        let mut first = true;
        for digit in 1..=n.min(9) {
            let cells = losing(removals, 1 << (digit - 1));
            if cells == 0 {
                continue;
            }
            if !first {
                f.write_str(Phrase::ListSemicolon.text(lang))?;
            }
            first = false;
            let at = CellsSaid(cells, n, lang);
            Fill(lang, Phrase::NoneAt.text(lang), &[&digit, &at]).fmt(f)?;
        }
        Ok(())
    }
}

/// The cells (of the first 81) whose `removals` take away a candidate of `digits`.
pub fn losing(removals: &[u16], digits: u16) -> Cells {
    removals
        .iter()
        .take(CELLS)
        .enumerate()
        .filter(|&(_, &r)| r & digits != 0)
        .fold(0, |m, (c, _)| m | 1 << c)
}

/// Where a variant's hint looks, in words: "row 3", "piece 2", "the main diagonal",
/// "window 4", "the cage of 3 cells at r1c1, sum 15"; the 45 rule's cells by their house.
#[derive(Clone, Copy, Debug)]
pub struct SiteSaid<'a>(pub Site, pub &'a Layout, pub Lang);

impl fmt::Display for SiteSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (site, layout, lang) = (self.0, self.1, self.2);
        match site {
            Site::Cage { at, sum, cells } => {
                Fill(lang, Phrase::Cage.text(lang), &[&cells, &at, &sum]).fmt(f)
            }
            Site::House(house) | Site::Rest { house, .. } => HouseSaid(house, layout, lang).fmt(f),
        }
    }
}

/// A variant's house in words: "row 3", "box 5", "piece 2", "the main diagonal", "window
/// 4" (a region is a box on a grid of boxes, a piece on a jigsaw).
#[derive(Clone, Copy, Debug)]
pub struct HouseSaid<'a>(pub House, pub &'a Layout, pub Lang);

impl fmt::Display for HouseSaid<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (house, layout, lang) = (self.0, self.1, self.2);
        let (phrase, i) = match house {
            House::Row(i) => (Phrase::Row, i),
            House::Column(i) => (Phrase::Column, i),
            House::Region(i) if layout.is_jigsaw() => (Phrase::Piece, i),
            House::Region(i) => (Phrase::Box, i),
            House::Diagonal(0) => (Phrase::MainDiagonal, 0),
            House::Diagonal(_) => (Phrase::AntiDiagonal, 0),
            House::Window(i) => (Phrase::Window, i),
        };
        Fill(lang, phrase.text(lang), &[&(i + 1)]).fmt(f)
    }
}

/// An SE rating with the language's decimal point: "2.4", "2,4".
#[derive(Clone, Copy, Debug)]
pub struct SeSaid(pub Se, pub Lang);

impl fmt::Display for SeSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Decimal(u64::from(self.0.0), 1, self.1).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::format;

    #[test]
    fn cells_are_listed_and_long_lists_counted() {
        let cells = |list: &[usize]| list.iter().fold(0 as Cells, |m, &c| m | 1 << c);
        let said = |list: &[usize], lang| format!("{}", CellsSaid(cells(list), 9, lang));
        assert_eq!(said(&[3], Lang::En), "r1c4");
        assert_eq!(said(&[3, 80], Lang::En), "r1c4 and r9c9");
        assert_eq!(said(&[0, 1, 2], Lang::Fr), "r1c1, r1c2 et r1c3");
        assert_eq!(said(&[0, 1, 2], Lang::Zh), "r1c1、r1c2、r1c3");
        assert_eq!(
            said(&[0, 1, 2, 3, 4, 5], Lang::En),
            "r1c1, r1c2, r1c3, r1c4, r1c5 and r1c6"
        );
        assert_eq!(
            said(&[0, 1, 2, 3, 4, 5, 6, 7], Lang::En),
            "r1c1, r1c2, r1c3, r1c4, r1c5 and 3 more"
        );
    }

    #[test]
    fn removals_are_said_digit_by_digit() {
        let mut removals = [0u16; CELLS];
        removals[4] = 1 << 6; // 7 from r1c5
        removals[5] = 1 << 6 | 1 << 8; // 7 and 9 from r1c6
        let said = |lang| format!("{}", RemovalsSaid(&removals, 9, lang));
        assert_eq!(said(Lang::En), "no 7 at r1c5 and r1c6; no 9 at r1c6");
        assert_eq!(
            said(Lang::Fr),
            "pas de 7 en r1c5 et r1c6 ; pas de 9 en r1c6"
        );
        assert_eq!(said(Lang::Zh), "r1c5、r1c6 不能填 7；r1c6 不能填 9");
    }

    #[test]
    fn english_says_what_the_core_says() {
        for t in Technique::ALL {
            assert_eq!(technique(t).text(Lang::En), format!("{t}"));
        }
        for l in Level::ALL {
            assert_eq!(level(l).text(Lang::En), l.name());
        }
        for u in [Unit::Row(2), Unit::Column(0), Unit::Box(8)] {
            assert_eq!(format!("{}", UnitSaid(u, Lang::En)), format!("{u}"));
        }
        for se in [Se(10), Se(24), Se(65), Se(112)] {
            assert_eq!(format!("{}", SeSaid(se, Lang::En)), format!("{se}"));
        }
    }

    #[test]
    fn units_are_listed_in_each_language() {
        let rows = [Unit::Row(2), Unit::Row(4), Unit::Row(6)];
        let said = |lang| format!("{}", UnitsSaid(&rows, lang));
        assert_eq!(said(Lang::En), "rows 3, 5 and 7");
        assert_eq!(said(Lang::Fr), "les lignes 3, 5 et 7");
        assert_eq!(said(Lang::Zh), "第 3、5、7 行");
        assert_eq!(format!("{}", SeSaid(Se(24), Lang::Fr)), "2,4");
    }
}
