//! The app in NumWorks' own simulator (Epsilon, headless): what `scripts/numworks shot` and
//! the NumWorks tests run.
//!
//! Epsilon loads the app's `.nwb` (the `jiugong-numworks` cdylib), replays a state file's
//! events — the key script as Epsilon events ([`TYPED`], numbered by Epsilon's own `eadk.h`)
//! — and takes a screenshot when the events are used up and the app waits for the next one.
//! The app gets its seed and the scripted mode (tick until idle after each key, as `jiugong
//! sim` does) from a boot block handed to it as its external data.

use anyhow::{Context, Result, bail};
use jiugong_board::boot::{self, BootParams};
use jiugong_calc::Key;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The NumWorks key the tests press for each calculator key, by its name in Epsilon's
/// `eadk.h` (`eadk_event_<name>`): the tests' own table, not the app's.
pub const TYPED: [(Key, &str); 19] = [
    (Key::Left, "left"),
    (Key::Up, "up"),
    (Key::Down, "down"),
    (Key::Right, "right"),
    (Key::Ok, "ok"),
    (Key::Back, "back"),
    (Key::Undo, "backspace"),
    (Key::Menu, "toolbox"),
    (Key::Help, "var"),
    (Key::Digit(0), "zero"),
    (Key::Digit(1), "one"),
    (Key::Digit(2), "two"),
    (Key::Digit(3), "three"),
    (Key::Digit(4), "four"),
    (Key::Digit(5), "five"),
    (Key::Digit(6), "six"),
    (Key::Digit(7), "seven"),
    (Key::Digit(8), "eight"),
    (Key::Digit(9), "nine"),
];

/// Epsilon's events by name, read from `eadk.h`'s `eadk_event_t` constants
/// (`eadk_event_ok = 4,` gives `("ok", 4)`).
///
/// ```
/// let events = jiugong_tests::numworks::eadk_events("  eadk_event_ok = 4,\n  eadk_key_ok = 4,");
/// assert_eq!(events.get("ok"), Some(&4));
/// assert_eq!(events.len(), 1);
/// ```
pub fn eadk_events(header: &str) -> HashMap<String, u16> {
    header
        .lines()
        .filter_map(|line| {
            let (name, value) = line.trim().trim_end_matches(',').split_once('=')?;
            let name = name.trim().strip_prefix("eadk_event_")?;
            Some((name.to_owned(), value.trim().parse().ok()?))
        })
        .collect()
}

/// Where `scripts/numworks simulator` keeps Epsilon's source: its `eadk.h`.
pub fn eadk_h() -> PathBuf {
    epsilon_tree().join("eadk/include/eadk/eadk.h")
}

/// The event number of each calculator key the tests type ([`TYPED`]), from Epsilon's
/// `eadk.h`.
pub fn typed_events() -> Result<Vec<(Key, u16)>> {
    let path = eadk_h();
    let header = std::fs::read_to_string(&path).with_context(|| {
        format!(
            "cannot read {}: build NumWorks' simulator with `scripts/numworks simulator`",
            path.display()
        )
    })?;
    let events = eadk_events(&header);
    TYPED
        .iter()
        .map(|&(key, name)| match events.get(name) {
            Some(&event) => Ok((key, event)),
            None => bail!("{} has no eadk_event_{name}", path.display()),
        })
        .collect()
}

fn epsilon_tree() -> PathBuf {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_default();
    cache.join("jiugong/epsilon-13366a01/epsilon")
}

/// Where `scripts/numworks simulator` builds Epsilon's simulator.
pub fn epsilon() -> PathBuf {
    epsilon_tree().join("output/release/linux/epsilon.bin")
}

/// Where `scripts/numworks` puts the app for the simulator.
pub fn nwb() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/numworks/jiugong.nwb")
}

/// Both, or an error that says how to make them.
pub fn require() -> Result<(PathBuf, PathBuf)> {
    let (epsilon, nwb) = (epsilon(), nwb());
    if !epsilon.exists() {
        bail!(
            "{} is missing: build NumWorks' simulator with `scripts/numworks simulator` \
             (EPSILON_SOURCE: a checkout of github.com/numworks/epsilon at 13366a01)",
            epsilon.display()
        );
    }
    if !nwb.exists() {
        bail!(
            "{} is missing: run `scripts/numworks nwb` first",
            nwb.display()
        );
    }
    Ok((epsilon, nwb))
}

/// A state file that types `keys` as the events `typed` gives them ([`typed_events`]): the
/// header Epsilon checks (any version and language), then one event number a key.
pub fn state_file(keys: &[Key], typed: &[(Key, u16)]) -> Result<Vec<u8>> {
    let mut state = b"NWSF**.**.**\x01**".to_vec();
    for &key in keys {
        let Some(&(_, event)) = typed.iter().find(|(k, _)| *k == key) else {
            bail!("no NumWorks key types {key:?}");
        };
        state.push(u8::try_from(event).context("an event past a byte")?);
    }
    Ok(state)
}

/// The boot block as external data: little-endian words.
pub fn external_data(params: BootParams) -> Vec<u8> {
    params
        .to_words()
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect()
}

/// How long one run of the simulator may take.
pub const TIMEOUT: Duration = Duration::from_secs(300);

/// Runs the app in the simulator with `keys` and saves the screen as `out` (a PNG). The
/// app's log (what `jiugong sim` logs too) is returned.
pub fn shot(
    epsilon: &Path,
    nwb: &Path,
    keys: &[Key],
    seed: u64,
    ticks: Option<u32>,
    out: &Path,
) -> Result<String> {
    let dir = tempfile::tempdir()?;
    let state = dir.path().join("keys.nws");
    std::fs::write(&state, state_file(keys, &typed_events()?)?)?;
    let data = dir.path().join("boot.bin");
    let params = BootParams {
        flags: boot::SCRIPTED,
        seed: Some(seed),
        ticks,
    };
    std::fs::write(&data, external_data(params))?;
    let _ = std::fs::remove_file(out);
    let mut child = Command::new(epsilon)
        .arg("--headless")
        .arg("--nwb")
        .arg(nwb)
        .arg("--nwb-external-data")
        .arg(&data)
        .arg("--load-state-file")
        .arg(&state)
        .arg("--take-screenshot")
        .arg(out)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {}", epsilon.display()))?;
    let start = Instant::now();
    // The simulator may go on waiting for events once it has saved the screen.
    while !out.exists() || std::fs::metadata(out).map(|m| m.len()).unwrap_or(0) == 0 {
        if let Some(status) = child.try_wait()? {
            if !out.exists() {
                let output = child.wait_with_output()?;
                bail!(
                    "Epsilon's simulator ended ({status}) without a screenshot: {}",
                    String::from_utf8_lossy(&output.stderr)
                );
            }
            break;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            bail!("no screenshot from Epsilon's simulator after {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // Let it finish writing, then end it.
    std::thread::sleep(Duration::from_millis(200));
    let _ = child.kill();
    let output = child.wait_with_output()?;
    Ok(String::from_utf8_lossy(&output.stderr).into_owned())
}
