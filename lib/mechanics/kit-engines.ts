import { kitEngineLabels, type KitEngine, type KitEngines } from './kit-engine-query';

export { engineParam, kitEngineLabels, parseKitEngine, withKitEngine, type KitEngine, type KitEngines } from './kit-engine-query';

// Which engines a template's starter kit comes in (the `engine` query codec is kit-engine-query.ts).
// Kept free of the exporters so a page can import it without their weight; the exporters read the
// port lists from here too, so a new port shows up on the pages by adding its slug below.

/** Templates whose Unity kit is a playable package (they have a C# port). */
export const unityPortSlugs: readonly string[] = ['physics-dropper', 'memory-tiles', 'double-tap-dash', 'bounce-chain', 'rhythm-clacker', 'timing-wheel'];

/** Templates whose Godot kit holds a playable Godot project (they have a GDScript port). */
export const godotProjectSlugs: readonly string[] = ['physics-dropper', 'double-tap-dash', 'bounce-chain', 'memory-tiles', 'rhythm-clacker', 'timing-wheel'];

/** The engines a template is made for, as SPEC.md names them (content/templates.ts's filter reads these). */
export const templateEngines = ['Unity', 'Godot', 'JS'] as const;
export type Engine = (typeof templateEngines)[number];

/** The catalog's engine (what a template is made for) as a kit engine. */
export const kitEngineOf: Readonly<Record<Engine, KitEngine>> = { Unity: 'unity', Godot: 'godot', JS: 'js' };

const kitEngineOrder: readonly KitEngine[] = ['unity', 'godot', 'js'];

/**
 * The engines a template's kit comes in: its own engine first, then the others it has a port for, in the
 * order Unity, Godot, JavaScript. Every template plays in JavaScript (its game.ts), so `js` is always there.
 */
export function kitEnginesFor(template: { slug: string; engine: Engine }): KitEngines {
  const own = kitEngineOf[template.engine];
  const ported = (engine: KitEngine) =>
    engine === 'js' || (engine === 'unity' ? unityPortSlugs : godotProjectSlugs).includes(template.slug);
  return [own, ...kitEngineOrder.filter((engine) => engine !== own && ported(engine))];
}

/** "Also for Godot and JavaScript": the engines besides its own; empty when there are none. */
export function alsoForText(template: { slug: string; engine: Engine }): string {
  const others = kitEnginesFor(template).slice(1).map((engine) => kitEngineLabels[engine]);
  if (others.length === 0) return '';
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(', ')} and ${others.at(-1)}`;
  return `Also for ${list}`;
}
