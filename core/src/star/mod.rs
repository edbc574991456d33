//! The pentagram digit filling, "君子不忘其旧" (document 000), and the same game on other
//! regular star polygons {n/k}.
//!
//! Points lie where the star's lines cross or end. Write 0 on a start point; then, again and
//! again, jump from the current point along one straight line over exactly one point (filled
//! or not) onto the next point of that line, which must be empty, and write the next number
//! there, until every point is filled.
//!
//! * [`Star::pentagram`] is the paper's star: points A..J at their places in a 9×9 matrix,
//!   and [`paper_fill`] the paper's BASIC algorithm, step for step.
//! * [`Star::polygon`] builds {n/k}: n tips on a circle, chord `i` from tip `i` to tip
//!   `i + k`, a point at every crossing. Along a chord the polar angle of its points grows
//!   monotonically, and (with angles in units of π/n from tip `i`) the crossing with chord
//!   `i − k + m` sits at angle `m`, the crossing with chord `i + m` at `k + m`
//!   (`m = 1..k−1`), so the order of the points on each line follows without any
//!   trigonometry. Distinct chords never meet three at a point (the crossings of chord `i`
//!   with chord `i + m` lie on a circle whose radius grows with `m`).
//! * [`Fillings`] searches every complete filling from a start (explicit stack, budget,
//!   resumable); [`Star::check_jump`] explains why a proposed jump is illegal.
//!
//! ```
//! use jiugong_core::star::{Fillings, Star};
//!
//! let star = Star::pentagram();
//! // Every filling from point A (0): each is a complete, legal filling.
//! let fillings: Vec<_> = Fillings::new(&star, 0)?.collect();
//! assert_eq!(fillings.len(), 2);
//! assert!(fillings.iter().all(|f| jiugong_core::star::is_filling(&star, f.order())));
//! // From A, C is one jump away (over B), and B is not (a neighbour).
//! let mut filled = [false; 10];
//! filled[0] = true;
//! assert!(star.check_jump(&filled, 0, 2).is_ok());
//! assert!(star.check_jump(&filled, 0, 1).is_err());
//! # Ok::<(), jiugong_core::star::StarError>(())
//! ```

mod filling;
mod fillings;
mod paper;

pub use filling::{Filling, is_filling};
pub use fillings::Fillings;
pub use paper::paper_fill;

use core::fmt;

/// Most points a star may have.
pub const MAX_POINTS: usize = 64;
/// Most lines (n of {n/k}).
pub const MAX_LINES: usize = 12;
/// Most points on one line (2k).
pub const MAX_ON_LINE: usize = 12;

/// The paper's points A..J as (row, column) of its 9×9 matrix, 1-based.
pub const PENTAGRAM_POINTS: [(u8, u8); 10] = [
    (1, 5),
    (3, 4),
    (5, 3),
    (9, 2),
    (7, 5),
    (5, 7),
    (3, 9),
    (3, 6),
    (3, 1),
    (9, 8),
];

/// The paper's five lines, points in order: A–B–C–D, D–E–F–G, G–H–B–I, I–C–E–J, J–F–H–A.
pub const PENTAGRAM_LINES: [[u8; 4]; 5] = [
    [0, 1, 2, 3],
    [3, 4, 5, 6],
    [6, 7, 1, 8],
    [8, 2, 4, 9],
    [9, 5, 7, 0],
];

/// The paper's drawing order `ABCDEFGHBICEJFH`.
pub const DRAWING_ORDER: [u8; 15] = [0, 1, 2, 3, 4, 5, 6, 7, 1, 8, 2, 4, 9, 5, 7];

/// Errors building a star or naming a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarError {
    /// {n/k} needs 5 ≤ n ≤ 12 and 2 ≤ k < n/2.
    BadPolygon {
        /// n (as asked for: wider than a `u8` where the asker's numbers are).
        n: u32,
        /// k.
        k: u32,
    },
    /// A (row, column) that is not one of the pentagram's points.
    NotAPoint {
        /// Row, 1-based.
        row: u8,
        /// Column, 1-based.
        col: u8,
    },
    /// A coordinate outside 1..=9.
    OffMatrix {
        /// Row given.
        row: u32,
        /// Column given.
        col: u32,
    },
    /// A point number beyond the star's points.
    NoSuchPoint(usize),
}

