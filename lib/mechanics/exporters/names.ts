import type { Mechanic } from '../core/mechanic';

/** Files by their path inside the download, as text. */
export type ExportFiles = Readonly<Record<string, string>>;

/** Bumped whenever a field of the exported preset changes meaning or name. */
export const schemaVersion = 1;

function pascal(name: string) {
  return name.replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Every name a mechanic's exported files use, derived from its slug and name. */
export function exportNames(mechanic: Pick<Mechanic, 'slug' | 'name'>) {
  const snake = mechanic.slug.replace(/-/g, '_');
  return {
    /** `physics-dropper.config.json`, the JSON preset in every download. */
    presetFile: `${mechanic.slug}.config.json`,
    /** What `Resources.Load<TextAsset>` takes for the preset: its path without the extension. */
    presetResource: `${mechanic.slug}.config`,
    /** `PhysicsDropperConfig`: the C# and GDScript class. */
    className: `${pascal(mechanic.name)}Config`,
    /** `Microloop.PhysicsDropper` */
    csharpNamespace: `Microloop.${pascal(mechanic.name)}`,
    unityFolder: pascal(mechanic.name),
    godotFolder: snake,
    godotScript: `${snake}_config.gd`,
    godotResource: `${snake}_config.tres`,
    /** Where the site serves the build-time bundle the standalone page inlines. */
    standaloneScriptUrl: `/games/${mechanic.slug}.standalone.js`,
  };
}
