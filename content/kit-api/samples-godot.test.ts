/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mountKit, runGodot, type GodotRun } from '@/e2e/godot-runtime';
import { samplesIn } from './code-samples';
import { realKit } from './real-kits';

/**
 * Every GDScript sample the site shows (the API pages', the snippet, the tutorials') parsed and run in
 * a real Godot 4.6 (e2e/godot-runtime.ts) against the Godot kit of its template as the site builds
 * it: each sample's node gets the kit's main scene as its child, as the samples say, and all play
 * together for 6 s of game time after one Space tap (e2e/godot/sample_main.gd). No sample may raise an
 * error or warning; each connects to its game's signals, and one of them fires, except in
 * MemoryTiles' (its picks need the focus on a tile, which Space alone does not give).
 */
const samples = samplesIn('GDScript');
const slugs = [...new Set(samples.map((sample) => sample.slug))];
const memoryAddon = 'addons/microloop_memory_tiles';

/** Three levels for the MemoryTiles tutorial: copies of the kit's .tres with their own board size. */
function memoryLevels(project: Record<string, string>): Record<string, string> {
  const tres = project[`${memoryAddon}/memory_tiles_config.tres`] ?? '';
  const levels: Record<string, string> = {};
  for (const [index, size] of [2, 4, 6].entries()) {
    const level = tres.replace(/^board_size = \d+$/m, `board_size = ${size}`);
    if (level === tres && !tres.includes(`board_size = ${size}`)) throw new Error('The MemoryTiles .tres has no board_size line');
    levels[`${memoryAddon}/level_${index + 1}.tres`] = level;
  }
  return levels;
}

describe('the site’s GDScript samples run in Godot 4.6 against the kits', () => {
  let run: GodotRun;
  type Report = { loaded: boolean; connected: string[]; fired: Record<string, number> };
  const report = (index: number): Report | undefined => {
    const line = run.out.find((candidate) => candidate.startsWith(`SAMPLE ${index} `));
    return line === undefined ? undefined : (JSON.parse(line.slice(`SAMPLE ${index} `.length)) as Report);
  };

  beforeAll(async () => {
    const files: Record<string, string> = { 'sample_main.gd': readFileSync(join(__dirname, '../../e2e/godot/sample_main.gd'), 'utf8') };
    for (const slug of slugs) {
      const project = Object.fromEntries(
        Object.entries(realKit(slug, 'godot').files)
          .filter(([path]) => path.startsWith('godot/'))
          .map(([path, text]) => [path.slice('godot/'.length), text]),
      );
      mountKit(files, slug, slug === 'memory-tiles' ? { ...project, ...memoryLevels(project) } : project);
    }
    const plan = samples.map((sample, index) => {
      files[`samples/sample_${index}.gd`] = sample.code;
      const levels = sample.code.includes('@export var levels') ? { levels: [1, 2, 3].map((level) => `res://kits/memory-tiles/${memoryAddon}/level_${level}.tres`) } : undefined;
      return { slug: sample.slug, ...(levels && { resources: levels }) };
    });
    files['samples.json'] = JSON.stringify(plan);
    // One boot plays every sample: 50–95 s on this 2-core machine under load.
    run = await runGodot(files, 'sample_main.gd', 150_000);
    console.log(`Godot ran ${samples.length} samples in ${run.ms} ms`);
  }, 200_000);

  it('finds them: one per API page, the snippet and the tutorials’', () => {
    expect(samples.length).toBeGreaterThanOrEqual(9);
  });

  it('run with no script error, parse error or warning, and quit with 0', () => {
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it.each(samples.map((sample, index) => [sample.where, index, sample.slug, sample.code] as const))('%s: connects to the game’s signals, which fire', (_, index, slug, code) => {
    const sample = report(index);
    expect(sample?.loaded).toBe(true);
    const connects = [...code.matchAll(/game\.(\w+)\.connect\(/g)].map((match) => match[1]);
    expect(sample?.connected.sort()).toEqual([...new Set(connects)].sort());
    if (slug !== 'memory-tiles') expect(Math.max(0, ...Object.values(sample?.fired ?? {}))).toBeGreaterThan(0);
  });

  it('the MemoryTiles tutorial starts on its first level, a board of 2', () => {
    expect(run.out).toContain('Level 1: 2 tiles a side');
  });
});
