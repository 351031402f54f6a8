/**
 * Node-only helpers for the tests that run the Unity ports under mono (jest and e2e): compile with
 * mcs, replay golden traces through __fixtures__/TraceRunner.cs, compare with the TypeScript records.
 * Never imported by the site.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Scenario, ScenarioStep, ViewPoint } from '../core/contract';
import { compareTraces, portTolerance, type GoldenTrace, type TraceFields, type TraceMismatch, type TraceRecord, type TraceScalar } from '../core/golden';

export const fixturesDir = join(__dirname, '__fixtures__');

/** Runs a tool to its end; `timeout` (ms) catches a hang: 10 s unless a run is known to need more on a loaded machine. */
export function runTool(command: string, args: string[], input?: string, timeout = 10_000, env?: Readonly<Record<string, string>>): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024, timeout, env: env ? { ...process.env, ...env } : undefined });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') throw new Error(`${command} is missing: sudo apt-get install -y mono-mcs mono-runtime`);
  if (result.error) throw new Error(`${command} ${args.join(' ')} did not finish: ${result.error.message}`);
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

/** A trace's scenario in TraceRunner.cs's input format. */
export function scenarioText(trace: GoldenTrace): string {
  const values = Object.entries(trace.values).map(([key, value]) => `${key}=${doubleBits(value)}`);
  const lines = [`scenario ${trace.slug} ${trace.name} ${trace.seed} ${doubleBits(trace.dt)} ${trace.steps} ${trace.sampleEvery} ${values.join(' ')}`];
  for (const input of trace.inputs) lines.push(['input', input.step, input.action, ...input.args.map((arg) => doubleBits(Number(arg)))].join(' '));
  lines.push('end');
  return lines.join('\n');
}

/**
 * Compiles TraceRunner.cs with the given model files (and no UnityEngine), replays every trace in
 * one mono run, and returns the first mismatch of each trace (null where it matched, exact but for the
 * slug's portTolerance), by "slug/name". `printedOut`, when given, receives the records mono printed.
 */
export function replayOnMono(
  modelFiles: readonly string[],
  traces: readonly GoldenTrace[],
  workDir: string,
  printedOut?: Map<string, TraceRecord[]>,
): Map<string, TraceMismatch | null> {
  const exe = join(workDir, 'TraceRunner.exe');
  // One define per slug whose traces are replayed: TraceRunner.cs compiles only those drivers.
  const defines = [...new Set(traces.map((trace) => `-define:${trace.slug.replace(/-/g, '_').toUpperCase()}`))];
  runTool('mcs', ['-target:exe', '-nologo', '-warnaserror+', ...defines, `-out:${exe}`, join(fixturesDir, 'TraceRunner.cs'), ...modelFiles]);
  const output = runTool('mono', [exe], traces.map(scenarioText).join('\n'));
  const printed = new Map<string, TraceRecord[]>();
  for (const line of output.split('\n').filter(Boolean)) {
    const record = JSON.parse(line) as TraceRecord & { trace: string };
    printed.set(record.trace, [...(printed.get(record.trace) ?? []), { step: record.step, events: record.events.map(decodeFields), state: decodeFields(record.state) }]);
  }
  for (const [key, records] of printed) printedOut?.set(key, records);
  return new Map(
    traces.map((trace) => {
      const key = `${trace.slug}/${trace.name}`;
      const actual = printed.get(key) ?? [];
      return [key, actual.length === 0 ? { step: -1, where: 'trace', expected: key, actual: 'nothing printed' } : compareTraces(trace.records, actual, portTolerance[trace.slug] ?? 0)];
    }),
  );
}

/**
 * Unity's Active Input Handling choices (Project Settings > Player), with and without the Input System
 * package installed. "New" or "Both" without the package can be chosen in 2022.3 (PlayerSettingsEditor.cs
 * has no check) and is what a Unity 6 template with the package removed has. The setups with the Input System
 * package are projects from Unity's templates, which also have com.unity.ugui and TextMesh Pro (2022.3's
 * com.unity.textmeshpro 3.0); so has the Input Manager's; the two without the package are bare projects that
 * removed the packages they do not use, uGUI and the UI Toolkit module (com.unity.modules.uielements) among them.
 */
/**
 * The tuned PhysicsDropper the unit run builds its Unity package with (unity-package.test.ts), as the Playground's
 * Export to Unity gives it at these settings (e2e/unity-kits.spec.ts holds that download to those bytes).
 */
export const tunedPhysicsDropper = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 } as const;

export const inputSetups = [
  { name: 'input-manager', handling: 'old', inputSystemPackage: null, ugui: '1.0.0', textMeshPro: '3.0.6', uitk: '1.0.0' },
  { name: 'input-system', handling: 'new', inputSystemPackage: '1.7.0', ugui: '1.0.0', textMeshPro: '3.0.6', uitk: '1.0.0' },
  { name: 'both', handling: 'both', inputSystemPackage: '1.7.0', ugui: '1.0.0', textMeshPro: '3.0.6', uitk: '1.0.0' },
  { name: 'input-system-without-package', handling: 'new', inputSystemPackage: null, ugui: null, textMeshPro: null, uitk: null },
  { name: 'both-without-package', handling: 'both', inputSystemPackage: null, ugui: null, textMeshPro: null, uitk: null },
] as const;

