// What a Chrome trace says a page's main thread did: busy and blocking time, the longest tasks and self
// time per kind of work. Read by bench/profile.mjs; pure, so it is tested on hand-made traces.

/** A task's length beyond this counts as blocking, as Total Blocking Time counts it. */
export const LONG_TASK_MS = 50;

/** Trace event names and the kind of work they stand for. */
export const KIND_OF = {
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

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The complete events of the page's main thread: the busiest CrRendererMain (an about:blank renderer may come first). */
export function mainThreadEvents(events) {
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [main] = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main);
}

/** { busy, blocking, longest (three longest tasks), selfMs (per kind) } of a trace, in ms. */
export function summariseTrace(events) {
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
    longest: [...tasks].sort((a, b) => b - a).slice(0, 3),
    selfMs,
  };
}

/**
 * The main-thread tasks of a trace whose own CPU time (the thread time, `tdur`) passed `LONG_TASK_MS`,
 * in ms. Wall time counts the time a task waited while another process held the core; thread time does
 * not, so this stays true on a machine shared with other work. A trace without thread times gives [].
 */
export function longTasksByCpu(events) {
  return mainThreadEvents(events)
    .filter((e) => e.name === 'RunTask' && typeof e.tdur === 'number' && e.tdur / 1000 > LONG_TASK_MS)
    .map((e) => e.tdur / 1000);
}

/** The `share` quantile (0–1) by nearest rank: the smallest value at least that share of the values reach; 0 for none. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * The main thread's own CPU time (thread time, `tdur`) per animation frame, in ms. A frame starts with the
 * top-level task that runs its requestAnimationFrame callbacks (a RunTask holding a FireAnimationFrame) and
 * holds every top-level task up to the next such task: the callbacks (a canvas game's step and draw, the
 * Godot web build's main loop), the frame's style, layout, paint and commit, input events, timers and
 * garbage collection in between. Tasks before the first frame and from the last frame on (unfinished) are
 * left out, and so is time the thread spent idle or waiting for a core (thread time does not count it).
 */
export function frameCpuTimes(events) {
  const main = mainThreadEvents(events);
  const tasks = [];
  for (const e of main.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const previous = tasks.at(-1);
    // A task nested in another (a nested message loop) is part of its parent's time.
    if (previous && e.ts < previous.ts + (previous.dur ?? 0)) continue;
    tasks.push(e);
  }
  const rafs = main.filter((event) => event.name === 'FireAnimationFrame');
  const starts = tasks.map((task, index) => (rafs.some((raf) => raf.ts >= task.ts && raf.ts <= task.ts + (task.dur ?? 0)) ? index : -1)).filter((index) => index >= 0);
  const frames = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    let cpu = 0;
    for (let t = starts[i]; t < starts[i + 1]; t++) cpu += (tasks[t].tdur ?? 0) / 1000;
    frames.push(cpu);
  }
  return frames;
}

/** Whether the trace recorded thread (CPU) times for the main thread's tasks. */
export function hasThreadTimes(events) {
  return mainThreadEvents(events).some((e) => e.name === 'RunTask' && typeof e.tdur === 'number');
}
