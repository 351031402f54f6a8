// The C# of the Unity ports, for the kits: lib/mechanics/<slug>/unity/*.cs and its .asmdef, plus the
// shared lib/mechanics/core/unity/*.cs, as { "Runtime/<file>": text }. bundle-games.mjs writes them to
// public/games/<slug>.unity.json, which the browser fetches on a Unity kit's download (never with a page).
// The shared files go into the package's own namespace (namespace Microloop becomes Microloop.<Name>): the
// shell's public base class, MicroloopGame, is then a different type in each package, so a project with two
// Microloop packages never sees one name twice. So do the browser functions of MicroloopWeb.jslib (MicroloopWeb_ becomes
// MicroloopPhysicsDropperWeb_) and the plugin's file: Unity refuses two plugins of one name for one platform.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const defaultMechanicsDir = resolve(import.meta.dirname, '../lib/mechanics');

/** Slugs with a C# port: those whose folder holds a unity/ folder (lib/mechanics/core is shared, not a port). */
export function portSlugs(mechanicsDir = defaultMechanicsDir) {
  return readdirSync(mechanicsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'core' && existsSync(join(mechanicsDir, entry.name, 'unity')))
    .map((entry) => entry.name)
    .sort();
}

/** This repo's ports (lib/mechanics/exporters/unity-package.ts keeps the same list for the browser; a test compares them). */
export const unityPortSlugs = portSlugs();

/** Absolute paths of every .cs, .asmdef and .jslib a slug's package ships: its own, then the shared ones. */
export function unitySourcePaths(slug, mechanicsDir = defaultMechanicsDir) {
  const own = join(mechanicsDir, slug, 'unity');
  const shared = join(mechanicsDir, 'core', 'unity');
  if (!existsSync(own)) throw new Error(`${own} does not exist: ${slug} has no C# port`);
  const list = (dir) => readdirSync(dir).filter((file) => /\.(cs|asmdef|jslib)$/.test(file)).sort().map((file) => join(dir, file));
  const paths = [...list(own), ...list(shared)];
  const names = paths.map((path) => basename(path));
  if (!names.some((name) => name.endsWith('Model.cs')) || !names.some((name) => name.endsWith('Game.cs')) || !names.some((name) => name.endsWith('.asmdef'))) {
    throw new Error(`${own} needs a <Name>Model.cs, a <Name>Game.cs and an .asmdef`);
  }
  return paths;
}

/** "Microloop.PhysicsDropper": a slug's namespace, as its own .cs files declare it. */
export function packageNamespace(slug) {
  return `Microloop.${slug.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join('')}`;
}

/** "MicroloopPhysicsDropperWeb": the package's name for its browser plugin and the functions in it. */
export const webPluginName = (slug) => `${packageNamespace(slug).replace('.', '')}Web`;

/** A shared file in the package's namespace; it fails loudly when the file declares another. */
function intoPackage(text, path, slug) {
  const declared = /^namespace ([\w.]+)$/m.exec(text)?.[1];
  if (declared !== 'Microloop') throw new Error(`${path} must declare namespace Microloop (it declares ${declared ?? 'none'})`);
  return text.replace(/^namespace Microloop$/m, `namespace ${packageNamespace(slug)}`).replace(/\bMicroloopWeb_/g, `${webPluginName(slug)}_`);
}

/** { "Runtime/<file>": text } for a slug. */
export function unitySources(slug, mechanicsDir = defaultMechanicsDir) {
  const shared = join(mechanicsDir, 'core', 'unity');
  return Object.fromEntries(
    unitySourcePaths(slug, mechanicsDir).map((path) => {
      const text = readFileSync(path, 'utf8');
      if (path.endsWith('.jslib')) return [`Runtime/${basename(path).replace(/^MicroloopWeb/, webPluginName(slug))}`, text.replace(/\bMicroloopWeb_/g, `${webPluginName(slug)}_`)];
      return [`Runtime/${basename(path)}`, path.startsWith(shared) && path.endsWith('.cs') ? intoPackage(text, path, slug) : text];
    }),
  );
}

/** Writes <outDir>/<slug>.unity.json for every port; returns the file names. */
export function writeUnitySources(outDir, mechanicsDir = defaultMechanicsDir) {
  return portSlugs(mechanicsDir).map((slug) => {
    const file = `${slug}.unity.json`;
    writeFileSync(join(outDir, file), JSON.stringify(unitySources(slug, mechanicsDir)));
    return file;
  });
}
