//! The calculator app's drawing, checked on its pixels: the "solved!" banner leaves the grid
//! in view and goes with any key, the knight's board is framed on all four sides with every number centred in its
//! square and readable on 12×12, and the screens say the same thing in all their parts.

use embedded_graphics::pixelcolor::Rgb565;
use embedded_graphics::prelude::*;
use embedded_graphics_simulator::SimulatorDisplay;
use jiugong_calc::sudoku::{CELL, GRID_X, GRID_Y};
use jiugong_calc::toolkit::{layout, theme};
use jiugong_calc::{App, Key, Keys};
use jiugong_tests::shots;

fn play(seed: u64, script: &str) -> App {
    let mut app = App::new(seed);
    shots::play(&mut app, script);
    app
}

fn screen(app: &App) -> SimulatorDisplay<Rgb565> {
    let mut d = SimulatorDisplay::<Rgb565>::new(Size::new(320, 240));
    app.draw(&mut d).unwrap();
    d
}

#[test]
fn the_solved_banner_leaves_the_grid_in_view_and_goes_with_any_key() {
    let mut app = play(1, "1 enter menu 3");
    assert!(app.sudoku().unwrap().is_solved());
    let grid_area = |d: &SimulatorDisplay<Rgb565>| {
        let side = 9 * CELL;
        (GRID_Y..GRID_Y + side)
            .flat_map(|y| (GRID_X..GRID_X + side).map(move |x| Point::new(x, y)))
            .map(|p| d.get_pixel(p))
            .collect::<Vec<_>>()
    };
    let shown = screen(&app);
    let count = |d: &SimulatorDisplay<Rgb565>, c: Rgb565| {
        (0..240)
            .flat_map(|y| (0..320).map(move |x| Point::new(x, y)))
            .filter(|&p| d.get_pixel(p) == c)
            .count()
    };
    // The banner is there (a block of the title bar's colour beyond the bars themselves)...
    let bars = 2 * 320 * layout::BAR_HEIGHT as usize;
    assert!(count(&shown, theme::BAR) > bars + 1000, "a banner");
    // ...but not over the grid.
    assert!(
        !grid_area(&shown).contains(&theme::BAR),
        "the grid stays in view"
    );
    // Any key takes it away, and the grid is unchanged.
    shots::play(&mut app, "left");
    let after = screen(&app);
    assert!(
        count(&after, theme::BAR) <= bars + 400,
        "the banner is gone"
    );
    assert_eq!(grid_area(&after), grid_area(&shown));
    assert!(app.sudoku().unwrap().is_solved());
}

#[test]
fn a_solved_game_says_so_everywhere() {
    // r1c1 given in this puzzle? Type on every cell of row 1 until a given is hit.
    let mut app = play(1, "1 enter");
    let game = app.sudoku().unwrap();
    let given = (0..81).find(|&c| game.givens().get(c) != 0).unwrap();
    let moves = "right ".repeat(given % 9) + &"down ".repeat(given / 9);
    for key in Key::parse_script(&(moves + "5 menu 3")) {
        app.handle(key.unwrap());
    }
    let game = app.sudoku().unwrap();
    assert!(game.is_solved());
    assert!(!game.message().contains("is given"), "{}", game.message());
    assert!(game.message().contains("solved"), "{}", game.message());
    assert_eq!(app.help(), &[(Keys::Any, "close"), (Keys::BACK, "home")]);
    // Solved by the player: the last digit says so too.
    let mut app = play(2, "1 enter");
    let game = app.sudoku().unwrap();
    let solution = {
        let mut s = jiugong_core::sudoku::Solver::new();
        s.solve_unique(game.givens()).unwrap()
    };
    let mut script = String::new();
    for cell in 0..81 {
        if game.givens().get(cell) == 0 {
            script += &format!("{} ", solution.get(cell));
        }
        script += if cell % 9 == 8 {
            "down right "
        } else {
            "right "
        };
    }
    for key in Key::parse_script(&script) {
        app.handle(key.unwrap());
    }
    let game = app.sudoku().unwrap();
    assert!(game.is_solved());
    assert!(
        game.message().starts_with("solved in "),
        "{}",
        game.message()
    );
}

