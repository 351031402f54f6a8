import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { unzipKit } from './kit-zip';
import { statusInterval } from '../lib/mechanics/core/canvas-game';
import { kitVersion } from '../lib/mechanics/releases';
import { expect, expectNoAxeViolations, oneWidth, test, waitForHydration, layoutShift, watchLayoutShift } from './fixtures';

type Game = {
  slug: string;
  name: string;
  engine: 'Unity' | 'Godot' | 'JS';
  /** Settings that make a round quick to see (MemoryTiles: a short peek). */
  quick?: string;
  /** Whether the game is played with its tile buttons rather than on one surface. */
  tiles?: boolean;
};

const games: readonly Game[] = [
  { slug: 'physics-dropper', name: 'PhysicsDropper', engine: 'Unity' },
  { slug: 'double-tap-dash', name: 'DoubleTapDash', engine: 'Godot' },
  { slug: 'rhythm-clacker', name: 'RhythmClacker', engine: 'JS' },
  { slug: 'memory-tiles', name: 'MemoryTiles', engine: 'Unity', quick: '?peek=0.5', tiles: true },
  { slug: 'bounce-chain', name: 'BounceChain', engine: 'Godot' },
  { slug: 'timing-wheel', name: 'TimingWheel', engine: 'JS' },
];

/** Files the kit holds besides index.html, README.md, LICENSE.txt and config.json. */
function engineFiles(game: Game): RegExp[] {
  if (game.engine === 'Unity') return [/\.cs$/, /Resources\/.*\.config\.json$/];
  if (game.engine === 'Godot') return [/^godot\/project\.godot$/, /\.gd$/, /\.tres$/];
  return [new RegExp(`^src/${game.slug}\\.js$`), new RegExp(`^src/${game.slug}\\.d\\.ts$`)];
}

type JsonLdNode = { '@type'?: string; name?: string; '@graph'?: JsonLdNode[] };

const statusOf = (scope: Page | Locator) => scope.getByRole('status').first();

/** The tiles of MemoryTiles once its peek is over (they take input then). */
async function openTiles(scope: Page | Locator) {
  const tiles = scope.getByRole('button', { name: /^Row \d+, column \d+: face down$/ });
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first()).not.toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
  return tiles;
}

/** Plays a little by keyboard on the focused game: Space held and released a few times, or two tiles turned. */
async function playByKeyboard(page: Page, scope: Page | Locator, game: Game) {
  if (game.tiles) {
    const tiles = await openTiles(scope);
    await tiles.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    return;
  }
  for (let press = 0; press < 4; press++) {
    await page.keyboard.down('Space');
    await page.waitForTimeout(250);
    await page.keyboard.up('Space');
    await page.waitForTimeout(250);
  }
}

async function playByPointer(page: Page, scope: Page | Locator, surface: Locator, game: Game) {
  if (game.tiles) {
    const tiles = await openTiles(scope);
    await tiles.nth(0).click();
    await tiles.nth(1).click();
    return;
  }
  const box = await surface.boundingBox();
  if (!box) throw new Error('no game surface');
  // RhythmClacker scores only a press near a note: a press every 125 ms for 1.5 s (three beats at its default
  // tempo) lands inside a judging window whatever the phase; the others' three presses each act.
  const rhythm = game.slug === 'rhythm-clacker';
  const presses = rhythm ? 12 : 3;
  for (let press = 0; press < presses; press++) {
    await page.mouse.move(box.x + box.width * (0.3 + (0.4 * press) / presses), box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(rhythm ? 50 : 250);
    await page.mouse.up();
    await page.waitForTimeout(rhythm ? 75 : 250);
  }
}

/** Writes the zip's files into a fresh folder; returns it. */
function unzipTo(bytes: Uint8Array, prefix: string) {
  const { files } = unzipKit(bytes);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), data);
  }
  return { dir, files };
}

type Demo = Awaited<ReturnType<typeof openDemo>>;

/** Opens a game's page, hydrated and quiet; returns its demo region, status, surface and Play/Pause toggle. */
async function openDemo(page: Page, game: Game) {
  await page.goto(`/templates/${game.slug}/${game.quick ?? ''}`);
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  return demoOf(page, game);
}

/** A game's demo region on the page as it is now, with its status, surface and Play/Pause toggle. */
function demoOf(page: Page, game: Game) {
  const demo = page.getByRole('region', { name: `${game.name} demo` });
  return {
    demo,
    status: statusOf(demo),
    surface: game.tiles ? demo.getByRole('group', { name: `${game.name} board` }) : demo.getByRole('application'),
    toggle: demo.getByRole('button', { name: /^(Play|Pause)$/ }),
  };
}

