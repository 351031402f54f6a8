// `npm test`: the gate's stages, stopping after the first that fails, each timed (wall clock, and the CPU
// seconds of everything it ran where it ran alone), then every stage against its budget (scripts/gate-budgets.mjs),
// the slowest and the heavy Jest suites against theirs, and the count of tests and assertions of each
// test stage. The e2e stage (scripts/e2e.mjs) prints its own summary: its specs against their budgets and
// its slowest tests. Exits as the first failing stage did.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetLines, GATE_BUDGET_SECONDS, judgeBudgets, stageBudgets, unitSuiteBudgets, unitSuiteSeconds } from './gate-budgets.mjs';

/** The stages of `npm test`, in order: each an npm script. */
export const stages = ['typecheck', 'lint', 'unit', 'build', 'check:site', 'e2e'];
/**
 * How they run: the lanes of a phase at once, each lane's stages in turn, a phase after the one before. Each
 * stage runs alone: the unit tests beside the build and the site checks took 286 s on 2 cores (2026-11-29,
 * quiet), where one after the other took 245 s (unit 150, build 50, check:site 45); every stage keeps both
 * cores busy, so overlapping them only adds contention.
 */
export const phases = stages.map((stage) => [[stage]]);
/** The npm script each stage runs, where it is not the stage's own name. */
const scripts = { build: 'build:local' };

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

/**
 * Runs one stage's npm script. Its output goes straight through when `live`, else it is kept and returned
 * (printed once its phase is over, so two lanes do not interleave). CPU seconds only when `live` stands for
 * running alone: the children's CPU of this process cannot be told apart between lanes.
 */
function runStage(stage, { live, alone }) {
  const args = ['run', scripts[stage] ?? stage];
  if (stage === 'unit') args.push('--', '--json', `--outputFile=${unitReport}`);
  const env = stage === 'unit' ? { ...process.env, JEST_ASSERTIONS_DIR: join(process.cwd(), unitAssertions) } : process.env;
  const cpuBefore = childCpuSeconds();
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(['out', chunk]));
    child.stderr?.on('data', (chunk) => output.push(['err', chunk]));
    child.on('close', (code) => {
      const cpuAfter = childCpuSeconds();
      resolve({
        result: {
          name: stage,
          status: code ?? 1,
          seconds: (Date.now() - started) / 1000,
          cpu: !alone || cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        },
        output,
      });
    });
  });
}

/** A lane's stages in turn, stopping at the first that fails. */
async function runLane(lane, { live, alone }) {
  const done = [];
  for (const stage of lane) {
    const run = await runStage(stage, { live, alone });
    done.push(run);
    if (run.result.status !== 0) break;
  }
  return done;
}

/** The lines printed at the end: the stages against their budgets, then the unit stage's suites and counts. */
export function gateSummary(results, { unit = null, unitCount = null, rootDir = process.cwd(), wallSeconds = null } = {}) {
  // Stages that ran at once overlap: the whole run is its wall clock where that was measured.
  const total = wallSeconds ?? results.reduce((sum, result) => sum + result.seconds, 0);
  const byName = Object.fromEntries(results.map((result) => [result.name, result]));
  const rows = judgeBudgets(Object.fromEntries(results.map((result) => [result.name, result.seconds])), stageBudgets);
  const lines = [
    '',
    ...budgetLines('Stages against their budgets (seconds of this run; the budgets are the slower twin\'s, scripts/gate-budgets.mjs):', rows, {
      extra: (row) => {
        const result = byName[row.name];
        const cpu = typeof result?.cpu === 'number' ? `   CPU ${result.cpu.toFixed(0)} s` : '';
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
  for (const lanes of phases) {
    const runs = await Promise.all(lanes.map((lane, index) => runLane(lane, { live: index === 0, alone: lanes.length === 1 })));
    for (const { result, output } of runs.slice(1).flat()) {
      console.log(`\n[${result.name}, run beside ${lanes[0].join(', ')}: its output]`);
      for (const [stream, chunk] of output) (stream === 'out' ? process.stdout : process.stderr).write(chunk);
    }
    results.push(...runs.flat().map(({ result }) => result));
    if (results.some((result) => result.status !== 0)) break;
  }
  results.sort((a, b) => stages.indexOf(a.name) - stages.indexOf(b.name));
  const unit = existsSync(unitReport) ? JSON.parse(readFileSync(unitReport, 'utf8')) : null;
  console.log(gateSummary(results, { unit, unitCount: unitCounts(), wallSeconds: (Date.now() - started) / 1000 }).join('\n'));
  process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
