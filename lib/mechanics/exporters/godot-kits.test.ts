/** @jest-environment node */
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { playKits, type GodotRun, type KitReport } from '@/e2e/godot-runtime';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { defaultValues } from '../core/params';
import { godotProjectSlugs, type GodotSources } from './godot-project';
import { buildStarterKit, zipKit } from './kit';

/**
 * Each Godot starter kit as a user gets it (built, zipped, unzipped), played in a real Godot 4.6 in
 * one boot: its godot/ folder packed and mounted, the main scene opened, Space pressed for about a
 * second. DoubleTapDash also runs twice more with its .tres edited (a 180 ms and a 350 ms
 * Double-Tap Window) and two taps 200 ms apart on the game's clock (12 frames of the runtime's fixed
 * 60 fps, however slow the machine): only the wider window makes them a phase. MemoryTiles, whose
 * tiles are focusable Buttons, is played by focus + ui_accept (e2e/godot/kit_main.gd).
 */
const root = join(__dirname, '../../..');

const sourcesOf = (slug: string) => godotSources(slug, join(root, 'lib/mechanics')) as GodotSources;

/** The godot/ folder of the downloaded zip, by path inside it. */
function downloadedProject(slug: string): Record<string, string> {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic ${slug}`);
  const zip = zipKit(buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'godot', godotProject: sourcesOf(slug) }));
  const entries = Object.entries(unzipSync(zip)).filter(([path]) => path.startsWith('godot/'));
  return Object.fromEntries(entries.map(([path, bytes]) => [path.slice('godot/'.length), strFromU8(bytes)]));
}

const tres = 'addons/microloop_double_tap_dash/double_tap_dash_config.tres';
const memoryTres = 'addons/microloop_memory_tiles/memory_tiles_config.tres';
const steadyTaps = [100, 300, 500, 700];

/** The project with one line of one file replaced; throws when the line is not there. */
function edit(project: Record<string, string> | undefined, path: string, line: RegExp, replacement: string): Record<string, string> {
  const text = project?.[path];
  const edited = text?.replace(line, replacement);
  if (!project || !edited || edited === text) throw new Error(`${path} has no line ${line}`);
  return { ...project, [path]: edited };
}

describe('Godot kits play in Godot 4.6', () => {
  let run: GodotRun;
  let reports: KitReport[] = [];
  const projects = Object.fromEntries(godotProjectSlugs.map((slug) => [slug, downloadedProject(slug)]));

  beforeAll(async () => {
    const kits: Record<string, { project: Record<string, string>; taps: number[] }> = {};
    for (const slug of godotProjectSlugs) {
      // kit_main.gd then plays on until the score changes (a PhysicsDropper ball needs about a second to score).
      kits[slug] = { project: projects[slug] ?? {}, taps: steadyTaps };
    }
    // MemoryTiles' default peek is 3 s of game time, about 8 s of frames in the web runtime: its kit
    // plays with the .tres Peek Time at the minimum, 0.5 s, which also shows the game follows its .tres.
    kits['memory-tiles'] = { project: edit(projects['memory-tiles'], memoryTres, /^peek_time = [\d.]+$/m, 'peek_time = 0.5'), taps: [] };
    for (const window of [180, 350]) {
      kits[`window-${window}`] = { project: edit(projects['double-tap-dash'], tres, /^double_tap_window = \d+$/m, `double_tap_window = ${window}`), taps: [100, 300] };
    }
    ({ run, reports } = await playKits(kits));
    console.log(`Godot boot and every kit: ${run.ms} ms; per kit: ${reports.map((report) => `${report.kit} ${report.ms} ms`).join(', ')}`);
  }, 60_000);

  it('hold project.godot (config_version 5, main scene, Compatibility renderer, input map) and the addon', () => {
    for (const slug of godotProjectSlugs) {
      const project = projects[slug] ?? {};
      const snake = slug.replace(/-/g, '_');
      const godot = project['project.godot'] ?? '';
      expect(godot).toMatch(/^config_version=5$/m);
      expect(godot).toContain('run/main_scene="res://main.tscn"');
      expect(godot).toContain('renderer/rendering_method="gl_compatibility"');
      expect(godot).toMatch(new RegExp(`^${snake}_\\w+=\\{`, 'm'));
      const addon = `addons/microloop_${snake}`;
      expect(Object.keys(project)).toEqual(
        expect.arrayContaining(['main.tscn', ...['_model.gd', '_game.gd', '_config.gd', '_config.tres'].map((end) => `${addon}/${snake}${end}`), `${addon}/README.md`, `${addon}/LICENSE.txt`]),
      );
      expect(project[`${addon}/${snake}_model.gd`]).toMatch(/^extends RefCounted$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toMatch(/^signal score_changed\(score: int\)$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toMatch(/^signal ended\(score: int\)$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toContain('func _unhandled_input(');
    }
  });

  it('run with no script error, parse error or warning, and quit with 0', () => {
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it.each(godotProjectSlugs)('%s: Space plays it; score changes and score_changed fires', (slug) => {
    const report = reports.find((candidate) => candidate.kit === slug);
    expect(report).toBeDefined();
    expect(report?.scoreAfter).not.toBe(report?.scoreBefore);
    expect(report?.scoreChanged).toBeGreaterThan(0);
    expect(report?.signals.length).toBeGreaterThan(0);
  });

  it.each(godotProjectSlugs)('%s: the game adds the input actions of its project.godot at run time (the base project has none of them)', (slug) => {
    const declared = [...(projects[slug]?.['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(reports.find((report) => report.kit === slug)?.actions).toEqual(expect.arrayContaining(declared));
  });

  it('MemoryTiles is played by focus + ui_accept on its tiles, focusable Buttons; the Right arrow moves the focus', () => {
    const report = reports.find((candidate) => candidate.kit === 'memory-tiles');
    expect(report?.focusMoved).toBe(true);
    expect(report?.signals).toEqual(expect.arrayContaining(['first', 'match']));
  });

  it('DoubleTapDash follows its .tres: two taps 200 ms apart phase with a 350 ms window, dash twice with 180 ms', () => {
    const narrow = reports.find((report) => report.kit === 'window-180');
    const wide = reports.find((report) => report.kit === 'window-350');
    expect(wide?.signals.slice(0, 2)).toEqual(['dash', 'phase']);
    expect(narrow?.signals.slice(0, 2)).toEqual(['dash', 'dash']);
  });
});
