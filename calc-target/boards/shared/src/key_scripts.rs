//! The key scripts every board plays: the screens the board tests compare with
//! `jiugong sim`, and what the Cortex-M7 board plays to measure its stack.

/// Screens: the home menu, each puzzle mid-game, finished puzzles, searches caught running,
/// a game with every setting on (high contrast, mistakes counted, the keypad's order), and
/// each puzzle in French and in Chinese, a hint or a solution said (the settings' fourth
/// line switches the language: English, then Français, then 中文).
/// (name, keys, seed, ticks per key)
pub const SCRIPTS: [(&str, &str, u64, Option<u32>); 38] = [
    ("home", "", 1, None),
    (
        "sudoku-mid-game",
        "enter down enter right right 5 down 3 enter 1 2 left 7",
        2,
        None,
    ),
    ("sudoku-solved", "enter enter menu 3", 3, None),
    (
        "sudoku-every-setting-on",
        "6 1 2 3 esc 1 enter down enter 5 right enter 1 2 9 menu 2",
        2,
        None,
    ),
    (
        "sudoku-expert-being-made",
        "enter down down down enter",
        3,
        Some(4),
    ),
    ("knight-tour", "2 down right menu 1", 4, None),
    (
        "knight-search-running",
        "2 menu 5 right right right right right menu 1 1",
        5,
        Some(3),
    ),
    ("slide-mid-game", "3 down left down", 6, None),
    ("slide-solved-by-ida", "3 menu 3 menu 2", 7, None),
    ("slide-5x5-solved-at-once", "3 menu 8 menu 2", 2, None),
    (
        "klotski-mid-game",
        "4 menu 3 down down enter down down down enter down right enter up",
        12,
        None,
    ),
    ("klotski-search-running", "4 menu 2", 13, Some(6)),
    ("klotski-solved-by-search", "4 right down menu 2", 14, None),
    (
        "pentagram-mid-game",
        "5 enter right right enter right enter",
        8,
        None,
    ),
    ("pentagram-paper-algorithm", "5 menu 1", 9, None),
    (
        "star-7-2-mid-game",
        "5 menu 2 right enter right right enter",
        10,
        None,
    ),
    (
        "star-11-2-filled-by-search",
        "5 menu 2 menu 2 menu 2 menu 2 menu 2 menu 1",
        11,
        None,
    ),
    ("fr-sudoku-hint", "6 4 esc 1 enter menu 1", 15, None),
    (
        "zh-sudoku-hint",
        "6 4 4 esc 1 enter menu 1 menu 1",
        16,
        None,
    ),
    ("fr-knight-tour", "6 4 esc 2 down right menu 1", 17, None),
    ("zh-knight-tour", "6 4 4 esc 2 down right menu 1", 18, None),
    ("fr-slide-hint", "6 4 esc 3 menu 1", 19, None),
    ("zh-slide-hint", "6 4 4 esc 3 down left menu 1", 20, None),
    ("fr-klotski-hint", "6 4 esc 4 menu 1", 21, None),
    ("zh-klotski-hint", "6 4 4 esc 4 down menu 1", 22, None),
    ("fr-pentagram-paper", "6 4 esc 5 menu 1", 23, None),
    (
        "zh-pentagram-mid-game",
        "6 4 4 esc 5 enter right right enter",
        24,
        None,
    ),
    // 0 in the level menu: a puzzle by its number (the boards know no date: none offered).
    ("sudoku-by-number", "1 0 4 2 del 7", 25, None),
    // The variants, the kind of grid chosen with left and right: a killer's hint told two
    // presses of three, a jigsaw, an X with every mark pencilled in, a windoku in pencil,
    // the 6×6 and 4×4 grids, a killer being made, and a hint in French and in Chinese.
    (
        "sudoku-killer-hint",
        "enter right right right right enter menu 1 menu 1",
        27,
        None,
    ),
    (
        "sudoku-jigsaw-mid-game",
        "enter right right right enter right 5 down 3",
        28,
        None,
    ),
    ("sudoku-x-marks", "enter right enter menu 9", 29, None),
    (
        "sudoku-windoku-pencil",
        "enter right right enter enter 1 2 down 3",
        30,
        None,
    ),
    (
        "sudoku-6x6-mid-game",
        "enter left left enter right 3 down 4",
        31,
        None,
    ),
    (
        "sudoku-4x4-mid-game",
        "enter left enter 1 right 2",
        32,
        None,
    ),
    (
        "sudoku-killer-being-made",
        "enter right right right right down down enter",
        33,
        Some(3),
    ),
    (
        "fr-sudoku-jigsaw-hint",
        "6 4 esc 1 right right right enter menu 1",
        34,
        None,
    ),
    (
        "zh-sudoku-killer-hint",
        "6 4 4 esc 1 right right right right enter menu 1 menu 1",
        35,
        None,
    ),
    // A 6×6 puzzle typed in, and played.
    (
        "sudoku-6x6-typed-in",
        "1 left left up enter 0 0 0 0 0 0 0 0 6 0 0 1 0 0 0 4 0 0 2 1 0 0 5 0 6 0 0 0 2 0 0 0 \
         5 0 3 0 menu 1",
        36,
        None,
    ),
];

/// The date the boards that know one are given for [`DATED_SCRIPTS`]: 2026-11-29, whose
/// Sudoku is No. 9830. (year, month, day)
pub const SCRIPT_DATE: (u32, u32, u32) = (2026, 11, 29);

/// Screens on a board that knows the date ([`SCRIPT_DATE`]): the browser (`date=`), the
/// TI-Nspire (its clock) and `jiugong sim --date`. A seed's high 32 bits are the
/// TI-Nspire's clock as the Nspire harness sets it (seconds since 1970: 12:00 UTC on the
/// date), which seeds the app with the timer below them, as the calculator does.
/// (name, keys, seed, ticks per key)
pub const DATED_SCRIPTS: [(&str, &str, u64, Option<u32>); 1] = [
    // 0 in the level menu offers the day's puzzle, made at once.
    (
        "sudoku-of-the-day",
        "1 0 enter",
        1_795_953_600 << 32 | 26,
        None,
    ),
];

/// Screens reached with taps (`tap:X:Y`) among the keys: played by the boards whose screen
/// can be touched (the browser) and by `jiugong sim`, against its golden shots. The calculators
/// have no touch screen. (name, keys and taps, seed, ticks per key)
pub const TAP_SCRIPTS: [(&str, &str, u64, Option<u32>); 4] = [
    // A 4×4 puzzle's large cells: r1c2 tapped, then again: pencil; a 3 marked.
    (
        "tap-sudoku-4x4",
        "enter left enter tap:79:42 tap:79:42 3",
        5,
        None,
    ),
    // The level menu's second line (medium); the centre cell, tapped again: pencil; a 5
    // marked, then the cell right of and below it: a 7.
    (
        "tap-sudoku",
        "enter tap:60:63 tap:105:117 tap:105:117 5 tap:127:139 tap:127:139 7",
        2,
        None,
    ),
    // The home menu's fourth line (Klotski); block C picked, slid down into the cell below
    // it, then block D picked.
    (
        "tap-klotski",
        "tap:100:113 tap:65:153 tap:65:191 tap:103:153",
        3,
        None,
    ),
    // The home menu's second line (the knight); c6 the start, tapped again: placed; a7
    // tapped twice: jumped to.
    (
        "tap-knight",
        "tap:100:85 tap:74:83 tap:74:83 tap:26:59 tap:26:59",
        4,
        None,
    ),
];
