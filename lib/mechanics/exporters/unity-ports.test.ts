/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unityPortSlugs, unitySourcePaths } from '../../../scripts/unity-sources.mjs';
import type { GoldenTrace, TraceMismatch, TraceRecord } from '../core/golden';
import { maxSubStepsPerSecond } from '../physics-dropper/model';
import { replayOnMono } from './mono-traces';

/**
 * The C# models (lib/mechanics/<slug>/unity/*Model.cs and the shared Mulberry32), compiled by mcs
 * with NO UnityEngine stub, replay every golden trace of their slug under mono, in one mono run,
 * and must print the TypeScript model's records: every number exact, to the bit (but for a slug's
 * named portTolerance, core/golden.ts).
 */
const mechanicsDir = join(__dirname, '..');

describe('the C# models reproduce the golden traces under mono', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-ports-'));
  const traces = unityPortSlugs.flatMap((slug) => JSON.parse(readFileSync(join(mechanicsDir, slug, 'traces', 'golden.json'), 'utf8')) as GoldenTrace[]);
  let results = new Map<string, TraceMismatch | null>();
  const printed = new Map<string, TraceRecord[]>();

  beforeAll(() => {
    // No UnityEngine stub among these files: the rules must compile without the engine.
    const models = [...new Set(unityPortSlugs.flatMap((slug) => unitySourcePaths(slug).filter((path) => path.endsWith('Model.cs') || path.endsWith('Mulberry32.cs'))))];
    results = replayOnMono(models, traces, dir, printed);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has traces for every ported model', () => {
    expect(new Set(traces.map((trace) => trace.slug))).toEqual(new Set(['physics-dropper', 'memory-tiles', 'double-tap-dash', 'bounce-chain', 'rhythm-clacker', 'timing-wheel']));
  });

  it.each(traces.map((trace) => `${trace.slug}/${trace.name}`))('%s: every record, event and number exact', (key) => {
    expect(results.has(key)).toBe(true);
    expect(results.get(key)).toBeNull();
  });

  it('physics-dropper/busiest: the C# model runs at most maxSubStepsPerSecond sub-steps a real second at the maxima', () => {
    const last = printed.get('physics-dropper/busiest')?.at(-1)?.state;
    expect(Number(last?.subSteps)).toBeGreaterThan(0);
    expect(Number(last?.subSteps) / Number(last?.time)).toBeLessThanOrEqual(maxSubStepsPerSecond);
  });
});
