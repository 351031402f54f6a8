import { flattenResults, summarizeRun, TIME_LIMIT_ANNOTATION } from './e2e-summary.mjs';

const limit = (ms: number) => [{ type: TIME_LIMIT_ANNOTATION, description: String(ms) }];

/** A Playwright JSON report in miniature: one quick test, one slow one, one flaky, one skipped, one failed. */
const report = {
  config: { metadata: { actualWorkers: 2 }, projects: [{ timeout: 30_000 }] },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [],
      suites: [
        {
          title: 'Page',
          file: 'a.spec.ts',
          specs: [
            { title: 'quick', file: 'a.spec.ts', tests: [{ projectName: 'desktop', status: 'expected', annotations: [], results: [{ status: 'passed', retry: 0, duration: 1_000, annotations: limit(30_000) }] }] },
            { title: 'slow', file: 'a.spec.ts', tests: [{ projectName: 'desktop', status: 'expected', annotations: [], results: [{ status: 'passed', retry: 0, duration: 20_000, annotations: limit(30_000) }] }] },
            { title: 'given room', file: 'a.spec.ts', tests: [{ projectName: 'desktop', status: 'expected', annotations: [], results: [{ status: 'passed', retry: 0, duration: 40_000, annotations: limit(120_000) }] }] },
            {
              title: 'wobbly',
              file: 'a.spec.ts',
              tests: [
                {
                  projectName: 'mobile',
                  status: 'flaky',
                  annotations: [],
                  results: [
                    { status: 'failed', retry: 0, duration: 3_000, annotations: limit(30_000) },
                    { status: 'passed', retry: 1, duration: 2_000, annotations: limit(30_000) },
                  ],
                },
              ],
            },
            { title: 'not here', file: 'a.spec.ts', tests: [{ projectName: 'mobile', status: 'skipped', annotations: [], results: [{ status: 'skipped', retry: 0, duration: 0 }] }] },
            { title: 'broken', file: 'a.spec.ts', tests: [{ projectName: 'desktop', status: 'unexpected', annotations: [], results: [{ status: 'failed', retry: 0, duration: 5_000, annotations: limit(30_000) }] }] },
          ],
        },
      ],
    },
  ],
};

describe('e2e run summary', () => {
  it('reads every result with its title path, project and time limit', () => {
    const rows = flattenResults(report);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ title: 'Page › quick', project: 'desktop', duration: 1_000, limit: 30_000 });
    expect(rows.find((row) => row.title === 'Page › given room')?.limit).toBe(120_000);
  });

  const lines = summarizeRun(report, { seconds: 754 });
  const text = lines.join('\n');

  it('closes with a plain passed/failed/skipped line that counts a flaky test once, as passed', () => {
    expect(lines.at(-1)).toBe('e2e: 4 passed, 1 failed, 1 skipped, 1 flaky');
  });

  it('states the total time and the slowest tests first', () => {
    expect(text).toContain('e2e took 12 min 34 s; 2 workers.');
    const slowest = lines.slice(lines.indexOf('Slowest tests:') + 1);
    expect(slowest[0]).toContain('Page › given room');
    expect(slowest[1]).toContain('Page › slow');
  });

  it('names a passing test that used more than half of its own limit, and not one within it', () => {
    const over = text.split('Used more than half')[1]?.split('PASSED ONLY')[0]?.split('\n').filter((line) => line.startsWith('  ')) ?? [];
    expect(over).toHaveLength(1);
    expect(over[0]).toContain('20.0 s of 30.0 s');
  });

  it('says when the run was on the slower twin', () => {
    expect(summarizeRun(report, { seconds: 61, slowTwin: 1 })[1]).toBe('e2e took 1 min 1 s; 2 workers, on the slower twin (1 busy core).');
  });

  it("prints each spec's summed time (both widths, retries included) with its count of tests, and names a spec without a budget", () => {
    expect(text).toMatch(/Specs against their budgets[^\n]*\n {2}a\.spec\.ts +71\.0 s no budget {3}6 tests\n/);
    expect(text).toContain('NO BUDGET: a.spec.ts (71.0 s): give it one in scripts/gate-budgets.mjs');
  });

  it('counts the tests run and the assertions they executed, when the reporter wrote them', () => {
    expect(summarizeRun(report, { seconds: 61, assertions: { 'desktop › a.spec.ts › Page › quick': [3, 1], 'desktop › a.spec.ts › Page › slow': [4, 1] } })).toContain(
      'e2e: 2 tests run, 9 assertions executed (expect calls): 7 in the tests, 2 in their fixtures',
    );
    expect(text).not.toContain('assertions executed');
  });

  it('names a test that passed only on a retry', () => {
    expect(text).toMatch(/PASSED ONLY ON A RETRY[^\n]*\n {2}\[mobile\] a\.spec\.ts › Page › wobbly/);
  });
});
