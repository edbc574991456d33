//! The TI-Nspire program as Ndless would load it: `target/nspire/jiugong.tns` read back
//! field by field (after Ndless' `zehn.h`, not through the packer's code) and checked against
//! the ELF it was packed from. Running it is `nspire_run.rs`'s job: the Unicorn harness
//! (`tools/nspire-harness`) loads this file as Ndless would and plays the key scripts.
//!
//! Needs `scripts/nspire build` first (`scripts/test` runs it); each test says so if the
//! files are missing. One test packs a small ELF written here instead, so that a bare
//! `cargo test` checks the packer against `zehn.h` too.

use jiugong_tools::zehn::{Meta, pack};
use object::elf;
use object::read::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
use object::{SectionFlags, SectionKind, SymbolSection};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn target(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../target/nspire")
        .join(path)
}

fn read(path: &str) -> Vec<u8> {
    let path = target(path);
    std::fs::read(&path)
        .unwrap_or_else(|e| panic!("{}: {e}: run `scripts/nspire build` first", path.display()))
}

fn tns() -> Vec<u8> {
    read("jiugong.tns")
}

fn elf() -> Vec<u8> {
    read("build/armv5te-none-eabi/release/jiugong-nspire")
}

fn word(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

/// A `.tns` split as `zehn.h` describes it.
struct Zehn<'a> {
    header: [u32; 8],
    relocations: Vec<(u8, u32)>,
    flags: Vec<(u8, u32)>,
    extra: &'a [u8],
    image: &'a [u8],
    image_at: usize,
}

fn split(file: &[u8]) -> Zehn<'_> {
    let header: [u32; 8] = std::array::from_fn(|i| word(file, 4 * i));
    // `struct Zehn_reloc { Zehn_reloc_type type : 8; uint32_t offset : 24; }` (and
    // `Zehn_flag` alike), packed, as GCC lays out bit-fields on little-endian ARM: the first
    // field in the lowest bits, so the type is byte 0 and the 24-bit value bytes 1 to 3,
    // least significant first. (Checked by compiling zehn.h: an ADD_BASE relocation at
    // 0x20 is the bytes 00 20 00 00.)
    let entries = |at: usize, n: u32| -> Vec<(u8, u32)> {
        file[at..at + 4 * n as usize]
            .chunks_exact(4)
            .map(|e| {
                (
                    e[0],
                    u32::from(e[1]) | u32::from(e[2]) << 8 | u32::from(e[3]) << 16,
                )
            })
            .collect()
    };
    let relocations = entries(32, header[3]);
    let flags_at = 32 + 4 * header[3] as usize;
    let flags = entries(flags_at, header[4]);
    let extra_at = flags_at + 4 * header[4] as usize;
    let image_at = extra_at + header[5] as usize;
    Zehn {
        header,
        relocations,
        flags,
        extra: &file[extra_at..image_at],
        image: &file[image_at..],
        image_at,
    }
}

/// What the ELF says about the program.
struct ElfFacts {
    /// Its absolute-address words in loaded sections (R_ARM_ABS32, not to a fixed address).
    absolute: BTreeSet<u32>,
    /// Each loaded section with contents: its address and bytes.
    sections: Vec<(u64, Vec<u8>)>,
    /// The end of the last loaded section (`.bss`).
    end: u64,
    /// `_start`'s address.
    start: u64,
}

fn elf_facts(bytes: &[u8]) -> ElfFacts {
    let file = object::File::parse(bytes).unwrap();
    let mut absolute = BTreeSet::new();
    let mut sections = Vec::new();
    let mut end = 0;
    for section in file.sections() {
        let SectionFlags::Elf { sh_flags } = section.flags() else {
            continue;
        };
        if sh_flags & u64::from(elf::SHF_ALLOC) == 0 {
            continue;
        }
        end = end.max(section.address() + section.size());
        if section.kind() != SectionKind::UninitializedData {
            sections.push((section.address(), section.data().unwrap().to_vec()));
        }
        for (offset, r) in section.relocations() {
            let RelocationFlags::Elf { r_type } = r.flags() else {
                panic!("not an ELF relocation");
            };
            if r_type != elf::R_ARM_ABS32 {
                continue;
            }
            if let RelocationTarget::Symbol(i) = r.target() {
                if file.symbol_by_index(i).unwrap().section() == SymbolSection::Absolute {
                    continue;
                }
            }
            absolute.insert(offset as u32);
        }
    }
    let start = file.symbol_by_name("_start").expect("_start").address();
    ElfFacts {
        absolute,
        sections,
        end,
        start,
    }
}

