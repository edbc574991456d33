//! The app on NumWorks, in NumWorks' own simulator (Epsilon, headless): the keys typed as
//! Epsilon events, the screen Epsilon saves compared pixel for pixel with `jiugong sim`'s
//! after the same keys and seed — the same screens as the versatilepb firmware's tests.
//!
//! Needs Epsilon's simulator (`scripts/numworks simulator`) and the app's `.nwb`
//! (`scripts/numworks nwb`); `scripts/test` makes both, and each test fails with that advice
//! when one is missing.

use jiugong_calc::Key;
use jiugong_tests::numworks;
use jiugong_tests::shots::{self, Keypad, SCRIPTS, from_shifted, rgb565, sim};
use std::path::PathBuf;

fn shots_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/numworks-shots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn keys(script: &str) -> Vec<Key> {
    Key::parse_script(script).map(Result::unwrap).collect()
}

#[test]
#[ignore = "needs NumWorks' simulator (Epsilon) and the app's .nwb: scripts/test runs it"]
fn numworks_screens_equal_the_simulators_pixel_for_pixel() {
    let (epsilon, nwb) = numworks::require().unwrap_or_else(|e| panic!("{e:#}"));
    let dir = shots_dir();
    for (name, script, seed, ticks) in SCRIPTS {
        let numworks_png = dir.join(format!("{name}-numworks.png"));
        let sim_png = dir.join(format!("{name}-sim.png"));
        numworks::shot(&epsilon, &nwb, &keys(script), seed, ticks, &numworks_png)
            .unwrap_or_else(|e| panic!("{name}: {e:#}"));
        let (w, h, numworks) = rgb565(&numworks_png, from_shifted);
        let (sw, sh, simulated) = sim(Keypad::NumWorks, script, seed, ticks, &sim_png);
        assert_eq!((w, h), (sw, sh), "{name}: screen sizes");
        let differ = shots::differing(&numworks, &simulated);
        assert_eq!(
            differ,
            0,
            "{name}: {differ} pixels differ ({} and {})",
            numworks_png.display(),
            sim_png.display()
        );
    }
}

#[test]
#[ignore = "needs Epsilon's source (its eadk.h): scripts/test runs it"]
fn the_state_file_types_the_keys_as_epsilon_events() {
    // Header (magic, any version, any language), then one event a key: 2 is Epsilon's
    // event 43, OK (the script's enter) is OK (4), Menu is Toolbox (16).
    let typed = numworks::typed_events().unwrap_or_else(|e| panic!("{e:#}"));
    let state = numworks::state_file(&keys("2 enter menu"), &typed).unwrap();
    assert_eq!(&state[..15], b"NWSF**.**.**\x01**");
    assert_eq!(&state[15..], &[43, 4, 16]);
}

#[test]
#[ignore = "needs NumWorks' simulator (Epsilon) and the app's .nwb: scripts/test runs it"]
fn two_seeds_make_two_puzzles() {
    let (epsilon, nwb) = numworks::require().unwrap_or_else(|e| panic!("{e:#}"));
    let dir = shots_dir();
    let (a, b) = (dir.join("seed-a.png"), dir.join("seed-b.png"));
    numworks::shot(&epsilon, &nwb, &keys("enter enter"), 21, None, &a).unwrap();
    numworks::shot(&epsilon, &nwb, &keys("enter enter"), 22, None, &b).unwrap();
    assert_ne!(rgb565(&a, from_shifted).2, rgb565(&b, from_shifted).2);
}

#[test]
#[ignore = "needs the ARM build of the .nwa and nwlink: scripts/test runs it"]
fn the_nwa_is_a_relocatable_arm_elf_with_the_apps_name_api_level_and_icon() {
    use object::{Object, ObjectSection, ObjectSymbol};
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/numworks/jiugong.nwa");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: build it with `scripts/numworks build`",
            path.display()
        )
    });
    let elf = object::File::parse(&*bytes).unwrap();
    assert_eq!(elf.kind(), object::ObjectKind::Relocatable);
    assert_eq!(elf.architecture(), object::Architecture::Arm);
    let contents = |name: &str| {
        let symbol = elf
            .symbol_by_name(name)
            .unwrap_or_else(|| panic!("no symbol {name}"));
        let section = elf
            .section_by_index(symbol.section_index().unwrap())
            .unwrap();
        assert_eq!(
            section.name().unwrap(),
            format!(".rodata.{name}"),
            "{name}'s section"
        );
        let data = section.data().unwrap();
        let at = symbol.address() as usize;
        data[at..at + symbol.size() as usize].to_vec()
    };
    assert_eq!(contents("eadk_app_name"), b"Jiugong\0");
    assert_eq!(contents("eadk_api_level"), 0u32.to_le_bytes());
    let icon = contents("eadk_app_icon");
    assert!(icon.len() > 100, "an icon of {} bytes", icon.len());
    let main = elf.symbol_by_name("main").expect("main");
    assert!(main.is_definition() && main.is_global());
    // The EADK's functions stay for Epsilon to link when it installs the app.
    let undefined: Vec<&str> = elf
        .symbols()
        .filter(|s| s.is_undefined() && s.is_global())
        .filter_map(|s| s.name().ok())
        .collect();
    assert!(
        undefined.contains(&"eadk_display_push_rect"),
        "{undefined:?}"
    );
    assert!(
        undefined.iter().all(|s| s.starts_with("eadk_")),
        "{undefined:?}"
    );
    // Nothing that needs a data file: nwlink (and a calculator) would not install it without
    // one (`_eadk_external_data_start` undefined). `scripts/numworks build` links it with
    // nwlink, giving no data file, as a user installs it.
    assert!(
        undefined.iter().all(|s| !s.contains("external_data")),
        "{undefined:?}"
    );
    // No LLVM bitcode, and a section of each kind rather than one per function.
    let names: Vec<&str> = elf.sections().filter_map(|s| s.name().ok()).collect();
    assert!(!names.iter().any(|n| n.starts_with(".llvm")), "{names:?}");
    assert!(names.len() < 30, "{} sections: {names:?}", names.len());
    let linked = path.with_file_name("jiugong.bin");
    assert!(
        linked.metadata().is_ok_and(|m| m.len() > 100_000),
        "nwlink's link of the app without a data file: {}",
        linked.display()
    );
}
