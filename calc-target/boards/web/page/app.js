// jiugong in a browser: loads jiugong.wasm (the calculator app, calc-target/web/src/lib.rs),
// feeds it the keypad's and the keyboard's keys and the taps on its screen, ticks it on the page's clock and puts its
// 320×240 screen on the canvas. Query: seed=S (else the clock), keys=SCRIPT (replayed as
// `jiugong sim --keys` does: after each key, ticks until idle), ticks=N (at most N ticks
// after each key), screen=1 (the screen alone, 1:1, for tests and screenshots). Without
// keys=, the games are kept in localStorage ("jiugong.state", the app's saved state in
// base64) after every key and restored when the page loads again.

const WIDTH = 320;
const HEIGHT = 240;
const U32_MAX = 0xffffffff;
const U64_MAX = (1n << 64n) - 1n;
const KEY_NAMES = "up, down, left, right, enter, esc, del, menu, help and 0-9; a tap is tap:X:Y";
const STORED = "jiugong.state";
// The keypad's size (index.html: three 64 px columns, a 24 px gap column, three more, 8 px
// gaps; three 48 px rows and the Help row), and the page's padding, border and gap.
const KEYPAD = { width: 456, height: 4 * 48 + 3 * 8 };
const AROUND = 16 + 12;
const GAP = 12;

const params = new URLSearchParams(location.search);
const status = document.getElementById("status");

function say(message) {
  status.textContent = message;
  status.hidden = false;
}

function seedFrom(text) {
  if (text === null) return BigInt(Date.now());
  if (!/^\d+$/.test(text) || BigInt(text) > U64_MAX) {
    throw new Error(`seed '${text}': a number from 0 to ${U64_MAX}`);
  }
  return BigInt(text);
}

function ticksFrom(text) {
  if (text === null) return U32_MAX;
  if (!/^\d+$/.test(text) || Number(text) >= U32_MAX) {
    throw new Error(`ticks '${text}': a number from 0 to ${U32_MAX - 1}`);
  }
  return Number(text);
}

// The largest whole scale at which the screen and the keypad both fit the window: beside
// each other when the window is wider than tall, the keypad below otherwise. Whole in
// device pixels, so that each of the app's pixels is a square of the display's.
function fit(canvas) {
  const wide = window.innerWidth > window.innerHeight;
  document.body.classList.toggle("wide", wide);
  const width = window.innerWidth - AROUND - (wide ? GAP + KEYPAD.width : 0);
  const height = window.innerHeight - AROUND - (wide ? 0 : GAP + KEYPAD.height);
  const dpr = window.devicePixelRatio || 1;
  const steps = Math.floor(Math.min(width / WIDTH, height / HEIGHT) * dpr);
  const scale = Math.max(1, steps / dpr);
  canvas.style.width = `${WIDTH * scale}px`;
  canvas.style.height = `${HEIGHT * scale}px`;
}

// The games kept in this browser: read into the app at the start, written after each key.
function keeper(app) {
  const room = () => new Uint8Array(app.memory.buffer, app.state(), app.state_size());
  return {
    restore() {
      const kept = localStorage.getItem(STORED);
      if (kept === null) return;
      let bytes;
      try {
        bytes = Uint8Array.from(atob(kept), (c) => c.charCodeAt(0));
      } catch {
        bytes = new Uint8Array(0); // not base64: the app says it starts fresh
      }
      bytes = bytes.subarray(0, app.state_size());
      room().set(bytes);
      app.restore(bytes.length);
    },
    save() {
      const length = app.save();
      if (length === 0) return;
      const bytes = room().subarray(0, length);
      try {
        localStorage.setItem(STORED, btoa(String.fromCharCode(...bytes)));
      } catch (error) {
        say(`your games cannot be kept in this browser: ${error.message}`);
      }
    },
  };
}

async function main() {
  const screenOnly = params.get("screen") === "1";
  if (screenOnly) document.body.classList.add("screen-only");
  const seed = seedFrom(params.get("seed"));
  const ticks = ticksFrom(params.get("ticks"));
  const script = params.get("keys");

  const response = await fetch("jiugong.wasm");
  if (!response.ok) throw new Error(`jiugong.wasm: HTTP ${response.status}`);
  const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
  const app = instance.exports;

  const encoder = new TextEncoder();
  // Writes `text` where the app reads it; its length in bytes.
  const write = (text) => {
    const bytes = encoder.encode(text);
    if (bytes.length > app.input_size()) throw new Error("the key script is too long");
    new Uint8Array(app.memory.buffer, app.input(), bytes.length).set(bytes);
    return bytes.length;
  };
  const play = (keys) => {
    const played = app.keys(write(keys));
    if (played < 0) {
      const word = keys.split(/[\s,]+/).filter((w) => w !== "")[-1 - played];
      throw new Error(`unknown key '${word}': keys are ${KEY_NAMES}`);
    }
  };

  const canvas = document.getElementById("screen");
  const context = canvas.getContext("2d");
  const image = context.createImageData(WIDTH, HEIGHT);
  // What the screen shows, in words, in the live region a screen reader reads out.
  const described = document.getElementById("described");
  const decoder = new TextDecoder();
  const show = () => {
    if (app.frame()) {
      image.data.set(new Uint8ClampedArray(app.memory.buffer, app.rgba(), WIDTH * HEIGHT * 4));
      context.putImageData(image, 0, 0);
      const length = app.describe();
      const text = decoder.decode(new Uint8Array(app.memory.buffer, app.described(), length));
      if (described.textContent !== text) described.textContent = text;
    }
  };

  app.start(Number(seed >> 32n), Number(seed & 0xffffffffn), script === null ? 0 : 1, ticks);
  // A replayed script is the same on every machine: it neither reads nor writes the kept
  // games.
  const kept = script === null ? keeper(app) : { restore() {}, save() {} };
  kept.restore();
  if (script !== null) play(script);
  show();
  // For the console and the tests: the app's exports, its keys, and when the first screen
  // was on the canvas (ms after the page's start).
  window.jiugong = { app, play, show, kept, firstScreenMs: performance.now() };

  for (const button of document.querySelectorAll("#keypad button")) {
    button.addEventListener("click", () => {
      play(button.dataset.key);
      show();
      kept.save();
    });
  }
  // A click or a touch on the screen taps the app's pixel there: the point inside the
  // canvas's border, scaled from its size on the page to the app's 320×240.
  canvas.addEventListener("click", (event) => {
    const x = Math.floor((event.offsetX * WIDTH) / canvas.clientWidth);
    const y = Math.floor((event.offsetY * HEIGHT) / canvas.clientHeight);
    if (x >= 0 && y >= 0 && app.tap(x, y)) {
      show();
      kept.save();
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (app.press(write(event.code))) {
      event.preventDefault();
      show();
      kept.save();
    }
  });
  if (!screenOnly) {
    fit(canvas);
    window.addEventListener("resize", () => fit(canvas));
  }
  if (script === null) {
    // Searches and playback change the games between keys too.
    window.addEventListener("pagehide", () => kept.save());
    const frame = (now) => {
      app.clock(now);
      show();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
  document.body.dataset.ready = "1";
}

main().catch((error) => {
  say(error.message);
  document.body.dataset.ready = "error";
});
