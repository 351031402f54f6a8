/**
 * Every sentence of prose the site and the kits show, with what it speaks of (which templates, which
 * engines), for the behaviour-claims rule (content/behaviour-claims.test.ts). Test-side only: no page
 * imports it. How it finds them all:
 * - every string reachable from the exports of every module under content/ (listed from the directory,
 *   so a new module is walked without being named here), except the claims ledger itself;
 * - the changelog (lib/mechanics/releases.ts) and every template's registry entry (lib/mechanics/index.ts:
 *   names, descriptions, how to play, setting labels);
 * - every kit's prose as it ships: each Markdown file (but the license) of each template × engine's starter
 *   kit, built as the download builds it (lib/mechanics/exporters/kit.ts buildStarterKit, with the Unity and
 *   Godot sources), and the itch.io README;
 * - the text of the pages' own components: JSX text and string literals of app/ and components/.
 * The legal pages (content/legal/) are walked but speak of the site's service, so none of their sentences
 * is a claim about a kit (`aboutTheSite`).
 * A string's templates come from the nearest `slug` (or a change's `only`) above it, its engines from the
 * nearest `js` / `unity` / `godot` key (or `engine` field) above it; a sentence that names a game narrows
 * its templates, and one that names engines speaks of those engines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { mechanics } from '@/lib/mechanics';
import { contractEngines, type ContractEngine } from '@/lib/mechanics/core/contract';
import { defaultValues } from '@/lib/mechanics/core/params';
import { itchReadme } from '@/lib/mechanics/exporters/itch';
import { buildStarterKit, type KitLicense, type KitOptions } from '@/lib/mechanics/exporters/kit';
import { kitReleases } from '@/lib/mechanics/releases';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { unitySources } from '@/scripts/unity-sources.mjs';
import { kitApis } from './kit-api';

export type ProseSentence = {
  /** The file or builder it comes from, and where inside it (a path of keys, a README, a line). */
  readonly source: string;
  readonly text: string;
  /** The templates it speaks of. */
  readonly slugs: readonly string[];
  /** The engines it is shown for. */
  readonly engines: readonly ContractEngine[];
  /** The scenarios the text names for it (inline, or the proof line after it). */
  readonly scenarios: readonly string[];
};

const root = join(__dirname, '..');
const mechanicsDir = join(root, 'lib/mechanics');
const slugs: readonly string[] = mechanics.map((mechanic) => mechanic.slug);
/** Files that are not prose shown to anyone: the claims ledger and this collector. */
const notProse = new Set(['content/behaviour-claims.ts', 'content/prose.ts']);

/** A game named by its name or its files' prefixes: PhysicsDropper, `physics_dropper_model.gd`, `PhysicsDropperModel.cs`. */
export const gameNames: readonly [string, RegExp][] = mechanics.map((mechanic) => [mechanic.slug, new RegExp(`\\b${mechanic.name}|\\b${mechanic.slug.replace(/-/g, '_')}_|\\b${mechanic.slug}\\b`)]);
const engineNames: Readonly<Record<ContractEngine, RegExp>> = { js: /\bJavaScript\b/, unity: /\bUnity\b/, godot: /\bGodot\b/ };

/** "Scenarios: `a`, `b`." — the proof line the API pages and READMEs print after a rule (all-games/contract-text.ts proofText). */
const proofLine = /^Scenarios?: ((?:`[\w-]+`(?:, )?)+)\.$/;
/** Scenario names a sentence gives inline: "… the scenarios `frame-rate-30` and `frame-rate-60` …". */
const inlineScenarios = /\bscenarios? ((?:`[\w/-]+`(?:,? (?:and )?)?)+)/g;
const names = (list: string) => [...list.matchAll(/`([\w/-]+)`/g)].map((match) => match[1] ?? '');

/**
 * The sentences of a text, each with the scenarios it names for itself: inline ("the scenarios `x`, `y`"),
 * or by a proof line closing its paragraph or list item, which then proves every sentence of it. Code
 * blocks are not sentences; a list item, a heading and a table row each end one.
 */
