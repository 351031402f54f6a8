// Bundles every mechanic's game (lib/mechanics/<slug>/game.ts) into public/games/ before `next build`:
//   <slug>.standalone.js  minified IIFE the standalone page inlines; it reads the preset from
//                         <script type="application/json" id="config"> and plays on #game
//   <slug>.mjs            readable ES module exporting createGame, for the JavaScript kits
//   <slug>.d.ts           its types, bundled from the same TypeScript by dts-bundle-generator
//   <slug>.godot.json     the Godot kit's project files (scripts/godot-sources.mjs)
// Usage: node scripts/bundle-games.mjs
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';
import { writeUnitySources } from './unity-sources.mjs';
import { writeGodotSources } from './godot-sources.mjs';

const target = 'es2020';

/** Slugs of the folders under lib/mechanics that hold a game.ts. */
export function gameSlugs(mechanicsDir) {
  return readdirSync(mechanicsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(mechanicsDir, entry.name, 'game.ts')))
    .map((entry) => entry.name)
    .sort();
}

function standaloneEntry(slug, mechanicsDir, bootModule) {
  return `import { createGame } from ${JSON.stringify(join(mechanicsDir, slug, 'game'))};
import { mechanicBySlug } from ${JSON.stringify(mechanicsDir)};
import { bootStandalone } from ${JSON.stringify(bootModule)};

const mechanic = mechanicBySlug(${JSON.stringify(slug)});
if (!mechanic) throw new Error(${JSON.stringify(`No mechanic ${slug} in the registry`)});
bootStandalone(createGame, mechanic.params);
`;
}

function textOf(result, slug) {
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${slug}`);
  // The standalone page must play from disk with no request; a URL in the bundle is a sign it would not.
  // XML namespace names (createElementNS) look like URLs but are never fetched.
  const urls = output.text.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '');
  if (/https?:\/\//.test(urls)) throw new Error(`The ${slug} bundle holds a URL; the standalone page must make no request`);
  return output.text;
}

/** Bundles each game; returns the files written, relative to outDir. */
export async function bundleGames({ root = process.cwd(), outDir = join(root, 'public/games'), bootModule } = {}) {
  const mechanicsDir = resolve(root, 'lib/mechanics');
  const boot = bootModule ?? join(mechanicsDir, 'exporters/standalone-boot');
  const slugs = gameSlugs(mechanicsDir);
  if (slugs.length === 0) throw new Error(`No ${mechanicsDir}/<slug>/game.ts to bundle`);
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const slug of slugs) {
    const standalone = await build({
      stdin: { contents: standaloneEntry(slug, mechanicsDir, boot), resolveDir: root, loader: 'ts', sourcefile: `${slug}.standalone.ts` },
      bundle: true,
      format: 'iife',
      minify: true,
      target,
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
    });
    const esModule = await build({
      entryPoints: [join(mechanicsDir, slug, 'game.ts')],
      bundle: true,
      format: 'esm',
      target,
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
      metafile: true,
      outfile: join(outDir, `${slug}.mjs`),
    });
    const exports = Object.values(esModule.metafile.outputs).flatMap((output) => output.exports);
    if (!exports.includes('createGame')) throw new Error(`lib/mechanics/${slug}/game.ts does not export createGame`);
    writeFileSync(join(outDir, `${slug}.standalone.js`), textOf(standalone, slug));
    writeFileSync(join(outDir, `${slug}.mjs`), textOf(esModule, slug));
    written.push(`${slug}.standalone.js`, `${slug}.mjs`);
  }
  // One TypeScript program for every game's declarations: a program per game costs ~1.5 s each.
  const declarations = generateDtsBundle(
    slugs.map((slug) => ({ filePath: join(mechanicsDir, slug, 'game.ts'), output: { noBanner: true, exportReferencedTypes: true } })),
    { preferredConfigPath: join(root, 'tsconfig.json') },
  );
  slugs.forEach((slug, index) => {
    const text = declarations[index];
    if (!text?.includes('createGame')) throw new Error(`The ${slug} declarations have no createGame`);
    writeFileSync(join(outDir, `${slug}.d.ts`), text);
    written.push(`${slug}.d.ts`);
  });
  // The Unity ports' C#, fetched by a Unity kit's download.
  written.push(...writeUnitySources(outDir, mechanicsDir));
  // The Godot kits' projects (<slug>.godot.json), for the same click-time download.
  written.push(...writeGodotSources({ root, outDir }));
  return written;
}

if (process.argv[1]?.endsWith('bundle-games.mjs')) {
  bundleGames()
    .then((files) => console.log(`bundle-games: wrote ${files.map((file) => `public/games/${file}`).join(', ')}`))
    .catch((error) => {
      console.error(`bundle-games: ${error.message}`);
      process.exit(1);
    });
}
