/** @jest-environment node */
/**
 * The general rule of issue 40: every behaviour claim in the site's and the kits' prose names the
 * scenarios that prove it, in every engine it is shown for (content/prose.ts: what a claim is and where
 * the prose is; content/behaviour-claims.ts: the proofs of the claims that do not name theirs inline).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContractEngine, type ExpectedScenarios } from '@/lib/mechanics/core/contract';
import { scenarioEngines } from '@/lib/mechanics/core/contract-parts';
import { mechanicBySlug } from '@/lib/mechanics';
import { contractSlugs, loadContract } from '@/lib/mechanics/all-games/contracts';
import { claimProofs, type ClaimProof } from './behaviour-claims';
import { aboutTheSite, allProse, contentModules, isBehaviourClaim, kitMembers, sentencesOf, type ProseSentence } from './prose';

const root = join(__dirname, '..');

/** Per template, each sentence of its contract's rules and event meanings, and the scenarios that prove it. */
function contractProofs(slug: string): Map<string, string[]> {
  const { contract } = loadContract(slug);
  const expected = JSON.parse(readFileSync(join(root, 'lib/mechanics', slug, 'scenarios/expected.json'), 'utf8')) as ExpectedScenarios;
  const proofs = new Map<string, string[]>();
  const add = (text: string, scenarios: readonly string[]) => {
    for (const sentence of sentencesOf(text)) proofs.set(sentence.text, [...(proofs.get(sentence.text) ?? []), ...scenarios]);
  };
  for (const rule of contract.lifecycle) for (const text of [rule.rule, ...Object.values(rule.says ?? {})]) add(text, rule.provedBy);
  // An event's meaning: the scenarios whose recorded streams carry that event.
  for (const event of contract.events) add(event.meaning, expected.scenarios.filter((scenario) => scenario.expect.some((got) => got.event === event.name)).map((scenario) => scenario.name));
  // An action's meaning: the scenarios named for it (restart, calibrate, steer, nudge), else those that play by each input.
  for (const action of contract.actions) {
    const stem = action.id.split('-')[0]?.slice(0, 6) ?? action.id;
    const named = loadContract(slug).scenarios.filter((scenario) => scenario.name.includes(stem)).map((scenario) => scenario.name);
    add(action.meaning, named.length > 0 ? named : ['keys-play', 'mouse-play', 'touch-play'].filter((name) => loadContract(slug).scenarios.some((scenario) => scenario.name === name)));
  }
  // A setting's meaning (the tables of the READMEs, the sliders): every engine plays each setting at its minimum and maximum as the reference does.
  for (const param of mechanicBySlug(slug)?.params ?? []) add(param.meaning, ['update-each-setting']);
  return proofs;
}
const contractBySlug = new Map(contractSlugs.map((slug) => [slug, contractProofs(slug)]));

/** The contract's scenarios for a sentence: its own, or (a table row of settings) those of each contract sentence in it. */
function contractRefs(slug: string, text: string): string[] {
  const proofs = contractBySlug.get(slug);
  if (!proofs) return [];
  if (!text.startsWith('|')) return proofs.get(text) ?? [];
  return [...proofs].filter(([sentence]) => text.includes(sentence)).flatMap(([, scenarios]) => scenarios);
}

/** What is wrong with one claim's proof, or null: a template or an engine it speaks of that no scenario proves. */
function proofProblem(claim: ProseSentence, proofs: readonly ClaimProof[] = claimProofs): string | null {
  const entries = proofs.filter((proof) => claim.text.includes(proof.says));
  if (entries.length > 1) return `matches ${entries.length} entries of content/behaviour-claims.ts`;
  const entry = entries[0];
  if (entry && 'notAClaim' in entry) return null;
  if (entry && 'tests' in entry && entry.tests) {
    const absent = entry.tests.filter((test) => {
      const [file, name] = test.split(' › ');
      const path = join(root, file ?? '');
      if (!name || !existsSync(path)) return true;
      const source = readFileSync(path, 'utf8');
      // The test's title, or its start: it opens a string in that file.
      return !source.includes(`'${name.replace(/'/g, "\\'")}`) && !source.includes(`"${name}`) && !source.includes(`\`${name}`);
    });
    if (absent.length > 0 || entry.tests.length === 0) return `its tests do not exist: ${absent.join('; ')}`;
    // Proved by tests alone: nothing a scenario shows.
    if (!entry.provedBy) return null;
  }
  // With tests beside them, the scenarios named need not reach every template and engine (the tests show the rest).
  const testsToo = !!entry && 'tests' in entry && !!entry.tests;
  const named = [...claim.scenarios, ...(entry && 'provedBy' in entry ? (entry.provedBy ?? []) : [])];
  if (named.length === 0 && claim.slugs.every((slug) => contractRefs(slug, claim.text).length === 0)) return 'names no scenario (inline, by a proof line, in the contract or in content/behaviour-claims.ts)';
  const missing: string[] = [];
  for (const slug of claim.slugs) {
    const { scenarios } = loadContract(slug);
    const refs = [
      ...named.flatMap((ref) => (ref.includes('/') ? (ref.startsWith(`${slug}/`) ? [ref.slice(slug.length + 1)] : []) : [ref])),
      ...contractRefs(slug, claim.text),
    ];
    for (const ref of refs) if (!scenarios.some((scenario) => scenario.name === ref)) missing.push(`${slug} has no scenario ${ref}`);
    const replayed = (engine: ContractEngine) => refs.some((ref) => scenarios.some((scenario) => scenario.name === ref && scenarioEngines(scenario).includes(engine)));
    const unproved = claim.engines.filter((engine) => !replayed(engine));
    if (unproved.length > 0 && !testsToo) missing.push(`${slug}: no scenario replayed in ${unproved.join(', ')}`);
  }
  return missing.length > 0 ? missing.join('; ') : null;
}

