// A Playwright reporter that counts the assertions each test executed: every `expect` step (an
// expect() call, web-first or not, soft or not) whose ancestors hold no other expect step (the tries
// inside expect.poll() or toPass() count once, as the call that waits), apart those the fixtures run
// (e2e/fixtures.ts checks every test for console errors once, at its end). It writes
// test-results/assertions.json, `[in the test, in its fixtures]` by test, which scripts/e2e-summary.mjs
// reads: the count of tests and of assertions is the figure that must not fall when a spec is
// restructured to run faster.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { ASSERTIONS_FILE, isOwnAssertion } from './e2e-summary.mjs';

/** Whether a step runs inside a fixture's setup or teardown. */
function inFixture(step) {
  for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === 'fixture') return true;
  return false;
}

export default class AssertionCounter {
  /** `${project} › ${file} › ${title}` → the counts of its last result (a retry replaces the first try's). */
  counts = new Map();
  current = new Map();
  rootDir = process.cwd();

  onBegin(config) {
    this.rootDir = config.rootDir;
  }

  key(test) {
    const project = test.parent.project()?.name ?? '';
    return [project, relative(this.rootDir, test.location.file), test.titlePath().slice(3).join(' › ')].join(' › ');
  }

  onTestBegin(test) {
    this.current.set(test, [0, 0]);
  }

  onStepEnd(test, _result, step) {
    if (!isOwnAssertion(step)) return;
    const counts = this.current.get(test) ?? [0, 0];
    counts[inFixture(step) ? 1 : 0] += 1;
    this.current.set(test, counts);
  }

  onTestEnd(test, result) {
    if (result.status === 'skipped') return;
    this.counts.set(this.key(test), this.current.get(test) ?? [0, 0]);
  }

  onEnd() {
    mkdirSync(dirname(ASSERTIONS_FILE), { recursive: true });
    writeFileSync(ASSERTIONS_FILE, JSON.stringify(Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b))), null, 1));
  }

  printsToStdio() {
    return false;
  }
}
