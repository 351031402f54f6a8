// What a visit really downloads: a headless Chromium loads each exported page from `serve`, and every
// same-origin script response it receives until the network has been quiet for a while counts, gzip -9
// as a static host would serve it. Reading the HTML instead misses what loads after hydration (a
// library imported in an effect, a prefetch on a timer); the browser sees all of it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { AFTER_PAINT_LIST_ID } from './after-paint.mjs';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';
import { listPages } from './site-files.mjs';

/** How long the network must stay quiet before a load counts as done (a chunk fetched later is not a load's). */
export const QUIET_MS = 2000;
const VISITS_AT_ONCE = 8;
const LOAD_LIMIT_MS = 20_000;

/** How the measure is described wherever its figures are printed. */
export const MEASURED = `every same-origin script response a headless Chromium page load receives until the network has been quiet for ${QUIET_MS / 1000} s, gzip -9`;

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `serve <dir>` (with its serve.json headers, 404.html for unknown paths) on a free port, until close(). */
export async function serveDir(dir, port = undefined, options = []) {
  const listen = port ?? (await freePort());
  const server = spawn(process.execPath, ['node_modules/serve/build/main.js', dir, ...options, '--listen', String(listen), '--no-clipboard', '--no-port-switching'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${origin}/`).then(() => true, () => false)) return { origin, pid: server.pid, close: () => server.kill() };
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill();
  throw new Error(`serve ${dir} did not start on port ${listen}`);
}

/** The headless Chromium of scripts/browser-path.mjs. */
export async function launchBrowser() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install Playwright\'s (npx playwright install chromium) or Debian\'s (apt-get install chromium)');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** The URL a visitor reaches a page by: directory style, as the export links them; the 404 page by an unknown path. */
export function urlPath(route) {
  if (route.startsWith('/404')) return '/no-such-page/';
  return route === '/' ? route : `${route}/`;
}

/** Resolves once nothing has been in flight for QUIET_MS (or after LOAD_LIMIT_MS, which is an error). */
function networkQuiet(page) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    const deadline = Date.now() + LOAD_LIMIT_MS;
    while (inFlight > 0 || Date.now() - last < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: the network never went quiet (${inFlight} requests in flight)`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
}

/**
 * In the page: whether every chunk the after-paint loader (scripts/after-paint.mjs) lists has finished
 * downloading, by the page's own resource timing. A page without the list (the floor) has nothing to wait for.
 */
export function afterPaintScriptsLoaded(listId) {
  const list = document.getElementById(listId);
  if (!list) return true;
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  return JSON.parse(list.textContent ?? '[]').every((src) => loaded.has(new URL(src, location.href).pathname));
}

/**
 * Records every same-origin script response `page` receives: { url, phase, gzipBytes, text } by path. Each
 * body is read as it arrives; settle() stops recording and waits for every read begun. A script that
 * arrives while the page closes (a prefetch on a timer, after the network went quiet) is not the load's:
 * once recording stops its read may fail with the page, and nothing else waits for it.
 */
export function recordScripts(page, origin) {
  const scripts = new Map();
  const reads = [];
  let recording = true;
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (!recording || url.origin !== origin || response.request().resourceType() !== 'script' || scripts.has(url.pathname)) return;
    const entry = { url: url.pathname, phase: 'load', gzipBytes: 0, text: '' };
    scripts.set(url.pathname, entry);
    const read = response.body().then((body) => {
      entry.gzipBytes = gzipSync(body, { level: 9 }).length;
      entry.text = body.toString('utf8');
    });
    // Awaited by settle() while recording; a late one's failure is nobody's (no unhandled rejection).
    read.catch(() => {});
    reads.push(read);
  };
  page.on('response', onResponse);
  return {
    scripts,
    async settle() {
      recording = false;
      page.off('response', onResponse);
      await Promise.all(reads);
    },
  };
}

/**
 * One visit: loads `route` in a fresh context and records every same-origin script response until the
 * network is quiet. With `play`, it then presses the page's Play button (a playable demo) and records
 * what that loads, apart. Each script: { url, gzipBytes, text }.
 */
export async function visit(browser, origin, route, { play = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = recordScripts(page, origin);
  const scripts = recorder.scripts;
  const quiet = networkQuiet(page);
  try {
    await page.goto(`${origin}${urlPath(route)}`, { waitUntil: 'load' });
    // A page requests its chunks only after its first contentful paint (scripts/after-paint.mjs): on a busy
    // machine that paint can come more than QUIET_MS after the load, and the quiet before it is not the end.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: LOAD_LIMIT_MS });
    // The loader runs in a paint observer's callback, a task after the paint: on a busy machine the network
    // can have been quiet for QUIET_MS by then, so the quiet alone once measured a page as loading nothing
    // (CI, stop 66). The listed chunks themselves must have arrived first.
    await page.waitForFunction(afterPaintScriptsLoaded, AFTER_PAINT_LIST_ID, { timeout: LOAD_LIMIT_MS });
    await quiet();
    let playable = false;
    if (play) {
      const button = page.getByRole('button', { name: 'Play', exact: true });
      playable = (await button.count()) === 1;
      if (playable) {
        for (const entry of scripts.values()) entry.phase = 'load';
        const before = new Set(scripts.keys());
        await button.click();
        await quiet();
        for (const [url, entry] of scripts) if (!before.has(url)) entry.phase = 'play';
      }
    }
    await recorder.settle();
    const load = [...scripts.values()].filter((entry) => entry.phase === 'load');
    const onPlay = [...scripts.values()].filter((entry) => entry.phase === 'play');
    const sum = (list) => list.reduce((total, entry) => total + entry.gzipBytes, 0);
    return {
      route,
      scripts: load,
      gzipBytes: sum(load),
      play: playable ? { scripts: onPlay, gzipBytes: sum(onPlay) } : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every page of an export (its routes and the 404 page), VISITS_AT_ONCE at a time, in route order. A
 * visit mostly waits for the network to stay quiet: one at a time took 28 s, four about half that, and
 * eight took check:site from 54 s to 41 s (2026-11-29; the floor's build runs beside them).
 */
export async function measureSite(outDir, { browser, origin }) {
  const order = (route) => (route === '/' ? '' : route.startsWith('/404') ? '~' : route);
  const routes = listPages(outDir)
    .map((page) => page.route)
    .sort((a, b) => order(a).localeCompare(order(b)));
  const results = new Array(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const index = next;
      next += 1;
      results[index] = await visit(browser, origin, routes[index]);
    }
  };
  await Promise.all(Array.from({ length: VISITS_AT_ONCE }, worker));
  return results;
}

/** Serves an export, measures every page with a fresh browser, and stops both. */
export async function measureExport(outDir) {
  const server = await serveDir(outDir);
  const browser = await launchBrowser();
  try {
    return await measureSite(outDir, { browser, origin: server.origin });
  } finally {
    await browser.close();
    server.close();
  }
}
