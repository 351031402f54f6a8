/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { runReadmeCommands, shellBlocks } from '@/e2e/readme-commands';
import { mechanics } from '../index';
import type { Mechanic } from '../core/mechanic';
import { defaultValues } from '../core/params';
import { countWord, playActions } from '../kit-quick-start';
import { kitChangelog, kitFolder } from './changelog';
import { buildStarterKit, kitReadme, type KitLicense } from './kit';

// Every command of every JavaScript kit README, run as written in a scratch folder beside the unzipped kit,
// except the three that need Vite from the npm registry (`npm install` in the project, `npm run dev`,
// `npm run build`): e2e/js-kits.spec.ts runs those on a kit downloaded from its page. The Unity and Godot
// READMEs have no shell commands: their steps are editor actions.

const license: KitLicense = { text: 'License\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
const registryCommands = ['npm install', 'npm run dev', 'npm run build'];
const all = mechanics as readonly Mechanic[];

async function moduleOf(entry: string) {
  const result = await build({ entryPoints: [entry], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent' });
  return result.outputFiles[0]?.text ?? '';
}

describe('the kit READMEs\' commands', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'kit-readme-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('every JavaScript kit: each shell block runs as written, and the commands that need the registry name scripts the project has', async () => {
    const pageBoot = await moduleOf(join(__dirname, 'standalone-boot.ts'));
    for (const mechanic of all) {
      const values = defaultValues(mechanic.params);
      const gameModule = await moduleOf(join(__dirname, '..', mechanic.slug, 'game.ts'));
      const files = buildStarterKit(mechanic, values, { gameScript: '', engine: 'js', gameModule, gameTypes: 'export {};\n', pageBoot }, license);
      const root = kitFolder(mechanic, 'js');
      const folder = join(scratch, mechanic.slug);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(folder, root, path)), { recursive: true });
        writeFileSync(join(folder, root, path), text);
      }
      const readme = files['README.md'] ?? '';
      const run = await runReadmeCommands(folder, readme, { env: { npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' }, skip: (command) => registryCommands.includes(command) });
      expect(run.skipped.map((line) => line.split('$ ')[1])).toEqual(['npm install', 'npm run dev', 'npm run build']);
      expect(run.ran).toEqual(expect.arrayContaining([`${root}$ npm run build:page`, `.$ npm install ./${root}/src`]));
      // The rebuilt page is the shipped one, and the package landed in the scratch project.
      expect(readFileSync(join(folder, root, 'index.html'), 'utf8')).toBe(files['index.html']);
      expect(JSON.parse(readFileSync(join(folder, 'node_modules/@microloop', mechanic.slug, 'package.json'), 'utf8'))).toMatchObject({ name: `@microloop/${mechanic.slug}` });
      const scripts = (JSON.parse(files['package.json'] ?? '{}') as { scripts: Record<string, string> }).scripts;
      for (const command of ['npm run dev', 'npm run build']) expect(scripts[command.slice('npm run '.length)]).toMatch(/^vite /);
    }
  }, 120_000);

  it('the Unity and Godot READMEs hold no shell command, and every README states its count of actions', () => {
    for (const mechanic of all) {
      const unity = kitReadme(mechanic, defaultValues(mechanic.params), 'unity', license);
      const godot = kitReadme(mechanic, defaultValues(mechanic.params), 'godot', license, true);
      const js = kitReadme(mechanic, defaultValues(mechanic.params), 'js', license);
      expect([shellBlocks(unity), shellBlocks(godot)]).toEqual([[], []]);
      for (const [readme, engine] of [[unity, 'unity'], [godot, 'godot'], [js, 'js']] as const) {
        const count = playActions(mechanic, engine, kitFolder(mechanic, engine)).length;
        const section = new RegExp(`## Play it in ${countWord(count)} actions\\n\\nEverything is in the folder \`${kitFolder(mechanic, engine)}/\`. After the download:\\n\\n((?:\\d+\\. .*\\n)+)`).exec(readme);
        expect(section?.[1]?.trim().split('\n')).toHaveLength(count);
      }
    }
  });
  it('every install or upgrade command for a JavaScript kit, on the site and in the kits, names the package folder (src/ or its tarball), never the kit root (review 4 M1)', () => {
    // An install of the kit folder installs the kit's own app (`<slug>-game`), not `@microloop/<slug>`: the host's
    // import keeps the old package. A command with a path or a placeholder after `npm install`/`npm i`/`npm add`.
    const installs = (text: string) => [...text.matchAll(/\bnpm (?:install|i|add) ((?:\.{1,2}\/|\/|<|~)[^`\s;'"),]*)/g)].map((match) => match[1] ?? '');
    const packageFolder = (arg: string) => /\/src\/?$/.test(arg) || /\.tgz$/.test(arg);
    const contentDir = join(__dirname, '..', '..', '..', 'content');
    const sources: [string, string][] = readdirSync(contentDir)
      .filter((file) => /\.(ts|tsx|md)$/.test(file) && !/\.test\./.test(file))
      .map((file) => [`content/${file}`, readFileSync(join(contentDir, file), 'utf8')]);
    for (const mechanic of all) {
      sources.push([`${mechanic.slug} README`, kitReadme(mechanic, defaultValues(mechanic.params), 'js', license)]);
      sources.push([`${mechanic.slug} CHANGELOG`, kitChangelog(mechanic, 'js')]);
    }
    const found = sources.flatMap(([where, text]) => installs(text).map((arg) => ({ where, arg })));
    expect(found.length).toBeGreaterThanOrEqual(all.length + 2);
    expect(found.filter(({ arg }) => !packageFolder(arg))).toEqual([]);
  });
});
