import { zipSync, strToU8 } from 'fflate';
import { endText, eventMeaning, jsPauseWords, runsEnd as runsEndFor, soundWaitWords } from '../all-games/contract-text';
import { contractReadme } from './contract-readme';
import type { Mechanic } from '../core/mechanic';
import { formatRange, formatValue, valuesSummary, type Values } from '../core/params';
import { godotFiles, godotReadmeSection } from './godot';
import { godotAddonDir, godotProjectFiles, godotProjectReadmeSection, type GodotSources } from './godot-project';
import { itchReadmeSection } from './itch';
import { kitVersion } from '../releases';
import { board } from '../physics-dropper/board';
import { kitFolder, withKitVersion } from './changelog';
import { countWord, godotRunKeys, godotZipVersions, quickStart, type PlayRoute } from '../kit-quick-start';
import { pageScript } from './kit-page';
import { jsPackageDir, jsPackageName, jsPageReadme, jsProjectFiles, jsProjectReadme, shippedModule } from './js-project';
import { nodeSample } from './readme-samples';
import { gameConfigJson, presetJson } from './json';
import { schemaVersion, type ExportFiles } from './names';
import { standaloneHtml } from './standalone';
import { unityFiles, unityReadmeSection } from './unity';
import type { KitEngine } from '../kit-engines';
import type { KitEvent } from '../core/mechanic';
import { hasUnityPort, unityPackageFiles, unityPackageReadmeSection, type UnitySources } from './unity-package';

export type { KitEngine } from '../kit-engines';
export { jsPackageJson, jsPackageName } from './js-project';

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
   * `gameModule`: the readable ES module `/games/<slug>.mjs`, shipped as `src/<slug>.js` (the package's folder)
   * (without its source map, whose TypeScript sources the kit does not hold);
   * `gameTypes`: its declarations `/games/<slug>.d.ts`, shipped beside it as `<slug>.d.ts`;
   * `modelTypes`: the rules layer's alone, `/games/<slug>.model.d.ts` (no DOM type), the package's `./model`;
   * `pageBoot`: `/games/page-boot.mjs`, shipped as `web/page-boot.js`; with it index.html is built from
   * the two modules (kit-page.ts), and the kit ships build-page.mjs and the Vite page (js-project.ts).
   */
  | { gameScript: string; engine: 'js'; gameModule: string; gameTypes: string; modelTypes?: string; pageBoot?: string };

/** The events each game adds to the common ones, for the templates whose registry entry has no kit guide. */
/** Each game's own input on its rules, with the unit of any time it takes (they differ: DoubleTapDash's is in ms). */
const rulesInputs: Readonly<Record<string, string>> = {
  'physics-dropper': `\`drop(x)\` drops a ball at \`x\` in board units, 0 to ${board.width} from the left wall (near the middle when left out or null)`,
  'double-tap-dash': '`tap(timeMs)` taps at `timeMs`, in **milliseconds** on any clock you keep for every tap, where RhythmClacker\'s and TimingWheel\'s inputs take seconds (now on the rules\' play clock when left out or null)',
  'rhythm-clacker': '`tap(songTime)` judges a tap at `songTime`, in seconds of song from the first beat (now when left out or null), and `advanceTo(songTime)` moves the song to an audio clock of your own',
  'memory-tiles': '`begin()` starts a dealt board\'s peek, `flip(index)` picks a tile (row by row from the top left) and `nextBoard()` deals the next board once a board is cleared (before that it deals nothing and returns false)',
  'bounce-chain': '`steer(direction)` steers the ball (-1 left, 1 right, 0 straight on) and `nudge()` nudges it toward the nearest platform below but the last one bounced on, at most once every 0.4 s',
  'timing-wheel': '`press(after)` and `release(after)` charge and let go of the brake `after` seconds into the next step (now when left out or null)',
};

/** Where the rules' reset() or update() is not the game's. */
const rulesReset: Readonly<Record<string, string>> = {
  'rhythm-clacker': "`reset()` works as the game's does; `update(values)` starts the run over on a new Beat Map and keeps the song's place in beats on a new BPM (the game's `update()` starts the song over on either)",
  'memory-tiles': "`reset()` works as the game's does; `update(values)` too, but a new Board Size deals a board that waits for `begin()` (the game's `update()` begins its peek at once while it plays)",
};

const ownEvents: Readonly<Record<string, readonly KitEvent[]>> = {
  // The contract's words for its landed event (proved there), as onPause and onResume take theirs.
  'physics-dropper': [{ name: 'onLand', payload: '{ bin, points, score }', get when() { return eventMeaning('physics-dropper', 'landed').replace(/\.$/, ''); } }],
  'double-tap-dash': [
    {
      name: 'onJudged',
      payload: "{ result: 'dash' | 'phase' | 'not-ready' | 'phased' | 'passed' | 'lapse' | 'crash', score, combo, distance }",
      when: 'a tap, a gate or a phase\'s end was judged: dash on every single tap (the first of a double tap too), phased when the runner phased through a gate (the combo rose by one and its bonus was added to the score)',
    },
  ],
  'memory-tiles': [
    { name: 'onJudged', payload: "{ result: 'first' | 'match' | 'miss', symbol, moves, matchedPairs, pairs }", when: 'a pick counted: the first tile of a move, a match (before onScore reports the new total) or a miss' },
    { name: 'onClear', payload: '{ stars, moves, pairs, board, streak, score, text }', when: 'a board was cleared, after its last onScore: its grade; the next pick deals the next board' },
  ],
  'bounce-chain': [{ name: 'onBounce', payload: '{ chain, multiplier, points, score }', when: 'every bounce on a platform, before onScore reports the new total' }],
};

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
    return jsProjectFiles(mechanic, values, options, license.text);
  }
  if (options.engine === 'unity' && hasUnityPort(mechanic)) {
    if (!options.unitySources) throw new Error(`The ${mechanic.name} Unity kit needs its C# sources (/games/${mechanic.slug}.unity.json)`);
    return unityPackageFiles(mechanic, values, options.unitySources, license.text);
  }
  if (options.engine === 'godot' && options.godotProject) {
    return { ...godotProjectFiles(mechanic, values, options.godotProject, license.text), 'godot/README.md': godotProjectReadme(mechanic, values, license) };
  }
  return options.engine === 'unity' ? unityFiles(mechanic, values) : godotFiles(mechanic, values);
}

