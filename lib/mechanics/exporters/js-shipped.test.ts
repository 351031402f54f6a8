/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { mechanics } from '../index';
import { defaultValues } from '../core/params';
import { compatibility } from '../compatibility';
import { compareVersions, kitReleases, kitVersion, releasesOf } from '../releases';
import { jsShipped, shippedAdditions, shippedChanges, type JsShipped } from './js-shipped';
import { buildStarterKit, type KitLicense } from './kit';
import { digestOf, recordShipped } from './shipped-record';

// Issue 46 (N11): every release's changelog lists each removed or changed export, file, install path and default.
// What each release shipped is recorded once (scripts/js-shipped.mjs, from that release's checkout): 1.1.0 as the
// 2026-11-28 review downloaded it (70a407f), 1.2.0 (12f7939); the newest is built here, as the site builds it.

const fixtures = join(__dirname, '__fixtures__/js-shipped');
const license: KitLicense = { text: 'License.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
/** `digests`: each kit's files, hashed (from 2.1.0 on): a release's kit, once shipped, never changes under its version. */
type Recorded = { version: string; kits: Record<string, JsShipped>; digests?: Record<string, string> };

const recorded = (version: string) => JSON.parse(readFileSync(join(fixtures, `${version}.json`), 'utf8')) as Recorded;

/** What the newest release ships: each kit built by buildStarterKit with its module bundled as bundle-games bundles it. */
async function shippedNow(): Promise<Recorded> {
  const kits: Record<string, JsShipped> = {};
  const digests: Record<string, string> = {};
  for (const mechanic of mechanics) {
    const result = await build({ entryPoints: [join(__dirname, '..', mechanic.slug, 'game.ts')], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent' });
    const gameModule = result.outputFiles[0]?.text ?? '';
    const files = buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'js', gameModule, gameTypes: '', modelTypes: '', pageBoot: 'function bootStandalone() {}\nexport { bootStandalone };\n' }, license);
    digests[mechanic.slug] = digestOf(files);
    kits[mechanic.slug] = jsShipped(mechanic.slug, files, defaultValues(mechanic.params), mechanic.params, readFileSync(join(__dirname, '..', mechanic.slug, 'game.ts'), 'utf8'));
  }
  return { version: kitVersion(mechanics[0]!.slug), kits, digests };
}

describe('what each JavaScript kit release ships, against its changelog (N11)', () => {
  let now: Recorded;
  beforeAll(async () => {
    now = await shippedNow();
    if (process.env.WRITE_SHIPPED) recordShipped(join(fixtures, `${now.version}.json`), now);
  }, 60_000);

  it('records the newest release as it is built now, file for file (WRITE_SHIPPED=1 records it again on the day it ships; a kit changed after that needs a new version)', () => {
    expect(recorded(now.version)).toEqual(now);
  });

  const versions = readdirSync(fixtures)
    .map((file) => file.replace(/\.json$/, ''))
    .sort(compareVersions);

  it('matches what the template pages\' compatibility table says the JavaScript kit holds: a source map only if the kits ship one (the table kept 1.1.0\'s map after 1.2.0 removed it)', () => {
    const languageRow = compatibility.js.rows.find((row) => row.topic === 'Language level')?.value ?? '';
    const shipsMap = Object.values(now.kits).some((kit) => kit.sourceMap);
    expect({ saysMap: /source map/i.test(languageRow), shipsMap }).toEqual({ saysMap: shipsMap, shipsMap });
  });

  it('has a record of every release from 1.1.0 on', () => {
    expect(versions).toEqual(kitReleases.map((release) => release.version).filter((version) => compareVersions(version, '1.1.0') >= 0).sort(compareVersions));
  });

  it.each(versions.slice(1).map((version, index) => [versions[index]!, version] as const))('%s → %s: each removed or changed file, export, install path and default is a Removed or Changed line of the changelog', (before, after) => {
    const unlisted: string[] = [];
    for (const mechanic of mechanics) {
      const from = recorded(before).kits[mechanic.slug];
      const to = recorded(after).kits[mechanic.slug];
      if (!from || !to) continue;
      const lines = (releasesOf(mechanic.slug).find((release) => release.version === after)?.changes.js ?? [])
        .filter((change) => change.kind === 'Removed' || change.kind === 'Changed')
        .map((change) => change.text);
      for (const change of shippedChanges(mechanic.slug, from, to)) {
        if (!lines.some((line) => change.words.every((word) => line.includes(word)))) unlisted.push(`${mechanic.slug}: ${change.what} (a line with ${change.words.join(' and ')})`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it.each(versions.slice(1).map((version, index) => [versions[index]!, version] as const))('%s → %s: each field added to an entry of `params` is named by a line of the changelog (review 2 of 2026-11-29, K6)', (before, after) => {
    const unlisted: string[] = [];
    for (const mechanic of mechanics) {
      const from = recorded(before).kits[mechanic.slug];
      const to = recorded(after).kits[mechanic.slug];
      if (!from || !to) continue;
      const lines = (releasesOf(mechanic.slug).find((release) => release.version === after)?.changes.js ?? []).map((change) => change.text);
      for (const change of shippedAdditions(from, to)) {
        if (!lines.some((line) => change.words.every((word) => line.includes(word)))) unlisted.push(`${mechanic.slug}: ${change.what} (a line with ${change.words.join(' and ')})`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('would have caught 2.0.0\'s unlisted `device`: RhythmClacker\'s latency gained it since 1.2.0', () => {
    expect(shippedAdditions(recorded('1.2.0').kits['rhythm-clacker']!, recorded('2.0.0').kits['rhythm-clacker']!).map((change) => change.what)).toEqual(['params latency gains device']);
  });

  it('would have caught 1.2.0: its unlisted install change and dropped source map are found by the comparison', () => {
    const changes = shippedChanges('physics-dropper', recorded('1.1.0').kits['physics-dropper']!, recorded('1.2.0').kits['physics-dropper']!).map((change) => change.what);
    expect(changes).toEqual(expect.arrayContaining(['source map removed', 'npm install of the kit folder installs physics-dropper-game, not @microloop/physics-dropper']));
  });
});
