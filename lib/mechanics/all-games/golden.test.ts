/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareTraces, recordTrace, type GoldenTrace, type TraceRecord } from '../core/golden';

const mechanicsDir = join(__dirname, '..');
const traced = readdirSync(mechanicsDir).filter((slug) => existsSync(join(mechanicsDir, slug, 'trace.ts')));

describe('golden traces', () => {
  it('exist for PhysicsDropper at least', () => {
    expect(traced).toContain('physics-dropper');
  });

  it.each(traced)('%s: the committed traces/golden.json is what its TypeScript model does now', (slug) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { goldenTraces } = require(`../${slug}/trace`) as { goldenTraces: () => GoldenTrace[] };
    const committed = readFileSync(join(mechanicsDir, slug, 'traces', 'golden.json'), 'utf8');
    const fresh = `${JSON.stringify(goldenTraces())}\n`;
    // A rule change must regenerate the traces (node scripts/golden-traces.mjs), which the engine ports then must match.
    expect(fresh === committed).toBe(true);
    const traces = JSON.parse(committed) as GoldenTrace[];
    expect(new Set(traces.map((trace) => trace.name)).size).toBe(traces.length);
    for (const trace of traces) expect(trace.records.some((record) => record.events.length > 0)).toBe(true);
  });
});

describe('recordTrace', () => {
  it('applies inputs before the step, records steps with events, samples and the last step', () => {
    let count = 0;
    const trace = recordTrace(
      'counter',
      { name: 'n', seed: 1, values: {}, dt: 0.5, steps: 7, sampleEvery: 3, inputs: [{ step: 4, action: 'add', args: [10] }] },
      {
        input: (_action, args) => {
          count += Number(args[0]);
          return [{ type: 'added' }];
        },
        step: (dt) => {
          count += dt;
          return count === 1 ? [{ type: 'one' }] : [];
        },
        state: () => ({ count }),
      },
    );
    expect(trace.records.map((record) => record.step)).toEqual([0, 1, 3, 4, 6]);
    expect(trace.records[1]).toEqual({ step: 1, events: [{ type: 'one' }], state: { count: 1 } });
    expect(trace.records[3]).toEqual({ step: 4, events: [{ type: 'added' }], state: { count: 12.5 } });
  });
});

describe('compareTraces', () => {
  const golden: TraceRecord[] = [
    { step: 0, events: [], state: { score: 0, x: 1.5 } },
    { step: 3, events: [{ type: 'score', points: 10 }], state: { score: 10, x: 2.25 } },
  ];
  const copy = () => JSON.parse(JSON.stringify(golden)) as TraceRecord[];

  it('passes an identical run', () => {
    expect(compareTraces(golden, copy())).toBeNull();
  });

  it('names the first difference: a number, an event field, a missing record', () => {
    const moved = copy();
    (moved[1]!.state as Record<string, number>).x = 2.2500001;
    expect(compareTraces(golden, moved)).toEqual({ step: 3, where: 'state.x', expected: 2.25, actual: 2.2500001 });
    expect(compareTraces(golden, moved, 1e-6)).toBeNull();

    const otherEvent = copy();
    (otherEvent[1]!.events[0] as Record<string, unknown>).points = 25;
    expect(compareTraces(golden, otherEvent)?.where).toBe('events[0].points');

    expect(compareTraces(golden, copy().slice(0, 1))).toEqual({ step: 3, where: 'record', expected: 3, actual: 'no record' });
    expect(compareTraces(golden, [copy()[0]!, { ...copy()[1]!, events: [] }])?.where).toBe('events.length');
  });

  it('never lets a tolerance excuse a string or a null', () => {
    const renamed = copy();
    (renamed[1]!.events[0] as Record<string, unknown>).type = 'release';
    expect(compareTraces(golden, renamed, 1)?.where).toBe('events[0].type');
  });
});