/** The page's own h1, breadcrumbs, JSON-LD, canonical, title and description, naming the template. */
async function checkHead(page: Page, { slug, name }: Game) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Templates', exact: true })).toHaveAttribute('href', /^\/templates\/?$/);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);

  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? '') as JsonLdNode;
  const nodes = data['@graph'] ?? [data];
  expect(nodes.map((node) => node['@type']).sort()).toEqual(['BreadcrumbList', 'SoftwareApplication']);
  expect(nodes.find((node) => node['@type'] === 'SoftwareApplication')?.name).toBe(name);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/templates/${slug}/$`));
  // Its own title and description, naming the template.
  await expect(page).toHaveTitle(new RegExp(`^${name}\\b`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${name}, a `));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Before Play (issue 33): Play in the first screen, at 1280×800 without scrolling, at 375 px within one screen of the title. */
async function checkPlayInFirstScreen(page: Page, game: Game, isMobile: boolean) {
  const play = page.getByRole('region', { name: `${game.name} demo` }).getByRole('button', { name: 'Play', exact: true });
  const [playBox, title] = [await play.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
  const screen = page.viewportSize()!.height;
  if (isMobile) expect(playBox!.y + playBox!.height - title!.y, game.name).toBeLessThanOrEqual(screen);
  else expect(playBox!.y + playBox!.height, game.name).toBeLessThanOrEqual(screen);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The still of the game's first frame: server HTML (an <img> of an SVG written at build time), served as SVG. */
async function checkStillServed(request: APIRequestContext, game: Game) {
  const path = `/templates/${game.slug}/first-frame.svg`;
  const html = await (await request.get(`/templates/${game.slug}/`)).text();
  expect(html).toContain(`src="${path}"`);
  const still = await request.get(path);
  expect(still.status()).toBe(200);
  expect(still.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await still.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 480"/);
}

/** The still in the game area before Play, covering it exactly, and no layout shift since the page's first paint. */
async function checkStillShown(page: Page, game: Game, { demo, surface }: Demo) {
  const image = demo.locator(`img[src="/templates/${game.slug}/first-frame.svg"]`);
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // It covers the game area exactly.
  const [imageBox, surfaceBox] = [await image.boundingBox(), await surface.boundingBox()];
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(imageBox![key] - surfaceBox![key])).toBeLessThan(1.5);
  expect(await layoutShift(page)).toBeLessThan(0.01);
}

/** A click (a tap on a phone) on the game area starts the game like Play, and the game draws where the still was. */
async function startByClickOrTap({ demo, status, surface, toggle }: Demo, isMobile: boolean) {
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  if (isMobile) await surface.tap();
  else await surface.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName('Pause');
  await expect(status).not.toHaveText(/Loading|Press Play to start/);
  await expect(demo.locator('img[src$="/first-frame.svg"]')).toHaveCount(0);
}

/** Pause and Play by pointer, then Restart starts a fresh run that plays by pointer. */
async function playByPointerAfterRestart(page: Page, game: Game, { demo, status, surface, toggle }: Demo) {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(status).not.toHaveText(/Loading|Press Play to start/);
  // Restart (and Play, if the run has ended by itself meanwhile), then a few presses.
  await demo.getByRole('button', { name: 'Restart', exact: true }).click();
  if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(status).not.toHaveText(/Restarted/);
  // The status line speaks at most once per statusInterval: let it catch up with the fresh run first.
  // A run can end by itself in that wait (BounceChain's ball may fall past every platform), and a
  // finished run takes no input: start another until the one read is still going.
  let resumed: string | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.waitForTimeout(statusInterval + 200);
    resumed = await status.textContent();
    if ((await toggle.getAttribute('aria-pressed')) === 'true') break;
    await demo.getByRole('button', { name: 'Restart', exact: true }).click();
    if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await playByPointer(page, demo, surface, game);
  await expect.poll(() => status.textContent(), { timeout: 8_000 }).not.toBe(resumed);
}

/** Play by Enter on the toggle brings the game's code (not the page), Pause and Play by keyboard, then keyboard play on the game. */
async function playByKeyboardAlone(page: Page, game: Game, { demo, status, surface, toggle }: Demo, loadedAtFirst: () => number, loadedNow: () => number) {
  // Play is pressed with Enter, then the game is played on its surface.
  await toggle.focus();
  await page.keyboard.press('Enter');
  // Play fetches the game's code first: on a machine as busy as a gate beside other runs it took over 7 s (gate of
  // 2026-12-02, RhythmClacker, passed on its retry), so the first Pause waits for the load.
  await expect(toggle).toHaveAccessibleName('Pause', { timeout: 20_000 });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The game's code arrives with Play (or the focus on it just before), not with the page.
  expect(loadedNow()).toBeGreaterThan(loadedAtFirst());
  await expect(status).not.toHaveText(/Loading|Press Play to start/);
  // Pause and Play again while the run is young (some runs end by themselves later: a fall, a gate).
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveAccessibleName('Play');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  if (!game.tiles) {
    await surface.focus();
    // Space on the surface is the game's, not a page scroll: its default action is prevented.
    await page.evaluate(() => {
      const seen = document.documentElement.dataset;
      window.addEventListener('keydown', (event) => (seen.spaceTaken = String(event.defaultPrevented)), { once: true });
    });
  }
  const started = await status.textContent();
  await playByKeyboard(page, demo, game);
  await expect.poll(() => status.textContent(), { timeout: 8_000 }).not.toBe(started);
  if (!game.tiles) await expect(page.locator('html')).toHaveAttribute('data-space-taken', 'true');
  if (game.tiles) await expectNoAxeViolations(page);
}

/** A slider's value written to the URL, and a reload (which leaves the game unstarted) keeps it. */
async function slidersKeptOverReload(page: Page, { demo }: Demo) {
  const slider = demo.getByRole('slider').first();
  const before = page.url();
  await slider.focus();
  await page.keyboard.press('End');
  await expect.poll(() => page.url()).not.toBe(before);
  const url = page.url();
  expect(url).toMatch(/\?.+=/);
  await page.reload();
  await waitForHydration(page);
  await expect(demo.getByRole('slider').first()).toHaveValue((await slider.getAttribute('max')) ?? '');
  expect(page.url()).toBe(url);
}

/** Space on the focused game area starts the game, without scrolling the page. */
async function startBySpace(page: Page, { status, surface, toggle }: Demo) {
  await surface.focus();
  // Focus scrolls the surface into view (smoothly): wait until the page stands still.
  let scrolled = -1;
  await expect.poll(async () => {
    const before = scrolled;
    scrolled = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(window.scrollY), 150)));
    return scrolled === before;
  }).toBe(true);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(status).not.toHaveText(/Loading|Press Play to start/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
}