impl fmt::Display for StarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StarError::BadPolygon { n, k } => write!(
                f,
                "{{{n}/{k}}} is not a star this game is played on: need 5 ≤ n ≤ 12 and 2 ≤ k < n/2"
            ),
            StarError::NotAPoint { row, col } => write!(
                f,
                "({row},{col}) is not a point of the star; the points are (1,5) (3,4) (5,3) \
                 (9,2) (7,5) (5,7) (3,9) (3,6) (3,1) (9,8)"
            ),
            StarError::OffMatrix { row, col } => write!(
                f,
                "({row},{col}) is outside the 9×9 matrix: rows and columns are 1..9"
            ),
            StarError::NoSuchPoint(p) => write!(f, "the star has no point {p}"),
        }
    }
}

impl core::error::Error for StarError {}

/// A star: its points and its lines (each an ordered list of points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Star {
    n: u8,
    k: u8,
    points: u8,
    lines: u8,
    on_line: u8,
    line: [[u8; MAX_ON_LINE]; MAX_LINES],
    /// For each point, the (line, position) pairs it is on (every point is on two lines).
    at: [[(u8, u8); 2]; MAX_POINTS],
}

impl Star {
    /// The paper's pentagram, points A..J numbered 0..9.
    ///
    /// ```
    /// use jiugong_core::star::Star;
    ///
    /// let star = Star::pentagram();
    /// assert_eq!((star.points(), star.lines()), (10, 5));
    /// // Each point has exactly two legal jumps on the pentagram.
    /// assert!((0..10).all(|p| star.jumps(p).count() == 2));
    /// ```
    pub fn pentagram() -> Star {
        let mut star = Star::empty(5, 2, 10, 5, 4);
        for (i, l) in PENTAGRAM_LINES.iter().enumerate() {
            star.line[i][..4].copy_from_slice(l);
        }
        star.index_points();
        star
    }

    /// The star polygon {n/k}: tips 0..n, then the crossings.
    ///
    /// ```
    /// use jiugong_core::star::Star;
    ///
    /// let star = Star::polygon(7, 2)?;
    /// assert_eq!(star.points(), 14); // 7 tips and 7 crossings
    /// assert!(Star::polygon(6, 3).is_err()); // k must be below n / 2
    /// # Ok::<(), jiugong_core::star::StarError>(())
    /// ```
    pub fn polygon(n: u8, k: u8) -> Result<Star, StarError> {
        if !(5..=MAX_LINES as u8).contains(&n) || k < 2 || 2 * u16::from(k) >= u16::from(n) {
            return Err(StarError::BadPolygon {
                n: n.into(),
                k: k.into(),
            });
        }
        let (nu, ku) = (n as usize, k as usize);
        let points = nu * ku;
        let mut star = Star::empty(n, k, points as u8, n, 2 * k);
        // The crossing of chords a and a + m (m in 1..k) is point n + a·(k−1) + (m−1).
        let crossing = |a: usize, m: usize| (nu + (a % nu) * (ku - 1) + (m - 1)) as u8;
        for i in 0..nu {
            let l = &mut star.line[i];
            l[0] = i as u8;
            for m in 1..ku {
                // Chord i − k + m meets chord i: the pair (i − k + m, i) has offset k − m.
                l[m] = crossing(i + nu - (ku - m), ku - m);
                l[ku - 1 + m] = crossing(i, m);
            }
            l[2 * ku - 1] = ((i + ku) % nu) as u8;
        }
        star.index_points();
        Ok(star)
    }

    fn empty(n: u8, k: u8, points: u8, lines: u8, on_line: u8) -> Star {
        Star {
            n,
            k,
            points,
            lines,
            on_line,
            line: [[0; MAX_ON_LINE]; MAX_LINES],
            at: [[(u8::MAX, 0); 2]; MAX_POINTS],
        }
    }

