// Main-thread CPU time per frame of every game, at its defaults and at the maxima of every setting, as a
// customer runs it: the JavaScript kit's module (public/games/<slug>.mjs, shipped as src/<slug>.js) in
// Chromium, and the Godot kit's project (as "Download starter kit" builds it) in the Godot 4.6 web runtime
// in headless Chromium. Each play records a Chrome trace over `--seconds` of play, driven like a player
// through the browser's keyboard and mouse, with a busy loop keeping one core occupied (scripts/slow-twin.mjs);
// a frame's CPU is scripts/main-thread.mjs frameCpuTimes (thread time, so waiting for a core is not counted).
// Game time runs on a 60 Hz clock, 1/60 s a frame (Godot --fixed-fps 60; the JS kit's loop: 'manual' stepped
// from requestAnimationFrame), so a frame holds a 60 Hz frame's work even when the shared machine draws fewer
// frames a second; --real-time runs both on the wall clock instead (a slow frame then steps up to 0.05 s in JS,
// 0.1 s in Godot, and costs more).
//   npm run bench:frames [-- --rounds 3 --seconds 5 --games physics-dropper,… --engines chromium,godot
//                           --settings defaults,maxima --busy 1 --real-time --out results.json]
// Needs public/games/ (npm run bench:frames runs scripts/bundle-games.mjs first). See bench/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';
import { median, percentile } from '../scripts/main-thread.mjs';
import { startBusyLoops } from '../scripts/slow-twin.mjs';

const root = resolve(import.meta.dirname, '..');
export const allGames = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'];
/** The size both engines draw at: the Godot kits' viewport (project.godot, 960 × 600), one CSS pixel a pixel. */
const view = { width: 960, height: 600 };
/** Play before the trace starts: the board fills (PhysicsDropper's balls reach their cap) and the code is warm. */
const warmUpMs = 1500;

/** `--name value` options, with defaults. */
export function readOptions(argv) {
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? fallback : argv[at + 1];
  };
  const list = (name, fallback) => value(name, fallback.join(',')).split(',').filter(Boolean);
  return {
    rounds: Number(value('rounds', '3')),
    seconds: Number(value('seconds', '5')),
    games: list('games', allGames),
    engines: list('engines', ['chromium', 'godot']),
    settings: list('settings', ['defaults', 'maxima']),
    busy: Number(value('busy', '1')),
    out: value('out', ''),
    realTime: argv.includes('--real-time'),
  };
}

