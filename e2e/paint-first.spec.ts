import { test, expect, routes, waitForHydration } from './fixtures';

// scripts/after-paint.mjs: the page paints from its HTML and CSS alone; Next's chunks are requested
// only after the first contentful paint, and then the page hydrates.
test.describe('content paints before any script is requested', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] }); // the document status of the unknown path

  for (const route of [...routes, { path: '/no-such-page' }]) {
    test(`${route.path}: first contentful paint, then the chunks, then hydration`, async ({ page }) => {
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
  }
});
