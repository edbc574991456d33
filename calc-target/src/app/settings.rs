//! The settings screen, the home menu's last entry: each setting ([`crate::settings`])
//! on a numbered line with its value, switched by OK or its digit.

use crate::lang::{Fill, Lang, app::Phrase};
use crate::settings::{Setting, Settings};
use crate::toolkit::layout;
use crate::toolkit::menu::Menu;
use crate::toolkit::theme::{self, INK, SELECTED};
use crate::{Key, Keys};
use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics::primitives::{PrimitiveStyle, Rectangle};

impl Menu for Setting {
    const ALL: &'static [Setting] = &[
        Setting::Mistakes,
        Setting::KeypadMarks,
        Setting::HighContrast,
        Setting::Language,
    ];

    fn label(self, lang: Lang) -> &'static str {
        match self {
            Setting::Language => Phrase::Language.text(lang),
            Setting::Mistakes => Phrase::CountMistakes.text(lang),
            Setting::KeypadMarks => Phrase::KeypadMarks.text(lang),
            Setting::HighContrast => Phrase::HighContrast.text(lang),
        }
    }
}

/// What the Help key shows on the settings screen.
pub(super) const RULES: &[Phrase] = &[Phrase::SettingsRules];

/// The settings screen's line pitch: each setting's shade is this tall.
const LINE: i32 = 16;

/// The top of setting `i`'s text on the settings screen (its shade starts 3 pixels above).
fn line_top(i: usize) -> i32 {
    layout::MENU_TOP + LINE * i as i32
}

/// Setting `i`'s line, as it is shaded when selected and tapped.
fn line(i: usize) -> Rectangle {
    Rectangle::new(
        Point::new(layout::INDENT - 4, line_top(i) - 3),
        Size::new(layout::INDENTED_WIDTH, LINE as u32),
    )
}

/// A tap on the settings screen: on a setting's line, its digit (which switches it).
pub(super) fn tap(at: Point) -> Option<Key> {
    let i = (0..Setting::ALL.len()).find(|&i| line(i).contains(at))?;
    Some(Key::Digit(i as u8 + 1))
}

/// The settings screen's keys.
pub(super) const KEYS: &[(Keys, Phrase)] = &[
    (Keys::UpDown, Phrase::Choose),
    (Keys::OK, Phrase::Switch),
    (Keys::Digits(1, 4), Phrase::Switch),
    (Keys::BACK, Phrase::Home),
];