/** The TypeScript the bench needs (bench/frame-cpu-kits.ts), bundled into node_modules/.cache and imported. */
async function loadKits() {
  const outfile = join(root, 'node_modules/.cache/microloop/frame-cpu-kits.mjs');
  mkdirSync(join(outfile, '..'), { recursive: true });
  await build({
    entryPoints: [join(root, 'bench/frame-cpu-kits.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile,
    logLevel: 'silent',
    // e2e/godot-runtime.ts finds the runtime and its drivers from its own folder.
    banner: { js: `const __dirname = ${JSON.stringify(join(root, 'e2e'))};` },
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

/** A deterministic walk of points over the middle of the view (MemoryTiles' tiles), as fractions of it. */
function* boardPoints() {
  let seed = 7;
  for (;;) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const x = 0.25 + 0.5 * ((seed % 1000) / 1000);
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const y = 0.12 + 0.76 * ((seed % 1000) / 1000);
    yield { x, y };
  }
}

/**
 * Plays `slug` for `ms` as a player would, through the page's keyboard and mouse (`box`: the game's area in
 * the page; `values`: its settings). At the maxima PhysicsDropper gets bursts of drops that keep its board at its 60-ball cap.
 */
async function play(page, slug, which, box, ms, values) {
  const end = Date.now() + ms;
  const points = boardPoints();
  const tap = (key = 'Space') => page.keyboard.press(key);
  // Chromium's input (CDP) waits for each event's frame: a press or two a frame at most. The extra drops that
  // keep PhysicsDropper at its cap are Space presses dispatched in the page, 3 every animation frame (at the
  // maxima a ball lives about 0.35 s of game time, 21 frames: 60 extra a lifetime, so the board stays full).
  const burst = slug === 'physics-dropper' && which === 'maxima';
  if (burst) await page.evaluate(startDrops);
  while (Date.now() < end) {
    if (slug === 'physics-dropper') {
      await tap();
      await sleep(400);
    } else if (slug === 'double-tap-dash') {
      await tap();
      await sleep(90);
      await tap();
      await sleep(450);
    } else if (slug === 'rhythm-clacker') {
      await tap();
      await sleep(280);
    } else if (slug === 'memory-tiles') {
      const { x, y } = points.next().value;
      await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
      await sleep(250);
    } else if (slug === 'bounce-chain') {
      for (const key of ['ArrowLeft', 'ArrowRight']) {
        await page.keyboard.down(key);
        await sleep(400);
        await page.keyboard.up(key);
        await tap();
        await sleep(100);
      }
    } else if (slug === 'timing-wheel') {
      // A full charge (Charge Time), then the brake runs out (Brake Time) before the next hold.
      await page.keyboard.down('Space');
      await sleep(values.chargeTime + 100);
      await page.keyboard.up('Space');
      await sleep(values.brakeTime * 1000 + 600);
    }
  }
  if (burst) await page.evaluate(() => cancelAnimationFrame(window.__drops));
}

/** In the page: Space pressed 3 times every animation frame on the focused element (the game's canvas), until cleared. */
function startDrops() {
  const frame = () => {
    const target = document.activeElement ?? document.body;
    for (let i = 0; i < 3; i++) {
      for (const type of ['keydown', 'keyup']) target.dispatchEvent(new KeyboardEvent(type, { key: ' ', code: 'Space', keyCode: 32, bubbles: true, cancelable: true }));
    }
    window.__drops = requestAnimationFrame(frame);
  };
  window.__drops = requestAnimationFrame(frame);
}

/**
 * Play before the trace: the warm-up, and for MemoryTiles its peek too (every tile shown, nothing to pick:
 * Peek Time is 3 s at the defaults, 10 s at the maxima), so the trace holds picks on the board.
 */
const warmUpFor = (kits, slug, which) => warmUpMs + (slug === 'memory-tiles' ? kits.kitValues(slug, which).peek * 1000 : 0);

/** Plays while a trace records `seconds` after the warm-up; the main thread's CPU ms per frame. */
async function measurePlay(kits, page, slug, which, box, seconds) {
  const warmUp = warmUpFor(kits, slug, which);
  const playing = play(page, slug, which, box, warmUp + seconds * 1000 + 300, kits.kitValues(slug, which));
  await sleep(warmUp);
  const { frameCpu } = await kits.cpuLongTasks(page, () => sleep(seconds * 1000));
  await playing;
  return frameCpu;
}

const hostPage = (slug) => `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head>
<body style="margin:0;background:#0a0e1a"><script type="module">
import { createGame, params } from './${slug}.mjs';
const which = new URLSearchParams(location.search).get('settings');
const surface = document.createElement(${JSON.stringify(slug === 'memory-tiles' ? 'div' : 'canvas')});
surface.id = 'game';
surface.style.cssText = 'display:block;width:${view.width}px;height:${view.height}px';
document.body.append(surface);
const values = which === 'maxima' ? Object.fromEntries(params.map((spec) => [spec.key, spec.max])) : {};
// On a 60 Hz game clock (the kit's own host loop, loop: 'manual'): every frame steps 1/60 s however long the
// shared machine makes it. With ?clock=real the game runs its own requestAnimationFrame loop on the wall clock.
const manual = ${JSON.stringify(slug !== 'memory-tiles')} && new URLSearchParams(location.search).get('clock') !== 'real';
window.__score = 0;
const game = createGame(surface, values, { ...(manual ? { loop: 'manual' } : {}), onScore: (score) => (window.__score = Math.max(window.__score, score)) });
game.start();
// MemoryTiles (DOM buttons) asks for no animation frames: an empty requestAnimationFrame loop marks the frames
// (one FireAnimationFrame each) so its clicks, style, layout and paint are counted per frame as the others are.
const frame = () => {
  if (manual) {
    game.step(1 / 60);
    game.render();
  }
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
surface.focus();
window.__ready = true;
</script></body></html>`;

/** The JavaScript kit's module in a page of its own (the kit's web/main.js does the same: createGame, start). */
async function measureChromium(kits, browser, slug, which, seconds, realTime) {
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.route('http://bench.local/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      if (path === 'host.html') return route.fulfill({ status: 200, contentType: 'text/html', body: hostPage(slug) });
      if (path === `${slug}.mjs`) return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(join(root, 'public/games', path)) });
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await page.goto(`http://bench.local/host.html?settings=${which}&clock=${realTime ? 'real' : '60'}`);
    await page.waitForFunction(() => window.__ready === true);
    const box = await page.locator('#game').boundingBox();
    const frames = await measurePlay(kits, page, slug, which, box, seconds);
    return { frames, score: await page.evaluate(() => window.__score) };
  } finally {
    await context.close();
  }
}

/** The Godot kit's project, booted as the main project in the web runtime, game time on the wall clock. */
async function measureGodot(kits, browser, slug, which, seconds, realTime) {
  const project = kits.godotKit(slug, kits.kitValues(slug, which), root);
  const driver = readFileSync(join(root, 'bench/godot/frame_driver.gd'), 'utf8');
  let ready;
  const started = new Promise((resolve) => (ready = resolve));
  const balls = [];
  let measuring = false;
  let score = 0;
  let signals = 0;
  const run = kits.runGodotProject(browser, project, {}, 120_000, {
    realTime,
    canvas: view,
    driver,
    onPrint: (line, tab) => {
      if (line === 'BENCH READY') ready(tab);
      const count = /^BENCH BALLS (\d+)$/.exec(line);
      if (count && measuring) balls.push(Number(count[1]));
      const scored = /^BENCH SCORE (\d+)$/.exec(line);
      if (scored) score = Number(scored[1]);
      const said = /^BENCH SIGNALS (\d+)$/.exec(line);
      if (said) signals = Number(said[1]);
    },
  });
  const tab = await Promise.race([started, run.then(() => null)]);
  if (!tab) throw new Error(`Godot ${slug} never ran its main scene: ${(await run).err.join('\n')}`);
  const box = await tab.locator('#canvas').boundingBox();
  setTimeout(() => (measuring = true), warmUpFor(kits, slug, which));
  const frames = await measurePlay(kits, tab, slug, which, box, seconds);
  measuring = false;
  await tab.evaluate(() => (window.__benchDone = true));
  const result = await run;
  if (result.exitCode !== 0 || result.err.length > 0) throw new Error(`Godot ${slug} ended with ${result.exitCode}: ${result.err.join('\n')}`);
  return { frames, balls, score, signals };
}

/** One line of the results: the p95 of each round, their median and spread, and the frames a round traced. */
export function summarise(rounds) {
  const p95s = rounds.map((round) => percentile(round.frames, 0.95));
  return {
    p95: median(p95s),
    low: Math.min(...p95s),
    high: Math.max(...p95s),
    p95s,
    medianFrame: median(rounds.map((round) => median(round.frames))),
    frames: median(rounds.map((round) => round.frames.length)),
    balls: rounds.flatMap((round) => round.balls ?? []),
  };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const kits = await loadKits();
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium (scripts/browser-path.mjs)');
  const loops = startBusyLoops(options.busy, 0);
  const stop = () => loops.forEach((loop) => loop.kill('SIGKILL'));
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const results = {};
  try {
    const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
    try {
      for (let round = 0; round < options.rounds; round++) {
        for (const slug of options.games) {
          for (const which of options.settings) {
            for (const engine of options.engines) {
              const measured = await (engine === 'godot' ? measureGodot : measureChromium)(kits, browser, slug, which, options.seconds, options.realTime);
              const key = `${slug} ${engine} ${which}`;
              (results[key] ??= []).push(measured);
              const balls = measured.balls?.length ? `, balls ${Math.min(...measured.balls)}–${Math.max(...measured.balls)}` : '';
              console.log(
                `round ${round + 1} ${key}: ${measured.frames.length} frames, p95 ${percentile(measured.frames, 0.95).toFixed(2)} ms, median ${median(measured.frames).toFixed(2)} ms, best score ${measured.score}${measured.signals === undefined ? '' : `, signals ${measured.signals}`}${balls}`,
              );
            }
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
  const table = ['| game | engine | settings | p95 CPU/frame (ms, median of rounds) | spread | median frame (ms) | frames traced |', '| --- | --- | --- | ---: | --- | ---: | ---: |'];
  const summary = {};
  for (const [key, rounds] of Object.entries(results)) {
    const [slug, engine, which] = key.split(' ');
    const line = (summary[key] = summarise(rounds));
    table.push(`| ${slug} | ${engine} | ${which} | ${line.p95.toFixed(1)} | ${line.low.toFixed(1)}–${line.high.toFixed(1)} | ${line.medianFrame.toFixed(1)} | ${line.frames} |`);
  }
  console.log(`\n${table.join('\n')}`);
  if (options.out) writeFileSync(options.out, `${JSON.stringify({ date: new Date().toISOString(), options, summary, results }, null, 1)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
