//! The app in each of its languages (简体中文, English, Français): every phrase of every
//! area in every language, with English's placeholders and characters the calculator can
//! draw; and every screen the boards' key scripts reach, with every Help page, drawn in
//! each language without a text running out of its box (a text that does leaves
//! `theme::OVERFLOW`'s mark at the box's edge).

use embedded_graphics::framebuffer::{Framebuffer, buffer_size};
use embedded_graphics::image::GetPixel;
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::pixelcolor::raw::{LittleEndian, RawU16};
use embedded_graphics::prelude::*;
use jiugong_calc::lang::{self, Lang};
use jiugong_calc::toolkit::{hanzi, pinyin, theme};
use jiugong_calc::{App, Press};
use jiugong_tests::shots::{SCRIPTS, TAP_SCRIPTS};

/// Every phrase of every area in `lang`, with its name for a failure's message.
fn phrases(lang: Lang) -> Vec<(String, &'static str)> {
    fn area<P: Copy + std::fmt::Debug>(
        all: &[P],
        text: impl Fn(P, Lang) -> &'static str,
        lang: Lang,
    ) -> Vec<(String, &'static str)> {
        all.iter()
            .map(|&p| (format!("{p:?}"), text(p, lang)))
            .collect()
    }
    let mut all = area(lang::app::Phrase::ALL, lang::app::Phrase::text, lang);
    all.extend(area(
        lang::sudoku::Phrase::ALL,
        lang::sudoku::Phrase::text,
        lang,
    ));
    all.extend(area(
        lang::knight::Phrase::ALL,
        lang::knight::Phrase::text,
        lang,
    ));
    all.extend(area(
        lang::sliding::Phrase::ALL,
        lang::sliding::Phrase::text,
        lang,
    ));
    all.extend(area(
        lang::klotski::Phrase::ALL,
        lang::klotski::Phrase::text,
        lang,
    ));
    all.extend(area(
        lang::star::Phrase::ALL,
        lang::star::Phrase::text,
        lang,
    ));
    all.push(("the language's name".into(), lang.name()));
    all
}

/// A character the app can draw: Latin-1 in its font, a toned pinyin vowel, or a Hanzi or
/// full-width mark it has a glyph for.
fn drawable(c: char) -> bool {
    match c {
        ' '..='~' | '\u{a0}'..='\u{ff}' => true,
        _ if pinyin::toned(c).is_some() => true,
        _ => hanzi::covers(c.encode_utf8(&mut [0; 4])),
    }
}

#[test]
fn every_phrase_is_in_every_language_with_englishs_placeholders_and_drawable() {
    let english = phrases(Lang::En);
    for lang in Lang::ALL {
        // (Every phrase has a text in every language: each language's table is a match
        // the compiler holds to every phrase. What the type system cannot see is checked.)
        let words = phrases(lang);
        for ((name, text), (_, en)) in words.iter().zip(&english) {
            assert!(!text.trim().is_empty(), "{lang:?} {name}: empty");
            assert_eq!(
                lang::placeholders(text),
                lang::placeholders(en),
                "{lang:?} {name}: {text:?} has other placeholders than {en:?}"
            );
            let odd: String = text.chars().filter(|&c| !drawable(c)).collect();
            assert!(
                odd.is_empty(),
                "{lang:?} {name}: cannot draw {odd:?} in {text:?}"
            );
        }
    }
}

/// A board's size is written with the multiplication sign in every language ("8×8", as
/// French and Chinese wrote it), never with the letter x.
#[test]
fn every_size_is_written_with_the_multiplication_sign() {
    let letter_x = |w: &[char]| {
        let side = |c: char| c.is_ascii_digit() || c == '{' || c == '}';
        side(w[0]) && w[1] == 'x' && side(w[2])
    };
    for lang in Lang::ALL {
        for (name, text) in phrases(lang) {
            let chars: Vec<char> = text.chars().collect();
            assert!(
                !chars.windows(3).any(letter_x),
                "{lang:?} {name}: {text:?} writes a size with x"
            );
        }
    }
}

