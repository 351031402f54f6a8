/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import type { Mechanic } from '../core/mechanic';
import { buildStarterKit, type KitLicense } from './kit';

const params = [{ key: 'pace', label: 'Pace', min: 1, max: 9, step: 1, unit: '', defaultValue: 3, integer: true, meaning: 'How fast.' }];
// A real template's slug: a kit README states that game's contract (events, lifecycle), and a slug with no
// contract has none to state (game-contracts.ts throws rather than ship a README without it).
const demo = { slug: 'timing-wheel', name: 'Demo', params, surface: 'canvas', howToPlay: 'Tap.' } satisfies Mechanic;
const license: KitLicense = { text: 'License', documentTitle: 'Terms', leads: ['Free.'] };
/** A kit module as bundle-games writes one: code, then one export list, then the source map comment. */
const gameModule = `function createGame(surface, values, options = {}) {
  surface.setAttribute("data-values", JSON.stringify(values));
  surface.setAttribute("data-auto-start", String(options.autoStart));
  return { start() {}, pause() {}, reset() {}, update() {}, destroy() {} };
}
const demoParams = ${JSON.stringify(params)};
export {
  createGame,
  demoParams as params
};
//# sourceMappingURL=timing-wheel.js.map
`;

describe('the JavaScript kit page, built from its modules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-page-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plays the module with the preset, and build-page.mjs rebuilds the same page, then carries an edit into it', async () => {
    const boot = await build({ entryPoints: [join(__dirname, 'standalone-boot.ts')], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent' });
    const pageBoot = boot.outputFiles[0]?.text ?? '';
    const files = buildStarterKit(demo, { pace: 7 }, { gameScript: 'unused()', engine: 'js', gameModule, gameTypes: '', pageBoot }, license);
    const html = files['index.html'] ?? '';
    expect(html).not.toContain('unused()');
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const game = window.document.getElementById('game');
    expect(JSON.parse(game?.getAttribute('data-values') ?? '{}')).toEqual({ pace: 7 });
    // The page waits for Play, as its footer says (review 4 of 2026-11-29, M7).
    expect(game?.getAttribute('data-auto-start')).toBe('false');
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({ scripts: { 'build:page': 'node build-page.mjs' } });

    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    execFileSync(process.execPath, ['build-page.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(html);
    writeFileSync(join(dir, 'src/timing-wheel.js'), gameModule.replace('"data-values"', '"data-edited"'));
    execFileSync(process.execPath, ['build-page.mjs'], { cwd: dir, encoding: 'utf8' });
    const edited = new JSDOM(readFileSync(join(dir, 'index.html'), 'utf8'), { runScripts: 'dangerously' }).window.document.getElementById('game');
    expect(JSON.parse(edited?.getAttribute('data-edited') ?? '{}')).toEqual({ pace: 7 });
  });

  const pageBoot = 'function bootStandalone(createGame, params) {\n  createGame(document.getElementById("game"), JSON.parse(document.getElementById("config").textContent), { autoStart: true });\n}\nexport { bootStandalone };\n';
  const kitAt = (values: Record<string, number>, folder: string) => {
    const files = buildStarterKit(demo, values, { gameScript: '', engine: 'js', gameModule, gameTypes: 'export declare const params: unknown;\n', pageBoot }, license);
    const root = join(dir, folder);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return { files, root };
  };
  const buildPage = (cwd: string) => execFileSync(process.execPath, ['build-page.mjs'], { cwd, encoding: 'utf8', stdio: 'pipe' });
  const valuesIn = (html: string) => JSON.parse(new JSDOM(html, { runScripts: 'dangerously' }).window.document.getElementById('game')?.getAttribute('data-values') ?? '{}') as unknown;

  it('W5: config.json is the one preset: build-page.mjs writes it into index.html', () => {
    const { root } = kitAt({ pace: 7 }, 'w5');
    writeFileSync(join(root, 'config.json'), JSON.stringify({ schemaVersion: 1, pace: 2 }));
    buildPage(root);
    const rebuilt = readFileSync(join(root, 'index.html'), 'utf8');
    expect(valuesIn(rebuilt)).toMatchObject({ pace: 2 });
    // N10: no second copy of the values on the page (the footer named them, and build:page left them stale).
    const shown = new JSDOM(rebuilt).window.document.body.textContent ?? '';
    expect(shown).not.toMatch(/Pace \d/);
  });

  it('B1: index.html, the dev page (web/index.html) and so dist/ are one page: the same head, styles and body but for the script that boots the game', () => {
    const { files } = kitAt({ pace: 7 }, 'one-page');
    const withoutScripts = (html: string) =>
      html.replace(/<script\b[^>]*>[^]*?<\/script>\n?/g, '');
    expect(withoutScripts(files['web/index.html'] ?? '')).toBe(withoutScripts(files['index.html'] ?? ''));
    expect(files['index.html']).toContain('viewport-fit=cover');
    expect(files['index.html']).toContain('env(safe-area-inset-top)');
  });

  it('W4: build-page.mjs reads Windows line endings, and fails loudly, leaving index.html alone, on a module it cannot inline', () => {
    const { root } = kitAt({ pace: 7 }, 'w4');
    const shipped = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(join(root, 'src/timing-wheel.js'), gameModule.replace(/\n/g, '\r\n'));
    buildPage(root);
    expect(valuesIn(readFileSync(join(root, 'index.html'), 'utf8'))).toMatchObject({ pace: 7 });
    for (const broken of [`export function helper() {}\n${gameModule}`, `import { x } from './x.js';\n${gameModule}`, gameModule.replace('return {', 'return import.meta.url, {')]) {
      writeFileSync(join(root, 'index.html'), shipped);
      writeFileSync(join(root, 'src/timing-wheel.js'), broken);
      expect(() => buildPage(root)).toThrow(/build-page: /);
      expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe(shipped);
    }
  });

  it('W6, W11, W12: the package is the same bytes for every tuning, ships no stale map, and neither manifest can be published', () => {
    const a = kitAt({ pace: 7 }, 'w6a').files;
    const b = kitAt({ pace: 2 }, 'w6b').files;
    const packageFiles = (files: Record<string, string>) => Object.entries(files).filter(([path]) => path.startsWith('src/'));
    expect(packageFiles(a).length).toBeGreaterThan(2);
    expect(packageFiles(a)).toEqual(packageFiles(b));
    expect(a['config.json']).not.toBe(b['config.json']);
    expect(Object.keys(a).filter((path) => path.endsWith('.map'))).toEqual([]);
    expect(a['src/timing-wheel.js']).not.toContain('sourceMappingURL');
    expect(JSON.parse(a['package.json'] ?? '{}')).toMatchObject({ private: true });
    expect(JSON.parse(a['src/package.json'] ?? '{}')).toMatchObject({ name: '@microloop/timing-wheel', private: true });
  });
});