export function sentencesOf(text: string): { readonly text: string; readonly scenarios: readonly string[] }[] {
  return text
    .replace(/```[\s\S]*?```/g, '\n')
    .split(/\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.|#+)\s)/)
    .flatMap((block) => {
      const sentences = block
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?:;])(?<!\bScenarios?:)\s+(?=[A-Z`“"(*])/)
        .map((sentence) => sentence.replace(/^(?:[-*]|\d+\.|#+)\s+/, '').trim())
        .filter((sentence) => /\s/.test(sentence));
      const proof = proofLine.exec(sentences.at(-1) ?? '');
      const proved = proof ? names(proof[1] ?? '') : [];
      return (proof ? sentences.slice(0, -1) : sentences).map((sentence) => ({
        text: sentence,
        scenarios: [...proved, ...[...sentence.matchAll(inlineScenarios)].flatMap((match) => names(match[1] ?? ''))],
      }));
    });
}

type Context = { readonly slugs: readonly string[]; readonly engines: readonly ContractEngine[] };
const everywhere: Context = { slugs, engines: contractEngines };

function narrowed(text: string, context: Context): Context {
  const named = gameNames.filter(([, name]) => name.test(text)).map(([slug]) => slug);
  const engines = contractEngines.filter((engine) => engineNames[engine].test(text));
  return {
    slugs: named.length > 0 && context.slugs.length > 1 ? context.slugs.filter((slug) => named.includes(slug)) : context.slugs,
    // A sentence that names engines speaks of those ("the JavaScript, Godot and Unity kits"), wherever it is.
    engines: engines.length > 0 ? engines : context.engines,
  };
}

function sentencesIn(source: string, text: string, context: Context): ProseSentence[] {
  return sentencesOf(text).map((sentence) => ({ source, ...sentence, ...narrowed(sentence.text, context) }));
}

/** Every string under `value`, with the templates and engines its place in the data speaks of. */
function walkData(source: string, value: unknown, out: ProseSentence[], context: Context = everywhere, path = '', seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    if (!codeKeys.has(path.split('.').at(-1) ?? '')) out.push(...sentencesIn(`${source}${path}`, value, context));
    return;
  }
  if (!value || typeof value !== 'object' || value instanceof RegExp || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  let here = context;
  if (typeof record.slug === 'string' && slugs.includes(record.slug)) here = { ...here, slugs: [record.slug] };
  // A template of content/templates.ts is named, not slugged: `PhysicsDropper`.
  const named = mechanics.find((mechanic) => mechanic.name === record.name);
  if (named) here = { ...here, slugs: [named.slug] };
  // An engine named as data (a tutorial's or a sample's `engine`).
  if (typeof record.engine === 'string' && (contractEngines as readonly string[]).includes(record.engine)) here = { ...here, engines: [record.engine as ContractEngine] };
  if (Array.isArray(record.only)) here = { ...here, slugs: (record.only as string[]).filter((slug) => here.slugs.includes(slug)) };
  for (const [key, child] of Object.entries(record)) {
    const engine = (contractEngines as readonly string[]).includes(key) ? [key as ContractEngine] : null;
    walkData(source, child, out, engine ? { ...here, engines: engine } : here, `${path}.${key}`, seen);
  }
}

/** Keys whose strings are code, names or addresses, not sentences a reader takes as prose. */
const codeKeys = new Set(['code', 'signature', 'name', 'entry', 'settingsType', 'settingsMember', 'files', 'where', 'href', 'path', 'id', 'slug', 'src', 'image', 'url', 'version', 'date', 'kind', 'language', 'lang']);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' || name === '__snapshots__' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** The modules under content/ whose exports are walked (every one but the ledger and this file). */
export function contentModules(): string[] {
  return filesUnder(join(root, 'content'), isSource)
    .map((file) => relative(root, file))
    .filter((file) => !notProse.has(file))
    .sort();
}

/** JSX text and string literals of a component file: the words a page writes itself. */
function componentStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) out.push(node.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isImportDeclaration(node.parent)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'));
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Adjacent JSX text pieces split by an element ({…}, <code>) are one sentence for a reader.
  return out;
}

const license: KitLicense = { text: '', documentTitle: 'Terms of Service', leads: [] };

/** Every sentence of the site's and the kits' prose. */
export function allProse(): ProseSentence[] {
  const out: ProseSentence[] = [];
  for (const file of contentModules()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    walkData(file, require(join(root, file)) as unknown, out);
  }
  walkData('lib/mechanics/releases.ts', kitReleases, out);
  walkData('lib/mechanics/index.ts', mechanics, out);
  for (const mechanic of mechanics) {
    const values = defaultValues(mechanic.params);
    const slug = mechanic.slug;
    const kits: Record<ContractEngine, KitOptions> = {
      js: { engine: 'js', gameScript: '', gameModule: '', gameTypes: '' },
      unity: { engine: 'unity', gameScript: '', unitySources: unitySources(slug, mechanicsDir) },
      godot: { engine: 'godot', gameScript: '', godotProject: godotSources(slug, mechanicsDir) },
    };
    for (const engine of contractEngines) {
      // Every Markdown file of the kit as it ships (README, the package's and the addon's README, CHANGELOG), but the license.
      for (const [path, text] of Object.entries(buildStarterKit(mechanic, values, kits[engine], license))) {
        if (path.endsWith('.md') && !/LICENSE/.test(path)) out.push(...sentencesIn(`${engine} kit ${path} (${slug})`, text, { slugs: [slug], engines: [engine] }));
      }
    }
    out.push(...sentencesIn(`itch.io README (${slug})`, itchReadme(mechanic), { slugs: [slug], engines: contractEngines }));
  }
  for (const file of [...filesUnder(join(root, 'app'), isSource), ...filesUnder(join(root, 'components'), isSource)]) {
    for (const text of componentStrings(file)) out.push(...sentencesIn(relative(root, file), text, everywhere));
  }
  return out;
}

// ---- What a behaviour claim is -------------------------------------------------------------------

/** The legal pages speak of the site's service (accounts, payment, data), never of what a kit does. */
export const aboutTheSite = (source: string) => source.startsWith('content/legal/');

/**
 * Verbs that say what a game does when it runs: an event firing, a moment of the lifecycle, a press
 * acting, a value being held to its range, something kept. Present tense and "never/no longer …s"
 * (a claim that something does not happen is a claim too).
 */
export const behaviourVerb =
  /\b(fires?|fired|raises|raised|emits|emitted|(?:is|are|gets?) called|calls|pauses|resumes|restarts|starts over|starts play|begins|ends|judges|(?:is|are) judged|clamp(?:s|ed)|snap(?:s|ped)|keeps|persists|saves|survives|drops|lands|counts down|lets? go|plays on|goes on|stops|does nothing|do nothing|reports?|deals|rebuilds|wraps|releases|(?:never|no longer) \w+s|adds|reads|plays|shows|draws|applies|waits|holds|moves|sounds|stays|counts|works|steers|nudges|charges|brakes|picks|flips|dashes|phases|carries|follows|restores|removes|cancels|resolves|replays|runs|starts|takes|sets|turns|changes|stay|gets|(?:is|are) (?:read|drawn|shown|kept|heard)|stopped|(?:loses|losing|lost) (?:its |the )?focus|(?:is|are|was) (?:allocated|cleared)|allocates)\b/i;

/** What those verbs must be about to be a claim about a game: its run, its input, its settings, its events. */
export const behaviourSubject =
  /\b(game|run|board|HUD|memory|frame|taps?|press(?:es)?|fingers?|clicks?|touch|focus|tab|window|countdown|score|settings?|values?|balls?|notes?|tiles?|hold|charge|steer\w*|nudge|calibrat\w+|latency|clacks?|events?|signals?)\b/i;

/** A measured fact about how a model steps: sub-steps, steps or frames a second, a frame rate. */
export const measuredClaim = /\bsub-steps?\b|\b\d+ fps\b|\bframe rates?\b|\bframes a second\b/i;

/** Every member name of every kit's API: events, signals and methods (content/kit-api). */
export const kitMembers: ReadonlySet<string> = new Set(
  kitApis.flatMap((api) => Object.values(api.engines).flatMap((engine) => [...engine.events, ...engine.methods].map((member) => member.name))),
);

/**
 * A behaviour claim: a sentence that says what a kit's game does at run time. It states a measured fact
 * about the stepping (sub-steps, fps, frame rate), or it has a behaviour verb and is about a game: its
 * run, input, settings or events, or a member of a kit's API (an event, signal or method of content/kit-api).
 * Deliberately wide (a sentence about the kit's files that says "plays" or "reads" is caught too, and is
 * then proved by the test of that file or marked not a claim); a claim worded with none of these verbs
 * slips through, so a new way of saying what a game does joins `behaviourVerb`, with a case in the test.
 */
export function isBehaviourClaim(sentence: string, members: ReadonlySet<string> = kitMembers): boolean {
  if (measuredClaim.test(sentence)) return true;
  if (!behaviourVerb.test(sentence)) return false;
  if (behaviourSubject.test(sentence)) return true;
  return [...sentence.matchAll(/\b[\w]+\b/g)].some((word) => members.has(word[0]));
}
