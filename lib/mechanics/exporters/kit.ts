import { zipSync, strToU8 } from 'fflate';
import type { Mechanic } from '../core/mechanic';
import { formatRange, formatValue, valuesSummary, type Values } from '../core/params';
import { godotFiles, godotReadmeSection } from './godot';
import { godotProjectFiles, godotProjectReadmeSection, type GodotSources } from './godot-project';
import { itchReadmeSection } from './itch';
import { kitVersion } from '../releases';
import { withKitVersion } from './changelog';
import { presetJson } from './json';
import { schemaVersion, type ExportFiles } from './names';
import { standaloneHtml } from './standalone';
import { unityFiles, unityReadmeSection } from './unity';
import type { KitEngine } from '../kit-engines';
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
   * `gameTypes`: its declarations `/games/<slug>.d.ts`, shipped as `src/<slug>.d.ts`.
   */
  | { gameScript: string; engine: 'js'; gameModule: string; gameTypes: string };

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
  if (options.engine === 'js') return { [`src/${mechanic.slug}.js`]: options.gameModule, [`src/${mechanic.slug}.d.ts`]: options.gameTypes };
  if (options.engine === 'unity' && hasUnityPort(mechanic)) {
    if (!options.unitySources) throw new Error(`The ${mechanic.name} Unity kit needs its C# sources (/games/${mechanic.slug}.unity.json)`);
    return unityPackageFiles(mechanic, values, options.unitySources, license.text);
  }
  if (options.engine === 'godot' && options.godotProject) return godotProjectFiles(mechanic, values, options.godotProject, license.text);
  return options.engine === 'unity' ? unityFiles(mechanic, values) : godotFiles(mechanic, values);
}

function jsReadmeSection(mechanic: Mechanic, values: Values): string {
  const literal = mechanic.params.map((spec) => `${spec.key}: ${values[spec.key] ?? spec.defaultValue}`).join(', ');
  const element = mechanic.surface === 'canvas' ? 'canvas' : 'div';
  const settings = mechanic.params
    .map((spec) => `| \`${spec.key}\` | ${formatRange(spec)} | ${formatValue(spec, spec.defaultValue)} | ${spec.meaning} |`)
    .join('\n');
  const events = (mechanic.kitGuide?.events ?? []).map((event) => `- \`${event.name}(${event.payload})\`: ${event.when}.`).join('\n');
  return `## JavaScript

- \`src/${mechanic.slug}.js\`: the game as a readable ES module with no dependencies, exporting \`createGame\`.
- \`src/${mechanic.slug}.d.ts\`: its TypeScript declarations (every option, event and payload, documented).

### Embed

\`\`\`html
<${element} id="game" tabindex="0" style="width: 640px; height: 480px"></${element}>
<script type="module">
  import { createGame } from './src/${mechanic.slug}.js';

  const game = createGame(document.getElementById('game'), { ${literal} }, { autoStart: true });
</script>
\`\`\`

Serve the folder over HTTP (\`npx serve .\`, or your game's own server): browsers do not load ES modules
from \`file://\`. \`index.html\` needs no server because it carries the game inline.

### API

\`createGame(${element}, values, options)\` returns a handle with \`start()\`, \`pause()\`, \`reset()\`,
\`update(values)\` and \`destroy()\`${mechanic.audio ? ', plus `setMuted(muted)`' : ''}${mechanic.calibration ? ' and `calibrate()`' : ''}.
\`values\` may hold any subset of the settings below: each is clamped to its range, a missing one takes its
default, and \`update()\` changes only what it is given. The game pauses itself while the tab is hidden,
follows \`prefers-reduced-motion\`, and takes Space (on the focused ${element}), a mouse, a pen or a finger.

| setting | range | default | what it does |
| --- | --- | --- | --- |
${settings}

### Options and events

- \`autoStart\`: start at once instead of waiting for \`start()\`.
- \`seed\`: a number that makes the run's randomness replayable.
- \`reducedMotion\`: force calm drawing on or off (it follows the player's system setting when left out).
- \`onStatus(text)\`: a short sentence of the game's state for a polite live region, at most one a second.
- \`onScore(score)\`: every change of the score.
- \`onEnd({ score, text })\`: the run is over; \`start()\` begins a new one.
${events}
${mechanic.kitGuide ? `\n${mechanic.kitGuide.customise}\n` : ''}`;
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
- \`config.json\`: your values as a JSON preset (schemaVersion ${schemaVersion}).
- ${engine === 'godot' && godotProject ? '`godot/`: the game as a Godot 4 project, described below.' : `The ${engineLabels[engine]} files described below.`}
- \`LICENSE.txt\`: the template license.
- \`CHANGELOG.md\`: what changed in each version; this kit is version ${kitVersion(mechanic.slug)}.

## What is not in this kit

- No art or audio files, menus or saved scores: everything the game shows is drawn by its code.
${settingsOnly ? `- No ${engineLabels[engine]} scenes or gameplay scripts: the ${engineLabels[engine]} files carry the tuned settings and their
  ranges; the playable game is the JavaScript inside \`index.html\`.\n` : ''}- No engine, library or build tool: nothing to install.

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
    'index.html': standaloneHtml(mechanic, values, options.gameScript),
    'README.md': kitReadme(mechanic, values, options.engine, license, options.engine === 'godot' && !!options.godotProject),
    'LICENSE.txt': license.text,
    'config.json': presetJson(mechanic, values),
    ...engineFiles(mechanic, values, options, license),
  });
}

export function zipKit(files: ExportFiles): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
