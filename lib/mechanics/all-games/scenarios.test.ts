/**
 * The contract's scenarios as the TypeScript game plays them now: lib/mechanics/<slug>/scenarios/expected.json
 * must be what the recorder (core/testing/scenario-recorder.ts) records from each template's game. A game
 * change without new expected streams fails here, naming the scenario and the first event that differs;
 * `node scripts/record-scenarios.mjs` writes them again (this file with WRITE_SCENARIOS=1), and every
 * engine then replays the new streams. It is the golden traces' rule (all-games/golden.test.ts), one level up.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compareScenario, describeMismatch, type ExpectedScenarios, type Scenario, type ScenarioEvent } from '../core/contract';
import { contractSlugs, loadContract } from './contracts';
import { recordScenario } from '../core/testing/scenario-recorder';
import { recordedGames } from './scenario-games';

const write = process.env.WRITE_SCENARIOS === '1';
const expectedPath = (slug: string) => join(__dirname, '..', slug, 'scenarios', 'expected.json');

/** The committed file's text for a recording: the scenarios in the contract's order, each with its stream. */
function expectedText(expected: ExpectedScenarios): string {
  // One line per scenario's header and per event: a re-recording shows as a readable diff.
  const scenarios = expected.scenarios.map(({ expect: events, ...scenario }) => {
    const { name, proves, seed, settings, fps, frames, engines, host, script } = scenario;
    const head = JSON.stringify({ name, proves, engines, host, seed, settings, fps, frames, script }).slice(0, -1);
    const body = events.map((event) => `   ${JSON.stringify(event)}`).join(',\n');
    return `  ${head},"expect":[${events.length > 0 ? `\n${body}\n  ` : ''}]}`;
  });
  return `{"slug":${JSON.stringify(expected.slug)},"scenarios":[\n${scenarios.join(',\n')}\n]}\n`;
}

const withoutExpect = (scenario: Scenario & { expect?: unknown }) => ({ ...scenario, expect: undefined });

describe.each(contractSlugs)('%s scenarios', (slug) => {
  const { scenarios } = loadContract(slug);
  const committed: ExpectedScenarios | null = existsSync(expectedPath(slug)) ? (JSON.parse(readFileSync(expectedPath(slug), 'utf8')) as ExpectedScenarios) : null;
  const recorded: ExpectedScenarios = { slug, scenarios: [] };
  // A host scenario plays touch-play's script unchanged: the same session is recorded once.
  const sessions = new Map<string, Promise<ScenarioEvent[]>>();
  const record = (scenario: Scenario) => {
    const key = JSON.stringify([scenario.seed, scenario.settings, scenario.fps, scenario.frames, scenario.script]);
    if (!sessions.has(key)) sessions.set(key, recordScenario(recordedGames[slug]!, scenario));
    return sessions.get(key)!;
  };

  it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))('%s: the TypeScript game fires the committed events', async (_name, scenario) => {
    const expect_ = await record(scenario);
    (recorded.scenarios as unknown[]).push({ ...scenario, expect: expect_ });
    if (write) return;
    const stored = committed?.scenarios.find((entry) => entry.name === scenario.name);
    // The scenario itself (script, seed, frames) is what engines replay: a changed script is a stale file too.
    expect(stored ? withoutExpect(stored) : null).toEqual({ ...JSON.parse(JSON.stringify(scenario)), expect: undefined });
    const mismatch = compareScenario(scenario.name, stored!.expect, expect_);
    if (mismatch) throw new Error(`${describeMismatch('typescript', slug, mismatch)} — run node scripts/record-scenarios.mjs if the game changed on purpose`);
  });

  // Brief rule 6: the same seed and input in seconds give the same events at 30, 60 and 144 fps.
  const frameRates = scenarios.filter((scenario) => /^frame-rate-\d+$/.test(scenario.name));
  if (frameRates.length > 1) {
    it('every frame-rate scenario fires the same events at every fps (brief rule 6)', async () => {
      const [first, ...others] = frameRates;
      const want = await record(first!);
      for (const other of others) {
        const mismatch = compareScenario(other.name, want, await record(other));
        if (mismatch) throw new Error(`${describeMismatch('typescript', slug, mismatch)} — ${first!.name} fired it`);
      }
    });
  }

  // Brief rule 1: `score` is the new total, so it fires only when the total changed (a run starts at 0).
  it('no scenario fires a score event that repeats the total', async () => {
    const repeats: string[] = [];
    for (const scenario of scenarios) {
      // A recreated game starts again at 0.
      const recreated = scenario.script.filter((step) => step.do === 'recreate').map((step) => step.frame);
      let total = 0;
      for (const [index, event] of (await record(scenario)).entries()) {
        while (recreated.length > 0 && event.frame >= recreated[0]!) {
          recreated.shift();
          total = 0;
        }
        if (event.event !== 'score') continue;
        if (event.score === total) repeats.push(`${scenario.name}: event ${index} ${JSON.stringify(event)}`);
        total = event.score as number;
      }
    }
    expect(repeats).toEqual([]);
  });

  it('the committed file holds exactly the contract’s scenarios, in order', () => {
    if (write) {
      mkdirSync(dirname(expectedPath(slug)), { recursive: true });
      writeFileSync(expectedPath(slug), expectedText(recorded));
      return;
    }
    expect(committed?.slug).toBe(slug);
    expect(committed?.scenarios.map((scenario) => scenario.name)).toEqual(scenarios.map((scenario) => scenario.name));
  });
});
