//! The saved games, in a file beside the program: `jiugong.tns` keeps them in
//! `jiugong.sav.tns` (a `.tns` name, so that the calculator's document browser shows it and
//! the player can delete it). Read when the program starts, written when it returns to the
//! OS: first to `jiugong.sav.new.tns`, which then replaces the old file, so that a program
//! stopped mid-write leaves the last good save in place.
//!
//! TI's OS has the C library's file functions; Ndless hands them to a program as system
//! calls `svc #n` in ARM state, `n` from Ndless' `syscall-list.h`, arguments in r0 to r3 and
//! the result in r0. Ndless' own wrappers declare r0 to r4, r12 and lr changed by a call.

use core::arch::asm;
use core::ptr::null;
use jiugong_calc::state::MAX_BYTES;

/// `syscall-list.h`'s numbers.
const E_FOPEN: u32 = 0;
const E_FREAD: u32 = 1;
const E_FWRITE: u32 = 2;
const E_FCLOSE: u32 = 3;
const E_UNLINK: u32 = 19;
const E_RENAME: u32 = 20;

/// One of the OS's file functions, by its number.
fn call<const N: u32>(r0: u32, r1: u32, r2: u32, r3: u32) -> u32 {
    let result: u32;
    // SAFETY: an OS function of syscall-list.h with the arguments its C signature takes;
    // every pointer passed is to a NUL-terminated path or a buffer of the size given, alive
    // for the call; what the call may change is declared.
    unsafe {
        asm!(
            "svc #{n}",
            n = const N,
            inlateout("r0") r0 => result,
            inlateout("r1") r1 => _,
            inlateout("r2") r2 => _,
            inlateout("r3") r3 => _,
            out("r4") _,
            clobber_abi("C"),
        );
    }
    result
}

/// A path as the OS takes it: bytes and a NUL.
pub struct Path {
    bytes: [u8; 256],
}

impl Path {
    /// `program`'s path (argv[0]) with `.tns` replaced by `ending` (a `.tns` name too).
    fn beside(program: &[u8], ending: &[u8]) -> Option<Path> {
        let stem = program.strip_suffix(b".tns").unwrap_or(program);
        let mut bytes = [0; 256];
        // Room for the NUL after both.
        if stem.len() + ending.len() >= bytes.len() {
            return None;
        }
        bytes[..stem.len()].copy_from_slice(stem);
        bytes[stem.len()..stem.len() + ending.len()].copy_from_slice(ending);
        Some(Path { bytes })
    }

    fn as_arg(&self) -> u32 {
        self.bytes.as_ptr() as u32
    }
}

/// Where the games are kept, and the file written first.
pub struct Saves {
    file: Path,
    new: Path,
}

impl Saves {
    /// Beside the program whose path is the C string `argv0` (`None`: no path, or too long).
    pub fn beside(argv0: *const u8) -> Option<Saves> {
        if argv0.is_null() {
            return None;
        }
        let mut len = 0;
        // SAFETY: Ndless passes argv[0] as a NUL-terminated path; it is read up to its NUL
        // or 255 bytes, whichever comes first.
        let program = unsafe {
            while len < 255 && *argv0.add(len) != 0 {
                len += 1;
            }
            core::slice::from_raw_parts(argv0, len)
        };
        Some(Saves {
            file: Path::beside(program, b".sav.tns")?,
            new: Path::beside(program, b".sav.new.tns")?,
        })
    }

    /// The saved games into `buf`: their length, or `None` if there is no file.
    pub fn read(&self, buf: &mut [u8; MAX_BYTES]) -> Option<usize> {
        let file = call::<E_FOPEN>(self.file.as_arg(), c"rb".as_ptr() as u32, 0, 0);
        if file == 0 {
            return None;
        }
        let n = call::<E_FREAD>(buf.as_mut_ptr() as u32, 1, MAX_BYTES as u32, file);
        call::<E_FCLOSE>(file, 0, 0, 0);
        Some((n as usize).min(MAX_BYTES))
    }

    /// Writes `bytes` as the saved games; false if the file could not be written whole
    /// (the last save is then still there).
    pub fn write(&self, bytes: &[u8]) -> bool {
        let file = call::<E_FOPEN>(self.new.as_arg(), c"wb".as_ptr() as u32, 0, 0);
        if file == 0 {
            return false;
        }
        let n = call::<E_FWRITE>(bytes.as_ptr() as u32, 1, bytes.len() as u32, file);
        let closed = call::<E_FCLOSE>(file, 0, 0, 0) == 0;
        if n as usize != bytes.len() || !closed {
            call::<E_UNLINK>(self.new.as_arg(), 0, 0, 0);
            return false;
        }
        // The OS's rename does not replace a file: the old one goes first.
        call::<E_UNLINK>(self.file.as_arg(), 0, 0, 0);
        call::<E_RENAME>(self.new.as_arg(), self.file.as_arg(), 0, 0) == 0
    }
}

/// `null` for an absent argv.
pub fn first_arg(argc: i32, argv: *const *const u8) -> *const u8 {
    if argc < 1 || argv.is_null() {
        return null();
    }
    // SAFETY: Ndless passes argc entries in argv; the first is read only when argc ≥ 1.
    unsafe { *argv }
}
