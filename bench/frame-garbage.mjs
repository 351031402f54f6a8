// Garbage per frame of every JavaScript game in steady play (issue 45): the bytes the page allocates per frame,
// the objects collected since included, by V8's sampling heap profiler (CDP HeapProfiler.startSampling with
// includeObjectsCollectedByMajorGC/MinorGC, 128-byte interval; a node's selfSize is its allocations scaled for the
// sampling, so their sum estimates every byte allocated). Each game plays on a 390 × 700 CSS px canvas at
// devicePixelRatio 3 (MemoryTiles: a div of that size), bundled from lib/mechanics/<slug>/game.ts as its kit ships
// it, on the kit's own host loop ({ loop: 'manual' }: step(1/60) then render() every animation frame) with
// onStatus listened to, and a player's input every 20 frames (a tap; BounceChain steers; TimingWheel holds
// and lets go; MemoryTiles picks a tile). A run that ends starts again at once. After a warm-up the profiler
// samples `--frames` frames; the result is KB a frame and the functions that allocate most, split by the source
// each allocating function comes from (the bundle's source map): the game (the shell, the canvas runtime, the
// game's scene and drawing: what issue 45 holds under 1 KB), its rules (lib/mechanics/<slug>/model.ts and what
// it imports, which a host of createModel runs too) and the page (the harness, the browser).
//   npm run bench:garbage [-- --games physics-dropper,… --frames 600 --rounds 3 --out results.json]
// Chromium from scripts/browser-path.mjs; no build needed. See bench/README.md.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';
import { median } from '../scripts/main-thread.mjs';

const root = resolve(import.meta.dirname, '..');
export const allGames = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'];
const view = { width: 390, height: 700, ratio: 3 };
const warmUpFrames = 240;
/** The budget of issue 45: under 1 KB a frame. */
export const budgetBytes = 1024;

function readOptions(argv) {
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? fallback : argv[at + 1];
  };
  return {
    games: value('games', allGames.join(',')).split(',').filter(Boolean),
    frames: Number(value('frames', '600')),
    rounds: Number(value('rounds', '3')),
    out: value('out', ''),
  };
}