    fn index_points(&mut self) {
        for l in 0..self.lines as usize {
            for pos in 0..self.on_line as usize {
                let p = self.line[l][pos] as usize;
                let slot = usize::from(self.at[p][0].0 != u8::MAX);
                self.at[p][slot] = (l as u8, pos as u8);
            }
        }
    }

    /// `(n, k)` of {n/k}.
    pub fn shape(&self) -> (u8, u8) {
        (self.n, self.k)
    }

    /// Number of points.
    pub fn points(&self) -> usize {
        self.points as usize
    }

    /// Number of lines.
    pub fn lines(&self) -> usize {
        self.lines as usize
    }

    /// The points of line `l`, in order.
    pub fn line(&self, l: usize) -> &[u8] {
        &self.line[l][..self.on_line as usize]
    }

    /// The two lines through point `p`.
    pub fn lines_through(&self, p: usize) -> [usize; 2] {
        self.at[p].map(|(l, _)| l as usize)
    }

    /// True for a tip (an end of the lines through it).
    pub fn is_tip(&self, p: usize) -> bool {
        self.at[p]
            .iter()
            .all(|&(_, pos)| pos == 0 || pos + 1 == self.on_line)
    }

    /// A point's letter: the paper's A..J on the pentagram, and on every star the app shows
    /// (at most 24 points: A..X); a point beyond Z is not lettered (`?`).
    pub fn letter(p: usize) -> char {
        match u8::try_from(p) {
            Ok(p @ 0..26) => (b'A' + p) as char,
            _ => '?',
        }
    }

    /// The pentagram point at 1-based (row, column) of the 9×9 matrix.
    ///
    /// ```
    /// use jiugong_core::star::{StarError, Star};
    ///
    /// assert_eq!(Star::pentagram_point(1, 5), Ok(0)); // A, the top
    /// assert_eq!(Star::letter(Star::pentagram_point(9, 2)?), 'D');
    /// assert!(matches!(Star::pentagram_point(1, 1), Err(StarError::NotAPoint { .. })));
    /// assert!(matches!(Star::pentagram_point(0, 5), Err(StarError::OffMatrix { .. })));
    /// # Ok::<(), StarError>(())
    /// ```
    pub fn pentagram_point(row: u32, col: u32) -> Result<usize, StarError> {
        if !(1..=9).contains(&row) || !(1..=9).contains(&col) {
            return Err(StarError::OffMatrix { row, col });
        }
        PENTAGRAM_POINTS
            .iter()
            .position(|&(r, c)| u32::from(r) == row && u32::from(c) == col)
            .ok_or(StarError::NotAPoint {
                row: row as u8,
                col: col as u8,
            })
    }

    /// The legal landing points from `p` on an empty star (at most 4: two lines, two ways).
    pub fn jumps(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
        self.at[p].into_iter().flat_map(move |(l, pos)| {
            let line = self.line(l as usize);
            [pos.checked_sub(2), Some(pos + 2)]
                .into_iter()
                .flatten()
                .filter_map(move |q| line.get(q as usize).map(|&t| t as usize))
        })
    }

