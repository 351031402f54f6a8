// `npm run bench`: builds the site and the framework floor, measures what a browser downloads for each
// page against the floor, then in each of three rounds runs Lighthouse (mobile preset) and a plain visit
// (when the page hydrated, CPU while it sits idle) on every route and on the floor page, and writes
// medians, the spread of the runs and the verdicts to bench/results.md. Not part of `npm test`: times
// are not deterministic.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';
import { goalMisses, weightTable } from '../scripts/budgets.mjs';
import { floorWeight, FLOOR_DIR } from '../scripts/floor.mjs';
import { median } from '../scripts/main-thread.mjs';
import { launchBrowser, MEASURED, measureExport, serveDir, urlPath } from '../scripts/js-weight.mjs';
import { IDLE_FROM_MS, paintToHydration, visitMetrics } from './visit.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ROUTES=/about,/templates`: only these routes beside the floor (a smoke run); every route when unset. */
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
/** `BENCH_SOAK=0` leaves out the long soak (a smoke run). */
const SOAK = process.env.BENCH_SOAK !== '0';
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3162);
const FLOOR_PORT = SITE_PORT + 1;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const IDLE_MS = 10_000;
/**
 * Goals of the visit measures: hydrated, counted from the first contentful paint, within this factor of the
 * floor's same interval measured in the same run (absolute times differ about 2× between machines of this
 * kind; our scripts load after the first paint on purpose, so the time from navigation start is reported
 * as information only); Home's idle CPU within this factor of /about's.
 */
const HYDRATION_GOAL_RATIO = 1.5;
const IDLE_GOAL_FACTOR = 2;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

