import { strFromU8, unzipSync } from 'fflate';
import { physicsDropper } from '@/lib/mechanics';
import { presetJson } from '@/lib/mechanics/exporters/json';
import { buildExportFile } from './export-file';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
const gameScript = 'window.__game = "bundled";';

function serveGame(response: { ok: boolean; status: number; text: () => Promise<string> }) {
  const fetchMock = jest.fn(async () => response);
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

function entriesOf(bytes: Uint8Array) {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
}

describe('buildExportFile', () => {
  it('downloads the JSON preset as it is', async () => {
    const file = await buildExportFile('json', tuned);
    expect(file.filename).toBe('physics-dropper.config.json');
    expect(file.type).toBe('application/json');
    expect(strFromU8(file.bytes)).toBe(presetJson(physicsDropper, tuned));
    expect(JSON.parse(strFromU8(file.bytes))).toMatchObject({ schemaVersion: 1, gravity: 12.5, particleDensity: 80 });
  });

  it('zips the Unity export: the UPM package with the C# it fetches from the site, the tuned settings and a README', async () => {
    const sources = { 'Runtime/PhysicsDropperModel.cs': '// the rules', 'Runtime/PhysicsDropperGame.cs': '// the game', 'Runtime/Microloop.PhysicsDropper.asmdef': '{}' };
    const fetchMock = serveGame({ ok: true, status: 200, text: async () => JSON.stringify(sources) });
    const file = await buildExportFile('unity', tuned);
    expect(fetchMock).toHaveBeenCalledWith('/games/physics-dropper.unity.json');
    expect([file.filename, file.type]).toEqual(['physics-dropper-unity.zip', 'application/zip']);
    const entries = entriesOf(file.bytes);
    const root = 'com.microloop.physics-dropper';
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'README.md',
        `${root}/package.json`,
        `${root}/Runtime/PhysicsDropperConfig.cs`,
        `${root}/Runtime/Resources/Microloop/physics-dropper.config.json`,
        `${root}/Runtime/PhysicsDropperModel.cs`,
        `${root}/Runtime/PhysicsDropperGame.cs.meta`,
      ]),
    );
    expect(entries[`${root}/Runtime/PhysicsDropperConfig.cs`]).toContain('public float gravity = 12.5f;');
    expect(entries[`${root}/Runtime/PhysicsDropperGame.cs`]).toBe('// the game');
    expect(entries['README.md']).toMatch(/^# PhysicsDropper for Unity\n/);
  });

  it('fails the Unity export when the C# cannot be fetched', async () => {
    serveGame({ ok: false, status: 404, text: async () => 'Not found' });
    await expect(buildExportFile('unity', tuned)).rejects.toThrow('/games/physics-dropper.unity.json: HTTP 404');
  });

  it('zips the Godot export: the Godot project it fetches, the generated settings and preset, and a README', async () => {
    const project = { 'project.godot': 'config_version=5', 'main.tscn': '[gd_scene format=3]', 'addons/microloop_physics_dropper/physics_dropper_game.gd': 'extends Node2D' };
    const fetchMock = serveGame({ ok: true, status: 200, text: async () => JSON.stringify(project) });
    const file = await buildExportFile('godot', tuned);
    expect(fetchMock).toHaveBeenCalledWith('/games/physics-dropper.godot.json');
    expect(file.filename).toBe('physics-dropper-godot.zip');
    const entries = entriesOf(file.bytes);
    const addon = 'godot/addons/microloop_physics_dropper';
    expect(Object.keys(entries).sort()).toEqual([
      'README.md',
      'godot/CHANGELOG.md',
      'godot/LICENSE.txt',
      `${addon}/CHANGELOG.md`,
      `${addon}/LICENSE.txt`,
      `${addon}/README.md`,
      `${addon}/physics-dropper.config.json`,
      `${addon}/physics_dropper_config.gd`,
      `${addon}/physics_dropper_config.tres`,
      `${addon}/physics_dropper_game.gd`,
      'godot/main.tscn',
      'godot/project.godot',
    ]);
    expect(JSON.parse(entries[`${addon}/physics-dropper.config.json`] ?? '')).toMatchObject({ gravity: 12.5, particleDensity: 80 });
    expect(entries[`${addon}/physics_dropper_config.tres`]).toContain('gravity = 12.5');
    expect(entries['README.md']).toContain('Open `godot/project.godot` in Godot');
    expect(entries['README.md']).toContain('F5 (Cmd+B on macOS)');
  });

  it('builds the itch.io zip around the game bundle it fetches from the site', async () => {
    const fetchMock = serveGame({ ok: true, status: 200, text: async () => gameScript });
    const file = await buildExportFile('itch', tuned);
    expect(fetchMock).toHaveBeenCalledWith('/games/physics-dropper.standalone.js');
    expect(file.filename).toBe('physics-dropper-itch.zip');
    const entries = entriesOf(file.bytes);
    expect(Object.keys(entries).sort()).toEqual(['README.md', 'index.html']);
    expect(entries['index.html']).toContain(gameScript);
    expect(entries['index.html']).toContain('"gravity":12.5');
  });

  it('fails when the game bundle cannot be fetched, so the page can say so', async () => {
    serveGame({ ok: false, status: 404, text: async () => 'Not found' });
    await expect(buildExportFile('itch', tuned)).rejects.toThrow('/games/physics-dropper.standalone.js: HTTP 404');
  });
});
