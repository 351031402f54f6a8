import { jsTypesFor } from '../all-games/contract-text';
import type { Mechanic } from '../core/mechanic';
import type { Values } from '../core/params';
import { kitVersion } from '../releases';
import { gameConfigDocument } from './json';
import { buildPageScript } from './kit-page';
import type { ExportFiles } from './names';
import { standaloneHtml } from './standalone';
import { tsSample, typesSentence } from './readme-samples';

/**
 * The JavaScript kit as a project in its ecosystem's habit (Phaser's templates: Vite, `npm run dev`,
 * `npm run build`): the unzipped folder is a private npm project whose one dependency is the game's
 * package, its src/ folder, installed by a `file:` specifier. The tuned values
 * (config.json) belong to the project, never to the package, so a package version is the same bytes
 * for every tuning (`npm ci` checks one integrity per version) and the package installs as it is into
 * another project.
 *
 *   package.json        private project: dev, build, preview, build:page
 *   config.json         the tuned values, the one copy (web/main.js imports it; build-page writes it into index.html)
 *   index.html          the whole game in one file, plays from disk (file://), rebuilt by build-page.mjs
 *   web/                Vite's root: index.html, main.js (imports the package, the page boot and config.json),
 *                       page-boot.js (the page's Play/Pause, Restart, Mute and Calibrate where the game has them, and status line)
 *   src/                @microloop/<slug>: <slug>.js (ES module, no dependencies) and <slug>.d.ts
 */

/** The Vite version the project asks for: Vite 8 (needs Node 20.19+ or 22.12+, as its own engines say; they name no npm). */
export const viteRange = '^8.3.0';

/**
 * The Node versions Vite 8 runs on, as its own package.json's `engines.node` says (e2e/js-kits.spec.ts reads the
 * installed Vite's, so this cannot drift): Node 21 and 22.0–22.11 are not among them (review 4 J5).
 */
export const viteNodeRange = '^20.19.0 || >=22.12.0';

/** The README's words for viteNodeRange. */
export const viteNodeWords = 'Node 20.19 or a later 20.x, or Node 22.12 or newer';

/** `@microloop/rhythm-clacker`: the JavaScript kit's package name. */
export const jsPackageName = (mechanic: Pick<Mechanic, 'slug'>) => `@microloop/${mechanic.slug}`;

/** `src`: the package's folder in the project (so the module keeps its path, `src/<slug>.js`). */
export const jsPackageDir = 'src';

/** The package's manifest: the same for every tuning; `private` because the template license forbids redistribution. */
export function jsPackageJson(mechanic: Mechanic, withModelTypes = false): string {
  const entry = `./${mechanic.slug}.js`;
  const types = `./${mechanic.slug}.d.ts`;
  // `./model`: the same module, typed as its rules layer alone, so a project without the DOM library compiles.
  const model = withModelTypes ? { './model': { types: `./${mechanic.slug}.model.d.ts`, default: entry } } : {};
  return `${JSON.stringify(
    {
      name: jsPackageName(mechanic),
      version: kitVersion(mechanic.slug),
      private: true,
      description: `The ${mechanic.name} microgame: its rules (createModel) and ${mechanic.slug === 'memory-tiles' ? 'a board of button tiles' : 'a canvas game'} on top (createGame), as a dependency-free ES module.`,
      type: 'module',
      main: entry,
      types,
      exports: { '.': { types, default: entry }, ...model, './package.json': './package.json' },
      sideEffects: false,
      files: [`${mechanic.slug}.js`, `${mechanic.slug}.d.ts`, ...(withModelTypes ? [`${mechanic.slug}.model.d.ts`] : []), 'LICENSE.txt'],
      license: 'SEE LICENSE IN LICENSE.txt',
      keywords: ['microloop', 'microgame', 'game', mechanic.slug === 'memory-tiles' ? 'dom' : 'canvas', mechanic.slug],
    },
    null,
    2,
  )}\n`;
}

/**
 * The project's manifest: an app's (private, no exports of its own), with the scripts a web developer expects, Vite
 * from the npm registry, and the game's package by `file:`.
 */