/**
 * The kit downloads with its engine's name, unzips with its files, and its index.html plays from disk with
 * no request out, in a tab of its own (`tab`), the template's page left as it was.
 */
async function kitPlaysFromDisk(page: Page, tab: Page, game: Game, project: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download starter kit', exact: true }).click()]);
  // The kit of the template's own engine, which the page preselects; the file name says which.
  expect(download.suggestedFilename()).toBe(`${game.slug}-${game.engine.toLowerCase()}-starter-kit-${kitVersion(game.slug)}.zip`);
  await expect(page.locator('[data-sonner-toast]')).toContainText(`${game.name} starter kit downloaded`);
  const { dir, files } = unzipTo(new Uint8Array(readFileSync(await download.path())), `kit-${game.slug}-${project}-`);
  const names = Object.keys(files);
  expect(names).toEqual(expect.arrayContaining(['index.html', 'README.md', 'LICENSE.txt', 'config.json']));
  for (const pattern of engineFiles(game)) expect(names.some((file) => pattern.test(file)), String(pattern)).toBe(true);
  if (game.quick) expect(JSON.parse(new TextDecoder().decode(files['config.json']))).toMatchObject({ peekTime: 0.5 });

  const requests: string[] = [];
  tab.on('request', (request) => requests.push(request.url()));
  await tab.goto(pathToFileURL(join(dir, 'index.html')).href);
  await expect(tab).toHaveTitle(game.name);
  const status = statusOf(tab);
  await expect(status).not.toHaveText('Starting…');
  const started = await status.textContent();
  await playByKeyboard(tab, tab, game);
  await expect.poll(() => status.textContent(), { timeout: 8_000 }).not.toBe(started);
  expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
  return files;
}

