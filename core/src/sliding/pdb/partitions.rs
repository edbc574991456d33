//! Which pattern databases serve which board: the splits of the tiles into groups the engine
//! knows, their names, and the default for a board.
//!
//! The groups are for the usual goal (tiles in order, the blank last); a goal with the blank
//! in another corner is first renamed onto it ([`Renaming`](crate::sliding::Renaming)). The
//! host builds or reads one table a group ([`Build`](super::Build)) and lends them to a
//! [`PatternDatabase`](super::PatternDatabase) a partition.

use crate::name::{UnknownName, by_name};
use crate::sliding::Size;

/// One partition of the tiles into disjoint groups: the groups' tiles.
pub type Partition = &'static [&'static [u8]];

/// A choice of pattern databases: one or two partitions of a board's tiles, whose estimates
/// (each with the reflection) are maximised.
///
/// ```
/// use jiugong_core::sliding::Size;
/// use jiugong_core::sliding::pdb::Split;
///
/// let split: Split = "5-5-5".parse()?;
/// assert_eq!(split.size(), Size::new(4, 4)?);
/// assert_eq!(split.partitions().len(), 1);
/// assert_eq!(split.groups().count(), 3);
/// // Every partition holds each tile but the blank exactly once.
/// for split in Split::ALL {
///     let tiles = split.size().cells() as u8 - 1;
///     for partition in split.partitions() {
///         let mut all: Vec<u8> = partition.iter().flat_map(|g| g.iter().copied()).collect();
///         all.sort();
///         assert_eq!(all, (1..=tiles).collect::<Vec<u8>>(), "{}", split.name());
///     }
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Split {
    /// 4×4: Korf and Felner's 7-8 split, the top two rows' tiles and the bottom two rows'.
    SevenEight,
    /// 4×4: three groups of five tiles.
    FiveFiveFive,
    /// 5×5: four compact groups of six tiles (Korf and Felner split the 24-puzzle so).
    SixSixSixSix,
    /// 5×5: the 6-6-6-6 split and a second split into other compact groups of six; the
    /// larger of the two estimates.
    TwoSixSixSixSix,
}

/// Four compact blocks of the 5×5 board: the top left 2×3, the top right 2×2 with the two
/// cells under it, the bottom left 3×2, and the rest around the blank.
const SIX_BLOCKS: Partition = &[
    &[1, 2, 3, 6, 7, 8],
    &[4, 5, 9, 10, 14, 15],
    &[11, 12, 16, 17, 21, 22],
    &[13, 18, 19, 20, 23, 24],
];

/// Four others around the centre, none a block of [`SIX_BLOCKS`] or its reflection: the top
/// row with the cell under its left end, the 2×3 in the middle, a hook on the right down to
/// the blank, and one on the left. Either split is about as strong; the larger of the two
/// estimates cuts the nodes of an optimal search by half or more.
const SIX_AROUND_CENTRE: Partition = &[
    &[1, 2, 3, 4, 5, 6],
    &[7, 8, 9, 12, 13, 14],
    &[10, 15, 18, 19, 20, 24],
    &[11, 16, 17, 21, 22, 23],
];

impl Split {
    /// Every split, the 4×4 ones first.
    pub const ALL: [Split; 4] = [
        Split::SevenEight,
        Split::FiveFiveFive,
        Split::SixSixSixSix,
        Split::TwoSixSixSixSix,
    ];

    /// The split a board searches over by default: 7-8 on 4×4; on 5×5 2x6-6-6-6 for an
    /// optimal solution, whose search takes fewer nodes and less time over it, and 6-6-6-6
    /// for a `fast` one, which spends a number of nodes; none on the other sizes (Manhattan
    /// distance and linear conflict serve them).
    ///
    /// ```
    /// use jiugong_core::sliding::Size;
    /// use jiugong_core::sliding::pdb::Split;
    ///
    /// let five = Size::new(5, 5)?;
    /// assert_eq!(Split::default_for(Size::new(4, 4)?, false), Some(Split::SevenEight));
    /// assert_eq!(Split::default_for(five, false), Some(Split::TwoSixSixSixSix));
    /// assert_eq!(Split::default_for(five, true), Some(Split::SixSixSixSix));
    /// assert_eq!(Split::default_for(Size::new(4, 5)?, false), None);
    /// # Ok::<(), jiugong_core::sliding::SlideError>(())
    /// ```
    pub const fn default_for(shape: Size, fast: bool) -> Option<Split> {
        match (shape.width, shape.height, fast) {
            (4, 4, _) => Some(Split::SevenEight),
            (5, 5, false) => Some(Split::TwoSixSixSixSix),
            (5, 5, true) => Some(Split::SixSixSixSix),
            _ => None,
        }
    }

