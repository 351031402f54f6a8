import type { Mechanic } from '../core/mechanic';
import { kitEngineLabels, type KitEngine } from '../kit-engine-query';
import { kitFolder } from '../kit-quick-start';
import { changeKinds, kitVersion, releasesOf } from '../releases';
import type { ExportFiles } from './names';

// What a kit says about its version, from lib/mechanics/releases.ts: its CHANGELOG.md (Keep a
// Changelog 1.1.0), the version in its manifests and the version in its zip's file name.

/** The kit's CHANGELOG.md: every release of this template, newest first, with this engine's changes. */
export function kitChangelog(mechanic: Pick<Mechanic, 'slug' | 'name'>, engine: KitEngine): string {
  const releases = releasesOf(mechanic.slug).map((release) => {
    const changes = release.changes[engine];
    const sections = changeKinds
      .map((kind) => {
        const lines = changes.filter((change) => change.kind === kind).map((change) => `- ${change.text}`);
        return lines.length ? `### ${kind}\n\n${lines.join('\n')}\n` : '';
      })
      .filter(Boolean);
    return `## [${release.version}] - ${release.date}\n\n${sections.join('\n')}`;
  });
  return `# Changelog

All notable changes to the ${mechanic.name} ${kitEngineLabels[engine]} kit are documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and from 3.0.0 on this kit adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html) (some earlier patch
releases added to what a host can call).

${releases.join('\n')}`;
}

/** The one folder at the root of a kit's zip (kit-quick-start.ts, which the site reads without the exporters). */
export { kitFolder };

/** The zip's file name, which says the template, the engine and the version: `physics-dropper-unity-starter-kit-1.1.0.zip`. */
export function kitFilename(mechanic: Pick<Mechanic, 'slug'>, engine: KitEngine): string {
  return `${kitFolder(mechanic, engine)}-${kitVersion(mechanic.slug)}.zip`;
}

/**
 * `project.godot` with `config/version` in its `[application]` section set to the kit's version
 * (Godot's ProjectSettings `application/config/version`), whatever else the file holds.
 */
export function withGodotVersion(projectGodot: string, version: string): string {
  const line = `config/version="${version}"`;
  const lines = projectGodot.split('\n').filter((text) => !/^config\/version\s*=/.test(text));
  const application = lines.indexOf('[application]');
  if (application === -1) return `${lines.join('\n').replace(/\n*$/, '\n')}\n[application]\n\n${line}\n`;
  // After the section's last setting, before the blank line that ends it.
  let end = application + 1;
  for (let index = application + 1; index < lines.length && !lines[index]!.startsWith('['); index++) if (lines[index]!.trim()) end = index + 1;
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** A JavaScript kit's package.json where the kit brings none: enough for `npm install <kit folder>` and a bundler. */
function jsManifest(mechanic: Pick<Mechanic, 'slug' | 'name'>): Record<string, unknown> {
  return {
    name: `@microloop/${mechanic.slug}`,
    version: kitVersion(mechanic.slug),
    description: `The ${mechanic.name} microgame as an ES module.`,
    type: 'module',
    exports: { '.': { types: `./src/${mechanic.slug}.d.ts`, default: `./src/${mechanic.slug}.js` } },
    types: `./src/${mechanic.slug}.d.ts`,
    license: 'SEE LICENSE IN LICENSE.txt',
  };
}

/**
 * The kit's files with its version written in: a CHANGELOG.md at the root, the JavaScript kit's
 * package.json `version` (the whole manifest when the kit brings none). The Unity package and the Godot
 * addon write theirs themselves (unity-package.ts, godot-project.ts), as they travel without the kit.
 */
export function withKitVersion(mechanic: Pick<Mechanic, 'slug' | 'name'>, engine: KitEngine, files: ExportFiles): ExportFiles {
  const result: Record<string, string> = { ...files, 'CHANGELOG.md': kitChangelog(mechanic, engine) };
  if (engine === 'js') {
    const manifest = files['package.json'] ? (JSON.parse(files['package.json']) as Record<string, unknown>) : jsManifest(mechanic);
    result['package.json'] = `${JSON.stringify({ ...manifest, version: kitVersion(mechanic.slug) }, null, 2)}\n`;
  }
  return result;
}