#[test]
#[ignore = "needs the ARM build of the .tns (Debian's Rust): scripts/test runs it"]
fn the_header_fits_the_file_and_the_entry_is_start() {
    let (file, elf) = (tns(), elf());
    let z = split(&file);
    let [
        signature,
        version,
        file_size,
        _,
        _,
        extra_size,
        alloc_size,
        entry,
    ] = z.header;
    assert_eq!(signature.to_le_bytes(), *b"Zehn");
    assert_eq!(version, 1);
    assert_eq!(file_size as usize, file.len());
    assert_eq!(z.image_at % 8, 0, "the image starts 8-byte aligned");
    assert_eq!(extra_size as usize, z.extra.len());
    let ElfFacts {
        sections,
        end,
        start,
        ..
    } = elf_facts(&elf);
    assert_eq!(
        alloc_size as usize,
        z.image_at + end as usize,
        "room for .bss"
    );
    assert_eq!(u64::from(entry), start, "the entry is _start");
    // The image is the ELF's loaded sections, each at its address.
    for (address, data) in sections {
        let at = address as usize;
        assert!(
            z.image[at..at + data.len()] == data[..],
            "section at {at:#x}"
        );
    }
}

#[test]
#[ignore = "needs the ARM build of the .tns (Debian's Rust): scripts/test runs it"]
fn every_relocation_is_an_absolute_address_of_the_elf() {
    let (file, elf) = (tns(), elf());
    let z = split(&file);
    let ElfFacts { absolute, end, .. } = elf_facts(&elf);
    assert!(
        absolute.len() > 100,
        "the program has pointers: {}",
        absolute.len()
    );
    let mut seen = BTreeSet::new();
    for &(kind, offset) in &z.relocations {
        assert_eq!(kind, 0, "ADD_BASE");
        let at = offset as usize;
        assert!(
            at % 4 == 0 && at + 4 <= z.image.len(),
            "{at:#x} is a word of the image"
        );
        assert!(absolute.contains(&offset), "{at:#x} is an ELF R_ARM_ABS32");
        let target = u64::from(word(z.image, at));
        assert!(
            target <= end,
            "{at:#x} holds {target:#x}, an address in the program"
        );
        seen.insert(offset);
    }
    assert_eq!(seen, absolute, "every absolute address is relocated, once");
}

#[test]
#[ignore = "needs the ARM build of the .tns (Debian's Rust): scripts/test runs it"]
fn the_flags_say_what_ndless_needs() {
    let file = tns();
    let z = split(&file);
    let flag = |kind: u8| {
        let found: Vec<_> = z.flags.iter().filter(|f| f.0 == kind).collect();
        assert_eq!(found.len(), 1, "flag {kind} once");
        found[0].1
    };
    let string = |offset: u32| {
        let rest = &z.extra[offset as usize..];
        let end = rest.iter().position(|&b| b == 0).expect("a C string");
        std::str::from_utf8(&rest[..end]).unwrap().to_string()
    };
    assert_eq!(flag(0), 42, "Ndless 4.2 at least");
    assert_eq!(flag(2), 2004, "revision 2004 (nl_lcd_init, nl_lcd_blit)");
    assert_eq!(flag(4), 1, "runs on the CX");
    assert_eq!(flag(12), 1, "the HW-W's rotated LCD: lcd_blit handles it");
    assert_eq!(flag(13), 1, "uses lcd_blit");
    assert_eq!(string(flag(8)), "Jiugong");
    assert!(!string(flag(9)).is_empty(), "an author");
    assert_eq!(flag(10), 100, "version 0.1.0");
}

