import { budgetLines, judgeBudgets, specBudgets, specSeconds } from './gate-budgets.mjs';

/** Where playwright.config.ts's JSON reporter writes the run (test-results/ is emptied at each run's start). */
export const RESULTS_FILE = 'test-results/results.json';

/** Where scripts/e2e-assertions.mjs (a reporter) writes the assertions each test executed. */
export const ASSERTIONS_FILE = 'test-results/assertions.json';

/**
 * Whether a Playwright step is an assertion of its own: an expect step with no expect step above it (the
 * tries inside expect.poll() or toPass() are the one call that waits).
 */
export function isOwnAssertion(step) {
  if (step.category !== 'expect') return false;
  for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === 'expect') return false;
  return true;
}

/** The annotation the e2e fixtures add with each test's final time limit (after setTimeout or slow()). */
export const TIME_LIMIT_ANNOTATION = 'time-limit-ms';

/** Every test result of a Playwright JSON report, with its title path, project and retry. */
export function flattenResults(report) {
  const rows = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const limit = Number(
          [...(test.annotations ?? []), ...test.results.flatMap((result) => result.annotations ?? [])].find(
            (annotation) => annotation.type === TIME_LIMIT_ANNOTATION,
          )?.description ?? report.config?.projects?.[0]?.timeout ?? 30_000,
        );
        for (const result of test.results ?? []) {
          rows.push({
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            file: spec.file,
            project: test.projectName,
            status: result.status,
            outcome: test.status,
            retry: result.retry,
            duration: result.duration,
            limit,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.file === child.title ? '' : child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return rows;
}

const secondsText = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The lines printed after a run: totals, the 10 slowest tests, each spec against its time budget
 * (scripts/gate-budgets.mjs), tests over half their limit, flaky tests, and with `assertions` (what
 * scripts/e2e-assertions.mjs wrote: by test, its assertions in the test and in its fixtures) the assertions executed.
 */
export function summarizeRun(report, { seconds, slowTwin = 0, assertions = null }) {
  const rows = flattenResults(report);
  const last = new Map();
  for (const row of rows) last.set(`${row.project} ${row.file} ${row.title}`, row);
  const tests = [...last.values()];
  const count = (outcome) => tests.filter((row) => row.outcome === outcome).length;
  const slowest = [...rows].sort((a, b) => b.duration - a.duration).slice(0, 10);
  const overHalf = rows.filter((row) => row.status === 'passed' && row.duration > row.limit / 2);
  const flaky = tests.filter((row) => row.outcome === 'flaky');
  const lines = [
    '',
    `e2e took ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s; ${report.config?.metadata?.actualWorkers ?? '?'} workers` +
      (slowTwin > 0 ? `, on the slower twin (${slowTwin} busy core${slowTwin > 1 ? 's' : ''}).` : '.'),
    'Slowest tests:',
    ...slowest.map((row) => `  ${secondsText(row.duration).padStart(8)}  [${row.project}] ${row.file} › ${row.title}`),
  ];
  const testsBySpec = {};
  for (const row of tests) testsBySpec[row.file.split('/').at(-1)] = (testsBySpec[row.file.split('/').at(-1)] ?? 0) + 1;
  lines.push(
    ...budgetLines("Specs against their budgets (each spec's test durations summed, both widths; the budgets are the slower twin's):", judgeBudgets(specSeconds(rows), specBudgets), {
      extra: (row) => `   ${testsBySpec[row.name] ?? 0} tests`,
    }),
  );
  if (overHalf.length > 0) {
    lines.push('Used more than half of their time limit (split them, or justify a larger limit):');
    lines.push(...overHalf.map((row) => `  ${secondsText(row.duration)} of ${secondsText(row.limit)}  [${row.project}] ${row.file} › ${row.title}`));
  }
  if (flaky.length > 0) {
    lines.push('PASSED ONLY ON A RETRY (a defect: fix it, do not leave it to the retry):');
    lines.push(...flaky.map((row) => `  [${row.project}] ${row.file} › ${row.title}`));
  }
  const failed = count('unexpected');
  if (assertions) {
    const [inTests, inFixtures] = Object.values(assertions).reduce(([a, b], [test, fixture]) => [a + test, b + fixture], [0, 0]);
    lines.push(`e2e: ${Object.keys(assertions).length} tests run, ${inTests + inFixtures} assertions executed (expect calls): ${inTests} in the tests, ${inFixtures} in their fixtures`);
  }
  lines.push(`e2e: ${count('expected') + flaky.length} passed, ${failed} failed, ${count('skipped')} skipped${flaky.length ? `, ${flaky.length} flaky` : ''}`);
  return lines;
}
