// `npm run profile`: where a page load's main-thread work goes at 4× CPU throttling, beside the floor's.
// For each route (default: one of each kind) it loads the built export three times in a fresh context,
// records a Chrome trace of the first 5 s and prints medians of: the renderer main thread's busy time,
// its blocking time (each task's length beyond 50 ms, as TBT counts it), the longest tasks, and self time
// per kind of work (script, microtasks, style, layout, paint…). Needs `npm run build:local` and the floor
// build (`npm run bench` or check-budgets makes it). Times vary run to run; read them as a map, not a gate.
import { FLOOR_DIR } from '../scripts/floor.mjs';
import { launchBrowser, serveDir, urlPath } from '../scripts/js-weight.mjs';
import { median, summariseTrace } from '../scripts/main-thread.mjs';

const ROUTES = (process.argv[2] ?? '/,/about,/templates,/playground,/templates/physics-dropper').split(',');
const RUNS = 3;
const WINDOW_MS = 5000;
const CPU_SLOWDOWN = 4;

async function trace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WINDOW_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

const site = await serveDir('out', undefined, ['--config', '../.preview/serve.json']);
const floor = await serveDir(`${FLOOR_DIR}/out`);
const browser = await launchBrowser();
try {
  console.log(`Main thread over the first ${WINDOW_MS / 1000} s at ${CPU_SLOWDOWN}× CPU, medians of ${RUNS} loads (ms):`);
  for (const route of ['floor', ...ROUTES]) {
    const url = route === 'floor' ? `${floor.origin}/` : `${site.origin}${urlPath(route)}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(summariseTrace(await trace(browser, url)));
    const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.selfMs)))]
      .map((kind) => [kind, median(runs.map((run) => run.selfMs[kind] ?? 0))])
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `${route}: busy ${median(runs.map((r) => r.busy)).toFixed(0)}, blocking ${median(runs.map((r) => r.blocking)).toFixed(0)} ` +
        `(runs ${runs.map((r) => r.blocking.toFixed(0)).join(' / ')}), longest tasks ${runs.map((r) => r.longest.map((ms) => ms.toFixed(0)).join('+')).join(' | ')}`,
    );
    console.log(`    ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  site.close();
  floor.close();
}
