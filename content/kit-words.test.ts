/** @jest-environment node */
import { mechanics } from '@/lib/mechanics';
import { camelName, snakeName } from '@/lib/mechanics/core/params';
import { docTopics, gettingStartedSteps, type DocBlock } from './docs';
import { kitApis } from './kit-api/kits';
import { jsPublicMembers, realKit } from './kit-api/real-kits';
import type { KitApi, KitEngine } from './kit-api/types';
import { snippets } from './snippets';
import { tutorials, type Tutorial } from './tutorials';
import { kitFolder } from '@/lib/mechanics/exporters/changelog';

/**
 * Words checked against kits: every `backticked` name the Docs and the tutorials show is one the kits
 * they speak of really have, read from the kits as the site builds them (lib/mechanics): a file of
 * the download, a setting as that engine spells it, or a public signal, event, method, property or
 * type of its code; a signal quoted with its parameters has those parameters. A text about one engine
 * is checked against that engine's kits only. When a kit renames something, this says which page
 * still uses the old name.
 */
const engines: readonly KitEngine[] = ['unity', 'godot', 'js'];
const apis = kitApis as readonly KitApi[];

/**
 * Names every engine's tools or language give, which no kit needs to hold (whether a kit uses one is
 * for the features' proofs in kit-api/kits.ts), and `game`, the samples' name for the game a reader's
 * code holds.
 */
const platformWords: Record<KitEngine, readonly string[]> = {
  unity: ['game', 'Assets/', 'Packages', 'manifest.json', 'UnityEvent', 'ScriptableObject', 'MonoBehaviour', 'using UnityEngine', 'AudioSettings', 'dspTime'],
  godot: ['game', 'addons/', '.zip', '.tres', '.gd', 'Resource', 'Node', 'Node2D', '_ready', 'duplicate', '@export', 'AudioStreamGenerator'],
  js: ['game', 'dist/', 'cd', '<script type="module">', 'type="module"', 'npx serve', 'npx serve .', 'AudioContext', 'currentTime', 'prefers-reduced-motion'],
};

/** `signatures`: each signal's parameter names, per template that has a signal of that name. */
type Vocabulary = { names: Set<string>; signatures: Map<string, string[][]>; paths: string[] };

const cache = new Map<string, Vocabulary>();

/** The public names and files of the kits of these templates in these engines, read from the kits. */
function vocabulary(slugs: readonly string[], scope: readonly KitEngine[]): Vocabulary {
  const key = `${slugs.join()}|${scope.join()}`;
  const known = cache.get(key);
  if (known) return known;
  const names = new Set<string>(scope.flatMap((engine) => platformWords[engine]));
  const signatures = new Map<string, string[][]>();
  const paths: string[] = [];
  for (const slug of slugs) {
    const mechanic = mechanics.find((candidate) => candidate.slug === slug);
    const api = apis.find((candidate) => candidate.slug === slug);
    for (const engine of scope) {
      const { files, source } = realKit(slug, engine);
      // As unzipped, every file is also under the zip's one root folder.
      paths.push(...Object.keys(files), ...Object.keys(files).map((path) => `${kitFolder({ slug }, engine)}/${path}`));
      for (const spec of mechanic?.params ?? []) names.add(engine === 'unity' ? camelName(spec) : engine === 'godot' ? snakeName(spec) : spec.key);
      const found =
        engine === 'godot'
          ? [...source.matchAll(/^(?:signal|(?:static )?func|(?:@export(?:_range\([^)]*\))? )?var|class_name|const) ([A-Za-z]\w*)/gm)]
          : engine === 'unity'
            ? [...source.matchAll(/public (?:(?:static|const|readonly|sealed|event) )*(?:class |struct |enum )?(?:[\w<>[\], ]+ )?(\w+)\s*(?:[({;=]|$)/gm)]
            : [...jsPublicMembers(slug).map((name) => ['', name]), ...source.matchAll(/export (?:const|function|type) (\w+)/g), ...source.matchAll(/^\s+(?:readonly )?(\w+)\??: /gm)];
      for (const match of found) names.add(match[1] ?? '');
      for (const match of source.matchAll(/^signal (\w+)\(([^)]*)\)$/gm)) {
        const parameters = (match[2] ?? '').split(',').map((part) => part.split(':')[0]?.trim() ?? '').filter(Boolean);
        signatures.set(match[1] ?? '', [...(signatures.get(match[1] ?? '') ?? []), parameters]);
      }
      if (api) {
        const engineApi = api.engines[engine];
        names.add(engineApi.entry).add(engineApi.settingsType).add(engineApi.settingsMember);
      }
    }
  }
  const result = { names, signatures, paths };
  cache.set(key, result);
  return result;
}

