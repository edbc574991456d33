//! Progress bars on stderr, drawn only when stderr is a terminal (indicatif hides them
//! otherwise), so redirected runs print nothing extra.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar of `total` units, labelled `what`, drawn with `counts` (an indicatif template
/// fragment such as `{human_pos}/{human_len} ({per_sec:0}, eta {eta})`).
fn bar(total: u64, what: &str, counts: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(&format!("{{spinner}} {{msg}} [{{bar:40}}] {counts}"))
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(what.to_string());
    bar
}

/// A bar counting `total` items, labelled `what`.
pub fn items(total: u64, what: &str) -> ProgressBar {
    bar(
        total,
        what,
        "{human_pos}/{human_len} ({per_sec:0}, eta {eta})",
    )
}

/// A bar over the bytes of an input file.
pub fn bytes(total: u64, what: &str) -> ProgressBar {
    bar(
        total,
        what,
        "{bytes}/{total_bytes} ({bytes_per_sec}, eta {eta})",
    )
}
