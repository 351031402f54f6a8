/** @jest-environment node */
import { join } from 'node:path';
import { featuresOf, installFromZip, looksLikeVersion, supportedIn } from '@/e2e/godot-project-install';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { defaultValues } from '../core/params';
import { kitFolder } from './changelog';
import { godotProjectSlugs, type GodotSources } from './godot-project';
import { buildStarterKit, zipKit, type KitLicense } from './kit';

const license: KitLicense = { text: 'License\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
const mechanicsDir = join(__dirname, '..');

function downloadedZip(slug: string) {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic ${slug}`);
  const files = buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'godot', godotProject: godotSources(slug, mechanicsDir) as GodotSources }, license);
  return zipKit(files, kitFolder(mechanic, 'godot'));
}

describe('the Godot kit imported as its zip', () => {
  it.each(godotProjectSlugs.map((slug) => [slug]))('%s: the Project Manager finds the project, installs every file, and no editor from 4.3 to 4.6 asks to upgrade it', (slug) => {
    const installed = installFromZip(downloadedZip(slug));
    expect(installed.error).toBeUndefined();
    expect(installed.failed).toEqual([]);
    const projectGodot = installed.files.get('project.godot') ?? '';
    expect(projectGodot).toMatch(/^config_version=5$/m);
    // F5 plays: the main scene is set and is in the project.
    const mainScene = /^run\/main_scene="res:\/\/([^"]+)"$/m.exec(projectGodot)?.[1] ?? '';
    expect(installed.files.has(mainScene)).toBe(true);
    expect([...installed.files.keys()].filter((path) => path.endsWith('.gd')).length).toBeGreaterThan(2);
    for (const branch of ['4.3', '4.4', '4.5', '4.6']) {
      const unsupported = featuresOf(projectGodot).filter((feature) => !supportedIn(branch).has(feature));
      expect({ branch, unsupported, upgradeQuestion: unsupported.some(looksLikeVersion) }).toEqual({ branch, unsupported: [], upgradeQuestion: false });
    }
    expect(featuresOf(projectGodot)).toContain('GL Compatibility');
  });

  it('the rest of the kit lands in one folder the editor skips (.gdignore), not among the project\'s files', () => {
    const installed = installFromZip(downloadedZip('timing-wheel'));
    const root = 'timing-wheel-godot-starter-kit';
    expect(installed.files.has(`${root}/.gdignore`)).toBe(true);
    expect(installed.files.has(`${root}/README.md`)).toBe(true);
    expect([...installed.files.keys()].filter((path) => !path.startsWith(`${root}/`) && /\.(html|md|txt)$/.test(path) && !path.startsWith('addons/'))).toEqual([]);
  });
});
