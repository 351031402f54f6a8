import { zipSync, strToU8 } from 'fflate';
import type { Mechanic } from '../core/mechanic';
import { formatRange, formatValue, valuesSummary, type Values } from '../core/params';
import { godotFiles, godotReadmeSection } from './godot';
import { godotProjectFiles, godotProjectReadmeSection, type GodotSources } from './godot-project';
import { itchReadmeSection } from './itch';
import { kitVersion } from '../releases';
import { withKitVersion } from './changelog';
import { buildPageScript, pageScript } from './kit-page';
import { gameConfigJson, presetJson } from './json';
import { schemaVersion, type ExportFiles } from './names';
import { standaloneHtml } from './standalone';
import { unityFiles, unityReadmeSection } from './unity';
import type { KitEngine } from '../kit-engines';
import type { KitEvent } from '../core/mechanic';
import { hasUnityPort, unityPackageFiles, unityPackageReadmeSection, type UnitySources } from './unity-package';

export type { KitEngine } from '../kit-engines';

export { hasUnityPort } from './unity-package';

export type KitOptions =
  /**
   * `gameScript`: the build-time bundle `/games/<slug>.standalone.js`;
   * `unitySources`: a Unity port's C# (`/games/<slug>.unity.json`), required for the templates that have one.
   */
  | { gameScript: string; engine: 'unity'; unitySources?: UnitySources }
  /** `godotProject`: `/games/<slug>.godot.json`, the Godot project's files; without it, the settings resource only. */
  | { gameScript: string; engine: 'godot'; godotProject?: GodotSources }
  /**
   * `gameModule`: the readable ES module `/games/<slug>.mjs`, shipped as `src/<slug>.js`;
   * `gameTypes`: its declarations `/games/<slug>.d.ts`, shipped as `src/<slug>.d.ts`;
   * `gameSourceMap`: `/games/<slug>.mjs.map`, shipped as `src/<slug>.js.map`;
   * `pageBoot`: `/games/page-boot.mjs`, shipped as `src/page-boot.js`; with it index.html is built from
   * the two modules (kit-page.ts) and the kit ships build-page.mjs to rebuild it after an edit.
   */
  | { gameScript: string; engine: 'js'; gameModule: string; gameTypes: string; gameSourceMap?: string; pageBoot?: string };

/** `@microloop/rhythm-clacker`: the JavaScript kit's package name. */
export const jsPackageName = (mechanic: Pick<Mechanic, 'slug'>) => `@microloop/${mechanic.slug}`;

/** The events each game adds to the common ones, for the templates whose registry entry has no kit guide. */
const ownEvents: Readonly<Record<string, readonly KitEvent[]>> = {
  'physics-dropper': [],
  'double-tap-dash': [
    { name: 'onDash', payload: '{ score, distance }', when: 'a single tap started a dash; it fires on every single tap, the first of a double tap too' },
    { name: 'onPhase', payload: '{ combo, score }', when: 'the runner phased through a gate: the combo rose by one and its bonus was added to the score' },
  ],
  'memory-tiles': [{ name: 'onMatch', payload: '{ symbol, moves, matchedPairs, pairs }', when: 'a pair was found' }],
  'bounce-chain': [{ name: 'onBounce', payload: '{ chain, multiplier, points, score }', when: 'every bounce on a platform, before onScore reports the new total' }],
};