function jsReadmeSection(mechanic: Mechanic, values: Values): string {
  const canvas = mechanic.surface === 'canvas';
  const element = canvas ? 'canvas' : 'div';
  const slug = mechanic.slug;
  const runsEnd = runsEndFor(slug);
  const settings = mechanic.params
    .map((spec) => `| \`${spec.key}\` | ${formatRange(spec)} | ${formatValue(spec, spec.defaultValue)} | ${spec.meaning} |`)
    .join('\n');
  const events = (mechanic.kitGuide?.events ?? ownEvents[slug] ?? []).map((event) => `- \`${event.name}(${event.payload})\`: ${event.when}.`).join('\n');
  // Every kit's rules have the same shape (core/rules.ts): state, step, snapshot, reset, update, the game's input.
  const modelCall = `createModel(${mechanic.kitGuide?.modelArguments ?? 'values, seed'})`;
  const extras = [mechanic.audio ? '`setMuted(muted)`' : '', mechanic.calibration ? '`calibrate()`' : ''].filter(Boolean).join(' and ');
  return `## JavaScript

${jsProjectReadme(mechanic, values)}
### Two layers

- **The rules**: \`${modelCall}\` returns the game's rules with no DOM at all, for Phaser, PixiJS, a
  server or a test: the same core members in every Microloop kit (with each game's own input, named in the \`.d.ts\`), plain functions that work unbound
  (\`const { step } = rules\`). \`step(seconds)\` advances them${slug === 'bounce-chain' ? ' (at most 0.25 s a call: call it once a frame)' : slug === 'timing-wheel' ? ' (one long step moves the wheel as the short steps of the same time do)' : ''} and returns the events of that moment; \`snapshot()\` is a
  read-out of the score and the numbers a HUD shows${slug === 'memory-tiles' ? ', and each tile\'s face' : ''} (for a HUD or debugging${slug === 'memory-tiles' ? '' : ': draw the field from \`state\`'}; not a save, the random generator's state is
  not in it); \`state\` is the live model; ${rulesReset[slug] ?? "`reset()` and `update(values)` work as the game's do"}. Its input: ${rulesInputs[slug] ?? 'in the `.d.ts`'};
  the \`.d.ts\` documents each. \`params\` is the settings' spec (key, range, step, default, meaning).
  The same values and seed replay the same run as \`createGame\` with that seed. In Node:

\`\`\`ts
${nodeSample(jsPackageName(mechanic), undefined, mechanic.slug === 'memory-tiles' ? 'model.begin(); // the rules deal a board that waits for begin(): its peek, then play\n' : '')}\`\`\`

${canvas ? `- **The canvas game**: \`createGame(canvas, values, options)\` draws the rules on a \`<canvas>\` and takes
  keys, mouse, pen and touch. By default it runs its own \`requestAnimationFrame\` loop; pass \`{ loop: 'manual' }\` to
  drive it from yours: \`game.step(seconds)\` then \`game.render()\` each frame (a step is capped at 50 ms). In a page
  that scrolls, the canvas takes every touch while a run plays${runsEnd ? ' and after it ends' : ''} (\`touch-action: none\`: a swipe over it
  never scrolls the page${runsEnd ? ', and after a run\'s end a finger starts the next run at its press' : ''}); while the game waits for its first run
  or is paused it keeps your page's touch-action for the canvas (else \`manipulation\`), so a swipe over it scrolls.` : `- **The board**: \`createGame(element, values, options)\` fills an element with real \`<button>\` tiles.`}

