// Bundles every mechanic's game (lib/mechanics/<slug>/game.ts) into public/games/ before `next build`:
//   <slug>.standalone.js  minified IIFE the standalone page inlines; it reads the preset from
//                         <script type="application/json" id="config"> and plays on #game
//   <slug>.mjs            readable ES module exporting createGame, createModel and params, for the
//                         JavaScript kits (shipped as src/<slug>.js), with <slug>.mjs.map
//   <slug>.d.ts           its types, bundled from the same TypeScript by dts-bundle-generator
//   <slug>.godot.json     the Godot kit's project files (scripts/godot-sources.mjs)
// Usage: node scripts/bundle-games.mjs
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';
import { writeUnitySources } from './unity-sources.mjs';
import { writeGodotSources } from './godot-sources.mjs';

const target = 'es2020';
/** The kits' module keeps class fields native, so it carries no bundler helpers (__publicField). */
const moduleTarget = 'es2022';
/** What a kit module must export: the canvas game, the rules and their param spec. */
const kitExports = ['createGame', 'createModel', 'params'];

/** Slugs of the folders under lib/mechanics that hold a game.ts. */
export function gameSlugs(mechanicsDir) {
  return readdirSync(mechanicsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(mechanicsDir, entry.name, 'game.ts')))
    .map((entry) => entry.name)
    .sort();
}

// The game's own module only, never the registry: each page carries its own game's words alone.
function standaloneEntry(slug, mechanicsDir, bootModule) {
  return `import { createGame, params } from ${JSON.stringify(join(mechanicsDir, slug, 'game'))};
import { bootStandalone } from ${JSON.stringify(bootModule)};

bootStandalone(createGame, params);
`;
}

/**
 * Fails on what makes the published module read like bundler output: esbuild's helpers, and a
 * name renamed apart from another (`layout2` beside `layout`).
 */
