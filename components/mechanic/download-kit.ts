import { mechanicBySlug } from '@/lib/mechanics';
import type { Mechanic } from '@/lib/mechanics/core/mechanic';
import { defaultValues, valuesSummary, type Values } from '@/lib/mechanics/core/params';
import type { KitOptions } from '@/lib/mechanics/exporters/kit';
import { kitFilename, kitFolder } from '@/lib/mechanics/exporters/changelog';
import { godotProjectSlugs, kitEngineLabels, type KitEngine } from '@/lib/mechanics/kit-engines';
import { saveFile } from '@/components/playground/download';
import { notify } from '@/components/ui/notify';

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The Godot project the build wrote to /games/<slug>.godot.json, when the template has a Godot port. */
async function fetchGodotProject(slug: string) {
  if (!godotProjectSlugs.includes(slug)) return undefined;
  return JSON.parse(await fetchText(`/games/${slug}.godot.json`)) as Record<string, string>;
}

/**
 * Builds the starter kit in the browser and saves it as a zip, with a toast either way. The
 * exporters and the game bundle are fetched here, on click, never with the page.
 */
export async function downloadStarterKit(mechanic: Mechanic, values: Values, engine: KitEngine): Promise<boolean> {
  const filename = kitFilename(mechanic, engine);
  try {
    const [{ buildStarterKit, zipKit, hasUnityPort }, { templateLicense }] = await Promise.all([
      import('@/lib/mechanics/exporters/kit'),
      import('@/content/legal/template-license'),
    ]);
    const base = `/games/${mechanic.slug}`;
    const gameScript = await fetchText(`${base}.standalone.js`);
    const options: KitOptions =
      engine === 'js'
        ? {
            gameScript,
            engine,
            gameModule: await fetchText(`${base}.mjs`),
            gameTypes: await fetchText(`${base}.d.ts`),
            modelTypes: await fetchText(`${base}.model.d.ts`),
            pageBoot: await fetchText('/games/page-boot.mjs'),
          }
        : engine === 'godot'
          ? { gameScript, engine, godotProject: await fetchGodotProject(mechanic.slug) }
          : {
              gameScript,
              engine,
              // A Unity port's C# files, { "Runtime/<file>.cs": text }, written at build time by scripts/unity-sources.mjs.
              unitySources: hasUnityPort(mechanic) ? JSON.parse(await fetchText(`${base}.unity.json`)) : undefined,
            };
    const files = buildStarterKit(mechanic, values, options, templateLicense);
    saveFile({ filename, type: 'application/zip', bytes: zipKit(files, kitFolder(mechanic, engine)) });
    void notify(`${mechanic.name} starter kit downloaded`, {
      variant: 'success',
      description: `${filename} (${kitEngineLabels[engine]}): ${valuesSummary(mechanic.params, values)}`,
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

/** The starter kit of the template with this slug for this engine, at the values given (its defaults when left out). */
export async function downloadKitFor(slug: string, engine: KitEngine, values?: Values): Promise<boolean> {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic for ${slug}`);
  return downloadStarterKit(mechanic, values ?? defaultValues(mechanic.params), engine);
}
