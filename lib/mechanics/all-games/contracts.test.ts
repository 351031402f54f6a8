/** @jest-environment node */
/**
 * The game contracts as data (lib/mechanics/<slug>/contract.ts): every lifecycle rule is proved by
 * scenarios that exist and are replayed in every engine the rule is stated for; every action has touch
 * in every engine (the lead's rule 2); the committed streams use only the contract's events and fields;
 * the frame-rate scenarios give one stream. Prints the matrix template × engine × scenario.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { contractEngines, type ContractEngine, type ExpectedScenarios, type Trigger } from '../core/contract';
import { ruleEngines, scenarioEngines } from '../core/contract-parts';
import { contractSlugs, loadContract } from './contracts';
import type { DoubleTapDashOptions } from '../double-tap-dash/game';
import type { MemoryTilesOptions } from '../memory-tiles/game';
import type { RhythmClackerOptions } from '../rhythm-clacker/game';
import type { TimingWheelOptions } from '../timing-wheel/game';

/** true when a game's onJudged payload names its outcome `result` (tsc --noEmit holds the test below to it). */
type NamesResult<Options> = Options extends { onJudged?: ((judgement: infer J) => void) | null | undefined } ? (J extends { readonly result: string } ? true : false) : false;

const expectedOf = (slug: string): ExpectedScenarios | null => {
  const path = join(__dirname, '..', slug, 'scenarios', 'expected.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ExpectedScenarios) : null;
};

/** Rows of the matrix: which scenarios each engine of each template replays. */
export function scenarioMatrix() {
  return contractSlugs.flatMap((slug) =>
    loadContract(slug).scenarios.flatMap((scenario) => scenarioEngines(scenario).map((engine) => ({ slug, engine, scenario: scenario.name }))),
  );
}

const touchKinds = new Set<Trigger['kind']>(['tap', 'hold', 'hold-half', 'press-on', 'hud-button', 'second-finger']);
const isTouch = (trigger: Trigger) => touchKinds.has(trigger.kind) && (trigger.kind === 'second-finger' || ('pointer' in trigger && trigger.pointer === 'touch'));
const inEngine = (trigger: Trigger, engine: ContractEngine) => !trigger.engines || trigger.engines.includes(engine);

describe('game contracts', () => {
  it('cover the six templates', () => {
    expect([...contractSlugs].sort()).toEqual(['bounce-chain', 'double-tap-dash', 'memory-tiles', 'physics-dropper', 'rhythm-clacker', 'timing-wheel']);
  });

  it('print the matrix template × engine × scenario', () => {
    const rows = scenarioMatrix();
    const lines = contractSlugs.map((slug) => {
      const counts = contractEngines.map((engine) => `${engine} ${rows.filter((row) => row.slug === slug && row.engine === engine).length}`);
      return `${slug.padEnd(16)} ${loadContract(slug).scenarios.length} scenarios · ${counts.join(' · ')}`;
    });
    console.log(`Scenario matrix: ${rows.length} runs (template × engine × scenario)\n${lines.join('\n')}`);
    expect(rows.length).toBeGreaterThan(0);
  });

  describe.each(contractSlugs)('%s', (slug) => {
    const { contract, scenarios } = loadContract(slug);
    const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario]));

    it('names each scenario once, and every step falls inside its frames', () => {
      expect(byName.size).toBe(scenarios.length);
      expect(contract.slug).toBe(slug);
      for (const scenario of scenarios) {
        for (const step of scenario.script) expect({ scenario: scenario.name, inside: step.frame >= 0 && step.frame < scenario.frames }).toEqual({ scenario: scenario.name, inside: true });
      }
    });

    it.each(contract.lifecycle.map((rule) => [`${rule.moment}: ${rule.rule.slice(0, 60)}…`, rule] as const))(
      'rule %s is proved by scenarios replayed in every engine it is stated for',
      (_label, rule) => {
        expect(rule.provedBy.length).toBeGreaterThan(0);
        for (const name of rule.provedBy) {
          const scenario = byName.get(name);
          expect({ name, exists: scenario !== undefined }).toEqual({ name, exists: true });
          const missing = ruleEngines(rule).filter((engine) => !scenarioEngines(scenario!).includes(engine));
          expect({ name, missing }).toEqual({ name, missing: [] });
        }
        for (const event of rule.fires) expect(contract.events.map((known) => known.name)).toContain(event);
      },
    );

    it('gives every action a touch trigger in every engine (rule 2)', () => {
      for (const action of contract.actions) {
        for (const engine of contractEngines) {
          expect({ action: action.id, engine, touch: action.triggers.some((trigger) => isTouch(trigger) && inEngine(trigger, engine)) }).toEqual({
            action: action.id,
            engine,
            touch: true,
          });
        }
      }
    });

    it('streams only the contract’s events, each with exactly its fields', () => {
      const expected = expectedOf(slug);
      expect(expected).not.toBeNull();
      const fields = new Map(contract.events.map((event) => [event.name, [...event.fields].sort()]));
      fields.set('probe', ['read', 'value']);
      for (const scenario of expected!.scenarios) {
        for (const { event, ...rest } of scenario.expect) {
          expect({ scenario: scenario.name, event, fields: Object.keys(rest).filter((key) => key !== 'frame').sort() }).toEqual({ scenario: scenario.name, event, fields: fields.get(event) ?? 'not in the contract' });
        }
      }
    });

    it('gives one stream at 30, 60 and 144 fps (rule 6)', () => {
      const expected = expectedOf(slug)!;
      const stream = (fps: number) => expected.scenarios.find((scenario) => scenario.name === `frame-rate-${fps}`)!.expect.map((event) => ({ ...event, frame: 0 }));
      expect(stream(60).length).toBeGreaterThan(0);
      expect(stream(30)).toEqual(stream(60));
      expect(stream(144)).toEqual(stream(60));
    });
  });
});

