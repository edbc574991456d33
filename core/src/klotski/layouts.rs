//! The traditional starts of 华容道, by name. The letters follow one rule: `A` the 2×2,
//! `B` then `K`–`N` the lying generals, `C`–`F` then `O`–`R` the soldiers, `G`–`J` then
//! `S`–`V` the standing generals, each kind in reading order.

/// A named start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Its name in Chinese.
    pub name: &'static str,
    /// Its name in pinyin, with tones.
    pub pinyin: &'static str,
    /// Its name in pinyin without tones or spaces, as typed (`hengdaolima`).
    pub ascii: &'static str,
    /// The board, in the one-line form.
    pub board: &'static str,
    /// The fewest moves that solve it, a move being one block's slide along any path
    /// ([`Metric::Piece`](super::Metric::Piece), as players count).
    pub fewest: u16,
}

impl Layout {
    /// Its board.
    ///
    /// ```
    /// use jiugong_core::klotski::LAYOUTS;
    ///
    /// let start = LAYOUTS[0].start()?; // 横刀立马
    /// assert_eq!((start.blocks().len(), start.empty_cells()), (10, 2));
    /// assert!(LAYOUTS.iter().all(|l| l.start().is_ok_and(|b| !b.is_solved())));
    /// # Ok::<(), jiugong_core::klotski::KlotskiError>(())
    /// ```
    pub fn start(&self) -> Result<super::Board, super::KlotskiError> {
        super::Board::parse(self.board)
    }

    /// The layout with this name, in Chinese or in pinyin (with or without tones, spaces
    /// and hyphens; any case).
    ///
    /// ```
    /// use jiugong_core::klotski::Layout;
    ///
    /// let a = Layout::find("横刀立马").unwrap();
    /// assert_eq!(Layout::find("Heng-Dao-Li-Ma"), Some(a));
    /// assert_eq!(Layout::find("héng dāo lì mǎ"), Some(a));
    /// assert_eq!(a.board, "GAAH/GAAH/IBBJ/ICDJ/E..F");
    /// ```
    pub fn find(name: &str) -> Option<Layout> {
        LAYOUTS.iter().copied().find(|l| {
            l.name == name.trim()
                || l.pinyin == name.trim()
                || squeeze(name).eq(l.ascii.bytes().map(Some))
        })
    }
}

/// `name` in lower-case ASCII without spaces and hyphens, tone marks taken off its vowels
/// (`None` for a character that is none of these).
fn squeeze(name: &str) -> impl Iterator<Item = Option<u8>> + '_ {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '\''))
        .map(|c| {
            let plain = match c {
                'ā' | 'á' | 'ǎ' | 'à' => 'a',
                'ē' | 'é' | 'ě' | 'è' => 'e',
                'ī' | 'í' | 'ǐ' | 'ì' => 'i',
                'ō' | 'ó' | 'ǒ' | 'ò' => 'o',
                'ū' | 'ú' | 'ǔ' | 'ù' => 'u',
                'ǖ' | 'ǘ' | 'ǚ' | 'ǜ' | 'ü' => 'v',
                c => c.to_ascii_lowercase(),
            };
            plain.is_ascii().then_some(plain as u8)
        })
}

/// The traditional starts, 横刀立马 first. Their fewest moves are checked by the full
/// search in the tests.
pub const LAYOUTS: [Layout; 16] = [
    Layout {
        name: "横刀立马",
        pinyin: "héng dāo lì mǎ",
        ascii: "hengdaolima",
        board: "GAAH/GAAH/IBBJ/ICDJ/E..F",
        fewest: 81,
    },
    Layout {
        name: "齐头并进",
        pinyin: "qí tóu bìng jìn",
        ascii: "qitoubingjin",
        board: "GAAH/GAAH/CDEF/IBBJ/I..J",
        fewest: 60,
    },
    Layout {
        name: "兵分三路",
        pinyin: "bīng fēn sān lù",
        ascii: "bingfensanlu",
        board: "CAAD/GAAH/GBBH/IEFJ/I..J",
        fewest: 72,
    },
    Layout {
        name: "屯兵东路",
        pinyin: "tún bīng dōng lù",
        ascii: "tunbingdonglu",
        board: "AAGH/AAGH/BBCD/IJEF/IJ..",
        fewest: 71,
    },
    Layout {
        name: "左右步兵",
        pinyin: "zuǒ yòu bù bīng",
        ascii: "zuoyoububing",
        board: "GAAH/GAAH/.IJ./CIJD/EBBF",
        fewest: 62,
    },
    Layout {
        name: "插翅难飞",
        pinyin: "chā chì nán fēi",
        ascii: "chachinanfei",
        board: "GAAH/GAAH/CI.D/EI.F/BBKK",
        fewest: 81,
    },
    Layout {
        name: "层层设防",
        pinyin: "céng céng shè fáng",
        ascii: "cengcengshefang",
        board: "CAAD/EAAF/GHBB/GHKK/.LL.",
        fewest: 40,
    },
    Layout {
        name: "水泄不通",
        pinyin: "shuǐ xiè bù tōng",
        ascii: "shuixiebutong",
        board: "AABB/AAKK/GHLL/GHCD/E..F",
        fewest: 39,
    },
    Layout {
        name: "小燕出巢",
        pinyin: "xiǎo yàn chū cháo",
        ascii: "xiaoyanchuchao",
        board: "GAAH/GAAH/BBKK/CLLD/E..F",
        fewest: 103,
    },
    Layout {
        name: "兵挡将阻",
        pinyin: "bīng dǎng jiàng zǔ",
        ascii: "bingdangjiangzu",
        board: "CAAD/GAAH/GBBH/EKKF/.LL.",
        fewest: 120,
    },
    Layout {
        name: "过五关",
        pinyin: "guò wǔ guān",
        ascii: "guowuguan",
        board: "CAAD/EAAF/BBKK/LLMM/.NN.",
        fewest: 34,
    },
    Layout {
        name: "四面楚歌",
        pinyin: "sì miàn chǔ gē",
        ascii: "simianchuge",
        board: "BBCD/GAAH/GAAH/IKKE/I..F",
        fewest: 31,
    },
    Layout {
        name: "比翼横空",
        pinyin: "bǐ yì héng kōng",
        ascii: "biyihengkong",
        board: "BBAA/KKAA/LLMM/C.DG/E.FG",
        fewest: 28,
    },
    Layout {
        name: "兵临曹营",
        pinyin: "bīng lín cáo yíng",
        ascii: "binglincaoying",
        board: "CAAD/EAAF/GBBH/GIJH/.IJ.",
        fewest: 34,
    },
    Layout {
        name: "网开一面",
        pinyin: "wǎng kāi yī miàn",
        ascii: "wangkaiyimian",
        board: "..AA/BBAA/KKLL/MMCG/DEFG",
        fewest: 28,
    },
    Layout {
        name: "横眉立目",
        pinyin: "héng méi lì mù",
        ascii: "hengmeilimu",
        board: "GAAH/GAAH/CDBB/IJEF/IJ..",
        fewest: 70,
    },
];
