import { AFTER_PAINT_LIST_ID } from '../scripts/after-paint.mjs';
import { test, expect, oneWidth, waitForHydration } from './fixtures';
import { startsWithHint } from './route-checks';

// scripts/after-paint.mjs and scripts/compile-hints.mjs at load: each route's visit reads both (routes.spec.ts).

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
