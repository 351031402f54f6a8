/** @jest-environment node */
/**
 * The general rule of issue 40: every behaviour claim in the site's and the kits' prose names the
 * scenarios that prove it, in every engine it is shown for (content/prose.ts: what a claim is and where
 * the prose is; content/behaviour-claims.ts: the proofs of the claims that do not name theirs inline).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ExpectedScenarios } from '@/lib/mechanics/core/contract';
import { scenarioEngines } from '@/lib/mechanics/core/contract-parts';
import { mechanicBySlug } from '@/lib/mechanics';
import { godotChecks } from '@/lib/mechanics/exporters/godot-scenarios';
import { contractSlugs, loadContract } from '@/lib/mechanics/all-games/contracts';
import { claimProofs, conditions, every, js, unity, type ClaimProof, type Condition, type TestProof } from './behaviour-claims';
import { aboutTheSite, allProse, contentModules, gameNames, isBehaviourClaim, kitMembers, sentencesOf, type ProseSentence } from './prose';

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

/** The engine a test file plays, where its path says: a test named for another engine names the wrong one. */
function engineOfTestFile(file: string): TestProof['engine'] | null {
  if (/unity|csharp/i.test(file)) return 'unity';
  if (/godot/i.test(file)) return 'godot';
  if (/^e2e\/js-|^lib\/mechanics\/(?!exporters\/|all-games\/contracts)[\w-]+\/(?:game|audio)\.test\.ts$|canvas-game\.test|kit-values\.test|kit-readme-commands\.test|kit-page\.test|hud-text\.test/.test(file)) return 'js';
  return null;
}

/** The templates a test plays: as its entry says, else `%s` in its title (each), its folder, or the games its title names. */
function testSlugs(proof: TestProof): readonly string[] | null {
  if (proof.slugs) return proof.slugs;
  const [file = '', title = ''] = proof.test.split(' › ');
  if (title.includes('%s')) return contractSlugs;
  // A check the Godot runtime plays for the templates whose list has it (exporters/godot-scenarios.ts).
  if (file.endsWith('godot-scenarios.ts')) return Object.keys(godotChecks).filter((slug) => godotChecks[slug]?.some((check) => check.scenario.name === title));
  const folder = /^lib\/mechanics\/([\w-]+)\//.exec(file)?.[1];
  if (folder && contractSlugs.includes(folder)) return [folder];
  const named = gameNames.filter(([, name]) => name.test(title)).map(([slug]) => slug);
  return named.length > 0 ? named : null;
}

