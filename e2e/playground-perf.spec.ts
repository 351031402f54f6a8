import { test, expect, waitForHydration } from './fixtures';
import { machineIdleShare, observeLongTasks, recordFrames } from './perf';

// Acceptance: density 100, speed 10, running 5 s in headless Chromium, no long task over 50 ms.
test('the busiest playground runs 5 s without a long task over 50 ms', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, at desktop size');
  test.setTimeout(60_000);
  await page.goto('/playground/?gravity=9.8&bounciness=1&speed=10&density=100');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Let the idle prefetch of the particle code land first, as it does for a visitor.
  await page.waitForTimeout(2500);

  // Wall-clock task times measure the queue, not the page, when other work (e.g. the parallel
  // e2e worker or another build) holds the CPU; PERF_FORCE=1 measures anyway.
  const idle = await machineIdleShare(1000);
  test.skip(
    !process.env.PERF_FORCE && idle !== null && idle < 0.6,
    `machine busy before measuring (${Math.round((idle ?? 0) * 100)} % idle); run this spec alone for a measurement`,
  );

  await observeLongTasks(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('particle')).toHaveCount(20);

  const { median, p95, count, longTasks } = await recordFrames(page, 5000);
  const summary = `frames ${count}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, long tasks ${JSON.stringify(longTasks.map(Math.round))}`;
  testInfo.annotations.push({ type: 'frame time', description: summary });
  console.log(`[playground perf] ${summary}`);

  await expect(page.getByTestId('particle')).toHaveCount(20);
  expect(longTasks.filter((duration) => duration > 50)).toEqual([]);
  expect(median).toBeLessThan(34);
});