/// Ndless' loader only aligns the program to 4 bytes; LDRD and STRD need 8 on the ARM926.
#[test]
#[ignore = "needs the ARM build of the .tns (Debian's Rust): scripts/test runs it"]
fn the_code_has_no_doubleword_loads_or_stores() {
    let bytes = elf();
    let file = object::File::parse(&*bytes).unwrap();
    // ARM mapping symbols: `$a` starts code, `$d` data (literal pools).
    let mut marks: Vec<(u64, bool)> = file
        .symbols()
        .filter_map(|s| match s.name() {
            Ok(n) if n.starts_with("$a") => Some((s.address(), true)),
            Ok(n) if n.starts_with("$d") => Some((s.address(), false)),
            _ => None,
        })
        .collect();
    marks.sort();
    assert!(marks.iter().any(|m| m.1), "the ELF has ARM mapping symbols");
    let text = file.section_by_name(".text").unwrap();
    let data = text.data().unwrap();
    let mut found = Vec::new();
    for (i, chunk) in data.chunks_exact(4).enumerate() {
        let address = text.address() + 4 * i as u64;
        let code = marks
            .iter()
            .take_while(|m| m.0 <= address)
            .last()
            .is_some_and(|m| m.1);
        let w = u32::from_le_bytes(chunk.try_into().unwrap());
        // LDRD/STRD: cond 000x xxx0 .... .... .... 11x1 ...., cond not 1111.
        let doubleword = w >> 28 != 0xF && w & 0x0E10_00D0 == 0x0000_00D0;
        if code && doubleword {
            found.push(format!("{address:#x}: {w:08x}"));
        }
    }
    assert!(found.is_empty(), "LDRD/STRD at {found:?}");
}

#[test]
#[ignore = "needs the ARM build of the .tns (Debian's Rust): scripts/test runs it"]
fn the_packer_refuses_what_ndless_could_not_load() {
    let meta = Meta {
        name: "x".into(),
        author: "y".into(),
        version: 1,
        ndless: (42, 2004),
    };
    let message = |bytes: &[u8]| format!("{:#}", pack(bytes, &meta).unwrap_err());
    assert!(message(b"not an elf").contains("not an ELF"));
    // The ELF without its relocation sections: packing it would make a program that
    // crashes wherever it is loaded.
    let mut stripped = elf();
    let file = object::File::parse(&*stripped).unwrap();
    let rel: Vec<_> = file
        .sections()
        .filter(|s| s.name().is_ok_and(|n| n.starts_with(".rel")))
        .map(|s| s.index().0)
        .collect();
    assert!(!rel.is_empty());
    // Turn each SHT_REL section header into SHT_NULL (sh_type is at +4 of a 40-byte header).
    let shoff = word(&stripped, 0x20) as usize;
    for i in rel {
        let at = shoff + 40 * i + 4;
        stripped[at..at + 4].copy_from_slice(&0u32.to_le_bytes());
    }
    assert!(message(&stripped).contains("--emit-relocs"));
}

