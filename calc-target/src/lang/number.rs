//! Numbers as each language writes them, after CLDR's data for the three: the decimal mark,
//! the mark between groups of three digits, large counts made short (millions; 万 and 亿),
//! and the plural category of a count, which picks the form of the words around it
//! ([`Fill`](super::Fill)'s `{0|move|moves}`).
//!
//! ```
//! use jiugong_calc::lang::{Lang, number::{Count, Decimal, Plural, Short}};
//!
//! assert_eq!(format!("{}", Count(156_319, Lang::En)), "156,319");
//! assert_eq!(format!("{}", Count(156_319, Lang::Fr)), "156\u{a0}319");
//! assert_eq!(format!("{}", Decimal(24, 1, Lang::Fr)), "2,4");
//! assert_eq!(format!("{}", Short(12_345_678, Lang::En)), "12.3 M");
//! assert_eq!(format!("{}", Short(12_345_678, Lang::Zh)), "1234万");
//! assert_eq!(Lang::Fr.plural(0), Plural::One);
//! assert_eq!(Lang::En.plural(0), Plural::Other);
//! ```

use super::Lang;
use core::fmt;

/// The plural categories CLDR gives the app's languages for whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// English 1; French 0 and 1.
    One,
    /// French: a non-zero multiple of a million ("1 million de coups").
    Many,
    /// Every other count, and every count in Chinese.
    Other,
}

impl Lang {
    /// The decimal mark: `.` in English and Chinese, `,` in French.
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::Fr => ',',
            Lang::En | Lang::Zh => '.',
        }
    }

    /// The mark between groups of three digits: `,` in English and Chinese, a space no line
    /// breaks at in French (CLDR's is the narrow one, U+202F, beyond the fonts' Latin-1:
    /// the no-break space, U+00A0, stands in).
    pub fn group_mark(self) -> char {
        match self {
            Lang::Fr => '\u{a0}',
            Lang::En | Lang::Zh => ',',
        }
    }

    /// The plural category of the count `n`, by CLDR's rules: English's `one` is 1,
    /// French's 0 and 1 (and `many` a multiple of a million); Chinese has `other` only.
    ///
    /// ```
    /// use jiugong_calc::lang::{Lang, number::Plural};
    ///
    /// assert_eq!(Lang::En.plural(1), Plural::One);
    /// assert_eq!(Lang::Fr.plural(2_000_000), Plural::Many);
    /// assert_eq!(Lang::Zh.plural(1), Plural::Other);
    /// ```
    pub fn plural(self, n: u64) -> Plural {
        match self {
            Lang::En if n == 1 => Plural::One,
            Lang::Fr if n < 2 => Plural::One,
            Lang::Fr if n % 1_000_000 == 0 => Plural::Many,
            _ => Plural::Other,
        }
    }
}

/// A whole number, its digits grouped by three with the language's mark: "156,319",
/// "156 319".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count(pub u64, pub Lang);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Count(n, lang) = *self;
        let mut digits = [0u8; 20];
        let mut len = 0;
        let mut rest = n;
        loop {
            digits[len] = b'0' + (rest % 10) as u8;
            len += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        for i in (0..len).rev() {
            fmt::Write::write_char(f, char::from(digits[i]))?;
            if i > 0 && i % 3 == 0 {
                fmt::Write::write_char(f, lang.group_mark())?;
            }
        }
        Ok(())
    }
}

/// A number with `.1` decimals, given in units of the last one, the whole part grouped:
/// `Decimal(24, 1, …)` is 2.4 ("2.4", "2,4"), `Decimal(125, 2, …)` 1.25.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal(pub u64, pub u8, pub Lang);

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Decimal(units, places, lang) = *self;
        let scale = 10u64.pow(u32::from(places));
        Count(units / scale, lang).fmt(f)?;
        if places > 0 {
            let fraction = units % scale;
            write!(
                f,
                "{}{fraction:0width$}",
                lang.decimal_mark(),
                width = usize::from(places)
            )?;
        }
        Ok(())
    }
}