/** The package.json that makes the kit folder an npm package (`npm install ./<kit folder>`). */
export function jsPackageJson(mechanic: Mechanic, rebuildsPage = false): string {
  const entry = `./src/${mechanic.slug}.js`;
  const types = `./src/${mechanic.slug}.d.ts`;
  return `${JSON.stringify(
    {
      name: jsPackageName(mechanic),
      version: kitVersion(mechanic.slug),
      description: `The ${mechanic.name} microgame: its rules (createModel) and a canvas game on top (createGame), as a dependency-free ES module.`,
      type: 'module',
      main: entry,
      types,
      exports: {
        '.': { types, default: entry },
        './config.json': './config.json',
        './package.json': './package.json',
      },
      sideEffects: false,
      ...(rebuildsPage ? { scripts: { 'build:page': 'node build-page.mjs' } } : {}),
      files: ['src', 'config.json', 'index.html', 'README.md', 'CHANGELOG.md', 'LICENSE.txt'],
      license: 'SEE LICENSE IN LICENSE.txt',
      keywords: ['microloop', 'microgame', 'game', 'canvas', mechanic.slug],
    },
    null,
    2,
  )}\n`;
}

/**
 * The template license a kit ships: the site's Terms hold it (content/legal/template-license.ts), and the
 * caller passes it in, so this layer reads no site content.
 */
export type KitLicense = {
  /** LICENSE.txt, word for word. */
  readonly text: string;
  /** The document it comes from, e.g. "Terms of Service". */
  readonly documentTitle: string;
  /** The license's terms in a few words each ("Non-exclusive.", "Worldwide.", …), for the README. */
  readonly leads: readonly string[];
};

function engineFiles(mechanic: Mechanic, values: Values, options: KitOptions, license: KitLicense): ExportFiles {
  if (options.engine === 'js') {
    return {
      'package.json': jsPackageJson(mechanic, options.pageBoot !== undefined),
      [`src/${mechanic.slug}.js`]: options.gameModule,
      [`src/${mechanic.slug}.d.ts`]: options.gameTypes,
      ...(options.gameSourceMap ? { [`src/${mechanic.slug}.js.map`]: options.gameSourceMap } : {}),
      ...(options.pageBoot === undefined ? {} : { 'src/page-boot.js': options.pageBoot, 'build-page.mjs': buildPageScript(mechanic.slug) }),
    };
  }
  if (options.engine === 'unity' && hasUnityPort(mechanic)) {
    if (!options.unitySources) throw new Error(`The ${mechanic.name} Unity kit needs its C# sources (/games/${mechanic.slug}.unity.json)`);
    return unityPackageFiles(mechanic, values, options.unitySources, license.text);
  }
  if (options.engine === 'godot' && options.godotProject) return godotProjectFiles(mechanic, values, options.godotProject, license.text);
  return options.engine === 'unity' ? unityFiles(mechanic, values) : godotFiles(mechanic, values);
}

/**
 * The README's TypeScript sample: \`src/main.ts\` of a Vite \`vanilla-ts\` project as \`npm create vite\` writes it
 * (noUnusedLocals, noUnusedParameters: every import used), run in Chromium and type-checked by e2e/js-kits.spec.ts.
 */
export function tsSample(mechanic: Mechanic, configPath: string): string {
  const canvas = mechanic.surface === 'canvas';
  const markup = canvas ? '<canvas id="game" tabindex="0"></canvas>' : '<div id="game"></div>';
  return `// src/main.ts, in a page with ${markup}: the game on your tuned values.
import { createGame } from '${jsPackageName(mechanic)}';
import config from '${configPath}';

const surface = document.querySelector<${canvas ? 'HTMLCanvasElement' : 'HTMLElement'}>('#game');
if (!surface) throw new Error('No #game element');
const game = createGame(surface, config, { autoStart: true });
// Your view going away (a route change, a component unmounting) ends the game with it.
window.addEventListener('pagehide', () => game.destroy());
`;
}

/**
 * The README's Node sample: the rules on the tuned values, with no DOM. TypeScript accepts the JSON import
 * attribute Node requires under \`module\` \`nodenext\` (TS2823 under \`node16\`): e2e/js-kits.spec.ts compiles it so and runs it in Node.
 */
export function nodeSample(mechanic: Mechanic): string {
  return `// A Node program (package.json "type": "module", tsconfig "module": "nodenext"), beside a copy of config.json.
import { createModel } from '${jsPackageName(mechanic)}';
import config from './config.json' with { type: 'json' };

const model = createModel(config, 1);
for (let frame = 0; frame < 600; frame++) model.step(1 / 60);
console.log(JSON.stringify(model.snapshot()));
`;
}

