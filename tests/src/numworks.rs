//! The app in NumWorks' own simulator (Epsilon, headless): what `scripts/numworks shot` and
//! the NumWorks tests run.
//!
//! Epsilon loads the app's `.nwb` (the `jiugong-numworks` cdylib), replays a state file's
//! events — the key script as Epsilon events ([`numworks_keys::NUMWORKS`]) — and takes a
//! screenshot when the events are used up and the app waits for the next one. The app gets
//! its seed and the scripted mode (tick until idle after each key, as `jiugong sim` does)
//! from a boot block handed to it as its external data.

use anyhow::{Context, Result, bail};
use jiugong_board::boot::{self, BootParams};
use jiugong_calc::Key;

/// The NumWorks board's key table: its crate's file, included (the rest of that crate calls
/// the EADK, which exists only inside Epsilon).
#[path = "../../calc-target/numworks/src/keys.rs"]
pub mod numworks_keys;

use numworks_keys::NumworksKey;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Where `scripts/numworks simulator` builds Epsilon's simulator.
pub fn epsilon() -> PathBuf {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_default();
    cache.join("jiugong/epsilon-13366a01/epsilon/output/release/linux/epsilon.bin")
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

/// A state file that types `keys`: the header Epsilon checks (any version and language),
/// then one event number a key.
pub fn state_file(keys: &[Key]) -> Vec<u8> {
    let mut state = b"NWSF**.**.**\x01**".to_vec();
    state.extend(
        keys.iter()
            .filter_map(|&k| NumworksKey::typing(k))
            .map(|e| e.event),
    );
    state
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
    std::fs::write(&state, state_file(keys))?;
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
