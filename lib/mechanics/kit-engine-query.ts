// The `engine` query parameter of a template page: what its client code needs of the kit engines, apart
// from the port lists and the rest of kit-engines.ts so the page's JavaScript carries only this.

/** A kit's engine as the URL, the file name and the exporters spell it. */
export type KitEngine = 'unity' | 'godot' | 'js';

/** A template's kit engines, its own first. */
export type KitEngines = readonly [KitEngine, ...KitEngine[]];

export const kitEngineLabels: Readonly<Record<KitEngine, string>> = { unity: 'Unity', godot: 'Godot', js: 'JavaScript' };

export const engineParam = 'engine';

/** The `engine` of a query string when the template comes in it; otherwise (missing, junk, not offered) undefined. */
export function parseKitEngine(search: string | URLSearchParams, offered: readonly KitEngine[]): KitEngine | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = query.get(engineParam);
  return offered.find((engine) => engine === raw);
}

/**
 * The query string with `engine` set to the choice, or removed when it is the template's own engine (as
 * a slider at its default is left out), every other parameter kept in place. Starts with "?" or is empty.
 */
export function withKitEngine(search: string, engine: KitEngine, own: KitEngine): string {
  const query = new URLSearchParams(search);
  if (engine === own) query.delete(engineParam);
  else query.set(engineParam, engine);
  const text = query.toString();
  return text ? `?${text}` : '';
}
