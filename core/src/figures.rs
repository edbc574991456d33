//! The source documents' printed figures, in one place: the core's tests, the cross-crate
//! tests on the desktop and the board's self-test on the ARM926 all check against these.
//! Where a document's print is damaged, the figure here is the one its program computes
//! (`docs/documents.md` says where and why).

/// Document 003: the first row 1..9, the rows below shifted left by 3, 6, 1, 4, 7, 2, 5, 8.
pub const SHIFTED_ROWS: [&str; 9] = [
    "1 2 3 4 5 6 7 8 9",
    "4 5 6 7 8 9 1 2 3",
    "7 8 9 1 2 3 4 5 6",
    "2 3 4 5 6 7 8 9 1",
    "5 6 7 8 9 1 2 3 4",
    "8 9 1 2 3 4 5 6 7",
    "3 4 5 6 7 8 9 1 2",
    "6 7 8 9 1 2 3 4 5",
    "9 1 2 3 4 5 6 7 8",
];

/// Document 002: the board of the search from (2,0).
pub const SEED_BOARD: [u32; 64] = [
    43, 50, 47, 38, 57, 52, 61, 32, 48, 37, 44, 51, 46, 33, 58, 53, 1, 42, 49, 56, 39, 60, 31, 62,
    36, 15, 40, 45, 34, 29, 54, 59, 41, 2, 35, 16, 55, 24, 63, 30, 14, 5, 12, 9, 22, 19, 28, 25, 3,
    10, 7, 20, 17, 26, 23, 64, 6, 13, 4, 11, 8, 21, 18, 27,
];
/// Document 002: calls of the search until it printed that board.
pub const SEED_NODES: u64 = 210_143_950;

/// Document 000: the three printouts (start row, column, and the 9×9 matrix).
pub const STAR_PRINTOUTS: [(u32, u32, &str); 3] = [
    (
        1,
        5,
        "    0    \n         \n4  7 3  6\n         \n  1   9  \n         \n    5    \n         \n 8     2 \n",
    ),
    (
        3,
        4,
        "    3    \n         \n7  0 6  9\n         \n  4   2  \n         \n    8    \n         \n 1     5 \n",
    ),
    (
        5,
        3,
        "    9    \n         \n3  6 2  5\n         \n  0   8  \n         \n    4    \n         \n 7     1 \n",
    ),
];

/// Document 004: the eight puzzle's start (the goal is 123456780).
pub const EIGHT_START: &str = "876543210";
/// Document 004: `move()` calls to the first path of at most 30 moves.
pub const FIRST_PATH_STEPS: u64 = 8_292_445;
/// Document 004: `moveok()` calls to the first path of at most 30 moves.
pub const FIRST_PATH_CHECKS: u64 = 12_926_284;
/// Document 004: the paths of at most 30 moves.
pub const PATHS_30: u64 = 10;
/// Document 004: the first path of at most 30 moves, the tiles moved (the document's print
/// has moves 24 and 25 swapped, which is not a legal path).
pub const FIRST_PATH: [u8; 30] = [
    3, 4, 7, 8, 5, 2, 1, 7, 8, 5, 2, 1, 7, 8, 5, 6, 4, 3, 8, 5, 6, 4, 3, 6, 4, 2, 1, 4, 5, 8,
];
