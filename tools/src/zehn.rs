//! Ndless' Zehn executable format (`.tns`), written from an ARM ELF linked at address 0 with
//! its relocations kept (`--emit-relocs`): what `scripts/nspire build` packs the TI-Nspire
//! program with. The layout (all little endian, after Ndless' `zehn.h`):
//!
//! | part | size |
//! |---|---|
//! | header: signature `"Zehn"`, version 1, file size, relocation count, flag count, extra size, alloc size, entry offset | 8 × u32 |
//! | relocations: type (the first byte) and offset into the image (the next 3 bytes) | 4 bytes each |
//! | flags: type (the first byte) and value (the next 3 bytes) | 4 bytes each |
//! | extra data: the name and author strings the flags point into, padded | `extra_size` |
//! | the image: every allocated section with contents, from address 0 | the rest |
//!
//! Ndless reads the file into `alloc_size` bytes (zeroing what lies past the file: `.bss`),
//! adds the image's address to each word an `ADD_BASE` relocation names, and calls the entry.
//! Every `R_ARM_ABS32` relocation of an allocated section becomes one `ADD_BASE`; the
//! PC-relative kinds need nothing; any other kind is refused, naming it.

use anyhow::{Context, Result, bail, ensure};
use object::elf;
use object::read::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
use object::{SectionFlags, SectionKind, SymbolSection};

/// `"Zehn"`, little endian.
pub const SIGNATURE: u32 = 0x6e68_655a;
/// The format's version.
pub const VERSION: u32 = 1;
/// Bytes in the header.
pub const HEADER_SIZE: usize = 32;
/// The relocation kind that adds the image's address to a word.
pub const ADD_BASE: u8 = 0;

/// Flag types (`Zehn_flag_type`).
pub mod flag {
    /// The oldest Ndless version, times ten.
    pub const NDLESS_VERSION_MIN: u8 = 0;
    /// The oldest Ndless revision (with `NDLESS_VERSION_MIN`).
    pub const NDLESS_REVISION_MIN: u8 = 2;
    /// Runs on the colour models (CX, CX II).
    pub const RUNS_ON_COLOR: u8 = 4;
    /// Runs on the models with 32 MB of SDRAM.
    pub const RUNS_ON_32MB: u8 = 7;
    /// The offset of the program's name in the extra data.
    pub const EXECUTABLE_NAME: u8 = 8;
    /// The offset of the author's name in the extra data.
    pub const EXECUTABLE_AUTHOR: u8 = 9;
    /// The program's version, as a number.
    pub const EXECUTABLE_VERSION: u8 = 10;
    /// Supports the rotated LCD of the HW-W revisions (true for a program using `lcd_blit`).
    pub const RUNS_ON_HWW: u8 = 12;
    /// Draws through `nl_lcd_blit`.
    pub const USES_LCD_BLIT: u8 = 13;
}

/// What the `.tns` says about the program.
#[derive(Clone, Debug)]
pub struct Meta {
    /// Its name.
    pub name: String,
    /// Its author.
    pub author: String,
    /// Its version as a number (e.g. 0.1.0 → 100).
    pub version: u32,
    /// The oldest Ndless it runs on: version × 10 and revision.
    pub ndless: (u32, u32),
}

/// A packed program, with what went into it.
#[derive(Clone, Debug)]
pub struct Packed {
    /// The `.tns` file's bytes.
    pub file: Vec<u8>,
    /// Bytes of the image (code and data), and of `.bss` after it.
    pub image: usize,
    pub bss: usize,
    /// The image's offsets that hold an absolute address.
    pub relocations: Vec<u32>,
}

/// ARM relocation kinds whose result does not depend on where the image is loaded.
const POSITION_INDEPENDENT: [u32; 9] = [
    elf::R_ARM_NONE,
    elf::R_ARM_PC24,
    elf::R_ARM_REL32,
    elf::R_ARM_CALL,
    elf::R_ARM_JUMP24,
    elf::R_ARM_V4BX,
    elf::R_ARM_PREL31,
    elf::R_ARM_THM_PC22,
    elf::R_ARM_THM_JUMP24,
];