    /// The split to search over when this one's tables cannot be had (held or built):
    /// 6-6-6-6, half the memory, for 2x6-6-6-6; none for the others.
    ///
    /// ```
    /// use jiugong_core::sliding::pdb::Split;
    ///
    /// assert_eq!(Split::TwoSixSixSixSix.fallback(), Some(Split::SixSixSixSix));
    /// assert_eq!(Split::SevenEight.fallback(), None);
    /// ```
    pub const fn fallback(self) -> Option<Split> {
        match self {
            Split::TwoSixSixSixSix => Some(Split::SixSixSixSix),
            _ => None,
        }
    }

    /// The board the split is for.
    pub const fn size(self) -> Size {
        let side = match self {
            Split::SevenEight | Split::FiveFiveFive => 4,
            Split::SixSixSixSix | Split::TwoSixSixSixSix => 5,
        };
        Size {
            width: side,
            height: side,
        }
    }

    /// The partitions whose estimates are maximised, for the usual goal (tiles in order, the
    /// blank last): their groups' tiles.
    ///
    /// ```
    /// use jiugong_core::sliding::pdb::Split;
    ///
    /// let [seven_eight] = Split::SevenEight.partitions() else { panic!("one partition") };
    /// assert_eq!(seven_eight[0], &[1, 2, 3, 4, 5, 6, 7, 8]);
    /// assert_eq!(Split::TwoSixSixSixSix.partitions()[0], Split::SixSixSixSix.partitions()[0]);
    /// ```
    pub const fn partitions(self) -> &'static [Partition] {
        match self {
            Split::SevenEight => &[&[&[1, 2, 3, 4, 5, 6, 7, 8], &[9, 10, 11, 12, 13, 14, 15]]],
            Split::FiveFiveFive => &[&[&[1, 2, 3, 4, 7], &[5, 6, 9, 10, 13], &[8, 11, 12, 14, 15]]],
            Split::SixSixSixSix => &[SIX_BLOCKS],
            Split::TwoSixSixSixSix => &[SIX_BLOCKS, SIX_AROUND_CENTRE],
        }
    }

    /// Every group of every partition, in order: one table each.
    ///
    /// ```
    /// use jiugong_core::sliding::pdb::Split;
    ///
    /// assert_eq!(Split::TwoSixSixSixSix.groups().count(), 8);
    /// assert!(Split::TwoSixSixSixSix.groups().all(|g| g.len() == 6));
    /// ```
    pub fn groups(self) -> impl Iterator<Item = &'static [u8]> {
        self.partitions().iter().flat_map(|p| p.iter().copied())
    }

    /// Its name: `7-8`, `5-5-5`, `6-6-6-6` or `2x6-6-6-6` (the command line's, and the
    /// name [`FromStr`](core::str::FromStr) reads).
    pub const fn name(self) -> &'static str {
        match self {
            Split::SevenEight => "7-8",
            Split::FiveFiveFive => "5-5-5",
            Split::SixSixSixSix => "6-6-6-6",
            Split::TwoSixSixSixSix => "2x6-6-6-6",
        }
    }
}

impl core::str::FromStr for Split {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Split, UnknownName> {
        by_name(
            &Split::ALL,
            Split::name,
            s.trim(),
            "7-8, 5-5-5, 6-6-6-6 or 2x6-6-6-6",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sliding::pdb::{MAX_GROUP, MAX_GROUPS};

    #[test]
    fn partitions_cover_their_board() {
        for split in Split::ALL {
            let cells = split.size().cells();
            assert_eq!(split.name().parse(), Ok(split));
            for partition in split.partitions() {
                assert!(partition.len() <= MAX_GROUPS);
                let mut seen = 0u32;
                for group in partition.iter() {
                    assert!(group.len() <= MAX_GROUP);
                    crate::sliding::pdb::check_group(group, cells, &mut seen).unwrap();
                }
                assert_eq!(seen, (1 << cells) - 2, "{}", split.name());
            }
        }
        assert!("8-7".parse::<Split>().is_err());
    }

    #[test]
    fn defaults_fit_their_board() {
        for w in 2..=5 {
            for h in 2..=5 {
                let shape = Size::new(w, h).unwrap();
                for fast in [false, true] {
                    if let Some(split) = Split::default_for(shape, fast) {
                        assert_eq!(split.size(), shape);
                        assert!(split.fallback().is_none_or(|f| f.size() == shape));
                    }
                }
            }
        }
    }
}