// A fresh browser per run, as the Lighthouse CLI does: no run inherits another's caches or heap. A run
// whose trace Chrome failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART) is taken again.
async function lighthouseRun(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath() ?? undefined, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const error = result ? result.lhr.runtimeError?.message : 'Lighthouse returned nothing';
      if (!error) return result.lhr;
      if (attempt === attempts) throw new Error(`${url}: ${error}`);
      console.log(`Lighthouse ${url}: ${error}; running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

function summarise(lhrs) {
  const score = (id) => median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  const failing = [...new Set(lhrs.flatMap((lhr) => CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  )))];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    performanceRuns: lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    tbtRuns: lhrs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}

// 1. Build the site (with its headers) and the floor, with the same next binary and React.
run('npm', ['run', 'build:local']);
const floor = await floorWeight({ fresh: true });
const pages = await measureExport('out');
const versions = {
  next: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version,
  react: JSON.parse(readFileSync('node_modules/react/package.json', 'utf8')).version,
  lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  node: process.versions.node,
};
const jsTable = weightTable(pages, floor);
console.log(`\nJavaScript a modern browser downloads per page (${MEASURED}):\n${jsTable}\n`);

// 2. Lighthouse and a plain visit, round-robin over the targets so a busy moment of the machine does
// not hit one target only.
const site = await serveDir('out', SITE_PORT, ['--config', '../.preview/serve.json']);
const floorServer = await serveDir(`${FLOOR_DIR}/out`, FLOOR_PORT);
const targets = [
  { name: 'floor', url: `${floorServer.origin}/` },
  // The template pages share one layout and one client chunk: the first stands for all of them.
  ...pages
    .filter((page) => !page.route.startsWith('/404') && (!page.route.startsWith('/templates/') || page.route === '/templates/physics-dropper'))
    .filter((page) => !ROUTES || ROUTES.includes(page.route))
    .map((page) => ({ name: page.route, url: `${site.origin}${urlPath(page.route)}` })),
];
const lhrs = new Map(targets.map((target) => [target.name, []]));
const visits = new Map(targets.map((target) => [target.name, []]));
const chromeVersion = spawnSync(chromiumPath() ?? 'chromium', ['--version'], { encoding: 'utf8' }).stdout.trim().match(/[\d.]+/)?.[0] ?? 'unknown';
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const lhr = await lighthouseRun(target.url);
      lhrs.get(target.name).push(lhr);
      // A browser of its own per visit: its processes are the only ones whose CPU the visit counts.
      const browser = await launchBrowser();
      try {
        visits.get(target.name).push(await visitMetrics(browser, target.url, { idleMs: IDLE_MS, excludePids: [site.pid, floorServer.pid] }));
      } finally {
        await browser.close();
      }
      const visit = visits.get(target.name).at(-1);
      console.log(
        `Round ${round}/${RUNS} ${target.name}: performance ${Math.round(lhr.categories.performance.score * 100)}, painted at ${Math.round(visit.paintedAt ?? Number.NaN)} ms, hydrated at ${Math.round(visit.hydratedAt ?? Number.NaN)} ms, idle CPU ${(visit.idleCpu * 100).toFixed(1)} %`,
      );
    }
  }
} finally {
  site.close();
  floorServer.close();
}

const summaries = targets.map((target) => ({ name: target.name, ...summarise(lhrs.get(target.name)) }));
const floorSummary = summaries[0];
const lighthouseTable = [
  `| Route | Performance | (runs) | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | TBT spread | CLS |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...summaries.map((s) =>
    `| ${s.name} | ${s.scores.performance} | ${s.performanceRuns.join(' / ')} | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${spread(s.tbtRuns)} | ${s.cls.toFixed(3)} |`,
  ),
].join('\n');
console.log(`\nLighthouse medians of ${RUNS} runs (mobile preset, simulated throttling):\n${lighthouseTable}\n`);

const visitSummaries = targets.map((target) => {
  const runs = visits.get(target.name);
  const hydrated = runs.map((run) => run.hydratedAt ?? Number.NaN);
  const afterPaint = runs.map(paintToHydration);
  const cpu = runs.map((run) => run.idleCpu * 100);
  return { name: target.name, hydrated, afterPaint, cpu, hydratedAt: median(hydrated), hydratedAfterPaint: median(afterPaint), idleCpu: median(cpu) };
});
const floorVisit = visitSummaries[0];
/** A route's paint-to-hydration time over the floor's; undefined when the floor hydrated before it painted (no interval to compare with). */
const afterPaintRatio = (v) => (floorVisit.hydratedAfterPaint > 0 ? v.hydratedAfterPaint / floorVisit.hydratedAfterPaint : undefined);
const pageOf = (name) => pages.find((page) => page.route === name);
const visitTable = [
  '| Route | Downloaded (KB gz) | × floor | Paint to hydrated (ms) | spread | × floor | Hydrated at (ms) | spread | hydrated × floor (information) | Idle CPU (% of a core) | spread |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...visitSummaries.map((v) => {
    const weight = v.name === 'floor' ? floor : pageOf(v.name);
    const ratio = weight ? (weight.gzipBytes / floor.gzipBytes).toFixed(3) : '';
    const behind = v.name === 'floor' ? '1.00' : (v.hydratedAt / floorVisit.hydratedAt).toFixed(2);
    const afterPaint = v.name === 'floor' ? '1.00' : (afterPaintRatio(v)?.toFixed(2) ?? 'n/a');
    const cpuSpread = `${Math.min(...v.cpu).toFixed(1)}–${Math.max(...v.cpu).toFixed(1)}`;
    return `| ${v.name} | ${weight ? (weight.gzipBytes / 1024).toFixed(1) : ''} | ${ratio} | ${Math.round(v.hydratedAfterPaint)} | ${spread(v.afterPaint)} | ${afterPaint} | ${Math.round(v.hydratedAt)} | ${spread(v.hydrated)} | ${behind} | ${v.idleCpu.toFixed(1)} | ${cpuSpread} |`;
  }),
].join('\n');
console.log(`\nA plain visit, medians of ${RUNS} (no throttling):\n${visitTable}\n`);

// 3. The acceptance bar: in every run no route slower than the floor, the other categories perfect, no layout shift.
const verdicts = summaries.slice(1).flatMap((s) => [
  ...s.performanceRuns.flatMap((score, run) =>
    score < floorSummary.performanceRuns[run] ? [`${s.name}: performance ${score} < floor ${floorSummary.performanceRuns[run]} in run ${run + 1}`] : [],
  ),
  ...['accessibility', 'best-practices', 'seo'].filter((c) => s.scores[c] < 100).map((c) => `${s.name}: ${c} ${s.scores[c]} (failing audits: ${s.failing.join(', ')})`),
  ...(s.cls > 0 ? [`${s.name}: CLS ${s.cls}`] : []),
]);