/** The packages a setup's project has installed, by name and version. */
export function installedPackages(setup: Pick<InputSetup, 'inputSystemPackage' | 'ugui' | 'textMeshPro'> & { readonly uitk?: string | null }): Record<string, string> {
  const versions: Record<string, string | null> = { 'com.unity.inputsystem': setup.inputSystemPackage, 'com.unity.ugui': setup.ugui, 'com.unity.textmeshpro': setup.textMeshPro, 'com.unity.modules.uielements': setup.uitk ?? null };
  return Object.fromEntries(Object.entries(versions).flatMap(([name, version]) => (version ? [[name, version]] : [])));
}

/** The defines that make UnityEngine.stub.cs the project's packages: the Input System, uGUI, TextMesh Pro and UI Toolkit as installed. */
export function stubDefines(setup: Pick<InputSetup, 'inputSystemPackage' | 'ugui' | 'textMeshPro'> & { readonly uitk?: string | null }): string[] {
  return [...(setup.inputSystemPackage ? ['STUB_INPUT_SYSTEM_PACKAGE'] : []), ...(setup.ugui ? ['STUB_UGUI'] : []), ...(setup.textMeshPro ? ['STUB_TMP'] : []), ...(setup.uitk ? ['STUB_UITK'] : [])];
}

export type InputSetup = (typeof inputSetups)[number];

/** The scripting defines the Player setting gives every assembly: they follow the setting, not the packages. */
export function playerDefines(setup: InputSetup): string[] {
  return [...(setup.handling === 'old' ? [] : ['ENABLE_INPUT_SYSTEM']), ...(setup.handling === 'new' ? [] : ['ENABLE_LEGACY_INPUT_MANAGER'])];
}

const versionParts = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

function compareVersions(a: string, b: string): number {
  const [left, right] = [versionParts(a), versionParts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * Whether a version meets an asmdef versionDefines expression, as Unity reads it: "1.0.0" is "1.0.0 or
 * newer"; "[1.0,2.0)" an interval, brackets inclusive, parentheses exclusive, either end may be empty;
 * "[1.2.3]" exactly that version.
 */
export function versionMatches(expression: string, version: string): boolean {
  const text = expression.trim();
  const interval = /^([[(])\s*([^,\])]*?)\s*(?:,\s*([^\])]*?)\s*)?([\])])$/.exec(text);
  if (!interval) return text !== '' && compareVersions(version, text) >= 0;
  const [, open, low = '', high, close] = interval;
  if (high === undefined) return open === '[' && close === ']' && compareVersions(version, low) === 0;
  if (low && compareVersions(version, low) < (open === '[' ? 0 : 1)) return false;
  if (high && compareVersions(version, high) > (close === ']' ? 0 : -1)) return false;
  return true;
}

type Asmdef = { readonly versionDefines?: readonly { readonly name: string; readonly expression: string; readonly define: string }[] };

/** The defines an assembly compiles with in a setup: the Player's, then its asmdef's versionDefines for the packages installed (each once). */
export function asmdefDefines(asmdefText: string, setup: InputSetup, installed: Record<string, string> = installedPackages(setup)): string[] {
  const asmdef = JSON.parse(asmdefText) as Asmdef;
  const fromPackages = (asmdef.versionDefines ?? []).flatMap((entry) => {
    const version = installed[entry.name];
    return version !== undefined && versionMatches(entry.expression, version) ? [entry.define] : [];
  });
  return [...new Set([...playerDefines(setup), ...fromPackages])];
}

/**
 * Scenarios (core/contract.ts) in GameHarness.cs's line format, for the Unity harness's replay: one
 * `scenario <slug> <name> <seed> <fps> <frames> <field>=<value>,...` line, then a `step <frame> <do> <args>`
 * line per step, settings named by the config's C# fields (`fieldOf`: a spec key to its field); a host
 * scenario (Scenario.host) adds `host <name>`, the harness knowing each Unity host by its scenario's name.
 */
export function unityScenarioText(slug: string, scenarios: readonly Scenario[], fieldOf: (key: string) => string): string {
  const settings = (values: Readonly<Record<string, number>> | undefined) =>
    Object.entries(values ?? {})
      .map(([key, value]) => `${fieldOf(key)}=${value}`)
      .join(',');
  const point = (at: ViewPoint) => `${at.x} ${at.y}`;
  const key = (name: string) => (name === ' ' ? 'Space' : name);
  const args = (step: ScenarioStep): string => {
    switch (step.do) {
      case 'key-down':
      case 'key-up':
        return key(step.key);
      case 'mouse-down':
      case 'mouse-up':
        return point(step.at);
      case 'touch-down':
      case 'touch-up':
        return `${step.finger} ${point(step.at)}`;
      case 'press-on':
        return `${step.pointer} ${step.target}`;
      case 'host-press':
        return `${step.pointer} ${point(step.at)}`;
      case 'update':
        return Object.entries(step.settings)
          .map(([name, value]) => `${fieldOf(name)}=${value}`)
          .join(' ');
      case 'probe':
        return step.read;
      default:
        return '';
    }
  };
  return scenarios
    .map((scenario) =>
      [
        `scenario ${slug} ${scenario.name} ${scenario.seed} ${scenario.fps} ${scenario.frames} ${settings(scenario.settings)}`.trimEnd(),
        ...(scenario.host ? [`host ${scenario.name}`] : []),
        ...scenario.script.map((step) => `step ${step.frame} ${step.do} ${args(step)}`.trimEnd()),
      ].join('\n'),
    )
    .join('\n');
}
