//! The level menu: a puzzle at one of the five levels, or by the paper's seed-grid method,
//! and the options the generator is given for each.

use super::words;
use crate::lang::Fill;
use crate::lang::Lang;
use crate::lang::number::Decimal;
use crate::lang::sudoku::Phrase;
use crate::state::Coded;
use crate::toolkit::menu::Menu;
use crate::toolkit::menu::Shown;
use core::fmt::Write;
use jiugong_core::sudoku::{Level, Options, Se, SeRange};

/// The Sudoku level screen: a puzzle at one of the five levels, or by the paper's method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Dug until unique, at this level.
    Level(Level),
    /// The paper's seed-grid method, 30 cells shown.
    Paper,
    /// A puzzle the player types in.
    Own,
}

impl Choice {
    /// The level asked for (`None` for the paper's method and the player's own).
    pub fn level(self) -> Option<Level> {
        match self {
            Choice::Level(level) => Some(level),
            Choice::Paper | Choice::Own => None,
        }
    }

    /// The short name a game's title uses, in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Choice::Level(level) => words::level(level).text(lang),
            Choice::Paper => Phrase::PaperName.text(lang),
            Choice::Own => Phrase::OwnName.text(lang),
        }
    }
}

/// Each choice's byte in a saved state (the level menu's entry, a game's making, the
/// records' order), whatever the menu's order.
impl Coded for Choice {
    const BYTES: &'static [(Choice, u8)] = &[
        (Choice::Level(Level::Easy), 0),
        (Choice::Level(Level::Medium), 1),
        (Choice::Level(Level::Hard), 2),
        (Choice::Level(Level::Expert), 3),
        (Choice::Level(Level::Diabolical), 4),
        (Choice::Paper, 5),
        (Choice::Own, 6),
    ];
}

impl Menu for Choice {
    const ALL: &'static [Choice] = &[
        Choice::Level(Level::Easy),
        Choice::Level(Level::Medium),
        Choice::Level(Level::Hard),
        Choice::Level(Level::Expert),
        Choice::Level(Level::Diabolical),
        Choice::Paper,
        Choice::Own,
    ];

    /// A level's name, the paper's method, or typing a puzzle in.
    fn label(self, lang: Lang) -> &'static str {
        match self {
            Choice::Level(level) => words::level(level),
            // 30 cells shown, then clues added until the solution is unique: 30 or more.
            Choice::Paper => Phrase::PaperLabel,
            Choice::Own => Phrase::TypeOwn,
        }
        .text(lang)
    }

    /// A level with its band of SE ratings, the core's (`Level::band`): "easy: SE 1.0-2.4".
    fn shown(self, lang: Lang) -> Shown {
        let mut shown = Shown::new();
        let _ = match self {
            Choice::Level(level) => {
                let band = Band(level.band(), lang);
                let label = self.label(lang);
                write!(
                    shown,
                    "{}",
                    Fill(lang, Phrase::LevelBand.text(lang), &[&label, &band])
                )
            }
            _ => shown.write_str(self.label(lang)),
        };
        shown
    }
}

/// A band of SE ratings in a language, in the font's characters: "2.5-3.4", "6,5 et plus".
struct Band(SeRange, Lang);

impl core::fmt::Display for Band {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let Band(band, lang) = *self;
        let figure = |se: Se| Decimal(se.0.into(), 1, lang);
        if band.high.0 == u8::MAX {
            let up = Phrase::BandUp.text(lang);
            Fill(lang, up, &[&figure(band.low)]).fmt(f)
        } else {
            write!(f, "{}-{}", figure(band.low), figure(band.high))
        }
    }
}

/// How the app makes a puzzle: at a level by digging (the core's defaults), or, without a
/// level, by the paper's seed-grid method with 30 cells shown.
pub fn puzzle_options(level: Option<Level>) -> Options {
    match level {
        Some(level) => Options::at(level),
        None => Options::paper(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::number::Decimal;

    #[test]
    fn every_choice_has_a_byte_of_its_own() {
        crate::state::assert_own_bytes(Choice::ALL);
    }

    /// An SE figure as `lang` writes it ("2.4", "2,4").
    fn figure(se: jiugong_core::sudoku::Se, lang: Lang) -> heapless::String<8> {
        let mut s = heapless::String::new();
        let _ = core::fmt::write(&mut s, format_args!("{}", Decimal(se.0.into(), 1, lang)));
        s
    }

    #[test]
    fn level_labels_and_the_rules_say_the_cores_bands() {
        use core::fmt::Write;
        for level in Level::ALL {
            let mut expected = heapless::String::<40>::new();
            write!(expected, "{}: SE {}", level.name(), level.band()).unwrap();
            let label = Choice::Level(level).shown(Lang::En);
            assert!(expected.replace('–', "-") == label.as_str(), "{label}");
        }
        for lang in Lang::ALL {
            for level in Level::ALL {
                let band = level.band();
                let label = Choice::Level(level).shown(lang);
                let low = figure(band.low, lang);
                let high = figure(band.high, lang);
                let upper = band.high.0 == u8::MAX || label.contains(high.as_str());
                assert!(label.contains(low.as_str()) && upper, "{lang:?}: {label}");
            }
            // The rules name the top of easy and the foot of diabolical.
            let rules = Phrase::RulesGoal.text(lang);
            let easy = figure(Level::Easy.band().high, lang);
            let diabolical = figure(Level::Diabolical.band().low, lang);
            assert!(rules.contains(easy.as_str()), "{lang:?}: {rules}");
            assert!(rules.contains(diabolical.as_str()), "{lang:?}: {rules}");
        }
    }

    #[test]
    fn every_level_is_offered_in_the_cores_order() {
        assert_eq!(Choice::Paper.index(), 5);
        assert_eq!(Choice::ALL[0].level(), Some(Level::Easy));
        let levels: heapless::Vec<Level, 8> =
            Choice::ALL.iter().filter_map(|c| c.level()).collect();
        assert_eq!(&levels[..], &Level::ALL[..]);
    }
}