    /// Whether jumping from `from` to `to` is legal when `filling` says which points are
    /// filled (`filled[p]`); if not, why.
    ///
    /// ```
    /// use jiugong_core::star::Star;
    ///
    /// let star = Star::pentagram();
    /// let mut filled = [false; 10];
    /// filled[0] = true;
    /// let to = star.jumps(0).next().unwrap();
    /// assert!(star.check_jump(&filled, 0, to).is_ok());
    /// filled[to] = true;
    /// assert!(star.check_jump(&filled, 0, to).is_err()); // the point is filled now
    /// ```
    pub fn check_jump(&self, filled: &[bool], from: usize, to: usize) -> Result<(), JumpError> {
        let n = self.points();
        if from >= n || to >= n || filled.len() < n {
            return Err(JumpError::NoSuchPoint);
        }
        if from == to {
            return Err(JumpError::SamePoint);
        }
        let shared = self.at[from].iter().find_map(|&(l, a)| {
            self.at[to]
                .iter()
                .find(|&&(m, _)| m == l)
                .map(|&(_, b)| a.abs_diff(b))
        });
        if shared != Some(2) {
            // The way round a tip (from → tip along one line, tip → to along the other) is
            // what a player has in mind; say so before anything else.
            let tip = (0..n).find(|&t| {
                t != from
                    && t != to
                    && self.is_tip(t)
                    && self.adjacent(from, t)
                    && self.adjacent(t, to)
            });
            // Two points on one line are answered by their distance there: the way round a
            // tip is what a player means only when no line holds both.
            return Err(match (tip, shared) {
                (_, Some(d)) => JumpError::NotOneBetween {
                    between: d.saturating_sub(1),
                },
                (Some(t), None) => JumpError::BendsAtTip(t as u8),
                (None, None) => JumpError::NotOnALine,
            });
        }
        if filled[to] {
            return Err(JumpError::Filled);
        }
        Ok(())
    }

    /// Neighbours on a common line.
    fn adjacent(&self, a: usize, b: usize) -> bool {
        self.at[a].iter().any(|&(l, pa)| {
            self.at[b]
                .iter()
                .any(|&(m, pb)| m == l && pa.abs_diff(pb) == 1)
        })
    }
}

/// Why a jump is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpError {
    /// A point number beyond the star.
    NoSuchPoint,
    /// From a point to itself.
    SamePoint,
    /// The target already holds a number.
    Filled,
    /// The way goes round a tip: not a straight line.
    BendsAtTip(u8),
    /// On one line, but with this many points between instead of one.
    NotOneBetween {
        /// Points between the two.
        between: u8,
    },
    /// The two points share no line.
    NotOnALine,
}

impl fmt::Display for JumpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JumpError::NoSuchPoint => f.write_str("no such point"),
            JumpError::SamePoint => f.write_str("a jump must leave the point"),
            JumpError::Filled => f.write_str("the landing point is already filled"),
            JumpError::BendsAtTip(t) => {
                write!(
                    f,
                    "the way bends at tip {t}: a jump goes along one straight line"
                )
            }
            JumpError::NotOneBetween { between: 0 } => {
                f.write_str("the points are neighbours: a jump passes over exactly one point")
            }
            JumpError::NotOneBetween { between } => write!(
                f,
                "{between} points lie between: a jump passes over exactly one point"
            ),
            JumpError::NotOnALine => f.write_str("the two points are not on one line"),
        }
    }
}