describe('behaviour claims', () => {
  const prose = allProse();
  const claims = prose.filter((sentence) => !aboutTheSite(sentence.source) && isBehaviourClaim(sentence.text, kitMembers));

  it('walks every content module and every kind of prose', () => {
    expect(contentModules()).toEqual(expect.arrayContaining(['content/docs.ts', 'content/tutorials.ts', 'content/kit-api/kits.ts', 'content/templates.ts']));
    const sources = new Set(prose.map((sentence) => sentence.source.replace(/\.ts\..*|\.tsx?$| \(.*$/, '')));
    for (const expected of ['content/docs', 'content/tutorials', 'lib/mechanics/releases', 'lib/mechanics/index', 'js kit README.md', 'unity kit README.md', 'godot kit README.md', 'godot kit godot/addons/microloop_physics_dropper/README.md', 'unity kit CHANGELOG.md', 'itch.io README', 'app/page'])
      expect([...sources]).toContain(expected);
    expect(claims.length).toBeGreaterThan(100);
  });

  it('each names the scenarios that prove it in every engine it is shown for', () => {
    const problems = new Map<string, string>();
    for (const claim of claims) {
      const problem = proofProblem(claim);
      if (problem && !problems.has(claim.text)) problems.set(claim.text, `${claim.source}: «${claim.text}» — ${problem}`);
    }
    expect([...problems.values()]).toEqual([]);
  });

  it('keeps no proof that matches no claim (a reworded sentence is looked at again)', () => {
    const texts = claims.map((claim) => claim.text);
    expect(claimProofs.filter((proof) => !texts.some((text) => text.includes(proof.says))).map((proof) => proof.says)).toEqual([]);
  });
});

describe('what a behaviour claim is (content/prose.ts)', () => {
  it.each([
    'Returning to the tab resumes after a 3 s countdown instead of at once.',
    '`pause()` stops a running game and calls onPause;',
    'Lifting a second finger no longer ends a hold.',
    'A value outside its range is clamped to the nearest bound.',
    'Paused fires, nothing moves and presses do nothing until Resume().',
    'They should not: every kit steps the board in fixed sub-steps, 600 per board second, whatever the frame rate.',
    'The game saves your best score between runs.',
    'Input works with every Active Input Handling setting.',
    'The game reads no input without the package.',
    '`memory_tiles_start` (Space, Enter) starts a board when no tile has the focus.',
  ])('catches «%s»', (sentence) => {
    expect(isBehaviourClaim(sentence)).toBe(true);
  });

  it.each([
    'On a template’s page, choose Godot under Kit engine and press Download starter kit.',
    'Keep one `.tres` per difficulty and drop the one you want on `settings` in the Inspector.',
    '`LICENSE.txt`: the template license.',
    'Plinko-style drop physics: release a ball into a peg field and let gravity, bounce and a little luck pick the slot.',
    'We do not sell your personal information.',
    'Unzip it and open `index.html` in a browser.',
    '`config.json`: your values as a JSON preset.',
  ])('ignores «%s»', (sentence) => {
    expect(isBehaviourClaim(sentence)).toBe(false);
  });

  it('reads the proof line after a rule and scenarios named inline', () => {
    expect(sentencesOf('- Focus back: play goes on. Scenarios: `focus-lost-mid-run`, `pause-by-api`.')).toEqual([
      { text: 'Focus back: play goes on.', scenarios: ['focus-lost-mid-run', 'pause-by-api'] },
    ]);
    expect(sentencesOf('The game contract’s scenarios `frame-rate-30` and `frame-rate-60` play the same taps.')[0]?.scenarios).toEqual(['frame-rate-30', 'frame-rate-60']);
  });
});

describe('a claim with no scenario behind it fails', () => {
  const claim = (text: string, scenarios: readonly string[] = []): ProseSentence => ({ source: 'content/tutorials.ts', text, slugs: ['rhythm-clacker', 'timing-wheel'], engines: ['js', 'unity', 'godot'], scenarios });

  it('names the sentence and what is missing', () => {
    expect(proofProblem(claim('The game saves your best score between runs.'))).toMatch(/names no scenario/);
  });

  it('fails a scenario one of its templates lacks, or one an engine it is shown for does not replay', () => {
    expect(proofProblem(claim('A press after the end starts a new run.', ['two-fingers-overlapping']))).toMatch(/timing-wheel has no scenario two-fingers-overlapping/);
    expect(proofProblem(claim('A finger on Calibrate runs the round.', ['rhythm-clacker/calibrate-by-touch', 'timing-wheel/touch-play']))).toMatch(/rhythm-clacker: no scenario replayed in js/);
  });

  it('passes when every template and engine it speaks of has a scenario, and fails a proof test that does not exist', () => {
    expect(proofProblem(claim('Focus lost pauses the game.', ['focus-lost-mid-run']))).toBeNull();
    expect(proofProblem(claim('Sounds reach the output.'), [{ says: 'Sounds reach', tests: ['content/docs.test.ts › no such test'] }])).toMatch(/tests do not exist/);
  });
});
