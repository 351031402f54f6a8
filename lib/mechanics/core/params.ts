import type { KeyOf, ParamSpec, Values } from './param-spec';
import { clampAndSnap, formatValue } from './values';

export type { KeyOf, ParamSpec, Values } from './param-spec';

export { clampAndSnap, formatValue, isDefaultValues, maxQueryValueLength, parseValues, serializeValues } from './values';

/** Keeps the literal keys of a parameter list while checking each entry against ParamSpec. */
export function defineParams<const P extends readonly ParamSpec[]>(params: P): P {
  for (const spec of params) {
    if (!(spec.min < spec.max) || !(spec.step > 0)) throw new Error(`${spec.key}: bad range`);
    if (clampAndSnap(spec, spec.defaultValue) !== spec.defaultValue) throw new Error(`${spec.key}: default off the grid`);
    if (spec.integer && ![spec.min, spec.max, spec.step].every(Number.isInteger)) throw new Error(`${spec.key}: integer with fractions`);
  }
  return params;
}

/**
 * Settings as a host gives them (createGame, update(), createModel): any subset, and a key given as undefined or
 * null is one not given (so `null`, and `undefined` under exactOptionalPropertyTypes, type-check as
 * the runtime takes them).
 */
export type Settings<K extends string> = { [P in K]?: number | null | undefined };

export function defaultValues<P extends readonly ParamSpec[]>(params: P): Values<KeyOf<P>> {
  return Object.fromEntries(params.map((spec) => [spec.key, spec.defaultValue])) as Values<KeyOf<P>>;
}

/** Every value clamped and snapped; a missing or non-number value becomes its default. */
export function sanitizeValues<P extends readonly ParamSpec[]>(params: P, values: Partial<Record<string, unknown>>): Values<KeyOf<P>> {
  return Object.fromEntries(
    params.map((spec) => {
      const raw = values[spec.key];
      return [spec.key, typeof raw === 'number' ? clampAndSnap(spec, raw) : spec.defaultValue];
    }),
  ) as Values<KeyOf<P>>;
}

/** "1–20 m/s²" */
export function formatRange(spec: Pick<ParamSpec, 'unit' | 'min' | 'max'>): string {
  return `${spec.min}–${formatValue(spec, spec.max)}`;
}

/** "Gravity 9.8 m/s², Bounciness 0.7, …" */
export function valuesSummary<P extends readonly ParamSpec[]>(params: P, values: Values<KeyOf<P>>): string {
  return params.map((spec) => `${spec.label} ${formatValue(spec, values[spec.key as KeyOf<P>])}`).join(', ');
}

function words(label: string): string[] {
  return label
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The JSON, JavaScript and C# field name: `Simulation Speed` → `simulationSpeed`. */
export function camelName(spec: Pick<ParamSpec, 'label'>): string {
  const [first = '', ...rest] = words(spec.label);
  return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The GDScript field name: `Simulation Speed` → `simulation_speed`. */
export function snakeName(spec: Pick<ParamSpec, 'label'>): string {
  return words(spec.label).join('_');
}

/** `{ gravity: 9.8, simulationSpeed: 5 }`: the values under their export names. */
export function exportedValues<P extends readonly ParamSpec[]>(params: P, values: Values<KeyOf<P>>): Record<string, number> {
  return Object.fromEntries(params.map((spec) => [camelName(spec), values[spec.key as KeyOf<P>]]));
}

/** Reads values back from their export names (a JSON preset); unknown or bad fields give defaults. */
export function importValues<P extends readonly ParamSpec[]>(params: P, exported: Record<string, unknown>): Values<KeyOf<P>> {
  return sanitizeValues(params, Object.fromEntries(params.map((spec) => [spec.key, exported[camelName(spec)]])));
}