impl core::error::Error for JumpError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: &Filling) -> [u8; 90] {
        let mut out = [0u8; 90];
        for (i, row) in f.matrix().iter().enumerate() {
            out[i * 10..i * 10 + 10].copy_from_slice(row);
        }
        out
    }

    #[test]
    fn paper_outputs() {
        let cases: [(usize, [&str; 9]); 3] = [
            (
                0,
                [
                    "    0    ",
                    "",
                    "4  7 3  6",
                    "",
                    "  1   9  ",
                    "",
                    "    5    ",
                    "",
                    " 8     2 ",
                ],
            ),
            (
                1,
                [
                    "    3    ",
                    "",
                    "7  0 6  9",
                    "",
                    "  4   2  ",
                    "",
                    "    8    ",
                    "",
                    " 1     5 ",
                ],
            ),
            (
                2,
                [
                    "    9    ",
                    "",
                    "3  6 2  5",
                    "",
                    "  0   8  ",
                    "",
                    "    4    ",
                    "",
                    " 7     1 ",
                ],
            ),
        ];
        for (start, rows) in cases {
            let f = paper_fill(start).unwrap();
            let t = text(&f);
            for (i, row) in rows.iter().enumerate() {
                let expect = if row.is_empty() { "         " } else { row };
                assert_eq!(
                    &t[i * 10..i * 10 + 9],
                    expect.as_bytes(),
                    "start {start} row {}",
                    i + 1
                );
            }
        }
    }

    #[test]
    fn paper_fills_follow_the_rule_from_every_start() {
        let star = Star::pentagram();
        for start in 0..10 {
            let f = paper_fill(start).unwrap();
            assert!(is_filling(&star, f.order()), "start {start}");
        }
    }

    #[test]
    fn two_fillings_from_each_pentagram_point() {
        let star = Star::pentagram();
        for start in 0..10 {
            let all: [Option<Filling>; 3] = {
                let mut it = Fillings::new(&star, start).unwrap();
                [it.next(), it.next(), it.next()]
            };
            assert!(all[0].is_some() && all[1].is_some() && all[2].is_none());
            let paper = paper_fill(start).unwrap();
            assert!(all.iter().flatten().any(|f| *f == paper));
        }
    }

    #[test]
    fn generic_5_2_matches_the_paper_star() {
        // Same shape: 10 points, every point on two lines, each with two jumps.
        let s = Star::polygon(5, 2).unwrap();
        assert_eq!((s.points(), s.lines()), (10, 5));
        for p in 0..10 {
            assert_eq!(s.jumps(p).count(), 2);
            assert_eq!(s.is_tip(p), p < 5);
        }
        let mut f = Fillings::new(&s, 0).unwrap();
        assert_eq!(f.by_ref().count(), 2);
    }

    #[test]
    fn polygons_out_of_range_are_refused() {
        // 2·k computed wide: k = 128 once wrapped to 0 and passed the check.
        for (n, k) in [
            (5, 128),
            (7, 200),
            (12, 255),
            (5, 3),
            (6, 3),
            (4, 1),
            (13, 2),
        ] {
            assert!(Star::polygon(n, k).is_err(), "{{{n}/{k}}}");
        }
    }

    #[test]
    fn polygon_lines_are_consistent() {
        for (n, k) in [(5, 2), (6, 2), (7, 2), (7, 3), (8, 3), (9, 4), (12, 5)] {
            let s = Star::polygon(n, k).unwrap();
            assert_eq!(s.points(), n as usize * k as usize);
            // Every point on exactly two lines; two lines share at most one point.
            for p in 0..s.points() {
                assert!(
                    s.at[p].iter().all(|&(l, _)| l != u8::MAX),
                    "{{{n}/{k}}} point {p}"
                );
            }
            for a in 0..s.lines() {
                for b in a + 1..s.lines() {
                    let common = s.line(a).iter().filter(|p| s.line(b).contains(p)).count();
                    assert!(common <= 1);
                }
            }
        }
    }

    #[test]
    fn jump_errors() {
        let s = Star::pentagram();
        let mut filled = [false; 10];
        filled[0] = true;
        // A to C: over B. Legal.
        assert_eq!(s.check_jump(&filled, 0, 2), Ok(()));
        // A to B: neighbours.
        assert_eq!(
            s.check_jump(&filled, 0, 1),
            Err(JumpError::NotOneBetween { between: 0 })
        );
        // A to D: over B and C.
        assert_eq!(
            s.check_jump(&filled, 0, 3),
            Err(JumpError::NotOneBetween { between: 2 })
        );
        // B to H: both next to the tip A, but also next to each other on a line of their
        // own, so that is what the player is told, not a bend at A. F to E likewise (not a
        // bend at J).
        for (from, to) in [(1, 7), (5, 4)] {
            assert_eq!(
                s.check_jump(&filled, from, to),
                Err(JumpError::NotOneBetween { between: 0 }),
                "{from} to {to}"
            );
        }
        // C to A lands on A, which is filled.
        assert_eq!(s.check_jump(&filled, 2, 0), Err(JumpError::Filled));
        assert_eq!(Star::pentagram_point(3, 4), Ok(1));
        assert!(matches!(
            Star::pentagram_point(2, 2),
            Err(StarError::NotAPoint { .. })
        ));
        assert!(matches!(
            Star::pentagram_point(0, 5),
            Err(StarError::OffMatrix { .. })
        ));
        assert!(Star::polygon(6, 3).is_err());
        assert!(Star::polygon(13, 2).is_err());
    }
}
