//! The firmware in QEMU's `versatilepb`: start it, type keys through QMP `send-key`, wait
//! for its serial log to say the app is idle, save the LCD through QMP `screendump`.
//! `scripts/firmware` (`shot`, `test`) and the firmware tests use this.

use anyhow::{Context, Result, anyhow, bail};
use jiugong_board::boot::{self, BootParams};
use jiugong_board::keyboard::KeyboardKey;
use jiugong_calc::Key;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The firmware's ELF as `scripts/firmware build` leaves it.
pub fn firmware_elf() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../target/arm/armv5te-none-eabi/release/jiugong-qemu")
}

/// The ELF, or a clear error saying how to build it.
pub fn require_firmware() -> Result<PathBuf> {
    let elf = firmware_elf();
    if !elf.exists() {
        bail!(
            "{} is not built: run scripts/firmware build (scripts/test does)",
            elf.display()
        );
    }
    Ok(elf)
}

/// The Cortex-M7 board's ELF as `scripts/arm-check` (or `scripts/firmware m7`) leaves it.
pub fn cortex_m7_elf() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../target/arm/thumbv7em-none-eabihf/release/jiugong-qemu")
}

/// Runs the Cortex-M7 board on QEMU's `mps2-an500` with `-icount shift=0` (its key scripts,
/// then the self-test's measurements; at most ten minutes): QEMU's exit status and the log.
pub fn cortex_m7(elf: &Path) -> Result<(i32, String)> {
    if !elf.exists() {
        bail!(
            "{} is not built: run scripts/firmware m7 (scripts/test builds it)",
            elf.display()
        );
    }
    let out = Command::new("timeout")
        .args(["600", "qemu-system-arm", "-M", "mps2-an500", "-nographic"])
        .args(["-semihosting", "-icount", "shift=0", "-monitor", "none"])
        .args(["-serial", "stdio", "-kernel"])
        .arg(elf)
        .stdin(Stdio::null())
        .output()
        .context("running qemu-system-arm (Debian's qemu-system-arm)")?;
    let log = String::from_utf8_lossy(&out.stdout).into_owned();
    Ok((out.status.code().unwrap_or(-1), log))
}

/// How long one key may keep the app busy in QEMU.
pub const KEY_TIMEOUT: Duration = Duration::from_secs(600);

/// The QMP `qcode` that types a calculator key (what the firmware's PS/2 decoder maps back).
pub fn qcode(key: Key) -> &'static str {
    KeyboardKey::typing(key).map_or("", |e| e.qcode)
}

/// A running board.
pub struct Board {
    child: Child,
    /// None for a self-test, which ends QEMU by itself (it may be over before QMP answers).
    qmp: Option<BufReader<UnixStream>>,
    serial: Receiver<String>,
    /// Every serial line so far.
    pub log: Vec<String>,
    _dir: tempfile::TempDir,
}