/** A JavaScript kit's src/<slug>.js, served as a developer serves it: the README's snippet draws, and createGame plays with its events. */
async function kitModulePlays(page: Page, game: Game, files: Record<string, Uint8Array>, baseURL: string) {
  const readme = new TextDecoder().decode(files['README.md']);
  const snippet = /```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  // The kit served as a developer would serve it, beside a page of theirs that imports the module.
  const host = `${baseURL}/__kit/`;
  const page_ = `<!doctype html><html lang="en"><title>host</title><canvas width="400" height="300"></canvas>
<script type="module">
import { createGame } from './src/${game.slug}.js';
window.events = [];
const game = createGame(document.querySelector('canvas'), {}, {
  autoStart: true,
  onStatus: (text) => window.events.push('status:' + text),
  onScore: (score) => window.events.push('score:' + score),
});
window.game = game;
document.querySelector('canvas').focus();
</script></html>`;
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.ts': 'text/plain' };
  await page.route(`${host}**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace('/__kit/', '');
    const pages: Record<string, string> = { 'host.html': page_, 'snippet.html': `<!doctype html><html lang="en"><title>snippet</title>${snippet}</html>` };
    const body = pages[path] ?? (files[path] ? Buffer.from(files[path]) : undefined);
    return body === undefined
      ? route.fulfill({ status: 404, body: 'not found' })
      : route.fulfill({ status: 200, contentType: types[extname(path)] ?? 'application/octet-stream', body });
  });
  // The README's embed snippet, verbatim, as the page a developer starts from: the game draws.
  expect(snippet).toContain(`./src/${game.slug}.js`);
  await page.goto(`${host}snippet.html`);
  await expect.poll(() => page.locator('#game').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.toDataURL().length > 3000)).toBe(true);

  await page.goto(`${host}host.html`);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { game?: { start?: unknown } }).game?.start)).toBe('function');
  await playByKeyboard(page, page, game);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events.filter((event) => event.startsWith('status:')).length), { timeout: 8_000 })
    .toBeGreaterThan(1);
}

// Each game's page in as few visits as its checks allow: one that reads it before Play and starts it with
// a click or tap (both widths), and at desktop size one that starts it with Enter on Play, downloads its
// kit (played in a tab of its own), then reloads the page (unstarted) to start it with Space on the game.
// Each check is a step named as its test was; 2 loads a game at desktop size and 1 on a phone, where a
// test per check took 11.
test.describe('Template pages', () => {
  for (const game of games) {
    test(`${game.name}: Play in the first screen, its first frame in the game area with no layout shift, no axe violations; a click or tap on the game area starts it like Play; at desktop size h1, breadcrumbs, JSON-LD, canonical, and it plays by pointer, and Restart starts a fresh run`, async ({ page, request, isMobile }) => {
      test.setTimeout(90_000); // A load, an axe scan and a little play: about 12 s, 35 s on the slower twin.
      await watchLayoutShift(page);
      // What no width changes (the served still, the head, play by mouse and Restart) is read at desktop size;
      // a phone reads the first screen, the still's box, axe and the tap.
      if (!isMobile) await test.step('the first frame is served as an SVG in the HTML', () => checkStillServed(request, game));
      const demo = await openDemo(page, game);
      await test.step('Play is in the first screen', () => checkPlayInFirstScreen(page, game, isMobile));
      if (!isMobile) await test.step('h1, breadcrumbs, JSON-LD, canonical', () => checkHead(page, game));
      await test.step('shows its first frame in the game area, with no layout shift', () => checkStillShown(page, game, demo));
      await test.step('no axe violations', () => expectNoAxeViolations(page));
      await test.step('a click or tap on the game area starts the game like Play', () => startByClickOrTap(demo, isMobile));
      if (!isMobile) await test.step('plays by pointer, and Restart starts a fresh run', () => playByPointerAfterRestart(page, game, demo));
    });

    // Keyboard play is a desktop use (a phone plays by touch); the tiles, checked here with axe too, stay at both widths.
    test(`${game.name}: loads its game on Play and plays by keyboard alone; the kit downloads, unzips with its files, and its index.html plays from disk${game.engine === 'JS' ? `; src/${game.slug}.js imports as a module and createGame plays with its events` : ''}; writes its sliders to the URL, and a reload keeps them; Space on the focused game area starts the game, without scrolling the page`, game.tiles ? {} : oneWidth, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000); // Three ways to play, a reload and a download: about 20 s, 50 s on the slower twin.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const demo = await openDemo(page, game);
      const loadedAtFirst = scripts.length;
      await test.step('loads its game on Play and plays by keyboard alone', () => playByKeyboardAlone(page, game, demo, () => loadedAtFirst, () => scripts.length));
      // What follows is checked at desktop size only (MemoryTiles' tiles play by keyboard at both widths).
      if (testInfo.project.name !== 'desktop') return;
      // The kit of the settings the page opened with, its page played in a tab of its own.
      const tab = await page.context().newPage();
      const files = await test.step('the kit downloads, unzips with its files, and its index.html plays from disk', () => kitPlaysFromDisk(page, tab, game, testInfo.project.name));
      if (game.engine === 'JS') {
        await test.step(`src/${game.slug}.js imports as a module and createGame plays with its events`, () => kitModulePlays(tab, game, files, baseURL ?? ''));
      }
      await tab.close();
      await test.step('writes its sliders to the URL, and a reload keeps them', () => slidersKeptOverReload(page, demo));
      await test.step('Space on the focused game area starts the game, without scrolling the page', () => startBySpace(page, demoOf(page, game)));
    });
  }

  test('PhysicsDropper links to the Playground, and its Bounciness slider round-trips the URL', async ({ page }) => {
    await page.goto('/templates/physics-dropper/?bounciness=0.4');
    await waitForHydration(page);
    const demo = page.getByRole('region', { name: 'PhysicsDropper demo' });
    await expect(demo.getByRole('slider', { name: 'Bounciness' })).toHaveValue('0.4');
    const gravity = demo.getByRole('slider', { name: 'Gravity' });
    await gravity.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gravity).toHaveAttribute('aria-valuetext', '9.9 m/s²');
    await expect(page).toHaveURL(/\?gravity=9\.9&bounciness=0\.4$/);
    await expect(page.getByRole('link', { name: 'Open in Playground' })).toHaveAttribute('href', /^\/playground\/?$/);
  });

  test('with reduced motion a game still plays, and nothing on the page animates by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/templates/timing-wheel/');
    await waitForHydration(page);
    const demo = page.getByRole('region', { name: 'TimingWheel demo' });
    await demo.getByRole('button', { name: 'Play', exact: true }).click();
    const status = statusOf(demo);
    await expect(status).not.toHaveText(/Loading|Press Play to start/);
    const started = await status.textContent();
    await demo.getByRole('application').focus();
    await playByKeyboard(page, demo, games.find((game) => game.slug === 'timing-wheel') as Game);
    await expect.poll(() => status.textContent(), { timeout: 8_000 }).not.toBe(started);
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
  });
});

