/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { godotSources } from '../../../scripts/godot-sources.mjs';
import { unitySources } from '../../../scripts/unity-sources.mjs';
import { mechanics } from '../index';
import { defaultValues } from '../core/params';
import { kitReleases, kitVersion } from '../releases';
import type { GodotSources } from './godot-project';
import { buildStarterKit, type KitLicense } from './kit';
import { digestOf, landedReleases, recordShipped } from './shipped-record';

// A release's Unity and Godot kits, once shipped, never change under their version (review 9: two different kits were
// both 2.0.0). Each kit's files are hashed as the site builds them (the page's game script aside) and recorded per
// release; a kit that changes after its release's day needs a new release. The JavaScript kits' record is
// js-shipped.test.ts's, which also compares each release with the one before.

const fixtures = join(__dirname, '__fixtures__/kit-digests');
const mechanicsDir = join(__dirname, '..');
const license: KitLicense = { text: 'License.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
type Digests = { version: string; unity: Record<string, string>; godot: Record<string, string> };

function digestsNow(): Digests {
  const now: Digests = { version: kitVersion(mechanics[0]!.slug), unity: {}, godot: {} };
  for (const mechanic of mechanics) {
    const values = defaultValues(mechanic.params);
    now.unity[mechanic.slug] = digestOf(buildStarterKit(mechanic, values, { gameScript: '', engine: 'unity', unitySources: unitySources(mechanic.slug) }, license));
    now.godot[mechanic.slug] = digestOf(buildStarterKit(mechanic, values, { gameScript: '', engine: 'godot', godotProject: godotSources(mechanic.slug, mechanicsDir) as GodotSources }, license));
  }
  return now;
}

describe('a shipped release\'s Unity and Godot kits', () => {
  const now = digestsNow();
  const file = join(fixtures, `${now.version}.json`);
  if (process.env.WRITE_SHIPPED) recordShipped(file, now);

  it('are what the newest release recorded, file for file (WRITE_SHIPPED=1 records it on the day it ships; a kit changed after that needs a new version)', () => {
    expect(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Digests) : null).toEqual(now);
  });

  it('refuses to record again a release shipped on an earlier day', () => {
    expect(() => recordShipped(file, now, '2999-01-01', [])).toThrow(/shipped on .*: add a release/);
  });

  it('refuses to record again a release that has landed, even on its own day, and every release before the newest has landed', () => {
    expect(() => recordShipped(file, now, kitReleases[0]!.date, [kitReleases[0]!.version])).toThrow(/has landed/);
    expect(kitReleases.slice(1).map((release) => release.version).filter((version) => !landedReleases.includes(version))).toEqual([]);
  });

  it('would see a change of one file', () => {
    const mechanic = mechanics[0]!;
    const files = buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'godot', godotProject: godotSources(mechanic.slug, mechanicsDir) as GodotSources }, license);
    const [first] = Object.keys(files).sort();
    expect(digestOf({ ...files, [first!]: `${files[first!]} ` })).not.toBe(now.godot[mechanic.slug]);
    expect(digestOf(files)).toBe(now.godot[mechanic.slug]);
  });
});