#[test]
fn the_papers_method_says_one_clue_count() {
    // The level list's sixth entry (its number picks it): the paper's seed-grid method.
    // Its label's "30+ clues" holds: 30 shown, then clues added until the solution is unique.
    for seed in 4..14 {
        let app = play(seed, "1 6");
        let game = app.sudoku().unwrap();
        let clues = game.givens().clue_count();
        assert!(game.title().contains("paper's method"), "{}", game.title());
        assert!(
            game.title().ends_with(&format!(", {clues} clues")),
            "{}",
            game.title()
        );
        assert!(clues >= 30, "{clues} clues");
    }
}

/// The ink's bounding box inside a square, if any: (left, top, right, bottom) margins.
fn margins(d: &SimulatorDisplay<Rgb565>, x: i32, y: i32, cell: i32) -> Option<[i32; 4]> {
    let mut b: Option<[i32; 4]> = None;
    for py in y..y + cell {
        for px in x..x + cell {
            if d.get_pixel(Point::new(px, py)) == theme::INK {
                let e = b.get_or_insert([px, py, px, py]);
                *e = [e[0].min(px), e[1].min(py), e[2].max(px), e[3].max(py)];
            }
        }
    }
    b.map(|[l, t, r, bt]| [l - x, t - y, x + cell - 1 - r, y + cell - 1 - bt])
}

#[test]
fn the_knights_board_is_framed_and_its_numbers_centred() {
    // 8x8 (the first size) and 12x12 (4 sizes on), each with its tour shown.
    for (script, n) in [
        ("2 menu 1", 8),
        ("2 menu 2 menu 2 menu 2 menu 2 menu 1", 12),
    ] {
        let app = play(5, script);
        let knight = app.knight().unwrap();
        assert!(knight.tour().is_some(), "{script}");
        let d = screen(&app);
        let (origin, cell) = (knight.layout().origin, knight.layout().side);
        let side = n * cell;
        // The frame: one line just outside the squares, on all four sides.
        for i in -1..=side {
            for p in [
                origin + Point::new(i, -1),
                origin + Point::new(i, side),
                origin + Point::new(-1, i),
                origin + Point::new(side, i),
            ] {
                assert_eq!(d.get_pixel(p), theme::MUTED, "{n}x{n}: frame at {p:?}");
            }
        }
        for r in 0..n {
            for c in 0..n {
                let (x, y) = (origin.x + c * cell, origin.y + r * cell);
                let [left, top, right, bottom] =
                    margins(&d, x, y, cell).unwrap_or_else(|| panic!("{n}x{n}: r{r}c{c} empty"));
                assert!(
                    (left - right).abs() <= 1,
                    "{n}x{n} r{r}c{c}: {left} {right}"
                );
                assert!(
                    (top - bottom).abs() <= 2,
                    "{n}x{n} r{r}c{c}: {top} {bottom}"
                );
                // Readable: digits at least 6 pixels high (5×8 and larger fonts).
                assert!(cell - top - bottom >= 6, "{n}x{n} r{r}c{c}: {top} {bottom}");
            }
        }
        assert_eq!(
            app.help(),
            &[(Keys::BACK, "the board")],
            "the tour is all shown"
        );
    }
}

#[test]
fn the_digit_under_the_cursor_is_shaded_wherever_else_it_is() {
    let app = play(5, "1 enter");
    let game = app.sudoku().unwrap();
    let digit = game.grid().get(game.cursor());
    // The cursor starts on r1c1: move it to the first given if that cell is empty.
    let (app, digit) = if digit == 0 {
        let given = (0..81).find(|&c| game.givens().get(c) != 0).unwrap();
        let moves = "right ".repeat(given % 9) + &"down ".repeat(given / 9);
        let mut app = play(5, "1 enter");
        shots::play(&mut app, &moves);
        let d = app.sudoku().unwrap().grid().get(given);
        (app, d)
    } else {
        (app, digit)
    };
    let game = app.sudoku().unwrap();
    let d = screen(&app);
    for cell in 0..81 {
        let (r, c) = ((cell / 9) as i32, (cell % 9) as i32);
        // A cell's corner just inside its lines shows its shade.
        let corner = d.get_pixel(Point::new(GRID_X + c * CELL + 2, GRID_Y + r * CELL + 2));
        let same = cell != game.cursor() && game.grid().get(cell) == digit;
        assert_eq!(corner == theme::SAME, same, "r{}c{}", r + 1, c + 1);
    }
}

