import { mechanics } from './index';
import { rhythmClackerParams } from './rhythm-clacker/params';
import { changeKinds, compareVersions, isSemver, kitReleases, kitVersion, releaseSlugs, releasesOf } from './releases';

const engines = ['unity', 'godot', 'js'] as const;

describe('the kit releases', () => {
  it('name the six templates by their mechanics’ slugs', () => {
    expect([...releaseSlugs].sort()).toEqual(mechanics.map((mechanic) => mechanic.slug).sort());
  });

  it('are semantic versions with real dates, newest first, each version once', () => {
    for (const release of kitReleases) {
      expect(isSemver(release.version)).toBe(true);
      expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${release.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(release.date);
    }
    for (let index = 1; index < kitReleases.length; index++) {
      expect(compareVersions(kitReleases[index - 1]!.version, kitReleases[index]!.version)).toBeGreaterThan(0);
      expect(kitReleases[index - 1]!.date >= kitReleases[index]!.date).toBe(true);
    }
  });

  it('write every change as one sentence of a Keep a Changelog kind, for templates that exist', () => {
    for (const release of kitReleases) {
      for (const engine of engines) {
        for (const change of release.changes[engine]) {
          expect(changeKinds).toContain(change.kind);
          expect(change.text).toMatch(/^\S.*[.)]$/);
          expect(change.text).not.toContain('\n');
          for (const slug of change.only ?? []) expect(releaseSlugs).toContain(slug);
        }
      }
    }
  });

  it('number each release from 3.0.0 on as Semantic Versioning does: a change a host must follow (breaking) or a removal is a major, an addition a minor, fixes a patch (review 35, Godot R35-2: 2.1.7 turned a method into a property)', () => {
    const parts = (version: string) => version.split('.').map(Number) as [number, number, number];
    const ordered = [...kitReleases].reverse();
    for (const [index, release] of ordered.entries()) {
      const before = ordered[index - 1];
      if (!before || parts(release.version)[0] < 3) continue;
      const lines = engines.flatMap((engine) => release.changes[engine]);
      const [major, minor, patch] = parts(release.version);
      const [lastMajor, lastMinor, lastPatch] = parts(before.version);
      const expected = lines.some((line) => line.breaking || line.kind === 'Removed') ? 'major' : lines.some((line) => line.kind === 'Added') ? 'minor' : 'patch';
      const bump = major > lastMajor && minor === 0 && patch === 0 ? 'major' : major === lastMajor && minor > lastMinor && patch === 0 ? 'minor' : major === lastMajor && minor === lastMinor && patch > lastPatch ? 'patch' : 'none';
      expect({ version: release.version, bump }).toEqual({ version: release.version, bump: expected });
    }
  });

  it('give every template something for every engine in every release', () => {
    for (const slug of releaseSlugs) {
      for (const release of releasesOf(slug)) for (const engine of engines) expect(release.changes[engine].length).toBeGreaterThan(0);
    }
  });

  it('say the Input Latency range the setting has, in every engine, and the tab-return countdown for every template (1.1.0)', () => {
    const latency = rhythmClackerParams.find((spec) => spec.key === 'latency');
    const release = (slug: string) => releasesOf(slug).find((candidate) => candidate.version === '1.1.0')!;
    for (const engine of engines) {
      expect(release('rhythm-clacker').changes[engine].map((change) => change.text).join(' ')).toContain(`Input Latency${engine === 'js' ? ' (`latency`)' : ''} goes up to ${latency?.max} ms`);
    }
    for (const slug of releaseSlugs) expect(release(slug).changes.js.map((change) => change.text)).toContain('Returning to the tab resumes after a 3 s countdown instead of at once.');
  });

  it('give a template only the changes that apply to it', () => {
    // 2.1.2: Godot lines for the five Node2D games only, one naming RhythmClacker's lane.
    const of = (slug: string) => releasesOf(slug).find((candidate) => candidate.version === '2.1.2')!;
    const rhythm = of('rhythm-clacker').changes.godot.map((change) => change.text).join(' ');
    const tiles = of('memory-tiles').changes.godot.map((change) => change.text).join(' ');
    expect(rhythm).toContain('RhythmClacker');
    expect(tiles).not.toContain('RhythmClacker');
    expect(tiles).not.toContain('touch tap');
    expect(of('memory-tiles').changes.godot.length).toBeLessThan(kitReleases.find((release) => release.version === '2.1.2')!.changes.godot.length);
  });

  it('put every kit at the newest version', () => {
    for (const slug of releaseSlugs) expect(kitVersion(slug)).toBe(kitReleases[0]!.version);
  });

  it('compare versions number by number', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9.9', '1.0.0')).toBeLessThan(0);
    expect(isSemver('1.01.0')).toBe(false);
    expect(isSemver('1.0')).toBe(false);
  });
});
