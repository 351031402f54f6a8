/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { physicsDropper } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { buildStarterKit, type KitEngine } from '@/lib/mechanics/exporters/kit';
import { kitFolder } from '@/lib/mechanics/exporters/changelog';
import type { ExportFiles } from '@/lib/mechanics/exporters/names';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { unitySources } from '@/scripts/unity-sources.mjs';
import { docTopics, type DocBlock } from './docs';
import { templateLicense } from './legal/template-license';

/**
 * The Docs' Unity, Godot and JavaScript quick starts, tried against PhysicsDropper's kits as the site
 * builds them (with the real C# and GDScript sources): every file or folder a quick start names is in
 * its kit, and every menu, signal and call it names is in the kit's code.
 */
const mechanicsDir = join(__dirname, '../lib/mechanics');
const values = defaultValues(physicsDropper.params);
const gameModule = readFileSync(join(mechanicsDir, 'physics-dropper/game.ts'), 'utf8');
const gameTypes = readFileSync(join(mechanicsDir, 'core/mechanic.ts'), 'utf8');

const kits: Record<string, ExportFiles> = {
  'unity-quick-start': buildStarterKit(physicsDropper, values, { gameScript: '', engine: 'unity', unitySources: unitySources('physics-dropper', mechanicsDir) }, templateLicense),
  'godot-quick-start': buildStarterKit(physicsDropper, values, { gameScript: '', engine: 'godot', godotProject: godotSources('physics-dropper', mechanicsDir) }, templateLicense),
  'javascript-quick-start': buildStarterKit(physicsDropper, values, { gameScript: '', engine: 'js', gameModule, gameTypes }, templateLicense),
};

function textOf(id: string): string {
  const topic = docTopics.find((candidate) => candidate.id === id);
  if (!topic) throw new Error(`No docs topic ${id}`);
  return (topic.blocks as readonly DocBlock[])
    .map((block) => ('items' in block ? block.items.join('\n') : 'text' in block ? block.text : 'code' in block ? block.code : ''))
    .join('\n');
}

/** The backticked names that look like a path: `godot/project.godot`, `addons/`, `physics_dropper_model.gd`. */
const quotedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)].map(([, name]) => name!).filter((name) => /\/|\.(json|godot|gd|tres|cs|js|ts|html)$/.test(name));

const engineOf: Record<string, KitEngine> = { 'unity-quick-start': 'unity', 'godot-quick-start': 'godot', 'javascript-quick-start': 'js' };

/** Folders and files a user makes or already has in their own project, not in the kit. */
const theirOwn = new Set(['Assets/', 'addons/', 'dist/', 'manifest.json']);

describe('Docs quick starts', () => {
  it.each(Object.keys(kits))('%s: every file and folder it names is in the kit', (id) => {
    // As unzipped: every file also under the zip's one root folder (kitFolder).
    const root = kitFolder(physicsDropper, engineOf[id]!);
    const paths = Object.keys(kits[id]!).flatMap((path) => [path, `${root}/${path}`]);
    const named = quotedPaths(textOf(id)).filter((name) => !theirOwn.has(name));
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const name of named) expect([name, paths.some((path) => path === name || path.startsWith(name.endsWith('/') ? name : `${name}/`) || path.endsWith(`/${name}`))]).toEqual([name, true]);
  });

  it('Unity: the menus, the Config field and the engine-free model are those of the package', () => {
    const kit = kits['unity-quick-start']!;
    const text = textOf('unity-quick-start');
    const game = kit['com.microloop.physics-dropper/Runtime/PhysicsDropperGame.cs'] ?? '';
    expect(text).toContain('Add Component › Microloop › Physics Dropper Game');
    expect(game).toContain('[AddComponentMenu("Microloop/Physics Dropper Game")]');
    expect(text).toContain('Assets › Create › Microloop › PhysicsDropper Config');
    expect(kit['com.microloop.physics-dropper/Runtime/PhysicsDropperConfig.cs']).toContain('menuName = "Microloop/PhysicsDropper Config"');
    // The Config field is the shell's (MicroloopGame<TConfig>), shipped in the package's own namespace.
    expect(game).toContain('public class PhysicsDropperGame : MicroloopGame<PhysicsDropperConfig>');
    expect(kit['com.microloop.physics-dropper/Runtime/MicroloopGame.cs']).toMatch(/namespace Microloop\.PhysicsDropper\b[\s\S]*public TConfig config;/);
    expect(kit['com.microloop.physics-dropper/package.json']).toContain('"unity": "2022.3"');
    expect(kit['com.microloop.physics-dropper/Runtime/PhysicsDropperModel.cs']).not.toContain('using UnityEngine');
  });

  it('Godot: the main scene is set and the game node emits score_changed', () => {
    const kit = kits['godot-quick-start']!;
    expect(textOf('godot-quick-start')).toContain('`score_changed(score: int)`');
    expect(kit['godot/project.godot']).toMatch(/^run\/main_scene=/m);
    expect(kit['godot/addons/microloop_physics_dropper/physics_dropper_game.gd']).toContain('signal score_changed(score: int)');
  });

  it('JavaScript: createGame and the options and methods it names are the module’s', () => {
    const kit = kits['javascript-quick-start']!;
    const text = textOf('javascript-quick-start');
    expect(text).toContain("import { createGame } from './src/physics-dropper.js'");
    expect(kit['src/physics-dropper.js']).toMatch(/export (const|function) createGame\b/);
    for (const name of ['autoStart', 'onScore', 'update(', 'destroy(']) {
      expect(text).toContain(name);
      expect(kit['src/physics-dropper.d.ts']).toContain(name);
    }
    expect(kit['README.md']).toContain("serve the folder with your bundler's dev server or any\nstatic server");
    expect(text).toContain('serve the folder with your bundler’s dev server or any static server');
    expect(kit['src/package.json']).toContain('"name": "@microloop/physics-dropper"');
    expect(text).toContain('@microloop/physics-dropper');
  });
});
