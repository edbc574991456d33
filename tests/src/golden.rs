//! Golden files: the expected screens and saved games committed under `tests/data/`, compared
//! with what the program makes now. `scripts/bless` writes the screens anew (and the saved
//! games that are missing) for a reviewer to look at in the diff.

use crate::shots::{differing, from_simulator, rgb565};
use std::path::Path;

/// The environment variable that makes the golden tests write their files instead of
/// comparing with them (`scripts/bless` sets it to `1`).
pub const BLESS: &str = "JIUGONG_BLESS";

/// True when the golden tests write their files ([`BLESS`] is `1`).
pub fn blessing() -> bool {
    std::env::var_os(BLESS).is_some_and(|v| v == "1")
}

/// Checks the PNG at `made` against the golden PNG at `golden`, pixel for pixel as the
/// RGB565 the app drew; when [`blessing`], copies it there instead.
pub fn screen(made: &Path, golden: &Path) {
    if blessing() {
        std::fs::copy(made, golden)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", golden.display()));
        return;
    }
    assert!(
        golden.exists(),
        "{} is missing: write it with scripts/bless, look at it, and commit it",
        golden.display()
    );
    let (w, h, pixels) = rgb565(made, from_simulator);
    let (gw, gh, expected) = rgb565(golden, from_simulator);
    assert_eq!((w, h), (gw, gh), "{}: screen size", golden.display());
    let differ = differing(&pixels, &expected);
    assert_eq!(
        differ,
        0,
        "{differ} pixels differ from {} (now: {}); if the change is meant, scripts/bless \
         writes the new screen for the review",
        golden.display(),
        made.display()
    );
}

/// Checks `made` against the golden text file `golden`; when [`blessing`], writes it there
/// instead.
pub fn text(made: &str, golden: &Path) {
    if blessing() {
        std::fs::write(golden, made)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", golden.display()));
        return;
    }
    let expected = std::fs::read_to_string(golden).unwrap_or_else(|e| {
        panic!(
            "{}: {e}: write it with scripts/bless, read it, and commit it",
            golden.display()
        )
    });
    assert_eq!(
        made,
        expected,
        "differs from {}; if the change is meant, scripts/bless writes it anew",
        golden.display()
    );
}
