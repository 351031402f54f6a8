/**
 * Golden traces: the TypeScript model is the reference for every engine port. A trace is a model run
 * with a fixed seed, values and scripted input, stepped at a fixed dt; it records, per step where
 * anything happened, the events the model returned and a few numbers of its state. An engine port
 * (GDScript, C#) replays the same inputs and prints its own trace in the same shape; compareTraces
 * says where it first differs.
 */

/** A JSON scalar: what an event field or a state reading may hold. */
export type TraceScalar = number | string | boolean | null;
export type TraceFields = Record<string, TraceScalar>;

/** One scripted call into the model before step `step` is stepped: `action(...args)`. */
export type TraceInput = { readonly step: number; readonly action: string; readonly args: readonly TraceScalar[] };

export type TraceRecord = {
  readonly step: number;
  /** What the model returned or emitted during this step (inputs first, then the step), flattened. */
  readonly events: readonly TraceFields[];
  /** The state after this step. */
  readonly state: TraceFields;
};

export type GoldenTrace = {
  readonly slug: string;
  /** A name for the scenario, unique within the slug (e.g. "default", "bouncy"). */
  readonly name: string;
  readonly seed: number;
  readonly values: Readonly<Record<string, number>>;
  /** Seconds per step. */
  readonly dt: number;
  readonly steps: number;
  readonly inputs: readonly TraceInput[];
  /** Steps with events, plus every `sampleEvery`-th step and the last one. */
  readonly sampleEvery: number;
  readonly records: readonly TraceRecord[];
};

/** What a port needs to replay a trace: everything but the records. */
export type TraceScenario = Omit<GoldenTrace, 'records' | 'slug'>;

/** The model side of a trace: how to apply an input, step, and read the state. */
export type TraceDriver = {
  /** Applies one scripted input; returns the events it caused (may be none). */
  input(action: string, args: readonly TraceScalar[]): readonly TraceFields[];
  /** Steps `dt` seconds; returns the events of the step. */
  step(dt: number): readonly TraceFields[];
  state(): TraceFields;
};

/** Runs `scenario` on a fresh driver and records the trace. */
export function recordTrace(slug: string, scenario: TraceScenario, driver: TraceDriver): GoldenTrace {
  const records: TraceRecord[] = [];
  const inputsAt = new Map<number, TraceInput[]>();
  for (const input of scenario.inputs) inputsAt.set(input.step, [...(inputsAt.get(input.step) ?? []), input]);
  for (let step = 0; step < scenario.steps; step++) {
    const events: TraceFields[] = [];
    for (const input of inputsAt.get(step) ?? []) events.push(...driver.input(input.action, input.args));
    events.push(...driver.step(scenario.dt));
    if (events.length > 0 || step % scenario.sampleEvery === 0 || step === scenario.steps - 1) {
      records.push({ step, events, state: driver.state() });
    }
  }
  return { slug, ...scenario, records };
}

/**
 * The absolute tolerance an engine port's numbers get against a slug's golden traces; 0 (exact) for
 * every slug not named here. TimingWheel: its model ramps the spin by `ramp ** hits`, and V8's pow
 * (its own routine) and C's pow (mono's Math.Pow, Godot's pow) can differ by one ulp (1.08 ** 3 is
 * 1.2597120000000004 in V8, 1.2597120000000002 in glibc); that ulp rides on the speed and the angle,
 * far below 1e-12. Everything else in it is + − × ÷ in the same order and matches to the bit.
 */
export const portTolerance: Readonly<Record<string, number>> = { 'timing-wheel': 1e-12 };

export type TraceMismatch = { readonly step: number; readonly where: string; readonly expected: unknown; readonly actual: unknown };

/**
 * Compares a port's records with the golden ones. Numbers match exactly unless `tolerance` > 0
 * (absolute); strings, booleans and null always exactly. Returns the first mismatch, or null.
 */
export function compareTraces(expected: readonly TraceRecord[], actual: readonly TraceRecord[], tolerance = 0): TraceMismatch | null {
  const same = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a === b || Math.abs(a - b) <= tolerance : a === b;
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index++) {
    const want = expected[index];
    const got = actual[index];
    if (!want || !got || want.step !== got.step) {
      return { step: want?.step ?? got?.step ?? -1, where: 'record', expected: want?.step ?? 'no record', actual: got?.step ?? 'no record' };
    }
    if (want.events.length !== got.events.length) {
      return { step: want.step, where: 'events.length', expected: want.events, actual: got.events };
    }
    const fieldSets: [string, TraceFields, TraceFields][] = [
      ...want.events.map((event, at): [string, TraceFields, TraceFields] => [`events[${at}]`, event, got.events[at] ?? {}]),
      ['state', want.state, got.state],
    ];
    for (const [where, wantFields, gotFields] of fieldSets) {
      const keys = new Set([...Object.keys(wantFields), ...Object.keys(gotFields)]);
      for (const key of keys) {
        if (!same(wantFields[key], gotFields[key])) return { step: want.step, where: `${where}.${key}`, expected: wantFields[key], actual: gotFields[key] };
      }
    }
  }
  return null;
}
