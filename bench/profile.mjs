// `npm run profile`: where a page load's main-thread work goes at 4× CPU throttling, beside the floor's.
// For each route (default: one of each kind) it loads the built export three times in a fresh context,
// records a Chrome trace of the first 5 s and prints medians of: the renderer main thread's busy time,
// its blocking time (each task's length beyond 50 ms, as TBT counts it), the longest tasks, and self time
// per kind of work (script, microtasks, style, layout, paint…). Needs `npm run build:local` and the floor
// build (`npm run bench` or check-budgets makes it). Times vary run to run; read them as a map, not a gate.
import { FLOOR_DIR } from '../scripts/floor.mjs';
import { launchBrowser, serveDir, urlPath } from '../scripts/js-weight.mjs';

const ROUTES = (process.argv[2] ?? '/,/about,/templates,/playground,/templates/physics-dropper').split(',');
const RUNS = 3;
const WINDOW_MS = 5000;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** Trace event names and the kind of work they stand for. */
const KIND_OF = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  EvaluateScript: 'evaluate script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  FunctionCall: 'function call',
  RunMicrotasks: 'microtasks',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** The page's renderer main thread is the busiest CrRendererMain (an about:blank renderer may come first). */
function mainThreadEvents(events) {
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [main] = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
}

function summarise(events) {
  const main = mainThreadEvents(events);
  const tasks = main.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
  // Self time: an event's duration less its kinded children's (events nest by time on one thread).
  const selfMs = {};
  const stack = [];
  for (const e of main.filter((event) => KIND_OF[event.name]).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) selfMs[KIND_OF[parent.name]] -= e.dur / 1000;
    selfMs[KIND_OF[e.name]] = (selfMs[KIND_OF[e.name]] ?? 0) + e.dur / 1000;
    stack.push(e);
  }
  return {
    busy: tasks.reduce((sum, ms) => sum + ms, 0),
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    longest: tasks.sort((a, b) => b - a).slice(0, 3),
    selfMs,
  };
}

const site = await serveDir('out', undefined, ['--config', '../.preview/serve.json']);
const floor = await serveDir(`${FLOOR_DIR}/out`);
const browser = await launchBrowser();
try {
  console.log(`Main thread over the first ${WINDOW_MS / 1000} s at ${CPU_SLOWDOWN}× CPU, medians of ${RUNS} loads (ms):`);
  for (const route of ['floor', ...ROUTES]) {
    const url = route === 'floor' ? `${floor.origin}/` : `${site.origin}${urlPath(route)}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(summarise(await trace(browser, url)));
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