/// Pinyin is written with its tones wherever a phrase names a layout, the pentagram or
/// Klotski itself: no phrase holds one of those names with its tones left out
/// ("heng dao li ma" for 横刀立马, "Hua rong dao").
#[test]
fn pinyin_is_written_with_its_tones() {
    // The letters pinyin puts tone marks on, and the same without them.
    let toneless = |pinyin: &str| -> String {
        pinyin
            .chars()
            .map(|c| match c {
                'ā' | 'á' | 'ǎ' | 'à' => 'a',
                'ē' | 'é' | 'ě' | 'è' => 'e',
                'ī' | 'í' | 'ǐ' | 'ì' => 'i',
                'ō' | 'ó' | 'ǒ' | 'ò' => 'o',
                'ū' | 'ú' | 'ǔ' | 'ù' => 'u',
                'ǖ' | 'ǘ' | 'ǚ' | 'ǜ' => 'ü',
                c => c.to_ascii_lowercase(),
            })
            .collect()
    };
    let names: Vec<String> = jiugong_core::klotski::LAYOUTS
        .iter()
        .map(|l| l.pinyin)
        .chain([jiugong_calc::star::PINYIN, "huá róng dào"])
        .map(toneless)
        .collect();
    for lang in Lang::ALL {
        for (name, text) in phrases(lang) {
            // Lines folded in the source leave runs of spaces: one space between words.
            let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let lower = words.to_lowercase();
            for plain in &names {
                assert!(
                    !lower.contains(plain.as_str()),
                    "{lang:?} {name}: {text:?} writes {plain:?} without its tones"
                );
            }
        }
    }
}

/// How many forms each plural choice (`{0|one|other}`) of `text` gives.
fn plural_forms(text: &str) -> Vec<usize> {
    let mut forms = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let close = after.find('}').unwrap_or(after.len());
        let inside = &after[..close];
        if inside.len() > 1 && inside.as_bytes()[0].is_ascii_digit() && inside.as_bytes()[1] == b'|'
        {
            forms.push(inside[2..].split('|').count());
        }
        rest = after;
    }
    forms
}

