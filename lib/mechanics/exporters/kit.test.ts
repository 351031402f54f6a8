import { strFromU8, unzipSync } from 'fflate';
import { behaviourOf, controlsFor } from '../all-games/contract-text';
import { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel } from '../index';
import type { Mechanic } from '../core/mechanic';
import { defaultValues, formatRange } from '../core/params';
import { viteNodeRange, viteNodeWords } from './js-project';
import { buildStarterKit, kitReadme, zipKit, type KitLicense } from './kit';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
const gameScript = 'void "game";';
const license: KitLicense = { text: 'The license, word for word.\n', documentTitle: 'Terms of Service', leads: ['Non-exclusive.', 'Worldwide.'] };
const unitySources = { 'Runtime/PhysicsDropperModel.cs': '// the rules', 'Runtime/PhysicsDropperGame.cs': '// the game', 'Runtime/Microloop.PhysicsDropper.asmdef': '{}' };

describe('buildStarterKit', () => {
  it('holds a playable index.html, the README, the license and config.json at its root', () => {
    for (const engine of ['unity', 'godot'] as const) {
      const files = buildStarterKit(physicsDropper, tuned, { gameScript, engine, unitySources }, license);
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'README.md', 'LICENSE.txt', 'config.json']));
      expect(files['index.html']).toContain(gameScript);
      expect(JSON.parse(files['config.json'] ?? '')).toMatchObject({ schemaVersion: 1, particleDensity: 80 });
    }
  });

  it('adds the engine files of the chosen engine only', () => {
    const unity = Object.keys(buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'unity', unitySources }, license));
    expect(unity).toEqual(
      expect.arrayContaining([
        'com.microloop.physics-dropper/package.json',
        'com.microloop.physics-dropper/Runtime/PhysicsDropperConfig.cs',
        'com.microloop.physics-dropper/Runtime/Resources/Microloop/physics-dropper.config.json',
        'com.microloop.physics-dropper/Runtime/PhysicsDropperModel.cs',
        'com.microloop.physics-dropper/Runtime/PhysicsDropperGame.cs',
      ]),
    );
    expect(() => buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'unity' }, license)).toThrow(/needs its C# sources/);
    expect(unity.some((path) => /\.(gd|tres)$/.test(path))).toBe(false);
    const godot = Object.keys(buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'godot' }, license));
    expect(godot).toEqual(expect.arrayContaining(['physics_dropper/physics_dropper_config.gd', 'physics_dropper/physics_dropper_config.tres']));
    expect(godot.some((path) => path.endsWith('.cs'))).toBe(false);
    const js = buildStarterKit(physicsDropper, tuned, {
      gameScript,
      engine: 'js',
      gameModule: 'export function createGame() {}',
      gameTypes: 'export declare function createGame(): void;',
    }, license);
    expect(js['src/physics-dropper.js']).toBe('export function createGame() {}');
    expect(js['src/physics-dropper.d.ts']).toBe('export declare function createGame(): void;');
    expect(js['README.md']).toContain("import { createGame } from './src/physics-dropper.js';");
    expect(js['README.md']).toContain('{ gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 }');
  });

  it('makes the JavaScript kit a Vite project around an npm package, with a config.json of the keys createGame reads', () => {
    const js = buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'js', gameModule: '', gameTypes: '' }, license);
    expect(JSON.parse(js['config.json'] ?? '')).toEqual({ schemaVersion: 1, template: 'PhysicsDropper', ...tuned });
    const app = JSON.parse(js['package.json'] ?? '') as Record<string, unknown>;
    expect(app).toMatchObject({
      private: true,
      type: 'module',
      scripts: { dev: expect.stringMatching(/^vite /), build: expect.stringMatching(/^vite build /) },
      dependencies: { '@microloop/physics-dropper': 'file:src' },
      devDependencies: { vite: expect.stringMatching(/^\^8\./) },
      engines: { node: viteNodeRange },
    });
    // J5 of review 4: Vite's own Node range (e2e/js-kits.spec.ts holds viteNodeRange to the installed Vite's), in words.
    expect(viteNodeRange).toBe('^20.19.0 || >=22.12.0');
    expect(js['README.md']?.replace(/\s+/g, ' ')).toContain(`Vite 8: ${viteNodeWords}).`);
    // N11: the root is an app, not a package: nothing a tool could take for the package's own entry points.
    expect(Object.keys(app).filter((key) => ['main', 'types', 'typings', 'exports', 'module'].includes(key))).toEqual([]);
    const manifest = JSON.parse(js['src/package.json'] ?? '') as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@microloop/physics-dropper',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      type: 'module',
      exports: { '.': { types: './physics-dropper.d.ts', default: './physics-dropper.js' } },
      sideEffects: false,
      files: ['physics-dropper.js', 'physics-dropper.d.ts', 'LICENSE.txt'],
    });
    // The engine kits keep the names their engines read.
    const unity = buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'unity', unitySources }, license);
    expect(JSON.parse(unity['config.json'] ?? '')).toMatchObject({ simulationSpeed: 3, particleDensity: 80 });
    expect(unity['package.json']).toBeUndefined();
  });

  it('says plainly what is and is not in the kit', () => {
    const readme = buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'unity', unitySources }, license)['README.md'] ?? '';
    expect(readme).toContain('## What is in this kit');
    expect(readme).toContain('## What is not in this kit');
    // The Unity kit is the game: nothing may say it has no gameplay scripts.
    expect(readme).not.toContain('gameplay scripts');
    expect(readme).toContain('Add Component > Microloop > **Physics Dropper Game**');
    expect(buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'godot' }, license)['README.md']).toContain('No Godot 4 scenes or gameplay scripts');
    expect(readme).toContain('## Unity');
    expect(readme).toContain('## Publish on itch.io');
    expect(readme).toContain('Gravity 12.5 m/s²');
  });

  it('ships the license it is given as LICENSE.txt, and its terms in the README', () => {
    const files = buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'godot' }, license);
    expect(files['LICENSE.txt']).toBe(license.text);
    expect(files['README.md']).toContain('template license of the Microloop Terms of Service, in short:\nNon-exclusive. Worldwide.');
  });
});