impl Board {
    /// Starts QEMU with `elf`, the boot block for `params`, the serial line captured and
    /// (but for a self-test) QMP on a socket; `icount` counts instructions
    /// (`-icount shift=0`).
    pub fn start(elf: &Path, params: BootParams, icount: bool) -> Result<Board> {
        which("qemu-system-arm")?;
        let dir = tempfile::tempdir()?;
        let socket = dir.path().join("qmp.sock");
        let mut cmd = Command::new("qemu-system-arm");
        cmd.args(["-M", "versatilepb", "-m", "128M", "-kernel"])
            .arg(elf)
            .args(["-display", "none", "-serial", "stdio", "-monitor", "none"])
            .args([
                "-audiodev",
                "none,id=snd0",
                "-global",
                "pl041.audiodev=snd0",
            ])
            .arg("-semihosting");
        let with_qmp = !params.self_test();
        if with_qmp {
            cmd.arg("-qmp")
                .arg(format!("unix:{},server=on,wait=off", socket.display()));
        }
        if icount {
            cmd.args(["-icount", "shift=0"]);
        }
        for device in params.loader_devices() {
            cmd.arg("-device").arg(device.to_string());
        }
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .context("cannot start qemu-system-arm")?;
        let stdout = child.stdout.take().context("no serial pipe")?;
        let (tx, serial) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line.trim_end_matches('\r').to_owned()).is_err() {
                    break;
                }
            }
        });
        let mut board = Board {
            child,
            qmp: None,
            serial,
            log: Vec::new(),
            _dir: dir,
        };
        if with_qmp {
            board.connect(&socket)?;
        }
        Ok(board)
    }

    /// Connects to QMP: the greeting, then capabilities negotiation.
    fn connect(&mut self, socket: &Path) -> Result<()> {
        let start = Instant::now();
        let stream = loop {
            match UnixStream::connect(socket) {
                Ok(s) => break s,
                Err(_) if start.elapsed() < Duration::from_secs(20) => {
                    if let Some(status) = self.child.try_wait()? {
                        bail!("qemu-system-arm exited at start ({status})");
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(e) => return Err(e).context("QEMU's QMP socket never opened"),
            }
        };
        self.qmp = Some(BufReader::new(stream));
        self.qmp_line()?; // the greeting
        self.execute("qmp_capabilities", json!({}))?;
        Ok(())
    }

    /// Starts the app (no self-test) and waits until it says it is ready; returns that
    /// log line too.
    pub fn ready(elf: &Path, params: BootParams) -> Result<(Board, String)> {
        let mut board = Board::start(elf, params, false)?;
        let line = board.wait_for("jiugong ready", Duration::from_secs(60), |l| {
            l.starts_with("jiugong ready")
        })?;
        Ok((board, line))
    }

    fn qmp_line(&mut self) -> Result<Value> {
        let qmp = self.qmp.as_mut().context("a self-test run has no QMP")?;
        let mut line = String::new();
        if qmp.read_line(&mut line)? == 0 {
            bail!("QEMU closed its QMP socket");
        }
        Ok(serde_json::from_str(&line)?)
    }

    /// Runs a QMP command and returns its `return` value.
    pub fn execute(&mut self, command: &str, arguments: Value) -> Result<Value> {
        let request = json!({ "execute": command, "arguments": arguments });
        let qmp = self.qmp.as_mut().context("a self-test run has no QMP")?;
        writeln!(qmp.get_mut(), "{request}")?;
        loop {
            let reply = self.qmp_line()?;
            if let Some(r) = reply.get("return") {
                return Ok(r.clone());
            }
            if let Some(e) = reply.get("error") {
                bail!("QMP {command}: {e}");
            }
            // an asynchronous event: skip it
        }
    }

    /// Waits for a serial line that `pred` accepts, and returns it.
    pub fn wait_for(
        &mut self,
        what: &str,
        timeout: Duration,
        pred: impl Fn(&str) -> bool,
    ) -> Result<String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.serial.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(line.clone());
                    if pred(&line) {
                        return Ok(line);
                    }
                    if line.starts_with("panic") {
                        bail!("the firmware panicked: {line}");
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    bail!(
                        "no '{what}' from the firmware within {timeout:?}; its log:\n{}",
                        self.log.join("\n")
                    )
                }
                Err(RecvTimeoutError::Disconnected) => {
                    bail!(
                        "QEMU ended before '{what}'; the firmware's log:\n{}",
                        self.log.join("\n")
                    )
                }
            }
        }
    }

    /// Types one key (pressed and released).
    pub fn send_key(&mut self, key: Key) -> Result<()> {
        let keys = json!([{ "type": "qcode", "data": qcode(key) }]);
        self.execute("send-key", json!({ "keys": keys, "hold-time": 10 }))?;
        Ok(())
    }

    /// Saves the LCD as a PNG.
    pub fn screendump(&mut self, path: &Path) -> Result<()> {
        let path = std::path::absolute(path)?;
        self.execute(
            "screendump",
            json!({ "filename": path.to_string_lossy(), "format": "png" }),
        )?;
        Ok(())
    }

    /// Waits for QEMU to exit by itself and returns its status code.
    pub fn wait_exit(&mut self, timeout: Duration) -> Result<i32> {
        let deadline = Instant::now() + timeout;
        loop {
            while let Ok(line) = self.serial.try_recv() {
                self.log.push(line);
            }
            if let Some(status) = self.child.try_wait()? {
                // the reader thread may still hold the last lines
                std::thread::sleep(Duration::from_millis(50));
                while let Ok(line) = self.serial.try_recv() {
                    self.log.push(line);
                }
                return status
                    .code()
                    .ok_or_else(|| anyhow!("QEMU was killed ({status})"));
            }
            if Instant::now() > deadline {
                bail!("QEMU still running after {timeout:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Ends QEMU.
    pub fn quit(mut self) -> Result<()> {
        let _ = self.execute("quit", json!({}));
        self.child.wait()?;
        Ok(())
    }
}

impl Drop for Board {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn which(tool: &str) -> Result<()> {
    let found = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).any(|d| d.join(tool).is_file()))
        .unwrap_or(false);
    if !found {
        bail!(
            "{tool} is missing: install the Debian package qemu-system-arm (scripts/firmware does)"
        );
    }
    Ok(())
}

/// What a shot reports besides the picture.
#[derive(Debug)]
pub struct Shot {
    /// Stack bytes used, the firmware's high-water mark after the last key.
    pub stack: u64,
    /// The firmware's serial log.
    pub log: Vec<String>,
}

/// Boots the firmware (seeded by `seed`, or by its clocks), types `keys`, waiting after each
/// until the app is idle (or has run `ticks` ticks), and saves the screen to `out`.
pub fn shot(
    elf: &Path,
    keys: &[Key],
    seed: Option<u64>,
    ticks: Option<u32>,
    out: &Path,
) -> Result<Shot> {
    let params = BootParams {
        flags: boot::SCRIPTED,
        seed,
        ticks,
    };
    let (mut board, ready) = Board::ready(elf, params)?;
    let mut stack = stack_of(&ready);
    for (i, &key) in keys.iter().enumerate() {
        board.send_key(key)?;
        let idle = format!("idle {} ", i + 1);
        let line = board.wait_for(&idle, KEY_TIMEOUT, |l| l.starts_with(&idle))?;
        stack = stack_of(&line);
    }
    board.screendump(out)?;
    let log = board.log.clone();
    board.quit()?;
    Ok(Shot { stack, log })
}

/// Boots the firmware interactive (ticking on its own clock at 50 Hz, as on a calculator)
/// with `seed`, types `keys` as a person would, waits until the log says `done` (the work
/// the keys started, animation included, is over), and saves the screen to `out`.
pub fn interactive_shot(elf: &Path, keys: &[Key], seed: u64, out: &Path) -> Result<Shot> {
    let params = BootParams {
        flags: 0,
        seed: Some(seed),
        ticks: None,
    };
    let (mut board, _) = Board::ready(elf, params)?;
    for &key in keys {
        board.send_key(key)?;
        let logged = format!("key {key}");
        board.wait_for(&logged, Duration::from_secs(60), |l| l == logged)?;
    }
    board.wait_for("done", KEY_TIMEOUT, |l| l.starts_with("done after"))?;
    // The frame after the last tick: drawn within a tick of the log line.
    std::thread::sleep(Duration::from_millis(200));
    board.screendump(out)?;
    let log = board.log.clone();
    board.quit()?;
    Ok(Shot { stack: 0, log })
}

/// The number after the word `stack` in a log line.
fn stack_of(line: &str) -> u64 {
    line.split_whitespace()
        .skip_while(|&w| w != "stack")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Runs the firmware's self-test (with `-icount shift=0` when `icount`), passing each serial
/// line to `each` as it comes; returns QEMU's exit status and the log.
pub fn self_test(
    elf: &Path,
    icount: bool,
    mut each: impl FnMut(&str),
) -> Result<(i32, Vec<String>)> {
    let flags = boot::SELF_TEST | if icount { boot::ICOUNT } else { 0 };
    let mut board = Board::start(
        elf,
        BootParams {
            flags,
            seed: None,
            ticks: None,
        },
        icount,
    )?;
    let deadline = Instant::now() + Duration::from_secs(3600);
    loop {
        match board.serial.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                each(&line);
                board.log.push(line);
            }
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) if Instant::now() > deadline => {
                bail!("the self-test ran for an hour")
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
    let status = board.wait_exit(Duration::from_secs(30))?;
    Ok((status, board.log.clone()))
}
