//! Document 001's Table 1 through the CLI: the README shows what `jiugong sudoku stats`
//! prints.

/// The README's Table 1 is what `jiugong sudoku stats --seed 1` prints, line for line.
#[test]
fn the_readme_shows_the_programs_table() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("the README beside the workspace");
    let heading = "`jiugong sudoku stats --seed 1` (10,000 trials each):\n\n```\n";
    let start = readme.find(heading).expect("the README's Table 1 section") + heading.len();
    let shown = &readme[start..start + readme[start..].find("```").unwrap()];
    let printed =
        crate::stdout_text(crate::bin("jiugong").args(["sudoku", "stats", "--seed", "1"]));
    assert_eq!(shown, printed);
}