### API

\`createGame(${element}, values, options)\` returns a handle with \`start()\`, \`pause()\`, \`focus()\`, \`reset()\`,
\`update(values)\` and \`destroy()\`${canvas ? ', `step(seconds)` and `render()`' : ''}${extras ? `, plus ${extras}` : ''}.
\`values\` may hold any subset of the settings below (a \`config.json\` as it is, too): a missing one takes its
default, and \`update()\` changes only what it is given. An unknown key, a value that is not a number, or one out
of range or off its step gets one \`console.warn\` naming it and the value played: one out of range or off its step
clamped to its range and put on its step, one that is not a number its default (in \`update()\`, the value it had).
It follows \`prefers-reduced-motion\`; its controls and what pausing, a hidden tab, \`reset()\`, \`update()\` and
\`destroy()\` do are under Controls and Behaviour below.
${canvas ? `A canvas with no CSS size keeps the size its \`width\`/\`height\` attributes give it; its backing store follows
\`devicePixelRatio\` and your CSS scale (a scale-to-fit wrapper), so the picture stays sharp. The game lays out and
sizes its text in the canvas's own CSS px (at least 12), before your scale. Where your canvas covers a phone's notch,
rounded corners or home bar (\`viewport-fit=cover\`), its HUD keeps inside the screen's safe area
(\`env(safe-area-inset-*)\`), read through custom properties it sets on the canvas and takes away at \`destroy()\`.\n` : ''}
| setting | range | default | what it does |
| --- | --- | --- | --- |
${settings}

### Options and events

