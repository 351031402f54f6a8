import type { Mechanic } from '../core/mechanic';

// The JavaScript kit README's TypeScript samples and what it says about TypeScript's module settings, kept
// apart from the README's install steps (js-project.ts) so e2e/js-kits.spec.ts can hold each to what it does.

/**
 * The README's TypeScript sample: \`src/main.ts\` of a Vite \`vanilla-ts\` project as \`npm create vite\` writes it
 * (noUnusedLocals, noUnusedParameters: every import used), run in Chromium and type-checked by e2e/js-kits.spec.ts.
 */
export function tsSample(mechanic: Mechanic, packageName: string, configPath: string): string {
  const canvas = mechanic.surface === 'canvas';
  const markup = canvas ? '<canvas id="game" tabindex="0"></canvas>' : '<div id="game"></div>';
  return `// src/main.ts, in a page with ${markup}: the game on your tuned values.
import { createGame } from '${packageName}';
import config from '${configPath}';${configPath.startsWith('.') ? " // your values: a copy of the kit's config.json" : ''}

const surface = document.querySelector<${canvas ? 'HTMLCanvasElement' : 'HTMLElement'}>('#game');
if (!surface) throw new Error('No #game element');
const game = createGame(surface, config, { autoStart: true });

// Call it where your view goes away (a route change, a component unmounting: your framework's cleanup): it
// removes the game's listeners and gives the surface back.
export function endGame() {
  game.destroy();
}
`;
}

/**
 * The README's Node sample: the rules on the tuned values, with no DOM. TypeScript accepts the JSON import
 * attribute Node requires under \`module\` \`nodenext\` (TS2823 under \`node16\`): e2e/js-kits.spec.ts compiles it so and runs it in Node.
 */
export function nodeSample(packageName: string, readOut = 'model.snapshot()', begin = ''): string {
  return `// A Node program (package.json "type": "module"; tsconfig "module": "nodenext", "resolveJsonModule": true and "types": ["node"], with @types/node installed), beside a copy of config.json.
import { createModel } from '${packageName}/model';
import config from './config.json' with { type: 'json' };

const model = createModel(config, 1);
${begin}for (let frame = 0; frame < 600; frame++) model.step(1 / 60);
process.stdout.write(JSON.stringify(${readOut}) + '\\n');
`;
}

/** What the README says about TypeScript's module settings, the rules' own types and the JSON import, each proved by e2e/js-kits.spec.ts. */
export const typesSentence = (packageName: string, canvas = true) => `Types resolve with \`moduleResolution\` \`"bundler"\` (a Vite project) and \`"node16"\`/\`"nodenext"\`. For the
rules alone in a project without the DOM library (a server, a test in Node), import from \`${packageName}/model\`: the
same \`createModel\` and \`params\`, typed without the ${canvas ? 'canvas game' : 'board'}. \`config.json\` holds your tuned values under the keys
\`createGame\` reads. A bundler imports it as above (\`resolveJsonModule\`, on by default under \`"bundler"\`); Node needs
\`with { type: 'json' }\`, which TypeScript accepts under \`"module": "nodenext"\` and rejects under \`"module": "node16"\`
(TS2823), so a Node program uses \`nodenext\` (below), and with \`resolveJsonModule\` set for TypeScript before 5.9.`;