/** What the README says about TypeScript's module settings and the JSON import, each proved by e2e/js-kits.spec.ts. */
export const typesSentence = `Types resolve with \`moduleResolution\` \`"bundler"\` (a Vite project) and \`"node16"\`/\`"nodenext"\`. \`config.json\`
holds your tuned values under the keys \`createGame\` reads. A bundler imports it as above (\`resolveJsonModule\`, on by
default under \`"bundler"\`); Node needs \`with { type: 'json' }\`, which TypeScript accepts under \`"module": "nodenext"\`
and rejects under \`"module": "node16"\` (TS2823), so a Node program uses \`nodenext\` (below).`;

function jsReadmeSection(mechanic: Mechanic, values: Values): string {
  const literal = mechanic.params.map((spec) => `${spec.key}: ${values[spec.key] ?? spec.defaultValue}`).join(', ');
  const canvas = mechanic.surface === 'canvas';
  const element = canvas ? 'canvas' : 'div';
  const slug = mechanic.slug;
  const settings = mechanic.params
    .map((spec) => `| \`${spec.key}\` | ${formatRange(spec)} | ${formatValue(spec, spec.defaultValue)} | ${spec.meaning} |`)
    .join('\n');
  const events = (mechanic.kitGuide?.events ?? ownEvents[slug] ?? []).map((event) => `- \`${event.name}(${event.payload})\`: ${event.when}.`).join('\n');
  const extras = [mechanic.audio ? '`setMuted(muted)`' : '', mechanic.calibration ? '`calibrate()`' : ''].filter(Boolean).join(' and ');
  return `## JavaScript

- \`package.json\`: the kit is an npm package, \`${jsPackageName(mechanic)}\` ${kitVersion(mechanic.slug)} (an ES module, \`sideEffects: false\`).
- \`src/${slug}.js\`: the game as a readable ES module with no dependencies, and \`src/${slug}.js.map\`, its source map
  back to the TypeScript it was built from.
- \`src/${slug}.d.ts\`: its TypeScript declarations (every option, event and payload, documented).

### Embed

\`\`\`html
<${element} id="game" tabindex="0" style="width: 640px; height: 480px"></${element}>
<script type="module">
  import { createGame } from './src/${slug}.js';

  const game = createGame(document.getElementById('game'), { ${literal} }, { autoStart: true });
</script>
\`\`\`

A page's ES modules load over HTTP, not from \`file://\`: serve the folder with your bundler's dev server or any
static server. \`index.html\` is the exception: it carries the game inline and plays from disk.

### Install it in your project

\`\`\`sh
npm install ./${slug}-js-starter-kit   # the unzipped folder; or npm pack it and install the .tgz
\`\`\`

\`\`\`ts
${tsSample(mechanic, `${jsPackageName(mechanic)}/config.json`)}\`\`\`

${typesSentence}

### Two layers

- **The rules**: \`createModel(values, seed)\` returns the game's model with no DOM at all, for Phaser, PixiJS, a
  server or a test. \`step(seconds)\` advances it and returns the events of that moment; its input methods and
  \`snapshot()\` are documented in the \`.d.ts\`. \`params\` is the settings' spec (key, range, step, default, meaning).
  The same values and seed replay the same run as \`createGame\` with that seed. In Node:

\`\`\`ts
${nodeSample(mechanic)}\`\`\`

${canvas ? `- **The canvas game**: \`createGame(canvas, values, options)\` draws the rules on a \`<canvas>\` and takes
  keys, mouse, pen and touch. By default it runs its own \`requestAnimationFrame\` loop; pass \`{ loop: 'manual' }\` to
  drive it from yours: \`game.step(seconds)\` then \`game.render()\` each frame (a step is capped at 50 ms).` : `- **The board**: \`createGame(element, values, options)\` fills an element with real \`<button>\` tiles.`}

