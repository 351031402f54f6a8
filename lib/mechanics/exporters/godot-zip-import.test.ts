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
    // Exported to a phone it turns with the phone (review 15, R15-3): Godot's default is landscape (main.cpp
    // GLOBAL_DEF_BASIC("display/window/handheld/orientation", SCREEN_LANDSCAPE)), which the Android and iOS exports
    // write into the app as its only orientation; 6 is SCREEN_SENSOR (DisplayServer::ScreenOrientation).
    const display = /^\[display\]$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(projectGodot)?.[1] ?? '';
    expect(display).toMatch(/^window\/handheld\/orientation=6$/m);
    // Its first lines name the Run key on every desktop, as the README does.
    expect(projectGodot.split('\n').slice(0, 3).join('\n')).toContain('press F5 (Cmd+B on macOS)');
  });

  it.each(godotProjectSlugs.map((slug) => [slug]))('%s: the installed folder is the Godot project with the kit\'s README, licence and changelog beside project.godot, and nothing hidden (issue 44, G2)', (slug) => {
    const installed = installFromZip(downloadedZip(slug));
    const paths = [...installed.files.keys()];
    for (const file of ['project.godot', 'README.md', 'LICENSE.txt', 'CHANGELOG.md']) expect({ file, installed: installed.files.has(file) }).toEqual({ file, installed: true });
    expect(installed.files.get('README.md')).toMatch(/F5 \(Cmd\+B on macOS\)/);
    expect(installed.files.get('LICENSE.txt')).toBe('License\n');
    // No folder the editor skips (a .gdignore) and nothing a file browser hides (a name starting with a dot).
    expect(paths.filter((path) => path.split('/').some((part) => part.startsWith('.')))).toEqual([]);
    // The rest of the kit is there, in plain sight, in the kit's folder inside the project.
    const root = `${slug}-godot-starter-kit`;
    expect(paths.filter((path) => path.startsWith(`${root}/`)).sort()).toEqual(['CHANGELOG.md', 'LICENSE.txt', 'README.md', 'config.json', 'index.html'].map((file) => `${root}/${file}`));
  });
});
