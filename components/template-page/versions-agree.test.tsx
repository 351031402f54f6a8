import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { unitySources } from '@/scripts/unity-sources.mjs';
import { templateBySlug, templates, templateSlug } from '@/content/templates';
import { mechanicBySlug } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { kitFilename } from '@/lib/mechanics/exporters/changelog';
import { buildStarterKit, type KitLicense, type KitOptions } from '@/lib/mechanics/exporters/kit';
import { kitEnginesFor, type KitEngine } from '@/lib/mechanics/kit-engines';
import { templateJsonLd } from './json-ld';
import { releasesFeedXml } from './releases-feed';
import { TemplatePage } from './template-page';

// One version, told five ways: the kit's manifest, its CHANGELOG.md, its zip's name, the template page
// (Changelog and JSON-LD) and the releases feed. Each is read back as its reader would, and all must agree.

const license: KitLicense = { text: 'License.\n', documentTitle: 'Terms of Service', leads: [] };
const mechanicsDir = join(__dirname, '../../lib/mechanics');

function kitFiles(slug: string, engine: KitEngine) {
  const mechanic = mechanicBySlug(slug)!;
  const options: KitOptions =
    engine === 'unity'
      ? { gameScript: '', engine, unitySources: unitySources(slug) }
      : engine === 'godot'
        ? { gameScript: '', engine, godotProject: godotSources(slug, mechanicsDir) }
        : { gameScript: '', engine, gameModule: 'export function createGame() {}', gameTypes: 'export declare function createGame(): void;' };
  return buildStarterKit(mechanic, defaultValues(mechanic.params), options, license);
}

/** The newest `## [version] - date` of a Keep a Changelog file. */
function changelogTop(text: string | undefined) {
  const match = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/m.exec(text ?? '');
  return { version: match?.[1], date: match?.[2] };
}

/** What the kit itself says its version is, from each place it says it. */
function versionsInKit(slug: string, engine: KitEngine, files: Record<string, string>): string[] {
  const snake = slug.replace(/-/g, '_');
  if (engine === 'unity') return [JSON.parse(files[`com.microloop.${slug}/package.json`]!).version];
  if (engine === 'godot') {
    return [
      /^config\/version="([^"]+)"$/m.exec(files['godot/project.godot']!)?.[1] ?? 'none',
      /^Version (\d+\.\d+\.\d+)/m.exec(files[`godot/addons/microloop_${snake}/README.md`]!)?.[1] ?? 'none',
    ];
  }
  return [JSON.parse(files['package.json']!).version];
}

function changelogsInKit(slug: string, engine: KitEngine, files: Record<string, string>) {
  const inside = engine === 'unity' ? `com.microloop.${slug}/CHANGELOG.md` : engine === 'godot' ? `godot/addons/microloop_${slug.replace(/-/g, '_')}/CHANGELOG.md` : 'CHANGELOG.md';
  return [files['CHANGELOG.md'], files[inside]].map(changelogTop);
}

function feedEntries() {
  const feed = new DOMParser().parseFromString(releasesFeedXml(), 'application/xml');
  return [...feed.getElementsByTagName('entry')].map((entry) => ({
    title: entry.getElementsByTagName('title')[0]?.textContent ?? '',
    updated: entry.getElementsByTagName('updated')[0]?.textContent ?? '',
    link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
  }));
}

describe.each(templates.map((template) => [template.name, templateSlug(template)] as const))('%s: one version everywhere', (name, slug) => {
  it('the kits, their changelogs and file names, the page, its JSON-LD and the feed agree', () => {
    const template = templateBySlug(slug)!;
    render(<TemplatePage template={template} />);
    const latest = within(screen.getByRole('region', { name: 'Changelog' })).getAllByRole('heading', { level: 3 })[0]!;
    const page = { version: /^Version (\S+)/.exec(latest.textContent ?? '')?.[1], date: latest.querySelector('time')?.getAttribute('dateTime') };
    expect(page.version).toMatch(/^\d+\.\d+\.\d+$/);

    expect(templateJsonLd(template)['@graph'][0].softwareVersion).toBe(page.version);

    // The feed's newest entry for this template.
    const entry = feedEntries().find((candidate) => candidate.link.includes(`/templates/${slug}/`));
    expect(entry).toMatchObject({ title: `${name} ${page.version}`, updated: `${page.date}T00:00:00Z` });

    for (const engine of kitEnginesFor({ slug, engine: template.engine })) {
      const files = kitFiles(slug, engine) as Record<string, string>;
      for (const version of versionsInKit(slug, engine, files)) expect({ engine, version }).toEqual({ engine, version: page.version });
      for (const top of changelogsInKit(slug, engine, files)) expect({ engine, ...top }).toEqual({ engine, ...page });
      expect(kitFilename({ slug }, engine)).toBe(`${slug}-${engine}-starter-kit-${page.version}.zip`);
    }
  });
});
