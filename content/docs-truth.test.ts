/** @jest-environment node */
// The review rows of 2026-11-28 about what a kit does (JS D4, D5, D7; Unity D3; Godot D4): each claim is read
// against the kit's source, the harness's input setups or the contract's scenarios, not only its names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mechanics } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { kitReadme, type KitLicense } from '@/lib/mechanics/exporters/kit';
import { inputSetups } from '@/lib/mechanics/exporters/mono-traces';
import { unityPackageReadmeSection } from '@/lib/mechanics/exporters/unity-package';
import { releasesOf } from '@/lib/mechanics/releases';
import { scenarios as rhythmScenarios } from '@/lib/mechanics/rhythm-clacker/scenarios';
import { docTopics } from './docs';
import { kitApis } from './kit-api/kits';
import { mechanicsDir } from './kit-api/real-kits';
import { tutorials } from './tutorials';

const license: KitLicense = { text: 'License.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
const jsReadme = (slug: string) => kitReadme(mechanics.find((mechanic) => mechanic.slug === slug)!, defaultValues(mechanics.find((mechanic) => mechanic.slug === slug)!.params), 'js', license);
const jsChangelog = (slug: string) => releasesOf(slug).flatMap((release) => release.changes.js.map((change) => change.text));
const gameTs = (slug: string) => readFileSync(join(mechanicsDir, slug, 'game.ts'), 'utf8');
/** The code the kit's module is bundled from: the game's own files and the core modules game.ts imports as values. */
function bundled(slug: string): string {
  const game = gameTs(slug);
  const core = [...game.matchAll(/^import (?!type )[^;]*from '\.\.\/core\/([\w-]+)'/gm)].map((match) => readFileSync(join(mechanicsDir, 'core', `${match[1]}.ts`), 'utf8'));
  // The game's own modules beside it (RhythmClacker's audio.ts): what the kit bundles of its folder.
  const own = [...game.matchAll(/^import (?!type )[^;]*from '\.\/([\w-]+)'/gm)].map((match) => match[1] ?? '').filter((name) => name !== 'model').map((name) => readFileSync(join(mechanicsDir, slug, `${name}.ts`), 'utf8'));
  return [game, readFileSync(join(mechanicsDir, slug, 'model.ts'), 'utf8'), ...own, ...core].join('\n');
}

/** A behaviour a text may claim, and what the kit's source must hold for it to be true. */
const behaviours: readonly { claim: RegExp; holds: RegExp }[] = [
  { claim: /`snapshot\(\)`|\.snapshot\(\)/, holds: /^\s+snapshot\(\)/m },
  { claim: /loop: 'manual'|`game\.step\(|`render\(\)`/, holds: /'manual'/ },
  { claim: /context menu/i, holds: /'contextmenu'/ },
  { claim: /HiDPI|devicePixelRatio/, holds: /devicePixelRatio/ },
  { claim: /HTMLCanvasElement|createGame\(canvas/, holds: /HTMLCanvasElement/ },
  { claim: /the canvas game/, holds: /runCanvasGame/ },
  // Space is a tap only where the game reads it on its surface (the canvas runtime's tap keys), not on a div of buttons.
  { claim: /Space plays|focused div/i, holds: /\[' ', 'Enter'\]/ },
];

describe('JS D4: a JavaScript kit’s README and changelog claim only what that kit does', () => {
  it.each(mechanics.map((mechanic) => mechanic.slug))('%s', (slug) => {
    const source = bundled(slug);
    const texts = [jsReadme(slug), ...jsChangelog(slug)];
    const false_ = behaviours.flatMap(({ claim, holds }) => (holds.test(source) ? [] : texts.filter((text) => claim.test(text)).map((text) => `${claim}: ${text.match(claim)?.[0]} in «${text.slice(0, 80)}…»`)));
    expect(false_).toEqual([]);
    // A changelog entry names only members the kit's source has.
    const named = jsChangelog(slug).flatMap((text) => [...text.matchAll(/`(?:game\.)?(\w+)\(/g)].map((match) => match[1] ?? ''));
    expect(named.filter((name) => !new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
  });
});

