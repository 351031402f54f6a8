import { test, expect, routes, expectNoAxeViolations, oneWidth } from './fixtures';

test.describe('every route', () => {
  // One visit per route checks its head and scans it with axe, and the titles and descriptions are compared
  // across the routes as they are visited: 8 page loads a width, where a test per check took 24.
  test('one h1, its own title, description and canonical, no axe violations, and titles and descriptions unique', async ({ page }) => {
    test.setTimeout(150_000); // 8 routes, each loaded and scanned: about 25 s, 60 s on the slower twin.
    const seen = new Map<string, string>();
    for (const route of routes) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(route.h1);
        await expect(page).toHaveTitle(/ · Microloop$|^Microloop/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(40);
        expect(description).not.toMatch(/TODO/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path === '/' ? '/' : `${route.path}/`}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
        for (const value of [await page.title(), description ?? '']) {
          expect(seen.has(value), `${route.path} repeats ${seen.get(value)}: ${value}`).toBe(false);
          seen.set(value, route.path);
        }
        await expectNoAxeViolations(page);
      });
    }
  });

  test('the axe check finds a violation, in the page and in a frame of its own', oneWidth, async ({ page }) => {
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><img src="data:,"></main></html>');
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
    await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><iframe title="f" srcdoc="<!doctype html><html lang=en><title>f</title><img src=data:,></html>"></iframe></main></html>');
    // The frame's document is there before axe looks (its load can trail the page's under load).
    await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });
});

test.describe('404', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path serves a real 404 page with the shell and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });
});
