// What bench/frame-cpu.mjs needs from the TypeScript (bundled by esbuild when it starts): each game's
// settings at their defaults and at their maxima, and its Godot kit's project as the download builds it.
import { join } from 'node:path';
import { mechanicBySlug } from '../lib/mechanics';
import type { Values } from '../lib/mechanics/core/params';
import { godotProjectFiles } from '../lib/mechanics/exporters/godot-project';
import { godotSources } from '../scripts/godot-sources.mjs';

export { runGodotProject } from '../e2e/godot-runtime';

function mechanicOf(slug: string) {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No game ${slug}`);
  return mechanic;
}

/** The game's settings: every one at its default, or every one at its maximum. */
export function kitValues(slug: string, which: 'defaults' | 'maxima'): Values {
  return Object.fromEntries(mechanicOf(slug).params.map((spec) => [spec.key, which === 'defaults' ? spec.defaultValue : spec.max]));
}

/** The Godot kit's godot/ folder for `values` (paths inside it), as "Download starter kit" builds it from the port's files. */
export function godotKit(slug: string, values: Values, root: string): Record<string, string> {
  const files = godotProjectFiles(mechanicOf(slug), values, godotSources(slug, join(root, 'lib/mechanics')), 'bench');
  return Object.fromEntries(Object.entries(files).flatMap(([path, text]) => (path.startsWith('godot/') && typeof text === 'string' ? [[path.slice('godot/'.length), text]] : [])));
}
export { cpuLongTasks } from '../e2e/frame-cost';
