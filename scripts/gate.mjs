// `npm test`: the gate's stages in order (two at once where each leaves a core idle), stopping at the first step that fails, each timed (wall clock and
// the CPU seconds of everything it ran), then every stage against its budget (scripts/gate-budgets.mjs),
// the slowest and the heavy Jest suites against theirs, and the count of tests and assertions of each
// test stage. The e2e stage (scripts/e2e.mjs) prints its own summary: its specs against their budgets and
// its slowest tests. Exits as the first failing stage did.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetLines, GATE_BUDGET_SECONDS, judgeBudgets, stageBudgets, unitSuiteBudgets, unitSuiteSeconds } from './gate-budgets.mjs';

/**
 * The stages of `npm test`, in order, in steps: the stages of a step run at once. The type check and the lint each
 * keep one core busy (CPU 24 and 31 s in 16 and 21 s, 2026-11-29), so they share the two; every later stage keeps both
 * cores busy, and the unit tests run beside the build and the site checks took 286 s where in turn they take about
 * 245 s (2026-11-29). check:site's framework floor built beside the site's build made the build slower (82 s on
 * the slower twin, was 45) and check:site no faster: it already builds the floor while its page visits wait (2026-11-30).
 * The unit tests beside check:site, after the build, took 307 s where in turn they take 278 (2026-11-30, e2e/README.md):
 * 21 s less than the two in turn, whose check:site (50 s) keeps under one core busy (CPU 41 s) and measures bytes, not
 * time; with CI at 1,180 s of its 1,200 (stop 70) they share a step. The build stays a step of its own: tsc reads
 * the .next/types and public/games/*.d.ts it writes.
 */
export const steps = [['typecheck', 'lint'], ['build'], ['unit', 'check:site'], ['e2e']];
export const stages = steps.flat();

/** The npm script each stage runs, where it is not the stage's own name. */
const scripts = { build: 'build:local' };

/**
 * Set for the build, which the typecheck stage's `tsc --noEmit` over the same tsconfig has already passed:
 * next.config.mjs then skips Next's own TypeScript pass (17 s of a 49 s build, 2026-11-29). A build run by
 * itself (`npm run build`, `npm start`) still checks the types.
 */
const TYPECHECKED_ENV = 'MICROLOOP_TYPES_CHECKED';

/** The environment a stage runs in: the unit stage counts assertions; the build knows the types were checked. */
export function stageEnv(stage, env) {
  if (stage === 'unit') return { ...env, JEST_ASSERTIONS_DIR: join(process.cwd(), unitAssertions) };
  if (stage === 'build') return { ...env, [TYPECHECKED_ENV]: '1' };
  return env;
}

/** Where the unit stage leaves Jest's report and the assertion counts. */
const unitDir = '.gate';
const unitReport = join(unitDir, 'jest.json');
const unitAssertions = join(unitDir, 'assertions');

/** CPU seconds (user + system) of this process's waited-for children, from /proc (Linux); null elsewhere. */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Tests and expect() calls the unit stage counted (jest.setup.ts, JEST_ASSERTIONS_DIR). */
function unitCounts() {
  if (!existsSync(unitAssertions)) return null;
  let tests = 0;
  let assertions = 0;
  for (const name of readdirSync(unitAssertions)) {
    for (const line of readFileSync(join(unitAssertions, name), 'utf8').split('\n').filter(Boolean)) {
      const counted = JSON.parse(line);
      tests += counted.tests;
      assertions += counted.assertions;
    }
  }
  return { tests, assertions };
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** Runs a command to its end: its status and its wall seconds; its output passed through, or kept when `quiet`. */
function run(command, args, { env = process.env, quiet = false } = {}) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output = [];
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: 1, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
    child.on('close', (code) => resolve({ status: code ?? 1, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
  });
}

/**
 * Runs one step: its stages at once (the output of each printed whole, in order, when there are several). The CPU seconds are the step's: when two stages share a step, each line says which.
 */
async function runStep(step) {
  const cpuBefore = childCpuSeconds();
  const runs = await Promise.all(
    step.map((stage) => {
      const args = ['run', scripts[stage] ?? stage];
      if (stage === 'unit') args.push('--', '--json', `--outputFile=${unitReport}`);
      return run('npm', args, { env: stageEnv(stage, process.env), quiet: step.length > 1 });
    }),
  );
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return step.map((name, index) => {
    const { status, seconds, output } = runs[index];
    if (step.length > 1) {
      console.log(`\n> npm run ${scripts[name] ?? name} (${seconds.toFixed(1)} s${status ? `, exit ${status}` : ''}; at once with ${step.filter((other) => other !== name).join(', ')})`);
      process.stdout.write(output);
    }
    return { name, status, seconds, cpu, cpuWith: step.filter((other) => other !== name) };
  });
}

/** The lines printed at the end: the stages against their budgets, then the unit stage's suites and counts. */
export function gateSummary(results, { unit = null, unitCount = null, rootDir = process.cwd(), wallSeconds = null } = {}) {
  const total = wallSeconds ?? results.reduce((sum, result) => sum + result.seconds, 0);
  const byName = Object.fromEntries(results.map((result) => [result.name, result]));
  const rows = judgeBudgets(Object.fromEntries(results.map((result) => [result.name, result.seconds])), stageBudgets);
  const lines = [
    '',
    ...budgetLines('Stages against their budgets (seconds of this run; the budgets are the slower twin\'s, scripts/gate-budgets.mjs):', rows, {
      extra: (row) => {
        const result = byName[row.name];
        const cpu = typeof result?.cpu === 'number' ? `   CPU ${result.cpu.toFixed(0)} s${result.cpuWith?.length ? ` with ${result.cpuWith.join(', ')}` : ''}` : '';
        return `${cpu}${result?.status ? `   FAILED (${result.status})` : ''}`;
      },
    }),
  ];
  if (unit) {
    const suites = unitSuiteSeconds(unit, rootDir);
    const shown = Object.fromEntries(Object.entries(suites).filter(([name], index) => index < 10 || Object.hasOwn(unitSuiteBudgets, name)));
    lines.push(...budgetLines('The slowest unit suites, and the heavy ones against their budgets (seconds of one Jest worker):', judgeBudgets(shown, unitSuiteBudgets), { flagMissing: false }));
  }
  if (unitCount) lines.push(`unit: ${unitCount.tests} tests, ${unitCount.assertions} assertions executed (expect calls)`);
  const over = total > GATE_BUDGET_SECONDS ? `, OVER the ${GATE_BUDGET_SECONDS / 60}-minute budget of the slower twin` : `, within the ${GATE_BUDGET_SECONDS / 60}-minute budget of the slower twin`;
  lines.push(`npm test took ${minutes(total)}${over}${process.env.SLOW_TWIN ? ' (this run was on the slower twin)' : ''}.`);
  return lines;
}

async function main() {
  rmSync(unitDir, { recursive: true, force: true });
  mkdirSync(unitAssertions, { recursive: true });
  const started = Date.now();
  const results = [];
  for (const step of steps) {
    results.push(...(await runStep(step)));
    if (results.some((result) => result.status !== 0)) break;
  }
  const unit = existsSync(unitReport) ? JSON.parse(readFileSync(unitReport, 'utf8')) : null;
  console.log(gateSummary(results, { unit, unitCount: unitCounts(), wallSeconds: (Date.now() - started) / 1000 }).join('\n'));
  process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
