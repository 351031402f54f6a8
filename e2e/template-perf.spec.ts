import { test, expect, waitForHydration } from './fixtures';
import { machineIdleShare, observeLongTasks, recordFrames } from './perf';

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
  test(`${game.name} plays 5 s at its fastest settings without a long task over 50 ms`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once, at desktop size');
    await page.goto(`/templates/${game.slug}/${game.query}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Wall-clock task times measure the queue, not the page, when other work holds the CPU; PERF_FORCE=1 measures anyway.
    const idle = await machineIdleShare(1000);
    test.skip(
      !process.env.PERF_FORCE && idle !== null && idle < 0.6,
      `machine busy before measuring (${Math.round((idle ?? 0) * 100)} % idle); run this spec alone for a measurement`,
    );
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
    const { median, p95, count, longTasks } = await recordFrames(page, 5000);
    await tapping;
    const summary = `frames ${count}, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, long tasks ${JSON.stringify(longTasks.map(Math.round))}`;
    testInfo.annotations.push({ type: 'frame time', description: summary });
    console.log(`[${game.slug} perf] ${summary}`);
    expect(longTasks.filter((duration) => duration > 50)).toEqual([]);
    expect(median).toBeLessThan(34);
  });
}
