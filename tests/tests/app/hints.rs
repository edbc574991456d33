//! Sudoku hints that teach, checked against the rater's steps: the first hint names the
//! technique and the rows, columns or boxes to look at (shaded, no cell pointed to); the
//! second the cell and the digit (the cell pointed to, the pattern shaded), or for a step
//! that removes candidates the pattern's cells (shaded and named, the answer kept back);
//! the third does the step, naming and shading every cell a removal acts on.

use jiugong_calc::App;
use jiugong_core::sudoku::units::UNITS;
use jiugong_core::sudoku::{CellName, PencilMarks, Step, Technique, Unit};
use jiugong_tests::shots::play;

/// What the screen says, in words.
fn words(app: &App) -> String {
    let mut text = String::new();
    app.describe(&mut text).unwrap();
    text
}

/// The cells the hint shades, as the words list them.
fn shaded(text: &str) -> Vec<String> {
    text.lines()
        .find_map(|l| l.strip_prefix("shaded by the hint: "))
        .map(|l| l.split(' ').map(str::to_owned).collect())
        .unwrap_or_default()
}

/// The names of the cells of `units`, in reading order.
fn cells_of(units: &[Unit]) -> Vec<String> {
    let mut cells: Vec<usize> = units
        .iter()
        .flat_map(|u| UNITS[u.index()].iter().map(|&c| usize::from(c)))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells.into_iter().map(|c| CellName(c).to_string()).collect()
}

/// The rater's next step on the grid the player sees.
fn rater_step(app: &App) -> Step {
    let game = app.sudoku().expect("a game");
    PencilMarks::new(game.grid())
        .unwrap()
        .hint()
        .expect("the rater has a step")
}

#[test]
fn three_hints_teach_the_raters_step() {
    // A puzzle of each level of the list, two of the hardest.
    let (mut techniques, mut removals) = (Vec::new(), 0);
    for (level, seed) in [
        (0, 1),
        (1, 3),
        (2, 5),
        (2, 6),
        (3, 8),
        (3, 9),
        (4, 10),
        (4, 11),
    ] {
        let open = format!("1 {} enter", "down ".repeat(level));
        let mut app = App::new(seed);
        play(&mut app, &open);
        // Hint after hint, each checked, up to the first that removes candidates (after
        // it the app goes on from what it removed, which a fresh rater does not know).
        for _ in 0..81 {
            if app.sudoku().unwrap().is_solved() {
                break;
            }
            let step = rater_step(&app);
            techniques.push(step.technique);
            removals += usize::from(step.placement.is_none());
            let (cell, digit) = match step.placement {
                Some((c, d)) => (usize::from(c), d),
                None => {
                    let c = (0..81).find(|&c| step.removals[c] != 0).unwrap();
                    (c, step.removals[c].trailing_zeros() as u8 + 1)
                }
            };
            let grid = *app.sudoku().unwrap().grid();

            // 1: the technique and where to look, no answer.
            play(&mut app, "menu 1");
            let text = words(&app);
            let message = app.sudoku().unwrap().message().to_owned();
            let units = step.units();
            assert!(
                message.starts_with(&format!("{}: look at ", step.technique)),
                "{message}"
            );
            for u in &units {
                let n = match u {
                    Unit::Row(n) | Unit::Column(n) | Unit::Box(n) => n + 1,
                };
                assert!(message.contains(&n.to_string()), "{message} names {u}");
            }
            assert_eq!(shaded(&text), cells_of(&units), "{message}");
            assert!(!text.contains("the hint points to"), "{text}");
            assert_eq!(*app.sudoku().unwrap().grid(), grid, "nothing placed yet");

            // 2: a placement's cell and digit; a removal's pattern, its cells shaded and
            // named, where it acts not yet said.
            play(&mut app, "menu 1");
            let text = words(&app);
            let message = app.sudoku().unwrap().message().to_owned();
            let at = CellName(cell).to_string();
            let pattern: Vec<String> = (0..81)
                .filter(|&c| step.cells & 1 << c != 0)
                .map(|c| CellName(c).to_string())
                .collect();
            let acts_on: Vec<String> = (0..81)
                .filter(|&c| step.removals[c] != 0)
                .map(|c| CellName(c).to_string())
                .collect();
            match step.placement {
                Some(_) => {
                    assert!(message.contains(&at), "{message} names {at}");
                    assert!(message.contains(&digit.to_string()), "{message}: {digit}");
                    assert!(text.contains(&format!("the hint points to {at}")), "{text}");
                    assert!(shaded(&text).contains(&at), "{text}");
                }
                None if pattern.is_empty() => {
                    assert!(message.contains(&at), "{message} names {at}");
                }
                None => {
                    assert!(message.contains(": made by "), "{message}");
                    for c in pattern.iter().take(5) {
                        assert!(message.contains(c.as_str()), "{message} names {c}");
                    }
                    for c in acts_on.iter().filter(|c| !pattern.contains(c)) {
                        assert!(!message.contains(c.as_str()), "{message} gives {c} away");
                    }
                    // (With the unit it lives in, for a pointing or a claiming.)
                    let shade = shaded(&text);
                    assert!(pattern.iter().all(|c| shade.contains(c)), "{text}");
                    assert!(!text.contains("the hint points to"), "{text}");
                }
            }
            assert_eq!(*app.sudoku().unwrap().grid(), grid, "nothing placed yet");

            // 3: the step done; a removal names every cell it acts on (the first five of
            // a long list), shaded whether or not they hold pencil marks.
            play(&mut app, "menu 1");
            let text = words(&app);
            let game = app.sudoku().unwrap();
            match step.placement {
                Some(_) => assert_eq!(game.grid().get(cell), digit, "{}", game.message()),
                None => {
                    let message = game.message();
                    assert!(
                        message.contains(&format!("no {digit} at {at}")),
                        "{message}"
                    );
                    for c in acts_on.iter().take(5) {
                        assert!(message.contains(c.as_str()), "{message} names {c}");
                    }
                    assert_eq!(shaded(&text), acts_on, "{message}");
                }
            }
            if step.placement.is_none() {
                break;
            }
        }
    }
    assert!(
        techniques.iter().any(|&t| t != Technique::HiddenSingle) && removals > 0,
        "more than hidden singles seen, and a step that removes: {techniques:?}"
    );
}
