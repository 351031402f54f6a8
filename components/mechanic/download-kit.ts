import type { Engine } from '@/content/templates';
import { mechanicBySlug } from '@/lib/mechanics';
import type { Mechanic } from '@/lib/mechanics/core/mechanic';
import { defaultValues, valuesSummary, type Values } from '@/lib/mechanics/core/params';
import type { KitOptions } from '@/lib/mechanics/exporters/kit';
import { saveFile } from '@/components/playground/download';
import { notify } from '@/components/ui/notify';

const kitEngines = { Unity: 'unity', Godot: 'godot', JS: 'js' } as const;

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The Godot project the build wrote to /games/<slug>.godot.json, when the template has a Godot port. */
async function fetchGodotProject(slug: string) {
  const { godotProjectSlugs } = await import('@/lib/mechanics/exporters/godot-project');
  if (!(godotProjectSlugs as readonly string[]).includes(slug)) return undefined;
  return JSON.parse(await fetchText(`/games/${slug}.godot.json`)) as Record<string, string>;
}

export function kitFilename(mechanic: Pick<Mechanic, 'slug'>) {
  return `${mechanic.slug}-starter-kit.zip`;
}

/**
 * Builds the starter kit in the browser and saves it as a zip, with a toast either way. The
 * exporters and the game bundle are fetched here, on click, never with the page.
 */
export async function downloadStarterKit(mechanic: Mechanic, values: Values, engine: Engine): Promise<boolean> {
  const filename = kitFilename(mechanic);
  try {
    const [{ buildStarterKit, zipKit, hasUnityPort }, { templateLicense }] = await Promise.all([
      import('@/lib/mechanics/exporters/kit'),
      import('@/content/legal/template-license'),
    ]);
    const base = `/games/${mechanic.slug}`;
    const kitEngine = kitEngines[engine];
    const gameScript = await fetchText(`${base}.standalone.js`);
    const options: KitOptions =
      kitEngine === 'js'
        ? { gameScript, engine: kitEngine, gameModule: await fetchText(`${base}.mjs`), gameTypes: await fetchText(`${base}.d.ts`) }
        : kitEngine === 'godot'
          ? { gameScript, engine: kitEngine, godotProject: await fetchGodotProject(mechanic.slug) }
          : {
              gameScript,
              engine: kitEngine,
              // A Unity port's C# files, { "Runtime/<file>.cs": text }, written at build time by scripts/unity-sources.mjs.
              unitySources: hasUnityPort(mechanic) ? JSON.parse(await fetchText(`${base}.unity.json`)) : undefined,
            };
    const files = buildStarterKit(mechanic, values, options, templateLicense);
    saveFile({ filename, type: 'application/zip', bytes: zipKit(files) });
    void notify(`${mechanic.name} starter kit downloaded`, {
      variant: 'success',
      description: `${filename}: ${valuesSummary(mechanic.params, values)}`,
    });
    return true;
  } catch {
    void notify(`The ${mechanic.name} starter kit could not be built`, {
      variant: 'destructive',
      description: 'Nothing was downloaded. Check your connection and try again.',
    });
    return false;
  }
}

/** The starter kit of the template with this slug, at the values given (its defaults when left out). */
export async function downloadKitFor(slug: string, engine: Engine, values?: Values): Promise<boolean> {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic for ${slug}`);
  return downloadStarterKit(mechanic, values ?? defaultValues(mechanic.params), engine);
}