/** The game's module as a kit ships it: lib/mechanics/<slug>/game.ts bundled into one ES module, with its source map. */
async function gameModule(slug) {
  const result = await build({
    entryPoints: [join(root, 'lib/mechanics', slug, 'game.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    sourcemap: 'external',
    outfile: join(root, 'node_modules/.cache/garbage', `${slug}.js`),
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js')).text.replace(/\n\/\/# sourceMappingURL=.*$/, '');
  const map = JSON.parse(result.outputFiles.find((file) => file.path.endsWith('.map')).text);
  return { code, sourceAt: sourceFinder(map) };
}

const vlq = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = vlq.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** (line, column) of the bundle, 0-based → the source file it was bundled from. */
function sourceFinder(map) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta, lineDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      if (lineDelta !== undefined) sourceLine += lineDelta;
      segments.push([column, source, sourceLine]);
    }
    lines.push(segments);
  }
  /** The source segment at a bundle position: [column, source index, source line], or null. */
  const segmentAt = (line, column) => {
    let found = null;
    for (const segment of lines[line] ?? []) {
      if (segment[0] > column) break;
      found = segment;
    }
    return found;
  };
  const sourceAt = (line, column) => {
    const found = segmentAt(line, column);
    return found === null ? null : map.sources[found[1]];
  };
  /** The 1-based source line, which tells one anonymous function from another. */
  sourceAt.line = (line, column) => (segmentAt(line, column)?.[2] ?? -1) + 1;
  return sourceAt;
}

/** Which part a source is: the game's rules (its model and what only the model uses), or the game (shell, runtime, scene, drawing). */
function partOf(source) {
  if (source === null) return 'page';
  return /\/(model|board|trace|random|beat-maps?)\.ts$/.test(source) ? 'rules' : 'game';
}

const hostPage = (slug) => `<!doctype html><html><head><meta charset="utf-8"><title>garbage</title></head>
<body style="margin:0;background:#0a0e1a"><script type="module">
import { createGame } from './game.js';
// No Web Audio: RhythmClacker plays by its visual clock, as muted; the bench counts the game, not the audio graph.
window.AudioContext = undefined; window.__skip = new URLSearchParams(location.search).get("skip") ?? "";
window.webkitAudioContext = undefined;
const dom = ${JSON.stringify(slug === 'memory-tiles')};
const surface = document.createElement(dom ? 'div' : 'canvas');
surface.style.cssText = 'display:block;width:${view.width}px;height:${view.height}px';
document.body.append(surface);
let ended = false;
const game = createGame(surface, dom ? { peek: 0.5 } : {}, { seed: 3, ...(dom ? {} : { loop: 'manual' }), onStatus: () => {}, onEnd: () => (ended = true) });
game.start();
surface.focus();
// The player's input, made once: a dispatch allocates nothing of its own beyond the event it is given.
const key = (type, name) => new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true });
const inputs = {
  tap: [key('keydown', ' '), key('keyup', ' ')],
  left: [key('keydown', 'ArrowLeft'), key('keyup', 'ArrowLeft')],
  right: [key('keydown', 'ArrowRight'), key('keyup', 'ArrowRight')],
};
let frame = 0;
const act = () => {
  const beat = Math.floor(frame / 20);
  if (frame % 20 !== 0) return;
  if (${JSON.stringify(slug)} === 'memory-tiles') {
    const tiles = surface.querySelectorAll('button');
    tiles[(beat * 7) % tiles.length]?.click();
  } else if (${JSON.stringify(slug)} === 'bounce-chain') {
    const side = beat % 2 === 0 ? inputs.left : inputs.right;
    surface.dispatchEvent(side[0]);
    setTimeout(() => surface.dispatchEvent(side[1]), 150);
  } else if (${JSON.stringify(slug)} === 'timing-wheel') {
    if (beat % 2 === 0) surface.dispatchEvent(inputs.tap[0]);
    else surface.dispatchEvent(inputs.tap[1]);
  } else {
    surface.dispatchEvent(inputs.tap[0]);
    surface.dispatchEvent(inputs.tap[1]);
  }
};
window.__frames = (count) =>
  new Promise((resolve) => {
    let left = count;
    const next = () => {
      if (ended) {
        ended = false;
        game.reset();
        game.start();
      }
      act();
      if (!dom) {
        game.step(1 / 60);
        game.render();
      }
      frame += 1;
      left -= 1;
      if (left === 0) resolve(frame);
      else requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  });
window.__ready = true;
</script></body></html>`;

/** Every node of a sampling heap profile, flattened. */
function* nodesOf(node) {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** Plays `slug` and samples its allocation over `frames` frames: bytes a frame and the functions that allocate most. */
async function measure(browser, slug, frames, { code, sourceAt }) {
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, deviceScaleFactor: view.ratio });
  try {
    const page = await context.newPage();
    await page.route('http://garbage.local/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      if (path === 'host.html') return route.fulfill({ status: 200, contentType: 'text/html', body: hostPage(slug) });
      if (path === 'game.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: code });
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await page.goto(`http://garbage.local/host.html?skip=${process.env.SKIP ?? ''}`);
    await page.waitForFunction(() => window.__ready === true);
    await page.evaluate((count) => window.__frames(count), warmUpFrames);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: 128, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    await page.evaluate((count) => window.__frames(count), frames);
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    const bySource = new Map();
    const parts = { game: 0, rules: 0, page: 0 };
    let total = 0;
    for (const node of nodesOf(profile.head)) {
      total += node.selfSize;
      if (node.selfSize === 0) continue;
      const { functionName, lineNumber, columnNumber, url } = node.callFrame;
      const source = url.endsWith('game.js') ? sourceAt(lineNumber, columnNumber) : null;
      parts[partOf(source)] += node.selfSize;
      const where = source ? source.replace(/^.*lib\/mechanics\//, '') + (functionName ? '' : `:${sourceAt.line(lineNumber, columnNumber)}`) : '';
      const name = `${functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
      bySource.set(name, (bySource.get(name) ?? 0) + node.selfSize);
    }
    const top = [...bySource.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, bytes]) => ({ name, bytesPerFrame: Math.round(bytes / frames) }));
    return { bytesPerFrame: total / frames, game: parts.game / frames, rules: parts.rules / frames, page: parts.page / frames, top };
  } finally {
    await context.close();
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium (scripts/browser-path.mjs)');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const results = {};
  try {
    for (const slug of options.games) {
      const code = await gameModule(slug);
      const rounds = [];
      for (let round = 0; round < options.rounds; round++) rounds.push(await measure(browser, slug, options.frames, code));
      const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;
      const middle = (part) => median(rounds.map((round) => round[part]));
      const bytes = middle('bytesPerFrame');
      const game = middle('game');
      const top = rounds.find((round) => round.bytesPerFrame === bytes)?.top ?? rounds[0].top;
      results[slug] = { kbPerFrame: kb(bytes), game: kb(game), rules: kb(middle('rules')), page: kb(middle('page')), rounds: rounds.map((round) => Math.round(round.bytesPerFrame)), top };
      console.log(
        `${slug.padEnd(16)} ${kb(bytes).toFixed(2)} KB a frame: game ${kb(game).toFixed(2)}, rules ${kb(middle('rules')).toFixed(2)}, page ${kb(middle('page')).toFixed(2)} (rounds ${results[slug].rounds.join(', ')} B)${game < budgetBytes ? '' : '  GAME OVER 1 KB'}`,
      );
      for (const { name, bytesPerFrame } of top) console.log(`    ${String(bytesPerFrame).padStart(6)} B  ${name}`);
    }
  } finally {
    await browser.close();
  }
  if (options.out) writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