- \`autoStart\`: start at once instead of waiting for \`start()\` or the player's first press on the game (in a page that is hidden, or whose window is not in front, the run waits for the player: "Paused", then the countdown once they are back).${slug === 'rhythm-clacker' ? ` ${soundWaitWords((name) => `\`${name}\``)}` : ''} A game in a frame (an embed on a portal's page) does not read whether the window is in front when it is made, as a frame has no focus until the player clicks into it: it takes the player to be there, and pauses when the frame loses the focus; your \`start()\` after that plays at once, as a frame loses the focus when the player clicks the page around it too (a portal's buttons, its ad), and only that page can tell whether they are still there. The keys go where the page's focus is: the game never takes it itself (the player may be typing in the portal's own text field), so call \`focus()\` when the player is back on the game after your ad, or focus the frame from the portal. On your own page, the focus moving into a frame of
it (your ad or consent dialog in an \`iframe\`, clicked) is not the player leaving: the game does not pause for it,
and your \`start()\` after your \`pause()\` around it plays at once; while the focus is in that frame the game cannot
hear the player leave the window (the frame's window blurs, not the page's). An app's web view that tells a page of its focus only at the first tap (iOS's \`WKWebView\`) shows "Paused" until that tap, which brings the focus and the countdown.
- \`seed\`: a number every run replays: the first, and each new one after \`reset()\`${runsEnd ? ", R or a run's end" : ' or R'}. Left out, each new run draws its own seed.
- \`reducedMotion\`: force calm drawing on or off (it follows the player's system setting when left out).
${canvas ? "- `loop`: `'auto'` (the default) or `'manual'`, as above.\n" : ''}- \`onStatus(text)\`: a short sentence of the game's state for a polite live region, ${canvas ? 'at most one a second while a run plays, and at once when it starts, pauses, resumes, ends or starts over' : 'at once each time it changes (a pick that counts, the peek\'s end, a pause, a resume)'}; each step of the \`Resuming in 3…\` countdown on its second.
- \`onScore(score)\`: every change of the score.
- \`onEnd({ score, text })\`: ${endText(slug, 'js')}
- \`onPause()\`: ${jsPauseWords(slug).pause}
- \`onResume()\`: ${jsPauseWords(slug).resume}
${events}

${contractReadme(slug, 'js')}${mechanic.audio ? `\n${rhythmTimingModel(mechanic)}\n` : ''}${mechanic.kitGuide ? `\n${mechanic.kitGuide.customise}\n` : ''}
${jsPageReadme(mechanic)}`;
}

