#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![deny(rustdoc::broken_intra_doc_links)]
//! jiugong-core: the puzzles of a graphing-calculator puzzle engine, in `no_std`,
//! allocation-free Rust.
//!
//! # The puzzles
//!
//! * [`sudoku`] — the 9×9 grid ([`sudoku::units`] for rows, columns, boxes and peers,
//!   [`sudoku::text`] for the block and line formats and a streaming parser), a fast
//!   [`Solver`](sudoku::Solver), document 003's solved grids in bulk
//!   ([`Finals`](sudoku::Finals)), document 001's seed-grid transformations
//!   ([`sudoku::transform`]), puzzles with a unique solution
//!   ([`Generator`](sudoku::Generator), [`LevelSearch`](sudoku::LevelSearch)) and their
//!   difficulty on Sudoku Explainer's scale ([`Rater`](sudoku::Rater)).
//! * [`knight`] — document 002's knight's tour: board sizes and squares, one depth-first
//!   [`Search`](knight::Search) for the document's move order and Warnsdorff's rule, open
//!   and closed tours, counting, and the theorems that say when no tour exists.
//! * [`sliding`] — document 004's sliding-tile puzzles on boards up to 5×5: states and the
//!   solvability rule ([`Board`](sliding::Board)), the document's exhaustive
//!   [`PathSearch`](sliding::PathSearch), optimal solutions by [`Ida`](sliding::Ida) with
//!   Manhattan distance and linear conflict or [pattern databases](sliding::pdb).
//! * [`klotski`] — 华容道, the sliding family's larger game: positions and their text, the
//!   shortest solution in three move counts by a breadth-first search in lent buffers, and
//!   the traditional starts by name.
//! * [`star`] — document 000's pentagram, "君子不忘其旧": the paper's algorithm
//!   ([`paper_fill`](star::paper_fill)), every filling by search
//!   ([`Fillings`](star::Fillings)), and the same game on other stars {n/k}.
//!
//! Around them: [`search`], the contract every budgeted search keeps (resume with a budget,
//! found / exhausted / paused), [`figures`], the documents' printed figures the tests check,
//! [`random`], unbiased integers and shuffles over the caller's generator, [`name`], the
//! one error for a name that is not one of a type's, [`grouped`], numbers with their
//! thousands parted (`5,000`), and [`quoted`], a character as an error quotes it.
//!
//! # The rules this crate keeps
//!
//! * **No heap, no `unsafe`, no panic on input.** Sizes are fixed arrays; what does not fit
//!   (a 1000×1000 knight's board, a pattern database) lives in buffers the caller lends.
//!   Bad input is a typed error with a `Display` that says what and where.
//! * **Bounded stack.** Searches keep explicit stacks ([`search::Frames`]) instead of
//!   recursing to a depth the input sets, and run in slices ([`search::Resumable`]) so a
//!   calculator can draw between them and a desktop can show progress and stop at a budget.
//! * **Reproducible.** Randomness comes only from a `rand_core` generator the caller passes
//!   in: the same seed gives the same puzzle on every machine, the calculator included.
//! * **One idea, one place.** The command line (`jiugong`) and the calculator app
//!   (`jiugong-calc`) call into this crate; neither repeats a rule or an algorithm.
//!
//! # An example of each puzzle
//!
//! ```
//! use jiugong_core::klotski::{Frontier, LAYOUTS, Metric};
//! use jiugong_core::knight::{Goal, Order, OwnedSearch, Size, Square, is_tour};
//! use jiugong_core::search::{Progress, Resumable};
//! use jiugong_core::sliding::{self, Board, Ida, ManhattanLinear};
//! use jiugong_core::star::{Star, paper_fill};
//! use jiugong_core::sudoku::{Generator, Grid, Level, Options, Solver};
//! use rand_core::SeedableRng;
//!
//! // Sudoku: solve a puzzle given in line format (`.` or `0` for an empty cell) ...
//! let puzzle = Grid::parse_line(
//!     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
//! )?;
//! let mut solver = Solver::new();
//! let solution = solver.solve_unique(&puzzle)?;
//! assert!(puzzle.is_solved_by(&solution));
//! // ... and make a medium one with exactly one solution, reproducibly from a seed.
//! let mut rng = rand_xorshift::XorShiftRng::seed_from_u64(2026);
//! let options = Options { level: Some(Level::Medium), ..Options::default() };
//! let made = Generator::new().generate(&options, &mut rng)?;
//! assert_eq!(solver.count_solutions(&made.puzzle, 2), 1);
//! assert_eq!(made.rating.level, Level::Medium);
//!
//! // The knight's tour: a closed tour of 8×8 by Warnsdorff's rule.
//! let size = Size::new(8, 8).unwrap();
//! let mut tour = OwnedSearch::owned(size, Square::new(2, 0), Order::Warnsdorff, Goal::Closed)?;
//! assert_eq!(tour.resume(u64::MAX), Progress::Found);
//! assert!(is_tour(size, tour.board(), true));
//!
//! // The eight puzzle: document 004's instance takes 30 moves at best.
//! let shape = sliding::Size::new(3, 3)?;
//! let (start, goal) = (Board::parse(shape, "876543210")?, Board::goal(shape));
//! let mut ida = Ida::new(&start, &goal, ManhattanLinear::new(&goal), false)?;
//! assert_eq!(ida.resume(u64::MAX), Progress::Found);
//! assert_eq!(ida.solution().len(), 30);
//!
//! // Klotski: 横刀立马, the traditional start, takes 81 moves at best, found in 24 KB.
//! let start = LAYOUTS[0].start()?;
//! let mut room = [0u32; 6_000];
//! let mut search = Frontier::new(&start, Metric::Piece)?;
//! assert_eq!(search.lend(&mut room).resume(u64::MAX), Progress::Found);
//! assert_eq!(search.length(), Some(81));
//!
//! // The pentagram: the paper's algorithm from point A fills all ten points by the rule.
//! let filling = paper_fill(0)?;
//! assert!(jiugong_core::star::is_filling(&Star::pentagram(), filling.order()));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! `core/examples/` has a longer program for each puzzle (`cargo run -p jiugong-core
//! --example knight_tour`, `sudoku`, `sliding`, `klotski`, `star`).

#[cfg(test)]
extern crate std;

pub mod figures;
pub mod grouped;
pub mod klotski;
pub mod knight;
pub mod name;
pub mod quoted;
pub mod random;
pub mod search;
pub mod sliding;
pub mod star;
pub mod sudoku;
