import { test, expect, waitForHydration } from './fixtures';
import { machineIdleShare, observeLongTasks, recordFrames } from './perf';

// Acceptance: density 100, speed 10, running 5 s in headless Chromium, no long task over 50 ms.
test('the busiest playground runs 5 s without a long task over 50 ms', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, at desktop size');
  test.setTimeout(60_000);
  await page.goto('/playground/?gravity=9.8&bounciness=1&speed=10&density=100');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // A visitor's pointer crosses Play before it presses it: that intent fetches the particle code.
  await page.getByRole('button', { name: 'Play', exact: true }).hover();
  await page.waitForLoadState('networkidle');

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

// Acceptance: the code loads on the intent to press Play; the first frame follows the click within 100 ms.
test('the first particle frame follows the click on Play within 100 ms', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, at desktop size');
  await page.goto('/playground/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.hover();
  await page.waitForLoadState('networkidle');

  const idle = await machineIdleShare(1000);
  test.skip(
    !process.env.PERF_FORCE && idle !== null && idle < 0.6,
    `machine busy before measuring (${Math.round((idle ?? 0) * 100)} % idle); run this spec alone for a measurement`,
  );

  // From the click to the first frame painted with a particle on the stage.
  const firstFrame = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Play');
        button?.addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            const frame = () => {
              if (document.querySelector('[data-testid="particle"]')) requestAnimationFrame((now) => resolve(now - clicked));
              else requestAnimationFrame(frame);
            };
            frame();
          },
          { once: true },
        );
      }),
  );
  await play.click();
  const ms = await firstFrame;
  console.log(`[playground perf] first particle frame ${ms.toFixed(1)} ms after the click`);
  expect(ms).toBeLessThan(100);
});