describe('one event vocabulary (issue 46)', () => {
  const judging = ['double-tap-dash', 'memory-tiles', 'rhythm-clacker', 'timing-wheel'];
  /** 1.x's JavaScript names for a press's outcome, each the judged moment under another name. */
  const oldNames = ['onLand', 'onJudgement', 'onMatch', 'onDash', 'onPhase'];

  it('a press’s outcome is onJudged / Judged / judged in every game that judges one; landed is PhysicsDropper’s ball settling alone', () => {
    const names = contractSlugs.flatMap((slug) => loadContract(slug).contract.events.map((event) => ({ slug, ...event.engines })));
    const judged = names.filter((name) => name.unity === 'Judged' || name.godot === 'judged' || name.js === 'onJudged');
    expect([...judged].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(judging.map((slug) => ({ slug, js: 'onJudged', unity: 'Judged', godot: 'judged' })));
    const landed = names.filter((name) => name.js === 'onLand' || name.unity === 'Landed' || name.godot === 'landed');
    expect(landed).toEqual([{ slug: 'physics-dropper', js: 'onLand', unity: 'Landed', godot: 'landed' }]);
    expect(names.filter((name) => name.slug !== 'physics-dropper' && oldNames.some((old) => name.js.includes(old)))).toEqual([]);
  });

  it('the judged payload names its outcome `result` in all four, as Godot’s judged(result, …) does (review 4 M2; tsc checks the types)', () => {
    const named = [true, true, true, true] as const satisfies readonly [NamesResult<DoubleTapDashOptions>, NamesResult<MemoryTilesOptions>, NamesResult<RhythmClackerOptions>, NamesResult<TimingWheelOptions>];
    expect(named).toHaveLength(judging.length);
    for (const slug of judging) expect(readFileSync(join(__dirname, '..', slug, 'game.ts'), 'utf8')).toMatch(/\bresult\b/);
  });

  it.each(judging)('%s: the JavaScript game’s options have onJudged and none of 1.x’s names for it', (slug) => {
    const source = readFileSync(join(__dirname, '..', slug, 'game.ts'), 'utf8');
    expect(source).toMatch(/^\s+onJudged\?: \(\(judgement: \w+\) => void\) \| null \| undefined;$/m);
    // options?.: a null options argument is no options (2.0.0), so a hoisted function's call cannot rely on narrowing.
    expect(source).toMatch(/options\??\.onJudged\?\.\(/);
    expect(oldNameReferences(source, `${slug}/game.ts`)).toEqual([]);
  });

  /**
   * Every reference to a 1.x name in code, comments aside: a property or variable named so (`onDash?:`, `options?.onDash`,
   * `options!.onDash`, `{ onDash }`) or a quoted key (`options['onDash']`). The regex before this (`onDash?:` or
   * `options.onDash`) let `options?.onDash?.(…)` through.
   */
  function oldNameReferences(source: string, fileName = 'planted.ts'): string[] {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && oldNames.includes(node.text)) found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
    return found;
  }

  it('the old-name check finds a 1.x name however it is reached, and not in a comment', () => {
    const planted = `
      // 1.x had onDash and onPhase: a comment names them freely.
      function dashed(options: { onDash?: (() => void) | null } | null) {
        options?.onDash?.();
        options!.onPhase?.();
        options?.['onMatch']?.();
        const { onJudgement } = options as never;
        return onJudgement;
      }
      optional?.onLand?.call(null);`;
    expect(oldNameReferences(planted)).toEqual(['onDash', 'onDash', 'onPhase', 'onMatch', 'onJudgement', 'onJudgement', 'onLand']);
    // The regex it replaces missed the 2.0.0 call shape (options?.name?.(…)) with an old name in it.
    expect(new RegExp(`\\bonDash\\?:|options\\.onDash\\b`).test('options?.onDash?.(judgement);')).toBe(false);
  });
});
