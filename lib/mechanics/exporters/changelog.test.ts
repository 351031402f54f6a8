import { physicsDropper, rhythmClacker, memoryTiles } from '../index';
import { changeKinds, kitReleases, kitVersion } from '../releases';
import { kitChangelog, kitFilename, withGodotVersion, withKitVersion } from './changelog';
import { buildStarterKit } from './kit';

/** The releases a Keep a Changelog file lists: `## [version] - date`, and the kinds under each. */
function parseChangelog(text: string) {
  return text
    .split(/^## /m)
    .slice(1)
    .map((block) => ({
      heading: block.split('\n')[0],
      kinds: [...block.matchAll(/^### (\w+)$/gm)].map((match) => match[1]),
      items: [...block.matchAll(/^- (.+)$/gm)].map((match) => match[1]),
    }));
}

describe('kitChangelog', () => {
  it('lists every release newest first as Keep a Changelog does, with this engine’s changes under their kinds', () => {
    const text = kitChangelog(physicsDropper, 'unity');
    expect(text.startsWith('# Changelog\n')).toBe(true);
    expect(text).toContain('[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)');
    expect(text).toContain('[Semantic Versioning](https://semver.org/spec/v2.0.0.html)');
    const releases = parseChangelog(text);
    expect(releases.map((release) => release.heading)).toEqual(kitReleases.map((release) => `[${release.version}] - ${release.date}`));
    const ours = kitReleases[0]!.changes.unity.filter((change) => !change.only || change.only.includes('physics-dropper'));
    expect(releases[0]!.items).toEqual(changeKinds.flatMap((kind) => ours.filter((change) => change.kind === kind).map((change) => change.text)));
    // Kinds in Keep a Changelog's order, each once: the newest release's, and 2.0.0's (which had three).
    expect(releases[0]!.kinds).toEqual(changeKinds.filter((kind) => ours.some((change) => change.kind === kind)));
    expect(releases.find((release) => release.heading?.startsWith('[2.0.0]'))?.kinds).toEqual(['Added', 'Changed', 'Fixed']);
  });

  it('says which kit it is and leaves out what belongs to another template', () => {
    expect(kitChangelog(rhythmClacker, 'godot')).toContain('RhythmClacker Godot kit');
    expect(kitChangelog(rhythmClacker, 'godot')).toContain('calibration clicks reach the audio output');
    expect(kitChangelog(memoryTiles, 'godot')).not.toContain('RhythmClacker');
    expect(kitChangelog(memoryTiles, 'js')).toContain('MemoryTiles JavaScript kit');
  });
});

describe('kitFilename', () => {
  it('names the template, the engine and the version', () => {
    expect(kitFilename(physicsDropper, 'godot')).toBe(`physics-dropper-godot-starter-kit-${kitVersion('physics-dropper')}.zip`);
    expect(kitFilename(physicsDropper, 'godot')).toMatch(/-\d+\.\d+\.\d+\.zip$/);
  });
});

describe('withGodotVersion', () => {
  const project = '; Engine configuration file.\n\nconfig_version=5\n\n[application]\n\nconfig/name="PhysicsDropper"\nrun/main_scene="res://main.tscn"\n\n[display]\n\nwindow/size/viewport_width=960\n';

  it('sets config/version as the last line of [application]', () => {
    const text = withGodotVersion(project, '1.2.3');
    expect(text).toContain('run/main_scene="res://main.tscn"\nconfig/version="1.2.3"\n\n[display]');
    expect(text.match(/config\/version/g)).toHaveLength(1);
  });

  it('replaces a version already there and adds the section when there is none', () => {
    expect(withGodotVersion(withGodotVersion(project, '1.0.0'), '2.0.0').match(/config\/version="[^"]*"/g)).toEqual(['config/version="2.0.0"']);
    expect(withGodotVersion('config_version=5\n', '1.0.0')).toBe('config_version=5\n\n[application]\n\nconfig/version="1.0.0"\n');
  });
});

describe('the kit README', () => {
  it('names the changelog and the version', () => {
    const readme = buildStarterKit(physicsDropper, {}, { gameScript: '', engine: 'godot' }, { text: '', documentTitle: 'Terms', leads: [] })['README.md'];
    expect(readme).toContain(`- \`CHANGELOG.md\`: what changed in each version; this kit is version ${kitVersion('physics-dropper')}.`);
  });
});

describe('withKitVersion', () => {
  it('adds the engine’s CHANGELOG.md at the root', () => {
    const files = withKitVersion(physicsDropper, 'godot', { 'README.md': 'read me' });
    expect(files['CHANGELOG.md']).toBe(kitChangelog(physicsDropper, 'godot'));
    expect(files['README.md']).toBe('read me');
    expect(files['package.json']).toBeUndefined();
  });

  it('writes the version into a JavaScript kit’s package.json, keeping the rest', () => {
    const own = withKitVersion(physicsDropper, 'js', { 'package.json': JSON.stringify({ name: '@x/y', version: '0.0.1', sideEffects: false }) });
    expect(JSON.parse(own['package.json']!)).toEqual({ name: '@x/y', version: kitVersion('physics-dropper'), sideEffects: false });
  });

  it('gives a JavaScript kit without one an installable package.json', () => {
    const manifest = JSON.parse(withKitVersion(physicsDropper, 'js', {})['package.json']!);
    expect(manifest).toMatchObject({
      name: '@microloop/physics-dropper',
      version: kitVersion('physics-dropper'),
      type: 'module',
      exports: { '.': { types: './src/physics-dropper.d.ts', default: './src/physics-dropper.js' } },
    });
  });
});
