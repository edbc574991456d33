//! The scripts' usage texts are true: every verb a script's `case` takes is named in the
//! usage text it prints when run without one, and every verb that text names is taken.

use std::collections::BTreeSet;
use std::path::PathBuf;

/// The verbs a script dispatches on: the patterns of its top-level `case` (lines indented
/// four spaces and ending in `)`, such as `    test | measure)` or `    build) build ;;`).
fn verbs(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut in_case = false;
    for line in text.lines() {
        if line.starts_with("case ") {
            in_case = true;
            continue;
        }
        if line == "esac" {
            in_case = false;
        }
        let Some(rest) = line.strip_prefix("    ").filter(|_| in_case) else {
            continue;
        };
        if rest.starts_with(' ') {
            continue;
        }
        let Some((pattern, _)) = rest.split_once(')') else {
            continue;
        };
        for verb in pattern.split('|').map(str::trim) {
            if !verb.is_empty() && verb != "*" {
                found.insert(verb.to_string());
            }
        }
    }
    found
}

/// The verbs a usage text names: `scripts/NAME VERB` at the start of its lines.
fn usage_verbs(text: &str, name: &str) -> BTreeSet<String> {
    let prefix = format!("scripts/{name} ");
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix(&prefix))
        .filter_map(|rest| rest.split_whitespace().next())
        .map(String::from)
        .collect()
}

#[test]
fn every_scripts_usage_names_every_verb_it_takes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        if !text.contains("usage()") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let taken = verbs(&text);
        assert!(!taken.is_empty(), "{name}: no verbs found");
        // Run without a verb, the script prints its usage on stderr and exits 2.
        let out = std::process::Command::new("bash")
            .arg(&path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "scripts/{name} without a verb");
        let usage = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            usage_verbs(&usage, &name),
            taken,
            "scripts/{name}'s usage:\n{usage}"
        );
        checked += 1;
    }
    assert!(checked >= 4, "firmware, numworks, nspire, web: {checked}");
}