/// A small ARM ELF written byte by byte, as a linker at address 0 with `--emit-relocs`
/// leaves one: `.text` (8 bytes, `_start` at 4), `.data` (two words, the first `_start`'s
/// address, with its `R_ARM_ABS32` relocation kept), 32 bytes of `.bss`; then its symbol
/// and string tables. No ARM toolchain needed.
fn tiny_elf() -> Vec<u8> {
    let text = [0xE1A0_0000u32, 0xE12F_FF1E]; // mov r0, r0; bx lr
    let data = [4u32, 0xDEAD_BEEF];
    let shstrtab = b"\0.text\0.data\0.bss\0.rel.data\0.symtab\0.strtab\0.shstrtab\0";
    let name = |s: &str| {
        let needle = [b"\0", s.as_bytes(), b"\0"].concat();
        shstrtab
            .windows(needle.len())
            .position(|w| w == needle)
            .unwrap() as u32
            + 1
    };
    let strtab = b"\0_start\0";
    let mut body = Vec::new();
    let put = |body: &mut Vec<u8>, words: &[u32]| {
        for w in words {
            body.extend_from_slice(&w.to_le_bytes());
        }
    };
    const EHSIZE: u32 = 52;
    let text_at = EHSIZE;
    put(&mut body, &text);
    let data_at = EHSIZE + body.len() as u32;
    put(&mut body, &data);
    let rel_at = EHSIZE + body.len() as u32;
    // Elf32_Rel: r_offset (the word's address), r_info (symbol 1 << 8 | R_ARM_ABS32).
    put(&mut body, &[8, 1 << 8 | 2]);
    let symtab_at = EHSIZE + body.len() as u32;
    body.extend_from_slice(&[0; 16]); // the null symbol
    put(&mut body, &[1, 4, 0]); // _start: name, value, size
    body.extend_from_slice(&[0x12, 0, 1, 0]); // global function, in section 1
    let strtab_at = EHSIZE + body.len() as u32;
    body.extend_from_slice(strtab);
    let shstrtab_at = EHSIZE + body.len() as u32;
    body.extend_from_slice(shstrtab);
    while body.len() % 4 != 0 {
        body.push(0);
    }
    let shoff = EHSIZE + body.len() as u32;
    // Section headers: name, type, flags, address, offset, size, link, info, align, entsize.
    let sections: [[u32; 10]; 8] = [
        [0; 10],
        [name(".text"), 1, 6, 0, text_at, 8, 0, 0, 4, 0],
        [name(".data"), 1, 3, 8, data_at, 8, 0, 0, 4, 0],
        [name(".bss"), 8, 3, 16, rel_at, 32, 0, 0, 4, 0],
        [name(".rel.data"), 9, 0x40, 0, rel_at, 8, 5, 2, 4, 8],
        [name(".symtab"), 2, 0, 0, symtab_at, 32, 6, 1, 4, 16],
        [
            name(".strtab"),
            3,
            0,
            0,
            strtab_at,
            strtab.len() as u32,
            0,
            0,
            1,
            0,
        ],
        [
            name(".shstrtab"),
            3,
            0,
            0,
            shstrtab_at,
            shstrtab.len() as u32,
            0,
            0,
            1,
            0,
        ],
    ];
    let mut elf = vec![0x7F, b'E', b'L', b'F', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    elf.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    elf.extend_from_slice(&40u16.to_le_bytes()); // EM_ARM
    put(&mut elf, &[1, 4, 0, shoff, 0x0500_0000]); // version, entry, phoff, shoff, flags
    for half in [EHSIZE as u16, 32, 0, 40, sections.len() as u16, 7] {
        elf.extend_from_slice(&half.to_le_bytes());
    }
    elf.extend_from_slice(&body);
    for header in sections {
        put(&mut elf, &header);
    }
    elf
}

/// The packer on a small ELF made here, read back as `zehn.h` describes the file: the
/// header's sizes and entry, the one `ADD_BASE` at the word holding an address, the image
/// the sections in order, room for `.bss`, and the name and author the flags point to.
/// Needs no ARM build, so `cargo test` runs it.
#[test]
fn a_small_elf_packs_as_zehn_h_reads_it() {
    let meta = Meta {
        name: "Tiny".into(),
        author: "jiugong".into(),
        version: 7,
        ndless: (42, 2004),
    };
    let file = pack(&tiny_elf(), &meta).unwrap().file;
    let z = split(&file);
    let [
        signature,
        version,
        size,
        relocations,
        _,
        extra,
        alloc,
        entry,
    ] = z.header;
    assert_eq!(signature.to_le_bytes(), *b"Zehn");
    assert_eq!((version, size as usize), (1, file.len()));
    assert_eq!(relocations as usize, z.relocations.len());
    assert_eq!(z.relocations, [(0, 8)], "ADD_BASE at .data's first word");
    assert_eq!(extra as usize, z.extra.len());
    assert_eq!(z.image_at % 8, 0);
    assert_eq!(word(z.image, 0), 0xE1A0_0000);
    assert_eq!(word(z.image, 8), 4, "the word Ndless adds the base to");
    assert_eq!(z.image.len(), 16);
    assert_eq!(alloc as usize, z.image_at + 16 + 32, "the image and .bss");
    assert_eq!(entry, 4, "_start");
    let string = |kind: u8| {
        let &(_, at) = z.flags.iter().find(|f| f.0 == kind).expect("the flag");
        let rest = &z.extra[at as usize..];
        String::from_utf8(rest[..rest.iter().position(|&b| b == 0).unwrap()].to_vec()).unwrap()
    };
    assert_eq!((string(8), string(9)), ("Tiny".into(), "jiugong".into()));
}
