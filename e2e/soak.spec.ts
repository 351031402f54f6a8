import type { CDPSession, Page } from '@playwright/test';
import { test, expect, oneWidth, waitForHydration } from './fixtures';

const SLIDERS = ['Gravity', 'Bounciness', 'Simulation Speed', 'Particle Density'] as const;
const DEFAULTS = ['9.8', '0.7', '5', '50'];

/** Used JS heap after forcing full garbage collections (DevTools' HeapProfiler.collectGarbage, as --expose-gc's gc()). */
async function heapAfterGc(cdp: CDPSession) {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

type SoakPlan = {
  /** Play/Pause clicks measured after the warm-up; an even number, so the run ends stopped. */
  toggles: number;
  /** Arrow presses per slider, alternating right and left, so every slider ends on its default. */
  sliderSteps: number;
  /** Toggles and presses per slider of the warm-up, which is not measured. */
  warmup: number;
};

/**
 * Plays the Playground hard and checks what must not drift: no console error (the fixture), particles
 * exactly Density / 5 while running and none when stopped, sliders back on their defaults, the DOM back
 * to its node count and the heap within 10 % of where it started.
 */
async function soak(page: Page, { toggles, sliderSteps, warmup }: SoakPlan) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/playground');
  await waitForHydration(page);

  const main = page.getByRole('main');
  const toggle = main.getByRole('button', { name: /^(Play|Pause)$/ });
  const particles = main.getByTestId('demo-stage').getByTestId('particle');
  const slider = (name: string) => main.getByRole('slider', { name, exact: true });
  const reset = () => main.getByRole('button', { name: 'Reset', exact: true }).click();
  const checkEvery = Math.max(2, Math.min(50, toggles / 2));

  await expect(toggle).toBeVisible();
  // Warm up with a short round of the same work, so lazily loaded code (motion features, the toaster), V8's
  // optimised code and React's and Next's one-time caches are in the baseline rather than counted as growth
  // (measured: the first 100 toggles add ~2.5 MB once, later rounds add under 1% each).
  for (let i = 1; i <= warmup; i += 1) await toggle.click();
  if (warmup % 2 === 0) await toggle.click();
  await expect(particles).toHaveCount(10);
  for (const name of SLIDERS) {
    await slider(name).focus();
    for (let i = 1; i <= warmup / 2; i += 1) await page.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowLeft');
  }
  // Every press rendered before Reset is pressed (each slider back on its default, the density's particles back to
  // ten), and Reset's effect waited for: in the slower twin's gate of 2026-11-30 the click took Reset's focus while the
  // presses still rendered and the run went on (twice in a row); with these waits 6 of 6 passed there.
  await expect.poll(() => Promise.all(SLIDERS.map((name) => slider(name).inputValue()))).toEqual(DEFAULTS);
  await expect(particles).toHaveCount(10);
  await reset();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(particles).toHaveCount(0);
  const startNodes = await domNodes(page);
  const startHeap = await heapAfterGc(cdp);

  for (let i = 1; i <= toggles; i += 1) {
    await toggle.click();
    if (i % checkEvery === 0) await expect(particles).toHaveCount(0);
    if (i % checkEvery === 1) await expect(particles).toHaveCount(10);
  }
  await expect(toggle).toHaveAccessibleName('Play');
  await expect(main.getByText('Press Play to Start Simulation')).toBeVisible();
  // Exiting particles may still be animating out for a moment.
  await expect.poll(() => domNodes(page)).toBe(startNodes);

  await toggle.click();
  const checkStepsEvery = Math.max(2, Math.min(20, sliderSteps));
  for (const name of SLIDERS) {
    await slider(name).focus();
    for (let i = 1; i <= sliderSteps; i += 1) {
      await page.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowLeft');
      // Odd presses step right to density 55 (11 particles), even ones back to 50 (10 particles).
      if (name === 'Particle Density' && i % checkStepsEvery === 0) await expect(particles).toHaveCount(10);
      if (name === 'Particle Density' && i % checkStepsEvery === 1) await expect(particles).toHaveCount(11);
    }
  }
  expect(await Promise.all(SLIDERS.map((name) => slider(name).inputValue()))).toEqual(DEFAULTS);
  await expect(particles).toHaveCount(10);

  await reset();
  await expect(particles).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => domNodes(page)).toBe(startNodes);
  const endHeap = await heapAfterGc(cdp);
  expect(endHeap, `heap ${startHeap} -> ${endHeap} bytes`).toBeLessThanOrEqual(startHeap * 1.1);
}

test.describe('playground soak', oneWidth, () => {

  // The short soak of `npm test`: a fixed count of operations (not seconds), split in two so each part
  // stays well inside its time limit on a machine half as fast (npm run soak does hundreds of each).
  // Each about 10 s in a quiet gate; on the slower twin beside another browser one took 31 s (2026-11-30): 60 s each.
  test('8 Play/Pause toggles leave no errors, no extra nodes and no heap growth', async ({ page }) => {
    test.setTimeout(60_000);
    await soak(page, { toggles: 8, sliderSteps: 0, warmup: 4 });
  });

  test('4 steps of every slider while running leave no errors, no extra nodes and no heap growth', async ({ page }) => {
    test.setTimeout(60_000);
    await soak(page, { toggles: 0, sliderSteps: 4, warmup: 4 });
  });

  // `npm run soak`: before a release and in the bench, not in `npm test` (minutes on two cores).
  test('300 toggles and 100 changes of every slider leave no errors, no extra nodes and no heap growth', { tag: '@soak' }, async ({ page }) => {
    // About 2 minutes alone; beside other work on two cores it has taken over 5.
    test.setTimeout(600_000);
    await soak(page, { toggles: 300, sliderSteps: 100, warmup: 100 });
  });
});
