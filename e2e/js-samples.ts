import { extname } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import ts from 'typescript';
import { expect } from './fixtures';
import { siteSamples, type SiteSample } from '../content/kit-api/code-samples';

/**
 * Every JavaScript, HTML and TypeScript sample of one template, the site's and its kit README's, run in
 * Chromium against the kit as it was downloaded and unzipped, in one page, one sample after the other: each
 * page is the sample's own markup (an HTML sample) or the markup its first comment names (`// In a page with
 * <canvas id="game"></canvas>: …`; a plain `<canvas>` when it names none) beside the kit's files, served as a
 * static server serves a folder. The player then does what the text around the sample has them do (a click on
 * the game, keys, a tile), and the sample must do what that text says: no error or warning, its handlers hear
 * the game, RhythmClacker's sound starts only inside a gesture, MemoryTiles' board shows tiles a player can pick.
 */

export type SampleKit = {
  /** The kit's files by their path in the unzipped folder, and the folder the samples' relative imports start from. */
  readonly files: Readonly<Record<string, Uint8Array>>;
  readonly root: string;
};

type Run = { readonly where: string; readonly language: string; readonly code: string };

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/** The code blocks of the kit README's JavaScript section (its embed and its TypeScript install sample). */
export function readmeSamples(readme: string): Run[] {
  // The Node program is run in Node (the first test of e2e/js-kits.spec.ts).
  return [...readme.matchAll(/```(html|ts|js)\n([\s\S]*?)```/g)].filter((match) => !match[2]?.includes('A Node program')).map((match, index) => ({
    where: `README.md sample ${index + 1} (${match[1]})`,
    language: match[1] === 'html' ? 'HTML' : match[1] === 'ts' ? 'TypeScript' : 'JavaScript',
    code: match[2] ?? '',
  }));
}

/** The markup a JavaScript sample says its page holds, in its leading comment. */
export function declaredMarkup(code: string): string | undefined {
  const comment = /^\/\/.*?\bin a page with (.*?):/im.exec(code)?.[1];
  return comment?.match(/<(\w+)[^>]*>(?:<\/\1>)?/g)?.join('\n');
}

/** Records, in the page, whether each AudioContext was made or resumed inside a user gesture (Chromium's autoplay rule). */
function watchAudioGestures() {
  const win = window as unknown as { audioGestures: boolean[]; AudioContext: typeof AudioContext };
  win.audioGestures = [];
  const Original = win.AudioContext;
  win.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      win.audioGestures.push(navigator.userActivation.isActive);
      super(options);
    }
  };
  const resume = Original.prototype.resume;
  Original.prototype.resume = function (this: AudioContext) {
    win.audioGestures.push(navigator.userActivation.isActive);
    return resume.call(this);
  };
}

/** The template's samples: the site's (API page, docs, snippets, tutorials) and its README's. */
export function samplesOf(slug: string, readme: string): Run[] {
  const site = siteSamples.filter((sample: SiteSample) => sample.slug === slug && ['JavaScript', 'HTML'].includes(sample.language));
  return [...site, ...readmeSamples(readme)];
}

/** The page a sample runs in, served at the kit's root. */
function pageFor(run: Run, index: number, packageEntry: Record<string, string>): { html: string; script?: string } {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sample</title></head><body style="margin:0">';
  if (run.language === 'HTML') return { html: `${head}\n${run.code}\n</body></html>` };
  const markup = declaredMarkup(run.code) ?? '<canvas></canvas>';
  const sized = markup.replace(/<(canvas|div) /, '<$1 style="width:480px;height:480px" ').replace(/^<(canvas|div)>/, '<$1 style="width:480px;height:480px">');
  // A TypeScript sample as a bundler builds it: its types erased, the package by its manifest's entry.
  const script =
    run.language === 'TypeScript'
      ? ts.transpileModule(run.code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false } }).outputText
      : run.code;
  const importMap = run.language === 'TypeScript' ? `<script type="importmap">${JSON.stringify({ imports: packageEntry })}</script>` : '';
  return { html: `${head}\n${importMap}\n${sized}\n<script type="module" src="./__sample-${index}.js"></script>\n</body></html>`, script };
}