impl Settings {
    /// `setting`'s value in words: on or off, or the language's own name.
    fn value(&self, setting: Setting) -> &'static str {
        match setting {
            Setting::Language => self.lang.name(),
            _ if self.get(setting) => Phrase::On.text(self.lang),
            _ => Phrase::Off.text(self.lang),
        }
    }

    /// The settings screen's key: the setting selected after it, or `None` to go home.
    pub(super) fn handle(&mut self, selected: Setting, key: Key) -> Option<Setting> {
        match key {
            Key::Up => Some(selected.up()),
            Key::Down => Some(selected.down()),
            Key::Ok => {
                self.switch(selected);
                Some(selected)
            }
            Key::Digit(d @ 1..) => match Setting::ALL.get(usize::from(d) - 1) {
                Some(&s) => {
                    self.switch(s);
                    Some(s)
                }
                None => Some(selected),
            },
            Key::Back => None,
            _ => Some(selected),
        }
    }

    /// Draws the settings screen, `selected` highlighted: each setting numbered, its value
    /// at the right.
    pub(super) fn draw<D: DrawTarget<Color = Rgb565>>(
        &self,
        d: &mut D,
        selected: Setting,
    ) -> Result<(), D::Error> {
        let lang = self.lang;
        theme::frame(d, Phrase::Settings.text(lang))?;
        let x = layout::INDENT;
        let right = x - 4 + layout::INDENTED_WIDTH as i32 - 6;
        for (i, &s) in Setting::ALL.iter().enumerate() {
            let y = line_top(i);
            if s == selected {
                line(i)
                    .into_styled(PrimitiveStyle::with_fill(SELECTED))
                    .draw(d)?;
            }
            let mut words = heapless::String::<64>::new();
            let _ = core::fmt::write(&mut words, format_args!("{}  {}", i + 1, s.label(lang)));
            theme::text(d, &words, x, y, INK)?;
            let value = self.value(s);
            theme::text(d, value, right - 6 * theme::columns(value) as i32, y, INK)?;
        }
        theme::wrapped(
            d,
            Phrase::SettingsNote.text(lang),
            x,
            line_top(Setting::ALL.len()) + 12,
            40,
            210,
        )
        .map(|_| ())
    }

    /// The settings screen in words, `selected` marked.
    pub(super) fn describe(
        &self,
        out: &mut dyn core::fmt::Write,
        selected: Setting,
    ) -> core::fmt::Result {
        let lang = self.lang;
        writeln!(out, "{}", Phrase::Settings.text(lang))?;
        for (i, &s) in Setting::ALL.iter().enumerate() {
            let mark = if s == selected {
                Phrase::Selected.text(lang)
            } else {
                ""
            };
            let said = Fill(
                lang,
                Phrase::Labelled.text(lang),
                &[&s.label(lang), &self.value(s)],
            );
            writeln!(out, "{}  {said}{mark}", i + 1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::App;
    use crate::app::tests::{described, run};
    use crate::sudoku::{CELL, GRID_X, GRID_Y};
    use embedded_graphics::framebuffer::{Framebuffer, buffer_size};
    use embedded_graphics::image::GetPixel;
    use embedded_graphics::pixelcolor::raw::{LittleEndian, RawU16};

    /// The screen as the app draws it, in embedded-graphics' own framebuffer.
    type Screen =
        Framebuffer<Rgb565, RawU16, LittleEndian, 320, 240, { buffer_size::<Rgb565>(320, 240) }>;

    fn pixels(app: &App) -> std::boxed::Box<Screen> {
        let mut screen = std::boxed::Box::new(Screen::new());
        app.draw(&mut *screen).unwrap();
        screen
    }

    /// The colour at (x, y).
    fn at(screen: &Screen, x: usize, y: usize) -> Rgb565 {
        screen.pixel(Point::new(x as i32, y as i32)).unwrap()
    }

    /// The arrows that take the Sudoku cursor from the top-left cell to `cell`.
    fn keys_to(cell: usize) -> std::string::String {
        let mut keys = std::string::String::new();
        for _ in 0..cell / 9 {
            keys += " down";
        }
        for _ in 0..cell % 9 {
            keys += " right";
        }
        keys
    }

    #[test]
    fn the_home_menu_opens_the_settings_and_back_comes_home() {
        let mut app = App::new(1);
        run(&mut app, "6");
        let text = described(&app);
        assert!(
            text.starts_with(
                "Settings\n1  count Sudoku mistakes: off (selected)\n\
                 2  pencil marks 7 8 9 on top: off\n3  high contrast: off\n\
                 4  language: English\n"
            ),
            "{text}"
        );
        run(&mut app, "down enter 3");
        assert_eq!(
            app.settings(),
            Settings {
                mistakes: false,
                keypad_marks: true,
                high_contrast: true,
                lang: Lang::En,
                today: None,
            }
        );
        run(&mut app, "esc");
        assert!(described(&app).contains("6  Settings (selected)"));
    }

    /// Counted mistakes are the wrong digits a check finds, each once: typing one counts
    /// nothing (the count would give the answer away), nor does a pencil mark, a right
    /// digit or a second check of the same digit; another wrong digit there counts again.
    /// Shown only with the setting on.
    #[test]
    fn mistakes_are_counted_and_shown_when_the_setting_is_on() {
        let mut app = App::new(5);
        run(&mut app, "1 enter");
        let game = app.sudoku().unwrap();
        let empty = (0..81).find(|&c| game.grid().get(c) == 0).unwrap();
        let right = game.solution().get(empty);
        let (wrong, other) = (right % 9 + 1, (right + 1) % 9 + 1);
        let script = std::format!("{} {wrong} {wrong} {right} enter {wrong}", keys_to(empty));
        run(&mut app, &script);
        assert_eq!(app.sudoku().unwrap().mistakes(), 0, "typed, not counted");
        // Check (the menu's second entry): counted once, however often checked.
        run(&mut app, "enter 0");
        run(&mut app, &std::format!("{wrong} menu 2 menu 2"));
        assert_eq!(app.sudoku().unwrap().mistakes(), 1);
        run(&mut app, &std::format!("{other} menu 2"));
        assert_eq!(
            app.sudoku().unwrap().mistakes(),
            2,
            "another wrong digit there"
        );
        run(&mut app, &std::format!("0 {wrong} menu 2"));
        assert_eq!(app.sudoku().unwrap().mistakes(), 3);
        assert!(!described(&app).contains("mistakes"));
        run(&mut app, "esc 6 1 esc 1");
        assert!(
            described(&app).contains("mistakes: 3\n"),
            "{}",
            described(&app)
        );
        // Kept with the games, and the setting with them.
        let mut file = [0u8; crate::state::MAX_BYTES];
        let n = app.save(&mut file).unwrap();
        let mut again = App::new(9);
        again.restore(&file[..n]).unwrap();
        assert!(again.settings().mistakes);
        assert!(described(&again).contains("mistakes: 3\n"));
        // The counted digit is kept too: a check after the reload counts nothing more.
        run(&mut again, "menu 2");
        assert_eq!(again.sudoku().unwrap().mistakes(), 3);
    }

    /// The keypad's order puts 7 8 9 on a cell's top row: pencil mark 9 moves from the
    /// bottom right of its cell to the top right.
    #[test]
    fn pencil_marks_follow_the_order_set() {
        let mut app = App::new(5);
        run(&mut app, "1 enter");
        let game = app.sudoku().unwrap();
        let empty = (0..81).find(|&c| game.grid().get(c) == 0).unwrap();
        run(&mut app, &std::format!("{} enter 9", keys_to(empty)));
        let (x, y) = (
            GRID_X + (empty % 9) as i32 * CELL,
            GRID_Y + (empty / 9) as i32 * CELL,
        );
        let inked = |p: &Screen, row: i32| {
            let (mx, my) = (x + 2 + 2 * 7, y + 1 + row * 7);
            (my..my + 7)
                .any(|yy| (mx..mx + 5).any(|xx| at(p, xx as usize, yy as usize) == theme::PENCIL))
        };
        let before = pixels(&app);
        assert!(inked(&before, 2) && !inked(&before, 0));
        run(&mut app, "esc 6 2 esc 1");
        let after = pixels(&app);
        assert!(inked(&after, 0) && !inked(&after, 2));
    }

    /// High contrast draws the same screen in its colours: the title bar black, nothing
    /// else moved.
    #[test]
    fn high_contrast_draws_the_same_screen_in_its_colours() {
        let mut app = App::new(3);
        run(&mut app, "1 enter");
        let plain = pixels(&app);
        run(&mut app, "esc 6 3 esc 1");
        let high = pixels(&app);
        assert_eq!(at(&plain, 300, 2), theme::BAR);
        assert_eq!(at(&high, 300, 2), INK);
        for y in 0..240 {
            for x in 0..320 {
                let mapped = theme::high_contrast(at(&plain, x, y));
                assert_eq!(at(&high, x, y), mapped, "({x}, {y})");
            }
        }
    }

    /// High contrast says with shapes what the plain theme says with colours alone: a
    /// frame round a cell in conflict, a line under the player's digits.
    #[test]
    fn high_contrast_marks_conflicts_and_entries_by_shape() {
        for high in [false, true] {
            let mut app = App::new(5);
            if high {
                run(&mut app, "6 3 esc");
            }
            run(&mut app, "1 enter");
            let game = app.sudoku().unwrap();
            let empty = (0..81).find(|&c| game.grid().get(c) == 0).unwrap();
            let row = empty / 9 * 9;
            let taken = (row..row + 9).map(|c| game.grid().get(c)).find(|&v| v != 0);
            // A digit its row has already, in pen: in conflict, and entered.
            run(
                &mut app,
                &std::format!("{} {}", keys_to(empty), taken.unwrap()),
            );
            let p = pixels(&app);
            let x = (GRID_X + (empty % 9) as i32 * CELL) as usize;
            let y = (GRID_Y + (empty / 9) as i32 * CELL) as usize;
            let framed = at(&p, x + 2, y + 11) == INK && at(&p, x + 11, y + 2) == INK;
            let underlined = (x + 6..x + 16).all(|xx| at(&p, xx, y + 19) != theme::CURSOR);
            assert_eq!((framed, underlined), (high, high), "high contrast {high}");
        }
    }

    /// A tap on a setting's line switches it, as its digit does; elsewhere, nothing.
    #[test]
    fn a_tap_on_a_setting_switches_it() {
        let mut app = App::new(1);
        run(&mut app, "6");
        app.tap(Point::new(layout::INDENT + 10, line_top(1) + 2));
        app.tap(Point::new(5, 5));
        app.tap(Point::new(layout::INDENT + 10, line_top(4) + 2));
        let only_marks = Settings {
            keypad_marks: true,
            ..Settings::NEW
        };
        assert_eq!(app.settings(), only_marks);
    }
}