#[test]
fn the_knights_board_names_its_files_and_ranks() {
    for (script, n) in [("2", 8), ("2 menu 2 menu 2 menu 2 menu 2", 12)] {
        let app = play(4, script);
        let knight = app.knight().unwrap();
        let (origin, cell) = (knight.layout().origin, knight.layout().side);
        let d = screen(&app);
        let inked = |x0: i32, y0: i32, w: i32, h: i32| {
            (y0..y0 + h).any(|y| (x0..x0 + w).any(|x| d.get_pixel(Point::new(x, y)) == theme::INK))
        };
        for i in 0..n {
            // A letter above each column, a number left of each row.
            let x = origin.x + i * cell;
            assert!(inked(x, origin.y - 9, cell, 8), "{n}x{n}: file {i}");
            let y = origin.y + i * cell;
            assert!(
                inked(origin.x - 13, y, 11, cell),
                "{n}x{n}: rank of row {i}"
            );
        }
    }
}

/// The ink of `color` inside a rectangle: its bounding box (left, top, right, bottom).
fn ink(
    d: &SimulatorDisplay<Rgb565>,
    color: Rgb565,
    x: i32,
    y: i32,
    w: i32,
    h: i32,
) -> Option<[i32; 4]> {
    let mut b: Option<[i32; 4]> = None;
    for py in y..y + h {
        for px in x..x + w {
            if d.get_pixel(Point::new(px, py)) == color {
                let e = b.get_or_insert([px, py, px, py]);
                *e = [e[0].min(px), e[1].min(py), e[2].max(px), e[3].max(py)];
            }
        }
    }
    b
}

#[test]
fn pencil_marks_are_readable_and_laid_out_as_a_newspaper_prints_them() {
    // An empty cell, then each mark alone in it.
    let app = play(1, "1 enter");
    let game = app.sudoku().unwrap();
    let empty = (0..81).find(|&c| game.grid().get(c) == 0).unwrap();
    let to = "right ".repeat(empty % 9) + &"down ".repeat(empty / 9);
    let (x, y) = (
        GRID_X + (empty % 9) as i32 * CELL,
        GRID_Y + (empty / 9) as i32 * CELL,
    );
    let mut places = Vec::new();
    for digit in 1..=9 {
        // Away from the cell, so that the cursor's shade is not under the mark.
        let app = play(1, &format!("1 enter {to} enter {digit} up"));
        let d = screen(&app);
        let [l, t, r, b] = ink(&d, theme::PENCIL, x, y, CELL, CELL)
            .unwrap_or_else(|| panic!("mark {digit} drawn"));
        // A 5×7 font's digit: 6 pixels high at least (the 3×5 one was 5), and inside the
        // cell's lines.
        assert!(b - t + 1 >= 6, "mark {digit}: {} pixels high", b - t + 1);
        assert!(
            l > x && r < x + CELL - 1 && t > y && b < y + CELL,
            "mark {digit} in its cell"
        );
        places.push(((l + r) / 2, (t + b) / 2));
    }
    // 1 2 3 on the top row, left to right; 7 8 9 at the bottom.
    for row in 0..3 {
        for col in 0..3 {
            let (px, py) = places[3 * row + col];
            if col > 0 {
                assert!(
                    px > places[3 * row + col - 1].0,
                    "{} right of {}",
                    3 * row + col + 1,
                    3 * row + col
                );
                assert_eq!(py, places[3 * row].1, "{} on its row", 3 * row + col + 1);
            }
            if row > 0 {
                assert!(
                    py > places[3 * (row - 1) + col].1,
                    "{} below {}",
                    3 * row + col + 1,
                    3 * row + col - 2
                );
            }
        }
    }
}

