import { clampAndSnap, type KeyOf, type ParamSpec, type Values } from './params';

/** Fields of a config.json that describe the document rather than set a value. */
const documentFields = new Set(['schemaVersion', 'template']);

/**
 * The values a game plays with, from whatever its host passed (a config.json, a literal, a URL's
 * values): each clamped and snapped to its range, a missing one (or one given as undefined or null) at its default. Anything that
 * changes or is dropped gets one warning naming it, so a misspelt key is never a silent default.
 */
export function readValues<P extends readonly ParamSpec[]>(
  params: P,
  given: unknown,
  gameName: string,
  warn: (message: string) => void = (message) => console.warn(message),
): Values<KeyOf<P>> {
  const fields: Record<string, unknown> = typeof given === 'object' && given !== null ? { ...given } : {};
  if (given !== undefined && given !== null && typeof given !== 'object') warn(`${gameName}: values must be an object of settings; playing the defaults`);
  const known = new Map(params.map((spec) => [spec.key, spec]));
  for (const key of Object.keys(fields)) {
    if (!known.has(key) && !documentFields.has(key)) {
      warn(`${gameName}: unknown setting "${key}" ignored (settings: ${[...known.keys()].join(', ')})`);
    }
  }
  return Object.fromEntries(
    params.map((spec) => {
      const raw = fields[spec.key];
      // null is "not given" as undefined is (a cleared field, JSON's null, `props.x ?? null`), as update() reads it.
      if (raw === undefined || raw === null) return [spec.key, spec.defaultValue];
      if (typeof raw !== 'number' || Number.isNaN(raw)) {
        warn(`${gameName}: setting "${spec.key}" is ${JSON.stringify(raw) ?? String(raw)}, not a number; using its default ${spec.defaultValue}`);
        return [spec.key, spec.defaultValue];
      }
      const value = clampAndSnap(spec, raw);
      if (value !== raw) warn(`${gameName}: setting "${spec.key}" = ${raw} is outside ${spec.min}–${spec.max} or off its step ${spec.step}; using ${value}`);
      return [spec.key, value];
    }),
  ) as Values<KeyOf<P>>;
}

/**
 * The values after an update: `next`'s settings over `current`, read as readValues reads them. A key given as
 * `undefined` keeps its value (a host's `update({ gravity: props.gravity })` with the prop unset retunes nothing);
 * anything that is not an object of settings keeps them all, with a warning.
 */
export function updateValues<P extends readonly ParamSpec[]>(
  params: P,
  current: Values<KeyOf<P>>,
  next: unknown,
  gameName: string,
  warn: (message: string) => void = (message) => console.warn(message),
): Values<KeyOf<P>> {
  if (typeof next !== 'object' || next === null) {
    if (next !== undefined && next !== null) warn(`${gameName}: update() takes an object of settings; keeping the current values`);
    return current;
  }
  const known = new Set<string>(params.map((spec) => spec.key));
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    // A key given as undefined or null (a prop left unset, a cleared field, JSON's null) keeps its value, as a
    // Godot Dictionary's null entry does; so does one that is not a number, with a warning.
    if (value === undefined || value === null) continue;
    if (known.has(key) && (typeof value !== 'number' || Number.isNaN(value))) {
      warn(`${gameName}: setting "${key}" is ${typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value))}, not a number; keeping ${String(current[key as KeyOf<P>])}`);
      continue;
    }
    given[key] = value;
  }
  return readValues(params, { ...current, ...given }, gameName, warn);
}

/** A seed for a run nobody asked to replay. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}
