//! How the app runs a search between two frames: every screen's search goes through
//! [`tick`], which resumes it for the search's share of one tick ([`Sliced::PER_TICK`]) and
//! says whether it found something, is exhausted, is still working, or has to stop: it has
//! used the most nodes the app allows it ([`Sliced::MOST`]) or the room the app lent it.
//!
//! One tick is one slice of work of about the same length for every search — 1 to 3 million
//! instructions on the ARM926 (`scripts/firmware measure`), well under the 30 million one
//! key press may take — so the budgets below say how many of each search's nodes that is.

use core::borrow::BorrowMut;
use core::convert::Infallible;
use jiugong_core::klotski::WithRoom;
use jiugong_core::knight::OwnedSearch;
use jiugong_core::search::{Progress, Resumable};
use jiugong_core::sliding::{Fast, Heuristic, Ida, PathSearch};
use jiugong_core::star::Fillings;
use jiugong_core::sudoku::LevelSearch;
use jiugong_core::sudoku::variant::VariantMaker;
use rand_core::{Rng, SeedableRng, TryRng};
use rand_xorshift::XorShiftRng;

/// Random numbers seeded on first use, so that a constant can hold them: the app's own (a
/// board keeps the app in a `static`, built in place), and the variant maker's, which the
/// app keeps in the Sudoku screen's room.
///
/// ```
/// use jiugong_calc::work::LazyRng;
/// use rand_core::{Rng, SeedableRng};
///
/// const RNG: LazyRng = LazyRng::new(7);
/// let (mut lazy, mut rng) = (RNG, rand_xorshift::XorShiftRng::seed_from_u64(7));
/// assert_eq!(lazy.next_u64(), rng.next_u64());
/// assert_eq!(lazy.get().next_u32(), rng.next_u32());
/// ```
#[derive(Clone, Debug)]
pub struct LazyRng {
    seed: u64,
    rng: Option<XorShiftRng>,
}

impl LazyRng {
    /// Random numbers from `seed`, drawn when first asked for.
    pub const fn new(seed: u64) -> LazyRng {
        LazyRng { seed, rng: None }
    }

    /// The generator, seeded now if it was not yet.
    pub fn get(&mut self) -> &mut XorShiftRng {
        let seed = self.seed;
        self.rng
            .get_or_insert_with(|| XorShiftRng::seed_from_u64(seed))
    }
}

impl TryRng for LazyRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.get().next_u32())
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.get().next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.get().fill_bytes(dst);
        Ok(())
    }
}

/// Nodes of a tree search per tick: knight squares, IDA* boards, path-search steps.
pub const NODES_PER_TICK: u64 = 20_000;

/// A search the app runs in ticks.
pub trait Sliced: Resumable {
    /// Nodes one tick runs.
    const PER_TICK: u64 = NODES_PER_TICK;
    /// Nodes after which the app gives up.
    const MOST: u64 = u64::MAX;
}

/// The knight's tour: the document's own search from (2,0) takes 210 M nodes (3.5 minutes of
/// ticks); past 500 M the app gives up.
impl Sliced for OwnedSearch {
    const MOST: u64 = 500_000_000;
}

impl<H: Heuristic> Sliced for Ida<H> {}

/// The quick solve of a large board: weighted IDA*'s boards count as [`Ida`]'s; its
/// line-by-line fallback, when the weights give up, runs within one tick.
impl<H: Heuristic + Clone, S: BorrowMut<[u8]>> Sliced for Fast<H, S> {}

impl Sliced for PathSearch {}

/// Klotski's low-memory search: a node is a position generated and looked up in the layers
/// kept (about 1,000 instructions on the ARM926), so a tick runs 2,000.
impl Sliced for WithRoom<'_> {
    const PER_TICK: u64 = 2_000;
}

/// A star's fillings: even {11/2}, the largest star the app offers, is searched whole in
/// far fewer nodes, so one tick either finds a filling or proves there is none; the app gives
/// up at the end of that tick otherwise.
impl Sliced for Fillings<'_> {
    const PER_TICK: u64 = 2_000_000;
    const MOST: u64 = 2_000_000;
}

/// Sudoku at a level: a node is a whole puzzle made and rated (1.7 to 2.4 M instructions),
/// so a tick makes one.
impl<R: rand_core::Rng + ?Sized> Sliced for LevelSearch<'_, R> {
    const PER_TICK: u64 = 1;
}

/// A variant being made: a node is one check of the puzzle (a grid drawn, a given taken
/// away and the puzzle proved without it, a grade), up to 6 M instructions on the ARM926,
/// so a tick runs one.
impl<R: Rng, B: BorrowMut<[u16]>> Sliced for VariantMaker<R, B> {
    const PER_TICK: u64 = 1;
}

/// What one tick of a search came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tick {
    /// Found what it looks for.
    Found,
    /// Nothing (more) to find.
    Exhausted,
    /// Still working: tick again.
    Working,
    /// Paused with [`Sliced::MOST`] nodes spent, or out of the room the app lent it: the app
    /// stops it.
    GaveUp,
}

/// Runs one tick of `search`.
pub fn tick<S: Sliced>(search: &mut S) -> Tick {
    match search.resume(S::PER_TICK) {
        Progress::Found => Tick::Found,
        Progress::Exhausted => Tick::Exhausted,
        Progress::OutOfRoom => Tick::GaveUp,
        Progress::Paused if search.nodes() >= S::MOST => Tick::GaveUp,
        Progress::Paused => Tick::Working,
    }
}
