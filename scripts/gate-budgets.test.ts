/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { budgetLines, GATE_BUDGET_SECONDS, judgeBudgets, specBudgets, specSeconds, stageBudgets, unitSuiteBudgets, unitSuiteSeconds } from './gate-budgets.mjs';
import { gateSummary, stages } from './gate.mjs';
import { isOwnAssertion } from './e2e-summary.mjs';

const root = join(__dirname, '..');

describe('the gate\'s time budgets', () => {
  it('judges each figure against its own budget: within, past it by how much, or with none', () => {
    expect(judgeBudgets({ unit: 250, lint: 30, extra: 5 }, { unit: 240, lint: 90 })).toEqual([
      { name: 'unit', seconds: 250, budget: 240, over: 10 },
      { name: 'lint', seconds: 30, budget: 90, over: 0 },
      { name: 'extra', seconds: 5, budget: null, over: 0 },
    ]);
  });

  it('prints every row, then a line for each figure over its budget and each without one, and no such line when all are within', () => {
    const lines = budgetLines('Stages:', judgeBudgets({ unit: 250.04, lint: 30, extra: 5 }, { unit: 240, lint: 90 }));
    expect(lines[0]).toBe('Stages:');
    expect(lines[1]).toBe('  unit    250.0 s of  240 s  OVER');
    expect(lines[2]).toBe('  lint     30.0 s of   90 s');
    expect(lines[3]).toBe('  extra     5.0 s no budget');
    expect(lines.filter((line) => line.startsWith('OVER BUDGET'))).toEqual([
      'OVER BUDGET: unit took 250.0 s, 10.0 s past its 240 s (find what grew before raising it: scripts/gate-budgets.mjs)',
    ]);
    expect(lines.filter((line) => line.startsWith('NO BUDGET'))).toEqual(['NO BUDGET: extra (5.0 s): give it one in scripts/gate-budgets.mjs']);
    expect(budgetLines('Stages:', judgeBudgets({ lint: 90 }, { lint: 90 })).join('\n')).not.toMatch(/OVER|NO BUDGET/);
    expect(budgetLines('Suites:', judgeBudgets({ extra: 5 }, {}), { flagMissing: false }).join('\n')).not.toMatch(/NO BUDGET/);
  });

  it('sums a spec\'s results over both widths and its retries, slowest spec first', () => {
    const rows = [
      { file: 'a.spec.ts', duration: 1_000 },
      { file: 'b.spec.ts', duration: 4_000 },
      { file: 'a.spec.ts', duration: 2_500 },
    ];
    expect(Object.entries(specSeconds(rows))).toEqual([
      ['a.spec.ts', 3.5],
      ['b.spec.ts', 4],
    ].sort(([, x], [, y]) => Number(y) - Number(x)));
  });

  it('reads each Jest suite\'s seconds from its report, relative to the repository', () => {
    const report = { testResults: [{ name: '/repo/a.test.ts', startTime: 1_000, endTime: 3_500 }, { name: '/repo/b/c.test.ts', startTime: 0, endTime: 9_000 }] };
    expect(unitSuiteSeconds(report, '/repo')).toEqual({ 'b/c.test.ts': 9, 'a.test.ts': 2.5 });
  });

  it('budgets every stage, every e2e spec and only suites that exist, within the gate\'s 14 minutes', () => {
    expect(Object.keys(stageBudgets)).toEqual(stages);
    expect(Object.keys(specBudgets).sort()).toEqual(readdirSync(join(root, 'e2e')).filter((name) => name.endsWith('.spec.ts')).sort());
    for (const suite of Object.keys(unitSuiteBudgets)) expect(readdirSync(join(root, suite, '..'))).toContain(suite.split('/').at(-1));
    expect(Object.values(stageBudgets).reduce((sum, seconds) => sum + seconds, 0)).toBeLessThanOrEqual(GATE_BUDGET_SECONDS);
  });

  it('ends a gate run with each stage against its budget, its CPU seconds, a failure, the unit counts and the total', () => {
    const { typecheck = 0, lint = 0, unit: unitBudget = 0 } = stageBudgets;
    const results = [
      { name: 'typecheck', status: 0, seconds: typecheck - 10, cpu: 70 },
      { name: 'lint', status: 0, seconds: lint + 10, cpu: 120 },
      { name: 'unit', status: 1, seconds: 20, cpu: 38 },
    ];
    const unit = { testResults: [{ name: `${root}/scripts/gate.test.ts`, startTime: 0, endTime: 1_000 }] };
    const text = gateSummary(results, { unit, unitCount: { tests: 12, assertions: 40 }, rootDir: root }).join('\n');
    expect(text).toMatch(new RegExp(` {2}typecheck +${typecheck - 10}\\.0 s of +${typecheck} s {3}CPU 70 s\n`));
    expect(text).toMatch(new RegExp(` {2}unit +20\\.0 s of +${unitBudget} s {3}CPU 38 s {3}FAILED \\(1\\)\n`));
    expect(text).toContain(`OVER BUDGET: lint took ${lint + 10}.0 s, 10.0 s past its ${lint} s`);
    expect(text).not.toMatch(/OVER BUDGET: (typecheck|unit)/);
    expect(text).toMatch(/ {2}scripts\/gate\.test\.ts +1\.0 s no budget/);
    expect(text).toContain('unit: 12 tests, 40 assertions executed (expect calls)');
    expect(text).toContain(`npm test took ${Math.floor((typecheck + lint + 20) / 60)} min ${(typecheck + lint + 20) % 60} s, within the 14-minute budget of the slower twin`);
    expect(gateSummary([{ name: 'e2e', status: 0, seconds: 900, cpu: null }]).at(-1)).toMatch(/^npm test took 15 min 0 s, OVER the 14-minute budget/);
  });
});

describe('counting the e2e assertions', () => {
  it('counts an expect step once, and not the tries inside an expect.poll or toPass', () => {
    const poll = { category: 'expect' };
    expect(isOwnAssertion(poll)).toBe(true);
    expect(isOwnAssertion({ category: 'expect', parent: { category: 'test.step', parent: { category: 'hook' } } })).toBe(true);
    expect(isOwnAssertion({ category: 'expect', parent: poll })).toBe(false);
    expect(isOwnAssertion({ category: 'expect', parent: { category: 'test.step', parent: poll } })).toBe(false);
    expect(isOwnAssertion({ category: 'pw:api' })).toBe(false);
  });
});