/** What is wrong with one quoted name, or null when the kits have it. */
function problem(token: string, words: Vocabulary): string | null {
  if (words.names.has(token)) return null;
  const candidates = token.includes('<Name>') ? mechanics.map((mechanic) => token.replaceAll('<Name>', mechanic.name)) : [token];
  if (/\/|\.(json|godot|gd|tres|tscn|cs|js|ts|html|md|txt)$/.test(token) && !/[ (]/.test(token)) {
    const found = candidates.some((name) => words.names.has(name) || words.paths.some((path) => path === name || path.endsWith(`/${name}`) || path.startsWith(name) || path.includes(`/${name.endsWith('/') ? name : `${name}/`}`)));
    return found ? null : `no file or folder ${token} in the kit`;
  }
  // `game.update({ gravity: 12 })`, `model.update(settings)`, `landed(bin, points)`, `PhysicsDropperGame`
  const call = /^([\w.]+)\((.*)\)$/.exec(token);
  const path = (call ? call[1] : token) ?? '';
  if (!/^[\w.<>]+$/.test(path)) return null;
  const parts = path.split('.').filter(Boolean);
  const unknown = parts.filter((part) => !candidates.some((candidate) => words.names.has(candidate.includes('.') ? part : candidate === token ? part : part)) && !words.names.has(part));
  if (token.includes('<Name>')) return candidates.some((name) => words.names.has(name)) ? null : `no ${token} in any kit`;
  if (unknown.length > 0) return `no ${unknown.join(', ')} in the kit`;
  const name = parts.at(-1) ?? '';
  const args = call?.[2]?.trim();
  const declared = words.signatures.get(name);
  if (call && declared && args && /^[a-z_]+(: \w+)?(, [a-z_]+(: \w+)?)*$/.test(args)) {
    const given = args.split(',').map((part) => part.split(':')[0]?.trim() ?? '');
    if (!declared.some((parameters) => parameters.join() === given.join())) return `${name} has the parameters ${declared.map((parameters) => `(${parameters.join(', ')})`).join(' or ')}, not (${given.join(', ')})`;
  }
  return null;
}

const quoted = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
const blockTexts = (blocks: readonly DocBlock[]) =>
  blocks.flatMap((block) =>
    block.kind === 'paragraph' ? [block.text] : block.kind === 'steps' || block.kind === 'list' ? block.items : block.kind === 'faq' ? block.items.map((item) => item.answer) : block.kind === 'links' ? block.items.map((item) => item.text) : [],
  );

/** What a tutorial's own code declares, and the files it has the reader make: theirs, not the kit's. */
function ownNames(tutorial: Tutorial): string[] {
  const code = tutorial.body.flatMap((block) => (block.kind === 'code' ? [block.code] : [])).join('\n');
  const declared = [...code.matchAll(/\b(?:class|func|const|var) (\w+)/g)].map((match) => match[1] ?? '');
  return [...declared, ...(tutorial.makes ?? [])];
}

const allSlugs = apis.map((api) => api.slug);
type Text = { where: string; slugs: readonly string[]; scope: readonly KitEngine[]; text: string; own?: readonly string[] };

const texts: Text[] = [
  ...gettingStartedSteps.map((step) => ({ where: `/docs getting started: ${step.title}`, slugs: allSlugs, scope: engines, text: step.description })),
  ...docTopics.map((topic) => ({ where: `/docs ${topic.id}`, slugs: allSlugs, scope: 'engine' in topic && topic.engine ? [topic.engine] : engines, text: blockTexts(topic.blocks).join('\n') })),
  ...snippets.map((snippet) => ({ where: `/docs snippet ${snippet.id}`, slugs: allSlugs, scope: engines, text: snippet.description })),
  ...tutorials.map((tutorial) => ({ where: `/docs/tutorials/${tutorial.id}`, slugs: [tutorial.slug], scope: engines, text: blockTexts(tutorial.body).join('\n'), own: ownNames(tutorial) })),
];

describe('the Docs and the tutorials name only what the kits have', () => {
  it.each(texts)('$where', (entry) => {
    const words = vocabulary(entry.slugs, entry.scope);
    const own = new Set(entry.own);
    const problems = quoted(entry.text).filter((token) => !own.has(token)).flatMap((token) => {
      const found = problem(token, words);
      return found ? [`\`${token}\`: ${found}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('catches what the Docs said before: a signal’s wrong parameters, a method or a file the kit lacks', () => {
    const godot = vocabulary(['physics-dropper'], ['godot']);
    expect(problem('landed(slot, score)', godot)).toMatch(/parameters \(bin, points\)/);
    expect(problem('roundEnded(total)', godot)).toMatch(/no roundEnded/);
    expect(problem('board.config', godot)).toMatch(/no board, config/);
    expect(problem('landed(bin, points)', godot)).toBeNull();
    expect(problem('addons/microloop_physics_dropper/physics_dropper_game.gd', godot)).toBeNull();
    expect(problem('addons/microloop_physics_dropper/dropper_board.gd', godot)).toMatch(/no file/);
    const unity = vocabulary(['physics-dropper'], ['unity']);
    expect(problem('Rigidbody2D', unity)).toMatch(/no Rigidbody2D/);
    expect(problem('Landed', unity)).toBeNull();
    const js = vocabulary(['physics-dropper'], ['js']);
    expect(problem('reset()', js)).toBeNull();
    expect(problem('game.restart()', js)).toMatch(/no restart in/);
  });
});
