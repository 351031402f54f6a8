import { test, expect, alone, waitForHydration } from './fixtures';
import { percentile } from '../scripts/main-thread.mjs';
import { cpuLongTasks, machineIdleShare, observeLongTasks, recordFrames } from './frame-cost';

/**
 * Wall-clock task times measure the queue, not the page, when other work holds more than a core: skip
 * then (PERF_FORCE=1 measures anyway). One busy core, as on the slower twin (scripts/slow-twin.mjs),
 * still leaves the page a core of its own, and these tests must hold there.
 */
async function skipWhenCrowded() {
  const idle = await machineIdleShare(1000);
  test.skip(
    !process.env.PERF_FORCE && idle !== null && idle < 0.3,
    `machine crowded before measuring (${Math.round((idle ?? 0) * 100)} % idle); run this spec alone for a measurement`,
  );
}

// Frame cost, measured in the 'alone' project (every test here is tagged alone): after every other test,
// one test at a time, at desktop size, so no other browser shares the two cores while a frame is timed.
test.describe.configure({ mode: 'default' });

/** Each canvas game at its fastest, busiest settings. */
const fastest = [
  { slug: 'physics-dropper', name: 'PhysicsDropper', query: '?bounciness=1&speed=10&density=100' },
  { slug: 'double-tap-dash', name: 'DoubleTapDash', query: '?startSpeed=12&ramp=3&spacing=8' },
  { slug: 'rhythm-clacker', name: 'RhythmClacker', query: '?bpm=200&noteSpeed=3&beatMap=2' },
  { slug: 'bounce-chain', name: 'BounceChain', query: '?gravity=40&platformSpeed=6&restitution=1' },
  { slug: 'timing-wheel', name: 'TimingWheel', query: '?segments=24&speed=2&ramp=1.3' },
] as const;

for (const game of fastest) {
  // Acceptance: 5 s of play at the fastest settings in headless Chromium, no long task over 50 ms.
  test(`${game.name} plays 5 s at its fastest settings without a long task over 50 ms`, alone, async ({ page }, testInfo) => {
    await page.goto(`/templates/${game.slug}/${game.query}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await skipWhenCrowded();
    const demo = page.getByRole('region', { name: `${game.name} demo` });
    await demo.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(demo.getByRole('status')).not.toHaveText(/Loading|Press Play to start/);
    await observeLongTasks(page);
    await demo.getByRole('application').focus();
    // Some input while it runs, as a player gives it.
    const tapping = (async () => {
      for (let press = 0; press < 8; press++) {
        await page.keyboard.down('Space');
        await page.waitForTimeout(150);
        await page.keyboard.up('Space');
        await page.waitForTimeout(350);
      }
    })();
    const { result, longTasks: cpuLong, frameCpu } = await cpuLongTasks(page, () => recordFrames(page, 5000));
    const { median, p95, count, longTasks } = result;
    await tapping;
    const cpuP95 = percentile(frameCpu, 0.95);
    const summary = `frames ${count}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p95 main-thread CPU per frame ${cpuP95.toFixed(1)} ms, long tasks (wall) ${JSON.stringify(longTasks.map(Math.round))}, over 50 ms of CPU ${JSON.stringify(cpuLong.map(Math.round))}`;
    testInfo.annotations.push({ type: 'frame time', description: summary });
    console.log(`[${game.slug} perf] ${summary}`);
    // No task of the page's own takes 50 ms of CPU (wall-clock long tasks are logged above: on a shared core they include waiting).
    expect(cpuLong).toEqual([]);
    expect(median).toBeLessThan(34);
    // Issue 38: at its most expensive a frame's own CPU (scripts/main-thread.mjs frameCpuTimes) fits a 60 Hz frame.
    expect(cpuP95).toBeLessThanOrEqual(16);
  });
}

// Acceptance: density 100, speed 10, running 5 s in headless Chromium, no long task over 50 ms.
test('the busiest playground runs 5 s without a long task over 50 ms', alone, async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/playground/?gravity=9.8&bounciness=1&speed=10&density=100');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // A visitor's pointer crosses Play before it presses it: that intent fetches the particle code.
  await page.getByRole('button', { name: 'Play', exact: true }).hover();
  await page.waitForLoadState('networkidle');

  await skipWhenCrowded();

  await observeLongTasks(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('particle')).toHaveCount(20);

  const { result, longTasks: cpuLong } = await cpuLongTasks(page, () => recordFrames(page, 5000));
  const { median, p95, count, longTasks } = result;
  const summary = `frames ${count}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, long tasks (wall) ${JSON.stringify(longTasks.map(Math.round))}, over 50 ms of CPU ${JSON.stringify(cpuLong.map(Math.round))}`;
  testInfo.annotations.push({ type: 'frame time', description: summary });
  console.log(`[playground perf] ${summary}`);

  await expect(page.getByTestId('particle')).toHaveCount(20);
  // No task of the page's own takes 50 ms of CPU (wall-clock long tasks are logged above: on a shared core they include waiting).
  expect(cpuLong).toEqual([]);
  expect(median).toBeLessThan(34);
});

// Acceptance: the code loads on the intent to press Play; the first particle frame follows the click at
// once. Counted in frames, not milliseconds: a frame's length depends on the machine (and a busy core),
// the number of frames it takes React to commit and paint the stage does not.
test('the first particle frame follows the click on Play within a few frames, with no code fetched on the click', alone, async ({ page }) => {
  await page.goto('/playground/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.hover();
  await page.waitForLoadState('networkidle');

  // Frames that begin after the click, up to and including the first with a particle on the stage.
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ frames: number; ms: number }>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Play');
        button?.addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            let frames = 0;
            const frame = (now: number) => {
              frames += 1;
              if (document.querySelector('[data-testid="particle"]')) resolve({ frames, ms: now - clicked });
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { once: true },
        );
      }),
  );
  const fetchedOnClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetchedOnClick.push(request.url());
  });
  await play.click();
  const { frames, ms } = await firstFrame;
  console.log(`[playground perf] first particle frame: frame ${frames} after the click, ${ms.toFixed(1)} ms`);
  // The code came with the intent (hover), so nothing waits on the network. Measured: frame 2 on a quiet
  // machine; 2 to 6 on the slower twin, where the scheduler's commit can wait behind frames on a shared
  // core (84 ms at most seen). Ten frames is the bound with headroom, about 167 ms at 60 Hz.
  expect(fetchedOnClick).toEqual([]);
  expect(frames).toBeLessThanOrEqual(10);
});
