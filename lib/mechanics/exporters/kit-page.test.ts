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
const demo = { slug: 'demo', name: 'Demo', params, surface: 'canvas', howToPlay: 'Tap.' } satisfies Mechanic;
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
//# sourceMappingURL=demo.js.map
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
    expect(game?.getAttribute('data-auto-start')).toBe('true');
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({ scripts: { 'build:page': 'node build-page.mjs' } });

    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    execFileSync(process.execPath, ['build-page.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(html);
    writeFileSync(join(dir, 'src/demo.js'), gameModule.replace('"data-values"', '"data-edited"'));
    execFileSync(process.execPath, ['build-page.mjs'], { cwd: dir, encoding: 'utf8' });
    const edited = new JSDOM(readFileSync(join(dir, 'index.html'), 'utf8'), { runScripts: 'dangerously' }).window.document.getElementById('game');
    expect(JSON.parse(edited?.getAttribute('data-edited') ?? '{}')).toEqual({ pace: 7 });
  });
});
