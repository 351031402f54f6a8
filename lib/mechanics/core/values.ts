import type { KeyOf, ParamSpec, Values } from './param-spec';

// What a page does with a mechanic's values: clamp and snap them, read them from the URL and write
// them back, and print them. Apart from params.ts so a page's JavaScript carries only this.

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