function rhythmTimingModel(mechanic: Mechanic): string {
  const latency = mechanic.params.find((spec) => spec.key === 'latency');
  const range = latency ? ` (${formatRange(latency)} in ${latency.step} ${latency.unit} steps)` : '';
  return `### Timing model

- Sounds are scheduled on the AudioContext's clock half a second ahead, so a late frame or a main thread stalled
  that long never moves or drops a clack; \`update()\`, muting and a new run \`stop()\` what is queued, and a pause
  suspends the AudioContext, which holds it until the resume (with \`output\`, your context plays on: a pause stops
  what is queued on it and queues it again at the resume). The notes you see follow what you hear: the song
  clock is the audio being output now, read from \`getOutputTimestamp()\` (or \`currentTime\` minus \`outputLatency\` and \`baseLatency\` where that is missing).
- A tap is timed by its event's \`timeStamp\`, mapped onto that clock, so neither a busy frame nor the output
  latency of the speakers makes it late. \`latency\` (Input Latency${range}) corrects what remains (the screen,
  Bluetooth headphones, which add 150–300 ms): positive when taps land late; \`calibrate()\` measures it.
- Sound can start only after a user gesture: call \`start()\` (or \`setMuted(false)\`) from a click, tap or key (the
  game's own first press does it). Before that first press the song stands still; after it, until the AudioContext
  runs, the song waits for the sound up to half a second and then keeps time by frames.
- A first run opens with count-in ticks; pausing, resuming and an \`update()\` that keeps the song never drop or
  move a scheduled clack (a resume holds the notes still until the sound catches up); a new BPM or Beat Map starts
  the song over (a built-in Beat Map: a custom \`beatMap\` of yours ignores the setting).`;
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

/** "Play it in five actions": from the download to a playing game, each step one action, as kit-quick-start.ts counts them. */
export function playSection(mechanic: Mechanic, engine: KitEngine, playable: boolean): string {
  const root = kitFolder(mechanic, engine);
  if (!playable) return `## Play it\n\nUnzip the download and open \`${root}/index.html\` in a browser.\n`;
  const { main, fewer, older, offline } = quickStart(mechanic, engine, root);
  const numbered = (route: PlayRoute) => route.actions.map((action, index) => `${index + 1}. ${action.text}`).join('\n');
  return `## Play it in ${countWord(main.actions.length)} actions

Everything is in the folder \`${root}/\`. After the download:

${numbered(main)}
${fewer ? `\nOr in ${countWord(fewer.actions.length)}, ${fewer.how}:\n\n${numbered(fewer)}\n` : ''}${older ? `\nIn ${older.versions}, ${older.why}, in ${countWord(older.actions.length)}:\n\n${numbered(older)}\n` : ''}
No file to edit, no scene to build. Or, in ${countWord(offline.actions.length)}, the game without ${engine === 'js' ? 'an install' : 'the engine'}: ${offline.actions.map((action) => action.short).join(', then ')}: it plays from disk, offline.
`;
}

/** `godotProject`: the Godot kit holds the playable Godot project (godot-project.ts). */
export function kitReadme(mechanic: Mechanic, values: Values, engine: KitEngine, license: KitLicense, godotProject = false): string {
  const settingsOnly = engine !== 'js' && !(engine === 'unity' && hasUnityPort(mechanic)) && !(engine === 'godot' && godotProject);
  return `# ${mechanic.name} starter kit

${madeWith(mechanic, values)}

${playSection(mechanic, engine, !settingsOnly)}
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
${itchReadmeSection(engine === 'js' ? 'js' : 'page')}
## License

\`LICENSE.txt\` holds the template license of the Microloop ${license.documentTitle}, in short:
${license.leads.join(' ')}
`;
}

/**
 * The README beside the Godot kit's project.godot, where a Godot user looks for it: the Project Manager installs
 * the zip's godot/ folder as the project (project_dialog.cpp, ok_pressed: the folder of the first project.godot),
 * so this is the README the project has.
 */
function godotProjectReadme(mechanic: Mechanic, values: Values, license: KitLicense): string {
  const addon = godotAddonDir(mechanic);
  return `# ${mechanic.name} for Godot 4

${madeWith(mechanic, values)} This folder is the Godot project of the ${mechanic.name} starter kit, version ${kitVersion(mechanic.slug)}.

## Play it

Press ${godotRunKeys} (Run Project) in the editor. To open it from the Project Manager first, in ${godotZipVersions}: *Import*; open this
folder's \`project.godot\` (or the kit's zip) in the file dialog; *Import*. In Godot 4.3: *Import*; open this folder's \`project.godot\`
in the file dialog; *Import & Edit* (4.3 installs no zip into the folder it was downloaded to).

## In this project

- \`project.godot\` and \`main.tscn\`: the project and its main scene, the game with your values.
- \`${addon}/\`: the game as an addon you can copy into your own project; its \`README.md\` lists its scripts and resources, the
  input, every setting with its meaning, the signals and how to change the rules.
- \`README.md\`, \`LICENSE.txt\` and \`CHANGELOG.md\`: this file, the template license and what changed in each version.
- The rest of the kit (\`index.html\`, the game playable in a browser, and \`config.json\`, your values as JSON) is in
  the kit's folder: around this one when you unzipped it, or inside it when the Project Manager installed the zip.

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
      options.engine === 'js' && options.pageBoot !== undefined ? pageScript(shippedModule(options.gameModule), shippedModule(options.pageBoot), `${jsPackageDir}/${mechanic.slug}.js`) : options.gameScript,
      // The JavaScript kit's page is rebuilt from config.json (build-page.mjs): a values line would go stale (W5).
      options.engine !== 'js',
    ),
    'README.md': kitReadme(mechanic, values, options.engine, license, options.engine === 'godot' && !!options.godotProject),
    'LICENSE.txt': license.text,
    // The JavaScript kit's config.json is what createGame reads; the engine kits keep the names their engines read.
    'config.json': options.engine === 'js' ? gameConfigJson(mechanic, values) : presetJson(mechanic, values),
    ...engineFiles(mechanic, values, options, license),
  });
}

/**
 * The zip of a kit's files. With `root` (a starter kit), everything sits in that one folder, and every
 * folder has its own directory entry ahead of the files in it: Godot's Project Manager, importing the zip,
 * makes a folder only from such an entry, one level at a time (editor/project_manager/project_dialog.cpp,
 * MODE_INSTALL), and `unzip` spills nothing into the folder it runs in.
 */
export function zipKit(files: ExportFiles, root?: string): Uint8Array<ArrayBuffer> {
  const entries: Record<string, Uint8Array> = {};
  const folder = (path: string) => {
    if (entries[path]) return;
    const parent = path.slice(0, -1).replace(/[^/]+$/, '');
    if (parent) folder(parent);
    entries[path] = new Uint8Array(0);
  };
  for (const [path, text] of Object.entries(files)) {
    const full = root ? `${root}/${path}` : path;
    const parent = full.replace(/[^/]+$/, '');
    if (root) folder(parent);
    entries[full] = strToU8(text);
  }
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}

