/**
 * A mechanic's tunable parameters, declared once. Everything that shows, stores or exports a
 * setting (sliders, the URL, the Docs table, JSON, C#, GDScript) reads it from here.
 */
export type ParamSpec<K extends string = string> = {
  /** Short key used in the page URL (`?gravity=12`). */
  readonly key: K;
  /** The visible name; export names are derived from it (`Simulation Speed` → `simulationSpeed`, `simulation_speed`). */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown after the value; '' when the setting has no unit, '×' for a multiplier. */
  readonly unit: string;
  readonly defaultValue: number;
  /** Whole numbers only: an int in C# and GDScript. */
  readonly integer: boolean;
  /** One sentence of what the value does in the game: the slider hint, the docs, [Tooltip] and `##`. */
  readonly meaning: string;
};

export type Values<K extends string = string> = Readonly<Record<K, number>>;

/** Keeps the literal keys of a parameter list while checking each entry against ParamSpec. */
export function defineParams<const P extends readonly ParamSpec[]>(params: P): P {
  for (const spec of params) {
    if (!(spec.min < spec.max) || !(spec.step > 0)) throw new Error(`${spec.key}: bad range`);
    if (clampAndSnap(spec, spec.defaultValue) !== spec.defaultValue) throw new Error(`${spec.key}: default off the grid`);
    if (spec.integer && ![spec.min, spec.max, spec.step].every(Number.isInteger)) throw new Error(`${spec.key}: integer with fractions`);
  }
  return params;
}

export type KeyOf<P extends readonly ParamSpec[]> = P[number]['key'];

export function defaultValues<P extends readonly ParamSpec[]>(params: P): Values<KeyOf<P>> {
  return Object.fromEntries(params.map((spec) => [spec.key, spec.defaultValue])) as Values<KeyOf<P>>;
}

function decimalsOf(step: number) {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** Clamps a value into the range and snaps it to the step grid from min (no float dust). NaN gives the default. */
export function clampAndSnap(spec: ParamSpec, value: number): number {
  if (!Number.isFinite(value)) {
    if (Number.isNaN(value)) return spec.defaultValue;
    return clampAndSnap(spec, value > 0 ? spec.max : spec.min);
  }
  const clamped = Math.min(spec.max, Math.max(spec.min, value));
  // The last step at or below max, so a max off the grid never rounds up past it.
  const lastStep = Math.floor((spec.max - spec.min) / spec.step + 1e-9);
  const steps = Math.min(Math.round((clamped - spec.min) / spec.step), lastStep);
  const snapped = spec.min + steps * spec.step;
  return Number(snapped.toFixed(Math.max(decimalsOf(spec.step), decimalsOf(spec.min))));
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

/** Longest query value read as a number: anything longer is not a slider value and is ignored. */
export const maxQueryValueLength = 12;
// Linear: no nested or adjacent unbounded repeats, and it only ever sees short strings.
const plainNumber = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Room for a key and a percent-encoded value of maxQueryValueLength characters. */
const maxQueryPairLength = 64;

/** Drops pairs too long to hold a value before anything decodes them, so a huge hostile URL costs one split. */
function withoutLongPairs(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair.length <= maxQueryPairLength)
    .join('&');
}

/** Reads values from a query string; a missing, long or malformed value falls back to its default. */
export function parseValues<P extends readonly ParamSpec[]>(params: P, search: string | URLSearchParams): Values<KeyOf<P>> {
  const query = typeof search === 'string' ? new URLSearchParams(withoutLongPairs(search)) : search;
  return Object.fromEntries(
    params.map((spec) => {
      const raw = query.get(spec.key)?.trim() ?? '';
      const usable = raw.length > 0 && raw.length <= maxQueryValueLength && plainNumber.test(raw);
      return [spec.key, usable ? clampAndSnap(spec, Number(raw)) : spec.defaultValue];
    }),
  ) as Values<KeyOf<P>>;
}

/** `gravity=12.5&bounciness=0.4`: the values that differ from their defaults, in declaration order. */
export function serializeValues<P extends readonly ParamSpec[]>(params: P, values: Values<KeyOf<P>>): string {
  const changed = params.filter((spec) => values[spec.key as KeyOf<P>] !== spec.defaultValue);
  return new URLSearchParams(changed.map((spec) => [spec.key, String(values[spec.key as KeyOf<P>])])).toString();
}

export function isDefaultValues<P extends readonly ParamSpec[]>(params: P, values: Values<KeyOf<P>>): boolean {
  return params.every((spec) => values[spec.key as KeyOf<P>] === spec.defaultValue);
}

/** The one way a value is written for people: "9.8 m/s²", "5×", "0.7", "250 ms". */
export function formatValue(spec: Pick<ParamSpec, 'unit'>, value: number): string {
  if (!spec.unit) return String(value);
  return spec.unit === '×' ? `${value}×` : `${value} ${spec.unit}`;
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
