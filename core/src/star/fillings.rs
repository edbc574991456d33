//! Every filling from a start, by a depth-first search in slices.

use super::{Filling, MAX_POINTS, Star, StarError};
use crate::search::{Frames, Progress, Resumable};

/// Every complete filling from a start, by depth-first search over the rule with an
/// explicit stack; streams fillings, takes a budget, resumable ([`Resumable`]).
#[derive(Clone, Debug)]
pub struct Fillings<'s> {
    star: &'s Star,
    /// Per depth: the point placed there and how many of its jumps were tried.
    path: Frames<Place, [Place; MAX_POINTS]>,
    filled: [bool; MAX_POINTS],
    /// The last complete filling found.
    found: Filling,
    nodes: u64,
    done: bool,
}

/// One depth of the search: the point placed, and how many of its jumps were tried.
#[derive(Clone, Copy, Debug, Default)]
struct Place {
    point: u8,
    tried: u8,
}

impl<'s> Fillings<'s> {
    /// The search from `start`.
    ///
    /// ```
    /// use jiugong_core::search::{Progress, Resumable};
    /// use jiugong_core::star::{Fillings, Star};
    ///
    /// let star = Star::pentagram();
    /// let mut search = Fillings::new(&star, 0)?;
    /// assert_eq!(search.resume(u64::MAX), Progress::Found);
    /// assert_eq!(search.filling().order().len(), 10);
    /// assert_eq!(search.count(), 1); // the other of the two fillings from point A
    /// # Ok::<(), jiugong_core::star::StarError>(())
    /// ```
    pub fn new(star: &'s Star, start: usize) -> Result<Fillings<'s>, StarError> {
        if start >= star.points() {
            return Err(StarError::NoSuchPoint(start));
        }
        let root = Place {
            point: start as u8,
            tried: 0,
        };
        let mut f = Fillings {
            star,
            path: Frames::new([Place::default(); MAX_POINTS], root),
            filled: [false; MAX_POINTS],
            found: Filling {
                order: [0; MAX_POINTS],
                len: 0,
            },
            nodes: 1,
            done: false,
        };
        f.filled[start] = true;
        Ok(f)
    }

    /// The last complete filling found (empty before the first).
    pub fn filling(&self) -> Filling {
        self.found
    }

    /// Takes the last point back; the search ends when only the start is left to undo.
    fn back(&mut self) {
        match self.path.pop() {
            Some(place) => self.filled[place.point as usize] = false,
            None => self.done = true,
        }
    }
}

/// A node is a point placed (the start included). [`Progress::Found`]: a complete filling,
/// [`Fillings::filling`]; resuming looks for the next. [`Progress::Exhausted`]: no more.
impl Resumable for Fillings<'_> {
    fn resume(&mut self, budget: u64) -> Progress {
        let limit = self.nodes.saturating_add(budget);
        let total = self.star.points();
        while !self.done {
            if self.nodes >= limit {
                return Progress::Paused;
            }
            let here = *self.path.top();
            let next = self
                .star
                .jumps(here.point as usize)
                .skip(here.tried as usize)
                .enumerate()
                .find(|&(_, t)| !self.filled[t]);
            match next {
                Some((skipped, t)) => {
                    self.path.top_mut().tried += skipped as u8 + 1;
                    let place = Place {
                        point: t as u8,
                        tried: 0,
                    };
                    if self.path.push(place).is_err() {
                        continue; // cannot happen: a path holds each point once
                    }
                    self.filled[t] = true;
                    self.nodes += 1;
                    if self.path.depth() + 1 == total {
                        let order = self.path.path();
                        self.found.len = order.len() as u8;
                        for (kept, place) in self.found.order.iter_mut().zip(order) {
                            *kept = place.point;
                        }
                        self.back();
                        return Progress::Found;
                    }
                }
                None => self.back(),
            }
        }
        Progress::Exhausted
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl Iterator for Fillings<'_> {
    type Item = Filling;

    fn next(&mut self) -> Option<Filling> {
        (self.resume(u64::MAX) == Progress::Found).then_some(self.found)
    }
}