test.describe('Template demos before Play, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('each game: the first frame is there before any script runs', oneWidth, async ({ page }) => {
    for (const game of games) {
      await test.step(game.name, async () => {
        await page.goto(`/templates/${game.slug}/`);
        const image = page.getByRole('region', { name: `${game.name} demo` }).locator(`img[src="/templates/${game.slug}/first-frame.svg"]`);
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
      });
    }
  });
});

test.describe('Starter kits', oneWidth, () => {
  test('RhythmClacker\'s module: a higher BPM shortens the gap between beats', async ({ page, baseURL }) => {
    const gameModule = readFileSync('public/games/rhythm-clacker.mjs');
    const host = `${baseURL}/__bpm/`;
    const html = `<!doctype html><html lang="en"><title>bpm</title><canvas></canvas><canvas></canvas>
<script type="module">
import { createGame } from './rhythm-clacker.js';
window.beats = { 100: [], 200: [] };
[100, 200].forEach((bpm, index) => createGame(document.querySelectorAll('canvas')[index], { bpm }, {
  autoStart: true, muted: true, onJudged: (judgement) => window.beats[bpm].push(judgement.time),
}));
</script></html>`;
    await page.route(`${host}**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: gameModule })
        : route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto(`${host}index.html`);
    // Unplayed notes are judged Miss as they pass: their times are the beats, one map for both tempos.
    const gaps = async () =>
      page.evaluate(() => {
        const beats = (window as unknown as { beats: Record<number, number[]> }).beats;
        const gap = (times: number[] = []) => (times.length > 1 ? (times[1] ?? 0) - (times[0] ?? 0) : null);
        return { slow: gap(beats[100]), fast: gap(beats[200]) };
      });
    await expect.poll(async () => (await gaps()).slow !== null && (await gaps()).fast !== null, { timeout: 12_000 }).toBe(true);
    const { slow, fast } = await gaps();
    expect(slow).toBeCloseTo(0.6, 1);
    expect(fast).toBeCloseTo(0.3, 1);
  });
});
