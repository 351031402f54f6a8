import { availableParallelism, loadavg } from 'node:os';
import { test, expect, waitForHydration } from './fixtures';

declare global {
  interface Window {
    longTasks?: number[];
  }
}

// Acceptance: density 100, speed 10, running 5 s in headless Chromium, no long task over 50 ms.
test('the busiest playground runs 5 s without a long task over 50 ms', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, at desktop size');
  // Wall-clock task times mean nothing on a CPU-starved machine (e.g. several builds sharing 2 cores);
  // PERF_FORCE=1 measures anyway.
  const [load = 0] = loadavg();
  test.skip(!process.env.PERF_FORCE && load > availableParallelism() * 4, `machine overloaded (load ${load.toFixed(1)}): long-task timing would measure the queue, not the page`);
  test.setTimeout(60_000);
  await page.goto('/playground/?gravity=9.8&bounciness=1&speed=10&density=100');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Let the idle prefetch of the particle code land first, as it does for a visitor.
  await page.waitForTimeout(2500);

  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('particle')).toHaveCount(20);

  const frames = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = performance.now();
        const end = last + 5000;
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(tick);
          else resolve(deltas);
        };
        requestAnimationFrame(tick);
      }),
  );
  const longTasks = await page.evaluate(() => window.longTasks ?? []);
  const sorted = [...frames].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const summary = `frames ${frames.length}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, long tasks ${JSON.stringify(longTasks.map((d) => Math.round(d)))}`;
  testInfo.annotations.push({ type: 'frame time', description: summary });
  console.log(`[playground perf] ${summary}`);

  await expect(page.getByTestId('particle')).toHaveCount(20);
  expect(longTasks.filter((duration) => duration > 50)).toEqual([]);
  expect(median).toBeLessThan(34);
});