### API

\`createGame(${element}, values, options)\` returns a handle with \`start()\`, \`pause()\`, \`reset()\`,
\`update(values)\` and \`destroy()\`${canvas ? ', `step(seconds)` and `render()`' : ''}${extras ? `, plus ${extras}` : ''}.
\`values\` may hold any subset of the settings below (a \`config.json\` as it is, too): a missing one takes its
default, and \`update()\` changes only what it is given. An unknown key, a value that is not a number, or one out
of range or off its step gets one \`console.warn\` naming it and the value played (clamped to its range).
The game pauses itself while the tab is hidden and, back on the tab, counts down 3, 2, 1 (on screen and in
\`onStatus\`) before it plays on; it follows \`prefers-reduced-motion\` and takes Space (on the
focused ${element}), a mouse's main button, a pen or one finger (the first; a right click opens no menu).
${canvas ? `A canvas with no CSS size keeps the size its \`width\`/\`height\` attributes give it; its backing store follows
\`devicePixelRatio\`.\n` : ''}
| setting | range | default | what it does |
| --- | --- | --- | --- |
${settings}

### Options and events

- \`autoStart\`: start at once instead of waiting for \`start()\`.
- \`seed\`: a number that makes the run's randomness replayable.
- \`reducedMotion\`: force calm drawing on or off (it follows the player's system setting when left out).
${canvas ? "- `loop`: `'auto'` (the default) or `'manual'`, as above.\n" : ''}- \`onStatus(text)\`: a short sentence of the game's state for a polite live region, at most one a second.
- \`onScore(score)\`: every change of the score.
- \`onEnd({ score, text })\`: the run is over and the game is paused; \`start()\` begins a new run from its first moment.
${events}
${mechanic.audio ? `\n${rhythmTimingModel(mechanic)}\n` : ''}${mechanic.kitGuide ? `\n${mechanic.kitGuide.customise}\n` : ''}
### index.html and your edits

\`index.html\` is built from \`src/${slug}.js\` and \`src/page-boot.js\` (its Play/Pause, Restart and status line),
inlined into one classic script so it plays from disk (\`file://\`) and on itch.io. **After editing either module, run
\`node build-page.mjs\`** (or \`npm run build:page\`; Node only, no dependencies) to put the edit into \`index.html\`.
Its tuned values sit in its \`<script type="application/json" id="config">\` block, under the same keys as
\`config.json\`.
`;
}

function rhythmTimingModel(mechanic: Mechanic): string {
  const latency = mechanic.params.find((spec) => spec.key === 'latency');
  const range = latency ? ` (${formatRange(latency)} in ${latency.step} ${latency.unit} steps)` : '';
  return `### Timing model

- Sounds are scheduled on the AudioContext's clock half a second ahead, so a late frame or a main thread stalled
  that long never moves or drops a clack; \`update()\`, muting and a new run \`stop()\` what is queued, and a pause
  suspends the AudioContext, which holds it until the resume. The notes you see follow what you hear: the song
  clock is the audio being output now, read from \`getOutputTimestamp()\` (or \`currentTime\` minus \`outputLatency\` and \`baseLatency\` where that is missing).
- A tap is timed by its event's \`timeStamp\`, mapped onto that clock, so neither a busy frame nor the output
  latency of the speakers makes it late. \`latency\` (Input Latency${range}) corrects what remains (the screen,
  Bluetooth headphones, which add 150–300 ms): positive when taps land late; \`calibrate()\` measures it.
- Sound can start only after a user gesture: call \`start()\` (or \`setMuted(false)\`) from a click, tap or key. Until
  the AudioContext runs, the game keeps time by frames.
- A first run opens with count-in ticks; pausing, resuming and \`update()\` never drop or move a scheduled clack
  (a resume holds the notes still until the sound catches up).`;
}

