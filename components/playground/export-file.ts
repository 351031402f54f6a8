import { strToU8 } from 'fflate';
import { exportActions, templateDownload, type ExportKind } from '@/content/playground';
import { physicsDropper } from '@/lib/mechanics';
import { godotProjectFiles, type GodotSources } from '@/lib/mechanics/exporters/godot-project';
import { itchFiles } from '@/lib/mechanics/exporters/itch';
import { presetJson } from '@/lib/mechanics/exporters/json';
import { templateLicense } from '@/content/legal/template-license';
import { engineReadme, zipKit } from '@/lib/mechanics/exporters/kit';
import { exportNames, type ExportFiles } from '@/lib/mechanics/exporters/names';
import { unityPackageFiles } from '@/lib/mechanics/exporters/unity-package';
import type { PhysicsDropperValues as Settings } from '@/lib/mechanics/physics-dropper/params';

export type ExportFile = { filename: string; type: string; bytes: Uint8Array<ArrayBuffer> };

const actions = [templateDownload, ...exportActions];

/** A file the build writes beside the site (scripts/bundle-games.mjs): the game bundle, a port's sources. */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.text();
}

const fetchGameScript = () => fetchText(exportNames(physicsDropper).standaloneScriptUrl);

/** The Godot project with the game as an addon (settings and preset in it): the game as Godot plays it (scripts/godot-sources.mjs wrote the files). */
async function godotExport(settings: Settings): Promise<ExportFiles> {
  const sources = JSON.parse(await fetchText(`/games/${physicsDropper.slug}.godot.json`)) as GodotSources;
  return { ...godotProjectFiles(physicsDropper, settings, sources, templateLicense.text), 'README.md': engineReadme(physicsDropper, settings, 'godot', true) };
}

const zipped: Record<Exclude<ExportKind, 'json'>, (settings: Settings) => Promise<ExportFiles>> = {
  // The UPM package of the Unity port (its C# fetched from the site, like the itch.io game bundle).
  unity: async (settings) => ({
    ...unityPackageFiles(physicsDropper, settings, JSON.parse(await fetchText(`/games/${physicsDropper.slug}.unity.json`)), templateLicense.text),
    'README.md': engineReadme(physicsDropper, settings, 'unity'),
  }),
  godot: godotExport,
  itch: async (settings) => itchFiles(physicsDropper, settings, await fetchGameScript()),
};

/** The file a button downloads: the JSON preset as it is, every engine export as a zip. */
export async function buildExportFile(kind: ExportKind, settings: Settings): Promise<ExportFile> {
  const action = actions.find((candidate) => candidate.kind === kind);
  if (!action) throw new Error(`Unknown export ${kind}`);
  if (kind === 'json') {
    return { filename: action.filename, type: 'application/json', bytes: strToU8(presetJson(physicsDropper, settings)) as Uint8Array<ArrayBuffer> };
  }
  return { filename: action.filename, type: 'application/zip', bytes: zipKit(await zipped[kind](settings)) };
}
