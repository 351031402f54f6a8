import { AFTER_PAINT_LIST_ID } from '../scripts/after-paint.mjs';
import { EAGER_COMPILE_HINT } from '../scripts/compile-hints.mjs';
import type { Page } from '@playwright/test';
import { test, expect, oneWidth, routes, waitForHydration } from './fixtures';

const startsWithHint = async (page: Page, chunk: string) => (await (await page.request.get(chunk)).text()).startsWith(EAGER_COMPILE_HINT);

// scripts/after-paint.mjs: the page paints from its HTML and CSS alone; Next's chunks are requested
// only after the first contentful paint, and then the page hydrates. scripts/compile-hints.mjs: the chunks
// a page runs at load ask Chrome to compile them eagerly, off the main thread (read at desktop size, where
// the visit of each route reads both: 9 loads a width, where a test per check took 17 at desktop size).
test.describe('content paints before any script is requested', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] }); // the document status of the unknown path

  test('each route: first contentful paint, then the chunks, then hydration; at desktop size every chunk run at load starts with the eager compile hint', async ({ page, isMobile }) => {
    test.setTimeout(90_000); // 9 loads: about 12 s, 30 s on the slower twin.
    for (const route of [...routes, { path: '/no-such-page' }]) {
      await test.step(`${route.path}: first contentful paint, then the chunks, then hydration`, async () => {
        await page.goto(route.path);
        await waitForHydration(page);
        const timing = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          chunks: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
        }));
        expect(timing.fcp).toBeGreaterThan(0);
        expect(timing.chunks.length).toBeGreaterThan(0);
        for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.fcp);
      });
      if (isMobile || route.path === '/no-such-page') continue;
      await test.step(`${route.path}: every chunk run at load starts with the eager compile hint`, async () => {
        const atLoad: string[] = await page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '[]'), AFTER_PAINT_LIST_ID);
        expect(atLoad.length).toBeGreaterThan(0);
        for (const chunk of atLoad) expect(await startsWithHint(page, chunk), chunk).toBe(true);
      });
    }
  });
});

// Chunks fetched later, on demand, carry no compile hint.
test.describe('compile hints', oneWidth, () => {
  test('chunks loaded on demand (the playground on the intent to press Play, sonner with a toast) stay lazy', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/_next\/static\/chunks\/.+\.js$/.test(pathname)) requested.add(pathname);
    });
    await page.goto('/playground');
    await waitForHydration(page);
    const atLoad: string[] = await page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '[]'), AFTER_PAINT_LIST_ID);
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    const onDemand = [...requested].filter((chunk) => !atLoad.includes(chunk));
    expect(onDemand.length).toBeGreaterThan(1);
    for (const chunk of onDemand) expect(await startsWithHint(page, chunk), chunk).toBe(false);
  });
});