/// The image (allocated sections with contents, from address 0), the `.bss` size after it,
/// the entry, and the offsets of every absolute address in it.
fn read_elf(bytes: &[u8]) -> Result<(Vec<u8>, usize, u32, Vec<u32>)> {
    let file = object::File::parse(bytes).context("not an ELF file")?;
    ensure!(
        file.architecture() == object::Architecture::Arm && !file.is_64(),
        "not a 32-bit ARM ELF"
    );
    let mut image = Vec::new();
    let mut end = 0u64;
    for section in file.sections() {
        let SectionFlags::Elf { sh_flags } = section.flags() else {
            continue;
        };
        if sh_flags & u64::from(elf::SHF_ALLOC) == 0 || section.size() == 0 {
            continue;
        }
        let (start, size) = (section.address(), section.size());
        let name = section.name().unwrap_or("?");
        if section.kind() == SectionKind::UninitializedData {
            ensure!(start >= image.len() as u64, "{name} lies inside the image");
        } else {
            ensure!(
                start >= image.len() as u64 && end <= start,
                "{name} at {start:#x} is not after the sections before it (link at address 0, in order)"
            );
            image.resize(start as usize, 0);
            image.extend_from_slice(section.data()?);
        }
        end = end.max(start + size);
    }
    ensure!(!image.is_empty(), "no code in the ELF");
    let bss = end as usize - image.len();
    let entry = u32::try_from(file.entry()).context("entry beyond 4 GiB")?;
    ensure!(
        (entry as usize) < image.len(),
        "the entry {entry:#x} is outside the image"
    );

    let mut absolute = Vec::new();
    let mut kept_any = false;
    for section in file.sections() {
        let SectionFlags::Elf { sh_flags } = section.flags() else {
            continue;
        };
        let alloc = sh_flags & u64::from(elf::SHF_ALLOC) != 0;
        for (offset, relocation) in section.relocations() {
            kept_any = true;
            if !alloc {
                continue; // debugging information: not loaded
            }
            let RelocationFlags::Elf { r_type } = relocation.flags() else {
                bail!("a relocation that is not ELF's");
            };
            if POSITION_INDEPENDENT.contains(&r_type) {
                continue;
            }
            ensure!(
                r_type == elf::R_ARM_ABS32 || r_type == elf::R_ARM_TARGET1,
                "relocation type {r_type} at {offset:#x} cannot be expressed in a Zehn file"
            );
            if let RelocationTarget::Symbol(index) = relocation.target() {
                let symbol = file.symbol_by_index(index)?;
                match symbol.section() {
                    SymbolSection::Absolute => continue, // a fixed address, not the image's
                    SymbolSection::Undefined => bail!(
                        "{offset:#x} refers to an undefined symbol {}",
                        symbol.name().unwrap_or("?")
                    ),
                    _ => {}
                }
            }
            ensure!(
                offset % 4 == 0 && offset + 4 <= image.len() as u64,
                "an absolute address at {offset:#x} is not an aligned word of the image"
            );
            absolute.push(offset as u32);
        }
    }
    ensure!(
        kept_any,
        "the ELF has no relocations: link it with --emit-relocs"
    );
    absolute.sort_unstable();
    absolute.dedup();
    Ok((image, bss, entry, absolute))
}

/// An entry of the relocation or flag table: `zehn.h` declares it as the bit-fields
/// `type : 8; offset : 24;`, which GCC lays out from the least significant bit on a
/// little-endian ARM — the type is the entry's first byte, the value the three after it.
fn entry(kind: u8, value: u32) -> Result<[u8; 4]> {
    ensure!(
        value < 1 << 24,
        "{value:#x} does not fit a Zehn entry's 24 bits"
    );
    Ok((u32::from(kind) | value << 8).to_le_bytes())
}

/// Packs an ELF (linked at 0, with `--emit-relocs`) into a Zehn file.
pub fn pack(elf_bytes: &[u8], meta: &Meta) -> Result<Packed> {
    let (image, bss, entry_offset, relocations) = read_elf(elf_bytes)?;
    let mut extra = Vec::new();
    let mut string = |s: &str| {
        let at = extra.len() as u32;
        extra.extend_from_slice(s.as_bytes());
        extra.push(0);
        at
    };
    let name = string(&meta.name);
    let author = string(&meta.author);
    let flags = [
        (flag::NDLESS_VERSION_MIN, meta.ndless.0),
        (flag::NDLESS_REVISION_MIN, meta.ndless.1),
        (flag::RUNS_ON_COLOR, 1),
        (flag::RUNS_ON_32MB, 1),
        (flag::RUNS_ON_HWW, 1),
        (flag::USES_LCD_BLIT, 1),
        (flag::EXECUTABLE_NAME, name),
        (flag::EXECUTABLE_AUTHOR, author),
        (flag::EXECUTABLE_VERSION, meta.version),
    ];
    // The image starts 8-byte aligned in the file (Ndless asks for 4).
    let tables = HEADER_SIZE + 4 * (relocations.len() + flags.len());
    extra.resize((tables + extra.len()).next_multiple_of(8) - tables, 0);

    let file_size = tables + extra.len() + image.len();
    let header = [
        SIGNATURE,
        VERSION,
        file_size as u32,
        relocations.len() as u32,
        flags.len() as u32,
        extra.len() as u32,
        (file_size + bss) as u32,
        entry_offset,
    ];
    let mut file = Vec::with_capacity(file_size);
    for word in header {
        file.extend_from_slice(&word.to_le_bytes());
    }
    for &offset in &relocations {
        file.extend_from_slice(&entry(ADD_BASE, offset)?);
    }
    for (kind, value) in flags {
        file.extend_from_slice(&entry(kind, value)?);
    }
    file.extend_from_slice(&extra);
    file.extend_from_slice(&image);
    Ok(Packed {
        file,
        image: image.len(),
        bss,
        relocations,
    })
}
