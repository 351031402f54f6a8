// The gate's time budgets (e2e/README.md "The budget"): each stage of `npm test`, each e2e spec (the sum
// of its tests' durations over both widths, retries included) and each heavy Jest suite, in seconds as
// measured on the slower twin of a 2-core machine of the kind CI runs on. scripts/gate.mjs and
// scripts/e2e.mjs print every figure beside its budget at the end of a run; one that has grown past its
// budget is named on a line of its own. A line, not a failure: the same commit's times differ by a
// quarter from run to run on a shared machine, so a failing budget would be a flaky gate. The hard
// limits stay the tests' own time limits (and the summary's "more than half of their time limit").

/** The whole `npm test` on the slower twin: 14 minutes leaves 30 % of the 20-minute budget for a slower machine. */
export const GATE_BUDGET_SECONDS = 14 * 60;

/** Each stage of `npm test`, in seconds on the slower twin. */
export const stageBudgets = {
  typecheck: 45,
  lint: 60,
  build: 90,
  unit: 180,
  'check:site': 30,
  e2e: 420,
};

/** The Jest suites that boot Godot or Chromium, compile with mono or bundle: seconds of one worker on the slower twin. */
export const unitSuiteBudgets = {
  'lib/mechanics/exporters/godot-kits.test.ts': 130,
  'lib/mechanics/exporters/godot-hud-steady.test.ts': 60,
  'lib/mechanics/exporters/godot-host-places.test.ts': 25,
  'lib/mechanics/exporters/unity-package.test.ts': 90,
  'content/kit-api/samples-godot.test.ts': 70,
  'lib/mechanics/all-games/godot-golden.test.ts': 30,
  'scripts/bundle-games.test.ts': 40,
  // Pure rules, but thousands of simulated balls: the slowest suite that boots nothing (33.5 s in the twin run of ad20181).
  'lib/mechanics/physics-dropper/model.test.ts': 40,
  'content/js-examples.test.ts': 30,
  'lib/mechanics/exporters/kit-readme-commands.test.ts': 25,
  'content/kit-api/samples-csharp.test.ts': 15,
  'lib/mechanics/exporters/csharp-compiles.test.ts': 15,
};

/** Each e2e spec: the sum of its tests' durations (both projects, retries included), in seconds on the slower twin. */
export const specBudgets = {
  'about.spec.ts': 20,
  'community.spec.ts': 40,
  'docs-pages.spec.ts': 90,
  'docs.spec.ts': 60,
  'frame-cost.spec.ts': 90,
  'godot-audio.spec.ts': 60,
  'godot-kits.spec.ts': 40,
  'home.spec.ts': 60,
  'host.spec.ts': 40,
  'js-kits.spec.ts': 150,
  'junk-input.spec.ts': 30,
  'kit-engine.spec.ts': 30,
  'legal.spec.ts': 40,
  'no-js.spec.ts': 20,
  'one-physics-dropper.spec.ts': 30,
  'paint-first.spec.ts': 15,
  'playground.spec.ts': 90,
  'routes.spec.ts': 160,
  'security.spec.ts': 30,
  'shell.spec.ts': 40,
  'soak.spec.ts': 30,
  'template-pages.spec.ts': 200,
  'templates.spec.ts': 90,
  'unity-kits.spec.ts': 60,
  'versions.spec.ts': 30,
};

/**
 * Each measured figure against its budget, in the order measured: `over` is the seconds past the budget
 * (0 within it); a figure with no budget has budget null.
 */
export function judgeBudgets(measured, budgets) {
  return Object.entries(measured).map(([name, seconds]) => {
    const budget = Object.hasOwn(budgets, name) ? budgets[name] : null;
    return { name, seconds, budget, over: budget === null ? 0 : Math.max(0, seconds - budget) };
  });
}

const secondsText = (seconds) => `${seconds.toFixed(1)} s`;

/**
 * The lines that print `rows` (from judgeBudgets) under `title`, names padded to the widest, then one line
 * for each figure over its budget and (unless `flagMissing` is false) one for each without a budget.
 * `extra` adds text after a row.
 */
export function budgetLines(title, rows, { extra = () => '', flagMissing = true } = {}) {
  const width = Math.max(0, ...rows.map((row) => row.name.length));
  const lines = [title];
  for (const row of rows) {
    const budget = row.budget === null ? 'no budget' : `of ${String(row.budget).padStart(4)} s`;
    const mark = row.over > 0 ? '  OVER' : '';
    lines.push(`  ${row.name.padEnd(width)}  ${secondsText(row.seconds).padStart(8)} ${budget}${mark}${extra(row)}`);
  }
  for (const row of rows.filter((candidate) => candidate.over > 0)) {
    lines.push(`OVER BUDGET: ${row.name} took ${secondsText(row.seconds)}, ${secondsText(row.over)} past its ${row.budget} s (find what grew before raising it: scripts/gate-budgets.mjs)`);
  }
  for (const row of flagMissing ? rows.filter((candidate) => candidate.budget === null) : []) {
    lines.push(`NO BUDGET: ${row.name} (${secondsText(row.seconds)}): give it one in scripts/gate-budgets.mjs`);
  }
  return lines;
}

/** The e2e specs' seconds: each result's duration (every project and retry) summed per spec file. */
export function specSeconds(rows) {
  const seconds = {};
  for (const row of rows) {
    const spec = row.file.split('/').at(-1);
    seconds[spec] = (seconds[spec] ?? 0) + row.duration / 1000;
  }
  return Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
}

/** Each Jest suite's seconds from Jest's --json report, relative to `rootDir`, slowest first. */
export function unitSuiteSeconds(report, rootDir) {
  const seconds = {};
  for (const result of report.testResults ?? []) {
    const name = result.name.startsWith(`${rootDir}/`) ? result.name.slice(rootDir.length + 1) : result.name;
    seconds[name] = (result.endTime - result.startTime) / 1000;
  }
  return Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
}