export function jsProjectPackageJson(mechanic: Mechanic): string {
  return `${JSON.stringify(
    {
      name: `${mechanic.slug}-game`,
      version: kitVersion(mechanic.slug),
      private: true,
      description: `The ${mechanic.name} microgame, ready to run: npm install, then npm run dev.`,
      type: 'module',
      // An app, not a package (N11): no main, types or exports. The package is src/ (`npm install ./<kit>/src`).
      scripts: {
        dev: 'vite web --open',
        build: 'vite build web --outDir ../dist --emptyOutDir --base ./',
        preview: 'vite preview web --outDir ../dist',
        'build:page': 'node build-page.mjs',
      },
      dependencies: { [jsPackageName(mechanic)]: `file:${jsPackageDir}` },
      devDependencies: { vite: viteRange },
      // The Node the project needs (Vite 8's floor), so npm says so before a failed install (review 3 of 2026-11-29, J5).
      engines: { node: viteNodeRange },
      license: 'SEE LICENSE IN LICENSE.txt',
    },
    null,
    2,
  )}\n`;
}

/** Vite's page: the kit page's markup with the preset left to main.js and the script a module. */
export function viteIndexHtml(mechanic: Mechanic, values: Values): string {
  // No values line in the footer: config.json is the one copy of them (index.html is built without it too).
  const page = standaloneHtml(mechanic, values, '', false);
  const tail = /<script type="application\/json" id="config">[^]*<\/script>\n<script>\n[^]*<\/script>\n<\/body>/.exec(page);
  if (!tail) throw new Error('The kit page has lost its config block or its script');
  const withoutValues = page
    .slice(0, tail.index);
  return `${withoutValues}<script type="application/json" id="config">{}</script>\n<script type="module" src="./main.js"></script>\n</body>${page.slice(tail.index + tail[0].length)}`;
}

function viteMain(mechanic: Mechanic): string {
  return `// The game as Vite serves it (npm run dev) and builds it (npm run build): the package, the page boot and
// your config.json, the one copy of your values.
import { createGame, params } from '${jsPackageName(mechanic)}';
import { bootStandalone } from './page-boot.js';
import config from '../config.json';

document.getElementById('config').textContent = JSON.stringify(config);
bootStandalone(createGame, params);
`;
}

/**
 * A module as bundle-games writes it, as a kit ships it: without its source map comment (the map's sources are not in
 * the kit) and without esbuild's `// lib/mechanics/<path>.ts` line above each bundled file's part, which names a
 * source file the kit does not have.
 */
export const shippedModule = (code: string) => code.replace(/^\/\/ lib\/mechanics\/\S+\.ts\n/gm, '').replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');

/** The project's files besides index.html, README.md, LICENSE.txt, config.json and CHANGELOG.md. */
export function jsProjectFiles(
  mechanic: Mechanic,
  values: Values,
  sources: { gameModule: string; gameTypes: string; modelTypes?: string; pageBoot?: string },
  license: string,
): ExportFiles {
  const dir = jsPackageDir;
  return {
    'package.json': jsProjectPackageJson(mechanic),
    '.gitignore': 'node_modules/\ndist/\n',
    [`${dir}/package.json`]: jsPackageJson(mechanic, sources.modelTypes !== undefined),
    ...(sources.modelTypes === undefined ? {} : { [`${dir}/${mechanic.slug}.model.d.ts`]: sources.modelTypes }),
    [`${dir}/LICENSE.txt`]: license,
    [`${dir}/${mechanic.slug}.js`]: shippedModule(sources.gameModule),
    [`${dir}/${mechanic.slug}.d.ts`]: jsTypesFor(mechanic.slug, sources.gameTypes),
    ...(sources.pageBoot === undefined
      ? {}
      : {
          'web/page-boot.js': shippedModule(sources.pageBoot),
          'build-page.mjs': buildPageScript(mechanic.slug),
          'web/index.html': viteIndexHtml(mechanic, values),
          'web/main.js': viteMain(mechanic),
        }),
  };
}