/** Runs every sample of `slug` in `page`, with the kit's files served under `host` (ending in /). */
export async function runJsSamples(page: Page, host: string, slug: string, kit: SampleKit, readme: string) {
  const runs = samplesOf(slug, readme);
  expect(runs.length).toBeGreaterThanOrEqual(3);
  const manifest = JSON.parse(new TextDecoder().decode(findFile(kit, /(^|\/)package\.json$/, `@microloop/${slug}`))) as { name: string; exports: { '.': { default: string } } };
  const packagePath = pathOf(kit, /(^|\/)package\.json$/, `@microloop/${slug}`).replace(/package\.json$/, '');
  const relativeToRoot = packagePath.startsWith(kit.root) ? packagePath.slice(kit.root.length) : packagePath;
  const entry = `${host}${relativeToRoot}${manifest.exports['.'].default.replace(/^\.\//, '')}`;
  // A bundler resolves the package and its config.json; here an import map does (config.json is served as a module).
  const packageEntry = { [manifest.name]: entry, [`${manifest.name}/config.json`]: `${host}__config.js`, [`${host}config.json`]: `${host}__config.js` };
  const served: Record<string, string> = {};
  await page.addInitScript(watchAudioGestures);
  await page.route(`${host}**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(new URL(host).pathname, '');
    if (path === '__config.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: `export default ${new TextDecoder().decode(kit.files[`${kit.root}config.json`])};` });
    const own = served[path];
    const file = kit.files[`${kit.root}${path}`];
    const body = own ?? (file ? Buffer.from(file) : undefined);
    return body === undefined
      ? route.fulfill({ status: 404, body: 'not found' })
      : route.fulfill({ status: 200, contentType: contentTypes[extname(path)] ?? 'application/octet-stream', body });
  });

  let messages: ConsoleMessage[] = [];
  let errors: string[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [index, run] of runs.entries()) {
    const { html, script } = pageFor(run, index, packageEntry);
    served[`__sample-${index}.html`] = html;
    if (script !== undefined) served[`__sample-${index}.js`] = script;
    messages = [];
    errors = [];
    await page.goto(`${host}__sample-${index}.html`);
    await page.waitForLoadState('load');
    await playAsTheTextSays(page, slug, run);
    const problems = [...errors, ...messages.filter((message) => ['error', 'warning'].includes(message.type())).map((message) => message.text())];
    expect(problems, `${run.where}: errors and warnings`).toEqual([]);
    await checkWhatTheTextSays(page, slug, run, () => messages.filter((message) => message.type() === 'log').map((message) => message.text()));
  }
  await page.unroute(`${host}**`);
}

function pathOf(kit: SampleKit, name: RegExp, containing: string): string {
  const found = Object.keys(kit.files).find((path) => name.test(path) && new TextDecoder().decode(kit.files[path]).includes(`"name": "${containing}"`));
  if (!found) throw new Error(`The kit has no ${containing} package.json`);
  return found;
}

function findFile(kit: SampleKit, name: RegExp, containing: string): Uint8Array {
  return kit.files[pathOf(kit, name, containing)] ?? new Uint8Array();
}

/** The game's surface in the sample's page: the element it mounted on. */
const surfaceOf = (page: Page) => page.locator('#game, #board, canvas, body > div').first();

/** What the player does on the sample's page: what its text has them do. */
async function playAsTheTextSays(page: Page, slug: string, run: Run) {
  const surface = surfaceOf(page);
  if (slug === 'memory-tiles') {
    // The board deals, shows its faces for the peek, then lets a player pick: two tiles.
    const tiles = page.locator('button[aria-label^="Row "]');
    await expect(tiles.first(), `${run.where}: a tile to pick`).toBeVisible({ timeout: 5_000 });
    await expect(tiles.first()).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 });
    await tiles.nth(0).click();
    return;
  }
  // A click on the game (the gesture that lets sound start), then Space presses (six a fifth of a second apart
  // for RhythmClacker, whose tutorial has the player tap along).
  await surface.click();
  for (let press = 0; press < (slug === 'rhythm-clacker' ? 6 : 2); press++) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(slug === 'rhythm-clacker' ? 200 : 100);
  }
  if (/game\.update\(/.test(run.code) && /querySelector\('input'\)/.test(run.code)) {
    // The slider sample: the player moves the slider, and the value goes to the running game.
    await page.locator('input').fill(String(await page.locator('input').getAttribute('max')));
  }
  if (/window\.addEventListener\('keydown'/.test(run.code)) for (const key of ['2', '3', '1']) await page.keyboard.press(key);
}

async function checkWhatTheTextSays(page: Page, slug: string, run: Run, logs: () => string[]) {
  if (slug === 'memory-tiles') {
    const tiles = page.locator('button[aria-label^="Row "]');
    // Every tile of the board visible, and the picked one turned face up.
    const count = await tiles.count();
    expect(count, `${run.where}: tiles`).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index++) await expect(tiles.nth(index), `${run.where}: tile ${index} visible`).toBeVisible();
    await expect(tiles.nth(0), `${run.where}: the picked tile shows its face`).not.toHaveAttribute('aria-label', /face down/);
  }
  // Audio starts only inside a gesture (a browser keeps a context made outside one silent).
  const gestures = await page.evaluate(() => (window as unknown as { audioGestures: boolean[] }).audioGestures);
  expect(gestures.filter((inGesture) => !inGesture), `${run.where}: AudioContext made or resumed outside a user gesture`).toEqual([]);
  if (slug === 'rhythm-clacker') expect(gestures.length, `${run.where}: the game's sound started`).toBeGreaterThan(0);
  // A sample that logs what it hears: the game spoke to it (the judgements tutorial: its presses were judged).
  if (/console\.log\(/.test(run.code)) {
    await expect.poll(() => logs().length, { message: `${run.where}: its handlers hear the game`, timeout: 10_000 }).toBeGreaterThan(0);
  }
  if (/onJudged/.test(run.code)) {
    await expect.poll(() => logs().filter((line) => /^(Perfect|Good|Miss|onJudged)\b/.test(line)).length, { message: `${run.where}: the presses are judged`, timeout: 5_000 }).toBeGreaterThan(0);
  }
}
