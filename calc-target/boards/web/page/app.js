// jiugong in a browser: loads jiugong.wasm (the calculator app, calc-target/web/src/lib.rs),
// feeds it the keypad's and the keyboard's keys and the taps on its screen, ticks it on the page's clock and puts its
// 320×240 screen on the canvas. Query: seed=S (else the clock), keys=SCRIPT (replayed as
// `jiugong sim --keys` does: after each key, ticks until idle), ticks=N (at most N ticks
// after each key), screen=1 (the screen alone, 1:1, for tests and screenshots). Without
// keys=, the games are kept in localStorage ("jiugong.state", the app's saved state in
// base64) after every key and restored when the page loads again. lang=zh|en|fr: the app's
// language (else the browser's, navigator.language; a replay, without lang=, is in
// English); saved games keep the player's own choice, and the page's words follow the
// app's language. date=YYYY-MM-DD: the day whose Sudoku is offered (else the browser's
// date; a replay, without date=, knows no date).

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

// The page's own words in the app's languages, by the app's number for each (0 中文,
// 1 English, 2 Français: `lang()`). The legend is HTML.
const WORDS = [
  {
    code: "zh-Hans",
    title: "九宫：计算器应用",
    screen: "计算器屏幕",
    keypad: "键盘",
    keys: { menu: "菜单", up: "上", esc: "返回", left: "左", enter: "确定", right: "右", del: "撤销", down: "下", help: "帮助" },
    kept: "无法在此浏览器中保存你的游戏：",
    legend: `数独、骑士巡游、数字华容道、华容道和五角星填数，和计算器上一样：屏幕最下面一行说明每个键的作用。
      用电脑键盘：<kbd>方向键</kbd> 移动，<kbd>Enter</kbd> 作用于光标所在处，<kbd>Esc</kbd> 返回，
      <kbd>Backspace</kbd> 或 <kbd>Delete</kbd> 撤销，<kbd>M</kbd> 打开谜题的菜单，<kbd>F1</kbd> 或
      <kbd>/</kbd> 显示规则，<kbd>0</kbd>–<kbd>9</kbd> 输入或选择；上面的按键也一样。
      点屏幕就像按键：菜单的一项、一个方块或星形的一个点立即生效，空格旁边的方块会滑动；
      点一个格子会把光标移过去，再点一次就在那里执行。你的游戏保存在这个浏览器里。
      <br>链接：<code>?seed=S</code> 重玩同样的谜题，<code>&amp;keys=enter down …</code> 重放按键
      （重放从头开始，不保存任何东西），<code>&amp;lang=zh|en|fr</code> 选择语言。`,
  },
  {
    code: "en",
    title: "jiugong: the calculator app",
    screen: "the calculator's screen",
    keypad: "keypad",
    keys: { menu: "menu", up: "up", esc: "back", left: "left", enter: "OK", right: "right", del: "undo", down: "down", help: "help" },
    kept: "your games cannot be kept in this browser: ",
    legend: `Sudoku, the knight's tour, sliding puzzles, Klotski (华容道) and the pentagram, as on the
      calculator: the bottom line of the screen says what each key does. On a keyboard:
      <kbd>arrows</kbd> move, <kbd>Enter</kbd> acts on what the cursor is on, <kbd>Esc</kbd> goes
      back, <kbd>Backspace</kbd> or <kbd>Delete</kbd> undoes, <kbd>M</kbd> opens the puzzle's menu,
      <kbd>F1</kbd> or <kbd>/</kbd> the rules, <kbd>0</kbd>–<kbd>9</kbd> type or pick; the keys
      above are the same. Tap the screen as you would press the keys: a menu's entry, a block
      or a star's point acts at once, a tile next to the gap slides; a cell or a square takes the
      cursor, and a second tap on it acts there. Your games are
      kept in this browser between visits.
      <br>Links: <code>?seed=S</code> for the same puzzles again, <code>&amp;keys=enter down …</code>
      to replay keys (a replay starts fresh and keeps nothing), <code>&amp;lang=zh|en|fr</code>
      for a language.`,
  },
  {
    code: "fr",
    title: "jiugong : l'app de la calculatrice",
    screen: "l'écran de la calculatrice",
    keypad: "clavier",
    keys: { menu: "menu", up: "haut", esc: "retour", left: "gauche", enter: "OK", right: "droite", del: "annuler", down: "bas", help: "aide" },
    kept: "vos parties ne peuvent pas être gardées dans ce navigateur : ",
    legend: `Le sudoku, le tour du cavalier, le taquin, l'âne rouge (华容道) et le pentagramme, comme sur
      la calculatrice : la dernière ligne de l'écran dit ce que fait chaque touche. Au clavier :
      les <kbd>flèches</kbd> déplacent, <kbd>Entrée</kbd> agit sur la case du curseur, <kbd>Échap</kbd>
      revient, <kbd>Retour arrière</kbd> ou <kbd>Suppr</kbd> annule, <kbd>M</kbd> ouvre le menu du jeu,
      <kbd>F1</kbd> ou <kbd>/</kbd> les règles, <kbd>0</kbd>–<kbd>9</kbd> tapent ou choisissent ; les
      touches ci-dessus font de même. Touchez l'écran comme vous appuieriez sur les touches : une
      ligne de menu, un bloc ou un point de l'étoile agit aussitôt, une pièce à côté du trou glisse ;
      une case prend le curseur, et une seconde touche y agit. Vos parties sont gardées dans ce
      navigateur d'une visite à l'autre.
      <br>Liens : <code>?seed=S</code> pour rejouer les mêmes grilles, <code>&amp;keys=enter down …</code>
      pour rejouer des touches (la partie repart de zéro et rien n'est gardé),
      <code>&amp;lang=zh|en|fr</code> pour la langue.`,
  },
];

// Writes the page's own words in the app's language `n` (its number, as `lang()` says).
function speak(n) {
  const words = WORDS[n] ?? WORDS[1];
  if (spoken === words) return;
  spoken = words;
  document.documentElement.lang = words.code;
  document.title = words.title;
  document.getElementById("screen").setAttribute("aria-label", words.screen);
  document.getElementById("keypad").setAttribute("aria-label", words.keypad);
  for (const button of document.querySelectorAll("#keypad button[aria-label]")) {
    button.setAttribute("aria-label", words.keys[button.dataset.key]);
  }
  document.getElementById("legend").innerHTML = words.legend;
}
// The words on the page now: none until the app's first frame.
let spoken = null;

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

// The date the app is given as [year, month, day]: the link's date=, else the browser's
// own (a replay, which is the same on every machine, has none: null).
function dateFrom(text, replay) {
  if (text === null) {
    if (replay) return null;
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) throw new Error(`date '${text}': a date as 2026-11-29`);
  return match.slice(1).map(Number);
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
        say(`${(spoken ?? WORDS[1]).kept}${error.message}`);
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
  const date = dateFrom(params.get("date"), script !== null);

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
      speak(app.lang());
    }
  };

  app.start(Number(seed >> 32n), Number(seed & 0xffffffffn), script === null ? 0 : 1, ticks);
  if (date !== null) app.today(...date);
  // A replayed script is the same on every machine: it neither reads nor writes the kept
  // games.
  const kept = script === null ? keeper(app) : { restore() {}, save() {} };
  // The browser's language is the app's default, before the kept games, which keep the
  // player's choice (a replay, which keeps nothing, speaks English); the link's lang=
  // speaks over both.
  app.prefer(write(script === null ? navigator.language : "en"));
  kept.restore();
  const lang = params.get("lang");
  if (lang !== null) app.speak(write(lang));
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
