//! The app's words in its players' languages: 简体中文, English, Français.
//!
//! Every word the app shows or says is a *phrase*: a value of one area's `Phrase` enum
//! ([`app`] for the home menu, the settings, the Help pages and what every screen shares;
//! one enum a puzzle), looked up in the player's [`Lang`] by `Phrase::text`. Each language
//! keeps all its words in one folder ([`en`], [`fr`], [`zh`]), a file an area, each an
//! exhaustive `match`: a phrase missing from a language does not compile, and the tests
//! hold every language to English's placeholders and to the boxes the words are drawn in.
//!
//! A phrase that carries numbers or names is a template: `{0}`, `{1}` … stand for the
//! values given with it ([`Fill`]), in whatever order the language puts them.
//!
//! ```
//! use jiugong_calc::lang::{Fill, Lang, app::Phrase};
//!
//! assert_eq!(Phrase::Settings.text(Lang::Fr), "Réglages");
//! let said = format!("{}", Fill(Lang::En, Phrase::PageOf.text(Lang::En), &[&"Sudoku", &2, &3]));
//! assert_eq!(said, "Sudoku (2/3)");
//! ```

use core::fmt;
use number::Plural;

pub mod app;
pub mod en;
pub mod fr;
pub mod klotski;
pub mod knight;
pub mod number;
pub mod sliding;
pub mod star;
pub mod sudoku;
pub mod zh;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// 简体中文, Simplified Chinese.
    Zh,
    /// English: the app's language where a board has no setting of its own.
    #[default]
    En,
    /// Français.
    Fr,
}

impl Lang {
    /// Every language, in the order the settings offer them.
    pub const ALL: [Lang; 3] = [Lang::Zh, Lang::En, Lang::Fr];

    /// The language's name in itself, as the settings show it.
    ///
    /// ```
    /// use jiugong_calc::lang::Lang;
    ///
    /// assert_eq!(Lang::Zh.name(), "中文");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Lang::Zh => "中文",
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// Its ISO 639-1 code: `zh`, `en`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Zh => "zh",
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language of a BCP 47 tag (`fr-FR`, `zh-Hans-CN`, `en`), as a browser's
    /// `navigator.language` or a system's setting gives it; `None` for a language the app
    /// does not speak.
    ///
    /// ```
    /// use jiugong_calc::lang::Lang;
    ///
    /// assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_tag("ZH-cn"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_tag("de-DE"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The language after this one in [`Lang::ALL`] (the first after the last): the
    /// settings' line switches this way.
    pub fn next(self) -> Lang {
        let i = Lang::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Lang::ALL[(i + 1) % Lang::ALL.len()]
    }
}

/// Each language's byte in a saved state, whatever the settings' order.
impl crate::state::Coded for Lang {
    const BYTES: &'static [(Lang, u8)] = &[(Lang::Zh, 0), (Lang::En, 1), (Lang::Fr, 2)];
}

/// Words looked up in a language: each area's `Phrase`, or words already looked up (a
/// help line that mixes two areas' phrases gives each in the player's language).
pub trait Words: Copy + 'static {
    /// The words in `lang`.
    fn text(self, lang: Lang) -> &'static str;
}

impl Words for &'static str {
    /// The words as they are: already in the player's language.
    fn text(self, _: Lang) -> &'static str {
        self
    }
}

/// A template filled in, in a language: `{0}` to `{9}` in `.1` are written as the values
/// of `.2` in those places, and `{0|move|moves}` as the form of the words that the count
/// value 0 writes takes in the language ([`number::Plural`]: the forms for `one` and
/// `other`, or `one`, `many` and `other`; one form where the language has no plural); any
/// other character as it is. A placeholder without its value is left out.
///
/// ```
/// use jiugong_calc::lang::{Fill, Lang, number::Count};
///
/// assert_eq!(format!("{}", Fill(Lang::Zh, "{1} 步，{0}", &[&"好", &12])), "12 步，好");
/// let moves = "{0} {0|move|moves}";
/// assert_eq!(format!("{}", Fill(Lang::En, moves, &[&1])), "1 move");
/// assert_eq!(format!("{}", Fill(Lang::En, moves, &[&Count(1200, Lang::En)])), "1,200 moves");
/// assert_eq!(format!("{}", Fill(Lang::Fr, "{0} {0|coup|coups}", &[&0])), "0 coup");
/// ```
pub struct Fill<'a>(pub Lang, pub &'a str, pub &'a [&'a dyn fmt::Display]);