/// A count made short past a million, as CLDR's short forms do, to one decimal cut (not
/// rounded: a count that grows never shows more than it is): "12.3 M", "12,3 M"; in
/// Chinese, ten-thousands (万) and hundred-millions (亿): "1234万", "5.0亿". Below a
/// million, a [`Count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short(pub u64, pub Lang);

impl fmt::Display for Short {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Short(n, lang) = *self;
        match lang {
            _ if n < 1_000_000 => Count(n, lang).fmt(f),
            Lang::Zh if n >= 100_000_000 => write!(f, "{}亿", Decimal(n / 10_000_000, 1, lang)),
            Lang::Zh => write!(f, "{}万", n / 10_000),
            Lang::En | Lang::Fr => write!(f, "{} M", Decimal(n / 100_000, 1, lang)),
        }
    }
}

/// The count a filled-in value writes: its digits, group marks skipped ("156,319" is
/// 156319); none for anything else ("12.3 M", "r1c2"), whose words take `other`'s form.
pub(super) fn count_written(written: &str, lang: Lang) -> Option<u64> {
    let mut n: Option<u64> = None;
    for c in written.chars() {
        match c.to_digit(10) {
            Some(d) => {
                n = Some(
                    n.unwrap_or(0)
                        .saturating_mul(10)
                        .saturating_add(u64::from(d)),
                )
            }
            None if n.is_some() && c == lang.group_mark() => {}
            None => return None,
        }
    }
    n
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::format;

    #[test]
    fn counts_group_by_three() {
        let said = |n, lang| format!("{}", Count(n, lang));
        assert_eq!(said(0, Lang::En), "0");
        assert_eq!(said(999, Lang::En), "999");
        assert_eq!(said(1000, Lang::En), "1,000");
        assert_eq!(said(12_345_678, Lang::Zh), "12,345,678");
        assert_eq!(said(u64::MAX, Lang::En), "18,446,744,073,709,551,615");
        assert_eq!(said(5000, Lang::Fr), "5\u{a0}000");
    }

    #[test]
    fn decimals_keep_their_places() {
        let said = |units, places, lang| format!("{}", Decimal(units, places, lang));
        assert_eq!(said(105, 2, Lang::En), "1.05");
        assert_eq!(said(65, 1, Lang::Fr), "6,5");
        assert_eq!(said(123_456, 1, Lang::En), "12,345.6");
        assert_eq!(said(7, 0, Lang::Zh), "7");
    }

    #[test]
    fn large_counts_are_made_short_in_each_language() {
        let said = |n, lang| format!("{}", Short(n, lang));
        assert_eq!(said(999_999, Lang::Fr), "999\u{a0}999");
        assert_eq!(said(1_000_000, Lang::Fr), "1,0 M");
        assert_eq!(said(12_399_999, Lang::En), "12.3 M");
        assert_eq!(said(12_345_678, Lang::Zh), "1234万");
        assert_eq!(said(500_000_000, Lang::Zh), "5.0亿");
        assert_eq!(said(500_000_000, Lang::En), "500.0 M");
    }

    #[test]
    fn plural_categories_are_cldrs() {
        use Plural::*;
        let en: std::vec::Vec<_> = [0, 1, 2, 11, 1_000_000].map(|n| Lang::En.plural(n)).into();
        assert_eq!(en, [Other, One, Other, Other, Other]);
        let fr: std::vec::Vec<_> = [0, 1, 2, 11, 1_000_000].map(|n| Lang::Fr.plural(n)).into();
        assert_eq!(fr, [One, One, Other, Other, Many]);
        assert!((0..3).all(|n| Lang::Zh.plural(n) == Other));
    }

    #[test]
    fn the_count_written_is_read_back() {
        assert_eq!(count_written("156,319", Lang::En), Some(156_319));
        assert_eq!(count_written("156\u{a0}319", Lang::Fr), Some(156_319));
        assert_eq!(count_written("12.3 M", Lang::En), None);
        assert_eq!(count_written("1,5", Lang::Fr), None);
        assert_eq!(count_written("r1c2", Lang::En), None);
        assert_eq!(count_written("", Lang::Zh), None);
    }
}