/** The README's first part of the JavaScript section: the project's files, its commands, the embed and the install elsewhere. */
export function jsProjectReadme(mechanic: Mechanic, values: Values): string {
  const slug = mechanic.slug;
  const root = `${slug}-js-starter-kit`;
  const dir = jsPackageDir;
  const canvas = mechanic.surface === 'canvas';
  const element = canvas ? 'canvas' : 'div';
  // config.json's values: a setting of the player's device left at its default (RhythmClacker's latency) is not
  // passed, since a value given wins over the device's stored calibration (review 4 M8, as J9 for config.json).
  const config = gameConfigDocument(mechanic, values);
  const literal = mechanic.params.filter((spec) => spec.key in config).map((spec) => `${spec.key}: ${config[spec.key]}`).join(', ');
  return `\`${root}/\` is a ready web project (Vite, as Phaser's templates use), around the game as an npm package:

- \`package.json\`: the project (\`private\`): \`npm run dev\`, \`npm run build\`, \`npm run preview\`, \`npm run build:page\`.
  Its one dependency is the package below, by a \`file:\` path; Vite comes from the npm registry (Vite 8: ${viteNodeWords}).
- \`config.json\`: your tuned values, the one copy: \`web/main.js\` imports it and \`npm run build:page\` writes it into \`index.html\`.
- \`web/index.html\`, \`web/main.js\` and \`web/page-boot.js\` (Play/Pause, Restart${mechanic.audio ? ', Mute' : ''}${mechanic.calibration ? ', Calibrate' : ''}, the status line): the page Vite serves and builds.
- \`${dir}/\`: the npm package \`${jsPackageName(mechanic)}\` ${kitVersion(slug)}, the same for every tuning:
  \`${dir}/${slug}.js\`, the game as a readable ES module with no dependencies (\`sideEffects: false\`),
  \`${dir}/${slug}.d.ts\`, its TypeScript declarations (every option and event, documented), and
  \`${dir}/${slug}.model.d.ts\`, the declarations of the rules alone, with no DOM type (the package's \`./model\`).

### Run it

\`\`\`sh
cd ${root}
npm install
npm run dev
\`\`\`

\`npm run dev\` serves the game and opens it in your browser; an edit to \`config.json\`, \`web/main.js\` or the package
reloads it.

### Build it for itch.io

\`\`\`sh
cd ${root}
npm run build
\`\`\`

\`dist/\` is then the game for the web with relative paths (\`index.html\` and \`assets/\`): zip what is inside \`dist/\`
and upload that zip to itch.io (below). \`npm run preview\` serves \`dist/\` to try it first.

### Embed

\`\`\`html
<${element} id="game" tabindex="0" style="width: 640px; height: 480px"></${element}>
<script type="module">
  import { createGame } from './${dir}/${slug}.js';

  const game = createGame(document.getElementById('game'), { ${literal} }, { autoStart: true });
</script>
\`\`\`

A page's ES modules load over HTTP, not from \`file://\`: serve the folder with your bundler's dev server or any
static server. \`index.html\` is the exception: it carries the game inline and plays from disk.

### Install the package in another project

From your project's folder, with the unzipped kit inside it (for a kit beside it, \`../\` in place of \`./\`):

\`\`\`sh
npm install ./${root}/${dir}
\`\`\`

\`\`\`ts
${tsSample(mechanic, jsPackageName(mechanic), './config.json')}\`\`\`

${typesSentence(jsPackageName(mechanic), mechanic.surface === 'canvas')}
`;
}

/** The README's part on the one-file index.html and how an edit reaches it. */
export function jsPageReadme(mechanic: Mechanic): string {
  const game = `${jsPackageDir}/${mechanic.slug}.js`;
  return `### index.html and your edits

\`index.html\` is built from \`${game}\`, \`web/page-boot.js\` (its Play/Pause, Restart${mechanic.audio ? ', Mute' : ''}${mechanic.calibration ? ', Calibrate' : ''} and status line) and
\`config.json\`, inlined into one classic script so it plays from disk (\`file://\`) and on itch.io as it is. **After
editing a module or \`config.json\`, run it again** (Node only, no dependencies; it stops with an error, writing nothing,
on a module it cannot inline):

\`\`\`sh
cd ${mechanic.slug}-js-starter-kit
npm run build:page
\`\`\`
`;
}