describe('zipKit', () => {
  it('zips the files under their paths', () => {
    const files = buildStarterKit(physicsDropper, tuned, { gameScript, engine: 'godot' }, license);
    const entries = unzipSync(zipKit(files));
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
    expect(strFromU8(entries['index.html']!)).toBe(files['index.html']);
  });
});

describe('the JavaScript kit README', () => {
  it('no sample sets a setting of the player\'s device, which a value given makes win over the stored one (review 4 M8)', () => {
    const all: readonly Mechanic[] = [physicsDropper, doubleTapDash, memoryTiles, bounceChain, rhythmClacker, timingWheel];
    const devices = all.flatMap((mechanic) => mechanic.params.filter((spec) => spec.device).map((spec) => ({ mechanic, key: spec.key })));
    expect(devices.map(({ key }) => key)).toEqual(['latency']);
    for (const { mechanic, key } of devices) {
      for (const engine of ['js', 'unity', 'godot'] as const) {
        const readme = kitReadme(mechanic, defaultValues(mechanic.params), engine, license);
        // The README says so: a value given wins, so a sample that gives one would keep the calibration from playing.
        if (engine === 'js') expect(readme).toMatch(new RegExp(`a \`${key}\` you pass always wins`));
        const samples = [...readme.matchAll(/```\w*\n([^]*?)```/g)].map((match) => match[1] ?? '');
        if (engine === 'js') expect(samples.length).toBeGreaterThan(2);
        expect({ engine, setting: samples.filter((code) => new RegExp(`\\b${key}\\s*[:=]`, 'i').test(code)) }).toEqual({ engine, setting: [] });
      }
    }
  });

  it('shows the embed, the API, every setting with its meaning, the events and how to change the game', () => {
    for (const mechanic of [rhythmClacker, timingWheel]) {
      const readme = kitReadme(mechanic, defaultValues(mechanic.params), 'js', license);
      expect(readme).toContain(`import { createGame } from './src/${mechanic.slug}.js';`);
      expect(readme).toContain(`src/${mechanic.slug}.d.ts`);
      for (const spec of mechanic.params) expect(readme).toContain(`| \`${spec.key}\` | ${formatRange(spec)} |`);
      for (const spec of mechanic.params) expect(readme).toContain(spec.meaning);
      for (const event of mechanic.kitGuide.events) expect(readme).toContain(`\`${event.name}(`);
      expect(readme).toContain(mechanic.kitGuide.customise);
    }
    expect(kitReadme(rhythmClacker, defaultValues(rhythmClacker.params), 'js', license)).toContain('`setMuted(muted)` and `calibrate()`');
    // Every template's own events, the package install, both layers and (with sound) the timing model.
    const readmes = Object.fromEntries([physicsDropper, doubleTapDash, memoryTiles, bounceChain, rhythmClacker].map((mechanic) => [mechanic.slug, kitReadme(mechanic, defaultValues(mechanic.params), 'js', license)]));
    expect(readmes['double-tap-dash']).toContain('`onJudged(');
    expect(readmes['bounce-chain']).toContain('`onBounce(');
    expect(readmes['memory-tiles']).toContain('`onJudged(');
    for (const readme of Object.values(readmes)) {
      expect(readme).toContain('npm install ./');
      expect(readme).toMatch(/createModel\(values, seed(, beatMap)?\)/);
      expect(readme).not.toContain('nothing to install');
    }
    expect(readmes['physics-dropper']).toContain("{ loop: 'manual' }");
    expect(readmes['rhythm-clacker']).toMatch(/### Timing model[\s\S]*half a second ahead[\s\S]*getOutputTimestamp[\s\S]*timeStamp/);
    // The latency's range as the setting has it (room for Bluetooth), and the tab-return countdown of every game.
    const latency = rhythmClacker.params.find((spec) => spec.key === 'latency');
    expect(readmes['rhythm-clacker']).toContain(`Input Latency (${latency ? formatRange(latency) : ''} in 5 ms steps)`);
    // Controls and behaviour are the game contract's (lib/mechanics/<slug>/contract.ts), as on the API pages.
    for (const [slug, readme] of Object.entries(readmes)) {
      expect(readme).toContain(`### Behaviour`);
      expect(readme).toContain(behaviourOf(slug, 'js', 'focus-in'));
      expect(readme).toContain(`- ${controlsFor(slug, 'js')[0]?.triggers}: `);
    }
    expect(readmes['rhythm-clacker']).toContain('localStorage key `microloop:rhythm-clacker:latency`');
    expect(readmes['physics-dropper']).toMatch(/`step\(seconds\)`[\s\S]*`render\(\)`/);
  });
});

describe('controlsFor', () => {
  it('says a key that acts on one thing with that thing, once for the keys that share it: MemoryTiles\' Space or Enter picks the focused tile in every engine (review 42, Unity R42-2)', () => {
    for (const engine of ['js', 'unity', 'godot'] as const) {
      expect(controlsFor('memory-tiles', engine)[0]?.triggers).toBe('A click on a tile, a finger on a tile, Space or Enter on the focused tile');
    }
    // Keys that act anywhere keep the plain list.
    expect(controlsFor('double-tap-dash', 'unity')[0]?.triggers).toBe('Space, Enter, a click, a finger or a second finger while the first is down');
  });
});
