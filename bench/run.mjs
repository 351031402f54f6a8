// `npm run bench`: builds the site and the framework floor, measures each page's JavaScript against
// the floor, runs Lighthouse (mobile preset) three times per route and on the floor page, prints both
// tables and writes them to bench/results.md. Not part of `npm test`: times are not deterministic.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/browser-path.mjs';
import { weightTable } from '../scripts/budgets.mjs';
import { floorWeight, FLOOR_DIR } from '../scripts/floor.mjs';
import { MEASURED, measureExport } from '../scripts/js-weight.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3162);
const FLOOR_PORT = SITE_PORT + 1;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function serve(dir, port) {
  const server = spawn(process.execPath, ['node_modules/serve/build/main.js', dir, '--listen', String(port), '--no-clipboard', '--no-port-switching'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
    if (up) return server;
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill();
  throw new Error(`serve ${dir} did not start on port ${port}`);
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(lhrs) {
  const score = (id) => median(lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  const failing = [...new Set(lhrs.flatMap((lhr) => CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  )))];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
  };
}

// 1. Build the site (with its headers) and the floor, with the same next binary and React.
run('npm', ['run', 'build']);
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

// 2. Lighthouse, round-robin over the targets so a busy moment of the machine does not hit one target only.
const targets = [
  { name: 'floor', url: `http://127.0.0.1:${FLOOR_PORT}/` },
  ...pages
    .filter((page) => !page.route.startsWith('/404'))
    .map((page) => ({ name: page.route, url: `http://127.0.0.1:${SITE_PORT}${page.route === '/' ? '/' : `${page.route}/`}` })),
];
const servers = [await serve('out', SITE_PORT), await serve(`${FLOOR_DIR}/out`, FLOOR_PORT)];
const lhrs = new Map(targets.map((target) => [target.name, []]));
const chromeVersion = spawnSync(chromiumPath() ?? 'chromium', ['--version'], { encoding: 'utf8' }).stdout.trim().match(/[\d.]+/)?.[0] ?? 'unknown';
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const lhr = await lighthouseRun(target.url);
      lhrs.get(target.name).push(lhr);
      console.log(`Lighthouse ${round}/${RUNS} ${target.name}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
    }
  }
} finally {
  for (const server of servers) server.kill();
}

const summaries = targets.map((target) => ({ name: target.name, ...summarise(lhrs.get(target.name)) }));
const floorSummary = summaries[0];
const lighthouseTable = [
  `| Route | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS |`,
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...summaries.map((s) =>
    `| ${s.name} | ${s.scores.performance} | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} |`,
  ),
].join('\n');
console.log(`\nLighthouse medians of ${RUNS} runs (mobile preset, simulated throttling):\n${lighthouseTable}\n`);

// 3. The acceptance bar: no route slower than the floor, the other categories perfect, no layout shift.
const verdicts = summaries.slice(1).flatMap((s) => [
  ...(s.scores.performance < floorSummary.scores.performance ? [`${s.name}: performance ${s.scores.performance} < floor ${floorSummary.scores.performance}`] : []),
  ...['accessibility', 'best-practices', 'seo'].filter((c) => s.scores[c] < 100).map((c) => `${s.name}: ${c} ${s.scores[c]} (failing audits: ${s.failing.join(', ')})`),
  ...(s.cls > 0 ? [`${s.name}: CLS ${s.cls}`] : []),
]);

// 4. The long soak (`npm run soak`), which `npm test` leaves out: the playground after minutes of use.
const soak = spawnSync(process.execPath, ['scripts/e2e.mjs', '--soak'], { stdio: 'inherit' });
const soakVerdict = soak.status === 0 ? 'passed' : 'FAILED';
if (soak.status !== 0) verdicts.push('the soak (npm run soak) failed');

const results = `# Benchmark results

Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}: Next ${versions.next}, React ${versions.react},
Lighthouse ${versions.lighthouse}, Chromium ${chromeVersion}, Node ${versions.node}. The floor is bench/floor, the smallest
App Router page, built in the same run by the same \`next\`.

## JavaScript per page

What a modern browser downloads per page: ${MEASURED}.
Budgets (enforced by \`npm test\` through scripts/check-budgets.mjs): content routes 1.08×, /templates 1.15×, /playground 1.25× the floor.

${jsTable}

## Lighthouse

Medians of ${RUNS} runs per page, mobile preset (simulated throttling), served by \`serve\` with out/serve.json's headers.

${lighthouseTable}

## Soak

\`npm run soak\` (300 Play/Pause toggles and 100 steps of every slider on /playground): ${soakVerdict}.

${verdicts.length ? `Below the bar:\n\n${verdicts.map((v) => `- ${v}`).join('\n')}` : 'Every route scores at least the floor on performance, 100 on accessibility, best practices and SEO, with CLS 0.'}
`;
writeFileSync('bench/results.md', results);
console.log(verdicts.length ? `Below the bar:\n- ${verdicts.join('\n- ')}` : 'Every route meets the bar.');
console.log('Wrote bench/results.md');
process.exitCode = verdicts.length ? 1 : 0;