/// `text` with each plural choice as its last form, `other`'s, as most counts write it.
fn with_other_forms(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}').unwrap_or(after.len());
        match after[..close].split_once('|') {
            Some((n, forms)) if n.len() == 1 => {
                out.push_str(forms.rsplit('|').next().unwrap_or(forms));
                rest = after.get(close + 1..).unwrap_or("");
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// CLDR's plural categories for whole numbers: English has `one` and `other`; French
/// `one`, `many` (the millions) and `other`, `many` taking `other`'s form when a phrase
/// gives two; Chinese none.
#[test]
fn every_plural_choice_gives_its_languages_forms() {
    for lang in Lang::ALL {
        let allowed: &[usize] = match lang {
            Lang::En => &[2],
            Lang::Fr => &[2, 3],
            Lang::Zh => &[1],
        };
        let mut choices = 0;
        for (name, text) in phrases(lang) {
            for forms in plural_forms(text) {
                choices += 1;
                assert!(allowed.contains(&forms), "{lang:?} {name}: {text:?}");
            }
        }
        // English and French choose forms (Chinese needs none).
        assert!(
            lang == Lang::Zh || choices >= 20,
            "{lang:?}: {choices} choices"
        );
    }
}

/// The screen as the app draws it.
type Screen =
    Framebuffer<Rgb565, RawU16, LittleEndian, 320, 240, { buffer_size::<Rgb565>(320, 240) }>;

/// The overflow marks on the screen `app` draws, as the first one's place.
fn overflow(app: &App) -> Option<Point> {
    let mut screen = Box::new(Screen::new());
    app.draw(&mut *screen).unwrap();
    (0..240)
        .flat_map(|y| (0..320).map(move |x| Point::new(x, y)))
        .find(|&p| screen.pixel(p) == Some(theme::OVERFLOW))
}

/// Every Help page of the screen showing, checked, then closed.
fn check_help(app: &mut App, lang: Lang, what: &str) {
    app.handle(jiugong_calc::Key::Help);
    if !app.showing_rules() {
        return; // a question waits: Help is not a key then
    }
    for page in 0..20 {
        assert_eq!(
            overflow(app),
            None,
            "{lang:?}: {what}, Help page {}",
            page + 1
        );
        let mut before = String::new();
        app.describe(&mut before).unwrap();
        // Read whole: each paragraph's part on the page is the phrase as written (its
        // spaces where its lines broke too), each key's line ends with what it does.
        let words = phrases(app.settings().lang);
        for line in before.lines().skip(1) {
            assert!(
                words
                    .iter()
                    .any(|(_, p)| p.contains(line) || line.ends_with(p)),
                "{lang:?}: {what}, Help page {}: {line:?} is not as written",
                page + 1
            );
        }
        app.handle(jiugong_calc::Key::Right);
        let mut after = String::new();
        app.describe(&mut after).unwrap();
        if after == before {
            break;
        }
    }
    app.handle(jiugong_calc::Key::Back);
}

#[test]
fn no_text_runs_out_of_its_box_on_any_screen_in_any_language() {
    for lang in Lang::ALL {
        for (name, keys, seed, ticks) in SCRIPTS.into_iter().chain(TAP_SCRIPTS) {
            let mut app = App::new(seed);
            app.set_lang(lang);
            assert_eq!(overflow(&app), None, "{lang:?}: {name}, at the start");
            for press in Press::parse_script(keys) {
                let press = press.unwrap();
                app.press(press);
                let mut left = ticks.unwrap_or(u32::MAX);
                while left > 0 && app.tick() {
                    left -= 1;
                }
                assert_eq!(overflow(&app), None, "{lang:?}: {name}, after {press}");
            }
            check_help(&mut app, lang, name);
        }
        // The settings, with their Help.
        let mut app = App::new(1);
        app.set_lang(lang);
        app.handle(jiugong_calc::Key::Digit(6));
        assert_eq!(overflow(&app), None, "{lang:?}: the settings");
        check_help(&mut app, lang, "the settings");
    }
}

/// The Sudoku screen while a puzzle is being made, for every way of making one (each level,
/// then the paper's method, whose name and clues take two lines), in every language.
#[test]
fn the_puzzle_being_made_fits_for_every_choice_in_any_language() {
    for lang in Lang::ALL {
        for choice in 0..6 {
            let mut app = App::new(3);
            app.set_lang(lang);
            let keys = format!("enter{} enter", " down".repeat(choice));
            for press in Press::parse_script(&keys) {
                app.press(press.unwrap());
            }
            let mut said = String::new();
            app.describe(&mut said).unwrap();
            assert!(!said.is_empty(), "{lang:?}: choice {choice}");
            assert_eq!(overflow(&app), None, "{lang:?}: choice {choice}: {said}");
            app.tick();
            assert_eq!(overflow(&app), None, "{lang:?}: choice {choice}, a tick on");
        }
    }
}

/// Every phrase in every language, wrapped at the widths the screens' boxes have: no line
/// starts with a space or with a mark that closes what came before (French's : ; ? ! », a
/// Chinese comma or full stop), and none is empty. (A fragment that starts so, " (selected)"
/// or a list's "，", is written after other words, not wrapped alone.)
#[test]
fn no_wrapped_line_starts_with_a_space_or_a_closing_mark() {
    const CLOSING: &str = " :;?!»，。、：；？！）";
    for lang in Lang::ALL {
        for (name, template) in phrases(lang) {
            let text = &with_other_forms(template);
            if text.starts_with(|c| CLOSING.contains(c)) {
                continue;
            }
            for columns in [14, 16, 22, 40, 44, 52] {
                for line in theme::lines(text, columns) {
                    let first = line.chars().next();
                    assert!(
                        first.is_some_and(|c| !CLOSING.contains(c)),
                        "{lang:?} {name} at {columns} columns: {line:?} in {text:?}"
                    );
                }
            }
        }
    }
}