const engineLabels: Record<KitEngine, string> = { unity: 'Unity', godot: 'Godot 4', js: 'JavaScript' };

function engineSection(mechanic: Mechanic, values: Values, engine: KitEngine, godotProject = false) {
  if (engine === 'unity') return hasUnityPort(mechanic) ? unityPackageReadmeSection(mechanic) : unityReadmeSection(mechanic);
  if (engine === 'godot') return godotProject ? godotProjectReadmeSection(mechanic) : godotReadmeSection(mechanic);
  return jsReadmeSection(mechanic, values);
}

const madeWith = (mechanic: Mechanic, values: Values) =>
  `Made with Microloop from the ${mechanic.name} template with ${valuesSummary(mechanic.params, values)}.`;

/** The README of an engine download (the Playground's Unity and Godot exports). */
export function engineReadme(mechanic: Mechanic, values: Values, engine: KitEngine, godotProject = false): string {
  return `# ${mechanic.name} for ${engineLabels[engine]}

${madeWith(mechanic, values)}

${engineSection(mechanic, values, engine, godotProject)}`;
}

/** `godotProject`: the Godot kit holds the playable Godot project (godot-project.ts). */
export function kitReadme(mechanic: Mechanic, values: Values, engine: KitEngine, license: KitLicense, godotProject = false): string {
  const settingsOnly = engine !== 'js' && !(engine === 'unity' && hasUnityPort(mechanic)) && !(engine === 'godot' && godotProject);
  return `# ${mechanic.name} starter kit

${madeWith(mechanic, values)}

## What is in this kit

- \`index.html\`: the game, playable offline: open it in a browser. One file, no network requests.
  ${mechanic.howToPlay}
- \`config.json\`: your values as a JSON preset (schemaVersion ${schemaVersion})${engine === 'js' ? ', under the keys `createGame` reads' : ''}.
- ${engine === 'godot' && godotProject ? '`godot/`: the game as a Godot 4 project, described below.' : `The ${engineLabels[engine]} files described below.`}
- \`LICENSE.txt\`: the template license.
- \`CHANGELOG.md\`: what changed in each version; this kit is version ${kitVersion(mechanic.slug)}.

## What is not in this kit

- No art or audio files, menus or saved scores: everything the game shows is drawn by its code.
${settingsOnly ? `- No ${engineLabels[engine]} scenes or gameplay scripts: the ${engineLabels[engine]} files carry the tuned settings and their
  ranges; the playable game is the JavaScript inside \`index.html\`.\n` : ''}- ${engine === 'js' ? 'No dependencies: the module imports nothing, and `index.html` needs no server or build.' : 'No engine, library or build tool: nothing to install to play `index.html`.'}

${engineSection(mechanic, values, engine, godotProject)}
${itchReadmeSection}
## License

\`LICENSE.txt\` holds the template license of the Microloop ${license.documentTitle}, in short:
${license.leads.join(' ')}
`;
}

/** The starter kit's files: a playable page, the preset, the engine files, a README and the license. */
export function buildStarterKit(mechanic: Mechanic, values: Values, options: KitOptions, license: KitLicense): ExportFiles {
  return withKitVersion(mechanic, options.engine, {
    'index.html': standaloneHtml(
      mechanic,
      values,
      options.engine === 'js' && options.pageBoot !== undefined ? pageScript(options.gameModule, options.pageBoot) : options.gameScript,
    ),
    'README.md': kitReadme(mechanic, values, options.engine, license, options.engine === 'godot' && !!options.godotProject),
    'LICENSE.txt': license.text,
    // The JavaScript kit's config.json is what createGame reads; the engine kits keep the names their engines read.
    'config.json': options.engine === 'js' ? gameConfigJson(mechanic, values) : presetJson(mechanic, values),
    ...engineFiles(mechanic, values, options, license),
  });
}

export function zipKit(files: ExportFiles): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
