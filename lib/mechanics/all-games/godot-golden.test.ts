/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGodot, type GodotRun } from '@/e2e/godot-runtime';
import { mechanicBySlug } from '..';
import { godotScript } from '../exporters/godot';
import { exportNames } from '../exporters/names';
import { defaultValues } from '../core/params';
import { compareTraces, portTolerance, type GoldenTrace, type TraceRecord } from '../core/golden';
import { maxSubStepsPerSecond } from '../physics-dropper/model';

/**
 * The GDScript ports replay the TypeScript model's golden traces in a real Godot 4.6 (one boot for
 * every ported model) and must print the same records. Exact: the ports do the same + − × ÷, sqrt and
 * fmod on doubles in the same order, mulberry32 bit for bit, and Math.round as JavaScript rounds
 * (but for a slug's named portTolerance: TimingWheel's pow).
 */
const mechanicsDir = join(__dirname, '..');
const snake = (slug: string) => slug.replace(/-/g, '_');
const ported = readdirSync(mechanicsDir).filter(
  (slug) => existsSync(join(mechanicsDir, slug, 'trace.ts')) && existsSync(join(mechanicsDir, slug, 'godot', `${snake(slug)}_model.gd`)),
);
const golden = (slug: string) => JSON.parse(readFileSync(join(mechanicsDir, slug, 'traces', 'golden.json'), 'utf8')) as GoldenTrace[];

function mountFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'traced.json': JSON.stringify(ported.map(snake)),
    'golden_main.gd': readFileSync(join(__dirname, '../core/godot/tests/golden_main.gd'), 'utf8'),
  };
  for (const slug of ported) {
    const mechanic = mechanicBySlug(slug);
    if (!mechanic) throw new Error(`No mechanic ${slug}`);
    const folder = snake(slug);
    const godotDir = join(mechanicsDir, slug, 'godot');
    files[`${folder}/microloop_random.gd`] = readFileSync(join(__dirname, '../core/godot/microloop_random.gd'), 'utf8');
    files[`${folder}/${exportNames(mechanic).godotScript}`] = godotScript(mechanic, defaultValues(mechanic.params));
    for (const name of [`${folder}_model.gd`, `${folder}_trace.gd`]) files[`${folder}/${name}`] = readFileSync(join(godotDir, name), 'utf8');
    // Godot needs the inputs only; the records stay here to compare with.
    const scenarios = golden(slug).map((trace) => ({ ...trace, records: [], stepsInGodot: stepsInGodot(trace) }));
    files[`${folder}/golden.json`] = JSON.stringify(scenarios, (_key, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? exact(value) : value));
  }
  return files;
}

/** A fraction as its IEEE 754 bytes: Godot's JSON reader need not round a decimal as JavaScript does. */
function exact(value: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleLE(value);
  return `f64:${bytes.toString('hex')}`;
}

/**
 * GDScript in the web build runs PhysicsDropper's busiest board at ~2 ms a step on a quiet machine
 * (22 balls, 2,437 sub-steps a real second under the cap, model.ts's maxSubStepsPerSecond; 5.4 ms
 * at the 7,311 before it), so Godot replays its first 100 steps (1.7 s of play: releases, peg strikes,
 * bins and scores) and the records up to there are compared; the other models run whole.
 */
const maxGodotSteps: Partial<Record<string, number>> = { 'physics-dropper': 100 };
const stepsInGodot = (scenario: { slug: string; steps: number }) => Math.min(scenario.steps, maxGodotSteps[scenario.slug] ?? scenario.steps);

type PortRecord = { folder: string; name: string; ms: number; records: TraceRecord[] };

describe('GDScript ports replay the golden traces in Godot 4.6', () => {
  let run: GodotRun;
  let printed: PortRecord[] = [];

  beforeAll(async () => {
    run = await runGodot(mountFiles(), 'golden_main.gd', 40_000, { fastFrames: true });
    printed = run.out.filter((line) => line.startsWith('TRACE ')).map((line) => JSON.parse(line.slice(6)) as PortRecord);
    console.log(`Godot boot and every trace: ${run.ms} ms; per scenario: ${printed.map((trace) => `${trace.folder}/${trace.name} ${trace.ms} ms`).join(', ')}`);
  }, 60_000);

  it('covers all six templates: PhysicsDropper, DoubleTapDash, BounceChain, MemoryTiles, RhythmClacker and TimingWheel', () => {
    expect(ported).toEqual(expect.arrayContaining(['physics-dropper', 'double-tap-dash', 'bounce-chain', 'memory-tiles', 'rhythm-clacker', 'timing-wheel']));
  });

  it('runs with no script error, parse error or warning, and quits with 0', () => {
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it.each(ported)('%s: every scenario matches the TypeScript model exactly', (slug) => {
    const traces = golden(slug);
    for (const trace of traces) {
      const port = printed.find((candidate) => candidate.folder === snake(slug) && candidate.name === trace.name);
      expect(port).toBeDefined();
      const expected = trace.records.filter((record) => record.step < stepsInGodot(trace));
      expect(expected.some((record) => record.events.length > 0)).toBe(true);
      expect({ scenario: trace.name, mismatch: compareTraces(expected, port?.records ?? [], portTolerance[slug] ?? 0) }).toEqual({ scenario: trace.name, mismatch: null });
    }
  });

  it('physics_dropper/busiest: the GDScript model runs at most maxSubStepsPerSecond sub-steps a real second at the maxima', () => {
    const last = printed.find((trace) => trace.folder === 'physics_dropper' && trace.name === 'busiest')?.records.at(-1)?.state;
    expect(Number(last?.subSteps)).toBeGreaterThan(0);
    expect(Number(last?.subSteps) / Number(last?.time)).toBeLessThanOrEqual(maxSubStepsPerSecond);
  });
});
