import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { defaultValues } from '../core/params';
import { godotProjectSlugs, type GodotSources } from './godot-project';
import { buildStarterKit, zipKit } from './kit';

const license = { text: 'The template license, word for word.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };

/**
 * For tests that play every Godot game in one boot: one project holding the six addons as the kits ship them (from
 * each kit's zip), with PhysicsDropper's own project.godot and main scene.
 */
export function sixAddonsProject(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const slug of godotProjectSlugs) {
    const mechanic = mechanicBySlug(slug);
    if (!mechanic) throw new Error(`No mechanic ${slug}`);
    const sources = godotSources(slug, join(__dirname, '..')) as GodotSources;
    const zip = zipKit(buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'godot', godotProject: sources }, license));
    for (const [path, bytes] of Object.entries(unzipSync(zip))) {
      if (!path.startsWith('godot/')) continue;
      const inside = path.slice('godot/'.length);
      if (inside.startsWith('addons/') || slug === 'physics-dropper') files[inside] = strFromU8(bytes);
    }
  }
  return files;
}
