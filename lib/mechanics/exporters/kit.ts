import { zipSync, strToU8 } from 'fflate';
import { termsOfService } from '@/content/legal/terms';
import type { LegalBlock } from '@/content/legal/types';
import type { Mechanic } from '../core/mechanic';
import { valuesSummary, type Values } from '../core/params';
import { godotFiles, godotReadmeSection } from './godot';
import { itchReadmeSection } from './itch';
import { presetJson } from './json';
import { schemaVersion, type ExportFiles } from './names';
import { standaloneHtml } from './standalone';
import { unityFiles, unityReadmeSection } from './unity';

export type KitEngine = 'unity' | 'godot' | 'js';

export type KitOptions =
  /** `gameScript`: the build-time bundle `/games/<slug>.standalone.js`. */
  | { gameScript: string; engine: 'unity' | 'godot' }
  /**
   * `gameModule`: the readable ES module `/games/<slug>.mjs`, shipped as `src/<slug>.js`;
   * `gameTypes`: its declarations `/games/<slug>.d.ts`, shipped as `src/<slug>.d.ts`.
   */
  | { gameScript: string; engine: 'js'; gameModule: string; gameTypes: string };

const licenseSectionId = 'template-license';

function licenseBlock(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  if (block.kind === 'list') return block.items.map((item) => `- ${typeof item === 'string' ? item : `${item.lead} ${item.text}`}`).join('\n');
  return [...block.lines, block.email].join('\n');
}

function licenseSection() {
  const index = termsOfService.sections.findIndex((candidate) => candidate.id === licenseSectionId);
  const section = termsOfService.sections[index];
  if (!section) throw new Error(`The Terms have no ${licenseSectionId} section`);
  return { section, number: index + 1 };
}

/** LICENSE.txt: the template license of the Terms of Service, word for word. */
export function licenseText(): string {
  const { section, number } = licenseSection();
  return `Microloop ${section.heading}

This template is licensed to you under section ${number} of the Microloop ${termsOfService.title}
(${termsOfService.path}#${licenseSectionId} on the Microloop website), which reads:

${section.blocks.map(licenseBlock).join('\n\n')}
`;
}

function engineFiles(mechanic: Mechanic, values: Values, options: KitOptions): ExportFiles {
  if (options.engine === 'js') return { [`src/${mechanic.slug}.js`]: options.gameModule, [`src/${mechanic.slug}.d.ts`]: options.gameTypes };
  return options.engine === 'unity' ? unityFiles(mechanic, values) : godotFiles(mechanic, values);
}

function jsReadmeSection(mechanic: Mechanic, values: Values): string {
  const literal = mechanic.params.map((spec) => `${spec.key}: ${values[spec.key] ?? spec.defaultValue}`).join(', ');
  const element = mechanic.surface === 'canvas' ? 'canvas' : 'div';
  return `## JavaScript

- \`src/${mechanic.slug}.js\`: the game as a readable ES module exporting \`createGame\`.

\`\`\`js
import { createGame } from './src/${mechanic.slug}.js';

const game = createGame(document.querySelector('${element}'), { ${literal} }, { autoStart: true });
\`\`\`

The handle it returns has \`start()\`, \`pause()\`, \`reset()\`, \`update(values)\` and \`destroy()\`.
`;
}

const engineLabels: Record<KitEngine, string> = { unity: 'Unity', godot: 'Godot 4', js: 'JavaScript' };

function engineSection(mechanic: Mechanic, values: Values, engine: KitEngine) {
  if (engine === 'unity') return unityReadmeSection(mechanic);
  if (engine === 'godot') return godotReadmeSection(mechanic);
  return jsReadmeSection(mechanic, values);
}

const madeWith = (mechanic: Mechanic, values: Values) =>
  `Made with Microloop from the ${mechanic.name} template with ${valuesSummary(mechanic.params, values)}.`;

/** The README of an engine download (the Playground's Unity and Godot exports). */
export function engineReadme(mechanic: Mechanic, values: Values, engine: KitEngine): string {
  return `# ${mechanic.name} for ${engineLabels[engine]}

${madeWith(mechanic, values)}

${engineSection(mechanic, values, engine)}`;
}

export function kitReadme(mechanic: Mechanic, values: Values, engine: KitEngine): string {
  const settingsOnly = engine !== 'js';
  return `# ${mechanic.name} starter kit

${madeWith(mechanic, values)}

## What is in this kit

- \`index.html\`: the game, playable offline: open it in a browser. One file, no network requests.
  ${mechanic.howToPlay}
- \`config.json\`: your values as a JSON preset (schemaVersion ${schemaVersion}).
- The ${engineLabels[engine]} files described below.
- \`LICENSE.txt\`: the template license.

## What is not in this kit

- No art or audio files, menus or saved scores: everything the game shows is drawn by its code.
${settingsOnly ? `- No ${engineLabels[engine]} scenes or gameplay scripts: the ${engineLabels[engine]} files carry the tuned settings and their
  ranges; the playable game is the JavaScript inside \`index.html\`.\n` : ''}- No engine, library or build tool: nothing to install.

${engineSection(mechanic, values, engine)}
${itchReadmeSection}
## License

\`LICENSE.txt\` holds the template license of the Microloop ${termsOfService.title}, in short:
${licenseLeads().join(' ')}
`;
}

/** The bold leads of the license's bullets ("Non-exclusive.", "Unlimited personal and commercial projects.", …). */
function licenseLeads(): string[] {
  return licenseSection().section.blocks.flatMap((block) =>
    typeof block === 'object' && block.kind === 'list' ? block.items.flatMap((item) => (typeof item === 'string' ? [] : [item.lead])) : [],
  );
}

/** The starter kit's files: a playable page, the preset, the engine files, a README and the license. */
export function buildStarterKit(mechanic: Mechanic, values: Values, options: KitOptions): ExportFiles {
  return {
    'index.html': standaloneHtml(mechanic, values, options.gameScript),
    'README.md': kitReadme(mechanic, values, options.engine),
    'LICENSE.txt': licenseText(),
    'config.json': presetJson(mechanic, values),
    ...engineFiles(mechanic, values, options),
  };
}

export function zipKit(files: ExportFiles): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
