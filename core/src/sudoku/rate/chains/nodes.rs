//! Nodes and what implies what: node sets, a run's mode, and the candidates' rules.

use super::*;

/// A set of nodes.
#[derive(Clone, Copy)]
pub(super) struct Nodes(pub(super) [u64; WORDS]);

impl Nodes {
    pub(super) const EMPTY: Nodes = Nodes([0; WORDS]);

    pub(super) fn has(&self, n: u16) -> bool {
        self.0[n as usize / 64] & (1 << (n % 64)) != 0
    }

    pub(super) fn insert(&mut self, n: u16) {
        self.0[n as usize / 64] |= 1 << (n % 64);
    }

    pub(super) fn and(&mut self, other: &Nodes) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            core::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros();
                    w &= w - 1;
                    (i * 64) as u16 + b as u16
                })
            })
        })
    }
}

/// How a run follows implications.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Mode {
    /// Links through a cell: an on node's cell mates are off; a bivalue cell's other digit.
    pub(super) y: bool,
    /// Links through a unit: a digit's last place in a unit.
    pub(super) x: bool,
    /// Take off nodes out of the run's grid as they are reached.
    pub(super) dynamic: bool,
    /// What follows when nothing else does: 0 nothing; 1 (+): locked candidates, pairs and
    /// X-wings; then also, nested, every conclusion of 2 forcing chains and cycles, 3 those
    /// or else cell and region forcing chains, 4 dynamic forcing chains, 5 dynamic forcing
    /// chains (+) (SE's Chaining levels 1–4, the last with one more nesting).
    pub(super) level: u8,
}

/// What ended a run.
pub(super) enum Outcome {
    /// Nothing more follows.
    Done,
    /// A node would be both on and off: `(on node, off node)`.
    Absurd(u16, u16),
    /// The watched node was reached.
    Reached,
}

/// Up to 28 nodes one node implies.
pub(super) struct Implied {
    pub(super) nodes: [(u16, u8); 28],
    pub(super) len: usize,
}

impl Implied {
    pub(super) fn new() -> Implied {
        Implied {
            nodes: [(0, 0); 28],
            len: 0,
        }
    }

    pub(super) fn push(&mut self, n: u16, cause: u8) {
        self.nodes[self.len] = (n, cause);
        self.len += 1;
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = (u16, u8)> + '_ {
        self.nodes[..self.len].iter().copied()
    }
}

/// Candidates by cell and, for each digit, the cells that hold it.
#[derive(Clone, Copy)]
pub(super) struct Marks {
    pub(super) cand: [u16; CELLS],
    pub(super) holders: [Cells; 9],
}

impl Marks {
    pub(super) const EMPTY: Marks = Marks {
        cand: [0; CELLS],
        holders: [0; 9],
    };

    pub(super) fn of(cand: &[u16; CELLS]) -> Marks {
        let mut holders = [0; 9];
        for (c, &m) in cand.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                holders[m.trailing_zeros() as usize] |= 1 << c;
                m &= m - 1;
            }
        }
        Marks {
            cand: *cand,
            holders,
        }
    }

    /// Takes potential `p` out.
    pub(super) fn remove(&mut self, p: usize) {
        self.cand[p / 9] &= !(1 << (p % 9));
        self.holders[p % 9] &= !(1 << (p / 9));
    }

    /// The offs an on node forces: its cell's other digits (with `y`), then the digit in
    /// the cell's box, row and column (each cell once, in that order).
    pub(super) fn on_to_off(&self, p: usize, y: bool) -> Implied {
        let (cell, d) = (p / 9, p % 9);
        let mut out = Implied::new();
        if y {
            let mut m = self.cand[cell] & !(1 << d);
            while m != 0 {
                out.push(off(cell * 9 + m.trailing_zeros() as usize), 0);
                m &= m - 1;
            }
        }
        let mut rest = self.holders[d] & !(1 << cell);
        for u in units_of(cell) {
            let mut m = rest & UNIT_SETS[u];
            rest &= !m;
            while m != 0 {
                out.push(off(m.trailing_zeros() as usize * 9 + d), 0);
                m &= m - 1;
            }
        }
        out
    }

    /// The ons an off node forces: its cell's other digit if the cell is bivalue (with
    /// `y`), the digit's other place in each of its units that has one (with `x`). The
    /// second of each pair is the cause: `CELL` or the unit.
    pub(super) fn off_to_on(&self, p: usize, y: bool, x: bool) -> Implied {
        let (cell, d) = (p / 9, p % 9);
        let bit = 1u16 << d;
        let mut out = Implied::new();
        let m = self.cand[cell];
        if y && m.count_ones() == 2 && m & bit != 0 {
            out.push(on(cell * 9 + (m & !bit).trailing_zeros() as usize), CELL);
        }
        if x {
            let others = self.holders[d] & !(1 << cell);
            for u in units_of(cell) {
                let m = others & UNIT_SETS[u];
                if m.count_ones() == 1 {
                    out.push(on(m.trailing_zeros() as usize * 9 + d), u as u8);
                }
            }
        }
        out
    }
}
