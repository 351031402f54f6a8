/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareTraces, type GoldenTrace, type TraceFields, type TraceRecord, type TraceScalar } from '../core/golden';
import { unityPortSlugs, unitySourcePaths } from '../../../scripts/unity-sources.mjs';

/**
 * The C# models (lib/mechanics/<slug>/unity/*Model.cs and the shared Mulberry32), compiled by mcs
 * with NO UnityEngine stub, replay every golden trace of their slug under mono, in one mono run,
 * and must print the TypeScript model's records: every number exact, to the bit.
 */
const mechanicsDir = join(__dirname, '..');
const fixtures = join(__dirname, '__fixtures__');

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw new Error(`${command} is missing: sudo apt-get install -y mono-mcs mono-runtime`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** A double's IEEE bits as a signed 64-bit integer, the way TraceRunner.cs reads it. */
export function doubleBits(value: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return view.getBigInt64(0).toString();
}

/** TraceRunner.cs prints a double as "#" and 16 hex digits of its bits. */
function decode(value: TraceScalar): TraceScalar {
  if (typeof value !== 'string' || !/^#[0-9a-f]{16}$/.test(value)) return value;
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${value.slice(1)}`));
  return view.getFloat64(0);
}

const decodeFields = (fields: TraceFields): TraceFields => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

export function scenarioText(trace: GoldenTrace): string {
  const values = Object.entries(trace.values).map(([key, value]) => `${key}=${doubleBits(value)}`);
  const lines = [`scenario ${trace.slug} ${trace.name} ${trace.seed} ${doubleBits(trace.dt)} ${trace.steps} ${trace.sampleEvery} ${values.join(' ')}`];
  for (const input of trace.inputs) lines.push(['input', input.step, input.action, ...input.args.map((arg) => doubleBits(Number(arg)))].join(' '));
  lines.push('end');
  return lines.join('\n');
}

type PrintedRecord = TraceRecord & { trace: string };

describe('the C# models reproduce the golden traces under mono', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-ports-'));
  const traces = unityPortSlugs.flatMap((slug) => JSON.parse(readFileSync(join(mechanicsDir, slug, 'traces', 'golden.json'), 'utf8')) as GoldenTrace[]);
  const printed = new Map<string, TraceRecord[]>();

  beforeAll(() => {
    const exe = join(dir, 'TraceRunner.exe');
    const models = [...new Set(unityPortSlugs.flatMap((slug) => unitySourcePaths(slug).filter((path) => !path.endsWith('Game.cs'))))];
    // No UnityEngine stub on this command line: the rules must compile without the engine.
    run('mcs', ['-target:exe', '-nologo', '-warnaserror+', `-out:${exe}`, join(fixtures, 'TraceRunner.cs'), ...models]);
    const output = run('mono', [exe], traces.map(scenarioText).join('\n'));
    for (const line of output.split('\n').filter(Boolean)) {
      const record = JSON.parse(line) as PrintedRecord;
      printed.set(record.trace, [...(printed.get(record.trace) ?? []), { step: record.step, events: record.events.map(decodeFields), state: decodeFields(record.state) }]);
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has traces for both ported models', () => {
    expect(new Set(traces.map((trace) => trace.slug))).toEqual(new Set(['physics-dropper', 'memory-tiles']));
  });

  it.each(traces.map((trace) => [`${trace.slug}/${trace.name}`, trace] as const))('%s: every record, event and number exact', (key, trace) => {
    const actual = printed.get(key) ?? [];
    expect(actual.length).toBeGreaterThan(0);
    expect(compareTraces(trace.records, actual, 0)).toBeNull();
  });
});
