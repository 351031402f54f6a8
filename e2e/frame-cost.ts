import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CDPSession, Page } from '@playwright/test';
import { frameCpuTimes, hasThreadTimes, longTasksByCpu, type TraceEvent } from '../scripts/main-thread.mjs';

declare global {
  interface Window {
    longTasks?: number[];
  }
}

/** Share of the machine's CPU time spent idle over `ms` (Linux /proc/stat), or null elsewhere. */
export async function machineIdleShare(ms: number): Promise<number | null> {
  if (!existsSync('/proc/stat')) return null;
  const read = () => {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  const before = read();
  await sleep(ms);
  const after = read();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** Starts collecting the page's long tasks into window.longTasks. */
export function observeLongTasks(page: Page) {
  return page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** Frame intervals over `ms` of requestAnimationFrame, and the long tasks seen since observeLongTasks. */
export async function recordFrames(page: Page, ms: number) {
  const frames = await page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = performance.now();
        const end = last + duration;
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(tick);
          else resolve(deltas);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
  const longTasks = await page.evaluate(() => window.longTasks ?? []);
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    count: frames.length,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longTasks,
  };
}

/**
 * Records a Chrome trace of the page while `during` runs and returns the main thread's tasks whose own
 * CPU time passed 50 ms, and the main thread's CPU time per animation frame (frameCpuTimes). Wall-clock long
 * tasks also count time a task waited while another process held the core (a second test worker, the
 * slower twin's busy loop); CPU time is the page's own work.
 */
export async function cpuLongTasks<T>(page: Page, during: () => Promise<T>): Promise<{ result: T; longTasks: number[]; frameCpu: number[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const result = await during();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  if (!hasThreadTimes(events)) throw new Error('The trace has no thread times for the main thread: cannot tell its own CPU time');
  return { result, longTasks: longTasksByCpu(events), frameCpu: frameCpuTimes(events) };
}