/** Which line of work writes a sentence, for the failure's message (the lead routes what is not theirs). */
function ownerOf(claim: Pick<ProseSentence, 'source' | 'text' | 'slugs'>): string {
  // A sentence of the game contract is written once (lib/mechanics/core/contract-parts.ts, <slug>/contract.ts) and shown everywhere.
  if (claim.slugs.some((slug) => contractBySlug.get(slug)?.has(claim.text))) return 'lead: the game contract';
  const engine = /^(unity|godot|js) kit /.exec(claim.source)?.[1] ?? /\.changes\.(unity|godot|js)\b/.exec(claim.source)?.[1];
  if (engine) return `${{ unity: 'Unity', godot: 'Godot', js: 'JavaScript' }[engine]} line`;
  if (/^(content|app|components)\//.test(claim.source)) return 'words';
  return 'lead';
}

const list = (items: readonly string[]) => [...new Set(items)].join(', ');

/** What is wrong with one claim's proof, or null: a template or engine it speaks of with no proof, or words no proof exercises there. */
function proofProblem(claim: ProseSentence, proofs: readonly ClaimProof[] = claimProofs): string | null {
  const entries = proofs.filter((proof) => claim.text.includes(proof.says));
  if (entries.length > 1) return `matches ${entries.length} entries of content/behaviour-claims.ts`;
  const entry = entries[0];
  if (entry && 'notAClaim' in entry) return null;
  const tests = entry && 'tests' in entry ? (entry.tests ?? []) : [];
  const wrong: string[] = [];
  for (const proof of tests) {
    const [file = '', name] = proof.test.split(' › ');
    const path = join(root, file);
    const source = name && existsSync(path) ? readFileSync(path, 'utf8') : '';
    // The test's title, or its start: it opens a string in that file.
    if (!name || (!source.includes(`'${name.replace(/'/g, "\\'")}`) && !source.includes(`"${name}`) && !source.includes(`\`${name}`))) wrong.push(`its test does not exist: ${proof.test}`);
    const fileEngine = engineOfTestFile(file);
    if (fileEngine && fileEngine !== proof.engine) wrong.push(`names ${proof.engine} for ${file}, a test of ${fileEngine}`);
    if (!testSlugs(proof)) wrong.push(`say which templates ${proof.test} plays (its title names none)`);
  }
  if (wrong.length > 0) return wrong.join('; ');
  const named = [...claim.scenarios, ...(entry && 'provedBy' in entry ? (entry.provedBy ?? []) : [])];
  if (named.length === 0 && tests.length === 0 && claim.slugs.every((slug) => contractRefs(slug, claim.text).length === 0)) return 'names no proof (a scenario inline, by a proof line, in the contract or in content/behaviour-claims.ts, or a test there)';
  const words = conditions.filter((condition) => condition.words(claim.text));
  const missing: string[] = [];
  const unproved: string[] = [];
  const unshown = new Map<Condition, string[]>();
  for (const slug of claim.slugs) {
    const { scenarios } = loadContract(slug);
    const refs = [
      ...named.flatMap((ref) => (ref.includes('/') ? (ref.startsWith(`${slug}/`) ? [ref.slice(slug.length + 1)] : []) : [ref])),
      ...contractRefs(slug, claim.text),
    ];
    for (const ref of refs) if (!scenarios.some((scenario) => scenario.name === ref)) missing.push(`${slug} has no scenario ${ref}`);
    for (const engine of claim.engines) {
      const replayed = scenarios.filter((scenario) => refs.includes(scenario.name) && scenarioEngines(scenario).includes(engine));
      const tested = tests.filter((proof) => (proof.engine === engine || proof.engine === 'every') && testSlugs(proof)?.includes(slug));
      if (replayed.length === 0 && tested.length === 0) {
        unproved.push(`${slug} in ${engine}`);
        continue;
      }
      for (const condition of words) {
        if (condition.engines && !condition.engines.includes(engine)) continue;
        const shown = replayed.some((scenario) => scenario.script.some((step) => condition.shownBy(step, engine))) || tested.some((proof) => proof.shows?.includes(condition.id));
        if (!shown) unshown.set(condition, [...(unshown.get(condition) ?? []), `${slug} in ${engine}`]);
      }
    }
  }
  const problems = [
    ...missing,
    ...(unproved.length > 0 ? [`no scenario replayed there or test of that engine proves it for ${list(unproved)}`] : []),
    ...[...unshown].map(([condition, where]) => `nothing exercises «${condition.says}» for ${list(where)}`),
  ];
  return problems.length > 0 ? problems.join('; ') : null;
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

  it('each has, for every template and engine it speaks of, a scenario replayed there or a test of that engine that exercises what it says', () => {
    // One line a sentence, led by who writes it: the engine lines their kits' READMEs and changelogs, words the site.
    const problems = new Map<string, string>();
    for (const claim of claims) {
      const problem = proofProblem(claim);
      if (problem && !problems.has(claim.text)) problems.set(claim.text, `[${ownerOf(claim)}] ${claim.source}: «${claim.text}» — ${problem}`);
    }
    expect([...problems.values()].sort()).toEqual([]);
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
    'A running game stopped without ending: the API’s pause, or the window or tab losing focus.',
    'No managed memory is allocated per frame in steady play, the HUD included.',
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

describe('a claim without a proof in each engine it speaks of fails', () => {
  const claim = (text: string, more: Partial<ProseSentence> = {}): ProseSentence => ({ source: 'content/tutorials.ts', text, slugs: ['rhythm-clacker', 'timing-wheel'], engines: ['js', 'unity', 'godot'], scenarios: [], ...more });
  const everyTemplate = contractSlugs;
  const rhythmKeyTime = js("lib/mechanics/rhythm-clacker/game.test.ts › times a key by its event timeStamp, not by when the handler ran", { shows: ['input-moment'] });
  const rhythmTapTime = unity("lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame judges a tap when it happened, by the Input System's event time: on the beat is 0 ms at 30, 60 and 144 fps", { shows: ['input-moment'] });

  it('names the sentence and what is missing', () => {
    expect(proofProblem(claim('The game saves your best score between runs.'))).toMatch(/names no proof/);
  });

  it('fails a scenario one of its templates lacks, or an engine no scenario replayed there and no test of it proves', () => {
    expect(proofProblem(claim('A press after the end starts a new run.', { scenarios: ['two-fingers-overlapping'] }))).toMatch(/timing-wheel has no scenario two-fingers-overlapping/);
    expect(proofProblem(claim('A finger on Calibrate runs the round.', { scenarios: ['rhythm-clacker/calibrate-by-touch', 'timing-wheel/touch-play'] }))).toMatch(/rhythm-clacker in js/);
  });

  it('“inputs are judged at their own moment” in a Godot README, proved in JavaScript and Unity only', () => {
    const sentence = 'The same seed and the same input at 30, 60 and 144 frames a second give the same events: inputs are judged at their own moment, the rules step on a fixed clock.';
    const godotReadme = claim(sentence, { source: 'godot kit godot/addons/microloop_rhythm_clacker/README.md (rhythm-clacker)', slugs: ['rhythm-clacker'], engines: ['godot'], scenarios: ['frame-rate-30', 'frame-rate-144'] });
    const proof: ClaimProof[] = [{ says: 'inputs are judged at their own moment', provedBy: ['frame-rate-30', 'frame-rate-144'], tests: [rhythmKeyTime, rhythmTapTime] }];
    // The frame-rate scenarios are replayed in Godot, but every step lands at a frame's start: they cannot tell.
    expect(proofProblem(godotReadme, proof)).toMatch(/nothing exercises «an input judged at its own moment between two frames» for rhythm-clacker in godot/);
    expect(proofProblem({ ...godotReadme, source: 'js kit README.md (rhythm-clacker)', engines: ['js', 'unity'] }, proof)).toBeNull();
  });

  it('“a tap is judged when it happened (its event time)” in every Unity README, proved for RhythmClacker only', () => {
    const unityReadme = claim('With the Input System a tap is judged when it happened (its event time); the Input Manager has no event time.', { source: 'unity kit README.md (double-tap-dash)', slugs: everyTemplate, engines: ['unity'] });
    const problem = proofProblem(unityReadme, [{ says: 'a tap is judged when it happened', tests: [rhythmTapTime] }]);
    expect(problem).toMatch(/for physics-dropper in unity, double-tap-dash in unity, memory-tiles in unity, bounce-chain in unity, timing-wheel in unity/);
    expect(problem).not.toMatch(/rhythm-clacker in unity/);
  });

  it('“onPause fires when the window or tab loses focus”, proved by a hidden tab only', () => {
    const jsReadme = claim('`onPause()`: the game paused: `pause()`, or the window or tab losing focus.', { source: 'js kit README.md (timing-wheel)', slugs: ['timing-wheel'], engines: ['js'] });
    // JavaScript's replayer plays focus-out as a hidden tab: the scenario shows the tab, not the window.
    expect(proofProblem(jsReadme, [{ says: 'the window or tab losing focus', provedBy: ['focus-lost-mid-run'] }])).toMatch(/nothing exercises «the window losing focus» for timing-wheel in js/);
    // In Godot and Unity the same scenario loses the window's focus.
    expect(proofProblem({ ...jsReadme, engines: ['godot', 'unity'] }, [{ says: 'the window or tab losing focus', provedBy: ['focus-lost-mid-run'] }])).toBeNull();
  });

  it('a tap “anywhere” proved only by presses on tiles, and a finger “read as touch” proved by a press that clicks too', () => {
    const tiles = claim('After a cleared board, a tap anywhere deals the next one.', { slugs: ['memory-tiles'], engines: ['js'], scenarios: ['board-cleared'] });
    expect(proofProblem(tiles)).toMatch(/nothing exercises «a press anywhere on the game» for memory-tiles in js/);
    const touch = claim('A finger is read as touch, not only as an emulated mouse.', { slugs: ['memory-tiles'], engines: ['js', 'godot'], scenarios: ['touch-play'] });
    expect(proofProblem(touch)).toMatch(/nothing exercises «a finger read as touch, not as an emulated click» for memory-tiles in js$/);
  });

  it('a test proves only the engine and templates it plays, and says which', () => {
    const sentence = claim('Sounds reach the output.', { slugs: ['rhythm-clacker'], engines: ['godot', 'unity'] });
    expect(proofProblem(sentence, [{ says: 'Sounds reach', tests: [every('content/docs.test.ts › no such test')] }])).toMatch(/its test does not exist/);
    expect(proofProblem(sentence, [{ says: 'Sounds reach', tests: [{ ...rhythmTapTime, engine: 'godot' }] }])).toMatch(/names godot for lib\/mechanics\/exporters\/unity-package\.test\.ts, a test of unity/);
    expect(proofProblem(sentence, [{ says: 'Sounds reach', tests: [rhythmTapTime] }])).toMatch(/for rhythm-clacker in godot$/);
    expect(proofProblem(sentence, [{ says: 'Sounds reach', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display')] }])).toMatch(/say which templates/);
  });

  it('passes when every template and engine it speaks of has a proof that exercises its words', () => {
    expect(proofProblem(claim('Focus lost pauses the game.', { scenarios: ['focus-lost-mid-run'] }))).toBeNull();
  });
});
