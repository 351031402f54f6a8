import { frameCpuTimes, hasThreadTimes, longTasksByCpu, mainThreadEvents, median, percentile, summariseTrace, type TraceEvent } from './main-thread.mjs';

const thread = (pid: number, tid: number): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } });
// Times in ms, written to the trace in µs as Chrome does.
const event = (name: string, startMs: number, durMs: number, pid = 2, tid = 1): TraceEvent => ({ name, ph: 'X', pid, tid, ts: startMs * 1000, dur: durMs * 1000 });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('mainThreadEvents', () => {
  it('picks the busiest renderer main thread, not the blank one that came first', () => {
    const events = [thread(1, 1), thread(2, 1), event('RunTask', 0, 5, 1, 1), event('RunTask', 0, 80, 2, 1), event('RunTask', 0, 9, 2, 7)];
    expect(mainThreadEvents(events).map((e) => [e.pid, e.tid, e.dur])).toEqual([[2, 1, 80_000]]);
  });
});

describe('summariseTrace', () => {
  const events = [
    thread(2, 1),
    event('RunTask', 0, 120),
    event('FunctionCall', 0, 100),
    event('Layout', 10, 30),
    event('RunMicrotasks', 60, 20),
    event('RunTask', 200, 40),
    event('Layout', 200, 40),
    event('RunTask', 300, 70),
    event('ParseHTML', 300, 70),
  ];

  it('counts busy time, blocking time beyond 50 ms per task and the three longest tasks', () => {
    const summary = summariseTrace(events);
    expect(summary.busy).toBe(230);
    expect(summary.blocking).toBe(70 + 20);
    expect(summary.longest).toEqual([120, 70, 40]);
  });

  it('gives each kind of work its self time, less what nests inside it', () => {
    expect(summariseTrace(events).selfMs).toEqual({ 'function call': 50, layout: 70, microtasks: 20, 'parse HTML': 70 });
  });
});

describe('longTasksByCpu', () => {
  const task = (startMs: number, wallMs: number, cpuMs: number, tid = 1): TraceEvent => ({ ...event('RunTask', startMs, wallMs, 2, tid), tdur: cpuMs * 1000 });

  it('names the main-thread tasks whose own CPU time passed 50 ms, not those that only waited for the core', () => {
    const events = [thread(2, 1), task(0, 120, 20), task(200, 70, 60), task(300, 51, 49), task(400, 90, 90, 7)];
    expect(longTasksByCpu(events)).toEqual([60]);
    expect(hasThreadTimes(events)).toBe(true);
  });

  it('says when a trace has no thread times to judge by', () => {
    const events = [thread(2, 1), event('RunTask', 0, 80)];
    expect(longTasksByCpu(events)).toEqual([]);
    expect(hasThreadTimes(events)).toBe(false);
  });
});

describe('percentile', () => {
  it('takes the nearest rank: the smallest value that the share of the values reach', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 1)).toBe(20);
    expect(percentile([], 0.95)).toBe(0);
  });
});

describe('frameCpuTimes', () => {
  const task = (startMs: number, wallMs: number, cpuMs: number, tid = 1): TraceEvent => ({ ...event('RunTask', startMs, wallMs, 2, tid), tdur: cpuMs * 1000 });

  it("sums each frame's top-level tasks by thread time, from one animation frame's task to the next", () => {
    const events = [
      thread(2, 1),
      task(0, 3, 3), // before the first frame: left out
      task(10, 8, 6),
      event('FireAnimationFrame', 11, 5),
      task(20, 4, 2), // the frame's paint and an input event
      task(25, 2, 1),
      task(26, 0.5, 0.5), // nested in the task before: counted with it
      task(27, 20, 4), // waited for the core: its thread time counts
      event('FireAnimationFrame', 28, 10),
      event('FireAnimationFrame', 40, 2), // a second callback of the same frame
      task(30, 1, 1, 7), // another thread: left out
      task(60, 5, 5),
      event('FireAnimationFrame', 61, 4), // the last frame, unfinished: left out
      task(70, 1, 1),
    ];
    expect(frameCpuTimes(events)).toEqual([6 + 2 + 1, 4]);
  });
});