// Goals, reported beside the bar: what a page downloads, when it answers, what it costs at rest.
const about = visitSummaries.find((v) => v.name === '/about');
const home = visitSummaries.find((v) => v.name === '/');
const goals = [
  ...goalMisses(pages, floor),
  ...(afterPaintRatio(floorVisit) === undefined
    ? ['floor: hydrated before its first contentful paint, so no route\'s paint-to-hydration time can be compared with it']
    : visitSummaries
        .slice(1)
        .filter((v) => !(afterPaintRatio(v) <= HYDRATION_GOAL_RATIO))
        .map((v) => `${v.name}: hydrated ${afterPaintRatio(v).toFixed(2)}× the floor's time after the first contentful paint, goal ${HYDRATION_GOAL_RATIO}×`)),
  ...(home && about && home.idleCpu > IDLE_GOAL_FACTOR * Math.max(about.idleCpu, 0.1) ? [`/: idle CPU ${home.idleCpu.toFixed(1)} % vs /about ${about.idleCpu.toFixed(1)} %, goal within ${IDLE_GOAL_FACTOR}×`] : []),
];

// 4. The long soak (`npm run soak`), which `npm test` leaves out: the playground after minutes of use.
const soak = SOAK ? spawnSync(process.execPath, ['scripts/e2e.mjs', '--soak'], { stdio: 'inherit' }) : { status: null };
const soakVerdict = soak.status === 0 ? 'passed' : SOAK ? 'FAILED' : 'not run (BENCH_SOAK=0)';
if (SOAK && soak.status !== 0) verdicts.push('the soak (npm run soak) failed');

const results = `# Benchmark results

Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}: Next ${versions.next}, React ${versions.react},
Lighthouse ${versions.lighthouse}, Chromium ${chromeVersion}, Node ${versions.node}. The floor is bench/floor, the smallest
App Router page, built in the same run by the same \`next\`.

## JavaScript per page

What a browser downloads per page: ${MEASURED}. "On Play" is what pressing a demo's Play adds (its game code), counted apart.
Budgets (enforced by \`npm test\` through scripts/check-budgets.mjs): content and template pages 1.08×, /templates 1.15×, /playground 1.25× the floor; goals 1.05×, 1.10×, 1.15×.

${jsTable}

## A visit

${RUNS} visits per route in a fresh headless Chromium, no throttling, medians and the spread (lowest–highest) of the runs. "Paint to
hydrated": from the first contentful paint until React has hydrated the document (its islands answer); its "× floor" is the median
over the floor's median in the same run (machines of this kind differ about 2× in absolute time); goal ${HYDRATION_GOAL_RATIO}×. Our scripts load
after the first paint on purpose, so "hydrated at" (from navigation start) and its ratio to the floor's are information, not a goal.
"Idle CPU": every browser process's CPU time over ${IDLE_MS / 1000} s from ${IDLE_FROM_MS / 1000} s after navigation start (a page may move for its first seconds: the
hero drops its balls once, then rests), as a share of one core; goal: Home within ${IDLE_GOAL_FACTOR}× /about.

${visitTable}

## Lighthouse

Medians of ${RUNS} runs per page, mobile preset (simulated throttling), served by \`serve\` with the preview config's headers (.preview/serve.json); each run's performance score and the spread of TBT beside them.

${lighthouseTable}

## Soak

\`npm run soak\` (300 Play/Pause toggles and 100 steps of every slider on /playground): ${soakVerdict}.

${verdicts.length ? `Below the bar:\n\n${verdicts.map((v) => `- ${v}`).join('\n')}` : `In every one of the ${RUNS} runs, every route scores at least the floor on performance; 100 on accessibility, best practices and SEO, with CLS 0.`}

${goals.length ? `Goals not yet met:\n\n${goals.map((g) => `- ${g}`).join('\n')}` : 'Every goal is met.'}
`;
writeFileSync('bench/results.md', results);
console.log(verdicts.length ? `Below the bar:\n- ${verdicts.join('\n- ')}` : 'Every route meets the bar.');
console.log('Wrote bench/results.md');
process.exitCode = verdicts.length ? 1 : 0;
