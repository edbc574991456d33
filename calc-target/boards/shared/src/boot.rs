//! The boot parameter block: five little-endian words that QEMU's generic loader device
//! writes into RAM before the firmware starts (`-device loader,addr=…,data=…,data-len=4`).
//! A board that boots without it (RAM is zero, or holds anything else) runs interactively
//! and seeds from its clocks.
//!
//! | word | meaning |
//! |------|---------|
//! | 0 | [`MAGIC`] |
//! | 1 | flags: [`SCRIPTED`], [`SELF_TEST`], [`ICOUNT`], [`SEEDED`], [`PANIC`] |
//! | 2, 3 | the seed, low word first (used with [`SEEDED`]) |
//! | 4 | scripted: at most this many ticks after each key (0: until idle) |

/// Byte address of the block on the versatilepb board (15 MiB: above the image, below the
/// top of QEMU's default 128 MiB).
pub const ADDRESS: u32 = 0x00F0_0000;
/// Words in the block.
pub const WORDS: usize = 5;
/// The first word: "JGNG".
pub const MAGIC: u32 = 0x474E_474A;
/// Keys arrive from a script: after each one the app runs until idle, then the screen is
/// drawn and `idle N` logged — exactly what the host simulator does, so screens match.
pub const SCRIPTED: u32 = 1;
/// Run the self-test and exit QEMU through semihosting with its status.
pub const SELF_TEST: u32 = 2;
/// QEMU runs with `-icount shift=0`: one instruction per nanosecond of the board's clock,
/// so the self-test reports instruction counts.
pub const ICOUNT: u32 = 4;
/// Words 2 and 3 hold the seed.
pub const SEEDED: u32 = 8;
/// Panic at once, on purpose: the tests' way to see the panic screen and exit status (no
/// key sequence can panic the app).
pub const PANIC: u32 = 16;

/// What the block asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BootParams {
    /// Flags (zero without the block).
    pub flags: u32,
    /// The seed, when [`SEEDED`].
    pub seed: Option<u64>,
    /// Scripted: at most this many ticks after each key, so that a screen can be caught
    /// while a search runs (`None`: until idle).
    pub ticks: Option<u32>,
}

impl BootParams {
    /// Reads the block's words.
    pub fn from_words(words: [u32; WORDS]) -> BootParams {
        if words[0] != MAGIC {
            return BootParams::default();
        }
        let flags = words[1];
        BootParams {
            flags,
            seed: (flags & SEEDED != 0).then(|| u64::from(words[2]) | u64::from(words[3]) << 32),
            ticks: (words[4] != 0).then_some(words[4]),
        }
    }

    /// The block's words for these parameters (what the scripts write).
    pub fn to_words(self) -> [u32; WORDS] {
        let seed = self.seed.unwrap_or(0);
        let seeded = if self.seed.is_some() { SEEDED } else { 0 };
        [
            MAGIC,
            self.flags | seeded,
            seed as u32,
            (seed >> 32) as u32,
            self.ticks.unwrap_or(0),
        ]
    }

    /// The block as QEMU's generic loader devices write it, one word each: the arguments of
    /// `-device` (`loader,addr=…,data=…,data-len=4`), for the drivers and scripts that start
    /// QEMU.
    pub fn loader_devices(self) -> impl Iterator<Item = LoaderDevice> {
        self.to_words()
            .into_iter()
            .zip((ADDRESS..).step_by(4))
            .map(|(word, address)| LoaderDevice { address, word })
    }

    /// True when keys come from a script.
    pub fn scripted(&self) -> bool {
        self.flags & SCRIPTED != 0
    }

    /// How the session paces the app: scripted (with its tick limit) or interactive.
    pub fn mode(&self) -> crate::session::Mode {
        if self.scripted() {
            crate::session::Mode::Scripted {
                tick_limit: self.ticks,
            }
        } else {
            crate::session::Mode::Interactive
        }
    }

    /// True for the self-test.
    pub fn self_test(&self) -> bool {
        self.flags & SELF_TEST != 0
    }

    /// True when the clock counts instructions.
    pub fn icount(&self) -> bool {
        self.flags & ICOUNT != 0
    }
}

/// One word of the block written by one of QEMU's generic loader devices; displayed as the
/// device's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoaderDevice {
    /// Where the word goes.
    pub address: u32,
    /// The word.
    pub word: u32,
}

impl core::fmt::Display for LoaderDevice {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "loader,addr={:#x},data={:#x},data-len=4",
            self.address, self.word
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_and_garbage_means_interactive() {
        let p = BootParams {
            flags: SCRIPTED,
            seed: Some(0x1234_5678_9ABC_DEF0),
            ticks: Some(3),
        };
        let back = BootParams::from_words(p.to_words());
        assert_eq!(
            back,
            BootParams {
                flags: SCRIPTED | SEEDED,
                ..p
            }
        );
        assert!(back.scripted() && !back.self_test() && !back.icount());
        assert_eq!(
            back.mode(),
            crate::session::Mode::Scripted {
                tick_limit: Some(3)
            }
        );
        assert_eq!(BootParams::from_words([0; WORDS]), BootParams::default());
        assert_eq!(
            BootParams::from_words([1, 2, 3, 4, 5]),
            BootParams::default()
        );
        let unseeded = BootParams::from_words([MAGIC, SELF_TEST, 7, 7, 0]);
        assert_eq!((unseeded.seed, unseeded.ticks), (None, None));
        assert!(unseeded.self_test());
    }

    #[test]
    fn loader_devices_write_the_words_in_order() {
        let p = BootParams {
            flags: 0,
            seed: Some(5),
            ticks: None,
        };
        let mut devices = p.loader_devices();
        let first = devices.next().unwrap();
        let mut text = heapless::String::<64>::new();
        core::fmt::write(&mut text, format_args!("{first}")).unwrap();
        assert_eq!(text, "loader,addr=0xf00000,data=0x474e474a,data-len=4");
        let rest: heapless::Vec<LoaderDevice, 8> = devices.collect();
        assert_eq!(rest.len(), WORDS - 1);
        assert_eq!(
            rest[0],
            LoaderDevice {
                address: ADDRESS + 4,
                word: SEEDED
            }
        );
        assert_eq!(
            rest[1],
            LoaderDevice {
                address: ADDRESS + 8,
                word: 5
            }
        );
    }
}