impl fmt::Display for Fill<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Fill(lang, template, values) = *self;
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            f.write_str(&rest[..open])?;
            let after = &rest[open + 1..];
            let value = after
                .chars()
                .next()
                .and_then(|c| c.to_digit(10))
                .map(|n| values.get(n as usize));
            match (value, after.find('}')) {
                (Some(value), Some(1)) => {
                    if let Some(value) = value {
                        value.fmt(f)?;
                    }
                    rest = &after[2..];
                }
                (Some(value), Some(close)) if after[1..].starts_with('|') => {
                    f.write_str(form(&after[2..close], lang, value.copied()))?;
                    rest = &after[close + 1..];
                }
                _ => {
                    f.write_str("{")?;
                    rest = after;
                }
            }
        }
        f.write_str(rest)
    }
}

/// Of `forms` (`one|other`, `one|many|other` or a single form), the one the count `value`
/// writes takes in `lang`; `other` when it writes none.
fn form<'t>(forms: &'t str, lang: Lang, value: Option<&dyn fmt::Display>) -> &'t str {
    let mut written = heapless::String::<32>::new();
    if let Some(value) = value {
        // A value longer than the room is read from what fits: its leading digits.
        let _ = fmt::write(&mut written, format_args!("{value}"));
    }
    let category = number::count_written(&written, lang).map_or(Plural::Other, |n| lang.plural(n));
    let count = forms.split('|').count();
    let index = match category {
        Plural::One => 0,
        Plural::Many if count == 3 => 1,
        Plural::Many | Plural::Other => count - 1,
    };
    forms.split('|').nth(index).unwrap_or(forms)
}

impl fmt::Debug for Fill<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Fill").field(&self.0).field(&self.1).finish()
    }
}

/// The values `{0}` to `{9}` a template writes or counts by (`{0|…}`), a bit each: the
/// tests hold every language to English's.
pub fn placeholders(template: &str) -> u16 {
    let b = template.as_bytes();
    b.windows(3)
        .filter(|w| w[0] == b'{' && w[1].is_ascii_digit() && (w[2] == b'}' || w[2] == b'|'))
        .fold(0, |bits, w| bits | 1 << (w[1] - b'0'))
}

/// Defines an area's phrases: the enum, [`Lang`]'s lookup of each in the language
/// folders' files of the same area, and the list of them all (for the tests).
macro_rules! phrases {
    (
        $(#[$meta:meta])*
        pub enum Phrase in $area:ident {
            $( $(#[$vmeta:meta])* $variant:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Phrase {
            $( $(#[$vmeta])* $variant, )*
        }

        impl Phrase {
            /// Every phrase of the area.
            pub const ALL: &'static [Phrase] = &[$(Phrase::$variant,)*];

            /// The phrase in `lang`.
            pub fn text(self, lang: $crate::lang::Lang) -> &'static str {
                match lang {
                    $crate::lang::Lang::Zh => $crate::lang::zh::$area::text(self),
                    $crate::lang::Lang::En => $crate::lang::en::$area::text(self),
                    $crate::lang::Lang::Fr => $crate::lang::fr::$area::text(self),
                }
            }
        }

        impl $crate::lang::Words for Phrase {
            fn text(self, lang: $crate::lang::Lang) -> &'static str {
                Phrase::text(self, lang)
            }
        }
    };
}
pub(crate) use phrases;

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::format;

    #[test]
    fn a_template_takes_its_values_in_any_order() {
        let filled = format!("{}", Fill(Lang::En, "{1} then {0}, {2}{", &[&1, &"two"]));
        assert_eq!(filled, "two then 1, {");
        assert_eq!(placeholders("{1} then {0}, {x}"), 0b11);
    }

    #[test]
    fn every_language_has_a_name_a_code_and_a_byte() {
        crate::state::assert_own_bytes(&Lang::ALL);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(lang.next().next().next(), lang);
        }
    }
}