describe('JS D7: snapshot() is a read-out, not the state', () => {
  it('is never called the state (its random generator is not in it; there is no save or restore)', () => {
    const texts = [...mechanics.map((mechanic) => gameTs(mechanic.slug)), ...mechanics.map((mechanic) => jsReadme(mechanic.slug)), JSON.stringify(docTopics), JSON.stringify(kitApis), JSON.stringify(tutorials)];
    expect(texts.filter((text) => /snapshot\(\)`? is the state|are the state/.test(text)).map((text) => text.match(/.{0,60}(is|are) the state.{0,20}/)?.[0])).toEqual([]);
  });
});

describe('JS D7: snapshot() says what it is where the .d.ts is generated from', () => {
  it.each(mechanics.map((mechanic) => mechanic.slug).filter((slug) => /^\s+snapshot\(\)/m.test(bundled(slug))))('%s', (slug) => {
    const model = readFileSync(join(mechanicsDir, slug, 'model.ts'), 'utf8');
    expect(model).toMatch(/\/\*\*[^/]*not a save[^/]*\*\/\n\s+snapshot\(\)/);
  });
});

/** createModel's parameter names as the game's game.ts declares them. */
function modelParameters(slug: string): string[] {
  const declared = gameTs(slug).match(/^export function createModel\((.*)\): \w+ \{$/m)?.[1] ?? '';
  return declared.split(/,\s*(?=\w+\??:)/).map((part) => part.match(/^(\w+)/)?.[1] ?? '').filter(Boolean);
}

describe('JS D5: the API page shows each kit’s createModel as it is declared', () => {
  it.each(mechanics.map((mechanic) => mechanic.slug))('%s', (slug) => {
    const parameters = modelParameters(slug);
    expect(parameters.length).toBeGreaterThan(0);
    const shown = kitApis.find((api) => api.slug === slug)?.engines.js.exports?.find((member) => member.name === 'createModel')?.signature;
    expect(shown).toBe(`createModel(${parameters.map((name) => `${name}?`).join(', ')})`);
  });
});

describe('JS D5: each kit README shows createModel as it is declared (RhythmClacker’s beatMap too)', () => {
  it.each(mechanics.map((mechanic) => mechanic.slug))('%s', (slug) => {
    const readme = jsReadme(slug);
    const shown = [...readme.matchAll(/createModel\(([^)]*)\)/g)].map((match) => match[1]).filter((list) => list && !/^\w+, \d/.test(list) && !/config/.test(list ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const list of shown) expect(list).toBe(modelParameters(slug).join(', '));
  });
});

describe('Unity D3: what the input setups claim', () => {
  const inputless = inputSetups.filter((setup) => setup.handling === 'new' && setup.inputSystemPackage === null);
  const texts = [
    ...docTopics.map((topic) => JSON.stringify(topic)),
    ...mechanics.map((mechanic) => unityPackageReadmeSection(mechanic)),
    ...releasesOf('physics-dropper').flatMap((release) => [release.summary, ...release.changes.unity.map((change) => change.text)]),
    JSON.stringify(kitApis),
  ];
  it('never says input works in every setting while a setup reads nothing', () => {
    expect(inputless.length).toBeGreaterThan(0);
    const sentences = texts.flatMap((text) => text.split(/(?<=[.:])\s+/)).filter(
      (sentence) =>
        (/\b(every|all|any)\b[^.]*(Active Input Handling|setting|setup)/i.test(sentence) && /\binput\b/i.test(sentence) && /\bwork/i.test(sentence)) ||
        /\binput (in|with) (every|all|any)\b[^.]*(setup|Active Input Handling)/i.test(sentence),
    );
    expect(sentences).toEqual([]);
  });
  it('says the setup without the package reads no input wherever the setups are listed', () => {
    for (const text of texts.filter((text) => /Input Manager/.test(text) && /Both/.test(text))) expect(text).toMatch(/without (the|its) package[^.]*(no input|without input|nothing can read input|reads no input)/i);
  });
});

describe('Godot D4: the tutorial’s frame-rate claim names the scenarios that prove it', () => {
  it('points each "N fps" claim at a frame-rate scenario that applies to every engine the step speaks of', () => {
    const tutorial = tutorials.find((entry) => entry.id === 'beat-synced-input-windows')!;
    const items = tutorial.body.flatMap((block) => ('items' in block ? [...block.items] : 'text' in block ? [block.text] : []));
    const claims = items.filter((text) => /\d+ fps[^.]*same/.test(text));
    expect(claims.length).toBeGreaterThan(0);
    const engineWords = { js: /JavaScript/, godot: /Godot/, unity: /Unity/ } as const;
    for (const text of claims) {
      const named = [...text.matchAll(/`(frame-rate-\d+)`/g)].map((match) => match[1]);
      const spoken = (Object.keys(engineWords) as (keyof typeof engineWords)[]).filter((engine) => engineWords[engine].test(text));
      // "30 fps and 144 fps", "at 30, 60 and 144 fps": every rate the sentence names.
      const rates = [...text.matchAll(/((?:\d+(?: fps)?(?:, | and | or ))*\d+) fps/g)].flatMap((match) => (match[1] ?? '').match(/\d+/g) ?? []);
      expect(rates.length).toBeGreaterThan(0);
      for (const fps of rates) expect(named).toContain(`frame-rate-${fps}`);
      for (const name of named) {
        const scenario = rhythmScenarios.find((entry) => entry.name === name);
        expect(scenario).toBeDefined();
        for (const engine of spoken) expect(scenario?.engines ?? ['js', 'unity', 'godot']).toContain(engine);
      }
    }
  });
});