#[test]
fn no_menu_entry_runs_into_its_frame() {
    // Every menu of the app open, each entry selected in turn: the selected entry's shade
    // spans the box inside its frame, and the entry's words stay within it.
    for (open, entries) in [
        ("1", 7),
        ("1 enter menu", 7),
        ("2 menu", 5),
        ("2 enter menu", 3),
        ("3 menu", 9),
        ("3 menu 4 menu", 2),
        ("4 menu", 5),
        ("4 menu 3", 16),
        ("5 menu", 3),
        ("", 6),
        ("6", 3),
    ] {
        for k in 0..entries {
            let app = play(2, &format!("{open} {}", "down ".repeat(k)));
            let d = screen(&app);
            // The selected entry: the rows where the shade runs 150 pixels and more (a
            // sliding tile has the same colour, but not that width), and its extent.
            let mut shade: Option<[i32; 4]> = None;
            for y in 14..226 {
                let (mut run, mut best) = (0, (0, 0));
                for x in 0..320 {
                    run = if d.get_pixel(Point::new(x, y)) == theme::SELECTED {
                        run + 1
                    } else {
                        0
                    };
                    if run > best.1 - best.0 {
                        best = (x + 1 - run, x + 1);
                    }
                }
                if best.1 - best.0 >= 150 {
                    let e = shade.get_or_insert([best.0, y, best.1 - 1, y]);
                    *e = [e[0].min(best.0), e[1], e[2].max(best.1 - 1), y];
                }
            }
            let Some([l, t, r, b]) = shade else {
                panic!("'{open}': no entry selected");
            };
            assert!(b - t < 16, "'{open}' entry {k}: one entry shaded");
            // The words inside the shade end short of its edge, and none run on into the
            // gap between the shade and the frame's line.
            let words = ink(&d, theme::INK, l, t, r - l + 1, b - t + 1).expect("words");
            assert!(
                words[2] < r - 1,
                "'{open}' entry {k}: words up to x = {}, the shade to {r}",
                words[2]
            );
            let gap = ink(&d, theme::INK, r + 1, t, 1, b - t + 1);
            assert_eq!(gap, None, "'{open}' entry {k}: words in the frame's gap");
        }
    }
}

#[test]
fn the_stars_legal_landings_are_marked() {
    // Every star of the list, a number placed on its first point: the points the next
    // number may go to are shaded, the others not (the core's rule decides which).
    for stars in 0..6 {
        let script = format!("5 {}enter", "menu 2 ".repeat(stars));
        let app = play(1, &script);
        let screen_star = app.star().unwrap();
        let star = screen_star.star();
        let d = screen(&app);
        let mut filled = [false; jiugong_core::star::MAX_POINTS];
        filled[0] = true;
        let mut marked = 0;
        for p in 1..star.points() {
            let (centre, diameter) = screen_star.circle(p);
            // Inside the circle, left of its label.
            let inside = centre + Point::new(-(diameter as i32) / 2 + 2, 0);
            let legal = star.check_jump(&filled, 0, p).is_ok();
            let shade = d.get_pixel(inside);
            if p == usize::from(screen_star.order()[0]) {
                continue;
            }
            let cursor = shade == theme::CURSOR;
            assert!(
                cursor || (shade == theme::PATTERN) == legal,
                "star {stars}, point {p}: legal {legal}, shade {shade:?}"
            );
            marked += usize::from(legal);
        }
        assert!(marked > 0, "star {stars}: some landing");
    }
}

#[test]
fn the_klotski_layouts_hanzi_never_touch_in_the_list() {
    // The list in Chinese, at its top and at its end: the names' ink (Hanzi and pinyin)
    // comes in one band a line, a blank pixel row between two lines, and the list
    // shows 14 of them.
    for keys in ["6 4 4 esc 4 menu 3", "6 4 4 esc 4 menu 3 up"] {
        let d = screen(&play(2, keys));
        let inked = |y: i32| (8..200).any(|x| d.get_pixel(Point::new(x, y)) == theme::INK);
        let rows: Vec<bool> = (layout::TOP + 12..layout::BOTTOM).map(inked).collect();
        let bands = rows.windows(2).filter(|w| !w[0] && w[1]).count();
        assert_eq!(bands, 14, "{keys}: {rows:?}");
    }
}