export function checkReadable(text, slug) {
  const helper = /\b__(?:publicField|defProp|defNormalProp|export|require|toESM|commonJS|name|async)\b/.exec(text);
  if (helper) throw new Error(`The ${slug} module holds the bundler helper ${helper[0]}`);
  const declared = new Set([...text.matchAll(/\b(?:function|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g)].map((match) => match[1]));
  const renamed = [...declared].filter((name) => /[A-Za-z]\d$/.test(name) && declared.has(name.replace(/\d+$/, '')));
  if (renamed.length > 0) throw new Error(`The ${slug} module holds names renamed apart by the bundler: ${renamed.join(', ')}`);
}

/** The map for src/<slug>.js in a kit: sources named from the repo root, their text embedded. */
function kitSourceMap(mapText, slug) {
  const map = JSON.parse(mapText);
  map.file = `${slug}.js`;
  map.sources = map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
  return `${JSON.stringify(map)}\n`;
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
      target: moduleTarget,
      legalComments: 'none',
      sourcemap: 'external',
      sourcesContent: true,
      write: false,
      logLevel: 'silent',
      metafile: true,
      outfile: join(outDir, `${slug}.mjs`),
    });
    const exports = Object.values(esModule.metafile.outputs).flatMap((output) => output.exports);
    const missing = kitExports.filter((name) => !exports.includes(name));
    if (missing.length > 0) throw new Error(`lib/mechanics/${slug}/game.ts does not export ${missing.join(', ')}`);
    const code = esModule.outputFiles.find((file) => file.path.endsWith('.mjs'));
    const map = esModule.outputFiles.find((file) => file.path.endsWith('.mjs.map'));
    if (!code || !map) throw new Error(`esbuild wrote no module or map for ${slug}`);
    const moduleText = textOf({ outputFiles: [code] }, slug);
    checkReadable(moduleText, slug);
    writeFileSync(join(outDir, `${slug}.standalone.js`), textOf(standalone, slug));
    // In a kit the module is src/<slug>.js beside src/<slug>.js.map.
    writeFileSync(join(outDir, `${slug}.mjs`), `${moduleText.trimEnd()}\n//# sourceMappingURL=${slug}.js.map\n`);
    writeFileSync(join(outDir, `${slug}.mjs.map`), kitSourceMap(map.text, slug));
    written.push(`${slug}.standalone.js`, `${slug}.mjs`, `${slug}.mjs.map`);
  }
  // The standalone page's boot as a readable module: a JavaScript kit ships it as src/page-boot.js, and
  // its index.html is the game module and this one inlined (exporters/kit-page.ts, build-page.mjs).
  const pageBoot = await build({
    entryPoints: [`${boot}.ts`],
    bundle: true,
    format: 'esm',
    target: moduleTarget,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const pageBootText = textOf(pageBoot, 'page-boot');
  checkReadable(pageBootText, 'page-boot');
  writeFileSync(join(outDir, 'page-boot.mjs'), pageBootText);
  written.push('page-boot.mjs');
  // One TypeScript program for every game's declarations: a program per game costs ~1.5 s each. Beside each
  // game's, the rules layer's alone (<slug>.model.d.ts, the kit package's `./model` types): createModel and
  // params re-exported from an entry of their own, so nothing of the canvas game, and no DOM type, is in it.
  const modelEntries = mkdtempSync(join(tmpdir(), 'model-entries-'));
  const modelEntry = (slug) => {
    const file = join(modelEntries, `${slug}.model.ts`);
    const game = JSON.stringify(join(mechanicsDir, slug, 'game'));
    const { types, values } = rulesExports(readFileSync(join(mechanicsDir, slug, 'game.ts'), 'utf8'));
    writeFileSync(file, `export { ${['createModel', 'params', ...values].join(', ')} } from ${game};\n${types.length ? `export type { ${types.join(', ')} } from ${game};\n` : ''}`);
    return file;
  };
  const output = { noBanner: true, exportReferencedTypes: true };
  let declarations;
  try {
    declarations = generateDtsBundle(
      [...slugs.map((slug) => ({ filePath: join(mechanicsDir, slug, 'game.ts'), output })), ...slugs.map((slug) => ({ filePath: modelEntry(slug), output }))],
      { preferredConfigPath: join(root, 'tsconfig.json') },
    );
  } finally {
    rmSync(modelEntries, { recursive: true, force: true });
  }
  slugs.forEach((slug, index) => {
    const text = declarations[index];
    if (!text?.includes('createGame')) throw new Error(`The ${slug} declarations have no createGame`);
    writeFileSync(join(outDir, `${slug}.d.ts`), withoutPrivateMembers(text));
    const model = declarations[slugs.length + index];
    if (!model?.includes('createModel')) throw new Error(`The ${slug} model declarations have no createModel`);
    // Types only: the words of strings and comments ("Double-Tap Window") are not types.
    const code = model.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
    const dom = /\b(HTML\w*Element|CanvasRenderingContext2D|Document|Window|KeyboardEvent|PointerEvent|AudioContext)\b/.exec(code);
    if (dom) throw new Error(`The ${slug} model declarations name the DOM type ${dom[1]}`);
    writeFileSync(join(outDir, `${slug}.model.d.ts`), withoutPrivateMembers(withDeclarationDocs(model, text)));
    written.push(`${slug}.d.ts`, `${slug}.model.d.ts`);
  });
  // The Unity ports' C#, fetched by a Unity kit's download.
  written.push(...writeUnitySources(outDir, mechanicsDir));
  // The Godot kits' projects (<slug>.godot.json), for the same click-time download.
  written.push(...writeGodotSources({ root, outDir }));
  return written;
}

/**
 * What a game module re-exports from its rules (model.ts, params.ts), its types and its values (the model class, the
 * pure rules): the `./model` entry, the same JavaScript, exports them too, so a name a host imports from one entry it
 * can import from the other (a deprecated alias among them, which nothing references and the bundler would otherwise
 * leave out: review 56, TW-1; the model classes: review 57). `params` is the entry's own already.
 */
export function rulesExports(gameSource) {
  const types = [];
  const values = [];
  for (const match of gameSource.matchAll(/^export (type )?\{([^}]*)\} from '\.\/(?:model|params)';/gm)) {
    for (const item of (match[2] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      if (match[1]) types.push(item);
      else if (item.startsWith('type ')) types.push(item.slice(5).trim());
      else if (!/\bas params$/.test(item)) values.push(item);
    }
  }
  return { types, values };
}

/**
 * Declarations without the classes' private members: each entry declares the rules' classes itself, and TypeScript
 * takes two declarations of a class with private members as two types, so a model made from `/model` could not be
 * given where the game's entry names its class (TS2322, review 59 jsb-1). Without them the two are one shape.
 */
export function withoutPrivateMembers(declarations) {
  return declarations.replace(/^[ \t]*(?:\/\*\*(?:[^*]|\*(?!\/))*\*\/\s*)?private [^\n]*;\n/gm, '');
}

/**
 * The rules layer's declarations with each top-level doc comment the game's declarations give the same name: the
 * bundler keeps a doc only on what an entry exports, and the model entry exports createModel and params, so
 * `MemoryModel`, `WheelEvent` and the like reached an editor from `<slug>.d.ts` alone (review 55, js-b-3). A name
 * the bundler renamed away from a global (`WheelEvent$1`, as the DOM has a WheelEvent) is looked up by its own.
 */
export function withDeclarationDocs(model, game) {
  const docs = new Map();
  for (const match of game.matchAll(/^(\/\*\*(?:[^*]|\*(?!\/))*\*\/)\n(?:export )?(?:declare )?(?:class|type|const|function) (\w+)/gm)) docs.set(match[2], match[1]);
  return model.replace(/^([^\n]*\n)?((?:export )?(?:declare )?(?:class|type) (\w+?)(?:\$\d+)?\b)/gm, (whole, before = '', declaration, name) => {
    const doc = docs.get(name);
    return doc && !before.trimEnd().endsWith('*/') ? `${before}${doc}\n${declaration}` : whole;
  });
}

if (process.argv[1]?.endsWith('bundle-games.mjs')) {
  bundleGames()
    .then((files) => console.log(`bundle-games: wrote ${files.map((file) => `public/games/${file}`).join(', ')}`))
    .catch((error) => {
      console.error(`bundle-games: ${error.message}`);
      process.exit(1);
    });
}
